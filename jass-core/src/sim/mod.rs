//! Experiments at scale: many seeded hands or games of any game the engine
//! simulates, played on several threads, one result row per hand or game.
//!
//! Every hand or game depends only on its own seed: row `i` of a batch
//! starting at `seed` is the result of seed `seed + i` (wrapping at
//! 2⁶⁴), so a batch gives the same rows whatever the number of threads,
//! and however it is split into smaller batches. The Python and C bindings
//! call these functions, so the three languages give identical rows for the
//! same seeds.
//!
//! One API serves every game; [`SimConfig::game`] (a [`GameKind`]) selects
//! it: Schieber, Coiffeur Schieber, Differenzler, Hindersi and Mittlere. The
//! two-player games are [`SimError::Unsupported`].
//!
//! - [`simulate_hands`] / [`simulate_hands_into`]: one hand per seed, a
//!   [`HandRow`] each. Schieber and Coiffeur Schieber: dealt
//!   [`JassRng::seed_from_u64(seed)`](JassRng::seed_from_u64)`.deal()`,
//!   seat 3 dealing and seat 0 forehand (Coiffeur: the first hand of a
//!   session); Schieber at five or six players or with the double pack:
//!   the generator's [`JassRng::shuffled_deck`] (or
//!   [`JassRng::shuffled_double_deck`]) dealt as the table deals, seat 3
//!   dealing and the seat at its right forehand. Differenzler, Hindersi and Mittlere: the first hand of the game of the
//!   seed.
//! - [`simulate_games`] / [`simulate_games_into`]: one game per seed,
//!   the game's `new(rules, seed)` (such as
//!   [`SchieberGame::new`](SchieberGame::new)) played to its end; a
//!   [`GameRow`] each.
//! - [`play_hand`] and [`play_game`]: a single seed.
//!
//! A row has team columns, filled in the games played in teams, and seat
//! columns, filled in the games each on their own; the others keep their
//! neutral value (see [`HandRow`]).
//!
//! The seats choose their actions by a [`Policy`], one per team (so that
//! two policies can be compared; in the games each on their own team 0's
//! policy plays the even seats); a [`SimConfig`] holds the game, the rules,
//! the policies and the number of threads.
//!
//! A game keeps no more than a few finished hands while it is simulated
//! (a batch needs their count and matches, not the hands), so even a game
//! to [`Rules::MAX_TARGET`] plays in bounded memory; its counters are
//! 64-bit and cannot wrap.
//!
//! # Examples
//!
//! ```
//! use std::num::NonZeroUsize;
//!
//! use jass_core::sim::{self, Policy, SimConfig};
//! use jass_core::{GameKind, Rules, Team};
//!
//! let config = SimConfig::new(Rules::schieber())
//!     .with_policy(Policy::RuleOfThumb)
//!     .with_threads(NonZeroUsize::new(2));
//! let hands = sim::simulate_hands(&config, 1000, 50)?;
//! assert_eq!(hands.len(), 50);
//! assert_eq!(hands[3].seed, 1003);
//! // Card points before the multiplier add up to 157.
//! assert!(hands.iter().all(|h| h.card_points.0.iter().sum::<u16>() == 157));
//! // Row 3 is the hand of seed 1003, whatever the batch and thread count.
//! assert_eq!(hands[3], sim::play_hand(&config, 1003)?);
//!
//! let games = sim::simulate_games(&config.with_policy(Policy::Random), 7, 2)?;
//! assert!(games.iter().all(|g| g.winner.is_some() && g.hands >= 1));
//!
//! // Team 0 plays by rule of thumb, team 1 at random.
//! let duel = config.with_team_policy(Team::T1, Policy::Random);
//! let games = sim::simulate_games(&duel, 0, 20)?;
//! let won = games.iter().filter(|g| g.winner == Some(Team::T0)).count();
//! assert!(won > 10);
//!
//! // Differenzler: the seat columns.
//! let config = SimConfig::of_game(GameKind::Differenzler);
//! let hands = sim::simulate_hands(&config, 0, 8)?;
//! assert!(hands.iter().all(|h| h.seat_card_points.0.iter().sum::<u16>() == 157));
//! let games = sim::simulate_games(&config, 0, 8)?;
//! assert!(games.iter().all(|g| g.hands == 12 && g.places.0[..4].contains(&1)));
//! # Ok::<(), jass_core::sim::SimError>(())
//! ```

pub mod arena;
mod play;
mod solo;

mod rows;

pub use rows::{GameRow, HandRow};

use alloc::vec::Vec;
use core::fmt;
use core::num::NonZeroUsize;

use crate::error::RulesError;
use crate::game::{Action, ActionError, GameKind, NewGameError};
use crate::pool;
use crate::rules::Rules;
use crate::seat::{ByTeam, Team};
#[cfg(doc)]
use crate::{JassRng, SchieberGame};

/// The most threads a simulation may be given (as many as a search,
/// [`Solver::MAX_THREADS`](crate::solver::Solver::MAX_THREADS)).
pub const MAX_THREADS: usize = crate::solver::Solver::MAX_THREADS;

/// How a team's seats choose their actions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Policy {
    /// Uniformly among the legal actions (declaring and shoving
    /// included), drawn from the seed's generator: the fast path, with no
    /// observation and no allocation per card.
    #[default]
    Random = 0,
    /// The rule-of-thumb bot ([`bots::RuleOfThumb`](crate::bots::RuleOfThumb))
    /// for every seat of the team.
    RuleOfThumb = 1,
}

impl Policy {
    /// Every policy, in value order.
    pub const ALL: [Policy; 2] = [Policy::Random, Policy::RuleOfThumb];

    /// The policy's name: `"random"` or `"rule_of_thumb"`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Policy::Random => "random",
            Policy::RuleOfThumb => "rule_of_thumb",
        }
    }

    /// The policy named `name` (as [`Policy::name`] spells it).
    #[must_use]
    pub fn from_name(name: &str) -> Option<Policy> {
        Policy::ALL.into_iter().find(|p| p.name() == name)
    }
}

impl fmt::Display for Policy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl TryFrom<u8> for Policy {
    /// The rejected value.
    type Error = u8;

    fn try_from(value: u8) -> Result<Policy, u8> {
        Policy::ALL.get(usize::from(value)).copied().ok_or(value)
    }
}

/// What a simulation plays: the game, the rules, how each team's seats
/// choose, and on how many threads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SimConfig {
    /// The game every hand and game is of (default Schieber): Schieber,
    /// Coiffeur Schieber, Differenzler, Hindersi or Mittlere; any other kind is
    /// [`SimError::Unsupported`].
    pub game: GameKind,
    /// The rules of every hand and game.
    pub rules: Rules,
    /// How each team's seats choose their actions (in the games each on
    /// their own, team 0's policy plays the even seats and team 1's the odd
    /// ones). With the same policy for both teams the rows are those of
    /// that policy alone; with two, each team's bot draws from its own
    /// generator.
    pub policies: ByTeam<Policy>,
    /// The number of threads, 1 to [`MAX_THREADS`]; `None` for one per
    /// core. The rows do not depend on it. A small batch starts fewer: a
    /// thread for every 256 hands, 2 games or 1 duplicate deal, since
    /// starting one costs about as long as a few hundred hands.
    pub threads: Option<NonZeroUsize>,
}

impl Default for SimConfig {
    /// The default rules, [`Policy::Random`], one thread per core.
    fn default() -> SimConfig {
        SimConfig::new(Rules::default())
    }
}

impl SimConfig {
    /// `rules` with [`Policy::Random`] on one thread per core.
    #[must_use]
    pub const fn new(rules: Rules) -> SimConfig {
        SimConfig {
            game: GameKind::Schieber,
            rules,
            policies: ByTeam([Policy::Random; 2]),
            threads: None,
        }
    }

    /// `game` under its usual rules ([`Rules::differenzler`],
    /// [`Rules::hindersi`], the default rules for Schieber and Coiffeur
    /// Schieber, the preset of the same name for the others), with
    /// [`Policy::Random`] on one thread per core.
    ///
    /// # Examples
    ///
    /// ```
    /// use jass_core::sim::{self, SimConfig};
    /// use jass_core::{GameKind, Rules};
    ///
    /// let config = SimConfig::of_game(GameKind::Hindersi);
    /// assert_eq!(config.rules, Rules::hindersi());
    /// let games = sim::simulate_games(&config, 0, 4)?;
    /// assert!(games.iter().all(|g| g.places.0[..4].contains(&1)));
    /// # Ok::<(), jass_core::sim::SimError>(())
    /// ```
    #[must_use]
    pub fn of_game(game: GameKind) -> SimConfig {
        let rules = match game {
            GameKind::Schieber | GameKind::Coiffeur => Rules::default(),
            GameKind::Differenzler => Rules::differenzler(),
            GameKind::Hindersi => Rules::hindersi(),
            GameKind::Mittlere => Rules::mittlere(),
            GameKind::Schmaus => Rules::schmaus(),
            GameKind::Zweier => Rules::zweier(),
        };
        SimConfig::new(rules).with_game(game)
    }

    /// The same configuration playing `game` (its rules unchanged).
    #[must_use]
    pub const fn with_game(self, game: GameKind) -> SimConfig {
        SimConfig { game, ..self }
    }

    /// The same configuration with `policy` for both teams.
    #[must_use]
    pub const fn with_policy(self, policy: Policy) -> SimConfig {
        SimConfig {
            policies: ByTeam([policy; 2]),
            ..self
        }
    }

    /// The same configuration with `policy` for `team` (the other team
    /// keeps its own).
    #[must_use]
    pub fn with_team_policy(self, team: Team, policy: Policy) -> SimConfig {
        let mut policies = self.policies;
        policies[team] = policy;
        SimConfig { policies, ..self }
    }

    /// The same configuration with one policy per team.
    #[must_use]
    pub const fn with_policies(self, policies: ByTeam<Policy>) -> SimConfig {
        SimConfig { policies, ..self }
    }

    /// The same configuration on `threads` threads (`None`: one per core).
    #[must_use]
    pub const fn with_threads(self, threads: Option<NonZeroUsize>) -> SimConfig {
        SimConfig { threads, ..self }
    }

    /// Checks the game, the rules ([`Rules::validate`]) and the thread
    /// count.
    ///
    /// # Errors
    ///
    /// [`SimError::Unsupported`] for a game that cannot be simulated,
    /// [`SimError::Rules`] for invalid rules, [`SimError::NewGame`] for a
    /// table the game is not played at (⚙ `players`),
    /// [`SimError::TooManyThreads`] for more than [`MAX_THREADS`] threads.
    pub fn validate(&self) -> Result<(), SimError> {
        self.batch().map(drop)
    }

    /// How a batch plays the game, once the whole configuration is
    /// checked.
    fn batch(&self) -> Result<play::Plays, SimError> {
        match self.threads {
            Some(threads) if threads.get() > MAX_THREADS => Err(SimError::TooManyThreads {
                threads: threads.get(),
            }),
            _ => self.plays(),
        }
    }

    /// How the game is played, once the game, the rules and the table are
    /// checked (not the thread count).
    fn plays(&self) -> Result<play::Plays, SimError> {
        let plays = play::Plays::of(self.game)?;
        self.rules.validate()?;
        self.game
            .table(&self.rules)
            .map_err(|error| SimError::NewGame(NewGameError::Deal(error)))?;
        Ok(plays)
    }

    /// The number of threads a batch runs on: [`SimConfig::threads`], or
    /// the number of cores the system reports (1 if it cannot tell), at
    /// most [`MAX_THREADS`].
    #[must_use]
    pub fn thread_count(&self) -> usize {
        self.threads
            .unwrap_or_else(pool::cores)
            .get()
            .min(MAX_THREADS)
    }
}

/// A simulation could not be run.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SimError {
    /// The rules are invalid.
    #[error("{0}")]
    Rules(#[from] RulesError),
    /// More threads than [`MAX_THREADS`].
    #[error("threads must be in 1 to {MAX_THREADS}, got {threads}")]
    TooManyThreads {
        /// The number asked for.
        threads: usize,
    },
    /// The rows, or a thread's share of them, do not fit in memory.
    #[error("cannot allocate memory for {rows} rows of {size} bytes")]
    OutOfMemory {
        /// The number of rows that could not be allocated.
        rows: usize,
        /// The size of one row, in bytes.
        size: usize,
    },
    /// A hand or game could not be set up: rules seating a table the game
    /// is not played at ([`GameKind::seats`]); anything else is a bug
    /// (seeded deals are always valid).
    #[error("{0}")]
    NewGame(#[from] NewGameError),
    /// The game cannot be simulated (Schmaus and Jass für zwei).
    #[error("{game:?} cannot be simulated")]
    Unsupported {
        /// The game asked for.
        game: GameKind,
    },
    /// The duplicate arena plays Schieber's tables only (four, five or six
    /// players), and a PIMC player only at a table of four with one pack,
    /// the solver's (see [`arena`]).
    #[error(
        "the arena plays Schieber at tables of four, five and six, and a PIMC player only at a table of four with one pack"
    )]
    NotFourPlayers,
    /// A PIMC player's configuration is refused (see
    /// [`PimcConfig::validate`](crate::solver::PimcConfig::validate)).
    #[error("{0}")]
    Pimc(#[from] crate::solver::PimcConfigError),
    /// The engine refused an action chosen from its own legal actions (a
    /// bug).
    #[error("the engine refused its own legal action {action}: {error}")]
    Action {
        /// The refused action.
        action: Action,
        /// Why it was refused.
        error: ActionError,
    },
}

/// Plays the hand of `seed` under `config` (its thread count is not used).
///
/// Schieber and Coiffeur Schieber: the hand is dealt
/// `JassRng::seed_from_u64(seed).deal()` (seat `i` holds cards `9i..9i+9`
/// of the shuffled deck), seat 3 deals and seat 0 is forehand (Schieber
/// at five or six players or with the double pack: the generator's
/// shuffled deck, or double deck, dealt as the table deals, forehand the
/// seat at the dealer's right); with
/// [`Policy::Random`] for both teams every choice is drawn from the same
/// generator after the deal. Differenzler, Hindersi and Mittlere: the first hand of
/// [`play_game`]'s game of `seed` with ⚙ `hands = 1`.
///
/// # Errors
///
/// [`SimError::Unsupported`] for a game that cannot be simulated,
/// [`SimError::Rules`] for invalid rules, [`SimError::NewGame`] for a
/// table the game is not played at; the other variants only for a bug.
pub fn play_hand(config: &SimConfig, seed: u64) -> Result<HandRow, SimError> {
    (config.plays()?.hand)(&config.rules, config.policies, seed)
}

/// Plays the game of `seed` under `config` (its thread count is not used).
///
/// The game is the game's `new(rules, seed)` (`SchieberGame::new`,
/// `CoiffeurGame::new`, `SoloGame::new`), with one bot of the policy
/// choosing for every seat from its observation; the bot's own
/// generator is seeded from `seed`, as a different stream than the deals'.
/// With a different policy per team, each team has its own bot, seeded from
/// `seed` as two more streams.
///
/// # Errors
///
/// As for [`play_hand`].
pub fn play_game(config: &SimConfig, seed: u64) -> Result<GameRow, SimError> {
    (config.plays()?.game)(&config.rules, config.policies, seed)
}

/// Plays `count` hands, of seeds `seed`, `seed + 1`, … (wrapping), on
/// [`SimConfig::thread_count`] threads; row `i` is
/// [`play_hand(config, seed + i)`](play_hand).
///
/// # Errors
///
/// [`SimError::Unsupported`], [`SimError::Rules`], [`SimError::NewGame`]
/// (a table the game is not played at) or [`SimError::TooManyThreads`]
/// for an invalid configuration, [`SimError::OutOfMemory`] if the rows do
/// not fit in memory; the other variants only for a bug.
pub fn simulate_hands(
    config: &SimConfig,
    seed: u64,
    count: usize,
) -> Result<Vec<HandRow>, SimError> {
    let mut rows = zeroed_rows(count)?;
    simulate_hands_into(config, seed, &mut rows)?;
    Ok(rows)
}

/// Fills `rows[i]` with the hand of seed `seed + i` (wrapping), like
/// [`simulate_hands`] but into the caller's memory. Splitting a batch into
/// several calls gives the same rows.
///
/// # Errors
///
/// As for [`simulate_hands`]: an invalid configuration is refused before
/// any row is written.
pub fn simulate_hands_into(
    config: &SimConfig,
    seed: u64,
    rows: &mut [HandRow],
) -> Result<(), SimError> {
    let play = config.batch()?.hand;
    fill_played(config, seed, rows, HANDS_PER_THREAD, play)
}

/// Plays `count` games, of seeds `seed`, `seed + 1`, … (wrapping), on
/// [`SimConfig::thread_count`] threads; row `i` is
/// [`play_game(config, seed + i)`](play_game).
///
/// # Errors
///
/// As for [`simulate_hands`].
pub fn simulate_games(
    config: &SimConfig,
    seed: u64,
    count: usize,
) -> Result<Vec<GameRow>, SimError> {
    let mut rows = zeroed_rows(count)?;
    simulate_games_into(config, seed, &mut rows)?;
    Ok(rows)
}

/// Fills `rows[i]` with the game of seed `seed + i` (wrapping), like
/// [`simulate_games`] but into the caller's memory.
///
/// # Errors
///
/// As for [`simulate_hands_into`].
pub fn simulate_games_into(
    config: &SimConfig,
    seed: u64,
    rows: &mut [GameRow],
) -> Result<(), SimError> {
    let play = config.batch()?.game;
    fill_played(config, seed, rows, GAMES_PER_THREAD, play)
}

/// `count` default rows, or [`SimError::OutOfMemory`] (not an abort).
fn zeroed_rows<R: Clone + Default>(count: usize) -> Result<Vec<R>, SimError> {
    let mut rows = pool::with_room::<R>(count)?;
    rows.resize(count, R::default());
    Ok(rows)
}

/// The most rows in a chunk of a batch (see [`fill_seeded`]): small enough
/// that the threads finish close together, large enough that taking a
/// chunk costs nothing that shows.
const MAX_CHUNK: usize = 2048;

/// The fewest hands worth a thread of a batch of their own (see
/// [`pool::Batch::min_rows`]): a random hand takes about a microsecond.
const HANDS_PER_THREAD: usize = 256;

/// The fewest games worth a thread of a batch of their own: a random game
/// takes about 150 µs, as long as starting the thread.
const GAMES_PER_THREAD: usize = 2;

/// Fills `rows[i]` with `play(rules, policies, seed + i)` (wrapping), the
/// rules and policies of `config`, on its threads (see [`fill_seeded`]).
fn fill_played<R: Send + 'static>(
    config: &SimConfig,
    seed: u64,
    rows: &mut [R],
    min_rows: usize,
    play: fn(&Rules, ByTeam<Policy>, u64) -> Result<R, SimError>,
) -> Result<(), SimError> {
    let SimConfig {
        rules, policies, ..
    } = *config;
    fill_seeded(rows, seed, config.thread_count(), min_rows, move |s| {
        play(&rules, policies, s)
    })
}

/// Fills `rows[i]` with `work(seed + i)` (wrapping) on `threads` threads,
/// which take chunks of consecutive rows in turn (see [`pool::fill`]); a
/// thread only for each `min_rows` rows; the first error in row order is
/// returned.
fn fill_seeded<R, F>(
    rows: &mut [R],
    seed: u64,
    threads: usize,
    min_rows: usize,
    work: F,
) -> Result<(), SimError>
where
    R: Send + 'static,
    F: Fn(u64) -> Result<R, SimError> + Send + Sync + 'static,
{
    let batch = pool::Batch {
        threads,
        max_chunk: MAX_CHUNK,
        min_rows,
        stop: None,
    };
    pool::fill(
        rows,
        batch,
        &mut (),
        &mut Vec::new(),
        || (),
        move |(), i, _| work(seed.wrapping_add(i as u64)),
    )
}

impl From<pool::NoRoom> for SimError {
    fn from(no_room: pool::NoRoom) -> SimError {
        SimError::OutOfMemory {
            rows: no_room.rows,
            size: no_room.size,
        }
    }
}

#[cfg(test)]
mod tests;
