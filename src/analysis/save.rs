//! Writing a new file safely: never the inspected file, never over an existing file unless asked,
//! and atomically (a temporary file in the same folder, then a rename), so a crash halfway leaves the
//! old target intact.

use std::io::Write;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// Why a save was refused or failed.
#[derive(Debug, Error)]
pub enum SaveError {
    /// The target is the source.
    #[error("{}: is the input file; the inspector never writes the file it reads", .0.display())]
    IsSource(PathBuf),
    /// The target exists.
    #[error("{}: exists; not overwritten (choose another name, or confirm overwriting)", .0.display())]
    Exists(PathBuf),
    /// The target is a device, a FIFO, a socket or a folder: renaming a new file over it would
    /// replace the node itself (`/dev/null` with a regular file).
    #[error("{}: is not a regular file ({kind}); not written (name a new file, or `-` for standard output)", .path.display())]
    NotRegular {
        /// The path.
        path: PathBuf,
        /// What it is.
        kind: &'static str,
    },
    /// No new file can be made in the target's folder (the copy is written beside the target
    /// and renamed over it): `/proc/version` exists, yet "No such file or directory" was all
    /// that was said (CLI pass 2026-12-05).
    #[error("{}: no new file can be made in {} ({source}); not written", .path.display(), .dir.display())]
    NoNewFile {
        /// The target.
        path: PathBuf,
        /// Its folder.
        dir: PathBuf,
        /// The error.
        #[source]
        source: std::io::Error,
    },
    /// The OS refused.
    #[error("{}: {source}", .path.display())]
    Io {
        /// The path.
        path: PathBuf,
        /// The error.
        #[source]
        source: std::io::Error,
    },
}

/// Temporary copies being written, removed if the process is interrupted (Ctrl+C, SIGTERM,
/// SIGHUP) before they are renamed into place: a half copy must not stay hidden beside the target
/// (`.out.txt.tmp-PID`, hundreds of megabytes of a large conversion).
static PENDING: std::sync::Mutex<Vec<PathBuf>> = std::sync::Mutex::new(Vec::new());

/// Set by a program that handles the interrupting signals itself (the window closes on them and
/// then calls [`remove_pending`]): the save's own handler, which ends the process at once, is not
/// started there (it did after the first save, and a SIGTERM then lost the window's settings).
static SIGNALS_HANDLED_BY_CALLER: std::sync::atomic::AtomicBool =
    std::sync::atomic::AtomicBool::new(false);

/// Says that this program handles SIGINT, SIGTERM and SIGHUP itself and calls
/// [`remove_pending`] before it ends.
pub fn signals_handled_by_caller() {
    SIGNALS_HANDLED_BY_CALLER.store(true, std::sync::atomic::Ordering::SeqCst);
}

/// Removes the temporary copies still being written (a save cut short: the window closed, or a
/// signal came).
pub fn remove_pending() {
    if let Ok(pending) = PENDING.lock() {
        for tmp in pending.iter() {
            let _ = std::fs::remove_file(tmp);
        }
    }
}

/// Starts, once, the thread that removes [`PENDING`] files on an interrupting signal and then
/// ends the process as the signal would have (unless the program handles the signals itself).
fn clean_up_on_signals() {
    if SIGNALS_HANDLED_BY_CALLER.load(std::sync::atomic::Ordering::SeqCst) {
        return;
    }
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
        let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP]) else {
            return;
        };
        std::thread::spawn(move || {
            if let Some(signal) = signals.forever().next() {
                remove_pending();
                let _ = signal_hook::low_level::emulate_default_handler(signal);
                std::process::exit(128 + signal);
            }
        });
    });
}

/// Registers `tmp` in [`PENDING`] (`add`) or takes it out.
fn pending(tmp: &Path, add: bool) {
    if let Ok(mut p) = PENDING.lock() {
        if add {
            p.push(tmp.to_path_buf());
        } else {
            p.retain(|t| t != tmp);
        }
    }
}

/// What the open file `fd` is (standard input or output: what a redirection made it).
pub fn stream_metadata(fd: std::os::fd::BorrowedFd<'_>) -> Option<std::fs::Metadata> {
    std::fs::File::from(fd.try_clone_to_owned().ok()?)
        .metadata()
        .ok()
}

/// The file a path stands for: `-` is standard input (`fix - out < out` reads `out`).
pub fn path_metadata(path: &Path) -> Option<std::fs::Metadata> {
    if path.as_os_str() == "-" {
        use std::os::fd::AsFd;
        return stream_metadata(std::io::stdin().as_fd());
    }
    std::fs::metadata(path).ok()
}

/// Whether two metadata are of one file (device and inode).
pub fn same_node(a: &std::fs::Metadata, b: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    a.dev() == b.dev() && a.ino() == b.ino()
}

/// Whether `target` is the file `source` stands for ([`path_metadata`]).
pub fn same_file(target: &Path, source: &Path) -> bool {
    match (std::fs::metadata(target), path_metadata(source)) {
        (Ok(x), Some(y)) => same_node(&x, &y),
        _ => false,
    }
}

/// What a node that is not a regular file is, for [`SaveError::NotRegular`].
fn node_kind(meta: &std::fs::Metadata) -> Option<&'static str> {
    use std::os::unix::fs::FileTypeExt;
    let t = meta.file_type();
    if t.is_file() {
        None
    } else if t.is_dir() {
        Some("a folder")
    } else if t.is_fifo() {
        Some("a FIFO")
    } else if t.is_socket() {
        Some("a socket")
    } else if t.is_char_device() || t.is_block_device() {
        Some("a device")
    } else {
        Some("not a regular file")
    }
}

/// Writes `bytes` to `target` atomically; refuses `source` itself, and an existing target unless
/// `overwrite`.
pub fn save_atomically(
    target: &Path,
    bytes: &[u8],
    source: &Path,
    overwrite: bool,
) -> Result<(), SaveError> {
    if target == source || same_file(target, source) {
        return Err(SaveError::IsSource(target.to_path_buf()));
    }
    let existing = std::fs::metadata(target).ok();
    // A symbolic link that leads nowhere (dangling, or a loop) exists too: without this it was
    // replaced by the new file, without --force (CLI pass 2026-12-05 #2).
    let link = std::fs::symlink_metadata(target)
        .ok()
        .filter(|m| m.file_type().is_symlink());
    if (existing.is_some() || link.is_some()) && !overwrite {
        return Err(SaveError::Exists(target.to_path_buf()));
    }
    if existing.is_none() && link.is_some() {
        // Overwriting through a link writes the file it points to; this one points to none.
        return Err(SaveError::NotRegular {
            path: target.to_path_buf(),
            kind: "a symbolic link to nothing",
        });
    }
    if let Some(kind) = existing.as_ref().and_then(node_kind) {
        return Err(SaveError::NotRegular {
            path: target.to_path_buf(),
            kind,
        });
    }
    let io = |source| SaveError::Io {
        path: target.to_path_buf(),
        source,
    };
    // Overwriting through a symbolic link writes the file it points to (as editors do), not a
    // new file in the link's place.
    let resolved;
    let target = match std::fs::symlink_metadata(target) {
        Ok(m) if m.file_type().is_symlink() && existing.is_some() => {
            resolved = std::fs::canonicalize(target).map_err(io)?;
            resolved.as_path()
        }
        _ => target,
    };
    let dir = target
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = dir.join(format!(".{name}.tmp-{}", std::process::id()));
    clean_up_on_signals();
    pending(&tmp, true);
    let mut f = match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&tmp)
    {
        Ok(f) => f,
        Err(source) => {
            pending(&tmp, false);
            return Err(SaveError::NoNewFile {
                path: target.to_path_buf(),
                dir: dir.to_path_buf(),
                source,
            });
        }
    };
    let result = (|| {
        f.write_all(bytes)?;
        // The copy replacing a file keeps its permissions: a private file stays private.
        if let Some(m) = &existing {
            f.set_permissions(m.permissions())?;
        }
        f.sync_all()?;
        std::fs::rename(&tmp, target)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    pending(&tmp, false);
    result.map_err(io)
}

/// The name a save dialog suggests for a copy of `source`: `notes.txt` → `notes.fixed.txt`,
/// `notes.utf-8.txt`, `README` → `README.utf-8`.
pub fn suggested_name(source: &Path, tag: &str) -> String {
    let name = source
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "copy".into());
    match name.rsplit_once('.') {
        Some((stem, ext)) if !stem.is_empty() => format!("{stem}.{tag}.{ext}"),
        _ => format!("{name}.{tag}"),
    }
}

/// `path` if nothing is there yet, else the first of `stem-2.ext`, `stem-3.ext`, … that is free
/// (the Save window never offers a name that would be refused or overwrite a file).
pub fn free_path(path: &Path) -> std::path::PathBuf {
    if std::fs::symlink_metadata(path).is_err() {
        return path.to_path_buf();
    }
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "copy".into());
    let (stem, ext) = match name.rsplit_once('.') {
        Some((stem, ext)) if !stem.is_empty() => (stem.to_string(), format!(".{ext}")),
        _ => (name.clone(), String::new()),
    };
    (2u32..10_000)
        .map(|k| path.with_file_name(format!("{stem}-{k}{ext}")))
        .find(|p| std::fs::symlink_metadata(p).is_err())
        .unwrap_or_else(|| path.to_path_buf())
}

#[cfg(test)]
mod name_tests {
    use super::suggested_name;
    use std::path::Path;

    #[test]
    fn the_tag_goes_before_the_extension() {
        assert_eq!(
            suggested_name(Path::new("/a/notes.txt"), "fixed"),
            "notes.fixed.txt"
        );
        assert_eq!(suggested_name(Path::new("README"), "utf-8"), "README.utf-8");
        assert_eq!(
            suggested_name(Path::new(".profile"), "utf-8"),
            ".profile.utf-8"
        );
        assert_eq!(
            suggested_name(Path::new("a.tar.gz"), "utf-8"),
            "a.tar.utf-8.gz"
        );
    }
}
