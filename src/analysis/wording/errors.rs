//! Plain-language explanations of ill-formed sequences.
//!
//! A hex editor says "invalid"; this says why, in the terms of RFC 3629 and Unicode's Table 3-7, so
//! the same sentence serves the CLI verdict, the GUI tooltip and the error list. It lives with the
//! rest of the wording, not in the codec: the codec classifies (`Class`, `ErrorKind`), and only
//! this module puts a classification into words.

use crate::codec::sequence::{Class, ErrorKind, min_value_for_len};

/// `C0 AF` style: upper-case hex, space-separated.
pub fn hex_bytes(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 3);
    for (i, b) in bytes.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push_str(&format!("{b:02X}"));
    }
    out
}

fn ordinal_bytes(n: u8) -> &'static str {
    match n {
        2 => "2-byte",
        3 => "3-byte",
        4 => "4-byte",
        5 => "5-byte",
        6 => "6-byte",
        _ => "multi-byte",
    }
}

/// Human name of an ASCII character for messages: `"/"`, `NUL`, `LINE FEED`…
fn ascii_label(v: u32) -> String {
    match v {
        0x00 => "NUL".to_string(),
        0x0A => "LINE FEED".to_string(),
        0x0D => "CARRIAGE RETURN".to_string(),
        0x20 => "SPACE".to_string(),
        0x21..=0x7E => format!("\"{}\"", char::from_u32(v).unwrap_or('?')),
        _ => "a control character".to_string(),
    }
}

/// The sentence for C0 or C1 cut short: they never appear in UTF-8 at all, so the sequence is not
/// "truncated" in any useful sense. Said once here, so that [`describe_error`] (the CLI, the
/// tooltip, the status line) and the inspector's explanation say the same thing.
pub fn never_a_lead(lead: u8, alone: bool) -> String {
    format!(
        "{lead:02X} never appears in UTF-8: it could only start an overlong 2-byte form of \
         U+{:04X}–U+{:04X}, which are written in one byte{}",
        if lead == 0xC0 { 0 } else { 0x40 },
        if lead == 0xC0 { 0x3F } else { 0x7F },
        if alone {
            "; no continuation byte follows it either"
        } else {
            ""
        }
    )
}

/// One sentence explaining the ill-formed sequence `bytes` classified as `class`.
/// For a well-formed character it returns `None`.
pub fn describe_error(bytes: &[u8], class: Class) -> Option<String> {
    let Class::Error {
        kind,
        value,
        expected_len,
    } = class
    else {
        return None;
    };
    let hex = hex_bytes(bytes);
    let lead = bytes.first().copied().unwrap_or(0);
    let msg = match kind {
        ErrorKind::UnexpectedContinuation => format!(
            "{hex} is a continuation byte (10xxxxxx) with no lead byte before it to continue"
        ),
        ErrorKind::InvalidByte => {
            format!("{hex} never appears in UTF-8 (not even in the old 5- and 6-byte forms)")
        }
        ErrorKind::Truncated if matches!(lead, 0xC0 | 0xC1) => never_a_lead(lead, bytes.len() == 1),
        ErrorKind::Truncated => truncated(bytes, expected_len),
        ErrorKind::Overlong => overlong(bytes, value.unwrap_or(0), expected_len),
        ErrorKind::Surrogate => format!(
            "{hex} encodes U+{:04X}, a UTF-16 surrogate; surrogates are not characters and may not appear in UTF-8 (a CESU-8 or WTF-8 artifact)",
            value.unwrap_or(0)
        ),
        ErrorKind::OutOfRange => format!(
            "{hex} encodes 0x{:X}, above U+10FFFF, the last Unicode code point{}",
            value.unwrap_or(0),
            if lead >= 0xF5 {
                format!(" ({lead:02X} never appears in UTF-8)")
            } else {
                String::new()
            }
        ),
        ErrorKind::LegacyForm => format!(
            "{hex} is a {} form from RFC 2279 (value 0x{:X}), not allowed since RFC 3629 limited UTF-8 to U+10FFFF",
            ordinal_bytes(expected_len),
            value.unwrap_or(0)
        ),
    };
    Some(msg)
}

/// The sentence for a sequence cut short: its lead, and how many of its continuation bytes follow.
fn truncated(bytes: &[u8], expected_len: u8) -> String {
    let lead = bytes.first().copied().unwrap_or(0);
    let have = bytes.len().saturating_sub(1);
    let need = usize::from(expected_len).saturating_sub(1);
    let kind = ordinal_bytes(expected_len);
    match have {
        0 => format!(
            "{lead:02X} starts a {kind} sequence but no continuation byte follows (it needs {need})"
        ),
        1 => format!(
            "{lead:02X} starts a {kind} sequence but only 1 of its {need} continuation bytes follows"
        ),
        _ => format!(
            "{lead:02X} starts a {kind} sequence but only {have} of its {need} continuation bytes follow"
        ),
    }
}

/// The sentence for an overlong form of `v`: how it must be written, and for ASCII the security
/// note.
fn overlong(bytes: &[u8], v: u32, expected_len: u8) -> String {
    let hex = hex_bytes(bytes);
    let lead = bytes.first().copied().unwrap_or(0);
    let shortest = crate::codec::encode::encode_value(v)
        .map(|e| hex_bytes(e.bytes()))
        .unwrap_or_default();
    if v < 0x80 {
        let never = if matches!(lead, 0xC0 | 0xC1) {
            format!(" ({lead:02X} never appears in UTF-8)")
        } else {
            String::new()
        };
        return format!(
            "{hex} is an overlong encoding of {} (U+{v:04X}), which must be written as {shortest}{never}; security: overlong forms of ASCII slip past filters that look for the plain byte (RFC 3629 §10)",
            ascii_label(v)
        );
    }
    format!(
        "{hex} is an overlong encoding of U+{v:04X}: {} bytes where {} suffice (the {}-byte form starts at U+{:04X}); it must be written as {shortest}",
        bytes.len(),
        shortest.split(' ').count(),
        expected_len,
        min_value_for_len(expected_len)
    )
}
