//! The whole-file scan on a worker thread, with progress and cancel.
//!
//! The window shows the bytes at once; counts, the error list and the warnings arrive as the scan
//! goes (records in batches), so a frame never waits for the file.

use crate::analysis::read::READ_BLOCK;
use crate::analysis::{ErrorRecord, ScanOptions, Scanner, Stats, WarningRecord};
use std::io::Read;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::thread::JoinHandle;

/// The viewer keeps at most this many error records (counts are always complete): about 12 MB.
pub const MAX_ERRORS: usize = 250_000;
/// … and this many warning records (a file of zeros would otherwise list a NUL per byte).
pub const MAX_WARNINGS: usize = 100_000;

/// What the worker reports.
#[derive(Debug)]
pub enum ScanEvent {
    /// New records and the counts so far.
    Progress {
        /// Errors found since the last event.
        errors: Vec<ErrorRecord>,
        /// Warnings found since the last event.
        warnings: Vec<WarningRecord>,
        /// Counts so far.
        stats: Box<Stats>,
    },
    /// The scan reached the end.
    Done {
        /// Final counts.
        stats: Box<Stats>,
        /// Records found since the last event.
        errors: Vec<ErrorRecord>,
        /// Warnings found since the last event.
        warnings: Vec<WarningRecord>,
        /// Errors counted but not kept.
        errors_dropped: u64,
    },
    /// Reading failed.
    Failed(String),
    /// Cancelled by the user.
    Cancelled,
}

/// A running scan.
#[derive(Debug)]
pub struct ScanJob {
    /// Bytes scanned so far.
    pub progress: Arc<AtomicU64>,
    cancel: Arc<AtomicBool>,
    events: Receiver<ScanEvent>,
    handle: Option<JoinHandle<()>>,
}

impl ScanJob {
    /// Starts scanning `reader` on a new thread; `wake` is called after each event (to repaint).
    pub fn start(mut reader: Box<dyn Read + Send>, wake: impl Fn() + Send + 'static) -> ScanJob {
        let progress = Arc::new(AtomicU64::new(0));
        let cancel = Arc::new(AtomicBool::new(false));
        let (tx, rx) = channel();
        let (p, c) = (Arc::clone(&progress), Arc::clone(&cancel));
        let handle = std::thread::Builder::new()
            .name("utf8-inspector scan".into())
            .spawn(move || {
                let mut scanner = Scanner::new(ScanOptions {
                    max_errors: MAX_ERRORS,
                    max_warnings: MAX_WARNINGS,
                    fast: true,
                });
                let mut buf = vec![0u8; READ_BLOCK];
                let mut last_report = std::time::Instant::now();
                loop {
                    if c.load(Ordering::Relaxed) {
                        let _ = tx.send(ScanEvent::Cancelled);
                        wake();
                        return;
                    }
                    let n = match reader.read(&mut buf) {
                        Ok(0) => break,
                        Ok(n) => n,
                        Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                        Err(e) => {
                            let _ = tx.send(ScanEvent::Failed(e.to_string()));
                            wake();
                            return;
                        }
                    };
                    scanner.feed(&buf[..n]);
                    p.store(scanner.bytes_fed(), Ordering::Relaxed);
                    if last_report.elapsed().as_millis() >= 100 {
                        last_report = std::time::Instant::now();
                        let (errors, warnings) = scanner.drain_records();
                        let stats = Box::new(scanner.snapshot());
                        if tx
                            .send(ScanEvent::Progress {
                                errors,
                                warnings,
                                stats,
                            })
                            .is_err()
                        {
                            return; // the document is gone
                        }
                        wake();
                    }
                }
                let (errors, warnings) = scanner.drain_records();
                let result = scanner.finish();
                let mut all_errors = errors;
                all_errors.extend(result.errors);
                let mut all_warnings = warnings;
                all_warnings.extend(result.warnings);
                let _ = tx.send(ScanEvent::Done {
                    stats: Box::new(result.stats),
                    errors: all_errors,
                    warnings: all_warnings,
                    errors_dropped: result.errors_dropped,
                });
                wake();
            })
            .ok();
        ScanJob {
            progress,
            cancel,
            events: rx,
            handle,
        }
    }

    /// Asks the worker to stop.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// The next event, if one is waiting.
    pub fn poll(&self) -> Option<ScanEvent> {
        match self.events.try_recv() {
            Ok(e) => Some(e),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => {
                if self.handle.is_none() {
                    Some(ScanEvent::Failed("could not start the scan thread".into()))
                } else {
                    None
                }
            }
        }
    }
}

impl Drop for ScanJob {
    fn drop(&mut self) {
        self.cancel();
    }
}
