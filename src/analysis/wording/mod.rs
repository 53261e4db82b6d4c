//! Every sentence a user reads about a diagnosis: the `check` line and JSON `summary`, the
//! window's banner, status line and Diagnosis tab.
//!
//! Why one module: the diagnosis returns facts ([`Finding`], [`Guess`]); if each place built its
//! own sentence from them, the window and `check` would drift apart, and a sentence could be
//! neither changed nor translated in one place. So each sentence is a message id with its
//! arguments ([`Msg`]), and [`render`] turns it into words in a language, from the message catalogues
//! (`locales/<lang>/diagnosis.ftl`; [`english`] is what the command line prints). Nothing outside this module builds a
//! sentence about a finding, and nothing anywhere parses one back: callers ask for the sentence
//! they show (`summary`, `banner`, `status`, …) and pass data, never text, between each other.
//!
//! `tests/wording.rs` pins the English wording; every other test checks data.

mod errors;
mod formats;
pub mod kinds;
mod languages;
pub use formats::format_name;
pub use languages::{language_name, language_text};

pub use errors::{describe_error, hex_bytes, never_a_lead};

use super::cjk::CjkId;
use super::convert::Done;
use super::diagnosis::declared::{Declaration, Declared, Source, Unchecked};
use super::diagnosis::{
    Basis, BinaryReason, Diagnosis, Encoding, Finding, Guess, LangId, LegacyId, Verdict, Weakness,
    finding::joined,
};
use super::scan::Stats;
use crate::codec::{WarningKind, WideError, WideStats};
use crate::i18n::{Arg, Lang};
use crate::tr;

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
    /// Stray high bytes and nothing else (no ASCII to call the text).
    StrayBytesOnly(u64),
    /// UTF-8 with legacy runs (single-byte or CJK).
    Mixed {
        /// How many runs.
        runs: usize,
        /// Their language.
        language: LangId,
        /// Their encoding.
        encoding: Encoding,
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
    /// Appended when mojibake was looked for in chunks spread over a large file.
    DiagnosedSpread(usize),
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
        encoding: Encoding,
        /// Where the first begins.
        first: u64,
    },
    /// The places where mojibake shows, in the sample.
    MojibakePlaces(usize, u64),
    /// Characters the repair holds as U+FFFD (bytes the wrong decoder dropped).
    MojibakeLost(usize),
    /// Changed lines shown, in the sample.
    ChangedLines(usize, u64),
    /// No mojibake in the sample.
    NoMojibake {
        /// The diagnosis looked at the whole file (smaller than its sample).
        whole: bool,
    },
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
    /// In a legacy or CJK reading: what it cannot read of the whole file ("read as
    /// windows-1251: every byte read", "…: 3 unreadable bytes").
    ReadingCounts {
        /// The reading's encoding.
        encoding: &'a str,
        /// Bytes it makes no character of: `Ok(None)` while they are counted, `Err` why the
        /// count failed.
        unreadable: Result<Option<u64>, &'a str>,
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
    ViewAs(crate::analysis::diagnosis::Encoding),
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
    SaveRunsAs(Encoding),
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
    /// What the copy is decoded from.
    CopyDecodedFrom(&'a str),
    /// Beside the copy's default target: it writes every character of the text (`whole`), or of
    /// its first MiB.
    CopyTargetWrites {
        /// The encoding.
        encoding: &'a str,
        /// The whole text was looked at.
        whole: bool,
    },
    /// Beside a target the user chose: the characters of the text (`whole`), or of its first MiB,
    /// it cannot write (the first few of them; empty: it writes them all).
    CopyTargetLacks {
        /// The encoding.
        encoding: &'a str,
        /// The whole text was looked at.
        whole: bool,
        /// The first characters it cannot write.
        lacks: &'a [char],
    },
    /// Beside the copy's default target: no legacy encoding writes every character of the text
    /// (`whole`), or of its first MiB, so the copy goes into UTF-16; the nearest lacks these
    /// (the first few of them).
    CopyTargetNone {
        /// The whole text was looked at.
        whole: bool,
        /// The encoding that lacks the fewest characters, and the first of those it lacks.
        nearest: Option<(&'a str, &'a [char])>,
    },
}

/// The message in English (what the command line prints).
pub fn english(m: &Msg<'_>) -> String {
    render(Lang::En, m)
}

/// The message in `lang`.
pub fn render(lang: Lang, m: &Msg<'_>) -> String {
    match m {
        Msg::EmptyFile => tr!(lang, "diag-empty-file"),
        Msg::ValidUtf8 => tr!(lang, "diag-valid-utf8"),
        Msg::ValidWithWarnings(w) => tr!(
            lang,
            "diag-valid-with-warnings",
            warnings = list(w.iter().map(|&(k, n)| warning_clause(lang, k, n)), "; ")
        ),
        Msg::Mojibake(chain) => tr!(lang, "diag-mojibake", chain = chain_words(lang, chain)),
        Msg::MojibakeChain(chain) => chain_words(lang, chain),
        Msg::Damaged { count, first } => tr!(
            lang,
            "diag-damaged",
            bytes = tr!(
                lang,
                "diag-count-damaged-bytes",
                count = *count,
                count_plain = plain(*count)
            ),
            first = num(lang, *first)
        ),
        Msg::DamagedBeyond {
            count,
            first,
            looked_at,
        } => tr!(
            lang,
            "diag-damaged-beyond",
            sequences = tr!(
                lang,
                "diag-count-ill-formed",
                count = *count,
                count_plain = plain(*count)
            ),
            looked_at = num(lang, *looked_at as u64),
            first = num(lang, *first)
        ),
        Msg::StrayBytes(n) => tr!(lang, "diag-stray-bytes", n = *n, n_plain = plain(*n)),
        Msg::StrayBytesOnly(n) => {
            tr!(lang, "diag-stray-bytes-only", n = *n, n_plain = plain(*n))
        }
        Msg::Mixed {
            runs,
            language,
            encoding,
            first,
        } => tr!(
            lang,
            "diag-mixed",
            runs = runs_count(lang, *runs),
            text = language_text(lang, Some(*language)),
            encoding = encoding.name(),
            first = num(lang, *first)
        ),
        Msg::Legacy {
            language,
            encoding,
            same_text,
            weak,
        } => {
            let text = language_text(lang, *language);
            let encoding = read_alike(encoding.name(), same_text);
            if *weak {
                tr!(lang, "diag-legacy-weak", text = text, encoding = encoding)
            } else {
                tr!(lang, "diag-legacy", text = text, encoding = encoding)
            }
        }
        Msg::Cjk {
            language,
            encoding,
            weak,
        } => {
            let text = language_text(lang, Some(*language));
            if *weak {
                tr!(
                    lang,
                    "diag-legacy-weak",
                    text = text,
                    encoding = encoding.name()
                )
            } else {
                tr!(lang, "diag-legacy", text = text, encoding = encoding.name())
            }
        }
        Msg::CjkUnreadable(encoding) => {
            tr!(lang, "diag-cjk-unreadable", encoding = encoding.name())
        }
        Msg::Wide(stats) => tr!(lang, "diag-wide", summary = wide_summary(lang, stats)),
        Msg::NotText(reason) => tr!(lang, "diag-not-text", reason = binary_reason(lang, *reason)),
        Msg::Declaration(d) => declaration(lang, d),
        Msg::DiagnosedFrom(n) => tr!(lang, "diag-diagnosed-from", n = num(lang, *n as u64)),
        Msg::DiagnosedSpread(n) => tr!(
            lang,
            "diag-diagnosed-spread",
            n = num(lang, *n as u64),
            parts = crate::analysis::diagnosis::SPREAD
        ),
        Msg::Basis(g) => basis(lang, g),
        Msg::Confidence(g) => confidence(lang, g),
        Msg::NearestReading(g) => nearest_reading(lang, g),
        Msg::VerdictLine(v) => tr!(lang, "diag-verdict-line", verdict = verdict_name(lang, *v)),
        Msg::EncodingLine(g) => tr!(
            lang,
            "diag-encoding-line",
            encoding = read_alike(g.encoding.name(), &g.same_text)
        ),
        Msg::LanguageLine(l) => {
            tr!(
                lang,
                "diag-language-line",
                language = language_name(lang, Some(*l))
            )
        }
        Msg::AlsoPlausible(g) => tr!(
            lang,
            "diag-also-plausible",
            readings = list(
                g.alternatives.iter().map(|a| tr!(
                    lang,
                    "diag-reading-score",
                    encodings = joined(&a.encodings),
                    score = Arg::Dec(f64::from(a.score), 2)
                )),
                ", "
            )
        ),
        Msg::LegacyExamples { examples, encoding } => tr!(
            lang,
            "diag-legacy-examples",
            encoding = encoding.name(),
            examples = list(examples.iter().map(|(b, c)| format!("{b:02X} = {c}")), ", ")
        ),
        Msg::MixedRuns {
            runs,
            language,
            encoding,
            first,
        } => tr!(
            lang,
            "diag-mixed-runs",
            runs = runs_count(lang, *runs),
            text = language_text(lang, Some(*language)),
            encoding = encoding.name(),
            first = num(lang, *first)
        ),
        Msg::MojibakePlaces(n, at) => in_megabyte(
            lang,
            [
                crate::tid!("diag-mojibake-places"),
                crate::tid!("diag-mojibake-places-at"),
            ],
            *n,
            *at,
        ),
        Msg::MojibakeLost(n) => {
            tr!(
                lang,
                "diag-mojibake-lost",
                n = *n,
                n_plain = plain(*n as u64)
            )
        }
        Msg::ChangedLines(n, at) => in_megabyte(
            lang,
            [
                crate::tid!("diag-changed-lines"),
                crate::tid!("diag-changed-lines-at"),
            ],
            *n,
            *at,
        ),
        Msg::NoMojibake { whole: false } => tr!(lang, "diag-no-mojibake"),
        Msg::NoMojibake { whole: true } => tr!(lang, "diag-no-mojibake-file"),
        Msg::Looking => tr!(lang, "diag-looking"),
        Msg::DiagnosisFailed(why) => tr!(lang, "diag-failed", why = *why),
        Msg::Counts {
            errors,
            replacements,
            done,
        } => counts(lang, *errors, *replacements, *done),
        Msg::ReadingCounts {
            encoding,
            unreadable,
        } => match unreadable {
            Ok(None) => tr!(lang, "diag-reading-counting", encoding = *encoding),
            Ok(Some(0)) => tr!(lang, "diag-reading-all-read", encoding = *encoding),
            Ok(Some(n)) => tr!(
                lang,
                "diag-reading-unreadable",
                encoding = *encoding,
                n = *n
            ),
            Err(why) => tr!(
                lang,
                "diag-reading-count-failed",
                encoding = *encoding,
                why = *why
            ),
        },
        Msg::Label(l) => label(lang, l),
    }
}

/// A number as the command line has always shown it here: no digit groups.
fn plain(n: u64) -> String {
    n.to_string()
}

/// `n` things in the megabyte searched: `ids[0]` for the first, `ids[1]` for the one from byte
/// `at` further on.
fn in_megabyte(lang: Lang, ids: [&str; 2], n: usize, at: u64) -> String {
    let count = [
        ("n", Arg::from(n)),
        ("n_plain", Arg::from(plain(n as u64))),
        ("at", num(lang, at)),
    ];
    if at == 0 {
        crate::i18n::format(lang, ids[0], &count[..2])
    } else {
        crate::i18n::format(lang, ids[1], &count)
    }
}

/// A position or a size: in English as the command line has always shown it (no digit groups),
/// in the other languages grouped their way.
fn num(lang: Lang, n: u64) -> Arg {
    if lang == Lang::En {
        Arg::Str(plain(n))
    } else {
        Arg::Int(n)
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

/// A verdict's name in the Diagnosis tab (English: the JSON name).
fn verdict_name(lang: Lang, v: Verdict) -> String {
    match v {
        Verdict::Utf8 => tr!(lang, "diag-verdict-utf8"),
        Verdict::Utf8Damaged => tr!(lang, "diag-verdict-utf8-damaged"),
        Verdict::Utf8Mixed => tr!(lang, "diag-verdict-utf8-mixed"),
        Verdict::Legacy => tr!(lang, "diag-verdict-legacy"),
        Verdict::Utf16 => tr!(lang, "diag-verdict-utf16"),
        Verdict::Utf32 => tr!(lang, "diag-verdict-utf32"),
        Verdict::Binary => tr!(lang, "diag-verdict-binary"),
    }
}

/// Where a declaration is written ("XML declaration"; with its article where the language
/// needs one).
fn source_name(lang: Lang, s: Source) -> String {
    match s {
        Source::MetaCharset => tr!(lang, "diag-source-meta-charset"),
        Source::MetaHttpEquiv => tr!(lang, "diag-source-meta-http-equiv"),
        Source::XmlDeclaration => tr!(lang, "diag-source-xml-declaration"),
        Source::PoHeader => tr!(lang, "diag-source-po-header"),
        Source::CodingCookie => tr!(lang, "diag-source-coding-cookie"),
        Source::CssCharset => tr!(lang, "diag-source-css-charset"),
        Source::EmacsCoding => tr!(lang, "diag-source-emacs-coding"),
        Source::VimModeline => tr!(lang, "diag-source-vim-modeline"),
        Source::MimeHeader => tr!(lang, "diag-source-mime-header"),
        Source::EditorConfig => tr!(lang, "diag-source-editorconfig"),
    }
}

/// "its XML declaration (line 1) declares ISO-8859-2, but the bytes are not that", "…, which
/// the bytes agree with".
fn declaration(lang: Lang, d: &Declaration) -> String {
    let named = declared_name(d);
    let who = match &d.file {
        Some(file) if d.source == Source::EditorConfig => tr!(
            lang,
            "diag-decl-editorconfig",
            file = file.as_str(),
            line = num(lang, d.line),
            label = d.label.as_str()
        ),
        _ => tr!(
            lang,
            "diag-decl-declares",
            source = source_name(lang, d.source),
            line = num(lang, d.line),
            encoding = named
        ),
    };
    let how = match (&d.agrees, &d.unchecked) {
        // (Browsers read a page's UTF-16 label as UTF-8: [`declared::compare`].)
        (Some(true), _) if d.read_as_utf8 => tr!(lang, "diag-decl-agrees-as-utf8"),
        (Some(true), _) => tr!(lang, "diag-decl-agrees"),
        (Some(false), _) => tr!(lang, "diag-decl-disagrees"),
        (None, Some(Unchecked::UnknownName)) => tr!(lang, "diag-decl-unknown-name"),
        (None, Some(Unchecked::NoDecoder)) => tr!(lang, "diag-decl-no-decoder"),
        (None, Some(Unchecked::TransferEncoding { name })) => {
            tr!(lang, "diag-decl-transfer-encoding", name = name.as_str())
        }
        (None, _) => tr!(lang, "diag-decl-too-weak"),
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
pub fn relabelled(
    lang: Lang,
    d: &Declaration,
    target: Declared,
    updated: bool,
    asked: bool,
) -> String {
    let named = declared_name(d);
    let source = source_name(lang, d.source);
    if asked && !updated {
        // Asked for, and left: a page's label must be one browsers know.
        return tr!(
            lang,
            "diag-not-relabelled-web",
            source = source,
            line = num(lang, d.line),
            encoding = named,
            target = target.name()
        );
    }
    if updated {
        tr!(
            lang,
            "diag-relabelled",
            source = source,
            line = num(lang, d.line),
            encoding = named,
            target = target.name()
        )
    } else {
        tr!(
            lang,
            "diag-not-relabelled",
            source = source,
            line = num(lang, d.line),
            encoding = named
        )
    }
}

/// The declarations' sentences, each after "; ".
fn declarations(lang: Lang, d: &Diagnosis) -> String {
    d.declared
        .iter()
        .map(|decl| format!("; {}", render(lang, &Msg::Declaration(decl))))
        .collect()
}

/// Why bytes are not text: "12 NUL bytes in the first 4096 bytes: text files have none".
fn binary_reason(lang: Lang, r: BinaryReason) -> String {
    match r {
        BinaryReason::Nul { count, of } => tr!(
            lang,
            "diag-binary-nul",
            bytes = tr!(
                lang,
                "diag-count-nul-bytes",
                count = count,
                count_plain = plain(count as u64)
            ),
            of = num(lang, of as u64)
        ),
        BinaryReason::Controls { percent, of } => tr!(
            lang,
            "diag-binary-controls",
            percent = percent,
            of = num(lang, of as u64)
        ),
        BinaryReason::Format { format } => {
            tr!(
                lang,
                "diag-binary-format",
                format = format_name(lang, format)
            )
        }
    }
}

/// How firm a guess is, and why not when it is not.
fn confidence(lang: Lang, g: &Guess) -> String {
    match (&g.basis, g.confident) {
        (_, true) => tr!(lang, "diag-firm"),
        (
            Basis::Legacy {
                weak: Some(Weakness::Few),
                ..
            },
            false,
        ) => tr!(lang, "diag-weak-few-bytes"),
        (
            Basis::Cjk {
                weak: Some(Weakness::Few),
                ..
            },
            false,
        ) => tr!(lang, "diag-weak-few-chars"),
        (Basis::Cjk { .. }, false) => tr!(lang, "diag-weak-close"),
        (Basis::Utf8Few, false) => tr!(lang, "diag-weak-few-chars"),
        (
            Basis::Legacy {
                weak: Some(Weakness::NoLetters),
                ..
            },
            false,
        ) => tr!(lang, "diag-weak-no-letters"),
        (
            Basis::Legacy {
                weak: Some(Weakness::CjkShaped),
                ..
            },
            false,
        ) => tr!(lang, "diag-weak-cjk-shaped"),
        (
            Basis::Legacy {
                weak: Some(Weakness::OddLetters),
                ..
            },
            false,
        ) => tr!(lang, "diag-weak-odd-letters"),
        (Basis::Legacy { .. }, false) => tr!(lang, "diag-weak-close"),
        (_, false) => tr!(lang, "diag-weak"),
    }
}

/// The best legacy reading of stray bytes, named as turned down.
fn nearest_reading(lang: Lang, g: &Guess) -> String {
    match g.language {
        Some(l) => tr!(
            lang,
            "diag-nearest-reading",
            language = language_name(lang, Some(l)),
            encoding = g.encoding.name()
        ),
        None => tr!(lang, "diag-no-legacy-reading"),
    }
}

/// The scan's counts in the status line.
fn counts(lang: Lang, errors: u64, replacements: u64, done: bool) -> String {
    match (errors, done) {
        (0, true) => tr!(lang, "diag-counts-valid"),
        (0, false) => tr!(lang, "diag-counts-no-errors-yet"),
        (n, true) => tr!(
            lang,
            "diag-counts-errors",
            errors = tr!(lang, "diag-count-errors", n = n),
            replacements = replacements
        ),
        (n, false) => tr!(
            lang,
            "diag-counts-errors-so-far",
            errors = tr!(lang, "diag-count-errors", n = n),
            replacements = replacements
        ),
    }
}

fn label(lang: Lang, l: &Label<'_>) -> String {
    match l {
        Label::Details => tr!(lang, "diag-label-details"),
        Label::ViewAs(e) => tr!(lang, "diag-label-view-as", encoding = e.name()),
        Label::SaveAsUtf8 => tr!(lang, "diag-label-save-as-utf8"),
        Label::SaveDecodedFrom(e) => tr!(lang, "diag-label-save-decoded-from", encoding = *e),
        Label::NextError => tr!(lang, "diag-label-next-error"),
        Label::NextWarning(k) => next_warning(lang, *k),
        Label::GoToFirstRun => tr!(lang, "diag-label-go-to-first-run"),
        Label::SaveRunsAs(e) => tr!(lang, "diag-label-save-runs-as", encoding = e.name()),
        Label::StartReadThatWay => tr!(lang, "diag-label-start-read-that-way"),
        Label::Mojibake => tr!(lang, "diag-label-mojibake"),
        Label::AsItIs => tr!(lang, "diag-label-as-it-is"),
        Label::Repaired => tr!(lang, "diag-label-repaired"),
        Label::SaveRepaired => tr!(lang, "diag-label-save-repaired"),
        Label::Substitute => tr!(lang, "diag-label-substitute"),
        Label::SaveAsEncoding => tr!(lang, "diag-label-save-as-encoding"),
        Label::CopyEncoding => tr!(lang, "diag-label-copy-encoding"),
        Label::CopyDecodedFrom(e) => tr!(lang, "diag-label-copy-decoded-from", encoding = *e),
        Label::CopyTargetWrites {
            encoding,
            whole: true,
        } => tr!(lang, "diag-label-copy-target-writes", encoding = *encoding),
        Label::CopyTargetWrites {
            encoding,
            whole: false,
        } => tr!(
            lang,
            "diag-label-copy-target-writes-start",
            encoding = *encoding
        ),
        Label::CopyTargetLacks {
            encoding,
            whole,
            lacks: [],
        } => label(
            lang,
            &Label::CopyTargetWrites {
                encoding,
                whole: *whole,
            },
        ),
        Label::CopyTargetLacks {
            encoding,
            whole,
            lacks,
        } => {
            let id = if *whole {
                crate::tid!("diag-label-copy-target-lacks")
            } else {
                crate::tid!("diag-label-copy-target-lacks-start")
            };
            crate::i18n::format(
                lang,
                id,
                &[
                    ("encoding", Arg::from(*encoding)),
                    ("chars", Arg::from(char_names(lacks))),
                ],
            )
        }
        Label::CopyTargetNone { whole, nearest } => {
            let id = if *whole {
                crate::tid!("diag-label-copy-target-none")
            } else {
                crate::tid!("diag-label-copy-target-none-start")
            };
            let mut out = crate::i18n::format(lang, id, &[]);
            if let Some((name, lacks)) = nearest {
                out.push(' ');
                out.push_str(&tr!(
                    lang,
                    "diag-label-copy-target-nearest",
                    encoding = *name,
                    chars = char_names(lacks)
                ));
            }
            out
        }
    }
}

/// "U+2010 HYPHEN, U+02BC MODIFIER LETTER APOSTROPHE": code points and names, not the characters
/// (a hyphen or an apostrophe would not be told from ASCII's, and a character no font has would
/// be a box).
fn char_names(chars: &[char]) -> String {
    let list: Vec<String> = chars
        .iter()
        .map(|c| match unicode_names2::name(*c) {
            Some(name) => format!("U+{:04X} {name}", u32::from(*c)),
            None => format!("U+{:04X}", u32::from(*c)),
        })
        .collect();
    list.join(", ")
}

/// "Next bidi control" (the banner's button).
fn next_warning(lang: Lang, k: WarningKind) -> String {
    match k {
        WarningKind::BidiControl => tr!(lang, "diag-next-bidi-control"),
        WarningKind::ReplacementChar => tr!(lang, "diag-next-replacement-char"),
        WarningKind::C1Control => tr!(lang, "diag-next-c1-control"),
        WarningKind::Bom => tr!(lang, "diag-next-bom"),
        WarningKind::Noncharacter => tr!(lang, "diag-next-noncharacter"),
        WarningKind::Invisible => tr!(lang, "diag-next-invisible"),
        WarningKind::Nul => tr!(lang, "diag-next-nul"),
        WarningKind::PrivateUse => tr!(lang, "diag-next-private-use"),
    }
}

/// "3 bidi controls, which can show the text in another order than it is stored".
fn warning_clause(lang: Lang, k: WarningKind, n: u64) -> String {
    let p = plain(n);
    match k {
        WarningKind::BidiControl => tr!(
            lang,
            "diag-warn-bidi-control",
            count = tr!(lang, "diag-count-bidi-control", n = n, n_plain = p)
        ),
        WarningKind::ReplacementChar => tr!(
            lang,
            "diag-warn-replacement-char",
            count = tr!(lang, "diag-count-replacement-char", n = n, n_plain = p)
        ),
        WarningKind::C1Control => tr!(
            lang,
            "diag-warn-c1-control",
            count = tr!(lang, "diag-count-c1-control", n = n, n_plain = p)
        ),
        WarningKind::Bom => tr!(lang, "diag-count-bom", n = n, n_plain = p),
        WarningKind::Noncharacter => tr!(lang, "diag-count-noncharacter", n = n, n_plain = p),
        WarningKind::Invisible => tr!(lang, "diag-count-invisible", n = n, n_plain = p),
        WarningKind::Nul => tr!(lang, "diag-count-nul", n = n, n_plain = p),
        WarningKind::PrivateUse => tr!(lang, "diag-count-private-use", n = n, n_plain = p),
    }
}

/// "3 runs" (of legacy text in UTF-8).
fn runs_count(lang: Lang, runs: usize) -> String {
    tr!(
        lang,
        "diag-count-runs",
        runs = runs,
        runs_plain = plain(runs as u64)
    )
}

fn chain_words(lang: Lang, chain: &[&'static str]) -> String {
    let mut s = String::from("UTF-8");
    for l in chain.iter().rev() {
        if *l == super::mojibake::C1_AS_1252 {
            s = tr!(lang, "diag-chain-c1-as-1252");
        } else if *l == super::mojibake::C1_AS_MAC {
            s = tr!(lang, "diag-chain-c1-as-mac");
        } else {
            s = tr!(lang, "diag-chain-step", before = s, encoding = *l);
        }
    }
    s
}

fn basis(lang: Lang, g: &Guess) -> String {
    match &g.basis {
        Basis::Empty => tr!(lang, "diag-basis-empty"),
        Basis::Ascii => tr!(lang, "diag-basis-ascii"),
        Basis::Utf8Bom => tr!(lang, "diag-basis-utf8-bom"),
        Basis::Utf8 => tr!(lang, "diag-basis-utf8"),
        Basis::Utf8Few => tr!(lang, "diag-basis-utf8-few"),
        Basis::WideBom(f) => tr!(lang, "diag-basis-wide-bom", form = f.name()),
        Basis::Utf16Pairs(f) => tr!(lang, "diag-basis-utf16-pairs", form = f.name()),
        Basis::WideZeros(f) => tr!(lang, "diag-basis-wide-zeros", form = f.name()),
        Basis::Binary(r) => binary_reason(lang, *r),
        Basis::NoLegacyFits => tr!(lang, "diag-basis-no-legacy-fits"),
        Basis::Declared { source, instead } if g.encoding.cjk().is_some() => tr!(
            lang,
            "diag-basis-declared-cjk",
            source = source_name(lang, *source),
            instead = instead.name()
        ),
        Basis::Declared { source, instead } => tr!(
            lang,
            "diag-basis-declared",
            source = source_name(lang, *source),
            instead = instead.name()
        ),
        Basis::Legacy { near, .. } => {
            let language = language_name(lang, g.language);
            let encoding = g.encoding.name();
            let mut out = if g.same_text.is_empty() {
                tr!(
                    lang,
                    "diag-basis-legacy",
                    language = language,
                    encoding = encoding
                )
            } else {
                tr!(
                    lang,
                    "diag-basis-legacy-identical",
                    language = language,
                    encoding = encoding,
                    same = list(g.same_text.iter().map(|l| l.name()), ", ")
                )
            };
            if let Some((other, differing, high)) = near {
                out.push_str(&tr!(
                    lang,
                    "diag-basis-legacy-near",
                    other = other.name(),
                    differing = num(lang, *differing as u64),
                    high = *high,
                    high_plain = plain(*high as u64)
                ));
            }
            out
        }
        Basis::Cjk { chars, mean, .. } => tr!(
            lang,
            "diag-basis-cjk",
            language = language_name(lang, g.language),
            encoding = g.encoding.name(),
            chars = tr!(lang, "diag-count-cjk-chars", n = *chars),
            // The geometric mean of the characters' frequencies, as "one in N".
            per = num(lang, f64::from(-*mean).exp().round() as u64)
        ),
        Basis::CjkEscapes => tr!(lang, "diag-basis-cjk-escapes", encoding = g.encoding.name()),
        Basis::CjkStructure => {
            tr!(
                lang,
                "diag-basis-cjk-structure",
                encoding = g.encoding.name()
            )
        }
        Basis::Mixed(e) => tr!(lang, "diag-basis-mixed", encoding = e.name()),
        Basis::MixedCjk(e) => tr!(lang, "diag-basis-mixed", encoding = e.name()),
        Basis::Damaged => tr!(lang, "diag-basis-damaged"),
        Basis::CutShort => tr!(lang, "diag-basis-cut-short"),
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
        // A file of nothing but them (the byte 80 alone) has no ASCII to call the text.
        Finding::StrayBytes { count } if d.whole_file && *count == d.size => {
            Msg::StrayBytesOnly(*count)
        }
        Finding::StrayBytes { count } => Msg::StrayBytes(*count),
        Finding::Mixed {
            encoding,
            language,
            runs,
            first,
        } => Msg::Mixed {
            runs: *runs,
            language: *language,
            encoding: Encoding::Legacy(*encoding),
            first: *first,
        },
        Finding::MixedCjk {
            encoding,
            language,
            runs,
            first,
        } => Msg::Mixed {
            runs: *runs,
            language: *language,
            encoding: Encoding::Cjk(*encoding),
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
pub fn mojibake_chain(lang: Lang, chain: &[&'static str]) -> String {
    render(lang, &Msg::MojibakeChain(chain))
}

/// What a saved copy holds, after "Saved FILE (N bytes, …)" or `fix`'s "FILE: …":
/// "mojibake repaired (UTF-8 → read as windows-1252 → saved as UTF-8)", "ill-formed runs read as
/// ISO-8859-2", "decoded from KOI8-R, written as UTF-8", "written as ISO-8859-2; replaced 2: …".
pub fn done(lang: Lang, d: &Done) -> String {
    let said = done_without_marks(lang, d);
    match decomposed(lang, d) {
        marks if marks.is_empty() => said,
        marks => format!("{said}; {marks}"),
    }
}

/// [`done`] before what it says of characters written decomposed.
fn done_without_marks(lang: Lang, d: &Done) -> String {
    match d {
        Done::Repaired(chain, 0) => tr!(
            lang,
            "diag-done-repaired",
            chain = mojibake_chain(lang, chain)
        ),
        Done::Repaired(chain, lost) => tr!(
            lang,
            "diag-done-repaired-lost",
            chain = mojibake_chain(lang, chain),
            lost = *lost as u64,
            lost_plain = num(lang, *lost as u64)
        ),
        Done::RunsRead(e) => tr!(lang, "diag-done-runs-read", encoding = e.name()),
        Done::RunsReadAndRepaired(e, chain, lost) => format!(
            "{}; {}",
            done_without_marks(lang, &Done::RunsRead(*e)),
            done_without_marks(lang, &Done::Repaired(chain.clone(), *lost))
        ),
        Done::Converted { from, to, .. } if to.eq_ignore_ascii_case("UTF-8") => {
            tr!(lang, "diag-done-decoded", from = from.as_str())
        }
        Done::Converted {
            to, replaced: 0, ..
        } => tr!(lang, "diag-done-written", to = to.as_str()),
        Done::Converted {
            to,
            replaced,
            listed,
            ..
        } => tr!(
            lang,
            "diag-done-written-replaced",
            to = to.as_str(),
            replaced = num(lang, *replaced as u64),
            listed = listed.as_str()
        ),
    }
}

/// The characters a conversion replaced: "replaced 2 characters that ISO-8859-2 cannot write: …"
/// (empty when none were).
pub fn replaced(lang: Lang, d: &Done) -> String {
    match d {
        Done::Converted {
            to,
            replaced,
            listed,
            ..
        } if *replaced > 0 => tr!(
            lang,
            "diag-replaced",
            chars = tr!(
                lang,
                "diag-count-replaced",
                n = *replaced,
                n_plain = plain(*replaced as u64)
            ),
            to = to.as_str(),
            listed = listed.as_str()
        ),
        _ => String::new(),
    }
}

/// The characters a conversion wrote as a letter and a combining mark: "wrote 3 characters as a
/// letter and a combining mark, as windows-1258 writes them …" (empty when none were). A
/// Vietnamese text converted to windows-1258 and back is no longer the same code points: said.
pub fn decomposed(lang: Lang, d: &Done) -> String {
    match d {
        Done::Converted {
            to,
            decomposed,
            decomposed_listed,
            ..
        } if *decomposed > 0 => tr!(
            lang,
            "diag-decomposed",
            chars = tr!(
                lang,
                "diag-count-replaced",
                n = *decomposed,
                n_plain = plain(*decomposed as u64)
            ),
            to = to.as_str(),
            listed = decomposed_listed.as_str()
        ),
        _ => String::new(),
    }
}

/// A verdict as the totals line counts it ("legacy", "damaged", "UTF-16").
pub fn verdict_noun(lang: Lang, v: Verdict) -> String {
    match v {
        Verdict::Utf8Damaged | Verdict::Utf8 => tr!(lang, "diag-noun-damaged"),
        Verdict::Utf8Mixed => tr!(lang, "diag-noun-mixed"),
        Verdict::Legacy => tr!(lang, "diag-noun-legacy"),
        Verdict::Utf16 => "UTF-16".into(),
        Verdict::Utf32 => "UTF-32".into(),
        Verdict::Binary => tr!(lang, "diag-noun-binary"),
    }
}

/// The one sentence about a diagnosis: `check`'s line and JSON `summary`, the banner
/// (capitalised), the status line and the Diagnosis tab all show it.
pub fn summary(lang: Lang, d: &Diagnosis) -> String {
    finding_summary(lang, d) + &declarations(lang, d)
}

/// The summary without the declarations.
fn finding_summary(lang: Lang, d: &Diagnosis) -> String {
    let mut out = render(lang, &finding_msg(d));
    // Damaged UTF-8 whose text is mojibake (its last character cut short): both.
    if let (Finding::Damaged { .. }, Some(m)) = (&d.finding, &d.mojibake) {
        out.push_str("; ");
        out.push_str(&render(lang, &Msg::Mojibake(&m.chain)));
    }
    let sampled = !d.whole_file && !matches!(d.finding, Finding::Binary { .. } | Finding::Empty);
    if sampled && d.spread {
        out.push_str(&render(lang, &Msg::DiagnosedSpread(d.looked_at)));
    } else if sampled {
        out.push_str(&render(lang, &Msg::DiagnosedFrom(d.looked_at)));
    }
    out
}

/// The banner's sentence: the summary, capitalised; `None` when there is nothing to say beyond
/// "valid UTF-8".
pub fn banner(lang: Lang, d: &Diagnosis) -> Option<String> {
    d.says_more().then(|| capitalised(&summary(lang, d)))
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
pub fn status(lang: Lang, stats: &Stats, done: bool, d: Option<&Diagnosis>) -> String {
    let counts = render(
        lang,
        &Msg::Counts {
            errors: stats.errors,
            replacements: stats.replacements,
            done,
        },
    );
    match d {
        Some(d) if d.is_wide() => summary(lang, d),
        Some(d) if d.finding == Finding::Utf8 && d.says_more() && done && stats.errors == 0 => {
            summary(lang, d)
        }
        Some(d) if d.says_more() => format!("{counts} · {}", summary(lang, d)),
        _ => counts,
    }
}

/// The status line in a legacy or CJK reading: that reading's count of what it cannot read (not
/// UTF-8's errors, which are no fault of a windows-1251 file read as windows-1251), then what
/// the diagnosis says of the file.
pub fn reading_status(
    lang: Lang,
    encoding: &str,
    unreadable: Result<Option<u64>, &str>,
    d: Option<&Diagnosis>,
) -> String {
    let counts = render(
        lang,
        &Msg::ReadingCounts {
            encoding,
            unreadable,
        },
    );
    match d {
        Some(d) if d.says_more() => format!("{counts} · {}", summary(lang, d)),
        _ => counts,
    }
}

/// "UTF-16LE text with BOM, 12,345 characters, valid", or "…, 2 errors (1 lone-high-surrogate,
/// 1 odd-length), first at byte 4,096 (line 3): <why>", from the counts of a whole file or a sample.
pub fn wide_summary(lang: Lang, s: &WideStats) -> String {
    let mut out = if s.bom {
        tr!(
            lang,
            "diag-wide-with-bom",
            encoding = s.encoding.name(),
            chars = tr!(
                lang,
                "diag-count-wide-chars",
                n = s.chars,
                n_plain = num(lang, s.chars)
            )
        )
    } else {
        tr!(
            lang,
            "diag-wide-without-bom",
            encoding = s.encoding.name(),
            chars = tr!(
                lang,
                "diag-count-wide-chars",
                n = s.chars,
                n_plain = num(lang, s.chars)
            )
        )
    };
    match &s.first_error {
        None => out.push_str(&tr!(lang, "diag-wide-valid")),
        Some(e) => {
            let kinds: Vec<String> = s
                .by_kind
                .iter()
                .filter(|(_, n)| **n > 0)
                .map(|(k, n)| {
                    let kind = WideError::ALL
                        .into_iter()
                        .find(|w| w.name() == *k)
                        .map_or_else(|| (*k).to_string(), |w| wide_error_name(lang, w));
                    tr!(lang, "diag-wide-kind-count", n = num(lang, *n), kind = kind)
                })
                .collect();
            out.push_str(&tr!(
                lang,
                "diag-wide-errors",
                kinds = kinds.join(", "),
                offset = num(lang, e.offset),
                line = num(lang, e.line),
                why = kinds::wide_error_explanation(lang, e.kind, e.value, s.encoding)
            ));
        }
    }
    out
}

/// A UTF-16/32 error kind's name (English: its machine name).
pub fn wide_error_name(lang: Lang, k: WideError) -> String {
    match k {
        WideError::LoneHighSurrogate => tr!(lang, "diag-wide-lone-high-surrogate"),
        WideError::LoneLowSurrogate => tr!(lang, "diag-wide-lone-low-surrogate"),
        WideError::OddLength => tr!(lang, "diag-wide-odd-length"),
        WideError::OutOfRange => tr!(lang, "diag-wide-out-of-range"),
        WideError::Surrogate => tr!(lang, "diag-wide-surrogate"),
    }
}

/// 12345 → "12,345".
pub fn thousands(n: u64) -> String {
    Lang::En.int(n)
}

/// The line-ending summary: "LF line endings", "mixed line endings (3 LF, 1 CRLF)", "no line
/// breaks".
pub fn line_endings(lang: Lang, s: &Stats) -> String {
    let kinds: Vec<(u64, &str)> = [(s.lf, "LF"), (s.crlf, "CRLF"), (s.cr, "CR")]
        .into_iter()
        .filter(|(n, _)| *n > 0)
        .collect();
    match kinds.as_slice() {
        [] => tr!(lang, "diag-no-line-breaks"),
        [(_, name)] => tr!(lang, "diag-line-endings", name = *name),
        _ => tr!(
            lang,
            "diag-mixed-line-endings",
            counts = kinds
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
pub fn scan_verdict(lang: Lang, s: &Stats) -> String {
    let mut v = match &s.first_error {
        None => {
            let endings = line_endings(lang, s);
            let chars = tr!(
                lang,
                "diag-count-scan-chars",
                n = s.chars(),
                n_plain = plain(s.chars())
            );
            let bytes = tr!(
                lang,
                "diag-count-scan-bytes",
                n = s.bytes,
                n_plain = num(lang, s.bytes)
            );
            if s.has_bom() {
                tr!(
                    lang,
                    "diag-scan-valid-bom",
                    chars = chars.as_str(),
                    bytes = bytes.as_str(),
                    endings = endings
                )
            } else {
                tr!(
                    lang,
                    "diag-scan-valid",
                    chars = chars.as_str(),
                    bytes = bytes.as_str(),
                    endings = endings
                )
            }
        }
        Some(e) => tr!(
            lang,
            "diag-scan-invalid",
            errors = tr!(
                lang,
                "diag-count-scan-errors",
                n = s.errors,
                n_plain = plain(s.errors)
            ),
            offset = num(lang, e.offset),
            line = num(lang, e.line),
            column = num(lang, e.column),
            why = e.message_in(lang)
        ),
    };
    let warnings: Vec<String> = WarningKind::ALL
        .iter()
        .filter(|k| s.warnings[k.index()] > 0 && **k != WarningKind::Bom)
        .map(|k| {
            format!(
                "{} {}",
                s.warnings[k.index()],
                kinds::warning_kind(lang, *k)
            )
        })
        .collect();
    if !warnings.is_empty() {
        v.push_str(&tr!(
            lang,
            "diag-scan-warnings",
            warnings = warnings.join(", ")
        ));
    }
    v
}

/// `check`'s line for a file: the scan's verdict, then the summary when the diagnosis says more
/// than "valid UTF-8" (for UTF-16/32 the summary alone: its UTF-8 counts mean nothing).
pub fn check_line(lang: Lang, s: &Stats, d: Option<&Diagnosis>) -> String {
    let line = match d {
        // UTF-16/32 and binary files: their UTF-8 counts say nothing about them.
        Some(d) if d.is_wide() || matches!(d.finding, Finding::Binary { .. }) => {
            finding_summary(lang, d)
        }
        Some(d) if d.finding_says_more() => {
            format!("{}; {}", scan_verdict(lang, s), finding_summary(lang, d))
        }
        _ => scan_verdict(lang, s),
    };
    line + &d.map(|d| declarations(lang, d)).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codec::WideForm;

    #[test]
    fn english_wide_explanations_are_the_codecs() {
        for k in WideError::ALL {
            for form in [WideForm::Utf16Le, WideForm::Utf32Be] {
                for value in [1, 3, 0xD800, 0xDC01, 0x11_0000] {
                    if k == WideError::OddLength && value > 3 {
                        continue; // fewer bytes than a unit are left
                    }
                    assert_eq!(
                        kinds::wide_error_explanation(Lang::En, k, value, form),
                        k.explain(value, form)
                    );
                }
            }
            assert_eq!(wide_error_name(Lang::En, k), k.name());
        }
    }

    #[test]
    fn every_sentence_renders_in_every_language() {
        use crate::analysis::diagnosis::diagnose;
        use crate::analysis::{ScanOptions, scan_bytes};
        let mut utf16 = vec![0xFF, 0xFE];
        utf16.extend(
            "Zażółć gęślą jaźń"
                .encode_utf16()
                .flat_map(u16::to_le_bytes),
        );
        utf16.extend([0x00, 0xD8, 0x41]);
        let samples: Vec<Vec<u8>> = vec![
            b"".to_vec(),
            b"plain ASCII\n".to_vec(),
            b"Za\xbf\xf3\xb3\xe6 g\xea\xb6l\xb1 ja\xbc\xf1, \xbf\xf3\xb3ty \xbfuk.\n".repeat(4),
            "Ã©tÃ© Ã  la plage, trÃ¨s chaud".as_bytes().to_vec(),
            b"Just ASCII, then \xB4\xCD\xC2.".to_vec(),
            vec![0u8; 64],
            utf16,
            "a\u{202E}b\u{FFFD}c\u{85}d".as_bytes().to_vec(),
        ];
        for bytes in &samples {
            let d = diagnose(bytes, bytes.len() as u64);
            let stats = scan_bytes(bytes, ScanOptions::default()).stats;
            for lang in Lang::ALL {
                let mut said = vec![
                    summary(lang, &d),
                    status(lang, &stats, true, Some(&d)),
                    status(lang, &stats, false, Some(&d)),
                    check_line(lang, &stats, Some(&d)),
                    render(lang, &Msg::Basis(&d.guess)),
                    render(lang, &Msg::Confidence(&d.guess)),
                    render(lang, &Msg::NearestReading(&d.guess)),
                    render(lang, &Msg::EncodingLine(&d.guess)),
                    render(lang, &Msg::AlsoPlausible(&d.guess)),
                    render(lang, &Msg::VerdictLine(d.verdict())),
                ];
                said.extend(banner(lang, &d));
                if let Some(l) = d.guess.language {
                    said.push(render(lang, &Msg::LanguageLine(l)));
                }
                if let Some(m) = &d.mojibake {
                    said.push(render(lang, &Msg::MojibakeChain(&m.chain)));
                    said.push(render(lang, &Msg::MojibakeLost(m.lost)));
                }
                for s in said {
                    assert!(
                        !s.contains('{') && !s.contains("diag-") && !s.is_empty(),
                        "{lang:?}: {s:?}"
                    );
                }
            }
        }
    }
}
