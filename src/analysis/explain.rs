//! What one sequence is, down to its bits: the facts the inspector panel shows and a teacher reads
//! out. No egui here, so every sentence is tested.

use crate::analysis::cells::char_name;
use crate::analysis::wording::hex_bytes;
use crate::codec::encode::marker_bits;
use crate::codec::{Class, ErrorKind, WarningKind, encode_value, maximal_subpart, warning_for};
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
    pub warning: Option<(WarningKind, &'static str)>,
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
    bytes: &[u8],
    kind: ErrorKind,
    value: Option<u32>,
    expected: u8,
    next: Option<u8>,
) -> String {
    let lead = bytes.first().copied().unwrap_or(0);
    let hex = hex_bytes(bytes);
    match kind {
        ErrorKind::UnexpectedContinuation => format!(
            "{lead:02X} is a continuation byte (10xxxxxx): it may only follow a lead byte inside a sequence, but here a sequence starts with it."
        ),
        ErrorKind::InvalidByte => format!(
            "{lead:02X} can never appear in UTF-8: {lead:08b} would announce a {}-byte sequence, which no version of UTF-8 had.",
            if lead == 0xFE { 7 } else { 8 }
        ),
        ErrorKind::Truncated => truncated_sentence(bytes, expected, next),
        ErrorKind::Overlong => overlong_sentence(bytes, value.unwrap_or(0)),
        ErrorKind::Surrogate => format!(
            "ED must be followed by 80–9F; {:02X} follows, so {hex} would encode U+{:04X}, a UTF-16 surrogate: surrogates are not characters and are never encoded in UTF-8.",
            bytes.get(1).copied().unwrap_or(0),
            value.unwrap_or(0)
        ),
        ErrorKind::OutOfRange => match lead {
            0xF4 => format!(
                "F4 must be followed by 80–8F; {:02X} follows, so {hex} would encode 0x{:X}, above U+10FFFF, the last code point.",
                bytes.get(1).copied().unwrap_or(0),
                value.unwrap_or(0)
            ),
            _ => format!(
                "{lead:02X} never appears in UTF-8: every 4-byte form that starts with it is above U+10FFFF ({hex} would encode 0x{:X}).",
                value.unwrap_or(0)
            ),
        },
        ErrorKind::LegacyForm => format!(
            "{lead:02X} starts a {expected}-byte form ({}) from RFC 2279; {hex} would encode 0x{:X}. RFC 3629 removed the 5- and 6-byte forms.",
            template(bytes.len(), 0, usize::from(expected)),
            value.unwrap_or(0)
        ),
    }
}

/// Why a truncated sequence is: C0/C1 never lead; otherwise how many continuation bytes its lead
/// announced, how many follow, and what stops it.
fn truncated_sentence(bytes: &[u8], expected: u8, next: Option<u8>) -> String {
    let lead = bytes.first().copied().unwrap_or(0);
    if matches!(lead, 0xC0 | 0xC1) {
        return format!(
            "{}.",
            crate::analysis::wording::never_a_lead(lead, bytes.len() == 1)
        );
    }
    let have = bytes.len() - 1;
    let need = usize::from(expected) - 1;
    let after = match next {
        Some(b) => format!("then {b:02X}, which is not a continuation byte"),
        None => "then the file ends".to_string(),
    };
    format!(
        "{lead:02X} announces a {expected}-byte sequence and must be followed by {need} continuation byte{} (80–BF); {have} follow{}, {after}.",
        if need == 1 { "" } else { "s" },
        if have == 1 { "s" } else { "" }
    )
}

/// Why an overlong form of `v` is one, and how `v` must be written.
fn overlong_sentence(bytes: &[u8], v: u32) -> String {
    let lead = bytes.first().copied().unwrap_or(0);
    let hex = hex_bytes(bytes);
    match (lead, bytes.get(1)) {
        (0xC0 | 0xC1, _) => format!(
            "{lead:02X} never appears in UTF-8: every 2-byte form that starts with it encodes a value below U+0080, which fits in one byte. {hex} would encode U+{v:04X} ({}), which must be written as {}.",
            ascii_name(v),
            shortest(v)
        ),
        (_, Some(&b1)) if second_range(lead).is_some() => format!(
            "{lead:02X} must be followed by {}; {b1:02X} follows, so this is an overlong form: {hex} would encode U+{v:04X}, which must be written as {}.",
            second_range(lead).unwrap_or(""),
            shortest(v)
        ),
        _ => format!(
            "{hex} is an overlong form of U+{v:04X}, which must be written as {}.",
            shortest(v)
        ),
    }
}

/// The shortest UTF-8 bytes of `v`, in hex.
fn shortest(v: u32) -> String {
    encode_value(v)
        .map(|e| hex_bytes(e.bytes()))
        .unwrap_or_default()
}

/// Explains the sequence `bytes` classified as `class`, found at `offset` (`next` is the byte after
/// it, if any: it says why a truncated sequence stops).
pub fn explain(bytes: &[u8], class: Class, offset: u64, next: Option<u8>) -> Explanation {
    let announced = match class {
        Class::Char(_) => bytes.len(),
        Class::Error { expected_len, .. } => usize::from(expected_len),
    };
    let bits = byte_bits(bytes, announced);
    let (value, char_facts, error_facts, warning) = match class {
        Class::Char(c) => {
            let w = warning_for(c, offset).map(|k| (k, k.explanation()));
            (Some(u32::from(c)), Some(char_facts(c)), None, w)
        }
        Class::Error {
            kind,
            value,
            expected_len,
        } => {
            let facts = error_facts(bytes, kind, value, expected_len, next);
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
pub fn char_facts(c: char) -> CharFacts {
    let v = u32::from(c);
    let gc = get_general_category(c);
    let mut units = [0u16; 2];
    CharFacts {
        ch: c,
        name: char_name(c),
        category: (gc.abbreviation().to_string(), format!("{gc:?}")),
        script: format!("{:?}", c.script()),
        block: unicode_blocks::find_unicode_block(c)
            .map_or("(no block)".to_string(), |b| b.name().to_string()),
        plane: (v >> 16, plane_name(v >> 16)),
        width: c.width(),
        utf16: c.encode_utf16(&mut units).to_vec(),
        escapes: (format!("\\u{{{v:x}}}"), format!("&#x{v:X};")),
    }
}

/// An ill-formed sequence's facts: its sentence, its maximal subparts, and the security note or
/// history that goes with its kind.
fn error_facts(
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
        format!(
            "Security: an overlong ASCII character slips past a filter that looks for the plain byte; {} for {} was used in path-traversal attacks. RFC 3629 §10 requires decoders to reject it.",
            hex_bytes(bytes),
            ascii_name(value.unwrap_or(0))
        )
    });
    let history = (kind == ErrorKind::LegacyForm).then(|| {
        "Legal under RFC 2279 (1998), when UCS-4 reached 0x7FFFFFFF. RFC 3629 (2003) limited UTF-8 to U+10FFFF, the range UTF-16 can reach, after ISO/IEC 10646 was aligned to it; 5- and 6-byte forms have been ill-formed since.".to_string()
    });
    ErrorFacts {
        kind,
        sentence: error_sentence(bytes, kind, value, expected_len, next),
        would_be: value,
        replacements: (parts.len() as u32, parts),
        security,
        history,
    }
}

/// The encoder's arithmetic for `value`, step by step (for the encoder panel and the classroom).
pub fn encode_steps(value: u32) -> Result<Vec<String>, crate::codec::EncodeError> {
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
        format!(
            "{name} = {} in binary ({} significant bits)",
            group4(&format!("{value:b}")),
            32 - value.leading_zeros().min(31)
        ),
        format!(
            "{range} takes {n} byte{}: {} ({payload_bits} payload bits)",
            if n == 1 { "" } else { "s" },
            templates.join(" ")
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
    steps.push(format!(
        "Fill the x's with the bits, left to right: {}",
        filled.join(" ")
    ));
    steps.push(format!("Bytes: {}", hex_bytes(bytes)));
    match e.conformance {
        crate::codec::Conformance::Valid => {}
        crate::codec::Conformance::Surrogate => steps.push(
            "Not encodable: U+D800–U+DFFF are UTF-16 surrogates, not characters; these bytes are ill-formed UTF-8."
                .to_string(),
        ),
        crate::codec::Conformance::BeyondUnicode => steps.push(format!(
            "Forbidden since RFC 3629 (2003): above U+10FFFF; this is the RFC 2279 {n}-byte form."
        )),
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
    /// The units, most significant bit first whatever the byte order.
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

/// Explains the unit or pair of `form` at the start of `bytes` (at file offset `offset`).
pub fn explain_wide(bytes: &[u8], form: crate::codec::WideForm, offset: u64) -> WideExplanation {
    let u = crate::codec::decode_wide_prefix(bytes, form);
    let units = wide_units(&bytes[..u.len], form);
    let byte_order = byte_order_line(form, &units);
    let steps = wide_steps(u.class.ok(), &units);
    let (char, utf8, error) = match u.class {
        Ok(c) => {
            let mut b = [0u8; 4];
            let s = c.encode_utf8(&mut b);
            let e = explain(s.as_bytes(), Class::Char(c), offset, None);
            (e.char, Some(s.as_bytes().to_vec()), None)
        }
        Err(k) => (None, None, Some(k.explain(u.value, form))),
    };
    WideExplanation {
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
fn byte_order_line(form: crate::codec::WideForm, units: &[WideUnitBits]) -> String {
    let n = form.unit();
    match units.first() {
        Some(first) => format!(
            "{}: {} first, so the unit {:0w$X} is stored as {}",
            form.name(),
            if form.big_endian() {
                "most significant byte"
            } else {
                "least significant byte"
            },
            first.value,
            hex_bytes(&first.bytes),
            w = n * 2
        ),
        None => format!("{}: {}-byte code units", form.name(), n),
    }
}

/// The arithmetic from the units to the code point: a surrogate pair's four steps, or one line
/// for a single unit (nothing for an ill-formed one).
fn wide_steps(c: Option<char>, units: &[WideUnitBits]) -> Vec<String> {
    let mut steps = Vec::new();
    if let (Some(c), [hi, lo]) = (c, units) {
        let y = hi.value - 0xD800;
        let x = lo.value - 0xDC00;
        steps.push(format!(
            "high surrogate {:04X} − D800 = {y:03X} → 10 bits {y:010b}",
            hi.value
        ));
        steps.push(format!(
            "low surrogate {:04X} − DC00 = {x:03X} → 10 bits {x:010b}",
            lo.value
        ));
        let joined = (y << 10) | x;
        steps.push(format!("joined: {y:010b} {x:010b} = {joined:05X}"));
        steps.push(format!(
            "+ 10000 (the 65,536 code points a single unit covers) = {:X} → U+{:04X}",
            joined + 0x10000,
            u32::from(c)
        ));
    } else if let Some(c) = c {
        steps.push(format!(
            "one unit: its value is the code point, U+{:04X}",
            u32::from(c)
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
        let e = explain_wide(&[0x3D, 0xD8, 0x00, 0xDE], WideForm::Utf16Le, 0);
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
        let e = explain_wide(&[0xD8, 0x3D, 0x00, 0x41], WideForm::Utf16Be, 0);
        assert_eq!(e.units.len(), 1);
        assert!(
            e.error
                .as_deref()
                .is_some_and(|s| s.starts_with("high surrogate D83D not followed"))
        );
        let e = explain_wide(&[0xE9, 0, 0, 0], WideForm::Utf32Le, 0);
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
