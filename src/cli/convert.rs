//! `convert` and `fix`: write a converted or repaired copy, never over the input, atomically.

use crate::analysis::convert::{ConvertError, Done, Transform, check_name, relabel, transform};
use crate::analysis::diagnosis::declared::Declared;
use crate::analysis::save::save_atomically;
use crate::analysis::wording;
use crate::i18n::Lang;
use anyhow::Context;
use std::path::Path;
use std::process::ExitCode;

/// A path for a message: escaped ([`super::escape_path`]), `-` named for what it stands for.
fn shown(path: &Path, dash: &str) -> String {
    if path.as_os_str() == "-" {
        dash.to_string()
    } else {
        super::escape_path(path)
    }
}

/// The input's bytes for a copy made as `how` asks: a regular file, or standard input for `-` (a
/// file named `-` is `./-`); refused, naming the input, where the copy would not fit in memory,
/// or where the copy goes to standard output (`-`) and that is the input file (`fix f - >> f`
/// appended to the input, `1<>f` wrote over it: CLI pass 2026-12-05 #1).
fn read(path: &Path, output: &Path, how: &Transform) -> anyhow::Result<Vec<u8>> {
    if output.as_os_str() == "-" {
        super::refuse_output_into_input(path)?;
    }
    let (mut f, before) = super::open_input_with_metadata(path)?;
    // (Standard input redirected from a file has a size too: refused by it, not read first.)
    let size = before
        .clone()
        .or_else(|| crate::analysis::save::path_metadata(path))
        .filter(std::fs::Metadata::is_file)
        .map(|m| m.len());
    let v = crate::analysis::convert::read_for_copy(&mut f, size, how)
        .with_context(|| format!("{}: read failed", shown(path, "standard input")))?
        .map_err(|e| refused(&e, path, false))?;
    super::unchanged_while_read(path, before.as_ref(), v.len() as u64)?;
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
            super::escape_path(&p)
        ),
        e => e.into(),
    })?;
    Ok(())
}

/// A refused conversion as an error: one about the input's bytes names the input; where a
/// substitute would help and the command takes `--substitute` (`convert`, not `fix`), it says so.
fn refused(e: &ConvertError, input: &Path, substitute_flag: bool) -> anyhow::Error {
    let advice = if substitute_flag && e.substitute_helps() {
        "; use --substitute CHAR to replace them"
    } else {
        ""
    };
    if e.is_about_input() {
        anyhow::anyhow!("{}: {e}{advice}", shown(input, "standard input"))
    } else {
        anyhow::anyhow!("{e}{advice}")
    }
}

/// `convert`'s switches.
#[derive(Clone, Copy)]
pub struct Options {
    /// `--substitute`.
    pub substitute: Option<char>,
    /// `--bom`.
    pub bom: bool,
    /// `--force`.
    pub force: bool,
    /// `--update-declaration`.
    pub update_declaration: bool,
}

/// Rewrites (with `update`) the declarations in `out` that would contradict `target`; returns
/// the sentences to print once the copy is written.
fn declarations(out: &mut Vec<u8>, target: Option<Declared>, update: bool) -> Vec<String> {
    let Some(target) = target else {
        return Vec::new();
    };
    if let Declared::Utf16(f) | Declared::Utf32(f) = target {
        let form = f.unwrap_or(if matches!(target, Declared::Utf16(_)) {
            crate::codec::WideForm::Utf16Le
        } else {
            crate::codec::WideForm::Utf32Le
        });
        let form = crate::codec::WideForm::from_bom(out).unwrap_or(form);
        if update {
            // Not ASCII bytes to rewrite in place: the text is relabelled as UTF-8 and written
            // in the form again (it said "--update-declaration rewrites it" and left it).
            let bom = out.starts_with(form.bom());
            let (text, _) = crate::codec::decode_wide(out, form);
            let mut utf8 = text.into_bytes();
            let found = relabel(&mut utf8, target, true);
            out.clear();
            if bom {
                out.extend_from_slice(form.bom());
            }
            for c in String::from_utf8_lossy(&utf8).chars() {
                form.encode(c, out);
            }
            return found
                .iter()
                .map(|d| wording::relabelled(Lang::En, d, target, d.span.is_some(), true))
                .collect();
        }
        // Without --update-declaration: what would be false is reported, left as it is.
        return crate::analysis::diagnosis::declared::find(out, true, Some(form))
            .into_iter()
            .filter(|d| {
                d.encoding
                    .is_some_and(|e| e != target && e.name() != target.name())
            })
            .filter(|d| {
                !matches!(
                    d.encoding,
                    Some(Declared::Utf16(None) | Declared::Utf32(None))
                )
            })
            .map(|d| wording::relabelled(Lang::En, &d, target, false, false))
            .collect();
    }
    relabel(out, target, update)
        .iter()
        .map(|d| wording::relabelled(Lang::En, d, target, update && d.span.is_some(), update))
        .collect()
}

fn print_notes(notes: &[String], output: &Path) {
    for n in notes {
        eprintln!("utf8-inspector: {}: {n}", shown(output, "standard output"));
    }
}

/// Runs `convert`.
pub fn run_convert(
    from: &str,
    to: &str,
    input: &Path,
    output: &Path,
    opts: Options,
) -> anyhow::Result<ExitCode> {
    let Options {
        substitute,
        bom,
        force,
        update_declaration,
    } = opts;
    // A wrong name is the command line's fault, not the input file's: say so before reading.
    check_name(from).map_err(|e| anyhow::anyhow!("--from: {e}"))?;
    check_name(to).map_err(|e| anyhow::anyhow!("--to: {e}"))?;
    let how = Transform::Convert {
        from: from.to_string(),
        to: to.to_string(),
        substitute,
        bom,
    };
    let bytes = read(input, output, &how)?;
    let (mut out, done) = transform(&bytes, &how).map_err(|e| refused(&e, input, true))?;
    let notes = declarations(
        &mut out,
        Declared::from_label(to, false),
        update_declaration,
    );
    write(output, &out, input, force)?;
    // What the copy holds is said once it is written (not before a refusal to write it).
    if let Done::Converted { replaced, .. } = &done
        && *replaced > 0
    {
        eprintln!("utf8-inspector: {}", wording::replaced(Lang::En, &done));
    }
    let marks = wording::decomposed(Lang::En, &done);
    if !marks.is_empty() {
        eprintln!(
            "utf8-inspector: {}: {marks}",
            shown(output, "standard output")
        );
    }
    print_notes(&notes, output);
    // Read as another encoding, a UTF-8 byte order mark is text (`ï»¿` in windows-1252): said,
    // not passed over (CLI pass 2026-12-05 #12).
    if !crate::analysis::convert::is_utf8(from) && bytes.starts_with(b"\xEF\xBB\xBF") {
        eprintln!(
            "utf8-inspector: {}: starts with EF BB BF, a UTF-8 byte order mark, which {from} reads as text: the copy begins with it (is the input UTF-8?)",
            shown(input, "standard input")
        );
    }
    // A UTF-8 byte order mark is a signature, not text: not carried over unless asked for. (A
    // copy in UTF-16 or UTF-32, named without a byte order, has its own: nothing to say there.)
    let copy_has_bom =
        out.starts_with(b"\xEF\xBB\xBF") || crate::codec::WideForm::from_bom(&out).is_some();
    if crate::analysis::convert::is_utf8(from)
        && bytes.starts_with(b"\xEF\xBB\xBF")
        && !bom
        && !copy_has_bom
    {
        // (`--bom` is offered only where the target has one: it was for windows-1252, which
        // then refused it: CLI pass 2026-12-05.)
        let why = if crate::analysis::convert::has_byte_order_mark(to) {
            "--bom writes one".to_string()
        } else {
            format!("{to} has none")
        };
        eprintln!(
            "utf8-inspector: {}: the input's byte order mark (EF BB BF) was not carried over ({why})",
            shown(output, "standard output")
        );
    }
    eprintln!(
        "utf8-inspector: wrote {} ({} bytes, {to})",
        shown(output, "standard output"),
        out.len()
    );
    Ok(ExitCode::SUCCESS)
}

/// Runs `fix`: undoes the detected mojibake, or, for UTF-8 with runs of a legacy encoding pasted
/// in, reads just those runs in that encoding.
pub fn run_fix(
    input: &Path,
    output: &Path,
    force: bool,
    update_declaration: bool,
) -> anyhow::Result<ExitCode> {
    let bytes = read(input, output, &Transform::Fix)?;
    let (mut out, done) = match transform(&bytes, &Transform::Fix) {
        Err(e @ (ConvertError::NoMojibake | ConvertError::NotText(_))) => {
            eprintln!("utf8-inspector: {}: {e}", shown(input, "standard input"));
            return Ok(ExitCode::from(1));
        }
        r => r.map_err(|e| refused(&e, input, false))?,
    };
    let notes = declarations(&mut out, Some(Declared::Utf8), update_declaration);
    write(output, &out, input, force)?;
    print_notes(&notes, output);
    eprintln!(
        "utf8-inspector: {}: {}; the copy written to {}",
        shown(input, "standard input"),
        wording::done(Lang::En, &done),
        shown(output, "standard output")
    );
    Ok(ExitCode::SUCCESS)
}
