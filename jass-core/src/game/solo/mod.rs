//! The games where each player plays on their own (RULES.md §9.1
//! Differenzler, §9.2 Hindersi): tables of three or four, a fixed number of
//! hands, each seat's total; the lowest wins.

mod game;
mod hand;
mod sheet;

pub use game::{
    Differenzler, DifferenzlerGame, Hindersi, HindersiGame, SoloGame, SoloKind, SoloSummary,
};
pub use hand::SoloHand;
pub use sheet::{ScoreSheet, SheetRow};
