//! One command path: every menu item, shortcut, panel button, banner button, click in the hex
//! view, edit of a window's text field, and every result of background work becomes a
//! [`Command`], and `InspectorApp::apply` is the one place that changes the window's state for it.
//!
//! Why: when each panel changed the state in its own way, the same action behaved differently
//! depending on where it came from (a jump from the Summary did not scroll like F8, a fast key press
//! was lost, a save was started but never watched). Now the panels only describe what the user
//! asked for, in the order it happened; `apply` does it, scrolls the cursor into view after any
//! move, and is tested without drawing a frame.

use super::app::SideTab;
use super::diagnosis::SaveRequest;
use super::hex_view::CopyFormat;
use crate::codec::{ErrorKind, WarningKind};
use crate::document::{Motion, Reading};
use std::path::PathBuf;

/// Something the user asked the window for.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Show the file dialog (Ctrl+O).
    OpenDialog,
    /// Open this file.
    Open(PathBuf),
    /// Show the "Open a file" window (File ▸ Open path…; Ctrl+O where no file dialog can
    /// open), with why the system dialog is not used, if it is not.
    OpenPathPrompt(Option<crate::i18n::Text>),
    /// The "Open a file" window's path, as edited.
    OpenPathText(String),
    /// Complete the typed path's last part (Tab).
    OpenPathComplete,
    /// Open the typed path (Enter); a folder is entered instead.
    OpenTyped,
    /// Close the "Open a file" window.
    CloseOpenPath,
    /// Open a classroom example (index into `examples::EXAMPLES`).
    OpenExample(usize),
    /// Open bytes from memory under a name (tests; the examples).
    OpenBytes(String, Vec<u8>),
    /// Read the open file again from disk.
    Reload,
    /// Ask for an offset (Ctrl+G).
    GotoPrompt,
    /// The Go to window's text, as edited.
    GotoText(String),
    /// The Go to window's offset was refused: why.
    GotoInvalid(crate::i18n::Text),
    /// Close the Go to window.
    CloseGoto,
    /// Select the sequence at this offset and scroll to it.
    Goto(u64),
    /// Open the find bar and put the cursor in it (Ctrl+F).
    Find,
    /// The find bar's query, as edited.
    FindQuery(String),
    /// The find bar's query is hex bytes (or text).
    FindHex(bool),
    /// The find bar's field took the keyboard (as `Find` asked).
    FindFocused,
    /// Search on from the selection (Enter, Next / Previous).
    FindNext {
        /// Towards the end of the file?
        forward: bool,
    },
    /// Search for these bytes (the encoder's "find in file").
    FindBytes(Vec<u8>),
    /// Close the find bar.
    CloseFind,
    /// The next or previous error (F8, Shift+F8), of one kind or (None) any the error list shows.
    NextError {
        /// Towards the end of the file?
        forward: bool,
        /// Only this kind.
        kind: Option<ErrorKind>,
    },
    /// The next warning of a kind (the Summary's buttons).
    NextWarning(WarningKind),
    /// Copy the selection (Ctrl+C, the context menu).
    Copy(CopyFormat),
    /// The view as drawn this frame: rows that fit, bytes per row, the scroll position after the
    /// wheel or the scroll bar, the geometry. Applied before the frame's other commands, which
    /// build on it (a key move pages by the rows that fit).
    ViewDrawn(Box<super::hex_view::HexViewState>),
    /// Show this row at the top of the view (clamped when the view is drawn).
    ScrollTo(u64),
    /// Select the whole sequence holding this byte (a click).
    Select(u64),
    /// Extend the selection to the sequence holding this byte (a drag, Shift+click).
    Extend(u64),
    /// Put the cursor on one byte (a click in a single-byte reading).
    SelectByte(u64),
    /// Select bytes `start..end` (the error list, the Diagnosis tab) and scroll to them.
    SelectRange(u64, u64),
    /// Move the cursor by the keyboard, extending the selection with Shift.
    Move {
        /// Where to.
        motion: Motion,
        /// Shift held: extend the selection.
        extend: bool,
    },
    /// Step to the next or previous whole sequence (Ctrl+→, Ctrl+←).
    StepSequence {
        /// Towards the end of the file?
        forward: bool,
    },
    /// Read the characters column as UTF-8, UTF-16/32 units or a legacy encoding.
    SetReading(Reading),
    /// Bytes per row: 0 for Auto, else 8, 16 or 32.
    BytesPerRow(u64),
    /// Ctrl+plus.
    ZoomIn,
    /// Ctrl+minus.
    ZoomOut,
    /// Ctrl+0.
    ZoomReset,
    /// Presentation mode on or off (F11).
    Presentation(bool),
    /// Dark theme on or off.
    Dark(bool),
    /// The window's language (`None`: the system locale's).
    Language(Option<crate::i18n::Lang>),
    /// The side panel shown or hidden.
    SidePanel(bool),
    /// Open or close the side panel where it is a drawer (a small window).
    Drawer(bool),
    /// Show this tab of the side panel.
    Tab(SideTab),
    /// Save a copy (the Diagnosis tab, the banner).
    Save(SaveRequest),
    /// The Save window's path and overwrite check box, as edited.
    EditSave {
        /// Where to write.
        path: String,
        /// Replace an existing file of that name.
        overwrite: bool,
    },
    /// The Save window's "Save" (to its path) or "Choose in a dialog…" (`dialog`).
    ConfirmSave {
        /// Ask a file dialog for the path.
        dialog: bool,
    },
    /// The Save window's "Cancel".
    CancelSave,
    /// The error list's kind filter (also used by F8 / Shift+F8).
    ErrorFilter(Option<ErrorKind>),
    /// The encoder's input, as edited.
    EditEncoder(super::encoder::EncoderState),
    /// The Diagnosis tab's "Save as" choices, as edited.
    EditDiagnosis(super::diagnosis::DiagnosisState),
    /// Stop the whole-file scan.
    CancelScan,
    /// Dismiss the message line.
    DismissMessage,
    /// Take in the document's background results (scan, diagnosis, UTF-16/32 scan) and, once a
    /// second, check the file on disk (every frame, before drawing).
    TakeInDocument,
    /// The file dialog closed: the chosen file, none, or why there was no dialog.
    DialogFinished(Result<Option<PathBuf>, String>),
    /// The save worker finished: what was saved, or why nothing was.
    SaveFinished(Result<crate::i18n::Text, crate::i18n::Text>),
    /// A search finished.
    FindFinished(crate::document::FindResult),
}

impl Command {
    /// The command for a diagnosis banner's button.
    pub fn from_banner(a: &crate::analysis::diagnosis::BannerAction) -> Command {
        use crate::analysis::diagnosis::{BannerAction, Encoding};
        match *a {
            BannerAction::Details => Command::Tab(SideTab::Diagnosis),
            BannerAction::ViewAs(enc) => Command::SetReading(match enc {
                Encoding::Legacy(l) => Reading::Legacy(l.index()),
                Encoding::Cjk(id) => Reading::Cjk(id),
                Encoding::Wide(form) => Reading::Wide(form),
                _ => Reading::Utf8,
            }),
            BannerAction::SaveAsUtf8(enc) => Command::Save(SaveRequest::Utf8From(enc)),
            BannerAction::NextError => Command::NextError {
                forward: true,
                kind: None,
            },
            BannerAction::NextWarning(kind) => Command::NextWarning(kind),
        }
    }
}
