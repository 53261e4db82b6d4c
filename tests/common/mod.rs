//! Helpers shared by the integration tests: where the third-party test data lives.
#![allow(dead_code)]

use std::path::PathBuf;

/// `../shared/testdata/<rel>`, or a panic that says the data is missing (never a silent pass).
pub fn testdata(rel: &str) -> PathBuf {
    let root = std::env::var_os("UTF8_INSPECTOR_TESTDATA")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/testdata"));
    let p = root.join(rel);
    assert!(
        p.exists(),
        "test data missing: {} (the shared/ folder must sit beside the checkout; see README 'Test data')",
        p.display()
    );
    p
}

pub fn read_testdata(rel: &str) -> Vec<u8> {
    let p = testdata(rel);
    std::fs::read(&p).unwrap_or_else(|e| panic!("cannot read {}: {e}", p.display()))
}

pub fn jsonl(rel: &str) -> Vec<serde_json::Value> {
    let text = String::from_utf8(read_testdata(rel)).expect("jsonl is UTF-8");
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).expect("valid JSON line"))
        .collect()
}

pub fn unhex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).expect("hex"))
        .collect()
}

/// The 18-language Wikipedia corpus, concatenated (valid multilingual UTF-8).
pub fn wikipedia_corpus() -> Vec<u8> {
    let dir = testdata("perf/unicode_lipsum/wikipedia_mars");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .expect("read corpus dir")
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.to_string_lossy().ends_with(".utf8.txt"))
        .collect();
    names.sort();
    assert!(
        names.len() >= 18,
        "expected the 18-language corpus in {}",
        dir.display()
    );
    let mut all = Vec::new();
    for n in names {
        all.extend(std::fs::read(n).expect("read corpus file"));
    }
    all
}

/// A command for an external program a test runs, or a panic that names the Debian package to
/// install (never a silent pass, never a bare "No such file"). `scripts/install-system-deps.sh`
/// installs every one of them, and `scripts/test.sh` runs it before the tests.
#[track_caller]
pub fn tool(program: &str, package: &str) -> std::process::Command {
    let found = std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join(program).is_file()));
    assert!(
        found,
        "`{program}` is not installed, and this test runs it: install the Debian package {package} \
         (scripts/install-system-deps.sh installs everything the tests need; scripts/test.sh runs it)"
    );
    std::process::Command::new(program)
}

/// A bundled classroom example's bytes, by file name (a panic names a missing one).
pub fn example(name: &str) -> &'static [u8] {
    utf8_inspector::examples::EXAMPLES
        .iter()
        .find(|e| e.name == name)
        .unwrap_or_else(|| panic!("no example {name}"))
        .bytes
}

/// The window's test helpers (they need the `gui` feature).
#[cfg(feature = "gui")]
pub mod window;

/// `check --json` on one file, run as a user would (the real binary, given a minute): its one
/// JSON object.
pub fn check_json(path: &std::path::Path) -> serde_json::Value {
    let out = assert_cmd::Command::cargo_bin("utf8-inspector")
        .expect("binary built")
        .timeout(std::time::Duration::from_secs(60))
        .args(["check", "--json"])
        .arg(path)
        .output()
        .expect("run check");
    serde_json::from_slice(&out.stdout).expect("one JSON object from check --json")
}
