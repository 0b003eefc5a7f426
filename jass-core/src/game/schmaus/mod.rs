//! Schmaus (RULES.md §6): one hand with its talon, and the game over many
//! hands.

mod game;
mod hand;

pub use game::{DealerDraw, SchmausGame};
pub use hand::SchmausHand;
