//! The document model without a window: row arithmetic at the extremes, resynchronisation,
//! selection, search, the background scan, and files that change while open.

mod common;

use std::time::{Duration, Instant};
use utf8_inspector::analysis::{ScanOptions, scan_bytes};
use utf8_inspector::codec::{Class, ErrorKind};
use utf8_inspector::document::find::parse_query;
use utf8_inspector::document::{DiskChange, Document, FindResult, Reading, RowLayout, ScanState};

fn wait_scan(doc: &mut Document) {
    let t = Instant::now();
    while matches!(doc.scan_state(), ScanState::Running(_)) {
        doc.poll();
        assert!(t.elapsed() < Duration::from_secs(60), "scan did not finish");
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn row_layout_at_the_extremes() {
    for size in [0u64, 1, 15, 16, 17, 1 << 40, (1u64 << 63) - 1] {
        for bpr in [8u64, 16, 32] {
            let l = RowLayout::new(size, bpr);
            let last = l.last_offset();
            assert_eq!(l.rows(), size.div_ceil(bpr).max(1));
            assert_eq!(l.row_of(last), l.rows() - 1);
            assert!(l.row_start(l.row_of(last)) <= last);
            // The thumb at the bottom shows the last row, exactly.
            let visible = 40;
            let top = l.top_at_fraction(1.0, visible);
            assert_eq!(top, l.max_top(visible));
            assert!(l.row_of(last) >= top && l.row_of(last) < top + visible);
            // Revealing the last byte from the top lands on the same page.
            assert_eq!(
                l.reveal(0, last, visible),
                l.max_top(visible).min(l.row_of(last))
            );
            // Scrolling past either end clamps.
            assert_eq!(l.scroll(0, -5, visible), 0);
            assert_eq!(l.scroll(top, i64::MAX, visible), l.max_top(visible));
        }
    }
    // 1 TiB at 16 bytes a row: 2^36 rows; the last byte is in the last one.
    let l = RowLayout::new(1 << 40, 16);
    assert_eq!(l.rows(), 1 << 36);
    assert_eq!(l.row_start(l.rows() - 1) + 15, (1 << 40) - 1);
}

#[test]
fn cells_resynchronise_and_clicks_select_whole_sequences() {
    // "é ≠ 😀" and an overlong C0 AF.
    let bytes = b"\xC3\xA9 \xE2\x89\xA0 \xF0\x9F\x98\x80 \xC0\xAF".to_vec();
    let mut doc = Document::from_bytes("sample", bytes.clone(), || {});
    // Start in the middle of "😀": the cells still know their whole sequence.
    let cells = doc.cells(9, 3);
    assert_eq!(cells.len(), 3);
    assert_eq!(
        (cells[0].seq.offset, cells[0].seq.len, cells[0].index),
        (7, 4, 2)
    );
    // A click on A9 selects C3 A9.
    doc.select_sequence_at(1);
    assert_eq!((doc.selection().start(), doc.selection().end()), (0, 2));
    // A click on AF selects the overlong C0 AF.
    doc.select_sequence_at(13);
    assert_eq!((doc.selection().start(), doc.selection().len()), (12, 2));
    assert_eq!(
        doc.sequence_at(12).and_then(|s| s.error_kind()),
        Some(ErrorKind::Overlong)
    );
    // Ctrl+arrows step by sequence.
    doc.set_cursor(0);
    doc.step_sequence(true);
    assert_eq!(doc.selection().start(), 2);
    doc.step_sequence(true);
    assert_eq!((doc.selection().start(), doc.selection().len()), (3, 3));
    doc.step_sequence(false);
    assert_eq!(doc.selection().start(), 2);
    // Dragging from "é" to "≠" covers both whole sequences.
    doc.select_sequence_at(0);
    doc.extend_to(4);
    assert_eq!((doc.selection().start(), doc.selection().end()), (0, 6));
}

#[test]
fn background_scan_matches_the_one_pass_scan() {
    let bytes = common::read_testdata("kuhn/UTF-8-test.txt");
    let mut doc = Document::from_bytes("kuhn", bytes.clone(), || {});
    wait_scan(&mut doc);
    assert_eq!(doc.scan_state(), &ScanState::Done);
    let reference = scan_bytes(
        &bytes,
        ScanOptions {
            max_errors: usize::MAX,
            max_warnings: usize::MAX,
            fast: false,
        },
    );
    assert_eq!(doc.stats(), &reference.stats);
    assert_eq!(doc.errors(), &reference.errors[..]);
    // F8 / Shift+F8: next and previous error, with a kind filter.
    let first = doc.find_error(0, true, None).expect("errors");
    assert_eq!(first.0, 4461);
    let surrogate = doc
        .find_error(0, true, Some(ErrorKind::Surrogate))
        .expect("surrogates");
    let kind_at = |at: u64| {
        reference
            .errors
            .iter()
            .find(|e| e.offset == at)
            .map(|e| e.kind)
    };
    assert_eq!(kind_at(surrogate.0), Some(ErrorKind::Surrogate));
    let before = doc
        .find_error(surrogate.0, false, None)
        .expect("an earlier error");
    assert!(before.0 < surrogate.0);
    assert!(kind_at(before.0).is_some());
    let last = reference.errors.last().expect("errors").offset;
    assert_eq!(doc.find_error(last, true, None), Err(bytes.len() as u64));
    assert_eq!(doc.error_at(4461 + 2).map(|e| e.offset), Some(4461));
}

/// The window lists at most `MAX_ERRORS` errors; F8 past the last listed one decodes the bytes
/// after it, so every error stays reachable (and Shift+F8 back from there), kind filter included.
#[test]
fn next_error_past_the_listed_ones() {
    use utf8_inspector::document::scan_job::MAX_ERRORS;
    // MAX_ERRORS stray FF bytes, then an overlong, a surrogate and a truncated sequence at the end.
    let mut bytes = b"a\xff".repeat(MAX_ERRORS);
    let overlong = bytes.len() as u64 + 3;
    bytes.extend_from_slice(b"xyz\xc0\x80 \xe2\x82\xac ");
    let surrogate = bytes.len() as u64;
    bytes.extend_from_slice(b"\xed\xa0\x80 ok \xe2\x82");
    let truncated = bytes.len() as u64 - 2;
    let mut doc = Document::from_bytes("many", bytes.clone(), || {});
    wait_scan(&mut doc);
    assert_eq!(doc.errors().len(), MAX_ERRORS);
    assert_eq!(doc.errors_dropped(), 3);
    let last_listed = doc.errors().last().expect("listed").offset;
    // Forward from the last listed error: the three unlisted ones in turn, then the end.
    let a = doc.find_error(last_listed, true, None);
    assert_eq!(a, Ok((overlong, 2)));
    let b = doc.find_error(overlong + 1, true, None);
    assert_eq!(b, Ok((surrogate, 3)));
    let c = doc.find_error(surrogate + 2, true, None);
    assert_eq!(c, Ok((truncated, 2)));
    assert_eq!(
        doc.find_error(truncated + 1, true, None),
        Err(bytes.len() as u64)
    );
    // The kind filter past the list.
    assert_eq!(
        doc.find_error(last_listed, true, Some(ErrorKind::Surrogate)),
        Ok((surrogate, 3))
    );
    // Backward from the end: the unlisted ones, then back into the list.
    assert_eq!(doc.find_error(truncated, false, None), Ok((surrogate, 3)));
    assert_eq!(doc.find_error(overlong, false, None), Ok((last_listed, 1)));
    // Starting inside a sequence (the euro sign's middle byte) does not invent a stray byte.
    assert_eq!(doc.find_error(overlong + 4, true, None), Ok((surrogate, 3)));
}

#[test]
fn find_text_and_hex_across_block_edges() {
    let mut bytes = vec![b'x'; (1 << 20) + 100];
    let at = (1 << 20) - 2; // straddles the 1 MiB block edge
    bytes[at..at + 3].copy_from_slice("≠".as_bytes());
    let doc = Document::from_bytes("big", bytes, || {});
    let q = parse_query("≠", false, Reading::Utf8).expect("text");
    let job = doc.find(q, true, || {}).expect("job");
    let r = loop {
        if let Some(r) = job.poll() {
            break r;
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    assert_eq!(r, FindResult::Found(at as u64));
    let q = parse_query("e2 89 a0", true, Reading::Utf8).expect("hex");
    assert_eq!(q, vec![0xE2, 0x89, 0xA0]);
    assert!(parse_query("e2 8", true, Reading::Utf8).is_err());
    // Backward from the end finds the same place.
    let mut doc = doc;
    doc.set_cursor(doc.size() - 1);
    let job = doc.find(q, false, || {}).expect("job");
    let r = loop {
        if let Some(r) = job.poll() {
            break r;
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    assert_eq!(r, FindResult::Found(at as u64));
}

#[test]
fn a_terabyte_sparse_file_reaches_its_last_byte() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("big.bin");
    let f = std::fs::File::create(&path).expect("create");
    f.set_len(1 << 40).expect("sparse 1 TiB");
    drop(f);
    let mut doc = Document::open(&path, || {}).expect("open");
    assert_eq!(doc.size(), 1 << 40);
    let last = (1u64 << 40) - 1;
    let cells = doc.cells(last - 15, 16);
    assert_eq!(cells.len(), 16);
    assert_eq!(cells[15].offset, last);
    doc.select_sequence_at(u64::MAX);
    assert_eq!(doc.cursor(), last);
    doc.cancel_scan();
    let t = Instant::now();
    while matches!(doc.scan_state(), ScanState::Running(_)) {
        doc.poll();
        assert!(
            t.elapsed() < Duration::from_secs(10),
            "cancel did not stop the scan"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(matches!(doc.scan_state(), ScanState::Cancelled(_)));
}

#[test]
fn files_changing_while_open() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("f.txt");
    std::fs::write(&path, "héllo wörld\n".repeat(1000)).expect("write");
    let mut doc = Document::open(&path, || {}).expect("open");
    let size = doc.size();
    assert!(doc.check_disk().is_none());
    // Truncated to half: reads past the new end give fewer cells, never a crash.
    let f = std::fs::OpenOptions::new()
        .write(true)
        .open(&path)
        .expect("open rw");
    f.set_len(size / 2).expect("truncate");
    drop(f);
    assert_eq!(
        doc.check_disk(),
        Some(&DiskChange::Modified { new_size: size / 2 })
    );
    assert!(
        doc.check_disk()
            .expect("change")
            .describe(utf8_inspector::i18n::Lang::En, size)
            .contains("truncated")
    );
    assert!(doc.cells(size - 32, 32).is_empty());
    assert_eq!(doc.cells(size / 2 - 4, 8).len(), 4);
    // Deleted: still readable through the open handle.
    std::fs::remove_file(&path).expect("remove");
    assert_eq!(doc.check_disk(), Some(&DiskChange::Deleted));
    assert_eq!(doc.cells(0, 16).len(), 16);
    // Replaced by rename.
    let other = dir.path().join("g.txt");
    std::fs::write(&other, "new").expect("write");
    std::fs::rename(&other, &path).expect("rename");
    assert_eq!(doc.check_disk(), Some(&DiskChange::Replaced));
}

#[test]
fn opening_bad_paths_gives_messages() {
    let dir = tempfile::tempdir().expect("dir");
    let err = Document::open(dir.path(), || {}).expect_err("a directory");
    assert!(err.to_string().ends_with("is a directory"), "{err}");
    let missing = dir.path().join("missing");
    let err = Document::open(&missing, || {}).expect_err("missing");
    assert!(
        err.to_string().contains("No such file or directory"),
        "{err}"
    );
    let empty = dir.path().join("empty");
    std::fs::write(&empty, b"").expect("write");
    let mut doc = Document::open(&empty, || {}).expect("empty opens");
    assert_eq!(doc.size(), 0);
    assert!(doc.cells(0, 16).is_empty());
    wait_scan(&mut doc);
    assert!(doc.stats().is_valid());
}

/// A UTF-16LE file opens in its code units once the diagnosis arrives: a surrogate pair is one
/// 4-byte unit, the cursor steps unit by unit, a lone surrogate is an error unit, and text is found
/// in UTF-16LE.
#[test]
fn utf16_file_is_read_unit_by_unit() {
    use utf8_inspector::codec::WideForm;
    let text = "Příliš žluťoučký kůň 😀 úpěl ďábelské ódy.\n".repeat(40);
    let mut bytes = WideForm::Utf16Le.bom().to_vec();
    for c in text.chars() {
        WideForm::Utf16Le.encode(c, &mut bytes);
    }
    let lone_at = bytes.len();
    bytes.extend([0x3D, 0xD8, b'!', 0]);
    let mut doc = Document::from_bytes("u16", bytes.clone(), || {});
    for _ in 0..400 {
        doc.poll();
        if doc.diagnosis().is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(doc.reading(), Reading::Wide(WideForm::Utf16Le));
    // The BOM, then 'P' (2 bytes), 'ř' (2 bytes).
    let cells = doc.cells(0, 8);
    let lens: Vec<u8> = cells.iter().map(|c| c.seq.len).collect();
    assert_eq!(lens, [2, 2, 2, 2, 2, 2, 2, 2]);
    assert_eq!(cells[2].seq.class, Class::Char('P'));
    assert_eq!(cells[4].seq.class, Class::Char('ř'));
    // The emoji: one 4-byte unit wherever the window starts.
    let emoji = 2 + text.chars().position(|c| c == '😀').expect("emoji") * 2;
    let seq = doc.sequence_at(emoji as u64 + 3).expect("pair");
    assert_eq!(
        (seq.offset, seq.len, seq.class),
        (emoji as u64, 4, Class::Char('😀'))
    );
    doc.set_cursor(emoji as u64);
    doc.step_sequence(true);
    assert_eq!(
        doc.cursor(),
        emoji as u64 + 4,
        "one step over the whole pair"
    );
    doc.step_sequence(false);
    assert_eq!(doc.selection().start(), emoji as u64);
    // The lone high surrogate near the end is an error unit of 2 bytes.
    let lone = doc.sequence_at(lone_at as u64).expect("lone");
    assert!(matches!(lone.class, Class::Error { .. }));
    assert_eq!(lone.len, 2);
    // Before the background scan reports (no poll yet), F8 reads the file in place.
    let mut fresh = Document::from_bytes("u16 again", bytes.clone(), || {});
    fresh.set_reading(Reading::Wide(WideForm::Utf16Le));
    assert_eq!(fresh.find_wide_error(0, true), Ok((lone_at as u64, 2)));
    assert_eq!(
        fresh.find_wide_error(fresh.size() - 1, false),
        Ok((lone_at as u64, 2))
    );
    assert!(fresh.find_wide_error(lone_at as u64, true).is_err());
    // The overview marks the lone surrogate (from a background scan in UTF-16LE), nothing else.
    for _ in 0..400 {
        doc.poll();
        if doc.has_mark_in(0, doc.size(), false) {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(doc.has_mark_in(lone_at as u64, lone_at as u64 + 1, false));
    assert!(!doc.has_mark_in(0, lone_at as u64, false));
    // F8 in this reading finds the lone surrogate from either side, and nothing past it.
    assert_eq!(doc.find_wide_error(0, true), Ok((lone_at as u64, 2)));
    assert_eq!(
        doc.find_wide_error(doc.size() - 1, false),
        Ok((lone_at as u64, 2))
    );
    assert!(doc.find_wide_error(lone_at as u64, true).is_err());
    assert!(doc.find_wide_error(lone_at as u64, false).is_err());
    // Text is searched for in UTF-16LE.
    let q = parse_query("ďábelské", false, doc.reading()).expect("text");
    doc.set_cursor(0);
    let job = doc.find(q, true, || {}).expect("job");
    let r = loop {
        if let Some(r) = job.poll() {
            break r;
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    let want = 2 + text.chars().position(|c| c == 'ď').expect("ď") * 2 + 2; // 😀 is 2 units
    assert_eq!(r, FindResult::Found(want as u64));
}

/// A jump's target row ends up on screen with up to two rows of context above and below (fewer at
/// the file's ends or when few rows fit), for every combination of start, target and rows.
#[test]
fn reveal_with_context_keeps_the_target_on_screen_away_from_the_edges() {
    let l = RowLayout::new(1000 * 16, 16);
    for visible in [1u64, 2, 3, 5, 8, 30] {
        for top in [0u64, 10, 500, l.max_top(visible)] {
            for row in [0u64, 1, 5, 11, 499, 500, 520, 998, 999] {
                let t = l.reveal_with_context(top, row * 16 + 3, visible, 2);
                assert!(t <= l.max_top(visible));
                assert!(
                    row >= t && row < t + visible,
                    "row {row} top {t} visible {visible}"
                );
                let ctx = 2.min((visible - 1) / 2);
                let above_ok = row >= t + ctx || t == 0;
                let below_ok = row + ctx < t + visible || t == l.max_top(visible);
                assert!(above_ok && below_ok, "row {row} top {t} visible {visible}");
            }
        }
    }
}

/// The outlines the view draws: one per multi-byte or ill-formed sequence and row, open where a
/// sequence runs on across a row break, none for ASCII.
#[test]
fn sequence_boxes_follow_sequences_across_row_breaks() {
    use utf8_inspector::document::{SeqBox, sequence_boxes};
    // "a" (1 byte), "€" E2 82 AC (3 bytes) from offset 1 to 3, "😀" F0 9F 98 80 from 4 to 7,
    // then a lone C0 at 8 and "b".
    let mut bytes = b"a\xE2\x82\xAC".to_vec();
    bytes.extend_from_slice("😀".as_bytes());
    bytes.extend_from_slice(b"\xC0b");
    let doc = Document::from_bytes("boxes", bytes.clone(), || {});
    let cells = doc.cells(0, bytes.len());
    let b = |first, last, open_left, open_right, error| SeqBox {
        first,
        last,
        open_left,
        open_right,
        error,
    };
    // 16 a row: every sequence whole on row 0.
    assert_eq!(
        sequence_boxes(&cells, 16),
        vec![
            b(1, 3, false, false, false),
            b(4, 7, false, false, false),
            b(8, 8, false, false, true)
        ]
    );
    // 2 a row: € is cut after its first byte (row 0: offset 1; row 1: 2–3), 😀 fills rows 2–3.
    assert_eq!(
        sequence_boxes(&cells, 2),
        vec![
            b(1, 1, false, true, false),
            b(2, 3, true, false, false),
            b(4, 5, false, true, false),
            b(6, 7, true, false, false),
            b(8, 8, false, false, true)
        ]
    );
    // Cells that start inside a sequence (the view's first row may): open on the left.
    let cells = doc.cells(5, 3);
    assert_eq!(
        sequence_boxes(&cells, 16),
        vec![b(5, 7, true, false, false)]
    );
}

/// A file whose every read fails: `/proc/self/mem` is a regular file (size 0) whose reads at
/// offset 0 fail with EIO (address 0 is never mapped). Linux only.
#[cfg(target_os = "linux")]
const UNREADABLE: &str = "/proc/self/mem";

#[cfg(target_os = "linux")]
#[test]
fn a_diagnosis_whose_read_fails_ends_failed_with_the_reason() {
    use utf8_inspector::document::JobState;
    let mut doc = Document::open(std::path::Path::new(UNREADABLE), || {}).expect("open");
    let t = Instant::now();
    while *doc.diagnosis_state() == JobState::Running
        || matches!(doc.scan_state(), ScanState::Running(_))
    {
        doc.poll();
        assert!(
            t.elapsed() < Duration::from_secs(10),
            "still running: diagnosis {:?}, scan {:?}",
            doc.diagnosis_state(),
            doc.scan_state()
        );
        std::thread::sleep(Duration::from_millis(2));
    }
    match doc.diagnosis_state() {
        JobState::Failed(why) => assert!(
            why.starts_with("reading the first megabyte failed: Input/output error"),
            "{why}"
        ),
        other => panic!("the diagnosis did not fail: {other:?}"),
    }
    assert!(doc.diagnosis().is_none());
    // The whole-file scan reads the same bytes and says so too.
    match doc.scan_state() {
        ScanState::Failed(why) => assert!(
            why.starts_with("reading the file failed after 0 bytes: Input/output error"),
            "{why}"
        ),
        other => panic!("the scan did not fail: {other:?}"),
    }
    // Read as UTF-16LE, its error-mark scan fails too, and says why.
    doc.set_reading(Reading::Wide(utf8_inspector::codec::WideForm::Utf16Le));
    assert_eq!(*doc.wide_scan_state(), JobState::Running);
    let t = Instant::now();
    while *doc.wide_scan_state() == JobState::Running {
        doc.poll();
        assert!(
            t.elapsed() < Duration::from_secs(10),
            "the UTF-16 scan hangs"
        );
        std::thread::sleep(Duration::from_millis(2));
    }
    match doc.wide_scan_state() {
        JobState::Failed(why) => assert!(
            why.starts_with("reading the file failed after 0 bytes: Input/output error"),
            "{why}"
        ),
        other => panic!("the UTF-16 scan did not fail: {other:?}"),
    }
}

#[test]
fn a_diagnosis_that_succeeds_ends_done() {
    use utf8_inspector::document::JobState;
    let mut doc = Document::from_bytes("text", "plain text".as_bytes().to_vec(), || {});
    assert_eq!(*doc.diagnosis_state(), JobState::Running);
    let t = Instant::now();
    while *doc.diagnosis_state() == JobState::Running {
        doc.poll();
        assert!(t.elapsed() < Duration::from_secs(10), "no diagnosis");
        std::thread::sleep(Duration::from_millis(2));
    }
    assert_eq!(*doc.diagnosis_state(), JobState::Done);
    assert!(doc.diagnosis().is_some());
}

/// The window marks a joiner control as a warning only where the scan counts one: inside an emoji
/// sequence or a Persian word it is a plain character, inside an ASCII word a warning.
#[test]
fn joiner_cells_are_warned_only_where_they_hide() {
    use utf8_inspector::analysis::cells::ByteRole;
    use utf8_inspector::codec::WarningKind;
    let text = "👩\u{200D}💻 می\u{200C}خواهم pass\u{200D}word";
    let bytes = text.as_bytes().to_vec();
    let mut doc = Document::from_bytes("joiners", bytes.clone(), || {});
    wait_scan(&mut doc);
    assert_eq!(doc.stats().warnings[WarningKind::Invisible.index()], 1);
    let warned: Vec<u64> = doc
        .cells(0, bytes.len())
        .iter()
        .filter(|c| c.index == 0 && matches!(c.look.lead, ByteRole::Warning(_)))
        .map(|c| c.offset)
        .collect();
    let hidden = text.find("pass").expect("pass") as u64 + 4;
    assert_eq!(warned, vec![hidden]);
    // Rows that start right at a joiner still see the character before it.
    let emoji_joiner = 4u64;
    let cells = doc.cells(emoji_joiner, 3);
    assert!(!matches!(cells[0].look.lead, ByteRole::Warning(_)));
    let hidden_cell = doc.cells(hidden, 3);
    assert!(matches!(
        hidden_cell[0].look.lead,
        ByteRole::Warning(WarningKind::Invisible)
    ));
    // The inspector's explanation agrees.
    let seq = doc.sequence_at(emoji_joiner).expect("sequence");
    let e = utf8_inspector::analysis::explain::explain_between(
        utf8_inspector::i18n::Lang::En,
        &bytes[4..7],
        seq.class,
        seq.offset,
        Some(bytes[7]),
        doc.chars_around(&seq),
    );
    assert!(e.warning.is_none());
}

/// View as a CJK encoding: every character of real Chinese, Japanese and Korean text is one box
/// of its 1–4 bytes (the cells read back give the text), from any first row, a row that starts
/// inside a character included; the inspector's neighbour, copy, reads the selection so too.
#[test]
fn cjk_reading_boxes_each_character_whole() {
    use utf8_inspector::analysis::cells::ByteRole;
    use utf8_inspector::analysis::cjk::CjkId;
    let cases = [
        ("jpn", CjkId::ShiftJis, encoding_rs::SHIFT_JIS),
        ("jpn", CjkId::EucJp, encoding_rs::EUC_JP),
        ("cmn", CjkId::Big5, encoding_rs::BIG5),
        ("cmn", CjkId::Gbk, encoding_rs::GBK),
        ("cmn", CjkId::Gb18030, encoding_rs::GB18030),
        ("kor", CjkId::EucKr, encoding_rs::EUC_KR),
    ];
    for (code, id, enc) in cases {
        let text =
            String::from_utf8(common::read_testdata(&format!("udhr/{code}.txt"))).expect("UTF-8");
        // The first 3,000 characters the encoding writes.
        let text: String = text
            .chars()
            .filter(|c| {
                let one = c.to_string();
                let (b, _, bad) = enc.encode(&one);
                !bad && !b.is_empty()
            })
            .take(3000)
            .collect();
        let (bytes, _, bad) = enc.encode(&text);
        assert!(!bad);
        let bytes = bytes.into_owned();
        assert!(bytes.len() > text.chars().count(), "{code}: multi-byte");
        let mut doc = Document::from_bytes(code, bytes.clone(), || {});
        wait_scan(&mut doc);
        doc.set_reading(Reading::Cjk(id));
        let cells = doc.cells(0, bytes.len());
        assert_eq!(cells.len(), bytes.len());
        let read: String = cells
            .iter()
            .filter(|c| c.index == 0)
            .map(|c| match c.seq.class {
                Class::Char(ch) if c.look.lead != ByteRole::Unmapped => ch,
                _ => '\u{FFFD}',
            })
            .collect();
        assert_eq!(read, text, "{code} in {}", id.name());
        // Each character's bytes share one sequence: the box.
        for c in &cells {
            assert_eq!(c.seq.offset + u64::from(c.index), c.offset);
        }
        // A window that starts inside a two-byte character keeps the character whole.
        let two = cells
            .iter()
            .find(|c| c.seq.len == 2 && c.seq.offset > 1000)
            .expect("a two-byte character");
        let inside = doc.cells(two.seq.offset + 1, 64);
        assert_eq!(
            (inside[0].index, inside[0].seq),
            (1, two.seq),
            "{code} in {}",
            id.name()
        );
        // Copy reads the selection in the encoding.
        doc.select_range(0, bytes.len() as u64);
        let sel = doc.selection();
        let selected = doc.bytes(sel.start(), sel.len() as usize);
        assert_eq!(selected.len(), bytes.len());
        let copied = utf8_inspector::analysis::copy::as_text(&selected, doc.reading());
        assert_eq!(copied, text, "{code}: copy");
    }
}

/// A CJK reading finds characters the same way wherever a row starts, whatever was read before:
/// text without spaces (line breaks 10 KB apart), asked for in small rows at many offsets,
/// gives the characters a decoding from the start gives (a row starting inside a character
/// included).
#[test]
fn cjk_rows_read_in_step_from_anywhere() {
    use utf8_inspector::analysis::cjk::CjkId;
    // Korean and simplified Chinese, whose two bytes are both above 0xA0: a decoding that starts
    // out of step stays out of step. Long paragraphs: a line break every 5,000 characters
    // (10 KB), nothing else below 0x30.
    for (file, id, enc) in [
        ("udhr/kor.txt", CjkId::EucKr, encoding_rs::EUC_KR),
        (
            "perf/unicode_lipsum/wikipedia_mars/chinese.utf8.txt",
            CjkId::Gbk,
            encoding_rs::GBK,
        ),
        ("udhr/cmn.txt", CjkId::Big5, encoding_rs::BIG5),
    ] {
        let text = String::from_utf8(common::read_testdata(file)).expect("UTF-8");
        let text: String = text
            .chars()
            .filter(|c| !c.is_ascii())
            .enumerate()
            .flat_map(|(i, c)| (i % 5000 == 4999).then_some('\n').into_iter().chain([c]))
            .collect();
        let (bytes, _, _) = enc.encode(&text);
        let bytes = bytes.into_owned();
        let mut doc = Document::from_bytes("zh", bytes.clone(), || {});
        wait_scan(&mut doc);
        doc.set_reading(Reading::Cjk(id));
        let whole = doc.cells(0, bytes.len());
        // Another document, whose reads start where its rows do.
        let mut rows = Document::from_bytes("zh", bytes.clone(), || {});
        wait_scan(&mut rows);
        rows.set_reading(Reading::Cjk(id));
        for start in (1..bytes.len()).step_by(331).rev() {
            for c in rows.cells(start as u64, 16) {
                assert_eq!(
                    c.seq,
                    whole[c.offset as usize].seq,
                    "{} row at {start}",
                    id.name()
                );
            }
        }
    }
}

/// What the status line counts in a selection agrees with the standard library's decoding of the
/// same bytes: characters and multi-byte characters of real multilingual text (each UDHR piece
/// with a lone continuation byte put after an ASCII character now and then, each one
/// error), the surrogate pairs of the same text in UTF-16, and a selection longer than the
/// limit counted as far as the limit.
#[test]
fn a_selection_counts_what_std_decodes() {
    use utf8_inspector::codec::WideForm;
    use utf8_inspector::document::SELECTION_COUNT_LIMIT;
    for code in ["fra", "rus", "cmn", "tha", "ell"] {
        let text =
            String::from_utf8(common::read_testdata(&format!("udhr/{code}.txt"))).expect("UTF-8");
        // A piece of a few thousand bytes, on character boundaries, with emoji (four bytes).
        let mut piece: String = text.chars().skip(100).take(1500).collect();
        piece.push_str(" 😀 ok 🎉");
        let mut bytes = Vec::new();
        let (mut stray, mut since) = (0, 0);
        for c in piece.chars() {
            let mut buf = [0; 4];
            bytes.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            since += 1;
            if since >= 97 && c.is_ascii() {
                bytes.push(0x80);
                stray += 1;
                since = 0;
            }
        }
        assert!(stray >= 3, "{code}: stray bytes put in");
        // The reference: std's decoding of the same bytes, chunk by chunk.
        let (mut chars, mut multi, mut errors) = (0u64, 0u64, 0u64);
        for chunk in bytes.utf8_chunks() {
            chars += chunk.valid().chars().count() as u64;
            multi += chunk.valid().chars().filter(|c| c.len_utf8() > 1).count() as u64;
            errors += u64::from(!chunk.invalid().is_empty());
        }
        assert_eq!(errors, stray, "{code}: each stray byte is its own error");
        let mut doc = Document::from_bytes(code, bytes.clone(), || {});
        doc.select_range(0, bytes.len() as u64);
        let count = doc.selection_count();
        assert_eq!(
            (count.chars, count.multi_unit, count.errors, count.counted),
            (chars, multi, errors, bytes.len() as u64),
            "{code}"
        );
        // The same text in UTF-16: characters, and the pairs for the emoji.
        let mut wide = Vec::new();
        for c in piece.chars() {
            WideForm::Utf16Le.encode(c, &mut wide);
        }
        let mut doc = Document::from_bytes(code, wide.clone(), || {});
        doc.set_reading(Reading::Wide(WideForm::Utf16Le));
        doc.select_range(0, wide.len() as u64);
        let count = doc.selection_count();
        let pairs = piece.chars().filter(|c| c.len_utf16() == 2).count() as u64;
        assert!(pairs >= 2, "{code}: the emoji");
        assert_eq!(
            (count.chars, count.multi_unit, count.errors),
            (piece.chars().count() as u64, pairs, 0),
            "{code} in UTF-16"
        );
    }
    // Longer than the limit: the first SELECTION_COUNT_LIMIT bytes are counted.
    let text = String::from_utf8(common::read_testdata("udhr/rus.txt")).expect("UTF-8");
    let mut long = text.clone();
    while (long.len() as u64) < 3 * SELECTION_COUNT_LIMIT {
        long.push_str(&text);
    }
    let mut doc = Document::from_bytes("long", long.as_bytes().to_vec(), || {});
    doc.select_range(0, long.len() as u64);
    let count = doc.selection_count();
    let limit = SELECTION_COUNT_LIMIT as usize;
    let head = &long.as_bytes()[..limit];
    let whole = head
        .utf8_chunks()
        .map(|c| c.valid().chars().count())
        .sum::<usize>();
    assert_eq!(count.counted, SELECTION_COUNT_LIMIT);
    // The limit may cut the last character: std sees it as a cut sequence, the count as one.
    assert!(
        (count.chars as usize).abs_diff(whole) <= 1 && count.errors == 0,
        "{count:?} against {whole}"
    );
}

/// The Summary's line count is what `str::lines` counts: a text ending in a line break has no
/// empty line after it (it said 7 for six LF-terminated lines), one without has its last line
/// counted, CR LF is one break; the same in a UTF-16 reading.
#[test]
fn lines_are_counted_as_str_lines_counts_them() {
    use utf8_inspector::codec::WideForm;
    let text = String::from_utf8(common::read_testdata("udhr/fra.txt")).expect("UTF-8");
    let crlf = text.replace('\n', "\r\n");
    let cases = [
        text.clone(),
        text.trim_end().to_string(),
        crlf.clone(),
        crlf.trim_end().to_string(),
        "one line".to_string(),
        "\n".to_string(),
        String::new(),
    ];
    for case in &cases {
        let want = case.lines().count() as u64;
        let mut doc = Document::from_bytes("lines", case.as_bytes().to_vec(), || {});
        wait_scan(&mut doc);
        assert_eq!(doc.line_count(), want, "{:?}…", &case[..case.len().min(20)]);
        if case.is_empty() {
            continue;
        }
        let mut wide = Vec::new();
        for c in case.chars() {
            WideForm::Utf16Le.encode(c, &mut wide);
        }
        let mut doc = Document::from_bytes("lines16", wide, || {});
        doc.set_reading(Reading::Wide(WideForm::Utf16Le));
        let t = Instant::now();
        while doc.wide_stats().is_none() {
            doc.poll();
            assert!(
                t.elapsed() < Duration::from_secs(30),
                "the UTF-16 scan ends"
            );
            std::thread::sleep(Duration::from_millis(5));
        }
        assert_eq!(
            doc.line_count(),
            want,
            "UTF-16: {:?}…",
            &case[..case.len().min(20)]
        );
        assert_eq!(doc.line_count(), want, "asked again (remembered)");
    }
}
