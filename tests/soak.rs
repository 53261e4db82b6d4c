//! Soak tests, in a process of their own (they count this process's file descriptors, which other
//! tests running beside them would change).

use std::time::Duration;
use utf8_inspector::document::Document;

fn open_fds() -> usize {
    std::fs::read_dir("/proc/self/fd")
        .map(std::iter::Iterator::count)
        .unwrap_or(0)
}

fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .map(str::to_owned)
        })
        .and_then(|l| l.split_whitespace().nth(1).and_then(|n| n.parse().ok()))
        .unwrap_or(0)
}

/// Open and close 1,000 files of assorted sizes in one process: no descriptor leaks, memory flat.
fn soak_open_and_close_a_thousand_files() {
    let dir = tempfile::tempdir().expect("dir");
    let sizes = [0usize, 1, 100, 4096, 65_536, 300_000];
    let paths: Vec<_> = sizes
        .iter()
        .map(|&n| {
            let p = dir.path().join(format!("f{n}"));
            let body: Vec<u8> = "é≠\u{1F600}a\n".bytes().cycle().take(n).collect();
            std::fs::write(&p, body).expect("write");
            p
        })
        .collect();
    let run = |count: usize| {
        for i in 0..count {
            let mut doc = Document::open(&paths[i % paths.len()], || {}).expect("open");
            let _ = doc.cells(0, 512);
            doc.poll();
        }
    };
    // The worker threads of a dropped document (scan, diagnosis) end on their own, at their next
    // block; on a busy machine that takes a while. A leak never comes back: wait for the count.
    let settle = |want: usize| {
        let t = std::time::Instant::now();
        while open_fds() > want && t.elapsed() < Duration::from_secs(30) {
            std::thread::sleep(Duration::from_millis(50));
        }
        open_fds()
    };
    let fds = open_fds();
    run(50); // warm up allocator and thread stacks
    assert_eq!(
        settle(fds),
        fds,
        "file descriptors leaked during the warm-up"
    );
    let rss = rss_kib();
    run(1000);
    let fds_after = settle(fds);
    let rss_after = rss_kib();
    assert_eq!(fds_after, fds, "file descriptors leaked");
    eprintln!("soak: RSS {rss} KiB before, {rss_after} KiB after 1,000 open/close cycles");
    assert!(
        rss_after < rss + 50 * 1024,
        "RSS grew from {rss} to {rss_after} KiB"
    );
}

/// Scroll a 5 GiB (sparse) file from start to end, a screenful at a time at 2,000 places: memory
/// stays flat because only the visible window is ever read.
fn soak_scroll_through_five_gibibytes() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("five.bin");
    std::fs::File::create(&path)
        .expect("create")
        .set_len(5 << 30)
        .expect("sparse");
    let mut doc = Document::open(&path, || {}).expect("open");
    doc.cancel_scan();
    let _ = doc.cells(0, 64 * 16);
    let rss = rss_kib();
    let size = doc.size();
    for i in 0..2000u64 {
        let at = size / 2000 * i;
        assert_eq!(doc.cells(at, 64 * 16).len(), 64 * 16);
    }
    assert_eq!(doc.cells(size - 16, 16).len(), 16);
    let rss_after = rss_kib();
    eprintln!("scroll soak: RSS {rss} KiB before, {rss_after} KiB after 2,000 screens over 5 GiB");
    assert!(
        rss_after < rss + 16 * 1024,
        "RSS grew from {rss} to {rss_after} KiB"
    );
}

/// `check` on a 5 GiB UTF-16LE file (text, then a sparse run of U+0000, then a lone low surrogate
/// in the last two bytes): one pass in constant memory, every unit counted, the error found at the
/// very end.
fn soak_check_five_gibibytes_of_utf16() {
    use std::io::{Seek, SeekFrom, Write};
    use utf8_inspector::codec::WideForm;
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("five-utf16.txt");
    let text = "Příliš žluťoučký kůň úpěl ďábelské ódy 😀 日本語\n".repeat(20_000);
    let mut head = WideForm::Utf16Le.bom().to_vec();
    for c in text.chars() {
        WideForm::Utf16Le.encode(c, &mut head);
    }
    let size: u64 = 5 << 30;
    let mut f = std::fs::File::create(&path).expect("create");
    f.write_all(&head).expect("write");
    f.set_len(size).expect("sparse");
    f.seek(SeekFrom::Start(size - 2)).expect("seek");
    f.write_all(&[0x00, 0xDC]).expect("write");
    drop(f);
    let rss = rss_kib();
    let checked = utf8_inspector::cli::check::check_file(&path, |_| {}).expect("checked");
    let rss_after = rss_kib();
    let w = checked.wide.expect("read as UTF-16");
    assert_eq!(w.bytes, size);
    assert!(w.bom);
    let zeros = (size - 2 - head.len() as u64) / 2;
    assert_eq!(w.chars, text.chars().count() as u64 + zeros);
    assert_eq!(w.errors, 1);
    let e = w.first_error.expect("the lone surrogate");
    assert_eq!((e.offset, e.value), (size - 2, 0xDC00));
    assert_eq!(e.line, 20_001);
    eprintln!("UTF-16 soak: RSS {rss} KiB before, {rss_after} KiB after checking 5 GiB");
    assert!(
        rss_after < rss + 16 * 1024,
        "RSS grew from {rss} to {rss_after} KiB"
    );
}

/// The soaks, one after the other, so nothing else runs in this process meanwhile.
#[test]
fn soak() {
    soak_open_and_close_a_thousand_files();
    soak_scroll_through_five_gibibytes();
    soak_check_five_gibibytes_of_utf16();
}
