//! Coiffeur Schieber (RULES.md §9.4): the table of rows, the contract
//! schedules of Slalom and Guschti, one hand, and the session.

mod game;
mod hand;
mod rows;
mod schedule;

pub use game::{CoiffeurGame, CoiffeurSheet};
pub use hand::CoiffeurHand;
pub use rows::{CoiffeurRow, CoiffeurRows, RowKind};
pub use schedule::ContractSchedule;

use crate::seat::ByTeam;

/// What every player sees of a Coiffeur session in an
/// [`Observation`](crate::Observation): the table's rows, the rows each
/// team has played, and this hand's row and schedule once chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CoiffeurView {
    /// The rows of the table (⚙ `coiffeur_rows`).
    pub rows: CoiffeurRows,
    /// The rows each team has played, this hand's counted once chosen
    /// (bit `i` for row `i`).
    pub played: ByTeam<u16>,
    /// This hand's row, once chosen (0-based).
    pub row: Option<u8>,
    /// This hand's contract per trick, once chosen.
    pub schedule: Option<ContractSchedule>,
}
