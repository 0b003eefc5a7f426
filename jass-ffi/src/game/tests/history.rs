//! The game's history from C: rules, finished hands, milestones, score
//! entries, completed tricks and claims, each equal to the core's answer.

use super::*;
use crate::game::{jass_milestones, jass_score_entry, jass_trick};
use crate::types::{JASS_TEAM_NONE, JASS_TRICK_MAX, jass_score_kind};

/// A game played by rule-of-thumb bots for `actions` actions.
fn played(rules: Rules, seed: u64, actions: usize) -> GameHandle {
    let game = GameHandle::new(rules, seed);
    let mut bot = RuleOfThumb::new(JassRng::seed_from_u64(seed));
    for _ in 0..actions {
        if game.core().is_over() {
            break;
        }
        let action = bot.choose(
            &game
                .core()
                .observation(game.core().to_act().unwrap())
                .unwrap(),
        );
        assert_eq!(game.apply(jass_action::from(action)), jass_result::Ok);
    }
    game
}

#[test]
fn rules_and_finished_hands_follow_the_core() {
    let rules = Rules::schieber().with_target(1000);
    let game = played(rules, 5, 80);
    let mut copy = ptr::null_mut();
    let mut finished = 99;
    // SAFETY: a live handle and writable slots; NULLs are refused first.
    unsafe {
        assert_eq!(jass_game_rules(game.0, &raw mut copy), jass_result::Ok);
        assert_eq!(crate::ptr::peek(copy).rules, rules);
        jass_rules_free(copy);
        assert_eq!(
            jass_game_hands_finished(game.0, &raw mut finished),
            jass_result::Ok
        );
        assert_eq!(finished, game.core().hands_finished());
        assert!(finished >= 1);
        assert_eq!(
            jass_game_rules(ptr::null(), &raw mut copy),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_hands_finished(game.0, ptr::null_mut()),
            jass_result::NullPointer
        );
    }
}

#[test]
fn milestones_name_the_team_or_none() {
    let fresh = GameHandle::new(Rules::schieber().with_bergpreis(true), 1);
    let over = played(Rules::schieber().with_bergpreis(true), 2, 2_000);
    let mut milestones = jass_milestones::default();
    // SAFETY: live handles and a writable struct.
    unsafe {
        assert_eq!(
            jass_game_milestones(fresh.0, &raw mut milestones),
            jass_result::Ok
        );
        assert_eq!(
            milestones,
            jass_milestones {
                bergpreis: JASS_TEAM_NONE,
                baerger: JASS_TEAM_NONE,
            }
        );
        assert_eq!(
            jass_game_milestones(over.0, &raw mut milestones),
            jass_result::Ok
        );
        assert_eq!(
            jass_game_milestones(over.0, ptr::null_mut()),
            jass_result::NullPointer
        );
    }
    let team = over
        .core()
        .milestones()
        .bergpreis
        .expect("someone passed half");
    assert_eq!(milestones.bergpreis, team.index() as u8);
}

#[test]
fn score_entries_are_the_core_entries() {
    let game = played(Rules::schieber(), 3, 120);
    let core = game.core().score_entries();
    assert!(!core.is_empty());
    let mut entries = vec![jass_score_entry::default(); core.len() + 3];
    let mut count = 0;
    // SAFETY: a live handle, buffers of their lengths and a writable count.
    unsafe {
        assert_eq!(
            jass_game_score_entries(game.0, entries.as_mut_ptr(), entries.len(), &raw mut count),
            jass_result::Ok
        );
        assert_eq!(count, core.len());
        let mut short = vec![jass_score_entry::default(); core.len() - 1];
        let mut untouched = 77;
        assert_eq!(
            jass_game_score_entries(game.0, short.as_mut_ptr(), short.len(), &raw mut untouched),
            jass_result::BufferTooSmall
        );
        assert_eq!(untouched, 77);
        assert!(
            short
                .iter()
                .all(|entry| *entry == jass_score_entry::default())
        );
    }
    for (entry, expected) in entries.iter().zip(&core) {
        assert_eq!(entry.hand, expected.hand);
        assert_eq!(entry.team, expected.team.index() as u8);
        assert_eq!(entry.kind, jass_score_kind::from(expected.kind) as u8);
        assert_eq!(entry.points, expected.points);
    }
}

#[test]
fn tricks_are_the_completed_tricks_of_the_hand() {
    // Shove or declare, then two tricks and two cards: every card of a
    // trick at a table of five or six too, the slots after them 0.
    for rules in [
        Rules::schieber(),
        Rules::schieber_five(),
        Rules::schieber_six(),
        Rules::schieber_six_double(),
    ] {
        let players = rules.players.count();
        let game = played(rules, 4, 2 + 2 * players + 2);
        let core = game.core().tricks();
        assert_eq!(core.len(), 2);
        let mut tricks = [jass_trick {
            cards: [0xEE; JASS_TRICK_MAX],
            ..jass_trick::default()
        }; 18];
        let mut count = 0;
        // SAFETY: a live handle, a buffer of its length and a writable count.
        unsafe {
            assert_eq!(
                jass_game_tricks(game.0, tricks.as_mut_ptr(), tricks.len(), &raw mut count),
                jass_result::Ok
            );
            assert_eq!(
                jass_game_tricks(game.0, tricks.as_mut_ptr(), 0, &raw mut count),
                jass_result::BufferTooSmall
            );
        }
        assert_eq!(count, core.len());
        for (trick, expected) in tricks.iter().zip(core) {
            assert_eq!(trick.leader, u8::from(expected.leader()));
            assert_eq!(usize::from(trick.len), players);
            let mut cards = [0; JASS_TRICK_MAX];
            for (slot, card) in cards.iter_mut().zip(expected.cards()) {
                *slot = card.index();
            }
            assert_eq!(expected.len(), players);
            assert_eq!(trick.cards, cards);
        }
    }
}

#[test]
fn a_claim_would_win_as_the_core_says() {
    let game = played(
        Rules::schieber()
            .with_end_mode(EndMode::Claims)
            .with_target(300),
        6,
        150,
    );
    let mut wins = false;
    // SAFETY: a live handle and a writable bool.
    unsafe {
        for seat in 0..4 {
            assert_eq!(
                jass_game_claim_would_win(game.0, seat, &raw mut wins),
                jass_result::Ok
            );
            let expected = game
                .core()
                .claim_would_win(Seat::try_from(seat).unwrap())
                .unwrap();
            assert_eq!(wins, expected);
        }
        assert_eq!(
            jass_game_claim_would_win(game.0, 4, &raw mut wins),
            jass_result::SeatOutOfRange
        );
        assert_eq!(
            jass_game_claim_would_win(game.0, 0, ptr::null_mut()),
            jass_result::NullPointer
        );
    }
}
