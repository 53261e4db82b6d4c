//! The names of error and warning kinds as the window shows them, in the reader's language. The
//! machine names (`overlong`, `c1-control`) stay in JSON and the command line; English shows
//! them as they are, so what a user reads in the window is what `check` prints.

use crate::codec::{ErrorKind, WarningKind};
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
}
