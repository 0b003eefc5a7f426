//! Card points per contract (RULES.md §2).

use crate::card::{Card, Rank, Suit};
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::rules::{CardValues, Rules, UndenufeValues};

/// The standard values, ranks six to ace, and the last-trick bonus.
const STANDARD: CardValues = CardValues {
    trump: [0, 0, 0, 14, 10, 20, 3, 4, 11],
    side: [0, 0, 0, 0, 10, 2, 3, 4, 11],
    obenabe: [0, 0, 8, 0, 10, 2, 3, 4, 11],
    undenufe: [11, 0, 8, 0, 10, 2, 3, 4, 0],
    last_trick: 5,
};

/// The points of every card under one contract and rule set, with the
/// last-trick bonus: the table a hand is counted with.
///
/// # Examples
///
/// ```
/// use jass_core::{CardSet, Contract, PointTable, Rules, Suit};
///
/// let table = PointTable::new(Contract::Trump(Suit::Hearts), &Rules::schieber());
/// assert_eq!(table.card("HJ".parse()?), 20); // the Puur
/// assert_eq!(table.card("H9".parse()?), 14); // the Näll
/// assert_eq!(table.sum("HJ H9 SA".parse()?), 45);
/// assert_eq!(table.hand_total(), 157);
/// let undenufe = PointTable::new(Contract::Undenufe, &Rules::schieber());
/// assert_eq!(undenufe.card("S6".parse()?), 11);
/// # Ok::<(), jass_core::ParseCardError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PointTable {
    values: [u8; 36],
    last_trick: u8,
    copies: u8,
    pack: CardSet,
}

impl PointTable {
    /// The table for `contract` under `rules` (⚙ `undenufe_values`,
    /// ⚙ `card_values`).
    #[must_use]
    pub const fn new(contract: Contract, rules: &Rules) -> PointTable {
        let values = match rules.card_values {
            Some(values) => values,
            None => STANDARD,
        };
        let undenufe = match (rules.card_values, rules.undenufe_values) {
            (None, UndenufeValues::AceEleven) => values.obenabe,
            _ => values.undenufe,
        };
        let mut table = [0u8; 36];
        let mut suit = 0;
        while suit < 4 {
            let row = match contract {
                Contract::Trump(trump) if trump as usize == suit => values.trump,
                Contract::Trump(_) => values.side,
                Contract::Obenabe => values.obenabe,
                Contract::Undenufe => undenufe,
            };
            let mut rank = 0;
            while rank < 9 {
                table[suit * 9 + rank] = row[rank];
                rank += 1;
            }
            suit += 1;
        }
        PointTable {
            values: table,
            last_trick: values.last_trick,
            copies: rules.copies() as u8,
            pack: rules.pack(),
        }
    }

    /// The points of one card.
    #[must_use]
    pub const fn card(&self, card: Card) -> u16 {
        self.values[card.index() as usize] as u16
    }

    /// The points of a set of cards (a trick, a pile of tricks, a hand).
    #[must_use]
    #[inline]
    pub fn sum(&self, cards: CardSet) -> u16 {
        cards
            .iter()
            .map(|c| u16::from(self.values[c.index() as usize]))
            .sum()
    }

    /// The points of a trick: its cards, plus the last-trick bonus if it is
    /// [`TrickPlace::Last`] (the last trick of a complete hand).
    ///
    /// ```
    /// use jass_core::{Contract, PointTable, Rules, TrickPlace};
    ///
    /// let table = PointTable::new(Contract::Obenabe, &Rules::schieber());
    /// let trick = ["HA".parse()?, "H6".parse()?];
    /// assert_eq!(table.trick(&trick, TrickPlace::Earlier), 11);
    /// assert_eq!(table.trick(&trick, TrickPlace::Last), 16);
    /// # Ok::<(), jass_core::ParseCardError>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn trick(&self, cards: &[Card], place: TrickPlace) -> u16 {
        let points: u16 = cards.iter().map(|&c| self.card(c)).sum();
        points
            + match place {
                TrickPlace::Last => self.last_trick_bonus(),
                TrickPlace::Earlier => 0,
            }
    }

    /// The bonus for the last trick of a complete hand (5 by default).
    #[must_use]
    pub const fn last_trick_bonus(&self) -> u16 {
        self.last_trick as u16
    }

    /// All card points of the pack plus the last-trick bonus: 157 with the
    /// standard values (also at a table of five, whose removed ♦7 counts
    /// nothing); with the double pack 304 in trump contracts, 240 in
    /// Obenabe, 152 in Undenufe under `six_eleven` and 240 under
    /// `ace_eleven`, plus 5. Computed from the rules' pack ([`Rules::pack`]
    /// times [`Rules::copies`]), never assumed, so value overrides, another
    /// removed card and the double pack keep the invariant honest.
    ///
    /// ```
    /// use jass_core::{Card, Contract, PointTable, Rules};
    ///
    /// let five = Rules::schieber_five().with_removed_card("SA".parse::<Card>()?);
    /// assert_eq!(PointTable::new(Contract::Obenabe, &five).hand_total(), 146);
    /// # Ok::<(), jass_core::ParseCardError>(())
    /// ```
    #[must_use]
    pub fn hand_total(&self) -> u16 {
        self.sum(self.pack) * u16::from(self.copies) + self.last_trick_bonus()
    }

    /// The points of `rank` in `suit`.
    #[must_use]
    pub const fn rank_in_suit(&self, suit: Suit, rank: Rank) -> u16 {
        self.card(Card::new(suit, rank))
    }
}

/// Where a trick lies in its hand, which decides whether it earns the
/// last-trick bonus (RULES.md §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TrickPlace {
    /// The last trick of a complete hand: its winner also scores the
    /// last-trick bonus.
    Last,
    /// Any other trick.
    Earlier,
}

impl TrickPlace {
    /// [`TrickPlace::Last`] if `is_last`, else [`TrickPlace::Earlier`].
    #[must_use]
    #[inline]
    pub const fn last_if(is_last: bool) -> TrickPlace {
        if is_last {
            TrickPlace::Last
        } else {
            TrickPlace::Earlier
        }
    }
}

/// Whether a side won every trick of a hand (a "match", RULES.md §2), which
/// earns the match bonus.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TricksWon {
    /// The side won every trick.
    All,
    /// The other side won at least one trick.
    NotAll,
}

impl TricksWon {
    /// [`TricksWon::All`] if `won_all`, else [`TricksWon::NotAll`].
    #[must_use]
    #[inline]
    pub const fn all_if(won_all: bool) -> TricksWon {
        if won_all {
            TricksWon::All
        } else {
            TricksWon::NotAll
        }
    }
}

/// The points a side scores for a hand before the multiplier: its card
/// points and last-trick bonus, plus the match bonus (⚙ `match_bonus`) if it
/// won every trick. Under [validated](Rules::validate) rules the sum always
/// fits; for other inputs it stops at `u16::MAX`.
///
/// ```
/// use jass_core::{hand_points, Rules, TricksWon};
///
/// assert_eq!(hand_points(157, TricksWon::All, &Rules::schieber()), 257);
/// assert_eq!(hand_points(80, TricksWon::NotAll, &Rules::schieber()), 80);
/// ```
#[must_use]
pub const fn hand_points(card_points: u16, tricks: TricksWon, rules: &Rules) -> u16 {
    match tricks {
        TricksWon::All => card_points.saturating_add(rules.match_bonus),
        TricksWon::NotAll => card_points,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::CardValues;

    #[test]
    fn every_contract_totals_157_with_standard_values() {
        for undenufe in [UndenufeValues::SixEleven, UndenufeValues::AceEleven] {
            let rules = Rules::schieber().with_undenufe_values(undenufe);
            for contract in Contract::ALL {
                assert_eq!(
                    PointTable::new(contract, &rules).hand_total(),
                    157,
                    "{contract}"
                );
            }
        }
    }

    #[test]
    fn the_removed_card_of_a_table_of_five_leaves_the_total() {
        // The removed card of a table of five counts nothing by default;
        // another one changes the total.
        let five = Rules::schieber_five();
        assert_eq!(PointTable::new(Contract::Obenabe, &five).hand_total(), 157);
        let ace_out = five.with_removed_card(Card::new(Suit::Hearts, Rank::Ace));
        assert_eq!(
            PointTable::new(Contract::Obenabe, &ace_out).hand_total(),
            146
        );
    }

    #[test]
    fn undenufe_values_option_swaps_six_and_ace() {
        let six = "H6".parse().unwrap();
        let ace = "HA".parse().unwrap();
        let six_eleven = PointTable::new(Contract::Undenufe, &Rules::schieber());
        assert_eq!((six_eleven.card(six), six_eleven.card(ace)), (11, 0));
        let rules = Rules::schieber().with_undenufe_values(UndenufeValues::AceEleven);
        let ace_eleven = PointTable::new(Contract::Undenufe, &rules);
        assert_eq!((ace_eleven.card(six), ace_eleven.card(ace)), (0, 11));
    }

    #[test]
    fn eights_count_eight_only_without_trump() {
        let eight = "C8".parse().unwrap();
        let rules = Rules::schieber();
        assert_eq!(PointTable::new(Contract::Obenabe, &rules).card(eight), 8);
        assert_eq!(PointTable::new(Contract::Undenufe, &rules).card(eight), 8);
        assert_eq!(
            PointTable::new(Contract::Trump(Suit::Clubs), &rules).card(eight),
            0
        );
    }

    #[test]
    fn belmite_override_counts_every_card_four_and_last_trick_13() {
        let rules = Rules::schieber().with_card_values(Some(CardValues::BELMITE));
        for contract in Contract::ALL {
            let table = PointTable::new(contract, &rules);
            assert_eq!(table.card("HJ".parse().unwrap()), 4);
            assert_eq!(table.last_trick_bonus(), 13);
            assert_eq!(table.hand_total(), 157);
        }
    }
}
