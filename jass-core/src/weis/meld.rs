//! One meld: a sequence or a four, its cards, its points and its name.

use core::fmt;

use crate::card::{Rank, Suit};
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::rules::{FourNines, Rules, WeisTable};
use crate::weis::error::WeisError;

/// A weis (meld): a sequence of at least three cards of one suit in
/// consecutive ranks, or all four cards of one rank (RULES.md §4.1).
///
/// Sequences are described in the natural rank order A K Q J 10 9 8 7 6 in
/// every suit, trump included: `top` is the sequence's highest card in that
/// order (the comparison of [`WeisOrder`](crate::weis::WeisOrder) reverses it in
/// Undenufe). A well-formed sequence has `3 <= len <= 9` and room below its
/// top for `len` ranks; [`Meld::is_well_formed`] checks this, and every
/// function that accepts a player's meld rejects malformed ones with
/// [`WeisError::Malformed`].
///
/// Each of the 121 well-formed melds has an index in `0..121` (the nine
/// fours, then the 28 sequences of each suit), which is how melds cross the
/// C ABI and how [`MeldSet`](crate::MeldSet) stores them.
///
/// # Examples
///
/// ```
/// use jass_core::{Meld, Rank, Rules, Suit};
///
/// let run = Meld::sequence(Suit::Hearts, 4, Rank::Queen);
/// assert_eq!(run.to_string(), "sequence of four from ♥Q");
/// assert_eq!(run.cards(), "HQ HJ H10 H9".parse()?);
/// assert_eq!(run.points(&Rules::schieber()), 50);
///
/// let jacks = Meld::Four(Rank::Jack);
/// assert_eq!(jacks.to_string(), "four jacks");
/// assert_eq!(jacks.points(&Rules::schieber()), 200);
/// assert_eq!(Meld::from_cards("SJ CJ HJ DJ".parse()?), Some(jacks));
/// # Ok::<(), jass_core::ParseCardError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Meld {
    /// `len` cards of `suit` in consecutive ranks, the highest (in natural
    /// order) being `top`.
    Sequence {
        /// The suit of every card.
        suit: Suit,
        /// The number of cards, 3 to 9.
        len: u8,
        /// The highest card in natural order (A K Q J 10 9 8 7 6).
        top: Rank,
    },
    /// All four cards of one rank.
    Four(Rank),
}

/// Number of well-formed melds: 9 fours and 28 sequences per suit.
pub(crate) const MELD_COUNT: usize = 121;

/// First index of the sequences of each suit, after the nine fours.
const FIRST_SEQUENCE: u8 = 9;

/// Sequences per suit: 7 of three cards, 6 of four, ... 1 of nine.
const SEQUENCES_PER_SUIT: u8 = 28;

/// Index of the first sequence of each length (3..=9) within a suit.
const LENGTH_OFFSET: [u8; 7] = [0, 7, 13, 18, 22, 25, 27];

/// Every well-formed meld, by index.
pub(crate) static MELDS: [Meld; MELD_COUNT] = all_melds_table();

const fn all_melds_table() -> [Meld; MELD_COUNT] {
    let mut table = [Meld::Four(Rank::Six); MELD_COUNT];
    let mut rank = 0;
    while rank < 9 {
        table[rank] = Meld::Four(Rank::ALL[rank]);
        rank += 1;
    }
    let mut suit = 0;
    while suit < 4 {
        let mut len = 3;
        while len <= 9 {
            let mut bottom = 0;
            while bottom + len <= 9 {
                let index = FIRST_SEQUENCE as usize
                    + suit * SEQUENCES_PER_SUIT as usize
                    + LENGTH_OFFSET[len - 3] as usize
                    + bottom;
                table[index] = Meld::Sequence {
                    suit: Suit::ALL[suit],
                    len: len as u8,
                    top: Rank::ALL[bottom + len - 1],
                };
                bottom += 1;
            }
            len += 1;
        }
        suit += 1;
    }
    table
}

/// Words for lengths, used in players' names of sequences.
/// Number words for sequence lengths, as written in meld names.
pub(crate) const LENGTH_WORDS: [&str; 10] = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
];

impl Meld {
    /// The sequence of `len` cards of `suit` whose highest card (natural
    /// order) is `top`.
    ///
    /// # Panics
    ///
    /// Panics if the sequence is not well formed (`len` outside `3..=9`, or
    /// fewer than `len` ranks from `top` down); in const context this is a
    /// compile error. [`Meld::try_sequence`] is the fallible form.
    #[must_use]
    pub const fn sequence(suit: Suit, len: u8, top: Rank) -> Meld {
        match Meld::try_sequence(suit, len, top) {
            Ok(meld) => meld,
            Err(_) => panic!("a sequence has 3 to 9 cards, all at or below its top card"),
        }
    }

    /// The sequence of `len` cards of `suit` from `top` down, or an error
    /// naming it.
    ///
    /// # Errors
    ///
    /// [`WeisError::Malformed`] if `len` is outside `3..=9` or there are
    /// fewer than `len` ranks from `top` down to the six.
    pub const fn try_sequence(suit: Suit, len: u8, top: Rank) -> Result<Meld, WeisError> {
        let meld = Meld::Sequence { suit, len, top };
        if meld.is_well_formed() {
            Ok(meld)
        } else {
            Err(WeisError::Malformed { meld })
        }
    }

    /// Whether the meld describes real cards: every four does; a sequence
    /// needs `3 <= len <= 9` and `len` ranks from `top` down.
    #[must_use]
    pub const fn is_well_formed(self) -> bool {
        match self {
            Meld::Sequence { len, top, .. } => len >= 3 && len <= 9 && top as u8 + 1 >= len,
            Meld::Four(_) => true,
        }
    }

    /// The meld's index in `0..121`: fours `0..9` by rank, then for each
    /// suit (♦ ♥ ♠ ♣) its 28 sequences by length and then by lowest card.
    /// `None` for a malformed sequence.
    #[must_use]
    pub const fn index(self) -> Option<u8> {
        match self {
            Meld::Four(rank) => Some(rank as u8),
            Meld::Sequence { suit, len, top } => {
                if !self.is_well_formed() {
                    return None;
                }
                let bottom = top as u8 + 1 - len;
                Some(
                    FIRST_SEQUENCE
                        + suit as u8 * SEQUENCES_PER_SUIT
                        + LENGTH_OFFSET[(len - 3) as usize]
                        + bottom,
                )
            }
        }
    }

    /// The meld with index `index` (see [`Meld::index`]), if it is below 121.
    #[must_use]
    pub const fn from_index(index: u8) -> Option<Meld> {
        if (index as usize) < MELD_COUNT {
            Some(MELDS[index as usize])
        } else {
            None
        }
    }

    /// The meld made of exactly `cards`, if they form a sequence or a four.
    #[must_use]
    pub const fn from_cards(cards: CardSet) -> Option<Meld> {
        let Some(first) = cards.first() else {
            return None;
        };
        let rank = first.rank();
        if cards.mask() == CardSet::of_rank(rank).mask() {
            return Some(Meld::Four(rank));
        }
        let suit = first.suit();
        let ranks = cards.suit_ranks(suit);
        if cards.len() < 3 || ranks.count_ones() as usize != cards.len() {
            return None;
        }
        // Consecutive ranks: shifting down to bit 0 leaves a block of ones.
        let block = ranks >> ranks.trailing_zeros();
        if block & (block + 1) != 0 {
            return None;
        }
        let len = block.count_ones() as u8;
        Some(Meld::Sequence {
            suit,
            len,
            top: Rank::ALL[ranks.ilog2() as usize],
        })
    }

    /// Whether the meld is a sequence.
    #[must_use]
    pub const fn is_sequence(self) -> bool {
        matches!(self, Meld::Sequence { .. })
    }

    /// The number of cards: the sequence's length, or 4.
    #[must_use]
    pub const fn card_count(self) -> u8 {
        match self {
            Meld::Sequence { len, .. } => len,
            Meld::Four(_) => 4,
        }
    }

    /// The cards of the meld.
    ///
    /// A malformed sequence yields the cards its fields describe, clipped to
    /// its suit (never a panic).
    #[must_use]
    pub const fn cards(self) -> CardSet {
        match self {
            Meld::Four(rank) => CardSet::of_rank(rank),
            Meld::Sequence { suit, len, top } => {
                let len = if len > 9 { 9 } else { len as u32 };
                // Ranks 0..=top, then keep the `len` highest of them.
                let below_top = (1u16 << (top as u32 + 1)) - 1;
                let bottom = (top as u32 + 1).saturating_sub(len);
                CardSet::from_suit_ranks(suit, below_top >> bottom << bottom)
            }
        }
    }

    /// Whether every card of the meld is in `hand`.
    #[must_use]
    pub const fn is_in(self, hand: CardSet) -> bool {
        self.cards().is_subset(hand)
    }

    /// The lowest card of a sequence in natural order (its top card in
    /// Undenufe); `None` for a four or a malformed sequence.
    #[must_use]
    pub const fn bottom(self) -> Option<Rank> {
        match self {
            Meld::Sequence { len, top, .. } if self.is_well_formed() => {
                Some(Rank::ALL[(top as u8 + 1 - len) as usize])
            }
            _ => None,
        }
    }

    /// The value of the meld in the weis table of `rules` (RULES.md §4.1):
    /// what is announced, and what step 1 of the comparison (§4.2) looks at.
    ///
    /// | meld | large weis | small weis |
    /// |---|---|---|
    /// | sequence of 3 / 4 / 5 | 20 / 50 / 100 | 20 / 50 / 100 |
    /// | sequence of 6..9 | 100 + ⚙ `long_sequence_step` per card over five | 100 |
    /// | four jacks | 200 | 200 |
    /// | four nines | ⚙ `four_nines`: 150, 100, or 0 when not allowed | same |
    /// | any other four | 100 | 100 |
    ///
    /// Whether a four may be melded at all (⚙ `fours_allowed`,
    /// `undenufe_fours`) depends on the contract: see
    /// [`WeisOrder::allows`](crate::weis::WeisOrder::allows). A malformed sequence
    /// is worth 0.
    #[must_use]
    pub const fn value(self, rules: &Rules) -> u16 {
        self.table_value(rules.weis_table, rules.long_sequence_step, rules.four_nines)
    }

    /// [`Meld::value`] from the three options it reads.
    pub(crate) const fn table_value(
        self,
        table: WeisTable,
        long_sequence_step: u16,
        four_nines: FourNines,
    ) -> u16 {
        match self {
            Meld::Four(Rank::Jack) => 200,
            Meld::Four(Rank::Nine) => match four_nines {
                FourNines::Points150 => 150,
                FourNines::Points100 => 100,
                FourNines::NotAllowed => 0,
            },
            Meld::Four(_) => 100,
            Meld::Sequence { .. } if !self.is_well_formed() => 0,
            Meld::Sequence { len: 3, .. } => 20,
            Meld::Sequence { len: 4, .. } => 50,
            Meld::Sequence { len, .. } => match table {
                // Exact for validated rules (a step of at most 100); any
                // other step stops at `u16::MAX` rather than overflow.
                WeisTable::Large => {
                    100u16.saturating_add((len as u16 - 5).saturating_mul(long_sequence_step))
                }
                WeisTable::Small => 100,
            },
        }
    }

    /// The points the meld scores under `rules`, before the multiplier.
    ///
    /// This is [`Meld::value`] except for runs of eight and nine cards in
    /// small weis, which \[002\] lets their holder count "as a sequence of
    /// five and a sequence of three (or four)": 120 and 150. Such a run still
    /// competes as one sequence of value 100 that beats any shorter one.
    #[must_use]
    pub const fn points(self, rules: &Rules) -> u16 {
        self.table_points(rules.weis_table, rules.long_sequence_step, rules.four_nines)
    }

    /// [`Meld::points`] from the three options it reads.
    pub(crate) const fn table_points(
        self,
        table: WeisTable,
        long_sequence_step: u16,
        four_nines: FourNines,
    ) -> u16 {
        match (self, table) {
            // Five plus three, five plus four ([002]).
            (Meld::Sequence { len: 8, .. }, WeisTable::Small) => 120,
            (Meld::Sequence { len: 9, .. }, WeisTable::Small) => 150,
            _ => self.table_value(table, long_sequence_step, four_nines),
        }
    }

    /// A view of the meld that names it as players do under `contract`: in
    /// Undenufe a sequence is named from its lowest card, which is its top
    /// card there ("sequence of three from ♥6" for ♥6 7 8).
    ///
    /// ```
    /// use jass_core::{Contract, Meld, Rank, Suit};
    ///
    /// let run = Meld::sequence(Suit::Hearts, 3, Rank::Eight);
    /// assert_eq!(run.named(Contract::Obenabe).to_string(), "sequence of three from ♥8");
    /// assert_eq!(run.named(Contract::Undenufe).to_string(), "sequence of three from ♥6");
    /// ```
    #[must_use]
    pub const fn named(self, contract: Contract) -> NamedMeld {
        NamedMeld {
            meld: self,
            contract,
        }
    }
}

impl TryFrom<u8> for Meld {
    type Error = WeisError;

    fn try_from(index: u8) -> Result<Meld, WeisError> {
        Meld::from_index(index).ok_or(WeisError::IndexOutOfRange { index })
    }
}

impl fmt::Display for Meld {
    /// Players' words: "sequence of four from ♥Q", "four jacks".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_meld(f, *self, false)
    }
}

/// Writes a meld's name, a sequence from its lowest card if `from_bottom`
/// (Undenufe's top card).
fn write_meld(f: &mut fmt::Formatter<'_>, meld: Meld, from_bottom: bool) -> fmt::Result {
    match meld {
        Meld::Four(rank) => write!(f, "four {}", rank.english_plural()),
        Meld::Sequence { suit, len, top } => {
            match LENGTH_WORDS.get(usize::from(len)) {
                Some(word) => write!(f, "sequence of {word}")?,
                None => write!(f, "sequence of {len}")?,
            }
            let from = if from_bottom {
                meld.bottom().unwrap_or(top)
            } else {
                top
            };
            write!(f, " from {}{}", suit.symbol(), from.code())
        }
    }
}

/// A meld named as players do under a contract; made by [`Meld::named`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NamedMeld {
    meld: Meld,
    contract: Contract,
}

impl fmt::Display for NamedMeld {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_meld(f, self.meld, self.contract == Contract::Undenufe)
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;

    #[test]
    fn every_index_round_trips() {
        for index in 0..MELD_COUNT as u8 {
            let meld = Meld::from_index(index).unwrap();
            assert!(meld.is_well_formed());
            assert_eq!(meld.index(), Some(index));
            assert_eq!(Meld::from_cards(meld.cards()), Some(meld));
            assert_eq!(meld.cards().len(), meld.card_count() as usize);
        }
        assert_eq!(Meld::from_index(121), None);
        assert_eq!(
            Meld::try_from(200),
            Err(WeisError::IndexOutOfRange { index: 200 })
        );
    }

    #[test]
    fn malformed_sequences_are_rejected_without_panicking() {
        let too_long = Meld::Sequence {
            suit: Suit::Hearts,
            len: 12,
            top: Rank::Ace,
        };
        let too_low = Meld::Sequence {
            suit: Suit::Hearts,
            len: 4,
            top: Rank::Eight,
        };
        let too_short = Meld::Sequence {
            suit: Suit::Hearts,
            len: 2,
            top: Rank::Ace,
        };
        for meld in [too_long, too_low, too_short] {
            assert!(!meld.is_well_formed());
            assert_eq!(meld.index(), None);
            assert_eq!(meld.bottom(), None);
            assert_eq!(meld.value(&Rules::schieber()), 0);
            assert!(meld.cards().len() <= 9);
            assert!(!meld.to_string().is_empty());
        }
        assert_eq!(too_low.cards(), "H6 H7 H8".parse().unwrap());
        assert_eq!(
            Meld::try_sequence(Suit::Hearts, 12, Rank::Ace),
            Err(WeisError::Malformed { meld: too_long })
        );
    }

    #[test]
    fn non_melds_have_no_meld() {
        for text in [
            "",
            "HA HK",
            "HA HK HJ",
            "HA SK SQ",
            "HA SA CA",
            "H6 H7 H8 S9",
        ] {
            let cards: CardSet = text.parse().unwrap();
            assert_eq!(Meld::from_cards(cards), None, "{text}");
        }
    }

    /// The weis table of RULES.md §4.1, as [`Meld::value`] gives it: what
    /// is announced and compared, before the multiplier.
    #[test]
    fn values_follow_the_weis_table() {
        let large = Rules::schieber();
        let small = Rules::schieber().with_weis_table(WeisTable::Small);
        let run = |len| Meld::sequence(Suit::Hearts, len, Rank::Ace);
        for (len, large_value, small_value) in [
            (3, 20, 20),
            (4, 50, 50),
            (5, 100, 100),
            (6, 150, 100),
            (7, 200, 100),
            (8, 250, 100),
            (9, 300, 100),
        ] {
            assert_eq!(run(len).value(&large), large_value, "{len} large");
            assert_eq!(run(len).value(&small), small_value, "{len} small");
        }
        // Small weis: a run of eight still competes at 100 but scores 120.
        assert_eq!(run(8).points(&small), 120);
        assert_eq!(Meld::Four(Rank::Jack).value(&large), 200);
        assert_eq!(Meld::Four(Rank::Nine).value(&large), 150);
        assert_eq!(Meld::Four(Rank::Ace).value(&large), 100);
        assert_eq!(
            Meld::Four(Rank::Nine).value(&large.with_four_nines(FourNines::Points100)),
            100
        );
    }

    #[test]
    fn names_are_players_words() {
        assert_eq!(
            Meld::sequence(Suit::Spades, 9, Rank::Ace).to_string(),
            "sequence of nine from ♠A"
        );
        assert_eq!(Meld::Four(Rank::Six).to_string(), "four sixes");
        assert_eq!(
            Meld::Four(Rank::Six).named(Contract::Undenufe).to_string(),
            "four sixes"
        );
    }
}
