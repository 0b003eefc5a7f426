//! The module-level functions: legal cards, trick winners, points, dealing.

use jass_core::{JassRng, PointTable, TrickPlace};
use pyo3::prelude::*;

use crate::card_set::PyCardSet;
use crate::convert::{CardArg, CardSetArg, ContractArg, RulesArg, TrickArg};
use crate::error::Error;

/// The cards of `hand` that may be played to `trick` (RULES.md §3).
///
/// Args:
///     hand: The player's cards: a `CardSet`, a string such as `"HA H10"`
///         or an iterable of cards.
///     trick: The cards already in the trick, in play order (the led card
///         first): a list or tuple of cards, or a string such as `"HA H10"`.
///         Empty when the player leads.
///     contract: A `Contract`, a `Suit` (trump) or a contract name.
///     rules: A `Rules`, a preset name, or `None` for the default rules.
///
/// Returns:
///     The legal cards; never empty for a non-empty hand.
///
/// Raises:
///     ParseError: If a card or contract cannot be read, or a card is
///         listed twice.
///     IllegalMoveError: If the trick is complete or shares a card with the
///         hand.
///     RulesError: If `rules` names an unknown preset.
///     TypeError: If an argument is of a type the function does not take.
#[pyfunction]
#[pyo3(signature = (hand, trick, contract, rules = None))]
pub(crate) fn legal_cards(
    hand: CardSetArg,
    trick: TrickArg,
    contract: ContractArg,
    rules: Option<RulesArg>,
) -> Result<PyCardSet, Error> {
    let trick = trick.open(hand.0)?;
    let play = RulesArg::or_default(rules).play();
    Ok(PyCardSet(jass_core::legal_cards(
        hand.0, &trick, contract.0, play,
    )))
}

/// Whether `card` may be played from `hand` to `trick`; agrees with
/// `legal_cards`.
///
/// Args:
///     card: The card to play.
///     hand: The player's cards.
///     trick: The cards already in the trick, in play order.
///     contract: A `Contract`, a `Suit` (trump) or a contract name.
///     rules: A `Rules`, a preset name, or `None` for the default rules.
///
/// Returns:
///     `True` if the card is in the hand and the rules allow it.
///
/// Raises:
///     ParseError: If a card or contract cannot be read.
///     IllegalMoveError: If the trick is complete or shares a card with the
///         hand.
///     RulesError: If `rules` names an unknown preset.
///     TypeError: If an argument is of a type the function does not take.
#[pyfunction]
#[pyo3(signature = (card, hand, trick, contract, rules = None))]
pub(crate) fn is_legal(
    card: CardArg,
    hand: CardSetArg,
    trick: TrickArg,
    contract: ContractArg,
    rules: Option<RulesArg>,
) -> Result<bool, Error> {
    let trick = trick.open(hand.0)?;
    let play = RulesArg::or_default(rules).play();
    Ok(jass_core::is_legal(
        card.0, hand.0, &trick, contract.0, play,
    ))
}

/// Checks that `card` may be played from `hand` to `trick`, naming the rule
/// that forbids it if not.
///
/// Args:
///     card: The card to play.
///     hand: The player's cards.
///     trick: The cards already in the trick, in play order.
///     contract: A `Contract`, a `Suit` (trump) or a contract name.
///     rules: A `Rules`, a preset name, or `None` for the default rules.
///
/// Raises:
///     IllegalMoveError: If the card may not be played; the message says
///         why ("card S9 does not follow hearts, which the hand holds").
///     ParseError: If a card or contract cannot be read.
///     RulesError: If `rules` names an unknown preset.
///     TypeError: If an argument is of a type the function does not take.
#[pyfunction]
#[pyo3(signature = (card, hand, trick, contract, rules = None))]
pub(crate) fn check_play(
    card: CardArg,
    hand: CardSetArg,
    trick: TrickArg,
    contract: ContractArg,
    rules: Option<RulesArg>,
) -> Result<(), Error> {
    let play = RulesArg::or_default(rules).play();
    let trick = trick.partial()?;
    jass_core::check_play(card.0, hand.0, &trick, contract.0, play)?;
    Ok(trick.check_hand(hand.0)?)
}

/// The index (into `trick`, in play order) of the card that wins the trick
/// so far: the highest trump, else the highest card of the suit led.
///
/// Args:
///     trick: One to four cards in play order, the led card first.
///     contract: A `Contract`, a `Suit` (trump) or a contract name.
///
/// Returns:
///     The winning card's position, 0 for the led card.
///
/// Raises:
///     JassError: If the trick is empty.
///     ParseError: If a card or contract cannot be read, a card is listed
///         twice, or there are more than four cards.
///     TypeError: If an argument is of a type the function does not take.
#[pyfunction]
pub(crate) fn trick_winner(trick: TrickArg, contract: ContractArg) -> Result<usize, Error> {
    jass_core::trick_winner(trick.cards(), contract.0).ok_or(Error::EmptyTrick)
}

/// The points `card` counts under `contract` (RULES.md §2).
///
/// Args:
///     card: A `Card` or card text.
///     contract: A `Contract`, a `Suit` (trump) or a contract name.
///     rules: A `Rules`, a preset name, or `None` for the default rules
///         (the options `undenufe_values` and `card_values` matter).
///
/// Returns:
///     The card's points: the trump jack (Puur) 20, the trump nine (Näll) 14 ….
///
/// Raises:
///     ParseError: If the card or contract cannot be read.
///     RulesError: If `rules` names an unknown preset.
///     TypeError: If an argument is of a type the function does not take.
#[pyfunction]
#[pyo3(signature = (card, contract, rules = None))]
pub(crate) fn card_points(card: CardArg, contract: ContractArg, rules: Option<RulesArg>) -> u16 {
    PointTable::new(contract.0, &RulesArg::or_default(rules)).card(card.0)
}

/// The points of a trick: its cards, plus the last-trick bonus if `last`.
///
/// Args:
///     trick: Up to four cards (a list, tuple or string; order does not
///         matter for points).
///     contract: A `Contract`, a `Suit` (trump) or a contract name.
///     rules: A `Rules`, a preset name, or `None` for the default rules.
///     last: Whether this is the last trick of a complete hand (adds 5
///         points with the standard values).
///
/// Returns:
///     The trick's points.
///
/// Raises:
///     ParseError: If a card or contract cannot be read, a card is listed
///         twice, or there are more than four cards.
///     RulesError: If `rules` names an unknown preset.
///     TypeError: If an argument is of a type the function does not take.
#[pyfunction]
#[pyo3(signature = (trick, contract, rules = None, *, last = false))]
pub(crate) fn trick_points(
    trick: TrickArg,
    contract: ContractArg,
    rules: Option<RulesArg>,
    last: bool,
) -> u16 {
    PointTable::new(contract.0, &RulesArg::or_default(rules))
        .trick(trick.cards(), TrickPlace::last_if(last))
}

/// Deals four random hands of nine cards from a seed.
///
/// The same seed gives the same deal in every version of the engine (the
/// engine's seeded xoshiro256++ generator and shuffle).
///
/// Args:
///     seed: Any integer in 0..2**64.
///
/// Returns:
///     A new list of four `CardSet`s, seat 0 first.
///
/// Raises:
///     OverflowError: If `seed` is negative or does not fit in 64 bits.
#[pyfunction]
pub(crate) fn deal(seed: u64) -> Vec<PyCardSet> {
    JassRng::seed_from_u64(seed)
        .deal()
        .0
        .map(PyCardSet)
        .to_vec()
}
