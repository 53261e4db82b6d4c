//! What a file is: one [`Finding`] (valid UTF-8, damaged, mixed, legacy, UTF-16/32, binary,
//! mojibake), the encoding guess with its language, and the repair of mojibake found in valid text.
//!
//! Why one module: `check`, `check --json`, the banner, the status line, the Summary and the
//! Diagnosis tab must tell the same story, so they all read a [`Diagnosis`] computed here and
//! nowhere else, and put it into words through [`crate::analysis::wording`] alone. The diagnosis
//! looks at a sample (the first MiB); [`Diagnosis::reconcile`] then brings in what the whole-file
//! scan found (an error past the sample, the UTF-16/32 counts of the whole file, warnings worth a
//! banner), and both `check` and the window's document call it, so they cannot disagree.
//!
//! Past the sample, [`look_beyond`] searches valid UTF-8 for mojibake chunk by chunk over the
//! whole file and diagnoses the MiB around ill-formed bytes first met there; `check` and `fix`
//! both call it, so they find the same things in a file of any size.
//!
//! The parts: [`legacy_guess`] ranks the single-byte encodings × languages, [`evidence`] tells a
//! pasted legacy fragment from corruption, [`wide`] recognises UTF-16/32 without a BOM, and
//! [`finding`] holds the types.

mod beyond;
mod cjk_guess;
pub mod cjk_pasted;
pub mod declared;
mod evidence;
pub mod finding;
mod legacy_guess;
mod wide;

pub use beyond::{SPREAD, WHOLE_LOOK, look_beyond};
pub use evidence::{ASCII_LEGACY_EVIDENCE, LEGACY_EVIDENCE};
pub use finding::{
    Alternative, BANNER_WARNINGS, Basis, BinaryReason, Encoding, Finding, Guess, LangId, LegacyId,
    Verdict, Weakness,
};
pub use legacy_guess::{CONFIDENT_MARGIN, guess_legacy, ranking};
use legacy_guess::{CjkLook, guess_legacy_after};
pub use wide::{UTF16_ASYMMETRY, byte_pair_asymmetry, wide_by_zeros, wide_form};

use super::legacy::Legacy;
use super::mojibake::Mojibake;
use super::scan::Stats;
use crate::codec::{Class, ErrorKind, WarningKind, WideForm, WideStats};
use evidence::{Evidence, Host, legacy_evidence};
use legacy_guess::{FEW_HIGH_BYTES, is_legacy_text};

/// Bytes from the start of a file that the diagnosis (encoding guess, mojibake) looks at: the
/// window and `check` both take their sample with this.
pub const SAMPLE: usize = 1 << 20;

/// What the window and the CLI know about where a file's bytes came from.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnosis {
    /// What the file is.
    pub finding: Finding,
    /// The encoding guess.
    pub guess: Guess,
    /// Mojibake found in valid UTF-8, with its repair (of the sample).
    pub mojibake: Option<Mojibake>,
    /// For legacy bytes: a few of them and what they are in the guessed encoding ("B1 = ą").
    pub legacy_examples: Vec<(u8, char)>,
    /// For legacy bytes: the start of the text decoded as the guessed encoding.
    pub legacy_preview: String,
    /// How many bytes the diagnosis looked at (the sample).
    pub looked_at: usize,
    /// The file's size.
    pub size: u64,
    /// Whether the finding covers the whole file: the sample was all of it, or
    /// [`Diagnosis::reconcile`] brought in the whole-file scan's counts.
    pub whole_file: bool,
    /// Whether [`look_beyond`] looked for mojibake in chunks spread over a large file (its start,
    /// quarters and end), not in all of it: `looked_at` bytes in all.
    pub spread: bool,
    /// Warnings worth a banner ([`BANNER_WARNINGS`]) in the whole file, with their counts (set by
    /// [`Diagnosis::reconcile`]; empty before).
    pub warnings: Vec<(WarningKind, u64)>,
    /// For ill-formed bytes: how much better (nats) the best legacy reading explains them than
    /// noise does; `None` for a legacy file with many of them, whose verdict does not need it.
    pub legacy_evidence: Option<f32>,
    /// The encodings the file declares (in its bytes, or by `.editorconfig` once a caller that
    /// knows the path adds it with [`Diagnosis::add_declaration`]), each compared with the bytes.
    pub declared: Vec<declared::Declaration>,
}

/// What the window's banner offers for a diagnosis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BannerAction {
    /// Open the Diagnosis tab (its repair and save buttons).
    Details,
    /// Read the characters as this encoding (View as): a single-byte one, or a CJK one read from
    /// any byte on.
    ViewAs(Encoding),
    /// Decode from this encoding and save a UTF-8 copy.
    SaveAsUtf8(Encoding),
    /// Go to the next error (F8).
    NextError,
    /// Go to the next warning of this kind.
    NextWarning(WarningKind),
}

impl Diagnosis {
    /// What the file is, in one word.
    pub fn verdict(&self) -> Verdict {
        self.finding.verdict()
    }

    /// UTF-16 or UTF-32.
    pub fn is_wide(&self) -> bool {
        matches!(self.finding, Finding::Wide { .. })
    }

    /// The legacy encoding the ill-formed bytes read as: the runs of mixed UTF-8, or a legacy
    /// file's guess.
    pub fn legacy_encoding(&self) -> Option<LegacyId> {
        match &self.finding {
            Finding::Mixed { encoding, .. } | Finding::Legacy { encoding, .. } => Some(*encoding),
            _ => None,
        }
    }

    /// Whether there is more to say than "valid UTF-8" (the window shows a banner then).
    pub fn says_more(&self) -> bool {
        self.finding_says_more() || self.declares_otherwise()
    }

    /// Whether the finding alone says more than "valid UTF-8" (its declarations aside).
    pub fn finding_says_more(&self) -> bool {
        !matches!(self.finding, Finding::Utf8 | Finding::Empty) || !self.warnings.is_empty()
    }

    /// Whether a declaration contradicts the bytes.
    pub fn declares_otherwise(&self) -> bool {
        self.declared.iter().any(declared::Declaration::disagrees)
    }

    /// Adds a declaration from outside the bytes (`.editorconfig`), compared with them
    /// (`sample`: the bytes this diagnosis was made from).
    pub fn add_declaration(&mut self, mut decl: declared::Declaration, sample: &[u8]) {
        if matches!(self.finding, Finding::Binary { .. }) {
            return;
        }
        declared::compare(&mut decl, self, &declared::Facts::of(sample));
        self.declared.push(decl);
    }

    /// What the banner offers, when the diagnosis says more than "valid UTF-8" (its sentence is
    /// [`crate::analysis::wording::banner`]).
    pub fn banner_actions(&self) -> Option<Vec<BannerAction>> {
        if !self.says_more() {
            return None;
        }
        Some(match &self.finding {
            Finding::Empty | Finding::Utf8 => self
                .warnings
                .first()
                .map(|&(k, _)| BannerAction::NextWarning(k))
                .into_iter()
                .collect(),
            Finding::Mojibake { .. } | Finding::Binary { .. } => vec![BannerAction::Details],
            Finding::Legacy { encoding, .. } => vec![
                BannerAction::ViewAs(Encoding::Legacy(*encoding)),
                BannerAction::SaveAsUtf8(Encoding::Legacy(*encoding)),
                BannerAction::Details,
            ],
            Finding::Cjk { encoding, .. } => crate::analysis::cjk::BYTEWISE
                .contains(encoding)
                .then_some(BannerAction::ViewAs(Encoding::Cjk(*encoding)))
                .into_iter()
                .chain([
                    BannerAction::SaveAsUtf8(Encoding::Cjk(*encoding)),
                    BannerAction::Details,
                ])
                .collect(),
            Finding::CjkUnreadable { .. } => vec![BannerAction::Details],
            Finding::Wide { stats } => vec![
                BannerAction::SaveAsUtf8(Encoding::Wide(stats.encoding)),
                BannerAction::Details,
            ],
            Finding::Damaged { .. }
            | Finding::StrayBytes { .. }
            | Finding::Mixed { .. }
            | Finding::MixedCjk { .. } => {
                vec![BannerAction::NextError, BannerAction::Details]
            }
        })
    }

    /// Brings in what the whole-file scan found: its UTF-8 `stats`, and for a UTF-16/32 file its
    /// `wide` counts. A sample that was clean while the file has errors further on becomes
    /// damaged UTF-8; a UTF-16/32 finding takes the whole file's counts; valid UTF-8 notes the
    /// warnings worth a banner. `check` calls this for every file, the document when its scan ends.
    pub fn reconcile(&mut self, stats: &Stats, wide: Option<&WideStats>) {
        match &mut self.finding {
            Finding::Wide { stats: sample } => {
                if let Some(w) = wide.filter(|w| w.encoding == sample.encoding) {
                    *sample = w.clone();
                    self.whole_file = true;
                }
                return;
            }
            Finding::Utf8 | Finding::Mojibake { .. } if !stats.is_valid() => {
                self.finding = Finding::Damaged {
                    count: stats.errors,
                    first: stats.first_error.as_ref().map_or(0, |e| e.offset),
                    beyond_sample: true,
                };
                // The guess's basis too ("valid UTF-8 throughout" was left under a verdict of
                // damaged UTF-8), as for damage within the sample; the text's language stays.
                let language = self.guess.language;
                let basis = if stats.cut_at_end_only() {
                    Basis::CutShort
                } else {
                    Basis::Damaged
                };
                self.guess = Guess::plain(Encoding::Utf8, basis, false);
                self.guess.language = language;
                // Mojibake stays where the damage is only the last character cut short, as in
                // a file the sample holds whole.
                if !stats.cut_at_end_only() {
                    self.mojibake = None;
                }
                self.whole_file = true;
            }
            _ => {}
        }
        // A first megabyte of ASCII in a file with UTF-8 characters further on: the file is UTF-8
        // (JSON and the Diagnosis tab said "ASCII, a firm guess").
        let multi: u64 = stats.chars_by_len[1..].iter().sum();
        if self.guess.encoding == Encoding::Ascii
            && multi > 0
            && stats.is_valid()
            && matches!(self.finding, Finding::Utf8 | Finding::Mojibake { .. })
        {
            self.guess = utf8_guess(usize::try_from(multi).unwrap_or(usize::MAX));
        }
        if self.finding == Finding::Utf8 {
            self.warnings = BANNER_WARNINGS
                .iter()
                .map(|&k| (k, stats.warnings[k.index()]))
                .filter(|&(_, n)| n > 0)
                .collect();
        }
    }
}

/// Diagnoses the first bytes of a file (`sample`) of `size` bytes.
pub fn diagnose(sample: &[u8], size: u64) -> Diagnosis {
    diagnose_with_form(sample, size, wide_form(sample))
}

/// The diagnosis of a whole file held in memory, made as `check` makes it while reading one: the
/// first [`SAMPLE`] bytes diagnosed, reconciled with the whole-file scan, then [`look_beyond`]. What
/// `fix` and the window's saves act on, so that they act on what `check` reports.
pub fn diagnose_all(bytes: &[u8]) -> Diagnosis {
    let size = bytes.len() as u64;
    let mut d = diagnose(&bytes[..bytes.len().min(SAMPLE)], size);
    let stats = super::scan::scan_bytes(bytes, super::scan::ScanOptions::default()).stats;
    let wide = match &d.finding {
        Finding::Wide { stats } => Some(crate::codec::scan_wide(bytes, stats.encoding)),
        _ => None,
    };
    d.reconcile(&stats, wide.as_ref());
    let mut read = |at: u64, len: usize| -> std::io::Result<Vec<u8>> {
        let from = usize::try_from(at).unwrap_or(usize::MAX).min(bytes.len());
        Ok(bytes[from..from.saturating_add(len).min(bytes.len())].to_vec())
    };
    // Reading memory does not fail.
    let _ = look_beyond(&mut d, &stats, &mut read);
    d
}

/// [`diagnose`], with [`wide_form`] of `sample` already worked out (check reads it first to
/// count UTF-16/32 units in the same pass, and does not work it out twice).
pub fn diagnose_with_form(sample: &[u8], size: u64, wide: Option<(WideForm, bool)>) -> Diagnosis {
    diagnose_searching(sample, size, wide, true)
}

/// [`diagnose_with_form`] without the search for mojibake in valid UTF-8 (most of the cost of a
/// valid file): all that says whether a file passes a check (valid, binary, a declaration its
/// bytes contradict), which mojibake never changes. What `check --quiet` needs of a file it will
/// not show.
pub fn diagnose_for_validity(
    sample: &[u8],
    size: u64,
    wide: Option<(WideForm, bool)>,
) -> Diagnosis {
    diagnose_searching(sample, size, wide, false)
}

fn diagnose_searching(
    sample: &[u8],
    size: u64,
    wide: Option<(WideForm, bool)>,
    search_mojibake: bool,
) -> Diagnosis {
    let mut d = diagnose_bytes(sample, size, wide, search_mojibake);
    if !matches!(d.finding, Finding::Binary { .. } | Finding::Empty) {
        let mut found = declared::find(sample, d.whole_file, d.guess.encoding.wide());
        if !found.is_empty() {
            let facts = declared::Facts::of(sample);
            for decl in &mut found {
                declared::compare(decl, &d, &facts);
            }
            d.declared = found;
            follow_declaration(&mut d, sample);
            follow_cjk_declaration(&mut d, sample);
        }
    }
    d
}

/// A legacy file whose own declaration names a close relative of a weak guess (one that reads
/// every byte and the text within a nat per byte of it: the declaration agrees) is taken at its
/// word: among windows-1257, ISO-8859-13 and ISO-8859-4 for a Lithuanian page the bytes alone
/// may not tell, and the page says. A declaration the bytes contradict is never followed, and a
/// firm guess is never overruled.
fn follow_declaration(d: &mut Diagnosis, sample: &[u8]) {
    use declared::{Declared, Source};
    let Finding::Legacy {
        encoding,
        same_text,
        ..
    } = &d.finding
    else {
        return;
    };
    if d.guess.confident {
        return;
    }
    let Some((l, source)) = d
        .declared
        .iter()
        .filter(|x| x.source != Source::EditorConfig && x.agrees == Some(true))
        .find_map(|x| match x.encoding {
            Some(Declared::Legacy(l)) => Some((l, x.source)),
            _ => None,
        })
    else {
        return;
    };
    if *encoding == l || same_text.contains(&l) {
        return;
    }
    let Some(pos) = d
        .guess
        .alternatives
        .iter()
        .position(|a| a.encodings.contains(&l))
    else {
        return;
    };
    let instead = *encoding;
    let alt = d.guess.alternatives.remove(pos);
    let old: Vec<LegacyId> = std::iter::once(instead)
        .chain(same_text.iter().copied())
        .collect();
    let same: Vec<LegacyId> = alt.encodings.iter().copied().filter(|&e| e != l).collect();
    for a in &mut d.guess.alternatives {
        a.score -= alt.score;
    }
    d.guess.alternatives.insert(
        0,
        Alternative {
            encodings: old,
            score: -alt.score,
        },
    );
    d.guess.encoding = Encoding::Legacy(l);
    d.guess.same_text.clone_from(&same);
    d.guess.basis = Basis::Declared { source, instead };
    if let Finding::Legacy {
        encoding,
        same_text,
        ..
    } = &mut d.finding
    {
        *encoding = l;
        *same_text = same;
    }
    d.legacy_examples.clear();
    let high: Vec<usize> = (0..sample.len()).filter(|&i| sample[i] >= 0x80).collect();
    legacy_examples(d, sample, &high, l.get());
}

/// A weak single-byte guess gives way to a declared CJK encoding that reads every byte without a
/// malformed sequence (the declaration was left `Unclear`) when the non-ASCII bytes sit beside
/// one another as CJK text's do ([`cjk::MIN_PAIRED`]): CJK text the detector could not name by
/// its characters (a page of half-width katakana and Windows' own kanji, declared `x-sjis`, was
/// "Ukrainian in KOI8-R"). English with curly apostrophes, each alone among ASCII letters, also
/// reads cleanly in GBK (`It’s` is `It抯`): it keeps its reading. Still weak: the declaration is
/// the evidence, and pages lie. A firm guess, or one that already follows a legacy declaration,
/// stays; the other declarations are compared again with the new answer.
fn follow_cjk_declaration(d: &mut Diagnosis, sample: &[u8]) {
    use crate::analysis::cjk;
    use declared::{Declared, Source, Unchecked};
    let Finding::Legacy {
        encoding: instead, ..
    } = d.finding
    else {
        return;
    };
    if d.guess.confident || matches!(d.guess.basis, Basis::Declared { .. }) {
        return;
    }
    let Some((k, c)) = d
        .declared
        .iter()
        .enumerate()
        .find_map(|(k, x)| match x.encoding {
            Some(Declared::Cjk(c))
                if x.source != Source::EditorConfig && x.unchecked == Some(Unchecked::Unclear) =>
            {
                Some((k, c))
            }
            _ => None,
        })
    else {
        return;
    };
    let head = &sample[..sample.len().min(cjk::DETECT_BYTES)];
    if cjk::paired_share(head) < cjk::MIN_PAIRED {
        return;
    }
    // The reading with the declared encoding's decoder (GBK and GB18030 share one: the ranking
    // names GB18030 only where four-byte forms show).
    let decoder = c.decoder();
    let Some(mut best) = cjk::rank(sample, d.whole_file)
        .into_iter()
        .find(|r| decoder.is_some() && r.encoding.decoder() == decoder && r.malformed == 0)
    else {
        return;
    };
    best.encoding = c;
    let source = d.declared[k].source;
    let detection = cjk::Detection {
        best,
        runner_up: None,
        confident: false,
    };
    cjk_guess::set(d, sample, &detection);
    d.guess.basis = Basis::Declared { source, instead };
    d.legacy_examples.clear();
    // Every declaration compared again with the new answer (an unclear one may now agree or not).
    let facts = declared::Facts::of(sample);
    let mut decls = std::mem::take(&mut d.declared);
    for decl in &mut decls {
        if decl.unchecked == Some(Unchecked::Unclear) {
            decl.unchecked = None;
        }
        decl.agrees = None;
        declared::compare(decl, d, &facts);
    }
    d.declared = decls;
}

/// The diagnosis of the bytes alone, before their declarations are compared with it.
fn diagnose_bytes(
    sample: &[u8],
    size: u64,
    wide: Option<(WideForm, bool)>,
    search_mojibake: bool,
) -> Diagnosis {
    let mut d = Diagnosis {
        finding: Finding::Utf8,
        guess: Guess::plain(Encoding::Utf8, Basis::Utf8, true),
        mojibake: None,
        legacy_examples: Vec::new(),
        legacy_preview: String::new(),
        looked_at: sample.len(),
        size,
        whole_file: sample.len() as u64 >= size,
        spread: false,
        warnings: Vec::new(),
        legacy_evidence: None,
        declared: Vec::new(),
    };
    if sample.is_empty() {
        d.finding = Finding::Empty;
        d.guess = Guess::plain(Encoding::Ascii, Basis::Empty, true);
        return d;
    }
    if let Some((form, with_bom)) = wide {
        d.finding = Finding::Wide {
            stats: crate::codec::scan_wide(sample, form),
        };
        let basis = if with_bom {
            Basis::WideBom(form)
        } else if form.is_utf16() {
            Basis::Utf16Pairs(form)
        } else {
            Basis::WideZeros(form)
        };
        d.guess = Guess::plain(Encoding::Wide(form), basis, with_bom);
        return d;
    }
    if let Some(reason) = binary_reason(sample) {
        d.finding = Finding::Binary { reason };
        d.guess = Guess::plain(Encoding::Binary, Basis::Binary(reason), true);
        return d;
    }
    let shape = utf8_shape(sample, size);
    if shape.bad.is_empty() {
        diagnose_valid(&mut d, sample, &shape, search_mojibake);
    } else {
        diagnose_ill_formed(&mut d, sample, &shape);
        // Mojibake cut short by the file's end (a download or a log cut mid-write): the text
        // before the cut is searched as valid UTF-8 is (it was "damaged UTF-8" alone, and `fix`
        // refused it: CLI pass 2026-12-05 #7).
        let cut = d.whole_file && matches!(d.finding, Finding::Damaged { .. });
        if let Some(end) = crate::analysis::kernel::cut_short(sample).filter(|_| cut) {
            // A truncation, said so ("ill-formed bytes that read as no text: corruption" was
            // the window's for it).
            d.guess.basis = Basis::CutShort;
            if search_mojibake && let Ok(text) = simdutf8::basic::from_utf8(&sample[..end]) {
                d.mojibake = super::mojibake::diagnose(text);
            }
        }
    }
    d
}

/// The guess for valid UTF-8 without a BOM holding `multi` multi-byte characters: firm once
/// there are [`FEW_HIGH_BYTES`] of them.
fn utf8_guess(multi: usize) -> Guess {
    if multi < FEW_HIGH_BYTES {
        Guess::plain(Encoding::Utf8, Basis::Utf8Few, false)
    } else {
        Guess::plain(Encoding::Utf8, Basis::Utf8, true)
    }
}

/// The diagnosis of a sample without ill-formed bytes: the guess, and any mojibake.
fn diagnose_valid(d: &mut Diagnosis, sample: &[u8], shape: &Utf8Shape, search_mojibake: bool) {
    if shape.multi == 0 && cjk_guess::found_iso2022(d, sample) {
        return;
    }
    d.guess = if sample.starts_with(b"\xEF\xBB\xBF") {
        Guess::plain(Encoding::Utf8Bom, Basis::Utf8Bom, true)
    } else if shape.multi == 0 {
        Guess::plain(Encoding::Ascii, Basis::Ascii, true)
    } else {
        utf8_guess(shape.multi)
    };
    let end = sample.len()
        - if shape.cut_at_end {
            sample.len()
                - crate::analysis::kernel::utf8_chunks(sample)
                    .map(|(v, _)| v.len())
                    .sum::<usize>()
        } else {
            0
        };
    // (simdutf8's check: std's was a twentieth of `check -r` on a folder of valid UTF-8.)
    if search_mojibake && let Ok(text) = simdutf8::basic::from_utf8(&sample[..end]) {
        d.mojibake = super::mojibake::diagnose(text);
    }
    if let Some(m) = &d.mojibake {
        d.finding = Finding::Mojibake {
            chain: m.chain.clone(),
        };
    }
}

/// The diagnosis of a sample with ill-formed bytes: legacy throughout, UTF-8 with legacy runs,
/// or damaged UTF-8.
fn diagnose_ill_formed(d: &mut Diagnosis, sample: &[u8], shape: &Utf8Shape) {
    // A file cut inside its last character: its only ill-formed bytes are a lead byte and one or
    // two of its continuation bytes at the very end (`abc` and E2 82, two thirds of `€`). Legacy
    // text ends in such a pair by accident only where it has other bytes above ASCII, ill-formed
    // too; a lone lead byte at the end (`caf` E9) may be a legacy letter and is weighed as usual.
    if d.whole_file && cut_in_last_character(sample, &shape.bad) {
        d.finding = Finding::Damaged {
            count: shape.bad.len() as u64,
            first: shape.bad[0] as u64,
            beyond_sample: false,
        };
        d.guess = Guess::plain(Encoding::Utf8, Basis::CutShort, false);
        return;
    }
    // Legacy text forms a valid UTF-8 sequence now and then by accident (Thai in TIS-620, Russian
    // in IBM866 often do); a file is legacy throughout when most of its non-ASCII bytes are
    // ill-formed, UTF-8 with runs of something else when most are well-formed.
    // (EUC-JP kana pair up as UTF-8 now and then: a third of the non-ASCII bytes ill-formed is
    // enough to ask.)
    // The CJK readings, when asked for, are also what the legacy guess looks at for the shape
    // of a CJK encoding (read once).
    let mut cjk_look = CjkLook::NotRead;
    // Errors only UTF-8 makes, every one of them (`GET /..` C0 AF `etc` C0 AF `passwd`, the
    // classroom's overlong path): UTF-8 forged or tested, not Korean (C0 AF is 율 in EUC-KR).
    // Characters cut short count too where no legacy text spells them: with two continuation
    // bytes (emoji cut to `F0 9F 98`, which read as Johab). A cut with one is a legacy letter
    // and its punctuation as often (`é’` in windows-1252 is E9 92; Ukrainian in windows-1251
    // ends words in `мі`, `ті`: ED B3, F2 B3), even repeated (`José’s … René’s`).
    let forged = shape.errors >= 2
        && shape.utf8_shaped + shape.cut == shape.errors
        && (shape.utf8_shaped > 0 || shape.cut_long > 0);
    if shape.bad.len() * 2 >= shape.multi_bytes && !forged {
        let readings = crate::analysis::cjk::rank_paired(sample, d.whole_file);
        if cjk_guess::found_alphabet(d, sample)
            || cjk_guess::found(d, sample, readings.as_deref())
            || cjk_guess::found_half_width(d, sample)
            || cjk_guess::found_johab(d, sample)
        {
            return;
        }
        cjk_look = readings.map_or(CjkLook::Unpaired, CjkLook::Read);
    }
    // The well-formed characters right next to an ill-formed byte count with the ill-formed
    // bytes (two bytes each, the usual length): Cyrillic in IBM855, whose letters are A0–FF,
    // spells Hebrew, Latin and CJK characters by accident inside its words, as many bytes of
    // them as of ill-formed ones in a short line; a damaged UTF-8 file has few such characters
    // beside its many others.
    let accidental = (2 * shape.touching).min(shape.multi_bytes);
    let mostly_bad = shape.bad.len() + accidental > shape.multi_bytes - accidental;
    // A UTF-8 test file (Kuhn's) holds many well-formed multi-byte characters beside more
    // deliberately ill-formed bytes, apart from them; so does UTF-8 with a long legacy paste.
    // The sequences legacy text forms by accident are inside its words, next to ill-formed bytes
    // (Thai in TIS-620 forms hundreds).
    let many_valid = shape.multi >= FEW_HIGH_BYTES && shape.touching * 4 < shape.multi;
    // ... or is made of errors only UTF-8 makes (overlong forms, surrogates, and characters cut
    // after two continuation bytes, which no legacy text spells), whatever its text: English
    // with 22 test sequences, 8 of them such, was "Afrikaans text in IBM737".
    let only_utf8 = shape.utf8_shaped + shape.cut_long;
    let test_file = forged || (only_utf8 >= 4 && only_utf8 * 4 >= shape.errors);
    let bad = shape.bad.len() as u64;
    let host = Host::new(sample);
    // The evidence that the ill-formed bytes read as text decides every case but a legacy file
    // with many of them and no more than a few well-formed characters (the usual one): it is
    // not worked out there.
    let evidence = if mostly_bad && shape.bad.len() >= FEW_HIGH_BYTES && !many_valid && !test_file {
        Evidence {
            best: None,
            ratio: f32::INFINITY,
            runs: Vec::new(),
            in_first_language: None,
        }
    } else {
        let e = legacy_evidence(&host, &shape.bad);
        d.legacy_evidence = Some(e.ratio);
        e
    };
    let (ratio, runs) = (evidence.ratio, &evidence.runs);
    let best = evidence
        .best
        .and_then(|(e, l)| LegacyId::new(e).zip(LangId::new(l)));
    // Legacy text whose letters pair up into well-formed UTF-8 by accident now and then (French
    // in macintosh: `’é` is D5 8E, Armenian Վ; Czech in x-mac-centraleurroman spells Thaana) is
    // legacy throughout, not UTF-8 with legacy runs: `fix` kept those characters and wrote
    // `lՎgalité`.
    // (Only where the ill-formed bytes are most of the evidence: a Hebrew UTF-8 text with a few
    // damaged bytes is not Cyrillic in IBM855 because its letters are no English.)
    let legacy = (mostly_bad && !many_valid && !test_file)
        || (shape.multi * 2 <= shape.bad.len()
            && best.is_some_and(|(e, l)| accidental_utf8(sample, e, l)));
    if legacy {
        d.guess = guess_legacy_after(sample, &cjk_look);
        d.finding = match d.guess.encoding {
            Encoding::Legacy(encoding)
                if ratio >= ASCII_LEGACY_EVIDENCE
                    || shape.bad.len() >= FEW_HIGH_BYTES
                    || (shape.utf8_shaped == 0
                        && !control_beside(sample, &shape.bad)
                        && read_as_letters(sample, encoding)) =>
            {
                Finding::Legacy {
                    encoding,
                    same_text: d.guess.same_text.clone(),
                    language: d.guess.language,
                    confident: d.guess.confident,
                }
            }
            _ => Finding::StrayBytes { count: bad },
        };
        // Errors only UTF-8 makes (an overlong NUL, a surrogate, a 5-byte form) are damaged
        // UTF-8 however few, not stray bytes with a nearest legacy reading: the classroom's
        // examples of each said "ASCII with 2 stray bytes", overlong-path.bin "UTF-8 with 6
        // damaged bytes".
        if matches!(d.finding, Finding::StrayBytes { .. })
            && shape.utf8_shaped > 0
            && shape.utf8_shaped == shape.errors
        {
            d.finding = Finding::Damaged {
                count: bad,
                first: shape.bad[0] as u64,
                beyond_sample: false,
            };
            d.guess = Guess::plain(Encoding::Utf8, Basis::Damaged, false);
        }
    } else if !forged
        && let Some((encoding, language)) = best
            .filter(|_| ratio >= LEGACY_EVIDENCE)
            .or_else(|| short_runs(&host, shape, &evidence))
    {
        // Weighed as evidence, or (too short to weigh) read letter by letter.
        d.finding = Finding::Mixed {
            encoding,
            language,
            runs: runs.len(),
            first: runs.first().map_or(0, |r| r.0 as u64),
        };
        d.guess = Guess::plain(Encoding::Utf8, Basis::Mixed(encoding), false);
        d.guess.language = Some(language);
    } else if !forged && let Some(p) = cjk_pasted::pasted(sample, &shape.bad, d.whole_file) {
        let language = LangId::cjk(p.encoding.language());
        d.finding = Finding::MixedCjk {
            encoding: p.encoding,
            language,
            runs: p.runs(sample),
            first: p.spans.first().map_or(0, |s| s.0 as u64),
        };
        d.guess = Guess::plain(Encoding::Utf8, Basis::MixedCjk(p.encoding), false);
        d.guess.language = Some(language);
    } else {
        d.finding = Finding::Damaged {
            count: bad,
            first: shape.bad[0] as u64,
            beyond_sample: false,
        };
        d.guess = Guess::plain(Encoding::Utf8, Basis::Damaged, false);
    }
    if let Some(l) = d.legacy_encoding() {
        legacy_examples(d, sample, &shape.bad, l.get());
    }
}

/// Whether every well-formed multi-byte character of `sample` (at least one) is legacy text's
/// accident in `encoding`: a character outside the script of `language` whose bytes read in
/// `encoding` as its letters or punctuation. Real UTF-8 beside legacy runs holds the language's
/// own letters (`é` as C3 A9, which reads as `Ã©`).
fn accidental_utf8(sample: &[u8], encoding: LegacyId, language: LangId) -> bool {
    use unicode_script::{Script, UnicodeScript};
    let Some(script) = language
        .model()
        .filter(|m| m.writes_non_ascii())
        .map(crate::analysis::lang::Model::script)
    else {
        return false;
    };
    let l = encoding.get();
    let mut seen = false;
    let mut bad_before = false;
    for (valid, inv) in crate::analysis::kernel::utf8_chunks(sample) {
        for (i, c) in valid.char_indices().filter(|(_, c)| !c.is_ascii()) {
            let mut buf = [0u8; 4];
            let foreign =
                !matches!(c.script(), Script::Common | Script::Inherited) && c.script() != script;
            let reads_as_text = c
                .encode_utf8(&mut buf)
                .bytes()
                .all(|b| l.decode_byte(b).is_some_and(is_legacy_text));
            // Inside a word of the legacy text: beside an ASCII letter or an ill-formed byte
            // (`lՎgalité`). A character standing apart (`die Kreiszahl π und`) is UTF-8's own,
            // whatever it reads as.
            let end = i + c.len_utf8();
            let letter = |b: Option<&u8>| b.is_some_and(u8::is_ascii_alphabetic);
            let in_word = letter(valid.as_bytes().get(end))
                || (i > 0 && letter(valid.as_bytes().get(i - 1)))
                || (i == 0 && bad_before)
                || (end == valid.len() && !inv.is_empty());
            if !(foreign && reads_as_text && in_word) {
                return false;
            }
            seen = true;
        }
        bad_before = !inv.is_empty();
    }
    seen
}

/// Whether the ill-formed bytes `bad` of `sample` are exactly a UTF-8 sequence cut by the end
/// after its lead byte and at least one continuation byte (a valid prefix std calls an
/// unexpected end).
fn cut_in_last_character(sample: &[u8], bad: &[usize]) -> bool {
    bad.len() >= 2 && crate::analysis::kernel::cut_short(sample).is_some()
}

/// The legacy encoding and language of short runs in UTF-8 too few to weigh as evidence
/// ([`evidence::short_runs_read_as_text`]); never for a sequence cut by the file's end, which is
/// a truncation.
fn short_runs(host: &Host, shape: &Utf8Shape, evidence: &Evidence) -> Option<(LegacyId, LangId)> {
    let sample = host.sample();
    let cut_at_file_end = shape
        .bad
        .last()
        .is_some_and(|&i| sample[i] >= 0xC2 && sample[i + 1..].iter().all(|&b| b >= 0x80));
    if shape.multi == 0 || cut_at_file_end {
        return None;
    }
    evidence::short_runs_read_as_text(host, &shape.bad, evidence)
        .and_then(|(e, l)| LegacyId::new(e).zip(LangId::new(l)))
}

/// Whether every non-ASCII byte reads as a letter, or as the punctuation and signs legacy text
/// has (quotes, dashes, the euro sign; `™ ® © ° ± • £ §`, which an English spreadsheet export
/// holds beside its quotes, where text puts them: after an ASCII byte, not between two letters,
/// where a random byte that replaced a letter is, `to™uch`; after a byte above ASCII they are a
/// UTF-8 character's continuation, `Â°`), in `encoding`: a file mostly of ill-formed bytes whose
/// few high bytes all do is a short legacy file ("Tõnu" in windows-1257, `"Limited
/// edition™";"Now only €19.99"`), not damaged ASCII. The bytes of its well-formed sequences must
/// read so too: legacy text forms one now and then by accident (Estonian `Žürii` in IBM775
/// begins `CF 81`, Greek `ρ` in UTF-8), and a UTF-8 character's continuation bytes (80–BF) are
/// symbols in most code pages.
fn read_as_letters(sample: &[u8], encoding: LegacyId) -> bool {
    let l = encoding.get();
    let letter = |i: Option<usize>| {
        i.and_then(|i| sample.get(i))
            .is_some_and(u8::is_ascii_alphabetic)
    };
    sample
        .iter()
        .enumerate()
        .filter(|(_, b)| **b >= 0x80)
        .all(|(i, &b)| {
            l.decode_byte(b).is_some_and(|c| {
                is_legacy_text(c)
                    || ("™®©°±•£§".contains(c)
                        && i.checked_sub(1).is_none_or(|j| sample[j] < 0x80)
                        && !(letter(i.checked_sub(1)) && letter(Some(i + 1))))
            })
        })
}

/// Whether `b` is a control code text does not have: NUL, 01–07, 0E–1A, 1C–1F, DEL (not tab,
/// line breaks, form feed, backspace, which nroff overstrikes with, nor ESC, which starts a
/// terminal's colours; a final Ctrl+Z, which ends DOS text, is left out by the callers).
fn not_text_control(b: u8) -> bool {
    matches!(b, 0x00..=0x07 | 0x0E..=0x1A | 0x1C..=0x1F | 0x7F)
}

/// Whether a control code text does not have ([`not_text_control`]) sits beside one of the
/// ill-formed bytes `bad` (within two bytes): a high byte beside a NUL is no evidence of a legacy
/// text (the classroom's `41 C2 00 42` was "Thai text in windows-874"), only a stray byte; a DOS
/// file's final Ctrl+Z does not count.
fn control_beside(sample: &[u8], bad: &[usize]) -> bool {
    let body = sample.strip_suffix(b"\x1A").unwrap_or(sample);
    bad.iter().any(|&i| {
        body[i.saturating_sub(2)..(i + 3).min(body.len())]
            .iter()
            .any(|&b| not_text_control(b))
    })
}

/// A few of the ill-formed bytes and the letters they are in `l`; for a legacy file, the start
/// of the text read that way.
fn legacy_examples(d: &mut Diagnosis, sample: &[u8], bad: &[usize], l: &Legacy) {
    for &i in bad {
        let b = sample[i];
        if d.legacy_examples.len() >= 6 {
            break;
        }
        if let Some(c) = l.decode_byte(b)
            && !d.legacy_examples.iter().any(|(x, _)| *x == b)
        {
            d.legacy_examples.push((b, c));
        }
    }
    if d.verdict() == Verdict::Legacy {
        d.legacy_preview = l.decode(&sample[..sample.len().min(400)]);
    }
}

/// Repairs UTF-8 with legacy runs: ill-formed bytes read as `encoding`, everything else kept;
/// but for the well-formed characters that are a run's own letters by accident: those glued to
/// a run ([`glued_to_run`]), a stretch between two runs with no ASCII byte between, and a whole
/// word of a pasted line that UTF-8 reads as letters of mixed scripts ([`words_of_pasted_lines`]).
pub fn repair_mixed(bytes: &[u8], encoding: &Legacy) -> String {
    let legacy = legacy_bytes(bytes, encoding);
    let mut out = String::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let as_legacy = legacy[i];
        let j = legacy[i..]
            .iter()
            .position(|&f| f != as_legacy)
            .map_or(bytes.len(), |k| i + k);
        if as_legacy {
            out.push_str(&encoding.decode(&bytes[i..j]));
        } else {
            // (Whole characters: every bound is one of a chunk or of a character.)
            out.push_str(&String::from_utf8_lossy(&bytes[i..j]));
        }
        i = j;
    }
    out
}

/// Which bytes of `bytes` [`repair_mixed`] reads as `encoding`.
fn legacy_bytes(bytes: &[u8], encoding: &Legacy) -> Vec<bool> {
    let mut legacy = vec![false; bytes.len()];
    let mut at = 0;
    // The ill-formed run before the current well-formed stretch.
    let mut before: &[u8] = &[];
    for (valid, invalid) in crate::analysis::kernel::utf8_chunks(bytes) {
        // The valid stretch's characters glued to the run before it, then to the run after it;
        // all of it where it is no ASCII between two runs whose bytes read as the run's text
        // (IBM866 `тве` is E2 A2 A5, the Braille `⢥`; `явил` holds EF A8 A8, a private-use
        // character: `fix` kept both inside the Russian words: CLI pass 2026-12-05).
        let between = !before.is_empty()
            && !invalid.is_empty()
            && !valid.is_empty()
            && !valid.bytes().any(|b| b.is_ascii())
            && run_script(before, encoding)
                .is_some_and(|script| reads_in_run(valid.as_bytes(), encoding, script));
        let (start, end) = if between {
            (valid.len(), valid.len())
        } else {
            let start = glued_to_run(valid.chars(), before, encoding);
            let rest = &valid[start..];
            (
                start,
                start + rest.len() - glued_to_run(rest.chars().rev(), invalid, encoding),
            )
        };
        legacy[at..at + start].fill(true);
        legacy[at + end..at + valid.len() + invalid.len()].fill(true);
        at += valid.len() + invalid.len();
        before = invalid;
    }
    words_of_pasted_lines(bytes, encoding, &mut legacy);
    legacy
}

/// Marks in `legacy` the words of a pasted line that are well-formed UTF-8 only by accident: in
/// a line with legacy runs, a word of bytes outside ASCII (no ASCII letter or digit in it or
/// glued to it) that UTF-8 reads as letters of mixed scripts ([`letters_of_mixed_scripts`])
/// while `encoding` reads it as letters of the runs' script that some language writes (IBM866
/// `сильно` is E1 A8 AB EC AD AE, the Buginese `ᨫ` and the Hangul `쭮`). A UTF-8 word of the
/// runs' script stays (`Привет` beside a pasted windows-1251 word), and so do a Latin word
/// (`ñ`, C3 B1, is `УБ` in ISO-8859-5; windows-1251 `Её`, C5 B8, stays `Ÿ`), a word of one other
/// script, symbols and numbers.
fn words_of_pasted_lines(bytes: &[u8], encoding: &Legacy, legacy: &mut [bool]) {
    use unicode_script::UnicodeScript;
    let mut line_start = 0;
    for line in bytes.split_inclusive(|&b| b == b'\n') {
        let span = line_start..line_start + line.len();
        line_start += line.len();
        // The line's first run (ill-formed bytes) says the script.
        let Some(script) = crate::analysis::kernel::utf8_chunks(line)
            .find(|(_, invalid)| !invalid.is_empty())
            .and_then(|(_, invalid)| run_script(invalid, encoding))
        else {
            continue;
        };
        let marks = &mut legacy[span];
        let mut i = 0;
        while i < line.len() {
            if line[i].is_ascii() {
                i += 1;
                continue;
            }
            let j = line[i..]
                .iter()
                .position(u8::is_ascii)
                .map_or(line.len(), |k| i + k);
            let word = &line[i..j];
            // A whole word: no ASCII letter or digit glued to it (`ú` of `Ñandú` is Latin's).
            let glued = |b: Option<&u8>| b.is_some_and(u8::is_ascii_alphanumeric);
            if !glued(i.checked_sub(1).and_then(|k| line.get(k)))
                && !glued(line.get(j))
                && marks[i..j].iter().all(|&m| !m)
                && let Ok(utf8) = std::str::from_utf8(word)
                && letters_of_mixed_scripts(utf8, script)
                && word.iter().all(|&b| {
                    encoding.decode_byte(b).is_some_and(|c| {
                        c.is_alphabetic()
                            && c.script() == script
                            && crate::analysis::lang::some_language_writes(c)
                    })
                })
            {
                marks[i..j].fill(true);
            }
            i = j;
        }
    }
}

/// Whether `word` is letters alone (no symbol, number, punctuation or private-use character:
/// `→`, `½`, `°` are text however a legacy page reads their bytes), none of them Latin or of
/// `script`, in two writing systems or more (Chinese, Japanese and Korean counting as one): no
/// word of a language (`ᨫ쭮`, Buginese and Hangul). A word of one script stays, `日本` or
/// `ქართული` beside a pasted Cyrillic word as much as `Привет` (the review of 2026-12-05 found
/// symbols and such words taken into the line's encoding).
fn letters_of_mixed_scripts(word: &str, script: unicode_script::Script) -> bool {
    let mut first: Option<unicode_script::Script> = None;
    let mut mixed = false;
    for c in word.chars() {
        // (No letter of a script, or a Latin one: `None`.)
        let Some(s) = crate::analysis::mojibake::cjk::writing_system(c).filter(|&s| s != script)
        else {
            return false;
        };
        match first {
            None => first = Some(s),
            Some(f) => mixed |= f != s,
        }
    }
    mixed
}

/// The script of a legacy run read as `encoding`: that of its first letter of a script.
fn run_script(run: &[u8], encoding: &Legacy) -> Option<unicode_script::Script> {
    use unicode_script::{Script, UnicodeScript};
    run.iter()
        .filter_map(|&b| encoding.decode_byte(b))
        .filter(|c| c.is_alphabetic())
        .map(|c| c.script())
        .find(|s| !matches!(s, Script::Common | Script::Inherited | Script::Unknown))
}

/// Whether `bytes` read as `encoding` are text of a run in `script`: no control, and no letter of
/// another script.
fn reads_in_run(bytes: &[u8], encoding: &Legacy, script: unicode_script::Script) -> bool {
    use unicode_script::{Script, UnicodeScript};
    bytes.iter().all(|&b| {
        encoding.decode_byte(b).is_some_and(|r| {
            !(r.is_control()
                || (r.is_alphabetic()
                    && !matches!(r.script(), Script::Common | Script::Inherited)
                    && r.script() != script))
        })
    })
}

/// How many bytes of well-formed characters, taken from a legacy run outward (`chars`, nearest
/// first), are the run's own text: legacy letters pair into well-formed UTF-8 now and then, and
/// next to their run they are that run. A pasted windows-1256 `الكتاب؟` ends in `ب؟`, C8 BF,
/// which UTF-8 reads as `ȿ`; `ЦІ` in windows-1251 is D6 B2, a Hebrew point; `fix` kept them. A
/// character counts where it is a letter, a mark, a number, a modifier symbol or punctuation of
/// another script than the run's, its bytes read in `encoding` as
/// letters of the run's script or punctuation ([`reads_in_run`]), and it is no letter of that
/// script some language writes (a run of Greek next to real UTF-8 Greek stays apart; `ع؟`, EA
/// BF, is `ڿ`, an Arabic letter of no language here).
fn glued_to_run(chars: impl Iterator<Item = char>, run: &[u8], encoding: &Legacy) -> usize {
    use unicode_general_category::{GeneralCategory as G, get_general_category};
    use unicode_script::{Script, UnicodeScript};
    let Some(script) = run_script(run, encoding) else {
        return 0;
    };
    let mut taken = 0;
    for c in chars {
        let mut buf = [0u8; 4];
        let bytes = c.encode_utf8(&mut buf).as_bytes();
        // Not punctuation, symbols, private-use characters or spaces of the UTF-8 text's own
        // against a run (`«` and `»` around a pasted windows-1251 word, `’s` after a
        // windows-1252 one, `™` after a brand, `✓`, `→` or an icon font's private-use
        // character typed against a word, whose bytes read as letters too: `В«`, `вЂ¦`, `â„¢`,
        // IBM866 `тЬУ`); but punctuation of another script than the run's is no text's there
        // (IBM869 `γή` is D8 9E, the Arabic `؞`, which `fix` left).
        let category = get_general_category(c);
        let foreign_punctuation = !matches!(
            c.script(),
            Script::Common | Script::Inherited | Script::Unknown
        ) && c.script() != script
            && wide::is_punctuation(c);
        let texty = foreign_punctuation
            || c.is_alphabetic()
            || crate::analysis::lang::is_mark(c)
            || matches!(category, G::OtherNumber | G::ModifierSymbol);
        let apart = c.is_ascii()
            || !texty
            || !reads_in_run(bytes, encoding, script)
            || (c.is_alphabetic()
                && c.script() == script
                && crate::analysis::lang::some_language_writes(c));
        if apart {
            break;
        }
        taken += bytes.len();
    }
    taken
}

/// What UTF-8 makes of a sample.
struct Utf8Shape {
    /// Multi-byte characters (where the sample has ill-formed bytes, not those no text is made
    /// of: [`implausible_counts`]).
    multi: usize,
    /// Bytes in those multi-byte characters.
    multi_bytes: usize,
    /// Multi-byte characters right next to an ill-formed byte.
    touching: usize,
    /// Ill-formed sequences, as the codec groups them.
    errors: usize,
    /// Of those, the ones only UTF-8 makes: overlong forms, surrogates, values past U+10FFFF,
    /// 5- and 6-byte forms. Legacy text almost never spells a lead byte followed by just the
    /// continuation bytes it announces; a UTF-8 test file is made of them.
    utf8_shaped: usize,
    /// Ill-formed sequences that are a character cut short: a lead byte and one or more of the
    /// continuation bytes it announces (`F0 9F 98`, an emoji without its last byte; `E2 82`).
    cut: usize,
    /// Of those, the ones with two continuation bytes or more that begin an assigned character
    /// (no legacy text spells them).
    cut_long: usize,
    /// Ill-formed bytes (not counting a sequence cut by the end of the sample).
    bad: Vec<usize>,
    /// A sequence cut by the end of the sample, where the file goes on.
    cut_at_end: bool,
}

/// The multi-byte characters of well-formed UTF-8 `valid`, and their bytes: a multi-byte
/// character is a lead byte (C0 and up) with its continuation bytes (80–BF), so both are counts of
/// bytes (decoding every character was a tenth of `check -r --quiet`). For the short stretches
/// between the errors of damaged or legacy text; a whole well-formed sample goes to the scan's
/// counting kernel (whose set-up per call costs more than such a stretch: legacy files took 5%
/// more instructions with it).
fn multi_byte_counts(valid: &[u8]) -> (usize, usize) {
    valid.iter().fold((0, 0), |(l, h), &b| {
        (l + usize::from(b >= 0xC0), h + usize::from(b >= 0x80))
    })
}

/// The well-formed characters of `valid` that no text is made of, and their bytes: private use,
/// noncharacters, and the planes nothing is assigned in (4–13, most of 3 and 14). Legacy text
/// spells one now and then by accident (Belarusian in IBM855 holds `F3 A8 A4 A8`, U+E8928);
/// they are not counted as evidence of UTF-8. Only characters from U+E000 up are looked at
/// (their lead byte is EE or above), so text of other characters is not decoded.
fn implausible_counts(valid: &str) -> (usize, usize) {
    if !valid.bytes().any(|b| b >= 0xEE) {
        return (0, 0);
    }
    valid
        .chars()
        .filter(|&c| implausible(c))
        .fold((0, 0), |(n, b), c| (n + 1, b + c.len_utf8()))
}

/// Whether no text is made of `c` ([`implausible_counts`]): private use and noncharacters, as
/// the codec's warnings class them, and the planes and blocks nothing is assigned in.
fn implausible(c: char) -> bool {
    let u = u32::from(c);
    // (Offset 1: U+FEFF is no BOM there, and neither kind.)
    matches!(
        crate::codec::warning_for(c, 1),
        Some(WarningKind::PrivateUse | WarningKind::Noncharacter)
    ) || (0x4_0000..=0xD_FFFF).contains(&u)
        || (0x323B0..=0x3FFFF).contains(&u)
        || (0xE0080..=0xE00FF).contains(&u)
        || (0xE01F0..=0xEFFFF).contains(&u)
}

fn utf8_shape(sample: &[u8], size: u64) -> Utf8Shape {
    // Well-formed throughout (most files): one chunk, no errors; found at SIMD speed.
    if simdutf8::basic::from_utf8(sample).is_ok() {
        // (The warning candidates the kernel also lists are not wanted here.)
        let counts = crate::analysis::kernel::count(sample, &mut Vec::new());
        return Utf8Shape {
            multi: counts.gec0 as usize,
            multi_bytes: counts.ge80 as usize,
            touching: 0,
            errors: 0,
            utf8_shaped: 0,
            cut: 0,
            cut_long: 0,
            bad: Vec::new(),
            cut_at_end: false,
        };
    }
    let whole = sample.len() as u64 >= size;
    let (mut multi, mut multi_bytes) = (0, 0);
    let mut bad = Vec::new();
    let mut pos = 0;
    let mut cut_at_end = false;
    let mut touching = 0;
    let mut after_bad = false;
    let (mut errors, mut utf8_shaped, mut next_error) = (0, 0, 0);
    let (mut cut, mut cut_long) = (0, 0);
    for (valid, inv) in crate::analysis::kernel::utf8_chunks(sample) {
        let (leads, high) = multi_byte_counts(valid.as_bytes());
        let (odd, odd_bytes) = implausible_counts(valid);
        multi += leads - odd;
        multi_bytes += high - odd_bytes;
        let first_multi = valid.chars().next().is_some_and(|c| !c.is_ascii());
        let last_multi = valid.chars().next_back().is_some_and(|c| !c.is_ascii());
        let before_bad = !inv.is_empty();
        let at = pos + valid.len();
        if before_bad
            && at >= next_error
            && let Some((len, Class::Error { kind, .. })) =
                crate::codec::decode_prefix(&sample[at..], true)
            // (A character cut by the end of a sample that goes on is no error of the file.)
            && (whole || at + usize::from(len) < sample.len())
        {
            errors += 1;
            let seq = &sample[at..at + usize::from(len)];
            if kind == ErrorKind::Truncated && seq.len() >= 2 {
                cut += 1;
                // Only where the bytes begin an assigned character: planes 1 and 2 up to
                // U+32FFF (emoji `F0 9F 98`, CJK extensions) and the tags (`F3 A0`). Ukrainian
                // in windows-1251 ends words in `-сії`, `F1 B3 BF` (U+73FC0, nothing): counted,
                // its CSVs were UTF-8 test files with a run (the review of 2026-12-05).
                cut_long += usize::from(
                    seq.len() >= 3
                        && matches!((seq[0], seq[1]), (0xF0, 0x90..=0xB2) | (0xF3, 0xA0)),
                );
            }
            utf8_shaped += usize::from(matches!(
                kind,
                ErrorKind::Overlong
                    | ErrorKind::Surrogate
                    | ErrorKind::OutOfRange
                    | ErrorKind::LegacyForm
            ));
            next_error = at + usize::from(len);
        }
        let mut chars = valid.chars();
        let single = chars.next().is_some() && chars.next().is_none();
        if single {
            touching += usize::from(first_multi && (after_bad || before_bad));
        } else {
            touching +=
                usize::from(first_multi && after_bad) + usize::from(last_multi && before_bad);
        }
        after_bad = before_bad;
        pos += valid.len();
        if !whole && !inv.is_empty() && pos + inv.len() == sample.len() && inv.len() < 4 {
            // A lead byte with too few continuation bytes at the very end.
            let need = match inv[0] {
                0xC2..=0xDF => 2,
                0xE0..=0xEF => 3,
                0xF0..=0xF4 => 4,
                _ => 0,
            };
            if need > inv.len() {
                cut_at_end = true;
                pos += inv.len();
                continue;
            }
        }
        bad.extend(pos..pos + inv.len());
        pos += inv.len();
    }
    Utf8Shape {
        multi,
        multi_bytes,
        touching,
        errors,
        utf8_shaped,
        cut,
        cut_long,
        bad,
        cut_at_end,
    }
}

/// Why the sample is not text, if it is not: a binary format's signature, NUL bytes, or
/// control codes text does not have. (`check --no-diagnosis` asks this alone.)
pub fn binary_reason(sample: &[u8]) -> Option<BinaryReason> {
    if let Some(format) = crate::analysis::magic::identify(sample) {
        return Some(BinaryReason::Format { format });
    }
    let n = sample.len().min(1 << 16);
    let head = &sample[..n];
    // Nearly all text has no byte below 0x20 but tab, line feed and carriage return, and no DEL:
    // one quick pass (simple comparisons the compiler makes vector code of) says so, and the
    // counts below are for the rest.
    let suspect = head.chunks(64).any(|chunk| {
        chunk.iter().fold(0u8, |any, &b| {
            any | u8::from((b < 0x20 && b != b'\n' && b != b'\r' && b != b'\t') | (b == 0x7F))
        }) != 0
    });
    if !suspect {
        return None;
    }
    // ISO-2022-KR shifts in and out of Korean with SO and SI, control codes text has otherwise:
    // not counted where ISO-2022 escapes show. NUL bytes and the other controls still are (a
    // binary file holding `ESC $ B` by chance was "valid UTF-8 with 5000 NUL").
    let iso2022 = super::cjk::iso2022(sample).is_some();
    let nul = head.iter().filter(|&&b| b == 0).count();
    // Backspace makes nroff's overstrike (bold, underline) and a final Ctrl+Z ends DOS text:
    // neither counts.
    let body = head.strip_suffix(b"\x1A").unwrap_or(head);
    let ctrl = body
        .iter()
        .filter(|&&b| not_text_control(b))
        .filter(|&&b| !(iso2022 && matches!(b, 0x0E | 0x0F)))
        .count();
    // One stray NUL in a short file (a classroom example) does not make it binary; one in every
    // 200 bytes, or control codes in more than 3% of them (and at least four), does: text has
    // almost none.
    if nul >= 2 && nul * 200 > n {
        Some(BinaryReason::Nul { count: nul, of: n })
    } else if ctrl >= 4 && ctrl * 100 > 3 * n {
        Some(BinaryReason::Controls {
            percent: ctrl * 100 / n,
            of: n,
        })
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Multi-byte characters counted by their lead bytes: the same numbers as decoding every
    /// character (but those no text is made of), on UDHR text in several scripts, damaged and
    /// cut anywhere, and on random bytes.
    #[test]
    fn multi_byte_characters_counted_by_bytes_as_decoded() {
        fn decoded(sample: &[u8]) -> (usize, usize) {
            sample
                .utf8_chunks()
                .flat_map(|c| {
                    c.valid()
                        .chars()
                        .filter(|&c| !c.is_ascii() && !implausible(c))
                })
                .fold((0, 0), |(n, b), c| (n + 1, b + c.len_utf8()))
        }
        use crate::analysis::test_samples::{damaged, random};
        let mut samples = damaged(
            &["fra", "rus", "tha", "cmn", "eng", "arb"],
            &[1, 2, 5, 100, 3001],
            37,
            &[0xE9, 0x80, 0xC3, 0xF0, 0xFF],
        );
        samples.extend(random(200, 200, 0x9E37_79B9));
        let mut multi = 0;
        for s in &samples {
            let shape = utf8_shape(s, s.len() as u64 + 1);
            assert_eq!(
                (shape.multi, shape.multi_bytes),
                decoded(s),
                "{:?}",
                String::from_utf8_lossy(s)
            );
            multi += shape.multi;
        }
        assert!(multi > 5_000, "{multi} multi-byte characters");
    }
}
