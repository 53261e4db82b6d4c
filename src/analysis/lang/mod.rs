//! Language statistics: which text is plausible in which language.
//!
//! Why: a single-byte file carries no label, and every byte decodes to *something* in every code page.
//! What separates the right reading from the wrong ones is whether the letters make words of a
//! language: `wolności` is Polish, `wolno¶ci` (the same ISO-8859-2 bytes read as windows-1252) is
//! nothing. So the guess and the mojibake search score text with a character-bigram model per
//! language, built by `scripts/build-language-models.py` from the training part of the shared
//! corpora (`models.txt`, generated).
//!
//! Characters are folded the way the builder folds them (lower case, ș/ț → ş/ţ, ASCII punctuation,
//! digits and whitespace → one separator); characters a language did not show in training fall into
//! a "rare letter" or "rare symbol" class, and C1 controls or unmapped bytes into an "invalid" class
//! that no language likes. Scores are natural-log likelihoods: differences between two readings of
//! the same bytes are log-odds.
//!
//! Bytes are scored through [`ByteScorer`]: the pairs of adjacent bytes are counted once, and each
//! (encoding, language) reading costs one table look-up per *distinct* pair, so ranking fifty
//! encodings costs little more than reading the sample.

use super::legacy::{LEGACY, Legacy};
use std::collections::HashMap;
use std::sync::OnceLock;

/// A map keyed by characters, hashed with foldhash (SipHash, the default, was a visible part of
/// scoring a text under every model).
type CharMap<V> = foldhash::HashMap<char, V>;

pub mod corpus;
pub mod lexicon;

const MODELS: &str = include_str!("models.txt");

/// Class of the separator (whitespace, ASCII digits and punctuation).
pub const SEP: u8 = 0;
/// Class of symbols the language rarely shows.
pub const RARE_SYMBOL: u8 = 1;
/// Class of letters the language rarely shows.
pub const RARE_LETTER: u8 = 2;
/// Class of C1 controls, other controls and unmapped bytes.
pub const INVALID: u8 = 3;
/// Class of letters of another script than the language's own (scored as a rare letter, and
/// rarer still).
pub const FOREIGN_LETTER: u8 = 4;
/// Class of box-drawing and block characters (U+2500–U+259F): the tables and frames of DOS text
/// files, where a line is one character many times over.
pub const LINE_ART: u8 = 5;
const FIRST_SYMBOL: u8 = 6;

/// How typographic punctuation sits among words, as ln P: one row per kind of [`typographic`]
/// (opening marks, closing marks, the apostrophe, dashes), each a class of every model after its
/// trained ones, for the marks a language's training did not show ([`Model::byte_class_of`]).
/// Not learnt: training text has these marks in some languages and not others (the English text
/// has no `“`), so as rare symbols they made a word processor's English in windows-1252 or Mac
/// Roman read better as Cyrillic letters glued to its words (`Уas`) than as its quotes.
/// Read as the separator, as their ASCII forms are, they made wrong readings of letters cheap
/// (Swedish `för` in IBM850 read as windows-1252 is `f”r`, Gaelic `sàs` in ISO-8859-1 read as
/// x-mac-croatian `s–s`). What tells a mark from a misread letter is where it stands: an opening
/// mark before a word, a closing one after it, a dash between spaces, and only the apostrophe
/// inside a word. Set by hand from those conventions (German and Swedish quotes open with `„`
/// and `”` too: the opening costs stay moderate), and checked on `evaluate` and
/// `evaluate_shapes` (their `punctuation` row; an opening mark before a space and a closing one
/// after a space cost more since Vietnamese in windows-1258, whose combining hook and `Ơ` are
/// x-mac-centraleurroman's `“` and `’`, was otherwise read firmly as that).
struct TypoCosts {
    /// After a separator (or another such mark).
    after_sep: f32,
    /// Right after a letter or symbol.
    after_word: f32,
    /// Then a separator.
    then_sep: f32,
    /// Then a letter or symbol: added to what it costs after a separator.
    into_word: f32,
}

const TYPO_COSTS: [TypoCosts; 4] = [
    // Opening quotes: after a space, before a word (a space after one is rare: the guillemets,
    // which French spaces, are not here).
    TypoCosts {
        after_sep: -4.6,
        after_word: -7.0,
        then_sep: -3.0,
        into_word: -0.7,
    },
    // Closing quotes, the ellipsis: after a word, before a space.
    TypoCosts {
        after_sep: -7.0,
        after_word: -5.8,
        then_sep: -0.36,
        into_word: -4.0,
    },
    // The apostrophe: inside words or after them.
    TypoCosts {
        after_sep: -6.0,
        after_word: -5.8,
        then_sep: -0.7,
        into_word: -0.7,
    },
    // Dashes: between spaces, now and then between words.
    TypoCosts {
        after_sep: -4.6,
        after_word: -7.5,
        then_sep: -0.36,
        into_word: -2.0,
    },
];
/// ln P(line art | anything): a table corner now and then.
const LOG_P_LINE_ART: f32 = -5.3;
/// What line art costs beside a letter or symbol rather than whitespace.
const LOG_P_LINE_ART_TOUCHING: f32 = -8.0;
/// ln P(another line-art character | line art).
const LOG_P_LINE_ART_NEXT: f32 = -6.0;
/// ln P(the same line-art character again): a frame's edge.
pub const LOG_P_LINE_ART_REPEAT: f32 = -0.1;
/// How much rarer a foreign-script letter is than a rare letter of the language's own script.
const FOREIGN: f32 = 20.0;
/// Nats a byte read as a capital letter costs more right after a lowercase letter
/// ([`ByteScorer::capitals_cost`]).
pub const MID_WORD_CAPITAL: f32 = 4.0;
/// Nats a byte read as a rare symbol costs more where it sits between two letters
/// ([`ByteScorer`]'s `glued_cost`).
pub const GLUED_SYMBOL: f32 = 6.0;

/// Log-probability of anything followed by an invalid class: about one in five hundred million.
const LOG_P_INVALID: f32 = -20.0;

/// How many distinct characters the "rare letter" class stands for.
const RARE_LETTERS: f32 = 200.0;
/// How many distinct characters the "rare symbol" class stands for.
const RARE_SYMBOLS: f32 = 100.0;

/// The least share of characters that are rare symbols, whatever the training text had.
const RARE_SYMBOL_FLOOR: f32 = 2e-3;
/// The least share of characters that are rare letters.
const RARE_LETTER_FLOOR: f32 = 2e-4;

/// Characters below this have their class in a table.
const DENSE: u32 = 0x800;

/// One language's model.
#[derive(Debug)]
pub struct Model {
    /// ISO 639-3 code ("pol").
    pub code: &'static str,
    /// English name ("Polish").
    pub name: &'static str,
    classes: CharMap<u8>,
    /// `class_of` for the characters below [`DENSE`] (Latin, Greek, Cyrillic, Hebrew, Arabic),
    /// worked out once: the hot path of scoring text.
    dense: Vec<u8>,
    k: usize,
    /// The first of the classes of typographic punctuation ([`typographic`]), if the model has
    /// them.
    typo: Option<u8>,
    /// `logp[a * k + b]` = ln P(b | a).
    logp: Vec<f32>,
    /// Non-ASCII letters with their training counts (for which encodings can write the language).
    letters: Vec<(char, u32)>,
    /// All letters' training count.
    letter_total: u32,
    /// The script most of its letters are in.
    script: unicode_script::Script,
    /// Its alphabet (CLDR's main exemplar characters, folded), sorted.
    alphabet: Vec<char>,
}

/// What a character is, whatever the language: the part of its class that needs Unicode's tables
/// (worked out once per character, not once per model).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// Box drawing and blocks.
    LineArt,
    /// Whitespace, ASCII digits and punctuation, C0 controls.
    Sep,
    /// C1 controls, private use, unassigned, surrogates: only a wrong decoding makes them.
    Invalid,
    /// A letter or mark of this script.
    Letter(unicode_script::Script),
    /// Anything else.
    Symbol,
}

/// `c` folded as the model builder folds it, and its [`Kind`].
fn kind_of(c: char) -> (char, Kind) {
    if ('\u{2500}'..='\u{259F}').contains(&c) {
        return (c, Kind::LineArt);
    }
    let f = fold(c);
    // The generic currency sign `¤` holds the slot a code page left for a national currency;
    // no text is written with it, and where ISO-8859-15 has `€` there, a reading that makes it
    // `¤` (ISO-8859-1, windows-1252) is a wrong one: `2212 €/m2`, `(€)` read as Latin-1 tied with
    // the right reading, which the family prior then lost.
    if f == '\u{A4}' {
        return (f, Kind::Invalid);
    }
    let kind = if f.is_whitespace() || (f.is_ascii() && !f.is_ascii_alphabetic() && !f.is_control())
    {
        Kind::Sep
    } else if f.is_control() {
        // C0 controls other than whitespace, and C1 controls: a legacy byte read wrongly.
        match f {
            '\u{0}'..='\u{1F}' => Kind::Sep,
            _ => Kind::Invalid,
        }
    } else if is_letter_or_mark(f) {
        use unicode_script::UnicodeScript;
        Kind::Letter(f.script())
    } else if matches!(
        unicode_general_category::get_general_category(f),
        unicode_general_category::GeneralCategory::PrivateUse
            | unicode_general_category::GeneralCategory::Unassigned
            | unicode_general_category::GeneralCategory::Surrogate
    ) {
        // No text is written in these: only a wrong decoding makes them.
        Kind::Invalid
    } else {
        Kind::Symbol
    };
    (f, kind)
}

/// The kind of `c` (an index into [`TYPO_COSTS`]) if it is typographic punctuation as code pages
/// carry it and word processors write it: curly quotes, the apostrophe, the ellipsis, en and em
/// dashes, when a code page reads a byte as one ([`ByteScorer`]'s readings). Text is scored with
/// each model's own classes: in the mojibake search, marks glued to letters are the garble itself
/// (Korean `년` read as windows-1251 is `л…„`), and a fixed cost made it read as a word and its
/// punctuation (whole garbled Korean articles kept 32 lines of it). The rarer marks (`‚ ‛ ‟ ‹ ›`,
/// other dashes) stay symbols of each model's own: read as punctuation, they would make capitals
/// of x-mac-cyrillic (`‚` is its `В`) cheap. So do
/// the guillemets, which the languages that use them have in training: as a closing mark, `»`
/// made Vietnamese mojibake `á»` (the lead of `ạ`–`ỹ`) read as a word and its mark.
pub fn typographic(c: char) -> Option<u8> {
    match c {
        '“' | '„' | '‘' => Some(0),
        '”' | '…' => Some(1),
        '’' => Some(2),
        '–' | '—' => Some(3),
        _ => None,
    }
}

/// Folds a character as the model builder does.
pub fn fold(c: char) -> char {
    let mut low = c.to_lowercase();
    let c = match (low.next(), low.next()) {
        (Some(l), None) => l,
        _ => c,
    };
    match c {
        '\u{0219}' => '\u{015F}',
        '\u{021B}' => '\u{0163}',
        c => c,
    }
}

/// A letter or a combining mark, by general category (what the models count as letters).
pub(crate) fn is_letter_or_mark(c: char) -> bool {
    use unicode_general_category::{GeneralCategory as G, get_general_category};
    matches!(
        get_general_category(c),
        G::UppercaseLetter
            | G::LowercaseLetter
            | G::TitlecaseLetter
            | G::ModifierLetter
            | G::OtherLetter
    ) || is_mark(c)
}

/// A combining mark, by general category (Mn, Mc or Me).
pub(crate) fn is_mark(c: char) -> bool {
    use unicode_general_category::{GeneralCategory as G, get_general_category};
    matches!(
        get_general_category(c),
        G::NonspacingMark | G::SpacingMark | G::EnclosingMark
    )
}

impl Model {
    /// The class of a character a code page reads a byte as: [`Model::class_of`], but for
    /// typographic punctuation that training did not show this language, which has the fixed
    /// classes of [`typographic`]. Where training showed it, its counts say how the language
    /// uses it (French `l’école`, German `„…“`) better than any fixed cost.
    pub fn byte_class_of(&self, c: char) -> u8 {
        match (typographic(c), self.typo) {
            (Some(kind), Some(first)) if !self.classes.contains_key(&c) => first + kind,
            _ => self.class_of(c),
        }
    }

    /// The class of one character in this model.
    #[inline]
    pub fn class_of(&self, c: char) -> u8 {
        match self.dense.get(c as usize) {
            Some(&cls) => cls,
            None => self.class_of_slow(c),
        }
    }

    fn class_of_slow(&self, c: char) -> u8 {
        let (f, kind) = kind_of(c);
        self.class_from(f, kind)
    }

    /// The class of a character already folded and sorted by [`kind_of`].
    fn class_from(&self, f: char, kind: Kind) -> u8 {
        if kind == Kind::LineArt {
            return LINE_ART;
        }
        if let Some(&i) = self.classes.get(&f) {
            return i;
        }
        match kind {
            Kind::LineArt => LINE_ART,
            Kind::Sep => SEP,
            Kind::Invalid => INVALID,
            Kind::Letter(s) => {
                use unicode_script::Script;
                if s == self.script || s == Script::Common || s == Script::Inherited {
                    RARE_LETTER
                } else {
                    FOREIGN_LETTER
                }
            }
            Kind::Symbol => RARE_SYMBOL,
        }
    }

    /// ln P(b | a).
    #[inline]
    pub fn logp(&self, a: u8, b: u8) -> f32 {
        self.logp[usize::from(a) * self.k + usize::from(b)]
    }

    /// Log-likelihood of a text, from a separator before it to a separator after it.
    pub fn score_text(&self, text: &str) -> f32 {
        self.score_symbols(text.chars().map(|c| (self.class_of(c), u32::from(c))))
    }

    /// Log-likelihood of a sequence of symbols, each its class and what it is (a character or
    /// a byte: a frame's line repeats one box-drawing symbol, cheaply), from a separator before
    /// them to one after: [`Model::score_text`] of characters, [`score_bytes`] of bytes.
    fn score_symbols(&self, symbols: impl Iterator<Item = (u8, u32)>) -> f32 {
        let mut prev = SEP;
        let mut prev_symbol = u32::from(b' ');
        let mut total = 0.0;
        for (cls, symbol) in symbols {
            total += if cls == LINE_ART && symbol == prev_symbol {
                LOG_P_LINE_ART_REPEAT
            } else {
                self.logp(prev, cls)
            };
            prev = cls;
            prev_symbol = symbol;
        }
        total + self.logp(prev, SEP)
    }

    /// [`Model::score_text`] of the text `pairs` counted: one class look-up per distinct
    /// character and one table look-up per distinct pair. The sum runs in another order than
    /// `score_text`'s (and in `f64`), so the two agree to rounding, not to the bit.
    pub fn score_pairs(&self, pairs: &TextPairs) -> f32 {
        self.score_pairs_down_to(pairs, f32::NEG_INFINITY)
            .unwrap_or(f32::NEG_INFINITY)
    }

    /// [`Model::score_pairs`], or `None` once the sum falls below `floor`: its terms are
    /// log-probabilities (never above 0), so it can only fall further, and a caller that only
    /// keeps scores above a floor need not finish it. A score returned is the very number
    /// `score_pairs` gives.
    pub fn score_pairs_down_to(&self, pairs: &TextPairs, floor: f32) -> Option<f32> {
        let classes: Vec<u8> = pairs
            .chars
            .iter()
            .zip(&pairs.kinds)
            .enumerate()
            .map(|(i, (&c, &(f, kind)))| match self.dense.get(c as usize) {
                _ if i == 0 => SEP,
                Some(&cls) => cls,
                None => self.class_from(f, kind),
            })
            .collect();
        let term = |&(a, b, n): &(u32, u32, u32)| {
            let (ca, cb) = (classes[a as usize], classes[b as usize]);
            let p = if a == b && a != 0 && cb == LINE_ART {
                LOG_P_LINE_ART_REPEAT
            } else {
                self.logp(ca, cb)
            };
            f64::from(n) * f64::from(p)
        };
        // Four running sums ([`add_in_lanes`]), compared with the floor every 32 pairs.
        let floor = f64::from(floor);
        let mut lanes = [0f64; 4];
        let total = |l: &[f64; 4]| (l[0] + l[1]) + (l[2] + l[3]);
        for block in pairs.pairs.chunks(32) {
            if total(&lanes) < floor {
                return None;
            }
            add_in_lanes(&mut lanes, block, term);
        }
        Some(total(&lanes) as f32)
    }

    /// The script most of its letters are in.
    pub fn script(&self) -> unicode_script::Script {
        self.script
    }

    /// The share of this language's letters that are `c` (folded as the models fold) in its
    /// training text; 0 for a non-ASCII letter it does not write.
    pub fn letter_share(&self, c: char) -> f32 {
        let f = fold(c);
        self.letters
            .iter()
            .find(|x| x.0 == f)
            .map_or(0.0, |x| x.1 as f32 / self.letter_total.max(1) as f32)
    }

    /// Whether `c` (a letter, folded as the models fold) belongs to the language's alphabet.
    pub fn in_alphabet(&self, c: char) -> bool {
        self.alphabet.binary_search(&fold(c)).is_ok()
    }

    /// Whether the language writes letters outside ASCII (all but English, here): only such a
    /// language can tell which encoding its non-ASCII bytes are in.
    pub fn writes_non_ascii(&self) -> bool {
        let total: u32 = self.letters.iter().map(|x| x.1).sum();
        total * 100 >= self.letter_total
    }

    /// The share of this language's non-ASCII letters (by frequency) that `l` can write.
    fn coverage(
        &self,
        l: &Legacy,
        writable: &std::collections::HashSet<char>,
        decomposing: bool,
    ) -> f32 {
        let total: u32 = self.letters.iter().map(|x| x.1).sum();
        if total * 100 < self.letter_total {
            return 1.0; // a language written (almost) in ASCII letters: every encoding can
        }
        let mut scratch = Vec::new();
        let ok: u32 = self
            .letters
            .iter()
            .filter(|(c, _)| {
                writable.contains(c) || (decomposing && l.encode_char_decomposing(*c, &mut scratch))
            })
            .map(|x| x.1)
            .sum();
        ok as f32 / total as f32
    }
}

/// Share of a language's non-ASCII letters an encoding must write to be a candidate for it.
const COVERAGE: f32 = 0.9;

/// A character from its hexadecimal code point, if it is one.
fn parse_hex(s: &str) -> Option<char> {
    u32::from_str_radix(s, 16).ok().and_then(char::from_u32)
}

/// One language's counts as `models.txt` lists them, before they become a [`Model`].
struct Raw {
    code: &'static str,
    name: &'static str,
    alphabet: Vec<char>,
    uni: Vec<(char, u32)>,
    bi: Vec<(char, char, u32)>,
}

/// Every language model of `models.txt`, parsed.
fn parse() -> Vec<Model> {
    let raws = read_raws();
    // The characters of the dense tables, folded and sorted once for all models.
    let kinds: Vec<Option<(char, Kind)>> =
        (0..DENSE).map(|u| char::from_u32(u).map(kind_of)).collect();
    raws.into_iter()
        .map(|raw| model_from_raw(&raw, &kinds))
        .collect()
}

/// Reads `models.txt` into one [`Raw`] per language header (`L`), with its unigram (`U`) and
/// bigram (`B`) lines.
fn read_raws() -> Vec<Raw> {
    let mut raws: Vec<Raw> = Vec::new();
    for line in MODELS.lines() {
        let (tag, rest) = line.split_at(line.len().min(2));
        match tag {
            "L " => {
                let (code, name) = rest.split_once(' ').unwrap_or((rest, rest));
                raws.push(Raw {
                    code,
                    name,
                    alphabet: Vec::new(),
                    uni: Vec::new(),
                    bi: Vec::new(),
                });
            }
            "A " => {
                let Some(raw) = raws.last_mut() else { continue };
                raw.alphabet = rest.split_whitespace().filter_map(parse_hex).collect();
                raw.alphabet.sort_unstable();
            }
            "U " | "B " => {
                let Some(raw) = raws.last_mut() else { continue };
                read_counts(raw, tag == "B ", rest);
            }
            _ => {}
        }
    }
    raws
}

/// Adds one `U` line (`hex:count …`) or `B` line (`first hex:count …`) to a language's counts.
fn read_counts(raw: &mut Raw, bigram: bool, rest: &str) {
    let mut fields = rest.split(' ');
    let first = if bigram {
        fields.next().and_then(parse_hex)
    } else {
        None
    };
    for f in fields {
        let Some((s, n)) = f.split_once(':') else {
            continue;
        };
        let (Some(c), Ok(n)) = (parse_hex(s), n.parse::<u32>()) else {
            continue;
        };
        match first {
            Some(a) => raw.bi.push((a, c, n)),
            None => raw.uni.push((c, n)),
        }
    }
}

/// The fixed class of the characters `models.txt` uses for the separator and the rare classes.
fn special(c: char) -> Option<u8> {
    match c {
        ' ' => Some(SEP),
        '\u{E000}' => Some(RARE_SYMBOL),
        '\u{E001}' => Some(RARE_LETTER),
        _ => None,
    }
}

/// A character's class among a model's own classes (fixed or from its unigram list).
fn class_in(classes: &CharMap<u8>, c: char) -> Option<u8> {
    special(c).or_else(|| classes.get(&c).copied())
}

/// One model from its counts: classes, probability table, letters and script, dense table.
fn model_from_raw(raw: &Raw, kinds: &[Option<(char, Kind)>]) -> Model {
    let (classes, trained) = assign_classes(&raw.uni);
    let (mut uni, mut pu) = unigram(&raw.uni, &classes, trained);
    // The classes of typographic punctuation come after the trained ones (which keep the very
    // probabilities they had without them): never counted, a symbol's share. Where they would
    // not fit below 256 (Vietnamese, whose training has `“ ” – —` anyway), there are none.
    let typo = (trained + TYPO_COSTS.len() <= 256).then_some(trained);
    let k = trained + typo.map_or(0, |_| TYPO_COSTS.len());
    uni.resize(k, 0.0);
    pu.resize(k, pu[usize::from(RARE_SYMBOL)] / RARE_SYMBOLS);
    let mut logp = bigram_logp(&raw.bi, &classes, &uni, &pu, k);
    set_fixed_classes(&mut logp, &pu, k, typo);
    let (letters, letter_total) = letters(&raw.uni);
    let mut m = Model {
        script: main_script(&raw.uni),
        code: raw.code,
        name: raw.name,
        classes,
        dense: Vec::new(),
        k,
        typo: typo.and_then(|t| u8::try_from(t).ok()),
        logp,
        letters,
        letter_total,
        alphabet: raw.alphabet.clone(),
    };
    m.dense = kinds
        .iter()
        .map(|k| k.map_or(INVALID, |(f, kind)| m.class_from(f, kind)))
        .collect();
    m
}

/// One class per character of the unigram list that is not special, in list order, from
/// [`FIRST_SYMBOL`] up to 255; with the number of classes.
fn assign_classes(uni: &[(char, u32)]) -> (CharMap<u8>, usize) {
    let mut classes = CharMap::default();
    let mut next = FIRST_SYMBOL;
    for &(c, _) in uni {
        if special(c).is_none() && next < u8::MAX {
            classes.insert(c, next);
            next += 1;
        }
    }
    (classes, usize::from(next))
}

/// The unigram counts per class, and their smoothed probabilities with the rare classes' floors.
fn unigram(uni_counts: &[(char, u32)], classes: &CharMap<u8>, k: usize) -> (Vec<f32>, Vec<f32>) {
    let mut uni = vec![0f32; k];
    for &(c, n) in uni_counts {
        if let Some(i) = class_in(classes, c) {
            uni[usize::from(i)] += n as f32;
        }
    }
    let total: f32 = uni.iter().sum();
    // Unigram with add-half smoothing; the invalid class gets nothing of its own.
    let mut pu: Vec<f32> = uni
        .iter()
        .map(|&n| (n + 0.5) / (total + 0.5 * k as f32))
        .collect();
    // A training text without a single «, € or ć says little about how often one turns
    // up in a real file: the rare classes get a floor.
    pu[usize::from(RARE_SYMBOL)] = pu[usize::from(RARE_SYMBOL)].max(RARE_SYMBOL_FLOOR);
    pu[usize::from(RARE_LETTER)] = pu[usize::from(RARE_LETTER)].max(RARE_LETTER_FLOOR);
    (uni, pu)
}

/// `logp[a * k + b]` = ln P(b | a) from the bigram counts, backed off to the unigram `pu`.
fn bigram_logp(
    bi: &[(char, char, u32)],
    classes: &CharMap<u8>,
    uni: &[f32],
    pu: &[f32],
    k: usize,
) -> Vec<f32> {
    let mut counts = vec![0f32; k * k];
    for &(a, b, n) in bi {
        if let (Some(a), Some(b)) = (class_in(classes, a), class_in(classes, b)) {
            counts[usize::from(a) * k + usize::from(b)] += n as f32;
        }
    }
    // Letters follow letters by the counts; a symbol next to a letter is backed off
    // much further to its own frequency ("word®", "5×£35" are not rare in real text, only
    // in the training text).
    const BETA: f32 = 8.0;
    const BETA_SYMBOL: f32 = 200.0;
    let mut is_symbol = vec![false; k];
    for (&c, &i) in classes {
        is_symbol[usize::from(i)] = !is_letter_or_mark(c) && !c.is_ascii();
    }
    is_symbol[usize::from(RARE_SYMBOL)] = true;
    let mut logp = vec![0f32; k * k];
    for a in 0..k {
        let row: f32 = counts[a * k..(a + 1) * k].iter().sum::<f32>().max(uni[a]);
        for b in 0..k {
            let beta = if is_symbol[a] || is_symbol[b] {
                BETA_SYMBOL
            } else {
                BETA
            };
            let p = (counts[a * k + b] + beta * pu[b]) / (row + beta);
            logp[a * k + b] = p.ln();
        }
    }
    logp
}

/// Sets the rows and columns of the classes training did not see: rare letters and symbols,
/// line art, foreign letters, invalid, and separator after separator.
fn set_fixed_classes(logp: &mut [f32], pu: &[f32], k: usize, typo: Option<usize>) {
    // Typographic punctuation (set first: the foreign letters' row and column copy it).
    let (first, n) = typo.map_or((0, 0), |t| (t, TYPO_COSTS.len()));
    let is_typo = |c: usize| (first..first + n).contains(&c);
    for (i, costs) in TYPO_COSTS.iter().enumerate().take(n) {
        let ty = first + i;
        for a in 0..k {
            logp[a * k + ty] = if a == usize::from(SEP) || is_typo(a) {
                costs.after_sep
            } else {
                costs.after_word
            };
        }
        for b in 0..k {
            logp[ty * k + b] = if b == usize::from(SEP) {
                costs.then_sep
            } else if is_typo(b) {
                // Another mark (`”…`, `—“`): costed by its own row as after a separator.
                TYPO_COSTS[b - first].after_sep
            } else {
                logp[b] + costs.into_word
            };
        }
    }
    // The rare classes pool many characters: a given one is as likely as the class over
    // the number of characters it stands for, or a reading full of foreign letters
    // (Greek read as Cyrillic) would look as good as a language's own.
    for a in 0..k {
        logp[a * k + usize::from(RARE_LETTER)] -= RARE_LETTERS.ln();
        logp[a * k + usize::from(RARE_SYMBOL)] -= RARE_SYMBOLS.ln();
    }
    // Line art: entered now and then from anything, left as after a separator.
    // Frames stand apart from words: line art touching a letter or symbol is rare.
    let la = usize::from(LINE_ART);
    for a in 0..k {
        logp[a * k + la] = LOG_P_LINE_ART + LOG_P_LINE_ART_TOUCHING;
        logp[la * k + a] = logp[a] + LOG_P_LINE_ART_TOUCHING; // row SEP, column a
    }
    logp[usize::from(SEP) * k + la] = LOG_P_LINE_ART;
    logp[la * k + la] = LOG_P_LINE_ART_NEXT;
    logp[la * k + usize::from(SEP)] = 0.0; // a frame meets whitespace as a separator does
    // Foreign-script letters: the rare-letter row and column, entered less often.
    let (rl, fl) = (usize::from(RARE_LETTER), usize::from(FOREIGN_LETTER));
    for a in 0..k {
        logp[a * k + fl] = logp[a * k + rl] - FOREIGN.ln();
        logp[fl * k + a] = logp[rl * k + a];
    }
    logp[fl * k + fl] = logp[rl * k + rl];
    let inv = usize::from(INVALID);
    for a in 0..k {
        logp[a * k + inv] = LOG_P_INVALID;
        logp[inv * k + a] = pu[a].ln();
    }
    // Runs of separators were collapsed in training: a second one costs nothing.
    logp[0] = 0.0;
}

/// The non-ASCII letters with their counts, and the count of all letters.
fn letters(uni: &[(char, u32)]) -> (Vec<(char, u32)>, u32) {
    let letters: Vec<(char, u32)> = uni
        .iter()
        .filter(|(c, _)| !c.is_ascii() && special(*c).is_none() && is_letter_or_mark(*c))
        .copied()
        .collect();
    let letter_total = uni
        .iter()
        .filter(|(c, _)| special(*c).is_none() && is_letter_or_mark(*c))
        .map(|x| x.1)
        .sum();
    (letters, letter_total)
}

/// The script most of a language's alphabetic training characters are in.
fn main_script(uni: &[(char, u32)]) -> unicode_script::Script {
    use unicode_script::UnicodeScript;
    let mut by: HashMap<unicode_script::Script, u32> = HashMap::new();
    for &(c, n) in uni {
        if special(c).is_none() && c.is_alphabetic() {
            *by.entry(c.script()).or_default() += n;
        }
    }
    by.into_iter()
        .max_by_key(|x| x.1)
        .map_or(unicode_script::Script::Latin, |x| x.0)
}

/// Every language model, parsed once.
pub fn models() -> &'static [Model] {
    static M: OnceLock<Vec<Model>> = OnceLock::new();
    M.get_or_init(parse)
}

/// Whether some language model of `c`'s script writes the letter `c`, or its base letter (the
/// models hold polytonic Greek's `ό` as the monotonic one it equals, and a letter with an accent
/// some dictionary writes, `ӯ`, is one); true in a script no model is for (Han, Armenian). A
/// letter no language writes (`ͳ`, `ڿ`, `Ԓ`) is what legacy bytes or a wrong reading spell by
/// accident.
pub fn some_language_writes(c: char) -> bool {
    use unicode_script::UnicodeScript;
    let script = c.script();
    let mut base = c;
    unicode_normalization::char::decompose_canonical(c, |d| {
        if base == c && !is_mark(d) {
            base = d;
        }
    });
    let mut of_script = models().iter().filter(|m| m.script() == script).peekable();
    of_script.peek().is_none()
        || of_script.any(|m| m.letter_share(c) > 0.0 || m.letter_share(base) > 0.0)
}

/// The model of a language by code.
pub fn model(code: &str) -> Option<&'static Model> {
    models().iter().find(|m| m.code == code)
}

/// For each encoding, the languages it can write, with the encoding's 256-byte class table in
/// that language's model.
struct Readings {
    per_encoding: Vec<Vec<(usize, [u8; 256])>>,
    /// Each language's classes of the ASCII bytes (the same in every encoding here).
    ascii: Vec<[u8; 128]>,
}

fn readings() -> &'static Readings {
    static R: OnceLock<Readings> = OnceLock::new();
    R.get_or_init(|| {
        let ms = models();
        // An encoding is made for a language if it writes the language's letters as they are;
        // writing them decomposed counts only where no encoding writes them as they are
        // (Vietnamese: windows-1258), or every Latin page would "write" Catalan in windows-1258.
        // Each encoding's characters, folded: worked out once, not once per language.
        let writable: Vec<std::collections::HashSet<char>> = LEGACY
            .iter()
            .map(|l| l.table().iter().flatten().map(|&c| fold(c)).collect())
            .collect();
        let direct: Vec<Vec<bool>> = LEGACY
            .iter()
            .zip(&writable)
            .map(|(l, w)| {
                ms.iter()
                    .map(|m| m.coverage(l, w, false) >= COVERAGE)
                    .collect()
            })
            .collect();
        let made_for = |e: usize, li: usize| {
            direct[e][li]
                || (!direct.iter().any(|d| d[li])
                    && ms[li].coverage(&LEGACY[e], &writable[e], true) >= COVERAGE)
        };
        let per_encoding = LEGACY
            .iter()
            .enumerate()
            .map(|(e, l)| {
                ms.iter()
                    .enumerate()
                    .filter(|&(li, _)| made_for(e, li))
                    .map(|(i, m)| {
                        let mut t = [INVALID; 256];
                        for (b, slot) in t.iter_mut().enumerate() {
                            if let Some(c) = l.table()[b] {
                                *slot = m.byte_class_of(c);
                            }
                        }
                        (i, t)
                    })
                    .collect()
            })
            .collect();
        let ascii = ms
            .iter()
            .map(|m| {
                let mut t = [SEP; 128];
                for (b, slot) in t.iter_mut().enumerate() {
                    *slot = m.class_of(char::from(b as u8));
                }
                t
            })
            .collect();
        Readings {
            per_encoding,
            ascii,
        }
    })
}

/// A scorer of bytes read in encoding `e` (into `LEGACY`) under language `li`'s model (into
/// [`models`]): the log-likelihood of the bytes, from a separator before them to one after,
/// [`Model::score_text`] of their reading, from the encoding's class table, without decoding.
/// `None` where `e` was not made for `li` ([`languages_of`]). The table is looked up once, for
/// scoring many lines.
pub fn score_bytes(e: usize, li: usize) -> Option<impl Fn(&[u8]) -> f32> {
    let table = &readings()
        .per_encoding
        .get(e)?
        .iter()
        .find(|(i, _)| *i == li)?
        .1;
    let m = models().get(li)?;
    Some(move |bytes: &[u8]| {
        m.score_symbols(bytes.iter().map(|&b| (table[usize::from(b)], u32::from(b))))
    })
}

/// The languages encoding `index` (into `LEGACY`) was made for: those whose letters it can write
/// (at least 90% of their non-ASCII letters by frequency).
pub fn languages_of(index: usize) -> Vec<&'static Model> {
    readings()
        .per_encoding
        .get(index)
        .map(|v| v.iter().map(|(i, _)| &models()[*i]).collect())
        .unwrap_or_default()
}

/// How many Latin-script languages, the most plausible by the ASCII text, read the non-ASCII bytes.
const LATIN_SHORTLIST: usize = 12;

/// Counts 16-bit pair keys (the first of the pair in the high byte: two bytes, or two small
/// indices) in a table of every key, kept per thread and cleared where it was touched: (key,
/// count), in the order each key first appeared. A fresh 256 KiB table per text would cost more
/// than counting a small file's pairs. ([`ByteScorer`] and [`TextPairs`] both count with it.)
fn count_pair_keys(keys: impl IntoIterator<Item = u16>) -> Vec<(u16, u32)> {
    thread_local! {
        static COUNTS: std::cell::RefCell<Vec<u32>> = std::cell::RefCell::new(vec![0; 1 << 16]);
    }
    COUNTS.with_borrow_mut(|counts| {
        let mut touched: Vec<u16> = Vec::new();
        for key in keys {
            let slot = &mut counts[usize::from(key)];
            if *slot == 0 {
                touched.push(key);
            }
            *slot += 1;
        }
        touched
            .into_iter()
            .map(|key| (key, std::mem::take(&mut counts[usize::from(key)])))
            .collect()
    })
}

/// The pairs of adjacent characters of a text, counted once (a separator assumed before and after),
/// for scoring one text under every language: a 4 KB text has ~3,000 characters but a few hundred
/// distinct pairs, and the mojibake check scores it under each of ~70 models.
pub struct TextPairs {
    /// The distinct characters; index 0 stands for the separator around the text.
    chars: Vec<char>,
    /// Each character folded, with its [`Kind`] (for those at or above [`DENSE`]; the models have
    /// tables for the others).
    kinds: Vec<(char, Kind)>,
    /// (first, second, count), by index into `chars`.
    pairs: Vec<(u32, u32, u32)>,
}

impl TextPairs {
    /// Counts the pairs of `text`.
    pub fn new(text: &str) -> TextPairs {
        let mut chars = vec![' '];
        let mut dense = vec![u32::MAX; DENSE as usize];
        let mut sparse: CharMap<u32> = CharMap::default();
        let mut keys: Vec<u64> = Vec::with_capacity(text.len() + 1);
        let mut prev = 0u64;
        for c in text.chars() {
            let slot = match dense.get_mut(c as usize) {
                Some(slot) => slot,
                None => sparse.entry(c).or_insert(u32::MAX),
            };
            if *slot == u32::MAX {
                *slot = chars.len() as u32;
                chars.push(c);
            }
            let id = u64::from(*slot);
            keys.push((prev << 32) | id);
            prev = id;
        }
        keys.push(prev << 32);
        let mut pairs: Vec<(u32, u32, u32)> = Vec::new();
        if chars.len() <= 256 {
            // Few distinct characters (any alphabetic text): the indices fit a byte each, and the
            // pairs are counted in the per-thread table, then listed in order.
            let mut counted =
                count_pair_keys(keys.iter().map(|k| (((k >> 32) as u16) << 8) | (*k as u16)));
            counted.sort_unstable_by_key(|&(key, _)| key);
            pairs.extend(
                counted
                    .into_iter()
                    .map(|(key, n)| (u32::from(key >> 8), u32::from(key & 0xFF), n)),
            );
        } else {
            keys.sort_unstable();
            for k in keys {
                let (a, b) = ((k >> 32) as u32, k as u32);
                match pairs.last_mut() {
                    Some(last) if last.0 == a && last.1 == b => last.2 += 1,
                    _ => pairs.push((a, b, 1)),
                }
            }
        }
        // Unicode's tables are consulted once per character, not once per model.
        let kinds = chars
            .iter()
            .map(|&c| {
                if (c as u32) < DENSE {
                    (c, Kind::Sep)
                } else {
                    kind_of(c)
                }
            })
            .collect();
        TextPairs {
            chars,
            kinds,
            pairs,
        }
    }
}

/// The pairs of adjacent bytes of a sample, counted once, scored under any reading.
pub struct ByteScorer {
    /// Distinct pairs holding a byte ≥ 0x80, with their counts.
    high: Vec<(u8, u8, u32)>,
    /// Distinct pairs of ASCII bytes, with their counts (in [`ByteScorer::letters`], those of the
    /// words that hold a byte ≥ 0x80 and their edges).
    ascii: Vec<(u8, u8, u32)>,
    /// In [`ByteScorer::letters`], the distinct pairs of ASCII bytes away from every word that
    /// holds a byte ≥ 0x80 (empty for [`ByteScorer::new`]): a language scores them no worse than
    /// English does.
    plain: Vec<(u8, u8, u32)>,
    /// Bytes ≥ 0x80 in the sample.
    pub high_bytes: usize,
    /// Which bytes ≥ 0x80 occur.
    pub present: [bool; 128],
    /// How often each byte ≥ 0x80 occurs.
    pub high_counts: [u32; 128],
    /// How often each byte ≥ 0x80 occurs glued between two bytes that may be letters (ASCII
    /// letters, or bytes ≥ 0x80): where a reading makes it a symbol its language never showed,
    /// that reading pays [`GLUED_SYMBOL`] more.
    glued: [u32; 128],
    /// How often each byte ≥ 0x80 follows a lowercase ASCII letter ([`ByteScorer::capitals_cost`]).
    after_lower: [u32; 128],
    /// The weight of the ASCII pairs in a ranking (1 but for [`ByteScorer::letters`]).
    ascii_weight: f32,
    /// Whether Latin letters count against no script ([`ByteScorer::letters`] with plenty of
    /// non-ASCII bytes): a language of another script scores the ASCII pairs no worse than
    /// English does.
    script_neutral_ascii: bool,
    /// In [`ByteScorer::letters`], the distinct words holding a byte ≥ 0x80 when there are at
    /// most [`LEXICON_WORDS`] of them (else none): a reading that spells one as a word its
    /// language writes ([`lexicon`]) gains [`LEXICON_BONUS`].
    words: Vec<Vec<u8>>,
    /// Whether the sample's non-ASCII text is one or two words ([`FOREIGN_WORDS`]) among ASCII
    /// text of at least [`FOREIGN_AMONG`] words: foreign words in another language's text (an
    /// English page naming an Albanian place), whose ASCII words say nothing of their language.
    /// Each must hold a byte ≥ 0x80 beside a letter ([`beside_letter`]: `©` alone or `£20` is
    /// no word), and none a byte that windows-1252 reads as typographic punctuation or a no-break
    /// space: English text has those among its words (`Tom—who`, `unit…`), and read by every
    /// Latin language one of them always likes the byte as a letter (`Tomówho`, Polish in
    /// x-mac-centraleurroman).
    foreign_words: bool,
}

/// At most this many distinct words holding a byte ≥ 0x80 make [`ByteScorer::foreign_words`].
const FOREIGN_WORDS: usize = 2;

/// At least this many words of ASCII letters around them make [`ByteScorer::foreign_words`]
/// (words of 2 to [`FOREIGN_AMONG_LONGEST`] letters: text written without spaces is no such
/// text).
const FOREIGN_AMONG: usize = 8;

/// What a reading of [`ByteScorer::foreign_words`] pays for each capital it makes right after
/// a lowercase letter ([`ByteScorer::capitals_cost`]): with a byte or two to go by, how a
/// reading cases the word is much of the evidence, and with every Latin language reading them
/// one of them always likes the letters (`Blanchard’s` in Mac Roman was Hungarian
/// `BlanchardŐs` in windows-1250).
const FOREIGN_WORD_CAPITAL: f32 = 12.0;

/// The fewest letters of the words that [`ByteScorer::spelled_by_a_code_page`] asks a code page
/// to spell: two short words are spelled by some code page by chance.
const SPELLED_LETTERS: usize = 5;

/// The longest word counted by [`FOREIGN_AMONG`].
const FOREIGN_AMONG_LONGEST: usize = 20;

/// The most distinct words holding a byte ≥ 0x80 for which a ranking looks words up in the
/// [`lexicon`]: with more, the bigrams of their letters tell the encoding.
const LEXICON_WORDS: usize = 8;

/// The most bytes ≥ 0x80 a sample may have for its words to be looked up: with more, their
/// bigrams tell the encoding (and most such samples are prose, with many words).
const LEXICON_HIGH_BYTES: usize = 24;

/// The longest word (bytes) looked up: longer ones are lines written without spaces (some
/// declarations' are), which no lexicon holds; a sample with one is not looked up at all.
const LEXICON_LONGEST: usize = 48;

/// What a reading gains (nats) per distinct word that it spells as a word its language writes.
const LEXICON_BONUS: f32 = 8.0;

/// Non-ASCII bytes from which [`ByteScorer::letters`] lets them alone tell the script (when
/// they make words of their own): below,
/// the ASCII text still weighs against other scripts (one Polish word in an English page is
/// two or three bytes that a Cyrillic page would read about as well).
const SCRIPT_NEUTRAL_FROM: usize = 64;

/// In [`ByteScorer::letters`], the ASCII pairs weigh at most this many times the pairs that hold
/// a byte ≥ 0x80: in prose (2–6% of pairs hold one) they weigh fully and tell Latin-script
/// languages apart, while in a page of tags, code or mail headers around a few letters they
/// cannot outvote the letters.
const ASCII_PAIRS_PER_HIGH: f32 = 16.0;

impl ByteScorer {
    /// Counts the pairs of `bytes` (a separator is assumed before and after).
    pub fn new(bytes: &[u8]) -> ByteScorer {
        ByteScorer::counted(bytes, None)
    }

    /// Counts the pairs of `bytes`; with `near_high`, the ASCII pairs where neither byte is marked
    /// are counted apart ([`ByteScorer::plain`]).
    fn counted(bytes: &[u8], near_high: Option<&[bool]>) -> ByteScorer {
        let mut high_bytes = 0;
        let mut present = [false; 128];
        let mut high_counts = [0u32; 128];
        let mut glued = [0u32; 128];
        let mut after_lower = [0u32; 128];
        let may_be_letter =
            |b: Option<&u8>| b.is_some_and(|&b| b >= 0x80 || b.is_ascii_alphabetic());
        for (i, &b) in bytes.iter().enumerate().filter(|(_, b)| **b >= 0x80) {
            high_bytes += 1;
            present[usize::from(b - 0x80)] = true;
            high_counts[usize::from(b - 0x80)] += 1;
            if i > 0 && may_be_letter(bytes.get(i - 1)) && may_be_letter(bytes.get(i + 1)) {
                glued[usize::from(b - 0x80)] += 1;
            }
            if i > 0 && bytes[i - 1].is_ascii_lowercase() {
                after_lower[usize::from(b - 0x80)] += 1;
            }
        }
        // Pair k is (byte k - 1, byte k), the separator assumed at both ends: it is plain when
        // neither of its bytes is marked.
        // (A pair holding a byte ≥ 0x80 is never plain, marked or not.)
        // Both kinds are counted in one pass, in a table of every pair kept per thread and
        // cleared where it was touched (as `count_pair_keys` does), and listed in the order each
        // pair first appeared.
        thread_local! {
            static COUNTS: std::cell::RefCell<Vec<u32>> =
                std::cell::RefCell::new(vec![0; (1 << 16) + (1 << 14)]);
        }
        let (mut high, mut ascii, mut plain) = (Vec::new(), Vec::new(), Vec::new());
        COUNTS.with_borrow_mut(|counts| {
            let (pairs, plain_pairs) = counts.split_at_mut(1 << 16);
            let (mut touched, mut touched_plain): (Vec<u16>, Vec<u16>) = (Vec::new(), Vec::new());
            let mut prev = b' ';
            let mut prev_marked = false;
            for k in 0..=bytes.len() {
                let b = bytes.get(k).copied().unwrap_or(b' ');
                let marked = near_high.is_some_and(|m| m.get(k).copied().unwrap_or(false));
                if (prev | b) < 0x80 && near_high.is_some() && !(marked || (k > 0 && prev_marked)) {
                    let key = u16::from(prev) << 7 | u16::from(b);
                    let slot = &mut plain_pairs[usize::from(key)];
                    if *slot == 0 {
                        touched_plain.push(key);
                    }
                    *slot += 1;
                } else {
                    let key = u16::from_be_bytes([prev, b]);
                    let slot = &mut pairs[usize::from(key)];
                    if *slot == 0 {
                        touched.push(key);
                    }
                    *slot += 1;
                }
                prev = b;
                prev_marked = marked;
            }
            for key in touched {
                let n = std::mem::take(&mut pairs[usize::from(key)]);
                let [a, b] = key.to_be_bytes();
                if a >= 0x80 || b >= 0x80 {
                    high.push((a, b, n));
                } else {
                    ascii.push((a, b, n));
                }
            }
            for key in touched_plain {
                let n = std::mem::take(&mut plain_pairs[usize::from(key)]);
                plain.push(((key >> 7) as u8, (key & 0x7F) as u8, n));
            }
        });
        ByteScorer {
            high,
            ascii,
            plain,
            high_bytes,
            present,
            high_counts,
            glued,
            after_lower,
            ascii_weight: 1.0,
            script_neutral_ascii: false,
            words: Vec::new(),
            foreign_words: false,
        }
    }

    /// Counts the pairs of the text in `bytes`, for telling its encoding and language: markup
    /// (tags, `<script>` and `<style>` bodies, entities, URLs; see [`markup_mask`]) reads as a
    /// separator, and the ASCII pairs weigh at most [`ASCII_PAIRS_PER_HIGH`] times the others.
    /// A non-ASCII word inside a tag (an `alt` or `title` text) stays.
    pub fn letters(bytes: &[u8]) -> ByteScorer {
        let mask = markup_mask(bytes);
        let mut text = Vec::with_capacity(bytes.len());
        for (&b, &m) in bytes.iter().zip(&mask) {
            if !m {
                text.push(b);
            } else if text.last() != Some(&b' ') {
                text.push(b' ');
            }
        }
        // The words that hold a byte ≥ 0x80 (runs of ASCII letters and digits and such bytes):
        // English words around them (a page's other text, link texts, names, code) are scored no
        // worse than English scores them, so that they cannot choose the language that reads
        // the few foreign words.
        let mut near_high = vec![false; text.len()];
        let mut words: Vec<Vec<u8>> = Vec::new();
        let (mut long_word, mut ascii_words) = (false, 0usize);
        // Whether every word holding a byte ≥ 0x80 holds one beside a letter, and none that
        // English text in windows-1252 has among its words (see [`ByteScorer::foreign_words`]).
        let mut foreign = true;
        let mut start = 0;
        for end in 0..=text.len() {
            let in_word = text
                .get(end)
                .is_some_and(|&b| b >= 0x80 || b.is_ascii_alphanumeric());
            if in_word {
                continue;
            }
            if text[start..end].iter().any(|&b| b >= 0x80) {
                near_high[start..end].fill(true);
                let word = &text[start..end];
                long_word |= word.len() > LEXICON_LONGEST;
                foreign &=
                    beside_letter(word) && !word.iter().any(|&b| windows_1252_punctuation(b));
                if words.len() <= LEXICON_WORDS && !words.iter().any(|w| w == word) {
                    words.push(word.to_vec());
                }
            } else if (2..=FOREIGN_AMONG_LONGEST).contains(&(end - start))
                && text[start..end].iter().all(u8::is_ascii_alphabetic)
            {
                ascii_words += 1;
            }
            start = end + 1;
        }
        let mut s = ByteScorer::counted(&text, Some(&near_high));
        if words.len() <= LEXICON_WORDS && s.high_bytes <= LEXICON_HIGH_BYTES && !long_word {
            s.foreign_words =
                foreign && words.len() <= FOREIGN_WORDS && ascii_words >= FOREIGN_AMONG;
            s.words = words;
        }
        let count = |v: &[(u8, u8, u32)]| v.iter().map(|p| p.2 as f32).sum::<f32>();
        let (high, ascii) = (count(&s.high), count(&s.ascii) + count(&s.plain));
        if ascii > 0.0 {
            s.ascii_weight = (ASCII_PAIRS_PER_HIGH * high / ascii).min(1.0);
        }
        // Latin words in a Hebrew or Russian page (link texts, names, code) are no evidence
        // against its script: with this many non-ASCII bytes, those bytes tell the script.
        // Only where the non-ASCII bytes make words of their own (nine in ten have a non-ASCII
        // neighbour: Cyrillic, Greek, Hebrew, Arabic, Thai text, 0.99–1.0 in the UDHR), not where
        // they are accents inside Latin words (Polish, Turkish: 0.1; Vietnamese in windows-1258,
        // whose marks follow their letters, more, and was read as Belarusian at 0.6), whose ASCII
        // letters are the text's own.
        let (high, paired) = non_ascii_pairing(&text);
        s.script_neutral_ascii = high >= SCRIPT_NEUTRAL_FROM && paired * 10 >= high * 9;
        s
    }

    /// The score of the ASCII pairs alone under language `li` (a sample with no byte ≥ 0x80).
    pub fn score_ascii(&self, li: usize) -> f32 {
        let (m, cls) = (&models()[li], &readings().ascii[li]);
        ascii_sum(&self.ascii, m, cls) + ascii_sum(&self.plain, m, cls)
    }

    /// The best-scoring language for each encoding in `LEGACY`: (language index, log-likelihood),
    /// or `None` for an encoding no language is written in.
    pub fn rank(&self) -> Vec<Option<(usize, f32)>> {
        self.rank_in(None)
    }

    /// As [`ByteScorer::rank`], with the languages limited to `only` (indices into [`models`]).
    pub fn rank_in(&self, only: Option<&[usize]>) -> Vec<Option<(usize, f32)>> {
        self.rank_both(only)
            .into_iter()
            .map(|(_, all)| all)
            .collect()
    }

    /// For each encoding in `LEGACY`, the best language among those that write letters outside
    /// ASCII ([`Model::writes_non_ascii`]) and the best of all, in one pass over the readings (the
    /// guess needs both; scoring twice cost a fifth of `check -r`).
    #[allow(clippy::type_complexity)]
    pub fn rank_both(
        &self,
        only: Option<&[usize]>,
    ) -> Vec<(Option<(usize, f32)>, Option<(usize, f32)>)> {
        self.rank_both_sets(&[only]).remove(0)
    }

    /// [`ByteScorer::rank_both`] for several sets of languages at once, in one pass over the
    /// readings: what scoring the sample once per set gives (the ASCII pairs and every reading
    /// that some set still needs are scored once for all; the legacy evidence of damaged UTF-8
    /// asks for three sets of one small probe, and the fixed cost of a ranking was most of it).
    #[allow(clippy::type_complexity)]
    pub fn rank_both_sets(
        &self,
        sets: &[Option<&[usize]>],
    ) -> Vec<Vec<(Option<(usize, f32)>, Option<(usize, f32)>)>> {
        self.rank_both_with(sets, true)
    }

    /// [`ByteScorer::rank_both_sets`], with or without its shortcuts: sharing the score of
    /// encodings that read the bytes present alike, and abandoning a reading once it cannot win
    /// in any set (off only to test that they change nothing).
    #[allow(clippy::type_complexity)]
    fn rank_both_with(
        &self,
        sets: &[Option<&[usize]>],
        shortcuts: bool,
    ) -> Vec<Vec<(Option<(usize, f32)>, Option<(usize, f32)>)>> {
        self.rank_cut(sets, shortcuts, None, None).0
    }

    /// [`ByteScorer::rank_both`] for all languages, abandoning every reading that falls far
    /// behind the best encoding so far ([`FarCut`]): each encoding's best lettered language and
    /// best of all, and whether the encoding was left behind. For a left-behind encoding the
    /// score given is an upper bound of its best lettered reading's (its language one that
    /// reached it), below the best encoding's score (with `cut.adjust`) by more than
    /// `cut.margin`; every other encoding's numbers are exactly [`ByteScorer::rank_both`]'s.
    /// Encodings are read in the order of how many of the non-ASCII bytes each makes letters,
    /// so that the right one is met early: most wrong readings are then left after a few pairs.
    #[allow(clippy::type_complexity)]
    pub fn rank_far(
        &self,
        cut: &FarCut<'_>,
    ) -> (Vec<(Option<(usize, f32)>, Option<(usize, f32)>)>, Vec<bool>) {
        let (mut out, far) = self.rank_cut(&[None], true, Some(cut), None);
        (out.remove(0), far)
    }

    /// [`ByteScorer::rank_both`] for all languages, of the encodings `only` (indices into
    /// `LEGACY`; the others are given no language): the exact numbers of encodings that
    /// [`ByteScorer::rank_far`] left behind, where the guess needs them.
    #[allow(clippy::type_complexity)]
    pub fn rank_only(&self, only: &[usize]) -> Vec<(Option<(usize, f32)>, Option<(usize, f32)>)> {
        self.rank_cut(&[None], true, None, Some(only)).0.remove(0)
    }

    #[allow(clippy::type_complexity)]
    fn rank_cut(
        &self,
        sets: &[Option<&[usize]>],
        shortcuts: bool,
        cut: Option<&FarCut<'_>>,
        encodings: Option<&[usize]>,
    ) -> (
        Vec<Vec<(Option<(usize, f32)>, Option<(usize, f32)>)>>,
        Vec<bool>,
    ) {
        // One set only: the cut compares encodings by the best lettered reading of that set.
        let cut = cut.filter(|_| sets.len() == 1 && shortcuts);
        let r = readings();
        let ms = models();
        // Each language's score of the ASCII pairs near the non-ASCII words, and of the others.
        let (near, plain): (Vec<f32>, Vec<f32>) = ms
            .iter()
            .zip(&r.ascii)
            .map(|(m, cls)| {
                (
                    ascii_sum(&self.ascii, m, cls),
                    ascii_sum(&self.plain, m, cls),
                )
            })
            .unzip();
        // The ASCII pairs away from the non-ASCII words count no worse than under English.
        let english_plain = ms
            .iter()
            .zip(&plain)
            .find(|(m, _)| m.code == "eng")
            .map_or(0.0, |(_, &s)| s);
        let raw: Vec<f32> = near
            .iter()
            .zip(&plain)
            .map(|(n, p)| self.ascii_weight * (n + p))
            .collect();
        let ascii_scores: Vec<f32> = near
            .iter()
            .zip(&plain)
            .map(|(n, p)| self.ascii_weight * (n + p.max(english_plain)))
            .collect();
        let ascii_scores: Vec<f32> = if self.script_neutral_ascii {
            // English's score of the ASCII text: what Latin words score when they are no one
            // language's (a model's own language would score its own words better).
            let english = ms
                .iter()
                .zip(&ascii_scores)
                .find(|(m, _)| m.code == "eng")
                .map_or(f32::NEG_INFINITY, |(_, &s)| s);
            ms.iter()
                .zip(ascii_scores)
                .map(|(m, s)| {
                    if m.script == unicode_script::Script::Latin {
                        s
                    } else {
                        s.max(english)
                    }
                })
                .collect()
        } else {
            ascii_scores
        };
        // The ASCII letters already tell Latin-script languages apart: only the most plausible
        // of them read the non-ASCII bytes (the other scripts' languages always do; their text
        // has few ASCII letters to tell by).
        let mut latin: Vec<(usize, f32)> = ms
            .iter()
            .enumerate()
            .filter(|(_, m)| m.script == unicode_script::Script::Latin)
            .map(|(i, _)| (i, ascii_scores[i]))
            .collect();
        // Languages that score the plain words no better than English tie there: their own
        // score of them breaks the tie.
        latin.sort_by(|a, b| b.1.total_cmp(&a.1).then(raw[b.0].total_cmp(&raw[a.0])));
        let mut allowed = vec![true; ms.len()];
        // Not for foreign words in another language's text ([`ByteScorer::foreign_words`]):
        // the ASCII text around them is another language's (one Albanian word on an English
        // page).
        let shortlist = if self.foreign_words {
            usize::MAX
        } else {
            LATIN_SHORTLIST
        };
        for &(i, _) in latin.iter().skip(shortlist) {
            allowed[i] = false;
        }
        // Per encoding, per language, the sample's words it reads as words of the language's
        // script.
        let found = self.words_found(r.per_encoding.len());
        let lettered: Vec<bool> = ms.iter().map(Model::writes_non_ascii).collect();
        // Many encodings read the bytes present alike (windows-1252, ISO-8859-1 and -15 for
        // French): a language's score depends on an encoding only through the classes of those
        // bytes, so it is worked out once per distinct set of classes (the same sum in the same
        // order: the very same number).
        let mut high_bytes = [false; 256];
        for &(a, b, _) in &self.high {
            high_bytes[usize::from(a)] = true;
            high_bytes[usize::from(b)] = true;
        }
        let used: Vec<usize> = (128..256).filter(|&b| high_bytes[b]).collect();
        let glued: Vec<(usize, u32)> = (0..128)
            .filter(|&i| self.glued[i] > 0)
            .map(|i| (i + 128, self.glued[i]))
            .collect();
        // Per language: the class tables already scored, with their scores.
        let mut memo: Vec<Vec<(&[u8; 256], f32, f32)>> = vec![Vec::new(); ms.len()];
        // Per set, per encoding: the best lettered language and the best of all.
        let mut out: Vec<Vec<_>> = vec![vec![(None, None); r.per_encoding.len()]; sets.len()];
        let mut in_set = vec![false; sets.len()];
        // With a cut: the best encoding's score so far (its best lettered reading, adjusted),
        // and per encoding the highest partial sum of a lettered reading left behind by the cut.
        let mut leader = f32::NEG_INFINITY;
        let mut done: Vec<(usize, f32)> = Vec::new();
        let mut left: Vec<Option<(usize, f32)>> = vec![None; r.per_encoding.len()];
        // Per encoding, the bar (raw score) its readings were left under.
        let mut bars = vec![f32::NEG_INFINITY; r.per_encoding.len()];
        let order: Vec<usize> = match (cut, encodings) {
            (_, Some(only)) => only.to_vec(),
            (Some(_), None) => self.letters_first(),
            (None, None) => (0..r.per_encoding.len()).collect(),
        };
        for &e in &order {
            let Some(per) = r.per_encoding.get(e) else {
                continue;
            };
            let adjust = cut.map_or(0.0, |c| c.adjust.get(e).copied().unwrap_or(0.0));
            // The cut: below this, a reading of this encoding cannot matter.
            let behind = cut.map_or(f32::NEG_INFINITY, |c| c.bar(e, &done, leader) - adjust);
            bars[e] = behind;
            let mut best: Vec<Option<(usize, f32)>> = vec![None; sets.len()];
            let mut best_lettered: Vec<Option<(usize, f32)>> = vec![None; sets.len()];
            let found: &[u8] = found.get(e).map_or(&[], |f| f);
            for (li, cls) in per {
                if !allowed[*li] {
                    continue;
                }
                for (x, set) in in_set.iter_mut().zip(sets) {
                    *x = set.is_none_or(|o| o.contains(li));
                }
                if !in_set.contains(&true) {
                    continue;
                }
                let m = &ms[*li];
                let bonus = LEXICON_BONUS * f32::from(found.get(*li).copied().unwrap_or(0));
                let known = memo[*li].iter().find(|(seen, seen_bonus, _)| {
                    shortcuts && *seen_bonus == bonus && used.iter().all(|&b| seen[b] == cls[b])
                });
                // The terms are log-probabilities (never above 0), so a partial sum bounds the
                // total from above: a reading that can no longer beat this encoding's best so
                // far (the best lettered one, for a lettered language) in any set that holds
                // the language is abandoned. (No best yet in some set: no bar.)
                let mut bars = (0..sets.len()).filter(|&k| in_set[k]).map(|k| {
                    if lettered[*li] {
                        best_lettered[k]
                    } else {
                        best[k]
                    }
                    .map(|(_, bs)| bs)
                });
                let bar = bars
                    .try_fold(f32::INFINITY, |low, b| b.map(|b| low.min(b)))
                    .filter(|_| shortcuts);
                let s = match known {
                    Some(&(_, _, s)) => s,
                    None => {
                        let mut s = ascii_scores[*li] + Self::glued_cost(&glued, cls) + bonus;
                        let mut beaten = false;
                        let mut far = false;
                        // Checked every 8 pairs (a sample has a hundred or so distinct pairs
                        // holding a byte ≥ 0x80: a coarser check rarely cut a reading short).
                        for chunk in self.high.chunks(8) {
                            if let Some(bs) = bar
                                && s <= bs
                            {
                                beaten = true;
                                break;
                            }
                            if s < behind {
                                far = true;
                                break;
                            }
                            s = add_pairs(s, chunk, cls, m);
                        }
                        if !beaten && !far && s < behind {
                            far = true;
                        }
                        if far && lettered[*li] && left[e].is_none_or(|(_, ls)| s > ls) {
                            left[e] = Some((*li, s));
                        }
                        if beaten || far {
                            continue;
                        }
                        memo[*li].push((cls, bonus, s));
                        s
                    }
                };
                for k in (0..sets.len()).filter(|&k| in_set[k]) {
                    if best[k].is_none_or(|(_, bs)| s > bs) {
                        best[k] = Some((*li, s));
                    }
                    if lettered[*li] && best_lettered[k].is_none_or(|(_, bs)| s > bs) {
                        best_lettered[k] = Some((*li, s));
                    }
                }
            }
            if let (Some((_, s)), Some(c)) = (best_lettered[0], cut) {
                leader = leader.max(s + adjust);
                let group = c.group.get(e).copied().unwrap_or(e);
                match done.iter_mut().find(|(g, _)| *g == group) {
                    Some((_, gs)) => *gs = gs.max(s + adjust),
                    None => done.push((group, s + adjust)),
                }
            }
            for (k, o) in out.iter_mut().enumerate() {
                o[e] = (best_lettered[k], best[k]);
            }
        }
        // An encoding with a lettered reading left behind is exact where its best lettered
        // reading reached the bar the others were left under: else it is far, and given its
        // upper bound (below that bar, which is below the final one: bars only rise).
        let mut far = vec![false; r.per_encoding.len()];
        if cut.is_some() {
            for (e, l) in left.iter().enumerate() {
                let Some((li, ls)) = *l else { continue };
                let (lettered_best, all_best) = out[0][e];
                if lettered_best.is_some_and(|(_, s)| s >= bars[e]) {
                    continue;
                }
                far[e] = true;
                let bound = match lettered_best {
                    Some((bl, bs)) if bs >= ls => (bl, bs),
                    _ => (li, ls),
                };
                let all = match all_best {
                    Some((al, a)) if a > bound.1 => (al, a),
                    _ => bound,
                };
                out[0][e] = (Some(bound), Some(all));
            }
        }
        (out, far)
    }

    /// Per encoding in `LEGACY` (the first `encodings`), per language (index into [`models`]),
    /// how many of the sample's [`ByteScorer::words`] the encoding reads as words that some
    /// language of that language's script writes ([`lexicon`]). Empty without words.
    ///
    /// A word counts for every language of the script, not only for those whose lexicon holds
    /// it: the lexicons of close languages hold different words by chance (Serbian `udovištva`
    /// is in the Croatian declaration's training lines only), and one word must not name the
    /// language; it tells the encoding.
    fn words_found(&self, encodings: usize) -> Vec<Vec<u8>> {
        if self.words.is_empty() {
            return Vec::new();
        }
        let ms = models();
        let mut found = vec![vec![0u8; ms.len()]; encodings];
        let mut text = String::new();
        for word in self.words.iter().filter(|w| word_evidence(w)) {
            // Most code pages read a word alike: each reading is looked up once.
            let mut seen: Vec<(String, u64)> = Vec::new();
            for (e, f) in found.iter_mut().enumerate() {
                if !read_as_one_word(word, e, &mut text) {
                    continue;
                }
                let bits = match seen.iter().find(|(t, _)| *t == text) {
                    Some(&(_, bits)) => bits,
                    None => {
                        let bits = lexicon::languages_writing(&text);
                        seen.push((text.clone(), bits));
                        bits
                    }
                };
                if bits == 0 {
                    continue;
                }
                let writes = |li: usize| li < 64 && bits >> li & 1 == 1;
                let scripts: Vec<unicode_script::Script> = (0..ms.len())
                    .filter(|&li| writes(li))
                    .map(|li| ms[li].script)
                    .collect();
                for (n, m) in f.iter_mut().zip(ms) {
                    if scripts.contains(&m.script) {
                        *n = n.saturating_add(1);
                    }
                }
            }
        }
        found
    }

    /// Whether some code page reads every one of the sample's [`ByteScorer::words`] as a word
    /// some language writes ([`lexicon`]), with at least [`SPELLED_LETTERS`] letters in all: a
    /// few bytes that a CJK encoding reads as two or three common characters (Serbian `држава`
    /// in ISO-8859-5 on an English page was "Chinese text in GBK") are those words. False
    /// without words.
    pub fn spelled_by_a_code_page(&self) -> bool {
        let mut text = String::new();
        !self.words.is_empty()
            && (0..LEGACY.len()).any(|e| {
                let mut spelled = 0;
                for word in &self.words {
                    if !word_evidence(word)
                        || !read_as_one_word(word, e, &mut text)
                        || lexicon::languages_writing(&text) == 0
                    {
                        return false;
                    }
                    spelled += text.chars().count();
                }
                spelled >= SPELLED_LETTERS
            })
    }

    /// The encodings in `LEGACY`, those that read more of the sample's non-ASCII bytes as
    /// letters first (ties in index order): the likely readings, for [`ByteScorer::rank_far`].
    fn letters_first(&self) -> Vec<usize> {
        let letters = high_letters();
        let present: Vec<usize> = (0..128).filter(|&i| self.present[i]).collect();
        let lettered: Vec<u32> = letters
            .iter()
            .map(|is| {
                present
                    .iter()
                    .filter(|&&i| is[i])
                    .map(|&i| self.high_counts[i])
                    .sum()
            })
            .collect();
        let mut order: Vec<usize> = (0..LEGACY.len()).collect();
        order.sort_by_key(|&e| std::cmp::Reverse(lettered[e]));
        order
    }
}

/// A byte that may be a letter: an ASCII letter or a byte ≥ 0x80.
fn letterish(b: u8) -> bool {
    b >= 0x80 || b.is_ascii_alphabetic()
}

/// Whether `word` (ASCII letters and digits, and bytes ≥ 0x80) holds a byte ≥ 0x80 with a
/// letter beside it: `©` alone, or `£20`, is a symbol, not a word.
fn beside_letter(word: &[u8]) -> bool {
    (0..word.len()).any(|i| {
        word[i] >= 0x80
            && ((i > 0 && letterish(word[i - 1])) || word.get(i + 1).is_some_and(|&b| letterish(b)))
    })
}

/// Whether `word`, read as a word of the [`lexicon`], is evidence: a word ([`beside_letter`])
/// whose bytes ≥ 0x80 are not what windows-1252 reads as punctuation, unless one of them sits
/// between two letters. At a word's edge such a byte is as often punctuation glued to an
/// English word: `unit…` in windows-1252 is `unità` in IBM437, `modern’` Mac Roman's `moderní`
/// (the review of 2026-12-05); Italian `dignità` ends in E0, no punctuation anywhere.
///
/// Unless, too, the word without those edge bytes is no English word ([`lexicon::is_english_word`]):
/// `unit…` is an English word and its punctuation, `libert…` the end of Italian `libertà`
/// (IBM850's 0x85), which no English text has.
fn word_evidence(word: &[u8]) -> bool {
    let inside = word
        .windows(3)
        .any(|w| w[1] >= 0x80 && letterish(w[0]) && letterish(w[2]));
    let stem = word
        .iter()
        .position(|&b| b < 0x80)
        .zip(word.iter().rposition(|&b| b < 0x80))
        .and_then(|(a, z)| std::str::from_utf8(&word[a..=z]).ok())
        .filter(|s| s.bytes().all(|b| b.is_ascii_alphabetic()));
    let not_english = stem.is_some_and(|s| !lexicon::is_english_word(s));
    beside_letter(word)
        && (inside || not_english || !word.iter().any(|&b| windows_1252_punctuation(b)))
}

/// Reads `word` in encoding `e` (an index into `LEGACY`) into `text`, if the encoding reads it as
/// one word: a letter (or mark) of every byte ≥ 0x80. Pieces of a word cut by what a code page
/// makes punctuation are no evidence (`Марса` in IBM855 is ISO-8859-5's `Ó су у`, and `су` is a
/// Serbian word).
fn read_as_one_word(word: &[u8], e: usize, text: &mut String) -> bool {
    let (Some(l), Some(letters)) = (LEGACY.get(e), high_word_letters().get(e)) else {
        return false;
    };
    let t = l.table();
    text.clear();
    word.iter().all(|&b| {
        (b < 0x80 || letters[usize::from(b - 0x80)])
            && t[usize::from(b)].map(|c| text.push(c)).is_some()
    })
}

/// Whether windows-1252 reads `b` as typographic punctuation ([`typographic`]) or a no-break
/// space: what English text in the most common code page holds among its words.
fn windows_1252_punctuation(b: u8) -> bool {
    static MARKS: OnceLock<[bool; 256]> = OnceLock::new();
    MARKS.get_or_init(|| {
        let t = super::legacy::by_name("windows-1252").map(Legacy::table);
        std::array::from_fn(|i| {
            t.and_then(|t| t[i])
                .is_some_and(|c| i >= 0x80 && (typographic(c).is_some() || c == '\u{A0}'))
        })
    })[usize::from(b)]
}

/// Per encoding in `LEGACY`, which bytes ≥ 0x80 it reads as characters that are `is`, worked out
/// once into `cell`.
fn high_bytes_that(
    cell: &'static OnceLock<Vec<[bool; 128]>>,
    is: fn(char) -> bool,
) -> &'static [[bool; 128]] {
    cell.get_or_init(|| {
        LEGACY
            .iter()
            .map(|l| {
                let t = l.table();
                std::array::from_fn(|i| t[i + 128].is_some_and(is))
            })
            .collect()
    })
}

/// Per encoding in `LEGACY`, which bytes ≥ 0x80 it reads as letters.
fn high_letters() -> &'static [[bool; 128]] {
    static LETTERS: OnceLock<Vec<[bool; 128]>> = OnceLock::new();
    high_bytes_that(&LETTERS, char::is_alphabetic)
}

/// Per encoding in `LEGACY`, which bytes ≥ 0x80 it reads as letters or combining marks (what a
/// word of the [`lexicon`] is made of).
fn high_word_letters() -> &'static [[bool; 128]] {
    static LETTERS: OnceLock<Vec<[bool; 128]>> = OnceLock::new();
    high_bytes_that(&LETTERS, is_letter_or_mark)
}

/// How [`ByteScorer::rank_far`] leaves readings behind: a reading is not scored to the end once
/// (plus its encoding's `adjust`ment, the ranking's prior and costs per encoding, never
/// positive) it is more than `margin` below the best encoding's score so far and below the
/// `keep`-th best of the answers it could still pass: the answers are groups of encodings
/// (`group`: encodings that read the sample to the same text share one), and those `readable`
/// come first in the ranking, so that an unreadable one is never among the first `keep` once
/// `keep` readable answers are known.
pub struct FarCut<'a> {
    /// Per encoding in `LEGACY`, what the ranking adds to its score (≤ 0).
    pub adjust: &'a [f32],
    /// Nats behind the leader from which a reading may be left.
    pub margin: f32,
    /// Per encoding, its answer (the first encoding of its group).
    pub group: &'a [usize],
    /// Per encoding, whether its answer reads every byte of the sample.
    pub readable: &'a [bool],
    /// How many answers must come out exact.
    pub keep: usize,
}

impl FarCut<'_> {
    /// The score (adjusted) below which a reading of encoding `e` is left, given the best
    /// adjusted score of each answer finished so far (`done`: group, score) and the leader.
    fn bar(&self, e: usize, done: &[(usize, f32)], leader: f32) -> f32 {
        let group = self.group.get(e).copied().unwrap_or(e);
        let readable = |g: usize| self.readable.get(g).copied().unwrap_or(false);
        let mut same: Vec<f32> = done
            .iter()
            .filter(|(g, _)| readable(*g) == readable(group))
            .map(|&(_, s)| s)
            .collect();
        let readable_answers = done.iter().filter(|(g, _)| readable(*g)).count();
        let rank_bar = if !readable(group) && readable_answers >= self.keep {
            f32::INFINITY
        } else if same.len() < self.keep {
            f32::NEG_INFINITY
        } else {
            same.sort_by(|a, b| b.total_cmp(a));
            let kth = same[self.keep - 1];
            // A member of an answer among the first: its order in the answer counts.
            let in_first = done.iter().any(|&(g, s)| g == group && s >= kth);
            if in_first { f32::NEG_INFINITY } else { kth }
        };
        (leader - self.margin).min(rank_bar)
    }
}

impl ByteScorer {
    /// What encoding `e`'s reading pays for the capital letters it makes of bytes right after a
    /// lowercase letter: the models fold case, so `sociÀtÀ` (French `société` in Mac Roman read as
    /// IBM863) scored as `socià tà` would, yet text has no capital inside a lowercase word.
    pub fn capitals_cost(&self, e: usize) -> f32 {
        let Some(l) = LEGACY.get(e) else {
            return 0.0;
        };
        let t = l.table();
        let n: u32 = (0..128)
            .filter(|&i| self.after_lower[i] > 0 && t[i + 128].is_some_and(char::is_uppercase))
            .map(|i| self.after_lower[i])
            .sum();
        let per = if self.foreign_words {
            FOREIGN_WORD_CAPITAL
        } else {
            MID_WORD_CAPITAL
        };
        -(n as f32) * per
    }

    /// What a reading (its classes `cls`) pays for the bytes it makes symbols its language never
    /// showed ([`RARE_SYMBOL`]) where they sit glued between two letters (`glued`: the bytes that
    /// do, with how often, listed once per ranking): the bigram model prices
    /// a symbol after a letter and a letter after a symbol each as common enough (`word®`, `€5`),
    /// but inside a word text has none (`k÷÷giviljapeenardel`, `dispet­eri` with a soft hyphen:
    /// Estonian `ö` and `š` read as IBM775, which outscored the right reading).
    fn glued_cost(glued: &[(usize, u32)], cls: &[u8; 256]) -> f32 {
        let n: u32 = glued
            .iter()
            .filter(|&&(b, _)| cls[b] == RARE_SYMBOL)
            .map(|&(_, n)| n)
            .sum();
        -(n as f32) * GLUED_SYMBOL
    }
}

/// Adds `term` of each item to `lanes`, the items taken in turn lane by lane (the remainder from
/// the first lane on): sums in several running totals, where one chain of additions waited on
/// each add (the language and pair scores spent most of their time so). The same items give the
/// very same totals.
#[inline(always)]
fn add_in_lanes<P, T: Copy + std::ops::AddAssign, const N: usize>(
    lanes: &mut [T; N],
    items: &[P],
    term: impl Fn(&P) -> T,
) {
    let mut rows = items.chunks_exact(N);
    for row in &mut rows {
        for (lane, p) in lanes.iter_mut().zip(row) {
            *lane += term(p);
        }
    }
    for (lane, p) in lanes.iter_mut().zip(rows.remainder()) {
        *lane += term(p);
    }
}

/// The log-likelihood of ASCII `pairs` (byte pair, count) under model `m`, whose classes of the
/// ASCII bytes are `cls`, in four running sums ([`add_in_lanes`]: a tenth of the time of
/// `check -r` on legacy files went into one chain of additions).
fn ascii_sum(pairs: &[(u8, u8, u32)], m: &Model, cls: &[u8; 128]) -> f32 {
    let mut lanes = [0.0f32; 4];
    add_in_lanes(&mut lanes, pairs, |&(a, b, n)| {
        n as f32 * m.logp(cls[usize::from(a) & 0x7F], cls[usize::from(b) & 0x7F])
    });
    (lanes[0] + lanes[1]) + (lanes[2] + lanes[3])
}

/// `s` plus the log-likelihood of `pairs` (byte pair, count) under model `m` reading the bytes
/// as the classes `cls`, added in order. A function of its own so that the running sum stays in
/// a register (inside the ranking's loop it went through memory: a store and a load per pair).
/// The terms go into two running sums ([`add_in_lanes`]), added to `s` at the end.
#[inline(never)]
fn add_pairs(s: f32, pairs: &[(u8, u8, u32)], cls: &[u8; 256], m: &Model) -> f32 {
    let mut lanes = [0.0f32; 2];
    add_in_lanes(&mut lanes, pairs, |&(a, b, n)| {
        let (ca, cb) = (cls[usize::from(a)], cls[usize::from(b)]);
        n as f32
            * if a == b && ca == LINE_ART {
                LOG_P_LINE_ART_REPEAT
            } else {
                m.logp(ca, cb)
            }
    });
    s + (lanes[0] + lanes[1])
}

/// The bytes ≥ 0x80 of `bytes`, and how many of them have a byte ≥ 0x80 beside them: whether the
/// non-ASCII bytes make words of their own (another script, CJK) or are accents inside ASCII
/// words (the guess's script rule here; the CJK detector's first look, `cjk::paired_share`, also
/// pairs runs of two-byte units whose trail bytes are ASCII).
pub fn non_ascii_pairing(bytes: &[u8]) -> (usize, usize) {
    let (mut high, mut paired) = (0usize, 0usize);
    for (i, &b) in bytes.iter().enumerate() {
        if b >= 0x80 {
            high += 1;
            let before = i > 0 && bytes[i - 1] >= 0x80;
            let after = bytes.get(i + 1).is_some_and(|&n| n >= 0x80);
            paired += usize::from(before || after);
        }
    }
    (high, paired)
}

/// Where the header block of a mail message (or an mbox file) that `bytes` starts with ends: at
/// least [`MAIL_HEADER_FIELDS`] lines of `Field-Name: value` (continued on lines that start with a
/// space or tab, after an optional mbox `From ` line) up to an empty line or the end. `None` when
/// the file does not start that way.
fn mail_header_end(bytes: &[u8]) -> Option<usize> {
    let mut at = 0;
    if bytes.starts_with(b"From ") {
        at = bytes.iter().position(|&b| b == b'\n')? + 1;
    }
    let mut fields = 0;
    while at < bytes.len() {
        let line_end = bytes[at..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(bytes.len(), |p| at + p + 1);
        let line = &bytes[at..line_end];
        let bare = line.strip_suffix(b"\n").unwrap_or(line);
        let bare = bare.strip_suffix(b"\r").unwrap_or(bare);
        if bare.is_empty() {
            break;
        }
        let name_len = bare
            .iter()
            .position(|&b| !(b.is_ascii_alphanumeric() || b == b'-'))
            .unwrap_or(bare.len());
        if fields > 0 && matches!(bare[0], b' ' | b'\t') {
            // A continuation of the field before.
        } else if name_len > 0 && bare.get(name_len) == Some(&b':') {
            fields += 1;
        } else {
            return None;
        }
        at = line_end;
    }
    (fields >= MAIL_HEADER_FIELDS).then_some(at)
}

/// Header fields a block needs to count as a mail header: "Note: …" on a text's first line is
/// text.
const MAIL_HEADER_FIELDS: usize = 3;

/// Marks the header block of a mail message as markup (routing, dates, message ids and addresses
/// are no language's text), all but the value of its `Subject:` field.
fn mask_mail_header(bytes: &[u8], mask: &mut [bool]) {
    let Some(end) = mail_header_end(bytes) else {
        return;
    };
    mask[..end].iter_mut().for_each(|m| *m = true);
    let mut at = 0;
    let mut in_subject = false;
    while at < end {
        let line_end = bytes[at..end]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(end, |p| at + p + 1);
        let line = &bytes[at..line_end];
        let continued = matches!(line.first(), Some(b' ' | b'\t'));
        if !continued {
            in_subject = line.len() > 8 && line[..8].eq_ignore_ascii_case(b"subject:");
        }
        if in_subject {
            let from = if continued { at } else { at + 8 };
            mask[from..line_end].iter_mut().for_each(|m| *m = false);
        }
        at = line_end;
    }
}

/// The longest run [`markup_mask`] takes for one tag.
const MAX_TAG: usize = 4096;

/// Which bytes of `bytes` are markup rather than text: HTML/XML tags (`<` then a letter, `/`, `!`
/// or `?`, up to `>`), the bodies of `<script>` and `<style>`, character references (`&amp;`,
/// `&#233;`) and URLs (`http://`, `https://`, `www.` up to a space, quote or angle bracket). A
/// word with a byte ≥ 0x80 inside a tag is text (an `alt` or `title` value). A mail header block
/// at the start ([`mail_header_end`]) is markup too, but for its `Subject:`.
pub fn markup_mask(bytes: &[u8]) -> Vec<bool> {
    let mut mask = vec![false; bytes.len()];
    let n = bytes.len();
    mask_mail_header(bytes, &mut mask);
    let starts_with_ci = |i: usize, what: &[u8]| {
        bytes
            .get(i..i + what.len())
            .is_some_and(|s| s.eq_ignore_ascii_case(what))
    };
    let mut i = 0;
    while i < n {
        let b = bytes[i];
        let end = if b == b'<'
            && bytes
                .get(i + 1)
                .is_some_and(|&c| c.is_ascii_alphabetic() || matches!(c, b'/' | b'!' | b'?'))
        {
            // A tag ends at the next `>` within a few KiB; a `<` with none that near is not
            // one ("if (a<b)" in source code), and masks nothing.
            let close = |from: usize| {
                bytes[from..n.min(from + MAX_TAG)]
                    .iter()
                    .position(|&c| c == b'>')
                    .map(|p| from + p + 1)
            };
            match close(i + 1) {
                None => i + 1,
                Some(mut e) => {
                    for (body, closing) in
                        [(&b"script"[..], &b"/script"[..]), (b"style", b"/style")]
                    {
                        if starts_with_ci(i + 1, body) {
                            let mut j = e;
                            while j < n && !(bytes[j] == b'<' && starts_with_ci(j + 1, closing)) {
                                j += 1;
                            }
                            e = if j < n { close(j).unwrap_or(n) } else { n };
                        }
                    }
                    e
                }
            }
        } else if b == b'&' {
            let len = bytes[i + 1..]
                .iter()
                .take(12)
                .position(|&c| !(c.is_ascii_alphanumeric() || c == b'#'));
            match len {
                Some(l) if l > 0 && bytes.get(i + 1 + l) == Some(&b';') => i + l + 2,
                _ => i + 1,
            }
        } else if matches!(b, b'h' | b'H' | b'w' | b'W')
            && (starts_with_ci(i, b"http://")
                || starts_with_ci(i, b"https://")
                || starts_with_ci(i, b"www."))
        {
            i + bytes[i..]
                .iter()
                .position(|&c| c.is_ascii_whitespace() || matches!(c, b'"' | b'\'' | b'<' | b'>'))
                .unwrap_or(n - i)
        } else {
            i + 1
        };
        if end > i + 1 {
            mask[i..end].iter_mut().for_each(|m| *m = true);
        }
        i = end.max(i + 1);
    }
    // Words with a byte ≥ 0x80 inside markup are text.
    let mut k = 0;
    while k < n {
        if mask[k] && bytes[k] >= 0x80 {
            let word = |c: u8| c >= 0x80 || c.is_ascii_alphanumeric() || c == b'-' || c == b'\'';
            let mut a = k;
            while a > 0 && mask[a - 1] && word(bytes[a - 1]) {
                a -= 1;
            }
            let mut e = k;
            while e < n && mask[e] && word(bytes[e]) {
                e += 1;
            }
            mask[a..e].iter_mut().for_each(|m| *m = false);
            k = e;
        } else {
            k += 1;
        }
    }
    mask
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mail_header_is_markup_but_for_its_subject() {
        let mail = "From list@example.org Tue Sep  3 09:14:07 2024\nReceived: from a.example.org\n\tby b.example.net;\nFrom: Ann <ann@example.org>\nSubject: Inim\u{f5}iguste\n deklaratsioon\nDate: Tue, 3 Sep 2024\n\nBody text here.\n";
        let mask = markup_mask(mail.as_bytes());
        let text: String = mail
            .char_indices()
            .filter(|&(i, _)| !mask[i])
            .map(|(_, c)| c)
            .collect();
        assert_eq!(text, " Inimõiguste\n deklaratsioon\n\nBody text here.\n");
        // Two "Field: value" lines are not a header, nor a first line of prose with a colon.
        for not_mail in [
            "Note: read this\nTitle: x\n\ntext",
            "Note: this is text.\nMore text.\n",
        ] {
            assert!(
                markup_mask(not_mail.as_bytes()).iter().all(|&m| !m),
                "{not_mail:?}"
            );
        }
    }

    /// The ranking's shortcuts (a language's score shared between encodings that read the bytes
    /// present alike; a reading abandoned once its partial sum, an upper bound, cannot win) give
    /// the very numbers scoring every reading in full gives, on real text in legacy encodings.
    #[test]
    fn rank_both_shortcuts_change_nothing() {
        // The bound holds because no term is positive.
        for m in models() {
            assert!(m.logp.iter().all(|&p| p <= 0.0), "{}", m.code);
        }
        const { assert!(LOG_P_LINE_ART_REPEAT <= 0.0) };
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/testdata/udhr");
        let cases = [
            ("fra", encoding_rs::WINDOWS_1252),
            ("deu", encoding_rs::WINDOWS_1252),
            ("pol", encoding_rs::ISO_8859_2),
            ("rus", encoding_rs::WINDOWS_1251),
            ("rus", encoding_rs::KOI8_R),
            ("ell", encoding_rs::ISO_8859_7),
            ("heb", encoding_rs::WINDOWS_1255),
            ("tur", encoding_rs::WINDOWS_1254),
            ("lit", encoding_rs::WINDOWS_1257),
        ];
        let read = |code: &str| {
            let path = dir.join(format!("{code}.txt"));
            std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{}: {e} (shared test data missing?)", path.display()))
        };
        let english: String = read("eng").chars().take(400).collect();
        let mut foreign = 0;
        for (code, enc) in cases {
            let text = read(code);
            let (bytes, _, _) = enc.encode(&text);
            // And one word of the language in English text: the look-up in the lexicon and the
            // reading by every Latin language ([`ByteScorer::foreign_words`]).
            let word = text
                .split_whitespace()
                .find(|w| !w.is_ascii() && w.chars().all(char::is_alphabetic))
                .unwrap_or_else(|| panic!("{code}: a word"));
            let host = format!("{english} {word} {english}");
            let (one_word, _, _) = enc.encode(&host);
            let samples = [60, 600, 6000]
                .map(|len| &bytes[..len.min(bytes.len())])
                .into_iter()
                .chain([&one_word[..]]);
            for (len, sample) in samples.enumerate() {
                let len = [60, 600, 6000, 0][len];
                let letters = ByteScorer::letters(sample);
                foreign += usize::from(letters.foreign_words);
                for scorer in [ByteScorer::new(sample), letters] {
                    let sets = [None, Some(&[0usize, 3, 7][..]), Some(&[3usize][..])];
                    // Each set alone, and all at once.
                    let mut each = Vec::new();
                    for only in sets {
                        let plain = scorer.rank_both_with(&[only], false).remove(0);
                        assert_eq!(
                            scorer.rank_both_with(&[only], true).remove(0),
                            plain,
                            "{code} in {} ({len} bytes)",
                            enc.name()
                        );
                        each.push(plain);
                    }
                    assert_eq!(
                        scorer.rank_both_sets(&sets),
                        each,
                        "{code} in {} ({len} bytes), three sets at once",
                        enc.name()
                    );
                }
            }
        }
        assert!(foreign >= 5, "{foreign} samples of foreign words");
    }
}
