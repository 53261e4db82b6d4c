//! Opening a file by a typed path, for when the system's file dialog cannot be used: whether a
//! dialog backend exists at all, completion of the typed path's last part (folder names first),
//! and the folders of recently opened files. No egui: the window's "Open path" field draws what
//! these return.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// A name in the typed path's folder that starts with its last part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The name in its folder.
    pub name: String,
    /// Whether it is a folder.
    pub folder: bool,
}

/// What a typed path completes to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Completion {
    /// The typed text, its last part extended as far as every candidate agrees (with a `/` after
    /// the only folder that matches); the text as typed when nothing matches.
    pub text: String,
    /// The names that match, folders first, each group in name order (hidden names only when
    /// the last part starts with a dot).
    pub candidates: Vec<Candidate>,
}

/// How many candidates [`complete`] lists at most.
pub const MAX_CANDIDATES: usize = 50;

/// Completes the last part of `typed` among the names in its folder, as listed by `list` (the
/// names and whether each is a folder; [`list_dir`] reads the disk). `~/` at the start stands for
/// `home`. A relative path is taken from `base`.
pub fn complete(
    typed: &str,
    home: Option<&Path>,
    base: &Path,
    list: impl Fn(&Path) -> Vec<(String, bool)>,
) -> Completion {
    let (dir_text, last) = match typed.rfind('/') {
        Some(i) => (&typed[..=i], &typed[i + 1..]),
        None => ("", typed),
    };
    let dir = resolve(dir_text, home, base);
    let mut candidates: Vec<Candidate> = list(&dir)
        .into_iter()
        .filter(|(name, _)| {
            name.starts_with(last) && (last.starts_with('.') || !name.starts_with('.'))
        })
        .map(|(name, folder)| Candidate { name, folder })
        .collect();
    candidates.sort_by(|a, b| b.folder.cmp(&a.folder).then_with(|| a.name.cmp(&b.name)));
    candidates.truncate(MAX_CANDIDATES);
    let text = match candidates.as_slice() {
        [] => typed.to_string(),
        [only] => format!(
            "{dir_text}{}{}",
            only.name,
            if only.folder { "/" } else { "" }
        ),
        [first, rest @ ..] => {
            let mut common = first.name.as_str();
            for c in rest {
                let n = common
                    .char_indices()
                    .zip(c.name.chars())
                    .find(|((_, a), b)| a != b)
                    .map_or(common.len().min(c.name.len()), |((i, _), _)| i);
                common = &common[..n];
            }
            format!(
                "{dir_text}{}",
                if common.len() > last.len() {
                    common
                } else {
                    last
                }
            )
        }
    };
    Completion { text, candidates }
}

/// The folder a typed folder part names: `~/` is `home`, a relative one is under `base`, an empty
/// one is `base` itself.
pub fn resolve(dir_text: &str, home: Option<&Path>, base: &Path) -> PathBuf {
    if let (Some(rest), Some(home)) = (
        dir_text
            .strip_prefix("~/")
            .or((dir_text == "~").then_some("")),
        home,
    ) {
        return home.join(rest);
    }
    let p = Path::new(dir_text);
    if p.is_absolute() {
        p.to_path_buf()
    } else {
        base.join(p)
    }
}

/// The names in `dir` and whether each is a folder (a link to a folder counts as one); nothing
/// when it cannot be read.
pub fn list_dir(dir: &Path) -> Vec<(String, bool)> {
    let Ok(entries) = std::fs::read_dir(if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    }) else {
        return Vec::new();
    };
    entries
        .filter_map(Result::ok)
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            let folder = std::fs::metadata(e.path()).is_ok_and(|m| m.is_dir());
            Some((name, folder))
        })
        .collect()
}

/// The folders of `recent` files, most recent first, each once, at most `n`.
pub fn recent_folders(recent: &[PathBuf], n: usize) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = Vec::new();
    for dir in recent.iter().filter_map(|p| p.parent()) {
        if !dir.as_os_str().is_empty() && !out.iter().any(|d| d == dir) {
            out.push(dir.to_path_buf());
        }
        if out.len() == n {
            break;
        }
    }
    out
}

/// Why the system's file dialog cannot be used, or `None` when it may be. On Linux and the BSDs
/// the dialog is the desktop portal (over the D-Bus session bus), else `zenity`: with neither a
/// session bus nor `zenity` on `PATH` nothing would open. `var` reads an environment variable,
/// `exists` whether a path exists (both injected, so the rule is tested without changing the
/// process's environment).
pub fn why_no_dialog(
    var: impl Fn(&str) -> Option<OsString>,
    exists: impl Fn(&Path) -> bool,
) -> Option<crate::i18n::Text> {
    if !cfg!(any(
        target_os = "linux",
        target_os = "freebsd",
        target_os = "dragonfly",
        target_os = "netbsd",
        target_os = "openbsd"
    )) {
        return None;
    }
    let bus = var("DBUS_SESSION_BUS_ADDRESS").is_some_and(|a| !a.is_empty())
        || var("XDG_RUNTIME_DIR")
            .is_some_and(|d| !d.is_empty() && exists(&Path::new(&d).join("bus")));
    let zenity =
        var("PATH").is_some_and(|p| std::env::split_paths(&p).any(|d| exists(&d.join("zenity"))));
    if bus || zenity {
        None
    } else {
        Some(crate::i18n::Text::new(crate::tid!("window-no-dialog-here")))
    }
}

/// [`why_no_dialog`] for this process.
pub fn why_no_dialog_here() -> Option<crate::i18n::Text> {
    why_no_dialog(|k| std::env::var_os(k), Path::exists)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(c: &Completion) -> Vec<(&str, bool)> {
        c.candidates
            .iter()
            .map(|c| (c.name.as_str(), c.folder))
            .collect()
    }

    #[test]
    fn completes_folder_names_from_the_disk() {
        let dir = tempfile::tempdir().expect("dir");
        for d in ["photos", "projects", "public", ".hidden"] {
            std::fs::create_dir(dir.path().join(d)).expect("mkdir");
        }
        std::fs::write(dir.path().join("pro.txt"), b"x").expect("file");
        std::fs::write(dir.path().join("projects/a.txt"), b"x").expect("file");
        let root = format!("{}/", dir.path().display());
        let base = Path::new("/");
        // One folder matches: completed, with its slash, ready for the next part.
        let c = complete(&format!("{root}pho"), None, base, list_dir);
        assert_eq!(c.text, format!("{root}photos/"));
        // Several: as far as they agree; folders listed first, then files; no hidden names.
        let c = complete(&format!("{root}pr"), None, base, list_dir);
        assert_eq!(c.text, format!("{root}pro"));
        assert_eq!(names(&c), [("projects", true), ("pro.txt", false)], "{c:?}");
        let c = complete(&format!("{root}p"), None, base, list_dir);
        assert_eq!(c.text, format!("{root}p"));
        assert_eq!(c.candidates.len(), 4);
        // Into the folder: its files.
        let c = complete(&format!("{root}projects/"), None, base, list_dir);
        assert_eq!(names(&c), [("a.txt", false)]);
        assert_eq!(c.text, format!("{root}projects/a.txt"));
        // Hidden names when asked for; nothing matching leaves the text alone.
        let c = complete(&format!("{root}.h"), None, base, list_dir);
        assert_eq!(c.text, format!("{root}.hidden/"));
        let c = complete(&format!("{root}zzz"), None, base, list_dir);
        assert_eq!(
            (c.text.as_str(), c.candidates.len()),
            (&*format!("{root}zzz"), 0)
        );
        // `~/` is the home folder, a relative path is under the base.
        let c = complete("~/pho", Some(dir.path()), base, list_dir);
        assert_eq!(c.text, "~/photos/");
        let c = complete("proj", None, dir.path(), list_dir);
        assert_eq!(c.text, "projects/");
    }

    #[test]
    fn recent_folders_once_each_most_recent_first() {
        let recent = [
            PathBuf::from("/a/x.txt"),
            PathBuf::from("/b/y.txt"),
            PathBuf::from("/a/z.txt"),
            PathBuf::from("/c/w.txt"),
        ];
        assert_eq!(
            recent_folders(&recent, 2),
            [PathBuf::from("/a"), PathBuf::from("/b")]
        );
        assert_eq!(recent_folders(&recent, 5).len(), 3);
    }

    #[test]
    fn no_dialog_without_a_session_bus_or_zenity() {
        let env = |vars: &'static [(&'static str, &'static str)]| {
            move |k: &str| {
                vars.iter()
                    .find(|(name, _)| *name == k)
                    .map(|(_, v)| OsString::from(v))
            }
        };
        let nothing = |_: &Path| false;
        if cfg!(target_os = "linux") {
            let why = why_no_dialog(env(&[("PATH", "/usr/bin:/bin")]), nothing);
            assert!(why.is_some_and(|w| w.render(crate::i18n::Lang::En).contains("zenity")));
            // A session bus: the portal may answer.
            assert_eq!(
                why_no_dialog(
                    env(&[("DBUS_SESSION_BUS_ADDRESS", "unix:path=/run/user/1/bus")]),
                    nothing
                ),
                None
            );
            assert_eq!(
                why_no_dialog(env(&[("XDG_RUNTIME_DIR", "/run/user/1")]), |p: &Path| p
                    == Path::new("/run/user/1/bus")),
                None
            );
            // zenity on PATH.
            assert_eq!(
                why_no_dialog(env(&[("PATH", "/opt/x:/usr/bin")]), |p: &Path| p
                    == Path::new("/usr/bin/zenity")),
                None
            );
        }
    }
}
