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
use crate::rules::{borrow, jass_rules};
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
///
/// # Safety
///
/// `rules` is a non-NULL live handle; `out` is non-NULL and writable.
unsafe fn write_meld_number(
    rules: *const jass_rules,
    meld: u8,
    out: *mut u16,
    f: fn(Meld, &Rules) -> u16,
) -> Result<(), Error> {
    // SAFETY: `rules` is a live handle (caller).
    let rules = unsafe { borrow(rules) };
    let number = f(convert::meld(meld)?, rules);
    // SAFETY: `out` is non-NULL and writable (caller).
    unsafe { convert::write(out, number) };
    Ok(())
}

/// Writes the melds `f` finds in `hand` (in index order) into the caller's
/// buffer and their number to `*out_count`.
///
/// # Safety
///
/// `rules` is a non-NULL live handle; `out_melds` is non-NULL with room for
/// `len` bytes; `out_count` is non-NULL and writable.
unsafe fn write_hand_melds(
    rules: *const jass_rules,
    contract: u8,
    hand: u64,
    out_melds: *mut u8,
    len: usize,
    out_count: *mut usize,
    f: impl Fn(CardSet, Contract, &Rules) -> MeldSet,
) -> Result<(), Error> {
    // SAFETY: `rules` is a live handle (caller).
    let rules = unsafe { borrow(rules) };
    let melds = f(
        convert::card_set(hand)?,
        convert::contract(contract)?,
        rules,
    );
    let indices: Vec<u8> = melds.iter().map(convert::meld_index).collect();
    // SAFETY: `out_melds` has room for `len` bytes (caller).
    unsafe { convert::write_array(out_melds, len, &indices) }?;
    // SAFETY: `out_count` is non-NULL and writable (caller).
    unsafe { convert::write(out_count, indices.len()) };
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
    ffi!(nonnull(buf) {
        let meld = convert::meld(meld)?;
        let contract = convert::naming_contract(contract)?;
        // SAFETY: `buf` is non-NULL with `len` writable bytes (caller).
        unsafe { convert::write_text(buf, len, &meld_name(meld, contract)) }
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
    ffi!(nonnull(text, out_meld) {
        // SAFETY: `text` is a non-NULL NUL-terminated string (caller).
        let text = unsafe { convert::text(text, "text") }?;
        let contract = convert::naming_contract(contract)?;
        let meld = parse_meld(text, contract)?;
        // SAFETY: `out_meld` is non-NULL and writable (caller).
        unsafe { convert::write(out_meld, convert::meld_index(meld)) };
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
    ffi!(nonnull(out_set) {
        let cards = convert::meld(meld)?.cards();
        // SAFETY: `out_set` is non-NULL and writable (caller).
        unsafe { convert::write(out_set, cards.mask()) };
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
    ffi!(nonnull(rules, out_value) {
        // SAFETY: `rules` is a live handle, `out_value` writable (caller).
        unsafe { write_meld_number(rules, meld, out_value, Meld::value) }
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
    ffi!(nonnull(rules, out_points) {
        // SAFETY: `rules` is a live handle, `out_points` writable (caller).
        unsafe { write_meld_number(rules, meld, out_points, Meld::points) }
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
    ffi!(nonnull(rules, out_allowed) {
        // SAFETY: `rules` is a live handle (caller).
        let rules = unsafe { borrow(rules) };
        let order = WeisOrder::new(convert::contract(contract)?, rules);
        let allowed = order.allows(convert::meld(meld)?);
        // SAFETY: `out_allowed` is non-NULL and writable (caller).
        unsafe { convert::write(out_allowed, allowed) };
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
    ffi!(nonnull(rules, out_melds, out_count) {
        // SAFETY: as documented (caller).
        unsafe { write_hand_melds(rules, contract, hand, out_melds, len, out_count, all_melds) }
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
    ffi!(nonnull(rules, out_melds, out_count) {
        // SAFETY: as documented (caller).
        unsafe {
            write_hand_melds(rules, contract, hand, out_melds, len, out_count, declarable_melds)
        }
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
    ffi!(nonnull(rules, out_melds, out_count) {
        let best = |hand, contract, rules: &Rules| Declaration::best(hand, contract, rules).melds();
        // SAFETY: as documented (caller).
        unsafe { write_hand_melds(rules, contract, hand, out_melds, len, out_count, best) }
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
    ffi!(nonnull(rules, out_points) {
        // SAFETY: `rules` is a live handle (caller).
        let rules = unsafe { borrow(rules) };
        let contract = convert::contract(contract)?;
        let hand = convert::card_set(hand)?;
        // SAFETY: `melds` has `len` readable bytes or `len` is 0 (caller).
        let indices = unsafe { convert::slice(melds, len, "melds") }?;
        let melds = indices
            .iter()
            .map(|&index| convert::meld(index))
            .collect::<Result<Vec<_>, _>>()?;
        let declaration = Declaration::try_new(melds, hand, contract, rules)?;
        // SAFETY: `out_points` is non-NULL and writable (caller).
        unsafe { convert::write(out_points, declaration.total(rules)) };
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
    ffi!(nonnull(rules, out_order, out_step) {
        // SAFETY: `rules` is a live handle (caller).
        let rules = unsafe { borrow(rules) };
        let order = WeisOrder::new(convert::contract(contract)?, rules);
        let (a, b) = (convert::meld(a)?, convert::meld(b)?);
        let ordering = match order.compare(a, b) {
            Ordering::Less => -1,
            Ordering::Equal => 0,
            Ordering::Greater => 1,
        };
        let step = jass_weis_step::from(order.explain(a, b).step());
        // SAFETY: the out-parameters are non-NULL and writable (caller).
        unsafe {
            convert::write(out_order, ordering);
            convert::write(out_step, step as u8);
        }
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
    ffi!(nonnull(rules, hands, out_outcome) {
        // SAFETY: `rules` is a live handle (caller).
        let rules = unsafe { borrow(rules) };
        let contract = convert::contract(contract)?;
        if len != 4 {
            return Err(Error::invalid(format!("len is {len}, but Schieber has 4 hands")));
        }
        // SAFETY: `hands` is non-NULL with `len` readable entries (caller).
        let masks = unsafe { convert::slice(hands, len, "hands") }?;
        let hands = disjoint_hands(masks, 9)?;
        let leader = convert::seat_of(first_trick_leader, 4)?;
        let outcome = schieber_weis(&hands, leader, contract, rules);
        let mut result = jass_weis_outcome {
            team: outcome.team().map_or(JASS_TEAM_NONE, u8::from),
            best_seat: outcome.best.map_or(crate::types::JASS_SEAT_NONE, |(seat, _)| u8::from(seat)),
            best_meld: outcome.best.map_or(JASS_MELD_NONE, |(_, meld)| convert::meld_index(meld)),
            points: outcome.points,
            melds: [[JASS_MELD_NONE; JASS_DECLARATION_MAX]; 4],
            meld_counts: [0; 4],
        };
        for (seat, declaration) in outcome.scored.iter() {
            for (slot, meld) in declaration.melds().iter().enumerate() {
                *result.melds[seat.index()]
                    .get_mut(slot)
                    .ok_or_else(|| Error::invalid("a declaration has more than three melds"))? =
                    convert::meld_index(meld);
            }
            result.meld_counts[seat.index()] = declaration.len() as u8;
        }
        // SAFETY: `out_outcome` is non-NULL and writable (caller).
        unsafe { convert::write(out_outcome, result) };
        Ok(())
    })
}

/// The hands of `masks`, seat 0 first: each valid, of at most `most`
/// cards, no card in two hands.
pub(crate) fn disjoint_hands(masks: &[u64], most: usize) -> Result<BySeat<CardSet>, Error> {
    let mut hands = BySeat([CardSet::EMPTY; 4]);
    let mut seen = CardSet::EMPTY;
    for (seat, &mask) in Seat::ALL.into_iter().zip(masks) {
        let hand = convert::card_set(mask)?;
        if hand.len() > most {
            return Err(Error::new(
                jass_result::InvalidDeal,
                format!("{seat} holds {} cards, at most {most} allowed", hand.len()),
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
    ffi!(nonnull(out_has) {
        let has = has_stoeck(convert::card_set(hand)?, convert::contract(contract)?);
        // SAFETY: `out_has` is non-NULL and writable (caller).
        unsafe { convert::write(out_has, has) };
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
    ffi!(nonnull(out_set) {
        let cards = stoeck_cards(convert::contract(contract)?);
        // SAFETY: `out_set` is non-NULL and writable (caller).
        unsafe { convert::write(out_set, cards.mask()) };
        Ok(())
    })
}

#[cfg(test)]
mod tests {
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
                let r = unsafe { borrow(rules.0) };
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
                jass_weis_check_declaration(
                    large.0,
                    3,
                    cards(hand),
                    bad.as_ptr(),
                    2,
                    &raw mut points
                ),
                jass_result::MeldOutOfRange
            );
            assert_eq!(
                jass_weis_check_declaration(large.0, 3, 1 << 40, bad.as_ptr(), 1, &raw mut points),
                jass_result::CardSetOutOfRange
            );
            assert_eq!(
                jass_weis_check_declaration(
                    large.0,
                    3,
                    cards(hand),
                    ptr::null(),
                    1,
                    &raw mut points
                ),
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
                jass_weis_check_declaration(
                    large.0,
                    3,
                    cards(hand),
                    bad.as_ptr(),
                    1,
                    ptr::null_mut()
                ),
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
}
