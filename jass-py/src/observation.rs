//! A trick and what a seat may know of a game.

use jass_core::{BySeat, Observation, Players, ReadObservationError, Seat, Trick};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use crate::action::{PyAction, action_list, seat_for_core};
use crate::card::{PyCard, card_object};
use crate::card_set::PyCardSet;
use crate::contract::PyContract;
use crate::convert::{ContractArg, to_python, trick_cards_from};
use crate::error::Error;
use crate::game::expecting_name;
use crate::rules::PyRules;
use crate::weis::PyWeis;

/// The cards of one trick, in play order, with the seat that led.
///
/// `Trick(leader, cards=(), players=4)` builds one; `len`, iteration (the
/// cards in play order) and `in` work as on a list. Tricks are immutable
/// and hashable, and every function that takes a trick accepts one.
///
/// Args:
///     leader: The seat that led, 0..players; at a table of five not
///         the Chnächt (seat 4), who plays last to every trick.
///     cards: The cards played so far, in play order.
///     players: The players at the table, 2 to 6: 4 (Schieber, Coiffeur,
///         Differenzler, Hindersi), 2 (Schmaus, Jass für zwei), 3
///         (Differenzler, Hindersi, Mittlere), 5 (Schieber with a
///         Chnächt) or 6 (Schieber, two teams of three). At a table of six
///         a card may be in the trick twice (the double pack), never three
///         times.
///
/// Raises:
///     ValueError: If `players` is not in 2..=6.
///     ParseError: If `leader` is not a seat of the table or is the
///         Chnächt, a card cannot be read or is listed twice (at a table
///         of two to five), or there are more than six cards.
///     IllegalMoveError: If there are more cards than players, or a card
///         is listed three times (at a table of six).
#[pyclass(name = "Trick", module = "jass_engine._jass", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct PyTrick(pub(crate) Trick);

/// The arguments of `Trick(leader, cards, players)`.
type TrickArgs<'py> = (usize, Vec<Bound<'py, PyCard>>, usize);

#[pymethods]
impl PyTrick {
    #[new]
    #[pyo3(signature = (leader, cards = None, players = 4))]
    fn new(leader: i64, cards: Option<&Bound<'_, PyAny>>, players: i64) -> Result<PyTrick, Error> {
        let players = u8::try_from(players)
            .ok()
            .and_then(|n| Players::from_count(usize::from(n)))
            .ok_or_else(|| Error::Value {
                message: format!("a trick has 2, 3, 4, 5 or 6 players, not {players}"),
            })?;
        let mut trick = Trick::new(seat_for_core(leader, players)?, players)?;
        let Some(cards) = cards else {
            return Ok(PyTrick(trick));
        };
        // Only a table of six may play the double pack (RULES.md §5.2).
        let copies = players == Players::Six;
        for &card in trick_cards_from(cards, copies)?.cards() {
            if copies {
                trick.push_copy(card)?;
            } else {
                trick.push(card)?;
            }
        }
        Ok(PyTrick(trick))
    }

    /// Pickles as `Trick(leader, cards, players)`.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, TrickArgs<'py>)> {
        let trick = slf.get();
        Ok((
            slf.get_type().into_any(),
            (trick.leader(), trick.cards(slf.py())?, trick.players()),
        ))
    }

    /// The seat that led.
    #[getter]
    fn leader(&self) -> usize {
        self.0.leader().index()
    }

    /// The number of players at the table.
    #[getter]
    fn players(&self) -> usize {
        self.0.players().count()
    }

    /// The cards in play order, as a new list.
    #[getter]
    fn cards<'py>(&self, py: Python<'py>) -> PyResult<Vec<Bound<'py, PyCard>>> {
        self.0.cards().iter().map(|&c| card_object(py, c)).collect()
    }

    /// The seat of each card, in play order.
    #[getter]
    fn seats(&self) -> Vec<usize> {
        (0..self.0.len())
            .map(|i| self.0.seat_of(i).index())
            .collect()
    }

    /// The seat to play next, or `None` if the trick is complete.
    #[getter]
    fn to_play(&self) -> Option<usize> {
        self.0.to_play().map(Seat::index)
    }

    /// Whether every player has played.
    #[getter]
    fn is_complete(&self) -> bool {
        self.0.is_complete()
    }

    /// The seat winning the trick so far (or that won it).
    ///
    /// Args:
    ///     contract: A `Contract`, a `Suit` (trump) or a contract name.
    ///
    /// Returns:
    ///     The seat, or `None` for an empty trick.
    ///
    /// Raises:
    ///     ParseError: If the contract cannot be read.
    fn winner(&self, contract: ContractArg) -> Option<usize> {
        self.0.winner(contract.0).map(Seat::index)
    }

    fn __len__(&self) -> usize {
        self.0.len()
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let cards = self.cards(py)?;
        Ok(PyTuple::new(py, cards)?.try_iter()?.into_any())
    }

    fn __contains__(&self, card: &Bound<'_, PyAny>) -> Result<bool, Error> {
        Ok(self.0.cards().contains(&crate::convert::card_from(card)?))
    }

    /// `Trick(0, ["HA", "H6"])`: an expression that evaluates back.
    fn __repr__(&self) -> String {
        self.repr()
    }

    /// The cards as short codes in play order: `"HA H6"`.
    fn __str__(&self) -> String {
        self.0.to_string()
    }
}

impl PyTrick {
    /// What `repr` gives: `Trick(0, ["HA", "H6"])`.
    pub(crate) fn repr(&self) -> String {
        let cards: Vec<String> = self.0.cards().iter().map(|c| format!("\"{c}\"")).collect();
        let players = if self.0.players() == Players::Four {
            String::new()
        } else {
            format!(", players={}", self.0.players())
        };
        format!(
            "Trick({}, [{}]{players})",
            self.0.leader().index(),
            cards.join(", ")
        )
    }
}

/// Everything one seat may know at a moment of a game: its own hand and
/// the public history, never another player's hidden cards.
///
/// Made by `Game.observation(seat)`; immutable. Seats are numbered
/// 0..players in play order; teams alternate round the table: 0 (even
/// seats) and 1 (odd seats), or the seat itself in two-player games; at a
/// table of five the Chnächt (seat 4) plays for the declarer's team
/// (`team_of`). Observations pickle; reading one back checks that it is an
/// observation a game makes, and raises `ValueError` naming what is wrong
/// if not (a card both held and played, a hand of the wrong size…).
#[pyclass(name = "Observation", module = "jass_engine._jass", frozen, eq)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct PyObservation(pub(crate) Observation);

/// The observation a pickle holds: the JSON `Observation.__reduce__`
/// wrote, read back and checked by the core (`Observation::from_json`).
/// JSON that is no observation, or one that no game makes (a card both
/// held and played, a hand of the wrong size, a seat to act the trick does
/// not make…), raises `ValueError` naming what is wrong.
#[pyfunction]
pub(crate) fn _observation_from_json(text: &str) -> Result<PyObservation, Error> {
    let observation = Observation::from_json(text).map_err(|e| match e {
        ReadObservationError::Malformed { message } => Error::Value {
            message: format!("not a pickled observation: {message}"),
        },
        e => Error::Value {
            message: e.to_string(),
        },
    })?;
    Ok(PyObservation(observation))
}

impl PyObservation {
    fn players(&self) -> usize {
        self.0.players.count()
    }

    fn by_seat<T: Copy>(&self, values: &BySeat<T>) -> Vec<T> {
        values.0[..self.players()].to_vec()
    }
}

#[pymethods]
impl PyObservation {
    /// Pickles as its JSON, read back by `_observation_from_json`.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> Result<(Bound<'py, PyAny>, (String,)), Error> {
        let restore = slf
            .py()
            .import("jass_engine._jass")?
            .getattr("_observation_from_json")?;
        let text = serde_json::to_string(&slf.get().0).map_err(|e| Error::Value {
            message: e.to_string(),
        })?;
        Ok((restore, (text,)))
    }

    /// The game: `"schieber"`, `"schmaus"` or `"zweier"`.
    #[getter]
    fn game(&self) -> &'static str {
        self.0.game.name()
    }

    /// The observing seat.
    #[getter]
    fn seat(&self) -> usize {
        self.0.seat.index()
    }

    /// The number of players at the table (Schieber: rule option
    /// `players`, 4, 5 or 6).
    #[getter(players)]
    fn player_count(&self) -> usize {
        self.0.players.count()
    }

    /// The rules the game is played under, which every player knows (card
    /// values, multipliers and every other option).
    #[getter]
    fn rules(&self) -> PyRules {
        PyRules(self.0.rules)
    }

    /// The team `seat` plays for in the observed hand: 0 or 1 (at a table
    /// of five the Chnächt, seat 4, plays for the declarer's team).
    ///
    /// Raises:
    ///     ParseError: If `seat` is not at the table.
    fn team_of(&self, seat: i64) -> Result<usize, Error> {
        let seat = seat_for_core(seat, self.0.players)?;
        Ok(self.0.team_of(seat)?.index())
    }

    /// The hand number within the game (0 = the first hand).
    #[getter]
    fn hand_number(&self) -> u16 {
        self.0.hand_number
    }

    /// The dealer of the hand.
    #[getter]
    fn dealer(&self) -> usize {
        self.0.dealer.index()
    }

    /// Forehand: declares and leads first.
    #[getter]
    fn forehand(&self) -> usize {
        self.0.forehand.index()
    }

    /// The seat to act, or `None` once the game is over.
    #[getter]
    fn to_act(&self) -> Option<usize> {
        self.0.to_act.map(Seat::index)
    }

    /// What the game waits for: `"declaration"`, `"weis"`, `"card"`,
    /// `"counter_claim"` or `"nothing"` (`"weis"` only in the observation of
    /// the seat asked, whose hand decides it; the others see `"card"`).
    #[getter]
    fn expecting(&self) -> &'static str {
        expecting_name(self.0.expecting)
    }

    /// The observer's cards (with the double pack, the different cards).
    #[getter]
    fn hand(&self) -> PyCardSet {
        PyCardSet(self.0.hand)
    }

    /// The cards the observer holds a second time (the double pack,
    /// `packs="two"`; empty with one pack).
    #[getter]
    fn hand_twice(&self) -> PyCardSet {
        PyCardSet(self.0.hand_twice)
    }

    /// The contract, once named.
    #[getter]
    fn contract(&self) -> Option<PyContract> {
        self.0.contract.map(PyContract)
    }

    /// The seat that named the contract, once named.
    #[getter]
    fn declarer(&self) -> Option<usize> {
        self.0.declarer.map(Seat::index)
    }

    /// Whether forehand shoved.
    #[getter]
    fn shoved(&self) -> bool {
        self.0.shoved
    }

    /// The trick being played.
    #[getter]
    fn trick(&self) -> PyTrick {
        PyTrick(self.0.trick)
    }

    /// The completed tricks of this hand, in order (a new list).
    #[getter]
    fn tricks(&self) -> Vec<PyTrick> {
        self.0.tricks.iter().copied().map(PyTrick).collect()
    }

    /// Every card played in this hand.
    #[getter]
    fn played(&self) -> PyCardSet {
        PyCardSet(self.0.played)
    }

    /// The cards played twice in this hand (the double pack; empty with
    /// one pack).
    #[getter]
    fn played_twice(&self) -> PyCardSet {
        PyCardSet(self.0.played_twice)
    }

    /// Cards known to be in each seat's hand: the observer's whole hand;
    /// for others the unplayed cards of their scored weis and any card
    /// shown to the table. A new list, one set per seat.
    #[getter]
    fn known(&self) -> Vec<PyCardSet> {
        self.by_seat(&self.0.known)
            .into_iter()
            .map(PyCardSet)
            .collect()
    }

    /// The value of each seat's weis announced in the first trick (rule
    /// option `weis_mode = "announced"`), or `None`; one entry per seat.
    #[getter]
    fn announced(&self) -> Vec<Option<u16>> {
        self.by_seat(&self.0.announced)
    }

    /// The weis scored in this hand, with their holders: `[(seat, Weis)]`.
    #[getter]
    fn scored_weis(&self) -> Vec<(usize, PyWeis)> {
        self.0
            .scored_weis
            .iter()
            .map(|&(seat, meld)| (seat.index(), PyWeis(meld)))
            .collect()
    }

    /// The seat whose stöck has been recorded, if any.
    #[getter]
    fn stoeck(&self) -> Option<usize> {
        self.0.stoeck.map(Seat::index)
    }

    /// Card points each side has taken in this hand, before the multiplier.
    #[getter]
    fn card_points(&self) -> (u16, u16) {
        (self.0.card_points.0[0], self.0.card_points.0[1])
    }

    /// The game score of each side (multipliers applied), stöck not yet
    /// announced counted only in its holder's observation.
    #[getter]
    fn scores(&self) -> (u32, u32) {
        (self.0.scores.0[0], self.0.scores.0[1])
    }

    /// Differenzler, Hindersi and Mittlere: the card points each seat has
    /// taken in this hand, one entry per seat (zeros in the team games).
    #[getter]
    fn points_taken(&self) -> Vec<u16> {
        self.by_seat(&self.0.points_taken)
    }

    /// Each seat's game total, one entry per seat (`Game.seat_totals`).
    #[getter]
    fn totals(&self) -> Vec<i64> {
        self.by_seat(&self.0.totals)
    }

    /// Differenzler: the predictions of this hand the observer may know
    /// (all made when open, only their own when hidden), one entry per
    /// seat, `None` where unknown or not made.
    #[getter]
    fn predictions(&self) -> Vec<Option<u16>> {
        self.by_seat(&self.0.predictions)
    }

    /// Whether a claim by the observer now would win, as far as the
    /// observer can tell (a partner's stöck not yet announced is not
    /// counted; `Game.claim_would_win` knows every hand).
    #[getter]
    fn claim_wins(&self) -> bool {
        self.0.claim_wins
    }

    /// Schmaus: the talon as `{"face_down": n, "turned_up": Card or None}`;
    /// `None` in other games.
    #[getter]
    fn talon<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        let Some(talon) = self.0.talon else {
            return Ok(None);
        };
        let dict = PyDict::new(py);
        dict.set_item("face_down", talon.face_down)?;
        let turned_up = talon.turned_up.map(|c| card_object(py, c)).transpose()?;
        dict.set_item("turned_up", turned_up)?;
        Ok(Some(dict))
    }

    /// Coiffeur Schieber: the session as a dict: `rows` (the table, a list of
    /// `{"kind": ..., "multiplier": ...}`), `played` (per team the rows
    /// played, as bits: bit `i` for row `i`), `row` (this hand's, or `None`)
    /// and `schedule` (this hand's contract per trick, or `None`); `None` in
    /// other games.
    #[getter]
    fn coiffeur<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        self.0.coiffeur.map(|view| to_python(py, &view)).transpose()
    }

    /// The observer's legal actions: empty unless it is their turn (a new
    /// list).
    #[getter]
    fn legal_actions<'py>(&self, py: Python<'py>) -> PyResult<Vec<Bound<'py, PyAction>>> {
        action_list(py, self.0.legal_actions.iter().copied())
    }

    /// The cards among the observer's legal actions.
    #[getter]
    fn legal_cards(&self) -> PyCardSet {
        PyCardSet(
            self.0
                .legal_actions
                .iter()
                .filter_map(|a| a.card())
                .collect(),
        )
    }

    fn __repr__(&self) -> String {
        let o = &self.0;
        let to_act = o
            .to_act
            .map_or_else(|| "nobody".to_string(), |s| format!("seat {}", s.index()));
        format!(
            "<Observation of seat {} in hand {}: hand \"{}\", trick \"{}\", {to_act} to act ({})>",
            o.seat.index(),
            o.hand_number,
            o.hand,
            o.trick,
            expecting_name(o.expecting)
        )
    }
}
