//! What the window remembers between runs (eframe persistence): recent files, bytes per row,
//! theme, zoom, the side panel and its tab, the language. Its own file because both the menus and `apply` read
//! it, and its serialized form must stay stable across versions.

use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// Settings kept between runs (eframe persistence).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Most recent first.
    pub recent: Vec<PathBuf>,
    /// 0 for Auto (the most that fit), else 8, 16 or 32.
    pub bytes_per_row: u64,
    /// Dark theme?
    pub dark: bool,
    /// Zoom factor.
    pub zoom: f32,
    /// Show the side panel?
    pub show_errors: bool,
    /// The side panel's tab.
    pub side_tab: SideTab,
    /// Presentation mode: large text, high contrast, the inspector beside the view.
    pub presentation: bool,
    /// The window's language; `None` follows the system locale.
    pub language: Option<crate::i18n::Lang>,
}

impl Settings {
    /// The language the window speaks: the chosen one, else the system locale's.
    pub fn lang(&self) -> crate::i18n::Lang {
        self.language.unwrap_or_else(crate::i18n::Lang::from_system)
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            recent: Vec::new(),
            bytes_per_row: 0,
            dark: true,
            zoom: 1.0,
            show_errors: true,
            side_tab: SideTab::Inspector,
            presentation: false,
            language: None,
        }
    }
}

/// Tabs of the side panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum SideTab {
    /// The selected sequence explained.
    #[default]
    Inspector,
    /// The error list.
    Errors,
    /// The encoder.
    Encoder,
    /// The whole file in numbers.
    Summary,
    /// The selection as each legacy encoding.
    Legacy,
    /// Encoding guess, mojibake, saving.
    Diagnosis,
}
