//! Helpers shared by the hostile-input tests: cards in card notation, a
//! game of each kind, and refusals checked to change nothing.

#![allow(
    dead_code,
    reason = "each hostile test file uses its own part of the helpers"
)]

use jass_core::{
    Action, ActionError, AnyGame, Card, CardSet, CoiffeurGame, DifferenzlerGame, Game, GameKind,
    HindersiGame, JassRng, MittlereGame, Rules, SchieberGame, SchmausGame, ZweierGame,
};

/// The team games.
pub(crate) const KINDS: [GameKind; 3] = [GameKind::Schieber, GameKind::Schmaus, GameKind::Zweier];

/// Every game: the team games and those where each plays on their own.
pub(crate) const ALL_KINDS: [GameKind; 6] = [
    GameKind::Schieber,
    GameKind::Schmaus,
    GameKind::Zweier,
    GameKind::Differenzler,
    GameKind::Hindersi,
    GameKind::Mittlere,
];

pub(crate) fn card(text: &str) -> Card {
    text.parse().unwrap()
}

pub(crate) fn cards(text: &str) -> CardSet {
    text.parse().unwrap()
}

pub(crate) fn preset(kind: GameKind) -> Rules {
    match kind {
        GameKind::Schieber => Rules::schieber(),
        GameKind::Schmaus => Rules::schmaus(),
        GameKind::Zweier => Rules::zweier(),
        GameKind::Coiffeur => Rules::coiffeur_10(),
        GameKind::Differenzler => Rules::differenzler(),
        GameKind::Hindersi => Rules::hindersi(),
        GameKind::Mittlere => Rules::mittlere(),
    }
}

pub(crate) fn new_game(kind: GameKind, rules: Rules, seed: u64) -> AnyGame {
    match kind {
        GameKind::Schieber => SchieberGame::new(rules, seed).unwrap().into(),
        GameKind::Schmaus => SchmausGame::new(rules, seed).unwrap().into(),
        GameKind::Zweier => ZweierGame::new(rules, seed).unwrap().into(),
        GameKind::Coiffeur => CoiffeurGame::new(rules, seed).unwrap().into(),
        GameKind::Differenzler => DifferenzlerGame::new(rules, seed).unwrap().into(),
        GameKind::Hindersi => HindersiGame::new(rules, seed).unwrap().into(),
        GameKind::Mittlere => MittlereGame::new(rules, seed).unwrap().into(),
    }
}

/// Applies `action`, expects it refused, and checks the game (and its
/// record) did not change.
pub(crate) fn refused(game: &mut AnyGame, action: Action) -> ActionError {
    let before = game.clone();
    let record = game.record();
    let Err(error) = game.apply(action) else {
        panic!("{action} was accepted")
    };
    assert_eq!(*game, before, "{action} changed the game");
    assert_eq!(game.record(), record, "{action} changed the record");
    error
}

/// Plays `game` with random legal actions (never a claim) until `stop`
/// says so or the game ends.
pub(crate) fn play_until(game: &mut AnyGame, seed: u64, stop: impl Fn(&AnyGame) -> bool) {
    let mut rng = JassRng::seed_from_u64(seed);
    while game.to_act().is_some() && !stop(game) {
        assert!(random_step(game, &mut rng), "a seat to act has an action");
    }
}

/// Applies one legal action of `game` drawn by `rng`, never a claim;
/// `false` if there is none (the game is over).
pub(crate) fn random_step(game: &mut AnyGame, rng: &mut JassRng) -> bool {
    let actions: Vec<Action> = game
        .legal_actions()
        .iter()
        .copied()
        .filter(|a| !matches!(a, Action::Claim(_)))
        .collect();
    let Some(len) = u32::try_from(actions.len()).ok().filter(|&len| len > 0) else {
        return false;
    };
    game.apply(actions[rng.below(len) as usize]).unwrap();
    true
}

pub(crate) fn finished(kind: GameKind, seed: u64) -> AnyGame {
    let mut game = new_game(kind, preset(kind).with_target(300), seed);
    play_until(&mut game, seed, |_| false);
    assert!(game.is_over());
    game
}
