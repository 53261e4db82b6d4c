//! The changed lines of a repair, as the Diagnosis tab shows them: how many there are (all of
//! them, not the few shown), and the first few as they are and repaired, cut after the same word
//! on both sides with "…" where they are cut. Here, not in the panel, so that it can be tested.

impl super::Mojibake {
    /// How many lines the repair changes, and up to `most` distinct excerpts of them, first
    /// first, as (as it is, repaired), each pair cut after the same word once the repaired line
    /// passes `chars` characters (lines alike up to the cut show once).
    pub fn changed_lines(&self, most: usize, chars: usize) -> (usize, Vec<(String, String)>) {
        let mut total = 0;
        let mut shown = Vec::new();
        for (a, b) in self.original.lines().zip(self.repaired.lines()) {
            if a == b {
                continue;
            }
            total += 1;
            // Each distinct change once: a file of repeated lines showed ten alike.
            if shown.len() < most {
                let pair = excerpts(a, b, chars);
                if !shown.contains(&pair) {
                    shown.push(pair);
                }
            }
        }
        (total, shown)
    }
}

/// `original` and `repaired` cut before the same ASCII character (a word break if there is one)
/// once `repaired` passes `chars` characters, with "…" after each cut. A repair changes only
/// characters outside ASCII, so the ASCII ones stand in the same order on both sides: the
/// garbled side, the longer (`Ã©` for `é`), is cut before its copy of that character.
fn excerpts(original: &str, repaired: &str, chars: usize) -> (String, String) {
    let Some(cut) = cut_before_ascii(repaired, chars) else {
        return (original.to_string(), repaired.to_string());
    };
    let before = repaired[..cut].chars().filter(char::is_ascii).count();
    let original_cut = original
        .char_indices()
        .filter(|(_, c)| c.is_ascii())
        .nth(before)
        .map(|(i, _)| i);
    let ell = |s: &str| format!("{}…", s.trim_end_matches(is_break));
    (
        original_cut.map_or_else(|| original.to_string(), |i| ell(&original[..i])),
        ell(&repaired[..cut]),
    )
}

/// A word break: an ASCII space or tab. (Not U+00A0: mojibake writes it inside a garbled letter,
/// `Ã\u{A0}` for `à`.)
fn is_break(c: char) -> bool {
    c == ' ' || c == '\t'
}

/// Where to cut `s`, longer than `chars` characters: before its last word break within them,
/// else before its last ASCII character within them (a line written without spaces); `None` if
/// it is no longer, or has no such place.
fn cut_before_ascii(s: &str, chars: usize) -> Option<usize> {
    let end = s.char_indices().nth(chars).map(|(i, _)| i)?;
    let window = || s.char_indices().take_while(|&(i, _)| i <= end).skip(1);
    window()
        .filter(|&(_, c)| is_break(c))
        .last()
        .or_else(|| window().filter(|(_, c)| c.is_ascii()).last())
        .map(|(i, _)| i)
}

#[cfg(test)]
mod tests {
    use super::super::diagnose;

    /// French UDHR text garbled through windows-1252, as a Diagnosis tab shows it.
    fn garbled_french() -> (String, String) {
        let text = String::from_utf8(crate::analysis::test_samples::udhr("fra")).expect("UTF-8");
        let garbled: String = text
            .as_bytes()
            .iter()
            .map(|&b| {
                crate::analysis::legacy::by_name("windows-1252")
                    .and_then(|l| l.decode_byte(b))
                    .unwrap_or(char::from(b))
            })
            .collect();
        (text, garbled)
    }

    #[test]
    fn every_changed_line_is_counted_and_excerpts_end_at_the_same_word() {
        let (text, garbled) = garbled_french();
        let m = diagnose(&garbled).expect("mojibake found");
        assert_eq!(m.repaired, text, "the repair gives the text back");
        let expected = garbled
            .lines()
            .zip(text.lines())
            .filter(|(a, b)| a != b)
            .count();
        let (total, shown) = m.changed_lines(12, 80);
        assert_eq!(total, expected);
        assert!(
            total > 12,
            "only {total} changed lines: the test needs more"
        );
        assert_eq!(shown.len(), 12);
        let changed: Vec<(&str, &str)> = garbled
            .lines()
            .zip(text.lines())
            .filter(|(a, b)| a != b)
            .collect();
        for ((a, b), (line_a, line_b)) in shown.iter().zip(changed) {
            assert_eq!(a.ends_with('…'), b.ends_with('…'), "{a:?} / {b:?}");
            let (a, b) = (a.trim_end_matches('…'), b.trim_end_matches('…'));
            // Each the start of its line, both ending after the same word.
            assert!(
                line_a.starts_with(a) && line_b.starts_with(b),
                "{a:?} / {b:?}"
            );
            let words = |s: &str| s.split([' ', '\t']).count();
            assert_eq!(words(a), words(b), "{a:?} / {b:?}");
            assert!(b.chars().count() <= 81, "{b:?}");
            if let Some(body) = b.strip_suffix('…') {
                let words = text.split_whitespace().any(|w| body.ends_with(w));
                assert!(words, "cut inside a word: {b:?}");
            }
        }
    }

    #[test]
    fn a_change_repeated_is_shown_once_and_counted_each_time() {
        let (text, garbled) = garbled_french();
        let first = |t: &str| t.lines().find(|l| !l.is_ascii()).map(str::to_string);
        let (line, bad) = (
            first(&text).expect("a line"),
            first(&garbled).expect("a line"),
        );
        let m = diagnose(&format!("{bad}\n").repeat(10)).expect("mojibake found");
        assert_eq!(m.repaired, format!("{line}\n").repeat(10));
        let (total, shown) = m.changed_lines(12, 80);
        assert_eq!((total, shown.len()), (10, 1));
    }
}
