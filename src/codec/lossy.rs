//! Lossy decoding by Unicode's maximal-subpart practice, and `std`-compatible error positions.
//!
//! Unicode (ch. 3, "U+FFFD Substitution of Maximal Subparts"), the WHATWG decoder, CPython's
//! `'replace'` and Rust's `from_utf8_lossy` all agree: an ill-formed sequence is replaced by one U+FFFD
//! per *maximal subpart*, the longest prefix of a well-formed sequence (Table 3-7) that starts there, or
//! one byte when none does. So `C0 80` (C0 is never a valid lead) gives two U+FFFD, `E2 89` cut short
//! gives one, `ED A0 80` (ED may only be followed by 80–9F) gives three.
//!
//! A maximal subpart never crosses the boundary of one of our sequences (it only takes continuation
//! bytes, at most as many as the lead announces), so the lossy output is the concatenation, sequence by
//! sequence, of the character or of [`replacement_count`] U+FFFD.

use super::sequence::{Class, Sequences};

/// The second-byte range Table 3-7 allows after lead `b0`, or `None` if `b0` is no well-formed lead.
#[inline]
fn second_byte_range(b0: u8) -> Option<(u8, u8, usize)> {
    // (low, high, total length)
    match b0 {
        0xC2..=0xDF => Some((0x80, 0xBF, 2)),
        0xE0 => Some((0xA0, 0xBF, 3)),
        0xE1..=0xEC | 0xEE..=0xEF => Some((0x80, 0xBF, 3)),
        0xED => Some((0x80, 0x9F, 3)),
        0xF0 => Some((0x90, 0xBF, 4)),
        0xF1..=0xF3 => Some((0x80, 0xBF, 4)),
        0xF4 => Some((0x80, 0x8F, 4)),
        _ => None,
    }
}

/// The first maximal subpart of `bytes` (which must not start with a well-formed character).
///
/// Returns `(len, incomplete)`: its length (≥ 1 for non-empty input) and whether it is a well-formed
/// prefix cut off by the end of `bytes` (the case `std` reports as `error_len() == None`).
pub fn maximal_subpart(bytes: &[u8]) -> (usize, bool) {
    let Some(&b0) = bytes.first() else {
        return (0, false);
    };
    let Some((lo, hi, total)) = second_byte_range(b0) else {
        return (1, false);
    };
    let mut len = 1;
    while len < total {
        let Some(&b) = bytes.get(len) else {
            // Ran out of input while still well-formed.
            return (len, true);
        };
        let ok = if len == 1 {
            (lo..=hi).contains(&b)
        } else {
            (0x80..=0xBF).contains(&b)
        };
        if !ok {
            break;
        }
        len += 1;
    }
    (len, false)
}

/// How many U+FFFD a maximal-subpart lossy decoder emits for the ill-formed sequence `bytes`.
pub fn replacement_count(bytes: &[u8]) -> u32 {
    let mut rest = bytes;
    let mut count = 0;
    while !rest.is_empty() {
        let (len, _) = maximal_subpart(rest);
        // A whole well-formed character cannot occur inside an error sequence, but be safe.
        let len = len.clamp(1, rest.len());
        rest = &rest[len..];
        count += 1;
    }
    count
}

/// Decodes `bytes` lossily: each ill-formed sequence becomes U+FFFD per maximal subpart.
pub fn decode_lossy(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len());
    let mut rest = bytes;
    while !rest.is_empty() {
        // Valid runs are copied through at once (simdutf8 finds where they end).
        match simdutf8::compat::from_utf8(rest) {
            Ok(s) => {
                out.push_str(s);
                break;
            }
            Err(e) => {
                let (valid, tail) = rest.split_at(e.valid_up_to());
                out.push_str(std::str::from_utf8(valid).unwrap_or_default());
                rest = tail;
            }
        }
        // Decode ill-formed sequences (and any characters after them) until the next clean run.
        let mut consumed = 0;
        for seq in Sequences::new(rest, 0) {
            match seq.class {
                Class::Char(c) => {
                    out.push(c);
                    consumed += usize::from(seq.len);
                    if c.is_ascii() {
                        break;
                    }
                }
                Class::Error { .. } => {
                    let end = consumed + usize::from(seq.len);
                    for _ in 0..replacement_count(&rest[consumed..end]) {
                        out.push(char::REPLACEMENT_CHARACTER);
                    }
                    consumed = end;
                }
            }
        }
        rest = &rest[consumed..];
    }
    out
}

/// The first error as `std::str::Utf8Error` reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Utf8ErrorInfo {
    /// Length of the longest valid prefix.
    pub valid_up_to: usize,
    /// Length of the first maximal subpart, or `None` when the input ends inside a well-formed prefix.
    pub error_len: Option<usize>,
}

/// `None` if `bytes` is valid UTF-8, else the error position exactly as `std::str::from_utf8` gives it.
pub fn utf8_error(bytes: &[u8]) -> Option<Utf8ErrorInfo> {
    let first = Sequences::new(bytes, 0).find(|s| s.error_kind().is_some())?;
    // `first.offset` is an index into `bytes`, so it fits in usize.
    let valid_up_to = usize::try_from(first.offset).unwrap_or(bytes.len());
    let (len, incomplete) = maximal_subpart(&bytes[valid_up_to..]);
    Some(Utf8ErrorInfo {
        valid_up_to,
        error_len: if incomplete { None } else { Some(len) },
    })
}
