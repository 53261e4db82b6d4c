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
    /// U+FFF9–FFFB, and the tag characters U+E0000–E007F. The joiner controls U+200C–200D only
    /// where they hide something ([`warning_in_context`]; [`warning_for`] alone cannot tell).
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

/// Is `c` one of the two joiner controls, U+200C ZERO WIDTH NON-JOINER or U+200D ZERO WIDTH JOINER?
///
/// They are invisible, but unlike the other invisible characters they have a job inside words and
/// emoji: Persian writes "می‌خواهم" with a non-joiner (the UDHR text has 38), Indic scripts choose a
/// conjunct's form with them, and every multi-person or profession emoji (👩‍💻, 👨‍👩‍👧) is a joiner
/// sequence. So whether one deserves a warning depends on its neighbours ([`joiner_in_use`]).
#[inline]
pub fn is_joiner(c: char) -> bool {
    matches!(c, '\u{200C}' | '\u{200D}')
}

/// Is a joiner control between `prev` and `next` (the characters just before and after it, `None`
/// at either end of the input or next to an ill-formed sequence) doing its job? Yes when both are
/// letters, marks, emoji or variation selectors outside ASCII: that is where Persian, the Indic
/// scripts and emoji sequences put them. A joiner next to ASCII, a space, punctuation, another
/// invisible character or the end of the text hides something ("pass\u{200D}word" looks like
/// "password" and compares unequal), so it keeps its warning.
pub fn joiner_in_use(prev: Option<char>, next: Option<char>) -> bool {
    fn joins(c: char) -> bool {
        let v = u32::from(c);
        !c.is_ascii()
            && (c.is_alphabetic()
                // Combining marks (a virama before an Indic joiner is not alphabetic).
                || matches!(v, 0x0300..=0x036F | 0x0483..=0x0489 | 0x0591..=0x05C7
                    | 0x0610..=0x061A | 0x064B..=0x065F | 0x0670 | 0x06D6..=0x06ED
                    | 0x0900..=0x0DFF | 0x0E00..=0x0FFF | 0x1000..=0x109F | 0x1780..=0x17FF
                    | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x20D0..=0x20FF | 0xFE20..=0xFE2F)
                // Variation selectors (❤️‍🔥 is U+2764 U+FE0F U+200D U+1F525).
                || matches!(v, 0xFE00..=0xFE0F)
                // Pictographs: emoji, the symbols and dingbats that emoji sequences use
                // (♀ ♂ ⚕ ⚖ ✈ ❤ ➡), skin tones and regional indicators.
                || matches!(v, 0x00A9 | 0x00AE | 0x203C | 0x2049 | 0x2122 | 0x2139
                    | 0x2194..=0x21AA | 0x231A..=0x23FF | 0x24C2 | 0x25AA..=0x27BF
                    | 0x2934..=0x2935 | 0x2B05..=0x2B55 | 0x3030 | 0x303D | 0x3297 | 0x3299
                    | 0x1_F000..=0x1_FAFF))
    }
    matches!((prev, next), (Some(p), Some(n)) if joins(p) && joins(n))
}

/// The warning for character `c` at byte `offset` between the characters `prev` and `next`: as
/// [`warning_for`], except that a joiner control doing its job ([`joiner_in_use`]) has none.
#[inline]
pub fn warning_in_context(
    c: char,
    offset: u64,
    prev: Option<char>,
    next: Option<char>,
) -> Option<WarningKind> {
    match warning_for(c, offset) {
        Some(WarningKind::Invisible) if is_joiner(c) && joiner_in_use(prev, next) => None,
        w => w,
    }
}

/// The character that ends exactly at `end` in `bytes` (`None` at the start, or when the bytes
/// before `end` are not the end of a well-formed sequence).
pub fn char_before(bytes: &[u8], end: usize) -> Option<char> {
    let end = end.min(bytes.len());
    let start = super::sequence::sequence_start(&bytes[..end], end.checked_sub(1)?);
    match super::sequence::decode_prefix(&bytes[start..end], true) {
        Some((l, super::Class::Char(c))) if usize::from(l) == end - start => Some(c),
        _ => None,
    }
}

/// The characters just before `bytes[start]` and just after `bytes[..end]` (a sequence's
/// neighbours), where they are whole and well-formed: what decides a joiner control's warning.
pub fn chars_around(bytes: &[u8], start: usize, end: usize) -> (Option<char>, Option<char>) {
    (
        char_before(bytes, start),
        bytes.get(end..).and_then(char_at),
    )
}

/// The character that starts at `bytes[0]`, if it is complete and well-formed.
pub fn char_at(bytes: &[u8]) -> Option<char> {
    match super::sequence::decode_prefix(bytes, true) {
        Some((_, super::Class::Char(c))) => Some(c),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn joiners_in_words_and_emoji_are_in_use_and_elsewhere_hide() {
        let between = |s: &str| {
            let i = s.find(is_joiner).expect("a joiner");
            let b = s.as_bytes();
            joiner_in_use(char_before(b, i), char_at(&b[i + 3..]))
        };
        // Persian "I want", Hindi "kṣa" with a joiner after the virama, Malayalam chillu.
        assert!(between("می\u{200C}خواهم"));
        assert!(between("क्\u{200D}ष"));
        assert!(between("ന്\u{200D}ന"));
        // Emoji: woman technologist, heart on fire, family, rainbow flag, woman with skin tone.
        for e in [
            "👩\u{200D}💻",
            "❤\u{FE0F}\u{200D}🔥",
            "👨\u{200D}👩\u{200D}👧",
            "🏳\u{FE0F}\u{200D}🌈",
            "👩🏽\u{200D}⚕",
        ] {
            assert!(between(e), "{e:?}");
        }
        // Hiding: inside an ASCII word, after a space, at either end, doubled, next to a joiner.
        for s in [
            "pass\u{200D}word",
            "a \u{200C}b",
            "\u{200D}é",
            "é\u{200D}",
            "é\u{200D}\u{200D}é",
            "é\u{200D}.",
            "5\u{200C}ب",
        ] {
            assert!(!between(s), "{s:?}");
        }
        assert_eq!(
            warning_in_context('\u{200D}', 4, Some('👩'), Some('💻')),
            None
        );
        assert_eq!(
            warning_in_context('\u{200D}', 4, Some('s'), Some('w')),
            Some(WarningKind::Invisible)
        );
        // Other invisible characters keep their warning whatever surrounds them.
        assert_eq!(
            warning_in_context('\u{200B}', 4, Some('ب'), Some('ب')),
            Some(WarningKind::Invisible)
        );
    }

    #[test]
    fn char_before_and_at_find_whole_characters_only() {
        let b = "aé中😀".as_bytes();
        assert_eq!(char_before(b, 0), None);
        assert_eq!(char_before(b, 1), Some('a'));
        assert_eq!(char_before(b, 3), Some('é'));
        assert_eq!(char_before(b, 6), Some('中'));
        assert_eq!(char_before(b, 10), Some('😀'));
        assert_eq!(char_before(b, 5), None, "inside 中");
        assert_eq!(char_before(b"\xe4\xb8", 2), None, "a cut sequence");
        assert_eq!(char_before(b"\x80\x80\x80\x80\x80", 5), None);
        assert_eq!(char_at(&b[3..]), Some('中'));
        assert_eq!(char_at(&b[4..]), None);
        assert_eq!(char_at(b""), None);
        assert_eq!(char_at(b"\xe4\xb8"), None);
    }
}
