//! `check`: one verdict per file, as text or JSON lines.

use super::{escape_path, escape_text, is_broken_pipe, open_input};
use crate::analysis::guess::{Diagnosis, Verdict, diagnose, wide_form, wide_summary};
use crate::analysis::{InputError, ScanOptions, Stats, scan_reader};
use crate::codec::{ErrorKind, WarningKind, WideScanner, WideStats};
use anyhow::Context;
use serde_json::{Map, Value, json};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The outcome for one path.
enum Outcome {
    Scanned {
        path: PathBuf,
        stats: Box<Stats>,
        diagnosis: Box<Diagnosis>,
        /// The whole-file counts in UTF-16 or UTF-32, when the file is in one.
        wide: Option<Box<WideStats>>,
    },
    Failed {
        path: PathBuf,
        error: String,
    },
}

/// Runs `check` over `paths`.
pub fn run(paths: &[PathBuf], json: bool, recursive: bool) -> anyhow::Result<ExitCode> {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let (mut any_invalid, mut any_failed) = (false, false);
    let mut report = |o: Outcome| -> anyhow::Result<()> {
        match &o {
            Outcome::Scanned {
                stats, diagnosis, ..
            } => any_invalid |= !stats.is_valid() || diagnosis.is_wide(),
            Outcome::Failed { .. } => any_failed = true,
        }
        if json {
            writeln!(out, "{}", to_json(&o))?;
        } else {
            match &o {
                Outcome::Scanned {
                    path,
                    stats,
                    diagnosis,
                    ..
                } => {
                    let mut line = verdict(stats);
                    if diagnosis.is_wide() {
                        line = format!("not UTF-8: {}", diagnosis.summary);
                    } else if let Some(m) = &diagnosis.mojibake {
                        line.push_str(&format!("; looks like mojibake: {}", m.describe()));
                    } else if diagnosis.verdict != Verdict::Utf8 {
                        line.push_str(&format!("; {}", diagnosis.summary));
                    }
                    writeln!(out, "{}: {line}", escape_path(path))?
                }
                Outcome::Failed { error, .. } => {
                    out.flush()?;
                    eprintln!("utf8-inspector: {}", escape_text(error));
                }
            }
        }
        Ok(())
    };
    // When standard output closes (`check … | head -1`), stop, but keep the verdict of what was
    // checked: a pipeline under `set -o pipefail` must not pass a broken file.
    let mut closed = false;
    for path in paths {
        match walk(path, recursive, true, &mut report) {
            Err(e) if is_broken_pipe(&e) => {
                closed = true;
                break;
            }
            r => r?,
        }
    }
    if !closed {
        match out.flush() {
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {}
            r => r.context("writing to standard output")?,
        }
    }
    Ok(ExitCode::from(if any_failed {
        2
    } else if any_invalid {
        1
    } else {
        0
    }))
}

/// Checks `path`, descending into directories when `recursive` (in name order; symbolic links to
/// directories are not followed, so a link loop cannot trap the walk).
fn walk(
    path: &Path,
    recursive: bool,
    top: bool,
    report: &mut impl FnMut(Outcome) -> anyhow::Result<()>,
) -> anyhow::Result<()> {
    let is_dir = path.as_os_str() != "-" && path.is_dir();
    if !is_dir {
        return report(check_one(path));
    }
    if !top
        && path
            .symlink_metadata()
            .is_ok_and(|m| m.file_type().is_symlink())
    {
        return Ok(());
    }
    if !recursive {
        return report(Outcome::Failed {
            path: path.to_path_buf(),
            error: format!("{}: is a directory (use --recursive)", path.display()),
        });
    }
    let entries = match std::fs::read_dir(path) {
        Ok(rd) => rd,
        Err(e) => {
            return report(Outcome::Failed {
                path: path.to_path_buf(),
                error: InputError::Io {
                    path: path.to_path_buf(),
                    source: e,
                }
                .to_string(),
            });
        }
    };
    let mut children: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    children.sort();
    for child in children {
        walk(&child, recursive, false, report)?;
    }
    Ok(())
}

fn check_one(path: &Path) -> Outcome {
    match check_file(path, |_| {}) {
        Ok(c) => {
            if let Some(note) = c.changed {
                eprintln!("utf8-inspector: {}: {note}", escape_path(path));
            }
            let stats = c.stats;
            let mut d = diagnose(&c.sample, stats.bytes);
            let wide = c.wide.filter(|_| d.is_wide());
            if let Some(w) = &wide {
                // The whole file's counts, not the sample's.
                d.summary = wide_summary(w);
            } else if d.verdict == Verdict::Utf8 && !stats.is_valid() {
                // The sample was clean; the whole-file scan found errors further on.
                d.verdict = Verdict::Utf8Damaged;
                d.mojibake = None;
                d.summary = format!(
                    "UTF-8 with {} ill-formed sequence{} beyond the first {} bytes diagnosed",
                    stats.errors,
                    if stats.errors == 1 { "" } else { "s" },
                    d.looked_at
                );
            }
            Outcome::Scanned {
                path: path.to_path_buf(),
                stats: Box::new(stats),
                diagnosis: Box::new(d),
                wide: wide.map(Box::new),
            }
        }
        Err(error) => Outcome::Failed {
            path: path.to_path_buf(),
            error,
        },
    }
}

/// Bytes kept from the start of a file for the encoding guess and the mojibake diagnosis.
const SAMPLE: usize = 1 << 20;

/// Bytes read first to tell whether the file is UTF-16 or UTF-32 (as much as the diagnosis uses).
const PREFIX: u64 = 1 << 16;

/// A reader that keeps a copy of the first [`SAMPLE`] bytes it passes on, and feeds them all to
/// the UTF-16/32 scanner when the file is in one of those (one pass over the file for both).
struct Sampling<R> {
    inner: R,
    sample: Vec<u8>,
    wide: Option<WideScanner>,
}

impl<R: std::io::Read> std::io::Read for Sampling<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        let room = SAMPLE.saturating_sub(self.sample.len()).min(n);
        self.sample.extend_from_slice(&buf[..room]);
        if let Some(w) = &mut self.wide {
            w.feed(&buf[..n]);
        }
        Ok(n)
    }
}

/// What [`check_file`] found.
pub struct Checked {
    /// The UTF-8 counts of the whole file.
    pub stats: Stats,
    /// A note if the file changed on disk while it was read.
    pub changed: Option<String>,
    /// The first megabyte, for the diagnosis.
    pub sample: Vec<u8>,
    /// The UTF-16/32 counts of the whole file, when its start reads as one of those.
    pub wide: Option<WideStats>,
}

/// Scans one input; `after_block` runs after each block read (tests use it to change the file
/// mid-check).
pub fn check_file(path: &Path, after_block: impl FnMut(u64)) -> Result<Checked, String> {
    let stamp = |p: &Path| {
        std::fs::metadata(p)
            .ok()
            .map(|m| (m.len(), m.modified().ok()))
    };
    let before = if path.as_os_str() == "-" {
        None
    } else {
        stamp(path)
    };
    let mut reader = open_input(path).map_err(|e| e.to_string())?;
    let io_error = |source| {
        InputError::Io {
            path: path.to_path_buf(),
            source,
        }
        .to_string()
    };
    let mut prefix = Vec::new();
    std::io::Read::read_to_end(&mut std::io::Read::take(&mut reader, PREFIX), &mut prefix)
        .map_err(io_error)?;
    let wide = wide_form(&prefix).map(|(form, _)| WideScanner::new(form));
    let mut sampling = Sampling {
        inner: std::io::Read::chain(std::io::Cursor::new(prefix), reader),
        sample: Vec::new(),
        wide,
    };
    let result =
        scan_reader(&mut sampling, ScanOptions::default(), after_block).map_err(io_error)?;
    let after = before.and_then(|_| stamp(path));
    let note = match (before, after) {
        (Some(b), Some(a)) if a != b => Some(format!(
            "changed on disk while being checked (size {} → {}); the verdict covers the {} bytes read",
            b.0, a.0, result.stats.bytes
        )),
        (Some(_), None) => Some(format!(
            "deleted while being checked; the verdict covers the {} bytes read",
            result.stats.bytes
        )),
        _ => None,
    };
    Ok(Checked {
        stats: result.stats,
        changed: note,
        sample: sampling.sample,
        wide: sampling.wide.map(WideScanner::finish),
    })
}

/// The first line (at most 80 characters) that differs after the repair, for the report.
fn sample_of(text: &str) -> String {
    text.lines()
        .find(|l| !l.is_ascii())
        .unwrap_or("")
        .chars()
        .take(80)
        .collect()
}

fn plural(n: u64, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The line-ending summary: "LF", "CRLF", "mixed (3 LF, 1 CRLF)", "none".
pub fn line_endings_summary(s: &Stats) -> String {
    let kinds: Vec<(u64, &str)> = [(s.lf, "LF"), (s.crlf, "CRLF"), (s.cr, "CR")]
        .into_iter()
        .filter(|(n, _)| *n > 0)
        .collect();
    match kinds.as_slice() {
        [] => "no line breaks".to_string(),
        [(_, name)] => format!("{name} line endings"),
        _ => format!(
            "mixed line endings ({})",
            kinds
                .iter()
                .map(|(n, name)| format!("{n} {name}"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// The one-line verdict for a scanned file.
pub fn verdict(s: &Stats) -> String {
    let mut v = match &s.first_error {
        None => format!(
            "valid UTF-8: {}, {} bytes, {}, {}",
            plural(s.chars(), "character", "characters"),
            s.bytes,
            line_endings_summary(s),
            if s.has_bom() { "with BOM" } else { "no BOM" }
        ),
        Some(e) => format!(
            "invalid UTF-8: {}, first at byte {} (line {}, column {}): {}",
            plural(s.errors, "error", "errors"),
            e.offset,
            e.line,
            e.column,
            e.message()
        ),
    };
    let warnings: Vec<String> = WarningKind::ALL
        .iter()
        .filter(|k| s.warnings[k.index()] > 0 && **k != WarningKind::Bom)
        .map(|k| format!("{} {}", s.warnings[k.index()], k.name()))
        .collect();
    if !warnings.is_empty() {
        v.push_str("; warnings: ");
        v.push_str(&warnings.join(", "));
    }
    v
}

fn to_json(o: &Outcome) -> Value {
    match o {
        Outcome::Failed { path, error } => json!({
            "path": escape_path(path),
            "error": error,
        }),
        Outcome::Scanned {
            path,
            stats: s,
            diagnosis: d,
            wide,
        } => {
            let g = &d.guess;
            let m = &d.mojibake;
            let by_kind: Map<String, Value> = ErrorKind::ALL
                .iter()
                .map(|k| (k.name().to_string(), json!(s.by_kind[k.index()])))
                .collect();
            let warnings: Map<String, Value> = WarningKind::ALL
                .iter()
                .map(|k| (k.name().to_string(), json!(s.warnings[k.index()])))
                .collect();
            let first_error = s.first_error.as_ref().map(|e| {
                json!({
                    "offset": e.offset,
                    "line": e.line,
                    "column": e.column,
                    "length": e.bytes().len(),
                    "kind": e.kind.name(),
                    "bytes": e.bytes().iter().map(|b| format!("{b:02x}")).collect::<Vec<_>>().join(" "),
                    "value": e.value,
                    "message": e.message(),
                })
            });
            json!({
                "path": escape_path(path),
                "size": s.bytes,
                "valid": s.is_valid(),
                "chars": s.chars(),
                "errors": s.errors,
                "replacements": s.replacements,
                "by_kind": by_kind,
                "warnings": warnings,
                "first_error": first_error,
                "bom": s.has_bom(),
                "line_endings": {"lf": s.lf, "crlf": s.crlf, "cr": s.cr},
                "verdict": d.verdict.name(),
                "summary": d.summary,
                "diagnosed_bytes": d.looked_at,
                "guess": {
                    "encoding": g.encoding,
                    "same_text": g.same_text,
                    "language": g.language,
                    "confident": g.confident,
                    "alternatives": g.alternatives,
                },
                "mixed": d.mixed,
                "wide": wide,
                "mojibake": m.as_ref().map(|m| {
                    json!({
                        "chain": m.chain,
                        "sample_before": sample_of(&m.original),
                        "sample_after": sample_of(&m.repaired),
                    })
                }),
            })
        }
    }
}
