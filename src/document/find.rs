//! Search for bytes on a worker thread (a search through a large file must not freeze the window).

use memchr::memmem;
use std::fs::File;
use std::os::unix::fs::FileExt;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, channel};

/// What to search in.
#[derive(Debug)]
pub enum Haystack {
    /// A file, by positioned reads.
    File(Arc<File>),
    /// Bytes in memory.
    Memory(Arc<[u8]>),
}

impl Haystack {
    fn read_at(&self, offset: u64, len: usize) -> std::io::Result<Vec<u8>> {
        match self {
            Haystack::File(f) => {
                let mut buf = vec![0u8; len];
                let mut got = 0;
                while got < len {
                    match f.read_at(&mut buf[got..], offset + got as u64)? {
                        0 => break,
                        n => got += n,
                    }
                }
                buf.truncate(got);
                Ok(buf)
            }
            Haystack::Memory(b) => {
                let s = usize::try_from(offset).unwrap_or(usize::MAX).min(b.len());
                Ok(b[s..s.saturating_add(len).min(b.len())].to_vec())
            }
        }
    }
}

/// How a search ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FindResult {
    /// Found at this offset.
    Found(u64),
    /// Not found in the searched direction.
    NotFound,
    /// Reading failed.
    Failed(String),
}

/// A running search.
#[derive(Debug)]
pub struct FindJob {
    cancel: Arc<AtomicBool>,
    result: Receiver<FindResult>,
}

const BLOCK: usize = 1 << 20;

impl FindJob {
    /// Searches `pattern` from `from` forward (first match at or after it) or backward (last match
    /// that ends at or before it). `None` for an empty pattern.
    pub fn start(
        hay: Haystack,
        size: u64,
        pattern: Vec<u8>,
        from: u64,
        forward: bool,
        wake: impl Fn() + Send + 'static,
    ) -> Option<FindJob> {
        if pattern.is_empty() {
            return None;
        }
        let cancel = Arc::new(AtomicBool::new(false));
        let (tx, rx) = channel();
        let c = Arc::clone(&cancel);
        std::thread::Builder::new()
            .name("utf8-inspector find".into())
            .spawn(move || {
                let r = search(&hay, size, &pattern, from, forward, &c);
                let _ = tx.send(r);
                wake();
            })
            .ok()?;
        Some(FindJob { cancel, result: rx })
    }

    /// The result, once there is one.
    pub fn poll(&self) -> Option<FindResult> {
        self.result.try_recv().ok()
    }

    /// Stops the search.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

impl Drop for FindJob {
    fn drop(&mut self) {
        self.cancel();
    }
}

/// The search itself (blocks overlap by `pattern.len() - 1` so a match across a block edge is found).
pub fn search(
    hay: &Haystack,
    size: u64,
    pattern: &[u8],
    from: u64,
    forward: bool,
    cancel: &AtomicBool,
) -> FindResult {
    let overlap = pattern.len() as u64 - 1;
    if forward {
        let finder = memmem::Finder::new(pattern);
        let mut pos = from;
        while pos < size {
            if cancel.load(Ordering::Relaxed) {
                return FindResult::NotFound;
            }
            let block = match hay.read_at(pos, BLOCK + overlap as usize) {
                Ok(b) => b,
                Err(e) => return FindResult::Failed(e.to_string()),
            };
            if let Some(i) = finder.find(&block) {
                return FindResult::Found(pos + i as u64);
            }
            if block.len() < BLOCK + overlap as usize {
                break;
            }
            pos += BLOCK as u64;
        }
    } else {
        let finder = memmem::FinderRev::new(pattern);
        let mut end = from.min(size);
        while end > 0 {
            if cancel.load(Ordering::Relaxed) {
                return FindResult::NotFound;
            }
            let start = end.saturating_sub(BLOCK as u64);
            let block = match hay.read_at(start, (end - start + overlap) as usize) {
                Ok(b) => b,
                Err(e) => return FindResult::Failed(e.to_string()),
            };
            // Only matches that start before `end`.
            let limit = ((end - start) as usize + pattern.len() - 1).min(block.len());
            if let Some(i) = finder.rfind(&block[..limit])
                && (start + i as u64) < end
            {
                return FindResult::Found(start + i as u64);
            }
            end = start;
        }
    }
    FindResult::NotFound
}

/// Parses a find query: bytes in hex like `c3 a9` when `hex` is set, else the text encoded as the
/// document is read (UTF-8, UTF-16/32 in its byte order, or the legacy encoding of View as).
pub fn parse_query(query: &str, hex: bool, reading: super::Reading) -> Result<Vec<u8>, String> {
    if !hex {
        return match reading {
            super::Reading::Utf8 => Ok(query.as_bytes().to_vec()),
            super::Reading::Wide(form) => {
                let mut out = Vec::new();
                for c in query.chars() {
                    form.encode(c, &mut out);
                }
                Ok(out)
            }
            super::Reading::Legacy(i) => {
                let l = crate::analysis::legacy::LEGACY
                    .get(i)
                    .ok_or("no such encoding")?;
                query
                    .chars()
                    .map(|c| {
                        l.encode_char(c)
                            .ok_or_else(|| format!("{c:?} cannot be written in {}", l.name))
                    })
                    .collect()
            }
        };
    }
    let digits: String = query.chars().filter(|c| !c.is_whitespace()).collect();
    if !digits.len().is_multiple_of(2) {
        return Err("an odd number of hex digits".into());
    }
    (0..digits.len())
        .step_by(2)
        .map(|i| {
            u8::from_str_radix(&digits[i..i + 2], 16)
                .map_err(|_| format!("{:?} is not a hex byte", &digits[i..i + 2]))
        })
        .collect()
}
