//! A legacy or CJK reading of the whole file, as a background job: the characters it makes and
//! the bytes it makes no character of (a byte the code page leaves unmapped; a CJK lead byte
//! without its trail, or a pair the table lacks, one byte at a time, as the view hatches it and
//! F8 finds it, [`super::Document::find_reading_error`]), with where those bytes are, for the
//! overview.
//!
//! Why: in a windows-1251 or Shift_JIS reading the status line, the Summary tab and the overview
//! counted UTF-8's errors ("1,234 errors" for a good windows-1251 file viewed as windows-1251).

use super::job::{JobContext, Step, Work};
use super::reading::Reading;
use super::scan_job::ScanError;
use crate::analysis::cjk::{CjkId, char_at};

/// What a legacy or CJK reading makes of the whole file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReadingStats {
    /// The reading counted.
    pub reading: Reading,
    /// Characters it makes.
    pub chars: u64,
    /// Bytes it makes no character of.
    pub unreadable: u64,
}

/// The places of the unreadable bytes (offset, length 1), at most a cap of them, and the counts.
pub type ReadingScanOutput = (Vec<(u64, u8)>, ReadingStats);

/// The scan, one block per step.
pub struct ReadingScanWork {
    reader: Box<dyn std::io::Read + Send>,
    how: How,
    /// Bytes read but not yet counted (a CJK character cut by the block's end), starting at
    /// offset `at`.
    pending: Vec<u8>,
    at: u64,
    read: u64,
    buf: Vec<u8>,
    stats: ReadingStats,
    marks: Vec<(u64, u8)>,
    max_marks: usize,
}

enum How {
    /// For each byte, whether the code page leaves it unmapped.
    Legacy(Box<[bool; 256]>),
    Cjk(CjkId),
}

impl ReadingScanWork {
    /// The scan of `reader` in `reading`, keeping up to `max_marks` places; `None` for a reading
    /// that is not a legacy or CJK one (UTF-8 and UTF-16/32 have their own scans).
    pub fn new(
        reader: Box<dyn std::io::Read + Send>,
        reading: Reading,
        max_marks: usize,
    ) -> Option<ReadingScanWork> {
        let how = match reading {
            Reading::Legacy(i) => {
                let l = crate::analysis::legacy::LEGACY.get(i)?;
                let mut unmapped = [false; 256];
                for (b, u) in unmapped.iter_mut().enumerate() {
                    *u = l.decode_byte(b as u8).is_none();
                }
                How::Legacy(Box::new(unmapped))
            }
            Reading::Cjk(id) if id.readable() => How::Cjk(id),
            _ => return None,
        };
        Some(ReadingScanWork {
            reader,
            how,
            pending: Vec::new(),
            at: 0,
            read: 0,
            buf: vec![0u8; 1 << 20],
            stats: ReadingStats {
                reading,
                chars: 0,
                unreadable: 0,
            },
            marks: Vec::new(),
            max_marks,
        })
    }

    /// Counts `self.pending` up to its last 3 bytes (all of it at the end of the file, `eof`).
    fn count(&mut self, eof: bool) {
        let bytes = std::mem::take(&mut self.pending);
        let mut i = 0usize;
        match &self.how {
            How::Legacy(unmapped) => {
                let mut bad = 0u64;
                for (k, &b) in bytes.iter().enumerate() {
                    if unmapped[usize::from(b)] {
                        bad += 1;
                        if self.marks.len() < self.max_marks {
                            self.marks.push((self.at + k as u64, 1));
                        }
                    }
                }
                self.stats.unreadable += bad;
                self.stats.chars += bytes.len() as u64 - bad;
                i = bytes.len();
            }
            How::Cjk(id) => {
                // Characters are 1–4 bytes: one that may run past the bytes read waits for more.
                let stop = if eof {
                    bytes.len()
                } else {
                    bytes.len().saturating_sub(3)
                };
                // Fast: the bytes up to a sure character boundary decoded at once; well-formed,
                // they are as many characters as they decode to (10x faster: Shift_JIS at about
                // 30 MB/s a character at a time). Not for GBK, which F8 reads two bytes at most
                // (GB18030's four-byte forms are none of its characters), nor Big5, four of whose
                // pairs decode to two characters each.
                let whole = matches!(
                    id,
                    CjkId::ShiftJis | CjkId::EucJp | CjkId::EucKr | CjkId::Gb18030
                );
                let sure = if eof {
                    bytes.len()
                } else {
                    crate::analysis::cjk::boundary_before(&bytes, stop)
                };
                if let Some(text) = id.decoder().filter(|_| whole && sure > 0).and_then(|enc| {
                    enc.decode_without_bom_handling_and_without_replacement(&bytes[..sure])
                }) {
                    self.stats.chars += text.chars().count() as u64;
                    i = sure;
                }
                while i < stop {
                    // (An ASCII byte where a character starts is one character in every one of
                    // these encodings.)
                    let len = if bytes[i] < 0x80 {
                        Some(1)
                    } else {
                        char_at(&bytes[i..], *id).map(|(_, k)| k)
                    };
                    match len {
                        Some(k) => {
                            self.stats.chars += 1;
                            i += k;
                        }
                        None => {
                            self.stats.unreadable += 1;
                            if self.marks.len() < self.max_marks {
                                self.marks.push((self.at + i as u64, 1));
                            }
                            i += 1;
                        }
                    }
                }
            }
        }
        self.at += i.min(bytes.len()) as u64;
        self.pending = bytes.get(i..).map(<[u8]>::to_vec).unwrap_or_default();
    }
}

impl Work for ReadingScanWork {
    type Output = ReadingScanOutput;
    type Error = ScanError;

    fn step(&mut self, ctx: &JobContext) -> Step<Result<ReadingScanOutput, ScanError>> {
        use std::io::Read;
        match self.reader.read(&mut self.buf) {
            Ok(0) => {
                self.count(true);
                Step::Done(Ok((std::mem::take(&mut self.marks), self.stats)))
            }
            Ok(n) => {
                self.pending.extend_from_slice(&self.buf[..n]);
                self.read += n as u64;
                self.count(false);
                ctx.set_progress(self.read);
                Step::More
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => Step::More,
            Err(source) => Step::Done(Err(ScanError::Read {
                offset: self.read,
                source,
            })),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::test_samples::udhr;
    use crate::document::{Document, ReadingCount};
    use std::time::{Duration, Instant};

    /// The document of `bytes` in `reading`, once its count is done, and the count.
    fn counted(bytes: Vec<u8>, reading: Reading) -> (Document, ReadingStats) {
        let mut doc = Document::from_bytes("t", bytes, || {});
        doc.set_reading(reading);
        let t = Instant::now();
        loop {
            doc.poll();
            match doc.reading_count() {
                Some(ReadingCount::Done(s)) => {
                    let s = *s;
                    return (doc, s);
                }
                Some(ReadingCount::Failed(why)) => panic!("count failed: {why}"),
                _ => {}
            }
            assert!(
                t.elapsed() < Duration::from_secs(60),
                "count did not finish"
            );
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    /// Every byte F8 stops at in turn (forward from the start).
    fn f8_stops(doc: &Document) -> Vec<u64> {
        let mut out = Vec::new();
        let mut from = 0;
        // (The first byte is looked at too: F8 looks after `from`.)
        if doc.has_mark_in(0, 1, false) {
            out.push(0);
        }
        while let Ok((at, _)) = doc.find_reading_error(from, true) {
            out.push(at);
            from = at;
        }
        out
    }

    fn rus_1251() -> Vec<u8> {
        let text = String::from_utf8(udhr("rus")).expect("UTF-8");
        encoding_rs::WINDOWS_1251.encode(&text).0.into_owned()
    }

    fn windows_1251() -> Reading {
        Reading::Legacy(
            crate::analysis::legacy::by_name("windows-1251")
                .expect("windows-1251")
                .index(),
        )
    }

    #[test]
    fn a_good_windows_1251_file_has_nothing_unreadable_in_windows_1251() {
        let bytes = rus_1251();
        let n = bytes.len() as u64;
        let (doc, s) = counted(bytes, windows_1251());
        assert_eq!((s.chars, s.unreadable), (n, 0));
        assert!(!doc.has_mark_in(0, n, false), "no mark on the overview");
        // The same bytes in UTF-8 are full of errors (what the window counted before).
        let doc = Document::from_bytes("t", rus_1251(), || {});
        assert!(
            crate::analysis::scan_bytes(&rus_1251(), Default::default())
                .stats
                .errors
                > 1000
        );
        assert_eq!(doc.reading_count(), None, "UTF-8 has its own counts");
    }

    #[test]
    fn unmapped_bytes_are_counted_where_f8_finds_them() {
        // Hebrew in windows-1255, which leaves 0xFF (among others) unmapped: good, then with
        // three of them, one at the start, over a file longer than a block (1 MiB).
        let text = String::from_utf8(udhr("heb")).expect("UTF-8");
        let heb = encoding_rs::WINDOWS_1255.encode(&text).0.into_owned();
        let windows_1255 = Reading::Legacy(
            crate::analysis::legacy::by_name("windows-1255")
                .expect("windows-1255")
                .index(),
        );
        let (_, s) = counted(heb.clone(), windows_1255);
        assert_eq!((s.chars, s.unreadable), (heb.len() as u64, 0));
        let mut bytes = Vec::new();
        while bytes.len() < 5 << 19 {
            bytes.extend(&heb);
        }
        for at in [0, 1 << 20, bytes.len() - 1] {
            bytes[at] = 0xFF;
        }
        let want = vec![0, 1 << 20, bytes.len() as u64 - 1];
        let n = bytes.len() as u64;
        let (doc, s) = counted(bytes, windows_1255);
        assert_eq!(s.unreadable, 3);
        assert_eq!(s.chars, n - 3);
        assert_eq!(f8_stops(&doc), want);
        assert_eq!(doc.reading_marks, vec![(0, 1), (1 << 20, 1), (n - 1, 1)]);
    }

    #[test]
    fn a_shift_jis_file_is_counted_a_character_at_a_time() {
        let text = String::from_utf8(udhr("jpn")).expect("UTF-8");
        let sjis = encoding_rs::SHIFT_JIS.encode(&text).0.into_owned();
        let chars = text.chars().count() as u64;
        // Good: every character read, none unreadable; its length in characters, not bytes.
        let (_, s) = counted(sjis.clone(), Reading::Cjk(CjkId::ShiftJis));
        assert_eq!((s.chars, s.unreadable), (chars, 0));
        // Copies over 2.5 MiB (a character cut by a block's end is read whole; the first block
        // is read at once, the one with a bad byte character by character), a lead byte before
        // a line break (no trail) in the middle, and a lead byte at the very end.
        let mut bytes = Vec::new();
        let mut copies = 0u64;
        while bytes.len() < 5 << 19 {
            bytes.extend(&sjis);
            copies += 1;
        }
        let mid = bytes.len() / 2;
        let mid = mid
            + bytes[mid..]
                .iter()
                .position(|&b| b == b'\n')
                .expect("a line break");
        bytes.insert(mid, 0x82);
        bytes.push(0x82);
        let n = bytes.len() as u64;
        let (doc, s) = counted(bytes, Reading::Cjk(CjkId::ShiftJis));
        assert_eq!((s.chars, s.unreadable), (chars * copies, 2));
        assert_eq!(f8_stops(&doc), vec![mid as u64, n - 1]);
    }
}
