//! The diagnosis: one verdict per file, the legacy guess measured on held-out text of the shared
//! corpora, damaged and mixed UTF-8, mojibake without false alarms, and bad input.

mod common;

use utf8_inspector::analysis::diagnosis::{
    Encoding, Finding, Verdict, diagnose, guess_legacy, ranking, repair_mixed,
};
use utf8_inspector::analysis::lang::{self, corpus};
use utf8_inspector::analysis::legacy::{LEGACY, by_name};
use utf8_inspector::analysis::mojibake;
use utf8_inspector::codec::WideForm;

fn held_out() -> Vec<(String, String)> {
    corpus::load(&common::testdata(""), corpus::Part::Evaluate)
        .expect("the shared corpora")
        .into_iter()
        .map(|(c, lines)| (c, lines.join("\n")))
        .collect()
}

fn text_of<'a>(all: &'a [(String, String)], code: &str) -> &'a str {
    &all.iter().find(|(c, _)| c == code).expect(code).1
}

/// `chars` characters from the middle of `text`.
fn window(text: &str, chars: usize) -> String {
    let all: Vec<char> = text.chars().collect();
    let start = all.len().saturating_sub(chars) / 2;
    all[start..(start + chars).min(all.len())].iter().collect()
}

fn encode(name: &str, text: &str) -> Vec<u8> {
    let l = by_name(name).expect(name);
    let mut out = Vec::new();
    for c in text.chars() {
        l.encode_char_decomposing(c, &mut out);
    }
    out
}

#[test]
fn legacy_files_are_named_with_their_language() {
    let all = held_out();
    // Each case: a language, an encoding made for it; 2,000 characters of held-out text.
    for (code, enc, language) in [
        ("pol", "ISO-8859-2", "Polish"),
        ("pol", "windows-1250", "Polish"),
        ("ces", "IBM852", "Czech"),
        ("hun", "x-mac-centraleurroman", "Hungarian"),
        ("rus", "windows-1251", "Russian"),
        ("rus", "KOI8-R", "Russian"),
        ("rus", "IBM866", "Russian"),
        ("ukr", "x-mac-cyrillic", "Ukrainian"),
        ("bul", "IBM855", "Bulgarian"),
        ("ell", "windows-1253", "Greek"),
        ("heb", "windows-1255", "Hebrew"),
        ("arb", "windows-1256", "Arabic"),
        ("tha", "TIS-620", "Thai"),
        ("tur", "ISO-8859-9", "Turkish"),
        ("lit", "windows-1257", "Lithuanian"),
        ("fra", "macintosh", "French"),
        ("deu", "IBM850", "German"),
        ("vie", "windows-1258", "Vietnamese"),
    ] {
        let bytes = encode(enc, &window(text_of(&all, code), 2000));
        let d = diagnose(&bytes, bytes.len() as u64);
        assert_eq!(
            d.verdict(),
            Verdict::Legacy,
            "{code} in {enc}: {:?}",
            d.finding
        );
        let g = &d.guess;
        let named: Vec<&str> = std::iter::once(g.encoding.name())
            .chain(g.same_text.iter().map(|l| l.name()))
            .collect();
        assert!(named.contains(&enc), "{code} in {enc}: guessed {named:?}");
        assert_eq!(
            g.language
                .map(utf8_inspector::analysis::diagnosis::LangId::name),
            Some(language),
            "{code} in {enc}"
        );
        // DOS and Mac pages differ from their neighbours in a few letters only; the common
        // pages must be firm.
        if !enc.starts_with("IBM") && !enc.starts_with("x-mac") && enc != "macintosh" {
            assert!(
                g.confident,
                "{code} in {enc}: 2,000 characters make a firm guess"
            );
        }
        assert!(
            g.alternatives
                .iter()
                .all(|a| a.encodings.iter().all(|e| !named.contains(&e.name()))),
            "alternatives never repeat the guess: {:?}",
            g.alternatives
        );
    }
}

#[test]
fn a_dos_table_is_read_as_a_dos_page() {
    // Box drawing is most of the non-ASCII bytes of many DOS files; read as ISO-8859-5 it would be
    // "Russian" (ффффф), read as a DOS page it is a frame around German words.
    let text = "┌──────────┬─────────┐\n│ Straße   │ Größe   │\n├──────────┼─────────┤\n\
                │ Äpfel    │ 12 kg   │\n│ Müller   │ 3 Stück │\n└──────────┴─────────┘\n\
                Bitte prüfen Sie die Übersicht für nächste Woche.";
    let bytes = encode("IBM850", text);
    let d = diagnose(&bytes, bytes.len() as u64);
    assert_eq!(d.verdict(), Verdict::Legacy, "{:?}", d.finding);
    let named: Vec<&str> = std::iter::once(d.guess.encoding.name())
        .chain(d.guess.same_text.iter().map(|l| l.name()))
        .collect();
    assert!(named.contains(&"IBM850"), "{named:?}");
    assert_eq!(
        d.guess
            .language
            .map(utf8_inspector::analysis::diagnosis::LangId::name),
        Some("German")
    );
}

#[test]
fn the_goals_hold_on_held_out_text() {
    // The goals for texts of ≥ 200 characters, on every encoding × the languages it can
    // write (every other language, to keep the test quick; the full table comes
    // from `cargo run --release --example evaluate`).
    let all = held_out();
    let (mut n, mut top1, mut top3) = (0, 0, 0);
    for (e, _) in LEGACY.iter().enumerate() {
        for m in lang::languages_of(e).into_iter().step_by(2) {
            let Some((_, text)) = all.iter().find(|(c, _)| c == m.code) else {
                continue;
            };
            let mut bytes = Vec::new();
            for c in window(text, 300).chars() {
                LEGACY[e].encode_char_decomposing(c, &mut bytes);
            }
            if bytes.iter().filter(|b| **b >= 0x80).count() < 3
                || std::str::from_utf8(&bytes).is_ok()
            {
                continue;
            }
            let r = ranking(&bytes);
            let pos = r.iter().position(|g| g.contains(&e));
            n += 1;
            top1 += usize::from(pos == Some(0));
            top3 += usize::from(pos.is_some_and(|p| p < 3));
        }
    }
    assert!(n > 150, "only {n} cases");
    assert!(top1 * 100 >= n * 90, "top-1 {top1}/{n}");
    assert!(top3 * 100 >= n * 98, "top-3 {top3}/{n}");
}

#[test]
fn damaged_and_mixed_utf8() {
    let all = held_out();
    let french = window(text_of(&all, "fra"), 2000);
    // One stray byte in 2,000 characters of French: damage, not windows-1252.
    let mut b = french.clone().into_bytes();
    b.insert(b.len() / 2, 0x9D);
    let d = diagnose(&b, b.len() as u64);
    assert_eq!(d.verdict(), Verdict::Utf8Damaged, "{:?}", d.finding);
    // Cut inside the last character.
    let mut b = format!("{french} été").into_bytes();
    b.pop();
    let d = diagnose(&b, b.len() as u64);
    assert_eq!(d.verdict(), Verdict::Utf8Damaged, "{:?}", d.finding);
    // The same file with a paragraph of Polish in ISO-8859-2 pasted in.
    let polish = window(text_of(&all, "pol"), 300);
    let mut b = french.clone().into_bytes();
    let at = b.len() / 2;
    let at = (at..b.len()).find(|&i| b[i] == b' ').expect("a space");
    let pasted = encode("ISO-8859-2", &polish);
    b.splice(at..at, pasted.iter().copied());
    let d = diagnose(&b, b.len() as u64);
    assert_eq!(d.verdict(), Verdict::Utf8Mixed, "{:?}", d.finding);
    let Finding::Mixed {
        encoding, first, ..
    } = d.finding
    else {
        panic!("mixed: {:?}", d.finding)
    };
    let l = encoding.get();
    assert_eq!(l.decode(&pasted), polish, "read as {}", l.name);
    assert!(first as usize >= at && (first as usize) < at + pasted.len());
    // Repairing just those runs gives back UTF-8 with the Polish in it.
    let repaired = repair_mixed(&b, l);
    assert!(repaired.contains(&polish));
    assert!(repaired.starts_with(&french[..at]));
}

#[test]
fn bad_input_is_data() {
    assert_eq!(diagnose(b"", 0).verdict(), Verdict::Utf8);
    assert_eq!(diagnose(b"", 0).finding, Finding::Empty);
    assert_eq!(diagnose(b"plain ASCII", 11).guess.encoding, Encoding::Ascii);
    let nul = vec![0u8; 4096];
    assert_eq!(diagnose(&nul, 4096).verdict(), Verdict::Binary);
    // Random bytes: binary, never a legacy guess.
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let random: Vec<u8> = (0..65536)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x as u8
        })
        .collect();
    let d = diagnose(&random, random.len() as u64);
    assert_eq!(d.verdict(), Verdict::Binary, "{:?}", d.finding);
    // Tiny inputs: every one of 1-3 bytes diagnosed without a panic, never a firm legacy guess.
    for len in 1..=2usize {
        for v in 0..(1usize << (8 * len)) {
            let b: Vec<u8> = (0..len).map(|i| (v >> (8 * i)) as u8).collect();
            let d = diagnose(&b, b.len() as u64);
            if d.verdict() == Verdict::Legacy {
                assert!(!d.guess.confident, "{b:02x?}");
            }
        }
    }
    // A big file: only the sample is diagnosed, and the verdict says so.
    let d = diagnose(b"caf\xc3\xa9 ", 1 << 40);
    assert_eq!((d.whole_file, d.looked_at), (false, 6));
    // Valid in several encodings at once (ISO-8859-1 and windows-1252 agree on E9): one answer.
    let g = guess_legacy(b"caf\xe9 cr\xe8me br\xfbl\xe9e, d\xe9j\xe0 vu, tr\xe8s r\xe9ussi");
    let named: Vec<&str> = std::iter::once(g.encoding.name())
        .chain(g.same_text.iter().map(|l| l.name()))
        .collect();
    assert!(
        named.contains(&"windows-1252") && named.contains(&"ISO-8859-1"),
        "{named:?}"
    );
    assert!(!g.same_text.is_empty(), "{g:?}");
    // Short: never confident.
    assert!(!guess_legacy(b"caf\xe9").confident);
}

#[test]
fn utf16_and_utf32_are_recognised() {
    let text = "Grüße, мир! ";
    let mut le = vec![0xFF, 0xFE];
    le.extend(text.encode_utf16().flat_map(u16::to_le_bytes));
    let d = diagnose(&le, le.len() as u64);
    assert_eq!(d.verdict(), Verdict::Utf16);
    assert_eq!(d.guess.encoding, Encoding::Wide(WideForm::Utf16Le));
    match &d.finding {
        Finding::Wide { stats } => assert!(stats.bom && stats.is_valid(), "{stats:?}"),
        f => panic!("{f:?}"),
    }
    let be: Vec<u8> = "plain English text, no BOM at all"
        .encode_utf16()
        .flat_map(u16::to_be_bytes)
        .collect();
    let d = diagnose(&be, be.len() as u64);
    assert_eq!(
        (d.verdict(), d.guess.encoding),
        (Verdict::Utf16, Encoding::Wide(WideForm::Utf16Be))
    );
    let mut lone = le.clone();
    lone.extend([0x00, 0xD8, b'a', 0]);
    let d = diagnose(&lone, lone.len() as u64);
    match &d.finding {
        Finding::Wide { stats } => {
            assert_eq!(
                stats.by_kind.get("lone-high-surrogate"),
                Some(&1),
                "{stats:?}"
            );
            assert_eq!(stats.first_error.as_ref().map(|e| e.offset), Some(26));
        }
        f => panic!("{f:?}"),
    }
    let utf32: Vec<u8> = "UTF-32 text"
        .chars()
        .flat_map(|c| u32::from(c).to_le_bytes())
        .collect();
    let d = diagnose(&utf32, utf32.len() as u64);
    assert_eq!(
        (d.verdict(), d.guess.encoding),
        (Verdict::Utf32, Encoding::Wide(WideForm::Utf32Le))
    );
}

#[test]
fn mojibake_found_where_it_is_and_only_there() {
    let cases = [
        ("g√¢teaux au chocolat", "gâteaux au chocolat"),
        ("╨┐╤Ç╨░╨▓╨╕╨╗╤î╨╜╨╛", "правильно"),
        ("I love you í\u{a0}½í¸\u{8d}", "I love you 😍"),
        (
            "He said â€œhelloâ€\u{9d} and left",
            "He said “hello” and left",
        ),
        (
            "\u{84}Handwerk hat goldenen Boden\u{93}, sagte er",
            "„Handwerk hat goldenen Boden“, sagte er",
        ),
        (
            "Le café de Mme JacquĂŠ est fermé",
            "Le café de Mme Jacqué est fermé",
        ),
    ];
    for (garbled, want) in cases {
        let m = mojibake::diagnose(garbled).unwrap_or_else(|| panic!("{garbled}: not found"));
        assert_eq!(m.repaired, want, "{garbled} via {:?}", m.chain);
    }
    for correct in [
        "NESTLÉ® chocolate",
        "Only 5×£35 per night",
        "MARQUÉ… et après",
        "ВІКІ",
        "Ça coûte 12 € (± 3 %) — « très » cher",
    ] {
        assert!(
            mojibake::diagnose(correct).is_none(),
            "{correct}: called mojibake"
        );
    }
}

#[test]
fn a_partly_garbled_file_is_repaired_there_only() {
    let all = held_out();
    let paras: Vec<String> = ["deu", "fra", "pol", "rus", "ces"]
        .iter()
        .map(|c| window(text_of(&all, c), 300))
        .collect();
    let mut garbled = paras.clone();
    garbled[2] = encoding_rs::WINDOWS_1252
        .decode_without_bom_handling(paras[2].as_bytes())
        .0
        .into_owned();
    let text = garbled.join("\n\n");
    let m = mojibake::diagnose(&text).expect("the garbled paragraph is found");
    assert_eq!(m.repaired, paras.join("\n\n"));
    let start = paras[0].len() + paras[1].len() + 4;
    assert!(
        m.places
            .iter()
            .all(|&(s, e)| s >= start && e <= start + garbled[2].len()),
        "places only in the garbled paragraph"
    );
}

#[test]
fn correct_text_in_every_language_is_left_alone() {
    for (code, text) in held_out() {
        for len in [20, 200] {
            let w = window(&text, len);
            assert!(mojibake::diagnose(&w).is_none(), "{code}: {w}");
            assert!(
                mojibake::diagnose(&w.to_uppercase()).is_none(),
                "{code}: {w}"
            );
        }
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]

    /// Any bytes are data: a verdict, never a panic; a confident legacy guess needs 8 non-ASCII
    /// bytes; mojibake repair of any text keeps the text outside the places it names.
    #[test]
    fn any_bytes_get_a_verdict(bytes in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..2048)) {
        let d = diagnose(&bytes, bytes.len() as u64);
        if d.verdict() == Verdict::Legacy && d.guess.confident {
            proptest::prop_assert!(bytes.iter().filter(|b| **b >= 0x80).count() >= 8);
        }
        let text = String::from_utf8_lossy(&bytes);
        if let Some(m) = mojibake::diagnose(&text) {
            // The stretches between the places, in order, must all stand unchanged in the repair.
            let mut pieces = Vec::new();
            let mut last = 0;
            for &(s, e) in &m.places {
                pieces.push(&text[last..s]);
                last = e;
            }
            pieces.push(&text[last..]);
            let mut r = m.repaired.as_str();
            for (k, piece) in pieces.iter().enumerate() {
                let at = if k == 0 { r.starts_with(piece).then_some(0) } else { r.find(piece) };
                proptest::prop_assert!(at.is_some(), "stretch {:?} lost", piece);
                r = &r[at.unwrap_or(0) + piece.len()..];
            }
            proptest::prop_assert!(r.is_empty() || pieces.last().is_some_and(|p| p.is_empty()));
        }
    }
}

/// The mojibake check scores texts by counted character pairs (`score_pairs`); it must agree with
/// scoring them character by character (`score_text`) under every model, on text of every
/// language, on mojibake, on DOS line art and on the empty text.
#[test]
fn pair_counted_scores_agree_with_sequential_scores() {
    let all = held_out();
    let mut texts: Vec<String> = all.iter().map(|(_, t)| window(t, 3000)).collect();
    texts.push("Ã©tÃ© Ã  la plage â€” Ð¿Ñ€Ð¸Ð²ÐµÑ‚".into());
    texts.push("╔══════╗\n║ menu ║\n╚══════╝\n▓▓▓░░░".into());
    texts.push(String::new());
    texts.push("x".into());
    let mut compared = 0;
    for text in &texts {
        let pairs = lang::TextPairs::new(text);
        for m in lang::models() {
            let (a, b) = (m.score_text(text), m.score_pairs(&pairs));
            let tolerance = 1e-3 * a.abs().max(1.0);
            assert!(
                (a - b).abs() <= tolerance,
                "{}: {a} by character, {b} by pairs, for {:?}…",
                m.code,
                text.chars().take(40).collect::<String>()
            );
            compared += 1;
        }
    }
    assert!(compared >= 40 * 60, "only {compared} comparisons");
}

/// English with errors only UTF-8 makes, repeated (overlong forms, a value past U+10FFFF, a
/// 6-byte form, an emoji cut to `F0 9F 98`) is damaged UTF-8: the CLI pass
/// found "Macedonian text in x-mac-cyrillic" for five `C0 80` (Java's NUL), which `fix` wrote
/// as `јА`, and "Johab, a CJK encoding this tool cannot read" (firm) for eight cut emoji. Short
/// Ukrainian in windows-1251, whose words end in `мі`, `ті` (a lead byte and one continuation
/// byte), is still Ukrainian.
#[test]
fn repeated_errors_only_utf8_makes_are_damaged_utf8_not_a_language() {
    let all = held_out();
    let english = window(text_of(&all, "eng"), 200);
    let (head, tail) = english.split_at(english.char_indices().nth(100).expect("long").0);
    for forged in [
        &b"\xC0\x80 x "[..],
        b"\xC0\xAF",
        b"\xE0\x80\xAF",
        b"\xF4\x90\x80\x80",
        b"\xFC\x84\x80\x80\x80\x80 ",
        b"\xF0\x9F\x98",
    ] {
        for n in [2, 5, 8] {
            let mut bytes = head.as_bytes().to_vec();
            for _ in 0..n {
                bytes.extend_from_slice(forged);
            }
            bytes.extend_from_slice(tail.as_bytes());
            let d = diagnose(&bytes, bytes.len() as u64);
            assert_eq!(
                d.verdict(),
                Verdict::Utf8Damaged,
                "{n} × {forged:02X?}: {:?}",
                d.finding
            );
        }
    }
    // A legacy letter before its punctuation is a cut with one continuation byte, however often:
    // `é’` is E9 92 in windows-1252 (the review: "UTF-8 with 4 damaged bytes").
    let names = "José’s car and René’s bike, then André’s.\n";
    let bytes = encode("windows-1252", names);
    let d = diagnose(&bytes, bytes.len() as u64);
    assert_eq!(d.verdict(), Verdict::Legacy, "{names}: {:?}", d.finding);
    // A character cut by the end of a sample that goes on is no error of the file: French UTF-8
    // with a pasted windows-1252 name, and an emoji across the first MiB's end, is still UTF-8 with a
    // legacy run (the cut emoji made it "forged": "UTF-8 with 2 damaged bytes").
    let french = window(text_of(&all, "fra"), 400);
    let mut big = b"Name: Jos\xE9\x92s notes\n".to_vec();
    while big.len() < (1 << 20) - 2 {
        big.extend_from_slice(french.as_bytes());
        big.push(b'\n');
    }
    big.truncate((1 << 20) - 2);
    big.extend_from_slice("😀 and more text after it.\n".as_bytes());
    let d = diagnose(&big[..1 << 20], big.len() as u64);
    assert_eq!(d.verdict(), Verdict::Utf8Mixed, "{:?}", d.finding);
    // Pairs of the UDHR's Ukrainian words that end in і, the shortest lines that cut by accident.
    let ukr = std::fs::read_to_string(common::testdata("udhr/ukr.txt")).expect("udhr/ukr.txt");
    let mut words: Vec<&str> = Vec::new();
    for w in ukr.split(|c: char| !c.is_alphabetic()) {
        if w.ends_with('і') && (2..=6).contains(&w.chars().count()) && !words.contains(&w) {
            words.push(w);
        }
    }
    assert!(words.len() >= 6, "{words:?}");
    for pair in words.chunks(2) {
        let line = pair.join(" ");
        let bytes = encode("windows-1251", &line);
        let d = diagnose(&bytes, bytes.len() as u64);
        assert_eq!(d.verdict(), Verdict::Legacy, "{line}: {:?}", d.finding);
    }
}

/// Legacy letters that pair into well-formed UTF-8 right next to their run are that run: a
/// windows-1256 line pasted into UTF-8 Arabic ended in `ب؟` (C8 BF), which `fix` kept as the
/// UTF-8 `ȿ`; `ЦІ` in windows-1251 (D6 B2) stayed a Hebrew point, `ЕЇ` in windows-1253 a `ź`,
/// `ع؟` (EA BF) the Arabic letter `ڿ` that no language here writes (CLI pass of 2026-12-05: 8 of
/// 10 Arabic files damaged so). The UTF-8 text around keeps its own letters and punctuation.
#[test]
fn legacy_letters_that_spell_utf8_beside_their_run_are_the_run() {
    let all = held_out();
    for (code, enc, pasted) in [
        ("arb", "windows-1256", "أين الكتاب؟"),
        ("arb", "windows-1256", "متى يبدأ الاجتماع؟"),
        ("ukr", "windows-1251", "ІНФОРМАЦІЯ ПРО СИСТЕМУ"),
        ("ell", "windows-1253", "ΆΝΟΙΓΜΑ ΑΡΧΕΊΟΥ"),
    ] {
        let text = window(text_of(&all, code), 600);
        let cut = text
            .char_indices()
            .filter(|&(_, c)| c == ' ' || c == '\n')
            .map(|(i, _)| i)
            .nth(3)
            .unwrap_or_else(|| panic!("{code}: {text:?}"));
        let mut b = text.as_bytes()[..cut].to_vec();
        b.extend_from_slice(b"\n>> ");
        b.extend(encode(enc, pasted));
        b.extend_from_slice(b" <<\n");
        b.extend_from_slice(&text.as_bytes()[cut..]);
        // The hazard is real: the legacy line holds a well-formed UTF-8 character.
        let line = encode(enc, pasted);
        assert!(
            line.utf8_chunks().any(|c| !c.valid().is_ascii()),
            "{pasted}"
        );
        let d = diagnose(&b, b.len() as u64);
        let Finding::Mixed { encoding, .. } = d.finding else {
            panic!("{pasted}: {:?}", d.finding)
        };
        let repaired = repair_mixed(&b, encoding.get());
        assert_eq!(
            repaired,
            format!("{}\n>> {pasted} <<\n{}", &text[..cut], &text[cut..]),
            "{pasted}"
        );
    }
    // UTF-8 punctuation right against a run is the UTF-8 text's own, though its bytes read as
    // letters in the run's encoding (`«` is C2 AB, `В«` in windows-1251; `…` is `вЂ¦`).
    let text = window(text_of(&all, "rus"), 600);
    let mut b = format!("{text}\nИмя: «").into_bytes();
    b.extend(encode("windows-1251", "Привет, как дела"));
    b.extend_from_slice("»…\n".as_bytes());
    let d = diagnose(&b, b.len() as u64);
    let Finding::Mixed { encoding, .. } = d.finding else {
        panic!("{:?}", d.finding)
    };
    assert_eq!(
        repair_mixed(&b, encoding.get()),
        format!("{text}\nИмя: «Привет, как дела»…\n")
    );
}

/// A text cut inside its last character (a truncated file) is damaged UTF-8 whose basis says
/// it was cut short, not "ill-formed bytes that read as no text: corruption" (the window's
/// words for it until 2026-12-05); other damage keeps that basis.
#[test]
fn a_text_cut_short_is_said_to_be_truncated() {
    use utf8_inspector::analysis::diagnosis::Basis;
    let all = held_out();
    let text = window(text_of(&all, "rus"), 400);
    let bytes = text.as_bytes();
    // Cut one byte into a two-byte Cyrillic letter at the end of a line.
    let at = text.rfind('ы').expect("a letter") + 1;
    let d = diagnose(&bytes[..at], at as u64);
    assert_eq!(d.verdict(), Verdict::Utf8Damaged, "{:?}", d.finding);
    assert_eq!(d.guess.basis, Basis::CutShort);
    // The same byte in the middle: damage.
    let mut middle = bytes[..at].to_vec();
    middle.extend_from_slice(&bytes[at + 1..]);
    let d = diagnose(&middle, middle.len() as u64);
    assert_eq!(d.verdict(), Verdict::Utf8Damaged, "{:?}", d.finding);
    assert_eq!(d.guess.basis, Basis::Damaged);
}

/// A pasted legacy line's letters that UTF-8 reads as something between two of its runs (with no
/// ASCII byte between), as punctuation of another script glued to a run, or as a word of mixed
/// scripts are the line's too: `fix` wrote `Государс⢥нных органов по\u{F8A8}лись ᨫ쭮 позже`
/// for an IBM866 line and `παραγω؞` for IBM869 `παραγωγή` (CLI pass 2026-12-05: 9 of 12 such
/// lines). The UTF-8 text around stays, and so does every UTF-8 word or sign on the pasted line
/// itself: symbols, numbers, a word of one other script, a sign typed against the pasted word
/// (the review of 2026-12-05 found `→ € ½ ° 日本 ქართული ✓` taken into the line's encoding).
/// (A letter or number glued to the pasted word still goes with it: `²` and `ȿ` are what legacy
/// runs' own letters spell.)
#[test]
fn a_pasted_lines_words_that_spell_utf8_by_accident_are_the_line() {
    let all = held_out();
    for (code, enc, pasted) in [
        (
            "rus",
            "IBM866",
            "Государственных органов появились сильно позже, как ожидалось.",
        ),
        (
            "ell",
            "IBM869",
            "Σκέψεις παραγωγή επιτυχία ατόμων άλλη δήλωσε γονείς έχασε ήττα επαφή αξία.",
        ),
    ] {
        let text = window(text_of(&all, code), 600);
        let cut = text
            .char_indices()
            .filter(|&(_, c)| c == '\n')
            .map(|(i, _)| i)
            .next()
            .unwrap_or(text.len() / 2);
        let cut = (0..=cut)
            .rev()
            .find(|&i| text.is_char_boundary(i))
            .unwrap_or(0);
        let mut b = text.as_bytes()[..cut].to_vec();
        b.push(b'\n');
        b.extend(encode(enc, pasted));
        b.push(b'\n');
        b.extend_from_slice(&text.as_bytes()[cut..]);
        let d = diagnose(&b, b.len() as u64);
        let Finding::Mixed { encoding, .. } = d.finding else {
            panic!("{pasted}: {:?}", d.finding)
        };
        assert_eq!(
            repair_mixed(&b, encoding.get()),
            format!("{}\n{pasted}\n{}", &text[..cut], &text[cut..]),
            "{enc}"
        );
    }
    // UTF-8 words and signs on a pasted line stay, however the line's encoding reads their bytes
    // (`→` is `тЖТ` in IBM866, `ñ` is `УБ` in ISO-8859-5, `½` is `ВЅ` in windows-1251).
    let russian = window(text_of(&all, "rus"), 300);
    for enc in ["IBM866", "ISO-8859-5", "windows-1251", "KOI8-R"] {
        for utf8 in [
            "→",
            "€",
            "—",
            "™",
            "½",
            "²",
            "°",
            "±",
            "·",
            "ñ",
            "中文",
            "日本",
            "ქართული",
            "✓",
            "\u{E000}",
            "😀",
        ] {
            // Glued to the pasted word, a letter or a number of another script goes with it
            // (`²`, `ȿ`: a legacy run's own letters spell them): only signs are tried there.
            let sign = !utf8.chars().any(char::is_alphanumeric);
            let layouts: &[(&str, &str)] = if sign {
                &[(" ", " "), ("", " "), (" ", "")]
            } else {
                &[(" ", " ")]
            };
            for &(before, after) in layouts {
                let mut b = format!("{russian}\nИтог {utf8}{before}").into_bytes();
                b.extend(encode(enc, "Государственных органов"));
                b.extend_from_slice(format!("{after}{utf8} конец.\n").as_bytes());
                let d = diagnose(&b, b.len() as u64);
                let Finding::Mixed { encoding, .. } = d.finding else {
                    continue;
                };
                let repaired = repair_mixed(&b, encoding.get());
                let line = repaired.lines().last().unwrap_or_default();
                assert_eq!(
                    line,
                    format!("Итог {utf8}{before}Государственных органов{after}{utf8} конец."),
                    "{enc}"
                );
            }
        }
    }
}

/// An English spreadsheet export in windows-1252 whose only bytes above ASCII are its quotes,
/// the euro sign and `™ ° ±` (seven: fewer than make a legacy file by their number) is a legacy
/// file: it was "ASCII with 7 stray bytes" (CLI pass
/// of 2026-12-05: 13 of 40 such exports), so `fix` refused it. Bytes that read as those signs
/// between two letters, where a random byte replaced a letter of damaged text (`to™uch`), stay
/// stray bytes.
#[test]
fn a_spreadsheet_export_with_signs_is_legacy_not_stray_bytes() {
    let csv = "Product;Description;Price;Currency\n\
        \"Coca-Cola Zero\";\"Limited edition™\";76,72;EUR\n\
        \"“Eco” Tote Bag\";\"Now only €19.99\";45,14;EUR\n\
        \"Heater\";\"Up to 25°C, ±2°\";12,00;EUR\n";
    let bytes = encode("windows-1252", csv);
    let d = diagnose(&bytes, bytes.len() as u64);
    assert_eq!(d.verdict(), Verdict::Legacy, "{:?}", d.finding);
    let Encoding::Legacy(l) = d.guess.encoding else {
        panic!("{:?}", d.guess.encoding)
    };
    assert_eq!(l.get().decode(&bytes), csv, "read as {}", l.get().name);
    // A sign that is a UTF-8 character's continuation byte (`°` is C2 B0) is no legacy sign: the
    // file is not windows-1252, where it reads `Â°`.
    let mixed = b"Heater\x99; up to 25\xC2\xB0C \x93Eco\x94 and more text here\n";
    let d = diagnose(mixed, mixed.len() as u64);
    assert_ne!(d.verdict(), Verdict::Legacy, "{:?}", d.finding);
    // The same signs as random bytes inside the words of an English text.
    let all = held_out();
    let mut damaged = window(text_of(&all, "eng"), 600).into_bytes();
    let mut put = 0;
    for at in (100..damaged.len() - 1).step_by(150) {
        if let Some(i) = (at..damaged.len() - 1).find(|&i| {
            damaged[i - 1].is_ascii_lowercase()
                && damaged[i].is_ascii_lowercase()
                && damaged[i + 1].is_ascii_lowercase()
        }) {
            damaged[i] = [0x99, 0xB0, 0xA9][put % 3];
            put += 1;
        }
    }
    assert!(put >= 3, "{put}");
    let d = diagnose(&damaged, damaged.len() as u64);
    assert_eq!(d.verdict(), Verdict::Utf8Damaged, "{:?}", d.finding);
}

/// A file put together from two encodings is no firm guess: Russian in KOI8-R followed by
/// Russian in windows-1251 was "Russian text in KOI8-R", firm, and half of it garbage so (CLI
/// pass of 2026-12-05: 11 of 11 such files). Each half alone is firm.
#[test]
fn a_file_in_two_encodings_is_no_firm_guess() {
    let all = held_out();
    let text = window(text_of(&all, "rus"), 2000);
    let cut = text
        .char_indices()
        .filter(|&(_, c)| c == '\n')
        .map(|(i, _)| i)
        .find(|&i| i >= text.len() / 2)
        .expect("a line break past the middle");
    let (first, second) = text.split_at(cut);
    for (a, b) in [
        ("KOI8-R", "windows-1251"),
        ("windows-1251", "KOI8-R"),
        ("IBM866", "KOI8-R"),
    ] {
        let whole = encode(a, &text);
        let d = diagnose(&whole, whole.len() as u64);
        assert!(d.guess.confident, "{a} alone: {:?}", d.guess);
        let mut bytes = encode(a, first);
        bytes.extend(encode(b, second));
        let d = diagnose(&bytes, bytes.len() as u64);
        assert_eq!(d.verdict(), Verdict::Legacy, "{a} + {b}");
        assert!(!d.guess.confident, "{a} + {b}: {:?}", d.guess);
    }
}

/// A short line typed in another program and pasted into UTF-8, with what real lines have: a
/// rare letter of the language (`ź`), a capital with a two-character lower case (`İ`), French
/// guillemets with their spaces, Czech quotes that close with `“`. Each was "UTF-8 with 2 or 3
/// damaged bytes" (CLI pass of 2026-12-05 #6: 18 of 55 such lines); it is a legacy run, and
/// repairing it gives the text.
#[test]
fn a_pasted_line_with_rare_letters_or_spaced_quotes_is_a_run() {
    let all = held_out();
    for (code, enc, line) in [
        ("pol", "windows-1250", "Łódź, ul. Piotrkowska"),
        ("fra", "windows-1252", "« Bonjour », dit-il"),
        ("ces", "windows-1250", "„Dobrý den“, řekl"),
        ("tur", "windows-1254", "İstanbul’a gidiyorum"),
    ] {
        let text = window(text_of(&all, code), 2000);
        let (head, tail) = text.split_at(text.find('\n').expect("two lines"));
        let mut bytes = head.as_bytes().to_vec();
        bytes.extend(b"\n>> ");
        bytes.extend(encode(enc, line));
        bytes.extend(b" <<");
        bytes.extend(tail.as_bytes());
        let d = diagnose(&bytes, bytes.len() as u64);
        assert_eq!(d.verdict(), Verdict::Utf8Mixed, "{line}: {:?}", d.finding);
        let l = by_name(enc).expect(enc);
        assert_eq!(
            utf8_inspector::analysis::diagnosis::repair_mixed(&bytes, l),
            format!("{head}\n>> {line} <<{tail}"),
            "{line}"
        );
    }
}

/// A line of prose in a CJK encoding pasted into a UTF-8 file (into text of its own language, or
/// of another) is UTF-8 with a run of that encoding, not damaged UTF-8: the encoding named reads
/// the pasted bytes to the line, and `fix` (the one transform behind the window's saves too)
/// gives back the file all in UTF-8. The same texts with a few bytes damaged hold no CJK run.
#[test]
fn a_pasted_cjk_line_is_read_in_its_encoding() {
    use utf8_inspector::analysis::convert::{Transform, transform};
    let wiki = |name: &str| {
        let path = common::testdata(&format!(
            "perf/unicode_lipsum/wikipedia_mars/{name}.utf8.txt"
        ));
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    };
    // A line of prose: many characters outside ASCII, no markup.
    let prose = |text: &str, nth: usize| -> String {
        text.lines()
            .filter(|l| {
                l.chars().filter(|c| !c.is_ascii()).count() >= 25 && !l.contains(['[', '(', '|'])
            })
            .nth(nth)
            .expect("a line of prose")
            .trim()
            .to_string()
    };
    // (The language of the line, of the UTF-8 text around it, the encoding of the line.)
    let cases = [
        ("japanese", "japanese", encoding_rs::SHIFT_JIS),
        ("japanese", "japanese", encoding_rs::EUC_JP),
        ("chinese", "chinese", encoding_rs::GBK),
        ("korean", "korean", encoding_rs::EUC_KR),
        ("japanese", "russian", encoding_rs::SHIFT_JIS),
        ("korean", "japanese", encoding_rs::EUC_KR),
    ];
    for (name, around, enc) in cases {
        let line = prose(&wiki(name), 3);
        let host = window(&wiki(around), 1500);
        let at = host.len() / 2;
        let at = (at..host.len())
            .find(|&i| host.as_bytes()[i] == b'\n')
            .expect("a line break")
            + 1;
        let (pasted, _, unwritable) = enc.encode(&line);
        assert!(!unwritable, "{name}: {line}");
        let mut b = host.as_bytes()[..at].to_vec();
        b.extend_from_slice(&pasted);
        b.push(b'\n');
        b.extend_from_slice(&host.as_bytes()[at..]);
        let what = format!("{name} in {} into {around}", enc.name());
        let d = diagnose(&b, b.len() as u64);
        assert_eq!(d.verdict(), Verdict::Utf8Mixed, "{what}: {:?}", d.finding);
        let Finding::MixedCjk {
            encoding, first, ..
        } = d.finding
        else {
            panic!("{what}: {:?}", d.finding)
        };
        let named = encoding_rs::Encoding::for_label(encoding.name().as_bytes()).expect("a label");
        assert_eq!(
            named.decode_without_bom_handling(&pasted).0,
            line,
            "{what}: read as {}",
            encoding.name()
        );
        assert_eq!(first as usize, at, "{what}");
        let (fixed, _) = transform(&b, &Transform::Fix).expect("fixed");
        let whole = format!("{}{line}\n{}", &host[..at], &host[at..]);
        assert_eq!(String::from_utf8(fixed).expect("UTF-8"), whole, "{what}");
        // Damage instead of a paste: a byte overwritten here and there in the same text.
        let mut damaged = host.clone().into_bytes();
        for (k, i) in (100..damaged.len()).step_by(400).enumerate() {
            damaged[i] = [0xFF, 0xC3, 0x81, 0xB0][k % 4];
        }
        let d = diagnose(&damaged, damaged.len() as u64);
        assert!(
            !matches!(d.finding, Finding::MixedCjk { .. }),
            "{name} damaged: {:?}",
            d.finding
        );
    }
}

/// The review of 2026-12-05 on CJK runs: a UTF-8 word on the pasted line (`café`) stays UTF-8;
/// a damaged UTF-8 line elsewhere in the file is not read as the paste's encoding (`fix` made
/// `杩欐槸…` of it); a paste past the first MiB is found by the whole-file look too.
#[test]
fn cjk_runs_leave_the_utf8_around_them_alone() {
    use utf8_inspector::analysis::convert::{Transform, transform};
    use utf8_inspector::analysis::diagnosis::diagnose_all;
    let zh = "这是一个中文文本的例子，我们今天讨论了关于经济发展的问题和未来的计划。";
    let gbk = |t: &str| encoding_rs::GBK.encode(t).0.into_owned();
    let fixed = |b: &[u8]| {
        String::from_utf8(transform(b, &Transform::Fix).expect("fixed").0).expect("UTF-8")
    };
    // café beside the paste.
    let mut b = format!("{zh}\n{zh}\nUTF-8: café ").into_bytes();
    b.extend(gbk(zh));
    b.push(b'\n');
    assert_eq!(fixed(&b), format!("{zh}\n{zh}\nUTF-8: café {zh}\n"));
    // A damaged line after the pasted ones: its byte lost, the rest of it kept.
    let mut damaged = zh.as_bytes().to_vec();
    damaged.remove(7);
    let mut b = format!("{zh}\n{zh}\n").into_bytes();
    b.extend(gbk(&format!("{zh}\n").repeat(4)));
    b.extend_from_slice(&damaged);
    b.push(b'\n');
    let out = fixed(&b);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[2..6], [zh; 4], "{out}");
    assert_eq!(lines[6], String::from_utf8_lossy(&damaged), "{out}");
    // Past the first MiB.
    let mut b = format!("{zh}\n").repeat(20_000).into_bytes();
    let at = b.len();
    b.extend(gbk(&format!("{zh}\n")));
    b.extend(format!("{zh}\n").into_bytes());
    let d = diagnose_all(&b);
    let Finding::MixedCjk { first, .. } = d.finding else {
        panic!("{:?}", d.finding)
    };
    assert_eq!(first as usize, at);
    assert_eq!(fixed(&b), format!("{zh}\n").repeat(20_002));
}
