# Rodzaje błędów i ostrzeżeń, potem objaśnienia inspektora.

## Kinds
kind-unexpected-continuation = nieoczekiwany bajt kontynuacji
kind-invalid-byte = niedozwolony bajt
kind-truncated = niepełna sekwencja
kind-overlong = forma nadmiarowa
kind-surrogate = surogat
kind-out-of-range = poza zakresem Unicode
kind-legacy-form = dawna forma 5- lub 6-bajtowa
kind-bom = BOM
kind-noncharacter = punkt niebędący znakiem
kind-c1-control = znak sterujący C1
kind-bidi-control = znak sterujący kierunkiem
kind-invisible = znak niewidoczny
kind-replacement-char = znak zastępczy
kind-nul = NUL
kind-private-use = znak z obszaru prywatnego
kind-any-error = dowolny błąd

## Counts (used inside the sentences below)
insp-n-bytes = { $n ->
    [one] { $n } bajt
    [few] { $n } bajty
   *[many] { $n } bajtów
}
insp-n-significant-bits = { $n ->
    [one] { $n } bit znaczący
    [few] { $n } bity znaczące
   *[many] { $n } bitów znaczących
}
insp-n-replacements = { $n ->
    [one] { $n } znak U+FFFD
    [few] { $n } znaki U+FFFD
   *[many] { $n } znaków U+FFFD
}
insp-width-columns = { $n ->
    [one] { $n } kolumna w terminalu
    [few] { $n } kolumny w terminalu
   *[many] { $n } kolumn w terminalu
}

## Ill-formed sequences in one sentence
insp-ascii-control = znaku sterującego
insp-never-a-lead = { $lead } nigdy nie występuje w UTF-8: mógłby rozpoczynać jedynie nadmiarową formę 2-bajtową znaków { $from }–{ $to }, które zapisuje się w jednym bajcie
insp-never-a-lead-alone = { $lead } nigdy nie występuje w UTF-8: mógłby rozpoczynać jedynie nadmiarową formę 2-bajtową znaków { $from }–{ $to }, które zapisuje się w jednym bajcie; nie następuje po nim też żaden bajt kontynuacji
insp-err-unexpected-continuation = { $hex } to bajt kontynuacji ({ $pattern }), przed którym nie ma pierwszego bajtu sekwencji, którą mógłby kontynuować
insp-err-invalid-byte = { $hex } nigdy nie występuje w UTF-8 (nawet w dawnych formach 5- i 6-bajtowych)
insp-err-truncated-none = { $lead } rozpoczyna sekwencję { $len }-bajtową, ale nie następuje po nim żaden bajt kontynuacji (potrzeba { $need })
insp-err-truncated-one = { $lead } rozpoczyna sekwencję { $len }-bajtową, ale następuje po nim tylko 1 z { $need } bajtów kontynuacji
insp-err-truncated-some = { $lead } rozpoczyna sekwencję { $len }-bajtową, ale następują po nim tylko { $have } z { $need } bajtów kontynuacji
insp-err-overlong-ascii = { $hex } to forma nadmiarowa { $what } ({ $cp }); poprawny zapis to { $shortest }; bezpieczeństwo: nadmiarowe formy znaków ASCII przechodzą przez filtry, które szukają zwykłego bajtu (RFC 3629 §10)
insp-err-overlong-ascii-never-lead = { $hex } to forma nadmiarowa { $what } ({ $cp }); poprawny zapis to { $shortest } ({ $lead } nigdy nie występuje w UTF-8); bezpieczeństwo: nadmiarowe formy znaków ASCII przechodzą przez filtry, które szukają zwykłego bajtu (RFC 3629 §10)
insp-err-overlong = { $hex } to forma nadmiarowa { $cp }: { $have } bajty zamiast { $need } (forma { $len }-bajtowa zaczyna się od { $start }); poprawny zapis to { $shortest }
insp-err-surrogate = { $hex } koduje { $cp }, surogat UTF-16; surogaty nie są znakami i nie mogą występować w UTF-8 (ślad po CESU-8 lub WTF-8)
insp-err-out-of-range = { $hex } koduje { $value }, wartość powyżej U+10FFFF, ostatniego punktu kodowego Unicode
insp-err-out-of-range-never-lead = { $hex } koduje { $value }, wartość powyżej U+10FFFF, ostatniego punktu kodowego Unicode ({ $lead } nigdy nie występuje w UTF-8)
insp-err-legacy-form = { $hex } to forma { $len }-bajtowa z RFC 2279 (wartość { $value }), niedozwolona, odkąd RFC 3629 ograniczył UTF-8 do U+10FFFF

## Warnings: why each matters
insp-warn-bom = znacznik kolejności bajtów (BOM, EF BB BF); UTF-8 go nie potrzebuje, a programy, które się go nie spodziewają, pokazują „ï»¿” albo nie potrafią odczytać pierwszego wiersza
insp-warn-noncharacter = punkt kodowy niebędący znakiem: zarezerwowany do użytku wewnętrznego, nie powinien pojawiać się w tekście przekazywanym między programami
insp-warn-c1-control = znak sterujący C1; w tekście to zwykle interpunkcja z windows-1252 (cudzysłowy, myślniki, €) odczytana jako ISO-8859-1
insp-warn-bidi-control = znak sterujący kierunkiem tekstu; może sprawić, że tekst wyświetli się w innej kolejności, niż jest zapisany (Trojan Source, CVE-2021-42574)
insp-warn-invisible = znak niewidoczny: nie zajmuje widocznego miejsca, ale zmienia wyniki porównań i wyszukiwania oraz identyfikatory; znaki znaczników (U+E0000–E007F) mogą przenosić całą ukrytą wiadomość
insp-warn-replacement-char = prawdziwy znak zastępczy U+FFFD w pliku: wcześniejsza konwersja wstawiła go w miejsce bajtów, których nie umiała odczytać, i pierwotne dane przepadły
insp-warn-nul = znak NUL (U+0000); wiele programów traktuje go jako koniec tekstu
insp-warn-private-use = znak z obszaru prywatnego: jego znaczenie ustala się prywatnie (czcionki z ikonami, symbole producentów), a gdzie indziej wyświetla się jako pusty prostokąt („tofu”)

## UTF-16 and UTF-32 units that are no character
insp-wide-lone-high = górny surogat { $unit } bez następującego po nim dolnego surogatu (DC00–DFFF): połowa pary, sam nie jest znakiem
insp-wide-lone-low = dolny surogat { $unit } bez poprzedzającego go górnego surogatu (D800–DBFF): druga połowa pary, sam nie jest znakiem
insp-wide-odd-length = na końcu zostało: { $bytes }; jednostki kodowe { $form } mają po { $unit } bajty, więc plik jest ucięty
insp-wide-out-of-range = { $unit } to więcej niż 10FFFF, największy punkt kodowy (kres zasięgu UTF-16)
insp-wide-surrogate = { $unit } to punkt kodowy surogatu: surogaty łączą się w pary tylko wewnątrz UTF-16 i nigdy nie są znakami, ani w UTF-32, ani w UTF-8

## The inspector's explanation of an ill-formed sequence (Unicode's Table 3-7)
insp-x-unexpected-continuation = { $lead } to bajt kontynuacji ({ $pattern }): może stać tylko za pierwszym bajtem, wewnątrz sekwencji, a tutaj sekwencja się od niego zaczyna.
insp-x-invalid-byte = { $lead } nigdy nie może wystąpić w UTF-8: wzorzec { $bits } zapowiadałby sekwencję { $len }-bajtową, a takiej nie miała żadna wersja UTF-8.
insp-x-surrogate = Po ED musi stać bajt z zakresu 80–9F; stoi { $second }, więc { $hex } kodowałoby { $cp }, surogat UTF-16: surogaty nie są znakami i nigdy nie koduje się ich w UTF-8.
insp-x-out-of-range-f4 = Po F4 musi stać bajt z zakresu 80–8F; stoi { $second }, więc { $hex } kodowałoby { $value }, wartość powyżej U+10FFFF, ostatniego punktu kodowego.
insp-x-out-of-range = { $lead } nigdy nie występuje w UTF-8: każda forma 4-bajtowa, która się od niego zaczyna, daje wartość powyżej U+10FFFF ({ $hex } kodowałoby { $value }).
insp-x-legacy-form = { $lead } rozpoczyna formę { $len }-bajtową ({ $pattern }) z RFC 2279; { $hex } kodowałoby { $value }. RFC 3629 usunął formy 5- i 6-bajtowe.
insp-x-then-byte = dalej stoi { $byte }, który nie jest bajtem kontynuacji
insp-x-then-end = dalej plik się kończy
insp-x-truncated-none-of-one = { $lead } zapowiada sekwencję { $len }-bajtową, więc musi po nim nastąpić 1 bajt kontynuacji (80–BF); nie następuje żaden, a { $after }.
insp-x-truncated-none = { $lead } zapowiada sekwencję { $len }-bajtową, więc muszą po nim nastąpić { $need } bajty kontynuacji (80–BF); nie następuje żaden, a { $after }.
insp-x-truncated-one = { $lead } zapowiada sekwencję { $len }-bajtową, więc muszą po nim nastąpić { $need } bajty kontynuacji (80–BF); następuje 1, a { $after }.
insp-x-truncated-some = { $lead } zapowiada sekwencję { $len }-bajtową, więc muszą po nim nastąpić { $need } bajty kontynuacji (80–BF); następują { $have }, a { $after }.
insp-x-overlong-never-lead = { $lead } nigdy nie występuje w UTF-8: każda forma 2-bajtowa, która się od niego zaczyna, koduje wartość poniżej U+0080, mieszczącą się w jednym bajcie. { $hex } byłoby formą nadmiarową { $what } ({ $cp }), który zapisuje się jako { $shortest }.
insp-x-overlong-second = Po { $lead } musi stać bajt z zakresu { $range }; stoi { $second }, więc to forma nadmiarowa: { $hex } kodowałoby { $cp }, który zapisuje się jako { $shortest }.
insp-x-overlong = { $hex } to forma nadmiarowa { $cp }, który zapisuje się jako { $shortest }.
insp-x-security = Bezpieczeństwo: znak ASCII w formie nadmiarowej prześlizguje się przez filtr, który szuka zwykłego bajtu; { $hex } zamiast { $what } wykorzystywano w atakach path traversal (wyjście poza dozwolony katalog). RFC 3629 §10 nakazuje dekoderom odrzucać takie formy.
insp-x-history = Dozwolone w RFC 2279 (1998), gdy UCS-4 sięgał do 0x7FFFFFFF. RFC 3629 (2003) ograniczył UTF-8 do U+10FFFF, czyli zakresu osiągalnego w UTF-16, gdy dostosowano do niego ISO/IEC 10646; od tamtej pory formy 5- i 6-bajtowe są nieprawidłowe.
insp-no-block = (brak bloku)

## The encoder's arithmetic
insp-step-binary = { $name } = { $bits } dwójkowo ({ $significant })
insp-step-takes = Zakres { $range } zajmuje { $bytes }: { $templates } ({ $payload } bitów danych)
insp-step-fill = Wpisz bity w miejsca x, od lewej do prawej: { $filled }
insp-step-bytes = Bajty: { $hex }
insp-step-surrogate = Nie da się zakodować: U+D800–U+DFFF to surogaty UTF-16, a nie znaki; te bajty nie są poprawnym UTF-8.
insp-step-beyond = Zabronione od RFC 3629 (2003): powyżej U+10FFFF; to forma { $len }-bajtowa z RFC 2279.

## UTF-16 and UTF-32: byte order and a surrogate pair's arithmetic
insp-byte-order-big = { $form }: najpierw bajt najbardziej znaczący, więc jednostka { $unit } jest zapisana jako { $hex }
insp-byte-order-little = { $form }: najpierw bajt najmniej znaczący, więc jednostka { $unit } jest zapisana jako { $hex }
insp-byte-order-units = { $form }: jednostki kodowe { $n }-bajtowe
insp-pair-high = górny surogat { $unit } − D800 = { $diff } → 10 bitów { $bits }
insp-pair-low = dolny surogat { $unit } − DC00 = { $diff } → 10 bitów { $bits }
insp-pair-joined = razem: { $high } { $low } = { $sum }
insp-pair-plus = + 10000 (65 536 punktów kodowych, które obejmuje pojedyncza jednostka) = { $sum } → { $cp }
insp-one-unit = jedna jednostka: jej wartość to punkt kodowy, { $cp }

## The inspector panel
insp-empty-file = Pusty plik: nie ma czego badać.
insp-no-bytes = (brak bajtów)
insp-offset = Pozycja { $hex } ({ $dec }), { $bytes }
insp-warning = Ostrzeżenie ({ $kind }): { $why }
insp-no-glyph = brak glifu w dołączonych czcionkach
insp-ill-formed = Nieprawidłowa sekwencja: { $kind }
insp-ill-formed-would-be = Nieprawidłowa sekwencja: { $kind } (byłby to { $cp } { $name })
insp-payload-bits = bity danych: { $bits }  →  { $value }  ({ $dec })
insp-payload-bits-so-far = dotychczasowe bity danych: { $bits } (niepełne)
insp-fact-category = kategoria
insp-fact-script = pismo
insp-fact-block = blok
insp-fact-plane = płaszczyzna
insp-fact-width = szerokość
insp-fact-escapes = w kodzie
insp-width-control = znak sterujący: bez szerokości
insp-would-be = Wartość, którą kodowałaby ta sekwencja: { $value }
insp-lossy = Dekoder stratny wstawia tu { $replacements }, po jednym na każdy maksymalny podciąg (Unicode, rozdz. 3): { $parts }
insp-legacy-is = { $byte } w { $encoding } to { $cp } { $char }
insp-legacy-none = { $byte } w { $encoding } nie oznacza żadnego znaku
insp-legacy-offset = Pozycja { $hex } ({ $dec }), 1 bajt: strona kodowa przypisuje znaki całym bajtom
insp-cjk-offset = Pozycja { $hex } ({ $dec }), { $bytes }: { $encoding } zapisuje znak w 1 do { $max } bajtach
insp-legacy-row = Wiersz { $row } tabeli { $encoding }:
insp-legacy-utf8 = W UTF-8 ten sam znak { $char } to { $hex } ({ $bytes })
insp-wide-utf8 = Ten sam znak w UTF-8: { $hex } ({ $bytes })
insp-wide-ill-formed = Błąd: { $why }

## The encoder
insp-enc-text = tekst
insp-enc-number = liczba (U+, 0x lub dziesiętna)
insp-enc-not-a-number = { $input } to nie U+XXXX, 0xXXXX ani liczba dziesiętna
insp-enc-too-large = { $value } przekracza 0x7FFFFFFF, największą wartość, jaką kiedykolwiek kodowała jakakolwiek forma UTF-8
insp-enc-find-all = Znajdź { $hex } w pliku
insp-enc-find = Znajdź
insp-enc-more = (nie pokazano jeszcze { $n })

## The legacy comparison (ISO 8859 tab)
insp-cmp-no-bytes = Brak bajtów.
insp-cmp-heading = Bajty { $from }–{ $to } w każdym ze starszych kodowań (∅: brak znaku)
insp-src-latin1 = właściwe ISO-8859-1: bajt = punkt kodowy (znaki sterujące C1 na 80–9F)
insp-src-iso-with-c1 = { $page } ze znakami sterującymi C1 na 80–9F (właściwe { $iso })
insp-src-vendor = tabela producenta (kodek CPythona), wygenerowana do legacy_tables.rs
insp-src-whatwg = indeks WHATWG { $index }
insp-src-whatwg-browsers = indeks WHATWG { $index } (to, co przeglądarki nazywają { $label })

## Co czytnik ekranu mówi o komórce pod kursorem; opis jednostki UTF-16/32 po najechaniu
reading-wide-pair = para surogatów { $form } { $units } → { $code }
reading-wide-unit = jednostka kodowa { $form } { $units } = { $code }
reading-wide-error = błąd { $form } ({ $kind }): { $explanation }
reading-spoken-legacy = bajt { $hex }: { $code } { $name } w { $encoding }
reading-spoken-char = { $n ->
    [one] { $code } { $name }, { $n } bajt, { $hex }
    [few] { $code } { $name }, { $n } bajty, { $hex }
   *[many] { $code } { $name }, { $n } bajtów, { $hex }
}
reading-spoken-error = nieprawidłowa sekwencja { $hex }: { $message }
