//! Weis (melds, `uint8_t` indices 0..121) and stöck: detection, the best
//! declaration, values, the order of RULES.md §4.2 and the Schieber
//! resolution.

use std::cmp::Ordering;
use std::ffi::c_char;

use jass_core::{
    BySeat, CardSet, Contract, Meld, MeldSet, Rules, Seat,
    weis::{
        Declaration, WeisOrder, all_melds, declarable_melds, has_stoeck, schieber_weis,
        stoeck_cards,
    },
};

use crate::convert;
use crate::error::{Error, jass_result};
use crate::ptr::{Out, OutSlice};
use crate::rules::jass_rules;
use crate::types::{JASS_DECLARATION_MAX, JASS_MELD_NONE, JASS_TEAM_NONE, jass_weis_step};

/// Who scores weis in a Schieber hand, as `jass_weis_schieber` resolves it
/// (RULES.md §4.3, automatic mode).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_weis_outcome {
    /// The team that scores weis (0 or 1), or `JASS_TEAM_NONE` if nobody
    /// holds a meld.
    pub team: u8,
    /// The seat holding the best meld, or `JASS_SEAT_NONE`.
    pub best_seat: u8,
    /// The best meld (its index), or `JASS_MELD_NONE`.
    pub best_meld: u8,
    /// The points of every scored meld, before the contract's multiplier.
    pub points: u16,
    /// The melds each seat scores: `melds[seat][0..meld_counts[seat]]`, the
    /// other slots `JASS_MELD_NONE`. Only the scoring team's seats score.
    pub melds: [[u8; JASS_DECLARATION_MAX]; 4],
    /// The number of melds each seat scores.
    pub meld_counts: [u8; 4],
}

/// The name of `meld` as players say it, sequences named from their top card
/// in `contract` (from the lowest card in Undenufe), or in natural order.
fn meld_name(meld: Meld, contract: Option<Contract>) -> String {
    match contract {
        Some(contract) => meld.named(contract).to_string(),
        None => meld.to_string(),
    }
}

/// Reads a meld from its cards in any card notation, or from its name
/// (jass-core's meld notation).
fn parse_meld(text: &str, contract: Option<Contract>) -> Result<Meld, Error> {
    jass_core::notation::parse_meld(text, contract)
        .map_err(|e| Error::new(jass_result::InvalidMeld, e.to_string()))
}

/// Writes `f(meld, rules)` for the meld with index `meld` to `*out`.
fn write_meld_number(
    rules: &jass_rules,
    meld: u8,
    out: Out<'_, u16>,
    f: fn(Meld, &Rules) -> u16,
) -> Result<(), Error> {
    let number = f(convert::meld(meld)?, &rules.rules);
    out.write(number);
    Ok(())
}

/// Writes the melds `f` finds in `hand` (in index order) into the caller's
/// buffer and their number to `*out_count`.
fn write_hand_melds(
    rules: &jass_rules,
    contract: u8,
    hand: u64,
    out_melds: OutSlice<'_, u8>,
    out_count: Out<'_, usize>,
    f: impl Fn(CardSet, Contract, &Rules) -> MeldSet,
) -> Result<(), Error> {
    let melds = f(
        convert::card_set(hand)?,
        convert::contract(contract)?,
        &rules.rules,
    );
    let indices: Vec<u8> = melds.iter().map(convert::meld_index).collect();
    out_melds.write_all(&indices)?;
    out_count.write(indices.len());
    Ok(())
}

/// Writes the name of `meld` (an index in 0..121) into `buf` as a
/// NUL-terminated UTF-8 string: `"sequence of four from ♥Q"`, `"four
/// jacks"`.
///
/// `contract` names sequences as players do in that contract: from their
/// lowest card in Undenufe (`"sequence of three from ♥6"` for ♥6-7-8), from
/// their top card otherwise; `JASS_CONTRACT_NONE` names them from their top
/// card in natural order. A buffer of `JASS_MELD_TEXT_MAX` bytes is always
/// enough; a shorter one that cannot hold the text gives
/// `JASS_RESULT_BUFFER_TOO_SMALL` and is left untouched.
///
/// # Safety
///
/// `buf` points to `len` writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_meld_format(
    meld: u8,
    contract: u8,
    buf: *mut c_char,
    len: usize,
) -> jass_result {
    ffi!(buf: text_buf(len) => {
        let meld = convert::meld(meld)?;
        let contract = convert::naming_contract(contract)?;
        buf.write(&meld_name(meld, contract))
    })
}

/// Reads a meld and writes its index to `*out_meld`: either its cards, in
/// any order and any card notation `jass_card_set_parse` reads (`"HQ HJ H10
/// H9"`, `"♥Q, ♥J, Schellen-Banner"`), or its name as `jass_meld_format`
/// writes it with the same `contract` (case does not matter).
///
/// Returns `JASS_RESULT_INVALID_MELD` for cards that do not form a meld and
/// text that is neither cards nor a meld's name.
///
/// # Safety
///
/// `text` is a NUL-terminated string; `out_meld` points to a writable
/// `uint8_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_meld_parse(
    text: *const c_char,
    contract: u8,
    out_meld: *mut u8,
) -> jass_result {
    ffi!(text: c_str, out_meld: out => {
        let contract = convert::naming_contract(contract)?;
        let meld = parse_meld(text, contract)?;
        out_meld.write(convert::meld_index(meld));
        Ok(())
    })
}

/// Writes the cards of `meld` (an index in 0..121) as a card set to
/// `*out_set`.
///
/// # Safety
///
/// `out_set` points to a writable `uint64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_meld_cards(meld: u8, out_set: *mut u64) -> jass_result {
    ffi!(out_set: out => {
        let cards = convert::meld(meld)?.cards();
        out_set.write(cards.mask());
        Ok(())
    })
}

/// Writes the value of `meld` in the weis table of `rules` to `*out_value`
/// (RULES.md §4.1): what is announced and compared first. Sequences of 3, 4
/// and 5 are worth 20, 50 and 100; longer ones 100 plus ⚙
/// `long_sequence_step` per card in large weis; four jacks 200, four nines
/// ⚙ `four_nines`, other fours 100.
///
/// # Safety
///
/// `rules` is a live handle; `out_value` points to a writable `uint16_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_meld_value(
    rules: *const jass_rules,
    meld: u8,
    out_value: *mut u16,
) -> jass_result {
    ffi!(rules: obj, out_value: out => {
        write_meld_number(rules, meld, out_value, Meld::value)
    })
}

/// Writes the points `meld` scores under `rules`, before the multiplier,
/// to `*out_points`: its value, except that in small weis runs of eight and
/// nine cards score 120 and 150 (five plus three, five plus four).
///
/// # Safety
///
/// `rules` is a live handle; `out_points` points to a writable `uint16_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_meld_points(
    rules: *const jass_rules,
    meld: u8,
    out_points: *mut u16,
) -> jass_result {
    ffi!(rules: obj, out_points: out => {
        write_meld_number(rules, meld, out_points, Meld::points)
    })
}

/// Writes whether `meld` counts at all in `contract` under `rules` to
/// `*out_allowed`: weis is played and, for a four, its rank may form one
/// (⚙ `fours_allowed`, `four_nines`, `undenufe_fours`).
///
/// # Safety
///
/// `rules` is a live handle; `out_allowed` points to a writable `bool`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_weis_allows(
    rules: *const jass_rules,
    contract: u8,
    meld: u8,
    out_allowed: *mut bool,
) -> jass_result {
    ffi!(rules: obj, out_allowed: out => {
        let rules = &rules.rules;
        let order = WeisOrder::new(convert::contract(contract)?, rules);
        let allowed = order.allows(convert::meld(meld)?);
        out_allowed.write(allowed);
        Ok(())
    })
}

/// Writes every meld `hand` holds in `contract` under `rules` (every
/// sequence, shorter ones inside longer runs included, and every four that
/// counts) into `out_melds` in index order, and their number to
/// `*out_count`. None if weis is not played.
///
/// A buffer of `JASS_MELD_COUNT` entries is always enough; a shorter one
/// that cannot hold the list gives `JASS_RESULT_BUFFER_TOO_SMALL` and is
/// left untouched.
///
/// # Safety
///
/// `rules` is a live handle; `out_melds` points to `len` writable bytes;
/// `out_count` points to a writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_weis_all_melds(
    rules: *const jass_rules,
    contract: u8,
    hand: u64,
    out_melds: *mut u8,
    len: usize,
    out_count: *mut usize,
) -> jass_result {
    ffi!(rules: obj, out_melds: buf(len), out_count: out => {
        write_hand_melds(rules, contract, hand, out_melds, out_count, all_melds)
    })
}

/// Writes the melds of `hand` a declaration may hold in `contract` under
/// `rules` into `out_melds` in index order, and their number to
/// `*out_count` (RULES.md §4.1): in large weis each whole run and every
/// four that counts; in small weis every sequence, as the holder may cut a
/// run. None if weis is not played.
///
/// A buffer of `JASS_MELD_COUNT` entries is always enough; a shorter one
/// that cannot hold the list gives `JASS_RESULT_BUFFER_TOO_SMALL` and is
/// left untouched.
///
/// # Safety
///
/// `rules` is a live handle; `out_melds` points to `len` writable bytes;
/// `out_count` points to a writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_weis_declarable_melds(
    rules: *const jass_rules,
    contract: u8,
    hand: u64,
    out_melds: *mut u8,
    len: usize,
    out_count: *mut usize,
) -> jass_result {
    ffi!(rules: obj, out_melds: buf(len), out_count: out => {
        write_hand_melds(rules, contract, hand, out_melds, out_count, declarable_melds)
    })
}

/// Writes the best declaration of `hand` in `contract` under `rules` (the
/// melds a player declaring automatically scores, RULES.md §4.3) into
/// `out_melds` in index order, and their number to `*out_count`. None if
/// weis is not played.
///
/// For a hand of up to nine cards `JASS_DECLARATION_MAX` entries are
/// enough, for any hand `JASS_MELD_COUNT`; a buffer that cannot hold the
/// declaration gives `JASS_RESULT_BUFFER_TOO_SMALL` and is left untouched.
///
/// # Safety
///
/// `rules` is a live handle; `out_melds` points to `len` writable bytes;
/// `out_count` points to a writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_weis_best_declaration(
    rules: *const jass_rules,
    contract: u8,
    hand: u64,
    out_melds: *mut u8,
    len: usize,
    out_count: *mut usize,
) -> jass_result {
    ffi!(rules: obj, out_melds: buf(len), out_count: out => {
        let best = |hand, contract, rules: &Rules| Declaration::best(hand, contract, rules).melds();
        write_hand_melds(rules, contract, hand, out_melds, out_count, best)
    })
}

/// Checks that a player may declare exactly the `len` melds at `melds` from
/// `hand` in `contract` under `rules`, and writes their points (before the
/// multiplier) to `*out_points`.
///
/// Each meld must count under the rules, lie in the hand and be listed once;
/// in large weis each sequence is a whole run of the hand; no card counts
/// in two sequences, and in small weis in two melds at all (but for the
/// trump king and queen under ⚙ `trump_kq_in_two_melds`). The first meld at
/// fault gives its code: `JASS_RESULT_WEIS_DISABLED`,
/// `JASS_RESULT_MELD_NOT_ALLOWED`, `JASS_RESULT_MELD_NOT_IN_HAND`,
/// `JASS_RESULT_DUPLICATE_MELD`, `JASS_RESULT_PART_OF_LONGER_SEQUENCE` or
/// `JASS_RESULT_CARD_IN_TWO_MELDS`. No melds (`len` 0, `melds` may be NULL)
/// is a valid declaration worth 0.
///
/// # Safety
///
/// `rules` is a live handle; `melds` points to `len` readable bytes (or
/// `len` is 0); `out_points` points to a writable `uint16_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_weis_check_declaration(
    rules: *const jass_rules,
    contract: u8,
    hand: u64,
    melds: *const u8,
    len: usize,
    out_points: *mut u16,
) -> jass_result {
    ffi!(rules: obj, out_points: out, melds: slice(len) => {
        let rules = &rules.rules;
        let contract = convert::contract(contract)?;
        let hand = convert::card_set(hand)?;
        let indices = melds.get()?;
        let melds = indices
            .iter()
            .map(|&index| convert::meld(index))
            .collect::<Result<Vec<_>, _>>()?;
        let declaration = Declaration::try_new(melds, hand, contract, rules)?;
        out_points.write(declaration.total(rules));
        Ok(())
    })
}

/// Compares melds `a` and `b` in `contract` under `rules` by the order of
/// RULES.md §4.2 steps 1–6. Writes 1 to `*out_order` if `a` is stronger,
/// -1 if `b` is, 0 if they are equally strong (the same meld, or the same
/// sequence in two plain suits: then the seat that plays first wins, step
/// 7), and the deciding step (a `jass_weis_step`; `JASS_WEIS_STEP_TIE` for
/// equal melds) to `*out_step`.
///
/// # Safety
///
/// `rules` is a live handle; `out_order` points to a writable `int8_t`;
/// `out_step` points to a writable `uint8_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_weis_compare(
    rules: *const jass_rules,
    contract: u8,
    a: u8,
    b: u8,
    out_order: *mut i8,
    out_step: *mut u8,
) -> jass_result {
    ffi!(rules: obj, out_order: out, out_step: out => {
        let rules = &rules.rules;
        let order = WeisOrder::new(convert::contract(contract)?, rules);
        let (a, b) = (convert::meld(a)?, convert::meld(b)?);
        let ordering = match order.compare(a, b) {
            Ordering::Less => -1,
            Ordering::Equal => 0,
            Ordering::Greater => 1,
        };
        let step = jass_weis_step::from(order.explain(a, b).step());
        out_order.write(ordering);
        out_step.write(step as u8);
        Ok(())
    })
}

/// Resolves the weis of a Schieber hand in the automatic mode (RULES.md
/// §4.3): every seat declares its best, the single best meld (on a tie the
/// seat playing earlier to the first trick, which `first_trick_leader`
/// leads) wins, and its team scores all its seats' melds. Writes the
/// outcome to `*out_outcome`.
///
/// `hands` holds `len` = 4 card sets, seat 0 first, of at most nine cards
/// each and no card twice (`JASS_RESULT_INVALID_DEAL`,
/// `JASS_RESULT_DUPLICATE_CARD`).
///
/// # Safety
///
/// `rules` is a live handle; `hands` points to `len` readable `uint64_t`;
/// `out_outcome` points to a writable `jass_weis_outcome`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_weis_schieber(
    rules: *const jass_rules,
    contract: u8,
    hands: *const u64,
    len: usize,
    first_trick_leader: u8,
    out_outcome: *mut jass_weis_outcome,
) -> jass_result {
    ffi!(rules: obj, hands: nonnull_slice(len), out_outcome: out => {
        let rules = &rules.rules;
        let contract = convert::contract(contract)?;
        if len != 4 {
            return Err(Error::invalid(format!("len is {len}, but Schieber has 4 hands")));
        }
        let masks = hands.get()?;
        let hands = disjoint_hands(masks, 9)?;
        let leader = convert::seat_for_core(first_trick_leader, 4)?;
        let outcome = schieber_weis(&hands, leader, contract, rules)?;
        let mut result = jass_weis_outcome {
            team: outcome.team().map_or(JASS_TEAM_NONE, u8::from),
            best_seat: outcome.best.map_or(crate::types::JASS_SEAT_NONE, |(seat, _)| u8::from(seat)),
            best_meld: outcome.best.map_or(JASS_MELD_NONE, |(_, meld)| convert::meld_index(meld)),
            points: outcome.points,
            melds: [[JASS_MELD_NONE; JASS_DECLARATION_MAX]; 4],
            meld_counts: [0; 4],
        };
        for (seat, declaration) in outcome.scored.iter().take(4) {
            for (slot, meld) in declaration.melds().iter().enumerate() {
                *result.melds[seat.index()]
                    .get_mut(slot)
                    .ok_or_else(|| Error::invalid("a declaration has more than three melds"))? =
                    convert::meld_index(meld);
            }
            result.meld_counts[seat.index()] = declaration.len() as u8;
        }
        out_outcome.write(result);
        Ok(())
    })
}

/// The hands of `masks`, seat 0 first: each valid, of at most `most`
/// cards, no card in two hands.
pub(crate) fn disjoint_hands(masks: &[u64], most: usize) -> Result<BySeat<CardSet>, Error> {
    let mut hands = BySeat([CardSet::EMPTY; 6]);
    let mut seen = CardSet::EMPTY;
    for (seat, &mask) in Seat::ALL.into_iter().zip(masks) {
        let hand = convert::card_set(mask)?;
        if hand.len() > most {
            return Err(Error::new(
                jass_result::InvalidDeal,
                format!(
                    "{seat} holds {}, at most {most} allowed",
                    convert::cards(hand.len())
                ),
            ));
        }
        if let Some(card) = (hand & seen).first() {
            return Err(Error::new(
                jass_result::DuplicateCard,
                format!("card {card} is in two hands"),
            ));
        }
        seen |= hand;
        hands[seat] = hand;
    }
    Ok(hands)
}

/// Writes whether `hand` holds stöck in `contract`, both the trump king and
/// queen (RULES.md §4.4), to `*out_has`. Never in Obenabe or Undenufe.
///
/// # Safety
///
/// `out_has` points to a writable `bool`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_weis_has_stoeck(
    contract: u8,
    hand: u64,
    out_has: *mut bool,
) -> jass_result {
    ffi!(out_has: out => {
        let has = has_stoeck(convert::card_set(hand)?, convert::contract(contract)?);
        out_has.write(has);
        Ok(())
    })
}

/// Writes the stöck cards of `contract`, the trump king and queen, as a card
/// set to `*out_set`; the empty set in Obenabe and Undenufe.
///
/// # Safety
///
/// `out_set` points to a writable `uint64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_weis_stoeck_cards(contract: u8, out_set: *mut u64) -> jass_result {
    ffi!(out_set: out => {
        let cards = stoeck_cards(convert::contract(contract)?);
        out_set.write(cards.mask());
        Ok(())
    })
}

#[cfg(test)]
mod tests;
