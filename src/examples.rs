//! The classroom examples bundled in `assets/examples/` (written by `scripts/make-examples.py`):
//! every example of the UTF-8 pages, opened read-only like any file from the Examples menu.

/// One example: file name, one-line description, bytes.
pub struct Example {
    /// File name in `assets/examples/`.
    pub name: &'static str,
    /// Its one-line description's message id (`locales/<lang>/examples.ftl`).
    pub id: &'static str,
    /// Its bytes.
    pub bytes: &'static [u8],
}

macro_rules! example {
    ($name:literal, $id:literal) => {
        Example {
            name: $name,
            id: $crate::tid!($id),
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
    example!("copyright.txt", "example-copyright"),
    example!("not-equal.txt", "example-not-equal"),
    example!("boundaries.txt", "example-boundaries"),
    example!("polish-utf8.txt", "example-polish-utf8"),
    example!("polish-iso-8859-2.txt", "example-polish-iso-8859-2"),
    example!("c2-00.bin", "example-c2-00"),
    example!("overlong-nul.bin", "example-overlong-nul"),
    example!("overlong-path.bin", "example-overlong-path"),
    example!("surrogate.bin", "example-surrogate"),
    example!("above-10ffff.bin", "example-above-10ffff"),
    example!("five-byte.bin", "example-five-byte"),
    example!("six-byte.bin", "example-six-byte"),
    example!("fe-ff.bin", "example-fe-ff"),
    example!("bom.txt", "example-bom"),
    example!("crlf.txt", "example-crlf"),
    example!("mixed-line-endings.txt", "example-mixed-line-endings"),
    example!("trojan-source.txt", "example-trojan-source"),
    example!("mojibake.txt", "example-mojibake"),
    example!("iso2022-utf8-switch.txt", "example-iso2022-utf8-switch"),
    example!("utf16le-bom.txt", "example-utf16le-bom"),
    example!("utf16-surrogate-pair.txt", "example-utf16-surrogate-pair"),
    example!("utf16-lone-surrogate.txt", "example-utf16-lone-surrogate"),
    example!("same-sentence-utf8.txt", "example-same-sentence-utf8"),
    example!("same-sentence-utf16le.txt", "example-same-sentence-utf16le"),
    example!("japanese-shift_jis.txt", "example-japanese-shift-jis"),
    example!("japanese-euc-jp.txt", "example-japanese-euc-jp"),
    example!("japanese-iso-2022-jp.txt", "example-japanese-iso-2022-jp"),
    example!("chinese-gbk.txt", "example-chinese-gbk"),
    example!("chinese-gb18030.txt", "example-chinese-gb18030"),
    example!("chinese-big5.txt", "example-chinese-big5"),
    example!("korean-euc-kr.txt", "example-korean-euc-kr"),
];
