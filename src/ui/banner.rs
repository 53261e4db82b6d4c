//! The diagnosis where people look: one line above the view with the summary `check` prints and
//! what to do about it (View as, Save as UTF-8, F8, the Diagnosis tab). The sentence comes from
//! `analysis::wording::banner`, the offered actions from `Diagnosis::banner_actions`; this file
//! only draws them.

use super::command::Command;
use super::theme::Theme;
use crate::analysis::diagnosis::BannerAction;
use crate::analysis::wording::{self, Label, Msg};
use crate::document::Document;
use egui::RichText;

/// Draws the banner, if the diagnosis says more than "valid UTF-8"; returns the clicked action
/// as its command ([`Command::from_banner`]).
pub fn banner_ui(ui: &mut egui::Ui, doc: &Document, theme: &Theme) -> Option<Command> {
    let d = doc.diagnosis()?;
    let actions = d.banner_actions()?;
    let l = crate::ui::lang(ui.ctx());
    let text = wording::banner(l, d)?;
    let mut clicked = None;
    egui::Frame::group(ui.style())
        .fill(theme.banner_fill())
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new("⚠").strong());
                ui.label(RichText::new(text).strong());
                for a in actions {
                    // "View as" the reading already shown is no action ("Back to UTF-8" is the
                    // way back, above the view).
                    if let BannerAction::ViewAs(_) = a
                        && let Command::SetReading(r) = Command::from_banner(&a)
                        && r == doc.reading()
                    {
                        continue;
                    }
                    let label = match &a {
                        BannerAction::Details => Label::Details,
                        BannerAction::ViewAs(e) => Label::ViewAs(*e),
                        BannerAction::SaveAsUtf8(_) => Label::SaveAsUtf8,
                        BannerAction::NextError => Label::NextError,
                        BannerAction::NextWarning(k) => Label::NextWarning(*k),
                    };
                    if ui.button(wording::render(l, &Msg::Label(label))).clicked() {
                        clicked = Some(Command::from_banner(&a));
                    }
                }
            });
        });
    clicked
}
