//! Past the sample: what the diagnosis of a file's first MiB cannot see, looked at in the rest of
//! the file, the same way by `check` (which reads the file again) and `fix` (which holds it).
//!
//! Why: a diagnosis of the first MiB alone made `check` call a file "valid UTF-8" while `fix`,
//! which reads everything, repaired mojibake at 1.5 MiB; and a windows-1252 line past the first
//! MiB was "ill-formed sequences" to `check` while it is a legacy run. Two looks close that gap:
//!
//! - valid UTF-8 is searched for mojibake chunk by chunk ([`crate::analysis::mojibake::chunks`]:
//!   the same chunks `fix` repairs), over the whole file up to [`WHOLE_LOOK`] and in [`SPREAD`]
//!   chunks spread over a larger one (the search runs at about 20 MB/s on multilingual text), and
//!   the diagnosis says so;
//! - ill-formed bytes first met past the sample are diagnosed in a MiB around the first of them:
//!   legacy runs there make the file mixed (or legacy, when it has no multi-byte UTF-8 at all).

use super::{Diagnosis, Encoding, Finding, Guess, SAMPLE, diagnose};
use crate::analysis::mojibake;
use crate::analysis::scan::Stats;

/// Bytes of context read before the first ill-formed byte past the sample.
const BEFORE_ERROR: u64 = 64 * 1024;

/// Brings in what lies past the sample `d` was made from (see the module documentation), reading
/// the file with `read(offset, len)` (fewer bytes only at its end). `stats` are the whole file's
/// counts, and `d` has been reconciled with them. A read error leaves `d` as it was.
pub fn look_beyond(
    d: &mut Diagnosis,
    stats: &Stats,
    read: &mut dyn FnMut(u64, usize) -> std::io::Result<Vec<u8>>,
) -> std::io::Result<()> {
    let size = d.size;
    if size <= SAMPLE as u64 || stats.bytes < size {
        return Ok(());
    }
    match d.finding {
        Finding::Utf8 | Finding::Mojibake { .. } if stats.is_valid() => {
            mojibake_beyond(d, size, read)
        }
        Finding::Damaged {
            beyond_sample: true,
            ..
        } => {
            if let Some(e) = &stats.first_error {
                error_beyond(d, stats, e.offset, read)?;
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// Files up to this size are searched for mojibake whole; larger ones in [`SPREAD`] chunks
/// spread over them (the search runs at about 20 MB/s on multilingual text: a whole 256 MiB file
/// would cost `check` 13 s where reading it costs 0.2 s).
pub const WHOLE_LOOK: u64 = 8 << 20;

/// Chunks looked at in a file larger than [`WHOLE_LOOK`]: its start, a quarter, the middle, three
/// quarters and its end.
pub const SPREAD: u64 = 5;

/// Valid UTF-8 past the sample: mojibake decided chunk by chunk, over the whole file up to
/// [`WHOLE_LOOK`], else in [`SPREAD`] chunks spread over it (each from a line's start).
fn mojibake_beyond(
    d: &mut Diagnosis,
    size: u64,
    read: &mut dyn FnMut(u64, usize) -> std::io::Result<Vec<u8>>,
) -> std::io::Result<()> {
    let whole = size <= WHOLE_LOOK;
    let starts: Vec<u64> = if whole {
        vec![0]
    } else {
        // The last chunk ends at the file's end exactly.
        let room = size - mojibake::CHUNK as u64;
        (0..SPREAD)
            .map(|k| (u128::from(room) * u128::from(k) / u128::from(SPREAD - 1)) as u64)
            .collect()
    };
    let mut found = None;
    let mut looked = 0u64;
    'starts: for &first in &starts {
        let mut at = first;
        let mut aligned = first == 0;
        while at < size {
            let mut buf = read(at, mojibake::CHUNK)?;
            if buf.is_empty() {
                break;
            }
            let at_end = at + buf.len() as u64 >= size;
            // The file offset of `buf`'s first byte, once aligned to a line.
            let mut base = at;
            if !aligned {
                let skip = line_start(&buf, buf.len());
                buf.drain(..skip);
                base += skip as u64;
                aligned = true;
            }
            let len = mojibake::chunk_len(&buf, at_end);
            // The file was valid when scanned; if it changed since, stop looking.
            let Ok(text) = std::str::from_utf8(&buf[..len]) else {
                return Ok(());
            };
            looked += len as u64;
            if let Some(m) = mojibake::diagnose(text) {
                found = Some(mojibake::Mojibake { at: base, ..m });
                break 'starts;
            }
            if !whole {
                break;
            }
            at += len as u64;
        }
    }
    d.finding = match &found {
        Some(m) => Finding::Mojibake {
            chain: m.chain.clone(),
        },
        None => Finding::Utf8,
    };
    d.mojibake = found;
    d.whole_file = whole;
    d.spread = !whole;
    d.looked_at = usize::try_from(looked).unwrap_or(usize::MAX);
    Ok(())
}

/// Ill-formed bytes first met past the sample: the MiB around the first of them, diagnosed.
fn error_beyond(
    d: &mut Diagnosis,
    stats: &Stats,
    first: u64,
    read: &mut dyn FnMut(u64, usize) -> std::io::Result<Vec<u8>>,
) -> std::io::Result<()> {
    let mut start = first.saturating_sub(BEFORE_ERROR);
    let mut window = read(start, SAMPLE)?;
    if start > 0 {
        let skip = line_start(&window, (first - start) as usize);
        window.drain(..skip);
        start += skip as u64;
    }
    let w = diagnose(&window, d.size.saturating_sub(start));
    // Multi-byte UTF-8 anywhere in the file makes legacy bytes a run inside UTF-8.
    let has_utf8 = stats.chars_by_len[1..].iter().any(|&n| n > 0);
    match w.finding {
        Finding::Mixed { .. } | Finding::MixedCjk { .. } => {
            // (Where the runs begin, in the file.)
            d.finding = w.finding.moved_by(start);
            d.guess = w.guess;
            d.legacy_examples = w.legacy_examples;
        }
        Finding::Legacy {
            encoding,
            language: Some(language),
            ..
        } if has_utf8 => {
            d.finding = Finding::Mixed {
                encoding,
                language,
                runs: 1,
                first,
            };
            d.guess = Guess::plain(Encoding::Utf8, super::Basis::Mixed(encoding), false);
            d.guess.language = Some(language);
            d.legacy_examples = w.legacy_examples;
        }
        Finding::Legacy { .. } if !has_utf8 => {
            d.finding = w.finding;
            d.guess = w.guess;
            d.legacy_examples = w.legacy_examples;
            d.legacy_preview = w.legacy_preview;
        }
        _ => {}
    }
    Ok(())
}

/// Where to start reading `buf`, bytes taken from the middle of a file: after the first line
/// break among its first `within` bytes, else after the continuation bytes that open it (the rest
/// of a character cut by the read).
fn line_start(buf: &[u8], within: usize) -> usize {
    match buf[..within.min(buf.len())]
        .iter()
        .position(|&b| b == b'\n')
    {
        Some(i) => i + 1,
        None => buf
            .iter()
            .take(3)
            .take_while(|&&b| b & 0xC0 == 0x80)
            .count(),
    }
}
