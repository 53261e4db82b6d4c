//! The shared corpora, split the way `scripts/build-language-models.py` splits them, so that the
//! evaluation never scores text the models were fitted on.
//!
//! Lines that survive the cleaning rule (at least 20 characters, none of `](`, `http`, `//`, `[`,
//! `]`, `|`, `{`) are numbered from 0 in each file: line i is training if i % 10 < 7, calibration if
//! i % 10 == 7, evaluation otherwise.

use std::path::Path;

/// Which part of the corpora.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// What the models were built from.
    Train,
    /// What the thresholds were fitted on.
    Calibrate,
    /// What the figures in the README come from.
    Evaluate,
}

const MARKUP: [&str; 7] = ["](", "http", "//", "[", "]", "|", "{"];

impl Part {
    /// The part line `i` of the kept lines of a file (numbered from 0) is in.
    pub fn of_line(i: usize) -> Part {
        match i % 10 {
            0..7 => Part::Train,
            7 => Part::Calibrate,
            _ => Part::Evaluate,
        }
    }
}

/// The cleaning rule: whether a (trimmed) line is kept, at least 20 characters and no markup.
pub fn is_kept(line: &str) -> bool {
    line.chars().count() >= 20 && !MARKUP.iter().any(|m| line.contains(m))
}

/// The lines of `text` in `part`, by the shared rule.
pub fn split(text: &str, part: Part) -> Vec<&str> {
    text.lines()
        .map(str::trim)
        .filter(|l| is_kept(l))
        .enumerate()
        .filter(|&(i, _)| Part::of_line(i) == part)
        .map(|(_, l)| l)
        .collect()
}

/// Wikipedia's "Mars" article files for the languages that have one.
const WIKI: [(&str, &str); 14] = [
    ("arb", "arabic"),
    ("ces", "czech"),
    ("eng", "english"),
    ("epo", "esperanto"),
    ("fra", "french"),
    ("deu", "german"),
    ("ell", "greek"),
    ("heb", "hebrew"),
    ("pes", "persan"),
    ("por", "portuguese"),
    ("rus", "russian"),
    ("tha", "thai"),
    ("tur", "turkish"),
    ("vie", "vietnamese"),
];

/// Languages written in a second script, whose text is another's transliterated (code, source
/// code): Serbian is written in Cyrillic as much as in Latin, and the corpora give it in Latin.
/// The model builder trains on the same transliteration.
const TRANSLITERATED: [(&str, &str); 1] = [("srp-Cyrl", "srp")];

/// Serbian Latin text in the Cyrillic alphabet (one-to-one: `lj`, `nj` and `dž` are one letter
/// each; `njegoš` → `његош`); other characters as they are. The builder's `serbian_cyrillic`
/// is the same mapping.
pub fn serbian_cyrillic(text: &str) -> String {
    const LATIN: &str = "abcčćdđefghijklmnoprsštuvzž";
    const CYRILLIC: &str = "абцчћдђефгхијклмнопрсштувзж";
    let mut out = String::with_capacity(text.len() * 2);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let low = c.to_lowercase().next().unwrap_or(c);
        let next = chars.peek().map(|n| n.to_lowercase().next().unwrap_or(*n));
        let digraph = match (low, next) {
            ('l', Some('j')) => Some('љ'),
            ('n', Some('j')) => Some('њ'),
            ('d', Some('ž')) => Some('џ'),
            _ => None,
        };
        let cyr = if let Some(d) = digraph {
            chars.next();
            Some(d)
        } else {
            LATIN
                .chars()
                .position(|l| l == low)
                .and_then(|i| CYRILLIC.chars().nth(i))
        };
        match cyr {
            Some(y) if c.is_uppercase() => out.extend(y.to_uppercase()),
            Some(y) => out.push(y),
            None => out.push(c),
        }
    }
    out
}

/// The `part` of every language's texts under `testdata` (`../shared/testdata`): (ISO 639-3 code,
/// lines), in code order. Fails with the path when a file cannot be read.
pub fn load(testdata: &Path, part: Part) -> std::io::Result<Vec<(String, Vec<String>)>> {
    let mut out = Vec::new();
    let dir = testdata.join("udhr");
    let mut codes: Vec<String> = std::fs::read_dir(&dir)?
        .filter_map(std::result::Result::ok)
        .filter_map(|e| {
            e.file_name()
                .to_str()
                .and_then(|n| n.strip_suffix(".txt"))
                .map(str::to_string)
        })
        .collect();
    codes.sort();
    let read = |p: &Path| {
        std::fs::read_to_string(p)
            .map_err(|e| std::io::Error::new(e.kind(), format!("{}: {e}", p.display())))
    };
    for code in codes {
        let mut lines: Vec<String> = split(&read(&dir.join(format!("{code}.txt")))?, part)
            .into_iter()
            .map(str::to_string)
            .collect();
        if let Some((_, wiki)) = WIKI.iter().find(|(c, _)| *c == code) {
            let p = testdata.join(format!(
                "perf/unicode_lipsum/wikipedia_mars/{wiki}.utf8.txt"
            ));
            lines.extend(split(&read(&p)?, part).into_iter().map(str::to_string));
        }
        out.push((code, lines));
    }
    for (code, source) in TRANSLITERATED {
        if let Some(lines) = out.iter().find(|(c, _)| c == source).map(|(_, l)| l) {
            let lines = lines.iter().map(|l| serbian_cyrillic(l)).collect();
            out.push((code.to_string(), lines));
        }
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serbian_is_transliterated_letter_for_letter() {
        assert_eq!(
            serbian_cyrillic(
                "OPŠTA DEKLARACIJA, Ljudska prava: džep, Đorđe, NJEGOŠ, Njegoš, 1948."
            ),
            "ОПШТА ДЕКЛАРАЦИЈА, Људска права: џеп, Ђорђе, ЊЕГОШ, Његош, 1948."
        );
    }
}
