//! `MeldSet`: a set of melds as a 121-bit mask.

use core::fmt;
use core::iter::FusedIterator;

use crate::card_set::CardSet;
use crate::weis::meld::{MELD_COUNT, MELDS, Meld};

/// A set of melds, one bit per meld [index](Meld::index): `Copy`, 16 bytes,
/// never allocating, able to hold every meld of any set of cards.
///
/// Iteration goes in index order: the fours from sixes to aces, then the
/// sequences of ♦, ♥, ♠, ♣, each suit by length and then by lowest card.
/// [`WeisOrder::strongest`](crate::weis::WeisOrder::strongest) finds the best one.
///
/// # Examples
///
/// ```
/// use jass_core::{Contract, Meld, Rank, Rules, Suit, weis::all_melds};
///
/// let hand = "HK HQ HJ H10 SK DK CK C6 C7".parse()?;
/// let melds = all_melds(hand, Contract::Obenabe, &Rules::schieber());
/// // Four kings, the run K-Q-J-10 and its three-card parts.
/// assert_eq!(melds.len(), 4);
/// assert!(melds.contains(Meld::Four(Rank::King)));
/// assert!(melds.contains(Meld::sequence(Suit::Hearts, 3, Rank::Queen)));
/// # Ok::<(), jass_core::ParseCardError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MeldSet(u128);

impl MeldSet {
    /// No melds.
    pub const EMPTY: MeldSet = MeldSet(0);

    /// All 121 melds.
    pub const ALL: MeldSet = MeldSet((1 << MELD_COUNT) - 1);

    /// The set with exactly the melds whose index bits are set in `mask`,
    /// ignoring bits from 121 up.
    #[must_use]
    pub const fn from_mask(mask: u128) -> MeldSet {
        MeldSet(mask & MeldSet::ALL.0)
    }

    /// The bit mask: bit [`Meld::index`] is set for each meld in the set.
    #[must_use]
    pub const fn mask(self) -> u128 {
        self.0
    }

    /// The set holding only `meld` (empty for a malformed meld).
    #[must_use]
    pub const fn single(meld: Meld) -> MeldSet {
        match meld.index() {
            Some(index) => MeldSet(1 << index),
            None => MeldSet::EMPTY,
        }
    }

    /// Whether `meld` is in the set.
    #[must_use]
    pub const fn contains(self, meld: Meld) -> bool {
        match meld.index() {
            Some(index) => self.0 >> index & 1 == 1,
            None => false,
        }
    }

    /// The set with `meld` added (unchanged for a malformed meld).
    #[must_use]
    pub const fn with(self, meld: Meld) -> MeldSet {
        MeldSet(self.0 | MeldSet::single(meld).0)
    }

    /// The set with `meld` removed.
    #[must_use]
    pub const fn without(self, meld: Meld) -> MeldSet {
        MeldSet(self.0 & !MeldSet::single(meld).0)
    }

    /// The melds in either set.
    #[must_use]
    pub const fn union(self, other: MeldSet) -> MeldSet {
        MeldSet(self.0 | other.0)
    }

    /// The number of melds.
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The melds in index order.
    #[must_use]
    pub const fn iter(self) -> MeldSetIter {
        MeldSetIter(self.0)
    }

    /// Every card of every meld.
    #[must_use]
    pub fn cards(self) -> CardSet {
        self.iter()
            .fold(CardSet::EMPTY, |cards, meld| cards | meld.cards())
    }
}

impl IntoIterator for MeldSet {
    type Item = Meld;
    type IntoIter = MeldSetIter;

    fn into_iter(self) -> MeldSetIter {
        self.iter()
    }
}

impl FromIterator<Meld> for MeldSet {
    /// Collects melds; malformed ones are left out.
    fn from_iter<I: IntoIterator<Item = Meld>>(melds: I) -> MeldSet {
        melds.into_iter().fold(MeldSet::EMPTY, MeldSet::with)
    }
}

impl fmt::Debug for MeldSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().map(DisplayAsDebug))
            .finish()
    }
}

impl fmt::Display for MeldSet {
    /// The melds in players' words, separated by commas.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, meld) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{meld}")?;
        }
        Ok(())
    }
}

struct DisplayAsDebug(Meld);

impl fmt::Debug for DisplayAsDebug {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

/// Iterator over a [`MeldSet`], in index order (double-ended).
#[derive(Clone, Debug)]
pub struct MeldSetIter(u128);

impl Iterator for MeldSetIter {
    type Item = Meld;

    fn next(&mut self) -> Option<Meld> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(MELDS[index])
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.0.count_ones() as usize;
        (len, Some(len))
    }
}

impl DoubleEndedIterator for MeldSetIter {
    fn next_back(&mut self) -> Option<Meld> {
        if self.0 == 0 {
            return None;
        }
        let index = 127 - self.0.leading_zeros() as usize;
        self.0 &= !(1 << index);
        Some(MELDS[index])
    }
}

impl ExactSizeIterator for MeldSetIter {}

impl FusedIterator for MeldSetIter {}

#[cfg(feature = "serde")]
impl serde::Serialize for MeldSet {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for MeldSet {
    /// Reads a list of melds; a malformed or repeated meld is an error.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error as _;

        use crate::weis::error::WeisError;

        let melds = alloc::vec::Vec::<Meld>::deserialize(deserializer)?;
        let mut set = MeldSet::EMPTY;
        for meld in melds {
            if !meld.is_well_formed() {
                return Err(D::Error::custom(WeisError::Malformed { meld }));
            }
            if set.contains(meld) {
                return Err(D::Error::custom(WeisError::DuplicateMeld { meld }));
            }
            set = set.with(meld);
        }
        Ok(set)
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;
    use alloc::vec::Vec;

    use super::*;
    use crate::card::{Rank, Suit};

    #[test]
    fn sets_iterate_in_index_order_both_ways() {
        let melds: MeldSet = [
            Meld::sequence(Suit::Clubs, 3, Rank::Ace),
            Meld::Four(Rank::Jack),
            Meld::sequence(Suit::Diamonds, 9, Rank::Ace),
        ]
        .into_iter()
        .collect();
        let forward: Vec<_> = melds.iter().collect();
        assert_eq!(
            forward,
            [
                Meld::Four(Rank::Jack),
                Meld::sequence(Suit::Diamonds, 9, Rank::Ace),
                Meld::sequence(Suit::Clubs, 3, Rank::Ace)
            ]
        );
        let backward: Vec<_> = melds.iter().rev().collect();
        assert_eq!(backward.first(), forward.last());
        assert_eq!(melds.iter().len(), 3);
        assert_eq!(
            melds.to_string(),
            "four jacks, sequence of nine from ♦A, sequence of three from ♣A"
        );
        assert_eq!(MeldSet::ALL.len(), MELD_COUNT);
        assert_eq!(MeldSet::from_mask(u128::MAX), MeldSet::ALL);
    }

    #[test]
    fn malformed_melds_never_enter_a_set() {
        let bad = Meld::Sequence {
            suit: Suit::Hearts,
            len: 10,
            top: Rank::Ace,
        };
        assert_eq!(MeldSet::single(bad), MeldSet::EMPTY);
        assert!(!MeldSet::ALL.contains(bad));
        assert_eq!(MeldSet::EMPTY.with(bad), MeldSet::EMPTY);
        let kings = MeldSet::single(Meld::Four(Rank::King));
        assert_eq!(kings.without(Meld::Four(Rank::King)), MeldSet::EMPTY);
        assert_eq!(kings.cards(), CardSet::of_rank(Rank::King));
    }

    /// A set is a set: adding a meld it holds keeps it, a union keeps the
    /// melds of both, and the mask is the index bits (the form in which
    /// melds cross the C ABI).
    #[test]
    fn adding_and_joining_keep_every_meld() {
        let jacks = Meld::Four(Rank::Jack);
        let run = Meld::sequence(Suit::Hearts, 3, Rank::King);
        let twice = MeldSet::single(jacks).with(jacks);
        assert!(twice.contains(jacks));
        assert_eq!(twice.len(), 1);
        let both = MeldSet::single(jacks).with(run);
        let joined = both.union(MeldSet::single(run));
        assert_eq!(joined, both);
        assert_eq!(MeldSet::single(jacks).union(MeldSet::single(run)), both);
        // Fours are indexed by rank from the six (jack = 5); the ♥
        // sequences follow the nine fours and the 28 of ♦, those of three
        // cards first, by lowest card (the jack of K-Q-J).
        assert_eq!(run.index(), Some(9 + 28 + 5));
        assert_eq!(both.mask(), 1 << 5 | 1 << (9 + 28 + 5));
        assert_eq!(MeldSet::from_mask(both.mask()), both);
        assert_eq!(MeldSet::EMPTY.mask(), 0);
    }

    /// The cards of melds that share cards (large weis, RULES.md §4.1: "a
    /// card may belong to a four and a sequence at the same time") are
    /// every card of either meld, the shared ones included.
    #[test]
    fn shared_cards_are_shown_once_but_never_dropped() {
        let melds: MeldSet = [
            Meld::Four(Rank::King),
            Meld::sequence(Suit::Hearts, 3, Rank::King),
        ]
        .into_iter()
        .collect();
        assert_eq!(melds.cards(), "HK SK DK CK HQ HJ".parse().unwrap());
    }

    /// Debug output lists the melds in players' words, like Display.
    #[test]
    fn debug_names_the_melds() {
        let melds: MeldSet = [
            Meld::sequence(Suit::Clubs, 3, Rank::Ace),
            Meld::Four(Rank::Jack),
        ]
        .into_iter()
        .collect();
        assert_eq!(
            alloc::format!("{melds:?}"),
            "{four jacks, sequence of three from ♣A}"
        );
        assert_eq!(alloc::format!("{:?}", MeldSet::EMPTY), "{}");
    }
}
