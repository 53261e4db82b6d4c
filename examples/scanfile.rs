//! Scans one file N times with the streaming scanner (for profiling: `perf record`).
use utf8_inspector::analysis::{ScanOptions, Scanner};

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("usage: scanfile FILE [REPEAT]");
    let repeat: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(1);
    let bytes = std::fs::read(&path).expect("read");
    let mut total = 0;
    for _ in 0..repeat {
        let mut s = Scanner::new(ScanOptions::default());
        for c in bytes.chunks(256 * 1024) {
            s.feed(c);
        }
        total += s.finish().stats.chars();
    }
    println!("{total}");
}
