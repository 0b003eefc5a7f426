//! Conversions of C arguments into jass-core values, and of results into C
//! out-parameters and buffers. Every check that rejects caller input lives
//! here, so each export validates the same way.

use std::ffi::{CStr, CString, c_char};

use jass_core::{
    Card, CardSet, CardStyle, Contract, Meld, PartialTrick, PlayError, PlayRules, Players, Rules,
    Seat, Trick,
};

use crate::error::{Error, jass_result};
use crate::types::{
    JASS_CONTRACT_NONE, JASS_TRICK_MAX as TRICK_MAX, jass_card_style, jass_contract_style,
    jass_phase,
};

/// Reads a NUL-terminated UTF-8 argument.
///
/// # Safety
///
/// `text` is a non-NULL pointer to a NUL-terminated string that stays valid
/// and unchanged for `'a`.
pub(crate) unsafe fn text<'a>(text: *const c_char, name: &str) -> Result<&'a str, Error> {
    // SAFETY: guaranteed by the caller.
    let text = unsafe { CStr::from_ptr(text) };
    text.to_str().map_err(|error| {
        Error::new(
            jass_result::InvalidUtf8,
            format!(
                "argument {name} is not valid UTF-8 (bad byte at offset {})",
                error.valid_up_to()
            ),
        )
    })
}

/// Reads a JSON argument: NUL-terminated UTF-8 that is well-formed JSON.
/// The syntax check here is what tells [`jass_result::MalformedJson`] from
/// [`jass_result::InvalidRules`], which jass-core reports alike.
///
/// # Safety
///
/// As for [`text`].
pub(crate) unsafe fn json<'a>(json: *const c_char, name: &str) -> Result<&'a str, Error> {
    // SAFETY: guaranteed by the caller.
    let json = unsafe { text(json, name) }?;
    match serde_json::from_str::<serde_json::Value>(json) {
        Ok(_) => Ok(json),
        Err(error) => Err(Error::new(
            jass_result::MalformedJson,
            format!("argument {name} is not well-formed JSON: {error}"),
        )),
    }
}

/// Reads `len` elements at `items`; NULL is accepted when `len` is 0.
///
/// # Safety
///
/// Unless `len` is 0, `items` is NULL or points to `len` initialized
/// elements that stay valid and unchanged for `'a`.
pub(crate) unsafe fn slice<'a, T>(
    items: *const T,
    len: usize,
    name: &str,
) -> Result<&'a [T], Error> {
    if len == 0 {
        return Ok(&[]);
    }
    if items.is_null() {
        return Err(Error::new(
            jass_result::NullPointer,
            format!("argument {name} is NULL but its length is {len}"),
        ));
    }
    if len > isize::MAX as usize / size_of::<T>().max(1) {
        return Err(Error::invalid(format!(
            "length {len} of {name} is impossibly large"
        )));
    }
    // SAFETY: non-NULL, `len` elements guaranteed by the caller, and the
    // total size fits in isize (checked above).
    Ok(unsafe { std::slice::from_raw_parts(items, len) })
}

/// A card from its index.
pub(crate) fn card(index: u8) -> Result<Card, Error> {
    Ok(Card::try_from(index)?)
}

/// A card set from its mask.
pub(crate) fn card_set(mask: u64) -> Result<CardSet, Error> {
    Ok(CardSet::try_from_mask(mask)?)
}

/// A contract from its index.
pub(crate) fn contract(index: u8) -> Result<Contract, Error> {
    Ok(Contract::try_from(index)?)
}

/// A meld from its index.
pub(crate) fn meld(index: u8) -> Result<Meld, Error> {
    Ok(Meld::try_from(index)?)
}

/// The index of a meld the engine produced; those are always well formed.
pub(crate) fn meld_index(meld: Meld) -> u8 {
    meld.index()
        .expect("the engine produces only well-formed melds")
}

/// The contract that names melds: a contract index, or
/// `JASS_CONTRACT_NONE` for the natural naming.
pub(crate) fn naming_contract(index: u8) -> Result<Option<Contract>, Error> {
    if index == JASS_CONTRACT_NONE {
        Ok(None)
    } else {
        contract(index).map(Some)
    }
}

/// A seat of a table of `players`.
pub(crate) fn seat_of(index: u8, players: usize) -> Result<Seat, Error> {
    let seat = Seat::try_from(index)?;
    if seat.index() >= players {
        return Err(Error::new(
            jass_result::SeatOutOfRange,
            format!("seat {index} is not at a table of {players}"),
        ));
    }
    Ok(seat)
}

/// A card style from its `jass_card_style` value.
pub(crate) fn card_style(style: u8) -> Result<CardStyle, Error> {
    jass_card_style::try_from(style)
        .map(CardStyle::from)
        .map_err(|style| Error::invalid(format!("card style {style} is out of range 0..4")))
}

/// A contract style from its `jass_contract_style` value.
pub(crate) fn contract_style(style: u8) -> Result<jass_contract_style, Error> {
    jass_contract_style::try_from(style)
        .map_err(|style| Error::invalid(format!("contract style {style} is out of range 0..2")))
}

/// The play rules of `phase` (a `jass_phase` value) under `rules`.
pub(crate) fn play_rules(rules: &Rules, phase: u8) -> Result<PlayRules, Error> {
    let phase = jass_phase::try_from(phase)
        .map_err(|phase| Error::invalid(format!("phase {phase} is out of range 0..2")))?;
    match phase {
        jass_phase::Main => Ok(rules.play()),
        jass_phase::Talon => Ok(rules.talon_play()),
    }
}

/// Reads the cards of a trick, in play order: at most four, each a valid
/// card, none repeated (checked by the core's [`Trick`]).
///
/// # Safety
///
/// As for [`slice`] with elements of `uint8_t`.
pub(crate) unsafe fn trick(cards: *const u8, len: usize) -> Result<Trick, Error> {
    // SAFETY: guaranteed by the caller.
    let indices = unsafe { trick_cards(cards, len) }?;
    Ok(Trick::try_from_cards(
        Seat::S0,
        Players::Four,
        indices.iter().map(|&index| Card::from_index(index)),
    )?)
}

/// Reads the cards of the unfinished trick a hand is about to play to: as
/// for [`trick`], not complete, and sharing no card with `hand` (checked by
/// the core's [`PartialTrick`]).
///
/// # Safety
///
/// As for [`trick`].
pub(crate) unsafe fn open_trick(
    cards: *const u8,
    len: usize,
    hand: CardSet,
) -> Result<PartialTrick, Error> {
    // SAFETY: guaranteed by the caller.
    let indices = unsafe { trick_cards(cards, len) }?;
    let trick = PartialTrick::try_from_cards(indices.iter().map(|&index| Card::from_index(index)))?;
    trick.check_hand(hand).map_err(|error| match error {
        PlayError::AlreadyInTrick { card } => Error::new(
            jass_result::AlreadyInTrick,
            format!("card {card} is both in the hand and in the trick"),
        ),
        error => error.into(),
    })?;
    Ok(trick)
}

/// Reads the card indices of a trick: at most four, each a valid card.
///
/// # Safety
///
/// As for [`slice`] with elements of `uint8_t`.
unsafe fn trick_cards<'a>(cards: *const u8, len: usize) -> Result<&'a [u8], Error> {
    if len > TRICK_MAX {
        return Err(Error::invalid(format!(
            "trick_len is {len}, but a trick holds at most {TRICK_MAX} cards"
        )));
    }
    // SAFETY: guaranteed by the caller.
    let indices = unsafe { slice(cards, len, "trick") }?;
    for &index in indices {
        card(index)?;
    }
    Ok(indices)
}

/// Writes an out-parameter.
///
/// # Safety
///
/// `out` is non-NULL, aligned and valid for a write of `T`.
pub(crate) unsafe fn write<T>(out: *mut T, value: T) {
    // SAFETY: guaranteed by the caller.
    unsafe { out.write(value) };
}

/// Writes `text` and a NUL into the caller's buffer, or fails with
/// [`jass_result::BufferTooSmall`] without writing anything.
///
/// # Safety
///
/// `buf` is non-NULL and points to `len` writable bytes.
pub(crate) unsafe fn write_text(buf: *mut c_char, len: usize, text: &str) -> Result<(), Error> {
    let needed = text.len() + 1;
    if needed > len {
        return Err(Error::new(
            jass_result::BufferTooSmall,
            format!("the text needs {needed} bytes with its NUL, but the buffer has {len}"),
        ));
    }
    // SAFETY: `buf` has `len >= needed` writable bytes (caller), and `text`
    // cannot overlap a buffer the caller lent us for writing.
    unsafe {
        std::ptr::copy_nonoverlapping(text.as_ptr(), buf.cast::<u8>(), text.len());
        buf.add(text.len()).write(0);
    }
    Ok(())
}

/// Writes `items` into the caller's array, or fails with
/// [`jass_result::BufferTooSmall`] without writing anything.
///
/// # Safety
///
/// `buf` is non-NULL, aligned, and points to `len` writable elements.
pub(crate) unsafe fn write_array<T: Copy>(
    buf: *mut T,
    len: usize,
    items: &[T],
) -> Result<(), Error> {
    if items.len() > len {
        return Err(Error::new(
            jass_result::BufferTooSmall,
            format!(
                "the result has {} elements, but the buffer has room for {len}",
                items.len()
            ),
        ));
    }
    // SAFETY: `buf` has room for `len >= items.len()` elements (caller), and
    // does not overlap `items`, which this library owns.
    unsafe { std::ptr::copy_nonoverlapping(items.as_ptr(), buf, items.len()) };
    Ok(())
}

/// Moves `text` into a NUL-terminated string the caller frees with
/// `jass_string_free`.
pub(crate) fn owned_text(text: String) -> Result<*mut c_char, Error> {
    CString::new(text).map(CString::into_raw).map_err(|error| {
        Error::invalid(format!(
            "the result holds a NUL byte at offset {} and cannot be a C string",
            error.nul_position()
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trick_rejects_long_repeated_and_out_of_range_cards() {
        let ok = [0u8, 9, 18];
        // SAFETY: the pointer and length describe `ok`.
        let trick = unsafe { trick(ok.as_ptr(), ok.len()) }.unwrap();
        assert_eq!(trick.cards().len(), 3);
        let five = [0u8, 1, 2, 3, 4];
        // SAFETY: as above.
        let error = unsafe { super::trick(five.as_ptr(), five.len()) }.unwrap_err();
        assert_eq!(error.code(), jass_result::InvalidArgument);
        let repeated = [3u8, 3];
        // SAFETY: as above.
        let error = unsafe { super::trick(repeated.as_ptr(), repeated.len()) }.unwrap_err();
        assert_eq!(error.code(), jass_result::DuplicateCard);
        let bad = [3u8, 36];
        // SAFETY: as above.
        let error = unsafe { super::trick(bad.as_ptr(), bad.len()) }.unwrap_err();
        assert_eq!(error.code(), jass_result::CardOutOfRange);
        // SAFETY: NULL with length 0 is an empty trick.
        let empty = unsafe { super::trick(std::ptr::null(), 0) }.unwrap();
        assert!(empty.cards().is_empty());
        // SAFETY: NULL with a length is rejected before any read.
        let error = unsafe { super::trick(std::ptr::null(), 2) }.unwrap_err();
        assert_eq!(error.code(), jass_result::NullPointer);
    }

    #[test]
    fn text_buffers_must_hold_the_nul() {
        let mut buf = [1 as c_char; 3];
        // SAFETY: buf has 3 writable bytes.
        let error = unsafe { write_text(buf.as_mut_ptr(), 3, "abc") }.unwrap_err();
        assert_eq!(error.code(), jass_result::BufferTooSmall);
        assert_eq!(buf, [1; 3], "nothing is written on failure");
        // SAFETY: as above.
        unsafe { write_text(buf.as_mut_ptr(), 3, "ab") }.unwrap();
        // SAFETY: write_text NUL-terminated buf.
        assert_eq!(unsafe { CStr::from_ptr(buf.as_ptr()) }, c"ab");
    }

    #[test]
    fn owned_text_rejects_interior_nul() {
        let error = owned_text("a\0b".into()).unwrap_err();
        assert_eq!(error.code(), jass_result::InvalidArgument);
    }
}
