//! The command line: argument parsing and output formatting only.
//!
//! Every number it prints comes from `analysis` or `codec`; nothing here classifies bytes itself, so
//! the CLI and the GUI can never disagree about a file.

pub mod check;
pub mod convert;
pub mod decode;
pub mod dump;
pub mod encode;

use clap::{Parser, Subcommand, ValueEnum};
use std::path::PathBuf;
use std::process::ExitCode;

/// Shows exactly what the bytes of a file are: a strict UTF-8 (RFC 3629) checker, an
/// encoding-aware hex dump, and a decoder/encoder that explain every error.
#[derive(Debug, Parser)]
#[command(
    name = "utf8-inspector",
    version,
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    /// File to open in the desktop viewer.
    pub file: Option<PathBuf>,
    /// Open scrolled to and selecting this byte offset (decimal or 0x…).
    #[arg(long, value_parser = parse_offset)]
    pub offset: Option<u64>,
    /// What to do; none opens the window.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Check files: one verdict line per file. Exit 0 all valid, 1 any invalid, 2 any unreadable.
    Check {
        /// How to check (flags).
        #[command(flatten)]
        options: check::CheckOptions,
        /// Files or directories (`-` reads standard input; FIFOs such as `<(cmd)` are read when
        /// named).
        #[arg(required = true)]
        paths: Vec<PathBuf>,
    },
    /// Annotated hex dump: 16 bytes a row, coloured by role, sequences joined, characters decoded.
    Dump {
        /// First byte to show (decimal or 0x…).
        #[arg(long, value_parser = parse_offset, default_value = "0")]
        offset: u64,
        /// Number of bytes to show (default: to the end).
        #[arg(long, value_parser = parse_offset)]
        length: Option<u64>,
        /// When to colour the output.
        #[arg(long, value_enum, default_value = "auto")]
        color: ColorChoice,
        /// The file (`-` reads standard input).
        file: PathBuf,
    },
    /// Write the decoded text to standard output. Strict: stop at the first error (exit 1).
    Decode {
        /// Replace each maximal ill-formed subpart by U+FFFD instead of stopping.
        #[arg(long)]
        lossy: bool,
        /// The file (`-` reads standard input).
        file: PathBuf,
    },
    /// Convert a file between UTF-8, UTF-16, UTF-32 and the legacy encodings (ISO-8859-x,
    /// windows-125x, DOS, Mac, KOI8, and Shift_JIS, EUC-JP, ISO-2022-JP, GBK, GB18030, Big5,
    /// EUC-KR) into a new file; refuses to write the input, or over an existing file without
    /// --force.
    Convert {
        /// Encoding of the input.
        #[arg(long)]
        from: String,
        /// Encoding of the output.
        #[arg(long)]
        to: String,
        /// Replace characters the target cannot write, bytes the source encoding does not map,
        /// ill-formed UTF-8 sequences and lone surrogates in UTF-16/32 with this one (else the
        /// conversion is refused).
        #[arg(long)]
        substitute: Option<char>,
        /// Write a byte order mark first (UTF-8, UTF-16LE/BE, UTF-32LE/BE; bare UTF-16 and UTF-32
        /// always write one).
        #[arg(long)]
        bom: bool,
        /// Overwrite OUT if it exists.
        #[arg(long)]
        force: bool,
        /// Rewrite a declaration the copy would contradict (HTML meta charset, XML declaration,
        /// PO header charset, coding cookies, @charset) to name the new encoding; without it such
        /// a declaration is left and reported.
        #[arg(long)]
        update_declaration: bool,
        /// Input file.
        input: PathBuf,
        /// Output file.
        output: PathBuf,
    },
    /// Undo detected mojibake ("Ã©" for "é", any number of layers), or read UTF-8's pasted
    /// legacy runs, into a new file. Exit 0 when written, 1 when there is nothing to repair
    /// (nothing written), 2 on an error.
    Fix {
        /// Overwrite OUT if it exists.
        #[arg(long)]
        force: bool,
        /// Rewrite a declaration of a legacy encoding (HTML meta charset, XML declaration, PO
        /// header charset, coding cookies, @charset) to say UTF-8; without it such a declaration
        /// is left and reported.
        #[arg(long)]
        update_declaration: bool,
        /// Input file.
        input: PathBuf,
        /// Output file.
        output: PathBuf,
    },
    /// Write the man page or a shell completion script to standard output (used by
    /// scripts/install-desktop.sh).
    #[command(hide = true)]
    Generate {
        /// `man`, or a shell: bash, zsh, fish, elvish, powershell.
        what: String,
    },
    /// Show the UTF-8 bytes and bit layout of characters or values (CHAR, text, U+XXXX or 0xXXXX).
    Encode {
        /// Characters, strings, U+XXXX or 0xXXXX (values up to 0x7FFFFFFF).
        #[arg(required = true)]
        values: Vec<String>,
    },
}

/// `--color`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    /// Colour when standard output is a terminal and NO_COLOR is unset.
    Auto,
    /// Always colour.
    Always,
    /// Never colour.
    Never,
}

pub use crate::document::parse_offset;

/// Runs a subcommand. (No subcommand opens the window: `main` decides that, so this layer does
/// not depend on the window's.)
pub fn run(command: Command) -> anyhow::Result<ExitCode> {
    match command {
        Command::Check { options, paths } => check::run(&paths, &options),
        Command::Dump {
            offset,
            length,
            color,
            file,
        } => {
            refuse_output_into_input(&file)?;
            dump::run(&file, offset, length, color)
        }
        Command::Decode { lossy, file } => {
            refuse_output_into_input(&file)?;
            decode::run(&file, lossy)
        }
        Command::Encode { values } => encode::run(&values),
        Command::Generate { what } => generate(&what),
        Command::Convert {
            from,
            to,
            substitute,
            bom,
            force,
            update_declaration,
            input,
            output,
        } => convert::run_convert(
            &from,
            &to,
            &input,
            &output,
            convert::Options {
                substitute,
                bom,
                force,
                update_declaration,
            },
        ),
        Command::Fix {
            force,
            update_declaration,
            input,
            output,
        } => convert::run_fix(&input, &output, force, update_declaration),
    }
}

/// Characters a terminal would act on or that hide in plain sight: C0 and C1 controls, DEL, bidi
/// controls, zero-width and other invisible characters, tag characters.
fn needs_escape(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061C}'
                | '\u{180E}'
                | '\u{200B}'..='\u{200F}'
                | '\u{202A}'..='\u{202E}'
                | '\u{2060}'..='\u{2064}'
                | '\u{2066}'..='\u{2069}'
                | '\u{FEFF}'
                | '\u{FFF9}'..='\u{FFFB}'
                | '\u{E0000}'..='\u{E007F}'
        )
}

fn push_escaped(out: &mut String, c: char) {
    if !needs_escape(c) {
        out.push(c);
    } else if u32::from(c) < 0x80 {
        out.push_str(&format!("\\x{:02x}", u32::from(c)));
    } else {
        out.push_str(&format!("\\u{{{:x}}}", u32::from(c)));
    }
}

/// A path as text output shows it (and JSON's `path`): what a terminal would act on escaped
/// (`\x1b`, `\u{202e}`), bytes that are not UTF-8 as `\xff`, and a backslash doubled, so that every
/// line maps back to one file and distinct names stay distinct.
pub fn escape_path(path: &std::path::Path) -> String {
    #[cfg(unix)]
    let bytes = std::os::unix::ffi::OsStrExt::as_bytes(path.as_os_str()).to_vec();
    #[cfg(not(unix))]
    let bytes = path.to_string_lossy().into_owned().into_bytes();
    let mut out = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            if c == '\\' {
                out.push_str("\\\\");
            } else {
                push_escaped(&mut out, c);
            }
        }
        for b in chunk.invalid() {
            out.push_str(&format!("\\x{b:02x}"));
        }
    }
    out
}

/// An input path as messages name it: escaped as [`escape_path`] does (`\x1b`, `\xff`), and `-`
/// as "standard input".
pub fn shown_input(path: &std::path::Path) -> String {
    if path.as_os_str() == "-" {
        "standard input".to_string()
    } else {
        escape_path(path)
    }
}

/// A message for the terminal with what it would act on escaped (a path inside it may hold ESC).
pub fn escape_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        push_escaped(&mut out, c);
    }
    out
}

/// Writes the man page (`man`) or a completion script for a shell, generated from the clap
/// definition so they never disagree with `--help`.
fn generate(what: &str) -> anyhow::Result<ExitCode> {
    use clap::CommandFactory;
    use std::io::Write;
    let mut cmd = Cli::command();
    // Made in memory, then written: clap_complete panics on a write error (a closed pipe, a full
    // disk), where the other subcommands stop quietly or say what failed.
    let mut text = Vec::new();
    if what == "man" {
        clap_mangen::Man::new(cmd).render(&mut text)?;
    } else {
        let shell: clap_complete::Shell = what.parse().map_err(|_| {
            anyhow::anyhow!(
                "generate: {what:?} is neither man nor a shell (bash, zsh, fish, elvish, powershell)"
            )
        })?;
        clap_complete::generate(shell, &mut cmd, "utf8-inspector", &mut text);
    }
    let mut out = std::io::stdout().lock();
    out.write_all(&text)
        .and_then(|()| out.flush())
        .map_err(|e| anyhow::Error::new(e).context("writing to standard output"))?;
    Ok(ExitCode::SUCCESS)
}

/// An error and its causes as one line, each cause said once: a cause whose text the message
/// already holds (an OS reason our own error already names) is not repeated.
pub fn error_message(e: &anyhow::Error) -> String {
    let mut out = e.to_string();
    for cause in e.chain().skip(1) {
        let text = cause.to_string();
        if !out.contains(crate::analysis::read::without_os_error(&text)) {
            out.push_str(": ");
            out.push_str(&text);
        }
    }
    escape_text(&out)
}

/// Is this error (or its cause) a closed pipe on standard output? Then the reader went away: stop quietly.
pub fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

/// The subcommand a missing FILE argument was most likely meant to be (`chekc` → `check`): a
/// bare word, no file of that name, within two edits of a subcommand's name. Such a word opened
/// the window on a file that does not exist (or, with no display, failed naming the build's
/// source paths).
pub fn mistyped_subcommand(path: &std::path::Path) -> Option<&'static str> {
    let word = path.to_str()?;
    if word.contains(['/', '.']) || std::fs::symlink_metadata(path).is_ok() {
        return None;
    }
    use clap::CommandFactory;
    let cli = Cli::command();
    let names: Vec<&'static str> = ["check", "dump", "decode", "encode", "convert", "fix"]
        .into_iter()
        .filter(|n| cli.find_subcommand(n).is_some())
        .chain(["generate", "help"])
        .collect();
    names
        .into_iter()
        .map(|n| (edit_distance(word, n), n))
        // (Two edits in a short word make another word: `foo` is no `fix`.)
        .filter(|&(d, _)| d <= if word.chars().count() <= 4 { 1 } else { 2 })
        .min_by_key(|&(d, _)| d)
        .map(|(_, n)| n)
}

/// Levenshtein distance between `a` and `b` (characters).
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

/// What tells that a file changed on disk: its size and modification time (`check` and
/// [`unchanged_while_read`] compare them before and after reading).
pub(crate) fn stamp(m: &std::fs::Metadata) -> (u64, Option<std::time::SystemTime>) {
    (m.len(), m.modified().ok())
}

/// Fails if the regular file `path` (as `before` saw it when it was opened) changed on disk while
/// it was read (`read`: the bytes read): its size or modification time moved, or fewer bytes came
/// than it had. A file truncated while `decode` read it ended early with exit 0, or named a false
/// "invalid UTF-8" at the cut; `convert` wrote a partial copy.
pub(crate) fn unchanged_while_read(
    path: &std::path::Path,
    before: Option<&std::fs::Metadata>,
    read: u64,
) -> anyhow::Result<()> {
    let Some(before) = before.filter(|m| m.is_file()) else {
        return Ok(());
    };
    match std::fs::metadata(path) {
        // (A size of 0 says nothing: /proc files have content and no size.)
        Ok(now) if stamp(&now) == stamp(before) && (read == before.len() || before.len() == 0) => {
            Ok(())
        }
        Ok(now) => anyhow::bail!(
            "{}: changed on disk while being read (size {} → {}, {read} bytes read); read it again",
            escape_path(path),
            before.len(),
            now.len()
        ),
        Err(_) => anyhow::bail!(
            "{}: deleted while being read ({read} bytes read)",
            escape_path(path)
        ),
    }
}

/// Refuses to run `decode`, `dump`, or `fix` and `convert` to `-`, with standard output going
/// into the file it reads (`decode f >> f`): it would read what it has just written, without
/// end, until the disk is full (as `cat` refuses, "input file is output file"), or write the
/// file it reads.
pub(crate) fn refuse_output_into_input(path: &std::path::Path) -> anyhow::Result<()> {
    use crate::analysis::save::{path_metadata, same_node, stream_metadata};
    use std::os::fd::AsFd;
    // (Only a regular file can be both: a terminal or a pipe is never the input.)
    let Some(out) = stream_metadata(std::io::stdout().as_fd()).filter(std::fs::Metadata::is_file)
    else {
        return Ok(());
    };
    if path_metadata(path).is_some_and(|i| i.is_file() && same_node(&i, &out)) {
        anyhow::bail!(
            "{}: standard output is this same file; not read (the inspector never writes the file it reads)",
            shown_input(path)
        );
    }
    Ok(())
}

/// An input named on the command line: a regular file, a FIFO (process substitution `<(cmd)`, a
/// named pipe: reading it is what the user asked for), or standard input for `-`. Devices and
/// sockets are refused (`/dev/zero` never ends).
pub(crate) fn open_input(
    path: &std::path::Path,
) -> Result<Box<dyn std::io::Read + Send>, crate::analysis::InputError> {
    open_input_with_metadata(path).map(|(r, _)| r)
}

/// [`open_input`], with the metadata it looked at (none for standard input): check compares it
/// with the file's after reading, and a folder of small files pays for one `stat` per file, not
/// two.
pub(crate) fn open_input_with_metadata(
    path: &std::path::Path,
) -> Result<(Box<dyn std::io::Read + Send>, Option<std::fs::Metadata>), crate::analysis::InputError>
{
    use std::os::unix::fs::FileTypeExt;
    if path.as_os_str() == "-" {
        return Ok((Box::new(std::io::stdin()), None));
    }
    let io_error = |source| crate::analysis::InputError::Io {
        path: path.to_path_buf(),
        source,
    };
    let meta = std::fs::metadata(path).map_err(io_error)?;
    if !meta.file_type().is_fifo() {
        crate::analysis::read::refuse_irregular(path, &meta)?;
    }
    let file = std::fs::File::open(path).map_err(io_error)?;
    Ok((Box::new(file), Some(meta)))
}
