//! Markus Kuhn's UTF-8 decoder capability and stress test, section by section.
//!
//! Every expectation here is read from the file's own text: each numbered heading announces what its
//! section holds ("3 continuation bytes", "U+D800 = ed a0 80", "5 bytes (U-00200000)"), and the test
//! checks that the errors the scanner finds inside that section's byte range are exactly those.

mod common;

use utf8_inspector::analysis::{ErrorRecord, ScanOptions, scan_bytes};
use utf8_inspector::codec::{ErrorKind, WarningKind, decode_lossy};

struct Section {
    number: String,
    title: String,
    start: u64,
    end: u64,
}

fn sections(file: &[u8]) -> Vec<Section> {
    let mut out: Vec<Section> = Vec::new();
    let mut offset = 0u64;
    for line in file.split(|&b| b == b'\n') {
        let text = String::from_utf8_lossy(line);
        let num: String = text
            .chars()
            .take_while(|c| c.is_ascii_digit() || *c == '.')
            .collect();
        let is_heading = !num.is_empty()
            && num.starts_with(|c: char| c.is_ascii_digit())
            && text[num.len()..].starts_with(' ');
        if is_heading {
            if let Some(last) = out.last_mut() {
                last.end = offset;
            }
            out.push(Section {
                number: num.trim_end_matches('.').to_string(),
                title: text[num.len()..].trim().to_string(),
                start: offset,
                end: file.len() as u64,
            });
        }
        offset += line.len() as u64 + 1;
    }
    out
}

/// Hex byte tokens after the first " = " in a title: "U+002F = c0 af = ..." → [c0, af].
fn title_hex(title: &str) -> Vec<u8> {
    let after = title.split(" = ").nth(1).unwrap_or("");
    after
        .split_whitespace()
        .map_while(|t| u8::from_str_radix(t, 16).ok().filter(|_| t.len() == 2))
        .collect()
}

/// Code point values named in a title: "U+D800 U+DC00 = …" or "(U-00200000)".
fn title_values(title: &str) -> Vec<u32> {
    let mut vals = Vec::new();
    for tok in title.split(|c: char| c.is_whitespace() || c == '(' || c == ')' || c == ':') {
        if let Some(hex) = tok.strip_prefix("U+").or_else(|| tok.strip_prefix("U-"))
            && let Ok(v) = u32::from_str_radix(hex, 16)
        {
            vals.push(v);
        }
    }
    vals
}

fn first_number(title: &str) -> Option<u64> {
    title
        .split(|c: char| !c.is_ascii_digit())
        .find(|t| !t.is_empty())
        .and_then(|t| t.parse().ok())
}

#[test]
fn kuhn_stress_test_section_by_section() {
    let file = common::read_testdata("kuhn/UTF-8-test.txt");
    assert_eq!(
        file.len(),
        22_781,
        "expected the 2015-08-28 version of UTF-8-test.txt"
    );
    let result = scan_bytes(
        &file,
        ScanOptions {
            max_errors: usize::MAX,
            max_warnings: usize::MAX,
            fast: true,
        },
    );
    let stats = &result.stats;

    // Totals from shared/README.md (computed there from the file, not by this program).
    assert_eq!(stats.replacements, 378, "U+FFFD inserted for errors");
    let lossy = decode_lossy(&file);
    assert_eq!(
        lossy.chars().filter(|&c| c == '\u{FFFD}').count(),
        379,
        "U+FFFD in the lossy output"
    );
    assert_eq!(
        stats.warnings[WarningKind::ReplacementChar.index()],
        1,
        "the genuine U+FFFD (2.3.3)"
    );
    let first = stats.first_error.expect("the file is not valid UTF-8");
    assert_eq!(first.offset, 4461);
    assert_eq!(first.bytes()[0], 0xF8);

    let secs = sections(&file);
    assert!(
        secs.len() > 90,
        "found only {} numbered headings",
        secs.len()
    );
    let mut truncated_lens_33 = Vec::new();
    let mut checked = 0;
    for s in &secs {
        let errs: Vec<&ErrorRecord> = result
            .errors
            .iter()
            .filter(|e| e.offset >= s.start && e.offset < s.end)
            .collect();
        let kinds: Vec<ErrorKind> = errs.iter().map(|e| e.kind).collect();
        let depth = s.number.matches('.').count();
        let t = s.title.as_str();
        let ctx = format!("section {} {t:?}: found {kinds:?}", s.number);
        let n = s.number.as_str();
        if depth < 2 && n != "3.4" {
            // Chapter and group headings hold prose only ("3.4" is a test of its own).
            assert!(errs.is_empty(), "{ctx}");
            continue;
        }
        if n.starts_with("2.1.") || n.starts_with("2.2.") {
            let len = first_number(t).expect("N bytes") as usize;
            let value = title_values(t)[0];
            if len <= 4 && value <= 0x10FFFF {
                assert!(errs.is_empty(), "{ctx}");
            } else {
                assert_eq!(errs.len(), 1, "{ctx}");
                let want = if len >= 5 {
                    ErrorKind::LegacyForm
                } else {
                    ErrorKind::OutOfRange
                };
                assert_eq!(
                    (errs[0].kind, errs[0].value, errs[0].bytes().len()),
                    (want, Some(value), len),
                    "{ctx}"
                );
            }
        } else if n.starts_with("2.3.") {
            let value = title_values(t)[0];
            if value <= 0x10FFFF {
                assert!(errs.is_empty(), "{ctx}");
            } else {
                assert_eq!(errs.len(), 1, "{ctx}");
                assert_eq!(errs[0].kind, ErrorKind::OutOfRange, "{ctx}");
                assert_eq!(errs[0].bytes(), &title_hex(t)[..], "{ctx}");
            }
        } else if n.starts_with("3.1.") {
            let count = if t.starts_with("First") || t.starts_with("Last") {
                1
            } else {
                first_number(t).expect("count") as usize
            };
            assert_eq!(errs.len(), count, "{ctx}");
            assert!(
                kinds
                    .iter()
                    .all(|&k| k == ErrorKind::UnexpectedContinuation),
                "{ctx}"
            );
        } else if n.starts_with("3.2.") {
            // "All 32 first bytes of 2-byte sequences"
            let mut nums = t
                .split(|c: char| !c.is_ascii_digit())
                .filter(|x| !x.is_empty());
            let count: usize = nums.next().and_then(|x| x.parse().ok()).expect("count");
            let len: u8 = nums.next().and_then(|x| x.parse().ok()).expect("length");
            assert_eq!(errs.len(), count, "{ctx}");
            for e in &errs {
                assert_eq!(
                    (e.kind, e.expected_len, e.bytes().len()),
                    (ErrorKind::Truncated, len, 1),
                    "{ctx}"
                );
            }
        } else if n.starts_with("3.3.") {
            let len = first_number(t).expect("N-byte") as u8;
            assert_eq!(errs.len(), 1, "{ctx}");
            assert_eq!(
                (errs[0].kind, errs[0].expected_len),
                (ErrorKind::Truncated, len),
                "{ctx}"
            );
            assert_eq!(errs[0].bytes().len(), usize::from(len) - 1, "{ctx}");
            truncated_lens_33.push(len);
        } else if n == "3.4" {
            // "All the 10 sequences of 3.3 concatenated" (the count is in the section body).
            assert_eq!(
                truncated_lens_33.len(),
                10,
                "3.3 should have held 10 sequences"
            );
            let lens: Vec<u8> = errs.iter().map(|e| e.expected_len).collect();
            assert!(kinds.iter().all(|&k| k == ErrorKind::Truncated), "{ctx}");
            assert_eq!(lens, truncated_lens_33, "{ctx}");
        } else if n.starts_with("3.5.") {
            let hex: Vec<&str> = t
                .split(" = ")
                .next()
                .unwrap_or("")
                .split_whitespace()
                .collect();
            assert_eq!(errs.len(), hex.len(), "{ctx}");
            assert!(kinds.iter().all(|&k| k == ErrorKind::InvalidByte), "{ctx}");
        } else if n.starts_with("4.") && depth == 2 {
            let hex = title_hex(t);
            let value = title_values(t)[0];
            assert_eq!(errs.len(), 1, "{ctx}");
            let want = if hex.len() >= 5 {
                ErrorKind::LegacyForm
            } else {
                ErrorKind::Overlong
            };
            assert_eq!((errs[0].kind, errs[0].value), (want, Some(value)), "{ctx}");
            assert_eq!(errs[0].bytes(), &hex[..], "{ctx}");
            if want == ErrorKind::Overlong && value < 0x80 {
                assert!(
                    errs[0].message().contains("RFC 3629 §10"),
                    "security note in {ctx}"
                );
            }
        } else if n.starts_with("5.1.") || n.starts_with("5.2.") {
            let values = title_values(t);
            let got: Vec<(ErrorKind, Option<u32>)> =
                errs.iter().map(|e| (e.kind, e.value)).collect();
            let want: Vec<(ErrorKind, Option<u32>)> = values
                .iter()
                .map(|&v| (ErrorKind::Surrogate, Some(v)))
                .collect();
            assert_eq!(got, want, "{ctx}");
        } else if n.starts_with("5.3.") {
            assert!(errs.is_empty(), "{ctx}");
            let nonchars = result
                .warnings
                .iter()
                .filter(|w| {
                    w.offset >= s.start && w.offset < s.end && w.kind == WarningKind::Noncharacter
                })
                .count();
            let values = title_values(t);
            let want = if t.contains("..") && values.len() == 2 {
                (values[1] - values[0] + 1) as usize
            } else if t.contains("for n = 1..") {
                // n is the plane digit of U+nFFFE, written in hex like every value in the file.
                let upto = t.rsplit("..").next().unwrap_or("").trim_start();
                let upto: String = upto.chars().take_while(char::is_ascii_hexdigit).collect();
                2 * usize::from_str_radix(&upto, 16).expect("n range")
            } else {
                values.len()
            };
            assert_eq!(nonchars, want, "{ctx}");
        } else {
            continue;
        }
        checked += 1;
    }
    assert!(checked >= 60, "only {checked} sections were checked");
}
