//! Games: `Game` (any game, through `jass_core::AnyGame`) and one thin
//! subclass per game; `Trick` and `Observation`, what a seat sees.

use jass_core::{
    AnyGame, BySeat, Card, CardSet, CoiffeurGame, DealError, DifferenzlerGame, Expecting, Game,
    GameKind, GameRecord, HindersiGame, MittlereGame, NewGameError, Players, ReplayError, Rules,
    SchieberGame, SchmausGame, Seat, Team, ZweierGame, game::DealerDraw,
};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString, PyType};

use crate::action::{ActionArg, PyAction, action_list, seat_for_core, seat_from};
use crate::card_set::PyCardSet;
use crate::contract::PyContract;
use crate::convert::{CardArg, CardSetArg, RulesArg, TextUse, text_for, to_python, type_name};
use crate::error::Error;
use crate::observation::{PyObservation, PyTrick};
use crate::rules::PyRules;

/// The name Python uses for what a game waits for.
pub(crate) const fn expecting_name(expecting: Expecting) -> &'static str {
    expecting.name()
}

/// Reads a game record: a dict as `Game.record()` returns it, or its JSON
/// text.
fn record_from(record: &Bound<'_, PyAny>) -> Result<GameRecord, Error> {
    let json = if let Ok(text) = record.cast::<PyString>() {
        text_for(text, "a game record", TextUse::Parse)?.into_owned()
    } else if record.cast::<PyDict>().is_ok() {
        let dumped = record
            .py()
            .import("json")?
            .call_method1("dumps", (record,))
            .map_err(|e| Error::Record {
                reason: e.to_string(),
            })?;
        dumped.extract::<String>()?
    } else {
        return Err(Error::Type {
            expected: "a game record (a dict from Game.record() or its JSON text)",
            got: type_name(record),
        });
    };
    // Invalid rules are a `RulesError`; anything else that is not a record
    // is an "invalid game record".
    GameRecord::from_json(&json).map_err(|e| match e {
        ReplayError::Malformed { message } => Error::Record { reason: message },
        e => e.into(),
    })
}

/// A game in progress, any game: the base class of `SchieberGame`,
/// `SchmausGame`, `ZweierGame`, `CoiffeurGame`, `DifferenzlerGame`,
/// `HindersiGame` and `MittlereGame`.
///
/// A game accepts only legal actions: `apply` raises `IllegalMoveError`
/// naming the action and the reason, and leaves the game unchanged.
/// `record()` is a plain dict (JSON-compatible) that `replay` turns back
/// into the identical game; `clone()` is cheap.
///
/// Seats are numbered 0 to `players - 1` in play order (0 and 1 in
/// two-player games, up to 0 to 5 at a table of six). In the team games,
/// team 0 is the even seats and team 1 the odd ones (a two-player game: one
/// player each); at a table of five the Chnächt, seat 4, plays for the
/// declarer's team (`Observation.team_of`).
#[pyclass(name = "Game", module = "jass_engine._jass", subclass, eq)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct PyGame(pub(crate) AnyGame);

/// A new Python object of the game's own class. (Each game is a thin
/// subclass of `Game`: a game added to `AnyGame` needs its class, an arm
/// here and one in `class_of`.)
pub(crate) fn game_object(py: Python<'_>, game: AnyGame) -> PyResult<Bound<'_, PyGame>> {
    let kind = game.kind();
    let base = PyClassInitializer::from(PyGame(game));
    match kind {
        GameKind::Schieber => Ok(Bound::new(py, base.add_subclass(PySchieberGame))?.into_super()),
        GameKind::Zweier => Ok(Bound::new(py, base.add_subclass(PyZweierGame))?.into_super()),
        GameKind::Schmaus => Ok(Bound::new(py, base.add_subclass(PySchmausGame))?.into_super()),
        GameKind::Coiffeur => Ok(Bound::new(py, base.add_subclass(PyCoiffeurGame))?.into_super()),
        GameKind::Differenzler => {
            Ok(Bound::new(py, base.add_subclass(PyDifferenzlerGame))?.into_super())
        }
        GameKind::Hindersi => Ok(Bound::new(py, base.add_subclass(PyHindersiGame))?.into_super()),
        GameKind::Mittlere => Ok(Bound::new(py, base.add_subclass(PyMittlereGame))?.into_super()),
    }
}

/// The Python class of a game kind.
fn class_of(py: Python<'_>, kind: GameKind) -> Bound<'_, PyType> {
    match kind {
        GameKind::Schieber => py.get_type::<PySchieberGame>(),
        GameKind::Zweier => py.get_type::<PyZweierGame>(),
        GameKind::Schmaus => py.get_type::<PySchmausGame>(),
        GameKind::Coiffeur => py.get_type::<PyCoiffeurGame>(),
        GameKind::Differenzler => py.get_type::<PyDifferenzlerGame>(),
        GameKind::Hindersi => py.get_type::<PyHindersiGame>(),
        GameKind::Mittlere => py.get_type::<PyMittlereGame>(),
    }
}

impl PyGame {
    /// The game's table.
    fn table(&self) -> Players {
        self.0.trick().players()
    }
}

#[pymethods]
impl PyGame {
    /// Replays a record (as `record()` returns it, or its JSON text) to the
    /// game it describes.
    ///
    /// Args:
    ///     record: The record: a dict, or JSON text.
    ///
    /// Returns:
    ///     The game, of its own class (`SchieberGame` …).
    ///
    /// Raises:
    ///     ParseError: If the record is malformed, holds an invalid deal, or
    ///         is of another game than the class replaying it.
    ///     RulesError: If its rules are invalid.
    ///     IllegalMoveError: If one of its actions is illegal where it
    ///         stands (the message gives its index).
    ///     TypeError: If `record` is neither a dict nor a string.
    #[classmethod]
    fn replay<'py>(
        cls: &Bound<'py, PyType>,
        record: &Bound<'py, PyAny>,
    ) -> Result<Bound<'py, PyGame>, Error> {
        let py = cls.py();
        let record = record_from(record)?;
        let base = cls.is(py.get_type::<PyGame>());
        if !base && !cls.is(class_of(py, record.game)) {
            return Err(ReplayError::WrongGame { game: record.game }.into());
        }
        let game = AnyGame::replay(&record)?;
        Ok(game_object(py, game)?)
    }

    /// The rules of the game.
    #[getter]
    fn rules(&self) -> PyRules {
        PyRules(*self.0.rules())
    }

    /// The number of the current hand (0 = the first).
    #[getter]
    fn hand_number(&self) -> u16 {
        self.0.hand_number()
    }

    /// How many hands are finished (scored and in the history).
    #[getter]
    fn hands_finished(&self) -> usize {
        self.0.hands_finished()
    }

    /// The side prizes reached so far: a dict with `bergpreis` and
    /// `baerger`, each the team that reached it first or `None` (rule
    /// options `bergpreis` and `baerger`).
    #[getter]
    fn milestones<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_python(py, &self.0.milestones())
    }

    /// Every score written so far, oldest first: a new list of dicts with
    /// `hand`, `team`, `kind` (`"weis"`, `"stoeck"` or `"cards"`) and
    /// `points` (multiplier applied).
    #[getter]
    fn score_entries<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_python(py, &self.0.score_entries())
    }

    /// Whether a claim by `seat` now would win the game (the claimant's
    /// side counted as RULES.md §5.1 counts it).
    ///
    /// Args:
    ///     seat: A seat at the table.
    ///
    /// Returns:
    ///     `True` if the claim would be valid.
    ///
    /// Raises:
    ///     ParseError: If `seat` does not sit at this table.
    fn claim_would_win(&self, seat: i64) -> Result<bool, Error> {
        let seat = seat_for_core(seat, self.table())?;
        Ok(self.0.claim_would_win(seat)?)
    }

    /// The dealer of the current hand.
    #[getter]
    fn dealer(&self) -> usize {
        self.0.dealer().index()
    }

    /// Forehand of the current hand: declares (or shoves) and leads first.
    #[getter]
    fn forehand(&self) -> usize {
        self.0.forehand().index()
    }

    /// The contract of the current hand, once named.
    #[getter]
    fn contract(&self) -> Option<PyContract> {
        self.0.contract().map(PyContract)
    }

    /// The seat that named the contract of the current hand, once named.
    #[getter]
    fn declarer(&self) -> Option<usize> {
        self.0.declarer().map(Seat::index)
    }

    /// The cards each seat holds now: a new list, one set per seat.
    #[getter]
    fn hands(&self) -> Vec<PyCardSet> {
        self.0.hands().0[..self.0.players()]
            .iter()
            .copied()
            .map(PyCardSet)
            .collect()
    }

    /// The cards each seat holds a second time (the double pack,
    /// `packs="two"`; empty sets with one pack): a new list, one set per
    /// seat. `hands` holds the different cards.
    #[getter]
    fn hands_twice(&self) -> Result<Vec<PyCardSet>, Error> {
        Seat::ALL[..self.0.players()]
            .iter()
            .map(|&seat| Ok(PyCardSet(self.0.observation(seat)?.hand_twice)))
            .collect()
    }

    /// The trick being played.
    #[getter]
    fn trick(&self) -> PyTrick {
        PyTrick(*self.0.trick())
    }

    /// The completed tricks of the current hand, in order (a new list).
    #[getter]
    fn tricks(&self) -> Vec<PyTrick> {
        self.0.tricks().iter().copied().map(PyTrick).collect()
    }

    /// Card points each side has taken in the current hand, before the
    /// multiplier.
    #[getter]
    fn card_points(&self) -> (u16, u16) {
        let points = self.0.card_points();
        (points.0[0], points.0[1])
    }

    /// Which game this is: `"schieber"`, `"schmaus"` or `"zweier"`.
    #[getter]
    fn kind(&self) -> &'static str {
        self.0.kind().name()
    }

    /// The number of players.
    #[getter]
    fn players(&self) -> usize {
        self.0.players()
    }

    /// The seat to act, or `None` when the game is over.
    #[getter]
    fn to_act(&self) -> Option<usize> {
        self.0.to_act().map(Seat::index)
    }

    /// What the game waits for: `"declaration"`, `"weis"`, `"card"`,
    /// `"counter_claim"` or `"nothing"`.
    #[getter]
    fn expecting(&self) -> &'static str {
        expecting_name(self.0.expecting())
    }

    /// Whether the game is over.
    #[getter]
    fn is_over(&self) -> bool {
        self.0.is_over()
    }

    /// The game score of each side (credited points, multipliers applied).
    #[getter]
    fn scores(&self) -> (u32, u32) {
        let scores = self.0.scores();
        (scores.0[0], scores.0[1])
    }

    /// How the game ended, once it has: a dict with `winner` (the team),
    /// `schneider`, `reason` (`"target"`, `"valid_claim"`,
    /// `"invalid_claim"`, `{"stoeck_weis_stich": step}`,
    /// `"sws_nobody_reached"`, `"rows_played"` or `"rows_tied"` (Coiffeur),
    /// or `"hands_played"` (Differenzler, Hindersi, Mittlere, whose places
    /// are `places`)), `claimant` (a seat or `None`) and `scores` (at the
    /// moment the game was decided); `None` while it goes on.
    #[getter]
    fn result<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        self.0.result().map(|r| to_python(py, &r)).transpose()
    }

    /// The legal actions of the seat to act (claims by any seat included
    /// when claims are played).
    ///
    /// Returns:
    ///     A new list of actions; empty once the game is over.
    fn legal_actions<'py>(&self, py: Python<'py>) -> PyResult<Vec<Bound<'py, PyAction>>> {
        action_list(py, self.0.legal_actions().iter().copied())
    }

    /// The cards the seat to act may play.
    ///
    /// Returns:
    ///     The cards; empty unless a card is due.
    fn legal_cards(&self) -> PyCardSet {
        PyCardSet(self.0.legal_cards())
    }

    /// Applies an action of the seat to act (or a claim by any seat).
    ///
    /// Args:
    ///     action: An `Action`, or a `Card` to play.
    ///
    /// Raises:
    ///     IllegalMoveError: If the action is not legal now; the message
    ///         names it and says why. The game is unchanged.
    ///     TypeError: If `action` is neither an action nor a card.
    fn apply(&mut self, action: ActionArg) -> Result<(), Error> {
        let action = action.0;
        self.0
            .apply(action)
            .map_err(|error| Error::Action { action, error })
    }

    /// What `seat` may know now.
    ///
    /// Args:
    ///     seat: The observing seat, 0..players.
    ///
    /// Returns:
    ///     The seat's observation.
    ///
    /// Raises:
    ///     ParseError: If `seat` does not sit at this table.
    fn observation(&self, seat: i64) -> Result<PyObservation, Error> {
        let seat = seat_for_core(seat, self.table())?;
        Ok(PyObservation(self.0.observation(seat)?))
    }

    /// Each seat's game total, one entry per seat: in the team games the
    /// score of the seat's side; in Differenzler the sum of the
    /// differences (an exact prediction's bonus subtracted, so it may be
    /// negative); in Hindersi the points charged; in Mittlere the strokes
    /// (the zeros are `MittlereGame.zero_totals`).
    #[getter]
    fn seat_totals(&self) -> Vec<i64> {
        self.0.seat_totals().0[..self.0.players()].to_vec()
    }

    /// Once the game is over, each seat's place (1 = first, equal totals
    /// sharing a place); `None` while it goes on. Team games: 1 for the
    /// winning side, 2 for the other (a tied Coiffeur session: 1 for every
    /// seat); Differenzler and Hindersi: by the lowest total; Mittlere: by
    /// the most strokes, fewer zeros breaking a tie.
    #[getter]
    fn places(&self) -> Option<Vec<usize>> {
        // Widened: PyO3 turns a `Vec<u8>` into `bytes`, not a list.
        let places = self.0.places()?;
        Some(
            places.0[..self.0.players()]
                .iter()
                .map(|&p| usize::from(p))
                .collect(),
        )
    }

    /// Differenzler, Hindersi and Mittlere: the score sheet, one row per
    /// finished hand; `None` in the team games (see `slate`).
    ///
    /// Returns:
    ///     A new dict `{"players": n, "rows": [...], "game": name}`, each
    ///     row a dict of `hand`, `dealer`, `contract` (the trump suit;
    ///     Mittlere without trump: `"obenabe"`), and per seat (six entries)
    ///     `predictions`, `points`, `scores` (Mittlere: strokes), `zeros`,
    ///     `totals` (Mittlere: strokes) and `zero_totals`.
    fn score_sheet<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        self.0
            .score_sheet()
            .map(|sheet| to_python(py, &sheet))
            .transpose()
    }

    /// The slate (Jasstafel) of the written scores.
    ///
    /// Returns:
    ///     A new dict `{"sides": [side0, side1]}`, each side a dict of
    ///     `hundreds`, `fifties`, `twenties` strokes and the `remainder`
    ///     below 20, which add up to the side's written score.
    fn slate<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_python(py, &self.0.slate())
    }

    /// The record that `replay` turns back into this game.
    ///
    /// Returns:
    ///     A new JSON-compatible dict: `game`, `rules`, `seed`,
    ///     `first_dealer`, `deal` (the first hand's deck if it was given)
    ///     and `actions` (`"shove"`, `{"declare": "hearts"}`,
    ///     `{"play": "H10"}` …).
    fn record<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_python(py, &self.0.record())
    }

    /// An independent copy of the game.
    ///
    /// Returns:
    ///     A new game of the same class.
    fn clone<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyGame>> {
        game_object(py, self.0.clone())
    }

    fn __copy__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyGame>> {
        self.clone(py)
    }

    fn __deepcopy__<'py>(
        &self,
        py: Python<'py>,
        _memo: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyGame>> {
        self.clone(py)
    }

    /// Pickles as `cls.replay(record)`.
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, (Bound<'py, PyAny>,))> {
        let replay = slf.get_type().getattr("replay")?;
        let record = slf.borrow().record(slf.py())?;
        Ok((replay, (record,)))
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        let class = slf.get_type().name()?;
        let game = &slf.borrow().0;
        let (a, b) = (game.scores().0[0], game.scores().0[1]);
        let state = match game.to_act() {
            Some(seat) => format!(
                "seat {} to act ({})",
                seat.index(),
                expecting_name(game.expecting())
            ),
            None => "over".into(),
        };
        Ok(format!("<{class}: scores {a}:{b}, {state}>"))
    }
}

/// A game of Schieber (RULES.md §5): four players, partners opposite
/// (seats 0 and 2 against 1 and 3), hands until a side reaches the target.
///
/// Deals come from `seed`, so a seed and the rules determine every hand;
/// the first hand may be given instead. Seat 3 deals the first hand
/// (unless `dealer` says otherwise); forehand is the seat after the
/// dealer, or the holder of the seven of roses under `first_forehand =
/// "seven_of_roses"`.
///
/// Args:
///     rules: A `Rules`, a preset name, or `None` for the default rules.
///     seed: The seed of the deals, 0..2**64.
///     deal: The first hand's deal: four hands of nine cards, seat 0 first.
///     deck: The first hand's deck in dealing order instead of `deal`: the
///         36 cards, or with the double pack (`packs="two"`) the 48
///         cards, each card from nine to ace twice.
///     dealer: The dealer of the first hand: seat 3 unless a deal is given.
///
/// Raises:
///     RulesError: If the rules are invalid (e.g. `target=0`).
///     ParseError: If the deal is not a hand per player (four hands of
///         nine different cards at four), the deck not the cards of the
///         pack (of the wrong size, a card more often than the pack holds
///         it or not in it), or `dealer` is not a seat.
///     ValueError: If both `deal` and
///         `deck` are given, `dealer` is not 3 without a deal, or `deal` is
///         given under the double pack (whose deal may give a seat a card
///         twice: give it as `deck`).
#[pyclass(name = "SchieberGame", module = "jass_engine._jass", extends = PyGame)]
#[derive(Debug)]
pub(crate) struct PySchieberGame;

#[pymethods]
impl PySchieberGame {
    #[new]
    #[pyo3(signature = (rules = None, seed = 0, *, deal = None, deck = None, dealer = None))]
    fn new(
        rules: Option<RulesArg>,
        seed: u64,
        deal: Option<Vec<CardSetArg>>,
        deck: Option<Vec<CardArg>>,
        dealer: Option<i64>,
    ) -> Result<PyClassInitializer<Self>, Error> {
        let rules = RulesArg::or_default(rules);
        let players = rules.players.count();
        // Seat 3 deals first at four and five, seat 5 at six.
        let first_dealer = if players == 6 { 5 } else { 3 };
        if let Some(cards) = deck {
            if deal.is_some() {
                return Err(Error::Value {
                    message: "give `deal` or `deck`, not both".into(),
                });
            }
            let dealer = seat_from(dealer.unwrap_or(first_dealer), rules.players)?;
            let cards: Vec<Card> = cards.iter().map(|c| c.0).collect();
            let game = SchieberGame::with_cards(rules, seed, &cards, dealer)?;
            return Ok(
                PyClassInitializer::from(PyGame(AnyGame::from(game))).add_subclass(PySchieberGame)
            );
        }
        let game = match deal {
            None if dealer.is_some_and(|d| d != first_dealer) => {
                return Err(Error::Value {
                    message: format!(
                        "seat {first_dealer} deals the first hand drawn from the seed; \
                         give `deal` to choose the dealer"
                    ),
                });
            }
            None => SchieberGame::new(rules, seed)?,
            Some(hands) => {
                let dealer = seat_from(dealer.unwrap_or(first_dealer), rules.players)?;
                if hands.len() != players {
                    return Err(wrong_hand_count(hands.len(), players));
                }
                let mut deal = BySeat::default();
                for (seat, hand) in hands.iter().enumerate() {
                    deal.0[seat] = hand.0;
                }
                SchieberGame::with_deal(rules, seed, deal, dealer)?
            }
        };
        Ok(PyClassInitializer::from(PyGame(AnyGame::from(game))).add_subclass(PySchieberGame))
    }
}

/// A deal of `len` hands at a table of `players`: the core's deal error,
/// raised as every invalid deal is (`ParseError`).
fn wrong_hand_count(len: usize, players: usize) -> Error {
    Error::NewGame(NewGameError::Deal(DealError::WrongHandCount {
        len,
        players,
    }))
}

/// Reads the fans of one round of a Jass-für-zwei deal: two hands of nine
/// cards, seat 0 first.
fn two_hands(hands: Vec<CardSetArg>) -> Result<BySeat<CardSet>, Error> {
    match hands.as_slice() {
        [first, second] => {
            let empty = CardSet::EMPTY;
            Ok(BySeat::four([first.0, second.0, empty, empty]))
        }
        _ => Err(wrong_hand_count(hands.len(), 2)),
    }
}

/// A game of Jass für zwei (RULES.md §7): two players (seats 0 and 1, each a
/// side of its own), each holding two fans of nine cards in turn, hands
/// until one reaches the target (the `"zweier"` preset: 1000).
///
/// Deals come from `seed`; the first hand may be given instead, as the
/// first and second fans of each player. Seat 1 deals the first hand
/// unless `dealer` says otherwise; forehand is always the non-dealer, who
/// names trump and leads.
///
/// Args:
///     rules: A `Rules`, a preset name, or `None` for the `"zweier"` preset.
///     seed: The seed of the deals, 0..2**64.
///     first_fans: The first hand's first fans: two hands of nine cards,
///         seat 0 first.
///     second_fans: The first hand's second fans, likewise.
///     dealer: The dealer of the first hand: seat 1 unless a deal is given.
///
/// Raises:
///     RulesError: If the rules are invalid (e.g. `target=0`).
///     ParseError: If a round of fans is not two hands of nine different
///         cards, or `dealer` is not 0 or 1.
///     ValueError: If only one round of fans is given, or `dealer` is not
///         1 without a deal.
#[pyclass(name = "ZweierGame", module = "jass_engine._jass", extends = PyGame)]
#[derive(Debug)]
pub(crate) struct PyZweierGame;

#[pymethods]
impl PyZweierGame {
    #[new]
    #[pyo3(signature = (rules = None, seed = 0, *, first_fans = None, second_fans = None, dealer = None))]
    fn new(
        rules: Option<RulesArg>,
        seed: u64,
        first_fans: Option<Vec<CardSetArg>>,
        second_fans: Option<Vec<CardSetArg>>,
        dealer: Option<i64>,
    ) -> Result<PyClassInitializer<Self>, Error> {
        let rules = rules.map_or_else(Rules::zweier, |r| r.0);
        let game = match (first_fans, second_fans) {
            (None, None) if dealer.is_some_and(|d| d != 1) => {
                return Err(Error::Value {
                    message: "seat 1 deals the first hand drawn from the seed; \
                              give the fans to choose the dealer"
                        .into(),
                });
            }
            (None, None) => ZweierGame::new(rules, seed)?,
            (Some(first), Some(second)) => {
                let dealer = seat_from(dealer.unwrap_or(1), Players::Two)?;
                let first = two_hands(first)?;
                let second = two_hands(second)?;
                ZweierGame::with_deal(rules, seed, first, second, dealer)?
            }
            _ => {
                return Err(Error::Value {
                    message: "a deal gives both first_fans and second_fans".into(),
                });
            }
        };
        Ok(PyClassInitializer::from(PyGame(AnyGame::from(game))).add_subclass(PyZweierGame))
    }
}

/// A game of Schmaus (RULES.md §6): two players (seats 0 and 1) with a
/// talon, hands until one reaches the target (the `"schmaus"` preset: 1500).
///
/// Deals come from `seed`. The first dealer is drawn as at the table (the
/// lower card deals; the draw is seeded by `seed` too) unless `dealer` is
/// given, e.g. the winner of the previous game; the deal then alternates.
/// The first hand's deck may be given instead: 36 cards in dealing order.
///
/// Args:
///     rules: A `Rules`, a preset name, or `None` for the `"schmaus"` preset.
///     seed: The seed of the deals (and of the dealer draw), 0..2**64.
///     deck: The first hand's deck in dealing order: 36 different cards.
///     dealer: The dealer of the first hand, 0 or 1.
///
/// Raises:
///     RulesError: If the rules are invalid (e.g. `target=0`).
///     ParseError: If a card of the deck cannot be read or is there twice,
///         the deck does not hold 36 cards, or `dealer` is not 0 or 1.
#[pyclass(name = "SchmausGame", module = "jass_engine._jass", extends = PyGame)]
#[derive(Debug)]
pub(crate) struct PySchmausGame;

#[pymethods]
impl PySchmausGame {
    #[new]
    #[pyo3(signature = (rules = None, seed = 0, *, deck = None, dealer = None))]
    fn new(
        rules: Option<RulesArg>,
        seed: u64,
        deck: Option<Vec<CardArg>>,
        dealer: Option<i64>,
    ) -> Result<PyClassInitializer<Self>, Error> {
        let rules = rules.map_or_else(Rules::schmaus, |r| r.0);
        let dealer = dealer.map(|d| seat_from(d, Players::Two)).transpose()?;
        let game = match (deck, dealer) {
            (None, None) => SchmausGame::new(rules, seed)?,
            (None, Some(dealer)) => SchmausGame::with_dealer(rules, seed, dealer)?,
            (Some(cards), dealer) => {
                let deck: [Card; 36] = cards
                    .iter()
                    .map(|c| c.0)
                    .collect::<Vec<_>>()
                    .try_into()
                    .map_err(|_| {
                        Error::NewGame(NewGameError::Deal(DealError::WrongDeckSize {
                            len: cards.len(),
                            expected: 36,
                        }))
                    })?;
                let dealer = dealer.unwrap_or(DealerDraw::from_seed(seed).dealer);
                SchmausGame::with_deck(rules, seed, deck, dealer)?
            }
        };
        Ok(PyClassInitializer::from(PyGame(AnyGame::from(game))).add_subclass(PySchmausGame))
    }
}

/// A session of Coiffeur Schieber (RULES.md §9.4): four players in two
/// teams (seats 0 and 2 against 1 and 3); each team plays every row of the
/// table (rule option `coiffeur_rows`) once, and only the declaring team's
/// points are written, times the row's multiplier. Forehand chooses a row
/// (`ChooseRow`) or shoves to the next player (`Shove`); after four shoves
/// forehand must choose. The session ends when both teams have played every
/// row; the higher total wins.
///
/// Deals come from `seed`; seat 3 deals the first hand. The first hand may
/// be given instead: four hands of nine cards, seat 0 first.
///
/// Args:
///     rules: A `Rules`, a preset name, or `None` for the `"coiffeur_8"`
///         preset.
///     seed: The seed of the deals, 0..2**64.
///     deal: The first hand: four hands of nine cards, seat 0 first.
///     dealer: The dealer of the first hand: seat 3 unless a deal is given.
///
/// Raises:
///     RulesError: If the rules are invalid, or not for four players.
///     ParseError: If `deal` is not four hands of nine different cards,
///         or `dealer` is not in 0 to 3.
///     ValueError: If `dealer` is not 3 without a deal.
#[pyclass(name = "CoiffeurGame", module = "jass_engine._jass", extends = PyGame)]
#[derive(Debug)]
pub(crate) struct PyCoiffeurGame;

#[pymethods]
impl PyCoiffeurGame {
    #[new]
    #[pyo3(signature = (rules = None, seed = 0, *, deal = None, dealer = None))]
    fn new(
        rules: Option<RulesArg>,
        seed: u64,
        deal: Option<Vec<CardSetArg>>,
        dealer: Option<i64>,
    ) -> Result<PyClassInitializer<Self>, Error> {
        let rules = rules.map_or_else(Rules::coiffeur_8, |r| r.0);
        let game = match deal {
            None if dealer.is_some_and(|d| d != 3) => {
                return Err(Error::Value {
                    message: "seat 3 deals the first hand drawn from the seed; \
                              give `deal` to choose the dealer"
                        .into(),
                });
            }
            None => CoiffeurGame::new(rules, seed)?,
            Some(hands) => {
                let dealer = seat_from(dealer.unwrap_or(3), Players::Four)?;
                if hands.len() != 4 {
                    return Err(wrong_hand_count(hands.len(), 4));
                }
                let deal = BySeat::four([hands[0].0, hands[1].0, hands[2].0, hands[3].0]);
                CoiffeurGame::with_deal(rules, seed, deal, dealer)?
            }
        };
        Ok(PyClassInitializer::from(PyGame(AnyGame::from(game))).add_subclass(PyCoiffeurGame))
    }

    /// The score sheet of the finished hands: one dict per row of the
    /// table, in order, with `kind` (`"spades"` … `"joker"`, `"slalom"`,
    /// `"guschti"`), `multiplier`, and per team (`"team_0"`, `"team_1"`)
    /// the score written (multiplier applied) and the schedule played
    /// (`{"fixed": "hearts"}`, `{"slalom": "obenabe"}` …), or `None`
    /// while the team has not played the row.
    ///
    /// Returns:
    ///     A new list of dicts, one per row.
    fn sheet<'py>(slf: &Bound<'py, Self>) -> PyResult<Vec<Bound<'py, PyDict>>> {
        let py = slf.py();
        let AnyGame::Coiffeur(game) = &slf.as_super().borrow().0 else {
            return Ok(Vec::new());
        };
        let sheet = game.sheet();
        let mut rows = Vec::with_capacity(sheet.rows.len());
        for (i, row) in sheet.rows.as_slice().iter().enumerate() {
            let dict = PyDict::new(py);
            dict.set_item("kind", row.kind.to_string())?;
            dict.set_item("multiplier", row.multiplier)?;
            for team in Team::ALL {
                let cell = match sheet.cells[team][i] {
                    Some((schedule, score)) => {
                        let cell = PyDict::new(py);
                        cell.set_item("score", score)?;
                        cell.set_item("schedule", to_python(py, &schedule)?)?;
                        Some(cell)
                    }
                    None => None,
                };
                dict.set_item(format!("team_{}", team.index()), cell)?;
            }
            rows.push(dict);
        }
        Ok(rows)
    }

    /// The score sheet as text: one line per row (multiplier, row, each
    /// team's score and schedule), then the totals.
    ///
    /// Returns:
    ///     The text.
    fn sheet_text(slf: &Bound<'_, Self>) -> String {
        match &slf.as_super().borrow().0 {
            AnyGame::Coiffeur(game) => game.sheet().to_string(),
            _ => String::new(),
        }
    }
}

/// A game of Differenzler (RULES.md §9.1): three or four players each on
/// their own predict the card points they will take (`Predict(points)`,
/// from forehand round to the dealer), then play the hand with trump the
/// suit of the dealer's bottom card; each hand scores the difference, an
/// exact prediction subtracts the bonus; after the rule option `hands`
/// (12) the lowest total wins (`places`, `seat_totals`, `score_sheet()`).
///
/// Args:
///     rules: A `Rules`, a preset name, or `None` for the
///         `"differenzler"` preset (`players=3` for a table of three).
///     seed: The seed of the deals, 0..2**64.
///
/// Raises:
///     RulesError: If the rules are invalid or seat other than 3 or 4
///         players.
#[pyclass(name = "DifferenzlerGame", module = "jass_engine._jass", extends = PyGame)]
#[derive(Debug)]
pub(crate) struct PyDifferenzlerGame;

#[pymethods]
impl PyDifferenzlerGame {
    #[new]
    #[pyo3(signature = (rules = None, seed = 0))]
    fn new(rules: Option<RulesArg>, seed: u64) -> Result<PyClassInitializer<Self>, Error> {
        let rules = rules.map_or_else(Rules::differenzler, |r| r.0);
        let game = DifferenzlerGame::new(rules, seed)?;
        Ok(PyClassInitializer::from(PyGame(AnyGame::from(game))).add_subclass(PyDifferenzlerGame))
    }
}

/// A game of Hindersi (RULES.md §9.2): three or four players each on their
/// own try to take as few card points as possible, trump the suit of the
/// dealer's bottom card; a player who takes every trick scores 0 and each
/// other 157; after the rule option `hands` (one round) the lowest total
/// wins.
///
/// Args:
///     rules: A `Rules`, a preset name, or `None` for the `"hindersi"`
///         preset.
///     seed: The seed of the deals, 0..2**64.
///
/// Raises:
///     RulesError: If the rules are invalid or seat other than 3 or 4
///         players.
#[pyclass(name = "HindersiGame", module = "jass_engine._jass", extends = PyGame)]
#[derive(Debug)]
pub(crate) struct PyHindersiGame;

#[pymethods]
impl PyHindersiGame {
    #[new]
    #[pyo3(signature = (rules = None, seed = 0))]
    fn new(rules: Option<RulesArg>, seed: u64) -> Result<PyClassInitializer<Self>, Error> {
        let rules = rules.map_or_else(Rules::hindersi, |r| r.0);
        let game = HindersiGame::new(rules, seed)?;
        Ok(PyClassInitializer::from(PyGame(AnyGame::from(game))).add_subclass(PyHindersiGame))
    }
}

/// A game of Mittlere (RULES.md §9.3): three players each on their own,
/// twelve cards each; no trump until the first card played off the suit
/// led founds it (the trick goes to the highest card of the suit led until
/// then); every card counts with the final contract's values (Obenabe's if
/// no trump arose). After each hand the highest and the lowest score a
/// stroke each and the middle two zeros (100 points or no trick: two
/// zeros and a stroke for each other; a match: two strokes and a zero for
/// each other; 100 with another at no points: the middle two strokes).
/// After the rule option `hands` (12) the most strokes wins, fewer zeros
/// breaking a tie (`places`, `seat_totals` = strokes, `zero_totals`,
/// `score_sheet()`).
///
/// Args:
///     rules: A `Rules`, a preset name, or `None` for the `"mittlere"`
///         preset.
///     seed: The seed of the deals, 0..2**64.
///
/// Raises:
///     RulesError: If the rules are invalid, seat other than 3 players, or
///         their `card_values` make a hand worth 200 or more (two players
///         could have 100).
#[pyclass(name = "MittlereGame", module = "jass_engine._jass", extends = PyGame)]
#[derive(Debug)]
pub(crate) struct PyMittlereGame;

#[pymethods]
impl PyMittlereGame {
    #[new]
    #[pyo3(signature = (rules = None, seed = 0))]
    fn new(rules: Option<RulesArg>, seed: u64) -> Result<PyClassInitializer<Self>, Error> {
        let rules = rules.map_or_else(Rules::mittlere, |r| r.0);
        let game = MittlereGame::new(rules, seed)?;
        Ok(PyClassInitializer::from(PyGame(AnyGame::from(game))).add_subclass(PyMittlereGame))
    }

    /// Each seat's zeros so far (fewer is better; they break a tie in
    /// strokes, which are `seat_totals`).
    #[getter]
    fn zero_totals(slf: &Bound<'_, Self>) -> Vec<i64> {
        let base = slf.as_super().borrow();
        let zeros = base.0.zero_totals().unwrap_or_default();
        zeros.0[..base.0.players()].to_vec()
    }
}
