//! Branch-light decoding for inputs full of errors.
//!
//! On random or binary data nearly every sequence is a different case (ASCII, stray continuation,
//! truncated lead…), so the branches of [`decode_prefix`](super::decode_prefix) are mispredicted
//! about once a byte. [`decode_window`] reaches the same classification from an 8-byte window with
//! table lookups, one `trailing_zeros` and conditional moves. It is the scanner's slow path away from
//! the end of a chunk; tests check it against `decode_prefix` on every 3-byte prefix and on random
//! windows.

use super::sequence::{Class, ErrorKind, announced_len, min_value_for_len};

/// Codes 0–3: a character of 1–4 bytes. Codes 4–10: an error, `4 + ErrorKind::index()`.
pub const CODE_ERROR: u8 = 4;

/// One sequence decoded from a window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Quick {
    /// Length in bytes (1–6).
    pub len: u8,
    /// 0–3 for a character of `code + 1` bytes; `CODE_ERROR + kind index` for an error.
    pub code: u8,
    /// The decoded value: the character, or the would-be value of a complete error sequence.
    pub value: u32,
    /// U+FFFD a maximal-subpart decoder puts here (0 for a character).
    pub replacements: u8,
    /// The length the lead byte announces (1 for ASCII, stray continuations, FE/FF).
    pub expected_len: u8,
}

impl Quick {
    /// Is it an ill-formed sequence?
    pub fn is_error(&self) -> bool {
        self.code >= CODE_ERROR
    }

    /// The same classification as [`decode_prefix`](super::decode_prefix) gives.
    pub fn class(&self) -> Class {
        if self.code < CODE_ERROR {
            return Class::Char(char::from_u32(self.value).unwrap_or(char::REPLACEMENT_CHARACTER));
        }
        let kind = ErrorKind::ALL[usize::from(self.code - CODE_ERROR)];
        let value = match kind {
            ErrorKind::Overlong
            | ErrorKind::Surrogate
            | ErrorKind::OutOfRange
            | ErrorKind::LegacyForm => Some(self.value),
            _ => None,
        };
        Class::Error {
            kind,
            value,
            expected_len: self.expected_len,
        }
    }
}

const fn code(kind: ErrorKind) -> u8 {
    CODE_ERROR + kind as u8
}

/// Per byte: announced length (1 for non-leads), payload mask of a lead (0x7F for ASCII), and the
/// code of a one-byte sequence starting with it.
const TABLE: [(u8, u8, u8); 256] = {
    let mut t = [(1u8, 0u8, 0u8); 256];
    let mut b = 0;
    while b < 256 {
        let byte = b as u8;
        t[b] = match announced_len(byte) {
            Some(n) => (n, 0x7F >> n, 0),
            None if byte < 0x80 => (1, 0x7F, 0),
            None if byte < 0xC0 => (1, 0, code(ErrorKind::UnexpectedContinuation)),
            None => (1, 0, code(ErrorKind::InvalidByte)),
        };
        b += 1;
    }
    t
};

/// Per lead byte: the second-byte range Table 3-7 allows (low, high); (1, 0) for no valid lead.
const SECOND: [(u8, u8); 256] = {
    let mut t = [(1u8, 0u8); 256];
    let mut b = 0xC2;
    while b <= 0xF4 {
        t[b] = match b {
            0xE0 => (0xA0, 0xBF),
            0xED => (0x80, 0x9F),
            0xF0 => (0x90, 0xBF),
            0xF4 => (0x80, 0x8F),
            _ => (0x80, 0xBF),
        };
        b += 1;
    }
    t
};

const MIN_BY_LEN: [u32; 8] = [
    0,
    0,
    min_value_for_len(2),
    min_value_for_len(3),
    min_value_for_len(4),
    min_value_for_len(5),
    min_value_for_len(6),
    0,
];

/// Decodes the sequence at the start of an 8-byte window (no sequence is longer than 6, so the window
/// always holds all of it). Equal to `decode_prefix(window, false)` in every case.
#[inline]
pub fn decode_window(window: &[u8; 8]) -> Quick {
    let w = u64::from_le_bytes(*window);
    let b0 = window[0];
    let (n, mask, single) = TABLE[usize::from(b0)];
    // Continuation bytes after the lead: count the low zero bytes of (byte & C0) ^ 80.
    let rest = w >> 8;
    let t = ((rest & 0x00C0_C0C0_C0C0_C0C0) ^ 0x0080_8080_8080_8080) | (1 << 63);
    let k = ((t.trailing_zeros() / 8) as u8).min(n - 1);
    let len = 1 + k;
    let mut v = u32::from(b0 & mask);
    let mut j = 0;
    while j < 5 {
        let payload = ((rest >> (8 * j)) & 0x3F) as u32;
        v = if j < u32::from(k) {
            (v << 6) | payload
        } else {
            v
        };
        j += 1;
    }
    let mut c = n - 1; // a character of n bytes (meaningful for n = 2..4)
    c = if v > 0x10_FFFF {
        code(ErrorKind::OutOfRange)
    } else {
        c
    };
    c = if v & !0x7FF == 0xD800 {
        code(ErrorKind::Surrogate)
    } else {
        c
    };
    c = if v < MIN_BY_LEN[usize::from(n)] {
        code(ErrorKind::Overlong)
    } else {
        c
    };
    c = if n >= 5 {
        code(ErrorKind::LegacyForm)
    } else {
        c
    };
    let truncated = k < n - 1;
    c = if truncated {
        code(ErrorKind::Truncated)
    } else {
        c
    };
    c = if n == 1 { single } else { c };
    // A truncated well-formed prefix is one maximal subpart; every other error byte is its own.
    let (lo, hi) = SECOND[usize::from(b0)];
    let b1 = window[1];
    // Bitwise `&`/`|` on purpose: no short-circuit branches.
    let prefix_ok = (lo <= hi) & ((k == 0) | ((lo <= b1) & (b1 <= hi)));
    let one = u8::from(truncated & prefix_ok);
    let replacements = u8::from(c >= CODE_ERROR) * (len - one * (len - 1));
    Quick {
        len,
        code: c,
        value: v,
        replacements,
        expected_len: n,
    }
}

/// Which of 64 bytes start a sequence, as a bit mask (bit i = `block[i]`), given that `block[0]`
/// starts one.
///
/// Every byte that is not a continuation starts a sequence; a continuation starts one (a stray) unless
/// a lead at most five bytes before it, with only continuations in between, announces a length that
/// reaches it. With the starts known up front, the scanner decodes each sequence independently of the
/// previous one's length, which keeps the processor busy on error-dense input.
pub fn starts64(block: &[u8; 64]) -> u64 {
    let [cont, r1, r2, r3, r4, r5] = class_masks(block);
    let c1 = cont << 1;
    let c2 = c1 & (cont << 2);
    let c3 = c2 & (cont << 3);
    let c4 = c3 & (cont << 4);
    let absorbed = cont
        & ((r1 << 1) | ((r2 << 2) & c1) | ((r3 << 3) & c2) | ((r4 << 4) & c3) | ((r5 << 5) & c4));
    !absorbed
}

/// Bit masks of: continuation bytes, and leads announcing at least 2, 3, 4, 5, 6 bytes.
pub fn class_masks(block: &[u8; 64]) -> [u64; 6] {
    #[cfg(target_arch = "x86_64")]
    {
        // SAFETY: SSE2 is part of the x86_64 baseline.
        unsafe { class_masks_sse2(block) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        class_masks_scalar(block)
    }
}

/// The plain version of [`class_masks`], the reference in tests.
pub fn class_masks_scalar(block: &[u8; 64]) -> [u64; 6] {
    let mut m = [0u64; 6];
    for (i, &b) in block.iter().enumerate() {
        let bit = 1u64 << i;
        if b & 0xC0 == 0x80 {
            m[0] |= bit;
        }
        if let Some(n) = announced_len(b) {
            for (k, mask) in m.iter_mut().enumerate().skip(1) {
                if usize::from(n) > k {
                    *mask |= bit;
                }
            }
        }
    }
    m
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "sse2")]
fn class_masks_sse2(block: &[u8; 64]) -> [u64; 6] {
    use std::arch::x86_64::*;
    let mut m = [0u64; 6];
    let b = |x: i8| _mm_set1_epi8(x);
    for k in 0..4 {
        // SAFETY: 16 * k + 16 <= 64; unaligned load.
        let v = unsafe { _mm_loadu_si128(block.as_ptr().add(16 * k).cast()) };
        let cont = _mm_cmpeq_epi8(_mm_and_si128(v, b(0xC0u8 as i8)), b(0x80u8 as i8));
        // As signed bytes, leads C0..FD are -64..-3; "≥ E0" is "> -33", and so on.
        let le_fd = _mm_cmpgt_epi8(b(-2), v);
        let masks = [
            cont,
            _mm_and_si128(_mm_cmpgt_epi8(v, b(-65)), le_fd),
            _mm_and_si128(_mm_cmpgt_epi8(v, b(-33)), le_fd),
            _mm_and_si128(_mm_cmpgt_epi8(v, b(-17)), le_fd),
            _mm_and_si128(_mm_cmpgt_epi8(v, b(-9)), le_fd),
            _mm_and_si128(_mm_cmpgt_epi8(v, b(-5)), le_fd),
        ];
        for (out, mask) in m.iter_mut().zip(masks) {
            *out |= u64::from(_mm_movemask_epi8(mask) as u16) << (16 * k);
        }
    }
    m
}

/// Per-byte facts about a 64-byte block as bit masks (bit i is byte i), for counting whole blocks of
/// error-dense input with population counts instead of decoding sequence by sequence.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ByteMasks {
    /// 80–BF.
    pub cont: u64,
    /// 00–7F.
    pub ascii: u64,
    /// FE, FF.
    pub invalid: u64,
    /// Leads announcing exactly 2, 3, 4, 5, 6 bytes: C0–DF, E0–EF, F0–F7, F8–FB, FC–FD.
    pub lead: [u64; 5],
    /// C0, C1, F5–FD: leads of no well-formed sequence.
    pub bad_lead: u64,
    /// C0, C1 (every 2-byte form with them is overlong).
    pub c0c1: u64,
    /// E0.
    pub e0: u64,
    /// ED.
    pub ed: u64,
    /// F0.
    pub f0: u64,
    /// F4.
    pub f4: u64,
    /// F5–F7 (4-byte forms above U+10FFFF).
    pub f5_f7: u64,
    /// 80–8F.
    pub lt90: u64,
    /// 80–9F.
    pub lta0: u64,
    /// 00, 0A, 0D: ASCII that needs more than counting (NUL warning, line breaks).
    pub special_ascii: u64,
    /// C2, D8, E1, E2, EE, EF, F0–F4: leads of every character that may carry a warning (E1 for
    /// U+180E, an invisible one).
    pub warning_lead: u64,
}

/// The [`ByteMasks`] of a block.
pub fn byte_masks(block: &[u8; 64]) -> ByteMasks {
    #[cfg(target_arch = "x86_64")]
    {
        // SAFETY: SSE2 is part of the x86_64 baseline.
        unsafe { byte_masks_sse2(block) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        byte_masks_scalar(block)
    }
}

/// The plain version of [`byte_masks`], the reference in tests.
pub fn byte_masks_scalar(block: &[u8; 64]) -> ByteMasks {
    let mut m = ByteMasks::default();
    for (i, &b) in block.iter().enumerate() {
        let bit = 1u64 << i;
        let set = |mask: &mut u64, cond: bool| {
            if cond {
                *mask |= bit;
            }
        };
        set(&mut m.cont, (0x80..=0xBF).contains(&b));
        set(&mut m.ascii, b < 0x80);
        set(&mut m.invalid, b >= 0xFE);
        set(&mut m.lead[0], (0xC0..=0xDF).contains(&b));
        set(&mut m.lead[1], (0xE0..=0xEF).contains(&b));
        set(&mut m.lead[2], (0xF0..=0xF7).contains(&b));
        set(&mut m.lead[3], (0xF8..=0xFB).contains(&b));
        set(&mut m.lead[4], (0xFC..=0xFD).contains(&b));
        set(&mut m.bad_lead, matches!(b, 0xC0 | 0xC1 | 0xF5..=0xFD));
        set(&mut m.c0c1, matches!(b, 0xC0 | 0xC1));
        set(&mut m.e0, b == 0xE0);
        set(&mut m.ed, b == 0xED);
        set(&mut m.f0, b == 0xF0);
        set(&mut m.f4, b == 0xF4);
        set(&mut m.f5_f7, (0xF5..=0xF7).contains(&b));
        set(&mut m.lt90, (0x80..=0x8F).contains(&b));
        set(&mut m.lta0, (0x80..=0x9F).contains(&b));
        set(&mut m.special_ascii, matches!(b, 0x00 | 0x0A | 0x0D));
        set(
            &mut m.warning_lead,
            matches!(b, 0xC2 | 0xD8 | 0xE1 | 0xE2 | 0xEE | 0xEF | 0xF0..=0xF4),
        );
    }
    m
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "sse2")]
fn byte_masks_sse2(block: &[u8; 64]) -> ByteMasks {
    use std::arch::x86_64::*;
    let mut m = ByteMasks::default();
    let b = |x: u8| _mm_set1_epi8(x as i8);
    for k in 0..4 {
        // SAFETY: 16 * k + 16 <= 64; unaligned load.
        let v = unsafe { _mm_loadu_si128(block.as_ptr().add(16 * k).cast()) };
        let masked = |and: u8, eq: u8| _mm_cmpeq_epi8(_mm_and_si128(v, b(and)), b(eq));
        let eq = |x: u8| _mm_cmpeq_epi8(v, b(x));
        let lead4 = masked(0xF8, 0xF0);
        // As signed bytes F5..F7 are -11..-9: "> F4" within the 4-byte leads.
        let f5_f7 = _mm_and_si128(lead4, _mm_cmpgt_epi8(v, b(0xF4)));
        let lead5 = masked(0xFC, 0xF8);
        let lead6 = masked(0xFE, 0xFC);
        let c0c1 = masked(0xFE, 0xC0);
        let all = [
            masked(0xC0, 0x80),
            _mm_cmpgt_epi8(v, b(0xFF)), // as signed: v > -1, i.e. ASCII
            masked(0xFE, 0xFE),
            masked(0xE0, 0xC0),
            masked(0xF0, 0xE0),
            lead4,
            lead5,
            lead6,
            _mm_or_si128(_mm_or_si128(c0c1, f5_f7), _mm_or_si128(lead5, lead6)),
            c0c1,
            eq(0xE0),
            eq(0xED),
            eq(0xF0),
            eq(0xF4),
            f5_f7,
            masked(0xF0, 0x80),
            masked(0xE0, 0x80),
            _mm_or_si128(_mm_or_si128(eq(0x00), eq(0x0A)), eq(0x0D)),
            _mm_or_si128(
                _mm_or_si128(
                    _mm_or_si128(eq(0xC2), eq(0xD8)),
                    _mm_or_si128(eq(0xE2), eq(0xEE)),
                ),
                _mm_or_si128(
                    _mm_or_si128(eq(0xEF), eq(0xE1)),
                    _mm_andnot_si128(f5_f7, lead4),
                ),
            ),
        ];
        let bits: [u64; 19] = all.map(|x| u64::from(_mm_movemask_epi8(x) as u16) << (16 * k));
        m.cont |= bits[0];
        m.ascii |= bits[1];
        m.invalid |= bits[2];
        for j in 0..5 {
            m.lead[j] |= bits[3 + j];
        }
        m.bad_lead |= bits[8];
        m.c0c1 |= bits[9];
        m.e0 |= bits[10];
        m.ed |= bits[11];
        m.f0 |= bits[12];
        m.f4 |= bits[13];
        m.f5_f7 |= bits[14];
        m.lt90 |= bits[15];
        m.lta0 |= bits[16];
        m.special_ascii |= bits[17];
        m.warning_lead |= bits[18];
    }
    m
}
