//! The application: menus, shortcuts, panels, and the one place where requests become changes.

mod apply;
mod find_bar;
mod goto;
mod keys;
mod menu;
mod poll;
mod save;
mod settings;

pub use find_bar::FindBar;
use find_bar::WrapSearch;
use save::SaveCopyError;
pub use save::SavePrompt;
pub use settings::{Settings, SideTab};

use super::command::Command;
use super::compare::compare_ui;
use super::diagnosis::{DiagnosisCommand, DiagnosisState, SaveRequest, diagnosis_ui};
use super::encoder::{EncoderState, encoder_ui};
use super::error_list::{ErrorListState, error_list_ui};
use super::hex_view::{CopyFormat, HexViewState, ViewCommand, hex_view_ui};
use super::inspector::inspector_ui;
use super::legend::legend_ui;
use super::status_bar::{StatusCommand, status_bar_ui};
use super::summary::{SummaryCommand, summary_ui};
use super::theme::Theme;
use crate::analysis::copy;
use crate::document::find::parse_query;
use crate::document::job::{Job, JobState};
use crate::document::{Document, FindJob, FindResult, Motion, Reading, RowLayout, parse_offset};
use egui::{Key, KeyboardShortcut, Modifiers};

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Copying more than this many bytes is refused (the clipboard is not a file).
const COPY_LIMIT: u64 = 64 << 20;

/// The utf8-inspector window.
pub struct InspectorApp {
    doc: Option<Document>,
    open_error: Option<String>,
    /// The main view's presentation state.
    pub view: HexViewState,
    errors: ErrorListState,
    /// Persistent settings.
    pub settings: Settings,
    goto: Option<String>,
    goto_error: Option<String>,
    /// The find bar, when open.
    pub find: Option<FindBar>,
    /// The running search, its pattern's length, and the pattern again while the search may still
    /// wrap around the end (forward) or the start (backward).
    find_job: Option<(FindJob, u64, Option<WrapSearch>)>,
    /// The encoder panel's state.
    pub encoder: EncoderState,
    diagnosis: DiagnosisState,
    save_job: Option<Job<String, SaveCopyError>>,
    /// A save waiting for its target (the Save window).
    pub save_prompt: Option<SavePrompt>,
    save_prompt_cancel: bool,
    dialog: Option<Job<Option<PathBuf>, std::convert::Infallible>>,
    /// The status message (results of saves, jumps that found nothing, …).
    pub message: Option<String>,
    last_disk_check: Instant,
    ctx: egui::Context,
}

impl InspectorApp {
    /// A window; opens `file` (selecting `offset`) if given.
    pub fn new(
        cc: &eframe::CreationContext<'_>,
        file: Option<PathBuf>,
        offset: Option<u64>,
    ) -> Self {
        cc.egui_ctx.set_fonts(super::fonts::definitions());
        let settings: Settings = cc
            .storage
            .and_then(|s| eframe::get_value(s, "settings"))
            .unwrap_or_default();
        let mut app = InspectorApp {
            doc: None,
            open_error: None,
            view: HexViewState::with_bytes_per_row(settings.bytes_per_row),
            errors: ErrorListState::default(),
            settings,
            goto: None,
            goto_error: None,
            find: None,
            find_job: None,
            encoder: EncoderState::default(),
            diagnosis: DiagnosisState::default(),
            save_job: None,
            save_prompt: None,
            save_prompt_cancel: false,
            dialog: None,
            message: None,
            last_disk_check: Instant::now(),
            ctx: cc.egui_ctx.clone(),
        };
        app.apply_look();
        if let Some(f) = file {
            app.open_path(&f);
            if let (Some(o), Some(doc)) = (offset, app.doc.as_mut()) {
                doc.select_sequence_at(o);
                app.view.top = RowLayout::new(doc.size(), app.view.bytes_per_row).row_of(o);
            }
        }
        app
    }

    fn wake(&self) -> impl Fn() + Send + 'static {
        let ctx = self.ctx.clone();
        move || ctx.request_repaint()
    }

    /// Applies the theme and zoom of the settings (after changing them).
    pub fn apply_theme(&self) {
        self.apply_look();
    }

    fn apply_look(&self) {
        let theme = Theme {
            dark: self.settings.dark,
        };
        self.ctx.set_visuals(if self.settings.presentation {
            theme.high_contrast_visuals()
        } else {
            theme.visuals()
        });
        // (The zoom follows in the next frame: `fit_zoom` needs the fonts and the window's width.)
        self.ctx.request_repaint();
    }

    /// Sets egui's zoom: the chosen zoom, times 1.5 in presentation mode (which scales
    /// everything: view, legend, status, panels), but never so large that a row of 4 bytes (offset,
    /// hex, characters) no longer fits across the window. Run every frame: the window's width
    /// changes too.
    fn fit_zoom(&self, ctx: &egui::Context) {
        let scale = if self.settings.presentation { 1.5 } else { 1.0 };
        let want = self.settings.zoom * scale;
        // (Width and scale from the same input: both change a frame after the zoom does.)
        let px = ctx.input(|i| i.content_rect().width() * i.pixels_per_point);
        let size = self.doc.as_ref().map_or(0, Document::size);
        // (32 more: the central panel's margins.)
        let need = super::hex_view::row_metrics(ctx, size).width(4) + 32.0;
        let zoom = want.min(px / need).max(0.25);
        if (ctx.zoom_factor() - zoom).abs() > 1e-3 {
            ctx.set_zoom_factor(zoom);
        }
    }
    /// The open document.
    pub fn document(&self) -> Option<&Document> {
        self.doc.as_ref()
    }

    /// The open document, mutable (tests drive it).
    pub fn document_mut(&mut self) -> Option<&mut Document> {
        self.doc.as_mut()
    }

    /// Why the last open failed.
    pub fn open_error(&self) -> Option<&str> {
        self.open_error.as_deref()
    }

    /// Opens a file; a failure is shown in the window.
    pub fn open_path(&mut self, path: &Path) {
        match Document::open(path, self.wake()) {
            Ok(doc) => {
                self.doc = Some(doc);
                self.open_error = None;
                self.view.top = 0;
                // Absolute, so "Open recent" works from any working directory.
                let abs = std::fs::canonicalize(path)
                    .or_else(|_| std::path::absolute(path))
                    .unwrap_or_else(|_| path.to_path_buf());
                self.settings.recent.retain(|p| *p != abs);
                self.settings.recent.insert(0, abs);
                self.settings.recent.truncate(10);
            }
            Err(e) => {
                self.doc = None;
                self.open_error = Some(format!("Cannot open {e}"));
            }
        }
    }

    /// Opens bytes from memory (examples and tests).
    pub fn open_bytes(&mut self, name: &str, bytes: Vec<u8>) {
        self.doc = Some(Document::from_bytes(name, bytes, self.wake()));
        self.open_error = None;
        self.view.top = 0;
    }
}

impl eframe::App for InspectorApp {
    /// Workers' results (scan, diagnosis, find, save, dialog) are taken in here, before any drawing
    /// and even while the window is hidden.
    fn logic(&mut self, _ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.poll();
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        self.fit_zoom(&ctx);
        // Everything asked for this frame, applied in order at the points below.
        let mut commands: Vec<Command> = Vec::new();
        if let Some(p) = ctx.input(|i| i.raw.dropped_files.first().map(|f| f.path().to_path_buf()))
        {
            commands.push(Command::Open(p));
        }
        commands.extend(self.shortcut_commands(&ctx));
        for c in commands.drain(..) {
            self.apply(c);
        }
        let theme = Theme {
            dark: self.settings.dark,
        };

        egui::Panel::top("menu").show(ui, |ui| {
            commands.extend(self.menu_ui(ui));
            if let Some(change) = self.doc.as_ref().and_then(|d| d.disk_change().cloned()) {
                let old = self.doc.as_ref().map_or(0, Document::size);
                ui.horizontal(|ui| {
                    ui.colored_label(ui.visuals().warn_fg_color, change.describe(old));
                    if ui.button("Reload").clicked() {
                        commands.push(Command::Reload);
                    }
                });
            }
            if let Some(m) = &self.message {
                ui.horizontal(|ui| {
                    ui.label(m);
                    if ui.small_button("OK").clicked() {
                        commands.push(Command::DismissMessage);
                    }
                });
            }
            commands.extend(self.find_bar_ui(ui));
        });
        // The legend and status lines wrap in a narrow window; past a quarter of the window's
        // height they scroll, so that the view keeps its rows at any zoom.
        let status_height = (ui.available_height() * 0.25).max(40.0);
        egui::Panel::bottom("status").show(ui, |ui| {
            egui::ScrollArea::vertical()
                .max_height(status_height)
                .show(ui, |ui| {
                    legend_ui(ui, &theme);
                    ui.separator();
                    if let Some(doc) = &self.doc {
                        if status_bar_ui(ui, doc) == Some(StatusCommand::CancelScan) {
                            commands.push(Command::CancelScan);
                        }
                    } else {
                        ui.label("No file open. Ctrl+O opens one; or drop a file on the window.");
                    }
                });
        });
        if self.settings.show_errors {
            let mut jump = None;
            let mut search = None;
            let mut summary_cmd = None;
            let mut save_req = None;
            let large = self.settings.presentation;
            // Resizable, but never more than 45% of the window nor so wide that a row of 4 bytes
            // (offset, hex, characters) no longer fits beside it: the hex and characters columns
            // keep their room whatever a tab holds (the Diagnosis tab's long lines wrap instead).
            // Where even a narrow panel leaves too little (a small window, a high zoom), the panel
            // goes below the view.
            // (24 more: the central panel's margins and the panel's resize handle.)
            let need =
                super::hex_view::row_metrics(ui.ctx(), self.doc.as_ref().map_or(0, |d| d.size()))
                    .width(4)
                    + 24.0;
            let width = ui.available_width();
            let most = (width * 0.45).min(width - need);
            let height = ui.available_height();
            let side = if most >= 200.0 {
                Some(
                    egui::Panel::right("side")
                        .default_size((if large { 520.0_f32 } else { 380.0 }).min(most))
                        .size_range(most.min(240.0)..=most),
                )
            } else if height >= 360.0 {
                Some(
                    egui::Panel::bottom("side below")
                        .default_size(height * 0.4)
                        .size_range(80.0..=height * 0.5),
                )
            } else {
                None // no room at all (a tiny window at a high zoom): the view first
            };
            if let Some(side) = side {
                side.resizable(true).show(ui, |ui| {
                    ui.horizontal_wrapped(|ui| {
                        for (tab, label) in [
                            (SideTab::Inspector, "Inspector"),
                            (SideTab::Summary, "Summary"),
                            (SideTab::Errors, "Errors"),
                            (SideTab::Encoder, "Encoder"),
                            (SideTab::Legacy, "ISO 8859"),
                            (SideTab::Diagnosis, "Diagnosis"),
                        ] {
                            if ui
                                .selectable_label(self.settings.side_tab == tab, label)
                                .clicked()
                            {
                                commands.push(Command::Tab(tab));
                            }
                        }
                    });
                    ui.separator();
                    match (self.settings.side_tab, &self.doc) {
                        (SideTab::Inspector, Some(doc)) => inspector_ui(ui, doc, &theme, large),
                        (SideTab::Errors, Some(doc)) => {
                            jump = error_list_ui(ui, doc, &mut self.errors)
                        }
                        (SideTab::Encoder, _) => search = encoder_ui(ui, &mut self.encoder, large),
                        (SideTab::Summary, Some(doc)) => summary_cmd = summary_ui(ui, doc, large),
                        (SideTab::Legacy, Some(doc)) => compare_ui(ui, doc, &theme),
                        (SideTab::Diagnosis, Some(doc)) => {
                            if let JobState::Failed(why) = doc.diagnosis_state() {
                                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                                ui.label(format!("The diagnosis failed: {why}."));
                            } else {
                                save_req = diagnosis_ui(ui, doc, &mut self.diagnosis)
                            }
                        }
                        (_, None) => {
                            ui.label("No file open.");
                        }
                    }
                });
            }
            if let Some((at, len)) = jump {
                commands.push(Command::SelectRange(at, at + len));
            }
            commands.extend(save_req.map(|r| match r {
                DiagnosisCommand::Save(r) => Command::Save(r),
                DiagnosisCommand::Select(s, e) => Command::SelectRange(s, e),
            }));
            commands.extend(summary_cmd.map(|c| match c {
                SummaryCommand::NextError(k) => Command::NextError {
                    forward: true,
                    kind: Some(k),
                },
                SummaryCommand::NextWarning(k) => Command::NextWarning(k),
            }));
            commands.extend(search.map(Command::FindBytes));
        }
        let mut view_commands = Vec::new();
        let mut banner = None;
        egui::CentralPanel::default().show(ui, |ui| {
            if let Some(doc) = &self.doc {
                ui.horizontal(|ui| {
                    ui.label(egui::RichText::new(doc.source().name()).strong());
                    ui.separator();
                    let reading = doc.reading();
                    let what = match reading {
                        Reading::Utf8 => "characters read as UTF-8".to_string(),
                        Reading::Wide(f) => format!(
                            "characters read as {} code units ({}-byte units{})",
                            f.name(),
                            f.unit(),
                            if f.is_utf16() { ", a surrogate pair boxed as one" } else { "" }
                        ),
                        Reading::Legacy(_) => {
                            format!("characters read as {}, one byte each", reading.name())
                        }
                    };
                    ui.label(what);
                    if reading != Reading::Utf8 && ui.small_button("Back to UTF-8").clicked() {
                        commands.push(Command::SetReading(Reading::Utf8));
                    }
                });
                banner = super::banner::banner_ui(ui, doc, &theme);
                if let Some(e) = doc.read_error() {
                    ui.colored_label(ui.visuals().error_fg_color, e.to_string());
                }
                view_commands = hex_view_ui(ui, doc, &mut self.view, &theme);
            } else if let Some(e) = &self.open_error {
                ui.colored_label(ui.visuals().error_fg_color, egui::RichText::new(e.as_str()).size(16.0));
            } else {
                ui.heading("utf8-inspector");
                ui.label("Open a file (Ctrl+O or File ▸ Open) to see its bytes, its UTF-8 sequences and every error explained.");
            }
        });
        commands.extend(banner.map(Command::from_banner));
        commands.extend(view_commands.into_iter().map(|c| match c {
            ViewCommand::Select(o) => Command::Select(o),
            ViewCommand::Extend(o) => Command::Extend(o),
            ViewCommand::SelectByte(o) => Command::SelectByte(o),
            ViewCommand::Copy(f) => Command::Copy(f),
        }));
        commands.extend(self.goto_ui(&ctx));
        if !commands.is_empty() {
            ctx.request_repaint(); // what changed shows in the next frame
        }
        for c in commands {
            self.apply(c);
        }
        self.save_prompt_ui(&ctx);
        if matches!(
            self.doc.as_ref().map(Document::scan_state),
            Some(crate::document::ScanState::Running(_))
        ) {
            ctx.request_repaint_after(Duration::from_millis(100));
        } else if self.doc.is_some() {
            ctx.request_repaint_after(Duration::from_secs(1)); // to notice changes on disk
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, "settings", &self.settings);
    }
}
