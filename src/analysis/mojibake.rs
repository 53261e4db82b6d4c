//! Mojibake: valid UTF-8 that is the product of a wrong round trip ("Ã©" for "é", "Ð¿Ñ€Ð¸" for
//! "при"), possibly several layers deep, and its repair.
//!
//! The test is a reversal: take each run of non-ASCII characters, encode it back with a legacy
//! encoding L, and see whether the bytes are well-formed UTF-8 holding at least one multi-byte
//! character. Correct text almost never passes: "café" under windows-1252 gives `63 61 66 E9`, which
//! is not UTF-8, and Russian text cannot be encoded in windows-1252 at all. Text is called mojibake
//! under L only when every non-ASCII run reverses that way; the repair replaces each run with what
//! it reverses to, and the test runs again on the result for another layer.

use super::legacy::{LEGACY, Legacy};

/// The encodings tried, in the order a wrong round trip most often involves them.
const CANDIDATES: [&str; 9] = [
    "windows-1252",
    "ISO-8859-1",
    "windows-1250",
    "ISO-8859-2",
    "windows-1251",
    "KOI8-R",
    "ISO-8859-15",
    "windows-1253",
    "windows-1254",
];

/// Reverses one decoding step: the bytes `c` came from under `l`, if every character has one.
fn encode(l: &Legacy, text: &str) -> Option<Vec<u8>> {
    text.chars().map(|c| l.encode_char(c)).collect()
}

/// Runs of non-ASCII characters: (start byte, end byte) in `text`.
fn runs(text: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    // Lazily, so that a layer that fails on its first run costs almost nothing.
    let bytes = text.as_bytes();
    let mut pos = 0;
    std::iter::from_fn(move || {
        let start = pos + bytes[pos..].iter().position(|b| !b.is_ascii())?;
        let end = start
            + bytes[start..]
                .iter()
                .position(|b| b.is_ascii())
                .unwrap_or(bytes.len() - start);
        pos = end;
        Some((start, end))
    })
}

/// One layer undone: `text` read as `encoding` and saved as UTF-8 again.
fn undo_layer(text: &str, l: &Legacy) -> Option<String> {
    if text.is_ascii() {
        return None;
    }
    let mut out = String::with_capacity(text.len());
    let mut last = 0;
    for (s, e) in runs(text) {
        let bytes = encode(l, &text[s..e])?;
        let fixed = std::str::from_utf8(&bytes).ok()?;
        if fixed.is_ascii() || fixed == &text[s..e] {
            return None; // nothing multi-byte came back: not a UTF-8 round trip
        }
        out.push_str(&text[last..s]);
        out.push_str(fixed);
        last = e;
    }
    out.push_str(&text[last..]);
    Some(out)
}

/// A diagnosis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mojibake {
    /// The wrong decodings, outermost first: `["windows-1252"]` means UTF-8 → read as windows-1252 →
    /// saved as UTF-8.
    pub chain: Vec<&'static str>,
    /// The text as it was.
    pub original: String,
    /// Where the outermost layer shows: byte ranges of the garbled runs in `original`.
    pub places: Vec<(usize, usize)>,
    /// The repaired text.
    pub repaired: String,
}

impl Mojibake {
    /// The chain in words: "UTF-8 → read as windows-1252 → saved as UTF-8".
    pub fn describe(&self) -> String {
        let mut s = String::from("UTF-8");
        for l in self.chain.iter().rev() {
            s.push_str(&format!(" → read as {l} → saved as UTF-8"));
        }
        s
    }
}

/// Looks for up to three layers of mojibake in valid UTF-8 `text`.
pub fn diagnose(text: &str) -> Option<Mojibake> {
    let mut chain = Vec::new();
    let mut current = text.to_string();
    'layers: for _ in 0..3 {
        for name in CANDIDATES {
            let Some(l) = LEGACY.iter().find(|l| l.name == name) else {
                continue;
            };
            if let Some(fixed) = undo_layer(&current, l) {
                chain.push(l.name);
                current = fixed;
                continue 'layers;
            }
        }
        break;
    }
    let places = if chain.is_empty() {
        Vec::new()
    } else {
        let first = LEGACY.iter().find(|l| l.name == chain[0]);
        runs(text)
            .filter(|&(s, e)| {
                first
                    .and_then(|l| encode(l, &text[s..e]))
                    .is_some_and(|b| std::str::from_utf8(&b).is_ok_and(|f| !f.is_ascii()))
            })
            .collect()
    };
    (!chain.is_empty()).then(|| Mojibake {
        chain,
        original: text.to_string(),
        places,
        repaired: current,
    })
}

/// Applies a diagnosed chain to a whole text (the diagnosis may have looked at a sample only).
pub fn repair(text: &str, chain: &[&str]) -> Option<String> {
    let mut current = text.to_string();
    for name in chain {
        let l = LEGACY.iter().find(|l| l.name == *name)?;
        current = undo_layer(&current, l)?;
    }
    Some(current)
}
