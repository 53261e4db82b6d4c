//! Warnings: well-formed characters that a person inspecting a file usually wants pointed out.
//!
//! None of these make a file invalid, but each has a story: a BOM that a tool will print as "ï»¿",
//! a C1 control that betrays windows-1252 text decoded as Latin-1, a bidi override that reorders source
//! code (Trojan Source, CVE-2021-42574), a real U+FFFD that proves an earlier lossy conversion.

use serde::Serialize;

/// Kinds of warning, with kebab-case names ([`WarningKind::name`]) for machine output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum WarningKind {
    /// U+FEFF at offset 0: a byte order mark.
    Bom,
    /// U+FDD0–U+FDEF and the last two code points of every plane (U+xFFFE, U+xFFFF).
    Noncharacter,
    /// U+0080–U+009F: usually windows-1252 text misread as ISO-8859-1.
    C1Control,
    /// Bidirectional formatting controls (U+061C, U+200E–200F, U+202A–202E, U+2066–2069).
    BidiControl,
    /// Invisible characters: U+00AD, U+180E, U+200B–200D, U+2060–2064, U+FEFF after offset 0,
    /// U+FFF9–FFFB, and the tag characters U+E0000–E007F.
    Invisible,
    /// A genuine U+FFFD in the file: something already decoded it lossily.
    ReplacementChar,
    /// U+0000.
    Nul,
    /// Private-use characters (U+E000–F8FF, planes 15 and 16).
    PrivateUse,
}

impl WarningKind {
    /// Every kind, in the order used for counts and reports.
    pub const ALL: [WarningKind; 8] = [
        WarningKind::Bom,
        WarningKind::Noncharacter,
        WarningKind::C1Control,
        WarningKind::BidiControl,
        WarningKind::Invisible,
        WarningKind::ReplacementChar,
        WarningKind::Nul,
        WarningKind::PrivateUse,
    ];

    /// The kebab-case name used in machine output.
    pub fn name(self) -> &'static str {
        match self {
            WarningKind::Bom => "bom",
            WarningKind::Noncharacter => "noncharacter",
            WarningKind::C1Control => "c1-control",
            WarningKind::BidiControl => "bidi-control",
            WarningKind::Invisible => "invisible",
            WarningKind::ReplacementChar => "replacement-char",
            WarningKind::Nul => "nul",
            WarningKind::PrivateUse => "private-use",
        }
    }

    /// Position in [`WarningKind::ALL`], for count arrays.
    pub fn index(self) -> usize {
        self as usize
    }
}

impl std::fmt::Display for WarningKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The warning for character `c` found at byte `offset`, if any.
#[inline]
pub fn warning_for(c: char, offset: u64) -> Option<WarningKind> {
    let v = u32::from(c);
    let kind = match v {
        0x0000 => WarningKind::Nul,
        0x0001..=0x007F => return None,
        0x0080..=0x009F => WarningKind::C1Control,
        0x00AD => WarningKind::Invisible,
        0x061C | 0x200E..=0x200F | 0x202A..=0x202E | 0x2066..=0x2069 => WarningKind::BidiControl,
        0x200B..=0x200D | 0x2060..=0x2064 => WarningKind::Invisible,
        // Mongolian vowel separator, interlinear annotation controls, and the tag characters,
        // which render as nothing and have been used to hide instructions inside text.
        0x180E | 0xFFF9..=0xFFFB | 0xE_0000..=0xE_007F => WarningKind::Invisible,
        0xFEFF if offset == 0 => WarningKind::Bom,
        0xFEFF => WarningKind::Invisible,
        0xFFFD => WarningKind::ReplacementChar,
        0xFDD0..=0xFDEF => WarningKind::Noncharacter,
        _ if v & 0xFFFE == 0xFFFE => WarningKind::Noncharacter,
        0xE000..=0xF8FF | 0xF_0000..=0x10_FFFF => WarningKind::PrivateUse,
        _ => return None,
    };
    Some(kind)
}
