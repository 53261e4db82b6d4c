//! The whole-input scan: counts, error index, warnings and line endings, fed in chunks of any size.
//!
//! Why two paths: most files are mostly valid, and a byte-at-a-time classifier would make checking a
//! large file slower than reading it. So the scanner lets `simdutf8` find the next error, counts the
//! valid run in between with the SIMD [`kernel`](super::kernel), and falls back to the codec's
//! sequence-by-sequence classification only around errors. It returns to the fast path after
//! [`FAST_PATH_AFTER`] clean bytes. The slow path alone (`ScanOptions { fast: false, .. }`) is the
//! reference the fast path is tested against: both give identical [`Stats`].
//!
//! Line and column of an error: lines are counted from 1 and end at LF, CR LF (one break) or a lone
//! CR; the column counts sequences (characters, or error sequences) from 1 at the start of the line.

use super::kernel;
use crate::analysis::wording::describe_error;
use crate::codec::stream::{Carry, Completed};
use crate::codec::window::{CODE_ERROR, byte_masks, starts64};
use crate::codec::{
    Class, ErrorKind, WarningKind, decode_prefix, decode_window, replacement_count,
};
use crate::codec::{char_before, is_joiner, joiner_in_use, sequence::is_continuation, warning_for};

/// Clean bytes after an error before the scanner hands the input back to the SIMD path.
pub const FAST_PATH_AFTER: u32 = 64;

/// What to keep besides the counts.
#[derive(Clone, Copy, Debug)]
pub struct ScanOptions {
    /// Keep at most this many error records (the counts always cover the whole input).
    pub max_errors: usize,
    /// Keep at most this many warning records.
    pub max_warnings: usize,
    /// Use the fast paths: SIMD counting of valid runs and branch-light decoding near errors
    /// (false: classify every sequence with `decode_prefix`; the reference for tests).
    pub fast: bool,
}

impl Default for ScanOptions {
    fn default() -> Self {
        ScanOptions {
            max_errors: 0,
            max_warnings: 0,
            fast: true,
        }
    }
}

/// One ill-formed sequence, located.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ErrorRecord {
    /// Byte offset of its first byte.
    pub offset: u64,
    /// Line number (from 1).
    pub line: u64,
    /// Column in sequences (from 1).
    pub column: u64,
    /// Why it is ill-formed.
    pub kind: ErrorKind,
    /// The would-be value, where the sequence is complete.
    pub value: Option<u32>,
    /// The length its lead byte announces.
    pub expected_len: u8,
    /// How many U+FFFD a lossy decoder puts here.
    pub replacements: u32,
    len: u8,
    bytes: [u8; 6],
}

impl ErrorRecord {
    /// The bytes of the sequence.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes[..usize::from(self.len)]
    }

    /// The plain-language explanation, in English (the command line's).
    pub fn message(&self) -> String {
        self.message_in(crate::i18n::Lang::En)
    }

    /// The plain-language explanation in `lang` (the window's error list).
    pub fn message_in(&self, lang: crate::i18n::Lang) -> String {
        describe_error(
            lang,
            self.bytes(),
            Class::Error {
                kind: self.kind,
                value: self.value,
                expected_len: self.expected_len,
            },
        )
        .unwrap_or_default()
    }
}

/// One well-formed character that deserves a warning.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WarningRecord {
    /// Byte offset.
    pub offset: u64,
    /// The character.
    pub ch: char,
    /// Which warning.
    pub kind: WarningKind,
}

/// Counts over everything scanned so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Bytes scanned.
    pub bytes: u64,
    /// Characters by encoded length: `[1-byte (ASCII), 2-byte, 3-byte, 4-byte]`.
    pub chars_by_len: [u64; 4],
    /// Ill-formed sequences.
    pub errors: u64,
    /// Ill-formed sequences by kind, indexed by [`ErrorKind::index`].
    pub by_kind: [u64; 7],
    /// U+FFFD a maximal-subpart lossy decoder would insert.
    pub replacements: u64,
    /// Warnings by kind, indexed by [`WarningKind::index`].
    pub warnings: [u64; 8],
    /// LF not preceded by CR.
    pub lf: u64,
    /// CR LF pairs.
    pub crlf: u64,
    /// CR not followed by LF.
    pub cr: u64,
    /// The first error, if any.
    pub first_error: Option<ErrorRecord>,
}

impl Stats {
    /// All characters decoded.
    pub fn chars(&self) -> u64 {
        self.chars_by_len.iter().sum()
    }

    /// Valid UTF-8 throughout?
    pub fn is_valid(&self) -> bool {
        self.errors == 0
    }

    /// Whether the one ill-formed sequence is the last character, cut short by the end of the
    /// input (a file truncated while it was written or fetched).
    pub fn cut_at_end_only(&self) -> bool {
        self.errors == 1
            && self.first_error.as_ref().is_some_and(|e| {
                e.kind == ErrorKind::Truncated && e.offset + u64::from(e.expected_len) > self.bytes
            })
    }

    /// Does the input start with a BOM?
    pub fn has_bom(&self) -> bool {
        self.warnings[WarningKind::Bom.index()] > 0
    }

    /// Number of line breaks.
    pub fn line_breaks(&self) -> u64 {
        self.lf + self.crlf + self.cr
    }
}

/// The streaming scanner.
#[derive(Clone, Debug)]
pub struct Scanner {
    opts: ScanOptions,
    stats: Stats,
    raw_lf: u64,
    raw_cr: u64,
    prev_cr: bool,
    line_breaks: u64,
    column: u64,
    offset: u64,
    carry: Carry,
    clean_run: u32,
    errors: Vec<ErrorRecord>,
    warnings: Vec<WarningRecord>,
    errors_dropped: u64,
    warnings_dropped: u64,
    /// Reused buffer for the kernel's warning candidates.
    candidates: Vec<usize>,
    /// Records kept so far (the lists may have been drained by [`Scanner::drain_records`]).
    errors_kept: usize,
    warnings_kept: usize,
    /// Sequences by code: 0–3 characters of 1–4 bytes, 4–10 errors by kind (see `codec::window`).
    tally: [u64; 11],
    /// The last bytes fed before the current chunk (up to 8): the character before a joiner
    /// control at the start of a chunk, or completed by it, is there.
    tail: [u8; 8],
    tail_len: u8,
    /// Joiner controls found in the current chunk or waiting for the character after them: whether
    /// one is warned about depends on both neighbours ([`joiner_in_use`]), decided at a chunk's end.
    joiners: Vec<PendingJoiner>,
}

/// A joiner control whose warning waits for its neighbours.
#[derive(Clone, Copy, Debug)]
struct PendingJoiner {
    offset: u64,
    ch: char,
    /// The character before it, once looked at.
    prev: Option<Option<char>>,
    /// The bytes after it, up to one sequence.
    after: [u8; 4],
    after_len: u8,
}

impl Default for Scanner {
    fn default() -> Self {
        Self::new(ScanOptions::default())
    }
}

impl Scanner {
    /// A scanner at offset 0.
    pub fn new(opts: ScanOptions) -> Self {
        Scanner {
            opts,
            stats: Stats::default(),
            raw_lf: 0,
            raw_cr: 0,
            prev_cr: false,
            line_breaks: 0,
            column: 0,
            offset: 0,
            carry: Carry::default(),
            clean_run: FAST_PATH_AFTER,
            errors: Vec::new(),
            warnings: Vec::new(),
            errors_dropped: 0,
            warnings_dropped: 0,
            candidates: Vec::new(),
            errors_kept: 0,
            warnings_kept: 0,
            tally: [0; 11],
            tail: [0; 8],
            tail_len: 0,
            joiners: Vec::new(),
        }
    }

    /// Bytes fed so far.
    pub fn bytes_fed(&self) -> u64 {
        self.stats.bytes
    }

    /// Offset up to which the input is classified (bytes held back for an incomplete sequence excluded).
    pub fn classified_up_to(&self) -> u64 {
        self.offset
    }

    /// Feeds the next chunk of input.
    pub fn feed(&mut self, chunk: &[u8]) {
        let start = self.stats.bytes;
        self.stats.bytes += chunk.len() as u64;
        self.feed_sequences(chunk);
        if !self.joiners.is_empty() {
            self.settle_joiners(chunk, start, false);
        }
        // Keep the last 8 bytes of all input so far.
        let mut both = [0u8; 16];
        let old = usize::from(self.tail_len);
        both[..old].copy_from_slice(&self.tail[..old]);
        let new = chunk.len().min(8);
        both[old..old + new].copy_from_slice(&chunk[chunk.len() - new..]);
        let n = old + new;
        let keep = n.min(8);
        self.tail[..keep].copy_from_slice(&both[n - keep..n]);
        self.tail_len = keep as u8;
    }

    /// Decides the pending joiner controls whose next character `chunk` (input from offset `start`)
    /// completes, or all of them at the end of the input (`eof`).
    fn settle_joiners(&mut self, chunk: &[u8], start: u64, eof: bool) {
        let tail_len = u64::from(self.tail_len);
        let tail = self.tail;
        let byte_at = |a: u64| -> Option<u8> {
            if a >= start {
                chunk.get((a - start) as usize).copied()
            } else if start - a <= tail_len {
                Some(tail[(tail_len - (start - a)) as usize])
            } else {
                None
            }
        };
        let mut pending = std::mem::take(&mut self.joiners);
        let mut warned = Vec::new();
        pending.retain_mut(|j| {
            let prev = *j.prev.get_or_insert_with(|| {
                let mut before = [0u8; 4];
                let mut n = 0;
                for a in j.offset.saturating_sub(4)..j.offset {
                    match byte_at(a) {
                        Some(b) => {
                            before[n] = b;
                            n += 1;
                        }
                        None => n = 0,
                    }
                }
                char_before(&before[..n], n)
            });
            while j.after_len < 4 {
                match byte_at(j.offset + 3 + u64::from(j.after_len)) {
                    Some(b) => {
                        j.after[usize::from(j.after_len)] = b;
                        j.after_len += 1;
                    }
                    None => break,
                }
            }
            let next = match decode_prefix(&j.after[..usize::from(j.after_len)], eof) {
                Some((_, Class::Char(c))) => Some(c),
                Some(_) => None,
                None if eof => None,
                None => return true,
            };
            if !joiner_in_use(prev, next) {
                warned.push((j.offset, j.ch));
            }
            false
        });
        self.joiners = pending;
        self.late_warnings(warned);
    }

    /// Warnings decided after later ones were recorded (`late`, in offset order): the list keeps
    /// the first records in offset order whatever the chunking, so they are merged into their
    /// places in one pass, the last records giving way where the list is full.
    fn late_warnings(&mut self, late: Vec<(u64, char)>) {
        let Some(&(first, _)) = late.first() else {
            return;
        };
        self.stats.warnings[WarningKind::Invisible.index()] += late.len() as u64;
        let at = self.warnings.partition_point(|w| w.offset < first);
        let later = self.warnings.split_off(at);
        let mut merged = Vec::with_capacity(later.len() + late.len());
        let mut news = late.into_iter().map(|(offset, ch)| WarningRecord {
            offset,
            ch,
            kind: WarningKind::Invisible,
        });
        let mut olds = later.iter().copied();
        let (mut n, mut o) = (news.next(), olds.next());
        loop {
            match (n, o) {
                (Some(a), Some(b)) if a.offset < b.offset => {
                    merged.push(a);
                    n = news.next();
                }
                (_, Some(b)) => {
                    merged.push(b);
                    o = olds.next();
                }
                (Some(a), None) => {
                    merged.push(a);
                    n = news.next();
                }
                (None, None) => break,
            }
        }
        let room = self.opts.max_warnings.saturating_sub(self.warnings_kept);
        let keep = (later.len() + room).min(merged.len());
        self.warnings_dropped += (merged.len() - keep) as u64;
        self.warnings_kept += keep - later.len();
        merged.truncate(keep);
        self.warnings.extend(merged);
    }

    /// Classifies a chunk's sequences (and one completed from the carry).
    fn feed_sequences(&mut self, chunk: &[u8]) {
        let mut chunk = chunk;
        if !self.carry.is_empty() {
            match self.carry.complete(chunk) {
                Completed::NeedMore => return,
                Completed::Done {
                    bytes,
                    len,
                    class,
                    from_chunk,
                } => {
                    self.sequence(&bytes[..usize::from(len)], class);
                    chunk = &chunk[from_chunk..];
                }
            }
        }
        let mut pos = 0;
        while pos < chunk.len() {
            if self.opts.fast && self.clean_run >= FAST_PATH_AFTER {
                // Validate and count in one pass as far as it proves valid; then let simdutf8
                // find the exact end of the valid run and count the remainder.
                let taken = self.validated_prefix(&chunk[pos..]);
                pos += taken;
                let rest = &chunk[pos..];
                let valid = match simdutf8::compat::from_utf8(rest) {
                    Ok(_) => rest.len(),
                    Err(e) => e.valid_up_to(),
                };
                if valid > 0 {
                    self.valid_run(&rest[..valid]);
                    pos += valid;
                }
                // What follows (if anything) is an error or an incomplete tail.
                self.clean_run = 0;
                continue;
            }
            let rest = &chunk[pos..];
            if self.opts.fast && rest.len() >= 64 + 8 && !self.records_wanted() {
                pos += self.error_block(rest);
                continue;
            }
            if self.opts.fast
                && rest.len() >= 64 + 8
                && let Some(block) = rest.first_chunk::<64>()
            {
                // Error-dense input: find all sequence starts of the next 64 bytes at once, then
                // decode each from its own window (no wait for the previous sequence's length).
                let mut starts = starts64(block);
                let mut end = 0;
                while starts != 0 {
                    let p = starts.trailing_zeros() as usize;
                    starts &= starts - 1;
                    if p < end {
                        continue; // unreachable: starts64 agrees with the decoder (tested)
                    }
                    let window = rest[p..].first_chunk::<8>().copied().unwrap_or([0; 8]);
                    end = p + self.quick(&window);
                }
                pos += end;
                continue;
            }
            match decode_prefix(rest, false) {
                Some((len, class)) => {
                    self.sequence(&rest[..usize::from(len)], class);
                    pos += usize::from(len);
                }
                None => {
                    self.carry.hold(rest);
                    break;
                }
            }
        }
    }

    /// Takes the error and warning records found since the last call (for a viewer that shows them
    /// while the scan goes on). The caps still count every record ever kept.
    pub fn drain_records(&mut self) -> (Vec<ErrorRecord>, Vec<WarningRecord>) {
        (
            std::mem::take(&mut self.errors),
            std::mem::take(&mut self.warnings),
        )
    }

    /// Ends the input; returns the results.
    pub fn finish(mut self) -> ScanResult {
        let mut carry = self.carry;
        carry.finish(|bytes, _, class| self.sequence(bytes, class));
        self.carry = carry;
        let end = self.stats.bytes;
        self.settle_joiners(&[], end, true);
        ScanResult {
            stats: self.snapshot(),
            errors: self.errors,
            warnings: self.warnings,
            errors_dropped: self.errors_dropped,
            warnings_dropped: self.warnings_dropped,
        }
    }

    /// The counts so far (for progress displays).
    pub fn snapshot(&self) -> Stats {
        let mut s = self.stats.clone();
        s.lf = self.raw_lf - self.stats.crlf;
        s.cr = self.raw_cr - self.stats.crlf;
        s.chars_by_len.copy_from_slice(&self.tally[..4]);
        s.by_kind.copy_from_slice(&self.tally[4..]);
        s.errors = self.tally[4..].iter().sum();
        s
    }

    /// Are error records still being kept (the first error, or the list up to `max_errors`)?
    #[inline]
    fn records_wanted(&self) -> bool {
        self.stats.first_error.is_none() || self.errors_kept < self.opts.max_errors
    }

    /// Counts the next 64 bytes of error-dense input (`rest` starts at a sequence start and holds at
    /// least 72 bytes) with bit masks and population counts. Only used once no more error records are
    /// kept, since it does not visit errors one by one. Characters that need more than counting
    /// (line breaks, NUL, possible warnings) still go through [`Scanner::sequence`] in order, and so
    /// does the block's last sequence, which may reach past it. Returns the bytes consumed.
    fn error_block(&mut self, rest: &[u8]) -> usize {
        let Some(block) = rest.first_chunk::<64>() else {
            return 0;
        };
        let b = BlockClasses::of(block);
        self.tally_block(&b);
        let base = self.offset;
        self.special_in_block(rest, &b);
        self.offset = base + b.last as u64;
        self.clean_run = if b.any_error() {
            0
        } else {
            self.clean_run.saturating_add(b.last as u32)
        };
        let window = rest[b.last..].first_chunk::<8>().copied().unwrap_or([0; 8]);
        b.last + self.quick(&window)
    }

    /// Adds a block's characters (those not taken by the detailed path), errors and U+FFFD count
    /// to the tallies.
    #[inline]
    fn tally_block(&mut self, b: &BlockClasses) {
        let pop = |x: u64| u64::from(x.count_ones());
        for (t, v) in self.tally.iter_mut().zip(b.valid) {
            *t += pop(v & !b.special);
        }
        let e = usize::from(CODE_ERROR);
        self.tally[e + ErrorKind::UnexpectedContinuation.index()] += pop(b.unexpected);
        self.tally[e + ErrorKind::InvalidByte.index()] += pop(b.invalid);
        self.tally[e + ErrorKind::Truncated.index()] += pop(b.truncated);
        self.tally[e + ErrorKind::Overlong.index()] += pop(b.overlong2 | b.overlong3 | b.overlong4);
        self.tally[e + ErrorKind::Surrogate.index()] += pop(b.surrogate);
        self.tally[e + ErrorKind::OutOfRange.index()] += pop(b.out_of_range);
        self.tally[e + ErrorKind::LegacyForm.index()] += pop(b.legacy5 | b.legacy6);
        self.stats.replacements += pop(b.unexpected)
            + pop(b.invalid)
            + pop(b.truncated)
            + pop(b.bad_prefix_tails)
            + 2 * pop(b.overlong2)
            + 3 * pop(b.overlong3 | b.surrogate)
            + 4 * pop(b.overlong4 | b.out_of_range)
            + 5 * pop(b.legacy5)
            + 6 * pop(b.legacy6);
    }

    /// Sends a block's sequences that need the detailed path through [`Scanner::sequence`] in
    /// order, keeping the column exact over the counted ones between them and up to the last.
    #[inline]
    fn special_in_block(&mut self, rest: &[u8], b: &BlockClasses) {
        let pop = |x: u64| u64::from(x.count_ones());
        let base = self.offset;
        let between = |from: usize, to: usize| {
            let upto = if to >= 64 { !0 } else { (1u64 << to) - 1 };
            b.starts_r & upto & !((1u64 << from) - 1)
        };
        let mut next = 0;
        let mut todo = b.special;
        while todo != 0 {
            let p = todo.trailing_zeros() as usize;
            todo &= todo - 1;
            let skipped = between(next, p);
            if skipped != 0 {
                self.column += pop(skipped);
                self.prev_cr = false;
            }
            let window = rest[p..].first_chunk::<8>().copied().unwrap_or([0; 8]);
            let q = decode_window(&window);
            self.offset = base + p as u64;
            self.sequence(&window[..usize::from(q.len)], q.class());
            next = p + usize::from(q.len);
        }
        let skipped = between(next, b.last);
        if skipped != 0 {
            self.column += pop(skipped);
            self.prev_cr = false;
        }
    }

    /// One sequence away from the chunk's end, decoded from an 8-byte window without data-dependent
    /// branches (random and binary input mispredicts nearly every branch). Sequences that need more
    /// than counting (newlines, possible warnings, errors whose record is kept) take the detailed
    /// path. Returns the sequence's length.
    #[inline]
    fn quick(&mut self, window: &[u8; 8]) -> usize {
        let q = decode_window(window);
        let len = usize::from(q.len);
        let is_error = q.code >= CODE_ERROR;
        let is_ascii = q.code == 0;
        let records_wanted = self.records_wanted();
        let special = (is_ascii & ((q.value == 0) | (q.value == 10) | (q.value == 13)))
            | (!is_ascii & !is_error)
            | (is_error & records_wanted);
        if special {
            self.sequence(&window[..len], q.class());
            return len;
        }
        self.tally[usize::from(q.code)] += 1;
        self.stats.replacements += u64::from(q.replacements);
        self.column += 1;
        self.clean_run = if is_error {
            0
        } else {
            self.clean_run.saturating_add(1)
        };
        self.prev_cr = false;
        self.offset += len as u64;
        len
    }

    /// One sequence on the slow path.
    #[inline]
    fn sequence(&mut self, bytes: &[u8], class: Class) {
        let offset = self.offset;
        self.offset += bytes.len() as u64;
        match class {
            Class::Char(c) => {
                self.clean_run = self.clean_run.saturating_add(bytes.len() as u32);
                self.tally[bytes.len() - 1] += 1;
                match c {
                    '\n' => {
                        self.raw_lf += 1;
                        if self.prev_cr {
                            self.stats.crlf += 1;
                        } else {
                            self.line_breaks += 1;
                        }
                        self.column = 0;
                    }
                    '\r' => {
                        self.raw_cr += 1;
                        self.line_breaks += 1;
                        self.column = 0;
                    }
                    _ => self.column += 1,
                }
                self.prev_cr = c == '\r';
                if let Some(kind) = warning_for(c, offset) {
                    self.warning(offset, c, kind);
                }
            }
            Class::Error {
                kind,
                value,
                expected_len,
            } => {
                self.clean_run = 0;
                self.prev_cr = false;
                let replacements = replacement_count(bytes);
                let mut raw = [0u8; 6];
                raw[..bytes.len()].copy_from_slice(bytes);
                let rec = ErrorRecord {
                    offset,
                    line: self.line_breaks + 1,
                    column: self.column + 1,
                    kind,
                    value,
                    expected_len,
                    replacements,
                    len: bytes.len() as u8,
                    bytes: raw,
                };
                self.column += 1;
                self.tally[usize::from(CODE_ERROR) + kind.index()] += 1;
                self.stats.replacements += u64::from(replacements);
                if self.stats.first_error.is_none() {
                    self.stats.first_error = Some(rec);
                }
                if self.errors_kept < self.opts.max_errors {
                    // Grow by doubling, but never past the cap: the window's list is the largest
                    // thing it keeps, and a doubling past the cap would waste up to half of it.
                    if self.errors.len() == self.errors.capacity() {
                        let room = self.opts.max_errors - self.errors_kept;
                        self.errors
                            .reserve_exact(self.errors.len().max(64).min(room));
                    }
                    self.errors.push(rec);
                    self.errors_kept += 1;
                } else {
                    self.errors_dropped += 1;
                }
            }
        }
    }

    fn warning(&mut self, offset: u64, ch: char, kind: WarningKind) {
        if kind == WarningKind::Invisible && is_joiner(ch) {
            self.joiners.push(PendingJoiner {
                offset,
                ch,
                prev: None,
                after: [0; 4],
                after_len: 0,
            });
            return;
        }
        self.stats.warnings[kind.index()] += 1;
        if self.warnings_kept < self.opts.max_warnings {
            self.warnings.push(WarningRecord { offset, ch, kind });
            self.warnings_kept += 1;
        } else {
            self.warnings_dropped += 1;
        }
    }

    /// A run of complete, valid sequences, counted by the SIMD kernel.
    fn valid_run(&mut self, s: &[u8]) {
        let mut candidates = std::mem::take(&mut self.candidates);
        candidates.clear();
        let c = kernel::count(s, &mut candidates);
        self.add_valid(s, c, candidates);
    }

    /// Validates and counts a prefix of `rest` in one pass ([`kernel::validate_and_count`]); returns
    /// how many bytes it took (0 where that kernel is not available or the first round has an error).
    fn validated_prefix(&mut self, rest: &[u8]) -> usize {
        let mut candidates = std::mem::take(&mut self.candidates);
        candidates.clear();
        let (cut, c) = kernel::validate_and_count(rest, &mut candidates);
        self.add_valid(&rest[..cut], c, candidates);
        cut
    }

    /// Books a valid run `s` with its kernel counts and warning candidates.
    fn add_valid(&mut self, s: &[u8], c: kernel::Counts, candidates: Vec<usize>) {
        if s.is_empty() {
            // Nothing to book; in particular a CR just before stays pending for a following LF.
            self.candidates = candidates;
            return;
        }
        let base = self.offset;
        // NULs are counted in bulk; their records (while the list has room) are merged with the
        // other candidates in offset order.
        let room = self.opts.max_warnings.saturating_sub(self.warnings_kept);
        let mut nuls = memchr::memchr_iter(0, s)
            .take(if c.nul > 0 { room } else { 0 })
            .peekable();
        let mut listed_nuls = 0u64;
        for &i in &candidates {
            while let Some(&z) = nuls.peek().filter(|&&z| z < i) {
                self.warning(base + z as u64, '\0', WarningKind::Nul);
                listed_nuls += 1;
                nuls.next();
            }
            if let Some((_, Class::Char(ch))) = decode_prefix(&s[i..], true) {
                let off = base + i as u64;
                if let Some(kind) = warning_for(ch, off) {
                    self.warning(off, ch, kind);
                }
            }
        }
        for z in nuls {
            self.warning(base + z as u64, '\0', WarningKind::Nul);
            listed_nuls += 1;
        }
        self.stats.warnings[WarningKind::Nul.index()] += c.nul - listed_nuls;
        self.warnings_dropped += c.nul - listed_nuls;
        self.candidates = candidates;
        let len = s.len() as u64;
        self.tally[0] += len - c.ge80;
        self.tally[1] += c.gec0 - c.gee0;
        self.tally[2] += c.gee0 - c.gef0;
        self.tally[3] += c.gef0;
        // CR LF pairs, including one split between the previous run and this one.
        let mut crlf = u64::from(self.prev_cr && s.first() == Some(&b'\n'));
        if c.cr > 0 {
            crlf += memchr::memchr_iter(b'\r', s)
                .filter(|&i| s.get(i + 1) == Some(&b'\n'))
                .count() as u64;
        }
        self.stats.crlf += crlf;
        self.raw_lf += c.lf;
        self.raw_cr += c.cr;
        self.line_breaks += c.lf + c.cr - crlf;
        match memchr::memrchr2(b'\n', b'\r', s) {
            Some(j) => {
                self.column = s[j + 1..].iter().filter(|&&b| !is_continuation(b)).count() as u64;
            }
            None => self.column += len - (c.ge80 - c.gec0),
        }
        self.prev_cr = s.last() == Some(&b'\r');
        self.offset += len;
    }
}

/// What each byte of a 64-byte block of error-dense input starts, as bit masks (bit `i` for byte
/// `i`), up to the block's last sequence, which may run into the next bytes and is left out.
struct BlockClasses {
    /// Position of the block's last sequence start.
    last: usize,
    /// Sequence starts before `last`.
    starts_r: u64,
    /// Valid characters of 1, 2, 3, 4 bytes.
    valid: [u64; 4],
    /// Characters that need more than counting (NUL, line breaks, possible warnings).
    special: u64,
    /// Continuation bytes standing alone.
    unexpected: u64,
    /// FE, FF.
    invalid: u64,
    /// Leads without all their continuation bytes.
    truncated: u64,
    /// Continuation bytes after a truncated lead whose prefix is not well-formed (each a U+FFFD).
    bad_prefix_tails: u64,
    /// Overlong 2-, 3-, 4-byte forms.
    overlong2: u64,
    overlong3: u64,
    overlong4: u64,
    /// Encoded surrogates.
    surrogate: u64,
    /// 4-byte forms above U+10FFFF.
    out_of_range: u64,
    /// RFC 2279's 5- and 6-byte forms.
    legacy5: u64,
    legacy6: u64,
}

impl BlockClasses {
    /// The classes of a block's bytes, from its byte masks and sequence starts.
    #[inline]
    fn of(block: &[u8; 64]) -> BlockClasses {
        let m = byte_masks(block);
        let starts = starts64(block);
        // The last sequence of the block may run into the next bytes: it is decoded on its own.
        let last = 63 - starts.leading_zeros() as usize;
        let region = (1u64 << last) - 1;
        let starts_r = starts & region;
        let absorbed = !starts & region;
        let c = m.cont;
        let c1 = c >> 1;
        let c2 = c1 & (c >> 2);
        let c3 = c2 & (c >> 3);
        let c4 = c3 & (c >> 4);
        let c5 = c4 & (c >> 5);
        let complete = [
            m.lead[0] & c1 & region,
            m.lead[1] & c2 & region,
            m.lead[2] & c3 & region,
            m.lead[3] & c4 & region,
            m.lead[4] & c5 & region,
        ];
        let leads = (m.lead[0] | m.lead[1] | m.lead[2] | m.lead[3] | m.lead[4]) & region;
        let truncated = leads & !complete.iter().fold(0, |a, x| a | x);
        // Second-byte conditions, seen from the lead's position.
        let second_lt_a0 = m.lta0 >> 1;
        let second_lt_90 = m.lt90 >> 1;
        let overlong2 = complete[0] & m.c0c1;
        let overlong3 = complete[1] & m.e0 & second_lt_a0;
        let surrogate = complete[1] & m.ed & !second_lt_a0;
        let overlong4 = complete[2] & m.f0 & second_lt_90;
        let out_of_range = complete[2] & (m.f5_f7 | (m.f4 & !second_lt_90));
        let valid = [
            m.ascii & region,
            complete[0] & !overlong2,
            complete[1] & !(overlong3 | surrogate),
            complete[2] & !(overlong4 | out_of_range),
        ];
        let special = ((m.special_ascii & valid[0])
            | (m.warning_lead & (valid[1] | valid[2] | valid[3])))
            & region;
        // U+FFFD: one per byte of a complete error sequence or a stray byte; one per truncated
        // sequence, plus one per continuation byte of those whose prefix is not well-formed.
        let bad_prefix = truncated
            & c1
            & (m.bad_lead
                | (m.e0 & second_lt_a0)
                | (m.ed & !second_lt_a0)
                | (m.f0 & second_lt_90)
                | (m.f4 & !second_lt_90));
        let mut g = bad_prefix;
        let mut bad_prefix_tails = 0;
        for _ in 0..5 {
            g = (g << 1) & absorbed;
            bad_prefix_tails |= g;
        }
        BlockClasses {
            last,
            starts_r,
            valid,
            special,
            unexpected: c & starts_r,
            invalid: m.invalid & region,
            truncated,
            bad_prefix_tails,
            overlong2,
            overlong3,
            overlong4,
            surrogate,
            out_of_range,
            legacy5: complete[3],
            legacy6: complete[4],
        }
    }

    /// Whether the block holds an error of any kind.
    #[inline]
    fn any_error(&self) -> bool {
        (self.unexpected | self.invalid | self.truncated)
            | (self.overlong2 | self.overlong3 | self.overlong4)
            | (self.surrogate | self.out_of_range | self.legacy5 | self.legacy6)
            != 0
    }
}

/// Everything a finished scan found.
#[derive(Clone, Debug, Default)]
pub struct ScanResult {
    /// The counts.
    pub stats: Stats,
    /// The first `max_errors` errors.
    pub errors: Vec<ErrorRecord>,
    /// The first `max_warnings` warnings.
    pub warnings: Vec<WarningRecord>,
    /// Errors counted but not kept.
    pub errors_dropped: u64,
    /// Warnings counted but not kept.
    pub warnings_dropped: u64,
}

/// Scans a whole in-memory input.
pub fn scan_bytes(bytes: &[u8], opts: ScanOptions) -> ScanResult {
    let mut s = Scanner::new(opts);
    s.feed(bytes);
    s.finish()
}
