//! The main view: offset | hex cells | characters, drawn by hand with fixed cell widths.
//!
//! Why not a `ScrollArea` of labels: its `f32` offset cannot address rows deep in a large file, and
//! thousands of widgets per frame are slow. This view keeps a `u64` top row, asks the document for
//! the cells of the visible rows only, paints them, and draws its own scroll bar. It changes nothing
//! itself: it reads the view's state, works out this frame's rows and scrolling in a copy, and
//! returns that copy (`Command::ViewDrawn`) with the clicks and copies as [`Command`]s.

//!
//! Split by concern: `geometry` (where things are), `input` (what the pointer does), `paint`
//! (what is drawn); this file holds the view's state and puts one frame together.

mod geometry;
mod input;
mod paint;

pub use geometry::{Geometry, row_metrics};
pub use paint::{char_text, describe_cell, drawable, label_font};

use super::command::Command;
use super::theme::Theme;
use crate::document::layout::{LEFT_MARGIN, SCROLL_BAR};
use crate::document::{Document, RowLayout};
use egui::{FontId, Rect, Sense, pos2};
/// Presentation state of the view (nothing here is document state).
#[derive(Clone, Debug, PartialEq)]
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

/// The view's widget id: the keyboard's cursor keys are the view's while it has the focus (or
/// nothing has).
pub fn view_id() -> egui::Id {
    egui::Id::unique("hex view")
}

/// Draws the view and returns what the user asked for: first the view as drawn this frame
/// (`Command::ViewDrawn`: rows that fit, bytes per row, the scroll position after the wheel or
/// the scroll bar, the geometry), then selections and copies.
pub fn hex_view_ui(
    ui: &mut egui::Ui,
    doc: &Document,
    state: &HexViewState,
    theme: &Theme,
) -> Vec<Command> {
    let before = state;
    let mut state = state.clone();
    let font = FontId::monospace(14.0);
    let line_h = ui.fonts_mut(|f| f.row_height(&font));
    let row_h = (line_h * 1.4).ceil();
    let size = doc.size();
    let metrics = row_metrics(ui.ctx(), size);
    let full = ui.available_rect_before_wrap();
    let bar_w = SCROLL_BAR;
    let area = Rect::from_min_max(full.min, pos2(full.right() - bar_w, full.bottom()));
    let visible = ((area.height() - 4.0) / row_h).floor().max(1.0) as u64;
    // Auto: the most bytes that fit; a chosen number only as far as it fits (every zoom step and
    // presentation mode keep the whole row, offsets to characters, on screen).
    let layout = fit_rows(&mut state, doc, metrics.fit(full.width()), visible);
    let full = egui::emath::GuiRounding::round_ui(full);
    ui.advance_cursor_after_rect(full);
    let response = ui.interact(full, view_id(), Sense::click_and_drag());
    // The view is a stop of the Tab order: focused, it keeps the arrow keys (egui would move the
    // focus to the next widget with them), and a click gives it the keys back from a button.
    if response.clicked() || response.drag_started() {
        response.request_focus();
    }
    ui.memory_mut(|m| {
        m.set_focus_lock_filter(
            view_id(),
            egui::EventFilter {
                horizontal_arrows: true,
                vertical_arrows: true,
                ..Default::default()
            },
        );
    });
    let painter = ui.painter_at(full);
    let bpr = state.bytes_per_row;
    let char_w = metrics.char_w;
    let g = Geometry {
        origin: pos2(area.left() + LEFT_MARGIN, area.top() + 2.0),
        top: state.top,
        bytes_per_row: bpr,
        row_h,
        hex_x: area.left() + metrics.hex_x(),
        char_x: area.left() + metrics.char_x(bpr),
        cell_w: 3.0 * char_w,
        char_cell_w: 2.0 * char_w,
        gap: char_w,
        rows: visible,
        size,
        bar: Rect::from_min_max(pos2(full.right() - bar_w, full.top()), full.max),
    };
    let mut commands = input::pointer_input(ui, &response, &mut state, &g, &layout, visible);
    let thumb = geometry::scroll_thumb(g.bar, &layout, state.top, visible);
    // The wheel or the thumb may have moved the top row: this frame paints from there.
    let g = Geometry {
        top: state.top,
        ..g
    };
    state.geometry = Some(g);
    let cells = paint::paint_rows(ui, &painter, doc, &g, &layout, theme, thumb, metrics.digits);
    if response.has_focus() {
        // Where Tab put the keyboard: a ring round the view, as round a focused button.
        painter.rect_stroke(
            full.shrink(1.0),
            2.0,
            ui.visuals().selection.stroke,
            egui::StrokeKind::Inside,
        );
    }
    commands.extend(input::hover_and_menu(ui, &response, doc, &g, &cells));
    if state != *before {
        commands.insert(0, Command::ViewDrawn(Box::new(state)));
    }
    commands
}

/// This frame's rows: bytes per row as chosen (0: the `fit`), `visible` rows, the top row
/// clamped, and a jump asked for last frame settled with this frame's row count (the status
/// line or the banner may have changed it), so the cursor's row is really on screen, with
/// context. A cursor on screen stays on screen when the rows change shape (zoom, a resized
/// window, another bytes-per-row choice).
fn fit_rows(state: &mut HexViewState, doc: &Document, fit: u64, visible: u64) -> RowLayout {
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
    let layout = RowLayout::new(doc.size(), state.bytes_per_row);
    state.visible_rows = visible;
    if cursor_was_shown && (old_bpr != state.bytes_per_row || old_rows != visible) {
        state.reveal = true;
    }
    state.top = state.top.min(layout.max_top(visible));
    if std::mem::take(&mut state.reveal) {
        state.top = layout.reveal_with_context(state.top, doc.cursor(), visible, 2);
    }
    layout
}
