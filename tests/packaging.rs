//! What users of CLI tools expect around the binary: a man page that renders, shell completions
//! that know every subcommand, a desktop entry that validates, and a pre-commit hook whose command
//! works as pre-commit runs it (file names appended).

mod common;

use assert_cmd::Command;

fn bin() -> Command {
    Command::cargo_bin("utf8-inspector").expect("binary built")
}

const SUBCOMMANDS: [&str; 6] = ["check", "dump", "decode", "encode", "convert", "fix"];

fn generated(what: &str) -> String {
    let out = bin().args(["generate", what]).output().expect("ran");
    assert!(out.status.success(), "generate {what}");
    String::from_utf8(out.stdout).expect("UTF-8")
}

#[test]
fn the_man_page_renders_and_names_every_subcommand() {
    let roff = generated("man");
    let mut nroff = common::tool("nroff", "groff-base")
        .args(["-man"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("nroff runs");
    use std::io::Write;
    nroff
        .stdin
        .take()
        .expect("stdin")
        .write_all(roff.as_bytes())
        .expect("write");
    let out = nroff.wait_with_output().expect("nroff ran");
    assert!(out.status.success());
    // Drop nroff's overstrike bold ("N\x08N").
    let raw: Vec<char> = String::from_utf8_lossy(&out.stdout).chars().collect();
    let mut page = String::new();
    let mut i = 0;
    while i < raw.len() {
        if raw.get(i + 1) == Some(&'\u{8}') {
            i += 2;
            continue;
        }
        page.push(raw[i]);
        i += 1;
    }
    assert!(page.contains("NAME") && page.contains("SYNOPSIS"), "{page}");
    for s in SUBCOMMANDS {
        assert!(
            page.contains(&format!("utf8-inspector-{s}(1)")),
            "{s}: {page}"
        );
    }
    // The hidden generator is not advertised.
    assert!(!page.contains("generate"), "{page}");
}

#[test]
fn completions_know_every_subcommand_and_check_options() {
    for shell in ["bash", "zsh", "fish"] {
        let script = generated(shell);
        for s in SUBCOMMANDS {
            assert!(script.contains(s), "{shell}: {s}");
        }
        for flag in ["recursive", "quiet", "include", "no-ignore", "json"] {
            // bash and zsh spell `--flag`; fish `-l flag`.
            let spelled = if shell == "fish" {
                format!("-l {flag}")
            } else {
                format!("--{flag}")
            };
            assert!(script.contains(&spelled), "{shell}: {spelled}");
        }
    }
    bin().args(["generate", "tcsh"]).assert().code(2);
}

#[test]
fn the_desktop_entry_validates() {
    let entry =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/utf8-inspector.desktop");
    let out = common::tool("desktop-file-validate", "desktop-file-utils")
        .arg(&entry)
        .output()
        .expect("desktop-file-validate runs");
    assert!(out.status.success());
    let said =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    assert!(
        said.trim().is_empty(),
        "no errors, warnings or hints: {said}"
    );
    let text = std::fs::read_to_string(&entry).expect("entry");
    assert!(
        text.contains("MimeType=text/plain;"),
        "offered for text files"
    );
    assert!(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/utf8-inspector.svg")
            .exists(),
        "the icon it names"
    );
}

#[test]
fn the_pre_commit_hook_command_passes_good_files_and_fails_bad_ones() {
    let hooks = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(".pre-commit-hooks.yaml"),
    )
    .expect("hook file");
    let entry = hooks
        .lines()
        .find_map(|l| l.trim().strip_prefix("entry: "))
        .expect("an entry line");
    let mut words = entry.split_whitespace();
    assert_eq!(words.next(), Some("utf8-inspector"));
    let args: Vec<&str> = words.collect();
    let dir = tempfile::tempdir().expect("dir");
    let good = dir.path().join("good.txt");
    let bad = dir.path().join("bad.txt");
    std::fs::write(&good, "grüß\n").expect("write");
    std::fs::write(&bad, b"gr\xFC\xDF\n").expect("write");
    // pre-commit appends the staged file names.
    let out = bin().args(&args).arg(&good).output().expect("ran");
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stdout.is_empty(), "quiet on success");
    let out = bin()
        .args(&args)
        .arg(&good)
        .arg(&bad)
        .output()
        .expect("ran");
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(
        text.contains("bad.txt: invalid UTF-8") && !text.contains("good.txt"),
        "{text}"
    );
}
