//! The status bar: cursor, selection, size, verdict, scan progress.

use super::hex_view::describe_cell;
use crate::document::{Document, ScanState};

/// What the status bar asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StatusCommand {
    /// Stop the background scan.
    CancelScan,
}

/// The verdict in words.
pub fn verdict(doc: &Document) -> String {
    let s = doc.stats();
    let done = matches!(doc.scan_state(), ScanState::Done);
    let so_far = if done { "" } else { " so far" };
    let counts = counts_verdict(s, done, so_far);
    // The diagnosis (the same one `check` prints) where it says more than "valid UTF-8".
    match doc.diagnosis() {
        // A UTF-16/32 file: its UTF-8 error count says nothing; the diagnosis says what it is.
        Some(d) if d.is_wide() => format!("not UTF-8: {}", d.summary),
        Some(d) if d.verdict != crate::analysis::guess::Verdict::Utf8 || d.mojibake.is_some() => {
            format!("{counts} · {}", d.summary)
        }
        _ => counts,
    }
}

fn counts_verdict(s: &crate::analysis::Stats, done: bool, so_far: &str) -> String {
    if s.errors == 0 {
        if done {
            "valid UTF-8".to_string()
        } else {
            "no errors so far".to_string()
        }
    } else {
        format!(
            "{} error{}{so_far} ({} U+FFFD if decoded lossily)",
            s.errors,
            if s.errors == 1 { "" } else { "s" },
            s.replacements
        )
    }
}

/// Draws the bar.
pub fn status_bar_ui(ui: &mut egui::Ui, doc: &Document) -> Option<StatusCommand> {
    let mut cmd = None;
    ui.horizontal_wrapped(|ui| {
        let cur = doc.cursor();
        let sel = doc.selection();
        ui.label(format!("Offset 0x{cur:X} ({cur})"));
        ui.separator();
        ui.label(format!(
            "Selection {} byte{}",
            sel.len(),
            if sel.len() == 1 { "" } else { "s" }
        ));
        ui.separator();
        ui.label(format!("Size {} bytes", doc.size()));
        ui.separator();
        ui.label(verdict(doc));
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
                if ui.button("Cancel scan").clicked() {
                    cmd = Some(StatusCommand::CancelScan);
                }
            }
            ScanState::Cancelled(at) => {
                ui.separator();
                ui.label(format!("scan cancelled at byte {at}"));
            }
            ScanState::Failed(msg) => {
                ui.separator();
                ui.colored_label(ui.visuals().error_fg_color, format!("scan failed: {msg}"));
            }
            ScanState::Done => {}
        }
    });
    // What the selected sequence is, in one line (also what tests read).
    if doc.size() > 0 {
        let start = doc.selection().start();
        if let Some(cell) = doc.cells(start, 1).first().copied() {
            let bytes = doc.bytes(cell.seq.offset, usize::from(cell.seq.len));
            let text = describe_cell(ui, &cell, &bytes, doc.reading()).replace('\n', " — ");
            ui.label(egui::RichText::new(format!("Selected: {text}")).monospace());
        }
    }
    cmd
}
