#!/usr/bin/env python3
"""The guess on outside collections (README, "Outside collections"): the test files of four public
detectors this project does not hold. Measure only; never fit to them.

Does the first guess read each file to the same text as its label's encoding does (Python's
codecs)? Per collection and kind (single-byte, CJK, UTF-8/16/32, ASCII, enca's double-encoded
UTF-8, where right means `fix` writes what undoing it through the label's encoding gives),
with the answers that were confident and wrong. `--wrong` lists every miss.

    scripts/eval-outside.py [--wrong]        (BIN: the binary, default target/release/utf8-inspector;
                                              OUTSIDE: where the collections are, default bench-data/outside)

Fetch the collections into OUTSIDE once (network: PyPI and Debian's source archive):
    pip download --no-binary :all: --no-deps chardet==5.2.0 charset-normalizer==3.3.2 -d OUTSIDE
    (deb-src for bookworm in /etc/apt/sources.list.d) apt-get source --download-only uchardet enca
    and unpack each there (tar xf), giving OUTSIDE/chardet-5.2.0, OUTSIDE/uchardet-0.0.7,
    OUTSIDE/enca-1.19 and OUTSIDE/charset-normalizer-3.3.2.
"""
import json, os, subprocess, sys, codecs, re, collections
HERE = os.path.dirname(os.path.abspath(__file__))
BIN = os.environ.get("BIN", os.path.join(HERE, "..", "target", "release", "utf8-inspector"))
R = os.environ.get("OUTSIDE", os.path.join(HERE, "..", "bench-data", "outside"))
alias = {"macintosh": "mac_roman", "mac-cyrillic": "mac_cyrillic", "x-mac-cyrillic": "mac_cyrillic", "x-mac-greek": "mac_greek",
         "x-mac-turkish": "mac_turkish", "x-mac-icelandic": "mac_iceland", "x-mac-centraleurroman": "mac_latin2",
         "mac-centraleurope": "mac_latin2", "x-mac-ce": "mac_latin2",
         "x-mac-croatian": "mac_croatian", "x-mac-romanian": "mac_romanian", "ascii": "ascii",
         "iso-8859-8-i": "iso-8859-8", "windows-874": "cp874", "tis-620": "cp874", "iso-8859-11": "cp874",
         "shift_jis": "cp932", "euc-kr": "cp949", "uhc": "cp949", "gb2312": "gb18030", "gbk": "gb18030",
         "utf-16le": "utf-16-le", "utf-16be": "utf-16-be", "utf-32le": "utf-32-le", "utf-32be": "utf-32-be",
         "viscii": None, "euc-tw": None, "iso-2022-kr": "iso2022_kr",
         # enca's names
         "cp1251": "cp1251", "cp1250": "cp1250", "cp1257": "cp1257", "cp866": "cp866", "iso88595": "iso8859_5",
         "iso88592": "iso8859_2", "iso88594": "iso8859_4", "iso885913": "iso8859_13", "iso885916": "iso8859_16",
         "maccyr": "mac_cyrillic", "macce": "mac_latin2", "koi8r": "koi8_r", "koi8u": "koi8_u", "utf8": "utf-8",
         "big5": "big5hkscs"}
CJK = {"johab", "euc_kr", "shift_jis", "gb2312", "iso2022_jp", "cp932", "euc_jp", "iso2022_jp", "gb18030", "big5hkscs", "cp949", "iso2022_kr", "euc-jp", "iso-2022-jp", "big5"}
def codec(name):
    n = name.lower()
    if n in alias:
        n = alias[n]
        if n is None: return None
    if n.startswith("ibm"): n = "cp" + n[3:]
    try: return codecs.lookup(n).name
    except LookupError: return None
def items():
    t = f"{R}/chardet-5.2.0/tests"
    for d in sorted(os.listdir(t)):
        p = os.path.join(t, d)
        if not os.path.isdir(p): continue
        lab = d
        for full in ["iso-8859-2", "iso-8859-5", "iso-8859-6", "iso-8859-7", "iso-8859-9", "windows-1250", "windows-1251", "windows-1254", "windows-1255", "windows-1256"]:
            if d.startswith(full): lab = full
        lab = {"MacCyrillic": "mac-cyrillic", "MacRoman": "macintosh", "utf-8-sig": "utf-8-sig", "UTF-16": "utf-16", "UTF-32": "utf-32", "Johab": "johab", "EUC-TW": "euc-tw"}.get(lab, lab)
        for f in sorted(os.listdir(p)):
            yield "chardet", os.path.join(p, f), lab, d
    t = f"{R}/uchardet-0.0.7/test"
    for lang in sorted(os.listdir(t)):
        d = os.path.join(t, lang)
        if not os.path.isdir(d): continue
        for f in sorted(os.listdir(d)):
            lab = {"utf-16.le": "utf-16-le", "utf-16.be": "utf-16-be", "utf-32.le": "utf-32-le", "utf-32.be": "utf-32-be",
                   "uhc.smi": "uhc"}.get(f, re.sub(r"\.txt$", "", f))
            yield "uchardet", os.path.join(d, f), lab, lang
    t = f"{R}/enca-1.19/test"
    for f in sorted(os.listdir(t)):
        m = re.match(r"^([a-z]+)-(s|utf8)\.([a-z0-9]+)$", f)
        if not m or m.group(1) == "none": continue
        yield "enca", os.path.join(t, f), m.group(3), m.group(1)
    t = f"{R}/charset-normalizer-3.3.2/data"
    exp = {"sample-arabic-1.txt": "cp1256", "sample-french-1.txt": "cp1252", "sample-arabic.txt": "utf-8",
           "sample-russian-3.txt": "utf-8", "sample-french.txt": "utf-8", "sample-chinese.txt": "big5",
           "sample-greek.txt": "cp1253", "sample-greek-2.txt": "cp1253", "sample-hebrew-2.txt": "cp1255",
           "sample-hebrew-3.txt": "cp1255", "sample-bulgarian.txt": "utf-8", "sample-english.bom.txt": "utf-8",
           "sample-spanish.txt": "utf-8", "sample-korean.txt": "cp949", "sample-turkish.txt": "cp1254",
           "sample-russian-2.txt": "utf-8", "sample-russian.txt": "mac_cyrillic", "sample-polish.txt": "utf-8"}
    for f, e in sorted(exp.items()):
        yield "charset-normalizer", os.path.join(t, f), e, f.split("-")[1].split(".")[0]
def dec(b, c):
    return b.decode(c, "replace").lstrip("\ufeff")
wrong = "--wrong" in sys.argv
stats = collections.defaultdict(lambda: [0, 0, 0, 0])  # right, total, confident wrong, top3
kinds = collections.defaultdict(lambda: [0, 0, 0, 0])
for coll, fp, labname, lang in items():
    lab = codec(labname)
    b = open(fp, "rb").read()
    r = subprocess.run([BIN, "check", "--json", fp], capture_output=True)
    try: j = json.loads(r.stdout)
    except Exception: j = {}
    g = j.get("guess") or {}
    ge = g.get("encoding") or ""
    gc = codec(ge) if ge else None
    if j.get("verdict") == "utf-8" or (j.get("verdict") == "ascii"): gc = "utf-8"
    moj = coll == "enca" and "-utf8." in fp
    kind = "mojibake" if moj else "utf" if lab and lab.startswith("utf") else ("cjk" if lab in CJK or labname.lower() in ("euc-tw", "iso-2022-kr", "hz") else ("ascii" if lab == "ascii" else "single"))
    if lab is None and labname not in ("euc-tw",):
        continue  # no reference decoder (viscii, cork, keybcs2, ...)
    good = False
    if lab and gc:
        try: good = dec(b, lab) == dec(b, gc)
        except Exception: good = False
    if moj:
        # What `fix` writes against the repair through the label's encoding; files whose
        # label repair Python cannot make (lossy test data, Apple's older Mac Cyrillic table)
        # have no reference and are left out.
        try:
            ref = b.decode("utf-8").encode(lab).decode("utf-8")
        except Exception:
            continue
        import tempfile
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "fixed")
            subprocess.run([BIN, "fix", fp, out], capture_output=True)
            got = open(out, "rb").read().decode("utf-8", "replace") if os.path.exists(out) else None
        good = got == ref
        ge = "fix " + ("wrote the label's repair" if good else "differs")
    if labname == "euc-tw":
        good = "cannot" in (j.get("summary") or "") or ge.lower() == "euc-tw"
    top3 = good
    if not good and lab:
        for a in (g.get("alternatives") or [])[:2]:
            for n in a["encoding"].split(" / "):
                c = codec(n)
                if c:
                    try:
                        if dec(b, lab) == dec(b, c): top3 = True
                    except Exception: pass
    conf = bool(g.get("confident")) and j.get("verdict") not in ("utf-8",)
    s = stats[(coll, kind)]
    s[0] += good; s[1] += 1; s[2] += (not good) and conf; s[3] += top3
    if not good and wrong:
        print(f"{coll:8} {kind:6} {os.path.relpath(fp, R)} label={labname} -> {ge!r} verdict={j.get('verdict')} lang={g.get('language')} {'CONFIDENT' if conf else ''} | {j.get('summary','')[:110]}")
for k in sorted(stats):
    s = stats[k]
    print(f"{k[0]:20} {k[1]:7} right {s[0]}/{s[1]} ({100*s[0]/s[1]:.1f}%)  top3 {s[3]}/{s[1]}  confident wrong {s[2]}")
