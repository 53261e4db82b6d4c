//! Whole-input scan throughput, against the references in the same run.
//!
//! Goals (issue 2): on valid multilingual text the scan runs at ≥ 0.5× simdutf8; on random bytes at
//! ≥ 2.5× `String::from_utf8_lossy`. Read the ratios, not the absolute numbers: machines are noisy.
//! Inputs: the 18-language Wikipedia corpus from ../shared/testdata repeated to 64 MiB, and 16 MiB of
//! pseudo-random bytes (a fixed xorshift seed, so every run sees the same bytes).

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::PathBuf;
use utf8_inspector::analysis::{ScanOptions, Scanner};
use utf8_inspector::codec::{WideForm, WideScanner, decode_lossy};

fn testdata() -> PathBuf {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/testdata");
    assert!(
        p.exists(),
        "benchmarks need ../shared/testdata ({} missing)",
        p.display()
    );
    p
}

fn multilingual(size: usize) -> Vec<u8> {
    let dir = testdata().join("perf/unicode_lipsum/wikipedia_mars");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .expect("corpus dir")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.to_string_lossy().ends_with(".utf8.txt"))
        .collect();
    names.sort();
    let mut one = Vec::new();
    for n in names {
        one.extend(std::fs::read(n).expect("corpus file"));
    }
    let mut all = Vec::with_capacity(size + one.len());
    while all.len() < size {
        all.extend_from_slice(&one);
    }
    all.truncate(size);
    // Do not end inside a character.
    while std::str::from_utf8(&all).is_err() {
        all.pop();
    }
    all
}

fn random(size: usize) -> Vec<u8> {
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    (0..size)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 24) as u8
        })
        .collect()
}

/// The scan as `check` runs it: 256 KiB blocks through the streaming scanner.
fn scan(bytes: &[u8]) -> u64 {
    let mut s = Scanner::new(ScanOptions::default());
    for c in bytes.chunks(256 * 1024) {
        s.feed(c);
    }
    let r = s.finish();
    r.stats.errors + r.stats.chars()
}

fn valid_text(c: &mut Criterion) {
    let input = multilingual(64 << 20);
    let mut g = c.benchmark_group("valid-multilingual-64MiB");
    g.sample_size(20);
    g.throughput(Throughput::Bytes(input.len() as u64));
    g.bench_function("simdutf8::basic::from_utf8", |b| {
        b.iter(|| simdutf8::basic::from_utf8(black_box(&input)).is_ok());
    });
    g.bench_function("encoding_rs::Encoding::utf8_valid_up_to", |b| {
        b.iter(|| encoding_rs::Encoding::utf8_valid_up_to(black_box(&input)));
    });
    g.bench_function("std::str::from_utf8", |b| {
        b.iter(|| std::str::from_utf8(black_box(&input)).is_ok());
    });
    g.bench_function("utf8-inspector scan", |b| {
        b.iter(|| scan(black_box(&input)));
    });
    g.finish();
}

fn random_bytes(c: &mut Criterion) {
    let input = random(16 << 20);
    let mut g = c.benchmark_group("random-bytes-16MiB");
    g.sample_size(10);
    g.throughput(Throughput::Bytes(input.len() as u64));
    g.bench_function("String::from_utf8_lossy", |b| {
        b.iter(|| String::from_utf8_lossy(black_box(&input)).len());
    });
    g.bench_function("encoding_rs UTF-8 decode", |b| {
        b.iter(|| {
            encoding_rs::UTF_8
                .decode_without_bom_handling(black_box(&input))
                .0
                .len()
        });
    });
    g.bench_function("utf8-inspector scan", |b| {
        b.iter(|| scan(black_box(&input)));
    });
    g.bench_function("utf8-inspector decode_lossy", |b| {
        b.iter(|| decode_lossy(black_box(&input)).len());
    });
    g.finish();
}

/// Mostly-valid text with an error every ~4 KiB: the fast path must come back after each error.
fn sparse_errors(c: &mut Criterion) {
    let mut input = multilingual(16 << 20);
    for i in (0..input.len()).step_by(4099) {
        input[i] = 0xFF;
    }
    let mut g = c.benchmark_group("multilingual-error-every-4KiB-16MiB");
    g.sample_size(10);
    g.throughput(Throughput::Bytes(input.len() as u64));
    g.bench_function("String::from_utf8_lossy", |b| {
        b.iter(|| String::from_utf8_lossy(black_box(&input)).len());
    });
    g.bench_function(BenchmarkId::new("utf8-inspector scan", "sparse"), |b| {
        b.iter(|| scan(black_box(&input)));
    });
    g.finish();
}

/// UTF-16LE: the multilingual corpus (surrogate pairs included, from its emoji and CJK extension
/// characters) scanned as `check` scans it, against encoding_rs's UTF-16LE → UTF-8 decode and
/// `char::decode_utf16` in the same run. Goal (issue 12): ≥ 1 GiB/s on valid text.
fn utf16_text(c: &mut Criterion) {
    let text = String::from_utf8(multilingual(32 << 20)).expect("valid");
    let mut input = Vec::with_capacity(text.len() * 2);
    for c in text.chars() {
        WideForm::Utf16Le.encode(c, &mut input);
    }
    let mut g = c.benchmark_group("utf16le-multilingual");
    g.sample_size(20);
    g.throughput(Throughput::Bytes(input.len() as u64));
    g.bench_function("encoding_rs UTF-16LE decode", |b| {
        b.iter(|| {
            encoding_rs::UTF_16LE
                .decode_without_bom_handling(black_box(&input))
                .0
                .len()
        });
    });
    g.bench_function("char::decode_utf16 count", |b| {
        b.iter(|| {
            char::decode_utf16(
                black_box(&input)
                    .chunks_exact(2)
                    .map(|p| u16::from_le_bytes([p[0], p[1]])),
            )
            .filter(Result::is_ok)
            .count()
        });
    });
    g.bench_function("utf8-inspector UTF-16 scan", |b| {
        b.iter(|| {
            let mut s = WideScanner::new(WideForm::Utf16Le);
            for c in black_box(&input).chunks(256 * 1024) {
                s.feed(c);
            }
            s.finish().chars
        });
    });
    g.finish();
}

criterion_group!(benches, valid_text, random_bytes, sparse_errors, utf16_text);
criterion_main!(benches);
