//! Saving a converted or repaired copy: the Save window (a path suggested beside the source, or a
//! file dialog), the background job that writes it atomically, and why a save wrote nothing.
//! Its own file because a save crosses threads and the file system, unlike the rest of the window.

use super::*;

/// A save waiting for its target path.
#[derive(Clone, Debug)]
pub struct SavePrompt {
    /// What to write.
    pub req: SaveRequest,
    /// Where (editable; suggested beside the source).
    pub path: String,
    /// Replace an existing file of that name.
    pub overwrite: bool,
    /// Which folder the path goes to, or why it cannot be written as typed: looked up when the
    /// path is suggested or edited, not on every frame (a stat of a network path can block).
    pub place: Text,
    /// The path is the open file: Save is not offered (it would be refused).
    pub is_source: bool,
}

impl InspectorApp {
    /// Asks for a file name (off the UI thread), then writes the converted or repaired copy there
    /// atomically; never the open file.
    pub(super) fn start_save(&mut self, req: SaveRequest) {
        let Some(doc) = &self.doc else { return };
        if self.save_job.is_some() {
            self.message = Some(Text::new(tid!("window-save-running")).into());
            return;
        }
        // Too large for a copy in memory: said before a path is asked for, not after.
        if let Err(e) = crate::analysis::convert::fits_in_memory(doc.size(), &req.transform()) {
            self.message = Some(Message::NotSaved(SaveCopyError::Convert(e).text()));
            return;
        }
        let path = suggested_path(&req, doc.source().path());
        let (place, is_source) = where_it_goes(&path, doc.source().path());
        self.save_prompt = Some(SavePrompt {
            req,
            place,
            is_source,
            path: path.display().to_string(),
            overwrite: false,
        });
    }

    /// Writes the prompted copy: to `target`, or where a file dialog says (`None`).
    pub(super) fn run_save(&mut self, req: SaveRequest, target: Option<PathBuf>, overwrite: bool) {
        let Some(doc) = &self.doc else { return };
        let source = doc.source().path().map(Path::to_path_buf);
        let size = doc.size();
        let reader = doc.source().reader();
        let title = tr!(self.settings.lang(), "window-save-title");
        self.save_job = Some(Job::once("save", self.wake(), move |_| {
            save_copy(&req, source, size, reader, (target, overwrite), &title)
        }));
        self.message = Some(Text::new(tid!("window-saving")).into());
    }

    /// The Save window: the target path (suggested beside the source), overwrite or not, or a file
    /// dialog where the desktop has one. The path and the check box are edited in a copy and come
    /// back as `Command::EditSave`; the buttons as `ConfirmSave` or `CancelSave`.
    pub(super) fn save_prompt_ui(&self, ctx: &egui::Context) -> Vec<Command> {
        let Some(p) = &self.save_prompt else {
            return Vec::new();
        };
        let (mut path, mut overwrite) = (p.path.clone(), p.overwrite);
        let mut action = None;
        let l = super::super::lang(ctx);
        egui::Window::new(tr!(l, "window-save-title"))
            .id(egui::Id::unique("save window"))
            .collapsible(false)
            .resizable(false)
            .show(ctx, |ui| {
                ui.label(tr!(l, "window-save-note"));
                ui.add(
                    egui::TextEdit::singleline(&mut path)
                        .desired_width(520.0)
                        .hint_text(tr!(l, "window-save-hint")),
                );
                ui.label(p.place.render(l));
                ui.checkbox(&mut overwrite, tr!(l, "window-save-overwrite"));
                ui.horizontal(|ui| {
                    let save = egui::Button::new(tr!(l, "window-save-button"));
                    if ui.add_enabled(!p.is_source, save).clicked() {
                        action = Some(Command::ConfirmSave { dialog: false });
                    }
                    if ui.button(tr!(l, "window-save-dialog")).clicked() {
                        action = Some(Command::ConfirmSave { dialog: true });
                    }
                    if ui.button(tr!(l, "window-cancel")).clicked() {
                        action = Some(Command::CancelSave);
                    }
                });
            });
        let mut out = Vec::new();
        if path != p.path || overwrite != p.overwrite {
            out.push(Command::EditSave { path, overwrite });
        }
        out.extend(action);
        out
    }

    /// The Save window's "Save" (to the typed path) or "Choose in a dialog…".
    pub(super) fn confirm_save(&mut self, dialog: bool) {
        if let Some(p) = self.save_prompt.take() {
            let target = (!dialog).then(|| PathBuf::from(p.path.trim()));
            self.run_save(p.req, target, p.overwrite);
        }
    }
}

/// The tag a copy's suggested name carries: `fixed`, `utf-8`, or the target encoding.
pub(super) fn save_tag(req: &SaveRequest) -> String {
    match req {
        SaveRequest::Repaired | SaveRequest::MixedRepaired(_) => "fixed".to_string(),
        SaveRequest::Utf8From(_) => "utf-8".to_string(),
        SaveRequest::Copy { to, .. } => to.to_ascii_lowercase(),
    }
}

/// The path first offered for a copy: beside the source, `name.fixed.txt` and the like, as an
/// absolute path (the window shows the folder it goes to) and never one that exists (`-2`, `-3`…).
/// A file with no path (a bundled example) is offered the home folder, not wherever the program
/// was started.
pub(super) fn suggested_path(req: &SaveRequest, source: Option<&Path>) -> PathBuf {
    let tag = save_tag(req);
    let path = match source {
        Some(src) => src.with_file_name(crate::analysis::save::suggested_name(src, &tag)),
        None => std::env::var_os("HOME")
            .map(PathBuf::from)
            .filter(|h| h.is_dir())
            .or_else(|| std::env::current_dir().ok())
            .unwrap_or_default()
            .join(format!("copy.{tag}.txt")),
    };
    let path = std::path::absolute(&path).unwrap_or(path);
    crate::analysis::save::free_path(&path)
}

/// The folder and name a typed path means, and whether it can be written as typed; and whether
/// it is the open file (`source`), which is never written: said at once, where the window offered
/// "Overwrite" and refused only after Save.
pub(super) fn where_it_goes(path: &Path, source: Option<&Path>) -> (Text, bool) {
    let abs = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    if let Some(src) = source.filter(|src| crate::analysis::save::same_file(&abs, src)) {
        let name = src
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        return (
            Text::new(tid!("window-save-is-source")).arg("name", name),
            true,
        );
    }
    (where_it_goes_new(&abs), false)
}

/// [`where_it_goes`] for a path that is not the open file (`abs`, absolute).
fn where_it_goes_new(abs: &Path) -> Text {
    let abs = abs.to_path_buf();
    let folder = abs.parent().map(Path::to_path_buf).unwrap_or_default();
    let name = abs
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let folder_text = folder.display().to_string();
    if name.is_empty() {
        Text::new(tid!("window-save-type-name"))
    } else if !folder.is_dir() {
        Text::new(tid!("window-save-no-folder")).arg("folder", folder_text)
    } else if std::fs::symlink_metadata(&abs).is_ok() {
        Text::new(tid!("window-save-exists"))
            .arg("name", name)
            .arg("folder", folder_text)
    } else {
        Text::new(tid!("window-save-new-file"))
            .arg("name", name)
            .arg("folder", folder_text)
    }
}

/// Why a save wrote nothing (the window says "Not saved: " and [`SaveCopyError::text`]).
#[derive(Debug, thiserror::Error)]
pub(super) enum SaveCopyError {
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

impl SaveCopyError {
    /// Why, as a message of the window (what comes from the converter or the writer is their
    /// own words).
    pub(super) fn text(&self) -> Text {
        match self {
            SaveCopyError::NoTarget => Text::new(tid!("window-save-no-target")),
            SaveCopyError::Read(e) => {
                Text::new(tid!("window-save-read-failed")).arg("reason", e.to_string())
            }
            // (How to replace what cannot be read or written is the window's to say.)
            SaveCopyError::Convert(e) if e.substitute_helps() => {
                Text::new(tid!("window-save-substitute-helps")).arg("reason", e.to_string())
            }
            SaveCopyError::Convert(e) => {
                Text::new(tid!("window-reason")).arg("reason", e.to_string())
            }
            SaveCopyError::Write(e) => {
                Text::new(tid!("window-reason")).arg("reason", e.to_string())
            }
        }
    }
}

/// Writes the copy `req` asks for to `target` (or, without one, where a file dialog titled
/// `title` says; the dialog has asked about overwriting), never over the source; returns what
/// was saved.
pub(super) fn save_copy(
    req: &SaveRequest,
    source: Option<PathBuf>,
    size: u64,
    mut reader: Box<dyn std::io::Read + Send>,
    (target, overwrite): (Option<PathBuf>, bool),
    title: &str,
) -> Result<Text, SaveCopyError> {
    let (target, overwrite) = match target {
        Some(t) => (t, overwrite),
        None => {
            let suggested = suggested_path(req, source.as_deref());
            let mut dialog = rfd::FileDialog::new().set_title(title);
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
    let how = req.transform();
    let bytes = crate::analysis::convert::read_for_copy(&mut reader, Some(size), &how)
        .map_err(SaveCopyError::Read)??;
    let (data, done) = crate::analysis::convert::transform(&bytes, &how)?;
    // The open file itself is always refused.
    let src = source.unwrap_or_else(|| PathBuf::from("/nonexistent/in-memory example"));
    crate::analysis::save::save_atomically(&target, &data, &src, overwrite)?;
    Ok(Text::new(tid!("window-saved"))
        .arg("path", target.display().to_string())
        .arg("n", data.len())
        .arg(
            "done",
            crate::i18n::Arg::each(|l| crate::analysis::wording::done(l, &done)),
        ))
}
