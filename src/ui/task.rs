//! One small type for the window's own background work (the file dialog, saves; the document's
//! scan and searches have theirs in `document`): started on a named thread that wakes the window
//! when it is done, polled each frame, and its outcome always arrives — a worker that ends
//! without a result (it panicked) says so, and a thread that cannot start is an error at once,
//! never a silent "working…".

use std::sync::mpsc::{Receiver, TryRecvError, channel};

/// Work running on its own thread.
#[derive(Debug)]
pub struct Task<T> {
    rx: Receiver<T>,
}

/// What [`Task::poll`] found.
#[derive(Debug, PartialEq, Eq)]
pub enum Poll<T> {
    /// Still running.
    Pending,
    /// Finished with this result.
    Done(T),
    /// The worker ended without a result.
    Lost,
}

impl<T: Send + 'static> Task<T> {
    /// Runs `work` on a thread called `name`; `wake` is called when it is done (to repaint).
    pub fn spawn(
        name: &str,
        wake: impl Fn() + Send + 'static,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<Task<T>, String> {
        let (tx, rx) = channel();
        std::thread::Builder::new()
            .name(name.to_string())
            .spawn(move || {
                let _ = tx.send(work());
                wake();
            })
            .map_err(|e| format!("cannot start the {name} thread: {e}"))?;
        Ok(Task { rx })
    }

    /// The outcome, if there is one yet.
    pub fn poll(&self) -> Poll<T> {
        match self.rx.try_recv() {
            Ok(t) => Poll::Done(t),
            Err(TryRecvError::Empty) => Poll::Pending,
            Err(TryRecvError::Disconnected) => Poll::Lost,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    fn wait<T: Send + 'static>(t: &Task<T>) -> Poll<T> {
        let start = Instant::now();
        loop {
            match t.poll() {
                Poll::Pending if start.elapsed() < Duration::from_secs(10) => {
                    std::thread::sleep(Duration::from_millis(1))
                }
                other => return other,
            }
        }
    }

    #[test]
    fn a_result_arrives_and_wakes_the_window() {
        let woken = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let w = woken.clone();
        let t = Task::spawn(
            "test",
            move || w.store(true, std::sync::atomic::Ordering::SeqCst),
            || 6 * 7,
        )
        .expect("spawned");
        assert_eq!(wait(&t), Poll::Done(42));
        // The wake runs right after the send.
        let start = Instant::now();
        while !woken.load(std::sync::atomic::Ordering::SeqCst) {
            assert!(start.elapsed() < Duration::from_secs(10), "never woken");
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    #[test]
    fn a_worker_that_dies_is_reported_lost() {
        let t: Task<u32> =
            Task::spawn("test", || {}, || panic!("worker failed (expected)")).expect("spawned");
        assert_eq!(wait(&t), Poll::Lost);
    }
}
