//! Fonts: egui's defaults, then the installed system fonts that cover the scripts egui's fonts do
//! not, then bundled fallbacks, so that every script of the shared corpora and emoji draw a glyph.
//!
//! Why this order: egui's own fonts keep the hex view's Latin look the same everywhere; for other
//! scripts a font the user installed is usually the better one (and the only one for scripts nothing
//! here bundles, such as the rare CJK Extension B ideographs of Vietnamese Nôm); the bundled fonts
//! make a bare machine draw them all the same (see `assets/fonts/README.md` for their licences).
//!
//! System fonts are found with `fontdb` (the fontconfig directories, parsed in Rust). For each of
//! [`SAMPLES`] that egui's fonts lack, the first installed regular face with an outline glyph for
//! it is loaded; colour-bitmap-only fonts (Noto Color Emoji) are skipped, egui cannot draw them.
//! Only those faces are read, so a machine with hundreds of fonts loads a handful.

use egui::{FontData, FontDefinitions, FontFamily};
use skrifa::MetadataProvider;
use std::sync::Arc;

const DEJAVU: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
const DEJAVU_MONO: &[u8] = include_bytes!("../../assets/fonts/DejaVuSansMono.ttf");

/// The bundled fallbacks after DejaVu, in order: (name, data).
const BUNDLED: &[(&str, &[u8])] = &[
    ("wqy", include_bytes!("../../assets/fonts/wqy-microhei.ttc")),
    // CJK Symbols and Punctuation WQY lacks (〜 U+301C, 〃, 〒…), 4 KB of Droid Sans Fallback.
    (
        "droid-cjk-punctuation",
        include_bytes!("../../assets/fonts/DroidSansFallback-cjk-punctuation.ttf"),
    ),
    (
        "noto-devanagari",
        include_bytes!("../../assets/fonts/NotoSansDevanagari-Regular.ttf"),
    ),
    (
        "noto-bengali",
        include_bytes!("../../assets/fonts/NotoSansBengali-Regular.ttf"),
    ),
    (
        "noto-gurmukhi",
        include_bytes!("../../assets/fonts/NotoSerifGurmukhi-Regular.ttf"),
    ),
    (
        "noto-gujarati",
        include_bytes!("../../assets/fonts/NotoSerifGujarati-Regular.ttf"),
    ),
    (
        "noto-oriya",
        include_bytes!("../../assets/fonts/NotoSansOriya-Regular.ttf"),
    ),
    (
        "noto-tamil",
        include_bytes!("../../assets/fonts/NotoSansTamil-Regular.ttf"),
    ),
    (
        "noto-telugu",
        include_bytes!("../../assets/fonts/NotoSansTelugu-Regular.ttf"),
    ),
    (
        "noto-kannada",
        include_bytes!("../../assets/fonts/NotoSansKannada-Regular.ttf"),
    ),
    (
        "noto-malayalam",
        include_bytes!("../../assets/fonts/NotoSerifMalayalam-Regular.ttf"),
    ),
    (
        "noto-sinhala",
        include_bytes!("../../assets/fonts/NotoSansSinhala-Regular.ttf"),
    ),
    (
        "noto-thai",
        include_bytes!("../../assets/fonts/NotoSansThai-Regular.ttf"),
    ),
    (
        "noto-tibetan",
        include_bytes!("../../assets/fonts/NotoSerifTibetan-Regular.ttf"),
    ),
    (
        "noto-myanmar",
        include_bytes!("../../assets/fonts/NotoSansMyanmar-Regular.ttf"),
    ),
    (
        "noto-khmer",
        include_bytes!("../../assets/fonts/NotoSansKhmer-Regular.ttf"),
    ),
    (
        "noto-ethiopic",
        include_bytes!("../../assets/fonts/NotoSerifEthiopic-Regular.ttf"),
    ),
    (
        "noto-cherokee",
        include_bytes!("../../assets/fonts/NotoSansCherokee-Regular.ttf"),
    ),
    (
        "noto-olchiki",
        include_bytes!("../../assets/fonts/NotoSansOlChiki-Regular.ttf"),
    ),
    (
        "noto-meetei",
        include_bytes!("../../assets/fonts/NotoSansMeeteiMayek-Regular.ttf"),
    ),
    (
        "noto-glagolitic",
        include_bytes!("../../assets/fonts/NotoSansGlagolitic-Regular.ttf"),
    ),
    (
        "noto-arabic",
        include_bytes!("../../assets/fonts/NotoSansArabic-Regular.ttf"),
    ),
    (
        "symbola",
        include_bytes!("../../assets/fonts/Symbola-emoji-symbols.ttf"),
    ),
];

/// One character of each script in the shared corpora (UDHR in 50 languages, Wikipedia in 18), and
/// emoji: what the system fonts are asked for, and what the tests check draws.
pub const SAMPLES: &[(&str, char)] = &[
    ("Latin", 'é'),
    ("Greek", 'Ο'),
    ("Cyrillic", 'У'),
    ("Glagolitic", 'Ⱄ'),
    ("Armenian", 'Հ'),
    ("Georgian", 'ქ'),
    ("Hebrew", 'ה'),
    ("Arabic", 'ا'),
    ("Arabic (Persian)", 'ۀ'),
    ("N'Ko", 'ߒ'),
    ("Devanagari", 'अ'),
    ("Bengali", 'অ'),
    ("Gurmukhi", 'ਪ'),
    ("Gujarati", 'ગ'),
    ("Oriya", 'ଓ'),
    ("Tamil", 'த'),
    ("Telugu", 'త'),
    ("Kannada", 'ಕ'),
    ("Malayalam", 'മ'),
    ("Sinhala", 'ස'),
    ("Thai", 'ป'),
    ("Lao", 'ລ'),
    ("Tibetan", 'བ'),
    ("Myanmar", 'ဘ'),
    ("Khmer", 'ភ'),
    ("Meetei Mayek", 'ꯃ'),
    ("Ol Chiki", 'ᱥ'),
    ("Ethiopic", 'አ'),
    ("Cherokee", 'Ꮳ'),
    ("Canadian Syllabics", 'ᓀ'),
    ("Han", '宣'),
    ("Hiragana", 'か'),
    ("Katakana", 'フ'),
    ("Hangul", '한'),
    ("emoji", '😂'),
    ("emoji", '🤔'),
    ("emoji", '🔗'),
    ("symbols", '⚙'),
];

/// egui's fonts, the system fonts for what they lack, then the bundled fallbacks, in both families.
pub fn definitions() -> FontDefinitions {
    let mut fonts = FontDefinitions::default();
    let system = system_fallbacks(&fonts);
    let mut names = Vec::new();
    for (name, data) in system {
        fonts.font_data.insert(name.clone(), Arc::new(data));
        names.push(name);
    }
    for (name, data) in [("dejavu", DEJAVU), ("dejavu-mono", DEJAVU_MONO)]
        .into_iter()
        .chain(BUNDLED.iter().copied())
    {
        fonts
            .font_data
            .insert(name.to_owned(), Arc::new(FontData::from_static(data)));
    }
    let bundled: Vec<String> = BUNDLED.iter().map(|(n, _)| (*n).to_owned()).collect();
    if let Some(mono) = fonts.families.get_mut(&FontFamily::Monospace) {
        mono.push("dejavu-mono".into());
        mono.extend(names.iter().cloned());
        mono.push("dejavu".into());
        mono.extend(bundled.iter().cloned());
    }
    if let Some(prop) = fonts.families.get_mut(&FontFamily::Proportional) {
        prop.extend(names.iter().cloned());
        prop.push("dejavu".into());
        prop.extend(bundled);
    }
    fonts
}

/// Whether the font `data` (face `index`) has an outline glyph for `c`.
pub fn has_glyph(data: &[u8], index: u32, c: char) -> bool {
    skrifa::FontRef::from_index(data, index)
        .ok()
        .and_then(|f| f.charmap().map(c))
        .is_some_and(|g| g.to_u32() != 0)
}

/// Whether a face draws outlines (not only colour bitmaps, which egui cannot draw).
fn has_outlines(data: &[u8], index: u32) -> bool {
    use skrifa::raw::TableProvider;
    skrifa::FontRef::from_index(data, index)
        .is_ok_and(|f| f.glyf().is_ok() || f.cff().is_ok() || f.cff2().is_ok())
}

/// For each sample the fonts of `fonts` lack, the first installed regular face that has it: (name,
/// data), each face once.
fn system_fallbacks(fonts: &FontDefinitions) -> Vec<(String, FontData)> {
    let lacking: Vec<char> = SAMPLES
        .iter()
        .map(|&(_, c)| c)
        .filter(|&c| {
            !fonts
                .font_data
                .values()
                .any(|f| has_glyph((*f.font).as_ref(), f.index, c))
        })
        .collect();
    if lacking.is_empty() {
        return Vec::new();
    }
    let mut db = fontdb::Database::new();
    db.load_system_fonts();
    // Regular faces first, then by path: the same choice on every start.
    let mut faces: Vec<&fontdb::FaceInfo> = db.faces().collect();
    let path = |f: &fontdb::FaceInfo| match &f.source {
        fontdb::Source::File(p) | fontdb::Source::SharedFile(p, _) => p.clone(),
        fontdb::Source::Binary(_) => std::path::PathBuf::new(),
    };
    faces.sort_by_key(|f| {
        (
            f.style != fontdb::Style::Normal,
            f.weight != fontdb::Weight::NORMAL,
            path(f),
            f.index,
        )
    });
    let mut chosen: Vec<fontdb::ID> = Vec::new();
    for c in lacking {
        let found = faces.iter().find(|f| {
            db.with_face_data(f.id, |data, index| {
                has_glyph(data, index, c) && has_outlines(data, index)
            })
            .unwrap_or(false)
        });
        if let Some(f) = found
            && !chosen.contains(&f.id)
        {
            chosen.push(f.id);
        }
    }
    chosen
        .into_iter()
        .filter_map(|id| {
            let (data, index) = db.with_face_data(id, |d, i| (d.to_vec(), i))?;
            let name = db
                .face(id)
                .map(|f| format!("system: {}", path(f).display()))?;
            let mut font = FontData::from_owned(data);
            font.index = index;
            Some((format!("{name} #{index}"), font))
        })
        .collect()
}
