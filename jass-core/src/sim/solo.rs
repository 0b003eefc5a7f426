//! Differenzler, Hindersi and Mittlere (RULES.md §9.1–§9.3) in a simulation: the
//! seat columns of a row.

use crate::game::{AnyGame, Game, SoloGame, SoloKind};
use crate::random::JassRng;
use crate::rules::Rules;
use crate::seat::{BySeat, ByTeam};
use crate::sim::play::{BOT_SEED_MIX, Plays, TableBots, step};
use crate::sim::{GameRow, HandRow, Policy, SimError};

/// How the game `K` is simulated: a game is `SoloGame::<K>::new(rules,
/// seed)` played to its end, the bots of the policies choosing for every
/// seat (team 0's policy for the even seats, team 1's for the odd ones)
/// and seeded as in a team game; a hand is the first hand of that game
/// with ⚙ `hands = 1`.
pub(super) fn plays<K: SoloKind>() -> Plays
where
    AnyGame: From<SoloGame<K>>,
{
    Plays {
        hand: |rules, policies, seed| {
            played::<K>(&rules.with_hands(1), policies, seed).map(|game| hand_row(&game, seed))
        },
        game: |rules, policies, seed| {
            played::<K>(rules, policies, seed).map(|game| game_row(&game, seed))
        },
    }
}

/// The game of `seed` under `rules`, played to its end by the bots of
/// `policies`.
fn played<K: SoloKind>(
    rules: &Rules,
    policies: ByTeam<Policy>,
    seed: u64,
) -> Result<AnyGame, SimError>
where
    AnyGame: From<SoloGame<K>>,
{
    let mut game: AnyGame = SoloGame::<K>::new(*rules, seed)?.into();
    let mut bots = TableBots::new(policies, JassRng::seed_from_u64(seed ^ BOT_SEED_MIX), seed);
    while step(&mut game, &mut bots)? {}
    Ok(game)
}

fn game_row(game: &AnyGame, seed: u64) -> GameRow {
    GameRow {
        seed,
        hands: game.hands_finished() as u64,
        seat_totals: game.seat_totals(),
        places: game.places().unwrap_or_default(),
        seat_zeros: game.zero_totals().map_or_else(BySeat::default, |zeros| {
            BySeat::from_fn(|seat| u16::try_from(zeros[seat]).unwrap_or(u16::MAX))
        }),
        ..GameRow::default()
    }
}

fn hand_row(game: &AnyGame, seed: u64) -> HandRow {
    let first = game
        .score_sheet()
        .and_then(|sheet| sheet.rows.first().copied());
    first.map_or(
        HandRow {
            seed,
            ..HandRow::default()
        },
        |row| HandRow {
            seed,
            contract: Some(row.contract),
            seat_card_points: row.points,
            predictions: row.predictions,
            seat_scores: row.scores,
            seat_zeros: BySeat::from_fn(|seat| u16::from(row.zeros[seat])),
            ..HandRow::default()
        },
    )
}
