//! A random card of a set drawn with the processor's `pdep` instruction
//! (BMI2), where the processor has a fast one.
//!
//! [`JassRng::pick`] draws `n` below the set's size and takes the set's
//! `n`-th card. A random hand is a chain of such draws: each card decides
//! the next player's legal set, which decides the next draw, so the steps
//! from a set to its card set the hand's time. With `popcnt` and `pdep`
//! the set's size is one instruction and its `n`-th card two (deposit bit
//! `n` into the set, then count the zeros below it), where the portable
//! path ([`CardSet::nth`]'s tables) takes a dozen dependent steps.
//!
//! Both paths draw the same number and take the same card, so a seed
//! gives the same hands on every processor (a test compares them).
//!
//! The default build targets every x86-64 processor, which may lack BMI2,
//! so the processor is asked once (`cpuid`) and the answer kept. `pdep`
//! is microcoded on AMD's processors before Zen 3 (families 0x17 and
//! 0x18), slower there than the tables: those take the portable path.

use core::arch::x86_64::{__cpuid, __cpuid_count, _pdep_u64};
use core::sync::atomic::{AtomicU8, Ordering};

use crate::card::Card;
use crate::card_set::CardSet;
use crate::random::JassRng;

/// Not asked yet.
const UNKNOWN: u8 = 0;
/// No fast `pdep` (or no BMI2 or `popcnt` at all).
const PORTABLE: u8 = 1;
/// BMI2 and `popcnt`, with a fast `pdep`.
const FAST: u8 = 2;

/// What the processor answered, once asked.
static PDEP: AtomicU8 = AtomicU8::new(UNKNOWN);

/// Whether [`pick`] may be called: the processor has BMI2 and `popcnt`,
/// and its `pdep` is fast.
#[allow(
    clippy::inline_always,
    reason = "once per card of a random hand, before the draw"
)]
#[inline(always)]
pub(crate) fn is_fast() -> bool {
    match PDEP.load(Ordering::Relaxed) {
        FAST => true,
        PORTABLE => false,
        _ => ask(),
    }
}

/// Asks the processor and keeps the answer (two threads asking at once
/// store the same answer).
#[cold]
fn ask() -> bool {
    let fast = has_fast_pdep();
    PDEP.store(if fast { FAST } else { PORTABLE }, Ordering::Relaxed);
    fast
}

/// `cpuid`: BMI2 (leaf 7, EBX bit 8), `popcnt` (leaf 1, ECX bit 23), and
/// not an AMD or Hygon processor of a family before 0x19 (Zen 3).
fn has_fast_pdep() -> bool {
    let vendor = __cpuid(0);
    if vendor.eax < 7 {
        return false;
    }
    let features = __cpuid(1);
    let popcnt = features.ecx >> 23 & 1 == 1;
    let bmi2 = __cpuid_count(7, 0).ebx >> 8 & 1 == 1;
    // The vendor string is EBX, EDX, ECX: "AuthenticAMD", "HygonGenuine".
    let words = (vendor.ebx, vendor.edx, vendor.ecx);
    let amd = words == (0x6874_7541, 0x6974_6E65, 0x444D_4163);
    let hygon = words == (0x6F67_7948, 0x6E65_476E, 0x656E_6975);
    let base = features.eax >> 8 & 0xF;
    let family = if base == 0xF {
        base + (features.eax >> 20 & 0xFF)
    } else {
        base
    };
    popcnt && bmi2 && !((amd || hygon) && family < 0x19)
}

/// A uniformly chosen card of the non-empty `cards`: the card
/// [`CardSet::nth`] gives for the draw [`JassRng::below`] makes below the
/// set's size.
///
/// Call it only where [`is_fast`] is true.
#[allow(
    clippy::inline_always,
    reason = "once per card of a random hand; the call to the BMI2 code is the only one left"
)]
#[inline(always)]
pub(crate) fn pick(rng: &mut JassRng, cards: CardSet) -> Card {
    debug_assert!(!cards.is_empty());
    #[allow(
        unsafe_code,
        reason = "the only way to run code built for BMI2 from the portable build"
    )]
    // SAFETY: `pick_bmi2` needs BMI2 and `popcnt`, and its callers call
    // this only where `is_fast` is true, which `cpuid` said only if the
    // processor has both.
    unsafe {
        pick_bmi2(rng, cards)
    }
}

/// [`pick`], built for BMI2 and `popcnt`.
#[target_feature(enable = "bmi2,popcnt")]
fn pick_bmi2(rng: &mut JassRng, cards: CardSet) -> Card {
    let set = cards.mask();
    let n = rng.below(set.count_ones());
    let bit = _pdep_u64(1 << n, set);
    Card::from_index(bit.trailing_zeros() as u8)
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::*;

    /// Asking keeps the processor's answer.
    #[test]
    fn the_answer_is_kept() {
        assert_eq!(ask(), has_fast_pdep());
        assert_ne!(PDEP.load(Ordering::Relaxed), UNKNOWN);
    }

    /// `JassRng::pick` draws the same cards on either path. The test turns
    /// the fast path off for a while; other tests running meanwhile draw
    /// the same cards on the portable path.
    #[test]
    fn both_paths_of_pick_draw_the_same_cards() {
        // Asked directly: the kept answer may be turned off by the test.
        let fast = has_fast_pdep();
        let draws = |path: u8| {
            PDEP.store(path, Ordering::Relaxed);
            let mut rng = JassRng::seed_from_u64(5);
            let mut sets = JassRng::seed_from_u64(6);
            let cards: Vec<Option<Card>> = (0..10_000)
                .map(|round| {
                    let size = round % 37;
                    let set: CardSet = sets.shuffled_deck()[..size].iter().copied().collect();
                    rng.pick(set)
                })
                .collect();
            (cards, rng)
        };
        let portable = draws(PORTABLE);
        PDEP.store(if fast { FAST } else { PORTABLE }, Ordering::Relaxed);
        if fast {
            assert_eq!(draws(FAST), portable);
        }
        // The portable path is `nth` of the same draw.
        let mut rng = JassRng::seed_from_u64(5);
        let mut sets = JassRng::seed_from_u64(6);
        for (round, &card) in portable.0.iter().enumerate() {
            let set: CardSet = sets.shuffled_deck()[..round % 37].iter().copied().collect();
            let expected = (!set.is_empty())
                .then(|| set.nth(rng.below(set.len() as u32) as usize))
                .flatten();
            assert_eq!(card, expected, "{set}");
        }
    }

    /// Every draw of `pdep` takes the card `nth` takes, and leaves the
    /// generator where the portable path leaves it.
    #[test]
    fn pdep_draws_the_portable_card() {
        if !has_fast_pdep() {
            // Nothing to compare on this processor: `pick` is never called.
            return;
        }
        let mut sets = JassRng::seed_from_u64(11);
        for round in 0..20_000 {
            // Sets of every size, from one card to all 36.
            let size = round % 36 + 1;
            let cards: CardSet = sets.shuffled_deck()[..size].iter().copied().collect();
            let seed = round as u64;
            let mut fast = JassRng::seed_from_u64(seed);
            let mut portable = JassRng::seed_from_u64(seed);
            for _ in 0..4 {
                let card = pick(&mut fast, cards);
                let n = portable.below(cards.len() as u32) as usize;
                assert_eq!(Some(card), cards.nth(n), "{cards} after {round}");
            }
            assert_eq!(fast, portable);
        }
    }
}
