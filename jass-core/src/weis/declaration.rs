//! `Declaration`: the melds one player scores, chosen automatically or
//! checked when a player chooses them.

use core::fmt;

use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::rules::{Rules, WeisTable};
use crate::weis::compare::WeisOrder;
use crate::weis::detect::{MAXIMAL_RUNS, four_ranks, large_melds, runs, suit_masks};
use crate::weis::error::WeisError;
use crate::weis::meld::Meld;
use crate::weis::meld_set::MeldSet;

/// The melds one player scores from their hand (RULES.md §4.1).
///
/// `Copy`, 16 bytes, no heap: a [`MeldSet`] underneath, so the same melds
/// make the same declaration whatever order they were listed in. A
/// declaration is built either automatically ([`Declaration::best`]) or
/// from a player's choice, checked against the hand and the rules
/// ([`Declaration::try_new`]).
///
/// A hand of nine cards scores at most [`Declaration::MAX_MELDS`] = 3
/// melds: for example four kings, four queens and the trump K-Q-J under ⚙
/// `trump_kq_in_two_melds`, or three sequences of three. Every meld has at
/// least three cards. In small weis the melds are disjoint but for the
/// trump king and queen, which may each count twice, so four melds would
/// need at least 12 − 2 = 10 cards. In large weis sequences are disjoint
/// from each other and so are fours: four sequences need 12 cards; three
/// sequences fill the hand in at most three suits, leaving no four (it needs
/// a card of each suit); two fours give each suit only two cards, so each of
/// two sequences needs a card more: 10; one sequence and three fours need
/// 12, four fours 16. (The integration tests also check the bound on every
/// declaration a brute-force search finds.)
///
/// # Examples
///
/// ```
/// use jass_core::{Contract, Meld, Rank, Rules, Suit, weis::Declaration};
///
/// // Four kings and the hearts K-Q-J-10.
/// let hand = "HK HQ HJ H10 SK DK CK C6 S7".parse()?;
/// let contract = Contract::Trump(Suit::Clubs);
///
/// // Large weis: a card may be in a four and a sequence.
/// let large = Rules::schieber();
/// let both = Declaration::best(hand, contract, &large);
/// assert_eq!(both.total(&large), 150);
///
/// // Small weis: no card twice. The automatic choice keeps the strongest
/// // meld (four kings beat a sequence of four) and adds Q-J-10.
/// let small = Rules::schieber_3000();
/// let chosen = Declaration::best(hand, contract, &small);
/// assert_eq!(chosen.best_meld(contract, &small), Some(Meld::Four(Rank::King)));
/// assert!(chosen.contains(Meld::sequence(Suit::Hearts, 3, Rank::Queen)));
/// assert_eq!(chosen.total(&small), 120);
///
/// // A player may choose the sequence of four instead.
/// let run = Declaration::try_new([Meld::sequence(Suit::Hearts, 4, Rank::King)], hand, contract, &small)?;
/// assert_eq!(run.total(&small), 50);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Declaration(MeldSet);

impl Declaration {
    /// No melds.
    pub const EMPTY: Declaration = Declaration(MeldSet::EMPTY);

    /// The most melds a hand of nine cards can score (see the type's
    /// documentation).
    pub const MAX_MELDS: usize = 3;

    /// The declaration of a player who declares their best (the automatic
    /// mode of RULES.md §4.3).
    ///
    /// Large weis: every maximal sequence and every allowed four. Small
    /// weis: of the ways to use each card once (the trump king and queen
    /// twice under ⚙ `trump_kq_in_two_melds`), the one whose best meld is
    /// strongest (§4.2), then the one with the most points; a run of eight
    /// or nine stays one sequence, scored as five plus three or five plus
    /// four ([`Meld::points`]). Empty if weis is not played.
    ///
    /// Any set of cards is accepted; only hands of up to nine cards are
    /// bounded by [`Declaration::MAX_MELDS`].
    #[must_use]
    pub fn best(hand: CardSet, contract: Contract, rules: &Rules) -> Declaration {
        Declaration::best_with(hand, &WeisOrder::new(contract, rules))
    }

    /// [`Declaration::best`] with an order built once for several hands.
    #[must_use]
    pub fn best_with(hand: CardSet, order: &WeisOrder) -> Declaration {
        if !order.weis_enabled() {
            return Declaration::EMPTY;
        }
        match order.table() {
            WeisTable::Large => Declaration(large_melds(hand, order)),
            WeisTable::Small => Declaration(best_small(hand, order)),
        }
    }

    /// The declaration of exactly `melds`, checked against `hand` and the
    /// rules: each meld is well formed, counts under the rules in this
    /// contract, lies in the hand and is listed once; in large weis each
    /// sequence is a whole run of the hand; no card is in two sequences,
    /// and in small weis no card is in two melds at all, except that under
    /// ⚙ `trump_kq_in_two_melds` the trump king and queen may each be in a
    /// four and in a trump sequence.
    ///
    /// In small weis a player may cut a run (for example a run of eight
    /// into sequences of five and three); the declaration then holds the
    /// pieces, and its best meld is the best piece.
    ///
    /// # Errors
    ///
    /// [`WeisError::WeisDisabled`], [`WeisError::Malformed`],
    /// [`WeisError::NotAllowed`], [`WeisError::NotInHand`],
    /// [`WeisError::DuplicateMeld`], [`WeisError::PartOfLongerSequence`] or
    /// [`WeisError::CardInTwoMelds`], naming the first meld at fault.
    pub fn try_new<I>(
        melds: I,
        hand: CardSet,
        contract: Contract,
        rules: &Rules,
    ) -> Result<Declaration, WeisError>
    where
        I: IntoIterator<Item = Meld>,
    {
        let order = WeisOrder::new(contract, rules);
        let declarable = match order.table() {
            WeisTable::Large => large_melds(hand, &order),
            WeisTable::Small => MeldSet::ALL,
        };
        let mut set = MeldSet::EMPTY;
        for meld in melds {
            check_meld(meld, hand, &order)?;
            if set.contains(meld) {
                return Err(WeisError::DuplicateMeld { meld });
            }
            if meld.is_sequence() && !declarable.contains(meld) {
                let sequence = containing_run(meld, declarable).unwrap_or(meld);
                return Err(WeisError::PartOfLongerSequence { meld, sequence });
            }
            for other in set {
                if let Some(card) = order.conflict(other, meld).first() {
                    return Err(WeisError::CardInTwoMelds {
                        card,
                        first: other,
                        second: meld,
                    });
                }
            }
            set = set.with(meld);
        }
        Ok(Declaration(set))
    }

    /// The melds, in index order (see [`MeldSet`]).
    #[must_use]
    pub const fn melds(&self) -> MeldSet {
        self.0
    }

    /// The number of melds.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether nothing is declared.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether `meld` is one of the melds.
    #[must_use]
    pub const fn contains(&self, meld: Meld) -> bool {
        self.0.contains(meld)
    }

    /// Every card of every meld: what is shown when the declaration is
    /// asked to be seen (RULES.md §4.3).
    #[must_use]
    pub fn cards(&self) -> CardSet {
        self.0.cards()
    }

    /// The points of all melds, before the multiplier ([`Meld::points`]).
    #[must_use]
    pub fn total(&self, rules: &Rules) -> u16 {
        self.0
            .iter()
            .fold(0u16, |sum, meld| sum.saturating_add(meld.points(rules)))
    }

    /// The strongest meld (RULES.md §4.2), the one that competes.
    #[must_use]
    pub fn best_meld(&self, contract: Contract, rules: &Rules) -> Option<Meld> {
        WeisOrder::new(contract, rules).strongest(self.0)
    }
}

/// Checks what a meld needs whatever else is declared: well formed,
/// allowed, in the hand.
pub(crate) fn check_meld(meld: Meld, hand: CardSet, order: &WeisOrder) -> Result<(), WeisError> {
    if !order.weis_enabled() {
        return Err(WeisError::WeisDisabled);
    }
    if !meld.is_well_formed() {
        return Err(WeisError::Malformed { meld });
    }
    if !order.allows(meld) {
        return Err(WeisError::NotAllowed {
            meld,
            contract: order.contract(),
        });
    }
    match (meld.cards() - hand).first() {
        Some(card) => Err(WeisError::NotInHand { meld, card }),
        None => Ok(()),
    }
}

/// The sequence of `melds` that contains the cards of `sequence`.
pub(crate) fn containing_run(sequence: Meld, melds: MeldSet) -> Option<Meld> {
    let cards = sequence.cards();
    melds
        .iter()
        .find(|meld| meld.is_sequence() && cards.is_subset(meld.cards()))
}

/// The automatic small-weis declaration: for each choice of fours, the
/// whole runs of the cards they leave; the choice with the strongest best
/// meld, then the most points.
fn best_small(hand: CardSet, order: &WeisOrder) -> MeldSet {
    let masks = suit_masks(hand);
    let fours = four_ranks(masks) & order.four_ranks();
    let shared_masks = suit_masks(order.shared_cards());
    let mut best = (0u32, 0u16, 0u128);
    let mut chosen = fours;
    loop {
        let mut left = masks;
        for (mask, (&held, &shared)) in left.iter_mut().zip(masks.iter().zip(&shared_masks)) {
            // A four of rank r takes bit r of every suit, except the trump
            // king and queen when they may count twice.
            *mask = held & !(chosen & !shared);
        }
        let bits = runs(left, &MAXIMAL_RUNS) | u128::from(chosen);
        let (key, points) = rate(MeldSet::from_mask(bits), order);
        if (key, points) > (best.0, best.1) {
            best = (key, points, bits);
        }
        if chosen == 0 {
            break;
        }
        chosen = (chosen - 1) & fours;
    }
    MeldSet::from_mask(best.2)
}

/// The key of the strongest meld and the total points.
fn rate(melds: MeldSet, order: &WeisOrder) -> (u32, u16) {
    melds.iter().fold((0, 0), |(key, points), meld| {
        (
            key.max(order.key(meld)),
            points.saturating_add(order.points(meld)),
        )
    })
}

impl fmt::Debug for Declaration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Declaration").field(&self.0).finish()
    }
}

impl fmt::Display for Declaration {
    /// The melds in players' words, separated by commas.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl IntoIterator for Declaration {
    type Item = Meld;
    type IntoIter = crate::weis::meld_set::MeldSetIter;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}
