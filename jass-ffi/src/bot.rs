//! Bots behind the opaque `jass_bot` handle: `RandomBot` and `RuleOfThumb`,
//! seeded, choosing for the seat to act from its observation only.

use jass_core::bots::{Bot, RandomBot, RuleOfThumb};
use jass_core::{Game, JassRng};

use crate::convert;
use crate::error::{Error, jass_result};
use crate::game::{borrow_game, jass_action, jass_game};
use crate::types::jass_bot_kind;

/// The bot a handle holds.
#[derive(Clone, Debug)]
enum AnyBot {
    Random(RandomBot),
    RuleOfThumb(RuleOfThumb),
}

/// A seeded computer player. It decides from what the seat to act may know
/// (its observation), never from hidden cards; the same seed and the same
/// games give the same choices.
///
/// An opaque handle: create it with `jass_bot_new` and destroy it with
/// `jass_bot_free`. One bot may play any number of seats and games; every
/// choice draws from its generator, so a bot must not be used by two
/// threads at once.
#[derive(Clone, Debug)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_bot {
    bot: AnyBot,
}

/// Creates a bot of `kind` (a `jass_bot_kind`) drawing from `seed` and
/// writes its handle to `*out_bot`. Free it with `jass_bot_free`.
///
/// # Safety
///
/// `out_bot` points to a writable `jass_bot *`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_bot_new(
    kind: u8,
    seed: u64,
    out_bot: *mut *mut jass_bot,
) -> jass_result {
    ffi!(nonnull(out_bot) {
        let kind = jass_bot_kind::try_from(kind).map_err(|kind| {
            Error::invalid(format!(
                "bot kind {kind} is out of range 0..{}",
                jass_bot_kind::ALL.len()
            ))
        })?;
        let rng = JassRng::seed_from_u64(seed);
        let bot = match kind {
            jass_bot_kind::Random => AnyBot::Random(RandomBot::new(rng)),
            jass_bot_kind::RuleOfThumb => AnyBot::RuleOfThumb(RuleOfThumb::new(rng)),
        };
        let handle = Box::into_raw(Box::new(jass_bot { bot }));
        // SAFETY: `out_bot` is non-NULL and writable (caller).
        unsafe { convert::write(out_bot, handle) };
        Ok(())
    })
}

/// Destroys a bot. NULL is accepted and does nothing.
///
/// # Safety
///
/// `bot` is NULL or a handle from this library that has not been freed; it
/// must not be used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_bot_free(bot: *mut jass_bot) {
    ffi!(fallback(()) {
        if !bot.is_null() {
            // SAFETY: a live handle made by `Box::into_raw` (caller), freed
            // exactly once.
            drop(unsafe { Box::from_raw(bot) });
        }
    });
}

/// Chooses an action for the seat to act in `game` and writes it to
/// `*out_action`; the game is not changed (pass the action to
/// `jass_game_apply`). The action is always legal.
///
/// Returns `JASS_RESULT_GAME_OVER` once the game is over.
///
/// # Safety
///
/// `bot` is a live handle used by no other thread during the call; `game`
/// is a live handle; `out_action` points to a writable `jass_action`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_bot_choose(
    bot: *mut jass_bot,
    game: *const jass_game,
    out_action: *mut jass_action,
) -> jass_result {
    ffi!(nonnull(bot, game, out_action) {
        // SAFETY: `game` is a live handle (caller).
        let game = unsafe { borrow_game(game) };
        let seat = game
            .to_act()
            .ok_or_else(|| Error::new(jass_result::GameOver, "the game is over"))?;
        let observation = game.observation(seat);
        // SAFETY: `bot` is a live handle used by no one else (caller).
        let action = match unsafe { &mut (*bot).bot } {
            AnyBot::Random(bot) => bot.choose(&observation),
            AnyBot::RuleOfThumb(bot) => bot.choose(&observation),
        };
        // SAFETY: `out_action` is non-NULL and writable (caller).
        unsafe { convert::write(out_action, jass_action::from(action)) };
        Ok(())
    })
}

#[cfg(test)]
mod tests {
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
            let expected = core_bot.choose(&core_game.observation(seat));
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
                jass_bot_new(2, 1, &raw mut bot),
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
}
