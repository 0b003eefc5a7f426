//! Conversions of C arguments into jass-core values, and of results into C
//! values. Every check that rejects caller input lives here or, for
//! pointers, in `crate::ptr`, so each export validates the same way.

use std::ffi::{CString, c_char};

use jass_core::{
    Card, CardSet, CardStyle, Contract, Meld, PartialTrick, Phase, PlayError, PlayRules, Players,
    Rules, Seat, Trick,
};

use crate::error::{Error, jass_result};
use crate::ptr::Slice;
use crate::types::{
    JASS_CONTRACT_NONE, JASS_TRICK_MAX as TRICK_MAX, jass_card_style, jass_contract_style,
    jass_phase,
};

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

/// A seat of a table of `players` (a table's size, 2 to 6); any other seat
/// is out of range.
pub(crate) fn seat_of(index: u8, players: usize) -> Result<Seat, Error> {
    let table = Players::from_count(players).ok_or_else(|| {
        Error::invalid(format!(
            "players is {players}, but a table has 2, 3, 4, 5 or 6"
        ))
    })?;
    Ok(table.seat(index)?)
}

/// A seat for a function of the core that checks it against the table
/// itself (`Game::observation`, `Game::claim_would_win`,
/// `Observation::team_of`, a trick's leader): any of the six seats. A number that is no seat
/// at all is refused here as the core refuses a seat not at a table of
/// `players`, so that 6 and 255 read as 4 does at a table of four.
pub(crate) fn seat_for_core(index: u8, players: usize) -> Result<Seat, Error> {
    match Seat::from_index(index) {
        Some(seat) => Ok(seat),
        None => seat_of(index, players),
    }
}

/// A card style from its `jass_card_style` value.
pub(crate) fn card_style(style: u8) -> Result<CardStyle, Error> {
    jass_card_style::try_from(style)
        .map(CardStyle::from)
        .map_err(|style| Error::invalid(format!("card style {style} is out of range 0 to 3")))
}

/// A contract style from its `jass_contract_style` value.
pub(crate) fn contract_style(style: u8) -> Result<jass_contract_style, Error> {
    jass_contract_style::try_from(style)
        .map_err(|style| Error::invalid(format!("contract style {style} is out of range 0 to 1")))
}

/// The play rules of `phase` (a `jass_phase` value) under `rules`.
pub(crate) fn play_rules(rules: &Rules, phase: u8) -> Result<PlayRules, Error> {
    let phase = jass_phase::try_from(phase)
        .map_err(|phase| Error::invalid(format!("phase {phase} is out of range 0 to 1")))?;
    Ok(rules.play_in(match phase {
        jass_phase::Main => Phase::Main,
        jass_phase::Talon => Phase::Talon,
    }))
}

/// Reads the cards of a complete or unfinished trick, in play order: at
/// most six (a trick at the largest table), each a valid card, none
/// repeated (checked by the core's [`Trick`]).
pub(crate) fn trick(cards: Slice<'_, u8>) -> Result<Trick, Error> {
    let indices = trick_cards(cards)?;
    Ok(Trick::try_from_cards(
        Seat::S0,
        Players::Six,
        indices.iter().map(|&index| Card::from_index(index)),
    )?)
}

/// Reads the cards of the unfinished trick a hand is about to play to: as
/// for [`trick`], not complete, and sharing no card with `hand` (checked by
/// the core's [`PartialTrick`]).
pub(crate) fn open_trick(cards: Slice<'_, u8>, hand: CardSet) -> Result<PartialTrick, Error> {
    let indices = trick_cards(cards)?;
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

/// Reads the card indices of a trick: at most six, each a valid card.
fn trick_cards(cards: Slice<'_, u8>) -> Result<&[u8], Error> {
    let len = cards.len();
    if len > TRICK_MAX {
        return Err(Error::invalid(format!(
            "trick_len is {len}, but a trick holds at most {TRICK_MAX} cards"
        )));
    }
    let indices = cards.get()?;
    for &index in indices {
        card(index)?;
    }
    Ok(indices)
}

/// `n` cards as a message writes them: "1 card", "2 cards".
pub(crate) fn cards(n: usize) -> String {
    if n == 1 {
        "1 card".into()
    } else {
        format!("{n} cards")
    }
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
    use crate::ptr;

    /// The trick of `len` cards at `cards`, as an export reads it.
    ///
    /// # Safety
    ///
    /// As for `ptr::slice`.
    unsafe fn trick_at(cards: *const u8, len: usize) -> Result<Trick, Error> {
        // SAFETY: guaranteed by the caller.
        trick(unsafe { ptr::slice(cards, len, "trick") }?)
    }

    #[test]
    fn one_card_is_singular() {
        assert_eq!(cards(1), "1 card");
        assert_eq!(cards(0), "0 cards");
        assert_eq!(cards(36), "36 cards");
    }

    #[test]
    fn trick_rejects_long_repeated_and_out_of_range_cards() {
        let ok = [0u8, 9, 18];
        // SAFETY: the pointer and length describe `ok`.
        let trick = unsafe { trick_at(ok.as_ptr(), ok.len()) }.unwrap();
        assert_eq!(trick.cards().len(), 3);
        let seven = [0u8, 1, 2, 3, 4, 5, 6];
        // SAFETY: as above.
        let error = unsafe { trick_at(seven.as_ptr(), seven.len()) }.unwrap_err();
        assert_eq!(error.code(), jass_result::InvalidArgument);
        let repeated = [3u8, 3];
        // SAFETY: as above.
        let error = unsafe { trick_at(repeated.as_ptr(), repeated.len()) }.unwrap_err();
        assert_eq!(error.code(), jass_result::DuplicateCard);
        let bad = [3u8, 36];
        // SAFETY: as above.
        let error = unsafe { trick_at(bad.as_ptr(), bad.len()) }.unwrap_err();
        assert_eq!(error.code(), jass_result::CardOutOfRange);
        // SAFETY: NULL with length 0 is an empty trick.
        let empty = unsafe { trick_at(std::ptr::null(), 0) }.unwrap();
        assert!(empty.cards().is_empty());
        // SAFETY: NULL with a length is rejected before any read.
        let error = unsafe { trick_at(std::ptr::null(), 2) }.unwrap_err();
        assert_eq!(error.code(), jass_result::NullPointer);
    }

    #[test]
    fn owned_text_rejects_interior_nul() {
        let error = owned_text("a\0b".into()).unwrap_err();
        assert_eq!(error.code(), jass_result::InvalidArgument);
    }
}
