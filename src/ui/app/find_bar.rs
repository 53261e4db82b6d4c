//! The find bar (Ctrl+F): its query field and buttons, and starting a search as a background job.
//! Its own file because a search is drawn, started and (in `poll`) wrapped around the ends.

use super::*;

/// A search that may still wrap: its pattern and direction.
pub(super) type WrapSearch = (Vec<u8>, bool);

/// The find bar's state.
#[derive(Clone, Debug, Default)]
pub struct FindBar {
    /// What to look for.
    pub query: String,
    /// Is the query hex bytes?
    pub hex: bool,
    /// The last outcome, in words.
    pub status: String,
    /// Give the query field the keyboard on the next frame.
    pub focus: bool,
}

impl InspectorApp {
    /// Starts a search with the find bar's query.
    pub(super) fn find_next(&mut self, forward: bool) {
        let (Some(doc), Some(bar)) = (&self.doc, &mut self.find) else {
            return;
        };
        match parse_query(&bar.query, bar.hex, doc.reading()) {
            Ok(pattern) if !pattern.is_empty() => {
                let len = pattern.len() as u64;
                let wake = {
                    let ctx = self.ctx.clone();
                    move || ctx.request_repaint()
                };
                let again = Some((pattern.clone(), forward));
                self.find_job = doc.find(pattern, forward, wake).map(|j| (j, len, again));
                bar.status = "Searching…".into();
            }
            Ok(_) => bar.status = "Type something to find.".into(),
            Err(e) => bar.status = e.to_string(),
        }
    }

    /// The find bar, when open: the query (edited in a copy, it comes back as
    /// `Command::FindQuery`), hex or text, Next (Enter), Previous (Shift+Enter), the last outcome
    /// and Close (Esc).
    pub(super) fn find_bar_ui(&self, ui: &mut egui::Ui) -> Vec<Command> {
        let mut out = Vec::new();
        let Some(bar) = &self.find else {
            return out;
        };
        ui.horizontal(|ui| {
            ui.label("Find:");
            let mut query = bar.query.clone();
            let r = ui.add(
                egui::TextEdit::singleline(&mut query).hint_text("text, or hex bytes like c3 a9"),
            );
            if query != bar.query {
                out.push(Command::FindQuery(query));
            }
            if bar.focus {
                r.request_focus();
                out.push(Command::FindFocused);
            }
            let mut go = None;
            // Enter: next; Shift+Enter: previous. A single-line field gives up the keyboard on
            // Enter; it takes it back, so Enter again goes on to the next match.
            if r.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter)) {
                go = Some(!ui.input(|i| i.modifiers.shift));
                r.request_focus();
            }
            // Esc closes the bar, from the field or anywhere in the window.
            if ui.input(|i| i.key_pressed(Key::Escape)) {
                out.push(Command::CloseFind);
            }
            let mut hex = bar.hex;
            if ui.checkbox(&mut hex, "Hex bytes").changed() {
                out.push(Command::FindHex(hex));
            }
            if ui.button("Next").clicked() {
                go = Some(true);
            }
            if ui.button("Previous").clicked() {
                go = Some(false);
            }
            if let Some(forward) = go {
                out.push(Command::FindNext { forward });
            }
            ui.label(&bar.status);
            if ui.button("Close").clicked() {
                out.push(Command::CloseFind);
            }
        });
        out
    }
}
