//! The "Open a file" window: a typed path, Tab completing folder names, the folders of recent
//! files, and (when Ctrl+O could not show the system's file dialog) a line saying why. Ctrl+O
//! falls back to it; File ▸ Open path… always opens it. The completion itself is
//! `document::open_path` (no egui); this file draws and returns [`Command`]s.

use super::*;
use crate::document::open_path::{Candidate, recent_folders};

/// The window's text, the names the last completion found, and why the dialog was not used.
#[derive(Clone, Debug, Default)]
pub struct OpenPathWindow {
    /// What was typed (or completed).
    pub text: String,
    /// Why the system file dialog was not used, when it was not.
    pub why: Option<Text>,
    /// The names the last completion (Tab) found in the typed folder.
    pub candidates: Vec<Candidate>,
    /// Why the last Enter opened nothing.
    pub error: Option<Text>,
    /// The folder a relative path is taken from: the open file's, else the working directory.
    pub base: PathBuf,
}

impl OpenPathWindow {
    /// The typed text up to its last `/` (the folder a candidate's name goes in).
    pub fn folder_part(&self) -> &str {
        self.text.rfind('/').map_or("", |i| &self.text[..=i])
    }
}

/// The path field's id (its cursor is moved after a completion).
pub(super) fn field_id() -> egui::Id {
    egui::Id::unique("open path field")
}

impl InspectorApp {
    /// The window, when open: the field (Tab completes, Enter opens, Esc closes), the names the
    /// completion found and the recent folders as buttons that fill the field.
    pub(super) fn open_path_ui(&self, ctx: &egui::Context) -> Vec<Command> {
        let Some(w) = &self.open_field else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let mut text = w.text.clone();
        let mut open = true;
        let id = field_id();
        // Text changed by a command (a completion, a button) since the field last drew it: the
        // cursor goes to its end, ready for the next part.
        let last: Option<String> = ctx.data(|d| d.get_temp(id.with("drawn")));
        if last.as_deref() != Some(text.as_str())
            && let Some(mut state) = egui::TextEdit::load_state(ctx, id)
        {
            let end = egui::text::CCursor::new(text.chars().count());
            state
                .cursor
                .set_char_range(Some(egui::text::CCursorRange::one(end)));
            state.store(ctx, id);
        }
        let l = super::super::lang(ctx);
        egui::Window::new(tr!(l, "window-open-title"))
            .id(egui::Id::unique("open path window"))
            .open(&mut open)
            .collapsible(false)
            .show(ctx, |ui| {
                if let Some(why) = &w.why {
                    ui.colored_label(ui.visuals().warn_fg_color, why.render(l));
                }
                ui.label(tr!(l, "window-open-prompt"));
                ui.weak(tr!(
                    l,
                    "window-open-relative",
                    folder = w.base.display().to_string()
                ));
                let r = ui.add(
                    egui::TextEdit::singleline(&mut text)
                        .id(id)
                        .desired_width(ui.available_width().clamp(240.0, 480.0)),
                );
                r.request_focus();
                let (tab, enter, esc) = ui.input(|i| {
                    (
                        i.key_pressed(Key::Tab),
                        i.key_pressed(Key::Enter),
                        i.key_pressed(Key::Escape),
                    )
                });
                ui.horizontal(|ui| {
                    if ui.button(tr!(l, "window-open-button")).clicked() || enter {
                        out.push(Command::OpenTyped);
                    }
                    if ui.button(tr!(l, "window-open-complete")).clicked() || tab {
                        out.push(Command::OpenPathComplete);
                    }
                });
                if esc {
                    out.push(Command::CloseOpenPath);
                }
                if let Some(e) = &w.error {
                    ui.colored_label(ui.visuals().error_fg_color, e.render(l));
                }
                if !w.candidates.is_empty() {
                    ui.separator();
                    ui.horizontal_wrapped(|ui| {
                        for c in &w.candidates {
                            let name = if c.folder {
                                format!("{}/", c.name)
                            } else {
                                c.name.clone()
                            };
                            if ui.small_button(&name).clicked() {
                                out.push(Command::OpenPathText(format!(
                                    "{}{name}",
                                    w.folder_part()
                                )));
                                if c.folder {
                                    out.push(Command::OpenPathComplete);
                                }
                            }
                        }
                    });
                }
                let recent = recent_folders(&self.settings.recent, 5);
                if !recent.is_empty() {
                    ui.separator();
                    ui.label(tr!(l, "window-open-recent-folders"));
                    for dir in recent {
                        let shown = format!("{}/", dir.display());
                        if ui.small_button(&shown).clicked() {
                            out.push(Command::OpenPathText(shown));
                            out.push(Command::OpenPathComplete);
                        }
                    }
                }
            });
        ctx.data_mut(|d| d.insert_temp(id.with("drawn"), text.clone()));
        if text != w.text {
            // (Typed before the frame's other commands, so that Tab and Enter act on it.)
            out.insert(0, Command::OpenPathText(text));
        }
        if !open {
            out.push(Command::CloseOpenPath);
        }
        out
    }
}
