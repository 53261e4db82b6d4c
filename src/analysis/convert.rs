//! Conversions between UTF-8 and the legacy encodings, shared by `convert`, `fix` and the window's
//! save actions. Errors are sentences that name offsets.

use super::legacy::by_name;
use super::{ScanOptions, scan_bytes};

fn is_utf8(name: &str) -> bool {
    name.eq_ignore_ascii_case("utf-8") || name.eq_ignore_ascii_case("utf8")
}

/// Refuses a name no encoding here goes by, listing the ones that are.
pub fn check_name(name: &str) -> Result<(), String> {
    if is_utf8(name) || by_name(name).is_some() {
        Ok(())
    } else {
        Err(format!(
            "unknown encoding {name:?}; known (case and punctuation ignored, usual aliases such as \
             latin1, cp1252, cp852, macroman accepted): {}",
            super::legacy::names()
        ))
    }
}

/// Decodes `bytes` from `from` ("UTF-8" or a legacy name); refuses ill-formed or unmapped bytes.
pub fn decode_as(bytes: &[u8], from: &str) -> Result<String, String> {
    if is_utf8(from) {
        let r = scan_bytes(bytes, ScanOptions::default());
        if let Some(e) = r.stats.first_error {
            return Err(format!(
                "not valid UTF-8: {} error{}, first at byte {} (line {}, column {}): {}",
                r.stats.errors,
                if r.stats.errors == 1 { "" } else { "s" },
                e.offset,
                e.line,
                e.column,
                e.message()
            ));
        }
        return Ok(String::from_utf8_lossy(bytes).into_owned());
    }
    check_name(from)?;
    let l = by_name(from).ok_or_else(|| format!("unknown encoding {from:?}"))?;
    let unmapped: Vec<usize> = bytes
        .iter()
        .enumerate()
        .filter(|(_, b)| l.decode_byte(**b).is_none())
        .map(|(i, _)| i)
        .collect();
    if let Some(&first) = unmapped.first() {
        return Err(format!(
            "{} byte{} unmapped in {}, first {:02X} at byte {first}",
            unmapped.len(),
            if unmapped.len() == 1 { " is" } else { "s are" },
            l.name,
            bytes[first]
        ));
    }
    Ok(l.decode(bytes))
}

/// The result of encoding text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EncodedText {
    /// The bytes.
    pub bytes: Vec<u8>,
    /// Characters the encoding cannot write (byte offset in the text, character), replaced by the
    /// substitute.
    pub replaced: Vec<(usize, char)>,
}

/// Lists characters for a message: "U+0438 и at character byte 3, …".
pub fn list_chars(chars: &[(usize, char)]) -> String {
    let mut s: Vec<String> = chars
        .iter()
        .take(20)
        .map(|(i, c)| format!("U+{:04X} {c} at character byte {i}", u32::from(*c)))
        .collect();
    if chars.len() > 20 {
        s.push(format!("and {} more", chars.len() - 20));
    }
    s.join(", ")
}

/// Encodes `text` as `to`. Characters it cannot write are replaced by `substitute` (and listed), or,
/// without one, the conversion is refused with the list.
pub fn encode_as(text: &str, to: &str, substitute: Option<char>) -> Result<EncodedText, String> {
    if is_utf8(to) {
        return Ok(EncodedText {
            bytes: text.as_bytes().to_vec(),
            replaced: Vec::new(),
        });
    }
    check_name(to)?;
    let l = by_name(to).ok_or_else(|| format!("unknown encoding {to:?}"))?;
    let sub = match substitute {
        Some(c) => Some(
            l.encode_char(c)
                .ok_or_else(|| format!("the substitute {c:?} is not in {}", l.name))?,
        ),
        None => None,
    };
    let mut bytes = Vec::with_capacity(text.len());
    let mut replaced = Vec::new();
    for (i, c) in text.char_indices() {
        match l.encode_char_decomposing(c, &mut bytes) {
            true => {}
            false => {
                replaced.push((i, c));
                if let Some(b) = sub {
                    bytes.push(b);
                }
            }
        }
    }
    if !replaced.is_empty() && substitute.is_none() {
        return Err(format!(
            "{} character{} cannot be written in {}: {}; use --substitute CHAR to replace them",
            replaced.len(),
            if replaced.len() == 1 { "" } else { "s" },
            l.name,
            list_chars(&replaced)
        ));
    }
    Ok(EncodedText { bytes, replaced })
}
