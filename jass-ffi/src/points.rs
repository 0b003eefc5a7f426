//! Card points under a contract and a rule set (RULES.md §2).

use jass_core::{PointTable, hand_points};

use crate::convert;
use crate::error::{Error, jass_result};
use crate::rules::{self, jass_rules};

/// The point table of `contract` under the rules behind `rules`.
///
/// # Safety
///
/// `rules` is a non-NULL live handle.
unsafe fn table(rules: *const jass_rules, contract: u8) -> Result<PointTable, Error> {
    // SAFETY: guaranteed by the caller.
    let rules = unsafe { rules::borrow(rules) };
    Ok(PointTable::new(convert::contract(contract)?, rules))
}

/// Writes the points of `card` under `contract` (a `jass_contract`) and
/// `rules` to `*out_points`: the Puur of trump counts 20, the Näll 14; in
/// Undenufe sixes count 11 by default (⚙ `undenufe_values`).
///
/// # Safety
///
/// `rules` is a live handle; `out_points` points to a writable `uint16_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_card_points(
    rules: *const jass_rules,
    contract: u8,
    card: u8,
    out_points: *mut u16,
) -> jass_result {
    ffi!(nonnull(rules, out_points) {
        // SAFETY: `rules` is a live handle (caller).
        let table = unsafe { table(rules, contract) }?;
        let points = table.card(convert::card(card)?);
        // SAFETY: `out_points` is non-NULL and writable (caller).
        unsafe { convert::write(out_points, points) };
        Ok(())
    })
}

/// Writes the summed points of the cards of `cards` (a card set: a trick, a
/// pile of tricks, a hand) to `*out_points`, without any last-trick bonus.
///
/// # Safety
///
/// `rules` is a live handle; `out_points` points to a writable `uint16_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_card_set_points(
    rules: *const jass_rules,
    contract: u8,
    cards: u64,
    out_points: *mut u16,
) -> jass_result {
    ffi!(nonnull(rules, out_points) {
        // SAFETY: `rules` is a live handle (caller).
        let table = unsafe { table(rules, contract) }?;
        let points = table.sum(convert::card_set(cards)?);
        // SAFETY: `out_points` is non-NULL and writable (caller).
        unsafe { convert::write(out_points, points) };
        Ok(())
    })
}

/// Writes the points of a trick (`trick_len` cards, at most 4, none
/// repeated) to `*out_points`, plus the last-trick bonus if `last` is true
/// (the last trick of a complete hand).
///
/// # Safety
///
/// `rules` is a live handle; `trick` points to `trick_len` readable bytes
/// (or `trick_len` is 0); `out_points` points to a writable `uint16_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_trick_points(
    rules: *const jass_rules,
    contract: u8,
    trick: *const u8,
    trick_len: usize,
    last: bool,
    out_points: *mut u16,
) -> jass_result {
    ffi!(nonnull(rules, out_points) {
        // SAFETY: `rules` is a live handle (caller).
        let table = unsafe { table(rules, contract) }?;
        // SAFETY: `trick` has `trick_len` readable bytes (caller).
        let trick = unsafe { convert::trick(trick, trick_len) }?;
        let points = table.trick(trick.cards(), last);
        // SAFETY: `out_points` is non-NULL and writable (caller).
        unsafe { convert::write(out_points, points) };
        Ok(())
    })
}

/// Writes the last-trick bonus under `contract` and `rules` (5 with the
/// standard values) to `*out_points`.
///
/// # Safety
///
/// `rules` is a live handle; `out_points` points to a writable `uint16_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_last_trick_bonus(
    rules: *const jass_rules,
    contract: u8,
    out_points: *mut u16,
) -> jass_result {
    ffi!(nonnull(rules, out_points) {
        // SAFETY: `rules` is a live handle (caller).
        let points = unsafe { table(rules, contract) }?.last_trick_bonus();
        // SAFETY: `out_points` is non-NULL and writable (caller).
        unsafe { convert::write(out_points, points) };
        Ok(())
    })
}

/// Writes the points of a whole hand, all 36 cards plus the last-trick
/// bonus (157 with the standard values), to `*out_points`.
///
/// # Safety
///
/// `rules` is a live handle; `out_points` points to a writable `uint16_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_hand_total(
    rules: *const jass_rules,
    contract: u8,
    out_points: *mut u16,
) -> jass_result {
    ffi!(nonnull(rules, out_points) {
        // SAFETY: `rules` is a live handle (caller).
        let points = unsafe { table(rules, contract) }?.hand_total();
        // SAFETY: `out_points` is non-NULL and writable (caller).
        unsafe { convert::write(out_points, points) };
        Ok(())
    })
}

/// Writes the points a side scores for a hand before the multiplier to
/// `*out_points`: its `card_points` (with the last-trick bonus), plus the
/// match bonus (⚙ `match_bonus`, 100) if it won every trick.
///
/// Returns `JASS_RESULT_INVALID_ARGUMENT` if the sum does not fit in 16 bits.
///
/// # Safety
///
/// `rules` is a live handle; `out_points` points to a writable `uint16_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_hand_points(
    rules: *const jass_rules,
    card_points: u16,
    won_every_trick: bool,
    out_points: *mut u16,
) -> jass_result {
    ffi!(nonnull(rules, out_points) {
        // SAFETY: `rules` is a live handle (caller).
        let rules = unsafe { rules::borrow(rules) };
        // jass-core adds in 16 bits; reject what would overflow there.
        if won_every_trick && card_points.checked_add(rules.match_bonus).is_none() {
            return Err(Error::invalid(format!(
                "card_points {card_points} plus the match bonus {} exceeds 65535",
                rules.match_bonus
            )));
        }
        let points = hand_points(card_points, won_every_trick, rules);
        // SAFETY: `out_points` is non-NULL and writable (caller).
        unsafe { convert::write(out_points, points) };
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use std::ffi::CStr;
    use std::ptr;

    use jass_core::{Card, CardSet};

    use super::*;
    use crate::jass_result;
    use crate::rules::jass_rules_set_option;
    use crate::rules::tests::Handle;
    use crate::types::jass_contract;

    fn card(text: &str) -> u8 {
        text.parse::<Card>().unwrap().index()
    }

    const HEARTS: u8 = jass_contract::Hearts as u8;
    const UNDENUFE: u8 = jass_contract::Undenufe as u8;

    #[test]
    fn puur_and_naell_lead_the_trump_values() {
        let rules = Handle::preset(c"schieber");
        let mut points = 0;
        // SAFETY: a live handle and a writable local.
        unsafe {
            assert_eq!(
                jass_card_points(rules.0, HEARTS, card("HJ"), &raw mut points),
                jass_result::Ok
            );
            assert_eq!(points, 20);
            assert_eq!(
                jass_card_points(rules.0, HEARTS, card("H9"), &raw mut points),
                jass_result::Ok
            );
            assert_eq!(points, 14);
            assert_eq!(
                jass_card_points(rules.0, UNDENUFE, card("S6"), &raw mut points),
                jass_result::Ok
            );
            assert_eq!(points, 11);
            assert_eq!(
                jass_card_points(rules.0, HEARTS, 36, &raw mut points),
                jass_result::CardOutOfRange
            );
            assert_eq!(
                jass_card_points(rules.0, 6, 0, &raw mut points),
                jass_result::ContractOutOfRange
            );
            assert_eq!(
                jass_card_points(ptr::null(), HEARTS, 0, &raw mut points),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_card_points(rules.0, HEARTS, 0, ptr::null_mut()),
                jass_result::NullPointer
            );
        }
        assert_eq!(points, 11);
    }

    #[test]
    fn undenufe_values_option_changes_the_points() {
        let rules = Handle::preset(c"schieber");
        let mut points = 0;
        // SAFETY: a live handle, NUL-terminated strings and a writable local.
        unsafe {
            let name: &CStr = c"undenufe_values";
            assert_eq!(
                jass_rules_set_option(rules.0, name.as_ptr(), c"\"ace_eleven\"".as_ptr()),
                jass_result::Ok
            );
            assert_eq!(
                jass_card_points(rules.0, UNDENUFE, card("S6"), &raw mut points),
                jass_result::Ok
            );
            assert_eq!(points, 0);
            assert_eq!(
                jass_card_points(rules.0, UNDENUFE, card("SA"), &raw mut points),
                jass_result::Ok
            );
            assert_eq!(points, 11);
        }
    }

    #[test]
    fn card_sets_sum_their_points() {
        let rules = Handle::preset(c"schieber");
        let mut points = 0;
        let cards = "HJ H9 SA".parse::<CardSet>().unwrap().mask();
        // SAFETY: a live handle and a writable local.
        unsafe {
            assert_eq!(
                jass_card_set_points(rules.0, HEARTS, cards, &raw mut points),
                jass_result::Ok
            );
            assert_eq!(points, 45);
            assert_eq!(
                jass_card_set_points(rules.0, HEARTS, 1 << 36, &raw mut points),
                jass_result::CardSetOutOfRange
            );
            assert_eq!(
                jass_card_set_points(rules.0, 7, cards, &raw mut points),
                jass_result::ContractOutOfRange
            );
            assert_eq!(
                jass_card_set_points(ptr::null(), HEARTS, cards, &raw mut points),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_card_set_points(rules.0, HEARTS, cards, ptr::null_mut()),
                jass_result::NullPointer
            );
        }
    }

    #[test]
    fn tricks_sum_their_cards_and_the_last_trick_bonus() {
        let rules = Handle::preset(c"schieber");
        let mut points = 0;
        let trick = [card("HJ"), card("H9"), card("SA")];
        // SAFETY: a live handle, trick slices and a writable local.
        unsafe {
            assert_eq!(
                jass_trick_points(rules.0, HEARTS, trick.as_ptr(), 3, false, &raw mut points),
                jass_result::Ok
            );
            assert_eq!(points, 45);
            assert_eq!(
                jass_trick_points(rules.0, HEARTS, trick.as_ptr(), 3, true, &raw mut points),
                jass_result::Ok
            );
            assert_eq!(points, 50);
            assert_eq!(
                jass_trick_points(rules.0, HEARTS, ptr::null(), 0, false, &raw mut points),
                jass_result::Ok
            );
            assert_eq!(points, 0);
            assert_eq!(
                jass_trick_points(rules.0, HEARTS, [1, 1].as_ptr(), 2, false, &raw mut points),
                jass_result::DuplicateCard
            );
            assert_eq!(
                jass_trick_points(
                    rules.0,
                    HEARTS,
                    [1, 2, 3, 4, 5].as_ptr(),
                    5,
                    false,
                    &raw mut points
                ),
                jass_result::InvalidArgument
            );
            assert_eq!(
                jass_trick_points(rules.0, HEARTS, ptr::null(), 3, false, &raw mut points),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_trick_points(
                    ptr::null(),
                    HEARTS,
                    trick.as_ptr(),
                    3,
                    false,
                    &raw mut points
                ),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_trick_points(rules.0, HEARTS, trick.as_ptr(), 3, false, ptr::null_mut()),
                jass_result::NullPointer
            );
            assert_eq!(points, 0);
        }
    }

    #[test]
    fn every_contract_totals_157_with_the_last_trick_bonus() {
        let rules = Handle::preset(c"schieber");
        let mut points = 0;
        // SAFETY: a live handle and a writable local.
        unsafe {
            for contract in 0..6 {
                assert_eq!(
                    jass_hand_total(rules.0, contract, &raw mut points),
                    jass_result::Ok
                );
                assert_eq!(points, 157);
                assert_eq!(
                    jass_last_trick_bonus(rules.0, contract, &raw mut points),
                    jass_result::Ok
                );
                assert_eq!(points, 5);
            }
            assert_eq!(
                jass_hand_total(rules.0, 6, &raw mut points),
                jass_result::ContractOutOfRange
            );
            assert_eq!(
                jass_hand_total(ptr::null(), 0, &raw mut points),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_hand_total(rules.0, 0, ptr::null_mut()),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_last_trick_bonus(rules.0, 6, &raw mut points),
                jass_result::ContractOutOfRange
            );
            assert_eq!(
                jass_last_trick_bonus(ptr::null(), 0, &raw mut points),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_last_trick_bonus(rules.0, 0, ptr::null_mut()),
                jass_result::NullPointer
            );
        }
    }

    #[test]
    fn a_match_adds_the_match_bonus() {
        let rules = Handle::preset(c"schieber");
        let mut points = 0;
        // SAFETY: a live handle and a writable local.
        unsafe {
            assert_eq!(
                jass_hand_points(rules.0, 157, true, &raw mut points),
                jass_result::Ok
            );
            assert_eq!(points, 257);
            assert_eq!(
                jass_hand_points(rules.0, 80, false, &raw mut points),
                jass_result::Ok
            );
            assert_eq!(points, 80);
            assert_eq!(
                jass_hand_points(rules.0, u16::MAX, false, &raw mut points),
                jass_result::Ok
            );
            assert_eq!(points, u16::MAX);
            assert_eq!(
                jass_hand_points(rules.0, u16::MAX - 99, true, &raw mut points),
                jass_result::InvalidArgument
            );
            assert_eq!(points, u16::MAX);
            assert_eq!(
                jass_hand_points(ptr::null(), 0, true, &raw mut points),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_hand_points(rules.0, 0, true, ptr::null_mut()),
                jass_result::NullPointer
            );
        }
    }
}
