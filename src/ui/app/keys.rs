//! The keyboard shortcuts: each frame's key events, in order and with their own modifiers, become
//! [`Command`]s. Its own file because the order and the modifiers of key presses are subtle
//! (fast presses, Ctrl+C arriving as a copy event) and tested on their own.

use super::*;

impl InspectorApp {
    /// The keyboard's commands of this frame, in the order the keys were pressed, each with the
    /// modifiers held when it was pressed: ten fast presses move ten bytes, and a quick Ctrl+Home
    /// is not read as Home.
    pub(super) fn shortcut_commands(&self, ctx: &egui::Context) -> Vec<Command> {
        let mut out = self.global_shortcuts(ctx);
        // A widget other than the view has the other keys (a text field its letters, a button
        // the arrows that move the focus on); the view focused by Tab or a click, or nothing
        // focused, gives them to the cursor.
        let focused = ctx.memory(egui::Memory::focused);
        if focused.is_some_and(|id| id != crate::ui::hex_view::view_id()) {
            return out;
        }
        out.extend(copy_command(ctx));
        if self.doc.as_ref().is_none_or(|d| d.size() == 0) {
            return out;
        }
        out.extend(cursor_commands(ctx));
        out
    }

    /// The shortcuts that work even while a text field has the keyboard (Ctrl+O, Ctrl+G, Ctrl+F,
    /// zoom, F11, F8).
    fn global_shortcuts(&self, ctx: &egui::Context) -> Vec<Command> {
        let sc = |m: Modifiers, k: Key| KeyboardShortcut::new(m, k);
        let mut out = Vec::new();
        for (shortcut, cmd) in [
            (sc(Modifiers::COMMAND, Key::O), Command::OpenDialog),
            (sc(Modifiers::COMMAND, Key::G), Command::GotoPrompt),
            (sc(Modifiers::COMMAND, Key::F), Command::Find),
            (sc(Modifiers::COMMAND, Key::Plus), Command::ZoomIn),
            (sc(Modifiers::COMMAND, Key::Equals), Command::ZoomIn),
            (sc(Modifiers::COMMAND, Key::Minus), Command::ZoomOut),
            (sc(Modifiers::COMMAND, Key::Num0), Command::ZoomReset),
            (
                sc(Modifiers::NONE, Key::F11),
                Command::Presentation(!self.settings.presentation),
            ),
            (
                sc(Modifiers::SHIFT, Key::F8),
                Command::NextError {
                    forward: false,
                    kind: None,
                },
            ),
            (
                sc(Modifiers::NONE, Key::F8),
                Command::NextError {
                    forward: true,
                    kind: None,
                },
            ),
        ] {
            if ctx.input_mut(|i| i.consume_shortcut(&shortcut)) {
                out.push(cmd);
            }
        }
        out
    }
}

/// The desktop integration turns Ctrl+C (with Shift or Alt too) into `Event::Copy` (the key itself
/// never arrives), so the modifiers held say which copy; a key event still comes from the test
/// harness. Ctrl+Shift+C copies hex, Ctrl+Alt+C an escaped string.
fn copy_command(ctx: &egui::Context) -> Option<Command> {
    let sc = |m: Modifiers, k: Key| KeyboardShortcut::new(m, k);
    let pressed = |s: KeyboardShortcut| ctx.input_mut(|i| i.consume_shortcut(&s));
    let copy_event = ctx.input_mut(|i| {
        let n = i.events.len();
        i.events.retain(|e| !matches!(e, egui::Event::Copy));
        (i.events.len() != n).then_some(i.modifiers)
    });
    let format = if let Some(m) = copy_event {
        if m.shift {
            CopyFormat::Hex
        } else if m.alt {
            CopyFormat::Escaped
        } else {
            CopyFormat::Text
        }
    } else if pressed(sc(Modifiers::COMMAND | Modifiers::SHIFT, Key::C)) {
        CopyFormat::Hex
    } else if pressed(sc(Modifiers::COMMAND | Modifiers::ALT, Key::C)) {
        CopyFormat::Escaped
    } else if pressed(sc(Modifiers::COMMAND, Key::C)) {
        CopyFormat::Text
    } else {
        return None;
    };
    Some(Command::Copy(format))
}

/// Arrows, Page Up/Down, Home and End (Ctrl: the file's ends, or whole sequences sideways), each
/// press with its own modifiers; Shift extends the selection.
fn cursor_commands(ctx: &egui::Context) -> Vec<Command> {
    let keys: Vec<(Key, Modifiers)> = ctx.input(|i| {
        i.events
            .iter()
            .filter_map(|e| match e {
                egui::Event::Key {
                    key,
                    pressed: true,
                    modifiers,
                    ..
                } => Some((*key, *modifiers)),
                _ => None,
            })
            .collect()
    });
    let mut out = Vec::new();
    for (key, m) in keys {
        let ctrl = m.command;
        let motion = match key {
            Key::ArrowRight | Key::ArrowLeft if ctrl => {
                out.push(Command::StepSequence {
                    forward: key == Key::ArrowRight,
                });
                continue;
            }
            Key::ArrowRight => Motion::Right,
            Key::ArrowLeft => Motion::Left,
            Key::ArrowDown => Motion::Down,
            Key::ArrowUp => Motion::Up,
            Key::PageDown => Motion::PageDown,
            Key::PageUp => Motion::PageUp,
            Key::Home if ctrl => Motion::FileStart,
            Key::End if ctrl => Motion::FileEnd,
            Key::Home => Motion::RowStart,
            Key::End => Motion::RowEnd,
            _ => continue,
        };
        out.push(Command::Move {
            motion,
            extend: m.shift,
        });
    }
    out
}
