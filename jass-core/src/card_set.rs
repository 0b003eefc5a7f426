//! `CardSet`: a set of cards as a 36-bit mask.

use core::fmt;
use core::iter::FusedIterator;
use core::ops::{
    BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub, SubAssign,
};
use core::str::FromStr;

use crate::card::{Card, Rank, Suit};
use crate::error::ParseCardError;

/// A set of cards: hands, tricks, played cards, legal moves.
///
/// Bit `i` stands for the card with [`Card::index`] `i`, so suit `s` occupies
/// bits `9s..9s + 9` with the six lowest. Iteration goes in index order
/// (diamonds, hearts, spades, clubs; six to ace within a suit), and is
/// double-ended.
///
/// # Examples
///
/// ```
/// use jass_core::{CardSet, Suit};
///
/// let hand: CardSet = "HA H10 C6 CJ".parse()?;
/// let clubs = hand & CardSet::of_suit(Suit::Clubs);
/// assert_eq!(clubs.to_string(), "C6 CJ");
/// assert_eq!((hand - clubs).len(), 2);
/// assert!(hand.contains("H10".parse()?));
/// # Ok::<(), jass_core::ParseCardError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CardSet(u64);

/// The nine bits of one suit.
const SUIT_BITS: u64 = 0x1FF;

/// For each nine-bit row of a suit, the rank index of its 0th to 8th card,
/// four bits each from bit 0, and its number of cards in the top four
/// bits: one load a suit serves both steps of [`CardSet::nth`].
const SUIT_ROWS: [u64; 512] = {
    let mut table = [0u64; 512];
    let mut row = 0;
    while row < 512 {
        let mut found = 0u64;
        let mut bit = 0u64;
        let mut entry = 0u64;
        while bit < 9 {
            if (row >> bit) & 1 != 0 {
                entry |= bit << (4 * found);
                found += 1;
            }
            bit += 1;
        }
        table[row] = entry | found << 60;
        row += 1;
    }
    table
};

/// A set as [`SuitCounts::select`] reads it: each suit's entry of
/// [`SUIT_ROWS`], how many of its cards come before each suit, and how many
/// it holds.
#[derive(Clone, Copy)]
pub(crate) struct SuitCounts {
    rows: [u64; 4],
    before: [u32; 4],
    len: u32,
}

impl SuitCounts {
    /// The number of cards of the set.
    #[inline]
    pub(crate) const fn len(&self) -> u32 {
        self.len
    }

    /// The index of the `n`-th card of the set if it is of suit `suit`.
    #[inline]
    const fn candidate(&self, suit: usize, n: u32) -> u8 {
        // Wrapping: in a suit the card is not of, `k` is out of range and
        // the candidate is not chosen.
        let k = n.wrapping_sub(self.before[suit]);
        9 * suit as u8 + (self.rows[suit].wrapping_shr(k.wrapping_mul(4)) & 0xF) as u8
    }

    /// The `n`-th card of the set, `n` below [`SuitCounts::len`].
    /// Branch-free, and short from `n` to the card (a random draw's latency
    /// is a random hand's): each suit's candidate is read at once, and the
    /// counts choose one.
    #[inline]
    pub(crate) const fn select(&self, n: u32) -> Card {
        let at = [
            self.candidate(0, n),
            self.candidate(1, n),
            self.candidate(2, n),
            self.candidate(3, n),
        ];
        let low = if n >= self.before[1] { at[1] } else { at[0] };
        let high = if n >= self.before[3] { at[3] } else { at[2] };
        Card::from_index(if n >= self.before[2] { high } else { low })
    }
}

impl CardSet {
    /// No cards.
    pub const EMPTY: CardSet = CardSet(0);
    /// All 36 cards.
    pub const ALL: CardSet = CardSet((1 << 36) - 1);

    /// The set with exactly the bits of `mask`.
    ///
    /// # Panics
    ///
    /// Panics if `mask` has a bit above bit 35; [`CardSet::try_from_mask`]
    /// is the fallible form.
    #[must_use]
    pub const fn from_mask(mask: u64) -> CardSet {
        assert!(
            mask >> 36 == 0,
            "card set mask has bits outside the 36 cards"
        );
        CardSet(mask)
    }

    /// The set with exactly the bits of `mask`, or an error naming it.
    ///
    /// # Errors
    ///
    /// [`ParseCardError::MaskOutOfRange`] if `mask` has a bit above bit 35.
    pub const fn try_from_mask(mask: u64) -> Result<CardSet, ParseCardError> {
        if mask >> 36 == 0 {
            Ok(CardSet(mask))
        } else {
            Err(ParseCardError::MaskOutOfRange { mask })
        }
    }

    /// The bit mask: bit [`Card::index`] is set for each card in the set.
    #[must_use]
    pub const fn mask(self) -> u64 {
        self.0
    }

    /// The set holding only `card`.
    #[must_use]
    pub const fn single(card: Card) -> CardSet {
        CardSet(1 << card.index())
    }

    /// All nine cards of `suit`.
    #[must_use]
    pub const fn of_suit(suit: Suit) -> CardSet {
        CardSet(SUIT_BITS << (9 * suit as u32))
    }

    /// The four cards of `rank`.
    #[must_use]
    pub const fn of_rank(rank: Rank) -> CardSet {
        CardSet(0x0000_0008_0402_0100_u64 >> (8 - rank as u32))
    }

    /// The cards of `suit` whose ranks are the bits of `ranks` (bit 0 = six).
    #[must_use]
    pub const fn from_suit_ranks(suit: Suit, ranks: u16) -> CardSet {
        CardSet(((ranks as u64) & SUIT_BITS) << (9 * suit as u32))
    }

    /// The ranks this set holds in `suit`, as nine bits (bit 0 = six).
    #[must_use]
    pub const fn suit_ranks(self, suit: Suit) -> u16 {
        ((self.0 >> (9 * suit as u32)) & SUIT_BITS) as u16
    }

    /// Whether `card` is in the set.
    #[must_use]
    pub const fn contains(self, card: Card) -> bool {
        self.0 >> card.index() & 1 == 1
    }

    /// The set with `card` added.
    #[must_use]
    pub const fn with(self, card: Card) -> CardSet {
        CardSet(self.0 | 1 << card.index())
    }

    /// The set with `card` removed.
    #[must_use]
    pub const fn without(self, card: Card) -> CardSet {
        CardSet(self.0 & !(1 << card.index()))
    }

    /// Adds `card`; returns whether it was absent.
    #[must_use = "the return value tells whether the card was newly added"]
    pub const fn insert(&mut self, card: Card) -> bool {
        let absent = !self.contains(card);
        self.0 |= 1 << card.index();
        absent
    }

    /// Removes `card`; returns whether it was present.
    #[must_use = "the return value tells whether the card was present"]
    pub const fn remove(&mut self, card: Card) -> bool {
        let present = self.contains(card);
        self.0 &= !(1 << card.index());
        present
    }

    /// Number of cards.
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set has no cards.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Cards in both sets.
    #[must_use]
    pub const fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// Cards in either set.
    #[must_use]
    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// Cards in `self` but not in `other`.
    #[must_use]
    pub const fn difference(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// Cards of the 36 that are not in the set.
    #[must_use]
    pub const fn complement(self) -> CardSet {
        CardSet(!self.0 & CardSet::ALL.0)
    }

    /// Whether every card of `self` is in `other`.
    #[must_use]
    pub const fn is_subset(self, other: CardSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// Whether the sets share no card.
    #[must_use]
    pub const fn is_disjoint(self, other: CardSet) -> bool {
        self.0 & other.0 == 0
    }

    /// The cards of `suit` in this set.
    #[must_use]
    pub const fn suit(self, suit: Suit) -> CardSet {
        CardSet(self.0 & CardSet::of_suit(suit).0)
    }

    /// Whether the set holds a card of `suit`.
    #[must_use]
    pub const fn has_suit(self, suit: Suit) -> bool {
        self.0 & CardSet::of_suit(suit).0 != 0
    }

    /// The card with the lowest index, if any.
    #[must_use]
    pub const fn first(self) -> Option<Card> {
        if self.0 == 0 {
            None
        } else {
            Some(Card::from_index(self.0.trailing_zeros() as u8))
        }
    }

    /// The card with the highest index, if any.
    #[must_use]
    pub const fn last(self) -> Option<Card> {
        if self.0 == 0 {
            None
        } else {
            Some(Card::from_index(63 - self.0.leading_zeros() as u8))
        }
    }

    /// The `n`-th card in iteration order (0-based), if the set has that many.
    ///
    /// This is the fast way to pick a uniformly random card of a set.
    ///
    /// ```
    /// use jass_core::CardSet;
    ///
    /// let cards: CardSet = "H6 SK CA".parse()?;
    /// assert_eq!(cards.nth(1), Some("SK".parse()?));
    /// assert_eq!(cards.nth(3), None);
    /// # Ok::<(), jass_core::ParseCardError>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn nth(self, n: usize) -> Option<Card> {
        let counts = self.suit_counts();
        if n >= counts.len() as usize {
            return None;
        }
        Some(counts.select(n as u32))
    }

    /// The cards of each suit, from a table of nine-bit rows (four loads
    /// side by side), for [`CardSet::nth`] and
    /// [`JassRng::pick`](crate::JassRng::pick).
    #[inline]
    pub(crate) const fn suit_counts(self) -> SuitCounts {
        let rows = [
            SUIT_ROWS[(self.0 & SUIT_BITS) as usize],
            SUIT_ROWS[((self.0 >> 9) & SUIT_BITS) as usize],
            SUIT_ROWS[((self.0 >> 18) & SUIT_BITS) as usize],
            SUIT_ROWS[((self.0 >> 27) & SUIT_BITS) as usize],
        ];
        let lens = [
            (rows[0] >> 60) as u32,
            (rows[1] >> 60) as u32,
            (rows[2] >> 60) as u32,
            (rows[3] >> 60) as u32,
        ];
        let two = lens[0] + lens[1];
        SuitCounts {
            rows,
            before: [0, lens[0], two, two + lens[2]],
            len: two + (lens[2] + lens[3]),
        }
    }

    /// An iterator over the cards in index order.
    #[must_use]
    pub const fn iter(self) -> Iter {
        Iter(self.0)
    }

    /// The set as a `jass-kit` mask: bit [`Card::jasskit_index`] per card.
    #[must_use]
    pub const fn to_jasskit_mask(self) -> u64 {
        let mut out = 0;
        let mut suit = 0;
        while suit < 4 {
            let ranks = (self.0 >> (9 * suit)) & SUIT_BITS;
            out |= (ranks.reverse_bits() >> 55) << (9 * suit);
            suit += 1;
        }
        out
    }

    /// The set of a `jass-kit` mask (bit [`Card::jasskit_index`] per card).
    ///
    /// # Errors
    ///
    /// [`ParseCardError::MaskOutOfRange`] if `mask` has a bit above bit 35.
    pub const fn from_jasskit_mask(mask: u64) -> Result<CardSet, ParseCardError> {
        if mask >> 36 != 0 {
            return Err(ParseCardError::MaskOutOfRange { mask });
        }
        // Reversing the nine bits of each suit is its own inverse.
        Ok(CardSet(CardSet(mask).to_jasskit_mask()))
    }

    /// Collects cards, rejecting a card listed twice.
    ///
    /// # Errors
    ///
    /// [`ParseCardError::DuplicateCard`] naming the first repeated card.
    pub fn try_from_cards<I: IntoIterator<Item = Card>>(
        cards: I,
    ) -> Result<CardSet, ParseCardError> {
        let mut set = CardSet::EMPTY;
        for card in cards {
            if !set.insert(card) {
                return Err(ParseCardError::DuplicateCard { card });
            }
        }
        Ok(set)
    }
}

impl BitOr for CardSet {
    type Output = CardSet;
    fn bitor(self, rhs: CardSet) -> CardSet {
        CardSet(self.0 | rhs.0)
    }
}

impl BitAnd for CardSet {
    type Output = CardSet;
    fn bitand(self, rhs: CardSet) -> CardSet {
        CardSet(self.0 & rhs.0)
    }
}

impl BitXor for CardSet {
    type Output = CardSet;
    fn bitxor(self, rhs: CardSet) -> CardSet {
        CardSet(self.0 ^ rhs.0)
    }
}

impl Sub for CardSet {
    type Output = CardSet;
    /// Set difference.
    fn sub(self, rhs: CardSet) -> CardSet {
        CardSet(self.0 & !rhs.0)
    }
}

impl Not for CardSet {
    type Output = CardSet;
    /// The complement within the 36 cards.
    fn not(self) -> CardSet {
        self.complement()
    }
}

impl BitOrAssign for CardSet {
    fn bitor_assign(&mut self, rhs: CardSet) {
        self.0 |= rhs.0;
    }
}

impl BitAndAssign for CardSet {
    fn bitand_assign(&mut self, rhs: CardSet) {
        self.0 &= rhs.0;
    }
}

impl BitXorAssign for CardSet {
    fn bitxor_assign(&mut self, rhs: CardSet) {
        self.0 ^= rhs.0;
    }
}

impl SubAssign for CardSet {
    fn sub_assign(&mut self, rhs: CardSet) {
        self.0 &= !rhs.0;
    }
}

impl From<Card> for CardSet {
    fn from(card: Card) -> CardSet {
        CardSet::single(card)
    }
}

impl FromIterator<Card> for CardSet {
    /// Collects cards; a repeated card is kept once. Use
    /// [`CardSet::try_from_cards`] to reject repeats.
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        set.extend(iter);
        set
    }
}

impl Extend<Card> for CardSet {
    fn extend<I: IntoIterator<Item = Card>>(&mut self, iter: I) {
        for card in iter {
            self.0 |= 1 << card.index();
        }
    }
}

impl IntoIterator for CardSet {
    type Item = Card;
    type IntoIter = Iter;
    fn into_iter(self) -> Iter {
        Iter(self.0)
    }
}

/// Iterator over a [`CardSet`] in index order; made by [`CardSet::iter`].
#[derive(Clone, Debug)]
pub struct Iter(u64);

impl Iterator for Iter {
    type Item = Card;

    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Card::from_index(index))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.0.count_ones() as usize;
        (len, Some(len))
    }
}

impl DoubleEndedIterator for Iter {
    fn next_back(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let index = 63 - self.0.leading_zeros() as u8;
        self.0 &= !(1 << index);
        Some(Card::from_index(index))
    }
}

impl ExactSizeIterator for Iter {}

impl FusedIterator for Iter {}

impl fmt::Display for CardSet {
    /// Writes the cards as space-separated short codes in index order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, card) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{card}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl FromStr for CardSet {
    type Err = ParseCardError;

    /// Reads cards separated by commas or whitespace, in any card notation
    /// (`HA H10 ♠K`, `ace of hearts, Rosen Under`): each comma-separated
    /// part is one card if it reads as one, otherwise its whitespace-separated
    /// words are cards. A repeated card is an error.
    fn from_str(text: &str) -> Result<CardSet, ParseCardError> {
        let mut set = CardSet::EMPTY;
        let mut add = |card: Card| {
            if set.insert(card) {
                Ok(())
            } else {
                Err(ParseCardError::DuplicateCard { card })
            }
        };
        for part in text
            .split(',')
            .map(str::trim)
            .filter(|part| !part.is_empty())
        {
            if let Ok(card) = part.parse::<Card>() {
                add(card)?;
                continue;
            }
            for word in part.split_whitespace() {
                add(word.parse()?)?;
            }
        }
        Ok(set)
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;

    fn set(text: &str) -> CardSet {
        text.parse().unwrap()
    }

    /// The `n`-th set bit found by clearing the lowest one `n` times: the
    /// reference for the branch-free [`CardSet::nth`].
    fn nth_by_clearing(bits: u64, n: usize) -> Option<u8> {
        let mut bits = bits;
        for _ in 0..n {
            bits &= bits.checked_sub(1)?;
        }
        (bits != 0).then(|| bits.trailing_zeros() as u8)
    }

    #[test]
    fn nth_agrees_with_clearing_the_lowest_card_n_times() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut sets = alloc::vec![0, CardSet::ALL.0, 1, 1 << 35, 1 << 35 | 1];
        for _ in 0..2000 {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1);
            sets.push((state >> 7) & CardSet::ALL.0 & (state.rotate_left(17) | state));
        }
        for bits in sets {
            for n in 0..40 {
                assert_eq!(
                    CardSet(bits).nth(n).map(Card::index),
                    nth_by_clearing(bits, n),
                    "set {bits:#x}, n {n}"
                );
            }
        }
    }

    /// Found by the `c_abi` fuzz target: a set written in English or
    /// Swiss-German (comma-separated names of several words) must read back.
    #[test]
    fn multi_word_names_separated_by_commas_read_back() {
        assert_eq!(set("ace of hearts, Rosen Under"), set("HA CJ"));
        assert_eq!(set("HA H10, ace of spades"), set("HA H10 SA"));
        assert!(matches!(
            "ace of hearts, HA".parse::<CardSet>(),
            Err(ParseCardError::DuplicateCard { .. })
        ));
        assert_eq!(set("ace of hearts"), set("HA"));
        assert!("ace of nothing, HA".parse::<CardSet>().is_err());
    }

    #[test]
    fn suit_and_rank_masks_hold_their_cards() {
        for suit in Suit::ALL {
            let cards = CardSet::of_suit(suit);
            assert_eq!(cards.len(), 9);
            assert!(cards.iter().all(|c| c.suit() == suit));
        }
        for rank in Rank::ALL {
            let cards = CardSet::of_rank(rank);
            assert_eq!(cards.len(), 4);
            assert!(
                cards.iter().all(|c| c.rank() == rank),
                "{rank:?}: {cards:?}"
            );
        }
    }

    #[test]
    fn iteration_is_in_index_order_both_ways() {
        let hand = set("CA D6 H10 HJ");
        let forward: alloc::vec::Vec<_> = hand.iter().map(|c| c.to_string()).collect();
        assert_eq!(forward, ["D6", "H10", "HJ", "CA"]);
        let backward: alloc::vec::Vec<_> = hand.iter().rev().map(|c| c.to_string()).collect();
        assert_eq!(backward, ["CA", "HJ", "H10", "D6"]);
        assert_eq!(hand.iter().len(), 4);
        assert_eq!(hand.nth(2), Some("HJ".parse().unwrap()));
        assert_eq!(hand.nth(4), None);
    }

    #[test]
    fn operators_are_set_algebra() {
        let a = set("HA HK HQ");
        let b = set("HQ SJ");
        assert_eq!(a | b, set("HA HK HQ SJ"));
        assert_eq!(a & b, set("HQ"));
        assert_eq!(a - b, set("HA HK"));
        assert_eq!(a ^ b, set("HA HK SJ"));
        assert_eq!((!a).len(), 33);
        assert!(set("HA").is_subset(a));
    }

    #[test]
    fn jasskit_mask_reverses_ranks_within_each_suit() {
        let da = set("DA");
        assert_eq!(da.to_jasskit_mask(), 1);
        assert_eq!(set("C6").to_jasskit_mask(), 1 << 35);
        for index in 0..36 {
            let card = Card::from_index(index);
            let single = CardSet::single(card);
            assert_eq!(single.to_jasskit_mask(), 1 << card.jasskit_index());
            assert_eq!(
                CardSet::from_jasskit_mask(single.to_jasskit_mask()),
                Ok(single)
            );
        }
        assert!(CardSet::from_jasskit_mask(1 << 36).is_err());
    }

    #[test]
    fn parsing_rejects_duplicates_and_bad_masks() {
        assert_eq!(
            "HA H10 HA".parse::<CardSet>(),
            Err(ParseCardError::DuplicateCard {
                card: "HA".parse().unwrap()
            })
        );
        assert_eq!("HA,HT".parse::<CardSet>(), Ok(set("HA H10")));
        assert!(CardSet::try_from_mask(1 << 40).is_err());
        assert_eq!(alloc::format!("{:?}", set("HA D6")), "{D6, HA}");
    }

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    /// A set holds each card once (§1): adding a card it holds leaves it as
    /// it was, and `insert` says whether the card was new.
    #[test]
    fn a_card_added_twice_stays_in_the_set() {
        let hand = set("HA HK");
        assert_eq!(hand.with(card("HA")), hand);
        assert_eq!(hand.with(card("SK")), set("HA HK SK"));
        let mut grown = hand;
        assert!(!grown.insert(card("HK")));
        assert_eq!(grown, hand);
        assert!(grown.insert(card("D6")));
        assert_eq!(grown, set("HA HK D6"));
    }

    /// Removing a card takes out that card only; `remove` says whether it
    /// was there, `without` leaves a set without the card unchanged.
    #[test]
    fn a_card_removed_leaves_the_others() {
        let mut hand = set("D6 HA HK CA");
        assert!(hand.remove(card("HA")));
        assert_eq!(hand, set("D6 HK CA"));
        assert!(!hand.remove(card("HA")));
        assert!(!hand.remove(card("S9")));
        assert_eq!(hand, set("D6 HK CA"));
        assert_eq!(hand.without(card("CA")), set("D6 HK"));
        assert_eq!(hand.without(card("SJ")), hand);
    }

    /// The named set operations: intersection, union and difference of sets
    /// that share a card, and whether two sets share none.
    #[test]
    fn named_set_operations_agree_with_the_operators() {
        let a = set("HA HK HQ");
        let b = set("HQ SJ");
        assert_eq!(a.intersection(b), set("HQ"));
        assert_eq!(a.union(b), set("HA HK HQ SJ"));
        assert_eq!(a.difference(b), set("HA HK"));
        assert_eq!(b.difference(a), set("SJ"));
        assert_eq!(a.complement(), !a);
        assert!(!a.is_disjoint(b));
        assert!(a.is_disjoint(set("SJ D6")));
        assert!(a.is_disjoint(CardSet::EMPTY));
        assert!(!CardSet::ALL.is_disjoint(b));
    }

    /// A set prints its cards' short codes in index order, one space
    /// between them and none before the first (§1).
    #[test]
    fn a_set_prints_its_codes_separated_by_spaces() {
        assert_eq!(set("HA D6 C10").to_string(), "D6 HA C10");
        assert_eq!(set("SK").to_string(), "SK");
        assert_eq!(CardSet::EMPTY.to_string(), "");
    }

    /// A card converts to the set holding it alone.
    #[test]
    fn a_card_converts_to_the_set_of_it_alone() {
        for index in [0, 17, 35] {
            let card = Card::from_index(index);
            let alone = CardSet::from(card);
            assert_eq!(alone, CardSet::single(card));
            assert_eq!(alone.mask(), 1 << index);
            assert_eq!(alone.iter().collect::<alloc::vec::Vec<_>>(), [card]);
        }
    }

    /// The assigning operators change the set as their operators do: `&=`
    /// keeps the cards in both, `|=` adds, `^=` toggles, `-=` takes out.
    #[test]
    fn assigning_operators_are_set_algebra() {
        let (a, b) = (set("HA HK HQ"), set("HQ SJ"));
        let mut both = a;
        both &= b;
        assert_eq!(both, set("HQ"));
        let mut either = a;
        either |= b;
        assert_eq!(either, set("HA HK HQ SJ"));
        let mut toggled = a;
        toggled ^= b;
        assert_eq!(toggled, set("HA HK SJ"));
        let mut rest = a;
        rest -= b;
        assert_eq!(rest, set("HA HK"));
    }

    /// Whether a hand holds a suit: a hand void in it does not, even one
    /// holding every other card; one card of the suit is enough.
    #[test]
    fn a_hand_holds_a_suit_with_one_of_its_cards() {
        let hand = set("HA S6");
        assert!(hand.has_suit(Suit::Hearts));
        assert!(hand.has_suit(Suit::Spades));
        assert!(!hand.has_suit(Suit::Clubs));
        assert!(!(CardSet::ALL - CardSet::of_suit(Suit::Diamonds)).has_suit(Suit::Diamonds));
        assert!(!CardSet::EMPTY.has_suit(Suit::Hearts));
    }

    /// The first and last cards are those of the lowest and highest index
    /// (diamonds six to clubs ace); an empty set has neither.
    #[test]
    fn first_and_last_are_the_lowest_and_highest_card() {
        let hand = set("CA D6 H10 HJ");
        assert_eq!(hand.first(), Some(card("D6")));
        assert_eq!(hand.last(), Some(card("CA")));
        assert_eq!(set("H10").last(), Some(card("H10")));
        assert_eq!(CardSet::EMPTY.first(), None);
        assert_eq!(CardSet::EMPTY.last(), None);
    }
}
