//! Does the file say what it is? Encoding declarations read from the bytes (HTML `<meta>`, the
//! XML declaration, a PO header, Python's coding cookie, CSS `@charset`, Emacs and Vim lines,
//! e-mail headers) or given from outside (`.editorconfig`), each compared with what the bytes are.
//!
//! Why this is part of the diagnosis: a declaration that contradicts the bytes is the mojibake
//! a reader will see (a browser believes `<meta charset=windows-1252>` over UTF-8 bytes), and the
//! comparison needs the diagnosis's own answer (UTF-8 or not, the legacy guess and how firm it is,
//! the readings close to it). Finding a declaration is pure byte matching over the first 64 KiB
//! (the last lines too, for a Vim modeline); nothing here reads a file.

use super::{Diagnosis, Finding};
use crate::analysis::cjk::{self, CjkId};
use crate::analysis::diagnosis::LegacyId;
use crate::codec::WideForm;
use serde::{Serialize, Serializer};
use std::ops::Range;

/// Where a declaration was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Source {
    /// HTML `<meta charset="…">`.
    MetaCharset,
    /// HTML `<meta http-equiv="Content-Type" content="…; charset=…">`.
    MetaHttpEquiv,
    /// `<?xml … encoding="…"?>`.
    XmlDeclaration,
    /// A gettext PO header's `Content-Type: text/plain; charset=…`.
    PoHeader,
    /// Python's coding cookie (PEP 263) on line 1 or 2.
    CodingCookie,
    /// CSS `@charset "…";` at the very start.
    CssCharset,
    /// Emacs `-*- coding: … -*-`.
    EmacsCoding,
    /// A Vim modeline's `fileencoding=`/`fenc=`.
    VimModeline,
    /// An e-mail's MIME `Content-Type: …; charset=…` header.
    MimeHeader,
    /// `.editorconfig`'s `charset` for this file.
    EditorConfig,
}

impl Source {
    /// HTML, XML and CSS: labels there mean what browsers (WHATWG's table) make of them.
    pub fn is_web(self) -> bool {
        matches!(
            self,
            Source::MetaCharset
                | Source::MetaHttpEquiv
                | Source::XmlDeclaration
                | Source::CssCharset
        )
    }
}

/// An encoding as a declaration names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Declared {
    /// US-ASCII.
    Ascii,
    /// UTF-8 (for `.editorconfig`: without a BOM).
    Utf8,
    /// UTF-8 with a BOM (`.editorconfig`'s `utf-8-bom`).
    Utf8Bom,
    /// UTF-16 of either byte order (`None`) or of one.
    Utf16(Option<WideForm>),
    /// UTF-32 of either byte order or of one.
    Utf32(Option<WideForm>),
    /// A single-byte encoding.
    Legacy(LegacyId),
    /// A CJK multi-byte encoding.
    Cjk(CjkId),
}

impl Declared {
    /// Its name ("UTF-8", "UTF-16", "ISO-8859-2").
    pub fn name(self) -> &'static str {
        match self {
            Declared::Ascii => "US-ASCII",
            Declared::Utf8 => "UTF-8",
            Declared::Utf8Bom => "UTF-8 with BOM",
            Declared::Utf16(None) => "UTF-16",
            Declared::Utf32(None) => "UTF-32",
            Declared::Utf16(Some(f)) | Declared::Utf32(Some(f)) => f.name(),
            Declared::Legacy(l) => l.name(),
            Declared::Cjk(c) => c.name(),
        }
    }

    /// The encoding `label` names, or `None`. `web` labels (HTML, XML, CSS) mean what browsers
    /// make of them (WHATWG: `iso-8859-1` and `us-ascii` are windows-1252); elsewhere
    /// `latin1` is the true ISO-8859-1.
    pub fn from_label(label: &str, web: bool) -> Option<Declared> {
        if web {
            // What a browser makes of it, and nothing else: `utf_8` is no label there.
            let enc = encoding_rs::Encoding::for_label(label.trim().as_bytes())?;
            return Some(if enc == encoding_rs::UTF_8 {
                Declared::Utf8
            } else if enc == encoding_rs::UTF_16LE {
                Declared::Utf16(None)
            } else if enc == encoding_rs::UTF_16BE {
                Declared::Utf16(Some(WideForm::Utf16Be))
            } else if let Some(c) = CjkId::by_name(enc.name()) {
                Declared::Cjk(c)
            } else {
                Declared::Legacy(LegacyId::by_name(enc.name())?)
            });
        }
        // Emacs names the line ends too: `utf-8-unix`, `latin-1-dos`.
        let label = ["-unix", "-dos", "-mac"]
            .iter()
            .find_map(|s| label.strip_suffix(s))
            .unwrap_or(label);
        let squashed: String = label
            .chars()
            .filter(char::is_ascii_alphanumeric)
            .map(|c| c.to_ascii_lowercase())
            .collect();
        let wide = |le, be| match squashed.as_str() {
            s if s.ends_with("le") => Some(le),
            s if s.ends_with("be") => Some(be),
            _ => None,
        };
        Some(match squashed.as_str() {
            "" => return None,
            "utf8" | "unicode11utf8" | "xunicode20utf8" => Declared::Utf8,
            // Python's utf-8-sig reads UTF-8 with or without a BOM.
            "utf8sig" => Declared::Utf8,
            "utf16" | "utf16le" | "utf16be" | "ucs2" | "unicode" | "csunicode" | "iso10646ucs2" => {
                Declared::Utf16(wide(WideForm::Utf16Le, WideForm::Utf16Be))
            }
            "utf32" | "utf32le" | "utf32be" | "ucs4" => {
                Declared::Utf32(wide(WideForm::Utf32Le, WideForm::Utf32Be))
            }
            "ascii" | "usascii" | "ansix341968" | "us" | "646" => Declared::Ascii,
            _ => {
                if let Some(c) = CjkId::by_name(label) {
                    return Some(Declared::Cjk(c));
                }
                return LegacyId::by_name(label).map(Declared::Legacy);
            }
        })
    }

    /// Whether its bytes for ASCII are ASCII's (every encoding here but UTF-16/32).
    fn ascii_compatible(self) -> bool {
        !matches!(self, Declared::Utf16(_) | Declared::Utf32(_))
    }
}

impl Serialize for Declared {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// Why a declaration could not be compared with the bytes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Unchecked {
    /// The label names no encoding this tool knows.
    UnknownName,
    /// An encoding this tool cannot decode (ISO-2022-KR, ISO-2022-CN).
    NoDecoder,
    /// The body is base64 or quoted-printable: its bytes are ASCII whatever the charset.
    TransferEncoding {
        /// "base64" or "quoted-printable".
        name: String,
    },
    /// Several encodings read the bytes and the guess is not firm enough to tell.
    Unclear,
}

/// One declaration and how it compares with the bytes.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Declaration {
    /// The encoding named, `None` when the label names none.
    pub encoding: Option<Declared>,
    /// The label as written ("latin-1").
    pub label: String,
    /// Where.
    pub source: Source,
    /// Its line (1-based): in the file, or in the `.editorconfig` file.
    pub line: u64,
    /// The `.editorconfig` file that says it (that source only; `null` in JSON otherwise: every
    /// entry has every field, as the README lists them).
    pub file: Option<String>,
    /// `Some(true)` when the bytes are what it says, `Some(false)` when not, `None` when it
    /// cannot be told (see `unchecked`).
    pub agrees: Option<bool>,
    /// Why it could not be told (`null` when it could).
    pub unchecked: Option<Unchecked>,
    /// The label's bytes in the file (declarations in the file, in an ASCII-compatible one):
    /// what `--update-declaration` rewrites.
    #[serde(skip)]
    pub span: Option<Range<usize>>,
    /// A page's `<meta>` naming UTF-16 on bytes that are not UTF-16: browsers read it as UTF-8
    /// ([`compare`]), and the wording says so.
    #[serde(skip)]
    pub read_as_utf8: bool,
}

impl Declaration {
    /// A declaration found at `span` of `bytes`, not yet compared.
    fn found(bytes: &[u8], span: Range<usize>, source: Source) -> Declaration {
        let label = String::from_utf8_lossy(&bytes[span.clone()]).into_owned();
        let web = source.is_web();
        Declaration {
            encoding: Declared::from_label(&label, web),
            label,
            source,
            line: 1 + memchr::memchr_iter(b'\n', &bytes[..span.start]).count() as u64,
            file: None,
            agrees: None,
            unchecked: None,
            span: Some(span),
            read_as_utf8: false,
        }
    }

    /// A `.editorconfig` `charset` value (`latin1`, `utf-8`, `utf-8-bom`, `utf-16be`,
    /// `utf-16le`) from `file`, line `line`.
    pub fn editorconfig(value: &str, file: String, line: u64) -> Declaration {
        let encoding = match value.trim().to_ascii_lowercase().as_str() {
            "latin1" => LegacyId::by_name("ISO-8859-1").map(Declared::Legacy),
            "utf-8" => Some(Declared::Utf8),
            "utf-8-bom" => Some(Declared::Utf8Bom),
            "utf-16be" => Some(Declared::Utf16(Some(WideForm::Utf16Be))),
            "utf-16le" => Some(Declared::Utf16(Some(WideForm::Utf16Le))),
            _ => None,
        };
        Declaration {
            encoding,
            label: value.trim().to_string(),
            source: Source::EditorConfig,
            line,
            file: Some(file),
            agrees: None,
            unchecked: None,
            span: None,
            read_as_utf8: false,
        }
    }

    /// Does this declaration contradict the bytes?
    pub fn disagrees(&self) -> bool {
        self.agrees == Some(false)
    }
}

/// Bytes looked at for a declaration (HTML's prescan looks at 1,024; pages put theirs later).
const HEAD: usize = 1 << 16;

/// The declarations in `sample` (a file's first bytes; `whole` when that is the whole file, so
/// its last lines can hold a Vim modeline), in the order they appear, not yet compared. A file in
/// UTF-16/32 is read through `wide` (its declarations then have no span).
pub fn find(sample: &[u8], whole: bool, wide: Option<WideForm>) -> Vec<Declaration> {
    if let Some(form) = wide {
        let (text, _) = crate::codec::decode_wide(&sample[..sample.len().min(HEAD * 4)], form);
        let mut found = find_ascii(text.as_bytes(), false);
        for d in &mut found {
            d.span = None;
        }
        return found;
    }
    find_ascii(sample, whole)
}

fn find_ascii(sample: &[u8], whole: bool) -> Vec<Declaration> {
    let body = sample.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(sample);
    let skip = sample.len() - body.len();
    let head = &sample[..sample.len().min(HEAD)];
    let first: Vec<(Range<usize>, Source)> = first_lines(&head[skip.min(head.len())..])
        .into_iter()
        .map(|(r, src)| (shift(r, skip), src))
        .collect();
    let vim_found = first.iter().any(|(_, s)| *s == Source::VimModeline);
    let mut out = Vec::new();
    let mut push = |span: Option<Range<usize>>, source| {
        if let Some(span) = span {
            out.push(Declaration::found(sample, span, source));
        }
    };
    push(
        css_charset(body).map(|r| shift(r, skip)),
        Source::CssCharset,
    );
    push(xml_declaration(head, skip), Source::XmlDeclaration);
    if let Some((span, source)) = html_meta(head) {
        push(Some(span), source);
    }
    push(po_header(head), Source::PoHeader);
    for (span, source) in first {
        push(Some(span), source);
    }
    if whole && !vim_found {
        push(last_lines_modeline(sample), Source::VimModeline);
    }
    if let Some((span, transfer)) = mime_charset(head) {
        let mut d = Declaration::found(sample, span, Source::MimeHeader);
        if let Some(name) = transfer {
            d.unchecked = Some(Unchecked::TransferEncoding { name });
        }
        out.push(d);
    }
    // Python's cookie reads any "coding: word" on the first two lines; a word that names no
    // encoding there is prose ("# Encoding: notes"), not a declaration.
    out.retain(|d| d.encoding.is_some() || d.source != Source::CodingCookie);
    out
}

fn shift(r: Range<usize>, by: usize) -> Range<usize> {
    r.start + by..r.end + by
}

/// Where `needle` (lowercase ASCII) starts in `hay`, ignoring ASCII case, from `from`.
fn find_ci(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    let first = needle.first()?;
    let mut at = from;
    while at + needle.len() <= hay.len() {
        let i = memchr::memchr2(*first, first.to_ascii_uppercase(), &hay[at..])?;
        let p = at + i;
        if hay
            .get(p..p + needle.len())
            .is_some_and(|w| w.eq_ignore_ascii_case(needle))
        {
            return Some(p);
        }
        at = p + 1;
    }
    None
}

/// The label's bytes from `at`: an optional quote, then name characters.
fn label_at(bytes: &[u8], mut at: usize) -> Option<Range<usize>> {
    while bytes.get(at).is_some_and(|b| matches!(b, b' ' | b'\t')) {
        at += 1;
    }
    if bytes.get(at).is_some_and(|b| matches!(b, b'"' | b'\'')) {
        at += 1;
    }
    let end = at
        + bytes[at.min(bytes.len())..]
            .iter()
            .take(64)
            .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
            .count();
    (end > at).then_some(at..end)
}

/// `@charset "…";` as the very first bytes (CSS allows nothing before it).
fn css_charset(body: &[u8]) -> Option<Range<usize>> {
    let rest = body.strip_prefix(b"@charset \"")?;
    let end = memchr::memchr(b'"', &rest[..rest.len().min(64)])?;
    (end > 0).then_some(10..10 + end)
}

/// `<?xml … encoding="…" ?>` at the start (after a BOM and white space).
fn xml_declaration(head: &[u8], skip: usize) -> Option<Range<usize>> {
    let start = skip
        + head[skip..]
            .iter()
            .take_while(|b| b.is_ascii_whitespace())
            .count();
    if !head[start..].starts_with(b"<?xml") {
        return None;
    }
    let end = start + memchr::memmem::find(&head[start..head.len().min(start + 512)], b"?>")?;
    let decl = &head[..end];
    let at = find_ci(decl, b"encoding", start)? + 8;
    let at = at
        + decl[at..]
            .iter()
            .take_while(|b| b.is_ascii_whitespace())
            .count();
    if decl.get(at) != Some(&b'=') {
        return None;
    }
    let at = at
        + 1
        + decl[at + 1..]
            .iter()
            .take_while(|b| b.is_ascii_whitespace())
            .count();
    label_at(decl, at)
}

/// The first `<meta charset>` or `<meta http-equiv="Content-Type" content="…charset=…">` of
/// the head (before `<body` or `</head>`).
fn html_meta(head: &[u8]) -> Option<(Range<usize>, Source)> {
    let end = [b"</head".as_slice(), b"<body"]
        .iter()
        .filter_map(|n| find_ci(head, n, 0))
        .min()
        .unwrap_or(head.len());
    let head = &head[..end];
    // A page (a Markdown file that quotes a meta tag is not one): one that says so, or one that
    // starts with its meta tag (HTML needs no `<html>` or `<head>`, and browsers obey
    // `<meta charset>` there: such a page was not checked: CLI pass 2026-12-05).
    let blank = head.iter().take_while(|b| b.is_ascii_whitespace()).count();
    let starts_with_meta = head
        .get(blank..blank + 5)
        .is_some_and(|t| t.eq_ignore_ascii_case(b"<meta"));
    let said = [b"<html".as_slice(), b"<!doctype html", b"<head"]
        .iter()
        .filter_map(|n| find_ci(head, n, 0))
        .min();
    // A page known only by its first tag: its meta tags are those of its first lines of tags (a
    // Markdown file that opens with a tag and quotes `<meta charset>` in its prose is no page
    // there: review of 2026-12-05).
    let head = match said {
        None if starts_with_meta => {
            let mut end = blank;
            for line in head[blank..].split_inclusive(|&b| b == b'\n') {
                if !line.trim_ascii_start().starts_with(b"<") && !line.trim_ascii().is_empty() {
                    break;
                }
                end += line.len();
            }
            &head[..end]
        }
        _ => head,
    };
    let page = said.or(starts_with_meta.then_some(blank))?;
    let mut at = page;
    while let Some(p) = find_ci(head, b"<meta", at) {
        // A meta tag inside a comment is no declaration: browsers skip comments.
        if let Some(c) = memchr::memmem::find(&head[at..p], b"<!--") {
            let open = at + c + 4;
            at = memchr::memmem::find(&head[open..], b"-->").map_or(head.len(), |e| open + e + 3);
            continue;
        }
        at = p + 5;
        let tag_end = memchr::memchr(b'>', &head[at..]).map_or(head.len(), |e| at + e);
        let attrs = attributes(head, at, tag_end);
        let value = |name: &[u8]| {
            attrs
                .iter()
                .find(|(n, _)| head[n.clone()].eq_ignore_ascii_case(name))
                .map(|(_, v)| v.clone())
        };
        if let Some(v) = value(b"charset") {
            return label_at(head, v.start)
                .filter(|l| l.end <= v.end)
                .map(|l| (l, Source::MetaCharset));
        }
        if value(b"http-equiv").is_some_and(|v| head[v].eq_ignore_ascii_case(b"content-type"))
            && let Some(v) = value(b"content")
            && let Some(c) = find_ci(&head[..v.end], b"charset", v.start)
        {
            let eq = c + 7;
            let eq = eq + head[eq..].iter().take_while(|b| **b == b' ').count();
            if head.get(eq) == Some(&b'=') {
                return label_at(&head[..v.end], eq + 1).map(|l| (l, Source::MetaHttpEquiv));
            }
        }
        at = tag_end;
    }
    None
}

/// A tag's attributes between `from` and `to`: name and value ranges (the value without quotes).
fn attributes(b: &[u8], from: usize, to: usize) -> Vec<(Range<usize>, Range<usize>)> {
    let mut out = Vec::new();
    let mut i = from;
    while i < to {
        while i < to && (b[i].is_ascii_whitespace() || b[i] == b'/') {
            i += 1;
        }
        let name_start = i;
        while i < to && !b[i].is_ascii_whitespace() && !matches!(b[i], b'=' | b'/') {
            i += 1;
        }
        let name = name_start..i;
        while i < to && b[i].is_ascii_whitespace() {
            i += 1;
        }
        if i < to && b[i] == b'=' {
            i += 1;
            while i < to && b[i].is_ascii_whitespace() {
                i += 1;
            }
            let value = if i < to && matches!(b[i], b'"' | b'\'') {
                let q = b[i];
                let s = i + 1;
                let e = memchr::memchr(q, &b[s..to]).map_or(to, |e| s + e);
                i = (e + 1).min(to);
                s..e
            } else {
                let s = i;
                while i < to && !b[i].is_ascii_whitespace() {
                    i += 1;
                }
                s..i
            };
            out.push((name, value));
        } else if name.is_empty() {
            i += 1;
        } else {
            out.push((name, i..i));
        }
    }
    out
}

/// A PO file's header entry (`msgid ""` first): its `Content-Type: …; charset=`.
fn po_header(head: &[u8]) -> Option<Range<usize>> {
    let id = memchr::memmem::find(head, b"msgid \"\"")?;
    let entry_end = memchr::memmem::find(&head[id..], b"\n\n").map_or(head.len(), |e| id + e);
    let entry = &head[..entry_end];
    let ct = find_ci(entry, b"content-type:", id)?;
    let line_end = memchr::memchr(b'\n', &entry[ct..]).map_or(entry.len(), |e| ct + e);
    let c = find_ci(&entry[..line_end], b"charset=", ct)?;
    let span = label_at(&entry[..line_end], c + 8)?;
    // A template's placeholder is not a declaration.
    (&entry[span.clone()] != b"CHARSET").then_some(span)
}

/// The lines `n` (0-based) of `head`, with their starts.
fn lines(head: &[u8], n: usize) -> impl Iterator<Item = (usize, &[u8])> {
    let mut start = 0;
    std::iter::from_fn(move || {
        if start >= head.len() {
            return None;
        }
        let end = memchr::memchr(b'\n', &head[start..]).map_or(head.len(), |e| start + e);
        let line = (start, &head[start..end]);
        start = end + 1;
        Some(line)
    })
    .take(n)
}

/// Emacs and Vim lines and Python's cookie in the first lines: Emacs and Python read the first
/// two (the second when the first is a `#!` line, for Emacs), Vim the first five.
fn first_lines(head: &[u8]) -> Vec<(Range<usize>, Source)> {
    let mut out = Vec::new();
    let mut emacs = false;
    let mut cookie = false;
    let mut vim = false;
    for (i, (start, line)) in lines(head, 5).enumerate() {
        if !emacs
            && (i == 0 || (i == 1 && head.starts_with(b"#!")))
            && let Some(r) = emacs_coding(line)
        {
            out.push((shift(r, start), Source::EmacsCoding));
            emacs = true;
            continue;
        }
        if !vim && let Some(r) = vim_fenc(line) {
            out.push((shift(r, start), Source::VimModeline));
            vim = true;
            continue;
        }
        // Python reads line 2 only when line 1 is a comment or blank.
        let second_counts = i == 1
            && lines(head, 1).next().is_some_and(|(_, l)| {
                let l = l.trim_ascii();
                l.is_empty() || l.starts_with(b"#")
            });
        if (i == 0 || second_counts)
            && !cookie
            && !emacs
            && let Some(r) = coding_cookie(line)
        {
            out.push((shift(r, start), Source::CodingCookie));
            cookie = true;
        }
    }
    out
}

/// `-*- … coding: NAME … -*-`.
fn emacs_coding(line: &[u8]) -> Option<Range<usize>> {
    let open = memchr::memmem::find(line, b"-*-")?;
    let close = open + 3 + memchr::memmem::find(&line[open + 3..], b"-*-")?;
    let c = find_ci(&line[..close], b"coding:", open)?;
    label_at(&line[..close], c + 7).map(|r| r.start..trim_end(line, r))
}

fn trim_end(line: &[u8], r: Range<usize>) -> usize {
    r.end
        - line[r.clone()]
            .iter()
            .rev()
            .take_while(|b| **b == b';')
            .count()
}

/// A Vim modeline (`vim:`, `vi:`, `ex:` after a blank) setting `fileencoding=` or `fenc=`.
fn vim_fenc(line: &[u8]) -> Option<Range<usize>> {
    // Each mode ends in a colon: most lines have none, found at once.
    memchr::memchr(b':', line)?;
    let mode = [b"vim:".as_slice(), b"vi:", b"ex:"].iter().find_map(|m| {
        let p = memchr::memmem::find(line, m)?;
        (p == 0 || line[p - 1].is_ascii_whitespace()).then_some(p + m.len())
    })?;
    for key in [b"fileencoding=".as_slice(), b"fenc="] {
        let mut from = mode;
        while let Some(p) = memchr::memmem::find(&line[from..], key) {
            let p = from + p;
            // `fenc=` must be an option of its own, not the end of `fileencoding=`.
            if p == mode || matches!(line[p - 1], b' ' | b'\t' | b':') {
                return label_at(line, p + key.len()).map(|r| r.start..trim_end(line, r));
            }
            from = p + 1;
        }
    }
    None
}

/// PEP 263: a comment line matching `^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)`.
fn coding_cookie(line: &[u8]) -> Option<Range<usize>> {
    let lead = line
        .iter()
        .take_while(|b| matches!(b, b' ' | b'\t' | b'\x0C'))
        .count();
    if line.get(lead) != Some(&b'#') {
        return None;
    }
    let c = memchr::memmem::find(&line[lead..], b"coding")? + lead + 6;
    if !matches!(line.get(c), Some(b':' | b'=')) {
        return None;
    }
    let r = label_at(line, c + 1)?;
    // A cookie, not prose ("# Encoding: UTF-16 vs UTF-8"): after the name, at most Emacs's or
    // Vim's closing marks.
    let rest = line[r.end..].trim_ascii();
    if !(rest.is_empty() || rest.starts_with(b"-*-") || rest.starts_with(b":")) {
        return None;
    }
    Some(r.start..trim_end(line, r))
}

/// A Vim modeline in the last five lines of a whole file.
fn last_lines_modeline(sample: &[u8]) -> Option<Range<usize>> {
    let start = sample.len().saturating_sub(2048);
    let tail = sample[start..]
        .strip_suffix(b"\n")
        .unwrap_or(&sample[start..]);
    // The start of the fifth line from the end (a final line feed ends the last line).
    let from = memchr::memrchr_iter(b'\n', tail)
        .nth(4)
        .map_or(0, |p| p + 1);
    lines(&tail[from..], 5).find_map(|(s, line)| vim_fenc(line).map(|r| shift(r, start + from + s)))
}

/// An e-mail (headers from the first line, among them one only mail has): the charset of its
/// `Content-Type`, or of its first text part's when it is multipart, and the part's
/// `Content-Transfer-Encoding` when that is base64 or quoted-printable.
fn mime_charset(head: &[u8]) -> Option<(Range<usize>, Option<String>)> {
    let headers_end =
        memchr::memmem::find(head, b"\n\n").or_else(|| memchr::memmem::find(head, b"\r\n\r\n"))?;
    let block = &head[..headers_end];
    let mut names = 0;
    let mut mail = false;
    for (_, line) in lines(block, 200) {
        if line.first().is_some_and(|b| matches!(b, b' ' | b'\t')) {
            continue;
        }
        let colon = memchr::memchr(b':', line)?;
        let name = &line[..colon];
        if name.is_empty() || !name.iter().all(|b| b.is_ascii_alphanumeric() || *b == b'-') {
            return None;
        }
        names += 1;
        mail |= [
            b"from".as_slice(),
            b"to",
            b"received",
            b"return-path",
            b"mime-version",
            b"message-id",
            b"delivered-to",
            // A MIME part's own headers, or a message saved without its envelope. (Not
            // `Subject`: a note that starts with one and quotes a Content-Type line in its body
            // was taken at the quote's word.)
            b"content-type",
            b"content-transfer-encoding",
        ]
        .iter()
        .any(|n| name.eq_ignore_ascii_case(n));
    }
    if names < 2 || !mail {
        return None;
    }
    let mut from = 0;
    while let Some(ct) = header_line(head, b"content-type:", from) {
        from = ct + 1;
        let value_end = header_end(head, ct);
        let value = &head[..value_end];
        if find_ci(value, b"multipart/", ct).is_some() {
            continue;
        }
        let c = find_ci(value, b"charset", ct)?;
        let eq = c + 7;
        let eq = eq + value[eq..].iter().take_while(|b| **b == b' ').count();
        if value.get(eq) != Some(&b'=') {
            return None;
        }
        let span = label_at(value, eq + 1)?;
        // The part's headers end at the first blank line after its Content-Type.
        let part_end = memchr::memmem::find(&head[ct..], b"\n\n")
            .or_else(|| memchr::memmem::find(&head[ct..], b"\n\r\n"))
            .map_or(head.len(), |e| ct + e);
        let part_start =
            memchr::memmem::rfind(&head[..ct.saturating_sub(1)], b"\n\n").map_or(0, |p| p + 1);
        let transfer = header_line(&head[..part_end], b"content-transfer-encoding:", part_start)
            .and_then(|t| {
                let v = &head[t + 26..header_end(head, t)];
                let v = String::from_utf8_lossy(v).trim().to_ascii_lowercase();
                matches!(v.as_str(), "base64" | "quoted-printable").then_some(v)
            });
        return Some((span, transfer));
    }
    None
}

/// Where the next line from `from` on that starts with the header `name` (lowercase, with its
/// colon) starts, ignoring case; the text's first line counts (a MIME part's first header was
/// passed over: CLI pass 2026-12-05).
fn header_line(head: &[u8], name: &[u8], from: usize) -> Option<usize> {
    if from == 0 && head.len() >= name.len() && head[..name.len()].eq_ignore_ascii_case(name) {
        return Some(0);
    }
    let mut newline = b"\n".to_vec();
    newline.extend_from_slice(name);
    find_ci(head, &newline, from.saturating_sub(1)).map(|p| p + 1)
}

/// The end of the header starting at `at` (its folded continuation lines included).
fn header_end(head: &[u8], at: usize) -> usize {
    let mut end = at;
    loop {
        let e = memchr::memchr(b'\n', &head[end..]).map_or(head.len(), |e| end + e);
        if head.get(e + 1).is_some_and(|b| matches!(b, b' ' | b'\t')) {
            end = e + 1;
        } else {
            return e;
        }
    }
}

/// What the bytes are, as far as a declaration's comparison needs.
pub struct Facts<'a> {
    /// The first bytes.
    pub sample: &'a [u8],
    /// Whether they hold a valid multi-byte UTF-8 sequence.
    pub utf8_multi: bool,
}

impl Facts<'_> {
    /// The facts of `sample`.
    pub fn of(sample: &[u8]) -> Facts<'_> {
        Facts {
            sample,
            utf8_multi: sample.utf8_chunks().any(|c| !c.valid().is_ascii()),
        }
    }
}

/// Compares `decl` with what the diagnosis says the bytes are; sets `agrees` and `unchecked`.
pub fn compare(decl: &mut Declaration, d: &Diagnosis, facts: &Facts<'_>) {
    let Some(declared) = decl.encoding else {
        decl.unchecked = Some(Unchecked::UnknownName);
        return;
    };
    if decl.unchecked.is_some() {
        return;
    }
    if let Declared::Cjk(c) = declared
        && !c.readable()
    {
        decl.unchecked = Some(Unchecked::NoDecoder);
        return;
    }
    // A page's `<meta>` naming UTF-16 is read by browsers as UTF-8 (HTML's prescan: a page
    // whose meta reads in ASCII is not UTF-16), so it agrees with UTF-8 bytes.
    decl.read_as_utf8 = matches!(decl.source, Source::MetaCharset | Source::MetaHttpEquiv)
        && matches!(declared, Declared::Utf16(_))
        && !matches!(d.finding, Finding::Wide { .. });
    let declared = if decl.read_as_utf8 {
        Declared::Utf8
    } else {
        declared
    };
    let strict = decl.source == Source::EditorConfig;
    let bom = facts.sample.starts_with(b"\xEF\xBB\xBF");
    let agrees = match &d.finding {
        Finding::Binary { .. } => None,
        Finding::Wide { stats } => Some(match declared {
            Declared::Utf16(f) => {
                stats.encoding.is_utf16() && f.is_none_or(|f| f == stats.encoding)
            }
            Declared::Utf32(f) => {
                !stats.encoding.is_utf16() && f.is_none_or(|f| f == stats.encoding)
            }
            _ => false,
        }),
        Finding::Empty => Some(!matches!(declared, Declared::Utf8Bom)),
        _ if !declared.ascii_compatible() => Some(false),
        Finding::Utf8 | Finding::Mojibake { .. } if !facts.utf8_multi => Some(match declared {
            Declared::Utf8Bom => bom,
            Declared::Utf8 => !(strict && bom),
            // Only ASCII (and perhaps a BOM): every ASCII-compatible encoding reads it.
            _ => !bom,
        }),
        Finding::Utf8 | Finding::Mojibake { .. } => Some(match declared {
            Declared::Utf8Bom => bom,
            Declared::Utf8 => !(strict && bom),
            _ => false,
        }),
        Finding::Damaged { .. }
        | Finding::StrayBytes { .. }
        | Finding::Mixed { .. }
        | Finding::MixedCjk { .. } => {
            match declared {
                Declared::Utf8 | Declared::Utf8Bom => Some(true),
                _ if facts.utf8_multi => Some(false),
                // Stray bytes with no multi-byte UTF-8 beside them: the declaration may say
                // what they are.
                other => return legacy_reading(decl, other, d, facts),
            }
        }
        Finding::Legacy { .. } | Finding::Cjk { .. } | Finding::CjkUnreadable { .. } => {
            return legacy_reading(decl, declared, d, facts);
        }
    };
    decl.agrees = agrees;
}

/// A legacy file's declaration: it agrees when it reads every byte and reads the text about as
/// well as the guess does (the same text, or a runner-up close to it); it disagrees when it
/// leaves bytes unread or the guess is firm and it is far from it.
fn legacy_reading(decl: &mut Declaration, declared: Declared, d: &Diagnosis, facts: &Facts<'_>) {
    let g = &d.guess;
    decl.agrees = match declared {
        Declared::Ascii | Declared::Utf8 | Declared::Utf8Bom => Some(false),
        Declared::Utf16(_) | Declared::Utf32(_) => Some(false),
        Declared::Cjk(c) => {
            if g.encoding.cjk() == Some(c) {
                Some(true)
            } else {
                let whole = d.whole_file;
                let read = cjk::decode(facts.sample, c, whole, '\u{FFFD}');
                match read {
                    Ok(r) if r.malformed == 0 && !g.confident => {
                        decl.unchecked = Some(Unchecked::Unclear);
                        None
                    }
                    _ => Some(false),
                }
            }
        }
        Declared::Legacy(l) => {
            let table = l.get();
            let reads_all = facts.sample.iter().all(|&b| table.decode_byte(b).is_some());
            let close = g
                .alternatives
                .iter()
                .any(|a| a.encodings.contains(&l) && a.score >= -CLOSE_PER_BYTE);
            if !reads_all {
                Some(false)
            } else if g.encoding.legacy() == Some(l) || g.same_text.contains(&l) || close {
                Some(true)
            } else if g.confident && g.encoding.legacy().is_some() {
                Some(false)
            } else {
                decl.unchecked = Some(Unchecked::Unclear);
                None
            }
        }
    };
}

/// How much less plausible per non-ASCII byte (nats) a declared reading may be than the guess and
/// still agree with the bytes: close relatives (windows-1250 beside ISO-8859-2 on a text without
/// Š or ś) differ in a few letters, a wrong script by several nats per byte.
const CLOSE_PER_BYTE: f32 = 1.0;

#[cfg(test)]
mod tests {
    use super::*;

    fn labels(bytes: &[u8]) -> Vec<(Source, String, u64)> {
        find(bytes, true, None)
            .into_iter()
            .map(|d| (d.source, d.label, d.line))
            .collect()
    }

    #[test]
    fn each_kind_is_found_where_it_is_written() {
        assert_eq!(
            labels(b"<?xml version=\"1.0\" encoding='ISO-8859-2'?>\n<a/>"),
            [(Source::XmlDeclaration, "ISO-8859-2".into(), 1)]
        );
        assert_eq!(
            labels(b"<html><head>\n<meta charset=\"windows-1252\">\n</head>"),
            [(Source::MetaCharset, "windows-1252".into(), 2)]
        );
        assert_eq!(
            labels(
                b"<HTML><HEAD><META HTTP-EQUIV=\"Content-Type\" CONTENT=\"text/html; charset=koi8-r\"></HEAD>"
            ),
            [(Source::MetaHttpEquiv, "koi8-r".into(), 1)]
        );
        assert_eq!(
            labels(b"#!/usr/bin/python\n# -*- coding: latin-1 -*-\nprint(1)\n"),
            [(Source::EmacsCoding, "latin-1".into(), 2)]
        );
        assert_eq!(
            labels(b"# coding=utf-8\nx = 1\n"),
            [(Source::CodingCookie, "utf-8".into(), 1)]
        );
        assert_eq!(labels(b"# Encoding: notes\n"), []);
        assert_eq!(
            labels(b"@charset \"iso-8859-15\";\nbody{}"),
            [(Source::CssCharset, "iso-8859-15".into(), 1)]
        );
        assert_eq!(
            labels(b"a\nb\n/* vim: set fileencoding=cp1250 : */\n"),
            [(Source::VimModeline, "cp1250".into(), 3)]
        );
        assert_eq!(
            labels(
                b"msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=ISO-8859-2\\n\"\n"
            ),
            [(Source::PoHeader, "ISO-8859-2".into(), 3)]
        );
        assert_eq!(
            labels(b"msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=CHARSET\\n\"\n"),
            []
        );
        let mail = b"From: a@b\nTo: c@d\nMIME-Version: 1.0\nContent-Type: text/plain;\n charset=\"iso-8859-1\"\nContent-Transfer-Encoding: quoted-printable\n\nCaf=E9\n";
        let found = find(mail, true, None);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].label, "iso-8859-1");
        assert_eq!(found[0].line, 5);
        assert!(matches!(
            found[0].unchecked,
            Some(Unchecked::TransferEncoding { .. })
        ));
    }

    #[test]
    fn prose_and_code_declare_nothing() {
        for text in [
            &b"The meta charset attribute is described below.\n"[..],
            b"if (a<b) { meta = 1; }\n",
            b"Subject line: hello\nnot: mail\n\nbody",
            b"x = 'coding: utf-8'\n",
            b"",
        ] {
            assert_eq!(labels(text), [], "{:?}", String::from_utf8_lossy(text));
        }
    }

    #[test]
    fn web_labels_mean_what_browsers_make_of_them() {
        let l = |s, web| Declared::from_label(s, web).map(Declared::name);
        assert_eq!(l("iso-8859-1", true), Some("windows-1252"));
        assert_eq!(l("iso-8859-1", false), Some("ISO-8859-1"));
        assert_eq!(l("latin-1", false), Some("ISO-8859-1"));
        assert_eq!(l("UTF8", true), Some("UTF-8"));
        assert_eq!(l("utf-16le", false), Some("UTF-16LE"));
        assert_eq!(l("utf-16", true), Some("UTF-16"));
        assert_eq!(l("Shift_JIS", true), Some("Shift_JIS"));
        assert_eq!(l("gb2312", true), Some("GBK"));
        assert_eq!(l("no-such-thing", true), None);
    }
}
