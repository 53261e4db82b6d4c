//! The clipboard formats of a selection: text, hex and an escaped string.

use crate::codec::{Class, Sequences, decode_lossy};

/// The bytes as text (ill-formed sequences become U+FFFD, as any UTF-8 decoder would give them).
pub fn as_text(bytes: &[u8]) -> String {
    decode_lossy(bytes)
}

/// The bytes in hex: `c3 a9 e2 89 a0`.
pub fn as_hex(bytes: &[u8]) -> String {
    crate::codec::hex_bytes(bytes).to_ascii_lowercase()
}

/// An escaped string that loses nothing: printable ASCII as itself, other characters as `\u{…}`,
/// bytes of ill-formed sequences as `\xNN` (valid in Rust byte strings and most languages).
pub fn as_escaped(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 2);
    for seq in Sequences::new(bytes, 0) {
        let start = seq.offset as usize;
        match seq.class {
            Class::Char(c) => match c {
                '\\' => out.push_str("\\\\"),
                '"' => out.push_str("\\\""),
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                ' '..='~' => out.push(c),
                _ => out.push_str(&format!("\\u{{{:x}}}", u32::from(c))),
            },
            Class::Error { .. } => {
                for b in &bytes[start..start + usize::from(seq.len)] {
                    out.push_str(&format!("\\x{b:02X}"));
                }
            }
        }
    }
    out
}
