//! One game of every kind and table, shared by the tests of observations.

use jass_core::{
    AnyGame, CoiffeurGame, DifferenzlerGame, HindersiGame, MittlereGame, Players, Rules,
    SchieberGame, SchmausGame, ZweierGame,
};

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
