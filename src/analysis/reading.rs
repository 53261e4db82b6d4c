//! How bytes are read into characters: UTF-8, one legacy single-byte encoding, one multi-byte
//! CJK encoding, or UTF-16/UTF-32 code units. Plain data, here so that the copy formats (and
//! anything else below the document) can follow the reading the window shows; the document owns
//! the current one.

use crate::codec::WideForm;

/// The reading of the bytes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Reading {
    /// Strict UTF-8, every sequence classified.
    #[default]
    Utf8,
    /// One byte per character in the legacy encoding `LEGACY[i]`.
    Legacy(usize),
    /// UTF-16 or UTF-32 code units.
    Wide(WideForm),
    /// A multi-byte CJK encoding read from any byte on (one of
    /// [`crate::analysis::cjk::BYTEWISE`]): a character spans 1–4 bytes.
    Cjk(crate::analysis::cjk::CjkId),
}

impl Reading {
    /// "UTF-8", "ISO-8859-2", "UTF-16LE".
    pub fn name(self) -> &'static str {
        match self {
            Reading::Utf8 => "UTF-8",
            Reading::Legacy(i) => crate::analysis::legacy::LEGACY
                .get(i)
                .map_or("?", |l| l.name),
            Reading::Wide(f) => f.name(),
            Reading::Cjk(id) => id.name(),
        }
    }
}
