//! Search for bytes as a [`Job`] (a search through a large file must not freeze the window), one
//! block per step.

use super::job::{Job, JobContext, Step, Work};
use memchr::memmem;
use std::fs::File;
use std::os::unix::fs::FileExt;
use std::sync::Arc;
use thiserror::Error;

/// What to search in.
#[derive(Debug)]
pub enum Haystack {
    /// A file, by positioned reads.
    File(Arc<File>),
    /// Bytes in memory.
    Memory(Arc<[u8]>),
    /// A haystack whose every read panics (tests of a worker that dies).
    #[cfg(test)]
    Panics,
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
            #[cfg(test)]
            Haystack::Panics => panic!("a read that panics (expected)"),
        }
    }
}

/// How a search ended, as the find bar shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FindResult {
    /// Found at this offset.
    Found(u64),
    /// Not found in the searched direction.
    NotFound,
    /// The search failed (reading, a worker that panicked or could not start): why.
    Failed(String),
}

/// Why a search failed.
#[derive(Debug, Error)]
pub enum FindError {
    /// Reading the input failed.
    #[error("reading byte {offset} failed: {source}")]
    Read {
        /// Where the read started.
        offset: u64,
        /// The read's error.
        #[source]
        source: std::io::Error,
    },
}

/// A running search.
#[derive(Debug)]
pub struct FindJob {
    job: Job<Option<u64>, FindError>,
}

const BLOCK: usize = 1 << 20;

/// The search, one block per step (blocks overlap by `pattern.len() - 1` so a match across a
/// block edge is found).
struct FindWork {
    hay: Haystack,
    size: u64,
    pattern: Vec<u8>,
    forward: bool,
    /// Forward: where the next block starts; backward: where the next block ends.
    at: u64,
}

impl Work for FindWork {
    type Output = Option<u64>;
    type Error = FindError;

    fn step(&mut self, _: &JobContext) -> Step<Result<Option<u64>, FindError>> {
        let overlap = self.pattern.len() - 1;
        let read = |offset, len| {
            self.hay
                .read_at(offset, len)
                .map_err(|source| FindError::Read { offset, source })
        };
        if self.forward {
            let pos = self.at;
            if pos >= self.size {
                return Step::Done(Ok(None));
            }
            let block = match read(pos, BLOCK + overlap) {
                Ok(b) => b,
                Err(e) => return Step::Done(Err(e)),
            };
            if let Some(i) = memmem::find(&block, &self.pattern) {
                return Step::Done(Ok(Some(pos + i as u64)));
            }
            if block.len() < BLOCK + overlap {
                return Step::Done(Ok(None));
            }
            self.at = pos + BLOCK as u64;
        } else {
            let end = self.at;
            if end == 0 {
                return Step::Done(Ok(None));
            }
            let start = end.saturating_sub(BLOCK as u64);
            let block = match read(start, (end - start) as usize + overlap) {
                Ok(b) => b,
                Err(e) => return Step::Done(Err(e)),
            };
            // Only matches that start before `end`.
            let limit = ((end - start) as usize + overlap).min(block.len());
            if let Some(i) = memmem::rfind(&block[..limit], &self.pattern)
                && (start + i as u64) < end
            {
                return Step::Done(Ok(Some(start + i as u64)));
            }
            self.at = start;
        }
        Step::More
    }
}

impl FindJob {
    /// Searches `pattern` from `from` forward (first match at or after it) or backward (last match
    /// that ends at or before it). `None` for an empty pattern. Every other failure (reading, a
    /// worker that cannot start or panics) is reported by [`FindJob::poll`].
    pub fn start(
        hay: Haystack,
        size: u64,
        pattern: Vec<u8>,
        from: u64,
        forward: bool,
        wake: impl Fn() + Send + 'static,
    ) -> Option<FindJob> {
        Self::start_with(
            |work| Job::spawn("search", wake, work),
            hay,
            size,
            pattern,
            from,
            forward,
        )
    }

    /// [`FindJob::start`] with the job made by `spawn`.
    fn start_with(
        spawn: impl FnOnce(FindWork) -> Job<Option<u64>, FindError>,
        hay: Haystack,
        size: u64,
        pattern: Vec<u8>,
        from: u64,
        forward: bool,
    ) -> Option<FindJob> {
        if pattern.is_empty() {
            return None;
        }
        let at = if forward { from } else { from.min(size) };
        Some(FindJob {
            job: spawn(FindWork {
                hay,
                size,
                pattern,
                forward,
                at,
            }),
        })
    }

    /// The result, once there is one.
    pub fn poll(&self) -> Option<FindResult> {
        self.job.poll().map(|outcome| match outcome {
            Ok(Some(at)) => FindResult::Found(at),
            Ok(None) => FindResult::NotFound,
            Err(e) => FindResult::Failed(e.to_string()),
        })
    }

    /// Stops the search.
    pub fn cancel(&self) {
        self.job.cancel();
    }
}

/// Why a search text cannot be searched for.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum QueryError {
    /// The reading names an encoding that does not exist.
    #[error("no such encoding (#{0})")]
    NoSuchEncoding(usize),
    /// A character the reading's encoding has no byte for.
    #[error("{0:?} cannot be written in {1}")]
    Unwritable(char, &'static str),
    /// Hex bytes come in pairs of digits.
    #[error("an odd number of hex digits")]
    OddHexDigits,
    /// Not two hex digits.
    #[error("{0:?} is not a hex byte")]
    NotHex(String),
}

/// Parses a find query: bytes in hex like `c3 a9` when `hex` is set, else the text encoded as the
/// document is read (UTF-8, UTF-16/32 in its byte order, or the legacy encoding of View as).
pub fn parse_query(query: &str, hex: bool, reading: super::Reading) -> Result<Vec<u8>, QueryError> {
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
            super::Reading::Cjk(id) => {
                let (bytes, unwritable) = crate::analysis::cjk::encode(query, id, None)
                    .map_err(|_| QueryError::Unwritable('?', id.name()))?;
                match unwritable.first() {
                    Some(&(_, c)) => Err(QueryError::Unwritable(c, id.name())),
                    None => Ok(bytes),
                }
            }
            super::Reading::Legacy(i) => {
                let l = crate::analysis::legacy::LEGACY
                    .get(i)
                    .ok_or(QueryError::NoSuchEncoding(i))?;
                query
                    .chars()
                    .map(|c| l.encode_char(c).ok_or(QueryError::Unwritable(c, l.name)))
                    .collect()
            }
        };
    }
    let digits: String = query.chars().filter(|c| !c.is_whitespace()).collect();
    if !digits.len().is_multiple_of(2) {
        return Err(QueryError::OddHexDigits);
    }
    (0..digits.len())
        .step_by(2)
        .map(|i| {
            u8::from_str_radix(&digits[i..i + 2], 16)
                .map_err(|_| QueryError::NotHex(digits[i..i + 2].to_string()))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    fn wait(job: &FindJob) -> FindResult {
        let start = Instant::now();
        loop {
            if let Some(r) = job.poll() {
                return r;
            }
            assert!(start.elapsed() < Duration::from_secs(10), "no result");
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    fn start(hay: Haystack, size: u64) -> FindJob {
        FindJob::start(hay, size, b"x".to_vec(), 0, true, || {}).expect("a pattern")
    }

    #[test]
    fn found_not_found_and_across_blocks() {
        let mut bytes = vec![0u8; 3 * BLOCK];
        bytes[BLOCK - 1..BLOCK + 1].copy_from_slice(b"ab");
        let hay = || Haystack::Memory(bytes.clone().into());
        let size = bytes.len() as u64;
        let job = FindJob::start(hay(), size, b"ab".to_vec(), 0, true, || {}).expect("job");
        assert_eq!(wait(&job), FindResult::Found(BLOCK as u64 - 1));
        let job = FindJob::start(hay(), size, b"ab".to_vec(), size, false, || {}).expect("job");
        assert_eq!(wait(&job), FindResult::Found(BLOCK as u64 - 1));
        let job = FindJob::start(hay(), size, b"ab".to_vec(), BLOCK as u64, true, || {});
        assert_eq!(wait(&job.expect("job")), FindResult::NotFound);
        assert!(FindJob::start(hay(), size, Vec::new(), 0, true, || {}).is_none());
    }

    #[test]
    fn a_read_that_fails_is_a_failed_search() {
        // A file opened write-only: reading it fails (EBADF).
        let named = tempfile::NamedTempFile::new().expect("temp file");
        let file = std::fs::OpenOptions::new()
            .write(true)
            .open(named.path())
            .expect("open write-only");
        let job = start(Haystack::File(Arc::new(file)), 100);
        match wait(&job) {
            FindResult::Failed(why) => assert!(why.starts_with("reading byte 0 failed"), "{why}"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_worker_that_panics_is_a_failed_search_not_searching_for_ever() {
        let job = start(Haystack::Panics, 100);
        assert_eq!(
            wait(&job),
            FindResult::Failed(
                "the search stopped with an internal error: a read that panics (expected)".into()
            )
        );
    }

    #[test]
    fn a_worker_that_cannot_start_is_a_failed_search() {
        // A stack larger than the address space: no thread.
        let job = FindJob::start_with(
            |work| {
                let builder = std::thread::Builder::new().stack_size(1 << 60);
                Job::spawn_on(builder, "search", || {}, work)
            },
            Haystack::Memory(Arc::from(&b"xxx"[..])),
            3,
            b"x".to_vec(),
            0,
            true,
        )
        .expect("a pattern");
        match wait(&job) {
            FindResult::Failed(why) => {
                assert!(why.starts_with("the search could not start"), "{why}");
            }
            other => panic!("{other:?}"),
        }
    }
}
