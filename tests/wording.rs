//! The English wording of the diagnosis, pinned in one place: every other test checks data (the
//! finding, the guess, the counts), so a sentence can change here and only here.

mod common;

use common::example;

use utf8_inspector::analysis::diagnosis::{Diagnosis, diagnose};
use utf8_inspector::analysis::scan_bytes;
use utf8_inspector::analysis::wording::{self, Label, Msg, english};
use utf8_inspector::analysis::{ScanOptions, Stats};
use utf8_inspector::i18n::Lang;

fn stats(bytes: &[u8]) -> Stats {
    scan_bytes(bytes, ScanOptions::default()).stats
}

/// The diagnosis of a whole file, reconciled with its scan, as `check` and the window make it.
fn whole(bytes: &[u8]) -> (Diagnosis, Stats) {
    let mut d = diagnose(bytes, bytes.len() as u64);
    let s = stats(bytes);
    d.reconcile(&s, None);
    (d, s)
}

#[test]
fn summaries() {
    let cases: Vec<(&[u8], u64, &str)> = vec![
        (b"", 0, "empty file"),
        (b"plain ASCII\n", 12, "valid UTF-8"),
        (
            b"caf\xc3\xa9 ",
            1 << 40,
            "valid UTF-8 (diagnosed from the first 6 bytes)",
        ),
        (
            example("polish-iso-8859-2.txt"),
            example("polish-iso-8859-2.txt").len() as u64,
            "not UTF-8: Polish text in ISO-8859-2",
        ),
        (
            &[0u8; 4096],
            4096,
            "not text: 4096 NUL bytes in the first 4096 bytes: text files have none",
        ),
        // B4 CD C2 is ดอย in windows-874, a Thai word: legacy, and weak (it was "ASCII with 3
        // stray bytes" while the English words around it chose the language).
        (
            b"Just ASCII, then \xB4\xCD\xC2.",
            21,
            "not UTF-8: Thai text in windows-874 / ISO-8859-11 / TIS-620 (a weak guess)",
        ),
    ];
    for (bytes, size, want) in cases {
        assert_eq!(wording::summary(Lang::En, &diagnose(bytes, size)), want);
    }
}

#[test]
fn utf16_summaries() {
    let mut le = vec![0xFF, 0xFE];
    le.extend("Grüße, мир! ".encode_utf16().flat_map(u16::to_le_bytes));
    assert_eq!(
        wording::summary(Lang::En, &diagnose(&le, le.len() as u64)),
        "not UTF-8: UTF-16LE text with BOM, 12 characters, valid"
    );
    le.extend([0x00, 0xD8, b'a', 0]);
    let s = wording::summary(Lang::En, &diagnose(&le, le.len() as u64));
    assert!(
        s.starts_with(
            "not UTF-8: UTF-16LE text with BOM, 13 characters, 1 lone-high-surrogate, first at \
             byte 26 (line 1): high surrogate D800"
        ),
        "{s}"
    );
}

#[test]
fn mojibake_and_mixed() {
    let text = "Le cafÃ© est prÃªt, la crÃ¨me brÃ»lÃ©e aussi : dÃ©jÃ  vu, trÃ¨s rÃ©ussi.\n";
    let d = diagnose(text.as_bytes(), text.len() as u64);
    assert_eq!(
        wording::summary(Lang::En, &d),
        "looks like mojibake: UTF-8 → read as windows-1252 → saved as UTF-8"
    );
    assert_eq!(
        wording::banner(Lang::En, &d).as_deref(),
        Some("Looks like mojibake: UTF-8 → read as windows-1252 → saved as UTF-8")
    );
    assert_eq!(
        wording::mojibake_chain(Lang::En, &["windows-1252", "windows-1251"]),
        "UTF-8 → read as windows-1251 → saved as UTF-8 → read as windows-1252 → saved as UTF-8"
    );
}

#[test]
fn reconciled_with_the_whole_file() {
    // An error past the sample: the window and `check` both say so.
    let mut bytes = "plain text\n".repeat(10).into_bytes();
    bytes.push(0xC0);
    let mut d = diagnose(&bytes[..50], bytes.len() as u64);
    assert_eq!(
        wording::summary(Lang::En, &d),
        "valid UTF-8 (diagnosed from the first 50 bytes)"
    );
    d.reconcile(&stats(&bytes), None);
    assert_eq!(
        wording::summary(Lang::En, &d),
        "UTF-8 with 1 ill-formed sequence beyond the first 50 bytes diagnosed, the first at byte 110"
    );
    // Bidi controls in valid text: a banner, in the status line too.
    let (d, s) = whole(example("trojan-source.txt"));
    let summary = wording::summary(Lang::En, &d);
    assert!(
        summary.starts_with("valid UTF-8, but with ")
            && summary.contains(
                " bidi controls, which can show the text in another order than it is stored"
            ),
        "{summary}"
    );
    assert_eq!(wording::status(Lang::En, &s, true, Some(&d)), summary);
    assert_eq!(
        wording::status(Lang::En, &s, false, Some(&d)),
        format!("no errors so far · {summary}")
    );
}

#[test]
fn banners_check_lines_and_status() {
    let (d, s) = whole(example("polish-iso-8859-2.txt"));
    assert_eq!(
        wording::banner(Lang::En, &d).as_deref(),
        Some("Not UTF-8: Polish text in ISO-8859-2")
    );
    let line = wording::check_line(Lang::En, &s, Some(&d));
    assert!(
        line.starts_with("invalid UTF-8: ")
            && line.ends_with("; not UTF-8: Polish text in ISO-8859-2"),
        "{line}"
    );
    let status = wording::status(Lang::En, &s, true, Some(&d));
    assert_eq!(
        status,
        format!(
            "{} errors ({} U+FFFD if decoded lossily) · not UTF-8: Polish text in ISO-8859-2",
            s.errors, s.replacements
        )
    );
    // Valid UTF-8: no banner; the check line is the scan's verdict.
    let (d, s) = whole("zażółć\n".as_bytes());
    assert_eq!(wording::banner(Lang::En, &d), None);
    assert_eq!(
        wording::check_line(Lang::En, &s, Some(&d)),
        "valid UTF-8: 7 characters, 11 bytes, LF line endings, no BOM"
    );
    assert_eq!(wording::status(Lang::En, &s, true, Some(&d)), "valid UTF-8");
    // Not UTF-8 is said once, in the banner of every kind of file that is not.
    let mut le = vec![0xFF, 0xFE];
    le.extend(
        "Zażółć gęślą jaźń"
            .encode_utf16()
            .flat_map(u16::to_le_bytes),
    );
    for bytes in [example("polish-iso-8859-2.txt"), &le[..]] {
        let (d, _) = whole(bytes);
        let banner = wording::banner(Lang::En, &d).expect("a banner");
        assert_eq!(banner.matches("Not UTF-8").count(), 1, "{banner}");
        assert_eq!(
            banner.to_lowercase().matches("not utf-8").count(),
            1,
            "{banner}"
        );
    }
}

#[test]
fn the_guess_in_words() {
    let (d, _) = whole(example("polish-iso-8859-2.txt"));
    assert_eq!(
        english(&Msg::EncodingLine(&d.guess)),
        "Encoding: ISO-8859-2"
    );
    assert_eq!(english(&Msg::Confidence(&d.guess)), "A firm guess.");
    let short = diagnose(b"caf\xe9", 4);
    assert_eq!(
        english(&Msg::Confidence(&short.guess)),
        "A weak guess: few non-ASCII bytes."
    );
    let few = diagnose("café ≠ crème".as_bytes(), 15);
    assert_eq!(
        english(&Msg::Confidence(&few.guess)),
        "A weak guess: few non-ASCII characters."
    );
    let latin = diagnose(
        b"caf\xe9 cr\xe8me br\xfbl\xe9e, d\xe9j\xe0 vu, tr\xe8s r\xe9ussi",
        40,
    );
    let basis = english(&Msg::Basis(&latin.guess));
    assert!(basis.contains("identical for this file"), "{basis}");
    assert_eq!(english(&Msg::Label(Label::NextError)), "Next error (F8)");
    // Stray bytes: the best legacy reading is named as turned down, not as the answer.
    let stray = diagnose(example("fe-ff.bin"), example("fe-ff.bin").len() as u64);
    let nearest = english(&Msg::NearestReading(&stray.guess));
    assert!(
        nearest.starts_with("The nearest legacy reading, ")
            && nearest.ends_with(", is too weak to count: these bytes read as no language."),
        "{nearest}"
    );
    assert_eq!(wording::thousands(1_234_567), "1,234,567");
}

#[test]
fn cjk_summaries() {
    // "日本語のテキストです。" in Shift_JIS, repeated: Japanese, firm.
    let text = "日本語のテキストです。これは日本語の文章です。".repeat(3);
    let sjis = encoding_rs::SHIFT_JIS.encode(&text).0.into_owned();
    let d = diagnose(&sjis, sjis.len() as u64);
    assert_eq!(
        wording::summary(Lang::En, &d),
        "not UTF-8: Japanese text in Shift_JIS"
    );
    assert_eq!(
        english(&Msg::Basis(&d.guess)),
        format!(
            "Not UTF-8; reads as Japanese in Shift_JIS: {} non-ASCII characters decoded, \
             characters Japanese uses often (typically one in {} of its characters).",
            text.chars().count(),
            match d.guess.basis {
                utf8_inspector::analysis::diagnosis::Basis::Cjk { mean, .. } =>
                    wording::thousands(f64::from(-mean).exp().round() as u64),
                _ => String::new(),
            }
        )
    );
    // Three characters: a weak guess.
    let few = encoding_rs::GBK.encode("abc 中国人 def").0.into_owned();
    let d = diagnose(&few, few.len() as u64);
    assert_eq!(
        wording::summary(Lang::En, &d),
        "not UTF-8: Chinese text in GBK (a weak guess)"
    );
    assert_eq!(
        english(&Msg::Confidence(&d.guess)),
        "A weak guess: few non-ASCII characters."
    );
    let kr = b"\x1b$)C\x0e\x30\x21\x0f text\n";
    assert_eq!(
        wording::summary(Lang::En, &diagnose(kr, kr.len() as u64)),
        "not UTF-8: ISO-2022-KR, a CJK encoding this tool cannot read"
    );
}

/// A file of nothing but stray high bytes is not called ASCII (the byte 80 alone was "ASCII with
/// 1 stray byte"); ASCII with one still is.
#[test]
fn stray_bytes_alone_are_not_called_ascii() {
    use utf8_inspector::analysis::diagnosis::Finding;
    use utf8_inspector::analysis::wording::finding_msg;
    for (bytes, alone) in [(&b"\x80"[..], true), (&b"abc \x80 def\n"[..], false)] {
        let d = diagnose(bytes, bytes.len() as u64);
        assert!(
            matches!(d.finding, Finding::StrayBytes { .. }),
            "{bytes:?}: {:?}",
            d.finding
        );
        let msg = finding_msg(&d);
        assert_eq!(matches!(msg, Msg::StrayBytesOnly(_)), alone, "{bytes:?}");
        assert_eq!(matches!(msg, Msg::StrayBytes(_)), !alone, "{bytes:?}");
    }
}
