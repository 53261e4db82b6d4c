//! `convert` and `fix`: write a converted or repaired copy, never over the input, atomically.

use crate::analysis::convert::{check_name, decode_as, encode_as, list_chars};
use crate::analysis::mojibake::diagnose;
use crate::analysis::save::save_atomically;
use anyhow::Context;
use std::path::Path;
use std::process::ExitCode;

/// A path for a message: `-` named for what it stands for.
fn shown(path: &Path, dash: &str) -> String {
    if path.as_os_str() == "-" {
        dash.to_string()
    } else {
        path.display().to_string()
    }
}

/// The input's bytes: a regular file, or standard input for `-` (a file named `-` is `./-`).
fn read(path: &Path) -> anyhow::Result<Vec<u8>> {
    use std::io::Read;
    let mut f = super::open_input(path)?;
    let mut v = Vec::new();
    f.read_to_end(&mut v)
        .with_context(|| format!("{}: read failed", path.display()))?;
    Ok(v)
}

/// Writes the result: to standard output for `-`, else a new file, atomically, never the input.
fn write(output: &Path, bytes: &[u8], input: &Path, force: bool) -> anyhow::Result<()> {
    if output.as_os_str() == "-" {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        out.write_all(bytes)?;
        out.flush()?;
        return Ok(());
    }
    save_atomically(output, bytes, input, force).map_err(|e| match e {
        crate::analysis::save::SaveError::Exists(p) => anyhow::anyhow!(
            "{}: exists; not overwritten (use --force to overwrite it)",
            p.display()
        ),
        e => e.into(),
    })?;
    Ok(())
}

fn decode(
    bytes: &[u8],
    from: &str,
    input: &Path,
    substitute: Option<char>,
) -> anyhow::Result<String> {
    decode_as(bytes, from, substitute)
        .map_err(|e| anyhow::anyhow!("{}: {e}", shown(input, "standard input")))
}

fn encode(text: &str, to: &str, substitute: Option<char>, bom: bool) -> anyhow::Result<Vec<u8>> {
    let e = encode_as(text, to, substitute, bom).map_err(anyhow::Error::msg)?;
    if !e.replaced.is_empty() {
        eprintln!(
            "utf8-inspector: replaced {} character{} that {to} cannot write: {}",
            e.replaced.len(),
            if e.replaced.len() == 1 { "" } else { "s" },
            list_chars(text, &e.replaced)
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
    bom: bool,
    force: bool,
) -> anyhow::Result<ExitCode> {
    // A wrong name is the command line's fault, not the input file's: say so before reading.
    check_name(from).map_err(|e| anyhow::anyhow!("--from: {e}"))?;
    check_name(to).map_err(|e| anyhow::anyhow!("--to: {e}"))?;
    let bytes = read(input)?;
    let text = decode(&bytes, from, input, substitute)?;
    let out = encode(&text, to, substitute, bom)?;
    write(output, &out, input, force)?;
    eprintln!(
        "utf8-inspector: wrote {} ({} bytes, {to})",
        shown(output, "standard output"),
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
            write(output, repaired.as_bytes(), input, force)?;
            eprintln!(
                "utf8-inspector: {}: {}; those runs read as {} and the copy written to {}",
                shown(input, "standard input"),
                d.summary,
                l.name,
                shown(output, "standard output")
            );
            return Ok(ExitCode::SUCCESS);
        }
    }
    let text = decode(&bytes, "UTF-8", input, None)?;
    let Some(m) = diagnose(&text) else {
        eprintln!(
            "utf8-inspector: {}: no mojibake found; nothing written",
            shown(input, "standard input")
        );
        return Ok(ExitCode::from(1));
    };
    write(output, m.repaired.as_bytes(), input, force)?;
    eprintln!(
        "utf8-inspector: {}: {}; repaired copy written to {}",
        shown(input, "standard input"),
        m.describe(),
        shown(output, "standard output")
    );
    Ok(ExitCode::SUCCESS)
}
