//! The diagnosis, measured on text it was not fitted on.
//!
//! ```sh
//! cargo run --release --example evaluate                # the evaluation part: the README's tables
//! cargo run --release --example evaluate -- --calibrate # the calibration part: fits the thresholds
//! ```
//!
//! Cases are generated from the evaluation (or calibration) lines of the shared corpora
//! (`analysis::lang::corpus`): every encoding × every language it can write (at least 90% of the
//! language's non-ASCII letters), texts of 40, 200 and 2,000 characters; UTF-8 with ≤ 1 damaged
//! byte per 1,000; UTF-8 with a legacy fragment pasted in; one and two layers of mojibake through
//! every encoding; files with one garbled paragraph in five; and correct text in every language
//! (plain and with prices, ×, ®, £, …, all capitals) as negatives.

#[path = "eval_common/mod.rs"]
mod eval_common;

use eval_common::{Rng, Tally, encode, has_non_ascii_letters, made_for, windows};
use std::collections::BTreeMap;
use std::path::PathBuf;
use utf8_inspector::analysis::diagnosis::{self, Verdict};
use utf8_inspector::analysis::lang::corpus;
use utf8_inspector::analysis::legacy::LEGACY;
use utf8_inspector::analysis::mojibake;
use utf8_inspector::analysis::wording;
use utf8_inspector::codec::WideForm;

#[derive(Default)]
struct Row {
    chardetng: Tally,
    top1: Tally,
    top3: Tally,
    short_top1: Tally,
    verdict: Tally,
    mixed: Tally,
    mojibake: Tally,
}

/// Where two texts first differ: a few characters of each from there.
fn first_difference(want: &str, got: &str) -> String {
    let at = want
        .chars()
        .zip(got.chars())
        .take_while(|(a, b)| a == b)
        .count()
        .saturating_sub(8);
    let w: String = want.chars().skip(at).take(24).collect();
    let g: String = got.chars().skip(at).take(24).collect();
    format!("want {w:?} got {g:?}")
}

fn main() {
    let calibrate = std::env::args().any(|a| a == "--calibrate");
    let part = if calibrate {
        corpus::Part::Calibrate
    } else {
        corpus::Part::Evaluate
    };
    let testdata = eval_common::testdata();
    let langs = eval_common::load(part);
    let text_of: BTreeMap<&str, String> =
        langs.iter().map(|(c, t)| (c.as_str(), t.clone())).collect();
    let mut rows: BTreeMap<usize, Row> = BTreeMap::new();
    let mut margins: Vec<(f32, bool)> = Vec::new();
    // Guesses called confident, and how many of them were right.
    let mut confident = Tally::default();
    let mut confident_right = Tally::default();
    let mut failures: Vec<String> = Vec::new();

    // Legacy files: every encoding × the languages it can write.
    for (e, l, m, text) in made_for(&text_of) {
        for len in [40, 200, 2000] {
            for w in windows(text, len, 4) {
                let bytes = encode(e, &w);
                if bytes.is_ascii() || std::str::from_utf8(&bytes).is_ok() {
                    continue;
                }
                let ranking = diagnosis::ranking(&bytes);
                let pos = ranking.iter().position(|g| g.contains(&e));
                let row = rows.entry(e).or_default();
                if len >= 200 {
                    // The mature detector on the same bytes, right when its encoding reads
                    // them to the same text (it names WHATWG encodings only).
                    let mut det =
                        chardetng::EncodingDetector::new(chardetng::Iso2022JpDetection::Deny);
                    det.feed(&bytes, true);
                    let theirs = det.guess(None, chardetng::Utf8Detection::Allow);
                    let (text, _) = theirs.decode_without_bom_handling(&bytes);
                    row.chardetng.add(text == l.decode(&bytes));
                    row.top1.add(pos == Some(0));
                    row.top3.add(pos.is_some_and(|p| p < 3));
                    let d = diagnosis::diagnose(&bytes, bytes.len() as u64);
                    row.verdict.add(d.verdict() == Verdict::Legacy);
                    if d.verdict() != Verdict::Legacy && failures.len() < 2400 {
                        failures.push(format!(
                            "verdict {} {} {len}: {}",
                            l.name,
                            m.code,
                            wording::summary(utf8_inspector::i18n::Lang::En, &d)
                        ));
                    }
                    if pos != Some(0) && failures.len() < 400 {
                        failures.push(format!(
                            "{} {} {len}: got {:?}",
                            l.name,
                            m.code,
                            ranking.first().map(|g| LEGACY[g[0]].name)
                        ));
                    }
                } else {
                    row.short_top1.add(pos == Some(0));
                    if pos != Some(0) && failures.len() < 2400 {
                        failures.push(format!(
                            "short {} {}: got {:?} in {w:?}",
                            l.name,
                            m.code,
                            ranking.first().map(|g| LEGACY[g[0]].name)
                        ));
                    }
                }
                let g = diagnosis::guess_legacy(&bytes);
                margins.push((g.margin, pos == Some(0)));
                confident.add(pos == Some(0) || !g.confident);
                if g.confident {
                    confident_right.add(pos == Some(0));
                }
            }
        }
    }

    // Damaged UTF-8 (≤ 1 bad byte per 1,000) and UTF-8 with a legacy fragment.
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut damaged = Tally::default();
    let mut damaged_ratio: Vec<f32> = Vec::new();
    let mut mixed_ratio: Vec<f32> = Vec::new();
    for (code, text) in &text_of {
        let mut ws = windows(text, 2000, 4);
        ws.extend(windows(text, 1000, 6));
        for w in ws {
            let mut b = w.clone().into_bytes();
            let k = (b.len() / 1000).max(1);
            for _ in 0..k {
                match rng.below(3) {
                    0 => {
                        let i = rng.below(b.len());
                        b[i] = 0x80 | rng.next() as u8;
                    }
                    1 => {
                        let i = rng.below(b.len());
                        b.insert(i, 0x80 | rng.next() as u8);
                    }
                    _ => {
                        // Cut inside a multi-byte character, if there is one.
                        if let Some(i) = (b.len() / 2..b.len()).find(|&i| b[i] >= 0xC0) {
                            b.truncate(i + 1);
                        } else {
                            let i = rng.below(b.len());
                            b[i] = 0xFF;
                        }
                    }
                }
            }
            if std::str::from_utf8(&b).is_ok() {
                continue;
            }
            let d = diagnosis::diagnose(&b, b.len() as u64);
            let ok = d.verdict() == Verdict::Utf8Damaged
                || (d.verdict() == Verdict::Legacy && !has_non_ascii_letters(&w));
            damaged.add(ok);
            if !ok && failures.len() < 800 {
                failures.push(format!(
                    "damaged {code}: {:?} {}",
                    d.verdict(),
                    wording::summary(utf8_inspector::i18n::Lang::En, &d)
                ));
            }
            damaged_ratio.push(d.legacy_evidence.unwrap_or(f32::NEG_INFINITY));
        }
    }
    for (e, l, m, text) in made_for(&text_of) {
        let hosts = windows(text, 600, 2);
        let frags = windows(text, 200, 2);
        for (host, frag) in hosts.iter().zip(&frags) {
            let legacy = encode(e, frag);
            if std::str::from_utf8(&legacy).is_ok() {
                continue;
            }
            let cut = host
                .char_indices()
                .map(|(i, _)| i)
                .find(|&i| i >= host.len() / 2)
                .unwrap_or(0);
            let mut b = host.as_bytes()[..cut].to_vec();
            b.extend_from_slice(b"\n");
            b.extend_from_slice(&legacy);
            b.extend_from_slice(b"\n");
            b.extend_from_slice(&host.as_bytes()[cut..]);
            let d = diagnosis::diagnose(&b, b.len() as u64);
            // Right when the named encoding reads the fragment to the same text.
            let ok = d.verdict() == Verdict::Utf8Mixed
                && d.legacy_encoding()
                    .is_some_and(|g| g.get().decode(&legacy) == l.decode(&legacy));
            rows.entry(e).or_default().mixed.add(ok);
            mixed_ratio.push(d.legacy_evidence.unwrap_or(f32::NEG_INFINITY));
            if !ok && failures.len() < 1200 {
                failures.push(format!(
                    "mixed {} {}: {:?} {}",
                    l.name,
                    m.code,
                    d.verdict(),
                    wording::summary(utf8_inspector::i18n::Lang::En, &d)
                ));
            }
        }
    }

    // Short legacy runs in UTF-8 (what a paste from a Windows program leaves): one word of the
    // language in its Windows code page, and typographic punctuation alone (quotes, apostrophe,
    // euro sign), in 600 characters of UTF-8.
    let mut short_word = Tally::default();
    let mut short_punct = Tally::default();
    for (e, l, m, text) in made_for(&text_of) {
        if l.group != utf8_inspector::analysis::legacy::Group::Windows {
            continue;
        }
        let hosts = windows(text, 600, 2);
        let donors = windows(text, 300, 2);
        for (host, donor) in hosts.iter().zip(&donors) {
            // After a space past the middle (or at the middle, in a text without spaces), set
            // off by spaces as a pasted word is.
            let cut = host
                .char_indices()
                .map(|(i, _)| i)
                .find(|&i| i >= host.len() / 2 && host.as_bytes()[i] == b' ')
                .or_else(|| {
                    host.char_indices()
                        .map(|(i, _)| i)
                        .find(|&i| i >= host.len() / 2)
                })
                .unwrap_or(0);
            let with = |paste: &[u8]| {
                let mut b = host.as_bytes()[..cut].to_vec();
                b.push(b' ');
                b.extend_from_slice(paste);
                b.push(b' ');
                b.extend_from_slice(&host.as_bytes()[cut..]);
                b
            };
            let judge = |b: &[u8], paste: &[u8], failures: &mut Vec<String>, what: &str| {
                let d = diagnosis::diagnose(b, b.len() as u64);
                let ok = d.verdict() == Verdict::Utf8Mixed
                    && d.legacy_encoding()
                        .is_some_and(|g| g.get().decode(paste) == l.decode(paste));
                if !ok && failures.len() < 1400 {
                    failures.push(format!(
                        "short {what} {} {}: {:?} {} ({})",
                        l.name,
                        m.code,
                        d.verdict(),
                        wording::summary(utf8_inspector::i18n::Lang::En, &d),
                        b[..b.len().min(40)].escape_ascii()
                    ));
                }
                ok
            };
            // The donor's first word with a letter outside ASCII.
            if let Some(word) = donor
                .split(|c: char| !c.is_alphabetic())
                .find(|w| !w.is_ascii() && w.chars().count() >= 2)
            {
                let paste = encode(e, word);
                if std::str::from_utf8(&paste).is_err() {
                    let b = with(&paste);
                    short_word.add(judge(&b, &paste, &mut failures, "word"));
                }
            }
            // Quotes, an apostrophe and a price, where the code page has them.
            let punct = "\u{201C}ok\u{201D} it\u{2019}s 5 \u{20AC}";
            if punct.chars().all(|c| l.encode_char(c).is_some()) {
                let paste = encode(e, punct);
                let b = with(&paste);
                short_punct.add(judge(&b, &paste, &mut failures, "punctuation"));
            }
        }
    }

    // UTF-16 and UTF-32 without a BOM: every corpus text (UDHR and all 26 Wikipedia files, CJK
    // and Hindi included), 200 and 2,000 characters, in each form; and, as negatives, the byte-pair
    // statistics of every single-byte and UTF-8 text above.
    let mut wide_rows: BTreeMap<&str, Tally> = BTreeMap::new();
    let (mut min_pos, mut max_neg) = (f64::INFINITY, 0f64);
    let mut wide_texts: Vec<(String, String)> = text_of
        .iter()
        .map(|(c, t)| (c.to_string(), t.clone()))
        .collect();
    let wiki = testdata.join("perf/unicode_lipsum/wikipedia_mars");
    let mut wiki_files: Vec<PathBuf> = std::fs::read_dir(&wiki)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    wiki_files.sort();
    for p in wiki_files {
        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if let (Some(stem), Ok(t)) = (name.strip_suffix(".utf8.txt"), std::fs::read_to_string(&p)) {
            wide_texts.push((format!("wiki-{stem}"), corpus::split(&t, part).join("\n")));
        }
    }
    for (code, text) in &wide_texts {
        for len in [200, 2000] {
            for w in windows(text, len, 3) {
                for form in WideForm::ALL {
                    let mut b = Vec::new();
                    for c in w.chars() {
                        form.encode(c, &mut b);
                    }
                    let d = diagnosis::diagnose(&b, b.len() as u64);
                    let ok = d.guess.encoding.name() == form.name();
                    wide_rows.entry(form.name()).or_default().add(ok);
                    if form.is_utf16() && diagnosis::wide_by_zeros(&b).is_none() {
                        min_pos = min_pos.min(diagnosis::byte_pair_asymmetry(&b).abs());
                    }
                    if !ok && failures.len() < 2600 {
                        failures.push(format!(
                            "{} {code} {len}: {}",
                            form.name(),
                            wording::summary(utf8_inspector::i18n::Lang::En, &d)
                        ));
                    }
                }
            }
        }
    }
    let mut wide_false = Tally::default();
    for (e, _, _, text) in made_for(&text_of) {
        for w in windows(text, 200, 2)
            .into_iter()
            .chain(windows(text, 2000, 1))
        {
            for b in [encode(e, &w), w.clone().into_bytes()] {
                if std::str::from_utf8(&b).is_err() {
                    max_neg = max_neg.max(diagnosis::byte_pair_asymmetry(&b).abs());
                }
                let wide = diagnosis::wide_form(&b);
                wide_false.add(wide.is_none());
                if let Some((f, _)) = wide
                    && failures.len() < 2800
                {
                    failures.push(format!(
                        "false {} {}: {:?}",
                        f.name(),
                        LEGACY[e].name,
                        &w[..40.min(w.len())]
                    ));
                }
            }
        }
    }

    // Mojibake: UTF-8 read as each encoding (1 and 2 layers), and partly garbled files.
    let mut partly = Tally::default();
    let codes: Vec<&str> = text_of
        .iter()
        .filter(|(_, t)| has_non_ascii_letters(t))
        .map(|(c, _)| *c)
        .collect();
    for (e, l) in LEGACY.iter().enumerate() {
        for k in 0..6 {
            let code = codes[(e * 7 + k * 11) % codes.len()];
            let text = &text_of[code];
            for (len, layers) in [(40, 1), (200, 1), (200, 2)] {
                let Some(w) = windows(text, len, 2).into_iter().nth(k % 2) else {
                    continue;
                };
                let mut garbled = w.clone();
                let mut possible = true;
                for _ in 0..layers {
                    let g = l.decode(garbled.as_bytes());
                    if g.contains('\u{FFFD}') {
                        possible = false;
                    }
                    garbled = g;
                }
                if !possible || garbled == w {
                    continue;
                }
                let m = mojibake::diagnose(&garbled);
                let ok = m.as_ref().is_some_and(|m| m.repaired == w);
                rows.entry(e).or_default().mojibake.add(ok);
                if !ok && failures.len() < 1600 {
                    failures.push(format!(
                        "mojibake {} {code} {len}x{layers}: {:?}",
                        l.name,
                        m.map(|m| (m.chain, first_difference(&w, &m.repaired)))
                    ));
                }
            }
        }
        // One paragraph of five garbled.
        let code = codes[(e * 3) % codes.len()];
        let paras = windows(&text_of[code], 200, 5);
        if paras.len() == 5 {
            let g = l.decode(paras[2].as_bytes());
            if !g.contains('\u{FFFD}') && g != paras[2] {
                let mut garbled = paras.clone();
                garbled[2] = g;
                let m = mojibake::diagnose(&garbled.join("\n\n"));
                let want = paras.join("\n\n");
                let ok = m.as_ref().is_some_and(|m| m.repaired == want);
                partly.add(ok);
                if !ok {
                    failures.push(format!(
                        "partly {} {code}: {:?}",
                        l.name,
                        m.map(|m| first_difference(&want, &m.repaired))
                    ));
                }
            }
        }
    }

    // Negatives: correct text in every language, plain and with symbols and capitals.
    let mut negatives = Tally::default();
    // Symbols where real text has them: after words (®, ™, …, », ”), before words («, “, §),
    // after numbers (°, ×, £, €, ½, %), and numbers with currency before them.
    let after_word = ["®", "™", "…", "»", "”", "’"];
    let before_word = ["«", "“", "§ "];
    let after_number = ["°", "×", "£", "€", "½", "%"];
    for (code, text) in &text_of {
        for len in [20, 40, 200] {
            for (k, w) in windows(text, len, 6).into_iter().enumerate() {
                let decorated = w
                    .split(' ')
                    .enumerate()
                    .map(|(i, word)| match (i + k) % 6 {
                        1 => format!("{word}{}", after_word[(i + k) % after_word.len()]),
                        3 => format!("{}{word}", before_word[(i + k) % before_word.len()]),
                        5 => format!(
                            "{}{} {word}",
                            (i * 7 + k) % 100,
                            after_number[(i + k) % after_number.len()]
                        ),
                        _ => word.to_string(),
                    })
                    .collect::<Vec<_>>()
                    .join(" ");
                let variants = [
                    w.clone(),
                    w.to_uppercase(),
                    decorated.clone(),
                    decorated.to_uppercase(),
                ];
                for v in variants {
                    let m = mojibake::diagnose(&v);
                    negatives.add(m.is_none());
                    if let Some(m) = m
                        && failures.len() < 2000
                    {
                        failures.push(format!(
                            "false alarm {code}: {:?} -> {:?}",
                            v.chars().take(40).collect::<String>(),
                            first_difference(&v, &m.repaired)
                        ));
                    }
                }
            }
        }
    }

    println!(
        "| encoding | top-1 (≥200 chars) | chardetng top-1 (same texts) | top-3 (≥200 chars) | top-1 (40 chars) | verdict `legacy` | `utf-8-mixed`, right encoding | mojibake repaired exactly |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    let mut all = Row::default();
    for (e, r) in &rows {
        println!(
            "| {} | {} | {} | {} | {} | {} | {} | {} |",
            LEGACY[*e].name,
            r.top1.pct(),
            r.chardetng.pct(),
            r.top3.pct(),
            r.short_top1.pct(),
            r.verdict.pct(),
            r.mixed.pct(),
            r.mojibake.pct()
        );
        for (a, b) in [
            (&mut all.chardetng, &r.chardetng),
            (&mut all.top1, &r.top1),
            (&mut all.top3, &r.top3),
            (&mut all.short_top1, &r.short_top1),
            (&mut all.verdict, &r.verdict),
            (&mut all.mixed, &r.mixed),
            (&mut all.mojibake, &r.mojibake),
        ] {
            a.n += b.n;
            a.ok += b.ok;
        }
    }
    println!(
        "| **all** | {} | {} | {} | {} | {} | {} | {} |",
        all.top1.pct(),
        all.chardetng.pct(),
        all.top3.pct(),
        all.short_top1.pct(),
        all.verdict.pct(),
        all.mixed.pct(),
        all.mojibake.pct()
    );
    println!();
    for (form, t) in &wide_rows {
        println!("{form} without BOM named right: {}", t.pct());
    }
    println!(
        "single-byte and UTF-8 texts not taken for UTF-16/32: {}",
        wide_false.pct()
    );
    println!("damaged UTF-8 called `utf-8-damaged`: {}", damaged.pct());
    println!(
        "short legacy runs in UTF-8 called `utf-8-mixed`, right encoding: one word {}, punctuation alone {}",
        short_word.pct(),
        short_punct.pct()
    );
    println!("partly garbled files repaired exactly: {}", partly.pct());
    println!(
        "correct text left alone (no false alarm): {}",
        negatives.pct()
    );
    println!(
        "guesses called confident: {} of {}; right: {}",
        confident_right.n,
        confident.n,
        confident_right.pct()
    );
    if calibrate {
        // The smallest margin above which ≥ 99% of guesses were right.
        let mut sorted = margins.clone();
        sorted.sort_by(|a, b| b.0.total_cmp(&a.0));
        let (mut right, mut best) = (0usize, f32::INFINITY);
        for (i, (m, ok)) in sorted.iter().enumerate() {
            right += usize::from(*ok);
            if right as f64 >= 0.99 * (i + 1) as f64 {
                best = *m;
            }
        }
        println!(
            "byte-pair asymmetry (bits): UTF-16 without zero bytes ≥ {min_pos:.2}; single-byte and UTF-8 ≤ {max_neg:.2}"
        );
        println!("calibrated CONFIDENT_MARGIN (≥ 99% right above it): {best:.1}");
        // Legacy evidence: damaged files must stay below the threshold, mixed ones above.
        damaged_ratio.sort_by(f32::total_cmp);
        mixed_ratio.sort_by(f32::total_cmp);
        let q = |v: &[f32], p: f64| v.get(((v.len() as f64 - 1.0) * p) as usize).copied();
        println!(
            "legacy evidence, damaged: max {:?}, 99% {:?}; mixed: 1% {:?}, 5% {:?}, median {:?}",
            damaged_ratio.last(),
            q(&damaged_ratio, 0.99),
            q(&mixed_ratio, 0.01),
            q(&mixed_ratio, 0.05),
            q(&mixed_ratio, 0.5)
        );
    }
    if std::env::args().any(|a| a == "--failures") {
        for f in &failures {
            println!("{f}");
        }
    }
}
