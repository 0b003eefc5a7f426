//! Complete games: Schieber (at tables of four, five and six), Coiffeur,
//! Schmaus, Jass für zwei, Differenzler, Hindersi and Mittlere as state
//! machines that accept only legal actions and score as the table would.
//!
//! The crate root re-exports what every caller needs: the [`Game`] trait,
//! [`Action`], [`AnyGame`], the games and their hands. This module adds
//! the rest of the game vocabulary.
//!
//! - A game with sides (in Schmaus and Jass für zwei, one player each) is
//!   a [`Table`] of its hands: [`SchieberGame`] is `Table<SchieberHand>`,
//!   [`CoiffeurGame`] `Table<CoiffeurHand>`, [`SchmausGame`]
//!   `Table<SchmausHand>` and [`ZweierGame`] `Table<ZweierHand>`. The
//!   table deals, keeps the scoreboard, claims, Stöck-Weis-Stich and the
//!   history ([`HandSummary`]); each method is defined once for all four.
//! - Every game implements [`Game`]: the seat to act, its
//!   [legal actions](Game::legal_actions), [`apply`](Game::apply) (which
//!   leaves the state untouched on error), per-seat
//!   [observations](Game::observation), scores, the [slate](Game::slate),
//!   a [record](Game::record) that replays to the identical state, and the
//!   state of the current hand (rules, dealer, contract, trick …), so that
//!   callers holding an [`AnyGame`] never need to know which game it is.
//! - Every hand implements [`Hand`]: the same questions with the same
//!   names and types, whatever the game; a hand alone is plain `Copy` data
//!   for search.
//! - What games report: [`Observation`], [`Expecting`], [`ActionList`],
//!   [`GameResult`] with its [`EndReason`], the [`Slate`] ([`SlateSide`]),
//!   [`ScoreEntry`] ([`ScoreKind`]), [`Milestones`], [`WeisDecision`], and
//!   the Schmaus talon ([`TalonView`]).
//! - Setting games up: [`GameRecord`], [`DealerDraw`] and the errors
//!   [`DealError`], [`NewGameError`], [`ReplayError`], [`ActionError`].
//! - The games where each player plays on their own:
//!   [`DifferenzlerGame`], [`HindersiGame`] and [`MittlereGame`], each a
//!   [`SoloGame`] of [`SoloHand`]s, with their [`ScoreSheet`]
//!   ([`SheetRow`]); Mittlere's strokes and zeros are [`Marks`].
//! - [`bots`]: simple players for demos, tests and baselines.

mod action;
mod any;
pub mod bots;
mod coiffeur;
mod deal;
mod differenzler;
mod end;
mod hand;
mod hindersi;
mod mittlere;
mod observation;
mod play;
mod record;
mod schieber;
mod schmaus;
mod scoreboard;
mod slate;
mod solo;
mod table;
mod zweier;

pub use action::{Action, ActionError, ActionList, Expecting};
pub use any::AnyGame;
pub use coiffeur::{
    CoiffeurGame, CoiffeurHand, CoiffeurRow, CoiffeurRows, CoiffeurSheet, CoiffeurView,
    ContractSchedule, RowKind,
};
pub use deal::DealError;
pub use hand::Hand;
// The crate-internal part of a hand, for the simulations.
#[cfg(feature = "std")]
pub(crate) use hand::sealed::HandCore;
pub use mittlere::Marks;
#[cfg(feature = "json")]
pub use observation::ReadObservationError;
pub use observation::{GameKind, Observation, ObservationError, TalonView};
pub use play::WeisDecision;
pub use record::{GameRecord, NewGameError, ReplayError};
pub use schieber::{SchieberGame, SchieberHand};
pub use schmaus::{DealerDraw, SchmausGame, SchmausHand};
pub use scoreboard::{EndReason, GameResult, Milestones, ScoreEntry, ScoreKind};
pub use slate::{Slate, SlateSide};
pub use solo::{
    Differenzler, DifferenzlerGame, Hindersi, HindersiGame, Mittlere, MittlereGame, ScoreSheet,
    SheetRow, SoloGame, SoloHand, SoloKind, SoloSummary,
};
pub use table::{HandSummary, Table};
pub use zweier::{ZweierGame, ZweierHand};

use alloc::vec::Vec;

use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::rules::Rules;
use crate::seat::{BySeat, ByTeam, Seat, SeatOutOfRange};
use crate::trick::Trick;

/// A game in progress: the interface shared by every game.
///
/// The provided methods are never overridden.
pub trait Game {
    /// Which game this is.
    fn kind(&self) -> GameKind;

    /// The seat to act, or `None` when the game is over.
    fn to_act(&self) -> Option<Seat>;

    /// What the game waits for.
    fn expecting(&self) -> Expecting;

    /// The legal actions of the seat to act (claims by any seat included
    /// when ⚙ `end_mode = claims`).
    fn legal_actions(&self) -> ActionList;

    /// The cards the seat to act may play; empty unless a card is due.
    fn legal_cards(&self) -> CardSet;

    /// Applies an action; on error the game is unchanged.
    ///
    /// # Errors
    ///
    /// [`ActionError`] saying why the action is refused.
    fn apply(&mut self, action: Action) -> Result<(), ActionError>;

    /// What `seat` may know now.
    ///
    /// # Errors
    ///
    /// [`SeatOutOfRange`] if `seat` does not sit at the table: "seat 4 is
    /// not at a table of 4 (seats 0 to 3)", as [`Game::apply`] refuses a
    /// claim by such a seat ([`ActionError::NotAtTable`]).
    fn observation(&self, seat: Seat) -> Result<Observation, SeatOutOfRange>;

    /// The game score: points credited to each side (multipliers applied).
    ///
    /// Exact under [validated](crate::Rules::validate) rules until the game
    /// is decided; a game nobody claims (⚙ `end_mode = claims`) may go on
    /// forever, and its scores then stop at `u32::MAX`.
    fn scores(&self) -> ByTeam<u32>;

    /// How the game ended, once it has.
    fn result(&self) -> Option<GameResult>;

    /// Each seat's game total: in the team games the score of the seat's
    /// side ([`Game::scores`]); in Differenzler the sum of the differences
    /// (an exact prediction's bonus subtracted, so it may be negative); in
    /// Hindersi the points charged; in Mittlere the strokes (the zeros are
    /// [`SoloGame::zero_totals`]). Seats not at the table hold 0.
    fn seat_totals(&self) -> BySeat<i64>;

    /// Once the game is over, each seat's place (1 = first; equal totals
    /// share a place, 0 for seats not at the table): in the team games 1
    /// for the winning side and 2 for the other (a tied Coiffeur session,
    /// [`EndReason::RowsTied`], 1 for every seat); in Differenzler and
    /// Hindersi by the lowest total; in Mittlere by the most strokes, fewer
    /// zeros breaking a tie (equal on both share the place).
    fn places(&self) -> Option<BySeat<u8>>;

    /// The slate of the written scores.
    fn slate(&self) -> Slate;

    /// The record that replays to this state.
    fn record(&self) -> GameRecord;

    /// Whether the game is over.
    fn is_over(&self) -> bool {
        self.result().is_some()
    }

    /// The rules.
    fn rules(&self) -> &Rules;

    /// The number of the current hand (0 = the first). It stops at
    /// `u16::MAX` in a game that goes on longer (⚙ `end_mode = claims` with
    /// nobody claiming).
    fn hand_number(&self) -> u16;

    /// How many hands are finished (scored and in the history).
    fn hands_finished(&self) -> usize;

    /// Side prizes reached so far (⚙ `bergpreis`, ⚙ `baerger`).
    fn milestones(&self) -> Milestones;

    /// Every score written so far, oldest first (the slate's history).
    fn score_entries(&self) -> Vec<ScoreEntry>;

    /// Whether a claim by `seat` now would win the game (the claimant's side
    /// counted as RULES.md §5.1 counts it). Inside the Stöck-Weis-Stich
    /// window the count is not known before the first trick ends; this
    /// answers for the points credited so far. Always `false` in the games
    /// each on their own, which have no claims.
    ///
    /// # Errors
    ///
    /// [`SeatOutOfRange`] if `seat` does not sit at the table, as
    /// [`Game::observation`] refuses it.
    fn claim_would_win(&self, seat: Seat) -> Result<bool, SeatOutOfRange>;

    /// The dealer of the current hand.
    fn dealer(&self) -> Seat;

    /// Forehand of the current hand ([`Hand::forehand`]).
    fn forehand(&self) -> Seat;

    /// The contract of the current hand, once named.
    fn contract(&self) -> Option<Contract>;

    /// The seat that named the contract of the current hand
    /// ([`Hand::declarer`]).
    fn declarer(&self) -> Option<Seat>;

    /// The cards each seat holds now.
    fn hands(&self) -> &BySeat<CardSet>;

    /// The trick being played.
    fn trick(&self) -> &Trick;

    /// The completed tricks of the current hand, in order.
    fn tricks(&self) -> &[Trick];

    /// Card points each side has taken in the current hand, before the
    /// multiplier ([`Hand::card_points`]).
    fn card_points(&self) -> ByTeam<u16>;

    /// Number of players at the table: two in Schmaus and Jass für zwei;
    /// otherwise ⚙ `players` (Schieber 4, 5 or 6, RULES.md §5.2; Coiffeur
    /// 4; Differenzler and Hindersi 3 or 4; Mittlere 3).
    fn players(&self) -> usize {
        self.trick().players().count()
    }
}
