//! Duplicate matches between two kinds of player: every deal is played
//! twice with the sides' seats swapped, so the luck of the cards cancels.

#![allow(
    clippy::cast_precision_loss,
    reason = "sums of counts and nanoseconds become means, rounded to the nearest f64"
)]

use alloc::vec::Vec;
use core::num::NonZeroUsize;

use super::play::{Dealt, one_hand_rules};
use super::{SimError, fill_seeded, zeroed_rows};
use crate::game::bots::{Bot, RandomBot, RuleOfThumb};
use crate::game::{Action, Game, GameKind, Observation, SchieberHand};
use crate::random::JassRng;
use crate::rules::Rules;
use crate::seat::{ByTeam, Team};
use crate::solver::{PimcBot, PimcConfig};

/// A kind of player in an arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(
    clippy::large_enum_variant,
    reason = "two players are built per arena; a box would cost the type its Copy"
)]
pub enum Player {
    /// [`RandomBot`].
    Random,
    /// [`RuleOfThumb`].
    RuleOfThumb,
    /// [`PimcBot`] with its configuration. Its
    /// [`threads`](PimcConfig::threads) are each game's, on top of the
    /// arena's, which already plays a deal on every core: keep it at 1.
    Pimc(PimcConfig),
}

impl Player {
    /// The player's name: `"random"`, `"rule_of_thumb"` or `"pimc"`.
    #[must_use]
    pub const fn name(&self) -> &'static str {
        match self {
            Player::Random => "random",
            Player::RuleOfThumb => "rule_of_thumb",
            Player::Pimc(_) => "pimc",
        }
    }

    fn bot(&self, seed: u64) -> AnyBot {
        let rng = JassRng::seed_from_u64(seed);
        match self {
            Player::Random => AnyBot::Random(RandomBot::new(rng)),
            Player::RuleOfThumb => AnyBot::RuleOfThumb(RuleOfThumb::new(rng)),
            Player::Pimc(config) => {
                AnyBot::Pimc(alloc::boxed::Box::new(PimcBot::new(*config, rng)))
            }
        }
    }
}

/// One bot of each kind.
#[derive(Debug)]
enum AnyBot {
    Random(RandomBot),
    RuleOfThumb(RuleOfThumb),
    Pimc(alloc::boxed::Box<PimcBot>),
}

impl Bot for AnyBot {
    fn choose(&mut self, observation: &Observation) -> Action {
        match self {
            AnyBot::Random(bot) => bot.choose(observation),
            AnyBot::RuleOfThumb(bot) => bot.choose(observation),
            AnyBot::Pimc(bot) => bot.choose(observation),
        }
    }
}

/// What an arena plays: the rules, the two sides' players and the number
/// of threads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArenaConfig {
    /// The rules of every hand.
    pub rules: Rules,
    /// The players of side 0 and side 1.
    pub players: [Player; 2],
    /// The number of threads (`None`: one per core). The points do not
    /// depend on it.
    pub threads: Option<NonZeroUsize>,
}

impl ArenaConfig {
    /// `first` against `second` under `rules`, one thread per core.
    #[must_use]
    pub const fn new(rules: Rules, first: Player, second: Player) -> ArenaConfig {
        ArenaConfig {
            rules,
            players: [first, second],
            threads: None,
        }
    }

    /// Checks that the arena can play: valid rules of a table of Schieber
    /// (four, five or six players, the double pack too: the sides swap
    /// teams, the Chnächt of a table of five playing for the declaring
    /// side), a PIMC player only at a table of four with one pack (the
    /// solver's table), at most [`MAX_THREADS`](crate::sim::MAX_THREADS)
    /// threads, and a PIMC player's configuration that
    /// [`PimcConfig::validate`] accepts.
    ///
    /// ```
    /// use jass_core::Rules;
    /// use jass_core::sim::SimError;
    /// use jass_core::sim::arena::{ArenaConfig, Player};
    ///
    /// let four = ArenaConfig::new(Rules::schieber(), Player::RuleOfThumb, Player::Random);
    /// assert_eq!(four.validate(), Ok(()));
    /// let six = ArenaConfig::new(Rules::schieber_six(), Player::RuleOfThumb, Player::Random);
    /// assert_eq!(six.validate(), Ok(()));
    /// let pimc = Player::Pimc(Default::default());
    /// let six = ArenaConfig::new(Rules::schieber_six(), pimc, Player::Random);
    /// assert_eq!(six.validate(), Err(SimError::NotFourPlayers));
    /// ```
    ///
    /// # Errors
    ///
    /// [`SimError::Rules`], [`SimError::NotFourPlayers`],
    /// [`SimError::TooManyThreads`] or [`SimError::Pimc`].
    pub fn validate(&self) -> Result<(), SimError> {
        // The table first: a simulation's own checks would refuse a table
        // of three as a deal (SimError::NewGame), not as the arena's.
        self.rules.validate()?;
        let pimc = self.players.iter().any(|p| matches!(p, Player::Pimc(_)));
        if !GameKind::Schieber.seats(self.rules.players)
            || (pimc && !self.rules.four_with_one_pack())
        {
            return Err(SimError::NotFourPlayers);
        }
        crate::sim::SimConfig::new(self.rules)
            .with_threads(self.threads)
            .validate()?;
        for player in &self.players {
            if let Player::Pimc(config) = player {
                config.validate()?;
            }
        }
        Ok(())
    }
}

/// One deal played twice: the points each side scored when it sat in the
/// seats of team 0 (0 and 2; at six 0, 2 and 4), and when it sat in those of
/// team 1.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DuplicateRow {
    /// The deal's seed: seat 3 deals the hand that
    /// [`sim::play_hand`](crate::sim::play_hand) deals for it (at a table of
    /// four with one pack `JassRng::seed_from_u64(seed).deal()`, seat 0
    /// forehand; at the other tables the seed's shuffled deck, forehand the
    /// dealer's right).
    pub seed: u64,
    /// Each side's points (multiplier, weis, stöck and match bonus
    /// included): index 0 for the play with side 0 as team 0, index 1 for
    /// the play with the seats swapped.
    pub points: [[u32; 2]; 2],
    /// The decisions each side made (both plays).
    pub decisions: [u32; 2],
    /// The time each side spent deciding, in nanoseconds (both plays).
    pub nanos: [u64; 2],
}

impl DuplicateRow {
    /// Side `side`'s mean points per hand over the two plays (exact: the
    /// two points are added as `f64`, not as `u32`, which could overflow).
    #[must_use]
    pub fn mean(&self, side: usize) -> f64 {
        f64::midpoint(
            f64::from(self.points[0][side]),
            f64::from(self.points[1][side]),
        )
    }
}

/// A mean with its 95% confidence interval (normal approximation).
///
/// One value bounds nothing: its interval is infinite. No value has no
/// mean: both are NaN. So "the interval lies above zero"
/// (`mean - ci95 > 0.0`) holds only for two values or more.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Estimate {
    /// The mean (NaN of no value).
    pub mean: f64,
    /// Half the width of the 95% confidence interval: 1.96 standard errors
    /// (infinite for one value, NaN for none).
    pub ci95: f64,
}

impl Estimate {
    fn of(values: impl Iterator<Item = f64> + Clone) -> Estimate {
        let count = values.clone().count();
        if count == 0 {
            return Estimate {
                mean: f64::NAN,
                ci95: f64::NAN,
            };
        }
        let n = count as f64;
        let mean = values.clone().sum::<f64>() / n;
        if count == 1 {
            return Estimate {
                mean,
                ci95: f64::INFINITY,
            };
        }
        let variance = values.map(|v| (v - mean) * (v - mean)).sum::<f64>() / (n - 1.0);
        Estimate {
            mean,
            ci95: 1.96 * (variance / n).sqrt(),
        }
    }
}

/// The result of an arena: the rows and their summary.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ArenaReport {
    /// One row per deal.
    pub rows: Vec<DuplicateRow>,
    /// Each side's mean points per hand.
    pub sides: [Estimate; 2],
    /// Side 0's points minus side 1's, per hand: side 0 is stronger if the
    /// interval lies above zero.
    pub difference: Estimate,
    /// Each side's mean time per decision, in microseconds (NaN for a
    /// side that made none).
    pub micros_per_decision: [f64; 2],
}

impl ArenaReport {
    /// The summary of `rows`.
    #[must_use]
    pub fn from_rows(rows: Vec<DuplicateRow>) -> ArenaReport {
        let sides = [0, 1].map(|side| Estimate::of(rows.iter().map(move |r| r.mean(side))));
        let difference = Estimate::of(rows.iter().map(|r| r.mean(0) - r.mean(1)));
        let micros_per_decision = [0, 1].map(|side| {
            // Summed as u128, which no count of rows the memory holds can
            // overflow, then rounded once.
            let decisions: u128 = rows.iter().map(|r| u128::from(r.decisions[side])).sum();
            let nanos: u128 = rows.iter().map(|r| u128::from(r.nanos[side])).sum();
            if decisions == 0 {
                f64::NAN
            } else {
                nanos as f64 / decisions as f64 / 1000.0
            }
        });
        ArenaReport {
            rows,
            sides,
            difference,
            micros_per_decision,
        }
    }
}

/// The bots' seed for a deal: a different stream than the deal's.
const BOT_SEED_MIX: u64 = 0xD1B5_4A32_D192_ED03;

/// The seed of side `side`'s bots in play `play` (0 or 1 each) of the deal
/// of `seed`: four different seeds, none the deal's.
const fn bot_seed(seed: u64, play: usize, side: usize) -> u64 {
    seed ^ BOT_SEED_MIX ^ ((play as u64) << 1 | side as u64)
}

/// Plays the deal of `seed` twice under `config` (its thread count is not
/// used).
///
/// # Errors
///
/// As [`ArenaConfig::validate`] for a configuration it refuses; the other
/// variants only for a bug.
pub fn play_duplicate(config: &ArenaConfig, seed: u64) -> Result<DuplicateRow, SimError> {
    config.validate()?;
    duplicate(config, seed)
}

fn duplicate(config: &ArenaConfig, seed: u64) -> Result<DuplicateRow, SimError> {
    let deal = Dealt::draw(&config.rules, &mut JassRng::seed_from_u64(seed));
    let mut row = DuplicateRow {
        seed,
        ..DuplicateRow::default()
    };
    for play in 0..2 {
        // In play 0 side 0 is team 0; in play 1 the seats are swapped.
        let side_of = |team: Team| team.index() ^ play;
        let mut bots = [0, 1].map(|side| config.players[side].bot(bot_seed(seed, play, side)));
        let mut game = deal.game::<SchieberHand>(one_hand_rules(config.rules), seed)?;
        while let Some(seat) = game.to_act() {
            if !game.past_hands().is_empty() {
                break;
            }
            // The seat to act sits at the table.
            let Ok(observation) = game.observation(seat) else {
                break;
            };
            // The Chnächt of a table of five plays for the declaring side.
            let side = side_of(observation.team_at_table(seat));
            let start = std::time::Instant::now();
            let action = bots[side].choose(&observation);
            let nanos = u64::try_from(start.elapsed().as_nanos()).unwrap_or(u64::MAX);
            row.nanos[side] = row.nanos[side].saturating_add(nanos);
            row.decisions[side] += 1;
            game.apply(action)
                .map_err(|error| SimError::Action { action, error })?;
        }
        let score: ByTeam<u32> = game
            .past_hands()
            .first()
            .map_or(ByTeam([0, 0]), |summary| summary.score);
        for team in Team::ALL {
            row.points[play][side_of(team)] = score[team];
        }
    }
    Ok(row)
}

/// Plays `count` deals, of seeds `seed`, `seed + 1`, … (wrapping), each
/// twice, on the configured threads, and summarises them.
///
/// # Errors
///
/// As [`ArenaConfig::validate`] for a configuration it refuses,
/// [`SimError::OutOfMemory`] if the rows do not fit; the other variants
/// only for a bug.
///
/// # Examples
///
/// ```
/// use std::num::NonZeroUsize;
///
/// use jass_core::Rules;
/// use jass_core::sim::arena::{self, ArenaConfig, Player};
///
/// let mut config = ArenaConfig::new(Rules::schieber(), Player::RuleOfThumb, Player::Random);
/// config.threads = NonZeroUsize::new(2);
/// let report = arena::run(&config, 1, 40)?;
/// assert_eq!(report.rows.len(), 40);
/// // The rule-of-thumb bot beats random play by far.
/// assert!(report.difference.mean - report.difference.ci95 > 0.0);
/// # Ok::<(), jass_core::sim::SimError>(())
/// ```
pub fn run(config: &ArenaConfig, seed: u64, count: usize) -> Result<ArenaReport, SimError> {
    config.validate()?;
    let sim = crate::sim::SimConfig::new(config.rules).with_threads(config.threads);
    let mut rows: Vec<DuplicateRow> = zeroed_rows(count)?;
    let config = *config;
    fill_seeded(&mut rows, seed, sim.thread_count(), 1, move |s| {
        duplicate(&config, s)
    })?;
    Ok(ArenaReport::from_rows(rows))
}

#[cfg(test)]
#[allow(
    clippy::float_cmp,
    reason = "means and times of whole points and nanoseconds, exact in f64"
)]
mod tests {
    use super::*;

    fn row(seed: u64, points: [u32; 2]) -> DuplicateRow {
        DuplicateRow {
            seed,
            points: [points, points],
            decisions: [18, 18],
            nanos: [1800, 3600],
        }
    }

    /// The arena plays Schieber's tables and swaps its two teams: a table
    /// of three is refused as such (not as a deal the game cannot make)
    /// before a deal is played, and so is a PIMC player at a table the
    /// solver does not search (five, six, the double pack) or that could
    /// not search.
    #[test]
    fn the_arena_refuses_the_tables_and_players_it_cannot_play() {
        let mut three = Rules::differenzler();
        three.players = crate::seat::Players::Three;
        for rules in [Rules::mittlere(), three] {
            let config = ArenaConfig::new(rules, Player::RuleOfThumb, Player::Random);
            assert_eq!(run(&config, 1, 2), Err(SimError::NotFourPlayers));
            assert_eq!(play_duplicate(&config, 1), Err(SimError::NotFourPlayers));
        }
        let pimc = Player::Pimc(PimcConfig::default());
        for rules in [
            Rules::schieber_five(),
            Rules::schieber_six(),
            Rules::schieber_six_double(),
        ] {
            let plain = ArenaConfig::new(rules, Player::RuleOfThumb, Player::Random);
            assert_eq!(plain.validate(), Ok(()));
            for players in [[pimc, Player::Random], [Player::RuleOfThumb, pimc]] {
                let config = ArenaConfig { players, ..plain };
                assert_eq!(run(&config, 1, 2), Err(SimError::NotFourPlayers));
                assert_eq!(play_duplicate(&config, 1), Err(SimError::NotFourPlayers));
            }
        }
        let never = PimcConfig {
            search_from_tricks: 0,
            ..PimcConfig::default()
        };
        let config = ArenaConfig::new(Rules::schieber(), Player::Pimc(never), Player::Random);
        assert_eq!(
            run(&config, 1, 2),
            Err(SimError::Pimc(crate::solver::PimcConfigError::SearchFrom {
                tricks: 0
            }))
        );
        let five = PimcConfig {
            rules: Rules::schieber_five(),
            ..PimcConfig::default()
        };
        let config = ArenaConfig::new(Rules::schieber(), Player::Random, Player::Pimc(five));
        assert_eq!(
            play_duplicate(&config, 1),
            Err(SimError::Pimc(
                crate::solver::PimcConfigError::NotFourPlayers
            ))
        );
    }

    /// One deal bounds nothing and no deal has no mean: the summary must not
    /// claim a difference "clear of zero" from either.
    #[test]
    fn a_summary_of_fewer_than_two_deals_claims_no_interval() {
        let none = ArenaReport::from_rows(Vec::new());
        assert!(none.difference.mean.is_nan() && none.difference.ci95.is_nan());
        assert!(
            none.sides
                .iter()
                .all(|s| s.mean.is_nan() && s.ci95.is_nan())
        );
        assert!(none.micros_per_decision.iter().all(|m| m.is_nan()));

        let one = ArenaReport::from_rows(alloc::vec![row(1, [100, 57])]);
        assert_eq!(one.difference.mean, 43.0);
        assert_eq!(one.difference.ci95, f64::INFINITY);
        assert!(one.difference.mean - one.difference.ci95 <= 0.0);
        assert_eq!(one.micros_per_decision, [0.1, 0.2]);

        let two = ArenaReport::from_rows(alloc::vec![row(1, [100, 57]), row(2, [90, 67])]);
        assert_eq!(two.difference.mean, 33.0);
        // Differences 43 and 23: standard deviation √200, over √2.
        assert!((two.difference.ci95 - 1.96 * 10.0).abs() < 1e-9);
        assert!(two.difference.mean - two.difference.ci95 > 0.0);
    }

    /// The interval's variance is the sample variance, divided by one less
    /// than the count: 1.96 standard errors of 1, 2, 6 (squared deviations
    /// 4, 1, 9) are 1.96 · √(14/2 / 3).
    #[test]
    fn an_estimate_of_three_values_uses_the_sample_variance() {
        let estimate = Estimate::of([1.0, 2.0, 6.0].into_iter());
        assert_eq!(estimate.mean, 3.0);
        let expected = 1.96 * (14.0_f64 / 2.0 / 3.0).sqrt();
        assert!((estimate.ci95 - expected).abs() < 1e-12, "{estimate:?}");
    }

    /// Each player has a name of its own, the one C and Python use.
    #[test]
    fn players_are_named() {
        let pimc = Player::Pimc(PimcConfig::default());
        assert_eq!(
            [Player::Random, Player::RuleOfThumb, pimc].map(|p| p.name()),
            ["random", "rule_of_thumb", "pimc"]
        );
    }

    /// A deal is played twice, each side once as team 0: the points of each
    /// play are credited to the side that sat there, so the rule-of-thumb
    /// bot outscores random play in each play, not only on the whole. Both
    /// sides decide in both plays: the 36 cards and one or two
    /// declarations, at least the nine cards of each of its two seats.
    #[test]
    fn each_play_of_a_deal_credits_the_side_that_played_it() {
        let config = ArenaConfig::new(Rules::schieber(), Player::RuleOfThumb, Player::Random);
        let rows: Vec<DuplicateRow> = (0..24)
            .map(|seed| play_duplicate(&config, seed).unwrap())
            .collect();
        for play in 0..2 {
            let side: [u32; 2] = [0, 1].map(|side| rows.iter().map(|r| r.points[play][side]).sum());
            assert!(side[0] > side[1] + 24 * 20, "play {play}: {side:?}");
        }
        for (seed, row) in (0..).zip(&rows) {
            assert_eq!(row.seed, seed);
            let decisions = row.decisions[0] + row.decisions[1];
            assert!((2 * 37..=2 * 38).contains(&decisions), "{row:?}");
            assert!(row.decisions.iter().all(|&d| d >= 2 * 18), "{row:?}");
            assert!(row.nanos.iter().all(|&n| n > 0), "{row:?}");
        }
    }

    /// At five and six (the double pack too) the rule-of-thumb bot
    /// outscores random play over the two plays of the deals (at five the
    /// side declaring with the Chnächt, three against two, may take more in
    /// a play whoever plays it). Both sides decide in both plays: every
    /// card and one to three declarations (one shove at five, two at six),
    /// and each side at least the cards of its seats, once declaring (at
    /// five with the Chnächt's) and once defending.
    #[test]
    fn the_arena_plays_tables_of_five_and_six() {
        // The rules, the cards of a hand, each side's least cards.
        for (rules, cards, least) in [
            (Rules::schieber_five(), 35, 21 + 14),
            (Rules::schieber_six(), 36, 18 + 18),
            (Rules::schieber_six_double(), 48, 24 + 24),
        ] {
            let config = ArenaConfig::new(rules, Player::RuleOfThumb, Player::Random);
            let shoves = if rules.players == crate::seat::Players::Six {
                2
            } else {
                1
            };
            let rows: Vec<DuplicateRow> = (0..24)
                .map(|seed| play_duplicate(&config, seed).unwrap())
                .collect();
            let report = ArenaReport::from_rows(rows.clone());
            let (players, packs) = (rules.players, rules.packs);
            let difference = report.difference;
            assert!(
                difference.mean > 20.0,
                "{players:?} {packs:?}: {difference:?}"
            );
            for row in &rows {
                let decisions = row.decisions[0] + row.decisions[1];
                assert!(
                    (2 * (cards + 1)..=2 * (cards + 1 + shoves)).contains(&decisions),
                    "{row:?}"
                );
                assert!(row.decisions.iter().all(|&d| d >= least), "{row:?}");
            }
        }
    }

    /// A run plays the seeds from the first on, wrapping, each as
    /// [`play_duplicate`] does, with the same points on any number of
    /// threads.
    #[test]
    fn a_run_plays_consecutive_seeds_as_single_deals_do_on_any_threads() {
        let mut config = ArenaConfig::new(Rules::schieber(), Player::Random, Player::RuleOfThumb);
        let points = |report: &ArenaReport| -> Vec<(u64, [[u32; 2]; 2], [u32; 2])> {
            report
                .rows
                .iter()
                .map(|r| (r.seed, r.points, r.decisions))
                .collect()
        };
        config.threads = NonZeroUsize::new(1);
        let one = run(&config, u64::MAX - 1, 4).unwrap();
        config.threads = NonZeroUsize::new(2);
        let two = run(&config, u64::MAX - 1, 4).unwrap();
        let single: Vec<_> = [u64::MAX - 1, u64::MAX, 0, 1]
            .map(|seed| {
                let row = play_duplicate(&config, seed).unwrap();
                (row.seed, row.points, row.decisions)
            })
            .into();
        assert_eq!(points(&one), single);
        assert_eq!(points(&two), single);
        assert_eq!(one.sides, two.sides);
        assert_eq!(
            one.difference,
            ArenaReport::from_rows(one.rows.clone()).difference
        );
    }

    /// The four bots of a deal draw from four streams, none the deal's,
    /// and the same streams in every version: the points of a seeded arena
    /// are reproducible.
    #[test]
    fn the_bots_of_a_deal_draw_from_their_own_fixed_streams() {
        for seed in [0, 1, 0xD1B5_4A32_D192_ED03, u64::MAX] {
            let seeds = [(0, 0), (0, 1), (1, 0), (1, 1)].map(|(p, s)| bot_seed(seed, p, s));
            for (i, a) in seeds.iter().enumerate() {
                assert_ne!(*a, seed);
                assert!(seeds[i + 1..].iter().all(|b| b != a), "{seeds:x?}");
            }
        }
        let config = ArenaConfig::new(Rules::schieber(), Player::RuleOfThumb, Player::Random);
        let points = [0, 1, 2].map(|seed| play_duplicate(&config, seed).unwrap().points);
        assert_eq!(
            points,
            [
                [[387, 294], [183, 44]],
                [[318, 36], [360, 171]],
                [[137, 90], [198, 49]]
            ]
        );
    }

    /// Rows may come from elsewhere (Python's `arena_report` joins the rows
    /// of several runs): the largest points and times the types hold are
    /// summed without overflow, in the means and in the time per decision.
    #[test]
    fn the_summary_of_the_largest_rows_does_not_overflow() {
        let big = DuplicateRow {
            seed: 1,
            points: [[u32::MAX; 2]; 2],
            decisions: [u32::MAX, 1],
            nanos: [u64::MAX, 1],
        };
        assert_eq!(big.mean(0), f64::from(u32::MAX));
        let report = ArenaReport::from_rows(alloc::vec![big, big]);
        assert_eq!(report.sides.map(|s| s.mean), [f64::from(u32::MAX); 2]);
        assert_eq!(report.difference.mean, 0.0);
        let per_decision = u64::MAX as f64 / f64::from(u32::MAX) / 1000.0;
        assert_eq!(report.micros_per_decision, [per_decision, 0.001]);
    }
}
