//! UTF-8 with lines of a CJK encoding pasted in: a Shift_JIS, EUC-JP, GBK, Big5 or EUC-KR line
//! inside a UTF-8 file (a Japanese mail quoted into a UTF-8 page, a Korean line copied from an old
//! document). The single-byte look for pasted runs ([`super::evidence`]) reads one byte as one
//! letter, so such a file was "UTF-8 with damaged bytes", and `fix` refused it.
//!
//! A pasted CJK line is told by what it is made of: words (cut at ASCII spaces and line breaks)
//! a quarter of whose bytes outside ASCII at least are ill-formed as UTF-8 (a CJK encoding forms
//! a well-formed UTF-8 sequence only now and then, by accident), which one CJK encoding reads
//! without a malformed sequence as CJK characters alone, the common ones of its language. A
//! damaged UTF-8 file has few ill-formed bytes among many well-formed ones in the same words, and
//! what a CJK decoder makes of UTF-8 is rare characters ([`PASTED_MEAN_LOGP`]).

use crate::analysis::cjk::{self, CjkId, model};

/// The encodings a pasted run is read in, in the order ties go.
const ENCODINGS: [CjkId; 5] = [
    CjkId::ShiftJis,
    CjkId::EucJp,
    CjkId::Gbk,
    CjkId::Big5,
    CjkId::EucKr,
];

/// The least mean ln P of the CJK characters read from the pasted words under their language's
/// unigram model: as for UTF-16 without a BOM ([`super::wide`]), held-out text scores about −7 to
/// −5 a character, and bytes that are no text in that encoding score about −13.
const PASTED_MEAN_LOGP: f32 = -9.0;

/// The least number of CJK characters the pasted words must read as: one or two are an accident.
const PASTED_CHARS: usize = 6;

/// What was pasted: the encoding, and the byte ranges of `sample` read in it.
#[derive(Clone, Debug, PartialEq)]
pub struct Pasted {
    /// The encoding the words read as.
    pub encoding: CjkId,
    /// The pasted words: (start, end) byte offsets, in order.
    pub spans: Vec<(usize, usize)>,
}

impl Pasted {
    /// How many runs the words make: words with nothing but ASCII other than a line break
    /// between them are one run (a pasted Korean line is one run of many words).
    pub fn runs(&self, sample: &[u8]) -> usize {
        let joined = self
            .spans
            .windows(2)
            .filter(|w| {
                let gap = &sample[w[0].1..w[1].0];
                gap.is_ascii() && !gap.contains(&b'\n')
            })
            .count();
        self.spans.len() - joined
    }
}

/// The words of `bytes` (cut at ASCII whitespace) that hold ill-formed bytes of `bad` (sorted
/// offsets) and are largely made of them: at least a quarter of their bytes outside ASCII (GBK's
/// common characters pair up into well-formed UTF-8 more often than the others': `确职业` is C8
/// B7 D6 B0 D2 B5; EUC-KR's `드리` is B5 E5 B8 AE, UTF-8's `帮` after one ill-formed byte). A word
/// of well-formed UTF-8 with a damaged byte in it (a whole line of Chinese, which has no spaces;
/// a Korean word of two syllables or more) is damage, not a paste: left out. (start, end) each.
fn pasted_words(bytes: &[u8], bad: &[usize]) -> Vec<(usize, usize)> {
    let mut words: Vec<(usize, usize, usize)> = Vec::new();
    for &b in bad {
        if let Some((_, e, n)) = words.last_mut()
            && b < *e
        {
            *n += 1;
            continue;
        }
        let start = bytes[..b]
            .iter()
            .rposition(u8::is_ascii_whitespace)
            .map_or(0, |i| i + 1);
        let end = bytes[b..]
            .iter()
            .position(u8::is_ascii_whitespace)
            .map_or(bytes.len(), |i| b + i);
        words.push((start, end, 1));
    }
    words
        .into_iter()
        .filter(|&(s, e, n)| n * 4 >= bytes[s..e].iter().filter(|b| !b.is_ascii()).count())
        .map(|(s, e, _)| (s, e))
        .collect()
}

/// `word` read in `encoding` (`whole`: not cut by the end of a sample that goes on), if it reads
/// without a malformed sequence as CJK characters, punctuation and ASCII alone.
fn read_word(word: &[u8], encoding: CjkId, whole: bool) -> Option<String> {
    let d = cjk::decode(word, encoding, whole, '\u{FFFD}').ok()?;
    let cjk_only = d
        .text
        .chars()
        .filter(|c| !c.is_ascii())
        .all(|c| super::wide::is_cjk(c) || super::wide::is_punctuation(c));
    (d.malformed == 0 && cjk_only).then_some(d.text)
}

/// The UTF-8 `sample` (all of the file when `whole`) with the ill-formed bytes `bad`, if those
/// bytes are words of one CJK encoding pasted in (see the module's documentation).
pub fn pasted(sample: &[u8], bad: &[usize], whole: bool) -> Option<Pasted> {
    let spans = pasted_words(sample, bad);
    if spans.is_empty() {
        return None;
    }
    let mut best: Option<(CjkId, f32)> = None;
    for id in ENCODINGS {
        let m = model::model(id.language());
        let (mut chars, mut logp) = (0usize, 0.0f32);
        let mut read = true;
        for &(s, e) in &spans {
            // A word cut by the end of a sample that goes on may end inside a character.
            let cut_off = !whole && e == sample.len();
            let Some(text) = read_word(&sample[s..e], id, !cut_off) else {
                read = false;
                break;
            };
            for c in text.chars().filter(|&c| super::wide::is_cjk(c)) {
                chars += 1;
                logp += m.logp(c);
            }
        }
        if !read || chars < PASTED_CHARS {
            continue;
        }
        let mean = logp / chars as f32;
        if mean >= PASTED_MEAN_LOGP && best.is_none_or(|(_, b)| mean > b) {
            best = Some((id, mean));
        }
    }
    let (encoding, _) = best?;
    Some(Pasted {
        encoding,
        spans: with_accidental_words(sample, spans, encoding),
    })
}

/// The pasted `spans` (sorted), with the other words on their lines that are well-formed UTF-8
/// only by accident: no ASCII byte in them (`café` beside a paste is a word of the UTF-8 text),
/// UTF-8 reads them as no CJK character, `encoding` reads them as CJK characters alone (Korean
/// `캠` is C4 B7 in EUC-KR, which UTF-8 reads as `ķ`); all in order. Each line and each word is
/// looked at once.
fn with_accidental_words(
    bytes: &[u8],
    spans: Vec<(usize, usize)>,
    encoding: CjkId,
) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    // The end of the last line looked at, and the next span to compare words with.
    let (mut done, mut next) = (0usize, 0usize);
    for &(s, _) in &spans {
        if s < done {
            continue;
        }
        let start = bytes[done..s]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(done, |i| done + i + 1);
        let end = bytes[s..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(bytes.len(), |i| s + i);
        done = end;
        let mut at = start;
        for word in bytes[start..end].split(u8::is_ascii_whitespace) {
            let (ws, we) = (at, at + word.len());
            at = we + 1;
            while next < spans.len() && spans[next].1 <= ws {
                next += 1;
            }
            let in_span = spans
                .get(next)
                .is_some_and(|&(ps, pe)| ps <= ws && we <= pe);
            if word.is_empty() || in_span || word.iter().any(u8::is_ascii) {
                continue;
            }
            let Ok(text) = std::str::from_utf8(word) else {
                continue;
            };
            if text.chars().any(super::wide::is_cjk) {
                continue;
            }
            if read_word(word, encoding, true).is_some() {
                out.push((ws, we));
            }
        }
    }
    out.extend(spans);
    out.sort_unstable();
    out
}

/// The text of UTF-8 `bytes` with its words of `encoding` pasted in read in that encoding (the
/// words [`pasted`] finds, over all of `bytes`); a word that `encoding` does not read as CJK
/// text (a damaged line elsewhere), and the rest, read as UTF-8 (ill-formed bytes as U+FFFD).
pub fn repair_pasted(bytes: &[u8], encoding: CjkId) -> String {
    let bad: Vec<usize> = crate::analysis::kernel::utf8_chunks(bytes)
        .scan(0usize, |at, (valid, invalid)| {
            let from = *at + valid.len();
            *at = from + invalid.len();
            Some(from..*at)
        })
        .flatten()
        .collect();
    let spans = with_accidental_words(bytes, pasted_words(bytes, &bad), encoding);
    let mut out = String::with_capacity(bytes.len() * 3 / 2);
    let mut last = 0;
    for (s, e) in spans {
        if let Some(text) = read_word(&bytes[s..e], encoding, true) {
            out.push_str(&String::from_utf8_lossy(&bytes[last..s]));
            out.push_str(&text);
            last = e;
        }
    }
    out.push_str(&String::from_utf8_lossy(&bytes[last..]));
    out
}
