# Das Fenster: Menüs, Reiter, Schaltflächen, Statuszeile, Legende, Dialoge und Meldungen.

## Menüs
menu-file = Datei
menu-examples = Beispiele
menu-go = Gehe zu
menu-view = Ansicht
menu-open = Öffnen… (Strg+O)
menu-open-path = Pfad eingeben…
menu-open-recent = Zuletzt geöffnet
menu-recent-none = (noch keine)
menu-reload = Neu laden
menu-quit = Beenden
menu-view-as = Zeichen anzeigen als
menu-language = Sprache
menu-language-system = Systemsprache ({ $language })
menu-dark = Dunkles Design
menu-side-panel = Seitenleiste (Inspektor, Fehler, Kodierer)
menu-presentation = Präsentationsmodus (F11)
menu-zoom-in = Vergrößern (Strg+Plus)
menu-zoom-out = Verkleinern (Strg+Minus)
menu-zoom-reset = Originalgröße (Strg+0)
menu-row-auto = Automatisch: so viele Bytes pro Zeile, wie passen (jetzt { $now })
menu-row-fixed = { $n ->
    [one] { $n } Byte pro Zeile
   *[other] { $n } Bytes pro Zeile
}
menu-row-does-not-fit = ({ $chosen } passen nicht ins Fenster: { $shown } angezeigt)
menu-no-file = (keine Datei geöffnet)
menu-wide-units = UTF-16 / UTF-32 (Codeeinheiten)
menu-wide-units-tip = Fasst die Bytes zu Codeeinheiten zusammen: 2-Byte-Einheiten, ein Surrogatpaar als eine 4-Byte-Einheit, 4-Byte-Einheiten bei UTF-32
menu-goto = Gehe zu Position… (Strg+G)
menu-next-error = Nächster Fehler (F8)
menu-previous-error = Vorheriger Fehler (Umschalt+F8)
menu-find = Suchen… (Strg+F)

## Reiter der Seitenleiste (kurz: die Reiterzeile muss bei 800×600 passen)
window-tab-inspector = Inspektor
window-tab-summary = Übersicht
window-tab-errors = Fehler
window-tab-encoder = Kodierer
window-tab-legacy = ISO 8859
window-tab-diagnosis = Diagnose

## Gemeinsame Schaltflächen
window-ok = OK
window-close = Schließen
window-cancel = Abbrechen

## Die Mitte des Fensters und die Zeile über der Ansicht
window-welcome = Öffnen Sie eine Datei (Strg+O oder Datei ▸ Öffnen): Dann sehen Sie ihre Bytes, ihre UTF-8-Bytefolgen und zu jedem Fehler eine Erklärung.
window-cannot-open = Öffnen nicht möglich: { $reason }
window-no-file = Keine Datei geöffnet.
window-example-name = Beispiel: { $name } — { $description }
window-read-as-utf8 = Zeichen als UTF-8 gelesen
window-read-as-utf16 = Zeichen als { $encoding }-Codeeinheiten gelesen ({ $unit }-Byte-Einheiten, ein Surrogatpaar gemeinsam umrahmt)
window-read-as-utf32 = Zeichen als { $encoding }-Codeeinheiten gelesen ({ $unit }-Byte-Einheiten)
window-read-as-legacy = Zeichen als { $encoding } gelesen, je ein Byte
window-read-as-cjk = Zeichen gelesen als { $encoding }, je 1 bis { $max } Bytes
window-back-to-utf8 = Zurück zu UTF-8
window-empty-file = leere Datei (0 Bytes)
window-could-not-open = Das Fenster kann nicht geöffnet werden: { $reason } (die Unterbefehle check, dump, decode, encode, convert und fix funktionieren ohne Fenster)

## Die Datei hat sich auf der Festplatte geändert
window-disk-truncated = Die Datei wurde auf der Festplatte gekürzt: { $old } → { $new } Bytes.
window-disk-grew = Die Datei ist auf der Festplatte gewachsen: { $old } → { $new } Bytes.
window-disk-modified = Die Datei wurde auf der Festplatte geändert.
window-disk-replaced = Die Datei wurde auf der Festplatte durch eine andere ersetzt.
window-disk-deleted = Die Datei wurde von der Festplatte gelöscht; die Ansicht zeigt, was noch lesbar ist.

## Statuszeile und Legende
window-status-no-file = Keine Datei geöffnet. Öffnen mit Strg+O oder eine Datei ins Fenster ziehen.
window-hide-panels = Leisten ausblenden
window-show-panels = Leisten einblenden
window-status-offset = Position { $hex } ({ $offset })
window-status-selection = { $n ->
    [one] Auswahl: { $n } Byte
   *[other] Auswahl: { $n } Bytes
}
window-status-size = { $n ->
    [one] Größe: { $n } Byte
   *[other] Größe: { $n } Bytes
}
window-cancel-scan = Prüfung abbrechen
window-status-scan-cancelled = Prüfung bei Byte { $byte } abgebrochen
window-status-scan-failed = Prüfung fehlgeschlagen: { $reason }
window-status-selected = Ausgewählt: { $description }
window-selected-chars = { $n } Zeichen
window-selected-multi-byte = davon { $n } aus mehreren Bytes
window-selected-pairs = { $n ->
    [one] davon { $n } Surrogatpaar
   *[other] davon { $n } Surrogatpaare
}
window-selected-errors = { $n } Fehler
window-selected-partly = in den ersten { $n } Bytes: { $what }
window-legend = Legende:
window-legend-ascii = ASCII
window-legend-control = Steuerzeichen (gepunktet unterstrichen)
window-legend-lead2 = Startbyte einer 2-Byte-Folge (Eckmarke)
window-legend-continuation = Folgebyte (mit seinem Startbyte umrahmt)
window-legend-lead3 = Startbyte einer 3-Byte-Folge
window-legend-lead4 = Startbyte einer 4-Byte-Folge
window-legend-warning = Warnung (wellig unterstrichen)
window-legend-error = Fehler (schraffiert, × im Text)
window-legend-every-error = jede Fehlerart ist schraffiert
window-legend-legacy-ascii = ASCII (in allen Kodierungen hier gleich)
window-legend-legacy-char = ein Zeichen in { $encoding }: je ein Byte
window-legend-cjk-char = ein Zeichen in { $encoding }: 1 bis { $max } Bytes, gemeinsam umrahmt
window-legend-unmapped = ein Byte, dem { $encoding } kein Zeichen zuordnet (schraffiert)
window-legend-wide-unit = eine { $encoding }-Codeeinheit (ihre Bytes zusammen umrahmt)
window-legend-wide-pair = ein Surrogatpaar: ein Zeichen in zwei Einheiten
window-legend-wide-error = eine fehlerhafte Einheit (schraffiert)

## Die Hex-Ansicht: Tooltips, Beschreibungen, Kontextmenü
window-hover-offset =
    Position { $hex } ({ $offset })
    { $description }
window-no-glyph = (keine Glyphe)
window-cell-char = { $code } { $glyph } { $name }  ({ $len }-Byte-Folge { $hex })
window-cell-warning = Warnung ({ $kind }): { $explanation }
window-cell-error =
    Fehler ({ $kind }): { $message }
    ein verlustbehafteter Dekoder setzt hier { $fffd } × U+FFFD ein
window-copy-text = Als Text kopieren (Strg+C)
window-copy-hex = Als Hex kopieren (Strg+Umschalt+C)
window-copy-escaped = Als Escape-Zeichenkette kopieren (Strg+Alt+C)

## Meldungen (die Zeile unter den Menüs)
window-no-further-error = Kein weiterer Fehler.
window-no-earlier-error = Kein früherer Fehler.
window-no-error-further-looked = Kein weiterer Fehler (gesucht bis Byte { $byte }).
window-no-error-earlier-looked = Kein früherer Fehler (zurück gesucht bis Byte { $byte }).
window-no-wide-error-further = Kein weiterer { $reading }-Fehler (gesucht bis Byte { $byte }).
window-no-wide-error-earlier = Kein früherer { $reading }-Fehler (gesucht bis Byte { $byte }).
window-no-warning = Keine Warnung ({ $kind }) in der Liste.
window-goto-empty = Die Datei ist leer: Es gibt kein Byte, zu dem gesprungen werden kann.
window-goto-past-end = { $size ->
    [one] Position { $offset } liegt hinter dem Ende ({ $size } Byte); zum letzten Byte gesprungen.
   *[other] Position { $offset } liegt hinter dem Ende ({ $size } Bytes); zum letzten Byte gesprungen.
}
window-copy-too-large = Die Auswahl umfasst { $n } Bytes; kopiert werden höchstens { $limit }.
window-copy-empty = Die Datei ist leer: Es gibt nichts zu kopieren.
window-copied-hex-cut = { $n ->
    [one] { $n } ausgewähltes Byte ({ $from }–{ $to }) als Hex kopiert; es schneidet eine Bytefolge an, die von { $start } bis { $end } reicht.
   *[other] { $n } ausgewählte Bytes ({ $from }–{ $to }) als Hex kopiert; sie schneiden eine Bytefolge an, die von { $start } bis { $end } reicht.
}
window-copied-whole-sequences = { $n ->
    [one] Die Auswahl schneidet eine Bytefolge an: ganze Bytefolgen kopiert, { $n } Byte ({ $start }–{ $end }).
   *[other] Die Auswahl schneidet eine Bytefolge an: ganze Bytefolgen kopiert, { $n } Bytes ({ $start }–{ $end }).
}
window-wide-marks-incomplete = Die { $reading }-Fehlermarken sind unvollständig: { $reason }
window-reason = { $reason }

## Suchen (Strg+F)
window-find-label = Suchen:
window-find-hint = Text oder Hex-Bytes wie c3 a9
window-find-hex = Hex-Bytes
window-find-next = Nächster
window-find-previous = Vorheriger
window-find-searching = Suche läuft…
window-find-empty = Geben Sie einen Suchbegriff ein.
window-find-no-encoding = keine solche Kodierung (#{ $index })
window-find-unwritable = { $char } lässt sich in { $encoding } nicht schreiben
window-find-odd-hex = eine ungerade Anzahl von Hex-Ziffern
window-find-not-hex = { $digits } ist kein Hex-Byte
window-found = Gefunden bei { $hex } ({ $offset }).
window-found-wrapped = Gefunden bei { $hex } ({ $offset }), nach Neustart am anderen Ende.
window-find-from-start = Ende erreicht; Suche ab Anfang…
window-find-from-end = Anfang erreicht; Suche ab Ende…
window-not-found = Nicht gefunden.
window-find-failed = Suche fehlgeschlagen: { $reason }

## Gehe zu Position (Strg+G)
window-goto-title = Gehe zu Position
window-goto-prompt = Byte-Position, dezimal oder 0x…:
window-goto-go = Los
window-goto-invalid = { $text } ist keine Byte-Position (dezimal oder hexadezimal mit 0x)

## Eine Datei über ihren Pfad öffnen
window-open-dialog-title = Datei zum Untersuchen öffnen
window-open-title = Datei öffnen
window-open-prompt = Pfad (Tab ergänzt Ordnernamen, Enter öffnet):
window-open-relative = Ein relativer Pfad geht von { $folder } aus
window-open-button = Öffnen
window-open-complete = Ergänzen (Tab)
window-open-recent-folders = Zuletzt verwendete Ordner:
window-open-type-first = Geben Sie zuerst einen Pfad ein.
window-open-not-there = { $path } existiert nicht.
window-no-dialog-here = Der Dateidialog des Systems wird nicht verwendet: Es gibt keinen D-Bus-Sitzungsbus für das Desktop-Portal und kein zenity im PATH. Geben Sie einen Pfad ein.
window-dialog-did-not-open = Der Dateidialog des Systems hat sich nicht geöffnet (kein Desktop-Portal hat geantwortet, und zenity lief nicht). Geben Sie einen Pfad ein.
window-no-dialog = Kein Dateidialog ({ $reason }). Geben Sie einen Pfad ein.

## Eine neue Datei speichern
window-save-title = Neue Datei speichern
window-save-note = Die Kopie wird in eine neue Datei geschrieben; die geöffnete Datei bleibt immer unverändert.
window-save-hint = Pfad der neuen Datei
window-save-overwrite = Überschreiben, falls vorhanden
window-save-button = Speichern
window-save-dialog = Im Dialog wählen…
window-save-type-name = Geben Sie den Namen der neuen Datei ein.
window-save-no-folder = Der Ordner { $folder } existiert nicht.
window-save-is-source = { $name } ist die hier geöffnete Datei: Der Inspektor schreibt nie in die Datei, die er liest. Wählen Sie einen anderen Namen.
window-save-exists = { $name } existiert bereits in { $folder }.
window-save-new-file = Neue Datei { $name } in { $folder }
window-save-running = Es läuft noch ein Speichervorgang.
window-saving = Wird gespeichert…
window-save-cancelled = Speichern abgebrochen.
window-saved = { $n ->
    [one] { $path } gespeichert ({ $n } Byte, { $done }).
   *[other] { $path } gespeichert ({ $n } Bytes, { $done }).
}
window-not-saved = Nicht gespeichert: { $reason }
window-save-substitute-helps = { $reason }; zum Ersetzen „{ diag-label-save-as-encoding }“ im Tab { window-tab-diagnosis } verwenden, mit Häkchen bei „{ diag-label-substitute }“
window-save-no-target = keine Datei gewählt (oder auf diesem Desktop gibt es keinen Dateidialog: Geben Sie den Pfad im Fenster „Speichern“ ein)
window-save-read-failed = Die Datei kann nicht gelesen werden: { $reason }

## Die Fehlerliste
window-errors-count = { $n ->
    [one] { $n } fehlerhafte Bytefolge, { $fffd } × U+FFFD
   *[other] { $n } fehlerhafte Bytefolgen, { $fffd } × U+FFFD
}
window-errors-f8 = Ziel von F8
window-errors-kind-count = { $kind } ({ $n })
window-errors-not-listed = { $n } weitere nicht aufgeführt
window-errors-line = Zeile { $line }, Spalte { $column }: { $message }

## Die Übersicht
window-summary-scanning = Prüfung läuft: bisherige Zahlen ({ $percent } %)
window-summary-cancelled = Prüfung bei Byte { $byte } abgebrochen: Die Zahlen umfassen die Bytes davor.
window-summary-failed = Prüfung fehlgeschlagen: { $reason }
window-summary-wide = Als { $form }-Codeeinheiten gelesen: die Zählung dieser Lesart.
window-summary-reading = Als { $encoding } gelesen: die Zählung dieser Lesart.
window-summary-unreadable = nicht lesbare Bytes
window-summary-next-unreadable = { $n ->
        [one] { $n } nicht lesbares Byte  ▸ weiter
       *[other] { $n } nicht lesbare Bytes  ▸ weiter
    }
window-summary-characters = Zeichen
window-summary-ascii = ASCII (1 Byte)
window-summary-length = { $n }-Byte
window-summary-bom-yes = ja (EF BB BF bei 0)
window-summary-no = nein
window-summary-lines = Zeilen
window-summary-line-endings = Zeilenenden
window-summary-none = keine
window-summary-mixed = gemischt: { $endings }
window-summary-errors = { $n ->
    [one] Fehler: { $n } Bytefolge, { $fffd } × U+FFFD
   *[other] Fehler: { $n } Bytefolgen, { $fffd } × U+FFFD
}
window-summary-next = { $n } × { $kind }  ▸ weiter
window-summary-warnings = Warnungen
