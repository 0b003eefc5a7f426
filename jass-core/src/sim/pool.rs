//! The worker threads of a batch.

use alloc::vec::Vec;
use std::sync::{Mutex, PoisonError};

/// Fills `rows[i]` with `work(seed + i)` (wrapping) on `threads` threads,
/// each taking one contiguous block. A block for which the system gives no
/// thread (a resource limit on threads or memory) is filled on the calling
/// thread: the rows are the same, only slower. The first error in block
/// order is returned; a panic in a worker is resumed on the calling thread.
pub(super) fn fill_seeded<R, E, F>(
    rows: &mut [R],
    seed: u64,
    threads: usize,
    work: F,
) -> Result<(), E>
where
    R: Send,
    E: Send,
    F: Fn(u64) -> Result<R, E> + Sync,
{
    let block = rows.len().div_ceil(threads.max(1)).max(1);
    if rows.len() <= block {
        return fill_block(rows, seed, &work);
    }
    // Each block behind a lock, so that a block whose thread could not be
    // started is still at hand to be filled here.
    let blocks: Vec<Mutex<&mut [R]>> = rows.chunks_mut(block).map(Mutex::new).collect();
    let fill = |n: usize| -> Result<(), E> {
        let mut rows = blocks[n].lock().unwrap_or_else(PoisonError::into_inner);
        fill_block(&mut rows, seed.wrapping_add((n * block) as u64), &work)
    };
    std::thread::scope(|scope| {
        let mut handles = Vec::with_capacity(blocks.len());
        let mut here = Vec::new();
        for n in 0..blocks.len() {
            let fill = &fill;
            match std::thread::Builder::new().spawn_scoped(scope, move || fill(n)) {
                Ok(handle) => handles.push((n, handle)),
                Err(_) => here.push(n),
            }
        }
        let mut outcome: Option<(usize, E)> = None;
        let mut keep_first = |n: usize, result: Result<(), E>| {
            if let Err(error) = result
                && outcome.as_ref().is_none_or(|(first, _)| n < *first)
            {
                outcome = Some((n, error));
            }
        };
        for n in here {
            keep_first(n, fill(n));
        }
        for (n, handle) in handles {
            let result = handle
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            keep_first(n, result);
        }
        outcome.map_or(Ok(()), |(_, error)| Err(error))
    })
}

/// Fills `rows[i]` with `work(first + i)` on this thread.
fn fill_block<R, E>(
    rows: &mut [R],
    first: u64,
    work: &impl Fn(u64) -> Result<R, E>,
) -> Result<(), E> {
    for (i, row) in rows.iter_mut().enumerate() {
        *row = work(first.wrapping_add(i as u64))?;
    }
    Ok(())
}
