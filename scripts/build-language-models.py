#!/usr/bin/env python3
"""Builds the character-bigram language models the encoding guess and the mojibake search score with.

Writes src/analysis/lang/models.txt and src/analysis/lang/lexicon.txt (generated; do not edit;
the lexicon is each language's words with a letter outside ASCII, for the guess on files whose
non-ASCII text is a few words, and 5,000 English words of ASCII letters). Run from the project root:

    python3 scripts/build-language-models.py

Sources (read from ../shared/testdata, see its README for licences):
  - udhr/<code>.txt: the Universal Declaration of Human Rights in 50 languages (OHCHR; free to reproduce)
  - perf/unicode_lipsum/wikipedia_mars/<language>.utf8.txt: Wikipedia's "Mars" article in 14 of
    those languages (CC BY-SA)

  - PyPI's wordfreq 3.1.1 (`pip install wordfreq==3.1.1`; data CC BY-SA 4.0): the 30,000 most
    frequent words of the 34 of these languages it covers, each weighted by its frequency as if
    the list were 300,000 words of running text. The declarations are short (9-27 KB); a letter
    such as Spanish ñ occurs three times in one, too rarely to be learnt from it alone.

Only the TRAINING part of each text is used. The split, shared with the evaluation
(examples/evaluate.rs, `corpus::split`), is by line: lines that survive the cleaning rule (at least
20 characters, no markup: none of `](`, `http`, `//`, `[`, `]`, `|`, `{`) are numbered from 0 in
each file; line i is training if i % 10 < 7, calibration if i % 10 == 7, evaluation otherwise.

The model alphabet: each character lower-cased (when that gives one character), ș/ț folded to ş/ţ
(legacy code pages have only the cedilla forms), whitespace and ASCII digits/punctuation as one
separator (U+0020; runs collapse), letters and marks as themselves, other symbols as themselves.
Symbols seen fewer than 3 times become one "rare letter" (U+E001) or "rare symbol" (U+E000) class.
Typographic punctuation (curly quotes, the apostrophe, the ellipsis, en and em dashes) is counted
here like any symbol; where a code page reads a byte as one and a language's training did not
show it, the encoding guess scores it with fixed costs (`src/analysis/lang/mod.rs`, `typographic`).
Symbol statistics come from the running text only (the word lists have no punctuation), scaled
to the weight of the word lists. Vietnamese is trained both precomposed and in the partly decomposed form windows-1258 stores.

Each language's alphabet, from CLDR's main exemplar characters (Debian's `unicode-cldr-core`,
/usr/share/unicode/cldr/common/main/<locale>.xml; Unicode licence), is known to its model even
where the training text never shows a letter: a letter counted fewer than 3 times, or not at all,
is kept with a count of at least 1 instead of falling into the "rare letter" class. The
declarations are short and a language without a wordfreq list learns only what they hold:
Estonian `š` and `ž` (`dispetšer`, `režiim`) were "rare letters", priced below a soft hyphen or
box drawing glued into the word (the outside collections' short Estonian files were read as
IBM775, in windows-1252 as `ð`, or as stray bytes).
"""
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_split import MARKUP, kept_lines, training  # noqa: E402
import unicodedata

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SHARED = os.path.join(ROOT, "..", "shared", "testdata")
OUT = os.path.join(ROOT, "src", "analysis", "lang", "models.txt")

NAMES = {
    "afr": "Afrikaans", "als": "Albanian", "arb": "Arabic", "azj": "Azerbaijani",
    "bel": "Belarusian", "bos": "Bosnian", "bul": "Bulgarian", "cat": "Catalan", "ces": "Czech",
    "cym": "Welsh", "dan": "Danish", "deu": "German", "ekk": "Estonian", "ell": "Greek",
    "eng": "English", "epo": "Esperanto", "eus": "Basque", "fao": "Faroese", "fin": "Finnish",
    "fra": "French", "gla": "Scottish Gaelic", "gle": "Irish", "glg": "Galician", "heb": "Hebrew",
    "hrv": "Croatian", "hun": "Hungarian", "isl": "Icelandic", "ita": "Italian", "kaz": "Kazakh",
    "lit": "Lithuanian", "lvs": "Latvian", "mkd": "Macedonian", "mlt": "Maltese", "nld": "Dutch",
    "nno": "Norwegian Nynorsk", "nob": "Norwegian Bokmål", "pes": "Persian", "pol": "Polish",
    "por": "Portuguese", "ron": "Romanian", "rus": "Russian", "slk": "Slovak", "slv": "Slovenian",
    "spa": "Spanish", "srp": "Serbian", "srp-Cyrl": "Serbian", "swe": "Swedish", "tha": "Thai", "tur": "Turkish",
    "ukr": "Ukrainian", "vie": "Vietnamese",
}

WIKI = {
    "arb": "arabic", "ces": "czech", "eng": "english", "epo": "esperanto", "fra": "french",
    "deu": "german", "ell": "greek", "heb": "hebrew", "pes": "persan", "por": "portuguese",
    "rus": "russian", "tha": "thai", "tur": "turkish", "vie": "vietnamese",
}

WORDFREQ = {
    "arb": "ar", "bos": "sh", "bul": "bg", "cat": "ca", "ces": "cs", "dan": "da", "deu": "de",
    "ell": "el", "eng": "en", "fin": "fi", "fra": "fr", "heb": "he", "hrv": "sh", "hun": "hu",
    "isl": "is", "ita": "it", "lit": "lt", "lvs": "lv", "mkd": "mk", "nld": "nl", "nob": "nb",
    "pes": "fa", "pol": "pl", "por": "pt", "ron": "ro", "rus": "ru", "slk": "sk", "slv": "sl",
    "spa": "es", "srp": "sh", "srp-Cyrl": "sh", "swe": "sv", "tur": "tr", "ukr": "uk", "vie": "vi",
}
WORDS, WEIGHT = 30000, 300000

SEP, RARE_SYMBOL, RARE_LETTER = " ", "\ue000", "\ue001"

# CLDR locale of each language (its main exemplar characters are the language's alphabet).
CLDR_DIR = "/usr/share/unicode/cldr/common/main"
CLDR = {
    "afr": "af", "als": "sq", "arb": "ar", "azj": "az", "bel": "be", "bos": "bs", "bul": "bg",
    "cat": "ca", "ces": "cs", "cym": "cy", "dan": "da", "deu": "de", "ekk": "et", "ell": "el",
    "eng": "en", "epo": "eo", "eus": "eu", "fao": "fo", "fin": "fi", "fra": "fr", "gla": "gd",
    "gle": "ga", "glg": "gl", "heb": "he", "hrv": "hr", "hun": "hu", "isl": "is", "ita": "it",
    "kaz": "kk", "lit": "lt", "lvs": "lv", "mkd": "mk", "mlt": "mt", "nld": "nl", "nno": "no",
    "nob": "no", "pes": "fa", "pol": "pl", "por": "pt", "ron": "ro", "rus": "ru", "slk": "sk",
    "slv": "sl", "spa": "es", "srp": "sr_Latn", "srp-Cyrl": "sr",
    "swe": "sv", "tha": "th", "tur": "tr",
    "ukr": "uk", "vie": "vi",
}


# Languages written in a second script, trained on the first one's text transliterated: Serbian
# is written in Cyrillic as much as in Latin (the alphabets are one-to-one), but the declaration
# and wordfreq give it in Latin only. Without a Cyrillic model, Serbian in windows-1251 was named
# Macedonian, sometimes firmly (CLI pass, 2026-12-05 #3).
TRANSLITERATED = {"srp-Cyrl": "srp"}

# Serbian Latin -> Cyrillic; the digraphs first. `src/analysis/lang/corpus.rs`
# (`serbian_cyrillic`) does the same for the evaluation's lines.
SERBIAN_DIGRAPHS = {"lj": "љ", "nj": "њ", "dž": "џ", "Lj": "Љ", "LJ": "Љ", "Nj": "Њ", "NJ": "Њ",
                    "Dž": "Џ", "DŽ": "Џ"}
SERBIAN_LETTERS = dict(zip("abcčćdđefghijklmnoprsštuvzž", "абцчћдђефгхијклмнопрсштувзж"))


def serbian_cyrillic(text):
    out, i = [], 0
    while i < len(text):
        pair = text[i:i + 2]
        if pair in SERBIAN_DIGRAPHS:
            out.append(SERBIAN_DIGRAPHS[pair])
            i += 2
            continue
        c = text[i]
        low = SERBIAN_LETTERS.get(c.lower())
        out.append(c if low is None else (low.upper() if c.isupper() else low))
        i += 1
    return "".join(out)


def exemplar_letters(code):
    """The letters (and marks) of CLDR's main exemplar set for `code`, folded."""
    import re
    path = os.path.join(CLDR_DIR, CLDR[code] + ".xml")
    if not os.path.exists(path):
        sys.exit(f"{path} missing: apt-get install unicode-cldr-core")
    with open(path, encoding="utf-8") as f:
        m = re.search(r"<exemplarCharacters>\[(.*?)\]</exemplarCharacters>", f.read())
    if not m:
        sys.exit(f"{path}: no main exemplar characters")
    body = re.sub(r"\{[^}]*\}", " ", m.group(1))  # multi-letter units (dž, lj): their letters are listed
    body = re.sub(r"\\u([0-9A-Fa-f]{4})", lambda x: chr(int(x.group(1), 16)), body)
    body = body.replace("\\", "")
    chars = set()
    for item in body.split():
        if len(item) == 3 and item[1] == "-":
            chars.update(chr(c) for c in range(ord(item[0]), ord(item[2]) + 1))
        else:
            chars.update(item)
    out = set()
    for c in chars:
        for x in unicodedata.normalize("NFC", c):
            s = symbol(x)
            if s != SEP and is_letter(s):
                out.add(s)
                if code == "vie":
                    out.update(y for y in cp1258_form(s) if is_letter(y))
    return out



def lowercase_form(word):
    """A wordfreq word as lower-case text writes it: wordfreq case-folds, which turns Greek final
    `ς` into `σ` (`νόμοσ`), a form no text has."""
    return word[:-1] + "ς" if word.endswith("σ") else word


def fold(c):
    low = c.lower()
    if len(low) == 1:
        c = low
    return {"\u0219": "\u015f", "\u021b": "\u0163"}.get(c, c)


def is_letter(c):
    return unicodedata.category(c)[0] in "LM"


def symbol(c):
    c = fold(c)
    if c.isspace() or (c.isascii() and not c.isalpha()):
        return SEP
    return c


def cp1258_form(text):
    out = []
    for ch in text:
        try:
            ch.encode("cp1258")
            out.append(ch)
            continue
        except UnicodeEncodeError:
            pass
        d = unicodedata.normalize("NFD", ch)
        for k in range(len(d), 0, -1):
            p = unicodedata.normalize("NFC", d[:k])
            try:
                if len(p) == 1:
                    p.encode("cp1258")
                    out.append(p + d[k:])
                    break
            except UnicodeEncodeError:
                continue
        else:
            out.append(ch)
    return "".join(out)


def sequences(lines, nfc=True):
    """Each line as model symbols between separators; `nfc=False` for text already in the
    partly decomposed form windows-1258 stores (NFC would compose it back)."""
    for line in lines:
        seq = []
        for c in unicodedata.normalize("NFC", line) if nfc else line:
            s = symbol(c)
            if s == SEP and seq and seq[-1] == SEP:
                continue
            seq.append(s)
        yield [SEP] + seq + ([SEP] if seq and seq[-1] != SEP else [])


def main():
    out = [
        "# GENERATED by scripts/build-language-models.py; do not edit, run the script again.",
        "# Character-bigram counts per language from the training part (lines i % 10 < 7) of",
        "# ../shared/testdata/udhr/ (OHCHR, free to reproduce) and perf/unicode_lipsum/wikipedia_mars/",
        "# (Wikipedia, CC BY-SA), and wordfreq 3.1.1's word lists (CC BY-SA 4.0). Format: `L code name`, `U sym:count ...`, `B first sym:count ...`;",
        "# symbols are hex code points; 20 = separator, E000 = rare symbol, E001 = rare letter;",
        "# `A letters ...`: the alphabet, CLDR's main exemplar characters (Unicode licence).",
    ]
    for code in sorted(NAMES):
        lines = []
        base = TRANSLITERATED.get(code, code)
        with open(os.path.join(SHARED, "udhr", base + ".txt"), encoding="utf-8") as f:
            lines += training(f.read())
        if code in TRANSLITERATED:
            lines = [serbian_cyrillic(l) for l in lines]
        if code in WIKI:
            path = os.path.join(SHARED, "perf", "unicode_lipsum", "wikipedia_mars", WIKI[code] + ".utf8.txt")
            with open(path, encoding="utf-8") as f:
                lines += training(f.read())
        seqs = [(seq, 1.0) for seq in sequences(lines)]
        if code == "vie":
            decomposed = [cp1258_form(unicodedata.normalize("NFC", l)) for l in lines]
            seqs += [(seq, 1.0) for seq in sequences(decomposed, nfc=False)]
        if code in WORDFREQ:
            import wordfreq
            wf = WORDFREQ[code]
            for word in wordfreq.top_n_list(wf, WORDS):
                f = wordfreq.word_frequency(word, wf) * WEIGHT
                word = lowercase_form(word)
                if code in TRANSLITERATED:
                    if any(c in "qwxy" for c in word.lower()):
                        continue  # a foreign word, not written in Cyrillic
                    word = serbian_cyrillic(word)
                for seq in sequences([word]):
                    seqs.append((seq, f))
                if code == "vie":
                    for seq in sequences([cp1258_form(word)], nfc=False):
                        seqs.append((seq, f))
        raw = collections.Counter()
        for seq, w in seqs:
            for sym in seq:
                raw[sym] += w
        keep = {s for s, n in raw.items() if n >= 3}
        # The alphabet: known even where training shows a letter rarely or never.
        alphabet = exemplar_letters(code)
        keep |= alphabet

        def cls(s):
            if s in keep:
                return s
            return RARE_LETTER if is_letter(s) else RARE_SYMBOL

        # Word lists carry no punctuation: the symbols' statistics come from the running text
        # alone, scaled up by how much the word lists added, so that « or € is as likely
        # relative to letters as in running text.
        def is_symbol(x):
            return x != SEP and not is_letter(x) and x != RARE_LETTER

        running = sum(w * len(seq) for seq, w in seqs if w == 1.0)
        total = sum(w * len(seq) for seq, w in seqs)
        scale = total / max(running, 1)
        uni = collections.Counter()
        bi = collections.defaultdict(collections.Counter)
        for seq, w in seqs:
            seq = [cls(s) for s in seq]
            sw = w * scale if w == 1.0 else w
            for sym in seq:
                uni[sym] += sw if is_symbol(sym) else w
            for a, b in zip(seq, seq[1:]):
                bi[a][b] += sw if is_symbol(a) or is_symbol(b) else w
        for letter in alphabet:
            uni[letter] = max(uni[letter], 1)
        uni = {s: round(n) for s, n in uni.items() if round(n) > 0}
        bi = {a: {b: round(n) for b, n in row.items()} for a, row in bi.items()}
        out.append(f"L {code} {NAMES[code]}")
        out.append("A " + " ".join(f"{ord(s):X}" for s in sorted(alphabet)))
        out.append("U " + " ".join(f"{ord(s):X}:{n}" for s, n in sorted(uni.items())))
        for a in sorted(bi):
            pairs = [(b, n) for b, n in sorted(bi[a].items()) if n >= 2]
            if pairs:
                out.append(f"B {ord(a):X} " + " ".join(f"{ord(b):X}:{n}" for b, n in pairs))
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {OUT}: {len(NAMES)} languages, {os.path.getsize(OUT)} bytes")


# The lexicon: per language, the words with a letter outside ASCII that its training text and the
# LEXICON_WORDS most frequent words of its wordfreq list hold, folded as the models fold letters.
LEXICON_OUT = os.path.join(ROOT, "src", "analysis", "lang", "lexicon.txt")
LEXICON_WORDS = 2000
ENGLISH_WORDS = 5000
# Longer "words" are lines written without spaces (some declarations' lines are).
LEXICON_LONGEST = 32


def lexicon_fold(c):
    """`fold`, and as `src/analysis/lang/lexicon.rs` folds for a look-up: Turkish `İ` as `i` (its
    lower case is two characters), Greek final `ς` as `σ` (wordfreq case-folds it so)."""
    return {"İ": "i", "ς": "σ"}.get(c) or fold(c)


# Coarse scripts by code point, for keeping each language's words in its own script (the
# Vietnamese declaration's file is partly Chữ Nôm; Wikipedia's Arabic page quotes French words).
SCRIPT_RANGES = [
    ("Latin", 0x00C0, 0x024F), ("Latin", 0x1E00, 0x1EFF), ("Greek", 0x0370, 0x03FF),
    ("Greek", 0x1F00, 0x1FFF), ("Cyrillic", 0x0400, 0x052F), ("Hebrew", 0x0590, 0x05FF),
    ("Arabic", 0x0600, 0x06FF), ("Arabic", 0x0750, 0x077F), ("Arabic", 0xFB50, 0xFDFF),
    ("Arabic", 0xFE70, 0xFEFF), ("Thai", 0x0E00, 0x0E7F),
]


def coarse_script(c):
    if c.isascii():
        return "Latin"
    if unicodedata.category(c)[0] == "M":
        return None  # a mark goes with any script
    for name, lo, hi in SCRIPT_RANGES:
        if lo <= ord(c) <= hi:
            return name
    return "Other"


def lexicon_words(line):
    """The words of `line` (runs of letters and marks) that hold a letter outside ASCII, folded."""
    out, word = [], []
    for c in unicodedata.normalize("NFC", line) + " ":
        if is_letter(c):
            word.append(c)
            continue
        # Outside ASCII as written (Turkish `İng` folds to ASCII `ing`, and is looked up so).
        if word and any(not x.isascii() for x in word) and len(word) <= LEXICON_LONGEST:
            out.append("".join(lexicon_fold(x) for x in word))
        word = []
    return out


def write_lexicon():
    out = [
        "# GENERATED by scripts/build-language-models.py; do not edit, run the script again.",
        "# Per language (`W code word ...`), the words holding a letter outside ASCII in the training",
        "# part (lines i % 10 < 7) of ../shared/testdata/udhr/ (OHCHR) and",
        "# perf/unicode_lipsum/wikipedia_mars/ (Wikipedia, CC BY-SA), and among the "
        f"{LEXICON_WORDS} most",
        "# frequent words of wordfreq 3.1.1 (CC BY-SA 4.0); lower-cased, s/t with comma as with cedilla, NFC.",
        f"# `E word ...`: the {ENGLISH_WORDS} most frequent English words of wordfreq that are ASCII letters.",
    ]
    for code in sorted(NAMES):
        words = set()
        base = TRANSLITERATED.get(code, code)
        with open(os.path.join(SHARED, "udhr", base + ".txt"), encoding="utf-8") as f:
            lines = training(f.read())
        if code in WIKI:
            path = os.path.join(SHARED, "perf", "unicode_lipsum", "wikipedia_mars", WIKI[code] + ".utf8.txt")
            with open(path, encoding="utf-8") as f:
                lines += training(f.read())
        if code in WORDFREQ:
            import wordfreq
            for word in wordfreq.top_n_list(WORDFREQ[code], LEXICON_WORDS):
                if code in TRANSLITERATED and any(c in "qwxy" for c in word.lower()):
                    continue
                lines.append(word)
        if code in TRANSLITERATED:
            lines = [serbian_cyrillic(l) for l in lines]
        for line in lines:
            words.update(lexicon_words(line))
        # The language's script: that of most of its words' letters outside ASCII.
        scripts = collections.Counter(
            coarse_script(c) for w in words for c in w if not c.isascii() and coarse_script(c))
        main = scripts.most_common(1)[0][0] if scripts else "Latin"
        words = {w for w in words if all(coarse_script(c) in (main, None) for c in w)}
        out.append(f"W {code} " + " ".join(sorted(words)))
    # English words of ASCII letters: whether a word glued to what windows-1252 reads as
    # punctuation (`unit…`) is an English word and its punctuation, or a foreign word whose last
    # letter a DOS code page writes with that byte (`libertà` in IBM850).
    import wordfreq
    english = {w for w in wordfreq.top_n_list("en", ENGLISH_WORDS) if w.isascii() and w.isalpha()}
    out.append("E " + " ".join(sorted(english)))
    with open(LEXICON_OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {LEXICON_OUT}: {os.path.getsize(LEXICON_OUT)} bytes")


if __name__ == "__main__":
    main()
    write_lexicon()
