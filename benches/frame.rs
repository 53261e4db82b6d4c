//! Frame cost of the real window, headless (egui_kittest), on a 1 TiB sparse file at 1920×1080:
//! one full frame with the view at the start, the middle and the end of the file, against an empty
//! egui frame in the same run; and opening a file up to its first frame.
//!
//! Goals (issue 3): a frame well under 4 ms of CPU at every offset (no growth with file size or
//! position), open-to-first-frame under 150 ms.

use criterion::{Criterion, criterion_group, criterion_main};
use egui::vec2;
use egui_kittest::Harness;
use std::path::{Path, PathBuf};
use utf8_inspector::ui::InspectorApp;
use utf8_inspector::ui::command::Command;

fn sparse_file(dir: &Path) -> PathBuf {
    let path = dir.join("one-tebibyte.bin");
    std::fs::File::create(&path)
        .and_then(|f| f.set_len(1 << 40))
        .expect("a 1 TiB sparse file");
    path
}

fn frames(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = sparse_file(dir.path());
    let mut g = c.benchmark_group("frame-1920x1080");
    g.sample_size(30);

    let mut empty = Harness::builder()
        .with_size(vec2(1920.0, 1080.0))
        .build_ui(|ui| {
            ui.label("empty");
        });
    g.bench_function("empty egui frame (reference)", |b| b.iter(|| empty.step()));

    let p = path.clone();
    let mut h = Harness::builder()
        .with_size(vec2(1920.0, 1080.0))
        .build_eframe(move |cc| InspectorApp::new(cc, Some(p), None));
    h.step();
    h.state_mut().apply(Command::CancelScan); // steady state: measure the frame, not a second core's scan
    let rows = (1u64 << 40) / 16;
    for (name, top) in [
        ("1 TiB at offset 0", 0),
        ("1 TiB in the middle", rows / 2),
        ("1 TiB at the end", u64::MAX),
    ] {
        h.state_mut().apply(Command::ScrollTo(top));
        h.step();
        g.bench_function(name, |b| b.iter(|| h.step()));
    }
    g.finish();

    let mut g = c.benchmark_group("open-to-first-frame");
    g.sample_size(20);
    g.bench_function("1 TiB sparse file", |b| {
        b.iter(|| {
            let p = path.clone();
            let mut h = Harness::builder()
                .with_size(vec2(1920.0, 1080.0))
                .build_eframe(move |cc| InspectorApp::new(cc, Some(p), None));
            h.step();
            h.state_mut().apply(Command::CancelScan);
        });
    });
    g.finish();
}

criterion_group!(benches, frames);
criterion_main!(benches);
