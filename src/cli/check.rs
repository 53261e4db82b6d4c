//! `check`: one verdict per file, as text or JSON lines.

use super::{escape_path, escape_text, open_input_with_metadata};
use crate::analysis::diagnosis::declared::Declaration;
use crate::analysis::diagnosis::{
    BinaryReason, Diagnosis, Encoding, Finding, LangId, SAMPLE, Verdict, binary_reason,
    diagnose_for_validity, diagnose_with_form, look_beyond, wide_form,
};
use crate::analysis::editorconfig::EditorConfigs;
use crate::analysis::read::{READ_BLOCK, scan_reader_in_blocks};
use crate::analysis::wording;
use crate::analysis::{InputError, ScanOptions, Stats};
use crate::codec::{ErrorKind, WarningKind, WideScanner, WideStats};
use crate::i18n::Lang;
use anyhow::Context;
use serde::Serialize;
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The outcome for one path.
enum Outcome {
    Scanned {
        path: PathBuf,
        /// Named on the command line (not met in a folder's walk).
        named: bool,
        /// Not text, and why (with or without the diagnosis).
        binary: Option<BinaryReason>,
        stats: Box<Stats>,
        /// `None` with `--no-diagnosis` (a file that is not UTF-16/32).
        diagnosis: Option<Box<Diagnosis>>,
        /// The whole-file counts in UTF-16 or UTF-32, when the file is in one.
        wide: Option<Box<WideStats>>,
    },
    Failed {
        path: PathBuf,
        error: String,
    },
}

/// How `check` runs: its command-line options (flattened into `Command::Check`).
#[derive(Clone, Debug, Default, clap::Args)]
pub struct CheckOptions {
    /// One JSON object per line per file.
    #[arg(long)]
    pub json: bool,
    /// Descend into directories (files checked in parallel, results in name order).
    #[arg(short, long)]
    pub recursive: bool,
    /// Print only the files that are not valid UTF-8 (and unreadable ones).
    #[arg(short, long)]
    pub quiet: bool,
    /// In directories, check only files matching GLOB (repeatable; gitignore syntax).
    #[arg(long, value_name = "GLOB")]
    pub include: Vec<String>,
    /// In directories, skip files and folders matching GLOB (repeatable).
    #[arg(long, value_name = "GLOB")]
    pub exclude: Vec<String>,
    /// Check everything: ignore .gitignore/.ignore files and enter .git folders.
    #[arg(long)]
    pub no_ignore: bool,
    /// Only validate: whether each file is valid UTF-8 and where its first error is (UTF-16/32
    /// still recognised), without guessing the encoding or looking for mojibake; several times
    /// faster on folders of small files.
    #[arg(long)]
    pub no_diagnosis: bool,
    /// In folders, list binary files (known by their format, or by NUL and control bytes) too;
    /// by default they are skipped and counted in the totals. Either way they do not change
    /// the exit status.
    #[arg(long)]
    pub binary: bool,
    /// Do not fail (exit 1) because a file declares an encoding its bytes are not (HTML
    /// `<meta charset>`, XML declaration, PO header, coding cookies, `.editorconfig`…); they
    /// are still reported.
    #[arg(long)]
    pub ignore_declarations: bool,
}

/// One unit of work, numbered so results print in walk order.
enum Job {
    /// A file to check; `named` on the command line, or met in a folder.
    Check { path: PathBuf, named: bool },
    /// An outcome known without reading (a directory without `--recursive`, a walk error).
    Ready(Outcome),
    /// A note for standard error (a FIFO skipped inside a walk).
    Note(String),
}

/// What the printer receives.
enum Done {
    Outcome(Outcome),
    Note(String),
}

/// Running totals for the closing line.
#[derive(Default)]
struct Totals {
    files: u64,
    /// Binary files met in folders: not counted among `files`.
    binary: u64,
    valid: u64,
    by_verdict: std::collections::BTreeMap<String, u64>,
    unreadable: u64,
    bytes: u64,
    /// `--binary`: the binary files were listed.
    listed: bool,
    /// Files with a declaration their bytes contradict.
    mislabelled: u64,
    /// Folders that could not be read (or were named without `--recursive`): no file, so not
    /// counted among `files` (they were "unreadable" files: CLI pass 2026-12-05).
    folders: u64,
}

impl Totals {
    fn add(&mut self, o: &Outcome) {
        if skipped_binary(o) {
            self.binary += 1;
            return;
        }
        if let Outcome::Failed { path, .. } = o
            && std::fs::symlink_metadata(path).is_ok_and(|m| m.is_dir())
        {
            self.folders += 1;
            return;
        }
        self.files += 1;
        match o {
            Outcome::Scanned {
                stats,
                diagnosis,
                binary,
                ..
            } => {
                self.bytes += stats.bytes;
                if diagnosis.as_ref().is_some_and(|d| d.declares_otherwise()) {
                    self.mislabelled += 1;
                }
                if is_valid(stats, diagnosis.as_deref(), *binary) {
                    self.valid += 1;
                } else if binary.is_some() {
                    *self.by_verdict.entry("binary".to_string()).or_default() += 1;
                } else if let Some(diagnosis) = diagnosis {
                    let name = wording::verdict_noun(Lang::En, diagnosis.verdict());
                    *self.by_verdict.entry(name).or_default() += 1;
                }
            }
            Outcome::Failed { .. } => self.unreadable += 1,
        }
    }

    /// "20,000 files: 11,519 valid UTF-8, 8,481 not (6,002 legacy, 2,311 damaged, 168 mixed), 0
    /// unreadable".
    fn line(&self) -> String {
        use crate::analysis::wording::thousands;
        let not = self.files - self.valid - self.unreadable;
        let mut s = format!(
            "{} file{}: {} valid UTF-8, {} not",
            thousands(self.files),
            if self.files == 1 { "" } else { "s" },
            thousands(self.valid),
            thousands(not)
        );
        if not > 0 && !self.by_verdict.is_empty() {
            let parts: Vec<String> = self
                .by_verdict
                .iter()
                .map(|(k, n)| format!("{} {k}", thousands(*n)))
                .collect();
            s.push_str(&format!(" ({})", parts.join(", ")));
        }
        s.push_str(&format!(", {} unreadable", thousands(self.unreadable)));
        if self.mislabelled > 0 {
            s.push_str(&format!(
                "; {} declare{} an encoding {} not",
                thousands(self.mislabelled),
                if self.mislabelled == 1 { "s" } else { "" },
                if self.mislabelled == 1 {
                    "it is"
                } else {
                    "they are"
                }
            ));
        }
        if self.folders > 0 {
            s.push_str(&format!(
                "; {} folder{} not read",
                thousands(self.folders),
                if self.folders == 1 { "" } else { "s" }
            ));
        }
        if self.binary > 0 {
            s.push_str(&format!(
                "; {} binary file{} {}",
                thousands(self.binary),
                if self.binary == 1 { "" } else { "s" },
                if self.listed {
                    "listed, not counted"
                } else {
                    "skipped"
                }
            ));
        }
        s
    }
}

/// Valid UTF-8 (a UTF-16/32 file never is, even when its bytes happen to be, nor a binary one).
fn is_valid(stats: &Stats, d: Option<&Diagnosis>, binary: Option<BinaryReason>) -> bool {
    stats.is_valid() && binary.is_none() && !d.is_some_and(Diagnosis::is_wide)
}

/// Whether a checked file makes the run exit 1 (and shows under `--quiet`): not valid UTF-8, or
/// a declaration its bytes contradict unless `--ignore-declarations`.
fn fails(o: &Outcome, opts: &CheckOptions) -> bool {
    match o {
        Outcome::Scanned {
            stats,
            diagnosis,
            binary,
            ..
        } => {
            !is_valid(stats, diagnosis.as_deref(), *binary)
                || (!opts.ignore_declarations
                    && diagnosis.as_ref().is_some_and(|d| d.declares_otherwise()))
        }
        Outcome::Failed { .. } => false,
    }
}

/// A binary file met in a folder: skipped (or listed with `--binary`), never counted.
fn skipped_binary(o: &Outcome) -> bool {
    matches!(
        o,
        Outcome::Scanned {
            named: false,
            binary: Some(_),
            ..
        }
    )
}

/// A progress line on standard error, for runs longer than a second on a terminal.
struct Progress {
    on: bool,
    start: std::time::Instant,
    last: std::time::Instant,
    shown: bool,
}

impl Progress {
    fn new(on: bool) -> Progress {
        let now = std::time::Instant::now();
        Progress {
            on,
            start: now,
            last: now,
            shown: false,
        }
    }

    fn update(&mut self, t: &Totals) {
        if !self.on {
            return;
        }
        let now = std::time::Instant::now();
        let secs = now.duration_since(self.start).as_secs_f64();
        if secs < 1.0 || now.duration_since(self.last).as_millis() < 100 {
            return;
        }
        self.last = now;
        let mib = t.bytes as f64 / (1024.0 * 1024.0);
        eprint!(
            "\r\x1b[K{} file{} checked, {mib:.1} MiB, {:.0} MiB/s, {secs:.0} s",
            crate::analysis::wording::thousands(t.files),
            if t.files == 1 { "" } else { "s" },
            mib / secs
        );
        self.shown = true;
    }

    /// Erases the line before something else is printed.
    fn clear(&mut self) {
        if self.shown {
            eprint!("\r\x1b[K");
            self.shown = false;
        }
    }
}

/// Runs `check` over `paths`: the walk on one thread, the files on a bounded pool of workers (one
/// per core), the results printed in walk order as they complete (a small reorder window, so memory
/// stays bounded whatever the number of files).
pub fn run(paths: &[PathBuf], opts: &CheckOptions) -> anyhow::Result<ExitCode> {
    use std::io::IsTerminal;
    use std::sync::mpsc::sync_channel;
    // Standard input can be read once: a second `-` was reported as a valid empty file.
    if paths.iter().filter(|p| p.as_os_str() == "-").count() > 1 {
        anyhow::bail!(
            "check: standard input (-) is named more than once; it can be read only once"
        );
    }
    let threads = std::thread::available_parallelism().map_or(2, std::num::NonZero::get);
    // Jobs and results travel in batches: a folder of small files costs a thread hand-off per
    // batch, not two per file.
    let window = threads * 4;
    let (job_tx, job_rx) = sync_channel::<Vec<(u64, Job)>>(window);
    let (done_tx, done_rx) = sync_channel::<Vec<(u64, Done)>>(window);
    let job_rx = std::sync::Arc::new(std::sync::Mutex::new(job_rx));
    // On a terminal a person reads along: each file goes alone, its line shows as soon as it is
    // known; into a pipe or file, throughput counts.
    let batch_size = if std::io::stdout().is_terminal() {
        1
    } else {
        BATCH
    };
    let walker = start_walk(paths, opts, batch_size, job_tx)?;
    let depth = if opts.no_diagnosis {
        Depth::Validate
    } else if opts.quiet {
        Depth::Shown
    } else {
        Depth::Full
    };
    let workers = start_workers(threads, &job_rx, &done_tx, depth, opts.binary)?;
    // Only the workers hold the job queue's receiver: when they stop, the walk's next send fails.
    drop(job_rx);
    drop(done_tx);

    // Written in blocks, flushed whenever the printer waits for results: a fast run costs a
    // write per block, a slow one still shows each line as soon as it is known.
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut printer = Printer::new(opts);
    // When standard output closes (`check … | head -1`), stop, but keep the verdict of what was
    // checked: a pipeline under `set -o pipefail` must not pass a broken file.
    let closed = printer.receive(&done_rx, &mut out)?;
    printer.progress.clear();
    // Stop the pool: with the receiver gone, workers and the walk end at their next send.
    drop(done_rx);
    drop(std::mem::take(&mut printer.pending));
    let _ = walker.join();
    for w in workers {
        let _ = w.join();
    }
    if !closed {
        print_totals(&mut out, &printer.totals, paths, opts)?;
    }
    Ok(ExitCode::from(if printer.any_failed {
        2
    } else if printer.any_invalid {
        1
    } else {
        0
    }))
}

/// Starts the walk thread: every path's jobs, numbered in walk order, sent in batches.
fn start_walk(
    paths: &[PathBuf],
    opts: &CheckOptions,
    batch_size: usize,
    job_tx: std::sync::mpsc::SyncSender<Vec<(u64, Job)>>,
) -> anyhow::Result<std::thread::JoinHandle<()>> {
    let paths = paths.to_vec();
    let opts = opts.clone();
    std::thread::Builder::new()
        .name("check walk".into())
        .spawn(move || {
            let mut seq = 0u64;
            let mut batch = Vec::with_capacity(batch_size);
            let mut send = |job: Job| -> bool {
                batch.push((seq, job));
                seq += 1;
                batch.len() < batch_size || job_tx.send(std::mem::take(&mut batch)).is_ok()
            };
            for p in &paths {
                if !walk(p, &opts, &mut send) {
                    return;
                }
            }
            if !batch.is_empty() {
                let _ = job_tx.send(batch);
            }
        })
        .context("starting the walk")
}

/// The job queue the workers share.
type JobQueue = std::sync::Arc<std::sync::Mutex<std::sync::mpsc::Receiver<Vec<(u64, Job)>>>>;

/// Starts `threads` workers, each taking batches of jobs from the queue until it closes.
fn start_workers(
    threads: usize,
    job_rx: &JobQueue,
    done_tx: &std::sync::mpsc::SyncSender<Vec<(u64, Done)>>,
    depth: Depth,
    list_binary: bool,
) -> anyhow::Result<Vec<std::thread::JoinHandle<()>>> {
    let mut workers = Vec::new();
    // One cache of `.editorconfig` files for the whole run.
    let configs = std::sync::Arc::new(EditorConfigs::new());
    for i in 0..threads {
        let rx = std::sync::Arc::clone(job_rx);
        let tx = done_tx.clone();
        let configs = std::sync::Arc::clone(&configs);
        workers.push(
            std::thread::Builder::new()
                .name(format!("check {i}"))
                .spawn(move || work(&rx, &tx, depth, list_binary, &configs))
                .context("starting a worker")?,
        );
    }
    Ok(workers)
}

/// One worker: checks the files of each batch and sends their outcomes back, until either
/// channel closes.
fn work(
    rx: &JobQueue,
    tx: &std::sync::mpsc::SyncSender<Vec<(u64, Done)>>,
    depth: Depth,
    list_binary: bool,
    configs: &EditorConfigs,
) {
    loop {
        let next = {
            let Ok(guard) = rx.lock() else { return };
            let r: &std::sync::mpsc::Receiver<Vec<(u64, Job)>> = &guard;
            r.recv()
        };
        let Ok(jobs) = next else { return };
        // Results go back with the batch, or sooner when a file is slow (a big
        // file, a FIFO), so that what is known prints at once.
        let mut done = Vec::with_capacity(jobs.len());
        let mut since = std::time::Instant::now();
        for (n, job) in jobs {
            done.push((
                n,
                match job {
                    Job::Check { path, named } => {
                        // A binary file in a folder is skipped unless listed: not read past
                        // its sample.
                        let skip = !named && !list_binary;
                        Done::Outcome(check_one(&path, named, depth, skip, configs))
                    }
                    Job::Ready(o) => Done::Outcome(o),
                    Job::Note(s) => Done::Note(s),
                },
            ));
            if since.elapsed() > std::time::Duration::from_millis(50) {
                if tx.send(std::mem::take(&mut done)).is_err() {
                    return;
                }
                since = std::time::Instant::now();
            }
        }
        if !done.is_empty() && tx.send(done).is_err() {
            return;
        }
    }
}

/// What the printer's wait for results ended with.
enum Received {
    /// A batch of numbered results.
    Batch(Vec<(u64, Done)>),
    /// Every worker has stopped.
    Finished,
    /// Standard output was closed.
    Closed,
}

/// The printing side of `check`: results put back in walk order, printed and counted.
struct Printer<'a> {
    opts: &'a CheckOptions,
    totals: Totals,
    progress: Progress,
    /// Results that arrived before an earlier one, by number.
    pending: BTreeMap<u64, Done>,
    /// The number of the next result to print.
    next: u64,
    any_invalid: bool,
    any_failed: bool,
}

impl Printer<'_> {
    /// A printer with nothing received yet; a progress line only for text on a terminal.
    fn new(opts: &CheckOptions) -> Printer<'_> {
        use std::io::IsTerminal;
        Printer {
            opts,
            totals: Totals {
                listed: opts.binary,
                ..Totals::default()
            },
            progress: Progress::new(
                !opts.json && std::io::stderr().is_terminal() && std::io::stdout().is_terminal(),
            ),
            pending: BTreeMap::new(),
            next: 0,
            any_invalid: false,
            any_failed: false,
        }
    }

    /// Prints results in order until the workers stop; `true` if standard output closed first.
    fn receive(
        &mut self,
        done_rx: &std::sync::mpsc::Receiver<Vec<(u64, Done)>>,
        out: &mut impl Write,
    ) -> anyhow::Result<bool> {
        loop {
            let batch = match self.wait(done_rx, out)? {
                Received::Batch(batch) => batch,
                Received::Finished => return Ok(false),
                Received::Closed => return Ok(true),
            };
            self.pending.extend(batch);
            if self.print_ready(out)? {
                return Ok(true);
            }
        }
    }

    /// The next batch; before waiting for one, flushes the output and keeps the progress line
    /// moving (a big file takes a while).
    fn wait(
        &mut self,
        done_rx: &std::sync::mpsc::Receiver<Vec<(u64, Done)>>,
        out: &mut impl Write,
    ) -> anyhow::Result<Received> {
        use std::sync::mpsc::{RecvTimeoutError, TryRecvError};
        match done_rx.try_recv() {
            Ok(batch) => return Ok(Received::Batch(batch)),
            Err(TryRecvError::Disconnected) => return Ok(Received::Finished),
            Err(TryRecvError::Empty) => {}
        }
        match out.flush() {
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => return Ok(Received::Closed),
            r => r.context("writing to standard output")?,
        }
        loop {
            match done_rx.recv_timeout(std::time::Duration::from_millis(250)) {
                Ok(batch) => return Ok(Received::Batch(batch)),
                Err(RecvTimeoutError::Timeout) => self.progress.update(&self.totals),
                Err(RecvTimeoutError::Disconnected) => return Ok(Received::Finished),
            }
        }
    }

    /// Prints the results that are next in walk order; `true` if standard output closed.
    fn print_ready(&mut self, out: &mut impl Write) -> anyhow::Result<bool> {
        while let Some(done) = self.pending.remove(&self.next) {
            self.next += 1;
            let o = match done {
                Done::Note(note) => {
                    self.progress.clear();
                    eprintln!("utf8-inspector: {}", escape_text(&note));
                    continue;
                }
                Done::Outcome(o) => o,
            };
            self.totals.add(&o);
            let skipped = skipped_binary(&o);
            match &o {
                _ if skipped => {}
                Outcome::Scanned { .. } => self.any_invalid |= fails(&o, self.opts),
                Outcome::Failed { .. } => self.any_failed = true,
            }
            if skipped && !self.opts.binary {
                continue;
            }
            self.progress.clear();
            match print(out, &o, self.opts) {
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => return Ok(true),
                r => r.context("writing to standard output")?,
            }
            self.progress.update(&self.totals);
        }
        Ok(false)
    }
}

/// The closing totals line (text, not `--quiet`, more than one file or a folder), then a flush.
fn print_totals(
    out: &mut impl Write,
    totals: &Totals,
    paths: &[PathBuf],
    opts: &CheckOptions,
) -> anyhow::Result<()> {
    let many = totals.files > 1 || paths.iter().any(|p| p.is_dir());
    if !opts.json && !opts.quiet && many {
        match writeln!(out, "{}", totals.line()) {
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {}
            r => r.context("writing to standard output")?,
        }
    }
    match out.flush() {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {}
        r => r.context("writing to standard output")?,
    }
    Ok(())
}

/// Prints one outcome (text or JSON); `--quiet` leaves out valid files.
fn print(out: &mut impl Write, o: &Outcome, opts: &CheckOptions) -> std::io::Result<()> {
    if matches!(o, Outcome::Scanned { .. }) && opts.quiet && !fails(o, opts) {
        return Ok(());
    }
    if opts.json {
        return writeln!(out, "{}", to_json(o));
    }
    match o {
        Outcome::Scanned {
            path,
            diagnosis: None,
            binary: Some(reason),
            ..
        } => writeln!(
            out,
            "{}: {}",
            escape_path(path),
            wording::english(&wording::Msg::NotText(*reason))
        ),
        Outcome::Scanned {
            path,
            stats,
            diagnosis,
            ..
        } => {
            let line = wording::check_line(Lang::En, stats, diagnosis.as_deref());
            writeln!(out, "{}: {line}", escape_path(path))
        }
        Outcome::Failed { error, .. } => {
            out.flush()?;
            eprintln!("utf8-inspector: {}", escape_text(error));
            Ok(())
        }
    }
}

/// Sends the jobs for `path`: the file itself, or with `--recursive` every file under a directory,
/// in name order (`.gitignore` respected inside a repository and `.git` skipped unless
/// `--no-ignore`; `--include`/`--exclude` globs; symbolic links to directories not followed, so a
/// link loop cannot trap the walk; FIFOs, devices and sockets skipped with a note). Returns false
/// when the receiver is gone.
fn walk(path: &Path, opts: &CheckOptions, send: &mut impl FnMut(Job) -> bool) -> bool {
    let is_dir = path.as_os_str() != "-" && path.is_dir();
    if !is_dir {
        return send(Job::Check {
            path: path.to_path_buf(),
            named: true,
        });
    }
    if !opts.recursive {
        return send(Job::Ready(Outcome::Failed {
            path: path.to_path_buf(),
            error: format!("{}: is a directory (use --recursive)", path.display()),
        }));
    }
    let mut overrides = ignore::overrides::OverrideBuilder::new(path);
    for g in &opts.include {
        if let Err(e) = overrides.add(g) {
            return send(Job::Ready(Outcome::Failed {
                path: path.to_path_buf(),
                error: format!("--include {g:?}: {e}"),
            }));
        }
    }
    for g in &opts.exclude {
        if let Err(e) = overrides.add(&format!("!{g}")) {
            return send(Job::Ready(Outcome::Failed {
                path: path.to_path_buf(),
                error: format!("--exclude {g:?}: {e}"),
            }));
        }
    }
    let overrides = match overrides.build() {
        Ok(o) => o,
        Err(e) => {
            return send(Job::Ready(Outcome::Failed {
                path: path.to_path_buf(),
                error: format!("{}: {e}", path.display()),
            }));
        }
    };
    let no_ignore = opts.no_ignore;
    let walker = ignore::WalkBuilder::new(path)
        .standard_filters(!no_ignore)
        .hidden(false)
        .overrides(overrides)
        .follow_links(false)
        .sort_by_file_name(std::cmp::Ord::cmp)
        .filter_entry(move |e| no_ignore || e.file_name() != ".git")
        .build();
    for entry in walker {
        let job = match entry {
            // Named by the path the walk failed at (an unreadable subfolder), not the root.
            Err(e) => {
                let at = walk_error_path(&e).unwrap_or(path);
                Job::Ready(Outcome::Failed {
                    path: at.to_path_buf(),
                    error: format!("{}: {}", at.display(), walk_error(&e)),
                })
            }
            Ok(e) => {
                let p = e.path();
                match e.file_type() {
                    Some(t) if t.is_dir() => continue,
                    Some(t) if t.is_file() => Job::Check {
                        path: p.to_path_buf(),
                        named: false,
                    },
                    Some(t) if t.is_symlink() => match std::fs::metadata(p) {
                        // A link to a folder is not followed; a link to a file is checked; a
                        // link to a device or FIFO is skipped as they are.
                        Ok(m) if m.is_dir() => continue,
                        Ok(m) if !m.is_file() => Job::Note(format!(
                            "{}: skipped, a link to a {} inside a folder{}",
                            escape_path(p),
                            crate::analysis::read::file_kind(&m),
                            if std::os::unix::fs::FileTypeExt::is_fifo(&m.file_type()) {
                                " (name it to read it)"
                            } else {
                                ""
                            }
                        )),
                        // A link to nothing (its target gone, or a loop) holds no file to
                        // check: noted, not failed (a repository's dangling `node_modules/.bin`
                        // link failed the whole run as an unreadable file: CLI pass 2026-12-05).
                        // (A target through a file is "not a directory"; ELOOP is 40 on
                        // Linux, its ErrorKind not stable.)
                        Err(err)
                            if matches!(
                                err.kind(),
                                std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
                            ) || err.raw_os_error() == Some(40) =>
                        {
                            Job::Note(format!(
                                "{}: skipped, a symbolic link {}",
                                escape_path(p),
                                match std::fs::read_link(p) {
                                    Ok(t) if err.raw_os_error() != Some(40) => format!(
                                        "to nothing (its target {} does not exist)",
                                        escape_path(&t)
                                    ),
                                    _ => "in a loop".to_string(),
                                }
                            ))
                        }
                        _ => Job::Check {
                            path: p.to_path_buf(),
                            named: false,
                        },
                    },
                    // (Named on the command line a FIFO is read; a device or a socket never.)
                    _ => match std::fs::symlink_metadata(p) {
                        Ok(m) => Job::Note(format!(
                            "{}: skipped, a {} inside a folder{}",
                            escape_path(p),
                            crate::analysis::read::file_kind(&m),
                            if std::os::unix::fs::FileTypeExt::is_fifo(&m.file_type()) {
                                " (name it to read it)"
                            } else {
                                ""
                            }
                        )),
                        Err(_) => Job::Check {
                            path: p.to_path_buf(),
                            named: false,
                        },
                    },
                }
            }
        };
        if !send(job) {
            return false;
        }
    }
    true
}

/// The path a walk error happened at, if it names one.
fn walk_error_path(e: &ignore::Error) -> Option<&Path> {
    match e {
        ignore::Error::WithPath { path, .. } => Some(path),
        ignore::Error::WithDepth { err, .. } | ignore::Error::WithLineNumber { err, .. } => {
            walk_error_path(err)
        }
        _ => None,
    }
}

/// A walk error's reason, the OS's once (its path is the outcome's: [`walk_error_path`]).
fn walk_error(e: &ignore::Error) -> String {
    match e {
        ignore::Error::WithPath { err, .. } => walk_error(err),
        // The walk's own errors come as an I/O error around walkdir's, whose text names the
        // path again ("IO error for operation on …"): the OS's reason is what is said.
        ignore::Error::Io(io) => crate::analysis::read::reason(
            io.get_ref()
                .and_then(|inner| inner.downcast_ref::<walkdir::Error>())
                .and_then(walkdir::Error::io_error)
                .unwrap_or(io),
        ),
        ignore::Error::WithDepth { err, .. } | ignore::Error::WithLineNumber { err, .. } => {
            walk_error(err)
        }
        other => other.to_string(),
    }
}

/// How much of each file's diagnosis a run needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Depth {
    /// `--no-diagnosis`: validity and the first error (UTF-16/32 still recognised).
    Validate,
    /// `--quiet`: a valid file shows only when it fails (a declaration its bytes contradict), which
    /// mojibake never changes: its search for mojibake is left out unless the file will show. The
    /// lines printed are the same as without the shortcut (test: `quiet_lines_are_the_full_lines`).
    Shown,
    /// Everything.
    Full,
}

/// Checks one file, diagnosing it as deep as `depth` asks; with `skip_binary`, a binary file is
/// not read past its sample ([`check_file_with`]).
fn check_one(
    path: &Path,
    named: bool,
    depth: Depth,
    skip_binary: bool,
    configs: &EditorConfigs,
) -> Outcome {
    match check_file_with(path, |_| {}, skip_binary) {
        Ok(c) if c.binary_skipped => {
            // (Said where the sample filled up: a short stream was read whole.)
            if named && c.sample.len() >= SAMPLE {
                eprintln!(
                    "utf8-inspector: {}: not text from its first {} bytes; the rest of the stream was not read",
                    escape_path(path),
                    c.sample.len()
                );
            }
            Outcome::Scanned {
                path: path.to_path_buf(),
                named,
                binary: binary_reason(&c.sample),
                stats: Box::new(c.stats),
                diagnosis: None,
                wide: None,
            }
        }
        Ok(c) => {
            if let Some(note) = c.changed {
                eprintln!("utf8-inspector: {}: {note}", escape_path(path));
            }
            let stats = c.stats;
            if depth == Depth::Validate && c.form.is_none() {
                return Outcome::Scanned {
                    path: path.to_path_buf(),
                    named,
                    binary: binary_reason(&c.sample),
                    stats: Box::new(stats),
                    diagnosis: None,
                    wide: None,
                };
            }
            let quick = depth == Depth::Shown && stats.is_valid() && c.form.is_none();
            let (mut d, mut wide) = diagnosed(
                path,
                &c.sample,
                &stats,
                c.form,
                c.wide.clone(),
                configs,
                !quick,
            );
            if quick && (matches!(d.finding, Finding::Binary { .. }) || d.declares_otherwise()) {
                // It will show: the whole diagnosis after all.
                (d, wide) = diagnosed(path, &c.sample, &stats, c.form, c.wide, configs, true);
            }
            Outcome::Scanned {
                path: path.to_path_buf(),
                named,
                binary: match d.finding {
                    Finding::Binary { reason } => Some(reason),
                    _ => None,
                },
                stats: Box::new(stats),
                diagnosis: Some(Box::new(d)),
                wide: wide.map(Box::new),
            }
        }
        Err(error) => Outcome::Failed {
            path: path.to_path_buf(),
            error: error.to_string(),
        },
    }
}

/// The diagnosis of a file read by [`check_file`] (its first bytes `sample`, its counts `stats`,
/// its UTF-16/32 form and counts), with the search for mojibake in valid UTF-8 or without it
/// ([`diagnose_for_validity`]), and its UTF-16/32 counts if that is what it is.
fn diagnosed(
    path: &Path,
    sample: &[u8],
    stats: &Stats,
    form: Option<(crate::codec::WideForm, bool)>,
    wide: Option<WideStats>,
    configs: &EditorConfigs,
    search_mojibake: bool,
) -> (Diagnosis, Option<WideStats>) {
    let mut d = if search_mojibake {
        diagnose_with_form(sample, stats.bytes, form)
    } else {
        diagnose_for_validity(sample, stats.bytes, form)
    };
    let wide = wide.filter(|_| d.is_wide());
    // What the whole file holds beyond the sample (the window does the same).
    d.reconcile(stats, wide.as_ref());
    // ... and what the sample could not show: mojibake further on, the encoding of ill-formed
    // bytes first met past it (the file read again; not standard input).
    if search_mojibake
        && path.as_os_str() != "-"
        && let Err(e) = look_beyond_in_file(path, &mut d, stats)
    {
        eprintln!(
            "utf8-inspector: {}: reading past the first MiB again failed ({e}); the diagnosis covers the first MiB",
            escape_path(path)
        );
    }
    if path.as_os_str() != "-"
        && let Some(decl) = configs.charset_for(path)
    {
        d.add_declaration(decl, sample);
    }
    (d, wide)
}

/// [`look_beyond`] on the file at `path`: opened again only when it is a regular file larger than
/// the sample (a FIFO opened a second time would wait for a writer for ever, and what it gave is
/// gone; its diagnosis stays the first MiB's).
fn look_beyond_in_file(path: &Path, d: &mut Diagnosis, stats: &Stats) -> std::io::Result<()> {
    use std::io::{Read, Seek, SeekFrom};
    if d.size <= SAMPLE as u64 || !std::fs::metadata(path)?.is_file() {
        return Ok(());
    }
    // Refuses what is no longer a regular file before opening could block.
    let mut file = crate::analysis::open_regular(path).map_err(std::io::Error::other)?;
    let mut read = |at: u64, len: usize| -> std::io::Result<Vec<u8>> {
        file.seek(SeekFrom::Start(at))?;
        let mut buf = Vec::with_capacity(len);
        (&mut file).take(len as u64).read_to_end(&mut buf)?;
        Ok(buf)
    };
    look_beyond(d, stats, &mut read)
}

/// Files handed to a worker at once (when standard output is not a terminal).
const BATCH: usize = 16;

/// Bytes read first to tell whether the file is UTF-16 or UTF-32: the 64 KiB the diagnosis looks
/// at and two more, so that [`wide_form`] sees, as it does in the sample, whether the file goes on
/// past them (a surrogate cut there is forgiven) and the two answers are the same.
const PREFIX: u64 = (1 << 16) + 2;

/// A reader that keeps a copy of the first [`SAMPLE`] bytes it passes on, and feeds them all to
/// the UTF-16/32 scanner when the file is in one of those (one pass over the file for both).
struct Sampling<R> {
    inner: R,
    sample: Vec<u8>,
    wide: Option<WideScanner>,
}

impl<R: std::io::Read> std::io::Read for Sampling<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        let room = SAMPLE.saturating_sub(self.sample.len()).min(n);
        self.sample.extend_from_slice(&buf[..room]);
        if let Some(w) = &mut self.wide {
            w.feed(&buf[..n]);
        }
        Ok(n)
    }
}

/// What [`check_file`] found.
pub struct Checked {
    /// The UTF-8 counts of the whole file.
    pub stats: Stats,
    /// A note if the file changed on disk while it was read.
    pub changed: Option<String>,
    /// The first megabyte, for the diagnosis.
    pub sample: Vec<u8>,
    /// [`wide_form`] of the sample: UTF-16/32 and whether by a BOM.
    pub form: Option<(crate::codec::WideForm, bool)>,
    /// The UTF-16/32 counts of the whole file, when its start reads as one of those.
    pub wide: Option<WideStats>,
    /// A binary file in a folder, not read past its sample (`stats` cover the sample only).
    pub binary_skipped: bool,
}

/// Scans one input; `after_block` runs after each block read (tests use it to change the file
/// mid-check).
pub fn check_file(path: &Path, after_block: impl FnMut(u64)) -> Result<Checked, InputError> {
    check_file_with(path, after_block, false)
}

/// [`check_file`]; with `skip_binary` (a file met in a folder, binary files not listed), a file
/// whose first [`SAMPLE`] bytes are binary to the diagnosis (not UTF-16/32, a [`binary_reason`])
/// is not read further: it is skipped whatever the rest holds (a 2 GiB disk image in a folder was
/// read to its end first). Its `stats` then cover the sample only, and `binary_skipped` says so.
/// A stream that is not a regular file stops there too, skipped or not.
fn check_file_with(
    path: &Path,
    after_block: impl FnMut(u64),
    skip_binary: bool,
) -> Result<Checked, InputError> {
    let (mut reader, meta) = open_input_with_metadata(path)?;
    // A small file is read in one block of its size (and the two more that say it ended).
    let block = match &meta {
        Some(m) if m.is_file() => (m.len() as usize).saturating_add(2).clamp(4096, READ_BLOCK),
        _ => READ_BLOCK,
    };
    // Only a regular file can be said to change under the check: a pipe's or a device's time
    // stamp moves as it is written to (a FIFO was "changed on disk (size 0 → 0)").
    let before = meta.as_ref().filter(|m| m.is_file()).map(super::stamp);
    let io_error = io_error(path);
    let mut prefix = Vec::with_capacity(block.min(PREFIX as usize));
    std::io::Read::read_to_end(&mut std::io::Read::take(&mut reader, PREFIX), &mut prefix)
        .map_err(io_error)?;
    let form = wide_form(&prefix);
    // A stream (standard input, a FIFO) may never end: once its start is binary, the verdict is
    // known and the rest is not read (`check - < /dev/zero` read for ever: CLI pass 2026-12-05).
    let stream = meta.as_ref().is_none_or(|m| !m.is_file());
    if (skip_binary || stream) && form.is_none() {
        // The sample as the diagnosis sees it: the first SAMPLE bytes.
        let mut sample = prefix;
        let more = (SAMPLE as u64).saturating_sub(sample.len() as u64);
        std::io::Read::read_to_end(&mut std::io::Read::take(&mut reader, more), &mut sample)
            .map_err(io_error)?;
        if binary_reason(&sample).is_some() {
            return Ok(Checked {
                stats: crate::analysis::scan_bytes(&sample, ScanOptions::default()).stats,
                changed: None,
                sample,
                form: None,
                wide: None,
                binary_skipped: true,
            });
        }
        return check_rest(path, sample, reader, before, block, None, after_block);
    }
    check_rest(path, prefix, reader, before, block, form, after_block)
}

/// A failed read of `path`, as an input error.
fn io_error(path: &Path) -> impl Fn(std::io::Error) -> InputError + Copy + '_ {
    move |source| InputError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// The rest of [`check_file_with`]: the bytes read so far (`head`), then the rest of `reader`,
/// scanned in blocks; the note if the file changed on disk from `before`.
fn check_rest(
    path: &Path,
    head: Vec<u8>,
    reader: impl std::io::Read,
    before: Option<(u64, Option<std::time::SystemTime>)>,
    block: usize,
    form: Option<(crate::codec::WideForm, bool)>,
    after_block: impl FnMut(u64),
) -> Result<Checked, InputError> {
    let io_error = io_error(path);
    let wide = form.map(|(form, _)| WideScanner::new(form));
    let mut sampling = Sampling {
        inner: std::io::Read::chain(std::io::Cursor::new(head), reader),
        sample: Vec::new(),
        wide,
    };
    let result = scan_reader_in_blocks(&mut sampling, ScanOptions::default(), block, after_block)
        .map_err(io_error)?;
    let after = before.and_then(|_| std::fs::metadata(path).ok().as_ref().map(super::stamp));
    let note = match (before, after) {
        (Some(b), Some(a)) if a != b => Some(format!(
            "changed on disk while being checked (size {} → {}); the verdict covers the {} bytes read",
            b.0, a.0, result.stats.bytes
        )),
        (Some(_), None) => Some(format!(
            "deleted while being checked; the verdict covers the {} bytes read",
            result.stats.bytes
        )),
        _ => None,
    };
    Ok(Checked {
        stats: result.stats,
        changed: note,
        sample: sampling.sample,
        form,
        wide: sampling.wide.map(WideScanner::finish),
        binary_skipped: false,
    })
}

/// The first line (at most 80 characters) that differs after the repair, for the report.
fn sample_of(text: &str) -> String {
    text.lines()
        .find(|l| !l.is_ascii())
        .unwrap_or("")
        .chars()
        .take(80)
        .collect()
}

/// One line of `check --json`: the one report type, serialised by serde (field order as documented
/// in the README).
#[derive(Serialize)]
#[serde(untagged)]
enum Report<'a> {
    Failed { path: String, error: &'a str },
    Scanned(Box<FileReport<'a>>),
}

#[derive(Serialize)]
struct FileReport<'a> {
    path: String,
    size: u64,
    valid: bool,
    chars: u64,
    errors: u64,
    replacements: u64,
    by_kind: BTreeMap<&'static str, u64>,
    warnings: BTreeMap<&'static str, u64>,
    first_error: Option<FirstError>,
    bom: bool,
    line_endings: LineEndings,
    // The diagnosis: null with --no-diagnosis.
    verdict: Option<Verdict>,
    summary: Option<String>,
    diagnosed_bytes: Option<usize>,
    guess: Option<&'a crate::analysis::diagnosis::Guess>,
    mixed: Option<MixedReport>,
    wide: Option<&'a WideStats>,
    mojibake: Option<MojibakeReport<'a>>,
    /// The diagnosis's facts (`{"kind": "legacy", "encoding": …}`), from which `summary` is worded.
    finding: Option<&'a Finding>,
    /// The encodings the file declares, each compared with the bytes (null with
    /// --no-diagnosis).
    declared: Option<&'a [Declaration]>,
}

#[derive(Serialize)]
struct FirstError {
    offset: u64,
    line: u64,
    column: u64,
    length: usize,
    kind: &'static str,
    bytes: String,
    value: Option<u32>,
    message: String,
}

#[derive(Serialize)]
struct LineEndings {
    lf: u64,
    crlf: u64,
    cr: u64,
}

/// The legacy runs of mixed UTF-8, as in JSON since issue 9.
#[derive(Serialize)]
struct MixedReport {
    encoding: Encoding,
    runs: usize,
    first_offset: u64,
    language: LangId,
}

#[derive(Serialize)]
struct MojibakeReport<'a> {
    chain: &'a [&'static str],
    sample_before: String,
    sample_after: String,
}

fn report(o: &Outcome) -> Report<'_> {
    match o {
        Outcome::Failed { path, error } => Report::Failed {
            path: escape_path(path),
            error,
        },
        Outcome::Scanned {
            path,
            stats: s,
            diagnosis: d,
            wide,
            binary,
            ..
        } => Report::Scanned(Box::new(FileReport {
            path: escape_path(path),
            size: s.bytes,
            valid: s.is_valid(),
            chars: s.chars(),
            errors: s.errors,
            replacements: s.replacements,
            by_kind: ErrorKind::ALL
                .iter()
                .map(|k| (k.name(), s.by_kind[k.index()]))
                .collect(),
            warnings: WarningKind::ALL
                .iter()
                .map(|k| (k.name(), s.warnings[k.index()]))
                .collect(),
            first_error: s.first_error.as_ref().map(|e| FirstError {
                offset: e.offset,
                line: e.line,
                column: e.column,
                length: e.bytes().len(),
                kind: e.kind.name(),
                bytes: e
                    .bytes()
                    .iter()
                    .map(|b| format!("{b:02x}"))
                    .collect::<Vec<_>>()
                    .join(" "),
                value: e.value,
                message: e.message(),
            }),
            bom: s.has_bom(),
            line_endings: LineEndings {
                lf: s.lf,
                crlf: s.crlf,
                cr: s.cr,
            },
            verdict: d
                .as_ref()
                .map(|d| d.verdict())
                .or(binary.map(|_| Verdict::Binary)),
            summary: d.as_deref().map(|d| wording::summary(Lang::En, d)),
            diagnosed_bytes: d.as_ref().map(|d| d.looked_at),
            guess: d.as_ref().map(|d| &d.guess),
            mixed: d.as_ref().and_then(|d| {
                let (encoding, language, runs, first) = d.finding.pasted()?;
                Some(MixedReport {
                    encoding,
                    runs,
                    first_offset: first,
                    language,
                })
            }),
            wide: wide.as_deref(),
            mojibake: d
                .as_ref()
                .and_then(|d| d.mojibake.as_ref())
                .map(|m| MojibakeReport {
                    chain: &m.chain,
                    sample_before: sample_of(&m.original),
                    sample_after: sample_of(&m.repaired),
                }),
            finding: d.as_ref().map(|d| &d.finding),
            declared: d.as_ref().map(|d| d.declared.as_slice()),
        })),
    }
}

fn to_json(o: &Outcome) -> String {
    // The report holds only strings, numbers, maps and lists: serialising it cannot fail.
    let json =
        serde_json::to_string(&report(o)).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"));
    escape_line_breakers(&json)
}

/// `json` with the C1 controls and the line and paragraph separators (U+0080–U+009F, U+2028,
/// U+2029) written as `\uXXXX`, which JSON allows in strings and where alone they can be: raw,
/// U+009B is a terminal's CSI and U+0085 a line break to Python's `splitlines`, so one record
/// became two (mojibake samples hold them: CLI pass 2026-12-05). The same JSON value.
fn escape_line_breakers(json: &str) -> String {
    let mut out = String::with_capacity(json.len());
    for c in json.chars() {
        if matches!(c, '\u{80}'..='\u{9F}' | '\u{2028}' | '\u{2029}') {
            out.push_str(&format!("\\u{:04x}", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    out
}
