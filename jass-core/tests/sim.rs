//! The simulation's rows for fixed seeds, pinned in
//! `tests/fixtures/sim_hands.csv` and `tests/fixtures/sim_games.csv`
//! (Schieber: the team columns) and in `tests/fixtures/sim_seat_hands.csv`
//! and `tests/fixtures/sim_seat_games.csv` (Differenzler and Hindersi: the
//! seat columns).
//!
//! The same files are checked by the C example `examples/c/simulate.c`
//! (through `scripts/test-c.sh`) and by `jass-py/tests/test_simulate.py`,
//! so Rust, C and Python give identical rows for the same seeds.
//! `JASS_BLESS=1 cargo test -p jass-core --test sim` rewrites them after a
//! deliberate change.

#![cfg(feature = "std")]

use std::fmt::Write as _;
use std::num::NonZeroUsize;
use std::path::Path;

use jass_core::sim::{self, GameRow, HandRow, Policy, SimConfig};
use jass_core::{Contract, GameKind, Rules, Seat, Team};

/// The rule presets of the hand fixture.
const HAND_PRESETS: [&str; 2] = ["schieber", "schieber_uri"];
/// The first seed of each hand batch: the batch wraps around 2⁶⁴.
const HAND_SEED: u64 = u64::MAX - 3;
/// Hands per preset and policy.
const HAND_COUNT: usize = 24;
/// The rule preset, first seed and count of each game batch.
const GAME_PRESET: &str = "schieber";
const GAME_SEED: u64 = 0;
const GAME_COUNT: usize = 6;

const HAND_HEADER: &str = "rules,policy,seed,points_0,points_1,card_points_0,card_points_1,\
contract,declarer,shoved,multiplier,weis_points,weis_team,stoeck_team,match_team";
const GAME_HEADER: &str =
    "rules,policy,seed,scores_0,scores_1,winner,schneider,hands,matches_0,matches_1";

/// The games of the seat fixtures, each under its preset of the same name.
const SEAT_GAMES: [(&str, GameKind); 2] = [
    ("differenzler", GameKind::Differenzler),
    ("hindersi", GameKind::Hindersi),
];
/// The first seed and count of each seat batch (hands and games).
const SEAT_SEED: u64 = 11;
const SEAT_COUNT: usize = 5;

const SEAT_HAND_HEADER: &str = "game,policy,seed,contract,\
predictions_0,predictions_1,predictions_2,predictions_3,\
seat_card_points_0,seat_card_points_1,seat_card_points_2,seat_card_points_3,\
seat_scores_0,seat_scores_1,seat_scores_2,seat_scores_3";
const SEAT_GAME_HEADER: &str = "game,policy,seed,hands,\
seat_totals_0,seat_totals_1,seat_totals_2,seat_totals_3,places_0,places_1,places_2,places_3";

/// A number, or -1 for none.
fn or_none(index: Option<usize>) -> String {
    index.map_or_else(|| "-1".to_owned(), |i| i.to_string())
}

fn config(preset: &str, policy: Policy, threads: usize) -> SimConfig {
    SimConfig::new(Rules::preset(preset).unwrap())
        .with_policy(policy)
        .with_threads(NonZeroUsize::new(threads))
}

fn hand_line(out: &mut String, preset: &str, policy: Policy, row: &HandRow) {
    writeln!(
        out,
        "{preset},{policy},{},{},{},{},{},{},{},{},{},{},{},{},{}",
        row.seed,
        row.points.0[0],
        row.points.0[1],
        row.card_points.0[0],
        row.card_points.0[1],
        or_none(row.contract.map(Contract::index)),
        or_none(row.declarer.map(Seat::index)),
        u8::from(row.shoved),
        row.multiplier,
        row.weis_points,
        or_none(row.weis_team.map(Team::index)),
        or_none(row.stoeck_team.map(Team::index)),
        or_none(row.match_team.map(Team::index)),
    )
    .unwrap();
}

fn game_line(out: &mut String, preset: &str, policy: Policy, row: &GameRow) {
    writeln!(
        out,
        "{preset},{policy},{},{},{},{},{},{},{},{}",
        row.seed,
        row.scores.0[0],
        row.scores.0[1],
        or_none(row.winner.map(Team::index)),
        u8::from(row.schneider),
        row.hands,
        row.matches.0[0],
        row.matches.0[1],
    )
    .unwrap();
}

fn hands_csv(threads: usize) -> String {
    let mut out = format!("{HAND_HEADER}\n");
    for preset in HAND_PRESETS {
        for policy in Policy::ALL {
            let rows = sim::simulate_hands(&config(preset, policy, threads), HAND_SEED, HAND_COUNT)
                .unwrap();
            for row in &rows {
                hand_line(&mut out, preset, policy, row);
            }
        }
    }
    out
}

fn games_csv(threads: usize) -> String {
    let mut out = format!("{GAME_HEADER}\n");
    for policy in Policy::ALL {
        let rows =
            sim::simulate_games(&config(GAME_PRESET, policy, threads), GAME_SEED, GAME_COUNT)
                .unwrap();
        for row in &rows {
            game_line(&mut out, GAME_PRESET, policy, row);
        }
    }
    out
}

fn seat_config(preset: &str, game: GameKind, policy: Policy, threads: usize) -> SimConfig {
    config(preset, policy, threads).with_game(game)
}

/// Four values joined with commas.
fn four<T: ToString>(values: impl IntoIterator<Item = T>) -> String {
    values
        .into_iter()
        .take(4)
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

fn seat_hands_csv(threads: usize) -> String {
    let mut out = format!("{SEAT_HAND_HEADER}\n");
    for (preset, game) in SEAT_GAMES {
        for policy in Policy::ALL {
            let config = seat_config(preset, game, policy, threads);
            for row in sim::simulate_hands(&config, SEAT_SEED, SEAT_COUNT).unwrap() {
                writeln!(
                    out,
                    "{preset},{policy},{},{},{},{},{}",
                    row.seed,
                    or_none(row.contract.map(Contract::index)),
                    four(row.predictions.0.map(|p| p.map_or(-1, i32::from))),
                    four(row.seat_card_points.0),
                    four(row.seat_scores.0),
                )
                .unwrap();
            }
        }
    }
    out
}

fn seat_games_csv(threads: usize) -> String {
    let mut out = format!("{SEAT_GAME_HEADER}\n");
    for (preset, game) in SEAT_GAMES {
        for policy in Policy::ALL {
            let config = seat_config(preset, game, policy, threads);
            for row in sim::simulate_games(&config, SEAT_SEED, SEAT_COUNT).unwrap() {
                writeln!(
                    out,
                    "{preset},{policy},{},{},{},{}",
                    row.seed,
                    row.hands,
                    four(row.seat_totals.0),
                    four(row.places.0),
                )
                .unwrap();
            }
        }
    }
    out
}

/// Compares `actual` with the fixture `name`, or rewrites it with
/// `JASS_BLESS=1`.
fn check_fixture(name: &str, actual: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name);
    if std::env::var_os("JASS_BLESS").is_some_and(|v| v == "1") {
        std::fs::write(&path, actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        expected == actual,
        "{} differs from the simulation's rows; if the change is deliberate, run \
         `JASS_BLESS=1 cargo test -p jass-core --test sim` and commit it",
        path.display()
    );
}

#[test]
fn hand_rows_match_the_fixture_on_any_thread_count() {
    let one = hands_csv(1);
    assert_eq!(one.lines().count(), 1 + 4 * HAND_COUNT);
    assert_eq!(one, hands_csv(3));
    check_fixture("sim_hands.csv", &one);
}

#[test]
fn game_rows_match_the_fixture_on_any_thread_count() {
    let one = games_csv(1);
    assert_eq!(one, games_csv(4));
    check_fixture("sim_games.csv", &one);
}

#[test]
fn seat_rows_match_the_fixtures_on_any_thread_count() {
    let hands = seat_hands_csv(1);
    assert_eq!(hands.lines().count(), 1 + 4 * SEAT_COUNT);
    assert_eq!(hands, seat_hands_csv(3));
    check_fixture("sim_seat_hands.csv", &hands);
    let games = seat_games_csv(1);
    assert_eq!(games, seat_games_csv(2));
    check_fixture("sim_seat_games.csv", &games);
}

#[test]
fn each_row_is_its_own_seed_played_alone() {
    let config = config("schieber_uri", Policy::RuleOfThumb, 2);
    let rows = sim::simulate_hands(&config, HAND_SEED, 8).unwrap();
    for row in rows {
        assert_eq!(row, sim::play_hand(&config, row.seed).unwrap());
    }
    let games = sim::simulate_games(&config, 5, 2).unwrap();
    assert_eq!(games[1], sim::play_game(&config, 6).unwrap());
}

#[test]
fn a_tied_coiffeur_session_has_no_winner() {
    use jass_core::{CoiffeurRow, CoiffeurRows, RowKind};

    // One row of Obenabe ×1: a session of two hands, often tied.
    let rows = CoiffeurRows::try_new(&[CoiffeurRow::new(RowKind::Contract(Contract::Obenabe), 1)])
        .unwrap();
    let config = SimConfig::new(Rules::coiffeur_8().with_coiffeur_rows(rows))
        .with_game(GameKind::Coiffeur)
        .with_policy(Policy::Random);
    let mut ties = 0;
    for row in sim::simulate_games(&config, 1, 2000).unwrap() {
        let [zero, one] = row.scores.0;
        let expected = match zero.cmp(&one) {
            std::cmp::Ordering::Greater => Some(Team::T0),
            std::cmp::Ordering::Less => Some(Team::T1),
            std::cmp::Ordering::Equal => None,
        };
        ties += usize::from(expected.is_none());
        assert_eq!(row.winner, expected, "seed {}", row.seed);
    }
    assert!(ties > 0);
}

/// A game row says whether the winner won Schneider (⚙ `schneider`,
/// RULES.md §5.1): the losers below half the target when the winners reach
/// it. The rule-of-thumb bot against random play wins some so.
#[test]
fn game_rows_say_whether_the_winner_won_schneider() {
    let rules = Rules::schieber().with_target(1000);
    let config = SimConfig::new(rules)
        .with_policies(jass_core::ByTeam([Policy::RuleOfThumb, Policy::Random]));
    let rows = sim::simulate_games(&config, 1, 40).unwrap();
    let mut schneider = 0;
    for row in &rows {
        let winner = row.winner.unwrap();
        let losers = row.scores[winner.other()];
        assert_eq!(row.schneider, losers * 2 < 1000, "{row:?}");
        schneider += usize::from(row.schneider);
    }
    assert!(0 < schneider && schneider < rows.len(), "{schneider}");
}

/// A batch runs on the threads asked for, up to `sim::MAX_THREADS`
/// included; more are refused, and without a number it runs on the cores
/// the system reports, at least one and at most that bound.
#[test]
fn a_batch_runs_on_the_threads_asked_for_up_to_the_bound() {
    let with =
        |threads: usize| SimConfig::new(Rules::schieber()).with_threads(NonZeroUsize::new(threads));
    assert_eq!(with(3).thread_count(), 3);
    assert_eq!(with(sim::MAX_THREADS).thread_count(), sim::MAX_THREADS);
    assert!(with(sim::MAX_THREADS).validate().is_ok());
    assert!(with(sim::MAX_THREADS + 1).validate().is_err());
    assert_eq!(with(sim::MAX_THREADS + 1).thread_count(), sim::MAX_THREADS);
    let cores = SimConfig::new(Rules::schieber()).thread_count();
    assert!((1..=sim::MAX_THREADS).contains(&cores));
}
