//! Where each panel goes in the window and what it is given: the top bar (menus, disk changes,
//! the find bar), the status lines (with the message), the side panel and its tabs, and the central
//! view. Its own file so that `eframe::App::ui` reads as the frame's outline; every helper here
//! draws and returns the [`Command`]s the user asked for, and none changes the state.

use super::*;
use crate::analysis::wording::{Msg, render};

/// The side panel's narrowest width on the right, in points: the tab names in three lines.
const SIDE_MIN_WIDTH: f32 = 200.0;
/// The narrowest a user can drag the side panel on the right, in points.
const PANEL_MIN_WIDTH: f32 = 240.0;
/// Below this height (points) there is no room for the side panel under the view: a drawer.
const BELOW_MIN_HEIGHT: f32 = 340.0;

/// Where the side panel goes this frame ([`InspectorApp::side_place`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum SidePlace {
    /// On the right, at most this wide.
    Right {
        /// The widest it may be, in points.
        most: f32,
    },
    /// Below the view.
    Below,
    /// Nowhere until opened from the status line, then in the lower part of the window.
    Drawer,
}

impl InspectorApp {
    /// A file dropped on the window opens.
    pub(super) fn dropped_file(ctx: &egui::Context) -> Option<Command> {
        ctx.input(|i| i.raw.dropped_files.first().map(|f| f.path().to_path_buf()))
            .map(Command::Open)
    }

    /// The top bar: menus, a change on disk and the find bar.
    pub(super) fn top_ui(&self, ui: &mut egui::Ui) -> Vec<Command> {
        let l = super::super::lang(ui.ctx());
        let mut commands = self.menu_ui(ui);
        if let Some(change) = self.doc.as_ref().and_then(|d| d.disk_change().cloned()) {
            let old = self.doc.as_ref().map_or(0, Document::size);
            ui.horizontal(|ui| {
                ui.colored_label(ui.visuals().warn_fg_color, change.describe(l, old));
                if ui.button(tr!(l, "menu-reload")).clicked() {
                    commands.push(Command::Reload);
                }
            });
        }
        commands.extend(self.find_bar_ui(ui));
        commands
    }

    /// The status line and, above it, the legend. The status line is always whole (it wraps in a
    /// narrow window, never scrolls); the legend gets what is left of a quarter of the window's
    /// height, scrolls within it, and is left out when not even a line of it fits: it gives way
    /// before the status line does. Where the side panel is a drawer, the status line holds the
    /// button that opens and closes it.
    pub(super) fn status_ui(
        &self,
        ui: &mut egui::Ui,
        theme: &Theme,
        place: SidePlace,
    ) -> Vec<Command> {
        let l = super::super::lang(ui.ctx());
        let budget = ui.available_height() * 0.25;
        let mut out = Vec::new();
        let status = egui::Panel::bottom("status").show(ui, |ui| {
            // The message (a save's result, a refusal, a find that wrapped) sits on the status
            // line, not above the view: there its coming and going moved every row and button
            // under it by a line, so a click aimed at one landed on another.
            if let Some(m) = &self.message {
                ui.horizontal_wrapped(|ui| {
                    ui.label(m.render(l));
                    if ui.small_button(tr!(l, "window-ok")).clicked() {
                        out.push(Command::DismissMessage);
                    }
                });
                ui.separator();
            }
            if place == SidePlace::Drawer && self.settings.show_errors {
                let label = if self.drawer {
                    tr!(l, "window-hide-panels")
                } else {
                    tr!(l, "window-show-panels")
                };
                if ui.small_button(label).clicked() {
                    out.push(Command::Drawer(!self.drawer));
                }
            }
            if let Some(doc) = &self.doc {
                out.extend(status_bar_ui(ui, doc));
            } else {
                ui.label(tr!(l, "window-status-no-file"));
            }
        });
        let left = budget - status.response.rect.height();
        if left >= ui.text_style_height(&egui::TextStyle::Body) * 1.5 {
            egui::Panel::bottom("legend").show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .id_salt("legend")
                    .max_height(left)
                    .show(ui, |ui| {
                        legend_ui(
                            ui,
                            theme,
                            self.doc.as_ref().map_or(Reading::Utf8, Document::reading),
                        );
                    });
            });
        }
        out
    }

    /// Where the side panel goes, decided once a frame from the window's size in points (after
    /// the zoom): on the right while a row of 4 bytes (offset, hex, characters) and the panel's
    /// narrowest width both fit across the window; else below the view while the window is tall
    /// enough for both; else it is a drawer, opened and closed from the status line, that takes
    /// the lower part of the window when open. The hex and characters columns keep their room
    /// whatever a tab holds (the panel never grows past its width: its tabs scroll or wrap).
    pub(super) fn side_place(&self, ui: &egui::Ui) -> SidePlace {
        // (24 more: the central panel's margins and the panel's resize handle.)
        let metrics = super::super::hex_view::row_metrics(
            ui.ctx(),
            self.doc.as_ref().map_or(0, crate::document::Document::size),
        );
        let need = metrics.width(4) + 24.0;
        let width = ui.available_width();
        let room = width - need;
        // Room for the panel beside 8 bytes a row: in a small window the panel gives way to the
        // view down to its narrowest (a panel kept from a larger window left the view 4 bytes).
        let beside_eight = width - (metrics.width(8) + 24.0);
        if room >= SIDE_MIN_WIDTH {
            SidePlace::Right {
                most: room
                    .min((width * 0.45).max(SIDE_MIN_WIDTH))
                    .min(beside_eight.max(PANEL_MIN_WIDTH)),
            }
        } else if ui.available_height() >= BELOW_MIN_HEIGHT {
            SidePlace::Below
        } else {
            SidePlace::Drawer
        }
    }

    /// The side panel where `place` puts it: its tab row and the chosen tab.
    pub(super) fn side_panel_ui(
        &self,
        ui: &mut egui::Ui,
        theme: &Theme,
        place: SidePlace,
    ) -> Vec<Command> {
        let large = self.settings.presentation;
        let height = ui.available_height();
        // The view keeps its line above the rows and at least two rows (a drawer or the panel
        // below takes the rest, up to its share).
        let row = ui.fonts_mut(|f| f.row_height(&egui::FontId::monospace(14.0))) * 1.4;
        let left = (height - 2.0 * row - 64.0).max(0.0);
        let panel = match place {
            SidePlace::Right { most } => {
                let default = (if large { 520.0_f32 } else { 380.0 }).min(most);
                let panel = egui::Panel::right("side");
                let (drawn, wanted) = self.side_width.get();
                // For one frame exactly the default size, which egui then remembers.
                if self.reset_panel > 0 {
                    panel.exact_size(default)
                } else if drawn > 0.0 && wanted > drawn + 1.0 && most > drawn + 1.0 {
                    // Room again for the width the window had squeezed.
                    panel.exact_size(wanted.min(most))
                } else {
                    panel
                        .default_size(default)
                        .size_range(most.min(PANEL_MIN_WIDTH)..=most)
                }
            }
            SidePlace::Below => egui::Panel::bottom("side below")
                .default_size((height * 0.4).min(left))
                .size_range((height * 0.25).min(left)..=(height * 0.5).min(left)),
            SidePlace::Drawer if self.drawer => egui::Panel::bottom("side drawer")
                .default_size(left)
                .size_range((left * 0.5)..=left),
            SidePlace::Drawer => return Vec::new(),
        };
        let mut commands = Vec::new();
        let shown = panel.resizable(true).show(ui, |ui| {
            commands.extend(self.tabs_ui(ui));
            ui.separator();
            // Whatever a tab holds (a row of radio buttons, a text field), it never widens the
            // panel over the view: what cannot wrap scrolls sideways.
            egui::ScrollArea::horizontal()
                .id_salt(("tab", self.settings.side_tab as u8))
                .min_scrolled_width(16.0)
                .auto_shrink([false, false])
                .show(ui, |ui| commands.extend(self.tab_ui(ui, theme)));
        });
        if let SidePlace::Right { most } = place {
            // Narrower than the window allows: where its user put it. At the window's limit: the
            // user's width stays the wider one it had.
            let w = shown.response.rect.width();
            let (_, wanted) = self.side_width.get();
            // (Ctrl+0's default size is what its user wants now, even where the window squeezes
            // it.)
            let wanted = if w < most - 1.0 || self.reset_panel > 0 {
                w
            } else {
                wanted.max(w)
            };
            self.side_width.set((w, wanted));
        }
        commands
    }

    /// The row of tab names.
    fn tabs_ui(&self, ui: &mut egui::Ui) -> Vec<Command> {
        let l = super::super::lang(ui.ctx());
        let mut commands = Vec::new();
        ui.horizontal_wrapped(|ui| {
            // A name moves to the next line whole, never cut or broken inside.
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
            for (tab, label) in [
                (SideTab::Inspector, tr!(l, "window-tab-inspector")),
                (SideTab::Summary, tr!(l, "window-tab-summary")),
                (SideTab::Errors, tr!(l, "window-tab-errors")),
                (SideTab::Encoder, tr!(l, "window-tab-encoder")),
                (SideTab::Legacy, tr!(l, "window-tab-legacy")),
                (SideTab::Diagnosis, tr!(l, "window-tab-diagnosis")),
            ] {
                if ui
                    .selectable_label(self.settings.side_tab == tab, label)
                    .clicked()
                {
                    commands.push(Command::Tab(tab));
                }
            }
        });
        commands
    }

    /// The chosen tab's panel; its requests become commands.
    fn tab_ui(&self, ui: &mut egui::Ui, theme: &Theme) -> Vec<Command> {
        let large = self.settings.presentation;
        let mut commands = Vec::new();
        match (self.settings.side_tab, &self.doc) {
            (SideTab::Inspector, Some(doc)) => inspector_ui(ui, doc, theme, large),
            (SideTab::Errors, Some(doc)) => {
                commands.extend(error_list_ui(ui, doc, &self.errors));
            }
            (SideTab::Encoder, _) => {
                commands.extend(encoder_ui(ui, &self.encoder, large));
            }
            (SideTab::Summary, Some(doc)) => {
                commands.extend(summary_ui(ui, doc, large));
            }
            (SideTab::Legacy, Some(doc)) => compare_ui(ui, doc, theme),
            (SideTab::Diagnosis, Some(doc)) => {
                // The before/after lines of a repair and the save buttons below them may be
                // taller than the window: the tab scrolls, as the others do.
                egui::ScrollArea::both()
                    .min_scrolled_height(16.0)
                    .id_salt("diagnosis")
                    .auto_shrink([false, true])
                    .show(ui, |ui| {
                        if let JobState::Failed(why) = doc.diagnosis_state() {
                            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                            ui.label(render(
                                crate::ui::lang(ui.ctx()),
                                &Msg::DiagnosisFailed(why),
                            ));
                        } else {
                            commands.extend(diagnosis_ui(ui, doc, &self.diagnosis));
                        }
                    });
            }
            (_, None) => {
                ui.label(tr!(super::super::lang(ui.ctx()), "window-no-file"));
            }
        }
        commands
    }

    /// The central panel: the file's name and reading, the banner, a read error and the hex view;
    /// or why the file could not be opened; or a welcome.
    pub(super) fn central_ui(&self, ui: &mut egui::Ui, theme: &Theme) -> Vec<Command> {
        let mut commands = Vec::new();
        let l = super::super::lang(ui.ctx());
        egui::CentralPanel::default().show(ui, |ui| {
            if let Some(doc) = &self.doc {
                commands.extend(reading_line_ui(ui, doc));
                commands.extend(super::super::banner::banner_ui(ui, doc, theme));
                if let Some(e) = doc.read_error() {
                    ui.colored_label(ui.visuals().error_fg_color, e.clone());
                }
                commands.extend(hex_view_ui(ui, doc, &self.view, theme));
            } else if let Some(e) = &self.open_error {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    egui::RichText::new(e.render(l)).size(16.0),
                );
            } else {
                ui.heading("utf8-inspector");
                ui.label(tr!(l, "window-welcome"));
            }
        });
        commands
    }
}

/// The line above the view: the file's name and how its characters are read, with a way back to
/// UTF-8.
fn reading_line_ui(ui: &mut egui::Ui, doc: &Document) -> Option<Command> {
    let l = super::super::lang(ui.ctx());
    let mut out = None;
    // Wrapped: a long name or a long reading moves to the next line, never past the window.
    ui.horizontal_wrapped(|ui| {
        let name = doc.source().name();
        // A bundled example (in memory, under its file name) says what it shows.
        let example = crate::examples::EXAMPLES
            .iter()
            .find(|e| doc.source().path().is_none() && e.name == name);
        let shown = match example {
            Some(ex) => tr!(
                l,
                "window-example-name",
                name = ex.name,
                description = ex.describe(l)
            ),
            None => name,
        };
        ui.label(egui::RichText::new(shown).strong());
        ui.separator();
        let reading = doc.reading();
        let what = match reading {
            Reading::Utf8 => tr!(l, "window-read-as-utf8"),
            Reading::Wide(f) if f.is_utf16() => tr!(
                l,
                "window-read-as-utf16",
                encoding = f.name(),
                unit = f.unit()
            ),
            Reading::Wide(f) => tr!(
                l,
                "window-read-as-utf32",
                encoding = f.name(),
                unit = f.unit()
            ),
            Reading::Legacy(_) => {
                tr!(l, "window-read-as-legacy", encoding = reading.name())
            }
            Reading::Cjk(id) => tr!(
                l,
                "window-read-as-cjk",
                encoding = reading.name(),
                max = id.max_bytes()
            ),
        };
        ui.label(what);
        if reading != Reading::Utf8 && ui.small_button(tr!(l, "window-back-to-utf8")).clicked() {
            out = Some(Command::SetReading(Reading::Utf8));
        }
    });
    out
}
