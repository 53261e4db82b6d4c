//! The CJK detection, measured on text it was not fitted on.
//!
//! ```sh
//! cargo run --release --no-default-features --example evaluate_cjk                # evaluation part
//! cargo run --release --no-default-features --example evaluate_cjk -- --calibrate # calibration part
//! ```
//!
//! Cases come from the evaluation (or calibration) lines of the shared split
//! (`analysis::cjk::corpus`, the same rule as `analysis::lang::corpus`): every CJK encoding × the
//! language it writes (lines it cannot write are left out: Big5 has no simplified characters),
//! as one line (20–60 characters), 200 characters, 2,000 characters (or all there is), and a
//! 200-character text inside an HTML page of mostly ASCII tags; for Japanese also "kana": each
//! katakana word of the lines alone (メタン, フォボス) and all of them one per line, the shape of
//! menus and product lists (Shift_JIS writes katakana with ASCII trail bytes). Negatives: every single-byte
//! encoding × every language it was made for (`lang::languages_of`), as lines, 200 and 2,000
//! characters: how many are called CJK. `--calibrate` prints, instead, the scores the thresholds
//! of `analysis::cjk` are fitted on.

#[path = "eval_common/mod.rs"]
mod eval_common;

use eval_common::{pct, pieces, testdata};
use utf8_inspector::analysis::cjk::{self, CjkId, model::CjkLang};
use utf8_inspector::analysis::diagnosis::{Finding, LangId, diagnose};
use utf8_inspector::analysis::lang::{self, corpus::Part};
use utf8_inspector::analysis::legacy::LEGACY;

const SHAPES: [&str; 5] = ["line", "200", "2000", "html", "kana"];

/// A web page of mostly ASCII tags around `text`.
fn html(text: &str) -> String {
    let mut out = String::from(
        "<!DOCTYPE html>\n<html>\n<head>\n<meta name=\"viewport\" content=\"width=device-width, \
         initial-scale=1\">\n<title>Page</title>\n<link rel=\"stylesheet\" href=\"/css/site.css\">\n\
         <script src=\"/js/site.js\" defer></script>\n</head>\n<body class=\"article\">\n\
         <nav class=\"top\"><a href=\"/\">Home</a> | <a href=\"/news/\">News</a> | \
         <a href=\"/about/\">About</a></nav>\n<main>\n",
    );
    for line in text.lines() {
        out.push_str("<p class=\"para\">");
        out.push_str(line);
        out.push_str("</p>\n");
    }
    out.push_str(
        "</main>\n<footer><span class=\"copy\">(c) 2024</span> <a href=\"/contact/\">Contact</a>\
         </footer>\n</body>\n</html>\n",
    );
    out
}

/// The cases of one encoding: (shape, text, bytes).
fn cases(id: CjkId, part: Part) -> Vec<(&'static str, String, Vec<u8>)> {
    let lines: Vec<String> = cjk::corpus(&testdata(), id.language(), part)
        .unwrap_or_else(|e| panic!("the shared corpora: {e}"))
        .into_iter()
        .filter(|l| {
            cjk::encode(l, id, None)
                .map(|(_, bad)| bad.is_empty())
                .unwrap_or(false)
        })
        .collect();
    let joined = lines.join("\n");
    let mut out = Vec::new();
    let mut add = |shape: &'static str, text: String| {
        // (A line of ASCII only, a file name in the article, is no CJK case.)
        if text.is_ascii() {
            return;
        }
        if let Ok((bytes, _)) = cjk::encode(&text, id, None) {
            out.push((shape, text, bytes));
        }
    };
    for l in &lines {
        add("line", l.chars().take(60).collect());
    }
    for p in pieces(&joined, 200) {
        add("200", p.clone());
        add("html", html(&p));
    }
    for p in pieces(&joined, 2000) {
        add("2000", p);
    }
    let mut words: Vec<String> = Vec::new();
    for l in &lines {
        let mut word = String::new();
        for c in l.chars().chain([' ']) {
            if ('\u{30A0}'..='\u{30FF}').contains(&c) {
                word.push(c);
            } else if !word.is_empty() {
                if word.chars().count() >= 2 && !words.contains(&word) {
                    words.push(word.clone());
                }
                word.clear();
            }
        }
    }
    if !words.is_empty() {
        add("kana", words.join("\n"));
    }
    for w in words {
        add("kana", w);
    }
    out
}

/// Single-byte negatives: (encoding, language code, shape, bytes).
fn negatives(part: Part) -> Vec<(&'static str, &'static str, &'static str, Vec<u8>)> {
    let all = lang::corpus::load(&testdata(), part).unwrap_or_else(|e| panic!("corpora: {e}"));
    let mut out = Vec::new();
    for (e, l) in LEGACY.iter().enumerate() {
        for m in lang::languages_of(e) {
            let Some((_, lines)) = all.iter().find(|(c, _)| c == m.code) else {
                continue;
            };
            let enc = |t: &str| {
                let mut b = Vec::new();
                for c in t.chars() {
                    l.encode_char_decomposing(c, &mut b);
                }
                b
            };
            let joined = lines.join("\n");
            for line in lines.iter().take(10) {
                out.push((l.name, m.code, "line", enc(line)));
            }
            for p in pieces(&joined, 200).iter().take(5) {
                out.push((l.name, m.code, "200", enc(p)));
            }
            for p in pieces(&joined, 2000).iter().take(1) {
                out.push((l.name, m.code, "2000", enc(p)));
            }
        }
    }
    out
}

fn same(a: CjkId, b: CjkId) -> bool {
    let norm = |x| if x == CjkId::Gb18030 { CjkId::Gbk } else { x };
    norm(a) == norm(b)
}

fn main() {
    let calibrate = std::env::args().any(|a| a == "--calibrate");
    let part = if calibrate {
        Part::Calibrate
    } else {
        Part::Evaluate
    };
    if calibrate {
        return calibration();
    }
    println!("CJK detection on the evaluation split\n");
    println!("| encoding | shape | cases | first guess right | confident | confident and wrong |");
    println!("|---|---|---|---|---|---|");
    let mut wrong_examples = Vec::new();
    for id in utf8_inspector::analysis::cjk::EACH_READABLE {
        let cs = cases(id, part);
        for shape in SHAPES {
            let (mut n, mut right, mut conf, mut conf_wrong) = (0, 0, 0, 0);
            if !cs.iter().any(|c| c.0 == shape) {
                continue;
            }
            for (_, text, bytes) in cs.iter().filter(|c| c.0 == shape) {
                n += 1;
                let d = diagnose(bytes, bytes.len() as u64);
                let (ok, confident) = match d.finding {
                    Finding::Cjk {
                        encoding,
                        language,
                        confident,
                    } => (
                        same(encoding, id) && language == LangId::cjk(id.language()),
                        confident,
                    ),
                    _ => (false, d.guess.confident),
                };
                right += usize::from(ok);
                conf += usize::from(confident);
                conf_wrong += usize::from(confident && !ok);
                if !ok && wrong_examples.len() < 30 {
                    wrong_examples.push(format!(
                        "{} {shape}: {:?} for {:?}",
                        id.name(),
                        d.finding,
                        text.chars().take(30).collect::<String>()
                    ));
                }
            }
            println!(
                "| {} | {shape} | {n} | {} | {} | {conf_wrong} |",
                id.name(),
                pct(right, n),
                pct(conf, n)
            );
        }
    }
    println!("\nSingle-byte texts (every encoding × the languages it was made for) called CJK:\n");
    println!("| shape | cases | called CJK | confidently |");
    println!("|---|---|---|---|");
    let neg = negatives(part);
    let mut fp_examples = Vec::new();
    for shape in ["line", "200", "2000"] {
        let (mut n, mut cjk_n, mut conf) = (0, 0, 0);
        for (enc, code, _, bytes) in neg.iter().filter(|c| c.2 == shape) {
            n += 1;
            let d = diagnose(bytes, bytes.len() as u64);
            let (called, confident) = match d.finding {
                Finding::Cjk { confident, .. } => (true, confident),
                Finding::CjkUnreadable { .. } => (true, true),
                _ => (false, false),
            };
            if called {
                cjk_n += 1;
                conf += usize::from(confident);
                if fp_examples.len() < 30 {
                    fp_examples.push(format!("{code} in {enc} ({shape}): {:?}", d.finding));
                }
            }
        }
        println!("| {shape} | {n} | {} | {conf} |", pct(cjk_n, n));
    }
    if !wrong_examples.is_empty() {
        println!("\nWrong answers (first 30):");
        for w in wrong_examples {
            println!("  {w}");
        }
    }
    if !fp_examples.is_empty() {
        println!("\nSingle-byte texts called CJK (first 30):");
        for w in fp_examples {
            println!("  {w}");
        }
    }
}

/// The scores the thresholds are fitted on: per encoding × shape, the lowest means of the right
/// readings and the margins over the runner-up; for the negatives, the highest mean of a reading
/// with few malformed sequences.
fn calibration() {
    println!("Calibration split\n");
    for id in utf8_inspector::analysis::cjk::EACH_READABLE {
        for shape in SHAPES {
            let mut means = Vec::new();
            let mut margins = Vec::new();
            let mut paired = Vec::new();
            let mut wrong = 0;
            let mut n = 0;
            for (_, _, bytes) in cases(id, Part::Calibrate)
                .into_iter()
                .filter(|c| c.0 == shape)
            {
                n += 1;
                let r = if id == CjkId::Iso2022Jp {
                    cjk::detect_iso2022(&bytes, true).map(|d| vec![d.best])
                } else {
                    Some(cjk::rank(&bytes, true))
                }
                .unwrap_or_default();
                let Some(best) = r.first() else {
                    wrong += 1;
                    continue;
                };
                if !same(best.encoding, id) {
                    wrong += 1;
                    continue;
                }
                means.push(best.mean);
                paired.push(cjk::paired_share(&bytes));
                if let Some(second) = r.get(1) {
                    margins.push(best.mean - second.mean);
                }
            }
            means.sort_by(f32::total_cmp);
            margins.sort_by(f32::total_cmp);
            paired.sort_by(f32::total_cmp);
            println!(
                "{:12} {shape:5} n={n:3} best-not-right={wrong} paired min {:?} mean min {:?} p5 {:?} | margin min {:?} p5 {:?}",
                id.name(),
                paired.first(),
                means.first(),
                means.get(means.len() / 20),
                margins.first(),
                margins.get(margins.len() / 20)
            );
        }
    }
    let neg = negatives(Part::Calibrate);
    for shape in ["line", "200", "2000"] {
        let mut tops: Vec<(f32, String)> = Vec::new();
        for (enc, code, _, bytes) in neg.iter().filter(|c| c.2 == shape) {
            if cjk::paired_share(bytes) < cjk::MIN_PAIRED {
                continue;
            }
            for r in cjk::rank(bytes, true)
                .iter()
                .filter(|r| r.chars >= cjk::MIN_CHARS && r.malformed * 100 <= r.chars)
            {
                let text = cjk::decode(bytes, r.encoding, true, '\u{FFFD}')
                    .map(|d| {
                        d.text
                            .chars()
                            .filter(|c| !c.is_ascii())
                            .take(12)
                            .collect::<String>()
                    })
                    .unwrap_or_default();
                tops.push((
                    r.mean,
                    format!(
                        "{code} in {enc} as {} ({} chars, {} malformed) {text}",
                        r.encoding.name(),
                        r.chars,
                        r.malformed
                    ),
                ));
            }
        }
        tops.sort_by(|a, b| b.0.total_cmp(&a.0));
        tops.dedup_by(|a, b| {
            a.1.split_once(" in ")
                .map(|x| x.1.split_once(' ').map(|y| y.1.to_string()))
                == b.1
                    .split_once(" in ")
                    .map(|x| x.1.split_once(' ').map(|y| y.1.to_string()))
        });
        println!("negatives {shape}: {} clean readings; highest:", tops.len());
        for (m, what) in tops.iter().take(25) {
            println!("   {m:.2} {what}");
        }
    }
    let _ = CjkLang::ALL;
}
