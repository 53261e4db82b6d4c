//! Analyses of whole inputs, built on the codec: the streaming scan, the legacy encodings, the
//! language models, the diagnosis and its wording, explanations, conversions and saving.
//!
//! This layer may do I/O (reading files in blocks) but knows nothing of egui or the terminal, so the
//! GUI and the CLI share every number it computes.

pub mod cells;
pub mod cjk;
pub mod convert;
pub mod copy;
pub mod copy_target;
pub mod diagnosis;
pub mod editorconfig;
pub mod explain;
pub mod kernel;
pub mod lang;
pub mod legacy;
pub mod legacy_tables;
pub mod magic;
pub mod mojibake;
pub mod read;
pub mod reading;
pub mod save;
pub mod scan;
#[cfg(test)]
pub(crate) mod test_samples;
pub mod wording;

pub use read::{InputError, open_regular, scan_path, scan_reader};
pub use scan::{ErrorRecord, ScanOptions, ScanResult, Scanner, Stats, WarningRecord, scan_bytes};
