//! Weis (melds) and stöck: RULES.md §4, with the Schmaus rules of §6 and
//! the Jass-für-zwei rules of §7.
//!
//! - [`Meld`]: one sequence or four, with its cards, value, points and
//!   players' name; [`MeldSet`]: a `Copy` set of melds.
//! - Detection: [`all_melds`] (every meld a hand holds) and
//!   [`declarable_melds`] (those a declaration may hold).
//! - [`Declaration`]: the melds one player scores, automatic
//!   ([`Declaration::best`]) or chosen and checked
//!   ([`Declaration::try_new`]).
//! - [`WeisOrder`]: the order of §4.2 as a total order
//!   ([`WeisOrder::compare`], [`WeisOrder::compare_seated`]) and as a
//!   table's conversation ([`WeisOrder::explain`],
//!   [`WeisOrder::conversation`]).
//! - Who scores: [`resolve_schieber`], the automatic [`schieber_weis`] and
//!   [`validate_winning_declaration`] (Schieber, §4.3), [`WeisOutcome`];
//!   [`SchmausWeis`] (Schmaus, §6). The checks of announcements and Jass
//!   für zwei's weis (§7) are applied by the games ([`crate::game`]).
//! - Stöck (§4.4): [`has_stoeck`], [`stoeck_cards`], [`completes_stoeck`],
//!   [`stoeck_points`], and when it is recorded: [`stoeck_recorded_at`].
//!
//! Detection, [`Declaration::best`] and comparison never allocate: the
//! hand's suits are nine-bit rank masks read through const tables, melds
//! have indices `0..121`, and a set of melds is one `u128`.

mod compare;
mod declaration;
mod detect;
mod error;
mod meld;
mod meld_set;
mod schieber;
mod schmaus;
mod stoeck;

pub use compare::{Comparison, ComparisonStep, Conversation, WeisOrder};
pub use declaration::Declaration;
pub use detect::{all_melds, declarable_melds};
pub use error::WeisError;
pub(crate) use meld::LENGTH_WORDS;
pub use meld::{Meld, NamedMeld};
pub use meld_set::{MeldSet, MeldSetIter};
pub use schieber::{WeisOutcome, resolve_schieber, schieber_weis, validate_winning_declaration};
pub(crate) use schieber::{
    resolve_at_table, resolve_zweier, table_weis, validate_announcement, validate_decline,
    zweier_weis,
};
pub use schmaus::SchmausWeis;
pub(crate) use stoeck::{STOECK_POINTS, shows_stoeck};
pub use stoeck::{
    StoeckMoment, completes_stoeck, has_stoeck, stoeck_cards, stoeck_points, stoeck_recorded_at,
};

#[cfg(test)]
mod tests;
