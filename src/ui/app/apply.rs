//! `InspectorApp::apply`: the one place where a [`Command`] changes the window's state, and the
//! state changes it is made of (jumps, copies, reloads). Its own file so that every write to the
//! state can be read in one place.

use super::*;

impl InspectorApp {
    /// Does what the user asked for: the one place where menus, shortcuts, panels, the banner and
    /// the hex view change the window's state. Any command that moves the cursor scrolls it into
    /// view (with context rows, settled when the view is next drawn).
    pub fn apply(&mut self, cmd: Command) {
        match cmd {
            Command::OpenDialog => self.open_dialog(),
            Command::Open(p) => self.open_path(&p),
            Command::OpenExample(i) => {
                if let Some(ex) = crate::examples::EXAMPLES.get(i) {
                    self.open_bytes(
                        &format!("example: {} — {}", ex.name, ex.description),
                        ex.bytes.to_vec(),
                    );
                }
            }
            Command::Reload => self.reload(),
            Command::GotoPrompt => self.goto = Some(String::new()),
            Command::Goto(o) => {
                let size = self.doc.as_ref().map_or(0, Document::size);
                if o >= size && size > 0 {
                    self.message = Some(format!(
                        "Offset {o} is past the end ({size} bytes); went to the last byte."
                    ));
                }
                self.goto(o);
            }
            Command::Find => self.find.get_or_insert_with(FindBar::default).focus = true,
            Command::FindNext { forward } => self.find_next(forward),
            Command::FindBytes(bytes) => {
                let bar = self.find.get_or_insert_with(FindBar::default);
                bar.hex = true;
                bar.query = crate::codec::hex_bytes(&bytes);
                self.find_next(true);
            }
            Command::CloseFind => self.find = None,
            Command::NextError { forward, kind } => match kind {
                Some(k) => {
                    let keep = self.errors.filter;
                    self.errors.filter = Some(k);
                    self.next_error(forward);
                    self.errors.filter = keep;
                }
                None => self.next_error(forward),
            },
            Command::NextWarning(k) => self.next_warning(k),
            Command::Copy(f) => self.copy(f),
            Command::Select(o) => {
                if let Some(d) = &mut self.doc {
                    d.select_sequence_at(o);
                }
            }
            Command::Extend(o) => {
                if let Some(d) = &mut self.doc {
                    d.extend_to(o);
                }
            }
            Command::SelectByte(o) => {
                if let Some(d) = &mut self.doc {
                    d.set_cursor(o);
                }
            }
            Command::SelectRange(s, e) => {
                if let Some(d) = &mut self.doc {
                    d.select_range(s, e);
                }
                self.reveal_cursor();
            }
            Command::Move { motion, extend } => {
                let Some(doc) = &mut self.doc else { return };
                let page = self.view.visible_rows.max(1) * self.view.bytes_per_row;
                let to = RowLayout::new(doc.size(), self.view.bytes_per_row).target(
                    doc.cursor(),
                    motion,
                    page,
                );
                if extend {
                    let anchor = doc.selection().anchor;
                    doc.set_selection(anchor, to);
                } else {
                    doc.set_cursor(to);
                }
                self.reveal_cursor();
            }
            Command::StepSequence { forward } => {
                if let Some(doc) = &mut self.doc {
                    doc.step_sequence(forward);
                }
                self.reveal_cursor();
            }
            Command::SetReading(r) => {
                if let Some(doc) = &mut self.doc {
                    doc.set_reading(r);
                }
            }
            Command::BytesPerRow(n) => {
                self.view.chosen = n;
                self.settings.bytes_per_row = n;
                self.reveal_cursor();
            }
            Command::ZoomIn => {
                self.settings.zoom = (self.settings.zoom * 1.1).min(4.0);
                self.apply_look();
            }
            Command::ZoomOut => {
                self.settings.zoom = (self.settings.zoom / 1.1).max(0.5);
                self.apply_look();
            }
            Command::ZoomReset => {
                self.settings.zoom = 1.0;
                self.apply_look();
            }
            Command::Presentation(on) => {
                self.settings.presentation = on;
                if on {
                    self.settings.show_errors = true;
                    self.settings.side_tab = SideTab::Inspector;
                }
                self.apply_look();
            }
            Command::Dark(on) => {
                self.settings.dark = on;
                self.apply_look();
            }
            Command::SidePanel(on) => self.settings.show_errors = on,
            Command::Tab(t) => {
                self.settings.show_errors = true;
                self.settings.side_tab = t;
                if t == SideTab::Encoder {
                    self.encoder.focus = true;
                }
            }
            Command::Save(req) => self.start_save(req),
            Command::CancelScan => {
                if let Some(doc) = &mut self.doc {
                    doc.cancel_scan();
                }
            }
            Command::DismissMessage => self.message = None,
        }
    }
    pub(super) fn open_dialog(&mut self) {
        if self.dialog.is_some() {
            return;
        }
        // rfd blocks until the dialog closes: keep it off the UI thread.
        self.dialog = Some(Job::once("file dialog", self.wake(), |_| {
            Ok(rfd::FileDialog::new()
                .set_title("Open a file to inspect")
                .pick_file())
        }));
    }

    pub(super) fn reveal_cursor(&mut self) {
        if let Some(doc) = &self.doc {
            let l = RowLayout::new(doc.size(), self.view.bytes_per_row);
            self.view.top = l.reveal(self.view.top, doc.cursor(), self.view.visible_rows);
            self.view.reveal = true;
        }
    }

    /// Moves the cursor (and selection) to `offset`, selecting its sequence, and scrolls to it.
    pub fn goto(&mut self, offset: u64) {
        if let Some(doc) = &mut self.doc {
            doc.select_sequence_at(offset);
        }
        self.reveal_cursor();
    }

    /// Jumps to the next (or previous) error, honouring the error list's kind filter.
    pub fn next_error(&mut self, forward: bool) {
        let Some(doc) = &mut self.doc else { return };
        let from = if forward {
            doc.selection().end().saturating_sub(1)
        } else {
            doc.selection().start()
        };
        if matches!(doc.reading(), Reading::Wide(_)) {
            match doc.find_wide_error(from, forward) {
                Ok((at, len)) => {
                    doc.select_range(at, at + len);
                    self.message = None;
                    self.reveal_cursor();
                }
                Err(reached) => {
                    self.message = Some(format!(
                        "No {} error {} (looked up to byte {reached}).",
                        doc.reading().name(),
                        if forward { "further on" } else { "earlier" }
                    ))
                }
            }
            return;
        }
        match doc.find_error(from, forward, self.errors.filter) {
            Some(e) => {
                doc.select_range(e.offset, e.offset + e.bytes().len() as u64);
                self.message = None;
                self.reveal_cursor();
            }
            None => {
                self.message = Some(
                    if forward {
                        "No further error."
                    } else {
                        "No earlier error."
                    }
                    .into(),
                )
            }
        }
    }
    /// Jumps to the next warning of a kind (wrapping to the first one).
    pub fn next_warning(&mut self, kind: crate::codec::WarningKind) {
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
            None => self.message = Some(format!("No listed {} warning.", kind.name())),
        }
    }
    pub(super) fn copy(&mut self, format: CopyFormat) {
        let Some(doc) = &mut self.doc else { return };
        let sel = doc.selection();
        if sel.len() > COPY_LIMIT {
            self.message = Some(format!(
                "The selection is {} bytes; copying is limited to {COPY_LIMIT}.",
                sel.len()
            ));
            return;
        }
        let bytes = doc.bytes(sel.start(), sel.len() as usize);
        let reading = doc.reading();
        let text = match format {
            CopyFormat::Text => copy::as_text(&bytes, reading),
            CopyFormat::Hex => copy::as_hex(&bytes),
            CopyFormat::Escaped => copy::as_escaped(&bytes, reading),
        };
        self.ctx.copy_text(text);
    }
    pub(super) fn reload(&mut self) {
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
                doc.set_cursor(cursor);
            }
            self.view.top = top;
        }
    }
}
