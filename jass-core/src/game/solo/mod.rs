//! The games where each player plays on their own (RULES.md §9.1
//! Differenzler, §9.2 Hindersi, §9.3 Mittlere): tables of three or four, a
//! fixed number of hands, each seat's total; the lowest wins (Mittlere:
//! the most strokes).

mod game;
mod hand;
mod sheet;

pub use game::{
    Differenzler, DifferenzlerGame, Hindersi, HindersiGame, Mittlere, MittlereGame, SoloGame,
    SoloKind, SoloSummary,
};
pub use hand::SoloHand;
pub use sheet::{ScoreSheet, SheetRow};
