//! A Schieber position with every hand visible: what the solver takes,
//! built from a game, from a seat's observation and a deal of the hidden
//! cards, or from its parts.

use jass_core::solver::Position;
use jass_core::{AnyGame, BySeat, ByTeam, CardSet, Seat};
use pyo3::prelude::*;

use crate::action::team_from;
use crate::card_set::PyCardSet;
use crate::contract::PyContract;
use crate::convert::{CardArg, CardSetArg, ContractArg, RulesArg, type_name};
use crate::error::Error;
use crate::game::PyGame;
use crate::observation::{PyObservation, PyTrick};
use crate::rules::PyRules;

/// The arguments of `Position(...)` that give a position back.
type PositionArgs = (
    Vec<PyCardSet>,
    PyTrick,
    PyContract,
    usize,
    (u8, u8),
    PyRules,
);

/// A moment of a four-player Schieber hand with every card known: what
/// `solve`, `solve_many`, `solve_value` and `solve_value_many` take
/// besides a game.
///
/// It holds the cards each seat still holds, the unfinished trick, the
/// contract, the declaring team, the tricks each team has won (which
/// decide whether the match bonus is still possible) and the rules. Cards
/// of completed tricks are gone: their points are already counted.
///
/// Args:
///     hands: The cards each seat holds, seat 0 first: four `CardSet`s
///         (or anything `CardSet` reads, such as `"HA H10"`).
///     trick: The unfinished trick, a `Trick` of four players: its leader
///         and the cards played to it (`Trick(leader)` at a trick's start).
///     contract: A `Contract`, a `Suit` (trump) or a contract name.
///     declarers: The declaring team, 0 or 1: the values are its points.
///     tricks_won: The tricks each team has won so far, team 0 first.
///     rules: A `Rules`, a preset name, or `None` for the default rules.
///
/// Raises:
///     ParseError: If a card or the contract cannot be read, `declarers`
///         is not a team, a card is held twice or is in a hand and the
///         trick, a seat holds another number of cards than the tricks
///         won and the trick require, or the hands hold as many cards as
///         one another but the tricks won and left do not make nine.
///     ValueError: For a trick of another number of players or rules of
///         another table (five or six players, the double pack), a
///         complete trick (four cards: count it in `tricks_won`), or not
///         four hands.
///     RulesError: For invalid rules.
///     JassError: If every hand is empty and no trick is begun: the hand is
///         over, as `from_game` and `solve` say of a game whose hand is.
#[pyclass(name = "Position", module = "jass_engine._jass", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct PyPosition(pub(crate) Position);

#[pymethods]
impl PyPosition {
    #[new]
    #[pyo3(
        signature = (hands, trick, contract, declarers, tricks_won = (0, 0), rules = None),
        text_signature = "(hands, trick, contract, declarers, tricks_won=(0, 0), rules=None)"
    )]
    fn new(
        hands: Vec<CardSetArg>,
        trick: PyRef<'_, PyTrick>,
        contract: ContractArg,
        declarers: i64,
        tricks_won: (u8, u8),
        rules: Option<RulesArg>,
    ) -> Result<PyPosition, Error> {
        let declarers = team_from(declarers)?;
        Ok(PyPosition(Position::try_new(
            four_hands(hands)?,
            trick.0,
            contract.0,
            declarers,
            ByTeam([tricks_won.0, tricks_won.1]),
            &RulesArg::or_default(rules),
        )?))
    }

    /// Pickles as `Position(hands, trick, contract, declarers, tricks_won,
    /// rules)`.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> (Bound<'py, PyAny>, PositionArgs) {
        let position = slf.get();
        (
            slf.get_type().into_any(),
            (
                position.hands(),
                position.trick(),
                position.contract(),
                position.declarers(),
                position.tricks_won(),
                position.rules(),
            ),
        )
    }

    /// The position of the current hand of a Schieber game.
    ///
    /// Raises:
    ///     JassError: Before the contract is named, after the hand or once
    ///         the game is over (a game may end in the middle of a hand).
    ///     ValueError: For a game other than Schieber.
    #[staticmethod]
    pub(crate) fn from_game(game: PyRef<'_, PyGame>) -> Result<PyPosition, Error> {
        match &game.0 {
            AnyGame::Schieber(game) => Ok(PyPosition(Position::from_game(game)?)),
            _ => Err(Error::Value {
                message: "the solver plays Schieber only".into(),
            }),
        }
    }

    /// The position of the moment a seat observes, with `hands` the cards
    /// each seat holds: a deal of the hidden cards such as `sample_deals`
    /// draws for the observation, so that a bot of one's own can solve the
    /// deals it samples. The trick, the contract, the declarers, the
    /// tricks won and the rules are the observation's.
    ///
    /// Args:
    ///     observation: A seat's `Observation` of a Schieber game of four.
    ///     hands: The cards each seat holds, seat 0 first (four `CardSet`s
    ///         or anything `CardSet` reads).
    ///
    /// Raises:
    ///     JassError: Before the contract is named, after the hand or once
    ///         the game is over (a game may end in the middle of a hand).
    ///     ValueError: For another game or a table of another size, or not
    ///         four hands.
    ///     ParseError: If a card cannot be read, or `hands` do not fit the
    ///         hand observed (a card held twice or already played in it, a
    ///         seat with the wrong number of cards, the observer not given
    ///         its own hand, a seat not given a card of a meld it scored
    ///         or the stöck it announced, or given a card of a suit it has
    ///         shown void in). Every deal `sample_deals` draws is accepted.
    #[staticmethod]
    fn from_observation(
        observation: PyRef<'_, PyObservation>,
        hands: Vec<CardSetArg>,
    ) -> Result<PyPosition, Error> {
        Ok(PyPosition(Position::from_observation(
            &observation.0,
            four_hands(hands)?,
        )?))
    }

    /// The position of the moment a seat observes, with `hands` checked
    /// against what every seat has seen only: as `from_observation`, but
    /// the observer need not hold its own hand (only the cards it has
    /// shown), for a deal drawn for another seat; C's `jass_solve_deal`
    /// reads its deals so.
    ///
    /// Args:
    ///     observation: Any seat's `Observation` of a Schieber game of four.
    ///     hands: The cards each seat holds, as for `from_observation`.
    ///
    /// Raises:
    ///     As `from_observation`, but the observer's own hand is not
    ///     checked.
    #[staticmethod]
    fn from_table_view(
        observation: PyRef<'_, PyObservation>,
        hands: Vec<CardSetArg>,
    ) -> Result<PyPosition, Error> {
        Ok(PyPosition(Position::from_table_view(
            &observation.0,
            four_hands(hands)?,
        )?))
    }

    /// The cards each seat holds, seat 0 first.
    #[getter]
    fn hands(&self) -> Vec<PyCardSet> {
        [Seat::S0, Seat::S1, Seat::S2, Seat::S3]
            .map(|s| PyCardSet(self.0.hands()[s]))
            .to_vec()
    }

    /// The unfinished trick (without cards at a trick's start).
    #[getter]
    fn trick(&self) -> PyTrick {
        PyTrick(*self.0.trick())
    }

    /// The contract.
    #[getter]
    fn contract(&self) -> PyContract {
        PyContract(self.0.contract())
    }

    /// The declaring team, 0 or 1, whose points the solver's values are.
    #[getter]
    fn declarers(&self) -> usize {
        self.0.declarers().index()
    }

    /// The tricks each team has won before this position, team 0 first.
    #[getter]
    fn tricks_won(&self) -> (u8, u8) {
        let ByTeam([first, second]) = self.0.tricks_won();
        (first, second)
    }

    /// The rules.
    #[getter]
    fn rules(&self) -> PyRules {
        PyRules(*self.0.rules())
    }

    /// The seat to play.
    #[getter]
    fn to_move(&self) -> usize {
        self.0.to_move().index()
    }

    /// The tricks left to play, the unfinished one included.
    #[getter]
    fn tricks_left(&self) -> usize {
        self.0.tricks_left()
    }

    /// The legal cards of the seat to play.
    fn legal_cards(&self) -> PyCardSet {
        PyCardSet(self.0.legal_cards())
    }

    /// The position after the seat to play plays `card`, or `None` if that
    /// card ends the hand.
    ///
    /// Raises:
    ///     IllegalMoveError: If `card` is not a legal card of the seat to
    ///         play.
    ///     ParseError: If the card cannot be read.
    fn after(&self, card: CardArg) -> Result<Option<PyPosition>, Error> {
        self.check_play(card.0)?;
        Ok(self.0.after(card.0).map(PyPosition))
    }

    /// The points the declaring team takes from the unfinished trick if
    /// `card` completes it, with the last-trick and match bonuses in the
    /// last trick; `None` if `card` does not complete the trick.
    ///
    /// Raises:
    ///     IllegalMoveError: If `card` is not a legal card of the seat to
    ///         play.
    ///     ParseError: If the card cannot be read.
    fn trick_points(&self, card: CardArg) -> Result<Option<u16>, Error> {
        self.check_play(card.0)?;
        Ok(self.0.trick_points(card.0))
    }

    /// `<Position to_move=1 tricks_left=5 contract=obenabe declarers=0>`.
    fn __repr__(&self) -> String {
        format!(
            "<Position to_move={} tricks_left={} contract={} declarers={} tricks_won={:?} trick={}>",
            self.0.to_move().index(),
            self.0.tricks_left(),
            self.0.contract(),
            self.0.declarers().index(),
            self.tricks_won(),
            PyTrick(*self.0.trick()).repr(),
        )
    }
}

impl PyPosition {
    /// Why the seat to play may not play `card` (the core's typed error),
    /// if it may not.
    fn check_play(&self, card: jass_core::Card) -> Result<(), Error> {
        let position = &self.0;
        let trick = position.trick().partial().unwrap_or_default();
        jass_core::check_play(
            card,
            position.hands()[position.to_move()],
            &trick,
            position.contract(),
            position.rules().play(),
        )?;
        Ok(())
    }
}

/// The four hands of a position, seat 0 first.
fn four_hands(hands: Vec<CardSetArg>) -> Result<BySeat<CardSet>, Error> {
    let count = hands.len();
    let hands: [CardSetArg; 4] = hands.try_into().map_err(|_| Error::Value {
        message: format!("a position has four hands, got {count}"),
    })?;
    Ok(BySeat::four(hands.map(|h| h.0)))
}

/// The position the solver's functions take: a `Position` as it is, or
/// the current hand of a Schieber game.
pub(crate) fn position_of(obj: &Bound<'_, PyAny>) -> Result<Position, Error> {
    if let Ok(position) = obj.cast::<PyPosition>() {
        return Ok(position.get().0);
    }
    if let Ok(game) = obj.cast::<PyGame>() {
        return PyPosition::from_game(game.borrow()).map(|p| p.0);
    }
    Err(Error::Type {
        expected: "a SchieberGame or a Position",
        got: type_name(obj),
    })
}
