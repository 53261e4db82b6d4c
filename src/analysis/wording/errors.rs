//! Plain-language explanations of ill-formed sequences.
//!
//! A hex editor says "invalid"; this says why, in the terms of RFC 3629 and Unicode's Table 3-7, so
//! the same sentence serves the CLI verdict, the GUI tooltip and the error list. It lives with the
//! rest of the wording, not in the codec: the codec classifies (`Class`, `ErrorKind`), and only
//! this module puts a classification into words. The command line asks for English
//! ([`Lang::En`]), the window for the reader's language.

use crate::codec::sequence::{Class, ErrorKind, min_value_for_len};
use crate::i18n::Lang;
use crate::tr;

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

/// Human name of an ASCII character for messages: `"/"`, `NUL`, `LINE FEED`… (Unicode's names
/// stay English in every language, as the inspector shows them).
fn ascii_label(lang: Lang, v: u32) -> String {
    match v {
        0x00 => "NUL".to_string(),
        0x0A => "LINE FEED".to_string(),
        0x0D => "CARRIAGE RETURN".to_string(),
        0x20 => "SPACE".to_string(),
        0x21..=0x7E => format!("\"{}\"", char::from_u32(v).unwrap_or('?')),
        _ => tr!(lang, "insp-ascii-control"),
    }
}

/// The sentence for C0 or C1 cut short: they never appear in UTF-8 at all, so the sequence is not
/// "truncated" in any useful sense. Said once here, so that [`describe_error`] (the CLI, the
/// tooltip, the status line) and the inspector's explanation say the same thing.
pub fn never_a_lead(lang: Lang, lead: u8, alone: bool) -> String {
    let lead_hex = format!("{lead:02X}");
    let from = format!("U+{:04X}", if lead == 0xC0 { 0 } else { 0x40 });
    let to = format!("U+{:04X}", if lead == 0xC0 { 0x3F } else { 0x7F });
    if alone {
        tr!(
            lang,
            "insp-never-a-lead-alone",
            lead = lead_hex,
            from = from,
            to = to
        )
    } else {
        tr!(
            lang,
            "insp-never-a-lead",
            lead = lead_hex,
            from = from,
            to = to
        )
    }
}

/// One sentence explaining the ill-formed sequence `bytes` classified as `class`.
/// For a well-formed character it returns `None`.
pub fn describe_error(lang: Lang, bytes: &[u8], class: Class) -> Option<String> {
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
    let lead_hex = format!("{lead:02X}");
    let msg = match kind {
        ErrorKind::UnexpectedContinuation => tr!(
            lang,
            "insp-err-unexpected-continuation",
            hex = hex,
            pattern = "10xxxxxx"
        ),
        ErrorKind::InvalidByte => tr!(lang, "insp-err-invalid-byte", hex = hex),
        ErrorKind::Truncated if matches!(lead, 0xC0 | 0xC1) => {
            never_a_lead(lang, lead, bytes.len() == 1)
        }
        ErrorKind::Truncated => truncated(lang, bytes, expected_len),
        ErrorKind::Overlong => overlong(lang, bytes, value.unwrap_or(0), expected_len),
        ErrorKind::Surrogate => tr!(
            lang,
            "insp-err-surrogate",
            hex = hex,
            cp = format!("U+{:04X}", value.unwrap_or(0))
        ),
        ErrorKind::OutOfRange => {
            let v = format!("0x{:X}", value.unwrap_or(0));
            if lead >= 0xF5 {
                tr!(
                    lang,
                    "insp-err-out-of-range-never-lead",
                    hex = hex,
                    value = v,
                    lead = lead_hex
                )
            } else {
                tr!(lang, "insp-err-out-of-range", hex = hex, value = v)
            }
        }
        ErrorKind::LegacyForm => tr!(
            lang,
            "insp-err-legacy-form",
            hex = hex,
            len = expected_len,
            value = format!("0x{:X}", value.unwrap_or(0))
        ),
    };
    Some(msg)
}

/// The sentence for a sequence cut short: its lead, and how many of its continuation bytes follow.
/// A lead announces at most four bytes here, so one follows or two do: a message for each, which
/// each language words with the agreement it needs.
fn truncated(lang: Lang, bytes: &[u8], expected_len: u8) -> String {
    let lead = format!("{:02X}", bytes.first().copied().unwrap_or(0));
    let have = bytes.len().saturating_sub(1);
    let need = usize::from(expected_len).saturating_sub(1);
    match have {
        0 => tr!(
            lang,
            "insp-err-truncated-none",
            lead = lead,
            len = expected_len,
            need = need
        ),
        1 => tr!(
            lang,
            "insp-err-truncated-one",
            lead = lead,
            len = expected_len,
            need = need
        ),
        _ => tr!(
            lang,
            "insp-err-truncated-some",
            lead = lead,
            len = expected_len,
            have = have,
            need = need
        ),
    }
}

/// The sentence for an overlong form of `v`: how it must be written, and for ASCII the security
/// note.
fn overlong(lang: Lang, bytes: &[u8], v: u32, expected_len: u8) -> String {
    let hex = hex_bytes(bytes);
    let lead = bytes.first().copied().unwrap_or(0);
    let shortest = crate::codec::encode::encode_value(v)
        .map(|e| hex_bytes(e.bytes()))
        .unwrap_or_default();
    let cp = format!("U+{v:04X}");
    if v < 0x80 {
        let what = ascii_label(lang, v);
        return if matches!(lead, 0xC0 | 0xC1) {
            tr!(
                lang,
                "insp-err-overlong-ascii-never-lead",
                hex = hex,
                what = what,
                cp = cp,
                shortest = shortest,
                lead = format!("{lead:02X}")
            )
        } else {
            tr!(
                lang,
                "insp-err-overlong-ascii",
                hex = hex,
                what = what,
                cp = cp,
                shortest = shortest
            )
        };
    }
    tr!(
        lang,
        "insp-err-overlong",
        hex = hex,
        cp = cp,
        have = bytes.len(),
        need = shortest.split(' ').count(),
        len = expected_len,
        start = format!("U+{:04X}", min_value_for_len(expected_len)),
        shortest = shortest
    )
}
