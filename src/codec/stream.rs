//! A decoder that accepts input in arbitrary chunks.
//!
//! Files are read in blocks, and a sequence may straddle two blocks (or, fed one byte at a time, six).
//! The decoder keeps the incomplete tail (at most five bytes) and completes it from the next chunk, so
//! any chunking yields exactly the sequences of one pass over the whole input.

use super::sequence::{Class, Sequence, decode_prefix};

/// The bytes of a sequence cut by the end of a chunk (at most five), waiting for the next chunk.
/// Shared by [`StreamDecoder`] and the scanner, so both complete a cut sequence the same way.
#[derive(Clone, Copy, Debug, Default)]
pub struct Carry {
    bytes: [u8; 6],
    len: usize,
}

/// What the first bytes of a new chunk did to a carried sequence.
#[derive(Clone, Copy, Debug)]
pub enum Completed {
    /// Still incomplete: the whole chunk was taken in.
    NeedMore,
    /// The sequence is complete: its bytes, length and class, and how many bytes of the chunk it took.
    Done {
        /// The sequence's bytes (the first `len`).
        bytes: [u8; 6],
        /// Its length.
        len: u8,
        /// What it is.
        class: Class,
        /// Bytes of the chunk that belong to it.
        from_chunk: usize,
    },
}

impl Carry {
    /// Nothing held back?
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Number of bytes held back.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Holds back `tail` (an incomplete sequence, at most five bytes).
    pub fn hold(&mut self, tail: &[u8]) {
        let n = tail.len().min(self.bytes.len());
        self.bytes[..n].copy_from_slice(&tail[..n]);
        self.len = n;
    }

    /// Completes the held-back sequence with the first bytes of `chunk`.
    pub fn complete(&mut self, chunk: &[u8]) -> Completed {
        let take = chunk.len().min(self.bytes.len() - self.len);
        let mut tmp = self.bytes;
        tmp[self.len..self.len + take].copy_from_slice(&chunk[..take]);
        let have = self.len + take;
        match decode_prefix(&tmp[..have], false) {
            None => {
                self.bytes = tmp;
                self.len = have;
                Completed::NeedMore
            }
            Some((len, class)) => {
                // The carried bytes are all part of this sequence (a lead and continuations).
                let from_chunk = usize::from(len).saturating_sub(self.len);
                self.len = 0;
                Completed::Done {
                    bytes: tmp,
                    len,
                    class,
                    from_chunk,
                }
            }
        }
    }

    /// At the end of the input: the held-back bytes as (possibly several) truncated sequences,
    /// each with its bytes.
    pub fn finish(&mut self, mut each: impl FnMut(&[u8], u8, Class)) {
        let bytes = self.bytes;
        let mut pos = 0;
        while pos < self.len {
            let Some((len, class)) = decode_prefix(&bytes[pos..self.len], true) else {
                break;
            };
            each(&bytes[pos..pos + usize::from(len)], len, class);
            pos += usize::from(len);
        }
        self.len = 0;
    }
}

/// Streaming sequence decoder.
#[derive(Clone, Debug, Default)]
pub struct StreamDecoder {
    carry: Carry,
    offset: u64,
}

impl StreamDecoder {
    /// A decoder whose first byte has offset 0.
    pub fn new() -> Self {
        Self::default()
    }

    /// A decoder whose first byte has offset `base`.
    pub fn with_offset(base: u64) -> Self {
        StreamDecoder {
            offset: base,
            ..Self::default()
        }
    }

    /// Offset of the next byte to be fed.
    pub fn next_offset(&self) -> u64 {
        self.offset + self.carry.len() as u64
    }

    /// Feeds the next chunk; `emit` receives every sequence completed by it, in order.
    pub fn feed(&mut self, mut chunk: &[u8], mut emit: impl FnMut(Sequence)) {
        if !self.carry.is_empty() {
            match self.carry.complete(chunk) {
                Completed::NeedMore => return,
                Completed::Done {
                    len,
                    class,
                    from_chunk,
                    ..
                } => {
                    emit(Sequence {
                        offset: self.offset,
                        len,
                        class,
                    });
                    self.offset += u64::from(len);
                    chunk = &chunk[from_chunk..];
                }
            }
        }
        let mut pos = 0;
        while pos < chunk.len() {
            match decode_prefix(&chunk[pos..], false) {
                Some((len, class)) => {
                    emit(Sequence {
                        offset: self.offset,
                        len,
                        class,
                    });
                    self.offset += u64::from(len);
                    pos += usize::from(len);
                }
                None => {
                    self.carry.hold(&chunk[pos..]);
                    return;
                }
            }
        }
    }

    /// Ends the input: a held-back incomplete sequence is emitted as truncated.
    pub fn finish(&mut self, mut emit: impl FnMut(Sequence)) {
        let mut offset = self.offset;
        self.carry.finish(|_, len, class| {
            emit(Sequence { offset, len, class });
            offset += u64::from(len);
        });
        self.offset = offset;
    }
}
