//! The `utf8-inspector` binary: parses the command line and hands over to `utf8_inspector::cli`.

use clap::Parser;
use std::process::ExitCode;
use utf8_inspector::cli::{Cli, error_message, is_broken_pipe, run};

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(code) => code,
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("utf8-inspector: {}", error_message(&e));
            ExitCode::from(2)
        }
    }
}
