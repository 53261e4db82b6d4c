# Diagnoza: każde zdanie o tym, co znaleziono (baner, pasek stanu, karta Diagnoza).

## Findings
diag-empty-file = pusty plik
diag-valid-utf8 = poprawny UTF-8
diag-valid-with-warnings = poprawny UTF-8, ale: { $warnings }
diag-mojibake = wygląda na mojibake (krzaki): { $chain }
diag-chain-step = { $before } → odczytany jako { $encoding } → zapisany jako UTF-8
diag-chain-c1-as-1252 = windows-1252 → odczytany jako ISO-8859-1 (znaki sterujące C1 zamiast interpunkcji)
diag-chain-c1-as-mac = macintosh → odczytany jako ISO-8859-1 (znaki sterujące C1 zamiast liter z diakrytykami)
diag-damaged = UTF-8, a w nim { $bytes }; pierwszy na pozycji { $first }
diag-damaged-beyond = UTF-8, a w nim { $sequences } poza pierwszymi { $looked_at } zbadanymi bajtami; pierwsza na pozycji { $first }
diag-stray-bytes = ASCII, a w nim { $n ->
        [one] { $n } zabłąkany bajt, którego nie da się odczytać w żadnym języku
        [few] { $n } zabłąkane bajty, których nie da się odczytać w żadnym języku
       *[many] { $n } zabłąkanych bajtów, których nie da się odczytać w żadnym języku
    }
diag-stray-bytes-only = { $n ->
        [one] { $n } zabłąkany bajt, którego nie da się odczytać w żadnym języku
        [few] { $n } zabłąkane bajty, których nie da się odczytać w żadnym języku
       *[many] { $n } zabłąkanych bajtów, których nie da się odczytać w żadnym języku
    }
diag-mixed = UTF-8, a w nim { $runs } w { $encoding } ({ $text }); pierwszy na pozycji { $first }
diag-legacy = to nie UTF-8: { $text } w { $encoding }
diag-legacy-weak = to nie UTF-8: { $text } w { $encoding } (rozpoznanie niepewne)
diag-cjk-unreadable = to nie UTF-8: { $encoding }, kodowanie CJK, którego to narzędzie nie umie odczytać
diag-wide = to nie UTF-8: { $summary }
diag-not-text = to nie tekst: { $reason }
diag-diagnosed-from = {" "}(rozpoznane na podstawie pierwszych { $n } bajtów)
diag-diagnosed-spread = {" "}(mojibake szukane w { $n } bajtach: w { $parts } częściach rozłożonych w pliku, w tym na jego początku i końcu)

## Counts (a number and its noun, in the form the sentence around it needs)
diag-count-damaged-bytes = { $count ->
        [one] { $count } uszkodzony bajt
        [few] { $count } uszkodzone bajty
       *[many] { $count } uszkodzonych bajtów
    }
diag-count-ill-formed = { $count ->
        [one] { $count } nieprawidłowa sekwencja
        [few] { $count } nieprawidłowe sekwencje
       *[many] { $count } nieprawidłowych sekwencji
    }
diag-count-runs = { $runs ->
        [one] { $runs } fragment
        [few] { $runs } fragmenty
       *[many] { $runs } fragmentów
    }
diag-count-nul-bytes = { $count ->
        [one] { $count } bajt NUL
        [few] { $count } bajty NUL
       *[many] { $count } bajtów NUL
    }
diag-count-cjk-chars = { $n ->
        [one] { $n } znak
        [few] { $n } znaki
       *[many] { $n } znaków
    }
diag-count-errors = { $n ->
        [one] { $n } błąd
        [few] { $n } błędy
       *[many] { $n } błędów
    }
diag-count-replaced = { $n ->
        [one] { $n } znak
        [few] { $n } znaki
       *[many] { $n } znaków
    }
diag-count-wide-chars = { $n ->
        [one] { $n } znak
        [few] { $n } znaki
       *[many] { $n } znaków
    }
diag-count-scan-bytes = { $n ->
        [one] { $n_plain } bajt
        [few] { $n_plain } bajty
       *[many] { $n_plain } bajtów
    }
diag-count-scan-chars = { $n ->
        [one] { $n } znak
        [few] { $n } znaki
       *[many] { $n } znaków
    }
diag-count-scan-errors = { $n ->
        [one] { $n } błąd
        [few] { $n } błędy
       *[many] { $n } błędów
    }
diag-count-bidi-control = { $n ->
        [one] { $n } znak sterujący kierunkiem (bidi)
        [few] { $n } znaki sterujące kierunkiem (bidi)
       *[many] { $n } znaków sterujących kierunkiem (bidi)
    }
diag-count-replacement-char = { $n ->
        [one] { $n } znak zastępczy U+FFFD
        [few] { $n } znaki zastępcze U+FFFD
       *[many] { $n } znaków zastępczych U+FFFD
    }
diag-count-c1-control = { $n ->
        [one] { $n } znak sterujący C1
        [few] { $n } znaki sterujące C1
       *[many] { $n } znaków sterujących C1
    }
diag-count-bom = { $n ->
        [one] { $n } znacznik kolejności bajtów (BOM)
        [few] { $n } znaczniki kolejności bajtów (BOM)
       *[many] { $n } znaczników kolejności bajtów (BOM)
    }
diag-count-noncharacter = { $n ->
        [one] { $n } punkt niebędący znakiem (noncharacter)
        [few] { $n } punkty niebędące znakami (noncharacter)
       *[many] { $n } punktów niebędących znakami (noncharacter)
    }
diag-count-invisible = { $n ->
        [one] { $n } niewidoczny znak
        [few] { $n } niewidoczne znaki
       *[many] { $n } niewidocznych znaków
    }
diag-count-nul = { $n ->
        [one] { $n } bajt NUL
        [few] { $n } bajty NUL
       *[many] { $n } bajtów NUL
    }
diag-count-private-use = { $n ->
        [one] { $n } znak z obszaru prywatnego
        [few] { $n } znaki z obszaru prywatnego
       *[many] { $n } znaków z obszaru prywatnego
    }

## Warnings in valid UTF-8
diag-warn-bidi-control = { $count } (takie znaki mogą pokazać tekst w innej kolejności, niż jest zapisany)
diag-warn-replacement-char = { $count }: tekst utracony już przy wcześniejszym dekodowaniu
diag-warn-c1-control = { $count }, zwykle interpunkcja windows-1252 odczytana jako ISO-8859-1

## Declarations
diag-source-meta-charset = znacznik <meta charset>
diag-source-meta-http-equiv = znacznik <meta http-equiv="Content-Type">
diag-source-xml-declaration = deklaracja XML
diag-source-po-header = nagłówek PO
diag-source-coding-cookie = komentarz coding (coding cookie)
diag-source-css-charset = reguła @charset
diag-source-emacs-coding = znacznik kodowania Emacsa
diag-source-vim-modeline = wiersz trybu Vima (modeline)
diag-source-mime-header = nagłówek Content-Type
diag-source-editorconfig = .editorconfig
diag-decl-declares = { $source } (wiersz { $line }) podaje { $encoding }
diag-decl-editorconfig = { $file } (wiersz { $line }) ustawia charset = { $label }
diag-decl-agrees = , z czym bajty się zgadzają
diag-decl-agrees-as-utf8 = , co przeglądarki odczytują jako UTF-8, a takie są bajty
diag-decl-disagrees = , a bajty nie są w tym kodowaniu
diag-decl-unknown-name = , nazwa nieznana temu narzędziu
diag-decl-no-decoder = , a tego kodowania to narzędzie nie umie dekodować, więc nie może tego sprawdzić
diag-decl-transfer-encoding = , nie do sprawdzenia: treść jest w { $name }, czyli w ASCII niezależnie od charset
diag-decl-too-weak = , które też odczytuje te bajty; rozpoznanie jest zbyt niepewne, by rozstrzygnąć
diag-relabelled = { $source } (wiersz { $line }): było { $encoding }, teraz { $target }
diag-not-relabelled = { $source } (wiersz { $line }) wciąż podaje { $encoding }, a kopia nie jest w tym kodowaniu (--update-declaration to poprawi)
diag-not-relabelled-web = { $source } (wiersz { $line }) wciąż podaje { $encoding }, a kopia nie jest w tym kodowaniu: przeglądarki nie znają nazwy { $target }, więc deklaracja zostaje bez zmian

## Not text
diag-binary-nul = { $bytes } w pierwszych { $of } bajtach: pliki tekstowe ich nie mają
diag-binary-controls = { $percent }% pierwszych { $of } bajtów to kody sterujące: w tekście prawie ich nie ma
diag-binary-format = { $format }, co widać po pierwszych bajtach

## The guess
diag-firm = Rozpoznanie pewne.
diag-weak = Rozpoznanie niepewne.
diag-weak-few-bytes = Rozpoznanie niepewne: mało bajtów spoza ASCII.
diag-weak-few-chars = Rozpoznanie niepewne: mało znaków spoza ASCII.
diag-weak-close = Rozpoznanie niepewne: inne odczyty wypadają niewiele gorzej.
diag-weak-no-letters = Rozpoznanie niepewne: tekst wygląda na angielski, a jego litery nie zdradzają kodowania.
diag-weak-cjk-shaped = Rozpoznanie niepewne: bajty łączą się w pary jak w dwubajtowym kodowaniu CJK, ale w żadnym z czytanych tutaj nie dają języka (pasowałoby EUC-TW lub Johab, których ten program nie czyta).
diag-weak-odd-letters = Rozpoznanie niepewne: nawet ten odczyt daje z niektórych bajtów litery, których język nie używa, albo symbole w środku słów (pasowałoby pokrewne kodowanie, którego ten program nie zna).
diag-nearest-reading = Najbliższy odczyt w starszym kodowaniu, język { $language } w { $encoding }, jest zbyt słaby, by się liczyć: tych bajtów nie da się odczytać w żadnym języku.
diag-no-legacy-reading = Żadne starsze kodowanie nie odczytuje tych bajtów jako tekstu.
diag-basis-empty = Pusty plik: każde kodowanie pasuje.
diag-basis-ascii = ASCII: wszystkie kodowania tutaj odczytują go tak samo.
diag-basis-utf8-bom = Plik zaczyna się od znacznika kolejności bajtów (BOM) UTF-8.
diag-basis-utf8 = Poprawny UTF-8 od początku do końca.
diag-basis-utf8-few = Poprawny UTF-8, ale z niewieloma znakami spoza ASCII.
diag-basis-wide-bom = Plik zaczyna się od znacznika kolejności bajtów (BOM) { $form }.
diag-basis-utf16-pairs = Brak BOM, ale bajty łączą się w pary jako jednostki kodowe { $form }: starsze bajty przyjmują niewiele wartości, młodsze wiele, a jednostki dają się odczytać jako tekst.
diag-basis-wide-zeros = Brak BOM, ale bajty zerowe wypadają tam, gdzie stawia je { $form }.
diag-basis-no-legacy-fits = Żadne starsze kodowanie nie pasuje.
diag-basis-declared = To nie UTF-8; { $source } podaje to kodowanie, a odczytuje ono bajty prawie tak dobrze jak { $instead }, najlepszy odczyt samych bajtów.
diag-basis-declared-cjk = To nie UTF-8; { $source } podaje to kodowanie, a odczytuje ono każdy bajt; same bajty dały tylko słabe przypuszczenie, { $instead }.
diag-basis-legacy = To nie UTF-8; odczyt w { $encoding } daje język { $language }.
diag-basis-legacy-identical = To nie UTF-8; odczyt w { $encoding } daje język { $language } ({ $same } – w tym pliku identycznie).
diag-basis-legacy-near = {" "}{ $other } odczytuje inaczej tylko { $differing } z { $high } bajtów spoza ASCII.
diag-basis-cjk = To nie UTF-8; odczyt w { $encoding } daje język { $language }: zdekodowano { $chars } spoza ASCII, a przeważają wśród nich znaki częste w tym języku (zwykle jeden na { $per } znaków).
diag-basis-cjk-escapes = Sekwencje sterujące ISO-2022 przełączają na { $encoding }, którego to narzędzie nie umie zdekodować.
diag-basis-cjk-structure = Bajty mają w całości budowę { $encoding }, którego to narzędzie nie umie zdekodować.
diag-basis-mixed = UTF-8 z wklejonymi fragmentami w { $encoding }.
diag-basis-damaged = UTF-8 z nieprawidłowymi bajtami, które nie są żadnym tekstem: uszkodzenie.
diag-basis-cut-short = UTF-8, którego ostatni znak jest ucięty przez koniec pliku: plik został obcięty.

## The Diagnosis tab
diag-verdict-line = Werdykt: { $verdict }
diag-verdict-utf8 = UTF-8
diag-verdict-utf8-damaged = uszkodzony UTF-8
diag-verdict-utf8-mixed = UTF-8 z fragmentami w innym kodowaniu
diag-verdict-legacy = starsze kodowanie
diag-verdict-utf16 = UTF-16
diag-verdict-utf32 = UTF-32
diag-verdict-binary = plik binarny
diag-encoding-line = Kodowanie: { $encoding }
diag-language-line = Język: { $language }
diag-also-plausible = Możliwe też: { $readings }
diag-reading-score = { $encodings } ({ $score })
diag-legacy-examples = Te bajty są błędami w UTF-8, ale literami w { $encoding }: { $examples }
diag-mixed-runs = { $runs } w { $encoding } ({ $text }); pierwszy na pozycji { $first }.
diag-mojibake-places = { $n ->
        [one] { $n } miejsce
        [few] { $n } miejsca
       *[many] { $n } miejsc
    } w pierwszym megabajcie:
diag-mojibake-places-at = { $n ->
        [one] { $n } miejsce
        [few] { $n } miejsca
       *[many] { $n } miejsc
    } w megabajcie od bajtu { $at }:
diag-mojibake-lost = { $n ->
        [one] { $n } znak zginął po drodze (jego bajty odrzucono): naprawa ma w jego miejscu U+FFFD
        [few] { $n } znaki zginęły po drodze (ich bajty odrzucono): naprawa ma w ich miejscu U+FFFD
       *[many] { $n } znaków zginęło po drodze (ich bajty odrzucono): naprawa ma w ich miejscu U+FFFD
    }
diag-changed-lines = { $n ->
        [one] { $n } zmieniony wiersz
        [few] { $n } zmienione wiersze
       *[many] { $n } zmienionych wierszy
    } w pierwszym megabajcie, na przykład:
diag-changed-lines-at = { $n ->
        [one] { $n } zmieniony wiersz
        [few] { $n } zmienione wiersze
       *[many] { $n } zmienionych wierszy
    } w megabajcie od bajtu { $at }, na przykład:
diag-no-mojibake = Brak mojibake (krzaków) w pierwszym megabajcie.
diag-no-mojibake-file = Brak mojibake (krzaków) w pliku.
diag-looking = Badam pierwszy megabajt…
diag-failed = Diagnoza się nie powiodła: { $why }.

## The status line
diag-counts-valid = poprawny UTF-8
diag-counts-no-errors-yet = na razie bez błędów
diag-counts-errors = { $errors } ({ $replacements } × U+FFFD przy dekodowaniu stratnym)
diag-counts-errors-so-far = na razie { $errors } ({ $replacements } × U+FFFD przy dekodowaniu stratnym)
diag-reading-counting = odczyt jako { $encoding }: liczenie…
diag-reading-all-read = odczyt jako { $encoding }: wszystkie bajty odczytane
diag-reading-unreadable = odczyt jako { $encoding }: { $n ->
        [one] { $n } nieczytelny bajt
        [few] { $n } nieczytelne bajty
       *[many] { $n } nieczytelnych bajtów
    }
diag-reading-count-failed = odczyt jako { $encoding }: liczenie nie powiodło się ({ $why })

## Buttons and headings
diag-label-details = Diagnoza…
diag-label-view-as = Pokaż jako { $encoding }
diag-label-save-as-utf8 = Zapisz jako UTF-8…
diag-label-save-decoded-from = Zapisz jako UTF-8, dekodując z { $encoding }…
diag-label-next-error = Następny błąd (F8)
diag-label-go-to-first-run = Przejdź do pierwszego fragmentu
diag-label-save-runs-as = Zapisz z tymi fragmentami odczytanymi jako { $encoding }…
diag-label-start-read-that-way = Początek pliku odczytany w ten sposób:
diag-label-mojibake = Mojibake (krzaki)
diag-label-as-it-is = tak jak jest
diag-label-repaired = po naprawie
diag-label-save-repaired = Zapisz naprawioną kopię…
diag-label-substitute = zastąp znakiem ? to, czego nie da się zapisać
diag-label-save-as-encoding = Zapisz w tym kodowaniu…
diag-label-copy-encoding = kodowanie kopii
diag-label-copy-decoded-from = Kopia tekstu odczytanego jako { $encoding }:
diag-label-copy-target-writes = { $encoding } zapisze każdy znak tego tekstu.
diag-label-copy-target-writes-start = { $encoding } zapisze każdy znak pierwszego megabajta (reszty nie sprawdzono).
diag-label-copy-target-none = Żadne jedno starsze kodowanie nie zapisze wszystkich znaków tego tekstu, więc kopia trafi do UTF-16LE, chyba że wybierzesz inne.
diag-label-copy-target-none-start = Żadne jedno starsze kodowanie nie zapisze wszystkich znaków pierwszego megabajta, więc kopia trafi do UTF-16LE, chyba że wybierzesz inne.
diag-label-copy-target-nearest = Najbliższe, { $encoding }, nie ma: { $chars }.
diag-label-copy-target-lacks = { $encoding } nie zapisze wszystkich znaków tego tekstu; brakuje: { $chars }.
diag-label-copy-target-lacks-start = { $encoding } nie zapisze wszystkich znaków pierwszego megabajta; brakuje: { $chars }.
diag-next-bidi-control = Następny znak bidi
diag-next-replacement-char = Następny znak zastępczy U+FFFD
diag-next-c1-control = Następny znak sterujący C1
diag-next-bom = Następny znacznik BOM
diag-next-noncharacter = Następny punkt niebędący znakiem
diag-next-invisible = Następny niewidoczny znak
diag-next-nul = Następny bajt NUL
diag-next-private-use = Następny znak z obszaru prywatnego

## Saved copies
diag-done-repaired = naprawiono mojibake ({ $chain })
diag-done-repaired-lost = naprawiono mojibake ({ $chain }); { $lost ->
        [one] { $lost_plain } znak zginął po drodze i jest U+FFFD
        [few] { $lost_plain } znaki zginęły po drodze i są U+FFFD
       *[many] { $lost_plain } znaków zginęło po drodze i są U+FFFD
    }
diag-done-runs-read = nieprawidłowe fragmenty odczytano jako { $encoding }
diag-done-decoded = zdekodowano z { $from }, zapisano jako UTF-8
diag-done-written = zapisano jako { $to }
diag-done-written-replaced = zapisano jako { $to }; zastąpiono { $replaced }: { $listed }
diag-replaced = { $to } nie umie zapisać części znaków, zastąpiono { $chars }: { $listed }
diag-decomposed = zapisano { $chars } jako literę i znak łączący, tak jak zapisuje je { $to } (nie ma dla nich osobnego bajtu; po odczytaniu każdy to dwa znaki): { $listed }

## Totals (check)
diag-noun-damaged = uszkodzone
diag-noun-mixed = mieszane
diag-noun-legacy = starsze kodowanie
diag-noun-binary = binarne

## UTF-16 and UTF-32
diag-wide-with-bom = tekst { $encoding } z BOM, { $chars }
diag-wide-without-bom = tekst { $encoding } bez BOM, { $chars }
diag-wide-valid = , poprawny
diag-wide-errors = , błędy ({ $kinds }), pierwszy na pozycji { $offset } (wiersz { $line }): { $why }
diag-wide-kind-count = { $kind }: { $n }
diag-wide-lone-high-surrogate = samotny górny surogat
diag-wide-lone-low-surrogate = samotny dolny surogat
diag-wide-odd-length = niepełna jednostka na końcu
diag-wide-out-of-range = poza zakresem
diag-wide-surrogate = surogat
## The scan (check)
diag-no-line-breaks = brak podziałów wierszy
diag-line-endings = końce wierszy { $name }
diag-mixed-line-endings = mieszane końce wierszy ({ $counts })
diag-scan-valid = poprawny UTF-8: { $chars }, { $bytes }, { $endings }, bez BOM
diag-scan-valid-bom = poprawny UTF-8: { $chars }, { $bytes }, { $endings }, z BOM
diag-scan-invalid = niepoprawny UTF-8: { $errors }, pierwszy na pozycji { $offset } (wiersz { $line }, kolumna { $column }): { $why }
diag-scan-warnings = ; ostrzeżenia: { $warnings }

## Języki: same ("Język: polski") i jako tekst w pliku ("tekst polski w …")
diag-lang-unknown = nieznany
diag-text-unknown = tekst w nieznanym języku
diag-lang-afr = afrikaans
diag-lang-als = albański
diag-lang-arb = arabski
diag-lang-azj = azerski
diag-lang-bel = białoruski
diag-lang-bos = bośniacki
diag-lang-bul = bułgarski
diag-lang-cat = kataloński
diag-lang-ces = czeski
diag-lang-cym = walijski
diag-lang-dan = duński
diag-lang-deu = niemiecki
diag-lang-ekk = estoński
diag-lang-ell = grecki
diag-lang-eng = angielski
diag-lang-epo = esperanto
diag-lang-eus = baskijski
diag-lang-fao = farerski
diag-lang-fin = fiński
diag-lang-fra = francuski
diag-lang-gla = szkocki gaelicki
diag-lang-gle = irlandzki
diag-lang-glg = galicyjski
diag-lang-heb = hebrajski
diag-lang-hrv = chorwacki
diag-lang-hun = węgierski
diag-lang-isl = islandzki
diag-lang-ita = włoski
diag-lang-kaz = kazachski
diag-lang-lit = litewski
diag-lang-lvs = łotewski
diag-lang-mkd = macedoński
diag-lang-mlt = maltański
diag-lang-nld = niderlandzki
diag-lang-nno = norweski (nynorsk)
diag-lang-nob = norweski (bokmål)
diag-lang-pes = perski
diag-lang-pol = polski
diag-lang-por = portugalski
diag-lang-ron = rumuński
diag-lang-rus = rosyjski
diag-lang-slk = słowacki
diag-lang-slv = słoweński
diag-lang-spa = hiszpański
diag-lang-srp = serbski
diag-lang-swe = szwedzki
diag-lang-tha = tajski
diag-lang-tur = turecki
diag-lang-ukr = ukraiński
diag-lang-vie = wietnamski
diag-lang-zho = chiński
diag-lang-jpn = japoński
diag-lang-kor = koreański
diag-text-afr = tekst w afrikaans
diag-text-als = tekst albański
diag-text-arb = tekst arabski
diag-text-azj = tekst azerski
diag-text-bel = tekst białoruski
diag-text-bos = tekst bośniacki
diag-text-bul = tekst bułgarski
diag-text-cat = tekst kataloński
diag-text-ces = tekst czeski
diag-text-cym = tekst walijski
diag-text-dan = tekst duński
diag-text-deu = tekst niemiecki
diag-text-ekk = tekst estoński
diag-text-ell = tekst grecki
diag-text-eng = tekst angielski
diag-text-epo = tekst w esperanto
diag-text-eus = tekst baskijski
diag-text-fao = tekst farerski
diag-text-fin = tekst fiński
diag-text-fra = tekst francuski
diag-text-gla = tekst szkocki gaelicki
diag-text-gle = tekst irlandzki
diag-text-glg = tekst galicyjski
diag-text-heb = tekst hebrajski
diag-text-hrv = tekst chorwacki
diag-text-hun = tekst węgierski
diag-text-isl = tekst islandzki
diag-text-ita = tekst włoski
diag-text-kaz = tekst kazachski
diag-text-lit = tekst litewski
diag-text-lvs = tekst łotewski
diag-text-mkd = tekst macedoński
diag-text-mlt = tekst maltański
diag-text-nld = tekst niderlandzki
diag-text-nno = tekst norweski (nynorsk)
diag-text-nob = tekst norweski (bokmål)
diag-text-pes = tekst perski
diag-text-pol = tekst polski
diag-text-por = tekst portugalski
diag-text-ron = tekst rumuński
diag-text-rus = tekst rosyjski
diag-text-slk = tekst słowacki
diag-text-slv = tekst słoweński
diag-text-spa = tekst hiszpański
diag-text-srp = tekst serbski
diag-text-swe = tekst szwedzki
diag-text-tha = tekst tajski
diag-text-tur = tekst turecki
diag-text-ukr = tekst ukraiński
diag-text-vie = tekst wietnamski
diag-text-zho = tekst chiński
diag-text-jpn = tekst japoński
diag-text-kor = tekst koreański

## Formaty binarne (nazwy własne bez zmian)
diag-format-pdf = dokument PDF
diag-format-zip = archiwum ZIP
diag-format-docx = dokument Worda (.docx)
diag-format-xlsx = skoroszyt Excela (.xlsx)
diag-format-pptx = prezentacja PowerPointa (.pptx)
diag-format-open-document = plik OpenDocument
diag-format-epub = e-book EPUB
diag-format-jar = archiwum Javy (JAR)
diag-format-apk = pakiet Androida (APK)
diag-format-gzip = dane skompresowane gzip
diag-format-xz = dane skompresowane xz
diag-format-zstd = dane skompresowane Zstandard
diag-format-bzip2 = dane skompresowane bzip2
diag-format-seven-zip = archiwum 7-Zip
diag-format-rar = archiwum RAR
diag-format-lzip = dane skompresowane lzip
diag-format-lz4 = dane skompresowane LZ4
diag-format-unix-compress = dane skompresowane programem compress (.Z)
diag-format-tar = archiwum tar
diag-format-ar = archiwum ar
diag-format-deb = pakiet Debiana
diag-format-rpm = pakiet RPM
diag-format-cab = archiwum Microsoft Cabinet
diag-format-ole-compound = plik Microsoft Office 97–2003 lub MSI (OLE compound)
diag-format-png = obraz PNG
diag-format-jpeg = obraz JPEG
diag-format-gif = obraz GIF
diag-format-webp = obraz WebP
diag-format-tiff = obraz TIFF
diag-format-camera-raw = surowy obraz z aparatu (raw)
diag-format-heic = obraz HEIC
diag-format-avif = obraz AVIF
diag-format-bmp = obraz BMP
diag-format-ico = ikona Windows
diag-format-cur = kursor Windows
diag-format-icns = ikona Apple
diag-format-psd = obraz Photoshopa
diag-format-xcf = obraz GIMP-a
diag-format-jpeg2000 = obraz JPEG 2000
diag-format-jpeg-xl = obraz JPEG XL
diag-format-djvu = dokument DjVu
diag-format-eps = obraz EPS z nagłówkiem binarnym
diag-format-mp3 = dźwięk MP3
diag-format-mp4 = multimedia MP4
diag-format-quick-time = film QuickTime
diag-format-ogg = multimedia Ogg
diag-format-flac = dźwięk FLAC
diag-format-wav = dźwięk WAV
diag-format-avi = film AVI
diag-format-aiff = dźwięk AIFF
diag-format-midi = muzyka MIDI
diag-format-matroska = multimedia Matroska/WebM
diag-format-flv = film Flash
diag-format-asf = plik Windows Media
diag-format-mpeg = film MPEG
diag-format-swf = animacja Flash
diag-format-ttf = czcionka TrueType
diag-format-otf = czcionka OpenType
diag-format-ttc = kolekcja czcionek TrueType
diag-format-woff = czcionka internetowa WOFF
diag-format-woff2 = czcionka internetowa WOFF2
diag-format-elf = program lub biblioteka ELF
diag-format-pe = program lub biblioteka DLL Windows
diag-format-dos-exe = program DOS
diag-format-mach-o = program Mach-O
diag-format-java-class = plik klasy Javy
diag-format-dex = program Androida (Dalvik)
diag-format-wasm = moduł WebAssembly
diag-format-sqlite = baza danych SQLite
diag-format-hdf5 = dane HDF5
diag-format-npy = tablica NumPy
diag-format-pcap = zapis ruchu sieciowego (pcap)
diag-format-pcapng = zapis ruchu sieciowego (pcapng)
diag-format-bplist = binarna lista właściwości (plist)
diag-format-lnk = skrót Windows
diag-format-chm = skompilowana pomoc HTML
diag-format-iso9660 = obraz płyty ISO 9660
diag-format-qcow = obraz dysku QEMU
diag-format-dicom = obraz medyczny DICOM
diag-format-git-pack = plik pack Gita
diag-format-git-index = indeks Gita
diag-format-parquet = dane Parquet
diag-format-sun-audio = dźwięk Sun/NeXT
diag-format-python-bytecode = kod bajtowy Pythona
diag-format-netpbm = obraz Netpbm
diag-format-terminfo = skompilowany wpis terminfo
diag-format-llvm-bitcode = kod bitowy LLVM
diag-format-jmod = moduł Javy (JMOD)
diag-format-java-modules = obraz środowiska uruchomieniowego Javy (modules)
