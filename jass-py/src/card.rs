//! `Suit`, `Rank` and `Card`.

use jass_core::{Card, CardStyle, Rank, Suit};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyString, PyType};

use crate::convert::{CardArg, RankArg, SuitArg, TextUse, index_from, reduce_new, text_for};
use crate::error::Error;

/// One of the four suits.
///
/// `Suit(text)` reads a suit letter, symbol or name (`"H"`, `"♥"`,
/// `"hearts"`, `"Schellen"`, `"Herz"`); the four values are also class
/// attributes (`Suit.HEARTS`).
///
/// `int(suit)` is the suit's index, the same in this engine and in
/// jass-kit: diamonds 0, hearts 1, spades 2, clubs 3. `str(suit)` is the
/// letter used in card codes (`"H"`). Swiss-German suits map as hearts =
/// Schellen, diamonds = Schilten, spades = Eicheln, clubs = Rosen.
///
/// Args:
///     suit: The suit, as text or a `Suit`.
///
/// Raises:
///     ParseError: If the text is not a suit.
///     TypeError: If `suit` is neither a string nor a `Suit`.
#[pyclass(
    name = "Suit",
    module = "jass_engine._jass",
    eq,
    eq_int,
    ord,
    frozen,
    rename_all = "UPPERCASE"
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum PySuit {
    /// ♦ Diamonds (Schilten).
    Diamonds = 0,
    /// ♥ Hearts (Schellen).
    Hearts = 1,
    /// ♠ Spades (Eicheln).
    Spades = 2,
    /// ♣ Clubs (Rosen).
    Clubs = 3,
}

impl From<Suit> for PySuit {
    fn from(suit: Suit) -> PySuit {
        match suit {
            Suit::Diamonds => PySuit::Diamonds,
            Suit::Hearts => PySuit::Hearts,
            Suit::Spades => PySuit::Spades,
            Suit::Clubs => PySuit::Clubs,
        }
    }
}

impl From<PySuit> for Suit {
    fn from(suit: PySuit) -> Suit {
        match suit {
            PySuit::Diamonds => Suit::Diamonds,
            PySuit::Hearts => Suit::Hearts,
            PySuit::Spades => Suit::Spades,
            PySuit::Clubs => Suit::Clubs,
        }
    }
}

#[pymethods]
impl PySuit {
    #[new]
    fn new(suit: SuitArg) -> PySuit {
        suit.0.into()
    }

    /// The suit's index, so that a suit hashes like the int it equals.
    fn __hash__(&self) -> isize {
        *self as isize
    }

    /// The letter used in card codes: `"D"`, `"H"`, `"S"` or `"C"`.
    fn __str__(&self) -> String {
        Suit::from(*self).letter().to_string()
    }

    /// The letter used in card codes: `"D"`, `"H"`, `"S"` or `"C"`.
    #[getter]
    fn letter(&self) -> String {
        self.__str__()
    }

    /// The suit symbol: `"♦"`, `"♥"`, `"♠"` or `"♣"`.
    #[getter]
    fn symbol(&self) -> String {
        Suit::from(*self).symbol().to_string()
    }

    /// The English name, plural and lowercase: `"hearts"`.
    #[getter]
    fn english(&self) -> &'static str {
        Suit::from(*self).english()
    }

    /// The Swiss-German name: `"Schellen"`, `"Schilten"`, `"Eicheln"`, `"Rosen"`.
    #[getter]
    fn swiss_german(&self) -> &'static str {
        Suit::from(*self).swiss_german()
    }

    /// Pickles as `Suit(letter)`.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> (Bound<'py, PyType>, (String,)) {
        reduce_new(slf, slf.get().__str__())
    }
}

/// One of the nine ranks.
///
/// `Rank(text)` reads a rank code or name (`"A"`, `"10"`, `"T"`,
/// `"jack"`, `"Under"`, `"Ober"`, `"Banner"`); the nine values are also
/// class attributes (`Rank.ACE`).
///
/// `int(rank)` is the natural order, six 0 to ace 8 (jass-kit numbers ranks
/// the other way round inside its card indices; use `Card.index` for
/// those). `str(rank)` is the code used in card codes (`"10"`, `"A"`).
/// Ranks compare in natural order; the order in which they take tricks
/// depends on the contract (`Contract.order`).
///
/// Args:
///     rank: The rank, as text or a `Rank`.
///
/// Raises:
///     ParseError: If the text is not a rank.
///     TypeError: If `rank` is neither a string nor a `Rank`.
#[pyclass(
    name = "Rank",
    module = "jass_engine._jass",
    eq,
    eq_int,
    ord,
    frozen,
    rename_all = "UPPERCASE"
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum PyRank {
    /// Six.
    Six = 0,
    /// Seven.
    Seven = 1,
    /// Eight.
    Eight = 2,
    /// Nine; the nine of trump is the Näll.
    Nine = 3,
    /// Ten (Banner).
    Ten = 4,
    /// Jack (Under); the jack of trump is the Puur.
    Jack = 5,
    /// Queen (Ober).
    Queen = 6,
    /// King (König).
    King = 7,
    /// Ace (Ass).
    Ace = 8,
}

impl From<Rank> for PyRank {
    fn from(rank: Rank) -> PyRank {
        match rank {
            Rank::Six => PyRank::Six,
            Rank::Seven => PyRank::Seven,
            Rank::Eight => PyRank::Eight,
            Rank::Nine => PyRank::Nine,
            Rank::Ten => PyRank::Ten,
            Rank::Jack => PyRank::Jack,
            Rank::Queen => PyRank::Queen,
            Rank::King => PyRank::King,
            Rank::Ace => PyRank::Ace,
        }
    }
}

impl From<PyRank> for Rank {
    fn from(rank: PyRank) -> Rank {
        match rank {
            PyRank::Six => Rank::Six,
            PyRank::Seven => Rank::Seven,
            PyRank::Eight => Rank::Eight,
            PyRank::Nine => Rank::Nine,
            PyRank::Ten => Rank::Ten,
            PyRank::Jack => Rank::Jack,
            PyRank::Queen => Rank::Queen,
            PyRank::King => Rank::King,
            PyRank::Ace => Rank::Ace,
        }
    }
}

#[pymethods]
impl PyRank {
    #[new]
    fn new(rank: RankArg) -> PyRank {
        rank.0.into()
    }

    /// The rank's index, so that a rank hashes like the int it equals.
    fn __hash__(&self) -> isize {
        *self as isize
    }

    /// The code used in card codes: `"6"` … `"10"`, `"J"`, `"Q"`, `"K"`, `"A"`.
    fn __str__(&self) -> &'static str {
        Rank::from(*self).code()
    }

    /// The code used in card codes: `"6"` … `"10"`, `"J"`, `"Q"`, `"K"`, `"A"`.
    #[getter]
    fn code(&self) -> &'static str {
        self.__str__()
    }

    /// The English name, lowercase: `"ace"`, `"ten"`.
    #[getter]
    fn english(&self) -> &'static str {
        Rank::from(*self).english()
    }

    /// The Swiss-German name: `"Ass"`, `"König"`, `"Ober"`, `"Under"`, `"Banner"`, `"9"` ….
    #[getter]
    fn swiss_german(&self) -> &'static str {
        Rank::from(*self).swiss_german()
    }

    /// Pickles as `Rank(code)`.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> (Bound<'py, PyType>, (&'static str,)) {
        reduce_new(slf, slf.get().__str__())
    }
}

/// One of the 36 cards.
///
/// `Card(text)` reads every notation: short codes (`"HA"`, `"H10"`,
/// `"HT"`, `"AH"`), suit symbols (`"♥A"`), English (`"ace of hearts"`),
/// Swiss-German (`"Schellen Ass"`, `"Rosen Under"`) and German
/// (`"Herz Dame"`); it also takes another `Card`. `str(card)` is the short
/// code, and `format(card, style)` writes another style.
///
/// `card.index` and `Card.from_index` use jass-kit's card numbers (`DA` = 0,
/// `DK` = 1 … `C6` = 35). Cards compare by suit (♦ ♥ ♠ ♣), then by rank in
/// natural order (six lowest); they are immutable and hashable.
///
/// Args:
///     card: The card, as text in any notation or as a `Card`.
///
/// Raises:
///     ParseError: If the text is not a card.
///     TypeError: If `card` is neither a string nor a `Card`.
#[pyclass(name = "Card", module = "jass_engine._jass", frozen, eq, hash, ord)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct PyCard(pub(crate) Card);

/// The 36 cards, made once so that iterating over card sets allocates no
/// card objects.
static CARDS: PyOnceLock<Vec<Py<PyCard>>> = PyOnceLock::new();

/// The shared Python object for `card`.
pub(crate) fn card_object(py: Python<'_>, card: Card) -> PyResult<Bound<'_, PyCard>> {
    let cards = CARDS.get_or_try_init(py, || {
        (0..36)
            .map(|index| Py::new(py, PyCard(Card::from_index(index))))
            .collect::<PyResult<Vec<_>>>()
    })?;
    Ok(cards[usize::from(card.index())].bind(py).clone())
}

#[pymethods]
impl PyCard {
    #[new]
    fn new(card: CardArg) -> PyCard {
        PyCard(card.0)
    }

    /// The card with jass-kit index `index` (`DA` = 0, `DK` = 1 … `C6` = 35).
    ///
    /// Args:
    ///     index: The jass-kit card number, 0..36.
    ///
    /// Returns:
    ///     The card.
    ///
    /// Raises:
    ///     ParseError: If `index` is not in 0..36.
    #[staticmethod]
    fn from_index(py: Python<'_>, index: i64) -> Result<Bound<'_, PyCard>, Error> {
        let index = index_from("card", index, 36)?;
        Ok(card_object(py, Card::from_jasskit_index(index)?)?)
    }

    /// The card of `suit` and `rank`.
    ///
    /// Args:
    ///     suit: A `Suit`, or a suit name (`"H"`, `"hearts"`, `"♥"`, `"Schellen"`).
    ///     rank: A `Rank`, or a rank name (`"A"`, `"10"`, `"Under"`).
    ///
    /// Returns:
    ///     The card.
    ///
    /// Raises:
    ///     ParseError: If a name is not a suit or rank.
    ///     TypeError: If an argument is neither a string nor the enum.
    #[staticmethod]
    fn of(py: Python<'_>, suit: SuitArg, rank: RankArg) -> Result<Bound<'_, PyCard>, Error> {
        Ok(card_object(py, Card::new(suit.0, rank.0))?)
    }

    /// The card's jass-kit index: `DA` = 0, `DK` = 1 … `D6` = 8, `HA` = 9 … `C6` = 35.
    #[getter]
    fn index(&self) -> u8 {
        self.0.jasskit_index()
    }

    /// The card's suit.
    #[getter]
    fn suit(&self) -> PySuit {
        self.0.suit().into()
    }

    /// The card's rank.
    #[getter]
    fn rank(&self) -> PyRank {
        self.0.rank().into()
    }

    /// The short code: `"HA"`, `"H10"`.
    fn __str__(&self) -> String {
        self.0.to_string()
    }

    /// `Card("HA")`: an expression that evaluates back to the card.
    fn __repr__(&self) -> String {
        format!("Card(\"{}\")", self.0)
    }

    /// Writes the card in a style: `""` or `"short"` (`HA`), `"unicode"`
    /// (`♥A`), `"english"` (`ace of hearts`) or `"swiss_german"`
    /// (`Schellen Ass`).
    ///
    /// Raises:
    ///     ValueError: If the style is none of these.
    fn __format__(&self, spec: &Bound<'_, PyString>) -> Result<String, Error> {
        let style = match &*text_for(spec, "a card style", TextUse::Value)? {
            "" | "short" => CardStyle::Short,
            "unicode" => CardStyle::Unicode,
            "english" => CardStyle::English,
            "swiss_german" => CardStyle::SwissGerman,
            other => {
                return Err(Error::Value {
                    message: format!(
                        "unknown card style {other:?} (known: short, unicode, english, swiss_german)"
                    ),
                });
            }
        };
        Ok(self.0.styled(style).to_string())
    }

    /// Pickles as `Card(code)`.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> (Bound<'py, PyType>, (String,)) {
        reduce_new(slf, slf.get().0.to_string())
    }
}
