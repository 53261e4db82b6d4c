//! The application: menus, shortcuts, panels, and the one place where requests become changes.

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
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Settings kept between runs (eframe persistence).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Most recent first.
    pub recent: Vec<PathBuf>,
    /// 0 for Auto (the most that fit), else 8, 16 or 32.
    pub bytes_per_row: u64,
    /// Dark theme?
    pub dark: bool,
    /// Zoom factor.
    pub zoom: f32,
    /// Show the side panel?
    pub show_errors: bool,
    /// The side panel's tab.
    pub side_tab: SideTab,
    /// Presentation mode: large text, high contrast, the inspector beside the view.
    pub presentation: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            recent: Vec::new(),
            bytes_per_row: 0,
            dark: true,
            zoom: 1.0,
            show_errors: true,
            side_tab: SideTab::Inspector,
            presentation: false,
        }
    }
}

/// A save waiting for its target path.
#[derive(Clone, Debug)]
pub struct SavePrompt {
    /// What to write.
    pub req: SaveRequest,
    /// Where (editable; suggested beside the source).
    pub path: String,
    /// Replace an existing file of that name.
    pub overwrite: bool,
}

/// A search that may still wrap: its pattern and direction.
type WrapSearch = (Vec<u8>, bool);

/// The find bar's state.
#[derive(Clone, Debug, Default)]
pub struct FindBar {
    /// What to look for.
    pub query: String,
    /// Is the query hex bytes?
    pub hex: bool,
    /// The last outcome, in words.
    pub status: String,
    /// Give the query field the keyboard on the next frame.
    pub focus: bool,
}

/// Tabs of the side panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum SideTab {
    /// The selected sequence explained.
    #[default]
    Inspector,
    /// The error list.
    Errors,
    /// The encoder.
    Encoder,
    /// The whole file in numbers.
    Summary,
    /// The selection as each legacy encoding.
    Legacy,
    /// Encoding guess, mojibake, saving.
    Diagnosis,
}

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

    /// Does what the user asked for: the one place where menus, shortcuts, panels, the banner and
    /// the hex view change the window's state. Any command that moves the cursor scrolls it into
    /// view (with context rows, settled when the view is next drawn).
    pub fn apply(&mut self, cmd: Command) {
        match cmd {
            Command::OpenDialog => self.open_dialog(),
            Command::Open(p) => self.open_path(&p),
            Command::OpenExample(i) => {
                if let Some(ex) = crate::examples::EXAMPLES.get(i) {
                    self.open_bytes(
                        &format!("example: {} — {}", ex.name, ex.description),
                        ex.bytes.to_vec(),
                    );
                }
            }
            Command::Reload => self.reload(),
            Command::GotoPrompt => self.goto = Some(String::new()),
            Command::Goto(o) => {
                let size = self.doc.as_ref().map_or(0, Document::size);
                if o >= size && size > 0 {
                    self.message = Some(format!(
                        "Offset {o} is past the end ({size} bytes); went to the last byte."
                    ));
                }
                self.goto(o);
            }
            Command::Find => self.find.get_or_insert_with(FindBar::default).focus = true,
            Command::FindNext { forward } => self.find_next(forward),
            Command::FindBytes(bytes) => {
                let bar = self.find.get_or_insert_with(FindBar::default);
                bar.hex = true;
                bar.query = crate::codec::hex_bytes(&bytes);
                self.find_next(true);
            }
            Command::CloseFind => self.find = None,
            Command::NextError { forward, kind } => match kind {
                Some(k) => {
                    let keep = self.errors.filter;
                    self.errors.filter = Some(k);
                    self.next_error(forward);
                    self.errors.filter = keep;
                }
                None => self.next_error(forward),
            },
            Command::NextWarning(k) => self.next_warning(k),
            Command::Copy(f) => self.copy(f),
            Command::Select(o) => {
                if let Some(d) = &mut self.doc {
                    d.select_sequence_at(o);
                }
            }
            Command::Extend(o) => {
                if let Some(d) = &mut self.doc {
                    d.extend_to(o);
                }
            }
            Command::SelectByte(o) => {
                if let Some(d) = &mut self.doc {
                    d.set_cursor(o);
                }
            }
            Command::SelectRange(s, e) => {
                if let Some(d) = &mut self.doc {
                    d.select_range(s, e);
                }
                self.reveal_cursor();
            }
            Command::Move { motion, extend } => {
                let Some(doc) = &mut self.doc else { return };
                let page = self.view.visible_rows.max(1) * self.view.bytes_per_row;
                let to = RowLayout::new(doc.size(), self.view.bytes_per_row).target(
                    doc.cursor(),
                    motion,
                    page,
                );
                if extend {
                    let anchor = doc.selection().anchor;
                    doc.set_selection(anchor, to);
                } else {
                    doc.set_cursor(to);
                }
                self.reveal_cursor();
            }
            Command::StepSequence { forward } => {
                if let Some(doc) = &mut self.doc {
                    doc.step_sequence(forward);
                }
                self.reveal_cursor();
            }
            Command::SetReading(r) => {
                if let Some(doc) = &mut self.doc {
                    doc.set_reading(r);
                }
            }
            Command::BytesPerRow(n) => {
                self.view.chosen = n;
                self.settings.bytes_per_row = n;
                self.reveal_cursor();
            }
            Command::ZoomIn => {
                self.settings.zoom = (self.settings.zoom * 1.1).min(4.0);
                self.apply_look();
            }
            Command::ZoomOut => {
                self.settings.zoom = (self.settings.zoom / 1.1).max(0.5);
                self.apply_look();
            }
            Command::ZoomReset => {
                self.settings.zoom = 1.0;
                self.apply_look();
            }
            Command::Presentation(on) => {
                self.settings.presentation = on;
                if on {
                    self.settings.show_errors = true;
                    self.settings.side_tab = SideTab::Inspector;
                }
                self.apply_look();
            }
            Command::Dark(on) => {
                self.settings.dark = on;
                self.apply_look();
            }
            Command::SidePanel(on) => self.settings.show_errors = on,
            Command::Tab(t) => {
                self.settings.show_errors = true;
                self.settings.side_tab = t;
                if t == SideTab::Encoder {
                    self.encoder.focus = true;
                }
            }
            Command::Save(req) => self.start_save(req),
            Command::CancelScan => {
                if let Some(doc) = &mut self.doc {
                    doc.cancel_scan();
                }
            }
            Command::DismissMessage => self.message = None,
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

    fn open_dialog(&mut self) {
        if self.dialog.is_some() {
            return;
        }
        // rfd blocks until the dialog closes: keep it off the UI thread.
        self.dialog = Some(Job::once("file dialog", self.wake(), |_| {
            Ok(rfd::FileDialog::new()
                .set_title("Open a file to inspect")
                .pick_file())
        }));
    }

    fn reveal_cursor(&mut self) {
        if let Some(doc) = &self.doc {
            let l = RowLayout::new(doc.size(), self.view.bytes_per_row);
            self.view.top = l.reveal(self.view.top, doc.cursor(), self.view.visible_rows);
            self.view.reveal = true;
        }
    }

    /// Moves the cursor (and selection) to `offset`, selecting its sequence, and scrolls to it.
    pub fn goto(&mut self, offset: u64) {
        if let Some(doc) = &mut self.doc {
            doc.select_sequence_at(offset);
        }
        self.reveal_cursor();
    }

    /// Jumps to the next (or previous) error, honouring the error list's kind filter.
    pub fn next_error(&mut self, forward: bool) {
        let Some(doc) = &mut self.doc else { return };
        let from = if forward {
            doc.selection().end().saturating_sub(1)
        } else {
            doc.selection().start()
        };
        if matches!(doc.reading(), Reading::Wide(_)) {
            match doc.find_wide_error(from, forward) {
                Ok((at, len)) => {
                    doc.select_range(at, at + len);
                    self.message = None;
                    self.reveal_cursor();
                }
                Err(reached) => {
                    self.message = Some(format!(
                        "No {} error {} (looked up to byte {reached}).",
                        doc.reading().name(),
                        if forward { "further on" } else { "earlier" }
                    ))
                }
            }
            return;
        }
        match doc.find_error(from, forward, self.errors.filter) {
            Some(e) => {
                doc.select_range(e.offset, e.offset + e.bytes().len() as u64);
                self.message = None;
                self.reveal_cursor();
            }
            None => {
                self.message = Some(
                    if forward {
                        "No further error."
                    } else {
                        "No earlier error."
                    }
                    .into(),
                )
            }
        }
    }

    /// Asks for a file name (off the UI thread), then writes the converted or repaired copy there
    /// atomically; never the open file.
    fn start_save(&mut self, req: SaveRequest) {
        let Some(doc) = &self.doc else { return };
        if self.save_job.is_some() {
            self.message = Some("A save is still running.".into());
            return;
        }
        let path = suggested_path(&req, doc.source().path());
        self.save_prompt = Some(SavePrompt {
            req,
            path: path.display().to_string(),
            overwrite: false,
        });
    }

    /// Writes the prompted copy: to `target`, or where a file dialog says (`None`).
    fn run_save(&mut self, req: SaveRequest, target: Option<PathBuf>, overwrite: bool) {
        let Some(doc) = &self.doc else { return };
        let source = doc.source().path().map(Path::to_path_buf);
        let size = doc.size();
        let reader = doc.source().reader();
        self.save_job = Some(Job::once("save", self.wake(), move |_| {
            save_copy(req, source, size, reader, target, overwrite)
        }));
        self.message = Some("Saving…".into());
    }

    /// The Save window: the target path (suggested beside the source), overwrite or not, or a file
    /// dialog where the desktop has one.
    fn save_prompt_ui(&mut self, ctx: &egui::Context) {
        let Some(p) = &mut self.save_prompt else {
            return;
        };
        let mut action = None;
        egui::Window::new("Save a new file")
            .collapsible(false)
            .resizable(false)
            .show(ctx, |ui| {
                ui.label("The copy is written to a new file; the open file is never changed.");
                ui.add(
                    egui::TextEdit::singleline(&mut p.path)
                        .desired_width(520.0)
                        .hint_text("path of the new file"),
                );
                ui.checkbox(&mut p.overwrite, "Overwrite it if it exists");
                ui.horizontal(|ui| {
                    if ui.button("Save").clicked() {
                        action = Some(true);
                    }
                    if ui.button("Choose in a dialog…").clicked() {
                        action = Some(false);
                    }
                    if ui.button("Cancel").clicked() {
                        self.message = Some("Save cancelled.".into());
                        action = None;
                        self.save_prompt_cancel = true;
                    }
                });
            });
        if std::mem::take(&mut self.save_prompt_cancel) {
            self.save_prompt = None;
            return;
        }
        if let Some(typed) = action
            && let Some(p) = self.save_prompt.take()
        {
            let target = typed.then(|| PathBuf::from(p.path.trim()));
            self.run_save(p.req, target, p.overwrite);
        }
    }

    /// Jumps to the next warning of a kind (wrapping to the first one).
    pub fn next_warning(&mut self, kind: crate::codec::WarningKind) {
        let Some(doc) = &mut self.doc else { return };
        let from = doc.selection().end().saturating_sub(1);
        let found = doc
            .find_warning(from, true, kind)
            .or_else(|| doc.warnings().iter().find(|w| w.kind == kind).copied());
        match found {
            Some(w) => {
                doc.select_sequence_at(w.offset);
                self.message = None;
                self.reveal_cursor();
            }
            None => self.message = Some(format!("No listed {} warning.", kind.name())),
        }
    }

    /// Starts a search with the find bar's query.
    pub fn find_next(&mut self, forward: bool) {
        let (Some(doc), Some(bar)) = (&self.doc, &mut self.find) else {
            return;
        };
        match parse_query(&bar.query, bar.hex, doc.reading()) {
            Ok(pattern) if !pattern.is_empty() => {
                let len = pattern.len() as u64;
                let wake = {
                    let ctx = self.ctx.clone();
                    move || ctx.request_repaint()
                };
                let again = Some((pattern.clone(), forward));
                self.find_job = doc.find(pattern, forward, wake).map(|j| (j, len, again));
                bar.status = "Searching…".into();
            }
            Ok(_) => bar.status = "Type something to find.".into(),
            Err(e) => bar.status = e.to_string(),
        }
    }

    fn copy(&mut self, format: CopyFormat) {
        let Some(doc) = &mut self.doc else { return };
        let sel = doc.selection();
        if sel.len() > COPY_LIMIT {
            self.message = Some(format!(
                "The selection is {} bytes; copying is limited to {COPY_LIMIT}.",
                sel.len()
            ));
            return;
        }
        let bytes = doc.bytes(sel.start(), sel.len() as usize);
        let reading = doc.reading();
        let text = match format {
            CopyFormat::Text => copy::as_text(&bytes, reading),
            CopyFormat::Hex => copy::as_hex(&bytes),
            CopyFormat::Escaped => copy::as_escaped(&bytes, reading),
        };
        self.ctx.copy_text(text);
    }

    fn poll(&mut self) {
        if let Some(doc) = &mut self.doc {
            let wide_before = doc.wide_scan_state().clone();
            doc.poll();
            // The UTF-16/32 scan feeds only the overview's marks: its failure is told here.
            if let JobState::Failed(why) = doc.wide_scan_state()
                && *doc.wide_scan_state() != wide_before
            {
                self.message = Some(format!(
                    "The {} error marks are incomplete: {why}",
                    doc.reading().name()
                ));
            }
            if self.last_disk_check.elapsed() >= Duration::from_secs(1) {
                self.last_disk_check = Instant::now();
                doc.check_disk();
            }
        }
        if let Some(outcome) = self.dialog.as_ref().and_then(Job::poll) {
            self.dialog = None;
            match outcome {
                Ok(Some(p)) => self.open_path(&p),
                Ok(None) => {}
                Err(e) => self.message = Some(format!("No file dialog: {e}")),
            }
        }
        // The save worker's result, whatever it is, is shown; then another save may start.
        if let Some(outcome) = self.save_job.as_ref().and_then(Job::poll) {
            self.save_job = None;
            self.message = Some(match outcome {
                Ok(msg) => msg,
                Err(e) => format!("Not saved: {e}"),
            });
        }
        if let Some((job, len, again)) = &mut self.find_job
            && let Some(r) = job.poll()
        {
            let len = *len;
            let again = again.take();
            let wrapped = again.is_none();
            self.find_job = None;
            match r {
                FindResult::Found(at) => {
                    if let Some(doc) = &mut self.doc {
                        doc.select_range(at, at + len);
                    }
                    if let Some(bar) = &mut self.find {
                        bar.status = if wrapped {
                            format!("Found at 0x{at:X} ({at}), after wrapping around.")
                        } else {
                            format!("Found at 0x{at:X} ({at}).")
                        };
                    }
                    self.reveal_cursor();
                }
                FindResult::NotFound => match (again, &self.doc) {
                    // Not found before the end (or the start): search again from the other end.
                    (Some((pattern, forward)), Some(doc)) => {
                        let from = if forward { 0 } else { doc.size() };
                        let wake = {
                            let ctx = self.ctx.clone();
                            move || ctx.request_repaint()
                        };
                        self.find_job = doc
                            .find_at(pattern, from, forward, wake)
                            .map(|j| (j, len, None));
                        if let Some(bar) = &mut self.find {
                            bar.status = if forward {
                                "Reached the end; searching from the start…".into()
                            } else {
                                "Reached the start; searching from the end…".into()
                            };
                        }
                    }
                    _ => {
                        if let Some(bar) = &mut self.find {
                            bar.status = "Not found.".into();
                        }
                    }
                },
                FindResult::Failed(e) => {
                    if let Some(bar) = &mut self.find {
                        bar.status = format!("Search failed: {e}");
                    }
                }
            }
        }
    }

    /// The keyboard's commands of this frame, in the order the keys were pressed, each with the
    /// modifiers held when it was pressed: ten fast presses move ten bytes, and a quick Ctrl+Home
    /// is not read as Home.
    fn shortcut_commands(&self, ctx: &egui::Context) -> Vec<Command> {
        let sc = |m: Modifiers, k: Key| KeyboardShortcut::new(m, k);
        let pressed = |s: KeyboardShortcut| ctx.input_mut(|i| i.consume_shortcut(&s));
        let mut out = Vec::new();
        for (shortcut, cmd) in [
            (sc(Modifiers::COMMAND, Key::O), Command::OpenDialog),
            (sc(Modifiers::COMMAND, Key::G), Command::GotoPrompt),
            (sc(Modifiers::COMMAND, Key::F), Command::Find),
            (sc(Modifiers::COMMAND, Key::Plus), Command::ZoomIn),
            (sc(Modifiers::COMMAND, Key::Equals), Command::ZoomIn),
            (sc(Modifiers::COMMAND, Key::Minus), Command::ZoomOut),
            (sc(Modifiers::COMMAND, Key::Num0), Command::ZoomReset),
            (
                sc(Modifiers::NONE, Key::F11),
                Command::Presentation(!self.settings.presentation),
            ),
            (
                sc(Modifiers::SHIFT, Key::F8),
                Command::NextError {
                    forward: false,
                    kind: None,
                },
            ),
            (
                sc(Modifiers::NONE, Key::F8),
                Command::NextError {
                    forward: true,
                    kind: None,
                },
            ),
        ] {
            if pressed(shortcut) {
                out.push(cmd);
            }
        }
        if ctx.egui_wants_keyboard_input() {
            return out; // a text field has the other keys
        }
        // The desktop integration turns Ctrl+C (with Shift or Alt too) into `Event::Copy` (the key
        // itself never arrives), so the modifiers held say which copy; a key event still comes
        // from the test harness. Ctrl+Shift+C copies hex, Ctrl+Alt+C an escaped string.
        let copy_event = ctx.input_mut(|i| {
            let n = i.events.len();
            i.events.retain(|e| !matches!(e, egui::Event::Copy));
            (i.events.len() != n).then_some(i.modifiers)
        });
        let format_for = |m: Modifiers| {
            if m.shift {
                CopyFormat::Hex
            } else if m.alt {
                CopyFormat::Escaped
            } else {
                CopyFormat::Text
            }
        };
        if let Some(m) = copy_event {
            out.push(Command::Copy(format_for(m)));
        } else if pressed(sc(Modifiers::COMMAND | Modifiers::SHIFT, Key::C)) {
            out.push(Command::Copy(CopyFormat::Hex));
        } else if pressed(sc(Modifiers::COMMAND | Modifiers::ALT, Key::C)) {
            out.push(Command::Copy(CopyFormat::Escaped));
        } else if pressed(sc(Modifiers::COMMAND, Key::C)) {
            out.push(Command::Copy(CopyFormat::Text));
        }
        if self.doc.as_ref().is_none_or(|d| d.size() == 0) {
            return out;
        }
        let keys: Vec<(Key, Modifiers)> = ctx.input(|i| {
            i.events
                .iter()
                .filter_map(|e| match e {
                    egui::Event::Key {
                        key,
                        pressed: true,
                        modifiers,
                        ..
                    } => Some((*key, *modifiers)),
                    _ => None,
                })
                .collect()
        });
        for (key, m) in keys {
            let ctrl = m.command;
            let motion = match key {
                Key::ArrowRight | Key::ArrowLeft if ctrl => {
                    out.push(Command::StepSequence {
                        forward: key == Key::ArrowRight,
                    });
                    continue;
                }
                Key::ArrowRight => Motion::Right,
                Key::ArrowLeft => Motion::Left,
                Key::ArrowDown => Motion::Down,
                Key::ArrowUp => Motion::Up,
                Key::PageDown => Motion::PageDown,
                Key::PageUp => Motion::PageUp,
                Key::Home if ctrl => Motion::FileStart,
                Key::End if ctrl => Motion::FileEnd,
                Key::Home => Motion::RowStart,
                Key::End => Motion::RowEnd,
                _ => continue,
            };
            out.push(Command::Move {
                motion,
                extend: m.shift,
            });
        }
        out
    }

    /// The menu bar; what was chosen comes back as commands.
    fn menu_ui(&self, ui: &mut egui::Ui) -> Vec<Command> {
        let mut out = Vec::new();
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("File", |ui| {
                if ui.button("Open… (Ctrl+O)").clicked() {
                    out.push(Command::OpenDialog);
                    ui.close();
                }
                ui.menu_button("Open recent", |ui| {
                    if self.settings.recent.is_empty() {
                        ui.label("(none yet)");
                    }
                    for p in &self.settings.recent {
                        if ui.button(p.display().to_string()).clicked() {
                            out.push(Command::Open(p.clone()));
                            ui.close();
                        }
                    }
                });
                if self.doc.as_ref().and_then(|d| d.source().path()).is_some()
                    && ui.button("Reload").clicked()
                {
                    out.push(Command::Reload);
                    ui.close();
                }
                if ui.button("Quit").clicked() {
                    ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
                }
            });
            ui.menu_button("Examples", |ui| {
                for (i, ex) in crate::examples::EXAMPLES.iter().enumerate() {
                    if ui.button(ex.name).on_hover_text(ex.description).clicked() {
                        out.push(Command::OpenExample(i));
                        ui.close();
                    }
                }
            });
            ui.menu_button("Go", |ui| {
                if ui.button("Go to offset… (Ctrl+G)").clicked() {
                    out.push(Command::GotoPrompt);
                    ui.close();
                }
                if ui.button("Next error (F8)").clicked() {
                    out.push(Command::NextError {
                        forward: true,
                        kind: None,
                    });
                    ui.close();
                }
                if ui.button("Previous error (Shift+F8)").clicked() {
                    out.push(Command::NextError {
                        forward: false,
                        kind: None,
                    });
                    ui.close();
                }
                if ui.button("Find… (Ctrl+F)").clicked() {
                    out.push(Command::Find);
                    ui.close();
                }
            });
            ui.menu_button("View", |ui| {
                for n in [0u64, 8, 16, 32] {
                    let label = if n == 0 {
                        format!(
                            "Auto: as many bytes per row as fit (now {})",
                            self.view.bytes_per_row
                        )
                    } else {
                        format!("{n} bytes per row")
                    };
                    if ui.radio(self.view.chosen == n, label).clicked() {
                        out.push(Command::BytesPerRow(n));
                    }
                }
                if self.view.chosen > self.view.bytes_per_row {
                    ui.label(format!(
                        "({} do not fit the window: {} shown)",
                        self.view.chosen, self.view.bytes_per_row
                    ));
                }
                ui.separator();
                ui.menu_button("View characters as", |ui| {
                    let Some(doc) = &self.doc else {
                        ui.label("(no file open)");
                        return;
                    };
                    let now = doc.reading();
                    if ui.radio(now == Reading::Utf8, "UTF-8").clicked() {
                        out.push(Command::SetReading(Reading::Utf8));
                        ui.close();
                    }
                    ui.menu_button("UTF-16 / UTF-32 (code units)", |ui| {
                        for f in crate::codec::WideForm::ALL {
                            if ui
                                .radio(now == Reading::Wide(f), f.name())
                                .on_hover_text(
                                    "Group the bytes into code units: 2-byte units, a surrogate \
                                     pair as one 4-byte unit, 4-byte units for UTF-32",
                                )
                                .clicked()
                            {
                                out.push(Command::SetReading(Reading::Wide(f)));
                                ui.close();
                            }
                        }
                    });
                    use crate::analysis::legacy::{Group, LEGACY};
                    for g in Group::ALL {
                        ui.menu_button(g.name(), |ui| {
                            for (i, l) in LEGACY.iter().enumerate().filter(|(_, l)| l.group == g) {
                                if ui
                                    .radio(now == Reading::Legacy(i), l.name)
                                    .on_hover_text(l.source)
                                    .clicked()
                                {
                                    out.push(Command::SetReading(Reading::Legacy(i)));
                                    ui.close();
                                }
                            }
                        });
                    }
                });
                ui.separator();
                let mut dark = self.settings.dark;
                if ui.checkbox(&mut dark, "Dark theme").changed() {
                    out.push(Command::Dark(dark));
                }
                let mut side = self.settings.show_errors;
                if ui
                    .checkbox(&mut side, "Side panel (inspector, errors, encoder)")
                    .changed()
                {
                    out.push(Command::SidePanel(side));
                }
                let mut presentation = self.settings.presentation;
                if ui
                    .checkbox(&mut presentation, "Presentation mode (F11)")
                    .changed()
                {
                    out.push(Command::Presentation(presentation));
                }
                ui.separator();
                if ui.button("Zoom in (Ctrl+plus)").clicked() {
                    out.push(Command::ZoomIn);
                }
                if ui.button("Zoom out (Ctrl+minus)").clicked() {
                    out.push(Command::ZoomOut);
                }
                if ui.button("Actual size (Ctrl+0)").clicked() {
                    out.push(Command::ZoomReset);
                }
            });
        });
        out
    }

    fn reload(&mut self) {
        if let Some(p) = self
            .doc
            .as_ref()
            .and_then(|d| d.source().path())
            .map(Path::to_path_buf)
        {
            let cursor = self.doc.as_ref().map_or(0, Document::cursor);
            let top = self.view.top;
            self.open_path(&p);
            if let Some(doc) = &mut self.doc {
                doc.set_cursor(cursor);
            }
            self.view.top = top;
        }
    }

    fn find_bar_ui(&mut self, ui: &mut egui::Ui) -> Vec<Command> {
        let mut close = false;
        let mut go = None;
        if let Some(bar) = &mut self.find {
            ui.horizontal(|ui| {
                ui.label("Find:");
                let r = ui.add(
                    egui::TextEdit::singleline(&mut bar.query)
                        .hint_text("text, or hex bytes like c3 a9"),
                );
                if bar.focus {
                    r.request_focus();
                    bar.focus = false;
                }
                if r.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter)) {
                    go = Some(true);
                }
                ui.checkbox(&mut bar.hex, "Hex bytes");
                if ui.button("Next").clicked() {
                    go = Some(true);
                }
                if ui.button("Previous").clicked() {
                    go = Some(false);
                }
                ui.label(&bar.status);
                if ui.button("Close").clicked() {
                    close = true;
                }
            });
        }
        let mut out = Vec::new();
        if let Some(forward) = go {
            out.push(Command::FindNext { forward });
        }
        if close {
            out.push(Command::CloseFind);
        }
        out
    }

    fn goto_ui(&mut self, ctx: &egui::Context) -> Option<Command> {
        let Some(text) = &mut self.goto else {
            return None;
        };
        let mut open = true;
        let mut target = None;
        egui::Window::new("Go to offset")
            .open(&mut open)
            .collapsible(false)
            .show(ctx, |ui| {
                ui.label("Byte offset, decimal or 0x…:");
                let r = ui.text_edit_singleline(text);
                r.request_focus();
                let enter = ui.input(|i| i.key_pressed(Key::Enter));
                if ui.button("Go").clicked() || enter {
                    target = Some(parse_offset(text));
                }
                if let Some(e) = &self.goto_error {
                    ui.colored_label(ui.visuals().error_fg_color, e);
                }
            });
        match target {
            Some(Ok(o)) => {
                self.goto = None;
                self.goto_error = None;
                return Some(Command::Goto(o));
            }
            Some(Err(e)) => self.goto_error = Some(e.to_string()),
            None if !open => {
                self.goto = None;
                self.goto_error = None;
            }
            None => {}
        }
        None
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

/// The save itself (on its own thread): dialog, read, transform, atomic write. Returns what to tell
/// the user.
/// The tag a copy's suggested name carries: `fixed`, `utf-8`, or the target encoding.
fn save_tag(req: &SaveRequest) -> String {
    match req {
        SaveRequest::Repaired | SaveRequest::MixedRepaired(_) => "fixed".to_string(),
        SaveRequest::Utf8From(_) => "utf-8".to_string(),
        SaveRequest::Legacy { to, .. } => to.name().to_ascii_lowercase(),
    }
}

/// The path first offered for a copy: beside the source, `name.fixed.txt` and the like.
fn suggested_path(req: &SaveRequest, source: Option<&Path>) -> PathBuf {
    let tag = save_tag(req);
    match source {
        Some(src) => src.with_file_name(crate::analysis::save::suggested_name(src, &tag)),
        None => std::env::current_dir()
            .unwrap_or_default()
            .join(format!("copy.{tag}.txt")),
    }
}

/// Why a save wrote nothing (the window says "Not saved: " and this).
#[derive(Debug, thiserror::Error)]
enum SaveCopyError {
    /// The file dialog gave no path.
    #[error(
        "no file was chosen (or no file dialog is available on this desktop: type the path in \
         the Save window instead)"
    )]
    NoTarget,
    /// Reading the open file failed.
    #[error("cannot read the file: {0}")]
    Read(#[source] std::io::Error),
    /// The transform refused the text (not valid, unmapped bytes, unwritable characters, …).
    #[error(transparent)]
    Convert(#[from] crate::analysis::convert::ConvertError),
    /// Writing the new file failed (or it would have replaced the source or an existing file).
    #[error(transparent)]
    Write(#[from] crate::analysis::save::SaveError),
}

/// Writes the copy `req` asks for to `target` (or, without one, where a file dialog says; the
/// dialog has asked about overwriting), never over the source; returns what was saved in words.
fn save_copy(
    req: SaveRequest,
    source: Option<PathBuf>,
    size: u64,
    mut reader: Box<dyn std::io::Read + Send>,
    target: Option<PathBuf>,
    overwrite: bool,
) -> Result<String, SaveCopyError> {
    let (target, overwrite) = match target {
        Some(t) => (t, overwrite),
        None => {
            let suggested = suggested_path(&req, source.as_deref());
            let mut dialog = rfd::FileDialog::new().set_title("Save a new file");
            if let Some(name) = suggested.file_name() {
                dialog = dialog.set_file_name(name.to_string_lossy());
            }
            if let Some(dir) = suggested.parent().filter(|d| !d.as_os_str().is_empty()) {
                dialog = dialog.set_directory(dir);
            }
            match dialog.save_file() {
                Some(t) => (t, true),
                None => return Err(SaveCopyError::NoTarget),
            }
        }
    };
    let mut bytes = Vec::with_capacity(size.min(1 << 30) as usize);
    std::io::Read::read_to_end(&mut reader, &mut bytes).map_err(SaveCopyError::Read)?;
    let (data, done) = crate::analysis::convert::transform(&bytes, &req.transform())?;
    // The open file itself is always refused.
    let src = source.unwrap_or_else(|| PathBuf::from("/nonexistent/in-memory example"));
    crate::analysis::save::save_atomically(&target, &data, &src, overwrite)?;
    Ok(format!(
        "Saved {} ({} bytes, {}).",
        target.display(),
        data.len(),
        crate::analysis::wording::done(&done)
    ))
}
