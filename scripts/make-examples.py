#!/usr/bin/env python3
"""Writes the classroom examples in assets/examples/ (run from the repository root).

Each file shows one example from the UTF-8 pages; the Examples menu lists them with the one-line
descriptions in locales/<lang>/examples.ftl (listed in src/examples.rs). The bytes are written explicitly here, so that what a file holds
can be checked against this script.
"""
from pathlib import Path

out = Path("assets/examples")
out.mkdir(parents=True, exist_ok=True)

polish = "ą ć ę ł ń ó ś ź ż Ą Ć Ę Ł Ń Ó Ś Ź Ż\nPchnąć w tę łódź jeża lub ośm skrzyń fig.\n"  # letters, then a pangram
# Article 1 of the Universal Declaration of Human Rights, for the CJK encodings (issue 17).
ja = ("世界人権宣言 第1条\nすべての人間は、生まれながらにして自由であり、かつ、尊厳と権利とについて平等である。"
      "人間は、理性と良心とを授けられており、互いに同胞の精神をもって行動しなければならない。\n")
zh_s = "世界人权宣言 第一条\n人人生而自由，在尊严和权利上一律平等。他们赋有理性和良心，并应以兄弟关系的精神相对待。\n"
zh_t = "世界人權宣言 第一條\n人人生而自由，在尊嚴和權利上一律平等。他們賦有理性和良心，並應以兄弟關係的精神相對待。\n"
ko = ("세계인권선언 제1조\n모든 인간은 태어날 때부터 자유로우며 그 존엄과 권리에 있어 동등하다. "
      "인간은 천부적으로 이성과 양심을 부여받았으며 서로 형제애의 정신으로 행동하여야 한다.\n")
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
    # The multi-byte legacy encodings of Chinese, Japanese and Korean: one file each.
    "japanese-shift_jis.txt": ja.encode("shift_jis"),
    "japanese-euc-jp.txt": ja.encode("euc_jp"),
    "japanese-iso-2022-jp.txt": ja.encode("iso2022_jp"),
    "chinese-gbk.txt": zh_s.encode("gbk"),
    "chinese-gb18030.txt": (zh_s + "四字节字符：ẞ Ő ŕ\n").encode("gb18030"),
    "chinese-big5.txt": zh_t.encode("big5"),
    "korean-euc-kr.txt": ko.encode("euc_kr"),
}
for name, data in files.items():
    (out / name).write_bytes(data)
    print(f"{name}: {len(data)} bytes")
