//! The real binary, run as a user would: output text, JSON fields and exit codes.

mod common;

use assert_cmd::Command;
use predicates::prelude::*;
use std::io::Read;

fn bin() -> Command {
    Command::cargo_bin("utf8-inspector").expect("binary built")
}

fn kuhn() -> String {
    common::testdata("kuhn/UTF-8-test.txt")
        .to_string_lossy()
        .into_owned()
}

fn temp_file(bytes: &[u8]) -> tempfile::NamedTempFile {
    let f = tempfile::NamedTempFile::new().expect("temp file");
    std::fs::write(f.path(), bytes).expect("write temp file");
    f
}

#[test]
fn check_valid_file_exits_0() {
    let f = temp_file("héllo ≠ wörld\n".as_bytes());
    bin()
        .args(["check"])
        .arg(f.path())
        .assert()
        .code(0)
        .stdout(predicate::str::contains(
            "valid UTF-8: 14 characters, 18 bytes, LF line endings, no BOM",
        ));
}

#[test]
fn check_kuhn_names_the_first_error() {
    bin()
        .args(["check", &kuhn()])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("invalid UTF-8: "))
        .stdout(predicate::str::contains("first at byte 4461 (line 75, column 38): F8 88 80 80 80 is a 5-byte form from RFC 2279"));
}

#[test]
fn check_json_has_exactly_the_documented_fields() {
    let out = bin()
        .args(["check", "--json", &kuhn()])
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).expect("UTF-8 JSON");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 1);
    let v: serde_json::Value = serde_json::from_str(lines[0]).expect("JSON");
    let mut keys: Vec<&str> = v
        .as_object()
        .expect("object")
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort_unstable();
    // Issue 2's fields, issue 5's `guess` and `mojibake`, issue 9's `verdict`, `summary`,
    // `mixed` and `diagnosed_bytes`, issue 12's `wide`, issue 19's `finding`, issue 22's
    // `declared`.
    assert_eq!(
        keys,
        [
            "bom",
            "by_kind",
            "chars",
            "declared",
            "diagnosed_bytes",
            "errors",
            "finding",
            "first_error",
            "guess",
            "line_endings",
            "mixed",
            "mojibake",
            "path",
            "replacements",
            "size",
            "summary",
            "valid",
            "verdict",
            "warnings",
            "wide"
        ]
    );
    assert_eq!(v["size"], 22_781);
    assert_eq!(v["valid"], false);
    assert_eq!(v["replacements"], 378);
    assert_eq!(v["bom"], false);
    let fe = &v["first_error"];
    assert_eq!(fe["offset"], 4461);
    assert_eq!(fe["kind"], "legacy-form");
    assert_eq!(fe["bytes"], "f8 88 80 80 80");
    assert_eq!(fe["length"], 5);
    assert_eq!(fe["value"], 0x200000);
    let by_kind = v["by_kind"].as_object().expect("by_kind");
    let total: u64 = by_kind.values().map(|x| x.as_u64().expect("count")).sum();
    assert_eq!(Some(total), v["errors"].as_u64());
    for k in [
        "unexpected-continuation",
        "invalid-byte",
        "truncated",
        "overlong",
        "surrogate",
        "out-of-range",
        "legacy-form",
    ] {
        assert!(
            by_kind[k].as_u64().expect(k) > 0,
            "Kuhn's file has every kind, {k} missing"
        );
    }
    assert_eq!(v["warnings"]["replacement-char"], 1);
    assert!(v["line_endings"]["lf"].as_u64().expect("lf") > 200);
}

#[test]
fn check_json_valid_file_with_bom_and_crlf() {
    let f = temp_file(b"\xEF\xBB\xBFa\r\nb\r\n");
    let out = bin()
        .args(["check", "--json"])
        .arg(f.path())
        .assert()
        .code(0)
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&out).expect("JSON");
    assert_eq!(v["valid"], true);
    assert_eq!(v["bom"], true);
    assert_eq!(v["first_error"], serde_json::Value::Null);
    assert_eq!(v["chars"], 7);
    assert_eq!(
        v["line_endings"],
        serde_json::json!({"lf": 0, "crlf": 2, "cr": 0})
    );
}

#[test]
fn check_unreadable_paths_exit_2_and_the_rest_is_still_checked() {
    let good = temp_file(b"plain\n");
    let dir = tempfile::tempdir().expect("dir");
    let missing = dir.path().join("no-such-file.txt");
    bin()
        .arg("check")
        .arg(&missing)
        .arg(good.path())
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "no-such-file.txt: No such file or directory",
        ))
        .stdout(predicate::str::contains("valid UTF-8"));
    bin()
        .arg("check")
        .arg(dir.path())
        .assert()
        .code(2)
        .stderr(predicate::str::contains("is a directory (use --recursive)"));
    // A folder is no file in the totals (it was counted as an unreadable one: CLI pass
    // 2026-12-05).
    bin()
        .arg("check")
        .arg(dir.path())
        .arg(good.path())
        .assert()
        .code(2)
        .stdout(predicate::str::ends_with(
            "1 file: 1 valid UTF-8, 0 not, 0 unreadable; 1 folder not read\n",
        ));
    let out = bin()
        .args(["check", "--json"])
        .arg(&missing)
        .assert()
        .code(2)
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&out).expect("JSON");
    assert!(
        v["error"]
            .as_str()
            .expect("error")
            .contains("No such file or directory")
    );
    assert!(
        v["path"]
            .as_str()
            .expect("path")
            .ends_with("no-such-file.txt")
    );
}

#[test]
fn check_recursive_walks_in_name_order() {
    let dir = tempfile::tempdir().expect("dir");
    std::fs::create_dir(dir.path().join("sub")).expect("mkdir");
    std::fs::write(dir.path().join("b.txt"), b"ok").expect("write");
    std::fs::write(dir.path().join("a.txt"), b"\xC0\x80").expect("write");
    std::fs::write(dir.path().join("sub/c.txt"), "ü".as_bytes()).expect("write");
    let out = bin()
        .args(["check", "-r"])
        .arg(dir.path())
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).expect("utf8");
    let mut lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines.pop(),
        Some("3 files: 2 valid UTF-8, 1 not (1 damaged), 0 unreadable"),
        "a totals line closes the output"
    );
    let names: Vec<&str> = lines
        .iter()
        .map(|l| l.split(": ").next().unwrap_or(""))
        .collect();
    assert_eq!(names.len(), 3, "{text}");
    assert!(
        names[0].ends_with("a.txt")
            && names[1].ends_with("b.txt")
            && names[2].ends_with("sub/c.txt"),
        "{text}"
    );
    assert!(
        text.contains("C0 80 is an overlong encoding of NUL (U+0000)"),
        "{text}"
    );
}

#[test]
fn check_reads_a_fifo_it_is_given_and_skips_one_inside_a_folder() {
    let dir = tempfile::tempdir().expect("dir");
    let fifo = dir.path().join("pipe");
    let status = common::tool("mkfifo", "coreutils")
        .arg(&fifo)
        .status()
        .expect("mkfifo");
    assert!(status.success());
    // Named on the command line (as `<(cmd)` is): read, like any input. With more than a MiB,
    // the look past the first MiB reads only regular files again (opening the FIFO a second time
    // would wait for a writer for ever).
    let mut big = "déjà vu\n".repeat(200_000).into_bytes();
    big.extend_from_slice(b"caf\xE9\n");
    for (bytes, says) in [
        (b"caf\xE9 cr\xE8me\n".to_vec(), "invalid UTF-8: 2 errors"),
        (big, "invalid UTF-8: 1 error"),
    ] {
        let writer = {
            let fifo = fifo.clone();
            std::thread::spawn(move || std::fs::write(&fifo, bytes).expect("write fifo"))
        };
        bin()
            .arg("check")
            .arg(&fifo)
            .timeout(std::time::Duration::from_secs(20))
            .assert()
            .code(1)
            .stdout(predicate::str::contains(says))
            // A pipe's time stamp moves as its writer writes: no "changed on disk".
            .stderr(predicate::str::contains("changed").not());
        writer.join().expect("writer");
    }
    // Inside a recursive walk: skipped with a note (no writer would ever come), the rest checked.
    std::fs::write(dir.path().join("ok.txt"), "fine\n").expect("write");
    bin()
        .args(["check", "--recursive"])
        .arg(dir.path())
        .timeout(std::time::Duration::from_secs(20))
        .assert()
        .code(0)
        .stdout(predicate::str::contains("ok.txt: valid UTF-8"))
        .stderr(predicate::str::contains(
            "pipe: skipped, a FIFO (named pipe) inside a folder (name it to read it)",
        ));
}

#[test]
fn check_reads_standard_input() {
    bin().args(["check", "-"]).write_stdin(&b"abc\xFF"[..]).assert().code(1).stdout(
        predicate::str::contains("-: invalid UTF-8: 1 error, first at byte 3 (line 1, column 4): FF never appears in UTF-8"),
    );
}

#[test]
fn decode_strict_stops_at_the_first_error() {
    let bytes = common::read_testdata("kuhn/UTF-8-test.txt");
    let out = bin()
        .args(["decode", &kuhn()])
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "invalid UTF-8: first error at byte 4461",
        ));
    assert_eq!(out.get_output().stdout, &bytes[..4461]);
}

#[test]
fn decode_lossy_equals_from_utf8_lossy_across_read_blocks() {
    // Larger than one read block, with errors and multi-byte characters straddling block edges.
    let mut bytes = common::wikipedia_corpus();
    bytes.truncate(700_000);
    for i in (1000..bytes.len()).step_by(65_537) {
        bytes[i] = 0xE2; // a lead with whatever follows
        bytes[i + 1] = 0xFF;
    }
    bytes.extend_from_slice(&common::read_testdata("kuhn/UTF-8-test.txt"));
    let f = temp_file(&bytes);
    let out = bin()
        .args(["decode", "--lossy"])
        .arg(f.path())
        .assert()
        .code(0)
        .get_output()
        .stdout
        .clone();
    assert_eq!(
        String::from_utf8(out).expect("lossy output is UTF-8"),
        String::from_utf8_lossy(&bytes)
    );
    // Strict decode of a valid file passes the bytes through unchanged.
    let valid = common::wikipedia_corpus();
    let f = temp_file(&valid);
    let out = bin()
        .arg("decode")
        .arg(f.path())
        .assert()
        .code(0)
        .get_output()
        .stdout
        .clone();
    assert_eq!(out, valid);
}

#[test]
fn encode_shows_bytes_and_bit_layout() {
    bin()
        .args(["encode", "≠", "U+00A9", "0x7FFFFFFF", "U+D800"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("U+2260 ≠  E2 89 A0  1110_0010 10_001001 10_100000\n"))
        .stdout(predicate::str::contains("U+00A9 ©  C2 A9  110_00010 10_101001\n"))
        .stdout(predicate::str::contains("0x7FFFFFFF  FD BF BF BF BF BF  1111110_1 10_111111 10_111111 10_111111 10_111111 10_111111  (above U+10FFFF: RFC 2279 6-byte form"))
        .stdout(predicate::str::contains("U+D800  ED A0 80  1110_1101 10_100000 10_000000  (surrogate"));
    bin()
        .args(["encode", "0x80000000"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("above 0x7FFFFFFF"));
}

#[test]
fn dump_exact_output() {
    let f = temp_file(b"A\xC3\xA9\xE2\x89\xA0\xC0\xAF");
    let expected = format!(
        "00000000  41 c3─a9 e2─89─a0 c0─af {} │Aé·≠··×·{}│\n",
        " ".repeat(25),
        " ".repeat(8)
    );
    bin()
        .args(["dump", "--color", "never"])
        .arg(f.path())
        .assert()
        .code(0)
        .stdout(expected);
    // From the middle of "é": the dump backs up to its lead byte, so "é" shows whole.
    let expected = format!(
        "00000001  c3─a9 e2─89─a0 c0─af {} │é·≠··×·{}│\n",
        " ".repeat(28),
        " ".repeat(9)
    );
    bin()
        .args(["dump", "--color", "never", "--offset", "2"])
        .arg(f.path())
        .assert()
        .code(0)
        .stdout(expected);
    // --length cuts inside "≠": the lead is still classified from the bytes after the cut.
    let expected = format!(
        "00000000  41 c3─a9 e2─{} │Aé·≠{}│\n",
        " ".repeat(37),
        " ".repeat(12)
    );
    bin()
        .args(["dump", "--color", "never", "--length", "4"])
        .arg(f.path())
        .assert()
        .code(0)
        .stdout(expected);
}

#[test]
fn dump_wide_character_at_row_end_moves_to_next_row() {
    let mut bytes = b"0123456789abcde".to_vec();
    bytes.extend_from_slice("中".as_bytes());
    let f = temp_file(&bytes);
    let expected = format!(
        "00000000  30 31 32 33 34 35 36 37  38 39 61 62 63 64 65 e4─ │0123456789abcde»│\n00000010 ─b8─ad {} │中{}│\n",
        " ".repeat(43),
        " ".repeat(14)
    );
    bin()
        .args(["dump", "--color", "never"])
        .arg(f.path())
        .assert()
        .code(0)
        .stdout(expected);
}

#[test]
fn dump_colour_follows_the_flag() {
    let f = temp_file(b"a\xC3\xA9\xFF");
    bin()
        .args(["dump", "--color", "always"])
        .arg(f.path())
        .assert()
        .stdout(predicate::str::contains("\x1b[0;1;34mc3"))
        .stdout(predicate::str::contains("\x1b[0;1;97;41mff"));
    bin()
        .args(["dump", "--color", "auto"])
        .env("NO_COLOR", "1")
        .arg(f.path())
        .assert()
        .stdout(predicate::str::contains("\x1b[").not());
}

#[test]
fn broken_pipe_exits_quietly() {
    let mut big = common::wikipedia_corpus();
    big.truncate(2_000_000);
    let f = temp_file(&big);
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("utf8-inspector"))
        .args(["dump", "--color", "never"])
        .arg(f.path())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("spawn");
    let mut head = [0u8; 100];
    child
        .stdout
        .take()
        .expect("stdout")
        .read_exact(&mut head)
        .expect("first bytes");
    // stdout is now closed: the next write fails with EPIPE.
    let out = child.wait_with_output().expect("wait");
    assert!(
        out.status.success(),
        "status {:?}, stderr {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.stderr.is_empty(),
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn convert_and_fix_write_new_files_only() {
    let dir = tempfile::tempdir().expect("dir");
    let src = dir.path().join("pl.txt");
    std::fs::write(&src, "Zażółć gęślą\n").expect("write");
    let out = dir.path().join("pl-latin2.txt");
    bin()
        .args(["convert", "--from", "UTF-8", "--to", "ISO-8859-2"])
        .arg(&src)
        .arg(&out)
        .assert()
        .code(0);
    // Checked against Python's codec, not our tables: "Zażółć gęślą" in ISO-8859-2.
    assert_eq!(
        std::fs::read(&out).expect("read"),
        b"Za\xBF\xF3\xB3\xE6 g\xEA\xB6l\xB1\n"
    );
    // Back again.
    let back = dir.path().join("back.txt");
    bin()
        .args(["convert", "--from", "ISO-8859-2", "--to", "UTF-8"])
        .arg(&out)
        .arg(&back)
        .assert()
        .code(0);
    assert_eq!(
        std::fs::read_to_string(&back).expect("read"),
        "Zażółć gęślą\n"
    );
    // Never the input, never over an existing file without --force.
    bin()
        .args(["convert", "--from", "UTF-8", "--to", "ISO-8859-2"])
        .arg(&src)
        .arg(&src)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("is the input file"));
    bin()
        .args(["convert", "--from", "UTF-8", "--to", "ISO-8859-2"])
        .arg(&src)
        .arg(&out)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("exists; not overwritten"));
    assert_eq!(
        std::fs::read_to_string(&src).expect("read"),
        "Zażółć gęślą\n"
    );
    // Characters the target cannot write are listed, and the conversion refused (or substituted).
    let ru = dir.path().join("ru.txt");
    std::fs::write(&ru, "é и ß").expect("write");
    bin()
        .args(["convert", "--from", "UTF-8", "--to", "ISO-8859-1"])
        .arg(&ru)
        .arg(dir.path().join("x.txt"))
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "1 character cannot be written in ISO-8859-1: U+0438 и at line 1, column 3",
        ));
    bin()
        .args([
            "convert",
            "--from",
            "UTF-8",
            "--to",
            "ISO-8859-1",
            "--substitute",
            "?",
        ])
        .arg(&ru)
        .arg(dir.path().join("y.txt"))
        .assert()
        .code(0);
    assert_eq!(
        std::fs::read(dir.path().join("y.txt")).expect("read"),
        b"\xE9 ? \xDF"
    );
    // fix: "cafÃ©" → "café".
    let moji = dir.path().join("moji.txt");
    // "café à la crème" read as windows-1252 and saved as UTF-8 (à = C3 A0 becomes "Ã" + NO-BREAK SPACE).
    std::fs::write(&moji, "cafÃ© Ã\u{A0} la crÃ¨me\n").expect("write");
    let fixed = dir.path().join("fixed.txt");
    bin()
        .arg("fix")
        .arg(&moji)
        .arg(&fixed)
        .assert()
        .code(0)
        .stderr(predicate::str::contains(
            "UTF-8 → read as windows-1252 → saved as UTF-8",
        ));
    assert_eq!(
        std::fs::read_to_string(&fixed).expect("read"),
        "café à la crème\n"
    );
    bin()
        .arg("fix")
        .arg(&src)
        .arg(dir.path().join("z.txt"))
        .assert()
        .code(1)
        .stderr(predicate::str::contains("no mojibake found"));
    assert!(!dir.path().join("z.txt").exists());
}

#[test]
fn check_json_guess_and_mojibake() {
    // French Wikipedia text in Latin-1 (shared test data): not UTF-8, guessed as the Latin-1 family.
    let latin1 = common::testdata("perf/unicode_lipsum/wikipedia_mars/french.latin1.txt");
    let out = bin()
        .args(["check", "--json"])
        .arg(&latin1)
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&out).expect("JSON");
    assert_eq!(v["guess"]["encoding"], "windows-1252");
    assert_eq!(v["guess"]["confident"], true);
    assert_eq!(v["mojibake"], serde_json::Value::Null);
    // Its UTF-8 twin: valid, no mojibake.
    let utf8 = common::testdata("perf/unicode_lipsum/wikipedia_mars/french.utf8.txt");
    let out = bin()
        .args(["check", "--json"])
        .arg(&utf8)
        .assert()
        .code(0)
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&out).expect("JSON");
    assert_eq!(v["guess"]["encoding"], "UTF-8");
    assert_eq!(v["mojibake"], serde_json::Value::Null);
    // The same text made into mojibake with a real codec (encoding_rs): found, with its chain.
    let text = std::fs::read_to_string(&utf8).expect("UTF-8");
    let garbled = encoding_rs::WINDOWS_1252
        .decode_without_bom_handling(text.as_bytes())
        .0
        .into_owned();
    let f = temp_file(garbled.as_bytes());
    let out = bin()
        .args(["check", "--json"])
        .arg(f.path())
        .assert()
        .code(0)
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&out).expect("JSON");
    assert_eq!(v["mojibake"]["chain"], serde_json::json!(["windows-1252"]));
    let after = v["mojibake"]["sample_after"].as_str().expect("sample");
    assert!(
        text.contains(after),
        "the repaired sample is the original text: {after}"
    );
    // ASCII says so; a BOM is named.
    let f = temp_file(b"plain");
    let out = bin()
        .args(["check", "--json"])
        .arg(f.path())
        .assert()
        .code(0)
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&out).expect("JSON");
    assert_eq!(v["guess"]["encoding"], "ASCII");
    let f = temp_file(b"\xFF\xFEh\x00i\x00");
    let out = bin()
        .args(["check", "--json"])
        .arg(f.path())
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&out).expect("JSON");
    assert_eq!(v["guess"]["encoding"], "UTF-16LE");
}

#[test]
fn convert_and_fix_read_and_write_standard_streams() {
    // `-` is standard input and standard output; the bytes that come out are the conversion.
    let out = bin()
        .args(["convert", "--from", "UTF-8", "--to", "latin1", "-", "-"])
        .write_stdin("caf\u{e9} cr\u{e8}me\n")
        .assert()
        .code(0)
        .get_output()
        .stdout
        .clone();
    assert_eq!(out, b"caf\xe9 cr\xe8me\n");
    let out = bin()
        .args(["fix", "-", "-"])
        .write_stdin("caf\u{c3}\u{a9} cr\u{c3}\u{a8}me\n")
        .assert()
        .code(0)
        .get_output()
        .stdout
        .clone();
    assert_eq!(
        String::from_utf8(out).expect("UTF-8"),
        "caf\u{e9} cr\u{e8}me\n"
    );
    // A file named `-` is reached as `./-`.
    let dir = tempfile::tempdir().expect("dir");
    std::fs::write(dir.path().join("-"), "caf\u{e9}\n").expect("write");
    bin()
        .current_dir(dir.path())
        .args([
            "convert", "--from", "UTF-8", "--to", "cp1252", "./-", "out.txt",
        ])
        .assert()
        .code(0);
    assert_eq!(
        std::fs::read(dir.path().join("out.txt")).expect("read"),
        b"caf\xe9\n"
    );
}

/// Many files, checked in parallel, still print in name order; `--quiet` keeps only the invalid
/// ones; `--include`/`--exclude` pick files; `.gitignore` is respected inside a repository and `.git`
/// is skipped, unless `--no-ignore`.
#[test]
fn check_walks_in_parallel_in_name_order_with_filters_and_gitignore() {
    let dir = tempfile::tempdir().expect("dir");
    let root = dir.path();
    let mut want = Vec::new();
    for i in 0..300 {
        let name = format!("f{i:03}.txt");
        let bytes: &[u8] = if i % 7 == 0 { b"caf\xE9\n" } else { b"cafe\n" };
        std::fs::write(root.join(&name), bytes).expect("write");
        want.push(name);
    }
    let out = bin().args(["check", "-r"]).arg(root).output().expect("ran");
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    let got: Vec<String> = text
        .lines()
        .filter_map(|l| l.split(": ").next())
        .filter_map(|p| p.rsplit('/').next())
        .filter(|n| n.ends_with(".txt"))
        .map(str::to_string)
        .collect();
    assert_eq!(got, want, "name order");
    assert!(
        text.ends_with("300 files: 257 valid UTF-8, 43 not (43 legacy), 0 unreadable\n"),
        "{text}"
    );

    // --quiet: only the 43 invalid files, no totals.
    let out = bin()
        .args(["check", "-r", "--quiet"])
        .arg(root)
        .output()
        .expect("ran");
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    assert_eq!(text.lines().count(), 43, "{text}");
    assert!(text.lines().all(|l| l.contains("invalid UTF-8")));

    // --include / --exclude.
    std::fs::write(root.join("notes.md"), b"\xFF").expect("write");
    let out = bin()
        .args(["check", "-r", "--include", "*.md"])
        .arg(root)
        .output()
        .expect("ran");
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    assert_eq!(
        text.lines().next().map(|l| l.contains("notes.md")),
        Some(true),
        "{text}"
    );
    assert_eq!(text.lines().count(), 2, "one file and the totals: {text}");
    assert!(
        text.ends_with("\n1 file: 0 valid UTF-8, 1 not (1 legacy), 0 unreadable\n"),
        "{text}"
    );
    let out = bin()
        .args(["check", "-r", "--exclude", "f*.txt"])
        .arg(root)
        .output()
        .expect("ran");
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    assert_eq!(text.lines().count(), 2, "{text}");
    assert!(
        text.starts_with(&format!("{}: ", root.join("notes.md").display())),
        "{text}"
    );

    // A repository: .gitignore'd files and .git are skipped; --no-ignore checks them.
    let repo = tempfile::tempdir().expect("repo");
    let git = common::tool("git", "git")
        .args(["init", "-q"])
        .current_dir(repo.path())
        .status();
    assert!(git.is_ok_and(|s| s.success()), "git init");
    std::fs::write(repo.path().join(".gitignore"), "build/\n").expect("write");
    std::fs::create_dir(repo.path().join("build")).expect("mkdir");
    std::fs::write(repo.path().join("build/out.bin"), b"\xFF\xFE\x00").expect("write");
    std::fs::write(repo.path().join("src.txt"), b"ok\n").expect("write");
    let out = bin()
        .args(["check", "-r"])
        .arg(repo.path())
        .output()
        .expect("ran");
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(
        !text.contains("out.bin") && !text.contains("/.git/"),
        "{text}"
    );
    assert!(
        text.contains(".gitignore: valid UTF-8") && text.contains("src.txt: valid UTF-8"),
        "{text}"
    );
    let out = bin()
        .args(["check", "-r", "--no-ignore"])
        .arg(repo.path())
        .output()
        .expect("ran");
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(
        text.contains("out.bin") && text.contains("/.git/"),
        "{text}"
    );
}

/// Messages: an OS error said once, `--force` named, "follows", too-large values called too large,
/// an empty `encode` argument an error, `dump --offset` past the end an error, and a dump that
/// starts inside a sequence backs up to show it whole.
#[test]
fn messages_say_what_and_where_once() {
    let dir = tempfile::tempdir().expect("dir");
    let missing = dir.path().join("missing.txt");
    let out = bin().arg("dump").arg(&missing).output().expect("ran");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).expect("UTF-8");
    assert_eq!(err.matches("No such file or directory").count(), 1, "{err}");
    let src = temp_file(b"caf\xC3\xA9\n");
    let exists = temp_file(b"x");
    bin()
        .args(["convert", "--from", "utf-8", "--to", "latin1"])
        .arg(src.path())
        .arg(exists.path())
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "not overwritten (use --force to overwrite it)",
        ));
    bin()
        .args(["encode", ""])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("nothing to encode"));
    bin()
        .args(["encode", "0x100000000"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("0x100000000 is too large"));
    let f = temp_file(b"ab\xE2\x89\xA0cd\xC0\xAFef\xE2\x89");
    bin()
        .args(["dump", "--offset", "13"])
        .arg(f.path())
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "offset 13 is past the end (size 13)",
        ));
    // Byte 8 is inside the C0 AF error (bytes 7–8): the row starts at 7 and shows its ×.
    bin()
        .args(["dump", "--color", "never", "--offset", "8"])
        .arg(f.path())
        .assert()
        .code(0)
        .stdout(predicate::str::starts_with("00000007  c0─af 65 66 e2─89"))
        .stdout(predicate::str::contains("│×·ef×·"));
    // C0 alone: never in UTF-8, said so; a cut 3-byte sequence: "only 1 … follows".
    bin()
        .arg("check")
        .arg(f.path())
        .assert()
        .code(1)
        .stdout(predicate::str::contains("C0 AF is an overlong encoding of"));
    let cut = temp_file(b"A\xE2\x89");
    bin()
        .arg("check")
        .arg(cut.path())
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "E2 starts a 3-byte sequence but only 1 of its 2 continuation bytes follows",
        ));
    let c0 = temp_file(b"A\xC0");
    bin()
        .arg("check")
        .arg(c0.path())
        .assert()
        .code(1)
        .stdout(predicate::str::contains("C0 never appears in UTF-8"));
}

/// `--no-diagnosis` validates only: the same valid/invalid split, exit code and first error as the
/// full check, no encoding guess (JSON `verdict` null), UTF-16 still recognised.
#[test]
fn check_no_diagnosis_validates_only() {
    let dir = tempfile::tempdir().expect("dir");
    let root = dir.path();
    let french = std::fs::read_to_string(common::testdata("udhr/fra.txt")).expect("UDHR French");
    let french: String = french.chars().take(2000).collect();
    let (latin1, _, _) = encoding_rs::WINDOWS_1252.encode(&french);
    std::fs::write(root.join("a-utf8.txt"), french.as_bytes()).expect("write");
    std::fs::write(root.join("b-latin1.txt"), &latin1).expect("write");
    let utf16: Vec<u8> = [0xFF, 0xFE]
        .into_iter()
        .chain(french.encode_utf16().flat_map(u16::to_le_bytes))
        .collect();
    std::fs::write(root.join("c-utf16.txt"), utf16).expect("write");

    let full = bin().args(["check", "-r"]).arg(root).output().expect("ran");
    let fast = bin()
        .args(["check", "-r", "--no-diagnosis"])
        .arg(root)
        .output()
        .expect("ran");
    assert_eq!(full.status.code(), Some(1));
    assert_eq!(fast.status.code(), Some(1));
    let (full, fast) = (
        String::from_utf8(full.stdout).expect("UTF-8"),
        String::from_utf8(fast.stdout).expect("UTF-8"),
    );
    let line = |text: &str, name: &str| -> String {
        text.lines()
            .find(|l| l.contains(name))
            .unwrap_or_else(|| panic!("{name} in {text}"))
            .to_string()
    };
    // The full check names the legacy encoding; validation alone stops at the first error.
    assert!(line(&full, "b-latin1").contains("windows-1252"), "{full}");
    let latin1_line = line(&fast, "b-latin1");
    assert!(latin1_line.contains("invalid UTF-8"), "{fast}");
    assert!(!latin1_line.contains("windows-1252"), "{fast}");
    assert!(
        line(&full, "b-latin1").starts_with(&latin1_line),
        "the same first error:\n{full}\n{fast}"
    );
    assert_eq!(line(&full, "a-utf8"), line(&fast, "a-utf8"));
    assert!(line(&fast, "c-utf16").contains("UTF-16LE"), "{fast}");
    assert!(
        fast.ends_with("3 files: 1 valid UTF-8, 2 not (1 UTF-16), 0 unreadable\n"),
        "{fast}"
    );

    let json = bin()
        .args(["check", "--json", "--no-diagnosis"])
        .arg(root.join("b-latin1.txt"))
        .output()
        .expect("ran");
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).expect("one JSON object");
    assert_eq!(v["valid"], false);
    assert!(v["verdict"].is_null() && v["guess"].is_null(), "{v}");
    assert!(v["first_error"]["offset"].as_u64().is_some(), "{v}");
}

/// On a terminal (a pseudo-terminal from `script`), a run longer than a second shows a progress line
/// on standard error while it waits, erases it before each result and at the end, and prints each
/// result as soon as it is known; into a pipe, no progress line and no escape sequence at all.
#[test]
fn check_shows_progress_on_a_terminal_only() {
    let dir = tempfile::tempdir().expect("dir");
    std::fs::write(dir.path().join("a.txt"), "première\n").expect("write");
    std::fs::write(dir.path().join("b.txt"), "dernière\n").expect("write");
    let bin = assert_cmd::cargo::cargo_bin("utf8-inspector");
    // The middle input is a FIFO (process substitution) that ends after 1.6 s.
    let cmd = format!(
        "{} check a.txt <(sleep 1.6; echo slow) b.txt",
        bin.display()
    );
    let tty = common::tool("script", "bsdutils")
        .args(["-qec", &cmd, "/dev/null"])
        .env("SHELL", "/bin/bash")
        .current_dir(dir.path())
        .output()
        .expect("script (bsdutils) runs the command on a pseudo-terminal");
    let text = String::from_utf8_lossy(&tty.stdout).into_owned();
    let first = text.find("a.txt: valid UTF-8").expect(&text);
    let progress = text
        .find("1 file checked")
        .unwrap_or_else(|| panic!("{text:?}"));
    assert!(first < progress, "a.txt printed before the wait: {text:?}");
    // Every progress line is erased again: it never ends in a line break, and a "\r\x1b[K" follows.
    let segments: Vec<&str> = text.split("\r\x1b[K").collect();
    for (i, seg) in segments.iter().enumerate() {
        if seg.contains(" checked, ") {
            assert!(!seg.contains('\n'), "progress left on screen: {text:?}");
            assert!(
                i + 1 < segments.len(),
                "the last progress line erased: {text:?}"
            );
        }
    }
    let lines: Vec<&str> = segments
        .iter()
        .flat_map(|p| p.split("\r\n"))
        .filter(|l| l.contains(": valid UTF-8") || l.starts_with("3 files:"))
        .collect();
    assert_eq!(lines.len(), 4, "three results and the totals: {text:?}");
    assert!(
        text.trim_end()
            .ends_with("3 files: 3 valid UTF-8, 0 not, 0 unreadable"),
        "the progress line is gone at the end: {text:?}"
    );

    let piped = common::tool("bash", "bash")
        .args(["-c", &format!("{cmd} 2>&1 | cat")])
        .current_dir(dir.path())
        .output()
        .expect("bash");
    let text = String::from_utf8_lossy(&piped.stdout);
    assert!(
        !text.contains('\x1b'),
        "no escape sequences in a pipe: {text:?}"
    );
    assert!(
        !text.contains("checked,"),
        "no progress in a pipe: {text:?}"
    );
    assert_eq!(text.lines().count(), 4, "{text:?}");
}

/// Zero-width joiners and non-joiners where a script or an emoji sequence needs them are not
/// `invisible` warnings; inside an ASCII word, after punctuation or at a line's end they hide
/// something and are (issue 18).
#[test]
fn joiners_doing_their_job_are_not_warned_and_hidden_ones_are() {
    let invisible = |path: &std::path::Path| -> u64 {
        common::check_json(path)["warnings"]["invisible"]
            .as_u64()
            .expect("invisible count")
    };
    // The UDHR in Persian writes 38 zero-width non-joiners inside words.
    let pes = common::testdata("udhr/pes.txt");
    let text = String::from_utf8(std::fs::read(&pes).expect("read pes")).expect("UTF-8");
    assert_eq!(text.matches('\u{200C}').count(), 38);
    assert_eq!(invisible(&pes), 0);
    // Emoji sequences: technologist, family, heart on fire, rainbow flag, health worker with a tone.
    let emoji = "Team: 👩\u{200D}💻 👨\u{200D}👩\u{200D}👧 ❤\u{FE0F}\u{200D}🔥 🏳\u{FE0F}\u{200D}🌈 👩🏽\u{200D}⚕\u{FE0F}\n";
    assert_eq!(invisible(temp_file(emoji.as_bytes()).path()), 0);
    // Hidden: inside an ASCII word, at a line's end, before punctuation; plus the emoji line.
    let hiding = format!("login: pass\u{200D}word\nadmin\u{200C}\nnamé\u{200D}.\n{emoji}");
    assert_eq!(invisible(temp_file(hiding.as_bytes()).path()), 3);
    // A joiner cut from its emoji by the end of the file is hidden too.
    assert_eq!(invisible(temp_file("👩\u{200D}".as_bytes()).path()), 1);
}

/// `--quiet` leaves out the search for mojibake in valid files it will not show (issue 17's
/// shortcut): the lines it prints are the very lines a full run prints for those files, a valid
/// file whose declaration its bytes contradict shows with its mojibake, and exactly the failing
/// files show, as text and as JSON.
#[test]
fn quiet_lines_are_the_full_lines() {
    let dir = tempfile::tempdir().expect("temp dir");
    let t = "Le café est très bon à Paris, où l'été dure. Les élèves étudient la géographie.\n"
        .repeat(3);
    let mojibake: String = t.bytes().map(char::from).collect();
    let (legacy, _, _) = encoding_rs::WINDOWS_1252.encode(&t);
    let mut damaged = t.clone().into_bytes();
    damaged[10] = 0xFF;
    let files: [(&str, Vec<u8>); 6] = [
        ("a.txt", t.clone().into_bytes()),
        ("b.txt", mojibake.clone().into_bytes()),
        (
            "c.html",
            format!(
                "<html><head><meta charset=\"iso-8859-1\"></head><body>{mojibake}</body></html>"
            )
            .into_bytes(),
        ),
        ("d.txt", legacy.into_owned()),
        ("e.txt", damaged),
        (
            "f.html",
            format!("<meta charset=\"utf-8\">{t}").into_bytes(),
        ),
    ];
    for (name, bytes) in &files {
        std::fs::write(dir.path().join(name), bytes).expect("write");
    }
    let run = |args: &[&str]| -> Vec<String> {
        let out = bin()
            .arg("check")
            .args(args)
            .arg(dir.path())
            .output()
            .expect("run check");
        String::from_utf8(out.stdout)
            .expect("UTF-8 output")
            .lines()
            .map(String::from)
            .collect()
    };
    let shown = ["c.html", "d.txt", "e.txt"];
    for json in [false, true] {
        let flags: Vec<&str> = if json {
            vec!["-r", "--json"]
        } else {
            vec!["-r"]
        };
        let full = run(&flags);
        let quiet = run(&[flags.clone(), vec!["-q"]].concat());
        let of = |line: &String, name: &str| {
            line.contains(&format!("{name}\"")) || line.contains(&format!("{name}:"))
        };
        let expected: Vec<String> = full
            .iter()
            .filter(|l| shown.iter().any(|n| of(l, n)))
            .cloned()
            .collect();
        assert_eq!(expected.len(), shown.len(), "{full:?}");
        assert_eq!(quiet, expected, "json: {json}");
    }
    // The shown valid file carries its mojibake.
    let c = run(&["-r", "-q", "--json"])
        .into_iter()
        .find(|l| l.contains("c.html"))
        .expect("c.html shows");
    let v: serde_json::Value = serde_json::from_str(&c).expect("JSON");
    assert_eq!(v["finding"]["kind"], "mojibake", "{c}");
}

/// `dump` colours a joiner control as a warning exactly where `check` counts one, also when it
/// starts a new block of the dump (at 64 KiB) right after the character it joins.
#[test]
fn dump_warns_about_the_joiners_check_counts() {
    const WARNING: &str = "30;43";
    for (tail, warned) in [("👩\u{200D}💻\n", false), ("pass\u{200D}word\n", true)] {
        let mut bytes = vec![b'a'; (1 << 16) - 4];
        bytes.extend_from_slice(tail.as_bytes());
        let f = temp_file(&bytes);
        let out = bin()
            .args(["dump", "--color", "always"])
            .arg(f.path())
            .output()
            .expect("dump");
        let shown = String::from_utf8_lossy(&out.stdout).contains(WARNING);
        let v = common::check_json(f.path());
        assert_eq!(v["warnings"]["invisible"], u64::from(warned), "{tail:?}");
        assert_eq!(shown, warned, "{tail:?}");
    }
}

/// Runs the binary with `args`, its standard output a pipe whose reading end is closed before
/// anything is written.
fn into_closed_pipe(args: &[&str]) -> std::process::Output {
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("utf8-inspector"))
        .args(args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("spawn");
    drop(child.stdout.take());
    child.wait_with_output().expect("wait")
}

/// Runs the binary with `args`, its standard output `/dev/full` (every write: no space left).
fn onto_full_disk(args: &[&str]) -> std::process::Output {
    let full = std::fs::File::create("/dev/full").expect("/dev/full");
    std::process::Command::new(assert_cmd::cargo::cargo_bin("utf8-inspector"))
        .args(args)
        .stdout(full)
        .output()
        .expect("run")
}

/// `generate` stops quietly on a closed pipe and says why on a full disk, as the other
/// subcommands do (clap_complete panicked on both: exit 101 and a backtrace).
#[test]
fn generate_survives_a_closed_pipe_and_a_full_disk() {
    for what in ["bash", "zsh", "fish", "powershell", "man"] {
        let out = into_closed_pipe(&["generate", what]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{what}: {err}");
        assert!(!err.contains("panicked"), "{what}: {err}");
        let out = onto_full_disk(&["generate", what]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{what}: {err}");
        assert!(err.contains("No space left on device"), "{what}: {err}");
        assert!(!err.contains("panicked"), "{what}: {err}");
    }
}

/// `dump` keeps its characters column 16 wide wherever `--offset` and `--length` cut a wide
/// character (the border moved a column right when a row ended after an emoji's first byte).
#[test]
fn dump_keeps_its_border_where_a_cut_leaves_a_wide_character() {
    use unicode_width::UnicodeWidthStr;
    let bytes = "Hello é ≠ 😀 end, and 漢字 too\r\n".as_bytes();
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("d.txt");
    std::fs::write(&path, bytes).expect("write");
    let n = bytes.len() as u64;
    for offset in 0..n {
        for length in 1..=(n - offset).min(20) {
            let out = bin()
                .args(["dump", "--color", "never", "--offset"])
                .arg(offset.to_string())
                .arg("--length")
                .arg(length.to_string())
                .arg(&path)
                .output()
                .expect("run");
            assert!(out.status.success(), "{offset}+{length}");
            for row in String::from_utf8(out.stdout).expect("UTF-8").lines() {
                let chars = row.split('│').nth(1).expect("a characters column");
                assert_eq!(chars.width(), 16, "{offset}+{length}: {row}");
            }
        }
    }
    let at = |offset: u64| {
        bin()
            .args(["dump", "--offset"])
            .arg(offset.to_string())
            .arg(&path)
            .output()
            .expect("run")
    };
    // The last byte is the last offset that shows anything; byte n is past the end.
    assert_eq!(at(n - 1).status.code(), Some(0));
    assert_eq!(at(n).status.code(), Some(2));
}

/// `check` refuses standard input named twice (it counted a second, empty, valid file), and a
/// folder the walk cannot enter is named with the OS's reason, like a file (walkdir's own
/// "IO error for operation on …" came through): here a tree deeper than PATH_MAX.
#[test]
fn check_names_stdin_once_and_walk_errors_like_files() {
    let out = bin()
        .args(["check", "-", "-"])
        .write_stdin("hi\n")
        .output()
        .expect("run");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("standard input"), "{err}");
    assert!(out.stdout.is_empty(), "nothing counted");

    let dir = tempfile::tempdir().expect("dir");
    std::fs::write(dir.path().join("a.txt"), "ok\n").expect("write");
    let name = "d".repeat(200);
    let made = std::process::Command::new("bash")
        .arg("-c")
        .arg(format!(
            "cd {:?} && for i in $(seq 1 30); do mkdir {name} && cd {name} || exit 1; done; echo x > f.txt",
            dir.path()
        ))
        .status()
        .expect("bash");
    assert!(made.success(), "a tree 6,000 bytes deep");
    let out = bin()
        .args(["check", "-r"])
        .arg(dir.path())
        .output()
        .expect("run");
    assert_eq!(out.status.code(), Some(2), "unreadable: exit 2");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("IO error for operation"), "{err}");
    let line = err.lines().next().expect("an error line");
    assert!(
        line.starts_with(&format!("utf8-inspector: {}/ddd", dir.path().display()))
            && line.ends_with(": File name too long"),
        "{line}"
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("a.txt: valid UTF-8"));
}

/// Every `declared` entry has the README's seven fields, `file` and `unchecked` as `null` where
/// they say nothing (they were left out, so a script reading `entry["file"]` met a missing key).
#[test]
fn declared_entries_have_every_documented_field() {
    let page = temp_file(
        b"<html><head><meta charset=\"iso-8859-1\"></head><body>caf\xe9 cr\xe8me</body></html>\n",
    );
    let v = common::check_json(page.path());
    let entry = v["declared"][0].as_object().expect("a declaration");
    let mut keys: Vec<&str> = entry.keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "agrees",
            "encoding",
            "file",
            "label",
            "line",
            "source",
            "unchecked"
        ]
    );
    assert!(entry["file"].is_null() && entry["unchecked"].is_null());
    assert_eq!(entry["agrees"], true);
}

/// `--help` that cannot be written says so (exit 2; it ended 0 with nothing written), into a
/// closed pipe ends quietly, and into a pipe has no colour codes.
#[test]
fn help_that_cannot_be_written_is_said() {
    let out = onto_full_disk(&["--help"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("No space left on device"));
    let out = into_closed_pipe(&["check", "--help"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = bin().arg("--help").output().expect("run");
    assert_eq!(out.status.code(), Some(0));
    assert!(!out.stdout.contains(&0x1B), "no escape codes into a pipe");
    let usage = bin().args(["check", "--bogus"]).output().expect("run");
    assert_eq!(usage.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&usage.stderr).contains("unexpected argument"));
}

/// A binary file in a folder is skipped after its first MiB (a 2 GiB disk image was read to its
/// end first: 5.8 s, now at once); what the run says is the same: each text file's line, the
/// binary files skipped (or listed with --binary, with the reason their start gives), UTF-16
/// (zero bytes too) never taken for binary.
#[test]
fn binary_files_in_a_folder_are_skipped_from_their_start() {
    let dir = tempfile::tempdir().expect("dir");
    let p = dir.path();
    std::fs::write(p.join("a.txt"), "hello\n").expect("write");
    std::fs::write(p.join("b.txt"), b"caf\xe9\n").expect("write");
    let mut utf16 = vec![0xFF, 0xFE];
    for u in "UTF-16 text with zero bytes\n".encode_utf16() {
        utf16.extend_from_slice(&u.to_le_bytes());
    }
    std::fs::write(p.join("c16.txt"), &utf16).expect("write");
    std::fs::write(p.join("img.png"), b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR").expect("write");
    // Zeros for its first MiB and more, then text: binary by its start.
    let zeros = std::fs::File::create(p.join("disk.img")).expect("create");
    zeros.set_len(64 << 20).expect("sparse");
    let run = |binary: bool| {
        let mut cmd = bin();
        cmd.args(["check", "-r"]);
        if binary {
            cmd.arg("--binary");
        }
        let out = cmd.arg(p).output().expect("run");
        (
            out.status.code(),
            String::from_utf8(out.stdout).expect("UTF-8"),
        )
    };
    let (code, skipped) = run(false);
    let (listed_code, listed) = run(true);
    assert_eq!(code, Some(1), "{skipped}");
    assert_eq!(listed_code, code);
    assert!(skipped.contains("2 binary files skipped"), "{skipped}");
    assert!(
        skipped.contains("c16.txt: not UTF-8: UTF-16LE"),
        "{skipped}"
    );
    // The same lines, but the binary ones listed with their reasons.
    let text_lines = |s: &str| -> Vec<String> {
        s.lines()
            .filter(|l| !l.contains("not text:") && !l.contains(" file"))
            .map(str::to_string)
            .collect()
    };
    assert_eq!(text_lines(&skipped), text_lines(&listed));
    assert!(listed.contains("disk.img: not text:") && listed.contains("img.png: not text:"));
}

/// A UTF-8 page whose `<meta>` names UTF-16: browsers read it as UTF-8 (HTML's prescan), so the
/// declaration agrees and `check` passes it (it said "declares UTF-16, which the bytes are not",
/// exit 1). The same label on a windows-1252 page still disagrees.
#[test]
fn a_meta_utf16_label_on_a_utf8_page_is_read_as_utf8() {
    let page = temp_file(
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-16\"><title>x</title></head><body>Zażółć gęślą jaźń</body></html>\n"
            .as_bytes(),
    );
    let v = common::check_json(page.path());
    assert_eq!(v["declared"][0]["agrees"], true, "{}", v["summary"]);
    let out = bin().arg("check").arg(page.path()).output().expect("run");
    assert_eq!(out.status.code(), Some(0));
    let latin = temp_file(
        b"<html><head><meta http-equiv=\"Content-Type\" content=\"text/html; charset=utf-16\"></head><body>caf\xe9 cr\xe8me br\xfbl\xe9e</body></html>\n",
    );
    let v = common::check_json(latin.path());
    assert_eq!(v["declared"][0]["agrees"], false, "{}", v["summary"]);
    // A UTF-16 page with that label: it agrees as UTF-16, not "read as UTF-8".
    let mut wide = b"\xFF\xFE".to_vec();
    wide.extend(
        "<html><head><meta charset=\"utf-16\"></head><body>Zażółć</body></html>\n"
            .encode_utf16()
            .flat_map(u16::to_le_bytes),
    );
    let wide = temp_file(&wide);
    let v = common::check_json(wide.path());
    assert_eq!(v["declared"][0]["agrees"], true, "{}", v["summary"]);
    let out = bin().arg("check").arg(wide.path()).output().expect("run");
    assert!(
        !String::from_utf8_lossy(&out.stdout).contains("browsers read as UTF-8"),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
}

#[test]
fn convert_says_a_bom_was_left_out_only_when_the_copy_has_none() {
    // "the input's byte order mark was not carried over" was said of a copy in UTF-16 or
    // UTF-32, which starts with its own (CLI pass 2026-12-05 #11).
    let dir = tempfile::tempdir().expect("temp dir");
    let src = dir.path().join("bom.txt");
    std::fs::write(&src, "\u{FEFF}Zażółć\n").expect("write");
    for to in ["UTF-16", "UTF-32", "UTF-16LE", "windows-1250"] {
        let out = dir.path().join(format!("{to}.txt"));
        let assert = bin()
            .args(["convert", "--from", "UTF-8", "--to", to])
            .arg(&src)
            .arg(&out)
            .assert()
            .code(0);
        let stderr = String::from_utf8_lossy(&assert.get_output().stderr).into_owned();
        let said = stderr.contains("not carried over");
        let bytes = std::fs::read(&out).expect("the copy");
        let has_bom = utf8_inspector::codec::WideForm::from_bom(&bytes).is_some();
        assert_eq!(said, !has_bom, "{to}: {bytes:02X?}");
        // What it offers works: `--bom` was offered for windows-1250, which refused it (CLI pass
        // 2026-12-05).
        if stderr.contains("--bom") {
            let again = dir.path().join(format!("{to}.bom.txt"));
            converted(&["--bom", "--from", "UTF-8", "--to", to], &src, &again);
        }
    }
    // UTF-8 to UTF-8 without --bom: offered.
    let out = dir.path().join("utf8.txt");
    let stderr = converted(&["--from", "UTF-8", "--to", "UTF-8"], &src, &out);
    assert!(stderr.contains("--bom writes one"), "{stderr}");
}

/// `convert` with `args` of `src` into `out`, which must succeed: what it said on standard error.
fn converted(args: &[&str], src: &std::path::Path, out: &std::path::Path) -> String {
    let assert = bin()
        .arg("convert")
        .args(args)
        .arg(src)
        .arg(out)
        .assert()
        .code(0);
    String::from_utf8_lossy(&assert.get_output().stderr).into_owned()
}

#[test]
fn dump_offset_is_checked_against_what_a_stream_or_proc_file_holds() {
    // `--offset 1 /proc/version` said "past the end (size 0)" (its size is 0, its bytes are
    // not); `--offset 9` of six bytes on standard input dumped nothing with exit 0 (CLI pass
    // 2026-12-05 #13).
    let version = std::fs::read("/proc/version").expect("/proc/version");
    let out = bin()
        .args(["dump", "--offset", "1", "/proc/version"])
        .assert()
        .code(0)
        .get_output()
        .stdout
        .clone();
    let shown = String::from_utf8_lossy(&out);
    let second: String = version[1..9].iter().map(|&b| format!("{b:02x} ")).collect();
    assert!(shown.contains(second.trim_end()), "{shown}");
    bin()
        .args(["dump", "--offset", "9", "-"])
        .write_stdin(b"abcdef".to_vec())
        .assert()
        .code(2)
        .stderr(predicate::str::contains("past the end (size 6)"));
    bin()
        .args(["dump", "--offset", "5", "-"])
        .write_stdin(b"abcdef".to_vec())
        .assert()
        .code(0)
        .stdout(predicate::str::contains("66"));
}

#[test]
fn convert_from_a_legacy_encoding_says_when_the_input_starts_with_a_utf8_bom() {
    // `convert --from windows-1252` of a file starting with EF BB BF wrote `ï»¿` at the copy's
    // start without a word (CLI pass 2026-12-05 #12): the copy is as asked, and it is said.
    let dir = tempfile::tempdir().expect("temp dir");
    let src = dir.path().join("bom.txt");
    std::fs::write(&src, b"\xEF\xBB\xBFcaf\xE9\n").expect("write");
    let out = dir.path().join("out.txt");
    let err = converted(&["--from", "windows-1252", "--to", "UTF-8"], &src, &out);
    assert_eq!(std::fs::read_to_string(&out).expect("copy"), "ï»¿café\n");
    assert!(err.contains("UTF-8 byte order mark"), "{err}");
    // Without the BOM, nothing is said of one.
    std::fs::write(&src, b"caf\xE9\n").expect("write");
    let assert = bin()
        .args([
            "convert",
            "--force",
            "--from",
            "windows-1252",
            "--to",
            "UTF-8",
        ])
        .arg(&src)
        .arg(&out)
        .assert()
        .code(0);
    assert!(!String::from_utf8_lossy(&assert.get_output().stderr).contains("byte order mark"));
}

/// A binary stream that never ends on standard input (`check - < /dev/zero`) gets its verdict
/// once its start shows it is not text, and the rest is not read: it read for ever (CLI pass
/// 2026-12-05). The writer below would write zeros for ever; the check must end on its own.
#[test]
fn check_of_an_endless_binary_stream_ends() {
    use std::io::Write;
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("utf8-inspector"))
        .args(["check", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("spawn");
    let mut stdin = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || {
        let zeros = vec![0u8; 1 << 16];
        let mut written = 0u64;
        // Ends when the check closes its end (a broken pipe), or after 4 GiB (a check that reads
        // for ever fails the assertions below instead of hanging the suite).
        while written < 1 << 32 && stdin.write_all(&zeros).is_ok() {
            written += zeros.len() as u64;
        }
        written
    });
    let out = child.wait_with_output().expect("wait");
    let written = writer.join().expect("writer");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(stdout.starts_with("-: not text:"), "{stdout}");
    assert!(written < 1 << 30, "{written} bytes were read");
}

/// A symbolic link to nothing inside a folder (its target gone, or a loop) holds no file: it is
/// noted and skipped, and the run passes on the files there are (it was an unreadable file, exit
/// 2: a repository's dangling link failed every check of it; CLI pass 2026-12-05). A link to a
/// file is still checked.
#[test]
fn check_recursive_skips_links_to_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("a.txt"), "é\n").expect("write");
    std::fs::write(dir.path().join("b.txt"), b"caf\xE9 au lait\n").expect("write");
    std::os::unix::fs::symlink("a.txt", dir.path().join("to-a")).expect("symlink");
    std::os::unix::fs::symlink("gone.txt", dir.path().join("dangling")).expect("symlink");
    std::os::unix::fs::symlink("loop2", dir.path().join("loop1")).expect("symlink");
    std::os::unix::fs::symlink("loop1", dir.path().join("loop2")).expect("symlink");
    // Through a file: "not a directory" (review of 2026-12-05).
    std::os::unix::fs::symlink("a.txt/x", dir.path().join("through")).expect("symlink");
    let out = bin()
        .args(["check", "-r", "--no-ignore"])
        .arg(dir.path())
        .output()
        .expect("ran");
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    // b.txt is legacy: exit 1 as for any such folder, not 2 (unreadable files).
    assert_eq!(out.status.code(), Some(1), "{stdout}{stderr}");
    assert!(stdout.contains("3 files: 2 valid UTF-8, 1 not"), "{stdout}");
    assert!(stdout.contains("0 unreadable"), "{stdout}");
    for name in ["dangling", "loop1", "loop2", "through"] {
        assert!(
            stderr
                .lines()
                .any(|l| l.contains(name) && l.contains("skipped")),
            "{name}: {stderr}"
        );
    }
}

/// `check --json` writes C1 controls and the line and paragraph separators inside strings as
/// `\uXXXX`: raw, U+0085 split a record in two for Python's `splitlines` and U+009B is a
/// terminal's CSI (a mojibake sample holds them: CLI pass 2026-12-05). The value is the same.
#[test]
fn check_json_escapes_c1_controls_and_separators() {
    let f =
        temp_file("CafÃ© trÃ¨s â\u{80}\u{9C}bonâ\u{80}\u{9D} dÃ©jÃ\u{A0} vu\u{2028}\n".as_bytes());
    let out = bin()
        .args(["check", "--json"])
        .arg(f.path())
        .output()
        .expect("ran");
    let raw = String::from_utf8(out.stdout).expect("UTF-8 JSON");
    assert!(
        !raw.chars()
            .any(|c| matches!(c, '\u{80}'..='\u{9F}' | '\u{2028}' | '\u{2029}')),
        "{raw:?}"
    );
    let v: serde_json::Value = serde_json::from_str(&raw).expect("JSON");
    let before = v["mojibake"]["sample_before"]
        .as_str()
        .expect("a mojibake sample");
    assert!(before.contains("â\u{80}\u{9C}bon"), "{before:?}");
    assert_eq!(
        v["mojibake"]["sample_after"],
        "Café très “bon” déjà vu\u{2028}"
    );
}

/// `fix` of a file that is not text says so (it said "no mojibake found"): exit 1, as for any
/// file with nothing to repair, and no copy (CLI pass 2026-12-05).
#[test]
fn fix_of_a_binary_file_says_not_text() {
    let dir = tempfile::tempdir().expect("temp dir");
    let src = dir.path().join("data.bin");
    std::fs::write(&src, b"a\0b\0c\0\0\0\0\0\0\x01\x02").expect("write");
    let out = dir.path().join("out.txt");
    let run = bin().arg("fix").arg(&src).arg(&out).output().expect("ran");
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert_eq!(run.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("not text"), "{stderr}");
    assert!(!out.exists(), "a copy was written");
}

/// Mojibake whose last character is cut short by the file's end (a download or a log cut
/// mid-write) is damaged UTF-8 and mojibake both: `check` says both, and `fix` repairs the text,
/// the cut character a U+FFFD it counts as lost (it was "UTF-8 with 1 damaged byte" alone, and
/// `fix` refused it: CLI pass 2026-12-05 #7). Cut one to three bytes short, inside a garbled
/// character of two or three, in a small file and past the first MiB of a large one.
#[test]
fn mojibake_cut_short_at_the_end_is_repaired() {
    let french = String::from_utf8(common::read_testdata("udhr/fra.txt")).expect("UTF-8");
    let paragraph: String = french.chars().take(3000).collect();
    let dir = tempfile::tempdir().expect("temp dir");
    let mut cases = 0;
    for repeat in [1, 400] {
        // Garbled, `à` is `Ã\u{A0}` (C3 83 C2 A0), `…` is `â€¦` (C3 A2 E2 82 AC C2 A6); the
        // cut character also alone in its paragraph, where the cut was read as windows-1252's
        // undefined byte 81 and `Ã` became `Á` (review of 2026-12-05).
        for ending in ["Fin: à", "Fin: …", "\nÉ", "\nà"] {
            // (The large file for the first two endings: `fix` takes a second on it.)
            if repeat > 1 && ending.starts_with('\n') {
                continue;
            }
            let last = ending.chars().last().expect("a character");
            let text = format!("{}\n{ending}", paragraph.repeat(repeat));
            let garbled = encoding_rs::WINDOWS_1252
                .decode_without_bom_handling(text.as_bytes())
                .0
                .into_owned();
            for cut in 1..=3 {
                let kept = &garbled.as_bytes()[..garbled.len() - cut];
                if std::str::from_utf8(kept).is_ok() {
                    continue;
                }
                cases += 1;
                let name = dir.path().join(format!("cut{repeat}-{cases}.txt"));
                std::fs::write(&name, kept).expect("write");
                let v = common::check_json(&name);
                assert_eq!(v["verdict"], "utf-8-damaged", "{repeat} {last} {cut}");
                assert_eq!(
                    v["mojibake"]["chain"][0], "windows-1252",
                    "{last} {cut}: {v}"
                );
                let out = name.with_extension("fixed");
                let run = bin().arg("fix").arg(&name).arg(&out).output().expect("ran");
                let stderr = String::from_utf8_lossy(&run.stderr);
                assert_eq!(
                    run.status.code(),
                    Some(0),
                    "{repeat} {last} {cut}: {stderr}"
                );
                assert!(stderr.contains("1 character was lost"), "{stderr}");
                // The text repaired, its cut last character a U+FFFD.
                let expected = format!("{}\u{FFFD}", &text[..text.len() - last.len_utf8()]);
                assert!(
                    std::fs::read_to_string(&out).expect("the copy") == expected,
                    "{repeat} {last} {cut}: the copy differs"
                );
                // The window's save of the repair writes the same.
                let (saved, _) = utf8_inspector::analysis::convert::transform(
                    kept,
                    &utf8_inspector::analysis::convert::Transform::Repair,
                )
                .expect("the window's repair");
                assert!(
                    saved == expected.as_bytes(),
                    "{repeat} {last} {cut}: the save differs"
                );
            }
        }
    }
    assert_eq!(cases, 12, "ill-formed cuts tried");
}
