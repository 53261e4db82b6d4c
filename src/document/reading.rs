//! How the bytes are read into characters: UTF-8 (the default), one legacy single-byte encoding
//! ("View as"), or UTF-16/UTF-32 code units.
//!
//! Why here and not in a panel: the hex pane, the characters pane, the inspector, cursor movement
//! and selection all have to agree on where a character starts and ends, so the reading belongs to
//! the [`super::Document`] and its cells come out already grouped (a UTF-16 unit is one 2-byte box,
//! a surrogate pair one 4-byte box, a UTF-32 unit one 4-byte box).

use super::Cell;
use crate::analysis::cells::{encoded_look, legacy_look, look};
use crate::analysis::cjk::CjkId;
use crate::codec::wide::wide_unit_start;
use crate::codec::{Class, ErrorKind, Sequence, WideError, WideForm, decode_wide_prefix};
use crate::i18n::Lang;
use crate::tr;

pub use crate::analysis::reading::Reading;

/// The UTF-8 error kind a UTF-16/32 error is drawn like (hatched as an error; the inspector and
/// tooltips give the UTF-16/32 explanation).
fn drawn_as(kind: WideError) -> ErrorKind {
    match kind {
        WideError::LoneHighSurrogate | WideError::LoneLowSurrogate | WideError::Surrogate => {
            ErrorKind::Surrogate
        }
        WideError::OddLength => ErrorKind::Truncated,
        WideError::OutOfRange => ErrorKind::OutOfRange,
    }
}

/// The unit (or pair) of `form` at the start of `bytes`, as a sequence at `offset`, with its
/// UTF-16/32 error kind if it is ill-formed.
pub fn wide_sequence(bytes: &[u8], offset: u64, form: WideForm) -> (Sequence, Option<WideError>) {
    let u = decode_wide_prefix(bytes, form);
    let (class, err) = match u.class {
        Ok(c) => (Class::Char(c), None),
        Err(k) => (
            Class::Error {
                kind: drawn_as(k),
                value: Some(u.value),
                expected_len: form.unit() as u8,
            },
            Some(k),
        ),
    };
    (
        Sequence {
            offset,
            len: u.len.max(1) as u8,
            class,
        },
        err,
    )
}

/// What the unit or pair of `form` at the start of `bytes` is, in words ("surrogate pair D83D DE00
/// → U+1F600", "lone high surrogate: …"), for tooltips and the status line, in `lang`.
pub fn describe_wide(lang: Lang, bytes: &[u8], form: WideForm) -> String {
    let u = decode_wide_prefix(bytes, form);
    let units: Vec<String> = bytes[..u.len]
        .chunks(form.unit())
        .map(|c| {
            if c.len() == form.unit() {
                format!("{:0w$X}", form.unit_at(c), w = form.unit() * 2)
            } else {
                crate::analysis::wording::hex_bytes(c)
            }
        })
        .collect();
    match u.class {
        Ok(c) if u.len == 4 && form.is_utf16() => tr!(
            lang,
            "reading-wide-pair",
            form = form.name(),
            units = units.join(" "),
            code = format!("U+{:04X}", u32::from(c))
        ),
        Ok(c) => tr!(
            lang,
            "reading-wide-unit",
            form = form.name(),
            units = units.join(" "),
            code = format!("U+{:04X}", u32::from(c))
        ),
        Err(k) => tr!(
            lang,
            "reading-wide-error",
            form = form.name(),
            kind = crate::analysis::wording::wide_error_name(lang, k),
            explanation =
                crate::analysis::wording::kinds::wide_error_explanation(lang, k, u.value, form)
        ),
    }
}

/// The cells of `[start, stop)` (offsets into the file) read as `form`, from the window `w` that
/// starts at file offset `w0`, holds at least 4 bytes before `start` (unless it starts at 0) and 4
/// after `stop` (unless it ends at the end of the file). Units are aligned to the start of the file.
pub fn wide_cells(w0: u64, w: &[u8], start: u64, stop: u64, form: WideForm) -> Vec<Cell> {
    let n = form.unit() as u64;
    let mut out = Vec::with_capacity((stop - start) as usize);
    // The first unit boundary inside the window, then the unit covering `start`.
    let base = w0.div_ceil(n) * n;
    if start < base || w.is_empty() {
        return out;
    }
    let rel = |o: u64| (o - w0) as usize;
    let aligned = start - (start - base) % n;
    let first = w0
        + wide_unit_start(&w[rel(base)..], rel(aligned) - rel(base), form) as u64
        + rel(base) as u64;
    let mut pos = first;
    let end = w0 + w.len() as u64;
    while pos < stop.min(end) {
        let (seq, _) = wide_sequence(&w[rel(pos)..], pos, form);
        let l = look(&seq);
        for i in 0..u64::from(seq.len) {
            let p = pos + i;
            if p >= start && p < stop && p < end {
                out.push(Cell {
                    offset: p,
                    byte: w[rel(p)],
                    seq,
                    index: i as u8,
                    look: l,
                });
            }
        }
        pos += u64::from(seq.len);
    }
    out
}

/// The cells of `[start, stop)` (offsets into the file) read as the CJK encoding `id`, from the
/// window `w` that starts at file offset `w0`, a place where a character starts (the document's
/// `cjk_anchor`). Characters are decoded from the last sure boundary before `start` in the
/// window ([`crate::analysis::cjk::boundary_before`]) or its start, so a character that `start`
/// cuts is still one box; a character cut by the window's end is read as far as the window goes
/// (the document's windows reach 8 bytes past the rows).
pub fn cjk_cells(w0: u64, w: &[u8], start: u64, stop: u64, id: CjkId) -> Vec<Cell> {
    let mut out = Vec::with_capacity(stop.saturating_sub(start) as usize);
    if start < w0 {
        return out;
    }
    let rel_start = (start - w0) as usize;
    let rel_stop = ((stop - w0) as usize).min(w.len());
    let mut pos = crate::analysis::cjk::boundary_before(w, rel_start);
    while pos < rel_stop {
        let (decoded, len) = match crate::analysis::cjk::char_at(&w[pos..], id) {
            Some((c, k)) => (Some(c), k),
            None => (None, 1),
        };
        let (seq, look) = encoded_look(w0 + pos as u64, len as u8, w[pos], decoded);
        push_cells(&mut out, w0, w, pos, seq, look, rel_start..rel_stop);
        pos += usize::from(seq.len);
    }
    out
}

/// Adds the cells of sequence `seq` (drawn as `look`), which starts at `w[pos]` (the window `w`
/// starts at file offset `w0`), that fall in `keep` (positions in `w`).
pub(super) fn push_cells(
    out: &mut Vec<Cell>,
    w0: u64,
    w: &[u8],
    pos: usize,
    seq: Sequence,
    look: crate::analysis::cells::Look,
    keep: std::ops::Range<usize>,
) {
    for i in 0..usize::from(seq.len) {
        let p = pos + i;
        if keep.contains(&p) && p < w.len() {
            out.push(Cell {
                offset: w0 + p as u64,
                byte: w[p],
                seq,
                index: i as u8,
                look,
            });
        }
    }
}

/// UTF-8 cells re-read one byte at a time in the legacy encoding `LEGACY[i]`.
pub fn legacy_cells(cells: &mut [Cell], i: usize) {
    let Some(l) = crate::analysis::legacy::LEGACY.get(i) else {
        return;
    };
    for c in cells {
        let (seq, look) = legacy_look(c.offset, c.byte, l.decode_byte(c.byte));
        *c = Cell {
            offset: c.offset,
            byte: c.byte,
            seq,
            index: 0,
            look,
        };
    }
}

/// What a screen reader says for the cell under the cursor: "U+00E9 LATIN SMALL LETTER E WITH
/// ACUTE, 2 bytes, C3 A9"; for an error, the same sentence the tooltip, the status line and `check`
/// give; in a UTF-16/32 reading, the unit or pair in words; in a legacy reading, the byte and the
/// character it stands for.
pub fn spoken(lang: Lang, cell: &Cell, bytes: &[u8], reading: super::Reading) -> String {
    use crate::analysis::cells::char_name;
    let hex = crate::analysis::wording::hex_bytes(bytes);
    match (reading, cell.seq.class) {
        (super::Reading::Wide(form), _) => describe_wide(lang, bytes, form),
        // A byte a legacy or CJK reading makes no character of (drawn as ×, which it is not).
        _ if cell.look.lead == crate::analysis::cells::ByteRole::Unmapped => tr!(
            lang,
            "insp-legacy-none",
            byte = hex,
            encoding = reading.name()
        ),
        (super::Reading::Legacy(_) | super::Reading::Cjk(_), Class::Char(c)) => tr!(
            lang,
            "reading-spoken-legacy",
            hex = hex,
            code = format!("U+{:04X}", u32::from(c)),
            name = char_name(c),
            encoding = reading.name()
        ),
        (_, Class::Char(c)) => tr!(
            lang,
            "reading-spoken-char",
            code = format!("U+{:04X}", u32::from(c)),
            name = char_name(c),
            n = bytes.len(),
            hex = hex
        ),
        (_, class) => tr!(
            lang,
            "reading-spoken-error",
            hex = hex,
            message =
                crate::analysis::wording::describe_error(lang, bytes, class).unwrap_or_default()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn le(s: &str) -> Vec<u8> {
        let mut v = Vec::new();
        for c in s.chars() {
            WideForm::Utf16Le.encode(c, &mut v);
        }
        v
    }

    #[test]
    fn a_pair_is_one_four_byte_box_and_a_window_inside_it_finds_its_start() {
        let b = le("a😀b");
        let cells = wide_cells(0, &b, 0, b.len() as u64, WideForm::Utf16Le);
        let lens: Vec<u8> = cells.iter().map(|c| c.seq.len).collect();
        assert_eq!(lens, [2, 2, 4, 4, 4, 4, 2, 2]);
        assert_eq!(cells[2].seq.class, Class::Char('😀'));
        // Starting mid-pair (byte 4 is the low surrogate): the pair is still whole.
        let mid = wide_cells(0, &b, 4, 6, WideForm::Utf16Le);
        assert_eq!(mid[0].seq.offset, 2);
        assert_eq!(mid[0].index, 2);
        // A window that starts at an odd offset keeps units aligned to the file.
        let w = wide_cells(1, &b[1..], 3, 8, WideForm::Utf16Le);
        assert_eq!(w[0].seq.offset, 2);
        assert_eq!(w.last().map(|c| c.seq.class), Some(Class::Char('b')));
    }

    #[test]
    fn lone_surrogates_are_error_boxes() {
        let mut b = le("a");
        b.extend([0x00, 0xDC]);
        let cells = wide_cells(0, &b, 0, 4, WideForm::Utf16Le);
        assert!(matches!(cells[2].seq.class, Class::Error { .. }));
        let (_, k) = wide_sequence(&b[2..], 2, WideForm::Utf16Le);
        assert_eq!(k, Some(WideError::LoneLowSurrogate));
        assert!(
            describe_wide(Lang::En, &b[2..], WideForm::Utf16Le).starts_with(
                "UTF-16LE error lone-low-surrogate: low surrogate DC00 without a high surrogate"
            )
        );
        assert_eq!(
            describe_wide(Lang::En, &le("😀"), WideForm::Utf16Le),
            "UTF-16LE surrogate pair D83D DE00 → U+1F600"
        );
    }
}
