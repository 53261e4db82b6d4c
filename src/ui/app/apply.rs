//! `InspectorApp::apply`: the one place where a [`Command`] changes the window's state, and the
//! state changes it is made of (jumps, copies, reloads). Its own file so that every write to the
//! state can be read in one place. (The helpers in `poll.rs`, `save.rs` and `find_bar.rs` that
//! take `&mut self` are called only from here.)

use super::*;

impl InspectorApp {
    /// Does what the user asked for, or takes in what background work reported: the one place
    /// where menus, shortcuts, panels, the banner, the hex view and polled results change the
    /// window's state. Any command that moves the cursor scrolls it into view (with context rows,
    /// settled when the view is next drawn).
    pub fn apply(&mut self, cmd: Command) {
        match cmd {
            Command::OpenDialog => self.open_dialog(),
            Command::OpenPathPrompt(why) => self.open_path_prompt(why),
            Command::OpenPathText(text) => {
                if let Some(w) = &mut self.open_field {
                    w.text = text;
                    w.error = None;
                }
            }
            Command::OpenPathComplete => self.complete_typed_path(),
            Command::OpenTyped => self.open_typed(),
            Command::CloseOpenPath => self.open_field = None,
            Command::Open(p) => self.open_path(&p),
            Command::OpenExample(i) => self.open_example(i),
            Command::OpenBytes(name, bytes) => self.open_bytes(&name, bytes),
            Command::Reload => self.reload(),
            Command::GotoPrompt => self.goto = Some(GotoWindow::default()),
            Command::GotoText(t) => self.goto.iter_mut().for_each(|g| g.text = t.clone()),
            Command::GotoInvalid(e) => self.goto.iter_mut().for_each(|g| g.error = Some(e.clone())),
            Command::CloseGoto => self.goto = None,
            Command::Goto(o) => self.goto_offset(o),
            Command::Find => self.find.get_or_insert_with(FindBar::default).focus = true,
            Command::FindQuery(q) => self.find.iter_mut().for_each(|b| b.query = q.clone()),
            Command::FindHex(hex) => self.find.iter_mut().for_each(|b| b.hex = hex),
            Command::FindFocused => self.find.iter_mut().for_each(|b| b.focus = false),
            Command::FindNext { forward } => self.find_next(forward),
            Command::FindBytes(bytes) => self.find_bytes(&bytes),
            Command::CloseFind => self.find = None,
            Command::NextError { forward, kind } => self.next_error_of(forward, kind),
            Command::NextWarning(k) => self.next_warning(k),
            Command::Copy(f) => self.copy(f),
            Command::Select(_)
            | Command::Extend(_)
            | Command::SelectByte(_)
            | Command::SelectRange(..)
            | Command::Move { .. }
            | Command::StepSequence { .. } => self.select(&cmd),
            Command::ViewDrawn(v) => self.view = *v,
            Command::ScrollTo(row) => self.view.top = row,
            Command::SetReading(r) => self.doc.iter_mut().for_each(|d| d.set_reading(r)),
            Command::BytesPerRow(n) => {
                self.view.chosen = n;
                self.settings.bytes_per_row = n;
                self.reveal_cursor();
            }
            Command::ZoomIn => self.zoom((self.settings.zoom * 1.1).min(4.0)),
            Command::ZoomOut => self.zoom((self.settings.zoom / 1.1).max(0.5)),
            Command::ZoomReset => {
                self.zoom(1.0);
                self.reset_panel = 3;
            }
            Command::Presentation(on) => self.presentation(on),
            Command::Language(l) => {
                self.settings.language = l;
                super::super::set_lang(&self.ctx, self.settings.lang());
            }
            Command::Dark(on) => {
                self.settings.dark = on;
                self.apply_look();
            }
            Command::SidePanel(on) => self.settings.show_errors = on,
            Command::Drawer(open) => self.drawer = open,
            Command::Tab(t) => self.tab(t),
            Command::Save(req) => self.start_save(req),
            Command::EditSave { path, overwrite } => {
                if let Some(p) = &mut self.save_prompt {
                    if p.path != path {
                        let source = self.doc.as_ref().and_then(|d| d.source().path());
                        (p.place, p.is_source) =
                            save::where_it_goes(Path::new(path.trim()), source);
                    }
                    (p.path, p.overwrite) = (path, overwrite);
                }
            }
            Command::ConfirmSave { dialog } => self.confirm_save(dialog),
            Command::CancelSave => {
                self.message = Some(Text::new(tid!("window-save-cancelled")).into());
                self.save_prompt = None;
            }
            Command::ErrorFilter(f) => self.errors.filter = f,
            Command::EditEncoder(e) => self.encoder = e,
            Command::EditDiagnosis(d) => self.diagnosis = d,
            Command::CancelScan => self.doc.iter_mut().for_each(Document::cancel_scan),
            Command::DismissMessage => self.message = None,
            Command::TakeInDocument => self.take_in_document(),
            Command::DialogFinished(outcome) => self.dialog_finished(outcome),
            Command::SaveFinished(outcome) => self.save_finished(outcome),
            Command::FindFinished(r) => self.find_finished(r),
        }
    }

    /// Selections and cursor moves; all but a click or a drag in the view scroll the cursor into
    /// view.
    fn select(&mut self, cmd: &Command) {
        let Some(doc) = &mut self.doc else { return };
        match *cmd {
            Command::Select(o) => doc.select_sequence_at(o),
            Command::Extend(o) => doc.extend_to(o),
            Command::SelectByte(o) => doc.set_cursor(o),
            Command::SelectRange(s, e) => doc.select_range(s, e),
            Command::Move { motion, extend } => {
                let page = self.view.visible_rows.max(1) * self.view.bytes_per_row;
                doc.move_by(motion, self.view.bytes_per_row, page, extend);
            }
            Command::StepSequence { forward } => doc.step_sequence(forward),
            _ => return,
        }
        if !matches!(
            cmd,
            Command::Select(_) | Command::Extend(_) | Command::SelectByte(_)
        ) {
            self.reveal_cursor();
        }
    }

    fn open_example(&mut self, i: usize) {
        if let Some(ex) = crate::examples::EXAMPLES.get(i) {
            // (Its file name; the line above the view adds its description in the window's
            // language, every frame.)
            self.open_bytes(ex.name, ex.bytes.to_vec());
        }
    }

    /// `Command::Goto`: past the end goes to the last byte, and says so.
    fn goto_offset(&mut self, o: u64) {
        let size = self.doc.as_ref().map_or(0, Document::size);
        // An empty file has no byte to go to: said, not silently ignored (GUI review of
        // 2026-12-05).
        if size == 0 && self.doc.is_some() {
            self.message = Some(Text::new(tid!("window-goto-empty")).into());
        }
        if o >= size && size > 0 {
            self.message = Some(
                Text::new(tid!("window-goto-past-end"))
                    .arg("offset", o)
                    .arg("size", size)
                    .into(),
            );
        }
        self.goto(o);
    }

    /// The encoder's "find in file": the bytes as a hex query, searched forward.
    fn find_bytes(&mut self, bytes: &[u8]) {
        let bar = self.find.get_or_insert_with(FindBar::default);
        bar.hex = true;
        bar.query = crate::analysis::wording::hex_bytes(bytes);
        self.find_next(true);
    }

    /// The next error of one kind (the Summary's buttons), or of any the error list shows.
    fn next_error_of(&mut self, forward: bool, kind: Option<crate::codec::ErrorKind>) {
        match kind {
            Some(k) => {
                let keep = self.errors.filter;
                self.errors.filter = Some(k);
                self.next_error(forward);
                self.errors.filter = keep;
            }
            None => self.next_error(forward),
        }
    }

    fn zoom(&mut self, zoom: f32) {
        self.settings.zoom = zoom;
        self.apply_look();
    }

    /// Presentation mode shows the inspector beside the view.
    fn presentation(&mut self, on: bool) {
        if on && !self.settings.presentation {
            self.before_presentation = Some((self.settings.show_errors, self.settings.side_tab));
            self.settings.show_errors = true;
            self.settings.side_tab = SideTab::Inspector;
        } else if !on && let Some((shown, tab)) = self.before_presentation.take() {
            // Back to the panel and tab shown before (it stayed on the inspector), unless
            // another tab was chosen meanwhile.
            if self.settings.side_tab == SideTab::Inspector {
                self.settings.show_errors = shown;
                self.settings.side_tab = tab;
            }
        }
        self.settings.presentation = on;
        self.apply_look();
    }

    /// Shows a tab (and the side panel); the encoder's field gets the keyboard.
    fn tab(&mut self, t: SideTab) {
        self.settings.show_errors = true;
        self.settings.side_tab = t;
        if t == SideTab::Encoder {
            self.encoder.focus = true;
        }
    }

    fn open_dialog(&mut self) {
        if self.dialog.is_some() {
            return;
        }
        // Where nothing could open (no portal, no zenity), the typed path at once, saying why.
        if let Some(why) = crate::document::open_path::why_no_dialog_here() {
            self.open_path_prompt(Some(why));
            return;
        }
        self.dialog_started = Instant::now();
        let title = tr!(self.settings.lang(), "window-open-dialog-title");
        // rfd blocks until the dialog closes: keep it off the UI thread.
        self.dialog = Some(Job::once("file dialog", self.wake(), move |_| {
            Ok(rfd::FileDialog::new().set_title(title).pick_file())
        }));
    }

    /// Shows the "Open a file" window (kept as it is if open), starting in the open file's folder
    /// or the working directory.
    fn open_path_prompt(&mut self, why: Option<Text>) {
        if let Some(w) = &mut self.open_field {
            w.why = why.or(w.why.take());
            return;
        }
        let base = self
            .doc
            .as_ref()
            .and_then(|d| d.source().path())
            .and_then(Path::parent)
            .filter(|d| !d.as_os_str().is_empty())
            .map(Path::to_path_buf)
            .or_else(|| std::env::current_dir().ok())
            .unwrap_or_default();
        self.open_field = Some(OpenPathWindow {
            why,
            base,
            ..OpenPathWindow::default()
        });
    }

    /// The typed path's last part completed among the names in its folder (Tab).
    fn complete_typed_path(&mut self) {
        use crate::document::open_path::{complete, list_dir};
        let Some(w) = &mut self.open_field else {
            return;
        };
        let home = std::env::var_os("HOME").map(PathBuf::from);
        let c = complete(&w.text, home.as_deref(), &w.base, list_dir);
        w.text = c.text;
        w.candidates = c.candidates;
        w.error = None;
    }

    /// Opens the typed path (Enter); a folder is entered (completed into) instead, and a path
    /// that is not there says so in the window.
    fn open_typed(&mut self) {
        use crate::document::open_path::resolve;
        let Some(w) = &mut self.open_field else {
            return;
        };
        let home = std::env::var_os("HOME").map(PathBuf::from);
        let path = resolve(w.text.trim_end(), home.as_deref(), &w.base);
        if w.text.trim().is_empty() {
            w.error = Some(Text::new(tid!("window-open-type-first")));
        } else if path.is_dir() {
            if !w.text.ends_with('/') {
                w.text.push('/');
            }
            self.complete_typed_path();
        } else if !path.exists() {
            w.error = Some(
                Text::new(tid!("window-open-not-there")).arg("path", path.display().to_string()),
            );
        } else {
            self.open_field = None;
            self.open_path(&path);
        }
    }

    pub(super) fn reveal_cursor(&mut self) {
        if let Some(doc) = &self.doc {
            let l = RowLayout::new(doc.size(), self.view.bytes_per_row);
            self.view.top = l.reveal(self.view.top, doc.cursor(), self.view.visible_rows);
            self.view.reveal = true;
        }
    }

    /// Moves the cursor (and selection) to `offset`, selecting its sequence, and scrolls to it.
    fn goto(&mut self, offset: u64) {
        if let Some(doc) = &mut self.doc {
            doc.select_sequence_at(offset);
        }
        self.reveal_cursor();
    }

    /// Jumps to the next (or previous) error, honouring the error list's kind filter.
    fn next_error(&mut self, forward: bool) {
        let Some(doc) = &mut self.doc else { return };
        let from = if forward {
            doc.selection().end().saturating_sub(1)
        } else {
            doc.selection().start()
        };
        if !matches!(doc.reading(), Reading::Utf8) {
            let found = match doc.reading() {
                Reading::Wide(_) => doc.find_wide_error(from, forward),
                _ => doc.find_reading_error(from, forward),
            };
            match found {
                Ok((at, len)) => {
                    doc.select_range(at, at + len);
                    self.message = None;
                    self.reveal_cursor();
                }
                Err(reached) => {
                    let id = if forward {
                        tid!("window-no-wide-error-further")
                    } else {
                        tid!("window-no-wide-error-earlier")
                    };
                    self.message = Some(
                        Text::new(id)
                            .arg("reading", doc.reading().name())
                            .arg("byte", reached)
                            .into(),
                    );
                }
            }
            return;
        }
        match doc.find_error(from, forward, self.errors.filter) {
            Ok((at, len)) => {
                doc.select_range(at, at + len);
                self.message = None;
                self.reveal_cursor();
            }
            // Past the error list the search reads at most `WIDE_SEARCH` bytes: say how far.
            Err(reached) if reached > 0 && reached < doc.size() => {
                let id = if forward {
                    tid!("window-no-error-further-looked")
                } else {
                    tid!("window-no-error-earlier-looked")
                };
                self.message = Some(Text::new(id).arg("byte", reached).into());
            }
            Err(_) => {
                self.message = Some(
                    Text::new(if forward {
                        tid!("window-no-further-error")
                    } else {
                        tid!("window-no-earlier-error")
                    })
                    .into(),
                );
            }
        }
    }
    /// Jumps to the next warning of a kind (wrapping to the first one).
    fn next_warning(&mut self, kind: crate::codec::WarningKind) {
        let Some(doc) = &mut self.doc else { return };
        let from = doc.selection().end().saturating_sub(1);
        let found = doc
            .find_warning(from, true, kind)
            .or_else(|| doc.warnings().iter().find(|w| w.kind == kind).copied());
        match found {
            Some(w) => {
                doc.select_sequence_at(w.offset);
                self.message = None;
                self.reveal_cursor();
            }
            None => self.message = Some(Message::NoWarning(kind)),
        }
    }
    fn copy(&mut self, format: CopyFormat) {
        let Some(doc) = &mut self.doc else { return };
        // An empty file has no byte to select: nothing goes to the clipboard, and the message
        // says so (it said "Copied the 1 byte selected (0x0–0xFFFFFFFFFFFFFFFF)").
        if doc.size() == 0 {
            self.message = Some(Text::new(tid!("window-copy-empty")).into());
            return;
        }
        let sel = doc.selection();
        if sel.len() > COPY_LIMIT {
            self.message = Some(
                Text::new(tid!("window-copy-too-large"))
                    .arg("n", sel.len())
                    .arg("limit", COPY_LIMIT)
                    .into(),
            );
            return;
        }
        // Text and escaped copies take whole sequences (a selection that cuts `C3 A9` copies
        // `é`, not U+FFFD); the hex copy is exactly the selected bytes. Either way, when the
        // selection cuts a sequence, the message line says what was copied.
        let (start, end) = doc.whole_sequences(sel.start(), sel.end());
        let cut = (start, end) != (sel.start(), sel.end());
        let (from, to) = match format {
            CopyFormat::Hex => (sel.start(), sel.end()),
            CopyFormat::Text | CopyFormat::Escaped => (start, end),
        };
        let bytes = doc.bytes(from, (to - from) as usize);
        let reading = doc.reading();
        let text = match format {
            CopyFormat::Text => copy::as_text(&bytes, reading),
            CopyFormat::Hex => copy::as_hex(&bytes),
            CopyFormat::Escaped => copy::as_escaped(&bytes, reading),
        };
        if cut {
            let hex = |o: u64| format!("0x{o:X}");
            // The sequence cut: the one the selection starts inside, else the one it ends in (a
            // space then `C3` of `C3 A9` cuts `é`, which runs 0x9–0xA, not the space's 0x8).
            let (cut_start, cut_end) = if start < sel.start() {
                doc.whole_sequences(sel.start(), sel.start() + 1)
            } else {
                doc.whole_sequences(sel.end() - 1, sel.end())
            };
            let text = match format {
                CopyFormat::Hex => Text::new(tid!("window-copied-hex-cut"))
                    .arg("n", sel.len())
                    .arg("from", hex(sel.start()))
                    .arg("to", hex(sel.end() - 1))
                    .arg("start", hex(cut_start))
                    .arg("end", hex(cut_end - 1)),
                CopyFormat::Text | CopyFormat::Escaped => {
                    Text::new(tid!("window-copied-whole-sequences"))
                        .arg("n", end - start)
                        .arg("start", hex(start))
                        .arg("end", hex(end - 1))
                }
            };
            self.message = Some(text.into());
        }
        self.ctx.copy_text(text);
    }
    fn reload(&mut self) {
        if let Some(p) = self
            .doc
            .as_ref()
            .and_then(|d| d.source().path())
            .map(Path::to_path_buf)
        {
            let cursor = self.doc.as_ref().map_or(0, Document::cursor);
            let top = self.view.top;
            self.open_path(&p);
            if let Some(doc) = &mut self.doc {
                // The character there selected whole, as a click would (not its byte alone).
                doc.select_sequence_at(cursor);
            }
            self.view.top = top;
        }
    }
}
