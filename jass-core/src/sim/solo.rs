//! Batches of Differenzler and Hindersi (RULES.md §9.1, §9.2): one row per
//! seeded game or hand, each seat's numbers.

use alloc::vec::Vec;

use crate::card::Suit;
use crate::game::{AnyGame, Differenzler, Game, GameKind, Hindersi, Mittlere, SoloGame};
use crate::random::JassRng;
use crate::rules::Rules;
use crate::seat::{BySeat, ByTeam};
use crate::sim::play::{BOT_SEED_MIX, TableBots, step};
use crate::sim::{Policy, SimConfig, SimError, pool, zeroed_rows};

/// The result of one game of Differenzler or Hindersi.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SoloGameRow {
    /// The game's seed.
    pub seed: u64,
    /// Each seat's final total (seats not at the table 0).
    pub totals: BySeat<i64>,
    /// Each seat's place, 1 for first (seats not at the table 0).
    pub places: BySeat<u8>,
    /// The number of hands played.
    pub hands: u64,
}

/// The result of one hand of Differenzler or Hindersi.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SoloHandRow {
    /// The hand's seed.
    pub seed: u64,
    /// The trump suit.
    pub trump: Option<Suit>,
    /// Differenzler: each seat's prediction; `None` in Hindersi.
    pub predictions: BySeat<Option<u16>>,
    /// The card points each seat took; they add up to 157 with the
    /// standard card values.
    pub points: BySeat<u16>,
    /// Each seat's score for the hand (Differenzler: the difference, an
    /// exact prediction's bonus negative; Hindersi: the points charged).
    pub scores: BySeat<i32>,
}

/// The game of `kind` and `seed` under `rules`, played to its end by the
/// bots of `policies`.
fn played(
    kind: GameKind,
    rules: &Rules,
    policies: ByTeam<Policy>,
    seed: u64,
) -> Result<AnyGame, SimError> {
    let mut game: AnyGame = match kind {
        GameKind::Differenzler => SoloGame::<Differenzler>::new(*rules, seed)?.into(),
        GameKind::Mittlere => SoloGame::<Mittlere>::new(*rules, seed)?.into(),
        _ => SoloGame::<Hindersi>::new(*rules, seed)?.into(),
    };
    let mut bots = TableBots::new(policies, JassRng::seed_from_u64(seed ^ BOT_SEED_MIX), seed);
    while step(&mut game, &mut bots)? {}
    Ok(game)
}

fn game_row(game: &AnyGame, seed: u64) -> SoloGameRow {
    SoloGameRow {
        seed,
        totals: game.seat_totals(),
        places: game.places().unwrap_or_default(),
        hands: game.hands_finished() as u64,
    }
}

fn hand_row(game: &AnyGame, seed: u64) -> SoloHandRow {
    let first = game
        .score_sheet()
        .and_then(|sheet| sheet.rows.first().copied());
    first.map_or(
        SoloHandRow {
            seed,
            ..SoloHandRow::default()
        },
        |row| SoloHandRow {
            seed,
            trump: Some(row.trump),
            predictions: row.predictions,
            points: row.points,
            scores: row.scores,
        },
    )
}

/// Fills `rows` with `row` of the games of `kind` from `seed` on, under
/// the configuration's rules with `hands` hands if given.
fn fill<R: Send + 'static>(
    config: &SimConfig,
    kind: GameKind,
    hands: Option<u16>,
    seed: u64,
    rows: &mut [R],
    row: fn(&AnyGame, u64) -> R,
) -> Result<(), SimError> {
    config.validate()?;
    if !kind.is_individual() {
        return Err(SimError::NotSolo { game: kind });
    }
    let rules = hands.map_or(config.rules, |n| config.rules.with_hands(n));
    let policies = config.policies;
    pool::fill_seeded(rows, seed, config.thread_count(), move |s| {
        played(kind, &rules, policies, s).map(|game| row(&game, s))
    })
}

/// Plays `count` games of `kind` (Differenzler or Hindersi), of seeds
/// `seed`, `seed + 1`, … (wrapping), on [`SimConfig::thread_count`]
/// threads: game `i` is `SoloGame::new(rules, seed + i)` with the bots of
/// the policies choosing for every seat (team 0's policy for the even
/// seats, team 1's for the odd ones), seeded as in
/// [`simulate_games`](crate::sim::simulate_games). The rows do not depend
/// on the thread count.
///
/// # Examples
///
/// ```
/// use jass_core::sim::{self, SimConfig};
/// use jass_core::{GameKind, Rules};
///
/// let config = SimConfig::new(Rules::differenzler());
/// let games = sim::simulate_solo_games(&config, GameKind::Differenzler, 0, 8)?;
/// assert!(games.iter().all(|g| g.hands == 12 && g.places.0[..4].contains(&1)));
/// let hands = sim::simulate_solo_hands(&config, GameKind::Differenzler, 0, 8)?;
/// assert!(hands.iter().all(|h| h.points.0.iter().sum::<u16>() == 157));
/// # Ok::<(), jass_core::sim::SimError>(())
/// ```
///
/// # Errors
///
/// [`SimError::NotSolo`] for a team game, and as for
/// [`simulate_games`](crate::sim::simulate_games).
pub fn simulate_solo_games(
    config: &SimConfig,
    kind: GameKind,
    seed: u64,
    count: usize,
) -> Result<Vec<SoloGameRow>, SimError> {
    let mut rows = zeroed_rows(count)?;
    simulate_solo_games_into(config, kind, seed, &mut rows)?;
    Ok(rows)
}

/// Fills `rows[i]` with the game of seed `seed + i` (wrapping), like
/// [`simulate_solo_games`] but into the caller's memory.
///
/// # Errors
///
/// As for [`simulate_solo_games`], before any row is written.
pub fn simulate_solo_games_into(
    config: &SimConfig,
    kind: GameKind,
    seed: u64,
    rows: &mut [SoloGameRow],
) -> Result<(), SimError> {
    fill(config, kind, None, seed, rows, game_row)
}

/// Plays `count` single hands of `kind`: hand `i` is the first hand of
/// the game of seed `seed + i` as [`simulate_solo_games`] plays it, with
/// ⚙ `hands = 1`.
///
/// # Errors
///
/// As for [`simulate_solo_games`].
pub fn simulate_solo_hands(
    config: &SimConfig,
    kind: GameKind,
    seed: u64,
    count: usize,
) -> Result<Vec<SoloHandRow>, SimError> {
    let mut rows = zeroed_rows(count)?;
    simulate_solo_hands_into(config, kind, seed, &mut rows)?;
    Ok(rows)
}

/// Fills `rows[i]` with the hand of seed `seed + i` (wrapping), like
/// [`simulate_solo_hands`] but into the caller's memory.
///
/// # Errors
///
/// As for [`simulate_solo_games`], before any row is written.
pub fn simulate_solo_hands_into(
    config: &SimConfig,
    kind: GameKind,
    seed: u64,
    rows: &mut [SoloHandRow],
) -> Result<(), SimError> {
    fill(config, kind, Some(1), seed, rows, hand_row)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seat::{Players, Seat};

    #[test]
    fn solo_batches_do_not_depend_on_the_threads_and_refuse_team_games() {
        let config = SimConfig::new(Rules::hindersi().with_players(Players::Three))
            .with_policy(Policy::RuleOfThumb);
        let one = simulate_solo_games(
            &config.with_threads(core::num::NonZeroUsize::new(1)),
            GameKind::Hindersi,
            5,
            6,
        )
        .unwrap();
        let two = simulate_solo_games(
            &config.with_threads(core::num::NonZeroUsize::new(2)),
            GameKind::Hindersi,
            5,
            6,
        )
        .unwrap();
        assert_eq!(one, two);
        assert!(one.iter().all(|g| g.hands == 4 && g.places[Seat::S3] == 0));
        let hands = simulate_solo_hands(&config, GameKind::Hindersi, 5, 6).unwrap();
        assert!(hands.iter().all(|h| h.predictions == BySeat::default()));
        assert_eq!(
            simulate_solo_games(&config, GameKind::Schieber, 0, 1),
            Err(SimError::NotSolo {
                game: GameKind::Schieber
            })
        );
    }
}
