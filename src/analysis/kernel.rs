//! The counting kernel for runs already known to be valid UTF-8.
//!
//! Why it exists: after `simdutf8` has validated a run at memory speed, the scan still needs the number
//! of characters of each length, the line breaks and the places where a warning could be. Doing that
//! one sequence at a time runs at well under 1 GiB/s, so this kernel counts 32 bytes a step with AVX2
//! (plain code where AVX2 is missing) and reports only the few byte positions
//! that may start a warned character.
//!
//! Counting by byte value works because the run is valid: every byte ≥ C0 is a lead and every byte
//! in 80–BF a continuation, so "characters of length ≥ 2" = bytes ≥ C0, "≥ 3" = bytes ≥ E0,
//! "4" = bytes ≥ F0.
//!
//! Warning candidates ([`is_warning_candidate`]) are decided from the lead byte and the byte after
//! it, four nibble-table lookups per vector (the technique of simdjson's UTF-8 validation), precise
//! enough that ordinary text in any script yields few: C2 80–AF (C1 controls, U+00AD); D8 9C
//! (U+061C); E1 80–AF (U+1000–1BFF, for U+180E); E2 80–81 (bidi controls, invisibles); EE (private
//! use); EF 80–AF (private use), EF B7
//! (U+FDD0–FDEF), EF BB (BOM), EF BF (U+FFFD–FFFF); every 4-byte character (plane-end noncharacters,
//! planes 15–16). The scanner decodes each candidate and asks the codec (`warning_for`), so a
//! candidate is never a verdict; the tests check that no warned character is missed. NUL bytes are
//! counted rather than reported: a sparse file of zeros would otherwise make one candidate per byte.
//!
//! Also [`count_bytes`], a byte predicate counted in lanes, which the diagnosis's byte
//! statistics share; and [`utf8_chunks`]: the well-formed stretches of damaged text and the
//! ill-formed sequence after each, as the standard library splits them, found a word of ASCII at
//! a time (the diagnosis walks damaged samples several times).

/// How many of `bytes` satisfy `is`: counted in byte-wide lanes, 255 bytes at a time, which the
/// compiler turns into SIMD compares and adds (a `usize` per byte would widen every lane).
#[inline]
pub fn count_bytes(bytes: &[u8], is: impl Fn(u8) -> bool) -> usize {
    bytes
        .chunks(255)
        .map(|c| usize::from(c.iter().fold(0u8, |n, &b| n + u8::from(is(b)))))
        .sum()
}

/// The well-formed stretches of `bytes` and the ill-formed sequence after each: what the standard
/// library's `<[u8]>::utf8_chunks` yields, found with `str::from_utf8`, which passes over ASCII a
/// word at a time where `utf8_chunks` decodes byte by byte (a tenth of `check -r` on damaged
/// UTF-8 was that walk, three times over one sample). The same chunks (a test compares both on
/// text in many scripts, damaged, cut, and random bytes).
pub fn utf8_chunks(bytes: &[u8]) -> Utf8Chunks<'_> {
    Utf8Chunks { rest: bytes }
}

/// Where the well-formed text of `bytes` ends when its only ill-formed bytes are its last
/// character's first ones, cut short by the end (a file truncated while it was written or
/// fetched); `None` for bytes well formed throughout or ill formed elsewhere.
pub fn cut_short(bytes: &[u8]) -> Option<usize> {
    match simdutf8::compat::from_utf8(bytes) {
        Err(e) if e.error_len().is_none() => Some(e.valid_up_to()),
        _ => None,
    }
}

/// The iterator of [`utf8_chunks`]: (well-formed stretch, ill-formed sequence after it; empty
/// only at the end).
pub struct Utf8Chunks<'a> {
    rest: &'a [u8],
}

impl<'a> Iterator for Utf8Chunks<'a> {
    type Item = (&'a str, &'a [u8]);

    fn next(&mut self) -> Option<Self::Item> {
        if self.rest.is_empty() {
            return None;
        }
        let rest = self.rest;
        match std::str::from_utf8(rest) {
            Ok(valid) => {
                self.rest = &[];
                Some((valid, &[]))
            }
            Err(e) => {
                let (valid, after) = rest.split_at(e.valid_up_to());
                let bad = e.error_len().unwrap_or(after.len());
                let (invalid, rest) = after.split_at(bad);
                self.rest = rest;
                // SAFETY: `valid_up_to` is the length of the prefix `from_utf8` found well formed.
                let valid = unsafe { std::str::from_utf8_unchecked(valid) };
                Some((valid, invalid))
            }
        }
    }
}

/// Byte-class counts of a valid run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Bytes ≥ 0x80.
    pub ge80: u64,
    /// Bytes ≥ 0xC0 (lead bytes of 2-, 3- and 4-byte characters).
    pub gec0: u64,
    /// Bytes ≥ 0xE0.
    pub gee0: u64,
    /// Bytes ≥ 0xF0.
    pub gef0: u64,
    /// LF bytes.
    pub lf: u64,
    /// CR bytes.
    pub cr: u64,
    /// NUL bytes (counted, not reported as candidates: a file of zeros would make billions).
    pub nul: u64,
}

impl Counts {
    fn add(&mut self, o: &Counts) {
        self.ge80 += o.ge80;
        self.gec0 += o.gec0;
        self.gee0 += o.gee0;
        self.gef0 += o.gef0;
        self.lf += o.lf;
        self.cr += o.cr;
        self.nul += o.nul;
    }
}

/// Could the character starting at `s[i]` carry a warning? (`s` is valid UTF-8 from a sequence start.)
///
/// Decided from the lead byte and the byte after it, exactly as the SIMD kernel's nibble tables do.
#[inline]
pub fn is_warning_candidate(s: &[u8], i: usize) -> bool {
    let next = s.get(i + 1).copied().unwrap_or(0);
    match s[i] {
        0xEE | 0xF0..=0xF4 => true,
        0xC2 => (0x80..=0xAF).contains(&next),
        0xD8 => next == 0x9C,
        0xE2 => next == 0x80 || next == 0x81,
        // U+180E MONGOLIAN VOWEL SEPARATOR is E1 A0 8E; the nibble tables share EF's bit, so all
        // of E1 80–AF (U+1000–1BFF) are candidates.
        0xE1 => (0x80..=0xAF).contains(&next),
        0xEF => (0x80..=0xAF).contains(&next) || matches!(next, 0xB7 | 0xBB | 0xBF),
        _ => false,
    }
}

/// Counts `s` (valid UTF-8 from a sequence start) and appends to `candidates` every index `i` with
/// [`is_warning_candidate`]`(s, i)`, in increasing order.
pub fn count(s: &[u8], candidates: &mut Vec<usize>) -> Counts {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU has AVX2 (checked just above).
            return unsafe { x86::count_avx2(s, candidates) };
        }
        count_scalar(s, candidates)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        count_scalar(s, candidates)
    }
}

/// Validates and counts in one pass: the longest prefix of `s` (which starts at a sequence start)
/// that this kernel proves valid, cut at a sequence boundary, with its [`Counts`] and warning
/// candidates (appended to `candidates`). It works in rounds of 480 bytes and stops at the first round
/// that holds an error, so the prefix can be shorter than the valid prefix; the caller finishes the
/// rest with `simdutf8` and [`count`]. Returns `(0, zero counts)` where AVX2 is missing.
///
/// Why fused: `simdutf8` and the counting kernel each look up the same byte nibbles; doing both in
/// one pass over the data needs fewer instructions than running one after the other.
pub fn validate_and_count(s: &[u8], candidates: &mut Vec<usize>) -> (usize, Counts) {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU has AVX2 (checked just above).
            return unsafe { x86::validate_and_count_avx2(s, candidates) };
        }
    }
    let _ = (s, candidates);
    (0, Counts::default())
}

/// Takes the counts and candidates of `s[cut..end]` back out (the partial sequence at a cut).
fn uncount(s: &[u8], cut: usize, end: usize, total: &mut Counts, candidates: &mut Vec<usize>) {
    let mut scratch = Vec::new();
    let extra = count_scalar_range(&s[..end], cut, &mut scratch);
    total.ge80 -= extra.ge80;
    total.gec0 -= extra.gec0;
    total.gee0 -= extra.gee0;
    total.gef0 -= extra.gef0;
    total.lf -= extra.lf;
    total.cr -= extra.cr;
    total.nul -= extra.nul;
    while candidates.last().is_some_and(|&c| c >= cut) {
        candidates.pop();
    }
}

/// Where a prefix proved valid up to `k` may end: `k` if the sequence holding byte `k - 1` is a
/// complete character ending there, else that sequence's start.
fn boundary(s: &[u8], k: usize) -> usize {
    if k == 0 {
        return 0;
    }
    let q = crate::codec::sequence_start(&s[..k], k - 1);
    match crate::codec::decode_prefix(&s[q..k], false) {
        Some((len, crate::codec::Class::Char(_))) if q + usize::from(len) == k => k,
        _ => q,
    }
}

/// The plain reference version of [`count`]; the SIMD versions are tested against it.
pub fn count_scalar(s: &[u8], candidates: &mut Vec<usize>) -> Counts {
    count_scalar_range(s, 0, candidates)
}

/// [`count_scalar`] over `s[from..]`, with candidate indices relative to `s`.
fn count_scalar_range(s: &[u8], from: usize, candidates: &mut Vec<usize>) -> Counts {
    let mut c = Counts::default();
    for (i, &b) in s.iter().enumerate().skip(from) {
        c.ge80 += u64::from(b >= 0x80);
        c.gec0 += u64::from(b >= 0xC0);
        c.gee0 += u64::from(b >= 0xE0);
        c.gef0 += u64::from(b >= 0xF0);
        c.lf += u64::from(b == b'\n');
        c.cr += u64::from(b == b'\r');
        c.nul += u64::from(b == 0);
        if is_warning_candidate(s, i) {
            candidates.push(i);
        }
    }
    c
}

/// The SIMD version, exposed for tests that compare it with [`count_scalar`].
#[cfg(target_arch = "x86_64")]
pub mod x86 {
    use super::{Counts, count_scalar_range};
    use std::arch::x86_64::*;

    /// Nibble tables for warning candidates: a byte pair (lead `v`, next `n`) is a candidate when
    /// `HI1[v >> 4] & LO1[v & 15] & HI2[n >> 4] & LO2[n & 15]` is not zero. Each bit is one product
    /// of nibble sets (the technique of simdjson's UTF-8 validation):
    /// b0 `00 **` (NUL: counted where it matches, not reported), b1 `C2 80–AF`, b2 `D8 9C`, b3 `E2 80–81`, b4 `EE **`, b5 `E1|EF 80–AF`,
    /// b6 `EF B7|BB|BF`, b7 `F0–F4 **`.
    const HI1: [u8; 16] = [
        0x01, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x02, 0x04, 0x78, 0x80,
    ];
    const LO1: [u8; 16] = [
        0x81, 0xA0, 0x8A, 0x80, 0x80, 0, 0, 0, 0x04, 0, 0, 0, 0, 0, 0x10, 0x60,
    ];
    const ANY2: u8 = 0x01 | 0x10 | 0x80;
    const HI2: [u8; 16] = [
        ANY2,
        ANY2,
        ANY2,
        ANY2,
        ANY2,
        ANY2,
        ANY2,
        ANY2,
        ANY2 | 0x02 | 0x08 | 0x20, // 8x
        ANY2 | 0x02 | 0x04 | 0x20, // 9x
        ANY2 | 0x02 | 0x20,        // Ax
        ANY2 | 0x40,               // Bx
        ANY2,
        ANY2,
        ANY2,
        ANY2,
    ];
    const ALL2: u8 = 0x01 | 0x02 | 0x10 | 0x20 | 0x80;
    const LO2: [u8; 16] = [
        ALL2 | 0x08,
        ALL2 | 0x08,
        ALL2,
        ALL2,
        ALL2,
        ALL2,
        ALL2,
        ALL2 | 0x40,
        ALL2,
        ALL2,
        ALL2,
        ALL2 | 0x40,
        ALL2 | 0x04,
        ALL2,
        ALL2,
        ALL2 | 0x40,
    ];

    /// Turns the (step in round, lane mask) pairs recorded in the hot loop into byte indices; `back`
    /// is how far a lane's lead byte lies before the lane.
    fn push_hits(
        hits: &[(u32, u32)],
        round: usize,
        lanes: usize,
        back: usize,
        candidates: &mut Vec<usize>,
    ) {
        for &(k, mut mask) in hits {
            let i = (round + k as usize) * lanes;
            while mask != 0 {
                candidates.push(i + mask.trailing_zeros() as usize - back);
                mask &= mask - 1;
            }
        }
    }

    #[inline(always)]
    fn table(t: &[u8; 16]) -> __m256i {
        // SAFETY: only reached from the AVX2 kernel; the 16-byte load reads exactly `t`.
        unsafe { _mm256_broadcastsi128_si256(_mm_loadu_si128(t.as_ptr().cast())) }
    }

    #[inline(always)]
    fn sum(v: __m256i) -> u64 {
        // SAFETY: only reached from the AVX2 kernel.
        unsafe {
            let s = _mm256_sad_epu8(v, _mm256_setzero_si256());
            let t = _mm_add_epi64(_mm256_castsi256_si128(s), _mm256_extracti128_si256::<1>(s));
            (_mm_cvtsi128_si64(t) as u64) + (_mm_extract_epi64::<1>(t) as u64)
        }
    }

    /// Counts `s` 32 bytes a step.
    ///
    /// # Safety
    /// The CPU must support AVX2.
    #[target_feature(enable = "avx2")]
    pub unsafe fn count_avx2(s: &[u8], candidates: &mut Vec<usize>) -> Counts {
        const LANES: usize = 32;
        // Counters are packed two to a byte lane (4 bits each), so a round is at most 15 steps.
        const ROUND: usize = 15;
        let mut total = Counts::default();
        // Each step also reads the byte after its vector (the byte after a lead).
        let steps = s.len().saturating_sub(1) / LANES;
        let zero = _mm256_setzero_si256();
        let b = |x: u8| _mm256_set1_epi8(x as i8);
        let (lf, cr, low) = (b(b'\n'), b(b'\r'), b(0x0F));
        let (hi1, lo1, hi2, lo2) = (table(&HI1), table(&LO1), table(&HI2), table(&LO2));
        // By high nibble: low half counts bytes ≥ C0, high half bytes ≥ E0 …
        let count_a = table(&[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x01, 0x01, 0x11, 0x11]);
        // … and: low half bytes ≥ F0, high half bytes ≥ 80.
        let count_b = table(&[
            0, 0, 0, 0, 0, 0, 0, 0, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x11,
        ]);
        let halves = |acc: __m256i| {
            (
                sum(_mm256_and_si256(acc, low)),
                sum(_mm256_and_si256(_mm256_srli_epi16::<4>(acc), low)),
            )
        };
        // Steps whose vector holds candidates, with their masks: recorded in the hot loop (a store,
        // not a call, so the counters stay in registers) and turned into indices after each round.
        let mut hits = [(0u32, 0u32); ROUND];
        let mut nul = 0u64;
        let mut step = 0;
        while step < steps {
            let round = step;
            let end = (step + ROUND).min(steps);
            let mut nhits = 0;
            let (mut acc_a, mut acc_b, mut alf, mut acr) = (zero, zero, zero, zero);
            while step < end {
                let i = step * LANES;
                // SAFETY: i + LANES + 1 <= s.len() because step < steps; unaligned loads.
                let (v, n) = unsafe {
                    (
                        _mm256_loadu_si256(s.as_ptr().add(i).cast()),
                        _mm256_loadu_si256(s.as_ptr().add(i + 1).cast()),
                    )
                };
                let v_hi = _mm256_and_si256(_mm256_srli_epi16::<4>(v), low);
                acc_a = _mm256_add_epi8(acc_a, _mm256_shuffle_epi8(count_a, v_hi));
                acc_b = _mm256_add_epi8(acc_b, _mm256_shuffle_epi8(count_b, v_hi));
                alf = _mm256_sub_epi8(alf, _mm256_cmpeq_epi8(v, lf));
                acr = _mm256_sub_epi8(acr, _mm256_cmpeq_epi8(v, cr));
                let c = _mm256_and_si256(
                    _mm256_and_si256(
                        _mm256_shuffle_epi8(hi1, v_hi),
                        _mm256_shuffle_epi8(lo1, _mm256_and_si256(v, low)),
                    ),
                    _mm256_and_si256(
                        _mm256_shuffle_epi8(hi2, _mm256_and_si256(_mm256_srli_epi16::<4>(n), low)),
                        _mm256_shuffle_epi8(lo2, _mm256_and_si256(n, low)),
                    ),
                );
                if _mm256_testz_si256(c, c) == 0 {
                    // NUL bytes are counted here, not reported.
                    let nuls = _mm256_movemask_epi8(_mm256_cmpeq_epi8(v, zero)) as u32;
                    nul += u64::from(nuls.count_ones());
                    let mask = !(_mm256_movemask_epi8(_mm256_cmpeq_epi8(c, zero)) as u32) & !nuls;
                    hits[nhits] = ((step - round) as u32, mask);
                    nhits += usize::from(mask != 0);
                }
                step += 1;
            }
            push_hits(&hits[..nhits], round, LANES, 0, candidates);
            let (gec0, gee0) = halves(acc_a);
            let (gef0, ge80) = halves(acc_b);
            total.gec0 += gec0;
            total.gee0 += gee0;
            total.gef0 += gef0;
            total.ge80 += ge80;
            total.lf += sum(alf);
            total.cr += sum(acr);
        }
        total.nul = nul;
        let tail = count_scalar_range(s, steps * LANES, candidates);
        total.add(&tail);
        total
    }

    /// Validation tables of simdutf8 (MIT/Apache-2.0; the "lookup4" algorithm of Keiser and Lemire,
    /// "Validating UTF-8 In Less Than One Instruction Per Byte", 2021): the error classes of a byte
    /// pair by the first byte's high and low nibble and the second byte's high nibble.
    const TOO_SHORT: u8 = 1 << 0;
    const TOO_LONG: u8 = 1 << 1;
    const OVERLONG_3: u8 = 1 << 2;
    const TOO_LARGE: u8 = 1 << 3;
    const SURROGATE: u8 = 1 << 4;
    const OVERLONG_2: u8 = 1 << 5;
    const TOO_LARGE_1000: u8 = 1 << 6;
    const OVERLONG_4: u8 = 1 << 6;
    const TWO_CONTS: u8 = 1 << 7;
    const CARRY: u8 = TOO_SHORT | TOO_LONG | TWO_CONTS;
    const V1H: [u8; 16] = [
        TOO_LONG,
        TOO_LONG,
        TOO_LONG,
        TOO_LONG,
        TOO_LONG,
        TOO_LONG,
        TOO_LONG,
        TOO_LONG,
        TWO_CONTS,
        TWO_CONTS,
        TWO_CONTS,
        TWO_CONTS,
        TOO_SHORT | OVERLONG_2,
        TOO_SHORT,
        TOO_SHORT | OVERLONG_3 | SURROGATE,
        TOO_SHORT | TOO_LARGE | TOO_LARGE_1000 | OVERLONG_4,
    ];
    const V1L: [u8; 16] = [
        CARRY | OVERLONG_3 | OVERLONG_2 | OVERLONG_4,
        CARRY | OVERLONG_2,
        CARRY,
        CARRY,
        CARRY | TOO_LARGE,
        CARRY | TOO_LARGE | TOO_LARGE_1000,
        CARRY | TOO_LARGE | TOO_LARGE_1000,
        CARRY | TOO_LARGE | TOO_LARGE_1000,
        CARRY | TOO_LARGE | TOO_LARGE_1000,
        CARRY | TOO_LARGE | TOO_LARGE_1000,
        CARRY | TOO_LARGE | TOO_LARGE_1000,
        CARRY | TOO_LARGE | TOO_LARGE_1000,
        CARRY | TOO_LARGE | TOO_LARGE_1000,
        CARRY | TOO_LARGE | TOO_LARGE_1000 | SURROGATE,
        CARRY | TOO_LARGE | TOO_LARGE_1000,
        CARRY | TOO_LARGE | TOO_LARGE_1000,
    ];
    const V2H: [u8; 16] = [
        TOO_SHORT,
        TOO_SHORT,
        TOO_SHORT,
        TOO_SHORT,
        TOO_SHORT,
        TOO_SHORT,
        TOO_SHORT,
        TOO_SHORT,
        TOO_LONG | OVERLONG_2 | TWO_CONTS | OVERLONG_3 | TOO_LARGE_1000 | OVERLONG_4,
        TOO_LONG | OVERLONG_2 | TWO_CONTS | OVERLONG_3 | TOO_LARGE,
        TOO_LONG | OVERLONG_2 | TWO_CONTS | SURROGATE | TOO_LARGE,
        TOO_LONG | OVERLONG_2 | TWO_CONTS | SURROGATE | TOO_LARGE,
        TOO_SHORT,
        TOO_SHORT,
        TOO_SHORT,
        TOO_SHORT,
    ];

    /// See [`super::validate_and_count`].
    ///
    /// Each 32-byte step looks at byte pairs (previous byte, byte): the validation lookups, the
    /// warning-candidate lookups (the previous byte as the lead) and the counters (the byte itself)
    /// share the same four nibble vectors.
    ///
    /// # Safety
    /// The CPU must support AVX2.
    #[target_feature(enable = "avx2")]
    pub unsafe fn validate_and_count_avx2(
        s: &[u8],
        candidates: &mut Vec<usize>,
    ) -> (usize, Counts) {
        const LANES: usize = 32;
        const ROUND: usize = 15;
        let mut total = Counts::default();
        let steps = s.len() / LANES;
        if steps < 2 {
            return (0, total);
        }
        let zero = _mm256_setzero_si256();
        let b = |x: u8| _mm256_set1_epi8(x as i8);
        let (lf, cr, low) = (b(b'\n'), b(b'\r'), b(0x0F));
        let (hi1, lo1, hi2, lo2) = (table(&HI1), table(&LO1), table(&HI2), table(&LO2));
        let (v1h, v1l, v2h) = (table(&V1H), table(&V1L), table(&V2H));
        let count_a = table(&[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x01, 0x01, 0x11, 0x11]);
        let count_b = table(&[
            0, 0, 0, 0, 0, 0, 0, 0, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x11,
        ]);
        let (third, fourth) = (b(0xDF), b(0xEF));
        let halves = |acc: __m256i| {
            (
                sum(_mm256_and_si256(acc, low)),
                sum(_mm256_and_si256(_mm256_srli_epi16::<4>(acc), low)),
            )
        };
        // The first step has no bytes before it: three spaces stand in (ASCII, no candidate).
        let mut first = [b' '; LANES + 3];
        first[3..].copy_from_slice(&s[..LANES]);
        let mut hits = [(0u32, 0u32); ROUND];
        let mut step = 0;
        let mut proven = 0; // bytes [0, proven) are validated and counted
        while step < steps {
            let round = step;
            let end = (step + ROUND).min(steps);
            let mut nhits = 0;
            let (mut acc_a, mut acc_b, mut alf, mut acr, mut err) = (zero, zero, zero, zero, zero);
            let mut nul = 0u64;
            while step < end {
                let i = step * LANES;
                // SAFETY: i + LANES <= s.len() since step < steps; for i >= 3 the loads at i - 3..
                // stay inside `s`; step 0 reads `first`, which holds 3 + LANES bytes.
                let (v, p1, p2, p3) = unsafe {
                    let (base, at) = if i == 0 {
                        (first.as_ptr(), 3)
                    } else {
                        (s.as_ptr(), i)
                    };
                    (
                        _mm256_loadu_si256(base.add(at).cast()),
                        _mm256_loadu_si256(base.add(at - 1).cast()),
                        _mm256_loadu_si256(base.add(at - 2).cast()),
                        _mm256_loadu_si256(base.add(at - 3).cast()),
                    )
                };
                let v_hi = _mm256_and_si256(_mm256_srli_epi16::<4>(v), low);
                let v_lo = _mm256_and_si256(v, low);
                let p_hi = _mm256_and_si256(_mm256_srli_epi16::<4>(p1), low);
                let p_lo = _mm256_and_si256(p1, low);
                // Counters on the bytes themselves.
                acc_a = _mm256_add_epi8(acc_a, _mm256_shuffle_epi8(count_a, v_hi));
                acc_b = _mm256_add_epi8(acc_b, _mm256_shuffle_epi8(count_b, v_hi));
                alf = _mm256_sub_epi8(alf, _mm256_cmpeq_epi8(v, lf));
                acr = _mm256_sub_epi8(acr, _mm256_cmpeq_epi8(v, cr));
                // Validation of (previous byte, byte).
                let special = _mm256_and_si256(
                    _mm256_and_si256(
                        _mm256_shuffle_epi8(v1h, p_hi),
                        _mm256_shuffle_epi8(v1l, p_lo),
                    ),
                    _mm256_shuffle_epi8(v2h, v_hi),
                );
                let must23 = _mm256_cmpgt_epi8(
                    _mm256_or_si256(_mm256_subs_epu8(p2, third), _mm256_subs_epu8(p3, fourth)),
                    zero,
                );
                err = _mm256_or_si256(
                    err,
                    _mm256_xor_si256(_mm256_and_si256(must23, b(0x80)), special),
                );
                // Warning candidates: the previous byte as a lead, this byte as the one after it.
                let c = _mm256_and_si256(
                    _mm256_and_si256(
                        _mm256_shuffle_epi8(hi1, p_hi),
                        _mm256_shuffle_epi8(lo1, p_lo),
                    ),
                    _mm256_and_si256(
                        _mm256_shuffle_epi8(hi2, v_hi),
                        _mm256_shuffle_epi8(lo2, v_lo),
                    ),
                );
                if _mm256_testz_si256(c, c) == 0 {
                    // NUL bytes (as the previous byte, lane j is byte i + j - 1) are counted here,
                    // not reported.
                    let nuls = _mm256_movemask_epi8(_mm256_cmpeq_epi8(p1, zero)) as u32;
                    nul += u64::from(nuls.count_ones());
                    let mask = !(_mm256_movemask_epi8(_mm256_cmpeq_epi8(c, zero)) as u32) & !nuls;
                    hits[nhits] = ((step - round) as u32, mask);
                    nhits += usize::from(mask != 0);
                }
                step += 1;
            }
            if _mm256_testz_si256(err, err) == 0 {
                // An error in this round: keep what the earlier rounds proved.
                break;
            }
            // Lane j holds the lead at byte i + j - 1.
            push_hits(&hits[..nhits], round, LANES, 1, candidates);
            let (gec0, gee0) = halves(acc_a);
            let (gef0, ge80) = halves(acc_b);
            total.gec0 += gec0;
            total.gee0 += gee0;
            total.gef0 += gef0;
            total.ge80 += ge80;
            total.lf += sum(alf);
            total.cr += sum(acr);
            total.nul += nul;
            proven = step * LANES;
        }
        // The byte before `proven` was never looked at as a lead: check it on its own.
        if proven > 0 && super::is_warning_candidate(s, proven - 1) {
            candidates.push(proven - 1);
        }
        if proven > 0 && s[proven - 1] == 0 {
            total.nul += 1;
        }
        let cut = super::boundary(s, proven);
        super::uncount(s, cut, proven, &mut total, candidates);
        (cut, total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same chunks as the standard library's `utf8_chunks`: on UDHR text in several scripts,
    /// whole, damaged and cut anywhere; on random bytes; on every short sequence of interesting
    /// bytes.
    #[test]
    fn chunks_are_the_standard_library_s() {
        fn std_chunks(b: &[u8]) -> Vec<(&str, &[u8])> {
            b.utf8_chunks().map(|c| (c.valid(), c.invalid())).collect()
        }
        use crate::analysis::test_samples::{damaged, random};
        let mut samples = damaged(
            &["fra", "rus", "tha", "cmn", "eng", "arb", "kor"],
            &[0, 1, 2, 3, 50, 4001],
            29,
            &[0xE9, 0x80, 0xC3, 0xF0, 0xFF, 0xED, 0xF4],
        );
        samples.extend(random(300, 150, 0x2545_F491));
        let interesting = [0x41, 0x80, 0xBF, 0xC2, 0xE0, 0xED, 0xF0, 0xF4, 0xFF];
        for a in interesting {
            for b in interesting {
                for c in interesting {
                    samples.push(vec![a, b, c]);
                    samples.push(vec![0x41, a, b, c, 0x42]);
                }
            }
        }
        let mut bad = 0;
        for s in &samples {
            let ours: Vec<(&str, &[u8])> = utf8_chunks(s).collect();
            assert_eq!(ours, std_chunks(s), "{s:02X?}");
            bad += ours.iter().filter(|c| !c.1.is_empty()).count();
        }
        assert!(bad > 10_000, "{bad} ill-formed sequences");
    }
}
