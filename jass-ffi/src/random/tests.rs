//! Tests of the C functions for the random generator and deals, called through
//! raw pointers as C calls them.

use std::ptr;

use jass_core::CardSet;

use super::*;

struct Handle(*mut jass_rng);

impl Handle {
    fn new(seed: u64) -> Handle {
        let mut rng = ptr::null_mut();
        // SAFETY: a writable slot.
        assert_eq!(unsafe { jass_rng_new(seed, &raw mut rng) }, jass_result::Ok);
        Handle(rng)
    }
}

impl Drop for Handle {
    fn drop(&mut self) {
        // SAFETY: a live handle, freed once.
        unsafe { jass_rng_free(self.0) };
    }
}

#[test]
fn a_seed_always_gives_the_same_deal() {
    let mut a = [0u64; 4];
    let mut b = [0u64; 5];
    // SAFETY: buffers of the given lengths.
    unsafe {
        assert_eq!(jass_deal(2026, a.as_mut_ptr(), 4), jass_result::Ok);
        assert_eq!(jass_deal(2026, b.as_mut_ptr(), 5), jass_result::Ok);
    }
    assert_eq!(a[..], b[..4]);
    assert_eq!(b[4], 0, "only four hands are written");
    let expected = JassRng::seed_from_u64(2026).deal();
    for seat in Seat::ALL.into_iter().take(4) {
        assert_eq!(a[seat.index()], expected[seat].mask());
        assert_eq!(a[seat.index()].count_ones(), 9);
    }
    assert_eq!(
        a.iter().fold(0, |all, hand| all | hand),
        CardSet::ALL.mask()
    );
    let rng = Handle::new(2026);
    let mut c = [0u64; 4];
    // SAFETY: a live handle and a buffer of 4.
    let got = unsafe { jass_rng_deal(rng.0, c.as_mut_ptr(), 4) };
    assert_eq!(got, jass_result::Ok);
    assert_eq!(a, c);
}

#[test]
fn short_buffers_are_rejected_without_drawing() {
    let rng = Handle::new(1);
    let copy = Handle::new(1);
    let mut hands = [0u64; 3];
    let mut deck = [0u8; 35];
    // SAFETY: live handles and buffers of the given lengths; NULLs are
    // rejected before any access.
    unsafe {
        assert_eq!(
            jass_deal(1, hands.as_mut_ptr(), 3),
            jass_result::BufferTooSmall
        );
        assert_eq!(jass_deal(1, ptr::null_mut(), 4), jass_result::NullPointer);
        assert_eq!(
            jass_rng_deal(rng.0, hands.as_mut_ptr(), 3),
            jass_result::BufferTooSmall
        );
        assert_eq!(
            jass_rng_deal(ptr::null_mut(), hands.as_mut_ptr(), 4),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_rng_deal(rng.0, ptr::null_mut(), 4),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_rng_shuffled_deck(rng.0, deck.as_mut_ptr(), 35),
            jass_result::BufferTooSmall
        );
        assert_eq!(
            jass_rng_shuffled_deck(ptr::null_mut(), deck.as_mut_ptr(), 36),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_rng_shuffled_deck(rng.0, ptr::null_mut(), 36),
            jass_result::NullPointer
        );
        let mut value = 0;
        let mut other = 1;
        assert_eq!(jass_rng_next_u64(rng.0, &raw mut value), jass_result::Ok);
        assert_eq!(jass_rng_next_u64(copy.0, &raw mut other), jass_result::Ok);
        assert_eq!(value, other, "the failed calls did not draw");
    }
    assert_eq!(hands, [0; 3]);
    assert_eq!(deck, [0; 35]);
}

#[test]
fn the_shuffled_deck_holds_every_card_once() {
    let rng = Handle::new(7);
    let mut deck = [0u8; 36];
    // SAFETY: a live handle and a buffer of 36.
    let got = unsafe { jass_rng_shuffled_deck(rng.0, deck.as_mut_ptr(), 36) };
    assert_eq!(got, jass_result::Ok);
    let set: CardSet = deck.iter().map(|&i| Card::from_index(i)).collect();
    assert_eq!(set, CardSet::ALL);
    assert_eq!(
        deck.to_vec(),
        JassRng::seed_from_u64(7)
            .shuffled_deck()
            .map(Card::index)
            .to_vec()
    );
}

#[test]
fn draws_stay_in_range_and_clones_repeat_them() {
    let rng = Handle::new(42);
    let mut copy = ptr::null_mut();
    // SAFETY: a live handle and a writable slot.
    let got = unsafe { jass_rng_clone(rng.0, &raw mut copy) };
    assert_eq!(got, jass_result::Ok);
    let copy = Handle(copy);
    let hand = "HA H10 C6".parse::<CardSet>().unwrap().mask();
    for _ in 0..100 {
        let (mut a, mut b) = (0u32, 0u32);
        let (mut x, mut y) = (0u8, 0u8);
        // SAFETY: live handles and writable locals.
        unsafe {
            assert_eq!(jass_rng_below(rng.0, 6, &raw mut a), jass_result::Ok);
            assert_eq!(jass_rng_below(copy.0, 6, &raw mut b), jass_result::Ok);
            assert_eq!(jass_rng_pick(rng.0, hand, &raw mut x), jass_result::Ok);
            assert_eq!(jass_rng_pick(copy.0, hand, &raw mut y), jass_result::Ok);
        }
        assert!(a < 6);
        assert_eq!(a, b);
        assert_eq!(x, y);
        assert!(hand >> x & 1 == 1);
    }
}

#[test]
fn impossible_draws_are_rejected() {
    let rng = Handle::new(3);
    let (mut value, mut card, mut bits) = (5u32, 5u8, 5u64);
    let mut out = ptr::null_mut();
    // SAFETY: a live handle and writable locals; NULLs are rejected
    // before any access.
    unsafe {
        assert_eq!(
            jass_rng_below(rng.0, 0, &raw mut value),
            jass_result::InvalidArgument
        );
        assert_eq!(
            jass_rng_below(ptr::null_mut(), 3, &raw mut value),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_rng_below(rng.0, 3, ptr::null_mut()),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_rng_pick(rng.0, 0, &raw mut card),
            jass_result::InvalidArgument
        );
        assert_eq!(
            jass_rng_pick(rng.0, 1 << 36, &raw mut card),
            jass_result::CardSetOutOfRange
        );
        assert_eq!(
            jass_rng_pick(ptr::null_mut(), 1, &raw mut card),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_rng_pick(rng.0, 1, ptr::null_mut()),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_rng_next_u64(ptr::null_mut(), &raw mut bits),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_rng_next_u64(rng.0, ptr::null_mut()),
            jass_result::NullPointer
        );
        assert_eq!(jass_rng_new(1, ptr::null_mut()), jass_result::NullPointer);
        assert_eq!(
            jass_rng_clone(ptr::null(), &raw mut out),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_rng_clone(rng.0, ptr::null_mut()),
            jass_result::NullPointer
        );
        jass_rng_free(ptr::null_mut());
        jass_rng_free(ptr::null_mut());
    }
    assert_eq!((value, card, bits), (5, 5, 5));
    assert!(out.is_null());
}
