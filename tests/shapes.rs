//! The diagnosis on the shapes files really have (issue 17): a web page whose bytes are mostly
//! tags, a one-sentence file, English text with one foreign word, a UTF-8 test file. Each test
//! builds its file from held-out text of the shared corpora and checks the outcome: the verdict,
//! the encoding (by the text it decodes to) and whether the answer calls itself firm.

mod common;

use utf8_inspector::analysis::diagnosis::{Encoding, Finding, LangId, Verdict, diagnose};
use utf8_inspector::analysis::lang::corpus;
use utf8_inspector::analysis::legacy::{Legacy, by_name};

fn held_out(code: &str) -> String {
    corpus::load(&common::testdata(""), corpus::Part::Evaluate)
        .expect("the shared corpora (../shared/testdata)")
        .into_iter()
        .find(|(c, _)| c == code)
        .unwrap_or_else(|| panic!("no held-out text for {code}"))
        .1
        .join("\n")
}

/// `text` in UTF-16 or UTF-32 `form`, without a BOM; asserts the diagnosis names that form.
fn assert_wide(form: utf8_inspector::codec::WideForm, text: &str, what: &str) {
    let mut bytes = Vec::new();
    for c in text.chars() {
        form.encode(c, &mut bytes);
    }
    let d = diagnose(&bytes, bytes.len() as u64);
    assert_eq!(
        d.guess.encoding,
        Encoding::Wide(form),
        "{what} {text:?} in {}: {:?}",
        form.name(),
        d.finding
    );
}

fn legacy(name: &str) -> &'static Legacy {
    by_name(name).unwrap_or_else(|| panic!("no encoding {name}"))
}

fn encode(name: &str, text: &str) -> Vec<u8> {
    let l = legacy(name);
    let mut out = Vec::new();
    for c in text.chars() {
        l.encode_char_decomposing(c, &mut out);
    }
    out
}

/// The text the diagnosis's guess decodes `bytes` to, if it names a single-byte encoding.
fn guessed_text(bytes: &[u8]) -> Option<String> {
    match diagnose(bytes, bytes.len() as u64).guess.encoding {
        Encoding::Legacy(id) => Some(id.get().decode(bytes)),
        _ => None,
    }
}

/// The first 300 characters of held-out English text: the host of one foreign word.
fn english_host() -> String {
    held_out("eng").chars().take(300).collect()
}

/// `english` with `word` after its first word.
fn in_english(english: &str, word: &str) -> String {
    let cut = english.find(' ').expect("English text has spaces");
    format!("{} {word}{}", &english[..cut], &english[cut..])
}

/// An HTML page with `text` in its body and `filler` bytes of navigation, script and style.
fn page(text: &str, filler: usize) -> String {
    let nav = "<li class=\"menu-item\"><a href=\"https://www.example.org/news/index.html?ref=nav&amp;utm_source=site\">News</a></li>\n<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}</script>\n";
    let mut head = String::from(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta name=\"viewport\" content=\"width=device-width\">\n<style>body{font-family:Arial}.nav a{color:#333}</style>\n</head>\n<body class=\"home page\">\n<nav><ul>\n",
    );
    while head.len() < filler {
        head.push_str(nav);
    }
    format!(
        "{head}</ul></nav>\n<div id=\"content\"><p>{text}</p></div>\n&copy; 2024 &mdash; example</body>\n</html>\n"
    )
}

#[test]
fn markup_does_not_outvote_the_letters() {
    // Pages whose bytes are 97–99% ASCII markup: once English in x-mac-greek, IBM437, KOI8-R.
    for (code, enc) in [
        ("heb", "windows-1255"),
        ("rus", "windows-1251"),
        ("hun", "ISO-8859-2"),
        ("dan", "windows-1252"),
        ("ell", "ISO-8859-7"),
        ("bul", "windows-1251"),
        ("arb", "windows-1256"),
    ] {
        let text: String = held_out(code).chars().take(400).collect();
        let high = encode(enc, &text).iter().filter(|&&b| b >= 0x80).count();
        let bytes = encode(enc, &page(&text, high * 50));
        assert!(
            bytes.iter().filter(|&&b| b >= 0x80).count() * 30 < bytes.len(),
            "{code}: the page is mostly markup"
        );
        let d = diagnose(&bytes, bytes.len() as u64);
        assert_eq!(d.verdict(), Verdict::Legacy, "{code} {enc}");
        assert!(
            guessed_text(&bytes) == Some(legacy(enc).decode(&bytes)),
            "{code} page in {enc}: guessed {:?}",
            d.guess.encoding
        );
        assert_eq!(
            d.guess.language.map(LangId::code),
            Some(code),
            "{code} page in {enc}: the language comes from the letters"
        );
    }
}

#[test]
fn a_one_sentence_legacy_file_is_legacy_not_damaged_utf8() {
    for (code, enc) in [
        ("ekk", "windows-1257"),
        ("ekk", "ISO-8859-4"),
        ("bel", "IBM855"),
        ("pol", "ISO-8859-2"),
        ("fra", "windows-1252"),
    ] {
        let text = held_out(code);
        let sentence = text
            .lines()
            .map(|l| l.chars().take(60).collect::<String>())
            .find(|l| encode(enc, l).iter().any(|&b| b >= 0x80))
            .unwrap_or_else(|| panic!("{code}: a line with a letter outside ASCII"));
        let bytes = encode(enc, &sentence);
        assert!(std::str::from_utf8(&bytes).is_err(), "{code}: not UTF-8");
        let d = diagnose(&bytes, bytes.len() as u64);
        assert_eq!(
            d.verdict(),
            Verdict::Legacy,
            "{code} {enc} {sentence:?}: {:?}",
            d.finding
        );
    }
    // Three bytes alone that read as letters: legacy, and a weak guess.
    let d = diagnose(b"\xB4\xCD\xC2", 3);
    assert_eq!(d.verdict(), Verdict::Legacy, "{:?}", d.finding);
    assert!(!d.guess.confident);
}

/// A language's alphabet is its letters even where the training text never shows one: the
/// Estonian training lines have no `š` or `ž` (letters of loanwords), and a short Estonian file
/// with them was read as IBM775 (a soft hyphen and `÷` glued inside the words), in windows-1252
/// as `ð`, or as ASCII with stray bytes. The sentence is the test's own; each encoding puts `š`,
/// `ž` and `õ` at other bytes.
#[test]
fn letters_of_the_alphabet_that_training_lacks_are_letters() {
    let sentence =
        "Žürii otsustas, et šokolaaditort on parim; Tšehhi külalised sõid seda kohvi kõrvale.";
    for enc in [
        "windows-1257",
        "ISO-8859-13",
        "ISO-8859-4",
        "ISO-8859-15",
        "windows-1252",
        "IBM775",
    ] {
        let bytes = encode(enc, sentence);
        assert_eq!(legacy(enc).decode(&bytes), sentence, "{enc} writes it");
        let d = diagnose(&bytes, bytes.len() as u64);
        assert_eq!(d.verdict(), Verdict::Legacy, "{enc}: {:?}", d.finding);
        assert_eq!(
            guessed_text(&bytes).as_deref(),
            Some(sentence),
            "{enc}: {:?}",
            d.guess
        );
        assert_eq!(d.guess.language.map(LangId::code), Some("ekk"), "{enc}");
    }
}

/// Cyrillic in IBM855 spells a four-byte UTF-8 sequence now and then (`F3 A8 A4 A8`, U+E8928,
/// in a plane where nothing is assigned): such a character is no evidence of UTF-8, and a short
/// line holding one is legacy, not damaged UTF-8 (it was "UTF-8 with 8 damaged bytes").
#[test]
fn characters_no_text_is_made_of_are_no_evidence_of_utf8() {
    let mut checked = 0;
    for code in ["bel", "ukr", "rus", "bul"] {
        let text = held_out(code);
        for line in text.lines() {
            for start in (0..line.chars().count()).step_by(5) {
                let piece: String = line.chars().skip(start).take(30).collect();
                let bytes = encode("IBM855", &piece);
                let accidental = bytes.utf8_chunks().any(|c| {
                    c.valid().chars().map(u32::from).any(|u| {
                        // Planes 4–13 and 14 outside its tags and variation selectors.
                        (0x40000..=0xEFFFF).contains(&u)
                            && !(0xE0000..=0xE007F).contains(&u)
                            && !(0xE0100..=0xE01EF).contains(&u)
                    })
                });
                if !accidental {
                    continue;
                }
                let d = diagnose(&bytes, bytes.len() as u64);
                assert_eq!(
                    d.verdict(),
                    Verdict::Legacy,
                    "{code} {piece:?}: {:?}",
                    d.finding
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 5, "only {checked} pieces with such a sequence");
}

/// Ukrainian in code page 1125 (IBM866 but for `Ґ ґ Є є І і Ї ї` at F2–F9), which this tool does
/// not know, reads best as IBM866 with `ў` for `і`: a letter Ukrainian does not write. However
/// far that reading leads, it is no firm answer (it was "Ukrainian text in IBM866", firmly).
#[test]
fn a_reading_with_letters_the_language_does_not_write_is_not_firm() {
    let text = held_out("ukr");
    let cp1125 = |c: char| match c {
        'Ґ' => Some(0xF2),
        'ґ' => Some(0xF3),
        'Є' => Some(0xF4),
        'є' => Some(0xF5),
        'І' => Some(0xF6),
        'і' => Some(0xF7),
        'Ї' => Some(0xF8),
        'ї' => Some(0xF9),
        _ => legacy("IBM866").encode_char(c),
    };
    let mut checked = 0;
    for line in text.lines().filter(|l| l.chars().count() >= 60) {
        let bytes: Vec<u8> = line.chars().filter_map(cp1125).collect();
        let d = diagnose(&bytes, bytes.len() as u64);
        if guessed_text(&bytes).as_deref() == Some(line) {
            continue; // no і ї є ґ in it: the IBM866 reading is right
        }
        assert!(!d.guess.confident, "{line:?}: {:?}", d.guess);
        checked += 1;
    }
    assert!(checked >= 8, "only {checked} lines");
}

/// ISO-8859-15 has `€` where ISO-8859-1 and windows-1252 have `¤`, which no text is written
/// with: a text with prices in euros is read with its euros (it tied with windows-1252, which the
/// family prior then chose, reading `¤`).
#[test]
fn the_euro_sign_of_iso_8859_15_is_no_currency_placeholder() {
    for code in ["spa", "fra", "deu", "dan"] {
        let line = held_out(code)
            .lines()
            .find(|l| l.chars().count() >= 80)
            .map(|l| l.chars().take(120).collect::<String>())
            .unwrap_or_else(|| panic!("{code}: a long line"));
        let text = format!("{line} (2.500 €, 12 €/m2)");
        let bytes = encode("ISO-8859-15", &text);
        assert!(bytes.contains(&0xA4), "{code}: the euro sign is A4");
        // (What the encoding writes of it: `’` it has not.)
        let written = legacy("ISO-8859-15").decode(&bytes);
        assert!(written.ends_with("(2.500 €, 12 €/m2)"), "{written}");
        assert_eq!(guessed_text(&bytes), Some(written), "{code}");
    }
}

/// The models fold case, so a reading that makes a capital of a byte right after a lowercase
/// letter once scored as the lowercase letter would: French `société` in Mac Roman read as
/// IBM863 is `sociÀtÀ`, and 200 characters of French in Mac Roman were IBM863 or stray bytes.
/// Text has no capital inside a lowercase word; such a reading now pays for each. Windows of
/// held-out prose in Mac and DOS pages whose lowercase letters are capitals elsewhere.
#[test]
fn no_capital_letters_inside_lowercase_words() {
    let (mut right, mut total) = (0, 0);
    for (code, enc) in [
        ("fra", "macintosh"),
        ("fra", "x-mac-icelandic"),
        ("fra", "IBM850"),
        ("ita", "macintosh"),
        ("por", "x-mac-romanian"),
        ("cat", "windows-1258"),
    ] {
        let text: Vec<char> = held_out(code).chars().collect();
        for start in (0..text.len().saturating_sub(200)).step_by(150) {
            let window: String = text[start..start + 200].iter().collect();
            let bytes = encode(enc, &window);
            if bytes.iter().filter(|&&b| b >= 0x80).count() < 2 {
                continue;
            }
            total += 1;
            right += usize::from(guessed_text(&bytes) == Some(legacy(enc).decode(&bytes)));
        }
    }
    assert!(total >= 100, "only {total} windows");
    assert!(right * 100 >= total * 99, "{right} of {total} read right");
}

#[test]
fn one_foreign_word_in_english_is_never_a_firm_guess() {
    let english: String = held_out("eng").chars().take(600).collect();
    for (code, enc) in [
        ("rus", "KOI8-U"),
        ("ukr", "ISO-8859-5"),
        ("mkd", "IBM855"),
        ("lvs", "IBM775"),
    ] {
        let word = held_out(code)
            .split_whitespace()
            .find(|w| w.chars().count() >= 6 && w.chars().all(char::is_alphabetic))
            .unwrap_or_else(|| panic!("{code}: a word"))
            .to_string();
        let bytes = encode(enc, &format!("{english} {word} {english}"));
        let d = diagnose(&bytes, bytes.len() as u64);
        assert_eq!(d.verdict(), Verdict::Legacy, "{code}");
        let right = guessed_text(&bytes) == Some(legacy(enc).decode(&bytes));
        assert!(
            right || !d.guess.confident,
            "{code} word in {enc}: a firm wrong guess {:?}",
            d.guess.encoding
        );
    }
}

#[test]
fn a_foreign_word_in_english_is_read_by_its_own_letters() {
    // One word of another language in English text: the English words around it once chose the
    // language (a Latin-script one that reads English best), so that a Russian word in ISO-8859-5
    // was "English text in IBM437" and an Estonian sentence written without spaces "English text
    // in IBM857". Words away from the non-ASCII ones now count no worse than under English.
    let english = english_host();
    for (code, enc) in [
        ("rus", "ISO-8859-5"),
        ("bul", "windows-1251"),
        ("ukr", "KOI8-U"),
        ("heb", "ISO-8859-8"),
        ("ekk", "IBM857"),
        ("lit", "ISO-8859-10"),
        ("hun", "IBM861"),
    ] {
        let text = held_out(code);
        let words: Vec<&str> = text
            .split_whitespace()
            .map(|w| w.trim_matches(|c: char| !c.is_alphabetic()))
            .filter(|w| w.chars().filter(|c| !c.is_ascii()).count() >= 4)
            .take(5)
            .collect();
        assert!(words.len() >= 3, "{code}: too few long non-ASCII words");
        for word in words {
            let bytes = encode(enc, &in_english(&english, word));
            assert_eq!(
                guessed_text(&bytes),
                Some(legacy(enc).decode(&bytes)),
                "{code} word {word:?} in {enc}: {:?}",
                diagnose(&bytes, bytes.len() as u64).guess
            );
        }
    }
}

/// English text with one word of `pairs`' languages (held-out words that `pick` takes and the
/// code page writes as they are, up to `most` a pair), and how many of them the guess reads to
/// the same text: (right, all, the wrong ones).
fn words_in_english(
    pairs: &[(&str, &str)],
    pick: impl Fn(&str) -> bool,
    most: usize,
) -> (usize, usize, Vec<String>) {
    let english = english_host();
    let (mut right, mut all) = (0, 0);
    let mut wrong = Vec::new();
    for &(code, enc) in pairs {
        let text = held_out(code);
        let mut words: Vec<&str> = text
            .split_whitespace()
            .map(|w| w.trim_matches(|c: char| !c.is_alphabetic()))
            .filter(|w| pick(w))
            .collect();
        words.sort_unstable();
        words.dedup();
        // Only words the code page writes as they are.
        words.retain(|w| legacy(enc).decode(&encode(enc, w)) == *w);
        for word in words.iter().take(most) {
            let bytes = encode(enc, &in_english(&english, word));
            all += 1;
            if guessed_text(&bytes) == Some(legacy(enc).decode(&bytes)) {
                right += 1;
            } else {
                wrong.push(format!("{word} in {enc}"));
            }
        }
    }
    eprintln!("{right} of {all} right; wrong: {wrong:?}");
    (right, all, wrong)
}

/// [`words_in_english`] for words of one or two letters outside ASCII, 25 a pair.
fn one_word_in_english(pairs: &[(&str, &str)]) -> (usize, usize, Vec<String>) {
    let pick = |w: &str| {
        let high = w.chars().filter(|c| !c.is_ascii()).count();
        (1..=2).contains(&high) && w.chars().count() >= 2
    };
    words_in_english(pairs, pick, 25)
}

#[test]
fn a_word_its_language_writes_tells_the_code_page() {
    // English text with one word of one or two letters outside ASCII: the bigrams of so few
    // bytes cannot tell code pages apart (`társadalom` in IBM861 was "ASCII with a stray
    // byte", `să` in IBM852 Persian in windows-1256), a word that one reading spells and the
    // others do not can. Before the lexicon: 196 of 230 right (85%); with it 218 (`Há` in
    // IBM850 stays in doubt: its `á` is windows-1252's no-break space after `h`, an English
    // word to the look-up).
    let (right, all, wrong) = one_word_in_english(&[
        ("hun", "IBM861"),
        ("hun", "ISO-8859-2"),
        ("ron", "IBM852"),
        ("ron", "ISO-8859-2"),
        ("por", "x-mac-romanian"),
        ("por", "IBM850"),
        ("isl", "windows-1252"),
        ("fra", "IBM863"),
        ("ces", "windows-1250"),
        ("pol", "IBM852"),
    ]);
    assert!(all >= 200, "{all} words");
    assert!(
        right * 100 >= all * 90,
        "{right} of {all}; wrong: {wrong:?}"
    );
}

#[test]
fn a_foreign_word_is_read_by_the_letters_of_its_language() {
    // Words of languages whose words the lexicon rarely holds (Albanian, Estonian: no wordfreq
    // list), in English text: the English words around them kept these languages off the
    // shortlist of Latin languages that read the non-ASCII bytes, so another language's letters
    // read them (`vërtetë` as Lithuanian `vėrtetė` in windows-1257). Before: 57 of 70; now 69.
    let (right, all, wrong) = one_word_in_english(&[
        ("als", "ISO-8859-1"),
        ("als", "windows-1252"),
        ("ekk", "macintosh"),
        ("ekk", "IBM850"),
    ]);
    assert!(all >= 60, "{all} words");
    assert!(
        right * 100 >= all * 90,
        "{right} of {all}; wrong: {wrong:?}"
    );
}

#[test]
fn a_cyrillic_word_is_no_cjk_text() {
    // A Cyrillic word of five or six letters in English text reads as two or three common CJK
    // characters too: Serbian `држава` in ISO-8859-5 was "Chinese text in GBK". A code page
    // that spells the word as one some language writes now wins over a weak CJK detection.
    let (_, all, wrong) = words_in_english(
        &[
            ("srp-Cyrl", "ISO-8859-5"),
            ("rus", "ISO-8859-5"),
            ("bul", "windows-1251"),
        ],
        |w| !w.is_ascii() && (5..=6).contains(&w.chars().count()),
        40,
    );
    assert!(all >= 60, "{all} words");
    assert!(wrong.is_empty(), "{wrong:?}");
}

#[test]
fn a_dos_letter_at_a_word_end_is_no_punctuation() {
    // Italian `libertà` in IBM850 ends in 0x85, windows-1252's `…`: as English text with its
    // punctuation glued on (`unit…`) it was read as windows-1252. A word whose stem is no English
    // word is read as the foreign word it is; English words with `…` stay English. Before: the
    // held-out text's 4 such words (`libertà`, `società`, `está`, `Está`) all read otherwise.
    // Italian `à` and `ù` (0x85, 0x97: `…`, `—`), Portuguese and Spanish `á` (0xA0, a no-break
    // space), ending words whose other letters are ASCII.
    let (_, all, mut wrong) = words_in_english(
        &[("ita", "IBM850"), ("por", "IBM850"), ("spa", "IBM850")],
        |w| {
            w.chars().count() >= 3
                && w.ends_with(['à', 'ù', 'á'])
                && w[..w.len() - 2].bytes().all(|b| b.is_ascii_alphabetic())
        },
        usize::MAX,
    );
    let english = english_host();
    for stem in ["unit", "far", "all", "limit", "time", "world"] {
        let bytes = encode("windows-1252", &in_english(&english, &format!("{stem}…")));
        if guessed_text(&bytes) != Some(legacy("windows-1252").decode(&bytes)) {
            wrong.push(format!("{stem}… in windows-1252"));
        }
    }
    assert!(all >= 4, "{all} words");
    assert!(wrong.is_empty(), "{wrong:?}");
}

#[test]
fn an_apostrophe_in_a_long_ascii_file_is_no_capital_letter() {
    // One typographic apostrophe in a long English file in Mac Roman (D5): windows-1250 reads
    // it as `Ő`, a capital inside a word, which Hungarian otherwise reads well (`Blanchard’s`
    // in an ioreg dump, the outside collections).
    let english: String = held_out("eng").chars().filter(char::is_ascii).collect();
    for name in ["Blanchard", "Richard", "world"] {
        let s = format!("{english}\n\"Product\"=\"{name}’s Trackpad\"\n{english}\n");
        let bytes = encode("macintosh", &s);
        assert_eq!(
            guessed_text(&bytes),
            Some(legacy("macintosh").decode(&bytes)),
            "{name}: {:?}",
            diagnose(&bytes, bytes.len() as u64).guess
        );
    }
}

#[test]
fn kuhns_test_file_is_utf8_with_errors() {
    let bytes = common::read_testdata("kuhn/UTF-8-test.txt");
    let d = diagnose(&bytes, bytes.len() as u64);
    assert_eq!(d.verdict(), Verdict::Utf8Damaged, "{:?}", d.finding);
    assert!(
        matches!(d.finding, Finding::Damaged { count, .. } if count > 100),
        "{:?}",
        d.finding
    );
    assert!(d.legacy_encoding().is_none(), "no legacy reading offered");
}

#[test]
fn a_utf8_test_file_with_few_multibyte_characters_is_still_utf8() {
    // English lines, each followed by an error only UTF-8 makes: more ill-formed bytes than
    // well-formed multi-byte ones, and still no legacy file.
    let english = held_out("eng");
    let bad: [&[u8]; 5] = [
        b"\xC0\x80",
        b"\xE0\x80\xAF",
        b"\xED\xA0\x80",
        b"\xF4\x90\x80\x80",
        b"\xF8\x88\x80\x80\x80",
    ];
    let mut bytes = Vec::new();
    for (i, line) in english.lines().take(40).enumerate() {
        bytes.extend_from_slice(line.as_bytes());
        bytes.extend_from_slice(b" \"");
        bytes.extend_from_slice(bad[i % bad.len()]);
        bytes.extend_from_slice(b"\"\n");
    }
    let d = diagnose(&bytes, bytes.len() as u64);
    assert_eq!(d.verdict(), Verdict::Utf8Damaged, "{:?}", d.finding);
}

#[test]
fn thai_legacy_pages_stay_legacy_despite_accidental_utf8() {
    // TIS-620 Thai forms hundreds of valid UTF-8 sequences by accident, inside its words.
    let text: String = held_out("tha").chars().take(1500).collect();
    for enc in ["TIS-620", "windows-874"] {
        let bytes = encode(enc, &page(&text, 4000));
        let d = diagnose(&bytes, bytes.len() as u64);
        assert_eq!(d.verdict(), Verdict::Legacy, "{enc}: {:?}", d.finding);
        assert_eq!(guessed_text(&bytes), Some(legacy(enc).decode(&bytes)));
    }
}

#[test]
fn a_guess_reads_every_byte_of_the_file() {
    // French with one "ã" (E3, which ISO-8859-3 leaves unmapped) and other short texts: the
    // guess offered for View as and convert decodes every non-ASCII byte to a character.
    for (code, enc, extra) in [
        ("fra", "windows-1252", " São Paulo"),
        ("fra", "ISO-8859-1", " São Paulo"),
        ("mlt", "ISO-8859-3", ""),
        ("tur", "ISO-8859-9", ""),
    ] {
        let text: String = held_out(code).chars().take(120).collect();
        let bytes = encode(enc, &format!("{text}{extra}"));
        let d = diagnose(&bytes, bytes.len() as u64);
        let Encoding::Legacy(id) = d.guess.encoding else {
            panic!("{code} in {enc}: {:?}", d.finding);
        };
        let unread: Vec<u8> = bytes
            .iter()
            .copied()
            .filter(|&b| b >= 0x80)
            .filter(|&b| {
                id.get()
                    .decode_byte(b)
                    .is_none_or(|c| ('\u{80}'..='\u{9F}').contains(&c))
            })
            .collect();
        assert!(
            unread.is_empty(),
            "{code} in {enc}: {} leaves {unread:02X?} unread",
            id.name()
        );
    }
}

#[test]
fn short_utf16_without_a_bom_is_utf16_not_binary() {
    use utf8_inspector::codec::WideForm;
    // 10–30 characters of held-out text in each byte order: once "not text: 6 NUL bytes".
    for code in ["ell", "rus", "cmn", "jpn", "kor", "heb", "tha"] {
        let text = held_out(code);
        let line: Vec<char> = text
            .lines()
            .find(|l| l.chars().count() >= 24)
            .unwrap_or_else(|| panic!("{code}: a line"))
            .chars()
            .collect();
        // Two pieces with a space between (a NUL byte in UTF-16), 13–25 characters.
        let n = 6 + code.len() * 2;
        let short = format!(
            "{} {}",
            line[..n].iter().collect::<String>().trim(),
            line[n..2 * n].iter().collect::<String>().trim()
        );
        for form in [WideForm::Utf16Le, WideForm::Utf16Be] {
            assert_wide(form, &short, code);
        }
    }
    // Short binary with NUL bytes stays binary.
    let d = diagnose(b"\x00\x01\x02\x03PK\x03\x04\x14\x00\x00\x00\x08\x00", 16);
    assert_eq!(d.verdict(), Verdict::Binary, "{:?}", d.finding);
}

#[test]
fn one_word_of_an_alphabet_in_utf16_without_a_bom_is_utf16() {
    use utf8_inspector::codec::WideForm;
    // One word, no space to make a NUL: "Привет" in 12 bytes was "not text" for its 04 bytes.
    let mut tried = 0;
    for code in ["ell", "rus", "ukr", "bul", "heb", "arb", "tha"] {
        let text = held_out(code);
        let words: Vec<&str> = text
            .split_whitespace()
            .filter(|w| (5..=31).contains(&w.chars().count()) && w.chars().all(char::is_alphabetic))
            .take(20)
            .collect();
        assert!(words.len() >= 10, "{code}: {} words", words.len());
        for word in words {
            for form in [WideForm::Utf16Le, WideForm::Utf16Be] {
                tried += 1;
                assert_wide(form, word, code);
            }
        }
    }
    assert!(tried >= 140);
}

#[test]
fn short_cjk_utf16_without_spaces_is_utf16() {
    use utf8_inspector::codec::WideForm;
    // Chinese and Japanese write no spaces, so their UTF-16 has no zero bytes to be found by:
    // pieces of 10–120 characters of held-out text (white space taken out) in each byte order
    // were called binary (a tenth of the low bytes are control codes) or a legacy text. The
    // same pieces in the CJK legacy encodings must stay what they are.
    let legacy_cjk = [
        ("cmn", encoding_rs::GBK),
        ("cmn", encoding_rs::BIG5),
        ("jpn", encoding_rs::SHIFT_JIS),
        ("jpn", encoding_rs::EUC_JP),
        ("jpn", encoding_rs::ISO_2022_JP),
        ("kor", encoding_rs::EUC_KR),
    ];
    let (mut tried, mut wrong) = (0, Vec::new());
    for code in ["cmn", "jpn", "kor"] {
        let text: Vec<char> = held_out(code)
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect();
        for (k, n) in [10, 15, 20, 30, 40, 60, 80, 120].into_iter().enumerate() {
            for start in (0..12).map(|i| (i * 997 + k * 131) % (text.len() - n)) {
                let piece: String = text[start..start + n].iter().collect();
                for form in [WideForm::Utf16Le, WideForm::Utf16Be] {
                    let mut bytes = Vec::new();
                    for c in piece.chars() {
                        form.encode(c, &mut bytes);
                    }
                    // Bytes with no NUL or control code are text as they stand: not this case.
                    if !bytes.iter().any(|&b| b < 0x09 || (0x0E..0x20).contains(&b)) {
                        continue;
                    }
                    tried += 1;
                    let d = diagnose(&bytes, bytes.len() as u64);
                    if d.guess.encoding != Encoding::Wide(form) {
                        wrong.push(format!("{code} {n} in {}: {:?}", form.name(), d.finding));
                    }
                }
                for (_, enc) in legacy_cjk.iter().filter(|(c, _)| *c == code) {
                    let (bytes, _, _) = enc.encode(&piece);
                    let d = diagnose(&bytes, bytes.len() as u64);
                    assert!(
                        !matches!(d.guess.encoding, Encoding::Wide(_)),
                        "{code} {n} in {}: called {:?}",
                        enc.name(),
                        d.guess.encoding
                    );
                }
            }
        }
    }
    assert!(tried >= 400, "only {tried} pieces with a control byte");
    assert!(wrong.is_empty(), "{} of {tried}: {wrong:#?}", wrong.len());
}

#[test]
fn short_random_bytes_are_rarely_taken_for_utf16() {
    // 2,000 random strings of 10–63 bytes (even lengths), each with a NUL: binary data, which the
    // short UTF-16 rule must leave alone nearly always.
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let mut wide = 0;
    for _ in 0..2000 {
        let len = 10 + (next() % 27) as usize * 2;
        let mut b: Vec<u8> = (0..len).map(|_| next() as u8).collect();
        let at = (next() % len as u64) as usize;
        b[at] = 0;
        let d = diagnose(&b, b.len() as u64);
        if matches!(d.guess.encoding, Encoding::Wide(_)) {
            wide += 1;
        }
    }
    assert!(
        wide <= 20,
        "{wide} of 2,000 random strings called UTF-16/32"
    );
}

#[test]
fn english_link_texts_do_not_make_a_hebrew_page_greek() {
    // 200 links whose text is English ("link") around 800 characters of Hebrew: the Latin
    // letters are no evidence against the page's script (it was "Greek text in x-mac-greek, a
    // firm guess").
    for (code, enc) in [
        ("heb", "windows-1255"),
        ("rus", "KOI8-R"),
        ("ell", "windows-1253"),
    ] {
        let text: String = held_out(code).chars().take(800).collect();
        let nav = "<div class=\"nav\"><a href=\"https://example.org/a/b/c.html\">link</a></div>\n"
            .repeat(200);
        let page = format!(
            "<!DOCTYPE html><html><head><title>x</title><script>var a=1;</script></head><body>{nav}<p>{text}</p></body></html>"
        );
        let bytes = encode(enc, &page);
        let d = diagnose(&bytes, bytes.len() as u64);
        assert!(
            guessed_text(&bytes) == Some(legacy(enc).decode(&bytes)),
            "{code} page in {enc}: guessed {:?}",
            d.guess.encoding
        );
    }
}

/// A mail message as a mail client saves it: routing, ids, dates and addresses in English-looking
/// ASCII, the text in its body.
fn mail(subject: &str, body: &str) -> String {
    format!(
        "Return-Path: <list-bounces@lists.example.org>\nReceived: from mail.example.org (mail.example.org [192.0.2.10])\n\tby mx.example.net with ESMTP id 4F2A1B3C;\n\tTue, 3 Sep 2024 09:14:07 +0200\nFrom: list@example.org\nTo: reader@example.net\nSubject: {subject}\nDate: Tue, 3 Sep 2024 09:14:02 +0200\nMessage-ID: <5e1f09c2a7@example.org>\nMIME-Version: 1.0\nContent-Type: text/plain\nContent-Transfer-Encoding: 8bit\n\n{body}\n\n-- \nlist mailing list\nhttps://lists.example.org/mailman/listinfo/list\n"
    )
}

#[test]
fn mail_headers_do_not_vote_on_the_language() {
    // Short Estonian and Latvian mails: the header's English-looking words once made the body's
    // few letters outside ASCII Hungarian (õ is ő in ISO-8859-2) or Catalan. Every mail of a few
    // hundred characters must decode to its text.
    for (code, enc) in [
        ("ekk", "ISO-8859-15"),
        ("ekk", "ISO-8859-13"),
        ("ekk", "windows-1257"),
        ("lvs", "ISO-8859-13"),
        ("lit", "windows-1257"),
    ] {
        let text = held_out(code);
        let lines: Vec<&str> = text.lines().filter(|l| l.chars().count() >= 40).collect();
        let mut checked = 0;
        for pair in lines.chunks(2).take(6) {
            let body: String = pair.join("\n\n").chars().take(300).collect();
            let subject: String = pair[0].chars().take(30).collect();
            let bytes = encode(enc, &mail(&subject, &body));
            if bytes.iter().filter(|&&b| b >= 0x80).count() < 8 {
                continue;
            }
            checked += 1;
            assert_eq!(
                guessed_text(&bytes),
                Some(legacy(enc).decode(&bytes)),
                "{code} mail in {enc}: {:?}",
                diagnose(&bytes, bytes.len() as u64).guess
            );
        }
        assert!(
            checked >= 3,
            "{code}: too few mails with letters outside ASCII"
        );
    }
}

#[test]
fn english_with_typographic_punctuation_reads_as_its_code_page() {
    // A word processor's English: curly quotes and apostrophes, dashes, an ellipsis, and no
    // other byte outside ASCII. In Mac Roman it was Ukrainian in windows-1251 or "ASCII with
    // stray bytes" (they read as box drawing in IBM437), in windows-1252 now and then Russian in
    // IBM866 (`Уas` for `“as`). The marks are a handful of bytes: a few misses are allowed.
    let english = held_out("eng");
    let lines: Vec<&str> = english
        .lines()
        .filter(|l| l.split(' ').count() >= 8 && l.is_ascii())
        .take(40)
        .collect();
    assert_eq!(lines.len(), 40, "forty held-out English lines");
    for enc in ["windows-1252", "macintosh"] {
        let mut wrong = Vec::new();
        for (i, line) in lines.iter().enumerate() {
            let words: Vec<&str> = line.split(' ').collect();
            let mut text = format!(
                "{} – “{}” {}",
                words[..2].join(" "),
                words[2..4].join(" "),
                words[4..].join(" ")
            )
            .replace('\'', "’");
            if i % 2 == 0 {
                text.push('…');
            }
            let bytes = encode(enc, &text);
            assert!(std::str::from_utf8(&bytes).is_err(), "{enc}: not UTF-8");
            let d = diagnose(&bytes, bytes.len() as u64);
            if d.verdict() != Verdict::Legacy || guessed_text(&bytes).as_deref() != Some(&text) {
                wrong.push((text, d.guess.encoding));
            }
        }
        assert!(
            wrong.len() <= 2,
            "{enc}: {} of 40 wrong: {wrong:?}",
            wrong.len()
        );
    }
}

/// UTF-16 without a BOM with a few lone surrogates is damaged UTF-16, reported with its errors:
/// with one (D800, DC00 or D83D put at byte 200 of 2,000 characters of Russian, Chinese, Greek,
/// Thai or Korean, both byte orders) it was called binary for its NUL bytes, and a folder check
/// skipped it. With a lone surrogate every 20 units it is no longer taken for text.
#[test]
fn utf16_with_a_lone_surrogate_is_damaged_utf16_not_binary() {
    use utf8_inspector::codec::{WideForm, scan_wide};
    for code in ["rus", "cmn", "ell", "tha", "kor"] {
        let text: String = String::from_utf8(common::read_testdata(&format!("udhr/{code}.txt")))
            .expect("UTF-8")
            .chars()
            .take(2000)
            .collect();
        for form in [WideForm::Utf16Le, WideForm::Utf16Be] {
            let mut clean = Vec::new();
            for c in text.chars() {
                form.encode(c, &mut clean);
            }
            for lone in [0xD800u16, 0xDC00, 0xD83D] {
                let unit = if form.big_endian() {
                    lone.to_be_bytes()
                } else {
                    lone.to_le_bytes()
                };
                let mut bytes = clean.clone();
                bytes.splice(200..200, unit);
                assert_eq!(scan_wide(&bytes, form).errors, 1);
                let d = diagnose(&bytes, bytes.len() as u64);
                assert_eq!(
                    d.guess.encoding,
                    Encoding::Wide(form),
                    "{code} in {} with {lone:04X}: {:?}",
                    form.name(),
                    d.finding
                );
                assert_ne!(d.verdict(), Verdict::Binary);
            }
            // Damage everywhere: not read as UTF-16 text any more.
            let mut bytes = Vec::new();
            for (i, unit) in clean.chunks(2).enumerate() {
                bytes.extend_from_slice(unit);
                if i % 20 == 19 {
                    bytes.extend_from_slice(&[0xD8, 0xD8]);
                }
            }
            let d = diagnose(&bytes, bytes.len() as u64);
            assert_ne!(
                d.guess.encoding,
                Encoding::Wide(form),
                "{code}: {:?}",
                d.finding
            );
        }
    }
}

/// A file cut inside its last character (ASCII, then a lead byte and one or two of its
/// continuation bytes) is damaged UTF-8: `abc` E2 82 was "Russian text in IBM866", `a` C3 Thai.
/// A lone lead byte at the end stays weighed as a legacy letter (`caf` E9 is windows-1252).
#[test]
fn a_file_cut_inside_its_last_character_is_damaged_utf8() {
    let mut tried = 0;
    for prefix in ["abc", "Hello ", "Price: 5 ", "x", "The total is "] {
        for c in ['€', '≠', '漢', '😀', '★', 'ॐ'] {
            let mut buf = [0; 4];
            let whole = c.encode_utf8(&mut buf).as_bytes();
            for keep in 2..whole.len() {
                let mut bytes = prefix.as_bytes().to_vec();
                bytes.extend_from_slice(&whole[..keep]);
                let d = diagnose(&bytes, bytes.len() as u64);
                assert_eq!(
                    (d.verdict(), d.guess.encoding),
                    (Verdict::Utf8Damaged, Encoding::Utf8),
                    "{prefix:?} and {keep} bytes of {c}: {:?}",
                    d.finding
                );
                tried += 1;
            }
        }
    }
    assert_eq!(tried, 35);
    for (text, enc) in [
        ("café", encoding_rs::WINDOWS_1252),
        ("Hola señor", encoding_rs::WINDOWS_1252),
        ("Dobrý den, přátelé", encoding_rs::WINDOWS_1250),
    ] {
        let (bytes, _, _) = enc.encode(text);
        let d = diagnose(&bytes, bytes.len() as u64);
        assert_eq!(d.verdict(), Verdict::Legacy, "{text}: {:?}", d.finding);
    }
}

#[test]
fn a_lone_letter_reads_as_the_letter_most_code_pages_give() {
    // One byte in an English sentence: `E0` is à in ten code pages and א in two. Every reading
    // is weak; the likelier one is the one that many encodings share (it was Hebrew in
    // windows-1255, `E5` Persian, `E9` Bulgarian in KOI8-R).
    let english = english_host();
    for letter in ['à', 'å', 'é'] {
        let text = in_english(&english, &letter.to_string());
        let bytes = encode("ISO-8859-1", &text);
        assert_eq!(bytes.iter().filter(|&&b| b >= 0x80).count(), 1, "{text}");
        let d = diagnose(&bytes, bytes.len() as u64);
        assert_eq!(d.verdict(), Verdict::Legacy, "{letter}");
        assert_eq!(
            guessed_text(&bytes).as_deref(),
            Some(text.as_str()),
            "{letter}"
        );
        assert!(!d.guess.confident, "{letter}: one byte is no firm evidence");
    }
}

#[test]
fn legacy_letters_that_pair_into_utf8_by_accident_are_still_legacy() {
    // UTF-8's own characters standing apart (π and Δ read as `Ï€` and `Î”` in windows-1252)
    // beside a pasted windows-1252 line: still UTF-8 with a legacy run (a review found it
    // called French in windows-1252, which would garble π and Δ).
    let mut mixed = "Die Kreiszahl π und der Winkel Δ sind bekannt. "
        .as_bytes()
        .to_vec();
    mixed.extend(encode("windows-1252", "Un café crème, s’il vous plaît.\n"));
    let d = diagnose(&mixed, mixed.len() as u64);
    assert_eq!(d.verdict(), Verdict::Utf8Mixed, "{:?}", d.finding);
    // French in macintosh spells `’é` as D5 8E, Armenian Վ in UTF-8; Czech in
    // x-mac-centraleurroman spells Thaana, Latvian in IBM775 Armenian and Arabic. Those files
    // were "UTF-8 with runs of French in macintosh", and `fix` kept the accidents (`lՎgalité`).
    for (code, enc) in [
        ("fra", "macintosh"),
        ("ces", "x-mac-centraleurroman"),
        ("lvs", "IBM775"),
    ] {
        // The whole declaration, as an outside check found it (what the code page can write).
        let udhr =
            String::from_utf8(common::read_testdata(&format!("udhr/{code}.txt"))).expect("UTF-8");
        let text: String = udhr
            .chars()
            .filter(|&c| c.is_ascii() || legacy(enc).encode_char(c).is_some())
            .collect();
        let bytes = encode(enc, &text);
        let accidents = String::from_utf8_lossy(&bytes)
            .chars()
            .filter(|&c| c != '\u{FFFD}' && !c.is_ascii())
            .count();
        assert!(
            accidents > 0,
            "{code} in {enc}: some letters pair up by accident"
        );
        let d = diagnose(&bytes, bytes.len() as u64);
        assert_eq!(d.verdict(), Verdict::Legacy, "{code} in {enc}");
        assert!(
            guessed_text(&bytes).as_deref() == Some(text.as_str()),
            "{code} in {enc}: guessed {:?}",
            d.guess.encoding
        );
    }
}

#[test]
fn serbian_in_cyrillic_is_serbian_and_macedonian_stays_macedonian() {
    // Serbian is written in Cyrillic as much as in Latin; with a model for the Latin text only,
    // Serbian in windows-1251 or ISO-8859-5 was "Macedonian text", firm now and then (CLI pass
    // 2026-12-05 #3). The held-out Serbian text, in Cyrillic (one-to-one), and the held-out
    // Macedonian text, 300 characters at a time.
    for (code, enc) in [
        ("srp-Cyrl", "windows-1251"),
        ("srp-Cyrl", "ISO-8859-5"),
        ("mkd", "windows-1251"),
        ("mkd", "ISO-8859-5"),
    ] {
        let text: Vec<char> = held_out(code).chars().collect();
        assert!(text.len() >= 1500, "{code}: {} characters", text.len());
        let mut wrong = Vec::new();
        for start in (0..5).map(|k| k * 300) {
            let piece: String = text[start..start + 300].iter().collect();
            let bytes = encode(enc, &piece);
            let d = diagnose(&bytes, bytes.len() as u64);
            assert_eq!(d.verdict(), Verdict::Legacy, "{code} in {enc}: {piece}");
            let language = d.guess.language.map(LangId::code);
            if language != Some(code) {
                wrong.push((language, d.guess.confident));
            }
        }
        assert!(wrong.len() <= 1, "{code} in {enc}: {wrong:?}");
        assert!(
            wrong.iter().all(|(_, firm)| !firm),
            "{code} in {enc}: {wrong:?}"
        );
    }
    // What the window and `check` call it: Serbian, as the Latin text.
    let bytes = encode("windows-1251", &held_out("srp-Cyrl"));
    let d = diagnose(&bytes, bytes.len() as u64);
    assert_eq!(
        d.guess
            .language
            .map(|l| utf8_inspector::analysis::wording::language_name(
                utf8_inspector::i18n::Lang::En,
                Some(l)
            )),
        Some("Serbian".to_string())
    );
}

#[test]
fn utf8_test_files_stay_utf8_with_errors() {
    // Held-out Belarusian without spaces (every other byte D0 or D1, as UTF-16BE Hangul's)
    // with 2% of deliberate errors was "UTF-16BE text without BOM"; English with test
    // sequences, a third of them emoji cut after two continuation bytes, "Afrikaans text in
    // IBM737".
    let bel: String = held_out("bel")
        .chars()
        .filter(|c| !c.is_whitespace())
        .take(1200)
        .collect();
    let eng: String = held_out("eng").chars().take(1500).collect();
    for (text, bad) in [
        (
            &bel,
            &[&b"\xF8\x88\x80\x80\x80"[..], b"\xE0\x80\xAF", b"\xE2\x82"][..],
        ),
        (
            &eng,
            &[
                &b"\xF0\x9F\x98"[..],
                b"\xC0\x80",
                b"\xE2\x82",
                b"\x80",
                b"\xFE",
            ][..],
        ),
    ] {
        let chars: Vec<char> = text.chars().collect();
        let mut bytes = Vec::new();
        for (k, line) in chars.chunks(60).enumerate() {
            bytes.extend(line.iter().collect::<String>().as_bytes());
            bytes.extend(b" | ");
            bytes.extend(bad[k % bad.len()]);
            bytes.extend(b" |\n");
        }
        let d = diagnose(&bytes, bytes.len() as u64);
        assert_eq!(d.verdict(), Verdict::Utf8Damaged, "{:?}", d.finding);
    }
}

#[test]
fn words_ending_in_ii_in_windows_1251_are_legacy_not_a_utf8_test_file() {
    // Ukrainian `-сії`, `-рії`, `-тії` in windows-1251 are `F1 B3 BF`: a 4-byte lead and two
    // continuation bytes, as an emoji cut short is. Counted as errors only UTF-8 makes, the
    // review's CSV of such words was "UTF-8 with 1 run of Ukrainian text" (2026-12-05); and
    // the UDHR's short words that end so.
    for csv in [
        "id,name\n1,Комісії\n2,Сесії\n3,Партії\n4,Історії\n",
        "id,word\n1,релігії\n2,тиранії\n3,Комісії\n",
    ] {
        let bytes = encode("windows-1251", csv);
        let d = diagnose(&bytes, bytes.len() as u64);
        assert_eq!(d.verdict(), Verdict::Legacy, "{csv}: {:?}", d.finding);
    }
}

#[test]
fn serbian_and_macedonian_are_no_firm_answer_without_their_own_letters() {
    // A Macedonian line without spaces was "Serbian", firm (the review of 2026-12-05): the two
    // share all but ђ ћ and ѓ ќ ѕ. Every line of both UDHR texts (that one was in the training
    // part), with and without its spaces, in both encodings: a firm answer names the right
    // language.
    let read = |code: &str| {
        std::fs::read_to_string(common::testdata(&format!("udhr/{code}.txt"))).expect("UDHR")
    };
    let mut wrong = Vec::new();
    for (code, text) in [
        ("mkd", read("mkd")),
        ("srp-Cyrl", corpus::serbian_cyrillic(&read("srp"))),
    ] {
        for line in text.lines().filter(|l| corpus::is_kept(l.trim())) {
            for text in [line.to_string(), line.replace(' ', "")] {
                for enc in ["windows-1251", "ISO-8859-5"] {
                    let bytes = encode(enc, &text);
                    let d = diagnose(&bytes, bytes.len() as u64);
                    if d.guess.confident && d.guess.language.map(LangId::code) != Some(code) {
                        wrong.push(format!("{code} in {enc}: {text}"));
                    }
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn one_unmapped_byte_in_a_legacy_file_is_damage_not_another_encoding() {
    // The UDHR's Hebrew in windows-1255 with one stray FF (which windows-1255 leaves unmapped)
    // was "Russian text in KOI8-R", firm: an encoding that reads every byte came first however
    // badly it read the text. Held-out text with one byte its encoding leaves unmapped, in the
    // middle: named as that encoding's text, not firmly.
    for (code, enc, stray) in [
        ("heb", "windows-1255", 0xFF),
        ("ell", "windows-1253", 0xAA),
        ("tha", "windows-874", 0xFC),
    ] {
        let mut bytes = encode(enc, &held_out(code).chars().take(1500).collect::<String>());
        assert!(
            legacy(enc).table()[usize::from(stray)].is_none(),
            "{enc} {stray:02X}"
        );
        let mid = bytes.len() / 2;
        bytes.insert(mid, stray);
        let d = diagnose(&bytes, bytes.len() as u64);
        assert_eq!(d.verdict(), Verdict::Legacy, "{code}: {:?}", d.finding);
        assert_eq!(
            guessed_text(&bytes),
            Some(legacy(enc).decode(&bytes)),
            "{code} in {enc}: guessed {:?}",
            d.guess.encoding
        );
        assert!(!d.guess.confident, "{code} in {enc}");
    }
}
