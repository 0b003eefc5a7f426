//! The worker threads of a batch: the simulations of [`crate::sim`] and the
//! solves of [`Solver::solve_many`](crate::solver::Solver::solve_many).

use alloc::sync::Arc;
use alloc::vec::Vec;
use core::num::NonZeroUsize;
use core::ops::Range;
use core::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use core::time::Duration;
use std::sync::{Condvar, Mutex, OnceLock, PoisonError};

/// The number of cores the system reports (1 if it cannot tell), asked once
/// per process: the simulations and the solver run on that many threads
/// when the caller names no number. Asking reads the system's files each
/// time (31 µs on a Zen 4 test machine), which a solve of a small position or
/// a small batch would otherwise pay on every call. A change of the
/// process's cores after the first call (its affinity, its cgroup's quota)
/// is not seen.
pub(crate) fn cores() -> NonZeroUsize {
    *CORES.get_or_init(|| std::thread::available_parallelism().unwrap_or(NonZeroUsize::MIN))
}

/// The answer of [`cores`], once asked.
static CORES: OnceLock<NonZeroUsize> = OnceLock::new();

/// The fewest chunks per thread a batch is cut into, when its rows allow.
const CHUNKS_PER_THREAD: usize = 16;

/// How often the calling thread, once it has no chunk left, looks at the
/// caller's stop flag while the workers finish theirs.
const STOP_POLL: Duration = Duration::from_millis(1);

/// How a batch is shared out among threads.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Batch<'a> {
    /// The number of threads, the calling one included (0 counts as 1).
    pub(crate) threads: usize,
    /// The most rows in a chunk: 1 for rows that take very different
    /// times (solves), more where taking a chunk would otherwise show.
    pub(crate) max_chunk: usize,
    /// The fewest rows worth a thread of their own: a batch of fewer than
    /// `threads × min_rows` rows runs on fewer threads (0 counts as 1).
    /// Starting a thread costs 0.1 to 0.2 ms on the test machines, the
    /// time of a few hundred random hands.
    pub(crate) min_rows: usize,
    /// The caller's flag: once set, the batch stops (see [`fill`]).
    pub(crate) stop: Option<&'a AtomicBool>,
}

/// A chunk's rows do not fit in memory: `rows` rows of `size` bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct NoRoom {
    /// The rows that could not be allocated.
    pub(crate) rows: usize,
    /// The size of one row, in bytes.
    pub(crate) size: usize,
}

/// An empty vector with room for `count` rows, or [`NoRoom`] (not an
/// abort).
pub(crate) fn with_room<R>(count: usize) -> Result<Vec<R>, NoRoom> {
    let mut rows = Vec::new();
    rows.try_reserve_exact(count).map_err(|_| NoRoom {
        rows: count,
        size: size_of::<R>(),
    })?;
    Ok(rows)
}

/// Fills `rows[i]` with `work(state, i, flag)` on `batch.threads` threads
/// (fewer for fewer rows than [`Batch::min_rows`] asks):
/// the calling thread, with `own` as its state, and `threads - 1` workers,
/// each with a state of its own (taken from `spare`, or made by `make` when
/// `spare` has none left, and put back into `spare` once the worker is
/// done), take chunks of consecutive
/// rows in turn until none is left, so that a thread the system slows
/// down (another process on its core) leaves its share to the others
/// instead of holding up the batch. A worker the system does not give (a
/// resource limit on threads or memory) leaves its chunks to the others:
/// the rows are the same, only slower.
///
/// The first error in row order is returned (a chunk whose rows do not fit
/// in memory is [`NoRoom`]), and no chunk is begun after an error; the
/// rows are then not all filled. A row whose `work` gives up through its
/// flag because another row failed returns an error of its own, which can
/// come first in row order: the caller tells the two apart. A panic in a
/// worker is resumed on the calling thread.
///
/// `flag` is what a long `work` watches to give up early, returning an
/// error: on the calling thread the caller's flag `batch.stop` (if there
/// is one), on the workers a flag of the batch that is set at the first
/// error, and by the calling thread once it sees the caller's flag set
/// (in an error of its own `work`, or within [`STOP_POLL`] while it waits
/// for the workers).
///
/// The workers are detached threads joined before returning, not scoped
/// ones: a scope records a handle of the calling thread in its
/// thread-local storage, which a C program's main thread never frees, and
/// leak checkers such as valgrind report it. So a worker cannot borrow
/// `rows`: it returns its chunks, which the calling thread copies in.
pub(crate) fn fill<R, S, E, W>(
    rows: &mut [R],
    batch: Batch<'_>,
    own: &mut S,
    spare: &mut Vec<S>,
    mut make: impl FnMut() -> S,
    work: W,
) -> Result<(), E>
where
    R: Send + 'static,
    S: Send + 'static,
    E: From<NoRoom> + Send + 'static,
    W: Fn(&mut S, usize, &AtomicBool) -> Result<R, E> + Send + Sync + 'static,
{
    let worth = rows.len().div_ceil(batch.min_rows.max(1));
    let threads = batch.threads.min(worth).max(1);
    let chunks = Arc::new(Chunks::new(rows.len(), threads, batch.max_chunk));
    let work = Arc::new(work);
    // No more threads than chunks.
    let helpers = threads.min(chunks.count).saturating_sub(1);
    let mut workers = with_room(helpers)?;
    for _ in 0..helpers {
        let (work, chunks) = (Arc::clone(&work), Arc::clone(&chunks));
        let mut state = spare.pop().unwrap_or_else(&mut make);
        let spawned = std::thread::Builder::new().spawn(move || {
            let _finished = Finished(&chunks);
            let mut done = Vec::new();
            let error = chunks.fill_each(|chunk, range| {
                let mut block = with_room(range.len())?;
                for i in range {
                    block.push(work(&mut state, i, &chunks.halted)?);
                }
                done.push((chunk, block));
                Ok(())
            });
            (done, error, state)
        });
        workers.extend(spawned.ok());
    }
    // Stops the workers if this thread panics: in its own chunk, or when
    // it resumes a worker's panic.
    let _guard = StopOnDrop(&chunks);
    let flag = batch.stop.unwrap_or(&chunks.halted);
    let work = &*work;
    let mut first_error = chunks.fill_each(|_, range| {
        for i in range {
            rows[i] = work(own, i, flag)?;
        }
        Ok(())
    });
    if let Some(stop) = batch.stop {
        chunks.wait_for(workers.len(), stop);
    }
    for worker in workers {
        let (done, error, state) = worker
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        spare.push(state);
        for (chunk, block) in done {
            for (row, value) in rows[chunks.range(chunk)].iter_mut().zip(block) {
                *row = value;
            }
        }
        first_error = match (first_error, error) {
            (Some(a), Some(b)) => Some(if b.0 < a.0 { b } else { a }),
            (a, b) => a.or(b),
        };
    }
    first_error.map_or(Ok(()), |(_, error)| Err(error))
}

/// A batch of `len` rows cut into `count` chunks of `size` rows (the last
/// one shorter), which the threads take in order through the counter
/// `next`; and the flag the workers' work watches.
#[derive(Debug)]
struct Chunks {
    len: usize,
    size: usize,
    count: usize,
    next: AtomicUsize,
    halted: AtomicBool,
    /// The workers whose work is over (done, failed or panicked), and the
    /// signal of each one's end.
    finished: (Mutex<usize>, Condvar),
}

impl Chunks {
    /// The chunks of `len` rows for `threads` threads: at least
    /// [`CHUNKS_PER_THREAD`] per thread where the rows allow, of at most
    /// `max_chunk` rows (and at least one).
    fn new(len: usize, threads: usize, max_chunk: usize) -> Chunks {
        let size = (len / threads.saturating_mul(CHUNKS_PER_THREAD)).clamp(1, max_chunk.max(1));
        Chunks {
            len,
            size,
            count: len.div_ceil(size),
            next: AtomicUsize::new(0),
            halted: AtomicBool::new(false),
            finished: (Mutex::new(0), Condvar::new()),
        }
    }

    /// The rows of chunk `chunk`.
    fn range(&self, chunk: usize) -> Range<usize> {
        let start = chunk * self.size;
        start..self.len.min(start + self.size)
    }

    /// Takes chunks until none is left, doing `fill(chunk, rows)` with
    /// each; at the first error, stops the batch and returns the error
    /// with its chunk.
    fn fill_each<E>(
        &self,
        mut fill: impl FnMut(usize, Range<usize>) -> Result<(), E>,
    ) -> Option<(usize, E)> {
        loop {
            let chunk = self.next.fetch_add(1, Ordering::Relaxed);
            if chunk >= self.count {
                return None;
            }
            if let Err(error) = fill(chunk, self.range(chunk)) {
                self.stop();
                return Some((chunk, error));
            }
        }
    }

    /// Waits until `workers` workers have finished, stopping the batch
    /// within [`STOP_POLL`] of `stop` being set. A worker's end wakes this
    /// thread at once: a batch of small rows does not wait out a poll.
    fn wait_for(&self, workers: usize, stop: &AtomicBool) {
        let (count, ended) = &self.finished;
        let mut finished = count.lock().unwrap_or_else(PoisonError::into_inner);
        while *finished < workers {
            if stop.load(Ordering::Relaxed) {
                self.stop();
            }
            finished = ended
                .wait_timeout(finished, STOP_POLL)
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
    }

    /// Leaves no chunk to take and sets the flag the workers watch. The
    /// chunks taken before are finished by their threads (or given up
    /// through the flag), so the first error in row order is still found.
    fn stop(&self) {
        self.next.fetch_max(self.count, Ordering::Relaxed);
        self.halted.store(true, Ordering::Relaxed);
    }
}

/// Counts a worker's work as over and wakes the calling thread once
/// dropped, also while unwinding.
struct Finished<'a>(&'a Chunks);

impl Drop for Finished<'_> {
    fn drop(&mut self) {
        let (count, ended) = &self.0.finished;
        *count.lock().unwrap_or_else(PoisonError::into_inner) += 1;
        ended.notify_one();
    }
}

/// Stops the batch once dropped, also while unwinding.
struct StopOnDrop<'a>(&'a Chunks);

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        self.0.stop();
    }
}

#[cfg(test)]
mod tests {
    use alloc::vec;
    use alloc::vec::Vec;
    use core::sync::atomic::{AtomicBool, Ordering};
    use std::panic::{AssertUnwindSafe, catch_unwind};

    use super::{Batch, Chunks, NoRoom, cores, fill};

    #[test]
    fn the_cores_are_those_the_system_reports_and_kept() {
        let reported = std::thread::available_parallelism().map_or(1, core::num::NonZeroUsize::get);
        assert_eq!(cores().get(), reported);
        // The answer is kept for the next call.
        assert_eq!(super::CORES.get().map(|c| c.get()), Some(reported));
    }

    /// `threads` threads, chunks of at most 2,048 rows, no stop flag.
    fn batch(threads: usize) -> Batch<'static> {
        Batch {
            threads,
            max_chunk: 2048,
            min_rows: 1,
            stop: None,
        }
    }

    /// The error `work` gives for row `i`.
    fn failure(i: usize) -> NoRoom {
        NoRoom { rows: i, size: 0 }
    }

    /// [`fill`] with no state.
    fn fill_rows<R: Send + 'static>(
        rows: &mut [R],
        batch: Batch<'_>,
        work: impl Fn(usize, &AtomicBool) -> Result<R, NoRoom> + Send + Sync + 'static,
    ) -> Result<(), NoRoom> {
        fill(
            rows,
            batch,
            &mut (),
            &mut Vec::new(),
            || (),
            move |(), i, flag| work(i, flag),
        )
    }

    /// Waits until `flag` is set, then fails row `i`.
    fn fail_once_set(i: usize, flag: &AtomicBool) -> Result<usize, NoRoom> {
        while !flag.load(Ordering::Relaxed) {
            std::thread::yield_now();
        }
        Err(failure(i))
    }

    #[test]
    fn every_row_is_its_own_on_any_number_of_threads() {
        for len in [0, 1, 2, 5, 33, 1000, 5000] {
            let expected: Vec<usize> = (0..len).map(|i| i * 3).collect();
            for threads in [1, 2, 3, 7, 200] {
                for max_chunk in [1, 2048] {
                    let mut rows = vec![0usize; len];
                    let batch = Batch {
                        max_chunk,
                        ..batch(threads)
                    };
                    fill_rows(&mut rows, batch, |i, _| Ok(i * 3)).unwrap();
                    assert_eq!(rows, expected, "{len} rows on {threads} threads");
                }
            }
        }
    }

    #[test]
    fn each_thread_keeps_a_state_of_its_own_and_the_workers_give_theirs_back() {
        // A state remembers the thread that used it in this batch: no other
        // thread may use it in the same batch.
        let mut rows = vec![0usize; 3000];
        let mut own = None;
        let mut spare = Vec::new();
        for round in 0..2 {
            own = None;
            spare.fill(None);
            fill(
                &mut rows,
                batch(3),
                &mut own,
                &mut spare,
                || None,
                |state, i, _| {
                    let id = std::thread::current().id();
                    assert_eq!(*state.get_or_insert(id), id, "a state used by two threads");
                    Ok::<_, NoRoom>(i)
                },
            )
            .unwrap();
            assert_eq!(rows, (0..3000).collect::<Vec<_>>());
            // The two workers' states, made in the first round and taken
            // again in the second.
            assert_eq!(spare.len(), 2, "round {round}");
        }
        assert_eq!(
            own.unwrap_or(std::thread::current().id()),
            std::thread::current().id()
        );
    }

    #[test]
    fn a_batch_of_few_rows_starts_only_the_threads_its_rows_are_worth() {
        // Ten rows per thread at least: 25 rows on at most three threads.
        for (len, workers) in [(0, 0), (9, 0), (10, 0), (11, 1), (25, 2), (1000, 4)] {
            let mut rows = vec![0usize; len];
            let mut spare = Vec::new();
            let batch = Batch {
                min_rows: 10,
                ..batch(5)
            };
            fill(
                &mut rows,
                batch,
                &mut (),
                &mut spare,
                || (),
                |(), i, _| Ok::<_, NoRoom>(i),
            )
            .unwrap();
            assert_eq!(rows, (0..len).collect::<Vec<_>>());
            // Each worker made a state and gave it back.
            assert_eq!(spare.len(), workers, "{len} rows");
        }
    }

    #[test]
    fn the_first_error_in_row_order_is_returned() {
        // Rows 700 and 2500 to 2600 fail: whichever thread meets which
        // first, the error is the one of row 700.
        for threads in [1, 2, 3, 8] {
            for _ in 0..20 {
                let mut rows = vec![0usize; 4000];
                let result = fill_rows(&mut rows, batch(threads), |i, _| {
                    if i == 700 || (2500..2600).contains(&i) {
                        Err(failure(i))
                    } else {
                        Ok(i)
                    }
                });
                assert_eq!(result, Err(failure(700)), "{threads} threads");
            }
        }
    }

    #[test]
    fn an_error_sets_the_flag_the_workers_watch() {
        // Row 0 fails at once; every other row waits for its flag, which
        // only the error sets. Without it the batch would never end.
        for threads in [2, 3] {
            let mut rows = vec![0usize; 10];
            let batch = Batch {
                max_chunk: 1,
                ..batch(threads)
            };
            let result = fill_rows(&mut rows, batch, |i, flag| {
                if i == 0 {
                    return Err(failure(0));
                }
                fail_once_set(i, flag)
            });
            assert_eq!(result, Err(failure(0)), "{threads} threads");
        }
    }

    #[test]
    fn the_callers_flag_stops_every_thread() {
        // Every row waits for its flag: the caller's flag, set by another
        // thread, must reach the workers' flag too, or the batch never ends.
        for threads in [1, 2, 4] {
            let stop = AtomicBool::new(false);
            let mut rows = vec![0usize; 100];
            let batch = Batch {
                max_chunk: 1,
                stop: Some(&stop),
                ..batch(threads)
            };
            let result = std::thread::scope(|scope| {
                scope.spawn(|| {
                    std::thread::sleep(core::time::Duration::from_millis(20));
                    stop.store(true, Ordering::Relaxed);
                });
                fill_rows(&mut rows, batch, fail_once_set)
            });
            // Each thread gives up its first row with an error; row 0 was
            // taken first, whichever thread took it.
            assert_eq!(result, Err(failure(0)), "{threads} threads");
        }
    }

    #[test]
    fn a_panic_in_any_thread_reaches_the_caller() {
        for threads in [1, 2, 4] {
            let mut rows = vec![0usize; 3000];
            let result = catch_unwind(AssertUnwindSafe(|| {
                fill_rows(&mut rows, batch(threads), |i, _| {
                    assert!(i != 2999, "the last row");
                    Ok::<_, NoRoom>(i)
                })
            }));
            assert!(result.is_err(), "{threads} threads");
        }
    }

    #[test]
    fn chunks_cover_the_rows_once_in_order() {
        for len in [1, 7, 31, 32, 33, 1000, 100_000] {
            for threads in [1, 2, 5] {
                for max_chunk in [0, 1, 2048] {
                    let chunks = Chunks::new(len, threads, max_chunk);
                    let covered: Vec<usize> =
                        (0..chunks.count).flat_map(|c| chunks.range(c)).collect();
                    assert_eq!(
                        covered,
                        (0..len).collect::<Vec<_>>(),
                        "{len} rows, {threads} threads"
                    );
                    assert!(chunks.size <= max_chunk.max(1));
                }
            }
        }
        // Enough chunks for each thread to take several.
        assert!(Chunks::new(1000, 2, 2048).count >= 2 * super::CHUNKS_PER_THREAD);
    }
}
