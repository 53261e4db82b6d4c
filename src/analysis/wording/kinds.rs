//! The names of error and warning kinds as the window shows them, in the reader's language. The
//! machine names (`overlong`, `c1-control`) stay in JSON and the command line; English shows
//! them as they are, so what a user reads in the window is what `check` prints.

use crate::codec::{ErrorKind, WarningKind, WideError, WideForm};
use crate::i18n::Lang;
use crate::{tid, tr};

/// The message id of an error kind's name.
fn error_id(kind: ErrorKind) -> &'static str {
    match kind {
        ErrorKind::UnexpectedContinuation => tid!("kind-unexpected-continuation"),
        ErrorKind::InvalidByte => tid!("kind-invalid-byte"),
        ErrorKind::Truncated => tid!("kind-truncated"),
        ErrorKind::Overlong => tid!("kind-overlong"),
        ErrorKind::Surrogate => tid!("kind-surrogate"),
        ErrorKind::OutOfRange => tid!("kind-out-of-range"),
        ErrorKind::LegacyForm => tid!("kind-legacy-form"),
    }
}

/// The message id of a warning kind's name.
fn warning_id(kind: WarningKind) -> &'static str {
    match kind {
        WarningKind::Bom => tid!("kind-bom"),
        WarningKind::Noncharacter => tid!("kind-noncharacter"),
        WarningKind::C1Control => tid!("kind-c1-control"),
        WarningKind::BidiControl => tid!("kind-bidi-control"),
        WarningKind::Invisible => tid!("kind-invisible"),
        WarningKind::ReplacementChar => tid!("kind-replacement-char"),
        WarningKind::Nul => tid!("kind-nul"),
        WarningKind::PrivateUse => tid!("kind-private-use"),
    }
}

/// An error kind's name in `lang`.
pub fn error_kind(lang: Lang, kind: ErrorKind) -> String {
    crate::i18n::format(lang, error_id(kind), &[])
}

/// A warning kind's name in `lang`.
pub fn warning_kind(lang: Lang, kind: WarningKind) -> String {
    crate::i18n::format(lang, warning_id(kind), &[])
}

/// "any error" (the error list's filter when no kind is chosen).
pub fn any_error(lang: Lang) -> String {
    tr!(lang, "kind-any-error")
}

/// Why a warning matters, in `lang` (the inspector, the hex view's hover text, the summary).
pub fn warning_explanation(lang: Lang, kind: WarningKind) -> String {
    match kind {
        WarningKind::Bom => tr!(lang, "insp-warn-bom"),
        WarningKind::Noncharacter => tr!(lang, "insp-warn-noncharacter"),
        WarningKind::C1Control => tr!(lang, "insp-warn-c1-control"),
        WarningKind::BidiControl => tr!(lang, "insp-warn-bidi-control"),
        WarningKind::Invisible => tr!(lang, "insp-warn-invisible"),
        WarningKind::ReplacementChar => tr!(lang, "insp-warn-replacement-char"),
        WarningKind::Nul => tr!(lang, "insp-warn-nul"),
        WarningKind::PrivateUse => tr!(lang, "insp-warn-private-use"),
    }
}

/// What is wrong with a UTF-16/32 unit, in `lang`: the window's words for [`WideError::explain`]
/// (`value` is the unit, or for `odd-length` the number of bytes left).
pub fn wide_error_explanation(lang: Lang, kind: WideError, value: u32, form: WideForm) -> String {
    match kind {
        WideError::LoneHighSurrogate => {
            tr!(lang, "insp-wide-lone-high", unit = format!("{value:04X}"))
        }
        WideError::LoneLowSurrogate => {
            tr!(lang, "insp-wide-lone-low", unit = format!("{value:04X}"))
        }
        WideError::OddLength => tr!(
            lang,
            "insp-wide-odd-length",
            bytes = tr!(lang, "insp-n-bytes", n = value),
            form = form.name(),
            unit = form.unit()
        ),
        WideError::OutOfRange => {
            tr!(
                lang,
                "insp-wide-out-of-range",
                unit = format!("{value:08X}")
            )
        }
        WideError::Surrogate => tr!(lang, "insp-wide-surrogate", unit = format!("{value:04X}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_names_are_the_machine_names() {
        for k in ErrorKind::ALL {
            assert_eq!(error_kind(Lang::En, k), k.name());
        }
        for k in WarningKind::ALL {
            assert_eq!(warning_kind(Lang::En, k), k.name());
        }
    }

    #[test]
    fn english_wide_explanations_are_the_codecs() {
        for form in WideForm::ALL {
            for k in WideError::ALL {
                // odd-length counts the bytes left, fewer than a unit.
                let values: &[u32] = match k {
                    WideError::OddLength => &[1, 2, 3],
                    _ => &[0xD83D, 0xDE00, 0x11_0000],
                };
                for &v in values {
                    assert_eq!(
                        wide_error_explanation(Lang::En, k, v, form),
                        k.explain(v, form)
                    );
                }
            }
        }
    }
}
