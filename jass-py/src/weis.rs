//! `Weis` (a meld), `ComparisonStep`, and the weis and stöck functions.

use jass_core::{
    Meld, MeldSet,
    weis::{Comparison, ComparisonStep, Declaration, WeisOrder, has_stoeck},
};
use pyo3::prelude::*;
use pyo3::types::{PyString, PyType};

use crate::card::{PyRank, PySuit};
use crate::card_set::PyCardSet;
use crate::convert::{
    CardSetArg, ContractArg, RankArg, RulesArg, SuitArg, TextUse, card_set_from, reduce_new,
    text_for,
};
use crate::error::Error;

/// Reads a meld from players' words (`"sequence of four from ♥Q"`,
/// `"four jacks"`) or from its cards (`"HQ HJ H10 H9"`), with jass-core's
/// notation.
fn parse_weis(text: &str) -> Result<Meld, Error> {
    jass_core::notation::parse_meld(text, None).map_err(|_| Error::NotAMeld {
        text: text.trim().to_string(),
    })
}

/// Reads a weis: a `Weis`, its name or cards as text, or its cards as a
/// `CardSet` or an iterable of cards.
pub(crate) fn weis_from(obj: &Bound<'_, PyAny>) -> Result<Meld, Error> {
    if let Ok(weis) = obj.cast::<PyWeis>() {
        return Ok(weis.get().0);
    }
    if let Ok(text) = obj.cast::<PyString>() {
        return parse_weis(&text_for(text, "a weis", TextUse::Parse)?);
    }
    let cards = card_set_from(obj).map_err(|e| match e {
        Error::Type { got, .. } => Error::Type {
            expected: "a weis (Weis, its name or its cards)",
            got,
        },
        e => e,
    })?;
    Meld::from_cards(cards).ok_or_else(|| Error::NotAMeld {
        text: cards.to_string(),
    })
}

/// A weis argument (see [`weis_from`]).
pub(crate) struct WeisArg(pub(crate) Meld);

impl<'py> FromPyObject<'_, 'py> for WeisArg {
    type Error = Error;

    fn extract(obj: Borrowed<'_, 'py, PyAny>) -> Result<Self, Self::Error> {
        weis_from(&obj).map(WeisArg)
    }
}

/// A weis (meld): a sequence of three to nine cards of one suit in
/// consecutive ranks, or all four cards of one rank (RULES.md §4.1).
///
/// `Weis(text)` reads players' words (`"sequence of four from ♥Q"`,
/// `"four jacks"`) or the meld's cards (`"HQ HJ H10 H9"`); it also takes
/// a `CardSet` or list of exactly the meld's cards, or another `Weis`.
/// `str(weis)` is the players' name; sequences are named from their
/// highest card in natural order (A K Q J 10 9 8 7 6); `name(contract)`
/// names them as players do in Undenufe, from the lowest card.
///
/// Weis are immutable and hashable. How two compare depends on the
/// contract and the rules: see `compare_weis`.
///
/// Args:
///     weis: The meld's name, its cards, or a `Weis`.
///
/// Raises:
///     ParseError: If the text or cards are not a meld.
///     TypeError: If `weis` is of another type.
#[pyclass(name = "Weis", module = "jass_engine._jass", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct PyWeis(pub(crate) Meld);

#[pymethods]
impl PyWeis {
    #[new]
    fn new(weis: WeisArg) -> PyWeis {
        PyWeis(weis.0)
    }

    /// The sequence of `length` cards of `suit` whose highest card (in
    /// natural order) is `top`.
    ///
    /// Args:
    ///     suit: A `Suit` or a suit name.
    ///     length: The number of cards, 3 to 9.
    ///     top: The highest rank, a `Rank` or a rank name.
    ///
    /// Returns:
    ///     The weis.
    ///
    /// Raises:
    ///     ParseError: If there are not `length` ranks from `top` down, or a
    ///         name is not a suit or rank.
    #[staticmethod]
    fn sequence(suit: SuitArg, length: i64, top: RankArg) -> Result<PyWeis, Error> {
        let len = u8::try_from(length).map_err(|_| Error::SequenceLength { length })?;
        Ok(PyWeis(Meld::try_sequence(suit.0, len, top.0)?))
    }

    /// The four cards of `rank`.
    ///
    /// Args:
    ///     rank: A `Rank` or a rank name.
    ///
    /// Returns:
    ///     The weis.
    ///
    /// Raises:
    ///     ParseError: If the name is not a rank.
    #[staticmethod]
    fn four(rank: RankArg) -> PyWeis {
        PyWeis(Meld::Four(rank.0))
    }

    /// The weis with index `index` (see `Weis.index`).
    ///
    /// Args:
    ///     index: 0..121.
    ///
    /// Returns:
    ///     The weis.
    ///
    /// Raises:
    ///     ParseError: If `index` is not in 0..121.
    #[staticmethod]
    fn from_index(index: i64) -> Result<PyWeis, Error> {
        let index = crate::convert::index_from("weis", index, 121)?;
        Ok(PyWeis(Meld::try_from(index)?))
    }

    /// The weis's number in 0..121: the nine fours (sixes to aces), then
    /// the 28 sequences of each suit (♦ ♥ ♠ ♣) by length and lowest card.
    #[getter]
    fn index(&self) -> u8 {
        // Every `Weis` is well formed, so it has an index.
        self.0.index().unwrap_or(0)
    }

    /// Whether the weis is a sequence (else it is a four).
    #[getter]
    fn is_sequence(&self) -> bool {
        self.0.is_sequence()
    }

    /// A sequence's suit; `None` for a four.
    #[getter]
    fn suit(&self) -> Option<PySuit> {
        match self.0 {
            Meld::Sequence { suit, .. } => Some(suit.into()),
            Meld::Four(_) => None,
        }
    }

    /// A four's rank; `None` for a sequence.
    #[getter]
    fn rank(&self) -> Option<PyRank> {
        match self.0 {
            Meld::Four(rank) => Some(rank.into()),
            Meld::Sequence { .. } => None,
        }
    }

    /// A sequence's highest rank in natural order; `None` for a four.
    #[getter]
    fn top(&self) -> Option<PyRank> {
        match self.0 {
            Meld::Sequence { top, .. } => Some(top.into()),
            Meld::Four(_) => None,
        }
    }

    /// A sequence's lowest rank in natural order; `None` for a four.
    #[getter]
    fn bottom(&self) -> Option<PyRank> {
        self.0.bottom().map(PyRank::from)
    }

    /// The number of cards: a sequence's length, or 4.
    #[getter]
    fn length(&self) -> u8 {
        self.0.card_count()
    }

    /// The cards of the weis.
    #[getter]
    fn cards(&self) -> PyCardSet {
        PyCardSet(self.0.cards())
    }

    /// The weis's value in the weis table of `rules`: what is announced and
    /// compared first (RULES.md §4.1, §4.2).
    ///
    /// Args:
    ///     rules: A `Rules`, a preset name, or `None` for the default rules.
    ///
    /// Returns:
    ///     The value: 20, 50, 100 … for sequences, 100, 150 or 200 for fours.
    ///
    /// Raises:
    ///     RulesError: If `rules` names an unknown preset.
    #[pyo3(signature = (rules = None))]
    fn value(&self, rules: Option<RulesArg>) -> u16 {
        self.0.value(&RulesArg::or_default(rules))
    }

    /// The points the weis scores under `rules`, before the multiplier; the
    /// value, except runs of eight and nine cards in small weis (120, 150).
    ///
    /// Args:
    ///     rules: A `Rules`, a preset name, or `None` for the default rules.
    ///
    /// Returns:
    ///     The points.
    ///
    /// Raises:
    ///     RulesError: If `rules` names an unknown preset.
    #[pyo3(signature = (rules = None))]
    fn points(&self, rules: Option<RulesArg>) -> u16 {
        self.0.points(&RulesArg::or_default(rules))
    }

    /// The name players use under `contract`: in Undenufe a sequence is
    /// named from its lowest card (`"sequence of three from ♥6"`).
    ///
    /// Args:
    ///     contract: A `Contract`, a `Suit` (trump) or a contract name.
    ///
    /// Returns:
    ///     The name.
    ///
    /// Raises:
    ///     ParseError: If the contract cannot be read.
    fn name(&self, contract: ContractArg) -> String {
        self.0.named(contract.0).to_string()
    }

    /// Players' words: `"sequence of four from ♥Q"`, `"four jacks"`.
    fn __str__(&self) -> String {
        self.0.to_string()
    }

    /// `Weis("four jacks")`: an expression that evaluates back to the weis.
    fn __repr__(&self) -> String {
        format!("Weis(\"{}\")", self.0)
    }

    /// Pickles as `Weis(name)`.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> (Bound<'py, PyType>, (String,)) {
        reduce_new(slf, slf.get().0.to_string())
    }
}

/// One question of the comparison of two weis (RULES.md §4.2 steps 1–6);
/// `int(step)` is the step's number, and `ComparisonStep(number)` the step
/// of that number.
///
/// Args:
///     number: The step's number, 1 to 6.
///
/// Raises:
///     ValueError: If `number` is not in 1 to 6.
#[pyclass(
    name = "ComparisonStep",
    module = "jass_engine._jass",
    eq,
    eq_int,
    frozen,
    hash,
    rename_all = "SCREAMING_SNAKE_CASE"
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum PyComparisonStep {
    /// Step 1: the higher value wins.
    Value = 1,
    /// Step 2: a sequence against a four of equal value (rule option
    /// `sequence_vs_four`).
    SequenceVsFour = 2,
    /// Step 3: of two sequences of equal value the longer wins.
    Length = 3,
    /// Step 4: of two fours of equal value the higher rank wins.
    RankOfFour = 4,
    /// Step 5: of two sequences of equal length the higher top card wins.
    TopCard = 5,
    /// Step 6: of two identical sequences the one in trump wins.
    Trump = 6,
}

impl PyComparisonStep {
    fn core(self) -> ComparisonStep {
        match self {
            PyComparisonStep::Value => ComparisonStep::Value,
            PyComparisonStep::SequenceVsFour => ComparisonStep::SequenceVsFour,
            PyComparisonStep::Length => ComparisonStep::Length,
            PyComparisonStep::RankOfFour => ComparisonStep::RankOfFour,
            PyComparisonStep::TopCard => ComparisonStep::TopCard,
            PyComparisonStep::Trump => ComparisonStep::Trump,
        }
    }
}

impl From<ComparisonStep> for PyComparisonStep {
    fn from(step: ComparisonStep) -> PyComparisonStep {
        match step {
            ComparisonStep::Value => PyComparisonStep::Value,
            ComparisonStep::SequenceVsFour => PyComparisonStep::SequenceVsFour,
            ComparisonStep::Length => PyComparisonStep::Length,
            ComparisonStep::RankOfFour => PyComparisonStep::RankOfFour,
            ComparisonStep::TopCard => PyComparisonStep::TopCard,
            ComparisonStep::Trump => PyComparisonStep::Trump,
        }
    }
}

#[pymethods]
impl PyComparisonStep {
    #[new]
    fn new(number: i64) -> Result<PyComparisonStep, Error> {
        Ok(match number {
            1 => PyComparisonStep::Value,
            2 => PyComparisonStep::SequenceVsFour,
            3 => PyComparisonStep::Length,
            4 => PyComparisonStep::RankOfFour,
            5 => PyComparisonStep::TopCard,
            6 => PyComparisonStep::Trump,
            _ => {
                return Err(Error::Value {
                    message: format!("a comparison step is numbered 1 to 6, not {number}"),
                });
            }
        })
    }

    /// The step's number in RULES.md §4.2.
    #[getter]
    fn number(&self) -> u8 {
        self.core().number()
    }

    /// The question the table asks: `"sequence or four?"`.
    #[getter]
    fn question(&self) -> &'static str {
        self.core().question()
    }

    /// `"step 2: sequence or four?"`.
    fn __str__(&self) -> String {
        format!("{:#}", self.core())
    }

    /// Pickles as `ComparisonStep(number)`.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> (Bound<'py, PyType>, (u8,)) {
        reduce_new(slf, slf.get().number())
    }
}

/// The melds in index order, as `Weis` objects.
fn weis_list(melds: MeldSet) -> Vec<PyWeis> {
    melds.iter().map(PyWeis).collect()
}

/// Sorts melds strongest first (RULES.md §4.2), equals in index order.
fn strongest_first(melds: MeldSet, order: &WeisOrder) -> Vec<PyWeis> {
    let mut melds: Vec<Meld> = melds.iter().collect();
    melds.sort_by(|&a, &b| order.compare(b, a));
    melds.into_iter().map(PyWeis).collect()
}

/// The weis a player declares with `hand` when declaring their best (the
/// automatic declaration of RULES.md §4.3): in large weis every whole run
/// and every allowed four; in small weis the choice whose best weis is
/// strongest, then the most points.
///
/// Args:
///     hand: The player's cards (any set; nine for a dealt hand).
///     contract: A `Contract`, a `Suit` (trump) or a contract name.
///     rules: A `Rules`, a preset name, or `None` for the default rules.
///
/// Returns:
///     A new list, the strongest weis first; empty if there is none or weis
///     is not played.
///
/// Raises:
///     ParseError: If a card or the contract cannot be read.
///     RulesError: If `rules` names an unknown preset.
///     TypeError: If an argument is of a type the function does not take.
#[pyfunction]
#[pyo3(signature = (hand, contract, rules = None))]
pub(crate) fn best_weis(
    hand: CardSetArg,
    contract: ContractArg,
    rules: Option<RulesArg>,
) -> Vec<PyWeis> {
    let order = WeisOrder::new(contract.0, &RulesArg::or_default(rules));
    strongest_first(Declaration::best_with(hand.0, &order).melds(), &order)
}

/// Every weis `hand` holds that counts under `rules` in `contract`,
/// sub-sequences of longer runs included.
///
/// Args:
///     hand: The player's cards.
///     contract: A `Contract`, a `Suit` (trump) or a contract name.
///     rules: A `Rules`, a preset name, or `None` for the default rules.
///
/// Returns:
///     A new list in index order (see `Weis.index`).
///
/// Raises:
///     ParseError: If a card or the contract cannot be read.
///     RulesError: If `rules` names an unknown preset.
///     TypeError: If an argument is of a type the function does not take.
#[pyfunction]
#[pyo3(signature = (hand, contract, rules = None))]
pub(crate) fn all_melds(
    hand: CardSetArg,
    contract: ContractArg,
    rules: Option<RulesArg>,
) -> Vec<PyWeis> {
    weis_list(jass_core::weis::all_melds(
        hand.0,
        contract.0,
        &RulesArg::or_default(rules),
    ))
}

/// The weis of `hand` a declaration may hold (RULES.md §4.1): in large
/// weis whole runs only (a shorter sequence inside a run never counts
/// alone); in small weis every sequence, since a run may be cut.
///
/// Args:
///     hand: The player's cards.
///     contract: A `Contract`, a `Suit` (trump) or a contract name.
///     rules: A `Rules`, a preset name, or `None` for the default rules.
///
/// Returns:
///     A new list in index order (see `Weis.index`).
///
/// Raises:
///     ParseError: If a card or the contract cannot be read.
///     RulesError: If `rules` names an unknown preset.
///     TypeError: If an argument is of a type the function does not take.
#[pyfunction]
#[pyo3(signature = (hand, contract, rules = None))]
pub(crate) fn declarable_melds(
    hand: CardSetArg,
    contract: ContractArg,
    rules: Option<RulesArg>,
) -> Vec<PyWeis> {
    weis_list(jass_core::weis::declarable_melds(
        hand.0,
        contract.0,
        &RulesArg::or_default(rules),
    ))
}

/// Compares two weis by RULES.md §4.2 steps 1–6 in `contract`.
///
/// Args:
///     a: A `Weis`, its name or its cards.
///     b: Another weis.
///     contract: A `Contract`, a `Suit` (trump) or a contract name.
///     rules: A `Rules`, a preset name, or `None` for the default rules.
///
/// Returns:
///     1 if `a` is stronger, -1 if `b` is, 0 if they tie (the same weis, or
///     the same sequence in two plain suits: the seat decides, step 7).
///
/// Raises:
///     ParseError: If a weis or the contract cannot be read.
///     RulesError: If `rules` names an unknown preset.
///     TypeError: If an argument is of a type the function does not take.
#[pyfunction]
#[pyo3(signature = (a, b, contract, rules = None))]
pub(crate) fn compare_weis(
    a: WeisArg,
    b: WeisArg,
    contract: ContractArg,
    rules: Option<RulesArg>,
) -> i8 {
    WeisOrder::new(contract.0, &RulesArg::or_default(rules)).compare(a.0, b.0) as i8
}

/// Compares two weis like `compare_weis` and says which step of RULES.md
/// §4.2 decided.
///
/// Args:
///     a: A `Weis`, its name or its cards.
///     b: Another weis.
///     contract: A `Contract`, a `Suit` (trump) or a contract name.
///     rules: A `Rules`, a preset name, or `None` for the default rules.
///
/// Returns:
///     A tuple `(comparison, step)`: `comparison` as `compare_weis` gives
///     it, `step` the deciding `ComparisonStep`, or `None` for a tie.
///
/// Raises:
///     ParseError: If a weis or the contract cannot be read.
///     RulesError: If `rules` names an unknown preset.
///     TypeError: If an argument is of a type the function does not take.
#[pyfunction]
#[pyo3(signature = (a, b, contract, rules = None))]
pub(crate) fn explain_weis(
    a: WeisArg,
    b: WeisArg,
    contract: ContractArg,
    rules: Option<RulesArg>,
) -> (i8, Option<PyComparisonStep>) {
    let comparison: Comparison =
        WeisOrder::new(contract.0, &RulesArg::or_default(rules)).explain(a.0, b.0);
    (
        comparison.ordering() as i8,
        comparison.step().map(PyComparisonStep::from),
    )
}

/// Whether `hand` holds stöck: the trump king and queen (RULES.md §4.4).
/// Never in Obenabe or Undenufe.
///
/// Args:
///     hand: The cards held together (the dealt hand in Schieber).
///     contract: A `Contract`, a `Suit` (trump) or a contract name.
///
/// Returns:
///     `True` if both cards are in the hand.
///
/// Raises:
///     ParseError: If a card or the contract cannot be read.
///     TypeError: If an argument is of a type the function does not take.
#[pyfunction]
pub(crate) fn stoeck(hand: CardSetArg, contract: ContractArg) -> bool {
    has_stoeck(hand.0, contract.0)
}
