//! What the pointer does to the view: the wheel scrolls by whole rows (a `u64` top row), the
//! scroll bar's thumb drags and its track jumps, a click selects a sequence and a drag or
//! Shift+click extends the selection; the hover text, the context menu and the screen reader's
//! label. Nothing here changes the document: selections come back as [`Command`]s.

use super::geometry::{Geometry, scroll_thumb};
use super::paint::describe_cell;
use super::{CopyFormat, HexViewState};
use crate::document::{Cell, Document, RowLayout};
use crate::ui::command::Command;

/// The wheel, the scroll bar and clicks or drags on the cells (`state`: the view's copy of its
/// state for this frame, returned to the app as `Command::ViewDrawn`).
pub(super) fn pointer_input(
    ui: &egui::Ui,
    response: &egui::Response,
    state: &mut HexViewState,
    g: &Geometry,
    layout: &RowLayout,
    visible: u64,
) -> Vec<Command> {
    let mut commands = Vec::new();
    let (bar, row_h) = (g.bar, g.row_h);
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
    let thumb = scroll_thumb(bar, layout, state.top, visible);
    let thumb_h = thumb.height();
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
        if response.drag_started() {
            // From where the button went down: egui starts a drag only once the pointer has
            // moved, maybe into the next cell, and a drag begun on A9 starts at the whole C3 A9.
            let origin = ui
                .input(|i| i.pointer.press_origin())
                .and_then(|o| g.byte_at(o))
                .unwrap_or(off);
            commands.push(Command::Select(origin));
            if origin != off {
                commands.push(Command::Extend(off));
            }
        } else if response.clicked() && !shift {
            commands.push(Command::Select(off));
        } else if response.dragged() || (response.clicked() && shift) {
            commands.push(Command::Extend(off));
        }
    }
    commands
}

/// The hover text for the byte under the pointer, the screen reader's label for the cursor, and
/// the context menu's copies.
pub(super) fn hover_and_menu(
    ui: &egui::Ui,
    response: &egui::Response,
    doc: &Document,
    g: &Geometry,
    cells: &[Cell],
) -> Vec<Command> {
    let mut commands = Vec::new();
    let (size, cursor) = (doc.size(), doc.cursor());
    if let Some(p) = response.hover_pos()
        && let Some(off) = g.byte_at(p)
        && let Some(cell) = cells.iter().find(|c| c.offset == off)
    {
        let bytes = doc.bytes(cell.seq.offset, usize::from(cell.seq.len));
        let text = crate::tr!(
            crate::ui::lang(ui.ctx()),
            "window-hover-offset",
            hex = format!("0x{off:x}"),
            offset = off,
            description = describe_cell(ui, cell, &bytes, doc.reading())
        );
        response.clone().on_hover_text_at_pointer(text);
    }
    // A screen reader follows the cursor: the view's accessible label says what is under it.
    if size > 0
        && let Some(cell) = doc.cells(cursor, 1).first().copied()
    {
        let bytes = doc.bytes(cell.seq.offset, usize::from(cell.seq.len));
        let said = crate::document::reading::spoken(
            crate::ui::lang(ui.ctx()),
            &cell,
            &bytes,
            doc.reading(),
        );
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Grid, true, &said));
    }
    let l = crate::ui::lang(ui.ctx());
    response.context_menu(|ui| {
        if ui.button(crate::tr!(l, "window-copy-text")).clicked() {
            commands.push(Command::Copy(CopyFormat::Text));
            ui.close();
        }
        if ui.button(crate::tr!(l, "window-copy-hex")).clicked() {
            commands.push(Command::Copy(CopyFormat::Hex));
            ui.close();
        }
        if ui.button(crate::tr!(l, "window-copy-escaped")).clicked() {
            commands.push(Command::Copy(CopyFormat::Escaped));
            ui.close();
        }
    });
    commands
}
