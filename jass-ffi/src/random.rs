//! Seeded randomness behind the opaque `jass_rng` handle, and seeded deals.

use jass_core::{Card, JassRng, Seat};

use crate::convert;
use crate::error::{Error, jass_result};

/// A seeded random number generator (xoshiro256++). A seed always gives the
/// same sequence, shuffle and deal, in every version of the library.
///
/// An opaque handle: create it with `jass_rng_new` or `jass_rng_clone` and
/// destroy it with `jass_rng_free`. Every draw changes it, so a generator
/// must not be used by two threads at once (the second gets
/// `JASS_RESULT_MISUSE`).
#[derive(Clone, Debug)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_rng {
    rng: JassRng,
}

impl crate::ptr::Handle for jass_rng {
    const NAME: &'static str = "jass_rng";
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
    ffi!(out_rng: out => {
        let rng = jass_rng { rng: JassRng::seed_from_u64(seed) };
        out_rng.write(crate::ptr::new_handle(rng));
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
    ffi!(rng: obj, out_rng: out => {
        let copy = rng.clone();
        out_rng.write(crate::ptr::new_handle(copy));
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
    ffi!(fallback(()), rng: owned => {
        drop(rng);
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
    ffi!(rng: obj_mut, out_value: out => {
        let value = rng.rng.next_u64();
        out_value.write(value);
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
    ffi!(rng: obj_mut, out_value: out => {
        if n == 0 {
            return Err(Error::invalid("n is 0, and there is no number below 0 to draw"));
        }
        let value = rng.rng.below(n);
        out_value.write(value);
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
    ffi!(rng: obj_mut, out_card: out => {
        let cards = convert::card_set(cards)?;
        let card = rng.rng
            .pick(cards)
            .ok_or_else(|| Error::invalid("cannot pick a card from the empty set"))?;
        out_card.write(card.index());
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
    ffi!(rng: obj_mut, out_deck: buf(len) => {
        need(len, Card::COUNT, "a deck")?;
        let deck = rng.rng.shuffled_deck().map(Card::index);
        out_deck.write_all(&deck)
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
    ffi!(rng: obj_mut, out_hands: buf(len) => {
        need(len, FOUR.len(), "a deal")?;
        let hands = rng.rng.deal();
        let masks = FOUR.map(|seat| hands[seat].mask());
        out_hands.write_all(&masks)
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
    ffi!(out_hands: buf(len) => {
        need(len, FOUR.len(), "a deal")?;
        let hands = JassRng::seed_from_u64(seed).deal();
        let masks = FOUR.map(|seat| hands[seat].mask());
        out_hands.write_all(&masks)
    })
}

/// The seats of a deal of four hands of nine.
const FOUR: [Seat; 4] = [Seat::S0, Seat::S1, Seat::S2, Seat::S3];

#[cfg(test)]
mod tests;
