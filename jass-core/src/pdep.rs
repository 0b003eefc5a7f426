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
//! so the processor is asked once (`cpuid`) and the answer kept. The
//! three instructions are written out with `asm!`, so that the draw is
//! inlined into the caller's loop. `pdep` is microcoded on AMD's
//! processors before Zen 3 (families 0x17 and 0x18), slower there than
//! the tables: those take the portable path.

use core::arch::x86_64::{__cpuid, __cpuid_count};
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

/// Whether [`pick`] draws: the processor has BMI2 and `popcnt`,
/// and its `pdep` is fast.
#[allow(
    clippy::inline_always,
    reason = "once per card of a random hand, before the draw"
)]
#[inline(always)]
fn is_fast() -> bool {
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

/// Asks `cpuid` for what [`decide`] needs.
fn has_fast_pdep() -> bool {
    let vendor = __cpuid(0);
    if vendor.eax < 7 {
        return false;
    }
    let features = __cpuid(1);
    decide(
        [vendor.ebx, vendor.edx, vendor.ecx],
        features.eax,
        features.ecx,
        __cpuid_count(7, 0).ebx,
    )
}

/// "AuthenticAMD" as `cpuid` gives it (EBX, EDX, ECX).
const AMD: [u32; 3] = [0x6874_7541, 0x6974_6E65, 0x444D_4163];
/// "HygonGenuine" as `cpuid` gives it.
const HYGON: [u32; 3] = [0x6F67_7948, 0x6E65_476E, 0x656E_6975];

/// Whether a processor has a fast `pdep`, from its vendor string, leaf 1
/// (`signature`: EAX, `features`: ECX) and leaf 7 (`extended`: EBX):
/// BMI2 (leaf 7, EBX bit 8), `popcnt` (leaf 1, ECX bit 23), and not an
/// AMD or Hygon processor of a family before 0x19 (Zen 3).
fn decide(vendor: [u32; 3], signature: u32, features: u32, extended: u32) -> bool {
    let popcnt = features >> 23 & 1 == 1;
    let bmi2 = extended >> 8 & 1 == 1;
    let base = signature >> 8 & 0xF;
    let family = if base == 0xF {
        base + (signature >> 20 & 0xFF)
    } else {
        base
    };
    let microcoded = (vendor == AMD || vendor == HYGON) && family < 0x19;
    popcnt && bmi2 && !microcoded
}

/// A uniformly chosen card of the non-empty `cards` if the processor has
/// a fast `pdep` ([`is_fast`]): the card [`CardSet::nth`] gives for the
/// draw [`JassRng::below`] makes below the set's size. `None`, and no
/// draw, otherwise.
#[allow(
    clippy::inline_always,
    reason = "once per card of a random hand, inlined into the caller's loop"
)]
#[inline(always)]
pub(crate) fn pick(rng: &mut JassRng, cards: CardSet) -> Option<Card> {
    debug_assert!(!cards.is_empty());
    if !is_fast() {
        return None;
    }
    let set = cards.mask();
    let n = rng.below(popcnt(set));
    Some(Card::from_index(nth_bit(set, n)))
}

/// The number of ones in `set`, with `popcnt`.
///
/// The instructions are written out (`asm!`) rather than built for the
/// feature (`#[target_feature]`): a function built for a feature is never
/// inlined into the portable build, and the call, with the generator's
/// state stored and loaded around it, took a quarter of a random hand's
/// samples (`perf`).
#[allow(
    clippy::inline_always,
    reason = "one instruction in the chain of a random hand's cards"
)]
#[inline(always)]
fn popcnt(set: u64) -> u32 {
    let count: u64;
    #[allow(unsafe_code, reason = "popcnt inline, see above")]
    // SAFETY: called only where `is_fast` said the processor has
    // `popcnt`; the instruction reads and writes registers only.
    unsafe {
        core::arch::asm!(
            "popcnt {count}, {set}",
            set = in(reg) set,
            count = lateout(reg) count,
            options(pure, nomem, nostack),
        );
    }
    count as u32
}

/// The index of the `n`-th one of `set` (from 0), which has more than
/// `n` ones: `pdep` deposits bit `n` onto the set's ones, `tzcnt` counts
/// the zeros below it. Written out as [`popcnt`] is.
#[allow(
    clippy::inline_always,
    reason = "two instructions in the chain of a random hand's cards"
)]
#[inline(always)]
fn nth_bit(set: u64, n: u32) -> u8 {
    let index: u64;
    #[allow(unsafe_code, reason = "pdep and tzcnt inline, see `popcnt`")]
    // SAFETY: called only where `is_fast` said the processor has BMI2
    // (which brings BMI1's `tzcnt`); registers only.
    unsafe {
        core::arch::asm!(
            "pdep {bit}, {bit}, {set}",
            "tzcnt {bit}, {bit}",
            set = in(reg) set,
            bit = inout(reg) 1u64 << n => index,
            options(pure, nomem, nostack),
        );
    }
    index as u8
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::*;

    /// The processors of each kind, by their `cpuid` words.
    #[test]
    fn fast_pdep_by_vendor_and_family() {
        const INTEL: [u32; 3] = [0x756E_6547, 0x4965_6E69, 0x6C65_746E];
        let popcnt = 1 << 23;
        let bmi2 = 1 << 8;
        // Family 0xF plus the extended family in bits 20 to 27.
        let amd_family = |family: u32| 0xF << 8 | (family - 0xF) << 20;
        let intel = 6 << 8 | 0xC << 4;
        assert!(decide(INTEL, intel, popcnt, bmi2));
        assert!(!decide(INTEL, intel, popcnt, 0), "no BMI2");
        assert!(!decide(INTEL, intel, 0, bmi2), "no popcnt");
        assert!(!decide(AMD, amd_family(0x17), popcnt, bmi2), "Zen 2");
        assert!(!decide(HYGON, amd_family(0x18), popcnt, bmi2), "Hygon");
        assert!(decide(AMD, amd_family(0x19), popcnt, bmi2), "Zen 3 and 4");
        assert!(decide(AMD, amd_family(0x1A), popcnt, bmi2), "Zen 5");
    }

    /// 20,000 seeded sets of every size, from none to all 36 cards.
    fn sets() -> impl Iterator<Item = CardSet> {
        let mut rng = JassRng::seed_from_u64(6);
        (0..20_000).map(move |round| rng.shuffled_deck()[..round % 37].iter().copied().collect())
    }

    /// `JassRng::pick` draws the same cards, and leaves the generator in
    /// the same state, on either path: the fast path turned off and on
    /// (other tests running meanwhile draw the same cards either way),
    /// each compared with `nth` of the same draw.
    #[test]
    fn both_paths_of_pick_draw_the_same_cards() {
        // Asked first, so that no other test asks while this one sets it.
        let fast = ask();
        assert_eq!(fast, has_fast_pdep());
        assert_eq!(
            PDEP.load(Ordering::Relaxed),
            if fast { FAST } else { PORTABLE }
        );
        let draws = |path: u8| {
            PDEP.store(path, Ordering::Relaxed);
            let mut rng = JassRng::seed_from_u64(5);
            let cards: Vec<Option<Card>> = sets().map(|set| rng.pick(set)).collect();
            (cards, rng)
        };
        let portable = draws(PORTABLE);
        PDEP.store(if fast { FAST } else { PORTABLE }, Ordering::Relaxed);
        if fast {
            assert_eq!(draws(FAST), portable);
        }
        let mut rng = JassRng::seed_from_u64(5);
        for (set, &card) in sets().zip(&portable.0) {
            let expected = (!set.is_empty())
                .then(|| set.nth(rng.below(set.len() as u32) as usize))
                .flatten();
            assert_eq!(card, expected, "{set}");
        }
        assert_eq!(rng, portable.1);
    }
}
