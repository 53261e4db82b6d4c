//! `convert` and `fix`: write a converted or repaired copy, never over the input, atomically.

use crate::analysis::convert::{check_name, decode_as, encode_as, list_chars};
use crate::analysis::mojibake::diagnose;
use crate::analysis::save::save_atomically;
use anyhow::Context;
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

fn decode(bytes: &[u8], from: &str, input: &Path) -> anyhow::Result<String> {
    decode_as(bytes, from).map_err(|e| anyhow::anyhow!("{}: {e}", input.display()))
}

fn encode(text: &str, to: &str, substitute: Option<char>) -> anyhow::Result<Vec<u8>> {
    let e = encode_as(text, to, substitute).map_err(anyhow::Error::msg)?;
    if !e.replaced.is_empty() {
        eprintln!(
            "utf8-inspector: replaced {} character{} that {to} cannot write: {}",
            e.replaced.len(),
            if e.replaced.len() == 1 { "" } else { "s" },
            list_chars(&e.replaced)
        );
    }
    Ok(e.bytes)
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
    // A wrong name is the command line's fault, not the input file's: say so before reading.
    check_name(from).map_err(|e| anyhow::anyhow!("--from: {e}"))?;
    check_name(to).map_err(|e| anyhow::anyhow!("--to: {e}"))?;
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

/// Runs `fix`: undoes the detected mojibake, or, for UTF-8 with runs of a legacy encoding pasted
/// in, reads just those runs in that encoding.
pub fn run_fix(input: &Path, output: &Path, force: bool) -> anyhow::Result<ExitCode> {
    let bytes = read(input)?;
    if std::str::from_utf8(&bytes).is_err() {
        let d = crate::analysis::guess::diagnose(&bytes, bytes.len() as u64);
        if let Some(l) = d
            .mixed
            .as_ref()
            .and_then(|m| crate::analysis::legacy::by_name(&m.encoding))
        {
            let repaired = crate::analysis::guess::repair_mixed(&bytes, l);
            save_atomically(output, repaired.as_bytes(), input, force)?;
            eprintln!(
                "utf8-inspector: {}: {}; those runs read as {} and the copy written to {}",
                input.display(),
                d.summary,
                l.name,
                output.display()
            );
            return Ok(ExitCode::SUCCESS);
        }
    }
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
