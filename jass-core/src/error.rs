//! Error types, one per family of operations.

use alloc::string::String;
use core::fmt;

use crate::card::{Card, Suit};
use crate::seat::{Players, SeatOutOfRange};

/// A card, suit, rank or card set could not be read or built.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseCardError {
    /// The text was empty.
    #[error("empty card text")]
    Empty,
    /// The text is not a card in any supported notation.
    #[error("{} is not a card (try HA, H10, ♥A or \"Schellen Ass\")", excerpt(.text))]
    InvalidCard {
        /// The rejected text.
        text: String,
    },
    /// The text is not a suit.
    #[error("{} is not a suit (try H, hearts, ♥ or Schellen)", excerpt(.text))]
    InvalidSuit {
        /// The rejected text.
        text: String,
    },
    /// The text is not a rank.
    #[error("{} is not a rank (try 6..10, J, Q, K, A, Under, Ober or Banner)", excerpt(.text))]
    InvalidRank {
        /// The rejected text.
        text: String,
    },
    /// A card index was not in 0..36.
    #[error("card index {index} is out of range 0 to 35")]
    IndexOutOfRange {
        /// The rejected index.
        index: u8,
    },
    /// A suit index was not in 0..4.
    #[error("suit index {index} is out of range 0 to 3")]
    SuitIndexOutOfRange {
        /// The rejected index.
        index: u8,
    },
    /// A rank index was not in 0..9.
    #[error("rank index {index} is out of range 0 to 8")]
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
        "{} is not a meld (give its cards, \"HQ HJ H10\", or its name, \"sequence of three from ♥Q\", \"four jacks\")",
        excerpt(.text)
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
    #[error(
        "{} is not a contract (try hearts, H, ♥, Schellen, obenabe or undenufe)",
        excerpt(.text)
    )]
    InvalidContract {
        /// The rejected text.
        text: String,
    },
    /// A contract index was not in 0..6.
    #[error("contract index {index} is out of range 0 to 5")]
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
    /// The cards given for a trick name the same card twice.
    #[error("card {card} is listed twice")]
    DuplicateCard {
        /// The repeated card.
        card: Card,
    },
    /// More cards were given for a trick than the table has players.
    #[error("a trick at a table of {players} players holds at most {players} cards, got {len}")]
    TooManyCards {
        /// The number of cards given.
        len: usize,
        /// The players at the table.
        players: Players,
    },
    /// The seat given to lead a trick does not lead at its table (seat 4
    /// at a table of four, or the Chnächt of a table of five).
    #[error("{0}")]
    NotAtTable(#[from] SeatOutOfRange),
}

/// A rule set is invalid, or a rule set or one of its options could not be
/// read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RulesError {
    /// No preset has this name.
    #[error("unknown preset {} (known: {known})", excerpt(.name))]
    UnknownPreset {
        /// The rejected name.
        name: String,
        /// The known preset names, comma separated.
        known: &'static str,
    },
    /// No option has this name.
    #[error("unknown rule option {}{}", excerpt(.name), crate::rules::DidYouMean(.name))]
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

impl RulesError {
    /// What is wrong, without the option's name, for an error inside an
    /// option's value read as data, whose reader names the option itself
    /// ("option sws_order: …" once, not twice).
    #[cfg(feature = "serde")]
    pub(crate) fn into_reason(self) -> String {
        match self {
            RulesError::InvalidValue { reason, .. } => reason,
            other => alloc::string::ToString::to_string(&other),
        }
    }
}

/// A count and its noun as a message writes them: "1 card", "2 cards".
pub(crate) struct Count(pub(crate) usize, pub(crate) &'static str);

/// The [`Count`] of `n` things called `noun` (its singular; the plural
/// adds an "s").
pub(crate) fn count(n: usize, noun: &'static str) -> Count {
    Count(n, noun)
}

impl fmt::Display for Count {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = if self.0 == 1 { "" } else { "s" };
        write!(f, "{} {}{s}", self.0, self.1)
    }
}

/// Characters of a rejected text an error message shows.
const EXCERPT_CHARS: usize = 80;

/// A rejected text as an error message shows it: quoted, and cut after
/// [`EXCERPT_CHARS`] characters, so that a huge argument still makes a short
/// message (the error's field keeps the whole text).
pub(crate) struct Excerpt<'a>(&'a str);

/// The [`Excerpt`] of `text`.
pub(crate) fn excerpt(text: &str) -> Excerpt<'_> {
    Excerpt(text)
}

impl fmt::Display for Excerpt<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.char_indices().nth(EXCERPT_CHARS) {
            None => write!(f, "{:?}", self.0),
            Some((cut, _)) => write!(f, "{:?}… ({} bytes)", &self.0[..cut], self.0.len()),
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;

    #[test]
    fn a_huge_rejected_text_makes_a_short_message() {
        let huge = "x".repeat(10_000_000);
        let error = ParseCardError::InvalidCard { text: huge.clone() };
        let message = error.to_string();
        assert!(message.len() < 200, "{} bytes", message.len());
        assert!(message.starts_with(&alloc::format!("{:?}… (10000000 bytes)", "x".repeat(80))));
        let short = ParseCardError::InvalidCard { text: "H11".into() };
        assert!(short.to_string().starts_with("\"H11\" is not a card"));
        let option = RulesError::UnknownOption { name: huge };
        assert!(option.to_string().len() < 200);
    }

    #[test]
    fn counts_are_singular_for_one() {
        assert_eq!(count(0, "card").to_string(), "0 cards");
        assert_eq!(count(1, "card").to_string(), "1 card");
        assert_eq!(count(2, "trick").to_string(), "2 tricks");
    }

    #[test]
    fn index_errors_name_the_last_valid_index() {
        let cases = [
            (
                ParseCardError::IndexOutOfRange { index: 36 }.to_string(),
                "card index 36 is out of range 0 to 35",
            ),
            (
                ParseCardError::SuitIndexOutOfRange { index: 4 }.to_string(),
                "suit index 4 is out of range 0 to 3",
            ),
            (
                ParseCardError::RankIndexOutOfRange { index: 9 }.to_string(),
                "rank index 9 is out of range 0 to 8",
            ),
            (
                ParseContractError::IndexOutOfRange { index: 6 }.to_string(),
                "contract index 6 is out of range 0 to 5",
            ),
        ];
        for (message, expected) in cases {
            assert_eq!(message, expected);
        }
    }
}
