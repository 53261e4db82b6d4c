//! The "Go to offset" window (Ctrl+G): the typed offset, parsed, becomes `Command::Goto`.
//! Its own file because it is a window of its own, with its own text and error.

use super::*;

/// The "Go to offset" window's text and why the last offset was refused.
#[derive(Clone, Debug, Default)]
pub struct GotoWindow {
    /// What was typed.
    pub text: String,
    /// Why the last "Go" was refused (rendered in each frame's language).
    pub error: Option<Text>,
}

impl InspectorApp {
    /// The window, when open. The typed text is edited in a copy and comes back as
    /// `Command::GotoText`; "Go" (or Enter) gives `Command::Goto` or `Command::GotoInvalid`.
    pub(super) fn goto_ui(&self, ctx: &egui::Context) -> Vec<Command> {
        let Some(goto) = &self.goto else {
            return Vec::new();
        };
        let mut text = goto.text.clone();
        let mut open = true;
        let mut target = None;
        let mut escaped = false;
        let l = super::super::lang(ctx);
        egui::Window::new(tr!(l, "window-goto-title"))
            .id(egui::Id::unique("goto window"))
            .open(&mut open)
            .collapsible(false)
            .show(ctx, |ui| {
                ui.label(tr!(l, "window-goto-prompt"));
                let r = ui.text_edit_singleline(&mut text);
                r.request_focus();
                let (enter, esc) =
                    ui.input(|i| (i.key_pressed(Key::Enter), i.key_pressed(Key::Escape)));
                // Escape closes it, as it closes the find bar and the Open path window.
                escaped = esc;
                if ui.button(tr!(l, "window-goto-go")).clicked() || enter {
                    target = Some(parse_offset(&text));
                }
                if let Some(e) = &goto.error {
                    ui.colored_label(ui.visuals().error_fg_color, e.render(l));
                }
            });
        let mut out = Vec::new();
        if text != goto.text {
            out.push(Command::GotoText(text));
        }
        match target {
            Some(Ok(o)) => out.extend([Command::CloseGoto, Command::Goto(o)]),
            Some(Err(e)) => out.push(Command::GotoInvalid(
                Text::new(tid!("window-goto-invalid")).arg("text", format!("{:?}", e.0)),
            )),
            None if !open || escaped => out.push(Command::CloseGoto),
            None => {}
        }
        out
    }
}
