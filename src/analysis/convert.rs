//! Conversions between UTF-8, UTF-16/UTF-32 and the legacy encodings, shared by `convert`, `fix`
//! and the window's save actions (through [`transform`]). Errors are typed ([`ConvertError`]) and
//! read as sentences that name offsets.
//!
//! UTF-16 and UTF-32 names: `UTF-16LE`, `UTF-16BE`, `UTF-32LE`, `UTF-32BE` name a byte order; the
//! bare `UTF-16`/`UTF-32` read the byte order from the BOM (else from the bytes' pattern, else
//! big-endian, as RFC 2781 §4.3 says) and write little-endian with a BOM, as Windows does.

use super::cjk::CjkId;
use super::diagnosis::{Encoding, Finding, LegacyId};
use super::legacy::by_name;
use super::{ScanOptions, scan_bytes};
use crate::codec::{WideError, WideForm, decode_wide};
use thiserror::Error;

/// Why a conversion or repair was refused.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum ConvertError {
    /// No encoding here goes by this name.
    #[error(
        "unknown encoding {0:?}; known (case and punctuation ignored, usual aliases such as \
         latin1, cp1252, cp852, macroman accepted): UTF-8, UTF-16, UTF-16LE, UTF-16BE, UTF-32, \
         UTF-32LE, UTF-32BE, US-ASCII, {names}, {cjk}",
        names = super::legacy::names(), cjk = super::cjk::names()
    )]
    UnknownEncoding(String),
    /// The input is not valid UTF-8 (the scan's first error, in words).
    #[error("not valid UTF-8: {0}")]
    NotUtf8(String),
    /// UTF-16 or UTF-32 given where UTF-8 was expected.
    #[error("this is {form} text{bom}, not UTF-8: `utf8-inspector convert --from {form} --to UTF-8 FILE OUT` converts it",
        form = .form.name(), bom = if *.bom { " (it starts with a byte order mark)" } else { "" })]
    WideNotUtf8 {
        /// The form the bytes are in.
        form: WideForm,
        /// Whether they start with its byte order mark.
        bom: bool,
    },
    /// `fix` given a file in a single-byte encoding: nothing to repair, a conversion to make.
    #[error("not UTF-8 but {name} throughout ({first}); `utf8-inspector convert --from {name} --to UTF-8 FILE OUT` converts it",
        name = .encoding.name())]
    LegacyNotUtf8 {
        /// The encoding the diagnosis names.
        encoding: LegacyId,
        /// The first ill-formed byte, in words.
        first: String,
    },
    /// A UTF-16/32 byte order named that the input's byte order mark contradicts: read so, every
    /// character would be garbled (its first U+FFFE, a noncharacter).
    #[error("it starts with {bom_bytes}, the byte order mark of {marked}: read as {named}, every character would be garbled; read it as {marked}, or as {family}, which follows the mark",
        marked = .marked.name(), named = .named.name(),
        bom_bytes = super::wording::hex_bytes(.marked.bom()),
        family = if .named.is_utf16() { "UTF-16" } else { "UTF-32" })]
    BomContradicts {
        /// The form named.
        named: WideForm,
        /// The form whose byte order mark the input starts with.
        marked: WideForm,
    },
    /// Ill-formed UTF-16/32 units and no substitute.
    #[error("not valid {form}: {count} ill-formed unit{s}; {listed}",
        form = .form.name(), s = if *.count == 1 { "" } else { "s" })]
    IllFormedWide {
        /// The form.
        form: WideForm,
        /// How many units.
        count: usize,
        /// The first of them, with their offsets.
        listed: String,
    },
    /// Bytes the legacy encoding does not map, and no substitute.
    #[error("{count} byte{s} unmapped in {name}, first {byte:02X} at byte {at}",
        s = if *.count == 1 { " is" } else { "s are" }, name = .encoding.name())]
    Unmapped {
        /// The encoding.
        encoding: LegacyId,
        /// How many bytes.
        count: usize,
        /// The first.
        byte: u8,
        /// Its offset.
        at: usize,
    },
    /// Malformed sequences in a CJK encoding, and no substitute.
    #[error("{count} malformed sequence{s} in {name}, first at byte {at}",
        s = if *.count == 1 { "" } else { "s" }, name = .encoding.name(),
        at = .offsets.first().copied().unwrap_or(0))]
    MalformedCjk {
        /// The encoding.
        encoding: CjkId,
        /// How many sequences.
        count: usize,
        /// The offsets of the first of them.
        offsets: Vec<usize>,
    },
    /// A CJK encoding recognised but not decoded or encoded here (ISO-2022-KR, ISO-2022-CN).
    #[error("{name} is recognised but this tool cannot read or write it", name = .0.name())]
    CjkUnreadable(CjkId),
    /// Characters a CJK encoding cannot write, and no substitute.
    #[error("{count} character{s} cannot be written in {name}: {listed}",
        s = if *.count == 1 { "" } else { "s" }, name = .encoding.name())]
    UnwritableCjk {
        /// The target.
        encoding: CjkId,
        /// How many characters.
        count: usize,
        /// The first of them, with their lines and columns.
        listed: String,
    },
    /// The substitute itself is not in the CJK target.
    #[error("the substitute {substitute:?} is not in {name}", name = .encoding.name())]
    SubstituteNotInCjk {
        /// The target.
        encoding: CjkId,
        /// The substitute.
        substitute: char,
    },
    /// Characters the target cannot write, and no substitute.
    #[error("{count} character{s} cannot be written in {name}: {listed}",
        s = if *.count == 1 { "" } else { "s" }, name = .encoding.name())]
    Unwritable {
        /// The target.
        encoding: LegacyId,
        /// How many characters.
        count: usize,
        /// The first of them, with their lines and columns.
        listed: String,
    },
    /// The substitute itself is not in the target.
    #[error("the substitute {substitute:?} is not in {name}", name = .encoding.name())]
    SubstituteNotInTarget {
        /// The target.
        encoding: LegacyId,
        /// The substitute.
        substitute: char,
    },
    /// Bytes outside US-ASCII in an input read as ASCII, and no substitute.
    #[error("{count} byte{s} outside US-ASCII, first {byte:02X} at byte {at}",
        s = if *.count == 1 { "" } else { "s" })]
    NotAsciiByte {
        /// How many bytes.
        count: usize,
        /// The first.
        byte: u8,
        /// Its offset.
        at: usize,
    },
    /// Characters outside US-ASCII, and no substitute.
    #[error("{count} character{s} cannot be written in US-ASCII: {listed}",
        s = if *.count == 1 { "" } else { "s" })]
    NotAsciiText {
        /// How many characters.
        count: usize,
        /// The first of them, with their lines and columns.
        listed: String,
    },
    /// A substitute outside US-ASCII for an ASCII target.
    #[error("the substitute {0:?} is not in US-ASCII")]
    SubstituteNotAscii(char),
    /// A byte order mark asked for an encoding without one.
    #[error("{0} has no byte order mark; --bom is for UTF-8, UTF-16 and UTF-32")]
    NoByteOrderMark(String),
    /// Nothing to repair.
    #[error("no mojibake found; nothing written")]
    NoMojibake,
    /// Nothing to repair: not text at all (why, in words).
    #[error("{0}; nothing written")]
    NotText(String),
    /// The repair found in the first megabyte does not hold for the whole file.
    #[error("the repair does not apply to the whole file (only to its first megabyte)")]
    RepairNotWhole,
    /// The input is larger than a copy can be made of in this machine's memory.
    #[error("too large for a copy in memory: {size}; a copy takes up to {per_byte} times the input's size and this machine has {available} bytes of memory available, enough for {limit} bytes; split it into parts (UTF-8 and single-byte text at line ends: `split -C {part} FILE part-`) and make a copy of each",
        size = .size.map_or_else(|| format!("more than {} bytes", .limit), |n| format!("{n} bytes")),
        part = (.limit / 2).max(1))]
    TooLarge {
        /// The input's size, when known before reading (not for a pipe).
        size: Option<u64>,
        /// The most bytes a copy is made of here.
        limit: u64,
        /// Memory available (bytes, /proc/meminfo's MemAvailable).
        available: u64,
        /// Bytes of memory per input byte the transform may hold.
        per_byte: u64,
    },
}

/// Bytes of memory a transform may hold per byte of its input: the input, its text (up to three
/// UTF-8 bytes per input byte: Thai in windows-874), and the copy (up to four bytes per
/// character: UTF-32), eight, and room for the vectors' growth; the mojibake repair keeps its
/// chunks' candidates besides. Measured: 20 MB of windows-874 to UTF-32 peaked at 8.1× (the
/// review), 100 MB of UTF-8 to UTF-32 at 5.7×, `fix` on 10 MB of mojibake at 8.3×.
pub fn memory_per_byte(how: &Transform) -> u64 {
    match how {
        Transform::Convert { .. } | Transform::RepairRuns(_) => 10,
        Transform::Fix | Transform::Repair => 12,
    }
}

/// The most input bytes `how` makes a copy of in this machine's memory (`None` where the
/// available memory cannot be read: no limit is guessed). A copy is made in memory (the whole
/// text decides a repair, and a refusal lists every unwritable character before anything is
/// written); past this, reading on would end in the kernel killing the program or the machine
/// swapping, so the input is refused with [`ConvertError::TooLarge`] instead.
pub fn input_limit(how: &Transform) -> Option<(u64, u64)> {
    let available = available_memory()?;
    Some((available / memory_per_byte(how), available))
}

/// Refuses an input of `size` bytes that a copy made as `how` asks would not fit in memory
/// ([`input_limit`]): the window asks before its Save window, the reader before reading.
pub fn fits_in_memory(size: u64, how: &Transform) -> Result<(), ConvertError> {
    match input_limit(how) {
        Some(l) if size > l.0 => Err(too_large(Some(size), l, how)),
        _ => Ok(()),
    }
}

/// The refusal of an input past `limit` ([`input_limit`]'s answer) for a copy made as `how`
/// asks; `size` where known before reading.
fn too_large(size: Option<u64>, (limit, available): (u64, u64), how: &Transform) -> ConvertError {
    ConvertError::TooLarge {
        size,
        limit,
        available,
        per_byte: memory_per_byte(how),
    }
}

/// `/proc/meminfo`'s MemAvailable, in bytes.
fn available_memory() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}

/// Reads `reader` whole for a copy made as `how` asks, refusing before or while reading what
/// would not fit in memory ([`input_limit`]): `size` is the input's size where known (a regular
/// file), which is refused without reading a byte.
pub fn read_for_copy(
    reader: &mut dyn std::io::Read,
    size: Option<u64>,
    how: &Transform,
) -> Result<Result<Vec<u8>, ConvertError>, std::io::Error> {
    let limit = input_limit(how);
    if let Some(n) = size
        && let Err(e) = fits_in_memory(n, how)
    {
        return Ok(Err(e));
    }
    let mut bytes = Vec::with_capacity(size.unwrap_or(0).min(1 << 30) as usize);
    match limit {
        Some(l) => {
            std::io::Read::read_to_end(
                &mut std::io::Read::take(&mut *reader, l.0.saturating_add(1)),
                &mut bytes,
            )?;
            if bytes.len() as u64 > l.0 {
                return Ok(Err(too_large(None, l, how)));
            }
        }
        None => {
            reader.read_to_end(&mut bytes)?;
        }
    }
    Ok(Ok(bytes))
}

/// A UTF-16/UTF-32 name: a form, or a family whose byte order is left open (`true` for UTF-16).
#[derive(Clone, Copy)]
enum WideName {
    Form(WideForm),
    Family(bool),
}

fn wide_name(name: &str) -> Option<WideName> {
    WideForm::from_name(name)
        .map(WideName::Form)
        .or_else(|| WideForm::family(name).map(WideName::Family))
}

/// Whether the encoding named `name` has a byte order mark (`--bom`): UTF-8, UTF-16 and UTF-32.
pub fn has_byte_order_mark(name: &str) -> bool {
    is_utf8(name) || wide_name(name).is_some()
}

/// Whether `name` is UTF-8 (either spelling).
pub fn is_utf8(name: &str) -> bool {
    name.eq_ignore_ascii_case("utf-8") || name.eq_ignore_ascii_case("utf8")
}

impl ConvertError {
    /// Whether a substitute would have let it through (what cannot be read or written replaced):
    /// the caller says how to give one (`--substitute CHAR`, the window's check box).
    pub fn substitute_helps(&self) -> bool {
        matches!(
            self,
            ConvertError::NotUtf8(_)
                | ConvertError::IllFormedWide { .. }
                | ConvertError::Unmapped { .. }
                | ConvertError::MalformedCjk { .. }
                | ConvertError::UnwritableCjk { .. }
                | ConvertError::Unwritable { .. }
                | ConvertError::NotAsciiByte { .. }
                | ConvertError::NotAsciiText { .. }
        )
    }

    /// Whether the input's bytes are at fault (not the names or the target).
    pub fn is_about_input(&self) -> bool {
        matches!(
            self,
            ConvertError::NotUtf8(_)
                | ConvertError::WideNotUtf8 { .. }
                | ConvertError::LegacyNotUtf8 { .. }
                | ConvertError::IllFormedWide { .. }
                | ConvertError::BomContradicts { .. }
                | ConvertError::Unmapped { .. }
                | ConvertError::MalformedCjk { .. }
                | ConvertError::NotAsciiByte { .. }
                | ConvertError::TooLarge { .. }
        )
    }
}

/// Refuses a name no encoding here goes by, listing the ones that are.
pub fn check_name(name: &str) -> Result<(), ConvertError> {
    if let Some(id) = CjkId::by_name(name).filter(|id| !id.readable()) {
        return Err(ConvertError::CjkUnreadable(id));
    }
    if is_utf8(name)
        || is_ascii_name(name)
        || by_name(name).is_some()
        || wide_name(name).is_some()
        || CjkId::by_name(name).is_some()
    {
        Ok(())
    } else {
        Err(ConvertError::UnknownEncoding(name.to_string()))
    }
}

/// The legacy encoding named `name`.
fn legacy(name: &str) -> Result<LegacyId, ConvertError> {
    LegacyId::by_name(name).ok_or_else(|| ConvertError::UnknownEncoding(name.to_string()))
}

/// Decodes `bytes` from `from` ("UTF-8", a UTF-16/32 name or a legacy name). Ill-formed UTF-8 is
/// refused; lone surrogates and other ill-formed UTF-16/32 units, and bytes a legacy encoding does
/// not map, are replaced by `substitute` when given, else refused with their offsets.
pub fn decode_as(
    bytes: &[u8],
    from: &str,
    substitute: Option<char>,
) -> Result<String, ConvertError> {
    if is_utf8(from) {
        return match substitute {
            Some(sub) => decode_utf8_substituting(bytes, sub),
            None => decode_utf8(bytes),
        };
    }
    if is_ascii_name(from) {
        return decode_ascii(bytes, substitute);
    }
    if let Some(name) = wide_name(from) {
        let form = wide_form_of(name, bytes);
        // The other byte order's mark: UTF-16BE asked for a file that starts `FF FE`.
        let other = match form {
            WideForm::Utf16Le => WideForm::Utf16Be,
            WideForm::Utf16Be => WideForm::Utf16Le,
            WideForm::Utf32Le => WideForm::Utf32Be,
            WideForm::Utf32Be => WideForm::Utf32Le,
        };
        let marked = Some(other).filter(|m| bytes.starts_with(m.bom()));
        if let Some(marked) = marked {
            return Err(ConvertError::BomContradicts {
                named: form,
                marked,
            });
        }
        return decode_wide_as(bytes, form, substitute);
    }
    if let Some(id) = CjkId::by_name(from) {
        return decode_cjk(bytes, id, substitute);
    }
    decode_legacy(bytes, legacy(from)?, substitute)
}

/// Decodes a CJK encoding; malformed sequences are replaced by `substitute`, or refused (with
/// their count and the first offsets) without one.
fn decode_cjk(bytes: &[u8], id: CjkId, substitute: Option<char>) -> Result<String, ConvertError> {
    let d = super::cjk::decode(bytes, id, true, substitute.unwrap_or('\u{FFFD}'))
        .map_err(|_| ConvertError::CjkUnreadable(id))?;
    if d.malformed > 0 && substitute.is_none() {
        return Err(ConvertError::MalformedCjk {
            encoding: id,
            count: d.malformed,
            offsets: d.first_malformed,
        });
    }
    Ok(d.text)
}

/// Encodes a CJK encoding; characters it cannot write are replaced by `substitute` (which must be
/// writable), or refused with the list.
fn encode_cjk(
    text: &str,
    id: CjkId,
    substitute: Option<char>,
) -> Result<EncodedText, ConvertError> {
    let unreadable = |_| ConvertError::CjkUnreadable(id);
    if let Some(c) = substitute {
        let (_, bad) =
            super::cjk::encode(c.encode_utf8(&mut [0; 4]), id, None).map_err(unreadable)?;
        if !bad.is_empty() {
            return Err(ConvertError::SubstituteNotInCjk {
                encoding: id,
                substitute: c,
            });
        }
    }
    let (bytes, replaced) = super::cjk::encode(text, id, substitute).map_err(unreadable)?;
    if !replaced.is_empty() && substitute.is_none() {
        return Err(ConvertError::UnwritableCjk {
            encoding: id,
            count: replaced.len(),
            listed: list_chars(text, &replaced),
        });
    }
    Ok(EncodedText {
        bytes,
        replaced,
        decomposed: Vec::new(),
    })
}

/// Refuses ill-formed "UTF-8" whose start reads as UTF-16/32 ([`ConvertError::WideNotUtf8`]:
/// named, and how to convert it).
fn not_wide(bytes: &[u8]) -> Result<(), ConvertError> {
    match super::diagnosis::wide_form(&bytes[..bytes.len().min(1 << 16)]) {
        Some((form, bom)) => Err(ConvertError::WideNotUtf8 { form, bom }),
        None => Ok(()),
    }
}

/// Decodes UTF-8, refusing ill-formed input with its error count and first error.
fn decode_utf8(bytes: &[u8]) -> Result<String, ConvertError> {
    let r = scan_bytes(bytes, ScanOptions::default());
    if r.stats.first_error.is_some() {
        not_wide(bytes)?;
    }
    if let Some(e) = r.stats.first_error {
        return Err(ConvertError::NotUtf8(format!(
            "{} error{}, first at byte {} (line {}, column {}): {}",
            r.stats.errors,
            if r.stats.errors == 1 { "" } else { "s" },
            e.offset,
            e.line,
            e.column,
            e.message()
        )));
    }
    // A byte order mark is a signature, not text: it is not carried into another encoding as
    // the character U+FEFF (which windows-1252 refuses and UTF-16 writes as its own BOM);
    // `--bom` writes the target's.
    let bytes = bytes.strip_prefix(UTF8_BOM).unwrap_or(bytes);
    Ok(String::from_utf8_lossy(bytes).into_owned())
}

/// Decodes UTF-8 with each maximal ill-formed subpart replaced by `substitute` (where a lossy
/// decoder writes U+FFFD: `--substitute` covered ill-formed UTF-16 and unmapped legacy bytes but
/// refused ill-formed UTF-8). UTF-16/32 given as UTF-8 is still refused, named.
fn decode_utf8_substituting(bytes: &[u8], substitute: char) -> Result<String, ConvertError> {
    if simdutf8::basic::from_utf8(bytes).is_err() {
        not_wide(bytes)?;
    }
    let bytes = bytes.strip_prefix(UTF8_BOM).unwrap_or(bytes);
    let mut text = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        text.push_str(chunk.valid());
        if !chunk.invalid().is_empty() {
            text.push(substitute);
        }
    }
    Ok(text)
}

/// UTF-8's byte order mark.
const UTF8_BOM: &[u8] = b"\xEF\xBB\xBF";

/// The names of US-ASCII (IANA's and the common ones). The WHATWG label table maps them to
/// windows-1252, as browsers must; a user asking for ASCII wants seven bits.
const ASCII_NAMES: [&str; 9] = [
    "ascii",
    "us-ascii",
    "csascii",
    "iso646-us",
    "ansi_x3.4-1968",
    "iso-ir-6",
    "cp367",
    "ibm367",
    "us",
];

fn is_ascii_name(name: &str) -> bool {
    ASCII_NAMES
        .iter()
        .any(|a| a.eq_ignore_ascii_case(name.trim()))
}

/// Decodes US-ASCII: a byte ≥ 0x80 is replaced by `substitute`, or refused.
fn decode_ascii(bytes: &[u8], substitute: Option<char>) -> Result<String, ConvertError> {
    match (bytes.iter().position(|&b| b >= 0x80), substitute) {
        (None, _) => Ok(bytes.iter().map(|&b| char::from(b)).collect()),
        (Some(_), Some(sub)) => Ok(bytes
            .iter()
            .map(|&b| if b < 0x80 { char::from(b) } else { sub })
            .collect()),
        (Some(at), None) => Err(ConvertError::NotAsciiByte {
            count: bytes[at..].iter().filter(|&&b| b >= 0x80).count(),
            byte: bytes[at],
            at,
        }),
    }
}

/// Encodes US-ASCII: characters outside it are replaced by `substitute` (itself ASCII), or the
/// conversion is refused with their list.
fn encode_ascii(text: &str, substitute: Option<char>) -> Result<EncodedText, ConvertError> {
    if let Some(sub) = substitute.filter(|c| !c.is_ascii()) {
        return Err(ConvertError::SubstituteNotAscii(sub));
    }
    let outside: Vec<(usize, char)> = text.char_indices().filter(|(_, c)| !c.is_ascii()).collect();
    match substitute {
        None if !outside.is_empty() => Err(ConvertError::NotAsciiText {
            count: outside.len(),
            listed: list_chars(text, &outside),
        }),
        _ => Ok(EncodedText {
            bytes: text
                .chars()
                .map(|c| {
                    if c.is_ascii() {
                        c as u8
                    } else {
                        substitute.map_or(b'?', |s| s as u8)
                    }
                })
                .collect(),
            replaced: outside,
            decomposed: Vec::new(),
        }),
    }
}

/// The form a UTF-16/32 name means for these bytes: the form named, or for a family its byte
/// order mark's, else the one the bytes look like, else big-endian.
fn wide_form_of(name: WideName, bytes: &[u8]) -> WideForm {
    match name {
        WideName::Form(f) => f,
        // The family's own byte order marks only: UTF-16LE text starting with U+0000 begins
        // `FF FE 00 00`, UTF-32LE's mark, and was read back big-endian as garbage.
        WideName::Family(utf16) => [
            WideForm::Utf32Le,
            WideForm::Utf32Be,
            WideForm::Utf16Le,
            WideForm::Utf16Be,
        ]
        .into_iter()
        .find(|f| f.is_utf16() == utf16 && bytes.starts_with(f.bom()))
        .or_else(|| {
            super::diagnosis::wide_form(bytes)
                .map(|(f, _)| f)
                .filter(|f| f.is_utf16() == utf16)
        })
        .unwrap_or(if utf16 {
            WideForm::Utf16Be
        } else {
            WideForm::Utf32Be
        }),
    }
}

/// Decodes UTF-16/32; ill-formed units are replaced by `substitute`, or refused (the first 20
/// listed) without one.
fn decode_wide_as(
    bytes: &[u8],
    form: WideForm,
    substitute: Option<char>,
) -> Result<String, ConvertError> {
    let (text, errors) = decode_wide(bytes, form);
    if errors.is_empty() {
        return Ok(text);
    }
    let Some(sub) = substitute else {
        let listed: Vec<String> = errors
            .iter()
            .take(20)
            .map(|(at, kind, value)| format!("byte {at}: {}", kind.explain(*value, form)))
            .collect();
        return Err(ConvertError::IllFormedWide {
            form,
            count: errors.len(),
            listed: listed.join("; ")
                + &if errors.len() > 20 {
                    format!("; and {} more", errors.len() - 20)
                } else {
                    String::new()
                },
        });
    };
    Ok(substitute_wide(bytes, form, &text, &errors, sub))
}

/// `text` decoded from `bytes` with `sub` in place of each U+FFFD an ill-formed unit (at the
/// offsets of `errors`) decoded to; a U+FFFD that was in the file stays.
fn substitute_wide(
    bytes: &[u8],
    form: WideForm,
    text: &str,
    errors: &[(u64, WideError, u32)],
    sub: char,
) -> String {
    let mut out = String::with_capacity(text.len());
    let mut i = if bytes.starts_with(form.bom()) {
        form.unit()
    } else {
        0
    };
    let mut bad = errors.iter().map(|e| e.0 as usize).peekable();
    for c in text.chars() {
        if c == '\u{FFFD}' && bad.peek() == Some(&i) {
            bad.next();
            out.push(sub);
            i += crate::codec::decode_wide_prefix(&bytes[i..], form).len;
        } else {
            out.push(c);
            i += match form.unit() {
                2 => c.len_utf16() * 2,
                _ => 4,
            };
        }
    }
    out
}

/// Decodes a legacy encoding; unmapped bytes are replaced by `substitute`, or refused (the first
/// named) without one.
fn decode_legacy(
    bytes: &[u8],
    id: LegacyId,
    substitute: Option<char>,
) -> Result<String, ConvertError> {
    let l = id.get();
    let unmapped: Vec<usize> = bytes
        .iter()
        .enumerate()
        .filter(|(_, b)| l.decode_byte(**b).is_none())
        .map(|(i, _)| i)
        .collect();
    if let (Some(sub), false) = (substitute, unmapped.is_empty()) {
        return Ok(bytes
            .iter()
            .map(|&b| l.decode_byte(b).unwrap_or(sub))
            .collect());
    }
    if let Some(&first) = unmapped.first() {
        return Err(ConvertError::Unmapped {
            encoding: id,
            count: unmapped.len(),
            byte: bytes[first],
            at: first,
        });
    }
    Ok(l.decode(bytes))
}

/// The result of encoding text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EncodedText {
    /// The bytes.
    pub bytes: Vec<u8>,
    /// Characters the encoding cannot write (byte offset in the text, character), replaced by the
    /// substitute.
    pub replaced: Vec<(usize, char)>,
    /// Characters written as a letter and a combining mark (byte offset in the text, character):
    /// windows-1258 has no byte for most of Vietnamese's toned letters, so `ế` is `ê` and U+0301.
    pub decomposed: Vec<(usize, char)>,
}

/// Lists characters for a message: "U+0438 и at line 1, column 4, …" (`chars` holds byte offsets
/// into `text`; columns count characters from 1).
pub fn list_chars(text: &str, chars: &[(usize, char)]) -> String {
    let mut s: Vec<String> = Vec::new();
    let (mut line, mut line_start, mut scanned) = (1usize, 0usize, 0usize);
    for (i, c) in chars.iter().take(20) {
        for (j, b) in text.as_bytes()[scanned..*i].iter().enumerate() {
            if *b == b'\n' {
                line += 1;
                line_start = scanned + j + 1;
            }
        }
        scanned = *i;
        let column = text[line_start..*i].chars().count() + 1;
        // A control or format character is named by its number alone: printed, ESC would start
        // a terminal sequence and a bidi control reorder the message.
        let shown = if invisible(*c) {
            String::new()
        } else {
            format!(" {c}")
        };
        s.push(format!(
            "U+{:04X}{shown} at line {line}, column {column}",
            u32::from(*c)
        ));
    }
    if chars.len() > 20 {
        s.push(format!("and {} more", chars.len() - 20));
    }
    s.join(", ")
}

/// Whether `c` is a control or format character (C0, C1, bidi controls, zero-width joiners).
fn invisible(c: char) -> bool {
    use unicode_general_category::{GeneralCategory as G, get_general_category};
    matches!(get_general_category(c), G::Control | G::Format)
}

/// Encodes `text` as `to`, with a byte order mark first when `bom` (always for the bare `UTF-16`
/// and `UTF-32`, which write little-endian). Characters a legacy encoding cannot write are replaced
/// by `substitute` (and listed), or, without one, the conversion is refused with the list.
pub fn encode_as(
    text: &str,
    to: &str,
    substitute: Option<char>,
    bom: bool,
) -> Result<EncodedText, ConvertError> {
    if is_utf8(to) {
        let mut bytes = Vec::with_capacity(text.len() + 3);
        if bom && !text.starts_with('\u{FEFF}') {
            bytes.extend_from_slice(UTF8_BOM);
        }
        bytes.extend_from_slice(text.as_bytes());
        return Ok(EncodedText {
            bytes,
            replaced: Vec::new(),
            decomposed: Vec::new(),
        });
    }
    if let Some(name) = wide_name(to) {
        let (form, bom) = match name {
            WideName::Form(f) => (f, bom),
            WideName::Family(true) => (WideForm::Utf16Le, true),
            WideName::Family(false) => (WideForm::Utf32Le, true),
        };
        let mut bytes = Vec::with_capacity(text.len() * form.unit());
        if bom && !text.starts_with('\u{FEFF}') {
            bytes.extend_from_slice(form.bom());
        }
        for c in text.chars() {
            form.encode(c, &mut bytes);
        }
        return Ok(EncodedText {
            bytes,
            replaced: Vec::new(),
            decomposed: Vec::new(),
        });
    }
    if bom {
        return Err(ConvertError::NoByteOrderMark(to.to_string()));
    }
    if is_ascii_name(to) {
        return encode_ascii(text, substitute);
    }
    if let Some(id) = CjkId::by_name(to) {
        return encode_cjk(text, id, substitute);
    }
    let id = legacy(to)?;
    let l = id.get();
    let sub = match substitute {
        Some(c) => Some(
            l.encode_char(c)
                .ok_or(ConvertError::SubstituteNotInTarget {
                    encoding: id,
                    substitute: c,
                })?,
        ),
        None => None,
    };
    let mut bytes = Vec::with_capacity(text.len());
    let mut replaced = Vec::new();
    let mut decomposed = Vec::new();
    for (i, c) in text.char_indices() {
        let before = bytes.len();
        match l.encode_char_decomposing(c, &mut bytes) {
            // One byte a character; two where it was written decomposed.
            true if bytes.len() > before + 1 => decomposed.push((i, c)),
            true => {}
            false => {
                replaced.push((i, c));
                if let Some(b) = sub {
                    bytes.push(b);
                }
            }
        }
    }
    if !replaced.is_empty() && substitute.is_none() {
        return Err(ConvertError::Unwritable {
            encoding: id,
            count: replaced.len(),
            listed: list_chars(text, &replaced),
        });
    }
    Ok(EncodedText {
        bytes,
        replaced,
        decomposed,
    })
}

/// What a copy of a file is to hold.
#[derive(Clone, Debug, PartialEq)]
pub enum Transform {
    /// What `fix` does: UTF-8 with legacy runs gets those runs read in their encoding; valid UTF-8
    /// gets its mojibake repaired.
    Fix,
    /// Valid UTF-8 with its mojibake repaired, run by run, over the whole file.
    Repair,
    /// UTF-8 with legacy runs: the ill-formed bytes read as this encoding (single-byte or CJK),
    /// the rest kept.
    RepairRuns(Encoding),
    /// From one encoding to another (names as [`decode_as`] and [`encode_as`] take them).
    Convert {
        /// The source encoding.
        from: String,
        /// The target encoding.
        to: String,
        /// Replacement for what cannot be decoded or written (`None`: refuse).
        substitute: Option<char>,
        /// Write a byte order mark (UTF-8, UTF-16, UTF-32).
        bom: bool,
    },
}

/// What a transform did, for the message that reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Done {
    /// Mojibake repaired: the chain of wrong decodings undone (outermost first), and how many
    /// characters the repair holds as U+FFFD (bytes the wrong decoding lost).
    Repaired(Vec<&'static str>, usize),
    /// Ill-formed runs read as this encoding.
    RunsRead(Encoding),
    /// Ill-formed runs read as this encoding, then mojibake in the text repaired (as
    /// [`Done::Repaired`]).
    RunsReadAndRepaired(Encoding, Vec<&'static str>, usize),
    /// Converted; characters the target could not write, replaced (byte offsets in `text`).
    Converted {
        /// The source encoding's name.
        from: String,
        /// The target encoding's name.
        to: String,
        /// Replaced characters, listed with their lines and columns ("" when none).
        replaced: usize,
        /// The list.
        listed: String,
        /// Characters written as a letter and a combining mark ([`EncodedText::decomposed`]).
        decomposed: usize,
        /// Those, listed as `listed` lists the replaced ones.
        decomposed_listed: String,
    },
}

/// The repair of mojibake cut short by its end (`bytes`' only ill-formed bytes are its last
/// character's first ones: [`super::kernel::cut_short`]): the well-formed text before the cut,
/// less what is left of the cut character's garbled form ([`super::mojibake::cut_leftovers`]),
/// repaired, then U+FFFD for the character, counted lost; with the chain. The cut bytes are no
/// part of the text searched: read as U+FFFD, the repair took them for one of windows-1252's
/// undefined bytes (`Ã` and a cut byte became `Á`: review of 2026-12-05). `None` where the text
/// is no mojibake.
fn repair_cut(bytes: &[u8]) -> Option<(String, Vec<&'static str>, usize)> {
    let end = super::kernel::cut_short(bytes)?;
    let text = std::str::from_utf8(&bytes[..end]).ok()?;
    let (_, m, repaired) = super::mojibake::repair_chunked(text)?;
    let keep = super::mojibake::cut_leftovers(text, &m.chain);
    let (repaired, chain, lost) = if keep < text.len() {
        match super::mojibake::repair_chunked(&text[..keep]) {
            Some((_, m, repaired)) => (repaired, m.chain, m.lost),
            None => (text[..keep].to_string(), m.chain, m.lost),
        }
    } else {
        (repaired, m.chain, m.lost)
    };
    Some((format!("{repaired}\u{FFFD}"), chain, lost + 1))
}

/// The UTF-8 text of `bytes` as `check` searched it for mojibake: a byte order mark kept as
/// U+FEFF. So `fix` and the window's repair work on the very text `check` did (the same chunks,
/// the same paragraph windows) and write the BOM back where it was: a signature, not mojibake.
fn text_as_checked(bytes: &[u8]) -> Result<String, ConvertError> {
    let text = decode_as(bytes, "UTF-8", None)?;
    Ok(if bytes.starts_with(UTF8_BOM) {
        format!("\u{FEFF}{text}")
    } else {
        text
    })
}

/// The text of UTF-8 `bytes` with its runs of `encoding` pasted in read in that encoding: a
/// single-byte one ([`super::diagnosis::repair_mixed`]) or a CJK one
/// ([`super::diagnosis::cjk_pasted::repair_pasted`]); the rest as UTF-8.
fn read_runs(bytes: &[u8], encoding: Encoding) -> String {
    match encoding {
        Encoding::Legacy(l) => super::diagnosis::repair_mixed(bytes, l.get()),
        Encoding::Cjk(c) => super::diagnosis::cjk_pasted::repair_pasted(bytes, c),
        _ => String::from_utf8_lossy(bytes).into_owned(),
    }
}

/// The bytes of a copy of `bytes` as `how` asks, and what was done: the one function behind
/// `fix`, `convert` and the window's saves.
pub fn transform(bytes: &[u8], how: &Transform) -> Result<(Vec<u8>, Done), ConvertError> {
    match how {
        Transform::Fix => {
            // What `check` reports, acted on: legacy runs read in their encoding, mojibake
            // repaired chunk by chunk over the whole file (the chunks `check` searched).
            let d = super::diagnosis::diagnose_all(bytes);
            if let Some((encoding, ..)) = d.finding.pasted() {
                // Mojibake beside the runs is repaired too: it took a second `fix` (CLI pass
                // 2026-12-05 #6).
                let read = read_runs(bytes, encoding);
                return Ok(match super::mojibake::repair_chunked(&read) {
                    Some((_, m, repaired)) => (
                        repaired.into_bytes(),
                        Done::RunsReadAndRepaired(encoding, m.chain, m.lost),
                    ),
                    None => (read.into_bytes(), Done::RunsRead(encoding)),
                });
            }
            match d.finding {
                // (It said "no mojibake found" of a binary file: CLI pass 2026-12-05.)
                Finding::Binary { reason } => {
                    let msg = super::wording::Msg::NotText(reason);
                    return Err(ConvertError::NotText(super::wording::english(&msg)));
                }
                Finding::Legacy { encoding, .. } => {
                    if let Err(ConvertError::NotUtf8(first)) = decode_utf8(bytes) {
                        return Err(ConvertError::LegacyNotUtf8 { encoding, first });
                    }
                }
                _ => {}
            }
            // Damaged UTF-8 whose only damage is its last character, cut short, and whose text
            // is mojibake: repaired (layers past three too: `repair_chunked`), the cut character
            // a U+FFFD and counted lost.
            if matches!(d.finding, Finding::Damaged { .. }) && d.mojibake.is_some() {
                let (out, chain, lost) = repair_cut(bytes).ok_or(ConvertError::NoMojibake)?;
                return Ok((out.into_bytes(), Done::Repaired(chain, lost)));
            }
            let text = text_as_checked(bytes)?;
            if !matches!(d.finding, Finding::Mojibake { .. }) {
                // The diagnosis looked at chunks spread over a large file; `fix` holds all of
                // it and searches every chunk: a 20 MB file with its garbled lines between the
                // chunks was "no mojibake found" (CLI pass 2026-12-05 #3).
                if d.spread
                    && matches!(d.finding, Finding::Utf8)
                    && let Some((_, m, repaired)) = super::mojibake::repair_chunked(&text)
                {
                    return Ok((repaired.into_bytes(), Done::Repaired(m.chain, m.lost)));
                }
                return Err(ConvertError::NoMojibake);
            }
            // A text of one chunk (no longer than the sample) was searched already, as it is, by
            // the diagnosis: its repair is the one `repair_chunked` would make again.
            if let Some(mut m) = d.mojibake.filter(|m| m.original == text) {
                let out = super::mojibake::deeper_layers(m.repaired, &mut m.chain, &mut m.lost);
                return Ok((out.into_bytes(), Done::Repaired(m.chain, m.lost)));
            }
            let (_, m, repaired) =
                super::mojibake::repair_chunked(&text).ok_or(ConvertError::NoMojibake)?;
            Ok((repaired.into_bytes(), Done::Repaired(m.chain, m.lost)))
        }
        Transform::Repair => {
            // The window offers this once the first megabyte shows mojibake (also in a file
            // whose last character is cut short: it becomes a U+FFFD, counted lost).
            let text = match text_as_checked(bytes) {
                Ok(text) => text,
                Err(_) if super::kernel::cut_short(bytes).is_some() => {
                    let (repaired, chain, lost) =
                        repair_cut(bytes).ok_or(ConvertError::RepairNotWhole)?;
                    return Ok((repaired.into_bytes(), Done::Repaired(chain, lost)));
                }
                Err(e) => return Err(e),
            };
            let (_, m, repaired) =
                super::mojibake::repair_chunked(&text).ok_or(ConvertError::RepairNotWhole)?;
            Ok((repaired.into_bytes(), Done::Repaired(m.chain, m.lost)))
        }
        Transform::RepairRuns(encoding) => Ok((
            read_runs(bytes, *encoding).into_bytes(),
            Done::RunsRead(*encoding),
        )),
        Transform::Convert {
            from,
            to,
            substitute,
            bom,
        } => {
            let text = decode_as(bytes, from, *substitute)?;
            let e = encode_as(&text, to, *substitute, *bom)?;
            Ok((
                e.bytes,
                Done::Converted {
                    from: from.clone(),
                    to: to.clone(),
                    replaced: e.replaced.len(),
                    listed: list_chars(&text, &e.replaced),
                    decomposed: e.decomposed.len(),
                    decomposed_listed: list_chars(&text, &e.decomposed),
                },
            ))
        }
    }
}

/// The declarations in `bytes` (a copy just written in `target`, an encoding whose ASCII bytes
/// are ASCII's) that name another encoding, so that the copy would lie about itself; with
/// `update`, each is rewritten to name `target` (the label's bytes replaced, nothing else
/// moved). What is returned is as found, before any rewrite.
pub fn relabel(
    bytes: &mut Vec<u8>,
    target: super::diagnosis::declared::Declared,
    update: bool,
) -> Vec<super::diagnosis::declared::Declaration> {
    use super::diagnosis::declared::{self, Declared};
    // The bytes above ASCII the copy holds: a single-byte label that reads each of them as the
    // target does tells the truth about this copy (`<meta charset="iso-8859-1">`, windows-1252
    // to browsers, over a copy in ISO-8859-1 without C1 bytes), as `check` finds.
    let mut high = [false; 128];
    for &b in bytes.iter().filter(|b| !b.is_ascii()) {
        high[usize::from(b & 0x7F)] = true;
    }
    let reads_alike = |a: LegacyId, b: LegacyId| {
        let (ta, tb) = (a.get().table(), b.get().table());
        (0..128).all(|i| !high[i] || ta[0x80 + i] == tb[0x80 + i])
    };
    let same = |d: Declared| {
        d == target
            || matches!(
                (d, target),
                (Declared::Utf8, Declared::Utf8Bom) | (Declared::Utf8Bom, Declared::Utf8)
            )
            || matches!((d, target), (Declared::Legacy(a), Declared::Legacy(b)) if reads_alike(a, b))
    };
    let name = match target {
        Declared::Utf8Bom => "UTF-8",
        t => t.name(),
    };
    // Only a declaration of another known encoding is false; a name this tool does not know
    // ("utf-8-hfs") is left alone, not rewritten.
    let mut found: Vec<_> = declared::find(bytes, true, None)
        .into_iter()
        .filter(|d| d.span.is_some() && d.encoding.is_some_and(|e| !same(e)))
        .collect();
    if update {
        // A page's label must be one browsers know (WHATWG's), or the rewrite would make it
        // worse: those stay, reported as left.
        let web_name = encoding_rs::Encoding::for_label(name.as_bytes()).is_some();
        for d in &mut found {
            if d.source.is_web() && !web_name {
                d.span = None;
            }
        }
        let mut spans: Vec<_> = found.iter().filter_map(|d| d.span.clone()).collect();
        spans.sort_by_key(|s| std::cmp::Reverse(s.start));
        for span in spans {
            bytes.splice(span, name.bytes());
        }
    }
    found
}
