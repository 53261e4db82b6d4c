//! The window on a project's files (issue 22): the banner names a binary file's format and a
//! declaration that contradicts the bytes; a declaration that agrees raises no banner.

mod common;
use common::window::*;

use egui::vec2;
use egui_kittest::{Harness, kittest::Queryable};
use utf8_inspector::ui::InspectorApp;
use utf8_inspector::ui::command::Command;

fn open(name: &str, bytes: Vec<u8>) -> Harness<'static, InspectorApp> {
    let name = name.to_string();
    let mut h = Harness::builder()
        .with_size(vec2(1280.0, 800.0))
        .build_eframe(move |cc| {
            let mut app = english_app(cc, None, None);
            app.apply(Command::OpenBytes(name, bytes));
            app
        });
    settle(&mut h);
    h
}

/// How many widgets on screen show `part` in their text (the banner, and the status line that
/// repeats the summary).
fn shown(h: &Harness<'static, InspectorApp>, part: &str) -> usize {
    h.query_all_by_label_contains(part).count()
}

#[test]
fn a_binary_file_is_named_by_its_format() {
    let mut png = b"\x89PNG\r\n\x1A\n\0\0\0\x0DIHDR\0\0\0\x10\0\0\0\x10\x08\x02\0\0\0".to_vec();
    png.extend((0..2000u32).map(|i| (i.wrapping_mul(2654435761) >> 13) as u8));
    let h = open("logo.png", png);
    let d = h
        .state()
        .document()
        .and_then(|d| d.diagnosis())
        .expect("diagnosed");
    assert_eq!(d.verdict().name(), "binary");
    assert!(d.banner_actions().is_some(), "a banner");
    assert!(
        shown(&h, "Not text: PNG image") >= 1,
        "the banner names the format"
    );
    // Its Diagnosis tab offers no repair and no "save as an encoding" for it.
    let mut h = h;
    h.get_by_label("Diagnosis").click();
    h.run();
    assert!(
        shown(&h, "Verdict: binary, not text (binary)") >= 1,
        "the Diagnosis tab is open"
    );
    assert_eq!(shown(&h, "Save as this encoding"), 0);
}

#[test]
fn a_declaration_the_bytes_contradict_raises_the_banner() {
    let page = "<html><head><meta charset=\"windows-1252\"></head><body>Zażółć gęślą jaźń, \
                ćma żółw źdźbło.</body></html>\n";
    let h = open("page.html", page.as_bytes().to_vec());
    let d = h
        .state()
        .document()
        .and_then(|d| d.diagnosis())
        .expect("diagnosed");
    assert!(d.banner_actions().is_some(), "a banner");
    assert!(
        shown(
            &h,
            "its <meta charset> (line 1) declares windows-1252, which the bytes are not"
        ) >= 1,
        "the banner says what the page declares"
    );

    let page = page.replace("windows-1252", "utf-8");
    let h = open("page.html", page.into_bytes());
    let d = h
        .state()
        .document()
        .and_then(|d| d.diagnosis())
        .expect("diagnosed");
    assert!(
        d.banner_actions().is_none(),
        "an agreeing declaration is no news"
    );
    assert_eq!(shown(&h, "which the bytes are not"), 0);
}

#[test]
fn the_comparison_tab_reads_the_row_in_each_cjk_encoding() {
    let bytes = utf8_inspector::examples::EXAMPLES
        .iter()
        .find(|e| e.name == "japanese-shift_jis.txt")
        .expect("the Shift_JIS example")
        .bytes
        .to_vec();
    let mut h = open("sjis.txt", bytes);
    h.get_by_label("ISO 8859").click();
    h.run_steps(3);
    // 世 is 90 A2 in Shift_JIS, 界 8A 45: listed with their bytes in the Shift_JIS row.
    assert!(shown(&h, "世 90a2  界 8a45") >= 1, "the Shift_JIS row");
    // EUC-JP reads the same bytes otherwise: no 世 there.
    assert_eq!(shown(&h, "世 90a2  界 8a45"), 1);
}
