//! Jass für zwei (RULES.md §7, \[003\]): one hand of two fans per player,
//! and the game over many hands.

mod game;
mod hand;

pub use game::ZweierGame;
pub use hand::ZweierHand;
