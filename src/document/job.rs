//! One job type for all background work: the whole-file scan, the diagnosis of the first
//! megabyte, the UTF-16/32 scan, find, and the window's saves and file dialog.
//!
//! Why one type: each of these used to have its own thread and its own channel, and each had its
//! own way of going quiet: a diagnosis whose read failed sent nothing, a search whose thread
//! could not start or panicked left "Searching…" on screen for ever. Here every way a job can
//! end arrives through [`Job::poll`] as an outcome the window can show: the work's result, the
//! work's own typed error ([`JobError::Failed`]), a panic ([`JobError::Panicked`], caught, with
//! its message), a worker that ended without a result ([`JobError::Lost`]), a thread that could
//! not start ([`JobError::NotStarted`], delivered by the first poll like any other outcome, so
//! callers have one path), or a cancel ([`JobError::Cancelled`]). The wake callback runs when
//! the worker ends, however it ends, so the window is repainted to show it.
//!
//! Why the work is a [`Work`] (a step function) and not just a closure run on a thread: a web
//! build without threads is planned. There the same work would run in slices on the UI thread
//! (a few steps per frame); here [`Job::spawn`] runs the steps in a loop on a named thread. So the
//! long jobs (the scans, find) are written as one block per [`Work::step`], keeping their state
//! between steps, and the runner, not the work, checks the cancel flag and catches panics
//! between steps. Short work (a diagnosis, a save, a dialog) is one step ([`Job::once`]).
//!
//! Progress is a shared counter (bytes done) the work sets and the window reads without waiting
//! for a message; cancel is a shared flag, set by [`Job::cancel`] or by dropping the job.

use std::cell::Cell;
use std::fmt;
use std::marker::PhantomData;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, Sender, TryRecvError, channel};
use thiserror::Error;

/// How a job ended without a result.
#[derive(Debug, Error)]
pub enum JobError<E> {
    /// The work ran and returned its own error.
    #[error(transparent)]
    Failed(E),
    /// The worker thread could not be started.
    #[error("the {what} could not start (no thread: {source})")]
    NotStarted {
        /// What the job does ("search", "diagnosis", …).
        what: &'static str,
        /// Why the thread could not start.
        #[source]
        source: std::io::Error,
    },
    /// The work panicked (an internal error); the message is the panic's.
    #[error("the {what} stopped with an internal error: {message}")]
    Panicked {
        /// What the job does.
        what: &'static str,
        /// The panic's message.
        message: String,
    },
    /// The worker ended without sending a result.
    #[error("the {what} stopped without a result")]
    Lost {
        /// What the job does.
        what: &'static str,
    },
    /// Cancelled before it finished.
    #[error("the {what} was cancelled")]
    Cancelled {
        /// What the job does.
        what: &'static str,
    },
}

/// A job's state as a panel shows it (the message of a failure, ready to show).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JobState {
    /// Still running.
    Running,
    /// Finished with a result.
    Done,
    /// Ended without a result, for this reason.
    Failed(String),
}

/// What one call of [`Work::step`] did.
#[derive(Debug, PartialEq, Eq)]
pub enum Step<T> {
    /// Not finished: call again.
    More,
    /// Finished with this outcome.
    Done(T),
}

/// Work done in steps (a block of a file, say), so that it can run on a thread (a loop of steps)
/// or, later, in slices on a thread-less UI. `step` is not called again after it returned
/// [`Step::Done`].
pub trait Work: Send + 'static {
    /// The result.
    type Output: Send + 'static;
    /// The work's own error.
    type Error: Send + 'static;
    /// Does a bounded amount of the work.
    fn step(&mut self, ctx: &JobContext) -> Step<Result<Self::Output, Self::Error>>;
}

/// One-step work: a closure run once (see [`Job::once`]).
pub struct Once<F, T, E> {
    f: Option<F>,
    _out: PhantomData<fn() -> (T, E)>,
}

impl<F, T, E> Work for Once<F, T, E>
where
    F: FnOnce(&JobContext) -> Result<T, E> + Send + 'static,
    T: Send + 'static,
    E: Send + 'static,
{
    type Output = T;
    type Error = E;
    fn step(&mut self, ctx: &JobContext) -> Step<Result<T, E>> {
        match self.f.take() {
            Some(f) => Step::Done(f(ctx)),
            // Not called again after `Done` (the contract of `Work`).
            None => Step::More,
        }
    }
}

/// What the work sees of its job: progress to set, the cancel flag, and the window's wake (for
/// work that sends results as it goes, like the scan's batches of records).
pub struct JobContext {
    progress: Arc<AtomicU64>,
    cancel: Arc<AtomicBool>,
    wake: Box<dyn Fn() + Send>,
}

impl JobContext {
    /// Has the job been cancelled? (The runner also checks between steps.)
    pub fn is_cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// Sets the progress counter (bytes done, say).
    pub fn set_progress(&self, done: u64) {
        self.progress.store(done, Ordering::Relaxed);
    }

    /// Wakes the window (to repaint) now.
    pub fn wake(&self) {
        (self.wake)();
    }
}

impl fmt::Debug for JobContext {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("JobContext")
            .field("progress", &self.progress)
            .field("cancel", &self.cancel)
            .finish_non_exhaustive()
    }
}

/// Work running in the background; polled by its owner (each frame, for the window).
pub struct Job<T, E> {
    what: &'static str,
    progress: Arc<AtomicU64>,
    cancel: Arc<AtomicBool>,
    outcome: Receiver<Result<T, JobError<E>>>,
    /// The outcome was taken (a later poll must not report the closed channel as lost).
    taken: Cell<bool>,
}

impl<T, E> fmt::Debug for Job<T, E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Job")
            .field("what", &self.what)
            .field("progress", &self.progress())
            .field("cancelled", &self.cancel.load(Ordering::Relaxed))
            .finish_non_exhaustive()
    }
}

/// Calls the wake when the worker ends, however it ends.
struct WakeOnExit<'a>(&'a JobContext);

impl Drop for WakeOnExit<'_> {
    fn drop(&mut self) {
        self.0.wake();
    }
}

/// The message of a caught panic.
fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "a panic without a message".to_string()
    }
}

/// Runs `work`'s steps until it is done, cancelled or panics.
fn run_steps<W: Work>(
    what: &'static str,
    mut work: W,
    ctx: &JobContext,
) -> Result<W::Output, JobError<W::Error>> {
    loop {
        if ctx.is_cancelled() {
            return Err(JobError::Cancelled { what });
        }
        match catch_unwind(AssertUnwindSafe(|| work.step(ctx))) {
            Ok(Step::More) => {}
            Ok(Step::Done(r)) => return r.map_err(JobError::Failed),
            Err(payload) => {
                return Err(JobError::Panicked {
                    what,
                    message: panic_message(payload.as_ref()),
                });
            }
        }
    }
}

impl<T: Send + 'static, E: Send + 'static> Job<T, E> {
    /// Runs `work` on a thread named after `what` ("scan", "search", …, also used in messages);
    /// `wake` is called when it ends (and whenever the work asks), to repaint the window.
    pub fn spawn<W>(what: &'static str, wake: impl Fn() + Send + 'static, work: W) -> Job<T, E>
    where
        W: Work<Output = T, Error = E>,
    {
        let builder = std::thread::Builder::new().name(format!("utf8-inspector {what}"));
        Self::spawn_on(builder, what, wake, work)
    }

    /// [`Job::spawn`] for one-step work: `f` runs once on the thread.
    pub fn once<F>(what: &'static str, wake: impl Fn() + Send + 'static, f: F) -> Job<T, E>
    where
        F: FnOnce(&JobContext) -> Result<T, E> + Send + 'static,
    {
        Self::spawn(
            what,
            wake,
            Once {
                f: Some(f),
                _out: PhantomData,
            },
        )
    }

    /// [`Job::spawn`] on a thread made by `builder`.
    pub(crate) fn spawn_on<W>(
        builder: std::thread::Builder,
        what: &'static str,
        wake: impl Fn() + Send + 'static,
        work: W,
    ) -> Job<T, E>
    where
        W: Work<Output = T, Error = E>,
    {
        let progress = Arc::new(AtomicU64::new(0));
        let cancel = Arc::new(AtomicBool::new(false));
        let (tx, rx): (Sender<Result<T, JobError<E>>>, _) = channel();
        let ctx = JobContext {
            progress: Arc::clone(&progress),
            cancel: Arc::clone(&cancel),
            wake: Box::new(wake),
        };
        // The sender stays here too until the thread is known to run, to report a failed start.
        let tx_here = tx.clone();
        let spawned = builder.spawn(move || {
            let _wake = WakeOnExit(&ctx);
            let outcome = run_steps(what, work, &ctx);
            let _ = tx.send(outcome);
        });
        if let Err(source) = spawned {
            // The closure (and the wake with it) is gone; the first poll reports this.
            let _ = tx_here.send(Err(JobError::NotStarted { what, source }));
        }
        Job {
            what,
            progress,
            cancel,
            outcome: rx,
            taken: Cell::new(false),
        }
    }

    /// The outcome, once (`None` while running, and after the outcome was taken).
    pub fn poll(&self) -> Option<Result<T, JobError<E>>> {
        if self.taken.get() {
            return None;
        }
        match self.outcome.try_recv() {
            Ok(r) => {
                self.taken.set(true);
                Some(r)
            }
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => {
                self.taken.set(true);
                Some(Err(JobError::Lost { what: self.what }))
            }
        }
    }
}

impl<T, E> Job<T, E> {
    /// What the job does, as messages name it.
    pub fn what(&self) -> &'static str {
        self.what
    }

    /// The progress counter the work sets (bytes done, say).
    pub fn progress(&self) -> u64 {
        self.progress.load(Ordering::Relaxed)
    }

    /// Asks the work to stop (between steps, or where it checks); its outcome is then
    /// [`JobError::Cancelled`] unless it finished first.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

impl<T, E> Drop for Job<T, E> {
    /// A job nobody will poll stops at its next step.
    fn drop(&mut self) {
        self.cancel();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::convert::Infallible;
    use std::sync::atomic::AtomicUsize;
    use std::time::{Duration, Instant};

    fn wait<T: Send + 'static, E: Send + 'static>(j: &Job<T, E>) -> Result<T, JobError<E>> {
        let start = Instant::now();
        loop {
            if let Some(r) = j.poll() {
                return r;
            }
            assert!(start.elapsed() < Duration::from_secs(10), "no outcome");
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    /// Counts to `to`, one per step, setting the progress; waits on `gate` at each step if set.
    struct Count {
        at: u64,
        to: u64,
        gate: Option<Arc<AtomicBool>>,
    }

    impl Work for Count {
        type Output = u64;
        type Error = Infallible;
        fn step(&mut self, ctx: &JobContext) -> Step<Result<u64, Infallible>> {
            if let Some(g) = &self.gate {
                while !g.load(Ordering::SeqCst) && !ctx.is_cancelled() {
                    std::thread::sleep(Duration::from_millis(1));
                }
            }
            if self.at == self.to {
                return Step::Done(Ok(self.at));
            }
            self.at += 1;
            ctx.set_progress(self.at);
            Step::More
        }
    }

    #[test]
    fn a_result_arrives_and_wakes_the_window() {
        let woken = Arc::new(AtomicBool::new(false));
        let w = Arc::clone(&woken);
        let j: Job<u32, Infallible> = Job::once(
            "test",
            move || w.store(true, Ordering::SeqCst),
            |_| Ok(6 * 7),
        );
        assert_eq!(wait(&j).ok(), Some(42));
        // Taken once; later polls say nothing (not "lost").
        assert!(j.poll().is_none());
        let start = Instant::now();
        while !woken.load(Ordering::SeqCst) {
            assert!(start.elapsed() < Duration::from_secs(10), "never woken");
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    #[test]
    fn steps_run_until_done_and_set_the_progress() {
        let j = Job::spawn(
            "count",
            || {},
            Count {
                at: 0,
                to: 1000,
                gate: None,
            },
        );
        assert_eq!(wait(&j).ok(), Some(1000));
        assert_eq!(j.progress(), 1000);
    }

    #[test]
    fn progress_is_readable_while_it_runs() {
        let gate = Arc::new(AtomicBool::new(false));
        let j = Job::spawn(
            "count",
            || {},
            Count {
                at: 0,
                to: u64::MAX,
                gate: Some(Arc::clone(&gate)),
            },
        );
        gate.store(true, Ordering::SeqCst);
        let start = Instant::now();
        while j.progress() < 100 {
            assert!(start.elapsed() < Duration::from_secs(10), "no progress");
            std::thread::sleep(Duration::from_millis(1));
        }
        assert!(j.poll().is_none(), "still running");
        j.cancel();
        assert!(matches!(
            wait(&j),
            Err(JobError::Cancelled { what: "count" })
        ));
    }

    #[test]
    fn the_work_s_own_error_arrives_typed() {
        #[derive(Debug, Error, PartialEq)]
        #[error("no good: {0}")]
        struct NoGood(u8);
        let j: Job<(), NoGood> = Job::once("test", || {}, |_| Err(NoGood(7)));
        match wait(&j) {
            Err(e @ JobError::Failed(NoGood(7))) => assert_eq!(e.to_string(), "no good: 7"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_panic_is_a_failure_with_its_message_and_still_wakes() {
        let wakes = Arc::new(AtomicUsize::new(0));
        let w = Arc::clone(&wakes);
        let j: Job<u32, Infallible> = Job::once(
            "test",
            move || {
                w.fetch_add(1, Ordering::SeqCst);
            },
            |_| panic!("worker failed (expected)"),
        );
        match wait(&j) {
            Err(e @ JobError::Panicked { .. }) => assert_eq!(
                e.to_string(),
                "the test stopped with an internal error: worker failed (expected)"
            ),
            other => panic!("{other:?}"),
        }
        let start = Instant::now();
        while wakes.load(Ordering::SeqCst) == 0 {
            assert!(start.elapsed() < Duration::from_secs(10), "never woken");
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    #[test]
    fn a_worker_gone_without_a_result_is_lost() {
        // A job whose sender is dropped unsent (what a worker killed outside `catch_unwind`
        // leaves behind).
        let (tx, rx) = channel::<Result<u32, JobError<Infallible>>>();
        drop(tx);
        let j = Job {
            what: "test",
            progress: Arc::default(),
            cancel: Arc::default(),
            outcome: rx,
            taken: Cell::new(false),
        };
        assert!(matches!(
            j.poll(),
            Some(Err(JobError::Lost { what: "test" }))
        ));
        assert!(j.poll().is_none());
    }

    #[test]
    fn a_thread_that_cannot_start_is_reported_by_the_first_poll() {
        // A stack larger than the address space: the thread cannot be created.
        let builder = std::thread::Builder::new().stack_size(1 << 60);
        let j: Job<u32, Infallible> = Job::spawn_on(
            builder,
            "test",
            || {},
            Once {
                f: Some(|_: &JobContext| Ok(1)),
                _out: PhantomData,
            },
        );
        match j.poll() {
            Some(Err(e @ JobError::NotStarted { .. })) => {
                assert!(e.to_string().starts_with("the test could not start"), "{e}");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn cancel_and_drop_stop_the_work() {
        let gate = Arc::new(AtomicBool::new(false));
        let j = Job::spawn(
            "count",
            || {},
            Count {
                at: 0,
                to: 10,
                gate: Some(Arc::clone(&gate)),
            },
        );
        j.cancel();
        gate.store(true, Ordering::SeqCst);
        assert!(matches!(wait(&j), Err(JobError::Cancelled { .. })));
        // Dropping a job cancels it: the worker ends (its wake runs) without anyone polling.
        let ended = Arc::new(AtomicBool::new(false));
        let e = Arc::clone(&ended);
        let j = Job::spawn(
            "count",
            move || e.store(true, Ordering::SeqCst),
            Count {
                at: 0,
                to: u64::MAX,
                gate: None,
            },
        );
        drop(j);
        let start = Instant::now();
        while !ended.load(Ordering::SeqCst) {
            assert!(start.elapsed() < Duration::from_secs(10), "never stopped");
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}
