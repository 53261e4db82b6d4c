//! What the command line writes, and where it refuses to: the file it reads never (also through
//! standard input or output), a device or FIFO never replaced, a replaced file's permissions kept,
//! an interrupted copy never left behind, a UTF-16 round trip exact. Each test looks at the files
//! afterwards, not at the messages.

mod common;

use assert_cmd::Command;
use predicates::prelude::*;
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::process::Stdio;

fn bin() -> Command {
    Command::cargo_bin("utf8-inspector").expect("binary built")
}

/// `convert --from FROM --to TO`, its files and switches still to add.
fn convert(from: &str, to: &str) -> Command {
    let mut cmd = bin();
    cmd.args(["convert", "--from", from, "--to", to]);
    cmd
}

fn bin_path() -> std::path::PathBuf {
    assert_cmd::cargo::cargo_bin("utf8-inspector")
}

#[test]
fn decode_and_dump_refuse_to_append_to_the_file_they_read() {
    // `decode f >> f` read what it had just written, without end (8 GB in 5 s).
    let dir = tempfile::tempdir().expect("temp dir");
    let f = dir.path().join("f.txt");
    let text = common::read_testdata("udhr/fra.txt");
    std::fs::write(&f, &text).expect("write");
    for args in [vec!["decode"], vec!["decode", "--lossy"], vec!["dump"]] {
        let out = std::fs::OpenOptions::new()
            .append(true)
            .open(&f)
            .expect("open for append");
        let status = std::process::Command::new(bin_path())
            .args(&args)
            .arg(&f)
            .stdout(out)
            .stderr(Stdio::null())
            .status()
            .expect("run");
        assert_eq!(status.code(), Some(2), "{args:?}");
        assert_eq!(
            std::fs::read(&f).expect("read"),
            text,
            "{args:?} wrote into its input"
        );
    }
    // The same through standard input.
    let out = std::fs::OpenOptions::new()
        .append(true)
        .open(&f)
        .expect("open for append");
    let status = std::process::Command::new(bin_path())
        .args(["decode", "-"])
        .stdin(std::fs::File::open(&f).expect("open"))
        .stdout(out)
        .stderr(Stdio::null())
        .status()
        .expect("run");
    assert_eq!(status.code(), Some(2));
    assert_eq!(std::fs::read(&f).expect("read"), text);
    // Into another file it decodes as before.
    let other = dir.path().join("other.txt");
    let status = std::process::Command::new(bin_path())
        .arg("decode")
        .arg(&f)
        .stdout(std::fs::File::create(&other).expect("create"))
        .status()
        .expect("run");
    assert!(status.success());
    assert_eq!(std::fs::read(&other).expect("read"), text);
}

#[test]
fn fix_and_convert_from_standard_input_never_write_over_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let m = dir.path().join("m.txt");
    let garbled = "caf\u{C3}\u{A9} et le caf\u{C3}\u{A9} du march\u{C3}\u{A9}\n".as_bytes();
    std::fs::write(&m, garbled).expect("write");
    for args in [
        vec!["fix", "-"],
        vec!["convert", "--from", "utf-8", "--to", "utf-16le", "-"],
    ] {
        let status = std::process::Command::new(bin_path())
            .args(&args)
            .arg(&m)
            .arg("--force")
            .stdin(std::fs::File::open(&m).expect("open"))
            .stderr(Stdio::null())
            .status()
            .expect("run");
        assert_eq!(status.code(), Some(2), "{args:?}");
        assert_eq!(std::fs::read(&m).expect("read"), garbled, "{args:?}");
    }
}

#[test]
fn convert_force_never_replaces_a_device_or_a_fifo() {
    let dir = tempfile::tempdir().expect("temp dir");
    let src = dir.path().join("s.txt");
    std::fs::write(&src, "hi\n").expect("write");
    let fifo = dir.path().join("pipe");
    let status = common::tool("mkfifo", "coreutils")
        .arg(&fifo)
        .status()
        .expect("mkfifo");
    assert!(status.success());
    // /dev/null itself is only named, never written: the refusal comes before any write.
    for target in [fifo.as_path(), std::path::Path::new("/dev/null")] {
        convert("utf-8", "utf-16le")
            .arg(&src)
            .arg(target)
            .arg("--force")
            .timeout(std::time::Duration::from_secs(10))
            .assert()
            .code(2);
        let t = std::fs::metadata(target).expect("still there").file_type();
        assert!(t.is_fifo() || t.is_char_device(), "{target:?} replaced");
    }
}

#[test]
fn overwriting_keeps_permissions_and_writes_through_a_link() {
    let dir = tempfile::tempdir().expect("temp dir");
    let src = dir.path().join("s.txt");
    std::fs::write(&src, "new text\n").expect("write");
    let private = dir.path().join("private.txt");
    std::fs::write(&private, "secret\n").expect("write");
    std::fs::set_permissions(&private, std::fs::Permissions::from_mode(0o600)).expect("chmod");
    let link = dir.path().join("link.txt");
    std::os::unix::fs::symlink(&private, &link).expect("symlink");
    convert("utf-8", "utf-8")
        .arg(&src)
        .arg(&link)
        .arg("--force")
        .assert()
        .code(0);
    assert!(
        std::fs::symlink_metadata(&link)
            .expect("link")
            .file_type()
            .is_symlink(),
        "the link was replaced by a file"
    );
    assert_eq!(std::fs::read(&private).expect("read"), b"new text\n");
    let mode = std::fs::metadata(&private)
        .expect("meta")
        .permissions()
        .mode()
        & 0o777;
    assert_eq!(mode, 0o600, "a private file became {mode:o}");
}

#[test]
fn utf16_starting_with_nul_round_trips() {
    // `FF FE 00 00` is also UTF-32LE's byte order mark: with `--from UTF-16` it is UTF-16LE's.
    let dir = tempfile::tempdir().expect("temp dir");
    let (a, b, c) = (
        dir.path().join("a.txt"),
        dir.path().join("b.utf16"),
        dir.path().join("c.txt"),
    );
    std::fs::write(&a, "\0hi\n").expect("write");
    convert("utf-8", "UTF-16").arg(&a).arg(&b).assert().code(0);
    convert("UTF-16", "utf-8").arg(&b).arg(&c).assert().code(0);
    assert_eq!(std::fs::read(&c).expect("read"), b"\0hi\n");
}

#[test]
fn an_interrupted_conversion_leaves_no_temporary_copy() {
    // 64 MiB written to a new file: interrupted while the copy is being written (the moment its
    // temporary file appears), nothing is left in the folder but the input.
    let dir = tempfile::tempdir().expect("temp dir");
    let src = dir.path().join("big.txt");
    let line = "Tous les êtres humains naissent libres et égaux en dignité et en droits.\n";
    std::fs::write(&src, line.repeat((64 << 20) / line.len())).expect("write");
    for signal in ["INT", "TERM"] {
        let out = dir.path().join("out.txt");
        let mut child = std::process::Command::new(bin_path())
            .args(["convert", "--from", "utf-8", "--to", "utf-32le"])
            .arg(&src)
            .arg(&out)
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn");
        let tmp_seen = (0..20_000).any(|_| {
            let seen = std::fs::read_dir(dir.path())
                .expect("list")
                .flatten()
                .any(|e| e.file_name().to_string_lossy().contains(".tmp-"));
            if !seen {
                std::thread::sleep(std::time::Duration::from_millis(1));
            }
            seen
        });
        let status = common::tool("kill", "procps")
            .args([format!("-{signal}"), child.id().to_string()])
            .status()
            .expect("kill");
        assert!(status.success());
        let _ = child.wait();
        let left: Vec<String> = std::fs::read_dir(dir.path())
            .expect("list")
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n != "big.txt" && n != "out.txt")
            .collect();
        assert!(tmp_seen, "{signal}: the copy was never being written");
        assert!(left.is_empty(), "{signal}: left behind {left:?}");
    }
}

#[test]
fn dump_shows_line_separators_as_pictures_and_stdin_past_its_end_is_an_error() {
    let out = bin()
        .args(["dump", "--color", "never", "-"])
        .write_stdin("a\u{2028}b\u{2029}c\n")
        .assert()
        .code(0)
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).expect("UTF-8");
    assert!(
        !text.contains('\u{2028}') && !text.contains('\u{2029}'),
        "{text}"
    );
    bin()
        .args(["dump", "--offset", "5000", "-"])
        .write_stdin(vec![b'x'; 1000])
        .assert()
        .code(2);
}

#[test]
fn a_mistyped_subcommand_is_named_not_opened_as_a_file() {
    // `chekc` opened the window on a file that does not exist (with no display: an error that
    // named the build machine's source paths).
    let dir = tempfile::tempdir().expect("temp dir");
    for (typed, meant) in [("chekc", "check"), ("dunp", "dump"), ("covnert", "convert")] {
        bin()
            .current_dir(dir.path())
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .arg(typed)
            .assert()
            .code(2)
            .stderr(predicates::str::contains(format!(
                "did you mean the subcommand `{meant}`"
            )));
    }
    // A file of that name is a file (here, with no display, the window cannot open).
    std::fs::write(dir.path().join("chekc"), "x").expect("write");
    bin()
        .current_dir(dir.path())
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .arg("chekc")
        .assert()
        .stderr(predicates::str::contains("did you mean").not());
}

#[test]
fn update_declaration_rewrites_the_label_in_a_utf16_or_utf32_copy() {
    // It said "--update-declaration rewrites it" and left `charset="utf-8"` in the UTF-16 copy.
    let dir = tempfile::tempdir().expect("temp dir");
    let page = dir.path().join("p.html");
    std::fs::write(
        &page,
        "<html><head><meta charset=\"utf-8\"></head><body>café</body></html>\n",
    )
    .expect("write");
    // (UTF-32 has no name browsers know: a page's label is left, and the message says why.)
    convert("utf-8", "UTF-32BE")
        .args(["--update-declaration"])
        .arg(&page)
        .arg(dir.path().join("p32.html"))
        .assert()
        .code(0)
        .stderr(predicates::str::contains(
            "browsers know no label for UTF-32BE",
        ));
    for (to, form) in [
        ("UTF-16LE", utf8_inspector::codec::WideForm::Utf16Le),
        ("UTF-16BE", utf8_inspector::codec::WideForm::Utf16Be),
    ] {
        let out = dir.path().join(format!("p.{to}.html"));
        convert("utf-8", to)
            .arg("--update-declaration")
            .arg(&page)
            .arg(&out)
            .assert()
            .code(0);
        let (text, errors) =
            utf8_inspector::codec::decode_wide(&std::fs::read(&out).expect("read"), form);
        assert!(errors.is_empty());
        assert_eq!(
            text,
            format!("<html><head><meta charset=\"{to}\"></head><body>café</body></html>\n")
        );
    }
}

#[test]
fn substitute_replaces_ill_formed_utf8_too() {
    // `--substitute` covered ill-formed UTF-16 and unmapped legacy bytes, but refused `a FF b`.
    let dir = tempfile::tempdir().expect("temp dir");
    let (src, out) = (dir.path().join("a.txt"), dir.path().join("b.txt"));
    std::fs::write(&src, b"a\xFFb \xE2\x82 c\xC3\xA9\n").expect("write");
    convert("utf-8", "windows-1252")
        .arg(&src)
        .arg(&out)
        .assert()
        .code(2);
    assert!(!out.exists());
    convert("utf-8", "windows-1252")
        .args(["--substitute", "?"])
        .arg(&src)
        .arg(&out)
        .assert()
        .code(0);
    // One `?` per ill-formed sequence (FF; the cut E2 82), as a lossy decoder writes U+FFFD.
    assert_eq!(std::fs::read(&out).expect("read"), b"a?b ? c\xE9\n");
}

#[test]
fn a_dropped_byte_order_mark_is_said() {
    // UTF-8 with a BOM converted without --bom lost it without a word.
    let dir = tempfile::tempdir().expect("temp dir");
    let (src, out) = (dir.path().join("a.txt"), dir.path().join("b.txt"));
    std::fs::write(&src, b"\xEF\xBB\xBFhi\n").expect("write");
    convert("utf-8", "utf-16le")
        .arg(&src)
        .arg(&out)
        .assert()
        .code(0)
        .stderr(predicates::str::contains(
            "byte order mark (EF BB BF) was not carried over",
        ));
    assert_eq!(std::fs::read(&out).expect("read"), b"h\0i\0\n\0");
}

#[test]
fn a_file_cut_while_being_read_is_said_not_decoded_short() {
    // 1 GiB (sparse, zeros: valid UTF-8) cut to 1 MB a moment after decode and convert start:
    // decode ended early with exit 0 (or named a false error at the cut), convert wrote a part.
    let dir = tempfile::tempdir().expect("temp dir");
    let big = dir.path().join("big.txt");
    for args in [
        vec!["decode"],
        vec!["convert", "--from", "utf-8", "--to", "utf-16le"],
    ] {
        let f = std::fs::File::create(&big).expect("create");
        // (1 GiB: a copy in memory takes up to 8 times the input, and a machine with less
        // than 8 GiB available refuses it as too large before reading.)
        f.set_len(1 << 30).expect("sparse file");
        let out = dir.path().join("out.txt");
        let _ = std::fs::remove_file(&out);
        let mut cmd = std::process::Command::new(bin_path());
        cmd.args(&args).arg(&big);
        if args[0] == "convert" {
            cmd.arg(&out);
        }
        let child = cmd
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn");
        // (Started, and far from its end: 1 GiB takes seconds to read and write here.)
        std::thread::sleep(std::time::Duration::from_millis(150));
        f.set_len(1_000_003).expect("truncate");
        let done = child.wait_with_output().expect("wait");
        let stderr = String::from_utf8_lossy(&done.stderr);
        assert_eq!(done.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.contains("changed on disk while being read"),
            "{args:?}: {stderr}"
        );
        assert!(!out.exists(), "{args:?}: a partial copy was written");
    }
}

/// `convert` and `fix` make their copy in memory; a file larger than this machine's memory can
/// hold a copy of (1 TiB, sparse) is refused at once, naming it, before a byte is read: it was
/// read whole until the kernel killed the program (30 GB here). Nothing is written.
#[test]
fn a_file_too_large_for_a_copy_in_memory_is_refused_before_reading() {
    let dir = tempfile::tempdir().expect("temp dir");
    let huge = dir.path().join("huge.txt");
    std::fs::File::create(&huge)
        .and_then(|f| f.set_len(1 << 40))
        .expect("sparse 1 TiB");
    let out = dir.path().join("out.txt");
    for args in [
        vec!["convert", "--from", "windows-1252", "--to", "utf-8"],
        vec!["fix"],
    ] {
        let started = std::time::Instant::now();
        bin()
            .args(&args)
            .arg(&huge)
            .arg(&out)
            .timeout(std::time::Duration::from_secs(60))
            .assert()
            .code(2)
            .stderr(predicate::str::contains(
                "huge.txt: too large for a copy in memory",
            ));
        // (Reading even a tenth of it would take minutes.)
        assert!(
            started.elapsed().as_secs() < 30,
            "{args:?}: it read the file"
        );
        assert!(!out.exists(), "{args:?}: a copy was written");
        // The same file as standard input (`fix - out < huge`): refused by its size too.
        let started = std::time::Instant::now();
        let done = std::process::Command::new(bin_path())
            .args(&args)
            .arg("-")
            .arg(&out)
            .stdin(std::fs::File::open(&huge).expect("open"))
            .output()
            .expect("ran");
        let stderr = String::from_utf8_lossy(&done.stderr);
        assert_eq!(done.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.contains("standard input: too large for a copy in memory: 1099511627776 bytes"),
            "{args:?}: {stderr}"
        );
        assert!(
            started.elapsed().as_secs() < 30,
            "{args:?}: it read standard input"
        );
        assert!(!out.exists(), "{args:?}: a copy was written");
    }
}

#[test]
fn fix_and_convert_to_standard_output_refuse_the_file_they_read() {
    // `fix f - >> f` appended the repair to its input, `fix f - 1<>f` wrote over it (CLI pass
    // 2026-12-05 #1): standard output into the input is refused as `decode` refuses it.
    let dir = tempfile::tempdir().expect("temp dir");
    let f = dir.path().join("f.txt");
    let text = common::read_testdata("udhr/fra.txt");
    // French read as windows-1252 and saved as UTF-8: mojibake `fix` would repair.
    let garbled: String = text.iter().map(|&b| char::from(b)).collect();
    let garbled = garbled.into_bytes();
    std::fs::write(&f, &garbled).expect("write");
    for args in [
        vec!["fix"],
        vec!["convert", "--from", "UTF-8", "--to", "UTF-16LE"],
    ] {
        for append in [true, false] {
            let out = std::fs::OpenOptions::new()
                .append(append)
                .write(true)
                .read(!append)
                .open(&f)
                .expect("open");
            let status = std::process::Command::new(bin_path())
                .args(&args)
                .arg(&f)
                .arg("-")
                .stdout(out)
                .stderr(Stdio::null())
                .status()
                .expect("run");
            assert_eq!(status.code(), Some(2), "{args:?}, append {append}");
            assert_eq!(
                std::fs::read(&f).expect("read"),
                garbled,
                "{args:?} wrote into its input"
            );
        }
    }
    // To another file's standard output it repairs as before.
    let other = dir.path().join("other.txt");
    let status = std::process::Command::new(bin_path())
        .args(["fix"])
        .arg(&f)
        .arg("-")
        .stdout(std::fs::File::create(&other).expect("create"))
        .stderr(Stdio::null())
        .status()
        .expect("run");
    assert_eq!(status.code(), Some(0));
    assert_eq!(std::fs::read(&other).expect("read"), text);
}

#[test]
fn a_symbolic_link_at_the_output_is_never_replaced_by_the_copy() {
    // A dangling link (or a loop) at OUT was replaced by a regular file, without --force (CLI
    // pass 2026-12-05 #2). Without --force it exists; with it, a link to nothing is refused; a
    // link to a file writes that file and stays a link.
    let dir = tempfile::tempdir().expect("temp dir");
    let input = dir.path().join("in.txt");
    std::fs::write(&input, "Ã©tÃ©\n").expect("write");
    let dangling = dir.path().join("dangling");
    std::os::unix::fs::symlink(dir.path().join("nowhere"), &dangling).expect("symlink");
    let (a, b) = (dir.path().join("loop1"), dir.path().join("loop2"));
    std::os::unix::fs::symlink(&b, &a).expect("symlink");
    std::os::unix::fs::symlink(&a, &b).expect("symlink");
    for link in [&dangling, &a] {
        for force in [false, true] {
            let mut cmd = std::process::Command::new(bin_path());
            cmd.arg("fix");
            if force {
                cmd.arg("--force");
            }
            let status = cmd
                .arg(&input)
                .arg(link)
                .stderr(Stdio::null())
                .status()
                .expect("run");
            assert_eq!(status.code(), Some(2), "{link:?}, force {force}");
            let meta = std::fs::symlink_metadata(link).expect("still there");
            assert!(meta.file_type().is_symlink(), "{link:?} replaced");
        }
    }
    assert!(!dir.path().join("nowhere").exists());
    let real = dir.path().join("real.txt");
    std::fs::write(&real, "old\n").expect("write");
    let good = dir.path().join("good");
    std::os::unix::fs::symlink(&real, &good).expect("symlink");
    let status = std::process::Command::new(bin_path())
        .args(["fix", "--force"])
        .arg(&input)
        .arg(&good)
        .stderr(Stdio::null())
        .status()
        .expect("run");
    assert_eq!(status.code(), Some(0));
    assert!(
        std::fs::symlink_metadata(&good)
            .expect("link")
            .file_type()
            .is_symlink()
    );
    assert_eq!(std::fs::read_to_string(&real).expect("read"), "été\n");
}

#[test]
fn a_copy_that_cannot_be_made_in_its_folder_says_which_folder() {
    // `fix --force f /proc/version` said "/proc/version: No such file or directory" of a file
    // that exists: the copy is made beside the target and renamed, and /proc takes no new file
    // (CLI pass 2026-12-05 #14). The same for a folder that does not exist.
    let dir = tempfile::tempdir().expect("temp dir");
    let input = dir.path().join("in.txt");
    std::fs::write(&input, "Ã©tÃ©\n").expect("write");
    let missing = dir.path().join("no-such-folder");
    for (target, folder) in [
        (
            std::path::PathBuf::from("/proc/version"),
            "/proc".to_string(),
        ),
        (missing.join("out.txt"), missing.display().to_string()),
    ] {
        let out = std::process::Command::new(bin_path())
            .args(["fix", "--force"])
            .arg(&input)
            .arg(&target)
            .output()
            .expect("run");
        assert_eq!(out.status.code(), Some(2), "{target:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains(&format!("no new file can be made in {folder}")),
            "{err}"
        );
    }
    assert!(!missing.exists());
    assert_eq!(std::fs::read_to_string(&input).expect("read"), "Ã©tÃ©\n");
}
