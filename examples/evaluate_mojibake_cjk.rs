//! CJK mojibake (UTF-8 read as GBK, Shift_JIS, EUC-KR or Big5, saved as UTF-8), measured on
//! text it was not fitted on.
//!
//! ```sh
//! cargo run --release --example evaluate_mojibake_cjk                # evaluation part
//! cargo run --release --example evaluate_mojibake_cjk -- --calibrate # calibration part
//! ```
//!
//! Positives: the evaluation lines of Chinese, Japanese and Korean (UDHR, Wikipedia) and of
//! Russian, Greek and French, as UTF-8 read through each encoding with encoding_rs (lost bytes
//! become U+FFFD, as in real files): one line (20–60 characters), 200 and 2,000 characters, and a
//! file of 12 correct lines with one garbled. Counted: found through the right encoding; repaired
//! exactly; repaired "up to losses" (every character right or U+FFFD where a byte was lost); the
//! share of U+FFFD. Negatives: every language's evaluation text (the 53 UDHR languages and the
//! Wikipedia articles) as it stands, lines, 200 and 2,000 characters, and the naughty-strings
//! list: how many are called CJK mojibake. `--calibrate` prints the mean ln P per character the
//! line threshold (`GARBLED_MEAN_LOGP`) is fitted on.

#[path = "eval_common/mod.rs"]
mod eval_common;

use eval_common::{pct, pieces, right_up_to_losses, testdata};
use std::path::PathBuf;
use utf8_inspector::analysis::cjk::{self, CjkId, model};
use utf8_inspector::analysis::lang::corpus::{self, Part};
use utf8_inspector::analysis::mojibake::{self, cjk::ENCODINGS};

fn garble(text: &str, id: CjkId) -> String {
    let enc = match id {
        CjkId::Gbk => encoding_rs::GBK,
        CjkId::ShiftJis => encoding_rs::SHIFT_JIS,
        CjkId::EucKr => encoding_rs::EUC_KR,
        _ => encoding_rs::BIG5,
    };
    enc.decode_without_bom_handling(text.as_bytes())
        .0
        .into_owned()
}

/// Whether `bad` is found to be UTF-8 read as `id`, and the text after the repair (`bad` itself
/// where nothing is found).
fn repair(bad: &str, id: CjkId) -> (bool, String) {
    let m = mojibake::diagnose(bad);
    let ok = m.as_ref().is_some_and(|m| m.chain == [id.name()]);
    (ok, m.map_or_else(|| bad.to_string(), |m| m.repaired))
}

/// The source texts: (name, lines of the part).
fn sources(part: Part) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    for lang in model::CjkLang::ALL {
        let lines = cjk::corpus(&testdata(), lang, part).unwrap_or_else(|e| panic!("{e}"));
        out.push((lang.name().to_string(), lines));
    }
    let all = corpus::load(&testdata(), part).unwrap_or_else(|e| panic!("{e}"));
    for code in ["rus", "ell", "fra"] {
        if let Some((_, lines)) = all.iter().find(|(c, _)| c == code) {
            out.push((code.to_string(), lines.clone()));
        }
    }
    out
}

/// (shape, original text) of one source.
fn shapes(lines: &[String]) -> Vec<(&'static str, String)> {
    let lines: Vec<&String> = lines.iter().filter(|l| !l.is_ascii()).collect();
    let joined = lines
        .iter()
        .map(|l| l.as_str())
        .collect::<Vec<_>>()
        .join("\n");
    let mut out = Vec::new();
    for l in lines.iter().take(150) {
        let line: String = l.chars().take(60).collect();
        if line.chars().count() >= 20 {
            out.push(("line", line));
        }
    }
    for p in pieces(&joined, 200).into_iter().take(60) {
        out.push(("200", p));
    }
    for p in pieces(&joined, 2000).into_iter().take(10) {
        out.push(("2000", p));
    }
    out
}

fn main() {
    if std::env::args().any(|a| a == "--calibrate") {
        return calibration();
    }
    let failures = std::env::args().any(|a| a == "--failures");
    println!("CJK mojibake on the evaluation split\n");
    println!(
        "| read as | text | shape | cases | found | repaired exactly | repaired up to losses | U+FFFD share | a line changed wrongly |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    for (name, lines) in sources(Part::Evaluate) {
        let cases = shapes(&lines);
        for id in ENCODINGS {
            // Big5 has no simplified characters, but the UTF-8 bytes of any text read as Big5.
            let mut shown = 0;
            for shape in ["line", "200", "2000", "mixed"] {
                let (mut n, mut found, mut exact, mut losses, mut fffd, mut chars) =
                    (0, 0, 0, 0, 0, 0);
                // Cases with a line the repair changed into something it was not (neither the
                // original up to losses nor left as it was).
                let mut wrong = 0;
                let texts: Vec<(String, String)> = if shape == "mixed" {
                    // Twelve correct lines, one garbled (the fifth).
                    let ls: Vec<&String> = lines.iter().filter(|l| !l.is_ascii()).collect();
                    ls.chunks(12)
                        .filter(|c| c.len() == 12)
                        .take(20)
                        .map(|c| {
                            let orig: Vec<String> =
                                c.iter().map(|l| l.chars().take(80).collect()).collect();
                            let mut bad = orig.clone();
                            bad[4] = garble(&orig[4], id);
                            (orig.join("\n"), bad.join("\n"))
                        })
                        .collect()
                } else {
                    cases
                        .iter()
                        .filter(|c| c.0 == shape)
                        .map(|(_, t)| (t.clone(), garble(t, id)))
                        .collect()
                };
                for (orig, bad) in texts {
                    if bad == orig {
                        continue;
                    }
                    n += 1;
                    let (ok, repaired) = repair(&bad, id);
                    found += usize::from(ok);
                    exact += usize::from(ok && repaired == orig);
                    let l = ok && right_up_to_losses(&repaired, &orig);
                    let changed_wrongly = orig
                        .lines()
                        .zip(repaired.lines())
                        .zip(bad.lines())
                        .any(|((o, r), b)| r != b && !right_up_to_losses(r, o));
                    wrong += usize::from(changed_wrongly);
                    losses += usize::from(l);
                    if l {
                        fffd += repaired.chars().filter(|&c| c == '\u{FFFD}').count();
                        chars += orig.chars().count();
                    }
                    if failures && !l && shown < 3 {
                        shown += 1;
                        // The first line the repair got wrong, in full.
                        if let Some(((o, r), b)) = orig
                            .lines()
                            .zip(repaired.lines())
                            .zip(bad.lines())
                            .find(|((o, r), _)| !right_up_to_losses(r, o))
                        {
                            eprintln!(
                                "LINE {}\n  bad  {b:?}\n  got  {r:?}\n  want {o:?}",
                                id.name()
                            );
                        }
                        eprintln!(
                            "MISS {} {name} {shape}: {:?}\n   -> {:?}\n   want {:?}",
                            id.name(),
                            bad.chars().take(60).collect::<String>(),
                            repaired.chars().take(60).collect::<String>(),
                            orig.chars().take(60).collect::<String>()
                        );
                    }
                }
                println!(
                    "| {} | {name} | {shape} | {n} | {} | {} | {} | {:.1}% | {wrong} |",
                    id.name(),
                    pct(found, n),
                    pct(exact, n),
                    pct(losses, n),
                    100.0 * fffd as f64 / chars.max(1) as f64
                );
            }
        }
    }
    beside_words(failures);
    negatives(failures);
}

/// Correct Chinese, Japanese and Korean words (2–4 characters) from the evaluation lines.
fn cjk_words(part: Part) -> Vec<String> {
    use unicode_script::{Script, UnicodeScript};
    let mut out: Vec<String> = Vec::new();
    for lang in model::CjkLang::ALL {
        let lines = cjk::corpus(&testdata(), lang, part).unwrap_or_else(|e| panic!("{e}"));
        for l in &lines {
            // Korean separates its words; Chinese and Japanese are cut into pieces of 2–4
            // characters between punctuation.
            let letters = |c: char| {
                c.is_alphabetic()
                    && matches!(
                        c.script(),
                        Script::Han | Script::Hiragana | Script::Katakana | Script::Hangul
                    )
            };
            let mut run = String::new();
            for c in l.chars().chain(std::iter::once(' ')) {
                if letters(c) {
                    run.push(c);
                    continue;
                }
                let cs: Vec<char> = run.chars().collect();
                for (k, piece) in cs.chunks(2 + out.len() % 3).enumerate() {
                    if piece.len() >= 2 && k % 2 == 0 {
                        out.push(piece.iter().collect());
                    }
                }
                run.clear();
            }
        }
    }
    out.sort();
    out.dedup();
    // In an order that mixes the languages.
    out.sort_by_key(|w| w.chars().rev().collect::<String>());
    out
}

/// Garbled text (French, Russian, Greek, and the CJK languages themselves) with correct CJK
/// words standing beside its words, as a note about mojibake quotes them ("the brand 茅台 was
/// shown as ..."): the repair must leave the words as they are.
fn beside_words(failures: bool) {
    println!("\nGarbled text with correct CJK words standing beside its words\n");
    println!("| read as | text | cases | found | repaired up to losses | a CJK word changed |");
    println!("|---|---|---|---|---|---|");
    let words = cjk_words(Part::Evaluate);
    let mut rng = eval_common::Rng(7);
    for (name, lines) in sources(Part::Evaluate) {
        let joined = lines
            .iter()
            .filter(|l| !l.is_ascii())
            .map(String::as_str)
            .collect::<Vec<_>>()
            .join("\n");
        for id in ENCODINGS {
            let (mut n, mut found, mut losses, mut changed) = (0, 0, 0, 0);
            let mut shown = 0;
            let ps = pieces(&joined, 200);
            // Each word once, after a space of one of the pieces.
            for (i, w) in words.iter().enumerate() {
                let piece = &ps[i % ps.len().min(40)];
                let mut orig = String::new();
                let mut bad = String::new();
                let inserted = [w];
                // Tokens end at a space or a line break (Chinese and Japanese lines have no
                // spaces); the word goes before one of them but the first.
                let tokens: Vec<&str> = piece.split_inclusive([' ', '\n']).collect();
                if tokens.len() < 2 {
                    continue;
                }
                let at = 1 + rng.below(tokens.len() - 1);
                for (k, t) in tokens.iter().enumerate() {
                    if k == at {
                        orig.push_str(w);
                        orig.push(' ');
                        bad.push_str(w);
                        bad.push(' ');
                    }
                    orig.push_str(t);
                    bad.push_str(&garble(t, id));
                }
                if bad == orig {
                    continue;
                }
                n += 1;
                let (ok, repaired) = repair(&bad, id);
                found += usize::from(ok);
                losses += usize::from(ok && right_up_to_losses(&repaired, &orig));
                let lost_word = inserted.iter().any(|w| !repaired.contains(w.as_str()));
                changed += usize::from(lost_word);
                if failures && lost_word && shown < 3 {
                    shown += 1;
                    eprintln!(
                        "WORD {} {name}: {inserted:?}\n  bad  {bad:?}\n  got  {repaired:?}",
                        id.name()
                    );
                }
            }
            println!(
                "| {} | {name} | {n} | {} | {} | {changed} |",
                id.name(),
                pct(found, n),
                pct(losses, n)
            );
        }
    }
}

/// Correct text called CJK mojibake.
fn negatives(failures: bool) {
    println!("\nCorrect text (every language of the evaluation split, and the naughty strings)\n");
    println!("| shape | cases | called CJK mojibake |");
    println!("|---|---|---|");
    let mut all = corpus::load(&testdata(), Part::Evaluate).unwrap_or_else(|e| panic!("{e}"));
    for lang in model::CjkLang::ALL {
        let lines =
            cjk::corpus(&testdata(), lang, Part::Evaluate).unwrap_or_else(|e| panic!("{e}"));
        all.push((lang.code().to_string(), lines));
    }
    let blns = std::fs::read_to_string(testdata().join("perf/blns/blns.txt"))
        .unwrap_or_else(|e| panic!("blns: {e}"));
    let mut by_shape: Vec<(&str, Vec<(String, String)>)> = vec![
        ("line", Vec::new()),
        ("200", Vec::new()),
        ("2000", Vec::new()),
        ("blns line", Vec::new()),
        ("blns", vec![("blns".into(), blns.clone())]),
        ("whole file", Vec::new()),
    ];
    // Whole files as `check` and `fix` see them (1 MiB chunks): every UDHR text and Wikipedia
    // article, all parts of the split.
    for dir in ["udhr", "perf/unicode_lipsum/wikipedia_mars"] {
        let mut paths: Vec<PathBuf> = std::fs::read_dir(testdata().join(dir))
            .unwrap_or_else(|e| panic!("{dir}: {e}"))
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.to_string_lossy().ends_with(".txt"))
            .collect();
        paths.sort();
        for p in paths {
            let Ok(text) = std::fs::read_to_string(&p) else {
                continue;
            };
            let name = p
                .file_name()
                .map_or(String::new(), |n| n.to_string_lossy().into_owned());
            for (_, chunk) in mojibake::chunks(&text) {
                by_shape[5].1.push((name.clone(), chunk.to_string()));
            }
        }
    }
    for (code, lines) in &all {
        for (shape, t) in shapes(lines) {
            if let Some(v) = by_shape.iter_mut().find(|(s, _)| *s == shape) {
                v.1.push((code.clone(), t));
            }
        }
    }
    for l in blns
        .lines()
        .filter(|l| !l.is_ascii() && !l.starts_with('#'))
    {
        by_shape[3].1.push(("blns".into(), l.to_string()));
    }
    for (shape, cases) in by_shape {
        let mut hit = 0;
        for (code, t) in &cases {
            if let Some(m) = mojibake::diagnose(t)
                && ENCODINGS.iter().any(|e| m.chain == [e.name()])
            {
                hit += 1;
                if failures {
                    eprintln!(
                        "FALSE {code} {shape} {:?}: {:?}",
                        m.chain,
                        t.chars().take(60).collect::<String>()
                    );
                }
            }
        }
        println!("| {shape} | {} | {} |", cases.len(), pct(hit, cases.len()));
    }
}

/// Mean ln P per character (non-ASCII, not U+FFFD) of lines, under the model of the language the
/// encoding writes: garbled lines, and correct lines of each language.
fn calibration() {
    let mean = |t: &str, m: &model::Model| {
        let v: Vec<f32> = t
            .chars()
            .filter(|&c| !c.is_ascii() && c != '\u{FFFD}')
            .map(|c| m.logp(c))
            .collect();
        v.iter().sum::<f32>() / v.len().max(1) as f32
    };
    let q = |mut v: Vec<f32>| {
        v.sort_by(f32::total_cmp);
        let at = |p: f64| v[((v.len() - 1) as f64 * p) as usize];
        format!(
            "n={} min {:.2} p1 {:.2} p5 {:.2} p50 {:.2} p95 {:.2} p99 {:.2} max {:.2}",
            v.len(),
            at(0.0),
            at(0.01),
            at(0.05),
            at(0.5),
            at(0.95),
            at(0.99),
            at(1.0)
        )
    };
    for id in ENCODINGS {
        let m = model::model(id.language());
        let mut garbled = Vec::new();
        for (_, lines) in sources(Part::Calibrate) {
            for l in lines.iter().filter(|l| !l.is_ascii()) {
                let line: String = l.chars().take(60).collect();
                garbled.push(mean(&garble(&line, id), m));
            }
        }
        println!("{} garbled lines: {}", id.name(), q(garbled));
        let correct: Vec<f32> = cjk::corpus(&testdata(), id.language(), Part::Calibrate)
            .unwrap_or_else(|e| panic!("{e}"))
            .iter()
            .filter(|l| !l.is_ascii())
            .map(|l| mean(&l.chars().take(60).collect::<String>(), m))
            .collect();
        println!(
            "{} correct {} lines: {}",
            id.name(),
            id.language().name(),
            q(correct)
        );
    }
}
