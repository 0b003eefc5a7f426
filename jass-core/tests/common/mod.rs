//! Helpers shared by the game tests: playing a game out with bots while
//! probing stray actions, and the checks every finished game must pass.

use core::fmt::Debug;

use jass_core::bots::{Bot, RandomBot, RuleOfThumb};
use jass_core::{
    Action, ByTeam, Card, Contract, EndReason, Game, JassRng, PointTable, Rules, ScoreEntry, Team,
    hand_points,
};

/// One bot per player, rule-of-thumb or random, seeded from `seed`.
pub(crate) fn bots(seed: u64, players: usize, rule_of_thumb: bool) -> Vec<Box<dyn Bot>> {
    (0..players as u64)
        .map(|i| -> Box<dyn Bot> {
            let rng = JassRng::seed_from_u64(seed.wrapping_mul(4).wrapping_add(i));
            if rule_of_thumb {
                Box::new(RuleOfThumb::new(rng))
            } else {
                Box::new(RandomBot::new(rng))
            }
        })
        .collect()
}

/// Plays a game to the end with one bot per seat; checks at every step that
/// the observation lists the legal actions, that `check` holds for it, and
/// that actions outside `legal_actions()` are refused and leave the game as
/// it was.
pub(crate) fn play_out<G: Game + Clone + PartialEq + Debug>(
    game: &mut G,
    bots: &mut [Box<dyn Bot>],
    probe: &mut JassRng,
    mut check: impl FnMut(&G),
) {
    let mut steps = 0;
    while let Some(seat) = game.to_act() {
        let observation = game.observation(seat);
        let legal = game.legal_actions();
        assert_eq!(observation.legal_actions, legal);
        check(game);
        if probe.below(4) == 0 {
            let stray = Action::Play(Card::from_index(probe.below(36) as u8));
            if !legal.contains(&stray) {
                let before = game.clone();
                assert!(
                    game.apply(stray).is_err(),
                    "{stray} accepted outside {legal:?}"
                );
                assert_eq!(*game, before, "a refused action changed the game");
            }
        }
        let action = bots[seat.index()].choose(&observation);
        assert!(
            legal.contains(&action),
            "bot chose {action} outside {legal:?}"
        );
        game.apply(action).unwrap();
        steps += 1;
        assert!(steps < 20_000, "the game does not end");
    }
}

/// The totals are the sum of the scored entries and the slate agrees; the
/// winner reached the target unless a wrong claim lost.
pub(crate) fn check_scores<G: Game>(game: &G, entries: &[ScoreEntry], rules: &Rules) {
    let result = game.result().expect("the game is over");
    for team in Team::ALL {
        let sum: u32 = entries
            .iter()
            .filter(|e| e.team == team)
            .map(|e| e.points)
            .sum();
        assert_eq!(sum, game.scores()[team], "{team}: {entries:?}");
        assert_eq!(game.slate().sides[team].total(), sum);
    }
    match result.reason {
        EndReason::InvalidClaim | EndReason::SwsNobodyReached => {}
        _ => assert!(result.scores[result.winner] >= rules.target, "{result:?}"),
    }
}

/// A complete hand of `tricks` tricks: its card points total 157 before
/// multipliers (the pack and the last trick), 257 with the match bonus of
/// the side that won every trick.
pub(crate) fn check_hand_total(
    contract: Contract,
    points: ByTeam<u16>,
    won: ByTeam<u8>,
    tricks: u8,
    rules: &Rules,
) {
    let total = PointTable::new(contract, rules).hand_total();
    assert_eq!(points[Team::T0] + points[Team::T1], total);
    let matched = won.0.contains(&tricks);
    let with_bonus: u16 = Team::ALL
        .iter()
        .map(|&t| hand_points(points[t], won[t] == tricks, rules))
        .sum();
    assert_eq!(
        with_bonus,
        total + if matched { rules.match_bonus } else { 0 }
    );
}
