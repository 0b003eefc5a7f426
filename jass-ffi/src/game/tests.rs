//! Tests of the C functions for games, called through raw pointers as C calls
//! them.

use std::ffi::{CStr, CString};
use std::mem::MaybeUninit;
use std::ptr;

use jass_core::bots::{Bot, RuleOfThumb};
use jass_core::{
    Action, Contract, EndMode, GameResult, JassRng, Meld, Rank, Suit, SwsStep, game::SlateSide,
};

use super::*;
use crate::jass_string_free;
use crate::rules::jass_rules_free;
use crate::types::{
    JASS_ACTION_MAX, JASS_ACTION_TEXT_MAX, JASS_COIFFEUR_ROWS_MAX, JASS_MELD_COUNT,
    jass_action_kind,
};

mod history;
mod solo;
mod state;

/// A rule set's handle, freed when the guard drops.
pub(crate) struct RulesHandle(pub(crate) *mut jass_rules);

impl RulesHandle {
    pub(crate) fn new(rules: Rules) -> RulesHandle {
        RulesHandle(jass_rules::boxed(rules))
    }
}

impl Drop for RulesHandle {
    fn drop(&mut self) {
        // SAFETY: a live handle, freed once.
        unsafe { jass_rules_free(self.0) };
    }
}

/// A game's handle, freed when the guard drops.
pub(crate) struct GameHandle(pub(crate) *mut jass_game);

impl GameHandle {
    pub(crate) fn new(rules: Rules, seed: u64) -> GameHandle {
        GameHandle::of_kind(jass_game_kind::Schieber, rules, seed)
    }

    pub(crate) fn of_kind(kind: jass_game_kind, rules: Rules, seed: u64) -> GameHandle {
        let rules = RulesHandle::new(rules);
        let mut game = ptr::null_mut();
        // SAFETY: a live handle and a writable slot.
        let result = unsafe { jass_game_new(rules.0, kind as u8, seed, &raw mut game) };
        assert_eq!(result, jass_result::Ok);
        GameHandle(game)
    }

    pub(crate) fn core(&self) -> &AnyGame {
        // SAFETY: a live handle.
        unsafe { &crate::ptr::peek(self.0).game }
    }

    pub(crate) fn apply(&self, action: jass_action) -> jass_result {
        // SAFETY: a live handle used by this thread only.
        unsafe { jass_game_apply(self.0, action) }
    }

    pub(crate) fn legal(&self) -> Vec<jass_action> {
        let mut actions = [jass_action::default(); JASS_ACTION_MAX];
        let mut count = 0;
        // SAFETY: a live handle, a buffer of its length, a writable count.
        let result = unsafe {
            jass_game_legal_actions(self.0, actions.as_mut_ptr(), actions.len(), &raw mut count)
        };
        assert_eq!(result, jass_result::Ok);
        actions[..count].to_vec()
    }

    pub(crate) fn record(&self) -> String {
        let mut json = ptr::null_mut();
        // SAFETY: a live handle and a writable slot.
        let result = unsafe { jass_game_record_json(self.0, &raw mut json) };
        assert_eq!(result, jass_result::Ok);
        take(json)
    }

    fn clone_handle(&self) -> GameHandle {
        let mut copy = ptr::null_mut();
        // SAFETY: a live handle and a writable slot.
        let result = unsafe { jass_game_clone(self.0, &raw mut copy) };
        assert_eq!(result, jass_result::Ok);
        GameHandle(copy)
    }
}

impl Drop for GameHandle {
    fn drop(&mut self) {
        // SAFETY: a live handle, freed once.
        unsafe { jass_game_free(self.0) };
    }
}

/// Takes ownership of a string from the library.
pub(crate) fn take(text: *mut c_char) -> String {
    // SAFETY: a live string from the library, freed right after copying.
    let copy = unsafe { CStr::from_ptr(text) }.to_str().unwrap().to_owned();
    // SAFETY: freed exactly once.
    unsafe { jass_string_free(text) };
    copy
}

fn replay(json: &str) -> Result<GameHandle, jass_result> {
    let json = CString::new(json).unwrap();
    let mut game = ptr::null_mut();
    // SAFETY: a NUL-terminated string and a writable slot.
    match unsafe { jass_game_replay_json(json.as_ptr(), &raw mut game) } {
        jass_result::Ok => Ok(GameHandle(game)),
        error => {
            assert!(game.is_null(), "no output on failure");
            Err(error)
        }
    }
}

/// The code a record is refused with.
fn refused(json: &str) -> jass_result {
    match replay(json) {
        Ok(_) => panic!("the record {json} was accepted"),
        Err(code) => code,
    }
}

fn claims() -> Rules {
    let mut rules = Rules::schieber();
    rules.end_mode = EndMode::Claims;
    rules.target = 1000;
    rules
}

fn action(kind: jass_action_kind) -> jass_action {
    jass_action {
        kind: kind as u8,
        ..jass_action::default()
    }
}

fn play(card: &str) -> jass_action {
    jass_action {
        card: card.parse::<Card>().unwrap().index(),
        ..action(jass_action_kind::Play)
    }
}

fn declare(contract: u8) -> jass_action {
    jass_action {
        contract,
        ..action(jass_action_kind::Declare)
    }
}

#[test]
fn a_seeded_game_is_the_core_game() {
    let game = GameHandle::new(Rules::schieber(), 42);
    let expected = AnyGame::from(SchieberGame::new(Rules::schieber(), 42).unwrap());
    assert_eq!(game.core(), &expected);
    let (mut kind, mut players) = (9, 9);
    // SAFETY: a live handle and writable locals; NULLs rejected first.
    unsafe {
        assert_eq!(
            jass_game_get_kind(game.0, &raw mut kind, &raw mut players),
            jass_result::Ok
        );
        assert_eq!((kind, players), (jass_game_kind::Schieber as u8, 4));
        assert_eq!(
            jass_game_get_kind(ptr::null(), &raw mut kind, &raw mut players),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_get_kind(game.0, ptr::null_mut(), &raw mut players),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_get_kind(game.0, &raw mut kind, ptr::null_mut()),
            jass_result::NullPointer
        );
    }
}

#[test]
fn unknown_kinds_and_invalid_rules_are_refused() {
    let rules = RulesHandle::new(Rules::schieber());
    let mut bad = Rules::schieber();
    bad.target = 0;
    let bad = RulesHandle::new(bad);
    let deal = JassRng::seed_from_u64(1).deal().0.map(CardSet::mask);
    let hands = [deal[0], deal[1], deal[2], deal[3]];
    let deck = JassRng::seed_from_u64(1).shuffled_deck().map(Card::index);
    let mut game = ptr::null_mut();
    // SAFETY: live handles, buffers of their lengths and a writable slot.
    unsafe {
        for kind in [7, 255] {
            assert_eq!(
                jass_game_new(rules.0, kind, 1, &raw mut game),
                jass_result::InvalidArgument
            );
            assert_eq!(
                jass_game_new_with_hands(rules.0, kind, 1, hands.as_ptr(), 4, 0, &raw mut game),
                jass_result::InvalidArgument
            );
            assert_eq!(
                jass_game_new_with_deck(rules.0, kind, 1, deck.as_ptr(), 36, 0, &raw mut game),
                jass_result::InvalidArgument
            );
        }
        assert_eq!(
            jass_game_new(bad.0, 0, 1, &raw mut game),
            jass_result::InvalidRules
        );
        assert_eq!(
            jass_game_new_with_hands(bad.0, 0, 1, hands.as_ptr(), 4, 0, &raw mut game),
            jass_result::InvalidRules
        );
        assert_eq!(
            jass_game_new_with_deck(bad.0, 0, 1, deck.as_ptr(), 36, 0, &raw mut game),
            jass_result::InvalidRules
        );
        assert_eq!(
            jass_game_new(ptr::null(), 0, 1, &raw mut game),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_new(rules.0, 0, 1, ptr::null_mut()),
            jass_result::NullPointer
        );
    }
    assert!(game.is_null());
}

#[test]
fn schmaus_games_come_from_a_seed_or_a_deck() {
    let rules = RulesHandle::new(Rules::schmaus());
    let kind = jass_game_kind::Schmaus as u8;
    let shuffled = JassRng::seed_from_u64(3).shuffled_deck();
    let deck = shuffled.map(Card::index);
    let hand = |cards: &[Card]| cards.iter().copied().collect::<CardSet>().mask();
    let hands = [hand(&shuffled[..9]), hand(&shuffled[9..18])];
    // The game `new` writes to its slot, or the code it refuses with.
    let create = |new: &dyn Fn(*mut *mut jass_game) -> jass_result| {
        let mut game = ptr::null_mut();
        match new(&raw mut game) {
            jass_result::Ok => Ok(GameHandle(game)),
            code => {
                assert!(game.is_null(), "no output on failure");
                Err(code)
            }
        }
    };
    // SAFETY: a live handle and a writable slot.
    let seeded = create(&|out| unsafe { jass_game_new(rules.0, kind, 4, out) }).unwrap();
    let expected = SchmausGame::new(Rules::schmaus(), 4).unwrap();
    assert_eq!(seeded.core(), &AnyGame::from(expected));
    let with_deck = |dealer: u8| {
        // SAFETY: a live handle, a deck of its length and a writable slot.
        create(&|out| unsafe {
            jass_game_new_with_deck(rules.0, kind, 4, deck.as_ptr(), 36, dealer, out)
        })
    };
    let given = with_deck(1).unwrap();
    let expected = SchmausGame::with_deck(Rules::schmaus(), 4, shuffled, Seat::S1).unwrap();
    assert_eq!(given.core(), &AnyGame::from(expected));
    assert_eq!(replay(&given.record()).unwrap().core(), given.core());
    assert_eq!(with_deck(2).err(), Some(jass_result::SeatOutOfRange));
    // A Schmaus deal has a talon: only a deck gives it.
    let refused = create(&|out| {
        // SAFETY: a live handle, hands of their length and a writable slot.
        unsafe { jass_game_new_with_hands(rules.0, kind, 4, hands.as_ptr(), 2, 1, out) }
    });
    assert_eq!(refused.err(), Some(jass_result::InvalidArgument));
}

#[test]
fn given_hands_and_decks_start_the_game_they_describe() {
    let rules = RulesHandle::new(Rules::schieber());
    let deal = JassRng::seed_from_u64(7).deal();
    let hands = deal.0.map(CardSet::mask);
    let mut game = ptr::null_mut();
    // SAFETY: live handles, buffers of their lengths and a writable slot.
    let result =
        unsafe { jass_game_new_with_hands(rules.0, 0, 5, hands.as_ptr(), 4, 2, &raw mut game) };
    assert_eq!(result, jass_result::Ok);
    let game = GameHandle(game);
    let expected = SchieberGame::with_deal(Rules::schieber(), 5, deal, Seat::S2).unwrap();
    assert_eq!(game.core(), &AnyGame::from(expected));
    // The record stores the deal as a deck, which gives the same game.
    let record: serde_json::Value = serde_json::from_str(&game.record()).unwrap();
    let deck: Vec<u8> = record["deal"]
        .as_array()
        .unwrap()
        .iter()
        .map(|card| card.as_str().unwrap().parse::<Card>().unwrap().index())
        .collect();
    let mut again = ptr::null_mut();
    // SAFETY: as above.
    let result = unsafe {
        jass_game_new_with_deck(rules.0, 0, 5, deck.as_ptr(), deck.len(), 2, &raw mut again)
    };
    assert_eq!(result, jass_result::Ok);
    let again = GameHandle(again);
    assert_eq!(again.core(), game.core());
}

#[test]
fn bad_hands_and_decks_are_refused() {
    let rules = RulesHandle::new(Rules::schieber());
    let deal = JassRng::seed_from_u64(7).deal().0.map(CardSet::mask);
    let hands = [deal[0], deal[1], deal[2], deal[3]];
    let with_hands = |hands: &[u64], dealer: u8| {
        let mut game = ptr::null_mut();
        // SAFETY: a live handle, hands of their length, a writable slot.
        let result = unsafe {
            jass_game_new_with_hands(
                rules.0,
                0,
                1,
                hands.as_ptr(),
                hands.len(),
                dealer,
                &raw mut game,
            )
        };
        assert!(game.is_null());
        result
    };
    assert_eq!(with_hands(&hands[..3], 0), jass_result::InvalidDeal);
    assert_eq!(with_hands(&hands, 4), jass_result::SeatOutOfRange);
    let mut short = hands;
    short[1] &= short[1] - 1;
    assert_eq!(with_hands(&short, 0), jass_result::InvalidDeal);
    // Every hand one card short, alike (once filled up from the cards
    // nobody held, moving cards between seats).
    let eights = hands.map(|hand| hand & (hand - 1));
    assert_eq!(with_hands(&eights, 0), jass_result::InvalidDeal);
    let mut shared = hands;
    shared[1] = (shared[1] & (shared[1] - 1)) | (shared[0] & shared[0].wrapping_neg());
    assert_eq!(with_hands(&shared, 0), jass_result::DuplicateCard);
    let mut wide = hands;
    wide[3] |= 1 << 40;
    assert_eq!(with_hands(&wide, 0), jass_result::CardSetOutOfRange);
    let deck = JassRng::seed_from_u64(7).shuffled_deck().map(Card::index);
    let with_deck = |deck: &[u8], dealer: u8| {
        let mut game = ptr::null_mut();
        // SAFETY: a live handle, a deck of its length, a writable slot.
        let result = unsafe {
            jass_game_new_with_deck(
                rules.0,
                0,
                1,
                deck.as_ptr(),
                deck.len(),
                dealer,
                &raw mut game,
            )
        };
        assert!(game.is_null());
        result
    };
    assert_eq!(with_deck(&deck[..35], 0), jass_result::InvalidDeal);
    assert_eq!(with_deck(&deck, 4), jass_result::SeatOutOfRange);
    let mut twice = deck;
    twice[35] = twice[0];
    assert_eq!(with_deck(&twice, 0), jass_result::DuplicateCard);
    let mut wrong = deck;
    wrong[9] = 36;
    assert_eq!(with_deck(&wrong, 0), jass_result::CardOutOfRange);
    let mut game = ptr::null_mut();
    // SAFETY: NULLs are rejected before any access.
    unsafe {
        assert_eq!(
            jass_game_new_with_hands(ptr::null(), 0, 1, hands.as_ptr(), 4, 0, &raw mut game),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_new_with_hands(rules.0, 0, 1, ptr::null(), 4, 0, &raw mut game),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_new_with_hands(rules.0, 0, 1, hands.as_ptr(), 4, 0, ptr::null_mut()),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_new_with_deck(ptr::null(), 0, 1, deck.as_ptr(), 36, 0, &raw mut game),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_new_with_deck(rules.0, 0, 1, ptr::null(), 36, 0, &raw mut game),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_new_with_deck(rules.0, 0, 1, deck.as_ptr(), 36, 0, ptr::null_mut()),
            jass_result::NullPointer
        );
    }
    assert!(game.is_null());
}

/// Plays a game to its end choosing uniformly among the actions
/// `jass_game_legal_actions` lists, checking each step against the core.
pub(crate) fn play_out(game: &GameHandle, seed: u64) -> usize {
    let mut rng = JassRng::seed_from_u64(seed);
    let mut steps = 0;
    loop {
        let core = game.core().clone();
        let legal = game.legal();
        let mut count = 999;
        let (mut seat, mut expecting, mut cards, mut over) = (99, 99, 1 << 63, true);
        // SAFETY: a live handle and writable locals.
        unsafe {
            assert_eq!(
                jass_game_legal_action_count(game.0, &raw mut count),
                jass_result::Ok
            );
            assert_eq!(jass_game_to_act(game.0, &raw mut seat), jass_result::Ok);
            assert_eq!(
                jass_game_expecting(game.0, &raw mut expecting),
                jass_result::Ok
            );
            assert_eq!(
                jass_game_legal_cards(game.0, &raw mut cards),
                jass_result::Ok
            );
            assert_eq!(jass_game_is_over(game.0, &raw mut over), jass_result::Ok);
        }
        assert_eq!(count, legal.len());
        assert!(legal.len() <= JASS_ACTION_MAX);
        let actions: Vec<Action> = legal.iter().map(|a| a.to_action().unwrap()).collect();
        assert_eq!(actions.as_slice(), core.legal_actions().as_slice());
        assert_eq!(seat, core.to_act().map_or(JASS_SEAT_NONE, u8::from));
        assert_eq!(expecting, jass_expecting::from(core.expecting()) as u8);
        assert_eq!(cards, core.legal_cards().mask());
        assert_eq!(over, core.is_over());
        let played: CardSet = actions.iter().filter_map(|a| a.card()).collect();
        assert_eq!(played, core.legal_cards());
        if over {
            assert!(legal.is_empty());
            assert_eq!(seat, JASS_SEAT_NONE);
            assert_eq!(expecting, jass_expecting::Nothing as u8);
            return steps;
        }
        let choice = legal[rng.below(legal.len() as u32) as usize];
        assert_eq!(game.apply(choice), jass_result::Ok);
        steps += 1;
    }
}

#[test]
fn coiffeur_sessions_play_through_the_game_handle_with_their_sheet() {
    let rules = RulesHandle::new(Rules::coiffeur_10());
    let mut raw_game = ptr::null_mut();
    // SAFETY: a live handle and a writable slot.
    let result = unsafe { jass_game_new(rules.0, 3, 7, &raw mut raw_game) };
    assert_eq!(result, jass_result::Ok);
    let game = GameHandle(raw_game);
    play_out(&game, 7);
    let AnyGame::Coiffeur(core) = game.core() else {
        panic!("not a Coiffeur game");
    };
    let sheet = core.sheet();
    for team in Team::ALL {
        let mut scores = [u32::MAX; JASS_COIFFEUR_ROWS_MAX];
        let mut played = 0u16;
        // SAFETY: a live handle, a buffer of its length, a writable local.
        let result = unsafe {
            jass_game_coiffeur_sheet(
                game.0,
                team.index() as u8,
                scores.as_mut_ptr(),
                scores.len(),
                &raw mut played,
            )
        };
        assert_eq!(result, jass_result::Ok);
        assert_eq!(played, 0x3FF);
        let expected: Vec<u32> = sheet.cells[team][..10]
            .iter()
            .map(|c| c.unwrap().1)
            .collect();
        assert_eq!(&scores[..10], expected.as_slice());
        assert_eq!(scores[10], u32::MAX, "written past the rows");
    }
    let mut outcome = MaybeUninit::<jass_game_outcome>::uninit();
    // SAFETY: a live handle and a writable slot.
    let result = unsafe { jass_game_result(game.0, outcome.as_mut_ptr()) };
    assert_eq!(result, jass_result::Ok);
    // SAFETY: written on success.
    let outcome = unsafe { outcome.assume_init() };
    assert!(
        outcome.reason == jass_end_reason::RowsPlayed as u8
            || outcome.reason == jass_end_reason::RowsTied as u8
    );
    // Another game's sheet, a team that does not exist, a short buffer.
    let schieber = GameHandle::new(Rules::schieber(), 1);
    let mut scores = [0u32; JASS_COIFFEUR_ROWS_MAX];
    let mut played = 0u16;
    for (handle, team, len, code) in [
        (&schieber, 0, 12, jass_result::InvalidArgument),
        (&game, 2, 12, jass_result::InvalidArgument),
        (&game, 0, 9, jass_result::BufferTooSmall),
    ] {
        // SAFETY: a live handle, a buffer of at least `len`, a writable local.
        let result = unsafe {
            jass_game_coiffeur_sheet(handle.0, team, scores.as_mut_ptr(), len, &raw mut played)
        };
        assert_eq!(result, code);
    }
    assert_eq!(played, 0, "a failed call wrote its out-parameter");
}

#[test]
fn legal_actions_are_the_core_actions_and_are_accepted() {
    for seed in 0..4 {
        let game = GameHandle::new(Rules::schieber(), seed);
        assert!(play_out(&game, seed) > 36);
        let mut announced = Rules::schieber();
        announced.weis_mode = jass_core::WeisMode::Announced;
        let game = GameHandle::new(announced, seed);
        play_out(&game, seed);
        let game = GameHandle::new(claims(), seed);
        play_out(&game, seed);
    }
}

#[test]
fn queries_reject_null_pointers() {
    let game = GameHandle::new(Rules::schieber(), 1);
    let mut actions = [jass_action::default(); 4];
    let (mut count, mut byte, mut set, mut flag) = (0, 0, 0, false);
    // SAFETY: NULLs are rejected before any access.
    unsafe {
        assert_eq!(
            jass_game_legal_action_count(ptr::null(), &raw mut count),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_legal_action_count(game.0, ptr::null_mut()),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_to_act(ptr::null(), &raw mut byte),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_to_act(game.0, ptr::null_mut()),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_expecting(ptr::null(), &raw mut byte),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_expecting(game.0, ptr::null_mut()),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_legal_cards(ptr::null(), &raw mut set),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_legal_cards(game.0, ptr::null_mut()),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_is_over(ptr::null(), &raw mut flag),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_is_over(game.0, ptr::null_mut()),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_legal_actions(ptr::null(), actions.as_mut_ptr(), 4, &raw mut count),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_legal_actions(game.0, ptr::null_mut(), 4, &raw mut count),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_legal_actions(game.0, actions.as_mut_ptr(), 4, ptr::null_mut()),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_apply(ptr::null_mut(), action(jass_action_kind::Shove)),
            jass_result::NullPointer
        );
    }
}

#[test]
fn a_short_action_buffer_is_refused_and_left_alone() {
    let game = GameHandle::new(Rules::schieber(), 1);
    // Forehand names one of six contracts or shoves.
    assert_eq!(game.legal().len(), 7);
    let mut actions = [jass_action {
        kind: 99,
        ..jass_action::default()
    }; 6];
    let mut count = 99;
    // SAFETY: a live handle, a buffer of its length and a writable count.
    let result = unsafe {
        jass_game_legal_actions(game.0, actions.as_mut_ptr(), actions.len(), &raw mut count)
    };
    assert_eq!(result, jass_result::BufferTooSmall);
    assert_eq!(count, 99);
    assert!(actions.iter().all(|a| a.kind == 99));
}

/// An action struct from its first five fields (no row).
fn raw(kind: u8, card: u8, contract: u8, meld: u8, seat: u8) -> jass_action {
    jass_action {
        kind,
        card,
        contract,
        meld,
        seat,
        row: 0,
        points: 0,
    }
}

#[test]
fn malformed_action_structs_are_refused_and_change_nothing() {
    let game = GameHandle::new(Rules::schieber(), 3);
    let before = game.record();
    let malformed = [
        (raw(9, 0, 0, 0, 0), jass_result::InvalidArgument),
        (raw(255, 0, 0, 0, 0), jass_result::InvalidArgument),
        // Every field the kind does not use is 0.
        (
            jass_action {
                row: 3,
                ..raw(1, 0, 0, 0, 0)
            },
            jass_result::InvalidArgument,
        ),
        (raw(7, 0, 6, 0, 0), jass_result::ContractOutOfRange),
        (raw(0, 3, 1, 0, 0), jass_result::InvalidArgument),
        (raw(1, 0, 0, 0, 1), jass_result::InvalidArgument),
        (raw(4, 0, 0, 2, 0), jass_result::InvalidArgument),
        (raw(3, 0, 2, 0, 0), jass_result::InvalidArgument),
        (raw(6, 1, 0, 0, 1), jass_result::InvalidArgument),
        (raw(2, 0, 0, 5, 3), jass_result::InvalidArgument),
        // The used field is in range.
        (raw(0, 0, 6, 0, 0), jass_result::ContractOutOfRange),
        (raw(4, 36, 0, 0, 0), jass_result::CardOutOfRange),
        (raw(4, 255, 0, 0, 0), jass_result::CardOutOfRange),
        (
            raw(2, 0, 0, JASS_MELD_COUNT, 0),
            jass_result::MeldOutOfRange,
        ),
        (raw(6, 0, 0, 0, 6), jass_result::SeatOutOfRange),
    ];
    for (refused, code) in malformed {
        assert_eq!(game.apply(refused), code, "{refused:?}");
        assert_eq!(game.record(), before, "{refused:?} changed the game");
        let mut text = [0 as c_char; JASS_ACTION_TEXT_MAX];
        // SAFETY: text has JASS_ACTION_TEXT_MAX writable bytes.
        let result = unsafe { jass_action_format(refused, text.as_mut_ptr(), text.len()) };
        assert_eq!(result, code);
    }
}

#[test]
fn refused_actions_name_their_reason_and_change_nothing() {
    let game = GameHandle::new(Rules::schieber(), 3);
    let before = game.record();
    let hand = game
        .core()
        .observation(game.core().to_act().unwrap())
        .unwrap()
        .hand;
    let not_held = (!hand).first().unwrap();
    let cases = [
        (play("H6"), jass_result::WrongPhase),
        (action(jass_action_kind::Pass), jass_result::WrongPhase),
        (action(jass_action_kind::Rob), jass_result::WrongPhase),
        (raw(6, 0, 0, 0, 1), jass_result::ClaimsOff),
        (declare(6), jass_result::ContractOutOfRange),
        (raw(9, 0, 0, 0, 0), jass_result::InvalidArgument),
        (raw(7, 0, 0, 0, 0), jass_result::WrongPhase),
        (raw(4, 36, 0, 0, 0), jass_result::CardOutOfRange),
        (
            raw(2, 0, 0, JASS_MELD_COUNT, 0),
            jass_result::MeldOutOfRange,
        ),
        (raw(6, 0, 0, 0, 6), jass_result::SeatOutOfRange),
    ];
    for (refused, code) in cases {
        assert_eq!(game.apply(refused), code, "{refused:?}");
        assert_eq!(game.record(), before, "{refused:?} changed the game");
    }
    // Forehand shoves; the partner may not shove back by default.
    assert_eq!(game.apply(action(jass_action_kind::Shove)), jass_result::Ok);
    let shoved = game.record();
    assert_eq!(
        game.apply(action(jass_action_kind::Shove)),
        jass_result::CannotShove
    );
    let mut disabled = Rules::schieber();
    disabled.contracts[Contract::Undenufe] = false;
    let strict = GameHandle::new(disabled, 3);
    assert_eq!(strict.apply(declare(5)), jass_result::ContractDisabled);
    assert_eq!(game.apply(declare(2)), jass_result::Ok);
    // Automatic weis: the first card is due.
    assert_eq!(
        game.apply(play(&not_held.to_string())),
        jass_result::NotInHand
    );
    assert_eq!(game.apply(declare(2)), jass_result::WrongPhase);
    assert_ne!(game.record(), shoved);
    // A claim in the first trick waits for the Stöck-Weis-Stich count;
    // no second claim is taken meanwhile.
    let claimed = GameHandle::new(claims(), 3);
    let claim = jass_action {
        seat: 0,
        ..action(jass_action_kind::Claim)
    };
    assert_eq!(claimed.apply(claim), jass_result::Ok);
    let waiting = claimed.record();
    let counter = jass_action {
        seat: 1,
        ..action(jass_action_kind::Claim)
    };
    assert_eq!(claimed.apply(counter), jass_result::CannotClaim);
    assert_eq!(claimed.record(), waiting);
    // Once the game is over nothing is accepted.
    while !game.core().is_over() {
        assert_eq!(game.apply(game.legal()[0]), jass_result::Ok);
    }
    let finished = game.record();
    assert_eq!(game.apply(declare(0)), jass_result::GameOver);
    assert_eq!(game.apply(play("H6")), jass_result::GameOver);
    assert_eq!(game.record(), finished);
}

#[test]
fn a_claim_by_a_seat_not_at_the_table_is_out_of_range() {
    let mut rules = Rules::zweier();
    rules.end_mode = EndMode::Claims;
    let rules = RulesHandle::new(rules);
    let mut game = ptr::null_mut();
    // SAFETY: a live handle and a writable slot.
    let created = unsafe { jass_game_new(rules.0, 2, 7, &raw mut game) };
    assert_eq!(created, jass_result::Ok);
    let game = GameHandle(game);
    let before = game.record();
    for seat in [2, 3] {
        let claim = jass_action {
            seat,
            ..action(jass_action_kind::Claim)
        };
        assert_eq!(game.apply(claim), jass_result::SeatOutOfRange);
        let mut buf = [0 as c_char; 64];
        // SAFETY: buf has 64 writable bytes.
        unsafe { crate::jass_last_error_message(buf.as_mut_ptr(), buf.len()) };
        // SAFETY: NUL-terminated by the function.
        let message = unsafe { CStr::from_ptr(buf.as_ptr()) }.to_str().unwrap();
        assert_eq!(
            message,
            format!("seat {seat} is not at a table of 2 (seats 0 to 1)")
        );
        assert_eq!(game.record(), before, "a refused claim changes nothing");
    }
    // Seats 0 and 1 may claim.
    let claim = jass_action {
        seat: 1,
        ..action(jass_action_kind::Claim)
    };
    assert_eq!(game.apply(claim), jass_result::Ok);
}

#[test]
fn weis_announcements_are_refused_with_their_weis_codes() {
    let mut rules = Rules::schieber_1000();
    rules.weis_mode = jass_core::WeisMode::Announced;
    let rules = RulesHandle::new(rules);
    // Seat 0, forehand, holds the hearts A-K-Q-J-10: under ⚙
    // announce_policy = mandatory_best it must announce the whole run.
    let hands = [
        "HA HK HQ HJ H10 S6 S7 C7 D6",
        "H6 H7 H8 H9 S8 S9 S10 SJ SQ",
        "SK SA C6 C8 C9 C10 CJ CQ CK",
        "CA D7 D8 D9 D10 DJ DQ DK DA",
    ]
    .map(|hand| hand.parse::<CardSet>().unwrap().mask());
    let mut game = ptr::null_mut();
    // SAFETY: a live handle, hands of their length and a writable slot.
    let result =
        unsafe { jass_game_new_with_hands(rules.0, 0, 1, hands.as_ptr(), 4, 3, &raw mut game) };
    assert_eq!(result, jass_result::Ok);
    let game = GameHandle(game);
    assert_eq!(game.apply(declare(4)), jass_result::Ok);
    assert_eq!(game.core().expecting(), jass_core::Expecting::Weis);
    let before = game.record();
    let announce = |meld: Meld| jass_action {
        meld: meld.index().unwrap(),
        ..action(jass_action_kind::Announce)
    };
    let cases = [
        (action(jass_action_kind::Pass), jass_result::CannotPass),
        (
            announce(Meld::sequence(Suit::Hearts, 3, Rank::Ace)),
            jass_result::NotBestMeld,
        ),
        (
            announce(Meld::sequence(Suit::Spades, 3, Rank::Ten)),
            jass_result::MeldNotInHand,
        ),
        (
            announce(Meld::Four(Rank::Eight)),
            jass_result::MeldNotAllowed,
        ),
        (play("HA"), jass_result::WrongPhase),
    ];
    for (refused, code) in cases {
        assert_eq!(game.apply(refused), code, "{refused:?}");
        assert_eq!(game.record(), before, "{refused:?} changed the game");
    }
    let run = announce(Meld::sequence(Suit::Hearts, 5, Rank::Ace));
    assert!(game.legal().contains(&run));
    assert_eq!(game.apply(run), jass_result::Ok);
}

#[test]
fn random_action_structs_are_accepted_exactly_when_legal() {
    let game = GameHandle::new(claims(), 11);
    let mut rng = JassRng::seed_from_u64(11);
    let mut accepted = 0;
    while !game.core().is_over() {
        let legal = game.legal();
        let before = game.record();
        for _ in 0..40 {
            let bytes = rng.next_u64().to_le_bytes();
            // Small values hit the ranges more often than any byte.
            let field = |b: u8| if b & 1 == 0 { b >> 4 } else { b };
            let candidate = jass_action {
                kind: field(bytes[0]) % 8,
                card: field(bytes[1]),
                contract: if bytes[2] < 128 {
                    0
                } else {
                    field(bytes[2]) % 7
                },
                meld: if bytes[3] < 128 { 0 } else { field(bytes[3]) },
                seat: if bytes[4] < 128 {
                    0
                } else {
                    field(bytes[4]) % 5
                },
                // Rarely a row: only Coiffeur reads it.
                row: if bytes[5] < 240 {
                    0
                } else {
                    field(bytes[5]) % 13
                },
                points: 0,
            };
            let copy = game.clone_handle();
            let result = copy.apply(candidate);
            assert_eq!(
                result == jass_result::Ok,
                legal.contains(&candidate),
                "{candidate:?}"
            );
            if result == jass_result::Ok {
                accepted += 1;
            } else {
                let mut equal = false;
                // SAFETY: live handles and a writable local.
                let got = unsafe { jass_game_equal(copy.0, game.0, &raw mut equal) };
                assert_eq!(got, jass_result::Ok);
                assert!(equal, "{candidate:?} was refused but changed the game");
                assert_eq!(copy.record(), before);
            }
        }
        let choice = legal[rng.below(legal.len() as u32) as usize];
        if matches!(choice.to_action(), Ok(Action::Claim(_))) && rng.below(4) > 0 {
            continue;
        }
        assert_eq!(game.apply(choice), jass_result::Ok);
    }
    assert!(accepted > 0);
}

#[test]
fn actions_convert_both_ways() {
    let actions = [
        Action::Declare(Contract::Undenufe),
        Action::Shove,
        Action::Announce(Meld::Four(Rank::Jack)),
        Action::Pass,
        Action::Play(Card::from_index(35)),
        Action::Rob,
        Action::Claim(Seat::S3),
        Action::ChooseRow {
            row: 9,
            contract: Contract::Obenabe,
        },
    ];
    for (kind, core) in actions.into_iter().enumerate() {
        let c = jass_action::from(core);
        assert_eq!(c.kind as usize, kind);
        assert_eq!(c.to_action().unwrap(), core);
        let mut text = [0 as c_char; JASS_ACTION_TEXT_MAX];
        // SAFETY: text has JASS_ACTION_TEXT_MAX writable bytes.
        let result = unsafe { jass_action_format(c, text.as_mut_ptr(), text.len()) };
        assert_eq!(result, jass_result::Ok);
        // SAFETY: NUL-terminated by the function.
        let text = unsafe { CStr::from_ptr(text.as_ptr()) }.to_str().unwrap();
        assert_eq!(text, core.to_string());
    }
    let mut small = [0x78 as c_char; 4];
    // SAFETY: small has 4 writable bytes; NULL is rejected first.
    unsafe {
        assert_eq!(
            jass_action_format(declare(0), small.as_mut_ptr(), small.len()),
            jass_result::BufferTooSmall
        );
        assert_eq!(
            jass_action_format(
                jass_action {
                    kind: 9,
                    ..jass_action::default()
                },
                small.as_mut_ptr(),
                4
            ),
            jass_result::InvalidArgument
        );
        assert_eq!(
            jass_action_format(declare(0), ptr::null_mut(), 64),
            jass_result::NullPointer
        );
    }
    assert_eq!(small, [0x78 as c_char; 4]);
}

#[test]
fn tables_of_five_and_six_report_their_seats_and_teams() {
    let team_of = |game: &GameHandle, seat: u8| {
        let mut team = 9;
        // SAFETY: a live handle and a writable local.
        let result = unsafe { jass_game_team_of(game.0, seat, &raw mut team) };
        (result, team)
    };
    let six = GameHandle::new(Rules::schieber_six(), 3);
    assert_eq!(six.core().players(), 6);
    for seat in 0..6 {
        assert_eq!(team_of(&six, seat), (jass_result::Ok, seat % 2));
    }
    assert_eq!(team_of(&six, 6).0, jass_result::SeatOutOfRange);
    let five = GameHandle::new(Rules::schieber_five(), 3);
    let declarer = five.core().to_act().unwrap();
    assert_eq!(
        five.apply(declare(crate::types::jass_contract::Obenabe as u8)),
        jass_result::Ok
    );
    assert_eq!(
        team_of(&five, 4),
        (jass_result::Ok, declarer.team().index() as u8)
    );
    assert_eq!(team_of(&five, 5).0, jass_result::SeatOutOfRange);
    let mut info = MaybeUninit::<jass_hand_info>::uninit();
    // SAFETY: a live handle and a writable struct.
    let result = unsafe { jass_game_hand_info(five.0, info.as_mut_ptr()) };
    assert_eq!(result, jass_result::Ok);
}

#[test]
fn double_pack_games_come_from_a_48_card_deck_and_show_second_copies() {
    let rules = RulesHandle::new(Rules::schieber_six_double());
    let deck = JassRng::seed_from_u64(5).shuffled_double_deck();
    let indices = deck.map(Card::index);
    let mut game = ptr::null_mut();
    // SAFETY: live handles, buffers of their lengths and writable slots.
    unsafe {
        assert_eq!(
            jass_game_new_with_deck(rules.0, 0, 5, indices.as_ptr(), 48, 5, &raw mut game),
            jass_result::Ok
        );
        let game = GameHandle(game);
        let mut total = 0;
        for seat in 0..6 {
            let (mut once, mut twice) = (0u64, 0u64);
            assert_eq!(jass_game_hand(game.0, seat, &raw mut once), jass_result::Ok);
            assert_eq!(
                jass_game_hand_twice(game.0, seat, &raw mut twice),
                jass_result::Ok
            );
            assert_eq!(twice & !once, 0, "second copies are among the cards held");
            let held = (once.count_ones() + twice.count_ones()) as usize;
            assert_eq!(held, 8);
            total += held;
        }
        assert_eq!(total, 48);
        let mut out = 0u64;
        assert_eq!(
            jass_game_hand_twice(game.0, 6, &raw mut out),
            jass_result::SeatOutOfRange
        );
        // A deck of the wrong length, a card three times, a six.
        let mut slot = ptr::null_mut();
        assert_eq!(
            jass_game_new_with_deck(rules.0, 0, 5, indices.as_ptr(), 36, 5, &raw mut slot),
            jass_result::InvalidDeal
        );
        let mut third = indices;
        third[0] = third[1];
        assert_eq!(
            jass_game_new_with_deck(rules.0, 0, 5, third.as_ptr(), 48, 5, &raw mut slot),
            jass_result::DuplicateCard
        );
        let mut six = indices;
        six[0] = Card::new(Suit::Hearts, Rank::Six).index();
        assert_eq!(
            jass_game_new_with_deck(rules.0, 0, 5, six.as_ptr(), 48, 5, &raw mut slot),
            jass_result::InvalidDeal
        );
        assert!(slot.is_null());
    }
}
