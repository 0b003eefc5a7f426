//! Playing a trick: legal cards, legality checks with the rule that forbids
//! a card, and the trick winner (RULES.md §3 and §6).

use jass_core::{check_play, is_legal, legal_cards, trick_winner};

use crate::convert;
use crate::error::{Error, jass_result};
use crate::rules::jass_rules;

/// Writes the cards of `hand` that may be played to the trick `trick` (its
/// `trick_len` cards in play order, the led card first) to `*out_legal`.
///
/// `contract` is a `jass_contract` and `phase` a `jass_phase`
/// (`JASS_PHASE_MAIN` except while a Schmaus talon has face-down cards).
/// `trick` may be NULL when `trick_len` is 0 (the hand leads). The result is
/// never empty for a non-empty hand and is a subset of the hand.
///
/// Besides argument range errors, returns `JASS_RESULT_TRICK_COMPLETE` for
/// a trick of `JASS_TRICK_MAX` (6) cards, complete at any table (a shorter
/// trick is read as still open, whatever the table of `rules`),
/// `JASS_RESULT_DUPLICATE_CARD` if the trick repeats a card, and
/// `JASS_RESULT_ALREADY_IN_TRICK` if a card is both in the hand and in the
/// trick.
///
/// # Safety
///
/// `rules` is a live handle; `trick` points to `trick_len` readable bytes
/// (or `trick_len` is 0); `out_legal` points to a writable `uint64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_legal_cards(
    rules: *const jass_rules,
    contract: u8,
    phase: u8,
    hand: u64,
    trick: *const u8,
    trick_len: usize,
    out_legal: *mut u64,
) -> jass_result {
    ffi!(rules: obj, out_legal: out, trick: slice(trick_len) => {
        let rules = &rules.rules;
        let play = convert::play_rules(rules, phase)?;
        let contract = convert::contract(contract)?;
        let hand = convert::card_set(hand)?;
        let trick = convert::open_trick(trick, hand)?;
        let legal = legal_cards(hand, &trick, contract, play);
        out_legal.write(legal.mask());
        Ok(())
    })
}

/// Writes whether `card` may be played from `hand` to the trick to
/// `*out_legal`; agrees with `jass_legal_cards`, whose arguments and errors
/// it shares. A card not in the hand is simply not legal.
///
/// # Safety
///
/// As for `jass_legal_cards`, with `out_legal` pointing to a writable `bool`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_is_legal(
    rules: *const jass_rules,
    contract: u8,
    phase: u8,
    hand: u64,
    trick: *const u8,
    trick_len: usize,
    card: u8,
    out_legal: *mut bool,
) -> jass_result {
    ffi!(rules: obj, out_legal: out, trick: slice(trick_len) => {
        let rules = &rules.rules;
        let play = convert::play_rules(rules, phase)?;
        let contract = convert::contract(contract)?;
        let hand = convert::card_set(hand)?;
        let card = convert::card(card)?;
        let trick = convert::open_trick(trick, hand)?;
        let legal = is_legal(card, hand, &trick, contract, play);
        out_legal.write(legal);
        Ok(())
    })
}

/// Checks that `card` may be played from `hand` to the trick: returns
/// `JASS_RESULT_OK` if it may, and otherwise the code of the rule it breaks:
/// `JASS_RESULT_NOT_IN_HAND`, `JASS_RESULT_MUST_FOLLOW_SUIT`,
/// `JASS_RESULT_UNDERTRUMP`, `JASS_RESULT_MUST_PLAY_TRUMP`,
/// `JASS_RESULT_MUST_OVERTRUMP` (with the cards named by
/// `jass_last_error_message`). Takes the arguments of `jass_legal_cards`
/// and returns its errors too; agrees with it exactly.
///
/// # Safety
///
/// `rules` is a live handle; `trick` points to `trick_len` readable bytes
/// (or `trick_len` is 0).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_check_play(
    rules: *const jass_rules,
    contract: u8,
    phase: u8,
    hand: u64,
    trick: *const u8,
    trick_len: usize,
    card: u8,
) -> jass_result {
    ffi!(rules: obj, trick: slice(trick_len) => {
        let rules = &rules.rules;
        let play = convert::play_rules(rules, phase)?;
        let contract = convert::contract(contract)?;
        let hand = convert::card_set(hand)?;
        let card = convert::card(card)?;
        let trick = convert::open_trick(trick, hand)?;
        check_play(card, hand, &trick, contract, play)?;
        Ok(())
    })
}

/// Writes the position (0-based, in play order) of the card that wins the
/// trick `trick` of `trick_len` cards (1..=6, complete or not) under
/// `contract` (a `jass_contract`) to `*out_index`: the highest trump, or
/// else the highest card of the suit led.
///
/// Returns `JASS_RESULT_INVALID_ARGUMENT` for an empty trick.
///
/// # Safety
///
/// `trick` points to `trick_len` readable bytes; `out_index` points to a
/// writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_trick_winner(
    contract: u8,
    trick: *const u8,
    trick_len: usize,
    out_index: *mut usize,
) -> jass_result {
    ffi!(trick: nonnull_slice(trick_len), out_index: out => {
        let contract = convert::contract(contract)?;
        let trick = convert::trick(trick)?;
        let winner = trick_winner(trick.cards(), contract)
            .ok_or_else(|| Error::invalid("the trick is empty and has no winner"))?;
        out_index.write(winner);
        Ok(())
    })
}

#[cfg(test)]
mod tests;
