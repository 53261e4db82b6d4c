//! The diagnosis's cost, against a reference in the same run.
//!
//! Goals (issue 9): guessing the encoding of a 10 KB legacy file costs ≤ 0.2 ms, of 1 MB ≤ 10 ms.
//! Machines are noisy, so the same run also times `encoding_rs` decoding the same bytes as
//! windows-1252 (the least any guess must do is read them once) and chardetng guessing them (a
//! mature detector): read the ratios. Inputs: Polish text from ../shared/testdata/udhr encoded as
//! ISO-8859-2, repeated to size; and Russian Wikipedia text read as windows-1252 (mojibake) for the
//! mojibake search.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::PathBuf;
use utf8_inspector::analysis::diagnosis;
use utf8_inspector::analysis::legacy::by_name;
use utf8_inspector::analysis::mojibake;

fn testdata(rel: &str) -> Vec<u8> {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/testdata")
        .join(rel);
    std::fs::read(&p).unwrap_or_else(|e| panic!("benchmarks need {}: {e}", p.display()))
}

fn repeated(bytes: &[u8], size: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(size + bytes.len());
    while out.len() < size {
        out.extend_from_slice(bytes);
    }
    out.truncate(size);
    out
}

fn bench(c: &mut Criterion) {
    // Warm the language models and tables (built once per process).
    let _ = diagnosis::guess_legacy(b"caf\xe9");
    let polish = String::from_utf8(testdata("udhr/pol.txt")).expect("UTF-8");
    let latin2 = by_name("ISO-8859-2").expect("ISO-8859-2");
    let legacy: Vec<u8> = polish
        .chars()
        .filter_map(|c| latin2.encode_char(c))
        .collect();
    let mut g = c.benchmark_group("guess");
    for size in [10 * 1024, 1 << 20] {
        let input = repeated(&legacy, size);
        g.throughput(Throughput::Bytes(size as u64));
        g.bench_with_input(
            BenchmarkId::new("utf8_inspector_guess", size),
            &input,
            |b, i| b.iter(|| diagnosis::guess_legacy(black_box(i))),
        );
        g.bench_with_input(
            BenchmarkId::new("utf8_inspector_diagnose", size),
            &input,
            |b, i| b.iter(|| diagnosis::diagnose(black_box(i), i.len() as u64)),
        );
        g.bench_with_input(BenchmarkId::new("chardetng", size), &input, |b, i| {
            b.iter(|| {
                let mut d = chardetng::EncodingDetector::new(chardetng::Iso2022JpDetection::Deny);
                d.feed(black_box(i), true);
                d.guess(None, chardetng::Utf8Detection::Allow)
            });
        });
        g.bench_with_input(
            BenchmarkId::new("encoding_rs_decode", size),
            &input,
            |b, i| b.iter(|| encoding_rs::WINDOWS_1252.decode_without_bom_handling(black_box(i))),
        );
    }
    g.finish();

    let russian = String::from_utf8(testdata(
        "perf/unicode_lipsum/wikipedia_mars/russian.utf8.txt",
    ))
    .expect("UTF-8");
    let mut end = 64 * 1024;
    while !russian.is_char_boundary(end) {
        end -= 1;
    }
    let text = &russian[..end];
    let garbled = encoding_rs::WINDOWS_1252
        .decode_without_bom_handling(text.as_bytes())
        .0
        .into_owned();
    let mut g = c.benchmark_group("mojibake");
    g.throughput(Throughput::Bytes(text.len() as u64));
    g.bench_function("correct_text_64k", |b| {
        b.iter(|| mojibake::diagnose(black_box(text)));
    });
    g.bench_function("garbled_text_64k", |b| {
        b.iter(|| mojibake::diagnose(black_box(&garbled)));
    });
    g.bench_function("encoding_rs_decode_64k", |b| {
        b.iter(|| {
            encoding_rs::WINDOWS_1252.decode_without_bom_handling(black_box(text.as_bytes()))
        });
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
