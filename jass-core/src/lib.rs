#![doc = include_str!("../README.md")]
//!
//! # Crate layout
//!
//! The crate root holds the vocabulary every caller needs; the low-level
//! parts live in documented public modules, as a chess engine keeps its
//! attack tables apart from its board.
//!
//! - Cards and sets: [`Suit`], [`Rank`], [`Card`], [`CardSet`].
//! - Seats and tables: [`Seat`], [`Team`], [`Players`], [`BySeat`],
//!   [`ByTeam`].
//! - Contracts and house rules: [`Contract`], [`PerContract`], [`Rules`]
//!   with a preset per rule source ([`Rules::preset`], [`PRESET_NAMES`]) and
//!   the small enums of its options.
//! - A trick: [`Trick`] (a trick being played at a table) and
//!   [`PartialTrick`] (the validated cards of an unfinished trick);
//!   [`legal_cards`], [`is_legal`], [`check_play`] and [`trick_winner`].
//! - Points: [`PointTable`], [`hand_points`], [`TrickPlace`], [`TricksWon`].
//! - Games: the [`Game`] trait, [`Action`], [`AnyGame`] and the games
//!   [`SchieberGame`] (tables of four, five and six), [`CoiffeurGame`],
//!   [`SchmausGame`], [`ZweierGame`], and the games each on their own,
//!   [`DifferenzlerGame`], [`HindersiGame`] and [`MittlereGame`]; their
//!   hands share the [`Hand`] trait. [`Observation`], [`GameRecord`] and
//!   [`GameResult`] are what a game reports.
//! - Weis vocabulary: [`Meld`], [`MeldSet`].
//! - Errors, one per family of operations: [`ParseCardError`],
//!   [`ParseContractError`], [`PlayError`], [`RulesError`], [`WeisError`],
//!   [`ActionError`], [`DealError`], [`NewGameError`], [`ReplayError`].
//! - Seeded dealing: [`JassRng`].
//!
//! Public modules:
//!
//! - [`game`]: everything about whole games beyond the root's vocabulary:
//!   the generic [`game::Table`] that every game is, scoreboards and slates
//!   ([`game::Slate`], [`game::ScoreEntry`]), the Schmaus talon
//!   ([`game::TalonView`]) and the first-dealer draw ([`game::DealerDraw`]).
//! - [`weis`]: meld detection, declarations, the weis order and who scores
//!   (RULES.md §4, §6, §7).
//! - [`bots`]: simple players for simulations and tests.
//! - [`notation`]: the card and contract notations the parsers accept.
//! - [`sim`] (feature `std`): batch simulation of seeded hands and games
//!   on several threads, with results independent of the thread count.
//! - `jasskit` (feature `json`): interoperability with the `jass-kit`
//!   Python package.
//!
//! # Features
//!
//! - `std` (default): the [`sim`] module (threads); enables `std` in
//!   dependencies. Without it the crate is `#![no_std]` (with `alloc`).
//! - `serde`: serialization of every data type (cards as `"H10"`, sets as
//!   lists, rule options by their RULES.md names; a rule set is written
//!   whole, every option and no preset name, and read whole or as the
//!   preset it starts from and the options that differ).
//! - `json`: `Rules::from_json`, `Rules::to_json`, option access by name
//!   (`Rules::option`, `Rules::set_option`), game records as JSON and the
//!   `jasskit` module, via `serde_json`.
//!
//! The documentation built with every feature (as on docs.rs) marks each
//! item that needs one.

#![no_std]
// `unsafe` only in `pdep`: the BMI2 instructions written out, run where
// `cpuid` found them.
#![deny(unsafe_code)]
// docs.rs (`--cfg docsrs`, nightly): each item that needs a feature says so.
#![cfg_attr(docsrs, feature(doc_cfg))]
// The documentation links items of every feature; built without one, the
// links to its items have nothing to point to. The build with every
// feature (CI's, docs.rs's) checks every link.
#![cfg_attr(
    not(all(feature = "std", feature = "json")),
    allow(
        rustdoc::broken_intra_doc_links,
        reason = "links to the items of a feature left out"
    )
)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod card;
mod card_set;
mod contract;
mod error;
pub mod game;
#[cfg(feature = "json")]
pub mod jasskit;
mod legal;
pub mod notation;
#[cfg(all(target_arch = "x86_64", not(miri)))]
mod pdep;
mod points;
#[cfg(feature = "std")]
mod pool;
mod random;
mod rules;
mod seat;
#[cfg(feature = "serde")]
mod serde_impls;
#[cfg(feature = "std")]
pub mod sim;
pub mod solver;
mod trick;
#[cfg(feature = "json")]
mod unique_keys;
pub mod weis;

pub use card::{Card, CardStyle, Rank, StyledCard, Suit};
pub use card_set::{CardSet, Iter as CardSetIter};
pub use contract::{Contract, PerContract};
pub use error::{ParseCardError, ParseContractError, PlayError, RulesError};
#[cfg(feature = "json")]
pub use game::ReadObservationError;
pub use game::{
    Action, ActionError, AnyGame, DealError, DifferenzlerGame, Expecting, Game, GameKind,
    GameRecord, GameResult, Hand, HindersiGame, MittlereGame, NewGameError, Observation,
    ObservationError, ReplayError, SchieberGame, SchieberHand, SchmausGame, SchmausHand, SoloHand,
    ZweierGame, ZweierHand, bots,
};
pub use game::{
    CoiffeurGame, CoiffeurHand, CoiffeurRow, CoiffeurRows, CoiffeurSheet, CoiffeurView,
    ContractSchedule, RowKind,
};
pub use legal::{check_play, is_legal, legal_cards};
pub use points::{PointTable, TrickPlace, TricksWon, hand_points};
pub use random::JassRng;
pub use rules::{
    AnnouncePolicy, CardValues, ClaimCounts, DuplicateMelds, EndMode, FirstForehand, FourNines,
    PRESET_NAMES, Packs, Phase, PlayRules, RankSet, Rules, SequenceVsFour, StoeckTiming, SwsOrder,
    SwsStep, SwsWindow, UndenufeValues, Undertrump, WeisMode, WeisTable,
};
pub use rules::{Predictions, TrumpChoice, ZeroPredictionBonus};
pub use seat::{BySeat, ByTeam, Players, Seat, SeatOutOfRange, SeatRange, Team};
pub use trick::{PartialTrick, Trick, trick_winner};
pub use weis::{Meld, MeldSet, WeisError};

/// The Rust examples of the repository's README, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
struct RepositoryReadme;
