//! `Contract`: trump suit, Obenabe or Undenufe.

use jass_core::{Contract, Suit};
use pyo3::prelude::*;
use pyo3::types::PyType;

use crate::card::{PyRank, PySuit};
use crate::convert::{CardArg, ContractArg, SuitArg, index_from, reduce_new};
use crate::error::Error;

/// What a hand is played as: one of the four trump suits, Obenabe
/// (top-down, no trump) or Undenufe (bottom-up, no trump).
///
/// `Contract(text)` reads a trump suit in any suit notation (`"hearts"`,
/// `"H"`, `"♥"`, `"Schellen"`, `"trump hearts"`), `"obenabe"` or
/// `"undenufe"` (also `"top-down"`, `"bottom-up"` and the Swiss-German
/// spellings); it also takes a `Suit` (that suit is trump) or another
/// `Contract`. The six values are also class attributes: `Contract.HEARTS`,
/// `Contract.OBENABE` …
///
/// `contract.index` and `Contract.from_index` use jass-kit's trump numbers:
/// ♦ 0, ♥ 1, ♠ 2, ♣ 3, Obenabe 4, Undenufe 5.
///
/// Args:
///     contract: The contract, as text, a `Suit` or a `Contract`.
///
/// Raises:
///     ParseError: If the text is not a contract.
///     TypeError: If `contract` is of another type.
#[pyclass(name = "Contract", module = "jass_engine._jass", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct PyContract(pub(crate) Contract);

#[pymethods]
impl PyContract {
    #[new]
    fn new(contract: ContractArg) -> PyContract {
        PyContract(contract.0)
    }

    /// ♦ is trump (Schilten).
    #[classattr]
    #[pyo3(name = "DIAMONDS")]
    fn diamonds() -> PyContract {
        PyContract(Contract::Trump(Suit::Diamonds))
    }

    /// ♥ is trump (Schellen).
    #[classattr]
    #[pyo3(name = "HEARTS")]
    fn hearts() -> PyContract {
        PyContract(Contract::Trump(Suit::Hearts))
    }

    /// ♠ is trump (Eicheln).
    #[classattr]
    #[pyo3(name = "SPADES")]
    fn spades() -> PyContract {
        PyContract(Contract::Trump(Suit::Spades))
    }

    /// ♣ is trump (Rosen).
    #[classattr]
    #[pyo3(name = "CLUBS")]
    fn clubs() -> PyContract {
        PyContract(Contract::Trump(Suit::Clubs))
    }

    /// Obenabe: top-down, no trump; aces high, eights count 8.
    #[classattr]
    #[pyo3(name = "OBENABE")]
    fn obenabe() -> PyContract {
        PyContract(Contract::Obenabe)
    }

    /// Undenufe: bottom-up, no trump; sixes high, eights count 8.
    #[classattr]
    #[pyo3(name = "UNDENUFE")]
    fn undenufe() -> PyContract {
        PyContract(Contract::Undenufe)
    }

    /// The six contracts in jass-kit trump order: ♦, ♥, ♠, ♣, Obenabe, Undenufe.
    ///
    /// Returns:
    ///     A new list of the six contracts.
    #[staticmethod]
    fn all() -> Vec<PyContract> {
        Contract::ALL.into_iter().map(PyContract).collect()
    }

    /// The contract with jass-kit trump number `index`.
    ///
    /// Args:
    ///     index: ♦ 0, ♥ 1, ♠ 2, ♣ 3, Obenabe 4, Undenufe 5.
    ///
    /// Returns:
    ///     The contract.
    ///
    /// Raises:
    ///     ParseError: If `index` is not in 0..6.
    #[staticmethod]
    fn from_index(index: i64) -> Result<PyContract, Error> {
        let index = index_from("contract", index, 6)?;
        Ok(PyContract(Contract::from_index(index)?))
    }

    /// The jass-kit trump number: ♦ 0, ♥ 1, ♠ 2, ♣ 3, Obenabe 4, Undenufe 5.
    #[getter]
    fn index(&self) -> usize {
        self.0.index()
    }

    /// The trump suit, or `None` for Obenabe and Undenufe.
    #[getter]
    fn trump(&self) -> Option<PySuit> {
        self.0.trump().map(PySuit::from)
    }

    /// The name that `Contract()` reads back: `"hearts"`, `"obenabe"`, `"undenufe"`.
    #[getter]
    fn name(&self) -> &'static str {
        self.0.name()
    }

    /// Whether `card` is a trump under this contract.
    ///
    /// Args:
    ///     card: A `Card` or card text.
    ///
    /// Raises:
    ///     ParseError: If the text is not a card.
    fn is_trump(&self, card: CardArg) -> bool {
        self.0.is_trump(card.0)
    }

    /// The ranks of `suit` in trick-taking order, highest first.
    ///
    /// Args:
    ///     suit: A `Suit` or a suit name.
    ///
    /// Returns:
    ///     The nine ranks; in trump J 9 A K Q 10 8 7 6.
    ///
    /// Raises:
    ///     ParseError: If the name is not a suit.
    fn order(&self, suit: SuitArg) -> Vec<PyRank> {
        self.0.order(suit.0).into_iter().map(PyRank::from).collect()
    }

    /// The name: `"hearts"`, `"obenabe"`, `"undenufe"`.
    fn __str__(&self) -> &'static str {
        self.0.name()
    }

    /// `Contract.HEARTS`: an expression that evaluates back to the contract.
    fn __repr__(&self) -> String {
        format!("Contract.{}", self.0.name().to_uppercase())
    }

    /// Pickles as `Contract(name)`.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> (Bound<'py, PyType>, (&'static str,)) {
        reduce_new(slf, slf.get().0.name())
    }
}
