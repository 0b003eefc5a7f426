use alloc::string::ToString;
use alloc::vec::Vec;
use core::num::NonZeroUsize;

use super::*;
use crate::game::{AnyGame, DealError, Game, Hand, SchieberGame, SchieberHand, SoloGame};
use crate::random::JassRng;
use crate::rules::FirstForehand;
use crate::seat::{BySeat, Players, Seat, Team};

fn config(policy: Policy, threads: usize) -> SimConfig {
    SimConfig::new(Rules::schieber())
        .with_policy(policy)
        .with_threads(NonZeroUsize::new(threads))
}

#[test]
fn rows_do_not_depend_on_the_thread_count() {
    for policy in Policy::ALL {
        let one = simulate_hands(&config(policy, 1), 3, 101).unwrap();
        for threads in [2, 3, 7, 200] {
            let other = simulate_hands(&config(policy, threads), 3, 101).unwrap();
            assert_eq!(one, other, "{policy} on {threads} threads");
        }
        let games = simulate_games(&config(policy, 1), 3, 5).unwrap();
        assert_eq!(games, simulate_games(&config(policy, 4), 3, 5).unwrap());
    }
}

#[test]
fn a_batch_split_in_two_gives_the_same_rows() {
    let config = config(Policy::Random, 2);
    let whole = simulate_hands(&config, 40, 30).unwrap();
    let mut parts = [HandRow::default(); 30];
    let (left, right) = parts.split_at_mut(11);
    simulate_hands_into(&config, 40, left).unwrap();
    simulate_hands_into(&config, 51, right).unwrap();
    assert_eq!(whole, parts);
}

#[test]
fn seeds_wrap_around() {
    let rows = simulate_hands(&config(Policy::Random, 2), u64::MAX - 1, 4).unwrap();
    let seeds: Vec<u64> = rows.iter().map(|r| r.seed).collect();
    assert_eq!(seeds, [u64::MAX - 1, u64::MAX, 0, 1]);
    assert_eq!(rows[2], play_hand(&config(Policy::Random, 1), 0).unwrap());
}

#[test]
fn every_hand_counts_157_card_points_and_names_a_contract() {
    for policy in Policy::ALL {
        for row in simulate_hands(&config(policy, 2), 0, 200).unwrap() {
            assert_eq!(row.card_points.0.iter().sum::<u16>(), 157, "{row:?}");
            assert!(row.contract.is_some());
            assert_eq!(row.shoved, row.declarer == Some(Seat::S2));
            assert_eq!(row.weis_points > 0, row.weis_team.is_some());
        }
    }
}

/// At five and six, with one pack and with the double pack, a seeded hand
/// is dealt as the table deals (it was four hands of nine, refused), and
/// counts every point of the pack.
#[test]
fn hands_are_simulated_at_tables_of_five_and_six() {
    for name in ["schieber_five", "schieber_six", "schieber_six_double"] {
        let rules = Rules::preset(name).unwrap();
        for policy in Policy::ALL {
            let config = SimConfig::new(rules)
                .with_policy(policy)
                .with_threads(NonZeroUsize::new(1));
            let rows = simulate_hands(&config, 5, 40).unwrap();
            let on_three = config.with_threads(NonZeroUsize::new(3));
            assert_eq!(rows, simulate_hands(&on_three, 5, 40).unwrap(), "{name}");
            for row in &rows {
                let contract = row.contract.unwrap();
                let total = crate::points::PointTable::new(contract, &rules).hand_total();
                assert_eq!(
                    row.card_points.0.iter().sum::<u16>(),
                    total,
                    "{name}: {row:?}"
                );
            }
            // The declarers differ from hand to hand: not one deal over.
            let declarers: alloc::collections::BTreeSet<_> =
                rows.iter().map(|row| row.declarer).collect();
            assert!(declarers.len() > 1, "{name}");
        }
        // The random hand and the game's hand of a seed hold the same deal.
        let mut rng = JassRng::seed_from_u64(9);
        let hand = play::Dealt::draw(&rules, &mut rng)
            .hand::<SchieberHand>(rules)
            .unwrap();
        let mut rng = JassRng::seed_from_u64(9);
        let game = play::Dealt::draw(&rules, &mut rng)
            .game::<SchieberHand>(rules, 9)
            .unwrap();
        assert_eq!(game.hand().hands(), hand.hands(), "{name}");
        assert_eq!(game.hand().second_copies(), hand.second_copies(), "{name}");
        let count = rules.cards_per_player() * rules.players.count();
        let held: usize = (0..rules.players.count())
            .map(|s| {
                let seat = Seat::ALL[s];
                hand.hands()[seat].len() + hand.second_copies()[seat].len()
            })
            .sum();
        assert_eq!(held, count, "{name}");
    }
}

#[test]
fn a_hand_is_dealt_from_its_seed_with_seat_0_forehand() {
    let seed = 17;
    let deal = JassRng::seed_from_u64(seed).deal();
    let rules = Rules::schieber().with_first_forehand(FirstForehand::RightOfDealer);
    let game = SchieberGame::with_deal(rules, seed, deal, Seat::S3).unwrap();
    assert_eq!(game.to_act(), Some(Seat::S0));
    // The random policy draws its choices from the same generator, so the
    // first choice (declare or shove) follows from the seed.
    let row = play_hand(&config(Policy::Random, 1), seed).unwrap();
    assert!(matches!(row.declarer, Some(Seat::S0 | Seat::S2)));
}

#[test]
fn games_are_played_to_the_target() {
    for row in simulate_games(&config(Policy::RuleOfThumb, 2), 1, 6).unwrap() {
        let winner = row.winner.unwrap();
        assert!(row.scores[winner] >= 2500, "{row:?}");
        assert!(row.hands >= 5);
    }
}

#[test]
fn no_rows_is_no_work() {
    assert!(
        simulate_hands(&SimConfig::default(), 0, 0)
            .unwrap()
            .is_empty()
    );
    assert!(simulate_games_into(&SimConfig::default(), 0, &mut []).is_ok());
}

#[test]
fn bad_configurations_are_typed_errors() {
    let too_many = config(Policy::Random, MAX_THREADS + 1);
    assert_eq!(
        simulate_hands(&too_many, 0, 1),
        Err(SimError::TooManyThreads {
            threads: MAX_THREADS + 1
        })
    );
    assert_eq!(
        SimError::TooManyThreads { threads: 0 }.to_string(),
        "threads must be in 1 to 1024, got 0"
    );
    let invalid = SimConfig::new(Rules::schieber().with_target(0));
    assert!(matches!(
        simulate_games(&invalid, 0, 1),
        Err(SimError::Rules(_))
    ));
    assert!(matches!(play_hand(&invalid, 0), Err(SimError::Rules(_))));
    assert!(matches!(
        simulate_hands(&SimConfig::default(), 0, usize::MAX),
        Err(SimError::OutOfMemory { .. })
    ));
}

#[test]
fn policies_have_names_and_numbers() {
    for (i, policy) in Policy::ALL.into_iter().enumerate() {
        assert_eq!(Policy::from_name(policy.name()), Some(policy));
        assert_eq!(Policy::try_from(i as u8), Ok(policy));
    }
    assert_eq!(Policy::from_name("clever"), None);
    assert_eq!(Policy::try_from(2), Err(2));
}

/// The rules of a long game: no weis, stöck or multipliers, so that every
/// hand counts 157 or 257 points.
fn plain_rules(target: u32) -> Rules {
    Rules::schieber()
        .with_weis_enabled(false)
        .with_stoeck_enabled(false)
        .with_multipliers(crate::PerContract::splat(1))
        .with_target(target)
}

#[test]
fn a_long_game_keeps_few_hands_and_counts_them_all() {
    let rules = plain_rules(60_000);
    let policies = ByTeam([Policy::Random; 2]);
    let (row, game) = play::played_game::<SchieberHand>(&rules, policies, 4).unwrap();
    assert!(game.past_hands().len() <= play::KEPT_HANDS);
    // The same game played with its whole history.
    let mut whole = SchieberGame::new(rules, 4).unwrap();
    let mut bot = crate::game::bots::RandomBot::new(JassRng::seed_from_u64(4 ^ play::BOT_SEED_MIX));
    while let Some(seat) = whole.to_act() {
        let action = crate::game::bots::Bot::choose(&mut bot, &whole.observation(seat).unwrap());
        whole.apply(action).unwrap();
    }
    assert!(whole.past_hands().len() > 5 * play::KEPT_HANDS);
    assert_eq!(row.hands, whole.past_hands().len() as u64);
    let mut matches = ByTeam([0u64; 2]);
    for summary in whole.past_hands() {
        if let Some((team, _)) = summary.hand.match_extra() {
            matches[team] += 1;
        }
    }
    assert!(matches.0.iter().sum::<u64>() > 0);
    assert_eq!(row.matches, matches);
    assert_eq!(row.scores, whole.scores());
    assert_eq!(row.winner, whole.result().map(|r| r.winner));
}

#[test]
fn game_rows_report_the_milestones() {
    let rules = Rules::schieber()
        .with_bergpreis(true)
        .with_baerger(Some(2000));
    for row in simulate_games(&config(Policy::Random, 2).with_policy(Policy::Random), 0, 1)
        .into_iter()
        .flatten()
    {
        assert_eq!((row.bergpreis, row.baerger), (None, None), "not played");
    }
    let config = SimConfig::new(rules).with_threads(NonZeroUsize::new(2));
    for row in simulate_games(&config, 0, 8).unwrap() {
        let (_, game) =
            play::played_game::<SchieberHand>(&rules, config.policies, row.seed).unwrap();
        assert_eq!(row.bergpreis, game.milestones().bergpreis);
        assert_eq!(row.baerger, game.milestones().baerger);
        assert!(row.bergpreis.is_some() && row.baerger.is_some(), "{row:?}");
    }
}

#[test]
fn each_team_plays_its_own_policy() {
    let rules = Rules::schieber();
    let same = SimConfig::new(rules).with_policy(Policy::RuleOfThumb);
    let explicit = SimConfig::new(rules).with_policies(ByTeam([Policy::RuleOfThumb; 2]));
    assert_eq!(
        simulate_games(&same, 0, 3).unwrap(),
        simulate_games(&explicit, 0, 3).unwrap()
    );
    let duel = same.with_team_policy(Team::T1, Policy::Random);
    assert_eq!(duel.policies, ByTeam([Policy::RuleOfThumb, Policy::Random]));
    let games = simulate_games(&duel.with_threads(NonZeroUsize::new(2)), 0, 60).unwrap();
    let won = games.iter().filter(|g| g.winner == Some(Team::T0)).count();
    assert!(won >= 45, "rule of thumb won {won} of 60 against random");
    let mirrored =
        SimConfig::new(rules).with_policies(ByTeam([Policy::Random, Policy::RuleOfThumb]));
    let games = simulate_games(&mirrored.with_threads(NonZeroUsize::new(2)), 0, 60).unwrap();
    let won = games.iter().filter(|g| g.winner == Some(Team::T1)).count();
    assert!(won >= 45, "rule of thumb won {won} of 60 against random");
    // Hands too: the rule-of-thumb side declares more often than chance.
    let hands = simulate_hands(&duel, 0, 200).unwrap();
    assert_ne!(hands, simulate_hands(&same, 0, 200).unwrap());
    assert_eq!(
        hands,
        simulate_hands(&duel.with_threads(NonZeroUsize::new(3)), 0, 200).unwrap()
    );
    let team_0: u32 = hands.iter().map(|h| h.points[Team::T0]).sum();
    let team_1: u32 = hands.iter().map(|h| h.points[Team::T1]).sum();
    assert!(team_0 > team_1, "{team_0} against {team_1}");
}

#[test]
fn every_game_the_engine_simulates_goes_through_the_one_api() {
    for game in [
        GameKind::Schieber,
        GameKind::Coiffeur,
        GameKind::Differenzler,
        GameKind::Hindersi,
        GameKind::Mittlere,
    ] {
        let config = SimConfig::of_game(game).with_threads(NonZeroUsize::new(2));
        let hands = simulate_hands(&config, 9, 12).unwrap();
        let games = simulate_games(&config, 9, 3).unwrap();
        assert_eq!(hands[4], play_hand(&config, 13).unwrap(), "{game:?}");
        assert_eq!(games[2], play_game(&config, 11).unwrap(), "{game:?}");
        for row in &hands {
            assert!(row.contract.is_some(), "{game:?} {row:?}");
            let (team, seat) = (
                row.card_points.0.iter().sum::<u16>(),
                row.seat_card_points.0.iter().sum::<u16>(),
            );
            if game.is_individual() {
                assert_eq!((team, seat), (0, 157), "{game:?} {row:?}");
                assert_eq!(row.points, ByTeam::default());
            } else {
                assert_eq!((team, seat), (157, 0), "{game:?} {row:?}");
                assert_eq!(row.seat_scores, BySeat::default());
            }
            if game != GameKind::Mittlere {
                assert_eq!(row.seat_zeros, BySeat::default());
            }
        }
        for row in &games {
            assert_eq!(game.is_individual(), row.winner.is_none(), "{game:?}");
            assert_eq!(game.is_individual(), row.places.0[0] != 0, "{game:?}");
        }
    }
}

/// `game` played to its end by the rule-of-thumb bot seeded as a batch
/// seeds it for `seed`.
fn played_by_rule_of_thumb(game: impl Into<AnyGame>, seed: u64) -> AnyGame {
    let mut game = game.into();
    let rng = JassRng::seed_from_u64(seed ^ play::BOT_SEED_MIX);
    let mut bot = crate::game::bots::RuleOfThumb::new(rng);
    while let Some(seat) = game.to_act() {
        let action = crate::game::bots::Bot::choose(&mut bot, &game.observation(seat).unwrap());
        game.apply(action).unwrap();
    }
    game
}

#[test]
fn a_solo_game_row_is_the_game_of_its_seed_played_by_the_bot() {
    let rules = Rules::differenzler();
    let config = SimConfig::of_game(GameKind::Differenzler).with_policy(Policy::RuleOfThumb);
    let rows = simulate_games(&config, 20, 3).unwrap();
    for row in rows {
        let game = played_by_rule_of_thumb(
            SoloGame::<crate::game::Differenzler>::new(rules, row.seed).unwrap(),
            row.seed,
        );
        assert_eq!(row.seat_totals, game.seat_totals());
        assert_eq!(Some(row.places), game.places());
        assert_eq!(row.hands, 12);
    }
    let hands = simulate_hands(&config, 20, 3).unwrap();
    let one_hand = config.with_game(GameKind::Differenzler);
    for row in hands {
        let game = play_game(
            &SimConfig {
                rules: rules.with_hands(1),
                ..one_hand
            },
            row.seed,
        )
        .unwrap();
        let totals: BySeat<i64> = BySeat(row.seat_scores.0.map(i64::from));
        assert_eq!(game.seat_totals, totals);
        assert!(row.predictions.0[..4].iter().all(Option::is_some));
    }
}

#[test]
fn a_mittlere_row_holds_the_strokes_and_zeros_of_its_game() {
    let config = SimConfig::of_game(GameKind::Mittlere).with_policy(Policy::RuleOfThumb);
    for row in simulate_games(&config, 3, 2).unwrap() {
        let game = played_by_rule_of_thumb(
            SoloGame::<crate::game::Mittlere>::new(Rules::mittlere(), row.seed).unwrap(),
            row.seed,
        );
        let zeros = game.zero_totals().unwrap();
        assert_eq!(row.seat_totals, game.seat_totals());
        assert_eq!(
            row.seat_zeros,
            BySeat::from_fn(|seat| u16::try_from(zeros[seat]).unwrap())
        );
        assert_eq!(Some(row.places), game.places());
        assert_eq!(row.hands, 12);
        assert!(row.seat_zeros.0.iter().sum::<u16>() > 0);
    }
    let hands = simulate_hands(&config, 3, 20).unwrap();
    for row in &hands {
        let strokes: i32 = row.seat_scores.0.iter().sum();
        let zeros: u16 = row.seat_zeros.0.iter().sum();
        // Each hand writes two strokes and two zeros, or nothing.
        assert!(matches!((strokes, zeros), (2, 2) | (0, 0)), "{row:?}");
        assert_eq!(row.seat_card_points[Seat::S3], 0);
    }
    assert!(hands.iter().any(|row| row.seat_zeros != BySeat::default()));
}

#[test]
fn solo_rows_do_not_depend_on_the_threads_and_keep_to_the_table() {
    let config = SimConfig::new(Rules::hindersi().with_players(Players::Three))
        .with_game(GameKind::Hindersi)
        .with_policy(Policy::RuleOfThumb);
    let one = simulate_games(&config.with_threads(NonZeroUsize::new(1)), 5, 6).unwrap();
    let two = simulate_games(&config.with_threads(NonZeroUsize::new(2)), 5, 6).unwrap();
    assert_eq!(one, two);
    assert!(one.iter().all(|g| g.hands == 4 && g.places[Seat::S3] == 0));
    let hands = simulate_hands(&config, 5, 6).unwrap();
    assert!(hands.iter().all(|h| h.predictions == BySeat::default()));
    assert!(hands.iter().all(|h| h.seat_card_points[Seat::S3] == 0));
}

#[test]
fn games_that_cannot_be_simulated_are_typed_errors() {
    for game in [GameKind::Schmaus, GameKind::Zweier] {
        let config = SimConfig::of_game(game);
        let unsupported = SimError::Unsupported { game };
        assert_eq!(simulate_hands(&config, 0, 1), Err(unsupported.clone()));
        assert_eq!(
            simulate_games_into(&config, 0, &mut []),
            Err(unsupported.clone())
        );
        assert_eq!(play_game(&config, 0), Err(unsupported.clone()));
        assert_eq!(config.validate(), Err(unsupported));
    }
    let six = SimConfig::new(Rules::differenzler().with_players(Players::Six))
        .with_game(GameKind::Differenzler);
    let mut rows = [GameRow::default(); 2];
    assert_eq!(
        simulate_games_into(&six, 0, &mut rows),
        Err(SimError::NewGame(NewGameError::Deal(
            DealError::TableSize { players: 6 }
        )))
    );
    assert_eq!(rows, [GameRow::default(); 2], "no row written");
    let five_coiffeur = SimConfig::new(Rules::coiffeur_8().with_players(Players::Five))
        .with_game(GameKind::Coiffeur);
    assert!(matches!(
        play_hand(&five_coiffeur, 0),
        Err(SimError::NewGame(_))
    ));
}

/// The random hand of `seed` played card by card through
/// `Hand::play_unchecked`: what `play::random_hand` does in one loop.
fn random_hand_card_by_card<H: play::SimHand>(rules: Rules, seed: u64) -> Option<(H, JassRng)> {
    let mut rng = JassRng::seed_from_u64(seed);
    let mut hand = play::Dealt::draw(&rules, &mut rng).hand::<H>(rules).ok()?;
    loop {
        if let Some(card) = rng.pick(hand.legal_cards()) {
            assert!(hand.play_unchecked(card));
            continue;
        }
        let actions = hand.legal_actions();
        if actions.is_empty() {
            return Some((hand, rng));
        }
        let action = actions.as_slice()[rng.below(actions.len() as u32) as usize];
        hand.apply(action).unwrap();
    }
}

fn assert_card_loop_is_card_by_card<H: play::SimHand>(rules: Rules, what: &str) -> usize {
    let mut played = 0;
    for seed in 0..300 {
        let Some((expected, _)) = random_hand_card_by_card::<H>(rules, seed) else {
            continue;
        };
        let hand = play::random_hand::<H, _>(rules, seed, H::clone).unwrap();
        assert_eq!(hand, expected, "{what}, seed {seed}");
        played += 1;
    }
    played
}

#[test]
fn the_simulations_card_loop_plays_as_card_by_card() {
    use crate::rules::{PRESET_NAMES, StoeckTiming, WeisMode};
    let mut variants: Vec<(Rules, alloc::string::String)> = PRESET_NAMES
        .iter()
        .map(|name| (Rules::preset(name).unwrap(), (*name).to_string()))
        .collect();
    let mut announced = Rules::schieber();
    announced.weis_mode = WeisMode::Announced;
    variants.push((announced, "announced weis".to_string()));
    let mut until_count = Rules::schieber();
    until_count.stoeck_timing = StoeckTiming::UntilCount;
    variants.push((until_count, "stöck until the count".to_string()));
    let mut lean = 0;
    for (rules, name) in &variants {
        lean += assert_card_loop_is_card_by_card::<SchieberHand>(*rules, name);
        assert_card_loop_is_card_by_card::<crate::game::CoiffeurHand>(*rules, name);
    }
    assert!(lean >= 300 * 4, "the Schieber presets were played");
}

#[test]
fn a_seeded_hand_is_the_checked_hand_of_its_deal() {
    use crate::rules::PRESET_NAMES;
    // Only rules of four with one pack deal hands (see `play::Dealt`).
    let mut seeded = 0;
    for name in PRESET_NAMES {
        let rules = Rules::preset(name).unwrap();
        if !rules.four_with_one_pack() {
            continue;
        }
        seeded += 1;
        for seed in 0..50 {
            let deal = JassRng::seed_from_u64(seed).deal();
            assert_eq!(
                Ok(<SchieberHand as play::SimHand>::seeded(rules, deal)),
                SchieberHand::new(rules, deal, Seat::S3, Seat::S0),
                "{name}, seed {seed}"
            );
            assert_eq!(
                Ok(<crate::game::CoiffeurHand as play::SimHand>::seeded(
                    rules, deal
                )),
                crate::game::CoiffeurHand::new(rules, deal, Seat::S3, Seat::S0),
                "{name}, seed {seed}"
            );
        }
    }
    assert!(seeded > 1);
}
