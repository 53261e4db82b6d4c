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

## Counts (used inside the sentences below)
insp-n-bytes = { $n ->
    [one] { $n } byte
   *[other] { $n } bytes
}
insp-n-significant-bits = { $n ->
    [one] { $n } significant bit
   *[other] { $n } significant bits
}
insp-n-replacements = { $n } U+FFFD
insp-width-columns = { $n ->
    [one] { $n } column in a terminal
   *[other] { $n } columns in a terminal
}

## Ill-formed sequences in one sentence (the command line prints the English: keep it as it is)
insp-ascii-control = a control character
insp-never-a-lead = { $lead } never appears in UTF-8: it could only start an overlong 2-byte form of { $from }–{ $to }, which are written in one byte
insp-never-a-lead-alone = { $lead } never appears in UTF-8: it could only start an overlong 2-byte form of { $from }–{ $to }, which are written in one byte; no continuation byte follows it either
insp-err-unexpected-continuation = { $hex } is a continuation byte ({ $pattern }) with no lead byte before it to continue
insp-err-invalid-byte = { $hex } never appears in UTF-8 (not even in the old 5- and 6-byte forms)
insp-err-truncated-none = { $lead } starts a { $len }-byte sequence but no continuation byte follows (it needs { $need })
insp-err-truncated-one = { $lead } starts a { $len }-byte sequence but only 1 of its { $need } continuation bytes follows
insp-err-truncated-some = { $lead } starts a { $len }-byte sequence but only { $have } of its { $need } continuation bytes follow
insp-err-overlong-ascii = { $hex } is an overlong encoding of { $what } ({ $cp }), which must be written as { $shortest }; security: overlong forms of ASCII slip past filters that look for the plain byte (RFC 3629 §10)
insp-err-overlong-ascii-never-lead = { $hex } is an overlong encoding of { $what } ({ $cp }), which must be written as { $shortest } ({ $lead } never appears in UTF-8); security: overlong forms of ASCII slip past filters that look for the plain byte (RFC 3629 §10)
insp-err-overlong = { $hex } is an overlong encoding of { $cp }: { $have } bytes where { $need } suffice (the { $len }-byte form starts at { $start }); it must be written as { $shortest }
insp-err-surrogate = { $hex } encodes { $cp }, a UTF-16 surrogate; surrogates are not characters and may not appear in UTF-8 (a CESU-8 or WTF-8 artifact)
insp-err-out-of-range = { $hex } encodes { $value }, above U+10FFFF, the last Unicode code point
insp-err-out-of-range-never-lead = { $hex } encodes { $value }, above U+10FFFF, the last Unicode code point ({ $lead } never appears in UTF-8)
insp-err-legacy-form = { $hex } is a { $len }-byte form from RFC 2279 (value { $value }), not allowed since RFC 3629 limited UTF-8 to U+10FFFF

## Warnings: why each matters (the window's inspector, hover text and summary)
insp-warn-bom = a byte order mark (EF BB BF); UTF-8 needs none, and tools that do not expect it show "ï»¿" or fail to parse the first line
insp-warn-noncharacter = a noncharacter: a code point reserved for internal use that should not appear in interchanged text
insp-warn-c1-control = a C1 control character; in text this is usually windows-1252 punctuation (quotes, dashes, €) that was decoded as ISO-8859-1
insp-warn-bidi-control = a bidirectional formatting control; it can make text display in a different order than it is stored (Trojan Source, CVE-2021-42574)
insp-warn-invisible = an invisible character: it takes no visible space but changes comparisons, searches and identifiers; tag characters (U+E0000–E007F) can carry a whole hidden message
insp-warn-replacement-char = a real U+FFFD REPLACEMENT CHARACTER in the file: an earlier conversion already replaced bytes it could not decode, and the original data is lost
insp-warn-nul = a NUL character (U+0000); many programs treat it as the end of the text
insp-warn-private-use = a private-use character: its meaning is agreed privately (icon fonts, vendor symbols) and it shows as tofu elsewhere

## UTF-16 and UTF-32 units that are no character
insp-wide-lone-high = high surrogate { $unit } not followed by a low surrogate (DC00–DFFF): half of a pair, no character on its own
insp-wide-lone-low = low surrogate { $unit } without a high surrogate (D800–DBFF) before it: the second half of a pair, no character on its own
insp-wide-odd-length = { $bytes } left at the end: { $form } code units are { $unit } bytes, so the file was cut
insp-wide-out-of-range = { $unit } is above 10FFFF, the largest code point (the most UTF-16 can reach)
insp-wide-surrogate = { $unit } is a surrogate code point: surrogates only pair up inside UTF-16 and are never characters, in UTF-32 or UTF-8

## The inspector's explanation of an ill-formed sequence (Unicode's Table 3-7)
insp-x-unexpected-continuation = { $lead } is a continuation byte ({ $pattern }): it may only follow a lead byte inside a sequence, but here a sequence starts with it.
insp-x-invalid-byte = { $lead } can never appear in UTF-8: { $bits } would announce a { $len }-byte sequence, which no version of UTF-8 had.
insp-x-surrogate = ED must be followed by 80–9F; { $second } follows, so { $hex } would encode { $cp }, a UTF-16 surrogate: surrogates are not characters and are never encoded in UTF-8.
insp-x-out-of-range-f4 = F4 must be followed by 80–8F; { $second } follows, so { $hex } would encode { $value }, above U+10FFFF, the last code point.
insp-x-out-of-range = { $lead } never appears in UTF-8: every 4-byte form that starts with it is above U+10FFFF ({ $hex } would encode { $value }).
insp-x-legacy-form = { $lead } starts a { $len }-byte form ({ $pattern }) from RFC 2279; { $hex } would encode { $value }. RFC 3629 removed the 5- and 6-byte forms.
insp-x-then-byte = then { $byte }, which is not a continuation byte
insp-x-then-end = then the file ends
insp-x-truncated-none-of-one = { $lead } announces a { $len }-byte sequence and must be followed by 1 continuation byte (80–BF); 0 follow, { $after }.
insp-x-truncated-none = { $lead } announces a { $len }-byte sequence and must be followed by { $need } continuation bytes (80–BF); 0 follow, { $after }.
insp-x-truncated-one = { $lead } announces a { $len }-byte sequence and must be followed by { $need } continuation bytes (80–BF); 1 follows, { $after }.
insp-x-truncated-some = { $lead } announces a { $len }-byte sequence and must be followed by { $need } continuation bytes (80–BF); { $have } follow, { $after }.
insp-x-overlong-never-lead = { $lead } never appears in UTF-8: every 2-byte form that starts with it encodes a value below U+0080, which fits in one byte. { $hex } would encode { $cp } ({ $what }), which must be written as { $shortest }.
insp-x-overlong-second = { $lead } must be followed by { $range }; { $second } follows, so this is an overlong form: { $hex } would encode { $cp }, which must be written as { $shortest }.
insp-x-overlong = { $hex } is an overlong form of { $cp }, which must be written as { $shortest }.
insp-x-security = Security: an overlong ASCII character slips past a filter that looks for the plain byte; { $hex } for { $what } was used in path-traversal attacks. RFC 3629 §10 requires decoders to reject it.
insp-x-history = Legal under RFC 2279 (1998), when UCS-4 reached 0x7FFFFFFF. RFC 3629 (2003) limited UTF-8 to U+10FFFF, the range UTF-16 can reach, after ISO/IEC 10646 was aligned to it; 5- and 6-byte forms have been ill-formed since.
insp-no-block = (no block)

## The encoder's arithmetic
insp-step-binary = { $name } = { $bits } in binary ({ $significant })
insp-step-takes = { $range } takes { $bytes }: { $templates } ({ $payload } payload bits)
insp-step-fill = Fill the x's with the bits, left to right: { $filled }
insp-step-bytes = Bytes: { $hex }
insp-step-surrogate = Not encodable: U+D800–U+DFFF are UTF-16 surrogates, not characters; these bytes are ill-formed UTF-8.
insp-step-beyond = Forbidden since RFC 3629 (2003): above U+10FFFF; this is the RFC 2279 { $len }-byte form.

## UTF-16 and UTF-32: byte order and a surrogate pair's arithmetic
insp-byte-order-big = { $form }: most significant byte first, so the unit { $unit } is stored as { $hex }
insp-byte-order-little = { $form }: least significant byte first, so the unit { $unit } is stored as { $hex }
insp-byte-order-units = { $form }: { $n }-byte code units
insp-pair-high = high surrogate { $unit } − D800 = { $diff } → 10 bits { $bits }
insp-pair-low = low surrogate { $unit } − DC00 = { $diff } → 10 bits { $bits }
insp-pair-joined = joined: { $high } { $low } = { $sum }
insp-pair-plus = + 10000 (the 65,536 code points a single unit covers) = { $sum } → { $cp }
insp-one-unit = one unit: its value is the code point, { $cp }

## The inspector panel
insp-empty-file = Empty file: nothing to inspect.
insp-no-bytes = (no bytes here)
insp-offset = Offset { $hex } ({ $dec }), { $bytes }
insp-warning = Warning { $kind }: { $why }
insp-no-glyph = no glyph in the bundled fonts
insp-ill-formed = Ill-formed: { $kind }
insp-ill-formed-would-be = Ill-formed: { $kind } (would be { $cp } { $name })
insp-payload-bits = payload bits: { $bits }  →  { $value }  ({ $dec })
insp-payload-bits-so-far = payload bits so far: { $bits } (incomplete)
insp-fact-category = category
insp-fact-script = script
insp-fact-block = block
insp-fact-plane = plane
insp-fact-width = width
insp-fact-escapes = escapes
insp-width-control = control: no width
insp-would-be = Would-be value: { $value }
insp-lossy = A lossy decoder puts { $replacements } here, one per maximal subpart (Unicode ch. 3): { $parts }
insp-legacy-is = { $byte } in { $encoding } is { $cp } { $char }
insp-legacy-none = { $byte } in { $encoding } is no character
insp-legacy-offset = Offset { $hex } ({ $dec }), 1 byte: a code page maps whole bytes
insp-cjk-offset = Offset { $hex } ({ $dec }), { $bytes }: { $encoding } writes a character in 1 to { $max } bytes
insp-legacy-row = Row { $row } of { $encoding }:
insp-legacy-utf8 = In UTF-8 the same { $char } is { $hex } ({ $bytes })
insp-wide-utf8 = The same character in UTF-8: { $hex } ({ $bytes })
insp-wide-ill-formed = Ill-formed: { $why }

## The encoder
insp-enc-text = text
insp-enc-number = number (U+, 0x or decimal)
insp-enc-not-a-number = { $input } is not U+XXXX, 0xXXXX or a decimal number
insp-enc-too-large = { $value } is above 0x7FFFFFFF, the largest value any form of UTF-8 ever encoded
insp-enc-find-all = Find { $hex } in the file
insp-enc-find = Find
insp-enc-more = ({ $n } more not shown)

## The legacy comparison (ISO 8859 tab)
insp-cmp-no-bytes = No bytes here.
insp-cmp-heading = Bytes { $from }–{ $to } as each legacy encoding (∅: unmapped)
insp-src-latin1 = ISO-8859-1 proper: byte = code point (C1 controls at 80–9F)
insp-src-iso-with-c1 = { $page } with C1 controls at 80–9F ({ $iso } proper)
insp-src-vendor = vendor mapping table (CPython codec), generated into legacy_tables.rs
insp-src-whatwg = WHATWG index { $index }
insp-src-whatwg-browsers = WHATWG index { $index } (what browsers call { $label })

## What a screen reader says for the cell under the cursor, and the hover text of a UTF-16/32 unit
reading-wide-pair = { $form } surrogate pair { $units } → { $code }
reading-wide-unit = { $form } code unit { $units } = { $code }
reading-wide-error = { $form } error { $kind }: { $explanation }
reading-spoken-legacy = byte { $hex }: { $code } { $name } in { $encoding }
reading-spoken-char = { $n ->
    [one] { $code } { $name }, { $n } byte, { $hex }
   *[other] { $code } { $name }, { $n } bytes, { $hex }
}
reading-spoken-error = ill-formed { $hex }: { $message }
