//! Bots behind the opaque `jass_bot` handle: `RandomBot` and `RuleOfThumb`,
//! seeded, choosing for the seat to act from its observation only.

use std::sync::atomic::AtomicBool;

use jass_core::bots::{Bot, RandomBot, RuleOfThumb};
use jass_core::solver::{PimcBot, PimcConfig};
use jass_core::{Game, JassRng};

use crate::error::{Error, jass_result};
use crate::game::{jass_action, jass_game};
use crate::types::jass_bot_kind;

/// The bot a handle holds.
#[derive(Clone, Debug)]
enum AnyBot {
    Random(RandomBot),
    RuleOfThumb(RuleOfThumb),
    Pimc(Box<PimcBot>),
}

/// A seeded computer player. It decides from what the seat to act may know
/// (its observation), never from hidden cards; the same seed and the same
/// games give the same choices.
///
/// An opaque handle: create it with `jass_bot_new` and destroy it with
/// `jass_bot_free`. One bot may play any number of seats and games; every
/// choice draws from its generator, so a bot must not be used by two
/// threads at once (the second gets `JASS_RESULT_MISUSE`).
#[derive(Clone, Debug)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_bot {
    bot: AnyBot,
}

impl crate::ptr::Handle for jass_bot {
    const NAME: &'static str = "jass_bot";
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
    ffi!(out_bot: out => {
        let kind = jass_bot_kind::try_from(kind).map_err(|kind| {
            Error::invalid(format!(
                "bot kind {kind} is out of range 0 to {}",
                jass_bot_kind::ALL.len() - 1
            ))
        })?;
        let rng = JassRng::seed_from_u64(seed);
        let bot = match kind {
            jass_bot_kind::Random => AnyBot::Random(RandomBot::new(rng)),
            jass_bot_kind::RuleOfThumb => AnyBot::RuleOfThumb(RuleOfThumb::new(rng)),
            jass_bot_kind::Pimc => AnyBot::Pimc(Box::new(PimcBot::new(PimcConfig::default(), rng))),
        };
        let handle = crate::ptr::new_handle(jass_bot { bot });
        out_bot.write(handle);
        Ok(())
    })
}

/// Creates a PIMC bot (`JASS_BOT_KIND_PIMC`) for games under `rules`,
/// configured by `*config` (see `jass_pimc_config`; all zeros for the
/// defaults, on one thread per core) and drawing from `seed`, and writes
/// its handle to `*out_bot`. Free it with `jass_bot_free`.
///
/// Returns `JASS_RESULT_INVALID_ARGUMENT` for a `search_from_tricks` above
/// 9, a memory above 1 GiB, more than 1024 threads or rules of a table of
/// five or six or of the double pack (the solver plays a table of four with
/// one pack), and `JASS_RESULT_INVALID_RULES` for invalid rules.
///
/// # Safety
///
/// `rules` is a live handle; `config` points to a `jass_pimc_config`;
/// `out_bot` points to a writable `jass_bot *`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_bot_new_pimc(
    rules: *const crate::rules::jass_rules,
    config: *const crate::solver::jass_pimc_config,
    seed: u64,
    out_bot: *mut *mut jass_bot,
) -> jass_result {
    ffi!(rules: obj, config: val, out_bot: out => {
        let config = crate::solver::pimc_config(rules, &config)?;
        let bot = AnyBot::Pimc(Box::new(PimcBot::new(config, JassRng::seed_from_u64(seed))));
        out_bot.write(crate::ptr::new_handle(jass_bot { bot }));
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
    ffi!(fallback(()), bot: owned => {
        drop(bot);
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
    ffi!(bot: obj_mut, game: obj, out_action: out => {
        out_action.write(choose(bot, game, None)?);
        Ok(())
    })
}

/// `jass_bot_choose`, given up once another thread sets `*stop` to
/// `true`: then it returns `JASS_RESULT_STOPPED`, writes nothing and
/// leaves the bot as it was. Only a PIMC bot's searches are long enough to
/// stop; it reads the flag before each sampled deal and during each
/// deal's search, as `jass_solve_until` does. `stop` may be NULL (the call
/// is then `jass_bot_choose`); the flag is only read, so clear it before
/// using it again.
///
/// Returns what `jass_bot_choose` returns, and `JASS_RESULT_STOPPED`.
///
/// # Safety
///
/// As for `jass_bot_choose`; `stop` as for `jass_solve_until`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_bot_choose_until(
    bot: *mut jass_bot,
    game: *const jass_game,
    stop: *const bool,
    out_action: *mut jass_action,
) -> jass_result {
    // SAFETY: the `# Safety` section makes the caller promise what
    // `ptr::opt_flag` requires.
    let stop = unsafe { crate::ptr::opt_flag(stop) };
    ffi!(bot: obj_mut, game: obj, out_action: out => {
        out_action.write(choose(bot, game, stop)?);
        Ok(())
    })
}

/// The action `bot` chooses for the seat to act in `game`, stopped
/// through `stop` if one is given.
fn choose(
    bot: &mut jass_bot,
    game: &jass_game,
    stop: Option<&AtomicBool>,
) -> Result<jass_action, Error> {
    let game = &game.game;
    let seat = game
        .to_act()
        .ok_or_else(|| Error::new(jass_result::GameOver, "the game is over"))?;
    let observation = game.observation(seat)?;
    let action = match &mut bot.bot {
        AnyBot::Random(bot) => bot.choose(&observation),
        AnyBot::RuleOfThumb(bot) => bot.choose(&observation),
        AnyBot::Pimc(bot) => match stop {
            Some(stop) => bot.choose_until(&observation, stop).ok_or_else(|| {
                Error::new(jass_result::Stopped, "the bot was stopped through its flag")
            })?,
            None => bot.choose(&observation),
        },
    };
    Ok(jass_action::from(action))
}

#[cfg(test)]
mod tests;
