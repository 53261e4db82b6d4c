//! utf8-inspector: shows exactly what the bytes of a file are.
//!
//! Layers, each depending only on those above it in this list:
//!
//! * [`codec`]: the strict UTF-8 codec (RFC 3629). Pure functions; no I/O.
//! * [`analysis`]: whole-input scans built on the codec (counts, error index, warnings, lines).
//! * [`cli`]: the command line, a thin shell over the layers above.
//!
//! See ARCHITECTURE.md for how data flows between them.

pub mod analysis;
pub mod cli;
pub mod codec;
pub mod document;
pub mod examples;
#[cfg(feature = "gui")]
pub mod ui;
