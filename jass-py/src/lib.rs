//! Python bindings for the jass rules engine: the extension module
//! `jass_engine._jass`, re-exported by the `jass_engine` package.
//!
//! The bindings only convert, validate and forward: every rule lives in
//! `jass-core`. Value types (`Card`, `CardSet`, `Contract`, `Rules`) are
//! frozen Python classes wrapping the engine's `Copy` values; functions
//! accept those objects directly (the fast path) or strings and iterables
//! (read once, with typed errors).
//!
//! Layout: `error` (exceptions and the one conversion from engine errors),
//! `convert` (argument reading), one module per Python class, and
//! `functions` for the module-level functions.

#![allow(
    clippy::trivially_copy_pass_by_ref,
    reason = "PyO3 methods take `&self`, also on the small `Copy` values the classes wrap"
)]
#![allow(
    clippy::wrong_self_convention,
    reason = "Python names (`to_numpy`, `to_json`) on PyO3 methods, which take `&self`"
)]
#![allow(
    clippy::needless_pass_by_value,
    reason = "PyO3 extracts arguments by value"
)]

mod action;
mod bots;
mod card;
mod card_set;
mod contract;
mod convert;
mod error;
mod functions;
mod game;
mod jasskit;
mod observation;
mod position;
mod rules;
mod simulate;
mod solver;
mod weis;

/// The jass rules engine (Swiss Jass card games), from Rust.
#[pyo3::pymodule]
mod _jass {
    use pyo3::prelude::*;

    #[pymodule_export]
    use crate::action::{
        PyAction, PyAnnounce, PyChooseRow, PyClaim, PyDeclare, PyPass, PyPlay, PyPredict, PyRob,
        PyShove,
    };
    #[pymodule_export]
    use crate::bots::{PyRandomBot, PyRuleOfThumbBot};
    #[pymodule_export]
    use crate::card::{PyCard, PyRank, PySuit};
    #[pymodule_export]
    use crate::card_set::{CardSetIter, PyCardSet};
    #[pymodule_export]
    use crate::contract::PyContract;
    #[pymodule_export]
    use crate::error::{IllegalMoveError, JassError, ParseError, RulesError};
    #[pymodule_export]
    use crate::functions::{
        card_points, check_play, deal, is_legal, legal_cards, trick_points, trick_winner,
    };
    #[pymodule_export]
    use crate::game::{
        PyCoiffeurGame, PyDifferenzlerGame, PyGame, PyHindersiGame, PyMittlereGame, PySchieberGame,
        PySchmausGame, PyZweierGame,
    };
    #[pymodule_export]
    use crate::jasskit::{
        jasskit_contract_of_trump, jasskit_game_from_json, jasskit_game_to_json,
        jasskit_player_of_seat, jasskit_rules, jasskit_seat_of_player, jasskit_trump_of_contract,
    };
    #[pymodule_export]
    use crate::observation::{_observation_from_json, PyObservation, PyTrick};
    #[pymodule_export]
    use crate::position::PyPosition;
    #[pymodule_export]
    use crate::rules::PyRules;
    #[pymodule_export]
    use crate::simulate::{simulate_games, simulate_hands};
    #[pymodule_export]
    use crate::solver::{
        _solution_from_parts, PyPimcBot, PySolution, PySolver, arena_report, count_deals,
        run_arena, sample_deals, solve, solve_many, solve_value, solve_value_many,
    };
    #[pymodule_export]
    use crate::weis::{
        PyComparisonStep, PyWeis, all_melds, best_weis, compare_weis, declarable_melds,
        explain_weis, stoeck,
    };

    #[pymodule_init]
    fn init(module: &Bound<'_, PyModule>) -> PyResult<()> {
        module.add("__version__", env!("CARGO_PKG_VERSION"))
    }
}
