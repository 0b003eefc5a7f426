//! Tests of the C functions for card points, called through raw pointers as C
//! calls them.

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
                [1, 2, 3, 4, 5, 6, 7].as_ptr(),
                7,
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
