//! Tests of the C functions for bots, called through raw pointers as C calls
//! them.

use std::ptr;

use jass_core::bots::RandomBot;
use jass_core::{AnyGame, JassRng, Rules, SchieberGame};

use super::*;
use crate::game::tests::GameHandle;

/// A bot's handle, freed when the guard drops.
struct BotHandle(*mut jass_bot);

impl BotHandle {
    fn new(kind: jass_bot_kind, seed: u64) -> BotHandle {
        let mut bot = ptr::null_mut();
        // SAFETY: a writable slot.
        let result = unsafe { jass_bot_new(kind as u8, seed, &raw mut bot) };
        assert_eq!(result, jass_result::Ok);
        BotHandle(bot)
    }

    fn choose(&self, game: &GameHandle) -> Result<jass_action, jass_result> {
        let mut action = jass_action {
            kind: 99,
            ..jass_action::default()
        };
        // SAFETY: live handles used by this thread only, a writable action.
        match unsafe { jass_bot_choose(self.0, game.0, &raw mut action) } {
            jass_result::Ok => Ok(action),
            error => {
                assert_eq!(action.kind, 99, "no output on failure");
                Err(error)
            }
        }
    }
}

impl Drop for BotHandle {
    fn drop(&mut self) {
        // SAFETY: a live handle, freed once.
        unsafe { jass_bot_free(self.0) };
    }
}

/// Plays a game with one bot for every seat; returns the record.
fn play(kind: jass_bot_kind, seed: u64) -> String {
    let game = GameHandle::new(Rules::schieber(), seed);
    let bot = BotHandle::new(kind, seed);
    while !game.core().is_over() {
        let choice = bot.choose(&game).unwrap();
        assert!(game.legal().contains(&choice), "{choice:?} is not legal");
        assert_eq!(game.apply(choice), jass_result::Ok);
    }
    assert_eq!(bot.choose(&game), Err(jass_result::GameOver));
    game.record()
}

#[test]
fn bots_play_legal_actions_to_the_end_and_repeat_with_their_seed() {
    for kind in jass_bot_kind::ALL.iter().copied() {
        assert_eq!(play(kind, 21), play(kind, 21));
        assert_ne!(play(kind, 21), play(kind, 22));
    }
}

#[test]
fn bots_choose_as_the_core_bots_do() {
    let game = GameHandle::new(Rules::schieber(), 30);
    let bot = BotHandle::new(jass_bot_kind::Random, 30);
    let mut core_game = AnyGame::from(SchieberGame::new(Rules::schieber(), 30).unwrap());
    let mut core_bot = RandomBot::new(JassRng::seed_from_u64(30));
    for _ in 0..50 {
        let seat = core_game.to_act().unwrap();
        let expected = core_bot.choose(&core_game.observation(seat).unwrap());
        let choice = bot.choose(&game).unwrap();
        assert_eq!(choice, jass_action::from(expected));
        core_game.apply(expected).unwrap();
        assert_eq!(game.apply(choice), jass_result::Ok);
    }
    assert_eq!(game.core(), &core_game);
}

#[test]
fn bad_kinds_and_null_pointers_are_refused() {
    let mut bot = ptr::null_mut();
    let game = GameHandle::new(Rules::schieber(), 1);
    let handle = BotHandle::new(jass_bot_kind::RuleOfThumb, 1);
    let mut action = jass_action::default();
    // SAFETY: writable slots; NULLs rejected first.
    unsafe {
        assert_eq!(
            jass_bot_new(3, 1, &raw mut bot),
            jass_result::InvalidArgument
        );
        assert_eq!(
            jass_bot_new(255, 1, &raw mut bot),
            jass_result::InvalidArgument
        );
        assert_eq!(
            jass_bot_new(0, 1, ptr::null_mut()),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_bot_choose(ptr::null_mut(), game.0, &raw mut action),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_bot_choose(handle.0, ptr::null(), &raw mut action),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_bot_choose(handle.0, game.0, ptr::null_mut()),
            jass_result::NullPointer
        );
        jass_bot_free(ptr::null_mut());
        jass_bot_free(ptr::null_mut());
    }
    assert!(bot.is_null());
}
