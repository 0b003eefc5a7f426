//! Suits, ranks and cards of the 36-card Jass pack.

use core::fmt;
use core::hash::{Hash, Hasher};

use crate::error::ParseCardError;

/// One of the four suits.
///
/// The discriminants follow the suit order of the `jass-kit` Python package
/// (diamonds, hearts, spades, clubs), so a suit's index is the same in both
/// engines. The Swiss-German names map as in RULES.md §1: hearts = Schellen
/// (bells), diamonds = Schilten (shields), spades = Eicheln (acorns),
/// clubs = Rosen (roses).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Suit {
    /// ♦ Diamonds; Swiss-German Schilten (shields).
    Diamonds = 0,
    /// ♥ Hearts; Swiss-German Schellen (bells).
    Hearts = 1,
    /// ♠ Spades; Swiss-German Eicheln (acorns).
    Spades = 2,
    /// ♣ Clubs; Swiss-German Rosen (roses, "flowers").
    Clubs = 3,
}

impl Suit {
    /// All suits in index order.
    pub const ALL: [Suit; 4] = [Suit::Diamonds, Suit::Hearts, Suit::Spades, Suit::Clubs];

    /// The suit's index, 0..4.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The suit with the given index, if it is below 4.
    #[must_use]
    pub const fn from_index(index: u8) -> Option<Suit> {
        match index {
            0 => Some(Suit::Diamonds),
            1 => Some(Suit::Hearts),
            2 => Some(Suit::Spades),
            3 => Some(Suit::Clubs),
            _ => None,
        }
    }

    /// The one-letter French code: `D`, `H`, `S` or `C`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
            Suit::Clubs => 'C',
        }
    }

    /// The suit symbol: `♦`, `♥`, `♠` or `♣`.
    #[must_use]
    pub const fn symbol(self) -> char {
        match self {
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
            Suit::Clubs => '♣',
        }
    }

    /// The English name, plural and lowercase: `"hearts"`.
    #[must_use]
    pub const fn english(self) -> &'static str {
        match self {
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
            Suit::Clubs => "clubs",
        }
    }

    /// The Swiss-German name: `"Schellen"`, `"Schilten"`, `"Eicheln"`, `"Rosen"`.
    #[must_use]
    pub const fn swiss_german(self) -> &'static str {
        match self {
            Suit::Diamonds => "Schilten",
            Suit::Hearts => "Schellen",
            Suit::Spades => "Eicheln",
            Suit::Clubs => "Rosen",
        }
    }
}

impl TryFrom<u8> for Suit {
    type Error = ParseCardError;

    fn try_from(index: u8) -> Result<Self, Self::Error> {
        Suit::from_index(index).ok_or(ParseCardError::SuitIndexOutOfRange { index })
    }
}

impl fmt::Display for Suit {
    /// Writes the suit symbol (`♥`); `{:#}` writes the English name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            f.write_str(self.english())
        } else {
            write!(f, "{}", self.symbol())
        }
    }
}

/// One of the nine ranks, in natural order from six (low) to ace (high).
///
/// The natural order is the order of a side suit and of Obenabe; a
/// [`Contract`](crate::Contract) gives the order in which ranks take tricks
/// (trump: J 9 A K Q 10 8 7 6; Undenufe: 6 high, ace low).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Rank {
    /// Six.
    Six = 0,
    /// Seven.
    Seven = 1,
    /// Eight.
    Eight = 2,
    /// Nine; the nine of trump is the Näll.
    Nine = 3,
    /// Ten; Swiss-German Banner.
    Ten = 4,
    /// Jack; Swiss-German Under. The jack of trump is the Puur.
    Jack = 5,
    /// Queen; Swiss-German Ober.
    Queen = 6,
    /// King; Swiss-German König.
    King = 7,
    /// Ace; Swiss-German Ass.
    Ace = 8,
}

impl Rank {
    /// All ranks in natural order, six first.
    pub const ALL: [Rank; 9] = [
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// The rank's index in natural order, 0 (six) ..= 8 (ace).
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The rank with the given natural-order index, if it is below 9.
    #[must_use]
    pub const fn from_index(index: u8) -> Option<Rank> {
        if index < 9 {
            Some(Rank::ALL[index as usize])
        } else {
            None
        }
    }

    /// The short code: `6`..`10`, `J`, `Q`, `K`, `A`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Rank::Six => "6",
            Rank::Seven => "7",
            Rank::Eight => "8",
            Rank::Nine => "9",
            Rank::Ten => "10",
            Rank::Jack => "J",
            Rank::Queen => "Q",
            Rank::King => "K",
            Rank::Ace => "A",
        }
    }

    /// The English name, lowercase: `"ace"`, `"ten"`.
    #[must_use]
    pub const fn english(self) -> &'static str {
        match self {
            Rank::Six => "six",
            Rank::Seven => "seven",
            Rank::Eight => "eight",
            Rank::Nine => "nine",
            Rank::Ten => "ten",
            Rank::Jack => "jack",
            Rank::Queen => "queen",
            Rank::King => "king",
            Rank::Ace => "ace",
        }
    }

    /// The English plural, lowercase: `"aces"`, `"sixes"`.
    #[must_use]
    pub const fn english_plural(self) -> &'static str {
        match self {
            Rank::Six => "sixes",
            Rank::Seven => "sevens",
            Rank::Eight => "eights",
            Rank::Nine => "nines",
            Rank::Ten => "tens",
            Rank::Jack => "jacks",
            Rank::Queen => "queens",
            Rank::King => "kings",
            Rank::Ace => "aces",
        }
    }

    /// The Swiss-German name: `"Ass"`, `"König"`, `"Ober"`, `"Under"`, `"Banner"`, `"9"`…
    #[must_use]
    pub const fn swiss_german(self) -> &'static str {
        match self {
            Rank::Six => "6",
            Rank::Seven => "7",
            Rank::Eight => "8",
            Rank::Nine => "9",
            Rank::Ten => "Banner",
            Rank::Jack => "Under",
            Rank::Queen => "Ober",
            Rank::King => "König",
            Rank::Ace => "Ass",
        }
    }
}

impl TryFrom<u8> for Rank {
    type Error = ParseCardError;

    fn try_from(index: u8) -> Result<Self, Self::Error> {
        Rank::from_index(index).ok_or(ParseCardError::RankIndexOutOfRange { index })
    }
}

impl fmt::Display for Rank {
    /// Writes the short code (`10`, `A`); `{:#}` writes the English name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if f.alternate() {
            self.english()
        } else {
            self.code()
        })
    }
}

/// One of the 36 cards.
///
/// A card is its index `suit * 9 + rank` (0..36), with [`Suit`] and [`Rank`]
/// indices as documented there; the index is also the card's bit in a
/// [`CardSet`](crate::CardSet). The `jass-kit` package numbers cards
/// differently (ranks high to low within a suit); see
/// [`Card::jasskit_index`].
///
/// # Examples
///
/// ```
/// use jass_core::{Card, Rank, Suit};
///
/// let card: Card = "H10".parse()?;
/// assert_eq!(card, Card::new(Suit::Hearts, Rank::Ten));
/// assert_eq!("♥10".parse::<Card>()?, card);
/// assert_eq!("Schellen Banner".parse::<Card>()?, card);
/// assert_eq!(card.to_string(), "H10");
/// assert_eq!(Card::from_jasskit_index(card.jasskit_index())?, card);
/// # Ok::<(), jass_core::ParseCardError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Card(Index);

/// Declares [`Index`] from its numbers and variants, and the match from a
/// number to its variant ([`Index::new`]).
macro_rules! card_indices {
    ($($number:literal $variant:ident),* $(,)?) => {
        /// A card's index as a type of 36 values: the compiler then knows
        /// that every card's index is below 36, so that a table of 36
        /// indexed by it needs no bounds check and [`Card::suit`] no
        /// fallback.
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
        #[repr(u8)]
        enum Index {
            $($variant),*
        }

        impl Index {
            /// Index `index`, or `None` from 36 on. A match, not a table
            /// of the 36: it compiles to the bounds check alone, where a
            /// table is a load on the way from a number to every card made
            /// (a random card, a card of a hand).
            #[inline]
            const fn new(index: u8) -> Option<Index> {
                match index {
                    $($number => Some(Index::$variant),)*
                    _ => None,
                }
            }
        }
    };
}

card_indices!(
    0 I0, 1 I1, 2 I2, 3 I3, 4 I4, 5 I5, 6 I6, 7 I7, 8 I8,
    9 I9, 10 I10, 11 I11, 12 I12, 13 I13, 14 I14, 15 I15, 16 I16, 17 I17,
    18 I18, 19 I19, 20 I20, 21 I21, 22 I22, 23 I23, 24 I24, 25 I25, 26 I26,
    27 I27, 28 I28, 29 I29, 30 I30, 31 I31, 32 I32, 33 I33, 34 I34, 35 I35,
);

/// The suit of each card index, and diamonds from 36 to 63: a table, for
/// [`Card::suit`] and the solver's hot paths, where a load is shorter than
/// a division by nine (an index masked with 63 needs no bounds check).
pub(crate) static SUIT_OF: [Suit; 64] = {
    let mut suits = [Suit::Diamonds; 64];
    let mut card = 0;
    while card < 36 {
        suits[card] = Suit::ALL[card / 9];
        card += 1;
    }
    suits
};

impl Hash for Card {
    /// Hashes the card's index, as a `u8`.
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.index().hash(state);
    }
}

impl Card {
    /// Number of cards in the pack.
    pub const COUNT: usize = 36;

    /// The card of `suit` and `rank`.
    #[must_use]
    #[inline]
    pub const fn new(suit: Suit, rank: Rank) -> Card {
        Card::from_index(suit as u8 * 9 + rank as u8)
    }

    /// The card with index `index` (0..36).
    ///
    /// # Panics
    ///
    /// Panics if `index >= 36`; in const context this is a compile error.
    /// [`Card::try_from_index`] is the fallible form.
    #[must_use]
    #[inline]
    pub const fn from_index(index: u8) -> Card {
        match Index::new(index) {
            Some(index) => Card(index),
            None => panic!("card index out of range"),
        }
    }

    /// The card with index `index`, or an error naming the rejected index.
    ///
    /// # Errors
    ///
    /// [`ParseCardError::IndexOutOfRange`] if `index >= 36`.
    pub const fn try_from_index(index: u8) -> Result<Card, ParseCardError> {
        match Index::new(index) {
            Some(index) => Ok(Card(index)),
            None => Err(ParseCardError::IndexOutOfRange { index }),
        }
    }

    /// The card's index, `suit * 9 + rank`.
    #[must_use]
    #[inline]
    pub const fn index(self) -> u8 {
        self.0 as u8
    }

    /// The card's suit.
    #[must_use]
    #[inline]
    pub const fn suit(self) -> Suit {
        SUIT_OF[self.0 as usize]
    }

    /// The card's rank.
    #[must_use]
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank::ALL[(self.index() % 9) as usize]
    }

    /// The card's index in the `jass-kit` Python package: `DA = 0`,
    /// `DK = 1` … `D6 = 8`, `HA = 9` … `C6 = 35` (suits D, H, S, C; ranks
    /// A K Q J 10 9 8 7 6 within a suit).
    #[must_use]
    pub const fn jasskit_index(self) -> u8 {
        let index = self.index();
        (index / 9) * 9 + (8 - index % 9)
    }

    /// The card with the given `jass-kit` index.
    ///
    /// # Errors
    ///
    /// [`ParseCardError::IndexOutOfRange`] if `index >= 36`.
    pub const fn from_jasskit_index(index: u8) -> Result<Card, ParseCardError> {
        if index < 36 {
            Ok(Card::from_index((index / 9) * 9 + (8 - index % 9)))
        } else {
            Err(ParseCardError::IndexOutOfRange { index })
        }
    }

    /// A view of the card that displays in `style`.
    ///
    /// ```
    /// use jass_core::{Card, CardStyle};
    ///
    /// let card: Card = "CJ".parse()?;
    /// assert_eq!(card.styled(CardStyle::Unicode).to_string(), "♣J");
    /// assert_eq!(card.styled(CardStyle::English).to_string(), "jack of clubs");
    /// assert_eq!(card.styled(CardStyle::SwissGerman).to_string(), "Rosen Under");
    /// # Ok::<(), jass_core::ParseCardError>(())
    /// ```
    #[must_use]
    pub const fn styled(self, style: CardStyle) -> StyledCard {
        StyledCard { card: self, style }
    }
}

impl TryFrom<u8> for Card {
    type Error = ParseCardError;

    fn try_from(index: u8) -> Result<Self, Self::Error> {
        Card::try_from_index(index)
    }
}

impl From<Card> for u8 {
    fn from(card: Card) -> u8 {
        card.index()
    }
}

impl fmt::Display for Card {
    /// Writes the short code (`HA`, `H10`). Use [`Card::styled`] for other styles.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.suit().letter(), self.rank().code())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// How a card is written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum CardStyle {
    /// French short code: `HA`, `H10`, `C6` (the default, and `jass-kit`'s).
    #[default]
    Short,
    /// Suit symbol and rank: `♥A`, `♥10`.
    Unicode,
    /// English words: `ace of hearts`.
    English,
    /// Swiss-German names: `Schellen Ass`, `Rosen Under`.
    SwissGerman,
}

/// A card that displays in a chosen [`CardStyle`]; made by [`Card::styled`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StyledCard {
    card: Card,
    style: CardStyle,
}

impl fmt::Display for StyledCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (suit, rank) = (self.card.suit(), self.card.rank());
        match self.style {
            CardStyle::Short => write!(f, "{}", self.card),
            CardStyle::Unicode => write!(f, "{}{}", suit.symbol(), rank.code()),
            CardStyle::English => write!(f, "{} of {}", rank.english(), suit.english()),
            CardStyle::SwissGerman => write!(f, "{} {}", suit.swiss_german(), rank.swiss_german()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_round_trips_through_suit_and_rank() {
        for index in 0..36 {
            let card = Card::from_index(index);
            assert_eq!(Card::new(card.suit(), card.rank()), card);
        }
    }

    #[test]
    fn jasskit_indices_follow_its_documented_order() {
        let da = Card::new(Suit::Diamonds, Rank::Ace);
        let c6 = Card::new(Suit::Clubs, Rank::Six);
        let h10 = Card::new(Suit::Hearts, Rank::Ten);
        assert_eq!(da.jasskit_index(), 0);
        assert_eq!(c6.jasskit_index(), 35);
        assert_eq!(h10.jasskit_index(), 13);
        for index in 0..36 {
            let card = Card::from_jasskit_index(index).unwrap();
            assert_eq!(card.jasskit_index(), index);
        }
        assert!(Card::from_jasskit_index(36).is_err());
    }

    #[test]
    fn out_of_range_indices_are_rejected_with_their_value() {
        assert_eq!(
            Card::try_from(36),
            Err(ParseCardError::IndexOutOfRange { index: 36 })
        );
        assert_eq!(
            Suit::try_from(4),
            Err(ParseCardError::SuitIndexOutOfRange { index: 4 })
        );
        assert_eq!(
            Rank::try_from(9),
            Err(ParseCardError::RankIndexOutOfRange { index: 9 })
        );
    }
}
