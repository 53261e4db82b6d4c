# Diagnose: jeder Satz über einen Befund (Hinweisleiste, Statuszeile, Reiter „Diagnose“).

## Findings
diag-empty-file = leere Datei
diag-valid-utf8 = gültiges UTF-8
diag-valid-with-warnings = gültiges UTF-8, aber mit { $warnings }
diag-mojibake = sieht nach Mojibake (Zeichensalat) aus: { $chain }
diag-chain-step = { $before } → als { $encoding } gelesen → als UTF-8 gespeichert
diag-chain-c1-as-1252 = windows-1252 → als ISO-8859-1 gelesen (C1-Steuerzeichen statt der Satzzeichen)
diag-chain-c1-as-mac = macintosh → als ISO-8859-1 gelesen (C1-Steuerzeichen statt der Buchstaben mit Akzent)
diag-damaged = UTF-8 mit { $bytes }, das erste bei Byte { $first }
diag-damaged-beyond = UTF-8 mit { $sequences } jenseits der ersten { $looked_at } untersuchten Bytes, die erste bei Byte { $first }
diag-stray-bytes = ASCII mit { $n ->
        [one] { $n } vereinzelten Byte, das keine erkennbare Sprache ergibt
       *[other] { $n } vereinzelten Bytes, die keine erkennbare Sprache ergeben
    }
diag-stray-bytes-only = { $n ->
        [one] { $n } vereinzeltes Byte, das keine erkennbare Sprache ergibt
       *[other] { $n } vereinzelte Bytes, die keine erkennbare Sprache ergeben
    }
diag-mixed = UTF-8, darin { $runs } in { $encoding } ({ $text }), der erste bei Byte { $first }
diag-legacy = kein UTF-8: { $text } in { $encoding }
diag-legacy-weak = kein UTF-8: { $text } in { $encoding } (eine unsichere Vermutung)
diag-cjk-unreadable = kein UTF-8: { $encoding }, eine CJK-Kodierung, die dieses Werkzeug nicht lesen kann
diag-wide = kein UTF-8: { $summary }
diag-not-text = kein Text: { $reason }
diag-diagnosed-from = {" "}(aus den ersten { $n } Bytes bestimmt)
diag-diagnosed-spread = {" "}(nach Mojibake in { $n } Bytes gesucht: { $parts } über die Datei verteilte Teile, darunter Anfang und Ende)

## Counts (a number and its noun, in the form the sentence around it needs)
diag-count-damaged-bytes = { $count ->
        [one] { $count } beschädigten Byte
       *[other] { $count } beschädigten Bytes
    }
diag-count-ill-formed = { $count ->
        [one] { $count } fehlerhaften Bytefolge
       *[other] { $count } fehlerhaften Bytefolgen
    }
diag-count-runs = { $runs ->
        [one] { $runs } Abschnitt
       *[other] { $runs } Abschnitte
    }
diag-count-nul-bytes = { $count ->
        [one] { $count } NUL-Byte
       *[other] { $count } NUL-Bytes
    }
diag-count-cjk-chars = { $n } Zeichen
diag-count-errors = { $n } Fehler
diag-count-replaced = { $n } Zeichen
diag-count-wide-chars = { $n } Zeichen
diag-count-scan-bytes = { $n ->
        [one] { $n_plain } Byte
       *[other] { $n_plain } Bytes
    }
diag-count-scan-chars = { $n } Zeichen
diag-count-scan-errors = { $n } Fehler
diag-count-bidi-control = { $n } Bidi-Steuerzeichen
diag-count-replacement-char = { $n } Ersatzzeichen U+FFFD
diag-count-c1-control = { $n } C1-Steuerzeichen
diag-count-bom = { $n ->
        [one] { $n } Byte-Reihenfolge-Markierung (BOM)
       *[other] { $n } Byte-Reihenfolge-Markierungen (BOM)
    }
diag-count-noncharacter = { $n } Nichtzeichen
diag-count-invisible = { $n } unsichtbaren Zeichen
diag-count-nul = { $n ->
        [one] { $n } NUL-Byte
       *[other] { $n } NUL-Bytes
    }
diag-count-private-use = { $n } Zeichen aus dem privaten Bereich

## Warnings in valid UTF-8
diag-warn-bidi-control = { $count } (solche Zeichen können den Text in anderer Reihenfolge zeigen, als er gespeichert ist)
diag-warn-replacement-char = { $count }: Text, der schon bei einer früheren Dekodierung verloren ging
diag-warn-c1-control = { $count }, meist Satzzeichen aus windows-1252, als ISO-8859-1 gelesen

## Declarations
diag-source-meta-charset = das Tag <meta charset>
diag-source-meta-http-equiv = das Tag <meta http-equiv="Content-Type">
diag-source-xml-declaration = die XML-Deklaration
diag-source-po-header = der PO-Header
diag-source-coding-cookie = das Coding-Cookie
diag-source-css-charset = die @charset-Regel
diag-source-emacs-coding = die Emacs-Kodierungsangabe
diag-source-vim-modeline = die Vim-Modeline
diag-source-mime-header = der Content-Type-Header
diag-source-editorconfig = die .editorconfig
diag-decl-declares = { $source } (Zeile { $line }) nennt { $encoding }
diag-decl-editorconfig = { $file } (Zeile { $line }) setzt charset = { $label }
diag-decl-agrees = , und die Bytes stimmen damit überein
diag-decl-agrees-as-utf8 = , was Browser als UTF-8 lesen, wie die Bytes es sind
diag-decl-disagrees = , aber die Bytes sind nicht in dieser Kodierung
diag-decl-unknown-name = , ein Name, den dieses Werkzeug nicht kennt
diag-decl-no-decoder = , die dieses Werkzeug zur Prüfung nicht dekodieren kann
diag-decl-transfer-encoding = , nicht prüfbar: Der Inhalt ist { $name }, also ASCII, gleich welches charset
diag-decl-too-weak = , die die Bytes ebenfalls liest; die Vermutung ist zu unsicher, um zu entscheiden
diag-relabelled = { $source } (Zeile { $line }) nannte { $encoding }; jetzt { $target }
diag-not-relabelled = { $source } (Zeile { $line }) nennt weiterhin { $encoding }, aber die Kopie ist nicht in dieser Kodierung (--update-declaration schreibt es um)
diag-not-relabelled-web = { $source } (Zeile { $line }) nennt weiterhin { $encoding }, aber die Kopie ist nicht in dieser Kodierung: Browser kennen keinen Namen für { $target }, daher bleibt die Angabe, wie sie ist

## Not text
diag-binary-nul = { $bytes } in den ersten { $of } Bytes: Textdateien haben keine
diag-binary-controls = { $percent } % der ersten { $of } Bytes sind Steuerzeichen: Text hat fast keine
diag-binary-format = { $format }, an den ersten Bytes erkannt

## The guess
diag-firm = Eine sichere Vermutung.
diag-weak = Eine unsichere Vermutung.
diag-weak-few-bytes = Eine unsichere Vermutung: wenige Bytes außerhalb von ASCII.
diag-weak-few-chars = Eine unsichere Vermutung: wenige Zeichen außerhalb von ASCII.
diag-weak-close = Eine unsichere Vermutung: andere Lesarten kommen nahe heran.
diag-weak-no-letters = Eine unsichere Vermutung: Der Text scheint Englisch zu sein, und englische Buchstaben verraten die Kodierung nicht.
diag-weak-cjk-shaped = Eine unsichere Vermutung: Die Bytes bilden Paare wie in einer CJK-Doppelbyte-Kodierung, ergeben aber in keiner der hier lesbaren eine Sprache (EUC-TW oder Johab, die dieses Programm nicht lesen kann, würden passen).
diag-weak-odd-letters = Eine unsichere Vermutung: Auch diese Lesart macht einige Bytes zu Buchstaben, die die Sprache nicht schreibt, oder zu Zeichen mitten im Wort (eine verwandte Kodierung, die dieses Programm nicht kennt, würde passen).
diag-nearest-reading = Die nächstliegende Lesart in einer alten Kodierung, { $language } in { $encoding }, ist zu schwach: Diese Bytes ergeben keine erkennbare Sprache.
diag-no-legacy-reading = Keine alte Kodierung liest diese Bytes als Text.
diag-basis-empty = Leer: Jede Kodierung stimmt überein.
diag-basis-ascii = ASCII: Alle Kodierungen hier stimmen überein.
diag-basis-utf8-bom = Die Datei beginnt mit einer UTF-8-Byte-Reihenfolge-Markierung (BOM).
diag-basis-utf8 = Durchgehend gültiges UTF-8.
diag-basis-utf8-few = Gültiges UTF-8, aber mit wenigen Zeichen außerhalb von ASCII.
diag-basis-wide-bom = Die Datei beginnt mit einer Byte-Reihenfolge-Markierung (BOM) für { $form }.
diag-basis-utf16-pairs = Keine Byte-Reihenfolge-Markierung (BOM), aber die Bytes bilden Paare als { $form }-Codeeinheiten: Die höherwertigen Bytes nehmen wenige Werte an, die niederwertigen viele, und die Einheiten ergeben Text.
diag-basis-wide-zeros = Keine Byte-Reihenfolge-Markierung (BOM), aber die Null-Bytes stehen dort, wo { $form } sie hinsetzt.
diag-basis-no-legacy-fits = Keine alte Kodierung passt.
diag-basis-declared = Kein UTF-8; { $source } nennt diese Kodierung, und sie liest die Bytes etwa so gut wie { $instead }, die beste Lesart allein anhand der Bytes.
diag-basis-declared-cjk = Kein UTF-8; { $source } nennt diese Kodierung, und sie liest jedes Byte; allein anhand der Bytes gab es nur eine schwache Vermutung, { $instead }.
diag-basis-legacy = Kein UTF-8; in { $encoding } gelesen ergibt sich { $language }.
diag-basis-legacy-identical = Kein UTF-8; in { $encoding } gelesen ergibt sich { $language } ({ $same } für diese Datei identisch).
diag-basis-legacy-near = {" "}{ $other } liest nur { $differing } der { $high } Bytes außerhalb von ASCII anders.
diag-basis-cjk = Kein UTF-8; in { $encoding } gelesen ergibt sich { $language }: { $chars } außerhalb von ASCII dekodiert, darunter viele, die auf { $language } häufig sind (typischerweise eines von { $per } Zeichen).
diag-basis-cjk-escapes = ISO-2022-Escape-Sequenzen schalten auf { $encoding } um, das dieses Werkzeug nicht dekodieren kann.
diag-basis-cjk-structure = Die Bytes haben durchgehend den Aufbau von { $encoding }, das dieses Werkzeug nicht dekodieren kann.
diag-basis-mixed = UTF-8 mit eingefügten Abschnitten in { $encoding }.
diag-basis-damaged = UTF-8 mit fehlerhaften Bytes, die keinen Text ergeben: eine Beschädigung.
diag-basis-cut-short = UTF-8, dessen letztes Zeichen vom Dateiende abgeschnitten ist: die Datei wurde gekürzt.

## The Diagnosis tab
diag-verdict-line = Befund: { $verdict }
diag-verdict-utf8 = UTF-8
diag-verdict-utf8-damaged = beschädigtes UTF-8
diag-verdict-utf8-mixed = gemischtes UTF-8
diag-verdict-legacy = alte Kodierung
diag-verdict-utf16 = UTF-16
diag-verdict-utf32 = UTF-32
diag-verdict-binary = binär
diag-encoding-line = Kodierung: { $encoding }
diag-language-line = Sprache: { $language }
diag-also-plausible = Ebenfalls denkbar: { $readings }
diag-reading-score = { $encodings } ({ $score })
diag-legacy-examples = Diese Bytes sind Fehler in UTF-8, aber Buchstaben in { $encoding }: { $examples }
diag-mixed-runs = { $runs } in { $encoding } ({ $text }); der erste bei Byte { $first }.
diag-mojibake-places = { $n ->
        [one] { $n } Stelle
       *[other] { $n } Stellen
    } im ersten Megabyte:
diag-mojibake-places-at = { $n ->
        [one] { $n } Stelle
       *[other] { $n } Stellen
    } im Megabyte ab Byte { $at }:
diag-mojibake-lost = { $n ->
        [one] { $n } Zeichen ging unterwegs verloren (seine Bytes wurden verworfen): die Reparatur enthält dafür U+FFFD
       *[other] { $n } Zeichen gingen unterwegs verloren (ihre Bytes wurden verworfen): die Reparatur enthält dafür U+FFFD
    }
diag-changed-lines = { $n ->
        [one] { $n } geänderte Zeile
       *[other] { $n } geänderte Zeilen
    } im ersten Megabyte, zum Beispiel:
diag-changed-lines-at = { $n ->
        [one] { $n } geänderte Zeile
       *[other] { $n } geänderte Zeilen
    } im Megabyte ab Byte { $at }, zum Beispiel:
diag-no-mojibake = Kein Mojibake im ersten Megabyte gefunden.
diag-no-mojibake-file = Kein Mojibake in der Datei gefunden.
diag-looking = Das erste Megabyte wird untersucht…
diag-failed = Die Diagnose ist fehlgeschlagen: { $why }.

## The status line
diag-counts-valid = gültiges UTF-8
diag-counts-no-errors-yet = bisher keine Fehler
diag-counts-errors = { $errors } ({ $replacements } × U+FFFD bei verlustbehafteter Dekodierung)
diag-counts-errors-so-far = bisher { $errors } ({ $replacements } × U+FFFD bei verlustbehafteter Dekodierung)
diag-reading-counting = gelesen als { $encoding }: wird gezählt…
diag-reading-all-read = gelesen als { $encoding }: alle Bytes gelesen
diag-reading-unreadable = gelesen als { $encoding }: { $n ->
        [one] { $n } nicht lesbares Byte
       *[other] { $n } nicht lesbare Bytes
    }
diag-reading-count-failed = gelesen als { $encoding }: das Zählen ist fehlgeschlagen ({ $why })

## Buttons and headings
diag-label-details = Diagnose…
diag-label-view-as = Als { $encoding } anzeigen
diag-label-save-as-utf8 = Als UTF-8 speichern…
diag-label-save-decoded-from = Als UTF-8 speichern, aus { $encoding } dekodiert…
diag-label-next-error = Nächster Fehler (F8)
diag-label-go-to-first-run = Zum ersten Abschnitt
diag-label-save-runs-as = Mit Abschnitten als { $encoding } speichern…
diag-label-start-read-that-way = Der Anfang der Datei, so gelesen:
diag-label-mojibake = Mojibake
diag-label-as-it-is = unverändert
diag-label-repaired = repariert
diag-label-save-repaired = Reparierte Kopie speichern…
diag-label-substitute = Nicht Schreibbares durch ? ersetzen
diag-label-save-as-encoding = In dieser Kodierung speichern…
diag-label-copy-encoding = Kodierung der Kopie
diag-label-copy-decoded-from = Eine Kopie des Texts, gelesen als { $encoding }:
diag-label-copy-target-writes = { $encoding } kann jedes Zeichen dieses Texts schreiben.
diag-label-copy-target-writes-start = { $encoding } kann jedes Zeichen des ersten Megabytes schreiben (der Rest wurde nicht angesehen).
diag-label-copy-target-none = Keine einzelne alte Kodierung kann jedes Zeichen dieses Texts schreiben, daher geht die Kopie nach UTF-16LE, sofern Sie keine andere wählen.
diag-label-copy-target-none-start = Keine einzelne alte Kodierung kann jedes Zeichen des ersten Megabytes schreiben, daher geht die Kopie nach UTF-16LE, sofern Sie keine andere wählen.
diag-label-copy-target-nearest = Der nächsten, { $encoding }, fehlen { $chars }.
diag-label-copy-target-lacks = { $encoding } kann nicht jedes Zeichen dieses Texts schreiben; es fehlen { $chars }.
diag-label-copy-target-lacks-start = { $encoding } kann nicht jedes Zeichen des ersten Megabytes schreiben; es fehlen { $chars }.
diag-next-bidi-control = Nächstes Bidi-Steuerzeichen
diag-next-replacement-char = Nächstes Ersatzzeichen U+FFFD
diag-next-c1-control = Nächstes C1-Steuerzeichen
diag-next-bom = Nächste BOM
diag-next-noncharacter = Nächstes Nichtzeichen
diag-next-invisible = Nächstes unsichtbares Zeichen
diag-next-nul = Nächstes NUL-Byte
diag-next-private-use = Nächstes Zeichen aus dem privaten Bereich

## Saved copies
diag-done-repaired = Mojibake repariert ({ $chain })
diag-done-repaired-lost = Mojibake repariert ({ $chain }); { $lost ->
        [one] { $lost_plain } Zeichen ging unterwegs verloren und ist U+FFFD
       *[other] { $lost_plain } Zeichen gingen unterwegs verloren und sind U+FFFD
    }
diag-done-runs-read = fehlerhafte Abschnitte als { $encoding } gelesen
diag-done-decoded = aus { $from } dekodiert, als UTF-8 geschrieben
diag-done-written = als { $to } geschrieben
diag-done-written-replaced = als { $to } geschrieben; { $replaced } ersetzt: { $listed }
diag-replaced = ersetzt, was { $to } nicht schreiben kann ({ $chars }): { $listed }
diag-decomposed = { $chars } als Buchstabe und kombinierendes Zeichen geschrieben, wie { $to } sie schreibt (es hat kein eigenes Byte dafür; zurückgelesen ist jedes zwei Zeichen): { $listed }

## Totals (check)
diag-noun-damaged = beschädigt
diag-noun-mixed = gemischt
diag-noun-legacy = alte Kodierung
diag-noun-binary = binär

## UTF-16 and UTF-32
diag-wide-with-bom = { $encoding }-Text mit BOM, { $chars }
diag-wide-without-bom = { $encoding }-Text ohne BOM, { $chars }
diag-wide-valid = , gültig
diag-wide-errors = , Fehler ({ $kinds }), der erste bei Byte { $offset } (Zeile { $line }): { $why }
diag-wide-kind-count = { $kind }: { $n }
diag-wide-lone-high-surrogate = einzelnes hohes Surrogat
diag-wide-lone-low-surrogate = einzelnes niedriges Surrogat
diag-wide-odd-length = unvollständige Einheit am Ende
diag-wide-out-of-range = außerhalb von Unicode
diag-wide-surrogate = Surrogat
## The scan (check)
diag-no-line-breaks = keine Zeilenumbrüche
diag-line-endings = Zeilenenden { $name }
diag-mixed-line-endings = gemischte Zeilenenden ({ $counts })
diag-scan-valid = gültiges UTF-8: { $chars }, { $bytes }, { $endings }, ohne BOM
diag-scan-valid-bom = gültiges UTF-8: { $chars }, { $bytes }, { $endings }, mit BOM
diag-scan-invalid = ungültiges UTF-8: { $errors }, der erste bei Byte { $offset } (Zeile { $line }, Spalte { $column }): { $why }
diag-scan-warnings = ; Warnungen: { $warnings }

## Sprachen: allein („Sprache: Polnisch“) und als Text einer Datei („polnischer Text in …“)
diag-lang-unknown = unbekannt
diag-text-unknown = Text in unbekannter Sprache
diag-lang-afr = Afrikaans
diag-lang-als = Albanisch
diag-lang-arb = Arabisch
diag-lang-azj = Aserbaidschanisch
diag-lang-bel = Belarussisch
diag-lang-bos = Bosnisch
diag-lang-bul = Bulgarisch
diag-lang-cat = Katalanisch
diag-lang-ces = Tschechisch
diag-lang-cym = Walisisch
diag-lang-dan = Dänisch
diag-lang-deu = Deutsch
diag-lang-ekk = Estnisch
diag-lang-ell = Griechisch
diag-lang-eng = Englisch
diag-lang-epo = Esperanto
diag-lang-eus = Baskisch
diag-lang-fao = Färöisch
diag-lang-fin = Finnisch
diag-lang-fra = Französisch
diag-lang-gla = Schottisch-Gälisch
diag-lang-gle = Irisch
diag-lang-glg = Galicisch
diag-lang-heb = Hebräisch
diag-lang-hrv = Kroatisch
diag-lang-hun = Ungarisch
diag-lang-isl = Isländisch
diag-lang-ita = Italienisch
diag-lang-kaz = Kasachisch
diag-lang-lit = Litauisch
diag-lang-lvs = Lettisch
diag-lang-mkd = Mazedonisch
diag-lang-mlt = Maltesisch
diag-lang-nld = Niederländisch
diag-lang-nno = Norwegisch (Nynorsk)
diag-lang-nob = Norwegisch (Bokmål)
diag-lang-pes = Persisch
diag-lang-pol = Polnisch
diag-lang-por = Portugiesisch
diag-lang-ron = Rumänisch
diag-lang-rus = Russisch
diag-lang-slk = Slowakisch
diag-lang-slv = Slowenisch
diag-lang-spa = Spanisch
diag-lang-srp = Serbisch
diag-lang-swe = Schwedisch
diag-lang-tha = Thailändisch
diag-lang-tur = Türkisch
diag-lang-ukr = Ukrainisch
diag-lang-vie = Vietnamesisch
diag-lang-zho = Chinesisch
diag-lang-jpn = Japanisch
diag-lang-kor = Koreanisch
diag-text-afr = Afrikaans-Text
diag-text-als = albanischer Text
diag-text-arb = arabischer Text
diag-text-azj = aserbaidschanischer Text
diag-text-bel = belarussischer Text
diag-text-bos = bosnischer Text
diag-text-bul = bulgarischer Text
diag-text-cat = katalanischer Text
diag-text-ces = tschechischer Text
diag-text-cym = walisischer Text
diag-text-dan = dänischer Text
diag-text-deu = deutscher Text
diag-text-ekk = estnischer Text
diag-text-ell = griechischer Text
diag-text-eng = englischer Text
diag-text-epo = Esperanto-Text
diag-text-eus = baskischer Text
diag-text-fao = färöischer Text
diag-text-fin = finnischer Text
diag-text-fra = französischer Text
diag-text-gla = schottisch-gälischer Text
diag-text-gle = irischer Text
diag-text-glg = galicischer Text
diag-text-heb = hebräischer Text
diag-text-hrv = kroatischer Text
diag-text-hun = ungarischer Text
diag-text-isl = isländischer Text
diag-text-ita = italienischer Text
diag-text-kaz = kasachischer Text
diag-text-lit = litauischer Text
diag-text-lvs = lettischer Text
diag-text-mkd = mazedonischer Text
diag-text-mlt = maltesischer Text
diag-text-nld = niederländischer Text
diag-text-nno = norwegischer Text (Nynorsk)
diag-text-nob = norwegischer Text (Bokmål)
diag-text-pes = persischer Text
diag-text-pol = polnischer Text
diag-text-por = portugiesischer Text
diag-text-ron = rumänischer Text
diag-text-rus = russischer Text
diag-text-slk = slowakischer Text
diag-text-slv = slowenischer Text
diag-text-spa = spanischer Text
diag-text-srp = serbischer Text
diag-text-swe = schwedischer Text
diag-text-tha = thailändischer Text
diag-text-tur = türkischer Text
diag-text-ukr = ukrainischer Text
diag-text-vie = vietnamesischer Text
diag-text-zho = chinesischer Text
diag-text-jpn = japanischer Text
diag-text-kor = koreanischer Text

## Binärformate (Eigennamen bleiben)
diag-format-pdf = PDF-Dokument
diag-format-zip = ZIP-Archiv
diag-format-docx = Word-Dokument (.docx)
diag-format-xlsx = Excel-Arbeitsmappe (.xlsx)
diag-format-pptx = PowerPoint-Präsentation (.pptx)
diag-format-open-document = OpenDocument-Datei
diag-format-epub = EPUB-E-Book
diag-format-jar = Java-Archiv (JAR)
diag-format-apk = Android-Paket (APK)
diag-format-gzip = gzip-komprimierte Daten
diag-format-xz = xz-komprimierte Daten
diag-format-zstd = Zstandard-komprimierte Daten
diag-format-bzip2 = bzip2-komprimierte Daten
diag-format-seven-zip = 7-Zip-Archiv
diag-format-rar = RAR-Archiv
diag-format-lzip = lzip-komprimierte Daten
diag-format-lz4 = LZ4-komprimierte Daten
diag-format-unix-compress = mit compress komprimierte Daten (.Z)
diag-format-tar = tar-Archiv
diag-format-ar = ar-Archiv
diag-format-deb = Debian-Paket
diag-format-rpm = RPM-Paket
diag-format-cab = Microsoft-Cabinet-Archiv
diag-format-ole-compound = Microsoft-Office-97–2003- oder MSI-Datei (OLE compound)
diag-format-png = PNG-Bild
diag-format-jpeg = JPEG-Bild
diag-format-gif = GIF-Bild
diag-format-webp = WebP-Bild
diag-format-tiff = TIFF-Bild
diag-format-camera-raw = Kamera-Rohbild (Raw)
diag-format-heic = HEIC-Bild
diag-format-avif = AVIF-Bild
diag-format-bmp = BMP-Bild
diag-format-ico = Windows-Symbol
diag-format-cur = Windows-Mauszeiger
diag-format-icns = Apple-Symbolbild
diag-format-psd = Photoshop-Bild
diag-format-xcf = GIMP-Bild
diag-format-jpeg2000 = JPEG-2000-Bild
diag-format-jpeg-xl = JPEG-XL-Bild
diag-format-djvu = DjVu-Dokument
diag-format-eps = EPS-Bild mit Binär-Header
diag-format-mp3 = MP3-Audio
diag-format-mp4 = MP4-Mediendatei
diag-format-quick-time = QuickTime-Film
diag-format-ogg = Ogg-Mediendatei
diag-format-flac = FLAC-Audio
diag-format-wav = WAV-Audio
diag-format-avi = AVI-Video
diag-format-aiff = AIFF-Audio
diag-format-midi = MIDI-Musik
diag-format-matroska = Matroska/WebM-Mediendatei
diag-format-flv = Flash-Video
diag-format-asf = Windows-Media-Datei
diag-format-mpeg = MPEG-Video
diag-format-swf = Flash-Film
diag-format-ttf = TrueType-Schrift
diag-format-otf = OpenType-Schrift
diag-format-ttc = TrueType-Schriftsammlung
diag-format-woff = WOFF-Webschrift
diag-format-woff2 = WOFF2-Webschrift
diag-format-elf = ELF-Programm oder -Bibliothek
diag-format-pe = Windows-Programm oder -DLL
diag-format-dos-exe = DOS-Programm
diag-format-mach-o = Mach-O-Programm
diag-format-java-class = Java-Klassendatei
diag-format-dex = Android-Dalvik-Programm
diag-format-wasm = WebAssembly-Modul
diag-format-sqlite = SQLite-Datenbank
diag-format-hdf5 = HDF5-Daten
diag-format-npy = NumPy-Array
diag-format-pcap = Paketmitschnitt (pcap)
diag-format-pcapng = Paketmitschnitt (pcapng)
diag-format-bplist = binäre Property-Liste
diag-format-lnk = Windows-Verknüpfung
diag-format-chm = kompilierte HTML-Hilfe
diag-format-iso9660 = ISO-9660-Abbild
diag-format-qcow = QEMU-Festplattenabbild
diag-format-dicom = medizinisches DICOM-Bild
diag-format-git-pack = Git-Pack-Datei
diag-format-git-index = Git-Index
diag-format-parquet = Parquet-Daten
diag-format-sun-audio = Sun/NeXT-Audio
diag-format-python-bytecode = Python-Bytecode
diag-format-netpbm = Netpbm-Bild
diag-format-terminfo = kompilierter terminfo-Eintrag
diag-format-llvm-bitcode = LLVM-Bitcode
diag-format-jmod = Java-Modul (JMOD)
diag-format-java-modules = Java-Laufzeitabbild (modules)
