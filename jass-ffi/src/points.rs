//! Card points under a contract and a rule set (RULES.md §2).

use jass_core::{PointTable, TrickPlace, TricksWon, hand_points};

use crate::convert;
use crate::error::{Error, jass_result};
use crate::rules::jass_rules;

/// The point table of `contract` under the rules behind `rules`.
fn table(rules: &jass_rules, contract: u8) -> Result<PointTable, Error> {
    Ok(PointTable::new(convert::contract(contract)?, &rules.rules))
}

/// Writes the points of `card` under `contract` (a `jass_contract`) and
/// `rules` to `*out_points`: the Puur of trump counts 20, the Näll 14; in
/// Undenufe sixes count 11 by default (⚙ `undenufe_values`).
///
/// # Safety
///
/// `rules` is a live handle; `out_points` points to a writable `uint16_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_card_points(
    rules: *const jass_rules,
    contract: u8,
    card: u8,
    out_points: *mut u16,
) -> jass_result {
    ffi!(rules: obj, out_points: out => {
        let table = table(rules, contract)?;
        let points = table.card(convert::card(card)?);
        out_points.write(points);
        Ok(())
    })
}

/// Writes the summed points of the cards of `cards` (a card set: a trick, a
/// pile of tricks, a hand) to `*out_points`, without any last-trick bonus.
///
/// # Safety
///
/// `rules` is a live handle; `out_points` points to a writable `uint16_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_card_set_points(
    rules: *const jass_rules,
    contract: u8,
    cards: u64,
    out_points: *mut u16,
) -> jass_result {
    ffi!(rules: obj, out_points: out => {
        let table = table(rules, contract)?;
        let points = table.sum(convert::card_set(cards)?);
        out_points.write(points);
        Ok(())
    })
}

/// Writes the points of a trick (`trick_len` cards, at most 4, none
/// repeated) to `*out_points`, plus the last-trick bonus if `last` is true
/// (the last trick of a complete hand).
///
/// # Safety
///
/// `rules` is a live handle; `trick` points to `trick_len` readable bytes
/// (or `trick_len` is 0); `out_points` points to a writable `uint16_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_trick_points(
    rules: *const jass_rules,
    contract: u8,
    trick: *const u8,
    trick_len: usize,
    last: bool,
    out_points: *mut u16,
) -> jass_result {
    ffi!(rules: obj, out_points: out, trick: slice(trick_len) => {
        let table = table(rules, contract)?;
        let trick = convert::trick(trick)?;
        let points = table.trick(trick.cards(), TrickPlace::last_if(last));
        out_points.write(points);
        Ok(())
    })
}

/// Writes the last-trick bonus under `contract` and `rules` (5 with the
/// standard values) to `*out_points`.
///
/// # Safety
///
/// `rules` is a live handle; `out_points` points to a writable `uint16_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_last_trick_bonus(
    rules: *const jass_rules,
    contract: u8,
    out_points: *mut u16,
) -> jass_result {
    ffi!(rules: obj, out_points: out => {
        let points = table(rules, contract)?.last_trick_bonus();
        out_points.write(points);
        Ok(())
    })
}

/// Writes the points of a whole hand, all 36 cards plus the last-trick
/// bonus (157 with the standard values), to `*out_points`.
///
/// # Safety
///
/// `rules` is a live handle; `out_points` points to a writable `uint16_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_hand_total(
    rules: *const jass_rules,
    contract: u8,
    out_points: *mut u16,
) -> jass_result {
    ffi!(rules: obj, out_points: out => {
        let points = table(rules, contract)?.hand_total();
        out_points.write(points);
        Ok(())
    })
}

/// Writes the points a side scores for a hand before the multiplier to
/// `*out_points`: its `card_points` (with the last-trick bonus), plus the
/// match bonus (⚙ `match_bonus`, 100) if it won every trick.
///
/// Returns `JASS_RESULT_INVALID_ARGUMENT` if the sum does not fit in 16 bits.
///
/// # Safety
///
/// `rules` is a live handle; `out_points` points to a writable `uint16_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_hand_points(
    rules: *const jass_rules,
    card_points: u16,
    won_every_trick: bool,
    out_points: *mut u16,
) -> jass_result {
    ffi!(rules: obj, out_points: out => {
        let rules = &rules.rules;
        // jass-core adds in 16 bits; reject what would overflow there.
        if won_every_trick && card_points.checked_add(rules.match_bonus).is_none() {
            return Err(Error::invalid(format!(
                "card_points {card_points} plus the match bonus {} exceeds 65535",
                rules.match_bonus
            )));
        }
        let points = hand_points(card_points, TricksWon::all_if(won_every_trick), rules);
        out_points.write(points);
        Ok(())
    })
}

#[cfg(test)]
mod tests;
