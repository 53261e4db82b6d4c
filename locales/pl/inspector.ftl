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
kind-noncharacter = niebędący znakiem
kind-c1-control = znak sterujący C1
kind-bidi-control = sterowanie kierunkiem
kind-invisible = znak niewidoczny
kind-replacement-char = znak zastępczy
kind-nul = NUL
kind-private-use = obszar prywatny
kind-any-error = każdy błąd
