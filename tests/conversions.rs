//! Conversions that do what they say (issue 18): checked on the bytes each command writes.

mod common;

use assert_cmd::Command;
use predicates::prelude::*;

fn bin() -> Command {
    Command::cargo_bin("utf8-inspector").expect("binary built")
}

/// Runs `convert --from FROM --to TO [extra]` on `input`; the exit status and the output file's
/// bytes, if one was written.
fn convert(input: &[u8], from: &str, to: &str, extra: &[&str]) -> (i32, Option<Vec<u8>>, String) {
    let dir = tempfile::tempdir().expect("dir");
    let (src, out) = (dir.path().join("in.txt"), dir.path().join("out.txt"));
    std::fs::write(&src, input).expect("write");
    let o = bin()
        .args(["convert", "--from", from, "--to", to])
        .args(extra)
        .arg(&src)
        .arg(&out)
        .output()
        .expect("run");
    (
        o.status.code().unwrap_or(-1),
        std::fs::read(&out).ok(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn ascii_means_seven_bits() {
    // WHATWG's label table maps "ascii" and "us-ascii" to windows-1252; a user asking for ASCII
    // wants seven bits and a refusal for é.
    for name in ["ascii", "us-ascii", "US-ASCII", "csASCII"] {
        let (code, out, err) = convert("café\n".as_bytes(), "utf-8", name, &[]);
        assert_eq!(code, 2, "{name}: {err}");
        assert_eq!(out, None, "{name}: nothing written");
        assert!(err.contains("U+00E9"), "{name}: names é: {err}");
    }
    let (code, out, _) = convert(
        "café\n".as_bytes(),
        "utf-8",
        "ascii",
        &["--substitute", "?"],
    );
    assert_eq!((code, out.as_deref()), (0, Some(&b"caf?\n"[..])));
    let (code, out, _) = convert(b"plain\n", "utf-8", "us-ascii", &[]);
    assert_eq!((code, out.as_deref()), (0, Some(&b"plain\n"[..])));
    // Reading ASCII refuses a byte ≥ 0x80.
    let (code, out, err) = convert(b"caf\xe9\n", "ascii", "utf-8", &[]);
    assert_eq!((code, out), (2, None), "{err}");
}

#[test]
fn csisolatin1_is_iso_8859_1_proper() {
    // The label names ISO-8859-1, whose 0x80 is the C1 control U+0080 (windows-1252: €).
    let (code, out, _) = convert(b"caf\xe9 \x80\n", "csisolatin1", "utf-8", &[]);
    assert_eq!(code, 0);
    assert_eq!(out.as_deref(), Some("café \u{80}\n".as_bytes()));
    let (code, out, _) = convert("café\n".as_bytes(), "utf-8", "csisolatin1", &[]);
    assert_eq!((code, out.as_deref()), (0, Some(&b"caf\xe9\n"[..])));
}

#[test]
fn a_utf8_bom_is_a_signature_not_a_character() {
    let input = b"\xEF\xBB\xBFabc\n";
    let (code, out, err) = convert(input, "utf-8", "windows-1252", &[]);
    assert_eq!((code, out.as_deref()), (0, Some(&b"abc\n"[..])), "{err}");
    let (_, out, _) = convert(input, "utf-8", "utf-16le", &[]);
    assert_eq!(
        out.as_deref(),
        Some(&b"a\0b\0c\0\n\0"[..]),
        "no BOM without --bom"
    );
    let (_, out, _) = convert(input, "utf-8", "utf-16le", &["--bom"]);
    assert_eq!(out.as_deref(), Some(&b"\xFF\xFEa\0b\0c\0\n\0"[..]));
    let (_, out, _) = convert(input, "utf-8", "utf-8", &["--bom"]);
    assert_eq!(out.as_deref(), Some(&input[..]), "one BOM, not two");
}

#[test]
fn windows_1258_writes_what_it_can_compose() {
    // ệ is e + dot below + circumflex; windows-1258 has ê (EA) and the combining dot below (F2).
    let (code, out, err) = convert("Việt\n".as_bytes(), "utf-8", "windows-1258", &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.as_deref(), Some(&b"Vi\xea\xf2t\n"[..]));
    for word in ["ộ", "ậ", "ặ", "Nguyễn", "Việt Nam"] {
        let (code, out, err) = convert(word.as_bytes(), "utf-8", "windows-1258", &[]);
        assert_eq!(code, 0, "{word}: {err}");
        // Read back, it is the same text (decomposed as the code page stores it).
        let dir = tempfile::tempdir().expect("dir");
        let (a, b) = (dir.path().join("a"), dir.path().join("b"));
        std::fs::write(&a, out.expect("written")).expect("write");
        bin()
            .args(["convert", "--from", "windows-1258", "--to", "utf-8"])
            .arg(&a)
            .arg(&b)
            .assert()
            .success();
        use unicode_normalization::UnicodeNormalization;
        let back = std::fs::read_to_string(&b).expect("read");
        assert_eq!(
            back.nfc().collect::<String>(),
            word.nfc().collect::<String>()
        );
    }
}

/// A conversion that writes characters decomposed says how many and which: the Vietnamese
/// Wikipedia article on Mars (its lines whose decomposed form windows-1258 writes) to
/// windows-1258, counted against encoding_rs, whose windows-1258 encoder writes only what has a
/// byte of its own (the letters it cannot write are the ones decomposed). The copy read back is
/// the text in NFC, and not the same code points (why it is said).
#[test]
fn a_conversion_says_which_characters_it_wrote_decomposed() {
    use unicode_normalization::UnicodeNormalization;
    let article = String::from_utf8(common::read_testdata(
        "perf/unicode_lipsum/wikipedia_mars/vietnamese.utf8.txt",
    ))
    .expect("UTF-8");
    let writable = |c: char| !encoding_rs::WINDOWS_1258.encode(&c.to_string()).2;
    let text: String = article
        .split_inclusive('\n')
        .filter(|line| line.nfd().all(writable))
        .collect();
    assert!(text.len() > 10_000, "most of the article");
    let (code, out, err) = convert(text.as_bytes(), "utf-8", "windows-1258", &[]);
    assert_eq!(code, 0, "{err}");
    let no_byte: Vec<char> = text.chars().filter(|&c| !writable(c)).collect();
    assert!(no_byte.len() > 100, "Vietnamese has many such letters");
    let said = err
        .lines()
        .find(|l| l.contains("combining mark"))
        .unwrap_or_else(|| panic!("no word of the decomposed characters: {err}"));
    let count: usize = said
        .split("wrote ")
        .nth(1)
        .and_then(|r| r.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no count in {said}"));
    assert_eq!(count, no_byte.len(), "{said}");
    let first = no_byte[0];
    assert!(
        said.contains(&format!("U+{:04X} {first}", u32::from(first))),
        "{said}"
    );
    let written = out.expect("written");
    let (back, _, unmappable) = encoding_rs::WINDOWS_1258.decode(&written);
    assert!(!unmappable);
    assert_ne!(back, text, "decomposed, not the same code points");
    assert_eq!(
        back.nfc().collect::<String>(),
        text.nfc().collect::<String>()
    );
    // A text windows-1258 writes byte for byte says nothing of it.
    let (code, _, err) = convert("Hà Nội là".as_bytes(), "utf-8", "windows-1258", &[]);
    assert_eq!(code, 0);
    assert!(err.contains("combining mark"), "ộ is decomposed: {err}");
    let (code, _, err) = convert("Hà là".as_bytes(), "utf-8", "windows-1258", &[]);
    assert_eq!(code, 0);
    assert!(!err.contains("combining mark"), "{err}");
    // A copy refused (its target exists) says nothing of what it would have held.
    let dir = tempfile::tempdir().expect("dir");
    let (src, out) = (dir.path().join("in.txt"), dir.path().join("out.txt"));
    std::fs::write(&src, "Hà Nội").expect("write");
    std::fs::write(&out, "there").expect("write");
    let o = bin()
        .args(["convert", "--from", "utf-8", "--to", "windows-1258"])
        .arg(&src)
        .arg(&out)
        .output()
        .expect("run");
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(!err.contains("combining mark"), "{err}");
}

#[test]
fn utf16_given_to_fix_or_decode_is_named_utf16() {
    let dir = tempfile::tempdir().expect("dir");
    let f = dir.path().join("w.txt");
    std::fs::write(&f, b"\xFF\xFEh\0i\0 \0\xe9\0\n\0").expect("write");
    bin()
        .arg("decode")
        .arg(&f)
        .assert()
        .code(1)
        .stderr(predicate::str::contains("UTF-16LE").and(predicate::str::contains("convert")));
    bin()
        .arg("fix")
        .arg(&f)
        .arg(dir.path().join("out.txt"))
        .assert()
        .stderr(predicate::str::contains("UTF-16LE").and(predicate::str::contains("convert")));
    assert!(!dir.path().join("out.txt").exists());
}

#[test]
fn unknown_encoding_lists_utf8_once() {
    let (code, _, err) = convert(b"x", "utf-8", "no-such-encoding", &[]);
    assert_eq!(code, 2);
    assert_eq!(err.matches("UTF-8").count(), 1, "{err}");
}

/// A windows-1252 line in a UTF-8 file (issue 18): `check` calls it mixed and `fix` writes the
/// text exactly, whatever the size of the legacy part: one euro sign, a word, typographic
/// punctuation, and 10%, 50% and 90% of the file's lines. The text is the French UDHR (shared/).
#[test]
fn fix_repairs_a_windows_1252_part_of_any_size_exactly() {
    let path = common::testdata("udhr/fra.txt");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (the tests need ../shared/testdata)",
            path.display()
        )
    });
    // Lines windows-1252 can write (the UDHR has a few characters it cannot).
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| !l.is_empty() && l.chars().all(|c| cp1252(c).is_some()))
        .take(60)
        .collect();
    assert!(lines.len() >= 40, "enough French lines");
    let enc = |s: &str| -> Vec<u8> { s.chars().map(|c| cp1252(c).expect("writable")).collect() };
    let mut cases: Vec<(String, Vec<u8>, String)> = Vec::new();
    // Small pastes in the middle of the UTF-8 text.
    for paste in ["prix 5 €", "l’école", "“Bonjour” dit-il…", "déjà vu"] {
        let want = format!(
            "{}\n{paste}\n{}\n",
            lines[..20].join("\n"),
            lines[20..].join("\n")
        );
        let mut bytes = lines[..20].join("\n").into_bytes();
        bytes.push(b'\n');
        bytes.extend(enc(paste));
        bytes.push(b'\n');
        bytes.extend(lines[20..].join("\n").bytes());
        bytes.push(b'\n');
        cases.push((paste.to_string(), bytes, want));
    }
    // A share of the lines in windows-1252, the rest (at least the first line) in UTF-8.
    for pct in [10, 50, 90] {
        let k = (lines.len() * pct / 100).min(lines.len() - 1);
        let split = lines.len() - k;
        let mut bytes = Vec::new();
        for (i, l) in lines.iter().enumerate() {
            if i < split {
                bytes.extend(l.bytes());
            } else {
                bytes.extend(enc(l));
            }
            bytes.push(b'\n');
        }
        let want = lines.iter().map(|l| format!("{l}\n")).collect::<String>();
        cases.push((format!("{pct}% of the lines"), bytes, want));
    }
    for (what, bytes, want) in cases {
        assert!(
            std::str::from_utf8(&bytes).is_err(),
            "{what}: has legacy bytes"
        );
        let dir = tempfile::tempdir().expect("dir");
        let (src, out) = (dir.path().join("in.txt"), dir.path().join("out.txt"));
        std::fs::write(&src, &bytes).expect("write");
        let check = bin()
            .args(["check", "--json"])
            .arg(&src)
            .output()
            .expect("run");
        let json: serde_json::Value = serde_json::from_slice(&check.stdout).expect("check --json");
        assert_eq!(
            json["verdict"], "utf-8-mixed",
            "{what}: {}",
            json["summary"]
        );
        assert_eq!(
            json["mixed"]["encoding"], "windows-1252",
            "{what}: {}",
            json["summary"]
        );
        let fix = bin().arg("fix").arg(&src).arg(&out).output().expect("run");
        assert!(
            fix.status.success(),
            "{what}: {}",
            String::from_utf8_lossy(&fix.stderr)
        );
        let got = std::fs::read(&out).expect("fix wrote the copy");
        assert_eq!(String::from_utf8(got).expect("UTF-8"), want, "{what}");
        assert_eq!(
            std::fs::read(&src).expect("input"),
            bytes,
            "{what}: input untouched"
        );
    }
}

/// windows-1252's byte for `c`, from encoding_rs (the reference, not this project's tables).
fn cp1252(c: char) -> Option<u8> {
    let mut buf = [0u8; 4];
    let (out, _, bad) = encoding_rs::WINDOWS_1252.encode(c.encode_utf8(&mut buf));
    (!bad && out.len() == 1).then(|| out[0])
}

/// A byte order mark is a signature, not mojibake: `fix` keeps it in the copy, before the
/// repaired text (it dropped it without a word), and so for legacy runs read in UTF-8 and for
/// the window's save of a repair.
#[test]
fn fix_keeps_a_byte_order_mark() {
    let dir = tempfile::tempdir().expect("dir");
    let (src, out) = (dir.path().join("in.txt"), dir.path().join("out.txt"));
    let garbled = "Le cafÃ© est prÃªt, dÃ©jÃ  servi.\n";
    let mixed: &[u8] = b"Le caf\xc3\xa9 est bon. Il dit: l\x92\xe9cole est ferm\xe9e.\n";
    for (input, want) in [
        (garbled.as_bytes(), "Le café est prêt, déjà servi.\n"),
        (mixed, "Le café est bon. Il dit: l’école est fermée.\n"),
    ] {
        std::fs::write(&src, [b"\xEF\xBB\xBF".as_slice(), input].concat()).expect("write");
        bin()
            .args(["fix", "--force"])
            .arg(&src)
            .arg(&out)
            .assert()
            .success();
        let written = std::fs::read(&out).expect("written");
        assert_eq!(
            written,
            [b"\xEF\xBB\xBF".as_slice(), want.as_bytes()].concat()
        );
    }
    // The window's save of the repair, too.
    use utf8_inspector::analysis::convert::{Transform, transform};
    let input = [b"\xEF\xBB\xBF".as_slice(), garbled.as_bytes()].concat();
    let (saved, _) = transform(&input, &Transform::Repair).expect("repaired");
    assert_eq!(saved, "\u{FEFF}Le café est prêt, déjà servi.\n".as_bytes());
}

/// `convert` and `check` agree on whether a copy's `<meta charset>` tells the truth: the label
/// `iso-8859-1` (windows-1252 to browsers) over a copy in ISO-8859-1 or ISO-8859-15 whose bytes
/// both read alike is true, and left alone even with --update-declaration (convert said it
/// contradicted the copy, and "rewrote" it to ISO-8859-1, which browsers read the same); over a
/// copy whose `€` is A4 in ISO-8859-15 (`¤` in windows-1252) it is false, and check does not
/// call it true.
#[test]
fn convert_and_check_agree_on_a_declaration_over_bytes_both_read_alike() {
    let page = |body: &str| {
        format!("<html><head><meta charset=\"iso-8859-1\"></head><body>{body}</body></html>\n")
    };
    for (body, to, true_label) in [
        ("café crème brûlée", "latin1", true),
        ("café crème brûlée", "ISO-8859-1", true),
        ("café crème brûlée", "ISO-8859-15", true),
        ("café à 5 €", "ISO-8859-15", false),
    ] {
        for update in [false, true] {
            let dir = tempfile::tempdir().expect("dir");
            let (src, out) = (dir.path().join("in.html"), dir.path().join("out.html"));
            std::fs::write(&src, page(body)).expect("write");
            let mut cmd = bin();
            cmd.args(["convert", "--from", "utf-8", "--to", to]);
            if update {
                cmd.arg("--update-declaration");
            }
            let o = cmd.arg(&src).arg(&out).output().expect("run");
            assert!(o.status.success(), "{body} to {to}");
            let err = String::from_utf8_lossy(&o.stderr);
            let written = std::fs::read(&out).expect("written");
            let still_label = written.windows(10).any(|w| w == b"iso-8859-1");
            if true_label {
                assert!(!err.contains("<meta charset>"), "{body} to {to}: {err}");
                assert!(still_label, "{body} to {to}: the label left as it was");
                let json = common::check_json(&out);
                assert_eq!(
                    json["declared"][0]["agrees"], true,
                    "{body} to {to}: check agrees: {}",
                    json["summary"]
                );
            } else {
                assert!(err.contains("<meta charset>"), "{body} to {to}: {err}");
                assert_eq!(
                    still_label, !update,
                    "{body} to {to}: rewritten with --update"
                );
                if !update {
                    // check, which does not know what the copy was written in, does not call it
                    // true either (too weak a guess to tell `€` from `¤` in four words).
                    let json = common::check_json(&out);
                    assert_ne!(json["declared"][0]["agrees"], true, "{body} to {to}");
                }
            }
        }
    }
}

/// The window's saves and the command line read through one function: a file larger than a copy
/// in memory can be made of is refused before a byte is read (the file's position stays at 0),
/// with its size and the limit; a small one is read whole.
#[test]
fn reading_for_a_copy_refuses_what_memory_cannot_hold() {
    use std::io::Seek;
    use utf8_inspector::analysis::convert::{ConvertError, Transform, input_limit, read_for_copy};
    let how = Transform::Convert {
        from: "windows-1252".into(),
        to: "UTF-8".into(),
        substitute: None,
        bom: false,
    };
    // (The limit read again inside may differ a little: memory comes and goes.)
    let (limit, _) = input_limit(&how).expect("/proc/meminfo says what memory is available");
    assert!(limit < 1 << 40, "{limit}");
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("huge");
    std::fs::File::create(&path)
        .and_then(|f| f.set_len(1 << 40))
        .expect("sparse 1 TiB");
    let mut r = std::fs::File::open(&path).expect("open");
    match read_for_copy(&mut r, Some(1 << 40), &how).expect("no read error") {
        Err(ConvertError::TooLarge { size, limit: l, .. }) => {
            assert_eq!(size, Some(1 << 40));
            assert!(l < 1 << 40, "{l}");
        }
        other => panic!("{:?}", other.map(|b| b.len())),
    }
    assert_eq!(r.stream_position().expect("position"), 0, "nothing read");
    let small = b"caf\xE9".to_vec();
    assert_eq!(
        read_for_copy(&mut small.as_slice(), None, &how).expect("read"),
        Ok(small.clone())
    );
}
