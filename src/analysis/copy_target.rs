//! Which legacy encoding a copy of UTF-8 text goes into by default: one that can write every
//! character of the text, the most usual one for its script (Polish: windows-1250, Russian:
//! windows-1251, Greek: ISO-8859-7, French: ISO-8859-1; Japanese: Shift_JIS), or none when no
//! single legacy encoding writes them all (Polish and Russian together).
//!
//! Why: the Save-as box of a UTF-8 file offered ISO-8859-1 whatever the text, so a Russian or
//! Polish file's first save was a refusal. A pure function of the text's characters; the
//! document calls it on the sample its diagnosis reads (the first MiB), off the UI thread.

use crate::analysis::convert::encode_as;
use unicode_script::{Script, UnicodeScript};

/// Single-byte encodings tried, the usual one of each script first: Western European, Central
/// European, Cyrillic, Greek, Turkish, Baltic, Hebrew, Arabic, Thai, Vietnamese, then the rarer
/// ISO parts. The DOS, Mac and KOI8 pages not named here are tried after them, in
/// [`crate::analysis::legacy::LEGACY`]'s order.
const USUAL: &[&str] = &[
    "ISO-8859-1",
    "windows-1252",
    "ISO-8859-15",
    "windows-1250",
    "ISO-8859-2",
    "windows-1251",
    "KOI8-R",
    "KOI8-U",
    "ISO-8859-5",
    "ISO-8859-7",
    "windows-1253",
    "windows-1254",
    "ISO-8859-9",
    "windows-1257",
    "ISO-8859-13",
    "ISO-8859-4",
    "windows-1255",
    "ISO-8859-8",
    "windows-1256",
    "ISO-8859-6",
    "windows-874",
    "TIS-620",
    "ISO-8859-11",
    "windows-1258",
    "ISO-8859-16",
    "ISO-8859-3",
    "ISO-8859-10",
    "ISO-8859-14",
];

/// The default target for a copy of a text, and what it was chosen from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CopyTarget {
    /// The encoding ([`copy_target`]); `None` when no legacy encoding writes every character
    /// looked at.
    pub encoding: Option<&'static str>,
    /// When no legacy encoding writes every character: the one that lacks the fewest (counted
    /// each time they occur), and the first few characters it lacks, the most frequent first.
    pub nearest: Option<(&'static str, Vec<char>)>,
    /// The characters looked at were the whole file's (else only its first MiB's: a character
    /// further on may be one the encoding cannot write).
    pub whole: bool,
    /// The characters outside ASCII looked at, each once, in code point order, with how often
    /// each occurs: what [`CopyTarget::lacking`] asks of any other target.
    pub chars: Vec<(char, u64)>,
}

impl CopyTarget {
    /// The first [`NAMED`] characters looked at that `target` (a name [`encode_as`] takes)
    /// cannot write, the most frequent first; empty when it writes them all. So the Save-as box
    /// says what a target the user chose would lose, not only why the default was chosen (it
    /// said nothing once another was picked: GUI review of 2026-12-05). `None` for a name no
    /// encoder has.
    pub fn lacking(&self, target: &str) -> Option<Vec<char>> {
        lacks_of(target, &distinct_text(&self.chars), &self.chars).map(|(_, lacks)| lacks)
    }
}

/// Characters named in [`CopyTarget::nearest`].
pub const NAMED: usize = 4;

/// The target a copy of text read as `from` starts with: for valid UTF-8, `suggested`'s encoding
/// (one that writes every character of it, from [`for_sample`]), UTF-16LE when no legacy one
/// does; anything else (a legacy or UTF-16 file, damaged UTF-8, a diagnosis not yet made) goes
/// into UTF-8. (`suggested` is given only for valid UTF-8.)
pub fn default_target(from: &str, suggested: Option<&CopyTarget>) -> &'static str {
    match suggested {
        _ if from != "UTF-8" => "UTF-8",
        Some(CopyTarget {
            encoding: Some(e), ..
        }) => e,
        Some(CopyTarget { encoding: None, .. }) => "UTF-16LE",
        None => "UTF-8",
    }
}

/// The target for a copy of the well-formed text in `sample`, the start of a file of `size`
/// bytes (a character cut by the sample's end is left out). A byte order mark is no character
/// of the text: a copy leaves it out (`decode_utf8`), and counted, it made every UTF-8 file with
/// one "no legacy encoding writes it all" (U+FEFF; the review of 2026-12-05).
pub fn for_sample(sample: &[u8], size: u64) -> CopyTarget {
    let text = sample.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(sample);
    let chars = counts_of(text.utf8_chunks().map(|c| c.valid()));
    let (encoding, nearest) = choose(&chars);
    CopyTarget {
        encoding,
        nearest,
        whole: sample.len() as u64 >= size,
        chars,
    }
}

/// The default target for a copy of `text`: the first encoding of the usual order that writes
/// every character of it (ASCII text: ISO-8859-1), a CJK one for Chinese, Japanese or Korean
/// text (Shift_JIS, then EUC-JP, for text with kana; EUC-KR for text with hangul; Big5, GBK, then
/// GB18030 for Chinese characters alone), or `None` when no legacy encoding writes them all.
pub fn copy_target(text: &str) -> Option<&'static str> {
    choose(&counts_of(std::iter::once(text))).0
}

/// [`copy_target`], and when there is none, the encoding that lacks the fewest of the text's
/// characters, counted each time they occur (the earlier in the order of a tie), with the first
/// [`NAMED`] it lacks, the most frequent first.
pub fn nearest(text: &str) -> Option<(&'static str, Vec<char>)> {
    choose(&counts_of(std::iter::once(text))).1
}

type Nearest = Option<(&'static str, Vec<char>)>;

/// Each character outside ASCII of `text` once, in code point order, with how often it occurs.
fn counts_of<'a>(text: impl Iterator<Item = &'a str>) -> Vec<(char, u64)> {
    let mut counts: std::collections::HashMap<char, u64> = Default::default();
    for c in text.flat_map(str::chars).filter(|c| !c.is_ascii()) {
        *counts.entry(c).or_default() += 1;
    }
    let mut counts: Vec<(char, u64)> = counts.into_iter().collect();
    counts.sort_unstable();
    counts
}

/// The characters of `counts` ([`counts_of`]) once each, in code point order, each followed by a
/// space.
fn distinct_text(counts: &[(char, u64)]) -> String {
    let mut distinct = String::with_capacity(counts.len() * 4);
    for &(c, _) in counts {
        distinct.push(c);
        // (Apart, so that no character is read with the one before it.)
        distinct.push(' ');
    }
    distinct
}

/// How many of the characters counted in `counts` (each time they occur) the encoding `name`
/// cannot write, and the first [`NAMED`] of them, the most frequent first; `None` for a name
/// no encoder has. `distinct`: [`distinct_text`] of `counts`.
fn lacks_of(name: &str, distinct: &str, counts: &[(char, u64)]) -> Option<(u64, Vec<char>)> {
    let e = encode_as(distinct, name, Some('?'), false).ok()?;
    let count = |c: &char| {
        counts
            .binary_search_by_key(c, |x| x.0)
            .map_or(0, |i| counts[i].1)
    };
    let missing: u64 = e.replaced.iter().map(|(_, c)| count(c)).sum();
    let mut lacks: Vec<char> = e.replaced.iter().map(|x| x.1).collect();
    // The most frequent first.
    lacks.sort_by_key(|c| (std::cmp::Reverse(count(c)), *c));
    lacks.truncate(NAMED);
    Some((missing, lacks))
}

fn choose(counts: &[(char, u64)]) -> (Option<&'static str>, Nearest) {
    let distinct = distinct_text(counts);
    let single_byte = USUAL.iter().copied().chain(
        crate::analysis::legacy::LEGACY
            .iter()
            .map(|l| l.name)
            .filter(|n| !USUAL.contains(n)),
    );
    // (Looked for before the CJK encodings: GBK also writes Greek and Russian.)
    let cjk = cjk_order(counts);
    // The nearest so far, overall and among the usual ones (and the CJK ones, for CJK text):
    // its name, how many characters of the text it lacks, which.
    let mut nearest: Option<(&'static str, u64, Vec<char>)> = None;
    let mut nearest_usual: Option<(&'static str, u64, Vec<char>)> = None;
    for name in single_byte.chain(cjk.iter().copied()) {
        let Some((missing, lacks)) = lacks_of(name, &distinct, counts) else {
            continue;
        };
        if lacks.is_empty() {
            return (Some(name), None);
        }
        let usual = USUAL.contains(&name) || cjk.contains(&name);
        for (best, counts_here) in [(&mut nearest, true), (&mut nearest_usual, usual)] {
            if counts_here && best.as_ref().is_none_or(|n| missing < n.1) {
                *best = Some((name, missing, lacks.clone()));
            }
        }
    }
    // A DOS or Mac page only when it loses clearly less than the usual ones (more than a
    // hundredth of the text's non-ASCII characters): Wikipedia's Greek article lost 1,232 of
    // 37,566 in x-mac-greek, 1,274 in windows-1253.
    let all: u64 = counts.iter().map(|x| x.1).sum();
    let nearest = match (nearest, nearest_usual) {
        (Some(n), Some(u)) if u.1 <= n.1 + all / 100 => Some(u),
        (n, _) => n,
    };
    (None, nearest.map(|(name, _, lacks)| (name, lacks)))
}

/// The CJK encodings worth trying for a text whose characters occur `counts` times, the usual
/// ones of its main language first: Japanese (kana make up a tenth of its CJK characters),
/// Korean (more hangul than Chinese characters), else Chinese (traditional characters: Big5;
/// simplified ones are not in it; then GB18030, which writes every character). None unless
/// Chinese characters, kana and hangul are at least half of the non-ASCII characters: GBK and
/// GB18030 write Greek and Cyrillic too, but are no Greek or Russian text's encoding (a Wikipedia
/// article's links to its translations hold every script).
fn cjk_order(counts: &[(char, u64)]) -> &'static [&'static str] {
    let (mut kana, mut hangul, mut han) = (0u64, 0u64, 0u64);
    for (c, n) in counts.iter().copied() {
        match c.script() {
            Script::Hiragana | Script::Katakana => kana += n,
            Script::Hangul => hangul += n,
            Script::Han => han += n,
            _ => {}
        }
    }
    let all = kana + hangul + han;
    if all == 0 || all * 2 < counts.iter().map(|x| x.1).sum::<u64>() {
        &[]
    } else if kana * 10 >= all {
        &["Shift_JIS", "EUC-JP", "EUC-KR", "Big5", "GBK"]
    } else if hangul > han {
        &["EUC-KR", "Shift_JIS", "EUC-JP", "Big5", "GBK"]
    } else {
        &["Big5", "GBK", "GB18030", "Shift_JIS", "EUC-JP", "EUC-KR"]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::test_samples::udhr;

    fn text(code: &str) -> String {
        String::from_utf8(udhr(code)).expect("UTF-8 test data")
    }

    /// The target chosen for `code`'s declaration writes all of it, and it is one of `usual`.
    fn chosen(code: &str, usual: &[&str]) {
        let t = text(code);
        let target = copy_target(&t);
        let name = target.unwrap_or_else(|| panic!("{code}: no target"));
        assert!(
            usual.contains(&name),
            "{code}: {name}, not one of {usual:?}"
        );
        let written = encode_as(&t, name, None, false)
            .unwrap_or_else(|e| panic!("{code} in {name}: {e}"))
            .bytes;
        let back = crate::analysis::convert::decode_as(&written, name, None)
            .unwrap_or_else(|e| panic!("{code} read back from {name}: {e}"));
        assert_eq!(back, t, "{code}: {name} did not keep the text");
    }

    #[test]
    fn each_language_gets_the_usual_encoding_of_its_script() {
        for code in ["deu", "spa", "ita", "nld", "dan", "swe", "isl"] {
            chosen(code, &["ISO-8859-1", "windows-1252", "ISO-8859-15"]);
        }
        for code in ["pol", "ces", "slk", "hun", "hrv", "slv", "srp"] {
            chosen(code, &["windows-1250", "ISO-8859-2"]);
        }
        for code in ["rus", "mkd"] {
            chosen(code, &["windows-1251"]);
        }
        chosen("tur", &["windows-1254", "ISO-8859-9"]);
        chosen("lit", &["windows-1257", "ISO-8859-13"]);
        chosen("lvs", &["windows-1257", "ISO-8859-13"]);
        chosen("heb", &["windows-1255", "ISO-8859-8"]);
        chosen("tha", &["windows-874", "TIS-620", "ISO-8859-11"]);
        chosen("jpn", &["Shift_JIS", "EUC-JP"]);
        chosen("kor", &["EUC-KR"]);
        chosen("cmn", &["Big5", "GBK", "GB18030"]);
    }

    #[test]
    fn text_no_single_legacy_encoding_writes_has_none_and_the_nearest_is_named() {
        // Polish and Russian together: windows-1250 has no Cyrillic, windows-1251 no ł.
        let both = text("pol") + &text("rus");
        assert_eq!(copy_target(&both), None);
        let (near, lacks) = nearest(&both).expect("a nearest");
        assert!(
            ["windows-1250", "windows-1251", "ISO-8859-2"].contains(&near),
            "{near}"
        );
        assert_eq!(lacks.len(), NAMED);
        // Greek and Russian: GBK would write both, but it is not offered for text without
        // Chinese characters.
        assert_eq!(copy_target(&(text("ell") + &text("rus"))), None);
        // English, French, Ukrainian with U+2010 HYPHEN, which no legacy encoding has: the
        // usual encoding is the nearest, lacking that one character.
        for (code, usual) in [
            ("eng", "ISO-8859-1"),
            ("fra", "windows-1252"),
            ("por", "ISO-8859-1"),
            ("ukr", "windows-1251"),
            ("bul", "windows-1251"),
        ] {
            assert_eq!(copy_target(&text(code)), None, "{code}");
            assert_eq!(
                nearest(&text(code)),
                Some((usual, vec!['\u{2010}'])),
                "{code}"
            );
        }
        // Polytonic Greek: no legacy encoding writes it; the nearest is a Greek ISO or Windows
        // page (a usual one, as the rule says).
        let (near, _) = nearest(&text("ell")).expect("a nearest");
        assert!(["ISO-8859-7", "windows-1253"].contains(&near), "{near}");
        // ASCII alone: the first of the usual ones.
        assert_eq!(copy_target("plain text\n"), Some("ISO-8859-1"));
        // A euro sign: windows-1252, not ISO-8859-1.
        assert_eq!(copy_target("5 € net"), Some("windows-1252"));
    }

    /// Wikipedia's article on Mars in a language (shared/testdata/perf/unicode_lipsum).
    fn mars(language: &str) -> String {
        let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../shared/testdata/perf/unicode_lipsum/wikipedia_mars")
            .join(format!("{language}.utf8.txt"));
        std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
    }

    #[test]
    fn a_wikipedia_article_with_links_in_every_script_has_the_nearest_of_its_language() {
        // Its links to the other languages' articles put every script in it: no legacy encoding
        // writes it, and the nearest (fewest characters lost, counted where they occur) is the
        // usual one of the article's language, not GBK, which has more of the links' scripts.
        for (language, usual) in [
            ("greek", &["windows-1253"][..]),
            ("russian", &["windows-1251"]),
            ("hebrew", &["windows-1255", "ISO-8859-8"]),
            ("czech", &["windows-1250", "ISO-8859-2"]),
            ("japanese", &["Shift_JIS", "EUC-JP"]),
            ("korean", &["EUC-KR"]),
        ] {
            let text = mars(language);
            assert_eq!(copy_target(&text), None, "{language}");
            let (near, lacks) = nearest(&text).expect("a nearest");
            assert!(usual.contains(&near), "{language}: {near}");
            assert!(!lacks.is_empty());
        }
        // A Chinese one goes into GB18030, China's standard, which writes every character; a
        // Greek one does not, though it has Chinese characters in its links.
        assert_eq!(copy_target(&mars("chinese")), Some("GB18030"));
    }

    #[test]
    fn the_copy_starts_in_the_target_only_for_valid_utf8() {
        let rus = udhr("rus");
        let both = [udhr("pol"), rus.clone()].concat();
        let n = |b: &Vec<u8>| b.len() as u64;
        assert_eq!(
            default_target("UTF-8", Some(&for_sample(&rus, n(&rus)))),
            "windows-1251"
        );
        assert_eq!(
            default_target("UTF-8", Some(&for_sample(&both, n(&both)))),
            "UTF-16LE"
        );
        // A windows-1251 file read as such is copied into UTF-8, as is UTF-8 with no target
        // (damaged, or not yet diagnosed).
        assert_eq!(
            default_target("windows-1251", Some(&for_sample(&rus, n(&rus)))),
            "UTF-8"
        );
        assert_eq!(default_target("UTF-8", None), "UTF-8");
    }

    #[test]
    fn a_sample_cut_inside_a_character_is_read_up_to_it() {
        let t = udhr("rus");
        // Cut inside a two-byte letter: the half letter is no character windows-1251 lacks.
        let cut = (1000..t.len())
            .find(|&i| t[i] & 0xC0 == 0x80)
            .expect("a cut");
        let target = for_sample(&t[..cut], t.len() as u64);
        assert_eq!(target.encoding, Some("windows-1251"));
        assert!(!target.whole);
        assert!(for_sample(&t, t.len() as u64).whole);
    }

    #[test]
    fn a_byte_order_mark_is_no_character_to_write() {
        // With a BOM every UTF-8 file was "no legacy encoding writes it all", for U+FEFF.
        let mut t = b"\xEF\xBB\xBF".to_vec();
        t.extend(udhr("rus"));
        assert_eq!(
            for_sample(&t, t.len() as u64).encoding,
            Some("windows-1251")
        );
    }
}
