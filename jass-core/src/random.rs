//! Seeded randomness for dealing and for bots.

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
/// sampling algorithms may change between versions, and why the generator
/// itself is written out here (checked against the reference
/// implementation): its state can be saved and restored
/// ([`JassRng::state`], [`JassRng::from_state`]), for a bot that is pickled
/// mid-game.
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
pub struct JassRng([u64; 4]);

impl JassRng {
    /// A generator whose whole future is determined by `seed` (its state
    /// filled by SplitMix64 from `seed`, as the reference implementation's
    /// `seed_from_u64` does).
    #[must_use]
    pub fn seed_from_u64(seed: u64) -> JassRng {
        let mut x = seed;
        JassRng(core::array::from_fn(|_| {
            x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        }))
    }

    /// The generator's state: [`JassRng::from_state`] continues exactly
    /// where this generator stands.
    #[must_use]
    pub const fn state(&self) -> [u64; 4] {
        self.0
    }

    /// The generator in `state`, or `None` for the all-zero state (which
    /// no generator reaches, and from which it would draw only zeros).
    ///
    /// ```
    /// use jass_core::JassRng;
    ///
    /// let mut rng = JassRng::seed_from_u64(3);
    /// rng.next_u64();
    /// let mut copy = JassRng::from_state(rng.state()).unwrap();
    /// assert_eq!(copy.next_u64(), rng.next_u64());
    /// assert!(JassRng::from_state([0; 4]).is_none());
    /// ```
    #[must_use]
    pub fn from_state(state: [u64; 4]) -> Option<JassRng> {
        (state != [0; 4]).then_some(JassRng(state))
    }

    /// The next 64 random bits (xoshiro256++).
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        let s = &mut self.0;
        let result = s[0].wrapping_add(s[3]).rotate_left(23).wrapping_add(s[0]);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }

    /// A uniform number in `0..n`.
    ///
    /// # Panics
    ///
    /// Panics if `n == 0`.
    #[inline]
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

    /// A uniform number in `0..n` for a 64-bit `n` (Lemire's method on the
    /// full 64 bits), for draws among more than `u32::MAX` things.
    ///
    /// # Panics
    ///
    /// Panics if `n == 0`.
    pub(crate) fn below_u64(&mut self, n: u64) -> u64 {
        assert!(n > 0, "cannot draw below 0");
        let mut product = u128::from(self.next_u64()) * u128::from(n);
        if (product as u64) < n {
            let threshold = n.wrapping_neg() % n;
            while (product as u64) < threshold {
                product = u128::from(self.next_u64()) * u128::from(n);
            }
        }
        (product >> 64) as u64
    }

    #[inline]
    fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }

    /// A uniformly chosen card of `cards`, or `None` if it is empty: the
    /// card [`CardSet::nth`] gives for [`JassRng::below`] the set's size.
    /// On an x86-64 processor with a fast `pdep` instruction (BMI2), found
    /// with it: the same card, in fewer steps.
    #[allow(
        clippy::inline_always,
        reason = "once per card in every random hand; a call costs a fifth of it (callgrind)"
    )]
    #[inline(always)]
    pub fn pick(&mut self, cards: CardSet) -> Option<Card> {
        if cards.is_empty() {
            return None;
        }
        #[cfg(all(target_arch = "x86_64", not(miri)))]
        if let Some(card) = crate::pdep::pick(self, cards) {
            return Some(card);
        }
        // One count of the set serves both the draw and the selection.
        let counts = cards.suit_counts();
        let n = self.below(counts.len());
        Some(counts.select(n))
    }

    /// The 36 cards in a uniformly random order (Fisher–Yates).
    pub fn shuffled_deck(&mut self) -> [Card; 36] {
        let mut deck: [Card; 36] = core::array::from_fn(|i| Card::from_index(i as u8));
        self.shuffle(&mut deck);
        deck
    }

    /// Shuffles `deck` in place (Fisher–Yates, from the last place down).
    fn shuffle<T: Copy>(&mut self, deck: &mut [T]) {
        for place in (1..deck.len()).rev() {
            deck[place] = self.shuffle_step(deck, place);
        }
    }

    /// Step `place` of a Fisher–Yates shuffle of `deck` from its last
    /// place down: the card drawn among places `0..=place`, which belongs
    /// at `place` for good (every later step draws below it); the card
    /// that was at `place` takes the drawn card's place. `deck[place]`
    /// itself is left for the caller to write, or not.
    #[inline]
    fn shuffle_step<T: Copy>(&mut self, deck: &mut [T], place: usize) -> T {
        let j = self.below(place as u32 + 1) as usize;
        let card = deck[j];
        deck[j] = deck[place];
        card
    }

    /// The double pack (RULES.md §5.2: two packs without the sixes,
    /// sevens and eights), shuffled: each card from nine to ace twice,
    /// in card order before a Fisher–Yates shuffle like
    /// [`JassRng::shuffled_deck`]'s.
    ///
    /// ```
    /// use jass_core::{CardSet, JassRng, Rules};
    ///
    /// let deck = JassRng::seed_from_u64(1).shuffled_double_deck();
    /// let pack = Rules::schieber_six_double().pack();
    /// assert!(deck.iter().all(|&c| pack.contains(c)));
    /// assert_eq!(deck.iter().copied().collect::<CardSet>(), pack);
    /// ```
    pub fn shuffled_double_deck(&mut self) -> [Card; 48] {
        let pack: [Card; 24] =
            core::array::from_fn(|i| Card::from_index((i / 6 * 9 + 3 + i % 6) as u8));
        let mut deck: [Card; 48] = core::array::from_fn(|i| pack[i % 24]);
        self.shuffle(&mut deck);
        deck
    }

    /// Four random hands of nine: seat `i` gets cards `9i..9i+9` of
    /// [`JassRng::shuffled_deck`].
    ///
    /// The shuffle is done here without the deck it returns: its step for
    /// place `i` (from 35 down) draws the card that belongs at `i` for
    /// good, so that card goes straight into its seat's hand and the place
    /// is never written. The same draws and the same hands as collecting
    /// the shuffled deck (a test compares them), in about three quarters
    /// of the time.
    // Offered for inlining into other crates' loops too: the random-hand
    // bench's loop (another crate) takes 3% less time a hand than with a
    // call (docs/BENCHMARKS.md, thirty-eighth pass).
    #[inline]
    pub fn deal(&mut self) -> BySeat<CardSet> {
        let mut deck: [u8; 36] = core::array::from_fn(|i| i as u8);
        let mut draw = |place: usize| 1u64 << self.shuffle_step(&mut deck, place);
        let mut hands = BySeat::default();
        for seat in (0..4).rev() {
            let mut hand = 0;
            // Place 0 has no step: its card is the one left there.
            for place in ((9 * seat).max(1)..9 * seat + 9).rev() {
                hand |= draw(place);
            }
            hands.0[seat] = CardSet::from_mask(hand);
        }
        hands.0[0] = hands.0[0].with(Card::from_index(deck[0]));
        hands
    }
}

#[cfg(test)]
mod tests {
    use rand_core::{Rng, SeedableRng};
    use rand_xoshiro::Xoshiro256PlusPlus;

    use super::*;

    #[test]
    fn the_generator_is_the_reference_xoshiro256_plus_plus() {
        for seed in (0..200).chain([u64::MAX, 1 << 63, 0x9E37_79B9_7F4A_7C15]) {
            let mut reference = Xoshiro256PlusPlus::seed_from_u64(seed);
            let mut ours = JassRng::seed_from_u64(seed);
            for _ in 0..100 {
                assert_eq!(ours.next_u64(), reference.next_u64(), "seed {seed}");
            }
        }
    }

    #[test]
    fn a_saved_state_continues_the_same_draws() {
        let mut rng = JassRng::seed_from_u64(11);
        rng.shuffled_deck();
        let mut copy = JassRng::from_state(rng.state()).unwrap();
        assert_eq!(copy.deal(), rng.deal());
        assert_eq!(copy, rng);
    }

    /// `deal` shuffles without keeping the deck: the same hands as the
    /// shuffled deck cut in four, and the generator left in the same state.
    #[test]
    fn a_deal_is_the_shuffled_deck_cut_in_four() {
        for seed in 0..2_000 {
            let mut dealt = JassRng::seed_from_u64(seed);
            let mut shuffled = dealt.clone();
            let hands = dealt.deal();
            let deck = shuffled.shuffled_deck();
            let cut = BySeat::four(core::array::from_fn(|seat| {
                deck[9 * seat..9 * seat + 9]
                    .iter()
                    .copied()
                    .collect::<CardSet>()
            }));
            assert_eq!(hands, cut, "seed {seed}");
            assert_eq!(dealt, shuffled, "seed {seed}");
        }
    }

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
        let pinned = [
            "D10 DA HA S6 S7 S8 S10 C8 C10",
            "D7 D8 D9 DQ DK H8 HK C9 CA",
            "DJ H6 H7 H9 H10 HJ SK C6 CK",
            "D6 HQ S9 SJ SQ SA C7 CJ CQ",
        ];
        assert_eq!(hands, BySeat::four(pinned.map(|h| h.parse().unwrap())));
        let again = JassRng::seed_from_u64(2026).deal();
        assert_eq!(hands, again);
        let other = JassRng::seed_from_u64(2027).deal();
        assert_ne!(hands, other);
    }
}
