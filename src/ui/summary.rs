//! The summary of the whole file (filled in by the background scan): characters by length, errors
//! and warnings by kind, line endings, BOM, verdict. Every error and warning count is a button that
//! steps through those places.

use super::command::Command;
use super::status_bar::verdict;
use crate::codec::{ErrorKind, WarningKind};
use crate::document::{Document, ScanState};
use egui::RichText;

/// Draws the summary; a count's button comes back as `Command::NextError` or `NextWarning`.
pub fn summary_ui(ui: &mut egui::Ui, doc: &Document, large: bool) -> Option<Command> {
    let size = if large { 18.0 } else { 13.0 };
    let mut cmd = None;
    progress_ui(ui, doc, size);
    ui.label(RichText::new(verdict(doc)).size(size + 3.0).strong());
    egui::ScrollArea::both()
        .min_scrolled_height(16.0)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            counts_ui(ui, doc, size);
            ui.separator();
            cmd = kinds_ui(ui, doc, size);
        });
    cmd
}

/// While the scan runs (or where it stopped), what the counts cover.
fn progress_ui(ui: &mut egui::Ui, doc: &Document, size: f32) {
    let t = |x: String| RichText::new(x).size(size);
    match doc.scan_state() {
        ScanState::Running(done) => {
            let f = if doc.size() == 0 {
                1.0
            } else {
                *done as f32 / doc.size() as f32
            };
            ui.add(
                egui::ProgressBar::new(f)
                    .text(format!("scanning: counts so far ({:.0}%)", f * 100.0)),
            );
        }
        ScanState::Cancelled(at) => {
            ui.label(t(format!(
                "Scan cancelled at byte {at}: counts cover the bytes before it."
            )));
        }
        ScanState::Failed(e) => {
            ui.label(t(format!("Scan failed: {e}")));
        }
        ScanState::Done => {}
    }
}

/// Characters by length, BOM, lines and line endings.
fn counts_ui(ui: &mut egui::Ui, doc: &Document, size: f32) {
    let s = doc.stats();
    let t = |x: String| RichText::new(x).size(size);
    egui::Grid::new("summary").striped(true).show(ui, |ui| {
        let l = s.chars_by_len;
        for (name, n) in [
            ("characters", s.chars()),
            ("ASCII (1 byte)", l[0]),
            ("2-byte", l[1]),
            ("3-byte", l[2]),
            ("4-byte", l[3]),
        ] {
            ui.label(t(name.to_string()));
            ui.label(t(n.to_string()));
            ui.end_row();
        }
        ui.label(t("BOM".into()));
        ui.label(t(if s.has_bom() {
            "yes (EF BB BF at 0)".into()
        } else {
            "no".into()
        }));
        ui.end_row();
        ui.label(t("lines".into()));
        ui.label(t(format!(
            "{}",
            s.line_breaks() + u64::from(doc.size() > 0)
        )));
        ui.end_row();
        let endings: Vec<String> = [(s.lf, "LF"), (s.crlf, "CR LF"), (s.cr, "CR")]
            .iter()
            .filter(|(n, _)| *n > 0)
            .map(|(n, k)| format!("{n} {k}"))
            .collect();
        ui.label(t("line endings".into()));
        ui.label(t(match endings.len() {
            0 => "none".to_string(),
            1 => endings[0].clone(),
            _ => format!("mixed: {}", endings.join(", ")),
        }));
        ui.end_row();
    });
}

/// Errors and warnings by kind, each count a button to the next such place.
fn kinds_ui(ui: &mut egui::Ui, doc: &Document, size: f32) -> Option<Command> {
    let s = doc.stats();
    let t = |x: String| RichText::new(x).size(size);
    let mut cmd = None;
    ui.label(
        RichText::new(format!(
            "Errors: {} sequences, {} U+FFFD",
            s.errors, s.replacements
        ))
        .size(size)
        .strong(),
    );
    for k in ErrorKind::ALL {
        let n = s.by_kind[k.index()];
        if n > 0 && ui.button(t(format!("{n} {}  ▸ next", k.name()))).clicked() {
            cmd = Some(Command::NextError {
                forward: true,
                kind: Some(k),
            });
        }
    }
    ui.separator();
    ui.label(RichText::new("Warnings").size(size).strong());
    let mut any = false;
    for k in WarningKind::ALL {
        let n = s.warnings[k.index()];
        if n > 0 {
            any = true;
            if ui
                .button(t(format!("{n} {}  ▸ next", k.name())))
                .on_hover_text(k.explanation())
                .clicked()
            {
                cmd = Some(Command::NextWarning(k));
            }
        }
    }
    if !any {
        ui.label(t("none".into()));
    }
    cmd
}
