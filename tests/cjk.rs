//! The multi-byte CJK encodings (issue 17): held-out Chinese, Japanese and Korean text in each
//! encoding is named with its encoding and language, single-byte text never is, UTF-8 stays
//! UTF-8, Shift_JIS is not UTF-16, ISO-2022-KR is named and not guessed, and `convert` reads and
//! writes them exactly.

mod common;

use assert_cmd::Command;
use utf8_inspector::analysis::cjk::{self, CjkId};
use utf8_inspector::analysis::convert::{ConvertError, decode_as, encode_as};
use utf8_inspector::analysis::diagnosis::{
    BannerAction, Encoding, Finding, LangId, LegacyId, Verdict, diagnose, wide_form,
};
use utf8_inspector::analysis::lang::corpus::{self, Part};
use utf8_inspector::analysis::legacy::by_name;

/// The evaluation lines of the language `id` writes that `id` can write, joined.
fn held_out(id: CjkId) -> String {
    cjk::corpus(&common::testdata(""), id.language(), Part::Evaluate)
        .expect("the shared corpora")
        .into_iter()
        .filter(|l| cjk::encode(l, id, None).expect("readable").1.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

fn encoded(id: CjkId, text: &str) -> Vec<u8> {
    let (bytes, bad) = cjk::encode(text, id, None).expect("readable");
    assert!(bad.is_empty(), "{}: {bad:?}", id.name());
    bytes
}

/// Consecutive pieces of `len` characters.
fn pieces(text: &str, len: usize) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    chars
        .chunks(len)
        .filter(|c| c.len() == len)
        .map(|c| c.iter().collect())
        .collect()
}

fn named(bytes: &[u8]) -> Option<(CjkId, LangId, bool)> {
    match diagnose(bytes, bytes.len() as u64).finding {
        Finding::Cjk {
            encoding,
            language,
            confident,
        } => Some((encoding, language, confident)),
        _ => None,
    }
}

#[test]
fn held_out_text_is_named_with_its_encoding_and_language() {
    for id in utf8_inspector::analysis::cjk::EACH_READABLE {
        let text = held_out(id);
        let all: String = text.chars().take(2000).collect();
        assert!(
            all.chars().count() >= 400,
            "{}: too little held-out text",
            id.name()
        );
        let bytes = encoded(id, &all);
        let d = diagnose(&bytes, bytes.len() as u64);
        assert_eq!(
            d.verdict(),
            Verdict::Legacy,
            "{}: {:?}",
            id.name(),
            d.finding
        );
        assert_eq!(
            d.finding,
            Finding::Cjk {
                encoding: id,
                language: LangId::cjk(id.language()),
                confident: true
            },
            "{}",
            id.name()
        );
        assert_eq!(d.guess.encoding, Encoding::Cjk(id));
        assert_eq!(d.guess.language, Some(LangId::cjk(id.language())));
        // View as for the encodings readable from any byte (not ISO-2022-JP, whose escapes
        // decide what a byte is).
        let view_as = utf8_inspector::analysis::cjk::BYTEWISE
            .contains(&id)
            .then_some(BannerAction::ViewAs(Encoding::Cjk(id)));
        assert_eq!(
            d.banner_actions(),
            Some(
                view_as
                    .into_iter()
                    .chain([
                        BannerAction::SaveAsUtf8(Encoding::Cjk(id)),
                        BannerAction::Details
                    ])
                    .collect()
            )
        );
        // 200 characters: nearly always right, and never confidently wrong.
        let ps = pieces(&text, 200);
        let mut right = 0;
        for p in &ps {
            match named(&encoded(id, p)) {
                Some((e, l, _)) if e == id && l == LangId::cjk(id.language()) => right += 1,
                Some((_, _, true)) => panic!("{}: confidently wrong on {p:?}", id.name()),
                _ => {}
            }
        }
        assert!(
            right * 10 >= ps.len() * 9,
            "{}: {right} of {} pieces of 200 characters named right",
            id.name(),
            ps.len()
        );
    }
}

#[test]
fn single_byte_text_is_not_called_cjk() {
    let all = corpus::load(&common::testdata(""), Part::Evaluate).expect("the shared corpora");
    for (code, enc) in [
        ("rus", "windows-1251"),
        ("ell", "ISO-8859-7"),
        ("tha", "windows-874"),
        ("heb", "windows-1255"),
        ("pol", "ISO-8859-2"),
        ("fra", "windows-1252"),
        ("vie", "windows-1258"),
    ] {
        let lines = &all.iter().find(|(c, _)| c == code).expect(code).1;
        let l = by_name(enc).expect(enc);
        let text = lines.join("\n");
        let mut cases: Vec<String> = pieces(&text, 200);
        cases.push(text.chars().take(2000).collect());
        cases.extend(lines.iter().cloned());
        for t in cases {
            let mut bytes = Vec::new();
            for c in t.chars() {
                l.encode_char_decomposing(c, &mut bytes);
            }
            let d = diagnose(&bytes, bytes.len() as u64);
            assert!(
                !matches!(
                    d.finding,
                    Finding::Cjk { .. } | Finding::CjkUnreadable { .. }
                ),
                "{code} in {enc} called CJK: {:?} for {t:?}",
                d.finding
            );
        }
    }
}

#[test]
fn utf8_chinese_is_still_utf8() {
    for id in [CjkId::Gbk, CjkId::ShiftJis, CjkId::EucKr] {
        let text = held_out(id);
        let d = diagnose(text.as_bytes(), text.len() as u64);
        assert_eq!(d.finding, Finding::Utf8, "{}", id.name());
        assert_eq!(d.guess.encoding, Encoding::Utf8);
    }
}

#[test]
fn shift_jis_and_euc_are_not_utf16() {
    for id in [
        CjkId::ShiftJis,
        CjkId::EucJp,
        CjkId::Gbk,
        CjkId::Big5,
        CjkId::EucKr,
    ] {
        let text: String = held_out(id).chars().take(2000).collect();
        let bytes = encoded(id, &text);
        assert_eq!(wide_form(&bytes), None, "{}", id.name());
        let d = diagnose(&bytes, bytes.len() as u64);
        assert!(!d.is_wide(), "{}: {:?}", id.name(), d.finding);
        assert!(
            matches!(d.finding, Finding::Cjk { .. }),
            "{}: {:?}",
            id.name(),
            d.finding
        );
    }
}

#[test]
fn iso_2022_kr_and_cn_are_named_never_guessed() {
    // ISO-2022-KR: the designator once, then SO … SI around each run of Korean.
    let mut kr = b"\x1b$)C".to_vec();
    for _ in 0..20 {
        kr.extend_from_slice(b"Hello \x0e\x30\x21\x30\x22\x0f world.\n");
    }
    let d = diagnose(&kr, kr.len() as u64);
    assert_eq!(
        d.finding,
        Finding::CjkUnreadable {
            encoding: CjkId::Iso2022Kr
        }
    );
    assert_eq!(d.verdict(), Verdict::Legacy);
    let cn = b"\x1b$)A\x0e\x3d\x3b\x0f text\n".repeat(5);
    let d = diagnose(&cn, cn.len() as u64);
    assert_eq!(
        d.finding,
        Finding::CjkUnreadable {
            encoding: CjkId::Iso2022Cn
        }
    );
    assert_eq!(
        decode_as(&kr, "ISO-2022-KR", None),
        Err(ConvertError::CjkUnreadable(CjkId::Iso2022Kr))
    );
}

#[test]
fn decoding_and_encoding_round_trip_and_name_malformed_offsets() {
    for (id, names) in [
        (CjkId::ShiftJis, ["shift_jis", "sjis", "cp932"]),
        (CjkId::EucJp, ["euc-jp", "eucjp", "EUC_JP"]),
        (CjkId::Iso2022Jp, ["iso-2022-jp", "ISO2022JP", "jis"]),
        (CjkId::Gbk, ["gbk", "gb2312", "cp936"]),
        (CjkId::Big5, ["big5", "Big5-HKSCS", "cp950"]),
        (CjkId::EucKr, ["euc-kr", "cp949", "uhc"]),
    ] {
        let text: String = held_out(id).chars().take(500).collect();
        for name in names {
            assert_eq!(CjkId::by_name(name), Some(id), "{name}");
            let e = encode_as(&text, name, None, false).expect(name);
            assert_eq!(e.bytes, encoded(id, &text), "{name}");
            assert_eq!(decode_as(&e.bytes, name, None).expect(name), text, "{name}");
        }
    }
    // GB18030 writes what GBK cannot.
    let e = encode_as("😀 中文", "gb18030", None, false).expect("gb18030");
    assert_eq!(
        decode_as(&e.bytes, "gb18030", None).expect("gb18030"),
        "😀 中文"
    );
    assert!(matches!(
        encode_as("😀", "gbk", None, false),
        Err(ConvertError::UnwritableCjk { count: 1, .. })
    ));
    // A malformed sequence is refused with its offset, or replaced when asked.
    let bad = b"ab\x82\x20cd\x82\xa0";
    match decode_as(bad, "shift_jis", None) {
        Err(ConvertError::MalformedCjk {
            encoding: CjkId::ShiftJis,
            count,
            offsets,
        }) => {
            assert!(count >= 1);
            assert_eq!(offsets[0], 2);
        }
        other => panic!("{other:?}"),
    }
    assert!(
        decode_as(bad, "shift_jis", Some('?'))
            .expect("substituted")
            .starts_with("ab?")
    );
    // ISO-2022-JP with a substitute stays seven-bit and decodes back.
    let e = encode_as("日本語 ☃ テスト", "iso-2022-jp", Some('?'), false).expect("substitute");
    assert_eq!(e.replaced.len(), 1);
    assert!(e.bytes.iter().all(u8::is_ascii));
    assert_eq!(
        decode_as(&e.bytes, "iso-2022-jp", None).expect("decodes"),
        "日本語 ? テスト"
    );
}

#[test]
fn no_panic_on_any_bytes() {
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    for len in [0usize, 1, 2, 3, 7, 64, 1000] {
        for _ in 0..50 {
            let bytes: Vec<u8> = (0..len)
                .map(|_| {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    (x >> 24) as u8
                })
                .collect();
            for id in CjkId::ALL {
                let _ = cjk::decode(&bytes, id, false, '\u{FFFD}');
                let _ = cjk::decode(&bytes, id, true, '\u{FFFD}');
            }
            let _ = cjk::detect(&bytes, true);
            let _ = cjk::detect_iso2022(&bytes, false);
            let _ = diagnose(&bytes, bytes.len() as u64 + 10);
        }
    }
}

fn bin() -> Command {
    Command::cargo_bin("utf8-inspector").expect("binary built")
}

#[test]
fn cli_converts_shift_jis_exactly_and_checks_gbk() {
    let text: String = held_out(CjkId::ShiftJis).chars().take(1000).collect();
    let sjis = encoded(CjkId::ShiftJis, &text);
    let out = bin()
        .args(["convert", "--from", "shift_jis", "--to", "utf-8", "-", "-"])
        .write_stdin(sjis.clone())
        .assert()
        .code(0)
        .get_output()
        .stdout
        .clone();
    assert_eq!(out, text.as_bytes());
    let back = bin()
        .args(["convert", "--from", "utf-8", "--to", "shift_jis", "-", "-"])
        .write_stdin(text.as_bytes().to_vec())
        .assert()
        .code(0)
        .get_output()
        .stdout
        .clone();
    assert_eq!(back, sjis);

    let zh: String = held_out(CjkId::Gbk).chars().take(1000).collect();
    let f = tempfile::NamedTempFile::new().expect("temp file");
    std::fs::write(f.path(), encoded(CjkId::Gbk, &zh)).expect("write");
    let out = bin()
        .args(["check", "--json"])
        .arg(f.path())
        .output()
        .expect("ran");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    assert_eq!(v["verdict"], "legacy", "{v}");
    assert_eq!(v["guess"]["encoding"], "GBK", "{v}");
    assert_eq!(v["guess"]["language"], "Chinese", "{v}");
    assert_eq!(v["finding"]["kind"], "cjk", "{v}");
    assert_eq!(v["finding"]["encoding"], "GBK", "{v}");
}

#[test]
fn a_selection_reads_byte_by_byte_in_each_cjk_encoding() {
    use utf8_inspector::analysis::cjk::{ByteReading as R, CjkId, read_bytewise};
    // The Shift_JIS example: "世界人権宣言" is two bytes a character, then an ASCII space.
    let b = common::example("japanese-shift_jis.txt");
    let cells = read_bytewise(&b[..13], CjkId::ShiftJis);
    assert_eq!(cells.len(), 13);
    let starts: String = cells
        .iter()
        .filter_map(|r| match r {
            R::Starts(c) => Some(*c),
            _ => None,
        })
        .collect();
    assert_eq!(starts, "世界人権宣言 ");
    assert_eq!(cells[1], R::Continues);
    // From the second byte on, the first is a lone trail byte, or reads as another character.
    let shifted = read_bytewise(&b[1..13], CjkId::ShiftJis);
    assert_ne!(shifted[0], R::Starts('世'));
    // GB18030's four-byte form of ẞ (U+1E9E) is one character there, no character in GBK.
    let g = "ẞ".to_string();
    let (bytes, _, _) = encoding_rs::GB18030.encode(&g);
    assert_eq!(bytes.len(), 4);
    assert_eq!(
        read_bytewise(&bytes, CjkId::Gb18030),
        [R::Starts('ẞ'), R::Continues, R::Continues, R::Continues]
    );
    assert!(
        !read_bytewise(&bytes, CjkId::Gbk).contains(&R::Starts('ẞ')),
        "GBK has no four-byte forms"
    );
    // Every byte of a file of the encoding's own text starts or continues a character.
    for (name, id) in [
        ("japanese-euc-jp.txt", CjkId::EucJp),
        ("chinese-big5.txt", CjkId::Big5),
        ("korean-euc-kr.txt", CjkId::EucKr),
        ("chinese-gbk.txt", CjkId::Gbk),
    ] {
        let cells = read_bytewise(common::example(name), id);
        assert!(!cells.contains(&R::Malformed), "{name}");
    }
}

/// Korean in Johab, which has no decoder here: each Hangul syllable is 16 bits, a 1 then five
/// bits each for the initial, medial and final jamo (checked against Python's `johab` codec for
/// all 11,172 syllables while this test was written). Other characters are left out.
fn johab(text: &str) -> Vec<u8> {
    const MEDIAL: [u16; 21] = [
        3, 4, 5, 6, 7, 10, 11, 12, 13, 14, 15, 18, 19, 20, 21, 22, 23, 26, 27, 28, 29,
    ];
    let mut out = Vec::new();
    for c in text.chars() {
        if c.is_ascii() {
            out.push(c as u8);
        } else if ('\u{AC00}'..='\u{D7A3}').contains(&c) {
            let i = (c as u32 - 0xAC00) as u16;
            let (initial, medial, last) = (i / 588, (i % 588) / 28, i % 28);
            // Finals: 1 for none, then 2–17 and 19–29 (18 is skipped).
            let last = if last < 17 { last + 1 } else { last + 2 };
            let code = 0x8000 | ((initial + 2) << 10) | (MEDIAL[medial as usize] << 5) | last;
            out.extend_from_slice(&code.to_be_bytes());
        }
    }
    out
}

/// Korean in Johab (an encoding this tool cannot read) reads as no language in the CJK encodings
/// read here, yet its bytes pair up cleanly as GBK's; its single-byte readings are gibberish
/// that can still lead one another by thousands of nats (it was "Greek text in x-mac-greek").
/// Its bytes have Johab's structure throughout (every code a valid one, Hangul by its bit
/// fields, syllables side by side), so it is named: Johab, which this tool cannot read. No
/// single-byte text of the corpora is taken for it (`evaluate_cjk`, `single_byte_text_is_not_called_cjk`).
#[test]
fn korean_in_johab_is_named_johab_never_a_single_byte_guess() {
    let path = common::testdata("perf/unicode_lipsum/wikipedia_mars/korean.utf8.txt");
    let text = std::fs::read_to_string(&path).expect("the Korean article");
    let bytes = johab(&text);
    for len in [300, 3_000, 10_000, 30_000, 60_000, bytes.len()] {
        let sample = &bytes[..len];
        let d = diagnose(sample, sample.len() as u64);
        assert_eq!(
            d.finding,
            Finding::CjkUnreadable {
                encoding: CjkId::Johab
            },
            "{len} bytes"
        );
        assert_eq!(d.guess.encoding, Encoding::Cjk(CjkId::Johab), "{len} bytes");
    }
    assert_eq!(
        decode_as(&bytes, "Johab", None),
        Err(ConvertError::CjkUnreadable(CjkId::Johab))
    );
}

/// Chinese in HZ-GB-2312 (seven bits: GB2312 with the high bits cleared, between `~{` and `~}`),
/// which this tool cannot read, is valid ASCII; it is named, not called ASCII.
#[test]
fn chinese_in_hz_is_named_never_ascii() {
    let text = held_out(CjkId::Gbk);
    let mut hz = Vec::new();
    for line in text.lines().take(20) {
        let (gbk, _) = cjk::encode(line, CjkId::Gbk, None).expect("readable");
        let mut inside = false;
        let mut k = 0;
        while k < gbk.len() {
            let b = gbk[k];
            let two =
                b >= 0x80 && k + 1 < gbk.len() && (0xA1..=0xF7).contains(&b) && gbk[k + 1] >= 0xA1;
            if two && !inside {
                hz.extend_from_slice(b"~{");
                inside = true;
            } else if !two && inside {
                hz.extend_from_slice(b"~}");
                inside = false;
            }
            if two {
                hz.extend_from_slice(&[b & 0x7F, gbk[k + 1] & 0x7F]);
                k += 2;
            } else {
                if b < 0x80 {
                    hz.push(if b == b'~' { b' ' } else { b });
                }
                k += 1;
            }
        }
        if inside {
            hz.extend_from_slice(b"~}");
        }
        hz.push(b'\n');
    }
    assert!(hz.is_ascii());
    let d = diagnose(&hz, hz.len() as u64);
    assert_eq!(
        d.finding,
        Finding::CjkUnreadable {
            encoding: CjkId::Hz
        }
    );
    assert_eq!(d.guess.encoding, Encoding::Cjk(CjkId::Hz));
    // ASCII with a `~{` or two in it (a shell line, TeX) stays ASCII.
    let plain = b"echo ~{a,b} and ~{c} are brace expansions\n";
    let d = diagnose(plain, plain.len() as u64);
    assert_eq!(d.guess.encoding, Encoding::Ascii, "{:?}", d.finding);
}

/// An HTML page holding `body`, with `<meta>` declaring `charset` if given.
fn page(body: &str, charset: Option<&str>) -> String {
    let meta = charset.map_or(String::new(), |c| {
        format!("<meta http-equiv=\"Content-Type\" content=\"text/html; charset={c}\">\n")
    });
    format!("<html>\n<head>\n{meta}<title>kana</title>\n</head>\n<body>\n{body}</body>\n</html>\n")
}

#[test]
fn a_declared_cjk_encoding_that_reads_every_byte_wins_over_a_weak_guess() {
    // A page of half-width katakana and Windows' own characters (circled numbers, Roman
    // numerals, squared units), the shape of a "characters others cannot read" test page: too
    // few words for the CJK detector, a weak single-byte guess ("Bulgarian in IBM866").
    let rows = [
        "ｱｲｳｴｵ",
        "ｶｷｸｹｺ",
        "ｻｼｽｾｿ",
        "ﾀﾁﾂﾃﾄ",
        "ﾅﾆﾇﾈﾉ",
        "ﾊﾋﾌﾍﾎ",
        "ﾏﾐﾑﾒﾓ",
        "ﾔﾕﾖ",
        "ﾗﾘﾙﾚﾛ",
        "ﾜｦﾝ",
        "①②③④⑤⑥⑦⑧⑨⑩",
        "ⅠⅡⅢⅣⅤⅥⅦⅧⅨⅩ",
        "㍉㌔㌢㍍㌘㌧㌃㌶㍑㍗",
        "㍻〝〟№㏍℡㊤㊥㊦㊧㊨",
    ];
    let body = format!(
        "<h1>半角カナと機種依存文字</h1>\n<p>\n{}<br>\n</p>\n",
        rows.join("<br>\n")
    );
    let declared = page(&body, Some("shift_jis"));
    let bytes = encoded(CjkId::ShiftJis, &declared);
    let d = diagnose(&bytes, bytes.len() as u64);
    assert_eq!(d.verdict(), Verdict::Legacy, "{:?}", d.finding);
    assert_eq!(
        d.guess.encoding,
        Encoding::Cjk(CjkId::ShiftJis),
        "{:?}",
        d.finding
    );
    assert!(!d.guess.confident, "the declaration is the evidence: weak");
    let text = cjk::decode(&bytes, CjkId::ShiftJis, true, '\u{FFFD}').expect("decodes");
    assert_eq!(text.text, declared);
    assert_eq!(d.declared.len(), 1);
    assert_eq!(d.declared[0].agrees, Some(true));
    // The same bytes undeclared: no firm answer either way.
    let plain = encoded(CjkId::ShiftJis, &page(&body, None));
    let d = diagnose(&plain, plain.len() as u64);
    assert!(!d.guess.confident, "{:?}", d.finding);
    // English whose only non-ASCII bytes are curly apostrophes and quotes reads cleanly in GBK
    // too (`It’s` is `It抯`), but its marks stand alone among ASCII letters, not beside one
    // another as CJK text's bytes do: a page declaring gb2312 stays windows-1252.
    let english = page(
        "<p>It’s the committee’s view that they’re right and we’d agree, isn’t it?</p>\n",
        Some("gb2312"),
    );
    let cp1252 = by_name("windows-1252").expect("windows-1252");
    let mut bytes = Vec::new();
    for c in english.chars() {
        cp1252.encode_char_decomposing(c, &mut bytes);
    }
    assert!(
        cjk::decode(&bytes, CjkId::Gbk, true, '\u{FFFD}').is_ok_and(|r| r.malformed == 0),
        "the English page reads cleanly in GBK"
    );
    let d = diagnose(&bytes, bytes.len() as u64);
    assert_eq!(d.verdict(), Verdict::Legacy, "{:?}", d.finding);
    assert!(d.guess.encoding.cjk().is_none(), "{:?}", d.guess);
    // A declaration does not overturn a firm single-byte guess: Russian in windows-1251 (which
    // Shift_JIS reads byte for byte too, its letters as half-width katakana and kanji) declared
    // Shift_JIS stays windows-1251.
    let all = corpus::load(&common::testdata(""), Part::Evaluate).expect("the shared corpora");
    let russian: String = all
        .iter()
        .find(|(c, _)| c == "rus")
        .expect("rus")
        .1
        .join("\n")
        .chars()
        .take(1500)
        .collect();
    let cp1251 = by_name("windows-1251").expect("windows-1251");
    let mut lying = Vec::new();
    for c in page(&russian, Some("shift_jis")).chars() {
        cp1251.encode_char_decomposing(c, &mut lying);
    }
    let d = diagnose(&lying, lying.len() as u64);
    assert!(d.guess.confident, "{:?}", d.guess);
    assert_eq!(d.guess.encoding.legacy(), LegacyId::by_name("windows-1251"));
}

/// Cyrillic and Greek written in a CJK encoding's double-byte set (a user on a Chinese or Japanese
/// system): named with that encoding and the alphabet's language, as a weak guess, never a firm
/// single-byte or CJK one. They were "Hebrew text in IBM862" (Bulgarian in Shift_JIS), "Slovak
/// text in IBM852" (Greek in Big5), both firm.
#[test]
fn an_alphabet_in_a_cjk_encoding_is_named_and_weak() {
    for (code, id) in [
        ("ell", CjkId::Big5),
        ("bul", CjkId::ShiftJis),
        ("rus", CjkId::Gbk),
        ("rus", CjkId::EucKr),
        ("ukr", CjkId::EucJp),
    ] {
        let udhr =
            String::from_utf8(common::read_testdata(&format!("udhr/{code}.txt"))).expect("UTF-8");
        // What the code page writes of it (Big5 has no accented Greek), 300 characters.
        let text: String = udhr
            .chars()
            .filter(|c| {
                cjk::encode(c.encode_utf8(&mut [0; 4]), id, None).is_ok_and(|e| e.1.is_empty())
            })
            .take(300)
            .collect();
        let bytes = encoded(id, &text);
        let d = diagnose(&bytes, bytes.len() as u64);
        let what = format!("{code} in {}", id.name());
        assert!(!d.guess.confident, "{what}: {:?}", d.finding);
        // (GBK and EUC-JP put Cyrillic in the same row: either reads Russian in GBK right.)
        let Encoding::Cjk(named) = d.guess.encoding else {
            panic!("{what}: {:?}", d.finding);
        };
        assert_eq!(
            cjk::decode(&bytes, named, true, '\u{FFFD}')
                .expect("readable")
                .text,
            text,
            "{what}: {} reads the text",
            named.name()
        );
        assert!(
            d.guess.language.and_then(LangId::model).is_some_and(|m| {
                use unicode_script::UnicodeScript;
                text.chars()
                    .any(|c| !c.is_ascii() && c.script() == m.script())
            }),
            "{what}: a language of the text's script"
        );
    }
}

/// An ISO-2022 escape in a binary file does not make it text: its SO and SI are ISO-2022's own
/// control codes, its NUL bytes and other controls are not (5,000 NUL bytes and `ESC $ B` were
/// "valid UTF-8, warnings: 5000 nul"; random bytes with it a weak Greek guess, and `check -r`
/// counted such a file as text).
#[test]
fn a_binary_file_with_an_iso2022_escape_is_still_binary() {
    let mut zeros = vec![0u8; 5000];
    zeros.extend_from_slice(b"\x1b$B");
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut random: Vec<u8> = (0..70_000)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 24) as u8
        })
        .collect();
    random.extend_from_slice(b"\x1b$B");
    for (what, bytes) in [("zeros", zeros), ("random", random)] {
        let d = diagnose(&bytes, bytes.len() as u64);
        assert_eq!(d.verdict(), Verdict::Binary, "{what}: {:?}", d.finding);
    }
    // ISO-2022-JP text with its escapes stays text.
    let text = held_out(CjkId::Iso2022Jp);
    let bytes = encoded(CjkId::Iso2022Jp, &text);
    let d = diagnose(&bytes, bytes.len() as u64);
    assert_eq!(d.guess.encoding, Encoding::Cjk(CjkId::Iso2022Jp));
}

/// Japanese mostly in hiragana (every character of it led by Shift_JIS's 82 or EUC-JP's A4) is
/// still a firm answer: the one-row rule for alphabets leaves the kana rows alone.
#[test]
fn hiragana_text_stays_firm() {
    let text =
        "これはひらがなでかいたぶんしょうです。わたしはまいにちがっこうにいきます。\n".repeat(4);
    for id in [CjkId::ShiftJis, CjkId::EucJp] {
        let bytes = encoded(id, &text);
        let d = diagnose(&bytes, bytes.len() as u64);
        assert_eq!(d.guess.encoding, Encoding::Cjk(id), "{}", id.name());
        assert!(d.guess.confident, "{}: {:?}", id.name(), d.finding);
    }
}

/// Japanese mostly in katakana (menus, product lists) in Shift_JIS, whose katakana are `83 40`–
/// `83 96` with ASCII trail bytes three times in four: it read as UTF-16BE (U+8352… are kanji),
/// firm, for its one high-byte value; it is Shift_JIS Japanese. The words are the katakana of the
/// held-out lines, one per line, and a menu of the same shape.
#[test]
fn katakana_in_shift_jis_is_shift_jis_not_utf16() {
    let text = held_out(CjkId::ShiftJis);
    let mut words: Vec<String> = Vec::new();
    for run in text.split(|c: char| !('\u{30A0}'..='\u{30FF}').contains(&c)) {
        if run.chars().count() >= 2 && !words.iter().any(|w| w == run) {
            words.push(run.to_string());
        }
    }
    assert!(words.len() >= 8, "katakana words held out: {words:?}");
    let menu = "メニュー\nファイル\nエディット\nヘルプ\nウィンドウ\nツール\nオプション\n";
    for list in [words.join("\n"), menu.to_string()] {
        let bytes = encoded(CjkId::ShiftJis, &list);
        assert_eq!(wide_form(&bytes), None, "{list}");
        assert_eq!(
            named(&bytes).map(|(id, lang, _)| (id, lang)),
            Some((CjkId::ShiftJis, LangId::cjk(cjk::model::CjkLang::Japanese))),
            "{list}"
        );
    }
}

/// ISO-2022-JP cannot write ESC, SO or SI (its own shift codes), which encoding_rs reports as
/// U+FFFD, three bytes where the text has one: `convert --to ISO-2022-JP` of a text holding ESC
/// panicked (an offset below zero). Now it is refused, naming U+001B where it is, or with
/// `--substitute` written as the substitute and the Japanese around it exact.
#[test]
fn esc_in_a_text_for_iso_2022_jp_is_refused_or_substituted_never_a_panic() {
    let text = "Hi \x1b[31m赤\x1b[0m 😀 日本語\n";
    let to_jis = ["convert", "--from", "utf-8", "--to", "iso-2022-jp"];
    let refused = bin()
        .args(to_jis)
        .args(["-", "-"])
        .write_stdin(text)
        .assert()
        .code(2)
        .get_output()
        .clone();
    assert!(refused.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(
        stderr.contains("U+001B at line 1, column 4")
            && stderr.contains("U+001B at line 1, column 10"),
        "{stderr}"
    );
    assert!(
        !stderr.contains('\x1b'),
        "a raw ESC reached the terminal: {stderr:?}"
    );
    let out = bin()
        .args(to_jis)
        .args(["--substitute", "?", "-", "-"])
        .write_stdin(text)
        .assert()
        .code(0)
        .get_output()
        .stdout
        .clone();
    let (back, _, malformed) = encoding_rs::ISO_2022_JP.decode(&out);
    assert!(!malformed);
    assert_eq!(back, "Hi ?[31m赤?[0m ? 日本語\n");
}

/// Half-width katakana (JIS X 0201: one byte a character in Shift_JIS, `8E xx` in EUC-JP), which
/// the character models do not score: a menu of the held-out katakana words written so was
/// "Ukrainian text in IBM866", firm (42 of 200 such menus in the CLI pass). It is Japanese in its
/// encoding, weak; and Cyrillic in KOI8-R, IBM866, IBM855 and ISO-8859-5, whose letters read as
/// half-width katakana too, is not (`single_byte_text_is_not_called_cjk`, evaluate_cjk: 0).
#[test]
fn half_width_katakana_is_japanese_and_never_firmly_cyrillic() {
    use unicode_normalization::UnicodeNormalization;
    // Full-width katakana to half-width: the half-width forms' compatibility mappings, reversed
    // (a voiced kana is its plain one and ﾞ or ﾟ).
    let mut half = std::collections::HashMap::new();
    for c in '\u{FF66}'..='\u{FF9F}' {
        let full: String = c.nfkc().collect();
        half.insert(full, c.to_string());
    }
    let to_half = |word: &str| -> String {
        word.nfd()
            .map(|c| match c {
                '\u{3099}' => "ﾞ".to_string(),
                '\u{309A}' => "ﾟ".to_string(),
                c => half.get(&c.to_string()).cloned().unwrap_or(c.to_string()),
            })
            .collect()
    };
    let text = held_out(CjkId::ShiftJis);
    let mut words: Vec<String> = Vec::new();
    for run in text.split(|c: char| !('\u{30A0}'..='\u{30FF}').contains(&c)) {
        let w = to_half(run);
        if run.chars().count() >= 2 && !words.contains(&w) {
            words.push(w);
        }
    }
    let menu = words.join("\n") + "\n";
    assert!(menu.contains('ｰ') && !menu.contains('ー'), "{menu}");
    // DOS box drawing reads as half-width katakana in Shift_JIS (`░` is B0, ｰ): a banner and a
    // box are not Japanese (the review found one called so).
    for art in [
        "█▓▒░ Release notes ░▒▓█\n│ item one   │ █▓▒░ │\n│ item two   │ █▓▒░ │\n",
        "╔══════════╗\n║ MENU     ║\n╠══════════╣\n║ 1. Start ║\n║ 2. Quit  ║\n╚══════════╝\n",
    ] {
        let (bytes, _, bad) = encoding_rs::IBM866.encode(art);
        assert!(!bad, "{art}");
        let d = diagnose(&bytes, bytes.len() as u64);
        assert!(
            !matches!(d.finding, Finding::Cjk { .. }),
            "{art}: {:?}",
            d.finding
        );
    }
    for id in [CjkId::ShiftJis, CjkId::EucJp] {
        let bytes = encoded(id, &menu);
        let d = diagnose(&bytes, bytes.len() as u64);
        assert_eq!(
            d.finding,
            Finding::Cjk {
                encoding: id,
                language: LangId::cjk(cjk::model::CjkLang::Japanese),
                confident: false
            },
            "{menu}"
        );
    }
}

/// ISO-2022-JP is seven-bit pairs between escape sequences, which UTF-16's byte-pair statistics
/// can take for UTF-16BE: a numbered list of the held-out katakana words in it was "UTF-16BE
/// text without BOM" (CLI pass, 8 of 80 lists). Its escapes say what it is.
#[test]
fn iso_2022_jp_lists_are_not_utf16() {
    let text = held_out(CjkId::Iso2022Jp);
    let mut words: Vec<&str> = Vec::new();
    for run in text.split(|c: char| !('\u{30A0}'..='\u{30FF}').contains(&c)) {
        if run.chars().count() >= 2 && !words.contains(&run) {
            words.push(run);
        }
    }
    for n in 3..=words.len() {
        let list: String = words[..n]
            .iter()
            .enumerate()
            .map(|(i, w)| format!("{}. {w}\n", i + 1))
            .collect();
        let bytes = encoded(CjkId::Iso2022Jp, &list);
        assert_eq!(wide_form(&bytes), None, "{list}");
        assert_eq!(
            named(&bytes).map(|(id, ..)| id),
            Some(CjkId::Iso2022Jp),
            "{list}"
        );
    }
}

/// What the window says of a CJK reading ("1 to N bytes each", the legend, the inspector) is
/// each encoding's own longest character: every character of Unicode it writes takes at most
/// that many bytes (ISO-2022-JP's escape sequences aside), and some take that many (EUC-JP's JIS
/// X 0212, `8F` and two bytes, is read, not written, by encoding_rs). It said "1 to 4" of all of
/// them (GUI pass).
#[test]
fn each_cjk_encoding_says_its_own_longest_character() {
    for (id, enc) in [
        (CjkId::ShiftJis, encoding_rs::SHIFT_JIS),
        (CjkId::EucJp, encoding_rs::EUC_JP),
        (CjkId::Iso2022Jp, encoding_rs::ISO_2022_JP),
        (CjkId::Gbk, encoding_rs::GBK),
        (CjkId::Gb18030, encoding_rs::GB18030),
        (CjkId::Big5, encoding_rs::BIG5),
        (CjkId::EucKr, encoding_rs::EUC_KR),
    ] {
        let mut longest = 0;
        let mut buf = [0u8; 4];
        for c in (0..=0x10FFFFu32).filter_map(char::from_u32) {
            let (bytes, _, unmappable) = enc.encode(c.encode_utf8(&mut buf));
            // (Each escape sequence ISO-2022-JP writes around a character is three bytes.)
            let escapes = if id == CjkId::Iso2022Jp {
                bytes.iter().filter(|&&b| b == 0x1B).count()
            } else {
                0
            };
            if !unmappable {
                longest = longest.max(bytes.len() - 3 * escapes);
            }
        }
        if id == CjkId::EucJp {
            let (text, malformed) = enc.decode_without_bom_handling(b"\x8F\xB0\xA1");
            assert!(!malformed && text.chars().count() == 1, "{text}");
            longest = longest.max(3);
        }
        assert_eq!(id.max_bytes(), longest, "{}", id.name());
    }
}

/// Single-byte text whose letters make valid Johab codes by chance is not Johab: a Finnish C
/// file whose comments repeat `TÄMÄN` in IBM850 (`8E 4D`, `8E 4E`, two syllables over and over),
/// and a Bulgarian line of 25 letters in IBM866, were each "Johab, a CJK encoding this tool
/// cannot read", firm (found by `evaluate_shapes`).
#[test]
fn single_byte_text_with_chance_johab_codes_is_not_johab() {
    let mut finnish = String::from("#include <stdio.h>\n");
    for k in 0..8 {
        finnish.push_str(&format!(
            "/* antaa TÄMÄN IHMISOIKEUKSIEN YLEISMAAILMALLISEN J */\nstatic int handler_{k}(void) {{ return {k}; }}\n"
        ));
    }
    let bulgarian = "обет,\nНикойнетрябвадабъдепо";
    for (text, enc) in [(finnish.as_str(), "IBM850"), (bulgarian, "IBM866")] {
        let l = utf8_inspector::analysis::legacy::by_name(enc).expect("encoding");
        let mut bytes = Vec::new();
        for c in text.chars() {
            l.encode_char_decomposing(c, &mut bytes);
        }
        let d = diagnose(&bytes, bytes.len() as u64);
        assert_ne!(
            d.guess.encoding,
            Encoding::Cjk(CjkId::Johab),
            "{enc}: {:?}",
            d.finding
        );
    }
}
