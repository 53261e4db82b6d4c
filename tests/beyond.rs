//! Past the first MiB (issue 18): `check`, `fix` and the window find the same things in a file of
//! any size. Each file holds more than a MiB of French UDHR text (shared/) in UTF-8, then what is
//! being looked for: mojibake, a windows-1252 line, windows-1252 after ASCII only, corruption,
//! or nothing. `check --json` names it, `fix` acts on it (the bytes it writes are checked), and
//! the window's document, once its scan and its look past the first MiB end, says the same.

mod common;

use assert_cmd::Command;
use std::time::{Duration, Instant};
use utf8_inspector::document::{Document, ScanState};

fn bin() -> Command {
    Command::cargo_bin("utf8-inspector").expect("binary built")
}

/// More than a MiB of French text in UTF-8, ending with a line break.
fn french_mib() -> String {
    let path = common::testdata("udhr/fra.txt");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (the tests need ../shared/testdata)",
            path.display()
        )
    });
    let mut out = String::new();
    while out.len() <= (1 << 20) + 4096 {
        out.push_str(&text);
        out.push('\n');
    }
    out
}

/// `text` as windows-1252 (encoding_rs, the reference).
fn cp1252(text: &str) -> Vec<u8> {
    let (b, _, bad) = encoding_rs::WINDOWS_1252.encode(text);
    assert!(!bad, "windows-1252 writes {text:?}");
    b.into_owned()
}

/// `text` read as windows-1252 and saved as UTF-8: mojibake.
fn mojibake(text: &str) -> String {
    encoding_rs::WINDOWS_1252
        .decode(text.as_bytes())
        .0
        .into_owned()
}

struct Case {
    what: &'static str,
    bytes: Vec<u8>,
    verdict: &'static str,
    /// What `fix` writes, or `None` when it refuses (with its exit code).
    fixed: Result<String, i32>,
}

/// `head` then `tail`, as bytes.
fn joined(head: &str, tail: &[u8]) -> Vec<u8> {
    let mut b = head.as_bytes().to_vec();
    b.extend_from_slice(tail);
    b
}

fn cases() -> Vec<Case> {
    let host = french_mib();
    let line = "L’école coûte 5 €, déjà « vu » à Noël.\n";
    let ascii = "plain ASCII text line\n".repeat((1 << 20) / 22 + 10);
    let repaired = format!("{host}{line}fin\n");
    let mut cases = vec![
        // Mojibake past the first MiB: check says so, fix repairs it there.
        Case {
            what: "mojibake at 1 MiB",
            bytes: joined(&host, format!("{}fin\n", mojibake(line)).as_bytes()),
            verdict: "utf-8",
            fixed: Ok(repaired.clone()),
        },
        // A windows-1252 line past the first MiB of UTF-8: mixed, repaired exactly.
        Case {
            what: "windows-1252 line at 1 MiB",
            bytes: joined(&host, &[cp1252(line), b"fin\n".to_vec()].concat()),
            verdict: "utf-8-mixed",
            fixed: Ok(repaired),
        },
        // ASCII, then windows-1252: a windows-1252 file; fix refuses and names convert.
        Case {
            what: "ASCII then windows-1252",
            bytes: joined(&ascii, &cp1252(line)),
            verdict: "legacy",
            fixed: Err(2),
        },
        // Corruption past the first MiB: damaged; fix refuses.
        Case {
            what: "corruption at 1 MiB",
            bytes: joined(&host, b"\xC0\x80\xED\xA0\x80\xFF\xFE tail\n"),
            verdict: "utf-8-damaged",
            fixed: Err(2),
        },
    ];
    // Mojibake at the end of a file too large to search whole (over `WHOLE_LOOK`): the chunks
    // spread over it end with its last MiB, so check, fix and the window still see it.
    let big = host.repeat(9);
    cases.push(Case {
        what: "mojibake at the end of 9 MiB",
        bytes: joined(&big, mojibake(line).as_bytes()),
        verdict: "utf-8",
        fixed: Ok(format!("{big}{line}")),
    });
    // A first MiB of ASCII, then mojibake: UTF-8 (it was "ASCII, a firm guess" in JSON).
    cases.push(Case {
        what: "mojibake after a MiB of ASCII",
        bytes: joined(&ascii, mojibake(line).as_bytes()),
        verdict: "utf-8",
        fixed: Ok(format!("{ascii}{line}")),
    });
    // Nothing: fix finds nothing to do.
    cases.push(Case {
        what: "clean",
        bytes: host.clone().into_bytes(),
        verdict: "utf-8",
        fixed: Err(1),
    });
    cases
}

#[test]
fn check_fix_and_the_window_agree_past_the_first_mib() {
    for case in cases() {
        let what = case.what;
        let dir = tempfile::tempdir().expect("dir");
        let (src, out) = (dir.path().join("in.txt"), dir.path().join("out.txt"));
        std::fs::write(&src, &case.bytes).expect("write");
        // check
        let json = common::check_json(&src);
        assert_eq!(json["verdict"], case.verdict, "{what}: {}", json["summary"]);
        let says_mojibake = !json["mojibake"].is_null();
        assert_eq!(
            says_mojibake,
            what.starts_with("mojibake"),
            "{what}: check's mojibake: {}",
            json["summary"]
        );
        // A file with characters outside ASCII is never guessed ASCII.
        if !case.bytes.is_ascii() {
            assert_ne!(json["guess"]["encoding"], "ASCII", "{what}");
        }
        // A file too large to search whole says how it was searched.
        let spread = case.bytes.len() as u64 > utf8_inspector::analysis::diagnosis::WHOLE_LOOK;
        assert_eq!(
            json["summary"]
                .as_str()
                .is_some_and(|s| s.contains("parts spread over the file")),
            spread && says_mojibake,
            "{what}: {}",
            json["summary"]
        );
        // fix
        let f = bin().arg("fix").arg(&src).arg(&out).output().expect("run");
        let stderr = String::from_utf8_lossy(&f.stderr).into_owned();
        match &case.fixed {
            Ok(want) => {
                assert!(f.status.success(), "{what}: {stderr}");
                let got = std::fs::read(&out).expect("fix wrote");
                assert!(
                    String::from_utf8(got).expect("UTF-8") == *want,
                    "{what}: fix wrote the text exactly"
                );
            }
            Err(code) => {
                assert_eq!(f.status.code(), Some(*code), "{what}: {stderr}");
                assert!(!out.exists(), "{what}: nothing written");
                if case.verdict == "legacy" {
                    let named = json["guess"]["encoding"].as_str().expect("an encoding");
                    assert!(
                        stderr.contains(named) && stderr.contains("convert"),
                        "{what}: fix names check's encoding {named}: {stderr}"
                    );
                }
            }
        }
        // The window's document, once its scan and its look past the first MiB end.
        let mut doc = Document::from_bytes(what, case.bytes.clone(), || {});
        let t = Instant::now();
        while matches!(doc.scan_state(), ScanState::Running(_))
            || doc.looking_beyond()
            || doc.diagnosis().is_none()
        {
            doc.poll();
            assert!(t.elapsed() < Duration::from_secs(60), "{what}: settles");
            std::thread::sleep(Duration::from_millis(5));
        }
        // One more poll: the look past the first MiB starts when the scan's end is polled.
        doc.poll();
        while doc.looking_beyond() {
            doc.poll();
            assert!(t.elapsed() < Duration::from_secs(60), "{what}: settles");
            std::thread::sleep(Duration::from_millis(5));
        }
        let d = doc.diagnosis().expect("diagnosis");
        assert_eq!(d.verdict().name(), case.verdict, "{what}: the window");
        assert_eq!(
            Some(d.guess.confident),
            json["guess"]["confident"].as_bool(),
            "{what}: the window's and check's firmness"
        );
        // Damage past the first MiB: the guess's basis is damage too (the Diagnosis tab said
        // "Valid UTF-8 throughout." under a verdict of damaged UTF-8).
        if case.verdict == "utf-8-damaged" {
            use utf8_inspector::analysis::diagnosis::Basis;
            assert_eq!(d.guess.basis, Basis::Damaged, "{what}");
        }
        assert_eq!(
            d.mojibake.is_some(),
            says_mojibake,
            "{what}: the window's mojibake"
        );
        assert_eq!(
            Some(d.guess.encoding.name()),
            json["guess"]["encoding"].as_str(),
            "{what}: the window's and check's encoding"
        );
        // The places the Diagnosis tab lists (and selects) are the garbled bytes in the file:
        // found past the first MiB, they were offsets in the chunk searched.
        if let Some(m) = &d.mojibake {
            assert!(!m.places.is_empty(), "{what}");
            for &(s, e) in &m.places {
                let (fs, fe) = ((m.at as usize) + s, (m.at as usize) + e);
                assert_eq!(
                    case.bytes.get(fs..fe),
                    Some(&m.original.as_bytes()[s..e]),
                    "{what}: place {s}..{e} at file offset {fs}"
                );
                // (The garbled line ends each such file, but for a last "fin".)
                assert!(
                    case.bytes.len() - fs < 100,
                    "{what}: at {fs}, in the garbled line"
                );
            }
        }
    }
}

/// Correct text in 18 languages one after another (the Wikipedia articles on Mars in shared/,
/// 5 MB): no chunk of it is taken for mojibake. A 1 MiB chunk holds paragraphs in several
/// languages; Russian ones far into it had "на", "её" and "об" repaired through IBM855.
#[test]
fn a_multilingual_file_is_not_mojibake_anywhere() {
    let dir = common::testdata("perf/unicode_lipsum/wikipedia_mars");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e} (the tests need ../shared/testdata)", dir.display()))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().ends_with(".utf8.txt"))
        .collect();
    names.sort();
    assert!(names.len() >= 18, "the 18 articles");
    let mut text = String::new();
    for p in &names {
        text.push_str(&std::fs::read_to_string(p).expect("UTF-8 article"));
        text.push('\n');
    }
    assert!(text.len() > 4 << 20);
    let found = utf8_inspector::analysis::mojibake::repair_chunked(&text);
    assert!(
        found.is_none(),
        "no mojibake: {:?}",
        found.map(|(at, m, _)| (at, m.chain))
    );
    let tmp = tempfile::tempdir().expect("dir");
    let src = tmp.path().join("mars.txt");
    std::fs::write(&src, &text).expect("write");
    let json = common::check_json(&src);
    assert!(json["mojibake"].is_null(), "{}", json["summary"]);
    let f = bin()
        .arg("fix")
        .arg(&src)
        .arg(tmp.path().join("out.txt"))
        .output()
        .expect("run");
    assert_eq!(f.status.code(), Some(1), "fix finds nothing to repair");
}
