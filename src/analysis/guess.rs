//! What a file is: one verdict (`utf-8`, `utf-8-damaged`, `utf-8-mixed`, `legacy`, `utf-16`,
//! `utf-32`, `binary`), the encoding guess with its language, and the mojibake found in valid text.
//!
//! Why one module: `check`, `check --json`, the status bar, the Summary and the Diagnosis tab must
//! tell the same story, so they all format a [`Diagnosis`] computed here and nowhere else.
//!
//! How the legacy guess works: every single-byte encoding reads the sample, every language it can
//! write scores the reading with its bigram model ([`super::lang`]), and the encodings are ranked by
//! their best language. Encodings that read the sample to the *identical* text are one answer
//! ("ISO-8859-1 / windows-1252"), because no statistics can tell them apart and none needs to. The
//! guess is `confident` when the best answer leads the next distinct one by a margin above which
//! every guess was right on the calibration part of the corpora (`examples/evaluate.rs`).
//!
//! Damaged or mixed UTF-8: the ill-formed bytes of a file that is otherwise UTF-8 are either legacy
//! text pasted in (they read as letters that make words with their neighbours in some encoding) or
//! corruption. A likelihood-ratio test decides: the best legacy reading of the bytes in their
//! context against reading them as noise (each of 128 values, any of the encodings).

use super::lang::{self, ByteScorer};
use super::legacy::{COUNT, Group, LEGACY, Legacy};
use crate::codec::{WideForm, WideStats};
use serde::Serialize;

/// What a file is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// Valid UTF-8 (ASCII and empty files included).
    #[serde(rename = "utf-8")]
    Utf8,
    /// UTF-8 with a few ill-formed bytes that are not text in any encoding.
    #[serde(rename = "utf-8-damaged")]
    Utf8Damaged,
    /// UTF-8 with runs of bytes that read as one legacy encoding.
    #[serde(rename = "utf-8-mixed")]
    Utf8Mixed,
    /// A single-byte encoding throughout.
    Legacy,
    /// UTF-16 (with or without a BOM).
    #[serde(rename = "utf-16")]
    Utf16,
    /// UTF-32 (with or without a BOM).
    #[serde(rename = "utf-32")]
    Utf32,
    /// Not text.
    Binary,
}

impl Verdict {
    /// The verdict's name, as in JSON.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Utf8 => "utf-8",
            Verdict::Utf8Damaged => "utf-8-damaged",
            Verdict::Utf8Mixed => "utf-8-mixed",
            Verdict::Legacy => "legacy",
            Verdict::Utf16 => "utf-16",
            Verdict::Utf32 => "utf-32",
            Verdict::Binary => "binary",
        }
    }
}

/// Another candidate encoding.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Alternative {
    /// Its name (encodings that read the sample identically joined with " / ").
    pub encoding: String,
    /// Log-likelihood per non-ASCII byte relative to the guess: 0 is as plausible, −1 is one nat
    /// per byte less plausible.
    pub score: f32,
}

/// The guess.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Guess {
    /// The encoding named.
    pub encoding: String,
    /// Other encodings that read this file to the identical text.
    pub same_text: Vec<String>,
    /// The language the text reads as (legacy guesses), by name.
    pub language: Option<String>,
    /// Is the guess firm?
    pub confident: bool,
    /// Other distinct candidates, best first; never the guess itself.
    pub alternatives: Vec<Alternative>,
    /// One sentence for a person.
    pub note: String,
    /// The margin over the next distinct candidate, in nats (0 when there is none).
    #[serde(skip)]
    pub margin: f32,
}

impl Guess {
    fn plain(encoding: &str, confident: bool, note: String) -> Guess {
        Guess {
            encoding: encoding.to_string(),
            same_text: Vec::new(),
            language: None,
            confident,
            alternatives: Vec::new(),
            note,
            margin: 0.0,
        }
    }

    /// "ISO-8859-1 / windows-1252" when several encodings read the file identically.
    pub fn encoding_with_equals(&self) -> String {
        let mut s = self.encoding.clone();
        for e in &self.same_text {
            s.push_str(" / ");
            s.push_str(e);
        }
        s
    }
}

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
struct Ranked {
    /// Indices into `LEGACY`, best member first.
    members: Vec<usize>,
    language: usize,
    score: f32,
}

/// Non-ASCII bytes of the sample that encodings `a` and `b` read differently.
fn differing(scorer: &ByteScorer, a: usize, b: usize) -> u32 {
    let (ta, tb) = (LEGACY[a].table(), LEGACY[b].table());
    (0..128)
        .filter(|&i| ta[i + 128] != tb[i + 128])
        .map(|i| scorer.high_counts[i])
        .sum()
}

/// Ranks the legacy encodings for the counted bytes of a sample (which need not be free of UTF-8),
/// with the languages limited to `only`: distinct readings, best first, and the number of
/// non-ASCII bytes.
fn rank_scored(scorer: &ByteScorer, only: Option<&[usize]>) -> (Vec<Ranked>, usize) {
    let per = scorer.rank_in(only);
    // Identical readings: the same character for every non-ASCII byte present (an unmapped byte
    // and a C1 control are the same non-reading).
    let signature = |i: usize| -> Vec<Option<char>> {
        let t = LEGACY[i].table();
        (0..128)
            .filter(|&b| scorer.present[b])
            .map(|b| t[b + 128].filter(|c| !('\u{80}'..='\u{9F}').contains(c)))
            .collect()
    };
    let mut scored: Vec<(usize, usize, f32)> = per
        .iter()
        .enumerate()
        .filter_map(|(i, r)| r.map(|(lang, s)| (i, lang, s + prior(&LEGACY[i]))))
        .collect();
    scored.sort_by(|a, b| b.2.total_cmp(&a.2).then(a.0.cmp(&b.0)));
    let mut groups: Vec<(Vec<Option<char>>, Ranked)> = Vec::new();
    for (i, lang, s) in scored {
        let sig = signature(i);
        if let Some((_, g)) = groups.iter_mut().find(|(gs, _)| *gs == sig) {
            g.members.push(i);
        } else {
            groups.push((
                sig,
                Ranked {
                    members: vec![i],
                    language: lang,
                    score: s,
                },
            ));
        }
    }
    (
        groups.into_iter().map(|(_, g)| g).collect(),
        scorer.high_bytes,
    )
}

/// Fewer non-ASCII bytes than this and a legacy guess is never firm.
const FEW_HIGH_BYTES: usize = 8;

/// The legacy guess for `sample`.
pub fn guess_legacy(sample: &[u8]) -> Guess {
    let scorer = ByteScorer::new(sample);
    let (ranked, high) = rank_scored(&scorer, None);
    let Some(best) = ranked.first() else {
        return Guess::plain("windows-1252", false, "No legacy encoding fits.".into());
    };
    let margin = ranked
        .get(1)
        .map_or(f32::INFINITY, |s| best.score - s.score);
    let per_byte = |s: f32| (s - best.score) / high.max(1) as f32;
    let name = LEGACY[best.members[0]].name;
    let language = lang::models()[best.language].name;
    let same_text: Vec<String> = best.members[1..]
        .iter()
        .map(|&i| LEGACY[i].name.to_string())
        .collect();
    // A runner-up that reads all but a handful of the bytes the same (windows-1258 beside
    // windows-1252 for a long French file) leaves the text in no doubt.
    let close = ranked
        .get(1)
        .map(|r| (r, differing(&scorer, best.members[0], r.members[0])));
    let nearly_identical = close.is_some_and(|(_, d)| margin >= 0.0 && (d as usize) * 100 < high);
    let confident = high >= FEW_HIGH_BYTES && (margin >= CONFIDENT_MARGIN || nearly_identical);
    let mut note = format!("Not UTF-8; reads as {language} in {name}");
    if !same_text.is_empty() {
        note.push_str(&format!(
            " ({} identical for this file)",
            same_text.join(", ")
        ));
    }
    note.push('.');
    if let Some((r, d)) = close.filter(|_| nearly_identical && margin < CONFIDENT_MARGIN) {
        note.push_str(&format!(
            " {} reads only {d} of its {high} non-ASCII bytes differently.",
            LEGACY[r.members[0]].name
        ));
    }
    if !confident {
        note.push_str(if high < FEW_HIGH_BYTES {
            " Few non-ASCII bytes: a weak guess."
        } else {
            " Other readings come close: a weak guess."
        });
    }
    Guess {
        encoding: name.to_string(),
        same_text,
        language: Some(language.to_string()),
        confident,
        alternatives: ranked[1..]
            .iter()
            .take(4)
            .map(|r| Alternative {
                encoding: r
                    .members
                    .iter()
                    .map(|&i| LEGACY[i].name)
                    .collect::<Vec<_>>()
                    .join(" / "),
                score: per_byte(r.score),
            })
            .collect(),
        note,
        margin: if margin.is_finite() { margin } else { 0.0 },
    }
}

/// The ranked distinct answers for `sample`, as encoding indices (each group's members, best
/// first): the evaluation's view of the ranking.
pub fn ranking(sample: &[u8]) -> Vec<Vec<usize>> {
    rank_scored(&ByteScorer::new(sample), None)
        .0
        .into_iter()
        .map(|r| r.members)
        .collect()
}

/// Runs of legacy bytes inside UTF-8.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Mixed {
    /// The encoding the runs read as.
    pub encoding: String,
    /// How many runs.
    pub runs: usize,
    /// Where the first begins.
    pub first_offset: u64,
    /// The language the runs read as.
    pub language: String,
}

/// What the window and the CLI say about where a file's bytes came from.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnosis {
    /// What the file is.
    pub verdict: Verdict,
    /// One line for a person, after the verdict name.
    pub summary: String,
    /// The encoding guess.
    pub guess: Guess,
    /// For `utf-8-mixed`: the legacy runs.
    pub mixed: Option<Mixed>,
    /// Mojibake found in valid UTF-8, with its repair (of the sample).
    pub mojibake: Option<super::mojibake::Mojibake>,
    /// For legacy bytes: a few of them and what they are in the guessed encoding ("B1 = ą").
    pub legacy_examples: Vec<(u8, char)>,
    /// For legacy bytes: the start of the text decoded as the guessed encoding.
    pub legacy_preview: String,
    /// How many bytes the diagnosis looked at (the sample), and the file's size.
    pub looked_at: usize,
    /// The file's size.
    pub size: u64,
    /// For ill-formed bytes: how much better (nats) the best legacy reading explains them than
    /// noise does; `None` for a legacy file with many of them, whose verdict does not need it.
    pub legacy_evidence: Option<f32>,
}

/// What UTF-8 makes of a sample.
struct Utf8Shape {
    /// Multi-byte characters.
    multi: usize,
    /// Bytes in multi-byte characters.
    multi_bytes: usize,
    /// Ill-formed bytes (not counting a sequence cut by the end of the sample).
    bad: Vec<usize>,
    /// A sequence cut by the end of the sample, where the file goes on.
    cut_at_end: bool,
}

fn utf8_shape(sample: &[u8], size: u64) -> Utf8Shape {
    let whole = sample.len() as u64 >= size;
    let (mut multi, mut multi_bytes) = (0, 0);
    let mut bad = Vec::new();
    let mut pos = 0;
    let mut cut_at_end = false;
    for chunk in sample.utf8_chunks() {
        for c in chunk.valid().chars().filter(|c| !c.is_ascii()) {
            multi += 1;
            multi_bytes += c.len_utf8();
        }
        pos += chunk.valid().len();
        let inv = chunk.invalid();
        if !whole && !inv.is_empty() && pos + inv.len() == sample.len() && inv.len() < 4 {
            // A lead byte with too few continuation bytes at the very end.
            let need = match inv[0] {
                0xC2..=0xDF => 2,
                0xE0..=0xEF => 3,
                0xF0..=0xF4 => 4,
                _ => 0,
            };
            if need > inv.len() {
                cut_at_end = true;
                pos += inv.len();
                continue;
            }
        }
        bad.extend(pos..pos + inv.len());
        pos += inv.len();
    }
    Utf8Shape {
        multi,
        multi_bytes,
        bad,
        cut_at_end,
    }
}

/// Why the sample is not text, if it is not.
fn binary_reason(sample: &[u8]) -> Option<String> {
    let n = sample.len().min(1 << 16);
    let head = &sample[..n];
    let nul = head.iter().filter(|&&b| b == 0).count();
    let ctrl = head
        .iter()
        .filter(|&&b| matches!(b, 0x00..=0x08 | 0x0E..=0x1A | 0x1C..=0x1F | 0x7F))
        .count();
    // One stray NUL in a short file (a classroom example) does not make it binary; one in every
    // 200 bytes, or control codes in more than 3% of them, does: text has almost none.
    if nul >= 2 && nul * 200 > n {
        Some(format!(
            "{nul} NUL bytes in the first {n} bytes: text files have none"
        ))
    } else if ctrl * 100 > 3 * n {
        Some(format!(
            "{}% of the first {n} bytes are control codes: text has almost none",
            ctrl * 100 / n
        ))
    } else {
        None
    }
}

/// The UTF-16 or UTF-32 form of a sample, and whether it has a BOM: by its BOM, by the pattern of
/// zero bytes (ASCII-heavy text), or by the byte-pair statistics of text with few zero bytes (CJK,
/// Cyrillic, …). `None` for everything else, valid UTF-8 included.
pub fn wide_form(sample: &[u8]) -> Option<(WideForm, bool)> {
    if let Some(f) = WideForm::from_bom(sample) {
        return Some((f, true));
    }
    wide_by_zeros(sample)
        .or_else(|| utf16_by_byte_pairs(sample))
        .map(|f| (f, false))
}

/// UTF-16 or UTF-32 without a BOM, from the pattern of zero bytes (ASCII-heavy text).
pub fn wide_by_zeros(sample: &[u8]) -> Option<WideForm> {
    let n = sample.len().min(1 << 16) & !3;
    if n < 8 {
        return None;
    }
    let mut zeros = [0usize; 4];
    for unit in sample[..n].chunks_exact(4) {
        for (z, &b) in zeros.iter_mut().zip(unit) {
            *z += usize::from(b == 0);
        }
    }
    let q = n / 4;
    // UTF-32: the top byte of every unit is zero and the next at most 0x10 (planes 0–16), the
    // units read as text; the lowest byte is rarely zero.
    for form in [WideForm::Utf32Le, WideForm::Utf32Be] {
        let (top, next, low) = if form.big_endian() {
            (0, 1, 3)
        } else {
            (3, 2, 0)
        };
        // (Fitting units have a zero top byte: too few zeros there and none need counting.)
        if zeros[top] * 100 < q * 99 {
            continue;
        }
        let fits = sample[..n]
            .chunks_exact(4)
            .filter(|u| u[top] == 0 && u[next] <= 0x10)
            .count();
        if fits * 100 >= q * 99 && zeros[low] * 2 < q && texty(&sample[..n], form) {
            return Some(form);
        }
    }
    let even = zeros[0] + zeros[2];
    let odd = zeros[1] + zeros[3];
    let units = n / 2;
    if odd * 4 >= units && even * 20 < units {
        Some(WideForm::Utf16Le)
    } else if even * 4 >= units && odd * 20 < units {
        Some(WideForm::Utf16Be)
    } else {
        None
    }
}

/// Bits by which the byte values at the low-byte positions must be more spread (Shannon entropy)
/// than those at the high-byte positions for text with few zero bytes to read as UTF-16. In UTF-16
/// the high byte names a script's block and takes few values (0x04 for Cyrillic, 0x4E–0x9F for Han,
/// 0xAC–0xD7 for Hangul) while the low byte takes almost any; in single-byte text both positions
/// hold the same distribution. Fitted on the calibration split (`evaluate -- --calibrate`): UTF-16
/// text of 200+ characters in 68 languages showed ≥ 1.3 bits, single-byte and UTF-8 text ≤ 0.45.
pub const UTF16_ASYMMETRY: f64 = 0.9;

/// UTF-16 without a BOM and with few zero bytes, from byte-pair statistics: the high bytes take
/// far fewer values than the low bytes, the units pair up without a lone surrogate, and nearly
/// all read as assigned characters that are not controls or private use.
fn utf16_by_byte_pairs(sample: &[u8]) -> Option<WideForm> {
    let n = sample.len().min(1 << 16) & !1;
    if n < 64 {
        return None;
    }
    let head = &sample[..n];
    // Valid UTF-8 is UTF-8, unless it is full of NULs and control codes: Cyrillic, Greek, Arabic, Thai, Devanagari in UTF-16 are all bytes
    // below 0x80 (0x0430 is `30 04`).
    let controls = count_bytes(head, |b| {
        b < 0x09 || b.wrapping_sub(0x0E) < 0x12 || b == 0x7F
    });
    // Nearly valid UTF-8 (damaged UTF-8 Cyrillic pairs its bytes much as UTF-16 does) is UTF-8
    // too: in UTF-16 CJK text the bytes ≥ 0x80 rarely form UTF-8 sequences.
    // (Bytes ≥ 0x80 are the non-ASCII bytes of the valid chunks and every ill-formed byte.)
    if controls * 100 < n {
        if simdutf8::basic::from_utf8(head).is_ok() {
            return None; // no ill-formed byte at all: the usual case, found at once
        }
        let high = count_bytes(head, |b| b >= 0x80);
        // Counted only until it is clearly more than a few (legacy text: at the first chunks).
        let mut bad = 0;
        for chunk in head.utf8_chunks() {
            bad += chunk.invalid().len();
            if bad * 50 > high {
                break;
            }
        }
        if bad * 50 <= high {
            return None;
        }
    }
    let asymmetry = byte_pair_asymmetry(head);
    // Little-endian puts the low byte first (even positions).
    let form = if asymmetry >= UTF16_ASYMMETRY {
        WideForm::Utf16Le
    } else if -asymmetry >= UTF16_ASYMMETRY {
        WideForm::Utf16Be
    } else {
        return None;
    };
    let errors = crate::codec::scan_wide(head, form).errors;
    // One lone surrogate may be a pair cut by the sample's end.
    let cut = u64::from(sample.len() > n);
    if errors > cut {
        return None;
    }
    texty(head, form).then_some(form)
}

/// How many of `bytes` satisfy `is`: counted in byte-wide lanes, 255 bytes at a time, which the
/// compiler turns into SIMD compares and adds (a `usize` per byte would widen every lane).
#[inline]
fn count_bytes(bytes: &[u8], is: impl Fn(u8) -> bool) -> usize {
    bytes
        .chunks(255)
        .map(|c| usize::from(c.iter().fold(0u8, |n, &b| n + u8::from(is(b)))))
        .sum()
}

/// Whether `bytes` read in `form` are nearly all (97%) characters text is made of.
fn texty(bytes: &[u8], form: WideForm) -> bool {
    let (text, _) = crate::codec::decode_wide(bytes, form);
    let total = text.chars().count();
    let good = text.chars().filter(|&c| is_text_char(c)).count();
    good * 100 >= total * 97
}

/// The Shannon entropy (bits) of the byte values at even positions minus that at odd positions:
/// clearly positive for UTF-16LE text, negative for UTF-16BE, near zero for single-byte text.
pub fn byte_pair_asymmetry(bytes: &[u8]) -> f64 {
    let mut counts = [[0u32; 256]; 2];
    for (i, &b) in bytes.iter().enumerate() {
        counts[i & 1][b as usize] += 1;
    }
    let entropy = |c: &[u32; 256]| -> f64 {
        let total = f64::from(c.iter().sum::<u32>().max(1));
        c.iter()
            .filter(|&&k| k > 0)
            .map(|&k| {
                let p = f64::from(k) / total;
                -p * p.log2()
            })
            .sum()
    };
    entropy(&counts[0]) - entropy(&counts[1])
}

/// Whether `c` is what text is made of: assigned, not a control (but tab and line breaks), not
/// private use, not a noncharacter.
fn is_text_char(c: char) -> bool {
    use unicode_general_category::{GeneralCategory as G, get_general_category};
    match get_general_category(c) {
        G::Unassigned | G::PrivateUse | G::Surrogate => false,
        G::Control => matches!(c, '\t' | '\n' | '\r' | '\u{0C}'),
        _ => true,
    }
}

/// "UTF-16LE text with BOM, 12,345 characters, valid", or "…, 2 errors (1 lone-high-surrogate,
/// 1 odd-length), first at byte 4,096 (line 3): <why>", from the counts of a whole file or a sample.
pub fn wide_summary(s: &WideStats) -> String {
    let mut out = format!(
        "{} text {}, {} character{}",
        s.encoding.name(),
        if s.bom { "with BOM" } else { "without BOM" },
        thousands(s.chars),
        if s.chars == 1 { "" } else { "s" }
    );
    match &s.first_error {
        None => out.push_str(", valid"),
        Some(e) => {
            let kinds: Vec<String> = s
                .by_kind
                .iter()
                .filter(|(_, n)| **n > 0)
                .map(|(k, n)| format!("{} {k}", thousands(*n)))
                .collect();
            out.push_str(&format!(
                ", {}, first at byte {} (line {}): {}",
                kinds.join(", "),
                thousands(e.offset),
                thousands(e.line),
                e.kind.explain(e.value, s.encoding)
            ));
        }
    }
    out
}

/// 12345 → "12,345".
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

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
struct Evidence {
    /// The best encoding and its language (indices into `LEGACY` and the models).
    best: Option<(usize, usize)>,
    /// The log-likelihood ratio of that reading against noise.
    ratio: f32,
    /// The runs (start, end) of ill-formed bytes.
    runs: Vec<(usize, usize)>,
}

/// The legacy evidence for the ill-formed bytes `bad` of `sample`.
fn legacy_evidence(sample: &[u8], bad: &[usize]) -> Evidence {
    let mut runs: Vec<(usize, usize)> = Vec::new();
    for &b in bad {
        match runs.last_mut() {
            // One run: bad bytes close together, or further apart with only ASCII between
            // (the plain letters of one pasted paragraph).
            Some((_, e))
                if b <= *e + RUN_GAP || (b <= *e + RUN_SPAN && sample[*e..b].is_ascii()) =>
            {
                *e = b + 1
            }
            _ => runs.push((b, b + 1)),
        }
    }
    // The probe: each run with some context, valid multi-byte UTF-8 blanked to spaces (so that it
    // reads the same in every encoding), runs separated by line breaks. The noise probe has the
    // ill-formed bytes blanked too.
    let mut is_bad = vec![false; sample.len()];
    for &b in bad {
        is_bad[b] = true;
    }
    let (mut probe, mut noise) = (Vec::new(), Vec::new());
    // At most PROBE bytes: plenty of evidence, and a bounded cost on a big legacy file.
    let mut n_bad = 0;
    'runs: for &(s, e) in &runs {
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
    let noise = ByteScorer::new(&noise);
    let probe = ByteScorer::new(&probe);
    // Two readings: in the languages of the UTF-8 around the runs (a fragment pasted into French
    // is most likely French), and in any language, which has more ways to fit noise and pays
    // for them.
    let host = host_languages(sample);
    let mut best: Option<((usize, usize), f32)> = None;
    for (only, look_elsewhere) in [
        (Some(host.as_slice()), (COUNT as f32).ln()),
        (
            None,
            (COUNT as f32).ln() + (lang::models().len() as f32).ln(),
        ),
    ] {
        if only.is_some_and(<[usize]>::is_empty) {
            continue;
        }
        let (ranked, _) = rank_scored(&probe, only);
        let Some(r) = ranked.first() else { continue };
        let noise_score = noise.score_ascii(r.language) - n_bad as f32 * (128f32).ln();
        let ratio = r.score - noise_score - look_elsewhere;
        if best.is_none_or(|b| ratio > b.1) {
            best = Some(((r.members[0], r.language), ratio));
        }
    }
    match best {
        Some((enc_lang, ratio)) => Evidence {
            best: Some(enc_lang),
            ratio,
            runs,
        },
        None => Evidence {
            best: None,
            ratio: f32::NEG_INFINITY,
            runs,
        },
    }
}

/// The three languages the well-formed UTF-8 of `sample` reads best as: its words with non-ASCII
/// letters, or without any, its ASCII text (none if it has no letters at all).
fn host_languages(sample: &[u8]) -> Vec<usize> {
    let mut text = String::new();
    for chunk in sample[..sample.len().min(32 * 1024)].utf8_chunks() {
        text.push_str(chunk.valid());
        text.push(' ');
    }
    // The words that hold non-ASCII letters carry the evidence.
    let words: Vec<&str> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_ascii())
        .take(2000)
        .collect();
    let joined = words.join(" ");
    if !text.chars().any(char::is_alphabetic) {
        return Vec::new();
    }
    let mut scored: Vec<(usize, f32)> = if words.is_empty() {
        // Without any, the ASCII words still tell French from English: scored by byte pairs.
        let ascii: Vec<u8> = text.bytes().filter(u8::is_ascii).take(8192).collect();
        let pairs = ByteScorer::new(&ascii);
        (0..lang::models().len())
            .map(|i| (i, pairs.score_ascii(i)))
            .collect()
    } else {
        lang::models()
            .iter()
            .enumerate()
            .map(|(i, m)| (i, m.score_text(&joined)))
            .collect()
    };
    scored.sort_by(|a, b| b.1.total_cmp(&a.1));
    scored.into_iter().take(3).map(|x| x.0).collect()
}

/// What the window's banner offers for a diagnosis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BannerAction {
    /// Open the Diagnosis tab (its repair and save buttons).
    Details,
    /// Read the characters as this encoding (View as).
    ViewAs(String),
    /// Decode from this encoding and save a UTF-8 copy.
    SaveAsUtf8(String),
    /// Go to the next error (F8).
    NextError,
}

impl Diagnosis {
    /// UTF-16 or UTF-32.
    pub fn is_wide(&self) -> bool {
        matches!(self.verdict, Verdict::Utf16 | Verdict::Utf32)
    }

    /// The sentence the window shows above the view, with what it offers, when the diagnosis says
    /// more than "valid UTF-8" (the same verdict and summary `check` prints).
    pub fn banner(&self) -> Option<(String, Vec<BannerAction>)> {
        if let Some(m) = &self.mojibake {
            return Some((
                format!("Valid UTF-8, but looks like mojibake: {}", m.describe()),
                vec![BannerAction::Details],
            ));
        }
        let enc = self.guess.encoding.clone();
        let actions = match self.verdict {
            Verdict::Utf8 => return None,
            Verdict::Legacy => vec![
                BannerAction::ViewAs(enc.clone()),
                BannerAction::SaveAsUtf8(enc),
                BannerAction::Details,
            ],
            Verdict::Utf16 | Verdict::Utf32 => {
                vec![BannerAction::SaveAsUtf8(enc), BannerAction::Details]
            }
            Verdict::Utf8Damaged => vec![BannerAction::NextError, BannerAction::Details],
            Verdict::Utf8Mixed => vec![BannerAction::NextError, BannerAction::Details],
            Verdict::Binary => vec![BannerAction::Details],
        };
        let lead = match self.verdict {
            Verdict::Legacy | Verdict::Utf16 | Verdict::Utf32 | Verdict::Binary => "Not UTF-8: ",
            _ => "",
        };
        // A legacy summary says "not UTF-8" itself: said once, capitalised.
        let text = match self.summary.strip_prefix("not UTF-8: ") {
            Some(rest) => format!("Not UTF-8: {rest}"),
            None => format!("{lead}{}", self.summary),
        };
        Some((text, actions))
    }
}

/// Diagnoses the first bytes of a file (`sample`) of `size` bytes.
pub fn diagnose(sample: &[u8], size: u64) -> Diagnosis {
    diagnose_with_form(sample, size, wide_form(sample))
}

/// [`diagnose`], with [`wide_form`] of `sample` already worked out (check reads it first to
/// count UTF-16/32 units in the same pass, and does not work it out twice).
pub fn diagnose_with_form(sample: &[u8], size: u64, wide: Option<(WideForm, bool)>) -> Diagnosis {
    let mut d = Diagnosis {
        verdict: Verdict::Utf8,
        summary: String::new(),
        guess: Guess::plain("UTF-8", true, String::new()),
        mixed: None,
        mojibake: None,
        legacy_examples: Vec::new(),
        legacy_preview: String::new(),
        looked_at: sample.len(),
        size,
        legacy_evidence: None,
    };
    let partial = if (sample.len() as u64) < size {
        format!(" (diagnosed from the first {} bytes)", sample.len())
    } else {
        String::new()
    };
    if sample.is_empty() {
        d.summary = "empty file".into();
        d.guess = Guess::plain("ASCII", true, "Empty: every encoding agrees.".into());
        return d;
    }
    if let Some((form, with_bom)) = wide {
        let stats = crate::codec::scan_wide(sample, form);
        d.verdict = if form.is_utf16() {
            Verdict::Utf16
        } else {
            Verdict::Utf32
        };
        d.summary = format!("{}{partial}", wide_summary(&stats));
        let name = form.name();
        d.guess = Guess::plain(
            name,
            with_bom,
            if with_bom {
                format!("The file starts with a {name} byte order mark.")
            } else if form.is_utf16() {
                format!(
                    "No byte order mark, but the bytes pair up as {name} code units: the high \
                     bytes take few values, the low bytes many, and the units read as text."
                )
            } else {
                format!("No byte order mark, but the zero bytes fall where {name} puts them.")
            },
        );
        return d;
    }
    let shape = utf8_shape(sample, size);
    if let Some(why) = binary_reason(sample) {
        d.verdict = Verdict::Binary;
        d.summary = format!("not text: {why}");
        d.guess = Guess::plain("binary", true, why);
        return d;
    }
    if shape.bad.is_empty() {
        d.verdict = Verdict::Utf8;
        let has_bom = sample.starts_with(b"\xEF\xBB\xBF");
        d.guess = if has_bom {
            Guess::plain(
                "UTF-8 (with BOM)",
                true,
                "The file starts with a UTF-8 byte order mark.".into(),
            )
        } else if shape.multi == 0 {
            Guess::plain("ASCII", true, "ASCII: every encoding here agrees.".into())
        } else if shape.multi < FEW_HIGH_BYTES {
            Guess::plain(
                "UTF-8",
                false,
                "Valid UTF-8, but with few non-ASCII characters: a weak guess.".into(),
            )
        } else {
            Guess::plain("UTF-8", true, "Valid UTF-8 throughout.".into())
        };
        let end = sample.len()
            - if shape.cut_at_end {
                sample.len() - sample.utf8_chunks().map(|c| c.valid().len()).sum::<usize>()
            } else {
                0
            };
        if let Ok(text) = std::str::from_utf8(&sample[..end]) {
            d.mojibake = super::mojibake::diagnose(text);
        }
        d.summary = match &d.mojibake {
            Some(m) => format!(
                "valid UTF-8, but looks like mojibake ({}){partial}",
                m.describe()
            ),
            None => format!("valid UTF-8{partial}"),
        };
        return d;
    }
    // Legacy text forms a valid UTF-8 sequence now and then by accident (Thai in TIS-620, Russian
    // in IBM866 often do); a file is legacy throughout when most of its non-ASCII bytes are
    // ill-formed, UTF-8 with runs of something else when most are well-formed.
    let legacy = shape.bad.len() > shape.multi_bytes;
    // The evidence that the ill-formed bytes read as text decides every case but a legacy file
    // with many of them (the usual one): it is not worked out there.
    let Evidence { best, ratio, runs } = if legacy && shape.bad.len() >= FEW_HIGH_BYTES {
        Evidence {
            best: None,
            ratio: f32::INFINITY,
            runs: Vec::new(),
        }
    } else {
        let e = legacy_evidence(sample, &shape.bad);
        d.legacy_evidence = Some(e.ratio);
        e
    };
    let textual = ratio >= LEGACY_EVIDENCE;
    if legacy {
        d.guess = guess_legacy(sample);
        if ratio >= ASCII_LEGACY_EVIDENCE || shape.bad.len() >= FEW_HIGH_BYTES {
            d.verdict = Verdict::Legacy;
            d.summary = format!(
                "not UTF-8: {} text in {}{}{partial}",
                d.guess.language.as_deref().unwrap_or("unknown"),
                d.guess.encoding_with_equals(),
                if d.guess.confident {
                    ""
                } else {
                    " (a weak guess)"
                }
            );
        } else {
            d.verdict = Verdict::Utf8Damaged;
            d.summary = format!(
                "ASCII with {} stray byte{} that read as no language{partial}",
                shape.bad.len(),
                if shape.bad.len() == 1 { "" } else { "s" }
            );
        }
    } else if textual && let Some((enc, language)) = best {
        d.verdict = Verdict::Utf8Mixed;
        let name = LEGACY[enc].name;
        let language = lang::models()[language].name.to_string();
        d.mixed = Some(Mixed {
            encoding: name.to_string(),
            runs: runs.len(),
            first_offset: runs.first().map_or(0, |r| r.0 as u64),
            language: language.clone(),
        });
        d.summary = format!(
            "UTF-8 with {} run{} of {language} text in {name}, the first at byte {}{partial}",
            runs.len(),
            if runs.len() == 1 { "" } else { "s" },
            runs.first().map_or(0, |r| r.0)
        );
        d.guess = Guess::plain(
            "UTF-8",
            false,
            format!("UTF-8 with runs of {name} pasted in."),
        );
        d.guess.language = Some(language);
    } else {
        d.verdict = Verdict::Utf8Damaged;
        d.summary = format!(
            "UTF-8 with {} damaged byte{}, the first at byte {}{partial}",
            shape.bad.len(),
            if shape.bad.len() == 1 { "" } else { "s" },
            shape.bad[0]
        );
        d.guess = Guess::plain(
            "UTF-8",
            false,
            "UTF-8 with a few ill-formed bytes that read as no text: corruption.".into(),
        );
    }
    let example_enc = match (&d.mixed, d.verdict) {
        (Some(m), _) => super::legacy::by_name(&m.encoding),
        (None, Verdict::Legacy) => super::legacy::by_name(&d.guess.encoding),
        _ => None,
    };
    if let Some(l) = example_enc {
        for &i in &shape.bad {
            let b = sample[i];
            if d.legacy_examples.len() >= 6 {
                break;
            }
            if let Some(c) = l.decode_byte(b)
                && !d.legacy_examples.iter().any(|(x, _)| *x == b)
            {
                d.legacy_examples.push((b, c));
            }
        }
        if d.verdict == Verdict::Legacy {
            d.legacy_preview = l.decode(&sample[..sample.len().min(400)]);
        }
    }
    d
}

/// Repairs UTF-8 with legacy runs: ill-formed bytes read as `encoding`, everything else kept.
pub fn repair_mixed(bytes: &[u8], encoding: &Legacy) -> String {
    let mut out = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        out.push_str(chunk.valid());
        out.extend(
            chunk
                .invalid()
                .iter()
                .map(|&b| encoding.decode_byte(b).unwrap_or('\u{FFFD}')),
        );
    }
    out
}
