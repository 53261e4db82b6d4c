//! The encoder: a value → its bytes and bit layout, including the forms RFC 3629 forbids.
//!
//! Teaching UTF-8 means showing what `110xxxxx 10xxxxxx` does to a value, and also what the encoding
//! *would* produce for a surrogate or for the 31-bit values RFC 2279 allowed. So this encoder accepts
//! every value up to 0x7FFFFFFF and says how far the result conforms.

use super::sequence::min_value_for_len;
use thiserror::Error;

/// How a value's encoding stands under RFC 3629.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Conformance {
    /// A Unicode scalar value: valid UTF-8.
    Valid,
    /// U+D800–U+DFFF: the bit pattern exists but is forbidden (surrogates are not characters).
    Surrogate,
    /// Above U+10FFFF: the RFC 2279 form (4, 5 or 6 bytes), not UTF-8 since RFC 3629.
    BeyondUnicode,
}

/// A value encoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Encoded {
    /// The value.
    pub value: u32,
    bytes: [u8; 6],
    len: u8,
    /// How the result conforms.
    pub conformance: Conformance,
}

/// Values the encoder cannot take.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum EncodeError {
    /// Even RFC 2279's 6-byte form stops at 31 bits.
    #[error("0x{0:X} is above 0x7FFFFFFF, the largest value any form of UTF-8 ever encoded")]
    TooLarge(u32),
}

/// Encodes `value` in the shortest form (RFC 2279 for values above U+10FFFF).
pub fn encode_value(value: u32) -> Result<Encoded, EncodeError> {
    let len: u8 = match value {
        0..=0x7F => 1,
        0x80..=0x7FF => 2,
        0x800..=0xFFFF => 3,
        0x1_0000..=0x1F_FFFF => 4,
        0x20_0000..=0x3FF_FFFF => 5,
        0x400_0000..=0x7FFF_FFFF => 6,
        _ => return Err(EncodeError::TooLarge(value)),
    };
    debug_assert!(len == 1 || value >= min_value_for_len(len));
    let mut bytes = [0u8; 6];
    if len == 1 {
        bytes[0] = value as u8;
    } else {
        let n = usize::from(len);
        let mut v = value;
        for i in (1..n).rev() {
            bytes[i] = 0x80 | (v & 0x3F) as u8;
            v >>= 6;
        }
        // Lead: n one-bits, a zero, then the remaining payload bits.
        let marker = !(0xFFu8 >> n);
        bytes[0] = marker | v as u8;
    }
    let conformance = match value {
        0xD800..=0xDFFF => Conformance::Surrogate,
        0x11_0000.. => Conformance::BeyondUnicode,
        _ => Conformance::Valid,
    };
    Ok(Encoded {
        value,
        bytes,
        len,
        conformance,
    })
}

impl Encoded {
    /// The encoded bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes[..usize::from(self.len)]
    }

    /// The bytes in binary with the marker bits split from the payload bits by `_`,
    /// e.g. `1110_0010 10_001001 10_100000` for U+2260.
    pub fn bit_layout(&self) -> String {
        bit_layout(self.bytes())
    }
}

/// Number of marker (prefix) bits of a byte in a sequence of `len` bytes at position `i`.
pub fn marker_bits(len: usize, i: usize) -> usize {
    match (len, i) {
        (1, _) => 1,
        (_, 0) => len + 1,
        _ => 2,
    }
}

/// The binary layout of a whole sequence, marker bits `_` payload bits, bytes separated by spaces.
pub fn bit_layout(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 10);
    for (i, b) in bytes.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let bits = format!("{b:08b}");
        let m = marker_bits(bytes.len(), i).min(8);
        out.push_str(&bits[..m]);
        out.push('_');
        out.push_str(&bits[m..]);
    }
    out
}

/// The hex digits of code-point notation (`U+263A`, `u+263a`, `0x263A`, `0X263A`), or `None` when
/// `s` is not written so (shared by the `encode` subcommand and the window's encoder).
pub fn hex_notation(s: &str) -> Option<&str> {
    s.strip_prefix("U+")
        .or_else(|| s.strip_prefix("u+"))
        .or_else(|| s.strip_prefix("0x"))
        .or_else(|| s.strip_prefix("0X"))
}
