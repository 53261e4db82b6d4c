//! Reading inputs for a scan: regular files in fixed blocks, with typed errors that name the path.
//!
//! Why refuse non-regular files: opening a FIFO with no writer blocks forever, and `/dev/zero` never
//! ends. A checker must answer for every path, so it says what the path is instead of reading it.

use super::scan::{ScanOptions, ScanResult, Scanner};
use std::fs::File;
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use thiserror::Error;

/// Block size for streaming reads: large enough for the SIMD path, small enough to stay in cache.
pub const READ_BLOCK: usize = 256 * 1024;

/// Why an input could not be scanned.
#[derive(Debug, Error)]
pub enum InputError {
    /// The path is a directory.
    #[error("{}: is a directory", .0.display())]
    Directory(PathBuf),
    /// The path is not a regular file (FIFO, device, socket).
    #[error("{}: is a {}, not a regular file; not read", .0.display(), .1)]
    NotRegular(PathBuf, &'static str),
    /// The OS refused (missing, permission, I/O error…).
    #[error("{}: {}", .path.display(), reason(.source))]
    Io {
        /// The path.
        path: PathBuf,
        /// The OS error.
        #[source]
        source: io::Error,
    },
}

/// `text` without Rust's " (os error N)" suffix.
pub fn without_os_error(text: &str) -> &str {
    text.find(" (os error").map_or(text, |i| &text[..i])
}

/// The OS reason without Rust's "(os error N)" suffix.
pub fn reason(e: &io::Error) -> String {
    without_os_error(&e.to_string()).to_string()
}

/// What kind of non-regular file a path is, by its metadata.
pub fn file_kind(meta: &std::fs::Metadata) -> &'static str {
    use std::os::unix::fs::FileTypeExt;
    let t = meta.file_type();
    if t.is_dir() {
        "directory"
    } else if t.is_fifo() {
        "FIFO (named pipe)"
    } else if t.is_char_device() {
        "character device"
    } else if t.is_block_device() {
        "block device"
    } else if t.is_socket() {
        "socket"
    } else if t.is_file() {
        "regular file"
    } else {
        "special file"
    }
}

/// Opens a regular file for reading, refusing directories and special files before they can block.
pub fn open_regular(path: &Path) -> Result<File, InputError> {
    let io_err = |source| InputError::Io {
        path: path.to_path_buf(),
        source,
    };
    let meta = std::fs::metadata(path).map_err(io_err)?;
    refuse_irregular(path, &meta)?;
    File::open(path).map_err(io_err)
}

/// The error for a path whose metadata says it is not a regular file (a folder, a device, a
/// socket, a FIFO); `Ok` for a regular file.
pub fn refuse_irregular(path: &Path, meta: &std::fs::Metadata) -> Result<(), InputError> {
    if meta.is_dir() {
        return Err(InputError::Directory(path.to_path_buf()));
    }
    if !meta.is_file() {
        return Err(InputError::NotRegular(path.to_path_buf(), file_kind(meta)));
    }
    Ok(())
}

/// Scans everything `reader` yields. `progress` is called after each block with the bytes read so far.
pub fn scan_reader(
    reader: impl Read,
    opts: ScanOptions,
    progress: impl FnMut(u64),
) -> io::Result<ScanResult> {
    scan_reader_in_blocks(reader, opts, READ_BLOCK, progress)
}

/// [`scan_reader`] reading `block` bytes at a time (at least one): a folder of small files need not
/// clear a [`READ_BLOCK`] buffer for each.
pub fn scan_reader_in_blocks(
    mut reader: impl Read,
    opts: ScanOptions,
    block: usize,
    mut progress: impl FnMut(u64),
) -> io::Result<ScanResult> {
    let mut scanner = Scanner::new(opts);
    let mut buf = vec![0u8; block.max(1)];
    loop {
        let n = match reader.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        scanner.feed(&buf[..n]);
        progress(scanner.bytes_fed());
    }
    Ok(scanner.finish())
}

/// Scans the regular file at `path`.
pub fn scan_path(path: &Path, opts: ScanOptions) -> Result<ScanResult, InputError> {
    let file = open_regular(path)?;
    scan_reader(file, opts, |_| {}).map_err(|source| InputError::Io {
        path: path.to_path_buf(),
        source,
    })
}
