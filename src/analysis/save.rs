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

fn same_file(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        (Ok(x), Ok(y)) => x.dev() == y.dev() && x.ino() == y.ino(),
        _ => false,
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
    if target.exists() && !overwrite {
        return Err(SaveError::Exists(target.to_path_buf()));
    }
    let io = |source| SaveError::Io {
        path: target.to_path_buf(),
        source,
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
    let result = (|| {
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        std::fs::rename(&tmp, target)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
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
