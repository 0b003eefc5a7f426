//! The module-level functions: legal cards, trick winners, points, dealing.

use jass_core::{JassRng, Phase, PlayRules, PointTable, TrickPlace};
use pyo3::prelude::*;
use pyo3::types::PyString;

use crate::card_set::PyCardSet;
use crate::convert::{
    CardArg, CardSetArg, ContractArg, RulesArg, TextUse, TrickArg, text_for, wrong_type,
};
use crate::error::Error;

/// The phase of play whose rules apply: `"main"` (all of Schieber and
/// Jass für zwei, Schmaus once the talon is gone) or `"talon"` (while a
/// Schmaus talon still has face-down cards, RULES.md §6 phase 1), as C's
/// `jass_phase`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PhaseArg {
    /// The main phase: `Rules::play`.
    Main,
    /// The Schmaus talon phase: `Rules::talon_play`.
    Talon,
}

impl PhaseArg {
    /// The play rules of this phase under `rules`.
    fn play(self, rules: Option<RulesArg>) -> PlayRules {
        let phase = match self {
            PhaseArg::Main => Phase::Main,
            PhaseArg::Talon => Phase::Talon,
        };
        RulesArg::or_default(rules).play_in(phase)
    }
}

impl<'py> FromPyObject<'_, 'py> for PhaseArg {
    type Error = Error;

    fn extract(obj: Borrowed<'_, 'py, PyAny>) -> Result<Self, Self::Error> {
        let Ok(name) = obj.cast::<PyString>() else {
            return Err(wrong_type("a phase (\"main\" or \"talon\")", &obj));
        };
        match &*text_for(&name, "a phase", TextUse::Value)? {
            "main" => Ok(PhaseArg::Main),
            "talon" => Ok(PhaseArg::Talon),
            other => Err(Error::Value {
                message: format!("unknown phase {other:?} (known: \"main\", \"talon\")"),
            }),
        }
    }
}

/// The cards of `hand` that may be played to `trick` (RULES.md §3).
///
/// Args:
///     hand: The player's cards: a `CardSet`, a string such as `"HA H10"`
///         or an iterable of cards.
///     trick: The cards already in the trick, in play order (the led card
///         first): a list or tuple of cards, a string such as `"HA H10"`,
///         or a `Trick`. Empty when the player leads. Cards are read as a
///         trick at a table of up to six; a `Trick` is complete at its own
///         table.
///     contract: A `Contract`, a `Suit` (trump) or a contract name.
///     rules: A `Rules`, a preset name, or `None` for the default rules.
///     phase: `"main"`, or `"talon"` while a Schmaus talon still has
///         face-down cards (RULES.md §6 phase 1: play is free under ⚙
///         `talon_phase_free_play`).
///
/// Returns:
///     The legal cards; never empty for a non-empty hand.
///
/// Raises:
///     ParseError: If a card or contract cannot be read, a card is listed
///         twice, or there are more than six cards.
///     IllegalMoveError: If the trick is complete (six cards, or a `Trick`
///         with a card from every player) or shares a card with the hand
///         (the hand and trick are of one pack: under the double pack a
///         game's own `legal_cards()` answers).
///     RulesError: If `rules` names an unknown preset.
///     ValueError: If `phase` is neither `"main"` nor `"talon"`.
///     TypeError: If an argument is of a type the function does not take.
#[pyfunction]
#[pyo3(
    signature = (hand, trick, contract, rules = None, *, phase = PhaseArg::Main),
    text_signature = "(hand, trick, contract, rules=None, *, phase=\"main\")"
)]
pub(crate) fn legal_cards(
    hand: CardSetArg,
    trick: TrickArg,
    contract: ContractArg,
    rules: Option<RulesArg>,
    phase: PhaseArg,
) -> Result<PyCardSet, Error> {
    let trick = trick.open(hand.0)?;
    let play = phase.play(rules);
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
///     phase: `"main"` or `"talon"`, as for `legal_cards`.
///
/// Returns:
///     `True` if the card is in the hand and the rules allow it.
///
/// Raises:
///     ParseError: If a card or contract cannot be read, a card is listed
///         twice, or there are more than six cards.
///     IllegalMoveError: If the trick is complete (as for `legal_cards`) or
///         shares a card with the hand.
///     RulesError: If `rules` names an unknown preset.
///     ValueError: If `phase` is neither `"main"` nor `"talon"`.
///     TypeError: If an argument is of a type the function does not take.
#[pyfunction]
#[pyo3(
    signature = (card, hand, trick, contract, rules = None, *, phase = PhaseArg::Main),
    text_signature = "(card, hand, trick, contract, rules=None, *, phase=\"main\")"
)]
pub(crate) fn is_legal(
    card: CardArg,
    hand: CardSetArg,
    trick: TrickArg,
    contract: ContractArg,
    rules: Option<RulesArg>,
    phase: PhaseArg,
) -> Result<bool, Error> {
    let trick = trick.open(hand.0)?;
    let play = phase.play(rules);
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
///     phase: `"main"` or `"talon"`, as for `legal_cards`.
///
/// Raises:
///     IllegalMoveError: If the card may not be played; the message says
///         why ("card S9 does not follow hearts, which the hand holds").
///     ParseError: If a card or contract cannot be read, a card is listed
///         twice, or there are more than six cards.
///     RulesError: If `rules` names an unknown preset.
///     ValueError: If `phase` is neither `"main"` nor `"talon"`.
///     TypeError: If an argument is of a type the function does not take.
#[pyfunction]
#[pyo3(
    signature = (card, hand, trick, contract, rules = None, *, phase = PhaseArg::Main),
    text_signature = "(card, hand, trick, contract, rules=None, *, phase=\"main\")"
)]
pub(crate) fn check_play(
    card: CardArg,
    hand: CardSetArg,
    trick: TrickArg,
    contract: ContractArg,
    rules: Option<RulesArg>,
    phase: PhaseArg,
) -> Result<(), Error> {
    let play = phase.play(rules);
    let trick = trick.partial()?;
    jass_core::check_play(card.0, hand.0, &trick, contract.0, play)?;
    Ok(trick.check_hand(hand.0)?)
}

/// The index (into `trick`, in play order) of the card that wins the trick
/// so far: the highest trump, else the highest card of the suit led.
///
/// Args:
///     trick: One to six cards in play order, the led card first (a
///         list, tuple or string), or a `Trick` of any table, complete or
///         not. Of two identical cards (a `Trick` of the double pack) the
///         later one wins.
///     contract: A `Contract`, a `Suit` (trump) or a contract name.
///
/// Returns:
///     The winning card's position, 0 for the led card.
///
/// Raises:
///     JassError: If the trick is empty.
///     ParseError: If a card or contract cannot be read, a card is listed
///         twice, or there are more than six cards.
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
///     trick: Up to six cards (a list, tuple or string; order does not
///         matter for points), or a `Trick` of any table.
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
///         twice, or there are more than six cards.
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
    JassRng::seed_from_u64(seed).deal().0[..4]
        .iter()
        .map(|&hand| PyCardSet(hand))
        .collect()
}
