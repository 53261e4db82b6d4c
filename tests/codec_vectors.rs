//! The codec against third-party expectations: 662 decode vectors (CPython, encoding_rs, WPT, Rust std,
//! flenniken/utf8tests), Rust std's error positions, flenniken's whole-file reference output.

mod common;

use common::{jsonl, read_testdata, unhex};
use utf8_inspector::codec::{self, Class, StreamDecoder, decode_lossy, utf8_error};

#[test]
fn all_662_vectors_lossy_and_strict() {
    let vectors = jsonl("vectors/utf8_vectors.jsonl");
    assert_eq!(vectors.len(), 662, "the vector file should hold 662 cases");
    let mut strict_checked = 0;
    for v in &vectors {
        let bytes = unhex(v["bytes_hex"].as_str().expect("bytes_hex"));
        let expected: Vec<u32> = v["expected_lossy_codepoints"]
            .as_array()
            .expect("codepoints")
            .iter()
            .map(|x| x.as_u64().expect("int") as u32)
            .collect();
        let got: Vec<u32> = decode_lossy(&bytes).chars().map(u32::from).collect();
        assert_eq!(
            got, expected,
            "lossy decode of {} ({})",
            v["bytes_hex"], v["note"]
        );

        // The U+FFFD count computed per error sequence adds up to the lossy output's count
        // (minus genuine U+FFFD characters in the input).
        let mut fffd_from_errors = 0;
        let mut genuine = 0;
        for s in codec::Sequences::new(&bytes, 0) {
            let span = &bytes[s.offset as usize..s.end() as usize];
            match s.class {
                Class::Error { .. } => fffd_from_errors += codec::replacement_count(span),
                Class::Char('\u{FFFD}') => genuine += 1,
                Class::Char(_) => {}
            }
        }
        let fffd_expected = expected.iter().filter(|&&c| c == 0xFFFD).count() as u32;
        assert_eq!(
            fffd_from_errors + genuine,
            fffd_expected,
            "FFFD count of {}",
            v["bytes_hex"]
        );

        if let Some(strict) = v
            .get("expected_strict_error")
            .and_then(serde_json::Value::as_bool)
        {
            assert_eq!(
                utf8_error(&bytes).is_some(),
                strict,
                "strict verdict of {}",
                v["bytes_hex"]
            );
            strict_checked += 1;
        }
        // And our strict verdict always agrees with std's.
        assert_eq!(
            utf8_error(&bytes).is_none(),
            std::str::from_utf8(&bytes).is_ok()
        );
    }
    assert_eq!(strict_checked, 454);
}

#[test]
fn error_positions_match_std() {
    let cases = jsonl("vectors/utf8_error_positions.jsonl");
    assert_eq!(cases.len(), 19);
    for c in &cases {
        let bytes = unhex(c["bytes_hex"].as_str().expect("hex"));
        let info = utf8_error(&bytes).expect("every case is invalid");
        assert_eq!(
            info.valid_up_to as u64,
            c["valid_up_to"].as_u64().expect("int"),
            "{c}"
        );
        assert_eq!(
            info.error_len.map(|n| n as u64),
            c["error_len"].as_u64(),
            "{c}"
        );
    }
}

#[test]
fn flenniken_whole_file_replace_output() {
    let input = read_testdata("vectors/flenniken/utf8tests.bin");
    let reference = read_testdata("vectors/flenniken/artifacts/utf8.replace.ref.txt");
    let ours = decode_lossy(&input);
    assert_eq!(
        ours.as_bytes(),
        &reference[..],
        "lossy output differs from utf8.replace.ref.txt"
    );
    // Python's and Node.js's outputs are byte-identical to the reference too.
    let py = read_testdata("vectors/flenniken/artifacts/utf8.replace.python.3.7.5.txt");
    assert_eq!(ours.as_bytes(), &py[..]);
}

#[test]
fn flenniken_chunked_equals_one_pass() {
    let input = read_testdata("vectors/flenniken/utf8tests.bin");
    let whole: Vec<_> = codec::Sequences::new(&input, 0).collect();
    for chunk in [1, 2, 3, 5, 7, 64] {
        let mut d = StreamDecoder::new();
        let mut got = Vec::new();
        for c in input.chunks(chunk) {
            d.feed(c, |s| got.push(s));
        }
        d.finish(|s| got.push(s));
        assert_eq!(got, whole, "chunk size {chunk}");
    }
}
