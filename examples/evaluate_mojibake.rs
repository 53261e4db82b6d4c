//! Mojibake repair measured on the shapes real mojibake and real correct text have, not on whole
//! garbled paragraphs: short posts and names, a closing quote lost as `?`, a no-break space lost
//! as a space, C1 controls carried through, Latin-1 beside windows-1252 in one line, Latin text
//! through windows-1251, Baltic text, a garbled word beside correct typography, CJK decoders; and
//! correct text that looks like mojibake to a careless rule: symbols among ASCII words, capitals
//! with diacritics before punctuation, kaomoji, box drawing, names, lines without spaces, math,
//! the naughty strings.
//!
//! ```sh
//! cargo run --release --example evaluate_mojibake                 # evaluation part
//! cargo run --release --example evaluate_mojibake -- --calibrate  # calibration part
//! cargo run --release --example evaluate_mojibake -- --failures   # list misses on stderr
//! ```
//!
//! The texts are lines of the held-out parts of the shared corpora (`lang::corpus`), cut at a
//! word to 30–250 characters (the length of a post, a title, a name list); the lists of symbols,
//! kaomoji, names and formulas below are this file's own, written from what such texts hold, and
//! are the same in both parts. A positive counts as "repaired exactly" when the repair is the
//! original, "right up to losses" when every character is the original's or U+FFFD where the wrong
//! decoder dropped a byte, and "changed wrongly" when the repair is neither. A negative counts as
//! a false alarm when the diagnosis calls it mojibake at all.

#[path = "eval_common/mod.rs"]
mod eval_common;

use encoding_rs::Encoding;
use eval_common::{Rng, pct, right_up_to_losses, testdata};
use std::collections::BTreeMap;
use utf8_inspector::analysis::cjk::{self, model::CjkLang};
use utf8_inspector::analysis::lang::corpus::{self, Part};
use utf8_inspector::analysis::mojibake;

/// Languages written in the Latin script with letters outside ASCII (the windows-1252,
/// windows-1250 and Baltic ones).
const LATIN: [&str; 33] = [
    "afr", "als", "azj", "bos", "cat", "ces", "cym", "dan", "deu", "ekk", "epo", "eus", "fao",
    "fin", "fra", "gla", "gle", "glg", "hrv", "hun", "isl", "ita", "lit", "lvs", "mlt", "nld",
    "nno", "nob", "pol", "por", "ron", "slk", "spa",
];
const WESTERN: [&str; 18] = [
    "afr", "cat", "cym", "dan", "deu", "eus", "fao", "fin", "fra", "gla", "gle", "glg", "isl",
    "ita", "nld", "nob", "por", "spa",
];
const BALTIC: [&str; 3] = ["lit", "lvs", "ekk"];
/// Scripts whose UTF-8 has bytes windows-1252 leaves undefined (81 8D 8F 90 9D).
const OTHER_SCRIPTS: [&str; 8] = ["tha", "arb", "heb", "pes", "rus", "ell", "vie", "ukr"];

/// Decodes `bytes` through `enc` as a browser does (windows-1252's undefined bytes become the C1
/// controls of the same value: what sloppy decoders carry through).
fn read_as(bytes: &[u8], enc: &'static Encoding) -> String {
    enc.decode_without_bom_handling(bytes).0.into_owned()
}

/// ISO-8859-1 proper: every byte is the code point of its value (encoding_rs maps the label to
/// windows-1252).
fn read_as_latin1(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| char::from(b)).collect()
}

/// A line cut at a word to at most `max` characters (whole when shorter).
fn cut(line: &str, max: usize) -> String {
    let mut out = String::new();
    for w in line.split(' ') {
        if out.chars().count() + w.chars().count() + 1 > max && !out.is_empty() {
            break;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(w);
    }
    out
}

/// Short texts of a language: lines cut to 30–250 characters. Most UDHR lines in shared/ have
/// their spaces stripped; only lines with spaces between words are taken (posts have them), but
/// for Thai, which has none.
fn posts(lines: &[String], rng: &mut Rng, count: usize) -> Vec<String> {
    let mut out = Vec::new();
    let spaced = lines.iter().filter(|l| l.split(' ').count() >= 4).count() * 4 >= lines.len();
    for l in lines
        .iter()
        .filter(|l| !spaced || l.split(' ').count() >= 4)
    {
        if out.len() >= count {
            break;
        }
        let max = 30 + rng.below(220);
        let t = cut(l, max);
        if t.chars().count() >= 20 {
            out.push(t);
        }
    }
    out
}

/// Like [`posts`], but several posts cut one after another from each line (`lo` to `lo + span`
/// characters each, at words), for the classes whose trigger is rare: up to `count`.
fn pieces(lines: &[String], rng: &mut Rng, count: usize, lo: usize, span: usize) -> Vec<String> {
    let mut out = Vec::new();
    let spaced = lines.iter().filter(|l| l.split(' ').count() >= 4).count() * 4 >= lines.len();
    for l in lines
        .iter()
        .filter(|l| !spaced || l.split(' ').count() >= 4)
    {
        let words: Vec<&str> = l.split(' ').collect();
        let mut i = 0;
        while i < words.len() && out.len() < count {
            let max = lo + rng.below(span);
            let mut t = String::new();
            while i < words.len()
                && (t.is_empty() || t.chars().count() + words[i].chars().count() < max)
            {
                if !t.is_empty() {
                    t.push(' ');
                }
                t.push_str(words[i]);
                i += 1;
            }
            if t.chars().count() >= 20 {
                out.push(t);
            }
        }
        if out.len() >= count {
            break;
        }
    }
    out
}

/// The lines of a CJK language's Wikipedia article that the shared split leaves out for their
/// markup (links, lists, tables: never in any model's training), numbered apart and split by the
/// same rule, as the text a reader sees: `[年](/wiki/… "儒略年")` is `年`.
fn wiki_link_lines(lang: CjkLang, part: Part) -> Vec<String> {
    let name = match lang {
        CjkLang::Chinese => "chinese",
        CjkLang::Japanese => "japanese",
        CjkLang::Korean => "korean",
    };
    let path = testdata().join(format!(
        "perf/unicode_lipsum/wikipedia_mars/{name}.utf8.txt"
    ));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .map(str::trim)
        .filter(|l| !corpus::is_kept(l))
        .map(visible)
        .filter(|l| l.chars().count() >= 20)
        .enumerate()
        .filter(|&(i, _)| Part::of_line(i) == part)
        .map(|(_, l)| l)
        .collect()
}

/// A line of Markdown as it reads: link targets dropped, brackets, emphasis and table bars gone.
fn visible(line: &str) -> String {
    let mut out = String::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            ']' if chars.peek() == Some(&'(') => {
                // Skip the target, with nested parentheses.
                let mut depth = 0;
                for d in chars.by_ref() {
                    match d {
                        '(' => depth += 1,
                        ')' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                }
            }
            '[' | ']' | '*' | '|' | '\\' | '#' | '!' => {}
            _ => out.push(c),
        }
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Typographic quotes and apostrophes, as word processors put them: `'` becomes `’`, every
/// fifth word is quoted “so”.
fn typographic(text: &str) -> String {
    text.replace('\'', "’")
        .split(' ')
        .enumerate()
        .map(|(i, w)| {
            if i % 5 == 2 && w.chars().all(char::is_alphabetic) && !w.is_empty() {
                format!("“{w}”")
            } else {
                w.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

struct Case {
    class: &'static str,
    lang: String,
    original: String,
    garbled: String,
}

fn positives(by_lang: &BTreeMap<String, Vec<String>>, part: Part) -> Vec<Case> {
    let mut rng = Rng(0x6d6f_6a69_6261_6b65);
    let mut out = Vec::new();
    let lines = |code: &str| by_lang.get(code).cloned().unwrap_or_default();
    let mut push = |class, lang: &str, original: String, garbled: String| {
        if garbled != original {
            out.push(Case {
                class,
                lang: lang.to_string(),
                original,
                garbled,
            });
        }
    };
    for code in WESTERN {
        for t in posts(&lines(code), &mut rng, 16) {
            let t = typographic(&t);
            let g = read_as(t.as_bytes(), encoding_rs::WINDOWS_1252);
            push("windows-1252", code, t.clone(), g.clone());
            // Latin text through the Cyrillic code page.
            push(
                "Latin through windows-1251",
                code,
                t.clone(),
                read_as(t.as_bytes(), encoding_rs::WINDOWS_1251),
            );
        }
    }
    // The classes whose trigger is rare in a post draw on more of each line (several posts cut
    // one after another), with their own random numbers so that the classes above keep theirs:
    // each class has at least 100 cases.
    let mut rare = Rng(0x7261_7265_2063_6173);
    for code in LATIN {
        let (mut mixed_n, mut word_n) = (0, 0);
        for t in pieces(&lines(code), &mut rare, 200, 20, 100) {
            let t = typographic(&t);
            // Each run read as ISO-8859-1 or windows-1252 at random: C1 controls beside
            // windows-1252 punctuation in one line.
            let mixed: String = t
                .split(' ')
                .map(|w| {
                    if rare.below(2) == 0 {
                        read_as_latin1(w.as_bytes())
                    } else {
                        read_as(w.as_bytes(), encoding_rs::WINDOWS_1252)
                    }
                })
                .collect::<Vec<_>>()
                .join(" ");
            if mixed_n < 6 && mixed.chars().any(|c| ('\u{80}'..'\u{A0}').contains(&c)) {
                mixed_n += 1;
                push("Latin-1 beside windows-1252", code, t.clone(), mixed);
            }
            // One or two words garbled, the rest (with its ’ and “”) correct: a pasted name.
            let words: Vec<&str> = t.split(' ').collect();
            let non_ascii: Vec<usize> = (0..words.len())
                .filter(|&i| words[i].chars().any(|c| c.is_alphabetic() && !c.is_ascii()))
                .collect();
            if word_n < 6 && non_ascii.len() >= 2 && t.contains(['’', '“']) {
                word_n += 1;
                let pick = non_ascii[rare.below(non_ascii.len())];
                let seg: Vec<String> = words
                    .iter()
                    .enumerate()
                    .map(|(i, w)| {
                        if i == pick {
                            read_as(w.as_bytes(), encoding_rs::WINDOWS_1252)
                        } else {
                            w.to_string()
                        }
                    })
                    .collect();
                push(
                    "one word garbled beside correct ’",
                    code,
                    t.clone(),
                    seg.join(" "),
                );
            }
        }
    }
    // The A0 byte lost as a plain space by a later step: the second byte of à (C3 A0), Š (C5
    // A0), Р (D0 A0), † (E2 80 A0) and the no-break space itself (C2 A0).
    for code in LATIN
        .iter()
        .chain(&["vie", "rus", "ukr", "bel", "bul", "srp", "eng"])
    {
        let mut n = 0;
        for t in pieces(&lines(code), &mut rare, 400, 20, 100) {
            let t = typographic(&t);
            let g = read_as(t.as_bytes(), encoding_rs::WINDOWS_1252);
            if n < 30 && g.contains('\u{A0}') {
                n += 1;
                push(
                    "A0 lost as a space",
                    code,
                    t.clone(),
                    g.replace('\u{A0}', " "),
                );
            }
        }
    }
    // The same, where the A0 ends a 3- or 4-byte character: ภ (E0 B8 A0) in Thai, ठ (E0 A4 A0)
    // in Hindi, Ạ (E1 BA A0) in Vietnamese, ム (E3 83 A0) in Japanese, Hangul syllables, CJK
    // ideographs, † (E2 80 A0).
    let ends_in_a0 = |c: char| c.len_utf8() >= 3 && c.to_string().as_bytes().last() == Some(&0xA0);
    for code in [
        "tha", "hin", "vie", "jpn", "kor", "zho", "eng", "fra", "deu",
    ] {
        let mut n = 0;
        for t in pieces(&lines(code), &mut rare, 400, 20, 100) {
            if n < 20 && t.chars().any(ends_in_a0) {
                n += 1;
                let g = read_as(t.as_bytes(), encoding_rs::WINDOWS_1252);
                push(
                    "A0 lost as a space, ending a 3- or 4-byte character",
                    code,
                    t.clone(),
                    g.replace('\u{A0}', " "),
                );
            }
        }
    }
    // A sloppy decoder writes ? or U+FFFD for the bytes windows-1252 leaves undefined.
    for code in LATIN.iter().chain(&OTHER_SCRIPTS).chain(&["eng"]) {
        for t in posts(&lines(code), &mut rng, 16) {
            let t = typographic(&t);
            let g = read_as(t.as_bytes(), encoding_rs::WINDOWS_1252);
            if g.contains(['\u{81}', '\u{8D}', '\u{8F}', '\u{90}', '\u{9D}']) {
                let lost =
                    |r: &str| g.replace(['\u{81}', '\u{8D}', '\u{8F}', '\u{90}', '\u{9D}'], r);
                push("undefined byte lost as ?", code, t.clone(), lost("?"));
                push(
                    "undefined byte lost as U+FFFD",
                    code,
                    t.clone(),
                    lost("\u{FFFD}"),
                );
            }
        }
    }
    // Other scripts with C1 controls carried through.
    for code in OTHER_SCRIPTS.iter().chain(&["hin"]) {
        for t in posts(&lines(code), &mut rng, 20) {
            let g = read_as(t.as_bytes(), encoding_rs::WINDOWS_1252);
            if g.chars().any(|c| ('\u{80}'..'\u{A0}').contains(&c)) {
                push("C1 controls carried (other scripts)", code, t, g);
            }
        }
    }
    for code in BALTIC {
        for t in pieces(&lines(code), &mut rng, 60, 20, 60) {
            push(
                "Baltic through windows-1252",
                code,
                t.clone(),
                read_as(t.as_bytes(), encoding_rs::WINDOWS_1252),
            );
            push(
                "Baltic through windows-1257",
                code,
                t.clone(),
                read_as(t.as_bytes(), encoding_rs::WINDOWS_1257),
            );
        }
    }
    for lang in CjkLang::ALL {
        let Ok(lines) = cjk::corpus(&testdata(), lang, part) else {
            continue;
        };
        // Posts of 20–80 characters cut one after another from each line, and from the visible
        // text of the article's lines with links (which the models never saw).
        let mut lines = lines;
        lines.extend(wiki_link_lines(lang, part));
        let mut cuts = Vec::new();
        for l in lines.iter().filter(|l| !l.is_ascii()) {
            let chars: Vec<char> = l.chars().collect();
            let mut at = 0;
            while cuts.len() < 120 && chars.len() - at >= 20 {
                let len = (20 + cuts.len() % 60).min(chars.len() - at);
                cuts.push(chars[at..at + len].iter().collect::<String>());
                at += len;
            }
        }
        for (k, t) in cuts.iter().enumerate() {
            let (class, enc) = match k % 3 {
                0 => ("CJK: read as GBK", encoding_rs::GBK),
                1 => ("CJK: read as Shift_JIS", encoding_rs::SHIFT_JIS),
                _ => ("CJK: read as EUC-KR", encoding_rs::EUC_KR),
            };
            push(class, lang.code(), t.clone(), read_as(t.as_bytes(), enc));
        }
    }
    out
}

/// Symbols as they stand among ASCII words and after digits.
const SYMBOLS: [&str; 32] = [
    "5×£35",
    "2×€5",
    "√2 ≈ 1.414",
    "π r²",
    "±3 °C",
    "5 µm",
    "¬p ∨ q",
    "it´s",
    "Brand™",
    "— see above",
    "3½ cups",
    "¼ inch",
    "§ 12",
    "¶ 3",
    "© 2024",
    "Acme®",
    "90°",
    "x ÷ y",
    "a · b",
    "€ 9,99",
    "£5",
    "¥500",
    "¢50",
    "» next «",
    "‰ 3",
    "† 1901",
    "• item",
    "→ go",
    "x² + y² = z²",
    "10⁻³",
    "…",
    "“ok”",
];

/// Capitals with diacritics before punctuation, in names and headlines.
const CAPITALS: [&str; 24] = [
    "ÅLAND—",
    "JOÃO’S",
    "ROMÂNĂ™",
    "MÜLLER’S",
    "ÉCOLE”",
    "SÃO PAULO—",
    "ÖREBRO’S",
    "ÇA VA…",
    "ÑANDÚ™",
    "ÁRPÁD’S",
    "ĽUBOŠ—",
    "ŁÓDŹ’S",
    "ÎLE-DE-FRANCE”",
    "ÞÓRSHÖFN—",
    "ÆRØ’S",
    "ÚJPEST…",
    "ÊTRE”",
    "ØSTERBRO—",
    "ÄÄNEKOSKI’S",
    "ÔNIBUS™",
    "IRMÃ?",
    "MAÇÃ?",
    "CAFÉ?",
    "ÅÄÖ?",
];

const KAOMOJI: [&str; 24] = [
    "(╯°□°）╯︵ ┻━┻",
    "¯\\_(ツ)_/¯",
    "ʕ•ᴥ•ʔ",
    "(ಠ_ಠ)",
    "(｡◕‿◕｡)",
    "( ͡° ͜ʖ ͡°)",
    "(✿◠‿◠)",
    "ヽ(´▽`)/",
    "(¬‿¬)",
    "(•_•)",
    "( ˘ ³˘)♥",
    "(ง •̀_•́)ง",
    "♪┏(・o･)┛♪",
    "(⌐■_■)",
    "ᕕ( ᐛ )ᕗ",
    "(҂◡_◡)",
    "☜(ﾟヮﾟ☜)",
    "(>_<)",
    "^_^;",
    "(°ロ°)☝",
    "✌(-‿-)✌",
    "(╥﹏╥)",
    "¿ⓧ_ⓧﮌ",
    "👍🏽 😂 ❤️",
];

const NAMES: [&str; 30] = [
    "Åsa Nordström",
    "Ôlivia Gonçalves",
    "João Conceição",
    "Søren Kierkegaard",
    "Björk Guðmundsdóttir",
    "Þórunn Ásgeirsdóttir",
    "Zoë Saldaña",
    "Antonín Dvořák",
    "Łukasz Żółć",
    "Mesut Özil",
    "Nguyễn Thị Minh Khai",
    "François Mitterrand",
    "Dvořák’s",
    "Gérard Depardieu",
    "José Martí",
    "Müller-Lüdenscheidt",
    "Ærøskøbing",
    "Ștefan cel Mare",
    "Kristiina Mäkelä",
    "Jürgen Habermas",
    "Małgorzata Szumowska",
    "Éowyn",
    "Ådne Søndrål",
    "İlkay Gündoğan",
    "Raúl Núñez",
    "Chloë Grace",
    "Ōtani Shōhei",
    "Māori",
    "Ľudovít Štúr",
    "Zlatan Ibrahimović",
];

/// Short texts of the kinds above that the lists do not hold: units, spaced capitals, brand
/// names in capitals, emoticons with `¬` and `ô`, line art.
const SHORT: [&str; 24] = [
    "d = 1.54 Å",
    "λ ≈ 5000 Å—visible",
    "0.5 Å…",
    "S K Å L",
    "C A F É",
    "J O Ã O",
    "É T É",
    "Ü B E R A L L",
    "SKÅL™",
    "KRÖNE™",
    "ÉLAN® cream",
    "BÂTARD™ bread",
    "ÅRE—FJÄLL",
    "MÃE’s day",
    "ZOË’s party",
    "(¬º-°)¬",
    "¬_¬",
    "(ô_ô)",
    "ô¿ô",
    "(¬ ¬ )",
    "¬¬ whatever",
    "╔═╗╚═╝",
    "┼┼┼┼",
    "░▒▓█▓▒░",
];

const MATH: [&str; 12] = [
    "∀x ∈ ℝ: x² ≥ 0",
    "∑ᵢ aᵢ = ∫₀¹ f(x) dx",
    "A ⊆ B ∩ C",
    "f: ℕ → ℤ",
    "α + β = γ",
    "Δv ≈ 9.81 m/s²",
    "∂f/∂x ≠ 0",
    "¬(p ∧ q) ⇔ ¬p ∨ ¬q",
    "λ = 550 nm",
    "σ² = E[(X − μ)²]",
    "√(a² + b²)",
    "n! ≥ 2ⁿ⁻¹",
];

/// Correct texts with their kind.
fn negatives(by_lang: &BTreeMap<String, Vec<String>>) -> Vec<(&'static str, String)> {
    let mut rng = Rng(0x636f_7272_6563_7421);
    let mut out = Vec::new();
    let eng = by_lang.get("eng").cloned().unwrap_or_default();
    let english = posts(&eng, &mut rng, 400);
    let in_sentence = |rng: &mut Rng, s: &str| {
        let base = &english[rng.below(english.len())];
        let words: Vec<&str> = base.split(' ').collect();
        let at = rng.below(words.len() + 1);
        let mut w: Vec<String> = words.iter().map(ToString::to_string).collect();
        w.insert(at, s.to_string());
        w.join(" ")
    };
    for (kind, list) in [
        ("symbols among ASCII words", &SYMBOLS[..]),
        ("capitals before punctuation", &CAPITALS[..]),
        ("kaomoji and emoji", &KAOMOJI[..]),
        ("names", &NAMES[..]),
        ("math", &MATH[..]),
    ] {
        for s in list {
            for _ in 0..5 {
                out.push((kind, in_sentence(&mut rng, s)));
            }
        }
        // Two of them in one text.
        for _ in 0..list.len() {
            let a = rng.pick(list).to_string();
            let b = rng.pick(list).to_string();
            let t = in_sentence(&mut rng, &a);
            out.push((kind, format!("{t} {b}")));
        }
    }
    // The same alone, or with a few words (a post that is a name and a smiley, a title, a
    // product): with little text around them, the text's languages say little.
    for list in [
        &SYMBOLS[..],
        &CAPITALS[..],
        &KAOMOJI[..],
        &NAMES[..],
        &MATH[..],
        &SHORT[..],
    ] {
        for s in list {
            out.push(("alone or in a few words", (*s).to_string()));
            let base = &english[rng.below(english.len())];
            let words: Vec<&str> = base.split(' ').collect();
            let n = 1 + rng.below(4).min(words.len().saturating_sub(1));
            let at = rng.below(words.len() - n + 1);
            let few = words[at..at + n].join(" ");
            out.push((
                "alone or in a few words",
                if rng.below(2) == 0 {
                    format!("{s} {few}")
                } else {
                    format!("{few} {s}")
                },
            ));
        }
    }
    // Box drawing: a table around text.
    for t in english.iter().take(60) {
        let line: String = t.chars().take(30).collect();
        let w = line.chars().count();
        out.push((
            "box drawing",
            format!(
                "┌{0}┐\n│{line}│\n├{0}┤\n│{1}│\n└{0}┘",
                "─".repeat(w),
                " ".repeat(w)
            ),
        ));
    }
    // Lines written without spaces (hashtags, URLs, run-together words).
    for code in LATIN {
        for t in posts(&by_lang.get(code).cloned().unwrap_or_default(), &mut rng, 6) {
            let t: String = t.split(' ').take(5).collect::<Vec<_>>().concat();
            if !t.is_ascii() {
                out.push(("words without spaces", t));
            }
        }
    }
    // Every language's short texts as they stand.
    for (code, lines) in by_lang {
        for t in posts(lines, &mut rng, 12) {
            out.push(("corpus posts, 57 languages", typographic(&t)));
            let _ = code;
        }
    }
    let blns = std::fs::read_to_string(testdata().join("perf/blns/blns.txt"))
        .unwrap_or_else(|e| panic!("blns: {e}"));
    for l in blns
        .lines()
        .filter(|l| !l.is_ascii() && !l.starts_with('#'))
    {
        out.push(("naughty strings", l.to_string()));
    }
    out
}

fn main() {
    let part = if std::env::args().any(|a| a == "--calibrate") {
        Part::Calibrate
    } else {
        Part::Evaluate
    };
    let failures = std::env::args().any(|a| a == "--failures");
    let mut by_lang: BTreeMap<String, Vec<String>> = corpus::load(&testdata(), part)
        .unwrap_or_else(|e| panic!("{e}"))
        .into_iter()
        .collect();
    // Hindi has a Wikipedia article but no UDHR text here.
    let hin = testdata().join("perf/unicode_lipsum/wikipedia_mars/hindi.utf8.txt");
    let hin = std::fs::read_to_string(&hin).unwrap_or_else(|e| panic!("{}: {e}", hin.display()));
    by_lang.insert(
        "hin".into(),
        corpus::split(&hin, part)
            .into_iter()
            .map(str::to_string)
            .collect(),
    );
    for lang in CjkLang::ALL {
        if let Ok(l) = cjk::corpus(&testdata(), lang, part) {
            by_lang.insert(lang.code().to_string(), l);
        }
    }

    println!("Mojibake, real shapes, {part:?} part\n");
    println!("| class | cases | found | repaired exactly | right up to losses | changed wrongly |");
    println!("|---|---|---|---|---|---|");
    let cases = positives(&by_lang, part);
    let mut classes: Vec<&str> = Vec::new();
    for c in &cases {
        if !classes.contains(&c.class) {
            classes.push(c.class);
        }
    }
    let (mut tn, mut te, mut tl, mut tw, mut tf) = (0, 0, 0, 0, 0);
    for class in classes {
        let (mut n, mut found, mut exact, mut losses, mut wrong, mut shown) = (0, 0, 0, 0, 0, 0);
        for c in cases.iter().filter(|c| c.class == class) {
            n += 1;
            let m = mojibake::diagnose(&c.garbled);
            found += usize::from(m.is_some());
            let repaired = m.map_or(c.garbled.clone(), |m| m.repaired);
            let ex = repaired == c.original;
            let l = right_up_to_losses(&repaired, &c.original);
            exact += usize::from(ex);
            losses += usize::from(l);
            let w = repaired != c.garbled && !l;
            wrong += usize::from(w);
            if failures && !l && shown < 12 {
                shown += 1;
                eprintln!(
                    "MISS [{class}] {}\n  bad  {:?}\n  got  {:?}\n  want {:?}",
                    c.lang, c.garbled, repaired, c.original
                );
            }
        }
        println!(
            "| {class} | {n} | {} | {} | {} | {wrong} |",
            pct(found, n),
            pct(exact, n),
            pct(losses, n)
        );
        tn += n;
        te += exact;
        tl += losses;
        tw += wrong;
        tf += found;
    }
    println!(
        "| **all** | {tn} | {} | {} | {} | {tw} |",
        pct(tf, tn),
        pct(te, tn),
        pct(tl, tn)
    );

    println!("\nCorrect text, {part:?} part\n");
    println!("| kind | cases | called mojibake |");
    println!("|---|---|---|");
    let neg = negatives(&by_lang);
    let mut kinds: Vec<&str> = Vec::new();
    for (k, _) in &neg {
        if !kinds.contains(k) {
            kinds.push(k);
        }
    }
    let (mut an, mut ah) = (0, 0);
    for kind in kinds {
        let (mut n, mut hit, mut shown) = (0, 0, 0);
        for (_, t) in neg.iter().filter(|(k, _)| *k == kind) {
            n += 1;
            if let Some(m) = mojibake::diagnose(t) {
                hit += 1;
                if failures && shown < 8 {
                    shown += 1;
                    eprintln!(
                        "FALSE [{kind}] {:?}\n  {t:?}\n  -> {:?}",
                        m.chain, m.repaired
                    );
                }
            }
        }
        println!("| {kind} | {n} | {} |", pct(hit, n));
        an += n;
        ah += hit;
    }
    println!("| **all** | {an} | {} |", pct(ah, an));
}
