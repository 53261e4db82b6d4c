# Das Fenster: Menüs, Reiter, Schaltflächen, Statuszeile, Legende, Dialoge und Meldungen.

## Menüs
menu-file = Datei
menu-examples = Beispiele
menu-go = Gehe zu
menu-view = Ansicht
menu-open = Öffnen… (Strg+O)
menu-open-path = Pfad öffnen… (eintippen)
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
