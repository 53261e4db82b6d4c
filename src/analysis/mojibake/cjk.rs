//! CJK mojibake: UTF-8 read as GBK, Shift_JIS, EUC-KR or Big5 and saved as UTF-8 ("涓枃" for
//! "中文", "縺ゅｋ" for Japanese, "袩褉懈胁械褌" for "Привет", "锟斤拷" for two U+FFFD), and its
//! repair.
//!
//! Why apart from the single-byte search of the parent module: these decoders read two bytes as
//! one character, so a run cannot be undone character by character through a 256-entry table;
//! and they lose bytes. A lead byte before an ASCII byte, a pair they do not map, a byte they do
//! not use: each becomes one U+FFFD (in GBK only the first happens, and it loses one byte; the
//! others lose one or two). So a run is undone by writing each character back as its bytes (a
//! character may have more than one spelling: Shift_JIS has NEC and IBM duplicates) and each
//! U+FFFD as a hole of one or two unknown bytes, and asking whether some choice makes well-formed
//! UTF-8. The structure of UTF-8 (a lead byte announces how many continuation bytes follow, and
//! only those) is evidence correct text almost never gives by accident over more than a few
//! characters. A character that lost a byte could be any of 64 or more: it is repaired into
//! U+FFFD, never guessed.
//!
//! Correct Chinese, Japanese or Korean does spell UTF-8 now and then over two or three
//! characters. So a line is repaired only when most of its non-ASCII characters are in runs that
//! undo and the characters it shows are rare in the language the encoding writes (the unigram
//! models of [`crate::analysis::cjk::model`]: a wrong reading of UTF-8 lands on the rare rows of
//! these code tables, correct text on the common characters); and a text only when its repaired
//! lines rebuild at least [`MIN_EVIDENCE`] multi-byte characters from known bytes. A run of one
//! or two characters is repaired only into what reads as a word ([`word_like`]): a correct CJK
//! word of two characters spells UTF-8 often enough to sit beside real mojibake.

use super::Mojibake;
use crate::analysis::cjk::CjkId;
use crate::analysis::cjk::model;
use foldhash::{HashMap, HashMapExt};
use std::sync::OnceLock;
use unicode_script::{Script, UnicodeScript};

/// The encodings whose reading of UTF-8 is undone, most common mojibake first.
pub const ENCODINGS: [CjkId; 4] = [CjkId::Gbk, CjkId::ShiftJis, CjkId::EucKr, CjkId::Big5];

/// Multi-byte characters a text's repaired lines must rebuild from their bytes (a lone "锟斤拷"
/// in a Chinese text about mojibake is two, and stays).
pub const MIN_EVIDENCE: usize = 3;

/// The share of a line's non-ASCII characters that must be in runs that undo.
const LINE_SHARE: f32 = 0.5;

/// The highest mean ln P (under the model of the language the encoding writes) of the characters
/// a line shows for it to count as mojibake: correct text's lines score above, the rare
/// characters a wrong reading of UTF-8 gives below (fitted on the shared corpora: see the tests).
const GARBLED_MEAN_LOGP: f32 = -9.5;

/// One way an encoding writes a character: its bytes (one or two).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Spelling {
    bytes: [u8; 2],
    len: u8,
}

impl Spelling {
    fn bytes(&self) -> &[u8] {
        &self.bytes[..usize::from(self.len)]
    }
}

/// Every character an encoding reads from one byte or a pair, with its spellings; and the pairs
/// that read as two code points (Big5's Ê̄ Ê̌ ê̄ ê̌), by those two.
struct Table {
    one: HashMap<char, Vec<Spelling>>,
    two: HashMap<(char, char), Vec<Spelling>>,
}

/// Every encoding's bit in [`starts_utf8`]'s masks.
const ALL: u8 = (1 << ENCODINGS.len()) - 1;

/// The bit of `id` in [`starts_utf8`]'s masks.
fn bit(id: CjkId) -> u8 {
    ENCODINGS
        .iter()
        .position(|e| *e == id)
        .map_or(0, |i| 1 << i)
}

/// For a character, the encodings (bit `i` for `ENCODINGS[i]`) whose encoder writes it as bytes
/// that open UTF-8 ([`opens_utf8`]), as a garbled run must start (U+FFFD: all of them; Big5's
/// two-code-point pairs start with Ê or ê). Nearly every run of correct text fails this one
/// look: Western letters and punctuation are written from A1–A9 in these tables, if at all.
/// Below U+2E80 asked of the encoders, not of the full tables, so that a Western text never
/// builds them (40 ms and 7 MB for the four); remembered per thread.
fn starts_utf8(c: char) -> u8 {
    use std::cell::RefCell;
    // Indexed by code point in the Basic Multilingual Plane; NOT_SEEN until asked (a mask has
    // one bit per encoding).
    const NOT_SEEN: u8 = u8::MAX;
    const KEPT: usize = 0x10000;
    thread_local! {
        static SEEN: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    }
    if c == '\u{FFFD}' {
        return ALL;
    }
    let index = c as usize;
    if index < KEPT
        && let Some(m) = SEEN.with(|s| s.borrow().get(index).copied())
        && m != NOT_SEEN
    {
        return m;
    }
    // Ideographs, kana, Hangul and the full- and half-width forms can have several spellings
    // (Shift_JIS reads ED 40 and FA 5C as the same kanji, and writes FA 5C): the tables know
    // them all. Below those (Latin, Greek, Cyrillic, symbols) one spelling each, which the
    // encoders give without the tables being built.
    let mask = if c >= '\u{2E80}' {
        let opens = |list: &[Spelling]| list.iter().any(|s| opens_utf8(s.bytes()));
        ENCODINGS
            .iter()
            .filter(|&&id| tables(id).spellings.one.get(&c).is_some_and(|l| opens(l)))
            .fold(0, |m, &id| m | bit(id))
    } else {
        let mut buf = [0u8; 4];
        let text = c.encode_utf8(&mut buf);
        let mut mask = 0;
        for id in ENCODINGS {
            let Some(encoder) = id.encoder() else {
                continue;
            };
            let (bytes, _, unwritable) = encoder.encode(text);
            let big5_pair = id == CjkId::Big5 && matches!(c, 'Ê' | 'ê');
            if (!unwritable && opens_utf8(&bytes)) || big5_pair {
                mask |= bit(id);
            }
        }
        mask
    };
    if index < KEPT {
        SEEN.with(|s| {
            let mut seen = s.borrow_mut();
            if seen.is_empty() {
                seen.resize(KEPT, NOT_SEEN);
            }
            seen[index] = mask;
        });
    }
    mask
}

/// Whether a character's `bytes` can open a garbled run: a UTF-8 lead byte (C2–F4), and a second
/// byte, if any, that continues it (the decoder read the pair from a lead byte and the byte after
/// it, which well-formed UTF-8 makes a continuation byte). Cyrillic in Big5 is written from C7
/// but never followed by 80–BF: every Russian line was searched through Big5, its tables built.
fn opens_utf8(bytes: &[u8]) -> bool {
    bytes.first().is_some_and(|b| (0xC2..=0xF4).contains(b))
        && bytes.iter().try_fold(START, |st, &b| st.known(b)).is_some()
}

/// The encodings (as in [`starts_utf8`]) whose tables hold `c` at all.
fn tables_holding(c: char) -> u8 {
    ENCODINGS
        .iter()
        .filter(|&&id| tables(id).spellings.one.contains_key(&c))
        .fold(0, |m, &id| m | bit(id))
}

/// What is worked out once per encoding: its [`Table`] and its [`Losses`].
struct Tables {
    spellings: Table,
    losses: Losses,
}

fn tables(id: CjkId) -> &'static Tables {
    static T: [OnceLock<Tables>; 4] = [
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
    ];
    let i = ENCODINGS.iter().position(|e| *e == id).unwrap_or(0);
    T[i].get_or_init(|| Tables {
        spellings: build_spellings(id),
        losses: build_losses(id),
    })
}

/// The [`Table`] of `id`, by decoding every byte and pair (GB18030's four-byte forms are left
/// out: UTF-8 read as GBK makes them only by accident, around a digit).
fn build_spellings(id: CjkId) -> Table {
    let mut t = Table {
        one: HashMap::new(),
        two: HashMap::new(),
    };
    let Some(enc) = id.decoder() else {
        return t;
    };
    // Each spelling decoded by a fresh decoder into a buffer on the stack (a string allocated
    // per spelling was most of the cost of building the four tables).
    let mut add = |bytes: [u8; 2], len: u8| {
        let mut out = [0u8; 16];
        let mut decoder = enc.new_decoder_without_bom_handling();
        let (result, _, written) =
            decoder.decode_to_utf8_without_replacement(&bytes[..usize::from(len)], &mut out, true);
        if result != encoding_rs::DecoderResult::InputEmpty {
            return;
        }
        let Ok(text) = std::str::from_utf8(&out[..written]) else {
            return;
        };
        let mut chars = text.chars();
        let spelling = Spelling { bytes, len };
        match (chars.next(), chars.next(), chars.next()) {
            (Some(c), None, _) if !c.is_ascii() => t.one.entry(c).or_default().push(spelling),
            (Some(a), Some(b), None) => t.two.entry((a, b)).or_default().push(spelling),
            _ => {}
        }
    };
    for b in 0x80..=0xFFu8 {
        add([b, 0], 1);
    }
    for lead in 0x81..=0xFEu8 {
        for trail in (0x40..=0xFEu8).filter(|&t| t != 0x7F) {
            add([lead, trail], 2);
        }
    }
    // Where a character has several spellings (Shift_JIS's NEC and IBM rows, Big5's HKSCS
    // duplicates, GBK's € as 80 and A2 E3), the one its encoder writes is tried first: a
    // wrong one can still spell UTF-8 (and a wrong character), so the usual one leads.
    let encoder = id.encoder().unwrap_or(enc);
    for (c, list) in t.one.iter_mut().filter(|(_, l)| l.len() > 1) {
        let mut buf = [0u8; 4];
        let (bytes, _, bad) = encoder.encode(c.encode_utf8(&mut buf));
        if !bad && let Some(i) = list.iter().position(|s| s.bytes() == &*bytes) {
            list.swap(0, i);
        }
    }
    t
}

/// What a byte is to a UTF-8 decoder, as ranges whose bounds are the ones UTF-8's rules use:
/// three kinds of continuation byte (80–8F, 90–9F, A0–BF: E0, ED, F0 and F4 narrow the next
/// one to some of them), the lead bytes by what they announce, and the bytes UTF-8 never uses.
const CLASSES: [(u8, u8); 13] = [
    (0x80, 0x8F),
    (0x90, 0x9F),
    (0xA0, 0xBF),
    (0xC0, 0xC1),
    (0xC2, 0xDF),
    (0xE0, 0xE0),
    (0xE1, 0xEC),
    (0xED, 0xED),
    (0xEE, 0xEF),
    (0xF0, 0xF0),
    (0xF1, 0xF3),
    (0xF4, 0xF4),
    (0xF5, 0xFF),
];

fn class_of(b: u8) -> u8 {
    CLASSES
        .iter()
        .position(|&(lo, hi)| (lo..=hi).contains(&b))
        .map_or(0, |i| i as u8)
}

/// What one U+FFFD of an encoding's decoder can stand for, as UTF-8 byte classes: a pair it
/// does not map (a lead and a non-ASCII byte, lost together), a byte it never uses (anywhere in
/// a run), and a lead byte cut off by the ASCII byte after it (only at a run's end: the ASCII
/// byte is read again and ends the run). GBK maps every pair and uses every byte UTF-8 has, so it
/// loses only the last.
struct Losses {
    pairs: Vec<(u8, u8)>,
    anywhere: Vec<u8>,
    at_end: Vec<u8>,
}

/// The [`Losses`] of `id`, by decoding every byte before a line break and every pair.
fn build_losses(id: CjkId) -> Losses {
    let mut l = Losses {
        pairs: Vec::new(),
        anywhere: Vec::new(),
        at_end: Vec::new(),
    };
    let Some(enc) = id.decoder() else {
        return l;
    };
    let decode = |bytes: &[u8]| enc.decode_without_bom_handling(bytes).0.into_owned();
    let push = |v: &mut Vec<u8>, c: u8| {
        if !v.contains(&c) {
            v.push(c);
        }
    };
    for b in 0x80..=0xF4u8 {
        let is_lead = (0x40..=0xFEu8).any(|t| {
            let d = decode(&[b, t]);
            d.chars().count() == 1 && !d.contains('\u{FFFD}')
        });
        // (A line break: no encoding takes it as the second byte of a pair, as all of them
        // take some ASCII letters.)
        if decode(&[b, b'\n']) == "\u{FFFD}\n" {
            push(&mut l.at_end, class_of(b));
            if !is_lead {
                push(&mut l.anywhere, class_of(b));
            }
        }
        for t in 0x80..=0xF4u8 {
            if is_lead && decode(&[b, t]) == "\u{FFFD}" {
                let pair = (class_of(b), class_of(t));
                if !l.pairs.contains(&pair) {
                    l.pairs.push(pair);
                }
            }
        }
    }
    l
}

/// What one byte of a rebuilt UTF-8 run is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Byte {
    Known(u8),
    /// A byte of a character with another spelling that fits just as well here (Big5 writes 卅
    /// as A2 CE and as A4 CA): which one the UTF-8 had is not known, so its character is not.
    Unsure(u8),
    /// A lost byte that started a sequence of this many continuation bytes.
    LostLead(u8),
    /// A lost continuation byte.
    LostCont,
}

/// Where a UTF-8 decoder stands: continuation bytes still owed, the range the next one must be
/// in (narrower after E0, ED, F0, F4), and whether the character in progress lost a byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct State {
    need: u8,
    lo: u8,
    hi: u8,
    hurt: bool,
}

const START: State = State {
    need: 0,
    lo: 0x80,
    hi: 0xBF,
    hurt: false,
};

/// What a rebuilding costs: each character with a lost byte (it becomes U+FFFD) far more than
/// each spelling other than the one the encoder writes (a tie-breaker).
const DAMAGED: u32 = 1000;
const OTHER_SPELLING: u32 = 1;
/// What a character cut by the text's start or end costs: a last resort, taken only where no
/// reading of whole characters fits (a chunk of a line longer than a chunk), never to save
/// damaged characters inside.
const CUT_AT_EDGE: u32 = 20 * DAMAGED;
/// What a lost lead byte costs on top when it starts a character of another length than most
/// of the run's: fewest damaged characters alone would pack the lost bytes of three Cyrillic
/// letters into one four-byte character.
const OTHER_LENGTH: u32 = 4000;

impl State {
    /// After a known byte; `None` where UTF-8 does not allow it.
    fn known(self, b: u8) -> Option<State> {
        let next = |need, lo, hi| State {
            need,
            lo,
            hi,
            hurt: false,
        };
        if self.need > 0 {
            return (self.lo..=self.hi).contains(&b).then_some(State {
                need: self.need - 1,
                lo: 0x80,
                hi: 0xBF,
                hurt: self.hurt,
            });
        }
        Some(match b {
            0x00..=0x7F => START,
            0xC2..=0xDF => next(1, 0x80, 0xBF),
            0xE0 => next(2, 0xA0, 0xBF),
            0xED => next(2, 0x80, 0x9F),
            0xE1..=0xEF => next(2, 0x80, 0xBF),
            0xF0 => next(3, 0x90, 0xBF),
            0xF4 => next(3, 0x80, 0x8F),
            0xF1..=0xF3 => next(3, 0x80, 0xBF),
            _ => return None,
        })
    }

    /// After a lost byte of UTF-8 class `class` (see [`CLASSES`]), with what it costs: a lost
    /// continuation completes the character in progress (if its class fits), a lost lead starts
    /// one (dearer if it announces other than `usual_need` continuation bytes, when that is not
    /// 0); `None` where UTF-8 does not allow it.
    fn lost(self, class: u8, usual_need: u8) -> Option<(Byte, State, u32)> {
        let (lo, hi) = *CLASSES.get(usize::from(class))?;
        if self.need > 0 {
            if lo < self.lo || hi > self.hi {
                return None;
            }
            let cost = if self.hurt { 0 } else { DAMAGED };
            let st = State {
                need: self.need - 1,
                lo: 0x80,
                hi: 0xBF,
                hurt: true,
            };
            return Some((Byte::LostCont, st, cost));
        }
        let st = START.known(lo).filter(|st| st.need > 0)?;
        let st = State { hurt: true, ..st };
        let other = usual_need != 0 && st.need != usual_need;
        let cost = DAMAGED + if other { OTHER_LENGTH } else { 0 };
        Some((Byte::LostLead(st.need), st, cost))
    }
}

/// A run's characters as units to write back: each character's spellings, or a hole (a U+FFFD;
/// the last of a run can be a lead byte cut off by the ASCII byte after it).
enum Unit {
    Known(&'static [Spelling]),
    Hole { at_end: bool },
}

/// One way to write a unit: its one or two bytes, the state after them, their cost.
#[derive(Clone, Copy, Debug)]
struct Choice {
    bytes: [Byte; 2],
    len: u8,
    state: State,
    cost: u32,
    /// Which of a character's spellings (0 for a hole).
    spelling: usize,
}

impl Choice {
    fn bytes(&self) -> &[Byte] {
        &self.bytes[..usize::from(self.len)]
    }
}

/// The ways a unit can be written from `state`, into `out` (cleared first: the search calls
/// this for every unit and state, and allocates nothing once `out` has grown).
fn choices(unit: &Unit, state: State, losses: &Losses, usual_need: u8, out: &mut Vec<Choice>) {
    out.clear();
    match unit {
        Unit::Known(spellings) => {
            let after = |s: &Spelling| s.bytes().iter().try_fold(state, |st, &b| st.known(b));
            // (At most a handful of spellings: the fits are found twice rather than collected.)
            let fits = || {
                spellings
                    .iter()
                    .enumerate()
                    .filter_map(|(i, s)| Some((i, after(s)?)))
            };
            for (i, st) in fits() {
                let cost = if i == 0 { 0 } else { OTHER_SPELLING };
                let unsure = fits().any(|(j, other)| j != i && other == st);
                let mut bytes = [Byte::LostCont; 2];
                for (slot, &b) in bytes.iter_mut().zip(spellings[i].bytes()) {
                    *slot = if unsure {
                        Byte::Unsure(b)
                    } else {
                        Byte::Known(b)
                    };
                }
                out.push(Choice {
                    bytes,
                    len: spellings[i].len,
                    state: st,
                    cost,
                    spelling: i,
                });
            }
        }
        Unit::Hole { at_end } => {
            // Every sequence of lost bytes the decoder can have lost here that UTF-8 allows.
            let singles = if *at_end {
                &losses.at_end
            } else {
                &losses.anywhere
            };
            for &c in singles {
                if let Some((b, st, cost)) = state.lost(c, usual_need) {
                    out.push(Choice {
                        bytes: [b, Byte::LostCont],
                        len: 1,
                        state: st,
                        cost,
                        spelling: 0,
                    });
                }
            }
            for &(c1, c2) in &losses.pairs {
                let Some((b1, st1, cost1)) = state.lost(c1, usual_need) else {
                    continue;
                };
                if let Some((b2, st2, cost2)) = st1.lost(c2, usual_need) {
                    out.push(Choice {
                        bytes: [b1, b2],
                        len: 2,
                        state: st2,
                        cost: cost1 + cost2,
                        spelling: 0,
                    });
                }
            }
        }
    }
}

/// Whether a run starts at the first byte of the text and ends at its last: a text cut from a
/// longer one may start or end inside a character there.
#[derive(Clone, Copy, Debug, Default)]
struct Edges {
    start: bool,
    end: bool,
}

/// One reachable state after a unit: its least cost, the state before the unit and which of
/// the unit's [`choices`] from there led to it (the bytes are worked out again on the way back,
/// so a run of a million characters keeps a few words per character, not its bytes twice).
struct Reached {
    state: State,
    cost: u32,
    from: State,
    choice: usize,
}

/// The bytes of a run written back that make well-formed UTF-8 with the fewest characters lost
/// (then the fewest unusual spellings); `None` if no choice makes UTF-8. Dynamic programming
/// over the decoder's states, which are few: linear in the run's length.
fn rebuild(units: &[Unit], losses: &Losses, usual_need: u8, edges: Edges) -> Option<Vec<Byte>> {
    // Every layer's states one after another; layer i is reached[starts[i]..starts[i + 1]].
    let mut reached: Vec<Reached> = vec![Reached {
        state: START,
        cost: 0,
        from: START,
        choice: 0,
    }];
    if edges.start {
        // The text may start inside a character whose first bytes are before it (a chunk of a
        // line longer than a chunk): its last continuation bytes come first, one damaged
        // character.
        for need in 1..=3 {
            let state = State {
                need,
                lo: 0x80,
                hi: 0xBF,
                hurt: true,
            };
            reached.push(Reached {
                state,
                cost: CUT_AT_EDGE,
                from: state,
                choice: 0,
            });
        }
    }
    let mut starts: Vec<usize> = vec![0, reached.len()];
    let mut options: Vec<Choice> = Vec::new();
    for unit in units {
        let previous = *starts.get(starts.len() - 2)?;
        let begin = reached.len();
        for i in previous..begin {
            let (from, so_far) = (reached[i].state, reached[i].cost);
            choices(unit, from, losses, usual_need, &mut options);
            for (choice, option) in options.iter().enumerate() {
                let (state, cost) = (option.state, so_far + option.cost);
                match reached[begin..].iter_mut().find(|n| n.state == state) {
                    Some(n) if n.cost <= cost => {}
                    Some(n) => {
                        n.cost = cost;
                        n.from = from;
                        n.choice = choice;
                    }
                    None => reached.push(Reached {
                        state,
                        cost,
                        from,
                        choice,
                    }),
                }
            }
        }
        if reached.len() == begin {
            return None;
        }
        starts.push(reached.len());
    }
    let layer = |i: usize| &reached[starts[i]..starts[i + 1]];
    // (A text may also end inside a character, whose other bytes come after it: one more
    // damaged character.)
    let end_cost = |r: &Reached| match r.state {
        State { need: 0, .. } => Some(r.cost),
        _ if edges.end => Some(r.cost + CUT_AT_EDGE),
        _ => None,
    };
    let mut state = layer(units.len())
        .iter()
        .filter_map(|r| Some((end_cost(r)?, r.state.need, r.state)))
        .min_by_key(|&(cost, need, _)| (cost, need))?
        .2;
    // Which states can still end well (backwards), so that a character with several
    // spellings is known to be unsure when two of them lie on complete readings, whatever the
    // states around (Big5 reads 兛 from 92 B0 and from A2 5A; with other readings of the holes
    // nearby both can fit, and only one is the truth).
    let mut ends = vec![false; reached.len()];
    for (k, r) in layer(units.len()).iter().enumerate() {
        ends[starts[units.len()] + k] = end_cost(r).is_some();
    }
    let mut unsure = vec![false; units.len()];
    for (i, unit) in units.iter().enumerate().rev() {
        let next = starts[i + 1];
        let mut used: Option<usize> = None;
        for k in starts[i]..next {
            choices(unit, reached[k].state, losses, usual_need, &mut options);
            for option in &options {
                let good = reached[next..starts[i + 2]]
                    .iter()
                    .position(|n| n.state == option.state)
                    .is_some_and(|j| ends[next + j]);
                if good {
                    ends[k] = true;
                    if matches!(unit, Unit::Known(_)) {
                        match used {
                            Some(u) if u != option.spelling => unsure[i] = true,
                            _ => used = Some(option.spelling),
                        }
                    }
                }
            }
        }
    }
    // Back from the end, each unit's bytes worked out again from its choice.
    let mut out: Vec<Byte> = Vec::with_capacity(units.len() * 2);
    for (i, unit) in units.iter().enumerate().rev() {
        let r = layer(i + 1).iter().find(|r| r.state == state)?;
        choices(unit, r.from, losses, usual_need, &mut options);
        let bytes = options.get(r.choice)?.bytes().iter().rev();
        out.extend(bytes.map(|&b| match b {
            Byte::Known(v) if unsure[i] => Byte::Unsure(v),
            b => b,
        }));
        state = r.from;
    }
    out.reverse();
    Some(out)
}

/// A run undone: the repaired text, and how many of its multi-byte characters were rebuilt from
/// known bytes.
struct Undone {
    text: String,
    rebuilt: usize,
    /// How many characters read whole are 2, 3 and 4 bytes long (at 2, 3, 4).
    lengths: [usize; 5],
}

/// Reads rebuilt bytes as UTF-8: a character with a lost or unsure byte is U+FFFD.
fn read_rebuilt(bytes: &[Byte]) -> Option<Undone> {
    let mut text = String::new();
    let mut rebuilt = 0;
    let mut lengths = [0usize; 5];
    let mut i = 0;
    // Continuation bytes first: the end of a character cut off by the text's start.
    let cont = |b: &Byte| match b {
        Byte::Known(b) | Byte::Unsure(b) => (0x80..=0xBF).contains(b),
        Byte::LostCont => true,
        Byte::LostLead(_) => false,
    };
    let orphans = bytes.iter().take_while(|b| cont(b)).count();
    if orphans > 0 {
        text.push('\u{FFFD}');
        i = orphans;
    }
    while i < bytes.len() {
        let len = match bytes[i] {
            Byte::Known(b) | Byte::Unsure(b) => match b {
                0x00..=0x7F => 1,
                0xC2..=0xDF => 2,
                0xE0..=0xEF => 3,
                0xF0..=0xF4 => 4,
                _ => return None,
            },
            Byte::LostLead(need) => 1 + usize::from(need),
            Byte::LostCont => return None,
        };
        // A character cut off by the text's end.
        let Some(seq) = bytes.get(i..i + len) else {
            text.push('\u{FFFD}');
            break;
        };
        let mut buf = [0u8; 4];
        let known = seq.iter().zip(buf.iter_mut()).all(|(b, slot)| match b {
            Byte::Known(b) => {
                *slot = *b;
                true
            }
            _ => false,
        });
        if known {
            let s = std::str::from_utf8(&buf[..len]).ok()?;
            if len > 1 {
                rebuilt += 1;
                lengths[len] += 1;
            }
            text.push_str(s);
        } else {
            text.push('\u{FFFD}');
        }
        i += len;
    }
    Some(Undone {
        text,
        rebuilt,
        lengths,
    })
}

/// Whether a repaired run holds only what text holds: no controls but tab and line breaks, no
/// private-use or unassigned code points, and letters of one writing system (Japanese mixes Han
/// and kana, Korean Hangul and Han; any may hold Latin: "Ｍａｒｓ", "café"). Correct CJK text that spells UTF-8 by accident gives a
/// jumble of scripts ("部落格" read back from EUC-KR is Arabic, Armenian and a combining mark).
fn plausible(text: &str) -> bool {
    use unicode_general_category::{GeneralCategory as G, get_general_category};
    let clean = text.chars().all(|c| {
        matches!(c, '\t' | '\n' | '\r')
            || !matches!(
                get_general_category(c),
                G::Control | G::PrivateUse | G::Unassigned | G::Surrogate
            )
    });
    // A Latin letter outside ASCII must be one some language writes: correct katakana read back
    // from Big5 are the letters ǽ ǣ ǿ ǫ of Latin Extended-B.
    let latin_ok = text.chars().filter(|c| !c.is_ascii()).all(|c| {
        c.script() != Script::Latin
            || !c.is_alphabetic()
            || crate::analysis::lang::models()
                .iter()
                .any(|m| m.script() == Script::Latin && m.letter_share(c) > 0.0)
    });
    // Nor may a repair start with a combining mark (it would join the character before it).
    let starts_with_mark = text
        .chars()
        .next()
        .is_some_and(|c| c.script() == Script::Inherited);
    let mut scripts: Vec<Script> = Vec::new();
    for c in text.chars().filter(|c| c.is_alphabetic()) {
        let s = match c.script() {
            Script::Common | Script::Inherited | Script::Unknown | Script::Latin => continue,
            Script::Hiragana | Script::Katakana => Script::Han,
            s => s,
        };
        if !scripts.contains(&s) {
            scripts.push(s);
        }
    }
    let one_system = match scripts.as_slice() {
        [] | [_] => true,
        [a, b] => [*a, *b].contains(&Script::Han) && [*a, *b].contains(&Script::Hangul),
        _ => false,
    };
    clean && one_system && latin_ok && !starts_with_mark
}

/// Whether a short repair (a character or two) reads as a word, or a mark, of some language:
/// each letter one that a language model of its script writes (scripts without models pass),
/// each combining mark one that joins the letter before it into a single character (in Latin,
/// Greek and Cyrillic; other scripts' marks on any of their letters), and no spacing accent
/// (a modifier symbol) against a letter. A correct CJK word of two characters spells UTF-8
/// through these tables now and then, and what it spells is no word: "液态" through GBK is "Һ̬"
/// (a Cyrillic letter under a caron no language puts there), "茅台" "ę́", "摩斯" "Ħ˹", "父母"
/// through EUC-KR the Arabic-script "ݫٽ" that no Arabic or Persian text holds. Real mojibake's
/// short runs are the letters and marks of the text it garbled ("脿" for "à", "芦" for "«").
fn word_like(text: &str) -> bool {
    use crate::analysis::lang::{is_mark, some_language_writes};
    use unicode_general_category::{GeneralCategory as G, get_general_category};
    let chars: Vec<char> = text.chars().filter(|&c| c != '\u{FFFD}').collect();
    let letter = |i: Option<usize>| {
        i.and_then(|i| chars.get(i))
            .is_some_and(|c| c.is_alphabetic() && !c.is_ascii())
    };
    // The letter a mark joins (with the marks before it composed in), if any.
    let mut base: Option<char> = None;
    chars.iter().enumerate().all(|(i, &c)| {
        if is_mark(c) {
            // Latin, Greek and Cyrillic write their accented letters precomposed: a mark must
            // make one with its letter. Other scripts' marks (Thai vowels, Hebrew points, Arabic
            // vowel signs) are their spelling, on any of their letters; never on punctuation.
            let joined = base.and_then(|b| unicode_normalization::char::compose(b, c));
            let precomposed = base.is_some_and(|b| {
                matches!(b.script(), Script::Latin | Script::Greek | Script::Cyrillic)
            });
            base = joined.or(base);
            joined.is_some() || (base.is_some() && !precomposed)
        } else if c.is_alphabetic() {
            base = Some(c);
            c.is_ascii() || some_language_writes(c)
        } else {
            base = None;
            get_general_category(c) != G::ModifierSymbol
                || !(letter(i.checked_sub(1)) || letter(Some(i + 1)))
        }
    })
}

/// Undoes one run of non-ASCII characters read from UTF-8 as `id`; `None` if it does not undo.
/// (A run of U+FFFD alone undoes into itself.)
/// A lost lead byte costs more if it announces other than `usual_need` continuation bytes (0:
/// any).
fn undo(run: &str, id: CjkId, usual_need: u8, edges: Edges) -> Option<Undone> {
    let tables = tables(id);
    let table = &tables.spellings;
    // Most runs of correct text fail on their first character: a spelling that starts UTF-8.
    // A run of U+FFFD alone undoes into itself, whatever was lost (and would cost a search over
    // every loss for each).
    if run.chars().all(|c| c == '\u{FFFD}') {
        return Some(Undone {
            text: run.to_string(),
            rebuilt: 0,
            lengths: [0; 5],
        });
    }
    let mut chars = run.chars().peekable();
    let first = *chars.peek()?;
    if starts_utf8(first) & bit(id) == 0 && !edges.start {
        return None;
    }
    let mut units: Vec<Unit> = Vec::new();
    while let Some(c) = chars.next() {
        let unit = match c {
            '\u{FFFD}' => Unit::Hole {
                at_end: chars.peek().is_none(),
            },
            c => {
                let pair = chars.peek().and_then(|&d| table.two.get(&(c, d)));
                match pair {
                    Some(list) => {
                        chars.next();
                        Unit::Known(list.as_slice())
                    }
                    None => Unit::Known(table.one.get(&c)?.as_slice()),
                }
            }
        };
        units.push(unit);
    }
    let undone = read_rebuilt(&rebuild(&units, &tables.losses, usual_need, edges)?)?;
    plausible(&undone.text).then_some(undone)
}

/// Runs of non-ASCII characters in `line`: (start, end) byte offsets.
fn runs(line: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    let b = line.as_bytes();
    let mut at = 0;
    std::iter::from_fn(move || {
        let start = at + b[at..].iter().position(|x| !x.is_ascii())?;
        at = b[start..]
            .iter()
            .position(u8::is_ascii)
            .map_or(b.len(), |p| start + p);
        Some((start, at))
    })
}

/// One line's runs undone through one encoding.
struct LineUndone {
    /// (start, end, repair, evidence) per run that undoes, offsets in the text; `evidence`: the
    /// run counts as evidence (two characters rebuilt, or a letter inside an ASCII word).
    runs: Vec<(usize, usize, String, bool)>,
    /// The multi-byte characters rebuilt from known bytes that count as evidence.
    rebuilt: usize,
}

/// `line` (at `at` in the text) read from UTF-8 as `id`, undone, if it counts as mojibake:
/// most of its non-ASCII characters in runs that undo, and what it shows rare in the language
/// `id` writes.
fn undo_line(line: &str, at: usize, text_len: usize, id: CjkId) -> Option<LineUndone> {
    let models = model::CjkLang::ALL.map(model::model);
    let mut all = 0usize;
    let mut undone_chars = 0usize;
    let mut logp = 0.0f32;
    let mut scored = 0usize;
    let mut out = LineUndone {
        runs: Vec::new(),
        rebuilt: 0,
    };
    let found: Vec<(usize, usize, Edges, Option<Undone>)> = runs(line)
        .map(|(s, e)| {
            let edges = Edges {
                start: at + s == 0,
                end: at + e == text_len,
            };
            (s, e, edges, undo(&line[s..e], id, 0, edges))
        })
        .collect();
    // Where bytes were lost, the runs are undone again with lost characters as long as most of
    // the line's characters read whole.
    let mut lengths = [0usize; 5];
    for u in found.iter().filter_map(|f| f.3.as_ref()) {
        for (l, n) in lengths.iter_mut().zip(u.lengths) {
            *l += n;
        }
    }
    let usual_need = (2..=4u8)
        .filter(|&l| lengths[usize::from(l)] > 0)
        .max_by_key(|&l| (lengths[usize::from(l)], std::cmp::Reverse(l)))
        .map_or(0, |l| l - 1);
    for (s, e, edges, u) in found {
        let run = &line[s..e];
        let n = run.chars().count();
        all += n;
        let u = match u {
            Some(u) if usual_need > 0 && u.text.contains('\u{FFFD}') => {
                undo(run, id, usual_need, edges).or(Some(u))
            }
            u => u,
        };
        // A short repair that reads as no word is a correct word that spelled UTF-8 by
        // accident: left as it is, and counted as a run that does not undo.
        // (Short: one or two characters besides U+FFFD, which also bounds what was rebuilt.)
        let u = u.filter(|u| {
            u.text.chars().filter(|&c| c != '\u{FFFD}').count() > 2 || word_like(&u.text)
        });
        if let Some(u) = u {
            undone_chars += n;
            for c in run.chars().filter(|&c| c != '\u{FFFD}') {
                // The best of the three models: katakana are rare to the Chinese model Big5 is
                // for and Han characters to the Korean one, and correct Japanese or Chinese
                // spells UTF-8 through those often enough.
                logp += models
                    .iter()
                    .map(|m| m.logp(c))
                    .fold(f32::NEG_INFINITY, f32::max);
                scored += 1;
            }
            // One character rebuilt proves little: a lone Han character (年 in "2004年" in a
            // Japanese page) spells a two-byte UTF-8 character through EUC-KR one time in
            // seven. It counts only as a letter inside an ASCII word ("pr茅sente" is
            // "présente"); otherwise it is repaired with its line but is no evidence.
            let in_word = || {
                let touches = |b: Option<&u8>| b.is_some_and(u8::is_ascii_alphabetic);
                u.text.chars().all(char::is_alphabetic)
                    && (touches(line.as_bytes().get(e))
                        || touches(s.checked_sub(1).and_then(|i| line.as_bytes().get(i))))
            };
            let evidence = u.rebuilt >= 2 || (u.rebuilt == 1 && in_word());
            if evidence {
                out.rebuilt += u.rebuilt;
            }
            if u.text != run {
                out.runs.push((at + s, at + e, u.text, evidence));
            }
        }
    }
    let share = undone_chars as f32 / all.max(1) as f32;
    let rare = scored == 0 || logp / scored as f32 <= GARBLED_MEAN_LOGP;
    (!out.runs.is_empty() && share >= LINE_SHARE && rare).then_some(out)
}

/// The writing system of a letter: its script, Chinese, Japanese and Korean counting as one
/// (Japanese mixes Han and kana, Korean Hangul and Han); `None` for what is not a letter of a
/// script (digits, punctuation, symbols, marks) and for Latin letters, which any text may hold
/// ("Ｍａｒｓ", "café"), as [`plausible`] has it.
pub(crate) fn writing_system(c: char) -> Option<Script> {
    if !c.is_alphabetic() {
        return None;
    }
    match c.script() {
        Script::Common | Script::Inherited | Script::Unknown | Script::Latin => None,
        Script::Hiragana | Script::Katakana | Script::Hangul | Script::Bopomofo => {
            Some(Script::Han)
        }
        s => Some(s),
    }
}

/// Looks for UTF-8 read as one of [`ENCODINGS`] in valid UTF-8 `text`, line by line; the
/// encoding whose lines rebuild the most characters wins.
pub fn diagnose(text: &str) -> Option<Mojibake> {
    // Nothing to do unless some run of non-ASCII characters starts as a garbled one can, and
    // only for the encodings that can start it (one look-up per run: most texts stop here).
    // (Until every encoding is possible.)
    let mut possible = 0u8;
    for (start, _) in runs(text) {
        if let Some(c) = text[start..].chars().next() {
            possible |= starts_utf8(c);
        }
        if possible == ALL {
            break;
        }
    }
    // (A text cut from a longer one may start inside a garbled character.)
    if let Some(c) = text.chars().next().filter(|c| !c.is_ascii()) {
        possible |= tables_holding(c);
    }
    let mut best: Option<(CjkId, Vec<LineUndone>, usize)> = None;
    for id in ENCODINGS.into_iter().filter(|&id| possible & bit(id) != 0) {
        let mut lines = Vec::new();
        let mut rebuilt = 0;
        let mut at = 0;
        for line in text.split_inclusive('\n') {
            if !line.is_ascii()
                && let Some(l) = undo_line(line, at, text.len(), id)
            {
                rebuilt += l.rebuilt;
                lines.push(l);
            }
            at += line.len();
        }
        if rebuilt >= MIN_EVIDENCE && best.as_ref().is_none_or(|b| rebuilt > b.2) {
            best = Some((id, lines, rebuilt));
        }
    }
    let (id, lines, _) = best?;
    // A run that is no evidence is repaired only into a writing system the evidence shows: a
    // text that quotes mojibake (`pr茅sente`, `锟斤拷`) beside a lone 卅 of its own had 卅 made
    // into the Arabic ئ.
    let runs: Vec<_> = lines.into_iter().flat_map(|l| l.runs).collect();
    let mut shown: Vec<Script> = Vec::new();
    for (.., fixed, _) in runs.iter().filter(|r| r.3) {
        for s in fixed.chars().filter_map(writing_system) {
            if !shown.contains(&s) {
                shown.push(s);
            }
        }
    }
    let mut repaired = String::with_capacity(text.len());
    let mut places = Vec::new();
    let mut last = 0;
    let mut lost = 0;
    for (s, e, fixed, _) in runs.into_iter().filter(|r| {
        r.3 || r
            .2
            .chars()
            .filter_map(writing_system)
            .all(|s| shown.contains(&s))
    }) {
        repaired.push_str(&text[last..s]);
        repaired.push_str(&fixed);
        lost += super::replacement_chars(&fixed);
        places.push((s, e));
        last = e;
    }
    repaired.push_str(&text[last..]);
    Some(Mojibake {
        chain: vec![id.name()],
        original: text.to_string(),
        places,
        repaired,
        lost,
        at: 0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn garble(text: &str, id: CjkId) -> String {
        let (s, _, _) = id.decoder().expect("decoder").decode(text.as_bytes());
        s.into_owned()
    }

    #[test]
    fn the_classic_cases() {
        // AD E6 is in GBK's user-defined rows: a private-use character most fonts draw as nothing.
        let g = garble("中文", CjkId::Gbk);
        assert_eq!(g, "涓\u{E15F}枃");
        let m = diagnose(&format!("{g}{g} {g} and {g}")).expect("GBK mojibake");
        assert_eq!(m.chain, ["GBK"]);
        assert_eq!(m.repaired, "中文中文 中文 and 中文");
        // U+FFFD twice, read as GBK.
        let m = diagnose("锟斤拷锟斤拷 x").expect("锟斤拷");
        assert_eq!(m.repaired, "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD} x");
        assert!(diagnose("锟斤拷 is what a lost character looks like in GBK").is_none());
        // Correct Chinese that spells UTF-8 through EUC-KR, into a jumble of scripts.
        assert!(diagnose("部落格").is_none());
    }

    #[test]
    fn a_short_repair_must_read_as_a_word() {
        // What correct two-character CJK words spelled through GBK, EUC-KR or Big5.
        for junk in [
            "Һ\u{32C}",
            "ę\u{301}",
            "Ħ˹",
            "ݫٽ",
            "ԭʼ",
            "\u{707}\u{316}",
            "ϵ\u{33D}",
        ] {
            assert!(!word_like(junk), "{junk}");
        }
        // Real mojibake's short runs: a letter, guillemets, a unit, polytonic Greek, a letter
        // and its accent apart (NFD), a Thai consonant and its mark, a Hebrew letter and its
        // points, a stray U+FFFD.
        for word in [
            "à",
            "«",
            "м³",
            "\u{1F79}",
            "α\u{301}",
            "e\u{301}",
            "ก\u{E47}",
            "ש\u{5C1}\u{5B8}",
            "\u{FFFD}é",
        ] {
            assert!(word_like(word), "{word}");
        }
    }

    #[test]
    fn a_lost_byte_becomes_one_replacement_character() {
        // 中 alone before ASCII: E4 B8 | AD 0A: the AD is lost.
        let g = garble("中文字\n", CjkId::Gbk);
        assert!(g.contains('\u{FFFD}'), "{g:?}");
        let m = diagnose(&format!("{g}{g}{g}")).expect("mojibake");
        assert_eq!(m.repaired, "中文\u{FFFD}\n".repeat(3));
    }
}
