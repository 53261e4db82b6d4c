//! The desktop viewer (egui). Panels read the document and return [`command::Command`]s; `app`
//! applies them in one place.
//! All logic worth testing lives below this layer, in `document`, `analysis` and `codec`.

pub mod app;
pub mod banner;
pub mod command;
pub mod compare;
pub mod diagnosis;
pub mod encoder;
pub mod error_list;
pub mod fonts;
pub mod hex_view;
pub mod inspector;
pub mod legend;
pub mod status_bar;
pub mod summary;
pub mod theme;

pub use app::InspectorApp;

use crate::i18n::Lang;

/// The window's language, for panels that draw words (set by the app at the start of each
/// frame, so a switch shows everywhere in the next one).
pub fn lang(ctx: &egui::Context) -> Lang {
    ctx.data(|d| d.get_temp(lang_id())).unwrap_or_default()
}

/// Sets the language [`lang`] returns.
pub fn set_lang(ctx: &egui::Context, lang: Lang) {
    ctx.data_mut(|d| d.insert_temp(lang_id(), lang));
}

fn lang_id() -> egui::Id {
    egui::Id::unique("utf8-inspector-language")
}
use std::path::PathBuf;

/// Opens the window (blocks until it closes).
pub fn run(file: Option<PathBuf>, offset: Option<u64>) -> anyhow::Result<()> {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("utf8-inspector")
            .with_inner_size([1280.0, 800.0])
            .with_drag_and_drop(true),
        ..Default::default()
    };
    eframe::run_native(
        "utf8-inspector",
        options,
        Box::new(move |cc| Ok(Box::new(InspectorApp::new(cc, file, offset)))),
    )
    .map_err(|e| {
        let reason = e.to_string();
        anyhow::anyhow!(crate::tr!(
            Lang::from_system(),
            "window-could-not-open",
            reason = reason
        ))
    })
}
