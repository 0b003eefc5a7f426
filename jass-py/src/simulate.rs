//! Experiments at scale: many seeded hands or games of any game
//! `jass_core::sim` simulates, played on every core with the GIL released,
//! returned as numpy arrays: the row's team columns in the games played in
//! teams, its seat columns (one array column per seat at the table) in the
//! games each on their own, under the names of the Rust row's fields.
//!
//! The core fills rows in chunks sized to take about a tenth of a second;
//! while it fills one, the bindings move the rows of the one before into
//! the columns, and between chunks they report progress and check for
//! Ctrl-C. Every row depends only on its own seed,
//! so the results are the same whatever the number of threads or chunks.

use std::num::NonZeroUsize;
use std::time::{Duration, Instant};

use jass_core::sim::{self, GameRow, HandRow, MAX_THREADS, Policy, SimConfig, SimError};
use jass_core::{ByTeam, GameKind, Team};
use numpy::{IntoPyArray, PyArray1, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString, PyTuple};

use crate::convert::{RulesArg, TextUse, text_for, wrong_type};
use crate::error::Error;

/// The most rows the core fills per thread between two checks for Ctrl-C:
/// large enough that starting the threads costs nothing measurable.
const MAX_CHUNK_PER_THREAD: usize = 1 << 16;

/// The rows per thread of the first chunk, before the rate is known.
const FIRST_CHUNK_PER_THREAD: usize = 4;

/// How long a chunk should take: Ctrl-C is answered and progress reported
/// at least this often (as long as one row takes less).
const CHUNK_TIME: Duration = Duration::from_millis(100);

/// What a policy argument must be.
const POLICY_TYPE: &str =
    "a policy (\"random\" or \"rule_of_thumb\") or a pair of them, one per team";

/// The policy named `obj`.
fn policy(obj: &Bound<'_, PyAny>) -> Result<Policy, Error> {
    let Ok(name) = obj.cast::<PyString>() else {
        return Err(wrong_type(POLICY_TYPE, obj));
    };
    let name = text_for(name, "a policy", TextUse::Value)?;
    Policy::from_name(&name).ok_or_else(|| {
        let known: Vec<String> = Policy::ALL
            .iter()
            .map(|p| format!("{:?}", p.name()))
            .collect();
        Error::Value {
            message: format!("unknown policy {name:?} (known: {})", known.join(", ")),
        }
    })
}

/// A policy for both teams, or a pair (a tuple or list) with team 0's
/// first.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PolicyArg(ByTeam<Policy>);

impl<'py> FromPyObject<'_, 'py> for PolicyArg {
    type Error = Error;

    fn extract(obj: Borrowed<'_, 'py, PyAny>) -> Result<Self, Self::Error> {
        let items: Vec<Bound<'py, PyAny>> = if let Ok(tuple) = obj.cast::<PyTuple>() {
            tuple.iter().collect()
        } else if let Ok(list) = obj.cast::<PyList>() {
            list.iter().collect()
        } else {
            return Ok(PolicyArg(ByTeam([policy(&obj)?; 2])));
        };
        match items.as_slice() {
            [first, second] => Ok(PolicyArg(ByTeam([policy(first)?, policy(second)?]))),
            _ => Err(wrong_type(POLICY_TYPE, &obj)),
        }
    }
}

impl From<SimError> for Error {
    fn from(error: SimError) -> Error {
        match error {
            SimError::Rules(e) => Error::Rules(e),
            SimError::NewGame(e) => Error::NewGame(e),
            SimError::Action { action, error } => Error::Action { action, error },
            SimError::OutOfMemory { rows, size } => Error::Memory { values: rows, size },
            SimError::Pimc(e) => e.into(),
            e => Error::Value {
                message: e.to_string(),
            },
        }
    }
}

/// The game kind named `game`.
fn game_kind(game: &str) -> Result<GameKind, Error> {
    GameKind::ALL
        .into_iter()
        .find(|kind| kind.name() == game)
        .ok_or_else(|| {
            let known: Vec<String> = GameKind::ALL
                .iter()
                .map(|k| format!("{:?}", k.name()))
                .collect();
            Error::Value {
                message: format!("unknown game {game:?} (known: {})", known.join(", ")),
            }
        })
}

/// The configuration of a batch, checked before anything is allocated:
/// the game's usual rules ([`SimConfig::of_game`]) unless `rules` are given.
fn config(
    game: &str,
    rules: Option<RulesArg>,
    policy: PolicyArg,
    threads: Option<i64>,
) -> Result<SimConfig, Error> {
    let game = game_kind(game)?;
    let threads = match threads {
        None => None,
        Some(n) => Some(
            usize::try_from(n)
                .ok()
                .and_then(NonZeroUsize::new)
                .ok_or_else(|| Error::Value {
                    message: format!("threads must be in 1 to {MAX_THREADS}, got {n}"),
                })?,
        ),
    };
    let usual = SimConfig::of_game(game);
    let config = SimConfig {
        rules: rules.map_or(usual.rules, |r| r.0),
        ..usual
    }
    .with_policies(policy.0)
    .with_threads(threads);
    config.validate()?;
    Ok(config)
}

/// The columns of a batch's result, filled row by row.
trait Columns: Sized + Send {
    /// The core's row.
    type Row: Copy + Default + Send + Sync;

    /// What a row is, for a progress bar.
    const UNIT: &'static str;

    /// Fills `rows` with the rows of seeds `seed`, `seed + 1`, … (the
    /// core's `simulate_*_into`).
    fn fill(config: &SimConfig, seed: u64, rows: &mut [Self::Row]) -> Result<(), SimError>;

    /// Empty columns with room for `count` rows.
    fn with_capacity(count: usize) -> Result<Self, Error>;

    /// Appends the rows, one column at a time.
    fn extend(&mut self, rows: &[Self::Row]);

    /// Moves every column into `dict`.
    fn into_dict(self, dict: &Bound<'_, PyDict>) -> Result<(), Error>;

    /// Takes note of the batch's configuration before the first row (the
    /// seat columns are as wide as the table).
    fn configure(&mut self, _config: &SimConfig) {}
}

/// Loads numpy's C API before the batch starts. Loaded later, when the
/// arrays are made, its import could run into a pending Ctrl-C, which the
/// numpy crate turns into a panic instead of a `KeyboardInterrupt`.
fn load_numpy(py: Python<'_>) -> Result<(), Error> {
    py.import("numpy")?;
    PyArray1::<u8>::zeros(py, 0, false);
    Ok(())
}

/// What reports a batch's progress: `None`, or the object
/// `jass_engine._progress.reporter` makes of the `progress` argument.
struct Progress<'py>(Option<Bound<'py, PyAny>>);

impl<'py> Progress<'py> {
    fn new(
        py: Python<'py>,
        progress: Option<&Bound<'py, PyAny>>,
        total: usize,
        unit: &str,
    ) -> Result<Progress<'py>, Error> {
        let Some(progress) = progress.filter(|p| !p.is_none()) else {
            return Ok(Progress(None));
        };
        let reporter = py
            .import("jass_engine._progress")?
            .call_method1("reporter", (progress, total, unit))?;
        Ok(Progress((!reporter.is_none()).then_some(reporter)))
    }

    fn update(&self, done: usize) -> Result<(), Error> {
        if let Some(reporter) = &self.0 {
            reporter.call_method1("update", (done,))?;
        }
        Ok(())
    }
}

impl Drop for Progress<'_> {
    fn drop(&mut self) {
        if let Some(reporter) = &self.0 {
            // Closing a progress bar cannot fail in a way worth more than
            // the error that may be on its way already.
            let _ = reporter.call_method0("close");
        }
    }
}

/// The rows per chunk that should take about [`CHUNK_TIME`] at the rate
/// of the last chunk (`rows` in `took`), growing at most eightfold.
fn next_chunk(rows: usize, took: Duration, threads: usize, max: usize) -> usize {
    let took = took.as_nanos().max(1000);
    let wanted = (rows as u128 * CHUNK_TIME.as_nanos() / took).min(max as u128) as usize;
    wanted.clamp(threads.min(max), rows.saturating_mul(8).clamp(1, max))
}

/// The rows whose columns are appended together: 512 rows of at most a
/// few hundred bytes stay in the core's cache while each column reads them.
const COLUMN_BLOCK: usize = 512;

/// Fills `count` rows of seeds `seed`, `seed + 1`, … chunk by chunk with
/// the GIL released, and returns their columns as a dict of numpy arrays.
///
/// The rows go to two buffers in turn: while the core fills one with a
/// chunk, a thread of its own appends the columns of the chunk before
/// from the other, so that no core waits for the columns.
fn run<'py, C: Columns>(
    py: Python<'py>,
    config: &SimConfig,
    count: usize,
    seed: u64,
    progress: Option<&Bound<'py, PyAny>>,
) -> Result<Bound<'py, PyDict>, Error> {
    load_numpy(py)?;
    let mut columns = C::with_capacity(count)?;
    columns.configure(config);
    let threads = config.thread_count();
    let max = count.min(MAX_CHUNK_PER_THREAD.saturating_mul(threads));
    let mut filling = reserve(max)?;
    filling.resize(max, C::Row::default());
    let mut filled = reserve(max)?;
    filled.resize(max, C::Row::default());
    let progress = Progress::new(py, progress, count, C::UNIT)?;
    let mut chunk = max.min(FIRST_CHUNK_PER_THREAD * threads);
    let mut done = 0;
    // The rows of `filled` whose columns are not appended yet.
    let mut pending = 0;
    while done < count {
        let len = chunk.min(count - done);
        let first = seed.wrapping_add(done as u64);
        let start = Instant::now();
        let rows = &mut filling[..len];
        let previous = &filled[..pending];
        let columns = &mut columns;
        py.detach(|| {
            std::thread::scope(|scope| {
                if !previous.is_empty() {
                    scope.spawn(|| append(columns, previous));
                }
                C::fill(config, first, rows)
            })
        })?;
        chunk = next_chunk(len, start.elapsed(), threads, max);
        core::mem::swap(&mut filling, &mut filled);
        pending = len;
        done += len;
        py.check_signals()?;
        progress.update(done)?;
    }
    append(&mut columns, &filled[..pending]);
    drop(progress);
    let dict = PyDict::new(py);
    columns.into_dict(&dict)?;
    Ok(dict)
}

/// Appends the columns of `rows` a block of rows at a time: over rows the
/// cache holds, since over a whole chunk each column read all of its rows
/// from memory again.
fn append<C: Columns>(columns: &mut C, rows: &[C::Row]) {
    for block in rows.chunks(COLUMN_BLOCK) {
        columns.extend(block);
    }
}

/// An empty vector with room for `len` values, or the error saying how
/// much memory could not be had (a Python `MemoryError`, not an abort).
fn reserve<T>(len: usize) -> Result<Vec<T>, Error> {
    let mut values = Vec::new();
    values.try_reserve_exact(len).map_err(|_| Error::Memory {
        values: len,
        size: size_of::<T>(),
    })?;
    Ok(values)
}

/// Moves `values` into a numpy array (no copy), shaped `(n, width)` if
/// `width > 1`, and stores it in `dict` under `name`.
fn put<T: numpy::Element>(
    dict: &Bound<'_, PyDict>,
    name: &str,
    values: Vec<T>,
    width: usize,
) -> Result<(), Error> {
    let py = dict.py();
    let rows = values.len() / width.max(1);
    let array = values.into_pyarray(py);
    if width > 1 {
        dict.set_item(name, array.reshape([rows, width])?)?;
    } else {
        dict.set_item(name, array)?;
    }
    Ok(())
}

/// Appends `pick(row)` of every row to the column `values`: one value per
/// row, or `W` values for a pair.
fn extend<R, T, const W: usize>(values: &mut Vec<T>, rows: &[R], pick: impl Fn(&R) -> [T; W]) {
    for row in rows {
        values.extend(pick(row));
    }
}

/// Appends the first `players` of each row's per-seat values to `values`,
/// seat 0 first.
fn extend_seats<R, T: Copy>(
    values: &mut Vec<T>,
    rows: &[R],
    players: usize,
    pick: impl Fn(&R) -> [T; 6],
) {
    for row in rows {
        values.extend_from_slice(&pick(row)[..players]);
    }
}

/// A team's number, or -1 for none.
fn team_or_none(team: Option<Team>) -> i8 {
    team.map_or(-1, |t| t.index() as i8)
}

/// Both teams' values, team 0 first.
fn pair<T: Copy>(values: ByTeam<T>) -> [T; 2] {
    values.0
}

/// The columns of `simulate_hands` in the games played in teams.
struct TeamHandColumns {
    points: Vec<u32>,
    card_points: Vec<u16>,
    contract: Vec<i8>,
    declarer: Vec<i8>,
    shoved: Vec<bool>,
    multiplier: Vec<u16>,
    weis_points: Vec<u16>,
    weis_team: Vec<i8>,
    stoeck_team: Vec<i8>,
    match_team: Vec<i8>,
    seed: Vec<u64>,
}

impl Columns for TeamHandColumns {
    type Row = HandRow;

    const UNIT: &'static str = "hand";

    fn fill(config: &SimConfig, seed: u64, rows: &mut [HandRow]) -> Result<(), SimError> {
        sim::simulate_hands_into(config, seed, rows)
    }

    fn with_capacity(count: usize) -> Result<Self, Error> {
        // The widest one-value column first, so that a count beyond memory
        // is reported as that count.
        let seed = reserve(count)?;
        let pairs = count.saturating_mul(2);
        Ok(TeamHandColumns {
            points: reserve(pairs)?,
            card_points: reserve(pairs)?,
            contract: reserve(count)?,
            declarer: reserve(count)?,
            shoved: reserve(count)?,
            multiplier: reserve(count)?,
            weis_points: reserve(count)?,
            weis_team: reserve(count)?,
            stoeck_team: reserve(count)?,
            match_team: reserve(count)?,
            seed,
        })
    }

    fn extend(&mut self, rows: &[HandRow]) {
        extend(&mut self.points, rows, |r| pair(r.points));
        extend(&mut self.card_points, rows, |r| pair(r.card_points));
        extend(&mut self.contract, rows, |r| {
            [r.contract.map_or(-1, |c| c.index() as i8)]
        });
        extend(&mut self.declarer, rows, |r| {
            [r.declarer.map_or(-1, |s| s.index() as i8)]
        });
        extend(&mut self.shoved, rows, |r| [r.shoved]);
        extend(&mut self.multiplier, rows, |r| [r.multiplier]);
        extend(&mut self.weis_points, rows, |r| [r.weis_points]);
        extend(&mut self.weis_team, rows, |r| [team_or_none(r.weis_team)]);
        extend(&mut self.stoeck_team, rows, |r| {
            [team_or_none(r.stoeck_team)]
        });
        extend(&mut self.match_team, rows, |r| [team_or_none(r.match_team)]);
        extend(&mut self.seed, rows, |r| [r.seed]);
    }

    fn into_dict(self, dict: &Bound<'_, PyDict>) -> Result<(), Error> {
        put(dict, "points", self.points, 2)?;
        put(dict, "card_points", self.card_points, 2)?;
        put(dict, "contract", self.contract, 1)?;
        put(dict, "declarer", self.declarer, 1)?;
        put(dict, "shoved", self.shoved, 1)?;
        put(dict, "multiplier", self.multiplier, 1)?;
        put(dict, "weis_points", self.weis_points, 1)?;
        put(dict, "weis_team", self.weis_team, 1)?;
        put(dict, "stoeck_team", self.stoeck_team, 1)?;
        put(dict, "match_team", self.match_team, 1)?;
        put(dict, "seed", self.seed, 1)
    }
}

/// Plays `count` complete hands of `game` from seeds and returns their
/// results as numpy arrays, computed in Rust on `threads` threads with the
/// GIL released.
///
/// Hand `i` has seed `seed + i` (mod 2**64). Schieber and Coiffeur: it is
/// dealt `deal(seed + i)` (seat 3 deals, seat 0 is forehand and declares
/// or shoves; Schieber at five or six players or with the double pack: the
/// seed's shuffled deck dealt as the table deals, forehand the seat at the
/// dealer's right), and with the random policy every choice is drawn from that
/// seed's generator after the deal. Differenzler, Hindersi and Mittlere: it is the
/// first hand of the game `simulate_games` plays for the seed (the rule
/// option `hands` read as 1). Results do not depend on the number of
/// threads, and are those of the Rust `jass_core::sim::simulate_hands` and
/// the C `jass_simulate_hands`.
///
/// Args:
///     count: The number of hands.
///     seed: The seed of the first hand.
///     rules: A `Rules`, a preset name, or `None` for the game's usual
///         rules (the `"differenzler"`, `"hindersi"` and `"mittlere"` presets, the default
///         rules for the team games).
///     policy: `"random"` (uniform among the legal actions, declaring and
///         shoving included; the fast path) or `"rule_of_thumb"` (the
///         `RuleOfThumbBot` for every seat); or a pair of them, team 0's
///         (seats 0 and 2) first, each team's bot drawing from a generator
///         of its own.
///     threads: The number of threads; one per core if `None`.
///     progress: `True` for a progress bar (tqdm's when it is installed,
///         otherwise a line on stderr now and then), or a callable taking
///         `(done, total)` after each chunk of rows; `None` or `False` for
///         none.
///     game: `"schieber"`, `"coiffeur"` (Coiffeur Schieber: the first hand
///         of a session; only the declaring team scores, `contract` is the
///         first trick's), `"differenzler"`, `"hindersi"` or `"mittlere"`. In the games
///         each on their own, team 0's policy plays the even seats.
///
/// Returns:
///     A new dict of numpy arrays with one row per hand. The team games
///     (Schieber, Coiffeur): `points` (uint32, shape `(count, 2)`: what each
///     team scores, multiplier, weis, stöck and match bonus included),
///     `card_points` (uint16, `(count, 2)`: card points before the
///     multiplier; each row sums to 157 with the standard values),
///     `contract` (int8: jass-kit trump number 0..6), `declarer` (int8
///     seat), `shoved` (bool), `multiplier` (uint16), `weis_points`
///     (uint16, before the multiplier), `weis_team`, `stoeck_team`,
///     `match_team` (int8: the team, or -1 for none) and `seed` (uint64).
///     The games each on their own (Differenzler, Hindersi, Mittlere):
///     `contract` (int8: the trump suit's contract number, the suit's
///     index; Mittlere without trump: Obenabe's),
///     `predictions` (int16, shape `(count, players)`: -1 in Hindersi and
///     Mittlere),
///     `seat_card_points` (uint16, `(count, players)`: card points taken,
///     157 in all), `seat_scores` (int32, `(count, players)`: each seat's
///     score for the hand; Mittlere: the strokes), `seat_zeros` (uint16,
///     `(count, players)`: Mittlere's zeros; 0 in Differenzler and
///     Hindersi) and `seed` (uint64).
///
/// Raises:
///     ValueError: If `game` or `policy` is unknown, `game` cannot be
///         simulated (`"schmaus"`, `"zweier"`) or `threads` is not in
///         1 to 1024.
///     TypeError: If `policy` is neither a policy nor a pair of them, or
///         `progress` is neither a bool nor a callable.
///     RulesError: If `rules` names an unknown preset or is invalid, or
///         seats a table the game is not played at.
///     OverflowError: If `count` or `seed` is negative or too large.
///     MemoryError: If the results do not fit in memory.
///     KeyboardInterrupt: If interrupted (checked between chunks of rows,
///         each sized to take about a tenth of a second).
#[pyfunction]
#[pyo3(
    signature = (count, *, seed = 0, rules = None, policy = PolicyArg(ByTeam([Policy::Random; 2])), threads = None, progress = None, game = "schieber"),
    text_signature = "(count, *, seed=0, rules=None, policy=\"random\", threads=None, progress=None, game=\"schieber\")"
)]
#[allow(
    clippy::too_many_arguments,
    reason = "the Python keyword arguments, one each"
)]
pub(crate) fn simulate_hands<'py>(
    py: Python<'py>,
    count: usize,
    seed: u64,
    rules: Option<RulesArg>,
    policy: PolicyArg,
    threads: Option<i64>,
    progress: Option<Bound<'py, PyAny>>,
    game: &str,
) -> Result<Bound<'py, PyDict>, Error> {
    let config = config(game, rules, policy, threads)?;
    if config.game.is_individual() {
        run::<SeatHandColumns>(py, &config, count, seed, progress.as_ref())
    } else {
        run::<TeamHandColumns>(py, &config, count, seed, progress.as_ref())
    }
}

/// The columns of `simulate_games` in the games played in teams.
struct TeamGameColumns {
    scores: Vec<u32>,
    winner: Vec<i8>,
    schneider: Vec<bool>,
    hands: Vec<u64>,
    matches: Vec<u64>,
    bergpreis: Vec<i8>,
    baerger: Vec<i8>,
    seed: Vec<u64>,
}

impl Columns for TeamGameColumns {
    type Row = GameRow;

    const UNIT: &'static str = "game";

    fn fill(config: &SimConfig, seed: u64, rows: &mut [GameRow]) -> Result<(), SimError> {
        sim::simulate_games_into(config, seed, rows)
    }

    fn with_capacity(count: usize) -> Result<Self, Error> {
        // The widest one-value column first, so that a count beyond memory
        // is reported as that count.
        let seed = reserve(count)?;
        let pairs = count.saturating_mul(2);
        Ok(TeamGameColumns {
            scores: reserve(pairs)?,
            winner: reserve(count)?,
            schneider: reserve(count)?,
            hands: reserve(count)?,
            matches: reserve(pairs)?,
            bergpreis: reserve(count)?,
            baerger: reserve(count)?,
            seed,
        })
    }

    fn extend(&mut self, rows: &[GameRow]) {
        extend(&mut self.scores, rows, |r| pair(r.scores));
        extend(&mut self.winner, rows, |r| [team_or_none(r.winner)]);
        extend(&mut self.schneider, rows, |r| [r.schneider]);
        extend(&mut self.hands, rows, |r| [r.hands]);
        extend(&mut self.matches, rows, |r| pair(r.matches));
        extend(&mut self.bergpreis, rows, |r| [team_or_none(r.bergpreis)]);
        extend(&mut self.baerger, rows, |r| [team_or_none(r.baerger)]);
        extend(&mut self.seed, rows, |r| [r.seed]);
    }

    fn into_dict(self, dict: &Bound<'_, PyDict>) -> Result<(), Error> {
        put(dict, "scores", self.scores, 2)?;
        put(dict, "winner", self.winner, 1)?;
        put(dict, "schneider", self.schneider, 1)?;
        put(dict, "hands", self.hands, 1)?;
        put(dict, "matches", self.matches, 2)?;
        put(dict, "bergpreis", self.bergpreis, 1)?;
        put(dict, "baerger", self.baerger, 1)?;
        put(dict, "seed", self.seed, 1)
    }
}

/// Plays `count` complete games of `game` from seeds and returns their
/// results as numpy arrays, computed in Rust on `threads` threads with the
/// GIL released.
///
/// Game `i` is the game of seed `seed + i` (mod 2**64), such as
/// `SchieberGame(rules, seed + i)`, with one bot of `policy` choosing for
/// every seat from its observation (the bot's own generator is seeded from
/// the game's seed). Results do not depend on
/// the number of threads, and are those of the Rust
/// `jass_core::sim::simulate_games` and the C `jass_simulate_games`.
///
/// Args:
///     count: The number of games.
///     seed: The seed of the first game.
///     rules: A `Rules`, a preset name, or `None` for the game's usual
///         rules.
///     policy: `"random"` (`RandomBot`) or `"rule_of_thumb"`
///         (`RuleOfThumbBot`); or a pair of them, team 0's (seats 0 and 2)
///         first, so that two bots can be compared: each team's bot then
///         draws from a generator of its own, and with the same policy
///         twice the rows are those of that policy alone.
///     threads: The number of threads; one per core if `None`.
///     progress: As for `simulate_hands`.
///     game: As for `simulate_hands`.
///
/// Returns:
///     A new dict of numpy arrays with one row per game. The team games:
///     `scores` (uint32, `(count, 2)`), `winner` (int8 team; -1 for a
///     tied Coiffeur session), `schneider`
///     (bool), `hands` (uint64: hands played, the last one included),
///     `matches` (uint64, `(count, 2)`: hands in which each team took every
///     trick), `bergpreis` and `baerger` (int8: the first team to reach half
///     the target, and the Bärger score, or -1 for none or not played) and
///     `seed` (uint64). The games each on their own: `seat_totals` (int64,
///     `(count, players)`: each seat's final total), `places` (uint8,
///     `(count, players)`: 1 for first), `seat_zeros` (uint16, `(count,
///     players)`: as for `simulate_hands`), `hands` (uint64) and `seed`
///     (uint64). A game keeps only its last few hands while it is played,
///     so even a very long one needs little memory.
///
/// Raises:
///     ValueError: As for `simulate_hands`.
///     TypeError: If `policy` is neither a policy nor a pair of them, or
///         `progress` is neither a bool nor a callable.
///     RulesError: If `rules` names an unknown preset or is invalid, or
///         seats a table the game is not played at.
///     OverflowError: If `count` or `seed` is negative or too large.
///     MemoryError: If the results do not fit in memory.
///     KeyboardInterrupt: If interrupted (checked between chunks of rows,
///         each sized to take about a tenth of a second).
#[pyfunction]
#[pyo3(
    signature = (count, *, seed = 0, rules = None, policy = PolicyArg(ByTeam([Policy::Random; 2])), threads = None, progress = None, game = "schieber"),
    text_signature = "(count, *, seed=0, rules=None, policy=\"random\", threads=None, progress=None, game=\"schieber\")"
)]
#[allow(
    clippy::too_many_arguments,
    reason = "the Python keyword arguments, one each"
)]
pub(crate) fn simulate_games<'py>(
    py: Python<'py>,
    count: usize,
    seed: u64,
    rules: Option<RulesArg>,
    policy: PolicyArg,
    threads: Option<i64>,
    progress: Option<Bound<'py, PyAny>>,
    game: &str,
) -> Result<Bound<'py, PyDict>, Error> {
    let config = config(game, rules, policy, threads)?;
    if config.game.is_individual() {
        run::<SeatGameColumns>(py, &config, count, seed, progress.as_ref())
    } else {
        run::<TeamGameColumns>(py, &config, count, seed, progress.as_ref())
    }
}

/// The columns of `simulate_games` in the games each on their own.
struct SeatGameColumns {
    players: usize,
    seat_totals: Vec<i64>,
    places: Vec<u8>,
    seat_zeros: Vec<u16>,
    hands: Vec<u64>,
    seed: Vec<u64>,
}

impl Columns for SeatGameColumns {
    type Row = GameRow;

    const UNIT: &'static str = "game";

    fn fill(config: &SimConfig, seed: u64, rows: &mut [GameRow]) -> Result<(), SimError> {
        sim::simulate_games_into(config, seed, rows)
    }

    fn with_capacity(count: usize) -> Result<Self, Error> {
        let seed = reserve(count)?;
        let wide = count.saturating_mul(4);
        Ok(SeatGameColumns {
            players: 4,
            seat_totals: reserve(wide)?,
            places: reserve(wide)?,
            seat_zeros: reserve(wide)?,
            hands: reserve(count)?,
            seed,
        })
    }

    fn configure(&mut self, config: &SimConfig) {
        self.players = config.rules.players.count();
    }

    fn extend(&mut self, rows: &[GameRow]) {
        let players = self.players;
        extend_seats(&mut self.seat_totals, rows, players, |r| r.seat_totals.0);
        extend_seats(&mut self.places, rows, players, |r| r.places.0);
        extend_seats(&mut self.seat_zeros, rows, players, |r| r.seat_zeros.0);
        extend(&mut self.hands, rows, |r| [r.hands]);
        extend(&mut self.seed, rows, |r| [r.seed]);
    }

    fn into_dict(self, dict: &Bound<'_, PyDict>) -> Result<(), Error> {
        put(dict, "seat_totals", self.seat_totals, self.players)?;
        put(dict, "places", self.places, self.players)?;
        put(dict, "seat_zeros", self.seat_zeros, self.players)?;
        put(dict, "hands", self.hands, 1)?;
        put(dict, "seed", self.seed, 1)
    }
}

/// The columns of `simulate_hands` in the games each on their own.
struct SeatHandColumns {
    players: usize,
    contract: Vec<i8>,
    predictions: Vec<i16>,
    seat_card_points: Vec<u16>,
    seat_scores: Vec<i32>,
    seat_zeros: Vec<u16>,
    seed: Vec<u64>,
}

impl Columns for SeatHandColumns {
    type Row = HandRow;

    const UNIT: &'static str = "hand";

    fn fill(config: &SimConfig, seed: u64, rows: &mut [HandRow]) -> Result<(), SimError> {
        sim::simulate_hands_into(config, seed, rows)
    }

    fn with_capacity(count: usize) -> Result<Self, Error> {
        let seed = reserve(count)?;
        let wide = count.saturating_mul(4);
        Ok(SeatHandColumns {
            players: 4,
            contract: reserve(count)?,
            predictions: reserve(wide)?,
            seat_card_points: reserve(wide)?,
            seat_scores: reserve(wide)?,
            seat_zeros: reserve(wide)?,
            seed,
        })
    }

    fn configure(&mut self, config: &SimConfig) {
        self.players = config.rules.players.count();
    }

    fn extend(&mut self, rows: &[HandRow]) {
        let players = self.players;
        extend_seats(&mut self.predictions, rows, players, |r| {
            r.predictions
                .0
                .map(|p| p.and_then(|p| i16::try_from(p).ok()).unwrap_or(-1))
        });
        extend_seats(&mut self.seat_card_points, rows, players, |r| {
            r.seat_card_points.0
        });
        extend_seats(&mut self.seat_scores, rows, players, |r| r.seat_scores.0);
        extend_seats(&mut self.seat_zeros, rows, players, |r| r.seat_zeros.0);
        extend(&mut self.contract, rows, |r| {
            [r.contract.map_or(-1, |c| c.index() as i8)]
        });
        extend(&mut self.seed, rows, |r| [r.seed]);
    }

    fn into_dict(self, dict: &Bound<'_, PyDict>) -> Result<(), Error> {
        put(dict, "contract", self.contract, 1)?;
        put(dict, "predictions", self.predictions, self.players)?;
        put(
            dict,
            "seat_card_points",
            self.seat_card_points,
            self.players,
        )?;
        put(dict, "seat_scores", self.seat_scores, self.players)?;
        put(dict, "seat_zeros", self.seat_zeros, self.players)?;
        put(dict, "seed", self.seed, 1)
    }
}
