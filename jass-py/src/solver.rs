//! The double-dummy solver, the PIMC bot, the deals of the hidden cards
//! and the duplicate arena.

use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use jass_core::sim::MAX_THREADS;
use jass_core::sim::arena::{self, ArenaConfig, ArenaReport, DuplicateRow, Player};
use jass_core::solver::{CardValues, DealSampler, PimcBot, PimcConfig, Position, Solution, Solver};
use jass_core::{CardSet, JassRng, Players, Seat};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyType};

use crate::action::{PyAction, action_object, seat_from, team_from};
use crate::bots::{RngStateArg, zero_state};
use crate::card::card_object;
use crate::card_set::PyCardSet;
use crate::convert::{CardArg, RulesArg, card_from};
use crate::error::Error;
use crate::observation::PyObservation;
use crate::position::position_of;
use crate::rules::PyRules;

mod kept;

pub(crate) use kept::PySolver;

/// A solver with `memory` bytes (the default for `None`) searching on
/// `threads` threads (one per core for `None`).
fn searcher(memory: Option<u64>, threads: Option<i64>) -> Result<Solver, Error> {
    let mut solver = solver(memory)?;
    solver.set_threads(thread_count(threads)?);
    Ok(solver)
}

/// A solver with `memory` bytes (the default for `None`).
fn solver(memory: Option<u64>) -> Result<Solver, Error> {
    Ok(Solver::with_memory(memory_bytes(
        memory,
        Solver::DEFAULT_MEMORY,
    )?))
}

/// A table's memory from Python: `default` for `None`, at most
/// [`Solver::MAX_MEMORY`].
fn memory_bytes(memory: Option<u64>, default: usize) -> Result<usize, Error> {
    const MAX: u64 = Solver::MAX_MEMORY as u64;
    match memory {
        None => Ok(default),
        Some(bytes) if bytes <= MAX => Ok(bytes as usize),
        Some(bytes) => Err(Error::Value {
            message: format!("memory must be at most {MAX} bytes, got {bytes}"),
        }),
    }
}

/// What `solve` finds for a position with every hand visible.
///
/// Values are the declaring team's points from the position on under
/// perfect play of both teams: card points of the remaining tricks (the
/// unfinished one included), the last-trick bonus and the match bonus,
/// before the contract's multiplier; weis and stöck are not included.
/// Solutions pickle and copy.
#[pyclass(name = "Solution", module = "jass_engine._jass", frozen)]
#[derive(Clone, Debug)]
pub(crate) struct PySolution(Solution);

#[pymethods]
impl PySolution {
    /// The position's value for the declaring team.
    #[getter]
    fn value(&self) -> u16 {
        self.0.value
    }

    /// The declaring team, 0 or 1.
    #[getter]
    fn declarers(&self) -> u8 {
        self.0.declarers.index() as u8
    }

    /// The seat to play.
    #[getter]
    fn to_move(&self) -> u8 {
        self.0.to_move.index() as u8
    }

    /// The value of each legal card of the seat to play, by card.
    #[getter]
    fn card_values<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        for (card, value) in self.0.cards.iter() {
            dict.set_item(card_object(py, card)?, value)?;
        }
        Ok(dict)
    }

    /// The legal cards that keep the position's value.
    #[getter]
    fn best_cards(&self) -> PyCardSet {
        PyCardSet(self.0.best_cards())
    }

    /// One line of perfect play to the end of the hand, the card to play
    /// now first. Where several lines are perfect, which one it is may
    /// change with the solver's memory; the values never do.
    #[getter]
    fn principal_variation<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<Vec<Bound<'py, crate::card::PyCard>>> {
        self.0
            .principal_variation
            .iter()
            .map(|&c| card_object(py, c))
            .collect()
    }

    fn __repr__(&self) -> String {
        format!(
            "<Solution value={} declarers={} to_move={}>",
            self.0.value,
            self.0.declarers.index(),
            self.0.to_move.index()
        )
    }

    /// Pickles as its parts, read back by `_solution_from_parts`.
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, SolutionParts<'py>)> {
        let py = slf.py();
        let restore = py
            .import("jass_engine._jass")?
            .getattr("_solution_from_parts")?;
        let solution = slf.get();
        Ok((
            restore,
            (
                solution.value(),
                solution.declarers(),
                solution.to_move(),
                solution.card_values(py)?,
                solution.principal_variation(py)?,
            ),
        ))
    }
}

/// What `Solution.__reduce__` gives `_solution_from_parts`: the value, the
/// declaring team, the seat to play, each legal card's value and the
/// principal variation.
type SolutionParts<'py> = (
    u16,
    u8,
    u8,
    Bound<'py, PyDict>,
    Vec<Bound<'py, crate::card::PyCard>>,
);

/// The solution a pickle holds: the parts `Solution.__reduce__` wrote.
#[pyfunction]
pub(crate) fn _solution_from_parts(
    value: u16,
    declarers: i64,
    to_move: i64,
    card_values: &Bound<'_, PyDict>,
    principal_variation: Vec<CardArg>,
) -> Result<PySolution, Error> {
    let cards = card_values
        .iter()
        .map(|(card, value)| Ok((card_from(&card)?, value.extract::<u16>()?)))
        .collect::<Result<CardValues, Error>>()?;
    Ok(PySolution(Solution {
        value,
        declarers: team_from(declarers)?,
        to_move: seat_from(to_move, Players::Four)?,
        cards,
        principal_variation: principal_variation.into_iter().map(|card| card.0).collect(),
    }))
}

/// Solves a position with every hand visible: the current hand of a
/// Schieber game, or a `Position` (such as one of a deal that
/// `sample_deals` draws, through `Position.from_observation`).
///
/// Args:
///     game: A `SchieberGame` whose contract is named, or a `Position`.
///     memory: The most memory of the transposition table, in bytes
///         (default 32 MiB, at most 1 GiB), allocated as the position needs
///         it: about 3 MiB with six tricks left, four times as much for
///         each trick more (32 MiB are filled with eight tricks left).
///     threads: The threads the search runs on (default one per core): they
///         share the table and change no result, only the time (with six
///         tricks left or more).
///
/// Returns:
///     The `Solution`: the value, the value of every legal card and a
///     principal variation.
///
/// Raises:
///     JassError: Before the contract is named, after the hand or once
///         the game is over (a game may end in the middle of a hand).
///     ValueError: For a game other than Schieber, too much memory or a
///         thread count outside 1 to 1024.
///     TypeError: For anything but a game or a `Position`.
///     KeyboardInterrupt: If interrupted (the search stops within some
///         milliseconds; a position with six tricks left or fewer, solved
///         in some milliseconds, is finished first).
#[pyfunction]
#[pyo3(signature = (game, *, memory = None, threads = None))]
pub(crate) fn solve(
    py: Python<'_>,
    game: &Bound<'_, PyAny>,
    memory: Option<u64>,
    threads: Option<i64>,
) -> Result<PySolution, Error> {
    searched(
        py,
        &position_of(game)?,
        &mut searcher(memory, threads)?,
        Solver::solve,
        Solver::solve_until,
    )
    .map(PySolution)
}

/// The value of a position with every hand visible: what `solve` gives as
/// `Solution.value`, without the value of every card, which from the
/// start of a trick takes longer: by a median of 1.3 times four tricks in,
/// 2.5 times for a whole hand in trump.
///
/// Args:
///     game: A `SchieberGame` whose contract is named, or a `Position`.
///     memory: The most memory of the transposition table, in bytes, as
///         for `solve`.
///     threads: The threads the search runs on (default one per core), as
///         for `solve`.
///
/// Returns:
///     The declaring team's points from the position on under perfect
///     play of both teams (card points, the last-trick bonus and the match
///     bonus, before the contract's multiplier).
///
/// Raises:
///     As `solve`.
#[pyfunction]
#[pyo3(signature = (game, *, memory = None, threads = None))]
pub(crate) fn solve_value(
    py: Python<'_>,
    game: &Bound<'_, PyAny>,
    memory: Option<u64>,
    threads: Option<i64>,
) -> Result<u16, Error> {
    searched(
        py,
        &position_of(game)?,
        &mut searcher(memory, threads)?,
        Solver::value,
        Solver::value_until,
    )
}

/// What `find` finds for `position` with `solver`: on the calling thread
/// for a small position, else through `until` beside a thread that
/// watches for Ctrl-C.
fn searched<T: Send>(
    py: Python<'_>,
    position: &Position,
    solver: &mut Solver,
    find: fn(&mut Solver, &Position) -> T,
    until: fn(&mut Solver, &Position, &AtomicBool) -> Option<T>,
) -> Result<T, Error> {
    let stop = AtomicBool::new(false);
    let found = if position.tricks_left() <= INLINE_TRICKS {
        Some(py.detach(|| find(solver, position)))
    } else {
        interruptible(py, &stop, || until(solver, position, &stop))?
    };
    // Without Ctrl-C nothing sets the flag, so the search was not stopped.
    found.ok_or_else(stopped)
}

/// The error of a search that Ctrl-C did not stop but that gave up.
fn stopped() -> Error {
    Error::Value {
        message: "the search was stopped".into(),
    }
}

/// Solves many games at once, on every core, with the GIL released.
///
/// Each thread takes the next game as soon as it has solved one, so games
/// of very different sizes (a full hand takes seconds, the middle of a
/// hand milliseconds) keep every thread busy.
///
/// Args:
///     games: `SchieberGame`s whose contracts are named, or `Position`s
///         (the two may be mixed).
///     memory: The most memory of each thread's table, in bytes (default
///         32 MiB, allocated as the positions need it).
///     threads: The most threads (default one per core): a list of games
///         with fewer than five tricks left each starts one for every 16
///         of them.
///
/// Returns:
///     One `Solution` per game, in order.
///
/// Raises:
///     JassError: For a game before its contract, after its hand or
///         once it is over.
///     ValueError: For a game other than Schieber, too much memory or a
///         thread count outside 1 to 1024.
///     TypeError: For anything but games and `Position`s.
///     KeyboardInterrupt: If interrupted (the reading of the games and
///         the searches stop within some milliseconds).
#[pyfunction]
#[pyo3(signature = (games, *, memory = None, threads = None))]
pub(crate) fn solve_many(
    py: Python<'_>,
    games: Vec<Bound<'_, PyAny>>,
    memory: Option<u64>,
    threads: Option<i64>,
) -> Result<Vec<PySolution>, Error> {
    let solutions = searched_many(
        py,
        &positions_of(py, &games)?,
        &mut searcher(memory, threads)?,
        Solver::solve_many_until,
    )?;
    Ok(solutions.into_iter().map(PySolution).collect())
}

/// The values of many positions at once, on every core, with the GIL
/// released: what `solve_many` gives as each `Solution.value`, without
/// the value of every card.
///
/// Args:
///     games: `SchieberGame`s whose contracts are named, or `Position`s.
///     memory: The most memory of each thread's table, as for
///         `solve_many`.
///     threads: The most threads (default one per core), as for
///         `solve_many`.
///
/// Returns:
///     One value per game, in order.
///
/// Raises:
///     As `solve_many`.
#[pyfunction]
#[pyo3(signature = (games, *, memory = None, threads = None))]
pub(crate) fn solve_value_many(
    py: Python<'_>,
    games: Vec<Bound<'_, PyAny>>,
    memory: Option<u64>,
    threads: Option<i64>,
) -> Result<Vec<u16>, Error> {
    searched_many(
        py,
        &positions_of(py, &games)?,
        &mut searcher(memory, threads)?,
        Solver::value_many_until,
    )
}

/// The positions of `games`, games or `Position`s, looking for Ctrl-C
/// every [`READ_CHECK`] games: a list of a million games takes a fifth of
/// a second or more to read (more on a loaded machine) before any search
/// starts.
fn positions_of(py: Python<'_>, games: &[Bound<'_, PyAny>]) -> Result<Vec<Position>, Error> {
    let mut positions = Vec::with_capacity(games.len());
    for chunk in games.chunks(READ_CHECK) {
        py.check_signals()?;
        for game in chunk {
            positions.push(position_of(game)?);
        }
    }
    Ok(positions)
}

/// How many games [`positions_of`] reads between two looks for Ctrl-C:
/// about a fifth of a millisecond of reading, and a look costs a load.
const READ_CHECK: usize = 1024;

/// What `until` finds for `positions` with `solver`: on the calling thread
/// for a short list of small positions, else beside a thread that watches
/// for Ctrl-C.
fn searched_many<T: Send>(
    py: Python<'_>,
    positions: &[Position],
    solver: &mut Solver,
    until: fn(&mut Solver, &[Position], &AtomicBool) -> Option<Vec<T>>,
) -> Result<Vec<T>, Error> {
    let stop = AtomicBool::new(false);
    let found = if positions.len() <= INLINE_BATCH
        && positions
            .iter()
            .all(|p| p.tricks_left() <= INLINE_BATCH_TRICKS)
    {
        py.detach(|| until(solver, positions, &stop))
    } else {
        interruptible(py, &stop, || until(solver, positions, &stop))?
    };
    // Without Ctrl-C nothing sets the flag, so the batch was not stopped.
    found.ok_or_else(stopped)
}

/// Runs `work` on a thread of its own while this one waits without the
/// GIL, looking for Ctrl-C every [`SIGNAL_CHECK`]. On Ctrl-C it sets `stop`
/// (which `work` must heed), waits for `work` to end and returns the
/// `KeyboardInterrupt`.
fn interruptible<T: Send>(
    py: Python<'_>,
    stop: &AtomicBool,
    work: impl FnOnce() -> T + Send,
) -> Result<T, Error> {
    let (done, finished) = mpsc::channel::<()>();
    let (result, interrupted) = std::thread::scope(|scope| {
        let worker = scope.spawn(move || {
            let result = work();
            drop(done);
            result
        });
        let mut interrupted = None;
        let mut finished = finished;
        loop {
            let waited;
            (finished, waited) = py.detach(move || {
                let waited = finished.recv_timeout(SIGNAL_CHECK);
                (finished, waited)
            });
            if waited != Err(RecvTimeoutError::Timeout) {
                break;
            }
            if let Err(error) = py.check_signals() {
                stop.store(true, Ordering::Relaxed);
                interrupted.get_or_insert(error);
            }
        }
        let result = worker
            .join()
            .unwrap_or_else(|p| std::panic::resume_unwind(p));
        (result, interrupted)
    });
    match interrupted {
        Some(error) => Err(error.into()),
        None => Ok(result),
    }
}

/// How often a search or a batch of them looks for Ctrl-C: waking the
/// waiting thread 200 times a second costs next to nothing beside a search
/// on every core, and a Ctrl-C is heeded within some milliseconds.
const SIGNAL_CHECK: Duration = Duration::from_millis(5);

/// The most tricks left of a position that `solve` searches on the calling
/// thread (the GIL released) instead of beside a thread that watches for
/// Ctrl-C. Such a search takes some milliseconds at most (on one thread,
/// 14 ms was the slowest of 1,000 seeded trump positions with six tricks
/// left, the median 1.3 ms), while starting the search's thread and waking this one cost 0.1 to 0.3 ms.
const INLINE_TRICKS: usize = 6;

/// The most positions of a batch that `solve_many` and `solve_value_many`
/// search without a thread that watches for Ctrl-C, when none has more
/// than [`INLINE_BATCH_TRICKS`] tricks left. A position with four tricks
/// left takes some tens of microseconds (on the slowest of our machines,
/// a median of 82 µs and at most 0.92 ms over 1,000 seeded trump
/// positions), so such a batch ends within some milliseconds, while
/// starting the watching thread and waking this one cost 0.1 ms or
/// more: a PIMC bot's batch of eight deals with two tricks left took
/// 190 to 240 µs with it and 50 µs without (docs/BENCHMARKS.md,
/// thirty-second pass).
const INLINE_BATCH: usize = 64;

/// The most tricks left of the positions of a batch searched on the
/// calling thread (see [`INLINE_BATCH`]).
const INLINE_BATCH_TRICKS: usize = 4;

/// A thread count from Python: `None`, or 1 to 1024.
fn thread_count(threads: Option<i64>) -> Result<Option<NonZeroUsize>, Error> {
    match threads {
        None => Ok(None),
        Some(n) => usize::try_from(n)
            .ok()
            .filter(|&n| n <= MAX_THREADS)
            .and_then(NonZeroUsize::new)
            .map(Some)
            .ok_or_else(|| Error::Value {
                message: format!("threads must be in 1 to {MAX_THREADS}, got {n}"),
            }),
    }
}

/// A PIMC configuration from Python's arguments.
fn pimc_config(
    rules: Option<RulesArg>,
    samples: u32,
    search_from_tricks: u8,
    time_budget: Option<f64>,
) -> Result<PimcConfig, Error> {
    let time_budget_micros = match time_budget {
        None => 0,
        Some(seconds) if seconds.is_finite() && seconds > 0.0 && seconds < 1e6 => {
            #[allow(
                clippy::cast_sign_loss,
                clippy::cast_possible_truncation,
                reason = "checked positive and below a million seconds"
            )]
            let micros = (seconds * 1e6) as u64;
            micros.max(1)
        }
        Some(seconds) => {
            return Err(Error::Value {
                // Debug writes 1e300 as such, not as its 301 digits.
                message: format!(
                    "time_budget must be a positive number of seconds below a million, got \
                     {seconds:?}"
                ),
            });
        }
    };
    let config = PimcConfig {
        rules: RulesArg::or_default(rules),
        samples,
        search_from_tricks,
        time_budget_micros,
        ..PimcConfig::default()
    };
    config.validate()?;
    Ok(config)
}

/// A PIMC bot's solver memory and threads from Python: `memory` bytes
/// (`default` for `None`, at most [`Solver::MAX_MEMORY`]) and `threads`
/// (1..=1024, or `None` for the core's 0: one per core).
fn pimc_solver(
    memory: Option<u64>,
    default: usize,
    threads: Option<i64>,
) -> Result<(usize, usize), Error> {
    Ok((
        memory_bytes(memory, default)?,
        thread_count(threads)?.map_or(0, NonZeroUsize::get),
    ))
}

/// A bot playing by Perfect-Information Monte Carlo: for each card it
/// samples deals of the hidden cards consistent with its observation (the
/// cards seen, suits shown void, cards of scored weis and stöck), solves
/// each exactly and plays the card with the best mean value for its team.
/// Earlier in the hand than `search_from_tricks` tricks left, for weis,
/// and for declaring unless `declare_samples` is set, it plays as
/// `RuleOfThumbBot`; so it does in every game other than Schieber at a
/// table of four with one pack.
///
/// The same seed gives the same play, on any number of threads; with a
/// `time_budget` the deals sampled are the same but how many are solved
/// depends on the machine.
///
/// Args:
///     seed: The seed of its samples, 0..2**64.
///     samples: Deals sampled per card decision (at least 1).
///     search_from_tricks: The tricks left (1..=9) from which it searches.
///     time_budget: Seconds per decision after which it stops sampling
///         (after at least one deal), or None.
///     rules: The rules of the games it plays (default Schieber; a table
///         of four with one pack).
///     declare_samples: Deals sampled per contract when it declares, each
///         a full deal solved (0: it declares as `RuleOfThumbBot`).
///     memory: The most memory of its solver's table in bytes (default
///         4 MiB; of each thread's table when a card's samples are solved
///         side by side).
///     threads: The threads its solver runs on (default 1; None: one per
///         core): a card's samples side by side (small ones on fewer
///         threads, as `solve_many` does), a declaration's full deals each
///         on all of them. The play is the
///         same on any number.
///
/// Raises:
///     ValueError: For arguments out of range, or rules of a table of five
///         or six or of the double pack.
///     RulesError: For invalid rules.
#[pyclass(name = "PimcBot", module = "jass_engine._jass")]
#[derive(Debug)]
pub(crate) struct PyPimcBot(PimcBot);

#[pymethods]
impl PyPimcBot {
    #[new]
    #[pyo3(signature = (seed = 0, *, samples = 16, search_from_tricks = 6, time_budget = None, rules = None, declare_samples = 0, memory = None, threads = Some(1)))]
    #[allow(
        clippy::too_many_arguments,
        reason = "Python's keyword arguments of the bot's configuration"
    )]
    fn new(
        seed: u64,
        samples: u32,
        search_from_tricks: u8,
        time_budget: Option<f64>,
        rules: Option<RulesArg>,
        declare_samples: u32,
        memory: Option<u64>,
        threads: Option<i64>,
    ) -> Result<PyPimcBot, Error> {
        let mut config = pimc_config(rules, samples, search_from_tricks, time_budget)?;
        config.declare_samples = declare_samples;
        (config.memory, config.threads) = pimc_solver(memory, config.memory, threads)?;
        Ok(PyPimcBot(PimcBot::new(
            config,
            JassRng::seed_from_u64(seed),
        )))
    }

    /// The action to take, with the GIL released while it searches.
    /// Ctrl-C stops it (KeyboardInterrupt) within some milliseconds, and
    /// leaves the bot as it was before the call.
    ///
    /// Args:
    ///     observation: The observation of the seat to act.
    ///
    /// Returns:
    ///     One of the observation's legal actions.
    ///
    /// Raises:
    ///     JassError: If the game is over or the observing seat is not to
    ///         act.
    ///     KeyboardInterrupt: On Ctrl-C.
    fn choose<'py>(
        &mut self,
        observation: &Bound<'py, PyObservation>,
    ) -> Result<Bound<'py, PyAction>, Error> {
        let seen = &observation.get().0;
        crate::bots::check_to_act(seen)?;
        let bot = &mut self.0;
        let stop = AtomicBool::new(false);
        let action = interruptible(observation.py(), &stop, || bot.choose_until(seen, &stop))?;
        // Without Ctrl-C nothing sets the flag, so the bot was not stopped.
        Ok(action_object(
            observation.py(),
            action.ok_or_else(stopped)?,
        )?)
    }

    /// Its configuration and the states of its two generators, for
    /// pickling (its solver's table is not kept: it only saves time).
    fn __getstate__(&self) -> PimcState<PyRules, [u64; 4]> {
        let config = self.0.config();
        (
            PyRules(config.rules),
            config.samples,
            config.search_from_tricks,
            config.declare_samples,
            config.time_budget_micros,
            u64::try_from(config.memory).unwrap_or(u64::MAX),
            u64::try_from(config.threads).unwrap_or(u64::MAX),
            self.0.rng_states(),
        )
    }

    /// Restores what `__getstate__` gave: the bot goes on with the same
    /// choices. Its parts are checked as the constructor checks them.
    fn __setstate__(&mut self, state: PimcState<RulesArg, RngStateArg>) -> Result<(), Error> {
        let (
            rules,
            samples,
            search_from_tricks,
            declare_samples,
            time_budget_micros,
            memory,
            threads,
            states,
        ) = state;
        // Threads 0 is what `threads=None` gave.
        let threads = (threads != 0).then(|| i64::try_from(threads).unwrap_or(i64::MAX));
        let (memory, threads) = pimc_solver(Some(memory), 0, threads)?;
        let config = PimcConfig {
            rules: RulesArg::or_default(Some(rules)),
            samples,
            search_from_tricks,
            declare_samples,
            time_budget_micros,
            memory,
            threads,
        };
        config.validate()?;
        let states = states.map(|state| state.0);
        self.0 = PimcBot::from_rng_states(config, states).ok_or_else(zero_state)?;
        Ok(())
    }

    /// Pickles as the class called without arguments and the state
    /// `__setstate__` restores, which every pickle protocol takes (the
    /// default reduction refuses protocols 0 and 1).
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> (Bound<'py, PyType>, (), PimcState<PyRules, [u64; 4]>) {
        (slf.get_type(), (), slf.borrow().__getstate__())
    }
}

/// What a pickled `PimcBot` holds: its rules, samples, search, declaring
/// samples, time budget (µs), memory, threads (0: one per core) and the
/// states of its two generators.
type PimcState<R, S> = (R, u32, u8, u32, u64, u64, u64, [S; 2]);

/// The most deals `sample_deals` draws in one call: a million (about
/// 300 MB of Python lists and card sets, a few seconds).
const MAX_DEALS: usize = 1_000_000;

/// The sampler of the deals that agree with `observation`.
fn deal_sampler(observation: &PyObservation) -> Result<DealSampler, Error> {
    DealSampler::new(&observation.0).map_err(Error::Sample)
}

/// Draws deals of the hidden cards that agree with a seat's observation,
/// each with the same probability, with the GIL released.
///
/// A deal agrees with the observation when each seat holds as many cards
/// as it has left, the observing seat its own hand, the others the cards
/// they are known to hold (of a weis they scored, of the stöck they
/// announced, as far as not played yet) and no card of a suit they have
/// shown void in (they neither followed the suit led nor trumped). The
/// deals `PimcBot` solves are drawn the same way.
///
/// The same observation, count and seed give the same deals; the deals of
/// a smaller count are the first ones of a larger. Of the rules the
/// observation carries only whether suit must be followed and whether the
/// trump jack may be kept back matter.
///
/// Args:
///     observation: The observation of one seat of a four-player game
///         (Schieber, Coiffeur, Differenzler or Hindersi at four).
///     count: The number of deals, 0..=1,000,000.
///     seed: The seed of the draws, 0..2**64.
///
/// Returns:
///     A new list of `count` deals, each a list of the four hands as
///     `CardSet`s, seat 0 first: the observing seat holds its own hand,
///     and no seat a card already played.
///
/// Raises:
///     ValueError: For a game other than four hands of nine cards from one
///         pack (Jass für zwei, Schmaus, Mittlere, three, five or six
///         players, the double pack), or a count above 1,000,000.
///     OverflowError: If `count` or `seed` is negative or too large.
///     JassError: If no deal agrees with the observation (one that no game
///         produces).
///     MemoryError: If the deals do not fit in memory.
#[pyfunction]
#[pyo3(signature = (observation, count, *, seed = 0))]
pub(crate) fn sample_deals(
    py: Python<'_>,
    observation: PyRef<'_, PyObservation>,
    count: usize,
    seed: u64,
) -> Result<Vec<[PyCardSet; 4]>, Error> {
    if count > MAX_DEALS {
        return Err(Error::Value {
            message: format!("count must be at most {MAX_DEALS}, got {count}"),
        });
    }
    let sampler = deal_sampler(&observation)?;
    let mut deals: Vec<[CardSet; 4]> = Vec::new();
    deals.try_reserve_exact(count).map_err(|_| Error::Memory {
        values: count,
        size: size_of::<[CardSet; 4]>(),
    })?;
    py.detach(|| {
        deals.extend(
            sampler
                .samples(seed)
                .take(count)
                .map(|hands| [Seat::S0, Seat::S1, Seat::S2, Seat::S3].map(|s| hands[s])),
        );
    });
    Ok(deals
        .into_iter()
        .map(|hands| hands.map(PyCardSet))
        .collect())
}

/// Counts the deals of the hidden cards that agree with a seat's
/// observation: those `sample_deals` draws from.
///
/// Args:
///     observation: The observation of one seat of a four-player game
///         (Schieber, Coiffeur, Differenzler or Hindersi at four).
///
/// Returns:
///     The number of deals, at least 1: 227,873,431,500 (27! / (9!)**3)
///     at the start of a Schieber hand, 1 once the observer knows every
///     hand.
///
/// Raises:
///     ValueError: For a game other than four hands of nine cards from one
///         pack (Jass für zwei, Schmaus, Mittlere, three, five or six
///         players, the double pack).
///     JassError: If no deal agrees with the observation (one that no game
///         produces).
#[pyfunction]
#[pyo3(signature = (observation))]
pub(crate) fn count_deals(observation: PyRef<'_, PyObservation>) -> Result<u64, Error> {
    Ok(deal_sampler(&observation)?.count())
}

/// A player by name for the arena.
fn player(
    name: &str,
    rules: Option<RulesArg>,
    samples: u32,
    search_from_tricks: u8,
    time_budget: Option<f64>,
) -> Result<Player, Error> {
    match name {
        "random" => Ok(Player::Random),
        "rule_of_thumb" => Ok(Player::RuleOfThumb),
        "pimc" => Ok(Player::Pimc(pimc_config(
            rules,
            samples,
            search_from_tricks,
            time_budget,
        )?)),
        other => Err(Error::Value {
            message: format!(
                "unknown player {other:?} (known: \"random\", \"rule_of_thumb\", \"pimc\")"
            ),
        }),
    }
}

/// Plays a duplicate match: `deals` deals, of seeds `seed`, `seed + 1`,
/// …, each played twice with the sides' seats swapped so that the luck of
/// the cards cancels, with the GIL released.
///
/// Args:
///     first: The player of side 0: "random", "rule_of_thumb" or "pimc".
///     second: The player of side 1.
///     deals: The number of deals.
///     seed: The first deal's seed.
///     samples: PIMC: deals sampled per decision.
///     search_from_tricks: PIMC: the tricks left from which it searches.
///     time_budget: PIMC: seconds per decision, or None.
///     rules: The rules (default Schieber): a table of four, five or six
///         (the double pack too); a PIMC player only at four with one pack.
///     threads: The number of threads (default one per core).
///
/// Returns:
///     A dict: "means" and "ci95" (each side's mean points per hand and
///     the half-width of its 95% confidence interval: `inf` for a single
///     deal, NaN with the means for none), "difference" and
///     "difference_ci95" (side 0 minus side 1), "micros_per_decision"
///     (NaN for a side that made no decision), and
///     per deal: "seeds", "points" ([[side 0, side 1] with side 0 in team
///     0's seats (0 and 2; at six 0, 2 and 4; at five with the Chnächt,
///     seat 4, when team 0 declares, as it always does, forehand being seat
///     0), the same with the seats swapped]), "decisions" and "nanos"
///     (each side's decisions and nanoseconds spent deciding).
///
/// Raises:
///     ValueError: For an unknown player, arguments out of range, rules
///         of a table of three, or a PIMC player at a table of five or six
///         or with the double pack.
///     RulesError: For invalid rules.
#[pyfunction]
#[pyo3(signature = (first, second, deals, *, seed = 0, samples = 16, search_from_tricks = 6, time_budget = None, rules = None, threads = None))]
#[allow(clippy::too_many_arguments, reason = "keyword arguments with defaults")]
pub(crate) fn run_arena<'py>(
    py: Python<'py>,
    first: &str,
    second: &str,
    deals: usize,
    seed: u64,
    samples: u32,
    search_from_tricks: u8,
    time_budget: Option<f64>,
    rules: Option<RulesArg>,
    threads: Option<i64>,
) -> Result<Bound<'py, PyDict>, Error> {
    let rules_value = RulesArg::or_default(rules);
    let make = |name| {
        player(
            name,
            Some(RulesArg(rules_value)),
            samples,
            search_from_tricks,
            time_budget,
        )
    };
    let mut config = ArenaConfig::new(rules_value, make(first)?, make(second)?);
    config.threads = thread_count(threads)?;
    let report = py.detach(|| arena::run(&config, seed, deals))?;
    report_dict(py, &report)
}

/// The dict `run_arena` returns for `report`.
fn report_dict<'py>(py: Python<'py>, report: &ArenaReport) -> Result<Bound<'py, PyDict>, Error> {
    let dict = PyDict::new(py);
    dict.set_item("means", report.sides.map(|s| s.mean))?;
    dict.set_item("ci95", report.sides.map(|s| s.ci95))?;
    dict.set_item("difference", report.difference.mean)?;
    dict.set_item("difference_ci95", report.difference.ci95)?;
    dict.set_item("micros_per_decision", report.micros_per_decision)?;
    let rows = &report.rows;
    dict.set_item("seeds", rows.iter().map(|r| r.seed).collect::<Vec<_>>())?;
    dict.set_item("points", rows.iter().map(|r| r.points).collect::<Vec<_>>())?;
    dict.set_item(
        "decisions",
        rows.iter().map(|r| r.decisions).collect::<Vec<_>>(),
    )?;
    dict.set_item("nanos", rows.iter().map(|r| r.nanos).collect::<Vec<_>>())?;
    Ok(dict)
}

/// The summary of duplicate deals played in parts (for example on
/// several machines): the dict `run_arena` returns, computed from the
/// per-deal lists of its parts joined in order.
///
/// Args:
///     seeds: Each deal's seed.
///     points: Each deal's points, as in `run_arena`.
///     decisions: Each deal's decisions per side.
///     nanos: Each deal's nanoseconds of deciding per side.
///
/// Returns:
///     The dict of `run_arena` for these deals.
///
/// Raises:
///     ValueError: If the lists differ in length.
#[pyfunction]
pub(crate) fn arena_report(
    py: Python<'_>,
    seeds: Vec<u64>,
    points: Vec<[[u32; 2]; 2]>,
    decisions: Vec<[u32; 2]>,
    nanos: Vec<[u64; 2]>,
) -> Result<Bound<'_, PyDict>, Error> {
    let n = seeds.len();
    if points.len() != n || decisions.len() != n || nanos.len() != n {
        return Err(Error::Value {
            message: format!(
                "seeds, points, decisions and nanos must have one entry per deal: {n}, {}, {}, {}",
                points.len(),
                decisions.len(),
                nanos.len()
            ),
        });
    }
    let rows = (0..n)
        .map(|i| DuplicateRow {
            seed: seeds[i],
            points: points[i],
            decisions: decisions[i],
            nanos: nanos[i],
        })
        .collect();
    report_dict(py, &ArenaReport::from_rows(rows))
}
