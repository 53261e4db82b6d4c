//! The UTF-16/UTF-32 codec against `char::encode_utf16`, `char::decode_utf16` and encoding_rs's
//! UTF-16 decoders on generated input: every scalar value, random units biased toward surrogates,
//! and scans fed in chunks of every size (pairs and units cut by chunk edges).

use proptest::prelude::*;
use utf8_inspector::codec::wide::wide_unit_start;
use utf8_inspector::codec::{WideError, WideForm, WideScanner, decode_wide, scan_wide};

/// Every Unicode scalar value, in order.
fn all_scalars() -> impl Iterator<Item = char> {
    (0..=0x10FFFFu32).filter_map(char::from_u32)
}

#[test]
fn every_scalar_value_round_trips_in_every_form_as_std_encodes_it() {
    let text: String = all_scalars().collect();
    let units: Vec<u16> = text.encode_utf16().collect();
    for form in WideForm::ALL {
        let mut bytes = Vec::new();
        for c in text.chars() {
            form.encode(c, &mut bytes);
        }
        // The bytes are exactly std's code units in the form's byte order.
        let expected: Vec<u8> = match form {
            WideForm::Utf16Le => units.iter().flat_map(|u| u.to_le_bytes()).collect(),
            WideForm::Utf16Be => units.iter().flat_map(|u| u.to_be_bytes()).collect(),
            WideForm::Utf32Le => text
                .chars()
                .flat_map(|c| (c as u32).to_le_bytes())
                .collect(),
            WideForm::Utf32Be => text
                .chars()
                .flat_map(|c| (c as u32).to_be_bytes())
                .collect(),
        };
        assert_eq!(bytes, expected, "{}", form.name());
        let (decoded, errors) = decode_wide(&bytes, form);
        assert!(errors.is_empty(), "{}: {:?}", form.name(), &errors[..1]);
        assert_eq!(decoded, text, "{}", form.name());
        let s = scan_wide(&bytes, form);
        assert_eq!(s.chars, text.chars().count() as u64, "{}", form.name());
        assert_eq!((s.errors, s.bom), (0, false));
        assert_eq!(s.line_feeds, 1);
    }
}

#[test]
fn every_surrogate_alone_is_an_error_of_its_kind_in_every_form() {
    for v in 0xD800u32..=0xDFFF {
        for form in WideForm::ALL {
            let mut bytes = Vec::new();
            match form {
                WideForm::Utf16Le => bytes.extend((v as u16).to_le_bytes()),
                WideForm::Utf16Be => bytes.extend((v as u16).to_be_bytes()),
                WideForm::Utf32Le => bytes.extend(v.to_le_bytes()),
                WideForm::Utf32Be => bytes.extend(v.to_be_bytes()),
            }
            form.encode('A', &mut bytes);
            let s = scan_wide(&bytes, form);
            let kind = match (form.is_utf16(), v < 0xDC00) {
                (true, true) => WideError::LoneHighSurrogate,
                (true, false) => WideError::LoneLowSurrogate,
                (false, _) => WideError::Surrogate,
            };
            assert_eq!((s.chars, s.errors), (1, 1), "{v:04X} {}", form.name());
            assert_eq!(s.by_kind[kind.name()], 1, "{v:04X} {}", form.name());
            let e = s.first_error.expect("an error");
            assert_eq!((e.offset, e.value), (0, v));
        }
    }
}

/// UTF-16 code units drawn mostly from the places where decoders go wrong.
fn tricky_unit() -> impl Strategy<Value = u16> {
    prop_oneof![
        3 => 0x0000u16..0x0080,
        2 => 0x0080u16..0xD800,
        3 => 0xD800u16..0xDC00,
        3 => 0xDC00u16..0xE000,
        1 => 0xE000u16..=0xFFFF,
        1 => Just(0x000Au16),
        1 => Just(0xFEFFu16),
    ]
}

fn chunked(bytes: &[u8], form: WideForm, sizes: &[usize]) -> utf8_inspector::codec::WideStats {
    let mut s = WideScanner::new(form);
    let mut rest = bytes;
    let mut k = 0;
    while !rest.is_empty() {
        let n = sizes[k % sizes.len()].clamp(1, rest.len());
        s.feed(&rest[..n]);
        rest = &rest[n..];
        k += 1;
    }
    s.finish()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Lossy decoding replaces exactly what encoding_rs and std replace, and the scan counts the
    /// same characters and errors whatever the chunking.
    #[test]
    fn random_utf16_agrees_with_encoding_rs_std_and_any_chunking(
        units in proptest::collection::vec(tricky_unit(), 0..700),
        odd in any::<bool>(),
        sizes in proptest::collection::vec(1usize..9, 1..6),
        big in proptest::collection::vec(1usize..1200, 1..4),
    ) {
        for (form, enc) in [
            (WideForm::Utf16Le, encoding_rs::UTF_16LE),
            (WideForm::Utf16Be, encoding_rs::UTF_16BE),
        ] {
            let mut bytes: Vec<u8> = units
                .iter()
                .flat_map(|u| if form.big_endian() { u.to_be_bytes() } else { u.to_le_bytes() })
                .collect();
            if odd {
                bytes.push(0x41);
            }
            // A leading BOM is dropped by both decoders; compare what follows.
            let (ours, errors) = decode_wide(&bytes, form);
            let bom = bytes.starts_with(form.bom());
            let body = if bom { &bytes[2..] } else { &bytes[..] };
            let (theirs, _) = enc.decode_without_bom_handling(body);
            // WHATWG (and so encoding_rs) ends a file cut after a high surrogate with one U+FFFD
            // for both; we report the lone surrogate and the short tail apart, as two.
            let cut_pair = odd && units.last().is_some_and(|u| (0xD800..0xDC00).contains(u))
                && !(bom && units.len() == 1);
            let theirs = if cut_pair { format!("{theirs}\u{FFFD}") } else { theirs.into_owned() };
            prop_assert_eq!(&ours, &theirs);
            let std_errors = char::decode_utf16(units.iter().copied().skip(usize::from(bom)))
                .filter(std::result::Result::is_err)
                .count();
            prop_assert_eq!(errors.len(), std_errors + usize::from(odd));
            let whole = scan_wide(&bytes, form);
            prop_assert_eq!(whole.errors as usize, std_errors + usize::from(odd));
            prop_assert_eq!(
                whole.chars as usize,
                ours.chars().count() - errors.len()
            );
            prop_assert_eq!(&chunked(&bytes, form, &sizes), &whole);
            prop_assert_eq!(&chunked(&bytes, form, &big), &whole);
        }
    }

    /// UTF-32: any chunking gives the same counts; every value is one character or one error.
    #[test]
    fn random_utf32_any_chunking(
        values in proptest::collection::vec(prop_oneof![0u32..0x11_0000, 0xD800u32..0xE000, any::<u32>()], 0..400),
        tail in 0usize..4,
        sizes in proptest::collection::vec(1usize..11, 1..6),
    ) {
        for form in [WideForm::Utf32Le, WideForm::Utf32Be] {
            let mut bytes: Vec<u8> = values
                .iter()
                .flat_map(|v| if form.big_endian() { v.to_be_bytes() } else { v.to_le_bytes() })
                .collect();
            bytes.extend(std::iter::repeat_n(0x41u8, tail));
            let whole = scan_wide(&bytes, form);
            let bad = values.iter().filter(|v| char::from_u32(**v).is_none()).count();
            prop_assert_eq!(whole.errors as usize, bad + usize::from(tail > 0));
            prop_assert_eq!(&chunked(&bytes, form, &sizes), &whole);
        }
    }

    /// The start of the unit covering any byte is a unit boundary of the whole decode.
    #[test]
    fn unit_start_finds_the_pair(units in proptest::collection::vec(tricky_unit(), 1..64), at in 0usize..128) {
        let form = WideForm::Utf16Le;
        let bytes: Vec<u8> = units.iter().flat_map(|u| u.to_le_bytes()).collect();
        let at = at % bytes.len();
        let mut starts = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            starts.push(i);
            i += utf8_inspector::codec::decode_wide_prefix(&bytes[i..], form).len;
        }
        let start = *starts.iter().rev().find(|s| **s <= at).expect("a start");
        prop_assert_eq!(wide_unit_start(&bytes, at, form), start);
    }
}

#[test]
fn pairs_cut_at_every_chunk_edge_count_once() {
    let text = "a😀b𝄞\n€😀".repeat(50);
    for form in WideForm::ALL {
        let mut bytes = form.bom().to_vec();
        for c in text.chars() {
            form.encode(c, &mut bytes);
        }
        let whole = scan_wide(&bytes, form);
        assert!(whole.bom);
        assert_eq!(whole.chars, text.chars().count() as u64);
        assert_eq!(whole.line_feeds, 50);
        for cut in 1..bytes.len() {
            let mut s = WideScanner::new(form);
            s.feed(&bytes[..cut]);
            s.feed(&bytes[cut..]);
            assert_eq!(s.finish(), whole, "{} cut at {cut}", form.name());
        }
    }
}
