//! The summary of the whole file (filled in by the background scan): characters by length, errors
//! and warnings by kind, line endings, BOM, verdict. Every error and warning count is a button that
//! steps through those places.

use super::command::Command;
use super::status_bar::verdict;
use crate::analysis::wording::kinds::{error_kind, warning_kind};
use crate::codec::{ErrorKind, WarningKind};
use crate::document::{Document, ReadingCount, ScanState};
use crate::tr;
use egui::RichText;

/// Draws the summary; a count's button comes back as `Command::NextError` or `NextWarning`.
pub fn summary_ui(ui: &mut egui::Ui, doc: &Document, large: bool) -> Option<Command> {
    let size = if large { 18.0 } else { 13.0 };
    let mut cmd = None;
    progress_ui(ui, doc, size);
    ui.label(
        RichText::new(verdict(super::lang(ui.ctx()), doc))
            .size(size + 3.0)
            .strong(),
    );
    egui::ScrollArea::both()
        .min_scrolled_height(16.0)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            if let crate::analysis::reading::Reading::Wide(form) = doc.reading() {
                cmd = wide_ui(ui, doc, form, size);
                return;
            }
            if let Some(count) = doc.reading_count() {
                cmd = reading_ui(ui, doc, count, size);
                return;
            }
            counts_ui(ui, doc, size);
            ui.separator();
            cmd = kinds_ui(ui, doc, size);
        });
    cmd
}

/// In a UTF-16/32 reading: that form's counts (characters, BOM, lines, ill-formed units by
/// kind), not the UTF-8 reading's, which would count every UTF-16 NUL and half a character.
fn wide_ui(
    ui: &mut egui::Ui,
    doc: &Document,
    form: crate::codec::WideForm,
    size: f32,
) -> Option<Command> {
    let l = super::lang(ui.ctx());
    let t = |x: String| RichText::new(x).size(size);
    ui.label(t(tr!(l, "window-summary-wide", form = form.name())));
    let Some(s) = doc.wide_stats() else {
        ui.add(egui::Spinner::new());
        return None;
    };
    egui::Grid::new("summary-wide")
        .striped(true)
        .show(ui, |ui| {
            ui.label(t(tr!(l, "window-summary-characters")));
            ui.label(t(l.int(s.chars)));
            ui.end_row();
            ui.label(t("BOM".into()));
            // (The form's own mark, not UTF-8's EF BB BF.)
            ui.label(t(if s.bom {
                crate::analysis::wording::hex_bytes(form.bom())
            } else {
                tr!(l, "window-summary-no")
            }));
            ui.end_row();
            ui.label(t(tr!(l, "window-summary-lines")));
            ui.label(t(l.int(doc.line_count())));
            ui.end_row();
        });
    ui.separator();
    ui.label(
        RichText::new(tr!(
            l,
            "window-summary-errors",
            n = s.errors,
            fffd = s.errors
        ))
        .size(size)
        .strong(),
    );
    let mut cmd = None;
    for k in crate::codec::WideError::ALL {
        let n = s.by_kind.get(k.name()).copied().unwrap_or(0);
        if n > 0
            && ui
                .button(t(tr!(l, "window-summary-next", n = n, kind = k.name())))
                .clicked()
        {
            cmd = Some(Command::NextError {
                forward: true,
                kind: None,
            });
        }
    }
    cmd
}

/// In a legacy or CJK reading: its counts (characters, bytes it makes no character of, lines),
/// not the UTF-8 reading's errors and warnings, which are no fault of a windows-1251 file read
/// as windows-1251. The count of unreadable bytes steps through them (F8's search).
fn reading_ui(
    ui: &mut egui::Ui,
    doc: &Document,
    count: ReadingCount<'_>,
    size: f32,
) -> Option<Command> {
    let l = super::lang(ui.ctx());
    let t = |x: String| RichText::new(x).size(size);
    ui.label(t(tr!(
        l,
        "window-summary-reading",
        encoding = doc.reading().name()
    )));
    let s = match count {
        ReadingCount::Done(s) => s,
        ReadingCount::Counting(done) => {
            let f = done as f32 / doc.size().max(1) as f32;
            ui.add(egui::ProgressBar::new(f).show_percentage());
            return None;
        }
        // (The status line above says why.)
        ReadingCount::Failed(_) => return None,
    };
    egui::Grid::new("summary-reading")
        .striped(true)
        .show(ui, |ui| {
            // Lines come from the UTF-8 scan: shown once it has read the whole file (switched
            // to a reading right after opening, a partial count stood beside final ones).
            let lines = matches!(doc.scan_state(), crate::document::ScanState::Done)
                .then(|| (tr!(l, "window-summary-lines"), doc.line_count()));
            for (name, n) in [
                (tr!(l, "window-summary-characters"), s.chars),
                (tr!(l, "window-summary-unreadable"), s.unreadable),
            ]
            .into_iter()
            .chain(lines)
            {
                ui.label(t(name));
                ui.label(t(l.int(n)));
                ui.end_row();
            }
        });
    (s.unreadable > 0
        && ui
            .button(t(tr!(
                l,
                "window-summary-next-unreadable",
                n = s.unreadable
            )))
            .clicked())
    .then_some(Command::NextError {
        forward: true,
        kind: None,
    })
}

/// While the scan runs (or where it stopped), what the counts cover.
fn progress_ui(ui: &mut egui::Ui, doc: &Document, size: f32) {
    let l = super::lang(ui.ctx());
    let t = |x: String| RichText::new(x).size(size);
    match doc.scan_state() {
        ScanState::Running(done) => {
            let f = if doc.size() == 0 {
                1.0
            } else {
                *done as f32 / doc.size() as f32
            };
            ui.add(egui::ProgressBar::new(f).text(tr!(
                l,
                "window-summary-scanning",
                percent = crate::i18n::Arg::Dec(f64::from(f * 100.0), 0)
            )));
        }
        ScanState::Cancelled(at) => {
            ui.label(t(tr!(l, "window-summary-cancelled", byte = *at)));
        }
        ScanState::Failed(e) => {
            ui.label(t(tr!(l, "window-summary-failed", reason = e)));
        }
        ScanState::Done => {}
    }
}

/// Characters by length, BOM, lines and line endings.
fn counts_ui(ui: &mut egui::Ui, doc: &Document, size: f32) {
    let l = super::lang(ui.ctx());
    let s = doc.stats();
    let t = |x: String| RichText::new(x).size(size);
    egui::Grid::new("summary").striped(true).show(ui, |ui| {
        let by_len = s.chars_by_len;
        for (name, n) in [
            (tr!(l, "window-summary-characters"), s.chars()),
            (tr!(l, "window-summary-ascii"), by_len[0]),
            (tr!(l, "window-summary-length", n = 2u64), by_len[1]),
            (tr!(l, "window-summary-length", n = 3u64), by_len[2]),
            (tr!(l, "window-summary-length", n = 4u64), by_len[3]),
        ] {
            ui.label(t(name));
            ui.label(t(l.int(n)));
            ui.end_row();
        }
        ui.label(t("BOM".into()));
        ui.label(t(if s.has_bom() {
            tr!(l, "window-summary-bom-yes")
        } else {
            tr!(l, "window-summary-no")
        }));
        ui.end_row();
        ui.label(t(tr!(l, "window-summary-lines")));
        ui.label(t(l.int(doc.line_count())));
        ui.end_row();
        let endings: Vec<String> = [(s.lf, "LF"), (s.crlf, "CR LF"), (s.cr, "CR")]
            .iter()
            .filter(|(n, _)| *n > 0)
            .map(|(n, k)| format!("{} {k}", l.int(*n)))
            .collect();
        ui.label(t(tr!(l, "window-summary-line-endings")));
        ui.label(t(match endings.len() {
            0 => tr!(l, "window-summary-none"),
            1 => endings[0].clone(),
            _ => tr!(l, "window-summary-mixed", endings = endings.join(", ")),
        }));
        ui.end_row();
    });
}

/// Errors and warnings by kind, each count a button to the next such place.
fn kinds_ui(ui: &mut egui::Ui, doc: &Document, size: f32) -> Option<Command> {
    let l = super::lang(ui.ctx());
    let s = doc.stats();
    let t = |x: String| RichText::new(x).size(size);
    let mut cmd = None;
    ui.label(
        RichText::new(tr!(
            l,
            "window-summary-errors",
            n = s.errors,
            fffd = s.replacements
        ))
        .size(size)
        .strong(),
    );
    for k in ErrorKind::ALL {
        let n = s.by_kind[k.index()];
        if n > 0
            && ui
                .button(t(tr!(
                    l,
                    "window-summary-next",
                    n = n,
                    kind = error_kind(l, k)
                )))
                .clicked()
        {
            cmd = Some(Command::NextError {
                forward: true,
                kind: Some(k),
            });
        }
    }
    ui.separator();
    ui.label(
        RichText::new(tr!(l, "window-summary-warnings"))
            .size(size)
            .strong(),
    );
    let mut any = false;
    for k in WarningKind::ALL {
        let n = s.warnings[k.index()];
        if n > 0 {
            any = true;
            if ui
                .button(t(tr!(
                    l,
                    "window-summary-next",
                    n = n,
                    kind = warning_kind(l, k)
                )))
                .on_hover_text(crate::analysis::wording::kinds::warning_explanation(l, k))
                .clicked()
            {
                cmd = Some(Command::NextWarning(k));
            }
        }
    }
    if !any {
        ui.label(t(tr!(l, "window-summary-none")));
    }
    cmd
}
