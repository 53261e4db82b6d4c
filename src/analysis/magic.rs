//! Binary files known by their first bytes (their "magic numbers"), as `file` knows them.
//!
//! Why a table of our own rather than a crate: a user checking a folder must never see a text
//! file called binary, and the magic-number crates match on prefixes that text files start with
//! (`MZ`, `ID3`, `BM`, `CWS`), include text formats (HTML, XML, shell scripts, RTF) and cannot say
//! how sure a match is. Here every signature of printable ASCII is confirmed by what the format
//! puts after it (a NUL, a length, a version byte), and no signature starts with a byte-order
//! mark, so UTF-8, UTF-16 and UTF-32 text with a BOM can never match. Text formats with a
//! signature (PostScript, RTF, SVG) stay text: their bytes are what the rest of the tool is for.
//!
//! Pure functions over the first bytes of a file: no I/O.

use serde::Serialize;

/// A binary format known by its signature.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
#[allow(missing_docs)] // Each variant's name is in `wording::format_name`.
pub enum Format {
    Pdf,
    Zip,
    Docx,
    Xlsx,
    Pptx,
    OpenDocument,
    Epub,
    Jar,
    Apk,
    Gzip,
    Xz,
    Zstd,
    Bzip2,
    SevenZip,
    Rar,
    Lzip,
    Lz4,
    UnixCompress,
    Tar,
    Ar,
    Deb,
    Rpm,
    Cab,
    OleCompound,
    Png,
    Jpeg,
    Gif,
    Webp,
    Tiff,
    CameraRaw,
    Heic,
    Avif,
    Bmp,
    Ico,
    Cur,
    Icns,
    Psd,
    Xcf,
    Jpeg2000,
    JpegXl,
    Djvu,
    Eps,
    Mp3,
    Mp4,
    QuickTime,
    Ogg,
    Flac,
    Wav,
    Avi,
    Aiff,
    Midi,
    Matroska,
    Flv,
    Asf,
    Mpeg,
    Swf,
    Ttf,
    Otf,
    Ttc,
    Woff,
    Woff2,
    Elf,
    Pe,
    DosExe,
    MachO,
    JavaClass,
    Dex,
    Wasm,
    Sqlite,
    Hdf5,
    Npy,
    Pcap,
    Pcapng,
    Bplist,
    Lnk,
    Chm,
    Iso9660,
    Qcow,
    Dicom,
    GitPack,
    GitIndex,
    Parquet,
    SunAudio,
    PythonBytecode,
    Netpbm,
    Terminfo,
    LlvmBitcode,
    Jmod,
    JavaModules,
}

impl Format {
    /// Every format, for tests and documentation.
    pub const ALL: [Format; 89] = [
        Format::Pdf,
        Format::Zip,
        Format::Docx,
        Format::Xlsx,
        Format::Pptx,
        Format::OpenDocument,
        Format::Epub,
        Format::Jar,
        Format::Apk,
        Format::Gzip,
        Format::Xz,
        Format::Zstd,
        Format::Bzip2,
        Format::SevenZip,
        Format::Rar,
        Format::Lzip,
        Format::Lz4,
        Format::UnixCompress,
        Format::Tar,
        Format::Ar,
        Format::Deb,
        Format::Rpm,
        Format::Cab,
        Format::OleCompound,
        Format::Png,
        Format::Jpeg,
        Format::Gif,
        Format::Webp,
        Format::Tiff,
        Format::CameraRaw,
        Format::Heic,
        Format::Avif,
        Format::Bmp,
        Format::Ico,
        Format::Cur,
        Format::Icns,
        Format::Psd,
        Format::Xcf,
        Format::Jpeg2000,
        Format::JpegXl,
        Format::Djvu,
        Format::Eps,
        Format::Mp3,
        Format::Mp4,
        Format::QuickTime,
        Format::Ogg,
        Format::Flac,
        Format::Wav,
        Format::Avi,
        Format::Aiff,
        Format::Midi,
        Format::Matroska,
        Format::Flv,
        Format::Asf,
        Format::Mpeg,
        Format::Swf,
        Format::Ttf,
        Format::Otf,
        Format::Ttc,
        Format::Woff,
        Format::Woff2,
        Format::Elf,
        Format::Pe,
        Format::DosExe,
        Format::MachO,
        Format::JavaClass,
        Format::Dex,
        Format::Wasm,
        Format::Sqlite,
        Format::Hdf5,
        Format::Npy,
        Format::Pcap,
        Format::Pcapng,
        Format::Bplist,
        Format::Lnk,
        Format::Chm,
        Format::Iso9660,
        Format::Qcow,
        Format::Dicom,
        Format::GitPack,
        Format::GitIndex,
        Format::Parquet,
        Format::SunAudio,
        Format::PythonBytecode,
        Format::Netpbm,
        Format::Terminfo,
        Format::LlvmBitcode,
        Format::Jmod,
        Format::JavaModules,
    ];
}

/// What must follow a signature before it counts.
#[derive(Clone, Copy)]
enum Then {
    /// Nothing: the signature holds bytes text never starts with.
    Nothing,
    /// A NUL or another control code text does not have within the first 64 bytes after the
    /// signature (for signatures of printable ASCII a text could start with).
    Binary,
    /// A format-specific check of the whole head.
    Check(fn(&[u8]) -> bool),
}

/// One signature: `bytes` at `at`.
struct Magic {
    at: usize,
    bytes: &'static [u8],
    format: Format,
    then: Then,
}

const fn m(at: usize, bytes: &'static [u8], format: Format, then: Then) -> Magic {
    Magic {
        at,
        bytes,
        format,
        then,
    }
}

use Format as F;
use Then::{Binary, Check, Nothing};

/// The signatures, tried in order (longer and more specific first where two share a start).
const TABLE: &[Magic] = &[
    m(0, b"%PDF-", F::Pdf, Check(pdf)),
    m(0, b"PK\x03\x04", F::Zip, Nothing),
    m(0, b"PK\x05\x06", F::Zip, Nothing),
    m(0, b"PK\x07\x08", F::Zip, Nothing),
    m(0, b"\x1F\x8B\x08", F::Gzip, Nothing),
    m(0, b"\xFD7zXZ\x00", F::Xz, Nothing),
    m(0, b"\x28\xB5\x2F\xFD", F::Zstd, Nothing),
    m(0, b"BZh", F::Bzip2, Check(bzip2)),
    m(0, b"7z\xBC\xAF\x27\x1C", F::SevenZip, Nothing),
    m(0, b"Rar!\x1A\x07", F::Rar, Nothing),
    m(0, b"LZIP", F::Lzip, Check(lzip)),
    m(0, b"\x04\x22\x4D\x18", F::Lz4, Nothing),
    m(0, b"\x1F\x9D", F::UnixCompress, Check(compress)),
    m(257, b"ustar", F::Tar, Check(tar)),
    m(0, b"!<arch>\ndebian-binary", F::Deb, Nothing),
    m(0, b"!<arch>\n", F::Ar, Check(ar)),
    m(0, b"\xED\xAB\xEE\xDB", F::Rpm, Nothing),
    m(0, b"MSCF\0\0\0\0", F::Cab, Nothing),
    m(
        0,
        b"\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1",
        F::OleCompound,
        Nothing,
    ),
    m(0, b"\x89PNG\r\n\x1A\n", F::Png, Nothing),
    m(0, b"\xFF\xD8\xFF", F::Jpeg, Nothing),
    m(0, b"GIF87a", F::Gif, Binary),
    m(0, b"GIF89a", F::Gif, Binary),
    m(0, b"II*\0", F::Tiff, Nothing),
    m(0, b"MM\0*", F::Tiff, Nothing),
    m(0, b"II+\0", F::Tiff, Nothing),
    m(0, b"IIRO\x08\0", F::CameraRaw, Nothing),
    m(0, b"IIRS\x08\0", F::CameraRaw, Nothing),
    m(0, b"IIU\0", F::CameraRaw, Nothing),
    m(0, b"FUJIFILMCCD-RAW", F::CameraRaw, Nothing),
    m(0, b"BM", F::Bmp, Check(bmp)),
    m(0, b"\0\0\x01\0", F::Ico, Check(ico)),
    m(0, b"\0\0\x02\0", F::Cur, Check(ico)),
    m(0, b"icns", F::Icns, Check(icns)),
    m(0, b"8BPS\0\x01", F::Psd, Nothing),
    m(0, b"8BPS\0\x02", F::Psd, Nothing),
    m(0, b"gimp xcf ", F::Xcf, Binary),
    m(0, b"\0\0\0\x0CjP  \r\n\x87\n", F::Jpeg2000, Nothing),
    m(0, b"\xFF\x4F\xFF\x51", F::Jpeg2000, Nothing),
    m(0, b"\0\0\0\x0CJXL \r\n\x87\n", F::JpegXl, Nothing),
    m(0, b"\xFF\x0A", F::JpegXl, Nothing),
    m(0, b"AT&TFORM", F::Djvu, Binary),
    m(0, b"\xC5\xD0\xD3\xC6", F::Eps, Nothing),
    m(0, b"ID3", F::Mp3, Check(id3)),
    m(0, b"\xFF", F::Mp3, Check(mpeg_audio)),
    m(0, b"OggS\0", F::Ogg, Nothing),
    m(0, b"fLaC\0", F::Flac, Nothing),
    m(0, b"fLaC\x80", F::Flac, Nothing),
    m(0, b"RIFF", F::Wav, Check(riff)),
    m(0, b"FORM", F::Aiff, Check(aiff)),
    m(0, b"MThd\0\0\0\x06", F::Midi, Nothing),
    m(0, b"\x1A\x45\xDF\xA3", F::Matroska, Nothing),
    m(0, b"FLV\x01", F::Flv, Nothing),
    m(0, b"\x30\x26\xB2\x75\x8E\x66\xCF\x11", F::Asf, Nothing),
    m(0, b"\0\0\x01\xBA", F::Mpeg, Nothing),
    m(0, b"\0\0\x01\xB3", F::Mpeg, Nothing),
    m(0, b"FWS", F::Swf, Check(swf)),
    m(0, b"CWS", F::Swf, Check(swf)),
    m(0, b"ZWS", F::Swf, Check(swf)),
    m(0, b"\0\x01\0\0", F::Ttf, Check(sfnt)),
    m(0, b"true\0", F::Ttf, Check(sfnt)),
    m(0, b"OTTO\0", F::Otf, Check(sfnt)),
    m(0, b"ttcf\0", F::Ttc, Nothing),
    m(0, b"wOFF", F::Woff, Check(woff)),
    m(0, b"wOF2", F::Woff2, Check(woff)),
    m(0, b"\x7FELF", F::Elf, Nothing),
    m(0, b"MZ", F::Pe, Check(pe)),
    m(0, b"\xFE\xED\xFA\xCE", F::MachO, Nothing),
    m(0, b"\xFE\xED\xFA\xCF", F::MachO, Nothing),
    m(0, b"\xCE\xFA\xED\xFE", F::MachO, Nothing),
    m(0, b"\xCF\xFA\xED\xFE", F::MachO, Nothing),
    m(0, b"\xCA\xFE\xBA\xBE", F::JavaClass, Nothing),
    m(0, b"dex\n0", F::Dex, Binary),
    m(0, b"\0asm\x01\0\0\0", F::Wasm, Nothing),
    m(0, b"SQLite format 3\0", F::Sqlite, Nothing),
    m(0, b"\x89HDF\r\n\x1A\n", F::Hdf5, Nothing),
    m(0, b"\x93NUMPY", F::Npy, Nothing),
    m(0, b"\xD4\xC3\xB2\xA1", F::Pcap, Nothing),
    m(0, b"\xA1\xB2\xC3\xD4", F::Pcap, Nothing),
    m(0, b"\x0A\x0D\x0D\x0A", F::Pcapng, Binary),
    m(0, b"bplist0", F::Bplist, Binary),
    m(0, b"L\0\0\0\x01\x14\x02\0", F::Lnk, Nothing),
    m(0, b"ITSF\x03\0\0\0", F::Chm, Nothing),
    m(0x8001, b"CD001", F::Iso9660, Nothing),
    m(0, b"QFI\xFB", F::Qcow, Nothing),
    m(128, b"DICM", F::Dicom, Check(dicom)),
    m(0, b"PACK\0\0\0", F::GitPack, Nothing),
    m(0, b"DIRC\0\0\0", F::GitIndex, Nothing),
    m(0, b"PAR1", F::Parquet, Binary),
    m(0, b".snd\0", F::SunAudio, Nothing),
    m(2, b"\r\n", F::PythonBytecode, Check(pyc)),
    m(0, b"\x03\xF3\r\n", F::PythonBytecode, Nothing),
    m(0, b"P4", F::Netpbm, Check(netpbm)),
    m(0, b"P5", F::Netpbm, Check(netpbm)),
    m(0, b"P6", F::Netpbm, Check(netpbm)),
    m(0, b"\x1A\x01", F::Terminfo, Nothing),
    m(0, b"\x1E\x02", F::Terminfo, Nothing),
    m(0, b"BC\xC0\xDE", F::LlvmBitcode, Nothing),
    m(0, b"\xDE\xC0\x17\x0B", F::LlvmBitcode, Nothing),
    m(0, b"JM\x01\x00", F::Jmod, Nothing),
    m(0, b"\xDA\xDA\xFE\xCA", F::JavaModules, Nothing),
];

/// The binary format `head` (a file's first bytes, as many as are at hand; 64 KiB sees every
/// signature here) starts with, if any.
pub fn identify(head: &[u8]) -> Option<Format> {
    // ISO BMFF (MP4, QuickTime, HEIC, AVIF, CR3): a box size, then `ftyp` and the brand.
    if let Some(f) = iso_bmff(head) {
        return Some(f);
    }
    let hit = TABLE.iter().find(|s| {
        head.get(s.at..s.at + s.bytes.len()) == Some(s.bytes)
            && match s.then {
                Nothing => true,
                Binary => controls_follow(&head[s.at + s.bytes.len()..]),
                Check(f) => f(head),
            }
            // A signature text could hold (printable ASCII, or letters of a legacy code page:
            // FF is "я" in windows-1251) counts only with the binary bytes its format puts
            // after it; archives of text and PDFs are judged by their structure instead.
            && (s.bytes.iter().any(|&b| is_control(b))
                || matches!(s.format, F::Tar | F::Ar | F::Deb | F::Pdf)
                || controls_follow(&head[s.at + s.bytes.len()..]))
    })?;
    Some(match hit.format {
        F::Zip => zip_kind(head),
        F::Tiff if head.get(8..10) == Some(b"CR") => F::CameraRaw,
        F::Wav => riff_kind(head)?,
        F::JavaClass => java_or_mach_o(head),
        f => f,
    })
}

/// A NUL or a control code text does not hold (not tab, line feed, carriage return, form feed,
/// escape).
fn is_control(b: u8) -> bool {
    matches!(b, 0x00..=0x08 | 0x0E..=0x1A | 0x1C..=0x1F | 0x7F)
}

/// A control code among the next 512 bytes: binary formats put lengths, versions and offsets
/// right after their signature, so one comes within a few bytes; text has none.
fn controls_follow(rest: &[u8]) -> bool {
    rest.iter().take(512).any(|&b| is_control(b))
}

/// `%PDF-`, a version `1.7`, and the end of the line: the header line as PDF writers put it, not a
/// sentence that quotes it.
fn pdf(h: &[u8]) -> bool {
    matches!(
        h.get(5..9),
        Some([b'1'..=b'2', b'.', b'0'..=b'9', b'\r' | b'\n'])
    ) || matches!(
        h.get(5..10),
        Some([b'1'..=b'2', b'.', b'0'..=b'9', b'0'..=b'9', b'\r' | b'\n'])
    )
}

/// Netpbm raw bitmaps, grey maps and pixmaps: `P4`/`P5`/`P6`, white space, then the size.
fn netpbm(h: &[u8]) -> bool {
    h.get(2).is_some_and(u8::is_ascii_whitespace)
        && h.get(3).is_some_and(|b| b.is_ascii_digit() || *b == b'#')
}

fn u16_le(h: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_le_bytes(h.get(at..at + 2)?.try_into().ok()?))
}

fn u32_be(h: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_be_bytes(h.get(at..at + 4)?.try_into().ok()?))
}

fn u32_le(h: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_le_bytes(h.get(at..at + 4)?.try_into().ok()?))
}

/// `BZh`, a block size `1`–`9`, then a block's magic (π) or the end-of-stream magic (√π).
fn bzip2(h: &[u8]) -> bool {
    matches!(h.get(3), Some(b'1'..=b'9'))
        && matches!(h.get(4..10), Some(b"1AY&SY" | b"\x17rE8P\x90"))
}

/// `LZIP`, version 0 or 1.
fn lzip(h: &[u8]) -> bool {
    matches!(h.get(4), Some(0 | 1))
}

/// `compress`: the flags byte has its unused bits clear and 9–16 bits per code.
fn compress(h: &[u8]) -> bool {
    h.get(2)
        .is_some_and(|&b| b & 0x60 == 0 && (9..=16).contains(&(b & 0x1F)))
}

/// `ustar` at 257, then a NUL and version `00` (POSIX) or two spaces and a NUL (GNU).
fn tar(h: &[u8]) -> bool {
    matches!(h.get(262..265), Some(b"\x0000" | b"  \0"))
}

/// `!<arch>\n` and a member header whose fixed fields end in the backquote-newline.
fn ar(h: &[u8]) -> bool {
    h.len() < 68 || h.get(66..68) == Some(b"`\n")
}

/// `BM`, the file size, then four reserved bytes that are zero.
fn bmp(h: &[u8]) -> bool {
    h.get(6..10) == Some(&[0, 0, 0, 0]) && u32_le(h, 14).is_some_and(|n| (12..=124).contains(&n))
}

/// Icons: 1–255 images, each entry's reserved byte zero.
fn ico(h: &[u8]) -> bool {
    u16_le(h, 4).is_some_and(|n| (1..=255).contains(&n)) && h.get(9) == Some(&0)
}

/// `icns` and a big-endian length below 16 MiB.
fn icns(h: &[u8]) -> bool {
    h.get(4) == Some(&0)
}

/// An ID3v2 tag: version 2–4, revision 0.
fn id3(h: &[u8]) -> bool {
    matches!(h.get(3..5), Some([2..=4, 0]))
}

/// An MPEG audio frame header: the sync bits, a valid version and layer, a bit rate and a sample
/// rate that are not the reserved ones. `FF FE` (UTF-16LE's byte-order mark) and `FF FF` are
/// never taken for one.
fn mpeg_audio(h: &[u8]) -> bool {
    let (Some(&b1), Some(&b2)) = (h.get(1), h.get(2)) else {
        return false;
    };
    b1 != 0xFE
        && b1 != 0xFF
        && b1 & 0xE0 == 0xE0
        && b1 & 0x18 != 0x08
        && b1 & 0x06 != 0
        && b2 & 0xF0 != 0xF0
        && b2 & 0x0C != 0x0C
}

/// `RIFF`, a length, and a form type this table names.
fn riff(h: &[u8]) -> bool {
    riff_kind(h).is_some()
}

fn riff_kind(h: &[u8]) -> Option<Format> {
    match h.get(8..12)? {
        b"WEBP" => Some(F::Webp),
        b"WAVE" => Some(F::Wav),
        b"AVI " => Some(F::Avi),
        _ => None,
    }
}

/// `FORM`, a length, `AIFF` or `AIFC`.
fn aiff(h: &[u8]) -> bool {
    matches!(h.get(8..12), Some(b"AIFF" | b"AIFC"))
}

/// Flash: a version byte, then a little-endian file length below 16 MiB (its top byte zero).
fn swf(h: &[u8]) -> bool {
    h.get(3).is_some_and(|&v| (1..64).contains(&v)) && h.get(7) == Some(&0)
}

/// A TrueType/OpenType table directory: 1–64 tables.
fn sfnt(h: &[u8]) -> bool {
    h.get(4) == Some(&0) && h.get(5).is_some_and(|&n| (1..=64).contains(&n))
}

/// WOFF/WOFF2: the flavour of the font inside.
fn woff(h: &[u8]) -> bool {
    matches!(
        h.get(4..8),
        Some(b"\0\x01\0\0" | b"OTTO" | b"true" | b"ttcf")
    )
}

/// `MZ`: a PE header where the DOS header points, or at least the DOS header's binary fields.
fn pe(h: &[u8]) -> bool {
    if let Some(at) = u32_le(h, 0x3C)
        && let Some(sig) = h.get(at as usize..at as usize + 4)
        && sig == b"PE\0\0"
    {
        return true;
    }
    h.len() >= 64 && h[2..64].iter().filter(|&&b| b == 0).count() >= 8
}

/// Java class files and Mach-O universal binaries share `CA FE BA BE`: a universal binary counts
/// its architectures (a few) where a class file has its version (45 and up).
fn java_or_mach_o(h: &[u8]) -> Format {
    match u32_be(h, 4) {
        Some(n) if n < 30 => F::MachO,
        _ => F::JavaClass,
    }
}

/// Python 3 bytecode: a two-byte version magic (its second byte 0x0C–0x0E), CR LF, then a
/// timestamp or flags word and the code object, binary within a few bytes. (Python 2.7 has `03
/// F3 0D 0A`.)
fn pyc(h: &[u8]) -> bool {
    h.get(1).is_some_and(|&b| (0x0C..=0x0E).contains(&b))
}

/// DICOM: a 128-byte preamble (usually zeros) before `DICM`.
fn dicom(h: &[u8]) -> bool {
    controls_follow(&h[..128]) || h[..128].iter().all(|&b| b == 0)
}

/// ISO base media files: a box size, `ftyp`, and the major brand.
fn iso_bmff(h: &[u8]) -> Option<Format> {
    if h.get(4..8) != Some(b"ftyp") || h.first() != Some(&0) {
        return None;
    }
    let size = u32_be(h, 0)?;
    if !(8..=1024).contains(&size) {
        return None;
    }
    let brand = h.get(8..12)?;
    Some(match brand {
        b"heic" | b"heix" | b"hevc" | b"hevx" | b"heim" | b"heis" | b"mif1" | b"msf1" => F::Heic,
        b"avif" | b"avis" => F::Avif,
        b"crx " => F::CameraRaw,
        b"qt  " => F::QuickTime,
        b"jp2 " | b"jpx " => F::Jpeg2000,
        _ => F::Mp4,
    })
}

/// What a ZIP archive holds, from its first entries: EPUB and OpenDocument start with a stored
/// `mimetype` entry, Office Open XML files have `[Content_Types].xml` and a `word/`, `xl/` or
/// `ppt/` folder, Java archives `META-INF/`, Android packages `AndroidManifest.xml`.
fn zip_kind(h: &[u8]) -> Format {
    let name_len = usize::from(u16_le(h, 26).unwrap_or(0));
    let extra_len = usize::from(u16_le(h, 28).unwrap_or(0));
    let name = h.get(30..30 + name_len).unwrap_or(&[]);
    if name == b"mimetype" {
        let body = h.get(30 + name_len + extra_len..).unwrap_or(&[]);
        if body.starts_with(b"application/epub+zip") {
            return F::Epub;
        }
        if body.starts_with(b"application/vnd.oasis.opendocument.") {
            return F::OpenDocument;
        }
    }
    let has = |needle: &[u8]| memchr::memmem::find(h, needle).is_some();
    if has(b"[Content_Types].xml") || name.starts_with(b"_rels/") {
        if has(b"word/") {
            return F::Docx;
        }
        if has(b"xl/") {
            return F::Xlsx;
        }
        if has(b"ppt/") {
            return F::Pptx;
        }
    }
    if has(b"AndroidManifest.xml") || has(b"classes.dex") {
        return F::Apk;
    }
    if name.starts_with(b"META-INF/") {
        return F::Jar;
    }
    F::Zip
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_never_matches() {
        for text in [
            &b"MZ-80 owners' manual\n"[..],
            b"ID3 tags are metadata\n",
            b"BM is a person\n",
            b"GIF89a is a format name\n",
            b"CWS meeting notes\n",
            b"PAR1 results\n",
            b"\xFF\xFEh\0i\0",
            b"\xFF\xF7\xE5\xE9\xEA\xE0 \xEF\xE0\xEC\xFF\xF2\xE8\n", // "ячейка памяти", cp1251
            b"\xFF\n\xF2\xFB\n",
            b"\x93NUMPY for beginners\x94\n",
            b"BZh91AY&SY is the bzip2 block header\n",
            b"%PDF-1.4 is the header of a PDF file\n",
            b"RIFFxxxxWAVE notes\n",
            b"P5 is a grey map\n",
            b"\xFE\xFF\0h\0i",
            b"\xEF\xBB\xBFhello",
            b"%!PS-Adobe-3.0\n",
            b"{\\rtf1\\ansi hello}",
            b"<?xml version=\"1.0\"?>",
            b"",
        ] {
            assert_eq!(identify(text), None, "{:?}", String::from_utf8_lossy(text));
        }
    }
}
