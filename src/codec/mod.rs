//! The strict UTF-8 codec (RFC 3629): pure functions over byte slices.
//!
//! Why a codec of our own when `std` has one: `std::str::from_utf8` says *where* the first error is,
//! never *what* it is, and it stops there. An inspector must classify every byte of a file, keep going
//! after an error, and explain each one (overlong? surrogate? a 5-byte form from RFC 2279?). So this
//! module groups bytes into [`Sequence`]s by one fixed rule (see [`decode_prefix`]), classifies each one,
//! and never returns `Err` for malformed input: invalid UTF-8 is data.
//!
//! Two counts are deliberately different and both are reported: an error *sequence* is what a person
//! sees as one unit (`C0 80` is one overlong sequence), while a lossy decoder following Unicode's
//! maximal-subpart practice inserts one U+FFFD per maximal ill-formed subpart (`C0 80` gives two). See
//! [`lossy`].
//!
//! Nothing here does I/O or knows about egui; the scanner in `analysis` and every panel build on it.

pub mod encode;
pub mod lossy;
pub mod sequence;
pub mod stream;
pub mod warning;
pub mod wide;
pub mod window;

pub use encode::{Conformance, EncodeError, Encoded, encode_value};
pub use lossy::{Utf8ErrorInfo, decode_lossy, maximal_subpart, replacement_count, utf8_error};
pub use sequence::{Class, ErrorKind, Sequence, Sequences, decode_prefix, sequence_start};
pub use stream::StreamDecoder;
pub use warning::{
    WarningKind, char_at, char_before, chars_around, is_joiner, joiner_in_use, warning_for,
    warning_in_context,
};
pub use wide::{
    WideError, WideForm, WideScanner, WideStats, WideUnit, decode_wide, decode_wide_prefix,
    scan_wide,
};
pub use window::{Quick, decode_window};
