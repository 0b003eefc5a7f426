//! Tests of the C functions for weis and stöck, called through raw pointers as
//! C calls them.

use std::ffi::{CStr, CString};
use std::ptr;

use jass_core::{Rank, Rules, Suit};

use crate::types::JASS_MELD_COUNT;

use super::*;
use crate::rules::jass_rules_free;
use crate::types::{JASS_CONTRACT_NONE, JASS_MELD_TEXT_MAX, JASS_SEAT_NONE};

/// A rule set's handle, freed when the guard drops.
struct Handle(*mut jass_rules);

impl Handle {
    fn new(rules: Rules) -> Handle {
        Handle(jass_rules::boxed(rules))
    }
}

impl Drop for Handle {
    fn drop(&mut self) {
        // SAFETY: a live handle, freed once.
        unsafe { jass_rules_free(self.0) };
    }
}

fn index(meld: Meld) -> u8 {
    meld.index().unwrap()
}

fn cards(text: &str) -> u64 {
    text.parse::<CardSet>().unwrap().mask()
}

fn format(meld: u8, contract: u8) -> Result<String, jass_result> {
    let mut buf = [0 as c_char; JASS_MELD_TEXT_MAX];
    // SAFETY: buf has JASS_MELD_TEXT_MAX writable bytes.
    match unsafe { jass_meld_format(meld, contract, buf.as_mut_ptr(), buf.len()) } {
        // SAFETY: NUL-terminated by the function.
        jass_result::Ok => Ok(unsafe { CStr::from_ptr(buf.as_ptr()) }
            .to_str()
            .unwrap()
            .to_owned()),
        error => Err(error),
    }
}

fn parse(text: &CStr, contract: u8) -> Result<u8, jass_result> {
    let mut meld = 200;
    // SAFETY: a NUL-terminated string and a writable local.
    match unsafe { jass_meld_parse(text.as_ptr(), contract, &raw mut meld) } {
        jass_result::Ok => Ok(meld),
        error => {
            assert_eq!(meld, 200, "no output on failure");
            Err(error)
        }
    }
}

type ListFn =
    unsafe extern "C" fn(*const jass_rules, u8, u64, *mut u8, usize, *mut usize) -> jass_result;

fn list(f: ListFn, rules: &Handle, contract: u8, hand: u64) -> Result<Vec<u8>, jass_result> {
    let mut melds = [0u8; JASS_MELD_COUNT as usize];
    let mut count = 999;
    // SAFETY: a live handle, a buffer of its length and a writable count.
    match unsafe {
        f(
            rules.0,
            contract,
            hand,
            melds.as_mut_ptr(),
            melds.len(),
            &raw mut count,
        )
    } {
        jass_result::Ok => Ok(melds[..count].to_vec()),
        error => {
            assert_eq!(count, 999, "no output on failure");
            Err(error)
        }
    }
}

#[test]
fn every_meld_formats_and_parses_back_under_every_naming() {
    let namings = [JASS_CONTRACT_NONE, 0, 1, 2, 3, 4, 5];
    for meld in 0..JASS_MELD_COUNT {
        let core = Meld::from_index(meld).unwrap();
        for contract in namings {
            let name = format(meld, contract).unwrap();
            assert!(name.len() < JASS_MELD_TEXT_MAX);
            let expected = match Contract::try_from(contract) {
                Ok(contract) => core.named(contract).to_string(),
                Err(_) => core.to_string(),
            };
            assert_eq!(name, expected);
            let text = CString::new(name.to_uppercase()).unwrap();
            assert_eq!(parse(&text, contract), Ok(meld), "{name}");
        }
        let text = CString::new(core.cards().to_string()).unwrap();
        assert_eq!(parse(&text, JASS_CONTRACT_NONE), Ok(meld));
    }
}

#[test]
fn meld_names_follow_the_contract() {
    let low = index(Meld::sequence(Suit::Hearts, 3, Rank::Eight));
    assert_eq!(
        format(low, JASS_CONTRACT_NONE).unwrap(),
        "sequence of three from ♥8"
    );
    assert_eq!(format(low, 5).unwrap(), "sequence of three from ♥6");
    assert_eq!(parse(c"sequence of three from ♥6", 5), Ok(low));
    // In natural order no sequence of three runs down from the six.
    assert_eq!(
        parse(c"sequence of three from ♥6", JASS_CONTRACT_NONE),
        Err(jass_result::InvalidMeld)
    );
    assert_eq!(
        parse(c"  Four Jacks ", 0),
        Ok(index(Meld::Four(Rank::Jack)))
    );
    assert_eq!(
        parse(c"CJ, SJ, HJ, DJ", 4),
        Ok(index(Meld::Four(Rank::Jack)))
    );
    assert_eq!(
        parse(c"♥Q, ♥J, Schellen-Banner", JASS_CONTRACT_NONE),
        Ok(index(Meld::sequence(Suit::Hearts, 3, Rank::Queen)))
    );
}

#[test]
fn meld_format_and_parse_reject_bad_input() {
    assert_eq!(format(JASS_MELD_COUNT, 0), Err(jass_result::MeldOutOfRange));
    assert_eq!(format(255, 0), Err(jass_result::MeldOutOfRange));
    assert_eq!(format(0, 6), Err(jass_result::ContractOutOfRange));
    let mut small = [0x78 as c_char; 8];
    // SAFETY: small has 8 writable bytes; NULL is rejected first.
    unsafe {
        assert_eq!(
            jass_meld_format(0, 0, small.as_mut_ptr(), small.len()),
            jass_result::BufferTooSmall
        );
        assert_eq!(
            jass_meld_format(0, 0, ptr::null_mut(), 64),
            jass_result::NullPointer
        );
    }
    assert_eq!(small, [0x78 as c_char; 8], "nothing is written on failure");
    assert_eq!(
        parse(c"H6 H8 H9", JASS_CONTRACT_NONE),
        Err(jass_result::InvalidMeld)
    );
    assert_eq!(
        parse(c"", JASS_CONTRACT_NONE),
        Err(jass_result::InvalidMeld)
    );
    assert_eq!(parse(c"a straight flush", 0), Err(jass_result::InvalidMeld));
    assert_eq!(
        parse(c"four jacks", 7),
        Err(jass_result::ContractOutOfRange)
    );
    assert_eq!(parse(c"four \xFF", 0), Err(jass_result::InvalidUtf8));
    let mut meld = 0;
    // SAFETY: NULLs are rejected before any access.
    unsafe {
        assert_eq!(
            jass_meld_parse(ptr::null(), 0, &raw mut meld),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_meld_parse(c"four jacks".as_ptr(), 0, ptr::null_mut()),
            jass_result::NullPointer
        );
    }
}

#[test]
fn meld_cards_are_the_cards_it_is_made_of() {
    for meld in 0..JASS_MELD_COUNT {
        let mut set = 0;
        // SAFETY: a writable local.
        let result = unsafe { jass_meld_cards(meld, &raw mut set) };
        assert_eq!(result, jass_result::Ok);
        let set = CardSet::try_from_mask(set).unwrap();
        assert_eq!(Meld::from_cards(set).and_then(Meld::index), Some(meld));
    }
    let mut set = 7;
    // SAFETY: a writable local; NULL is rejected first.
    unsafe {
        assert_eq!(
            jass_meld_cards(121, &raw mut set),
            jass_result::MeldOutOfRange
        );
        assert_eq!(set, 7);
        assert_eq!(
            jass_meld_cards(0, ptr::null_mut()),
            jass_result::NullPointer
        );
    }
}

#[test]
fn meld_values_and_points_follow_the_weis_table() {
    let run_of_nine = index(Meld::sequence(Suit::Clubs, 9, Rank::Ace));
    let four_nines = index(Meld::Four(Rank::Nine));
    let large = Handle::new(Rules::schieber());
    let small = Handle::new(Rules::schieber_3000());
    let get = |f: unsafe extern "C" fn(*const jass_rules, u8, *mut u16) -> jass_result,
               rules: &Handle,
               meld: u8| {
        let mut out = 0;
        // SAFETY: a live handle and a writable local.
        let result = unsafe { f(rules.0, meld, &raw mut out) };
        (result, out)
    };
    assert_eq!(
        get(jass_meld_value, &large, run_of_nine),
        (jass_result::Ok, 300)
    );
    assert_eq!(
        get(jass_meld_points, &large, run_of_nine),
        (jass_result::Ok, 300)
    );
    assert_eq!(
        get(jass_meld_value, &small, run_of_nine),
        (jass_result::Ok, 100)
    );
    assert_eq!(
        get(jass_meld_points, &small, run_of_nine),
        (jass_result::Ok, 150)
    );
    assert_eq!(
        get(jass_meld_value, &large, four_nines),
        (jass_result::Ok, 150)
    );
    for meld in 0..JASS_MELD_COUNT {
        let core = Meld::from_index(meld).unwrap();
        for rules in [&large, &small] {
            // SAFETY: a live handle.
            let r = unsafe { &crate::ptr::peek(rules.0).rules };
            assert_eq!(
                get(jass_meld_value, rules, meld),
                (jass_result::Ok, core.value(r))
            );
            assert_eq!(
                get(jass_meld_points, rules, meld),
                (jass_result::Ok, core.points(r))
            );
        }
    }
    assert_eq!(
        get(jass_meld_value, &large, 121).0,
        jass_result::MeldOutOfRange
    );
    assert_eq!(
        get(jass_meld_points, &large, 121).0,
        jass_result::MeldOutOfRange
    );
    let mut out = 0;
    // SAFETY: NULLs are rejected before any access.
    unsafe {
        assert_eq!(
            jass_meld_value(ptr::null(), 0, &raw mut out),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_meld_value(large.0, 0, ptr::null_mut()),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_meld_points(ptr::null(), 0, &raw mut out),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_meld_points(large.0, 0, ptr::null_mut()),
            jass_result::NullPointer
        );
    }
}

#[test]
fn fours_count_as_the_rules_allow() {
    let sixes = index(Meld::Four(Rank::Six));
    let aces = index(Meld::Four(Rank::Ace));
    let mut rules = Rules::schieber_1000();
    rules.undenufe_fours = true;
    let rules = Handle::new(rules);
    let allows = |contract: u8, meld: u8| {
        let mut allowed = false;
        // SAFETY: a live handle and a writable local.
        let result = unsafe { jass_weis_allows(rules.0, contract, meld, &raw mut allowed) };
        (result, allowed)
    };
    assert_eq!(allows(5, sixes), (jass_result::Ok, true));
    assert_eq!(allows(5, aces), (jass_result::Ok, false));
    assert_eq!(allows(4, aces), (jass_result::Ok, true));
    assert_eq!(allows(4, sixes), (jass_result::Ok, false));
    assert_eq!(allows(6, aces).0, jass_result::ContractOutOfRange);
    assert_eq!(allows(4, 130).0, jass_result::MeldOutOfRange);
    let mut allowed = false;
    // SAFETY: NULLs are rejected before any access.
    unsafe {
        assert_eq!(
            jass_weis_allows(ptr::null(), 0, 0, &raw mut allowed),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_weis_allows(rules.0, 0, 0, ptr::null_mut()),
            jass_result::NullPointer
        );
    }
}

#[test]
fn melds_of_a_hand_are_listed_in_index_order() {
    let large = Handle::new(Rules::schieber());
    let small = Handle::new(Rules::schieber_1000());
    let hand = cards("S9 S8 S7 S6 HA DA CA SA C10");
    let all = list(jass_weis_all_melds, &large, 1, hand).unwrap();
    let expected = all_melds(
        CardSet::try_from_mask(hand).unwrap(),
        Contract::Trump(Suit::Hearts),
        &Rules::schieber(),
    );
    assert_eq!(all, expected.iter().map(index).collect::<Vec<_>>());
    assert_eq!(all.len(), 4);
    assert!(all.is_sorted());
    let run = cards("HQ HJ H10 H9 C6 C7 S8 SA DA");
    assert_eq!(
        list(jass_weis_declarable_melds, &large, 4, run)
            .unwrap()
            .len(),
        1
    );
    assert_eq!(
        list(jass_weis_declarable_melds, &small, 4, run)
            .unwrap()
            .len(),
        3
    );
    // The whole pack holds every meld, which fills the documented buffer.
    assert_eq!(
        list(jass_weis_all_melds, &large, 0, CardSet::ALL.mask())
            .unwrap()
            .len(),
        JASS_MELD_COUNT as usize
    );
    // Four kings and hearts K-Q-J-10 in clubs (Declaration's example).
    let kings = cards("HK HQ HJ H10 SK DK CK C6 S7");
    let both = list(jass_weis_best_declaration, &large, 3, kings).unwrap();
    assert_eq!(
        both,
        [
            index(Meld::Four(Rank::King)),
            index(Meld::sequence(Suit::Hearts, 4, Rank::King))
        ]
    );
    let chosen = list(
        jass_weis_best_declaration,
        &Handle::new(Rules::schieber_3000()),
        3,
        kings,
    )
    .unwrap();
    assert_eq!(
        chosen,
        [
            index(Meld::Four(Rank::King)),
            index(Meld::sequence(Suit::Hearts, 3, Rank::Queen))
        ]
    );
    let mut no_weis = Rules::schieber();
    no_weis.weis_enabled = false;
    assert_eq!(
        list(jass_weis_best_declaration, &Handle::new(no_weis), 3, kings),
        Ok(vec![])
    );
}

#[test]
fn meld_lists_reject_bad_input_and_short_buffers() {
    let rules = Handle::new(Rules::schieber());
    let hand = cards("S9 S8 S7 S6 HA DA CA SA C10");
    let mut buf = [0u8; 3];
    let mut count = 9;
    // SAFETY: a live handle, a buffer of 3 and a writable count.
    unsafe {
        assert_eq!(
            jass_weis_all_melds(rules.0, 1, hand, buf.as_mut_ptr(), 3, &raw mut count),
            jass_result::BufferTooSmall
        );
        assert_eq!(
            jass_weis_declarable_melds(rules.0, 1, hand, buf.as_mut_ptr(), 1, &raw mut count),
            jass_result::BufferTooSmall
        );
        assert_eq!(
            jass_weis_best_declaration(rules.0, 1, hand, buf.as_mut_ptr(), 1, &raw mut count),
            jass_result::BufferTooSmall
        );
        assert_eq!(
            jass_weis_best_declaration(rules.0, 1, hand, buf.as_mut_ptr(), 3, &raw mut count),
            jass_result::Ok
        );
    }
    assert_eq!(count, 2);
    for f in [
        jass_weis_all_melds,
        jass_weis_declarable_melds,
        jass_weis_best_declaration,
    ] {
        assert_eq!(
            list(f, &rules, 6, hand),
            Err(jass_result::ContractOutOfRange)
        );
        assert_eq!(
            list(f, &rules, 0, 1 << 36),
            Err(jass_result::CardSetOutOfRange)
        );
        let mut short = [77u8; 1];
        let mut count = 9;
        // SAFETY: a live handle, buffers of their lengths; NULLs rejected first.
        unsafe {
            assert_eq!(
                f(rules.0, 1, hand, short.as_mut_ptr(), 1, &raw mut count),
                jass_result::BufferTooSmall
            );
            assert_eq!((short, count), ([77], 9), "nothing is written on failure");
            assert_eq!(
                f(ptr::null(), 1, hand, short.as_mut_ptr(), 1, &raw mut count),
                jass_result::NullPointer
            );
            assert_eq!(
                f(rules.0, 1, hand, ptr::null_mut(), 1, &raw mut count),
                jass_result::NullPointer
            );
            assert_eq!(
                f(rules.0, 1, hand, short.as_mut_ptr(), 1, ptr::null_mut()),
                jass_result::NullPointer
            );
        }
    }
}

fn check(rules: &Handle, contract: u8, hand: &str, melds: &[Meld]) -> Result<u16, jass_result> {
    let indices: Vec<u8> = melds.iter().map(|&m| index(m)).collect();
    let mut points = 999;
    // SAFETY: a live handle, a list of its length and a writable local.
    match unsafe {
        jass_weis_check_declaration(
            rules.0,
            contract,
            cards(hand),
            indices.as_ptr(),
            indices.len(),
            &raw mut points,
        )
    } {
        jass_result::Ok => Ok(points),
        error => {
            assert_eq!(points, 999, "no output on failure");
            Err(error)
        }
    }
}

#[test]
fn chosen_declarations_are_checked_meld_by_meld() {
    let large = Handle::new(Rules::schieber());
    let small = Handle::new(Rules::schieber_3000());
    let hand = "HK HQ HJ H10 SK DK CK C6 S7";
    let kings = Meld::Four(Rank::King);
    let four = Meld::sequence(Suit::Hearts, 4, Rank::King);
    let three = Meld::sequence(Suit::Hearts, 3, Rank::Queen);
    assert_eq!(check(&large, 3, hand, &[kings, four]), Ok(150));
    assert_eq!(check(&small, 3, hand, &[four]), Ok(50));
    assert_eq!(check(&small, 3, hand, &[]), Ok(0));
    assert_eq!(check(&small, 3, hand, &[kings, three]), Ok(120));
    assert_eq!(
        check(&large, 3, hand, &[three]),
        Err(jass_result::PartOfLongerSequence)
    );
    assert_eq!(
        check(&small, 3, hand, &[kings, four]),
        Err(jass_result::CardInTwoMelds)
    );
    assert_eq!(
        check(&large, 3, hand, &[kings, kings]),
        Err(jass_result::DuplicateMeld)
    );
    assert_eq!(
        check(&large, 3, hand, &[Meld::Four(Rank::Ace)]),
        Err(jass_result::MeldNotInHand)
    );
    assert_eq!(
        check(
            &small,
            3,
            "S9 H9 C9 D9 C6 C7 C8 HA SA",
            &[Meld::Four(Rank::Nine)]
        ),
        Err(jass_result::MeldNotAllowed)
    );
    let mut no_weis = Rules::schieber();
    no_weis.weis_enabled = false;
    assert_eq!(
        check(&Handle::new(no_weis), 3, hand, &[kings]),
        Err(jass_result::WeisDisabled)
    );
    assert_eq!(
        check(&large, 6, hand, &[kings]),
        Err(jass_result::ContractOutOfRange)
    );
    let mut points = 0;
    let bad = [3u8, 121];
    // SAFETY: a live handle and buffers of their lengths; NULLs rejected first.
    unsafe {
        assert_eq!(
            jass_weis_check_declaration(large.0, 3, cards(hand), bad.as_ptr(), 2, &raw mut points),
            jass_result::MeldOutOfRange
        );
        assert_eq!(
            jass_weis_check_declaration(large.0, 3, 1 << 40, bad.as_ptr(), 1, &raw mut points),
            jass_result::CardSetOutOfRange
        );
        assert_eq!(
            jass_weis_check_declaration(large.0, 3, cards(hand), ptr::null(), 1, &raw mut points),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_weis_check_declaration(
                ptr::null(),
                3,
                cards(hand),
                bad.as_ptr(),
                1,
                &raw mut points
            ),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_weis_check_declaration(large.0, 3, cards(hand), bad.as_ptr(), 1, ptr::null_mut()),
            jass_result::NullPointer
        );
    }
}

fn compare(rules: &Handle, contract: u8, a: Meld, b: Meld) -> (i8, u8) {
    let (mut order, mut step) = (9, 9);
    // SAFETY: a live handle and writable locals.
    let result = unsafe {
        jass_weis_compare(
            rules.0,
            contract,
            index(a),
            index(b),
            &raw mut order,
            &raw mut step,
        )
    };
    assert_eq!(result, jass_result::Ok);
    (order, step)
}

#[test]
fn comparison_gives_the_order_and_the_deciding_step() {
    let rules = Handle::new(Rules::schieber());
    let seven = Meld::sequence(Suit::Hearts, 7, Rank::Ace);
    let jacks = Meld::Four(Rank::Jack);
    assert_eq!(
        compare(&rules, 4, seven, jacks),
        (1, jass_weis_step::SequenceVsFour as u8)
    );
    assert_eq!(compare(&rules, 4, jacks, seven), (-1, 2));
    let hearts = Meld::sequence(Suit::Hearts, 4, Rank::King);
    let spades = Meld::sequence(Suit::Spades, 4, Rank::King);
    let clubs = Meld::sequence(Suit::Clubs, 4, Rank::King);
    assert_eq!(
        compare(&rules, 2, hearts, spades),
        (-1, jass_weis_step::Trump as u8)
    );
    assert_eq!(
        compare(&rules, 2, hearts, clubs),
        (0, jass_weis_step::Tie as u8)
    );
    assert_eq!(compare(&rules, 2, hearts, hearts), (0, 0));
    assert_eq!(
        compare(&rules, 2, jacks, hearts),
        (1, jass_weis_step::Value as u8)
    );
    let low = Meld::sequence(Suit::Hearts, 3, Rank::Eight);
    let high = Meld::sequence(Suit::Spades, 3, Rank::Ace);
    assert_eq!(
        compare(&rules, 4, low, high),
        (-1, jass_weis_step::TopCard as u8)
    );
    assert_eq!(compare(&rules, 5, low, high), (1, 5));
    assert_eq!(
        compare(&rules, 4, Meld::Four(Rank::Ace), Meld::Four(Rank::King)),
        (1, jass_weis_step::RankOfFour as u8)
    );
    let small = Handle::new(Rules::schieber_3000());
    let six = Meld::sequence(Suit::Hearts, 6, Rank::Ace);
    let five = Meld::sequence(Suit::Spades, 5, Rank::Ace);
    assert_eq!(
        compare(&small, 4, six, five),
        (1, jass_weis_step::Length as u8)
    );
    // Every pair agrees with the core's order.
    let order = WeisOrder::new(Contract::Trump(Suit::Diamonds), &Rules::schieber());
    for a in (0..JASS_MELD_COUNT).step_by(7) {
        for b in 0..JASS_MELD_COUNT {
            let (ma, mb) = (Meld::from_index(a).unwrap(), Meld::from_index(b).unwrap());
            let (got, step) = compare(&rules, 0, ma, mb);
            assert_eq!(i32::from(got), order.compare(ma, mb) as i32);
            assert_eq!(
                step,
                jass_weis_step::from(order.explain(ma, mb).step()) as u8
            );
        }
    }
    let (mut o, mut s) = (0, 0);
    // SAFETY: a live handle and writable locals; NULLs rejected first.
    unsafe {
        assert_eq!(
            jass_weis_compare(rules.0, 6, 0, 1, &raw mut o, &raw mut s),
            jass_result::ContractOutOfRange
        );
        assert_eq!(
            jass_weis_compare(rules.0, 0, 121, 1, &raw mut o, &raw mut s),
            jass_result::MeldOutOfRange
        );
        assert_eq!(
            jass_weis_compare(rules.0, 0, 1, 200, &raw mut o, &raw mut s),
            jass_result::MeldOutOfRange
        );
        assert_eq!((o, s), (0, 0));
        assert_eq!(
            jass_weis_compare(ptr::null(), 0, 0, 1, &raw mut o, &raw mut s),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_weis_compare(rules.0, 0, 0, 1, ptr::null_mut(), &raw mut s),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_weis_compare(rules.0, 0, 0, 1, &raw mut o, ptr::null_mut()),
            jass_result::NullPointer
        );
    }
}

fn schieber(
    rules: &Handle,
    contract: u8,
    hands: &[u64],
    leader: u8,
) -> Result<jass_weis_outcome, jass_result> {
    let mut outcome = std::mem::MaybeUninit::<jass_weis_outcome>::zeroed();
    // SAFETY: a live handle, hands of their length and a writable outcome.
    match unsafe {
        jass_weis_schieber(
            rules.0,
            contract,
            hands.as_ptr(),
            hands.len(),
            leader,
            outcome.as_mut_ptr(),
        )
    } {
        // SAFETY: written on success.
        jass_result::Ok => Ok(unsafe { outcome.assume_init() }),
        error => Err(error),
    }
}

#[test]
fn schieber_weis_goes_to_the_single_best_meld_and_its_team() {
    let rules = Handle::new(Rules::schieber());
    let hands = [
        cards("HA HK HQ C6 C9 D6 D8 S6 S8"),
        cards("SA SK SQ SJ S10 D10 DJ H6 H7"),
        cards("H8 H9 H10 D7 D9 S7 S9 C7 C8"),
        cards("CA CK CQ CJ C10 DA DK DQ HJ"),
    ];
    let outcome = schieber(&rules, 2, &hands, 0).unwrap();
    let run = index(Meld::sequence(Suit::Spades, 5, Rank::Ace));
    assert_eq!(
        (outcome.team, outcome.best_seat, outcome.best_meld),
        (1, 1, run)
    );
    assert_eq!(outcome.points, 220);
    assert_eq!(outcome.meld_counts, [0, 1, 0, 2]);
    assert_eq!(outcome.melds[1], [run, JASS_MELD_NONE, JASS_MELD_NONE]);
    assert_eq!(outcome.melds[0], [JASS_MELD_NONE; 3]);
    let clubs = index(Meld::sequence(Suit::Clubs, 5, Rank::Ace));
    let diamonds = index(Meld::sequence(Suit::Diamonds, 3, Rank::Ace));
    assert_eq!(outcome.melds[3], [diamonds, clubs, JASS_MELD_NONE]);
    // In clubs the clubs run wins.
    let outcome = schieber(&rules, 3, &hands, 0).unwrap();
    assert_eq!(
        (outcome.team, outcome.best_seat, outcome.best_meld),
        (1, 3, clubs)
    );
    // Nobody holds a meld.
    let none = [cards("H6 H8 S6"), cards("H7 S7 C7"), 0, 0];
    let outcome = schieber(&rules, 0, &none, 3).unwrap();
    assert_eq!(
        outcome,
        jass_weis_outcome {
            team: JASS_TEAM_NONE,
            best_seat: JASS_SEAT_NONE,
            best_meld: JASS_MELD_NONE,
            points: 0,
            melds: [[JASS_MELD_NONE; 3]; 4],
            meld_counts: [0; 4],
        }
    );
}

#[test]
fn schieber_weis_rejects_bad_hands_seats_and_contracts() {
    let rules = Handle::new(Rules::schieber());
    let hands = [cards("H6 H7 H8"), cards("S6"), cards("C6"), cards("D6")];
    assert_eq!(
        schieber(&rules, 0, &hands[..3], 0),
        Err(jass_result::InvalidArgument)
    );
    assert_eq!(
        schieber(&rules, 6, &hands, 0),
        Err(jass_result::ContractOutOfRange)
    );
    assert_eq!(
        schieber(&rules, 0, &hands, 4),
        Err(jass_result::SeatOutOfRange)
    );
    let shared = [cards("H6 H7 H8"), cards("H8"), 0, 0];
    assert_eq!(
        schieber(&rules, 0, &shared, 0),
        Err(jass_result::DuplicateCard)
    );
    let ten = [cards("H6 H7 H8 H9 H10 HJ HQ HK HA S6"), 0, 0, 0];
    assert_eq!(schieber(&rules, 0, &ten, 0), Err(jass_result::InvalidDeal));
    assert_eq!(
        schieber(&rules, 0, &[1 << 36, 0, 0, 0], 0),
        Err(jass_result::CardSetOutOfRange)
    );
    let mut outcome = std::mem::MaybeUninit::<jass_weis_outcome>::zeroed();
    // SAFETY: NULLs are rejected before any access.
    unsafe {
        assert_eq!(
            jass_weis_schieber(ptr::null(), 0, hands.as_ptr(), 4, 0, outcome.as_mut_ptr()),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_weis_schieber(rules.0, 0, ptr::null(), 4, 0, outcome.as_mut_ptr()),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_weis_schieber(rules.0, 0, hands.as_ptr(), 4, 0, ptr::null_mut()),
            jass_result::NullPointer
        );
    }
}

#[test]
fn stoeck_is_the_trump_king_and_queen() {
    let hand = cards("HK HQ C6");
    let mut has = false;
    let mut set = 0;
    // SAFETY: writable locals; NULLs rejected first.
    unsafe {
        assert_eq!(jass_weis_has_stoeck(1, hand, &raw mut has), jass_result::Ok);
        assert!(has);
        assert_eq!(jass_weis_has_stoeck(3, hand, &raw mut has), jass_result::Ok);
        assert!(!has);
        assert_eq!(jass_weis_has_stoeck(4, hand, &raw mut has), jass_result::Ok);
        assert!(!has);
        has = true;
        assert_eq!(
            jass_weis_has_stoeck(6, hand, &raw mut has),
            jass_result::ContractOutOfRange
        );
        assert_eq!(
            jass_weis_has_stoeck(1, 1 << 63, &raw mut has),
            jass_result::CardSetOutOfRange
        );
        assert!(has);
        assert_eq!(
            jass_weis_has_stoeck(1, hand, ptr::null_mut()),
            jass_result::NullPointer
        );
        assert_eq!(jass_weis_stoeck_cards(1, &raw mut set), jass_result::Ok);
        assert_eq!(set, cards("HK HQ"));
        assert_eq!(jass_weis_stoeck_cards(5, &raw mut set), jass_result::Ok);
        assert_eq!(set, 0);
        assert_eq!(
            jass_weis_stoeck_cards(6, &raw mut set),
            jass_result::ContractOutOfRange
        );
        assert_eq!(
            jass_weis_stoeck_cards(0, ptr::null_mut()),
            jass_result::NullPointer
        );
    }
}
