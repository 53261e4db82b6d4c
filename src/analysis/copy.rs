//! The clipboard formats of a selection: text, hex and an escaped string, each read the way the
//! window reads the file (UTF-8, a legacy encoding, UTF-16/32 units).

use super::reading::Reading;
use crate::codec::{Class, Sequences, decode_lossy, decode_wide_prefix};

/// The bytes as text, read as `reading` (ill-formed sequences or units become U+FFFD, as any
/// decoder would give them; bytes a legacy encoding does not map too).
pub fn as_text(bytes: &[u8], reading: Reading) -> String {
    match reading {
        Reading::Utf8 => decode_lossy(bytes),
        Reading::Legacy(i) => match super::legacy::LEGACY.get(i) {
            Some(l) => bytes
                .iter()
                .map(|&b| l.decode_byte(b).unwrap_or('\u{FFFD}'))
                .collect(),
            None => decode_lossy(bytes),
        },
        Reading::Cjk(id) => cjk_units(bytes, id)
            .map(|(c, _)| c.unwrap_or('\u{FFFD}'))
            .collect(),
        Reading::Wide(form) => {
            // Not `decode_wide`: a selection that starts with bytes looking like a BOM keeps them.
            let mut out = String::with_capacity(bytes.len());
            let mut i = 0;
            while i < bytes.len() {
                let u = decode_wide_prefix(&bytes[i..], form);
                out.push(u.class.unwrap_or('\u{FFFD}'));
                i += u.len.max(1);
            }
            out
        }
    }
}

fn escape(c: char, out: &mut String) {
    match c {
        '\\' => out.push_str("\\\\"),
        '"' => out.push_str("\\\""),
        '\n' => out.push_str("\\n"),
        '\r' => out.push_str("\\r"),
        '\t' => out.push_str("\\t"),
        ' '..='~' => out.push(c),
        _ => out.push_str(&format!("\\u{{{:x}}}", u32::from(c))),
    }
}

/// The bytes in hex: `c3 a9 e2 89 a0`.
pub fn as_hex(bytes: &[u8]) -> String {
    crate::analysis::wording::hex_bytes(bytes).to_ascii_lowercase()
}

/// An escaped string that loses nothing: printable ASCII as itself, other characters as `\u{…}`,
/// bytes of ill-formed sequences (or units, or bytes a legacy encoding does not map) as `\xNN`
/// (valid in Rust byte strings and most languages).
pub fn as_escaped(bytes: &[u8], reading: Reading) -> String {
    let mut out = String::with_capacity(bytes.len() * 2);
    let raw = |out: &mut String, b: &[u8]| {
        for b in b {
            out.push_str(&format!("\\x{b:02X}"));
        }
    };
    match reading {
        Reading::Utf8 => {
            for seq in Sequences::new(bytes, 0) {
                let start = seq.offset as usize;
                match seq.class {
                    Class::Char(c) => escape(c, &mut out),
                    Class::Error { .. } => {
                        raw(&mut out, &bytes[start..start + usize::from(seq.len)]);
                    }
                }
            }
        }
        Reading::Legacy(i) => {
            for &b in bytes {
                match super::legacy::LEGACY.get(i).and_then(|l| l.decode_byte(b)) {
                    Some(c) => escape(c, &mut out),
                    None => raw(&mut out, &[b]),
                }
            }
        }
        Reading::Cjk(id) => {
            for (c, unit) in cjk_units(bytes, id) {
                match c {
                    Some(c) => escape(c, &mut out),
                    None => raw(&mut out, unit),
                }
            }
        }
        Reading::Wide(form) => {
            let mut i = 0;
            while i < bytes.len() {
                let u = decode_wide_prefix(&bytes[i..], form);
                let len = u.len.max(1);
                match u.class {
                    Ok(c) => escape(c, &mut out),
                    Err(_) => raw(&mut out, &bytes[i..i + len]),
                }
                i += len;
            }
        }
    }
    out
}

/// `bytes` read as the CJK encoding `id` from their first byte: each character with its bytes, or
/// `None` with the one byte that starts none.
fn cjk_units(
    bytes: &[u8],
    id: super::cjk::CjkId,
) -> impl Iterator<Item = (Option<char>, &[u8])> + '_ {
    let mut i = 0;
    std::iter::from_fn(move || {
        let rest = bytes.get(i..).filter(|r| !r.is_empty())?;
        let (c, len) = match super::cjk::char_at(rest, id) {
            Some((c, k)) => (Some(c), k),
            None => (None, 1),
        };
        i += len;
        Some((c, &rest[..len]))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codec::WideForm;

    #[test]
    fn utf16_selection_copies_as_its_text_and_escapes_a_lone_surrogate() {
        let mut b = Vec::new();
        for c in "é😀".chars() {
            WideForm::Utf16Le.encode(c, &mut b);
        }
        b.extend([0x00, 0xDC]);
        let r = Reading::Wide(WideForm::Utf16Le);
        assert_eq!(as_text(&b, r), "é😀\u{FFFD}");
        assert_eq!(as_escaped(&b, r), "\\u{e9}\\u{1f600}\\x00\\xDC");
    }
}
