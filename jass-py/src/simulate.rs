//! Experiments at scale: many seeded Schieber hands or games played in
//! Rust on every core, with the GIL released, returned as numpy arrays.
//!
//! Every hand or game depends only on its own seed, so the results are
//! the same whatever the number of threads.

use std::num::NonZeroUsize;
use std::sync::{Mutex, PoisonError};

use jass_core::bots::{Bot, RandomBot, RuleOfThumb};
use jass_core::{
    Action, ActionError, AnyGame, EndMode, FirstForehand, Game, Hand, JassRng, Rules, SchieberGame,
    SchieberHand, Seat,
};
use numpy::{IntoPyArray, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};

use crate::convert::{RulesArg, TextUse, text_for, wrong_type};
use crate::error::Error;

/// How the seats choose their actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Policy {
    /// Uniformly among the legal actions.
    Random,
    /// The engine's rule-of-thumb bot.
    RuleOfThumb,
}

impl<'py> FromPyObject<'_, 'py> for Policy {
    type Error = Error;

    fn extract(obj: Borrowed<'_, 'py, PyAny>) -> Result<Self, Self::Error> {
        let Ok(name) = obj.cast::<PyString>() else {
            return Err(wrong_type(
                "a policy (\"random\" or \"rule_of_thumb\")",
                &obj,
            ));
        };
        Policy::parse(&text_for(&name, "a policy", TextUse::Value)?)
    }
}

impl Policy {
    fn parse(name: &str) -> Result<Policy, Error> {
        match name {
            "random" => Ok(Policy::Random),
            "rule_of_thumb" => Ok(Policy::RuleOfThumb),
            other => Err(Error::Value {
                message: format!("unknown policy {other:?} (known: \"random\", \"rule_of_thumb\")"),
            }),
        }
    }
}

/// What an experiment could not do: an action the engine refused although
/// it came from its own legal actions (a bug), or a deal it refused.
#[derive(Debug)]
enum Failure {
    Action(Action, ActionError),
    Setup(String),
}

impl From<Failure> for Error {
    fn from(failure: Failure) -> Error {
        match failure {
            Failure::Action(action, error) => Error::Action { action, error },
            Failure::Setup(message) => Error::Value { message },
        }
    }
}

/// What every batch reads from its arguments.
#[derive(Clone, Copy, Debug)]
struct Setup {
    rules: Rules,
    policy: Policy,
    threads: usize,
}

impl Setup {
    fn read(rules: Option<RulesArg>, policy: Policy, threads: Option<i64>) -> Result<Setup, Error> {
        let rules = RulesArg::or_default(rules);
        rules.validate()?;
        Ok(Setup {
            rules,
            policy,
            threads: thread_count(threads)?,
        })
    }

    /// Runs `work(rules, policy, seed + i)` for `count` seeds with the GIL
    /// released; returns the rows and a dict holding the `seed` column.
    fn run<R, F>(
        self,
        py: Python<'_>,
        count: usize,
        seed: u64,
        work: F,
    ) -> Result<(Vec<R>, Bound<'_, PyDict>), Error>
    where
        R: Copy + Default + Send,
        F: Fn(Rules, Policy, u64) -> Result<R, Failure> + Sync,
    {
        let Setup {
            rules,
            policy,
            threads,
        } = self;
        let mut rows = reserve(count)?;
        rows.resize(count, R::default());
        py.detach(|| run_seeded(&mut rows, seed, threads, |s| work(rules, policy, s)))?;
        let dict = PyDict::new(py);
        let mut seeds = reserve(count)?;
        seeds.extend((0..count as u64).map(|i| seed.wrapping_add(i)));
        put(&dict, "seed", seeds, 1)?;
        Ok((rows, dict))
    }
}

/// The number of threads: `threads`, or one per core.
fn thread_count(threads: Option<i64>) -> Result<usize, Error> {
    match threads {
        None => Ok(std::thread::available_parallelism().map_or(1, NonZeroUsize::get)),
        Some(n) => match usize::try_from(n) {
            Ok(n) if (1..=1024).contains(&n) => Ok(n),
            _ => Err(Error::Value {
                message: format!("threads must be in 1..=1024, got {n}"),
            }),
        },
    }
}

/// Fills `rows[i]` with `work(seed + i)` on `threads` threads, each taking
/// a contiguous block. A block for which the system gives no thread (a
/// resource limit on threads or memory) is filled on the calling thread:
/// the results are the same, only slower.
fn run_seeded<R, F>(rows: &mut [R], seed: u64, threads: usize, work: F) -> Result<(), Failure>
where
    R: Send,
    F: Fn(u64) -> Result<R, Failure> + Sync,
{
    let block = rows.len().div_ceil(threads.max(1)).max(1);
    // Each block behind a lock, so that a block whose thread could not be
    // started is still at hand to be filled here.
    let blocks: Vec<Mutex<&mut [R]>> = rows.chunks_mut(block).map(Mutex::new).collect();
    let fill = |n: usize| -> Result<(), Failure> {
        let mut rows = blocks[n].lock().unwrap_or_else(PoisonError::into_inner);
        let first = seed.wrapping_add((n * block) as u64);
        for (i, row) in rows.iter_mut().enumerate() {
            *row = work(first.wrapping_add(i as u64))?;
        }
        Ok(())
    };
    std::thread::scope(|scope| {
        let mut handles = Vec::with_capacity(blocks.len());
        let mut here = Vec::new();
        for n in 0..blocks.len() {
            let fill = &fill;
            match std::thread::Builder::new().spawn_scoped(scope, move || fill(n)) {
                Ok(handle) => handles.push(handle),
                Err(_) => here.push(n),
            }
        }
        let mut outcome = Ok(());
        for n in here {
            let result = fill(n);
            if outcome.is_ok() {
                outcome = result;
            }
        }
        for handle in handles {
            // A panic in a worker is a bug: it surfaces as PyO3's panic
            // exception, like any other panic of the bindings.
            let result = handle
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            if outcome.is_ok() {
                outcome = result;
            }
        }
        outcome
    })
}

/// The hand of `seed`: dealt `JassRng::seed_from_u64(seed).deal()` (seat
/// `i` holds cards `9i..9i+9` of the shuffled deck), seat 3 dealing and
/// seat 0 forehand.
fn deal_hand(rules: Rules, rng: &mut JassRng) -> Result<SchieberHand, Failure> {
    SchieberHand::new(rules, rng.deal(), Seat::S3, Seat::S0)
        .map_err(|e| Failure::Setup(e.to_string()))
}

/// Plays the hand of `seed` with uniformly random legal actions drawn from
/// the same generator as the deal. The hot path: no observation and no
/// allocation per card.
fn random_hand(rules: Rules, seed: u64) -> Result<SchieberHand, Failure> {
    let mut rng = JassRng::seed_from_u64(seed);
    let mut hand = deal_hand(rules, &mut rng)?;
    loop {
        if let Some(card) = rng.pick(hand.legal_cards()) {
            // Drawn from the legal cards: no need to check it again.
            hand.play_unchecked(card);
            continue;
        }
        let actions = hand.legal_actions();
        if actions.is_empty() {
            return Ok(hand);
        }
        let action = actions.as_slice()[rng.below(actions.len() as u32) as usize];
        hand.apply(action)
            .map_err(|error| Failure::Action(action, error))?;
    }
}

/// The rules of a game that plays exactly the hand of `seed`: forehand
/// sits after the dealer and no score ends the game within one hand.
fn one_hand_rules(rules: Rules) -> Rules {
    let mut rules = rules;
    rules.first_forehand = FirstForehand::RightOfDealer;
    rules.target = Rules::MAX_TARGET;
    rules.end_mode = EndMode::Automatic;
    rules
}

/// Plays `game` to its end (or, with `one_hand`, to the end of its first
/// hand) with `bot` choosing for every seat from its observation.
fn play_game(game: &mut AnyGame, bot: &mut impl Bot, one_hand: bool) -> Result<(), Failure> {
    let hands_done = |game: &AnyGame| match game {
        AnyGame::Schieber(game) => game.past_hands().len(),
        _ => 0,
    };
    while let Some(seat) = game.to_act() {
        if one_hand && hands_done(game) > 0 {
            break;
        }
        let action = bot.choose(&game.observation(seat));
        game.apply(action)
            .map_err(|error| Failure::Action(action, error))?;
    }
    Ok(())
}

/// Plays the hand of `seed` with the rule-of-thumb bot for every seat
/// (its choices drawn from the generator after the deal).
fn rule_of_thumb_hand(rules: Rules, seed: u64) -> Result<SchieberHand, Failure> {
    let mut rng = JassRng::seed_from_u64(seed);
    let dealt = deal_hand(rules, &mut rng)?;
    let game = SchieberGame::with_deal(one_hand_rules(rules), seed, dealt.dealt(), Seat::S3)
        .map_err(|e| Failure::Setup(e.to_string()))?;
    let mut game = AnyGame::from(game);
    play_game(&mut game, &mut RuleOfThumb::new(rng), true)?;
    match &game {
        AnyGame::Schieber(game) => game
            .past_hands()
            .first()
            .map(|summary| summary.hand)
            .ok_or_else(|| Failure::Setup("the hand did not end".into())),
        _ => Err(Failure::Setup("not a Schieber game".into())),
    }
}

/// One hand's results.
#[derive(Clone, Copy, Debug, Default)]
struct HandRow {
    points: [u32; 2],
    card_points: [u16; 2],
    contract: i8,
    declarer: i8,
    shoved: bool,
    multiplier: u16,
    weis_points: u16,
    weis_team: i8,
    stoeck_team: i8,
    match_team: i8,
}

fn team_or_none(team: Option<jass_core::Team>) -> i8 {
    team.map_or(-1, |t| t.index() as i8)
}

impl HandRow {
    fn of(hand: &SchieberHand) -> HandRow {
        let score = hand.score();
        let card_points = hand.card_points();
        HandRow {
            points: score.0,
            card_points: card_points.0,
            contract: hand.contract().map_or(-1, |c| c.index() as i8),
            declarer: hand.declarer().map_or(-1, |s| s.index() as i8),
            shoved: hand.shoved(),
            multiplier: hand.multiplier(),
            weis_points: hand.weis().points,
            weis_team: team_or_none(hand.weis().team()),
            stoeck_team: team_or_none(
                hand.stoeck_holder()
                    .filter(|_| hand.stoeck_recorded())
                    .map(Seat::team),
            ),
            match_team: team_or_none(hand.match_extra().map(|(team, _)| team)),
        }
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

/// Stores the column `pick(row)` of every row in `dict` under `name`: an
/// array of shape `(rows,)` for one value per row, `(rows, W)` for more.
fn column<R, T: numpy::Element, const W: usize>(
    dict: &Bound<'_, PyDict>,
    name: &str,
    rows: &[R],
    pick: impl Fn(&R) -> [T; W],
) -> Result<(), Error> {
    let mut values = reserve(rows.len().saturating_mul(W))?;
    for row in rows {
        values.extend(pick(row));
    }
    put(dict, name, values, W)
}

/// Plays `count` complete Schieber hands from seeds and returns their
/// results as numpy arrays, computed in Rust on `threads` threads with the
/// GIL released.
///
/// Hand `i` has seed `seed + i` (mod 2**64): it is dealt `deal(seed + i)`
/// (seat 3 deals, seat 0 is forehand and declares or shoves), and every
/// choice is drawn from that seed's generator after the deal. Results do
/// not depend on the number of threads.
///
/// Args:
///     count: The number of hands.
///     seed: The seed of the first hand.
///     rules: A `Rules`, a preset name, or `None` for the default rules.
///     policy: `"random"` (uniform among the legal actions, declaring and
///         shoving included; the fast path) or `"rule_of_thumb"` (the
///         `RuleOfThumbBot` for every seat).
///     threads: The number of threads; one per core if `None`.
///
/// Returns:
///     A new dict of numpy arrays with one row per hand: `points`
///     (uint32, shape `(count, 2)`: what each team scores, multiplier,
///     weis, stöck and match bonus included), `card_points` (uint16,
///     `(count, 2)`: card points before the multiplier; each row sums to
///     157 with the standard values), `contract` (int8: jass-kit trump
///     number 0..6), `declarer` (int8 seat), `shoved` (bool), `multiplier`
///     (uint16), `weis_points` (uint16, before the multiplier), `weis_team`,
///     `stoeck_team`, `match_team` (int8: the team, or -1 for none) and
///     `seed` (uint64).
///
/// Raises:
///     ValueError: If `policy` is unknown or `threads` is not in 1..=1024.
///     RulesError: If `rules` names an unknown preset or is invalid.
///     OverflowError: If `count` or `seed` is negative or too large.
///     MemoryError: If the results do not fit in memory.
#[pyfunction]
#[pyo3(
    signature = (count, *, seed = 0, rules = None, policy = Policy::Random, threads = None),
    text_signature = "(count, *, seed=0, rules=None, policy=\"random\", threads=None)"
)]
pub(crate) fn simulate_hands(
    py: Python<'_>,
    count: usize,
    seed: u64,
    rules: Option<RulesArg>,
    policy: Policy,
    threads: Option<i64>,
) -> Result<Bound<'_, PyDict>, Error> {
    let setup = Setup::read(rules, policy, threads)?;
    let (rows, dict) = setup.run(py, count, seed, |rules, policy, seed| {
        let hand = match policy {
            Policy::Random => random_hand(rules, seed)?,
            Policy::RuleOfThumb => rule_of_thumb_hand(rules, seed)?,
        };
        Ok(HandRow::of(&hand))
    })?;
    column(&dict, "points", &rows, |r| r.points)?;
    column(&dict, "card_points", &rows, |r| r.card_points)?;
    column(&dict, "contract", &rows, |r| [r.contract])?;
    column(&dict, "declarer", &rows, |r| [r.declarer])?;
    column(&dict, "shoved", &rows, |r| [r.shoved])?;
    column(&dict, "multiplier", &rows, |r| [r.multiplier])?;
    column(&dict, "weis_points", &rows, |r| [r.weis_points])?;
    column(&dict, "weis_team", &rows, |r| [r.weis_team])?;
    column(&dict, "stoeck_team", &rows, |r| [r.stoeck_team])?;
    column(&dict, "match_team", &rows, |r| [r.match_team])?;
    Ok(dict)
}

/// One game's results.
#[derive(Clone, Copy, Debug, Default)]
struct GameRow {
    scores: [u32; 2],
    winner: i8,
    schneider: bool,
    hands: u16,
    matches: [u16; 2],
}

/// The bots' seed for the game of `seed`: a different stream than the
/// deals'.
const BOT_SEED_MIX: u64 = 0x9E37_79B9_7F4A_7C15;

/// Plays the game of `seed` with one bot of `policy` for every seat.
fn seeded_game(rules: Rules, policy: Policy, seed: u64) -> Result<GameRow, Failure> {
    let game = SchieberGame::new(rules, seed).map_err(|e| Failure::Setup(e.to_string()))?;
    let mut game = AnyGame::from(game);
    let bot_rng = JassRng::seed_from_u64(seed ^ BOT_SEED_MIX);
    match policy {
        Policy::Random => play_game(&mut game, &mut RandomBot::new(bot_rng), false)?,
        Policy::RuleOfThumb => play_game(&mut game, &mut RuleOfThumb::new(bot_rng), false)?,
    }
    let AnyGame::Schieber(schieber) = &game else {
        return Err(Failure::Setup("not a Schieber game".into()));
    };
    let mut matches = [0u16; 2];
    for summary in schieber.past_hands() {
        if let Some((team, _)) = summary.hand.match_extra() {
            matches[team.index()] += 1;
        }
    }
    let result = game.result();
    Ok(GameRow {
        scores: game.scores().0,
        winner: team_or_none(result.map(|r| r.winner)),
        schneider: result.is_some_and(|r| r.schneider),
        // The engine numbers hands in 16 bits.
        hands: u16::try_from(schieber.past_hands().len()).unwrap_or(u16::MAX),
        matches,
    })
}

/// Plays `count` complete Schieber games from seeds and returns their
/// results as numpy arrays, computed in Rust on `threads` threads with the
/// GIL released.
///
/// Game `i` is `SchieberGame(rules, seed + i)` (mod 2**64), with one bot
/// of `policy` choosing for every seat from its observation (the bot's
/// own generator is seeded from the game's seed). Results do not depend on
/// the number of threads.
///
/// Args:
///     count: The number of games.
///     seed: The seed of the first game.
///     rules: A `Rules`, a preset name, or `None` for the default rules.
///     policy: `"random"` (`RandomBot`) or `"rule_of_thumb"`
///         (`RuleOfThumbBot`).
///     threads: The number of threads; one per core if `None`.
///
/// Returns:
///     A new dict of numpy arrays with one row per game: `scores` (uint32,
///     `(count, 2)`), `winner` (int8 team), `schneider` (bool), `hands`
///     (uint16: hands played, the last one included), `matches` (uint16,
///     `(count, 2)`: hands in which each team took every trick) and `seed`
///     (uint64).
///
/// Raises:
///     ValueError: If `policy` is unknown or `threads` is not in 1..=1024.
///     RulesError: If `rules` names an unknown preset or is invalid.
///     OverflowError: If `count` or `seed` is negative or too large.
///     MemoryError: If the results do not fit in memory.
#[pyfunction]
#[pyo3(
    signature = (count, *, seed = 0, rules = None, policy = Policy::Random, threads = None),
    text_signature = "(count, *, seed=0, rules=None, policy=\"random\", threads=None)"
)]
pub(crate) fn simulate_games(
    py: Python<'_>,
    count: usize,
    seed: u64,
    rules: Option<RulesArg>,
    policy: Policy,
    threads: Option<i64>,
) -> Result<Bound<'_, PyDict>, Error> {
    let setup = Setup::read(rules, policy, threads)?;
    let (rows, dict) = setup.run(py, count, seed, seeded_game)?;
    column(&dict, "scores", &rows, |r| r.scores)?;
    column(&dict, "winner", &rows, |r| [r.winner])?;
    column(&dict, "schneider", &rows, |r| [r.schneider])?;
    column(&dict, "hands", &rows, |r| [r.hands])?;
    column(&dict, "matches", &rows, |r| r.matches)?;
    Ok(dict)
}
