//! Every game plays to the end under every preset through the public API.

use jass_core::bots::{Bot, RandomBot, RuleOfThumb};
use jass_core::{
    AnyGame, CoiffeurGame, DuplicateMelds, Game, GameKind, JassRng, PRESET_NAMES, Packs, Players,
    Rules, SchieberGame, SchmausGame, Seat, Team, ZweierGame, game::EndReason,
};

fn new_game(kind: GameKind, rules: Rules, seed: u64) -> AnyGame {
    match kind {
        GameKind::Schieber => SchieberGame::new(rules, seed).unwrap().into(),
        GameKind::Schmaus => SchmausGame::new(rules, seed).unwrap().into(),
        GameKind::Zweier => ZweierGame::new(rules, seed).unwrap().into(),
        GameKind::Coiffeur => CoiffeurGame::new(rules, seed).unwrap().into(),
        // Played under their own presets in tests/solo_games.rs.
        GameKind::Differenzler | GameKind::Hindersi | GameKind::Mittlere => {
            unreachable!("a team game")
        }
    }
}

#[test]
fn every_game_ends_under_every_preset_with_either_bot() {
    for kind in [
        GameKind::Schieber,
        GameKind::Schmaus,
        GameKind::Zweier,
        GameKind::Coiffeur,
    ] {
        for (p, name) in PRESET_NAMES.iter().enumerate() {
            let rules = Rules::preset(name).unwrap();
            // Coiffeur Schieber is played by four only, Schieber by four
            // to six (the Mittlere preset seats three).
            if kind.table(&rules).is_err() {
                continue;
            }
            for rule_of_thumb in [false, true] {
                let seed = p as u64 * 2 + u64::from(rule_of_thumb);
                let mut game = new_game(kind, rules, seed);
                let players = game.observation(Seat::S0).unwrap().players.count();
                let mut bots: Vec<Box<dyn Bot>> = (0..players as u64)
                    .map(|i| -> Box<dyn Bot> {
                        let rng = JassRng::seed_from_u64(seed * 10 + i);
                        if rule_of_thumb {
                            Box::new(RuleOfThumb::new(rng))
                        } else {
                            Box::new(RandomBot::new(rng))
                        }
                    })
                    .collect();
                let mut steps = 0;
                while let Some(seat) = game.to_act() {
                    let action = bots[seat.index()].choose(&game.observation(seat).unwrap());
                    game.apply(action)
                        .unwrap_or_else(|e| panic!("{kind:?} {name}: {action}: {e}"));
                    steps += 1;
                    assert!(steps < 50_000, "{kind:?} {name} does not end");
                }
                let result = game.result().unwrap();
                assert!(
                    result.scores[result.winner] >= rules.target
                        || result.claimant.is_some()
                        || matches!(result.reason, EndReason::RowsPlayed | EndReason::RowsTied)
                );
                let entries: u32 = game.slate().totals().0.iter().sum();
                assert_eq!(
                    entries,
                    game.scores()[Team::T0] + game.scores()[Team::T1],
                    "{kind:?} {name}"
                );
                assert_eq!(
                    AnyGame::replay(&game.record()).unwrap(),
                    game,
                    "{kind:?} {name}"
                );
            }
        }
    }
}

/// A whole game of `kind` under `rules` from `seed`, every seat played by
/// the rule-of-thumb bot.
fn played(kind: GameKind, rules: Rules, seed: u64) -> AnyGame {
    let mut game = new_game(kind, rules, seed);
    let mut bots: Vec<RuleOfThumb> = (0..2)
        .map(|i| RuleOfThumb::new(JassRng::seed_from_u64(seed * 10 + i)))
        .collect();
    while let Some(seat) = game.to_act() {
        let action = bots[seat.index()].choose(&game.observation(seat).unwrap());
        game.apply(action).unwrap();
    }
    game
}

#[test]
fn the_games_for_two_do_not_read_players_or_packs() {
    // Schmaus and Jass für zwei are played by two with one pack: the
    // options of Schieber's larger tables (a removed card at five, the
    // double pack at six, its melds) change nothing, and the game plays by
    // the rules with both options at their defaults.
    for (kind, rules) in [
        (GameKind::Schmaus, Rules::schmaus()),
        (GameKind::Zweier, Rules::zweier()),
    ] {
        let five = rules.with_players(Players::Five);
        let six = rules.with_players(Players::Six);
        let double = six.with_packs(Packs::Two);
        let distinct = double.with_duplicate_melds(DuplicateMelds::DistinctCards);
        for odd in [five, six, double, distinct] {
            // ⚙ duplicate_melds is an option of the double pack: with one
            // pack it is not read, and stays as it was.
            let plays_by = odd.with_players(Players::Four).with_packs(Packs::One);
            assert_eq!(kind.rules_played(odd), plays_by, "{kind:?}");
            assert_eq!(kind.table(&odd), Ok(Players::Two), "{kind:?}");
            for seed in 0..4 {
                let expected = played(kind, rules, seed);
                let game = played(kind, odd, seed);
                assert_eq!(*game.rules(), plays_by, "{kind:?} seed {seed}");
                assert_eq!(
                    game.record().actions,
                    expected.record().actions,
                    "{kind:?} seed {seed}"
                );
                assert_eq!(game.scores(), expected.scores(), "{kind:?} seed {seed}");
                assert_eq!(game.observation(Seat::S1).unwrap().rules, plays_by);
            }
        }
    }
}
