//! Tests of errors, the boundary and the last error message.

use std::ffi::CStr;

use super::*;

#[test]
fn last_error_is_set_on_failure_and_cleared_on_success() {
    let failed = boundary(|| Err(Error::invalid("argument x is 7, expected 0..4")));
    assert_eq!(failed, jass_result::InvalidArgument);
    // SAFETY: NULL asks for the length only.
    let got = unsafe { jass_last_error_message(std::ptr::null_mut(), 0) };
    assert_eq!(got, 30);
    let mut buf = [0x55 as c_char; 64];
    // SAFETY: buf has 64 writable bytes.
    let len = unsafe { jass_last_error_message(buf.as_mut_ptr(), buf.len()) };
    assert_eq!(len, 30);
    // SAFETY: the function NUL-terminated buf.
    let text = unsafe { CStr::from_ptr(buf.as_ptr()) };
    assert_eq!(text, c"argument x is 7, expected 0..4");
    assert_eq!(boundary(|| Ok(())), jass_result::Ok);
    // SAFETY: as above.
    let got = unsafe { jass_last_error_message(buf.as_mut_ptr(), buf.len()) };
    assert_eq!(got, 0);
    // SAFETY: as above.
    assert_eq!(unsafe { CStr::from_ptr(buf.as_ptr()) }, c"");
}

#[test]
fn truncated_last_error_stays_valid_utf8() {
    let _ = boundary(|| Err(Error::invalid("card ♠9 is bad")));
    let mut buf = [0 as c_char; 8];
    // SAFETY: buf has 8 writable bytes.
    let len = unsafe { jass_last_error_message(buf.as_mut_ptr(), buf.len()) };
    assert_eq!(len, "card ♠9 is bad".len());
    // SAFETY: NUL-terminated by the function.
    let text = unsafe { CStr::from_ptr(buf.as_ptr()) };
    // "card " is 5 bytes and ♠ needs 3 more, which leaves no room for the NUL.
    assert_eq!(text.to_str(), Ok("card "));
}

#[test]
fn last_error_is_per_thread() {
    let _ = boundary(|| Err(Error::invalid("main thread failure")));
    let other = std::thread::spawn(|| {
        // SAFETY: NULL asks for the length only.
        unsafe { jass_last_error_message(std::ptr::null_mut(), 0) }
    })
    .join()
    .unwrap();
    assert_eq!(other, 0);
    // SAFETY: as above.
    let got = unsafe { jass_last_error_message(std::ptr::null_mut(), 0) };
    assert_eq!(got, 19);
}

#[test]
fn a_panic_becomes_the_panic_code_with_its_message() {
    let code = boundary(|| panic!("boom"));
    assert_eq!(code, jass_result::Panic);
    let mut buf = [0 as c_char; 128];
    // SAFETY: buf has 128 writable bytes.
    unsafe { jass_last_error_message(buf.as_mut_ptr(), buf.len()) };
    // SAFETY: NUL-terminated by the function.
    let text = unsafe { CStr::from_ptr(buf.as_ptr()) }.to_str().unwrap();
    assert_eq!(text, "internal error: the library panicked: boom");
    assert_eq!(boundary_value(7, || panic!("boom")), 7);
}

#[test]
fn a_refused_record_action_leaves_its_index_until_the_next_call() {
    let refused = ReplayError::Action {
        index: 17,
        action: jass_core::Action::Pass,
        error: ActionError::CannotPass,
    };
    assert_eq!(
        boundary(|| Err(refused.clone().into())),
        jass_result::IllegalRecordAction
    );
    assert_eq!(jass_last_error_action_index(), 17);
    let mut buf = [0 as c_char; 128];
    // SAFETY: buf has 128 writable bytes.
    unsafe { jass_last_error_message(buf.as_mut_ptr(), buf.len()) };
    // SAFETY: NUL-terminated by the function.
    let text = unsafe { CStr::from_ptr(buf.as_ptr()) }.to_str().unwrap();
    assert_eq!(
        text,
        "action 17 (pass) is illegal: passing is not allowed now"
    );
    let again = jass_last_error_action_index();
    assert_eq!(again, 17, "reading changes nothing");
    let _ = boundary(|| Err(Error::invalid("another failure")));
    assert_eq!(jass_last_error_action_index(), -1);
    let _ = boundary(|| Err(refused.into()));
    assert_eq!(boundary(|| Ok(())), jass_result::Ok);
    assert_eq!(jass_last_error_action_index(), -1);
}

#[test]
fn weis_errors_map_to_their_codes() {
    use jass_core::{Card, Contract, Meld, Rank};
    let meld = Meld::Four(Rank::Jack);
    let card = Card::from_index(3);
    let weis = [
        (WeisError::WeisDisabled, jass_result::WeisDisabled),
        (
            WeisError::IndexOutOfRange { index: 200 },
            jass_result::MeldOutOfRange,
        ),
        (
            WeisError::Malformed {
                meld: Meld::Sequence {
                    suit: jass_core::Suit::Hearts,
                    len: 12,
                    top: Rank::Ace,
                },
            },
            jass_result::MalformedMeld,
        ),
        (
            WeisError::NotAllowed {
                meld,
                contract: Contract::Obenabe,
            },
            jass_result::MeldNotAllowed,
        ),
        (
            WeisError::NotInHand { meld, card },
            jass_result::MeldNotInHand,
        ),
        (
            WeisError::PartOfLongerSequence {
                meld,
                sequence: meld,
            },
            jass_result::PartOfLongerSequence,
        ),
        (
            WeisError::CardInTwoMelds {
                card,
                first: meld,
                second: meld,
            },
            jass_result::CardInTwoMelds,
        ),
        (
            WeisError::DuplicateMeld { meld },
            jass_result::DuplicateMeld,
        ),
        (
            WeisError::BelowHighest {
                meld,
                value: 20,
                highest: meld,
                highest_value: 50,
            },
            jass_result::BelowHighest,
        ),
        (
            WeisError::NotBest { meld, best: meld },
            jass_result::NotBestMeld,
        ),
        (
            WeisError::MustAnnounce { best: meld },
            jass_result::MustAnnounce,
        ),
        (
            WeisError::AnnouncedNotDeclared { meld },
            jass_result::AnnouncedNotDeclared,
        ),
        (
            WeisError::NotUpwards { meld, last: meld },
            jass_result::NotUpwards,
        ),
        (
            WeisError::ReusesScoredCards {
                meld,
                earlier: meld,
            },
            jass_result::ReusesScoredCards,
        ),
        (
            WeisError::NotAtTable(jass_core::Players::Two.seat(2).unwrap_err()),
            jass_result::SeatOutOfRange,
        ),
    ];
    for (error, code) in weis {
        assert_eq!(Error::from(error).code(), code, "{error:?}");
        assert_eq!(
            Error::from(ActionError::Weis(error)).code(),
            code,
            "{error:?}"
        );
    }
}

#[test]
fn action_and_game_errors_map_to_their_codes() {
    use jass_core::{Card, Contract, Seat};
    let card = Card::from_index(3);
    let actions = [
        (ActionError::GameOver, jass_result::GameOver),
        (
            ActionError::WrongPhase {
                action: jass_core::Action::Shove,
                expecting: jass_core::Expecting::Card,
            },
            jass_result::WrongPhase,
        ),
        (
            ActionError::ContractDisabled {
                contract: Contract::Obenabe,
            },
            jass_result::ContractDisabled,
        ),
        (ActionError::CannotShove, jass_result::CannotShove),
        (ActionError::CannotPass, jass_result::CannotPass),
        (ActionError::CannotRob, jass_result::CannotRob),
        (ActionError::ClaimsOff, jass_result::ClaimsOff),
        (ActionError::NoTargetToClaim, jass_result::ClaimsOff),
        (
            ActionError::CannotClaim { seat: Seat::S2 },
            jass_result::CannotClaim,
        ),
        (
            ActionError::Play(PlayError::TrickComplete),
            jass_result::TrickComplete,
        ),
        (
            ActionError::Play(PlayError::NotInHand { card }),
            jass_result::NotInHand,
        ),
    ];
    for (error, code) in actions {
        assert_eq!(Error::from(error).code(), code, "{error:?}");
    }
    let wrong_size = DealError::WrongHandSize {
        seat: Seat::S1,
        len: 8,
        expected: 9,
    };
    assert_eq!(Error::from(wrong_size).code(), jass_result::InvalidDeal);
    assert_eq!(
        Error::from(NewGameError::Deal(DealError::DuplicateCard { card })).code(),
        jass_result::DuplicateCard
    );
    let dealer = DealError::NotAtTable {
        seat: Seat::S2,
        players: 2,
    };
    assert_eq!(
        Error::from(NewGameError::Deal(dealer)).code(),
        jass_result::SeatOutOfRange
    );
    let bad_rules = RulesError::InvalidValue {
        option: "target",
        reason: "0".into(),
    };
    assert_eq!(
        Error::from(NewGameError::Rules(bad_rules)).code(),
        jass_result::InvalidRules
    );
    assert_eq!(
        Error::from(ReplayError::New(NewGameError::Deal(wrong_size))).code(),
        jass_result::InvalidDeal
    );
    assert_eq!(
        Error::from(NewGameError::Deal(DealError::TableSize { players: 3 })).code(),
        jass_result::InvalidRules
    );
    assert_eq!(
        Error::from(ReplayError::WrongGame {
            game: jass_core::GameKind::Zweier
        })
        .code(),
        jass_result::GameNotAvailable
    );
}

#[test]
fn control_characters_in_messages_are_escaped() {
    let _ = boundary(|| Err(Error::invalid("bad \"a\0b\" and \"\n\u{1b}\" end")));
    // SAFETY: NULL asks for the length only.
    let len = unsafe { jass_last_error_message(std::ptr::null_mut(), 0) };
    let mut buf = [0x55 as c_char; 64];
    // SAFETY: buf has 64 writable bytes.
    let copied = unsafe { jass_last_error_message(buf.as_mut_ptr(), buf.len()) };
    assert_eq!(copied, len);
    // SAFETY: NUL-terminated by the function.
    let text = unsafe { CStr::from_ptr(buf.as_ptr()) }.to_str().unwrap();
    assert_eq!(text, r#"bad "a\0b" and "\n\u{1b}" end"#);
    assert_eq!(text.len(), len, "C reads the whole message");
}

#[test]
fn a_nul_in_rejected_json_reaches_c_escaped() {
    use crate::rules::{jass_rules_free, jass_rules_from_json};
    let mut rules = std::ptr::null_mut();
    // SAFETY: a NUL-terminated string and a writable handle slot.
    let result = unsafe {
        jass_rules_from_json(
            cr#"{"announce_policy": "x\u0000y"}"#.as_ptr(),
            &raw mut rules,
        )
    };
    assert_eq!(result, jass_result::InvalidRules);
    // SAFETY: NULL asks for the length only.
    let len = unsafe { jass_last_error_message(std::ptr::null_mut(), 0) };
    let mut buf = vec![0 as c_char; len + 1];
    // SAFETY: buf has len + 1 writable bytes.
    let copied = unsafe { jass_last_error_message(buf.as_mut_ptr(), buf.len()) };
    assert_eq!(copied, len);
    // SAFETY: NUL-terminated by the function.
    let text = unsafe { CStr::from_ptr(buf.as_ptr()) }.to_str().unwrap();
    assert_eq!(text.len(), len, "{text}");
    assert!(text.contains(r"x\0y"), "{text}");
    // SAFETY: NULL is accepted.
    unsafe { jass_rules_free(rules) };
}
