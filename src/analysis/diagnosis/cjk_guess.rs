//! The diagnosis's side of the CJK detection ([`crate::analysis::cjk`]): a detection made into a
//! [`Finding`] and a [`Guess`].
//!
//! Why apart from `mod.rs`: the hooks there stay one line each (the legacy branch asks
//! [`found`] first, the ASCII branch [`found_iso2022`]), and what a CJK answer looks like as data
//! is said in one place.

use super::Diagnosis;
use super::finding::{Basis, Encoding, Finding, Guess, LangId, Weakness};
use crate::analysis::cjk::{self, CONFIDENT_CHARS, CjkId, Detection};
use crate::analysis::lang::ByteScorer;

/// Bytes of the sample decoded for the preview (as for a single-byte file).
const PREVIEW_BYTES: usize = 400;

/// Whether `sample` (mostly ill-formed UTF-8) is CJK text in a multi-byte encoding, from its
/// CJK readings (`None`: its bytes do not pair up, [`cjk::rank_paired`]); when it is, `d` says so.
///
/// A weak detection yields to a code page that spells the sample's few words as words some
/// language writes ([`ByteScorer::spelled_by_a_code_page`]).
pub(super) fn found(d: &mut Diagnosis, sample: &[u8], readings: Option<&[cjk::Reading]>) -> bool {
    match readings.and_then(cjk::detect_in) {
        Some(det) if det.confident || !ByteScorer::letters(sample).spelled_by_a_code_page() => {
            set(d, sample, &det);
            true
        }
        _ => false,
    }
}

/// Whether `sample` (seven-bit) holds ISO-2022 escapes into a CJK character set; when it does,
/// `d` says which encoding (decoded and scored for ISO-2022-JP, named unread for -KR and -CN).
pub(super) fn found_iso2022(d: &mut Diagnosis, sample: &[u8]) -> bool {
    let Some(det) = cjk::detect_iso2022(sample, d.whole_file) else {
        return false;
    };
    if det.best.encoding.readable() {
        set(d, sample, &det);
    } else {
        let basis = if det.best.encoding == CjkId::Hz {
            Basis::CjkStructure
        } else {
            Basis::CjkEscapes
        };
        unreadable(d, det.best.encoding, basis);
    }
    true
}

/// Whether `sample` (mostly ill-formed UTF-8, read as no language by the CJK decoders here) has
/// the structure of Johab throughout ([`cjk::johab_shaped`]); when it does, `d` names it as an
/// encoding this tool cannot read (it was a weak single-byte guess: "Greek text in x-mac-greek").
/// Not where a single-byte encoding reads the sample firmly as a language: twelve Bulgarian
/// letters in IBM866 make six valid syllables by chance often enough (the shapes' evaluation
/// met one, "Johab", firm).
pub(super) fn found_johab(d: &mut Diagnosis, sample: &[u8]) -> bool {
    let found = cjk::johab_shaped(sample) && !super::legacy_guess::guess_legacy(sample).confident;
    if found {
        unreadable(d, CjkId::Johab, Basis::CjkStructure);
    }
    found
}

/// Non-ASCII characters a katakana text must have at least for [`found_half_width`].
const HALF_WIDTH_CHARS: usize = 8;
/// The least share of katakana (half- or full-width, the long vowel mark) among the characters.
const HALF_WIDTH_KATAKANA: f32 = 0.9;
/// The least share of the non-ASCII bytes that are what half-width katakana are made of besides
/// the Cyrillic letters of KOI8-R and IBM866: A1–BF in Shift_JIS (ｱ–ｿ and ｰ; KOI8-R's box
/// drawing, a Russian text in it has only ё there), 8E in EUC-JP (the byte before each).
const HALF_WIDTH_BYTES: f32 = 0.2;

/// Whether `sample` is Japanese in half-width katakana (`ｺｰﾋｰ`, JIS X 0201, written one byte a
/// character in Shift_JIS, `8E xx` in EUC-JP), which the character models do not score (they
/// count full-width katakana): it was "Ukrainian text in IBM866", firm, for its Cyrillic
/// letters beside box drawing. Named, weak, where the encoding reads every byte into
/// [`HALF_WIDTH_CHARS`] characters at least, nine in ten katakana with the long vowel mark ｰ
/// among them, and the bytes only katakana make are a fifth of the non-ASCII ones.
pub(super) fn found_half_width(d: &mut Diagnosis, sample: &[u8]) -> bool {
    let head = &sample[..sample.len().min(cjk::DETECT_BYTES)];
    // (Byte − 0x80: A1–BF are 0x21–0x3F, 8E is 0x0E.)
    let counts = head_high_counts(sample);
    let high: usize = counts.iter().sum();
    if high == 0 {
        return false;
    }
    for (id, marks) in [
        (CjkId::ShiftJis, counts[0x21..=0x3F].iter().sum::<usize>()),
        (CjkId::EucJp, counts[0x0E]),
    ] {
        if (marks as f32) < HALF_WIDTH_BYTES * high as f32 {
            continue;
        }
        let whole = d.whole_file && head.len() == sample.len();
        let Ok(decoded) = cjk::decode(head, id, whole, '\u{FFFD}') else {
            continue;
        };
        let chars = decoded.text.chars().filter(|c| !c.is_ascii()).count();
        let katakana = decoded
            .text
            .chars()
            .filter(|&c| matches!(c, '\u{FF65}'..='\u{FF9F}' | '\u{30A0}'..='\u{30FF}'))
            .count();
        // The long vowel mark ｰ, the commonest of them (B0: box drawing in KOI8-R, IBM866 and
        // IBM855, whose Cyrillic letters read as half-width katakana too), must be there.
        // It lengthens the kana before it, never starts a word (ISO-8859-5's capital А is B0)
        // nor follows itself; and no character comes three times running: DOS box drawing
        // (`░▒▓█`, `╔═══╗`: B0–DF in IBM437 and IBM866) reads as half-width katakana too, `░` as ｰ.
        // Nor are many of its words one character long (a box's sides, `│` B3, read as ｳ).
        let (mut vowel_marks, mut run) = (0, 0);
        let (mut words, mut lone, mut word_len) = (0, 0, 0);
        let mut prev = ' ';
        let mut lengthens = true;
        let mut repeated = false;
        for c in decoded.text.chars().chain([' ']) {
            if c == '\u{FF70}' {
                vowel_marks += 1;
                lengthens &= matches!(prev, '\u{FF66}'..='\u{FF6F}' | '\u{FF71}'..='\u{FF9F}');
            }
            run = if c == prev { run + 1 } else { 1 };
            repeated |= run >= 3 && !c.is_ascii();
            if c.is_ascii() {
                if word_len > 0 {
                    words += 1;
                    lone += usize::from(word_len == 1);
                }
                word_len = 0;
            } else {
                word_len += 1;
            }
            prev = c;
        }
        if decoded.malformed > 0
            || vowel_marks == 0
            || !lengthens
            || repeated
            || lone * 4 > words
            || chars < HALF_WIDTH_CHARS
            || (katakana as f32) < HALF_WIDTH_KATAKANA * chars as f32
        {
            continue;
        }
        let best = cjk::Reading {
            encoding: id,
            language: cjk::model::CjkLang::Japanese,
            chars,
            malformed: 0,
            cut_at_end: false,
            mean: cjk::MIN_MEAN,
        };
        set(
            d,
            sample,
            &Detection {
                best,
                runner_up: None,
                confident: false,
            },
        );
        return true;
    }
    false
}

/// Non-ASCII characters an alphabet read from a CJK encoding must have at least
/// ([`found_alphabet`]).
const ALPHABET_CHARS: usize = 3;

/// Whether `sample` is Cyrillic, Greek or accented Latin written in a CJK encoding's multi-byte
/// sets (Russian in GBK, Bulgarian in Shift_JIS, German in EUC-JP's JIS X 0212: a user on a
/// Chinese or Japanese system): one of them
/// decodes it without a malformed sequence into at least [`ALPHABET_CHARS`] characters outside
/// ASCII, nine in ten of them letters of that script. When it is, `d` names that encoding and
/// the language of that script whose model reads the text best, as a weak guess (no evaluation
/// covers this shape). Big5 and Shift_JIS put such letters beside ASCII trail bytes, so the
/// single-byte readings (Hebrew in IBM862 for `84 42 84 52`) led one another by many nats and
/// were called firm, and EUC-KR read Russian in Big5 as rare Hangul, firmly.
pub(super) fn found_alphabet(d: &mut Diagnosis, sample: &[u8]) -> bool {
    use unicode_script::{Script, UnicodeScript};
    if !alphabet_rows(sample) {
        return false;
    }
    for id in cjk::BYTEWISE {
        let Ok(r) = cjk::decode(sample, id, d.whole_file, '\u{FFFD}') else {
            continue;
        };
        if r.malformed > 0 {
            continue;
        }
        let high: Vec<char> = r.text.chars().filter(|c| !c.is_ascii()).collect();
        // (No full-width forms: Shift_JIS reads IBM437's `é` and the ASCII letter after it as a
        // full-width capital.)
        let script = high
            .iter()
            .map(UnicodeScript::script)
            .find(|s| matches!(s, Script::Cyrillic | Script::Greek | Script::Latin))
            .filter(|_| high.iter().all(|c| !('\u{FF00}'..='\u{FFEF}').contains(c)));
        let Some(script) = script else { continue };
        let letters = high
            .iter()
            .filter(|&&c| c.is_alphabetic() && c.script() == script)
            .count();
        if high.len() < ALPHABET_CHARS
            || letters * 10 < high.len() * 9
            || !own_words(&r.text, id, script)
        {
            continue;
        }
        let best = crate::analysis::lang::models()
            .iter()
            .enumerate()
            .filter(|(_, m)| m.script() == script)
            .map(|(i, m)| (i, m.score_text(&r.text)))
            .max_by(|a, b| a.1.total_cmp(&b.1));
        let Some((language, score)) = best.and_then(|(i, s)| LangId::new(i).map(|l| (l, s))) else {
            continue;
        };
        d.finding = Finding::Cjk {
            encoding: id,
            language,
            confident: false,
        };
        d.guess = Guess::plain(
            Encoding::Cjk(id),
            Basis::Cjk {
                chars: high.len(),
                mean: score / r.text.chars().count().max(1) as f32,
                weak: Some(Weakness::Close),
            },
            false,
        );
        d.guess.language = Some(language);
        preview(d, sample, id);
        return true;
    }
    false
}

/// The lead bytes of the rows where the CJK code pages keep Greek, Cyrillic and accented Latin:
/// Shift_JIS 83–84, EUC-JP A6–A7 (8F for JIS X 0212), GBK A6–A8, Big5 A3 and C7–C8, EUC-KR
/// A5, A8–A9 and AC.
const ALPHABET_LEADS: [u8; 12] = [
    0x83, 0x84, 0x8F, 0xA3, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9, 0xAC, 0xC7, 0xC8,
];

/// Whether at least three in ten of the non-ASCII bytes of `sample`'s head are such lead bytes
/// ([`ALPHABET_LEADS`]): an alphabet in a CJK code page has one before each letter; single-byte
/// text rarely has them. One pass that spares most legacy files [`found_alphabet`]'s decoding.
fn alphabet_rows(sample: &[u8]) -> bool {
    let counts = head_high_counts(sample);
    let high: usize = counts.iter().sum();
    let leads: usize = ALPHABET_LEADS
        .iter()
        .map(|&b| counts[usize::from(b - 0x80)])
        .sum();
    high > 0 && leads * 10 >= high * 3
}

/// How often each non-ASCII byte value (index: byte − 0x80) occurs in `sample`'s head.
fn head_high_counts(sample: &[u8]) -> [usize; 128] {
    let head = &sample[..sample.len().min(cjk::DETECT_BYTES)];
    let mut counts = [0usize; 128];
    for &b in head.iter().filter(|&&b| b >= 0x80) {
        counts[usize::from(b - 0x80)] += 1;
    }
    counts
}

/// Whether the letters outside ASCII of `text` (decoded from `id`) are the alphabet's own and not
/// pieces of single-byte text: Cyrillic and Greek words stand apart from ASCII letters (at most
/// one such letter in ten touches one: IBM861's `ä` and the ASCII letter after it read in
/// Shift_JIS as Cyrillic inside Finnish words), and accented Latin letters count only from the
/// EUC encodings, whose characters take non-ASCII bytes only (EUC-JP's three-byte JIS X 0212
/// forms; Big5's HKSCS rows read IBM437's `ë` and the ASCII letter after it as a Latin letter).
fn own_words(text: &str, id: cjk::CjkId, script: unicode_script::Script) -> bool {
    use unicode_script::{Script, UnicodeScript};
    let chars: Vec<char> = text.chars().collect();
    if script == Script::Latin {
        // (The EUC encodings' characters are made of non-ASCII bytes only.)
        return matches!(id, cjk::CjkId::EucJp | cjk::CjkId::EucKr);
    }
    let ascii_letter = |i: Option<&char>| i.is_some_and(char::is_ascii_alphabetic);
    let (mut letters, mut touching) = (0usize, 0usize);
    for (i, c) in chars.iter().enumerate() {
        if !c.is_ascii() && c.script() == script {
            letters += 1;
            let before = i.checked_sub(1).and_then(|j| chars.get(j));
            touching += usize::from(ascii_letter(before) || ascii_letter(chars.get(i + 1)));
        }
    }
    touching * 10 <= letters
}

/// Whether one byte value (not a kana row's lead) is at least two in five of the non-ASCII bytes
/// of `sample`'s head.
fn one_row(sample: &[u8]) -> bool {
    let counts = head_high_counts(sample);
    let high: usize = counts.iter().sum();
    // (Not the kana rows, Shift_JIS 82–83 and EUC-JP A4–A5: text mostly in hiragana is real
    // Japanese.)
    counts
        .iter()
        .enumerate()
        .filter(|(i, _)| !matches!(i + 0x80, 0x82 | 0x83 | 0xA4 | 0xA5))
        .map(|(_, &m)| m)
        .max()
        .is_some_and(|m| high > 0 && m * 5 >= high * 2)
}

/// Makes `encoding`, which this tool cannot decode, the finding and the guess of `d`.
fn unreadable(d: &mut Diagnosis, encoding: CjkId, basis: Basis) {
    d.finding = Finding::CjkUnreadable { encoding };
    d.guess = Guess::plain(Encoding::Cjk(encoding), basis, true);
    d.guess.language = Some(LangId::cjk(encoding.language()));
}

/// Makes `det` the finding and the guess of `d`.
pub(super) fn set(d: &mut Diagnosis, sample: &[u8], det: &Detection) {
    let b = &det.best;
    let language = LangId::cjk(b.language);
    // An alphabet in a CJK code page sits in one or two of its rows: Russian in Big5 reads in
    // EUC-KR as Hangul of the one row C7 (`핸핏항핀`), which the Korean model found common enough.
    // CJK text spreads over many rows (hiragana, Shift_JIS's busiest, is under a third of the
    // bytes).
    let det = &Detection {
        confident: det.confident && !one_row(sample),
        ..det.clone()
    };
    let weak = (!det.confident).then_some(if b.chars < CONFIDENT_CHARS {
        Weakness::Few
    } else {
        Weakness::Close
    });
    d.finding = Finding::Cjk {
        encoding: b.encoding,
        language,
        confident: det.confident,
    };
    d.guess = Guess::plain(
        Encoding::Cjk(b.encoding),
        Basis::Cjk {
            chars: b.chars,
            mean: b.mean,
            weak,
        },
        det.confident,
    );
    d.guess.language = Some(language);
    d.guess.margin = det
        .runner_up
        .as_ref()
        .map_or(0.0, |r| (b.mean - r.mean) * b.chars as f32);
    preview(d, sample, b.encoding);
}

/// The start of `sample` read as `id`, for the preview (as for a single-byte file).
fn preview(d: &mut Diagnosis, sample: &[u8], id: CjkId) {
    let head = &sample[..sample.len().min(PREVIEW_BYTES)];
    if let Ok(p) = cjk::decode(head, id, head.len() == sample.len(), '\u{FFFD}') {
        d.legacy_preview = p.text;
    }
}
