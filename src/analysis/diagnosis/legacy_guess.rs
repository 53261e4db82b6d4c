//! The legacy guess: which single-byte encoding, in which language, reads a sample best.
//!
//! Every single-byte encoding reads the sample, every language it can write scores the reading
//! with its bigram model ([`crate::analysis::lang`]), and the encodings are ranked by their best
//! language. Encodings that read the sample to the *identical* text are one answer
//! ("ISO-8859-1 / windows-1252"), because no statistics can tell them apart and none needs to; such
//! an answer is as likely as all its encodings together, so a byte in doubt reads as the letter
//! most code pages give it. The guess is `confident` when the best answer leads the next distinct
//! one by a margin above which every guess was right on the calibration part of the corpora
//! (`examples/evaluate.rs`).

use super::finding::{Alternative, Basis, Encoding, Guess, LangId, LegacyId, Weakness};
use crate::analysis::cjk;
use crate::analysis::lang::{self, ByteScorer};
use crate::analysis::legacy::{Group, LEGACY, Legacy};

/// A small prior per family: when two readings are about as plausible, the one people meet more
/// often wins (in nats, added once per file, not per byte).
fn prior(l: &Legacy) -> f32 {
    match l.group {
        Group::Windows => 0.0,
        Group::Iso | Group::Koi8 => -1.0,
        Group::Dos => -2.0,
        Group::Mac => -3.0,
    }
}

/// Margin (nats) between the best and the next distinct reading above which a guess is called
/// confident. On the calibration split (`cargo run --release --example evaluate -- --calibrate`:
/// texts of 40–2,000 characters, every encoding × language) guesses were right 99% of the time
/// above a margin of 1 nat already and every time above 12; 12 keeps a safety factor for real
/// files, which are noisier than the corpora, and still calls about 90% of guesses confident.
pub const CONFIDENT_MARGIN: f32 = 12.0;

/// One ranked, distinct answer.
#[derive(Clone, Debug)]
pub(super) struct Ranked {
    /// Indices into `LEGACY`, best member first.
    pub(super) members: Vec<usize>,
    pub(super) language: usize,
    pub(super) score: f32,
    /// Whether a member was left behind by the ranking's cut ([`ranked_readings`]): `score` is
    /// then an upper bound, and the members' order may not be theirs.
    pub(super) far: bool,
}

/// Non-ASCII bytes of the sample that encodings `a` and `b` read differently.
fn differing(scorer: &ByteScorer, a: usize, b: usize) -> u32 {
    let (ta, tb) = (LEGACY[a].table(), LEGACY[b].table());
    (0..128)
        .filter(|&i| ta[i + 128] != tb[i + 128])
        .map(|i| scorer.high_counts[i])
        .sum()
}

/// Whether encoding `a` reads every non-ASCII byte of the sample that `b` reads otherwise as a
/// letter or the punctuation legacy text has, while `b` reads at least one of them as something
/// text does not have: nothing, a C1 control, a combining mark, box drawing.
fn reads_cleaner(scorer: &ByteScorer, a: usize, b: usize) -> bool {
    let (ta, tb) = (LEGACY[a].table(), LEGACY[b].table());
    let odd = |c: Option<char>| {
        c.is_none_or(|c| {
            ('\u{80}'..='\u{9F}').contains(&c)
                || ('\u{300}'..='\u{36F}').contains(&c)
                || ('\u{2500}'..='\u{259F}').contains(&c)
        })
    };
    let differing: Vec<usize> = (0..128)
        .filter(|&i| scorer.present[i] && ta[i + 128] != tb[i + 128])
        .collect();
    differing
        .iter()
        .all(|&i| ta[i + 128].is_some_and(|c| !odd(Some(c)) && is_legacy_text(c)))
        && differing.iter().any(|&i| odd(tb[i + 128]))
}

/// Whether `c` is what legacy text is made of outside ASCII: a letter, or the punctuation its
/// code pages carry (curly quotes, dashes, the ellipsis, the euro sign, guillemets).
pub(super) fn is_legacy_text(c: char) -> bool {
    c.is_alphabetic() || "‘’‚“”„–—…€«»".contains(c)
}

/// Ranks the legacy encodings for the counted bytes of a sample (which need not be free of
/// UTF-8), for several sets of languages at once ([`ByteScorer::rank_both_sets`]): the distinct
/// readings of each, best first.
pub(super) fn rank_scored_sets(scorer: &ByteScorer, sets: &[Option<&[usize]>]) -> Vec<Vec<Ranked>> {
    let alike = reading_alike(scorer);
    let capitals: Vec<f32> = (0..LEGACY.len()).map(|e| scorer.capitals_cost(e)).collect();
    scorer
        .rank_both_sets(sets)
        .into_iter()
        .map(|both| ranked_from(&alike, &capitals, &both, &[]))
        .collect()
}

/// For each encoding, the first encoding (by index) that reads the sample to the identical text:
/// the same character for every non-ASCII byte present (an unmapped byte and a C1 control are
/// the same non-reading). Worked out once per sample, for every set ranked.
fn reading_alike(scorer: &ByteScorer) -> Vec<usize> {
    let present: Vec<usize> = (0..128).filter(|&b| scorer.present[b]).collect();
    // The distinct readings so far: (first encoding, its characters).
    let mut distinct: Vec<(usize, Vec<Option<char>>)> = Vec::new();
    let mut alike = Vec::with_capacity(LEGACY.len());
    for (i, l) in LEGACY.iter().enumerate() {
        let t = l.table();
        let signature: Vec<Option<char>> = present
            .iter()
            .map(|&b| t[b + 128].filter(|c| !('\u{80}'..='\u{9F}').contains(c)))
            .collect();
        match distinct.iter().find(|(_, s)| *s == signature) {
            Some(&(first, _)) => alike.push(first),
            None => {
                alike.push(i);
                distinct.push((i, signature));
            }
        }
    }
    alike
}

/// The distinct readings, best first, from each encoding's best lettered language and best
/// language of all (`far`: the encodings a cut left behind, none if empty).
#[allow(clippy::type_complexity)]
fn ranked_from(
    alike: &[usize],
    capitals: &[f32],
    both: &[(Option<(usize, f32)>, Option<(usize, f32)>)],
    far: &[bool],
) -> Vec<Ranked> {
    // The encoding is told by languages that have letters outside ASCII: under English every
    // such byte is as foreign as any other, and the ASCII text of a page with one French word
    // would let a code page of box drawing win. The language named is still the best one,
    // English included, for that encoding.
    let per: Vec<Option<(usize, f32)>> = both
        .iter()
        .map(|&(l, a)| match (l, a) {
            (Some((_, s)), Some((ai, all))) if all > s => Some((ai, s)),
            (l, _) => l,
        })
        .collect();
    let mut scored: Vec<(usize, usize, f32)> = per
        .iter()
        .enumerate()
        .filter_map(|(i, r)| r.map(|(lang, s)| (i, lang, s + prior(&LEGACY[i]) + capitals[i])))
        .collect();
    scored.sort_by(|a, b| b.2.total_cmp(&a.2).then(a.0.cmp(&b.0)));
    // Identical readings are one answer ([`reading_alike`]), scored by all the encodings that
    // read the sample so: a text is as likely as the sum of the ways to write it. Where a few
    // bytes leave the language in doubt (one `E0` in an English page), the reading that many
    // code pages share (à) is likelier than one that a single one gives (Hebrew א in
    // windows-1255), by ln of their counts weighed by each family's prior; where the letters
    // decide, a few nats change no order.
    let mut groups: Vec<(usize, Ranked, f32)> = Vec::new();
    for (i, lang, s) in scored {
        let sig = alike[i];
        let left = far.get(i).copied().unwrap_or(false);
        if let Some((_, g, sum)) = groups.iter_mut().find(|(gs, _, _)| *gs == sig) {
            g.members.push(i);
            g.far |= left;
            // (Members come best first: each adds at most 1.)
            *sum += (s - g.score).exp();
        } else {
            groups.push((
                sig,
                Ranked {
                    members: vec![i],
                    language: lang,
                    score: s,
                    far: left,
                },
                1.0,
            ));
        }
    }
    let mut ranked: Vec<Ranked> = groups
        .into_iter()
        .map(|(_, mut g, sum)| {
            g.score += sum.ln();
            g
        })
        .collect();
    // (A stable sort: ties keep the order of their best members.)
    ranked.sort_by(|a, b| b.score.total_cmp(&a.score));
    ranked
}

/// How many non-ASCII bytes of the sample encoding `e` (into `LEGACY`) reads as what `reads`
/// accepts (`None` for an unmapped byte), from the scorer's counts.
fn high_bytes_reading(scorer: &ByteScorer, e: usize, reads: impl Fn(Option<char>) -> bool) -> u64 {
    let t = LEGACY[e].table();
    (0..128)
        .filter(|&i| scorer.present[i] && reads(t[i + 128]))
        .map(|i| u64::from(scorer.high_counts[i]))
        .sum()
}

/// How many non-ASCII bytes of the sample encoding `e` (into `LEGACY`) reads as no character:
/// (unmapped bytes, C1 controls).
fn unread_bytes(scorer: &ByteScorer, e: usize) -> (u64, u64) {
    (
        high_bytes_reading(scorer, e, |c| c.is_none()),
        high_bytes_reading(scorer, e, |c| {
            c.is_some_and(|c| ('\u{80}'..='\u{9F}').contains(&c))
        }),
    )
}

/// Per encoding in `LEGACY`, whether it reads the sample's non-ASCII bytes as characters: every
/// one, or all but one unmapped byte in a hundred at most (damage in a file that is that
/// encoding: the UDHR's Hebrew in windows-1255 with one stray FF, which windows-1255 leaves
/// unmapped, was "Russian text in KOI8-R", firm, for KOI8-R reads every byte; such a guess is
/// never firm, [`guess_ranked`]). Not a C1 control: that is a Windows page's punctuation read
/// as ISO (a Hungarian windows-1250 file of chardet's with `„ ”` became ISO-8859-2).
fn readable_encodings(scorer: &ByteScorer) -> Vec<bool> {
    let high: u64 = scorer.high_counts.iter().map(|&n| u64::from(n)).sum();
    (0..LEGACY.len())
        .map(|e| {
            let (unmapped, c1) = unread_bytes(scorer, e);
            c1 == 0 && unmapped * 100 <= high
        })
        .collect()
}

/// Puts first the answers that read every byte of the sample as a character (`readable`, per
/// encoding: [`readable_encodings`]), and in each answer the member that does: a guess offered
/// for View as and convert must decode the file (French with `E3`, which ISO-8859-3 leaves
/// unmapped, is not ISO-8859-3 however well its other letters score). When no encoding reads
/// every byte, the order stays.
fn readable_first(readable: &[bool], ranked: &mut [Ranked]) {
    let reads_every_byte = |e: usize| readable.get(e).copied().unwrap_or(false);
    for r in ranked.iter_mut() {
        if let Some(k) = r.members.iter().position(|&e| reads_every_byte(e)) {
            r.members[..=k].rotate_right(1);
        }
    }
    let reads = |r: &Ranked| reads_every_byte(r.members[0]);
    if ranked.iter().any(reads) {
        // A stable sort keeps the ranking within each part (each key worked out once).
        ranked.sort_by_cached_key(|r| !reads(r));
    }
}

/// More words with an odd byte ([`odd_words`]) than one in this many of the words that hold a
/// non-ASCII byte, and a guess is not firm.
const WORDS_PER_ODD: usize = 20;

/// The share of a language's letters below which a letter outside its alphabet is odd in
/// [`odd_words`] (German `é`, from French names and loanwords, is above it).
const RARE_OUTSIDE_ALPHABET: f32 = 1e-4;

/// Of the words (runs of ASCII letters and digits and non-ASCII bytes) that hold a non-ASCII
/// byte, how many hold one that encoding `e` reads, for language `li`, as what its text is not
/// made of, and how many there are: a letter the language neither writes (its alphabet) nor
/// showed in training but rarely, a control or unmapped byte, or a symbol it never showed. A
/// right reading has next to none (a foreign name, `Microsoft®`); a wrong one that only a
/// relative this tool does not know would read right keeps them in its common words however far
/// it leads: Ukrainian in code page 1125 read as IBM866 is `найбўльш`, `вашо∙` (і and ї), two
/// words of eleven, and was a firm guess. Counted by words, not bytes: one foreign name in a long
/// Turkish text (`ä` twice) is one word of hundreds.
fn odd_words(sample: &[u8], e: usize, li: usize) -> (usize, usize) {
    let Some(m) = lang::models().get(li) else {
        return (0, 0);
    };
    let t = LEGACY[e].table();
    let mut odd = [false; 128];
    for (i, o) in odd.iter_mut().enumerate() {
        *o = match t[i + 128] {
            None => true,
            Some(c) => match m.byte_class_of(c) {
                lang::RARE_LETTER | lang::FOREIGN_LETTER | lang::INVALID | lang::RARE_SYMBOL => {
                    true
                }
                _ => {
                    c.is_alphabetic()
                        && !m.in_alphabet(c)
                        && m.letter_share(c) < RARE_OUTSIDE_ALPHABET
                }
            },
        };
    }
    let (mut words, mut odd_words) = (0, 0);
    for word in sample.split(|&b| b < 0x80 && !b.is_ascii_alphanumeric()) {
        if !word.iter().any(|&b| b >= 0x80) {
            continue;
        }
        // A symbol standing alone ("5 €") is no word.
        let odd_here = |b: u8| b >= 0x80 && odd[usize::from(b - 0x80)];
        if word.iter().all(|&b| odd_here(b)) {
            continue;
        }
        words += 1;
        odd_words += usize::from(word.iter().any(|&b| odd_here(b)));
    }
    (odd_words, words)
}

/// Fewer non-ASCII bytes than this and a legacy guess is never firm.
pub(super) const FEW_HIGH_BYTES: usize = 8;

/// Fewer non-ASCII bytes than this and a legacy guess is not firm: on files of 8–20 such bytes
/// in markup, mail headers or code, margins above [`CONFIDENT_MARGIN`] were still wrong now and
/// then (`evaluate_shapes`).
const FIRM_HIGH_BYTES: usize = 24;

/// Nats of margin per byte that a close relative (reading three in four of the non-ASCII bytes
/// the same) reads otherwise, below which a guess is not firm. Fitted on the calibration split of
/// `evaluate_shapes`: without it five answers of 1,306 were firm and wrong (KOI8-R for Belarusian
/// in KOI8-U, windows-1251 for x-mac-cyrillic); with it and the rule that a relative reading
/// letters where the guess reads box drawing or controls leaves it in doubt, two (a Latvian
/// e-mail of 27 such bytes, Macedonian x-mac-cyrillic source), one once Latin words stopped
/// counting against other scripts in pages with many non-ASCII bytes; on the evaluation split
/// none of 1,431.
const MARGIN_PER_DIFFERING_BYTE: f32 = 3.0;

/// The least characters a clean CJK reading must have for [`cjk_shaped`]: as many as a firm CJK
/// answer needs. Single-byte text with no space in it can pair up by chance (45 lines of the UDHR
/// written without spaces, one long word of even length, up to 95 characters, lose their
/// firmness in `evaluate`); 300 bytes of Korean in Johab (20 characters) keep none.
const CJK_SHAPED_CHARS: usize = cjk::CONFIDENT_CHARS;
/// Characters per malformed sequence a reading must have at least for [`cjk_shaped`]: Korean
/// from shared/ in Johab (Python's codec), read as GBK, had one in 427–3,284 or none; Thai in
/// windows-874, which leaves a space only between phrases, one in 109.
const CJK_SHAPED_CHARS_PER_MALFORMED: usize = 200;

/// Whether the non-ASCII bytes of `sample` have the shape of a double-byte CJK encoding: they
/// sit beside one another ([`cjk::MIN_PAIRED`]) and some eight-bit CJK encoding read here decodes
/// them into at least [`CJK_SHAPED_CHARS`] characters with at most one malformed sequence in
/// [`CJK_SHAPED_CHARS_PER_MALFORMED`]. Single-byte text of a non-Latin script pairs its bytes
/// too, but each word of odd length leaves a lead byte before a space; CJK text in an encoding with no decoder here (EUC-TW,
/// Johab) decodes cleanly as GBK or EUC-KR, into no language (else [`cjk::detect`] had named it),
/// and its single-byte readings, gibberish all, can still lead one another by thousands of nats:
/// Johab was "Greek text in x-mac-greek", firmly. Shift_JIS does not count: it reads A1–DF alone
/// as half-width katakana, so Russian in KOI8-R (its small letters are C0–DF) decodes cleanly
/// in it without any pairing.
fn cjk_shaped(sample: &[u8], look: &CjkLook) -> bool {
    let head = &sample[..sample.len().min(cjk::DETECT_BYTES)];
    let shaped = |readings: &[cjk::Reading]| {
        readings.iter().any(|r| {
            r.encoding != cjk::CjkId::ShiftJis
                && r.chars >= CJK_SHAPED_CHARS
                && malformed_going_on(r) * CJK_SHAPED_CHARS_PER_MALFORMED <= r.chars
        })
    };
    match look {
        CjkLook::Unpaired => false,
        CjkLook::Read(readings) => shaped(readings),
        CjkLook::NotRead => {
            cjk::paired_share(head) >= cjk::MIN_PAIRED && shaped(&cjk::rank(head, false))
        }
    }
}

/// The malformed sequences of `r` as [`cjk_shaped`] counts them: as in a sample that goes on, where
/// a sequence cut by the end is no malformed one.
fn malformed_going_on(r: &cjk::Reading) -> usize {
    r.malformed - usize::from(r.cut_at_end)
}

/// What the CJK detection already read of a sample, for [`cjk_shaped`] (which would read it
/// again: five decodings, a sixth of `check -r` on legacy files of non-Latin scripts). The
/// detection reads the sample as the whole file where it is one; `cjk_shaped` counts as for a
/// sample that goes on, one malformed sequence fewer where the last is cut by the end
/// ([`cjk::Reading::cut_at_end`]): the same numbers as reading it again so. (Only the encoding's
/// name may differ: a GBK reading whose cut sequence's U+FFFD GBK cannot write is named GB18030;
/// `cjk_shaped` asks only whether it is Shift_JIS.)
pub(super) enum CjkLook {
    /// Not read: [`cjk_shaped`] reads it.
    NotRead,
    /// Its non-ASCII bytes do not pair up ([`cjk::MIN_PAIRED`]).
    Unpaired,
    /// Its readings, best first.
    Read(Vec<cjk::Reading>),
}

/// Languages one model may take for the other on some text, each with the letters only it
/// writes of the two: Serbian in Cyrillic (`ђ ћ`) and Macedonian (`ѓ ќ ѕ`).
const TWINS: [(&str, &str); 2] = [("srp-Cyrl", "ђћ"), ("mkd", "ѓќѕ")];

/// Whether `best` names a language of [`TWINS`], its reading of `sample` holds none of the
/// letters only that language writes, and the other twin scores that reading within
/// [`CONFIDENT_MARGIN`] of it. (Without the margin, 92 of the shapes' 1,692 firm answers, all
/// right, became weak.)
fn twin_without_its_letters(sample: &[u8], best: &Ranked) -> bool {
    let models = lang::models();
    let Some(model) = models.get(best.language) else {
        return false;
    };
    let Some((_, own)) = TWINS.iter().find(|(code, _)| *code == model.code) else {
        return false;
    };
    let e = best.members[0];
    if LEGACY[e]
        .decode(sample)
        .chars()
        .any(|c| own.contains(lang::fold(c)))
    {
        return false;
    }
    let score = |code: &str| {
        let li = models.iter().position(|m| m.code == code)?;
        lang::score_bytes(e, li).map(|f| f(sample))
    };
    TWINS
        .iter()
        .filter(|(code, _)| *code != model.code)
        .any(|(twin, _)| {
            score(model.code)
                .zip(score(twin))
                .is_none_or(|(mine, theirs)| mine - theirs < CONFIDENT_MARGIN)
        })
}

/// The legacy guess for `sample`.
pub fn guess_legacy(sample: &[u8]) -> Guess {
    guess_legacy_after(sample, &CjkLook::NotRead)
}

/// [`guess_legacy`], with what the CJK detection already read of `sample`.
pub(super) fn guess_legacy_after(sample: &[u8], look: &CjkLook) -> Guess {
    guess_ranked(sample, look, ranked_readings(sample, true))
}

/// The guess from the ranking of `sample` (scorer, ranked answers, non-ASCII bytes).
fn guess_ranked(sample: &[u8], look: &CjkLook, ranking: (ByteScorer, Vec<Ranked>, usize)) -> Guess {
    let (scorer, ranked, high) = ranking;
    let ids = |members: &[usize]| -> Vec<LegacyId> {
        members.iter().filter_map(|&i| LegacyId::new(i)).collect()
    };
    let Some((best, name)) = ranked
        .first()
        .and_then(|r| LegacyId::new(r.members[0]).map(|id| (r, id)))
    else {
        let windows_1252 =
            LegacyId::by_name("windows-1252").map_or(Encoding::Binary, Encoding::Legacy);
        return Guess::plain(windows_1252, Basis::NoLegacyFits, false);
    };
    let margin = ranked
        .get(1)
        .map_or(f32::INFINITY, |s| best.score - s.score);
    let per_byte = |s: f32| (s - best.score) / high.max(1) as f32;
    // A runner-up that reads all but a handful of the bytes the same (windows-1258 beside
    // windows-1252 for a long French file) leaves the text in no doubt.
    let close = ranked
        .get(1)
        .map(|r| (r, differing(&scorer, best.members[0], r.members[0])));
    let nearly_identical = close.is_some_and(|(_, d)| margin >= 0.0 && (d as usize) * 100 < high);
    // Firm only on evidence: enough non-ASCII bytes, a margin over the next reading, and a
    // language with letters outside ASCII (under English every such byte is foreign alike). A
    // runner-up that reads only a few bytes otherwise is named (`near`), not ignored: those few
    // letters are exactly what is in doubt. On the shapes (`evaluate_shapes`), these rules leave
    // no confident wrong answer among thousands.
    let lettered = lang::models()
        .get(best.language)
        .is_some_and(lang::Model::writes_non_ascii);
    // A runner-up that differs in a handful of bytes (windows-1258 beside windows-1252 for a
    // long French file) still leaves the guess firm when it makes those bytes into what text
    // does not have (combining marks after letters, controls, box drawing) and the guess makes
    // them letters: the text is then in no doubt.
    let firm_beside_near = close.is_some_and(|(r, _)| {
        nearly_identical && reads_cleaner(&scorer, best.members[0], r.members[0])
    });
    // The margin must also be large for the bytes each close relative reads otherwise: close
    // relatives (KOI8-U and KOI8-R, x-mac-cyrillic and windows-1251) differ in a few letters,
    // and a language model that is a little off (Belarusian text scored as Russian) moves a total
    // of 30 nats over 20 such bytes easily.
    let per_differing = ranked[1..]
        .iter()
        .filter_map(|r| {
            let d = differing(&scorer, best.members[0], r.members[0]) as usize;
            // Only a relative: one that reads at least three in four of the bytes the same.
            // A relative that makes letters of bytes the guess makes odd (KOI8-U's і where
            // KOI8-R has box drawing) leaves the guess in doubt, whatever the margin.
            (d * 4 < high).then(|| {
                if reads_cleaner(&scorer, r.members[0], best.members[0]) {
                    0.0
                } else {
                    (best.score - r.score) / d.max(1) as f32
                }
            })
        })
        .fold(f32::INFINITY, f32::min);
    let (odd_n, words) = odd_words(sample, best.members[0], best.language);
    let odd = odd_n * WORDS_PER_ODD > words;
    let firm = high >= FIRM_HIGH_BYTES
        && ((margin >= CONFIDENT_MARGIN && per_differing >= MARGIN_PER_DIFFERING_BYTE)
            || firm_beside_near)
        && lettered
        && !odd
        && unread_bytes(&scorer, best.members[0]) == (0, 0);
    // Asked only of a firm guess.
    let firm = firm
        && !ranked
            .get(1)
            .is_some_and(|r| reads_better_in_part(sample, best, r, high));
    // Serbian in Cyrillic and Macedonian share all but a few letters; the models tell them
    // apart on most text, but without one of those letters the answer is no firm one (a
    // Macedonian line without spaces was "Serbian", firm: the review of 2026-12-05).
    let firm = firm && !twin_without_its_letters(sample, best);
    // Asked only of a firm guess (it decodes the sample five times).
    let cjk_shaped = firm && cjk_shaped(sample, look);
    let confident = firm && !cjk_shaped;
    let near = close
        .filter(|_| nearly_identical && margin < CONFIDENT_MARGIN)
        .and_then(|(r, d)| LegacyId::new(r.members[0]).map(|id| (id, d, high)));
    let weak = (!confident).then_some(if cjk_shaped {
        Weakness::CjkShaped
    } else if high < FIRM_HIGH_BYTES {
        Weakness::Few
    } else if !lettered {
        Weakness::NoLetters
    } else if odd {
        Weakness::OddLetters
    } else {
        Weakness::Close
    });
    Guess {
        encoding: Encoding::Legacy(name),
        same_text: ids(&best.members[1..]),
        language: LangId::new(best.language),
        confident,
        alternatives: ranked[1..]
            .iter()
            .take(4)
            .map(|r| Alternative {
                encodings: ids(&r.members),
                score: per_byte(r.score),
            })
            .collect(),
        basis: Basis::Legacy { near, weak },
        margin: if margin.is_finite() { margin } else { 0.0 },
    }
}

/// Whether the lines that read better in `other` than in the guess `best` (under the guess's
/// language) hold a fifth of the sample's `high` non-ASCII bytes and read better by
/// [`CONFIDENT_MARGIN`] together, and by [`PART_GAIN_PER_BYTE`] a byte: a file put
/// together from two encodings (windows-1251 lines after KOI8-R ones) is read by one of them
/// best as a whole, by a margin, and half of it is garbage so (CLI pass of 2026-12-05: 11 of 11
/// such files firm). A file in one encoding has no such lines: another reading wins a short
/// line now and then, by little.
fn reads_better_in_part(sample: &[u8], best: &Ranked, other: &Ranked, high: usize) -> bool {
    let (eb, eo) = (best.members[0], other.members[0]);
    let (lb, lo) = (&LEGACY[eb], &LEGACY[eo]);
    // Each line's two readings under the guess's language (a line in another language says
    // nothing of the encoding); none where the other encoding was not made for it.
    let (Some(score_b), Some(score_o)) = (
        lang::score_bytes(eb, best.language),
        lang::score_bytes(eo, best.language),
    ) else {
        return false;
    };
    let mut differs = [false; 128];
    for (i, d) in differs.iter_mut().enumerate() {
        let b = 0x80 + i as u8;
        *d = lb.decode_byte(b) != lo.decode_byte(b);
    }
    // The lines the two read otherwise, with their non-ASCII bytes; scored only if they could
    // hold a fifth of them (most files stop here: a close relative reads most lines alike).
    let lines: Vec<(&[u8], usize)> = sample
        .split(|&b| b == b'\n')
        .filter(|l| {
            l.iter()
                .any(|&b| b >= 0x80 && differs[usize::from(b - 0x80)])
        })
        .map(|l| (l, crate::analysis::kernel::count_bytes(l, |b| b >= 0x80)))
        .collect();
    let mut left: usize = lines.iter().map(|l| l.1).sum();
    let (mut bytes, mut gain) = (0usize, 0.0f32);
    for (line, h) in lines {
        // Not a fifth even if every line left read better.
        if (bytes + left) * 5 < high {
            return false;
        }
        left -= h;
        let g = score_o(line) - score_b(line);
        if g > 0.0 {
            bytes += h;
            gain += g;
        }
    }
    bytes * 5 >= high && gain >= CONFIDENT_MARGIN && gain >= PART_GAIN_PER_BYTE * bytes as f32
}

/// Nats per non-ASCII byte by which the lines of [`reads_better_in_part`] must read better: a
/// part in another encoding reads as garbage in the guess's, 2.8–3.9 nats a byte in the CLI
/// pass's two-encoding files, while a file in one encoding has lines a close relative reads a
/// little better (macintosh beside IBM860, windows-1250 beside IBM852: at most 1.9 on the
/// shapes' calibration split, 1.7 on the evaluation split).
const PART_GAIN_PER_BYTE: f32 = 2.5;

/// The ranked distinct answers for `sample`, as encoding indices (each group's members, best
/// first): the evaluation's view of the ranking.
pub fn ranking(sample: &[u8]) -> Vec<Vec<usize>> {
    ranked_readings(sample, true)
        .1
        .into_iter()
        .map(|r| r.members)
        .collect()
}

/// The letters of `sample` counted, its distinct readings ranked with the ones that read every
/// byte first, and its number of non-ASCII bytes: what the guess and the evaluation both rank.
///
/// With `cut` (as the guess ranks), readings that cannot matter are not scored to the end: the
/// guess reads the first [`ANSWERS_READ`] answers and the close relatives of the best, so a
/// reading below the fifth answer so far and more than [`far_margin`] behind the best is left
/// ([`ByteScorer::rank_far`]; most wrong readings go after a few pairs). Where an answer left
/// behind could still be one the guess reads ([`inexact`]), its encodings are scored in full
/// and the answers ranked again. The same ranking as without the cut, where the guess looks
/// (test: `the_cut_changes_no_answer`).
fn ranked_readings(sample: &[u8], cut: bool) -> (ByteScorer, Vec<Ranked>, usize) {
    let scorer = ByteScorer::letters(sample);
    let high = scorer.high_bytes;
    let alike = reading_alike(&scorer);
    let capitals: Vec<f32> = (0..LEGACY.len()).map(|e| scorer.capitals_cost(e)).collect();
    let adjust: Vec<f32> = LEGACY
        .iter()
        .zip(&capitals)
        .map(|(l, c)| prior(l) + c)
        .collect();
    let readable_one = readable_encodings(&scorer);
    let mut readable = vec![false; LEGACY.len()];
    for (e, &r) in readable_one.iter().enumerate() {
        if r && let Some(g) = alike.get(e) {
            readable[*g] = true;
        }
    }
    let readable: Vec<bool> = alike.iter().map(|&g| readable[g]).collect();
    let far_cut = lang::FarCut {
        adjust: &adjust,
        margin: far_margin(high),
        group: &alike,
        readable: &readable,
        keep: ANSWERS_READ,
    };
    let (mut both, mut far) = if cut {
        scorer.rank_far(&far_cut)
    } else {
        (scorer.rank_both(None), Vec::new())
    };
    loop {
        let mut ranked = ranked_from(&alike, &capitals, &both, &far);
        readable_first(&readable_one, &mut ranked);
        let again = inexact(&scorer, &readable, &ranked);
        if again.is_empty() {
            return (scorer, ranked, high);
        }
        // Score in full the encodings left behind whose numbers the guess reads, and rank again
        // (their scores only fall: at most once per encoding).
        let redo: Vec<usize> = again
            .iter()
            .flat_map(|r| r.members.iter().copied())
            .filter(|&e| far.get(e).copied().unwrap_or(false))
            .collect();
        for (e, exact) in scorer.rank_only(&redo).into_iter().enumerate() {
            if redo.contains(&e) {
                both[e] = exact;
                far[e] = false;
            }
        }
    }
}

/// The ranked answers the guess reads in full: the best and the alternatives it lists.
const ANSWERS_READ: usize = 5;

/// How far behind the best encoding (in nats) [`ranked_readings`] may leave a reading: so far
/// that no close relative of the guess left behind could lower its margin per differing byte
/// below [`MARGIN_PER_DIFFERING_BYTE`] (a relative differs in fewer than a quarter of the `high`
/// non-ASCII bytes).
fn far_margin(high: usize) -> f32 {
    CONFIDENT_MARGIN + MARGIN_PER_DIFFERING_BYTE * high as f32 / 4.0
}

/// The answers with members left behind by the cut whose numbers the guess would read: any
/// among the first [`ANSWERS_READ`]; any that, at its upper bound, scores as well as one of those
/// it could pass over (readable answers come first, [`readable_first`]); and any close
/// relative of the best that could make the best's margin per differing byte small (whatever
/// the order of its members). None, and the ranking is what the full one gives.
fn inexact<'a>(scorer: &ByteScorer, readable: &[bool], ranked: &'a [Ranked]) -> Vec<&'a Ranked> {
    let Some(best) = ranked.first() else {
        return Vec::new();
    };
    let reads = |r: &Ranked| readable.get(r.members[0]).copied().unwrap_or(false);
    let high = scorer.high_bytes;
    let first = &ranked[..ranked.len().min(ANSWERS_READ)];
    ranked
        .iter()
        .enumerate()
        .filter(|(_, r)| r.far)
        .filter(|&(i, r)| {
            let among_first = i < ANSWERS_READ;
            let passes = first
                .iter()
                .any(|a| reads(a) == reads(r) && r.score >= a.score);
            let relative = r.members.iter().any(|&m| {
                let d = differing(scorer, best.members[0], m) as usize;
                d * 4 < high
                    && (reads_cleaner(scorer, m, best.members[0])
                        || (best.score - r.score) / (d.max(1) as f32) < MARGIN_PER_DIFFERING_BYTE)
            });
            among_first || passes || relative
        })
        .map(|(_, r)| r)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::test_samples::udhr_in;

    /// The cut in the ranking ([`ranked_readings`]) leaves the guess as the full ranking makes
    /// it, and the answers the guess reads (the first [`ANSWERS_READ`]: members, language, score
    /// to the bit) the same, on UDHR text in legacy encodings of many scripts, at many lengths,
    /// alone, in a page of markup and as ASCII text with a few such bytes; and the cut leaves
    /// answers behind in most of them, or it shows nothing.
    #[test]
    fn the_cut_changes_no_answer() {
        let (mut checked, mut cut) = (0, 0);
        for (code, encoding) in [
            ("fra", "windows-1252"),
            ("deu", "macintosh"),
            ("pol", "ISO-8859-2"),
            ("ces", "windows-1250"),
            ("ron", "ISO-8859-16"),
            ("ekk", "windows-1257"),
            ("tur", "windows-1254"),
            ("isl", "IBM861"),
            ("rus", "KOI8-R"),
            ("ukr", "windows-1251"),
            ("bel", "IBM866"),
            ("ell", "ISO-8859-7"),
            ("heb", "windows-1255"),
            ("arb", "windows-1256"),
            ("tha", "windows-874"),
            ("vie", "windows-1258"),
        ] {
            let bytes = udhr_in(code, encoding);
            for (i, len) in [30, 80, 200, 700, 3000, 12000].into_iter().enumerate() {
                let start = (bytes.len() / 7 * i).min(bytes.len().saturating_sub(len));
                let body = &bytes[start..(start + len).min(bytes.len())];
                let mut page = b"<html><head><meta charset=\"utf-8\"><style>p{margin:0}</style>\
                    </head><body><nav><a href=\"https://example.org/a\">Home</a></nav><p>"
                    .to_vec();
                page.extend_from_slice(body);
                page.extend_from_slice(b"</p></body></html>");
                let mut ascii = b"The file was read on Monday and the report says: ".to_vec();
                ascii.extend(body.iter().copied().filter(|&b| b >= 0x80).take(3));
                ascii.extend_from_slice(b" was all.");
                for sample in [body.to_vec(), page, ascii] {
                    let with = ranked_readings(&sample, true);
                    let without = ranked_readings(&sample, false);
                    let read = |r: &[Ranked]| -> Vec<(Vec<usize>, usize, u32)> {
                        r.iter()
                            .take(ANSWERS_READ)
                            .map(|a| (a.members.clone(), a.language, a.score.to_bits()))
                            .collect()
                    };
                    assert_eq!(
                        read(&with.1),
                        read(&without.1),
                        "{code} in {encoding}, {len}"
                    );
                    cut += usize::from(with.1.iter().any(|a| a.far));
                    let look = CjkLook::NotRead;
                    assert_eq!(
                        guess_ranked(&sample, &look, with),
                        guess_ranked(&sample, &look, without),
                        "{code} in {encoding}, {len}"
                    );
                    checked += 1;
                }
            }
        }
        assert!(checked >= 280, "{checked} samples");
        assert!(
            cut * 2 > checked,
            "the cut left answers behind in {cut} of {checked}"
        );
    }

    /// The CJK readings the detection made of a whole file, counted as `cjk_shaped` counts, are
    /// the ones it would make again of the same bytes as a sample that goes on: on UDHR text in
    /// single-byte encodings of scripts whose bytes pair up, cut anywhere,
    /// so that many samples end inside what a CJK decoder reads as a sequence.
    #[test]
    fn the_detections_readings_shape_as_reading_again_would() {
        let (mut checked, mut cut) = (0, 0);
        for (code, encoding) in [
            ("rus", "windows-1251"),
            ("ukr", "KOI8-U"),
            ("ell", "ISO-8859-7"),
            ("heb", "windows-1255"),
            ("arb", "windows-1256"),
            ("tha", "windows-874"),
            ("bul", "IBM866"),
        ] {
            let bytes = udhr_in(code, encoding);
            for len in (40..4000).step_by(37) {
                let sample = &bytes[..len.min(bytes.len())];
                let Some(readings) = cjk::rank_paired(sample, true) else {
                    continue;
                };
                cut += readings.iter().filter(|r| r.cut_at_end).count();
                assert_eq!(
                    cjk_shaped(sample, &CjkLook::Read(readings)),
                    cjk_shaped(sample, &CjkLook::NotRead),
                    "{code} in {encoding}, {len} bytes"
                );
                let again = cjk::rank(sample, false);
                let counted = |r: &cjk::Reading| (r.encoding, r.chars, r.malformed);
                let mut made: Vec<_> = cjk::rank(sample, true)
                    .iter()
                    .map(|r| (r.encoding, r.chars, malformed_going_on(r)))
                    .collect();
                let mut again: Vec<_> = again.iter().map(counted).collect();
                made.sort();
                again.sort();
                assert_eq!(made, again, "{code} in {encoding}, {len} bytes");
                checked += 1;
            }
        }
        assert!(checked > 500, "{checked} samples");
        // Many of them end inside a sequence, or the test shows nothing.
        assert!(cut > 100, "{cut} readings cut at the end");
    }
}
