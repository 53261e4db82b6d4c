//! UTF-16 and UTF-32 files through the real binary: `check` names them (with and without a BOM,
//! CJK text with few zero bytes included) and counts their errors by kind over the whole file;
//! `convert` reads and writes them, refusing or replacing lone surrogates.

mod common;

use assert_cmd::Command;
use utf8_inspector::codec::WideForm;

fn bin() -> Command {
    Command::cargo_bin("utf8-inspector").expect("binary built")
}

/// The first `chars` characters of a Wikipedia article from the shared corpus.
fn wiki(name: &str, chars: usize) -> String {
    let bytes = common::read_testdata(&format!(
        "perf/unicode_lipsum/wikipedia_mars/{name}.utf8.txt"
    ));
    String::from_utf8(bytes)
        .expect("UTF-8 corpus")
        .chars()
        .take(chars)
        .collect()
}

fn encode(text: &str, form: WideForm, bom: bool) -> Vec<u8> {
    let mut out = if bom { form.bom().to_vec() } else { Vec::new() };
    for c in text.chars() {
        form.encode(c, &mut out);
    }
    out
}

fn check_json(bytes: &[u8]) -> (serde_json::Value, i32) {
    let dir = tempfile::tempdir().expect("dir");
    let p = dir.path().join("f.txt");
    std::fs::write(&p, bytes).expect("write");
    let out = bin()
        .args(["check", "--json"])
        .arg(&p)
        .output()
        .expect("ran");
    let v = serde_json::from_slice(&out.stdout).expect("one JSON object");
    (v, out.status.code().unwrap_or(-1))
}

#[test]
fn check_names_every_form_with_and_without_bom_in_several_scripts() {
    for name in [
        "chinese", "japanese", "korean", "russian", "hindi", "english", "arabic",
    ] {
        let text = wiki(name, 3000);
        for form in WideForm::ALL {
            for bom in [true, false] {
                let (v, code) = check_json(&encode(&text, form, bom));
                let what = format!("{name} {} bom={bom}", form.name());
                assert_eq!(code, 1, "{what}: not UTF-8, so exit 1");
                let verdict = if form.is_utf16() { "utf-16" } else { "utf-32" };
                assert_eq!(v["verdict"], verdict, "{what}: {}", v["summary"]);
                assert_eq!(v["guess"]["encoding"], form.name(), "{what}");
                assert_eq!(v["wide"]["chars"], text.chars().count(), "{what}");
                assert_eq!(v["wide"]["errors"], 0, "{what}");
                assert_eq!(v["wide"]["bom"], bom, "{what}");
                assert!(
                    v["summary"].as_str().is_some_and(|s| s.ends_with("valid")),
                    "{what}: {}",
                    v["summary"]
                );
            }
        }
    }
}

#[test]
fn check_counts_lone_surrogates_over_the_whole_file_and_says_where() {
    // 2 MiB of text (past the diagnosis's 1 MiB sample), a lone high surrogate near the end, a
    // lone low one after it, and a cut last unit.
    let text = wiki("japanese", 1 << 20);
    let mut bytes = encode(&text, WideForm::Utf16Le, true);
    while bytes.len() < 2 << 20 {
        bytes.extend(encode(&text, WideForm::Utf16Le, false));
    }
    let at = bytes.len();
    bytes.extend([0x3D, 0xD8, b'A', 0]); // D83D then 'A'
    bytes.extend([0x00, 0xDE]); // DE00 alone
    bytes.push(b'x');
    let (v, code) = check_json(&bytes);
    assert_eq!(code, 1);
    assert_eq!(v["verdict"], "utf-16");
    let w = &v["wide"];
    assert_eq!(w["errors"], 3);
    assert_eq!(w["by_kind"]["lone-high-surrogate"], 1);
    assert_eq!(w["by_kind"]["lone-low-surrogate"], 1);
    assert_eq!(w["by_kind"]["odd-length"], 1);
    assert_eq!(w["first_error"]["offset"], at);
    assert_eq!(w["first_error"]["kind"], "lone-high-surrogate");
    let summary = v["summary"].as_str().expect("summary");
    assert!(
        summary.contains("1 lone-high-surrogate, 1 lone-low-surrogate, 1 odd-length"),
        "{summary}"
    );
}

#[test]
fn text_verdict_says_not_utf8_and_what_it_is() {
    let dir = tempfile::tempdir().expect("dir");
    let p = dir.path().join("export.txt");
    std::fs::write(
        &p,
        encode("Name\tPrix\r\nCafé\t3,50 €\r\n", WideForm::Utf16Le, true),
    )
    .expect("write");
    let out = bin().arg("check").arg(&p).output().expect("ran");
    assert_eq!(out.status.code(), Some(1));
    let line = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(
        line.contains("not UTF-8: UTF-16LE text with BOM, 24 characters, valid"),
        "{line}"
    );
}

#[test]
fn convert_round_trips_through_every_form_and_writes_the_bom_asked_for() {
    let dir = tempfile::tempdir().expect("dir");
    let text = wiki("chinese", 500) + "😀𝄞";
    let src = dir.path().join("src.txt");
    std::fs::write(&src, &text).expect("write");
    for form in WideForm::ALL {
        for bom in [false, true] {
            let wide = dir.path().join(format!("{}-{bom}.txt", form.name()));
            let mut cmd = bin();
            cmd.args(["convert", "--from", "UTF-8", "--to", form.name()]);
            if bom {
                cmd.arg("--bom");
            }
            cmd.arg(&src).arg(&wide).assert().code(0);
            let written = std::fs::read(&wide).expect("written");
            assert_eq!(written, encode(&text, form, bom), "{}", form.name());
            // Back, naming the byte order, and naming only the family (the BOM or the bytes'
            // pattern decide).
            let family = if form.is_utf16() { "UTF-16" } else { "UTF-32" };
            for from in [form.name(), family] {
                let back = dir
                    .path()
                    .join(format!("back-{}-{bom}-{from}.txt", form.name()));
                bin()
                    .args(["convert", "--from", from, "--to", "utf-8"])
                    .arg(&wide)
                    .arg(&back)
                    .assert()
                    .code(0);
                assert_eq!(
                    std::fs::read_to_string(&back).expect("back"),
                    text,
                    "{from}"
                );
            }
        }
    }
    // The bare family name writes little-endian with a BOM, as Windows does.
    let bare = dir.path().join("bare.txt");
    bin()
        .args(["convert", "--from", "utf-8", "--to", "utf-16"])
        .arg(&src)
        .arg(&bare)
        .assert()
        .code(0);
    assert_eq!(
        std::fs::read(&bare).expect("bare"),
        encode(&text, WideForm::Utf16Le, true)
    );
}

#[test]
fn convert_refuses_lone_surrogates_with_offsets_or_replaces_them() {
    let dir = tempfile::tempdir().expect("dir");
    let src = dir.path().join("bad.txt");
    let mut bytes = encode("ab", WideForm::Utf16Be, false);
    bytes.extend([0xDC, 0x00]);
    bytes.extend(encode("cd", WideForm::Utf16Be, false));
    std::fs::write(&src, &bytes).expect("write");
    let out_path = dir.path().join("out.txt");
    let out = bin()
        .args(["convert", "--from", "UTF-16BE", "--to", "UTF-8"])
        .arg(&src)
        .arg(&out_path)
        .output()
        .expect("ran");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).expect("UTF-8");
    assert!(err.contains("byte 4: low surrogate DC00"), "{err}");
    assert!(err.contains("--substitute"), "{err}");
    assert!(!out_path.exists(), "nothing written on refusal");
    bin()
        .args([
            "convert",
            "--from",
            "UTF-16BE",
            "--to",
            "UTF-8",
            "--substitute",
            "?",
        ])
        .arg(&src)
        .arg(&out_path)
        .assert()
        .code(0);
    assert_eq!(std::fs::read_to_string(&out_path).expect("out"), "ab?cd");
}

/// `check`'s line gives positions and counts the same way for UTF-16 as for UTF-8 (plain
/// digits, as scripts parse them): the UTF-16 line said "first at byte 3,998" and "1,999
/// characters" where the UTF-8 one said "first at byte 5000". Both are read back here as
/// numbers and compared with the files' own.
#[test]
fn utf16_and_utf8_lines_give_numbers_alike() {
    let text = wiki("russian", 3000);
    let dir = tempfile::tempdir().expect("dir");
    let mut wide = encode(&text, WideForm::Utf16Le, true);
    let cut = wide.len() - 1;
    wide.truncate(cut); // an odd length: the last unit cut
    let mut narrow = text.as_bytes().to_vec();
    let bad = narrow.len() / 2;
    let bad = (bad..)
        .find(|&i| text.is_char_boundary(i))
        .expect("a boundary");
    narrow.insert(bad, 0xFF);
    let number_after = |line: &str, key: &str| -> u64 {
        let rest = &line[line.find(key).unwrap_or_else(|| panic!("{key} in {line}")) + key.len()..];
        let digits: String = rest
            .chars()
            .take_while(|c| !c.is_whitespace() && *c != '(')
            .collect();
        digits
            .parse()
            .unwrap_or_else(|_| panic!("{digits:?} after {key} in {line}"))
    };
    for (bytes, offset) in [(wide, cut as u64 - 1), (narrow, bad as u64)] {
        let path = dir.path().join("f.txt");
        std::fs::write(&path, &bytes).expect("write");
        let out = bin().arg("check").arg(&path).output().expect("run");
        let line = String::from_utf8_lossy(&out.stdout).into_owned();
        assert_eq!(number_after(&line, "first at byte "), offset, "{line}");
    }
    // The character count of the UTF-16 file, as a number.
    let path = dir.path().join("ok.txt");
    std::fs::write(&path, encode(&text, WideForm::Utf16Le, true)).expect("write");
    let out = bin().arg("check").arg(&path).output().expect("run");
    let line = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(
        number_after(&line, "with BOM, "),
        text.chars().count() as u64,
        "{line}"
    );
}

#[test]
fn convert_refuses_a_byte_order_that_the_byte_order_mark_contradicts() {
    // UTF-16BE asked for a file that starts with UTF-16LE's mark: it wrote U+FFFE and garbage
    // with exit 0. Now refused, nothing written; the mark's own order and the family still read.
    let text = wiki("russian", 200);
    let dir = tempfile::tempdir().expect("dir");
    for (named, written, family) in [
        ("UTF-16BE", WideForm::Utf16Le, "UTF-16"),
        ("UTF-16LE", WideForm::Utf16Be, "UTF-16"),
        ("UTF-32BE", WideForm::Utf32Le, "UTF-32"),
        ("UTF-32LE", WideForm::Utf32Be, "UTF-32"),
    ] {
        let src = dir.path().join(format!("{named}.in"));
        std::fs::write(&src, encode(&text, written, true)).expect("write");
        let out_path = dir.path().join(format!("{named}.out"));
        let out = bin()
            .args(["convert", "--from", named, "--to", "UTF-8"])
            .arg(&src)
            .arg(&out_path)
            .output()
            .expect("run");
        assert_eq!(out.status.code(), Some(2), "{named}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(written.name()), "{named}: {err}");
        assert!(!out_path.exists(), "{named}: nothing written");
        for ok in [written.name(), family] {
            let out = bin()
                .args(["convert", "--from", ok, "--to", "UTF-8"])
                .arg(&src)
                .arg("-")
                .output()
                .expect("run");
            assert_eq!(out.status.code(), Some(0), "{ok}");
            assert_eq!(String::from_utf8_lossy(&out.stdout), text, "{ok}");
        }
    }
}
