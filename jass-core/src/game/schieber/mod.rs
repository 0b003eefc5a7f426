//! Schieber (RULES.md §5): one hand, and the game over many hands.

mod game;
mod hand;

pub use game::SchieberGame;
pub use hand::SchieberHand;
