//! The diagnosis where people look: one line above the view with the verdict `check` prints and
//! what to do about it (View as, Save as UTF-8, F8, the Diagnosis tab). The wording and the offered
//! actions come from `analysis::guess::Diagnosis::banner`; this file only draws them.

use super::theme::Theme;
use crate::analysis::guess::BannerAction;
use crate::document::Document;
use egui::RichText;

/// Draws the banner, if the diagnosis says more than "valid UTF-8"; returns the action clicked.
pub fn banner_ui(ui: &mut egui::Ui, doc: &Document, theme: &Theme) -> Option<BannerAction> {
    let (text, actions) = doc.diagnosis()?.banner()?;
    let mut clicked = None;
    egui::Frame::group(ui.style())
        .fill(theme.banner_fill())
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new("⚠").strong());
                ui.label(RichText::new(text).strong());
                for a in actions {
                    let label = match &a {
                        BannerAction::Details => "Diagnosis…".to_string(),
                        BannerAction::ViewAs(e) => format!("View as {e}"),
                        BannerAction::SaveAsUtf8(_) => "Save as UTF-8…".to_string(),
                        BannerAction::NextError => "Next error (F8)".to_string(),
                    };
                    if ui.button(label).clicked() {
                        clicked = Some(a);
                    }
                }
            });
        });
    clicked
}
