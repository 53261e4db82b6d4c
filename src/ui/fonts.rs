//! Fonts: egui's defaults plus bundled fallbacks, so that Greek, Cyrillic, Hebrew, Arabic, CJK and
//! Hangul draw on a machine with no fonts installed (see assets/fonts/README.md for licences).

use egui::{FontData, FontDefinitions, FontFamily};
use std::sync::Arc;

const DEJAVU: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
const DEJAVU_MONO: &[u8] = include_bytes!("../../assets/fonts/DejaVuSansMono.ttf");
const WQY: &[u8] = include_bytes!("../../assets/fonts/wqy-microhei.ttc");

/// egui's fonts with the bundled fallbacks appended to both families.
pub fn definitions() -> FontDefinitions {
    let mut fonts = FontDefinitions::default();
    for (name, data) in [
        ("dejavu", DEJAVU),
        ("dejavu-mono", DEJAVU_MONO),
        ("wqy", WQY),
    ] {
        fonts
            .font_data
            .insert(name.to_owned(), Arc::new(FontData::from_static(data)));
    }
    if let Some(mono) = fonts.families.get_mut(&FontFamily::Monospace) {
        mono.extend(["dejavu-mono", "dejavu", "wqy"].map(String::from));
    }
    if let Some(prop) = fonts.families.get_mut(&FontFamily::Proportional) {
        prop.extend(["dejavu", "wqy"].map(String::from));
    }
    fonts
}
