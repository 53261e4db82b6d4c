//! The document: one open input, its cursor and selection, the visible bytes, and the background
//! scan. No egui here: every panel reads from a `Document` and asks it for changes, so the hex and
//! character panes can never disagree, and all of it is testable without a window.

pub mod find;
pub mod job;
pub mod layout;
pub mod open_path;
pub mod reading;
pub mod reading_scan;
pub mod scan_job;
pub mod source;

use crate::analysis::cells::{Look, look, look_in};
use crate::analysis::copy_target::CopyTarget;
use crate::analysis::diagnosis::Diagnosis;
use crate::analysis::{ErrorRecord, InputError, Stats, WarningRecord};
use crate::codec::{ErrorKind, Sequence, decode_prefix, sequence_start};
pub use find::{FindError, FindJob, FindResult};
pub use job::{Job, JobError, JobState};
pub use layout::{Motion, RowLayout, RowMetrics};
pub use reading::Reading;
pub use reading_scan::ReadingStats;
use reading_scan::{ReadingScanOutput, ReadingScanWork};
use scan_job::MAX_ERRORS;
pub use scan_job::{ScanError, ScanEvent, ScanJob};
pub use source::{DiskChange, Source};
use std::path::Path;

/// A byte offset that could not be read.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("{0:?} is not a byte offset (decimal, or hexadecimal with 0x)")]
pub struct OffsetError(pub String);

/// Parses a byte offset: `1234` or `0x4D2` (underscores allowed).
pub fn parse_offset(s: &str) -> Result<u64, OffsetError> {
    let t = s.trim().replace('_', "");
    let parsed = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => t.parse::<u64>(),
    };
    parsed.map_err(|_| OffsetError(s.to_string()))
}

/// The selected bytes: from `anchor` to `head` inclusive, in either direction. `head` is the cursor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Selection {
    /// Where the selection started.
    pub anchor: u64,
    /// Where it ends; the cursor.
    pub head: u64,
}

impl Selection {
    /// First selected byte.
    pub fn start(&self) -> u64 {
        self.anchor.min(self.head)
    }

    /// One past the last selected byte.
    pub fn end(&self) -> u64 {
        self.anchor.max(self.head) + 1
    }

    /// Number of selected bytes.
    pub fn len(&self) -> u64 {
        self.end() - self.start()
    }

    /// Never empty: a selection always holds the cursor byte.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Does it hold `offset`?
    pub fn contains(&self, offset: u64) -> bool {
        (self.start()..self.end()).contains(&offset)
    }
}

/// One byte as the view draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    /// Its offset.
    pub offset: u64,
    /// Its value.
    pub byte: u8,
    /// The sequence it belongs to.
    pub seq: Sequence,
    /// Its position in the sequence (0 = first byte).
    pub index: u8,
    /// Roles and glyph of the sequence.
    pub look: Look,
}

/// One outline the view draws: a multi-byte sequence or an error, on one row; open on a side
/// where the sequence runs on across a row break (or past the visible cells).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeqBox {
    /// Offset of its first cell on this row.
    pub first: u64,
    /// Offset of its last cell on this row.
    pub last: u64,
    /// The sequence started on an earlier row.
    pub open_left: bool,
    /// The sequence goes on on a later row.
    pub open_right: bool,
    /// An ill-formed sequence (drawn heavier, in the error colour).
    pub error: bool,
}

/// The outlines for `cells` (consecutive, as [`Document::cells`] returns them) laid out
/// `bytes_per_row` to a row: one per multi-byte or ill-formed sequence and row. ASCII and other
/// 1-byte characters get none.
pub fn sequence_boxes(cells: &[Cell], bytes_per_row: u64) -> Vec<SeqBox> {
    let bpr = bytes_per_row.max(1);
    let mut out = Vec::new();
    let mut i = 0;
    while i < cells.len() {
        let c = cells[i];
        let mut j = i;
        while j + 1 < cells.len()
            && cells[j + 1].seq.offset == c.seq.offset
            && cells[j + 1].offset / bpr == c.offset / bpr
        {
            j += 1;
        }
        let error = c.seq.error_kind().is_some();
        if c.seq.len > 1 || error {
            out.push(SeqBox {
                first: c.offset,
                last: cells[j].offset,
                open_left: !c.is_first(),
                open_right: !cells[j].is_last(),
                error,
            });
        }
        i = j + 1;
    }
    out
}

impl Cell {
    /// Is it the first byte of its sequence?
    pub fn is_first(&self) -> bool {
        self.index == 0
    }

    /// Is it the last byte of its sequence?
    pub fn is_last(&self) -> bool {
        self.index + 1 == self.seq.len
    }
}

/// State of the background scan.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScanState {
    /// Running: bytes scanned so far.
    Running(u64),
    /// Finished.
    Done,
    /// Stopped by the user at this many bytes.
    Cancelled(u64),
    /// Failed with a message.
    Failed(String),
}

/// A legacy or CJK reading's count of the whole file ([`Document::reading_count`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadingCount<'a> {
    /// Still counting: bytes counted so far.
    Counting(u64),
    /// Counted.
    Done(&'a ReadingStats),
    /// The count failed, for this reason.
    Failed(&'a str),
}

/// An open input.
#[derive(Debug)]
pub struct Document {
    source: Source,
    selection: Selection,
    /// Bytes around the last drawn rows, and the last read's error. Behind a `RefCell`: reading
    /// through the cache changes no state a user can see, so the panels that draw the document
    /// take it by shared reference.
    cache: std::cell::RefCell<ReadCache>,
    scan: Option<ScanJob>,
    scan_state: ScanState,
    stats: Stats,
    errors: Vec<ErrorRecord>,
    warnings: Vec<WarningRecord>,
    errors_dropped: u64,
    disk_change: Option<DiskChange>,
    diagnosis: Option<crate::analysis::diagnosis::Diagnosis>,
    diagnosis_job: Option<Job<(Diagnosis, CopyTarget), DiagnosisError>>,
    diagnosis_state: JobState,
    /// The default legacy target of a copy, from the characters of the diagnosis's sample.
    copy_target: Option<CopyTarget>,
    /// Whether the look past the first MiB has been started (once per scan), and its job.
    looked_beyond: bool,
    beyond_job: Option<Job<crate::analysis::diagnosis::Diagnosis, DiagnosisError>>,
    reading: Reading,
    /// In a UTF-16/32 reading: where its errors are (offset, length), from a background scan of
    /// the whole file, for the overview; the job that fills it.
    wide_errors: Vec<(u64, u8)>,
    wide_job: Option<Job<WideScanOutput, ScanError>>,
    /// The whole file's UTF-16/32 counts, once the background scan of its units is done.
    wide_stats: Option<crate::codec::WideStats>,
    /// The background scan finished: `wide_errors` covers the whole file (up to its cap).
    wide_done: bool,
    /// How the last UTF-16/32 scan ended (`Done` when there is none to run).
    wide_state: JobState,
    /// In a legacy or CJK reading: where the bytes it makes no character of are (offset, length),
    /// at most [`Document::WIDE_MARKS`], from a background scan of the whole file; its counts
    /// once it is done; the job; how it ended (`Done` when there is none to run).
    reading_marks: Vec<(u64, u8)>,
    reading_stats: Option<ReadingStats>,
    reading_job: Option<Job<ReadingScanOutput, ScanError>>,
    reading_state: JobState,
    /// Wakes the window when a job started later (the UTF-16/32 scan) ends.
    wake: Wake,
}

/// The window's wake callback, kept for jobs started after opening.
#[derive(Clone)]
struct Wake(std::sync::Arc<dyn Fn() + Send + Sync>);

impl std::fmt::Debug for Wake {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Wake")
    }
}

/// Why the diagnosis of the first megabyte failed.
#[derive(Debug, thiserror::Error)]
pub enum DiagnosisError {
    /// Reading the first megabyte failed.
    #[error("reading the first megabyte failed: {0}")]
    Read(#[source] std::io::Error),
}

/// The bytes around the last drawn rows, so that drawing the next frame reads nothing new.
#[derive(Debug, Default)]
struct ReadCache {
    /// (offset of the first byte, bytes).
    window: (u64, Vec<u8>),
    /// The last read's error, if reading the visible bytes failed.
    error: Option<String>,
    /// The last selection counted (start, end, reading) and what it holds: a frame whose
    /// selection did not change reads nothing for it.
    counted: Option<((u64, u64, Reading), SelectionCount)>,
    /// The last line count's key (size, reading, line breaks counted) and whether the file's last
    /// unit was a line break: the Summary tab, drawn every frame, reads it once.
    ends_in_break: Option<((u64, Reading, u64), bool)>,
}

/// What a selection holds, in the document's reading: what the status line says of a selection
/// longer than one character.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SelectionCount {
    /// Characters: well-formed sequences, or the reading's characters (a surrogate pair is one).
    pub chars: u64,
    /// Of those, the ones longer than the reading's unit (a byte; two bytes in UTF-16): UTF-8's
    /// and the CJK encodings' multi-byte characters, UTF-16's surrogate pairs.
    pub multi_unit: u64,
    /// Ill-formed sequences, or bytes the reading makes no character of.
    pub errors: u64,
    /// Bytes counted: the whole selection, or its first [`SELECTION_COUNT_LIMIT`].
    pub counted: u64,
}

/// Most bytes of a selection counted ([`Document::selection_count`]): a frame reads at most this
/// much when the selection changes (a whole file selected with Ctrl+A may be a terabyte).
pub const SELECTION_COUNT_LIMIT: u64 = 64 << 10;

/// How far (bytes) one F8 looks for the next UTF-16/32 error, so a frame never waits long.
pub const WIDE_SEARCH: u64 = 64 << 20;

/// How far (bytes) one F8 looks for the next byte a CJK reading makes no character of: decoded
/// a character at a time, slower than the other readings.
pub const CJK_SEARCH: u64 = 4 << 20;

impl Document {
    /// Opens a file (read-only) and starts its scan; `wake` is called from the scan thread.
    pub fn open(
        path: &Path,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Result<Document, InputError> {
        Ok(Self::with_source(Source::open(path)?, wake))
    }

    /// A document over bytes in memory.
    pub fn from_bytes(
        name: &str,
        bytes: impl Into<std::sync::Arc<[u8]>>,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Document {
        Self::with_source(Source::memory(name, bytes), wake)
    }

    fn with_source(source: Source, wake: impl Fn() + Send + Sync + 'static) -> Document {
        let wake = std::sync::Arc::new(wake);
        let w = std::sync::Arc::clone(&wake);
        let scan = ScanJob::start(source.reader(), move || w());
        // The diagnosis of the first megabyte, off the UI thread.
        let reader = source.reader();
        let size = source.len();
        let path = source.path().map(Path::to_path_buf);
        let w = std::sync::Arc::clone(&wake);
        let diagnosis_job: Job<_, DiagnosisError> = Job::once(
            "diagnosis",
            move || w(),
            move |_| {
                use std::io::Read;
                let mut sample = Vec::new();
                reader
                    .take(crate::analysis::diagnosis::SAMPLE as u64)
                    .read_to_end(&mut sample)
                    .map_err(DiagnosisError::Read)?;
                let mut d = crate::analysis::diagnosis::diagnose(&sample, size);
                // What the project's .editorconfig says the file is, as check does.
                if let Some(decl) = path.and_then(|p| {
                    crate::analysis::editorconfig::EditorConfigs::new().charset_for(&p)
                }) {
                    d.add_declaration(decl, &sample);
                }
                // (The sample's characters, read here: a frame never reads a MiB.)
                let target = crate::analysis::copy_target::for_sample(&sample, size);
                Ok((d, target))
            },
        );
        let mut doc = Document {
            source,
            selection: Selection::default(),
            cache: Default::default(),
            scan: Some(scan),
            scan_state: ScanState::Running(0),
            stats: Stats::default(),
            errors: Vec::new(),
            warnings: Vec::new(),
            errors_dropped: 0,
            disk_change: None,
            diagnosis: None,
            diagnosis_job: Some(diagnosis_job),
            diagnosis_state: JobState::Running,
            copy_target: None,
            looked_beyond: false,
            beyond_job: None,
            reading: Reading::Utf8,
            wide_errors: Vec::new(),
            wide_job: None,
            wide_stats: None,
            wide_done: false,
            wide_state: JobState::Done,
            reading_marks: Vec::new(),
            reading_stats: None,
            reading_job: None,
            reading_state: JobState::Done,
            wake: Wake(wake),
        };
        // The first character selected whole, as a click would (not its first byte alone: a copy
        // of `c3` for `Ü`).
        if doc.size() > 0 {
            doc.select_sequence_at(0);
        }
        doc
    }

    /// Where the bytes came from (once the background diagnosis of the first megabyte is done).
    pub fn diagnosis(&self) -> Option<&crate::analysis::diagnosis::Diagnosis> {
        self.diagnosis.as_ref()
    }

    /// The legacy encoding a copy of the text goes into by default (one that writes every
    /// character of the first MiB, the usual one of its script), once the diagnosis has arrived.
    pub fn copy_target(&self) -> Option<&CopyTarget> {
        self.copy_target.as_ref()
    }

    /// The diagnosis of the first megabyte: running, done ([`Document::diagnosis`] has it), or
    /// failed and why.
    pub fn diagnosis_state(&self) -> &JobState {
        &self.diagnosis_state
    }

    /// The background scan of a UTF-16/32 reading for its error marks: running, done (also when
    /// there is none), or failed and why.
    pub fn wide_scan_state(&self) -> &JobState {
        &self.wide_state
    }

    /// The input.
    pub fn source(&self) -> &Source {
        &self.source
    }

    /// Size in bytes (as opened).
    pub fn size(&self) -> u64 {
        self.source.len()
    }

    /// The selection.
    pub fn selection(&self) -> Selection {
        self.selection
    }

    /// The cursor (the selection's head).
    pub fn cursor(&self) -> u64 {
        self.selection.head
    }

    /// Counts so far (complete when [`ScanState::Done`]).
    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    /// Error records found so far, in offset order.
    pub fn errors(&self) -> &[ErrorRecord] {
        &self.errors
    }

    /// Warning records found so far, in offset order.
    pub fn warnings(&self) -> &[WarningRecord] {
        &self.warnings
    }

    /// Errors counted but not listed (beyond the record cap).
    pub fn errors_dropped(&self) -> u64 {
        self.errors_dropped
    }

    /// Is the diagnosis still looking past the first MiB (after the scan)?
    pub fn looking_beyond(&self) -> bool {
        self.beyond_job.is_some()
    }

    /// State of the background scan.
    pub fn scan_state(&self) -> &ScanState {
        &self.scan_state
    }

    /// A change on disk noticed by [`Document::check_disk`].
    pub fn disk_change(&self) -> Option<&DiskChange> {
        self.disk_change.as_ref()
    }

    /// The last read error, if reading the visible bytes failed.
    pub fn read_error(&self) -> Option<String> {
        self.cache.borrow().error.clone()
    }

    /// Takes in what the scan thread reported. Returns true if anything changed.
    pub fn poll(&mut self) -> bool {
        let mut changed = false;
        if let Some(outcome) = self.diagnosis_job.as_ref().and_then(Job::poll) {
            self.diagnosis_job = None;
            changed = true;
            match outcome {
                Ok((d, target)) => {
                    self.copy_target = Some(target);
                    // A file that is UTF-16 or UTF-32 is shown in its code units from the start.
                    if self.reading == Reading::Utf8
                        && let Some(form) = d.guess.encoding.wide().filter(|_| d.is_wide())
                    {
                        self.set_reading(Reading::Wide(form));
                    }
                    self.diagnosis = Some(d);
                    self.diagnosis_state = JobState::Done;
                }
                Err(e) => self.diagnosis_state = JobState::Failed(e.to_string()),
            }
        }
        if let Some(outcome) = self.beyond_job.as_ref().and_then(Job::poll) {
            self.beyond_job = None;
            if let Ok(d) = outcome {
                self.diagnosis = Some(d);
                changed = true;
            }
        }
        if let Some(outcome) = self.wide_job.as_ref().and_then(Job::poll) {
            self.wide_job = None;
            changed = true;
            match outcome {
                Ok((marks, stats)) => {
                    self.wide_errors = marks;
                    self.wide_stats = Some(stats);
                    self.wide_done = true;
                    self.wide_state = JobState::Done;
                }
                Err(e) => self.wide_state = JobState::Failed(e.to_string()),
            }
        }
        if let Some(outcome) = self.reading_job.as_ref().and_then(Job::poll) {
            self.reading_job = None;
            changed = true;
            match outcome {
                Ok((marks, stats)) => {
                    self.reading_marks = marks;
                    self.reading_stats = Some(stats);
                    self.reading_state = JobState::Done;
                }
                Err(e) => self.reading_state = JobState::Failed(e.to_string()),
            }
        }
        while let Some(ev) = self.scan.as_ref().and_then(ScanJob::poll) {
            changed = true;
            match ev {
                ScanEvent::Progress {
                    errors,
                    warnings,
                    stats,
                } => {
                    append(&mut self.errors, errors);
                    append(&mut self.warnings, warnings);
                    self.stats = *stats;
                }
                ScanEvent::Done {
                    stats,
                    errors,
                    warnings,
                    errors_dropped,
                } => {
                    append(&mut self.errors, errors);
                    append(&mut self.warnings, warnings);
                    self.stats = *stats;
                    self.errors_dropped = errors_dropped;
                    self.scan_state = ScanState::Done;
                    self.scan = None;
                }
                ScanEvent::Failed(e) => {
                    self.scan_state = ScanState::Failed(e.to_string());
                    self.scan = None;
                }
                ScanEvent::Cancelled => {
                    let at = self.stats.bytes;
                    self.scan_state = ScanState::Cancelled(at);
                    self.scan = None;
                }
            }
        }
        if changed {
            self.reconcile_diagnosis();
        }
        if let (Some(job), ScanState::Running(_)) = (&self.scan, &self.scan_state) {
            let p = job.progress();
            if self.scan_state != ScanState::Running(p) {
                self.scan_state = ScanState::Running(p);
                changed = true;
            }
        }
        changed
    }

    /// Brings what the whole-file scans found into the diagnosis of the first megabyte (an error
    /// past it, the UTF-16/32 counts of the whole file, warnings worth a banner), as `check` does:
    /// once the scan is done and the diagnosis is in, whichever comes last.
    fn reconcile_diagnosis(&mut self) {
        if self.scan_state == ScanState::Done
            && let Some(d) = &mut self.diagnosis
        {
            d.reconcile(&self.stats, self.wide_stats.as_ref());
            if !self.looked_beyond && self.diagnosis_job.is_none() {
                self.looked_beyond = true;
                self.start_look_beyond();
            }
        }
    }

    /// Past the first MiB, as `check` does ([`crate::analysis::diagnosis::look_beyond`]): mojibake
    /// searched over the whole file, ill-formed bytes first met there diagnosed, as a job (it may
    /// read the whole file), whose diagnosis replaces the sampled one when it ends; the sampled
    /// one stands meanwhile, and if the job fails.
    fn start_look_beyond(&mut self) {
        let Some(d) = &self.diagnosis else { return };
        if d.size <= crate::analysis::diagnosis::SAMPLE as u64 {
            return;
        }
        let mut d = d.clone();
        let stats = self.stats.clone();
        let source = self.source.clone();
        let wake = self.wake.clone();
        self.beyond_job = Some(Job::once(
            "diagnosis past the first MiB",
            move || (wake.0)(),
            move |ctx| {
                let mut read = |at: u64, len: usize| {
                    if ctx.is_cancelled() {
                        return Err(std::io::Error::from(std::io::ErrorKind::Interrupted));
                    }
                    ctx.set_progress(at);
                    source.read_at(at, len)
                };
                crate::analysis::diagnosis::look_beyond(&mut d, &stats, &mut read)
                    .map_err(DiagnosisError::Read)?;
                Ok(d)
            },
        ));
    }

    /// Stops the background scan (counts so far stay).
    pub fn cancel_scan(&mut self) {
        if let Some(job) = &self.scan {
            job.cancel();
        }
    }

    /// Looks at the file on disk; remembers and returns a change.
    pub fn check_disk(&mut self) -> Option<&DiskChange> {
        if let Some(c) = self.source.disk_change() {
            // What was cached may no longer be on disk: read the visible bytes again (a few
            // kilobytes, once per check).
            let mut cache = self.cache.borrow_mut();
            cache.window = (0, Vec::new());
            cache.counted = None;
            drop(cache);
            self.disk_change = Some(c);
        }
        self.disk_change.as_ref()
    }

    /// Bytes `[offset, offset + len)` as far as the input has them (shorter at the end).
    pub fn bytes(&self, offset: u64, len: usize) -> Vec<u8> {
        let mut cache = self.cache.borrow_mut();
        let (w0, w) = &cache.window;
        if offset >= *w0 && offset + len as u64 <= *w0 + w.len() as u64 {
            let a = (offset - w0) as usize;
            return w[a..a + len].to_vec();
        }
        match self.source.read_at(offset, len) {
            Ok(b) => {
                cache.error = None;
                b
            }
            Err(e) => {
                cache.error = Some(format!("reading byte {offset}: {e}"));
                Vec::new()
            }
        }
    }

    /// The cells of bytes `[start, start + len)`, each with the sequence it belongs to, decoded from
    /// a window that starts up to eight bytes earlier (so a sequence cut by `start` is still whole,
    /// and so is the character before a joiner control) and reaches eight bytes further (so is the
    /// character after the last one).
    pub fn cells(&self, start: u64, len: usize) -> Vec<Cell> {
        self.cells_in(start, len, self.reading)
    }

    /// As [`Document::cells`], read as `reading` instead of the document's reading.
    pub fn cells_in(&self, start: u64, len: usize, reading: Reading) -> Vec<Cell> {
        if let Reading::Cjk(id) = reading {
            // Decoded from a place where a character surely starts, found in the file (not in
            // whatever window an earlier read left), so every call agrees where characters are.
            let anchor = self.cjk_anchor(start);
            let want = (start - anchor) as usize + len + 8;
            return match self.source.read_at(anchor, want) {
                Ok(w) => reading::cjk_cells(anchor, &w, start, start + len as u64, id),
                Err(e) => {
                    self.cache.borrow_mut().error = Some(format!("reading byte {anchor}: {e}"));
                    Vec::new()
                }
            };
        }
        let from = start.saturating_sub(8);
        let want = (start - from) as usize + len + 8;
        let mut cache = self.cache.borrow_mut();
        let (w0, w) = &cache.window;
        let covered = from >= *w0 && from + want as u64 <= *w0 + w.len() as u64;
        if !covered || cache.window.1.is_empty() {
            // Read a margin around the visible rows so small scrolls need no new read.
            let margin = 4096u64;
            let read_from = from.saturating_sub(margin);
            let read_len = (from - read_from) as usize + want + margin as usize;
            match self.source.read_at(read_from, read_len) {
                Ok(b) => {
                    cache.window = (read_from, b);
                    cache.error = None;
                }
                Err(e) => {
                    cache.error = Some(format!("reading byte {read_from}: {e}"));
                    cache.window = (read_from, Vec::new());
                }
            }
        }
        let (w0, w) = &cache.window;
        let end_avail = *w0 + w.len() as u64;
        let mut out = Vec::with_capacity(len);
        if start >= end_avail {
            return out;
        }
        if let Reading::Wide(form) = reading {
            return reading::wide_cells(*w0, w, start, start + len as u64, form);
        }
        let rel_start = (start - w0) as usize;
        let mut pos = sequence_start(w, rel_start);
        let stop = ((start + len as u64).min(end_avail) - w0) as usize;
        let at_eof = end_avail >= self.source.len();
        while pos < stop {
            let Some((slen, class)) = decode_prefix(&w[pos..], at_eof) else {
                break;
            };
            let seq = Sequence {
                offset: w0 + pos as u64,
                len: slen,
                class,
            };
            let l = match class {
                // A joiner control's warning depends on its neighbours.
                crate::codec::Class::Char(c) if crate::codec::is_joiner(c) => look_in(
                    &seq,
                    crate::codec::chars_around(w, pos, pos + usize::from(slen)),
                ),
                _ => look(&seq),
            };
            reading::push_cells(&mut out, *w0, w, pos, seq, l, rel_start..stop);
            pos += usize::from(slen);
        }
        if let Reading::Legacy(i) = reading {
            reading::legacy_cells(&mut out, i);
        }
        out
    }

    /// The text's lines as editors count them: its line breaks (LF, CR LF or CR; UTF-16/32: LF),
    /// and one more for a last line that does not end in one (`a\nb\n` is two lines, as `wc -l`
    /// says, `a\nb` two, an empty file none). In a UTF-16/32 reading, that form's line feeds and last unit once its scan is done.
    pub fn line_count(&self) -> u64 {
        let size = self.size();
        if size == 0 {
            return 0;
        }
        let (breaks, unit) = match self.reading {
            // (The counts of the form shown: none while another form's scan is what there is.)
            Reading::Wide(form) => match self.wide_stats() {
                Some(w) if w.chars > 0 => (w.line_feeds, form.unit()),
                _ => return 0,
            },
            _ => (self.stats.line_breaks(), 1),
        };
        let key = (size, self.reading, breaks);
        if let Some((k, ends)) = self.cache.borrow().ends_in_break
            && k == key
        {
            return breaks + u64::from(!ends);
        }
        // The last whole unit: a stray byte after it (a cut file) is no line of its own.
        let aligned = size - size % unit as u64;
        let last = match aligned.checked_sub(unit as u64) {
            Some(at) => self.bytes(at, unit),
            None => Vec::new(),
        };
        let ends_in_break = match self.reading {
            Reading::Wide(form) if last.len() == unit => {
                // (UTF-16/32 counts line feeds only.)
                form.unit_at(&last) == 0x0A
            }
            Reading::Wide(_) => false,
            _ => matches!(last.as_slice(), [b'\n' | b'\r']),
        };
        // (A failed read is not remembered: the next frame tries again.)
        if last.len() == unit {
            self.cache.borrow_mut().ends_in_break = Some((key, ends_in_break));
        }
        breaks + u64::from(!ends_in_break)
    }

    /// What the selection holds in the current reading (its first [`SELECTION_COUNT_LIMIT`]
    /// bytes): characters, the longer ones among them, errors. A sequence the selection cuts
    /// counts once. Remembered until the selection or the reading changes.
    pub fn selection_count(&self) -> SelectionCount {
        if self.size() == 0 {
            return SelectionCount::default();
        }
        let sel = self.selection;
        let key = (sel.start(), sel.end(), self.reading);
        if let Some((k, count)) = self.cache.borrow().counted
            && k == key
        {
            return count;
        }
        let unit = match self.reading {
            Reading::Wide(form) => u8::try_from(form.unit()).unwrap_or(u8::MAX),
            _ => 1,
        };
        // Read past the visible rows' window and put it back after: the view's next frame reads
        // nothing again (a drag changes the selection every frame).
        let visible = std::mem::take(&mut self.cache.borrow_mut().window);
        let cells = self.cells(sel.start(), sel.len().min(SELECTION_COUNT_LIMIT) as usize);
        self.cache.borrow_mut().window = visible;
        let mut count = SelectionCount {
            counted: cells.len() as u64,
            ..SelectionCount::default()
        };
        let mut last = None;
        for cell in cells {
            if last == Some(cell.seq.offset) {
                continue;
            }
            last = Some(cell.seq.offset);
            let unmapped = cell.look.lead == crate::analysis::cells::ByteRole::Unmapped;
            if cell.seq.error_kind().is_some() || unmapped {
                count.errors += 1;
            } else {
                count.chars += 1;
                count.multi_unit += u64::from(cell.seq.len > unit);
            }
        }
        self.cache.borrow_mut().counted = Some((key, count));
        count
    }

    /// The characters just before and after `seq` (UTF-8 reading), where they are whole and
    /// well-formed: what decides a joiner control's warning.
    pub fn chars_around(&self, seq: &Sequence) -> (Option<char>, Option<char>) {
        let from = seq.offset.saturating_sub(4);
        let start = (seq.offset - from) as usize;
        let end = start + usize::from(seq.len);
        let around = self.bytes(from, end + 4);
        crate::codec::chars_around(&around, start, end)
    }

    /// Where to start decoding a CJK reading to find the character at `start` in step: just after
    /// the last byte below 0x30 before it ([`crate::analysis::cjk::boundary_before`]), looked for
    /// up to [`Self::CJK_REACH`] bytes back; without one (no text has none that long), the
    /// multiple of that reach below `start`, the same for every call in that stretch.
    fn cjk_anchor(&self, start: u64) -> u64 {
        let mut back = 512u64;
        loop {
            let from = start.saturating_sub(back);
            let Ok(b) = self.source.read_at(from, (start - from) as usize) else {
                return from;
            };
            let at = crate::analysis::cjk::boundary_before(&b, b.len());
            if at > 0 || from == 0 {
                return from + at as u64;
            }
            if back >= Self::CJK_REACH {
                return start - start % Self::CJK_REACH;
            }
            back *= 8;
        }
    }

    /// How far back [`Document::cjk_anchor`] looks for a sure character boundary.
    const CJK_REACH: u64 = 1 << 15;

    /// The sequence holding byte `offset`, in the document's reading: a UTF-8 sequence, one legacy
    /// byte, or a UTF-16/32 unit or pair.
    pub fn sequence_at(&self, offset: u64) -> Option<Sequence> {
        self.cells(offset, 1).first().map(|c| c.seq)
    }

    /// Most UTF-16/32 error places kept for the overview.
    pub const WIDE_MARKS: usize = 1 << 20;

    /// Scans the whole file in the reading's UTF-16/32 form as a job (dropping, and so
    /// cancelling, the previous one), for the overview's error marks.
    fn start_wide_scan(&mut self) {
        self.wide_errors.clear();
        self.wide_job = None;
        self.wide_done = false;
        self.wide_state = JobState::Done;
        let Reading::Wide(form) = self.reading else {
            return;
        };
        let work = WideScanWork {
            reader: self.source.reader(),
            scanner: crate::codec::WideScanner::with_records(form, Self::WIDE_MARKS),
            buf: vec![0u8; 1 << 20],
            read: 0,
        };
        let wake = self.wake.clone();
        self.wide_job = Some(Job::spawn("UTF-16/32 scan", move || (wake.0)(), work));
        self.wide_state = JobState::Running;
    }

    /// Counts the whole file in the reading, if it is a legacy or CJK one, as a job (dropping,
    /// and so cancelling, the previous one), for the status line, the Summary tab and the
    /// overview's marks.
    fn start_reading_scan(&mut self) {
        self.reading_marks.clear();
        self.reading_stats = None;
        self.reading_job = None;
        self.reading_state = JobState::Done;
        let Some(work) = ReadingScanWork::new(self.source.reader(), self.reading, Self::WIDE_MARKS)
        else {
            return;
        };
        let wake = self.wake.clone();
        self.reading_job = Some(Job::spawn("count in the reading", move || (wake.0)(), work));
        self.reading_state = JobState::Running;
    }

    /// In a legacy or CJK reading: its count of the whole file (characters, bytes it makes no
    /// character of), running (bytes counted so far), done, or failed and why; `None` in a UTF-8
    /// or UTF-16/32 reading, which have their own counts.
    pub fn reading_count(&self) -> Option<ReadingCount<'_>> {
        if !matches!(self.reading, Reading::Legacy(_) | Reading::Cjk(_)) {
            return None;
        }
        Some(match (&self.reading_state, self.reading_stats.as_ref()) {
            (JobState::Done, Some(s)) if s.reading == self.reading => ReadingCount::Done(s),
            (JobState::Failed(why), _) => ReadingCount::Failed(why),
            _ => ReadingCount::Counting(self.reading_job.as_ref().map_or(0, Job::progress)),
        })
    }

    /// In a legacy or CJK reading: where the bytes it makes no character of are (offset, length),
    /// in order, at most [`Document::WIDE_MARKS`] of them, once its count is done.
    pub fn reading_marks(&self) -> &[(u64, u8)] {
        match self.reading_count() {
            Some(ReadingCount::Done(_)) => &self.reading_marks,
            _ => &[],
        }
    }

    /// In a UTF-16/32 reading, the background scan's counts of that form once it has finished
    /// (the Summary and Errors tabs show them there, not the UTF-8 reading's).
    pub fn wide_stats(&self) -> Option<&crate::codec::WideStats> {
        match self.reading {
            Reading::Wide(form) => self.wide_stats.as_ref().filter(|s| s.encoding == form),
            _ => None,
        }
    }

    /// In a UTF-16/32 reading, its ill-formed units found so far: (offset, length), in order, at
    /// most [`Document::WIDE_MARKS`] of them.
    pub fn wide_errors(&self) -> &[(u64, u8)] {
        match self.reading {
            Reading::Wide(_) => &self.wide_errors,
            _ => &[],
        }
    }

    /// How the bytes are read into characters.
    pub fn reading(&self) -> Reading {
        self.reading
    }

    /// Reads the bytes as `reading` from now on; the selection snaps to the unit under the cursor.
    pub fn set_reading(&mut self, reading: Reading) {
        if self.reading != reading {
            self.reading = reading;
            self.start_wide_scan();
            self.start_reading_scan();
            if self.size() > 0 {
                self.select_sequence_at(self.cursor());
            }
        }
    }

    /// Moves the cursor to `offset` (clamped), collapsing the selection to that byte.
    pub fn set_cursor(&mut self, offset: u64) {
        let o = offset.min(self.size().saturating_sub(1));
        self.selection = Selection { anchor: o, head: o };
    }

    /// A cursor key (`motion`, in rows of `bytes_per_row` and pages of `page` bytes): without
    /// `extend` it lands on a whole sequence ([`Document::land`]); with it (Shift) the selection
    /// grows or shrinks byte by byte from its anchor. A selection of one whole sequence (a
    /// click's, a key's landing) has its cursor on its first byte; extended forward it grows from
    /// its last byte and keeps its first (`c3 a9` then `c3 a9 e2`), where moving the cursor
    /// would drop its lead byte.
    pub fn move_by(&mut self, motion: Motion, bytes_per_row: u64, page: u64, extend: bool) {
        let layout = RowLayout::new(self.size(), bytes_per_row);
        let sel = self.selection;
        if !extend {
            self.land(layout.target(sel.head, motion, page));
            return;
        }
        let whole = self
            .sequence_at(sel.start())
            .filter(|q| q.offset == sel.start() && q.end() == sel.end() && q.len > 1);
        if let Some(seq) = whole {
            let last = seq.end() - 1;
            let to = layout.target(last, motion, page);
            if to > last {
                self.set_selection(seq.offset, to);
                return;
            }
            // Forward, with nothing past it to take (the file's or the row's end): it stays
            // whole (moving the cursor inside it dropped its lead byte).
            if layout.target(sel.head, motion, page) > sel.head {
                return;
            }
        }
        self.set_selection(sel.anchor, layout.target(sel.head, motion, page));
    }

    /// Moves by a key from the cursor to `to` (a byte that [`RowLayout::target`] picked) and
    /// selects the whole sequence (or unit) there, as a click does: the cursor never rests inside
    /// a sequence, so a copy after Ctrl+End on a file ending in `é` copies `é`. Moving forward
    /// from a sequence's first byte into its own continuation bytes goes on to the next one
    /// (Right on `é` steps over it, not back onto it).
    pub fn land(&mut self, to: u64) {
        let from = self.cursor();
        let last = self.size().saturating_sub(1);
        let to = to.min(last);
        let target = match self.sequence_at(to) {
            Some(seq) if to > from && seq.offset <= from && seq.end() <= last => seq.end(),
            Some(seq) => seq.offset,
            None => to,
        };
        self.select_sequence_at(target);
    }

    /// Selects the whole sequence holding `offset` (a click on any of its bytes).
    pub fn select_sequence_at(&mut self, offset: u64) {
        let o = offset.min(self.size().saturating_sub(1));
        match self.sequence_at(o) {
            // The cursor (head) on the first byte, the anchor on the last.
            Some(seq) => {
                self.selection = Selection {
                    anchor: seq.end() - 1,
                    head: seq.offset,
                }
            }
            None => self.set_cursor(o),
        }
    }

    /// Extends the selection to cover the whole sequence holding `offset` (a drag or shift-click):
    /// from the sequence where the selection started to that one, both whole.
    pub fn extend_to(&mut self, offset: u64) {
        let o = offset.min(self.size().saturating_sub(1));
        let anchor = self.selection.anchor;
        let (Some(seq), Some(anchor_seq)) = (self.sequence_at(o), self.sequence_at(anchor)) else {
            self.selection.head = o;
            return;
        };
        self.selection = if o >= anchor_seq.offset {
            Selection {
                anchor: anchor_seq.offset,
                head: seq.end() - 1,
            }
        } else {
            Selection {
                anchor: anchor_seq.end() - 1,
                head: seq.offset,
            }
        };
    }

    /// `[start, end)` widened to whole sequences (or units) in the current reading: from the start
    /// of the sequence holding `start` to the end of the one holding `end - 1`. What a text copy
    /// of a selection copies, so that a selection that cuts `C3 A9` copies `é`, not U+FFFD.
    pub fn whole_sequences(&self, start: u64, end: u64) -> (u64, u64) {
        if end <= start {
            return (start, end);
        }
        let s = self
            .sequence_at(start)
            .map_or(start, |q| q.offset.min(start));
        let e = self.sequence_at(end - 1).map_or(end, |q| q.end().max(end));
        (s, e.min(self.size()))
    }

    /// Selects `[start, end)` with the cursor on its first byte (find results, error jumps).
    pub fn select_range(&mut self, start: u64, end: u64) {
        let last = self.size().saturating_sub(1);
        let s = start.min(last);
        let e = end.saturating_sub(1).max(s).min(last);
        self.selection = Selection { anchor: e, head: s };
    }

    /// Sets anchor and head directly (keyboard selection), clamped to the file.
    pub fn set_selection(&mut self, anchor: u64, head: u64) {
        let last = self.size().saturating_sub(1);
        self.selection = Selection {
            anchor: anchor.min(last),
            head: head.min(last),
        };
    }

    /// Moves the cursor to the next (or previous) sequence start.
    pub fn step_sequence(&mut self, forward: bool) {
        let cur = self.cursor();
        let target = if forward {
            self.sequence_at(cur).map_or(cur + 1, |s| s.end())
        } else {
            let start = self.sequence_at(cur).map_or(cur, |s| s.offset);
            match start.checked_sub(1) {
                Some(prev) => self.sequence_at(prev).map_or(prev, |s| s.offset),
                None => 0,
            }
        };
        self.select_sequence_at(target);
    }

    /// Up to where the error list holds every error: the end of the last listed one once the list
    /// is full (the scan goes on counting, not listing), else what the scan has read so far.
    fn errors_listed_to(&self) -> u64 {
        if self.errors.len() >= MAX_ERRORS {
            self.errors
                .last()
                .map_or(0, |e| e.offset + e.bytes().len() as u64)
        } else if self.scan_state == ScanState::Done {
            self.size()
        } else {
            self.stats.bytes
        }
    }

    /// The next ill-formed sequence after `from` (before it, if `forward` is false), with an
    /// optional kind filter, as (offset, length). From the scan's list where the list covers the
    /// bytes; past that (a file with more errors than [`MAX_ERRORS`], or a scan still running) the
    /// bytes are read and decoded, at most [`WIDE_SEARCH`] bytes away so a frame never waits
    /// long. `Err` with the offset reached when there is none: the file's end or start, or how
    /// far this search looked.
    pub fn find_error(
        &self,
        from: u64,
        forward: bool,
        kind: Option<ErrorKind>,
    ) -> Result<(u64, u64), u64> {
        let ok = |e: &&ErrorRecord| kind.is_none_or(|k| e.kind == k);
        let hit = |e: &ErrorRecord| (e.offset, e.bytes().len() as u64);
        let listed_to = self.errors_listed_to();
        if forward {
            let i = self.errors.partition_point(|e| e.offset <= from);
            if let Some(e) = self.errors[i..].iter().find(ok) {
                return Ok(hit(e));
            }
            if listed_to >= self.size() {
                return Err(self.size());
            }
            // Past the list: from the first sequence boundary after both `from` and the list.
            let start = self.utf8_sequence_end(from).max(listed_to);
            self.search_errors(start, (start + WIDE_SEARCH).min(self.size()), kind, true)
        } else {
            if from > listed_to {
                let lo = from.saturating_sub(WIDE_SEARCH).max(listed_to);
                match self.search_errors(lo, from, kind, false) {
                    Ok(found) => return Ok(found),
                    Err(reached) if reached > listed_to => return Err(reached),
                    Err(_) => {}
                }
            }
            let i = self.errors.partition_point(|e| e.offset < from);
            self.errors[..i].iter().rev().find(ok).map(hit).ok_or(0)
        }
    }

    /// Where the UTF-8 sequence holding byte `offset` ends (whatever the reading).
    fn utf8_sequence_end(&self, offset: u64) -> u64 {
        let lo = offset.saturating_sub(8);
        let Ok(w) = self.source.read_at(lo, 16) else {
            return offset + 1;
        };
        let rel = (offset - lo) as usize;
        let pos = sequence_start(&w, rel);
        let at_eof = lo + w.len() as u64 >= self.size();
        match w.get(pos..).and_then(|rest| decode_prefix(rest, at_eof)) {
            Some((len, _)) => (lo + (pos + usize::from(len)) as u64).max(offset + 1),
            None => offset + 1,
        }
    }

    /// Decodes `[lo, hi)` (`lo` a sequence boundary) in blocks and returns the first error of
    /// `kind` in it (the last one if `forward` is false); `Err` with the end it reached.
    fn search_errors(
        &self,
        lo: u64,
        hi: u64,
        kind: Option<ErrorKind>,
        forward: bool,
    ) -> Result<(u64, u64), u64> {
        const BLOCK: u64 = 1 << 20;
        let opts = crate::analysis::ScanOptions {
            max_errors: usize::MAX,
            max_warnings: 0,
            fast: true,
        };
        let mut scanner = crate::analysis::Scanner::new(opts);
        let mut found = None;
        // Keeps the matching errors of a batch; true once a forward search has its answer.
        let take = |errors: Vec<ErrorRecord>, found: &mut Option<(u64, u64)>| {
            for e in errors {
                let offset = lo + e.offset;
                if offset >= hi || kind.is_some_and(|k| e.kind != k) {
                    continue;
                }
                *found = Some((offset, e.bytes().len() as u64));
                if forward {
                    return true;
                }
            }
            false
        };
        // Three bytes past `hi`, so that a sequence it cuts is decoded whole.
        let end = (hi + 3).min(self.size());
        let mut at = lo;
        while at < end {
            let len = BLOCK.min(end - at) as usize;
            let Ok(bytes) = self.source.read_at(at, len) else {
                break;
            };
            if bytes.is_empty() {
                break;
            }
            scanner.feed(&bytes);
            at += bytes.len() as u64;
            if take(scanner.drain_records().0, &mut found) {
                return found.ok_or(hi);
            }
        }
        // The end of the file ends a sequence cut there; elsewhere it is only where we stopped.
        if at >= self.size() {
            take(scanner.finish().errors, &mut found);
        }
        found.ok_or(if forward { hi } else { lo })
    }

    /// In a legacy or CJK reading: the next byte after `from` (before it, if `forward` is false)
    /// that the reading makes no character of (a byte the code page leaves unmapped; a CJK lead
    /// byte without its trail, or a pair the table lacks, one byte at a time as the view hatches
    /// it), as (offset, length); `Err` with the offset reached when none was found within
    /// [`WIDE_SEARCH`] bytes ([`CJK_SEARCH`] for a CJK reading, decoded character by character).
    /// F8 followed the UTF-8 errors in every reading, and in Shift_JIS landed inside a character.
    pub fn find_reading_error(&self, from: u64, forward: bool) -> Result<(u64, u64), u64> {
        let size = self.size();
        let (lo, hi) = match self.reading {
            Reading::Cjk(_) if forward => (from + 1, (from + 1 + CJK_SEARCH).min(size)),
            Reading::Cjk(_) => (from.saturating_sub(CJK_SEARCH), from),
            _ if forward => (from + 1, (from + 1 + WIDE_SEARCH).min(size)),
            _ => (from.saturating_sub(WIDE_SEARCH), from),
        };
        let reached = if forward { hi } else { lo };
        if lo >= hi {
            return Err(reached);
        }
        let block = 1u64 << 20;
        match self.reading {
            Reading::Legacy(i) => {
                let Some(l) = crate::analysis::legacy::LEGACY.get(i) else {
                    return Err(reached);
                };
                let unmapped = |b: &u8| l.decode_byte(*b).is_none();
                // Blocks from `from` outward.
                let mut done = 0;
                while done < hi - lo {
                    let len = block.min(hi - lo - done);
                    let at = if forward { lo + done } else { hi - done - len };
                    let Ok(bytes) = self.source.read_at(at, len as usize) else {
                        break;
                    };
                    let hit = if forward {
                        bytes.iter().position(unmapped)
                    } else {
                        bytes.iter().rposition(unmapped)
                    };
                    if let Some(k) = hit {
                        return Ok((at + k as u64, 1));
                    }
                    done += len;
                }
                Err(reached)
            }
            Reading::Cjk(id) => {
                // Decoded from a sure character boundary before the range, so each character is
                // read whole, as the view reads it.
                let mut pos = self.cjk_anchor(lo);
                let mut last = None;
                while pos < hi {
                    let end = (pos + block).min(size);
                    let Ok(bytes) = self
                        .source
                        .read_at(pos, (end - pos + 4).min(size - pos) as usize)
                    else {
                        break;
                    };
                    let mut i = 0usize;
                    // (A file cut shorter since its size was read gives fewer bytes.)
                    while i < bytes.len() && (pos + i as u64) < end && (pos + (i as u64)) < hi {
                        let (ok, len) = match crate::analysis::cjk::char_at(&bytes[i..], id) {
                            Some((_, k)) => (true, k),
                            None => (false, 1),
                        };
                        let at = pos + i as u64;
                        if !ok && at >= lo {
                            if forward {
                                return Ok((at, 1));
                            }
                            last = Some((at, 1));
                        }
                        i += len;
                    }
                    if i == 0 {
                        break;
                    }
                    pos += i as u64;
                }
                last.ok_or(reached)
            }
            _ => Err(reached),
        }
    }

    /// In a UTF-16/32 reading: the next ill-formed unit after `from` (before it, if `forward` is
    /// false) as (offset, length), looking at most [`WIDE_SEARCH`] bytes away so a frame never
    /// waits long; `Err` with the offset reached when none was found within that distance.
    pub fn find_wide_error(&self, from: u64, forward: bool) -> Result<(u64, u64), u64> {
        let Reading::Wide(form) = self.reading else {
            return Err(from);
        };
        // The background scan's list, once finished and complete, answers at once.
        if self.wide_done && self.wide_errors.len() < Self::WIDE_MARKS {
            let e = &self.wide_errors;
            let hit = if forward {
                e.get(e.partition_point(|x| x.0 <= from))
            } else {
                e[..e.partition_point(|x| x.0 < from)].last()
            };
            return hit.map(|&(o, l)| (o, u64::from(l))).ok_or(if forward {
                self.size()
            } else {
                0
            });
        }
        let n = form.unit() as u64;
        let size = self.size();
        let block = 1u64 << 20;
        let (lo, hi) = if forward {
            (from + 1, (from + 1 + WIDE_SEARCH).min(size))
        } else {
            (from.saturating_sub(WIDE_SEARCH), from)
        };
        let mut found = None;
        let mut at = lo - lo % n;
        // Two bytes back, so a pair cut by the first block's start is read whole.
        if at >= 2 && form.is_utf16() {
            at -= 2;
        }
        while at < hi {
            let len = (block + 4).min(size - at) as usize;
            let Ok(bytes) = self.source.read_at(at, len) else {
                break;
            };
            let mut i = 0usize;
            // Units starting in [lo, hi): after `from` going forward, before it going back.
            while i < bytes.len() && i < block as usize && at + (i as u64) < hi {
                let o = at + i as u64;
                let (seq, err) = reading::wide_sequence(&bytes[i..], o, form);
                if err.is_some() && o >= lo {
                    let hit = (o, u64::from(seq.len));
                    if forward {
                        return Ok(hit);
                    }
                    found = Some(hit);
                }
                i += usize::from(seq.len);
            }
            if i == 0 {
                break;
            }
            at += i as u64;
        }
        found.ok_or(if forward { hi } else { lo })
    }

    /// The first listed warning of `kind` after `from` (before it, if `forward` is false).
    pub fn find_warning(
        &self,
        from: u64,
        forward: bool,
        kind: crate::codec::WarningKind,
    ) -> Option<WarningRecord> {
        if forward {
            let i = self.warnings.partition_point(|w| w.offset <= from);
            self.warnings[i..].iter().find(|w| w.kind == kind).copied()
        } else {
            let i = self.warnings.partition_point(|w| w.offset < from);
            self.warnings[..i]
                .iter()
                .rev()
                .find(|w| w.kind == kind)
                .copied()
        }
    }

    /// Is there a listed error (or, with `warnings`, a warning) in `[start, end)`?
    pub fn has_mark_in(&self, start: u64, end: u64, warnings: bool) -> bool {
        // In a UTF-16/32 reading the marks are its own errors (the listed ones are UTF-8's).
        if matches!(self.reading, Reading::Wide(_)) {
            if warnings {
                return false;
            }
            let i = self.wide_errors.partition_point(|e| e.0 < start);
            return self.wide_errors.get(i).is_some_and(|e| e.0 < end);
        }
        // In a legacy or CJK reading, the bytes it cannot read (UTF-8's errors and warnings are
        // no concern of it).
        if matches!(self.reading, Reading::Legacy(_) | Reading::Cjk(_)) {
            if warnings {
                return false;
            }
            let i = self.reading_marks.partition_point(|e| e.0 < start);
            return self.reading_marks.get(i).is_some_and(|e| e.0 < end);
        }
        if warnings {
            let i = self.warnings.partition_point(|w| w.offset < start);
            self.warnings.get(i).is_some_and(|w| w.offset < end)
        } else {
            let i = self.errors.partition_point(|e| e.offset < start);
            self.errors.get(i).is_some_and(|e| e.offset < end)
        }
    }

    /// The error record whose sequence holds `offset`.
    pub fn error_at(&self, offset: u64) -> Option<&ErrorRecord> {
        let i = self.errors.partition_point(|e| e.offset <= offset);
        i.checked_sub(1)
            .map(|j| &self.errors[j])
            .filter(|e| offset < e.offset + e.bytes().len() as u64)
    }

    /// Starts a search for `pattern` from the cursor.
    pub fn find(
        &self,
        pattern: Vec<u8>,
        forward: bool,
        wake: impl Fn() + Send + 'static,
    ) -> Option<FindJob> {
        self.find_at(pattern, self.find_from(forward), forward, wake)
    }

    /// Where a search from the selection starts: after the cursor going forward, at the
    /// selection's start going backward.
    pub fn find_from(&self, forward: bool) -> u64 {
        if forward {
            self.cursor() + 1
        } else {
            self.selection.start()
        }
    }

    /// Starts a search for `pattern` from byte `from` (forward: the first match at or after it;
    /// backward: the last match that ends at or before it). Find wraps by starting again from 0 or
    /// the end.
    pub fn find_at(
        &self,
        pattern: Vec<u8>,
        from: u64,
        forward: bool,
        wake: impl Fn() + Send + 'static,
    ) -> Option<FindJob> {
        let reader = match &self.source {
            Source::File { file, .. } => find::Haystack::File(std::sync::Arc::clone(file)),
            Source::Memory { bytes, .. } => find::Haystack::Memory(std::sync::Arc::clone(bytes)),
        };
        FindJob::start(reader, self.size(), pattern, from, forward, wake)
    }
}

/// What the UTF-16/32 scan of a whole file finds: where its errors are (offset, length), for the
/// overview, and its counts, for the diagnosis.
type WideScanOutput = (Vec<(u64, u8)>, crate::codec::WideStats);

/// The UTF-16/32 scan of a whole file, one block per step, for the overview's error marks.
struct WideScanWork {
    reader: Box<dyn std::io::Read + Send>,
    scanner: crate::codec::WideScanner,
    buf: Vec<u8>,
    read: u64,
}

impl job::Work for WideScanWork {
    type Output = WideScanOutput;
    type Error = ScanError;

    fn step(&mut self, ctx: &job::JobContext) -> job::Step<Result<Self::Output, ScanError>> {
        use std::io::Read;
        match self.reader.read(&mut self.buf) {
            Ok(0) => {
                let form = self.scanner.form();
                let scanner =
                    std::mem::replace(&mut self.scanner, crate::codec::WideScanner::new(form));
                // (Records taken after the end: a cut last unit is an error only then.)
                job::Step::Done(Ok(scanner.finish_with_records()))
            }
            Ok(n) => {
                self.scanner.feed(&self.buf[..n]);
                self.read += n as u64;
                ctx.set_progress(self.read);
                job::Step::More
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => job::Step::More,
            Err(source) => job::Step::Done(Err(ScanError::Read {
                offset: self.read,
                source,
            })),
        }
    }
}

/// Appends a batch of the scan's records to a list: the first batch is kept as it came, not
/// copied (a file of random bytes sends all 100,000 error records, 4.8 MB, in its first batch;
/// copying it briefly held them twice), and a later one grows the list by exactly its length
/// (growing by doubling held up to 1.5 times the records).
fn append<T>(list: &mut Vec<T>, batch: Vec<T>) {
    if list.is_empty() {
        *list = batch;
    } else {
        list.reserve_exact(batch.len());
        list.extend(batch);
    }
}
