//! Which encoding the bytes really are: BOMs named, ASCII said plainly, chardetng's guess, and our
//! own ranking of the legacy encodings (letters score, C1 controls and unmapped bytes cost) as
//! alternatives. A short text gets a weak guess, said so.

use super::legacy::LEGACY;
use serde::Serialize;

/// The guess.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Guess {
    /// The encoding named.
    pub encoding: String,
    /// Is the guess firm?
    pub confident: bool,
    /// Other candidates, best first, with a score from 0 to 1.
    pub alternatives: Vec<(String, f32)>,
    /// One sentence for a person.
    pub note: String,
}

/// A byte order mark at the start, if any: its encoding's name and length.
pub fn bom(bytes: &[u8]) -> Option<(&'static str, usize)> {
    if bytes.starts_with(b"\xEF\xBB\xBF") {
        Some(("UTF-8 (with BOM)", 3))
    } else if bytes.starts_with(b"\xFF\xFE\x00\x00") {
        Some(("UTF-32LE", 4))
    } else if bytes.starts_with(b"\x00\x00\xFE\xFF") {
        Some(("UTF-32BE", 4))
    } else if bytes.starts_with(b"\xFF\xFE") {
        Some(("UTF-16LE", 2))
    } else if bytes.starts_with(b"\xFE\xFF") {
        Some(("UTF-16BE", 2))
    } else {
        None
    }
}

/// How plausible `bytes` are as text in a legacy encoding: each non-ASCII byte that decodes to a
/// letter of the same script as the letters beside it scores; a letter beside letters of another
/// script (Cyrillic inside a Latin word: the wrong code page), a C1 control or an unmapped byte costs.
fn plausibility(bytes: &[u8], l: &super::legacy::Legacy) -> f32 {
    use unicode_script::{Script, UnicodeScript};
    let sample = &bytes[..bytes.len().min(64 * 1024)];
    let chars: Vec<(char, bool)> = sample
        .iter()
        .map(|&b| {
            (
                l.decode_byte(b).unwrap_or('\u{FFFD}'),
                b >= 0x80 && l.decode_byte(b).is_some(),
            )
        })
        .collect();
    let (mut good, mut bad, mut total) = (0i64, 0i64, 0i64);
    let script = |c: char| {
        if c.is_alphabetic() {
            Some(c.script())
        } else {
            None
        }
    };
    for (i, &(c, high)) in chars.iter().enumerate() {
        let raw = sample[i];
        if raw < 0x80 {
            continue;
        }
        total += 1;
        if !high {
            bad += 2;
            continue;
        }
        if ('\u{80}'..='\u{9F}').contains(&c) {
            bad += 1;
            continue;
        }
        let Some(s) = script(c) else { continue };
        let mut same = 0;
        let mut other = 0;
        for j in [i.wrapping_sub(1), i + 1] {
            if let Some(&(n, _)) = chars.get(j) {
                match script(n) {
                    Some(ns) if ns == s || matches!(ns, Script::Common | Script::Inherited) => {
                        same += 1
                    }
                    Some(_) => other += 1,
                    None => {}
                }
            }
        }
        if other > same {
            bad += 1;
        } else {
            good += 1;
        }
    }
    if total == 0 {
        return 0.0;
    }
    ((good - bad) as f32 / total as f32).max(0.0)
}

/// Guesses the encoding of `sample` (the start of a file; a megabyte is plenty).
pub fn guess(sample: &[u8]) -> Guess {
    if let Some((name, _)) = bom(sample) {
        return Guess {
            encoding: name.to_string(),
            confident: true,
            alternatives: Vec::new(),
            note: format!("The file starts with a {name} byte order mark."),
        };
    }
    if sample.is_ascii() {
        return Guess {
            encoding: "ASCII".to_string(),
            confident: true,
            alternatives: Vec::new(),
            note: "ASCII: every encoding here agrees.".to_string(),
        };
    }
    let non_ascii = sample.iter().filter(|b| **b >= 0x80).count();
    let short = non_ascii < 40;
    if std::str::from_utf8(sample).is_ok() || valid_but_cut(sample) {
        // Valid UTF-8 with non-ASCII text is no legacy encoding by accident: no alternatives (and
        // no cost for ranking them on every check).
        return Guess {
            encoding: "UTF-8".to_string(),
            confident: !short,
            alternatives: Vec::new(),
            note: if short {
                "Valid UTF-8, but with few non-ASCII bytes: a weak guess.".to_string()
            } else {
                "Valid UTF-8 throughout.".to_string()
            },
        };
    }
    let mut ranked: Vec<(String, f32)> = LEGACY
        .iter()
        .map(|l| (l.name.to_string(), plausibility(sample, l)))
        .collect();
    let mut det = chardetng::EncodingDetector::new(chardetng::Iso2022JpDetection::Deny);
    det.feed(sample, true);
    let enc = det.guess(None, chardetng::Utf8Detection::Allow);
    let name = enc.name().to_string();
    // Alternatives: best score first; among equals, chardetng's family first.
    ranked.sort_by(|a, b| {
        b.1.total_cmp(&a.1)
            .then_with(|| same_family(&b.0, &name).cmp(&same_family(&a.0, &name)))
    });
    let best = ranked.first().map_or(0.0, |r| r.1);
    let chosen = ranked
        .iter()
        .find(|r| same_family(&r.0, &name))
        .map_or(0.0, |r| r.1);
    let plausible = chosen >= best - 0.05 && chosen > 0.5;
    Guess {
        encoding: name.clone(),
        confident: !short && plausible,
        alternatives: ranked.into_iter().take(4).collect(),
        note: if short {
            format!("Not UTF-8; looks like {name}, but the text is short: a weak guess.")
        } else {
            format!("Not UTF-8; looks like {name}.")
        },
    }
}

/// Valid UTF-8 except for a character cut at the end of the sample.
fn valid_but_cut(sample: &[u8]) -> bool {
    matches!(std::str::from_utf8(sample), Err(e) if e.error_len().is_none() && e.valid_up_to() + 4 > sample.len())
}

/// WHATWG windows pages and the ISO parts they stand in for count as one family.
fn same_family(a: &str, b: &str) -> bool {
    fn family(s: &str) -> String {
        let lower = s.to_ascii_lowercase();
        let f = match lower.as_str() {
            "iso-8859-1" | "windows-1252" | "iso-8859-15" => "latin1",
            "iso-8859-2" | "windows-1250" => "latin2",
            "iso-8859-5" | "windows-1251" | "koi8-r" => "cyrillic",
            "iso-8859-7" | "windows-1253" => "greek",
            "iso-8859-9" | "windows-1254" => "turkish",
            "iso-8859-11" | "windows-874" => "thai",
            "iso-8859-13" | "windows-1257" | "iso-8859-4" => "baltic",
            _ => return lower,
        };
        f.to_string()
    }
    family(a) == family(b)
}

/// What the window says about where a file's bytes came from.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnosis {
    /// The encoding guess.
    pub guess: Guess,
    /// Mojibake found in valid UTF-8, with its repair (of the sample).
    pub mojibake: Option<super::mojibake::Mojibake>,
    /// For legacy bytes read as UTF-8: a few of them and what they are in the guessed encoding
    /// ("B1 = ą").
    pub legacy_examples: Vec<(u8, char)>,
    /// For legacy bytes: the start of the text decoded as the guessed encoding.
    pub legacy_preview: String,
}

/// Diagnoses the first bytes of a file.
pub fn diagnose_sample(sample: &[u8]) -> Diagnosis {
    let g = guess(sample);
    let valid_end = match std::str::from_utf8(sample) {
        Ok(_) => Some(sample.len()),
        Err(e) if e.error_len().is_none() => Some(e.valid_up_to()),
        Err(_) => None,
    };
    let mojibake = valid_end
        .and_then(|e| std::str::from_utf8(&sample[..e]).ok())
        .and_then(super::mojibake::diagnose);
    let mut legacy_examples = Vec::new();
    if valid_end.is_none()
        && let Some(l) = super::legacy::by_name(&g.encoding)
    {
        for &b in sample.iter().filter(|b| **b >= 0x80) {
            if legacy_examples.len() >= 6 {
                break;
            }
            if let Some(c) = l.decode_byte(b)
                && !legacy_examples.iter().any(|(x, _)| *x == b)
            {
                legacy_examples.push((b, c));
            }
        }
    }
    let legacy_preview = match (
        legacy_examples.is_empty(),
        super::legacy::by_name(&g.encoding),
    ) {
        (false, Some(l)) => l.decode(&sample[..sample.len().min(400)]),
        _ => String::new(),
    };
    Diagnosis {
        guess: g,
        mojibake,
        legacy_examples,
        legacy_preview,
    }
}
