//! The `utf8-inspector` binary: parses the command line, then hands a subcommand to
//! `utf8_inspector::cli` and no subcommand (a file or nothing) to the window, `utf8_inspector::ui`.

use clap::Parser;
use std::path::PathBuf;
use std::process::ExitCode;
use utf8_inspector::cli::{self, Cli, error_message, is_broken_pipe};

fn main() -> ExitCode {
    let args = match Cli::try_parse() {
        Ok(args) => args,
        Err(e) => return parse_error(&e),
    };
    let result = match args.command {
        Some(command) => cli::run(command),
        None => match args
            .file
            .as_deref()
            .and_then(|f| cli::mistyped_subcommand(f).map(|meant| (f, meant)))
        {
            Some((file, meant)) => Err(anyhow::anyhow!(
                "{}: no such file; did you mean the subcommand `{meant}`? (`utf8-inspector --help` lists them)",
                cli::escape_path(file)
            )),
            None => window(args.file, args.offset),
        },
    };
    match result {
        Ok(code) => code,
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("utf8-inspector: {}", error_message(&e));
            ExitCode::from(2)
        }
    }
}

/// `--help`, `--version` or a usage error, printed as clap prints them, but a failed write said
/// (clap's own exit ignored it: `--help > /dev/full` ended 0 with nothing written) and a closed
/// pipe (`--help | head`) ended quietly.
fn parse_error(e: &clap::Error) -> ExitCode {
    use std::io::{IsTerminal, Write};
    // Coloured on a terminal only, as clap does.
    let terminal = if e.use_stderr() {
        std::io::stderr().is_terminal()
    } else {
        std::io::stdout().is_terminal()
    };
    let styled = e.render();
    let text = if terminal && std::env::var_os("NO_COLOR").is_none() {
        styled.ansi().to_string()
    } else {
        styled.to_string()
    };
    let wrote = if e.use_stderr() {
        std::io::stderr().write_all(text.as_bytes())
    } else {
        let mut out = std::io::stdout().lock();
        out.write_all(text.as_bytes()).and_then(|()| out.flush())
    };
    match wrote {
        Err(w) if w.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(w) => {
            eprintln!("utf8-inspector: writing the help: {w}");
            ExitCode::from(2)
        }
        Ok(()) => ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2)),
    }
}

/// The desktop viewer on `file` (or empty), selecting the byte at `offset`.
#[cfg(feature = "gui")]
fn window(file: Option<PathBuf>, offset: Option<u64>) -> anyhow::Result<ExitCode> {
    utf8_inspector::ui::run(file, offset)?;
    Ok(ExitCode::SUCCESS)
}

/// Built without the window (feature "gui"): only the subcommands exist.
#[cfg(not(feature = "gui"))]
fn window(file: Option<PathBuf>, offset: Option<u64>) -> anyhow::Result<ExitCode> {
    let _ = (file, offset);
    eprintln!(
        "utf8-inspector: built without the window (feature \"gui\"); use check, dump, decode or encode"
    );
    Ok(ExitCode::from(2))
}
