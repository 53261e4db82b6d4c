//! Helpers shared by the window's tests (egui_kittest): a window in English whatever the
//! machine's locale, and waiting for the background scan and diagnosis.

use egui_kittest::Harness;
use std::time::Duration;
use utf8_inspector::document::ScanState;
use utf8_inspector::ui::InspectorApp;
use utf8_inspector::ui::command::Command;

/// The window in English whatever the machine's locale (the tests that read English labels; the
/// other languages have tests/gui_i18n.rs).
pub fn english_app(
    cc: &eframe::CreationContext<'_>,
    file: Option<std::path::PathBuf>,
    offset: Option<u64>,
) -> InspectorApp {
    let mut app = InspectorApp::new(cc, file, offset);
    app.apply(Command::Language(Some(utf8_inspector::i18n::Lang::En)));
    app
}

/// Runs frames until the background scan and the diagnosis have finished (the diagnosis may add
/// the banner above the view, which moves the rows: positions are taken after it).
pub fn settle(h: &mut Harness<'static, InspectorApp>) {
    for _ in 0..400 {
        h.step();
        let done = h.state().document().is_none_or(|d| {
            !matches!(d.scan_state(), ScanState::Running(_)) && d.diagnosis().is_some()
        });
        if done {
            h.step();
            return;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("the scan did not finish");
}

/// The side panel's six tab names in `lang`, in the order they are drawn.
pub fn tab_names(lang: utf8_inspector::i18n::Lang) -> Vec<String> {
    [
        "window-tab-inspector",
        "window-tab-summary",
        "window-tab-errors",
        "window-tab-encoder",
        "window-tab-legacy",
        "window-tab-diagnosis",
    ]
    .into_iter()
    .map(|id| utf8_inspector::i18n::format(lang, id, &[]))
    .collect()
}
