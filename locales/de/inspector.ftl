# Fehler- und Warnungsarten, dann die Erklärungen des Inspektors.

## Kinds
kind-unexpected-continuation = unerwartetes Folgebyte
kind-invalid-byte = ungültiges Byte
kind-truncated = unvollständige Bytefolge
kind-overlong = überlange Form
kind-surrogate = Surrogat
kind-out-of-range = außerhalb von Unicode
kind-legacy-form = alte 5- oder 6-Byte-Form
kind-bom = BOM
kind-noncharacter = Nichtzeichen
kind-c1-control = C1-Steuerzeichen
kind-bidi-control = Bidi-Steuerzeichen
kind-invisible = unsichtbares Zeichen
kind-replacement-char = Ersatzzeichen
kind-nul = NUL
kind-private-use = privater Bereich
kind-any-error = jeder Fehler

## Counts (used inside the sentences below)
insp-n-bytes = { $n ->
    [one] { $n } Byte
   *[other] { $n } Bytes
}
insp-n-significant-bits = { $n ->
    [one] { $n } signifikantes Bit
   *[other] { $n } signifikante Bits
}
insp-n-replacements = { $n } Ersatzzeichen U+FFFD
insp-width-columns = { $n ->
    [one] { $n } Spalte im Terminal
   *[other] { $n } Spalten im Terminal
}

## Ill-formed sequences in one sentence
insp-ascii-control = ein Steuerzeichen
insp-never-a-lead = { $lead } kommt in UTF-8 nie vor: Es könnte nur eine überlange 2-Byte-Form von { $from }–{ $to } beginnen, und diese Zeichen werden mit einem Byte geschrieben
insp-never-a-lead-alone = { $lead } kommt in UTF-8 nie vor: Es könnte nur eine überlange 2-Byte-Form von { $from }–{ $to } beginnen, und diese Zeichen werden mit einem Byte geschrieben; außerdem folgt kein Folgebyte darauf
insp-err-unexpected-continuation = { $hex } ist ein Folgebyte ({ $pattern }) ohne Startbyte davor, dessen Bytefolge es fortsetzen könnte
insp-err-invalid-byte = { $hex } kommt in UTF-8 nie vor (auch nicht in den alten 5- und 6-Byte-Formen)
insp-err-truncated-none = { $lead } beginnt eine { $len }-Byte-Folge, aber danach kommt kein Folgebyte (nötig wären { $need })
insp-err-truncated-one = { $lead } beginnt eine { $len }-Byte-Folge, aber von ihren { $need } Folgebytes kommt nur 1
insp-err-truncated-some = { $lead } beginnt eine { $len }-Byte-Folge, aber von ihren { $need } Folgebytes kommen nur { $have }
insp-err-overlong-ascii = { $hex } ist eine überlange Form von { $what } ({ $cp }); erlaubt ist nur die kürzeste mögliche Kodierung { $shortest }. Sicherheit: Überlange Formen von ASCII-Zeichen schlüpfen an Filtern vorbei, die nach dem einfachen Byte suchen (RFC 3629 §10)
insp-err-overlong-ascii-never-lead = { $hex } ist eine überlange Form von { $what } ({ $cp }); erlaubt ist nur die kürzeste mögliche Kodierung { $shortest } ({ $lead } kommt in UTF-8 nie vor). Sicherheit: Überlange Formen von ASCII-Zeichen schlüpfen an Filtern vorbei, die nach dem einfachen Byte suchen (RFC 3629 §10)
insp-err-overlong = { $hex } ist eine überlange Form von { $cp }: { $have } Bytes, wo { $need } genügen (die { $len }-Byte-Form beginnt bei { $start }); kürzeste mögliche Kodierung: { $shortest }
insp-err-surrogate = { $hex } kodiert { $cp }, ein UTF-16-Surrogat; Surrogate sind keine Zeichen und dürfen in UTF-8 nicht vorkommen (ein Überbleibsel von CESU-8 oder WTF-8)
insp-err-out-of-range = { $hex } kodiert { $value }; das liegt über U+10FFFF, dem letzten Unicode-Codepunkt
insp-err-out-of-range-never-lead = { $hex } kodiert { $value }; das liegt über U+10FFFF, dem letzten Unicode-Codepunkt ({ $lead } kommt in UTF-8 nie vor)
insp-err-legacy-form = { $hex } ist eine { $len }-Byte-Form aus RFC 2279 (Wert { $value }), nicht mehr erlaubt, seit RFC 3629 UTF-8 auf U+10FFFF beschränkt hat

## Warnings: why each matters
insp-warn-bom = eine Byte-Reihenfolge-Markierung (BOM, EF BB BF); UTF-8 braucht keine, und Programme, die sie nicht erwarten, zeigen „ï»¿“ oder scheitern an der ersten Zeile
insp-warn-noncharacter = ein Nichtzeichen: ein Codepunkt für den internen Gebrauch, der in ausgetauschtem Text nicht vorkommen sollte
insp-warn-c1-control = ein C1-Steuerzeichen; in Text ist das meist ein Satzzeichen aus windows-1252 (Anführungszeichen, Striche, €), das als ISO-8859-1 dekodiert wurde
insp-warn-bidi-control = ein Bidi-Steuerzeichen (Schreibrichtung); es kann Text in einer anderen Reihenfolge anzeigen lassen, als er gespeichert ist (Trojan Source, CVE-2021-42574)
insp-warn-invisible = ein unsichtbares Zeichen: Es nimmt keinen sichtbaren Platz ein, verändert aber Vergleiche, Suchen und Bezeichner; Tag-Zeichen (U+E0000–E007F) können eine ganze versteckte Nachricht tragen
insp-warn-replacement-char = ein echtes Ersatzzeichen U+FFFD in der Datei: Eine frühere Umwandlung hat schon Bytes ersetzt, die sie nicht dekodieren konnte, und die ursprünglichen Daten sind verloren
insp-warn-nul = ein NUL-Zeichen (U+0000); viele Programme halten es für das Ende des Textes
insp-warn-private-use = ein Zeichen aus dem privaten Bereich: Seine Bedeutung wird privat vereinbart (Icon-Schriften, Herstellersymbole), anderswo erscheint es als Tofu (leeres Kästchen)

## UTF-16 and UTF-32 units that are no character
insp-wide-lone-high = hohes Surrogat { $unit } ohne folgendes niedriges Surrogat (DC00–DFFF): die Hälfte eines Paares, allein kein Zeichen
insp-wide-lone-low = niedriges Surrogat { $unit } ohne vorangehendes hohes Surrogat (D800–DBFF): die zweite Hälfte eines Paares, allein kein Zeichen
insp-wide-odd-length = { $bytes } am Ende übrig: { $form }-Codeeinheiten sind { $unit } Bytes lang, die Datei wurde also abgeschnitten
insp-wide-out-of-range = { $unit } liegt über 10FFFF, dem größten Codepunkt (so weit reicht UTF-16)
insp-wide-surrogate = { $unit } ist ein Surrogat-Codepunkt: Surrogate bilden nur innerhalb von UTF-16 Paare und sind nie Zeichen, weder in UTF-32 noch in UTF-8

## The inspector's explanation of an ill-formed sequence (Unicode's Table 3-7)
insp-x-unexpected-continuation = { $lead } ist ein Folgebyte ({ $pattern }): Es darf nur innerhalb einer Bytefolge nach einem Startbyte stehen, doch hier beginnt eine Bytefolge damit.
insp-x-invalid-byte = { $lead } kann in UTF-8 nie vorkommen: { $bits } würde eine { $len }-Byte-Folge ankündigen, die es in keiner Version von UTF-8 gab.
insp-x-surrogate = Auf ED muss 80–9F folgen; es folgt { $second }, also würde { $hex } { $cp } kodieren, ein UTF-16-Surrogat: Surrogate sind keine Zeichen und werden nie in UTF-8 kodiert.
insp-x-out-of-range-f4 = Auf F4 muss 80–8F folgen; es folgt { $second }, also würde { $hex } { $value } kodieren, und das liegt über U+10FFFF, dem letzten Codepunkt.
insp-x-out-of-range = { $lead } kommt in UTF-8 nie vor: Jede 4-Byte-Form, die damit beginnt, liegt über U+10FFFF ({ $hex } würde { $value } kodieren).
insp-x-legacy-form = { $lead } beginnt eine { $len }-Byte-Form ({ $pattern }) aus RFC 2279; { $hex } würde { $value } kodieren. RFC 3629 hat die 5- und 6-Byte-Formen abgeschafft.
insp-x-then-byte = danach kommt { $byte }, das kein Folgebyte ist
insp-x-then-end = danach endet die Datei
insp-x-truncated-none-of-one = { $lead } kündigt eine { $len }-Byte-Folge an, also muss 1 Folgebyte (80–BF) folgen; es folgt keines, { $after }.
insp-x-truncated-none = { $lead } kündigt eine { $len }-Byte-Folge an, also müssen { $need } Folgebytes (80–BF) folgen; es folgt keines, { $after }.
insp-x-truncated-one = { $lead } kündigt eine { $len }-Byte-Folge an, also müssen { $need } Folgebytes (80–BF) folgen; es folgt nur 1, { $after }.
insp-x-truncated-some = { $lead } kündigt eine { $len }-Byte-Folge an, also müssen { $need } Folgebytes (80–BF) folgen; es folgen nur { $have }, { $after }.
insp-x-overlong-never-lead = { $lead } kommt in UTF-8 nie vor: Jede 2-Byte-Form, die damit beginnt, kodiert einen Wert unter U+0080, der in ein Byte passt. { $hex } würde { $cp } ({ $what }) kodieren; kürzeste mögliche Kodierung: { $shortest }.
insp-x-overlong-second = Auf { $lead } muss { $range } folgen; es folgt { $second }, also ist das eine überlange Form: { $hex } würde { $cp } kodieren; kürzeste mögliche Kodierung: { $shortest }.
insp-x-overlong = { $hex } ist eine überlange Form von { $cp }; kürzeste mögliche Kodierung: { $shortest }.
insp-x-security = Sicherheit: Ein ASCII-Zeichen in überlanger Form schlüpft an einem Filter vorbei, der nach dem einfachen Byte sucht; { $hex } für { $what } wurde für Path-Traversal-Angriffe (Ausbruch aus dem Verzeichnis) benutzt. RFC 3629 §10 verlangt, dass Dekoder es zurückweisen.
insp-x-history = Erlaubt nach RFC 2279 (1998), als UCS-4 bis 0x7FFFFFFF reichte. RFC 3629 (2003) beschränkte UTF-8 auf U+10FFFF, den Bereich, den UTF-16 erreicht, nachdem ISO/IEC 10646 daran angeglichen worden war; seitdem sind 5- und 6-Byte-Formen ungültig.
insp-no-block = (kein Block)

## The encoder's arithmetic
insp-step-binary = { $name } = { $bits } binär ({ $significant })
insp-step-takes = { $range } braucht { $bytes }: { $templates } ({ $payload } Nutzbits)
insp-step-fill = Die x von links nach rechts mit den Bits füllen: { $filled }
insp-step-bytes = Bytes: { $hex }
insp-step-surrogate = Nicht kodierbar: U+D800–U+DFFF sind UTF-16-Surrogate, keine Zeichen; diese Bytes sind fehlerhaftes UTF-8.
insp-step-beyond = Verboten seit RFC 3629 (2003): über U+10FFFF; das ist die { $len }-Byte-Form aus RFC 2279.

## UTF-16 and UTF-32: byte order and a surrogate pair's arithmetic
insp-byte-order-big = { $form }: höchstwertiges Byte zuerst, also steht die Einheit { $unit } als { $hex } in der Datei
insp-byte-order-little = { $form }: niedrigstwertiges Byte zuerst, also steht die Einheit { $unit } als { $hex } in der Datei
insp-byte-order-units = { $form }: { $n }-Byte-Codeeinheiten
insp-pair-high = hohes Surrogat { $unit } − D800 = { $diff } → 10 Bits { $bits }
insp-pair-low = niedriges Surrogat { $unit } − DC00 = { $diff } → 10 Bits { $bits }
insp-pair-joined = zusammengesetzt: { $high } { $low } = { $sum }
insp-pair-plus = + 10000 (die 65.536 Codepunkte, die eine einzelne Einheit abdeckt) = { $sum } → { $cp }
insp-one-unit = eine Einheit: Ihr Wert ist der Codepunkt, { $cp }

## The inspector panel
insp-empty-file = Leere Datei: nichts zu untersuchen.
insp-no-bytes = (hier keine Bytes)
insp-offset = Position { $hex } ({ $dec }), { $bytes }
insp-warning = Warnung ({ $kind }): { $why }
insp-no-glyph = keine Glyphe in den mitgelieferten Schriften
insp-ill-formed = Fehlerhaft: { $kind }
insp-ill-formed-would-be = Fehlerhaft: { $kind } (wäre { $cp } { $name })
insp-payload-bits = Nutzbits: { $bits }  →  { $value }  ({ $dec })
insp-payload-bits-so-far = Nutzbits bisher: { $bits } (unvollständig)
insp-fact-category = Kategorie
insp-fact-script = Schrift
insp-fact-block = Block
insp-fact-plane = Ebene
insp-fact-width = Breite
insp-fact-escapes = Escapes
insp-width-control = Steuerzeichen: keine Breite
insp-would-be = Wert, der kodiert würde: { $value }
insp-lossy = Ein verlustbehafteter Dekoder setzt hier { $replacements } ein, eines je maximalem Teilstück (Unicode, Kap. 3): { $parts }
insp-legacy-is = { $byte } ist in { $encoding } { $cp } { $char }
insp-legacy-none = { $byte } ist in { $encoding } kein Zeichen
insp-legacy-offset = Position { $hex } ({ $dec }), 1 Byte: Eine Codepage ordnet ganzen Bytes Zeichen zu
insp-cjk-offset = Position { $hex } ({ $dec }), { $bytes }: { $encoding } schreibt ein Zeichen mit 1 bis { $max } Bytes
insp-legacy-row = Tabellenzeile { $row } von { $encoding }:
insp-legacy-utf8 = In UTF-8 wird dasselbe Zeichen { $char } als { $hex } geschrieben ({ $bytes })
insp-wide-utf8 = Dasselbe Zeichen in UTF-8: { $hex } ({ $bytes })
insp-wide-ill-formed = Fehlerhaft: { $why }

## The encoder
insp-enc-text = Text
insp-enc-number = Zahl (U+, 0x oder dezimal)
insp-enc-not-a-number = { $input } ist weder U+XXXX noch 0xXXXX noch eine Dezimalzahl
insp-enc-too-large = { $value } liegt über 0x7FFFFFFF, dem größten Wert, den je eine Form von UTF-8 kodiert hat
insp-enc-find-all = { $hex } in der Datei suchen
insp-enc-find = Suchen
insp-enc-more = ({ $n } weitere nicht gezeigt)

## The legacy comparison (ISO 8859 tab)
insp-cmp-no-bytes = Hier keine Bytes.
insp-cmp-heading = Bytes { $from }–{ $to } in jeder alten Kodierung (∅: nicht belegt)
insp-src-latin1 = echtes ISO-8859-1: Byte = Codepunkt (C1-Steuerzeichen bei 80–9F)
insp-src-iso-with-c1 = { $page } mit C1-Steuerzeichen bei 80–9F (echtes { $iso })
insp-src-vendor = Zuordnungstabelle des Herstellers (CPython-Codec), erzeugt in legacy_tables.rs
insp-src-whatwg = WHATWG-Index { $index }
insp-src-whatwg-browsers = WHATWG-Index { $index } (in Browsern { $label } genannt)

## Was ein Bildschirmleser zur Zelle unter dem Cursor sagt; der Hover-Text einer UTF-16/32-Einheit
reading-wide-pair = { $form }-Surrogatpaar { $units } → { $code }
reading-wide-unit = { $form }-Codeeinheit { $units } = { $code }
reading-wide-error = { $form }-Fehler ({ $kind }): { $explanation }
reading-spoken-legacy = Byte { $hex }: { $code } { $name } in { $encoding }
reading-spoken-char = { $n ->
    [one] { $code } { $name }, { $n } Byte, { $hex }
   *[other] { $code } { $name }, { $n } Bytes, { $hex }
}
reading-spoken-error = fehlerhafte Bytefolge { $hex }: { $message }
