//! The order of melds (RULES.md §4.2), as a total order and as the
//! question-by-question conversation of a table.

use core::cmp::Ordering;
use core::fmt;

use crate::card::{Rank, Suit};
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::rules::{FourNines, Rules, SequenceVsFour, WeisTable};
use crate::seat::{Players, Seat, SeatOutOfRange, SeatRange};
use crate::trick::Trick;
use crate::weis::error::WeisError;
use crate::weis::meld::Meld;
use crate::weis::meld_set::MeldSet;

/// How melds are valued and compared in one contract under one rule set:
/// RULES.md §4.1 (values, which fours count) and §4.2 (the order).
///
/// A small `Copy` value built once per hand. [`WeisOrder::compare`] is the
/// order of §4.2 steps 1–6: higher value; a sequence against a four of equal
/// value (⚙ `sequence_vs_four`); the longer of two sequences; the higher
/// rank of two fours; the higher top card of two sequences (both reversed in
/// Undenufe); a sequence in trump over the same one in a plain suit. Two
/// distinct melds compare equal only when they are the same sequence in two
/// plain suits; step 7 then gives the win to a seat, which
/// [`WeisOrder::compare_seated`] and [`WeisOrder::best_of`] take care of.
///
/// # Examples
///
/// ```
/// use core::cmp::Ordering;
/// use jass_core::{Contract, Meld, Rank, Rules, SequenceVsFour, Suit, weis::{Comparison, ComparisonStep, WeisOrder}};
///
/// let seven = Meld::sequence(Suit::Hearts, 7, Rank::Ace);
/// let jacks = Meld::Four(Rank::Jack);
/// // Both are worth 200: by default the sequence wins.
/// let order = WeisOrder::new(Contract::Obenabe, &Rules::schieber());
/// assert_eq!(order.compare(seven, jacks), Ordering::Greater);
/// assert_eq!(order.explain(seven, jacks), Comparison::FirstWins(ComparisonStep::SequenceVsFour));
/// // With ⚙ sequence_vs_four = four_wins the four does.
/// let rules = Rules::schieber().with_sequence_vs_four(SequenceVsFour::FourWins);
/// assert_eq!(WeisOrder::new(Contract::Obenabe, &rules).compare(seven, jacks), Ordering::Less);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WeisOrder {
    contract: Contract,
    enabled: bool,
    table: WeisTable,
    long_sequence_step: u16,
    four_nines: FourNines,
    sequence_vs_four: SequenceVsFour,
    trump_kq_in_two_melds: bool,
    /// Ranks (nine bits, bit 0 = six) that may form a four in this contract.
    fours: u16,
}

/// Bit of a key holding the answer to "sequence or four?" (step 2).
const KIND_BIT: u32 = 1 << 15;

impl WeisOrder {
    /// The order of melds in `contract` under `rules`.
    #[must_use]
    pub const fn new(contract: Contract, rules: &Rules) -> WeisOrder {
        let mut fours = rules.fours_allowed.bits();
        if matches!(rules.four_nines, FourNines::NotAllowed) {
            fours &= !(1 << Rank::Nine as u16);
        }
        if rules.undenufe_fours && matches!(contract, Contract::Undenufe) {
            fours |= 1 << Rank::Six as u16;
            fours &= !(1 << Rank::Ace as u16);
        }
        WeisOrder {
            contract,
            enabled: rules.weis_played(),
            table: rules.weis_table,
            long_sequence_step: rules.long_sequence_step,
            four_nines: rules.four_nines,
            sequence_vs_four: rules.sequence_vs_four,
            trump_kq_in_two_melds: rules.trump_kq_in_two_melds,
            fours: if rules.weis_played() { fours } else { 0 },
        }
    }

    /// The contract this order is for.
    #[must_use]
    pub const fn contract(&self) -> Contract {
        self.contract
    }

    /// Whether weis is played (⚙ `weis_enabled`; with the double pack ⚙
    /// `duplicate_melds`, [`Rules::weis_played`]).
    #[must_use]
    pub const fn weis_enabled(&self) -> bool {
        self.enabled
    }

    /// The weis table (⚙ `weis_table`).
    #[must_use]
    pub const fn table(&self) -> WeisTable {
        self.table
    }

    /// Whether, in small weis, the trump king and queen may count in a four
    /// and in a trump sequence at once (⚙ `trump_kq_in_two_melds`; only in
    /// a trump contract).
    #[must_use]
    pub const fn trump_kq_in_two_melds(&self) -> bool {
        self.trump_kq_in_two_melds
            && matches!(self.table, WeisTable::Small)
            && self.contract.trump().is_some()
    }

    /// The cards that may count in two melds of one declaration: the trump
    /// king and queen under [`WeisOrder::trump_kq_in_two_melds`], else none.
    pub(crate) const fn shared_cards(&self) -> CardSet {
        if self.trump_kq_in_two_melds() {
            trump_king_and_queen(self.contract)
        } else {
            CardSet::EMPTY
        }
    }

    /// The cards `a` and `b` share that may not count in both (RULES.md
    /// §4.1): any shared card of two sequences or two fours; of a four and a
    /// sequence, none in large weis and all but [`WeisOrder::shared_cards`]
    /// in small weis.
    pub(crate) fn conflict(&self, a: Meld, b: Meld) -> CardSet {
        let common = a.cards() & b.cards();
        if a.is_sequence() == b.is_sequence() {
            common
        } else {
            match self.table {
                WeisTable::Large => CardSet::EMPTY,
                WeisTable::Small => common - self.shared_cards(),
            }
        }
    }

    /// The ranks that may form a four in this contract, as nine bits (bit 0
    /// = six): ⚙ `fours_allowed`, without nines if ⚙ `four_nines` is
    /// `not_allowed`, and in Undenufe with ⚙ `undenufe_fours` sixes instead
    /// of aces. Empty if weis is not played.
    #[must_use]
    pub const fn four_ranks(&self) -> u16 {
        self.fours
    }

    /// Whether `meld` counts at all here: weis is played, the meld is well
    /// formed, and a four is of a rank that may form one.
    #[must_use]
    pub const fn allows(&self, meld: Meld) -> bool {
        self.enabled
            && match meld {
                Meld::Four(rank) => self.fours >> rank as u16 & 1 == 1,
                Meld::Sequence { .. } => meld.is_well_formed(),
            }
    }

    /// The meld's value: what is announced and compared first (see
    /// [`Meld::value`]).
    #[must_use]
    pub const fn value(&self, meld: Meld) -> u16 {
        meld.table_value(self.table, self.long_sequence_step, self.four_nines)
    }

    /// The points the meld scores, before the multiplier (see
    /// [`Meld::points`]).
    #[must_use]
    pub const fn points(&self, meld: Meld) -> u16 {
        meld.table_points(self.table, self.long_sequence_step, self.four_nines)
    }

    /// Whether a four wins over a sequence of the same `value` (step 2).
    const fn four_wins_at(&self, value: u16) -> bool {
        match self.sequence_vs_four {
            SequenceVsFour::SequenceWins => false,
            SequenceVsFour::FourWins => true,
            // [002]'s lists, weakest first: at 100 the fours come after
            // (beat) the sequences; four nines and four jacks come before
            // (lose to) the six- and seven-sequences of equal value.
            SequenceVsFour::ListOrder => value == 100,
        }
    }

    /// The rank that decides steps 4 and 5, as 0..9 with 8 the best: the
    /// natural rank, or its mirror image in Undenufe.
    const fn rank_key(&self, rank: Rank) -> u32 {
        if matches!(self.contract, Contract::Undenufe) {
            8 - rank as u32
        } else {
            rank as u32
        }
    }

    /// A number that orders melds as [`WeisOrder::compare`] does: the
    /// stronger meld has the larger key, and two melds have equal keys
    /// exactly when they tie at step 6. A malformed sequence has key 0,
    /// below every meld.
    #[must_use]
    pub const fn key(&self, meld: Meld) -> u32 {
        let value = self.value(meld) as u32;
        match meld {
            Meld::Four(rank) => {
                let kind = if self.four_wins_at(value as u16) {
                    KIND_BIT
                } else {
                    0
                };
                value << 16 | kind | self.rank_key(rank) << 1
            }
            Meld::Sequence { suit, len, top } => {
                if !meld.is_well_formed() {
                    return 0;
                }
                let kind = if self.four_wins_at(value as u16) {
                    0
                } else {
                    KIND_BIT
                };
                let top = if matches!(self.contract, Contract::Undenufe) {
                    Rank::ALL[(top as u8 + 1 - len) as usize]
                } else {
                    top
                };
                let trump = if is_trump_suit(self.contract, suit) {
                    1
                } else {
                    0
                };
                value << 16 | kind | (len as u32) << 8 | self.rank_key(top) << 1 | trump
            }
        }
    }

    /// Compares two melds by §4.2 steps 1–6: `Greater` if `a` is stronger.
    /// `Equal` for the same meld, or the same sequence in two plain suits
    /// (decided by seat, step 7).
    #[must_use]
    pub const fn compare(&self, a: Meld, b: Meld) -> Ordering {
        let (a, b) = (self.key(a), self.key(b));
        if a > b {
            Ordering::Greater
        } else if a < b {
            Ordering::Less
        } else {
            Ordering::Equal
        }
    }

    /// Compares two seated melds by all of §4.2: steps 1–6, then step 7,
    /// where the seat that comes first in play order from `first` at a
    /// table of `players` wins (Schieber: the first trick's leader;
    /// Schmaus: the non-dealer; Jass für zwei: the trick's leader; at a
    /// table of five the Chnächt plays last). Only the same meld of the
    /// same seat is `Equal`.
    ///
    /// ```
    /// use core::cmp::Ordering;
    /// use jass_core::{weis::WeisOrder, Contract, Meld, Players, Rank, Rules, Seat, Suit};
    ///
    /// let order = WeisOrder::new(Contract::Obenabe, &Rules::schieber());
    /// let hearts = (Seat::S1, Meld::sequence(Suit::Hearts, 3, Rank::Ten));
    /// let spades = (Seat::S3, Meld::sequence(Suit::Spades, 3, Rank::Ten));
    /// // Equal sequences: seat 3 plays before seat 1 when seat 2 leads.
    /// assert_eq!(order.compare_seated(hearts, spades, Seat::S2, Players::Four)?, Ordering::Less);
    /// assert_eq!(order.compare_seated(hearts, spades, Seat::S0, Players::Four)?, Ordering::Greater);
    /// // A table of four has no seat 4.
    /// assert!(order.compare_seated(hearts, spades, Seat::S4, Players::Four).is_err());
    /// # Ok::<(), jass_core::SeatOutOfRange>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`SeatOutOfRange`] if `first` does not lead at the table
    /// ([`Players::leader`]) or either seat does not sit at it.
    pub fn compare_seated(
        &self,
        a: (Seat, Meld),
        b: (Seat, Meld),
        first: Seat,
        players: Players,
    ) -> Result<Ordering, SeatOutOfRange> {
        let order = Trick::new(first, players)?;
        let position = |seat: Seat| {
            order.position_of(seat).ok_or(SeatOutOfRange {
                index: u8::from(seat),
                range: SeatRange::Table(players),
            })
        };
        let (a_at, b_at) = (position(a.0)?, position(b.0)?);
        Ok(self.compare(a.1, b.1).then(b_at.cmp(&a_at)))
    }

    /// The best of seated melds given in priority order: the strongest by
    /// §4.2 steps 1–6, and of equally strong ones the first (step 7).
    #[must_use]
    pub fn best_of<I>(&self, melds: I) -> Option<(Seat, Meld)>
    where
        I: IntoIterator<Item = (Seat, Meld)>,
    {
        let mut best: Option<(Seat, Meld, u32)> = None;
        for (seat, meld) in melds {
            let key = self.key(meld);
            if best.is_none_or(|(_, _, best_key)| key > best_key) {
                best = Some((seat, meld, key));
            }
        }
        best.map(|(seat, meld, _)| (seat, meld))
    }

    /// Checks that `meld` is worth at least `highest` (an announcement
    /// reaching the ones before it).
    pub(crate) const fn check_reaches(&self, meld: Meld, highest: Meld) -> Result<(), WeisError> {
        let (value, highest_value) = (self.value(meld), self.value(highest));
        if value < highest_value {
            Err(WeisError::BelowHighest {
                meld,
                value,
                highest,
                highest_value,
            })
        } else {
            Ok(())
        }
    }

    /// The seat of the best announced meld, announcements given in priority
    /// order; `None` if nobody announced or weis is not played.
    pub(crate) fn best_announced<I>(&self, announced: I) -> Option<Seat>
    where
        I: IntoIterator<Item = (Seat, Option<Meld>)>,
    {
        if !self.enabled {
            return None;
        }
        self.best_of(
            announced
                .into_iter()
                .filter_map(|(seat, meld)| meld.map(|meld| (seat, meld))),
        )
        .map(|(seat, _)| seat)
    }

    /// The strongest meld of `melds` (the first in index order among equals).
    #[must_use]
    pub fn strongest(&self, melds: MeldSet) -> Option<Meld> {
        let mut best: Option<(Meld, u32)> = None;
        for meld in melds {
            let key = self.key(meld);
            if best.is_none_or(|(_, best_key)| key > best_key) {
                best = Some((meld, key));
            }
        }
        best.map(|(meld, _)| meld)
    }

    /// The step of §4.2 that decides between `a` and `b`, and which way.
    #[must_use]
    pub fn explain(&self, a: Meld, b: Meld) -> Comparison {
        match self.conversation(a, b).last() {
            Some((step, Ordering::Greater)) => Comparison::FirstWins(step),
            Some((step, Ordering::Less)) => Comparison::SecondWins(step),
            _ => Comparison::Tie,
        }
    }

    /// The questions a table asks to decide between `a` and `b`, each with
    /// its answer (`Greater` if `a` is better), up to and including the one
    /// that decides; if none does, every applicable question answered
    /// `Equal` (step 7 then decides by seat).
    ///
    /// "Sequence or four?" is asked once the values are equal; the length,
    /// top card and trump questions only of two sequences; the rank
    /// question only of two fours.
    ///
    /// ```
    /// use core::cmp::Ordering;
    /// use jass_core::{Contract, Meld, Rank, Rules, Suit, weis::{ComparisonStep, WeisOrder}};
    ///
    /// let order = WeisOrder::new(Contract::Trump(Suit::Spades), &Rules::schieber());
    /// let hearts = Meld::sequence(Suit::Hearts, 4, Rank::King);
    /// let spades = Meld::sequence(Suit::Spades, 4, Rank::King);
    /// let questions: Vec<_> = order.conversation(hearts, spades).collect();
    /// assert_eq!(questions, [
    ///     (ComparisonStep::Value, Ordering::Equal),
    ///     (ComparisonStep::SequenceVsFour, Ordering::Equal),
    ///     (ComparisonStep::Length, Ordering::Equal),
    ///     (ComparisonStep::TopCard, Ordering::Equal),
    ///     (ComparisonStep::Trump, Ordering::Less),
    /// ]);
    /// ```
    #[must_use]
    pub fn conversation(&self, a: Meld, b: Meld) -> Conversation {
        let mut steps = Conversation {
            steps: [(ComparisonStep::Value, Ordering::Equal); 5],
            len: 0,
            next: 0,
        };
        let (ka, kb) = (self.key(a), self.key(b));
        let field = |key: u32, shift: u32, bits: u32| key >> shift & ((1 << bits) - 1);
        let mut ask = |step, shift, bits| {
            let ordering = field(ka, shift, bits).cmp(&field(kb, shift, bits));
            steps.steps[steps.len] = (step, ordering);
            steps.len += 1;
            ordering != Ordering::Equal
        };
        if ask(ComparisonStep::Value, 16, 16) || ask(ComparisonStep::SequenceVsFour, 15, 1) {
            return steps;
        }
        match (a, b) {
            (Meld::Four(_), Meld::Four(_)) => {
                ask(ComparisonStep::RankOfFour, 1, 4);
            }
            (Meld::Sequence { .. }, Meld::Sequence { .. }) => {
                let _ = ask(ComparisonStep::Length, 8, 7)
                    || ask(ComparisonStep::TopCard, 1, 4)
                    || ask(ComparisonStep::Trump, 0, 1);
            }
            // A sequence and a four of equal value were decided at step 2.
            _ => {}
        }
        steps
    }
}

/// One question of the comparison of two melds (RULES.md §4.2 steps 1–6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ComparisonStep {
    /// Step 1: the higher value wins.
    Value,
    /// Step 2: a sequence against a four of equal value (⚙
    /// `sequence_vs_four`).
    SequenceVsFour,
    /// Step 3: of two sequences of equal value the longer wins (small weis).
    Length,
    /// Step 4: of two fours of equal value the higher rank wins (reversed
    /// in Undenufe).
    RankOfFour,
    /// Step 5: of two sequences of equal length the higher top card wins
    /// (reversed in Undenufe).
    TopCard,
    /// Step 6: of two identical sequences the one in trump wins.
    Trump,
}

impl ComparisonStep {
    /// The step's number in RULES.md §4.2.
    #[must_use]
    pub const fn number(self) -> u8 {
        match self {
            ComparisonStep::Value => 1,
            ComparisonStep::SequenceVsFour => 2,
            ComparisonStep::Length => 3,
            ComparisonStep::RankOfFour => 4,
            ComparisonStep::TopCard => 5,
            ComparisonStep::Trump => 6,
        }
    }

    /// The question the table asks at this step.
    #[must_use]
    pub const fn question(self) -> &'static str {
        match self {
            ComparisonStep::Value => "how much is it worth?",
            ComparisonStep::SequenceVsFour => "sequence or four?",
            ComparisonStep::Length => "how many cards?",
            ComparisonStep::RankOfFour => "four of what?",
            ComparisonStep::TopCard => "from which card?",
            ComparisonStep::Trump => "is it in trump?",
        }
    }
}

impl fmt::Display for ComparisonStep {
    /// The question the table asks (`{:#}` adds the step's number).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            write!(f, "step {}: ", self.number())?;
        }
        f.write_str(self.question())
    }
}

/// How two melds compare, and which step of RULES.md §4.2 decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Comparison {
    /// The first meld wins, decided at this step.
    FirstWins(ComparisonStep),
    /// The second meld wins, decided at this step.
    SecondWins(ComparisonStep),
    /// The melds are equal up to step 6: the seat decides (step 7).
    Tie,
}

impl Comparison {
    /// The first meld compared to the second (`Equal` for a tie).
    #[must_use]
    pub const fn ordering(self) -> Ordering {
        match self {
            Comparison::FirstWins(_) => Ordering::Greater,
            Comparison::SecondWins(_) => Ordering::Less,
            Comparison::Tie => Ordering::Equal,
        }
    }

    /// The deciding step, or `None` for a tie.
    #[must_use]
    pub const fn step(self) -> Option<ComparisonStep> {
        match self {
            Comparison::FirstWins(step) | Comparison::SecondWins(step) => Some(step),
            Comparison::Tie => None,
        }
    }
}

/// The questions asked to compare two melds, with their answers; made by
/// [`WeisOrder::conversation`].
#[derive(Clone, Debug)]
pub struct Conversation {
    steps: [(ComparisonStep, Ordering); 5],
    len: usize,
    next: usize,
}

impl Iterator for Conversation {
    type Item = (ComparisonStep, Ordering);

    fn next(&mut self) -> Option<Self::Item> {
        let item = self.steps[..self.len].get(self.next).copied();
        self.next += usize::from(item.is_some());
        item
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.len - self.next;
        (left, Some(left))
    }
}

impl ExactSizeIterator for Conversation {}

impl core::iter::FusedIterator for Conversation {}

/// The trump king and queen (empty without trump).
pub(crate) const fn trump_king_and_queen(contract: Contract) -> CardSet {
    match contract.trump() {
        Some(trump) => {
            CardSet::from_suit_ranks(trump, 1 << Rank::King as u16 | 1 << Rank::Queen as u16)
        }
        None => CardSet::EMPTY,
    }
}

/// Whether `suit` is the trump of `contract`.
pub(crate) const fn is_trump_suit(contract: Contract, suit: Suit) -> bool {
    matches!(contract, Contract::Trump(trump) if trump as u8 == suit as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn value_field_never_overlaps_the_others() {
        let order = WeisOrder::new(Contract::Trump(Suit::Hearts), &Rules::schieber());
        let nine = Meld::sequence(Suit::Hearts, 9, Rank::Ace);
        assert_eq!(order.key(nine) >> 16, 300);
        assert_eq!(order.key(nine) & KIND_BIT, KIND_BIT);
        assert_eq!(order.key(nine) >> 8 & 0x7F, 9);
        assert_eq!(order.key(nine) >> 1 & 0xF, 8);
        assert_eq!(order.key(nine) & 1, 1);
    }

    #[test]
    fn a_malformed_sequence_is_below_every_meld() {
        let order = WeisOrder::new(Contract::Obenabe, &Rules::schieber());
        let bad = Meld::Sequence {
            suit: Suit::Hearts,
            len: 200,
            top: Rank::Ace,
        };
        assert_eq!(order.key(bad), 0);
        assert!(!order.allows(bad));
        assert_eq!(
            order.compare(bad, Meld::sequence(Suit::Clubs, 3, Rank::Eight)),
            Ordering::Less
        );
    }

    #[test]
    fn the_strongest_of_equal_melds_is_the_first_in_index_order() {
        // The same sequence in two plain suits ties up to step 6 (RULES.md
        // §4.2): `strongest` names the first of them in index order, from
        // either end of the set.
        let order = WeisOrder::new(Contract::Obenabe, &Rules::schieber());
        let a = Meld::sequence(Suit::Hearts, 3, Rank::Ten);
        let b = Meld::sequence(Suit::Spades, 3, Rank::Ten);
        assert_eq!(order.compare(a, b), Ordering::Equal);
        let melds: MeldSet = [a, b].into_iter().collect();
        let first = melds.iter().next();
        assert!(first.is_some());
        assert_eq!(order.strongest(melds), first);
        // A weaker meld in the set changes nothing.
        let weaker = Meld::sequence(Suit::Clubs, 3, Rank::Eight);
        assert_eq!(order.strongest(melds.with(weaker)), first);
    }

    #[test]
    fn disabled_weis_allows_nothing() {
        let order = WeisOrder::new(
            Contract::Obenabe,
            &Rules::schieber().with_weis_enabled(false),
        );
        assert!(!order.allows(Meld::Four(Rank::Jack)));
        assert!(!order.allows(Meld::sequence(Suit::Clubs, 3, Rank::Eight)));
        assert_eq!(order.four_ranks(), 0);
    }
}
