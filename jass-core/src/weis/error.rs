//! The error of every weis operation.

use crate::card::Card;
use crate::contract::Contract;
use crate::seat::SeatOutOfRange;
use crate::weis::meld::Meld;

/// A meld, declaration or announcement is not allowed.
///
/// Every variant names the meld (and card) at fault, so the message can be
/// shown to a player as it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum WeisError {
    /// The rules are played without weis (⚙ `weis_enabled`, RULES.md §4).
    #[error("weis is not played under these rules")]
    WeisDisabled,
    /// A sequence whose length or top card describes no real cards.
    #[error("{meld} is not a meld: a sequence has 3 to 9 cards, all at or below its top card")]
    Malformed {
        /// The rejected meld.
        meld: Meld,
    },
    /// A meld index was not in `0..121`.
    #[error("meld index {index} is out of range 0 to 120")]
    IndexOutOfRange {
        /// The rejected index.
        index: u8,
    },
    /// A four the rules do not count in this contract (⚙ `fours_allowed`,
    /// `four_nines`, `undenufe_fours`; RULES.md §4.1).
    #[error("{meld} does not count in {contract} under these rules")]
    NotAllowed {
        /// The rejected meld.
        meld: Meld,
        /// The contract being played.
        contract: Contract,
    },
    /// A card of the meld is not in the hand.
    #[error("card {card} of {meld} is not in the hand")]
    NotInHand {
        /// The meld.
        meld: Meld,
        /// Its first card that is missing.
        card: Card,
    },
    /// Large weis: a sequence is part of a longer one the hand holds, which
    /// counts whole (RULES.md §4.1, \[000\]).
    #[error("{meld} is part of {sequence}, which counts whole in large weis")]
    PartOfLongerSequence {
        /// The rejected sequence.
        meld: Meld,
        /// The longer sequence of the hand that contains it.
        sequence: Meld,
    },
    /// A card would count in two melds of one declaration (small weis, or
    /// two sequences in any weis; RULES.md §4.1).
    #[error("card {card} cannot count in both {first} and {second}")]
    CardInTwoMelds {
        /// The shared card.
        card: Card,
        /// One meld holding it.
        first: Meld,
        /// The other meld holding it.
        second: Meld,
    },
    /// The same meld was listed twice.
    #[error("{meld} is listed twice")]
    DuplicateMeld {
        /// The repeated meld.
        meld: Meld,
    },
    /// An announcement is worth less than the highest value announced so
    /// far (Schieber, RULES.md §4.3) or than the leader's announcement it
    /// answers (Schmaus, §6).
    #[error("{meld} ({value}) is worth less than {highest} ({highest_value}), announced before")]
    BelowHighest {
        /// The rejected meld.
        meld: Meld,
        /// Its value.
        value: u16,
        /// The meld it must reach.
        highest: Meld,
        /// That meld's value.
        highest_value: u16,
    },
    /// ⚙ `announce_policy = mandatory_best`: the announced meld is not the
    /// hand's best (RULES.md §4.3, \[003\]).
    #[error("{meld} is not the best meld of the hand; {best} must be announced")]
    NotBest {
        /// The rejected meld.
        meld: Meld,
        /// The hand's best meld.
        best: Meld,
    },
    /// ⚙ `announce_policy = mandatory_best`: the hand may not decline, as
    /// its best meld reaches the highest value announced so far.
    #[error("{best} must be announced")]
    MustAnnounce {
        /// The hand's best meld.
        best: Meld,
    },
    /// The player whose announced meld won did not declare it (RULES.md
    /// §4.3: the announced meld is recorded with the side's other melds).
    #[error("the announced {meld} must be among the declared melds")]
    AnnouncedNotDeclared {
        /// The announced meld.
        meld: Meld,
    },
    /// Schmaus: the announcement does not beat the last meld scored in this
    /// hand ("upwards", RULES.md §6).
    #[error("{meld} does not beat {last}, the last meld scored in this hand")]
    NotUpwards {
        /// The rejected meld.
        meld: Meld,
        /// The last meld scored in the hand.
        last: Meld,
    },
    /// Schmaus: the meld reuses cards of a meld the same player scored
    /// earlier in this hand without beating it (RULES.md §6).
    #[error("{meld} reuses cards of {earlier}, scored earlier, without beating it")]
    ReusesScoredCards {
        /// The rejected meld.
        meld: Meld,
        /// The earlier scored meld sharing cards with it.
        earlier: Meld,
    },
    /// A seat named does not sit at the table (Schmaus is played by two).
    #[error("{0}")]
    NotAtTable(#[from] SeatOutOfRange),
}
