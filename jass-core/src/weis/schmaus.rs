//! Schmaus: one meld per trick, announced "upwards" (RULES.md §6, \[001\]).

use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::rules::Rules;
use crate::seat::{Players, Seat, SeatOutOfRange};
use crate::weis::compare::WeisOrder;
use crate::weis::declaration::check_meld;
use crate::weis::error::WeisError;
use crate::weis::meld::Meld;

/// The weis rules of one Schmaus hand: the order of melds, the non-dealer
/// (who wins every tie, RULES.md §4.2 step 7) and the melds scored so far in
/// this hand, oldest first.
///
/// In each trick of phase 1 and in the 10th trick the leader may announce
/// one meld; the other player may reject it with one of at least equal
/// value, or announce their own if the leader announced none. Only the
/// better announced meld scores ([`SchmausWeis::resolve`]). Every
/// announcement must go "upwards" ([`SchmausWeis::validate`]).
///
/// # Examples
///
/// ```
/// use jass_core::{Contract, Meld, Rank, Rules, Seat, Suit, WeisError, weis::SchmausWeis};
///
/// let rules = Rules::schmaus();
/// let contract = Contract::Trump(Suit::Hearts);
/// let hand = "S9 S8 S7 S6 HA HK D6 D7 C8".parse()?;
/// let (from_8, from_9) = (Meld::sequence(Suit::Spades, 3, Rank::Eight), Meld::sequence(Suit::Spades, 3, Rank::Nine));
/// let four = Meld::sequence(Suit::Spades, 4, Rank::Nine);
///
/// // \[001\]'s example: 8-7-6, then 9-8-7, then 9-8-7-6 may all score.
/// let mut scored = vec![];
/// for meld in [from_8, from_9, four] {
///     SchmausWeis::new(contract, &rules, Seat::S1, &scored)?.validate(Seat::S1, meld, hand, None)?;
///     scored.push((Seat::S1, meld));
/// }
/// // But not 8-7-6 after 9-8-7: announcements only go upwards.
/// let after_9 = [(Seat::S1, from_9)];
/// assert_eq!(
///     SchmausWeis::new(contract, &rules, Seat::S1, &after_9)?.validate(Seat::S1, from_8, hand, None),
///     Err(WeisError::NotUpwards { meld: from_8, last: from_9 })
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct SchmausWeis<'a> {
    order: WeisOrder,
    non_dealer: Seat,
    scored: &'a [(Seat, Meld)],
}

impl<'a> SchmausWeis<'a> {
    /// The weis rules of a hand played in `contract` under `rules`, where
    /// `non_dealer` is the player who did not deal and `scored` lists the
    /// melds scored so far in this hand, oldest first, with their scorers.
    ///
    /// # Errors
    ///
    /// [`SeatOutOfRange`] if `non_dealer` or a scorer does not sit at a
    /// table of two: "seat 2 is not at a table of 2 (seats 0 to 1)".
    pub fn new(
        contract: Contract,
        rules: &Rules,
        non_dealer: Seat,
        scored: &'a [(Seat, Meld)],
    ) -> Result<SchmausWeis<'a>, SeatOutOfRange> {
        at_table(non_dealer)?;
        for &(scorer, _) in scored {
            at_table(scorer)?;
        }
        Ok(SchmausWeis::of_hand(contract, rules, non_dealer, scored))
    }

    /// [`SchmausWeis::new`] for seats known to sit at the table (the
    /// engine's own hand).
    pub(crate) const fn of_hand(
        contract: Contract,
        rules: &Rules,
        non_dealer: Seat,
        scored: &'a [(Seat, Meld)],
    ) -> SchmausWeis<'a> {
        SchmausWeis {
            order: WeisOrder::new(contract, rules),
            non_dealer,
            scored,
        }
    }

    /// The order of melds in this hand.
    #[must_use]
    pub const fn order(&self) -> &WeisOrder {
        &self.order
    }

    /// The last meld scored in this hand, and its scorer.
    #[must_use]
    pub fn last_scored(&self) -> Option<(Seat, Meld)> {
        self.scored.last().copied()
    }

    /// Checks that `seat` may announce `meld` holding `hand` (the nine cards
    /// after drawing), where `answering` is the meld the trick's leader
    /// announced if `seat` is the other player answering it.
    ///
    /// - The meld counts under the rules and lies in the hand; any sequence
    ///   of three or more cards will do, a part of a longer run included.
    /// - An answer to the leader's meld has at least its value (it rejects
    ///   it if it then wins the comparison, [`SchmausWeis::resolve`]).
    /// - Upwards: the meld beats the last meld scored in the hand by §4.2;
    ///   against the other player's meld the seat tie-break counts (the
    ///   non-dealer wins a tie), against one's own it does not.
    /// - A meld sharing cards with a meld the same player scored earlier in
    ///   the hand must be better than it: a sequence may reuse cards of a
    ///   worse sequence; the same four never scores twice. In large weis a
    ///   four and a sequence may share cards, in small weis only the trump
    ///   king and queen under ⚙ `trump_kq_in_two_melds`. The other
    ///   player's melds do not count here: a card of theirs that reached
    ///   this hand (the robbed trump six, taken with the turned-up card)
    ///   was never in a meld of this player's (docs/RULES.md appendix,
    ///   "Schmaus (§6)").
    ///
    /// # Errors
    ///
    /// [`WeisError::WeisDisabled`], [`WeisError::Malformed`],
    /// [`WeisError::NotAllowed`], [`WeisError::NotInHand`],
    /// [`WeisError::BelowHighest`], [`WeisError::NotUpwards`] or
    /// [`WeisError::ReusesScoredCards`]; [`WeisError::NotAtTable`] if
    /// `seat` does not sit at a table of two.
    pub fn validate(
        &self,
        seat: Seat,
        meld: Meld,
        hand: CardSet,
        answering: Option<Meld>,
    ) -> Result<(), WeisError> {
        at_table(seat)?;
        let order = &self.order;
        check_meld(meld, hand, order)?;
        if let Some(leader) = answering {
            order.check_reaches(meld, leader)?;
        }
        if let Some((scorer, last)) = self.last_scored() {
            let upwards = if scorer == seat {
                order.compare(meld, last).is_gt()
            } else {
                self.compare_seated((seat, meld), (scorer, last)).is_gt()
            };
            if !upwards {
                return Err(WeisError::NotUpwards { meld, last });
            }
        }
        for &(_, earlier) in self.scored.iter().filter(|&&(s, _)| s == seat) {
            // A sequence may reuse cards of a worse scored sequence.
            let better_sequence =
                meld.is_sequence() && earlier.is_sequence() && order.compare(meld, earlier).is_gt();
            if !better_sequence && !order.conflict(meld, earlier).is_empty() {
                return Err(WeisError::ReusesScoredCards { meld, earlier });
            }
        }
        Ok(())
    }

    /// The meld that scores in a trick: the leader's if the other player
    /// announced none, the other's if the leader announced none, else the
    /// better by §4.2 with a tie going to the non-dealer. `None` if neither
    /// announced or weis is not played.
    ///
    /// ```
    /// use jass_core::{Contract, Meld, Rank, Rules, Seat, Suit, weis::SchmausWeis};
    ///
    /// let weis = SchmausWeis::new(Contract::Trump(Suit::Clubs), &Rules::schmaus(), Seat::S0, &[])?;
    /// let hearts = Meld::sequence(Suit::Hearts, 3, Rank::Ten);
    /// let spades = Meld::sequence(Suit::Spades, 3, Rank::Ten);
    /// // Equal melds: the non-dealer (seat 0) wins, whoever leads.
    /// assert_eq!(weis.resolve((Seat::S1, Some(hearts)), (Seat::S0, Some(spades)))?, Some((Seat::S0, spades)));
    /// assert_eq!(weis.resolve((Seat::S0, Some(spades)), (Seat::S1, Some(hearts)))?, Some((Seat::S0, spades)));
    /// assert_eq!(weis.resolve((Seat::S1, Some(hearts)), (Seat::S0, None))?, Some((Seat::S1, hearts)));
    /// // Schmaus is played by two.
    /// assert!(weis.resolve((Seat::S2, Some(hearts)), (Seat::S0, None)).is_err());
    /// # Ok::<(), jass_core::SeatOutOfRange>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`SeatOutOfRange`] if a seat does not sit at a table of two.
    pub fn resolve(
        &self,
        leader: (Seat, Option<Meld>),
        responder: (Seat, Option<Meld>),
    ) -> Result<Option<(Seat, Meld)>, SeatOutOfRange> {
        at_table(leader.0)?;
        at_table(responder.0)?;
        Ok(self.resolve_at_table(leader, responder))
    }

    /// [`SchmausWeis::resolve`] for seats known to sit at the table.
    pub(crate) fn resolve_at_table(
        &self,
        leader: (Seat, Option<Meld>),
        responder: (Seat, Option<Meld>),
    ) -> Option<(Seat, Meld)> {
        if !self.order.weis_enabled() {
            return None;
        }
        match (leader, responder) {
            ((_, None), (_, None)) => None,
            ((seat, Some(meld)), (_, None)) | ((_, None), (seat, Some(meld))) => Some((seat, meld)),
            ((l, Some(lm)), (r, Some(rm))) => {
                if self.compare_seated((l, lm), (r, rm)).is_ge() {
                    Some((l, lm))
                } else {
                    Some((r, rm))
                }
            }
        }
    }

    /// [`WeisOrder::compare_seated`] at this table of two, whose tie goes
    /// to the non-dealer (both seats at the table).
    fn compare_seated(&self, a: (Seat, Meld), b: (Seat, Meld)) -> core::cmp::Ordering {
        let first = |seat: Seat| seat == self.non_dealer;
        self.order
            .compare(a.1, b.1)
            .then(first(a.0).cmp(&first(b.0)))
    }
}

/// `seat` if it sits at a table of two.
fn at_table(seat: Seat) -> Result<Seat, SeatOutOfRange> {
    Players::Two.seat(u8::from(seat))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::{Rank, Suit};
    use crate::rules::{Rules, WeisTable};

    /// Only the same player's scored melds bar a meld that shares their
    /// cards (RULES.md §6 and the appendix "Schmaus (§6)"): the trump six
    /// of seat 0's 8-7-6 reaches seat 1 when seat 0 robs with it and seat 1
    /// takes the turned-up card; seat 1's four sixes then score.
    #[test]
    fn a_card_of_the_other_player_s_meld_may_be_melded_again() {
        let spades = Contract::Trump(Suit::Spades);
        let rules = Rules::schmaus().with_weis_table(WeisTable::Small);
        let run = Meld::sequence(Suit::Spades, 3, Rank::Eight);
        let sixes = Meld::Four(Rank::Six);
        let hand: CardSet = "S6 H6 D6 C6 H8 D10 HQ DJ DQ".parse().unwrap();
        let scored = [(Seat::S0, run)];
        let weis = SchmausWeis::new(spades, &rules, Seat::S0, &scored).unwrap();
        assert_eq!(weis.validate(Seat::S1, sixes, hand, None), Ok(()));
        // The player who scored the run may not reuse its six in a four.
        assert_eq!(
            weis.validate(Seat::S0, sixes, hand, None),
            Err(WeisError::ReusesScoredCards {
                meld: sixes,
                earlier: run
            })
        );
    }
}
