//! The window in Polish, Portuguese and German (egui_kittest): the same steps as in English —
//! each classroom example that matters (the overlong C0 80, a legacy file and its banner, a
//! mojibake file), every tab, every menu — and every visible label collected. None may be left in
//! English (a label that reads the same in English, minus names of encodings, code points,
//! characters' Unicode names and other proper nouns), none may stick out of the window, and the
//! window's layout rule (the row, the tab names and the status line whole, inside the window and
//! apart) holds at 1280×800 and at 800×600. Switching the language while a file is open changes
//! every visible string in the next frame.

mod common;
use common::window::*;

use egui::vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT, Queryable};
use std::collections::BTreeSet;
use utf8_inspector::examples::EXAMPLES;
use utf8_inspector::i18n::{self, Lang};
use utf8_inspector::ui::InspectorApp;
use utf8_inspector::ui::command::Command;

fn harness_in(lang: Lang, width: f32, height: f32) -> Harness<'static, InspectorApp> {
    let mut h = Harness::builder()
        .with_size(vec2(width, height))
        .build_eframe(move |cc| {
            let mut app = InspectorApp::new(cc, None, None);
            app.apply(Command::Language(Some(lang)));
            app
        });
    h.run_steps(2);
    h
}

fn open_example(h: &mut Harness<'static, InspectorApp>, name: &str) {
    let i = EXAMPLES
        .iter()
        .position(|e| e.name == name)
        .unwrap_or_else(|| panic!("no example {name}"));
    h.state_mut().apply(Command::OpenExample(i));
    settle(h);
    h.run_steps(2);
}

/// Every label on screen, with its rectangle. (AccessKit keeps a label widget's text in its
/// value, every other widget's in its label.)
fn labels(h: &Harness<'static, InspectorApp>) -> Vec<(String, egui::Rect)> {
    h.query_all(By::new())
        .filter_map(|n| {
            let a = n.accesskit_node();
            let text = if a.role() == egui::accesskit::Role::Label {
                a.value()
            } else {
                a.label()
            }?;
            (!text.trim().is_empty()).then(|| (text.clone(), n.rect()))
        })
        .collect()
}

/// Words that read the same in every language here: names of encodings, standards, scripts
/// in the examples, units and abbreviations.
const SAME_IN_EVERY_LANGUAGE: &[&str] = &[
    "utf",
    "iso",
    "windows",
    "mac",
    "dos",
    "koi8",
    "ibm",
    "ascii",
    "unicode",
    "bom",
    "nul",
    "rfc",
    "ctrl",
    "shift",
    "esc",
    "hex",
    "bytes",
    "byte",
    "bit",
    "bits",
    "big5",
    "gbk",
    "shift_jis",
    "euc",
    "jis",
    "java",
    "bidi",
    "trojan",
    "source",
    "kana",
    "kanji",
    "hangul",
    "latin",
    "cyrillic",
    "greek",
    "arabic",
    "hebrew",
    "thai",
    "nbsp",
    "ok",
    "cjk",
    "x",
    "emoji",
    "mojibake",
    "gb18030",
    "macintosh",
    "centraleurroman",
    "croatian",
    "icelandic",
    "romanian",
    "turkish",
    "txt",
    "bin",
];

/// Labels that are not the program's words: egui's own (the side panel's resize handle) and the
/// text of the open file (the Diagnosis tab previews it).
fn not_ours(label: &str, content: &str) -> bool {
    label == "Resize panel" || content.contains(label.trim())
}

/// Words of Unicode's own names, which the inspector shows as Unicode writes them (proper nouns):
/// every block, script and general category, and the planes.
fn unicode_name_words() -> &'static BTreeSet<String> {
    static WORDS: std::sync::OnceLock<BTreeSet<String>> = std::sync::OnceLock::new();
    WORDS.get_or_init(|| {
        let mut names: BTreeSet<String> = BTreeSet::new();
        for c in (0..=0x10FFFFu32).filter_map(char::from_u32) {
            if let Some(b) = unicode_blocks::find_unicode_block(c) {
                names.insert(b.name().to_string());
            }
            names.insert(format!("{:?}", unicode_script::UnicodeScript::script(&c)));
            names.insert(format!(
                "{:?}",
                unicode_general_category::get_general_category(c)
            ));
        }
        for p in [
            "Basic Multilingual Plane",
            "Supplementary Multilingual Plane",
            "Supplementary Ideographic Plane",
            "Tertiary Ideographic Plane",
            "Supplementary Special-purpose Plane",
            "Supplementary Private Use Area",
        ] {
            names.insert(p.to_string());
        }
        names
            .iter()
            .flat_map(|n| {
                n.split(|c: char| !c.is_alphanumeric())
                    .map(str::to_string)
                    .collect::<Vec<_>>()
            })
            .filter(|w| !w.is_empty())
            .collect()
    })
}

/// The English words of `label`: its letters-only words of three or more letters that are not
/// names (all capitals: Unicode character names, abbreviations; Unicode's block, script and
/// category names; bit patterns; or in the list above).
fn english_words(label: &str) -> Vec<String> {
    label
        .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '-'))
        .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 3)
        .filter(|w| {
            w.chars()
                .all(|c| c.is_ascii_alphabetic() || c == '-' || c == '_')
        })
        .filter(|w| !w.chars().all(|c| !c.is_ascii_lowercase()))
        .filter(|w| !w.chars().all(|c| c == 'x'))
        .filter(|w| {
            !w.split('-')
                .all(|p| p.len() < 3 || unicode_name_words().contains(p))
        })
        // (File names of the examples are names.)
        .filter(|w| !EXAMPLES.iter().any(|e| e.name.contains(*w)))
        .filter(|w| {
            !w.split(['-', '_']).all(|p| {
                p.is_empty() || SAME_IN_EVERY_LANGUAGE.contains(&p.to_ascii_lowercase().as_str())
            })
        })
        .map(str::to_string)
        .collect()
}

/// The steps, each followed by collecting the labels: examples, each tab, each menu.
fn walk(
    h: &mut Harness<'static, InspectorApp>,
    lang: Lang,
    seen: &mut Vec<(String, egui::Rect, String)>,
    content: &mut String,
) {
    let mut look = |h: &mut Harness<'static, InspectorApp>, step: &str| {
        h.run_steps(2);
        for (l, r) in labels(h) {
            seen.push((l, r, step.to_string()));
        }
    };
    for example in [
        "overlong-nul.bin",
        "polish-iso-8859-2.txt",
        "mojibake.txt",
        "utf16-surrogate-pair.txt",
    ] {
        open_example(h, example);
        let bytes = EXAMPLES
            .iter()
            .find(|e| e.name == example)
            .map_or(&[][..], |e| e.bytes);
        for enc in [
            encoding_rs::UTF_8,
            encoding_rs::ISO_8859_2,
            encoding_rs::WINDOWS_1252,
            encoding_rs::UTF_16LE,
        ] {
            content.push_str(&enc.decode_without_bom_handling(bytes).0);
            content.push('\n');
        }
        h.state_mut().apply(Command::Select(0));
        look(h, example);
        for tab in tab_names(lang) {
            let clicked = h
                .query_all_by_label(&tab)
                .next()
                .map(|t| t.click())
                .is_some();
            if clicked {
                look(h, &format!("{example}, tab {tab}"));
            }
        }
    }
    for menu in ["menu-file", "menu-examples", "menu-go", "menu-view"] {
        let name = i18n::format(lang, menu, &[]);
        h.get_by_label(&name).click();
        look(h, &format!("menu {name}"));
        h.key_press(egui::Key::Escape);
        h.run_steps(2);
    }
}

/// The labels seen in English, and those of them that stick out of the window there too (the
/// ISO 8859 tab's rows scroll sideways by design; the English layout has its own tests).
struct English {
    labels: BTreeSet<String>,
    /// Their clauses (split at ":" and ";") of 20 characters or more.
    clauses: BTreeSet<String>,
    outside: BTreeSet<String>,
}

fn sticks_out(rect: &egui::Rect, screen: &egui::Rect) -> bool {
    // (Only what is on screen: a scroll area lays out rows above and below its view too.)
    rect.bottom() > screen.top()
        && rect.top() < screen.bottom()
        && (rect.left() < screen.left() || rect.right() > screen.right())
}

fn check_language(lang: Lang, width: f32, height: f32, english: &English) -> Vec<String> {
    let mut problems = Vec::new();
    let mut h = harness_in(lang, width, height);
    let mut seen = Vec::new();
    let mut content = String::new();
    walk(&mut h, lang, &mut seen, &mut content);
    let screen = h.ctx.content_rect().expand(0.5);
    for (label, rect, step) in &seen {
        if not_ours(label, &content) {
            continue;
        }
        // A whole label, or a clause of one (split at ": " and "; ", where a translated prefix
        // may hold an English sentence), that reads the same in English.
        let clauses = label
            .split([':', ';'])
            .map(str::trim)
            .filter(|c| c.len() >= 20);
        if let Some(c) = clauses
            .into_iter()
            .find(|c| english.clauses.contains(*c) && !english.labels.contains(label))
        {
            let words = english_words(c);
            if !words.is_empty() {
                problems.push(format!(
                    "{} {width}×{height}, {step}: {label:?} holds English {c:?} ({words:?})",
                    lang.code()
                ));
            }
        }
        if english.labels.contains(label) {
            let words = english_words(label);
            if !words.is_empty() {
                problems.push(format!(
                    "{} {width}×{height}, {step}: {label:?} is left in English ({words:?})",
                    lang.code()
                ));
            }
        }
        if sticks_out(rect, &screen) && !english.outside.contains(label) {
            problems.push(format!("{} {width}×{height}, {step}: {label:?} at {rect:?} sticks out of the window {screen:?}", lang.code()));
        }
    }
    problems
}

fn english_labels(width: f32, height: f32) -> English {
    let mut h = harness_in(Lang::En, width, height);
    let mut seen = Vec::new();
    walk(&mut h, Lang::En, &mut seen, &mut String::new());
    let screen = h.ctx.content_rect().expand(0.5);
    English {
        outside: seen
            .iter()
            .filter(|(_, r, _)| sticks_out(r, &screen))
            .map(|(l, _, _)| l.clone())
            .collect(),
        clauses: seen
            .iter()
            .flat_map(|(l, _, _)| l.split([':', ';']).map(|c| c.trim().to_string()))
            .filter(|c| c.len() >= 20)
            .collect(),
        labels: seen.into_iter().map(|(l, _, _)| l).collect(),
    }
}

#[test]
fn polish_portuguese_and_german_leave_nothing_in_english_and_nothing_outside_the_window() {
    let mut problems = Vec::new();
    for (w, h) in [(1280.0, 800.0), (800.0, 600.0)] {
        let english = english_labels(w, h);
        assert!(
            english.labels.len() > 100,
            "only {} labels in English",
            english.labels.len()
        );
        for lang in [Lang::Pl, Lang::Pt, Lang::De] {
            problems.extend(check_language(lang, w, h, &english));
        }
    }
    problems.sort();
    problems.dedup();
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn switching_the_language_changes_every_visible_string_in_the_next_frame() {
    let mut h = harness_in(Lang::En, 1280.0, 800.0);
    open_example(&mut h, "overlong-nul.bin");
    h.state_mut().apply(Command::Select(0));
    h.run_steps(2);
    let before: BTreeSet<String> = labels(&h).into_iter().map(|(l, _)| l).collect();
    assert!(before.iter().any(|l| l.contains("overlong")), "{before:?}");
    // View ▸ Language ▸ Polski, clicked.
    h.get_by_label("View").click();
    h.run_steps(3);
    h.get_by_label("Language").click();
    h.run_steps(3);
    h.get_by_label("Polski").click();
    h.step();
    h.step();
    assert_eq!(h.state().settings().language, Some(Lang::Pl));
    let after: Vec<String> = labels(&h).into_iter().map(|(l, _)| l).collect();
    let left: Vec<&String> = after
        .iter()
        .filter(|l| before.contains(*l) && !not_ours(l, "") && !english_words(l).is_empty())
        .collect();
    assert!(
        left.is_empty(),
        "still in English a frame after switching: {left:?}"
    );
    h.get_by_label(&i18n::format(Lang::Pl, "window-tab-inspector", &[]));
}

/// Settings kept in memory, as eframe keeps them on disk between runs.
#[derive(Default)]
struct Memory(std::collections::HashMap<String, String>);

impl eframe::Storage for Memory {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_string(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
}

/// The chosen language is remembered: what the window saves when it closes holds it, and a
/// window opened from those settings speaks it.
#[test]
fn the_chosen_language_is_remembered_between_runs() {
    let mut h = harness_in(Lang::En, 1280.0, 800.0);
    h.state_mut().apply(Command::Language(Some(Lang::De)));
    let mut disk = Memory::default();
    eframe::App::save(h.state_mut(), &mut disk);
    let kept: utf8_inspector::ui::app::Settings =
        eframe::get_value(&disk, "settings").expect("settings saved");
    assert_eq!(kept.language, Some(Lang::De));
    assert_eq!(kept.lang(), Lang::De);
    // "System language" is remembered as no choice (the locale decides at the next start).
    h.state_mut().apply(Command::Language(None));
    eframe::App::save(h.state_mut(), &mut disk);
    let kept: utf8_inspector::ui::app::Settings =
        eframe::get_value(&disk, "settings").expect("settings saved");
    assert_eq!(kept.language, None);
}

/// The command line stays English in every locale (scripts parse it).
#[test]
fn the_command_line_is_english_in_a_polish_locale() {
    let file = EXAMPLES
        .iter()
        .find(|e| e.name == "polish-iso-8859-2.txt")
        .expect("example");
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("pl.txt");
    std::fs::write(&path, file.bytes).expect("written");
    let out = std::process::Command::new(assert_cmd::cargo::cargo_bin("utf8-inspector"))
        .arg("check")
        .arg(&path)
        .env("LANG", "pl_PL.UTF-8")
        .env("LANGUAGE", "pl")
        .env("LC_ALL", "pl_PL.UTF-8")
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("not UTF-8: Polish text in ISO-8859-2"),
        "{text}"
    );
    assert!(!text.contains("polski"), "{text}");
}

/// Counts on screen are grouped the language's way: the status line's size of a 12,345-byte
/// file reads 12,345 in English, 12.345 in German and Portuguese, 12 345 in Polish.
#[test]
fn counts_on_screen_are_grouped_the_languages_way() {
    for (lang, grouped) in [
        (Lang::En, "12,345"),
        (Lang::De, "12.345"),
        (Lang::Pt, "12.345"),
        (Lang::Pl, "12\u{a0}345"),
    ] {
        let mut h = harness_in(lang, 1280.0, 800.0);
        h.state_mut()
            .apply(Command::OpenBytes("big.txt".into(), vec![b'a'; 12_345]));
        settle(&mut h);
        let size = labels(&h)
            .into_iter()
            .map(|(l, _)| l)
            .find(|l| l.contains("345") && !l.contains("0x"))
            .unwrap_or_else(|| panic!("{lang:?}: no label with the size"));
        assert!(size.contains(grouped), "{lang:?}: {size:?}");
    }
}
