# Okno: menu, karty, przyciski, wiersz stanu, legenda, okna dialogowe i komunikaty.

## Menu
menu-file = Plik
menu-examples = Przykłady
menu-go = Przejdź
menu-view = Widok
menu-open = Otwórz… (Ctrl+O)
menu-open-path = Otwórz ścieżkę… (wpisz ją)
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
menu-goto = Przejdź do przesunięcia… (Ctrl+G)
menu-next-error = Następny błąd (F8)
menu-previous-error = Poprzedni błąd (Shift+F8)
menu-find = Znajdź… (Ctrl+F)
