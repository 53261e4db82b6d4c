//! The find bar (Ctrl+F): its query field and buttons, and starting a search as a background job.
//! Its own file because a search is drawn, started and (in `poll`) wrapped around the ends.

use super::*;

/// A running search: its job, what it looks for, which way, and whether it already wrapped
/// around the end (forward) or the start (backward).
pub(super) struct FindRun {
    pub(super) job: FindJob,
    pub(super) pattern: Vec<u8>,
    pub(super) forward: bool,
    pub(super) wrapped: bool,
}

impl FindRun {
    /// Starts looking for `pattern` in `doc` from byte `from`.
    pub(super) fn start(
        doc: &Document,
        pattern: Vec<u8>,
        from: u64,
        forward: bool,
        wrapped: bool,
        wake: impl Fn() + Send + 'static,
    ) -> Option<FindRun> {
        let job = doc.find_at(pattern.clone(), from, forward, wake)?;
        Some(FindRun {
            job,
            pattern,
            forward,
            wrapped,
        })
    }
}

/// The find bar's state.
#[derive(Clone, Debug, Default)]
pub struct FindBar {
    /// What to look for.
    pub query: String,
    /// Is the query hex bytes?
    pub hex: bool,
    /// The last outcome (rendered in each frame's language), if any.
    pub status: Option<Text>,
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
                let wake = {
                    let ctx = self.ctx.clone();
                    move || ctx.request_repaint()
                };
                let from = doc.find_from(forward);
                self.find_job = FindRun::start(doc, pattern, from, forward, false, wake);
                bar.status = Some(Text::new(tid!("window-find-searching")));
            }
            Ok(_) => bar.status = Some(Text::new(tid!("window-find-empty"))),
            Err(e) => bar.status = Some(query_error(&e)),
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
        let l = super::super::lang(ui.ctx());
        ui.horizontal(|ui| {
            ui.label(tr!(l, "window-find-label"));
            let mut query = bar.query.clone();
            let r = ui
                .add(egui::TextEdit::singleline(&mut query).hint_text(tr!(l, "window-find-hint")));
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
            if ui.checkbox(&mut hex, tr!(l, "window-find-hex")).changed() {
                out.push(Command::FindHex(hex));
            }
            if ui.button(tr!(l, "window-find-next")).clicked() {
                go = Some(true);
            }
            if ui.button(tr!(l, "window-find-previous")).clicked() {
                go = Some(false);
            }
            if let Some(forward) = go {
                out.push(Command::FindNext { forward });
            }
            ui.label(bar.status.as_ref().map(|t| t.render(l)).unwrap_or_default());
            if ui.button(tr!(l, "window-close")).clicked() {
                out.push(Command::CloseFind);
            }
        });
        out
    }
}

/// Why a query cannot be searched for, in words of the window's language.
fn query_error(e: &crate::document::find::QueryError) -> Text {
    use crate::document::find::QueryError;
    match e {
        QueryError::NoSuchEncoding(i) => {
            Text::new(tid!("window-find-no-encoding")).arg("index", *i)
        }
        QueryError::Unwritable(c, enc) => Text::new(tid!("window-find-unwritable"))
            .arg("char", format!("{c:?}"))
            .arg("encoding", *enc),
        QueryError::OddHexDigits => Text::new(tid!("window-find-odd-hex")),
        QueryError::NotHex(d) => {
            Text::new(tid!("window-find-not-hex")).arg("digits", format!("{d:?}"))
        }
    }
}
