//! utf8-inspector: shows exactly what the bytes of a file are.
//!
//! Layers, each depending only on those above it in this list:
//!
//! * [`codec`]: the strict UTF-8 codec (RFC 3629) and UTF-16/32 units. Pure functions; no I/O.
//! * [`analysis`]: whole inputs: the streaming scan, the legacy encodings and language models,
//!   the diagnosis (typed findings) and its one wording module, explanations, conversions, saving.
//! * [`document`]: one open input for the window: positioned reads, the selection, background
//!   jobs (one job type). No egui.
//! * [`ui`] (feature `gui`) and [`cli`]: the window and the command line, side by side; the
//!   binary (`main.rs`) picks one. Neither depends on the other.
//!
//! See ARCHITECTURE.md for how data flows between them, from bytes to the banner.

pub mod analysis;
pub mod cli;
pub mod codec;
pub mod document;
pub mod examples;
pub mod i18n;
#[cfg(feature = "gui")]
pub mod ui;
