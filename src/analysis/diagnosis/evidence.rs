//! Ill-formed bytes inside UTF-8: legacy text pasted in, or corruption?
//!
//! The bytes of a legacy fragment read as letters that make words with their neighbours in some
//! encoding; corruption reads as nothing. A likelihood-ratio test decides: the best legacy reading
//! of the bytes in their context against reading them as noise (each of 128 values, any of the
//! encodings).

use super::legacy_guess::{Ranked, rank_scored_sets};
use crate::analysis::kernel::utf8_chunks;
use crate::analysis::lang::{self, ByteScorer};
use crate::analysis::legacy::COUNT;

/// Nats a legacy reading of ill-formed bytes must beat noise by to count as text. On the
/// calibration split (`evaluate -- --calibrate`), damaged files (≤ 1 random bad byte per 1,000)
/// scored at most 1.5; the threshold sits just above, where 96% of the files with a pasted legacy
/// fragment still pass (a 200-character fragment with two accented letters may not).
pub const LEGACY_EVIDENCE: f32 = 2.0;

/// A file with no UTF-8 at all is far more often a legacy file than damaged ASCII: its few
/// non-ASCII bytes need only not read as noise (nats; below [`LEGACY_EVIDENCE`]).
pub const ASCII_LEGACY_EVIDENCE: f32 = -5.0;

/// The most bytes of context the legacy evidence reads.
const PROBE: usize = 64 * 1024;

/// Groups ill-formed bytes into runs: bytes closer than this belong to one run.
const RUN_GAP: usize = 24;
/// ... and so do bytes up to this far apart with nothing but ASCII between them.
const RUN_SPAN: usize = 200;

/// What the ill-formed bytes of a sample read as.
pub(super) struct Evidence {
    /// The best encoding and its language (indices into `LEGACY` and the models).
    pub(super) best: Option<(usize, usize)>,
    /// The log-likelihood ratio of that reading against noise.
    pub(super) ratio: f32,
    /// The runs (start, end) of ill-formed bytes.
    pub(super) runs: Vec<(usize, usize)>,
    /// The readings of the runs in the text's first language ([`Host`]), best first, when it
    /// has one: what [`short_runs_read_as_text`] reads them by (ranked with the rest).
    pub(super) in_first_language: Option<Vec<Ranked>>,
}

/// A sample with its host languages ([`host_languages`]), worked out once when first asked: both
/// the likelihood test and the short-run reading need them, and scoring the sample's text under
/// every model is most of the cost of diagnosing damaged UTF-8.
pub(super) struct Host<'a> {
    sample: &'a [u8],
    languages: std::cell::OnceCell<Vec<usize>>,
}

impl<'a> Host<'a> {
    pub(super) fn new(sample: &'a [u8]) -> Host<'a> {
        Host {
            sample,
            languages: std::cell::OnceCell::new(),
        }
    }

    pub(super) fn sample(&self) -> &'a [u8] {
        self.sample
    }

    fn languages(&self) -> &[usize] {
        self.languages.get_or_init(|| host_languages(self.sample))
    }
}

/// The legacy evidence for the ill-formed bytes `bad` of `host`'s sample.
pub(super) fn legacy_evidence(host: &Host, bad: &[usize]) -> Evidence {
    let sample = host.sample;
    let runs = bad_runs(sample, bad);
    let (probe, noise, n_bad) = probes(sample, bad, &runs);
    let noise = ByteScorer::new(&noise);
    let probe = ByteScorer::new(&probe);
    let (best, in_first_language) = best_reading(host, &probe, &noise, n_bad);
    let (best, ratio) = match best {
        Some((enc_lang, ratio)) => (Some(enc_lang), ratio),
        None => (None, f32::NEG_INFINITY),
    };
    Evidence {
        best,
        ratio,
        runs,
        in_first_language,
    }
}

/// The ill-formed bytes `bad` of `sample` grouped into runs (start, end).
fn bad_runs(sample: &[u8], bad: &[usize]) -> Vec<(usize, usize)> {
    let mut runs: Vec<(usize, usize)> = Vec::new();
    for &b in bad {
        match runs.last_mut() {
            // One run: bad bytes close together, or further apart with only ASCII between
            // (the plain letters of one pasted paragraph).
            Some((_, e))
                if b <= *e + RUN_GAP || (b <= *e + RUN_SPAN && sample[*e..b].is_ascii()) =>
            {
                *e = b + 1;
            }
            _ => runs.push((b, b + 1)),
        }
    }
    runs
}

/// The probe and the noise probe of the runs, and the number of ill-formed bytes in them.
///
/// The probe: each run with some context, valid multi-byte UTF-8 blanked to spaces (so that it
/// reads the same in every encoding), runs separated by line breaks. The noise probe has the
/// ill-formed bytes blanked too.
fn probes(sample: &[u8], bad: &[usize], runs: &[(usize, usize)]) -> (Vec<u8>, Vec<u8>, usize) {
    let mut is_bad = vec![false; sample.len()];
    for &b in bad {
        is_bad[b] = true;
    }
    let (mut probe, mut noise) = (Vec::new(), Vec::new());
    // At most PROBE bytes: plenty of evidence, and a bounded cost on a big legacy file.
    let mut n_bad = 0;
    'runs: for &(s, e) in runs {
        let from = s.saturating_sub(16);
        let to = (e + 16).min(sample.len());
        for i in from..to {
            if probe.len() >= PROBE {
                break 'runs;
            }
            let b = sample[i];
            let (p, q) = if is_bad[i] {
                n_bad += 1;
                (b, b' ')
            } else if b >= 0x80 {
                (b' ', b' ')
            } else {
                (b, b)
            };
            probe.push(p);
            noise.push(q);
        }
        probe.push(b'\n');
        noise.push(b'\n');
    }
    (probe, noise, n_bad)
}

/// The best (encoding, language) reading of the probe and its log-likelihood ratio against noise.
///
/// Two readings: in the languages of the UTF-8 around the runs (a fragment pasted into French
/// is most likely French), and in any language, which has more ways to fit noise and pays
/// for them.
///
/// Also the readings in the host's first language (for [`short_runs_read_as_text`]), ranked in
/// the same pass.
#[allow(clippy::type_complexity)]
fn best_reading(
    host: &Host,
    probe: &ByteScorer,
    noise: &ByteScorer,
    n_bad: usize,
) -> (Option<((usize, usize), f32)>, Option<Vec<Ranked>>) {
    let host = host.languages();
    let mut best: Option<((usize, usize), f32)> = None;
    let passes = [
        (Some(host), (COUNT as f32).ln()),
        (
            None,
            (COUNT as f32).ln() + (lang::models().len() as f32).ln(),
        ),
    ];
    let passes: Vec<_> = passes
        .into_iter()
        .filter(|(only, _)| !only.is_some_and(<[usize]>::is_empty))
        .collect();
    let mut sets: Vec<Option<&[usize]>> = passes.iter().map(|p| p.0).collect();
    if !host.is_empty() {
        sets.push(Some(&host[..1]));
    }
    let mut rankings = rank_scored_sets(probe, &sets);
    let in_first_language = (!host.is_empty()).then(|| rankings.remove(passes.len()));
    for ((_, look_elsewhere), ranked) in passes.into_iter().zip(rankings) {
        let Some(r) = ranked.first() else { continue };
        let noise_score = noise.score_ascii(r.language) - n_bad as f32 * (128f32).ln();
        let ratio = r.score - noise_score - look_elsewhere;
        if best.is_none_or(|b| ratio > b.1) {
            best = Some(((r.members[0], r.language), ratio));
        }
    }
    (best, in_first_language)
}

/// The three languages the well-formed UTF-8 of `sample` reads best as: its words with non-ASCII
/// letters, or without any, its ASCII text (none if it has no letters at all).
fn host_languages(sample: &[u8]) -> Vec<usize> {
    host_languages_with(sample, true)
}

/// [`host_languages`], with the scoring of hopeless languages cut short (`prune`) or not.
fn host_languages_with(sample: &[u8], prune: bool) -> Vec<usize> {
    let head = &sample[..sample.len().min(32 * 1024)];
    // The words that hold non-ASCII letters carry the evidence: words are cut at anything not
    // alphanumeric and at each ill-formed stretch, chunk by chunk (no copy of the text).
    let words = non_ascii_words(head, 2000);
    let alphabetic = |s: &str| s.chars().any(char::is_alphabetic);
    if !words.iter().any(|w| alphabetic(w)) && !utf8_chunks(head).any(|(v, _)| alphabetic(v)) {
        return Vec::new();
    }
    let joined = words.join(" ");
    let mut scored: Vec<(usize, f32)> = if words.is_empty() {
        // Without any, the ASCII words still tell French from English: scored by byte pairs.
        // (A space after each well-formed stretch, where an ill-formed one cut it.)
        let ascii: Vec<u8> = utf8_chunks(head)
            .flat_map(|(v, _)| v.bytes().filter(u8::is_ascii).chain([b' ']))
            .take(8192)
            .collect();
        let pairs = ByteScorer::new(&ascii);
        (0..lang::models().len())
            .map(|i| (i, pairs.score_ascii(i)))
            .collect()
    } else {
        // Counted once, scored under each model (`score_text` per model classified every
        // character 50 times: most of the cost of a damaged file in `check -r`). A model that
        // falls a nat (against rounding) below the third best so far cannot be among the three
        // and is not scored to the end; the three kept are the same.
        let pairs = lang::TextPairs::new(&joined);
        let mut top = [f32::NEG_INFINITY; 3];
        // The languages written in the script of the words' first letter are scored first: the
        // three best are most likely among them, and the bar they set cuts the rest short. (The
        // order changes nothing else: ties are broken by the table's order below.)
        let script = joined
            .chars()
            .find(|c| !c.is_ascii() && c.is_alphabetic())
            .map(|c| unicode_script::UnicodeScript::script(&c));
        let models = lang::models();
        let first = |m: &lang::Model| Some(m.script()) == script;
        let order = (0..models.len())
            .filter(|&i| first(&models[i]))
            .chain((0..models.len()).filter(|&i| !first(&models[i])));
        order
            .map(|i| (i, &models[i]))
            .filter_map(|(i, m)| {
                let floor = if prune {
                    top[2] - 1.0
                } else {
                    f32::NEG_INFINITY
                };
                let s = m.score_pairs_down_to(&pairs, floor)?;
                if s > top[2] {
                    top[2] = s;
                    top.sort_by(|a, b| b.total_cmp(a));
                }
                Some((i, s))
            })
            .collect()
    };
    scored.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    scored.into_iter().take(3).map(|x| x.0).collect()
}

/// The first `most` words of `head` that hold a character outside ASCII, in order: runs of
/// alphanumeric characters ([`is_alphanumeric`]) of its well-formed stretches (an ill-formed one
/// cuts a word). What splitting each stretch at every other character and keeping the words that
/// are not ASCII gives, but found from the non-ASCII bytes: ASCII text between them is passed over
/// a byte at a time, not decoded and classified character by character (that was a fifth of
/// `check -r` on damaged UTF-8).
fn non_ascii_words(head: &[u8], most: usize) -> Vec<&str> {
    let mut words: Vec<&str> = Vec::new();
    for (v, _) in utf8_chunks(head) {
        let bytes = v.as_bytes();
        // Every word before `pos` is done; `pos` is at a word's edge.
        let mut pos = 0;
        while let Some(j) = bytes[pos..]
            .iter()
            .position(|&b| b >= 0x80)
            .map(|p| pos + p)
        {
            let Some(c) = v[j..].chars().next() else {
                break;
            };
            if !is_alphanumeric(c) {
                pos = j + c.len_utf8();
                continue;
            }
            // Back over the ASCII letters and digits before it (all of `pos..j` is ASCII)…
            let start = bytes[pos..j]
                .iter()
                .rposition(|b| !b.is_ascii_alphanumeric())
                .map_or(pos, |p| pos + p + 1);
            // … and on to the first character that is not alphanumeric.
            let end = v[j..]
                .char_indices()
                .find(|&(_, c)| !is_alphanumeric(c))
                .map_or(v.len(), |(k, _)| j + k);
            if words.len() == most {
                return words;
            }
            words.push(&v[start..end]);
            pos = end;
        }
    }
    words
}

/// `char::is_alphanumeric`, from a table below U+3400 (the scripts most files are in: Latin,
/// Greek, Cyrillic, Hebrew, Arabic, Indic, Thai…, and kana), and for the blocks of CJK
/// ideographs and Hangul syllables, every one a letter, where the standard library searches its
/// tables for every character (a twentieth of `check -r` on damaged Chinese, Japanese and
/// Korean); the same answer for every character (a test asks each).
fn is_alphanumeric(c: char) -> bool {
    const TABLE: usize = 0x3400;
    static BITS: std::sync::OnceLock<Vec<u64>> = std::sync::OnceLock::new();
    let n = c as usize;
    if n >= TABLE {
        // CJK Unified Ideographs Extension A and the main block; Hangul syllables.
        return matches!(n, 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xAC00..=0xD7A3)
            || c.is_alphanumeric();
    }
    let bits = BITS.get_or_init(|| {
        let mut bits = vec![0u64; TABLE / 64];
        for (i, word) in bits.iter_mut().enumerate() {
            for b in 0..64 {
                let alnum = char::from_u32((i * 64 + b) as u32).is_some_and(char::is_alphanumeric);
                *word |= u64::from(alnum) << b;
            }
        }
        bits
    });
    bits[n / 64] >> (n % 64) & 1 == 1
}

/// The least share of a language's letters a letter must have to stand for it in a short run
/// (rarer letters are what a random byte reads as). 1 in 1,000 left out Polish `ź` (7 in
/// 10,000) and Russian `Ё`: `Łódź` and `ЁЖИК` pasted into UTF-8 were damaged bytes (CLI pass
/// 2026-12-05 #6). Half that costs one random byte in `evaluate`'s 392 damaged files; every
/// letter of the language's alphabet instead cost three. Turkish `İ`, whose lower case is `i`
/// and a dot, counts as `i`.
const SHORT_RUN_LETTER: f32 = 5e-4;

/// Short legacy runs in UTF-8: a word or a few punctuation marks typed in another program
/// (`l\x92\xe9cole, 5 \x80` in windows-1252 inside French UTF-8) give the likelihood test too
/// few bytes to beat noise. They are read another way: in the encoding that reads the runs best
/// in the language of the UTF-8 around them, every ill-formed byte must be a letter that
/// language writes (and that the UTF-8 text itself uses) inside a word, or the typographic
/// punctuation legacy code pages add (quotes, apostrophe, dashes, ellipsis, currency, no-break
/// space) where such punctuation stands. Corruption reads as neither: a random byte is a
/// symbol, a letter of another language, or punctuation out of place. The encoding and
/// language, or `None`.
pub(super) fn short_runs_read_as_text(
    host: &Host,
    bad: &[usize],
    evidence: &Evidence,
) -> Option<(usize, usize)> {
    let sample = host.sample;
    // A byte glued to well-formed UTF-8 is a sequence broken in place, in any encoding and
    // language (the test below, asked first: damaged UTF-8 mostly fails it, and the languages of
    // the text and a ranking of the runs are then not worked out for nothing).
    let well_formed =
        |j: usize| sample.get(j).is_some_and(|&b| b >= 0x80) && bad.binary_search(&j).is_err();
    if bad
        .iter()
        .any(|&i| (i > 0 && well_formed(i - 1)) || well_formed(i + 1))
    {
        return None;
    }
    let host = host.languages();
    let lang_index = *host.first()?;
    let model = &lang::models()[lang_index];
    // One code page, so that a random byte does not get one try per encoding: the family that
    // short pastes come from (Windows, else ISO and KOI8, DOS, Mac) among those made for the
    // language, and within it the one that reads the runs best. A language written in ASCII
    // (English) cannot tell code pages apart by its letters; its legacy punctuation is
    // windows-1252's.
    use crate::analysis::legacy::{Group, LEGACY};
    let rank = |g: Group| match g {
        Group::Windows => 0,
        Group::Iso | Group::Koi8 => 1,
        Group::Dos => 2,
        Group::Mac => 3,
    };
    let made_for = |i: usize| {
        lang::languages_of(i)
            .iter()
            .any(|m| std::ptr::eq(*m, model))
    };
    let enc = if model.writes_non_ascii() {
        let family = (0..LEGACY.len())
            .filter(|&i| made_for(i))
            .map(|i| rank(LEGACY[i].group))
            .min()?;
        // Ranked with the legacy evidence of the same runs (which every text with languages
        // has: short runs are asked about only where the evidence was worked out).
        evidence
            .in_first_language
            .as_deref()?
            .iter()
            .flat_map(|r| r.members.iter().copied())
            .find(|&i| made_for(i) && rank(LEGACY[i].group) == family)?
    } else {
        crate::analysis::legacy::by_name("windows-1252")?.index()
    };
    let l = &LEGACY[enc];
    // The letters the bytes read as that the UTF-8 text writes too (looked for in its first
    // 64 KiB, and only for those letters: no set of every character of the text).
    let mut wanted: Vec<char> = bad
        .iter()
        .filter_map(|&i| l.decode_byte(sample[i]))
        .filter(|c| c.is_alphabetic())
        .map(lang::fold)
        .collect();
    wanted.sort_unstable();
    wanted.dedup();
    let mut used: Vec<char> = Vec::new();
    'chunks: for (v, _) in utf8_chunks(&sample[..sample.len().min(64 * 1024)]) {
        for c in v.chars().filter(|c| !c.is_ascii()) {
            if used.len() == wanted.len() {
                break 'chunks;
            }
            let f = lang::fold(c);
            if wanted.binary_search(&f).is_ok() && !used.contains(&f) {
                used.push(f);
            }
        }
    }
    let is_bad = |i: usize| bad.binary_search(&i).is_ok();
    // The character at byte `i` as the file would read once repaired: ASCII, a legacy byte, or
    // (for a byte inside well-formed UTF-8) a letter stand-in.
    let char_at = |i: usize| -> Option<char> {
        let b = *sample.get(i)?;
        if b.is_ascii() {
            Some(char::from(b))
        } else if is_bad(i) {
            l.decode_byte(b)
        } else {
            // Well-formed UTF-8: a legacy word is set off from it by ASCII; a byte glued to it
            // is a sequence broken in place.
            Some('\u{FFFD}')
        }
    };
    bad.iter()
        .all(|&i| {
            let Some(c) = l.decode_byte(sample[i]) else {
                return false;
            };
            let before = i.checked_sub(1).and_then(char_at);
            let after = char_at(i + 1);
            if before == Some('\u{FFFD}') || after == Some('\u{FFFD}') {
                return false;
            }
            let letter = |x: Option<char>| x.is_some_and(char::is_alphabetic);
            let digit = |x: Option<char>| x.is_some_and(|c| c.is_ascii_digit());
            let space = |x: Option<char>| x.is_none_or(char::is_whitespace);
            let edge =
                |x: Option<char>| x.is_none_or(|c| c.is_whitespace() || c.is_ascii_punctuation());
            if c.is_alphabetic() {
                // A letter of the language, one its UTF-8 text uses, in a word.
                // (Turkish `İ` is `i` with its dot: its lower case is two characters.)
                let small = c.to_lowercase().next().unwrap_or(c);
                // (Its small letter being ASCII, the text uses it surely.)
                return (small.is_ascii()
                    || (model.letter_share(c) >= SHORT_RUN_LETTER
                        && used.contains(&lang::fold(c))))
                    && (letter(before) || letter(after));
            }
            match c {
                // An apostrophe inside a word or closing one; an opening quote before a word.
                '\u{2019}' => letter(before) && (letter(after) || edge(after)),
                // French spaces its guillemets: `« Bonjour »`.
                '\u{2018}' | '\u{201E}' | '\u{201A}' | '\u{AB}' => {
                    edge(before)
                        && (letter(after)
                            || digit(after)
                            || (c == '\u{AB}' && after == Some(' ') && letter(char_at(i + 2))))
                }
                // `“` opens in English and closes in Czech and German (`„Dobrý den“,`).
                '\u{201C}' => {
                    (edge(before) && (letter(after) || digit(after)))
                        || ((letter(before) || digit(before)) && edge(after))
                }
                '\u{201D}' | '\u{BB}' => {
                    (letter(before) || digit(before) || edge(before)) && edge(after)
                }
                // Dashes between words or numbers.
                '\u{2013}' | '\u{2014}' => {
                    (space(before) && space(after)) || (digit(before) && digit(after))
                }
                '\u{2026}' => !space(before) && edge(after),
                // Currency beside a number.
                '\u{20AC}' | '\u{A3}' => {
                    digit(before)
                        || digit(after)
                        || (space(before)
                            && sample
                                .get(i.wrapping_sub(2))
                                .is_some_and(u8::is_ascii_digit))
                        || (space(after) && sample.get(i + 2).is_some_and(u8::is_ascii_digit))
                }
                // A no-break space beside text, before punctuation or in a number.
                '\u{A0}' => {
                    !space(before)
                        && (letter(after)
                            || digit(after)
                            || after.is_some_and(|c| ":;!?\u{BB}%\u{20AC}".contains(c)))
                }
                '\u{B0}' => digit(before),
                _ => false,
            }
        })
        .then_some((enc, lang_index))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`host_languages`] as first written: the text copied whole, the words split by the
    /// standard library, every language scored to the end.
    fn plainly(sample: &[u8]) -> Vec<usize> {
        let mut text = String::new();
        for chunk in sample[..sample.len().min(32 * 1024)].utf8_chunks() {
            text.push_str(chunk.valid());
            text.push(' ');
        }
        let words: Vec<&str> = text
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_ascii())
            .take(2000)
            .collect();
        if !text.chars().any(char::is_alphabetic) {
            return Vec::new();
        }
        let mut scored: Vec<(usize, f32)> = if words.is_empty() {
            let ascii: Vec<u8> = text.bytes().filter(u8::is_ascii).take(8192).collect();
            let pairs = ByteScorer::new(&ascii);
            (0..lang::models().len())
                .map(|i| (i, pairs.score_ascii(i)))
                .collect()
        } else {
            let pairs = lang::TextPairs::new(&words.join(" "));
            lang::models()
                .iter()
                .enumerate()
                .map(|(i, m)| (i, m.score_pairs(&pairs)))
                .collect()
        };
        scored.sort_by(|a, b| b.1.total_cmp(&a.1));
        scored.into_iter().take(3).map(|x| x.0).collect()
    }

    /// The words found from the non-ASCII bytes are the ones splitting every well-formed stretch
    /// gives: on UDHR text in many scripts, damaged, cut anywhere, and on random bytes.
    #[test]
    fn non_ascii_words_are_the_split_ones() {
        fn split(head: &[u8], most: usize) -> Vec<&str> {
            head.utf8_chunks()
                .flat_map(|c| c.valid().split(|c: char| !is_alphanumeric(c)))
                .filter(|w| !w.is_ascii())
                .take(most)
                .collect()
        }
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/testdata/udhr");
        let mut samples: Vec<Vec<u8>> = Vec::new();
        for code in [
            "fra", "rus", "ell", "heb", "tha", "vie", "cmn", "jpn", "eng", "arb",
        ] {
            let path = dir.join(format!("{code}.txt"));
            let text = std::fs::read(&path)
                .unwrap_or_else(|e| panic!("{}: {e} (shared test data missing?)", path.display()));
            for len in [1, 7, 100, 1000, 5000] {
                let mut sample = text[..len.min(text.len())].to_vec();
                samples.push(sample.clone());
                for i in (3..sample.len()).step_by(41) {
                    sample[i] = [0xE9, 0x80, 0xC3, 0x20][i % 4];
                }
                samples.push(sample);
            }
        }
        let mut x = 0x2545_F491_u32;
        for _ in 0..200 {
            let bytes: Vec<u8> = (0..300)
                .map(|_| {
                    x ^= x << 13;
                    x ^= x >> 17;
                    x ^= x << 5;
                    // ASCII letters and punctuation, UTF-8 lead and continuation bytes.
                    let alphabet = b"a1 .\xc3\xa9\xe2\x80\x99\xd0\xb6\xff";
                    alphabet[x as usize % alphabet.len()]
                })
                .collect();
            samples.push(bytes);
        }
        let mut words = 0;
        for s in &samples {
            for most in [3, 2000] {
                let found = non_ascii_words(s, most);
                assert_eq!(found, split(s, most), "{:?}", String::from_utf8_lossy(s));
                words += found.len();
            }
        }
        assert!(words > 5_000, "{words} words");
    }

    /// The table answers as the standard library does, for every character below and around it.
    #[test]
    fn the_alphanumeric_table_is_the_standard_one() {
        for n in 0..=0x10FFFFu32 {
            if let Some(c) = char::from_u32(n) {
                assert_eq!(is_alphanumeric(c), c.is_alphanumeric(), "U+{n:04X}");
            }
        }
    }

    /// Cutting hopeless languages short, splitting words chunk by chunk from a table: the same
    /// three host languages, in the same order, as the plain way, on UTF-8 text with stray bytes
    /// (and ASCII text with them) in many languages and lengths.
    #[test]
    fn host_language_pruning_changes_nothing() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/testdata/udhr");
        let mut checked = 0;
        for code in [
            "fra", "deu", "pol", "rus", "ell", "heb", "tur", "lit", "ces", "vie", "eng", "tha",
            "arb",
        ] {
            let path = dir.join(format!("{code}.txt"));
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{}: {e} (shared test data missing?)", path.display()));
            for len in [40, 400, 4000, 40000] {
                let mut sample = text.as_bytes()[..len.min(text.len())].to_vec();
                // Damage: a stray windows-1252 byte every 97 bytes.
                for i in (50..sample.len()).step_by(97) {
                    sample[i] = 0xE9;
                }
                let pruned = host_languages_with(&sample, true);
                assert_eq!(
                    pruned,
                    host_languages_with(&sample, false),
                    "{code}, {len} bytes"
                );
                assert_eq!(pruned, plainly(&sample), "{code}, {len} bytes");
                assert!(!pruned.is_empty(), "{code}, {len} bytes");
                checked += 1;
            }
        }
        assert_eq!(checked, 52);
    }
}
