//! The legend: what each colour and mark means.

use super::theme::{Theme, legend};
use crate::analysis::reading::Reading;
use egui::{Sense, vec2};

/// Draws the legend of the current reading in one wrapped line of samples: UTF-8's roles, or in a
/// legacy reading ("View as") what its bytes are there.
pub fn legend_ui(ui: &mut egui::Ui, theme: &Theme, reading: Reading) {
    let l = super::lang(ui.ctx());
    ui.horizontal_wrapped(|ui| {
        ui.label(crate::tr!(l, "window-legend"));
        for (role, text) in legend(l, reading) {
            let Some(sample) = role.sample(reading) else {
                continue;
            };
            let style = theme.role(role);
            let (rect, _) = ui.allocate_exact_size(vec2(22.0, 16.0), Sense::hover());
            ui.painter().rect_filled(rect, 2.0, style.fill);
            ui.painter().rect_stroke(
                rect,
                2.0,
                egui::Stroke::new(1.0, theme.outline()),
                egui::StrokeKind::Inside,
            );
            ui.painter().text(
                rect.center(),
                egui::Align2::CENTER_CENTER,
                format!("{sample:02x}"),
                egui::FontId::monospace(10.0),
                style.text,
            );
            ui.label(text);
        }
    });
}
