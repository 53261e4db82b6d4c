//! Where the bytes came from: the encoding guess, legacy bytes read as UTF-8, mojibake with the
//! repaired text beside the original, and the saves that follow from it.

use crate::analysis::legacy::LEGACY;
use crate::document::Document;
use egui::RichText;

/// What the user asked for.
#[derive(Clone, Debug, PartialEq)]
pub enum DiagnosisCommand {
    /// Save a new file.
    Save(SaveRequest),
    /// Select these bytes (a place where mojibake shows).
    Select(u64, u64),
}

/// A save the user asked for (the app asks for a file name, then writes a new file atomically).
#[derive(Clone, Debug, PartialEq)]
pub enum SaveRequest {
    /// The mojibake repaired (run by run, over the whole file).
    Repaired,
    /// Decode from a legacy encoding, write UTF-8.
    Utf8From(String),
    /// UTF-8 with legacy runs: read the ill-formed bytes in this encoding, keep the rest.
    MixedRepaired(String),
    /// Write the (UTF-8) text in a legacy encoding.
    Legacy {
        /// Target encoding.
        to: String,
        /// Replacement for characters it cannot write (None: refuse).
        substitute: Option<char>,
    },
}

/// Presentation state.
#[derive(Clone, Debug, Default)]
pub struct DiagnosisState {
    /// Target of "Save as".
    pub target: usize,
    /// Replace what the target cannot write with "?" instead of refusing.
    pub substitute: bool,
}

/// Draws the panel.
pub fn diagnosis_ui(
    ui: &mut egui::Ui,
    doc: &Document,
    state: &mut DiagnosisState,
) -> Option<DiagnosisCommand> {
    let mut req = None;
    let mut select = None;
    // Long sentences and "as it is / repaired" lines wrap inside the panel instead of widening it.
    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
    let Some(d) = doc.diagnosis() else {
        ui.label("Looking at the first megabyte…");
        return None;
    };
    ui.label(RichText::new(format!("Verdict: {}", d.verdict.name())).strong());
    ui.label(&d.summary);
    ui.label(RichText::new(format!("Encoding: {}", d.guess.encoding_with_equals())).strong());
    if let Some(lang) = &d.guess.language {
        ui.label(format!("Language: {lang}"));
    }
    ui.label(&d.guess.note);
    if d.guess.confident {
        ui.label("A firm guess.");
    } else if !d.guess.note.contains("weak guess") && !d.summary.contains("weak guess") {
        ui.label("A weak guess.");
    }
    if let Some(m) = &d.mixed {
        ui.label(format!(
            "{} run{} of {} text in {}; the first at byte {}.",
            m.runs,
            if m.runs == 1 { "" } else { "s" },
            m.language,
            m.encoding,
            m.first_offset
        ));
        if ui.button("Go to the first run").clicked() {
            select = Some((m.first_offset, m.first_offset + 1));
        }
        if ui
            .button(format!("Save with those runs read as {}…", m.encoding))
            .clicked()
        {
            req = Some(SaveRequest::MixedRepaired(m.encoding.clone()));
        }
    }
    if !d.guess.alternatives.is_empty() {
        let alts: Vec<String> = d
            .guess
            .alternatives
            .iter()
            .map(|a| format!("{} ({:.2})", a.encoding, a.score))
            .collect();
        ui.label(format!("Also plausible: {}", alts.join(", ")));
    }
    if !d.legacy_examples.is_empty() {
        let ex: Vec<String> = d
            .legacy_examples
            .iter()
            .map(|(b, c)| format!("{b:02X} = {c}"))
            .collect();
        let enc = d.mixed.as_ref().map_or(&d.guess.encoding, |m| &m.encoding);
        ui.label(format!(
            "These bytes are errors in UTF-8 but letters in {enc}: {}",
            ex.join(", ")
        ));
        if d.mixed.is_none() {
            ui.label(RichText::new("The start of the file read that way:").small());
            ui.label(d.legacy_preview.chars().take(300).collect::<String>());
            if ui
                .button(format!("Save as UTF-8, decoded from {enc}…"))
                .clicked()
            {
                req = Some(SaveRequest::Utf8From(enc.clone()));
            }
        }
    }
    if d.is_wide() {
        // A UTF-16/32 file: its units are shown as such (View ▸ View characters as); a UTF-8 copy
        // is one click (lone surrogates refuse the save with their offsets).
        let enc = &d.guess.encoding;
        if ui
            .button(format!("Save as UTF-8, decoded from {enc}…"))
            .clicked()
        {
            req = Some(SaveRequest::Utf8From(enc.clone()));
        }
    }
    ui.separator();
    match &d.mojibake {
        Some(m) => {
            ui.label(RichText::new("Mojibake").strong());
            ui.label(m.describe());
            ui.horizontal_wrapped(|ui| {
                ui.label(format!(
                    "{} place{} in the first megabyte:",
                    m.places.len(),
                    if m.places.len() == 1 { "" } else { "s" }
                ));
                for &(s, e) in m.places.iter().take(8) {
                    if ui.small_button(format!("0x{s:X}")).clicked() {
                        select = Some((s as u64, e as u64));
                    }
                }
            });
            let pairs: Vec<(&str, &str)> = m
                .original
                .lines()
                .zip(m.repaired.lines())
                .filter(|(a, b)| a != b)
                .take(12)
                .collect();
            ui.label(format!(
                "{} changed line{} in the first megabyte, for example:",
                pairs.len(),
                if pairs.len() == 1 { "" } else { "s" }
            ));
            egui::Grid::new("mojibake").striped(true).show(ui, |ui| {
                ui.label(RichText::new("as it is").small());
                ui.label(RichText::new("repaired").small());
                ui.end_row();
                for (a, b) in pairs {
                    let cut = |s: &str| s.chars().take(60).collect::<String>();
                    ui.label(cut(a));
                    ui.label(cut(b));
                    ui.end_row();
                }
            });
            if ui.button("Save repaired copy…").clicked() {
                req = Some(SaveRequest::Repaired);
            }
        }
        None => {
            ui.label("No mojibake found in the first megabyte.");
        }
    }
    ui.separator();
    ui.horizontal(|ui| {
        egui::ComboBox::from_id_salt("save-as")
            .selected_text(LEGACY.get(state.target).map_or("", |l| l.name))
            .show_ui(ui, |ui| {
                for (i, l) in LEGACY.iter().enumerate() {
                    ui.selectable_value(&mut state.target, i, l.name);
                }
            });
        ui.checkbox(&mut state.substitute, "replace what it cannot write with ?");
    });
    if ui.button("Save as this encoding…").clicked()
        && let Some(l) = LEGACY.get(state.target)
    {
        req = Some(SaveRequest::Legacy {
            to: l.name.to_string(),
            substitute: state.substitute.then_some('?'),
        });
    }
    if let Some((s, e)) = select {
        return Some(DiagnosisCommand::Select(s, e));
    }
    req.map(DiagnosisCommand::Save)
}
