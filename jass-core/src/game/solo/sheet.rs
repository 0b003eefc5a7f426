//! The score sheet of a game each on their own: one row per hand.

use alloc::vec::Vec;
use core::fmt;

use crate::card::Suit;
use crate::seat::{BySeat, Players, Seat};

/// One hand on a [`ScoreSheet`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct SheetRow {
    /// The hand's number (0 = the first).
    pub hand: u16,
    /// Who dealt it.
    pub dealer: Seat,
    /// Its trump suit.
    pub trump: Suit,
    /// Differenzler: each seat's prediction; `None` in Hindersi.
    pub predictions: BySeat<Option<u16>>,
    /// The card points each seat took.
    pub points: BySeat<u16>,
    /// Each seat's score for the hand (Differenzler: the difference, an
    /// exact prediction's bonus as a negative score; Hindersi: the points
    /// charged, less the weis).
    pub scores: BySeat<i32>,
    /// Each seat's total after the hand.
    pub totals: BySeat<i64>,
}

/// The score sheet of a Differenzler or Hindersi game: what the players
/// write after each hand, oldest first. Its [`Display`](fmt::Display) is a
/// plain-text table (prediction/points = score and the running total per
/// seat).
///
/// # Examples
///
/// ```
/// use jass_core::{Game, JassRng, Rules, DifferenzlerGame, bots::{Bot, RandomBot}};
///
/// let mut game = DifferenzlerGame::new(Rules::differenzler().with_hands(2), 5)?;
/// let mut bot = RandomBot::new(JassRng::seed_from_u64(5));
/// while let Some(seat) = game.to_act() {
///     game.apply(bot.choose(&game.observation(seat)))?;
/// }
/// let sheet = game.score_sheet();
/// assert_eq!(sheet.rows.len(), 2);
/// assert_eq!(sheet.rows[1].totals, game.seat_totals());
/// assert!(sheet.to_string().contains("total"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ScoreSheet {
    /// The players at the table.
    pub players: Players,
    /// One row per finished hand, oldest first.
    pub rows: Vec<SheetRow>,
}

impl fmt::Display for ScoreSheet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let seats = self.players.seats();
        write!(f, "hand trump")?;
        for seat in seats {
            write!(f, " | {:>16}", alloc::format!("{seat}"))?;
        }
        writeln!(f)?;
        for row in &self.rows {
            write!(f, "{:>4} {:>5}", row.hand + 1, row.trump.symbol())?;
            for &seat in seats {
                let cell = match row.predictions[seat] {
                    Some(p) => alloc::format!("{p}/{} = {}", row.points[seat], row.scores[seat]),
                    None => alloc::format!("{} = {}", row.points[seat], row.scores[seat]),
                };
                write!(f, " | {cell:>16}")?;
            }
            writeln!(f)?;
        }
        write!(f, "     total")?;
        let totals = self.rows.last().map(|r| r.totals).unwrap_or_default();
        for &seat in seats {
            write!(f, " | {:>16}", totals[seat])?;
        }
        writeln!(f)
    }
}
