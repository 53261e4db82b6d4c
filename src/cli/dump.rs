//! `dump`: an annotated hex dump for terminals (hexyl-like, but encoding-aware).
//!
//! Each row: the offset, 16 hex cells, the characters. The cells of one UTF-8 sequence are joined by
//! `─` instead of a space (also across the row break, at the row's edge), so sequence boundaries show
//! without colour; colour follows the byte's [`ByteRole`]. The characters column shows each decoded
//! character at its lead byte's cell and `·` on its continuation cells, `×` for an ill-formed byte
//! (never U+FFFD, which stays reserved for a genuine U+FFFD in the file), control pictures for
//! controls, and `◇` for invisible or bidi characters, which are never written raw to the terminal.

use super::{ColorChoice, open_input, shown_input};
use crate::analysis::cells::{ByteRole, Glyph, Look, look, look_in};
use crate::codec::{Class, Sequence, decode_prefix, sequence_start};
use anyhow::Context;
use std::io::{IsTerminal, Read, Seek, SeekFrom, Write};
use std::path::Path;
use std::process::ExitCode;

const ROW: usize = 16;
const HEX: &[u8; 16] = b"0123456789abcdef";
/// Every byte's two hex digits, written with one 2-byte copy.
const HEX2: [[u8; 2]; 256] = {
    let mut t = [[0u8; 2]; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = [HEX[i >> 4], HEX[i & 15]];
        i += 1;
    }
    t
};
const BLOCK: usize = 1 << 16;

/// One byte ready to draw.
#[derive(Clone, Copy, Debug)]
struct Cell {
    byte: u8,
    /// Index into [`STYLES`], from the byte's [`ByteRole`].
    style: u8,
    /// Does the next byte belong to the same sequence?
    joins_next: bool,
    /// Does this byte continue a sequence from the previous byte?
    joins_prev: bool,
    /// What the characters column shows in this cell.
    text: CellText,
}

#[derive(Clone, Copy, Debug)]
enum CellText {
    Glyph(Glyph),
    Filler,
    /// A wide glyph whose lead is the last cell of a row: drawn on the next row's first cells.
    Deferred,
}

/// Terminal styles, as complete escape sequences padded to 16 bytes (copied at a fixed size), with
/// their lengths; index 0 is plain.
const STYLES: [([u8; 16], usize); 10] = [
    esc(b"\x1b[0m"),
    esc(b"\x1b[0;32m"),      // ASCII control
    esc(b"\x1b[0;1;34m"),    // lead of 2
    esc(b"\x1b[0;34m"),      // continuation of 2
    esc(b"\x1b[0;1;35m"),    // lead of 3
    esc(b"\x1b[0;35m"),      // continuation of 3
    esc(b"\x1b[0;1;36m"),    // lead of 4
    esc(b"\x1b[0;36m"),      // continuation of 4
    esc(b"\x1b[0;30;43m"),   // warning
    esc(b"\x1b[0;1;97;41m"), // error
];

const fn esc(s: &[u8]) -> ([u8; 16], usize) {
    let mut b = [0u8; 16];
    let mut i = 0;
    while i < s.len() {
        b[i] = s[i];
        i += 1;
    }
    (b, s.len())
}

/// The style (index into [`STYLES`]) of a role.
fn style_of(role: ByteRole) -> u8 {
    match role {
        ByteRole::Ascii => 0,
        ByteRole::AsciiControl => 1,
        ByteRole::Lead(2) => 2,
        ByteRole::Continuation(2) => 3,
        ByteRole::Lead(3) => 4,
        ByteRole::Continuation(3) => 5,
        ByteRole::Lead(_) => 6,
        ByteRole::Continuation(_) => 7,
        ByteRole::Warning(_) => 8,
        ByteRole::Error(_) | ByteRole::Unmapped => 9,
        ByteRole::Legacy => 2,
    }
}

struct Renderer<W: Write> {
    out: W,
    offset_width: usize,
    row: [Cell; ROW],
    row_len: usize,
    row_offset: u64,
    /// A wide glyph deferred from the previous row.
    carried_glyph: Option<Glyph>,
    /// Rendered rows not yet written.
    line: Line,
}

impl<W: Write> Renderer<W> {
    #[inline]
    fn push(&mut self, offset: u64, cell: Cell) -> std::io::Result<()> {
        if self.row_len == 0 {
            self.row_offset = offset;
        }
        self.row[self.row_len] = cell;
        self.row_len += 1;
        if self.row_len == ROW {
            self.flush_row()?;
        }
        Ok(())
    }

    fn flush_row(&mut self) -> std::io::Result<()> {
        if self.row_len == 0 {
            return Ok(());
        }
        let row = &self.row[..self.row_len];
        self.row_len = 0;
        render_row(
            &mut self.line,
            row,
            self.row_offset,
            self.offset_width,
            &mut self.carried_glyph,
        );
        if self.line.n >= OUT_BLOCK {
            self.flush_out()?;
        }
        Ok(())
    }

    fn flush_out(&mut self) -> std::io::Result<()> {
        self.out.write_all(&self.line.buf[..self.line.n])?;
        self.line.n = 0;
        Ok(())
    }
}

/// Draws one row into `out`.
fn render_row(
    out: &mut Line,
    row: &[Cell],
    offset: u64,
    offset_width: usize,
    carried: &mut Option<Glyph>,
) {
    // A local writer: its position lives in a register, not behind the buffer it writes to.
    let mut l = RowWriter {
        buf: &mut out.buf[..],
        n: out.n,
        color: out.color,
        cur: 0,
    };
    hex_column(&mut l, row, offset, offset_width);
    // Pad a short last row so the characters column lines up.
    let missing = ROW - row.len();
    let pad = missing * 3 + usize::from(row.len() <= ROW / 2 && missing > 0);
    l.spaces(pad);
    l.put(" │".as_bytes());
    // A wide glyph in a short last row's last cell (`--length` cut after its first byte) spills
    // into the padding: one space fewer, so the border stays in its column.
    let spilled = char_column(&mut l, row, carried);
    l.style(0);
    l.spaces(missing.saturating_sub(spilled));
    l.put("│\n".as_bytes());
    *carried = None;
    out.n = l.n;
}

/// Writes a row's offset and hex cells, the cells of one sequence joined by `─` (also at the
/// row's edges when the sequence crosses them).
#[inline]
fn hex_column(l: &mut RowWriter, row: &[Cell], offset: u64, offset_width: usize) {
    for k in (0..offset_width).rev() {
        l.byte(HEX[((offset >> (4 * k)) & 15) as usize]);
    }
    l.byte(b' ');
    if row[0].joins_prev {
        l.style(row[0].style);
        l.put3(JOIN);
    } else {
        l.byte(b' ');
    }
    for (i, c) in row.iter().enumerate() {
        if i > 0 {
            let joined = row[i - 1].joins_next;
            if !joined {
                l.style(0);
            }
            let gap = if i == ROW / 2 { 2 } else { 1 };
            for _ in 0..gap {
                if joined {
                    l.put3(JOIN);
                } else {
                    l.byte(b' ');
                }
            }
        }
        l.style(c.style);
        l.put2(&HEX2[usize::from(c.byte)]);
    }
    let last = &row[row.len() - 1];
    if last.joins_next {
        l.put3(JOIN);
    } else {
        l.style(0);
        l.byte(b' ');
    }
    l.style(0);
}

/// Writes a row's characters column: each glyph at its lead's cell (a wide one over the next cell
/// too), `·` on continuation cells, `»` where a wide glyph moves to the next row, which `carried`
/// then draws. Returns the columns a wide glyph in the last cell took past the row's cells.
#[inline]
fn char_column(l: &mut RowWriter, row: &[Cell], carried: &mut Option<Glyph>) -> usize {
    let mut skip = 0;
    for c in row {
        if skip > 0 {
            skip -= 1;
            continue;
        }
        l.style(c.style);
        match c.text {
            CellText::Glyph(g) => {
                l.glyph(&g);
                skip = usize::from(g.width) - 1;
            }
            CellText::Deferred => l.put("»".as_bytes()),
            CellText::Filler => match carried.take() {
                Some(g) => {
                    l.glyph(&g);
                    skip = usize::from(g.width) - 1;
                }
                None => {
                    l.put3(FILLER_UTF8);
                    l.n -= 1;
                }
            },
        }
    }
    skip
}

/// Rendered output is written in blocks of about this size.
const OUT_BLOCK: usize = 1 << 16;

/// Longest possible row: 16 cells, each with an escape, a 3-byte separator and an 8-byte glyph,
/// plus 16 bytes of slack for the fixed-size copies.
const LINE_MAX: usize = 1024;
/// `·` (U+00B7) is 2 bytes; padded with a space that the next write overwrites.
const FILLER_UTF8: &[u8; 3] = b"\xC2\xB7 ";
/// `─` (U+2500).
const JOIN: &[u8; 3] = b"\xE2\x94\x80";

/// Output rows, built in a fixed-size buffer (no allocation, no capacity checks per byte); written
/// out whenever it holds [`OUT_BLOCK`] bytes, so it never holds more than that plus one row.
struct Line {
    buf: Vec<u8>,
    n: usize,
    color: bool,
}

/// Writes one row into a [`Line`]'s buffer.
struct RowWriter<'a> {
    buf: &'a mut [u8],
    n: usize,
    color: bool,
    cur: u8,
}

impl RowWriter<'_> {
    #[inline]
    fn put(&mut self, s: &[u8]) {
        self.buf[self.n..self.n + s.len()].copy_from_slice(s);
        self.n += s.len();
    }

    /// Writes a glyph with a fixed-size copy (the bytes past its length are overwritten later).
    #[inline]
    fn glyph(&mut self, g: &Glyph) {
        self.buf[self.n..self.n + 8].copy_from_slice(g.raw());
        self.n += g.byte_len();
    }

    #[inline]
    fn put2(&mut self, s: &[u8; 2]) {
        self.buf[self.n..self.n + 2].copy_from_slice(s);
        self.n += 2;
    }

    /// Writes a 3-byte character (the box-drawing join, the filler).
    #[inline]
    fn put3(&mut self, s: &[u8; 3]) {
        self.buf[self.n..self.n + 3].copy_from_slice(s);
        self.n += 3;
    }

    #[inline]
    fn byte(&mut self, b: u8) {
        self.buf[self.n] = b;
        self.n += 1;
    }

    fn spaces(&mut self, k: usize) {
        self.buf[self.n..self.n + k].fill(b' ');
        self.n += k;
    }

    /// Switches to style `want` (an index into [`STYLES`]), writing an escape only on a change.
    #[inline]
    fn style(&mut self, want: u8) {
        if self.color && self.cur != want {
            self.cur = want;
            let (esc, len) = &STYLES[usize::from(want)];
            self.buf[self.n..self.n + 16].copy_from_slice(esc);
            self.n += *len;
        }
    }
}

/// A small direct-mapped cache of [`look`] for characters: text repeats the same few hundred
/// characters, and a lookup is cheaper than the warning and width tables.
struct LookCache {
    slots: Vec<Option<(char, Look)>>,
}

impl LookCache {
    const SIZE: usize = 1024;

    fn new() -> Self {
        LookCache {
            slots: vec![None; Self::SIZE],
        }
    }

    #[inline]
    fn get(&mut self, seq: &Sequence) -> Look {
        // Errors are not cached, nor U+FEFF, whose warning depends on its offset.
        let Class::Char(c) = seq.class else {
            return look(seq);
        };
        if c == '\u{FEFF}' {
            return look(seq);
        }
        let slot = (u32::from(c) as usize).wrapping_mul(0x9E37_79B1) >> 7 & (Self::SIZE - 1);
        match self.slots[slot] {
            Some((k, l)) if k == c => l,
            _ => {
                let l = look(seq);
                self.slots[slot] = Some((c, l));
                l
            }
        }
    }
}

/// Builds the cells of one sequence that fall inside `[from, to)`.
fn emit_sequence<W: Write>(
    r: &mut Renderer<W>,
    seq: &Sequence,
    look: Look,
    bytes: &[u8],
    from: u64,
    to: u64,
    pending_deferred: &mut Option<Glyph>,
) -> std::io::Result<()> {
    let g = look.glyph;
    let (lead_style, rest_style) = (style_of(look.lead), style_of(look.rest));
    let n = usize::from(seq.len);
    for (i, &byte) in bytes.iter().enumerate().take(n) {
        let off = seq.offset + i as u64;
        if off < from || off >= to {
            continue;
        }
        // Column of this byte within its row.
        let col = r.row_len;
        let text = if i == 0 {
            if g.width == 2 && (col == ROW - 1 || n < 2) {
                *pending_deferred = Some(g);
                CellText::Deferred
            } else {
                CellText::Glyph(g)
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
                style: if i == 0 { lead_style } else { rest_style },
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
    let color = use_color(color);
    let end = length.map_or(u64::MAX, |l| offset.saturating_add(l));
    // Start up to five bytes early so that the sequence holding `offset` is grouped correctly.
    let mut start = offset.saturating_sub(5);
    let (mut input, before) = open_from(path, offset, start)?;
    let stdout = std::io::stdout();
    let size = before.as_ref().map(std::fs::Metadata::len);
    let mut r = Renderer::new(stdout.lock(), color, size, offset);
    let mut s = Sequencer::new(offset, end);
    let mut buf: Vec<u8> = Vec::with_capacity(BLOCK + 8);
    let mut chunk = vec![0u8; BLOCK];
    let mut eof = false;
    let mut first = true;
    // The last bytes drawn, kept before the next block: the character before a joiner control
    // at a block's start decides its warning, as in `check`.
    let mut kept = 0;
    while start < end {
        if !eof && buf.len() < BLOCK + kept {
            let n = read_some(&mut input, &mut chunk, path)?;
            eof = n == 0;
            buf.extend_from_slice(&chunk[..n]);
        }
        let mut pos = kept;
        if first {
            first = false;
            pos = s.first_start(&buf, start);
            r.row_offset = s.offset;
        }
        let Some(pos) = s.block(&mut r, &buf, pos, start, eof)? else {
            break;
        };
        kept = pos.min(4);
        buf.drain(..pos - kept);
        start += (pos - kept) as u64;
        if eof && buf.len() <= kept {
            break;
        }
    }
    r.flush_row()?;
    r.flush_out()?;
    r.out.flush()?;
    // (Only the stamp is compared: a dump reads from its offset, not the whole file.)
    super::unchanged_while_read(path, before.as_ref(), size.unwrap_or(0))?;
    Ok(ExitCode::SUCCESS)
}

/// Whether to colour: as asked, or for `auto` on a terminal unless `NO_COLOR` is set.
fn use_color(color: ColorChoice) -> bool {
    match color {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                && std::io::stdout().is_terminal()
        }
    }
}

/// Opens the input (`-` for standard input) positioned at byte `start`, with its metadata when
/// it is a regular file (its size; looked at once, and compared after the dump: it must not have
/// changed while read); refuses an `offset` past the end.
fn open_from(
    path: &Path,
    offset: u64,
    start: u64,
) -> anyhow::Result<(Box<dyn Read + Send>, Option<std::fs::Metadata>)> {
    let meta = match path.as_os_str() == "-" {
        true => None,
        false => {
            Some(
                std::fs::metadata(path).map_err(|source| crate::analysis::InputError::Io {
                    path: path.to_path_buf(),
                    source,
                })?,
            )
        }
    };
    // A regular file of size 0 may hold bytes all the same (`/proc/version`): read as a stream,
    // its end found by reading (`--offset 1` said "past the end (size 0)": CLI pass 2026-12-05).
    if let Some(m) = meta.filter(|m| m.is_file() && m.len() > 0) {
        let size = m.len();
        // `--offset` names the first byte to show: byte `size` is none (the default 0 of an
        // empty file shows the empty file).
        if offset > 0 && offset >= size {
            anyhow::bail!(
                "{}: offset {offset} is past the end (size {size})",
                shown_input(path)
            );
        }
        let mut f =
            std::fs::File::open(path).map_err(|source| crate::analysis::InputError::Io {
                path: path.to_path_buf(),
                source,
            })?;
        f.seek(SeekFrom::Start(start))
            .with_context(|| format!("{}: cannot seek to byte {start}", shown_input(path)))?;
        return Ok((Box::new(f), Some(m)));
    }
    // Standard input and a FIFO (`<(cmd)`) are read as a stream, as `check` and `decode` read
    // them (a device is refused): from the start, with no size to check the offset against.
    let mut input = open_input(path)?;
    let skipped = std::io::copy(&mut (&mut input).take(start), &mut std::io::sink())
        .with_context(|| format!("{}: read failed", shown_input(path)))?;
    // The bytes of the first row up to the offset's own, read ahead: a stream must hold the
    // byte at the offset (`--offset 9` of six bytes on standard input dumped nothing, exit 0).
    let mut head = Vec::new();
    (&mut input)
        .take(offset - start + 1)
        .read_to_end(&mut head)
        .with_context(|| format!("{}: read failed", shown_input(path)))?;
    // Past the end of a stream: as for a file, an error (exit 2), not an empty dump.
    if offset > 0 && (skipped < start || head.len() as u64 <= offset - start) {
        anyhow::bail!(
            "{}: offset {offset} is past the end (size {})",
            shown_input(path),
            skipped + head.len() as u64
        );
    }
    Ok((Box::new(std::io::Cursor::new(head).chain(input)), None))
}

/// Reads the next bytes of the input into `chunk` (0 at its end), retrying when interrupted.
fn read_some(input: &mut impl Read, chunk: &mut [u8], path: &Path) -> anyhow::Result<usize> {
    loop {
        match input.read(chunk) {
            Ok(n) => return Ok(n),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => {
                return Err(e).with_context(|| format!("{}: read failed", shown_input(path)));
            }
        }
    }
}

impl<W: Write> Renderer<W> {
    /// A renderer with no row started, offsets 8 hex digits wide (16 for a file past 4 GiB).
    fn new(out: W, color: bool, size: Option<u64>, offset: u64) -> Renderer<W> {
        Renderer {
            out,
            line: Line {
                buf: vec![0; OUT_BLOCK + LINE_MAX],
                n: 0,
                color,
            },
            offset_width: if size.is_some_and(|s| s > u64::from(u32::MAX)) {
                16
            } else {
                8
            },
            row: [Cell {
                byte: 0,
                style: 0,
                joins_next: false,
                joins_prev: false,
                text: CellText::Filler,
            }; ROW],
            row_len: 0,
            row_offset: offset,
            carried_glyph: None,
        }
    }
}

/// Turns the bytes of `offset..end` into cells, sequence by sequence, block by block.
struct Sequencer {
    /// The first byte shown (moved back to the start of the sequence holding it).
    offset: u64,
    /// The byte after the last one shown.
    end: u64,
    looks: LookCache,
    /// The cells of the 128 ASCII bytes.
    ascii: [Cell; 128],
    /// A wide glyph waiting for the next row.
    deferred: Option<Glyph>,
}

impl Sequencer {
    /// A sequencer for `offset..end`.
    fn new(offset: u64, end: u64) -> Sequencer {
        Sequencer {
            offset,
            end,
            looks: LookCache::new(),
            ascii: ascii_cells(),
            deferred: None,
        }
    }

    /// Where in the first block (which starts at `start`) the sequence holding the requested
    /// offset starts; the offset backs up to it, so it shows whole (an error's × included).
    fn first_start(&mut self, buf: &[u8], start: u64) -> usize {
        let rel = usize::try_from(self.offset - start)
            .unwrap_or(0)
            .min(buf.len());
        let pos = sequence_start(buf, rel);
        self.offset = self.offset.min(start + pos as u64);
        pos
    }

    /// Draws the sequences of `buf` (which starts at byte `start`) from `pos`; returns how many
    /// bytes it used (a sequence cut by the block's end waits for more), or `None` once past `end`.
    fn block<W: Write>(
        &mut self,
        r: &mut Renderer<W>,
        buf: &[u8],
        mut pos: usize,
        start: u64,
        eof: bool,
    ) -> std::io::Result<Option<usize>> {
        let (offset, end) = (self.offset, self.end);
        while pos < buf.len() {
            let b = buf[pos];
            let off = start + pos as u64;
            if b < 0x80 && off >= offset && off < end {
                // ASCII: one cell, drawn from a table.
                r.push(off, self.ascii[usize::from(b)])?;
                pos += 1;
                continue;
            }
            let Some((len, class)) = decode_prefix(&buf[pos..], eof) else {
                break;
            };
            let seq = Sequence {
                offset: start + pos as u64,
                len,
                class,
            };
            if seq.offset >= end {
                return Ok(None);
            }
            let look = match class {
                // A joiner control's warning depends on its neighbours: the bytes before it are
                // kept from the block before, and one whose next character is not all read yet
                // waits for the next block, as a cut sequence does.
                Class::Char(c) if crate::codec::is_joiner(c) => {
                    let end = pos + usize::from(len);
                    if !eof && buf.len() - end < 4 && decode_prefix(&buf[end..], false).is_none() {
                        break;
                    }
                    look_in(&seq, crate::codec::chars_around(buf, pos, end))
                }
                _ => self.looks.get(&seq),
            };
            emit_sequence(r, &seq, look, &buf[pos..], offset, end, &mut self.deferred)?;
            pos += usize::from(len);
        }
        Ok(Some(pos))
    }
}

/// The cell of each ASCII byte.
fn ascii_cells() -> [Cell; 128] {
    std::array::from_fn(|b| {
        let seq = Sequence {
            offset: 1,
            len: 1,
            class: Class::Char(char::from(b as u8)),
        };
        let l = look(&seq);
        Cell {
            byte: b as u8,
            style: style_of(l.lead),
            joins_next: false,
            joins_prev: false,
            text: CellText::Glyph(l.glyph),
        }
    })
}
