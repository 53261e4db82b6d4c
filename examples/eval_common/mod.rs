//! What the evaluations share: a deterministic generator, windows of held-out text, legacy
//! encoding of a text, tallies, and the encoding × language cases.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::path::PathBuf;
use utf8_inspector::analysis::lang::{self, corpus};
use utf8_inspector::analysis::legacy::{LEGACY, Legacy};

/// A small deterministic generator (xorshift64*), so every run makes the same cases.
pub struct Rng(pub u64);
impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    /// One of `items`.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Up to `count` windows of `len` characters from `text`, evenly spaced, cut at spaces.
pub fn windows(text: &str, len: usize, count: usize) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() < len {
        return Vec::new();
    }
    let room = chars.len() - len;
    (0..count)
        .map(|k| {
            let mut start = if count > 1 { room * k / (count - 1) } else { 0 };
            while start > 0 && start < room && chars[start - 1] != ' ' {
                start -= 1;
            }
            chars[start..start + len].iter().collect::<String>()
        })
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect()
}

/// `text` in encoding `e`; characters it cannot write are left out.
pub fn encode(e: usize, text: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    for c in text.chars() {
        LEGACY[e].encode_char_decomposing(c, &mut out);
    }
    out
}

#[derive(Default, Clone)]
pub struct Tally {
    pub n: usize,
    pub ok: usize,
}
impl Tally {
    pub fn add(&mut self, ok: bool) {
        self.n += 1;
        self.ok += usize::from(ok);
    }
    pub fn pct(&self) -> String {
        if self.n == 0 {
            "–".into()
        } else {
            format!(
                "{:.1}% ({}/{})",
                100.0 * self.ok as f64 / self.n as f64,
                self.ok,
                self.n
            )
        }
    }
}

/// The evaluation's legacy cases: every encoding (index, entry) × every language it was made for
/// whose text has non-ASCII letters, with that text.
pub fn made_for<'a>(
    text_of: &'a BTreeMap<&str, String>,
) -> Vec<(usize, &'static Legacy, &'static lang::Model, &'a str)> {
    let mut out = Vec::new();
    for (e, l) in LEGACY.iter().enumerate() {
        for m in lang::languages_of(e) {
            if let Some(text) = text_of.get(m.code)
                && has_non_ascii_letters(text)
            {
                out.push((e, l, m, text.as_str()));
            }
        }
    }
    out
}

pub fn has_non_ascii_letters(text: &str) -> bool {
    text.chars()
        .filter(|c| !c.is_ascii() && c.is_alphabetic())
        .count()
        * 50
        > text.chars().filter(|c| c.is_alphabetic()).count()
}

/// `../shared/testdata` (or `UTF8_INSPECTOR_TESTDATA`).
pub fn testdata() -> PathBuf {
    std::env::var_os("UTF8_INSPECTOR_TESTDATA")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/testdata"))
}

/// The `part` of every language's text, joined, or an exit with the reason.
pub fn load(part: corpus::Part) -> Vec<(String, String)> {
    match corpus::load(&testdata(), part) {
        Ok(l) => l
            .into_iter()
            .map(|(c, lines)| (c, lines.join("\n")))
            .collect(),
        Err(e) => {
            eprintln!("evaluate: cannot read the shared corpora: {e}");
            std::process::exit(2);
        }
    }
}

/// Consecutive pieces of `len` characters of `text` (all of it when shorter).
pub fn pieces(text: &str, len: usize) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() <= len {
        return vec![text.to_string()];
    }
    chars
        .chunks(len)
        .filter(|c| c.len() == len)
        .map(|c| c.iter().collect())
        .collect()
}

/// Every character of `repaired` is the original's, or U+FFFD where bytes were lost: a run of k
/// U+FFFD stands for 1 to 2k characters of the original (a lost pair can cut two characters).
/// Written apart from the repair it judges (dynamic programming over the two texts); the CJK
/// mojibake evaluation and `tests/mojibake.rs` share it.
pub fn right_up_to_losses(repaired: &str, original: &str) -> bool {
    let o: Vec<char> = original.chars().collect();
    let mut pieces: Vec<(char, usize)> = Vec::new();
    for c in repaired.chars() {
        match pieces.last_mut() {
            Some(('\u{FFFD}', k)) if c == '\u{FFFD}' => *k += 1,
            _ => pieces.push((c, 1)),
        }
    }
    // ok[j]: the pieces so far match the first j characters of the original.
    let mut ok = vec![false; o.len() + 1];
    ok[0] = true;
    for &(c, k) in &pieces {
        let mut next = vec![false; o.len() + 1];
        for j in (0..=o.len()).filter(|&j| ok[j]) {
            if c == '\u{FFFD}' {
                for m in 1..=2 * k {
                    if j + m <= o.len() {
                        next[j + m] = true;
                    }
                }
            } else if o.get(j) == Some(&c) {
                next[j + 1] = true;
            }
        }
        ok = next;
    }
    ok[o.len()]
}

/// "12.5% (1/8)"; "–" for no cases.
pub fn pct(k: usize, n: usize) -> String {
    if n == 0 {
        "–".into()
    } else {
        format!("{:.1}% ({k}/{n})", 100.0 * k as f64 / n as f64)
    }
}
