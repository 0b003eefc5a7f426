//! Differenzler (RULES.md §9.1): the score of a hand, a pure function of
//! the predictions and the points taken.

use crate::rules::{Rules, ZeroPredictionBonus};
use crate::seat::{BySeat, Players, Seat};

/// Each seat's score for a hand (RULES.md §9.1): the difference between
/// the points taken and the prediction; an exact prediction scores minus ⚙
/// `exact_bonus` instead, a prediction of 0 as ⚙ `zero_prediction_bonus`
/// says (never, only with a trick taken, always). Seats without a
/// prediction (not yet made) score their points' difference from 0.
pub(crate) fn hand_scores(
    predictions: &BySeat<Option<u16>>,
    taken: &BySeat<u16>,
    tricks: BySeat<u8>,
    seats: &[Seat],
    rules: &Rules,
) -> BySeat<i32> {
    let mut scores = BySeat([0; Players::MAX]);
    for &seat in seats {
        let predicted = predictions[seat].unwrap_or(0);
        let difference = i32::from(taken[seat].abs_diff(predicted));
        let bonus = difference == 0
            && match (predicted, rules.zero_prediction_bonus) {
                (0, ZeroPredictionBonus::Never) => false,
                (0, ZeroPredictionBonus::WithTrick) => tricks[seat] > 0,
                _ => true,
            };
        scores[seat] = if bonus {
            -i32::from(rules.exact_bonus)
        } else {
            difference
        };
    }
    scores
}

#[cfg(test)]
mod tests {
    use super::*;

    fn score(predicted: u16, taken: u16, tricks: u8, rules: &Rules) -> i32 {
        let seats = Players::Four.seats();
        hand_scores(
            &BySeat::four([Some(predicted); 4]),
            &BySeat::four([taken, 0, 0, 0]),
            BySeat::four([tricks, 0, 0, 0]),
            seats,
            rules,
        )[Seat::S0]
    }

    #[test]
    fn the_difference_is_scored_and_an_exact_prediction_earns_the_bonus() {
        let rules = Rules::differenzler();
        assert_eq!(score(40, 52, 2, &rules), 12);
        assert_eq!(score(60, 52, 2, &rules), 8);
        assert_eq!(score(52, 52, 2, &rules), -10);
        assert_eq!(score(52, 52, 2, &rules.with_exact_bonus(25)), -25);
        assert_eq!(score(52, 52, 2, &rules.with_exact_bonus(0)), 0);
    }

    #[test]
    fn a_zero_prediction_earns_the_bonus_as_the_option_says() {
        let rules = Rules::differenzler();
        // Default: only with a trick taken (a trick worth 0 points).
        assert_eq!(score(0, 0, 1, &rules), -10);
        assert_eq!(score(0, 0, 0, &rules), 0);
        let never = rules.with_zero_prediction_bonus(ZeroPredictionBonus::Never);
        assert_eq!(score(0, 0, 1, &never), 0);
        let always = rules.with_zero_prediction_bonus(ZeroPredictionBonus::Always);
        assert_eq!(score(0, 0, 0, &always), -10);
    }
}
