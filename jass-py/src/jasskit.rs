//! jass-kit interop (`jass_core::jasskit`): player, trump and game-state
//! conversions. Python reaches them through `jass_engine.interop.jasskit`,
//! which documents them for users; here they carry a `jasskit_` prefix.

use jass_core::{AnyGame, FirstForehand, Game, Hand, Players, SchieberGame, jasskit};
use pyo3::prelude::*;
use pyo3::types::PyString;

use crate::action::seat_for_core;
use crate::contract::PyContract;
use crate::convert::{ContractArg, RulesArg, TextUse, text_for};
use crate::error::Error;
use crate::game::{PyGame, game_object};
use crate::rules::PyRules;

/// Our seat of jass-kit's player `player`: `(4 - player) % 4`.
///
/// Args:
///     player: jass-kit's player number, 0..4 (clockwise).
///
/// Returns:
///     The seat, 0..4 (in play order).
///
/// Raises:
///     ParseError: If `player` is not in 0..4.
#[pyfunction]
pub(crate) fn jasskit_seat_of_player(player: i64) -> Result<usize, Error> {
    Ok(jasskit::seat_of_player(player)?.index())
}

/// jass-kit's player number of our seat.
///
/// Args:
///     seat: The seat, 0 to 3.
///
/// Returns:
///     jass-kit's player number, 0 to 3.
///
/// Raises:
///     ParseError: If `seat` does not sit at jass-kit's table of four
///         (seats 0 to 3).
#[pyfunction]
pub(crate) fn jasskit_player_of_seat(seat: i64) -> Result<u8, Error> {
    Ok(jasskit::player_of_seat(seat_for_core(
        seat,
        Players::Four,
    )?)?)
}

/// Our contract of jass-kit's trump number.
///
/// Args:
///     trump: 0..6: ♦, ♥, ♠, ♣, Obenabe, Undenufe.
///
/// Returns:
///     The contract.
///
/// Raises:
///     ParseError: If `trump` is not in 0..6.
#[pyfunction]
pub(crate) fn jasskit_contract_of_trump(trump: i64) -> Result<PyContract, Error> {
    Ok(PyContract(jasskit::contract_of_trump(trump)?))
}

/// jass-kit's trump number of a contract.
///
/// Args:
///     contract: A `Contract`, a `Suit` (trump) or a contract name.
///
/// Returns:
///     0..6: ♦, ♥, ♠, ♣, Obenabe, Undenufe.
///
/// Raises:
///     ParseError: If the contract cannot be read.
#[pyfunction]
pub(crate) fn jasskit_trump_of_contract(contract: ContractArg) -> u8 {
    jasskit::trump_of_contract(contract.0)
}

/// The rules jass-kit plays: Schieber without weis, stöck or match bonus,
/// every contract ×1, forehand right of the dealer.
///
/// Returns:
///     The rule set.
#[pyfunction]
pub(crate) fn jasskit_rules() -> PyRules {
    PyRules(jasskit::rules())
}

/// A Schieber game whose first hand is the jass-kit V0.2 game state
/// `state`, every move replayed and checked by our rules.
///
/// Args:
///     state: The JSON text of jass-kit's `GameState.to_json()`.
///     rules: The rules; jass-kit's own (`rules()`) if `None`. Forehand
///         sits right of the dealer whatever `first_forehand` says.
///
/// Returns:
///     The game, at the state's position.
///
/// Raises:
///     ParseError: If the state is malformed, of another version, has
///         out-of-range numbers, cards that are not a deal, or winners and
///         points our rules do not give.
///     IllegalMoveError: If a recorded move is illegal under our rules
///         (such as jass-kit's undertrump).
///     RulesError: If `rules` names an unknown preset or is invalid.
///     ValueError: If `rules` seat another table than four (jass-kit plays
///         four players only).
#[pyfunction]
#[pyo3(signature = (state, rules = None))]
pub(crate) fn jasskit_game_from_json<'py>(
    py: Python<'py>,
    state: &Bound<'py, PyString>,
    rules: Option<RulesArg>,
) -> Result<Bound<'py, PyGame>, Error> {
    let state = text_for(state, "a jass-kit game state", TextUse::Parse)?;
    let mut rules = rules.map_or_else(jasskit::rules, |r| r.0);
    rules.first_forehand = FirstForehand::RightOfDealer;
    let hand = jasskit::hand_from_json(&state, rules)?;
    let mut game = SchieberGame::with_deal(rules, 0, hand.dealt(), hand.dealer())?;
    for action in hand.actions() {
        game.apply(action)
            .map_err(|error| Error::Action { action, error })?;
    }
    Ok(game_object(py, AnyGame::from(game))?)
}

/// One hand of a Schieber game as a jass-kit V0.2 game state.
///
/// Args:
///     game: A `SchieberGame`.
///     hand_number: The hand to write (0 = the first); the current hand
///         (the last one, once the game is over) if `None`.
///
/// Returns:
///     The JSON text that jass-kit's `GameState.from_json` reads (after
///     `json.loads`).
///
/// Raises:
///     ParseError: If the game has no such hand.
///     ValueError: If the game is not a Schieber game or not at a table of
///         four (jass-kit plays Schieber for four players only).
#[pyfunction]
#[pyo3(signature = (game, hand_number = None))]
pub(crate) fn jasskit_game_to_json(
    game: PyRef<'_, PyGame>,
    hand_number: Option<i64>,
) -> Result<String, Error> {
    let AnyGame::Schieber(game) = &game.0 else {
        return Err(Error::Value {
            message: format!("jass-kit plays Schieber, not {}", game.0.kind().name()),
        });
    };
    let past = game.past_hands();
    let current = if game.is_over() {
        None
    } else {
        Some(game.hand())
    };
    let count = past.len() + usize::from(current.is_some());
    let number = match hand_number {
        None => count.saturating_sub(1),
        Some(n) => {
            usize::try_from(n)
                .ok()
                .filter(|&n| n < count)
                .ok_or(Error::IndexOutOfRange {
                    what: "hand",
                    index: n,
                    count,
                })?
        }
    };
    let hand = past
        .get(number)
        .map(|summary| &summary.hand)
        .or(current)
        .unwrap_or(game.hand());
    Ok(jasskit::hand_to_json(hand)?)
}
