//! The error list: every error with offset, kind, bytes and message; a click jumps there.

use super::command::Command;
use crate::analysis::wording::hex_bytes;
use crate::analysis::wording::kinds::{any_error, error_kind};
use crate::codec::ErrorKind;
use crate::document::{Document, ReadingCount};
use crate::tr;

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
    let l = super::lang(ui.ctx());
    let s = doc.stats();
    ui.heading(tr!(l, "window-tab-errors"));
    if let crate::analysis::reading::Reading::Wide(form) = doc.reading() {
        return wide_list_ui(ui, doc, form);
    }
    if let Some(count) = doc.reading_count() {
        return reading_list_ui(ui, doc, count);
    }
    ui.label(tr!(
        l,
        "window-errors-count",
        n = s.errors,
        fffd = s.replacements
    ));
    egui::ComboBox::from_label(tr!(l, "window-errors-f8"))
        .selected_text(
            state
                .filter
                .map_or_else(|| any_error(l), |k| error_kind(l, k)),
        )
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut filter, None, any_error(l));
            for k in ErrorKind::ALL {
                let n = s.by_kind[k.index()];
                ui.selectable_value(
                    &mut filter,
                    Some(k),
                    tr!(
                        l,
                        "window-errors-kind-count",
                        kind = error_kind(l, k),
                        n = n
                    ),
                );
            }
        });
    if filter != state.filter {
        out.push(Command::ErrorFilter(filter));
    }
    if doc.errors_dropped() > 0 {
        ui.label(tr!(l, "window-errors-not-listed", n = doc.errors_dropped()));
    }
    ui.separator();
    let rows: Vec<usize> = doc
        .errors()
        .iter()
        .enumerate()
        .filter(|(_, e)| filter.is_none_or(|k| e.kind == k))
        .map(|(i, _)| i)
        .collect();
    let row_h = list_row_height(ui);
    egui::ScrollArea::both()
        .min_scrolled_height(16.0)
        .auto_shrink([false, false])
        .show_rows(ui, row_h, rows.len(), |ui, range| {
            for &i in &rows[range] {
                let e = &doc.errors()[i];
                let title = format!(
                    "0x{:X}  {}  {}",
                    e.offset,
                    error_kind(l, e.kind),
                    hex_bytes(e.bytes())
                );
                let resp = ui
                    .add(egui::Button::new(egui::RichText::new(title).monospace()).frame(false))
                    .on_hover_text(e.message_in(l));
                ui.label(
                    egui::RichText::new(tr!(
                        l,
                        "window-errors-line",
                        line = e.line,
                        column = e.column,
                        message = e.message_in(l)
                    ))
                    .weak(),
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

/// In a UTF-16/32 reading: its ill-formed units (a lone surrogate, an odd byte at the end), each
/// with what is wrong; a click selects the unit.
fn wide_list_ui(ui: &mut egui::Ui, doc: &Document, form: crate::codec::WideForm) -> Vec<Command> {
    let l = super::lang(ui.ctx());
    ui.label(tr!(l, "window-summary-wide", form = form.name()));
    let Some(stats) = doc.wide_stats() else {
        ui.add(egui::Spinner::new());
        return Vec::new();
    };
    ui.label(tr!(
        l,
        "window-errors-count",
        n = stats.errors,
        fffd = stats.errors
    ));
    marks_ui(ui, doc.wide_errors(), stats.errors, true, |offset, len| {
        // The unit read again from the file: what it is and why it is ill-formed.
        let bytes = doc.bytes(offset, usize::from(len).max(form.unit()));
        let unit = crate::codec::decode_wide_prefix(&bytes, form);
        let shown = &bytes[..usize::from(len).min(bytes.len())];
        let (name, why) = match unit.class {
            Err(k) => (
                k.name(),
                crate::analysis::wording::kinds::wide_error_explanation(l, k, unit.value, form),
            ),
            Ok(_) => ("", String::new()),
        };
        (format!("0x{offset:X}  {name}  {}", hex_bytes(shown)), why)
    })
}

/// The listed places of a reading's errors (`marks`, of `total` in the file): how many are not
/// listed, then a row each (`row` gives its title and why; `hover` shows the why on the title
/// too), a click selecting it. The UTF-16/32 and the legacy or CJK readings' lists.
fn marks_ui(
    ui: &mut egui::Ui,
    marks: &[(u64, u8)],
    total: u64,
    hover: bool,
    row: impl Fn(u64, u8) -> (String, String),
) -> Vec<Command> {
    let l = super::lang(ui.ctx());
    let mut out = Vec::new();
    if (marks.len() as u64) < total {
        ui.label(tr!(
            l,
            "window-errors-not-listed",
            n = total - marks.len() as u64
        ));
    }
    ui.separator();
    let row_h = list_row_height(ui);
    egui::ScrollArea::both()
        .min_scrolled_height(16.0)
        .auto_shrink([false, false])
        .show_rows(ui, row_h, marks.len(), |ui, range| {
            for &(offset, len) in &marks[range] {
                let (title, why) = row(offset, len);
                let mut resp =
                    ui.add(egui::Button::new(egui::RichText::new(title).monospace()).frame(false));
                if hover {
                    resp = resp.on_hover_text(&why);
                }
                ui.label(egui::RichText::new(why).weak());
                if resp.clicked() {
                    out.push(Command::SelectRange(offset, offset + u64::from(len)));
                }
            }
        });
    out
}

/// In a legacy or CJK reading: the bytes it makes no character of (not UTF-8's errors), each a
/// button that selects it.
fn reading_list_ui(ui: &mut egui::Ui, doc: &Document, count: ReadingCount<'_>) -> Vec<Command> {
    let l = super::lang(ui.ctx());
    let encoding = doc.reading().name();
    ui.label(tr!(l, "window-summary-reading", encoding = encoding));
    let unreadable = match count {
        ReadingCount::Done(s) => s.unreadable,
        ReadingCount::Counting(_) => {
            ui.add(egui::Spinner::new());
            return Vec::new();
        }
        // (The status line says why.)
        ReadingCount::Failed(_) => return Vec::new(),
    };
    ui.label(crate::analysis::wording::render(
        l,
        &crate::analysis::wording::Msg::ReadingCounts {
            encoding,
            unreadable: Ok(Some(unreadable)),
        },
    ));
    marks_ui(ui, doc.reading_marks(), unreadable, false, |offset, len| {
        let hex = hex_bytes(&doc.bytes(offset, usize::from(len)));
        let title = format!("0x{offset:X}  {hex}");
        (
            title,
            tr!(l, "insp-legacy-none", byte = hex, encoding = encoding),
        )
    })
}

/// A listed error's height: its title (monospace) over its explanation, in the body's size (it
/// was the small style, 7–8 pixels high on screen: unreadable on a projector), and the spacing.
fn list_row_height(ui: &egui::Ui) -> f32 {
    ui.text_style_height(&egui::TextStyle::Monospace)
        + ui.text_style_height(&egui::TextStyle::Body)
        + 2.0 * ui.spacing().item_spacing.y
        + 2.0
}
