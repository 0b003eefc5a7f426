//! Mittlere (RULES.md §9.3): the strokes and zeros of a hand, a pure
//! function of the card points and the tricks each player took.

use crate::seat::{BySeat, Players, Seat};

/// What one seat writes for a hand of Mittlere: strokes (good: the most
/// strokes wins the game) and zeros (bad: they break ties, fewer is
/// better).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Marks {
    /// Strokes written for the hand (0, 1 or 2).
    pub strokes: u8,
    /// Zeros written for the hand (0, 1 or 2).
    pub zeros: u8,
}

impl Marks {
    /// One stroke.
    const STROKE: Marks = Marks {
        strokes: 1,
        zeros: 0,
    };
    /// Two strokes.
    const TWO_STROKES: Marks = Marks {
        strokes: 2,
        zeros: 0,
    };
    /// One zero.
    const ZERO: Marks = Marks {
        strokes: 0,
        zeros: 1,
    };
    /// Two zeros.
    const TWO_ZEROS: Marks = Marks {
        strokes: 0,
        zeros: 2,
    };
}

/// The card points from which a player "has 100" (RULES.md §9.3).
const HUNDRED: u16 = 100;

/// Each seat's marks for a finished hand of `total` tricks (RULES.md
/// §9.3), the first case that applies:
///
/// 1. A match (one seat took every trick): two strokes for it, a zero for
///    each other seat.
/// 2. One seat has 100 or more and another took no points: the third seat
///    (the middle one) two strokes, the others a zero each; if both others
///    took no points, no seat is the middle one and nobody writes anything
///    (appendix).
/// 3. One seat has 100 or more: two zeros for it, a stroke for each other.
/// 4. One seat took no trick: two zeros for it, a stroke for each other.
/// 5. Otherwise the highest and the lowest a stroke each, the middle two
///    zeros; if two seats tie so that the middle one is not single, nobody
///    writes anything (appendix).
///
/// At most one seat can have 100 (the hand is worth 157); a seat without a
/// trick has no points, so case 2 also covers 100 with a trickless seat.
/// Seats not at the table (and every seat at a table other than three)
/// write nothing.
pub(crate) fn hand_marks(
    taken: &BySeat<u16>,
    tricks: BySeat<u8>,
    seats: &[Seat],
    total: usize,
) -> BySeat<Marks> {
    let mut marks = BySeat([Marks::default(); Players::MAX]);
    let [a, b, c] = seats else {
        return marks;
    };
    let seats = [*a, *b, *c];
    let each_other = |seat: Seat, own: Marks, others: Marks, marks: &mut BySeat<Marks>| {
        for s in seats {
            marks[s] = if s == seat { own } else { others };
        }
    };
    if let Some(taker) = seats.into_iter().find(|&s| usize::from(tricks[s]) == total) {
        each_other(taker, Marks::TWO_STROKES, Marks::ZERO, &mut marks);
    } else if let Some(high) = seats.into_iter().find(|&s| taken[s] >= HUNDRED) {
        let pointless: usize = seats.iter().filter(|&&s| taken[s] == 0).count();
        match pointless {
            0 => each_other(high, Marks::TWO_ZEROS, Marks::STROKE, &mut marks),
            1 => {
                let middle = seats
                    .into_iter()
                    .find(|&s| s != high && taken[s] > 0)
                    .unwrap_or(high);
                each_other(middle, Marks::TWO_STROKES, Marks::ZERO, &mut marks);
            }
            // Both others without points: no middle seat (appendix).
            _ => {}
        }
    } else if let Some(trickless) = seats.into_iter().find(|&s| tricks[s] == 0) {
        each_other(trickless, Marks::TWO_ZEROS, Marks::STROKE, &mut marks);
    } else {
        let mut order = seats;
        order.sort_by_key(|&s| taken[s]);
        let [low, middle, high] = order;
        // A tie with the middle score leaves no single middle seat
        // (appendix): nobody writes anything.
        if taken[low] < taken[middle] && taken[middle] < taken[high] {
            each_other(middle, Marks::TWO_ZEROS, Marks::STROKE, &mut marks);
        }
    }
    marks
}

#[cfg(test)]
mod tests {
    use super::*;

    const SEATS: &[Seat] = &[Seat::S0, Seat::S1, Seat::S2];

    fn marks(points: [u16; 3], tricks: [u8; 3]) -> [(u8, u8); 3] {
        let m = hand_marks(
            &BySeat::four([points[0], points[1], points[2], 0]),
            BySeat::four([tricks[0], tricks[1], tricks[2], 0]),
            SEATS,
            12,
        );
        [0, 1, 2].map(|i| (m.0[i].strokes, m.0[i].zeros))
    }

    #[test]
    fn highest_and_lowest_a_stroke_the_middle_two_zeros() {
        assert_eq!(marks([70, 30, 57], [5, 3, 4]), [(1, 0), (1, 0), (0, 2)]);
    }

    #[test]
    fn a_tie_for_the_middle_writes_nothing() {
        // Two tie for the highest: which of them is the middle one?
        assert_eq!(marks([70, 70, 17], [5, 5, 2]), [(0, 0); 3]);
        // Two tie for the lowest.
        assert_eq!(marks([97, 30, 30], [6, 3, 3]), [(0, 0); 3]);
        // A tie below 100 does not matter when a seat has 100.
        assert_eq!(marks([20, 20, 117], [3, 3, 6]), [(1, 0), (1, 0), (0, 2)]);
    }

    #[test]
    fn a_hundred_gets_two_zeros_and_the_others_a_stroke() {
        assert_eq!(marks([100, 30, 27], [7, 3, 2]), [(0, 2), (1, 0), (1, 0)]);
    }

    #[test]
    fn no_trick_gets_two_zeros_and_the_others_a_stroke() {
        assert_eq!(marks([90, 67, 0], [7, 5, 0]), [(1, 0), (1, 0), (0, 2)]);
    }

    #[test]
    fn a_match_gets_two_strokes_and_the_others_a_zero() {
        assert_eq!(marks([157, 0, 0], [12, 0, 0]), [(2, 0), (0, 1), (0, 1)]);
    }

    #[test]
    fn a_hundred_and_no_points_give_the_middle_two_strokes() {
        // No trick at all.
        assert_eq!(marks([120, 37, 0], [9, 3, 0]), [(0, 1), (2, 0), (0, 1)]);
        // A trick worth 0 points: no points, but a trick.
        assert_eq!(marks([120, 0, 37], [8, 1, 3]), [(0, 1), (0, 1), (2, 0)]);
        // Both others without points and no match: no middle seat.
        assert_eq!(marks([157, 0, 0], [10, 1, 1]), [(0, 0); 3]);
    }
}
