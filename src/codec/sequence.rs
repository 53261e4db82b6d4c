//! Grouping bytes into sequences and classifying each one.
//!
//! The grouping rule is the contract every tool and test in the project shares:
//!
//! * `00–7F`: ASCII, length 1.
//! * `80–BF` where a sequence should start: [`ErrorKind::UnexpectedContinuation`], length 1.
//! * `FE`, `FF`: [`ErrorKind::InvalidByte`], length 1.
//! * `C0–FD`: a lead byte announcing n = 2…6 bytes. Up to n−1 following continuation bytes (`80–BF`)
//!   join it. Fewer than n−1 → [`ErrorKind::Truncated`]. Otherwise the payload value v decides:
//!   n ≥ 5 → [`ErrorKind::LegacyForm`]; v below the minimum for n → [`ErrorKind::Overlong`];
//!   a surrogate → [`ErrorKind::Surrogate`]; v > 0x10FFFF → [`ErrorKind::OutOfRange`]; else a character.
//!
//! Only continuation bytes are ever absorbed into another byte's sequence, so every non-continuation
//! byte starts a sequence. That makes the grouping self-synchronising: the start of the sequence that
//! holds any byte is found by looking back at most five bytes ([`sequence_start`]).

use serde::Serialize;

/// Why a sequence is not well-formed UTF-8. The kebab-case names ([`ErrorKind::name`]) are the
/// project's machine-readable vocabulary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ErrorKind {
    /// A continuation byte (`10xxxxxx`) where a sequence should start.
    UnexpectedContinuation,
    /// `FE` or `FF`: never used in any form of UTF-8.
    InvalidByte,
    /// A lead byte followed by fewer continuation bytes than it announces.
    Truncated,
    /// A value encoded with more bytes than needed (e.g. `C0 80` for U+0000).
    Overlong,
    /// A UTF-16 surrogate code point (U+D800–U+DFFF), which is not a character.
    Surrogate,
    /// A 4-byte form whose value is above U+10FFFF.
    OutOfRange,
    /// A 5- or 6-byte form from RFC 2279, removed by RFC 3629.
    LegacyForm,
}

impl ErrorKind {
    /// Every kind, in the order used for counts and reports.
    pub const ALL: [ErrorKind; 7] = [
        ErrorKind::UnexpectedContinuation,
        ErrorKind::InvalidByte,
        ErrorKind::Truncated,
        ErrorKind::Overlong,
        ErrorKind::Surrogate,
        ErrorKind::OutOfRange,
        ErrorKind::LegacyForm,
    ];

    /// The kebab-case name used in machine output.
    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::UnexpectedContinuation => "unexpected-continuation",
            ErrorKind::InvalidByte => "invalid-byte",
            ErrorKind::Truncated => "truncated",
            ErrorKind::Overlong => "overlong",
            ErrorKind::Surrogate => "surrogate",
            ErrorKind::OutOfRange => "out-of-range",
            ErrorKind::LegacyForm => "legacy-form",
        }
    }

    /// Position in [`ErrorKind::ALL`], for count arrays.
    pub fn index(self) -> usize {
        self as usize
    }
}

impl std::fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// What one sequence is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// A well-formed character (a Unicode scalar value).
    Char(char),
    /// An ill-formed sequence.
    Error {
        /// Why it is ill-formed.
        kind: ErrorKind,
        /// The value the payload bits would give, where the sequence is complete
        /// (overlong, surrogate, out-of-range, legacy-form).
        value: Option<u32>,
        /// The length the lead byte announces (2…6); 1 for a stray continuation or FE/FF.
        expected_len: u8,
    },
}

/// One sequence: where it starts, how many bytes it covers, what it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sequence {
    /// Byte offset of its first byte (relative to whatever base the caller gave).
    pub offset: u64,
    /// Number of bytes, 1…6.
    pub len: u8,
    /// The classification.
    pub class: Class,
}

impl Sequence {
    /// The error kind, if the sequence is ill-formed.
    pub fn error_kind(&self) -> Option<ErrorKind> {
        match self.class {
            Class::Error { kind, .. } => Some(kind),
            Class::Char(_) => None,
        }
    }

    /// Offset one past the last byte.
    pub fn end(&self) -> u64 {
        self.offset + u64::from(self.len)
    }
}

/// Is `b` a continuation byte (`10xxxxxx`)?
#[inline]
pub const fn is_continuation(b: u8) -> bool {
    b & 0xC0 == 0x80
}

/// The number of bytes a lead byte `C0–FD` announces (2…6); `None` for any other byte.
#[inline]
pub const fn announced_len(b: u8) -> Option<u8> {
    match b {
        0xC0..=0xDF => Some(2),
        0xE0..=0xEF => Some(3),
        0xF0..=0xF7 => Some(4),
        0xF8..=0xFB => Some(5),
        0xFC..=0xFD => Some(6),
        _ => None,
    }
}

/// The smallest value that needs `n` bytes; anything below it encoded in `n` bytes is overlong.
/// For the legacy 5- and 6-byte forms the minima of RFC 2279.
pub const fn min_value_for_len(n: u8) -> u32 {
    match n {
        2 => 0x80,
        3 => 0x800,
        4 => 0x1_0000,
        5 => 0x20_0000,
        6 => 0x400_0000,
        _ => 0,
    }
}

/// Decodes the sequence at the start of `bytes`.
///
/// Returns `(len, class)`, or `None` when `bytes` is empty, or when `eof` is false and `bytes` ends
/// inside a sequence that more continuation bytes could still complete (a streaming caller then waits
/// for more input). With `eof` true an incomplete sequence is classified as
/// [`ErrorKind::Truncated`].
#[inline]
pub fn decode_prefix(bytes: &[u8], eof: bool) -> Option<(u8, Class)> {
    let &b0 = bytes.first()?;
    if b0 < 0x80 {
        return Some((1, Class::Char(char::from(b0))));
    }
    let Some(n) = announced_len(b0) else {
        let kind = if is_continuation(b0) {
            ErrorKind::UnexpectedContinuation
        } else {
            ErrorKind::InvalidByte
        };
        return Some((
            1,
            Class::Error {
                kind,
                value: None,
                expected_len: 1,
            },
        ));
    };
    // Payload bits of the lead: 7 - n bits (n = 2 → 5 bits … n = 6 → 1 bit).
    let mut value = u32::from(b0) & (0x7F >> n);
    let mut len = 1usize;
    while len < usize::from(n) {
        match bytes.get(len) {
            Some(&b) if is_continuation(b) => {
                value = (value << 6) | u32::from(b & 0x3F);
                len += 1;
            }
            Some(_) => break,
            None if !eof => return None,
            None => break,
        }
    }
    // `len` ≤ 6, so the cast cannot truncate.
    let len8 = len as u8;
    if len8 < n {
        return Some((
            len8,
            Class::Error {
                kind: ErrorKind::Truncated,
                value: None,
                expected_len: n,
            },
        ));
    }
    let kind = if n >= 5 {
        ErrorKind::LegacyForm
    } else if value < min_value_for_len(n) {
        ErrorKind::Overlong
    } else if (0xD800..=0xDFFF).contains(&value) {
        ErrorKind::Surrogate
    } else if value > 0x10_FFFF {
        ErrorKind::OutOfRange
    } else {
        // Every other value below 0x110000 is a scalar value.
        return char::from_u32(value).map(|c| (len8, Class::Char(c)));
    };
    Some((
        len8,
        Class::Error {
            kind,
            value: Some(value),
            expected_len: n,
        },
    ))
}

/// Iterator over the sequences of a complete byte slice (end of slice = end of input).
#[derive(Clone, Debug)]
pub struct Sequences<'a> {
    bytes: &'a [u8],
    pos: usize,
    base: u64,
}

impl<'a> Sequences<'a> {
    /// Sequences of `bytes`, with offsets counted from `base`.
    pub fn new(bytes: &'a [u8], base: u64) -> Self {
        Sequences {
            bytes,
            pos: 0,
            base,
        }
    }
}

impl Iterator for Sequences<'_> {
    type Item = Sequence;

    fn next(&mut self) -> Option<Sequence> {
        let rest = self.bytes.get(self.pos..)?;
        let (len, class) = decode_prefix(rest, true)?;
        let seq = Sequence {
            offset: self.base + self.pos as u64,
            len,
            class,
        };
        self.pos += usize::from(len);
        Some(seq)
    }
}

/// Where the sequence holding `bytes[pos]` starts.
///
/// `bytes[..pos]` must hold at least the five bytes before `pos`, or everything from the start of the
/// input: the grouping rule never reaches further back. Returns `pos` itself when `pos` starts a
/// sequence (or is out of range).
pub fn sequence_start(bytes: &[u8], pos: usize) -> usize {
    if pos >= bytes.len() || !is_continuation(bytes[pos]) {
        return pos;
    }
    let mut q = pos;
    while q > 0 && pos - q < 5 {
        q -= 1;
        let b = bytes[q];
        if is_continuation(b) {
            continue;
        }
        // `b` is the first non-continuation byte before `pos`: a lead that reaches `pos` owns it.
        return match announced_len(b) {
            Some(n) if pos - q < usize::from(n) => q,
            _ => pos,
        };
    }
    pos
}
