//! What one sequence is, down to its bits: the facts the inspector panel shows and a teacher reads
//! out. No egui here, so every sentence is tested.

use crate::analysis::cells::char_name;
use crate::analysis::wording::hex_bytes;
use crate::codec::encode::marker_bits;
use crate::codec::{Class, ErrorKind, WarningKind, encode_value, maximal_subpart, warning_for};
use crate::i18n::Lang;
use crate::tr;
use unicode_general_category::get_general_category;
use unicode_script::UnicodeScript;
use unicode_width::UnicodeWidthChar;

/// One byte laid out under its template.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ByteBits {
    /// The byte.
    pub byte: u8,
    /// Its template, e.g. `110xxxxx` (`????????` for a byte that fits no template).
    pub template: String,
    /// The marker (prefix) bits, e.g. `110`.
    pub marker: String,
    /// The payload bits, e.g. `00011`.
    pub payload: String,
}

/// Facts about a well-formed character.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CharFacts {
    /// The character.
    pub ch: char,
    /// Its name (or control alias).
    pub name: String,
    /// General category, abbreviated (`Sm`) and in full (`MathSymbol`).
    pub category: (String, String),
    /// Script.
    pub script: String,
    /// Block.
    pub block: String,
    /// Plane number and name.
    pub plane: (u32, &'static str),
    /// Columns a terminal gives it (wcwidth); `None` for controls.
    pub width: Option<usize>,
    /// UTF-16 code units.
    pub utf16: Vec<u16>,
    /// Escapes: Rust/JS-style `\u{2260}`, HTML `&#x2260;`.
    pub escapes: (String, String),
}

/// Facts about an ill-formed sequence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ErrorFacts {
    /// Why.
    pub kind: ErrorKind,
    /// One sentence in the terms of Unicode's Table 3-7.
    pub sentence: String,
    /// The value the payload bits would give.
    pub would_be: Option<u32>,
    /// U+FFFD a lossy decoder puts here, and the maximal subparts that earn them.
    pub replacements: (u32, Vec<String>),
    /// A security note (overlong ASCII).
    pub security: Option<String>,
    /// History (5- and 6-byte forms).
    pub history: Option<String>,
}

/// Everything the inspector shows for one sequence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The bytes, each under its template.
    pub bits: Vec<ByteBits>,
    /// The payload bits joined (the value in binary), grouped by 4 from the right.
    pub joined: String,
    /// The value, where the sequence has all its bytes.
    pub value: Option<u32>,
    /// For a character.
    pub char: Option<CharFacts>,
    /// For an error.
    pub error: Option<ErrorFacts>,
    /// A warning and why it matters.
    pub warning: Option<(WarningKind, String)>,
}

fn template(len: usize, i: usize, announced: usize) -> String {
    match (announced, i) {
        (1, _) if len == 1 => "0xxxxxxx".into(),
        (_, 0) if (2..=6).contains(&announced) => {
            format!("{}0{}", "1".repeat(announced), "x".repeat(7 - announced))
        }
        (_, 0) => "????????".into(),
        _ => "10xxxxxx".into(),
    }
}

/// Groups a bit string by 4 from the right: `10001001100000` → `10 0010 0110 0000`.
pub fn group4(bits: &str) -> String {
    let b: Vec<char> = bits.chars().collect();
    let mut out = String::new();
    for (i, c) in b.iter().enumerate() {
        if i > 0 && (b.len() - i).is_multiple_of(4) {
            out.push(' ');
        }
        out.push(*c);
    }
    out
}

fn plane_name(p: u32) -> &'static str {
    match p {
        0 => "Basic Multilingual Plane",
        1 => "Supplementary Multilingual Plane",
        2 => "Supplementary Ideographic Plane",
        3 => "Tertiary Ideographic Plane",
        14 => "Supplementary Special-purpose Plane",
        15 | 16 => "Supplementary Private Use Area",
        _ => "unassigned plane",
    }
}

/// The second-byte range Table 3-7 requires after `lead`, as text.
fn second_range(lead: u8) -> Option<&'static str> {
    match lead {
        0xC2..=0xDF | 0xE1..=0xEC | 0xEE..=0xEF | 0xF1..=0xF3 => Some("80–BF"),
        0xE0 => Some("A0–BF"),
        0xED => Some("80–9F"),
        0xF0 => Some("90–BF"),
        0xF4 => Some("80–8F"),
        _ => None,
    }
}

fn ascii_name(v: u32) -> String {
    match char::from_u32(v) {
        Some(c) if c.is_ascii_graphic() => format!("\"{c}\""),
        Some(c) => char_name(c),
        None => String::new(),
    }
}

/// One sentence in the terms of Unicode's Table 3-7 on why `bytes` (classified as `kind`, with the
/// would-be `value` of an `expected`-byte form, followed by `next`) is ill-formed.
fn error_sentence(
    lang: Lang,
    bytes: &[u8],
    kind: ErrorKind,
    value: Option<u32>,
    expected: u8,
    next: Option<u8>,
) -> String {
    let lead = bytes.first().copied().unwrap_or(0);
    let lead_hex = format!("{lead:02X}");
    let hex = hex_bytes(bytes);
    let second = format!("{:02X}", bytes.get(1).copied().unwrap_or(0));
    let big = format!("0x{:X}", value.unwrap_or(0));
    match kind {
        ErrorKind::UnexpectedContinuation => tr!(
            lang,
            "insp-x-unexpected-continuation",
            lead = lead_hex,
            pattern = "10xxxxxx"
        ),
        ErrorKind::InvalidByte => tr!(
            lang,
            "insp-x-invalid-byte",
            lead = lead_hex,
            bits = format!("{lead:08b}"),
            len = if lead == 0xFE { 7u8 } else { 8 }
        ),
        ErrorKind::Truncated => truncated_sentence(lang, bytes, expected, next),
        ErrorKind::Overlong => overlong_sentence(lang, bytes, value.unwrap_or(0)),
        ErrorKind::Surrogate => tr!(
            lang,
            "insp-x-surrogate",
            second = second,
            hex = hex,
            cp = format!("U+{:04X}", value.unwrap_or(0))
        ),
        ErrorKind::OutOfRange => match lead {
            0xF4 => tr!(
                lang,
                "insp-x-out-of-range-f4",
                second = second,
                hex = hex,
                value = big
            ),
            _ => tr!(
                lang,
                "insp-x-out-of-range",
                lead = lead_hex,
                hex = hex,
                value = big
            ),
        },
        ErrorKind::LegacyForm => tr!(
            lang,
            "insp-x-legacy-form",
            lead = lead_hex,
            len = expected,
            pattern = template(bytes.len(), 0, usize::from(expected)),
            hex = hex,
            value = big
        ),
    }
}

/// Why a truncated sequence is: C0/C1 never lead; otherwise how many continuation bytes its lead
/// announced, how many follow, and what stops it. A lead announces at most three continuation
/// bytes, so the cases are few and each language gets a whole sentence for each.
fn truncated_sentence(lang: Lang, bytes: &[u8], expected: u8, next: Option<u8>) -> String {
    let lead = bytes.first().copied().unwrap_or(0);
    if matches!(lead, 0xC0 | 0xC1) {
        return format!(
            "{}.",
            crate::analysis::wording::never_a_lead(lang, lead, bytes.len() == 1)
        );
    }
    let have = bytes.len() - 1;
    let need = usize::from(expected) - 1;
    let after = match next {
        Some(b) => tr!(lang, "insp-x-then-byte", byte = format!("{b:02X}")),
        None => tr!(lang, "insp-x-then-end"),
    };
    let lead = format!("{lead:02X}");
    match (have, need) {
        (0, 1) => tr!(
            lang,
            "insp-x-truncated-none-of-one",
            lead = lead,
            len = expected,
            after = after
        ),
        (0, _) => tr!(
            lang,
            "insp-x-truncated-none",
            lead = lead,
            len = expected,
            need = need,
            after = after
        ),
        (1, _) => tr!(
            lang,
            "insp-x-truncated-one",
            lead = lead,
            len = expected,
            need = need,
            after = after
        ),
        _ => tr!(
            lang,
            "insp-x-truncated-some",
            lead = lead,
            len = expected,
            need = need,
            have = have,
            after = after
        ),
    }
}

/// Why an overlong form of `v` is one, and how `v` must be written.
fn overlong_sentence(lang: Lang, bytes: &[u8], v: u32) -> String {
    let lead = bytes.first().copied().unwrap_or(0);
    let hex = hex_bytes(bytes);
    let cp = format!("U+{v:04X}");
    match (lead, bytes.get(1)) {
        (0xC0 | 0xC1, _) => tr!(
            lang,
            "insp-x-overlong-never-lead",
            lead = format!("{lead:02X}"),
            hex = hex,
            cp = cp,
            what = ascii_name(v),
            shortest = shortest(v)
        ),
        (_, Some(&b1)) if second_range(lead).is_some() => tr!(
            lang,
            "insp-x-overlong-second",
            lead = format!("{lead:02X}"),
            range = second_range(lead).unwrap_or(""),
            second = format!("{b1:02X}"),
            hex = hex,
            cp = cp,
            shortest = shortest(v)
        ),
        _ => tr!(
            lang,
            "insp-x-overlong",
            hex = hex,
            cp = cp,
            shortest = shortest(v)
        ),
    }
}

/// The shortest UTF-8 bytes of `v`, in hex.
fn shortest(v: u32) -> String {
    encode_value(v)
        .map(|e| hex_bytes(e.bytes()))
        .unwrap_or_default()
}

/// As [`explain`], for a sequence between the characters `around` (before, after): a joiner control
/// doing its job there ([`crate::codec::joiner_in_use`]) carries no warning.
pub fn explain_between(
    lang: Lang,
    bytes: &[u8],
    class: Class,
    offset: u64,
    next: Option<u8>,
    around: (Option<char>, Option<char>),
) -> Explanation {
    let mut e = explain(lang, bytes, class, offset, next);
    if let Class::Char(c) = class
        && crate::codec::warning_in_context(c, offset, around.0, around.1).is_none()
    {
        e.warning = None;
    }
    e
}

/// Explains the sequence `bytes` classified as `class`, found at `offset` (`next` is the byte after
/// it, if any: it says why a truncated sequence stops), in `lang`.
pub fn explain(
    lang: Lang,
    bytes: &[u8],
    class: Class,
    offset: u64,
    next: Option<u8>,
) -> Explanation {
    let announced = match class {
        Class::Char(_) => bytes.len(),
        Class::Error { expected_len, .. } => usize::from(expected_len),
    };
    let bits = byte_bits(bytes, announced);
    let (value, char_facts, error_facts, warning) = match class {
        Class::Char(c) => {
            let w = warning_for(c, offset).map(|k| {
                (
                    k,
                    crate::analysis::wording::kinds::warning_explanation(lang, k),
                )
            });
            (Some(u32::from(c)), Some(char_facts(lang, c)), None, w)
        }
        Class::Error {
            kind,
            value,
            expected_len,
        } => {
            let facts = error_facts(lang, bytes, kind, value, expected_len, next);
            (value, None, Some(facts), None)
        }
    };
    let payload: String = bits.iter().map(|b| b.payload.as_str()).collect();
    let joined = match value {
        Some(v) => {
            let width = if payload.is_empty() { 1 } else { payload.len() };
            let s = format!("{v:0width$b}");
            group4(&s)
        }
        None => group4(&payload),
    };
    Explanation {
        bits,
        joined,
        value,
        char: char_facts,
        error: error_facts,
        warning,
    }
}

/// Each byte of a sequence that announced `announced` bytes, under its template with its marker
/// and payload bits.
fn byte_bits(bytes: &[u8], announced: usize) -> Vec<ByteBits> {
    bytes
        .iter()
        .enumerate()
        .map(|(i, &b)| {
            // A byte alone is laid out as what it is: a stray continuation byte under
            // `10xxxxxx` with its six payload bits, FE/FF under no template; not `0xxxxxxx`.
            let (t, m) = match (bytes.len(), b) {
                (1, 0x80..=0xBF) => ("10xxxxxx".to_string(), 2),
                (1, 0xFE..=0xFF) => ("????????".to_string(), 0),
                _ => {
                    let t = template(bytes.len(), i, announced);
                    let m = if t.starts_with('?') {
                        0
                    } else {
                        marker_bits(announced.max(1), i).min(8)
                    };
                    (t, m)
                }
            };
            let s = format!("{b:08b}");
            ByteBits {
                byte: b,
                template: t,
                marker: s[..m].to_string(),
                payload: s[m..].to_string(),
            }
        })
        .collect()
}

/// One byte read in a single-byte legacy encoding ("View as"): the code page's fact, the row of
/// the table around it, and the same character in UTF-8. No bit layout: a code page maps whole
/// bytes to characters, and drawing UTF-8's layout of the character over the byte would mix two
/// encodings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegacyExplanation {
    /// The byte.
    pub byte: u8,
    /// The encoding's name.
    pub encoding: &'static str,
    /// What the encoding maps it to (`None`: nothing).
    pub char: Option<char>,
    /// The table row holding it: the 16 bytes `byte & 0xF0 ..= byte | 0x0F` with their characters.
    pub row: Vec<(u8, Option<char>)>,
    /// The same character in UTF-8.
    pub utf8: Vec<u8>,
}

/// [`LegacyExplanation`] of `byte` in `LEGACY[encoding]`.
pub fn explain_legacy(byte: u8, encoding: usize) -> Option<LegacyExplanation> {
    let l = crate::analysis::legacy::LEGACY.get(encoding)?;
    let c = l.decode_byte(byte);
    let base = byte & 0xF0;
    Some(LegacyExplanation {
        byte,
        encoding: l.name,
        char: c,
        row: (0..16u8)
            .map(|k| (base | k, l.decode_byte(base | k)))
            .collect(),
        utf8: c.map(|c| c.to_string().into_bytes()).unwrap_or_default(),
    })
}

/// A character's facts: name, category, script, block, plane, width, UTF-16 units, escapes.
/// Unicode's names (of the character, its category, script, block and plane) stay English in
/// every language, as the standard and every reference a reader looks them up in give them.
pub fn char_facts(lang: Lang, c: char) -> CharFacts {
    let v = u32::from(c);
    let gc = get_general_category(c);
    let mut units = [0u16; 2];
    CharFacts {
        ch: c,
        name: char_name(c),
        category: (gc.abbreviation().to_string(), format!("{gc:?}")),
        script: format!("{:?}", c.script()),
        block: unicode_blocks::find_unicode_block(c)
            .map_or_else(|| tr!(lang, "insp-no-block"), |b| b.name().to_string()),
        plane: (v >> 16, plane_name(v >> 16)),
        width: c.width(),
        utf16: c.encode_utf16(&mut units).to_vec(),
        escapes: (format!("\\u{{{v:x}}}"), format!("&#x{v:X};")),
    }
}

/// An ill-formed sequence's facts: its sentence, its maximal subparts, and the security note or
/// history that goes with its kind.
fn error_facts(
    lang: Lang,
    bytes: &[u8],
    kind: ErrorKind,
    value: Option<u32>,
    expected_len: u8,
    next: Option<u8>,
) -> ErrorFacts {
    let mut rest = bytes;
    let mut parts = Vec::new();
    while !rest.is_empty() {
        let (n, _) = maximal_subpart(rest);
        let n = n.clamp(1, rest.len());
        parts.push(hex_bytes(&rest[..n]));
        rest = &rest[n..];
    }
    let security = (kind == ErrorKind::Overlong && value.is_some_and(|v| v < 0x80)).then(|| {
        tr!(
            lang,
            "insp-x-security",
            hex = hex_bytes(bytes),
            what = ascii_name(value.unwrap_or(0))
        )
    });
    let history = (kind == ErrorKind::LegacyForm).then(|| tr!(lang, "insp-x-history"));
    ErrorFacts {
        kind,
        sentence: error_sentence(lang, bytes, kind, value, expected_len, next),
        would_be: value,
        replacements: (parts.len() as u32, parts),
        security,
        history,
    }
}

/// The encoder's arithmetic for `value`, step by step (for the encoder panel and the classroom).
pub fn encode_steps(lang: Lang, value: u32) -> Result<Vec<String>, crate::codec::EncodeError> {
    let e = encode_value(value)?;
    let bytes = e.bytes();
    let n = bytes.len();
    let name = if value <= 0x10FFFF {
        format!("U+{value:04X}")
    } else {
        format!("0x{value:X}")
    };
    let payload_bits = if n == 1 { 7 } else { (7 - n) + 6 * (n - 1) };
    let range = match n {
        1 => "U+0000–U+007F",
        2 => "U+0080–U+07FF",
        3 => "U+0800–U+FFFF",
        4 => "U+10000–U+1FFFFF",
        5 => "0x200000–0x3FFFFFF",
        _ => "0x4000000–0x7FFFFFFF",
    };
    let templates: Vec<String> = (0..n).map(|i| template(n, i, n)).collect();
    let bin = format!("{value:0payload_bits$b}");
    let mut steps = vec![
        tr!(
            lang,
            "insp-step-binary",
            name = name,
            bits = group4(&format!("{value:b}")),
            significant = tr!(
                lang,
                "insp-n-significant-bits",
                n = 32 - value.leading_zeros().min(31)
            )
        ),
        tr!(
            lang,
            "insp-step-takes",
            range = range,
            bytes = tr!(lang, "insp-n-bytes", n = n),
            templates = templates.join(" "),
            payload = payload_bits
        ),
    ];
    // Fill the x's from the right with the value's bits.
    let mut filled = Vec::new();
    let mut pos = 0;
    for t in &templates {
        let xs = t.chars().filter(|&c| c == 'x').count();
        let marker = &t[..t.len() - xs];
        filled.push(format!(
            "{marker}[{}]",
            bin.get(pos..pos + xs).unwrap_or("")
        ));
        pos += xs;
    }
    steps.push(tr!(lang, "insp-step-fill", filled = filled.join(" ")));
    steps.push(tr!(lang, "insp-step-bytes", hex = hex_bytes(bytes)));
    match e.conformance {
        crate::codec::Conformance::Valid => {}
        crate::codec::Conformance::Surrogate => steps.push(tr!(lang, "insp-step-surrogate")),
        crate::codec::Conformance::BeyondUnicode => {
            steps.push(tr!(lang, "insp-step-beyond", len = n));
        }
    }
    Ok(steps)
}

/// One UTF-16/32 code unit of a character, laid out for the inspector.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WideUnitBits {
    /// Its bytes in file order.
    pub bytes: Vec<u8>,
    /// The unit's value.
    pub value: u32,
    /// Its template: `110110yyyyyyyyyy` (high surrogate), `110111xxxxxxxxxx` (low), or
    /// `xxxxxxxxxxxxxxxx` (one unit), grouped by 8.
    pub template: String,
    /// The fixed marker bits (`110110`, `110111`, or empty).
    pub marker: String,
    /// The payload bits.
    pub payload: String,
}

/// Everything the inspector shows for one UTF-16/32 unit or surrogate pair.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WideExplanation {
    /// Bytes it spans: a unit, a pair, or the 1–3 bytes a cut file leaves at its end.
    pub len: usize,
    /// The whole units, most significant bit first whatever the byte order.
    pub units: Vec<WideUnitBits>,
    /// How the byte order puts the first unit's bytes in the file.
    pub byte_order: String,
    /// The arithmetic, step by step (a pair's 0x10000 offset).
    pub steps: Vec<String>,
    /// The character and its facts, as for UTF-8 (which also gives its UTF-8 bytes).
    pub char: Option<CharFacts>,
    /// The same character in UTF-8.
    pub utf8: Option<Vec<u8>>,
    /// What is wrong, for an ill-formed unit.
    pub error: Option<String>,
}

/// Explains the unit or pair of `form` at the start of `bytes` (at file offset `offset`), in
/// `lang`.
pub fn explain_wide(
    lang: Lang,
    bytes: &[u8],
    form: crate::codec::WideForm,
    offset: u64,
) -> WideExplanation {
    let u = crate::codec::decode_wide_prefix(bytes, form);
    let units = wide_units(&bytes[..u.len], form);
    let byte_order = byte_order_line(lang, form, &units);
    let steps = wide_steps(lang, u.class.ok(), &units);
    let (char, utf8, error) = match u.class {
        Ok(c) => {
            let mut b = [0u8; 4];
            let s = c.encode_utf8(&mut b);
            let e = explain(lang, s.as_bytes(), Class::Char(c), offset, None);
            (e.char, Some(s.as_bytes().to_vec()), None)
        }
        Err(k) => (
            None,
            None,
            Some(crate::analysis::wording::kinds::wide_error_explanation(
                lang, k, u.value, form,
            )),
        ),
    };
    WideExplanation {
        len: u.len,
        units,
        byte_order,
        steps,
        char,
        utf8,
        error,
    }
}

/// Each whole unit of `bytes`, under its template with its marker and payload bits.
fn wide_units(bytes: &[u8], form: crate::codec::WideForm) -> Vec<WideUnitBits> {
    let n = form.unit();
    let bits = n * 8;
    let mut units = Vec::new();
    for chunk in bytes.chunks(n).filter(|c| c.len() == n) {
        let value = form.unit_at(chunk);
        let s = format!("{value:0bits$b}");
        let marker_len = match (form.is_utf16(), value) {
            (true, 0xD800..=0xDFFF) => 6,
            _ => 0,
        };
        let template = match (form.is_utf16(), value) {
            (true, 0xD800..=0xDBFF) => "110110yy yyyyyyyy".to_string(),
            (true, 0xDC00..=0xDFFF) => "110111xx xxxxxxxx".to_string(),
            (true, _) => "xxxxxxxx xxxxxxxx".to_string(),
            (false, _) => "00000000 000xxxxx xxxxxxxx xxxxxxxx".to_string(),
        };
        units.push(WideUnitBits {
            bytes: chunk.to_vec(),
            value,
            template,
            marker: s[..marker_len].to_string(),
            payload: s[marker_len..].to_string(),
        });
    }
    units
}

/// How the byte order puts the first unit's bytes in the file.
fn byte_order_line(lang: Lang, form: crate::codec::WideForm, units: &[WideUnitBits]) -> String {
    let n = form.unit();
    match units.first() {
        Some(first) => {
            let unit = format!("{:0w$X}", first.value, w = n * 2);
            let hex = hex_bytes(&first.bytes);
            if form.big_endian() {
                tr!(
                    lang,
                    "insp-byte-order-big",
                    form = form.name(),
                    unit = unit,
                    hex = hex
                )
            } else {
                tr!(
                    lang,
                    "insp-byte-order-little",
                    form = form.name(),
                    unit = unit,
                    hex = hex
                )
            }
        }
        None => tr!(lang, "insp-byte-order-units", form = form.name(), n = n),
    }
}

/// The arithmetic from the units to the code point: a surrogate pair's four steps, or one line
/// for a single unit (nothing for an ill-formed one).
fn wide_steps(lang: Lang, c: Option<char>, units: &[WideUnitBits]) -> Vec<String> {
    let mut steps = Vec::new();
    if let (Some(c), [hi, lo]) = (c, units) {
        let y = hi.value - 0xD800;
        let x = lo.value - 0xDC00;
        steps.push(tr!(
            lang,
            "insp-pair-high",
            unit = format!("{:04X}", hi.value),
            diff = format!("{y:03X}"),
            bits = format!("{y:010b}")
        ));
        steps.push(tr!(
            lang,
            "insp-pair-low",
            unit = format!("{:04X}", lo.value),
            diff = format!("{x:03X}"),
            bits = format!("{x:010b}")
        ));
        let joined = (y << 10) | x;
        steps.push(tr!(
            lang,
            "insp-pair-joined",
            high = format!("{y:010b}"),
            low = format!("{x:010b}"),
            sum = format!("{joined:05X}")
        ));
        steps.push(tr!(
            lang,
            "insp-pair-plus",
            sum = format!("{:X}", joined + 0x10000),
            cp = format!("U+{:04X}", u32::from(c))
        ));
    } else if let Some(c) = c {
        steps.push(tr!(
            lang,
            "insp-one-unit",
            cp = format!("U+{:04X}", u32::from(c))
        ));
    }
    steps
}

#[cfg(test)]
mod wide_tests {
    use super::*;
    use crate::codec::WideForm;

    #[test]
    fn a_pair_is_explained_step_by_step_in_its_byte_order() {
        // U+1F600 in UTF-16LE: D83D DE00 stored as 3D D8 00 DE.
        let e = explain_wide(Lang::En, &[0x3D, 0xD8, 0x00, 0xDE], WideForm::Utf16Le, 0);
        assert_eq!(e.units.len(), 2);
        assert_eq!(
            (e.units[0].marker.as_str(), e.units[0].payload.as_str()),
            ("110110", "0000111101")
        );
        assert_eq!(
            (e.units[1].marker.as_str(), e.units[1].payload.as_str()),
            ("110111", "1000000000")
        );
        assert_eq!(
            e.byte_order,
            "UTF-16LE: least significant byte first, so the unit D83D is stored as 3D D8"
        );
        assert_eq!(
            e.steps[0],
            "high surrogate D83D − D800 = 03D → 10 bits 0000111101"
        );
        assert_eq!(
            e.steps[1],
            "low surrogate DE00 − DC00 = 200 → 10 bits 1000000000"
        );
        assert_eq!(e.steps[2], "joined: 0000111101 1000000000 = 0F600");
        assert!(e.steps[3].ends_with("= 1F600 → U+1F600"), "{}", e.steps[3]);
        assert_eq!(e.utf8.as_deref(), Some(&[0xF0, 0x9F, 0x98, 0x80][..]));
        assert_eq!(e.char.map(|c| c.ch), Some('😀'));
    }

    #[test]
    fn a_lone_surrogate_and_utf32_say_what_they_are() {
        let e = explain_wide(Lang::En, &[0xD8, 0x3D, 0x00, 0x41], WideForm::Utf16Be, 0);
        assert_eq!(e.units.len(), 1);
        assert!(
            e.error
                .as_deref()
                .is_some_and(|s| s.starts_with("high surrogate D83D not followed"))
        );
        let e = explain_wide(Lang::En, &[0xE9, 0, 0, 0], WideForm::Utf32Le, 0);
        assert_eq!(e.steps, ["one unit: its value is the code point, U+00E9"]);
        assert_eq!(e.units[0].template, "00000000 000xxxxx xxxxxxxx xxxxxxxx");
    }
}

/// `c` in UTF-8, UTF-16LE, UTF-16BE, UTF-32LE and UTF-32BE, for the encoder's side-by-side rows.
pub fn in_every_form(c: char) -> Vec<(&'static str, Vec<u8>)> {
    let mut b = [0u8; 4];
    let mut rows = vec![("UTF-8", c.encode_utf8(&mut b).as_bytes().to_vec())];
    for f in crate::codec::WideForm::ALL {
        let mut v = Vec::new();
        f.encode(c, &mut v);
        rows.push((f.name(), v));
    }
    rows
}

#[cfg(test)]
mod every_form_tests {
    #[test]
    fn one_character_in_every_form() {
        let rows = super::in_every_form('€');
        let shown: Vec<(&str, String)> = rows
            .iter()
            .map(|(n, b)| (*n, crate::analysis::wording::hex_bytes(b)))
            .collect();
        assert_eq!(
            shown,
            [
                ("UTF-8", "E2 82 AC".to_string()),
                ("UTF-16LE", "AC 20".to_string()),
                ("UTF-16BE", "20 AC".to_string()),
                ("UTF-32LE", "AC 20 00 00".to_string()),
                ("UTF-32BE", "00 00 20 AC".to_string()),
            ]
        );
    }
}
