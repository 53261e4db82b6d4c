//! Clipboard formats and character names.

use utf8_inspector::analysis::cells::char_name;
use utf8_inspector::analysis::copy::{as_escaped, as_hex, as_text};
use utf8_inspector::analysis::reading::Reading;

#[test]
fn copy_formats() {
    let bytes = b"caf\xC3\xA9 \xC0\xAF \"\\\n\xE2\x89\xA0";
    assert_eq!(as_hex(&bytes[..5]), "63 61 66 c3 a9");
    assert_eq!(as_text(b"\xC0\x80x", Reading::Utf8), "\u{FFFD}\u{FFFD}x");
    // Nothing is lost: characters as \u{..}, ill-formed bytes as \xNN.
    assert_eq!(
        as_escaped(bytes, Reading::Utf8),
        "caf\\u{e9} \\xC0\\xAF \\\"\\\\\\n\\u{2260}"
    );
}

#[test]
fn names_and_control_aliases() {
    assert_eq!(char_name('\u{2260}'), "NOT EQUAL TO");
    assert_eq!(char_name('\u{A9}'), "COPYRIGHT SIGN");
    assert_eq!(char_name('\n'), "LINE FEED");
    assert_eq!(char_name('\0'), "NULL");
    assert_eq!(char_name('\u{85}'), "NEXT LINE");
    assert_eq!(char_name('\u{7F}'), "DELETE");
    assert_eq!(char_name('\u{E000}'), "<private use>");
    assert_eq!(char_name('\u{FFFE}'), "<noncharacter>");
}
