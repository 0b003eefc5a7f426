//! Perfect-Information Monte Carlo: a bot that samples the hidden hands,
//! solves each sample and plays the card that does best on average.

use alloc::vec::Vec;
use core::sync::atomic::{AtomicBool, Ordering};

use crate::card::Card;
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::error::RulesError;
use crate::game::bots::{Bot, RuleOfThumb};
use crate::game::{Action, Expecting, GameKind, Observation};
use crate::points::PointTable;
use crate::random::JassRng;
use crate::rules::Rules;
use crate::seat::{BySeat, ByTeam, Players, Seat};
use crate::trick::Trick;

use super::deals::DealSampler;
use super::position::Position;
use super::{CardValues, Solver};

/// How a [`PimcBot`] plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PimcConfig {
    /// The rules of the games the bot is built for, which
    /// [`PimcConfig::validate`] checks (a table of four with one pack). It
    /// plays each decision by the rules its observation carries
    /// ([`Observation::rules`]).
    pub rules: Rules,
    /// Deals sampled per card decision (at least one is always solved).
    pub samples: u32,
    /// The bot searches from this many tricks left (the unfinished one
    /// included) on; earlier it plays by [`RuleOfThumb`], since exact
    /// solving of nearly full hands takes too long for play. 9 searches
    /// every card.
    pub search_from_tricks: u8,
    /// Deals sampled when declaring, each solved in every contract that
    /// may be declared; 0 declares by [`RuleOfThumb`]. Each is a full deal
    /// solved exactly, six times, which is slow.
    pub declare_samples: u32,
    /// A time budget per decision in microseconds (feature `std`): sampling
    /// stops once it is spent, after at least one sample (when declaring,
    /// one deal solved in every contract). `0` means no budget. With a
    /// budget the bot stays deterministic in which deals it samples, but
    /// how many it solves depends on the machine's speed.
    pub time_budget_micros: u64,
    /// The memory of the solver's transposition table, in bytes (of each
    /// thread's table when the samples of a card are solved side by side).
    pub memory: usize,
    /// The threads the bot's solver runs on (feature `std`; 1 by default,
    /// 0 for one per core): the samples of a card decision are solved side
    /// by side, one per thread (as many threads as they are worth: see
    /// [`Solver::solve_many`]), and a
    /// declaration's full deals each on all of them (see
    /// [`Solver::set_threads`]). The bot's choices are the
    /// same on any number of threads; with a time budget, more threads
    /// solve more samples in it.
    pub threads: usize,
}

/// Why a [`PimcConfig`] is refused (see [`PimcConfig::validate`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PimcConfigError {
    /// The rules do not validate.
    #[error("{0}")]
    Rules(#[from] RulesError),
    /// The rules seat a table of five or six (⚙ `players`) or deal the
    /// double pack: the solver plays a table of four with one pack.
    #[error("the PIMC bot plays Schieber at a table of four with one pack")]
    NotFourPlayers,
    /// No deal would be sampled for a card.
    #[error("samples must be at least 1")]
    NoSamples,
    /// The bot would never search (0), or the hand has fewer tricks.
    #[error("search_from_tricks must be in 1 to 9, got {tricks}")]
    SearchFrom {
        /// The number asked for.
        tricks: u8,
    },
}

impl PimcConfig {
    /// Checks that the bot can play as configured: valid rules of a table
    /// of four with one pack, at least one sample, and a search from 1 to 9
    /// tricks left. [`PimcBot::new`] takes any configuration; C's and
    /// Python's bots and the [arena](crate::sim::arena) accept only one
    /// that passes.
    ///
    /// ```
    /// use jass_core::Rules;
    /// use jass_core::solver::{PimcConfig, PimcConfigError};
    ///
    /// assert_eq!(PimcConfig::default().validate(), Ok(()));
    /// let five = PimcConfig { rules: Rules::schieber_five(), ..PimcConfig::default() };
    /// assert_eq!(five.validate(), Err(PimcConfigError::NotFourPlayers));
    /// let never = PimcConfig { search_from_tricks: 0, ..PimcConfig::default() };
    /// assert_eq!(never.validate(), Err(PimcConfigError::SearchFrom { tricks: 0 }));
    /// ```
    ///
    /// # Errors
    ///
    /// The [`PimcConfigError`] of the first check that fails.
    pub fn validate(&self) -> Result<(), PimcConfigError> {
        self.rules.validate()?;
        if !self.rules.four_with_one_pack() {
            return Err(PimcConfigError::NotFourPlayers);
        }
        if self.samples == 0 {
            return Err(PimcConfigError::NoSamples);
        }
        if !(1..=9).contains(&self.search_from_tricks) {
            return Err(PimcConfigError::SearchFrom {
                tricks: self.search_from_tricks,
            });
        }
        Ok(())
    }
}

impl Default for PimcConfig {
    /// Schieber rules, 16 samples, searching from 6 tricks left, declaring
    /// by rule of thumb, no time budget, a 4 MiB table, one thread.
    fn default() -> PimcConfig {
        PimcConfig {
            rules: Rules::schieber(),
            samples: 16,
            search_from_tricks: 6,
            declare_samples: 0,
            time_budget_micros: 0,
            memory: 4 << 20,
            threads: 1,
        }
    }
}

/// A bot playing by Perfect-Information Monte Carlo.
///
/// For each card decision it samples deals of the hidden cards consistent
/// with its observation (the cards seen, the suits a player has shown to
/// be void in, the cards of scored weis and of recorded stöck), solves each
/// sample exactly with a [`Solver`] and plays the card with the best mean
/// value for its team. With ⚙ [`PimcConfig::declare_samples`] it also
/// declares: it solves each sampled deal in every contract it may declare
/// and names the contract with the best mean difference between its
/// team's points and the opponents', times the contract's multiplier; it
/// shoves, where it may, if that difference is below zero (no contract is
/// expected to take half the points). Weis and claims are decided as
/// [`RuleOfThumb`] decides them, and so is every decision of a game the
/// solver does not play: a game other than Schieber, or a table of five or
/// six or the double pack (which [`PimcConfig::validate`] refuses). Its
/// choices depend only on the observation and its generator: the same seed
/// gives the same play.
///
/// # Examples
///
/// ```
/// use jass_core::bots::{Bot, RuleOfThumb};
/// use jass_core::solver::{PimcBot, PimcConfig};
/// use jass_core::{Game, JassRng, Rules, SchieberGame, Seat};
///
/// let mut game = SchieberGame::new(Rules::schieber(), 4)?;
/// let config = PimcConfig { samples: 4, ..PimcConfig::default() };
/// let mut pimc = PimcBot::new(config, JassRng::seed_from_u64(1));
/// let mut other = RuleOfThumb::new(JassRng::seed_from_u64(2));
/// while game.past_hands().is_empty() {
///     let seat = game.to_act().unwrap();
///     let observation = game.observation(seat)?;
///     let action = if seat.index() % 2 == 0 { pimc.choose(&observation) } else { other.choose(&observation) };
///     game.apply(action)?;
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct PimcBot {
    config: PimcConfig,
    rng: JassRng,
    fallback: RuleOfThumb,
    solver: Solver,
}

impl PimcBot {
    /// A bot playing by `config`, drawing its samples from `rng`. Any
    /// configuration is taken: [`PimcConfig::validate`] tells whether it
    /// searches.
    #[must_use]
    pub fn new(config: PimcConfig, rng: JassRng) -> PimcBot {
        let mut rng = rng;
        let fallback = RuleOfThumb::new(JassRng::seed_from_u64(rng.next_u64()));
        PimcBot::of_parts(config, rng, fallback)
    }

    /// A bot playing by `config` whose two generators stand at `states`
    /// (see [`PimcBot::rng_states`]): it goes on exactly as the bot whose
    /// states they were, for a bot saved in the middle of a game (Python
    /// pickles a bot so). `None` if a state is all zeros, which no
    /// generator reaches.
    ///
    /// ```
    /// use jass_core::bots::Bot;
    /// use jass_core::solver::{PimcBot, PimcConfig};
    /// use jass_core::{Action, Contract, Game, JassRng, Rules, SchieberGame};
    ///
    /// let config = PimcConfig { samples: 2, search_from_tricks: 3, ..PimcConfig::default() };
    /// let mut bot = PimcBot::new(config, JassRng::seed_from_u64(1));
    /// let mut game = SchieberGame::new(Rules::schieber(), 5)?;
    /// game.apply(Action::Declare(Contract::Obenabe))?;
    /// for _ in 0..30 {
    ///     let seat = game.to_act().unwrap();
    ///     game.apply(bot.choose(&game.observation(seat)?))?;
    /// }
    /// let mut copy = PimcBot::from_rng_states(config, bot.rng_states()).unwrap();
    /// let seat = game.to_act().unwrap();
    /// let observation = game.observation(seat)?;
    /// assert_eq!(copy.choose(&observation), bot.choose(&observation));
    /// assert!(PimcBot::from_rng_states(config, [[0; 4], [1; 4]]).is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn from_rng_states(config: PimcConfig, states: [[u64; 4]; 2]) -> Option<PimcBot> {
        let [samples, ties] = states.map(JassRng::from_state);
        Some(PimcBot::of_parts(config, samples?, RuleOfThumb::new(ties?)))
    }

    /// The bot of `config` with its generator and rule-of-thumb bot, and
    /// a solver of the configured memory and threads.
    fn of_parts(config: PimcConfig, rng: JassRng, fallback: RuleOfThumb) -> PimcBot {
        #[cfg_attr(not(feature = "std"), allow(unused_mut, reason = "threads need std"))]
        let mut solver = Solver::with_memory(config.memory);
        #[cfg(feature = "std")]
        solver.set_threads(core::num::NonZeroUsize::new(config.threads));
        PimcBot {
            config,
            rng,
            fallback,
            solver,
        }
    }

    /// The bot's configuration.
    #[must_use]
    pub const fn config(&self) -> &PimcConfig {
        &self.config
    }

    /// The states of the bot's two generators: the one it samples deals
    /// from and the one that breaks its rule-of-thumb decisions' ties.
    /// With its configuration they decide all its play (its solver's
    /// table only saves time), so [`PimcBot::from_rng_states`] makes a bot
    /// that goes on as this one.
    #[must_use]
    pub const fn rng_states(&self) -> [[u64; 4]; 2] {
        [self.rng.state(), self.fallback.rng().state()]
    }

    /// The mean value for the observer's team of each legal card over the
    /// sampled deals (drawn uniformly by a [`DealSampler`]), and the number
    /// of deals solved; `None` outside the play of cards, or when no deal
    /// agrees with the observation.
    pub fn card_means(&mut self, observation: &Observation) -> Option<([f64; 36], CardSet, u32)> {
        // A flag nothing sets never stops the sampling.
        self.sampled_means(observation, &AtomicBool::new(false))
            .unwrap_or_default()
    }

    /// [`PimcBot::card_means`], given up once `stop` is set.
    fn sampled_means(
        &mut self,
        observation: &Observation,
        stop: &AtomicBool,
    ) -> Result<Option<([f64; 36], CardSet, u32)>, Stopped> {
        let Some(declarer) = observation.declarer else {
            return Ok(None);
        };
        let declarers = declarer.team();
        let legal: CardSet = observation
            .legal_actions
            .iter()
            .filter_map(|a| a.card())
            .collect();
        if legal.is_empty() {
            return Ok(None);
        }
        let Ok(deals) = DealSampler::new(observation) else {
            return Ok(None);
        };
        let ours = observation.seat.team() == declarers;
        let mut sums = [0f64; 36];
        let mut solved = 0;
        let start = Clock::now();
        let samples = self.config.samples.max(1);
        // On several threads, the samples in batches of up to
        // `MAX_BATCH` (whose threads start once, and only those their
        // positions are worth: see [`Solver::solve_many`]), or with a time
        // budget as many as there are threads between two looks at the
        // clock. The same samples in the same order on any number of
        // threads.
        let threads = u32::try_from(self.solver.threads()).unwrap_or(u32::MAX);
        let at_once = if threads == 1 {
            1
        } else if self.config.time_budget_micros == 0 {
            samples.min(MAX_BATCH)
        } else {
            threads.min(MAX_BATCH)
        };
        let mut positions = Vec::new();
        let mut dealt_all = false;
        while solved < samples && !dealt_all {
            if stop.load(Ordering::Relaxed) {
                return Err(Stopped);
            }
            if solved > 0 && start.spent(self.config.time_budget_micros) {
                break;
            }
            positions.clear();
            while positions.len() < (samples - solved).min(at_once) as usize {
                let hands = deals.sample(&mut self.rng);
                let Ok(position) = Position::of_sampled(observation, hands) else {
                    dealt_all = true;
                    break;
                };
                positions.push(position);
            }
            for values in self.card_values_until(&positions, stop).ok_or(Stopped)? {
                for (card, value) in values.iter() {
                    let value = f64::from(value);
                    sums[card.index() as usize] += if ours { value } else { -value };
                }
                solved += 1;
            }
        }
        if solved == 0 {
            return Ok(None);
        }
        for sum in &mut sums {
            *sum /= f64::from(solved);
        }
        Ok(Some((sums, legal, solved)))
    }

    /// The card values of each of `positions`, side by side on the
    /// solver's threads when there are several; `None` once `stop` is set.
    fn card_values_until(
        &mut self,
        positions: &[Position],
        stop: &AtomicBool,
    ) -> Option<Vec<CardValues>> {
        #[cfg(feature = "std")]
        if positions.len() > 1 {
            return self.solver.card_values_many_until(positions, stop);
        }
        positions
            .iter()
            .map(|position| {
                let (values, stopped) = self.solver.card_values_with(position, Some(stop));
                (!stopped).then_some(values)
            })
            .collect()
    }

    /// [`Bot::choose`], given up once another thread sets `stop`: `None`
    /// then, and the bot is as it was before the call (its generators
    /// where they were; its solver's table only saves time). The flag is
    /// looked at before each sample and, during a sample's search, as
    /// [`Solver::solve_until`] looks at it; the flag is only read. A
    /// decision the bot makes without searching is never stopped.
    ///
    /// ```
    /// use std::sync::atomic::AtomicBool;
    ///
    /// use jass_core::bots::Bot;
    /// use jass_core::solver::{PimcBot, PimcConfig};
    /// use jass_core::{Action, Contract, Game, JassRng, Rules, SchieberGame};
    ///
    /// let config = PimcConfig { samples: 8, search_from_tricks: 9, ..PimcConfig::default() };
    /// let mut bot = PimcBot::new(config, JassRng::seed_from_u64(1));
    /// let mut game = SchieberGame::new(Rules::schieber(), 5)?;
    /// game.apply(Action::Declare(Contract::Obenabe))?;
    /// let observation = game.observation(game.to_act().unwrap())?;
    /// let states = bot.rng_states();
    /// assert_eq!(bot.choose_until(&observation, &AtomicBool::new(true)), None);
    /// assert_eq!(bot.rng_states(), states);
    /// let card = bot.choose_until(&observation, &AtomicBool::new(false));
    /// let mut twin = PimcBot::from_rng_states(config, states).unwrap();
    /// assert_eq!(card, Some(twin.choose(&observation)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn choose_until(&mut self, observation: &Observation, stop: &AtomicBool) -> Option<Action> {
        if observation.claim_wins
            && observation
                .legal_actions
                .contains(&Action::Claim(observation.seat))
        {
            return Some(Action::Claim(observation.seat));
        }
        let rng = self.rng.clone();
        let chosen = match observation.expecting {
            Expecting::Card if observation.game == GameKind::Schieber => {
                self.play(observation, stop)
            }
            Expecting::Declaration
                if self.config.declare_samples > 0 && observation.game == GameKind::Schieber =>
            {
                self.declare(observation, stop)
            }
            _ => Ok(self.fallback.choose(observation)),
        };
        chosen.inspect_err(|Stopped| self.rng = rng).ok()
    }

    fn play(&mut self, observation: &Observation, stop: &AtomicBool) -> Result<Action, Stopped> {
        let legal: CardSet = observation
            .legal_actions
            .iter()
            .filter_map(|a| a.card())
            .collect();
        let left = observation.hand.len();
        if legal.len() == 1 || left > usize::from(self.config.search_from_tricks) {
            return Ok(self.fallback.choose(observation));
        }
        Ok(match self.sampled_means(observation, stop)? {
            Some((means, legal, _)) => {
                let best = legal
                    .iter()
                    .fold(None, |best: Option<Card>, card| match best {
                        Some(b) if means[b.index() as usize] >= means[card.index() as usize] => {
                            Some(b)
                        }
                        _ => Some(card),
                    });
                best.map_or_else(|| self.fallback.choose(observation), Action::Play)
            }
            None => self.fallback.choose(observation),
        })
    }

    fn declare(&mut self, observation: &Observation, stop: &AtomicBool) -> Result<Action, Stopped> {
        let seat = observation.seat;
        let rules = observation.rules;
        let contracts: Vec<Contract> = observation
            .legal_actions
            .iter()
            .filter_map(|&action| match action {
                Action::Declare(contract) => Some(contract),
                _ => None,
            })
            .collect();
        // The sum over the deals of each contract's difference between
        // the team's points and the opponents', times its multiplier.
        let mut sums = [0.0f64; 6];
        let samples = self.config.declare_samples.max(1);
        let start = Clock::now();
        let mut dealt = 0;
        // An observation built by hand may name a forehand off the table.
        let Ok(first_trick) = Trick::new(observation.forehand, Players::Four) else {
            return Ok(self.fallback.choose(observation));
        };
        while dealt < samples && !contracts.is_empty() {
            if stop.load(Ordering::Relaxed) {
                return Err(Stopped);
            }
            if dealt > 0 && start.spent(self.config.time_budget_micros) {
                break;
            }
            let hands = sample_others(&mut self.rng, seat, observation.hand);
            for (sum, &contract) in sums.iter_mut().zip(&contracts) {
                let Ok(position) = Position::try_new(
                    hands,
                    first_trick,
                    contract,
                    seat.team(),
                    ByTeam([0, 0]),
                    &rules,
                ) else {
                    // Not a hand of nine cards at a table of four.
                    return Ok(self.fallback.choose(observation));
                };
                let ours = self.solver.value_until(&position, stop).ok_or(Stopped)?;
                // Above the hand's total only with a match, where the
                // opponents score nothing.
                let theirs = PointTable::new(contract, &rules)
                    .hand_total()
                    .saturating_sub(ours);
                *sum +=
                    (f64::from(ours) - f64::from(theirs)) * f64::from(rules.multiplier(contract));
            }
            dealt += 1;
        }
        // The first of equal contracts, in the order of the legal actions.
        let best = sums.iter().zip(&contracts).fold(
            None,
            |best: Option<(f64, Contract)>, (&sum, &contract)| match best {
                Some((b, _)) if b >= sum => best,
                _ => Some((sum, contract)),
            },
        );
        let may_shove = observation.legal_actions.contains(&Action::Shove);
        Ok(match best {
            Some((sum, _)) if may_shove && sum < 0.0 => Action::Shove,
            Some((_, contract)) => Action::Declare(contract),
            None => self.fallback.choose(observation),
        })
    }
}

/// A decision given up because its stop flag was set.
struct Stopped;

/// The most samples of a card decision solved in one batch: their
/// positions are held at once.
const MAX_BATCH: u32 = 1024;

impl Bot for PimcBot {
    fn choose(&mut self, observation: &Observation) -> Action {
        // A flag nothing sets never stops the decision, so the fallback
        // is never taken.
        self.choose_until(observation, &AtomicBool::new(false))
            .unwrap_or_else(|| self.fallback.choose(observation))
    }
}
/// Nine random cards for each seat other than `seat`, which holds `hand`.
fn sample_others(rng: &mut JassRng, seat: Seat, hand: CardSet) -> BySeat<CardSet> {
    let mut rest = CardSet::ALL - hand;
    let mut hands = BySeat::four([CardSet::EMPTY; 4]);
    hands[seat] = hand;
    for other in super::SEATS {
        if other == seat {
            continue;
        }
        for _ in 0..hand.len() {
            if let Some(card) = rng.pick(rest) {
                rest = rest.without(card);
                hands[other] = hands[other].with(card);
            }
        }
    }
    hands
}

/// A clock for the time budget: real with `std`, never spent without it.
struct Clock {
    #[cfg(feature = "std")]
    start: std::time::Instant,
}

impl Clock {
    fn now() -> Clock {
        Clock {
            #[cfg(feature = "std")]
            start: std::time::Instant::now(),
        }
    }

    #[cfg(feature = "std")]
    fn spent(&self, budget_micros: u64) -> bool {
        budget_micros > 0 && self.start.elapsed().as_micros() >= u128::from(budget_micros)
    }

    #[cfg(not(feature = "std"))]
    #[allow(
        clippy::unused_self,
        reason = "the same signature as with a clock, which std has"
    )]
    fn spent(&self, _budget_micros: u64) -> bool {
        false
    }
}
