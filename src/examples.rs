//! The classroom examples bundled in `assets/examples/` (written by `scripts/make-examples.py`):
//! every example of the UTF-8 pages, opened read-only like any file from the Examples menu.

/// One example: file name, one-line description, bytes.
pub struct Example {
    /// File name in `assets/examples/`.
    pub name: &'static str,
    /// Its description's message id (the window shows it in the reader's language).
    pub id: &'static str,
    /// What it shows, in English (the command line and the catalogue's English agree: a test).
    pub description: &'static str,
    /// Its bytes.
    pub bytes: &'static [u8],
}

macro_rules! example {
    ($name:literal, $id:literal, $desc:literal) => {
        Example {
            name: $name,
            id: $crate::tid!($id),
            description: $desc,
            bytes: include_bytes!(concat!("../assets/examples/", $name)),
        }
    };
}

impl Example {
    /// What it shows, in `lang`.
    pub fn describe(&self, lang: crate::i18n::Lang) -> String {
        crate::i18n::format(lang, self.id, &[])
    }
}

/// Every bundled example, in teaching order.
pub const EXAMPLES: [Example; 31] = [
    example!(
        "copyright.txt",
        "example-copyright",
        "© is C2 A9: a 2-byte sequence, 110_00010 10_101001"
    ),
    example!(
        "not-equal.txt",
        "example-not-equal",
        "≠ is E2 89 A0: a 3-byte sequence, 1110_0010 10_001001 10_100000"
    ),
    example!(
        "boundaries.txt",
        "example-boundaries",
        "First and last code point of each length: U+0001 … U+10FFFF"
    ),
    example!(
        "polish-utf8.txt",
        "example-polish-utf8",
        "Polish letters ą ć ę ł ń ó ś ź ż and a pangram with all of them, in UTF-8: two bytes each"
    ),
    example!(
        "polish-iso-8859-2.txt",
        "example-polish-iso-8859-2",
        "The same in ISO-8859-2: one byte each, every one an error as UTF-8; the banner names the encoding"
    ),
    example!(
        "c2-00.bin",
        "example-c2-00",
        "C2 00: not UTF-8, the second byte is not 10xxxxxx"
    ),
    example!(
        "overlong-nul.bin",
        "example-overlong-nul",
        "C0 80: an overlong NUL (Java's \"modified UTF-8\")"
    ),
    example!(
        "overlong-path.bin",
        "example-overlong-path",
        "\"/../\" written with overlong bytes: the path-traversal trick of RFC 3629 §10"
    ),
    example!(
        "surrogate.bin",
        "example-surrogate",
        "ED A0 80: the surrogate U+D800, never valid in UTF-8"
    ),
    example!(
        "above-10ffff.bin",
        "example-above-10ffff",
        "F4 90 80 80: 0x110000, just above the last code point U+10FFFF"
    ),
    example!(
        "five-byte.bin",
        "example-five-byte",
        "F8 88 80 80 80: a 5-byte form from RFC 2279"
    ),
    example!(
        "six-byte.bin",
        "example-six-byte",
        "FC 84 80 80 80 80: a 6-byte form from RFC 2279"
    ),
    example!(
        "fe-ff.bin",
        "example-fe-ff",
        "FE and FF: bytes that never appear in UTF-8"
    ),
    example!(
        "bom.txt",
        "example-bom",
        "A byte order mark (EF BB BF) before the text"
    ),
    example!("crlf.txt", "example-crlf", "Windows line endings: CR LF"),
    example!(
        "mixed-line-endings.txt",
        "example-mixed-line-endings",
        "LF, CR LF and a lone CR in one file"
    ),
    example!(
        "trojan-source.txt",
        "example-trojan-source",
        "Bidi controls that make code read differently than it runs (Trojan Source)"
    ),
    example!(
        "mojibake.txt",
        "example-mojibake",
        "\"cafÃ©\" for \"café\": UTF-8 read as windows-1252 and saved as UTF-8 again"
    ),
    example!(
        "iso2022-utf8-switch.txt",
        "example-iso2022-utf8-switch",
        "ESC % G: the ISO 2022 escape sequence that announces UTF-8"
    ),
    example!(
        "utf16le-bom.txt",
        "example-utf16le-bom",
        "UTF-16LE with a BOM (FF FE): \"Unicode text\" as spreadsheets export it"
    ),
    example!(
        "utf16-surrogate-pair.txt",
        "example-utf16-surrogate-pair",
        "😀 in UTF-16: the surrogate pair D83D DE00, one character in two units"
    ),
    example!(
        "utf16-lone-surrogate.txt",
        "example-utf16-lone-surrogate",
        "D83D alone: a high surrogate with no low one after it"
    ),
    example!(
        "same-sentence-utf8.txt",
        "example-same-sentence-utf8",
        "\"Größe: 5 € 😀\" in UTF-8 (compare with the UTF-16LE file)"
    ),
    example!(
        "same-sentence-utf16le.txt",
        "example-same-sentence-utf16le",
        "\"Größe: 5 € 😀\" in UTF-16LE: 2 bytes for ö and €, 4 for 😀"
    ),
    example!(
        "japanese-shift_jis.txt",
        "example-japanese-shift-jis",
        "Japanese in Shift_JIS: kanji and kana in 2 bytes, the second byte may be ASCII"
    ),
    example!(
        "japanese-euc-jp.txt",
        "example-japanese-euc-jp",
        "Japanese in EUC-JP: 2 bytes each, both A1–FE"
    ),
    example!(
        "japanese-iso-2022-jp.txt",
        "example-japanese-iso-2022-jp",
        "Japanese in ISO-2022-JP: seven bits, ESC $ B switches to JIS X 0208 and ESC ( B back"
    ),
    example!(
        "chinese-gbk.txt",
        "example-chinese-gbk",
        "Simplified Chinese in GBK: 2 bytes each, lead 81–FE"
    ),
    example!(
        "chinese-gb18030.txt",
        "example-chinese-gb18030",
        "Chinese in GB18030: GBK plus 4-byte forms for every other code point (here ẞ, Ő and ŕ)"
    ),
    example!(
        "chinese-big5.txt",
        "example-chinese-big5",
        "Traditional Chinese in Big5: 2 bytes each, lead A1–F9"
    ),
    example!(
        "korean-euc-kr.txt",
        "example-korean-euc-kr",
        "Korean in EUC-KR: each hangul syllable in 2 bytes"
    ),
];
