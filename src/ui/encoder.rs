//! The encoder: type a character, a string, U+XXXX, 0xXXXX or a decimal value; see its bytes, bit
//! layout and the arithmetic; search the open file for those bytes.

use super::command::Command;
use crate::analysis::explain::encode_steps;
use crate::analysis::wording::hex_bytes;
use crate::codec::encode::EncodeError;
use crate::codec::encode::hex_notation;
use crate::codec::encode_value;
use crate::i18n::Lang;
use crate::tr;
use egui::RichText;

/// Presentation state of the encoder.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EncoderState {
    /// What was typed.
    pub input: String,
    /// Read the input as a number (U+XXXX, 0xXXXX or decimal) instead of as text.
    pub number: bool,
    /// Give the input field the keyboard on the next frame.
    pub focus: bool,
}

/// Input that stands for no value.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum NotANumber {
    /// Not a number in any notation.
    #[error("{0:?} is not U+XXXX, 0xXXXX or a decimal number")]
    Not(String),
    /// A number, but beyond 32 bits (it was "not a decimal number").
    #[error("{0} is above 0x7FFFFFFF")]
    TooLarge(String),
}

/// Values the input stands for, or why it stands for none.
pub fn values(state: &EncoderState) -> Result<Vec<u32>, NotANumber> {
    let t = state.input.trim();
    if !state.number {
        // "U+10FFFF" or "0x263A U+00E9" typed as text mean those code points, not their letters.
        let hex = |w: &str| {
            hex_notation(w)
                .filter(|h| !h.is_empty() && h.len() <= 8)
                .and_then(|h| u32::from_str_radix(h, 16).ok())
        };
        let words: Vec<&str> = t.split_whitespace().collect();
        if !words.is_empty()
            && let Some(vals) = words.iter().map(|w| hex(w)).collect::<Option<Vec<u32>>>()
        {
            return Ok(vals);
        }
        return Ok(state.input.chars().map(u32::from).collect());
    }
    let parsed = match hex_notation(t) {
        Some(h) => u32::from_str_radix(h, 16),
        None => t.parse::<u32>(),
    };
    parsed.map(|v| vec![v]).map_err(|e| {
        if *e.kind() == std::num::IntErrorKind::PosOverflow {
            NotANumber::TooLarge(t.to_string())
        } else {
            NotANumber::Not(t.to_string())
        }
    })
}

/// Draws the encoder. The input and its mode are edited in a copy and come back as
/// `Command::EditEncoder`; "Find" as `Command::FindBytes`.
pub fn encoder_ui(ui: &mut egui::Ui, state: &EncoderState, large: bool) -> Vec<Command> {
    let mut edited = state.clone();
    let search = encoder_body_ui(ui, &mut edited, large);
    let mut out = Vec::new();
    if edited != *state {
        out.push(Command::EditEncoder(edited));
    }
    out.extend(search.map(Command::FindBytes));
    out
}

/// The encoder's widgets over the panel's copy of its state; returns bytes to search for.
fn encoder_body_ui(ui: &mut egui::Ui, state: &mut EncoderState, large: bool) -> Option<Vec<u8>> {
    let lang = super::lang(ui.ctx());
    let size = if large { 20.0 } else { 14.0 };
    let mut search = None;
    ui.horizontal(|ui| {
        ui.radio_value(&mut state.number, false, tr!(lang, "insp-enc-text"));
        ui.radio_value(&mut state.number, true, tr!(lang, "insp-enc-number"));
    });
    let r = ui.add(
        egui::TextEdit::singleline(&mut state.input).hint_text(if state.number {
            "U+2260"
        } else {
            "≠"
        }),
    );
    if state.focus {
        r.request_focus();
        state.focus = false;
    }
    let vals = match values(state) {
        Ok(v) => v,
        Err(e) => {
            let said = match e {
                NotANumber::Not(input) => {
                    tr!(lang, "insp-enc-not-a-number", input = format!("{input:?}"))
                }
                NotANumber::TooLarge(input) => tr!(lang, "insp-enc-too-large", value = input),
            };
            ui.colored_label(ui.visuals().error_fg_color, said);
            return None;
        }
    };
    let mut all = Vec::new();
    let encoded: Vec<_> = vals
        .iter()
        .take(64)
        .map(|v| (encode_value(*v), encode_steps(lang, *v)))
        .collect();
    for (e, _) in &encoded {
        if let Ok(e) = e {
            all.extend_from_slice(e.bytes());
        }
    }
    if !all.is_empty()
        && ui
            .button(tr!(lang, "insp-enc-find-all", hex = hex_bytes(&all)))
            .clicked()
    {
        search = Some(all.clone());
    }
    egui::ScrollArea::both()
        .min_scrolled_height(16.0)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for (e, steps) in encoded {
                match (e, steps) {
                    (Ok(e), Ok(steps)) => {
                        search = encoded_ui(ui, &e, steps, size).or(search.take());
                    }
                    (Err(e), _) | (_, Err(e)) => {
                        ui.colored_label(ui.visuals().error_fg_color, encode_error(lang, &e));
                    }
                }
            }
            if vals.len() > 64 {
                ui.label(tr!(lang, "insp-enc-more", n = vals.len() - 64));
            }
        });
    search
}

/// Why a value cannot be encoded, in `lang`.
fn encode_error(lang: Lang, e: &EncodeError) -> String {
    match e {
        EncodeError::TooLarge(v) => tr!(lang, "insp-enc-too-large", value = format!("0x{v:X}")),
    }
}

/// One value: its bytes and bit layout, the arithmetic step by step, and the same character in
/// every Unicode form with a "Find" each; returns the bytes whose "Find" was clicked.
fn encoded_ui(
    ui: &mut egui::Ui,
    e: &crate::codec::encode::Encoded,
    steps: Vec<String>,
    size: f32,
) -> Option<Vec<u8>> {
    let lang = super::lang(ui.ctx());
    let mut search = None;
    ui.label(
        RichText::new(format!("{}    {}", hex_bytes(e.bytes()), e.bit_layout()))
            .monospace()
            .size(size)
            .strong(),
    );
    for s in steps {
        ui.label(RichText::new(s).size(size * 0.8));
    }
    if let Some(c) = char::from_u32(e.value) {
        // The same character in every Unicode form, side by side.
        egui::Grid::new(("forms", e.value)).show(ui, |ui| {
            for (name, bytes) in crate::analysis::explain::in_every_form(c) {
                ui.label(RichText::new(name).size(size * 0.8));
                ui.label(
                    RichText::new(hex_bytes(&bytes))
                        .monospace()
                        .size(size * 0.9),
                );
                if ui.small_button(tr!(lang, "insp-enc-find")).clicked() {
                    search = Some(bytes);
                }
                ui.end_row();
            }
        });
    }
    ui.separator();
    search
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(input: &str) -> Vec<u32> {
        values(&EncoderState {
            input: input.into(),
            number: false,
            focus: false,
        })
        .expect("values")
    }

    #[test]
    fn text_mode_reads_code_point_notation_as_code_points() {
        assert_eq!(text("U+10FFFF"), [0x10FFFF]);
        assert_eq!(text("0x263A u+00e9"), [0x263A, 0xE9]);
        assert_eq!(text("é!"), [0xE9, 0x21]);
        // Not all notation: text, letter by letter.
        assert_eq!(text("U+41 x"), [0x55, 0x2B, 0x34, 0x31, 0x20, 0x78]);
    }
}
