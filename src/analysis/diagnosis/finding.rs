//! What the diagnosis found, as data: no sentence is made here.
//!
//! Why data: `check`, `check --json`, the banner, the status line and the Diagnosis tab all tell
//! the same story, and a sentence built in one of them and parsed back in another (a prefix
//! stripped, "weak guess" looked for, an encoding name turned back into an index) drifts. So the
//! diagnosis returns a [`Finding`] with encodings and languages as ids ([`LegacyId`], [`LangId`],
//! [`Encoding`]), and [`crate::analysis::wording`] alone turns it into words.

use crate::analysis::cjk::CjkId;
use crate::analysis::cjk::model::CjkLang;
use crate::analysis::lang;
use crate::analysis::legacy::{COUNT, LEGACY, Legacy};
use crate::codec::{WarningKind, WideForm, WideStats};
use serde::{Serialize, Serializer};

/// One of the single-byte encodings of [`LEGACY`], by position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LegacyId(u8);

impl LegacyId {
    /// The encoding at `index` in [`LEGACY`], if there is one.
    pub fn new(index: usize) -> Option<LegacyId> {
        u8::try_from(index)
            .ok()
            .filter(|&i| usize::from(i) < COUNT)
            .map(LegacyId)
    }

    /// The encoding with this name or alias ([`crate::analysis::legacy::by_name`]).
    pub fn by_name(name: &str) -> Option<LegacyId> {
        crate::analysis::legacy::by_name(name).and_then(|l| LegacyId::new(l.index()))
    }

    /// Its position in [`LEGACY`].
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The encoding.
    pub fn get(self) -> &'static Legacy {
        &LEGACY[self.index()]
    }

    /// Its name ("ISO-8859-2").
    pub fn name(self) -> &'static str {
        self.get().name
    }
}

impl Serialize for LegacyId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// A language: one of the bigram models of [`lang::models`], by position, or one of the CJK
/// languages ([`CjkLang`], whose unigram models are in [`crate::analysis::cjk::model`], not in
/// [`lang::models`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LangId(u8);

/// Where the CJK languages start among the ids (well past the bigram models' count).
const CJK_BASE: u8 = 0xF0;

impl LangId {
    /// The language at `index` in [`lang::models`], if there is one.
    pub fn new(index: usize) -> Option<LangId> {
        u8::try_from(index)
            .ok()
            .filter(|&i| i < CJK_BASE && usize::from(i) < lang::models().len())
            .map(LangId)
    }

    /// A CJK language.
    pub fn cjk(l: CjkLang) -> LangId {
        // (Three languages: CJK_BASE + 2 fits a u8.)
        LangId(CJK_BASE + l.index() as u8)
    }

    /// The CJK language, if it is one.
    pub fn cjk_lang(self) -> Option<CjkLang> {
        CjkLang::ALL
            .into_iter()
            .find(|l| usize::from(self.0) == usize::from(CJK_BASE) + l.index())
    }

    /// Its position in [`lang::models`]; `None` for a CJK language, which has no bigram model.
    pub fn index(self) -> Option<usize> {
        (self.0 < CJK_BASE).then_some(usize::from(self.0))
    }

    /// Its bigram model (`None` for a CJK language).
    pub fn model(self) -> Option<&'static lang::Model> {
        self.index().and_then(|i| lang::models().get(i))
    }

    /// Its ISO 639-3 code ("pol").
    pub fn code(self) -> &'static str {
        match (self.model(), self.cjk_lang()) {
            (Some(m), _) => m.code,
            (None, Some(l)) => l.code(),
            (None, None) => "und",
        }
    }

    /// Its English name ("Polish").
    pub fn name(self) -> &'static str {
        match (self.model(), self.cjk_lang()) {
            (Some(m), _) => m.name,
            (None, Some(l)) => l.name(),
            (None, None) => "unknown",
        }
    }
}

impl Serialize for LangId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// An encoding the diagnosis can name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Encoding {
    /// Seven-bit ASCII (every encoding here agrees).
    Ascii,
    /// UTF-8 without a byte order mark.
    Utf8,
    /// UTF-8 starting with a byte order mark.
    Utf8Bom,
    /// UTF-16 or UTF-32.
    Wide(WideForm),
    /// A single-byte encoding.
    Legacy(LegacyId),
    /// A multi-byte CJK encoding (Shift_JIS, GBK, Big5, …).
    Cjk(CjkId),
    /// Not text.
    Binary,
}

impl Encoding {
    /// Its name, as in JSON ("UTF-8 (with BOM)", "ISO-8859-2", "UTF-16LE").
    pub fn name(self) -> &'static str {
        match self {
            Encoding::Ascii => "ASCII",
            Encoding::Utf8 => "UTF-8",
            Encoding::Utf8Bom => "UTF-8 (with BOM)",
            Encoding::Wide(f) => f.name(),
            Encoding::Legacy(l) => l.name(),
            Encoding::Cjk(c) => c.name(),
            Encoding::Binary => "binary",
        }
    }

    /// The single-byte encoding, if it is one.
    pub fn legacy(self) -> Option<LegacyId> {
        match self {
            Encoding::Legacy(l) => Some(l),
            _ => None,
        }
    }

    /// The CJK encoding, if it is one.
    pub fn cjk(self) -> Option<CjkId> {
        match self {
            Encoding::Cjk(c) => Some(c),
            _ => None,
        }
    }

    /// The UTF-16/32 form, if it is one.
    pub fn wide(self) -> Option<WideForm> {
        match self {
            Encoding::Wide(f) => Some(f),
            _ => None,
        }
    }
}

impl Serialize for Encoding {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// What a file is: the verdict's name, as in JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// Valid UTF-8 (ASCII and empty files included).
    #[serde(rename = "utf-8")]
    Utf8,
    /// UTF-8 with a few ill-formed bytes that are not text in any encoding.
    #[serde(rename = "utf-8-damaged")]
    Utf8Damaged,
    /// UTF-8 with runs of bytes that read as one legacy encoding.
    #[serde(rename = "utf-8-mixed")]
    Utf8Mixed,
    /// A single-byte encoding throughout.
    Legacy,
    /// UTF-16 (with or without a BOM).
    #[serde(rename = "utf-16")]
    Utf16,
    /// UTF-32 (with or without a BOM).
    #[serde(rename = "utf-32")]
    Utf32,
    /// Not text.
    Binary,
}

impl Verdict {
    /// The verdict's name, as in JSON.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Utf8 => "utf-8",
            Verdict::Utf8Damaged => "utf-8-damaged",
            Verdict::Utf8Mixed => "utf-8-mixed",
            Verdict::Legacy => "legacy",
            Verdict::Utf16 => "utf-16",
            Verdict::Utf32 => "utf-32",
            Verdict::Binary => "binary",
        }
    }
}

/// Why a sample is not text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum BinaryReason {
    /// `count` NUL bytes in the first `of` bytes.
    Nul {
        /// NUL bytes seen.
        count: usize,
        /// Bytes looked at.
        of: usize,
    },
    /// Control codes make up `percent` % of the first `of` bytes.
    Controls {
        /// Share of control codes, in percent.
        percent: usize,
        /// Bytes looked at.
        of: usize,
    },
    /// The first bytes are a binary format's signature.
    Format {
        /// Which format.
        format: crate::analysis::magic::Format,
    },
}

/// What the file is, with the facts that say so.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Finding {
    /// No bytes at all.
    Empty,
    /// Valid UTF-8 (ASCII included), nothing more to say but the warnings.
    #[serde(rename = "utf-8")]
    Utf8,
    /// Valid UTF-8 whose text was decoded wrongly and saved again: the wrong decodings,
    /// outermost first (see [`crate::analysis::mojibake::Mojibake::chain`]).
    Mojibake {
        /// The chain.
        chain: Vec<&'static str>,
    },
    /// UTF-8 with ill-formed bytes that read as no text.
    Damaged {
        /// How many: ill-formed bytes of the sample, or, when `beyond_sample`, ill-formed
        /// sequences of the whole file.
        count: u64,
        /// Where the first is.
        first: u64,
        /// The sample was clean: the whole-file scan found them further on.
        beyond_sample: bool,
    },
    /// ASCII with a few high bytes that read as no language.
    StrayBytes {
        /// How many.
        count: u64,
    },
    /// UTF-8 with runs of bytes that read as one legacy encoding.
    Mixed {
        /// The encoding the runs read as.
        encoding: LegacyId,
        /// The language they read as.
        language: LangId,
        /// How many runs.
        runs: usize,
        /// Where the first begins.
        first: u64,
    },
    /// UTF-8 with words of a multi-byte CJK encoding pasted in (a Shift_JIS line in a UTF-8
    /// page).
    MixedCjk {
        /// The encoding the words read as.
        encoding: CjkId,
        /// Its language.
        language: LangId,
        /// How many runs (words with only ASCII but a line break between them are one).
        runs: usize,
        /// Where the first begins.
        first: u64,
    },
    /// A single-byte encoding throughout.
    Legacy {
        /// The encoding named.
        encoding: LegacyId,
        /// Other encodings that read the sample to the identical text.
        same_text: Vec<LegacyId>,
        /// The language the text reads as (none when no encoding reads it at all).
        language: Option<LangId>,
        /// Is the guess firm?
        confident: bool,
    },
    /// Chinese, Japanese or Korean text in a multi-byte legacy encoding.
    Cjk {
        /// The encoding named.
        encoding: CjkId,
        /// The language (a CJK one).
        language: LangId,
        /// Is the guess firm?
        confident: bool,
    },
    /// Seven-bit text switched into a CJK character set by ISO-2022 escapes this tool cannot
    /// decode (ISO-2022-KR, ISO-2022-CN): named, never guessed as a single-byte encoding.
    CjkUnreadable {
        /// The encoding its escapes announce.
        encoding: CjkId,
    },
    /// UTF-16 or UTF-32, with the counts of its units.
    Wide {
        /// The counts (of the sample, or of the whole file once reconciled).
        stats: WideStats,
    },
    /// Not text.
    Binary {
        /// Why.
        reason: BinaryReason,
    },
}

impl Finding {
    /// The runs of another encoding pasted into UTF-8 ([`Finding::Mixed`], single-byte, or
    /// [`Finding::MixedCjk`]): their encoding, their language, how many, where the first begins.
    pub fn pasted(&self) -> Option<(Encoding, LangId, usize, u64)> {
        match *self {
            Finding::Mixed {
                encoding,
                language,
                runs,
                first,
            } => Some((Encoding::Legacy(encoding), language, runs, first)),
            Finding::MixedCjk {
                encoding,
                language,
                runs,
                first,
            } => Some((Encoding::Cjk(encoding), language, runs, first)),
            _ => None,
        }
    }

    /// The finding of a window read `by` bytes into the file, with its offsets in the file (the
    /// first of the runs pasted in, the first damaged byte).
    pub fn moved_by(self, by: u64) -> Finding {
        match self {
            Finding::Mixed {
                encoding,
                language,
                runs,
                first,
            } => Finding::Mixed {
                encoding,
                language,
                runs,
                first: first + by,
            },
            Finding::MixedCjk {
                encoding,
                language,
                runs,
                first,
            } => Finding::MixedCjk {
                encoding,
                language,
                runs,
                first: first + by,
            },
            Finding::Damaged {
                count,
                first,
                beyond_sample,
            } => Finding::Damaged {
                count,
                first: first + by,
                beyond_sample,
            },
            other => other,
        }
    }

    /// The verdict this finding makes.
    pub fn verdict(&self) -> Verdict {
        match self {
            Finding::Empty | Finding::Utf8 | Finding::Mojibake { .. } => Verdict::Utf8,
            Finding::Damaged { .. } | Finding::StrayBytes { .. } => Verdict::Utf8Damaged,
            Finding::Mixed { .. } | Finding::MixedCjk { .. } => Verdict::Utf8Mixed,
            Finding::Legacy { .. } | Finding::Cjk { .. } | Finding::CjkUnreadable { .. } => {
                Verdict::Legacy
            }
            Finding::Wide { stats } if stats.encoding.is_utf16() => Verdict::Utf16,
            Finding::Wide { .. } => Verdict::Utf32,
            Finding::Binary { .. } => Verdict::Binary,
        }
    }
}

/// Warning kinds worth a banner in otherwise valid text: they change what a reader sees
/// (bidi controls reorder it), or say the text was already damaged (U+FFFD) or misdecoded (C1
/// controls are windows-1252 punctuation read as ISO-8859-1).
pub const BANNER_WARNINGS: [WarningKind; 3] = [
    WarningKind::BidiControl,
    WarningKind::ReplacementChar,
    WarningKind::C1Control,
];

/// Another candidate encoding.
#[derive(Clone, Debug, PartialEq)]
pub struct Alternative {
    /// The encodings that read the sample to the same text, best first.
    pub encodings: Vec<LegacyId>,
    /// Log-likelihood per non-ASCII byte relative to the guess: 0 is as plausible, −1 is one nat
    /// per byte less plausible.
    pub score: f32,
}

impl Serialize for Alternative {
    /// As in JSON since issue 5: `{"encoding": "ISO-8859-1 / windows-1252", "score": -0.3}`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Out {
            encoding: String,
            score: f32,
        }
        Out {
            encoding: joined(&self.encodings),
            score: self.score,
        }
        .serialize(s)
    }
}

/// Names joined as one answer: "ISO-8859-1 / windows-1252".
pub fn joined(ids: &[LegacyId]) -> String {
    ids.iter().map(|l| l.name()).collect::<Vec<_>>().join(" / ")
}

/// Why a guess is weak.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weakness {
    /// Too few non-ASCII bytes or characters to tell.
    Few,
    /// Other readings come close.
    Close,
    /// The text reads best as a language without letters outside ASCII (English), which cannot
    /// tell one encoding's letters from another's.
    NoLetters,
    /// The non-ASCII bytes pair up as a double-byte CJK encoding's characters, cleanly, yet read
    /// as no language in the CJK encodings read here: most likely one this tool has no decoder
    /// for (EUC-TW, Johab), which no single-byte reading can name.
    CjkShaped,
    /// The best reading still makes some bytes letters the language does not write (`ў` in
    /// Ukrainian), controls, or symbols glued inside words: most likely a close relative this
    /// tool does not know (Ukrainian in code page 1125 reads as IBM866 but for `і ї є ґ`).
    OddLetters,
}

/// Why the guess names what it names.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Basis {
    /// The file is empty.
    Empty,
    /// Only ASCII bytes.
    Ascii,
    /// A UTF-8 byte order mark.
    Utf8Bom,
    /// Valid UTF-8 throughout.
    Utf8,
    /// Valid UTF-8 with few non-ASCII characters.
    Utf8Few,
    /// A UTF-16/32 byte order mark.
    WideBom(WideForm),
    /// No BOM, but the bytes pair up as UTF-16 code units.
    Utf16Pairs(WideForm),
    /// No BOM, but the zero bytes fall where this form puts them.
    WideZeros(WideForm),
    /// Not text.
    Binary(BinaryReason),
    /// No single-byte encoding reads the sample.
    NoLegacyFits,
    /// The best single-byte reading; `near` is a runner-up that reads only `differing` of the
    /// `high` non-ASCII bytes differently (which leaves the text in no doubt).
    Legacy {
        /// The runner-up that differs in a handful of bytes, if it decided the confidence.
        near: Option<(LegacyId, u32, usize)>,
        /// Why the guess is not firm, when it is not.
        weak: Option<Weakness>,
    },
    /// The best multi-byte CJK reading: `chars` non-ASCII characters decoded, `mean` nats per
    /// character under the language's model.
    Cjk {
        /// Characters decoded.
        chars: usize,
        /// Mean log-probability per character.
        mean: f32,
        /// Why the guess is not firm, when it is not.
        weak: Option<Weakness>,
    },
    /// ISO-2022 escapes of a CJK encoding this tool cannot decode.
    CjkEscapes,
    /// The byte structure of a CJK encoding this tool cannot decode, throughout: HZ's `~{ ~}`
    /// shifts around seven-bit GB2312, Johab's Hangul bit fields.
    CjkStructure,
    /// The file's own declaration, followed over `instead`, the weak guess of the bytes alone:
    /// a single-byte encoding that reads the bytes about as well (close relatives), or a CJK
    /// encoding that reads every byte without a malformed sequence.
    Declared {
        /// Where the file declares it.
        source: super::declared::Source,
        /// What the bytes alone would have named (a weak single-byte guess).
        instead: LegacyId,
    },
    /// UTF-8 with runs of this encoding pasted in.
    Mixed(LegacyId),
    /// UTF-8 with words of this CJK encoding pasted in.
    MixedCjk(CjkId),
    /// UTF-8 with ill-formed bytes that read as no text.
    Damaged,
    /// UTF-8 whose only ill-formed bytes are its last character, cut short by the end of the
    /// file (a truncation, not corruption).
    CutShort,
}

/// The encoding guess.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Guess {
    /// The encoding named.
    pub encoding: Encoding,
    /// Other encodings that read this file to the identical text.
    pub same_text: Vec<LegacyId>,
    /// The language the text reads as.
    pub language: Option<LangId>,
    /// Is the guess firm?
    pub confident: bool,
    /// Other distinct candidates, best first; never the guess itself.
    pub alternatives: Vec<Alternative>,
    /// Why.
    #[serde(skip)]
    pub basis: Basis,
    /// The margin over the next distinct candidate, in nats (0 when there is none).
    #[serde(skip)]
    pub margin: f32,
}

impl Guess {
    /// A guess with no alternatives.
    pub fn plain(encoding: Encoding, basis: Basis, confident: bool) -> Guess {
        Guess {
            encoding,
            same_text: Vec::new(),
            language: None,
            confident,
            alternatives: Vec::new(),
            basis,
            margin: 0.0,
        }
    }
}
