//! The whole-file scan as a [`Job`], with progress and cancel.
//!
//! The window shows the bytes at once; counts, the error list and the warnings arrive as the scan
//! goes (records in batches over a channel of their own, every 100 ms), so a frame never waits for
//! the file. The job's outcome is the end of the scan: the final counts, or why it stopped.

use super::job::{Job, JobContext, JobError, Step, Work};
use crate::analysis::read::READ_BLOCK;
use crate::analysis::{ErrorRecord, ScanOptions, Scanner, Stats, WarningRecord};
use std::cell::RefCell;
use std::io::Read;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::{Duration, Instant};
use thiserror::Error;

/// The viewer lists at most this many errors (about 4.8 MB; the counts are always complete, and F8
/// past the last listed one decodes the bytes after it).
pub const MAX_ERRORS: usize = 100_000;
/// … and this many warning records (a file of zeros would otherwise list a NUL per byte).
pub const MAX_WARNINGS: usize = 100_000;

/// Why a scan of the file (the UTF-8 scan, the UTF-16/32 scan) stopped.
#[derive(Debug, Error)]
pub enum ScanError {
    /// Reading the file failed.
    #[error("reading the file failed after {offset} bytes: {source}")]
    Read {
        /// Bytes read before the failure.
        offset: u64,
        /// The read's error.
        #[source]
        source: std::io::Error,
    },
}

/// What [`ScanJob::poll`] reports.
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
    /// The scan failed (reading, a panic, a thread that could not start).
    Failed(JobError<ScanError>),
    /// Cancelled by the user.
    Cancelled,
}

/// A batch of records and the counts so far.
type Batch = (Vec<ErrorRecord>, Vec<WarningRecord>, Box<Stats>);

/// The end of a scan.
#[derive(Debug)]
pub struct ScanEnd {
    stats: Box<Stats>,
    errors: Vec<ErrorRecord>,
    warnings: Vec<WarningRecord>,
    errors_dropped: u64,
}

/// The scan, one block per step.
struct ScanWork {
    reader: Box<dyn Read + Send>,
    scanner: Scanner,
    buf: Vec<u8>,
    last_report: Instant,
    batches: Sender<Batch>,
}

impl Work for ScanWork {
    type Output = ScanEnd;
    type Error = ScanError;

    fn step(&mut self, ctx: &JobContext) -> Step<Result<ScanEnd, ScanError>> {
        let n = match self.reader.read(&mut self.buf) {
            Ok(0) => return Step::Done(Ok(self.end())),
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => return Step::More,
            Err(source) => {
                return Step::Done(Err(ScanError::Read {
                    offset: self.scanner.bytes_fed(),
                    source,
                }));
            }
        };
        self.scanner.feed(&self.buf[..n]);
        ctx.set_progress(self.scanner.bytes_fed());
        if self.last_report.elapsed() >= Duration::from_millis(100) {
            self.last_report = Instant::now();
            let (errors, warnings) = self.scanner.drain_records();
            let stats = Box::new(self.scanner.snapshot());
            // A closed channel: the document is gone, and the job with it (cancelled).
            if self.batches.send((errors, warnings, stats)).is_ok() {
                ctx.wake();
            }
        }
        Step::More
    }
}

impl ScanWork {
    fn end(&mut self) -> ScanEnd {
        let (mut errors, mut warnings) = self.scanner.drain_records();
        let scanner = std::mem::replace(&mut self.scanner, Scanner::new(ScanOptions::default()));
        let result = scanner.finish();
        errors.extend(result.errors);
        warnings.extend(result.warnings);
        ScanEnd {
            stats: Box::new(result.stats),
            errors,
            warnings,
            errors_dropped: result.errors_dropped,
        }
    }
}

/// A running scan.
#[derive(Debug)]
pub struct ScanJob {
    job: Job<ScanEnd, ScanError>,
    batches: Receiver<Batch>,
    /// The outcome, taken while a last batch was still waiting (the batch is reported first).
    end: RefCell<Option<Result<ScanEnd, JobError<ScanError>>>>,
}

impl ScanJob {
    /// Starts scanning `reader` on a new thread; `wake` is called after each batch and at the end
    /// (to repaint).
    pub fn start(reader: Box<dyn Read + Send>, wake: impl Fn() + Send + 'static) -> ScanJob {
        let (tx, rx) = channel();
        let work = ScanWork {
            reader,
            scanner: Scanner::new(ScanOptions {
                max_errors: MAX_ERRORS,
                max_warnings: MAX_WARNINGS,
                fast: true,
            }),
            buf: vec![0u8; READ_BLOCK],
            last_report: Instant::now(),
            batches: tx,
        };
        ScanJob {
            job: Job::spawn("scan", wake, work),
            batches: rx,
            end: RefCell::new(None),
        }
    }

    /// Bytes scanned so far.
    pub fn progress(&self) -> u64 {
        self.job.progress()
    }

    /// Asks the worker to stop.
    pub fn cancel(&self) {
        self.job.cancel();
    }

    /// The next event, if one is waiting: the batches in order, then how the scan ended.
    pub fn poll(&self) -> Option<ScanEvent> {
        let progress = |(errors, warnings, stats): Batch| ScanEvent::Progress {
            errors,
            warnings,
            stats,
        };
        if let Ok(batch) = self.batches.try_recv() {
            return Some(progress(batch));
        }
        let outcome = self.end.borrow_mut().take().or_else(|| self.job.poll())?;
        // Every batch was sent before the outcome; one sent since the check above goes first.
        if let Ok(batch) = self.batches.try_recv() {
            *self.end.borrow_mut() = Some(outcome);
            return Some(progress(batch));
        }
        Some(match outcome {
            Ok(end) => ScanEvent::Done {
                stats: end.stats,
                errors: end.errors,
                warnings: end.warnings,
                errors_dropped: end.errors_dropped,
            },
            Err(JobError::Cancelled { .. }) => ScanEvent::Cancelled,
            Err(e) => ScanEvent::Failed(e),
        })
    }
}
