//! The main view: offset | hex cells | characters, drawn by hand with fixed cell widths.
//!
//! Why not a `ScrollArea` of labels: its `f32` offset cannot address rows deep in a large file, and
//! thousands of widgets per frame are slow. This view keeps a `u64` top row, asks the document for
//! the cells of the visible rows only, paints them, and draws its own scroll bar. It changes nothing
//! itself: clicks and copies come back as [`ViewCommand`]s.

use super::theme::{Cue, Theme};
use crate::analysis::cells::{ByteRole, c0_abbreviation, c1_abbreviation, char_name};
use crate::codec::{Class, describe_error, hex_bytes, warning_for};
use crate::document::layout::{LEFT_MARGIN, SCROLL_BAR};
use crate::document::{Cell, Document, Reading, RowLayout, RowMetrics};
use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Shape, Stroke, pos2, vec2};

/// Presentation state of the view (nothing here is document state).
#[derive(Clone, Debug)]
pub struct HexViewState {
    /// First visible row.
    pub top: u64,
    /// Bytes per row as drawn: the chosen number, or fewer where that many do not fit.
    pub bytes_per_row: u64,
    /// Bytes per row as chosen: 0 for Auto (the most that fit, a multiple of 4), else 8, 16 or 32.
    pub chosen: u64,
    /// Rows that fit, as of the last frame.
    pub visible_rows: u64,
    /// Geometry of the last frame, to map positions to bytes (and back, for tests).
    pub geometry: Option<Geometry>,
    /// Scroll the cursor's row into view on the next frame (set by jumps and key moves).
    pub reveal: bool,
    wheel: f32,
    thumb_grab: Option<f32>,
}

impl Default for HexViewState {
    fn default() -> Self {
        HexViewState {
            top: 0,
            bytes_per_row: 16,
            chosen: 0,
            visible_rows: 1,
            geometry: None,
            reveal: false,
            wheel: 0.0,
            thumb_grab: None,
        }
    }
}

impl HexViewState {
    /// A view at the top with `n` bytes per row chosen (0: Auto).
    pub fn with_bytes_per_row(n: u64) -> Self {
        let chosen = if matches!(n, 8 | 16 | 32) { n } else { 0 };
        HexViewState {
            bytes_per_row: if chosen == 0 { 16 } else { chosen },
            chosen,
            ..Self::default()
        }
    }

    /// Draws `n` bytes per row from now on, keeping the first visible byte on the top row.
    fn set_bytes_per_row(&mut self, n: u64) {
        if n != self.bytes_per_row {
            let first = self.top.saturating_mul(self.bytes_per_row);
            self.top = first / n;
            self.bytes_per_row = n;
        }
    }
}

/// What the user asked the view for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ViewCommand {
    /// Select the whole sequence holding this byte.
    Select(u64),
    /// Extend the selection to the sequence holding this byte.
    Extend(u64),
    /// Select one byte ("View as" a single-byte encoding).
    SelectByte(u64),
    /// Copy the selection in a format.
    Copy(CopyFormat),
}

/// Clipboard formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CopyFormat {
    /// Decoded text.
    Text,
    /// Hex bytes.
    Hex,
    /// An escaped string.
    Escaped,
}

/// Where things are on screen.
#[derive(Clone, Copy, Debug)]
pub struct Geometry {
    origin: Pos2,
    top: u64,
    bytes_per_row: u64,
    row_h: f32,
    hex_x: f32,
    char_x: f32,
    cell_w: f32,
    char_cell_w: f32,
    gap: f32,
    rows: u64,
    size: u64,
    bar: Rect,
}

impl Geometry {
    /// The scroll bar's track.
    pub fn scroll_bar(&self) -> Rect {
        self.bar
    }

    /// Bytes per row as drawn.
    pub fn bytes_per_row(&self) -> u64 {
        self.bytes_per_row
    }

    /// The right edge of the characters column (the end of a full row).
    pub fn row_right(&self) -> f32 {
        self.char_x + self.bytes_per_row as f32 * self.char_cell_w
    }

    fn col_x(&self, col: u64) -> f32 {
        self.hex_x + col as f32 * self.cell_w + (col / 8) as f32 * self.gap
    }

    /// The hex cell of byte `offset`, if it is on screen.
    pub fn hex_rect(&self, offset: u64) -> Option<Rect> {
        let (row, col) = self.place(offset)?;
        let y = self.origin.y + row as f32 * self.row_h;
        Some(Rect::from_min_size(
            pos2(self.col_x(col), y),
            vec2(self.cell_w, self.row_h),
        ))
    }

    /// The character cell of byte `offset`, if it is on screen.
    pub fn char_rect(&self, offset: u64) -> Option<Rect> {
        let (row, col) = self.place(offset)?;
        let y = self.origin.y + row as f32 * self.row_h;
        Some(Rect::from_min_size(
            pos2(self.char_x + col as f32 * self.char_cell_w, y),
            vec2(self.char_cell_w, self.row_h),
        ))
    }

    fn place(&self, offset: u64) -> Option<(u64, u64)> {
        let first = self.top.checked_mul(self.bytes_per_row)?;
        if offset < first || offset >= self.size {
            return None;
        }
        let rel = offset - first;
        let row = rel / self.bytes_per_row;
        (row < self.rows).then_some((row, rel % self.bytes_per_row))
    }

    /// The byte under a screen position (in either pane).
    pub fn byte_at(&self, p: Pos2) -> Option<u64> {
        if p.y < self.origin.y {
            return None;
        }
        let row = ((p.y - self.origin.y) / self.row_h) as u64;
        if row >= self.rows {
            return None;
        }
        let bpr = self.bytes_per_row;
        let col = if p.x >= self.char_x {
            ((p.x - self.char_x) / self.char_cell_w) as u64
        } else if p.x >= self.hex_x {
            (0..bpr).rev().find(|&c| self.col_x(c) <= p.x).unwrap_or(0)
        } else {
            return None;
        };
        if col >= bpr {
            return None;
        }
        let off = (self.top + row) * bpr + col;
        (off < self.size).then_some(off)
    }
}

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
        "(no glyph)".to_string()
    }
}

/// One-line description of the byte at a cell, for tooltips and the status bar (the glyph is left
/// out where no font can draw it: the code point and name say what it is).
pub fn describe_cell(ui: &egui::Ui, cell: &Cell, bytes: &[u8], reading: Reading) -> String {
    let hex = hex_bytes(bytes);
    if let Reading::Wide(form) = reading {
        let what = crate::document::reading::describe_wide(bytes, form);
        return match cell.seq.class {
            Class::Char(c) => format!("{} {}  ({what})", shown_glyph(ui, cell), char_name(c)),
            Class::Error { .. } => what,
        };
    }
    match cell.seq.class {
        Class::Char(c) => {
            let mut s = format!(
                "U+{:04X} {} {}  ({}-byte sequence {hex})",
                u32::from(c),
                shown_glyph(ui, cell),
                char_name(c),
                cell.seq.len
            );
            if let Some(w) = warning_for(c, cell.seq.offset) {
                s.push_str(&format!("\nwarning {}: {}", w.name(), w.explanation()));
            }
            s
        }
        Class::Error { kind, .. } => {
            let msg = describe_error(bytes, cell.seq.class).unwrap_or_default();
            let fffd = crate::codec::replacement_count(bytes);
            format!(
                "error {}: {msg}\na lossy decoder puts {fffd} U+FFFD here",
                kind.name()
            )
        }
    }
}

fn hatch(painter: &egui::Painter, r: Rect, color: Color32) {
    let step = 5.0;
    let mut x = r.left() - r.height();
    while x < r.right() {
        let a = pos2(x.max(r.left()), r.bottom() - (x.max(r.left()) - x));
        let b_x = (x + r.height()).min(r.right());
        let b = pos2(b_x, r.bottom() - (b_x - x));
        painter.line_segment([a, b], Stroke::new(1.0, color.gamma_multiply(0.6)));
        x += step;
    }
}

fn cue(painter: &egui::Painter, r: Rect, cue: Cue, color: Color32) {
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
        Cue::Hatching => hatch(painter, r, color),
    }
}

/// The view's row measures for a file of `size` bytes (the offset column grows past 4 GiB).
pub fn row_metrics(ui: &egui::Ui, size: u64) -> RowMetrics {
    let char_w = ui.fonts_mut(|f| f.glyph_width(&FontId::monospace(14.0), '0'));
    RowMetrics {
        char_w,
        digits: offset_digits(size),
    }
}

/// Hex digits of the offset column for a file of `size` bytes (at least 8).
pub fn offset_digits(size: u64) -> usize {
    (64 - size.saturating_sub(1).leading_zeros())
        .div_ceil(4)
        .max(8) as usize
}

/// Draws the view and returns what the user asked for.
pub fn hex_view_ui(
    ui: &mut egui::Ui,
    doc: &mut Document,
    state: &mut HexViewState,
    theme: &Theme,
) -> Vec<ViewCommand> {
    let mut commands = Vec::new();
    let font = FontId::monospace(14.0);
    let small = FontId::monospace(8.5);
    let line_h = ui.fonts_mut(|f| f.row_height(&font));
    let row_h = (line_h * 1.4).ceil();
    let size = doc.size();
    let metrics = row_metrics(ui, size);
    let (char_w, digits) = (metrics.char_w, metrics.digits);
    let full = ui.available_rect_before_wrap();
    // Auto: the most bytes that fit; a chosen number only as far as it fits (every zoom step and
    // presentation mode keep the whole row, offsets to characters, on screen).
    let fit = metrics.fit(full.width());
    // A cursor on screen stays on screen when the rows change shape (zoom, a resized window,
    // another bytes-per-row choice).
    let cursor_was_shown = {
        let first = state.top.saturating_mul(state.bytes_per_row);
        let shown = state.visible_rows.saturating_mul(state.bytes_per_row);
        (first..first.saturating_add(shown)).contains(&doc.cursor())
    };
    let (old_bpr, old_rows) = (state.bytes_per_row, state.visible_rows);
    state.set_bytes_per_row(match state.chosen {
        0 => fit,
        n => n.min(fit),
    });
    let layout = RowLayout::new(size, state.bytes_per_row);

    let bar_w = SCROLL_BAR;
    let area = Rect::from_min_max(full.min, pos2(full.right() - bar_w, full.bottom()));
    let response = ui.allocate_rect(full, Sense::click_and_drag());
    let painter = ui.painter_at(full);
    let visible = ((area.height() - 4.0) / row_h).floor().max(1.0) as u64;
    state.visible_rows = visible;
    if cursor_was_shown && (old_bpr != state.bytes_per_row || old_rows != visible) {
        state.reveal = true;
    }
    state.top = state.top.min(layout.max_top(visible));
    // A jump asked for last frame is settled with this frame's row count (the status line or the
    // banner may have changed it), so the cursor's row is really on screen, with context.
    if std::mem::take(&mut state.reveal) {
        state.top = layout.reveal_with_context(state.top, doc.cursor(), visible, 2);
    }

    let bpr = state.bytes_per_row;
    let gap = char_w;
    let bar = Rect::from_min_max(pos2(full.right() - bar_w, full.top()), full.max);
    let origin = pos2(area.left() + LEFT_MARGIN, area.top() + 2.0);
    let hex_x = area.left() + metrics.hex_x();
    let cell_w = 3.0 * char_w;
    let char_x = area.left() + metrics.char_x(bpr);
    let char_cell_w = 2.0 * char_w;
    let g = Geometry {
        origin,
        top: state.top,
        bytes_per_row: bpr,
        row_h,
        hex_x,
        char_x,
        cell_w,
        char_cell_w,
        gap,
        rows: visible,
        size,
        bar,
    };
    state.geometry = Some(g);

    // --- input: wheel, clicks, drags, scroll bar ---
    if response.hovered() {
        let dy = ui.input(|i| i.smooth_scroll_delta.y);
        if dy != 0.0 {
            state.wheel -= dy / row_h;
            let whole = state.wheel.trunc();
            if whole != 0.0 {
                state.top = layout.scroll(state.top, whole as i64, visible);
                state.wheel -= whole;
            }
        }
    }
    let frac = layout.fraction_of(state.top, visible) as f32;
    let total_rows = layout.rows() as f32;
    // (A bar shorter than the thumb's least height, in a tiny window, is all thumb.)
    let thumb_h = (bar.height() * (visible as f32 / total_rows))
        .clamp(24.0f32.min(bar.height()), bar.height().max(0.0));
    let thumb_y = bar.top() + frac * (bar.height() - thumb_h);
    let thumb = Rect::from_min_size(pos2(bar.left() + 2.0, thumb_y), vec2(bar_w - 4.0, thumb_h));
    let pointer = response.interact_pointer_pos();
    if (response.drag_started() || response.clicked())
        && let Some(p) = pointer.filter(|p| bar.contains(*p))
    {
        state.thumb_grab = Some(if thumb.contains(p) {
            p.y - thumb.top()
        } else {
            thumb_h / 2.0
        });
    }
    if let (Some(grab), Some(p)) = (state.thumb_grab, pointer)
        && (response.dragged() || response.clicked() || response.drag_started())
    {
        let span = (bar.height() - thumb_h).max(1.0);
        let f = ((p.y - grab - bar.top()) / span).clamp(0.0, 1.0);
        state.top = layout.top_at_fraction(f as f64, visible);
    }
    if response.drag_stopped() || !ui.input(|i| i.pointer.any_down()) {
        state.thumb_grab = None;
    }
    if state.thumb_grab.is_none()
        && let Some(p) = pointer.filter(|p| !bar.contains(*p))
        && let Some(off) = g.byte_at(p)
    {
        let shift = ui.input(|i| i.modifiers.shift);
        if response.drag_started() || (response.clicked() && !shift) {
            commands.push(ViewCommand::Select(off));
        } else if response.dragged() || (response.clicked() && shift) {
            commands.push(ViewCommand::Extend(off));
        }
    }

    // --- paint ---
    let first = layout.row_start(state.top);
    let want = (visible * bpr).min(size.saturating_sub(first)) as usize;
    let cells = doc.cells(first, want);
    let sel = doc.selection();
    let cursor = doc.cursor();
    painter.rect_filled(bar, 2.0, ui.visuals().extreme_bg_color);
    // Overview: where in the whole file errors (red, right half) and warnings (amber, left half)
    // lie, one mark per 2-pixel slice of the track; a click on the track jumps there.
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

    if size == 0 {
        painter.text(
            pos2(hex_x, origin.y),
            Align2::LEFT_TOP,
            "empty file (0 bytes)",
            FontId::proportional(14.0),
            theme.faint(),
        );
    }
    for r in 0..visible {
        let row = state.top + r;
        let start = layout.row_start(row);
        if start >= size {
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
    for cell in &cells {
        let (Some(hr), Some(cr)) = (g.hex_rect(cell.offset), g.char_rect(cell.offset)) else {
            continue;
        };
        let role = if cell.is_first() {
            cell.look.lead
        } else {
            cell.look.rest
        };
        let style = theme.role(role);
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
        cue(&painter, inner_h, cue_kind, cue_color);
        painter.text(
            inner_h.center(),
            Align2::CENTER_CENTER,
            format!("{:02x}", cell.byte),
            font.clone(),
            style.text,
        );
        // Characters pane: the glyph at the first byte, a faint filler on the others.
        if cell.is_first() {
            let (text, is_label) = char_text(cell);
            let f = if is_label {
                small.clone()
            } else {
                font.clone()
            };
            let glyph_ok = is_label
                || text
                    .chars()
                    .all(|c| ui.fonts_mut(|fonts| fonts.has_glyph(&f, c)));
            if glyph_ok {
                painter.text(inner_c.center(), Align2::CENTER_CENTER, text, f, style.text);
            } else if let Class::Char(c) = cell.seq.class {
                // No font has it: a labelled box, never silent tofu.
                painter.rect_stroke(
                    inner_c.shrink(1.0),
                    1.0,
                    Stroke::new(1.0, theme.faint()),
                    egui::StrokeKind::Inside,
                );
                painter.text(
                    inner_c.center(),
                    Align2::CENTER_CENTER,
                    format!("{:X}", u32::from(c)),
                    small.clone(),
                    theme.faint(),
                );
            }
            cue(&painter, inner_c, cue_kind, cue_color);
        } else {
            painter.text(
                inner_c.center(),
                Align2::CENTER_CENTER,
                "·",
                font.clone(),
                theme.faint(),
            );
        }
        if cell.offset == cursor {
            painter.rect_stroke(
                hr,
                2.0,
                Stroke::new(2.0, theme.cursor()),
                egui::StrokeKind::Inside,
            );
            painter.rect_stroke(
                cr,
                2.0,
                Stroke::new(2.0, theme.cursor()),
                egui::StrokeKind::Inside,
            );
        }
    }
    // Sequence boxes: one outline per multi-byte sequence and row; open where it runs on.
    let mut i = 0;
    while i < cells.len() {
        let c = cells[i];
        let mut j = i;
        while j + 1 < cells.len()
            && cells[j + 1].seq.offset == c.seq.offset
            && (cells[j + 1].offset - first) / bpr == (c.offset - first) / bpr
        {
            j += 1;
        }
        if c.seq.len > 1 || c.seq.error_kind().is_some() {
            let last = cells[j];
            let open_left = !c.is_first();
            let open_right = !last.is_last();
            let width = if c.seq.error_kind().is_some() {
                2.0
            } else {
                1.2
            };
            let color = if c.seq.error_kind().is_some() {
                theme.error()
            } else {
                theme.outline()
            };
            for (a, b) in [
                (g.hex_rect(c.offset), g.hex_rect(last.offset)),
                (g.char_rect(c.offset), g.char_rect(last.offset)),
            ] {
                if let (Some(a), Some(b)) = (a, b) {
                    let r = Rect::from_min_max(a.min, b.max).shrink2(vec2(1.0, 1.0));
                    draw_box(
                        &painter,
                        r,
                        open_left,
                        open_right,
                        Stroke::new(width, color),
                    );
                }
            }
        }
        i = j + 1;
    }

    // --- hover: what is this byte ---
    if let Some(p) = response.hover_pos()
        && let Some(off) = g.byte_at(p)
        && let Some(cell) = cells.iter().find(|c| c.offset == off)
    {
        let bytes = doc.bytes(cell.seq.offset, usize::from(cell.seq.len));
        let text = format!(
            "offset 0x{off:x} ({off})\n{}",
            describe_cell(ui, cell, &bytes, doc.reading())
        );
        response.clone().on_hover_text_at_pointer(text);
    }
    // A screen reader follows the cursor: the view's accessible label says what is under it.
    if size > 0
        && let Some(cell) = doc.cells(cursor, 1).first().copied()
    {
        let bytes = doc.bytes(cell.seq.offset, usize::from(cell.seq.len));
        let said = crate::document::reading::spoken(&cell, &bytes, doc.reading());
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Grid, true, &said));
    }
    response.context_menu(|ui| {
        if ui.button("Copy as text").clicked() {
            commands.push(ViewCommand::Copy(CopyFormat::Text));
            ui.close();
        }
        if ui.button("Copy as hex").clicked() {
            commands.push(ViewCommand::Copy(CopyFormat::Hex));
            ui.close();
        }
        if ui.button("Copy as escaped string").clicked() {
            commands.push(ViewCommand::Copy(CopyFormat::Escaped));
            ui.close();
        }
    });
    commands
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
