//! Contracts (trump suit, Obenabe, Undenufe), their rank orders, and
//! per-contract storage.

use core::fmt;
use core::ops::{Index, IndexMut};

use crate::card::{Card, Rank, Suit};
use crate::error::ParseContractError;

/// What a hand is played as (RULES.md §2).
///
/// # Examples
///
/// ```
/// use jass_core::{Contract, Rank, Suit};
///
/// let contract: Contract = "hearts".parse()?;
/// assert_eq!(contract, Contract::Trump(Suit::Hearts));
/// // In trump the Puur (jack) and the Näll (nine) lead the order.
/// assert_eq!(contract.order(Suit::Hearts)[..3], [Rank::Jack, Rank::Nine, Rank::Ace]);
/// assert_eq!(Contract::Undenufe.order(Suit::Clubs)[0], Rank::Six);
/// # Ok::<(), jass_core::ParseContractError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Contract {
    /// The suit is trump; its jack (Puur) and nine (Näll) are the highest
    /// cards.
    Trump(Suit),
    /// Top-down, no trump: ace high in every suit, eights count 8.
    Obenabe,
    /// Bottom-up, no trump: six high, ace low; eights count 8, and by default
    /// sixes count 11 and aces 0 (⚙ `undenufe_values`).
    Undenufe,
}

/// Trick-taking power of each rank in the trump suit, 0 (six) ..= 8 (jack):
/// J 9 A K Q 10 8 7 6.
pub(crate) const TRUMP_POWER: [u8; 9] = [0, 1, 2, 7, 3, 8, 4, 5, 6];

/// Ranks of trump (as nine natural-order bits) that beat every trump rank in
/// the index: the stronger ranks and the highest rank itself, since of two
/// identical cards the later one wins (the double pack, RULES.md §5.2; with
/// one pack a card of the trick is never in a hand, so the highest rank
/// adds nothing there). Index 0 (no trump yet) allows every trump.
pub(crate) static TRUMPS_BEATING: [u16; 512] = trumps_beating_table();

const fn trumps_beating_table() -> [u16; 512] {
    let mut table = [0u16; 512];
    let mut mask = 0;
    while mask < 512 {
        let mut best = 0; // highest power present, plus one
        let mut rank = 0;
        while rank < 9 {
            if mask >> rank & 1 == 1 && TRUMP_POWER[rank] + 1 > best {
                best = TRUMP_POWER[rank] + 1;
            }
            rank += 1;
        }
        let mut above = 0u16;
        let mut rank = 0;
        while rank < 9 {
            if TRUMP_POWER[rank] + 1 >= best {
                above |= 1 << rank;
            }
            rank += 1;
        }
        table[mask] = above;
        mask += 1;
    }
    table
}

impl Contract {
    /// All six contracts in `jass-kit` trump order: ♦, ♥, ♠, ♣ trump,
    /// Obenabe, Undenufe.
    pub const ALL: [Contract; 6] = [
        Contract::Trump(Suit::Diamonds),
        Contract::Trump(Suit::Hearts),
        Contract::Trump(Suit::Spades),
        Contract::Trump(Suit::Clubs),
        Contract::Obenabe,
        Contract::Undenufe,
    ];

    /// The contract's index: the suit index for a trump contract, 4 for
    /// Obenabe, 5 for Undenufe. This is `jass-kit`'s trump number.
    #[must_use]
    #[inline]
    pub const fn index(self) -> usize {
        // The variant's place (0, 1, 2), then the suit of a trump or 3 plus
        // the place: written so that it compiles to a zero extension of the
        // enum's byte, which holds the index already (a match of the three
        // variants to 4 and 5 compiles to branches, and one of the other
        // variants to `4 + is Undenufe` to six instructions).
        let place = match self {
            Contract::Trump(_) => 0,
            Contract::Obenabe => 1,
            Contract::Undenufe => 2,
        };
        match self {
            Contract::Trump(suit) => suit as usize,
            _ => 3 + place,
        }
    }

    /// The contract with index `index` (see [`Contract::index`]).
    ///
    /// # Errors
    ///
    /// [`ParseContractError::IndexOutOfRange`] if `index >= 6`.
    pub const fn from_index(index: u8) -> Result<Contract, ParseContractError> {
        if index < 6 {
            Ok(Contract::ALL[index as usize])
        } else {
            Err(ParseContractError::IndexOutOfRange { index })
        }
    }

    /// The trump suit, if the contract has one.
    #[must_use]
    pub const fn trump(self) -> Option<Suit> {
        match self {
            Contract::Trump(suit) => Some(suit),
            Contract::Obenabe | Contract::Undenufe => None,
        }
    }

    /// Whether `card` is a trump under this contract.
    #[must_use]
    pub const fn is_trump(self, card: Card) -> bool {
        match self {
            Contract::Trump(suit) => card.suit() as u8 == suit as u8,
            Contract::Obenabe | Contract::Undenufe => false,
        }
    }

    /// The ranks of `suit` in trick-taking order, highest first.
    #[must_use]
    pub const fn order(self, suit: Suit) -> [Rank; 9] {
        use Rank::{Ace, Eight, Jack, King, Nine, Queen, Seven, Six, Ten};
        match self {
            Contract::Trump(trump) if trump as u8 == suit as u8 => {
                [Jack, Nine, Ace, King, Queen, Ten, Eight, Seven, Six]
            }
            Contract::Undenufe => [Six, Seven, Eight, Nine, Ten, Jack, Queen, King, Ace],
            Contract::Trump(_) | Contract::Obenabe => {
                [Ace, King, Queen, Jack, Ten, Nine, Eight, Seven, Six]
            }
        }
    }

    /// The trick-taking strength of `card` in a trick whose first card is of
    /// suit `led`: higher wins. Cards neither of the led suit nor trump have
    /// strength 0 and never win.
    #[must_use]
    pub const fn strength(self, card: Card, led: Suit) -> u8 {
        let rank = card.rank() as u8;
        let suit = card.suit() as u8;
        match self {
            Contract::Trump(trump) if suit == trump as u8 => 32 + TRUMP_POWER[rank as usize],
            _ if suit != led as u8 => 0,
            Contract::Undenufe => 16 + 8 - rank,
            Contract::Trump(_) | Contract::Obenabe => 16 + rank,
        }
    }

    /// The English name: `"hearts"`, `"obenabe"`, `"undenufe"`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Contract::Trump(suit) => suit.english(),
            Contract::Obenabe => "obenabe",
            Contract::Undenufe => "undenufe",
        }
    }
}

impl fmt::Display for Contract {
    /// Writes the name that [`str::parse`] reads back (`hearts`,
    /// `obenabe`); `{:#}` writes players' words (`trump ♥`, `Obenabe`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self, f.alternate()) {
            (Contract::Trump(suit), true) => write!(f, "trump {}", suit.symbol()),
            (Contract::Obenabe, true) => f.write_str("Obenabe"),
            (Contract::Undenufe, true) => f.write_str("Undenufe"),
            (contract, false) => f.write_str(contract.name()),
        }
    }
}

impl TryFrom<u8> for Contract {
    type Error = ParseContractError;

    fn try_from(index: u8) -> Result<Contract, ParseContractError> {
        Contract::from_index(index)
    }
}

/// One value per contract, indexed by [`Contract`]; used for multipliers
/// and for which contracts may be declared.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct PerContract<T> {
    /// ♦ trump (Schilten).
    pub diamonds: T,
    /// ♥ trump (Schellen).
    pub hearts: T,
    /// ♠ trump (Eicheln).
    pub spades: T,
    /// ♣ trump (Rosen).
    pub clubs: T,
    /// Obenabe.
    pub obenabe: T,
    /// Undenufe.
    pub undenufe: T,
}

impl<T: Copy> PerContract<T> {
    /// The same value for every contract.
    pub const fn splat(value: T) -> PerContract<T> {
        PerContract {
            diamonds: value,
            hearts: value,
            spades: value,
            clubs: value,
            obenabe: value,
            undenufe: value,
        }
    }

    /// Values given per suit (`[♦, ♥, ♠, ♣]`) and for Obenabe and Undenufe.
    pub const fn new(suits: [T; 4], obenabe: T, undenufe: T) -> PerContract<T> {
        PerContract {
            diamonds: suits[0],
            hearts: suits[1],
            spades: suits[2],
            clubs: suits[3],
            obenabe,
            undenufe,
        }
    }

    /// Iterates over `(contract, value)` pairs in [`Contract::ALL`] order.
    pub fn iter(&self) -> impl Iterator<Item = (Contract, T)> + '_ {
        Contract::ALL.into_iter().map(|c| (c, self[c]))
    }
}

impl<T> Index<Contract> for PerContract<T> {
    type Output = T;
    fn index(&self, contract: Contract) -> &T {
        match contract {
            Contract::Trump(Suit::Diamonds) => &self.diamonds,
            Contract::Trump(Suit::Hearts) => &self.hearts,
            Contract::Trump(Suit::Spades) => &self.spades,
            Contract::Trump(Suit::Clubs) => &self.clubs,
            Contract::Obenabe => &self.obenabe,
            Contract::Undenufe => &self.undenufe,
        }
    }
}

impl<T> IndexMut<Contract> for PerContract<T> {
    fn index_mut(&mut self, contract: Contract) -> &mut T {
        match contract {
            Contract::Trump(Suit::Diamonds) => &mut self.diamonds,
            Contract::Trump(Suit::Hearts) => &mut self.hearts,
            Contract::Trump(Suit::Spades) => &mut self.spades,
            Contract::Trump(Suit::Clubs) => &mut self.clubs,
            Contract::Obenabe => &mut self.obenabe,
            Contract::Undenufe => &mut self.undenufe,
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;

    #[test]
    fn trump_power_follows_puur_naell_ace_order() {
        let order = Contract::Trump(Suit::Clubs).order(Suit::Clubs);
        for pair in order.windows(2) {
            assert!(TRUMP_POWER[pair[0].index()] > TRUMP_POWER[pair[1].index()]);
        }
    }

    #[test]
    fn trumps_beating_lists_the_stronger_ranks_and_the_identical_one() {
        // Highest trump so far is the ace: the nine and jack beat it, and
        // so does the other ace of a double pack.
        let ace = 1 << Rank::Ace.index();
        let expected = ace | (1 << Rank::Nine.index()) | (1 << Rank::Jack.index());
        assert_eq!(usize::from(TRUMPS_BEATING[ace]), expected);
        assert_eq!(
            usize::from(TRUMPS_BEATING[ace | 1 << Rank::Six.index()]),
            expected
        );
        let jack = 1 << Rank::Jack.index();
        assert_eq!(usize::from(TRUMPS_BEATING[jack]), jack);
        assert_eq!(TRUMPS_BEATING[0], 0x1FF);
    }

    #[test]
    fn indices_match_jasskit_trump_numbers() {
        for (i, contract) in Contract::ALL.into_iter().enumerate() {
            assert_eq!(contract.index(), i);
            assert_eq!(Contract::from_index(i as u8), Ok(contract));
            assert_eq!(contract.to_string().parse(), Ok(contract));
        }
        assert!(Contract::from_index(6).is_err());
    }
}
