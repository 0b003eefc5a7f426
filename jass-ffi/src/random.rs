//! Seeded randomness behind the opaque `jass_rng` handle, and seeded deals.

use jass_core::{Card, JassRng, Seat};

use crate::convert;
use crate::error::{Error, jass_result};

/// A seeded random number generator (xoshiro256++). A seed always gives the
/// same sequence, shuffle and deal, in every version of the library.
///
/// An opaque handle: create it with `jass_rng_new` or `jass_rng_clone` and
/// destroy it with `jass_rng_free`. Every draw changes it, so a generator
/// must not be used by two threads at once.
#[derive(Clone, Debug)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_rng {
    rng: JassRng,
}

/// Borrows the generator behind a handle for a draw.
///
/// # Safety
///
/// `rng` is a non-NULL live handle that nothing else uses for `'a`.
unsafe fn borrow_mut<'a>(rng: *mut jass_rng) -> &'a mut JassRng {
    // SAFETY: guaranteed by the caller.
    unsafe { &mut (*rng).rng }
}

fn need(len: usize, needed: usize, what: &str) -> Result<(), Error> {
    if len < needed {
        return Err(Error::new(
            jass_result::BufferTooSmall,
            format!("{what} needs room for {needed} entries, but the buffer has {len}"),
        ));
    }
    Ok(())
}

/// Creates a generator whose whole future is determined by `seed` and
/// writes its handle to `*out_rng`. Free it with `jass_rng_free`.
///
/// # Safety
///
/// `out_rng` points to a writable `jass_rng *`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_rng_new(seed: u64, out_rng: *mut *mut jass_rng) -> jass_result {
    ffi!(nonnull(out_rng) {
        let rng = Box::new(jass_rng { rng: JassRng::seed_from_u64(seed) });
        // SAFETY: `out_rng` is non-NULL and writable (caller).
        unsafe { convert::write(out_rng, Box::into_raw(rng)) };
        Ok(())
    })
}

/// Copies a generator, with its current state, and writes the new handle to
/// `*out_rng`: both then produce the same sequence. Free the copy with
/// `jass_rng_free`.
///
/// # Safety
///
/// `rng` is a live handle; `out_rng` points to a writable `jass_rng *`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_rng_clone(
    rng: *const jass_rng,
    out_rng: *mut *mut jass_rng,
) -> jass_result {
    ffi!(nonnull(rng, out_rng) {
        // SAFETY: `rng` is a live handle (caller).
        let copy = Box::new(unsafe { (*rng).clone() });
        // SAFETY: `out_rng` is non-NULL and writable (caller).
        unsafe { convert::write(out_rng, Box::into_raw(copy)) };
        Ok(())
    })
}

/// Destroys a generator. NULL is accepted and does nothing.
///
/// # Safety
///
/// `rng` is NULL or a handle from this library that has not been freed; it
/// must not be used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_rng_free(rng: *mut jass_rng) {
    ffi!(fallback(()) {
        if !rng.is_null() {
            // SAFETY: a live handle made by `Box::into_raw` (caller), freed
            // exactly once.
            drop(unsafe { Box::from_raw(rng) });
        }
    });
}

/// Draws the next 64 random bits into `*out_value`.
///
/// # Safety
///
/// `rng` is a live handle used by no other thread during the call;
/// `out_value` points to a writable `uint64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_rng_next_u64(rng: *mut jass_rng, out_value: *mut u64) -> jass_result {
    ffi!(nonnull(rng, out_value) {
        // SAFETY: `rng` is a live handle used by no one else (caller).
        let value = unsafe { borrow_mut(rng) }.next_u64();
        // SAFETY: `out_value` is non-NULL and writable (caller).
        unsafe { convert::write(out_value, value) };
        Ok(())
    })
}

/// Draws a uniform number in `0..n` into `*out_value`.
///
/// Returns `JASS_RESULT_INVALID_ARGUMENT` for `n == 0`, without drawing.
///
/// # Safety
///
/// `rng` is a live handle used by no other thread during the call;
/// `out_value` points to a writable `uint32_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_rng_below(
    rng: *mut jass_rng,
    n: u32,
    out_value: *mut u32,
) -> jass_result {
    ffi!(nonnull(rng, out_value) {
        if n == 0 {
            return Err(Error::invalid("n is 0, and there is no number below 0 to draw"));
        }
        // SAFETY: `rng` is a live handle used by no one else (caller).
        let value = unsafe { borrow_mut(rng) }.below(n);
        // SAFETY: `out_value` is non-NULL and writable (caller).
        unsafe { convert::write(out_value, value) };
        Ok(())
    })
}

/// Draws a uniformly chosen card of the card set `cards` into `*out_card`.
///
/// Returns `JASS_RESULT_INVALID_ARGUMENT` for the empty set, without
/// drawing.
///
/// # Safety
///
/// `rng` is a live handle used by no other thread during the call;
/// `out_card` points to a writable `uint8_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_rng_pick(
    rng: *mut jass_rng,
    cards: u64,
    out_card: *mut u8,
) -> jass_result {
    ffi!(nonnull(rng, out_card) {
        let cards = convert::card_set(cards)?;
        // SAFETY: `rng` is a live handle used by no one else (caller).
        let card = unsafe { borrow_mut(rng) }
            .pick(cards)
            .ok_or_else(|| Error::invalid("cannot pick a card from the empty set"))?;
        // SAFETY: `out_card` is non-NULL and writable (caller).
        unsafe { convert::write(out_card, card.index()) };
        Ok(())
    })
}

/// Writes the 36 cards in a uniformly random order into `out_deck`, which
/// has room for `len` cards (at least 36).
///
/// A buffer shorter than 36 gives `JASS_RESULT_BUFFER_TOO_SMALL`, without
/// drawing.
///
/// # Safety
///
/// `rng` is a live handle used by no other thread during the call;
/// `out_deck` points to `len` writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_rng_shuffled_deck(
    rng: *mut jass_rng,
    out_deck: *mut u8,
    len: usize,
) -> jass_result {
    ffi!(nonnull(rng, out_deck) {
        need(len, Card::COUNT, "a deck")?;
        // SAFETY: `rng` is a live handle used by no one else (caller).
        let deck = unsafe { borrow_mut(rng) }.shuffled_deck().map(Card::index);
        // SAFETY: `out_deck` is non-NULL with room for `len` bytes (caller).
        unsafe { convert::write_array(out_deck, len, &deck) }
    })
}

/// Deals four random hands of nine cards: writes the card set of seat `i`
/// to `out_hands[i]`. `out_hands` has room for `len` sets (at least 4).
///
/// A buffer shorter than 4 gives `JASS_RESULT_BUFFER_TOO_SMALL`, without
/// drawing.
///
/// # Safety
///
/// `rng` is a live handle used by no other thread during the call;
/// `out_hands` points to `len` writable `uint64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_rng_deal(
    rng: *mut jass_rng,
    out_hands: *mut u64,
    len: usize,
) -> jass_result {
    ffi!(nonnull(rng, out_hands) {
        need(len, Seat::ALL.len(), "a deal")?;
        // SAFETY: `rng` is a live handle used by no one else (caller).
        let hands = unsafe { borrow_mut(rng) }.deal();
        let masks = Seat::ALL.map(|seat| hands[seat].mask());
        // SAFETY: `out_hands` is non-NULL with room for `len` sets (caller).
        unsafe { convert::write_array(out_hands, len, &masks) }
    })
}

/// Deals four hands from `seed`: the same as `jass_rng_deal` on a fresh
/// `jass_rng_new(seed)`. A seed always gives the same deal.
///
/// # Safety
///
/// `out_hands` points to `len` writable `uint64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_deal(seed: u64, out_hands: *mut u64, len: usize) -> jass_result {
    ffi!(nonnull(out_hands) {
        need(len, Seat::ALL.len(), "a deal")?;
        let hands = JassRng::seed_from_u64(seed).deal();
        let masks = Seat::ALL.map(|seat| hands[seat].mask());
        // SAFETY: `out_hands` is non-NULL with room for `len` sets (caller).
        unsafe { convert::write_array(out_hands, len, &masks) }
    })
}

#[cfg(test)]
mod tests {
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
        for seat in Seat::ALL {
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
}
