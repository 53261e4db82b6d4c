//! Samples for the unit tests that compare a fast path with the plain way: UDHR text from
//! shared/ (whole, cut, and with bytes overwritten) and random bytes. One place, so that each test
//! says only which texts and damage it wants.

/// The UDHR text of `code` from shared/; a missing file fails the test loudly.
pub(crate) fn udhr(code: &str) -> Vec<u8> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/testdata/udhr")
        .join(format!("{code}.txt"));
    std::fs::read(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (shared test data missing?)", path.display()))
}

/// The codes of every UDHR text in shared/, sorted; too few fails the test loudly.
pub(crate) fn udhr_codes() -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/testdata/udhr");
    let mut codes: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e} (shared test data missing?)", dir.display()))
        .filter_map(|e| {
            let name = e.expect("entry").file_name().into_string().ok()?;
            name.strip_suffix(".txt").map(str::to_string)
        })
        .collect();
    codes.sort();
    assert!(
        codes.len() >= 50,
        "{} UDHR texts in {}",
        codes.len(),
        dir.display()
    );
    codes
}

/// The UDHR text of `code` written in the legacy encoding `encoding` (by name), each character
/// it cannot write left out.
pub(crate) fn udhr_in(code: &str, encoding: &str) -> Vec<u8> {
    let l = crate::analysis::legacy::by_name(encoding).expect(encoding);
    let bytes = udhr(code);
    String::from_utf8_lossy(&bytes)
        .chars()
        .filter_map(|c| l.encode_char(c))
        .collect()
}

/// For each language and length, the text's first `len` bytes (cut anywhere, even inside a
/// character) as they are, and again with every `step`-th byte from the second overwritten by
/// `bad` in turn.
pub(crate) fn damaged(codes: &[&str], lens: &[usize], step: usize, bad: &[u8]) -> Vec<Vec<u8>> {
    let mut samples = Vec::new();
    for code in codes {
        let text = udhr(code);
        for &len in lens {
            let mut sample = text[..len.min(text.len())].to_vec();
            samples.push(sample.clone());
            for i in (1..sample.len()).step_by(step) {
                sample[i] = bad[i % bad.len()];
            }
            samples.push(sample);
        }
    }
    samples
}

/// `count` samples of `len` random bytes (xorshift from `seed`, the same every run).
pub(crate) fn random(count: usize, len: usize, mut seed: u32) -> Vec<Vec<u8>> {
    (0..count)
        .map(|_| {
            (0..len)
                .map(|_| {
                    seed ^= seed << 13;
                    seed ^= seed >> 17;
                    seed ^= seed << 5;
                    seed as u8
                })
                .collect()
        })
        .collect()
}
