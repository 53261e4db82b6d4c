//! Taking in the background work's results each frame (scan, diagnosis, find, save, file dialog)
//! and noticing changes on disk. Its own file because it runs before any drawing, even while
//! the window is hidden.

use super::*;

impl InspectorApp {
    pub(super) fn poll(&mut self) {
        if let Some(doc) = &mut self.doc {
            let wide_before = doc.wide_scan_state().clone();
            doc.poll();
            // The UTF-16/32 scan feeds only the overview's marks: its failure is told here.
            if let JobState::Failed(why) = doc.wide_scan_state()
                && *doc.wide_scan_state() != wide_before
            {
                self.message = Some(format!(
                    "The {} error marks are incomplete: {why}",
                    doc.reading().name()
                ));
            }
            if self.last_disk_check.elapsed() >= Duration::from_secs(1) {
                self.last_disk_check = Instant::now();
                doc.check_disk();
            }
        }
        if let Some(outcome) = self.dialog.as_ref().and_then(Job::poll) {
            self.dialog = None;
            match outcome {
                Ok(Some(p)) => self.open_path(&p),
                Ok(None) => {}
                Err(e) => self.message = Some(format!("No file dialog: {e}")),
            }
        }
        // The save worker's result, whatever it is, is shown; then another save may start.
        if let Some(outcome) = self.save_job.as_ref().and_then(Job::poll) {
            self.save_job = None;
            self.message = Some(match outcome {
                Ok(msg) => msg,
                Err(e) => format!("Not saved: {e}"),
            });
        }
        if let Some((job, len, again)) = &mut self.find_job
            && let Some(r) = job.poll()
        {
            let len = *len;
            let again = again.take();
            let wrapped = again.is_none();
            self.find_job = None;
            match r {
                FindResult::Found(at) => {
                    if let Some(doc) = &mut self.doc {
                        doc.select_range(at, at + len);
                    }
                    if let Some(bar) = &mut self.find {
                        bar.status = if wrapped {
                            format!("Found at 0x{at:X} ({at}), after wrapping around.")
                        } else {
                            format!("Found at 0x{at:X} ({at}).")
                        };
                    }
                    self.reveal_cursor();
                }
                FindResult::NotFound => match (again, &self.doc) {
                    // Not found before the end (or the start): search again from the other end.
                    (Some((pattern, forward)), Some(doc)) => {
                        let from = if forward { 0 } else { doc.size() };
                        let wake = {
                            let ctx = self.ctx.clone();
                            move || ctx.request_repaint()
                        };
                        self.find_job = doc
                            .find_at(pattern, from, forward, wake)
                            .map(|j| (j, len, None));
                        if let Some(bar) = &mut self.find {
                            bar.status = if forward {
                                "Reached the end; searching from the start…".into()
                            } else {
                                "Reached the start; searching from the end…".into()
                            };
                        }
                    }
                    _ => {
                        if let Some(bar) = &mut self.find {
                            bar.status = "Not found.".into();
                        }
                    }
                },
                FindResult::Failed(e) => {
                    if let Some(bar) = &mut self.find {
                        bar.status = format!("Search failed: {e}");
                    }
                }
            }
        }
    }
}
