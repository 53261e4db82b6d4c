//! A decoder that accepts input in arbitrary chunks.
//!
//! Files are read in blocks, and a sequence may straddle two blocks (or, fed one byte at a time, six).
//! The decoder keeps the incomplete tail (at most five bytes) and completes it from the next chunk, so
//! any chunking yields exactly the sequences of one pass over the whole input.

use super::sequence::{Sequence, decode_prefix};

/// Streaming sequence decoder.
#[derive(Clone, Debug, Default)]
pub struct StreamDecoder {
    carry: [u8; 6],
    carry_len: usize,
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
        self.offset + self.carry_len as u64
    }

    /// Feeds the next chunk; `emit` receives every sequence completed by it, in order.
    pub fn feed(&mut self, mut chunk: &[u8], mut emit: impl FnMut(Sequence)) {
        if self.carry_len > 0 {
            // Complete the held-back sequence with the first bytes of this chunk.
            let take = chunk.len().min(self.carry.len() - self.carry_len);
            let mut tmp = self.carry;
            tmp[self.carry_len..self.carry_len + take].copy_from_slice(&chunk[..take]);
            let have = self.carry_len + take;
            match decode_prefix(&tmp[..have], false) {
                None => {
                    self.carry = tmp;
                    self.carry_len = have;
                    return;
                }
                Some((len, class)) => {
                    let len_us = usize::from(len);
                    emit(Sequence {
                        offset: self.offset,
                        len,
                        class,
                    });
                    self.offset += u64::from(len);
                    // The carried bytes are all part of this sequence (a lead and continuations).
                    let from_chunk = len_us.saturating_sub(self.carry_len);
                    self.carry_len = 0;
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
                    let rest = &chunk[pos..];
                    self.carry[..rest.len()].copy_from_slice(rest);
                    self.carry_len = rest.len();
                    return;
                }
            }
        }
    }

    /// Ends the input: a held-back incomplete sequence is emitted as truncated.
    pub fn finish(&mut self, mut emit: impl FnMut(Sequence)) {
        let mut pos = 0;
        while pos < self.carry_len {
            let Some((len, class)) = decode_prefix(&self.carry[pos..self.carry_len], true) else {
                break;
            };
            emit(Sequence {
                offset: self.offset,
                len,
                class,
            });
            self.offset += u64::from(len);
            pos += usize::from(len);
        }
        self.carry_len = 0;
    }
}
