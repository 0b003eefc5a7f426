#![doc = include_str!("../../README.md")]
//!
//! # Crate layout
//!
//! Everything is re-exported at the crate root; [`notation`] documents the
//! card and contract notations the parsers accept.
//!
//! - Vocabulary: [`Suit`], [`Rank`], [`Card`], [`CardSet`], [`Seat`],
//!   [`Team`], [`BySeat`], [`ByTeam`], [`Contract`], [`PerContract`].
//! - House rules: [`Rules`] with a preset per rule source
//!   ([`Rules::preset`], [`PRESET_NAMES`]) and the small enums of its options.
//! - Playing a trick: [`legal_cards`], [`is_legal`], [`check_play`],
//!   [`trick_winner`], [`Trick`].
//! - Points: [`PointTable`], [`hand_points`].
//! - Weis and stöck (RULES.md §4): [`Meld`], [`MeldSet`], [`all_melds`],
//!   [`declarable_melds`], [`Declaration`], [`WeisOrder`],
//!   [`schieber_weis`], [`resolve_schieber`], [`validate_announcement`],
//!   [`SchmausWeis`], [`zweier_weis`], [`has_stoeck`], [`WeisError`].
//! - Seeded dealing: [`JassRng`].
//! - Batch simulation of seeded hands and games on several threads:
//!   `sim` (feature `std`).
//! - Interoperability with the `jass-kit` Python package: `jasskit` (feature
//!   `json`).
//!
//! # Features
//!
//! - `std` (default): the `sim` module (threads); enables `std` in
//!   dependencies. Without it the crate is `#![no_std]` (with `alloc`).
//! - `serde`: serialization of every data type (cards as `"H10"`, sets as
//!   lists, rule options by their RULES.md names).
//! - `json`: [`Rules::from_json`], [`Rules::to_json`] and option access by
//!   name, via `serde_json`.

#![no_std]
#![forbid(unsafe_code)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod card;
mod card_set;
mod contract;
mod error;
mod game;
#[cfg(feature = "json")]
pub mod jasskit;
mod legal;
pub mod notation;
mod points;
mod random;
mod rules;
mod seat;
#[cfg(feature = "serde")]
mod serde_impls;
#[cfg(feature = "std")]
pub mod sim;
mod trick;
#[cfg(feature = "json")]
mod unique_keys;
mod weis;

pub use card::{Card, CardStyle, Rank, StyledCard, Suit};
pub use card_set::{CardSet, Iter as CardSetIter};
pub use contract::{Contract, PerContract};
pub use error::{ParseCardError, ParseContractError, PlayError, RulesError};
pub use game::{
    Action, ActionError, ActionList, AnyGame, DealError, DealerDraw, EndReason, Expecting, Game,
    GameKind, GameRecord, GameResult, HandSummary, Milestones, NewGameError, Observation,
    ReplayError, SchieberGame, SchieberHand, SchmausGame, SchmausHand, ScoreEntry, ScoreKind,
    Slate, SlateSide, TalonView, WeisDecision, ZweierGame, ZweierHand, bots,
};
pub use legal::{check_play, is_legal, legal_cards};
pub use points::{PointTable, hand_points};
pub use random::JassRng;
pub use rules::{
    AnnouncePolicy, CardValues, ClaimCounts, EndMode, FirstForehand, FourNines, PRESET_NAMES,
    PlayRules, RankSet, Rules, SequenceVsFour, StoeckTiming, SwsOrder, SwsStep, SwsWindow,
    UndenufeValues, Undertrump, WeisMode, WeisTable,
};
pub use seat::{BySeat, ByTeam, Seat, SeatOutOfRange, Team};
pub use trick::{Trick, trick_winner};
pub use weis::{
    Comparison, ComparisonStep, Conversation, Declaration, Meld, MeldSet, MeldSetIter, NamedMeld,
    STOECK_POINTS, SchmausWeis, StoeckMoment, WeisError, WeisOrder, WeisOutcome, all_melds,
    completes_stoeck, declarable_melds, has_stoeck, resolve_schieber, resolve_zweier,
    schieber_weis, shows_stoeck, stoeck_cards, stoeck_points, stoeck_recorded_at,
    validate_announcement, validate_decline, validate_winning_declaration, zweier_weis,
};
