//! The slate (Jasstafel): a game's score history as chalk strokes
//! (RULES.md §8).

use crate::game::scoreboard::ScoreEntry;
use crate::seat::{ByTeam, Team};

/// One side's half of the slate: strokes for 100s, 50s and 20s, and the
/// carried remainder below 20.
///
/// Each score written is split into 100s, then 50s, then 20s; what is left
/// (below 20) is added to the remainder, and whenever the remainder reaches
/// 20 a 20-stroke is added (\[003\]: "only one number may stand"). The strokes
/// and the remainder always add up to the side's score.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SlateSide {
    /// Strokes on the top line, 100 each (grouped in fives on the slate).
    pub hundreds: u32,
    /// Strokes on the diagonal, 50 each (two make an X).
    pub fifties: u32,
    /// Strokes on the bottom line, 20 each (grouped in fives).
    pub twenties: u32,
    /// The number written below 20.
    pub remainder: u32,
}

impl SlateSide {
    /// The score the strokes stand for. Any side a game writes adds up
    /// exactly; strokes made up by hand that stand for more than `u32::MAX`
    /// give `u32::MAX`.
    #[must_use]
    pub const fn total(&self) -> u32 {
        self.hundreds
            .saturating_mul(100)
            .saturating_add(self.fifties.saturating_mul(50))
            .saturating_add(self.twenties.saturating_mul(20))
            .saturating_add(self.remainder)
    }

    /// Chalks `points` onto this side (stroke counts stop at `u32::MAX`
    /// rather than overflow).
    pub const fn write(&mut self, points: u32) {
        self.hundreds = self.hundreds.saturating_add(points / 100);
        let rest = points % 100;
        self.fifties = self.fifties.saturating_add(rest / 50);
        let rest = rest % 50;
        self.twenties = self.twenties.saturating_add(rest / 20);
        self.remainder = self.remainder.saturating_add(rest % 20);
        if self.remainder >= 20 {
            self.twenties = self.twenties.saturating_add(1);
            self.remainder -= 20;
        }
    }
}

/// The slate of a game: both sides' strokes.
///
/// # Examples
///
/// ```
/// use jass_core::{game::SlateSide};
///
/// // \[002\]'s example: 19×100, 5×50, 18×20 and 8 make 2518.
/// let side = SlateSide { hundreds: 19, fifties: 5, twenties: 18, remainder: 8 };
/// assert_eq!(side.total(), 2518);
/// let mut chalked = SlateSide::default();
/// chalked.write(257);
/// assert_eq!(chalked, SlateSide { hundreds: 2, fifties: 1, twenties: 0, remainder: 7 });
/// chalked.write(13); // 7 + 13 reaches 20: one more 20-stroke
/// assert_eq!((chalked.twenties, chalked.remainder), (1, 0));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Slate {
    /// Each side's strokes.
    pub sides: ByTeam<SlateSide>,
}

impl Slate {
    /// The slate of a history of written scores, oldest first.
    #[must_use]
    pub fn from_entries(entries: &[ScoreEntry]) -> Slate {
        let mut slate = Slate::default();
        for entry in entries {
            slate.sides[entry.team].write(entry.points);
        }
        slate
    }

    /// Each side's score.
    #[must_use]
    pub fn totals(&self) -> ByTeam<u32> {
        ByTeam::from_fn(|t: Team| self.sides[t].total())
    }
}
