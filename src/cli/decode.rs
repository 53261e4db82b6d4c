//! `decode`: the text on standard output, strictly (stop at the first error) or lossily.

use super::{open_input_with_metadata, shown_input, unchanged_while_read};
use crate::analysis::read::READ_BLOCK;
use crate::analysis::{ErrorRecord, Scanner};
use crate::codec::{decode_lossy, decode_prefix, sequence_start};
use anyhow::Context;
use std::io::{Read, Write};
use std::path::Path;
use std::process::ExitCode;

/// Runs `decode`.
pub fn run(path: &Path, lossy: bool) -> anyhow::Result<ExitCode> {
    let (mut input, before) = open_input_with_metadata(path)?;
    let mut read = 0u64;
    let mut out = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    let mut buf = vec![0u8; READ_BLOCK];
    // Bytes read but not yet written: at most an incomplete sequence (≤ 5 bytes) plus one block.
    let mut pending: Vec<u8> = Vec::with_capacity(READ_BLOCK + 8);
    let mut written = 0u64;
    let mut scanner = Scanner::default();
    // What the first block looks like, for the error: UTF-16/32 named as such.
    let mut wide: Option<Option<(crate::codec::WideForm, bool)>> = None;
    loop {
        let n = match input.read(&mut buf) {
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e).with_context(|| format!("{}: read failed", shown_input(path))),
        };
        let eof = n == 0;
        read += n as u64;
        if wide.is_none() {
            wide = Some(crate::analysis::diagnosis::wide_form(&buf[..n]));
        }
        pending.extend_from_slice(&buf[..n]);
        if lossy {
            let cut = if eof {
                pending.len()
            } else {
                complete_prefix(&pending)
            };
            out.write_all(decode_lossy(&pending[..cut]).as_bytes())?;
            pending.drain(..cut);
        } else {
            scanner.feed(&buf[..n]);
            if let Some(e) = scanner.snapshot().first_error {
                let upto = usize::try_from(e.offset - written).unwrap_or(pending.len());
                out.write_all(&pending[..upto.min(pending.len())])?;
                out.flush()?;
                report_error(path, &e, wide.flatten());
                return Ok(ExitCode::from(1));
            }
            let upto = scanner.classified_up_to();
            let k = usize::try_from(upto - written)
                .unwrap_or(0)
                .min(pending.len());
            out.write_all(&pending[..k])?;
            pending.drain(..k);
            written = upto;
        }
        if eof {
            break;
        }
    }
    if !lossy {
        let r = scanner.finish();
        if let Some(e) = r.stats.first_error {
            out.flush()?;
            // A sequence cut where the file was cut while being read is no error of the file's.
            unchanged_while_read(path, before.as_ref(), read)?;
            report_error(path, &e, wide.flatten());
            return Ok(ExitCode::from(1));
        }
        out.write_all(&pending)?;
    }
    out.flush()?;
    unchanged_while_read(path, before.as_ref(), read)?;
    Ok(ExitCode::SUCCESS)
}

/// Length of the longest prefix of `bytes` that does not end inside an incomplete sequence
/// (`bytes` starts at a sequence boundary).
fn complete_prefix(bytes: &[u8]) -> usize {
    let Some(last) = bytes.len().checked_sub(1) else {
        return 0;
    };
    let q = sequence_start(bytes, last);
    match decode_prefix(&bytes[q..], false) {
        None => q,
        Some(_) => bytes.len(),
    }
}

fn report_error(path: &Path, e: &ErrorRecord, wide: Option<(crate::codec::WideForm, bool)>) {
    if let Some((form, bom)) = wide {
        let err = crate::analysis::convert::ConvertError::WideNotUtf8 { form, bom };
        eprintln!("utf8-inspector: {}: {err}", shown_input(path));
        return;
    }
    eprintln!(
        "utf8-inspector: {}: invalid UTF-8: first error at byte {} (line {}, column {}): {}",
        shown_input(path),
        e.offset,
        e.line,
        e.column,
        e.message()
    );
}
