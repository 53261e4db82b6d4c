//! What each byte *is* for display purposes: its role and the glyph its sequence shows.
//!
//! The terminal dump and the GUI both draw one cell per byte. The role of a byte drives its colour
//! *and* a non-colour cue (for colour-blind users and washed-out projectors), so it is an enum decided
//! here, once, from the codec's classification; the views only map roles to styles.

use crate::codec::{Class, ErrorKind, Sequence, WarningKind, warning_in_context};
use unicode_width::UnicodeWidthChar;

/// The role of one byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ByteRole {
    /// A printable ASCII character (including space).
    Ascii,
    /// An ASCII control character (tab, line feed, …) other than NUL.
    AsciiControl,
    /// The lead byte of a valid n-byte character (n = 2, 3, 4).
    Lead(u8),
    /// A continuation byte of a valid n-byte character.
    Continuation(u8),
    /// A byte of a well-formed character that carries a warning.
    Warning(WarningKind),
    /// A byte of an ill-formed sequence.
    Error(ErrorKind),
    /// A non-ASCII byte read as a legacy single-byte encoding ("View as").
    Legacy,
    /// A byte the legacy encoding of "View as" maps to nothing.
    Unmapped,
}

impl ByteRole {
    /// A byte that has this role when the bytes are read as `reading`, for the legend's sample
    /// box: `41` for ASCII, `0a` for a control, `c3` for a lead of two bytes and `a9` for a
    /// continuation (`é`), `c0` for an error (`C0 80`), `e9` for a letter of windows-1252; a
    /// projector showed `c3` beside "ASCII" (GUI review of 2026-12-05). `None` where no byte has
    /// the role in that reading (ISO-8859-1 maps every byte: the legend leaves "unmapped" out).
    pub fn sample(self, reading: crate::analysis::reading::Reading) -> Option<u8> {
        use crate::analysis::reading::Reading;
        let high = |mapped: bool| -> Option<u8> {
            let Reading::Legacy(i) = reading else {
                return None;
            };
            let l = crate::analysis::legacy::LEGACY.get(i)?;
            (0x80..=0xFF).find(|&b| l.decode_byte(b).is_some() == mapped)
        };
        Some(match (self, reading) {
            (ByteRole::Ascii, _) => b'A',
            (ByteRole::AsciiControl, _) => b'\n',
            (ByteRole::Legacy, Reading::Cjk(id)) => {
                let (bytes, _) = crate::analysis::cjk::encode("日", id, None).ok()?;
                *bytes.first()?
            }
            (ByteRole::Unmapped, Reading::Cjk(_)) => 0xFF,
            (ByteRole::Legacy, _) => high(true)?,
            (ByteRole::Unmapped, _) => high(false)?,
            // UTF-16/32: a unit's low byte (`A`), a surrogate's high byte, the BOM's first.
            (ByteRole::Lead(4), Reading::Wide(f)) if f.is_utf16() => 0xD8,
            (ByteRole::Lead(_) | ByteRole::Continuation(_), Reading::Wide(_)) => b'A',
            (ByteRole::Warning(_), Reading::Wide(_)) => 0xFE,
            (ByteRole::Error(_), Reading::Wide(_)) => 0xDC,
            (ByteRole::Lead(2), _) => 0xC3,
            (ByteRole::Lead(3), _) => 0xE2,
            (ByteRole::Lead(_), _) => 0xF0,
            (ByteRole::Continuation(_), _) => 0xA9,
            // The BOM's first byte.
            (ByteRole::Warning(_), _) => 0xEF,
            (ByteRole::Error(ErrorKind::Overlong), _) => 0xC0,
            (ByteRole::Error(_), _) => 0xFF,
        })
    }

    /// The role of byte `i` (0-based) of sequence `seq`.
    pub fn of(seq: &Sequence, i: usize) -> ByteRole {
        let look = look(seq);
        if i == 0 { look.lead } else { look.rest }
    }
}

/// Everything a view needs to draw one sequence, computed once per sequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    /// Role of the first byte.
    pub lead: ByteRole,
    /// Role of the other bytes.
    pub rest: ByteRole,
    /// What the characters column shows at the first byte.
    pub glyph: Glyph,
}

/// Roles and glyph of one byte read as a legacy single-byte encoding (`decoded` is what the
/// encoding maps it to): each byte is its own unit.
pub fn legacy_look(offset: u64, byte: u8, decoded: Option<char>) -> (Sequence, Look) {
    encoded_look(offset, 1, byte, decoded)
}

/// Roles and glyph of the `len` bytes from `offset` (the first `first`) read as one character of a
/// legacy encoding, single-byte or CJK (`decoded`: the character, `None` for a byte that starts
/// none, which is a unit of its own): one box, like a UTF-8 sequence.
pub fn encoded_look(offset: u64, len: u8, first: u8, decoded: Option<char>) -> (Sequence, Look) {
    let c = decoded.unwrap_or(ERROR_MARK);
    let seq = Sequence {
        offset,
        len: if decoded.is_some() { len.max(1) } else { 1 },
        class: Class::Char(c),
    };
    let role = match decoded {
        None => ByteRole::Unmapped,
        Some(_) if first >= 0x80 || len > 1 => ByteRole::Legacy,
        Some(c) if c.is_ascii_control() => ByteRole::AsciiControl,
        Some(_) => ByteRole::Ascii,
    };
    let glyph = if decoded.is_none() {
        Glyph::new(ERROR_MARK, None, 1)
    } else {
        glyph_for(seq.class, None)
    };
    (
        seq,
        Look {
            lead: role,
            rest: role,
            glyph,
        },
    )
}

/// Roles and glyph of a sequence, seen without its neighbours (a joiner control is warned about).
pub fn look(seq: &Sequence) -> Look {
    look_in(seq, (None, None))
}

/// Roles and glyph of a sequence between the characters `around` (before, after: they decide
/// whether a joiner control is doing its job, [`crate::codec::joiner_in_use`]).
pub fn look_in(seq: &Sequence, around: (Option<char>, Option<char>)) -> Look {
    let (lead, rest, warning) = match seq.class {
        Class::Error { kind, .. } => (ByteRole::Error(kind), ByteRole::Error(kind), None),
        Class::Char(c) => match warning_in_context(c, seq.offset, around.0, around.1) {
            Some(w) => (ByteRole::Warning(w), ByteRole::Warning(w), Some(w)),
            None if seq.len == 1 && c.is_ascii_control() => {
                (ByteRole::AsciiControl, ByteRole::AsciiControl, None)
            }
            None if seq.len == 1 => (ByteRole::Ascii, ByteRole::Ascii, None),
            None => (
                ByteRole::Lead(seq.len),
                ByteRole::Continuation(seq.len),
                None,
            ),
        },
    };
    Look {
        lead,
        rest,
        glyph: glyph_for(seq.class, warning),
    }
}

/// How a sequence shows in a characters column: at most 8 bytes of UTF-8, stored inline so that
/// drawing a large dump allocates nothing per character.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Glyph {
    buf: [u8; 8],
    len: u8,
    /// Columns the text takes in a terminal (1 or 2).
    pub width: u8,
}

impl Glyph {
    /// A glyph of one or two characters (`c` then `mark`, for a combining mark on a dotted circle).
    fn new(c: char, mark: Option<char>, width: u8) -> Glyph {
        let mut buf = [0u8; 8];
        let mut len = c.encode_utf8(&mut buf).len();
        if let Some(m) = mark {
            len += m.encode_utf8(&mut buf[len..]).len();
        }
        Glyph {
            buf,
            len: len as u8,
            width,
        }
    }

    /// The text to draw at the sequence's first cell. Never a raw control, bidi or invisible
    /// character: those are replaced by visible pictures.
    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.buf[..usize::from(self.len)]).unwrap_or("?")
    }

    /// The same, as bytes.
    pub fn as_bytes(&self) -> &[u8] {
        &self.buf[..usize::from(self.len)]
    }

    /// All 8 bytes of the inline buffer (only the first [`Glyph::byte_len`] are the glyph): lets a
    /// renderer copy a fixed size, which compiles to two moves instead of a `memcpy` call.
    pub fn raw(&self) -> &[u8; 8] {
        &self.buf
    }

    /// Length of the glyph in bytes.
    pub fn byte_len(&self) -> usize {
        usize::from(self.len)
    }
}

/// Marker drawn for an ill-formed sequence: deliberately not U+FFFD, so that a genuine U+FFFD in the
/// file stays distinguishable from an error.
pub const ERROR_MARK: char = '×';
/// Filler drawn on the continuation cells of a sequence.
pub const FILLER: char = '·';

const C1_NAMES: [&str; 32] = [
    "PAD", "HOP", "BPH", "NBH", "IND", "NEL", "SSA", "ESA", "HTS", "HTJ", "VTS", "PLD", "PLU",
    "RI", "SS2", "SS3", "DCS", "PU1", "PU2", "STS", "CCH", "MW", "SPA", "EPA", "SOS", "SGCI",
    "SCI", "CSI", "ST", "OSC", "PM", "APC",
];

const C0_NAMES: [&str; 32] = [
    "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT", "LF", "VT", "FF", "CR",
    "SO", "SI", "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB", "ESC",
    "FS", "GS", "RS", "US",
];

/// The conventional abbreviation of a C0 control or DEL (U+0000–U+001F, U+007F), e.g. `LF`.
pub fn c0_abbreviation(c: char) -> Option<&'static str> {
    match u32::from(c) {
        v @ 0..=0x1F => Some(C0_NAMES[v as usize]),
        0x7F => Some("DEL"),
        _ => None,
    }
}

/// The conventional abbreviation of a C1 control (U+0080–U+009F), e.g. `NEL` for U+0085.
pub fn c1_abbreviation(c: char) -> Option<&'static str> {
    let v = u32::from(c);
    (0x80..=0x9F)
        .contains(&v)
        .then(|| C1_NAMES[(v - 0x80) as usize])
}

/// `text` as a line of the window may draw it: a character no font draws is shown as the hex
/// view's characters column shows it (private use and noncharacters `□`, C1 controls `◆`, C0
/// controls as their control pictures, unassigned code points `□`). Mojibake through GBK is full
/// of GBK's private-use rows; the Diagnosis tab's "as it is" lines are drawn through this.
pub fn drawable(text: &str) -> String {
    use unicode_general_category::{GeneralCategory as G, get_general_category};
    text.chars()
        .map(|c| match u32::from(c) {
            0x09 | 0x20..=0x7E => c,
            v @ 0x00..=0x1F => char::from_u32(0x2400 + v).unwrap_or('□'),
            0x7F => '\u{2421}',
            0x80..=0x9F => '◆',
            _ => match get_general_category(c) {
                G::PrivateUse | G::Unassigned | G::Surrogate => '□',
                _ if crate::codec::warning_for(c, 0) == Some(WarningKind::Noncharacter) => '□',
                _ => c,
            },
        })
        .collect()
}

/// The glyph for a sequence in a terminal's characters column.
pub fn glyph(seq: &Sequence) -> Glyph {
    look(seq).glyph
}

fn glyph_for(class: Class, warning: Option<WarningKind>) -> Glyph {
    let narrow = |c: char| Glyph::new(c, None, 1);
    let c = match class {
        Class::Error { .. } => return narrow(ERROR_MARK),
        Class::Char(c) => c,
    };
    match u32::from(c) {
        // Printable ASCII: itself (the common case first).
        0x20..=0x7E => return narrow(c),
        // Control pictures: ␀ … ␟, and ␡ for DEL.
        v @ 0x00..=0x1F => return narrow(char::from_u32(0x2400 + v).unwrap_or('?')),
        0x7F => return narrow('\u{2421}'),
        _ => {}
    }
    if let Some(w) = warning {
        return match w {
            WarningKind::ReplacementChar => narrow('\u{FFFD}'),
            WarningKind::C1Control => narrow('◆'),
            WarningKind::PrivateUse | WarningKind::Noncharacter => narrow('□'),
            // BOM, bidi controls, invisibles: never emitted raw.
            _ => narrow('◇'),
        };
    }
    // The line and paragraph separators break lines in pagers and editors, and the Hangul
    // fillers draw as nothing: pictures, never the characters themselves.
    if matches!(
        c,
        '\u{2028}' | '\u{2029}' | '\u{115F}' | '\u{1160}' | '\u{3164}' | '\u{FFA0}'
    ) {
        return narrow('◇');
    }
    match c.width() {
        Some(2) => Glyph::new(c, None, 2),
        Some(1) => narrow(c),
        // Width 0: combining marks go on a dotted circle; other zero-width characters get a picture.
        _ if is_combining(c) => Glyph::new('\u{25CC}', Some(c), 1),
        _ => narrow('◇'),
    }
}

/// Combining marks (general category M*), approximated by the main combining blocks.
fn is_combining(c: char) -> bool {
    matches!(u32::from(c),
        0x0300..=0x036F | 0x0483..=0x0489 | 0x0591..=0x05BD | 0x05BF | 0x05C1..=0x05C2
        | 0x05C4..=0x05C5 | 0x05C7 | 0x0610..=0x061A | 0x064B..=0x065F | 0x0670
        | 0x06D6..=0x06DC | 0x06DF..=0x06E4 | 0x06E7..=0x06E8 | 0x06EA..=0x06ED
        | 0x0900..=0x0903 | 0x093A..=0x094F | 0x0951..=0x0957 | 0x0962..=0x0963
        | 0x0E31 | 0x0E34..=0x0E3A | 0x0E47..=0x0E4E | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF
        | 0x20D0..=0x20FF | 0x302A..=0x302F | 0x3099..=0x309A | 0xFE20..=0xFE2F)
        || (c.width() == Some(0)
            && !c.is_control()
            && !matches!(u32::from(c), 0x200B..=0x206F | 0xFE00..=0xFE0F | 0xFEFF))
}

const C0_ALIASES: [&str; 32] = [
    "NULL",
    "START OF HEADING",
    "START OF TEXT",
    "END OF TEXT",
    "END OF TRANSMISSION",
    "ENQUIRY",
    "ACKNOWLEDGE",
    "ALERT",
    "BACKSPACE",
    "CHARACTER TABULATION",
    "LINE FEED",
    "LINE TABULATION",
    "FORM FEED",
    "CARRIAGE RETURN",
    "SHIFT OUT",
    "SHIFT IN",
    "DATA LINK ESCAPE",
    "DEVICE CONTROL ONE",
    "DEVICE CONTROL TWO",
    "DEVICE CONTROL THREE",
    "DEVICE CONTROL FOUR",
    "NEGATIVE ACKNOWLEDGE",
    "SYNCHRONOUS IDLE",
    "END OF TRANSMISSION BLOCK",
    "CANCEL",
    "END OF MEDIUM",
    "SUBSTITUTE",
    "ESCAPE",
    "INFORMATION SEPARATOR FOUR",
    "INFORMATION SEPARATOR THREE",
    "INFORMATION SEPARATOR TWO",
    "INFORMATION SEPARATOR ONE",
];

const C1_ALIASES: [&str; 32] = [
    "PADDING CHARACTER",
    "HIGH OCTET PRESET",
    "BREAK PERMITTED HERE",
    "NO BREAK HERE",
    "INDEX",
    "NEXT LINE",
    "START OF SELECTED AREA",
    "END OF SELECTED AREA",
    "CHARACTER TABULATION SET",
    "CHARACTER TABULATION WITH JUSTIFICATION",
    "LINE TABULATION SET",
    "PARTIAL LINE FORWARD",
    "PARTIAL LINE BACKWARD",
    "REVERSE LINE FEED",
    "SINGLE SHIFT TWO",
    "SINGLE SHIFT THREE",
    "DEVICE CONTROL STRING",
    "PRIVATE USE ONE",
    "PRIVATE USE TWO",
    "SET TRANSMIT STATE",
    "CANCEL CHARACTER",
    "MESSAGE WAITING",
    "START OF GUARDED AREA",
    "END OF GUARDED AREA",
    "START OF STRING",
    "SINGLE GRAPHIC CHARACTER INTRODUCER",
    "SINGLE CHARACTER INTRODUCER",
    "CONTROL SEQUENCE INTRODUCER",
    "STRING TERMINATOR",
    "OPERATING SYSTEM COMMAND",
    "PRIVACY MESSAGE",
    "APPLICATION PROGRAM COMMAND",
];

/// The Unicode name of a character (from `unicode_names2`); control characters, which have no
/// name, get their formal aliases (`LINE FEED`, `NEXT LINE`…).
pub fn char_name(c: char) -> String {
    let v = u32::from(c);
    match v {
        0x00..=0x1F => C0_ALIASES[v as usize].to_string(),
        0x7F => "DELETE".to_string(),
        0x80..=0x9F => C1_ALIASES[(v - 0x80) as usize].to_string(),
        _ => unicode_names2::name(c).map_or_else(
            || match v {
                0xE000..=0xF8FF | 0xF_0000..=0x10_FFFF => "<private use>".to_string(),
                0xFDD0..=0xFDEF => "<noncharacter>".to_string(),
                _ if v & 0xFFFE == 0xFFFE => "<noncharacter>".to_string(),
                _ => "<unassigned or unnamed>".to_string(),
            },
            |n| n.to_string(),
        ),
    }
}

#[cfg(test)]
mod tests {
    /// Every legend sample has its role in its reading: in UTF-8 the bit pattern of the role, in
    /// a legacy reading a byte the encoding maps (or maps to nothing), in a CJK one a lead byte
    /// of a character (or a byte that starts none), in UTF-16 a surrogate's high byte for a pair.
    #[test]
    fn legend_samples_have_their_roles() {
        use super::ByteRole;
        use crate::analysis::reading::Reading;
        let utf8 = [
            ByteRole::Ascii,
            ByteRole::AsciiControl,
            ByteRole::Lead(2),
            ByteRole::Lead(3),
            ByteRole::Lead(4),
            ByteRole::Continuation(2),
            ByteRole::Warning(crate::codec::WarningKind::Bom),
            ByteRole::Error(crate::codec::ErrorKind::Overlong),
        ];
        for role in utf8 {
            let b = role.sample(Reading::Utf8).expect("a sample");
            let ok = match role {
                ByteRole::Ascii => b.is_ascii_graphic(),
                ByteRole::AsciiControl => b.is_ascii_control(),
                ByteRole::Lead(n) => b.leading_ones() == u32::from(n),
                ByteRole::Continuation(_) => b & 0xC0 == 0x80,
                // The BOM is EF BB BF; C0 starts only overlong forms.
                ByteRole::Warning(_) => b == 0xEF,
                _ => matches!(b, 0xC0 | 0xC1),
            };
            assert!(ok, "{role:?}: {b:02x}");
        }
        let w1252 = crate::analysis::legacy::LEGACY
            .iter()
            .position(|l| l.name == "windows-1252")
            .expect("windows-1252");
        let latin1 = crate::analysis::legacy::LEGACY
            .iter()
            .position(|l| l.name == "ISO-8859-1")
            .expect("ISO-8859-1");
        let w1253 = crate::analysis::legacy::LEGACY
            .iter()
            .position(|l| l.name == "windows-1253")
            .expect("windows-1253");
        let l = &crate::analysis::legacy::LEGACY[w1252];
        let mapped = ByteRole::Legacy
            .sample(Reading::Legacy(w1252))
            .expect("mapped");
        assert!(mapped >= 0x80 && l.decode_byte(mapped).is_some());
        let l = &crate::analysis::legacy::LEGACY[w1253];
        let unmapped = ByteRole::Unmapped
            .sample(Reading::Legacy(w1253))
            .expect("unmapped");
        assert!(l.decode_byte(unmapped).is_none(), "{unmapped:02x}");
        // (windows-1252 as WHATWG has it, like ISO-8859-1, maps every byte.)
        assert_eq!(ByteRole::Unmapped.sample(Reading::Legacy(latin1)), None);
        assert_eq!(ByteRole::Unmapped.sample(Reading::Legacy(w1252)), None);
        for id in [
            crate::analysis::cjk::CjkId::ShiftJis,
            crate::analysis::cjk::CjkId::EucKr,
        ] {
            let lead = ByteRole::Legacy.sample(Reading::Cjk(id)).expect("a lead");
            let read = crate::analysis::cjk::decode(&[lead], id, true, '?').expect("readable");
            assert_eq!(read.malformed, 1, "{id:?}: {lead:02x} alone is cut short");
            let none = ByteRole::Unmapped.sample(Reading::Cjk(id)).expect("a byte");
            let read =
                crate::analysis::cjk::decode(&[none, b'A'], id, true, '?').expect("readable");
            assert!(read.text.starts_with('?'), "{id:?}: {none:02x} reads");
        }
        let pair = ByteRole::Lead(4)
            .sample(Reading::Wide(crate::codec::WideForm::Utf16Le))
            .expect("a surrogate byte");
        assert_eq!(pair & 0xFC, 0xD8);
    }

    #[test]
    fn drawable_shows_what_no_font_draws_as_the_characters_column_does() {
        assert_eq!(
            super::drawable("涓\u{E15F}枃\u{85}\u{1}\u{FFFF}\u{FDD0}\u{378}é\tx"),
            "涓□枃◆␁□□□é\tx"
        );
    }
}
