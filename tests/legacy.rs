//! Every legacy table against its source, for all 256 byte values: the WHATWG indexes, and for the
//! true ISO-8859-1, -9 and -11 the Unicode Consortium's mapping tables.

mod common;

use utf8_inspector::analysis::legacy::{LEGACY, Table, by_name};

/// A WHATWG index: pointer (0–127) → code point, for bytes 0x80 + pointer.
fn whatwg(name: &str) -> [Option<u32>; 256] {
    let text = String::from_utf8(common::read_testdata(&format!("whatwg/index-{name}.txt")))
        .expect("UTF-8");
    let mut t = [None; 256];
    for (b, slot) in t.iter_mut().enumerate().take(0x80) {
        *slot = Some(b as u32);
    }
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let mut f = line.split_whitespace();
        let p: usize = f.next().and_then(|x| x.parse().ok()).expect("pointer");
        let cp = f
            .next()
            .and_then(|x| u32::from_str_radix(x.trim_start_matches("0x"), 16).ok())
            .expect("code point");
        t[0x80 + p] = Some(cp);
    }
    t
}

/// A mapping file in the Unicode Consortium's format (`0xXX<TAB>0xXXXX`, `UNDEFINED` for a byte
/// with no character), and how many bytes it lists.
fn mapping_file(rel: &str) -> ([Option<u32>; 256], usize) {
    let text = String::from_utf8(common::read_testdata(rel)).expect("UTF-8");
    let mut t = [None; 256];
    let mut seen = 0;
    for line in text.lines().filter(|l| l.starts_with("0x")) {
        let mut f = line.split_whitespace();
        let b = f
            .next()
            .and_then(|x| usize::from_str_radix(&x[2..], 16).ok())
            .expect("byte");
        let cp = f.next().expect("code point");
        t[b] =
            (cp != "UNDEFINED").then(|| u32::from_str_radix(&cp[2..], 16).expect("hex code point"));
        seen += 1;
    }
    (t, seen)
}

/// A Unicode ISO 8859 mapping table.
fn unicode(part: u32) -> [Option<u32>; 256] {
    mapping_file(&format!("unicode-mappings/8859-{part}.txt")).0
}

/// A vendor table from `legacy-tables/`: all 256 bytes listed.
fn vendor(name: &str) -> [Option<u32>; 256] {
    let (t, seen) = mapping_file(&format!("legacy-tables/{name}.txt"));
    assert_eq!(seen, 256, "{name}: every byte listed");
    t
}

#[test]
fn every_table_matches_its_source_for_all_256_bytes() {
    let mut checked = 0;
    for l in &LEGACY {
        let want: [Option<u32>; 256] = match (l.table, l.name) {
            (Table::Latin1, _) => unicode(1),
            (Table::IsoWithC1(_), "ISO-8859-9") => unicode(9),
            (Table::IsoWithC1(_), "ISO-8859-11") => unicode(11),
            (Table::Whatwg(_), name) => whatwg(&name.to_ascii_lowercase()),
            (Table::IsoWithC1(_), other) => panic!("no reference for {other}"),
            (Table::Generated(_), name) => vendor(name),
        };
        for b in 0..=255u8 {
            assert_eq!(
                l.decode_byte(b).map(u32::from),
                want[usize::from(b)],
                "{} byte {b:02X}",
                l.name
            );
        }
        checked += 1;
    }
    assert_eq!(checked, 50);
}

#[test]
fn names_and_aliases_people_use() {
    for (alias, name) in [
        ("latin1", "ISO-8859-1"),
        ("iso-8859-1", "ISO-8859-1"),
        ("cp1252", "windows-1252"),
        ("CP1252", "windows-1252"),
        ("iso8859-2", "ISO-8859-2"),
        ("ISO_8859-2", "ISO-8859-2"),
        ("cp852", "IBM852"),
        ("ibm852", "IBM852"),
        ("macroman", "macintosh"),
        ("koi8u", "KOI8-U"),
        ("csisolatin2", "ISO-8859-2"),
        ("x-mac-ukrainian", "x-mac-cyrillic"),
        ("windows-1256", "windows-1256"),
        ("IBM866", "IBM866"),
        ("tis-620", "TIS-620"),
    ] {
        assert_eq!(by_name(alias).map(|l| l.name), Some(name), "{alias}");
    }
    assert!(by_name("no-such-encoding").is_none());
    assert!(by_name("").is_none());
    // Every name is unique once squashed, so no alias can shadow another encoding.
    for l in &LEGACY {
        assert_eq!(by_name(l.name).map(|x| x.name), Some(l.name));
        for a in l.aliases {
            assert_eq!(by_name(a).map(|x| x.name), Some(l.name), "alias {a}");
        }
    }
}

#[test]
fn the_labels_tell_the_truth() {
    // The trap: WHATWG's "iso-8859-1" is windows-1252, which has € at 0x80.
    assert_eq!(
        by_name("ISO-8859-1").expect("part 1").decode_byte(0x80),
        Some('\u{80}')
    );
    assert_eq!(
        by_name("windows-1252").expect("1252").decode_byte(0x80),
        Some('€')
    );
    assert_eq!(
        by_name("ISO-8859-9").expect("part 9").decode_byte(0x80),
        Some('\u{80}')
    );
    assert_eq!(
        by_name("windows-1254").expect("1254").decode_byte(0x80),
        Some('€')
    );
    assert_eq!(
        by_name("ISO-8859-11").expect("part 11").decode_byte(0xDB),
        None,
        "unmapped in ISO-8859-11"
    );
    // Polish: B1 is ą in ISO-8859-2.
    assert_eq!(
        by_name("ISO-8859-2")
            .expect("part 2")
            .decode(b"\xB1\xE6\xEA\xB3"),
        "ąćęł"
    );
}
