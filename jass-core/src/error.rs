//! Error types, one per family of operations.

use alloc::string::String;

use crate::card::{Card, Suit};

/// A card, suit, rank or card set could not be read or built.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseCardError {
    /// The text was empty.
    #[error("empty card text")]
    Empty,
    /// The text is not a card in any supported notation.
    #[error("{text:?} is not a card (try HA, H10, ♥A or \"Schellen Ass\")")]
    InvalidCard {
        /// The rejected text.
        text: String,
    },
    /// The text is not a suit.
    #[error("{text:?} is not a suit (try H, hearts, ♥ or Schellen)")]
    InvalidSuit {
        /// The rejected text.
        text: String,
    },
    /// The text is not a rank.
    #[error("{text:?} is not a rank (try 6..10, J, Q, K, A, Under, Ober or Banner)")]
    InvalidRank {
        /// The rejected text.
        text: String,
    },
    /// A card index was not in 0..36.
    #[error("card index {index} is out of range 0..36")]
    IndexOutOfRange {
        /// The rejected index.
        index: u8,
    },
    /// A suit index was not in 0..4.
    #[error("suit index {index} is out of range 0..4")]
    SuitIndexOutOfRange {
        /// The rejected index.
        index: u8,
    },
    /// A rank index was not in 0..9.
    #[error("rank index {index} is out of range 0..9")]
    RankIndexOutOfRange {
        /// The rejected index.
        index: u8,
    },
    /// A card set mask had bits above bit 35.
    #[error("card set mask {mask:#x} has bits outside the 36 cards")]
    MaskOutOfRange {
        /// The rejected mask.
        mask: u64,
    },
    /// The text is not a meld: neither its cards nor its name.
    #[error(
        "{text:?} is not a meld (give its cards, \"HQ HJ H10\", or its name, \"sequence of three from ♥Q\", \"four jacks\")"
    )]
    InvalidMeld {
        /// The rejected text.
        text: String,
    },
    /// A list of cards named the same card twice.
    #[error("card {card} is listed twice")]
    DuplicateCard {
        /// The repeated card.
        card: Card,
    },
}

/// A contract could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseContractError {
    /// The text is not a contract.
    #[error("{text:?} is not a contract (try hearts, H, ♥, Schellen, obenabe or undenufe)")]
    InvalidContract {
        /// The rejected text.
        text: String,
    },
    /// A contract index was not in 0..6.
    #[error("contract index {index} is out of range 0..6")]
    IndexOutOfRange {
        /// The rejected index.
        index: u8,
    },
}

/// A card may not be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PlayError {
    /// The card is not in the player's hand.
    #[error("card {card} is not in the hand")]
    NotInHand {
        /// The card that was tried.
        card: Card,
    },
    /// The player holds the suit led and may not play another suit.
    #[error("card {card} does not follow {suit}, which the hand holds")]
    MustFollowSuit {
        /// The card that was tried.
        card: Card,
        /// The suit led.
        suit: Suit,
    },
    /// The card is a trump lower than a trump already in the trick.
    #[error("card {card} undertrumps {highest}")]
    Undertrump {
        /// The card that was tried.
        card: Card,
        /// The highest trump already in the trick.
        highest: Card,
    },
    /// A trump must be played (trump led, or void under a must-trump rule).
    #[error("card {card} is not a trump, and the hand must play one")]
    MustPlayTrump {
        /// The card that was tried.
        card: Card,
    },
    /// Trump was led and the hand can beat the highest trump ("Stichzwang").
    #[error("card {card} does not beat {highest}, and the hand can")]
    MustOvertrump {
        /// The card that was tried.
        card: Card,
        /// The highest trump in the trick.
        highest: Card,
    },
    /// The trick already holds a card from every player.
    #[error("the trick is already complete")]
    TrickComplete,
    /// The card is already in the trick.
    #[error("card {card} is already in the trick")]
    AlreadyInTrick {
        /// The card that was tried.
        card: Card,
    },
}

/// A rule set is invalid, or a rule set or one of its options could not be
/// read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RulesError {
    /// No preset has this name.
    #[error("unknown preset {name:?} (known: {known})")]
    UnknownPreset {
        /// The rejected name.
        name: String,
        /// The known preset names, comma separated.
        known: &'static str,
    },
    /// No option has this name.
    #[error("unknown rule option {name:?}")]
    UnknownOption {
        /// The rejected name.
        name: String,
    },
    /// An option has a value the rules do not allow.
    #[error("invalid value for rule option {option}: {reason}")]
    InvalidValue {
        /// The option's name.
        option: &'static str,
        /// What is wrong with the value.
        reason: String,
    },
    /// A serialized rule set could not be read.
    #[error("malformed rule set: {message}")]
    Malformed {
        /// The parser's message.
        message: String,
    },
}
