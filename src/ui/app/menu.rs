//! The menu bar (File, Examples, Go, View); what is chosen comes back as [`Command`]s. Its own file
//! because the menus are long and only read the state.

use super::*;

impl InspectorApp {
    /// The menu bar; what was chosen comes back as commands.
    pub(super) fn menu_ui(&self, ui: &mut egui::Ui) -> Vec<Command> {
        let mut out = Vec::new();
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("File", |ui| self.file_menu(ui, &mut out));
            ui.menu_button("Examples", |ui| examples_menu(ui, &mut out));
            ui.menu_button("Go", |ui| go_menu(ui, &mut out));
            ui.menu_button("View", |ui| self.view_menu(ui, &mut out));
        });
        out
    }

    /// Open, Open recent, Reload, Quit.
    fn file_menu(&self, ui: &mut egui::Ui, out: &mut Vec<Command>) {
        if ui.button("Open… (Ctrl+O)").clicked() {
            out.push(Command::OpenDialog);
            ui.close();
        }
        if ui.button("Open path… (type it)").clicked() {
            out.push(Command::OpenPathPrompt(None));
            ui.close();
        }
        ui.menu_button("Open recent", |ui| {
            if self.settings.recent.is_empty() {
                ui.label("(none yet)");
            }
            for p in &self.settings.recent {
                if ui.button(p.display().to_string()).clicked() {
                    out.push(Command::Open(p.clone()));
                    ui.close();
                }
            }
        });
        if self.doc.as_ref().and_then(|d| d.source().path()).is_some()
            && ui.button("Reload").clicked()
        {
            out.push(Command::Reload);
            ui.close();
        }
        if ui.button("Quit").clicked() {
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        }
    }

    /// Bytes per row, View characters as, the theme, the side panel, presentation mode, zoom.
    fn view_menu(&self, ui: &mut egui::Ui, out: &mut Vec<Command>) {
        self.bytes_per_row_menu(ui, out);
        ui.separator();
        ui.menu_button("View characters as", |ui| self.reading_menu(ui, out));
        ui.separator();
        let mut dark = self.settings.dark;
        if ui.checkbox(&mut dark, "Dark theme").changed() {
            out.push(Command::Dark(dark));
        }
        let mut side = self.settings.show_errors;
        if ui
            .checkbox(&mut side, "Side panel (inspector, errors, encoder)")
            .changed()
        {
            out.push(Command::SidePanel(side));
        }
        let mut presentation = self.settings.presentation;
        if ui
            .checkbox(&mut presentation, "Presentation mode (F11)")
            .changed()
        {
            out.push(Command::Presentation(presentation));
        }
        ui.separator();
        for (label, cmd) in [
            ("Zoom in (Ctrl+plus)", Command::ZoomIn),
            ("Zoom out (Ctrl+minus)", Command::ZoomOut),
            ("Actual size (Ctrl+0)", Command::ZoomReset),
        ] {
            if ui.button(label).clicked() {
                out.push(cmd);
            }
        }
    }

    /// Auto or 8, 16, 32 bytes per row, and what fits.
    fn bytes_per_row_menu(&self, ui: &mut egui::Ui, out: &mut Vec<Command>) {
        for n in [0u64, 8, 16, 32] {
            let label = if n == 0 {
                format!(
                    "Auto: as many bytes per row as fit (now {})",
                    self.view.bytes_per_row
                )
            } else {
                format!("{n} bytes per row")
            };
            if ui.radio(self.view.chosen == n, label).clicked() {
                out.push(Command::BytesPerRow(n));
            }
        }
        if self.view.chosen > self.view.bytes_per_row {
            ui.label(format!(
                "({} do not fit the window: {} shown)",
                self.view.chosen, self.view.bytes_per_row
            ));
        }
    }

    /// UTF-8, UTF-16/32 code units, or one of the legacy encodings by group.
    fn reading_menu(&self, ui: &mut egui::Ui, out: &mut Vec<Command>) {
        let Some(doc) = &self.doc else {
            ui.label("(no file open)");
            return;
        };
        let now = doc.reading();
        if ui.radio(now == Reading::Utf8, "UTF-8").clicked() {
            out.push(Command::SetReading(Reading::Utf8));
            ui.close();
        }
        ui.menu_button("UTF-16 / UTF-32 (code units)", |ui| {
            for f in crate::codec::WideForm::ALL {
                if ui
                    .radio(now == Reading::Wide(f), f.name())
                    .on_hover_text(
                        "Group the bytes into code units: 2-byte units, a surrogate \
                         pair as one 4-byte unit, 4-byte units for UTF-32",
                    )
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
                for (i, l) in LEGACY.iter().enumerate().filter(|(_, l)| l.group == g) {
                    if ui
                        .radio(now == Reading::Legacy(i), l.name)
                        .on_hover_text(l.source)
                        .clicked()
                    {
                        out.push(Command::SetReading(Reading::Legacy(i)));
                        ui.close();
                    }
                }
            });
        }
    }
}

/// The classroom examples.
/// Each with its one-line description under its name (a bare `c2-00.bin` told a class nothing).
fn examples_menu(ui: &mut egui::Ui, out: &mut Vec<Command>) {
    ui.set_max_width(560.0);
    let body = egui::TextStyle::Body.resolve(ui.style());
    let small = egui::TextStyle::Small.resolve(ui.style());
    let (strong, weak) = (
        ui.visuals().strong_text_color(),
        ui.visuals().weak_text_color(),
    );
    egui::ScrollArea::vertical().show(ui, |ui| {
        for (i, ex) in crate::examples::EXAMPLES.iter().enumerate() {
            let mut job = egui::text::LayoutJob::default();
            job.append(ex.name, 0.0, egui::TextFormat::simple(body.clone(), strong));
            job.append(
                &format!("\n{}", ex.description),
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
fn go_menu(ui: &mut egui::Ui, out: &mut Vec<Command>) {
    for (label, cmd) in [
        ("Go to offset… (Ctrl+G)", Command::GotoPrompt),
        (
            "Next error (F8)",
            Command::NextError {
                forward: true,
                kind: None,
            },
        ),
        (
            "Previous error (Shift+F8)",
            Command::NextError {
                forward: false,
                kind: None,
            },
        ),
        ("Find… (Ctrl+F)", Command::Find),
    ] {
        if ui.button(label).clicked() {
            out.push(cmd);
            ui.close();
        }
    }
}
