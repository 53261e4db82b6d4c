//! The inspector's facts: bit layouts, character data and error sentences.

use utf8_inspector::analysis::explain::explain;
use utf8_inspector::codec::{ErrorKind, decode_prefix};
use utf8_inspector::i18n::Lang;

fn explain_bytes(bytes: &[u8], next: Option<u8>) -> utf8_inspector::analysis::explain::Explanation {
    let (len, class) = decode_prefix(bytes, true).expect("bytes");
    assert_eq!(usize::from(len), bytes.len(), "one sequence");
    explain(Lang::En, bytes, class, 1, next)
}

#[test]
fn not_equal_to_down_to_its_bits() {
    let e = explain_bytes(&[0xE2, 0x89, 0xA0], None);
    let t: Vec<&str> = e.bits.iter().map(|b| b.template.as_str()).collect();
    assert_eq!(t, ["1110xxxx", "10xxxxxx", "10xxxxxx"]);
    let groups: Vec<String> = e
        .bits
        .iter()
        .map(|b| format!("{} {}", b.marker, b.payload))
        .collect();
    assert_eq!(groups, ["1110 0010", "10 001001", "10 100000"]);
    assert_eq!(e.joined, "0010 0010 0110 0000");
    assert_eq!(e.value, Some(0x2260));
    let c = e.char.expect("a character");
    assert_eq!(c.name, "NOT EQUAL TO");
    assert_eq!(c.category.0, "Sm");
    assert_eq!(c.width, Some(1));
    assert_eq!(c.utf16, vec![0x2260]);
    assert_eq!(c.escapes, ("\\u{2260}".to_string(), "&#x2260;".to_string()));
    assert_eq!(c.block, "Mathematical Operators");
    assert_eq!(c.plane.0, 0);
}

#[test]
fn emoji_is_two_columns_and_a_surrogate_pair() {
    let e = explain_bytes("😀".as_bytes(), None);
    let c = e.char.expect("a character");
    assert_eq!(c.width, Some(2));
    assert_eq!(c.utf16, vec![0xD83D, 0xDE00]);
    assert_eq!(c.plane, (1, "Supplementary Multilingual Plane"));
    assert_eq!(c.name, "GRINNING FACE");
}

#[test]
fn overlong_nul_and_the_table_3_7_sentence() {
    let e = explain_bytes(&[0xC0, 0x80], None);
    let f = e.error.expect("an error");
    assert_eq!(f.kind, ErrorKind::Overlong);
    assert!(
        f.sentence.contains("C0 never appears in UTF-8"),
        "{}",
        f.sentence
    );
    assert!(
        f.sentence
            .contains("U+0000 (NULL), which must be written as 00"),
        "{}",
        f.sentence
    );
    assert_eq!(
        f.replacements,
        (2, vec!["C0".to_string(), "80".to_string()])
    );
    assert!(f.security.expect("security note").contains("RFC 3629 §10"));
    // The issue's own example sentence, word for word.
    let e = explain_bytes(&[0xE0, 0x80, 0x80], None);
    assert_eq!(
        e.error.expect("error").sentence,
        "E0 must be followed by A0–BF; 80 follows, so this is an overlong form: E0 80 80 would encode U+0000, which must be written as 00."
    );
    // Overlong "/" carries the security note.
    let e = explain_bytes(&[0xC0, 0xAF], None);
    assert!(
        e.error
            .expect("error")
            .security
            .expect("note")
            .contains("\"/\"")
    );
}

#[test]
fn surrogates_legacy_forms_and_truncation() {
    let e = explain_bytes(&[0xED, 0xA0, 0x80], None);
    let f = e.error.expect("error");
    assert_eq!((f.kind, f.would_be), (ErrorKind::Surrogate, Some(0xD800)));
    assert!(
        f.sentence
            .starts_with("ED must be followed by 80–9F; A0 follows")
    );
    assert_eq!(f.replacements.0, 3);
    let e = explain_bytes(&[0xF8, 0x88, 0x80, 0x80, 0x80], None);
    assert_eq!(e.bits[0].template, "111110xx");
    let f = e.error.expect("error");
    assert_eq!(
        (f.kind, f.would_be),
        (ErrorKind::LegacyForm, Some(0x200000))
    );
    assert!(f.history.expect("history").contains("RFC 3629 (2003)"));
    // Truncated: E2 89 then "A".
    let (len, class) = decode_prefix(&[0xE2, 0x89, 0x41], true).expect("bytes");
    assert_eq!(len, 2);
    let e =
        utf8_inspector::analysis::explain::explain(Lang::En, &[0xE2, 0x89], class, 0, Some(0x41));
    let f = e.error.expect("error");
    assert_eq!(
        f.sentence,
        "E2 announces a 3-byte sequence and must be followed by 2 continuation bytes (80–BF); 1 follows, then 41, which is not a continuation byte."
    );
    assert_eq!(f.replacements, (1, vec!["E2 89".to_string()]));
}

#[test]
fn encoder_steps() {
    use utf8_inspector::analysis::explain::encode_steps;
    let s = encode_steps(Lang::En, 0x2260).expect("steps");
    assert_eq!(
        s[0],
        "U+2260 = 10 0010 0110 0000 in binary (14 significant bits)"
    );
    assert_eq!(
        s[1],
        "U+0800–U+FFFF takes 3 bytes: 1110xxxx 10xxxxxx 10xxxxxx (16 payload bits)"
    );
    assert_eq!(
        s[2],
        "Fill the x's with the bits, left to right: 1110[0010] 10[001001] 10[100000]"
    );
    assert_eq!(s[3], "Bytes: E2 89 A0");
    let s = encode_steps(Lang::En, 0x7FFF_FFFF).expect("steps");
    assert_eq!(s[3], "Bytes: FD BF BF BF BF BF");
    assert!(s[4].contains("RFC 2279 6-byte form"));
    let s = encode_steps(Lang::En, 0xD800).expect("steps");
    assert!(s.last().expect("note").starts_with("Not encodable"));
    assert_eq!(
        encode_steps(Lang::En, 0x41).expect("steps")[2],
        "Fill the x's with the bits, left to right: 0[1000001]"
    );
    assert!(encode_steps(Lang::En, 0x8000_0000).is_err());
}

/// One story per error: the inspector's sentence and the one the CLI, the tooltip and the status
/// line give (`describe_error`) agree on whether the bytes can appear in UTF-8 at all and on the
/// code points they name, for every ill-formed sequence that starts any 1-, 2- or 3-byte input.
#[test]
fn the_inspector_and_the_one_line_message_tell_the_same_story() {
    use utf8_inspector::analysis::wording::describe_error;
    use utf8_inspector::codec::Class;
    let code_points = |s: &str| -> std::collections::BTreeSet<String> {
        s.match_indices("U+")
            .map(|(i, _)| {
                s[i + 2..]
                    .chars()
                    .take_while(char::is_ascii_hexdigit)
                    .collect::<String>()
            })
            .filter(|h| h.len() >= 4)
            .collect()
    };
    let mut inputs: Vec<Vec<u8>> = Vec::new();
    for b0 in 0x80u8..=0xFF {
        inputs.push(vec![b0]);
        for b1 in [
            0x00, 0x41, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xAF, 0xBF, 0xC0, 0xFF,
        ] {
            inputs.push(vec![b0, b1]);
            for b2 in [0x41, 0x80, 0xBF] {
                inputs.push(vec![b0, b1, b2]);
            }
        }
    }
    let mut compared = 0;
    for input in &inputs {
        let Some((len, class)) = decode_prefix(input, true).map(|(l, c)| (usize::from(l), c))
        else {
            continue;
        };
        if !matches!(class, Class::Error { .. }) {
            continue;
        }
        let bytes = &input[..len];
        let line = describe_error(Lang::En, bytes, class).expect("an error has a sentence");
        let detail = explain(Lang::En, bytes, class, 0, input.get(len).copied())
            .error
            .expect("an error is explained")
            .sentence;
        assert_eq!(
            line.contains("never appear"),
            detail.contains("never appear"),
            "{input:02X?}:\n  message:   {line}\n  inspector: {detail}"
        );
        let (a, b) = (code_points(&line), code_points(&detail));
        assert!(
            a.is_subset(&b) || b.is_subset(&a),
            "{input:02X?} names other code points:\n  message:   {line}\n  inspector: {detail}"
        );
        compared += 1;
    }
    assert!(compared > 2000, "only {compared} errors compared");
}

#[test]
fn a_stray_byte_is_laid_out_as_what_it_is() {
    // A continuation byte alone (Kuhn's file, 0x1C2A): `10xxxxxx` and its six payload bits.
    let e = explain_bytes(&[0x9A], None);
    assert_eq!(e.bits[0].template, "10xxxxxx");
    assert_eq!(
        (e.bits[0].marker.as_str(), e.bits[0].payload.as_str()),
        ("10", "011010")
    );
    // FE and FF fit no template.
    let e = explain_bytes(&[0xFE], None);
    assert_eq!(e.bits[0].template, "????????");
    assert_eq!(e.bits[0].marker, "");
}

#[test]
fn a_legacy_byte_is_the_code_pages_fact() {
    use utf8_inspector::analysis::explain::explain_legacy;
    use utf8_inspector::analysis::legacy::by_name;
    let koi8 = by_name("KOI8-R").expect("KOI8-R").index();
    let l = explain_legacy(0xF7, koi8).expect("explained");
    assert_eq!((l.encoding, l.char), ("KOI8-R", Some('\u{0412}')));
    assert_eq!(l.utf8, [0xD0, 0x92], "В in UTF-8");
    assert_eq!(l.row.len(), 16);
    assert_eq!(l.row[7], (0xF7, Some('\u{0412}')));
    assert!(l.row.iter().all(|&(b, _)| b >> 4 == 0xF));
    // A byte the page leaves unmapped.
    let l = explain_legacy(0xE3, by_name("ISO-8859-3").expect("part 3").index()).expect("ok");
    assert_eq!(l.char, None);
    assert!(l.utf8.is_empty());
}

/// Every language names the same bytes, code points and values as English in every error
/// sentence (a translation may reword, never drop or change a fact), and is not English.
#[test]
fn every_language_tells_the_same_facts() {
    use utf8_inspector::analysis::explain::encode_steps;
    use utf8_inspector::analysis::wording::describe_error;
    use utf8_inspector::codec::Class;
    // Hex bytes, U+XXXX, 0x… values and bit patterns: the facts of a sentence.
    let facts = |s: &str| -> std::collections::BTreeSet<String> {
        s.split(|c: char| !(c.is_ascii_alphanumeric() || c == '+' || c == '–'))
            .filter(|w| {
                w.starts_with("U+")
                    || w.starts_with("0x")
                    || (w.len() == 2
                        && w.chars()
                            .all(|c| c.is_ascii_digit() || ('A'..='F').contains(&c)))
                    || (w.len() == 8 && w.chars().all(|c| "01x".contains(c)))
            })
            .map(str::to_string)
            .collect()
    };
    let mut inputs: Vec<Vec<u8>> = Vec::new();
    for b0 in 0x80u8..=0xFF {
        for b1 in [0x41, 0x80, 0x9F, 0xA0, 0xBF] {
            for b2 in [0x41, 0x80, 0xBF] {
                inputs.push(vec![b0, b1, b2, 0x80, 0x80, 0x80]);
            }
        }
    }
    let mut compared = 0;
    for input in &inputs {
        let Some((len, class)) = decode_prefix(input, true).map(|(l, c)| (usize::from(l), c))
        else {
            continue;
        };
        if !matches!(class, Class::Error { .. }) {
            continue;
        }
        let bytes = &input[..len];
        let next = input.get(len).copied();
        let en_line = describe_error(Lang::En, bytes, class).expect("a sentence");
        let en = explain(Lang::En, bytes, class, 0, next)
            .error
            .expect("an error");
        for lang in [Lang::Pl, Lang::Pt, Lang::De] {
            let line = describe_error(lang, bytes, class).expect("a sentence");
            assert_ne!(line, en_line, "{lang:?} {bytes:02X?}");
            assert_eq!(
                facts(&line),
                facts(&en_line),
                "{lang:?}: {line}\n  en: {en_line}"
            );
            let e = explain(lang, bytes, class, 0, next)
                .error
                .expect("an error");
            assert_ne!(e.sentence, en.sentence, "{lang:?} {bytes:02X?}");
            assert_eq!(
                facts(&e.sentence),
                facts(&en.sentence),
                "{lang:?}: {}\n  en: {}",
                e.sentence,
                en.sentence
            );
            for (t, en_t) in [(&e.security, &en.security), (&e.history, &en.history)] {
                assert_eq!(t.is_some(), en_t.is_some());
                if let (Some(t), Some(en_t)) = (t, en_t) {
                    assert_eq!(facts(t), facts(en_t), "{lang:?}: {t}\n  en: {en_t}");
                }
            }
            compared += 1;
        }
    }
    assert!(compared > 1000, "only {compared} compared");
    for v in [0x41, 0x2260, 0x1F600, 0xD800, 0x7FFF_FFFF] {
        let en = encode_steps(Lang::En, v).expect("steps");
        for lang in [Lang::Pl, Lang::Pt, Lang::De] {
            let s = encode_steps(lang, v).expect("steps");
            assert_eq!(s.len(), en.len());
            for (t, en_t) in s.iter().zip(&en) {
                assert_eq!(facts(t), facts(en_t), "{lang:?}: {t}\n  en: {en_t}");
            }
        }
    }
}
