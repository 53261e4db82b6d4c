# Error and warning kinds, then the inspector's explanations.

## Kinds
kind-unexpected-continuation = unexpected-continuation
kind-invalid-byte = invalid-byte
kind-truncated = truncated
kind-overlong = overlong
kind-surrogate = surrogate
kind-out-of-range = out-of-range
kind-legacy-form = legacy-form
kind-bom = bom
kind-noncharacter = noncharacter
kind-c1-control = c1-control
kind-bidi-control = bidi-control
kind-invisible = invisible
kind-replacement-char = replacement-char
kind-nul = nul
kind-private-use = private-use
kind-any-error = any error
