//! The menu bar (File, Examples, Go, View); what is chosen comes back as [`Command`]s. Its own file
//! because the menus are long and only read the state.

use super::*;
use crate::i18n::Lang;
use crate::tr;

impl InspectorApp {
    /// The menu bar; what was chosen comes back as commands.
    pub(super) fn menu_ui(&self, ui: &mut egui::Ui) -> Vec<Command> {
        let l = super::super::lang(ui.ctx());
        let mut out = Vec::new();
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button(tr!(l, "menu-file"), |ui| self.file_menu(ui, l, &mut out));
            ui.menu_button(tr!(l, "menu-examples"), |ui| examples_menu(ui, l, &mut out));
            ui.menu_button(tr!(l, "menu-go"), |ui| go_menu(ui, l, &mut out));
            ui.menu_button(tr!(l, "menu-view"), |ui| self.view_menu(ui, l, &mut out));
        });
        out
    }

    /// Open, Open recent, Reload, Quit.
    fn file_menu(&self, ui: &mut egui::Ui, l: Lang, out: &mut Vec<Command>) {
        if ui.button(tr!(l, "menu-open")).clicked() {
            out.push(Command::OpenDialog);
            ui.close();
        }
        if ui.button(tr!(l, "menu-open-path")).clicked() {
            out.push(Command::OpenPathPrompt(None));
            ui.close();
        }
        ui.menu_button(tr!(l, "menu-open-recent"), |ui| {
            if self.settings.recent.is_empty() {
                ui.label(tr!(l, "menu-recent-none"));
            }
            for p in &self.settings.recent {
                if ui.button(p.display().to_string()).clicked() {
                    out.push(Command::Open(p.clone()));
                    ui.close();
                }
            }
        });
        if self.doc.as_ref().and_then(|d| d.source().path()).is_some()
            && ui.button(tr!(l, "menu-reload")).clicked()
        {
            out.push(Command::Reload);
            ui.close();
        }
        if ui.button(tr!(l, "menu-quit")).clicked() {
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        }
    }

    /// Bytes per row, View characters as, the theme, the side panel, presentation mode, zoom,
    /// the language.
    fn view_menu(&self, ui: &mut egui::Ui, l: Lang, out: &mut Vec<Command>) {
        self.bytes_per_row_menu(ui, l, out);
        ui.separator();
        ui.menu_button(tr!(l, "menu-view-as"), |ui| self.reading_menu(ui, l, out));
        ui.menu_button(tr!(l, "menu-language"), |ui| self.language_menu(ui, l, out));
        ui.separator();
        let mut dark = self.settings.dark;
        if ui.checkbox(&mut dark, tr!(l, "menu-dark")).changed() {
            out.push(Command::Dark(dark));
        }
        let mut side = self.settings.show_errors;
        if ui.checkbox(&mut side, tr!(l, "menu-side-panel")).changed() {
            out.push(Command::SidePanel(side));
        }
        let mut presentation = self.settings.presentation;
        if ui
            .checkbox(&mut presentation, tr!(l, "menu-presentation"))
            .changed()
        {
            out.push(Command::Presentation(presentation));
        }
        ui.separator();
        for (label, cmd) in [
            (tr!(l, "menu-zoom-in"), Command::ZoomIn),
            (tr!(l, "menu-zoom-out"), Command::ZoomOut),
            (tr!(l, "menu-zoom-reset"), Command::ZoomReset),
        ] {
            if ui.button(label).clicked() {
                out.push(cmd);
            }
        }
    }

    /// The system's language or one of the four, each under its own name.
    fn language_menu(&self, ui: &mut egui::Ui, l: Lang, out: &mut Vec<Command>) {
        let system = Lang::from_system();
        if ui
            .radio(
                self.settings.language.is_none(),
                tr!(l, "menu-language-system", language = system.native_name()),
            )
            .clicked()
        {
            out.push(Command::Language(None));
            ui.close();
        }
        for lang in Lang::ALL {
            if ui
                .radio(self.settings.language == Some(lang), lang.native_name())
                .clicked()
            {
                out.push(Command::Language(Some(lang)));
                ui.close();
            }
        }
    }

    /// Auto or 8, 16, 32 bytes per row, and what fits.
    fn bytes_per_row_menu(&self, ui: &mut egui::Ui, l: Lang, out: &mut Vec<Command>) {
        for n in [0u64, 8, 16, 32] {
            let label = if n == 0 {
                tr!(l, "menu-row-auto", now = self.view.bytes_per_row)
            } else {
                tr!(l, "menu-row-fixed", n = n)
            };
            if ui.radio(self.view.chosen == n, label).clicked() {
                out.push(Command::BytesPerRow(n));
            }
        }
        if self.view.chosen > self.view.bytes_per_row {
            ui.label(tr!(
                l,
                "menu-row-does-not-fit",
                chosen = self.view.chosen,
                shown = self.view.bytes_per_row
            ));
        }
    }

    /// UTF-8, UTF-16/32 code units, or one of the legacy encodings by group.
    fn reading_menu(&self, ui: &mut egui::Ui, l: Lang, out: &mut Vec<Command>) {
        let Some(doc) = &self.doc else {
            ui.label(tr!(l, "menu-no-file"));
            return;
        };
        let now = doc.reading();
        if ui.radio(now == Reading::Utf8, "UTF-8").clicked() {
            out.push(Command::SetReading(Reading::Utf8));
            ui.close();
        }
        ui.menu_button(tr!(l, "menu-wide-units"), |ui| {
            for f in crate::codec::WideForm::ALL {
                if ui
                    .radio(now == Reading::Wide(f), f.name())
                    .on_hover_text(tr!(l, "menu-wide-units-tip"))
                    .clicked()
                {
                    out.push(Command::SetReading(Reading::Wide(f)));
                    ui.close();
                }
            }
        });
        use crate::analysis::legacy::{Group, LEGACY};
        for g in Group::ALL {
            ui.menu_button(g.name(), |ui| {
                for (i, enc) in LEGACY.iter().enumerate().filter(|(_, e)| e.group == g) {
                    if ui
                        .radio(now == Reading::Legacy(i), enc.name)
                        .on_hover_text(enc.source)
                        .clicked()
                    {
                        out.push(Command::SetReading(Reading::Legacy(i)));
                        ui.close();
                    }
                }
            });
        }
        // Chinese, Japanese and Korean: a character of 1–4 bytes, boxed as one.
        ui.menu_button("CJK", |ui| {
            for id in crate::analysis::cjk::BYTEWISE {
                if ui.radio(now == Reading::Cjk(id), id.name()).clicked() {
                    out.push(Command::SetReading(Reading::Cjk(id)));
                    ui.close();
                }
            }
        });
    }
}

/// The classroom examples.
/// Each with its one-line description under its name (a bare `c2-00.bin` told a class nothing).
fn examples_menu(ui: &mut egui::Ui, l: Lang, out: &mut Vec<Command>) {
    ui.set_max_width(560.0);
    let body = egui::TextStyle::Body.resolve(ui.style());
    // The description a little smaller than the name, in the body's colour: small grey text was
    // about 7 px and unreadable on a projector.
    let small = egui::FontId::new(body.size * 0.85, body.family.clone());
    let (strong, weak) = (ui.visuals().strong_text_color(), ui.visuals().text_color());
    egui::ScrollArea::vertical().show(ui, |ui| {
        for (i, ex) in crate::examples::EXAMPLES.iter().enumerate() {
            let mut job = egui::text::LayoutJob::default();
            job.append(ex.name, 0.0, egui::TextFormat::simple(body.clone(), strong));
            job.append(
                &format!("\n{}", ex.describe(l)),
                0.0,
                egui::TextFormat::simple(small.clone(), weak),
            );
            if ui.add(egui::Button::new(job).wrap()).clicked() {
                out.push(Command::OpenExample(i));
                ui.close();
            }
        }
    });
}

/// Go to offset, next and previous error, find.
fn go_menu(ui: &mut egui::Ui, l: Lang, out: &mut Vec<Command>) {
    for (label, cmd) in [
        (tr!(l, "menu-goto"), Command::GotoPrompt),
        (
            tr!(l, "menu-next-error"),
            Command::NextError {
                forward: true,
                kind: None,
            },
        ),
        (
            tr!(l, "menu-previous-error"),
            Command::NextError {
                forward: false,
                kind: None,
            },
        ),
        (tr!(l, "menu-find"), Command::Find),
    ] {
        if ui.button(label).clicked() {
            out.push(cmd);
            ui.close();
        }
    }
}
