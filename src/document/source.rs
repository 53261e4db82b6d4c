//! Where a document's bytes come from: a file read by positioned reads, or bytes in memory.
//!
//! Why positioned reads and not mmap: a file truncated by another process while mapped raises
//! SIGBUS on the next access to the lost pages, which would kill the viewer. `read_at` just returns
//! fewer bytes, which the view shows as the new end of the file. Nothing here ever writes.

use crate::analysis::InputError;
use std::fs::File;
use std::io;
use std::os::unix::fs::{FileExt, MetadataExt};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

/// Identity and state of a file on disk, to notice changes while it is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stamp {
    size: u64,
    mtime: Option<SystemTime>,
    dev: u64,
    ino: u64,
}

impl Stamp {
    fn of(meta: &std::fs::Metadata) -> Stamp {
        Stamp {
            size: meta.len(),
            mtime: meta.modified().ok(),
            dev: meta.dev(),
            ino: meta.ino(),
        }
    }
}

/// What happened to an open file on disk.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiskChange {
    /// Same file, new size or modification time.
    Modified {
        /// Size now.
        new_size: u64,
    },
    /// Another file now has the path (saved by rename, or replaced).
    Replaced,
    /// The path is gone.
    Deleted,
}

impl DiskChange {
    /// One sentence for the user, in `lang`.
    pub fn describe(&self, lang: crate::i18n::Lang, old_size: u64) -> String {
        use crate::tr;
        match self {
            DiskChange::Modified { new_size } if *new_size < old_size => {
                tr!(
                    lang,
                    "window-disk-truncated",
                    old = old_size,
                    new = *new_size
                )
            }
            DiskChange::Modified { new_size } if *new_size > old_size => {
                tr!(lang, "window-disk-grew", old = old_size, new = *new_size)
            }
            DiskChange::Modified { .. } => tr!(lang, "window-disk-modified"),
            DiskChange::Replaced => tr!(lang, "window-disk-replaced"),
            DiskChange::Deleted => tr!(lang, "window-disk-deleted"),
        }
    }
}

/// The bytes of a document.
#[derive(Clone, Debug)]
pub enum Source {
    /// A regular file, opened read-only.
    File {
        /// The path it was opened by.
        path: PathBuf,
        /// The open file (reads keep working after the path is deleted or renamed).
        file: Arc<File>,
        /// State when opened.
        stamp: Stamp,
    },
    /// Bytes in memory (examples, tests).
    Memory {
        /// A name to show.
        name: String,
        /// The bytes.
        bytes: Arc<[u8]>,
    },
}

impl Source {
    /// Opens a regular file read-only (directories, FIFOs and devices are refused before `open`
    /// could block).
    pub fn open(path: &Path) -> Result<Source, InputError> {
        let file = crate::analysis::open_regular(path)?;
        let meta = file.metadata().map_err(|source| InputError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        Ok(Source::File {
            path: path.to_path_buf(),
            file: Arc::new(file),
            stamp: Stamp::of(&meta),
        })
    }

    /// Bytes in memory.
    pub fn memory(name: &str, bytes: impl Into<Arc<[u8]>>) -> Source {
        Source::Memory {
            name: name.to_string(),
            bytes: bytes.into(),
        }
    }

    /// Size in bytes when opened.
    pub fn len(&self) -> u64 {
        match self {
            Source::File { stamp, .. } => stamp.size,
            Source::Memory { bytes, .. } => bytes.len() as u64,
        }
    }

    /// Is it empty?
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The name to show (the path, or the memory name).
    pub fn name(&self) -> String {
        match self {
            Source::File { path, .. } => path.display().to_string(),
            Source::Memory { name, .. } => name.clone(),
        }
    }

    /// The path, for a file.
    pub fn path(&self) -> Option<&Path> {
        match self {
            Source::File { path, .. } => Some(path),
            Source::Memory { .. } => None,
        }
    }

    /// Up to `len` bytes from `offset`; fewer at the end of the file (also if it shrank meanwhile).
    pub fn read_at(&self, offset: u64, len: usize) -> io::Result<Vec<u8>> {
        match self {
            Source::File { file, .. } => {
                let mut buf = vec![0u8; len];
                let mut got = 0;
                while got < len {
                    match file.read_at(&mut buf[got..], offset + got as u64) {
                        Ok(0) => break,
                        Ok(n) => got += n,
                        Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                        Err(e) => return Err(e),
                    }
                }
                buf.truncate(got);
                Ok(buf)
            }
            Source::Memory { bytes, .. } => {
                let start = usize::try_from(offset)
                    .unwrap_or(usize::MAX)
                    .min(bytes.len());
                let end = start.saturating_add(len).min(bytes.len());
                Ok(bytes[start..end].to_vec())
            }
        }
    }

    /// A reader over the whole input from the start, for the background scan (a file is reopened
    /// through its handle, so the scan does not disturb the view's reads).
    pub fn reader(&self) -> Box<dyn io::Read + Send> {
        match self {
            Source::File { file, .. } => Box::new(PositionedReader {
                file: Arc::clone(file),
                pos: 0,
            }),
            Source::Memory { bytes, .. } => Box::new(io::Cursor::new(Arc::clone(bytes))),
        }
    }

    /// Has the file changed on disk since it was opened?
    pub fn disk_change(&self) -> Option<DiskChange> {
        let Source::File { path, stamp, .. } = self else {
            return None;
        };
        match std::fs::metadata(path) {
            Err(_) => Some(DiskChange::Deleted),
            Ok(meta) => {
                let now = Stamp::of(&meta);
                if now == *stamp {
                    None
                } else if (now.dev, now.ino) != (stamp.dev, stamp.ino) {
                    Some(DiskChange::Replaced)
                } else {
                    Some(DiskChange::Modified { new_size: now.size })
                }
            }
        }
    }
}

/// Sequential reads through positioned reads on a shared handle.
struct PositionedReader {
    file: Arc<File>,
    pos: u64,
}

impl io::Read for PositionedReader {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.file.read_at(buf, self.pos)?;
        self.pos += n as u64;
        Ok(n)
    }
}
