//! The status bar: cursor, selection, size, verdict, scan progress.

use super::command::Command;
use super::hex_view::describe_cell;
use crate::document::{Document, ReadingCount, ScanState};
use crate::tr;

/// The verdict in words: the scan's counts and the diagnosis's summary
/// ([`crate::analysis::wording::status`]); in a legacy or CJK reading, that reading's count of
/// what it cannot read instead of UTF-8's errors ([`crate::analysis::wording::reading_status`]).
pub fn verdict(lang: crate::i18n::Lang, doc: &Document) -> String {
    if let Some(count) = doc.reading_count() {
        let unreadable = match count {
            ReadingCount::Counting(_) => Ok(None),
            ReadingCount::Done(s) => Ok(Some(s.unreadable)),
            ReadingCount::Failed(why) => Err(why),
        };
        return crate::analysis::wording::reading_status(
            lang,
            doc.reading().name(),
            unreadable,
            doc.diagnosis(),
        );
    }
    let done = matches!(doc.scan_state(), ScanState::Done);
    crate::analysis::wording::status(lang, doc.stats(), done, doc.diagnosis())
}

/// Draws the bar; "Cancel scan" comes back as `Command::CancelScan`.
pub fn status_bar_ui(ui: &mut egui::Ui, doc: &Document) -> Option<Command> {
    let l = super::lang(ui.ctx());
    let mut cmd = None;
    ui.horizontal_wrapped(|ui| {
        let cur = doc.cursor();
        let sel = doc.selection();
        ui.label(tr!(
            l,
            "window-status-offset",
            hex = format!("0x{cur:X}"),
            offset = cur
        ));
        ui.separator();
        // (The selection always holds the cursor's byte; an empty file has none.)
        let selected = if doc.size() == 0 { 0 } else { sel.len() };
        ui.label(tr!(l, "window-status-selection", n = selected));
        ui.separator();
        ui.label(tr!(l, "window-status-size", n = doc.size()));
        ui.separator();
        ui.label(verdict(l, doc));
        match doc.scan_state().clone() {
            ScanState::Running(done) => {
                ui.separator();
                let frac = if doc.size() == 0 {
                    1.0
                } else {
                    done as f32 / doc.size() as f32
                };
                ui.add(
                    egui::ProgressBar::new(frac)
                        .desired_width(140.0)
                        .show_percentage(),
                );
                if ui.button(tr!(l, "window-cancel-scan")).clicked() {
                    cmd = Some(Command::CancelScan);
                }
            }
            ScanState::Cancelled(at) => {
                ui.separator();
                ui.label(tr!(l, "window-status-scan-cancelled", byte = at));
            }
            ScanState::Failed(msg) => {
                ui.separator();
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    tr!(l, "window-status-scan-failed", reason = msg),
                );
            }
            ScanState::Done => {}
        }
    });
    // What the selection holds, in one line (also what tests read): the one sequence described,
    // or, for more, what they are.
    if let Some(what) = selection_words(l, doc) {
        ui.label(
            egui::RichText::new(tr!(l, "window-status-selected", description = what)).monospace(),
        );
    } else if doc.size() > 0 {
        let start = doc.selection().start();
        if let Some(cell) = doc.cells(start, 1).first().copied() {
            let bytes = doc.bytes(cell.seq.offset, usize::from(cell.seq.len));
            let text = describe_cell(ui, &cell, &bytes, doc.reading()).replace('\n', " — ");
            ui.label(
                egui::RichText::new(tr!(l, "window-status-selected", description = text))
                    .monospace(),
            );
        }
    }
    cmd
}

/// What a selection of more than one sequence holds, in words ("12 characters (3 multi-byte),
/// 2 errors"); `None` for an empty file or a selection of one sequence, which is described
/// itself.
pub fn selection_words(l: crate::i18n::Lang, doc: &Document) -> Option<String> {
    let count = doc.selection_count();
    let len = doc.selection().len();
    // (Nothing counted: a read that failed, said elsewhere; the one-cell line describes it.)
    if doc.size() == 0
        || count.counted == 0
        || count.chars + count.errors <= 1 && count.counted == len
    {
        return None;
    }
    let mut chars = tr!(l, "window-selected-chars", n = count.chars);
    if count.multi_unit > 0 {
        let longer = match doc.reading() {
            crate::document::Reading::Wide(_) => {
                tr!(l, "window-selected-pairs", n = count.multi_unit)
            }
            _ => tr!(l, "window-selected-multi-byte", n = count.multi_unit),
        };
        chars = format!("{chars} ({longer})");
    }
    let mut parts = vec![chars];
    if count.errors > 0 {
        parts.push(tr!(l, "window-selected-errors", n = count.errors));
    }
    let what = parts.join(", ");
    Some(if count.counted < len {
        tr!(l, "window-selected-partly", n = count.counted, what = what)
    } else {
        what
    })
}
