//! Hindersi (RULES.md §9.2): the score of a hand and the weis that is
//! subtracted from it.

use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::rules::Rules;
use crate::seat::{BySeat, Players, Seat};
use crate::trick::Trick;
use crate::weis::{Declaration, WeisOrder, resolve_at_table};

/// Each seat's score for a hand (RULES.md §9.2): the card points it took;
/// a seat that took every one of the `total` tricks scores 0 and every
/// other seat the hand's `hand_total` (157); the seat holding the best
/// `weis` has its points subtracted.
pub(crate) fn hand_scores(
    taken: &BySeat<u16>,
    tricks: BySeat<u8>,
    weis: Option<(Seat, u16)>,
    seats: &[Seat],
    total: usize,
    hand_total: u16,
) -> BySeat<i32> {
    let took_all = seats
        .iter()
        .copied()
        .find(|&s| usize::from(tricks[s]) == total);
    let mut scores = BySeat([0; Players::MAX]);
    for &seat in seats {
        scores[seat] = match took_all {
            Some(winner) if winner == seat => 0,
            Some(_) => i32::from(hand_total),
            None => i32::from(taken[seat]),
        };
        if let Some((holder, points)) = weis
            && holder == seat
        {
            scores[seat] -= i32::from(points);
        }
    }
    scores
}

/// The best weis of a hand as RULES.md §4 resolves it at a table, each
/// player their own side: the holder of the strongest meld (on a tie the
/// earlier in the play order of `first_trick`) declares everything they
/// hold; nobody else scores weis.
pub(crate) fn best_weis(
    hands: &BySeat<CardSet>,
    first_trick: &Trick,
    contract: Contract,
    rules: &Rules,
) -> Option<(Seat, Declaration)> {
    let order = WeisOrder::new(contract, rules);
    let best = BySeat::from_fn(|s| Declaration::best_with(hands[s], &order));
    let strongest = BySeat::from_fn(|s| best[s].best_meld(contract, rules));
    let seat = resolve_at_table(strongest, first_trick, contract, rules)?;
    Some((seat, best[seat]))
}

#[cfg(test)]
mod tests {
    use super::*;

    const SEATS: &[Seat] = &[Seat::S0, Seat::S1, Seat::S2];

    #[test]
    fn each_seat_scores_its_points_and_a_taker_of_every_trick_charges_the_others() {
        let taken = BySeat::four([100, 57, 0, 0]);
        let tricks = BySeat::four([8, 4, 0, 0]);
        let scores = hand_scores(&taken, tricks, None, SEATS, 12, 157);
        assert_eq!(scores.0[..3], [100, 57, 0]);
        let all = hand_scores(
            &BySeat::four([157, 0, 0, 0]),
            BySeat::four([12, 0, 0, 0]),
            None,
            SEATS,
            12,
            157,
        );
        assert_eq!(all.0[..3], [0, 157, 157]);
    }

    #[test]
    fn the_best_weis_is_subtracted_from_its_holder() {
        let taken = BySeat::four([100, 57, 0, 0]);
        let tricks = BySeat::four([8, 4, 0, 0]);
        let scores = hand_scores(&taken, tricks, Some((Seat::S1, 20)), SEATS, 12, 157);
        assert_eq!(scores.0[..3], [100, 37, 0]);
    }
}
