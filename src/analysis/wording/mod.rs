//! Every sentence a user reads about a diagnosis: the `check` line and JSON `summary`, the
//! window's banner, status line and Diagnosis tab.
//!
//! Why one module: the diagnosis returns facts ([`Finding`], [`Guess`]); if each place built its
//! own sentence from them, the window and `check` would drift apart, and a sentence could be
//! neither changed nor translated in one place. So each sentence is a message id with its
//! arguments ([`Msg`]), and one function per language turns it into words ([`english`] today;
//! Polish, Portuguese and German plug in beside it). Nothing outside this module builds a
//! sentence about a finding, and nothing anywhere parses one back: callers ask for the sentence
//! they show (`summary`, `banner`, `status`, …) and pass data, never text, between each other.
//!
//! `tests/wording.rs` pins the English wording; every other test checks data.

mod errors;
mod formats;
pub mod kinds;
pub use formats::format_name;

pub use errors::{describe_error, hex_bytes, never_a_lead};

use super::cjk::CjkId;
use super::convert::Done;
use super::diagnosis::declared::{Declaration, Declared, Source, Unchecked};
use super::diagnosis::{
    Basis, BinaryReason, Diagnosis, Finding, Guess, LangId, LegacyId, Verdict, Weakness,
    finding::joined,
};
use super::scan::Stats;
use crate::codec::{WarningKind, WideStats};

/// One sentence, by id, with its arguments.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg<'a> {
    /// An empty file.
    EmptyFile,
    /// Valid UTF-8 with nothing more to say.
    ValidUtf8,
    /// Valid UTF-8 with warnings worth a banner.
    ValidWithWarnings(&'a [(WarningKind, u64)]),
    /// Mojibake: the chain of wrong decodings.
    Mojibake(&'a [&'static str]),
    /// A chain of wrong decodings, in words.
    MojibakeChain(&'a [&'static str]),
    /// UTF-8 with damaged bytes in the sample.
    Damaged {
        /// Ill-formed bytes.
        count: u64,
        /// The first.
        first: u64,
    },
    /// UTF-8 whose sample was clean, with ill-formed sequences further on.
    DamagedBeyond {
        /// Ill-formed sequences in the whole file.
        count: u64,
        /// The first.
        first: u64,
        /// Bytes the diagnosis looked at.
        looked_at: usize,
    },
    /// ASCII with stray high bytes.
    StrayBytes(u64),
    /// UTF-8 with legacy runs.
    Mixed {
        /// How many runs.
        runs: usize,
        /// Their language.
        language: LangId,
        /// Their encoding.
        encoding: LegacyId,
        /// Where the first begins.
        first: u64,
    },
    /// A legacy file.
    Legacy {
        /// The language.
        language: Option<LangId>,
        /// The encoding.
        encoding: LegacyId,
        /// Those that read the file identically.
        same_text: &'a [LegacyId],
        /// Whether the guess is weak.
        weak: bool,
    },
    /// Chinese, Japanese or Korean text in a multi-byte encoding.
    Cjk {
        /// The language.
        language: LangId,
        /// The encoding.
        encoding: CjkId,
        /// Whether the guess is weak.
        weak: bool,
    },
    /// ISO-2022 escapes into a CJK encoding this tool cannot decode.
    CjkUnreadable(CjkId),
    /// UTF-16 or UTF-32, with its counts.
    Wide(&'a WideStats),
    /// Not text.
    NotText(BinaryReason),
    /// A declaration and how it compares with the bytes.
    Declaration(&'a Declaration),
    /// Appended when the finding covers only the sample.
    DiagnosedFrom(usize),
    /// Why the guess names what it names.
    Basis(&'a Guess),
    /// How firm the guess is.
    Confidence(&'a Guess),
    /// The best legacy reading of stray bytes, too weak to count.
    NearestReading(&'a Guess),
    /// The Diagnosis tab's verdict line.
    VerdictLine(Verdict),
    /// "Encoding: …".
    EncodingLine(&'a Guess),
    /// "Language: …".
    LanguageLine(LangId),
    /// The other readings and their scores.
    AlsoPlausible(&'a Guess),
    /// Legacy bytes that are letters in an encoding ("B1 = ą").
    LegacyExamples {
        /// (byte, letter) pairs.
        examples: &'a [(u8, char)],
        /// The encoding.
        encoding: LegacyId,
    },
    /// The mixed runs, in the Diagnosis tab.
    MixedRuns {
        /// How many runs.
        runs: usize,
        /// Their language.
        language: LangId,
        /// Their encoding.
        encoding: LegacyId,
        /// Where the first begins.
        first: u64,
    },
    /// The places where mojibake shows, in the sample.
    MojibakePlaces(usize),
    /// Changed lines shown, in the sample.
    ChangedLines(usize),
    /// No mojibake in the sample.
    NoMojibake,
    /// The diagnosis is still running.
    Looking,
    /// The diagnosis failed, and why.
    DiagnosisFailed(&'a str),
    /// The window's counts of the scan: "valid UTF-8", "3 errors so far (…)".
    Counts {
        /// Errors counted.
        errors: u64,
        /// U+FFFD a lossy decoder would write.
        replacements: u64,
        /// Whether the scan is done.
        done: bool,
    },
    /// A button or heading, by id.
    Label(Label<'a>),
}

/// The short texts of buttons and headings.
#[derive(Clone, Debug, PartialEq)]
pub enum Label<'a> {
    /// Opens the Diagnosis tab.
    Details,
    /// Reads the characters as an encoding.
    ViewAs(LegacyId),
    /// Saves a UTF-8 copy.
    SaveAsUtf8,
    /// Saves a UTF-8 copy decoded from an encoding.
    SaveDecodedFrom(&'a str),
    /// Goes to the next error.
    NextError,
    /// Goes to the next warning of a kind.
    NextWarning(WarningKind),
    /// Goes to the first legacy run.
    GoToFirstRun,
    /// Saves with the legacy runs read as an encoding.
    SaveRunsAs(LegacyId),
    /// Introduces the legacy preview.
    StartReadThatWay,
    /// The mojibake heading.
    Mojibake,
    /// The before column.
    AsItIs,
    /// The after column.
    Repaired,
    /// Saves the repaired copy.
    SaveRepaired,
    /// The substitute check box.
    Substitute,
    /// Saves in a legacy encoding.
    SaveAsEncoding,
    /// The name of the encoding chooser beside it.
    CopyEncoding,
}

/// The message in English.
pub fn english(m: &Msg<'_>) -> String {
    match m {
        Msg::EmptyFile => "empty file".into(),
        Msg::ValidUtf8 => "valid UTF-8".into(),
        Msg::ValidWithWarnings(w) => format!(
            "valid UTF-8, but with {}",
            list(w.iter().map(|&(k, n)| warning_clause(k, n)), "; ")
        ),
        Msg::Mojibake(chain) => format!(
            "looks like mojibake: {}",
            english(&Msg::MojibakeChain(chain))
        ),
        Msg::MojibakeChain(chain) => chain_words(chain),
        Msg::Damaged { count, first } => format!(
            "UTF-8 with {} damaged byte{}, the first at byte {first}",
            count,
            s(*count)
        ),
        Msg::DamagedBeyond {
            count,
            first,
            looked_at,
        } => format!(
            "UTF-8 with {count} ill-formed sequence{} beyond the first {looked_at} bytes \
             diagnosed, the first at byte {first}",
            s(*count)
        ),
        Msg::StrayBytes(n) => format!(
            "ASCII with {n} stray byte{} that read as no language",
            s(*n)
        ),
        Msg::Mixed {
            runs,
            language,
            encoding,
            first,
        } => format!(
            "UTF-8 with {runs} run{} of {} text in {}, the first at byte {first}",
            s(*runs as u64),
            language.name(),
            encoding.name()
        ),
        Msg::Legacy {
            language,
            encoding,
            same_text,
            weak,
        } => format!(
            "not UTF-8: {} text in {}{}",
            language.map_or("unknown", LangId::name),
            read_alike(encoding.name(), same_text),
            if *weak { " (a weak guess)" } else { "" }
        ),
        Msg::Cjk {
            language,
            encoding,
            weak,
        } => format!(
            "not UTF-8: {} text in {}{}",
            language.name(),
            encoding.name(),
            if *weak { " (a weak guess)" } else { "" }
        ),
        Msg::CjkUnreadable(encoding) => format!(
            "not UTF-8: {}, a CJK encoding this tool cannot read",
            encoding.name()
        ),
        Msg::Wide(stats) => format!("not UTF-8: {}", wide_summary(stats)),
        Msg::NotText(reason) => format!("not text: {}", binary_reason(*reason)),
        Msg::Declaration(d) => declaration(d),
        Msg::DiagnosedFrom(n) => format!(" (diagnosed from the first {n} bytes)"),
        Msg::Basis(g) => basis(g),
        Msg::Confidence(g) => confidence(g).into(),
        Msg::NearestReading(g) => nearest_reading(g),
        Msg::VerdictLine(v) => format!("Verdict: {}", v.name()),
        Msg::EncodingLine(g) => {
            format!("Encoding: {}", read_alike(g.encoding.name(), &g.same_text))
        }
        Msg::LanguageLine(l) => format!("Language: {}", l.name()),
        Msg::AlsoPlausible(g) => format!(
            "Also plausible: {}",
            list(
                g.alternatives
                    .iter()
                    .map(|a| format!("{} ({:.2})", joined(&a.encodings), a.score)),
                ", "
            )
        ),
        Msg::LegacyExamples { examples, encoding } => format!(
            "These bytes are errors in UTF-8 but letters in {}: {}",
            encoding.name(),
            list(examples.iter().map(|(b, c)| format!("{b:02X} = {c}")), ", ")
        ),
        Msg::MixedRuns {
            runs,
            language,
            encoding,
            first,
        } => format!(
            "{runs} run{} of {} text in {}; the first at byte {first}.",
            s(*runs as u64),
            language.name(),
            encoding.name()
        ),
        Msg::MojibakePlaces(n) => format!("{n} place{} in the first megabyte:", s(*n as u64)),
        Msg::ChangedLines(n) => format!(
            "{n} changed line{} in the first megabyte, for example:",
            s(*n as u64)
        ),
        Msg::NoMojibake => "No mojibake found in the first megabyte.".into(),
        Msg::Looking => "Looking at the first megabyte…".into(),
        Msg::DiagnosisFailed(why) => format!("The diagnosis failed: {why}."),
        Msg::Counts {
            errors,
            replacements,
            done,
        } => counts(*errors, *replacements, *done),
        Msg::Label(l) => label(l),
    }
}

/// Items joined with `sep`.
fn list<T: AsRef<str>>(items: impl Iterator<Item = T>, sep: &str) -> String {
    let mut out = String::new();
    for (i, item) in items.enumerate() {
        if i > 0 {
            out.push_str(sep);
        }
        out.push_str(item.as_ref());
    }
    out
}

/// An encoding and those that read the file to the same text: "ISO-8859-1 / windows-1252".
fn read_alike(first: &str, same_text: &[LegacyId]) -> String {
    list(
        std::iter::once(first).chain(same_text.iter().map(|l| l.name())),
        " / ",
    )
}

/// Where a declaration is written.
fn source_name(s: Source) -> &'static str {
    match s {
        Source::MetaCharset => "<meta charset>",
        Source::MetaHttpEquiv => "<meta http-equiv=\"Content-Type\">",
        Source::XmlDeclaration => "XML declaration",
        Source::PoHeader => "PO header",
        Source::CodingCookie => "coding cookie",
        Source::CssCharset => "@charset rule",
        Source::EmacsCoding => "Emacs coding tag",
        Source::VimModeline => "Vim modeline",
        Source::MimeHeader => "Content-Type header",
        Source::EditorConfig => ".editorconfig",
    }
}

/// "its XML declaration (line 1) declares ISO-8859-2, but the bytes are not that", "…, which
/// the bytes agree with".
fn declaration(d: &Declaration) -> String {
    let named = declared_name(d);
    let who = match &d.file {
        Some(file) if d.source == Source::EditorConfig => {
            format!("{file} (line {}) sets charset = {}", d.line, d.label)
        }
        _ => format!(
            "its {} (line {}) declares {named}",
            source_name(d.source),
            d.line
        ),
    };
    let how = match (&d.agrees, &d.unchecked) {
        (Some(true), _) => ", which the bytes agree with".to_string(),
        (Some(false), _) => ", which the bytes are not".to_string(),
        (None, Some(Unchecked::UnknownName)) => ", a name this tool does not know".to_string(),
        (None, Some(Unchecked::NoDecoder)) => {
            ", which this tool cannot decode to check".to_string()
        }
        (None, Some(Unchecked::TransferEncoding { name })) => {
            format!(", not checkable: the body is {name}, ASCII whatever the charset")
        }
        (None, _) => ", which reads the bytes too; the guess is too weak to tell".to_string(),
    };
    who + &how
}

/// The encoding a declaration names, or its label in quotes when it names none this tool knows.
fn declared_name(d: &Declaration) -> String {
    d.encoding
        .map_or_else(|| format!("\"{}\"", d.label), |e| e.name().to_string())
}

/// What `convert`/`fix` did to a declaration the copy would contradict: "its <meta charset>
/// (line 3) declared windows-1252; now UTF-8", or "… still declares windows-1252, which the copy
/// is not (--update-declaration rewrites it)".
pub fn relabelled(d: &Declaration, target: Declared, updated: bool) -> String {
    let named = declared_name(d);
    if updated {
        format!(
            "its {} (line {}) declared {named}; now {}",
            source_name(d.source),
            d.line,
            target.name()
        )
    } else {
        format!(
            "its {} (line {}) still declares {named}, which the copy is not \
             (--update-declaration rewrites it)",
            source_name(d.source),
            d.line
        )
    }
}

/// The declarations' sentences, each after "; ".
fn declarations(d: &Diagnosis) -> String {
    d.declared
        .iter()
        .map(|decl| format!("; {}", english(&Msg::Declaration(decl))))
        .collect()
}

/// Why bytes are not text: "12 NUL bytes in the first 4096 bytes: text files have none".
fn binary_reason(r: BinaryReason) -> String {
    match r {
        BinaryReason::Nul { count, of } => {
            format!("{count} NUL bytes in the first {of} bytes: text files have none")
        }
        BinaryReason::Controls { percent, of } => {
            format!("{percent}% of the first {of} bytes are control codes: text has almost none")
        }
        BinaryReason::Format { format } => {
            format!("{}, known by its first bytes", format_name(format))
        }
    }
}

/// How firm a guess is, and why not when it is not.
fn confidence(g: &Guess) -> &'static str {
    match (&g.basis, g.confident) {
        (_, true) => "A firm guess.",
        (
            Basis::Legacy {
                weak: Some(Weakness::Few),
                ..
            },
            false,
        ) => "A weak guess: few non-ASCII bytes.",
        (
            Basis::Cjk {
                weak: Some(Weakness::Few),
                ..
            },
            false,
        ) => "A weak guess: few non-ASCII characters.",
        (Basis::Cjk { .. }, false) => "A weak guess: other readings come close.",
        (Basis::Utf8Few, false) => "A weak guess: few non-ASCII characters.",
        (
            Basis::Legacy {
                weak: Some(Weakness::NoLetters),
                ..
            },
            false,
        ) => "A weak guess: the text reads as English, whose letters do not tell the encoding.",
        (Basis::Legacy { .. }, false) => "A weak guess: other readings come close.",
        (_, false) => "A weak guess.",
    }
}

/// The best legacy reading of stray bytes, named as turned down.
fn nearest_reading(g: &Guess) -> String {
    match g.language {
        Some(l) => format!(
            "The nearest legacy reading, {} in {}, is too weak to count: these bytes read as no \
             language.",
            l.name(),
            g.encoding.name()
        ),
        None => "No legacy encoding reads these bytes as text.".into(),
    }
}

/// The scan's counts in the status line.
fn counts(errors: u64, replacements: u64, done: bool) -> String {
    match (errors, done) {
        (0, true) => "valid UTF-8".into(),
        (0, false) => "no errors so far".into(),
        (n, _) => format!(
            "{} error{}{} ({} U+FFFD if decoded lossily)",
            thousands(n),
            s(n),
            if done { "" } else { " so far" },
            thousands(replacements)
        ),
    }
}

fn label(l: &Label<'_>) -> String {
    match l {
        Label::Details => "Diagnosis…".into(),
        Label::ViewAs(e) => format!("View as {}", e.name()),
        Label::SaveAsUtf8 => "Save as UTF-8…".into(),
        Label::SaveDecodedFrom(e) => format!("Save as UTF-8, decoded from {e}…"),
        Label::NextError => "Next error (F8)".into(),
        Label::NextWarning(k) => format!("Next {}", warning_noun(*k, 1)),
        Label::GoToFirstRun => "Go to the first run".into(),
        Label::SaveRunsAs(e) => format!("Save with those runs read as {}…", e.name()),
        Label::StartReadThatWay => "The start of the file read that way:".into(),
        Label::Mojibake => "Mojibake".into(),
        Label::AsItIs => "as it is".into(),
        Label::Repaired => "repaired".into(),
        Label::SaveRepaired => "Save repaired copy…".into(),
        Label::Substitute => "replace what it cannot write with ?".into(),
        Label::SaveAsEncoding => "Save as this encoding…".into(),
        Label::CopyEncoding => "encoding of the copy".into(),
    }
}

/// "" for one, "s" for more (English plurals of the nouns used here).
fn s(n: u64) -> &'static str {
    if n == 1 { "" } else { "s" }
}

fn warning_noun(k: WarningKind, n: u64) -> String {
    let noun = match k {
        WarningKind::BidiControl => "bidi control",
        WarningKind::ReplacementChar => "U+FFFD replacement character",
        WarningKind::C1Control => "C1 control",
        WarningKind::Bom => "byte order mark",
        WarningKind::Noncharacter => "noncharacter",
        WarningKind::Invisible => "invisible character",
        WarningKind::Nul => "NUL",
        WarningKind::PrivateUse => "private-use character",
    };
    format!("{noun}{}", s(n))
}

fn warning_clause(k: WarningKind, n: u64) -> String {
    let why = match k {
        WarningKind::BidiControl => ", which can show the text in another order than it is stored",
        WarningKind::ReplacementChar => ": text already lost in an earlier decoding",
        WarningKind::C1Control => ", usually windows-1252 punctuation read as ISO-8859-1",
        _ => "",
    };
    format!("{n} {}{why}", warning_noun(k, n))
}

fn chain_words(chain: &[&'static str]) -> String {
    let mut s = String::from("UTF-8");
    for l in chain.iter().rev() {
        if *l == super::mojibake::C1_AS_1252 {
            s = "windows-1252 → read as ISO-8859-1 (C1 controls for its punctuation)".into();
        } else {
            s.push_str(&format!(" → read as {l} → saved as UTF-8"));
        }
    }
    s
}

fn basis(g: &Guess) -> String {
    match &g.basis {
        Basis::Empty => "Empty: every encoding agrees.".into(),
        Basis::Ascii => "ASCII: every encoding here agrees.".into(),
        Basis::Utf8Bom => "The file starts with a UTF-8 byte order mark.".into(),
        Basis::Utf8 => "Valid UTF-8 throughout.".into(),
        Basis::Utf8Few => "Valid UTF-8, but with few non-ASCII characters.".into(),
        Basis::WideBom(f) => format!("The file starts with a {} byte order mark.", f.name()),
        Basis::Utf16Pairs(f) => format!(
            "No byte order mark, but the bytes pair up as {} code units: the high bytes take \
             few values, the low bytes many, and the units read as text.",
            f.name()
        ),
        Basis::WideZeros(f) => format!(
            "No byte order mark, but the zero bytes fall where {} puts them.",
            f.name()
        ),
        Basis::Binary(r) => binary_reason(*r),
        Basis::NoLegacyFits => "No legacy encoding fits.".into(),
        Basis::Declared { source, instead } => format!(
            "Not UTF-8; its {} declares it, and it reads the bytes about as well as {}, the best \
             reading of the bytes alone.",
            source_name(*source),
            instead.name()
        ),
        Basis::Legacy { near, .. } => {
            let mut out = format!(
                "Not UTF-8; reads as {} in {}",
                g.language.map_or("unknown", LangId::name),
                g.encoding.name()
            );
            if !g.same_text.is_empty() {
                out.push_str(&format!(
                    " ({} identical for this file)",
                    g.same_text
                        .iter()
                        .map(|l| l.name())
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            }
            out.push('.');
            if let Some((other, differing, high)) = near {
                out.push_str(&format!(
                    " {} reads only {differing} of its {high} non-ASCII bytes differently.",
                    other.name()
                ));
            }
            out
        }
        Basis::Cjk { chars, mean, .. } => format!(
            "Not UTF-8; reads as {} in {}: {} non-ASCII character{} decoded, common ones in {} \
             (mean ln P {mean:.1} per character).",
            g.language.map_or("unknown", LangId::name),
            g.encoding.name(),
            thousands(*chars as u64),
            s(*chars as u64),
            g.language.map_or("unknown", LangId::name),
        ),
        Basis::CjkEscapes => format!(
            "ISO-2022 escape sequences switch into {}, which this tool cannot decode.",
            g.encoding.name()
        ),
        Basis::Mixed(e) => format!("UTF-8 with runs of {} pasted in.", e.name()),
        Basis::Damaged => {
            "UTF-8 with a few ill-formed bytes that read as no text: corruption.".into()
        }
    }
}

/// The message of a finding (without the sample note).
pub fn finding_msg<'a>(d: &'a Diagnosis) -> Msg<'a> {
    match &d.finding {
        Finding::Empty => Msg::EmptyFile,
        Finding::Utf8 if d.warnings.is_empty() => Msg::ValidUtf8,
        Finding::Utf8 => Msg::ValidWithWarnings(&d.warnings),
        Finding::Mojibake { chain } => Msg::Mojibake(chain),
        Finding::Damaged {
            count,
            first,
            beyond_sample: false,
        } => Msg::Damaged {
            count: *count,
            first: *first,
        },
        Finding::Damaged { count, first, .. } => Msg::DamagedBeyond {
            count: *count,
            first: *first,
            looked_at: d.looked_at,
        },
        Finding::StrayBytes { count } => Msg::StrayBytes(*count),
        Finding::Mixed {
            encoding,
            language,
            runs,
            first,
        } => Msg::Mixed {
            runs: *runs,
            language: *language,
            encoding: *encoding,
            first: *first,
        },
        Finding::Legacy {
            encoding,
            same_text,
            language,
            confident,
        } => Msg::Legacy {
            language: *language,
            encoding: *encoding,
            same_text,
            weak: !confident,
        },
        Finding::Cjk {
            encoding,
            language,
            confident,
        } => Msg::Cjk {
            language: *language,
            encoding: *encoding,
            weak: !confident,
        },
        Finding::CjkUnreadable { encoding } => Msg::CjkUnreadable(*encoding),
        Finding::Wide { stats } => Msg::Wide(stats),
        Finding::Binary { reason } => Msg::NotText(*reason),
    }
}

/// A chain of wrong decodings in words: "UTF-8 → read as windows-1252 → saved as UTF-8".
pub fn mojibake_chain(chain: &[&'static str]) -> String {
    english(&Msg::MojibakeChain(chain))
}

/// What a saved copy holds, after "Saved FILE (N bytes, …)" or `fix`'s "FILE: …":
/// "mojibake repaired (UTF-8 → read as windows-1252 → saved as UTF-8)", "ill-formed runs read as
/// ISO-8859-2", "decoded from KOI8-R, written as UTF-8", "written as ISO-8859-2; replaced 2: …".
pub fn done(d: &Done) -> String {
    match d {
        Done::Repaired(chain) => format!("mojibake repaired ({})", mojibake_chain(chain)),
        Done::RunsRead(e) => format!("ill-formed runs read as {}", e.name()),
        Done::Converted { from, to, .. } if to.eq_ignore_ascii_case("UTF-8") => {
            format!("decoded from {from}, written as UTF-8")
        }
        Done::Converted {
            to, replaced: 0, ..
        } => format!("written as {to}"),
        Done::Converted {
            to,
            replaced,
            listed,
            ..
        } => format!("written as {to}; replaced {replaced}: {listed}"),
    }
}

/// The characters a conversion replaced: "replaced 2 characters that ISO-8859-2 cannot write: …"
/// (empty when none were).
pub fn replaced(d: &Done) -> String {
    match d {
        Done::Converted {
            to,
            replaced,
            listed,
            ..
        } if *replaced > 0 => format!(
            "replaced {replaced} character{} that {to} cannot write: {listed}",
            s(*replaced as u64)
        ),
        _ => String::new(),
    }
}

/// A verdict as the totals line counts it ("legacy", "damaged", "UTF-16").
pub fn verdict_noun(v: Verdict) -> &'static str {
    match v {
        Verdict::Utf8Damaged | Verdict::Utf8 => "damaged",
        Verdict::Utf8Mixed => "mixed",
        Verdict::Legacy => "legacy",
        Verdict::Utf16 => "UTF-16",
        Verdict::Utf32 => "UTF-32",
        Verdict::Binary => "binary",
    }
}

/// The one sentence about a diagnosis: `check`'s line and JSON `summary`, the banner
/// (capitalised), the status line and the Diagnosis tab all show it.
pub fn summary(d: &Diagnosis) -> String {
    finding_summary(d) + &declarations(d)
}

/// The summary without the declarations.
fn finding_summary(d: &Diagnosis) -> String {
    let mut out = english(&finding_msg(d));
    let sampled = !d.whole_file && !matches!(d.finding, Finding::Binary { .. } | Finding::Empty);
    if sampled {
        out.push_str(&english(&Msg::DiagnosedFrom(d.looked_at)));
    }
    out
}

/// The banner's sentence: the summary, capitalised; `None` when there is nothing to say beyond
/// "valid UTF-8".
pub fn banner(d: &Diagnosis) -> Option<String> {
    d.says_more().then(|| capitalised(&summary(d)))
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// The window's status-line verdict: the scan's counts, and the summary when the diagnosis says
/// more than "valid UTF-8" (only the summary for UTF-16/32, whose UTF-8 counts mean nothing, and
/// for valid UTF-8 with warnings once the scan has confirmed it valid).
pub fn status(stats: &Stats, done: bool, d: Option<&Diagnosis>) -> String {
    let counts = english(&Msg::Counts {
        errors: stats.errors,
        replacements: stats.replacements,
        done,
    });
    match d {
        Some(d) if d.is_wide() => summary(d),
        Some(d) if d.finding == Finding::Utf8 && d.says_more() && done && stats.errors == 0 => {
            summary(d)
        }
        Some(d) if d.says_more() => format!("{counts} · {}", summary(d)),
        _ => counts,
    }
}

/// "UTF-16LE text with BOM, 12,345 characters, valid", or "…, 2 errors (1 lone-high-surrogate,
/// 1 odd-length), first at byte 4,096 (line 3): <why>", from the counts of a whole file or a sample.
pub fn wide_summary(s: &WideStats) -> String {
    let mut out = format!(
        "{} text {}, {} character{}",
        s.encoding.name(),
        if s.bom { "with BOM" } else { "without BOM" },
        thousands(s.chars),
        if s.chars == 1 { "" } else { "s" }
    );
    match &s.first_error {
        None => out.push_str(", valid"),
        Some(e) => {
            let kinds: Vec<String> = s
                .by_kind
                .iter()
                .filter(|(_, n)| **n > 0)
                .map(|(k, n)| format!("{} {k}", thousands(*n)))
                .collect();
            out.push_str(&format!(
                ", {}, first at byte {} (line {}): {}",
                kinds.join(", "),
                thousands(e.offset),
                thousands(e.line),
                e.kind.explain(e.value, s.encoding)
            ));
        }
    }
    out
}

/// 12345 → "12,345".
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

fn plural(n: u64, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The line-ending summary: "LF line endings", "mixed line endings (3 LF, 1 CRLF)", "no line
/// breaks".
pub fn line_endings(s: &Stats) -> String {
    let kinds: Vec<(u64, &str)> = [(s.lf, "LF"), (s.crlf, "CRLF"), (s.cr, "CR")]
        .into_iter()
        .filter(|(n, _)| *n > 0)
        .collect();
    match kinds.as_slice() {
        [] => "no line breaks".to_string(),
        [(_, name)] => format!("{name} line endings"),
        _ => format!(
            "mixed line endings ({})",
            kinds
                .iter()
                .map(|(n, name)| format!("{n} {name}"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// `check`'s verdict on the whole-file scan: "valid UTF-8: 12 characters, 12 bytes, LF line
/// endings, no BOM", or "invalid UTF-8: 2 errors, first at byte 4 (line 1, column 5): <why>",
/// then the warnings.
pub fn scan_verdict(s: &Stats) -> String {
    let mut v = match &s.first_error {
        None => format!(
            "valid UTF-8: {}, {} bytes, {}, {}",
            plural(s.chars(), "character", "characters"),
            s.bytes,
            line_endings(s),
            if s.has_bom() { "with BOM" } else { "no BOM" }
        ),
        Some(e) => format!(
            "invalid UTF-8: {}, first at byte {} (line {}, column {}): {}",
            plural(s.errors, "error", "errors"),
            e.offset,
            e.line,
            e.column,
            e.message()
        ),
    };
    let warnings: Vec<String> = WarningKind::ALL
        .iter()
        .filter(|k| s.warnings[k.index()] > 0 && **k != WarningKind::Bom)
        .map(|k| format!("{} {}", s.warnings[k.index()], k.name()))
        .collect();
    if !warnings.is_empty() {
        v.push_str("; warnings: ");
        v.push_str(&warnings.join(", "));
    }
    v
}

/// `check`'s line for a file: the scan's verdict, then the summary when the diagnosis says more
/// than "valid UTF-8" (for UTF-16/32 the summary alone: its UTF-8 counts mean nothing).
pub fn check_line(s: &Stats, d: Option<&Diagnosis>) -> String {
    let line = match d {
        // UTF-16/32 and binary files: their UTF-8 counts say nothing about them.
        Some(d) if d.is_wide() || matches!(d.finding, Finding::Binary { .. }) => finding_summary(d),
        Some(d) if d.finding_says_more() => format!("{}; {}", scan_verdict(s), finding_summary(d)),
        _ => scan_verdict(s),
    };
    line + &d.map(declarations).unwrap_or_default()
}
