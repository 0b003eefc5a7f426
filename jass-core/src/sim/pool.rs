//! The worker threads of a batch.

use alloc::sync::Arc;
use alloc::vec::Vec;
use core::ops::Range;
use core::sync::atomic::{AtomicUsize, Ordering};

use crate::sim::{SimError, with_room};

/// The most rows in a chunk: small enough that the threads finish close
/// together, large enough that taking a chunk costs nothing that shows.
const MAX_CHUNK: usize = 2048;

/// The fewest chunks per thread a batch is cut into, when its rows allow.
const CHUNKS_PER_THREAD: usize = 16;

/// Fills `rows[i]` with `work(seed + i)` (wrapping) on `threads` threads:
/// the calling thread and `threads - 1` workers take chunks of consecutive
/// rows in turn until none is left, so that a thread the system slows
/// down (another process on its core) leaves its share to the others
/// instead of holding up the batch. A worker the system does not give (a
/// resource limit on threads or memory) leaves its chunks to the others:
/// the rows are the same, only slower. The first error in row order is
/// returned (a chunk whose rows do not fit in memory is
/// [`SimError::OutOfMemory`]), and no chunk is begun after an error; a
/// panic in a worker is resumed on the calling thread.
///
/// The workers are detached threads joined before returning, not scoped
/// ones: a scope records a handle of the calling thread in its
/// thread-local storage, which a C program's main thread never frees, and
/// leak checkers such as valgrind report it. So a worker cannot borrow
/// `rows`: it returns its chunks, which the calling thread copies in.
pub(super) fn fill_seeded<R, F>(
    rows: &mut [R],
    seed: u64,
    threads: usize,
    work: F,
) -> Result<(), SimError>
where
    R: Send + 'static,
    F: Fn(u64) -> Result<R, SimError> + Send + Sync + 'static,
{
    let threads = threads.max(1);
    let chunks = Arc::new(Chunks::new(rows.len(), threads));
    let work = Arc::new(work);
    // No more threads than chunks.
    let helpers = threads.min(chunks.count).saturating_sub(1);
    let mut workers = with_room(helpers)?;
    for _ in 0..helpers {
        let (work, chunks) = (Arc::clone(&work), Arc::clone(&chunks));
        let spawned = std::thread::Builder::new().spawn(move || {
            let mut done = Vec::new();
            let error = chunks.fill_each(|chunk, range| {
                let mut block = with_room(range.len())?;
                for i in range {
                    block.push(work(seed.wrapping_add(i as u64))?);
                }
                done.push((chunk, block));
                Ok(())
            });
            (done, error)
        });
        workers.extend(spawned.ok());
    }
    // Stops the workers if the calling thread's own chunk panics.
    let guard = StopOnDrop(&chunks);
    let mut first_error = chunks.fill_each(|_, range| {
        let first = seed.wrapping_add(range.start as u64);
        fill_block(&mut rows[range], first, &*work)
    });
    drop(guard);
    for worker in workers {
        let (done, error) = worker
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
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
/// `next`.
#[derive(Debug)]
struct Chunks {
    len: usize,
    size: usize,
    count: usize,
    next: AtomicUsize,
}

impl Chunks {
    /// The chunks of `len` rows for `threads` threads: at least
    /// [`CHUNKS_PER_THREAD`] per thread where the rows allow, of at most
    /// [`MAX_CHUNK`] rows.
    fn new(len: usize, threads: usize) -> Chunks {
        let size = (len / threads.saturating_mul(CHUNKS_PER_THREAD)).clamp(1, MAX_CHUNK);
        Chunks {
            len,
            size,
            count: len.div_ceil(size),
            next: AtomicUsize::new(0),
        }
    }

    /// The rows of chunk `chunk`.
    fn range(&self, chunk: usize) -> Range<usize> {
        let start = chunk * self.size;
        start..self.len.min(start + self.size)
    }

    /// Takes chunks until none is left, doing `fill(chunk, rows)` with
    /// each; at the first error, leaves no chunk to take and returns it
    /// with its chunk.
    fn fill_each(
        &self,
        mut fill: impl FnMut(usize, Range<usize>) -> Result<(), SimError>,
    ) -> Option<(usize, SimError)> {
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

    /// Leaves no chunk to take. The chunks taken before are finished by
    /// their threads, so the first error in row order is still found.
    fn stop(&self) {
        self.next.fetch_max(self.count, Ordering::Relaxed);
    }
}

/// Leaves no chunk to take once dropped, also while unwinding.
struct StopOnDrop<'a>(&'a Chunks);

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        self.0.stop();
    }
}

/// Fills `rows[i]` with `work(first + i)` on this thread.
fn fill_block<R>(
    rows: &mut [R],
    first: u64,
    work: &impl Fn(u64) -> Result<R, SimError>,
) -> Result<(), SimError> {
    for (i, row) in rows.iter_mut().enumerate() {
        *row = work(first.wrapping_add(i as u64))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use alloc::vec;
    use alloc::vec::Vec;
    use std::panic::{AssertUnwindSafe, catch_unwind};

    use super::{Chunks, fill_seeded};
    use crate::sim::SimError;

    /// The error `work` gives for `seed`: its seed in `rows`.
    fn failure(seed: u64) -> SimError {
        SimError::OutOfMemory {
            rows: seed as usize,
            size: 0,
        }
    }

    #[test]
    fn every_row_is_its_seeds_on_any_number_of_threads() {
        for len in [0, 1, 2, 5, 33, 1000, 5000] {
            let seed = u64::MAX - 3;
            let expected: Vec<u64> = (0..len as u64)
                .map(|i| seed.wrapping_add(i).wrapping_mul(3))
                .collect();
            for threads in [1, 2, 3, 7, 200] {
                let mut rows = vec![0u64; len];
                fill_seeded(&mut rows, seed, threads, |s| Ok(s.wrapping_mul(3))).unwrap();
                assert_eq!(rows, expected, "{len} rows on {threads} threads");
            }
        }
    }

    #[test]
    fn the_first_error_in_row_order_is_returned() {
        // Seeds 700 and 2500 to 2600 fail: whichever thread meets which
        // first, the error is the one of seed 700.
        for threads in [1, 2, 3, 8] {
            for _ in 0..20 {
                let mut rows = vec![0u64; 4000];
                let result = fill_seeded(&mut rows, 0, threads, |s| {
                    if s == 700 || (2500..2600).contains(&s) {
                        Err(failure(s))
                    } else {
                        Ok(s)
                    }
                });
                assert_eq!(result, Err(failure(700)), "{threads} threads");
            }
        }
    }

    #[test]
    fn a_panic_in_any_thread_reaches_the_caller() {
        for threads in [1, 2, 4] {
            let mut rows = vec![0u64; 3000];
            let result = catch_unwind(AssertUnwindSafe(|| {
                fill_seeded(&mut rows, 0, threads, |s| {
                    assert!(s != 2999, "the last row");
                    Ok(s)
                })
            }));
            assert!(result.is_err(), "{threads} threads");
        }
    }

    #[test]
    fn chunks_cover_the_rows_once_in_order() {
        for len in [1, 7, 31, 32, 33, 1000, 100_000] {
            for threads in [1, 2, 5] {
                let chunks = Chunks::new(len, threads);
                let covered: Vec<usize> = (0..chunks.count).flat_map(|c| chunks.range(c)).collect();
                assert_eq!(
                    covered,
                    (0..len).collect::<Vec<_>>(),
                    "{len} rows, {threads} threads"
                );
                assert!(chunks.size <= super::MAX_CHUNK);
            }
        }
        // Enough chunks for each thread to take several.
        assert!(Chunks::new(1000, 2).count >= 2 * super::CHUNKS_PER_THREAD);
    }
}
