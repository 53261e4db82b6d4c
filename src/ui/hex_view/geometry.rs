//! Where things are on screen: the row's columns, the cells of the visible rows, the scroll bar.
//! Pure arithmetic over the [`RowMetrics`] the document layer computes, so the view draws with
//! the same numbers that "Auto" bytes per row and the zoom limit use.

use crate::document::{RowLayout, RowMetrics};
use egui::{FontId, Pos2, Rect, pos2, vec2};

/// Where things are on screen.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Geometry {
    pub(super) origin: Pos2,
    pub(super) top: u64,
    pub(super) bytes_per_row: u64,
    pub(super) row_h: f32,
    pub(super) hex_x: f32,
    pub(super) char_x: f32,
    pub(super) cell_w: f32,
    pub(super) char_cell_w: f32,
    pub(super) gap: f32,
    pub(super) rows: u64,
    pub(super) size: u64,
    pub(super) bar: Rect,
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

/// The view's row measures for a file of `size` bytes (the offset column grows past 4 GiB).
pub fn row_metrics(ctx: &egui::Context, size: u64) -> RowMetrics {
    let char_w = ctx.fonts_mut(|f| f.glyph_width(&FontId::monospace(14.0), '0'));
    RowMetrics {
        char_w,
        digits: offset_digits(size),
    }
}

/// Hex digits of the offset column for a file of `size` bytes (at least 8).
fn offset_digits(size: u64) -> usize {
    (64 - size.saturating_sub(1).leading_zeros())
        .div_ceil(4)
        .max(8) as usize
}

/// The scroll bar's thumb for a view of `visible` rows from `top` (a bar shorter than the thumb's
/// least height, in a tiny window, is all thumb).
pub(super) fn scroll_thumb(bar: Rect, layout: &RowLayout, top: u64, visible: u64) -> Rect {
    let frac = layout.fraction_of(top, visible) as f32;
    let total_rows = layout.rows() as f32;
    let thumb_h = (bar.height() * (visible as f32 / total_rows))
        .clamp(24.0f32.min(bar.height()), bar.height().max(0.0));
    let thumb_y = bar.top() + frac * (bar.height() - thumb_h);
    Rect::from_min_size(
        pos2(bar.left() + 2.0, thumb_y),
        vec2(bar.width() - 4.0, thumb_h),
    )
}
