//! The bundled classroom examples hold what their descriptions say.

mod common;

use common::example;

use utf8_inspector::analysis::{ScanOptions, scan_bytes};
use utf8_inspector::codec::{ErrorKind, WarningKind};
use utf8_inspector::examples::EXAMPLES;

fn first_error(name: &str) -> (u64, ErrorKind, Vec<u8>) {
    let r = scan_bytes(example(name), ScanOptions::default());
    let e = r
        .stats
        .first_error
        .unwrap_or_else(|| panic!("{name} has an error"));
    (e.offset, e.kind, e.bytes().to_vec())
}

#[test]
fn every_example_is_what_it_says() {
    assert!(
        example("copyright.txt")
            .windows(2)
            .any(|w| w == [0xC2, 0xA9])
    );
    assert!(
        example("not-equal.txt")
            .windows(3)
            .any(|w| w == [0xE2, 0x89, 0xA0])
    );
    let b = std::str::from_utf8(example("boundaries.txt")).expect("valid");
    for v in [
        0x1u32, 0x7F, 0x80, 0x7FF, 0x800, 0xFFF, 0x1000, 0xFFFF, 0x10000, 0x10FFFF,
    ] {
        assert!(b.contains(char::from_u32(v).expect("scalar")), "U+{v:04X}");
    }
    // Its U+0080 is meant: the file is valid UTF-8 and no mojibake (it was "windows-1252 read
    // as ISO-8859-1", and the Diagnosis tab offered to "repair" U+0080 into €).
    let d = utf8_inspector::analysis::diagnosis::diagnose(b.as_bytes(), b.len() as u64);
    assert!(d.mojibake.is_none(), "boundaries.txt: {:?}", d.finding);
    assert_eq!(
        d.verdict(),
        utf8_inspector::analysis::diagnosis::Verdict::Utf8
    );
    // Windows-1252 quotes read as ISO-8859-1 in Russian text are still mojibake.
    let ru = "Он сказал: \u{93}привет\u{94} \u{96} и ушёл домой, а потом вернулся.\n".repeat(3);
    let d = utf8_inspector::analysis::diagnosis::diagnose(ru.as_bytes(), ru.len() as u64);
    assert!(d.mojibake.is_some(), "{:?}", d.finding);
    let polish = std::str::from_utf8(example("polish-utf8.txt")).expect("valid");
    for c in "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ".chars() {
        assert!(polish.contains(c), "{c}");
        assert_eq!(c.len_utf8(), 2, "{c} takes two bytes");
    }
    let latin2 = scan_bytes(example("polish-iso-8859-2.txt"), ScanOptions::default());
    assert!(
        latin2.stats.errors >= 18,
        "every Polish letter is an error as UTF-8"
    );
    // The classroom's legacy example is named for what it is, not a weak guess.
    let bytes = example("polish-iso-8859-2.txt");
    let d = utf8_inspector::analysis::diagnosis::diagnose(bytes, bytes.len() as u64);
    assert_eq!(
        (
            d.guess.encoding.name(),
            d.guess
                .language
                .map(utf8_inspector::analysis::diagnosis::LangId::name),
            d.guess.confident
        ),
        ("ISO-8859-2", Some("Polish"), true),
        "{:?}",
        d.finding
    );
    assert_eq!(
        encoding_rs::ISO_8859_2.decode_without_bom_handling(bytes).0,
        polish,
        "the same text as the UTF-8 example"
    );
    // C2 00: the lead C2 is cut short by 00.
    assert_eq!(
        first_error("c2-00.bin"),
        (1, ErrorKind::Truncated, vec![0xC2])
    );
    assert_eq!(
        first_error("overlong-nul.bin"),
        (1, ErrorKind::Overlong, vec![0xC0, 0x80])
    );
    assert_eq!(first_error("overlong-path.bin").1, ErrorKind::Overlong);
    assert_eq!(first_error("overlong-path.bin").2, vec![0xC0, 0xAF]);
    assert_eq!(
        first_error("surrogate.bin"),
        (1, ErrorKind::Surrogate, vec![0xED, 0xA0, 0x80])
    );
    assert_eq!(
        first_error("above-10ffff.bin"),
        (1, ErrorKind::OutOfRange, vec![0xF4, 0x90, 0x80, 0x80])
    );
    assert_eq!(first_error("five-byte.bin").1, ErrorKind::LegacyForm);
    assert_eq!(first_error("six-byte.bin").2.len(), 6);
    assert_eq!(
        first_error("fe-ff.bin"),
        (1, ErrorKind::InvalidByte, vec![0xFE])
    );
    let bom = scan_bytes(example("bom.txt"), ScanOptions::default());
    assert!(bom.stats.has_bom() && bom.stats.is_valid());
    let crlf = scan_bytes(example("crlf.txt"), ScanOptions::default());
    assert_eq!((crlf.stats.crlf, crlf.stats.lf, crlf.stats.cr), (2, 0, 0));
    let mixed = scan_bytes(example("mixed-line-endings.txt"), ScanOptions::default());
    assert_eq!(
        (mixed.stats.lf, mixed.stats.crlf, mixed.stats.cr),
        (2, 1, 1)
    );
    let trojan = scan_bytes(example("trojan-source.txt"), ScanOptions::default());
    assert!(trojan.stats.warnings[WarningKind::BidiControl.index()] >= 3);
    assert!(
        std::str::from_utf8(example("mojibake.txt"))
            .expect("valid")
            .contains("cafÃ©")
    );
    assert!(example("iso2022-utf8-switch.txt").starts_with(b"\x1b%G"));
    for e in &EXAMPLES {
        assert!(
            !e.describe(utf8_inspector::i18n::Lang::En).is_empty() && !e.bytes.is_empty(),
            "{}",
            e.name
        );
    }
}

#[test]
fn utf16_examples_are_what_they_say() {
    use utf8_inspector::analysis::diagnosis::{Verdict, diagnose};
    use utf8_inspector::codec::{WideError, WideForm, scan_wide};
    for name in [
        "utf16le-bom.txt",
        "utf16-surrogate-pair.txt",
        "utf16-lone-surrogate.txt",
        "same-sentence-utf16le.txt",
    ] {
        let b = example(name);
        assert!(b.starts_with(&[0xFF, 0xFE]), "{name}: a UTF-16LE BOM");
        let d = diagnose(b, b.len() as u64);
        assert_eq!(d.verdict(), Verdict::Utf16, "{name}");
    }
    let pair = example("utf16-surrogate-pair.txt");
    assert!(pair.windows(4).any(|w| w == [0x3D, 0xD8, 0x00, 0xDE]));
    let lone = scan_wide(example("utf16-lone-surrogate.txt"), WideForm::Utf16Le);
    assert_eq!(lone.by_kind[WideError::LoneHighSurrogate.name()], 1);
    assert_eq!(lone.errors, 1);
    let utf8 = std::str::from_utf8(example("same-sentence-utf8.txt")).expect("UTF-8");
    let (utf16, errors) =
        utf8_inspector::codec::decode_wide(example("same-sentence-utf16le.txt"), WideForm::Utf16Le);
    assert!(errors.is_empty());
    assert_eq!(utf16, utf8);
}

#[test]
fn cjk_examples_are_what_they_say() {
    use utf8_inspector::analysis::diagnosis::{Encoding, Verdict, diagnose};
    // Each file decodes with encoding_rs's decoder of its encoding without a malformed sequence,
    // and the diagnosis names that encoding (GB18030's file has forms GBK lacks).
    for (name, encoding, expected) in [
        (
            "japanese-shift_jis.txt",
            encoding_rs::SHIFT_JIS,
            "Shift_JIS",
        ),
        ("japanese-euc-jp.txt", encoding_rs::EUC_JP, "EUC-JP"),
        (
            "japanese-iso-2022-jp.txt",
            encoding_rs::ISO_2022_JP,
            "ISO-2022-JP",
        ),
        ("chinese-gbk.txt", encoding_rs::GBK, "GBK"),
        ("chinese-gb18030.txt", encoding_rs::GB18030, "GB18030"),
        ("chinese-big5.txt", encoding_rs::BIG5, "Big5"),
        ("korean-euc-kr.txt", encoding_rs::EUC_KR, "EUC-KR"),
    ] {
        let b = example(name);
        let (text, malformed) = encoding.decode_without_bom_handling(b);
        assert!(!malformed, "{name}: decodes cleanly");
        assert!(
            text.contains("世界人") || text.contains("세계인권선언"),
            "{name}: {text}"
        );
        let d = diagnose(b, b.len() as u64);
        assert_eq!(d.verdict(), Verdict::Legacy, "{name}");
        match d.guess.encoding {
            Encoding::Cjk(c) => assert_eq!(c.name(), expected, "{name}"),
            other => panic!("{name}: {other:?}"),
        }
    }
}

/// The examples of each UTF-8 error are ASCII around the error: damaged UTF-8 (its stray bytes'
/// nearest legacy reading turned down), never a legacy text. `overlong-path.bin` (`GET /..` C0 AF `..` C0 AF `etc` C0 AF `passwd`)
/// was "Korean text in EUC-KR" (C0 AF is 율) and `c2-00.bin` (`A` C2 00 `B`) "Thai text in
/// windows-874": a teacher showing why C0 AF is forbidden was told it is Korean.
#[test]
fn the_error_examples_are_damaged_utf8_not_a_language() {
    use utf8_inspector::analysis::diagnosis::{Verdict, diagnose};
    let mut seen = 0;
    for e in EXAMPLES.iter().filter(|e| e.name.ends_with(".bin")) {
        let b = example(e.name);
        let d = diagnose(b, b.len() as u64);
        assert_eq!(
            d.verdict(),
            Verdict::Utf8Damaged,
            "{}: {:?}",
            e.name,
            d.finding
        );
        // Errors only UTF-8 makes are damaged UTF-8 however few (they were "ASCII with 2 stray
        // bytes that read as no language" beside overlong-path.bin's "damaged UTF-8"); a lone
        // lead byte or FE FF may be stray bytes.
        if !["c2-00.bin", "fe-ff.bin"].contains(&e.name) {
            assert!(
                matches!(
                    d.finding,
                    utf8_inspector::analysis::diagnosis::Finding::Damaged { .. }
                ),
                "{}: {:?}",
                e.name,
                d.finding
            );
        }
        seen += 1;
    }
    assert!(seen >= 8, "{seen} error examples");
}
