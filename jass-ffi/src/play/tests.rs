//! Tests of the C functions for playing a card, called through raw pointers as
//! C calls them.

use std::ptr;

use jass_core::{Card, CardSet};

use super::*;
use crate::jass_result;
use crate::rules::tests::Handle;
use crate::types::{jass_contract, jass_phase};

fn card(text: &str) -> u8 {
    text.parse::<Card>().unwrap().index()
}

fn set(text: &str) -> u64 {
    text.parse::<CardSet>().unwrap().mask()
}

fn trick(cards: &[&str]) -> Vec<u8> {
    cards.iter().map(|c| card(c)).collect()
}

const CLUBS: u8 = jass_contract::Clubs as u8;
const MAIN: u8 = jass_phase::Main as u8;
const TALON: u8 = jass_phase::Talon as u8;

fn legal(
    rules: &Handle,
    contract: u8,
    phase: u8,
    hand: u64,
    trick: &[u8],
) -> Result<u64, jass_result> {
    let mut out = 0xDEAD;
    // SAFETY: a live handle, a trick slice and a writable local.
    let result = unsafe {
        jass_legal_cards(
            rules.0,
            contract,
            phase,
            hand,
            trick.as_ptr(),
            trick.len(),
            &raw mut out,
        )
    };
    if result == jass_result::Ok {
        Ok(out)
    } else {
        assert_eq!(out, 0xDEAD, "no output on failure");
        Err(result)
    }
}

fn check(rules: &Handle, contract: u8, hand: u64, trick: &[u8], card: u8) -> jass_result {
    // SAFETY: a live handle and a trick slice.
    unsafe {
        jass_check_play(
            rules.0,
            contract,
            MAIN,
            hand,
            trick.as_ptr(),
            trick.len(),
            card,
        )
    }
}

#[test]
fn no_undertrumping_while_holding_the_suit_led() {
    // RULES.md §3.2: hearts led, trumped with ♣6 and over-trumped with ♣K.
    let rules = Handle::preset(c"schieber");
    let trick = trick(&["H6", "C6", "CK"]);
    let hand = set("C10 CQ H10 HK");
    assert_eq!(legal(&rules, CLUBS, MAIN, hand, &trick), Ok(set("H10 HK")));
    let mut ok = true;
    // SAFETY: as in `legal`.
    let result = unsafe {
        jass_is_legal(
            rules.0,
            CLUBS,
            MAIN,
            hand,
            trick.as_ptr(),
            3,
            card("CQ"),
            &raw mut ok,
        )
    };
    assert_eq!((result, ok), (jass_result::Ok, false));
    // SAFETY: as above.
    let result = unsafe {
        jass_is_legal(
            rules.0,
            CLUBS,
            MAIN,
            hand,
            trick.as_ptr(),
            3,
            card("HK"),
            &raw mut ok,
        )
    };
    assert_eq!((result, ok), (jass_result::Ok, true));
}

#[test]
fn leading_allows_the_whole_hand_with_a_null_trick() {
    let rules = Handle::preset(c"schieber");
    let hand = set("C10 CQ H10 HK");
    let mut out = 0;
    // SAFETY: a NULL trick of length 0 is accepted.
    let result =
        unsafe { jass_legal_cards(rules.0, CLUBS, MAIN, hand, ptr::null(), 0, &raw mut out) };
    assert_eq!((result, out), (jass_result::Ok, hand));
}

#[test]
fn the_talon_phase_of_schmaus_allows_any_card() {
    // RULES.md §6 phase 1: no duty to follow while the talon has cards.
    let rules = Handle::preset(c"schmaus");
    let hand = set("S6 D7 H8");
    let led = trick(&["SA"]);
    assert_eq!(legal(&rules, CLUBS, TALON, hand, &led), Ok(hand));
    assert_eq!(legal(&rules, CLUBS, MAIN, hand, &led), Ok(set("S6")));
}

#[test]
fn check_play_names_each_broken_rule() {
    let rules = Handle::preset(c"schieber");
    let hearts_led = trick(&["H6"]);
    assert_eq!(
        check(&rules, CLUBS, set("H10 S9"), &hearts_led, card("H10")),
        jass_result::Ok
    );
    assert_eq!(
        check(&rules, CLUBS, set("H10 S9"), &hearts_led, card("DA")),
        jass_result::NotInHand
    );
    assert_eq!(
        check(&rules, CLUBS, set("H10 S9"), &hearts_led, card("S9")),
        jass_result::MustFollowSuit
    );
    // Undertrumping while holding a side card (§3.2).
    let trumped = trick(&["H6", "CK"]);
    assert_eq!(
        check(&rules, CLUBS, set("C6 S9"), &trumped, card("C6")),
        jass_result::Undertrump
    );
    // Trump led: follow with trump (§3.3).
    let trump_led = trick(&["C6"]);
    assert_eq!(
        check(&rules, CLUBS, set("CA S9"), &trump_led, card("S9")),
        jass_result::MustPlayTrump
    );
    // "Stichzwang" on a trump lead (§3.3, schieber_1000).
    let strict = Handle::preset(c"schieber_1000");
    let trump_led = trick(&["CK"]);
    assert_eq!(
        check(&strict, CLUBS, set("CA C6 S9"), &trump_led, card("C6")),
        jass_result::MustOvertrump
    );
    // A complete trick, and a card both in the hand and the trick.
    let full = trick(&["H6", "H7", "H8", "H9", "H10", "HJ"]);
    assert_eq!(
        check(&rules, CLUBS, set("HA"), &full, card("HA")),
        jass_result::TrickComplete
    );
    assert_eq!(
        check(&rules, CLUBS, set("H6 HA"), &hearts_led, card("HA")),
        jass_result::AlreadyInTrick
    );
}

#[test]
fn check_play_agrees_with_legal_cards() {
    let rules = Handle::preset(c"schieber");
    let hand = set("C6 C10 CQ H10 HK S9");
    for contract in 0..6 {
        for led in ["H6", "C7", "D6", "SA"] {
            let trick = trick(&[led]);
            let legal = legal(&rules, contract, MAIN, hand, &trick).unwrap();
            for c in 0..36u8 {
                let allowed = check(&rules, contract, hand, &trick, c) == jass_result::Ok;
                assert_eq!(
                    allowed,
                    legal >> c & 1 == 1,
                    "contract {contract}, led {led}, card {c}"
                );
            }
        }
    }
}

#[test]
fn bad_arguments_are_rejected_before_anything_is_computed() {
    let rules = Handle::preset(c"schieber");
    let hand = set("H10 S9");
    let led = trick(&["H6"]);
    assert_eq!(
        legal(&rules, 6, MAIN, hand, &led),
        Err(jass_result::ContractOutOfRange)
    );
    assert_eq!(
        legal(&rules, CLUBS, 2, hand, &led),
        Err(jass_result::InvalidArgument)
    );
    assert_eq!(
        legal(&rules, CLUBS, MAIN, 1 << 36, &led),
        Err(jass_result::CardSetOutOfRange)
    );
    assert_eq!(
        legal(&rules, CLUBS, MAIN, hand, &[36]),
        Err(jass_result::CardOutOfRange)
    );
    assert_eq!(
        legal(&rules, CLUBS, MAIN, hand, &[0, 0]),
        Err(jass_result::DuplicateCard)
    );
    assert_eq!(
        legal(&rules, CLUBS, MAIN, hand, &[0, 1, 2, 3, 4, 5, 6]),
        Err(jass_result::InvalidArgument)
    );
    assert_eq!(
        legal(&rules, CLUBS, MAIN, hand, &[0, 1, 2, 3, 4, 5]),
        Err(jass_result::TrickComplete)
    );
    assert_eq!(
        legal(&rules, CLUBS, MAIN, hand, &trick(&["H10"])),
        Err(jass_result::AlreadyInTrick)
    );
    assert_eq!(
        check(&rules, CLUBS, hand, &led, 36),
        jass_result::CardOutOfRange
    );
    let mut out = 0;
    let mut ok = false;
    // SAFETY: NULL pointers are rejected before any access.
    unsafe {
        assert_eq!(
            jass_legal_cards(ptr::null(), 0, 0, hand, ptr::null(), 0, &raw mut out),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_legal_cards(rules.0, 0, 0, hand, ptr::null(), 0, ptr::null_mut()),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_legal_cards(rules.0, 0, 0, hand, ptr::null(), 2, &raw mut out),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_is_legal(ptr::null(), 0, 0, hand, ptr::null(), 0, 0, &raw mut ok),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_is_legal(rules.0, 0, 0, hand, ptr::null(), 0, 0, ptr::null_mut()),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_is_legal(rules.0, 0, 0, hand, ptr::null(), 0, 40, &raw mut ok),
            jass_result::CardOutOfRange
        );
        assert_eq!(
            jass_is_legal(rules.0, 9, 0, hand, ptr::null(), 0, 0, &raw mut ok),
            jass_result::ContractOutOfRange
        );
        assert_eq!(
            jass_check_play(ptr::null(), 0, 0, hand, ptr::null(), 0, 0),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_check_play(rules.0, 0, 0, hand, ptr::null(), 1, 0),
            jass_result::NullPointer
        );
    }
    assert_eq!((out, ok), (0, false));
}

#[test]
fn the_highest_trump_or_card_of_the_suit_led_wins() {
    let cards = trick(&["HA", "H6", "C6", "HK"]);
    let mut winner = 9;
    // SAFETY: a trick slice and a writable local.
    unsafe {
        assert_eq!(
            jass_trick_winner(CLUBS, cards.as_ptr(), 4, &raw mut winner),
            jass_result::Ok
        );
        assert_eq!(winner, 2);
        assert_eq!(
            jass_trick_winner(
                jass_contract::Obenabe as u8,
                cards.as_ptr(),
                4,
                &raw mut winner
            ),
            jass_result::Ok
        );
        assert_eq!(winner, 0);
        assert_eq!(
            jass_trick_winner(
                jass_contract::Undenufe as u8,
                cards.as_ptr(),
                2,
                &raw mut winner
            ),
            jass_result::Ok
        );
        assert_eq!(winner, 1);
        assert_eq!(
            jass_trick_winner(CLUBS, cards.as_ptr(), 0, &raw mut winner),
            jass_result::InvalidArgument
        );
        let seven = [0u8, 1, 2, 3, 4, 5, 6];
        assert_eq!(
            jass_trick_winner(CLUBS, seven.as_ptr(), 7, &raw mut winner),
            jass_result::InvalidArgument
        );
        assert_eq!(
            jass_trick_winner(6, cards.as_ptr(), 4, &raw mut winner),
            jass_result::ContractOutOfRange
        );
        assert_eq!(
            jass_trick_winner(CLUBS, [1, 1].as_ptr(), 2, &raw mut winner),
            jass_result::DuplicateCard
        );
        assert_eq!(
            jass_trick_winner(CLUBS, [1, 99].as_ptr(), 2, &raw mut winner),
            jass_result::CardOutOfRange
        );
        assert_eq!(
            jass_trick_winner(CLUBS, ptr::null(), 4, &raw mut winner),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_trick_winner(CLUBS, cards.as_ptr(), 4, ptr::null_mut()),
            jass_result::NullPointer
        );
    }
    assert_eq!(winner, 1);
}
