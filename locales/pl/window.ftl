# Okno: menu, karty, przyciski, wiersz stanu, legenda, okna dialogowe i komunikaty.

## Menu
menu-file = Plik
menu-examples = Przykłady
menu-go = Przejdź
menu-view = Widok
menu-open = Otwórz… (Ctrl+O)
menu-open-path = Wpisz ścieżkę…
menu-open-recent = Ostatnio otwierane
menu-recent-none = (jeszcze brak)
menu-reload = Wczytaj ponownie
menu-quit = Zakończ
menu-view-as = Pokaż znaki jako
menu-language = Język
menu-language-system = Język systemu ({ $language })
menu-dark = Ciemny motyw
menu-side-panel = Panel boczny (inspektor, błędy, koder)
menu-presentation = Tryb prezentacji (F11)
menu-zoom-in = Powiększ (Ctrl+plus)
menu-zoom-out = Pomniejsz (Ctrl+minus)
menu-zoom-reset = Rozmiar rzeczywisty (Ctrl+0)
menu-row-auto = Automatycznie: tyle bajtów w wierszu, ile się zmieści (teraz { $now })
menu-row-fixed = { $n ->
    [one] { $n } bajt w wierszu
    [few] { $n } bajty w wierszu
   *[many] { $n } bajtów w wierszu
}
menu-row-does-not-fit = ({ $chosen } nie mieści się w oknie: widać { $shown })
menu-no-file = (żaden plik nie jest otwarty)
menu-wide-units = UTF-16 / UTF-32 (jednostki kodowe)
menu-wide-units-tip = Grupuje bajty w jednostki kodowe: jednostki 2-bajtowe, para surogatów jako jedna jednostka 4-bajtowa, jednostki 4-bajtowe w UTF-32
menu-goto = Przejdź do pozycji… (Ctrl+G)
menu-next-error = Następny błąd (F8)
menu-previous-error = Poprzedni błąd (Shift+F8)
menu-find = Znajdź… (Ctrl+F)

## Karty panelu bocznego (krótkie: wiersz kart musi się zmieścić przy 800×600)
window-tab-inspector = Inspektor
window-tab-summary = Przegląd
window-tab-errors = Błędy
window-tab-encoder = Koder
window-tab-legacy = ISO 8859
window-tab-diagnosis = Diagnoza

## Wspólne przyciski
window-ok = OK
window-close = Zamknij
window-cancel = Anuluj

## Panel środkowy i wiersz nad widokiem
window-welcome = Otwórz plik (Ctrl+O lub Plik ▸ Otwórz), aby zobaczyć jego bajty, sekwencje UTF-8 i objaśnienie każdego błędu.
window-cannot-open = Nie można otworzyć: { $reason }
window-no-file = Żaden plik nie jest otwarty.
window-example-name = przykład: { $name } — { $description }
window-read-as-utf8 = znaki odczytywane jako UTF-8
window-read-as-utf16 = znaki odczytywane jako jednostki kodowe { $encoding } (jednostki { $unit }-bajtowe, para surogatów w jednej ramce)
window-read-as-utf32 = znaki odczytywane jako jednostki kodowe { $encoding } (jednostki { $unit }-bajtowe)
window-read-as-legacy = znaki odczytywane jako { $encoding }, po jednym bajcie
window-read-as-cjk = znaki odczytane jako { $encoding }, po 1 do { $max } bajtów
window-back-to-utf8 = Wróć do UTF-8
window-empty-file = pusty plik (0 bajtów)
window-could-not-open = nie można otworzyć okna: { $reason } (polecenia check, dump, decode, encode, convert i fix działają bez niego)

## Plik na dysku się zmienił
window-disk-truncated = Plik na dysku został skrócony: { $old } → { $new } B.
window-disk-grew = Plik na dysku urósł: { $old } → { $new } B.
window-disk-modified = Plik na dysku został zmieniony.
window-disk-replaced = Plik na dysku został zastąpiony innym plikiem.
window-disk-deleted = Plik został usunięty z dysku; widok pokazuje to, co jeszcze da się odczytać.

## Wiersz stanu i legenda
window-status-no-file = Żaden plik nie jest otwarty. Ctrl+O otwiera plik; można też przeciągnąć plik do okna.
window-hide-panels = Ukryj panele
window-show-panels = Pokaż panele
window-status-offset = Pozycja { $hex } ({ $offset })
window-status-selection = { $n ->
    [one] Zaznaczono { $n } bajt
    [few] Zaznaczono { $n } bajty
   *[many] Zaznaczono { $n } bajtów
}
window-status-size = { $n ->
    [one] Rozmiar: { $n } bajt
    [few] Rozmiar: { $n } bajty
   *[many] Rozmiar: { $n } bajtów
}
window-cancel-scan = Przerwij skanowanie
window-status-scan-cancelled = skanowanie przerwane na bajcie { $byte }
window-status-scan-failed = skanowanie nie powiodło się: { $reason }
window-status-selected = Zaznaczone: { $description }
window-selected-chars = { $n ->
    [one] { $n } znak
    [few] { $n } znaki
   *[many] { $n } znaków
}
window-selected-multi-byte = { $n ->
    [one] w tym { $n } wielobajtowy
    [few] w tym { $n } wielobajtowe
   *[many] w tym { $n } wielobajtowych
}
window-selected-pairs = { $n ->
    [one] w tym { $n } para zastępcza
    [few] w tym { $n } pary zastępcze
   *[many] w tym { $n } par zastępczych
}
window-selected-errors = { $n ->
    [one] { $n } błąd
    [few] { $n } błędy
   *[many] { $n } błędów
}
window-selected-partly = w pierwszych { $n } bajtach: { $what }
window-legend = Legenda:
window-legend-ascii = ASCII
window-legend-control = znak sterujący (podkreślenie kropkowane)
window-legend-lead2 = pierwszy bajt sekwencji 2-bajtowej (znacznik w rogu)
window-legend-continuation = bajt kontynuacji (w ramce z pierwszym bajtem)
window-legend-lead3 = pierwszy bajt sekwencji 3-bajtowej
window-legend-lead4 = pierwszy bajt sekwencji 4-bajtowej
window-legend-warning = ostrzeżenie (podkreślenie faliste)
window-legend-error = błąd (kreskowanie, × w tekście)
window-legend-every-error = każdy rodzaj błędu jest kreskowany
window-legend-legacy-ascii = ASCII (takie samo we wszystkich tych kodowaniach)
window-legend-legacy-char = znak kodowania { $encoding }: każdy zajmuje jeden bajt
window-legend-cjk-char = znak kodowania { $encoding }: od 1 do { $max } bajtów w jednej ramce
window-legend-unmapped = bajt, któremu { $encoding } nie przypisuje żadnego znaku (kreskowanie)
window-legend-wide-unit = jednostka kodowa { $encoding } (jej bajty w jednej ramce)
window-legend-wide-pair = para zastępcza: jeden znak w dwóch jednostkach
window-legend-wide-error = nieprawidłowa jednostka (kreskowana)

## Widok szesnastkowy: podpowiedzi, opisy, menu kontekstowe
window-hover-offset =
    pozycja { $hex } ({ $offset })
    { $description }
window-no-glyph = (brak glifu)
window-cell-char = { $code } { $glyph } { $name }  (sekwencja { $len }-bajtowa { $hex })
window-cell-warning = ostrzeżenie ({ $kind }): { $explanation }
window-cell-error =
    błąd ({ $kind }): { $message }
    dekoder stratny wstawia tu { $fffd } × U+FFFD
window-copy-text = Kopiuj jako tekst (Ctrl+C)
window-copy-hex = Kopiuj szesnastkowo (Ctrl+Shift+C)
window-copy-escaped = Kopiuj jako napis ze znakami ucieczki (Ctrl+Alt+C)

## Komunikaty (wiersz pod menu)
window-no-further-error = Dalej nie ma już błędów.
window-no-earlier-error = Wcześniej nie ma błędów.
window-no-error-further-looked = Dalej nie ma błędu (sprawdzono do bajtu { $byte }).
window-no-error-earlier-looked = Wcześniej nie ma błędu (sprawdzono wstecz do bajtu { $byte }).
window-no-wide-error-further = Dalej nie ma błędów { $reading } (sprawdzono do bajtu { $byte }).
window-no-wide-error-earlier = Wcześniej nie ma błędów { $reading } (sprawdzono do bajtu { $byte }).
window-no-warning = Na liście nie ma ostrzeżeń tego rodzaju: { $kind }.
window-goto-empty = Plik jest pusty: nie ma bajtu, do którego można przejść.
window-goto-past-end = { $size ->
    [one] Pozycja { $offset } wykracza poza koniec pliku ({ $size } bajt); przeniesiono na ostatni bajt.
    [few] Pozycja { $offset } wykracza poza koniec pliku ({ $size } bajty); przeniesiono na ostatni bajt.
   *[many] Pozycja { $offset } wykracza poza koniec pliku ({ $size } bajtów); przeniesiono na ostatni bajt.
}
window-copy-too-large = { $n ->
    [one] Zaznaczenie ma { $n } bajt; można skopiować najwyżej { $limit }.
    [few] Zaznaczenie ma { $n } bajty; można skopiować najwyżej { $limit }.
   *[many] Zaznaczenie ma { $n } bajtów; można skopiować najwyżej { $limit }.
}
window-copy-empty = Plik jest pusty: nie ma czego kopiować.
window-copied-hex-cut = { $n ->
    [one] Skopiowano szesnastkowo { $n } zaznaczony bajt ({ $from }–{ $to }); przecina on sekwencję, która zajmuje { $start }–{ $end }.
    [few] Skopiowano szesnastkowo { $n } zaznaczone bajty ({ $from }–{ $to }); przecinają one sekwencję, która zajmuje { $start }–{ $end }.
   *[many] Skopiowano szesnastkowo { $n } zaznaczonych bajtów ({ $from }–{ $to }); przecinają one sekwencję, która zajmuje { $start }–{ $end }.
}
window-copied-whole-sequences = { $n ->
    [one] Zaznaczenie przecina sekwencję: skopiowano całe sekwencje, { $n } bajt ({ $start }–{ $end }).
    [few] Zaznaczenie przecina sekwencję: skopiowano całe sekwencje, { $n } bajty ({ $start }–{ $end }).
   *[many] Zaznaczenie przecina sekwencję: skopiowano całe sekwencje, { $n } bajtów ({ $start }–{ $end }).
}
window-wide-marks-incomplete = Znaczniki błędów { $reading } są niepełne: { $reason }
window-reason = { $reason }

## Szukanie (Ctrl+F)
window-find-label = Znajdź:
window-find-hint = tekst albo bajty szesnastkowo, np. c3 a9
window-find-hex = Bajty szesnastkowo
window-find-next = Następny
window-find-previous = Poprzedni
window-find-searching = Szukam…
window-find-empty = Wpisz, czego szukać.
window-find-no-encoding = nie ma takiego kodowania (#{ $index })
window-find-unwritable = znaku { $char } nie da się zapisać w { $encoding }
window-find-odd-hex = nieparzysta liczba cyfr szesnastkowych
window-find-not-hex = { $digits } nie jest bajtem szesnastkowym
window-found = Znaleziono na pozycji { $hex } ({ $offset }).
window-found-wrapped = Znaleziono na pozycji { $hex } ({ $offset }) po przejściu na początek.
window-find-from-start = Osiągnięto koniec; szukam od początku…
window-find-from-end = Osiągnięto początek; szukam od końca…
window-not-found = Nie znaleziono.
window-find-failed = Szukanie nie powiodło się: { $reason }

## Przejdź do pozycji (Ctrl+G)
window-goto-title = Przejdź do pozycji
window-goto-prompt = Pozycja w bajtach, dziesiętnie lub 0x…:
window-goto-go = Przejdź
window-goto-invalid = { $text } nie jest pozycją w bajtach (dziesiętnie albo szesnastkowo z 0x)

## Otwieranie pliku po ścieżce
window-open-dialog-title = Otwórz plik do zbadania
window-open-title = Otwórz plik
window-open-prompt = Ścieżka (Tab uzupełnia nazwy folderów, Enter otwiera):
window-open-relative = Ścieżka względna jest liczona od { $folder }
window-open-button = Otwórz
window-open-complete = Uzupełnij (Tab)
window-open-recent-folders = Ostatnie foldery:
window-open-type-first = Najpierw wpisz ścieżkę.
window-open-not-there = { $path } nie istnieje.
window-no-dialog-here = Systemowe okno wyboru pliku nie jest używane: nie ma magistrali sesji D-Bus dla portalu pulpitu ani programu zenity w PATH. Wpisz ścieżkę.
window-dialog-did-not-open = Systemowe okno wyboru pliku się nie otworzyło (żaden portal pulpitu nie odpowiedział, a zenity się nie uruchomiło). Wpisz ścieżkę.
window-no-dialog = Brak okna wyboru pliku ({ $reason }). Wpisz ścieżkę.

## Zapisywanie nowego pliku
window-save-title = Zapisz nowy plik
window-save-note = Kopia trafia do nowego pliku; otwarty plik nigdy nie jest zmieniany.
window-save-hint = ścieżka nowego pliku
window-save-overwrite = Nadpisz, jeśli istnieje
window-save-button = Zapisz
window-save-dialog = Wybierz w oknie…
window-save-type-name = Wpisz nazwę nowego pliku.
window-save-no-folder = Folder { $folder } nie istnieje.
window-save-is-source = { $name } to plik otwarty tutaj: inspektor nigdy nie zapisuje pliku, który czyta. Wybierz inną nazwę.
window-save-exists = { $name } już istnieje w { $folder }.
window-save-new-file = Nowy plik { $name } w { $folder }
window-save-running = Zapis jeszcze trwa.
window-saving = Zapisuję…
window-save-cancelled = Zapis anulowany.
window-saved = { $n ->
    [one] Zapisano { $path } ({ $n } bajt, { $done }).
    [few] Zapisano { $path } ({ $n } bajty, { $done }).
   *[many] Zapisano { $path } ({ $n } bajtów, { $done }).
}
window-not-saved = Nie zapisano: { $reason }
window-save-substitute-helps = { $reason }; aby je zastąpić, użyj „{ diag-label-save-as-encoding }” na karcie { window-tab-diagnosis } z zaznaczonym „{ diag-label-substitute }”
window-save-no-target = nie wybrano pliku (albo na tym pulpicie nie ma okna wyboru pliku: wpisz ścieżkę w oknie zapisu)
window-save-read-failed = nie można odczytać pliku: { $reason }

## Lista błędów
window-errors-count = { $n ->
    [one] { $n } błędna sekwencja, { $fffd } × U+FFFD
    [few] { $n } błędne sekwencje, { $fffd } × U+FFFD
   *[many] { $n } błędnych sekwencji, { $fffd } × U+FFFD
}
window-errors-f8 = F8 przechodzi do:
window-errors-kind-count = { $kind } ({ $n })
window-errors-not-listed = { $n ->
    [one] { $n } kolejny błąd poza listą
    [few] { $n } kolejne błędy poza listą
   *[many] { $n } kolejnych błędów poza listą
}
window-errors-line = wiersz { $line }, kolumna { $column }: { $message }

## Przegląd
window-summary-scanning = skanowanie: dotychczasowe liczby ({ $percent }%)
window-summary-cancelled = Skanowanie przerwane na bajcie { $byte }: liczby obejmują bajty przed nim.
window-summary-failed = Skanowanie nie powiodło się: { $reason }
window-summary-wide = Odczyt jako jednostki kodowe { $form }: liczby dla tego odczytu.
window-summary-reading = Odczyt jako { $encoding }: liczby dla tego odczytu.
window-summary-unreadable = nieczytelne bajty
window-summary-next-unreadable = { $n ->
        [one] { $n } nieczytelny bajt  ▸ następny
        [few] { $n } nieczytelne bajty  ▸ następny
       *[many] { $n } nieczytelnych bajtów  ▸ następny
    }
window-summary-characters = znaki
window-summary-ascii = ASCII (1 bajt)
window-summary-length = { $n }-bajtowe
window-summary-bom-yes = tak (EF BB BF na pozycji 0)
window-summary-no = nie
window-summary-lines = wiersze
window-summary-line-endings = końce wierszy
window-summary-none = brak
window-summary-mixed = mieszane: { $endings }
window-summary-errors = { $n ->
    [one] Błędy: { $n } sekwencja, { $fffd } × U+FFFD
    [few] Błędy: { $n } sekwencje, { $fffd } × U+FFFD
   *[many] Błędy: { $n } sekwencji, { $fffd } × U+FFFD
}
window-summary-next = { $n } × { $kind }  ▸ następny
window-summary-warnings = Ostrzeżenia
