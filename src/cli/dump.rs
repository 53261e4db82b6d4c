//! `dump`: an annotated hex dump for terminals (hexyl-like, but encoding-aware).
//!
//! Each row: the offset, 16 hex cells, the characters. The cells of one UTF-8 sequence are joined by
//! `─` instead of a space (also across the row break, at the row's edge), so sequence boundaries show
//! without colour; colour follows the byte's [`ByteRole`]. The characters column shows each decoded
//! character at its lead byte's cell and `·` on its continuation cells, `×` for an ill-formed byte
//! (never U+FFFD, which stays reserved for a genuine U+FFFD in the file), control pictures for
//! controls, and `◇` for invisible or bidi characters, which are never written raw to the terminal.

use super::{ColorChoice, open_input};
use crate::analysis::cells::{ByteRole, FILLER, Glyph, glyph};
use crate::codec::{ErrorKind, Sequence, decode_prefix, sequence_start};
use anyhow::Context;
use std::io::{IsTerminal, Read, Seek, SeekFrom, Write};
use std::path::Path;
use std::process::ExitCode;

const ROW: usize = 16;
const BLOCK: usize = 1 << 16;

/// One byte ready to draw.
#[derive(Clone, Debug)]
struct Cell {
    byte: u8,
    role: ByteRole,
    /// Does the next byte belong to the same sequence?
    joins_next: bool,
    /// Does this byte continue a sequence from the previous byte?
    joins_prev: bool,
    /// What the characters column shows in this cell.
    text: CellText,
}

#[derive(Clone, Debug)]
enum CellText {
    Glyph(Glyph),
    Filler,
    /// A wide glyph whose lead is the last cell of a row: drawn on the next row's first cells.
    Deferred,
}

/// ANSI style of a role: SGR parameters.
fn sgr(role: ByteRole) -> &'static str {
    match role {
        ByteRole::Ascii => "0",
        ByteRole::AsciiControl => "0;32",
        ByteRole::Lead(2) => "0;1;34",
        ByteRole::Continuation(2) => "0;34",
        ByteRole::Lead(3) => "0;1;35",
        ByteRole::Continuation(3) => "0;35",
        ByteRole::Lead(_) => "0;1;36",
        ByteRole::Continuation(_) => "0;36",
        ByteRole::Warning(_) => "0;30;43",
        ByteRole::Error(ErrorKind::Truncated) => "0;1;97;45",
        ByteRole::Error(_) => "0;1;97;41",
    }
}

struct Renderer<W: Write> {
    out: W,
    color: bool,
    offset_width: usize,
    row: Vec<Cell>,
    row_offset: u64,
    line: Vec<u8>,
    /// A wide glyph deferred from the previous row.
    carried_glyph: Option<Glyph>,
}

impl<W: Write> Renderer<W> {
    fn push(&mut self, offset: u64, cell: Cell) -> std::io::Result<()> {
        if self.row.is_empty() {
            self.row_offset = offset;
        }
        self.row.push(cell);
        if self.row.len() == ROW {
            self.flush_row()?;
        }
        Ok(())
    }

    /// Switches the terminal style to `role`'s (None: plain), writing an escape only on a change.
    fn style(&mut self, current: &mut &'static str, role: Option<ByteRole>) {
        let want = role.map_or("0", sgr);
        if !self.color || *current == want {
            return;
        }
        *current = want;
        self.line.extend_from_slice(b"\x1b[");
        self.line.extend_from_slice(want.as_bytes());
        self.line.push(b'm');
    }

    fn flush_row(&mut self) -> std::io::Result<()> {
        const HEX: &[u8; 16] = b"0123456789abcdef";
        if self.row.is_empty() {
            return Ok(());
        }
        let row = std::mem::take(&mut self.row);
        self.line.clear();
        let off = format!("{:0width$x}", self.row_offset, width = self.offset_width);
        self.line.extend_from_slice(off.as_bytes());
        self.line.push(b' ');
        let mut cur: &'static str = "0";
        let cont_mark = "─".as_bytes();
        if row[0].joins_prev {
            self.style(&mut cur, Some(row[0].role));
            self.line.extend_from_slice(cont_mark);
        } else {
            self.line.push(b' ');
        }
        for (i, c) in row.iter().enumerate() {
            if i > 0 {
                let joined = row[i - 1].joins_next;
                if !joined {
                    self.style(&mut cur, None);
                }
                let sep: &[u8] = if joined { cont_mark } else { b" " };
                self.line.extend_from_slice(sep);
                if i == ROW / 2 {
                    self.line.extend_from_slice(sep);
                }
            }
            self.style(&mut cur, Some(c.role));
            self.line.push(HEX[usize::from(c.byte >> 4)]);
            self.line.push(HEX[usize::from(c.byte & 15)]);
        }
        let last = &row[row.len() - 1];
        if last.joins_next {
            self.line.extend_from_slice(cont_mark);
        } else {
            self.style(&mut cur, None);
            self.line.push(b' ');
        }
        self.style(&mut cur, None);
        // Pad a short last row so the characters column lines up.
        let missing = ROW - row.len();
        let pad = missing * 3 + usize::from(row.len() <= ROW / 2 && missing > 0);
        self.line.resize(self.line.len() + pad, b' ');
        self.line.extend_from_slice(" │".as_bytes());
        let mut skip = 0;
        for c in &row {
            if skip > 0 {
                skip -= 1;
                continue;
            }
            let role = Some(c.role);
            match &c.text {
                CellText::Glyph(g) => {
                    self.style(&mut cur, role);
                    self.line.extend_from_slice(g.text.as_bytes());
                    skip = usize::from(g.width) - 1;
                }
                CellText::Deferred => {
                    self.style(&mut cur, role);
                    self.line.extend_from_slice("»".as_bytes());
                }
                CellText::Filler => {
                    if let Some(g) = self.carried_glyph.take() {
                        self.style(&mut cur, role);
                        self.line.extend_from_slice(g.text.as_bytes());
                        skip = usize::from(g.width) - 1;
                    } else {
                        self.style(&mut cur, role);
                        let mut b = [0u8; 4];
                        self.line
                            .extend_from_slice(FILLER.encode_utf8(&mut b).as_bytes());
                    }
                }
            }
        }
        self.style(&mut cur, None);
        self.line.resize(self.line.len() + missing, b' ');
        self.line.extend_from_slice("│\n".as_bytes());
        self.carried_glyph = None;
        self.out.write_all(&self.line)
    }
}

/// Builds the cells of one sequence that fall inside `[from, to)`.
fn emit_sequence<W: Write>(
    r: &mut Renderer<W>,
    seq: &Sequence,
    bytes: &[u8],
    from: u64,
    to: u64,
    pending_deferred: &mut Option<Glyph>,
) -> std::io::Result<()> {
    let g = glyph(seq);
    let n = usize::from(seq.len);
    for (i, &byte) in bytes.iter().enumerate().take(n) {
        let off = seq.offset + i as u64;
        if off < from || off >= to {
            continue;
        }
        // Column of this byte within its row.
        let col = if r.row.is_empty() { 0 } else { r.row.len() };
        let text = if i == 0 {
            if g.width == 2 && (col == ROW - 1 || n < 2) {
                *pending_deferred = Some(g.clone());
                CellText::Deferred
            } else {
                CellText::Glyph(g.clone())
            }
        } else {
            CellText::Filler
        };
        if i > 0 && col == 0 {
            // First cell of a new row inside a sequence: hand over a deferred wide glyph.
            r.carried_glyph = pending_deferred.take();
        }
        r.push(
            off,
            Cell {
                byte,
                role: ByteRole::of(seq, i),
                joins_next: i + 1 < n,
                joins_prev: i > 0,
                text,
            },
        )?;
    }
    Ok(())
}

/// Runs `dump`.
pub fn run(
    path: &Path,
    offset: u64,
    length: Option<u64>,
    color: ColorChoice,
) -> anyhow::Result<ExitCode> {
    let color = match color {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                && std::io::stdout().is_terminal()
        }
    };
    let end = length.map_or(u64::MAX, |l| offset.saturating_add(l));
    let mut input = open_input(path)?;
    // Start up to five bytes early so that the sequence holding `offset` is grouped correctly.
    let mut start = offset.saturating_sub(5);
    let size = if path.as_os_str() == "-" {
        None
    } else {
        std::fs::metadata(path).ok().map(|m| m.len())
    };
    if path.as_os_str() != "-" {
        let mut f = crate::analysis::open_regular(path)?;
        f.seek(SeekFrom::Start(start))
            .with_context(|| format!("{}: cannot seek to byte {start}", path.display()))?;
        input = Box::new(f);
    } else {
        std::io::copy(&mut (&mut input).take(start), &mut std::io::sink())
            .with_context(|| format!("{}: read failed", path.display()))?;
    }
    let stdout = std::io::stdout();
    let mut r = Renderer {
        out: std::io::BufWriter::with_capacity(1 << 16, stdout.lock()),
        color,
        offset_width: if size.is_some_and(|s| s > u64::from(u32::MAX)) {
            16
        } else {
            8
        },
        row: Vec::with_capacity(ROW),
        row_offset: offset,
        line: Vec::with_capacity(512),
        carried_glyph: None,
    };
    let mut buf: Vec<u8> = Vec::with_capacity(BLOCK + 8);
    let mut chunk = vec![0u8; BLOCK];
    let mut eof = false;
    let mut first = true;
    let mut deferred: Option<Glyph> = None;
    while start < end {
        if !eof && buf.len() < BLOCK {
            let n = loop {
                match input.read(&mut chunk) {
                    Ok(n) => break n,
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                    Err(e) => {
                        return Err(e).with_context(|| format!("{}: read failed", path.display()));
                    }
                }
            };
            eof = n == 0;
            buf.extend_from_slice(&chunk[..n]);
        }
        let mut pos = 0;
        if first {
            first = false;
            let rel = usize::try_from(offset - start).unwrap_or(0).min(buf.len());
            pos = sequence_start(&buf, rel);
        }
        while pos < buf.len() {
            let Some((len, class)) = decode_prefix(&buf[pos..], eof) else {
                break;
            };
            let seq = Sequence {
                offset: start + pos as u64,
                len,
                class,
            };
            if seq.offset >= end {
                pos = buf.len();
                start = end;
                break;
            }
            emit_sequence(&mut r, &seq, &buf[pos..], offset, end, &mut deferred)?;
            pos += usize::from(len);
        }
        if start >= end {
            break;
        }
        buf.drain(..pos);
        start += pos as u64;
        if eof && buf.is_empty() {
            break;
        }
    }
    r.flush_row()?;
    r.out.flush()?;
    Ok(ExitCode::SUCCESS)
}
