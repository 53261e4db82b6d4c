//! The inspector: the selected sequence explained down to its bits (marker bits faint, payload bits
//! strong), with the character's data or the error's reason.

use super::theme::Theme;
use crate::analysis::explain::{CharFacts, ErrorFacts, Explanation, explain_between};
use crate::document::Document;
use crate::i18n::Lang;
use crate::tr;
use egui::text::{LayoutJob, TextFormat};
use egui::{Color32, FontId, RichText};

fn bits_job(ui: &egui::Ui, e: &Explanation, theme: &Theme, size: f32) -> LayoutJob {
    let mono = FontId::monospace(size);
    let mut job = LayoutJob::default();
    let faint = TextFormat {
        font_id: mono.clone(),
        color: theme.faint(),
        ..Default::default()
    };
    let strong = TextFormat {
        font_id: mono.clone(),
        color: if theme.dark {
            Color32::from_rgb(120, 200, 255)
        } else {
            Color32::from_rgb(0, 70, 170)
        },
        underline: egui::Stroke::new(1.5, ui.visuals().text_color()),
        ..Default::default()
    };
    let plain = TextFormat {
        font_id: mono,
        color: ui.visuals().text_color(),
        ..Default::default()
    };
    for (i, b) in e.bits.iter().enumerate() {
        if i > 0 {
            job.append("  ", 0.0, plain.clone());
        }
        job.append(&b.marker, 0.0, faint.clone());
        job.append(&b.payload, 0.0, strong.clone());
    }
    job
}

/// The inspector's frame, one for every reading: its text size (larger in presentation mode) and
/// a vertical scroll area filling the tab, in which `add` draws.
fn scrolled(ui: &mut egui::Ui, large: bool, add: impl FnOnce(&mut egui::Ui, f32)) {
    let size = if large { 22.0 } else { 15.0 };
    egui::ScrollArea::both()
        .min_scrolled_height(16.0)
        .auto_shrink([false, false])
        .show(ui, |ui| add(ui, size));
}

/// From the cursor to the tab's visible right edge (inside its two-way scroll area the
/// available width runs on).
fn visible_width(ui: &egui::Ui) -> f32 {
    ui.clip_rect().right() - ui.cursor().left()
}

/// A sentence wrapped at the visible width of the tab (inside the tab's two-way scroll area a
/// label would otherwise run on past the window's edge: German and Polish sentences are long).
fn sentence(ui: &mut egui::Ui, text: impl Into<egui::WidgetText>) {
    let visible = visible_width(ui).max(120.0);
    ui.scope(|ui| {
        ui.set_max_width(visible);
        ui.add(egui::Label::new(text).wrap());
    });
}

/// Draws the inspector for the selection's first sequence.
pub fn inspector_ui(ui: &mut egui::Ui, doc: &Document, theme: &Theme, large: bool) {
    let lang = super::lang(ui.ctx());
    if doc.size() == 0 {
        ui.label(tr!(lang, "insp-empty-file"));
        return;
    }
    let start = doc.selection().start();
    let Some(seq) = doc.sequence_at(start) else {
        ui.label(tr!(lang, "insp-no-bytes"));
        return;
    };
    let bytes = doc.bytes(seq.offset, usize::from(seq.len));
    if let crate::document::Reading::Wide(form) = doc.reading() {
        wide_ui(
            ui,
            &crate::analysis::explain::explain_wide(lang, &bytes, form, seq.offset),
            seq.offset,
            theme,
            large,
        );
        return;
    }
    if let crate::document::Reading::Cjk(id) = doc.reading() {
        let unmapped = doc
            .cells(seq.offset, 1)
            .first()
            .is_some_and(|c| c.look.lead == crate::analysis::cells::ByteRole::Unmapped);
        let c = match seq.class {
            crate::codec::Class::Char(c) if !unmapped => Some(c),
            _ => None,
        };
        cjk_ui(ui, &bytes, c, id, seq.offset, theme, large);
        return;
    }
    if let (crate::document::Reading::Legacy(i), Some(&b)) = (doc.reading(), bytes.first())
        && let Some(l) = crate::analysis::explain::explain_legacy(b, i)
    {
        legacy_ui(ui, &l, seq.offset, theme, large);
        return;
    }
    let next = doc.bytes(seq.end(), 1).first().copied();
    let e = explain_between(
        lang,
        &bytes,
        seq.class,
        seq.offset,
        next,
        doc.chars_around(&seq),
    );
    let doc_cell = doc.cells(seq.offset, 1).first().copied();
    scrolled(ui, large, |ui, size| {
        heading_ui(ui, &e, doc_cell, theme, size, large);
        ui.add_space(6.0);
        ui.label(
            RichText::new(offset_line(lang, seq.offset, usize::from(seq.len))).size(size * 0.8),
        );
        bits_ui(ui, &e, theme, size);
        ui.separator();
        if let Some(c) = &e.char {
            char_facts_ui(ui, c, theme, size);
        }
        if let Some(f) = &e.error {
            error_facts_ui(ui, f, theme, size);
        }
        if let Some((k, why)) = &e.warning {
            ui.separator();
            ui.label(
                RichText::new(tr!(
                    lang,
                    "insp-warning",
                    kind = crate::analysis::wording::kinds::warning_kind(lang, *k),
                    why = why
                ))
                .size(size * 0.85),
            );
        }
    });
}

/// "Offset 0x1F (31), 2 bytes".
fn offset_line(lang: Lang, offset: u64, len: usize) -> String {
    tr!(
        lang,
        "insp-offset",
        hex = format!("0x{offset:X}"),
        dec = offset.to_string(),
        bytes = tr!(lang, "insp-n-bytes", n = len)
    )
}

/// The inspector in a CJK reading: the character the bytes at `offset` stand for (`c`; `None`: a
/// byte that starts none), its bytes in the encoding and in UTF-8, and its facts.
fn cjk_ui(
    ui: &mut egui::Ui,
    bytes: &[u8],
    c: Option<char>,
    id: crate::analysis::cjk::CjkId,
    offset: u64,
    theme: &Theme,
    large: bool,
) {
    let lang = super::lang(ui.ctx());
    let hex = crate::analysis::wording::hex_bytes(bytes);
    scrolled(ui, large, |ui, size| {
        let facts = c.map(|c| crate::analysis::explain::char_facts(lang, c));
        encoded_heading(ui, &hex, id.name(), c, facts.as_ref(), theme, size, large);
        ui.label(
            RichText::new(tr!(
                lang,
                "insp-cjk-offset",
                hex = format!("0x{offset:X}"),
                dec = offset.to_string(),
                bytes = tr!(lang, "insp-n-bytes", n = bytes.len()),
                encoding = id.name(),
                max = id.max_bytes()
            ))
            .size(size * 0.8),
        );
        if let (Some(c), Some(facts)) = (c, &facts) {
            encoded_tail(ui, c, facts, theme, size);
        }
    });
}

/// One byte in a legacy reading: `F7 in KOI8-R is U+0412 В`, the table row around it (the byte
/// marked), the same character in UTF-8, and the character's facts.
fn legacy_ui(
    ui: &mut egui::Ui,
    l: &crate::analysis::explain::LegacyExplanation,
    offset: u64,
    theme: &Theme,
    large: bool,
) {
    let lang = super::lang(ui.ctx());
    scrolled(ui, large, |ui, size| {
        let facts = l
            .char
            .map(|c| crate::analysis::explain::char_facts(lang, c));
        let hex = format!("{:02X}", l.byte);
        encoded_heading(
            ui,
            &hex,
            l.encoding,
            l.char,
            facts.as_ref(),
            theme,
            size,
            large,
        );
        ui.label(
            RichText::new(tr!(
                lang,
                "insp-legacy-offset",
                hex = format!("0x{offset:X}"),
                dec = offset.to_string()
            ))
            .size(size * 0.8),
        );
        ui.separator();
        ui.label(
            RichText::new(tr!(
                lang,
                "insp-legacy-row",
                row = format!("{:X}_", l.byte >> 4),
                encoding = l.encoding
            ))
            .size(size * 0.85)
            .color(theme.faint()),
        );
        // Eight cells a line, or as many of four and two as fit, measured as drawn (a letter may
        // come from a wider fallback font): eight ran past the panel at 1280 × 800, and in
        // presentation mode lost the last pairs.
        let cell = |b: u8, c: Option<char>| {
            format!("{b:02X} {}", c.map_or("·".to_string(), |c| c.to_string()))
        };
        let font = FontId::monospace(size * 0.8);
        let widest = l
            .row
            .iter()
            .map(|&(b, c)| {
                ui.fonts_mut(|f| {
                    f.layout_no_wrap(cell(b, c), font.clone(), egui::Color32::WHITE)
                        .size()
                        .x
                })
            })
            .fold(0.0, f32::max);
        // (A grid's column is at least its minimum width, egui's interact size.)
        let column = widest.max(ui.spacing().interact_size.x) + ui.spacing().item_spacing.x;
        let room = visible_width(ui);
        let per = [8, 4, 2]
            .into_iter()
            .find(|&n| n as f32 * column <= room)
            .unwrap_or(2);
        egui::Grid::new("legacy-row").show(ui, |ui| {
            for part in l.row.chunks(per) {
                for &(b, c) in part {
                    let text = RichText::new(cell(b, c)).monospace().size(size * 0.8);
                    ui.label(if b == l.byte {
                        text.strong().underline()
                    } else {
                        text
                    });
                }
                ui.end_row();
            }
        });
        if let (Some(c), Some(facts)) = (l.char, &facts) {
            encoded_tail(ui, c, facts, theme, size);
        }
    });
}

/// The heading of a character read in a legacy or CJK encoding: its glyph, its name and
/// "82 A0 in Shift_JIS is U+3042 あ" (`hex`: the bytes), or that the bytes are no character.
#[allow(clippy::too_many_arguments)]
fn encoded_heading(
    ui: &mut egui::Ui,
    hex: &str,
    encoding: &str,
    c: Option<char>,
    facts: Option<&crate::analysis::explain::CharFacts>,
    theme: &Theme,
    size: f32,
    large: bool,
) {
    let lang = super::lang(ui.ctx());
    match (c, facts) {
        (Some(c), Some(facts)) => {
            ui.label(RichText::new(c.to_string()).size(if large { 96.0 } else { 56.0 }));
            ui.label(RichText::new(&facts.name).size(size * 0.9));
            ui.label(
                RichText::new(tr!(
                    lang,
                    "insp-legacy-is",
                    byte = hex,
                    encoding = encoding,
                    cp = format!("U+{:04X}", u32::from(c)),
                    char = c
                ))
                .size(size)
                .strong(),
            );
        }
        _ => {
            ui.label(
                RichText::new(tr!(
                    lang,
                    "insp-legacy-none",
                    byte = hex,
                    encoding = encoding
                ))
                .size(size)
                .strong()
                .color(theme.error()),
            );
        }
    }
}

/// The same character in UTF-8, and its facts (after [`encoded_heading`]).
fn encoded_tail(
    ui: &mut egui::Ui,
    c: char,
    facts: &crate::analysis::explain::CharFacts,
    theme: &Theme,
    size: f32,
) {
    let lang = super::lang(ui.ctx());
    let utf8 = c.to_string().into_bytes();
    ui.separator();
    ui.label(
        RichText::new(tr!(
            lang,
            "insp-legacy-utf8",
            char = c,
            hex = crate::analysis::wording::hex_bytes(&utf8),
            bytes = tr!(lang, "insp-n-bytes", n = utf8.len())
        ))
        .size(size * 0.85),
    );
    ui.separator();
    char_facts_ui(ui, facts, theme, size);
}

/// The character, large, with its code point and name; or what is ill-formed.
fn heading_ui(
    ui: &mut egui::Ui,
    e: &Explanation,
    doc_cell: Option<crate::document::Cell>,
    theme: &Theme,
    size: f32,
    large: bool,
) {
    let lang = super::lang(ui.ctx());
    if let Some(c) = &e.char {
        ui.horizontal(|ui| {
            let big = if large { 96.0 } else { 56.0 };
            match doc_cell {
                Some(cell) => {
                    let (text, is_label) = super::hex_view::char_text(&cell);
                    if super::hex_view::drawable(ui, &text) {
                        ui.label(RichText::new(text).size(if is_label { big * 0.4 } else { big }));
                    } else {
                        ui.label(RichText::new(tr!(lang, "insp-no-glyph")).italics());
                    }
                }
                None => {
                    ui.label("");
                }
            }
            code_point_heading(ui, c, size);
        });
    } else if let Some(f) = &e.error {
        let kind = crate::analysis::wording::kinds::error_kind(lang, f.kind);
        let what = match f.would_be.and_then(char::from_u32) {
            Some(c) => tr!(
                lang,
                "insp-ill-formed-would-be",
                kind = kind,
                cp = format!("U+{:04X}", u32::from(c)),
                name = crate::analysis::cells::char_name(c)
            ),
            None => tr!(lang, "insp-ill-formed", kind = kind),
        };
        ui.label(
            RichText::new(what)
                .size(size + 4.0)
                .strong()
                .color(theme.error()),
        );
    }
}

/// The cells of a bits row (UTF-8 bytes and UTF-16/32 units alike): the template faint, then the
/// bits with the payload marked; `stacked`, the template over the bits in one cell, character
/// over character, where side by side the row would run past the tab's edge.
fn template_and_bits(
    ui: &mut egui::Ui,
    template: &str,
    marker: &str,
    payload: &str,
    theme: &Theme,
    size: f32,
    stacked: bool,
) {
    let template = RichText::new(template)
        .monospace()
        .size(size)
        .color(theme.faint());
    // Never wrapped: a row of bits broken into pieces reads as other bits.
    let line = |ui: &mut egui::Ui, text: egui::WidgetText| {
        ui.add(egui::Label::new(text).extend());
    };
    if stacked {
        // The bits broken where the template is, so that each bit stands under its letter.
        let (marker, payload) = spaced_like(template.text(), marker, payload);
        ui.vertical(|ui| {
            line(ui, template.into());
            let bits = marker_payload_job(ui, &marker, &payload, theme, size);
            line(ui, bits.into());
        });
    } else {
        line(ui, template.into());
        let bits = marker_payload_job(ui, marker, payload, theme, size);
        line(ui, bits.into());
    }
}

/// `marker` and `payload` (the bits, in that order) with a space wherever `template` has one
/// (`110110yy yyyyyyyy` over `11011000 00111101`).
fn spaced_like(template: &str, marker: &str, payload: &str) -> (String, String) {
    let mut out = (String::new(), String::new());
    let mut bits = marker
        .chars()
        .map(|c| (true, c))
        .chain(payload.chars().map(|c| (false, c)));
    let mut in_marker = true;
    for t in template.chars() {
        if t == ' ' {
            if in_marker { &mut out.0 } else { &mut out.1 }.push(' ');
            continue;
        }
        let Some((m, c)) = bits.next() else { break };
        in_marker = m;
        if m { &mut out.0 } else { &mut out.1 }.push(c);
    }
    for (m, c) in bits {
        if m { &mut out.0 } else { &mut out.1 }.push(c);
    }
    (out.0, out.1)
}

/// Whether bits rows of `chars` monospace characters (their cells' text, all told) in `cells`
/// cells would run past the visible width of the tab: then [`template_and_bits`] stacks them
/// (a UTF-16 surrogate's row, or any row in presentation mode in a narrow panel, was cut off).
fn rows_too_wide(ui: &egui::Ui, chars: usize, cells: usize, size: f32) -> bool {
    let glyph = ui.fonts_mut(|f| f.glyph_width(&FontId::monospace(size), '0'));
    let gaps = ui.spacing().item_spacing.x * cells as f32;
    chars as f32 * glyph + gaps > visible_width(ui)
}

/// A byte's marker bits faint and its payload bits strong and underlined.
fn marker_payload_job(
    ui: &egui::Ui,
    marker: &str,
    payload: &str,
    theme: &Theme,
    size: f32,
) -> LayoutJob {
    let mut job = LayoutJob::default();
    let mono = FontId::monospace(size);
    job.append(
        marker,
        0.0,
        TextFormat {
            font_id: mono.clone(),
            color: theme.faint(),
            ..Default::default()
        },
    );
    job.append(
        payload,
        0.0,
        TextFormat {
            font_id: mono,
            color: strong_color(theme),
            underline: egui::Stroke::new(1.5, ui.visuals().text_color()),
            ..Default::default()
        },
    );
    job
}

/// The colour of payload bits.
fn strong_color(theme: &Theme) -> Color32 {
    if theme.dark {
        Color32::from_rgb(120, 200, 255)
    } else {
        Color32::from_rgb(0, 70, 170)
    }
}

/// Each byte under its template, all the bits in one line, and the value the payload makes.
fn bits_ui(ui: &mut egui::Ui, e: &Explanation, theme: &Theme, size: f32) {
    let lang = super::lang(ui.ctx());
    let widest = e
        .bits
        .iter()
        .map(|b| 2 + b.template.chars().count() + b.marker.len() + b.payload.len())
        .max()
        .unwrap_or(0);
    let stacked = rows_too_wide(ui, widest, 3, size);
    egui::Grid::new("bits").striped(true).show(ui, |ui| {
        for b in &e.bits {
            ui.label(
                RichText::new(format!("{:02X}", b.byte))
                    .monospace()
                    .size(size),
            );
            template_and_bits(ui, &b.template, &b.marker, &b.payload, theme, size, stacked);
            ui.end_row();
        }
    });
    // All the bits in one line, wrapped between bytes where the tab is narrower; for one byte
    // the grid's row already is that line (it was printed twice).
    if e.bits.len() > 1 {
        let job = bits_job(ui, e, theme, size);
        sentence(ui, job);
    }
    match e.value {
        Some(v) => sentence(
            ui,
            RichText::new(tr!(
                lang,
                "insp-payload-bits",
                bits = &e.joined,
                value = if v <= 0x10FFFF {
                    format!("U+{v:04X}")
                } else {
                    format!("0x{v:X}")
                },
                dec = v.to_string()
            ))
            .monospace()
            .size(size * 0.9),
        ),
        None => sentence(
            ui,
            RichText::new(tr!(lang, "insp-payload-bits-so-far", bits = &e.joined))
                .monospace()
                .size(size * 0.9),
        ),
    }
}

/// The code point large and the character's name under it, beside the glyph (UTF-8 and UTF-16/32
/// readings alike).
fn code_point_heading(ui: &mut egui::Ui, c: &CharFacts, size: f32) {
    ui.vertical(|ui| {
        ui.label(
            RichText::new(format!("U+{:04X}", u32::from(c.ch)))
                .size(size + 4.0)
                .strong(),
        );
        ui.label(RichText::new(&c.name).size(size));
    });
}

/// A character's category, script, block, plane, width, UTF-16 units and escapes.
fn char_facts_ui(ui: &mut egui::Ui, c: &CharFacts, theme: &Theme, size: f32) {
    let lang = super::lang(ui.ctx());
    egui::Grid::new("facts").show(ui, |ui| {
        let mut row = |k: String, v: String| {
            ui.label(RichText::new(k).size(size * 0.85).color(theme.faint()));
            ui.label(RichText::new(v).size(size * 0.85));
            ui.end_row();
        };
        row(
            tr!(lang, "insp-fact-category"),
            format!("{} ({})", c.category.0, c.category.1),
        );
        row(tr!(lang, "insp-fact-script"), c.script.clone());
        row(tr!(lang, "insp-fact-block"), c.block.clone());
        row(
            tr!(lang, "insp-fact-plane"),
            format!("{}: {}", c.plane.0, c.plane.1),
        );
        row(
            tr!(lang, "insp-fact-width"),
            match c.width {
                Some(w) => tr!(lang, "insp-width-columns", n = w),
                None => tr!(lang, "insp-width-control"),
            },
        );
        row(
            "UTF-16".to_string(),
            c.utf16
                .iter()
                .map(|u| format!("{u:04X}"))
                .collect::<Vec<_>>()
                .join(" "),
        );
        row(
            tr!(lang, "insp-fact-escapes"),
            format!("{}   {}", c.escapes.0, c.escapes.1),
        );
    });
}

/// An error's sentence, would-be value, lossy replacements, security note and history.
fn error_facts_ui(ui: &mut egui::Ui, f: &ErrorFacts, theme: &Theme, size: f32) {
    let lang = super::lang(ui.ctx());
    ui.label(RichText::new(&f.sentence).size(size * 0.9));
    if let Some(v) = f.would_be {
        ui.label(
            RichText::new(tr!(lang, "insp-would-be", value = format!("0x{v:X}"))).size(size * 0.85),
        );
    }
    ui.label(
        RichText::new(tr!(
            lang,
            "insp-lossy",
            replacements = tr!(lang, "insp-n-replacements", n = f.replacements.0),
            parts = f.replacements.1.join(" | ")
        ))
        .size(size * 0.85),
    );
    if let Some(s) = &f.security {
        ui.label(RichText::new(s).size(size * 0.85).color(theme.error()));
    }
    if let Some(h) = &f.history {
        ui.label(RichText::new(h).size(size * 0.85));
    }
}

/// The inspector for a UTF-16/32 unit or surrogate pair: its units in bits (surrogate markers
/// faint, payload strong), the byte order, a pair's arithmetic step by step, and the same character
/// in UTF-8 beside it.
fn wide_ui(
    ui: &mut egui::Ui,
    e: &crate::analysis::explain::WideExplanation,
    offset: u64,
    theme: &Theme,
    large: bool,
) {
    let lang = super::lang(ui.ctx());
    scrolled(ui, large, |ui, size| {
        wide_heading_ui(ui, e, theme, size, large);
        sentence(
            ui,
            RichText::new(offset_line(lang, offset, e.len)).size(size * 0.8),
        );
        sentence(ui, RichText::new(&e.byte_order).size(size * 0.85));
        units_ui(ui, e, theme, size);
        for s in &e.steps {
            sentence(ui, RichText::new(s).monospace().size(size * 0.85));
        }
        if let Some(b) = &e.utf8 {
            ui.separator();
            sentence(
                ui,
                RichText::new(tr!(
                    lang,
                    "insp-wide-utf8",
                    hex = crate::analysis::wording::hex_bytes(b),
                    bytes = tr!(lang, "insp-n-bytes", n = b.len())
                ))
                .size(size * 0.85),
            );
        }
        if let Some(c) = &e.char {
            sentence(
                ui,
                RichText::new(format!("{} · {} · {}", c.category.1, c.script, c.block))
                    .size(size * 0.8)
                    .color(theme.faint()),
            );
        }
    });
}

/// A unit's or pair's character, large, with its code point and name; or what is ill-formed.
fn wide_heading_ui(
    ui: &mut egui::Ui,
    e: &crate::analysis::explain::WideExplanation,
    theme: &Theme,
    size: f32,
    large: bool,
) {
    let lang = super::lang(ui.ctx());
    match (&e.char, &e.error) {
        (Some(c), _) => {
            ui.horizontal(|ui| {
                ui.label(RichText::new(c.ch.to_string()).size(if large { 96.0 } else { 56.0 }));
                code_point_heading(ui, c, size);
            });
        }
        (None, Some(err)) => {
            ui.label(
                RichText::new(tr!(lang, "insp-wide-ill-formed", why = err))
                    .size(size + 2.0)
                    .strong()
                    .color(theme.error()),
            );
        }
        (None, None) => {}
    }
}

/// Each unit: its bytes, value, template and bits.
fn units_ui(
    ui: &mut egui::Ui,
    e: &crate::analysis::explain::WideExplanation,
    theme: &Theme,
    size: f32,
) {
    let widest = e
        .units
        .iter()
        .map(|u| {
            3 * u.bytes.len() + 4 + u.template.chars().count() + u.marker.len() + u.payload.len()
        })
        .max()
        .unwrap_or(0);
    let stacked = rows_too_wide(ui, widest, 4, size);
    egui::Grid::new("wide-bits").striped(true).show(ui, |ui| {
        for u in &e.units {
            ui.label(
                RichText::new(crate::analysis::wording::hex_bytes(&u.bytes))
                    .monospace()
                    .size(size),
            );
            ui.label(
                RichText::new(format!("{:04X}", u.value))
                    .monospace()
                    .size(size)
                    .strong(),
            );
            template_and_bits(ui, &u.template, &u.marker, &u.payload, theme, size, stacked);
            ui.end_row();
        }
    });
}

#[cfg(test)]
mod tests {
    use super::spaced_like;

    #[test]
    fn stacked_bits_break_where_their_template_does() {
        assert_eq!(
            spaced_like("110110yy yyyyyyyy", "110110", "0000111101"),
            ("110110".to_string(), "00 00111101".to_string())
        );
        // A UTF-8 byte's template has no space: the bits stay as they are.
        assert_eq!(
            spaced_like("110xxxxx", "110", "00011"),
            ("110".to_string(), "00011".to_string())
        );
    }
}
