//! The desktop viewer (egui). Panels read the document and return [`command::Command`]s; `app`
//! applies them in one place.
//! All logic worth testing lives below this layer, in `document`, `analysis` and `codec`.

pub mod app;
pub mod banner;
pub mod command;
pub mod compare;
pub mod diagnosis;
pub mod encoder;
pub mod error_list;
pub mod fonts;
pub mod hex_view;
pub mod inspector;
pub mod legend;
pub mod status_bar;
pub mod summary;
pub mod theme;

pub use app::InspectorApp;

use crate::i18n::Lang;

/// The window's language, for panels that draw words (set by the app at the start of each
/// frame, so a switch shows everywhere in the next one).
pub fn lang(ctx: &egui::Context) -> Lang {
    ctx.data(|d| d.get_temp(lang_id())).unwrap_or_default()
}

/// Sets the language [`lang`] returns.
pub fn set_lang(ctx: &egui::Context, lang: Lang) {
    ctx.data_mut(|d| d.insert_temp(lang_id(), lang));
}

fn lang_id() -> egui::Id {
    egui::Id::unique("utf8-inspector-language")
}
use std::path::PathBuf;

/// An error of the windowing libraries without the place in their source they name (`os error
/// at /root/.cargo/registry/src/…/winit-0.30.13/src/…/mod.rs:765: neither WAYLAND_DISPLAY nor
/// DISPLAY is set`): the build machine's paths say nothing to the user.
fn without_source_location(reason: &str) -> String {
    let Some(at) = reason.find(" at /") else {
        return reason.to_string();
    };
    let rest = &reason[at + 4..];
    // The path ends at `.rs:LINE:` (a line number, then the message).
    match rest.find(".rs:").and_then(|i| {
        let after = &rest[i + 4..];
        let digits = after.chars().take_while(char::is_ascii_digit).count();
        after[digits..].strip_prefix(':').map(str::trim_start)
    }) {
        Some(message) => format!("{}: {message}", &reason[..at]),
        None => reason.to_string(),
    }
}

/// SIGTERM, SIGINT and SIGHUP (a logout, `kill`, Ctrl+C in the terminal that started it) close the
/// window as its close button does, so what it remembers (the language, the recent files, the
/// panel) is saved: killed, it lost what changed since the last save, up to 30 seconds. A
/// second signal while closing ends the program at once, as the first used to.
fn close_on_signals(ctx: &egui::Context) {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP]) else {
        return; // no handler: the signals keep their default effect
    };
    let ctx = ctx.clone();
    let spawned = std::thread::Builder::new()
        .name("signals".into())
        .spawn(move || {
            let mut asked = false;
            for signal in signals.forever() {
                if asked {
                    let _ = signal_hook::low_level::emulate_default_handler(signal);
                    std::process::exit(128 + signal);
                }
                asked = true;
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
                ctx.request_repaint();
            }
        });
    drop(spawned);
}

/// Opens the window (blocks until it closes).
pub fn run(file: Option<PathBuf>, offset: Option<u64>) -> anyhow::Result<()> {
    // The window handles the interrupting signals (it closes); saves leave theirs to it.
    crate::analysis::save::signals_handled_by_caller();
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("utf8-inspector")
            .with_inner_size([1280.0, 800.0])
            .with_drag_and_drop(true),
        ..Default::default()
    };
    let ran = eframe::run_native(
        "utf8-inspector",
        options,
        Box::new(move |cc| {
            close_on_signals(&cc.egui_ctx);
            Ok(Box::new(InspectorApp::new(cc, file, offset)))
        }),
    );
    // A save still being written when the window closed (by its button or a signal) is
    // abandoned: its temporary copy goes, the target is never half written.
    crate::analysis::save::remove_pending();
    ran.map_err(|e| {
        let reason = without_source_location(&e.to_string());
        anyhow::anyhow!(crate::tr!(
            Lang::from_system(),
            "window-could-not-open",
            reason = reason
        ))
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_window_error_leaves_out_the_build_machines_paths() {
        let winit = "winit EventLoopError: os error at /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/winit-0.30.13/src/platform_impl/linux/mod.rs:765: neither WAYLAND_DISPLAY nor WAYLAND_SOCKET nor DISPLAY is set.";
        assert_eq!(
            super::without_source_location(winit),
            "winit EventLoopError: os error: neither WAYLAND_DISPLAY nor WAYLAND_SOCKET nor DISPLAY is set."
        );
        assert_eq!(super::without_source_location("no display"), "no display");
    }
}
