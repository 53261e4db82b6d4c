# Fehler- und Warnungsarten, dann die Erklärungen des Inspektors.

## Kinds
kind-unexpected-continuation = unerwartetes Folgebyte
kind-invalid-byte = ungültiges Byte
kind-truncated = unvollständige Folge
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
