//! The keyboard shortcuts: each frame's key events, in order and with their own modifiers, become
//! [`Command`]s. Its own file because the order and the modifiers of key presses are subtle
//! (fast presses, Ctrl+C arriving as a copy event) and tested on their own.

use super::*;

impl InspectorApp {
    /// The keyboard's commands of this frame, in the order the keys were pressed, each with the
    /// modifiers held when it was pressed: ten fast presses move ten bytes, and a quick Ctrl+Home
    /// is not read as Home.
    pub(super) fn shortcut_commands(&self, ctx: &egui::Context) -> Vec<Command> {
        let sc = |m: Modifiers, k: Key| KeyboardShortcut::new(m, k);
        let pressed = |s: KeyboardShortcut| ctx.input_mut(|i| i.consume_shortcut(&s));
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
            if pressed(shortcut) {
                out.push(cmd);
            }
        }
        if ctx.egui_wants_keyboard_input() {
            return out; // a text field has the other keys
        }
        // The desktop integration turns Ctrl+C (with Shift or Alt too) into `Event::Copy` (the key
        // itself never arrives), so the modifiers held say which copy; a key event still comes
        // from the test harness. Ctrl+Shift+C copies hex, Ctrl+Alt+C an escaped string.
        let copy_event = ctx.input_mut(|i| {
            let n = i.events.len();
            i.events.retain(|e| !matches!(e, egui::Event::Copy));
            (i.events.len() != n).then_some(i.modifiers)
        });
        let format_for = |m: Modifiers| {
            if m.shift {
                CopyFormat::Hex
            } else if m.alt {
                CopyFormat::Escaped
            } else {
                CopyFormat::Text
            }
        };
        if let Some(m) = copy_event {
            out.push(Command::Copy(format_for(m)));
        } else if pressed(sc(Modifiers::COMMAND | Modifiers::SHIFT, Key::C)) {
            out.push(Command::Copy(CopyFormat::Hex));
        } else if pressed(sc(Modifiers::COMMAND | Modifiers::ALT, Key::C)) {
            out.push(Command::Copy(CopyFormat::Escaped));
        } else if pressed(sc(Modifiers::COMMAND, Key::C)) {
            out.push(Command::Copy(CopyFormat::Text));
        }
        if self.doc.as_ref().is_none_or(|d| d.size() == 0) {
            return out;
        }
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
}
