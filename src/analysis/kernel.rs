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
//! enough that ordinary text in any script yields few: 00; C2 80–AF (C1 controls, U+00AD); D8 9C
//! (U+061C); E2 80–81 (bidi controls, invisibles); EE (private use); EF 80–AF (private use), EF B7
//! (U+FDD0–FDEF), EF BB (BOM), EF BF (U+FFFD–FFFF); every 4-byte character (plane-end noncharacters,
//! planes 15–16). The scanner decodes each candidate and asks the codec (`warning_for`), so a
//! candidate is never a verdict; the tests check that no warned character is missed.

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
}

impl Counts {
    fn add(&mut self, o: &Counts) {
        self.ge80 += o.ge80;
        self.gec0 += o.gec0;
        self.gee0 += o.gee0;
        self.gef0 += o.gef0;
        self.lf += o.lf;
        self.cr += o.cr;
    }
}

/// Could the character starting at `s[i]` carry a warning? (`s` is valid UTF-8 from a sequence start.)
///
/// Decided from the lead byte and the byte after it, exactly as the SIMD kernel's nibble tables do.
#[inline]
pub fn is_warning_candidate(s: &[u8], i: usize) -> bool {
    let next = s.get(i + 1).copied().unwrap_or(0);
    match s[i] {
        0x00 | 0xEE | 0xF0..=0xF4 => true,
        0xC2 => (0x80..=0xAF).contains(&next),
        0xD8 => next == 0x9C,
        0xE2 => next == 0x80 || next == 0x81,
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
    /// b0 `00 **`, b1 `C2 80–AF`, b2 `D8 9C`, b3 `E2 80–81`, b4 `EE **`, b5 `EF 80–AF`,
    /// b6 `EF B7|BB|BF`, b7 `F0–F4 **`.
    const HI1: [u8; 16] = [
        0x01, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x02, 0x04, 0x78, 0x80,
    ];
    const LO1: [u8; 16] = [
        0x81, 0x80, 0x8A, 0x80, 0x80, 0, 0, 0, 0x04, 0, 0, 0, 0, 0, 0x10, 0x60,
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
        let mut total = Counts::default();
        // Each step also reads the byte after its vector (the byte after a lead).
        let steps = s.len().saturating_sub(1) / LANES;
        let zero = _mm256_setzero_si256();
        let b = |x: u8| _mm256_set1_epi8(x as i8);
        let (t_c0, t_e0, t_f0, lf, cr, low) =
            (b(0xBF), b(0xDF), b(0xEF), b(b'\n'), b(b'\r'), b(0x0F));
        let (hi1, lo1, hi2, lo2) = (table(&HI1), table(&LO1), table(&HI2), table(&LO2));
        // Steps whose vector holds candidates, with their masks: recorded in the hot loop (a store,
        // not a call, so the counters stay in registers) and turned into indices after each round.
        let mut hits = [(0u32, 0u32); 255];
        let mut step = 0;
        while step < steps {
            let round = step;
            let end = (step + 255).min(steps);
            let mut nhits = 0;
            // Per-lane u8 counters, flushed every 255 steps before they can overflow.
            let (mut a80, mut ac0, mut ae0, mut af0, mut alf, mut acr) =
                (zero, zero, zero, zero, zero, zero);
            while step < end {
                let i = step * LANES;
                // SAFETY: i + LANES + 1 <= s.len() because step < steps; unaligned loads.
                let (v, n) = unsafe {
                    (
                        _mm256_loadu_si256(s.as_ptr().add(i).cast()),
                        _mm256_loadu_si256(s.as_ptr().add(i + 1).cast()),
                    )
                };
                a80 = _mm256_sub_epi8(a80, _mm256_cmpgt_epi8(zero, v));
                // As signed bytes "> BF" selects C0..FF and all ASCII; ASCII is subtracted at the end.
                ac0 = _mm256_sub_epi8(ac0, _mm256_cmpgt_epi8(v, t_c0));
                ae0 = _mm256_sub_epi8(ae0, _mm256_cmpgt_epi8(v, t_e0));
                af0 = _mm256_sub_epi8(af0, _mm256_cmpgt_epi8(v, t_f0));
                alf = _mm256_sub_epi8(alf, _mm256_cmpeq_epi8(v, lf));
                acr = _mm256_sub_epi8(acr, _mm256_cmpeq_epi8(v, cr));
                let c = _mm256_and_si256(
                    _mm256_and_si256(
                        _mm256_shuffle_epi8(hi1, _mm256_and_si256(_mm256_srli_epi16::<4>(v), low)),
                        _mm256_shuffle_epi8(lo1, _mm256_and_si256(v, low)),
                    ),
                    _mm256_and_si256(
                        _mm256_shuffle_epi8(hi2, _mm256_and_si256(_mm256_srli_epi16::<4>(n), low)),
                        _mm256_shuffle_epi8(lo2, _mm256_and_si256(n, low)),
                    ),
                );
                if _mm256_testz_si256(c, c) == 0 {
                    let mask = !(_mm256_movemask_epi8(_mm256_cmpeq_epi8(c, zero)) as u32);
                    hits[nhits] = ((step - round) as u32, mask);
                    nhits += 1;
                }
                step += 1;
            }
            for &(k, mut mask) in &hits[..nhits] {
                let i = (round + k as usize) * LANES;
                while mask != 0 {
                    candidates.push(i + mask.trailing_zeros() as usize);
                    mask &= mask - 1;
                }
            }
            total.ge80 += sum(a80);
            total.gec0 += sum(ac0);
            total.gee0 += sum(ae0);
            total.gef0 += sum(af0);
            total.lf += sum(alf);
            total.cr += sum(acr);
        }
        // The biased counters included every ASCII byte: take them out again.
        let ascii = (steps * LANES) as u64 - total.ge80;
        total.gec0 -= ascii;
        total.gee0 -= ascii;
        total.gef0 -= ascii;
        let tail = count_scalar_range(s, steps * LANES, candidates);
        total.add(&tail);
        total
    }
}
