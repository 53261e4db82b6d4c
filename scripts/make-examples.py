#!/usr/bin/env python3
"""Writes the classroom examples in assets/examples/ (run from the repository root).

Each file shows one example from the UTF-8 pages; the Examples menu lists them with the one-line
descriptions in src/examples.rs. The bytes are written explicitly here, so that what a file holds
can be checked against this script.
"""
from pathlib import Path

out = Path("assets/examples")
out.mkdir(parents=True, exist_ok=True)

polish = "ą ć ę ł ń ó ś ź ż Ą Ć Ę Ł Ń Ó Ś Ź Ż\nPchnąć w tę łódź jeża lub ośm skrzyń fig.\n"  # letters, then a pangram
boundaries = [0x1, 0x7F, 0x80, 0x7FF, 0x800, 0xFFF, 0x1000, 0xFFFF, 0x10000, 0x10FFFF]
files = {
    "copyright.txt": "© = C2 A9\n©\n".encode(),
    "not-equal.txt": "≠ = E2 89 A0\n≠\n".encode(),
    "boundaries.txt": "".join(f"U+{v:04X}: {chr(v)}\n" for v in boundaries).encode("utf-8", "surrogatepass"),
    "polish-utf8.txt": polish.encode("utf-8"),
    "polish-iso-8859-2.txt": polish.encode("iso-8859-2"),
    "c2-00.bin": b"A\xC2\x00B",
    "overlong-nul.bin": b"A\xC0\x80B",
    "overlong-path.bin": b"GET /files/..\xC0\xAF..\xC0\xAFetc\xC0\xAFpasswd\n",
    "surrogate.bin": b"A\xED\xA0\x80B",
    "above-10ffff.bin": b"A\xF4\x90\x80\x80B",
    "five-byte.bin": b"A\xF8\x88\x80\x80\x80B",
    "six-byte.bin": b"A\xFC\x84\x80\x80\x80\x80B",
    "fe-ff.bin": b"A\xFE\xFFB",
    "bom.txt": b"\xEF\xBB\xBF" + "Text after a byte order mark.\n".encode(),
    "crlf.txt": b"first line\r\nsecond line\r\n",
    "mixed-line-endings.txt": b"LF line\nCR LF line\r\nlone CR line\rlast\n",
    # Trojan Source (CVE-2021-42574): RLO ... PDI make the comment look like it ends the line.
    "trojan-source.txt": (
        'access_level = "user"\n'
        'if access_level != "user\u202e \u2066// Check if admin\u2069 \u2066":\n'
        "    print(\"You are an admin.\")\n"
    ).encode(),
    "mojibake.txt": "café → ".encode() + "café".encode("utf-8").decode("cp1252").encode("utf-8") + b"\n",
    "iso2022-utf8-switch.txt": b"\x1b%G" + "UTF-8 after ESC % G: ≠ ©\n".encode(),
    # UTF-16 for the classroom: byte order, the BOM, a surrogate pair, a lone surrogate.
    "utf16le-bom.txt": "Name\tPrix\r\nCafé\t3,50 €\r\n".encode("utf-16"),
    "utf16-surrogate-pair.txt": b"\xff\xfe" + "A😀B\n".encode("utf-16-le"),
    "utf16-lone-surrogate.txt": b"\xff\xfe" + "A".encode("utf-16-le") + b"\x3d\xd8" + "B\n".encode("utf-16-le"),
    "same-sentence-utf8.txt": "Größe: 5 € 😀\n".encode("utf-8"),
    "same-sentence-utf16le.txt": b"\xff\xfe" + "Größe: 5 € 😀\n".encode("utf-16-le"),
}
for name, data in files.items():
    (out / name).write_bytes(data)
    print(f"{name}: {len(data)} bytes")
