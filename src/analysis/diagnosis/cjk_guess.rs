//! The diagnosis's side of the CJK detection ([`crate::analysis::cjk`]): a detection made into a
//! [`Finding`] and a [`Guess`].
//!
//! Why apart from `mod.rs`: the hooks there stay one line each (the legacy branch asks
//! [`found`] first, the ASCII branch [`found_iso2022`]), and what a CJK answer looks like as data
//! is said in one place.

use super::Diagnosis;
use super::finding::{Basis, Encoding, Finding, Guess, LangId, Weakness};
use crate::analysis::cjk::{self, CONFIDENT_CHARS, CjkId, Detection};

/// Bytes of the sample decoded for the preview (as for a single-byte file).
const PREVIEW_BYTES: usize = 400;

/// Whether `sample` (mostly ill-formed UTF-8) is CJK text in a multi-byte encoding, from its
/// CJK readings (`None`: its bytes do not pair up, [`cjk::rank_paired`]); when it is, `d` says so.
pub(super) fn found(d: &mut Diagnosis, sample: &[u8], readings: Option<&[cjk::Reading]>) -> bool {
    match readings.and_then(cjk::detect_in) {
        Some(det) => {
            set(d, sample, &det);
            true
        }
        None => false,
    }
}

/// Whether `sample` (seven-bit) holds ISO-2022 escapes into a CJK character set; when it does,
/// `d` says which encoding (decoded and scored for ISO-2022-JP, named unread for -KR and -CN).
pub(super) fn found_iso2022(d: &mut Diagnosis, sample: &[u8]) -> bool {
    let Some(det) = cjk::detect_iso2022(sample, d.whole_file) else {
        return false;
    };
    if det.best.encoding.readable() {
        set(d, sample, &det);
    } else {
        let basis = if det.best.encoding == CjkId::Hz {
            Basis::CjkStructure
        } else {
            Basis::CjkEscapes
        };
        unreadable(d, det.best.encoding, basis);
    }
    true
}

/// Whether `sample` (mostly ill-formed UTF-8, read as no language by the CJK decoders here) has
/// the structure of Johab throughout ([`cjk::johab_shaped`]); when it does, `d` names it as an
/// encoding this tool cannot read (it was a weak single-byte guess: "Greek text in x-mac-greek").
pub(super) fn found_johab(d: &mut Diagnosis, sample: &[u8]) -> bool {
    let found = cjk::johab_shaped(sample);
    if found {
        unreadable(d, CjkId::Johab, Basis::CjkStructure);
    }
    found
}

/// Makes `encoding`, which this tool cannot decode, the finding and the guess of `d`.
fn unreadable(d: &mut Diagnosis, encoding: CjkId, basis: Basis) {
    d.finding = Finding::CjkUnreadable { encoding };
    d.guess = Guess::plain(Encoding::Cjk(encoding), basis, true);
    d.guess.language = Some(LangId::cjk(encoding.language()));
}

/// Makes `det` the finding and the guess of `d`.
pub(super) fn set(d: &mut Diagnosis, sample: &[u8], det: &Detection) {
    let b = &det.best;
    let language = LangId::cjk(b.language);
    let weak = (!det.confident).then_some(if b.chars < CONFIDENT_CHARS {
        Weakness::Few
    } else {
        Weakness::Close
    });
    d.finding = Finding::Cjk {
        encoding: b.encoding,
        language,
        confident: det.confident,
    };
    d.guess = Guess::plain(
        Encoding::Cjk(b.encoding),
        Basis::Cjk {
            chars: b.chars,
            mean: b.mean,
            weak,
        },
        det.confident,
    );
    d.guess.language = Some(language);
    d.guess.margin = det
        .runner_up
        .as_ref()
        .map_or(0.0, |r| (b.mean - r.mean) * b.chars as f32);
    let head = &sample[..sample.len().min(PREVIEW_BYTES)];
    if let Ok(p) = cjk::decode(head, b.encoding, head.len() == sample.len(), '\u{FFFD}') {
        d.legacy_preview = p.text;
    }
}
