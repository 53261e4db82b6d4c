//! The "Go to offset" window (Ctrl+G): the typed offset, parsed, becomes `Command::Goto`.

use super::*;

impl InspectorApp {
    pub(super) fn goto_ui(&mut self, ctx: &egui::Context) -> Option<Command> {
        let Some(text) = &mut self.goto else {
            return None;
        };
        let mut open = true;
        let mut target = None;
        egui::Window::new("Go to offset")
            .open(&mut open)
            .collapsible(false)
            .show(ctx, |ui| {
                ui.label("Byte offset, decimal or 0x…:");
                let r = ui.text_edit_singleline(text);
                r.request_focus();
                let enter = ui.input(|i| i.key_pressed(Key::Enter));
                if ui.button("Go").clicked() || enter {
                    target = Some(parse_offset(text));
                }
                if let Some(e) = &self.goto_error {
                    ui.colored_label(ui.visuals().error_fg_color, e);
                }
            });
        match target {
            Some(Ok(o)) => {
                self.goto = None;
                self.goto_error = None;
                return Some(Command::Goto(o));
            }
            Some(Err(e)) => self.goto_error = Some(e.to_string()),
            None if !open => {
                self.goto = None;
                self.goto_error = None;
            }
            None => {}
        }
        None
    }
}
