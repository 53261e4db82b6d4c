//! UTF-16 and UTF-32 (RFC 2781, Unicode §3.9): code units, pairs, and what goes wrong in them.
//!
//! Why these live beside the UTF-8 codec: translators meet UTF-16 files every week ("Unicode text"
//! from spreadsheets, Windows tools), and teachers explain UTF-8 by contrast with UTF-16 — byte
//! order, surrogate pairs, why UTF-8 stops at U+10FFFF. The same rules hold as for UTF-8: pure
//! functions, no I/O, and ill-formed input is *classified*, never an `Err`.
//!
//! A UTF-16 unit is one character unless it is a surrogate: a high surrogate (D800–DBFF) followed by a
//! low one (DC00–DFFF) is one 4-byte character; either alone is an error of its own kind. A UTF-32
//! unit is one character unless it is above 10FFFF or a surrogate value. A file whose length is not a
//! multiple of the unit leaves a short tail (`odd-length`).
//!
//! [`WideScanner`] counts a whole input fed in chunks of any size (a pair or a unit may be cut by a
//! chunk edge) in constant memory, with a fast path for blocks without surrogates.

use serde::Serialize;

/// The four byte layouts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum WideForm {
    /// UTF-16, least significant byte first (Windows).
    #[serde(rename = "UTF-16LE")]
    Utf16Le,
    /// UTF-16, most significant byte first (network order, Java).
    #[serde(rename = "UTF-16BE")]
    Utf16Be,
    /// UTF-32, least significant byte first.
    #[serde(rename = "UTF-32LE")]
    Utf32Le,
    /// UTF-32, most significant byte first.
    #[serde(rename = "UTF-32BE")]
    Utf32Be,
}

impl WideForm {
    /// Every form.
    pub const ALL: [WideForm; 4] = [
        WideForm::Utf16Le,
        WideForm::Utf16Be,
        WideForm::Utf32Le,
        WideForm::Utf32Be,
    ];

    /// "UTF-16LE", …
    pub fn name(self) -> &'static str {
        match self {
            WideForm::Utf16Le => "UTF-16LE",
            WideForm::Utf16Be => "UTF-16BE",
            WideForm::Utf32Le => "UTF-32LE",
            WideForm::Utf32Be => "UTF-32BE",
        }
    }

    /// Bytes per code unit: 2 or 4.
    pub fn unit(self) -> usize {
        if self.is_utf16() { 2 } else { 4 }
    }

    /// UTF-16 (else UTF-32).
    pub fn is_utf16(self) -> bool {
        matches!(self, WideForm::Utf16Le | WideForm::Utf16Be)
    }

    /// Most significant byte first.
    pub fn big_endian(self) -> bool {
        matches!(self, WideForm::Utf16Be | WideForm::Utf32Be)
    }

    /// The byte order mark (U+FEFF) in this form.
    pub fn bom(self) -> &'static [u8] {
        match self {
            WideForm::Utf16Le => b"\xFF\xFE",
            WideForm::Utf16Be => b"\xFE\xFF",
            WideForm::Utf32Le => b"\xFF\xFE\x00\x00",
            WideForm::Utf32Be => b"\x00\x00\xFE\xFF",
        }
    }

    /// The form a name stands for, ignoring case and punctuation (`utf16le`, `UTF-16LE`,
    /// `UCS-2LE`). The bare `UTF-16`/`UTF-32` name no byte order: see [`WideForm::family`].
    pub fn from_name(name: &str) -> Option<WideForm> {
        match squash(name).as_str() {
            "utf16le" | "ucs2le" | "unicodelittleunmarked" => Some(WideForm::Utf16Le),
            "utf16be" | "ucs2be" | "unicodebigunmarked" => Some(WideForm::Utf16Be),
            "utf32le" | "ucs4le" => Some(WideForm::Utf32Le),
            "utf32be" | "ucs4be" => Some(WideForm::Utf32Be),
            _ => None,
        }
    }

    /// For the bare names `UTF-16` (`ucs2`, `unicode`) and `UTF-32` (`ucs4`): whether the name is
    /// UTF-16 (`Some(true)`) or UTF-32 (`Some(false)`), with the byte order left to the BOM.
    pub fn family(name: &str) -> Option<bool> {
        match squash(name).as_str() {
            "utf16" | "ucs2" | "unicode" => Some(true),
            "utf32" | "ucs4" => Some(false),
            _ => None,
        }
    }

    /// The form whose BOM `bytes` start with (UTF-32LE before UTF-16LE: `FF FE 00 00`).
    pub fn from_bom(bytes: &[u8]) -> Option<WideForm> {
        [
            WideForm::Utf32Le,
            WideForm::Utf32Be,
            WideForm::Utf16Le,
            WideForm::Utf16Be,
        ]
        .into_iter()
        .find(|f| bytes.starts_with(f.bom()))
    }

    /// The code unit in the first [`WideForm::unit`] bytes of `b` (which must be that long).
    #[inline]
    pub fn unit_at(self, b: &[u8]) -> u32 {
        match self {
            WideForm::Utf16Le => u32::from(u16::from_le_bytes([b[0], b[1]])),
            WideForm::Utf16Be => u32::from(u16::from_be_bytes([b[0], b[1]])),
            WideForm::Utf32Le => u32::from_le_bytes([b[0], b[1], b[2], b[3]]),
            WideForm::Utf32Be => u32::from_be_bytes([b[0], b[1], b[2], b[3]]),
        }
    }

    /// Appends `c` in this form.
    pub fn encode(self, c: char, out: &mut Vec<u8>) {
        let mut buf = [0u16; 2];
        match self {
            WideForm::Utf16Le => {
                for u in c.encode_utf16(&mut buf) {
                    out.extend_from_slice(&u.to_le_bytes());
                }
            }
            WideForm::Utf16Be => {
                for u in c.encode_utf16(&mut buf) {
                    out.extend_from_slice(&u.to_be_bytes());
                }
            }
            WideForm::Utf32Le => out.extend_from_slice(&u32::from(c).to_le_bytes()),
            WideForm::Utf32Be => out.extend_from_slice(&u32::from(c).to_be_bytes()),
        }
    }
}

fn squash(name: &str) -> String {
    name.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// What can be wrong in UTF-16 or UTF-32.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum WideError {
    /// UTF-16: D800–DBFF not followed by DC00–DFFF.
    LoneHighSurrogate,
    /// UTF-16: DC00–DFFF without a high surrogate before it.
    LoneLowSurrogate,
    /// Fewer bytes left at the end than a code unit has.
    OddLength,
    /// UTF-32: a value above 10FFFF.
    OutOfRange,
    /// UTF-32: a surrogate value D800–DFFF.
    Surrogate,
}

impl WideError {
    /// Every kind, in the order of count arrays.
    pub const ALL: [WideError; 5] = [
        WideError::LoneHighSurrogate,
        WideError::LoneLowSurrogate,
        WideError::OddLength,
        WideError::OutOfRange,
        WideError::Surrogate,
    ];

    /// The kebab-case name used in machine output.
    pub fn name(self) -> &'static str {
        match self {
            WideError::LoneHighSurrogate => "lone-high-surrogate",
            WideError::LoneLowSurrogate => "lone-low-surrogate",
            WideError::OddLength => "odd-length",
            WideError::OutOfRange => "out-of-range",
            WideError::Surrogate => "surrogate",
        }
    }

    /// Position in [`WideError::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// A sentence that says what is wrong with `value` (the unit, or for `odd-length` the number of
    /// bytes left) in `form`.
    pub fn explain(self, value: u32, form: WideForm) -> String {
        match self {
            WideError::LoneHighSurrogate => format!(
                "high surrogate {value:04X} not followed by a low surrogate (DC00–DFFF): half of a \
                 pair, no character on its own"
            ),
            WideError::LoneLowSurrogate => format!(
                "low surrogate {value:04X} without a high surrogate (D800–DBFF) before it: the second \
                 half of a pair, no character on its own"
            ),
            WideError::OddLength => format!(
                "{value} byte{} left at the end: {} code units are {} bytes, so the file was cut",
                if value == 1 { "" } else { "s" },
                form.name(),
                form.unit()
            ),
            WideError::OutOfRange => format!(
                "{value:08X} is above 10FFFF, the largest code point (the most UTF-16 can reach)"
            ),
            WideError::Surrogate => format!(
                "{value:04X} is a surrogate code point: surrogates only pair up inside UTF-16 and are \
                 never characters, in UTF-32 or UTF-8"
            ),
        }
    }
}

/// One code unit (or surrogate pair) read from the start of some bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WideUnit {
    /// Bytes it covers: the unit size, twice that for a pair, or the short tail.
    pub len: usize,
    /// The character, or what is wrong.
    pub class: Result<char, WideError>,
    /// The unit's value (a lone surrogate, an out-of-range value), the pair's code point, or for
    /// `odd-length` the number of bytes left.
    pub value: u32,
}

/// Reads the unit at the start of `bytes`, taking `bytes` as everything that follows in the file
/// (a high surrogate at the very end is lone). `bytes` must not be empty.
pub fn decode_wide_prefix(bytes: &[u8], form: WideForm) -> WideUnit {
    let n = form.unit();
    if bytes.len() < n {
        let left = bytes.len();
        return WideUnit {
            len: left,
            class: Err(WideError::OddLength),
            value: left as u32,
        };
    }
    let u = form.unit_at(bytes);
    if !form.is_utf16() {
        let class = match char::from_u32(u) {
            Some(c) => Ok(c),
            None if u > 0x10FFFF => Err(WideError::OutOfRange),
            None => Err(WideError::Surrogate),
        };
        return WideUnit {
            len: 4,
            class,
            value: u,
        };
    }
    match u {
        0xD800..=0xDBFF => {
            if bytes.len() >= 4 {
                let low = form.unit_at(&bytes[2..]);
                if (0xDC00..=0xDFFF).contains(&low) {
                    let cp = 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00);
                    return WideUnit {
                        len: 4,
                        class: char::from_u32(cp).ok_or(WideError::LoneHighSurrogate),
                        value: cp,
                    };
                }
            }
            WideUnit {
                len: 2,
                class: Err(WideError::LoneHighSurrogate),
                value: u,
            }
        }
        0xDC00..=0xDFFF => WideUnit {
            len: 2,
            class: Err(WideError::LoneLowSurrogate),
            value: u,
        },
        _ => WideUnit {
            len: 2,
            class: char::from_u32(u).ok_or(WideError::LoneLowSurrogate),
            value: u,
        },
    }
}

/// Where the unit that covers byte `offset` of `bytes` (a whole file, or a window that starts on a
/// unit boundary) begins: units are aligned, so only a low surrogate can belong to a pair that starts
/// one unit earlier.
pub fn wide_unit_start(bytes: &[u8], offset: usize, form: WideForm) -> usize {
    let n = form.unit();
    let start = offset - offset % n;
    if form.is_utf16() && start >= 2 && start + 2 <= bytes.len() {
        let here = form.unit_at(&bytes[start..]);
        let before = form.unit_at(&bytes[start - 2..]);
        if (0xDC00..=0xDFFF).contains(&here) && (0xD800..=0xDBFF).contains(&before) {
            return start - 2;
        }
    }
    start
}

/// The first error of a wide scan.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct WideErrorRecord {
    /// Byte offset in the input.
    pub offset: u64,
    /// What is wrong.
    pub kind: WideError,
    /// The unit's value (or the bytes left, for `odd-length`).
    pub value: u32,
    /// 1-based line (U+000A characters before it, plus one).
    pub line: u64,
}

/// Counts over a whole UTF-16 or UTF-32 input.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WideStats {
    /// The form scanned.
    pub encoding: WideForm,
    /// Bytes read.
    pub bytes: u64,
    /// Whether it starts with U+FEFF (not counted as a character).
    pub bom: bool,
    /// Characters (a pair counts once).
    pub chars: u64,
    /// Ill-formed units (a lone surrogate, a bad UTF-32 value, a short tail), each once.
    pub errors: u64,
    /// Errors per kind, in the order of [`WideError::ALL`], by name.
    pub by_kind: std::collections::BTreeMap<&'static str, u64>,
    /// The first error.
    pub first_error: Option<WideErrorRecord>,
    /// U+000A characters.
    pub line_feeds: u64,
}

impl WideStats {
    /// No errors.
    pub fn is_valid(&self) -> bool {
        self.errors == 0
    }
}

/// Units per fast block (a multiple of every unit size in bytes).
const BLOCK: usize = 256;

/// Counts a UTF-16 or UTF-32 input fed in chunks of any size.
pub struct WideScanner {
    form: WideForm,
    /// Bytes of an unfinished unit or pair carried from the previous chunk.
    carry: [u8; 4],
    carry_len: usize,
    /// Offset of the next byte to be fed.
    offset: u64,
    chars: u64,
    errors: u64,
    by_kind: [u64; 5],
    first_error: Option<WideErrorRecord>,
    line_feeds: u64,
    bom: bool,
    /// Where errors are (offset, length), kept when asked for, up to `keep`.
    records: Vec<(u64, u8)>,
    keep: usize,
}

impl WideScanner {
    /// The form it reads.
    pub fn form(&self) -> WideForm {
        self.form
    }

    /// A scanner for `form`.
    pub fn new(form: WideForm) -> WideScanner {
        WideScanner {
            form,
            carry: [0; 4],
            carry_len: 0,
            offset: 0,
            chars: 0,
            errors: 0,
            by_kind: [0; 5],
            first_error: None,
            line_feeds: 0,
            bom: false,
            records: Vec::new(),
            keep: 0,
        }
    }

    /// A scanner that also keeps where the first `keep` errors are (for an overview and F8).
    pub fn with_records(form: WideForm, keep: usize) -> WideScanner {
        WideScanner {
            keep,
            ..WideScanner::new(form)
        }
    }

    /// The errors kept so far: (offset, length), in order.
    pub fn records(&self) -> &[(u64, u8)] {
        &self.records
    }

    fn record(&mut self, at: u64, u: &WideUnit) {
        match u.class {
            Ok(c) => {
                if at == 0 && c == '\u{FEFF}' {
                    self.bom = true;
                } else {
                    self.chars += 1;
                    self.line_feeds += u64::from(c == '\n');
                }
            }
            Err(kind) => {
                self.errors += 1;
                self.by_kind[kind.index()] += 1;
                if self.records.len() < self.keep {
                    self.records.push((at, u.len as u8));
                }
                if self.first_error.is_none() {
                    self.first_error = Some(WideErrorRecord {
                        offset: at,
                        kind,
                        value: u.value,
                        line: self.line_feeds + 1,
                    });
                }
            }
        }
    }

    /// Feeds the next bytes of the input.
    pub fn feed(&mut self, mut chunk: &[u8]) {
        // Finish a unit or pair cut by the previous chunk's edge.
        while self.carry_len > 0 && !chunk.is_empty() {
            let take = (4 - self.carry_len).min(chunk.len());
            let mut buf = [0u8; 4];
            buf[..self.carry_len].copy_from_slice(&self.carry[..self.carry_len]);
            buf[self.carry_len..self.carry_len + take].copy_from_slice(&chunk[..take]);
            let have = self.carry_len + take;
            if !self.complete(&buf[..have]) {
                self.carry = buf;
                self.carry_len = have;
                self.offset += take as u64;
                return;
            }
            let u = decode_wide_prefix(&buf[..have], self.form);
            self.record(self.offset - self.carry_len as u64, &u);
            if u.len <= self.carry_len {
                // A lone high surrogate: the carried bytes after it start the next unit.
                self.carry.copy_within(u.len..self.carry_len, 0);
                self.carry_len -= u.len;
            } else {
                let used = u.len - self.carry_len;
                self.carry_len = 0;
                self.offset += used as u64;
                chunk = &chunk[used..];
            }
        }
        let mut i = 0;
        let n = self.form.unit();
        while i < chunk.len() {
            // Fast path: a whole block with no surrogate (UTF-16) or bad value (UTF-32), and not
            // ending in a high surrogate that might pair with the next block.
            if chunk.len() - i >= BLOCK * n {
                let block = &chunk[i..i + BLOCK * n];
                if let Some(lf) = self.clean_block(block) {
                    self.chars += BLOCK as u64;
                    self.line_feeds += lf;
                    if self.offset == 0 && self.form.unit_at(block) == 0xFEFF {
                        self.chars -= 1;
                        self.bom = true;
                    }
                    i += BLOCK * n;
                    self.offset += (BLOCK * n) as u64;
                    continue;
                }
            }
            let rest = &chunk[i..];
            if !self.complete(rest) {
                self.carry[..rest.len()].copy_from_slice(rest);
                self.carry_len = rest.len();
                self.offset += rest.len() as u64;
                return;
            }
            let u = decode_wide_prefix(rest, self.form);
            self.record(self.offset, &u);
            i += u.len;
            self.offset += u.len as u64;
        }
    }

    /// Whether `bytes` (the rest of what is known) hold a whole unit or pair, i.e. whether the
    /// unit at their start can be decided without more input.
    fn complete(&self, bytes: &[u8]) -> bool {
        if bytes.len() < self.form.unit() {
            return false;
        }
        if self.form.is_utf16() && (0xD800..=0xDBFF).contains(&self.form.unit_at(bytes)) {
            return bytes.len() >= 4;
        }
        true
    }

    /// For a block with no surrogate units and no bad values: its U+000A count.
    #[inline]
    fn clean_block(&self, block: &[u8]) -> Option<u64> {
        let mut bad = 0u32;
        let mut lf = 0u32;
        match self.form {
            WideForm::Utf16Le | WideForm::Utf16Be => {
                let be = self.form.big_endian();
                for p in block.chunks_exact(2) {
                    let u = if be {
                        u16::from_be_bytes([p[0], p[1]])
                    } else {
                        u16::from_le_bytes([p[0], p[1]])
                    };
                    bad |= u32::from(u & 0xF800 == 0xD800);
                    lf += u32::from(u == 0x000A);
                }
            }
            WideForm::Utf32Le | WideForm::Utf32Be => {
                let be = self.form.big_endian();
                for p in block.chunks_exact(4) {
                    let u = if be {
                        u32::from_be_bytes([p[0], p[1], p[2], p[3]])
                    } else {
                        u32::from_le_bytes([p[0], p[1], p[2], p[3]])
                    };
                    bad |= u32::from(u > 0x10FFFF || u & 0xFFFF_F800 == 0xD800);
                    lf += u32::from(u == 0x000A);
                }
            }
        }
        (bad == 0).then_some(u64::from(lf))
    }

    /// Ends the input: a carried tail is a lone high surrogate or an odd length.
    pub fn finish(self) -> WideStats {
        self.finish_with_records().1
    }

    /// [`WideScanner::finish`], with the error records kept ([`WideScanner::records`]), the last
    /// unit's among them (a cut tail is an error only once the input ends).
    pub fn finish_with_records(mut self) -> (Vec<(u64, u8)>, WideStats) {
        if self.carry_len > 0 {
            let buf = self.carry;
            let mut rest = &buf[..self.carry_len];
            let mut at = self.offset - self.carry_len as u64;
            while !rest.is_empty() {
                let u = decode_wide_prefix(rest, self.form);
                self.record(at, &u);
                at += u.len as u64;
                rest = &rest[u.len..];
            }
        }
        let stats = WideStats {
            encoding: self.form,
            bytes: self.offset,
            bom: self.bom,
            chars: self.chars,
            errors: self.errors,
            by_kind: WideError::ALL
                .iter()
                .map(|k| (k.name(), self.by_kind[k.index()]))
                .collect(),
            first_error: self.first_error,
            line_feeds: self.line_feeds,
        };
        (self.records, stats)
    }
}

/// Counts a whole input held in memory.
pub fn scan_wide(bytes: &[u8], form: WideForm) -> WideStats {
    let mut s = WideScanner::new(form);
    s.feed(bytes);
    s.finish()
}

/// Decodes `bytes` (a BOM of this form at the start is dropped), one U+FFFD per ill-formed unit or
/// short tail (as encoding_rs and WHATWG do), and the errors (offset, kind, value).
pub fn decode_wide(bytes: &[u8], form: WideForm) -> (String, Vec<(u64, WideError, u32)>) {
    let mut text = String::with_capacity(bytes.len() / form.unit() * 2);
    let mut errors = Vec::new();
    let mut i = if bytes.starts_with(form.bom()) {
        form.unit()
    } else {
        0
    };
    while i < bytes.len() {
        let u = decode_wide_prefix(&bytes[i..], form);
        match u.class {
            Ok(c) => text.push(c),
            Err(k) => {
                text.push('\u{FFFD}');
                errors.push((i as u64, k, u.value));
            }
        }
        i += u.len;
    }
    (text, errors)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pair_is_one_character_and_its_halves_alone_are_errors() {
        let le = [0x3D, 0xD8, 0x00, 0xDE]; // U+1F600 in UTF-16LE
        let u = decode_wide_prefix(&le, WideForm::Utf16Le);
        assert_eq!((u.len, u.class), (4, Ok('\u{1F600}')));
        let u = decode_wide_prefix(&le[..2], WideForm::Utf16Le);
        assert_eq!(u.class, Err(WideError::LoneHighSurrogate));
        let u = decode_wide_prefix(&le[2..], WideForm::Utf16Le);
        assert_eq!(u.class, Err(WideError::LoneLowSurrogate));
        assert_eq!(wide_unit_start(&le, 3, WideForm::Utf16Le), 0);
    }

    #[test]
    fn utf32_values_above_the_range_and_surrogates_are_errors() {
        let f = WideForm::Utf32Be;
        assert_eq!(
            decode_wide_prefix(&[0, 0x11, 0, 0], f).class,
            Err(WideError::OutOfRange)
        );
        assert_eq!(
            decode_wide_prefix(&[0, 0, 0xD8, 0], f).class,
            Err(WideError::Surrogate)
        );
        assert_eq!(decode_wide_prefix(&[0, 0x10, 0xFF, 0xFF], f).len, 4);
    }

    #[test]
    fn a_short_tail_is_odd_length() {
        let s = scan_wide(b"A\0B", WideForm::Utf16Le);
        assert_eq!((s.chars, s.errors), (1, 1));
        assert_eq!(
            s.first_error.map(|e| (e.offset, e.kind)),
            Some((2, WideError::OddLength))
        );
    }
}
