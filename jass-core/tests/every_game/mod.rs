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

/// One game of every kind and table, dealt from `seed`, by preset name
/// (the solo games also at their table of three).
pub(crate) fn every_game(seed: u64) -> Vec<(&'static str, AnyGame)> {
    let rules = |name| Rules::preset(name).unwrap();
    vec![
        (
            "schieber",
            SchieberGame::new(rules("schieber"), seed).unwrap().into(),
        ),
        (
            "schieber_five",
            SchieberGame::new(rules("schieber_five"), seed)
                .unwrap()
                .into(),
        ),
        (
            "schieber_six",
            SchieberGame::new(rules("schieber_six"), seed)
                .unwrap()
                .into(),
        ),
        (
            "schieber_six_double",
            SchieberGame::new(rules("schieber_six_double"), seed)
                .unwrap()
                .into(),
        ),
        (
            "schmaus",
            SchmausGame::new(rules("schmaus"), seed).unwrap().into(),
        ),
        (
            "zweier",
            ZweierGame::new(rules("zweier"), seed).unwrap().into(),
        ),
        (
            "coiffeur",
            CoiffeurGame::new(rules("coiffeur"), seed).unwrap().into(),
        ),
        (
            "differenzler",
            DifferenzlerGame::new(rules("differenzler"), seed)
                .unwrap()
                .into(),
        ),
        (
            "differenzler_three",
            DifferenzlerGame::new(rules("differenzler").with_players(Players::Three), seed)
                .unwrap()
                .into(),
        ),
        (
            "hindersi",
            HindersiGame::new(rules("hindersi"), seed).unwrap().into(),
        ),
        (
            "hindersi_three",
            HindersiGame::new(rules("hindersi").with_players(Players::Three), seed)
                .unwrap()
                .into(),
        ),
        (
            "mittlere",
            MittlereGame::new(rules("mittlere"), seed).unwrap().into(),
        ),
    ]
}
