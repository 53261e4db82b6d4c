//! Arbitrary bytes through every decoding path, checked against std, `String::from_utf8_lossy` and
//! encoding_rs, one-shot and in chunkings the input itself chooses.
#![no_main]

use libfuzzer_sys::fuzz_target;
use utf8_inspector::analysis::{ScanOptions, Scanner, scan_bytes};
use utf8_inspector::codec::{Sequences, StreamDecoder, decode_lossy, utf8_error};

fuzz_target!(|data: &[u8]| {
    // The first byte chooses the chunk sizes; the rest is the input.
    let (seed, bytes) = match data.split_first() {
        Some((s, rest)) => (*s, rest),
        None => (0, data),
    };
    // Strict: identical to std.
    match std::str::from_utf8(bytes) {
        Ok(_) => assert!(utf8_error(bytes).is_none()),
        Err(e) => {
            let ours = utf8_error(bytes).expect("std says invalid");
            assert_eq!((ours.valid_up_to, ours.error_len), (e.valid_up_to(), e.error_len()));
        }
    }
    // Lossy: identical to std and encoding_rs.
    let lossy = decode_lossy(bytes);
    assert_eq!(lossy, String::from_utf8_lossy(bytes));
    assert_eq!(lossy, encoding_rs::UTF_8.decode_without_bom_handling(bytes).0);
    // Streaming: any chunking gives the one-pass sequences.
    let whole: Vec<_> = Sequences::new(bytes, 0).collect();
    let sizes = [1usize, 2, 3, 5, 7, 13, 64, 4096];
    let chunk = sizes[usize::from(seed) % sizes.len()];
    let mut d = StreamDecoder::new();
    let mut got = Vec::new();
    for c in bytes.chunks(chunk) {
        d.feed(c, |s| got.push(s));
    }
    d.finish(|s| got.push(s));
    assert_eq!(got, whole);
    // The scanner's fast paths equal its plain reference, with and without records.
    for max in [0usize, usize::MAX] {
        let opts = |fast| ScanOptions { max_errors: max, max_warnings: if seed & 1 == 0 { max } else { 3 }, fast };
        let reference = scan_bytes(bytes, opts(false));
        let mut s = Scanner::new(opts(true));
        for c in bytes.chunks(chunk.max(usize::from(seed >> 3) + 1)) {
            s.feed(c);
        }
        let fast = s.finish();
        assert_eq!(fast.stats, reference.stats);
        assert_eq!(fast.warnings, reference.warnings);
        if max == usize::MAX {
            assert_eq!(fast.errors, reference.errors);
        }
    }
});
