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
