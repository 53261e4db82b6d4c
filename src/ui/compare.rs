//! The legacy comparison: the selected bytes (or the cursor's row) decoded as every ISO 8859 part,
//! the windows pages browsers use instead, and KOI8-R, one row per encoding, each character under its
//! byte. A character that differs from what most encodings make of that byte is highlighted. The
//! CJK encodings follow, a character under its first byte (`analysis::cjk::read_bytewise`).

use super::theme::Theme;
use crate::analysis::cells::{c0_abbreviation, c1_abbreviation};
use crate::analysis::cjk::{BYTEWISE, ByteReading, read_bytewise};
use crate::analysis::legacy::LEGACY;
use crate::document::Document;
use crate::tr;
use egui::RichText;

fn shown(c: Option<char>) -> String {
    match c {
        None => "∅".into(),
        Some(c) => c0_abbreviation(c)
            .or_else(|| c1_abbreviation(c))
            .map_or_else(|| c.to_string(), str::to_string),
    }
}

/// Draws the comparison for the selection (at most 32 bytes).
pub fn compare_ui(ui: &mut egui::Ui, doc: &Document, theme: &Theme) {
    let lang = super::lang(ui.ctx());
    let sel = doc.selection();
    let (start, len) = if sel.len() > 1 {
        (sel.start(), sel.len().min(32))
    } else {
        (sel.start() - sel.start() % 16, 16)
    };
    let bytes = doc.bytes(start, len as usize);
    if bytes.is_empty() {
        ui.label(tr!(lang, "insp-cmp-no-bytes"));
        return;
    }
    ui.label(tr!(
        lang,
        "insp-cmp-heading",
        from = format!("0x{start:X}"),
        to = format!("0x{:X}", start + bytes.len() as u64 - 1)
    ));
    let rows: Vec<Vec<Option<char>>> = LEGACY
        .iter()
        .map(|l| bytes.iter().map(|&b| l.decode_byte(b)).collect())
        .collect();
    let usual = usual_readings(&rows, bytes.len());
    egui::ScrollArea::both()
        .min_scrolled_height(16.0)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            // Columns as narrow as their characters (egui's default minimum is a button's width,
            // which left room for four bytes in the side panel).
            egui::Grid::new("compare")
                .striped(true)
                .min_col_width(0.0)
                .spacing([3.0, 2.0])
                .show(ui, |ui| {
                    ui.label("");
                    for b in &bytes {
                        ui.label(
                            RichText::new(format!("{b:02x}"))
                                .monospace()
                                .size(9.0)
                                .color(theme.faint()),
                        );
                    }
                    ui.end_row();
                    let mut group = None;
                    for (l, row) in LEGACY.iter().zip(&rows) {
                        if group != Some(l.group) {
                            // A heading row per family: ISO, Windows, DOS, Mac, KOI8.
                            group = Some(l.group);
                            ui.label(RichText::new(l.group.name()).strong().color(theme.faint()));
                            ui.end_row();
                        }
                        ui.label(RichText::new(l.name))
                            .on_hover_text(l.source_in(lang));
                        for (c, usual) in row.iter().zip(&usual) {
                            cell_ui(ui, *c, *c != *usual, theme);
                        }
                        ui.end_row();
                    }
                });
            // Chinese, Japanese and Korean: a character spans two to four bytes, so each is
            // listed with its bytes rather than under one byte's column.
            ui.add_space(6.0);
            ui.label(RichText::new("CJK").strong().color(theme.faint()));
            egui::Grid::new("compare-cjk")
                .striped(true)
                .spacing([6.0, 2.0])
                .show(ui, |ui| {
                    for id in BYTEWISE {
                        ui.label(RichText::new(id.name()));
                        let line = cjk_line(&bytes, id, |c| {
                            super::hex_view::drawable(ui, &c.to_string())
                        });
                        ui.label(RichText::new(line).monospace());
                        ui.end_row();
                    }
                });
        });
}

/// A CJK reading of `bytes` as "世 90a2  界 8a45  ∅ 41": each character with its bytes (a
/// character no bundled font has, as its code point).
fn cjk_line(
    bytes: &[u8],
    id: crate::analysis::cjk::CjkId,
    drawable: impl Fn(char) -> bool,
) -> String {
    let cells = read_bytewise(bytes, id);
    let mut out = Vec::new();
    let mut i = 0;
    while i < cells.len() {
        let n = 1 + cells[i + 1..]
            .iter()
            .take_while(|r| **r == ByteReading::Continues)
            .count();
        let hex: String = bytes[i..i + n].iter().map(|b| format!("{b:02x}")).collect();
        let c = match cells[i] {
            ByteReading::Starts(c) => Some(c),
            _ => None,
        };
        let text = match (c, shown(c)) {
            (Some(ch), s) if s.chars().count() == 1 && !drawable(ch) => {
                format!("U+{:04X}", u32::from(ch))
            }
            (_, s) => s,
        };
        out.push(format!("{text} {hex}"));
        i += n;
    }
    out.join("  ")
}

/// The most common reading of each byte.
fn usual_readings(rows: &[Vec<Option<char>>], len: usize) -> Vec<Option<char>> {
    (0..len)
        .map(|i| {
            let mut counts: Vec<(Option<char>, usize)> = Vec::new();
            for r in rows {
                match counts.iter_mut().find(|(c, _)| *c == r[i]) {
                    Some(e) => e.1 += 1,
                    None => counts.push((r[i], 1)),
                }
            }
            counts
                .into_iter()
                .max_by_key(|(_, n)| *n)
                .and_then(|(c, _)| c)
        })
        .collect()
}

/// One byte as one encoding reads it; highlighted where it differs from the usual reading.
fn cell_ui(ui: &mut egui::Ui, c: Option<char>, differs: bool, theme: &Theme) {
    let s = shown(c);
    // No bundled font has it (Thai, for one): its code point instead of tofu.
    let s = match c {
        Some(ch) if !super::hex_view::drawable(ui, &s) => format!("{:X}", u32::from(ch)),
        _ => s,
    };
    // Abbreviations (NBSP, SHY) and code points in small type, as in the characters column: a
    // column stays one character wide.
    let text = if s.chars().count() > 1 {
        RichText::new(s).monospace().size(8.5)
    } else {
        RichText::new(s).monospace()
    };
    if differs {
        ui.label(
            text.background_color(
                theme
                    .role(crate::analysis::cells::ByteRole::Warning(
                        crate::codec::WarningKind::Bom,
                    ))
                    .fill,
            )
            .strong(),
        );
    } else {
        ui.label(text);
    }
}
