//! The legacy single-byte encodings the inspector compares a file against, with truthful labels.
//!
//! encoding_rs follows the WHATWG Encoding Standard, in which the label "iso-8859-1" means
//! windows-1252, "iso-8859-9" windows-1254 and "iso-8859-11" windows-874: the browsers' versions, which
//! put printable characters at 0x80–0x9F where the ISO standards have C1 controls. This module offers
//! both: the true ISO-8859-1 (byte = code point), true ISO-8859-9 and -11 (C1 controls at 0x80–0x9F,
//! the rest as the windows page, which is identical there), and every other part through its WHATWG
//! index; each entry says which table it uses.

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
}

/// One legacy encoding.
#[derive(Clone, Copy, Debug)]
pub struct Legacy {
    /// Its name, as a person says it.
    pub name: &'static str,
    /// Which table the decoding uses.
    pub source: &'static str,
    /// The table.
    pub table: Table,
}

/// Every encoding offered, ISO 8859 parts first (there is no ISO-8859-12).
pub const LEGACY: [Legacy; 23] = [
    Legacy {
        name: "ISO-8859-1",
        source: "ISO-8859-1 proper: byte = code point (C1 controls at 80–9F)",
        table: Table::Latin1,
    },
    Legacy {
        name: "ISO-8859-2",
        source: "WHATWG index iso-8859-2",
        table: Table::Whatwg(encoding_rs::ISO_8859_2),
    },
    Legacy {
        name: "ISO-8859-3",
        source: "WHATWG index iso-8859-3",
        table: Table::Whatwg(encoding_rs::ISO_8859_3),
    },
    Legacy {
        name: "ISO-8859-4",
        source: "WHATWG index iso-8859-4",
        table: Table::Whatwg(encoding_rs::ISO_8859_4),
    },
    Legacy {
        name: "ISO-8859-5",
        source: "WHATWG index iso-8859-5",
        table: Table::Whatwg(encoding_rs::ISO_8859_5),
    },
    Legacy {
        name: "ISO-8859-6",
        source: "WHATWG index iso-8859-6",
        table: Table::Whatwg(encoding_rs::ISO_8859_6),
    },
    Legacy {
        name: "ISO-8859-7",
        source: "WHATWG index iso-8859-7",
        table: Table::Whatwg(encoding_rs::ISO_8859_7),
    },
    Legacy {
        name: "ISO-8859-8",
        source: "WHATWG index iso-8859-8",
        table: Table::Whatwg(encoding_rs::ISO_8859_8),
    },
    Legacy {
        name: "ISO-8859-9",
        source: "windows-1254 with C1 controls at 80–9F (ISO-8859-9 proper)",
        table: Table::IsoWithC1(encoding_rs::WINDOWS_1254),
    },
    Legacy {
        name: "ISO-8859-10",
        source: "WHATWG index iso-8859-10",
        table: Table::Whatwg(encoding_rs::ISO_8859_10),
    },
    Legacy {
        name: "ISO-8859-11",
        source: "windows-874 with C1 controls at 80–9F (ISO-8859-11 proper)",
        table: Table::IsoWithC1(encoding_rs::WINDOWS_874),
    },
    Legacy {
        name: "ISO-8859-13",
        source: "WHATWG index iso-8859-13",
        table: Table::Whatwg(encoding_rs::ISO_8859_13),
    },
    Legacy {
        name: "ISO-8859-14",
        source: "WHATWG index iso-8859-14",
        table: Table::Whatwg(encoding_rs::ISO_8859_14),
    },
    Legacy {
        name: "ISO-8859-15",
        source: "WHATWG index iso-8859-15",
        table: Table::Whatwg(encoding_rs::ISO_8859_15),
    },
    Legacy {
        name: "ISO-8859-16",
        source: "WHATWG index iso-8859-16",
        table: Table::Whatwg(encoding_rs::ISO_8859_16),
    },
    Legacy {
        name: "windows-1250",
        source: "WHATWG index windows-1250",
        table: Table::Whatwg(encoding_rs::WINDOWS_1250),
    },
    Legacy {
        name: "windows-1251",
        source: "WHATWG index windows-1251",
        table: Table::Whatwg(encoding_rs::WINDOWS_1251),
    },
    Legacy {
        name: "windows-1252",
        source: "WHATWG index windows-1252 (what browsers call iso-8859-1)",
        table: Table::Whatwg(encoding_rs::WINDOWS_1252),
    },
    Legacy {
        name: "windows-1253",
        source: "WHATWG index windows-1253",
        table: Table::Whatwg(encoding_rs::WINDOWS_1253),
    },
    Legacy {
        name: "windows-1254",
        source: "WHATWG index windows-1254 (what browsers call iso-8859-9)",
        table: Table::Whatwg(encoding_rs::WINDOWS_1254),
    },
    Legacy {
        name: "windows-1257",
        source: "WHATWG index windows-1257",
        table: Table::Whatwg(encoding_rs::WINDOWS_1257),
    },
    Legacy {
        name: "windows-874",
        source: "WHATWG index windows-874 (what browsers call iso-8859-11)",
        table: Table::Whatwg(encoding_rs::WINDOWS_874),
    },
    Legacy {
        name: "KOI8-R",
        source: "WHATWG index koi8-r",
        table: Table::Whatwg(encoding_rs::KOI8_R),
    },
];

/// 256-entry tables, built once: `None` where the encoding maps nothing.
fn tables() -> &'static Vec<[Option<char>; 256]> {
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
                    };
                }
                t
            })
            .collect()
    })
}

/// One byte through a WHATWG single-byte decoder; `None` for an unmapped byte.
fn single(enc: &'static Encoding, b: u8) -> Option<char> {
    let one = [b];
    let (s, had_errors) = enc.decode_without_bom_handling(&one);
    if had_errors { None } else { s.chars().next() }
}

impl Legacy {
    fn index(&self) -> usize {
        LEGACY.iter().position(|l| l.name == self.name).unwrap_or(0)
    }

    /// The character for one byte, or `None` where the encoding maps nothing.
    pub fn decode_byte(&self, b: u8) -> Option<char> {
        tables()[self.index()][usize::from(b)]
    }

    /// Bytes decoded; unmapped bytes become U+FFFD.
    pub fn decode(&self, bytes: &[u8]) -> String {
        let t = &tables()[self.index()];
        bytes
            .iter()
            .map(|&b| t[usize::from(b)].unwrap_or('\u{FFFD}'))
            .collect()
    }
}

/// The encoding with this name (as in [`LEGACY`]).
pub fn by_name(name: &str) -> Option<&'static Legacy> {
    LEGACY.iter().find(|l| l.name.eq_ignore_ascii_case(name))
}

/// Reverse tables (character → byte), built once.
fn reverse() -> &'static Vec<std::collections::HashMap<char, u8>> {
    static REV: OnceLock<Vec<std::collections::HashMap<char, u8>>> = OnceLock::new();
    REV.get_or_init(|| {
        tables()
            .iter()
            .map(|t| {
                let mut m = std::collections::HashMap::new();
                for (b, c) in t.iter().enumerate() {
                    if let Some(c) = c {
                        m.entry(*c).or_insert(b as u8);
                    }
                }
                m
            })
            .collect()
    })
}

impl Legacy {
    /// The byte for a character, or `None` if this encoding cannot write it.
    pub fn encode_char(&self, c: char) -> Option<u8> {
        reverse()[self.index()].get(&c).copied()
    }
}
