# The window's chrome: menus, tabs, buttons, the status line, the legend, dialogs and messages.

## Menus
menu-file = File
menu-examples = Examples
menu-go = Go
menu-view = View
menu-open = Open… (Ctrl+O)
menu-open-path = Open path… (type it)
menu-open-recent = Open recent
menu-recent-none = (none yet)
menu-reload = Reload
menu-quit = Quit
menu-view-as = View characters as
menu-language = Language
menu-language-system = System language ({ $language })
menu-dark = Dark theme
menu-side-panel = Side panel (inspector, errors, encoder)
menu-presentation = Presentation mode (F11)
menu-zoom-in = Zoom in (Ctrl+plus)
menu-zoom-out = Zoom out (Ctrl+minus)
menu-zoom-reset = Actual size (Ctrl+0)
menu-row-auto = Auto: as many bytes per row as fit (now { $now })
menu-row-fixed = { $n ->
    [one] { $n } byte per row
   *[other] { $n } bytes per row
}
menu-row-does-not-fit = ({ $chosen } do not fit the window: { $shown } shown)
menu-no-file = (no file open)
menu-wide-units = UTF-16 / UTF-32 (code units)
menu-wide-units-tip = Group the bytes into code units: 2-byte units, a surrogate pair as one 4-byte unit, 4-byte units for UTF-32
menu-goto = Go to offset… (Ctrl+G)
menu-next-error = Next error (F8)
menu-previous-error = Previous error (Shift+F8)
menu-find = Find… (Ctrl+F)

## Tabs of the side panel (short: the tab row must fit at 800×600)
window-tab-inspector = Inspector
window-tab-summary = Summary
window-tab-errors = Errors
window-tab-encoder = Encoder
window-tab-legacy = ISO 8859
window-tab-diagnosis = Diagnosis

## Common buttons
window-ok = OK
window-close = Close
window-cancel = Cancel

## The central panel and the line above the view
window-welcome = Open a file (Ctrl+O or File ▸ Open) to see its bytes, its UTF-8 sequences and every error explained.
window-cannot-open = Cannot open { $reason }
window-no-file = No file open.
window-example-name = example: { $name } — { $description }
window-read-as-utf8 = characters read as UTF-8
window-read-as-utf16 = characters read as { $encoding } code units ({ $unit }-byte units, a surrogate pair boxed as one)
window-read-as-utf32 = characters read as { $encoding } code units ({ $unit }-byte units)
window-read-as-legacy = characters read as { $encoding }, one byte each
window-read-as-cjk = characters read as { $encoding }, 1 to { $max } bytes each
window-back-to-utf8 = Back to UTF-8
window-empty-file = empty file (0 bytes)
window-could-not-open = could not open a window: { $reason } (the subcommands check, dump, decode, encode, convert and fix work without one)

## The file on disk changed
window-disk-truncated = The file was truncated on disk: { $old } → { $new } bytes.
window-disk-grew = The file grew on disk: { $old } → { $new } bytes.
window-disk-modified = The file was modified on disk.
window-disk-replaced = The file was replaced on disk by another file.
window-disk-deleted = The file was deleted on disk; the view shows what is still readable.

## The status line and the legend
window-status-no-file = No file open. Ctrl+O opens one; or drop a file on the window.
window-hide-panels = Hide panels
window-show-panels = Show panels
window-status-offset = Offset { $hex } ({ $offset })
window-status-selection = { $n ->
    [one] Selection { $n } byte
   *[other] Selection { $n } bytes
}
window-status-size = { $n ->
    [one] Size { $n } byte
   *[other] Size { $n } bytes
}
window-cancel-scan = Cancel scan
window-status-scan-cancelled = scan cancelled at byte { $byte }
window-status-scan-failed = scan failed: { $reason }
window-status-selected = Selected: { $description }
window-selected-chars = { $n ->
    [one] { $n } character
   *[other] { $n } characters
}
window-selected-multi-byte = { $n } multi-byte
window-selected-pairs = { $n ->
    [one] { $n } surrogate pair
   *[other] { $n } surrogate pairs
}
window-selected-errors = { $n ->
    [one] { $n } error
   *[other] { $n } errors
}
window-selected-partly = in the first { $n } bytes: { $what }
window-legend = Legend:
window-legend-ascii = ASCII
window-legend-control = control (dotted underline)
window-legend-lead2 = 2-byte lead (corner mark)
window-legend-continuation = continuation (boxed with its lead)
window-legend-lead3 = 3-byte lead
window-legend-lead4 = 4-byte lead
window-legend-warning = warning (wavy underline)
window-legend-error = error (hatched, × in text)
window-legend-every-error = every error kind is hatched
window-legend-legacy-ascii = ASCII (the same in every encoding here)
window-legend-legacy-char = a character of { $encoding }: one byte each
window-legend-cjk-char = a character of { $encoding }: 1 to { $max } bytes, boxed together
window-legend-unmapped = a byte { $encoding } maps to nothing (hatched)
window-legend-wide-unit = a { $encoding } code unit (its bytes boxed together)
window-legend-wide-pair = a surrogate pair: one character in two units
window-legend-wide-error = an ill-formed unit (hatched)

## The hex view: hover text, descriptions, context menu
window-hover-offset =
    offset { $hex } ({ $offset })
    { $description }
window-no-glyph = (no glyph)
window-cell-char = { $code } { $glyph } { $name }  ({ $len }-byte sequence { $hex })
window-cell-warning = warning { $kind }: { $explanation }
window-cell-error =
    error { $kind }: { $message }
    a lossy decoder puts { $fffd } U+FFFD here
window-copy-text = Copy as text (Ctrl+C)
window-copy-hex = Copy as hex (Ctrl+Shift+C)
window-copy-escaped = Copy as escaped string (Ctrl+Alt+C)

## Messages (the line under the menus)
window-no-further-error = No further error.
window-no-earlier-error = No earlier error.
window-no-error-further-looked = No error further on (looked up to byte { $byte }).
window-no-error-earlier-looked = No error earlier (looked back to byte { $byte }).
window-no-wide-error-further = No { $reading } error further on (looked up to byte { $byte }).
window-no-wide-error-earlier = No { $reading } error earlier (looked up to byte { $byte }).
window-no-warning = No listed { $kind } warning.
window-goto-empty = The file is empty: there is no byte to go to.
window-goto-past-end = { $size ->
    [one] Offset { $offset } is past the end ({ $size } byte); went to the last byte.
   *[other] Offset { $offset } is past the end ({ $size } bytes); went to the last byte.
}
window-copy-too-large = The selection is { $n } bytes; copying is limited to { $limit }.
window-copy-empty = The file is empty: there is nothing to copy.
window-copied-hex-cut = { $n ->
    [one] Copied the { $n } byte selected ({ $from }–{ $to }) as hex; it cuts a sequence, which runs { $start }–{ $end }.
   *[other] Copied the { $n } bytes selected ({ $from }–{ $to }) as hex; they cut a sequence, which runs { $start }–{ $end }.
}
window-copied-whole-sequences = { $n ->
    [one] The selection cuts a sequence: copied the whole sequences, { $n } byte ({ $start }–{ $end }).
   *[other] The selection cuts a sequence: copied the whole sequences, { $n } bytes ({ $start }–{ $end }).
}
window-wide-marks-incomplete = The { $reading } error marks are incomplete: { $reason }
window-reason = { $reason }

## Find (Ctrl+F)
window-find-label = Find:
window-find-hint = text, or hex bytes like c3 a9
window-find-hex = Hex bytes
window-find-next = Next
window-find-previous = Previous
window-find-searching = Searching…
window-find-empty = Type something to find.
window-find-no-encoding = no such encoding (#{ $index })
window-find-unwritable = { $char } cannot be written in { $encoding }
window-find-odd-hex = an odd number of hex digits
window-find-not-hex = { $digits } is not a hex byte
window-found = Found at { $hex } ({ $offset }).
window-found-wrapped = Found at { $hex } ({ $offset }), after wrapping around.
window-find-from-start = Reached the end; searching from the start…
window-find-from-end = Reached the start; searching from the end…
window-not-found = Not found.
window-find-failed = Search failed: { $reason }

## Go to offset (Ctrl+G)
window-goto-title = Go to offset
window-goto-prompt = Byte offset, decimal or 0x…:
window-goto-go = Go
window-goto-invalid = { $text } is not a byte offset (decimal, or hexadecimal with 0x)

## Open a file by its path
window-open-dialog-title = Open a file to inspect
window-open-title = Open a file
window-open-prompt = Path (Tab completes folder names, Enter opens):
window-open-relative = A relative path is taken from { $folder }
window-open-button = Open
window-open-complete = Complete (Tab)
window-open-recent-folders = Recent folders:
window-open-type-first = Type a path first.
window-open-not-there = { $path } does not exist.
window-no-dialog-here = The system file dialog is not used: there is no D-Bus session bus for the desktop portal and no zenity on PATH. Type a path instead.
window-dialog-did-not-open = The system file dialog did not open (no desktop portal answered and zenity did not run). Type a path instead.
window-no-dialog = No file dialog ({ $reason }). Type a path instead.

## Saving a new file
window-save-title = Save a new file
window-save-note = The copy is written to a new file; the open file is never changed.
window-save-hint = path of the new file
window-save-overwrite = Overwrite it if it exists
window-save-button = Save
window-save-dialog = Choose in a dialog…
window-save-type-name = Type the new file's name.
window-save-no-folder = The folder { $folder } does not exist.
window-save-is-source = { $name } is the file open here: the inspector never writes the file it reads. Choose another name.
window-save-exists = { $name } already exists in { $folder }.
window-save-new-file = New file { $name } in { $folder }
window-save-running = A save is still running.
window-saving = Saving…
window-save-cancelled = Save cancelled.
window-saved = { $n ->
    [one] Saved { $path } ({ $n } byte, { $done }).
   *[other] Saved { $path } ({ $n } bytes, { $done }).
}
window-not-saved = Not saved: { $reason }
window-save-substitute-helps = { $reason }; to replace them, use “{ diag-label-save-as-encoding }” on the { window-tab-diagnosis } tab with “{ diag-label-substitute }” ticked
window-save-no-target = no file was chosen (or no file dialog is available on this desktop: type the path in the Save window instead)
window-save-read-failed = cannot read the file: { $reason }

## The error list
window-errors-count = { $n ->
    [one] { $n } error sequence, { $fffd } U+FFFD
   *[other] { $n } error sequences, { $fffd } U+FFFD
}
window-errors-f8 = F8 goes to
window-errors-kind-count = { $kind } ({ $n })
window-errors-not-listed = { $n } more not listed
window-errors-line = line { $line }, column { $column }: { $message }

## The summary
window-summary-scanning = scanning: counts so far ({ $percent }%)
window-summary-cancelled = Scan cancelled at byte { $byte }: counts cover the bytes before it.
window-summary-failed = Scan failed: { $reason }
window-summary-wide = Read as { $form } code units: the counts of that reading.
window-summary-reading = Read as { $encoding }: the counts of that reading.
window-summary-unreadable = unreadable bytes
window-summary-next-unreadable = { $n ->
        [one] { $n } unreadable byte  ▸ next
       *[other] { $n } unreadable bytes  ▸ next
    }
window-summary-characters = characters
window-summary-ascii = ASCII (1 byte)
window-summary-length = { $n }-byte
window-summary-bom-yes = yes (EF BB BF at 0)
window-summary-no = no
window-summary-lines = lines
window-summary-line-endings = line endings
window-summary-none = none
window-summary-mixed = mixed: { $endings }
window-summary-errors = { $n ->
    [one] Errors: { $n } sequence, { $fffd } U+FFFD
   *[other] Errors: { $n } sequences, { $fffd } U+FFFD
}
window-summary-next = { $n } { $kind }  ▸ next
window-summary-warnings = Warnings
