//! The legacy single-byte encodings the inspector compares a file against, with truthful labels.
//!
//! encoding_rs follows the WHATWG Encoding Standard, in which the label "iso-8859-1" means
//! windows-1252, "iso-8859-9" windows-1254 and "iso-8859-11" windows-874: the browsers' versions, which
//! put printable characters at 0x80–0x9F where the ISO standards have C1 controls. This module offers
//! both: the true ISO-8859-1 (byte = code point), true ISO-8859-9 and -11 (C1 controls at 0x80–0x9F,
//! the rest as the windows page, which is identical there), every other WHATWG page through its
//! index, and the DOS, Mac, KOI8-U, TIS-620 and windows-1255/1256/1258 pages from tables generated
//! from the vendor mapping files (`legacy_tables.rs`). Each entry says which table it uses, which
//! group it belongs to, and the names people call it by.

use super::legacy_tables as vendor;
use crate::i18n::Lang;
use crate::tr;
use encoding_rs::Encoding;
use std::sync::OnceLock;

/// Where an encoding's table comes from.
#[derive(Clone, Copy, Debug)]
pub enum Table {
    /// A WHATWG single-byte index (through encoding_rs).
    Whatwg(&'static Encoding),
    /// ISO-8859-1 proper: every byte is the code point of the same number.
    Latin1,
    /// An ISO part whose WHATWG label means a windows page: C1 controls at 0x80–0x9F, the rest from
    /// that page.
    IsoWithC1(&'static Encoding),
    /// A table generated from a vendor mapping file (`legacy_tables.rs`).
    Generated(&'static [u16; 256]),
}

/// The family an encoding belongs to, for menus and for the prior of the guess.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Group {
    /// ISO 8859 parts (and TIS-620, the Thai standard ISO-8859-11 is built on).
    Iso,
    /// Microsoft's Windows code pages.
    Windows,
    /// IBM/Microsoft DOS code pages.
    Dos,
    /// Apple's Macintosh encodings.
    Mac,
    /// The KOI8 family of Cyrillic encodings.
    Koi8,
}

impl Group {
    /// Every group, in menu order.
    pub const ALL: [Group; 5] = [
        Group::Iso,
        Group::Windows,
        Group::Dos,
        Group::Mac,
        Group::Koi8,
    ];

    /// The group's name in a menu.
    pub fn name(self) -> &'static str {
        match self {
            Group::Iso => "ISO",
            Group::Windows => "Windows",
            Group::Dos => "DOS",
            Group::Mac => "Mac",
            Group::Koi8 => "KOI8",
        }
    }
}

/// One legacy encoding.
#[derive(Clone, Copy, Debug)]
pub struct Legacy {
    /// Its name, as a person says it (the IANA/WHATWG spelling).
    pub name: &'static str,
    /// Which table the decoding uses.
    pub source: &'static str,
    /// The table.
    pub table: Table,
    /// Its family.
    pub group: Group,
    /// Other names it goes by (matched ignoring case and punctuation).
    pub aliases: &'static [&'static str],
}

const fn whatwg(
    name: &'static str,
    source: &'static str,
    enc: &'static Encoding,
    group: Group,
    aliases: &'static [&'static str],
) -> Legacy {
    Legacy {
        name,
        source,
        table: Table::Whatwg(enc),
        group,
        aliases,
    }
}

const fn generated(
    name: &'static str,
    table: &'static [u16; 256],
    group: Group,
    aliases: &'static [&'static str],
) -> Legacy {
    Legacy {
        name,
        source: "vendor mapping table (CPython codec), generated into legacy_tables.rs",
        table: Table::Generated(table),
        group,
        aliases,
    }
}

/// How many encodings [`LEGACY`] holds.
pub const COUNT: usize = 50;

/// Every encoding offered, grouped: ISO 8859 parts first (there is no ISO-8859-12), then Windows,
/// DOS, Mac and KOI8.
pub static LEGACY: [Legacy; COUNT] = [
    Legacy {
        name: "ISO-8859-1",
        source: "ISO-8859-1 proper: byte = code point (C1 controls at 80–9F)",
        table: Table::Latin1,
        group: Group::Iso,
        aliases: &[
            "latin1",
            "l1",
            "iso-ir-100",
            "cp819",
            "ibm819",
            "csisolatin1",
            "iso_8859-1:1987",
        ],
    },
    whatwg(
        "ISO-8859-2",
        "WHATWG index iso-8859-2",
        encoding_rs::ISO_8859_2,
        Group::Iso,
        &["latin2", "l2", "iso-ir-101", "cp28592"],
    ),
    whatwg(
        "ISO-8859-3",
        "WHATWG index iso-8859-3",
        encoding_rs::ISO_8859_3,
        Group::Iso,
        &["latin3", "l3", "iso-ir-109", "cp28593"],
    ),
    whatwg(
        "ISO-8859-4",
        "WHATWG index iso-8859-4",
        encoding_rs::ISO_8859_4,
        Group::Iso,
        &["latin4", "l4", "iso-ir-110", "cp28594"],
    ),
    whatwg(
        "ISO-8859-5",
        "WHATWG index iso-8859-5",
        encoding_rs::ISO_8859_5,
        Group::Iso,
        &["cyrillic", "iso-ir-144", "cp28595"],
    ),
    whatwg(
        "ISO-8859-6",
        "WHATWG index iso-8859-6",
        encoding_rs::ISO_8859_6,
        Group::Iso,
        &["arabic", "iso-ir-127", "asmo-708", "cp28596"],
    ),
    whatwg(
        "ISO-8859-7",
        "WHATWG index iso-8859-7",
        encoding_rs::ISO_8859_7,
        Group::Iso,
        &["greek", "greek8", "iso-ir-126", "elot_928", "cp28597"],
    ),
    whatwg(
        "ISO-8859-8",
        "WHATWG index iso-8859-8",
        encoding_rs::ISO_8859_8,
        Group::Iso,
        &["hebrew", "iso-ir-138", "iso-8859-8-i", "cp28598"],
    ),
    Legacy {
        name: "ISO-8859-9",
        source: "windows-1254 with C1 controls at 80–9F (ISO-8859-9 proper)",
        table: Table::IsoWithC1(encoding_rs::WINDOWS_1254),
        group: Group::Iso,
        aliases: &["latin5", "l5", "iso-ir-148", "cp28599"],
    },
    whatwg(
        "ISO-8859-10",
        "WHATWG index iso-8859-10",
        encoding_rs::ISO_8859_10,
        Group::Iso,
        &["latin6", "l6", "iso-ir-157"],
    ),
    Legacy {
        name: "ISO-8859-11",
        source: "windows-874 with C1 controls at 80–9F (ISO-8859-11 proper)",
        table: Table::IsoWithC1(encoding_rs::WINDOWS_874),
        group: Group::Iso,
        aliases: &["thai"],
    },
    whatwg(
        "ISO-8859-13",
        "WHATWG index iso-8859-13",
        encoding_rs::ISO_8859_13,
        Group::Iso,
        &["latin7", "l7", "cp28603"],
    ),
    whatwg(
        "ISO-8859-14",
        "WHATWG index iso-8859-14",
        encoding_rs::ISO_8859_14,
        Group::Iso,
        &["latin8", "l8", "iso-celtic"],
    ),
    whatwg(
        "ISO-8859-15",
        "WHATWG index iso-8859-15",
        encoding_rs::ISO_8859_15,
        Group::Iso,
        &["latin9", "latin0", "l9", "cp28605"],
    ),
    whatwg(
        "ISO-8859-16",
        "WHATWG index iso-8859-16",
        encoding_rs::ISO_8859_16,
        Group::Iso,
        &["latin10", "l10", "iso-ir-226"],
    ),
    generated(
        "TIS-620",
        &vendor::TIS_620,
        Group::Iso,
        &["tis620", "tis-620-2533"],
    ),
    whatwg(
        "windows-1250",
        "WHATWG index windows-1250",
        encoding_rs::WINDOWS_1250,
        Group::Windows,
        &["cp1250", "x-cp1250"],
    ),
    whatwg(
        "windows-1251",
        "WHATWG index windows-1251",
        encoding_rs::WINDOWS_1251,
        Group::Windows,
        &["cp1251", "x-cp1251"],
    ),
    whatwg(
        "windows-1252",
        "WHATWG index windows-1252 (what browsers call iso-8859-1)",
        encoding_rs::WINDOWS_1252,
        Group::Windows,
        &["cp1252", "x-cp1252", "ansi"],
    ),
    whatwg(
        "windows-1253",
        "WHATWG index windows-1253",
        encoding_rs::WINDOWS_1253,
        Group::Windows,
        &["cp1253", "x-cp1253"],
    ),
    whatwg(
        "windows-1254",
        "WHATWG index windows-1254 (what browsers call iso-8859-9)",
        encoding_rs::WINDOWS_1254,
        Group::Windows,
        &["cp1254", "x-cp1254"],
    ),
    generated(
        "windows-1255",
        &vendor::WINDOWS_1255,
        Group::Windows,
        &["cp1255", "x-cp1255"],
    ),
    generated(
        "windows-1256",
        &vendor::WINDOWS_1256,
        Group::Windows,
        &["cp1256", "x-cp1256"],
    ),
    whatwg(
        "windows-1257",
        "WHATWG index windows-1257",
        encoding_rs::WINDOWS_1257,
        Group::Windows,
        &["cp1257", "x-cp1257"],
    ),
    generated(
        "windows-1258",
        &vendor::WINDOWS_1258,
        Group::Windows,
        &["cp1258", "x-cp1258"],
    ),
    whatwg(
        "windows-874",
        "WHATWG index windows-874 (what browsers call iso-8859-11)",
        encoding_rs::WINDOWS_874,
        Group::Windows,
        &["cp874", "dos-874"],
    ),
    generated(
        "IBM437",
        &vendor::IBM437,
        Group::Dos,
        &["cp437", "437", "dos-us", "oem-us"],
    ),
    generated(
        "IBM737",
        &vendor::IBM737,
        Group::Dos,
        &["cp737", "737", "dos-greek"],
    ),
    generated(
        "IBM775",
        &vendor::IBM775,
        Group::Dos,
        &["cp775", "775", "dos-baltic"],
    ),
    generated(
        "IBM850",
        &vendor::IBM850,
        Group::Dos,
        &["cp850", "850", "dos-latin1"],
    ),
    generated(
        "IBM852",
        &vendor::IBM852,
        Group::Dos,
        &["cp852", "852", "dos-latin2"],
    ),
    generated("IBM855", &vendor::IBM855, Group::Dos, &["cp855", "855"]),
    generated(
        "IBM857",
        &vendor::IBM857,
        Group::Dos,
        &["cp857", "857", "dos-turkish"],
    ),
    generated(
        "IBM860",
        &vendor::IBM860,
        Group::Dos,
        &["cp860", "860", "dos-portuguese"],
    ),
    generated(
        "IBM861",
        &vendor::IBM861,
        Group::Dos,
        &["cp861", "861", "dos-icelandic"],
    ),
    generated(
        "IBM862",
        &vendor::IBM862,
        Group::Dos,
        &["cp862", "862", "dos-hebrew"],
    ),
    generated(
        "IBM863",
        &vendor::IBM863,
        Group::Dos,
        &["cp863", "863", "dos-canadian-french"],
    ),
    generated(
        "IBM865",
        &vendor::IBM865,
        Group::Dos,
        &["cp865", "865", "dos-nordic"],
    ),
    generated(
        "IBM866",
        &vendor::IBM866,
        Group::Dos,
        &["cp866", "866", "dos-cyrillic"],
    ),
    generated(
        "IBM869",
        &vendor::IBM869,
        Group::Dos,
        &["cp869", "869", "dos-greek2"],
    ),
    generated(
        "macintosh",
        &vendor::MACINTOSH,
        Group::Mac,
        &["macroman", "mac", "x-mac-roman", "csmacintosh"],
    ),
    generated(
        "x-mac-centraleurroman",
        &vendor::X_MAC_CENTRALEURROMAN,
        Group::Mac,
        &[
            "mac-latin2",
            "maccentraleurope",
            "mac-centeuro",
            "x-mac-ce",
            "maclatin2",
        ],
    ),
    generated(
        "x-mac-croatian",
        &vendor::X_MAC_CROATIAN,
        Group::Mac,
        &["maccroatian", "mac-croatian"],
    ),
    generated(
        "x-mac-cyrillic",
        &vendor::X_MAC_CYRILLIC,
        Group::Mac,
        &["maccyrillic", "mac-cyrillic", "x-mac-ukrainian"],
    ),
    generated(
        "x-mac-greek",
        &vendor::X_MAC_GREEK,
        Group::Mac,
        &["macgreek", "mac-greek"],
    ),
    generated(
        "x-mac-icelandic",
        &vendor::X_MAC_ICELANDIC,
        Group::Mac,
        &["maciceland", "macicelandic", "mac-icelandic"],
    ),
    generated(
        "x-mac-romanian",
        &vendor::X_MAC_ROMANIAN,
        Group::Mac,
        &["macromanian", "mac-romanian"],
    ),
    generated(
        "x-mac-turkish",
        &vendor::X_MAC_TURKISH,
        Group::Mac,
        &["macturkish", "mac-turkish"],
    ),
    whatwg(
        "KOI8-R",
        "WHATWG index koi8-r",
        encoding_rs::KOI8_R,
        Group::Koi8,
        &["koi8", "koi8r", "cskoi8r"],
    ),
    generated("KOI8-U", &vendor::KOI8_U, Group::Koi8, &["koi8u"]),
];

/// 256-entry tables, built once: `None` where the encoding maps nothing.
fn tables() -> &'static [[Option<char>; 256]] {
    static TABLES: OnceLock<Vec<[Option<char>; 256]>> = OnceLock::new();
    TABLES.get_or_init(|| {
        LEGACY
            .iter()
            .map(|l| {
                let mut t = [None; 256];
                for (b, slot) in t.iter_mut().enumerate() {
                    let byte = b as u8;
                    *slot = match l.table {
                        Table::Latin1 => Some(char::from(byte)),
                        Table::IsoWithC1(_) if (0x80..=0x9F).contains(&byte) => {
                            Some(char::from(byte))
                        }
                        Table::IsoWithC1(enc) | Table::Whatwg(enc) => single(enc, byte),
                        Table::Generated(g) => match g[b] {
                            super::legacy_tables::UNDEF => None,
                            cp => char::from_u32(u32::from(cp)),
                        },
                    };
                }
                t
            })
            .collect()
    })
}

/// One byte through a WHATWG single-byte decoder; `None` for an unmapped byte.
impl Legacy {
    /// Where its table comes from, in `lang` ([`Legacy::source`] is the English, for the command
    /// line). The names of standards, indexes and files stay as they are written.
    pub fn source_in(&self, lang: Lang) -> String {
        match self.table {
            Table::Latin1 => tr!(lang, "insp-src-latin1"),
            Table::IsoWithC1(enc) => {
                tr!(
                    lang,
                    "insp-src-iso-with-c1",
                    page = enc.name(),
                    iso = self.name
                )
            }
            Table::Generated(_) => tr!(lang, "insp-src-vendor"),
            Table::Whatwg(enc) => {
                let index = enc.name().to_ascii_lowercase();
                // The three windows pages that browsers take an ISO label to mean.
                let browsers = match self.name {
                    "windows-1252" => Some("iso-8859-1"),
                    "windows-1254" => Some("iso-8859-9"),
                    "windows-874" => Some("iso-8859-11"),
                    _ => None,
                };
                match browsers {
                    Some(label) => {
                        tr!(
                            lang,
                            "insp-src-whatwg-browsers",
                            index = index,
                            label = label
                        )
                    }
                    None => tr!(lang, "insp-src-whatwg", index = index),
                }
            }
        }
    }
}

fn single(enc: &'static Encoding, b: u8) -> Option<char> {
    let one = [b];
    let (s, had_errors) = enc.decode_without_bom_handling(&one);
    if had_errors { None } else { s.chars().next() }
}

impl Legacy {
    /// Its position in [`LEGACY`].
    #[inline]
    pub fn index(&self) -> usize {
        // A reference into LEGACY (the usual case) finds its place by its address; a copy by name.
        let offset = (self as *const Legacy as usize).wrapping_sub(LEGACY.as_ptr() as usize);
        let i = offset / std::mem::size_of::<Legacy>();
        if offset.is_multiple_of(std::mem::size_of::<Legacy>()) && i < COUNT {
            i
        } else {
            LEGACY.iter().position(|l| l.name == self.name).unwrap_or(0)
        }
    }

    /// Its byte → character table (`None` where the encoding maps nothing).
    pub fn table(&self) -> &'static [Option<char>; 256] {
        &tables()[self.index()]
    }

    /// The character for one byte, or `None` where the encoding maps nothing.
    pub fn decode_byte(&self, b: u8) -> Option<char> {
        self.table()[usize::from(b)]
    }

    /// Bytes decoded; unmapped bytes become U+FFFD.
    pub fn decode(&self, bytes: &[u8]) -> String {
        let t = self.table();
        bytes
            .iter()
            .map(|&b| t[usize::from(b)].unwrap_or('\u{FFFD}'))
            .collect()
    }

    /// The byte for a character, or `None` if this encoding cannot write it.
    #[inline]
    pub fn encode_char(&self, c: char) -> Option<u8> {
        let r = &reverse()[self.index()];
        match r.dense.get(c as usize) {
            Some(&b) => (b != NO_BYTE).then_some(b as u8),
            None => r.rest.get(&c).copied(),
        }
    }

    /// Writes `c`, or if this encoding has no byte for it, its canonical decomposition with as
    /// much of it composed as the encoding has (windows-1258 writes Vietnamese "ế" as "ê" and a
    /// combining acute). False, and nothing written, if neither works.
    pub fn encode_char_decomposing(&self, c: char, out: &mut Vec<u8>) -> bool {
        if let Some(b) = self.encode_char(c) {
            out.push(b);
            return true;
        }
        let mut parts = Vec::new();
        unicode_normalization::char::decompose_canonical(c, |d| parts.push(d));
        let Some((&base, marks)) = parts.split_first() else {
            return false;
        };
        if marks.is_empty() || marks.len() > 4 {
            return false;
        }
        // The base composed with as many of the marks as give a character the encoding has, the
        // other marks after it: marks of different combining classes commute, so "ệ" (e, dot
        // below, circumflex) is "ê" and a dot below in windows-1258. Each choice is checked to
        // decompose back to `c`'s decomposition; the one that composes most marks wins.
        let mut best: Option<(u32, Vec<u8>)> = None;
        for subset in 0u32..(1 << marks.len()) {
            let mut head = Some(base);
            for (k, &m) in marks.iter().enumerate() {
                if subset & (1 << k) != 0 {
                    head = head.and_then(|h| unicode_normalization::char::compose(h, m));
                }
            }
            let Some(head) = head else { continue };
            let Some(first) = self.encode_char(head) else {
                continue;
            };
            let rest: Vec<char> = marks
                .iter()
                .enumerate()
                .filter(|(k, _)| subset & (1 << k) == 0)
                .map(|(_, &m)| m)
                .collect();
            let Some(rest_bytes) = rest
                .iter()
                .map(|&m| self.encode_char(m))
                .collect::<Option<Vec<u8>>>()
            else {
                continue;
            };
            let mut again = Vec::new();
            unicode_normalization::char::decompose_canonical(head, |d| again.push(d));
            again.extend(&rest);
            let again: String = again.into_iter().collect();
            use unicode_normalization::UnicodeNormalization;
            let same = again.nfd().eq(parts.iter().copied());
            if same && best.as_ref().is_none_or(|(n, _)| subset.count_ones() > *n) {
                let mut bytes = vec![first];
                bytes.extend(rest_bytes);
                best = Some((subset.count_ones(), bytes));
            }
        }
        match best {
            Some((_, bytes)) => {
                out.extend(bytes);
                true
            }
            None => false,
        }
    }
}

/// A name with case and punctuation removed: "ISO_8859-2", "iso8859-2" and "ISO 8859 2" meet.
fn squash(name: &str) -> String {
    name.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// The encoding with this name or alias (case and punctuation ignored), or any WHATWG label of a
/// page we have ("csisolatin2", "x-mac-ukrainian"). Our own names come first, so "latin1" and
/// "iso-8859-1" mean the true ISO-8859-1, not WHATWG's windows-1252.
pub fn by_name(name: &str) -> Option<&'static Legacy> {
    let want = squash(name);
    if want.is_empty() {
        return None;
    }
    LEGACY
        .iter()
        .find(|l| squash(l.name) == want || l.aliases.iter().any(|a| squash(a) == want))
        .or_else(|| {
            let enc = Encoding::for_label(name.trim().as_bytes())?;
            LEGACY
                .iter()
                .find(|l| l.name.eq_ignore_ascii_case(enc.name()))
        })
}

/// The single-byte encodings' names, for "unknown encoding" messages (which name UTF-8, UTF-16
/// and UTF-32 themselves, once).
pub fn names() -> String {
    LEGACY.iter().map(|l| l.name).collect::<Vec<_>>().join(", ")
}

/// Characters below this are looked up in an array when encoding.
const DENSE: usize = 0x800;
/// "No byte" in the dense reverse table.
const NO_BYTE: u16 = 0x100;

/// A character → byte table: an array for the characters below [`DENSE`], a map for the rest.
struct Reverse {
    dense: Vec<u16>,
    rest: std::collections::HashMap<char, u8>,
}

/// Reverse tables (character → byte), built once.
fn reverse() -> &'static [Reverse] {
    static REV: OnceLock<Vec<Reverse>> = OnceLock::new();
    REV.get_or_init(|| {
        tables()
            .iter()
            .map(|t| {
                let mut r = Reverse {
                    dense: vec![NO_BYTE; DENSE],
                    rest: std::collections::HashMap::new(),
                };
                for (b, c) in t.iter().enumerate() {
                    let Some(c) = *c else { continue };
                    match r.dense.get_mut(c as usize) {
                        Some(slot) if *slot == NO_BYTE => *slot = b as u16,
                        Some(_) => {}
                        None => {
                            r.rest.entry(c).or_insert(b as u8);
                        }
                    }
                }
                r
            })
            .collect()
    })
}

#[cfg(test)]
mod source_tests {
    use super::*;

    #[test]
    fn english_sources_are_the_command_lines() {
        for l in &LEGACY {
            assert_eq!(l.source_in(Lang::En), l.source, "{}", l.name);
        }
    }
}
