//! Branch-light decoding for inputs full of errors.
//!
//! On random or binary data nearly every sequence is a different case (ASCII, stray continuation,
//! truncated lead…), so the branches of [`decode_prefix`](super::decode_prefix) are mispredicted
//! about once a byte. [`decode_window`] reaches the same classification from an 8-byte window with
//! table lookups, one `trailing_zeros` and conditional moves. It is the scanner's slow path away from
//! the end of a chunk; tests check it against `decode_prefix` on every 3-byte prefix and on random
//! windows.

use super::sequence::{Class, ErrorKind, announced_len, min_value_for_len};

/// Codes 0–3: a character of 1–4 bytes. Codes 4–10: an error, `4 + ErrorKind::index()`.
pub const CODE_ERROR: u8 = 4;

/// One sequence decoded from a window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Quick {
    /// Length in bytes (1–6).
    pub len: u8,
    /// 0–3 for a character of `code + 1` bytes; `CODE_ERROR + kind index` for an error.
    pub code: u8,
    /// The decoded value: the character, or the would-be value of a complete error sequence.
    pub value: u32,
    /// U+FFFD a maximal-subpart decoder puts here (0 for a character).
    pub replacements: u8,
    /// The length the lead byte announces (1 for ASCII, stray continuations, FE/FF).
    pub expected_len: u8,
}

impl Quick {
    /// Is it an ill-formed sequence?
    pub fn is_error(&self) -> bool {
        self.code >= CODE_ERROR
    }

    /// The same classification as [`decode_prefix`](super::decode_prefix) gives.
    pub fn class(&self) -> Class {
        if self.code < CODE_ERROR {
            return Class::Char(char::from_u32(self.value).unwrap_or(char::REPLACEMENT_CHARACTER));
        }
        let kind = ErrorKind::ALL[usize::from(self.code - CODE_ERROR)];
        let value = match kind {
            ErrorKind::Overlong | ErrorKind::Surrogate | ErrorKind::OutOfRange | ErrorKind::LegacyForm => {
                Some(self.value)
            }
            _ => None,
        };
        Class::Error {
            kind,
            value,
            expected_len: self.expected_len,
        }
    }
}

const fn code(kind: ErrorKind) -> u8 {
    CODE_ERROR + kind as u8
}

/// Per byte: announced length (1 for non-leads), payload mask of a lead (0x7F for ASCII), and the
/// code of a one-byte sequence starting with it.
const TABLE: [(u8, u8, u8); 256] = {
    let mut t = [(1u8, 0u8, 0u8); 256];
    let mut b = 0;
    while b < 256 {
        let byte = b as u8;
        t[b] = match announced_len(byte) {
            Some(n) => (n, 0x7F >> n, 0),
            None if byte < 0x80 => (1, 0x7F, 0),
            None if byte < 0xC0 => (1, 0, code(ErrorKind::UnexpectedContinuation)),
            None => (1, 0, code(ErrorKind::InvalidByte)),
        };
        b += 1;
    }
    t
};

/// Per lead byte: the second-byte range Table 3-7 allows (low, high); (1, 0) for no valid lead.
const SECOND: [(u8, u8); 256] = {
    let mut t = [(1u8, 0u8); 256];
    let mut b = 0xC2;
    while b <= 0xF4 {
        t[b] = match b {
            0xE0 => (0xA0, 0xBF),
            0xED => (0x80, 0x9F),
            0xF0 => (0x90, 0xBF),
            0xF4 => (0x80, 0x8F),
            _ => (0x80, 0xBF),
        };
        b += 1;
    }
    t
};

const MIN_BY_LEN: [u32; 8] = [
    0,
    0,
    min_value_for_len(2),
    min_value_for_len(3),
    min_value_for_len(4),
    min_value_for_len(5),
    min_value_for_len(6),
    0,
];

/// Decodes the sequence at the start of an 8-byte window (no sequence is longer than 6, so the window
/// always holds all of it). Equal to `decode_prefix(window, false)` in every case.
#[inline]
pub fn decode_window(window: &[u8; 8]) -> Quick {
    let w = u64::from_le_bytes(*window);
    let b0 = window[0];
    let (n, mask, single) = TABLE[usize::from(b0)];
    // Continuation bytes after the lead: count the low zero bytes of (byte & C0) ^ 80.
    let rest = w >> 8;
    let t = ((rest & 0x00C0_C0C0_C0C0_C0C0) ^ 0x0080_8080_8080_8080) | (1 << 63);
    let k = ((t.trailing_zeros() / 8) as u8).min(n - 1);
    let len = 1 + k;
    let mut v = u32::from(b0 & mask);
    let mut j = 0;
    while j < 5 {
        let payload = ((rest >> (8 * j)) & 0x3F) as u32;
        v = if j < u32::from(k) { (v << 6) | payload } else { v };
        j += 1;
    }
    let mut c = n - 1; // a character of n bytes (meaningful for n = 2..4)
    c = if v > 0x10_FFFF { code(ErrorKind::OutOfRange) } else { c };
    c = if v & !0x7FF == 0xD800 { code(ErrorKind::Surrogate) } else { c };
    c = if v < MIN_BY_LEN[usize::from(n)] { code(ErrorKind::Overlong) } else { c };
    c = if n >= 5 { code(ErrorKind::LegacyForm) } else { c };
    let truncated = k < n - 1;
    c = if truncated { code(ErrorKind::Truncated) } else { c };
    c = if n == 1 { single } else { c };
    // A truncated well-formed prefix is one maximal subpart; every other error byte is its own.
    let (lo, hi) = SECOND[usize::from(b0)];
    let b1 = window[1];
    let prefix_ok = lo <= hi && (k == 0 || (lo <= b1 && b1 <= hi));
    let replacements = if c < CODE_ERROR {
        0
    } else if truncated && prefix_ok {
        1
    } else {
        len
    };
    Quick {
        len,
        code: c,
        value: v,
        replacements,
        expected_len: n,
    }
}
