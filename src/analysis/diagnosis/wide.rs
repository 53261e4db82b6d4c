//! UTF-16 and UTF-32 told from their bytes: by a byte order mark, by where the zero bytes fall
//! (ASCII-heavy text), or, for text with few zero bytes (CJK, Cyrillic), by the byte-pair
//! statistics of the two halves of a unit.
//!
//! Why here and not in the codec: these are statistics over a sample, with thresholds fitted on the
//! corpora, not rules of the encoding.

use crate::analysis::kernel::count_bytes;
use crate::codec::WideForm;

/// The UTF-16 or UTF-32 form of a sample, and whether it has a BOM: by its BOM, by the pattern of
/// zero bytes (ASCII-heavy text), or by the byte-pair statistics of text with few zero bytes (CJK,
/// Cyrillic, …). `None` for everything else, valid UTF-8 included.
pub fn wide_form(sample: &[u8]) -> Option<(WideForm, bool)> {
    if let Some(f) = WideForm::from_bom(sample) {
        return Some((f, true));
    }
    // A PNG's or a font's zero bytes fall where UTF-16's would; a known format is not text.
    if crate::analysis::magic::identify(sample).is_some() {
        return None;
    }
    // Text with few zero bytes is told by statistics, which ISO-2022-JP's seven-bit pairs pass:
    // a numbered list of katakana in it was "UTF-16BE text without BOM" (CLI pass). Its escape
    // sequences say what it is.
    let iso2022 = || crate::analysis::cjk::iso2022(&sample[..sample.len().min(1 << 16)]).is_some();
    wide_by_zeros(sample)
        .or_else(|| {
            if iso2022() {
                return None;
            }
            utf16_by_byte_pairs(sample)
                .or_else(|| short_utf16(sample))
                .or_else(|| cjk_utf16(sample))
        })
        .map(|f| (f, false))
}

/// UTF-16 or UTF-32 without a BOM, from the pattern of zero bytes (ASCII-heavy text).
pub fn wide_by_zeros(sample: &[u8]) -> Option<WideForm> {
    let n = sample.len().min(1 << 16) & !3;
    // Every form below needs zero bytes (at least two); most files have none, found at once.
    if n < 8 || memchr::memchr(0, &sample[..n]).is_none() {
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
    // At least two zero bytes, and units that read as text: a short binary string with one NUL
    // is not UTF-16.
    let form = if odd * 4 >= units && even * 20 < units && odd >= 2 {
        WideForm::Utf16Le
    } else if even * 4 >= units && odd * 20 < units && even >= 2 {
        WideForm::Utf16Be
    } else {
        return None;
    };
    texty(&sample[..n], form).then_some(form)
}

/// Bits by which the byte values at the low-byte positions must be more spread (Shannon entropy)
/// than those at the high-byte positions for text with few zero bytes to read as UTF-16. In UTF-16
/// the high byte names a script's block and takes few values (0x04 for Cyrillic, 0x4E–0x9F for Han,
/// 0xAC–0xD7 for Hangul) while the low byte takes almost any; in single-byte text both positions
/// hold the same distribution. Fitted on the calibration split (`evaluate -- --calibrate`): UTF-16
/// text of 200+ characters in 68 languages showed ≥ 1.3 bits, single-byte and UTF-8 text ≤ 0.45.
pub const UTF16_ASYMMETRY: f64 = 0.9;

/// Units per ill-formed one that UTF-16 found by its byte-pair statistics may have and still be
/// UTF-16 (damaged): the other evidence (the asymmetry, 97% of the units text) is already strong.
const DAMAGED_UNITS: usize = 200;

/// UTF-16 without a BOM and with few zero bytes, from byte-pair statistics: the high bytes take
/// far fewer values than the low bytes, the units pair up (with at most one lone surrogate in
/// [`DAMAGED_UNITS`] where control codes show the bytes are no text as they stand), and nearly
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
        // A tenth: a UTF-8 test file of Cyrillic without spaces (every other byte D0 or D1, as
        // UTF-16BE Hangul's) has 2% of deliberate errors, and was "UTF-16BE text".
        let mut bad = 0;
        for (_, invalid) in crate::analysis::kernel::utf8_chunks(head) {
            bad += invalid.len();
            if bad * 10 > high {
                break;
            }
        }
        if bad * 10 <= high {
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
    // One lone surrogate may be a pair cut by the sample's end. A few more are damage, which is
    // what `check` is for (a file with one lone surrogate was called binary for its NULs), where
    // the bytes are no text as they stand (control codes: Cyrillic's 04, the spaces' 00); UTF-8
    // Cyrillic with legacy runs pasted in reads as Hangul with a lone surrogate or two, and has
    // none.
    let cut = u64::from(sample.len() > n);
    let damage = if controls * 100 >= n {
        (n / 2 / DAMAGED_UNITS) as u64
    } else {
        0
    };
    if errors > cut + damage {
        return None;
    }
    // Shift_JIS (lead bytes 0x81–0x9F, 0xE0–0xEF) and the EUC encodings pair their bytes much as
    // UTF-16BE does: a sample that reads as CJK text in one of them is that, not UTF-16.
    if crate::analysis::cjk::reads_as_cjk(head, false) {
        return None;
    }
    texty(head, form).then_some(form)
}

/// A file of 5–31 UTF-16 units without a BOM ("Καλημέρα κόσμε" in 28 bytes), too short for
/// byte-pair statistics. It is read as UTF-16 only when its bytes are not text as they stand
/// (NULs or control codes: otherwise ASCII "Bush hid the facts" would be Chinese) and exactly
/// one byte order reads it as characters of one script (Han, kana and Hangul counting as one)
/// besides ASCII, punctuation and marks, with a space, line break, comma or full stop among them
/// (what made the NULs; random binary rarely has one there), and no lone surrogate. Such a file was called binary for its few NUL bytes.
/// One word of an alphabet has no separator ("Привет", 12 bytes, was "not text" for its six
/// 04 bytes): there every unit's high byte being one of two (blocks of 256 code points: Greek
/// and its polytonic forms; the chance of which is about 1 in 128 a unit for bytes that are no
/// such text) stands in for it.
fn short_utf16(sample: &[u8]) -> Option<WideForm> {
    use unicode_script::{Script, UnicodeScript};
    if !(10..64).contains(&sample.len()) || sample.len() % 2 == 1 {
        return None;
    }
    if !sample
        .iter()
        .any(|&b| b < 0x09 || b.wrapping_sub(0x0E) < 0x12)
    {
        return None;
    }
    let one_script = |form: WideForm| -> bool {
        if crate::codec::scan_wide(sample, form).errors > 0 || !texty(sample, form) {
            return false;
        }
        let (text, _) = crate::codec::decode_wide(sample, form);
        let high = usize::from(!form.big_endian());
        let mut blocks = [sample[high], sample[high]];
        let one_block = sample.iter().skip(high).step_by(2).all(|&b| {
            if b != blocks[0] && blocks[0] == blocks[1] {
                blocks[1] = b;
            }
            b != 0 && blocks.contains(&b)
        });
        if !one_block
            && !text
                .chars()
                .any(|c| matches!(c, ' ' | '\n' | '\r' | ',' | '.'))
        {
            return false;
        }
        // Japanese mixes kana with Han, Korean now and then Han with Hangul: one writing system.
        let mut scripts: Vec<Script> = text
            .chars()
            .filter(|c| !c.is_ascii())
            .map(|c| match c.script() {
                s if cjk_script(s) => Script::Han,
                s => s,
            })
            .filter(|s| !matches!(s, Script::Common | Script::Inherited))
            .collect();
        let letters = scripts.len();
        scripts.dedup();
        letters >= 2 && scripts.iter().all(|&s| s == scripts[0])
    };
    match (one_script(WideForm::Utf16Le), one_script(WideForm::Utf16Be)) {
        (true, false) => Some(WideForm::Utf16Le),
        (false, true) => Some(WideForm::Utf16Be),
        _ => None,
    }
}

/// How many bytes [`cjk_utf16`] looks at: 2,048 units, plenty to tell a language's common
/// characters from chance ones.
const CJK_UTF16_LOOK: usize = 4096;

/// The least mean ln P (under the best of the Chinese, Japanese and Korean unigram models) of the
/// CJK characters of a reading for [`cjk_utf16`] to take it as text. Held-out text of 10–120
/// characters scores about −7 to −5 a character (mostly common characters); random units in the
/// CJK blocks are rare characters, about −13 (the models' floor); text in a CJK legacy
/// encoding read as UTF-16 the same.
const CJK_UTF16_MEAN_LOGP: f32 = -9.5;

/// UTF-16 without a BOM whose text is Chinese, Japanese or Korean without the ASCII spaces that
/// make zero bytes (Chinese and Japanese write none): "人人生而自由，在尊严和权利上一律平等。" is
/// 20 units whose low bytes are control codes one time in ten, so it was called binary (or a
/// legacy text), too short for byte-pair statistics up to a hundred characters or so. It is read
/// as UTF-16 only where its bytes are not text as they stand (a NUL or a control code, and no
/// ISO-2022 escape sequence: those use ESC, SO and SI), one byte order reads it without a lone surrogate
/// as CJK characters with at most one in twenty of anything else (ASCII and punctuation aside),
/// and those characters are the common ones of a language ([`CJK_UTF16_MEAN_LOGP`]), which the
/// other byte order's are not.
fn cjk_utf16(sample: &[u8]) -> Option<WideForm> {
    use crate::analysis::cjk::model::{CjkLang, model};
    let n = sample.len().min(CJK_UTF16_LOOK) & !1;
    if n < 10 || (sample.len() == n + 1) {
        return None;
    }
    let head = &sample[..n];
    if !head
        .iter()
        .any(|&b| b < 0x09 || b.wrapping_sub(0x0E) < 0x12)
        || crate::analysis::cjk::iso2022(head).is_some()
    {
        return None;
    }
    let mean = |form: WideForm| -> Option<f32> {
        // One lone surrogate may be a pair cut by the look's end.
        let cut = u64::from(sample.len() > n);
        if crate::codec::scan_wide(head, form).errors > cut {
            return None;
        }
        let (text, _) = crate::codec::decode_wide(head, form);
        let (mut cjk, mut other, mut logp) = (0usize, 0usize, 0.0f32);
        for c in text.chars() {
            if is_cjk(c) {
                cjk += 1;
                logp += CjkLang::ALL
                    .iter()
                    .map(|&l| model(l).logp(c))
                    .fold(f32::NEG_INFINITY, f32::max);
            } else if !(c.is_ascii() && (!c.is_ascii_control() || c.is_ascii_whitespace()))
                && !is_punctuation(c)
            {
                other += 1;
            }
        }
        (cjk >= 5 && other * 20 <= cjk).then(|| logp / cjk as f32)
    };
    let reads = |form| mean(form).filter(|&m| m >= CJK_UTF16_MEAN_LOGP);
    match (reads(WideForm::Utf16Le), reads(WideForm::Utf16Be)) {
        (Some(_), None) => Some(WideForm::Utf16Le),
        (None, Some(_)) => Some(WideForm::Utf16Be),
        _ => None,
    }
}

/// A character of Chinese, Japanese or Korean: Han, kana, Hangul, Bopomofo, and the CJK
/// punctuation and full-width forms.
pub(super) fn is_cjk(c: char) -> bool {
    use unicode_script::UnicodeScript;
    cjk_script(c.script())
        || ('\u{3000}'..='\u{303F}').contains(&c)
        || ('\u{FF00}'..='\u{FFEF}').contains(&c)
        || c == '\u{30FC}'
}

/// The scripts of Chinese, Japanese and Korean, one writing system here (Japanese mixes kana
/// with Han, Korean now and then Han with Hangul).
fn cjk_script(s: unicode_script::Script) -> bool {
    use unicode_script::Script;
    matches!(
        s,
        Script::Han | Script::Hiragana | Script::Katakana | Script::Hangul | Script::Bopomofo
    )
}

/// Punctuation (Unicode's P categories): quotes, dashes and the ellipsis CJK text borrows.
pub(super) fn is_punctuation(c: char) -> bool {
    use unicode_general_category::{GeneralCategory as G, get_general_category};
    matches!(
        get_general_category(c),
        G::ConnectorPunctuation
            | G::DashPunctuation
            | G::OpenPunctuation
            | G::ClosePunctuation
            | G::InitialPunctuation
            | G::FinalPunctuation
            | G::OtherPunctuation
    )
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
