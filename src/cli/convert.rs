//! `convert` and `fix`: write a converted or repaired copy, never over the input, atomically.

use crate::analysis::legacy::by_name;
use crate::analysis::mojibake::diagnose;
use crate::analysis::save::save_atomically;
use crate::analysis::{ScanOptions, scan_bytes};
use anyhow::{Context, bail};
use std::path::Path;
use std::process::ExitCode;

fn read(path: &Path) -> anyhow::Result<Vec<u8>> {
    use std::io::Read;
    let mut f = crate::analysis::open_regular(path)?;
    let mut v = Vec::new();
    f.read_to_end(&mut v)
        .with_context(|| format!("{}: read failed", path.display()))?;
    Ok(v)
}

/// Decodes `bytes` from `from` ("UTF-8" or a legacy name); errors name the offset.
fn decode(bytes: &[u8], from: &str, input: &Path) -> anyhow::Result<String> {
    if from.eq_ignore_ascii_case("utf-8") || from.eq_ignore_ascii_case("utf8") {
        let r = scan_bytes(bytes, ScanOptions::default());
        if let Some(e) = r.stats.first_error {
            bail!(
                "{}: not valid UTF-8: {} error{}, first at byte {} (line {}, column {}): {}",
                input.display(),
                r.stats.errors,
                if r.stats.errors == 1 { "" } else { "s" },
                e.offset,
                e.line,
                e.column,
                e.message()
            );
        }
        return Ok(String::from_utf8_lossy(bytes).into_owned());
    }
    let l = by_name(from).with_context(|| format!("unknown encoding {from:?}"))?;
    let unmapped: Vec<usize> = bytes
        .iter()
        .enumerate()
        .filter(|(_, b)| l.decode_byte(**b).is_none())
        .map(|(i, _)| i)
        .collect();
    if let Some(&first) = unmapped.first() {
        bail!(
            "{}: {} byte{} unmapped in {}, first {:02X} at byte {first}",
            input.display(),
            unmapped.len(),
            if unmapped.len() == 1 { " is" } else { "s are" },
            l.name,
            bytes[first]
        );
    }
    Ok(l.decode(bytes))
}

/// Encodes `text` as `to`; characters it cannot write are listed by offset, and replaced by
/// `substitute` if given, else the conversion is refused.
fn encode(text: &str, to: &str, substitute: Option<char>) -> anyhow::Result<Vec<u8>> {
    if to.eq_ignore_ascii_case("utf-8") || to.eq_ignore_ascii_case("utf8") {
        return Ok(text.as_bytes().to_vec());
    }
    let l = by_name(to).with_context(|| format!("unknown encoding {to:?}"))?;
    let sub = match substitute {
        Some(c) => Some(
            l.encode_char(c)
                .with_context(|| format!("the substitute {c:?} is not in {}", l.name))?,
        ),
        None => None,
    };
    let mut out = Vec::with_capacity(text.len());
    let mut missing = Vec::new();
    for (i, c) in text.char_indices() {
        match l.encode_char(c).or(sub) {
            Some(b) if l.encode_char(c).is_some() => out.push(b),
            Some(b) => {
                missing.push((i, c));
                out.push(b);
            }
            None => missing.push((i, c)),
        }
    }
    if !missing.is_empty() {
        let list: Vec<String> = missing
            .iter()
            .take(20)
            .map(|(i, c)| format!("U+{:04X} {c} at character byte {i}", u32::from(*c)))
            .collect();
        let more = if missing.len() > 20 {
            format!(" and {} more", missing.len() - 20)
        } else {
            String::new()
        };
        if substitute.is_none() {
            bail!(
                "{} character{} cannot be written in {}: {}{more}; use --substitute CHAR to replace them",
                missing.len(),
                if missing.len() == 1 { "" } else { "s" },
                l.name,
                list.join(", ")
            );
        }
        eprintln!(
            "utf8-inspector: replaced {} character{} that {} cannot write: {}{more}",
            missing.len(),
            if missing.len() == 1 { "" } else { "s" },
            l.name,
            list.join(", ")
        );
    }
    Ok(out)
}

/// Runs `convert`.
pub fn run_convert(
    from: &str,
    to: &str,
    input: &Path,
    output: &Path,
    substitute: Option<char>,
    force: bool,
) -> anyhow::Result<ExitCode> {
    let bytes = read(input)?;
    let text = decode(&bytes, from, input)?;
    let out = encode(&text, to, substitute)?;
    save_atomically(output, &out, input, force)?;
    eprintln!(
        "utf8-inspector: wrote {} ({} bytes, {to})",
        output.display(),
        out.len()
    );
    Ok(ExitCode::SUCCESS)
}

/// Runs `fix`: undoes the detected mojibake chain.
pub fn run_fix(input: &Path, output: &Path, force: bool) -> anyhow::Result<ExitCode> {
    let bytes = read(input)?;
    let text = decode(&bytes, "UTF-8", input)?;
    let Some(m) = diagnose(&text) else {
        eprintln!(
            "utf8-inspector: {}: no mojibake found; nothing written",
            input.display()
        );
        return Ok(ExitCode::from(1));
    };
    save_atomically(output, m.repaired.as_bytes(), input, force)?;
    eprintln!(
        "utf8-inspector: {}: {}; repaired copy written to {}",
        input.display(),
        m.describe(),
        output.display()
    );
    Ok(ExitCode::SUCCESS)
}
