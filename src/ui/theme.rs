//! Colours and non-colour cues of byte roles, in one place.
//!
//! Every role has a colour *and* a cue that survives without colour (colour-blind users, washed-out
//! projectors): multi-byte sequences are boxed, lead bytes carry a corner mark, controls a dotted
//! underline, warnings a wavy underline, errors diagonal hatching and a double outline.

use crate::analysis::cells::ByteRole;
use egui::Color32;

/// The non-colour cue of a role.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// Nothing extra (plain ASCII, continuation bytes: their box says enough).
    None,
    /// A filled triangle in the cell's top-left corner: the first byte of a character.
    CornerMark,
    /// A dotted underline: an ASCII control character.
    DottedUnderline,
    /// A wavy underline: a well-formed character that carries a warning.
    WavyUnderline,
    /// Diagonal hatching: a byte of an ill-formed sequence.
    Hatching,
}

/// How a role is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoleStyle {
    /// Cell background (transparent for none).
    pub fill: Color32,
    /// Text colour.
    pub text: Color32,
    /// The non-colour cue.
    pub cue: Cue,
}

/// The palette of one theme.
#[derive(Clone, Copy, Debug)]
pub struct Theme {
    /// Dark or light.
    pub dark: bool,
}

impl Theme {
    /// Default text colour.
    pub fn text(&self) -> Color32 {
        if self.dark {
            Color32::from_gray(220)
        } else {
            Color32::from_gray(20)
        }
    }

    /// Faint text (offsets, fillers).
    pub fn faint(&self) -> Color32 {
        if self.dark {
            Color32::from_gray(120)
        } else {
            Color32::from_gray(140)
        }
    }

    /// Outline of a sequence box.
    pub fn outline(&self) -> Color32 {
        if self.dark {
            Color32::from_gray(170)
        } else {
            Color32::from_gray(70)
        }
    }

    /// Selection background.
    pub fn selection(&self) -> Color32 {
        if self.dark {
            Color32::from_rgba_unmultiplied(90, 140, 255, 110)
        } else {
            Color32::from_rgba_unmultiplied(40, 100, 255, 80)
        }
    }

    /// The cursor outline: a hue no byte role has (yellow on dark, deep blue on light; the
    /// light theme's orange vanished against an error cell's red outline).
    pub fn cursor(&self) -> Color32 {
        if self.dark {
            Color32::from_rgb(255, 210, 0)
        } else {
            Color32::from_rgb(0, 60, 210)
        }
    }

    /// Background of the diagnosis banner above the view (amber: a note, not an alarm).
    pub fn banner_fill(&self) -> Color32 {
        if self.dark {
            Color32::from_rgb(70, 55, 20)
        } else {
            Color32::from_rgb(255, 240, 200)
        }
    }

    /// Colour of the error marker and hatching.
    pub fn error(&self) -> Color32 {
        if self.dark {
            Color32::from_rgb(255, 110, 110)
        } else {
            Color32::from_rgb(190, 0, 0)
        }
    }

    /// Style of a byte role.
    pub fn role(&self, role: ByteRole) -> RoleStyle {
        let tint = |r: u8, g: u8, b: u8| {
            if self.dark {
                Color32::from_rgba_unmultiplied(r, g, b, 70)
            } else {
                Color32::from_rgba_unmultiplied(r, g, b, 60)
            }
        };
        let text = self.text();
        match role {
            ByteRole::Ascii => RoleStyle {
                fill: Color32::TRANSPARENT,
                text,
                cue: Cue::None,
            },
            ByteRole::AsciiControl => RoleStyle {
                fill: Color32::TRANSPARENT,
                text: if self.dark {
                    Color32::from_rgb(120, 220, 120)
                } else {
                    Color32::from_rgb(0, 120, 0)
                },
                cue: Cue::DottedUnderline,
            },
            ByteRole::Lead(n) | ByteRole::Continuation(n) => {
                let fill = match n {
                    2 => tint(60, 130, 255),
                    3 => tint(170, 80, 220),
                    _ => tint(0, 170, 170),
                };
                RoleStyle {
                    fill,
                    text,
                    cue: if matches!(role, ByteRole::Lead(_)) {
                        Cue::CornerMark
                    } else {
                        Cue::None
                    },
                }
            }
            ByteRole::Warning(_) => RoleStyle {
                fill: tint(240, 180, 0),
                text,
                cue: Cue::WavyUnderline,
            },
            ByteRole::Legacy => RoleStyle {
                fill: tint(0, 150, 110),
                text,
                cue: Cue::None,
            },
            ByteRole::Unmapped => RoleStyle {
                fill: tint(230, 30, 30),
                text: self.error(),
                cue: Cue::Hatching,
            },
            ByteRole::Error(_) => RoleStyle {
                fill: tint(230, 30, 30),
                text: self.error(),
                cue: Cue::Hatching,
            },
        }
    }

    /// The egui visuals of the theme.
    pub fn visuals(&self) -> egui::Visuals {
        if self.dark {
            egui::Visuals::dark()
        } else {
            egui::Visuals::light()
        }
    }

    /// The same, in high contrast for a projector (presentation mode): pure black or white text
    /// on the plainest background, and stronger outlines on every widget.
    pub fn high_contrast_visuals(&self) -> egui::Visuals {
        let mut v = self.visuals();
        let (text, bg) = if self.dark {
            (Color32::WHITE, Color32::BLACK)
        } else {
            (Color32::BLACK, Color32::WHITE)
        };
        v.override_text_color = Some(text);
        v.panel_fill = bg;
        v.window_fill = bg;
        v.extreme_bg_color = bg;
        for w in [
            &mut v.widgets.noninteractive,
            &mut v.widgets.inactive,
            &mut v.widgets.hovered,
            &mut v.widgets.active,
            &mut v.widgets.open,
        ] {
            w.fg_stroke = egui::Stroke::new(w.fg_stroke.width.max(1.5), text);
            w.bg_stroke.width = w.bg_stroke.width.max(1.5);
        }
        v
    }
}

/// The legend for a reading, in `lang`: UTF-8's (and UTF-16/32's) byte roles, or a legacy
/// reading's: ASCII, controls, the encoding's characters, bytes it maps to nothing.
pub fn legend(
    lang: crate::i18n::Lang,
    reading: crate::analysis::reading::Reading,
) -> Vec<(ByteRole, String)> {
    use crate::tr;
    match reading {
        crate::analysis::reading::Reading::Legacy(_)
        | crate::analysis::reading::Reading::Cjk(_) => {
            let name = reading.name();
            vec![
                (ByteRole::Ascii, tr!(lang, "window-legend-legacy-ascii")),
                (ByteRole::AsciiControl, tr!(lang, "window-legend-control")),
                (
                    ByteRole::Legacy,
                    if let crate::analysis::reading::Reading::Cjk(id) = reading {
                        tr!(
                            lang,
                            "window-legend-cjk-char",
                            encoding = name,
                            max = id.max_bytes()
                        )
                    } else {
                        tr!(lang, "window-legend-legacy-char", encoding = name)
                    },
                ),
                (
                    ByteRole::Unmapped,
                    tr!(lang, "window-legend-unmapped", encoding = name),
                ),
            ]
        }
        // UTF-16/32 units: their bytes are no UTF-8 leads and continuations.
        crate::analysis::reading::Reading::Wide(form) => {
            let name = form.name();
            // A unit is boxed as a sequence of its length (a UTF-32 one as 4 bytes).
            let unit = ByteRole::Lead(form.unit() as u8);
            let mut roles = vec![(unit, tr!(lang, "window-legend-wide-unit", encoding = name))];
            if form.is_utf16() {
                roles.push((ByteRole::Lead(4), tr!(lang, "window-legend-wide-pair")));
            }
            roles.extend([
                (
                    ByteRole::Warning(crate::codec::WarningKind::Bom),
                    tr!(lang, "window-legend-warning"),
                ),
                (
                    ByteRole::Error(crate::codec::ErrorKind::Overlong),
                    tr!(lang, "window-legend-wide-error"),
                ),
            ]);
            roles
        }
        _ => LEGEND
            .iter()
            .map(|&(r, id)| (r, crate::i18n::format(lang, id, &[])))
            .collect(),
    }
}

/// UTF-8's legend: every role, with the message id of what it means.
pub const LEGEND: [(ByteRole, &str); 9] = [
    (ByteRole::Ascii, crate::tid!("window-legend-ascii")),
    (ByteRole::AsciiControl, crate::tid!("window-legend-control")),
    (ByteRole::Lead(2), crate::tid!("window-legend-lead2")),
    (
        ByteRole::Continuation(2),
        crate::tid!("window-legend-continuation"),
    ),
    (ByteRole::Lead(3), crate::tid!("window-legend-lead3")),
    (ByteRole::Lead(4), crate::tid!("window-legend-lead4")),
    (
        ByteRole::Warning(crate::codec::WarningKind::Bom),
        crate::tid!("window-legend-warning"),
    ),
    (
        ByteRole::Error(crate::codec::ErrorKind::Overlong),
        crate::tid!("window-legend-error"),
    ),
    (
        ByteRole::Error(crate::codec::ErrorKind::Truncated),
        crate::tid!("window-legend-every-error"),
    ),
];
