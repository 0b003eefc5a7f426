//! `CardSet`: an immutable set of cards.

use jass_core::{Card, CardSet};
use numpy::{PyArray1, PyArrayMethods};
use pyo3::IntoPyObjectExt;
use pyo3::exceptions::PyMemoryError;
use pyo3::prelude::*;
use pyo3::types::{PyNotImplemented, PyType};

use crate::card::{PyCard, card_object};
use crate::convert::{
    CardSetArg, RankArg, SuitArg, card_from, card_set_from, reduce_new, type_name,
};
use crate::error::Error;

/// An immutable set of cards: a hand, the cards played, the legal moves.
///
/// `CardSet(cards)` takes another `CardSet`, a `Card`, a string of cards
/// separated by spaces or commas (`"HA H10 ♠K"`), or an iterable of cards
/// or card strings; a card listed twice is an error. Every function that
/// takes cards accepts the same.
///
/// A card set iterates in suit order (♦ ♥ ♠ ♣), six to ace within a suit,
/// and supports `len`, `in`, the set operators `|`, `&`, `^`, `-` and `~`
/// (complement), and subset comparisons (`<=`, `<`, `>=`, `>`), like a
/// `frozenset`. `mask`, `from_mask`, `to_numpy` and `from_numpy` use
/// jass-kit's card numbers (see `Card.index`).
///
/// Args:
///     cards: The cards; empty if omitted.
///
/// Raises:
///     ParseError: If a card cannot be read or is listed twice.
///     TypeError: If `cards` is not one of the accepted types.
#[pyclass(name = "CardSet", module = "jass_engine._jass", frozen, freelist = 64)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PyCardSet(pub(crate) CardSet);

impl From<CardSet> for PyCardSet {
    fn from(set: CardSet) -> PyCardSet {
        PyCardSet(set)
    }
}

/// Reads the other operand of a set operator; `None` means the operator
/// should return `NotImplemented` (the operand is of a type card sets do not
/// combine with).
fn operand(other: &Bound<'_, PyAny>) -> Result<Option<CardSet>, Error> {
    match card_set_from(other) {
        Ok(set) => Ok(Some(set)),
        Err(Error::Type { .. }) => Ok(None),
        Err(e) => Err(e),
    }
}

/// Applies a set operator or comparison to the other operand, or returns
/// `NotImplemented` if card sets do not combine with its type.
fn operate<'py, T: IntoPyObject<'py>>(
    other: &Bound<'py, PyAny>,
    op: impl FnOnce(CardSet) -> T,
) -> Result<Bound<'py, PyAny>, Error>
where
    PyErr: From<T::Error>,
{
    let py = other.py();
    Ok(match operand(other)? {
        Some(set) => op(set).into_bound_py_any(py)?,
        None => PyNotImplemented::get(py).to_owned().into_any(),
    })
}

#[pymethods]
impl PyCardSet {
    #[new]
    #[pyo3(signature = (cards = None))]
    fn new(cards: Option<CardSetArg>) -> PyCardSet {
        PyCardSet(cards.map_or(CardSet::EMPTY, |c| c.0))
    }

    /// All 36 cards.
    #[classattr]
    #[pyo3(name = "ALL")]
    fn all() -> PyCardSet {
        PyCardSet(CardSet::ALL)
    }

    /// No card.
    #[classattr]
    #[pyo3(name = "EMPTY")]
    fn empty() -> PyCardSet {
        PyCardSet(CardSet::EMPTY)
    }

    /// The set of a jass-kit mask: bit `card.index` is set for each card.
    ///
    /// Args:
    ///     mask: A 36-bit mask in jass-kit card order.
    ///
    /// Returns:
    ///     The card set.
    ///
    /// Raises:
    ///     ParseError: If `mask` has a bit above bit 35.
    ///     OverflowError: If `mask` is negative or above 2**64 - 1.
    #[staticmethod]
    fn from_mask(mask: u64) -> Result<PyCardSet, Error> {
        Ok(PyCardSet(CardSet::from_jasskit_mask(mask)?))
    }

    /// The jass-kit mask: bit `card.index` is set for each card.
    #[getter]
    fn mask(&self) -> u64 {
        self.0.to_jasskit_mask()
    }

    /// The set of an array of 36 entries in jass-kit card order, as made by
    /// `to_numpy`: booleans, or integers 0 and 1 (jass-kit's own masks).
    ///
    /// Args:
    ///     array: A one-dimensional numpy array (or a sequence numpy can
    ///         read) of 36 booleans, or of 36 integers that are 0 or 1.
    ///
    /// Returns:
    ///     The cards whose entries are true (or 1).
    ///
    /// Raises:
    ///     ParseError: If there are not 36 entries, or an integer entry is
    ///         neither 0 nor 1.
    ///     TypeError: If the array is not one-dimensional, or not of booleans
    ///         or integers.
    #[staticmethod]
    fn from_numpy(array: &Bound<'_, PyAny>) -> Result<PyCardSet, Error> {
        const EXPECTED: &str = "a one-dimensional array of 36 booleans or 0/1 integers";
        let py = array.py();
        let given = array;
        let array = match py.import("numpy")?.call_method1("asarray", (given,)) {
            Ok(array) => array,
            Err(error) if error.is_instance_of::<PyMemoryError>(py) => return Err(error.into()),
            // A ragged list, an object whose `__array__` fails …
            Err(error) => {
                return Err(Error::Type {
                    expected: EXPECTED,
                    got: format!("a {} numpy cannot read ({error})", type_name(given)),
                });
            }
        };
        let kind: String = array.getattr("dtype")?.getattr("kind")?.extract()?;
        let ndim: usize = array.getattr("ndim")?.extract()?;
        if ndim != 1 || !matches!(kind.as_str(), "b" | "i" | "u") {
            return Err(Error::Type {
                expected: EXPECTED,
                got: format!(
                    "a {ndim}-dimensional array of dtype {}",
                    array.getattr("dtype")?.str()?
                ),
            });
        }
        let len = array.len()?;
        if len != 36 {
            return Err(Error::MaskLength { len });
        }
        // Unsigned entries are read as such, so that a bad one is named by
        // its own value.
        let entries = if kind == "u" {
            entries_as::<u64>(&array, "uint64")?
        } else {
            entries_as::<i64>(&array, "int64")?
        };
        let mut mask = 0u64;
        for (index, &value) in entries.iter().enumerate() {
            match value {
                0 => {}
                1 => mask |= 1 << index,
                value => return Err(Error::MaskEntry { index, value }),
            }
        }
        Ok(PyCardSet(CardSet::from_jasskit_mask(mask)?))
    }

    /// The set as a boolean numpy array of 36 entries in jass-kit card
    /// order: entry `card.index` is true for each card in the set.
    ///
    /// Returns:
    ///     A new array of dtype `bool` and shape `(36,)`.
    fn to_numpy<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<bool>> {
        let mask = self.0.to_jasskit_mask();
        let entries: [bool; 36] = std::array::from_fn(|index| mask >> index & 1 == 1);
        PyArray1::from_slice(py, &entries)
    }

    /// The nine cards of `suit`.
    ///
    /// Args:
    ///     suit: A `Suit` or a suit name.
    ///
    /// Returns:
    ///     The card set.
    ///
    /// Raises:
    ///     ParseError: If the name is not a suit.
    #[staticmethod]
    fn of_suit(suit: SuitArg) -> PyCardSet {
        PyCardSet(CardSet::of_suit(suit.0))
    }

    /// The four cards of `rank`.
    ///
    /// Args:
    ///     rank: A `Rank` or a rank name.
    ///
    /// Returns:
    ///     The card set.
    ///
    /// Raises:
    ///     ParseError: If the name is not a rank.
    #[staticmethod]
    fn of_rank(rank: RankArg) -> PyCardSet {
        PyCardSet(CardSet::of_rank(rank.0))
    }

    fn __len__(&self) -> usize {
        self.0.len()
    }

    fn __iter__(&self) -> CardSetIter {
        CardSetIter(self.0.mask())
    }

    /// Whether `card` (a `Card` or card text) is in the set.
    ///
    /// Raises:
    ///     ParseError: If `card` is text that is not a card.
    ///     TypeError: If `card` is neither a `Card` nor a string.
    fn __contains__(&self, card: &Bound<'_, PyAny>) -> Result<bool, Error> {
        Ok(self.0.contains(card_from(card)?))
    }

    fn __or__<'py>(&self, other: &Bound<'py, PyAny>) -> Result<Bound<'py, PyAny>, Error> {
        operate(other, |set| PyCardSet(self.0 | set))
    }

    fn __ror__<'py>(&self, other: &Bound<'py, PyAny>) -> Result<Bound<'py, PyAny>, Error> {
        operate(other, |set| PyCardSet(set | self.0))
    }

    fn __and__<'py>(&self, other: &Bound<'py, PyAny>) -> Result<Bound<'py, PyAny>, Error> {
        operate(other, |set| PyCardSet(self.0 & set))
    }

    fn __rand__<'py>(&self, other: &Bound<'py, PyAny>) -> Result<Bound<'py, PyAny>, Error> {
        operate(other, |set| PyCardSet(set & self.0))
    }

    fn __xor__<'py>(&self, other: &Bound<'py, PyAny>) -> Result<Bound<'py, PyAny>, Error> {
        operate(other, |set| PyCardSet(self.0 ^ set))
    }

    fn __rxor__<'py>(&self, other: &Bound<'py, PyAny>) -> Result<Bound<'py, PyAny>, Error> {
        operate(other, |set| PyCardSet(set ^ self.0))
    }

    fn __sub__<'py>(&self, other: &Bound<'py, PyAny>) -> Result<Bound<'py, PyAny>, Error> {
        operate(other, |set| PyCardSet(self.0 - set))
    }

    fn __rsub__<'py>(&self, other: &Bound<'py, PyAny>) -> Result<Bound<'py, PyAny>, Error> {
        operate(other, |set| PyCardSet(set - self.0))
    }

    fn __invert__(&self) -> PyCardSet {
        PyCardSet(!self.0)
    }

    fn __eq__<'py>(&self, other: &Bound<'py, PyAny>) -> Result<Bound<'py, PyAny>, Error> {
        let py = other.py();
        Ok(match other.cast::<PyCardSet>() {
            Ok(other) => (self.0 == other.get().0).into_bound_py_any(py)?,
            Err(_) => PyNotImplemented::get(py).to_owned().into_any(),
        })
    }

    fn __ne__<'py>(&self, other: &Bound<'py, PyAny>) -> Result<Bound<'py, PyAny>, Error> {
        let py = other.py();
        Ok(match other.cast::<PyCardSet>() {
            Ok(other) => (self.0 != other.get().0).into_bound_py_any(py)?,
            Err(_) => PyNotImplemented::get(py).to_owned().into_any(),
        })
    }

    fn __le__<'py>(&self, other: &Bound<'py, PyAny>) -> Result<Bound<'py, PyAny>, Error> {
        operate(other, |set| self.0.is_subset(set))
    }

    fn __lt__<'py>(&self, other: &Bound<'py, PyAny>) -> Result<Bound<'py, PyAny>, Error> {
        operate(other, |set| self.0.is_subset(set) && self.0 != set)
    }

    fn __ge__<'py>(&self, other: &Bound<'py, PyAny>) -> Result<Bound<'py, PyAny>, Error> {
        operate(other, |set| set.is_subset(self.0))
    }

    fn __gt__<'py>(&self, other: &Bound<'py, PyAny>) -> Result<Bound<'py, PyAny>, Error> {
        operate(other, |set| set.is_subset(self.0) && self.0 != set)
    }

    fn __hash__(&self) -> u64 {
        self.0.mask()
    }

    /// The cards of both sets.
    ///
    /// Args:
    ///     other: Cards, in any form `CardSet()` accepts.
    ///
    /// Returns:
    ///     A new card set.
    fn union(&self, other: CardSetArg) -> PyCardSet {
        PyCardSet(self.0 | other.0)
    }

    /// The cards in both sets.
    ///
    /// Args:
    ///     other: Cards, in any form `CardSet()` accepts.
    ///
    /// Returns:
    ///     A new card set.
    fn intersection(&self, other: CardSetArg) -> PyCardSet {
        PyCardSet(self.0 & other.0)
    }

    /// The cards of this set that are not in `other`.
    ///
    /// Args:
    ///     other: Cards, in any form `CardSet()` accepts.
    ///
    /// Returns:
    ///     A new card set.
    fn difference(&self, other: CardSetArg) -> PyCardSet {
        PyCardSet(self.0 - other.0)
    }

    /// The cards in exactly one of the two sets.
    ///
    /// Args:
    ///     other: Cards, in any form `CardSet()` accepts.
    ///
    /// Returns:
    ///     A new card set.
    fn symmetric_difference(&self, other: CardSetArg) -> PyCardSet {
        PyCardSet(self.0 ^ other.0)
    }

    /// Whether every card of this set is in `other`.
    ///
    /// Args:
    ///     other: Cards, in any form `CardSet()` accepts.
    fn issubset(&self, other: CardSetArg) -> bool {
        self.0.is_subset(other.0)
    }

    /// Whether every card of `other` is in this set.
    ///
    /// Args:
    ///     other: Cards, in any form `CardSet()` accepts.
    fn issuperset(&self, other: CardSetArg) -> bool {
        other.0.is_subset(self.0)
    }

    /// Whether the sets share no card.
    ///
    /// Args:
    ///     other: Cards, in any form `CardSet()` accepts.
    fn isdisjoint(&self, other: CardSetArg) -> bool {
        self.0.is_disjoint(other.0)
    }

    /// The cards as space-separated short codes: `"D6 HA"`.
    fn __str__(&self) -> String {
        self.0.to_string()
    }

    /// `CardSet("D6 HA")`: an expression that evaluates back to the set.
    fn __repr__(&self) -> String {
        format!("CardSet(\"{}\")", self.0)
    }

    /// Pickles as `CardSet(codes)`.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> (Bound<'py, PyType>, (String,)) {
        reduce_new(slf, slf.get().0.to_string())
    }
}

/// Iterator over a `CardSet`, in the set's order.
#[pyclass(name = "CardSetIterator", module = "jass_engine._jass")]
#[derive(Debug)]
pub(crate) struct CardSetIter(u64);

#[pymethods]
impl CardSetIter {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__<'py>(&mut self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyCard>>> {
        if self.0 == 0 {
            return Ok(None);
        }
        let card = Card::from_index(self.0.trailing_zeros() as u8);
        self.0 &= self.0 - 1;
        card_object(py, card).map(Some)
    }

    fn __length_hint__(&self) -> usize {
        self.0.count_ones() as usize
    }
}

/// The entries of a one-dimensional numpy array converted to `dtype` (whose
/// element type is `T`), widened so that any entry keeps its own value.
fn entries_as<T>(array: &Bound<'_, PyAny>, dtype: &str) -> Result<Vec<i128>, Error>
where
    T: numpy::Element + Copy + Into<i128>,
{
    let entries = array.call_method1("astype", (dtype,))?;
    let entries = entries.cast::<PyArray1<T>>().map_err(PyErr::from)?;
    Ok(entries
        .readonly()
        .as_array()
        .iter()
        .map(|&v| v.into())
        .collect())
}
