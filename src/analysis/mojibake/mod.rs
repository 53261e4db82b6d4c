//! Mojibake: valid UTF-8 that is the product of a wrong round trip ("Ã©" for "é", "Ð¿Ñ€Ð¸" for
//! "при", "g√¢teaux" through Mac Roman, "╨┐╤Ç╨░" through IBM437), possibly several layers deep,
//! and its repair.
//!
//! The test is a reversal, run by run: take each run of non-ASCII characters, encode it back with a
//! legacy encoding L, and see whether the bytes are well-formed UTF-8 (or CESU-8, for emoji whose
//! UTF-16 surrogates were encoded one by one) holding a multi-byte character. Every encoding is
//! tried; C1 controls that stand for windows-1252 punctuation (`\x84Handwerk … hin\x93`, text read
//! as ISO-8859-1) are one more candidate.
//!
//! A reversal is only a candidate. Correct text reverses by accident now and then (`NESTLÉ®` gives
//! `NESTLɮ`, `5×£35` gives `5ף35`), and two encodings can both reverse a run to different text. So
//! each candidate, in its word, is scored with the language models ([`super::lang`]) against the
//! word as it stands, and the most plausible wins only if it beats the original by a margin; a
//! repaired run is tried again for another layer. Because every run is decided on its own, a file
//! with some garbled lines is repaired there and left alone elsewhere; because a text's runs must
//! together show enough evidence, a short text needs a clear case.

pub mod cjk;
mod lines;

use super::lang;
use super::legacy::{LEGACY, Legacy};
// foldhash: the search hashes many short strings and characters per text; SipHash was a tenth
// of the time of checking a folder.
use foldhash::{HashMap, HashMapExt, HashSet, HashSetExt};
use std::borrow::Cow;

/// Name of the non-UTF-8 repair: C1 controls standing for windows-1252 bytes.
pub const C1_AS_1252: &str = "ISO-8859-1 (C1 controls for windows-1252)";

/// Name of the other non-UTF-8 repair: C1 controls standing for Mac Roman bytes, which are its
/// small accented letters (`conf\u{92}an` for `confían`: a Mac Roman text read as ISO-8859-1).
pub const C1_AS_MAC: &str = "ISO-8859-1 (C1 controls for macintosh)";

/// Nats a C1 control read as a Mac Roman letter ([`C1_AS_MAC`]) costs against reading it as
/// windows-1252's punctuation: windows-1252 text read as ISO-8859-1 is by far the more common
/// story, and to a language model whose training text lacks the curly apostrophe `don’t` is
/// hardly likelier than `donít`. Inside a word of a language that writes the letter (`confían`
/// against `conf’an`) the letter still wins by more.
const MAC_C1_PRIOR: f32 = 6.0;

/// Nats a layer through a code page other than windows-1252 (and ISO-8859-1, which reads its
/// letters alike) costs: windows-1252 is what most text was wrongly read as, and where two code
/// pages repair a run to the same letter in another case (`ÃŠtre`: windows-1252's `Š` is 8A,
/// `Être`; ISO-8859-10's is AA, `être`) the case models fold could not tell them; the small
/// cost of a capital starting a word chose the rare page (CLI pass 2026-12-05 #5: `îles`,
/// `êtes`, `żsaka` for `Ōsaka`).
const RARE_PAGE_PRIOR: f32 = 1.5;

/// The repairs that read C1 controls as the bytes of a code page: (name, the code page).
type CodePage = fn() -> Option<&'static Legacy>;
const C1_READINGS: [(&str, CodePage); 2] = [(C1_AS_1252, windows_1252), (C1_AS_MAC, mac_roman)];

/// Runs of non-ASCII characters: (start byte, end byte) in `text`. A run that ends where a UTF-8
/// sequence read as windows-1252 was cut takes the ASCII byte that stands for the lost one: a
/// space where a sloppy decoder turned the A0 of `Ã\u{A0}` (à) into a plain one, a `?` where it
/// turned an undefined byte (`â€\u{9D}`, ”) into a question mark, and goes on past the space or
/// the `?` when non-ASCII characters follow it. A byte order mark that starts the text is no
/// part of a run: glued to the first word, it made that word one no code page writes, and the
/// word stayed garbled (`\u{FEFF}Ã‰lÃ¨ve` → `Ã‰lève`: CLI pass 2026-12-05 #4).
fn runs(text: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    let bytes = text.as_bytes();
    let mut pos = if text.starts_with('\u{FEFF}') { 3 } else { 0 };
    std::iter::from_fn(move || {
        let start = pos + bytes[pos..].iter().position(|b| !b.is_ascii())?;
        let mut end = start;
        loop {
            end += bytes[end..]
                .iter()
                .position(u8::is_ascii)
                .unwrap_or(bytes.len() - end);
            let next = text.get(end + 1..).and_then(|t| t.chars().next());
            match bytes.get(end) {
                Some(b' ') if let Some(goes_on) = a0_fits(&text[start..end], next) => {
                    end += 1;
                    // A letter right after: the space was the A0
                    // inside the word (`Ð Ð¾Ñ` for `Рос`, `Î Ï…` for `Πυ`), so the run goes on
                    // with the word.
                    if goes_on && bytes.get(end).is_some_and(|b| !b.is_ascii()) {
                        continue;
                    }
                }
                Some(b'?') if lost_byte_at_end(&text[start..end]) => {
                    end += 1;
                    // The word goes on: the run does too, so the lost byte is judged in it.
                    if bytes.get(end).is_some_and(|b| !b.is_ascii()) {
                        continue;
                    }
                }
                _ => {}
            }
            break;
        }
        pos = end;
        Some((start, end))
    })
}

/// Mac Roman, whose letters C1 controls may stand for ([`C1_AS_MAC`]).
fn mac_roman() -> Option<&'static Legacy> {
    static W: std::sync::OnceLock<Option<&'static Legacy>> = std::sync::OnceLock::new();
    *W.get_or_init(|| super::legacy::by_name("macintosh"))
}

/// windows-1252, the encoding whose lost bytes these are.
fn windows_1252() -> Option<&'static Legacy> {
    static W: std::sync::OnceLock<Option<&'static Legacy>> = std::sync::OnceLock::new();
    *W.get_or_init(|| super::legacy::by_name("windows-1252"))
}

/// `c` written in windows-1252, if that is a UTF-8 continuation byte (80–BF): `œ`, `€`, `¸`…
fn continuation_byte(c: Option<char>) -> Option<u8> {
    c.zip(windows_1252())
        .and_then(|(c, w)| w.encode_char(c))
        .filter(|b| (0x80..=0xBF).contains(b))
}

/// The UTF-8 sequence cut short at the end of `bytes` (a lead byte and fewer continuation bytes
/// than it announces): where it starts and how many bytes it lacks; `None` when `bytes` ends
/// whole or in no sequence.
fn missing_at_end(bytes: &[u8]) -> Option<(usize, usize)> {
    let from = bytes.len().saturating_sub(4);
    let lead = from
        + bytes[from..]
            .iter()
            .rposition(|b| !(0x80..=0xBF).contains(b))?;
    let need = sequence_len(bytes[lead])? - 1;
    let have = bytes.len() - lead - 1;
    (have < need).then(|| (lead, need - have))
}

/// The code pages whose no-break space (A0) sloppy decoders lose, besides windows-1252: Latin text
/// read through windows-1251 (`Г ` for `à`, C3 A0) or windows-1250 (`Ă ` for `à`: Vietnamese
/// `hĂ i` for `hài`). Tried for a two-byte character's A0 only, where windows-1252 cannot write
/// the run.
fn other_a0_pages() -> &'static [&'static Legacy] {
    static W: std::sync::OnceLock<Vec<&'static Legacy>> = std::sync::OnceLock::new();
    W.get_or_init(|| {
        ["windows-1251", "windows-1250"]
            .into_iter()
            .filter_map(super::legacy::by_name)
            .collect()
    })
}

/// Whether a repair is named after a code page whose A0 a sloppy decoder may lose.
fn loses_a0(name: &str) -> bool {
    name == "windows-1252" || other_a0_pages().iter().any(|l| l.name == name)
}

/// The last four characters of `run` written back in windows-1252 (`None` if one cannot be).
fn tail_in_1252(run: &str) -> Option<Vec<u8>> {
    tail_in(windows_1252()?, run)
}

/// The last four characters of `run` written back in `w` (`None` if one cannot be).
fn tail_in(w: &Legacy, run: &str) -> Option<Vec<u8>> {
    let mut tail = run
        .chars()
        .rev()
        .take(4)
        .map(|c| w.encode_char(c))
        .collect::<Option<Vec<u8>>>()?;
    tail.reverse();
    Some(tail)
}

/// Whether a lost A0 fits after `run` (written back in windows-1252): its last sequence lacks a
/// byte that A0 is, completing a well-formed character (`Ã` is C3, `à` C3 A0; `Ð` D0, `Р` D0 A0;
/// `ãƒ` E3 83, `ム` E3 83 A0), or lacks two and `next`, the character after the space, is the
/// last (`ì œ` is EC A0 9C, `제`). `à”` (E0 94) is no start of one: E0 takes A0–BF next. A run
/// windows-1252 cannot write is tried in the other code pages that lose it ([`other_a0_pages`]),
/// for a two-byte character's A0 only (`Г ` for `à`).
///
/// `None` when it does not fit; else whether the run may go on past the space into a word that
/// follows it (the A0 inside a word: through windows-1252 only, whose runs are the usual story;
/// in Romanian `GENERALĂ “` the `Ă ` is a word's end before a quote, and a run that swallowed
/// the quote would keep it from being read on its own).
fn a0_fits(run: &str, next: Option<char>) -> Option<bool> {
    let (tail, two_byte_only) = match tail_in_1252(run) {
        Some(t) => (t, false),
        None => (other_a0_pages().iter().find_map(|w| tail_in(w, run))?, true),
    };
    let (lead, missing) = missing_at_end(&tail)?;
    if two_byte_only && !(0xC2..=0xDF).contains(&tail[lead]) {
        return None;
    }
    let mut seq = tail[lead..].to_vec();
    seq.push(0xA0);
    match (missing, continuation_byte(next)) {
        (1, _) => {}
        (2, Some(b)) if !two_byte_only => seq.push(b),
        _ => return None,
    }
    std::str::from_utf8(&seq).is_ok().then_some(!two_byte_only)
}

/// Whether `run`, written back in windows-1252, ends in a UTF-8 sequence cut short (a lead byte
/// and fewer continuation bytes than it announces): only its last four characters are looked at.
fn lost_byte_at_end(run: &str) -> bool {
    tail_in_1252(run).is_some_and(|t| missing_at_end(&t).is_some())
}

/// The candidates of a run in which a sloppy decoder turned the A0 byte into a plain space
/// ([`runs`] took each such space in, one byte short of a sequence, at the end of the run or
/// inside a word): the run written back in windows-1252 (or windows-1251, windows-1250: `Г `, `Ă ` are `à`) with
/// each of those spaces as A0 (`Ã ` is `à`, `Ð Ð¾Ñ` is `Рос`, `ãƒ ` is `ム`), read as UTF-8;
/// only repairs where every character put back whole is a letter or a mark count.
fn lost_byte_candidates(run: &str, out: &mut Vec<(&'static str, String)>) {
    if !run.contains(' ') || run.is_ascii() {
        return;
    }
    for l in windows_1252()
        .into_iter()
        .chain(other_a0_pages().iter().copied())
    {
        lost_byte_candidates_in(l, run, out);
    }
}

/// [`lost_byte_candidates`] through one code page `l`.
fn lost_byte_candidates_in(l: &'static Legacy, run: &str, out: &mut Vec<(&'static str, String)>) {
    let mut bytes = Vec::with_capacity(run.len());
    let mut filled = Vec::new();
    for c in run.chars() {
        if c == ' ' {
            if missing_at_end(&bytes).is_none() {
                return;
            }
            filled.push(bytes.len());
            bytes.push(0xA0);
        } else {
            let Some(b) = l.encode_char(c) else { return };
            bytes.push(b);
        }
    }
    let Ok(fixed) = std::str::from_utf8(&bytes) else {
        return;
    };
    // The character each A0 completes: the one whose bytes hold it. A no-break space (C2 A0,
    // `Â ` left of it) counts only inside a run that goes on (`namedÂ â€ž` for `named „`): at
    // a run's end it is what a name in capitals before a space makes (`MISUTÂ AJIKKO`).
    let letters = filled.iter().all(|&at| {
        let start = (0..=at).rev().find(|&i| fixed.is_char_boundary(i));
        start
            .and_then(|i| fixed[i..].chars().next())
            .is_some_and(|c| {
                // Through the other code pages, a letter only: a capital ending a word in
                // capitals before a space (`MĚSTĚ `) would complete a combining mark.
                let letter = if l.name == "windows-1252" {
                    super::lang::is_letter_or_mark(c)
                } else {
                    c.is_alphabetic()
                };
                letter || (c == '\u{A0}' && at + 1 < bytes.len())
            })
    });
    if letters && !out.iter().any(|(_, f)| f == fixed) {
        out.push((l.name, fixed.to_string()));
        // A run that ends in the space: the A0 may also have been lost beside it, and the space
        // be the one after the word (`voilÃ le` for `voilà le`: HTML and editors fold a no-break
        // space and a space into one). The words around decide (`àquele` is one word).
        if run.ends_with(' ') && filled.last() == Some(&(bytes.len() - 1)) {
            out.push((l.name, format!("{fixed} ")));
        }
    }
}

/// Whether `c` stands for a byte a decoder lost: U+FFFD, or a `?` (in a run, [`runs`] takes a `?`
/// in only where a byte was cut off before it).
fn is_hole(c: char) -> bool {
    c == '\u{FFFD}' || c == '?'
}

/// Whether a run holds a byte a decoder lost ([`is_hole`]).
/// Only runs of at most [`MAX_HOLE_RUN`] characters with at most [`MAX_HOLES`] holes are searched
/// (mojibake of words is short; a long run of U+FFFD is text already lost, not a byte here and
/// there).
fn has_hole(run: &str) -> bool {
    let holes = run.chars().filter(|&c| is_hole(c)).count();
    (1..=MAX_HOLES).contains(&holes) && run.chars().nth(MAX_HOLE_RUN).is_none()
}

/// Most holes in a run that is searched for lost bytes.
const MAX_HOLES: usize = 64;
/// Most characters in a run that is searched for lost bytes.
const MAX_HOLE_RUN: usize = 1024;

/// The bytes `l` leaves undefined: unmapped, or in a Windows code page mapped to the C1 control
/// of the same value as WHATWG's tables do (windows-1252's 81 8D 8F 90 9D; ISO 8859 defines its
/// C1 controls). A strict decoder writes U+FFFD or `?` for them; worked out once per encoding.
fn undefined_bytes(l: &Legacy) -> &'static [u8] {
    static U: std::sync::OnceLock<Vec<Vec<u8>>> = std::sync::OnceLock::new();
    U.get_or_init(|| {
        LEGACY
            .iter()
            .map(|l| {
                (0x80..=0xFF)
                    .filter(|&b| {
                        l.decode_byte(b)
                            .is_none_or(|c| l.name.starts_with("windows-") && is_c1(c))
                    })
                    .collect()
            })
            .collect()
    })[l.index()]
    .as_slice()
}

/// Whether `c` may stand between `prev` and `next` in real text. The language models read
/// punctuation, spaces and format characters as separators, so which of them a lost byte was is
/// decided here by where it stands: a closing quote ends a word, a hyphen joins two, a joiner
/// sits inside a non-ASCII cluster, a right-to-left mark beside right-to-left letters, a
/// typographic space never (a decoder that lost it is rarer than the other readings).
fn fits(prev: Option<char>, c: char, next: Option<char>) -> bool {
    use unicode_general_category::{GeneralCategory as G, get_general_category};
    use unicode_script::{Script, UnicodeScript};
    let word = |x: Option<char>| x.is_some_and(char::is_alphanumeric);
    let space = |x: Option<char>| x.is_none_or(char::is_whitespace);
    let rtl = |x: Option<char>| {
        x.is_some_and(|x| matches!(x.script(), Script::Hebrew | Script::Arabic | Script::Syriac))
    };
    match get_general_category(c) {
        G::FinalPunctuation | G::ClosePunctuation => !space(prev) && !word(next),
        G::InitialPunctuation | G::OpenPunctuation => !word(prev) && !space(next),
        G::DashPunctuation => word(prev) && word(next),
        G::SpaceSeparator
        | G::LineSeparator
        | G::ParagraphSeparator
        | G::Control
        | G::Unassigned
        | G::PrivateUse
        | G::Surrogate => false,
        G::Format => match c {
            '\u{200E}' | '\u{200F}' => rtl(prev) || rtl(next),
            _ => prev.is_some_and(|p| !p.is_ascii()) && next.is_some_and(|n| !n.is_ascii()),
        },
        _ => true,
    }
}

/// Nats added to a repair for each lost byte put back as the one punctuation mark that fits
/// there (`â€?` after a word is `”`): the language models read punctuation as a separator, so
/// `etâ€?` and `et”` differ to them only by a plausible `â`, yet a UTF-8 sequence cut exactly
/// where a strict decoder drops a byte, then a `?`, is the commonest mojibake there is.
const PUNCTUATION_HOLE_BONUS: f32 = 5.0;

/// Work (bytes decoded, about) the lost-byte search may spend on one text: a chunk of real
/// mojibake with a byte lost here and there spends a small part of it; a crafted one (a megabyte
/// of `â€?`) stops there, the rest of its holes left unread, instead of taking a minute. The same
/// text spends it the same way, so `check` and `fix` agree.
const HOLE_BUDGET: u64 = 20_000_000;

thread_local! {
    /// What is left of [`HOLE_BUDGET`] for the text being diagnosed on this thread.
    static HOLE_WORK: std::cell::Cell<u64> = const { std::cell::Cell::new(HOLE_BUDGET) };
}

/// Nats added to a repair for each lost byte that some reading puts back but none clearly: the
/// sequence cut exactly where a decoder drops a byte is evidence of mojibake even when the byte
/// stays U+FFFD (`Há»?a` is `Hỏa` or `Họa`; `H�a` is the honest repair).
const UNCLEAR_HOLE_BONUS: f32 = 3.0;

/// Nats a lost byte's reading through another code page than windows-1252 gives up: most strict
/// decoders that lose bytes are windows-1252's, and the code pages with many undefined bytes
/// offer many readings (windows-1250 and -1258 give `Ỉ` where windows-1252 gives `ỏ`).
const OTHER_DECODER_PRIOR: f32 = 3.0;

/// Nats by which one reading of a lost byte must beat every other that fits before it is
/// written; below that the character is U+FFFD (a repair that guesses is a new error).
const LOST_BYTE_MARGIN: f32 = 4.0;

/// The candidates of a run holding bytes a decoder lost ([`has_hole`]): for each encoding, the run
/// written back with each hole filled by one of the bytes that encoding leaves undefined, read as
/// UTF-8. Which decoder lost the byte is unknown, so a hole is decided over the readings of every
/// encoding at once: it is filled when exactly one character fits where it stands ([`fits`]), or
/// one character beats every other by [`LOST_BYTE_MARGIN`] in the word's languages (with no
/// languages, none does), and only in the encodings that give that character; else it is
/// U+FFFD. Holes are decided left to right, the later ones held as U+FFFD meanwhile.
fn hole_candidates(
    prefix: &str,
    run: &str,
    suffix: &str,
    languages: &[(&lang::Model, f32)],
) -> Vec<(&'static str, String, f32)> {
    // Each encoding that writes the rest of the run: its bytes, `None` for a hole.
    let mut readings: Vec<(&'static Legacy, Vec<Option<u8>>)> = Vec::new();
    'encoding: for l in order() {
        if undefined_bytes(l).is_empty() {
            continue;
        }
        let mut bytes: Vec<Option<u8>> = Vec::with_capacity(run.len());
        for c in run.chars() {
            if is_hole(c) {
                bytes.push(None);
            } else {
                match l.encode_char(c) {
                    Some(b) => bytes.push(Some(b)),
                    None => continue 'encoding,
                }
            }
        }
        if bytes.iter().flatten().any(|b| *b >= 0x80) {
            readings.push((l, bytes));
        }
    }
    let holes: Vec<usize> = run
        .chars()
        .enumerate()
        .filter(|&(_, c)| is_hole(c))
        .map(|(i, _)| i)
        .collect();
    let mut bonus = 0.0;
    for &h in &holes {
        // Each reading decodes the run once per hole; each option is scored on a short window.
        let cost = readings.len() as u64 * (run.len() as u64 + 64);
        let left = HOLE_WORK.with(|w| {
            let left = w.get().saturating_sub(cost);
            w.set(left);
            left
        });
        if left == 0 {
            return Vec::new();
        }
        // (reading, byte, the character it makes, the text around it).
        let mut options: Vec<(usize, u8, char, String)> = Vec::new();
        for (r, (l, fills)) in readings.iter_mut().enumerate() {
            // The reading as it stands (holes as U+FFFD), once per hole: each byte put back is
            // then read in its own sequence only.
            let Some(base) = decode_indexed(fills) else {
                continue;
            };
            let Some(k) = base.iter().rposition(|&(start, _)| start <= h) else {
                continue;
            };
            let (start, end) = (base[k].0, base.get(k + 1).map_or(fills.len(), |n| n.0));
            let mut chars: Vec<char> = base.iter().map(|&(_, c)| c).collect();
            for &b in undefined_bytes(l) {
                fills[h] = Some(b);
                let seq: Option<Vec<u8>> = fills[start..end].iter().copied().collect();
                let mut read = seq
                    .as_deref()
                    .and_then(|s| std::str::from_utf8(s).ok())
                    .map(str::chars);
                if let Some(c) = read.as_mut().and_then(Iterator::next)
                    && read.and_then(|mut r| r.next()).is_none()
                {
                    chars[k] = c;
                    let prev = k.checked_sub(1).map(|j| chars[j]);
                    let prev = prev.or_else(|| prefix.chars().next_back());
                    let next = chars.get(k + 1).copied().or_else(|| suffix.chars().next());
                    if fits(prev, c, next) {
                        // The models read pairs of characters: a few on either side decide.
                        let from = k.saturating_sub(HOLE_CONTEXT);
                        let to = (k + HOLE_CONTEXT + 1).min(chars.len());
                        let mut window = String::new();
                        if from == 0 {
                            window.push_str(prefix);
                        }
                        window.extend(&chars[from..to]);
                        if to == chars.len() {
                            window.push_str(suffix);
                        }
                        options.push((r, b, c, window));
                    }
                }
            }
            fills[h] = None;
        }
        let mut distinct: Vec<char> = options.iter().map(|o| o.2).collect();
        distinct.sort_unstable();
        distinct.dedup();
        let pick = match distinct.len() {
            0 => None,
            1 => {
                // Punctuation the language models cannot weigh, put back where it alone fits.
                if !super::lang::is_letter_or_mark(distinct[0]) {
                    bonus += PUNCTUATION_HOLE_BONUS;
                }
                Some(distinct[0])
            }
            _ if languages.is_empty() => None,
            _ => {
                // Each character's best score over the readings that give it.
                let mut best: Vec<(char, f32)> = Vec::new();
                for (r, _, c, w) in &options {
                    let prior = if windows_1252().is_some_and(|w| std::ptr::eq(w, readings[*r].0)) {
                        0.0
                    } else {
                        OTHER_DECODER_PRIOR
                    };
                    let s = plausibility(w, languages) - prior;
                    match best.iter_mut().find(|(x, _)| x == c) {
                        Some(e) => e.1 = e.1.max(s),
                        None => best.push((*c, s)),
                    }
                }
                best.sort_by(|a, b| b.1.total_cmp(&a.1));
                (best[0].1 >= best[1].1 + LOST_BYTE_MARGIN).then_some(best[0].0)
            }
        };
        if pick.is_none() && !options.is_empty() {
            // Bytes some decoder lost, though which is unclear: U+FFFD is still the better text.
            bonus += UNCLEAR_HOLE_BONUS;
        }
        if let Some(c) = pick {
            for (r, b, oc, _) in &options {
                if *oc == c {
                    readings[*r].1[h] = Some(*b);
                }
            }
        }
    }
    let mut out: Vec<(&'static str, String, f32)> = Vec::new();
    for (l, fills) in &readings {
        if let Some(text) = decode_with_holes(fills)
            && text != run
            && !text.is_ascii()
            && !out.iter().any(|(_, f, _)| *f == text)
        {
            out.push((l.name, text, bonus));
        }
    }
    out
}

/// The length a UTF-8 lead byte announces (1 for ASCII), `None` for a continuation or invalid
/// byte.
fn sequence_len(b: u8) -> Option<usize> {
    match b {
        0x00..=0x7F => Some(1),
        0xC2..=0xDF => Some(2),
        0xE0..=0xEF => Some(3),
        0xF0..=0xF4 => Some(4),
        _ => None,
    }
}

/// `bytes` read as UTF-8, where a sequence holding an unfilled hole (`None`) is one U+FFFD; a
/// hole where a sequence would start (a lost lead byte) takes the continuation bytes after it.
/// `None` when the rest is not well-formed.
fn decode_with_holes(bytes: &[Option<u8>]) -> Option<String> {
    decode_indexed(bytes).map(|v| v.into_iter().map(|(_, c)| c).collect())
}

/// [`decode_with_holes`], each character with the index of its first byte.
fn decode_indexed(bytes: &[Option<u8>]) -> Option<Vec<(usize, char)>> {
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let n = match bytes[i] {
            Some(b) => sequence_len(b)?,
            None => {
                1 + bytes[i + 1..]
                    .iter()
                    .take(3)
                    .take_while(|b| b.is_some_and(crate::codec::sequence::is_continuation))
                    .count()
            }
        };
        let seq = bytes.get(i..i + n)?;
        if seq.iter().any(Option::is_none) {
            out.push((i, '\u{FFFD}'));
        } else {
            let raw: Vec<u8> = seq.iter().flatten().copied().collect();
            let c = std::str::from_utf8(&raw).ok()?.chars().next()?;
            out.push((i, c));
        }
        i += n;
    }
    Some(out)
}

/// Characters on either side of a lost byte that judge what it was.
const HOLE_CONTEXT: usize = 6;

/// Encodings in the order their candidates are preferred when two give the same text.
fn order() -> &'static [&'static Legacy] {
    static O: std::sync::OnceLock<Vec<&'static Legacy>> = std::sync::OnceLock::new();
    O.get_or_init(|| {
        let mut v: Vec<&Legacy> = LEGACY.iter().collect();
        let rank = |l: &Legacy| match l.name {
            "windows-1252" => 0,
            "ISO-8859-1" => 2,
            _ if l.name.starts_with("windows") => 1,
            _ => 3,
        };
        v.sort_by_key(|l| rank(l));
        v
    })
}

/// For a character: the encodings (bit `i` for `LEGACY[i]`) that write it as a UTF-8 lead byte
/// (C2–F4: where a wrong round trip can start), and those that write it as a continuation byte
/// (80–BF: what must come next). Worked out once for every character any table has, so that the
/// runs of correct text (nearly all runs) are turned down with two look-ups, not fifty encodings.
#[derive(Clone, Copy, Default)]
struct RoundTrip {
    lead: u64,
    cont: u64,
}

fn round_trip(c: char) -> RoundTrip {
    struct Table {
        dense: Vec<RoundTrip>,
        rest: HashMap<char, RoundTrip>,
    }
    static T: std::sync::OnceLock<Table> = std::sync::OnceLock::new();
    const DENSE: usize = 0x800;
    let t = T.get_or_init(|| {
        const _: () = assert!(super::legacy::COUNT <= 64);
        let mut t = Table {
            dense: vec![RoundTrip::default(); DENSE],
            rest: HashMap::new(),
        };
        for (i, l) in LEGACY.iter().enumerate() {
            for c in l.table()[0x80..=0xF4].iter().flatten() {
                let Some(b) = l.encode_char(*c) else { continue };
                let slot = match t.dense.get_mut(*c as usize) {
                    Some(m) => m,
                    None => t.rest.entry(*c).or_default(),
                };
                if (0xC2..=0xF4).contains(&b) {
                    slot.lead |= 1 << i;
                }
                if (0x80..=0xBF).contains(&b) {
                    slot.cont |= 1 << i;
                }
            }
        }
        t
    });
    match t.dense.get(c as usize) {
        Some(&m) => m,
        None => t.rest.get(&c).copied().unwrap_or_default(),
    }
}

/// UTF-8, or CESU-8 (a surrogate pair as two 3-byte sequences), decoded; `None` otherwise.
fn decode_utf8_or_cesu(bytes: &[u8]) -> Option<String> {
    if let Ok(s) = std::str::from_utf8(bytes) {
        return Some(s.to_string());
    }
    let mut out = String::new();
    let mut rest = bytes;
    while !rest.is_empty() {
        match std::str::from_utf8(rest) {
            Ok(s) => {
                out.push_str(s);
                break;
            }
            Err(e) => {
                let (ok, bad) = rest.split_at(e.valid_up_to());
                out.push_str(std::str::from_utf8(ok).ok()?);
                match bad {
                    [0xED, h1 @ 0xA0..=0xAF, h2, 0xED, l1 @ 0xB0..=0xBF, l2, ..]
                        if (0x80..=0xBF).contains(h2) && (0x80..=0xBF).contains(l2) =>
                    {
                        let hi = 0xD000 | (u32::from(*h1 & 0x3F) << 6) | u32::from(*h2 & 0x3F);
                        let lo = 0xD000 | (u32::from(*l1 & 0x3F) << 6) | u32::from(*l2 & 0x3F);
                        let c = 0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00);
                        out.push(char::from_u32(c)?);
                        rest = &bad[6..];
                    }
                    _ => return None,
                }
            }
        }
    }
    Some(out)
}

/// The candidate repairs of one run: (what undid it, the run repaired).
fn candidates(run: &str) -> Vec<(&'static str, String)> {
    let mut out: Vec<(&'static str, String)> = Vec::new();
    round_trips(run, "", "", &mut out);
    if out.is_empty() && (run.starts_with(glued_mark) || run.ends_with(glued_mark)) {
        // Correct punctuation glued to a garbled word (`l’Ã©galitÃ©`, `pressureâ\u{80}\u{99}…`):
        // the word is undone without it, segment by segment. The marks are taken off one at a
        // time from each end, fewest first (up to [`MOST_GLUED`] a side, then all at once): a
        // C1 control may also be the garbled word's own byte (`â\u{80}\u{99}` is `’`, and only
        // the `…` after it is glued). A core of marks alone is no word (`”•”` through Mac Roman
        // would be `ӥ”`).
        let starts: Vec<usize> = glued_ends(run.char_indices())
            .take(MOST_GLUED)
            .map(|(i, c)| i + c.len_utf8())
            .collect();
        let ends: Vec<usize> = glued_ends(run.char_indices().rev())
            .take(MOST_GLUED)
            .map(|(i, _)| i)
            .collect();
        let rest = run.trim_start_matches(glued_mark);
        let at_all = run.len() - rest.len();
        let mut cuts: Vec<(usize, usize)> = Vec::new();
        for total in 1..=starts.len() + ends.len() {
            for from in 0..=total.min(starts.len()) {
                if let Some(to) = total.checked_sub(from).filter(|&t| t <= ends.len()) {
                    let at = if from == 0 { 0 } else { starts[from - 1] };
                    let end = if to == 0 { run.len() } else { ends[to - 1] };
                    cuts.push((at, end));
                }
            }
        }
        cuts.push((at_all, at_all + rest.trim_end_matches(glued_mark).len()));
        for (at, end) in cuts {
            let Some(core) = run
                .get(at..end)
                .filter(|c| c.chars().nth(1).is_some() && !c.chars().all(glued_mark))
            else {
                continue;
            };
            round_trips(core, &run[..at], &run[end..], &mut out);
            if !out.is_empty() {
                break;
            }
        }
    }
    lost_byte_candidates(run, &mut out);
    for (name, code_page) in C1_READINGS {
        if let Some(fixed) = c1_as(run, code_page)
            && !out.iter().any(|(_, f)| *f == fixed)
        {
            out.push((name, fixed));
        }
    }
    out
}

/// The round trips that undo `run`, each put between `before` and `after`, into `out`.
fn round_trips(run: &str, before: &str, after: &str, out: &mut Vec<(&'static str, String)>) {
    // A UTF-8 sequence read as single bytes is at least two characters.
    // A wrong round trip starts at a UTF-8 lead byte followed by a continuation byte: most
    // encodings fail at once.
    let mut chars = run.chars();
    let first = chars.next().map_or(0, |c| round_trip(c).lead);
    let possible = first & chars.next().map_or(0, |c| round_trip(c).cont);
    if possible == 0 {
        return;
    }
    for l in order() {
        if possible & (1 << l.index()) == 0 {
            continue;
        }
        let Some(fixed) = round_trip_undone(l, run) else {
            continue;
        };
        if fixed != run && !fixed.is_ascii() {
            let fixed = format!("{before}{fixed}{after}");
            if !out.iter().any(|(_, f)| *f == fixed) {
                out.push((l.name, fixed));
            }
        }
    }
}

/// Whether `after` (the text right after a run) starts with an `s` that ends a word: `’s`.
fn possessive_s(after: &str) -> bool {
    let mut c = after.chars();
    c.next() == Some('s') && c.next().is_none_or(|c| !c.is_alphanumeric())
}

/// Most glued marks taken off one end of a run one at a time ([`candidates`]): beyond them all
/// go at once (a run of thousands of marks is tried a few dozen ways, not millions).
const MOST_GLUED: usize = 3;

/// The glued marks ([`glued_mark`]) at one end of a run, outermost first: `chars` from that end.
fn glued_ends(chars: impl Iterator<Item = (usize, char)>) -> impl Iterator<Item = (usize, char)> {
    chars.take_while(|&(_, c)| glued_mark(c))
}

/// Punctuation that correct text glues to a word, the spaces that are not ASCII (a no-break
/// space, French puts a narrow one before `;:!?»`; thin and zero-width spaces between words), and
/// C1 controls (a byte carried through beside a garbled character): split off a run no encoding
/// undoes whole ([`candidates`]). A no-break space may also be a garbled character's own A0 byte
/// (`Ã\u{A0}` is `à`): the fewest are taken off first.
fn glued_mark(c: char) -> bool {
    matches!(
        c,
        '’' | '‘'
            | '“'
            | '”'
            | '„'
            | '«'
            | '»'
            | '–'
            | '—'
            | '…'
            | '•'
            | '·'
            | '\u{A0}'
            | '\u{2007}'
            | '\u{2009}'
            | '\u{200A}'
            | '\u{200B}'
            | '\u{202F}'
            | '\u{2060}'
    ) || is_c1(c)
}

/// A C1 control (U+0080–U+009F): what a byte 80–9F is when read as ISO-8859-1.
fn is_c1(c: char) -> bool {
    ('\u{80}'..='\u{9F}').contains(&c)
}

/// `text` written back in `l` and read as UTF-8 (or CESU-8): one wrong round trip through `l`
/// undone, if every character has a byte there and the bytes read.
fn round_trip_undone(l: &Legacy, text: &str) -> Option<String> {
    let bytes = text
        .chars()
        .map(|c| l.encode_char(c))
        .collect::<Option<Vec<u8>>>()?;
    decode_utf8_or_cesu(&bytes)
}

/// `run` with its C1 controls read as what they stand for in `code_page` (windows-1252's
/// punctuation, Mac Roman's small accented letters), if that changes it. Text read as ISO-8859-1
/// holds nothing above U+00FF: a C1 control among CJK characters and U+FFFD (what Shift_JIS
/// leaves of Korean) is no such byte.
fn c1_as(run: &str, code_page: CodePage) -> Option<String> {
    // (A C1 control is C2 80–C2 9F in UTF-8: looked for in the bytes, which most runs lack.)
    let bytes = run.as_bytes();
    let has_c1 = memchr::memchr_iter(0xC2, bytes).any(|i| {
        bytes
            .get(i + 1)
            .is_some_and(|&b| (0x80..=0x9F).contains(&b))
    });
    if !has_c1 || !run.chars().all(|c| u32::from(c) <= 0xFF) {
        return None;
    }
    let l = code_page()?;
    let fixed: String = run
        .chars()
        .map(|c| match u8::try_from(u32::from(c)) {
            Ok(b @ 0x80..=0x9F) => l.decode_byte(b).unwrap_or(c),
            _ => c,
        })
        .collect();
    (fixed != run).then_some(fixed)
}

/// `run` undone by `chain` one plain round trip at a time (outermost first), if every step
/// reads: what the chain makes of it, whatever name its repairs were found under (encodings that
/// write the run alike give one candidate, named after the first).
fn undo_by(run: &str, chain: &[&str]) -> Option<String> {
    let mut text = run.to_string();
    for &name in chain {
        text = if let Some(&(_, code_page)) = C1_READINGS.iter().find(|(n, _)| *n == name) {
            c1_as(&text, code_page)?
        } else {
            round_trip_undone(LEGACY.iter().find(|l| l.name == name)?, &text)?
        };
    }
    Some(text)
}

/// Where what is left of a cut character's garbled form begins in `text`, the well-formed text
/// before a cut (`text.len()` when nothing is): of `…` (E2 80 A6) garbled through windows-1252
/// as `â€¦` and cut after `â`, the `â` is the lost character's first byte, to be repaired as
/// part of the U+FFFD that stands for the character, not as text (it stayed: `Fin: â\u{FFFD}`).
/// Through a chain of one code page: the text's last run, written back in it, ends in the
/// start of a UTF-8 sequence.
pub fn cut_leftovers(text: &str, chain: &[&'static str]) -> usize {
    let Some(l) = (match chain {
        [page] => LEGACY.iter().find(|l| l.name == *page),
        _ => None,
    }) else {
        return text.len();
    };
    let run: Vec<(usize, char)> = text
        .char_indices()
        .rev()
        .take_while(|&(_, c)| !c.is_ascii())
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    let bytes: Option<Vec<u8>> = run.iter().map(|&(_, c)| l.encode_char(c)).collect();
    match bytes.as_deref().and_then(missing_at_end) {
        // (One byte a character: the lead byte's index is its character's.)
        Some((lead, _)) => run.get(lead).map_or(text.len(), |&(i, _)| i),
        None => text.len(),
    }
}

/// Whether repair `o` of `run` is what `chain` makes of it: named so, or the same text (worked out
/// only when the names differ).
fn follows(o: &Repair, run: &str, chain: &[&'static str]) -> bool {
    o.0 == chain || undo_by(run, chain).is_some_and(|t| t == o.1)
}

/// The word around a run: ASCII letters and digits that touch it on either side.
fn word_bounds(text: &str, s: usize, e: usize) -> (usize, usize) {
    let b = text.as_bytes();
    let mut ws = s;
    while ws > 0 && b[ws - 1].is_ascii_alphanumeric() {
        ws -= 1;
    }
    let mut we = e;
    while we < b.len() && b[we].is_ascii_alphanumeric() {
        we += 1;
    }
    (ws, we)
}

/// How plausible a word is: its best score in one of the text's languages, each with its weight.
fn plausibility(word: &str, languages: &[(&lang::Model, f32)]) -> f32 {
    let controls = word.chars().filter(|&c| is_c1(c)).count();
    // U+0085 (NEL) is white space to Unicode, so to the models a cheap word break: scored as
    // the symbol it is to a reader.
    let shown;
    let word = if word.contains('\u{85}') {
        shown = word.replace('\u{85}', "\u{FFFD}");
        &shown
    } else {
        word
    };
    let word = &name_signs_as_ends(word);
    languages
        .iter()
        .map(|(m, w)| m.score_text(word) + w)
        .fold(f32::NEG_INFINITY, f32::max)
        + case_cost(word)
        - C1_CONTROL_COST * controls as f32
}

/// `text` without the trademark and registered signs that end a word in capitals (two letters
/// or more before the sign, all capitals: `X™` alone is left as it is): such a sign
/// follows a brand (`NESTLÉ®`, Romanian `NICIODATĂ™`), and the models, trained on prose, know it
/// only as a rare symbol glued to a word. Mojibake makes the same shape from a UTF-8 lead read as
/// a capital before the continuation 99 or AE (`OÃ™` for `OÙ`), so there the sign is scored as
/// the end of the word: the word as written must read worse than its repair on its letters alone.
/// Inside a word (`CÃ™IS`), or after small letters (`KurdÃ®` for `Kurdî`, Thai read as
/// windows-1251 ending in `аё™`: a word's last letter garbled, common in correct-looking
/// fragments of garbled text) the sign is scored as it stands.
fn name_signs_as_ends(text: &str) -> Cow<'_, str> {
    // (Most texts hold neither sign: found with a byte search, not a walk over the characters.)
    if !text.contains('™') && !text.contains('®') {
        return Cow::Borrowed(text);
    }
    let ends_name = |i: usize, sign: char| {
        let mut letters = text[..i]
            .chars()
            .rev()
            .take_while(|c| c.is_alphabetic())
            .peekable();
        letters.peek().is_some()
            && letters.clone().nth(1).is_some()
            && letters.all(char::is_uppercase)
            && !text[i + sign.len_utf8()..]
                .chars()
                .next()
                .is_some_and(char::is_alphanumeric)
    };
    if !text
        .char_indices()
        .any(|(i, c)| matches!(c, '™' | '®') && ends_name(i, c))
    {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.char_indices()
            .filter(|&(i, c)| !(matches!(c, '™' | '®') && ends_name(i, c)))
            .map(|(_, c)| c)
            .collect(),
    )
}

/// Nats a C1 control (U+0080–U+009F) costs a word. The models know them as rare symbols (and
/// U+0085 as a space); but text holds them only where a byte was carried through a sloppy
/// decoder (`parlé\u{85}` for `parlé…`, windows-1252 read as ISO-8859-1), so a repair that reads
/// one as the windows-1252 punctuation it stands for gains.
const C1_CONTROL_COST: f32 = 12.0;

/// The language models fold case; two repairs can differ in case alone ("því" and "Því" both come
/// back from "Ã¾vÃ­" through different encodings). Capitals are rarer than small letters, and a
/// capital after a small letter, a second capital that starts a word before small letters, or a
/// small letter between capitals rarer still.
fn case_cost(word: &str) -> f32 {
    let chars: Vec<char> = word.chars().collect();
    let mut cost = 0.0;
    for (i, &c) in chars.iter().enumerate() {
        let prev = i.checked_sub(1).map(|j| chars[j]);
        let next = chars.get(i + 1).copied();
        if c.is_uppercase() {
            cost -= match prev {
                Some(p) if p.is_lowercase() => 4.0,
                // Two capitals that start a word before small letters (`MÄchten`,
                // `ÖSterreich`): a slip of the shift key, not how a word is written (IBM863's
                // `Ä` for IBM850's `ö` in `M├Âchten` read as well as `Möchten` without it).
                // After more capitals it is an abbreviation with an ending (`SPÖler`).
                Some(p)
                    if p.is_uppercase()
                        && next.is_some_and(char::is_lowercase)
                        && !i.checked_sub(2).is_some_and(|j| chars[j].is_uppercase()) =>
                {
                    4.0
                }
                Some(p) if p.is_uppercase() => 0.0,
                _ => 1.0,
            };
        } else if c.is_lowercase()
            && prev.is_some_and(char::is_uppercase)
            && next.is_some_and(char::is_uppercase)
        {
            cost -= 4.0;
        }
    }
    // A word whose ASCII letters (two or more: one may be a capital starting `Xô`) are all
    // capitals is written in capitals: a small letter outside ASCII in it is one a repair made
    // (a brand in capitals before `™` in an English line, `AHÅ™, the…`, is no `AHř`; alone,
    // the models still prefer `ř`), while mojibake of capitals gives capitals (`ZURÃœCK`).
    // Small letters among garbled characters (`š`, `œ`: windows-1252's continuation bytes) cost
    // the run as it stands the same.
    let ascii = chars.iter().filter(|c| c.is_ascii_alphabetic());
    if ascii.clone().nth(1).is_some() && ascii.clone().all(char::is_ascii_uppercase) {
        let small = chars.iter().filter(|&&c| !c.is_ascii() && small(c)).count();
        cost -= SMALL_IN_CAPITALS * small as f32;
    }
    cost
}

/// Nats a small letter outside ASCII costs in a word whose ASCII letters are all capitals
/// ([`case_cost`]).
const SMALL_IN_CAPITALS: f32 = 10.0;

/// A language's prior weight is its score on the text's words relative to the best language, per
/// character, times this (a word-sized prior: a language half a nat per character worse than the
/// best must explain a word ten nats better to win it).
const LANGUAGE_PRIOR_CHARS: f32 = 20.0;
/// The weight below which a language is not kept among a text's languages.
const LANGUAGE_WEIGHT_FLOOR: f32 = -30.0;

/// The languages a text is in, each with a prior weight (0 for the best, negative for the rest).
/// The start of the text is scored as it stands and with every reversible run naively undone, up
/// to three layers (a fully garbled text shows its language only once repaired); each language
/// keeps its best.
fn text_languages(text: &str) -> Vec<(&'static lang::Model, f32)> {
    text_languages_with(text, true)
}

/// [`text_languages`], with or without giving up on a language once it cannot be kept (`prune`:
/// off only to test that it changes nothing).
fn text_languages_with(text: &str, prune: bool) -> Vec<(&'static lang::Model, f32)> {
    let mut end = text.len().min(16 * 1024);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let head = &text[..end];
    // views[0]: the text's start as it stands; views[k]: with k layers naively undone. The ASCII
    // words count too: they tell English from Hebrew when a lone "×£" could be either.
    let mut views = vec![String::new(); 4];
    let mut last = 0;
    // The runs without a hole that no encoding reverses (nearly all of correct text): they stay
    // as they are in every view, and a text repeats its words.
    let mut stays: HashSet<String> = HashSet::new();
    for (s, e) in runs(head) {
        let mut run = head[s..e].to_string();
        let mut stuck = false;
        for view in &mut views {
            view.push_str(&head[last..s]);
            view.push_str(&run);
            if stuck || stays.contains(&run) {
                stuck = true;
                continue;
            }
            if let Some((_, fixed)) = candidates(&run).into_iter().next() {
                run = fixed;
            } else if has_hole(&run) {
                if let Some((_, fixed, _)) = hole_candidates("", &run, "", &[]).into_iter().next() {
                    // Lost bytes left as U+FFFD where more than one could fit: the language
                    // shows.
                    run = fixed;
                }
            } else {
                stuck = true;
                stays.insert(run.clone());
            }
        }
        last = e;
    }
    for view in &mut views {
        view.push_str(&head[last..]);
        if let Cow::Owned(shown) = name_signs_as_ends(view) {
            *view = shown;
        }
    }
    let n = views[0].chars().count().max(1) as f32;
    // Each language keeps its best view: a view equal to the one before adds nothing (in correct
    // text, most are), so it is not scored again.
    views.dedup();
    let views: Vec<lang::TextPairs> = views.iter().map(|v| lang::TextPairs::new(v)).collect();
    // Only the languages within LANGUAGE_WEIGHT_FLOOR of the best are kept: a language that falls
    // further (a nat more, against rounding) below the best so far is not scored to the end. The
    // scores kept are the same numbers.
    let slack = (-LANGUAGE_WEIGHT_FLOOR + 1.0) * n / LANGUAGE_PRIOR_CHARS;
    let mut best = f32::NEG_INFINITY;
    let scored: Vec<(&'static lang::Model, f32)> = lang::models()
        .iter()
        .filter_map(|m| {
            let floor = if prune {
                best - slack
            } else {
                f32::NEG_INFINITY
            };
            let s = views
                .iter()
                .filter_map(|v| m.score_pairs_down_to(v, floor))
                .fold(f32::NEG_INFINITY, f32::max);
            best = best.max(s);
            (s >= floor).then_some((m, s))
        })
        .collect();
    scored
        .into_iter()
        .map(|(m, s)| (m, (s - best) / n * LANGUAGE_PRIOR_CHARS))
        .filter(|(_, w)| *w > LANGUAGE_WEIGHT_FLOOR)
        .collect()
}

/// Nats by which a repaired word must beat the word as it stands.
pub const RUN_MARGIN: f32 = 5.0;
/// Nats the repairs of a whole text must gain together before the text is called mojibake.
pub const TEXT_MARGIN: f32 = 10.0;

/// One run's decision: the chain that undoes it (outermost first), the repair and the gain.
/// One way to repair a run: (chain, repaired run, gain in nats).
type Repair = (Vec<&'static str>, String, f32);

/// A run's repairs that beat it by [`RUN_MARGIN`], best first; `None` if there is none.
type RunRepair = Option<Vec<Repair>>;

/// A run some encoding reverses: its start and end bytes, and its repairs (best first).
type DecidedRun = (usize, usize, Vec<Repair>);

/// Nats a run's best repair may give up to follow the chain most of the text's runs follow: one
/// wrong round trip per file is the usual story ("אך" and "אר" both read well in Hebrew; only the
/// rest of the file says which windows-1252 made). To this add the log of how many times more
/// runs the text's chain undoes than the run's own chain does elsewhere (each plus one): in a
/// whole article garbled through windows-1252 or IBM437, with a thousand runs that say so, the
/// language models alone would read `ÅŸ` as `ž` through ISO-8859-15 (not `ş`) and `├¬` as `É`
/// through IBM869 (not `ê`) in lists of links in many languages, 6–11 nats apart; in a short
/// text a few runs prove little.
const CHAIN_PRIOR: f32 = 6.0;

/// Most candidate texts kept at each layer of the search.
const BEAM: usize = 24;

/// Decides one run in its word: every chain of up to three reversals is followed (a layer in the
/// middle of a chain is often as garbled as the text, so no layer must win on its own), and the
/// most plausible end wins if it beats the run as it stands by [`RUN_MARGIN`]; among equals, the
/// shorter chain.
fn decide(
    prefix: &str,
    run: &str,
    suffix: &str,
    languages: &[(&lang::Model, f32)],
    margin: f32,
) -> RunRepair {
    let start = plausibility(&format!("{prefix}{run}{suffix}"), languages);
    let mut ends: Vec<(Vec<&'static str>, String, f32)> = Vec::new();
    let mut seen: HashSet<String> = HashSet::new();
    seen.insert(run.to_string());
    let mut frontier: Vec<(Vec<&'static str>, String, f32)> =
        vec![(Vec::new(), run.to_string(), start)];
    for _ in 0..3 {
        let mut next = Vec::new();
        for (chain, text, _) in &frontier {
            let mut found: Vec<(&'static str, String, f32)> = candidates(text)
                .into_iter()
                .map(|(n, f)| {
                    let prior = if n == C1_AS_MAC {
                        -MAC_C1_PRIOR * text.chars().filter(|&c| is_c1(c)).count() as f32
                    } else {
                        0.0
                    };
                    (n, f, prior)
                })
                .collect();
            if chain.is_empty() && has_hole(text) {
                found.extend(hole_candidates(prefix, text, suffix, languages));
                // A run can have lost both: its A0 as a space ([`runs`] took the space in only
                // where an A0 fits) and other bytes as holes (`Ð ÑƒÑ\u{FFFD}Ñ\u{FFFD}ÐºÐ¸Ð¹`).
                if text.contains(' ') {
                    let a0 = text.replace(' ', "\u{A0}");
                    found.extend(hole_candidates(prefix, &a0, suffix, languages));
                }
            }
            for (name, fixed, bonus) in found {
                // C1 controls read as windows-1252 punctuation say the bytes below them were
                // windows-1252: only its round trip is undone next. Another code page there is a
                // story of three codecs that mostly makes a near twin of the one-codec repair:
                // `”` read as ISO-8859-1 (`â\u{80}\u{9D}`) would be `⤝` through ISO-8859-15,
                // Icelandic `“Þeim` would be `⤽øeim`.
                if chain.last() == Some(&C1_AS_1252) && name != "windows-1252" {
                    continue;
                }
                // Mac Roman's letters read as C1 controls: the text itself, no layer below.
                if chain.last() == Some(&C1_AS_MAC) {
                    continue;
                }
                if !seen.insert(fixed.clone()) {
                    continue;
                }
                let mut c = chain.clone();
                c.push(name);
                // Every layer through a rare page costs, not only the last.
                let rare = c
                    .iter()
                    .filter(|n| {
                        !matches!(**n, "windows-1252" | "ISO-8859-1" | C1_AS_1252 | C1_AS_MAC)
                    })
                    .count();
                let s = plausibility(&format!("{prefix}{fixed}{suffix}"), languages) + bonus
                    - RARE_PAGE_PRIOR * rare as f32;
                if s >= start + margin {
                    ends.push((c.clone(), fixed.clone(), s - start));
                }
                next.push((c, fixed, s));
            }
        }
        next.sort_by(|a, b| b.2.total_cmp(&a.2));
        next.truncate(BEAM);
        frontier = next;
        if frontier.is_empty() {
            break;
        }
    }
    // Best first; among equals, the shorter chain (found first).
    ends.sort_by(|a, b| b.2.total_cmp(&a.2));
    (!ends.is_empty()).then_some(ends)
}

/// Whether a combining mark of the repair `fixed` (with `before` the character before it in the
/// text) stands at the start of the text or right after white space: on nothing, as text seldom
/// writes one (Arabic writes a sukun after a number for degrees, `30 ْ`), while Mac Roman and its
/// kin turn many a garbled Latin-1 letter into one (`Ã©` alone is U+0329 through x-mac-croatian,
/// not `é`). Such a repair is made where the rest of the text shows mojibake, never on its own
/// ([`shows_mojibake`]). (After punctuation, symbols and digits text writes marks often:
/// `$̶6̶3̶` struck through, kaomoji.)
fn mark_on_nothing(before: Option<char>, fixed: &str) -> bool {
    let mut before = before;
    for c in fixed.chars() {
        if lang::is_mark(c) && before.is_none_or(char::is_whitespace) {
            return true;
        }
        before = Some(c);
    }
    false
}

/// How many of the text's most plausible languages judge a run first.
const MAIN_LANGUAGES: usize = 6;
/// What a repair must gain in those languages to be judged again in its paragraph's: lenient,
/// since a paragraph may be in a language the text's start is not.
const PREFILTER_MARGIN: f32 = -5.0;

/// The most bytes a paragraph reaches on either side of a run, about: the window around a run is
/// one of a grid of [`PARAGRAPH_REACH`] bytes, so that the runs of one stretch of text share it.
const PARAGRAPH_REACH: usize = 600;

/// The paragraph around bytes `s..e` of `text`: from the blank line before to the blank line after,
/// within a window that starts one to two [`PARAGRAPH_REACH`] before `s` on a grid of that size
/// and spans three of them, on character boundaries. On the grid, every run of a stretch of text
/// without blank lines has the same window, so its languages are worked out once for all of them:
/// a window sliding with each run worked them out again for every run (800 KB of `CafÃ© ` took
/// 25 s).
fn paragraph(text: &str, s: usize, e: usize) -> (usize, usize) {
    let grid = (s / PARAGRAPH_REACH * PARAGRAPH_REACH).saturating_sub(PARAGRAPH_REACH);
    let mut from = grid;
    while !text.is_char_boundary(from) {
        from += 1;
    }
    let from = text[from..s].rfind("\n\n").map_or(from, |i| from + i + 2);
    let mut to = (grid + 3 * PARAGRAPH_REACH).max(e).min(text.len());
    while !text.is_char_boundary(to) {
        to -= 1;
    }
    let to = text[e..to].find("\n\n").map_or(to, |i| e + i);
    (from, to)
}

/// Where the text's start (that its main languages are worked out from) ends.
fn start_end(text: &str) -> usize {
    let mut end = text.len().min(4096);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    end
}

/// Whether the run `text[s..e]` already reads as a word: letters only (after an opening quote),
/// all in one language's alphabet, in the script of the word it is in. Correct text is made of
/// such runs and mojibake almost never is (the continuation bytes of UTF-8 read as symbols,
/// punctuation or C1 controls in the code pages it goes through), so such a run is repaired when
/// the rest of the text shows mojibake but never counts as showing it: in a Russian paragraph
/// deep in a multilingual file, "на", "её" and "об" reverse through IBM855 into "Ԡ", "ţ" and a
/// Hebrew accent, and the paragraph's languages, worked out from its links, may score those
/// better.
fn reads_as_word(text: &str, s: usize, e: usize) -> bool {
    use unicode_script::UnicodeScript;
    let word = text[s..e].trim_start_matches(['«', '»', '“', '”', '‘', '’', '„']);
    let Some(first) = word.chars().next() else {
        return false;
    };
    // ª º µ are letters to Unicode but symbols in the code pages' upper halves.
    if !word
        .chars()
        .all(|c| lang::is_letter_or_mark(c) && !matches!(c, 'ª' | 'º' | 'µ'))
    {
        return false;
    }
    let script = first.script();
    if word.chars().any(|c| c.script() != script) {
        return false;
    }
    // ... and a whole word, or the rest of a word in its script (Latin text through a Thai or
    // Cyrillic code page turns the "ë" of "Shqipëria" into two Thai or Cyrillic letters inside
    // a Latin word).
    let (ws, we) = word_bounds(text, s, e);
    if text[ws..s]
        .chars()
        .chain(text[e..we].chars())
        .any(|c| c.is_alphabetic() && c.script() != script)
    {
        return false;
    }
    lang::models().iter().any(|m| {
        m.script() == script
            && word
                .chars()
                .all(|c| c.is_ascii() || m.letter_share(c) > 0.0)
    })
}

/// A diagnosis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mojibake {
    /// The wrong decodings, outermost first: `["windows-1252"]` means UTF-8 → read as windows-1252 →
    /// saved as UTF-8 (the chain of most garbled runs, when runs differ).
    pub chain: Vec<&'static str>,
    /// The text as it was.
    pub original: String,
    /// Where mojibake shows: byte ranges of the garbled runs in `original`.
    pub places: Vec<(usize, usize)>,
    /// The file offset of `original`'s first byte: 0 for the first megabyte, else the start of
    /// the chunk further on where the mojibake was found (places are relative to `original`).
    pub at: u64,
    /// The repaired text (only the garbled runs changed).
    pub repaired: String,
    /// Characters the repair holds as U+FFFD: bytes the wrong decoder dropped (a CJK decoder
    /// drops what it cannot read), or characters already lost before it ("锟斤拷").
    pub lost: usize,
}

/// U+FFFD in `text`.
fn replacement_chars(text: &str) -> usize {
    text.chars().filter(|&c| c == '\u{FFFD}').count()
}

/// Looks for mojibake in valid UTF-8 `text`: through the CJK encodings ([`cjk`], line by line),
/// else through the single-byte ones (up to three layers), run by run. CJK first: its evidence
/// is the stricter (UTF-8's structure over whole lines), and Shift_JIS reads the 80 byte as the C1
/// control U+0080, which the single-byte search would take for a windows-1252 € alone.
pub fn diagnose(text: &str) -> Option<Mojibake> {
    cjk::diagnose(text).or_else(|| diagnose_single_byte(text))
}

/// Looks for mojibake through the single-byte encodings (up to three layers), run by run.
fn diagnose_single_byte(text: &str) -> Option<Mojibake> {
    diagnose_single_byte_with(text, true)
}

/// [`diagnose_single_byte`], with or without the first look that leaves out texts no repair can
/// show to be mojibake ([`may_show_mojibake`]; `first_look`: off only to test that it changes
/// nothing).
fn diagnose_single_byte_with(text: &str, first_look: bool) -> Option<Mojibake> {
    if first_look && !may_show_mojibake(text) {
        return None;
    }
    HOLE_WORK.with(|w| w.set(HOLE_BUDGET));
    let (mut decided, written) = decide_runs(text);
    drop_foreign_scripts(text, &mut decided);
    let chain = dominant_chain(text, &decided);
    // Text read as ISO-8859-1 holds nothing above U+00FF: C1 controls in a text whose characters
    // outside ASCII are mostly above it are meant (a table of code-point boundaries lists U+0080
    // beside U+07FF and U+FFFF; it was "windows-1252 read as ISO-8859-1").
    if let [only] = chain[..]
        && C1_READINGS.iter().any(|(n, _)| *n == only)
    {
        // (Quotes, dashes and the ellipsis among them are windows-1252's, whatever the text:
        // Russian with U+0093 U+0094 is still mojibake.)
        let (high, beyond, punctuation) =
            text.chars()
                .filter(|c| !c.is_ascii())
                .fold((0, 0, false), |(h, b, p), c| {
                    (
                        h + 1,
                        b + usize::from(u32::from(c) > 0xFF),
                        p || matches!(c, '\u{85}' | '\u{91}'..='\u{97}'),
                    )
                });
        if beyond * 2 > high && !punctuation {
            return None;
        }
    }
    let mut places = Vec::new();
    let mut repaired = String::with_capacity(text.len());
    let mut last = 0;
    let mut gain = 0.0;
    let mut lost = 0;
    // How many runs each chain is the best repair of, and how many the text's chain undoes.
    let follow: Vec<bool> = decided
        .iter()
        .map(|(s, e, options)| follows(&options[0], &text[*s..*e], &chain))
        .collect();
    let on_chain = follow.iter().filter(|&&f| f).count();
    let mut by_chain: HashMap<&[&'static str], usize> = HashMap::new();
    for (_, _, options) in &decided {
        *by_chain.entry(&options[0].0).or_default() += 1;
    }
    for ((s, e, options), &on) in decided.iter().zip(&follow) {
        let best = &options[0];
        let pick = if on {
            best
        } else {
            // Other runs of the best repair's chain besides this one.
            let others = by_chain.get(&best.0[..]).map_or(0, |n| n - 1);
            let prior = CHAIN_PRIOR + ((on_chain + 1) as f32 / (others + 1) as f32).ln();
            // A chain no other run needs, against the text's own (shown by two runs at least),
            // where that one gives a word some language writes: the text's chain, however much
            // better the text's languages read the other (a German `Straße` in French text:
            // `ÃŸ` through ISO-8859-14 is the French-looking `Straïe`).
            let alone = others == 0 && on_chain >= 2 && chain.len() == 1 && best.0.len() == 1;
            let a_word = |o: &Repair| {
                let (ws, we) = word_bounds(text, *s, *e);
                one_language_writes(&format!("{}{}{}", &text[ws..*s], o.1, &text[*e..we]))
            };
            options
                .iter()
                .find(|o| {
                    follows(o, &text[*s..*e], &chain)
                        && (o.2 >= best.2 - prior || (alone && a_word(o)))
                })
                .unwrap_or(best)
        };
        repaired.push_str(&text[last..*s]);
        repaired.push_str(&pick.1);
        // (U+FFFD already in the run was lost before, not by this repair.)
        lost += replacement_chars(&pick.1).saturating_sub(replacement_chars(&text[*s..*e]));
        last = *e;
        places.push((*s, *e));
        if shows_mojibake(text, (*s, *e), &pick.1, &written) {
            gain += pick.2;
        }
    }
    if places.is_empty() || gain < TEXT_MARGIN {
        return None;
    }
    repaired.push_str(&text[last..]);
    Some(Mojibake {
        chain,
        original: text.to_string(),
        places,
        repaired,
        lost,
        at: 0,
    })
}

/// Whether some run of `text` that an encoding reverses (or that lost bytes may complete) could
/// count towards showing that the text is mojibake: one that does not already read as a word
/// ([`reads_as_word`]). Where there is none, no repair can count ([`shows_mojibake`] turns down
/// every run that reads as a word), so the text gains nothing and is no mojibake, whatever its
/// languages: the search, which works out the languages of the text and of each paragraph before
/// it judges a run, is not run. In correct text nearly every run an encoding reverses is a word
/// (French `’é`, Russian `на` through IBM855): on the 6,000 UTF-8 files of the folder benchmark,
/// 143 hold another (most a letter before a space, `Ă `, which may stand for a lost A0 byte).
fn may_show_mojibake(text: &str) -> bool {
    let mut hopeless: HashSet<&str> = HashSet::new();
    runs(text).any(|(s, e)| {
        let run = &text[s..e];
        if hopeless.contains(run) {
            false
        } else if reversible(run) {
            !reads_as_word(text, s, e)
        } else {
            hopeless.insert(run);
            false
        }
    })
}

/// Whether some encoding reverses `run`, or lost bytes may complete it: the runs the search
/// judges (nearly no run of correct text).
fn reversible(run: &str) -> bool {
    !candidates(run).is_empty() || has_hole(run)
}

/// Whether `word` is made of letters one language writes: every character outside ASCII (one at
/// least) a letter or a mark of one model's alphabet.
fn one_language_writes(word: &str) -> bool {
    let high: Vec<char> = word.chars().filter(|c| !c.is_ascii()).collect();
    !high.is_empty()
        && high.iter().all(|&c| lang::is_letter_or_mark(c))
        && lang::models().iter().any(|m| {
            high.iter()
                .all(|&c| lang::is_mark(c) || m.letter_share(c) > 0.0)
        })
}

/// Whether the repair of the run `text[s..e]` counts towards showing that the text is mojibake:
/// not when the run already reads as a word ([`reads_as_word`]), nor when the text also writes
/// each of its characters where no encoding reverses it (`written`, from [`decide_runs`]: `√π`
/// in a file that writes `1/√2` and `2/π` is no Mac Roman `ù`), nor when it sets a combining
/// mark on nothing ([`mark_on_nothing`]), nor when every character the
/// repair brings is one completed by a space read as a lost A0 byte, unless letters are joined
/// to the run (ASCII ones, which [`word_bounds`] takes in: so Latin) and they and the repair's
/// letters are of one script. The lost byte is a guess about what is not there, and a plain
/// space after a letter that a UTF-8 lead byte stands for is common in correct text (Yoruba
/// `Mársì — ioruba` in a list of links that also holds Korean would be `Márs젗 ioruba`, EC A0
/// 97): such a run is repaired when the rest of the text shows mojibake, not on its own. A run
/// that also holds whole sequences (`Ð Ð¾Ñ` for `Рос`, a garbled Thai line) shows it by those,
/// and one inside a Latin word (Italian `potrÃ essere`, `potrà`) by the word.
///
/// ([`may_show_mojibake`] relies on the first test: a text whose every reversible run reads as
/// a word is left out before the search. Keep it here, or change that first look with it.)
fn shows_mojibake(
    text: &str,
    (s, e): (usize, usize),
    repair: &str,
    written: &HashSet<char>,
) -> bool {
    use unicode_script::{Script, UnicodeScript};
    let run = &text[s..e];
    if reads_as_word(text, s, e)
        || run.chars().all(|c| written.contains(&c))
        || symbol_pair(run, repair)
        || brings_unwritten_letter(repair)
        || mark_on_nothing(text[..s].chars().next_back(), repair)
    {
        return false;
    }
    // Spaces the repair took for lost A0 bytes (a repair that keeps the run's last space, as the
    // one after the word, filled it all the same).
    let kept =
        repair.matches(' ').count() - usize::from(run.ends_with(' ') && repair.ends_with(' '));
    let filled = run.matches(' ').count().saturating_sub(kept);
    let brought = repair.chars().filter(|c| !c.is_ascii()).count();
    if brought > filled {
        return true;
    }
    // The word around a run is ASCII (`word_bounds`), so its letters are Latin.
    let (ws, we) = word_bounds(text, s, e);
    // A repair that keeps the run's last space as a word break leaves the word after it apart.
    let after = if repair.ends_with(' ') {
        ""
    } else {
        &text[e..we]
    };
    let joined = text[ws..s]
        .bytes()
        .chain(after.bytes())
        .any(|b| b.is_ascii_alphabetic());
    let mut letters = repair.chars().filter(|c| c.is_alphabetic()).peekable();
    joined && letters.peek().is_some() && letters.all(|c| c.script() == Script::Latin)
}

/// Whether `run` is two characters that are not a letter followed by a symbol, and its repair is
/// one symbol alone ([`symbols_only`]). A symbol of two UTF-8 bytes (U+0080–U+07FF: `°`, `«`,
/// `×`) garbled in the code pages where mojibake is common reads as a letter and a symbol: the
/// lead byte is `Â`, `Ã` or `Ð`, the second a punctuation mark or a symbol (`Â°`, `Ã—`), a pair
/// correct text hardly ever holds. Two symbols side by side (`¬´` in an emoticon, Mac Roman's
/// `«`; box drawing) or two letters (`Āø` in a name, windows-1257's `¸`) are what kaomoji, line
/// art and names are made of: such a repair is made when the rest of the text shows mojibake,
/// never on its own.
fn symbol_pair(run: &str, repair: &str) -> bool {
    let mut chars = run.chars();
    let (Some(a), Some(b), None) = (chars.next(), chars.next(), chars.next()) else {
        return false;
    };
    symbols_only(repair)
        && repair.chars().count() == 1
        // Not a letter followed by a symbol.
        && (!lang::is_letter_or_mark(a) || lang::is_letter_or_mark(b))
}

/// Whether every letter `repair` holds in U+00C0–U+052F (the Latin, IPA, Greek and Cyrillic
/// blocks; not ligatures such as `ﬁ`, which stand for letters), at least one, is one no language
/// model writes, in a script some model is for: `ŗ` (`Å—` through windows-1252, an ångström
/// sign before a dash), `ſ` (`┼┐` through IBM437, line art). A repair into letters no language
/// writes is no evidence that the text meant them; it is made when the rest of the text shows
/// mojibake, never on its own.
fn brings_unwritten_letter(repair: &str) -> bool {
    use unicode_script::UnicodeScript;
    let mut letters = repair
        .chars()
        .filter(|c| ('\u{C0}'..='\u{52F}').contains(c) && c.is_alphabetic())
        .peekable();
    letters.peek().is_some()
        && letters.all(|c| {
            lang::models().iter().any(|m| m.script() == c.script())
                && lang::models().iter().all(|m| m.letter_share(c) <= 0.0)
        })
}

/// Letters of a new script a repair must bring, across the whole text, when the rest of the text
/// has none of that script: a lone `×£` between digits is `5×£35`, not the Hebrew letter ף, and
/// `þá` in Icelandic is not a letter of N'Ko.
const FOREIGN_SCRIPT_LETTERS: usize = 3;

/// Turns down the repairs into a script the text does not otherwise use, when together they
/// bring fewer than [`FOREIGN_SCRIPT_LETTERS`] letters of it and the other repairs do not show
/// the text is mojibake on their own (a repair must be clearly better, never on a lone symbol,
/// never into a script the rest of the file does not use).
fn drop_foreign_scripts(text: &str, decided: &mut Vec<(usize, usize, Vec<Repair>)>) {
    use unicode_script::{Script, UnicodeScript};
    let script = |c: char| match c.script() {
        Script::Common | Script::Inherited | Script::Unknown => None,
        s => Some(s),
    };
    if decided.is_empty() {
        return;
    }
    // Scripts of the letters outside the repaired runs (ASCII letters are Latin: one look).
    let mut present = HashSet::new();
    let mut last = 0;
    let mut add = |part: &str| {
        if part.bytes().any(|b| b.is_ascii_alphabetic()) {
            present.insert(Script::Latin);
        }
        let mut previous = None;
        for c in part.chars().filter(|c| !c.is_ascii()) {
            let s = script(c);
            if s != previous {
                present.extend(s);
                previous = s;
            }
        }
    };
    for (s, e, _) in decided.iter() {
        add(&text[last..*s]);
        last = *e;
    }
    add(&text[last..]);
    let mut letters: HashMap<Script, usize> = HashMap::new();
    for (_, _, options) in decided.iter() {
        for c in options[0].1.chars() {
            if let Some(s) = script(c).filter(|s| !present.contains(s)) {
                *letters.entry(s).or_default() += usize::from(c.is_alphabetic());
            }
        }
    }
    let strong_repair = |r: &Repair| {
        r.1.chars().filter_map(script).all(|s| {
            present.contains(&s)
                || letters
                    .get(&s)
                    .is_some_and(|&n| n >= FOREIGN_SCRIPT_LETTERS)
        })
    };
    let strong = |options: &[Repair]| strong_repair(&options[0]);
    if decided.iter().all(|(_, _, o)| strong(o)) {
        return;
    }
    // Where the other repairs already show the text is mojibake, a short foreign word in it
    // (火星 in a garbled Thai page) is part of the same story, if it is undone by the same chain.
    // One undone another way (`Ã¾Ã¡` taken two layers down to the N'Ko letter ߇ in a French
    // text whose other words are one layer of windows-1252) keeps only its repairs in the
    // text's scripts (`þá`), if any.
    let strong_runs = || decided.iter().map(|(_, _, o)| o).filter(|o| strong(o));
    let strong_gain: f32 = strong_runs().map(|o| o[0].2).sum();
    let chain =
        (strong_gain >= TEXT_MARGIN).then(|| most_common_chain(strong_runs().map(|o| &o[0].0)));
    for (_, _, options) in decided.iter_mut() {
        if !strong_repair(&options[0]) && chain.as_ref().is_none_or(|c| options[0].0 != *c) {
            options.retain(|r| strong_repair(r));
        }
    }
    decided.retain(|(_, _, options)| !options.is_empty());
}

/// The runs of `text` some encoding reverses, in order, each with its repairs (best first), and
/// the characters but Latin letters of the runs no encoding reverses (what the text writes as it
/// stands).
fn decide_runs(text: &str) -> (Vec<DecidedRun>, HashSet<char>) {
    use unicode_script::UnicodeScript;
    // (The paragraph window, the rest of the word before the run, the run, the rest after.)
    type Key<'a> = ((usize, usize), &'a str, &'a str, &'a str);
    let mut cache: HashMap<Key, RunRepair> = HashMap::new();
    let mut decided: Vec<(usize, usize, Vec<Repair>)> = Vec::new();
    let mut turned_down: Vec<(usize, usize, Key)> = Vec::new();
    let mut languages = RunLanguages::new(text);
    // Runs no encoding reverses (nearly all runs of correct text), remembered.
    let mut hopeless: HashSet<&str> = HashSet::new();
    let mut written: HashSet<char> = HashSet::new();
    let mut latin: HashSet<char> = HashSet::new();
    for (s, e) in runs(text) {
        let run = &text[s..e];
        if hopeless.contains(run) {
            continue;
        }
        if !reversible(run) {
            hopeless.insert(run);
            // Latin letters say nothing: they are what UTF-8's lead bytes read as in the Latin
            // code pages, and Portuguese writes `Ã` alone (`NÃO`), as it writes `º` (`1º`).
            // (Each character's class looked up once: Unicode's tables are slow to search, and
            // a long text repeats its letters.)
            for c in run.chars() {
                if written.contains(&c) || latin.contains(&c) {
                    continue;
                }
                if c.is_alphabetic() && c.script() == unicode_script::Script::Latin {
                    latin.insert(c);
                } else {
                    written.insert(c);
                }
            }
            continue;
        }
        let (ws, we) = word_bounds(text, s, e);
        let (from, to) = paragraph(text, s, e);
        let key = ((from, to), &text[ws..s], run, &text[e..we]);
        let decision = cache
            .entry(key)
            .or_insert_with(|| languages.judge(key.1, key.2, key.3, (from, to), RUN_MARGIN));
        let mut options = decision.clone().unwrap_or_default();
        keep_fitting(text, s, e, &mut options);
        // A C1 control standing alone (`intentional \u{81}`) is read as a Mac Roman letter only
        // in a text that other runs already show to be Mac Roman read so (Italian `è`, the
        // second pass below), never on its own: inside words they are letters, alone mostly
        // the control a file meant.
        if ws == s && we == e {
            options.retain(|o| !o.0.contains(&C1_AS_MAC));
        }
        // A run ending in `’` right before `s` and a word's end is a letter talked about and
        // its English plural or possessive (`a lot of Ã’s`), not `Ò` (C3 92) followed by an
        // ASCII `s`: on its own, never repaired through the apostrophe (a text the second pass
        // below shows to be garbled still can be).
        if run.ends_with('’') && possessive_s(&text[e..]) {
            options.clear();
        }
        if options.is_empty() {
            turned_down.push((s, e, key));
        } else {
            decided.push((s, e, options));
        }
    }
    drop_contradicted_c1(text, &mut decided);
    // Once the text is clearly mojibake, a run its chain undoes is most likely garbled too, even
    // where the repair reads only a little better than the run as it stands (`HÃ\u{A0}` in
    // Vietnamese: `hã` is a syllable too, `Hà` the one the text means): such runs are decided
    // again at a lower margin, keeping only the chain's repairs.
    let gain: f32 = decided.iter().map(|(_, _, o)| o[0].2).sum();
    if gain >= STORY_GAIN && !turned_down.is_empty() {
        let chain = dominant_chain(text, &decided);
        let unjudged = unjudged_scripts(decided.iter().map(|(_, _, o)| o[0].1.as_str()));
        let shown = shown_scripts(decided.iter().map(|(_, _, o)| o[0].1.as_str()));
        // (Each repair with whether only [`into_shown_letters`] kept it.)
        let mut again: HashMap<Key, Vec<(Repair, bool)>> = HashMap::new();
        let first_pass: Vec<(usize, usize)> = decided.iter().map(|d| (d.0, d.1)).collect();
        let mut more = false;
        for (s, e, key) in turned_down {
            let options = again.entry(key).or_insert_with(|| {
                languages
                    .judge(key.1, key.2, key.3, key.0, STORY_SYMBOL_MARGIN)
                    .unwrap_or_default()
                    .into_iter()
                    .filter(|o| follows(o, key.2, &chain))
                    .filter_map(|o| {
                        let kept = o.2 >= STORY_MARGIN
                            || symbols_only(&o.1)
                            || in_unjudged_script(&o.1, &unjudged);
                        let shown_only = !kept && into_shown_letters(key.2, &o.1, &shown);
                        (kept || shown_only).then_some((o, shown_only))
                    })
                    // A repair kept below the margin counts as no gain: it must not hide the
                    // text's other repairs (the whole text must gain TEXT_MARGIN).
                    .map(|((c, t, g), only)| ((c, t, g.max(0.0)), only))
                    .collect()
            });
            // A lone letter is repaired on a line that holds a run repaired on its own: text
            // garbled, not a diagram of correct box drawing amid it (`╬║ ╬╗ ╬╣` became `κ ╬╗ ╬╣`
            // in a Greek text garbled through IBM437: review of 2026-12-05).
            let line = text[..s].rfind('\n').map_or(0, |i| i + 1)
                ..text[e..].find('\n').map_or(text.len(), |i| e + i);
            let garbled_line = first_pass
                .iter()
                .any(|&(ds, de)| line.start <= ds && de <= line.end);
            let mut options: Vec<Repair> = options
                .iter()
                .filter(|(_, only)| !only || garbled_line)
                .map(|(o, _)| o.clone())
                .collect();
            keep_fitting(text, s, e, &mut options);
            if !options.is_empty() {
                decided.push((s, e, options));
                more = true;
            }
        }
        if more {
            decided.sort_by_key(|d| d.0);
        }
    }
    (decided, written)
}

/// Keeps the repairs of the run `text[s..e]` that fit the text around it: in text written without
/// spaces ([`spaced`]) the space is the A0 byte, not a word break, so the repair that keeps it
/// beside the A0 goes (through windows-1252, -1251 or -1250, a run ending in such a space reads back
/// only with the A0 put in: [`lost_byte_candidates`]); in text written in capitals
/// ([`capitals_around`]) a repair into a small Latin letter goes.
fn keep_fitting(text: &str, s: usize, e: usize, options: &mut Vec<Repair>) {
    if text[s..e].ends_with(' ') && !spaced(text, s, e) {
        options.retain(|o| !(o.0.first().is_some_and(|n| loses_a0(n)) && o.1.ends_with(' ')));
    }
    if !options.is_empty() && capitals_around(text, s, e) {
        options.retain(|o| !o.1.chars().any(small_latin));
    }
}

/// Bytes on either side of a run looked at by [`spaced`].
const SPACED_REACH: usize = 40;

/// Whether the text around the run `text[s..e]` ([`SPACED_REACH`] bytes either way) breaks words
/// with spaces: a space outside the run after an ASCII character (one after a character outside
/// ASCII may be another lost A0: `arbitrÃ riament`).
fn spaced(text: &str, s: usize, e: usize) -> bool {
    let b = text.as_bytes();
    let word_break = |i: usize| b[i] == b' ' && (i == 0 || b[i - 1].is_ascii());
    (s.saturating_sub(SPACED_REACH)..s).any(word_break)
        || (e..(e + SPACED_REACH).min(b.len())).any(word_break)
}

/// Whether the text around the run `text[s..e]` is written in capitals: the ASCII letters within
/// [`SPACED_REACH`] bytes on either side, at least four, are all capitals, or the nearest one on
/// each side is a capital standing alone (a heading in spaced capitals, `N Ã O  S E I`, among
/// small letters). A repair into a small Latin letter there contradicts it (no `à` in `N Ã O`);
/// one into capitals fits it (`RUF MICH ZURÃœCK`), and so does one into another script. A
/// capital starting a word (`Hệ Mặt`, `Kỷ Nguyên`) says nothing of the letters after it.
fn capitals_around(text: &str, s: usize, e: usize) -> bool {
    let b = text.as_bytes();
    let from = s.saturating_sub(SPACED_REACH);
    let to = (e + SPACED_REACH).min(b.len());
    // Letters of words: not hex digits in a percent-encoded URL (`%D1%82%C3%A6`) or in codes.
    let word_letters = |range: std::ops::Range<usize>| {
        let part = &b[range];
        let mut out = Vec::new();
        let mut at = 0;
        for w in part.split(|c| !c.is_ascii_alphanumeric()) {
            let after_percent = at > 0 && part[at - 1] == b'%';
            if !after_percent && !w.iter().any(u8::is_ascii_digit) {
                out.extend_from_slice(w);
            }
            at += w.len() + 1;
        }
        out
    };
    let letters = [word_letters(from..s), word_letters(e..to)].concat();
    if letters.len() >= 4 && letters.iter().all(u8::is_ascii_uppercase) {
        return true;
    }
    let alone_capital = |i: usize| {
        b[i].is_ascii_uppercase()
            && (i == 0 || !b[i - 1].is_ascii_alphanumeric() && b[i - 1].is_ascii())
            && b.get(i + 1)
                .is_none_or(|c| !c.is_ascii_alphanumeric() && c.is_ascii())
    };
    let before = (from..s).rev().find(|&i| b[i].is_ascii_alphabetic());
    let after = (e..to).find(|&i| b[i].is_ascii_alphabetic());
    before.is_some_and(alone_capital) && after.is_some_and(alone_capital)
}

/// A small letter of the Latin script outside ASCII ([`small`]).
fn small_latin(c: char) -> bool {
    use unicode_script::{Script, UnicodeScript};
    !c.is_ascii() && small(c) && c.script() == Script::Latin
}

/// A small letter with a capital of its own: not `º` and `ª`, which have none and stand in
/// capitals (`Nº`, `2ª DIVISÃO`), nor `ß`, whose capitals are `SS` (`STRAßE` is written so).
fn small(c: char) -> bool {
    let mut upper = c.to_uppercase();
    c.is_lowercase() && upper.len() == 1 && upper.next() != Some(c)
}

/// The C1 controls windows-1252 leaves undefined (its bytes 81 8D 8F 90 9D).
const UNDEFINED_C1: [char; 5] = ['\u{81}', '\u{8D}', '\u{8F}', '\u{90}', '\u{9D}'];

/// Turns down the repairs that read C1 controls as windows-1252 punctuation when the text holds
/// a control windows-1252 leaves undefined outside every run repaired: windows-1252 text read as
/// ISO-8859-1 cannot hold one (its bytes never were windows-1252 text), so the controls are
/// what the text means. The WHATWG index files list every C1 control as a character, one per
/// line; their `\u{80}` and `\u{93}` are not `€` and `“`. (Inside a run another chain repairs,
/// `à¸\u{81}`, such a control is the byte a sloppy decoder carried through, and says nothing.)
fn drop_contradicted_c1(text: &str, decided: &mut Vec<(usize, usize, Vec<Repair>)>) {
    let mut at = 0;
    let mut outside = false;
    for (i, c) in text.char_indices() {
        if !UNDEFINED_C1.contains(&c) {
            continue;
        }
        // The decided runs are in order: skip those that end before this control.
        while decided.get(at).is_some_and(|d| d.1 <= i) {
            at += 1;
        }
        let inside = decided
            .get(at)
            .is_some_and(|(s, _, o)| *s <= i && o[0].0.first() != Some(&C1_AS_1252));
        if !inside {
            outside = true;
            break;
        }
    }
    if !outside {
        return;
    }
    for (_, _, options) in decided.iter_mut() {
        options.retain(|o| o.0.first() != Some(&C1_AS_1252));
    }
    decided.retain(|(_, _, options)| !options.is_empty());
}

/// Whether a repair is symbols alone: no letter or mark, and no U+FFFD (a byte left unread is no
/// symbol the chain made).
fn symbols_only(repair: &str) -> bool {
    !repair
        .chars()
        .any(|c| c == '\u{FFFD}' || lang::is_letter_or_mark(c))
}

/// Whether no language model knows `c` as a letter: Hangul, Han, kana and the other scripts of
/// languages this tool has no model for.
fn unjudged_letter(c: char) -> bool {
    c.is_alphabetic() && !c.is_ascii() && !lang::models().iter().any(|m| m.in_alphabet(c))
}

/// The scripts of the letters no model knows ([`unjudged_letter`]) in `repairs`: the scripts a
/// garbled text was shown, by its longer runs, to be written in.
fn unjudged_scripts<'a>(repairs: impl Iterator<Item = &'a str>) -> HashSet<unicode_script::Script> {
    scripts_of(repairs, unjudged_letter)
}

/// The scripts of the characters of `repairs` that `counts`.
fn scripts_of<'a>(
    repairs: impl Iterator<Item = &'a str>,
    counts: impl Fn(char) -> bool,
) -> HashSet<unicode_script::Script> {
    use unicode_script::UnicodeScript;
    repairs
        .flat_map(str::chars)
        .filter(|&c| counts(c))
        .map(|c| c.script())
        .collect()
}

/// Whether a repair is letters of a script no model knows, one the text's other repairs are in
/// ([`unjudged_scripts`]): in Korean garbled through windows-1251, `н•\u{A0}` before a space is
/// `할` (ED 95 A0), a word too short for the models to prefer to its garbled form (they know
/// no Hangul and score both as strangers), while the longer words around it were repaired.
/// In such a text the chain is the evidence, as for symbols ([`STORY_SYMBOL_MARGIN`]); a script
/// the text has not been shown to be in is not (Czech `á”` before a space would be the syllabic
/// `ᔠ`).
fn in_unjudged_script(repair: &str, scripts: &HashSet<unicode_script::Script>) -> bool {
    use unicode_script::UnicodeScript;
    let mut letters = repair.chars().filter(|c| !c.is_ascii()).peekable();
    letters.peek().is_some() && letters.all(|c| unjudged_letter(c) && scripts.contains(&c.script()))
}

/// The scripts of the letters outside ASCII in `repairs`: what a garbled text was shown, by its
/// runs decided on their own, to be written in.
fn shown_scripts<'a>(repairs: impl Iterator<Item = &'a str>) -> HashSet<unicode_script::Script> {
    scripts_of(repairs, |c| !c.is_ascii() && c.is_alphabetic())
}

/// Whether the repair of `run` is letters of a script the text's other repairs are in (`shown`,
/// [`shown_scripts`]), where the run is not letters of that script alone (a symbol, a control or
/// a no-break space is in it): of another script than Latin, or Latin where the run is box
/// drawing alone. A letter standing alone
/// is too short for the models to prefer it to its garbled form by [`STORY_MARGIN`], and in a
/// text the chain garbled throughout the chain is the evidence, as for symbols: `╨╢` (D0 B6
/// through IBM437) stayed for `ж` in a Russian page repaired around it, `├│` for `ó`, windows-1251
/// `Р` and a no-break space for `Р`, `×` and one for `נ` (second CLI pass of 2026-12-05 #3).
fn into_shown_letters(run: &str, repair: &str, shown: &HashSet<unicode_script::Script>) -> bool {
    use unicode_script::{Script, UnicodeScript};
    let box_drawing = run.chars().all(|c| ('\u{2500}'..='\u{259F}').contains(&c));
    let mut letters = repair.chars().filter(|c| !c.is_ascii()).peekable();
    letters.peek().is_some()
        && letters.all(|c| {
            c.is_alphabetic()
                && shown.contains(&c.script())
                && (c.script() != Script::Latin || box_drawing)
        })
        // (A run of the repair's letters alone may be a correct word: `Рёв` is `ив` through
        // windows-1251.)
        && !run
            .chars()
            .all(|r| r.is_alphabetic() && repair.chars().any(|c| c.script() == r.script()))
}

/// Nats the repairs of a text must gain together before its other runs that its chain undoes
/// are decided again at [`STORY_MARGIN`].
const STORY_GAIN: f32 = 2.0 * TEXT_MARGIN;
/// Nats by which a repair must beat the run as it stands, in a text that is clearly mojibake
/// through the same chain.
const STORY_MARGIN: f32 = 1.0;
/// The same for a repair into symbols alone ([`symbols_only`]), which may even read worse than
/// the run, by up to [`PREFILTER_MARGIN`] in the paragraph's languages (and counts as gaining
/// nothing): the models know symbols poorly (`·` and `±` between spaces are 1–3 nats less likely
/// to them than `┬╖` and `┬▒`, their bytes read as IBM437), and that the text's chain makes
/// well-formed UTF-8 of the run is the evidence. Letters keep [`STORY_MARGIN`]: `á”` before a
/// space would otherwise become the syllabic `ᔠ` (E1 94 A0, a lost A0) in Czech.
const STORY_SYMBOL_MARGIN: f32 = PREFILTER_MARGIN;

/// The chain most decided runs are best repaired by (among equals, the smallest), counting a
/// run for every chain that makes its best repair ([`follows`]: encodings that write a run alike
/// give one candidate, named after the first). German through IBM850 shows `├ä` (ä), which
/// IBM437 undoes as well and is named after, and `├Â` (ö), which IBM437 cannot (it has no `Â`):
/// counting the names alone made IBM437 the text's chain, and `M├Âchten` "MÄchten" through
/// IBM863, where IBM850 reads every run.
fn dominant_chain(text: &str, decided: &[(usize, usize, Vec<Repair>)]) -> Vec<&'static str> {
    let mut chains: Vec<&Vec<&'static str>> = Vec::new();
    for (_, _, options) in decided {
        if !chains.contains(&&options[0].0) {
            chains.push(&options[0].0);
        }
    }
    let runs_of = |chain: &[&'static str]| {
        decided
            .iter()
            .filter(|(s, e, options)| follows(&options[0], &text[*s..*e], chain))
            .count()
    };
    // Among chains that make as many runs, the one most runs are named after (windows-1252 over
    // ISO-8859-1, which makes its runs of Latin-1 letters too); then the one through the commoner
    // code pages ([`order`]: ISO-8859-2 before ISO-8859-16, which won such ties by its name and
    // undid Icelandic `vĂŠl` into `væl` beside `þættir` through ISO-8859-2: second CLI pass of
    // 2026-12-05 #2).
    let named = |chain: &[&'static str]| decided.iter().filter(|(_, _, o)| o[0].0 == chain).count();
    let rank = |chain: &[&'static str]| -> Vec<usize> {
        chain
            .iter()
            .map(|n| {
                order()
                    .iter()
                    .position(|l| l.name == *n)
                    .unwrap_or(order().len())
            })
            .collect()
    };
    chains
        .into_iter()
        .map(|c| ((runs_of(c), named(c)), rank(c), c))
        .max_by(|a, b| {
            a.0.cmp(&b.0)
                .then_with(|| b.1.cmp(&a.1))
                .then_with(|| b.2.cmp(a.2))
        })
        .map(|(_, _, c)| c.clone())
        .unwrap_or_default()
}

/// The chain that comes most often in `chains` (among equals, the smallest).
fn most_common_chain<'a>(chains: impl Iterator<Item = &'a Vec<&'static str>>) -> Vec<&'static str> {
    let mut counts: HashMap<Vec<&'static str>, usize> = HashMap::new();
    for chain in chains {
        *counts.entry(chain.clone()).or_default() += 1;
    }
    counts
        .into_iter()
        .max_by(|a, b| a.1.cmp(&b.1).then_with(|| b.0.cmp(&a.0)))
        .map(|(c, _)| c)
        .unwrap_or_default()
}

/// A text's languages as runs are judged in them: the main languages of its start, and each
/// paragraph's own, worked out when first needed and kept.
struct RunLanguages<'t> {
    text: &'t str,
    /// The languages around each run, worked out per paragraph window (a file may hold several
    /// languages) on the first run there that any encoding reverses: correct text seldom has one.
    /// Keyed by the whole window: two runs after one blank line may reach to different ends.
    segments: HashMap<(usize, usize), Vec<(&'static lang::Model, f32)>>,
    global: Option<Vec<(&'static lang::Model, f32)>>,
    /// The languages of the whole text, when it is short enough for the main languages to see it
    /// all.
    whole: Option<Vec<(&'static lang::Model, f32)>>,
}

impl<'t> RunLanguages<'t> {
    /// Nothing worked out yet.
    fn new(text: &'t str) -> RunLanguages<'t> {
        RunLanguages {
            text,
            segments: HashMap::new(),
            global: None,
            whole: None,
        }
    }

    /// Decides a run (with the rest of its word around it) of the paragraph `from..to`: first in
    /// the text's main languages, which turns down the accidental reversals of correct text
    /// cheaply; a run that passes is decided again in its paragraph's languages.
    fn judge(
        &mut self,
        prefix: &str,
        run: &str,
        suffix: &str,
        (from, to): (usize, usize),
        margin: f32,
    ) -> RunRepair {
        let text = self.text;
        let whole = &mut self.whole;
        let main = self.global.get_or_insert_with(|| {
            let end = start_end(text);
            let mut all = text_languages(&text[..end]);
            if end == text.len() {
                // A short text: its one paragraph's languages are these; not worked out twice.
                *whole = Some(all.clone());
            }
            all.sort_by(|a, b| b.1.total_cmp(&a.1));
            all.truncate(MAIN_LANGUAGES);
            all
        });
        decide(prefix, run, suffix, main, PREFILTER_MARGIN)?;
        let whole = &self.whole;
        let langs = self
            .segments
            .entry((from, to))
            .or_insert_with(|| match whole {
                Some(w) if from == 0 && to == text.len() => w.clone(),
                _ => text_languages(&text[from..to]),
            });
        decide(prefix, run, suffix, langs, margin)
    }
}

/// How much text the whole-file look for mojibake decides at once: `check` (reading the file
/// again past its first MiB) and `fix` (holding it all) cut a file into the same chunks, so that
/// they find the same mojibake in a file of any size.
pub const CHUNK: usize = 1 << 20;

/// The length of the next chunk of valid UTF-8, given its next `buf` (at most [`CHUNK`] bytes,
/// fewer only at the end of the text, `at_end`): all of it at the end, else up to its last line
/// break, else up to its last ASCII byte (a run of garbled characters is undone whole only if
/// no chunk cuts it), else up to its last character boundary.
pub fn chunk_len(buf: &[u8], at_end: bool) -> usize {
    if at_end || buf.len() < 4 {
        return buf.len();
    }
    if let Some(i) = buf.iter().rposition(|&b| b == b'\n') {
        return i + 1;
    }
    if let Some(i) = buf.iter().rposition(u8::is_ascii) {
        return i + 1;
    }
    // The start of the last character, which may be cut.
    let mut i = buf.len() - 1;
    while i > 0 && buf[i] & 0xC0 == 0x80 {
        i -= 1;
    }
    if i == 0 { buf.len() } else { i }
}

/// The chunks of `text` (see [`chunk_len`]) with their byte offsets.
pub fn chunks(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut at = 0;
    std::iter::from_fn(move || {
        if at >= text.len() {
            return None;
        }
        let end = (at + CHUNK).min(text.len());
        let len = chunk_len(&text.as_bytes()[at..end], end == text.len());
        let start = at;
        at += len;
        Some((start, &text[start..at]))
    })
}

/// [`diagnose`] chunk by chunk over a whole text: the repair of every chunk that shows mojibake,
/// the rest kept, with the first finding (its `lost` counted over every chunk) and its chunk's
/// offset; `None` when no chunk shows any. Layers past the three one search undoes are undone
/// too ([`deeper_layers`]); the finding's `repaired` is its chunk's first search.
pub fn repair_chunked(text: &str) -> Option<(usize, Mojibake, String)> {
    let (at, mut m, out) = repair_chunked_once(text)?;
    let out = deeper_layers(out, &mut m.chain, &mut m.lost);
    Some((at, m, out))
}

/// Searches of a repaired text again, at most, for [`deeper_layers`]: with three layers a search,
/// twelve in all.
const MORE_SEARCHES: usize = 3;

/// `repaired` searched again for the layers a search leaves (it undoes three at most: a text
/// garbled four times came back garbled once, and `fix` said "mojibake repaired"; CLI pass
/// 2026-12-05 #8), their chain appended to `chain` (innermost last) and what they lose to
/// `lost`. Correct text is left alone by the search, so a finished repair costs one search more.
pub fn deeper_layers(repaired: String, chain: &mut Vec<&'static str>, lost: &mut usize) -> String {
    let mut out = repaired;
    for _ in 0..MORE_SEARCHES {
        let Some((_, inner, deeper)) = repair_chunked_once(&out) else {
            break;
        };
        chain.extend(inner.chain);
        *lost += inner.lost;
        out = deeper;
    }
    out
}

/// One search of [`repair_chunked`].
fn repair_chunked_once(text: &str) -> Option<(usize, Mojibake, String)> {
    let mut first: Option<(usize, Mojibake)> = None;
    let mut out = String::with_capacity(text.len());
    let mut lost = 0;
    for (at, chunk) in chunks(text) {
        match diagnose(chunk) {
            Some(m) => {
                out.push_str(&m.repaired);
                lost += m.lost;
                if first.is_none() {
                    first = Some((at, m));
                }
            }
            None => out.push_str(chunk),
        }
    }
    first.map(|(at, m)| (at, Mojibake { lost, ..m }, out))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The runs of a long stretch without blank lines share their paragraph windows (each
    /// window's languages are worked out once): at most one window per [`PARAGRAPH_REACH`] bytes,
    /// each holding its run with about that much text on either side; and such a text is repaired
    /// whole.
    #[test]
    fn runs_of_a_long_line_share_their_paragraphs() {
        let text = "CafÃ© au lait, dÃ©jÃ  vu. ".repeat(4000);
        let mut windows = HashSet::new();
        for (s, e) in runs(&text) {
            let (from, to) = paragraph(&text, s, e);
            assert!(from <= s && e <= to, "{from}..{to} does not hold {s}..{e}");
            assert!(s - from >= PARAGRAPH_REACH || from == 0, "{from} for {s}");
            assert!(
                to - e >= PARAGRAPH_REACH / 2 || to == text.len(),
                "{to} for {e}"
            );
            windows.insert((from, to));
        }
        assert!(
            windows.len() <= text.len() / PARAGRAPH_REACH + 2,
            "{} windows for {} bytes",
            windows.len(),
            text.len()
        );
        let m = diagnose(&text).expect("mojibake");
        assert_eq!(m.repaired, "Café au lait, déjà vu. ".repeat(4000));
    }

    /// The first look ([`may_show_mojibake`]) changes no diagnosis: correct text in all 53
    /// languages of the UDHR, the same garbled through four code pages (one with its A0 bytes
    /// turned into spaces, as sloppy decoders do), and correct text with one garbled sentence in
    /// it give the same answer with and without it. It also does its work: it leaves out most of
    /// the correct texts, and the garbled ones are found.
    #[test]
    fn first_look_changes_no_diagnosis() {
        let garble = |t: &str, enc: &'static encoding_rs::Encoding| {
            enc.decode_without_bom_handling(t.as_bytes()).0.into_owned()
        };
        let (mut correct, mut left_out, mut found, mut garbled) = (0, 0, 0, 0);
        for code in crate::analysis::test_samples::udhr_codes() {
            let bytes = crate::analysis::test_samples::udhr(&code);
            let text = String::from_utf8(bytes).expect("UDHR text in UTF-8");
            let chars: Vec<usize> = text.char_indices().map(|(i, _)| i).collect();
            for part in 0..3 {
                let from = chars[chars.len() * part / 4];
                let to = chars
                    .get(chars.len() * part / 4 + 1500)
                    .copied()
                    .unwrap_or(text.len());
                let sample = &text[from..to];
                let sentence = sample.split_inclusive('.').nth(1).unwrap_or(sample);
                let mixed =
                    sample.replacen(sentence, &garble(sentence, encoding_rs::WINDOWS_1252), 1);
                let mut cases = vec![(sample.to_string(), false), (mixed, true)];
                for enc in [
                    encoding_rs::WINDOWS_1252,
                    encoding_rs::WINDOWS_1251,
                    encoding_rs::IBM866,
                    encoding_rs::ISO_8859_2,
                ] {
                    cases.push((garble(sample, enc), true));
                }
                cases.push((
                    garble(sample, encoding_rs::WINDOWS_1252).replace('\u{A0}', " "),
                    true,
                ));
                for (case, is_garbled) in cases {
                    let with = diagnose_single_byte_with(&case, true);
                    let without = diagnose_single_byte_with(&case, false);
                    assert_eq!(with, without, "{code}: {case}");
                    if !is_garbled {
                        correct += 1;
                        left_out += usize::from(!may_show_mojibake(&case));
                    } else if !case.is_ascii() && case != sample {
                        garbled += 1;
                        found += usize::from(with.is_some());
                    }
                }
            }
        }
        assert!(
            left_out * 10 >= correct * 9,
            "{left_out} of {correct} correct texts left out"
        );
        assert!(
            found * 10 >= garbled * 9,
            "{found} of {garbled} garbled texts found"
        );
    }

    /// Giving up on a language whose partial score (an upper bound) falls below the floor keeps
    /// the very languages and weights scoring every language to the end gives: correct text in
    /// several scripts, and the same text garbled once and twice.
    #[test]
    fn text_languages_pruned_equal_full() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/testdata/udhr");
        for code in ["fra", "isl", "rus", "ell", "heb", "pol", "vie", "cmn"] {
            let path = dir.join(format!("{code}.txt"));
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{}: {e} (shared test data missing?)", path.display()));
            let once: String = text.bytes().map(char::from).collect();
            let twice: String = once.bytes().map(char::from).collect();
            for t in [&text, &once, &twice] {
                let cut = t.char_indices().nth(3000).map_or(t.len(), |(i, _)| i);
                let sample = &t[..cut];
                let names = |v: Vec<(&'static lang::Model, f32)>| -> Vec<(&str, f32)> {
                    v.into_iter().map(|(m, w)| (m.code, w)).collect()
                };
                let pruned = names(text_languages_with(sample, true));
                assert_eq!(pruned, names(text_languages_with(sample, false)), "{code}");
                assert!(!pruned.is_empty());
            }
        }
    }
}
