//! The classroom examples bundled in `assets/examples/` (written by `scripts/make-examples.py`):
//! every example of the UTF-8 pages, opened read-only like any file from the Examples menu.

/// One example: file name, one-line description, bytes.
pub struct Example {
    /// File name in `assets/examples/`.
    pub name: &'static str,
    /// What it shows.
    pub description: &'static str,
    /// Its bytes.
    pub bytes: &'static [u8],
}

macro_rules! example {
    ($name:literal, $desc:literal) => {
        Example {
            name: $name,
            description: $desc,
            bytes: include_bytes!(concat!("../assets/examples/", $name)),
        }
    };
}

/// Every bundled example, in teaching order.
pub const EXAMPLES: [Example; 31] = [
    example!(
        "copyright.txt",
        "© is C2 A9: a 2-byte sequence, 110_00010 10_101001"
    ),
    example!(
        "not-equal.txt",
        "≠ is E2 89 A0: a 3-byte sequence, 1110_0010 10_001001 10_100000"
    ),
    example!(
        "boundaries.txt",
        "First and last code point of each length: U+0001 … U+10FFFF"
    ),
    example!(
        "polish-utf8.txt",
        "Polish letters ą ć ę ł ń ó ś ź ż and a pangram with all of them, in UTF-8: two bytes each"
    ),
    example!(
        "polish-iso-8859-2.txt",
        "The same in ISO-8859-2: one byte each, every one an error as UTF-8; the banner names the encoding"
    ),
    example!(
        "c2-00.bin",
        "C2 00: not UTF-8, the second byte is not 10xxxxxx"
    ),
    example!(
        "overlong-nul.bin",
        "C0 80: an overlong NUL (Java's \"modified UTF-8\")"
    ),
    example!(
        "overlong-path.bin",
        "\"/../\" written with overlong bytes: the path-traversal trick of RFC 3629 §10"
    ),
    example!(
        "surrogate.bin",
        "ED A0 80: the surrogate U+D800, never valid in UTF-8"
    ),
    example!(
        "above-10ffff.bin",
        "F4 90 80 80: 0x110000, just above the last code point U+10FFFF"
    ),
    example!(
        "five-byte.bin",
        "F8 88 80 80 80: a 5-byte form from RFC 2279"
    ),
    example!(
        "six-byte.bin",
        "FC 84 80 80 80 80: a 6-byte form from RFC 2279"
    ),
    example!("fe-ff.bin", "FE and FF: bytes that never appear in UTF-8"),
    example!("bom.txt", "A byte order mark (EF BB BF) before the text"),
    example!("crlf.txt", "Windows line endings: CR LF"),
    example!(
        "mixed-line-endings.txt",
        "LF, CR LF and a lone CR in one file"
    ),
    example!(
        "trojan-source.txt",
        "Bidi controls that make code read differently than it runs (Trojan Source)"
    ),
    example!(
        "mojibake.txt",
        "\"cafÃ©\" for \"café\": UTF-8 read as windows-1252 and saved as UTF-8 again"
    ),
    example!(
        "iso2022-utf8-switch.txt",
        "ESC % G: the ISO 2022 escape sequence that announces UTF-8"
    ),
    example!(
        "utf16le-bom.txt",
        "UTF-16LE with a BOM (FF FE): \"Unicode text\" as spreadsheets export it"
    ),
    example!(
        "utf16-surrogate-pair.txt",
        "😀 in UTF-16: the surrogate pair D83D DE00, one character in two units"
    ),
    example!(
        "utf16-lone-surrogate.txt",
        "D83D alone: a high surrogate with no low one after it"
    ),
    example!(
        "same-sentence-utf8.txt",
        "\"Größe: 5 € 😀\" in UTF-8 (compare with the UTF-16LE file)"
    ),
    example!(
        "same-sentence-utf16le.txt",
        "\"Größe: 5 € 😀\" in UTF-16LE: 2 bytes for ö and €, 4 for 😀"
    ),
    example!(
        "japanese-shift_jis.txt",
        "Japanese in Shift_JIS: kanji and kana in 2 bytes, the second byte may be ASCII"
    ),
    example!(
        "japanese-euc-jp.txt",
        "Japanese in EUC-JP: 2 bytes each, both A1–FE"
    ),
    example!(
        "japanese-iso-2022-jp.txt",
        "Japanese in ISO-2022-JP: seven bits, ESC $ B switches to JIS X 0208 and ESC ( B back"
    ),
    example!(
        "chinese-gbk.txt",
        "Simplified Chinese in GBK: 2 bytes each, lead 81–FE"
    ),
    example!(
        "chinese-gb18030.txt",
        "Chinese in GB18030: GBK plus 4-byte forms for every other code point (here ẞ, Ő and ŕ)"
    ),
    example!(
        "chinese-big5.txt",
        "Traditional Chinese in Big5: 2 bytes each, lead A1–F9"
    ),
    example!(
        "korean-euc-kr.txt",
        "Korean in EUC-KR: each hangul syllable in 2 bytes"
    ),
];
