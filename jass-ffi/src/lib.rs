//! C ABI for the jass rules engine: `libjass.so` / `libjass.a` and the
//! generated header `include/jass.h`.
//!
//! Everything here converts, validates and forwards to `jass-core`; no rule
//! is implemented in this crate.
//!
//! # Conventions
//!
//! - Exports are named `jass_<object>_<verb>`. Cards cross as `uint8_t`
//!   (index `suit * 9 + rank`), card sets as `uint64_t` (bit = card index),
//!   contracts, suits, ranks, seats and styles as `uint8_t`. Every integer
//!   from C is range-checked; none is ever read as a Rust enum.
//! - Fallible functions return [`jass_result`]; out-parameters (named
//!   `out_*`) are written only on success, and a failed call leaves every
//!   object it was given unchanged. Buffers are followed by their length.
//! - [`jass_result_message`] describes a code; [`jass_last_error_message`]
//!   gives the details of the thread's last failure.
//! - Objects are opaque handles ([`jass_rules`], [`jass_rng`],
//!   [`jass_game`], [`jass_bot`]) made by a constructor and destroyed by
//!   their `_free` function, which accepts NULL. Strings the library allocates are freed with
//!   [`jass_string_free`]; static strings are never freed.
//! - Every call checks its handles: a freed one, one of another type, or
//!   one another thread is changing returns `JASS_RESULT_MISUSE`, and a
//!   `_free` ignores it (module `ptr`).
//! - Control characters in error messages are escaped (`\0`, `\n`), so a
//!   message never holds a NUL.
//! - No panic crosses the boundary: a caught panic returns
//!   `JASS_RESULT_PANIC`.
//! - `unsafe` lives in one place: every export's body runs inside the
//!   `ffi!` macro, which turns each pointer argument into a reference, a
//!   slice, a string or an out-parameter with a safe `write` (module
//!   `ptr`), so export bodies hold no `unsafe`. Exports that take no
//!   pointer are safe functions.
//!

#![warn(
    clippy::undocumented_unsafe_blocks,
    reason = "every unsafe block says why it is sound"
)]

// Every export catches panics at the boundary, which needs unwinding.
#[cfg(not(panic = "unwind"))]
compile_error!("jass-ffi needs panic = \"unwind\" to turn panics into JASS_RESULT_PANIC");

// Declaration order is the order of the header's sections.
#[macro_use]
mod error;
mod bot;
mod card;
mod convert;
mod game;
mod play;
mod points;
mod ptr;
mod random;
mod result;
mod rules;
mod seat;
mod sim;
mod solver;
mod types;
mod weis;

use std::ffi::c_char;

pub use bot::{
    jass_bot, jass_bot_choose, jass_bot_choose_until, jass_bot_free, jass_bot_new,
    jass_bot_new_pimc,
};
pub use card::{
    jass_card_format, jass_card_from_jasskit, jass_card_new, jass_card_parse, jass_card_rank,
    jass_card_set_format, jass_card_set_from_cards, jass_card_set_from_jasskit,
    jass_card_set_parse, jass_card_set_to_cards, jass_card_set_to_jasskit, jass_card_set_validate,
    jass_card_suit, jass_card_to_jasskit, jass_contract_format, jass_contract_parse,
};
pub use error::{jass_last_error_action_index, jass_last_error_message, jass_result_message};
pub use game::{
    jass_action, jass_action_format, jass_game, jass_game_apply, jass_game_claim_would_win,
    jass_game_clone, jass_game_coiffeur_sheet, jass_game_equal, jass_game_expecting,
    jass_game_free, jass_game_get_kind, jass_game_hand, jass_game_hand_info, jass_game_hand_twice,
    jass_game_hands_finished, jass_game_is_over, jass_game_legal_action_count,
    jass_game_legal_actions, jass_game_legal_cards, jass_game_milestones, jass_game_new,
    jass_game_new_with_deck, jass_game_new_with_hands, jass_game_observation_json,
    jass_game_outcome, jass_game_places, jass_game_record_json, jass_game_replay_json,
    jass_game_result, jass_game_rules, jass_game_score_entries, jass_game_score_sheet_json,
    jass_game_scores, jass_game_seat_totals, jass_game_slate, jass_game_team_of, jass_game_to_act,
    jass_game_tricks, jass_game_zero_totals, jass_hand_info, jass_milestones, jass_score_entry,
    jass_slate_side, jass_trick,
};
pub use play::{jass_check_play, jass_is_legal, jass_legal_cards, jass_trick_winner};
pub use points::{
    jass_card_points, jass_card_set_points, jass_hand_points, jass_hand_total,
    jass_last_trick_bonus, jass_trick_points,
};
pub use random::{
    jass_deal, jass_rng, jass_rng_below, jass_rng_clone, jass_rng_deal, jass_rng_free,
    jass_rng_new, jass_rng_next_u64, jass_rng_pick, jass_rng_shuffled_deck,
};
pub use result::jass_result;
pub use rules::{
    jass_rules, jass_rules_cards_per_player, jass_rules_clone, jass_rules_equal, jass_rules_free,
    jass_rules_from_json, jass_rules_from_preset, jass_rules_get_option, jass_rules_multiplier,
    jass_rules_option_count, jass_rules_option_name, jass_rules_pack, jass_rules_preset_count,
    jass_rules_preset_name, jass_rules_set_option, jass_rules_set_options, jass_rules_to_json,
};
pub use seat::{jass_seat_next, jass_seat_partner, jass_seat_team};
pub use sim::{
    jass_game_row, jass_hand_row, jass_policy, jass_sim_config, jass_simulate_games,
    jass_simulate_hands,
};
pub use solver::{
    jass_arena_player, jass_arena_run, jass_arena_summary, jass_pimc_config, jass_sample_deals,
    jass_solution, jass_solve, jass_solve_deal, jass_solve_many, jass_solve_position,
    jass_solve_until, jass_solve_value, jass_solve_value_many, jass_solver, jass_solver_free,
    jass_solver_new, jass_solver_nodes, jass_solver_solve, jass_solver_solve_deals,
    jass_solver_solve_many, jass_solver_solve_value, jass_solver_solve_value_many,
};
pub use types::{
    JASS_ACTION_MAX, JASS_ACTION_TEXT_MAX, JASS_CARD_COUNT, JASS_CARD_SET_ALL,
    JASS_CARD_SET_TEXT_MAX, JASS_CARD_TEXT_MAX, JASS_COIFFEUR_ROWS_MAX, JASS_CONTRACT_NONE,
    JASS_CONTRACT_TEXT_MAX, JASS_DECLARATION_MAX, JASS_MELD_COUNT, JASS_MELD_NONE,
    JASS_MELD_TEXT_MAX, JASS_PREDICTION_MAX, JASS_SEAT_NONE, JASS_TEAM_NONE, JASS_TRICK_MAX,
    jass_action_kind, jass_bot_kind, jass_card_style, jass_contract, jass_contract_style,
    jass_end_reason, jass_expecting, jass_game_kind, jass_phase, jass_rank, jass_score_kind,
    jass_suit, jass_sws_step, jass_weis_step,
};
pub use weis::{
    jass_meld_cards, jass_meld_format, jass_meld_parse, jass_meld_points, jass_meld_value,
    jass_weis_all_melds, jass_weis_allows, jass_weis_best_declaration, jass_weis_check_declaration,
    jass_weis_compare, jass_weis_declarable_melds, jass_weis_has_stoeck, jass_weis_outcome,
    jass_weis_schieber, jass_weis_stoeck_cards,
};

/// The library's version, `"MAJOR.MINOR.PATCH"`, as a static NUL-terminated
/// string that must not be freed. Compare it with `JASS_VERSION` from the
/// header to detect a header and library that do not match.
#[unsafe(no_mangle)]
pub extern "C" fn jass_version() -> *const c_char {
    ffi!(fallback(c"".as_ptr()) => {
        const VERSION: &std::ffi::CStr =
            match std::ffi::CStr::from_bytes_with_nul(concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes()) {
                Ok(version) => version,
                Err(_) => panic!("the crate version holds no NUL"),
            };
        VERSION.as_ptr()
    })
}

/// Frees a string that the library allocated and handed over through a
/// `char **out_*` parameter (`jass_rules_to_json`, `jass_rules_get_option`).
/// NULL is accepted and does nothing.
///
/// # Safety
///
/// `text` is NULL or a string from such a parameter that has not been
/// freed; it must not be used afterwards. Static strings (from
/// `jass_version`, `jass_result_message`, the `*_name` functions) must never
/// be passed here.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_string_free(text: *mut c_char) {
    ffi!(fallback(()), text: owned_c_string => {
        drop(text);
    });
}

#[cfg(test)]
mod tests {
    use std::ffi::CStr;
    use std::ptr;

    use super::*;

    #[test]
    fn the_runtime_version_is_the_crate_version() {
        // SAFETY: a static NUL-terminated string.
        let version = unsafe { CStr::from_ptr(jass_version()) };
        assert_eq!(version.to_str(), Ok(env!("CARGO_PKG_VERSION")));
    }

    #[test]
    fn freeing_a_null_string_does_nothing() {
        // SAFETY: NULL is accepted.
        unsafe {
            jass_string_free(ptr::null_mut());
            jass_string_free(ptr::null_mut());
        }
    }
}
