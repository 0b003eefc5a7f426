//! Many positions solved at once, each on one thread.

use alloc::alloc::{Layout, handle_alloc_error};
use alloc::sync::Arc;
use alloc::vec::Vec;
use core::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use super::{CardValues, Position, Solution, Solver};
use crate::pool::{self, Batch, NoRoom};

/// Positions with fewer tricks left are small: each is solved in some tens
/// of microseconds.
const SMALL_TRICKS: usize = 5;

/// The fewest small positions worth a thread of a batch of their own:
/// starting a thread and its solver costs 0.1 to 0.2 ms, the time of
/// a dozen small solves (docs/BENCHMARKS.md, twenty-eighth and
/// twenty-ninth passes).
const SMALL_PER_THREAD: usize = 16;

/// Why a solve of a batch gave up.
enum Halt {
    /// Through the stop flag.
    Stopped,
    /// A chunk's solutions did not fit in memory.
    NoRoom(NoRoom),
}

impl From<NoRoom> for Halt {
    fn from(no_room: NoRoom) -> Halt {
        Halt::NoRoom(no_room)
    }
}

impl Solver {
    /// Solves every position of `positions` on [`Solver::threads`]
    /// threads, one position per thread at a time: each thread takes the
    /// next position as soon as it has solved one, so positions of very
    /// different sizes (a whole hand takes a fraction of a second, the
    /// middle of a hand milliseconds) keep every thread busy. The
    /// solutions are in the order of the positions, and each is the one
    /// [`Solver::solve`] finds: the same on any number of threads.
    ///
    /// Each position is searched on one thread: the calling thread's with
    /// this solver's table, each other thread's with a solver of the same
    /// memory that this solver keeps for its next batch, so a batch takes
    /// up to [`Solver::threads`] times [`Solver::memory`]. With fewer
    /// positions than threads, solving them one by one with
    /// [`Solver::solve`] uses every thread for each. A list of small
    /// positions only (fewer than five tricks left, some tens of
    /// microseconds each) starts a thread for every 16 of them, since
    /// starting one costs as long as a dozen such solves.
    ///
    /// ```
    /// use std::num::NonZeroUsize;
    ///
    /// use jass_core::solver::{Position, Solver};
    /// use jass_core::{Action, Contract, Hand, JassRng, Rules, SchieberHand, Seat, Suit};
    ///
    /// // Ten hands from the start of their fourth trick.
    /// let mut positions = Vec::new();
    /// for seed in 0..10 {
    ///     let deal = JassRng::seed_from_u64(seed).deal();
    ///     let mut hand = SchieberHand::new(Rules::schieber(), deal, Seat::S3, Seat::S0)?;
    ///     hand.apply(Action::Declare(Contract::Trump(Suit::Hearts)))?;
    ///     while hand.tricks().len() < 4 {
    ///         let card = hand.legal_cards().first().unwrap();
    ///         hand.apply(Action::Play(card))?;
    ///     }
    ///     positions.push(Position::from_hand(&hand)?);
    /// }
    /// let mut solver = Solver::with_memory(1 << 20);
    /// solver.set_threads(NonZeroUsize::new(2));
    /// let solutions = solver.solve_many(&positions);
    /// assert_eq!(solutions[7], Solver::with_memory(1 << 20).solve(&positions[7]));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn solve_many(&mut self, positions: &[Position]) -> Vec<Solution> {
        // Nothing sets the batch's own flag but an error, and the only
        // error left is memory.
        self.batch(positions, None, Solver::solve_until)
            .unwrap_or_default()
    }

    /// [`Solver::solve_many`], given up once another thread sets `stop`:
    /// `None` then. Every thread's search looks at the flag as
    /// [`Solver::solve_until`]'s does, the threads of a batch within about
    /// a millisecond of each other; a flag set after the last search has
    /// ended finds the batch done.
    ///
    /// ```
    /// use std::sync::atomic::AtomicBool;
    ///
    /// use jass_core::solver::{Position, Solver};
    /// use jass_core::{Action, Contract, Hand, JassRng, Rules, SchieberHand, Seat};
    ///
    /// let mut hand =
    ///     SchieberHand::new(Rules::schieber(), JassRng::seed_from_u64(1).deal(), Seat::S3, Seat::S0)?;
    /// hand.apply(Action::Declare(Contract::Obenabe))?;
    /// let positions = [Position::from_hand(&hand)?; 3];
    /// let mut solver = Solver::with_memory(1 << 20);
    /// // A flag set before the batch starts stops it at once.
    /// assert!(solver.solve_many_until(&positions, &AtomicBool::new(true)).is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn solve_many_until(
        &mut self,
        positions: &[Position],
        stop: &AtomicBool,
    ) -> Option<Vec<Solution>> {
        self.batch(positions, Some(stop), Solver::solve_until)
    }

    /// The value of each of `positions` ([`Solver::value`]), solved as
    /// [`Solver::solve_many`] solves them: each on one thread, in order,
    /// the same on any number of threads.
    ///
    /// ```
    /// use std::num::NonZeroUsize;
    ///
    /// use jass_core::solver::{Position, Solver};
    /// use jass_core::{Action, Contract, Hand, JassRng, Rules, SchieberHand, Seat};
    ///
    /// // Six hands, each worth what it is in Obenabe to seat 0's team.
    /// let positions = (0..6)
    ///     .map(|seed| {
    ///         let deal = JassRng::seed_from_u64(seed).deal();
    ///         let mut hand = SchieberHand::new(Rules::schieber(), deal, Seat::S3, Seat::S0)?;
    ///         hand.apply(Action::Declare(Contract::Obenabe))?;
    ///         Ok(Position::from_hand(&hand)?)
    ///     })
    ///     .collect::<Result<Vec<_>, Box<dyn std::error::Error>>>()?;
    /// let mut solver = Solver::with_memory(1 << 22);
    /// solver.set_threads(NonZeroUsize::new(2));
    /// let values = solver.value_many(&positions);
    /// assert_eq!(values[4], Solver::with_memory(1 << 22).value(&positions[4]));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn value_many(&mut self, positions: &[Position]) -> Vec<u16> {
        self.batch(positions, None, Solver::value_until)
            .unwrap_or_default()
    }

    /// [`Solver::value_many`], given up once another thread sets `stop`:
    /// `None` then, as [`Solver::solve_many_until`].
    pub fn value_many_until(
        &mut self,
        positions: &[Position],
        stop: &AtomicBool,
    ) -> Option<Vec<u16>> {
        self.batch(positions, Some(stop), Solver::value_until)
    }

    /// The value of every legal card of each of `positions`, solved as
    /// [`Solver::solve_many`] solves them (for [`PimcBot`](super::PimcBot)'s
    /// samples); `None` once `stop` is set.
    pub(super) fn card_values_many_until(
        &mut self,
        positions: &[Position],
        stop: &AtomicBool,
    ) -> Option<Vec<CardValues>> {
        self.batch(positions, Some(stop), Solver::card_values_until)
    }

    /// [`Solver::card_values`], given up once `stop` is set: `None` then.
    fn card_values_until(&mut self, position: &Position, stop: &AtomicBool) -> Option<CardValues> {
        let (values, stopped) = self.card_values_with(position, Some(stop));
        (!stopped).then_some(values)
    }

    /// `find` of each of `positions`, each on one of the solver's threads,
    /// or `None` if `stop` stopped them. `find` returns `None` when the flag
    /// it is given stops it.
    fn batch<R: Send + 'static>(
        &mut self,
        positions: &[Position],
        stop: Option<&AtomicBool>,
        find: fn(&mut Solver, &Position, &AtomicBool) -> Option<R>,
    ) -> Option<Vec<R>> {
        // A flag set before the batch starts stops it at once, as it stops
        // a search: the other threads might otherwise take every position
        // and finish them before this one looks at the flag.
        if stop.is_some_and(|stop| stop.load(Ordering::Relaxed)) {
            return None;
        }
        let small = positions.iter().all(|p| p.tricks_left() < SMALL_TRICKS);
        let batch = Batch {
            threads: self.threads,
            max_chunk: 1,
            min_rows: if small { SMALL_PER_THREAD } else { 1 },
            stop,
        };
        let memory = self.memory();
        let shared: Arc<[Position]> = positions.into();
        let searched = Arc::new(AtomicU64::new(0));
        let counted = Arc::clone(&searched);
        let work = move |solver: &mut Solver, i: usize, stop: &AtomicBool| {
            let before = solver.nodes;
            let found = find(solver, &shared[i], stop);
            counted.fetch_add(solver.nodes - before, Ordering::Relaxed);
            found.map(Some).ok_or(Halt::Stopped)
        };
        let mut rows: Vec<Option<R>> = positions.iter().map(|_| None).collect();
        let before = self.nodes;
        // The other threads search with the solvers of the last batch, and
        // keep them for the next: their tables are allocated already.
        let mut spare = core::mem::take(&mut self.spare);
        let result = {
            // This thread searches with this solver's table, on one thread.
            let own = OneThread::new(self);
            pool::fill(
                &mut rows,
                batch,
                &mut *own.0,
                &mut spare,
                || Solver::with_memory(memory),
                work,
            )
        };
        self.spare = spare;
        self.nodes = before + searched.load(Ordering::Relaxed);
        match result {
            Ok(()) => rows.into_iter().collect(),
            Err(Halt::Stopped) if stop.is_some_and(|stop| stop.load(Ordering::Relaxed)) => None,
            // Stopped by the batch's own flag: another thread's results did
            // not fit in memory.
            Err(Halt::Stopped) => handle_alloc_error(Layout::new::<R>()),
            Err(Halt::NoRoom(NoRoom { rows, .. })) => {
                // As any other allocation of the solver that fails.
                handle_alloc_error(Layout::array::<R>(rows).unwrap_or_else(|_| Layout::new::<R>()))
            }
        }
    }
}

/// A solver searching on one thread until dropped, then on as many as
/// before.
struct OneThread<'a>(&'a mut Solver, usize);

impl<'a> OneThread<'a> {
    fn new(solver: &'a mut Solver) -> OneThread<'a> {
        let threads = core::mem::replace(&mut solver.threads, 1);
        OneThread(solver, threads)
    }
}

impl Drop for OneThread<'_> {
    fn drop(&mut self) {
        self.0.threads = self.1;
    }
}
