//! `jass_result`, the status every fallible function returns: each code
//! declared once, with its value, its documentation and its static message.

use std::ffi::CStr;

use macro_rules_attribute::apply;

/// Declares the result enum: takes the enum as written out below (which
/// cbindgen reads for the header), each variant with a doc comment, a
/// `#[message = "..."]` and an explicit value, and emits the enum without
/// the messages plus `ALL`, `from_code` and `message` built from the same
/// variants.
macro_rules! result_codes {
    (
        $(#[$attr:meta])*
        pub enum $name:ident {
            $(
                $(#[doc = $doc:literal])*
                #[message = $message:literal]
                $variant:ident = $value:literal,
            )*
        }
    ) => {
        $(#[$attr])*
        pub enum $name {
            $(
                $(#[doc = $doc])*
                $variant = $value,
            )*
        }

        impl $name {
            /// Every code, in declaration (and value) order.
            #[cfg(test)]
            pub(crate) const ALL: [$name; [$($value),*].len()] = [$($name::$variant),*];

            /// The code with value `code`, if there is one.
            #[must_use]
            pub fn from_code(code: u32) -> Option<$name> {
                match code {
                    $($value => Some($name::$variant),)*
                    _ => None,
                }
            }

            /// The static description of the code.
            #[must_use]
            pub const fn message(self) -> &'static CStr {
                match self {
                    $(
                        $name::$variant => const {
                            match CStr::from_bytes_with_nul(concat!($message, "\0").as_bytes()) {
                                Ok(message) => message,
                                Err(_) => panic!("a result message holds a NUL"),
                            }
                        },
                    )*
                }
            }
        }
    };
}

#[apply(result_codes!)]
/// The status returned by every fallible function.
///
/// `JASS_RESULT_OK` (0) is success; every other value names one kind of
/// failure, and `jass_last_error_message` gives the details of the last one
/// on the calling thread. Values are grouped by area and never reused: 0..99
/// general, 100..199 cards, sets, contracts and seats, 200..299 rule sets,
/// 300..399 playing a card, 400..499 weis and stöck, 500..599 games. A value
/// that is retired stays listed here as a comment.
///
/// A game refuses an action with the code of its reason: a card with the
/// 300..399 code `jass_check_play` gives, a weis announcement with its
/// 400..499 code, anything else with a 500..599 code.
///
/// In C this type is a `uint32_t`; pass it to `jass_result_message` for a
/// static description.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[must_use = "a jass_result reports whether the call succeeded"]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub enum jass_result {
    /// Success; out-parameters were written.
    #[message = "success"]
    Ok = 0,
    /// A bug in the library panicked; the panic was caught at the boundary.
    /// Objects the call was given are in an unspecified but valid state.
    #[message = "internal error: the library panicked (a bug; please report it)"]
    Panic = 1,
    /// A pointer argument that must not be NULL was NULL.
    #[message = "a required pointer argument is NULL"]
    NullPointer = 2,
    /// An integer or length argument is out of its documented range.
    #[message = "an argument is out of its documented range"]
    InvalidArgument = 3,
    /// A text argument is not valid UTF-8.
    #[message = "a text argument is not valid UTF-8"]
    InvalidUtf8 = 4,
    /// A JSON argument is not well-formed JSON.
    #[message = "a JSON argument is not well-formed JSON"]
    MalformedJson = 5,
    /// A caller-provided buffer is too short for the result.
    #[message = "the output buffer is too small"]
    BufferTooSmall = 6,
    /// The library was used against its rules in a way it detected: a
    /// handle that was freed (a use after free), one of another type (a
    /// `jass_rules *` cast to a `jass_game *`), an address that was never a
    /// handle, or a handle used by two threads at once while one of them
    /// changes it (the call that comes second fails). Nothing was changed;
    /// the message names the argument. The `_free` functions ignore such a
    /// handle, so a double free does nothing.
    ///
    /// Still undefined: a pointer to memory that cannot be read; a freed
    /// handle used after 1,024 more handles were freed (its memory may then
    /// belong to a new handle, which the call would use); freeing a string
    /// twice; buffers shorter than their stated length. A handle freed while
    /// another thread uses it is not freed (it leaks).
    #[message = "library misuse: a freed handle, a handle of another type, or one used by two threads at once"]
    Misuse = 7,
    /// The library could not allocate the memory the call needs; nothing
    /// was written.
    #[message = "out of memory"]
    OutOfMemory = 8,
    /// The call was stopped through its stop flag before it finished;
    /// nothing was written.
    #[message = "stopped through the stop flag"]
    Stopped = 9,
    /// A text is not a card (or a card set) in any supported notation.
    #[message = "the text is not a card in any supported notation"]
    InvalidCard = 100,
    /// A card index (ours or jass-kit's) is not in 0..36.
    #[message = "card index out of range 0 to 35"]
    CardOutOfRange = 101,
    /// A card set mask has bits above bit 35.
    #[message = "card set mask has bits outside the 36 cards"]
    CardSetOutOfRange = 102,
    /// A list of cards names the same card twice.
    #[message = "a card is listed twice"]
    DuplicateCard = 103,
    /// A suit index is not in 0..4.
    #[message = "suit index out of range 0 to 3"]
    SuitOutOfRange = 104,
    /// A rank index is not in 0..9.
    #[message = "rank index out of range 0 to 8"]
    RankOutOfRange = 105,
    /// A text is not a contract.
    #[message = "the text is not a contract"]
    InvalidContract = 110,
    /// A contract index is not in 0..6.
    #[message = "contract index out of range 0 to 5"]
    ContractOutOfRange = 111,
    /// A seat index is not in 0..6 (0 to 5), or names a seat not at the
    /// table (at a table of `n`, seats are 0 to `n - 1`).
    #[message = "seat index out of range"]
    SeatOutOfRange = 120,
    /// No rule preset has this name.
    #[message = "unknown rule preset"]
    UnknownPreset = 200,
    /// No rule option has this name.
    #[message = "unknown rule option"]
    UnknownOption = 201,
    /// Well-formed JSON that is not a valid rule set or option value: an
    /// unknown field, a value of the wrong type, or a value the rules forbid.
    #[message = "invalid rule set or rule option value"]
    InvalidRules = 202,
    /// The card is not in the hand.
    #[message = "the card is not in the hand"]
    NotInHand = 300,
    /// The hand holds the suit led and the card does not follow it.
    #[message = "the card does not follow the suit led, which the hand holds"]
    MustFollowSuit = 301,
    /// The card is a trump lower than a trump already in the trick.
    #[message = "the card undertrumps"]
    Undertrump = 302,
    /// The card is not a trump and the hand must play one.
    #[message = "the hand must play a trump"]
    MustPlayTrump = 303,
    /// Trump was led and the card does not beat the highest trump, which the
    /// hand can.
    #[message = "the hand must beat the highest trump"]
    MustOvertrump = 304,
    /// The trick already holds a card from every player.
    #[message = "the trick is already complete"]
    TrickComplete = 305,
    /// The card is already in the trick.
    #[message = "the card is already in the trick"]
    AlreadyInTrick = 306,
    /// The card may not be played for a reason none of the codes above names.
    #[message = "the card may not be played"]
    IllegalCard = 307,
    /// Weis is not played under these rules (⚙ `weis_enabled`).
    #[message = "weis is not played under these rules"]
    WeisDisabled = 400,
    /// A meld index is not in 0..121 (`JASS_MELD_COUNT`).
    #[message = "meld index out of range 0 to 120"]
    MeldOutOfRange = 401,
    /// A text is not a meld: neither its cards nor its name.
    #[message = "the text is not a meld"]
    InvalidMeld = 402,
    /// A sequence whose length or top card describes no real cards (only
    /// possible in a game record).
    #[message = "the sequence describes no real cards"]
    MalformedMeld = 403,
    /// A four the rules do not count in this contract (⚙ `fours_allowed`,
    /// `four_nines`, `undenufe_fours`).
    #[message = "the meld does not count in this contract"]
    MeldNotAllowed = 404,
    /// A card of the meld is not in the hand.
    #[message = "a card of the meld is not in the hand"]
    MeldNotInHand = 405,
    /// Large weis: the sequence is part of a longer one the hand holds,
    /// which counts whole.
    #[message = "the sequence is part of a longer one, which counts whole"]
    PartOfLongerSequence = 406,
    /// A card would count in two melds of one declaration.
    #[message = "a card would count in two melds"]
    CardInTwoMelds = 407,
    /// The same meld is listed twice.
    #[message = "a meld is listed twice"]
    DuplicateMeld = 408,
    /// The announcement is worth less than one announced before it.
    #[message = "the meld is worth less than one announced before"]
    BelowHighest = 409,
    /// ⚙ `announce_policy = mandatory_best`: the meld is not the hand's best.
    #[message = "the meld is not the hand's best, which must be announced"]
    NotBestMeld = 410,
    /// ⚙ `announce_policy = mandatory_best`: the hand must announce its best
    /// meld and may not pass.
    #[message = "the hand must announce its best meld"]
    MustAnnounce = 411,
    /// The announced meld that won is missing from the declared melds.
    #[message = "the announced meld must be declared"]
    AnnouncedNotDeclared = 412,
    /// Schmaus: the announcement does not beat the last meld scored.
    #[message = "the meld does not beat the last meld scored"]
    NotUpwards = 413,
    /// Schmaus: the meld reuses cards of a meld the same player scored
    /// earlier without beating it.
    #[message = "the meld reuses cards of an earlier meld without beating it"]
    ReusesScoredCards = 414,
    /// The weis is not allowed for a reason none of the codes above names.
    #[message = "the weis is not allowed"]
    IllegalWeis = 415,
    /// The game kind is known but this library cannot create or replay it
    /// yet.
    #[message = "this game is not available in this library"]
    GameNotAvailable = 500,
    /// The hands of a deal do not have the right number of cards (a card in
    /// two hands is `JASS_RESULT_DUPLICATE_CARD`).
    #[message = "a hand of the deal has the wrong number of cards"]
    InvalidDeal = 501,
    /// The game is over; it accepts no more actions.
    #[message = "the game is over"]
    GameOver = 502,
    /// The action is not one the game expects now (a card while a contract
    /// is due, a declaration in the middle of a trick...).
    #[message = "the action is not possible at this point of the game"]
    WrongPhase = 503,
    /// The contract is disabled by the rules (⚙ `contracts`).
    #[message = "the contract is not allowed by the rules"]
    ContractDisabled = 504,
    /// The player may not shove now.
    #[message = "the contract may not be shoved now"]
    CannotShove = 505,
    /// The player may not pass now.
    #[message = "passing is not allowed now"]
    CannotPass = 506,
    /// The player may not rob now (Schmaus).
    #[message = "robbing is not possible now"]
    CannotRob = 507,
    /// Claims are not played (⚙ `end_mode = automatic`, or a game without
    /// a target: Coiffeur Schieber).
    #[message = "claims are not played under these rules"]
    ClaimsOff = 508,
    /// The seat may not claim now.
    #[message = "the seat may not claim now"]
    CannotClaim = 509,
    /// The action is refused for a reason none of the codes above names.
    #[message = "the action is not allowed"]
    IllegalAction = 510,
    /// The game is not over, so it has no result yet.
    #[message = "the game is not over"]
    GameNotOver = 511,
    /// Well-formed JSON that is not a game record: an unknown field, a
    /// missing one, or a value of the wrong type.
    #[message = "the JSON is not a game record"]
    InvalidRecord = 512,
    /// An action of a game record is refused where it stands;
    /// `jass_last_error_action_index` gives its index.
    #[message = "an action of the record is illegal"]
    IllegalRecordAction = 513,
    /// Coiffeur Schieber: the table has no such row.
    #[message = "the table has no such row"]
    NoSuchRow = 514,
    /// Coiffeur Schieber: the chooser's team has played the row already
    /// (or has no row left and must shove).
    #[message = "the row has been played by the chooser's team"]
    RowPlayed = 515,
    /// Coiffeur Schieber: the row cannot be played as that contract.
    #[message = "the row cannot be played as that contract"]
    RowContract = 516,
    /// A Differenzler prediction above the hand's total card points.
    #[message = "the prediction is above the hand's total"]
    PredictionOutOfRange = 517,
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::jass_result_message;

    #[test]
    fn codes_are_unique_and_round_trip() {
        let mut seen = HashSet::new();
        for code in jass_result::ALL {
            assert!(seen.insert(code as u32), "{code:?} reuses a value");
            assert_eq!(jass_result::from_code(code as u32), Some(code));
        }
        let known: Vec<u32> = (0..1000)
            .filter(|&c| jass_result::from_code(c).is_some())
            .collect();
        assert_eq!(known.len(), jass_result::ALL.len());
        assert!(jass_result::ALL.is_sorted_by_key(|c| *c as u32));
    }

    #[test]
    fn every_code_has_a_static_message() {
        for code in jass_result::ALL {
            // SAFETY: jass_result_message returns a static NUL-terminated string.
            let message = unsafe { CStr::from_ptr(jass_result_message(code as u32)) };
            assert_eq!(message, code.message());
            assert!(!message.is_empty());
        }
        // SAFETY: as above.
        let unknown = unsafe { CStr::from_ptr(jass_result_message(9999)) };
        assert_eq!(unknown, c"unknown result code");
    }
}
