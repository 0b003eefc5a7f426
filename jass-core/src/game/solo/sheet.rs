//! The score sheet of a game each on their own: one row per hand.

use alloc::vec::Vec;
use core::fmt;

use crate::contract::Contract;
use crate::game::observation::GameKind;
use crate::seat::{BySeat, Players, Seat};

/// One hand on a [`ScoreSheet`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct SheetRow {
    /// The hand's number (0 = the first).
    pub hand: u16,
    /// Who dealt it.
    pub dealer: Seat,
    /// The contract the hand's cards were counted with: the trump suit,
    /// or Obenabe in a Mittlere hand where no trump was founded.
    pub contract: Contract,
    /// Differenzler: each seat's prediction; `None` in Hindersi.
    pub predictions: BySeat<Option<u16>>,
    /// The card points each seat took.
    pub points: BySeat<u16>,
    /// Each seat's score for the hand (Differenzler: the difference, an
    /// exact prediction's bonus as a negative score; Hindersi: the points
    /// charged, less the weis; Mittlere: the strokes).
    pub scores: BySeat<i32>,
    /// Mittlere: each seat's zeros for the hand; 0 in the other games.
    pub zeros: BySeat<u8>,
    /// Each seat's total after the hand (Mittlere: strokes).
    pub totals: BySeat<i64>,
    /// Mittlere: each seat's zeros after the hand; 0 in the other games.
    pub zero_totals: BySeat<i64>,
}

/// The score sheet of a Differenzler, Hindersi or Mittlere game: what the
/// players write after each hand, oldest first. Its
/// [`Display`](fmt::Display) is a plain-text table: prediction/points =
/// score and the running total per seat; in Mittlere points = marks, a
/// stroke written `|` and a zero `0` (`-` for none), and the totals as
/// `7× | 9× 0` (seven strokes, nine zeros).
///
/// # Examples
///
/// ```
/// use jass_core::{Game, JassRng, Rules, DifferenzlerGame, bots::{Bot, RandomBot}};
///
/// let mut game = DifferenzlerGame::new(Rules::differenzler().with_hands(2), 5)?;
/// let mut bot = RandomBot::new(JassRng::seed_from_u64(5));
/// while let Some(seat) = game.to_act() {
///     game.apply(bot.choose(&game.observation(seat)?))?;
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
    /// The game.
    pub game: GameKind,
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
            let trump = match row.contract {
                Contract::Trump(suit) => suit.symbol(),
                _ => '-',
            };
            write!(f, "{:>4} {trump:>5}", row.hand + 1)?;
            for &seat in seats {
                let cell = match (self.game, row.predictions[seat]) {
                    (GameKind::Mittlere, _) => alloc::format!(
                        "{} = {}",
                        row.points[seat],
                        marks(row.scores[seat], row.zeros[seat])
                    ),
                    (_, Some(p)) => {
                        alloc::format!("{p}/{} = {}", row.points[seat], row.scores[seat])
                    }
                    (_, None) => alloc::format!("{} = {}", row.points[seat], row.scores[seat]),
                };
                write!(f, " | {cell:>16}")?;
            }
            writeln!(f)?;
        }
        write!(f, "     total")?;
        let last = self.rows.last();
        let totals = last.map(|r| r.totals).unwrap_or_default();
        let zeros = last.map(|r| r.zero_totals).unwrap_or_default();
        for &seat in seats {
            let cell = match self.game {
                GameKind::Mittlere => alloc::format!("{}× | {}× 0", totals[seat], zeros[seat]),
                _ => alloc::format!("{}", totals[seat]),
            };
            write!(f, " | {cell:>16}")?;
        }
        writeln!(f)
    }
}

/// A Mittlere hand's marks as written: `|` per stroke, `0` per zero, `-`
/// for none.
fn marks(strokes: i32, zeros: u8) -> alloc::string::String {
    let mut text: alloc::string::String = (0..strokes).map(|_| '|').collect();
    text.extend((0..zeros).map(|_| '0'));
    if text.is_empty() {
        text.push('-');
    }
    text
}
