//! Where the bytes came from: the encoding guess, legacy bytes read as UTF-8, mojibake with the
//! repaired text beside the original, and the saves that follow from it. Every sentence comes from
//! `analysis::wording`; this file lays them out.

use super::command::Command;
use crate::analysis::convert::Transform;
use crate::analysis::copy_target::CopyTarget;
use crate::analysis::diagnosis::{Diagnosis, Encoding, Finding, Verdict};
use crate::analysis::legacy::LEGACY;
use crate::analysis::wording::{Label, Msg, render};
use crate::document::Document;
use crate::i18n::Lang;
use egui::RichText;

/// A save the user asked for (the app asks for a file name, then writes a new file atomically).
#[derive(Clone, Debug, PartialEq)]
pub enum SaveRequest {
    /// The mojibake repaired (run by run, over the whole file).
    Repaired,
    /// Decode from a legacy encoding or UTF-16/32, write UTF-8.
    Utf8From(Encoding),
    /// UTF-8 with legacy runs: read the ill-formed bytes in this encoding, keep the rest.
    MixedRepaired(Encoding),
    /// Write the text, read as `from`, in another encoding (names as `convert` takes them).
    Copy {
        /// The encoding the text is read in: the view's, else the diagnosis's ([`copy_source`]).
        from: &'static str,
        /// Target encoding ([`copy_targets`]).
        to: &'static str,
        /// Replacement for what cannot be decoded or written (None: refuse).
        substitute: Option<char>,
    },
}

/// The encodings a copy can be written in: UTF-8/16/32, the single-byte ones and the CJK ones
/// this tool writes (a Shift_JIS file's copy in ISO-8859-1 is rarely what anyone wants).
pub fn copy_targets() -> Vec<&'static str> {
    let mut out = vec!["UTF-8", "UTF-16LE", "UTF-16BE", "UTF-32LE", "UTF-32BE"];
    out.extend(LEGACY.iter().map(|l| l.name));
    out.extend(
        crate::analysis::cjk::CjkId::ALL
            .iter()
            .filter(|c| c.readable())
            .map(|c| c.name()),
    );
    out
}

/// The encoding a copy reads the file in: the one the view reads it in when the user chose one
/// (View as), else the one the diagnosis names (UTF-8 for UTF-8 and ASCII, the guess for a legacy,
/// CJK or UTF-16 file). None for a binary file or one in a CJK encoding this tool cannot read.
pub fn copy_source(doc: &Document, d: &Diagnosis) -> Option<&'static str> {
    match doc.reading() {
        // Stray bytes: the guess is the nearest legacy reading, which the verdict turned down;
        // the text is UTF-8 (the copy replaces the stray bytes, or says how).
        crate::analysis::reading::Reading::Utf8
            if matches!(d.finding, Finding::StrayBytes { .. }) =>
        {
            Some("UTF-8")
        }
        crate::analysis::reading::Reading::Utf8 => match d.guess.encoding {
            Encoding::Ascii | Encoding::Utf8 | Encoding::Utf8Bom => Some("UTF-8"),
            // (No copy of a text this tool cannot decode: ISO-2022-KR, HZ, Johab.)
            Encoding::Binary => None,
            Encoding::Cjk(c) if !c.readable() => None,
            e => Some(e.name()),
        },
        r => Some(r.name()),
    }
}

impl SaveRequest {
    /// What the copy holds, as the one transform behind `fix`, `convert` and these saves.
    pub fn transform(&self) -> Transform {
        let convert = |from: &str, to: &str, substitute: Option<char>| Transform::Convert {
            from: from.to_string(),
            to: to.to_string(),
            substitute,
            bom: false,
        };
        match self {
            SaveRequest::Repaired => Transform::Repair,
            SaveRequest::Utf8From(enc) => convert(enc.name(), "UTF-8", None),
            SaveRequest::MixedRepaired(enc) => Transform::RepairRuns(*enc),
            SaveRequest::Copy {
                from,
                to,
                substitute,
            } => convert(from, to, *substitute),
        }
    }
}

/// Presentation state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DiagnosisState {
    /// Target of "Save as", an index into [`copy_targets`]; None until one is chosen:
    /// [`crate::analysis::copy_target::default_target`].
    pub target: Option<usize>,
    /// Replace what the target cannot write with "?" instead of refusing.
    pub substitute: bool,
}

fn label(lang: Lang, l: Label<'_>) -> String {
    render(lang, &Msg::Label(l))
}

/// Draws the panel. The "Save as" choices are edited in a copy and come back as
/// `Command::EditDiagnosis`; the buttons as `Command::Save` or `Command::SelectRange`.
pub fn diagnosis_ui(ui: &mut egui::Ui, doc: &Document, state: &DiagnosisState) -> Vec<Command> {
    let l = crate::ui::lang(ui.ctx());
    // Long sentences and "as it is / repaired" lines wrap inside the panel instead of widening it.
    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
    let Some(d) = doc.diagnosis() else {
        ui.label(render(l, &Msg::Looking));
        return Vec::new();
    };
    let mut out = verdict_ui(ui, d);
    if matches!(d.finding, Finding::Binary { .. }) {
        // A PNG or a PDF is not text in any encoding: nothing to repair or save as one.
        return out.into_iter().collect();
    }
    out = legacy_ui(ui, d).or(out);
    ui.separator();
    out = mojibake_ui(ui, d).or(out);
    ui.separator();
    let mut edited = state.clone();
    if let Some(from) = copy_source(doc, d) {
        let suggested = (from == "UTF-8" && d.verdict() == Verdict::Utf8)
            .then(|| doc.copy_target())
            .flatten();
        out = save_as_ui(ui, from, suggested, &mut edited).or(out);
    }
    let mut commands: Vec<Command> = out.into_iter().collect();
    if edited != *state {
        commands.insert(0, Command::EditDiagnosis(edited));
    }
    commands
}

/// The verdict, the summary, the guess and why.
fn verdict_ui(ui: &mut egui::Ui, d: &Diagnosis) -> Option<Command> {
    let l = crate::ui::lang(ui.ctx());
    let mut out = None;
    ui.label(RichText::new(render(l, &Msg::VerdictLine(d.verdict()))).strong());
    ui.label(crate::analysis::wording::summary(l, d));
    if let Finding::StrayBytes { .. } = d.finding {
        // The guess is the best legacy reading, which the verdict turned down: said as such.
        ui.label(render(l, &Msg::NearestReading(&d.guess)));
        return None;
    }
    ui.label(RichText::new(render(l, &Msg::EncodingLine(&d.guess))).strong());
    if let Some(lang) = d.guess.language {
        ui.label(render(l, &Msg::LanguageLine(lang)));
    }
    ui.label(render(l, &Msg::Basis(&d.guess)));
    ui.label(render(l, &Msg::Confidence(&d.guess)));
    if let Some((encoding, language, runs, first)) = d.finding.pasted() {
        ui.label(render(
            l,
            &Msg::MixedRuns {
                runs,
                language,
                encoding,
                first,
            },
        ));
        if ui.button(label(l, Label::GoToFirstRun)).clicked() {
            out = Some(Command::SelectRange(first, first + 1));
        }
        if ui.button(label(l, Label::SaveRunsAs(encoding))).clicked() {
            out = Some(Command::Save(SaveRequest::MixedRepaired(encoding)));
        }
    }
    if !d.guess.alternatives.is_empty() {
        ui.label(render(l, &Msg::AlsoPlausible(&d.guess)));
    }
    out
}

/// Legacy bytes read as letters, the start of a legacy file read that way, and a UTF-8 copy.
fn legacy_ui(ui: &mut egui::Ui, d: &Diagnosis) -> Option<Command> {
    let l = crate::ui::lang(ui.ctx());
    let mut out = None;
    if let Some(encoding) = d
        .legacy_encoding()
        .filter(|_| !d.legacy_examples.is_empty())
    {
        ui.label(render(
            l,
            &Msg::LegacyExamples {
                examples: &d.legacy_examples,
                encoding,
            },
        ));
        if matches!(d.finding, Finding::Legacy { .. }) {
            ui.label(RichText::new(label(l, Label::StartReadThatWay)).weak());
            ui.label(d.legacy_preview.chars().take(300).collect::<String>());
            let enc = Encoding::Legacy(encoding);
            if ui
                .button(label(l, Label::SaveDecodedFrom(enc.name())))
                .clicked()
            {
                out = Some(Command::Save(SaveRequest::Utf8From(enc)));
            }
        }
    }
    if let Finding::Cjk { encoding, .. } = d.finding {
        // A CJK file: the start read in its encoding, and a UTF-8 copy (no View as for CJK yet:
        // the hex view reads one byte or one UTF-16/32 unit at a time).
        ui.label(RichText::new(label(l, Label::StartReadThatWay)).weak());
        ui.label(d.legacy_preview.chars().take(300).collect::<String>());
        let enc = Encoding::Cjk(encoding);
        if ui
            .button(label(l, Label::SaveDecodedFrom(enc.name())))
            .clicked()
        {
            out = Some(Command::Save(SaveRequest::Utf8From(enc)));
        }
    }
    if d.is_wide() {
        // A UTF-16/32 file: its units are shown as such (View ▸ View characters as); a UTF-8 copy
        // is one click (lone surrogates refuse the save with their offsets).
        let enc = d.guess.encoding;
        if ui
            .button(label(l, Label::SaveDecodedFrom(enc.name())))
            .clicked()
        {
            out = Some(Command::Save(SaveRequest::Utf8From(enc)));
        }
    }
    out
}

/// Mojibake: where it shows, the changed lines as they are and repaired, and a repaired copy.
fn mojibake_ui(ui: &mut egui::Ui, d: &Diagnosis) -> Option<Command> {
    let l = crate::ui::lang(ui.ctx());
    let mut out = None;
    let Some(m) = &d.mojibake else {
        // (A file smaller than the sample was looked at whole: no "first megabyte" of it.)
        ui.label(render(
            l,
            &Msg::NoMojibake {
                whole: d.whole_file,
            },
        ));
        return None;
    };
    ui.label(RichText::new(label(l, Label::Mojibake)).strong());
    ui.label(render(l, &Msg::MojibakeChain(&m.chain)));
    if m.lost > 0 {
        ui.label(render(l, &Msg::MojibakeLost(m.lost)));
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(render(l, &Msg::MojibakePlaces(m.places.len(), m.at)));
        // (Places are offsets in the text searched, which starts at `m.at` in the file.)
        for &(s, e) in m.places.iter().take(8) {
            let (s, e) = (m.at + s as u64, m.at + e as u64);
            if ui.small_button(format!("0x{s:X}")).clicked() {
                out = Some(Command::SelectRange(s, e));
            }
        }
    });
    // The repaired copy before the examples, which may be long (it was below twelve of them).
    if ui.button(label(l, Label::SaveRepaired)).clicked() {
        out = Some(Command::Save(SaveRequest::Repaired));
    }
    // All the changed lines counted; the first twelve distinct ones shown as they are above and
    // repaired below (two columns in a side panel would break words mid-letter), cut at the
    // same word.
    let (changed, pairs) = m.changed_lines(12, 200);
    ui.label(render(l, &Msg::ChangedLines(changed, m.at)));
    for (a, b) in pairs {
        let shown = crate::analysis::cells::drawable;
        ui.label(RichText::new(label(l, Label::AsItIs)).weak());
        ui.label(shown(&a));
        ui.label(RichText::new(label(l, Label::Repaired)).weak());
        ui.label(RichText::new(shown(&b)).strong());
        ui.separator();
    }
    out
}

/// A copy in any encoding of the text read as `from` (`suggested`: for valid UTF-8, the legacy
/// encoding that writes it; `state`: the panel's copy of its choices, edited here).
fn save_as_ui(
    ui: &mut egui::Ui,
    from: &'static str,
    suggested: Option<&CopyTarget>,
    state: &mut DiagnosisState,
) -> Option<Command> {
    let l = crate::ui::lang(ui.ctx());
    let targets = copy_targets();
    let default_name = crate::analysis::copy_target::default_target(from, suggested);
    let default = targets.iter().position(|&t| t == default_name).unwrap_or(0);
    let mut chosen = state
        .target
        .filter(|&i| i < targets.len())
        .unwrap_or(default);
    ui.label(RichText::new(label(l, Label::CopyDecodedFrom(from))).weak());
    egui::ComboBox::new("save-as", label(l, Label::CopyEncoding))
        .selected_text(targets[chosen])
        .show_ui(ui, |ui| {
            for (i, name) in targets.iter().enumerate() {
                ui.selectable_value(&mut chosen, i, *name);
            }
        });
    if state.target.is_some() || chosen != default {
        state.target = Some(chosen);
    }
    // A target chosen instead: what it cannot write (of the first MiB).
    let other = suggested
        .filter(|_| chosen != default)
        .and_then(|t| Some((t, t.lacking(targets[chosen])?)));
    if let Some((t, lacks)) = other {
        let note = Label::CopyTargetLacks {
            encoding: targets[chosen],
            whole: t.whole,
            lacks: &lacks,
        };
        ui.label(RichText::new(label(l, note)).weak());
    }
    // Why this target: it writes every character (of the first MiB), or no legacy one does.
    if let Some(t) = suggested.filter(|_| chosen == default) {
        let note = match t.encoding {
            Some(e) => Label::CopyTargetWrites {
                encoding: e,
                whole: t.whole,
            },
            None => Label::CopyTargetNone {
                whole: t.whole,
                nearest: t.nearest.as_ref().map(|(n, lacks)| (*n, lacks.as_slice())),
            },
        };
        ui.label(RichText::new(label(l, note)).weak());
    }
    // On its own line: beside the encoding box in a narrow panel its label was squeezed to a
    // letter a line (or, in German and Portuguese, to nothing).
    ui.checkbox(&mut state.substitute, label(l, Label::Substitute));
    ui.button(label(l, Label::SaveAsEncoding))
        .clicked()
        .then(|| {
            Command::Save(SaveRequest::Copy {
                from,
                to: targets[chosen],
                substitute: state.substitute.then_some('?'),
            })
        })
}
