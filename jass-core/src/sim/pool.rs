//! The worker threads of a batch.

use alloc::sync::Arc;

use crate::sim::{SimError, with_room};

/// Fills `rows[i]` with `work(seed + i)` (wrapping) on `threads` threads,
/// each computing one contiguous block. A block for which the system gives
/// no thread (a resource limit on threads or memory) is filled on the
/// calling thread: the rows are the same, only slower. The first error in
/// block order is returned (a block whose rows do not fit in memory is
/// [`SimError::OutOfMemory`]); a panic in a worker is resumed on the
/// calling thread.
///
/// The workers are detached threads joined before returning, not scoped
/// ones: a scope records a handle of the calling thread in its
/// thread-local storage, which a C program's main thread never frees, and
/// leak checkers such as valgrind report it.
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
    let block = rows.len().div_ceil(threads.max(1)).max(1);
    if rows.len() <= block {
        return fill_block(rows, seed, &work);
    }
    let work = Arc::new(work);
    let mut handles = with_room(rows.len().div_ceil(block))?;
    for (n, rows) in rows.chunks_mut(block).enumerate() {
        let first = seed.wrapping_add((n * block) as u64);
        let len = rows.len();
        let work = Arc::clone(&work);
        let spawned = std::thread::Builder::new().spawn(move || {
            let mut block = with_room(len)?;
            for i in 0..len as u64 {
                block.push(work(first.wrapping_add(i))?);
            }
            Ok(block)
        });
        handles.push((rows, first, spawned.ok()));
    }
    let mut outcome = Ok(());
    for (rows, first, handle) in handles {
        let result = match handle {
            Some(handle) => handle
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
                .map(|block| {
                    for (row, value) in rows.iter_mut().zip(block) {
                        *row = value;
                    }
                }),
            None => fill_block(rows, first, &*work),
        };
        if outcome.is_ok() {
            outcome = result;
        }
    }
    outcome
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
