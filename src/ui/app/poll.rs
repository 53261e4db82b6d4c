//! Taking in the background work's results each frame (scan, diagnosis, find, save, file dialog)
//! and noticing changes on disk. Its own file because it runs before any drawing, even while
//! the window is hidden (`eframe::App::logic`). Polling changes nothing: each result becomes a
//! [`Command`] that `apply` carries out, like anything the user asks for.

use super::*;

impl InspectorApp {
    /// The background work's results that arrived since the last frame, as commands.
    pub(super) fn poll(&self) -> Vec<Command> {
        let mut out = Vec::new();
        if self.doc.is_some() {
            out.push(Command::TakeInDocument);
        }
        if let Some(outcome) = self.dialog.as_ref().and_then(Job::poll) {
            out.push(Command::DialogFinished(outcome.map_err(|e| e.to_string())));
        }
        if let Some(outcome) = self.save_job.as_ref().and_then(Job::poll) {
            out.push(Command::SaveFinished(outcome.map_err(|e| match e {
                crate::document::job::JobError::Failed(e) => e.text(),
                e => Text::new(tid!("window-reason")).arg("reason", e.to_string()),
            })));
        }
        if let Some(r) = self.find_job.as_ref().and_then(|run| run.job.poll()) {
            out.push(Command::FindFinished(r));
        }
        out
    }

    /// Takes in the document's background results (scan, diagnosis, UTF-16/32 scan) and, once a
    /// second, checks the file on disk.
    pub(super) fn take_in_document(&mut self) {
        let Some(doc) = &mut self.doc else { return };
        let wide_before = doc.wide_scan_state().clone();
        doc.poll();
        // The UTF-16/32 scan feeds only the overview's marks: its failure is told here.
        if let JobState::Failed(why) = doc.wide_scan_state()
            && *doc.wide_scan_state() != wide_before
        {
            self.message = Some(
                Text::new(tid!("window-wide-marks-incomplete"))
                    .arg("reading", doc.reading().name())
                    .arg("reason", why.clone())
                    .into(),
            );
        }
        if self.last_disk_check.elapsed() >= Duration::from_secs(1) {
            self.last_disk_check = Instant::now();
            doc.check_disk();
        }
    }

    /// The file dialog closed: open what it chose, if anything.
    pub(super) fn dialog_finished(&mut self, outcome: Result<Option<PathBuf>, String>) {
        self.dialog = None;
        match outcome {
            Ok(Some(p)) => self.open_path(&p),
            // Nothing, at once: no dialog was shown (the portal did not answer and zenity did not
            // run); nobody closes a dialog that fast.
            Ok(None) if self.dialog_started.elapsed() < Duration::from_millis(700) => {
                self.apply(Command::OpenPathPrompt(Some(Text::new(tid!(
                    "window-dialog-did-not-open"
                )))));
            }
            Ok(None) => {}
            Err(e) => self.apply(Command::OpenPathPrompt(Some(
                Text::new(tid!("window-no-dialog")).arg("reason", e),
            ))),
        }
    }

    /// The save worker's result, whatever it is, is shown; then another save may start.
    pub(super) fn save_finished(&mut self, outcome: Result<Text, Text>) {
        self.save_job = None;
        self.message = Some(match outcome {
            Ok(msg) => msg.into(),
            Err(e) => Message::NotSaved(e),
        });
    }

    /// A search ended: select the match, or search again from the other end, or say why not.
    pub(super) fn find_finished(&mut self, r: FindResult) {
        let Some(run) = self.find_job.take() else {
            return;
        };
        let len = run.pattern.len() as u64;
        match r {
            // In a reading whose characters span several bytes and do not say where they start
            // (CJK, UTF-16/32), a match must start a character: "A" is not the second byte of
            // Shift_JIS ア (83 41). Otherwise the search goes on past it.
            FindResult::Found(at)
                if self.doc.as_ref().is_some_and(|d| {
                    matches!(
                        d.reading(),
                        crate::document::Reading::Cjk(_) | crate::document::Reading::Wide(_)
                    ) && d.sequence_at(at).is_some_and(|s| s.offset != at)
                }) =>
            {
                let Some(doc) = &self.doc else { return };
                let from = if run.forward {
                    at + 1
                } else {
                    (at + len).saturating_sub(1)
                };
                self.find_job = FindRun::start(
                    doc,
                    run.pattern,
                    from,
                    run.forward,
                    run.wrapped,
                    self.wake(),
                );
            }
            FindResult::Found(at) => {
                if let Some(doc) = &mut self.doc {
                    doc.select_range(at, at + len);
                }
                let id = if run.wrapped {
                    tid!("window-found-wrapped")
                } else {
                    tid!("window-found")
                };
                self.set_find_status(
                    Text::new(id)
                        .arg("hex", format!("0x{at:X}"))
                        .arg("offset", at),
                );
                self.reveal_cursor();
            }
            FindResult::NotFound => match &self.doc {
                // Not found before the end (or the start): search again from the other end.
                Some(doc) if !run.wrapped => {
                    let from = if run.forward { 0 } else { doc.size() };
                    self.find_job =
                        FindRun::start(doc, run.pattern, from, run.forward, true, self.wake());
                    self.set_find_status(Text::new(if run.forward {
                        tid!("window-find-from-start")
                    } else {
                        tid!("window-find-from-end")
                    }));
                }
                _ => self.set_find_status(Text::new(tid!("window-not-found"))),
            },
            FindResult::Failed(e) => {
                self.set_find_status(
                    Text::new(tid!("window-find-failed")).arg("reason", e.clone()),
                );
            }
        }
    }

    fn set_find_status(&mut self, status: Text) {
        if let Some(bar) = &mut self.find {
            bar.status = Some(status);
        }
    }
}
