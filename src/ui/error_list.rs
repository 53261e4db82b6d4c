//! The error list: every error with offset, kind, bytes and message; a click jumps there.

use super::command::Command;
use crate::analysis::wording::hex_bytes;
use crate::codec::ErrorKind;
use crate::document::Document;

/// Presentation state: the kind filter (also used by F8 / Shift+F8).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ErrorListState {
    /// Only this kind, or all.
    pub filter: Option<ErrorKind>,
}

/// Draws the list. A chosen kind comes back as `Command::ErrorFilter`, a clicked error as
/// `Command::SelectRange`.
pub fn error_list_ui(ui: &mut egui::Ui, doc: &Document, state: &ErrorListState) -> Vec<Command> {
    let mut out = Vec::new();
    let mut filter = state.filter;
    let s = doc.stats();
    ui.heading("Errors");
    ui.label(format!(
        "{} error sequence{}, {} U+FFFD",
        s.errors,
        if s.errors == 1 { "" } else { "s" },
        s.replacements
    ));
    egui::ComboBox::from_label("F8 goes to")
        .selected_text(state.filter.map_or("any error", |k| k.name()))
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut filter, None, "any error");
            for k in ErrorKind::ALL {
                let n = s.by_kind[k.index()];
                ui.selectable_value(&mut filter, Some(k), format!("{} ({n})", k.name()));
            }
        });
    if filter != state.filter {
        out.push(Command::ErrorFilter(filter));
    }
    if doc.errors_dropped() > 0 {
        ui.label(format!("{} more not listed", doc.errors_dropped()));
    }
    ui.separator();
    let rows: Vec<usize> = doc
        .errors()
        .iter()
        .enumerate()
        .filter(|(_, e)| filter.is_none_or(|k| e.kind == k))
        .map(|(i, _)| i)
        .collect();
    let row_h = ui.text_style_height(&egui::TextStyle::Monospace) * 2.6;
    egui::ScrollArea::both()
        .min_scrolled_height(16.0)
        .auto_shrink([false, false])
        .show_rows(ui, row_h, rows.len(), |ui, range| {
            for &i in &rows[range] {
                let e = &doc.errors()[i];
                let title = format!(
                    "0x{:X}  {}  {}",
                    e.offset,
                    e.kind.name(),
                    hex_bytes(e.bytes())
                );
                let resp = ui
                    .add(egui::Button::new(egui::RichText::new(title).monospace()).frame(false))
                    .on_hover_text(e.message());
                ui.label(
                    egui::RichText::new(format!(
                        "line {}, column {}: {}",
                        e.line,
                        e.column,
                        e.message()
                    ))
                    .small(),
                );
                if resp.clicked() {
                    out.push(Command::SelectRange(
                        e.offset,
                        e.offset + e.bytes().len() as u64,
                    ));
                }
            }
        });
    out
}
