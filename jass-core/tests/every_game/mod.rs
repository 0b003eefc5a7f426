//! One game of every kind and table, shared by the tests of observations.

use jass_core::{
    AnyGame, CoiffeurGame, DifferenzlerGame, GameKind, HindersiGame, MittlereGame, NewGameError,
    Players, Rules, SchieberGame, SchmausGame, ZweierGame,
};

/// Every preset and the game it is for.
#[allow(
    dead_code,
    reason = "only the long run of the observation checks uses it"
)]
pub(crate) const PRESETS: [(&str, GameKind); 14] = [
    ("schieber", GameKind::Schieber),
    ("schieber_3000", GameKind::Schieber),
    ("schieber_1000", GameKind::Schieber),
    ("schieber_uri", GameKind::Schieber),
    ("schieber_five", GameKind::Schieber),
    ("schieber_six", GameKind::Schieber),
    ("schieber_six_double", GameKind::Schieber),
    ("schmaus", GameKind::Schmaus),
    ("zweier", GameKind::Zweier),
    ("coiffeur_8", GameKind::Coiffeur),
    ("coiffeur_10", GameKind::Coiffeur),
    ("differenzler", GameKind::Differenzler),
    ("hindersi", GameKind::Hindersi),
    ("mittlere", GameKind::Mittlere),
];

/// A new game of `kind` under `rules`, its deals drawn from `seed`.
#[allow(
    dead_code,
    reason = "only the long run of the observation checks uses it"
)]
pub(crate) fn new_game(kind: GameKind, rules: Rules, seed: u64) -> Result<AnyGame, NewGameError> {
    Ok(match kind {
        GameKind::Schieber => SchieberGame::new(rules, seed)?.into(),
        GameKind::Schmaus => SchmausGame::new(rules, seed)?.into(),
        GameKind::Zweier => ZweierGame::new(rules, seed)?.into(),
        GameKind::Coiffeur => CoiffeurGame::new(rules, seed)?.into(),
        GameKind::Differenzler => DifferenzlerGame::new(rules, seed)?.into(),
        GameKind::Hindersi => HindersiGame::new(rules, seed)?.into(),
        GameKind::Mittlere => MittlereGame::new(rules, seed)?.into(),
    })
}

/// The game a preset is for.
pub(crate) fn kind_of(preset: &str) -> GameKind {
    PRESETS
        .iter()
        .find_map(|&(name, kind)| (name == preset).then_some(kind))
        .unwrap_or_else(|| panic!("no preset {preset}"))
}

/// A new game of `preset`'s game under `rules`, its deals drawn from `seed`.
pub(crate) fn preset_game(preset: &str, rules: Rules, seed: u64) -> AnyGame {
    new_game(kind_of(preset), rules, seed).unwrap_or_else(|e| panic!("{preset}: {e}"))
}

/// One game of every kind and table, dealt from `seed`, by preset name
/// (the solo games also at their table of three).
pub(crate) fn every_game(seed: u64) -> Vec<(&'static str, AnyGame)> {
    let tables = [
        ("schieber", "schieber", None),
        ("schieber_five", "schieber_five", None),
        ("schieber_six", "schieber_six", None),
        ("schieber_six_double", "schieber_six_double", None),
        ("schmaus", "schmaus", None),
        ("zweier", "zweier", None),
        ("coiffeur", "coiffeur_8", None),
        ("differenzler", "differenzler", None),
        ("differenzler_three", "differenzler", Some(Players::Three)),
        ("hindersi", "hindersi", None),
        ("hindersi_three", "hindersi", Some(Players::Three)),
        ("mittlere", "mittlere", None),
    ];
    tables
        .into_iter()
        .map(|(name, preset, players)| {
            let rules = Rules::preset(preset).unwrap();
            let rules = players.map_or(rules, |players| rules.with_players(players));
            (name, preset_game(preset, rules, seed))
        })
        .collect()
}
