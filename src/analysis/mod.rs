//! Whole-input scans.
