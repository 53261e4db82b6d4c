//! Painting the view: offsets, hex cells and characters with each byte role's fill and non-colour
//! cue (theme.rs), sequence boxes that stay closed across rows, the selection, the scroll bar
//! with its overview of errors and warnings; and the texts the characters column and the
//! tooltips show for a cell.

use super::geometry::Geometry;
use crate::analysis::cells::{ByteRole, c0_abbreviation, c1_abbreviation, char_name};
use crate::analysis::wording::kinds::{error_kind, warning_kind};
use crate::analysis::wording::{describe_error, hex_bytes};
use crate::codec::Class;
use crate::document::{Cell, Document, Reading, RowLayout};
use crate::ui::theme::{Cue, Theme};
use egui::{Align2, Color32, FontId, Rect, Shape, Stroke, pos2, vec2};

/// Text the characters pane shows for a cell's sequence, and whether it is a small label.
pub fn char_text(cell: &Cell) -> (String, bool) {
    match cell.seq.class {
        Class::Error { .. } => ("×".into(), false),
        Class::Char(c) => {
            // NUL as one narrow sign: a row of zeros reads as ∅∅∅∅, not NULNULNUL.
            if c == '\0' {
                return ("∅".into(), false);
            }
            if let Some(abbr) = c0_abbreviation(c).or_else(|| c1_abbreviation(c)) {
                return (abbr.into(), true);
            }
            let label = match u32::from(c) {
                0xFEFF if cell.seq.offset == 0 => Some("BOM"),
                0xFEFF => Some("ZWNBSP"),
                0x00AD => Some("SHY"),
                0x061C => Some("ALM"),
                0x200B => Some("ZWSP"),
                0x200C => Some("ZWNJ"),
                0x200D => Some("ZWJ"),
                0x200E => Some("LRM"),
                0x200F => Some("RLM"),
                0x202A => Some("LRE"),
                0x202B => Some("RLE"),
                0x202C => Some("PDF"),
                0x202D => Some("LRO"),
                0x202E => Some("RLO"),
                0x2060 => Some("WJ"),
                0x2066 => Some("LRI"),
                0x2067 => Some("RLI"),
                0x2068 => Some("FSI"),
                0x2069 => Some("PDI"),
                _ => None,
            };
            match label {
                Some(l) => (l.into(), true),
                None => (cell.look.glyph.as_str().to_string(), false),
            }
        }
    }
}

/// Can the fonts draw every character of `text`?
pub fn drawable(ui: &egui::Ui, text: &str) -> bool {
    let font = FontId::proportional(14.0);
    ui.fonts_mut(|f| text.chars().all(|c| f.has_glyph(&font, c)))
}

/// What a description shows for a cell's character: its glyph, or "(no glyph)" where no font can
/// draw it.
fn shown_glyph(ui: &egui::Ui, cell: &Cell) -> String {
    let (text, _) = char_text(cell);
    if drawable(ui, &text) {
        text
    } else {
        crate::tr!(crate::ui::lang(ui.ctx()), "window-no-glyph")
    }
}

/// One-line description of the byte at a cell, for tooltips and the status bar (the glyph is left
/// out where no font can draw it: the code point and name say what it is).
pub fn describe_cell(ui: &egui::Ui, cell: &Cell, bytes: &[u8], reading: Reading) -> String {
    let l = crate::ui::lang(ui.ctx());
    let hex = hex_bytes(bytes);
    if let Reading::Wide(form) = reading {
        let what = crate::document::reading::describe_wide(l, bytes, form);
        return match cell.seq.class {
            Class::Char(c) => format!("{} {}  ({what})", shown_glyph(ui, cell), char_name(c)),
            Class::Error { .. } => what,
        };
    }
    if cell.look.lead == crate::analysis::cells::ByteRole::Unmapped {
        // A byte a legacy or CJK reading makes no character of (drawn as ×, which it is not).
        return crate::tr!(l, "insp-legacy-none", byte = hex, encoding = reading.name());
    }
    match cell.seq.class {
        Class::Char(c) => {
            let mut s = crate::tr!(
                l,
                "window-cell-char",
                code = format!("U+{:04X}", u32::from(c)),
                glyph = shown_glyph(ui, cell),
                name = char_name(c),
                len = cell.seq.len,
                hex = hex
            );
            // The cell's look carries the warning (a joiner control's depends on its neighbours).
            if let crate::analysis::cells::ByteRole::Warning(w) = cell.look.lead {
                s.push('\n');
                s.push_str(&crate::tr!(
                    l,
                    "window-cell-warning",
                    kind = warning_kind(l, w),
                    explanation = crate::analysis::wording::kinds::warning_explanation(l, w)
                ));
            }
            s
        }
        Class::Error { kind, .. } => {
            let msg = describe_error(l, bytes, cell.seq.class).unwrap_or_default();
            let fffd = crate::codec::replacement_count(bytes);
            crate::tr!(
                l,
                "window-cell-error",
                kind = error_kind(l, kind),
                message = msg,
                fffd = fffd
            )
        }
    }
}

/// The hatching's period across the cells, in points.
const HATCH_STEP: f32 = 5.0;

/// The hatching's tile: one stripe rising to the right, a point wide, anti-aliased, as coverage
/// (a mask: white at the stripe's opacity; the theme's error colour tints it). Repeated across a
/// cell by its texture coordinates. Loaded once per context.
fn hatch_texture(ctx: &egui::Context) -> egui::TextureHandle {
    let id = egui::Id::unique("hatch texture");
    if let Some(t) = ctx.data(|d| d.get_temp::<egui::TextureHandle>(id)) {
        return t;
    }
    const N: usize = 16;
    let texels_per_point = N as f32 / HATCH_STEP;
    let half_width = 0.5 * texels_per_point;
    let pixels = (0..N * N)
        .map(|i| {
            // Distance across the stripe (x + y constant) from the nearest stripe's centre.
            let s = ((i % N + i / N + 1) % N) as f32;
            let d = s.min(N as f32 - s) / std::f32::consts::SQRT_2;
            let a = (half_width + 0.5 - d).clamp(0.0, 1.0);
            Color32::from_white_alpha((a * 255.0).round() as u8)
        })
        .collect();
    let t = ctx.load_texture(
        "hatch",
        egui::ColorImage::new([N, N], pixels),
        egui::TextureOptions {
            magnification: egui::TextureFilter::Linear,
            minification: egui::TextureFilter::Linear,
            wrap_mode: egui::TextureWrapMode::Repeat,
            mipmap_mode: None,
        },
    );
    ctx.data_mut(|d| d.insert_temp(id, t.clone()));
    t
}

/// Hatches `r`: one textured rectangle (four vertices) in the frame's hatching mesh, its texture
/// coordinates taken from the screen so that the stripes run on across neighbouring cells. (Drawn
/// as eight anti-aliased line segments a cell, a window full of errors took 19 MiB more.)
fn hatch(mesh: &mut egui::Mesh, r: Rect, color: Color32) {
    let uv = Rect::from_min_max(
        (r.min.to_vec2() / HATCH_STEP).to_pos2(),
        (r.max.to_vec2() / HATCH_STEP).to_pos2(),
    );
    mesh.add_rect_with_uv(r, uv, color.gamma_multiply(0.6));
}

fn cue(painter: &egui::Painter, hatching: &mut egui::Mesh, r: Rect, cue: Cue, color: Color32) {
    match cue {
        Cue::None => {}
        Cue::CornerMark => {
            let s = (r.height() * 0.28).max(4.0);
            painter.add(Shape::convex_polygon(
                vec![
                    r.left_top(),
                    r.left_top() + vec2(s, 0.0),
                    r.left_top() + vec2(0.0, s),
                ],
                color,
                Stroke::NONE,
            ));
        }
        Cue::DottedUnderline => {
            let y = r.bottom() - 2.0;
            painter.extend(Shape::dotted_line(
                &[pos2(r.left() + 2.0, y), pos2(r.right() - 2.0, y)],
                color,
                3.0,
                0.8,
            ));
        }
        Cue::WavyUnderline => {
            let y = r.bottom() - 3.0;
            let mut pts = Vec::new();
            let mut x = r.left() + 1.0;
            let mut up = true;
            while x <= r.right() - 1.0 {
                pts.push(pos2(x, if up { y - 1.5 } else { y + 1.5 }));
                up = !up;
                x += 3.0;
            }
            painter.add(Shape::line(pts, Stroke::new(1.2, color)));
        }
        Cue::Hatching => hatch(hatching, r, color),
    }
}

/// Paints the visible rows from `g.top` and the scroll bar with its `thumb`; returns the cells it
/// drew (the hover text looks there).
#[allow(clippy::too_many_arguments)]
pub(super) fn paint_rows(
    ui: &egui::Ui,
    painter: &egui::Painter,
    doc: &Document,
    g: &Geometry,
    layout: &RowLayout,
    theme: &Theme,
    thumb: Rect,
    digits: usize,
) -> Vec<Cell> {
    let font = FontId::monospace(14.0);
    let first = layout.row_start(g.top);
    let want = (g.rows * g.bytes_per_row).min(g.size.saturating_sub(first)) as usize;
    let cells = doc.cells(first, want);
    paint_scroll_bar(ui, painter, doc, g, theme, thumb);
    paint_offsets(painter, g, layout, theme, digits, &font);
    let (sel, cursor) = (doc.selection(), doc.cursor());
    let role_of = |cell: &Cell| {
        if cell.is_first() {
            cell.look.lead
        } else {
            cell.look.rest
        }
    };
    // The fills first, then the hatching of every error cell in one mesh (its place kept here,
    // above the fills and below the text), then the text, cues and cursor.
    for cell in &cells {
        let (Some(hr), Some(cr)) = (g.hex_rect(cell.offset), g.char_rect(cell.offset)) else {
            continue;
        };
        let style = theme.role(role_of(cell));
        let inner_h = hr.shrink2(vec2(0.0, 1.5));
        let inner_c = cr.shrink2(vec2(0.0, 1.5));
        if style.fill != Color32::TRANSPARENT {
            painter.rect_filled(inner_h, 0.0, style.fill);
            painter.rect_filled(inner_c, 0.0, style.fill);
        }
        if sel.contains(cell.offset) {
            painter.rect_filled(inner_h, 0.0, theme.selection());
            painter.rect_filled(inner_c, 0.0, theme.selection());
        }
    }
    let hatching_slot = painter.add(egui::Shape::Noop);
    let mut hatching = egui::Mesh::with_texture(hatch_texture(ui.ctx()).id());
    for cell in &cells {
        let (Some(hr), Some(cr)) = (g.hex_rect(cell.offset), g.char_rect(cell.offset)) else {
            continue;
        };
        let role = role_of(cell);
        let style = theme.role(role);
        let inner_h = hr.shrink2(vec2(0.0, 1.5));
        let inner_c = cr.shrink2(vec2(0.0, 1.5));
        let cue_kind =
            if cell.is_first() || matches!(role, ByteRole::Error(_) | ByteRole::Warning(_)) {
                style.cue
            } else {
                Cue::None
            };
        let cue_color = if matches!(role, ByteRole::Error(_)) {
            theme.error()
        } else {
            theme.outline()
        };
        cue(painter, &mut hatching, inner_h, cue_kind, cue_color);
        painter.text(
            inner_h.center(),
            Align2::CENTER_CENTER,
            format!("{:02x}", cell.byte),
            font.clone(),
            style.text,
        );
        if paint_char(ui, painter, g, theme, cell, inner_c, style.text, &font) {
            cue(painter, &mut hatching, inner_c, cue_kind, cue_color);
        }
        if cell.offset == cursor {
            for r in [hr, cr] {
                painter.rect_stroke(
                    r,
                    2.0,
                    Stroke::new(2.0, theme.cursor()),
                    egui::StrokeKind::Inside,
                );
            }
        }
    }
    painter.set(hatching_slot, egui::Shape::mesh(hatching));
    paint_sequence_boxes(painter, g, &cells, theme);
    cells
}

/// The scroll bar's track, the overview of where in the whole file errors (red, right half) and
/// warnings (amber, left half) lie, one mark per 2-pixel slice of the track (a click on the track
/// jumps there), and the thumb.
fn paint_scroll_bar(
    ui: &egui::Ui,
    painter: &egui::Painter,
    doc: &Document,
    g: &Geometry,
    theme: &Theme,
    thumb: Rect,
) {
    let (bar, size) = (g.bar, g.size);
    let bar_w = bar.width();
    painter.rect_filled(bar, 2.0, ui.visuals().extreme_bg_color);
    if size > 0 {
        let slices = (bar.height() / 2.0) as u64;
        for i in 0..slices {
            let a = (size as u128 * i as u128 / slices as u128) as u64;
            let b = (size as u128 * (i + 1) as u128 / slices as u128) as u64;
            let y = bar.top() + i as f32 * 2.0;
            if doc.has_mark_in(a, b.max(a + 1), true) {
                let r = Rect::from_min_size(pos2(bar.left(), y), vec2(bar_w / 2.0, 2.0));
                painter.rect_filled(
                    r,
                    0.0,
                    theme
                        .role(ByteRole::Warning(crate::codec::WarningKind::Bom))
                        .fill
                        .gamma_multiply(2.5),
                );
            }
            if doc.has_mark_in(a, b.max(a + 1), false) {
                let r = Rect::from_min_size(pos2(bar.center().x, y), vec2(bar_w / 2.0, 2.0));
                painter.rect_filled(r, 0.0, theme.error());
            }
        }
    }
    painter.rect_filled(
        thumb,
        4.0,
        ui.visuals().widgets.inactive.bg_fill.gamma_multiply(0.8),
    );
}

/// The offsets column (or, for an empty file, a note where the bytes would be).
fn paint_offsets(
    painter: &egui::Painter,
    g: &Geometry,
    layout: &RowLayout,
    theme: &Theme,
    digits: usize,
    font: &FontId,
) {
    let (origin, row_h) = (g.origin, g.row_h);
    if g.size == 0 {
        painter.text(
            pos2(g.hex_x, origin.y),
            Align2::LEFT_TOP,
            crate::tr!(crate::ui::lang(painter.ctx()), "window-empty-file"),
            FontId::proportional(14.0),
            theme.faint(),
        );
    }
    for r in 0..g.rows {
        let start = layout.row_start(g.top + r);
        if start >= g.size {
            break;
        }
        painter.text(
            pos2(origin.x, origin.y + r as f32 * row_h + row_h / 2.0),
            Align2::LEFT_CENTER,
            format!("{start:0digits$x}"),
            font.clone(),
            theme.faint(),
        );
    }
}

/// Characters pane: the glyph at the first byte, a faint filler on the others; a label (LF,
/// ZWNBSP) or the code point of a character no font has spans the sequence's cells on this row,
/// in a font small enough to fit there. Returns whether this is the sequence's first cell (which
/// carries the cue).
#[allow(clippy::too_many_arguments)]
fn paint_char(
    ui: &egui::Ui,
    painter: &egui::Painter,
    g: &Geometry,
    theme: &Theme,
    cell: &Cell,
    inner_c: Rect,
    color: Color32,
    font: &FontId,
) -> bool {
    let bpr = g.bytes_per_row;
    let (text, is_label) = char_text(cell);
    let glyph_ok = is_label
        || text
            .chars()
            .all(|c| ui.fonts_mut(|fonts| fonts.has_glyph(font, c)));
    let labelled = is_label || !glyph_ok;
    let seq_start = cell.seq.offset;
    let row_of = |o: u64| o / bpr;
    if !cell.is_first() {
        if !(labelled && row_of(seq_start) == row_of(cell.offset)) {
            painter.text(
                inner_c.center(),
                Align2::CENTER_CENTER,
                "·",
                font.clone(),
                theme.faint(),
            );
        } // (else the first cell's label covers this one)
        return false;
    }
    let row_end = (row_of(seq_start) + 1) * bpr - 1;
    let span_end = (seq_start + u64::from(cell.seq.len) - 1).min(row_end);
    let span = g
        .char_rect(span_end)
        .map_or(inner_c, |r| inner_c.union(r.shrink2(vec2(0.0, 1.5))));
    if !labelled {
        painter.text(
            inner_c.center(),
            Align2::CENTER_CENTER,
            text,
            font.clone(),
            color,
        );
    } else if glyph_ok {
        let f = label_font(ui, &text, span.width() - 2.0);
        painter.text(span.center(), Align2::CENTER_CENTER, text, f, color);
    } else if let Class::Char(c) = cell.seq.class {
        // No font has it: a labelled box, never silent tofu.
        painter.rect_stroke(
            span.shrink(1.0),
            1.0,
            Stroke::new(1.0, theme.faint()),
            egui::StrokeKind::Inside,
        );
        let code = format!("{:X}", u32::from(c));
        let f = label_font(ui, &code, span.width() - 4.0);
        painter.text(span.center(), Align2::CENTER_CENTER, code, f, theme.faint());
    }
    true
}

/// Sequence boxes: one outline per multi-byte sequence and row; open where it runs on.
fn paint_sequence_boxes(painter: &egui::Painter, g: &Geometry, cells: &[Cell], theme: &Theme) {
    for b in crate::document::sequence_boxes(cells, g.bytes_per_row) {
        let (width, color) = if b.error {
            (2.0, theme.error())
        } else {
            (1.2, theme.outline())
        };
        for (a, z) in [
            (g.hex_rect(b.first), g.hex_rect(b.last)),
            (g.char_rect(b.first), g.char_rect(b.last)),
        ] {
            if let (Some(a), Some(z)) = (a, z) {
                let r = Rect::from_min_max(a.min, z.max).shrink2(vec2(1.0, 1.0));
                draw_box(
                    painter,
                    r,
                    b.open_left,
                    b.open_right,
                    Stroke::new(width, color),
                );
            }
        }
    }
}

/// The monospace font for a small label: 8.5 points, or smaller until `text` fits in `width`
/// pixels (never below 5).
pub fn label_font(ui: &egui::Ui, text: &str, width: f32) -> FontId {
    const BASE: f32 = 8.5;
    let measured = ui.fonts_mut(|f| {
        f.layout_no_wrap(text.to_owned(), FontId::monospace(BASE), Color32::WHITE)
            .size()
            .x
    });
    let size = if measured > width && measured > 0.0 {
        (BASE * width / measured).max(5.0)
    } else {
        BASE
    };
    FontId::monospace(size)
}

fn draw_box(painter: &egui::Painter, r: Rect, open_left: bool, open_right: bool, stroke: Stroke) {
    painter.line_segment([r.left_top(), r.right_top()], stroke);
    painter.line_segment([r.left_bottom(), r.right_bottom()], stroke);
    if !open_left {
        painter.line_segment([r.left_top(), r.left_bottom()], stroke);
    }
    if !open_right {
        painter.line_segment([r.right_top(), r.right_bottom()], stroke);
    }
}
