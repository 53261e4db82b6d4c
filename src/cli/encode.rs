//! `encode`: the bytes and bit layout of characters and values.

use crate::analysis::cells::glyph;
use crate::analysis::wording::hex_bytes;
use crate::codec::{Class, Conformance, Sequence, encode_value};
use anyhow::{Context, bail};
use std::io::Write;
use std::process::ExitCode;

/// Parses one argument into values: `U+XXXX`, `0xXXXX`, or every character of the text.
pub fn parse_values(arg: &str) -> anyhow::Result<Vec<u32>> {
    let hex = crate::codec::encode::hex_notation(arg);
    if arg.is_empty() {
        bail!("an empty argument: nothing to encode (give a character, text, U+XXXX or 0xXXXX)");
    }
    match hex {
        Some(h) if !h.is_empty() => match u32::from_str_radix(h, 16) {
            Ok(v) => Ok(vec![v]),
            Err(_) if h.chars().all(|c| c.is_ascii_hexdigit()) => bail!(
                "{arg} is too large: values go up to 0x7FFFFFFF, the most the old 6-byte form of \
                 RFC 2279 could hold (Unicode stops at U+10FFFF)"
            ),
            Err(_) => bail!("{arg:?} is not a hexadecimal value"),
        },
        _ => Ok(arg.chars().map(u32::from).collect()),
    }
}

/// One output line for value `v`.
pub fn describe(v: u32) -> anyhow::Result<String> {
    let e = encode_value(v)?;
    let name = if v <= 0x10FFFF {
        format!("U+{v:04X}")
    } else {
        format!("0x{v:X}")
    };
    let shown = match char::from_u32(v) {
        Some(c) => {
            let seq = Sequence {
                offset: 1,
                len: e.bytes().len() as u8,
                class: Class::Char(c),
            };
            format!(" {}", glyph(&seq).as_str())
        }
        None => String::new(),
    };
    let note = match e.conformance {
        Conformance::Valid => String::new(),
        Conformance::Surrogate => {
            "  (surrogate: not encodable in UTF-8; these bytes are ill-formed)".to_string()
        }
        Conformance::BeyondUnicode => format!(
            "  (above U+10FFFF: RFC 2279 {}-byte form, not UTF-8 since RFC 3629)",
            e.bytes().len()
        ),
    };
    Ok(format!(
        "{name}{shown}  {}  {}{note}",
        hex_bytes(e.bytes()),
        e.bit_layout()
    ))
}

/// Runs `encode`.
pub fn run(args: &[String]) -> anyhow::Result<ExitCode> {
    let mut lines = Vec::new();
    for a in args {
        for v in parse_values(a)? {
            lines.push(describe(v)?);
        }
    }
    let mut out = std::io::stdout().lock();
    for l in lines {
        writeln!(out, "{l}").context("writing to standard output")?;
    }
    Ok(ExitCode::SUCCESS)
}
