//! The window's fonts: every script of the shared corpora and emoji draw a glyph, from an installed
//! system font where there is one, else from the bundled fallbacks (this machine has no Indic or
//! Thai fonts installed, so the bundled ones are what these tests see for them).
#![cfg(feature = "gui")]

mod common;

use egui::{FontDefinitions, FontFamily};
use utf8_inspector::ui::fonts::{SAMPLES, definitions, has_glyph};

/// Whether some font of `family` has a glyph for `c`.
fn draws(fonts: &FontDefinitions, family: &FontFamily, c: char) -> bool {
    fonts.families[family].iter().any(|name| {
        let f = &fonts.font_data[name];
        has_glyph((*f.font).as_ref(), f.index, c)
    })
}

#[test]
fn every_sample_script_and_emoji_draws_a_glyph_in_both_families() {
    let fonts = definitions();
    for family in [FontFamily::Monospace, FontFamily::Proportional] {
        let missing: Vec<String> = SAMPLES
            .iter()
            .filter(|&&(_, c)| !draws(&fonts, &family, c))
            .map(|(script, c)| format!("{script} {c} U+{:04X}", u32::from(*c)))
            .collect();
        assert!(missing.is_empty(), "{family:?} lacks {missing:?}");
    }
}

/// Not a sample: every character of every corpus text. Left out: characters nothing draws (controls,
/// format characters such as ZWJ, spaces) and the CJK Extension A/B ideographs of Vietnamese Nôm,
/// which no bundled font has (an installed font that has them is used).
#[test]
fn every_character_of_the_corpora_draws_a_glyph() {
    use unicode_general_category::{GeneralCategory as G, get_general_category};
    let fonts = definitions();
    let mut texts: Vec<(String, String)> = Vec::new();
    for dir in ["udhr", "perf/unicode_lipsum/wikipedia_mars"] {
        let path = common::testdata(dir);
        for entry in std::fs::read_dir(&path).expect("corpus folder") {
            let p = entry.expect("entry").path();
            let name = p.to_string_lossy();
            // (The Wikipedia folder also holds texts in legacy encodings.)
            if name.ends_with(".txt") && (dir == "udhr" || name.ends_with(".utf8.txt")) {
                let text = std::fs::read_to_string(&p).expect("UTF-8 corpus");
                texts.push((p.display().to_string(), text));
            }
        }
    }
    assert!(texts.len() >= 68, "the 50 UDHR and 18 Wikipedia texts");
    let mut seen = std::collections::BTreeSet::new();
    let mut missing = Vec::new();
    for (name, text) in &texts {
        for c in text.chars().filter(|&c| !c.is_ascii()) {
            let skip = matches!(
                get_general_category(c),
                G::Control
                    | G::Format
                    | G::SpaceSeparator
                    | G::LineSeparator
                    | G::ParagraphSeparator
            ) || ('\u{3400}'..='\u{4DBF}').contains(&c)
                || ('\u{20000}'..='\u{2FFFF}').contains(&c);
            if skip || !seen.insert(c) {
                continue;
            }
            if !draws(&fonts, &FontFamily::Monospace, c) {
                missing.push(format!("U+{:04X} {c} in {name}", u32::from(c)));
            }
        }
    }
    assert!(seen.len() > 3000, "only {} distinct characters", seen.len());
    assert!(
        missing.is_empty(),
        "{} lack a glyph: {missing:?}",
        missing.len()
    );
}

/// An installed font comes before the bundled ones, so it is the one that draws its script.
#[test]
fn system_fonts_come_before_the_bundled_fallbacks() {
    let fonts = definitions();
    for family in [FontFamily::Monospace, FontFamily::Proportional] {
        let names = &fonts.families[&family];
        let first_bundled = names
            .iter()
            .position(|n| n == "dejavu")
            .expect("the bundled DejaVu");
        for (i, n) in names.iter().enumerate() {
            if n.starts_with("system: ") {
                assert!(
                    i < first_bundled,
                    "{n} after the bundled fonts in {names:?}"
                );
            }
        }
    }
}
