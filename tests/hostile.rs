//! Hostile and odd inputs: every one gets a clear message naming the path and the reason, or is shown
//! correctly; nothing panics, hangs or writes. (README, "Reliability", lists these cases.)

mod common;

use assert_cmd::Command;
use predicates::prelude::*;
use std::os::unix::fs::symlink;
use std::path::Path;
use std::time::{Duration, Instant};
use utf8_inspector::document::{Document, ScanState};

fn bin() -> Command {
    let mut c = Command::cargo_bin("utf8-inspector").expect("binary");
    c.timeout(Duration::from_secs(60));
    c
}

#[test]
fn odd_contents() {
    let dir = tempfile::tempdir().expect("dir");
    let p = |n: &str| dir.path().join(n);
    std::fs::write(p("empty"), b"").expect("write");
    std::fs::write(p("one-a"), b"A").expect("write");
    std::fs::write(p("one-80"), b"\x80").expect("write");
    std::fs::write(p("conts"), vec![0x80u8; 4096]).expect("write");
    std::fs::write(p("ff"), vec![0xFFu8; 1 << 20]).expect("write");
    std::fs::write(p("no-newline"), vec![b'a'; 1 << 20]).expect("write");

    let v = common::check_json(&p("empty"));
    assert_eq!(
        (
            v["valid"].as_bool(),
            v["size"].as_u64(),
            v["chars"].as_u64()
        ),
        (Some(true), Some(0), Some(0))
    );
    assert_eq!(common::check_json(&p("one-a"))["chars"], 1);
    let v = common::check_json(&p("one-80"));
    assert_eq!(v["first_error"]["kind"], "unexpected-continuation");
    let v = common::check_json(&p("conts"));
    assert_eq!(
        (v["errors"].as_u64(), v["replacements"].as_u64()),
        (Some(4096), Some(4096))
    );
    let v = common::check_json(&p("ff"));
    assert_eq!(v["by_kind"]["invalid-byte"], 1 << 20);
    assert_eq!(v["replacements"], 1 << 20);
    bin()
        .arg("check")
        .arg(p("no-newline"))
        .assert()
        .code(0)
        .stdout(predicate::str::contains("no line breaks"));
    // The same in the document model.
    for name in ["empty", "one-80", "ff"] {
        let mut doc = Document::open(&p(name), || {}).expect("opens");
        let t = Instant::now();
        while matches!(doc.scan_state(), ScanState::Running(_)) {
            doc.poll();
            assert!(t.elapsed() < Duration::from_secs(30));
            std::thread::sleep(Duration::from_millis(2));
        }
        let n = doc.size().min(16) as usize;
        assert_eq!(doc.cells(0, 16).len(), n);
    }
}

#[test]
fn paths_that_are_not_files() {
    let dir = tempfile::tempdir().expect("dir");
    let p = |n: &str| dir.path().join(n);
    symlink(p("nowhere"), p("dangling")).expect("symlink");
    symlink(p("loop-b"), p("loop-a")).expect("symlink");
    symlink(p("loop-a"), p("loop-b")).expect("symlink");
    let cases: [(&Path, &str); 6] = [
        (dir.path(), "is a directory (use --recursive)"),
        (&p("missing"), "missing: No such file or directory"),
        (&p("dangling"), "dangling: No such file or directory"),
        (&p("loop-a"), "loop-a: Too many levels of symbolic links"),
        (
            Path::new("/dev/zero"),
            "/dev/zero: is a character device, not a regular file; not read",
        ),
        (
            Path::new("/dev/urandom"),
            "/dev/urandom: is a character device, not a regular file; not read",
        ),
    ];
    for (path, msg) in cases {
        bin()
            .arg("check")
            .arg(path)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(msg));
        if path != dir.path() {
            let err = Document::open(path, || {}).expect_err("not openable");
            assert!(
                err.to_string()
                    .contains(msg.split(": ").nth(1).unwrap_or(msg)),
                "{err}"
            );
        }
    }
}

#[test]
fn proc_files_and_unreadable_ranges() {
    // /proc files say size 0 but have content: check reads to the end.
    let v = common::check_json(Path::new("/proc/version"));
    assert!(v["size"].as_u64().expect("size") > 0, "{v}");
    assert_eq!(v["valid"], true);
    // A file whose reads fail: the window says so instead of crashing.
    let mut doc = Document::open(Path::new("/proc/self/mem"), || {}).expect("opens (size 0)");
    assert!(doc.cells(0, 16).is_empty());
    doc.cancel_scan();
}

#[test]
fn non_utf8_path_names() {
    use std::os::unix::ffi::OsStrExt;
    let dir = tempfile::tempdir().expect("dir");
    let name = std::ffi::OsStr::from_bytes(b"caf\xE9.txt");
    let path = dir.path().join(name);
    std::fs::write(&path, "café\n").expect("write");
    bin()
        .arg("check")
        .arg(&path)
        .assert()
        .code(0)
        .stdout(predicate::str::contains("caf\\xe9.txt: valid UTF-8"));
    let v = common::check_json(&path);
    assert!(v["path"].as_str().expect("path").ends_with("caf\\xe9.txt"));
}

#[test]
fn names_are_escaped_and_stay_distinct() {
    use std::os::unix::ffi::OsStrExt;
    let dir = tempfile::tempdir().expect("dir");
    // A name that would colour the terminal, names that are not UTF-8, a backslash.
    let names: [&[u8]; 5] = [
        b"a\x1b[31mRED\x1b[0m.txt",
        b"a\xff\xfe",
        b"a\xc0\xaf",
        b"a\xfe\xff",
        b"a\\xff",
    ];
    for n in names {
        std::fs::write(dir.path().join(std::ffi::OsStr::from_bytes(n)), "x\n").expect("write");
    }
    let out = bin()
        .args(["check", "--recursive"])
        .arg(dir.path())
        .assert()
        .code(0)
        .get_output()
        .stdout
        .clone();
    assert!(!out.contains(&0x1b), "no ESC reaches the terminal");
    let text = String::from_utf8(out).expect("UTF-8 output");
    let mut lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines.pop(),
        Some("5 files: 5 valid UTF-8, 0 not, 0 unreadable")
    );
    let shown: Vec<&str> = lines
        .into_iter()
        .map(|l| l.rsplit_once('/').map_or(l, |x| x.1))
        .map(|l| l.split(": ").next().unwrap_or(""))
        .collect();
    assert_eq!(
        shown,
        [
            "a\\x1b[31mRED\\x1b[0m.txt",
            "a\\\\xff",
            "a\\xc0\\xaf",
            "a\\xfe\\xff",
            "a\\xff\\xfe"
        ],
        "every name shown once, distinct"
    );
}

#[test]
fn check_keeps_its_verdict_when_the_reader_goes_away() {
    // `check … | head -0` under pipefail: the pipe closes before anything is read, and the
    // pipeline must still fail for an invalid file.
    let dir = tempfile::tempdir().expect("dir");
    for i in 0..200 {
        std::fs::write(dir.path().join(format!("bad{i:03}.txt")), b"x\xff\n").expect("write");
    }
    let exe = assert_cmd::cargo::cargo_bin("utf8-inspector");
    let status = common::tool("bash", "bash")
        .arg("-c")
        .arg(format!(
            "set -o pipefail; '{}' check --recursive '{}' | head -0",
            exe.display(),
            dir.path().display()
        ))
        .status()
        .expect("bash");
    assert_eq!(status.code(), Some(1));
}

#[test]
fn unreadable_file_as_another_user() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("secret.txt");
    std::fs::write(&path, "x").expect("write");
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o000)).expect("chmod");
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755))
        .expect("chmod dir");
    // Root reads anything: as root (CI, containers), drop to `nobody` for this one command. The
    // checkout may sit where `nobody` cannot reach, so run a copy of the binary from a public folder.
    // Any other user (who owns the file) cannot read it either: run the binary as it is.
    use std::os::unix::fs::MetadataExt;
    let as_root = std::fs::metadata(&path).expect("meta").uid() == 0;
    let out = if as_root {
        let public = tempfile::tempdir().expect("dir");
        std::fs::set_permissions(public.path(), std::fs::Permissions::from_mode(0o755))
            .expect("chmod");
        let bin_path = public.path().join("utf8-inspector");
        std::fs::copy(assert_cmd::cargo::cargo_bin("utf8-inspector"), &bin_path)
            .expect("copy binary");
        std::fs::set_permissions(&bin_path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
        common::tool("setpriv", "util-linux")
            .args(["--reuid=65534", "--regid=65534", "--clear-groups"])
            .arg(&bin_path)
            .arg("check")
            .arg(&path)
            .output()
            .expect("setpriv runs")
    } else {
        bin().arg("check").arg(&path).output().expect("ran")
    };
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("secret.txt: Permission denied"), "{stderr}");
}

#[test]
fn nothing_is_ever_written() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("inspected.txt");
    let content = b"caf\xC3\xA9 \xC0\xAF \xE2\x89\xA0\r\n\xFF end\n".repeat(100);
    std::fs::write(&path, &content).expect("write");
    let before = std::fs::metadata(&path).expect("meta");
    for args in [
        vec!["check"],
        vec!["check", "--json"],
        vec!["dump", "--color", "always"],
        vec!["decode"],
        vec!["decode", "--lossy"],
    ] {
        let _ = bin().args(&args).arg(&path).output().expect("run");
    }
    let _ = bin()
        .args(["check", "-r"])
        .arg(dir.path())
        .output()
        .expect("run");
    let mut doc = Document::open(&path, || {}).expect("open");
    let _ = doc.cells(0, 4096);
    doc.select_sequence_at(5);
    doc.extend_to(40);
    let job = doc
        .find(b"\xE2\x89\xA0".to_vec(), true, || {})
        .expect("find");
    let t = Instant::now();
    while job.poll().is_none() && t.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(2));
    }
    while matches!(doc.scan_state(), ScanState::Running(_)) && t.elapsed() < Duration::from_secs(20)
    {
        doc.poll();
        std::thread::sleep(Duration::from_millis(2));
    }
    drop(doc);
    let after = std::fs::metadata(&path).expect("meta");
    assert_eq!(std::fs::read(&path).expect("read"), content);
    assert_eq!(after.len(), before.len());
    assert_eq!(
        after.modified().expect("mtime"),
        before.modified().expect("mtime")
    );
}

/// The file shrinks to zero, grows, and is replaced while open: the document says so and keeps
/// drawing what can still be read.
#[test]
fn faults_while_open_zero_and_append() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("f.txt");
    std::fs::write(&path, "abc\n".repeat(1000)).expect("write");
    let mut doc = Document::open(&path, || {}).expect("open");
    let size = doc.size();
    // Appended to.
    use std::io::Write;
    std::fs::OpenOptions::new()
        .append(true)
        .open(&path)
        .expect("open")
        .write_all(b"more\n")
        .expect("append");
    let change = doc.check_disk().cloned().expect("a change");
    assert!(
        change
            .describe(utf8_inspector::i18n::Lang::En, size)
            .contains("grew"),
        "{change:?}"
    );
    assert_eq!(doc.cells(size - 4, 4).len(), 4);
    // Truncated to zero: every read comes back empty, nothing panics.
    std::fs::OpenOptions::new()
        .write(true)
        .open(&path)
        .expect("open")
        .set_len(0)
        .expect("truncate");
    let change = doc.check_disk().cloned().expect("a change");
    assert!(
        change
            .describe(utf8_inspector::i18n::Lang::En, size)
            .contains("truncated"),
        "{change:?}"
    );
    assert!(doc.cells(0, 64).is_empty());
    doc.select_sequence_at(100);
    doc.step_sequence(true);
    let _ = doc.find_error(0, true, None);
}

/// `check` notices a file that changes while it is being read, and says what its verdict covers.
#[test]
fn check_reports_a_change_during_the_check() {
    use std::io::Write;
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("growing.txt");
    std::fs::write(&path, vec![b'a'; 1 << 20]).expect("write");
    let mut appended = false;
    let utf8_inspector::cli::check::Checked {
        stats,
        changed: note,
        ..
    } = utf8_inspector::cli::check::check_file(&path, |_| {
        if !appended {
            appended = true;
            std::fs::OpenOptions::new()
                .append(true)
                .open(&path)
                .and_then(|mut f| f.write_all(b"more text\n"))
                .expect("append");
        }
    })
    .expect("checked");
    let note = note.expect("the change is reported");
    assert!(
        note.starts_with("changed on disk while being checked (size 1048576 → 1048586)"),
        "{note}"
    );
    assert!(stats.bytes >= 1 << 20);
    // Unchanged: no note.
    let note = utf8_inspector::cli::check::check_file(&path, |_| {})
        .expect("checked")
        .changed;
    assert!(note.is_none());
}
