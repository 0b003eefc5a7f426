//! Tests of the C functions for cards, card sets and contracts, called through
//! raw pointers as C calls them.

use std::ffi::CStr;
use std::ptr;

use super::*;
use crate::jass_result;
use crate::types::{
    JASS_CARD_SET_ALL, JASS_CARD_SET_TEXT_MAX, JASS_CARD_TEXT_MAX, JASS_CONTRACT_TEXT_MAX,
};

fn parse(text: &CStr) -> (jass_result, u8) {
    let mut out = 0xAA;
    // SAFETY: a NUL-terminated string and a writable byte.
    let result = unsafe { jass_card_parse(text.as_ptr(), &raw mut out) };
    (result, out)
}

fn format(card: u8, style: u8) -> (jass_result, String) {
    let mut buf = [0 as c_char; JASS_CARD_TEXT_MAX];
    // SAFETY: buf has JASS_CARD_TEXT_MAX writable bytes.
    let result = unsafe { jass_card_format(card, style, buf.as_mut_ptr(), buf.len()) };
    // SAFETY: buf is NUL-terminated (zeroed, and written with a NUL on success).
    let text = unsafe { CStr::from_ptr(buf.as_ptr()) }
        .to_str()
        .unwrap()
        .to_owned();
    (result, text)
}

#[test]
fn cards_parse_from_every_notation() {
    let h10 = 9 + 4;
    for text in [
        c"H10",
        c"HT",
        c"10H",
        c"\xE2\x99\xA510",
        c"ten of hearts",
        c"Schellen Banner",
        c"herz zehn",
    ] {
        assert_eq!(parse(text), (jass_result::Ok, h10), "{text:?}");
    }
}

#[test]
fn card_parse_rejects_bad_text_and_leaves_the_output_alone() {
    assert_eq!(parse(c"X5"), (jass_result::InvalidCard, 0xAA));
    assert_eq!(parse(c""), (jass_result::InvalidCard, 0xAA));
    assert_eq!(parse(c"\xFF\xFE"), (jass_result::InvalidUtf8, 0xAA));
    let mut out = 0;
    // SAFETY: NULL pointers are rejected before any access.
    unsafe {
        assert_eq!(
            jass_card_parse(ptr::null(), &raw mut out),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_card_parse(c"HA".as_ptr(), ptr::null_mut()),
            jass_result::NullPointer
        );
    }
}

#[test]
fn every_card_formats_in_every_style_and_reads_back() {
    for card in 0..36u8 {
        for style in 0..4u8 {
            let (result, text) = format(card, style);
            assert_eq!(result, jass_result::Ok);
            let c_text = std::ffi::CString::new(text.clone()).unwrap();
            assert_eq!(parse(&c_text), (jass_result::Ok, card), "{text}");
        }
    }
    assert_eq!(format(13, 0).1, "H10");
    assert_eq!(format(13, 1).1, "♥10");
    assert_eq!(format(13, 2).1, "ten of hearts");
    assert_eq!(format(13, 3).1, "Schellen Banner");
}

#[test]
fn card_format_rejects_bad_cards_styles_and_buffers() {
    assert_eq!(format(36, 0).0, jass_result::CardOutOfRange);
    assert_eq!(format(255, 0).0, jass_result::CardOutOfRange);
    assert_eq!(format(0, 4).0, jass_result::InvalidArgument);
    let mut small = [7 as c_char; 3];
    // SAFETY: small has 3 writable bytes.
    let result = unsafe { jass_card_format(13, 0, small.as_mut_ptr(), small.len()) };
    assert_eq!(result, jass_result::BufferTooSmall);
    assert_eq!(small, [7; 3]);
    // SAFETY: NULL is rejected before any access.
    let got = unsafe { jass_card_format(13, 0, ptr::null_mut(), 10) };
    assert_eq!(got, jass_result::NullPointer);
}

#[test]
fn suits_and_ranks_build_and_split_cards() {
    let mut card = 0;
    let (mut suit, mut rank) = (0, 0);
    // SAFETY: writable locals.
    unsafe {
        assert_eq!(jass_card_new(3, 5, &raw mut card), jass_result::Ok);
        assert_eq!(card, 32);
        assert_eq!(jass_card_suit(card, &raw mut suit), jass_result::Ok);
        assert_eq!(jass_card_rank(card, &raw mut rank), jass_result::Ok);
        assert_eq!((suit, rank), (3, 5));
        assert_eq!(
            jass_card_new(4, 0, &raw mut card),
            jass_result::SuitOutOfRange
        );
        assert_eq!(
            jass_card_new(0, 9, &raw mut card),
            jass_result::RankOutOfRange
        );
        assert_eq!(card, 32);
        assert_eq!(
            jass_card_suit(36, &raw mut suit),
            jass_result::CardOutOfRange
        );
        assert_eq!(
            jass_card_rank(40, &raw mut rank),
            jass_result::CardOutOfRange
        );
        assert_eq!(
            jass_card_new(0, 0, ptr::null_mut()),
            jass_result::NullPointer
        );
        assert_eq!(jass_card_suit(0, ptr::null_mut()), jass_result::NullPointer);
        assert_eq!(jass_card_rank(0, ptr::null_mut()), jass_result::NullPointer);
    }
}

#[test]
fn jasskit_indices_convert_both_ways() {
    let (mut kit, mut card) = (0, 0);
    // SAFETY: writable locals.
    unsafe {
        // ♦A is our 8 and jass-kit's 0; ♣6 is our 27 and jass-kit's 35.
        assert_eq!(jass_card_to_jasskit(8, &raw mut kit), jass_result::Ok);
        assert_eq!(kit, 0);
        assert_eq!(jass_card_to_jasskit(27, &raw mut kit), jass_result::Ok);
        assert_eq!(kit, 35);
        for index in 0..36 {
            assert_eq!(
                jass_card_from_jasskit(index, &raw mut card),
                jass_result::Ok
            );
            assert_eq!(jass_card_to_jasskit(card, &raw mut kit), jass_result::Ok);
            assert_eq!(kit, index);
        }
        assert_eq!(
            jass_card_to_jasskit(36, &raw mut kit),
            jass_result::CardOutOfRange
        );
        assert_eq!(
            jass_card_from_jasskit(36, &raw mut card),
            jass_result::CardOutOfRange
        );
        assert_eq!(
            jass_card_to_jasskit(0, ptr::null_mut()),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_card_from_jasskit(0, ptr::null_mut()),
            jass_result::NullPointer
        );
    }
}

fn format_set(set: u64, style: u8) -> (jass_result, String) {
    let mut buf = vec![0 as c_char; JASS_CARD_SET_TEXT_MAX];
    // SAFETY: buf has JASS_CARD_SET_TEXT_MAX writable bytes.
    let result = unsafe { jass_card_set_format(set, style, buf.as_mut_ptr(), buf.len()) };
    // SAFETY: buf is NUL-terminated.
    let text = unsafe { CStr::from_ptr(buf.as_ptr()) }
        .to_str()
        .unwrap()
        .to_owned();
    (result, text)
}

#[test]
fn card_sets_parse_and_format() {
    let mut set = 0;
    // SAFETY: a NUL-terminated string and a writable local.
    let got = unsafe { jass_card_set_parse(c"HA, H10 \xE2\x99\xA0K".as_ptr(), &raw mut set) };
    assert_eq!(got, jass_result::Ok);
    assert_eq!(set, 1 << 17 | 1 << 13 | 1 << 25);
    assert_eq!(format_set(set, 0), (jass_result::Ok, "H10 HA SK".into()));
    assert_eq!(format_set(set, 1), (jass_result::Ok, "♥10 ♥A ♠K".into()));
    assert_eq!(
        format_set(set, 2),
        (
            jass_result::Ok,
            "ten of hearts, ace of hearts, king of spades".into()
        )
    );
    assert_eq!(format_set(0, 0), (jass_result::Ok, String::new()));
    // SAFETY: as above.
    unsafe {
        assert_eq!(
            jass_card_set_parse(c"".as_ptr(), &raw mut set),
            jass_result::Ok
        );
        assert_eq!(set, 0);
        assert_eq!(
            jass_card_set_parse(c"HA HA".as_ptr(), &raw mut set),
            jass_result::DuplicateCard
        );
        assert_eq!(
            jass_card_set_parse(c"HA H5".as_ptr(), &raw mut set),
            jass_result::InvalidCard
        );
        assert_eq!(
            jass_card_set_parse(c"HA \xC0".as_ptr(), &raw mut set),
            jass_result::InvalidUtf8
        );
        assert_eq!(set, 0);
        assert_eq!(
            jass_card_set_parse(ptr::null(), &raw mut set),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_card_set_parse(c"HA".as_ptr(), ptr::null_mut()),
            jass_result::NullPointer
        );
    }
}

#[test]
fn the_largest_texts_fit_the_documented_buffer_sizes() {
    for style in 0..4 {
        let (result, text) = format_set(JASS_CARD_SET_ALL, style);
        assert_eq!(result, jass_result::Ok);
        assert!(text.len() < JASS_CARD_SET_TEXT_MAX, "{}", text.len());
    }
    for contract in 0..6 {
        for style in 0..2 {
            let mut buf = [0 as c_char; JASS_CONTRACT_TEXT_MAX];
            // SAFETY: buf has JASS_CONTRACT_TEXT_MAX writable bytes.
            let result =
                unsafe { jass_contract_format(contract, style, buf.as_mut_ptr(), buf.len()) };
            assert_eq!(result, jass_result::Ok);
        }
    }
}

#[test]
fn card_set_format_rejects_bad_masks_styles_and_buffers() {
    assert_eq!(format_set(1 << 36, 0).0, jass_result::CardSetOutOfRange);
    assert_eq!(format_set(u64::MAX, 0).0, jass_result::CardSetOutOfRange);
    assert_eq!(format_set(1, 9).0, jass_result::InvalidArgument);
    let mut small = [0 as c_char; 4];
    // SAFETY: small has 4 writable bytes.
    let result = unsafe { jass_card_set_format(0b11, 0, small.as_mut_ptr(), small.len()) };
    assert_eq!(result, jass_result::BufferTooSmall);
    // SAFETY: NULL is rejected before any access.
    let got = unsafe { jass_card_set_format(1, 0, ptr::null_mut(), 4) };
    assert_eq!(got, jass_result::NullPointer);
}

#[test]
fn card_set_validation_checks_the_high_bits() {
    assert_eq!(jass_card_set_validate(JASS_CARD_SET_ALL), jass_result::Ok);
    assert_eq!(jass_card_set_validate(0), jass_result::Ok);
    assert_eq!(
        jass_card_set_validate(1 << 36),
        jass_result::CardSetOutOfRange
    );
}

#[test]
fn card_sets_convert_to_and_from_card_lists() {
    let cards = [35u8, 0, 13];
    let mut set = 0;
    let mut buf = [0u8; 36];
    let mut len = 99;
    // SAFETY: pointers and lengths describe local arrays.
    unsafe {
        assert_eq!(
            jass_card_set_from_cards(cards.as_ptr(), 3, &raw mut set),
            jass_result::Ok
        );
        assert_eq!(set, 1 << 35 | 1 | 1 << 13);
        assert_eq!(
            jass_card_set_to_cards(set, buf.as_mut_ptr(), 36, &raw mut len),
            jass_result::Ok
        );
        assert_eq!((len, &buf[..3]), (3, &[0, 13, 35][..]));
        assert_eq!(
            jass_card_set_from_cards(ptr::null(), 0, &raw mut set),
            jass_result::Ok
        );
        assert_eq!(set, 0);
        assert_eq!(
            jass_card_set_from_cards([1, 1].as_ptr(), 2, &raw mut set),
            jass_result::DuplicateCard
        );
        assert_eq!(
            jass_card_set_from_cards([1, 36].as_ptr(), 2, &raw mut set),
            jass_result::CardOutOfRange
        );
        assert_eq!(
            jass_card_set_from_cards(ptr::null(), 2, &raw mut set),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_card_set_from_cards(cards.as_ptr(), 3, ptr::null_mut()),
            jass_result::NullPointer
        );
        assert_eq!(set, 0);
        let mut short = [0u8; 2];
        len = 99;
        assert_eq!(
            jass_card_set_to_cards(0b111, short.as_mut_ptr(), 2, &raw mut len),
            jass_result::BufferTooSmall
        );
        assert_eq!((short, len), ([0, 0], 99));
        assert_eq!(
            jass_card_set_to_cards(1 << 40, buf.as_mut_ptr(), 36, &raw mut len),
            jass_result::CardSetOutOfRange
        );
        assert_eq!(
            jass_card_set_to_cards(1, ptr::null_mut(), 36, &raw mut len),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_card_set_to_cards(1, buf.as_mut_ptr(), 36, ptr::null_mut()),
            jass_result::NullPointer
        );
    }
}

#[test]
fn card_set_masks_convert_to_and_from_jasskit() {
    let mut kit = 0;
    let mut set = 0;
    // SAFETY: writable locals.
    unsafe {
        // ♦A (our bit 8) is jass-kit bit 0.
        assert_eq!(
            jass_card_set_to_jasskit(1 << 8, &raw mut kit),
            jass_result::Ok
        );
        assert_eq!(kit, 1);
        assert_eq!(
            jass_card_set_from_jasskit(kit, &raw mut set),
            jass_result::Ok
        );
        assert_eq!(set, 1 << 8);
        assert_eq!(
            jass_card_set_to_jasskit(1 << 36, &raw mut kit),
            jass_result::CardSetOutOfRange
        );
        assert_eq!(
            jass_card_set_from_jasskit(1 << 63, &raw mut set),
            jass_result::CardSetOutOfRange
        );
        assert_eq!(
            jass_card_set_to_jasskit(1, ptr::null_mut()),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_card_set_from_jasskit(1, ptr::null_mut()),
            jass_result::NullPointer
        );
    }
}

#[test]
fn contracts_parse_and_format() {
    let mut contract = 0xAA;
    let mut buf = [0 as c_char; JASS_CONTRACT_TEXT_MAX];
    // SAFETY: NUL-terminated strings, writable locals and a buffer of
    // the given length.
    unsafe {
        for (text, index) in [
            (c"hearts", 1),
            (c"Rosen", 3),
            (c"trump spades", 2),
            (c"oben", 4),
            (c"bottom-up", 5),
        ] {
            assert_eq!(
                jass_contract_parse(text.as_ptr(), &raw mut contract),
                jass_result::Ok
            );
            assert_eq!(contract, index, "{text:?}");
        }
        assert_eq!(
            jass_contract_parse(c"notrump".as_ptr(), &raw mut contract),
            jass_result::InvalidContract
        );
        assert_eq!(
            jass_contract_parse(c"\xFF".as_ptr(), &raw mut contract),
            jass_result::InvalidUtf8
        );
        assert_eq!(contract, 5);
        assert_eq!(
            jass_contract_parse(ptr::null(), &raw mut contract),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_contract_parse(c"hearts".as_ptr(), ptr::null_mut()),
            jass_result::NullPointer
        );

        assert_eq!(
            jass_contract_format(1, 0, buf.as_mut_ptr(), buf.len()),
            jass_result::Ok
        );
        assert_eq!(CStr::from_ptr(buf.as_ptr()), c"hearts");
        assert_eq!(
            jass_contract_format(1, 1, buf.as_mut_ptr(), buf.len()),
            jass_result::Ok
        );
        assert_eq!(CStr::from_ptr(buf.as_ptr()).to_str(), Ok("trump ♥"));
        assert_eq!(
            jass_contract_format(4, 1, buf.as_mut_ptr(), buf.len()),
            jass_result::Ok
        );
        assert_eq!(CStr::from_ptr(buf.as_ptr()), c"Obenabe");
        assert_eq!(
            jass_contract_format(6, 0, buf.as_mut_ptr(), buf.len()),
            jass_result::ContractOutOfRange
        );
        assert_eq!(
            jass_contract_format(0, 2, buf.as_mut_ptr(), buf.len()),
            jass_result::InvalidArgument
        );
        assert_eq!(
            jass_contract_format(0, 0, buf.as_mut_ptr(), 3),
            jass_result::BufferTooSmall
        );
        assert_eq!(
            jass_contract_format(0, 0, ptr::null_mut(), 16),
            jass_result::NullPointer
        );
    }
}
