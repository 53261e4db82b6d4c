//! The application: the window's state (the open `Document`, settings, message, prompts, jobs,
//! the view's presentation state), read through getters, and the `eframe::App` impl that runs one
//! frame: background results are polled into commands in `logic`; `ui` draws every panel from
//! shared references, collects what the user asked for as [`Command`]s, and applies them once.
//!
//! Why a folder: one file per concern (`apply`, `panels`, `menu`, `keys`, `find_bar`, `goto`,
//! `save`, `poll`, `settings`), so that the one function that changes the state, `apply`, is not
//! lost among the code that only draws.

mod apply;
mod find_bar;
mod goto;
mod keys;
mod menu;
mod open_path;
mod panels;
mod poll;
mod save;
mod settings;

pub use find_bar::FindBar;
use find_bar::FindRun;
pub use goto::GotoWindow;
pub use open_path::OpenPathWindow;
use save::SaveCopyError;
pub use save::SavePrompt;
pub use settings::{Settings, SideTab};

use super::command::Command;
use super::compare::compare_ui;
use super::diagnosis::{DiagnosisState, SaveRequest, diagnosis_ui};
use super::encoder::{EncoderState, encoder_ui};
use super::error_list::{ErrorListState, error_list_ui};
use super::hex_view::{CopyFormat, HexViewState, hex_view_ui};
use super::inspector::inspector_ui;
use super::legend::legend_ui;
use super::status_bar::status_bar_ui;
use super::summary::summary_ui;
use super::theme::Theme;
use crate::analysis::copy;
use crate::document::find::parse_query;
use crate::document::job::{Job, JobState};
use crate::document::{Document, FindJob, FindResult, Motion, Reading, RowLayout, parse_offset};
use crate::i18n::{Lang, Text};
use crate::{tid, tr};
use egui::{Key, KeyboardShortcut, Modifiers};

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The zoom stops where the window would be fewer points tall than this.
const MIN_HEIGHT: f32 = 300.0;

/// Copying more than this many bytes is refused (the clipboard is not a file).
const COPY_LIMIT: u64 = 64 << 20;

/// A status message, kept as what it says rather than its words, so that a language switch
/// re-renders it in the next frame.
#[derive(Clone, Debug, PartialEq)]
enum Message {
    /// A message with its arguments.
    Text(Text),
    /// No warning of this kind is listed (the kind's name is translated too).
    NoWarning(crate::codec::WarningKind),
    /// A save wrote nothing: why.
    NotSaved(Text),
}

impl Message {
    fn render(&self, l: Lang) -> String {
        match self {
            Message::Text(t) => t.render(l),
            Message::NoWarning(k) => tr!(
                l,
                "window-no-warning",
                kind = crate::analysis::wording::kinds::warning_kind(l, *k)
            ),
            Message::NotSaved(why) => tr!(l, "window-not-saved", reason = why.render(l)),
        }
    }
}

impl From<Text> for Message {
    fn from(t: Text) -> Message {
        Message::Text(t)
    }
}

/// The utf8-inspector window.
pub struct InspectorApp {
    doc: Option<Document>,
    /// Why the last open failed (rendered in each frame's language).
    open_error: Option<Text>,
    /// The main view's presentation state.
    view: HexViewState,
    errors: ErrorListState,
    /// Persistent settings.
    settings: Settings,
    goto: Option<GotoWindow>,
    /// The "Open a file" window (a typed path), when open.
    open_field: Option<OpenPathWindow>,
    /// The find bar, when open.
    find: Option<FindBar>,
    /// The running search.
    find_job: Option<FindRun>,
    /// The encoder panel's state.
    encoder: EncoderState,
    diagnosis: DiagnosisState,
    save_job: Option<Job<Text, SaveCopyError>>,
    /// A save waiting for its target (the Save window).
    save_prompt: Option<SavePrompt>,
    dialog: Option<Job<Option<PathBuf>, std::convert::Infallible>>,
    /// When the file dialog was asked for (one that ends with nothing at once never opened).
    dialog_started: Instant,
    /// The status message (results of saves, jumps that found nothing, …), rendered in each
    /// frame's language.
    message: Option<Message>,
    /// The side panel is open where it is a drawer (a window too small for it beside or below
    /// the view).
    drawer: bool,
    /// Frames left in which the side panel is drawn at its default size: Ctrl+0 asks for it
    /// again (zooming in narrows it to what fits, and egui remembers that size, also across
    /// runs); more than one, as the zoom itself takes effect a frame later.
    reset_panel: u8,
    /// The side panel's width beside the view as last drawn, and as its user left it: a window
    /// made smaller squeezes the panel (egui then remembers the squeezed width); made larger
    /// again, the panel goes back to the width it had before.
    side_width: std::cell::Cell<(f32, f32)>,
    /// The side panel and tab shown before presentation mode (which shows the inspector), put
    /// back when it ends.
    before_presentation: Option<(bool, SideTab)>,
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
        super::set_lang(&cc.egui_ctx, settings.lang());
        let mut app = InspectorApp {
            doc: None,
            open_error: None,
            view: HexViewState::with_bytes_per_row(settings.bytes_per_row),
            errors: ErrorListState::default(),
            settings,
            goto: None,
            open_field: None,
            find: None,
            find_job: None,
            encoder: EncoderState::default(),
            diagnosis: DiagnosisState::default(),
            save_job: None,
            save_prompt: None,
            dialog: None,
            dialog_started: Instant::now(),
            message: None,
            drawer: false,
            reset_panel: 0,
            side_width: std::cell::Cell::new((0.0, 0.0)),
            before_presentation: None,
            last_disk_check: Instant::now(),
            ctx: cc.egui_ctx.clone(),
        };
        app.apply_look();
        if let Some(f) = file {
            app.apply(Command::Open(f));
            // The offset's sequence selected, its row at the top.
            if let (Some(o), Some(doc)) = (offset, &app.doc) {
                let row = RowLayout::new(doc.size(), app.view.bytes_per_row).row_of(o);
                app.apply(Command::Select(o));
                app.apply(Command::ScrollTo(row));
            }
        }
        app
    }

    fn wake(&self) -> impl Fn() + Send + 'static {
        let ctx = self.ctx.clone();
        move || ctx.request_repaint()
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

    /// While the scan runs, the status line's progress is redrawn ten times a second; otherwise
    /// once a second, to notice changes on disk.
    fn schedule_repaint(&self, ctx: &egui::Context) {
        if matches!(
            self.doc.as_ref().map(Document::scan_state),
            Some(crate::document::ScanState::Running(_))
        ) {
            ctx.request_repaint_after(Duration::from_millis(100));
        } else if self.doc.is_some() {
            ctx.request_repaint_after(Duration::from_secs(1));
        }
    }

    /// Sets egui's zoom: the chosen zoom, times 1.5 in presentation mode (which scales
    /// everything: view, legend, status, panels), but never so large that a row of 4 bytes (offset,
    /// hex, characters) no longer fits across the window, nor that the window is less than
    /// [`MIN_HEIGHT`] points tall (the menus, a row, the status line and the side panel's drawer
    /// would no longer fit above one another). Run every frame: the window's size changes too.
    fn fit_zoom(&self, ctx: &egui::Context) {
        let scale = if self.settings.presentation { 1.5 } else { 1.0 };
        let want = self.settings.zoom * scale;
        // (Width and scale from the same input: both change a frame after the zoom does.)
        let (px, px_high) = ctx.input(|i| {
            let r = i.content_rect();
            (
                r.width() * i.pixels_per_point,
                r.height() * i.pixels_per_point,
            )
        });
        let size = self.doc.as_ref().map_or(0, Document::size);
        // (32 more: the central panel's margins.)
        let need = super::hex_view::row_metrics(ctx, size).width(4) + 32.0;
        let zoom = want.min(px / need).min(px_high / MIN_HEIGHT).max(0.25);
        if (ctx.zoom_factor() - zoom).abs() > 1e-3 {
            ctx.set_zoom_factor(zoom);
        }
    }
    /// The open document.
    pub fn document(&self) -> Option<&Document> {
        self.doc.as_ref()
    }

    /// Persistent settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The status message (results of saves, jumps that found nothing, …), in the window's
    /// language.
    pub fn message(&self) -> Option<String> {
        self.message
            .as_ref()
            .map(|m| m.render(self.settings.lang()))
    }

    /// The main view's presentation state (its top row, bytes per row, last geometry).
    pub fn view(&self) -> &HexViewState {
        &self.view
    }

    /// The find bar, when open.
    pub fn find_bar(&self) -> Option<&FindBar> {
        self.find.as_ref()
    }

    /// The Save window's request and path, when open.
    pub fn save_prompt(&self) -> Option<&SavePrompt> {
        self.save_prompt.as_ref()
    }

    /// The Go to window's text and error, when open.
    pub fn goto_window(&self) -> Option<&GotoWindow> {
        self.goto.as_ref()
    }

    /// The encoder panel's state.
    pub fn encoder(&self) -> &EncoderState {
        &self.encoder
    }

    /// The "Open a file" window's text, candidates and reason, when open.
    pub fn open_path_window(&self) -> Option<&OpenPathWindow> {
        self.open_field.as_ref()
    }

    /// Why the last open failed, in the window's language.
    pub fn open_error(&self) -> Option<String> {
        self.open_error
            .as_ref()
            .map(|e| e.render(self.settings.lang()))
    }

    /// Opens a file; a failure is shown in the window (`Command::Open`).
    fn open_path(&mut self, path: &Path) {
        match Document::open(path, self.wake()) {
            Ok(doc) => {
                self.doc = Some(doc);
                self.another_file();
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
                self.open_error =
                    Some(Text::new(tid!("window-cannot-open")).arg("reason", e.to_string()));
            }
        }
    }

    /// Opens bytes from memory (`Command::OpenBytes`, the examples).
    fn open_bytes(&mut self, name: &str, bytes: Vec<u8>) {
        self.doc = Some(Document::from_bytes(name, bytes, self.wake()));
        self.another_file();
    }

    /// A new document is open: messages and searches were about the one before ("Found at…",
    /// "Saved…" stayed on screen over the new file); the find bar keeps its query.
    fn another_file(&mut self) {
        self.open_error = None;
        self.view.top = 0;
        self.message = None;
        self.find_job = None;
        if let Some(bar) = &mut self.find {
            bar.status = None;
        }
    }
}

impl eframe::App for InspectorApp {
    /// Workers' results (scan, diagnosis, find, save, dialog) are taken in here, before any drawing
    /// and even while the window is hidden.
    fn logic(&mut self, _ctx: &egui::Context, _frame: &mut eframe::Frame) {
        for c in self.poll() {
            self.apply(c);
        }
    }

    /// One frame: everything the user asks for while it is drawn (files dropped, keys, menus,
    /// panels, the view, the Go to and Save windows) is collected in order, then applied once.
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        super::set_lang(&ctx, self.settings.lang());
        self.fit_zoom(&ctx);
        let theme = Theme {
            dark: self.settings.dark,
        };
        let mut commands: Vec<Command> = Self::dropped_file(&ctx).into_iter().collect();
        commands.extend(self.shortcut_commands(&ctx));
        // One layout rule for every size, zoom and presentation mode (`side_place`).
        let place = self.side_place(ui);
        egui::Panel::top("menu").show(ui, |ui| commands.extend(self.top_ui(ui)));
        commands.extend(self.status_ui(ui, &theme, place));
        if self.settings.show_errors {
            commands.extend(self.side_panel_ui(ui, &theme, place));
            self.reset_panel = self.reset_panel.saturating_sub(1);
        }
        // The view as drawn comes first: the frame's other commands build on it.
        let mut central = self.central_ui(ui, &theme);
        if let Some(i) = central
            .iter()
            .position(|c| matches!(c, Command::ViewDrawn(_)))
        {
            commands.insert(0, central.remove(i));
        }
        commands.extend(central);
        commands.extend(self.goto_ui(&ctx));
        commands.extend(self.open_path_ui(&ctx));
        commands.extend(self.save_prompt_ui(&ctx));
        // What changed shows in the next frame (the view already shows what it drew).
        if commands.iter().any(|c| !matches!(c, Command::ViewDrawn(_))) {
            ctx.request_repaint();
        }
        for c in commands {
            self.apply(c);
        }
        self.schedule_repaint(&ctx);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, "settings", &self.settings);
    }
}
