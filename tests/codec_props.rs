//! Property tests: the codec against `std`, `String::from_utf8_lossy` and encoding_rs on generated
//! bytes biased toward the interesting ones (leads, continuations, FE/FF, chunk edges); chunking
//! invariance; resynchronisation; the encoder over every scalar value.

mod common;

use proptest::prelude::*;
use utf8_inspector::analysis::{ScanOptions, Scanner, kernel, scan_bytes};
use utf8_inspector::codec::{
    Class, Conformance, ErrorKind, Sequences, StreamDecoder, WarningKind, decode_lossy,
    decode_prefix, encode_value, sequence_start, utf8_error,
};

/// Bytes drawn mostly from the places where decoders go wrong.
fn tricky_byte() -> impl Strategy<Value = u8> {
    prop_oneof![
        3 => 0x00u8..0x80,
        4 => 0x80u8..0xC0,
        1 => 0xC0u8..0xC2,
        2 => 0xC2u8..0xE0,
        1 => Just(0xE0u8),
        1 => Just(0xEDu8),
        2 => 0xE1u8..0xF0,
        1 => Just(0xF0u8),
        1 => Just(0xF4u8),
        1 => 0xF1u8..0xF8,
        1 => 0xF8u8..0xFE,
        1 => 0xFEu8..=0xFF,
        1 => Just(b'\r'),
        1 => Just(b'\n'),
    ]
}

fn tricky_bytes() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        proptest::collection::vec(tricky_byte(), 0..200),
        proptest::collection::vec(any::<u8>(), 0..200),
        // Valid text with a few bytes spliced in.
        (
            any::<String>(),
            proptest::collection::vec((any::<prop::sample::Index>(), tricky_byte()), 0..4)
        )
            .prop_map(|(s, edits)| {
                let mut b = s.into_bytes();
                for (i, x) in edits {
                    if !b.is_empty() {
                        let at = i.index(b.len());
                        b[at] = x;
                    }
                }
                b
            }),
    ]
}

fn chunked<T>(bytes: &[u8], cuts: &[prop::sample::Index], mut f: impl FnMut(&[u8]) -> T) {
    let mut points: Vec<usize> = cuts.iter().map(|c| c.index(bytes.len() + 1)).collect();
    points.push(0);
    points.push(bytes.len());
    points.sort_unstable();
    for w in points.windows(2) {
        f(&bytes[w[0]..w[1]]);
    }
}

/// The fast scanner fed `bytes` in the chunks `cuts` makes, and the reference (the slow path in one
/// piece), both keeping no error records and up to `cap` warning records.
fn chunked_fast_and_reference(
    bytes: &[u8],
    cuts: &[prop::sample::Index],
    cap: usize,
) -> (
    utf8_inspector::analysis::ScanResult,
    utf8_inspector::analysis::ScanResult,
) {
    let opts = |fast| ScanOptions {
        max_errors: 0,
        max_warnings: cap,
        fast,
    };
    let reference = scan_bytes(bytes, opts(false));
    let mut s = Scanner::new(opts(true));
    chunked(bytes, cuts, |c| s.feed(c));
    (s.finish(), reference)
}

fn full_opts(fast: bool) -> ScanOptions {
    ScanOptions {
        max_errors: usize::MAX,
        max_warnings: usize::MAX,
        fast,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4000, ..ProptestConfig::default() })]

    #[test]
    fn strict_matches_std(bytes in tricky_bytes()) {
        let ours = utf8_error(&bytes);
        match std::str::from_utf8(&bytes) {
            Ok(_) => prop_assert!(ours.is_none()),
            Err(e) => {
                let o = ours.expect("std says invalid");
                prop_assert_eq!(o.valid_up_to, e.valid_up_to());
                prop_assert_eq!(o.error_len, e.error_len());
            }
        }
    }

    #[test]
    fn lossy_matches_std_and_encoding_rs(bytes in tricky_bytes()) {
        let ours = decode_lossy(&bytes);
        prop_assert_eq!(&ours, &String::from_utf8_lossy(&bytes));
        let (er, _) = encoding_rs::UTF_8.decode_without_bom_handling(&bytes);
        prop_assert_eq!(&ours, &er);
    }

    #[test]
    fn stream_decoder_is_chunking_invariant(bytes in tricky_bytes(),
                                            cuts in proptest::collection::vec(any::<prop::sample::Index>(), 0..12)) {
        let whole: Vec<_> = Sequences::new(&bytes, 0).collect();
        let mut d = StreamDecoder::new();
        let mut got = Vec::new();
        chunked(&bytes, &cuts, |c| d.feed(c, |s| got.push(s)));
        d.finish(|s| got.push(s));
        prop_assert_eq!(got, whole);
    }

    #[test]
    fn scanner_is_chunking_invariant_and_fast_equals_slow(bytes in tricky_bytes(),
                                            cuts in proptest::collection::vec(any::<prop::sample::Index>(), 0..12)) {
        let reference = scan_bytes(&bytes, full_opts(false));
        let mut s = Scanner::new(full_opts(true));
        chunked(&bytes, &cuts, |c| s.feed(c));
        let got = s.finish();
        prop_assert_eq!(&got.stats, &reference.stats);
        prop_assert_eq!(&got.errors, &reference.errors);
        prop_assert_eq!(&got.warnings, &reference.warnings);
        // Counts agree with the sequence iterator.
        let seqs: Vec<_> = Sequences::new(&bytes, 0).collect();
        prop_assert_eq!(got.stats.errors, seqs.iter().filter(|s| s.error_kind().is_some()).count() as u64);
        prop_assert_eq!(got.stats.chars(), seqs.iter().filter(|s| s.error_kind().is_none()).count() as u64);
        let fffd = String::from_utf8_lossy(&bytes).chars().filter(|&c| c == '\u{FFFD}').count() as u64;
        prop_assert_eq!(got.stats.replacements + got.stats.warnings[5], fffd);
    }

    #[test]
    fn resync_backs_up_at_most_five_bytes(bytes in tricky_bytes()) {
        let mut owner = vec![0usize; bytes.len()];
        for s in Sequences::new(&bytes, 0) {
            owner[s.offset as usize..s.end() as usize].fill(s.offset as usize);
        }
        for (pos, &start) in owner.iter().enumerate() {
            // With the whole history and with only the five bytes before `pos`.
            prop_assert_eq!(sequence_start(&bytes, pos), start);
            let from = pos.saturating_sub(5);
            prop_assert_eq!(from + sequence_start(&bytes[from..], pos - from), start);
            prop_assert!(pos - start <= 5);
        }
    }

    #[test]
    fn simd_kernels_match_scalar(text in any::<String>(), picks in proptest::collection::vec(0usize..40, 0..80)) {
        // Valid UTF-8 rich in warning candidates (the kernel's contract is valid input).
        const SPICE: [&str; 40] = ["\0", "\u{80}", "\u{9F}", "\u{A0}", "\u{AD}", "\u{61C}", "\u{600}", "\u{200B}",
            "\u{200E}", "\u{2014}", "\u{202E}", "\u{2066}", "\u{2060}", "\u{E000}", "\u{F8FF}", "\u{F900}",
            "\u{FDD0}", "\u{FDEF}", "\u{FEFF}", "\u{FF0C}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{1F600}",
            "\u{1FFFE}", "\u{2FFFF}", "\u{F0000}", "\u{10FFFD}", "\u{10FFFF}", "\u{E0001}", "\r", "\n", "\r\n",
            "a", "é", "≠", "中", "ا", "ÿ", "\u{7FF}"];
        let mut s = text;
        for p in picks {
            s.push_str(SPICE[p]);
        }
        let bytes = s.as_bytes();
        let mut want = Vec::new();
        let reference = kernel::count_scalar(bytes, &mut want);
        let mut got = Vec::new();
        prop_assert_eq!(kernel::count(bytes, &mut got), reference);
        prop_assert_eq!(&got, &want);
        #[cfg(target_arch = "x86_64")]
        {
            if std::arch::is_x86_feature_detected!("avx2") {
                let mut got = Vec::new();
                // SAFETY: AVX2 detected.
                prop_assert_eq!(unsafe { kernel::x86::count_avx2(bytes, &mut got) }, reference);
                prop_assert_eq!(&got, &want);
            }
        }
        // Every character that carries a warning is a candidate, except NUL, which is counted.
        prop_assert_eq!(reference.nul as usize, s.bytes().filter(|&b| b == 0).count());
        for (i, c) in s.char_indices() {
            if c != '\0' && utf8_inspector::codec::warning_for(c, i as u64).is_some() {
                prop_assert!(want.binary_search(&i).is_ok(), "U+{:04X} at {} not a candidate", u32::from(c), i);
            }
        }
    }

    #[test]
    fn legacy_and_out_of_range_values_round_trip(v in 0x11_0000u32..=0x7FFF_FFFF) {
        let e = encode_value(v).expect("≤ 0x7FFFFFFF");
        prop_assert_eq!(e.conformance, Conformance::BeyondUnicode);
        let (len, class) = decode_prefix(e.bytes(), true).expect("non-empty");
        prop_assert_eq!(usize::from(len), e.bytes().len());
        let kind = if e.bytes().len() >= 5 { ErrorKind::LegacyForm } else { ErrorKind::OutOfRange };
        prop_assert_eq!(class, Class::Error { kind, value: Some(v), expected_len: len });
    }
}

#[test]
fn encode_decode_every_scalar_value() {
    let mut n = 0u32;
    for c in (0..=0x10FFFFu32).filter_map(char::from_u32) {
        let e = encode_value(u32::from(c)).expect("scalar");
        let mut buf = [0u8; 4];
        assert_eq!(
            e.bytes(),
            c.encode_utf8(&mut buf).as_bytes(),
            "U+{:04X}",
            u32::from(c)
        );
        assert_eq!(e.conformance, Conformance::Valid);
        assert_eq!(
            decode_prefix(e.bytes(), true),
            Some((e.bytes().len() as u8, Class::Char(c)))
        );
        n += 1;
    }
    assert_eq!(n, 1_112_064);
}

#[test]
fn encoder_surrogates_and_limits() {
    for v in 0xD800..=0xDFFFu32 {
        let e = encode_value(v).expect("encodable bits");
        assert_eq!(e.conformance, Conformance::Surrogate);
        let (_, class) = decode_prefix(e.bytes(), true).expect("bytes");
        assert_eq!(
            class,
            Class::Error {
                kind: ErrorKind::Surrogate,
                value: Some(v),
                expected_len: 3
            }
        );
    }
    // The RFC 2279 6-byte maximum, as the issue and RFC 2279 give it.
    let max = encode_value(0x7FFF_FFFF).expect("31 bits");
    assert_eq!(max.bytes(), &[0xFD, 0xBF, 0xBF, 0xBF, 0xBF, 0xBF]);
    assert_eq!(
        max.bit_layout(),
        "1111110_1 10_111111 10_111111 10_111111 10_111111 10_111111"
    );
    assert!(encode_value(0x8000_0000).is_err());
    // The seeds' example: U+2260 = E2 89 A0 = 1110_0010 10_001001 10_100000.
    let ne = encode_value(0x2260).expect("scalar");
    assert_eq!(ne.bytes(), &[0xE2, 0x89, 0xA0]);
    assert_eq!(ne.bit_layout(), "1110_0010 10_001001 10_100000");
}

/// Real files: the fast path and the reference path agree on every count and record.
#[test]
fn fast_path_equals_reference_on_corpora() {
    let mut inputs = vec![common::wikipedia_corpus()];
    for rel in [
        "kuhn/UTF-8-test.txt",
        "vectors/flenniken/utf8tests.bin",
        "perf/blns/blns.txt",
        "perf/unicode_lipsum/wikipedia_mars/french.latin1.txt",
        "perf/unicode_lipsum/wikipedia_mars/german.utflatin8.txt",
        "perf/unicode_lipsum/lipsum/Emoji-Lipsum.utf8.txt",
        "perf/unicode_lipsum/utf32_to_utf8/1-2-3-utf8-bytes.txt",
    ] {
        inputs.push(common::read_testdata(rel));
    }
    for bytes in &inputs {
        let slow = scan_bytes(bytes, full_opts(false));
        for chunk in [bytes.len().max(1), 4096, 1000, 7] {
            let mut s = Scanner::new(full_opts(true));
            for c in bytes.chunks(chunk) {
                s.feed(c);
            }
            let fast = s.finish();
            assert_eq!(fast.stats, slow.stats, "chunk {chunk}");
            assert_eq!(fast.errors, slow.errors);
            assert_eq!(fast.warnings, slow.warnings);
        }
        assert_eq!(slow.stats.is_valid(), std::str::from_utf8(bytes).is_ok());
    }
}

/// The branch-light window decoder agrees with `decode_prefix` on every lead/second byte pair with
/// representative third bytes and tails, including its U+FFFD count.
#[test]
fn decode_window_equals_decode_prefix() {
    use utf8_inspector::codec::{decode_window, replacement_count};
    let thirds = [0x00, 0x41, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF];
    let tails: [[u8; 5]; 4] = [
        [0x80, 0x80, 0x80, 0x80, 0x80],
        [0xBF, 0xBF, 0x41, 0x80, 0x80],
        [0x41, 0x41, 0x41, 0x41, 0x41],
        [0x90, 0xA0, 0xB0, 0xFF, 0x80],
    ];
    let mut checked = 0u64;
    for b0 in 0..=255u8 {
        for b1 in 0..=255u8 {
            for &b2 in &thirds {
                for tail in &tails {
                    let w = [b0, b1, b2, tail[0], tail[1], tail[2], tail[3], tail[4]];
                    let q = decode_window(&w);
                    let (len, class) =
                        decode_prefix(&w, false).expect("8 bytes always hold a sequence");
                    assert_eq!((q.len, q.class()), (len, class), "window {w:02X?}");
                    let want = if q.is_error() {
                        replacement_count(&w[..usize::from(len)])
                    } else {
                        0
                    };
                    assert_eq!(u32::from(q.replacements), want, "window {w:02X?}");
                    checked += 1;
                }
            }
        }
    }
    assert_eq!(checked, 256 * 256 * 10 * 4);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 20000, ..ProptestConfig::default() })]
    #[test]
    fn decode_window_random(w in proptest::array::uniform8(tricky_byte())) {
        let q = utf8_inspector::codec::decode_window(&w);
        let (len, class) = decode_prefix(&w, false).expect("8 bytes");
        prop_assert_eq!((q.len, q.class()), (len, class));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 20000, ..ProptestConfig::default() })]
    /// The start mask equals the starts of the sequence iterator (block[0] always starts one).
    #[test]
    fn starts64_matches_grouping(block in proptest::array::uniform32(tricky_byte()),
                                 more in proptest::array::uniform32(tricky_byte())) {
        use utf8_inspector::codec::window::{class_masks, class_masks_scalar, starts64};
        let mut b = [0u8; 64];
        b[..32].copy_from_slice(&block);
        b[32..].copy_from_slice(&more);
        let mut want = 0u64;
        for s in Sequences::new(&b, 0) {
            want |= 1 << s.offset;
        }
        prop_assert_eq!(starts64(&b), want, "{:02X?}", b);
        // The SIMD masks equal the plain ones.
        prop_assert_eq!(class_masks(&b), class_masks_scalar(&b));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 5000, ..ProptestConfig::default() })]
    #[test]
    fn byte_masks_simd_equals_scalar(a in proptest::array::uniform32(any::<u8>()), b in proptest::array::uniform32(tricky_byte())) {
        use utf8_inspector::codec::window::{byte_masks, byte_masks_scalar};
        let mut block = [0u8; 64];
        block[..32].copy_from_slice(&a);
        block[32..].copy_from_slice(&b);
        prop_assert_eq!(byte_masks(&block), byte_masks_scalar(&block));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]
    /// With no error records kept (as `check` runs), the scanner takes its block-counting path on
    /// error-dense input; its counts, first error and warnings equal the reference's.
    #[test]
    fn scanner_without_records_equals_reference(bytes in proptest::collection::vec(tricky_byte(), 0..700),
                                                cuts in proptest::collection::vec(any::<prop::sample::Index>(), 0..4),
                                                cap in prop_oneof![0usize..6, Just(usize::MAX)]) {
        let (got, reference) = chunked_fast_and_reference(&bytes, &cuts, cap);
        prop_assert_eq!(&got.stats, &reference.stats);
        prop_assert_eq!(&got.warnings, &reference.warnings);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4000, ..ProptestConfig::default() })]
    /// The fused validate-and-count kernel: what it proves valid is valid, its counts and candidates
    /// equal the plain ones for that prefix, and on valid input it gets to within one step of the end.
    #[test]
    fn validate_and_count_is_exact(text in any::<String>(),
                                   picks in proptest::collection::vec(0usize..40, 0..200),
                                   edits in proptest::collection::vec((any::<prop::sample::Index>(), tricky_byte()), 0..3)) {
        const SPICE: [&str; 40] = ["\0", "\u{80}", "\u{9F}", "\u{A0}", "\u{AD}", "\u{61C}", "\u{600}", "\u{200B}",
            "\u{200E}", "\u{2014}", "\u{202E}", "\u{2066}", "\u{2060}", "\u{E000}", "\u{F8FF}", "\u{F900}",
            "\u{FDD0}", "\u{FDEF}", "\u{FEFF}", "\u{FF0C}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{1F600}",
            "\u{1FFFE}", "\u{2FFFF}", "\u{F0000}", "\u{10FFFD}", "\u{10FFFF}", "\u{E0001}", "\r", "\n", "\r\n",
            "a", "é", "≠", "中", "ا", "ÿ", "\u{7FF}"];
        let mut s = text;
        for p in picks {
            s.push_str(SPICE[p]);
        }
        let mut bytes = s.into_bytes();
        let valid_input = edits.is_empty();
        for (i, x) in edits {
            if !bytes.is_empty() {
                let at = i.index(bytes.len());
                bytes[at] = x;
            }
        }
        let mut got = Vec::new();
        let (cut, counts) = kernel::validate_and_count(&bytes, &mut got);
        prop_assert!(std::str::from_utf8(&bytes[..cut]).is_ok(), "cut {} not valid", cut);
        let mut want = Vec::new();
        let reference = kernel::count_scalar(&bytes[..cut], &mut want);
        prop_assert_eq!(counts, reference);
        prop_assert_eq!(got, want);
        let avx2 = cfg!(target_arch = "x86_64") && std::arch::is_x86_feature_detected!("avx2");
        if avx2 && valid_input && bytes.len() >= 64 {
            prop_assert!(cut + 32 + 3 >= bytes.len(), "cut {} of {}", cut, bytes.len());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]
    /// Long valid runs with NULs (counted in bulk by the kernel) and a small record cap: the kept
    /// warnings are the first ones in offset order, as in the reference.
    #[test]
    fn nul_warnings_are_capped_in_order(parts in proptest::collection::vec(prop_oneof![
            Just("\0"), Just("\u{200B}"), Just("abcdefghijklmnopqrstuvwxyz0123456789"), Just("é≠中"),
            Just("\u{FEFF}"), Just("\u{FFFD}")], 0..80),
                                        cap in 0usize..8) {
        let text: String = parts.concat();
        let opts = |fast| ScanOptions { max_errors: 0, max_warnings: cap, fast };
        let reference = scan_bytes(text.as_bytes(), opts(false));
        let got = scan_bytes(text.as_bytes(), opts(true));
        prop_assert_eq!(&got.stats, &reference.stats);
        prop_assert_eq!(&got.warnings, &reference.warnings);
        prop_assert_eq!(got.warnings_dropped, reference.warnings_dropped);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]
    /// Joiner controls are warned about only where they hide (`joiner_in_use` on their neighbours),
    /// whatever the chunking and on both paths; the count equals one taken from the decoded string
    /// by an independent walk over its characters, and a small record cap keeps the first ones.
    #[test]
    fn joiner_warnings_follow_their_neighbours(parts in proptest::collection::vec(prop_oneof![
            Just("\u{200D}"), Just("\u{200C}"), Just("👩"), Just("\u{FE0F}"), Just("ب"), Just("क्"),
            Just("a"), Just(" "), Just("é"), Just("\u{200B}"), Just("\0"), Just("\n"), Just("\u{FEFF}"),
            Just("abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz0123456789")], 0..60),
                                              cuts in proptest::collection::vec(any::<prop::sample::Index>(), 0..8),
                                              cap in prop_oneof![0usize..6, Just(usize::MAX)],
                                              damage in proptest::option::of((any::<prop::sample::Index>(), tricky_byte()))) {
        let text: String = parts.concat();
        let mut bytes = text.into_bytes();
        if let Some((at, b)) = damage && !bytes.is_empty() {
            let i = at.index(bytes.len());
            bytes[i] = b;
        }
        let (got, reference) = chunked_fast_and_reference(&bytes, &cuts, cap);
        prop_assert_eq!(&got.stats, &reference.stats);
        prop_assert_eq!(&got.warnings, &reference.warnings);
        prop_assert_eq!(got.warnings_dropped, reference.warnings_dropped);
        // The oracle: the sequences in order, each joiner judged by the whole characters beside it.
        let seqs: Vec<_> = Sequences::new(&bytes, 0).collect();
        let ch = |s: Option<&utf8_inspector::codec::Sequence>| match s.map(|s| s.class) {
            Some(Class::Char(c)) => Some(c),
            _ => None,
        };
        let mut hidden = 0u64;
        let mut other = 0u64;
        for (i, s) in seqs.iter().enumerate() {
            if let Class::Char(c) = s.class {
                if utf8_inspector::codec::is_joiner(c) {
                    let prev = if i == 0 { None } else { ch(seqs.get(i - 1)) };
                    if !utf8_inspector::codec::joiner_in_use(prev, ch(seqs.get(i + 1))) {
                        hidden += 1;
                    }
                } else if utf8_inspector::codec::warning_for(c, s.offset) == Some(WarningKind::Invisible) {
                    other += 1;
                }
            }
        }
        prop_assert_eq!(got.stats.warnings[WarningKind::Invisible.index()], hidden + other);
        // The kept records are the first ones in offset order.
        prop_assert!(got.warnings.windows(2).all(|w| w[0].offset < w[1].offset));
    }
}

/// Found by the fuzzer: a CR booked on the slow path right before an empty fast-path run lost its
/// pending state, so the LF after it counted as a lone LF (and the CR as a lone CR).
#[test]
fn regression_cr_then_empty_fast_run_then_lf() {
    let bytes = common::unhex(
        "9473300a2b303e000000300a302e30300a302e2e300a2e0a302e302e2c2c300a2c0a302c302c300a302e300a0700302f302c300a302c302f302c300a2d2d310a0d0a69a5",
    );
    let opts = |fast| ScanOptions {
        max_errors: 0,
        max_warnings: 0,
        fast,
    };
    let reference = scan_bytes(&bytes, opts(false));
    assert_eq!(
        (reference.stats.lf, reference.stats.crlf, reference.stats.cr),
        (12, 1, 0)
    );
    for chunk in 1..=bytes.len() {
        let mut s = Scanner::new(opts(true));
        for c in bytes.chunks(chunk) {
            s.feed(c);
        }
        assert_eq!(s.finish().stats, reference.stats, "chunk {chunk}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 10_000_000,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]
    /// The long run (10 million inputs biased toward leads, continuations and chunk edges), opt-in:
    /// `cargo test --release --test codec_props -- --ignored`.
    #[test]
    #[ignore = "long: 10 million inputs; run with --ignored"]
    fn long_run_agrees_with_std_lossy_and_the_reference(bytes in tricky_bytes(),
                                                         cut in any::<prop::sample::Index>()) {
        match std::str::from_utf8(&bytes) {
            Ok(_) => prop_assert!(utf8_error(&bytes).is_none()),
            Err(e) => {
                let o = utf8_error(&bytes).expect("std says invalid");
                prop_assert_eq!((o.valid_up_to, o.error_len), (e.valid_up_to(), e.error_len()));
            }
        }
        prop_assert_eq!(decode_lossy(&bytes), String::from_utf8_lossy(&bytes));
        let at = cut.index(bytes.len() + 1);
        let opts = |fast| ScanOptions { max_errors: 0, max_warnings: 2, fast };
        let reference = scan_bytes(&bytes, opts(false));
        let mut s = Scanner::new(opts(true));
        s.feed(&bytes[..at]);
        s.feed(&bytes[at..]);
        let got = s.finish();
        prop_assert_eq!(&got.stats, &reference.stats);
        prop_assert_eq!(&got.warnings, &reference.warnings);
    }
}

/// Every scalar value that carries a warning (U+180E, the tag characters and U+FFF9–FFFB
/// included) is a candidate of the counting kernel, scalar and SIMD alike, and the scan counts it.
#[test]
fn every_warned_scalar_value_is_a_kernel_candidate() {
    let text: String = (1..=0x10FFFFu32)
        .filter_map(char::from_u32)
        .flat_map(|c| [c, 'a'])
        .collect();
    let bytes = text.as_bytes();
    let mut want = Vec::new();
    let reference = kernel::count_scalar(bytes, &mut want);
    let mut got = Vec::new();
    assert_eq!(kernel::count(bytes, &mut got), reference);
    assert_eq!(got, want);
    let mut warned = 0u64;
    for (i, c) in text.char_indices() {
        if utf8_inspector::codec::warning_for(c, i as u64).is_some() {
            warned += 1;
            assert!(
                want.binary_search(&i).is_ok(),
                "U+{:04X} at {i} not a candidate",
                u32::from(c)
            );
        }
    }
    let r = scan_bytes(bytes, ScanOptions::default());
    assert_eq!(r.stats.warnings.iter().sum::<u64>(), warned);
    for c in [
        '\u{180E}',
        '\u{FFF9}',
        '\u{FFFB}',
        '\u{E0001}',
        '\u{E0041}',
        '\u{E007F}',
    ] {
        assert_eq!(
            utf8_inspector::codec::warning_for(c, 1),
            Some(utf8_inspector::codec::WarningKind::Invisible),
            "U+{:04X}",
            u32::from(c)
        );
    }
}
