//! Rows of bytes, in integers.
//!
//! egui's `ScrollArea` keeps its offset in `f32`, which stops addressing single rows somewhere past
//! a few hundred megabytes (egui issue #1391). The viewer keeps its own position as a `u64` row
//! number; this module is the arithmetic, tested at 0 and at the last byte of 2^40 and 2^63−1 bytes.

/// How a file of `size` bytes is cut into rows of `bytes_per_row`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RowLayout {
    /// File size.
    pub size: u64,
    /// Bytes per row (8, 16 or 32).
    pub bytes_per_row: u64,
}

impl RowLayout {
    /// A layout; `bytes_per_row` of 0 is taken as 16.
    pub fn new(size: u64, bytes_per_row: u64) -> RowLayout {
        RowLayout {
            size,
            bytes_per_row: if bytes_per_row == 0 {
                16
            } else {
                bytes_per_row
            },
        }
    }

    /// Number of rows (an empty file still has one, empty, row).
    pub fn rows(&self) -> u64 {
        self.size.div_ceil(self.bytes_per_row).max(1)
    }

    /// The row holding byte `offset` (clamped to the last row).
    pub fn row_of(&self, offset: u64) -> u64 {
        (offset / self.bytes_per_row).min(self.rows() - 1)
    }

    /// First byte of `row`.
    pub fn row_start(&self, row: u64) -> u64 {
        row.saturating_mul(self.bytes_per_row)
    }

    /// The largest top row that still fills a view of `visible` rows.
    pub fn max_top(&self, visible: u64) -> u64 {
        self.rows().saturating_sub(visible.max(1))
    }

    /// `top` moved by `delta` rows, clamped to the file.
    pub fn scroll(&self, top: u64, delta: i64, visible: u64) -> u64 {
        let moved = if delta < 0 {
            top.saturating_sub(delta.unsigned_abs())
        } else {
            top.saturating_add(delta as u64)
        };
        moved.min(self.max_top(visible))
    }

    /// The top row that shows `offset`, moving `top` as little as possible.
    pub fn reveal(&self, top: u64, offset: u64, visible: u64) -> u64 {
        let row = self.row_of(offset);
        let visible = visible.max(1);
        if row < top {
            row
        } else if row >= top + visible {
            (row + 1 - visible).min(self.max_top(visible))
        } else {
            top
        }
    }

    /// As [`RowLayout::reveal`], but a row that must move is placed `context` rows inside the
    /// visible ones (fewer when few rows fit), so a jump's target is not on the very edge.
    pub fn reveal_with_context(&self, top: u64, offset: u64, visible: u64, context: u64) -> u64 {
        let visible = visible.max(1);
        let context = context.min(visible.saturating_sub(1) / 2);
        let row = self.row_of(offset);
        if row < top + context {
            row.saturating_sub(context).min(self.max_top(visible))
        } else if row + context >= top + visible {
            (row + context + 1)
                .saturating_sub(visible)
                .min(self.max_top(visible))
        } else {
            top
        }
    }

    /// The top row for a scroll-bar position `fraction` in 0..=1 (1 is exactly the last page).
    pub fn top_at_fraction(&self, fraction: f64, visible: u64) -> u64 {
        let max = self.max_top(visible);
        if fraction >= 1.0 {
            return max;
        }
        if fraction <= 0.0 {
            return 0;
        }
        ((max as f64) * fraction).round().clamp(0.0, max as f64) as u64
    }

    /// The scroll-bar fraction of `top`.
    pub fn fraction_of(&self, top: u64, visible: u64) -> f64 {
        let max = self.max_top(visible);
        if max == 0 {
            0.0
        } else {
            top as f64 / max as f64
        }
    }

    /// The last byte offset (0 for an empty file).
    pub fn last_offset(&self) -> u64 {
        self.size.saturating_sub(1)
    }
}

/// The main view's row across: left margin, offset column, hex cells (3 character widths each, one
/// more after every 8), a gap, the characters column (2 each) and the scroll bar, measured in
/// pixels from the width of one character of the view's monospace font. The view draws with these
/// numbers and "Auto" picks the bytes per row with them, so what is picked is what fits.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RowMetrics {
    /// Width of one character of the view's font.
    pub char_w: f32,
    /// Hex digits of the offset column (at least 8).
    pub digits: usize,
}

/// Pixels left of the offset column.
pub const LEFT_MARGIN: f32 = 8.0;
/// Pixels of the scroll bar at the right.
pub const SCROLL_BAR: f32 = 14.0;

impl RowMetrics {
    /// Where the hex cells start, from the left edge of the view.
    pub fn hex_x(&self) -> f32 {
        LEFT_MARGIN + (self.digits as f32 + 2.0) * self.char_w
    }

    /// Where the characters column starts, for `bpr` bytes per row.
    pub fn char_x(&self, bpr: u64) -> f32 {
        self.hex_x()
            + bpr as f32 * 3.0 * self.char_w
            + (bpr / 8) as f32 * self.char_w
            + 2.0 * self.char_w
    }

    /// The whole row's width with the scroll bar, for `bpr` bytes per row.
    pub fn width(&self, bpr: u64) -> f32 {
        self.char_x(bpr) + bpr as f32 * 2.0 * self.char_w + self.char_w + SCROLL_BAR
    }

    /// The most bytes per row, a multiple of 4 up to 64, whose whole row fits in `width` (4 if
    /// none does: a row is never narrower).
    pub fn fit(&self, width: f32) -> u64 {
        (1..=16)
            .rev()
            .map(|k| k * 4)
            .find(|&n| self.width(n) <= width)
            .unwrap_or(4)
    }
}

/// A cursor move by the keyboard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Motion {
    /// One byte right (→).
    Right,
    /// One byte left (←).
    Left,
    /// One row down (↓).
    Down,
    /// One row up (↑).
    Up,
    /// One screen down (Page Down).
    PageDown,
    /// One screen up (Page Up).
    PageUp,
    /// The row's first byte (Home).
    RowStart,
    /// The row's last byte (End).
    RowEnd,
    /// The file's first byte (Ctrl+Home).
    FileStart,
    /// The file's last byte (Ctrl+End).
    FileEnd,
}

impl RowLayout {
    /// Where `motion` takes a cursor at `cur` when `page` bytes fit on screen (clamped to the
    /// file; an empty file keeps it at 0).
    pub fn target(&self, cur: u64, motion: Motion, page: u64) -> u64 {
        let last = self.last_offset();
        let bpr = self.bytes_per_row;
        let row_start = cur - cur % bpr;
        let to = match motion {
            Motion::Right => cur.saturating_add(1),
            Motion::Left => cur.saturating_sub(1),
            Motion::Down => cur.saturating_add(bpr),
            Motion::Up => cur.saturating_sub(bpr),
            Motion::PageDown => cur.saturating_add(page),
            Motion::PageUp => cur.saturating_sub(page),
            Motion::RowStart => row_start,
            Motion::RowEnd => row_start.saturating_add(bpr - 1),
            Motion::FileStart => 0,
            Motion::FileEnd => last,
        };
        to.min(last)
    }
}

#[cfg(test)]
mod row_metrics_tests {
    use super::*;

    #[test]
    fn fit_is_the_widest_row_that_fits() {
        for char_w in [4.0f32, 7.2, 8.4, 12.6, 20.0] {
            let m = RowMetrics { char_w, digits: 8 };
            for width in (100..4000).step_by(37).map(|w| w as f32) {
                let n = m.fit(width);
                assert_eq!(n % 4, 0);
                if m.width(4) <= width {
                    assert!(m.width(n) <= width, "{n} at {width} with {char_w}");
                    assert!(
                        n == 64 || m.width(n + 4) > width,
                        "{n}+4 would fit at {width}"
                    );
                } else {
                    assert_eq!(n, 4);
                }
            }
        }
        // At 8.4 px per character, 16 bytes need 8 + 10·8.4 + 16·25.2 + 2·8.4 + 2·8.4 + 16·16.8 +
        // 8.4 + 14 = 820 px.
        let m = RowMetrics {
            char_w: 8.4,
            digits: 8,
        };
        assert!((m.width(16) - 820.0).abs() < 0.01, "{}", m.width(16));
        assert_eq!(m.fit(820.1), 16);
        assert_eq!(m.fit(819.9), 12);
    }
}

#[cfg(test)]
mod motion_tests {
    use super::*;

    #[test]
    fn motions_stay_in_the_file_at_both_ends_of_a_huge_one() {
        let l = RowLayout::new(1 << 40, 16);
        let last = (1u64 << 40) - 1;
        assert_eq!(l.target(0, Motion::Left, 160), 0);
        assert_eq!(l.target(0, Motion::Up, 160), 0);
        assert_eq!(l.target(0, Motion::PageUp, 160), 0);
        assert_eq!(l.target(5, Motion::RowEnd, 160), 15);
        assert_eq!(l.target(21, Motion::RowStart, 160), 16);
        assert_eq!(l.target(21, Motion::Down, 160), 37);
        assert_eq!(l.target(21, Motion::PageDown, 160), 181);
        assert_eq!(l.target(last, Motion::Right, 160), last);
        assert_eq!(l.target(last - 3, Motion::Down, 160), last);
        assert_eq!(l.target(last - 3, Motion::PageDown, 160), last);
        assert_eq!(l.target(last - 3, Motion::RowEnd, 160), last);
        assert_eq!(l.target(7, Motion::FileEnd, 160), last);
        assert_eq!(l.target(last, Motion::FileStart, 160), 0);
        // The last, short row of a 20-byte file: End stops at the last byte.
        let l = RowLayout::new(20, 16);
        assert_eq!(l.target(17, Motion::RowEnd, 16), 19);
        assert_eq!(RowLayout::new(0, 16).target(0, Motion::Right, 16), 0);
    }
}
