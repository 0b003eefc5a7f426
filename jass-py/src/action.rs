//! Actions as small frozen value classes: `Play`, `Declare`, `Shove`,
//! `Announce`, `Pass`, `Rob`, `Claim` and `ChooseRow`, all subclasses of
//! `Action`.

use jass_core::{Action, Card, Contract, Players, Seat, SeatOutOfRange, SeatRange, Team};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyTuple;

use crate::card::{PyCard, card_object};
use crate::contract::PyContract;
use crate::convert::{CardArg, ContractArg, index_from, wrong_type};
use crate::error::Error;
use crate::weis::{PyWeis, WeisArg};

/// Something a player does in a game: the base class of `Play`,
/// `Declare`, `Shove`, `Announce`, `Pass`, `Rob`, `Claim` and `ChooseRow`.
///
/// Actions are immutable, hashable values: `Play(Card("HA")) ==
/// Play("HA")`. `repr` evaluates back (`Declare(Contract.HEARTS)`); `str`
/// is players' words (`"play ♥A"`, `"declare trump ♥"`).
#[pyclass(
    name = "Action",
    module = "jass_engine._jass",
    subclass,
    frozen,
    eq,
    hash
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct PyAction(pub(crate) Action);

#[pymethods]
impl PyAction {
    /// Players' words: `"play ♥A"`, `"declare trump ♥"`, `"shove"`.
    fn __str__(&self) -> String {
        self.0.to_string()
    }

    /// An expression that evaluates back to the action:
    /// `Play(Card("HA"))`, `Declare(Contract.OBENABE)`, `Shove()`.
    fn __repr__(&self) -> String {
        match self.0 {
            Action::Play(card) => format!("Play(Card(\"{card}\"))"),
            Action::Declare(contract) => {
                format!("Declare(Contract.{})", contract.name().to_uppercase())
            }
            Action::Shove => "Shove()".into(),
            Action::Announce(meld) => format!("Announce(Weis(\"{meld}\"))"),
            Action::Pass => "Pass()".into(),
            Action::Rob => "Rob()".into(),
            Action::Claim(seat) => format!("Claim({})", seat.index()),
            Action::ChooseRow { row, contract } => {
                format!(
                    "ChooseRow({row}, Contract.{})",
                    contract.name().to_uppercase()
                )
            }
            Action::Predict(points) => format!("Predict({points})"),
        }
    }

    /// Pickles as the subclass called with its argument.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyAny>)> {
        let py = slf.py();
        let args = match slf.get().0 {
            Action::Play(card) => PyTuple::new(py, [card_object(py, card)?.into_any()])?,
            Action::Declare(contract) => {
                PyTuple::new(py, [Bound::new(py, PyContract(contract))?.into_any()])?
            }
            Action::Announce(meld) => PyTuple::new(py, [Bound::new(py, PyWeis(meld))?.into_any()])?,
            Action::Claim(seat) => PyTuple::new(py, [seat.index()])?,
            Action::ChooseRow { row, contract } => PyTuple::new(
                py,
                [
                    row.into_pyobject(py)?.into_any(),
                    Bound::new(py, PyContract(contract))?.into_any(),
                ],
            )?,
            Action::Predict(points) => PyTuple::new(py, [points])?,
            Action::Shove | Action::Pass | Action::Rob => PyTuple::empty(py),
        };
        Ok((slf.get_type().into_any(), args.into_any()))
    }
}

/// Where each cached action object sits: the 36 plays by card index, the
/// six declarations, shove, pass, rob and the claims of the six seats.
const PLAYS: usize = 0;
const DECLARES: usize = 36;
const SHOVE: usize = 42;
const PASS: usize = 43;
const ROB: usize = 44;
const CLAIMS: usize = 45;
const CACHED: usize = CLAIMS + Players::MAX;

/// The action objects without a weis, made once (a game loop asks for the
/// legal actions at every step).
static ACTIONS: PyOnceLock<Vec<Py<PyAction>>> = PyOnceLock::new();

/// A new Python object for `action`, of its subclass.
fn new_action_object(py: Python<'_>, action: Action) -> PyResult<Bound<'_, PyAction>> {
    let base = PyClassInitializer::from(PyAction(action));
    let object = match action {
        Action::Play(_) => Bound::new(py, base.add_subclass(PyPlay))?.into_super(),
        Action::Declare(_) => Bound::new(py, base.add_subclass(PyDeclare))?.into_super(),
        Action::Shove => Bound::new(py, base.add_subclass(PyShove))?.into_super(),
        Action::Announce(_) => Bound::new(py, base.add_subclass(PyAnnounce))?.into_super(),
        Action::Pass => Bound::new(py, base.add_subclass(PyPass))?.into_super(),
        Action::Rob => Bound::new(py, base.add_subclass(PyRob))?.into_super(),
        Action::Claim(_) => Bound::new(py, base.add_subclass(PyClaim))?.into_super(),
        Action::ChooseRow { .. } => Bound::new(py, base.add_subclass(PyChooseRow))?.into_super(),
        Action::Predict(_) => Bound::new(py, base.add_subclass(PyPredict))?.into_super(),
    };
    Ok(object)
}

/// The Python object for `action`: shared for every action but
/// announcements.
pub(crate) fn action_object(py: Python<'_>, action: Action) -> PyResult<Bound<'_, PyAction>> {
    let slot = match action {
        Action::Play(card) => PLAYS + usize::from(card.index()),
        Action::Declare(contract) => DECLARES + contract.index(),
        Action::Shove => SHOVE,
        Action::Pass => PASS,
        Action::Rob => ROB,
        Action::Claim(seat) => CLAIMS + seat.index(),
        Action::Announce(_) | Action::ChooseRow { .. } | Action::Predict(_) => {
            return new_action_object(py, action);
        }
    };
    let cached = ACTIONS.get_or_try_init(py, || {
        (0..CACHED)
            .map(|slot| {
                let action = match slot {
                    DECLARES..SHOVE => Action::Declare(Contract::ALL[slot - DECLARES]),
                    SHOVE => Action::Shove,
                    PASS => Action::Pass,
                    ROB => Action::Rob,
                    CLAIMS.. => Action::Claim(Seat::ALL[slot - CLAIMS]),
                    _ => Action::Play(Card::from_index(slot as u8)),
                };
                new_action_object(py, action).map(Bound::unbind)
            })
            .collect::<PyResult<Vec<_>>>()
    })?;
    Ok(cached[slot].bind(py).clone())
}

/// The Python objects of `actions`, as a list.
pub(crate) fn action_list(
    py: Python<'_>,
    actions: impl IntoIterator<Item = Action>,
) -> PyResult<Vec<Bound<'_, PyAction>>> {
    actions
        .into_iter()
        .map(|action| action_object(py, action))
        .collect()
}

/// An action argument: an `Action`, or a `Card` for playing it.
pub(crate) struct ActionArg(pub(crate) Action);

impl<'py> FromPyObject<'_, 'py> for ActionArg {
    type Error = Error;

    fn extract(obj: Borrowed<'_, 'py, PyAny>) -> Result<Self, Self::Error> {
        if let Ok(action) = obj.cast::<PyAction>() {
            return Ok(ActionArg(action.get().0));
        }
        if let Ok(card) = obj.cast::<PyCard>() {
            return Ok(ActionArg(Action::Play(card.get().0)));
        }
        Err(wrong_type(
            "an action (Play, Declare, Shove, Announce, Pass, Rob, Claim, ChooseRow) or a Card to play",
            &obj,
        ))
    }
}

/// Reads a Python integer with `read`, one of the core's checks of a seat
/// or team number; a number no byte holds is refused as the core refuses
/// one out of `range`.
fn read_number<T>(
    index: i64,
    range: SeatRange,
    read: impl FnOnce(u8) -> Result<T, SeatOutOfRange>,
) -> Result<T, Error> {
    let byte = u8::try_from(index).map_err(|_| Error::Seat { index, range })?;
    Ok(read(byte)?)
}

/// Reads a seat at a table of `players` as the core's `Players::seat`
/// checks it: "seat 4 is not at a table of 4 (seats 0 to 3)".
pub(crate) fn seat_from(seat: i64, players: Players) -> Result<Seat, Error> {
    read_number(seat, SeatRange::Table(players), |index| players.seat(index))
}

/// Reads a seat of any table as the core's `Seat::try_from` checks it:
/// "seat 6 is out of range 0 to 5".
pub(crate) fn any_seat_from(seat: i64) -> Result<Seat, Error> {
    read_number(seat, SeatRange::Seat, Seat::try_from)
}

/// Reads a team as the core's `Team::try_from` checks it: "team 2 is out
/// of range 0 to 1".
pub(crate) fn team_from(team: i64) -> Result<Team, Error> {
    read_number(team, SeatRange::Team, Team::try_from)
}

/// Reads a seat for a function of the core that checks it against its
/// table itself (`observation`, `claim_would_win`, `team_of`, a trick's
/// leader): any of the
/// six seats, so that the core refuses one not at the table. A number that
/// is no seat at all is refused here as the core refuses a seat not at a
/// table of `players`.
pub(crate) fn seat_for_core(seat: i64, players: Players) -> Result<Seat, Error> {
    let range = SeatRange::Table(players);
    read_number(seat, range, |index| {
        Seat::from_index(index).ok_or(SeatOutOfRange { index, range })
    })
}

/// An action class without arguments, such as `Shove()`.
macro_rules! unit_action {
    ($(#[$doc:meta])* $rust:ident, $name:literal, $action:expr) => {
        $(#[$doc])*
        #[pyclass(name = $name, module = "jass_engine._jass", extends = PyAction, frozen)]
        #[derive(Debug)]
        pub(crate) struct $rust;

        #[pymethods]
        impl $rust {
            #[new]
            fn new() -> PyClassInitializer<Self> {
                PyClassInitializer::from(PyAction($action)).add_subclass($rust)
            }
        }
    };
}

unit_action!(
    /// Shove the choice of contract to the partner ("schieben"; in Coiffeur
    /// Schieber to the next player).
    PyShove,
    "Shove",
    Action::Shove
);

unit_action!(
    /// Decline: announce no weis, or do not counter-claim.
    PyPass,
    "Pass",
    Action::Pass
);

unit_action!(
    /// Schmaus: swap the trump six for the turned-up trump card.
    PyRob,
    "Rob",
    Action::Rob
);

/// Play a card to the trick.
///
/// Args:
///     card: A `Card` or card text.
///
/// Raises:
///     ParseError: If the text is not a card.
#[pyclass(name = "Play", module = "jass_engine._jass", extends = PyAction, frozen)]
#[derive(Debug)]
pub(crate) struct PyPlay;

#[pymethods]
impl PyPlay {
    #[new]
    fn new(card: CardArg) -> PyClassInitializer<Self> {
        PyClassInitializer::from(PyAction(Action::Play(card.0))).add_subclass(PyPlay)
    }

    /// The card played.
    #[getter]
    fn card<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyCard>> {
        let card = slf.as_super().get().0.card().unwrap_or(Card::from_index(0));
        card_object(slf.py(), card)
    }

    #[classattr]
    fn __match_args__() -> (&'static str,) {
        ("card",)
    }
}

/// Name the contract: forehand, or its partner after a shove.
///
/// Args:
///     contract: A `Contract`, a `Suit` (trump) or a contract name.
///
/// Raises:
///     ParseError: If the text is not a contract.
#[pyclass(name = "Declare", module = "jass_engine._jass", extends = PyAction, frozen)]
#[derive(Debug)]
pub(crate) struct PyDeclare;

#[pymethods]
impl PyDeclare {
    #[new]
    fn new(contract: ContractArg) -> PyClassInitializer<Self> {
        PyClassInitializer::from(PyAction(Action::Declare(contract.0))).add_subclass(PyDeclare)
    }

    /// The contract named.
    #[getter]
    fn contract(slf: &Bound<'_, Self>) -> PyContract {
        match slf.as_super().get().0 {
            Action::Declare(contract) => PyContract(contract),
            _ => PyContract(Contract::Obenabe),
        }
    }

    #[classattr]
    fn __match_args__() -> (&'static str,) {
        ("contract",)
    }
}

/// Announce a weis in the first trick (rule option `weis_mode =
/// "announced"`).
///
/// Args:
///     weis: A `Weis`, its name or its cards.
///
/// Raises:
///     ParseError: If the text or cards are not a weis.
#[pyclass(name = "Announce", module = "jass_engine._jass", extends = PyAction, frozen)]
#[derive(Debug)]
pub(crate) struct PyAnnounce;

#[pymethods]
impl PyAnnounce {
    #[new]
    fn new(weis: WeisArg) -> PyClassInitializer<Self> {
        PyClassInitializer::from(PyAction(Action::Announce(weis.0))).add_subclass(PyAnnounce)
    }

    /// The weis announced.
    #[getter]
    fn weis(slf: &Bound<'_, Self>) -> Option<PyWeis> {
        match slf.as_super().get().0 {
            Action::Announce(meld) => Some(PyWeis(meld)),
            _ => None,
        }
    }

    #[classattr]
    fn __match_args__() -> (&'static str,) {
        ("weis",)
    }
}

/// Claim victory for a seat's side ("sich bedanken"; rule option
/// `end_mode = "claims"`).
///
/// Args:
///     seat: The claiming seat, 0 to 5 (a game refuses a claim by a seat
///         not at its table).
///
/// Raises:
///     ParseError: If `seat` is not a seat of any table, 0 to 5.
#[pyclass(name = "Claim", module = "jass_engine._jass", extends = PyAction, frozen)]
#[derive(Debug)]
pub(crate) struct PyClaim;

#[pymethods]
impl PyClaim {
    #[new]
    fn new(seat: i64) -> Result<PyClassInitializer<Self>, Error> {
        let seat = any_seat_from(seat)?;
        Ok(PyClassInitializer::from(PyAction(Action::Claim(seat))).add_subclass(PyClaim))
    }

    /// The claiming seat.
    #[getter]
    fn seat(slf: &Bound<'_, Self>) -> usize {
        match slf.as_super().get().0 {
            Action::Claim(seat) => seat.index(),
            _ => 0,
        }
    }

    #[classattr]
    fn __match_args__() -> (&'static str,) {
        ("seat",)
    }
}

/// Coiffeur Schieber: choose a row of the table for the chooser's team,
/// played as `contract`: the row's own contract; for a joker the contract
/// named; for Slalom and Guschti the first trick's (Obenabe or Undenufe).
///
/// Args:
///     row: The row, 0-based (0..12).
///     contract: A `Contract`, a `Suit` (trump) or a contract name.
///
/// Raises:
///     ParseError: If the text is not a contract, or `row` is not in 0..12.
#[pyclass(name = "ChooseRow", module = "jass_engine._jass", extends = PyAction, frozen)]
#[derive(Debug)]
pub(crate) struct PyChooseRow;

#[pymethods]
impl PyChooseRow {
    #[new]
    fn new(row: i64, contract: ContractArg) -> Result<PyClassInitializer<Self>, Error> {
        let row = index_from("row", row, jass_core::CoiffeurRows::MAX as u8)?;
        let action = Action::ChooseRow {
            row,
            contract: contract.0,
        };
        Ok(PyClassInitializer::from(PyAction(action)).add_subclass(PyChooseRow))
    }

    /// The row chosen, 0-based.
    #[getter]
    fn row(slf: &Bound<'_, Self>) -> u8 {
        match slf.as_super().get().0 {
            Action::ChooseRow { row, .. } => row,
            _ => 0,
        }
    }

    /// The contract named (of the first trick for Slalom and Guschti).
    #[getter]
    fn contract(slf: &Bound<'_, Self>) -> PyContract {
        match slf.as_super().get().0 {
            Action::ChooseRow { contract, .. } => PyContract(contract),
            _ => PyContract(Contract::Obenabe),
        }
    }

    #[classattr]
    fn __match_args__() -> (&'static str, &'static str) {
        ("row", "contract")
    }
}

/// Differenzler: predict the card points this player will take in the
/// hand (0 to the hand's total, 157 with the standard values).
///
/// Args:
///     points: The card points predicted, 0..65536.
///
/// Raises:
///     OverflowError: If `points` is negative or above 65535.
#[pyclass(name = "Predict", module = "jass_engine._jass", extends = PyAction, frozen)]
#[derive(Debug)]
pub(crate) struct PyPredict;

#[pymethods]
impl PyPredict {
    #[new]
    fn new(points: u16) -> PyClassInitializer<Self> {
        PyClassInitializer::from(PyAction(Action::Predict(points))).add_subclass(PyPredict)
    }

    /// The card points predicted.
    #[getter]
    fn points(slf: &Bound<'_, Self>) -> u16 {
        match slf.as_super().get().0 {
            Action::Predict(points) => points,
            _ => 0,
        }
    }

    #[classattr]
    fn __match_args__() -> (&'static str,) {
        ("points",)
    }
}
