//! Finding the melds of a hand with bit tricks on the nine-bit rank masks.
//!
//! A hand's cards of one suit are nine bits (bit 0 = six). For each of the
//! 512 possible masks, const tables give the melds' bits within the suit's
//! 28 sequence indices (see [`Meld::index`](crate::Meld::index)): the
//! maximal runs, and every run (sub-sequences included). A four of rank `r`
//! is bit `r` in all four masks at once, and its meld index is `r`, so the
//! fours of a hand are one `&` of four masks.

use crate::card::Suit;
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::rules::{Rules, WeisTable};
use crate::weis::compare::WeisOrder;
use crate::weis::meld_set::MeldSet;

/// Index of the first sequence of each length (3..=9) within a suit.
const LENGTH_OFFSET: [u32; 7] = [0, 7, 13, 18, 22, 25, 27];

/// Bits (within a suit's 28 sequence indices) of the maximal runs of at
/// least three cards in each rank mask.
pub(crate) static MAXIMAL_RUNS: [u32; 512] = run_table(false);

/// Bits of every run of at least three cards, sub-sequences included.
static ALL_RUNS: [u32; 512] = run_table(true);

const fn run_table(sub_sequences: bool) -> [u32; 512] {
    let mut table = [0u32; 512];
    let mut mask = 0u32;
    while mask < 512 {
        let mut bits = 0u32;
        let mut bottom = 0;
        while bottom < 9 {
            // The run starting at `bottom`, if `bottom` starts one.
            let mut len = 0;
            while bottom + len < 9 && mask >> (bottom + len) & 1 == 1 {
                len += 1;
            }
            if len >= 3 {
                if sub_sequences {
                    let mut low = bottom;
                    while low + 3 <= bottom + len {
                        let mut sub = 3;
                        while low + sub <= bottom + len {
                            bits |= 1 << (LENGTH_OFFSET[sub - 3] + low as u32);
                            sub += 1;
                        }
                        low += 1;
                    }
                } else {
                    bits |= 1 << (LENGTH_OFFSET[len - 3] + bottom as u32);
                }
            }
            bottom += if len == 0 { 1 } else { len };
        }
        table[mask as usize] = bits;
        mask += 1;
    }
    table
}

/// The meld-set bits of the runs of each suit, read from `table`.
#[inline]
pub(crate) fn runs(masks: [u16; 4], table: &[u32; 512]) -> u128 {
    let mut bits = 0u128;
    for (suit, mask) in masks.into_iter().enumerate() {
        bits |= u128::from(table[usize::from(mask)]) << (9 + 28 * suit);
    }
    bits
}

/// The nine-bit rank masks of the four suits of `hand`.
#[inline]
pub(crate) fn suit_masks(hand: CardSet) -> [u16; 4] {
    Suit::ALL.map(|suit| hand.suit_ranks(suit))
}

/// The ranks held in all four suits (as nine bits): the hand's fours.
#[inline]
pub(crate) fn four_ranks(masks: [u16; 4]) -> u16 {
    masks[0] & masks[1] & masks[2] & masks[3]
}

/// The maximal runs and the allowed fours of `hand`: its melds in large
/// weis.
#[inline]
pub(crate) fn large_melds(hand: CardSet, order: &WeisOrder) -> MeldSet {
    let masks = suit_masks(hand);
    let fours = four_ranks(masks) & order.four_ranks();
    MeldSet::from_mask(runs(masks, &MAXIMAL_RUNS) | u128::from(fours))
}

/// Every meld `hand` holds that counts under `rules` in `contract`: every
/// sequence of three or more cards, including the shorter sequences inside
/// a longer run, and every four the rules allow in this contract. Empty if
/// weis is not played.
///
/// This is what Schmaus announcements choose from (RULES.md §6). A
/// Schieber declaration may use fewer of them: see [`declarable_melds`].
///
/// # Examples
///
/// ```
/// use jass_core::{Contract, Meld, Rank, Rules, Suit, weis::all_melds};
///
/// let hand = "S9 S8 S7 S6 HA DA CA SA C10".parse()?;
/// let melds = all_melds(hand, Contract::Trump(Suit::Hearts), &Rules::schieber());
/// assert!(melds.contains(Meld::Four(Rank::Ace)));
/// assert!(melds.contains(Meld::sequence(Suit::Spades, 4, Rank::Nine)));
/// assert!(melds.contains(Meld::sequence(Suit::Spades, 3, Rank::Eight)));
/// assert_eq!(melds.len(), 4);
/// # Ok::<(), jass_core::ParseCardError>(())
/// ```
#[must_use]
pub fn all_melds(hand: CardSet, contract: Contract, rules: &Rules) -> MeldSet {
    let order = WeisOrder::new(contract, rules);
    if !order.weis_enabled() {
        return MeldSet::EMPTY;
    }
    let masks = suit_masks(hand);
    let fours = four_ranks(masks) & order.four_ranks();
    MeldSet::from_mask(runs(masks, &ALL_RUNS) | u128::from(fours))
}

/// The melds of `hand` that a declaration may contain (RULES.md §4.1): in
/// large weis every maximal sequence (a shorter sequence inside a longer run
/// never counts separately) and every allowed four; in small weis every
/// sequence, sub-sequences included, since the holder may cut a run to free
/// cards for a four. Empty if weis is not played.
///
/// # Examples
///
/// ```
/// use jass_core::{Contract, Rules, weis::declarable_melds};
///
/// let hand = "HQ HJ H10 H9 C6 C7 S8 SA DA".parse()?;
/// let large = Rules::schieber();
/// let small = Rules::schieber_1000();
/// assert_eq!(declarable_melds(hand, Contract::Obenabe, &large).len(), 1);
/// // Q-J-10-9, Q-J-10 and J-10-9.
/// assert_eq!(declarable_melds(hand, Contract::Obenabe, &small).len(), 3);
/// # Ok::<(), jass_core::ParseCardError>(())
/// ```
#[must_use]
pub fn declarable_melds(hand: CardSet, contract: Contract, rules: &Rules) -> MeldSet {
    match rules.weis_table {
        WeisTable::Small => all_melds(hand, contract, rules),
        WeisTable::Large => {
            let order = WeisOrder::new(contract, rules);
            if order.weis_enabled() {
                large_melds(hand, &order)
            } else {
                MeldSet::EMPTY
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::Rank;
    use crate::weis::meld::Meld;

    fn hand(text: &str) -> CardSet {
        text.parse().unwrap()
    }

    #[test]
    fn run_tables_agree_with_a_direct_scan() {
        for mask in 0..512u16 {
            let cards = CardSet::from_suit_ranks(Suit::Hearts, mask);
            let maximal = MeldSet::from_mask(runs(suit_masks(cards), &MAXIMAL_RUNS));
            let every = MeldSet::from_mask(runs(suit_masks(cards), &ALL_RUNS));
            for index in 0..121 {
                let meld = Meld::from_index(index).unwrap();
                let Meld::Sequence { suit, len, .. } = meld else {
                    continue;
                };
                let held = suit == Suit::Hearts && meld.is_in(cards);
                assert_eq!(every.contains(meld), held, "{mask:#b} {meld}");
                let bottom = meld.bottom().unwrap() as u16;
                let extends_down = bottom > 0 && mask >> (bottom - 1) & 1 == 1;
                let extends_up =
                    bottom + u16::from(len) < 9 && mask >> (bottom + u16::from(len)) & 1 == 1;
                assert_eq!(
                    maximal.contains(meld),
                    held && !extends_down && !extends_up,
                    "{mask:#b} {meld}"
                );
            }
        }
    }

    #[test]
    fn fours_follow_the_rules_of_the_contract() {
        let sixes_and_aces = hand("H6 D6 S6 C6 HA DA SA CA");
        let rules = Rules::schieber_1000();
        let trump = all_melds(sixes_and_aces, Contract::Trump(Suit::Hearts), &rules);
        assert!(trump.contains(Meld::Four(Rank::Ace)));
        assert!(!trump.contains(Meld::Four(Rank::Six)));
        let undenufe = all_melds(sixes_and_aces, Contract::Undenufe, &rules);
        assert!(!undenufe.contains(Meld::Four(Rank::Ace)));
        assert!(undenufe.contains(Meld::Four(Rank::Six)));
        let disabled = Rules::schieber().with_weis_enabled(false);
        assert!(all_melds(sixes_and_aces, Contract::Obenabe, &disabled).is_empty());
        assert!(declarable_melds(sixes_and_aces, Contract::Obenabe, &disabled).is_empty());
    }
}
