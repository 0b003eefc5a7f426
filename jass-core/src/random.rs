//! Seeded randomness for dealing and for bots.

use rand_core::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use crate::card::Card;
use crate::card_set::CardSet;
use crate::seat::BySeat;

/// A seeded random number generator (xoshiro256++) with the few draws a card
/// game needs.
///
/// The mapping from a seed to a shuffle, a deal or a bot's choice is part of
/// the engine's record format: a seed replays to the same deal in every
/// version. That is why the bounded draw is implemented here (Lemire's
/// nearly divisionless method) rather than borrowed from a crate whose
/// sampling algorithms may change between versions.
///
/// # Examples
///
/// ```
/// use jass_core::{CardSet, JassRng, Seat};
///
/// let hands = JassRng::seed_from_u64(7).deal();
/// assert_eq!(hands, JassRng::seed_from_u64(7).deal());
/// let all = hands.0.iter().fold(CardSet::EMPTY, |acc, &h| acc | h);
/// assert_eq!(all, CardSet::ALL);
/// assert_eq!(hands[Seat::S2].len(), 9);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JassRng(Xoshiro256PlusPlus);

impl JassRng {
    /// A generator whose whole future is determined by `seed`.
    #[must_use]
    pub fn seed_from_u64(seed: u64) -> JassRng {
        JassRng(Xoshiro256PlusPlus::seed_from_u64(seed))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A uniform number in `0..n`.
    ///
    /// # Panics
    ///
    /// Panics if `n == 0`.
    pub fn below(&mut self, n: u32) -> u32 {
        assert!(n > 0, "cannot draw below 0");
        let mut product = u64::from(self.next_u32()) * u64::from(n);
        if (product as u32) < n {
            let threshold = n.wrapping_neg() % n;
            while (product as u32) < threshold {
                product = u64::from(self.next_u32()) * u64::from(n);
            }
        }
        (product >> 32) as u32
    }

    fn next_u32(&mut self) -> u32 {
        (self.0.next_u64() >> 32) as u32
    }

    /// A uniformly chosen card of `cards`, or `None` if it is empty.
    #[inline]
    pub fn pick(&mut self, cards: CardSet) -> Option<Card> {
        if cards.is_empty() {
            return None;
        }
        cards.nth(self.below(cards.len() as u32) as usize)
    }

    /// The 36 cards in a uniformly random order (Fisher–Yates).
    pub fn shuffled_deck(&mut self) -> [Card; 36] {
        let mut deck: [Card; 36] = core::array::from_fn(|i| Card::from_index(i as u8));
        for i in (1..deck.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            deck.swap(i, j);
        }
        deck
    }

    /// Four random hands of nine: seat `i` gets cards `9i..9i+9` of
    /// [`JassRng::shuffled_deck`].
    pub fn deal(&mut self) -> BySeat<CardSet> {
        let deck = self.shuffled_deck();
        BySeat::from_fn(|seat| {
            let start = 9 * seat.index();
            deck.get(start..start + 9)
                .map_or(CardSet::EMPTY, |cards| cards.iter().copied().collect())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_are_uniform_enough_and_in_range() {
        let mut rng = JassRng::seed_from_u64(1);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[rng.below(6) as usize] += 1;
        }
        assert!(
            counts.iter().all(|&c| (9_000..11_000).contains(&c)),
            "{counts:?}"
        );
    }

    #[test]
    fn a_seed_always_gives_the_same_deal() {
        // Pinned: changing how seeds map to deals breaks stored records.
        let hands = JassRng::seed_from_u64(2026).deal();
        let again = JassRng::seed_from_u64(2026).deal();
        assert_eq!(hands, again);
        let other = JassRng::seed_from_u64(2027).deal();
        assert_ne!(hands, other);
    }
}
