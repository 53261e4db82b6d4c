# Diagnosis: every sentence about a finding (the banner, the status line, the Diagnosis tab;
# in English also `check` and its JSON, which must not change).
#
# Arguments named *_plain are numbers as the command line prints them, without digit groups;
# translations use the argument without _plain (grouped the language's way) instead.

## Findings
diag-empty-file = empty file
diag-valid-utf8 = valid UTF-8
diag-valid-with-warnings = valid UTF-8, but with { $warnings }
diag-mojibake = looks like mojibake: { $chain }
diag-chain-step = { $before } → read as { $encoding } → saved as UTF-8
diag-chain-c1-as-1252 = windows-1252 → read as ISO-8859-1 (C1 controls for its punctuation)
diag-chain-c1-as-mac = macintosh → read as ISO-8859-1 (C1 controls for its accented letters)
diag-damaged = UTF-8 with { $bytes }, the first at byte { $first }
diag-damaged-beyond = UTF-8 with { $sequences } beyond the first { $looked_at } bytes diagnosed, the first at byte { $first }
diag-stray-bytes = ASCII with { $n ->
        [one] { $n_plain } stray byte that reads as no language
       *[other] { $n_plain } stray bytes that read as no language
    }
diag-stray-bytes-only = { $n ->
        [one] { $n_plain } stray byte that reads as no language
       *[other] { $n_plain } stray bytes that read as no language
    }
diag-mixed = UTF-8 with { $runs } of { $text } in { $encoding }, the first at byte { $first }
diag-legacy = not UTF-8: { $text } in { $encoding }
diag-legacy-weak = not UTF-8: { $text } in { $encoding } (a weak guess)
diag-cjk-unreadable = not UTF-8: { $encoding }, a CJK encoding this tool cannot read
diag-wide = not UTF-8: { $summary }
diag-not-text = not text: { $reason }
diag-diagnosed-from = {" "}(diagnosed from the first { $n } bytes)
diag-diagnosed-spread = {" "}(mojibake looked for in { $n } bytes: { $parts } parts spread over the file, its start and end among them)

## Counts (a number and its noun, in the form the sentence around it needs)
diag-count-damaged-bytes = { $count ->
        [one] { $count_plain } damaged byte
       *[other] { $count_plain } damaged bytes
    }
diag-count-ill-formed = { $count ->
        [one] { $count_plain } ill-formed sequence
       *[other] { $count_plain } ill-formed sequences
    }
diag-count-runs = { $runs ->
        [one] { $runs_plain } run
       *[other] { $runs_plain } runs
    }
diag-count-nul-bytes = { $count ->
       *[other] { $count_plain } NUL bytes
    }
diag-count-cjk-chars = { $n ->
        [one] { $n } non-ASCII character
       *[other] { $n } non-ASCII characters
    }
diag-count-errors = { $n ->
        [one] { $n } error
       *[other] { $n } errors
    }
diag-count-replaced = { $n ->
        [one] { $n_plain } character
       *[other] { $n_plain } characters
    }
diag-count-wide-chars = { $n ->
        [one] { $n_plain } character
       *[other] { $n_plain } characters
    }
diag-count-scan-bytes = { $n ->
        [one] { $n_plain } byte
       *[other] { $n_plain } bytes
    }
diag-count-scan-chars = { $n ->
        [one] { $n_plain } character
       *[other] { $n_plain } characters
    }
diag-count-scan-errors = { $n ->
        [one] { $n_plain } error
       *[other] { $n_plain } errors
    }
diag-count-bidi-control = { $n ->
        [one] { $n_plain } bidi control
       *[other] { $n_plain } bidi controls
    }
diag-count-replacement-char = { $n ->
        [one] { $n_plain } U+FFFD replacement character
       *[other] { $n_plain } U+FFFD replacement characters
    }
diag-count-c1-control = { $n ->
        [one] { $n_plain } C1 control
       *[other] { $n_plain } C1 controls
    }
diag-count-bom = { $n ->
        [one] { $n_plain } byte order mark
       *[other] { $n_plain } byte order marks
    }
diag-count-noncharacter = { $n ->
        [one] { $n_plain } noncharacter
       *[other] { $n_plain } noncharacters
    }
diag-count-invisible = { $n ->
        [one] { $n_plain } invisible character
       *[other] { $n_plain } invisible characters
    }
diag-count-nul = { $n ->
        [one] { $n_plain } NUL
       *[other] { $n_plain } NULs
    }
diag-count-private-use = { $n ->
        [one] { $n_plain } private-use character
       *[other] { $n_plain } private-use characters
    }

## Warnings in valid UTF-8
diag-warn-bidi-control = { $count }, which can show the text in another order than it is stored
diag-warn-replacement-char = { $count }: text already lost in an earlier decoding
diag-warn-c1-control = { $count }, usually windows-1252 punctuation read as ISO-8859-1

## Declarations
diag-source-meta-charset = <meta charset>
diag-source-meta-http-equiv = <meta http-equiv="Content-Type">
diag-source-xml-declaration = XML declaration
diag-source-po-header = PO header
diag-source-coding-cookie = coding cookie
diag-source-css-charset = @charset rule
diag-source-emacs-coding = Emacs coding tag
diag-source-vim-modeline = Vim modeline
diag-source-mime-header = Content-Type header
diag-source-editorconfig = .editorconfig
diag-decl-declares = its { $source } (line { $line }) declares { $encoding }
diag-decl-editorconfig = { $file } (line { $line }) sets charset = { $label }
diag-decl-agrees = , which the bytes agree with
diag-decl-agrees-as-utf8 = , which browsers read as UTF-8, as the bytes are
diag-decl-disagrees = , which the bytes are not
diag-decl-unknown-name = , a name this tool does not know
diag-decl-no-decoder = , which this tool cannot decode to check
diag-decl-transfer-encoding = , not checkable: the body is { $name }, ASCII whatever the charset
diag-decl-too-weak = , which reads the bytes too; the guess is too weak to tell
diag-relabelled = its { $source } (line { $line }) declared { $encoding }; now { $target }
diag-not-relabelled = its { $source } (line { $line }) still declares { $encoding }, which the copy is not (--update-declaration rewrites it)
diag-not-relabelled-web = its { $source } (line { $line }) still declares { $encoding }, which the copy is not: browsers know no label for { $target }, so it is left as it is

## Not text
diag-binary-nul = { $bytes } in the first { $of } bytes: text files have none
diag-binary-controls = { $percent }% of the first { $of } bytes are control codes: text has almost none
diag-binary-format = { $format }, known by its first bytes

## The guess
diag-firm = A firm guess.
diag-weak = A weak guess.
diag-weak-few-bytes = A weak guess: few non-ASCII bytes.
diag-weak-few-chars = A weak guess: few non-ASCII characters.
diag-weak-close = A weak guess: other readings come close.
diag-weak-no-letters = A weak guess: the text reads as English, whose letters do not tell the encoding.
diag-weak-cjk-shaped = A weak guess: the bytes pair up as in a double-byte CJK encoding, yet read as no language in those this tool reads (EUC-TW or Johab, which it cannot, would fit).
diag-weak-odd-letters = A weak guess: even this reading makes some bytes letters the language does not write, or symbols inside words (a close relative this tool does not know would fit).
diag-nearest-reading = The nearest legacy reading, { $language } in { $encoding }, is too weak to count: these bytes read as no language.
diag-no-legacy-reading = No legacy encoding reads these bytes as text.
diag-basis-empty = Empty: every encoding agrees.
diag-basis-ascii = ASCII: every encoding here agrees.
diag-basis-utf8-bom = The file starts with a UTF-8 byte order mark.
diag-basis-utf8 = Valid UTF-8 throughout.
diag-basis-utf8-few = Valid UTF-8, but with few non-ASCII characters.
diag-basis-wide-bom = The file starts with a { $form } byte order mark.
diag-basis-utf16-pairs = No byte order mark, but the bytes pair up as { $form } code units: the high bytes take few values, the low bytes many, and the units read as text.
diag-basis-wide-zeros = No byte order mark, but the zero bytes fall where { $form } puts them.
diag-basis-no-legacy-fits = No legacy encoding fits.
diag-basis-declared = Not UTF-8; its { $source } declares it, and it reads the bytes about as well as { $instead }, the best reading of the bytes alone.
diag-basis-declared-cjk = Not UTF-8; its { $source } declares it, and it reads every byte; the bytes alone gave only a weak guess, { $instead }.
diag-basis-legacy = Not UTF-8; reads as { $language } in { $encoding }.
diag-basis-legacy-identical = Not UTF-8; reads as { $language } in { $encoding } ({ $same } identical for this file).
diag-basis-legacy-near = {" "}{ $other } reads only { $differing } of its { $high ->
       *[other] { $high_plain }
    } non-ASCII bytes differently.
diag-basis-cjk = Not UTF-8; reads as { $language } in { $encoding }: { $chars } decoded, characters { $language } uses often (typically one in { $per } of its characters).
diag-basis-cjk-escapes = ISO-2022 escape sequences switch into { $encoding }, which this tool cannot decode.
diag-basis-cjk-structure = Its bytes have the structure of { $encoding } throughout, which this tool cannot decode.
diag-basis-mixed = UTF-8 with runs of { $encoding } pasted in.
diag-basis-damaged = UTF-8 with ill-formed bytes that read as no text: corruption.
diag-basis-cut-short = UTF-8 whose last character is cut short by the end of the file: the file was truncated.

## The Diagnosis tab
diag-verdict-line = Verdict: { $verdict }
diag-verdict-utf8 = UTF-8 (utf-8)
diag-verdict-utf8-damaged = damaged UTF-8 (utf-8-damaged)
diag-verdict-utf8-mixed = UTF-8 with runs in another encoding (utf-8-mixed)
diag-verdict-legacy = a legacy encoding (legacy)
diag-verdict-utf16 = UTF-16 (utf-16)
diag-verdict-utf32 = UTF-32 (utf-32)
diag-verdict-binary = binary, not text (binary)
diag-encoding-line = Encoding: { $encoding }
diag-language-line = Language: { $language }
diag-also-plausible = Also plausible: { $readings }
diag-reading-score = { $encodings } ({ $score })
diag-legacy-examples = These bytes are errors in UTF-8 but letters in { $encoding }: { $examples }
diag-mixed-runs = { $runs } of { $text } in { $encoding }; the first at byte { $first }.
diag-mojibake-places = { $n ->
        [one] { $n_plain } place
       *[other] { $n_plain } places
    } in the first megabyte:
diag-mojibake-places-at = { $n ->
        [one] { $n_plain } place
       *[other] { $n_plain } places
    } in the megabyte from byte { $at }:
diag-mojibake-lost = { $n ->
        [one] { $n_plain } character was lost on the way (its bytes were dropped): the repair holds U+FFFD for it
       *[other] { $n_plain } characters were lost on the way (their bytes were dropped): the repair holds U+FFFD for them
    }
diag-changed-lines = { $n ->
        [one] { $n_plain } changed line
       *[other] { $n_plain } changed lines
    } in the first megabyte, for example:
diag-changed-lines-at = { $n ->
        [one] { $n_plain } changed line
       *[other] { $n_plain } changed lines
    } in the megabyte from byte { $at }, for example:
diag-no-mojibake = No mojibake found in the first megabyte.
diag-no-mojibake-file = No mojibake found in the file.
diag-looking = Looking at the first megabyte…
diag-failed = The diagnosis failed: { $why }.

## The status line
diag-counts-valid = valid UTF-8
diag-counts-no-errors-yet = no errors so far
diag-counts-errors = { $errors } ({ $replacements } U+FFFD if decoded lossily)
diag-counts-errors-so-far = { $errors } so far ({ $replacements } U+FFFD if decoded lossily)
diag-reading-counting = read as { $encoding }: counting…
diag-reading-all-read = read as { $encoding }: every byte read
diag-reading-unreadable = read as { $encoding }: { $n ->
        [one] { $n } unreadable byte
       *[other] { $n } unreadable bytes
    }
diag-reading-count-failed = read as { $encoding }: the count failed ({ $why })

## Buttons and headings
diag-label-details = Diagnosis…
diag-label-view-as = View as { $encoding }
diag-label-save-as-utf8 = Save as UTF-8…
diag-label-save-decoded-from = Save as UTF-8, decoded from { $encoding }…
diag-label-next-error = Next error (F8)
diag-label-go-to-first-run = Go to the first run
diag-label-save-runs-as = Save with those runs read as { $encoding }…
diag-label-start-read-that-way = The start of the file read that way:
diag-label-mojibake = Mojibake
diag-label-as-it-is = as it is
diag-label-repaired = repaired
diag-label-save-repaired = Save repaired copy…
diag-label-substitute = replace what it cannot write with ?
diag-label-save-as-encoding = Save as this encoding…
diag-label-copy-encoding = encoding of the copy
diag-label-copy-decoded-from = A copy of the text read as { $encoding }:
diag-label-copy-target-writes = { $encoding } can write every character of this text.
diag-label-copy-target-writes-start = { $encoding } can write every character of the first megabyte (the rest was not looked at).
diag-label-copy-target-none = No one legacy encoding can write every character of this text, so the copy goes into UTF-16LE unless you choose another.
diag-label-copy-target-none-start = No one legacy encoding can write every character of the first megabyte, so the copy goes into UTF-16LE unless you choose another.
diag-label-copy-target-nearest = The nearest, { $encoding }, lacks { $chars }.
diag-label-copy-target-lacks = { $encoding } cannot write every character of this text; it lacks { $chars }.
diag-label-copy-target-lacks-start = { $encoding } cannot write every character of the first megabyte; it lacks { $chars }.
diag-next-bidi-control = Next bidi control
diag-next-replacement-char = Next U+FFFD replacement character
diag-next-c1-control = Next C1 control
diag-next-bom = Next byte order mark
diag-next-noncharacter = Next noncharacter
diag-next-invisible = Next invisible character
diag-next-nul = Next NUL
diag-next-private-use = Next private-use character

## Saved copies
diag-done-repaired = mojibake repaired ({ $chain })
diag-done-repaired-lost = mojibake repaired ({ $chain }); { $lost ->
        [one] { $lost_plain } character was lost on the way and is U+FFFD
       *[other] { $lost_plain } characters were lost on the way and are U+FFFD
    }
diag-done-runs-read = ill-formed runs read as { $encoding }
diag-done-decoded = decoded from { $from }, written as UTF-8
diag-done-written = written as { $to }
diag-done-written-replaced = written as { $to }; replaced { $replaced }: { $listed }
diag-replaced = replaced { $chars } that { $to } cannot write: { $listed }
diag-decomposed = wrote { $chars } as a letter and a combining mark, as { $to } writes them (it has no single byte for them; read back, each is two characters): { $listed }

## Totals (check)
diag-noun-damaged = damaged
diag-noun-mixed = mixed
diag-noun-legacy = legacy
diag-noun-binary = binary

## UTF-16 and UTF-32
diag-wide-with-bom = { $encoding } text with BOM, { $chars }
diag-wide-without-bom = { $encoding } text without BOM, { $chars }
diag-wide-valid = , valid
diag-wide-errors = , { $kinds }, first at byte { $offset } (line { $line }): { $why }
diag-wide-kind-count = { $n } { $kind }
diag-wide-lone-high-surrogate = lone-high-surrogate
diag-wide-lone-low-surrogate = lone-low-surrogate
diag-wide-odd-length = odd-length
diag-wide-out-of-range = out-of-range
diag-wide-surrogate = surrogate
## The scan (check)
diag-no-line-breaks = no line breaks
diag-line-endings = { $name } line endings
diag-mixed-line-endings = mixed line endings ({ $counts })
diag-scan-valid = valid UTF-8: { $chars }, { $bytes }, { $endings }, no BOM
diag-scan-valid-bom = valid UTF-8: { $chars }, { $bytes }, { $endings }, with BOM
diag-scan-invalid = invalid UTF-8: { $errors }, first at byte { $offset } (line { $line }, column { $column }): { $why }
diag-scan-warnings = ; warnings: { $warnings }

## Languages: alone ("Language: Polish") and as the text a file holds ("Polish text in …")
diag-lang-unknown = unknown
diag-text-unknown = unknown text
diag-lang-afr = Afrikaans
diag-lang-als = Albanian
diag-lang-arb = Arabic
diag-lang-azj = Azerbaijani
diag-lang-bel = Belarusian
diag-lang-bos = Bosnian
diag-lang-bul = Bulgarian
diag-lang-cat = Catalan
diag-lang-ces = Czech
diag-lang-cym = Welsh
diag-lang-dan = Danish
diag-lang-deu = German
diag-lang-ekk = Estonian
diag-lang-ell = Greek
diag-lang-eng = English
diag-lang-epo = Esperanto
diag-lang-eus = Basque
diag-lang-fao = Faroese
diag-lang-fin = Finnish
diag-lang-fra = French
diag-lang-gla = Scottish Gaelic
diag-lang-gle = Irish
diag-lang-glg = Galician
diag-lang-heb = Hebrew
diag-lang-hrv = Croatian
diag-lang-hun = Hungarian
diag-lang-isl = Icelandic
diag-lang-ita = Italian
diag-lang-kaz = Kazakh
diag-lang-lit = Lithuanian
diag-lang-lvs = Latvian
diag-lang-mkd = Macedonian
diag-lang-mlt = Maltese
diag-lang-nld = Dutch
diag-lang-nno = Norwegian Nynorsk
diag-lang-nob = Norwegian Bokmål
diag-lang-pes = Persian
diag-lang-pol = Polish
diag-lang-por = Portuguese
diag-lang-ron = Romanian
diag-lang-rus = Russian
diag-lang-slk = Slovak
diag-lang-slv = Slovenian
diag-lang-spa = Spanish
diag-lang-srp = Serbian
diag-lang-swe = Swedish
diag-lang-tha = Thai
diag-lang-tur = Turkish
diag-lang-ukr = Ukrainian
diag-lang-vie = Vietnamese
diag-lang-zho = Chinese
diag-lang-jpn = Japanese
diag-lang-kor = Korean
diag-text-afr = Afrikaans text
diag-text-als = Albanian text
diag-text-arb = Arabic text
diag-text-azj = Azerbaijani text
diag-text-bel = Belarusian text
diag-text-bos = Bosnian text
diag-text-bul = Bulgarian text
diag-text-cat = Catalan text
diag-text-ces = Czech text
diag-text-cym = Welsh text
diag-text-dan = Danish text
diag-text-deu = German text
diag-text-ekk = Estonian text
diag-text-ell = Greek text
diag-text-eng = English text
diag-text-epo = Esperanto text
diag-text-eus = Basque text
diag-text-fao = Faroese text
diag-text-fin = Finnish text
diag-text-fra = French text
diag-text-gla = Scottish Gaelic text
diag-text-gle = Irish text
diag-text-glg = Galician text
diag-text-heb = Hebrew text
diag-text-hrv = Croatian text
diag-text-hun = Hungarian text
diag-text-isl = Icelandic text
diag-text-ita = Italian text
diag-text-kaz = Kazakh text
diag-text-lit = Lithuanian text
diag-text-lvs = Latvian text
diag-text-mkd = Macedonian text
diag-text-mlt = Maltese text
diag-text-nld = Dutch text
diag-text-nno = Norwegian Nynorsk text
diag-text-nob = Norwegian Bokmål text
diag-text-pes = Persian text
diag-text-pol = Polish text
diag-text-por = Portuguese text
diag-text-ron = Romanian text
diag-text-rus = Russian text
diag-text-slk = Slovak text
diag-text-slv = Slovenian text
diag-text-spa = Spanish text
diag-text-srp = Serbian text
diag-text-swe = Swedish text
diag-text-tha = Thai text
diag-text-tur = Turkish text
diag-text-ukr = Ukrainian text
diag-text-vie = Vietnamese text
diag-text-zho = Chinese text
diag-text-jpn = Japanese text
diag-text-kor = Korean text

## Binary formats (proper names stay as they are)
diag-format-pdf = PDF document
diag-format-zip = ZIP archive
diag-format-docx = Word document (.docx)
diag-format-xlsx = Excel workbook (.xlsx)
diag-format-pptx = PowerPoint presentation (.pptx)
diag-format-open-document = OpenDocument file
diag-format-epub = EPUB e-book
diag-format-jar = Java archive (JAR)
diag-format-apk = Android package (APK)
diag-format-gzip = gzip-compressed data
diag-format-xz = xz-compressed data
diag-format-zstd = Zstandard-compressed data
diag-format-bzip2 = bzip2-compressed data
diag-format-seven-zip = 7-Zip archive
diag-format-rar = RAR archive
diag-format-lzip = lzip-compressed data
diag-format-lz4 = LZ4-compressed data
diag-format-unix-compress = compress'd data (.Z)
diag-format-tar = tar archive
diag-format-ar = ar archive
diag-format-deb = Debian package
diag-format-rpm = RPM package
diag-format-cab = Microsoft Cabinet archive
diag-format-ole-compound = Microsoft Office 97–2003 or MSI file (OLE compound)
diag-format-png = PNG image
diag-format-jpeg = JPEG image
diag-format-gif = GIF image
diag-format-webp = WebP image
diag-format-tiff = TIFF image
diag-format-camera-raw = camera raw image
diag-format-heic = HEIC image
diag-format-avif = AVIF image
diag-format-bmp = BMP image
diag-format-ico = Windows icon
diag-format-cur = Windows cursor
diag-format-icns = Apple icon image
diag-format-psd = Photoshop image
diag-format-xcf = GIMP image
diag-format-jpeg2000 = JPEG 2000 image
diag-format-jpeg-xl = JPEG XL image
diag-format-djvu = DjVu document
diag-format-eps = EPS image with a binary header
diag-format-mp3 = MP3 audio
diag-format-mp4 = MP4 media
diag-format-quick-time = QuickTime movie
diag-format-ogg = Ogg media
diag-format-flac = FLAC audio
diag-format-wav = WAV audio
diag-format-avi = AVI video
diag-format-aiff = AIFF audio
diag-format-midi = MIDI music
diag-format-matroska = Matroska/WebM media
diag-format-flv = Flash video
diag-format-asf = Windows Media file
diag-format-mpeg = MPEG video
diag-format-swf = Flash movie
diag-format-ttf = TrueType font
diag-format-otf = OpenType font
diag-format-ttc = TrueType font collection
diag-format-woff = WOFF web font
diag-format-woff2 = WOFF2 web font
diag-format-elf = ELF executable or library
diag-format-pe = Windows executable or DLL
diag-format-dos-exe = DOS executable
diag-format-mach-o = Mach-O executable
diag-format-java-class = Java class file
diag-format-dex = Android Dalvik executable
diag-format-wasm = WebAssembly module
diag-format-sqlite = SQLite database
diag-format-hdf5 = HDF5 data
diag-format-npy = NumPy array
diag-format-pcap = packet capture (pcap)
diag-format-pcapng = packet capture (pcapng)
diag-format-bplist = binary property list
diag-format-lnk = Windows shortcut
diag-format-chm = compiled HTML help
diag-format-iso9660 = ISO 9660 disc image
diag-format-qcow = QEMU disk image
diag-format-dicom = DICOM medical image
diag-format-git-pack = Git pack file
diag-format-git-index = Git index
diag-format-parquet = Parquet data
diag-format-sun-audio = Sun/NeXT audio
diag-format-python-bytecode = Python bytecode
diag-format-netpbm = Netpbm image
diag-format-terminfo = compiled terminfo entry
diag-format-llvm-bitcode = LLVM bitcode
diag-format-jmod = Java module (JMOD)
diag-format-java-modules = Java runtime image (modules)
