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
    pub place: String,
}

impl InspectorApp {
    /// Asks for a file name (off the UI thread), then writes the converted or repaired copy there
    /// atomically; never the open file.
    pub(super) fn start_save(&mut self, req: SaveRequest) {
        let Some(doc) = &self.doc else { return };
        if self.save_job.is_some() {
            self.message = Some("A save is still running.".into());
            return;
        }
        let path = suggested_path(&req, doc.source().path());
        self.save_prompt = Some(SavePrompt {
            req,
            place: where_it_goes(&path),
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
        self.save_job = Some(Job::once("save", self.wake(), move |_| {
            save_copy(&req, source, size, reader, target, overwrite)
        }));
        self.message = Some("Saving…".into());
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
        egui::Window::new("Save a new file")
            .collapsible(false)
            .resizable(false)
            .show(ctx, |ui| {
                ui.label("The copy is written to a new file; the open file is never changed.");
                ui.add(
                    egui::TextEdit::singleline(&mut path)
                        .desired_width(520.0)
                        .hint_text("path of the new file"),
                );
                ui.label(&p.place);
                ui.checkbox(&mut overwrite, "Overwrite it if it exists");
                ui.horizontal(|ui| {
                    if ui.button("Save").clicked() {
                        action = Some(Command::ConfirmSave { dialog: false });
                    }
                    if ui.button("Choose in a dialog…").clicked() {
                        action = Some(Command::ConfirmSave { dialog: true });
                    }
                    if ui.button("Cancel").clicked() {
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
        SaveRequest::Legacy { to, .. } => to.name().to_ascii_lowercase(),
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

/// The folder and name a typed path means, and whether it can be written as typed.
pub(super) fn where_it_goes(path: &Path) -> String {
    let abs = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let folder = abs.parent().map(Path::to_path_buf).unwrap_or_default();
    let name = abs
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    if name.is_empty() {
        "Type the new file's name.".into()
    } else if !folder.is_dir() {
        format!("The folder {} does not exist.", folder.display())
    } else if std::fs::symlink_metadata(&abs).is_ok() {
        format!("{name} already exists in {}.", folder.display())
    } else {
        format!("New file {name} in {}", folder.display())
    }
}

/// Why a save wrote nothing (the window says "Not saved: " and this).
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

/// Writes the copy `req` asks for to `target` (or, without one, where a file dialog says; the
/// dialog has asked about overwriting), never over the source; returns what was saved in words.
pub(super) fn save_copy(
    req: &SaveRequest,
    source: Option<PathBuf>,
    size: u64,
    mut reader: Box<dyn std::io::Read + Send>,
    target: Option<PathBuf>,
    overwrite: bool,
) -> Result<String, SaveCopyError> {
    let (target, overwrite) = match target {
        Some(t) => (t, overwrite),
        None => {
            let suggested = suggested_path(req, source.as_deref());
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
        crate::analysis::wording::done(crate::i18n::Lang::En, &done)
    ))
}
