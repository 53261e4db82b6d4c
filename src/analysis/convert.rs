//! Conversions between UTF-8, UTF-16/UTF-32 and the legacy encodings, shared by `convert`, `fix`
//! and the window's save actions. Errors are sentences that name offsets.
//!
//! UTF-16 and UTF-32 names: `UTF-16LE`, `UTF-16BE`, `UTF-32LE`, `UTF-32BE` name a byte order; the
//! bare `UTF-16`/`UTF-32` read the byte order from the BOM (else from the bytes' pattern, else
//! big-endian, as RFC 2781 §4.3 says) and write little-endian with a BOM, as Windows does.

use super::legacy::by_name;
use super::{ScanOptions, scan_bytes};
use crate::codec::{WideForm, decode_wide};

/// A UTF-16/UTF-32 name: a form, or a family whose byte order is left open (`true` for UTF-16).
enum WideName {
    Form(WideForm),
    Family(bool),
}

fn wide_name(name: &str) -> Option<WideName> {
    WideForm::from_name(name)
        .map(WideName::Form)
        .or_else(|| WideForm::family(name).map(WideName::Family))
}

fn is_utf8(name: &str) -> bool {
    name.eq_ignore_ascii_case("utf-8") || name.eq_ignore_ascii_case("utf8")
}

/// Refuses a name no encoding here goes by, listing the ones that are.
pub fn check_name(name: &str) -> Result<(), String> {
    if is_utf8(name) || by_name(name).is_some() || wide_name(name).is_some() {
        Ok(())
    } else {
        Err(format!(
            "unknown encoding {name:?}; known (case and punctuation ignored, usual aliases such as \
             latin1, cp1252, cp852, macroman accepted): UTF-8, UTF-16, UTF-16LE, UTF-16BE, UTF-32, \
             UTF-32LE, UTF-32BE, {}",
            super::legacy::names()
        ))
    }
}

/// Decodes `bytes` from `from` ("UTF-8", a UTF-16/32 name or a legacy name). Ill-formed UTF-8 is
/// refused; lone surrogates and other ill-formed UTF-16/32 units, and bytes a legacy encoding does
/// not map, are replaced by `substitute` when given, else refused with their offsets.
pub fn decode_as(bytes: &[u8], from: &str, substitute: Option<char>) -> Result<String, String> {
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
    if let Some(name) = wide_name(from) {
        let form = match name {
            WideName::Form(f) => f,
            WideName::Family(utf16) => WideForm::from_bom(bytes)
                .filter(|f| f.is_utf16() == utf16)
                .or_else(|| {
                    super::guess::wide_form(bytes)
                        .map(|(f, _)| f)
                        .filter(|f| f.is_utf16() == utf16)
                })
                .unwrap_or(if utf16 {
                    WideForm::Utf16Be
                } else {
                    WideForm::Utf32Be
                }),
        };
        let (text, errors) = decode_wide(bytes, form);
        if errors.is_empty() {
            return Ok(text);
        }
        let Some(sub) = substitute else {
            let listed: Vec<String> = errors
                .iter()
                .take(20)
                .map(|(at, kind, value)| format!("byte {at}: {}", kind.explain(*value, form)))
                .collect();
            return Err(format!(
                "not valid {}: {} ill-formed unit{}; {}{}; use --substitute CHAR to replace them",
                form.name(),
                errors.len(),
                if errors.len() == 1 { "" } else { "s" },
                listed.join("; "),
                if errors.len() > 20 {
                    format!("; and {} more", errors.len() - 20)
                } else {
                    String::new()
                }
            ));
        };
        // Each ill-formed unit decoded to one U+FFFD; put the substitute in its place (a U+FFFD
        // that was in the file stays).
        let mut out = String::with_capacity(text.len());
        let mut i = if bytes.starts_with(form.bom()) {
            form.unit()
        } else {
            0
        };
        let mut bad = errors.iter().map(|e| e.0 as usize).peekable();
        for c in text.chars() {
            if c == '\u{FFFD}' && bad.peek() == Some(&i) {
                bad.next();
                out.push(sub);
                i += crate::codec::decode_wide_prefix(&bytes[i..], form).len;
            } else {
                out.push(c);
                i += match form.unit() {
                    2 => c.len_utf16() * 2,
                    _ => 4,
                };
            }
        }
        return Ok(out);
    }
    check_name(from)?;
    let l = by_name(from).ok_or_else(|| format!("unknown encoding {from:?}"))?;
    let unmapped: Vec<usize> = bytes
        .iter()
        .enumerate()
        .filter(|(_, b)| l.decode_byte(**b).is_none())
        .map(|(i, _)| i)
        .collect();
    if let (Some(sub), false) = (substitute, unmapped.is_empty()) {
        return Ok(bytes
            .iter()
            .map(|&b| l.decode_byte(b).unwrap_or(sub))
            .collect());
    }
    if let Some(&first) = unmapped.first() {
        return Err(format!(
            "{} byte{} unmapped in {}, first {:02X} at byte {first}",
            unmapped.len(),
            if unmapped.len() == 1 { " is" } else { "s are" },
            l.name,
            bytes[first]
        ) + "; use --substitute CHAR to replace them");
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

/// Lists characters for a message: "U+0438 и at line 1, column 4, …" (`chars` holds byte offsets
/// into `text`; columns count characters from 1).
pub fn list_chars(text: &str, chars: &[(usize, char)]) -> String {
    let mut s: Vec<String> = Vec::new();
    let (mut line, mut line_start, mut scanned) = (1usize, 0usize, 0usize);
    for (i, c) in chars.iter().take(20) {
        for (j, b) in text.as_bytes()[scanned..*i].iter().enumerate() {
            if *b == b'\n' {
                line += 1;
                line_start = scanned + j + 1;
            }
        }
        scanned = *i;
        let column = text[line_start..*i].chars().count() + 1;
        s.push(format!(
            "U+{:04X} {c} at line {line}, column {column}",
            u32::from(*c)
        ));
    }
    if chars.len() > 20 {
        s.push(format!("and {} more", chars.len() - 20));
    }
    s.join(", ")
}

/// Encodes `text` as `to`, with a byte order mark first when `bom` (always for the bare `UTF-16`
/// and `UTF-32`, which write little-endian). Characters a legacy encoding cannot write are replaced
/// by `substitute` (and listed), or, without one, the conversion is refused with the list.
pub fn encode_as(
    text: &str,
    to: &str,
    substitute: Option<char>,
    bom: bool,
) -> Result<EncodedText, String> {
    if is_utf8(to) {
        let mut bytes = Vec::with_capacity(text.len() + 3);
        if bom && !text.starts_with('\u{FEFF}') {
            bytes.extend_from_slice(b"\xEF\xBB\xBF");
        }
        bytes.extend_from_slice(text.as_bytes());
        return Ok(EncodedText {
            bytes,
            replaced: Vec::new(),
        });
    }
    if let Some(name) = wide_name(to) {
        let (form, bom) = match name {
            WideName::Form(f) => (f, bom),
            WideName::Family(true) => (WideForm::Utf16Le, true),
            WideName::Family(false) => (WideForm::Utf32Le, true),
        };
        let mut bytes = Vec::with_capacity(text.len() * form.unit());
        if bom && !text.starts_with('\u{FEFF}') {
            bytes.extend_from_slice(form.bom());
        }
        for c in text.chars() {
            form.encode(c, &mut bytes);
        }
        return Ok(EncodedText {
            bytes,
            replaced: Vec::new(),
        });
    }
    if bom {
        return Err(format!(
            "{to} has no byte order mark; --bom is for UTF-8, UTF-16 and UTF-32"
        ));
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
            list_chars(text, &replaced)
        ));
    }
    Ok(EncodedText { bytes, replaced })
}
