//! Result codes, the per-thread last error message, and the boundary that
//! every exported function body runs inside.

use std::any::Any;
use std::cell::{Cell, RefCell};
use std::ffi::{CStr, c_char};
use std::fmt;
use std::panic::{AssertUnwindSafe, catch_unwind};

use jass_core::{
    ActionError, DealError, NewGameError, ParseCardError, ParseContractError, PlayError,
    ReplayError, RulesError, SeatOutOfRange, WeisError,
};

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
    Ok = 0,
    /// A bug in the library panicked; the panic was caught at the boundary.
    /// Objects the call was given are in an unspecified but valid state.
    Panic = 1,
    /// A pointer argument that must not be NULL was NULL.
    NullPointer = 2,
    /// An integer or length argument is out of its documented range.
    InvalidArgument = 3,
    /// A text argument is not valid UTF-8.
    InvalidUtf8 = 4,
    /// A JSON argument is not well-formed JSON.
    MalformedJson = 5,
    /// A caller-provided buffer is too short for the result.
    BufferTooSmall = 6,
    /// A text is not a card (or a card set) in any supported notation.
    InvalidCard = 100,
    /// A card index (ours or jass-kit's) is not in 0..36.
    CardOutOfRange = 101,
    /// A card set mask has bits above bit 35.
    CardSetOutOfRange = 102,
    /// A list of cards names the same card twice.
    DuplicateCard = 103,
    /// A suit index is not in 0..4.
    SuitOutOfRange = 104,
    /// A rank index is not in 0..9.
    RankOutOfRange = 105,
    /// A text is not a contract.
    InvalidContract = 110,
    /// A contract index is not in 0..6.
    ContractOutOfRange = 111,
    /// A seat index is not in 0..4 (or not at the table).
    SeatOutOfRange = 120,
    /// No rule preset has this name.
    UnknownPreset = 200,
    /// No rule option has this name.
    UnknownOption = 201,
    /// Well-formed JSON that is not a valid rule set or option value: an
    /// unknown field, a value of the wrong type, or a value the rules forbid.
    InvalidRules = 202,
    /// The card is not in the hand.
    NotInHand = 300,
    /// The hand holds the suit led and the card does not follow it.
    MustFollowSuit = 301,
    /// The card is a trump lower than a trump already in the trick.
    Undertrump = 302,
    /// The card is not a trump and the hand must play one.
    MustPlayTrump = 303,
    /// Trump was led and the card does not beat the highest trump, which the
    /// hand can.
    MustOvertrump = 304,
    /// The trick already holds a card from every player.
    TrickComplete = 305,
    /// The card is already in the trick.
    AlreadyInTrick = 306,
    /// The card may not be played for a reason none of the codes above names.
    IllegalCard = 307,
    /// Weis is not played under these rules (⚙ `weis_enabled`).
    WeisDisabled = 400,
    /// A meld index is not in 0..121 (`JASS_MELD_COUNT`).
    MeldOutOfRange = 401,
    /// A text is not a meld: neither its cards nor its name.
    InvalidMeld = 402,
    /// A sequence whose length or top card describes no real cards (only
    /// possible in a game record).
    MalformedMeld = 403,
    /// A four the rules do not count in this contract (⚙ `fours_allowed`,
    /// `four_nines`, `undenufe_fours`).
    MeldNotAllowed = 404,
    /// A card of the meld is not in the hand.
    MeldNotInHand = 405,
    /// Large weis: the sequence is part of a longer one the hand holds,
    /// which counts whole.
    PartOfLongerSequence = 406,
    /// A card would count in two melds of one declaration.
    CardInTwoMelds = 407,
    /// The same meld is listed twice.
    DuplicateMeld = 408,
    /// The announcement is worth less than one announced before it.
    BelowHighest = 409,
    /// ⚙ `announce_policy = mandatory_best`: the meld is not the hand's best.
    NotBestMeld = 410,
    /// ⚙ `announce_policy = mandatory_best`: the hand must announce its best
    /// meld and may not pass.
    MustAnnounce = 411,
    /// The announced meld that won is missing from the declared melds.
    AnnouncedNotDeclared = 412,
    /// Schmaus: the announcement does not beat the last meld scored.
    NotUpwards = 413,
    /// Schmaus: the meld reuses cards of a meld scored earlier without
    /// beating it.
    ReusesScoredCards = 414,
    /// The weis is not allowed for a reason none of the codes above names.
    IllegalWeis = 415,
    /// The game kind is known but this library cannot create or replay it
    /// yet.
    GameNotAvailable = 500,
    /// The hands of a deal do not have the right number of cards (a card in
    /// two hands is `JASS_RESULT_DUPLICATE_CARD`).
    InvalidDeal = 501,
    /// The game is over; it accepts no more actions.
    GameOver = 502,
    /// The action is not one the game expects now (a card while a contract
    /// is due, a declaration in the middle of a trick...).
    WrongPhase = 503,
    /// The contract is disabled by the rules (⚙ `contracts`).
    ContractDisabled = 504,
    /// The player may not shove now.
    CannotShove = 505,
    /// The player may not pass now.
    CannotPass = 506,
    /// The player may not rob now (Schmaus).
    CannotRob = 507,
    /// Claims are not played (⚙ `end_mode = automatic`).
    ClaimsOff = 508,
    /// The seat may not claim now.
    CannotClaim = 509,
    /// The action is refused for a reason none of the codes above names.
    IllegalAction = 510,
    /// The game is not over, so it has no result yet.
    GameNotOver = 511,
    /// Well-formed JSON that is not a game record: an unknown field, a
    /// missing one, or a value of the wrong type.
    InvalidRecord = 512,
    /// An action of a game record is refused where it stands;
    /// `jass_last_error_action_index` gives its index.
    IllegalRecordAction = 513,
}

impl jass_result {
    /// Every code, in value order.
    pub(crate) const ALL: [jass_result; 57] = [
        jass_result::Ok,
        jass_result::Panic,
        jass_result::NullPointer,
        jass_result::InvalidArgument,
        jass_result::InvalidUtf8,
        jass_result::MalformedJson,
        jass_result::BufferTooSmall,
        jass_result::InvalidCard,
        jass_result::CardOutOfRange,
        jass_result::CardSetOutOfRange,
        jass_result::DuplicateCard,
        jass_result::SuitOutOfRange,
        jass_result::RankOutOfRange,
        jass_result::InvalidContract,
        jass_result::ContractOutOfRange,
        jass_result::SeatOutOfRange,
        jass_result::UnknownPreset,
        jass_result::UnknownOption,
        jass_result::InvalidRules,
        jass_result::NotInHand,
        jass_result::MustFollowSuit,
        jass_result::Undertrump,
        jass_result::MustPlayTrump,
        jass_result::MustOvertrump,
        jass_result::TrickComplete,
        jass_result::AlreadyInTrick,
        jass_result::IllegalCard,
        jass_result::WeisDisabled,
        jass_result::MeldOutOfRange,
        jass_result::InvalidMeld,
        jass_result::MalformedMeld,
        jass_result::MeldNotAllowed,
        jass_result::MeldNotInHand,
        jass_result::PartOfLongerSequence,
        jass_result::CardInTwoMelds,
        jass_result::DuplicateMeld,
        jass_result::BelowHighest,
        jass_result::NotBestMeld,
        jass_result::MustAnnounce,
        jass_result::AnnouncedNotDeclared,
        jass_result::NotUpwards,
        jass_result::ReusesScoredCards,
        jass_result::IllegalWeis,
        jass_result::GameNotAvailable,
        jass_result::InvalidDeal,
        jass_result::GameOver,
        jass_result::WrongPhase,
        jass_result::ContractDisabled,
        jass_result::CannotShove,
        jass_result::CannotPass,
        jass_result::CannotRob,
        jass_result::ClaimsOff,
        jass_result::CannotClaim,
        jass_result::IllegalAction,
        jass_result::GameNotOver,
        jass_result::InvalidRecord,
        jass_result::IllegalRecordAction,
    ];

    /// The code with value `code`, if there is one.
    #[must_use]
    pub fn from_code(code: u32) -> Option<jass_result> {
        jass_result::ALL.into_iter().find(|r| *r as u32 == code)
    }

    /// The static description of the code.
    #[must_use]
    pub const fn message(self) -> &'static CStr {
        match self {
            jass_result::Ok => c"success",
            jass_result::Panic => c"internal error: the library panicked (a bug; please report it)",
            jass_result::NullPointer => c"a required pointer argument is NULL",
            jass_result::InvalidArgument => c"an argument is out of its documented range",
            jass_result::InvalidUtf8 => c"a text argument is not valid UTF-8",
            jass_result::MalformedJson => c"a JSON argument is not well-formed JSON",
            jass_result::BufferTooSmall => c"the output buffer is too small",
            jass_result::InvalidCard => c"the text is not a card in any supported notation",
            jass_result::CardOutOfRange => c"card index out of range 0..36",
            jass_result::CardSetOutOfRange => c"card set mask has bits outside the 36 cards",
            jass_result::DuplicateCard => c"a card is listed twice",
            jass_result::SuitOutOfRange => c"suit index out of range 0..4",
            jass_result::RankOutOfRange => c"rank index out of range 0..9",
            jass_result::InvalidContract => c"the text is not a contract",
            jass_result::ContractOutOfRange => c"contract index out of range 0..6",
            jass_result::SeatOutOfRange => c"seat index out of range",
            jass_result::UnknownPreset => c"unknown rule preset",
            jass_result::UnknownOption => c"unknown rule option",
            jass_result::InvalidRules => c"invalid rule set or rule option value",
            jass_result::NotInHand => c"the card is not in the hand",
            jass_result::MustFollowSuit => {
                c"the card does not follow the suit led, which the hand holds"
            }
            jass_result::Undertrump => c"the card undertrumps",
            jass_result::MustPlayTrump => c"the hand must play a trump",
            jass_result::MustOvertrump => c"the hand must beat the highest trump",
            jass_result::TrickComplete => c"the trick is already complete",
            jass_result::AlreadyInTrick => c"the card is already in the trick",
            jass_result::IllegalCard => c"the card may not be played",
            jass_result::WeisDisabled => c"weis is not played under these rules",
            jass_result::MeldOutOfRange => c"meld index out of range 0..121",
            jass_result::InvalidMeld => c"the text is not a meld",
            jass_result::MalformedMeld => c"the sequence describes no real cards",
            jass_result::MeldNotAllowed => c"the meld does not count in this contract",
            jass_result::MeldNotInHand => c"a card of the meld is not in the hand",
            jass_result::PartOfLongerSequence => {
                c"the sequence is part of a longer one, which counts whole"
            }
            jass_result::CardInTwoMelds => c"a card would count in two melds",
            jass_result::DuplicateMeld => c"a meld is listed twice",
            jass_result::BelowHighest => c"the meld is worth less than one announced before",
            jass_result::NotBestMeld => c"the meld is not the hand's best, which must be announced",
            jass_result::MustAnnounce => c"the hand must announce its best meld",
            jass_result::AnnouncedNotDeclared => c"the announced meld must be declared",
            jass_result::NotUpwards => c"the meld does not beat the last meld scored",
            jass_result::ReusesScoredCards => {
                c"the meld reuses cards of an earlier meld without beating it"
            }
            jass_result::IllegalWeis => c"the weis is not allowed",
            jass_result::GameNotAvailable => c"this game is not available in this library",
            jass_result::InvalidDeal => c"a hand of the deal has the wrong number of cards",
            jass_result::GameOver => c"the game is over",
            jass_result::WrongPhase => c"the action is not possible at this point of the game",
            jass_result::ContractDisabled => c"the contract is not allowed by the rules",
            jass_result::CannotShove => c"the contract may not be shoved now",
            jass_result::CannotPass => c"passing is not allowed now",
            jass_result::CannotRob => c"robbing is not possible now",
            jass_result::ClaimsOff => c"claims are not played under these rules",
            jass_result::CannotClaim => c"the seat may not claim now",
            jass_result::IllegalAction => c"the action is not allowed",
            jass_result::GameNotOver => c"the game is not over",
            jass_result::InvalidRecord => c"the JSON is not a game record",
            jass_result::IllegalRecordAction => c"an action of the record is illegal",
        }
    }
}

/// A failure on its way to the C caller: the code it returns and the
/// detailed message recorded for `jass_last_error_message`.
#[derive(Debug)]
pub(crate) struct Error {
    code: jass_result,
    message: String,
    /// The index of the refused action of a game record, for
    /// `jass_last_error_action_index`.
    action_index: Option<usize>,
}

impl Error {
    pub(crate) fn new(code: jass_result, message: impl Into<String>) -> Error {
        Error {
            code,
            message: message.into(),
            action_index: None,
        }
    }

    /// An out-of-range argument.
    pub(crate) fn invalid(message: impl Into<String>) -> Error {
        Error::new(jass_result::InvalidArgument, message)
    }

    /// The code this error returns.
    #[cfg(test)]
    pub(crate) fn code(&self) -> jass_result {
        self.code
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl From<ParseCardError> for Error {
    fn from(error: ParseCardError) -> Error {
        let code = match error {
            ParseCardError::IndexOutOfRange { .. } => jass_result::CardOutOfRange,
            ParseCardError::SuitIndexOutOfRange { .. } => jass_result::SuitOutOfRange,
            ParseCardError::RankIndexOutOfRange { .. } => jass_result::RankOutOfRange,
            ParseCardError::MaskOutOfRange { .. } => jass_result::CardSetOutOfRange,
            ParseCardError::DuplicateCard { .. } => jass_result::DuplicateCard,
            _ => jass_result::InvalidCard,
        };
        Error::new(code, error.to_string())
    }
}

impl From<ParseContractError> for Error {
    fn from(error: ParseContractError) -> Error {
        let code = match error {
            ParseContractError::IndexOutOfRange { .. } => jass_result::ContractOutOfRange,
            _ => jass_result::InvalidContract,
        };
        Error::new(code, error.to_string())
    }
}

impl From<PlayError> for Error {
    fn from(error: PlayError) -> Error {
        let code = match error {
            PlayError::NotInHand { .. } => jass_result::NotInHand,
            PlayError::MustFollowSuit { .. } => jass_result::MustFollowSuit,
            PlayError::Undertrump { .. } => jass_result::Undertrump,
            PlayError::MustPlayTrump { .. } => jass_result::MustPlayTrump,
            PlayError::MustOvertrump { .. } => jass_result::MustOvertrump,
            PlayError::TrickComplete => jass_result::TrickComplete,
            PlayError::AlreadyInTrick { .. } => jass_result::AlreadyInTrick,
            PlayError::DuplicateCard { .. } => jass_result::DuplicateCard,
            PlayError::TooManyCards { .. } => jass_result::InvalidArgument,
            _ => jass_result::IllegalCard,
        };
        Error::new(code, error.to_string())
    }
}

impl From<RulesError> for Error {
    fn from(error: RulesError) -> Error {
        let code = match error {
            RulesError::UnknownPreset { .. } => jass_result::UnknownPreset,
            RulesError::UnknownOption { .. } => jass_result::UnknownOption,
            _ => jass_result::InvalidRules,
        };
        Error::new(code, error.to_string())
    }
}

impl From<SeatOutOfRange> for Error {
    fn from(error: SeatOutOfRange) -> Error {
        Error::new(jass_result::SeatOutOfRange, error.to_string())
    }
}

impl From<WeisError> for Error {
    fn from(error: WeisError) -> Error {
        let code = match error {
            WeisError::WeisDisabled => jass_result::WeisDisabled,
            WeisError::IndexOutOfRange { .. } => jass_result::MeldOutOfRange,
            WeisError::Malformed { .. } => jass_result::MalformedMeld,
            WeisError::NotAllowed { .. } => jass_result::MeldNotAllowed,
            WeisError::NotInHand { .. } => jass_result::MeldNotInHand,
            WeisError::PartOfLongerSequence { .. } => jass_result::PartOfLongerSequence,
            WeisError::CardInTwoMelds { .. } => jass_result::CardInTwoMelds,
            WeisError::DuplicateMeld { .. } => jass_result::DuplicateMeld,
            WeisError::BelowHighest { .. } => jass_result::BelowHighest,
            WeisError::NotBest { .. } => jass_result::NotBestMeld,
            WeisError::MustAnnounce { .. } => jass_result::MustAnnounce,
            WeisError::AnnouncedNotDeclared { .. } => jass_result::AnnouncedNotDeclared,
            WeisError::NotUpwards { .. } => jass_result::NotUpwards,
            WeisError::ReusesScoredCards { .. } => jass_result::ReusesScoredCards,
            _ => jass_result::IllegalWeis,
        };
        Error::new(code, error.to_string())
    }
}

impl From<DealError> for Error {
    fn from(error: DealError) -> Error {
        let code = match error {
            DealError::DuplicateCard { .. } => jass_result::DuplicateCard,
            DealError::NotAtTable { .. } => jass_result::SeatOutOfRange,
            _ => jass_result::InvalidDeal,
        };
        Error::new(code, error.to_string())
    }
}

impl From<ActionError> for Error {
    fn from(error: ActionError) -> Error {
        let code = match error {
            ActionError::Play(error) => return error.into(),
            ActionError::Weis(error) => return error.into(),
            ActionError::GameOver => jass_result::GameOver,
            ActionError::WrongPhase { .. } => jass_result::WrongPhase,
            ActionError::ContractDisabled { .. } => jass_result::ContractDisabled,
            ActionError::CannotShove => jass_result::CannotShove,
            ActionError::CannotPass => jass_result::CannotPass,
            ActionError::CannotRob => jass_result::CannotRob,
            ActionError::ClaimsOff => jass_result::ClaimsOff,
            ActionError::CannotClaim { .. } => jass_result::CannotClaim,
            _ => jass_result::IllegalAction,
        };
        Error::new(code, error.to_string())
    }
}

impl From<NewGameError> for Error {
    fn from(error: NewGameError) -> Error {
        match error {
            NewGameError::Rules(error) => error.into(),
            NewGameError::Deal(error) => error.into(),
            _ => Error::new(jass_result::InvalidArgument, error.to_string()),
        }
    }
}

impl From<ReplayError> for Error {
    fn from(error: ReplayError) -> Error {
        match error {
            ReplayError::New(error) => error.into(),
            ReplayError::WrongGame { game } => Error::new(
                jass_result::GameNotAvailable,
                format!("cannot replay the record: {game:?} games are not available"),
            ),
            ReplayError::Action { index, .. } => Error {
                code: jass_result::IllegalRecordAction,
                message: error.to_string(),
                action_index: Some(index),
            },
            _ => Error::new(jass_result::InvalidRecord, error.to_string()),
        }
    }
}

thread_local! {
    /// The detailed message of the last failed call on this thread; empty
    /// after a successful one.
    static LAST_ERROR: RefCell<String> = const { RefCell::new(String::new()) };
    /// The index of the record action the last failed call on this thread
    /// refused, if it failed that way.
    static LAST_ACTION_INDEX: Cell<Option<usize>> = const { Cell::new(None) };
}

fn record_last_error(message: Option<String>, action_index: Option<usize>) {
    // `try_with` fails only while the thread is being torn down; the message
    // is then lost, which is harmless.
    let _ = LAST_ERROR.try_with(|last| {
        if let Ok(mut last) = last.try_borrow_mut() {
            match message {
                Some(message) => *last = message,
                None => last.clear(),
            }
        }
    });
    let _ = LAST_ACTION_INDEX.try_with(|last| last.set(action_index));
}

/// The index of the record action the thread's last failed call refused.
pub(crate) fn last_action_index() -> Option<usize> {
    LAST_ACTION_INDEX.try_with(Cell::get).ok().flatten()
}

/// Copies the last error message of this thread into `buf` (see
/// `jass_last_error_message`) and returns its full length.
pub(crate) fn copy_last_error(buf: &mut [u8]) -> usize {
    LAST_ERROR
        .try_with(|last| {
            let Ok(last) = last.try_borrow() else {
                return 0;
            };
            if let Some(room) = buf.len().checked_sub(1) {
                // Cut at a character boundary so that a truncated message is
                // still valid UTF-8.
                let mut end = last.len().min(room);
                while !last.is_char_boundary(end) {
                    end -= 1;
                }
                buf[..end].copy_from_slice(&last.as_bytes()[..end]);
                buf[end] = 0;
            }
            last.len()
        })
        .unwrap_or(0)
}

fn panic_message(payload: &(dyn Any + Send)) -> String {
    let detail = payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("no message");
    format!("internal error: the library panicked: {detail}")
}

/// Runs the body of a fallible export: a panic becomes
/// [`jass_result::Panic`], an [`Error`] its code, and the thread's last
/// error message is set (or cleared on success).
pub(crate) fn boundary(body: impl FnOnce() -> Result<(), Error>) -> jass_result {
    let (code, message, action_index) = match catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(())) => (jass_result::Ok, None, None),
        Ok(Err(error)) => (error.code, Some(error.message), error.action_index),
        Err(payload) => (jass_result::Panic, Some(panic_message(&*payload)), None),
    };
    record_last_error(message, action_index);
    code
}

/// Runs the body of an infallible export, returning `fallback` if it panics.
/// The last error message is left alone.
pub(crate) fn boundary_value<T>(fallback: T, body: impl FnOnce() -> T) -> T {
    catch_unwind(AssertUnwindSafe(body)).unwrap_or(fallback)
}

/// A raw pointer that may be NULL.
pub(crate) trait RawPointer {
    fn is_null_pointer(&self) -> bool;
}

impl<T: ?Sized> RawPointer for *const T {
    fn is_null_pointer(&self) -> bool {
        self.is_null()
    }
}

impl<T: ?Sized> RawPointer for *mut T {
    fn is_null_pointer(&self) -> bool {
        self.is_null()
    }
}

/// Fails with [`jass_result::NullPointer`] naming `name` if `pointer` is NULL.
pub(crate) fn check_null(pointer: &impl RawPointer, name: &str) -> Result<(), Error> {
    if pointer.is_null_pointer() {
        Err(Error::new(
            jass_result::NullPointer,
            format!("argument {name} is NULL"),
        ))
    } else {
        Ok(())
    }
}

/// Wraps the body of every exported function.
///
/// - `ffi!(nonnull(a, b) { ...; Ok(()) })` is for fallible functions: it
///   returns [`jass_result::NullPointer`] if a listed pointer is NULL, runs
///   the body (a block evaluating to `Result<(), Error>`) under
///   `catch_unwind`, maps a panic to [`jass_result::Panic`], and records the
///   thread's last error message.
/// - `ffi!(fallback(value) { ... })` is for infallible functions: the body's
///   value, or `value` if it panics.
macro_rules! ffi {
    (nonnull($($pointer:ident),* $(,)?) $body:block) => {
        $crate::error::boundary(|| {
            $( $crate::error::check_null(&$pointer, stringify!($pointer))?; )*
            $body
        })
    };
    (fallback($fallback:expr) $body:block) => {
        $crate::error::boundary_value($fallback, || $body)
    };
}

/// The static, NUL-terminated description of a result code.
///
/// `code` is a `jass_result` value; an unknown value gives
/// `"unknown result code"`. The string lives as long as the program and
/// must not be freed.
///
/// # Safety
///
/// None: the argument is passed by value and any value is accepted.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_result_message(code: u32) -> *const c_char {
    ffi!(fallback(c"unknown result code".as_ptr()) {
        jass_result::from_code(code)
            .map_or(c"unknown result code", jass_result::message)
            .as_ptr()
    })
}

/// Copies the detailed message of the last failed call on this thread into
/// `buf`, and returns the message's full length in bytes (without the NUL).
///
/// Every function returning `jass_result` records a message when it fails
/// (`"card index 40 is out of range 0..36"`) and clears it when it succeeds,
/// so the message always belongs to the thread's last fallible call; this
/// function itself changes nothing. At most `len - 1` bytes are copied, cut
/// at a UTF-8 character boundary, followed by a NUL; a return value of
/// `len` or more means the copy was truncated. With `buf` NULL or `len` 0
/// nothing is copied, which asks for the length. Returns 0 when the last
/// call succeeded.
///
/// # Safety
///
/// `buf` is NULL or points to `len` writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_last_error_message(buf: *mut c_char, len: usize) -> usize {
    ffi!(fallback(0) {
        if buf.is_null() || len == 0 {
            copy_last_error(&mut [])
        } else {
            // SAFETY: the caller guarantees `len` writable bytes at `buf`,
            // which is not NULL.
            let buf = unsafe { std::slice::from_raw_parts_mut(buf.cast::<u8>(), len) };
            copy_last_error(buf)
        }
    })
}

/// The index, in the record's `actions`, of the action that made the last
/// failed call on this thread fail with
/// `JASS_RESULT_ILLEGAL_RECORD_ACTION` (`jass_game_replay_json`), or -1 if
/// the last call did not fail that way. Like `jass_last_error_message` it
/// changes nothing; the detailed message names the action and why it was
/// refused.
///
/// # Safety
///
/// None: there are no arguments.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_last_error_action_index() -> i64 {
    ffi!(fallback(-1) {
        last_action_index()
            .and_then(|index| i64::try_from(index).ok())
            .unwrap_or(-1)
    })
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;
    use std::ffi::CStr;

    use super::*;

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

    #[test]
    fn last_error_is_set_on_failure_and_cleared_on_success() {
        let failed = boundary(|| Err(Error::invalid("argument x is 7, expected 0..4")));
        assert_eq!(failed, jass_result::InvalidArgument);
        // SAFETY: NULL asks for the length only.
        let got = unsafe { jass_last_error_message(std::ptr::null_mut(), 0) };
        assert_eq!(got, 30);
        let mut buf = [0x55 as c_char; 64];
        // SAFETY: buf has 64 writable bytes.
        let len = unsafe { jass_last_error_message(buf.as_mut_ptr(), buf.len()) };
        assert_eq!(len, 30);
        // SAFETY: the function NUL-terminated buf.
        let text = unsafe { CStr::from_ptr(buf.as_ptr()) };
        assert_eq!(text, c"argument x is 7, expected 0..4");
        assert_eq!(boundary(|| Ok(())), jass_result::Ok);
        // SAFETY: as above.
        let got = unsafe { jass_last_error_message(buf.as_mut_ptr(), buf.len()) };
        assert_eq!(got, 0);
        // SAFETY: as above.
        assert_eq!(unsafe { CStr::from_ptr(buf.as_ptr()) }, c"");
    }

    #[test]
    fn truncated_last_error_stays_valid_utf8() {
        let _ = boundary(|| Err(Error::invalid("card ♠9 is bad")));
        let mut buf = [0 as c_char; 8];
        // SAFETY: buf has 8 writable bytes.
        let len = unsafe { jass_last_error_message(buf.as_mut_ptr(), buf.len()) };
        assert_eq!(len, "card ♠9 is bad".len());
        // SAFETY: NUL-terminated by the function.
        let text = unsafe { CStr::from_ptr(buf.as_ptr()) };
        // "card " is 5 bytes and ♠ needs 3 more, which leaves no room for the NUL.
        assert_eq!(text.to_str(), Ok("card "));
    }

    #[test]
    fn last_error_is_per_thread() {
        let _ = boundary(|| Err(Error::invalid("main thread failure")));
        let other = std::thread::spawn(|| {
            // SAFETY: NULL asks for the length only.
            unsafe { jass_last_error_message(std::ptr::null_mut(), 0) }
        })
        .join()
        .unwrap();
        assert_eq!(other, 0);
        // SAFETY: as above.
        let got = unsafe { jass_last_error_message(std::ptr::null_mut(), 0) };
        assert_eq!(got, 19);
    }

    #[test]
    fn a_panic_becomes_the_panic_code_with_its_message() {
        let code = boundary(|| panic!("boom"));
        assert_eq!(code, jass_result::Panic);
        let mut buf = [0 as c_char; 128];
        // SAFETY: buf has 128 writable bytes.
        unsafe { jass_last_error_message(buf.as_mut_ptr(), buf.len()) };
        // SAFETY: NUL-terminated by the function.
        let text = unsafe { CStr::from_ptr(buf.as_ptr()) }.to_str().unwrap();
        assert_eq!(text, "internal error: the library panicked: boom");
        assert_eq!(boundary_value(7, || panic!("boom")), 7);
    }

    #[test]
    fn a_refused_record_action_leaves_its_index_until_the_next_call() {
        let refused = ReplayError::Action {
            index: 17,
            action: jass_core::Action::Pass,
            error: ActionError::CannotPass,
        };
        assert_eq!(
            boundary(|| Err(refused.clone().into())),
            jass_result::IllegalRecordAction
        );
        // SAFETY: no arguments.
        assert_eq!(unsafe { jass_last_error_action_index() }, 17);
        let mut buf = [0 as c_char; 128];
        // SAFETY: buf has 128 writable bytes.
        unsafe { jass_last_error_message(buf.as_mut_ptr(), buf.len()) };
        // SAFETY: NUL-terminated by the function.
        let text = unsafe { CStr::from_ptr(buf.as_ptr()) }.to_str().unwrap();
        assert_eq!(
            text,
            "action 17 (pass) is illegal: passing is not allowed now"
        );
        // SAFETY: no arguments.
        let again = unsafe { jass_last_error_action_index() };
        assert_eq!(again, 17, "reading changes nothing");
        let _ = boundary(|| Err(Error::invalid("another failure")));
        // SAFETY: no arguments.
        assert_eq!(unsafe { jass_last_error_action_index() }, -1);
        let _ = boundary(|| Err(refused.into()));
        assert_eq!(boundary(|| Ok(())), jass_result::Ok);
        // SAFETY: no arguments.
        assert_eq!(unsafe { jass_last_error_action_index() }, -1);
    }

    #[test]
    fn weis_errors_map_to_their_codes() {
        use jass_core::{Card, Contract, Meld, Rank};
        let meld = Meld::Four(Rank::Jack);
        let card = Card::from_index(3);
        let weis = [
            (WeisError::WeisDisabled, jass_result::WeisDisabled),
            (
                WeisError::IndexOutOfRange { index: 200 },
                jass_result::MeldOutOfRange,
            ),
            (
                WeisError::Malformed {
                    meld: Meld::Sequence {
                        suit: jass_core::Suit::Hearts,
                        len: 12,
                        top: Rank::Ace,
                    },
                },
                jass_result::MalformedMeld,
            ),
            (
                WeisError::NotAllowed {
                    meld,
                    contract: Contract::Obenabe,
                },
                jass_result::MeldNotAllowed,
            ),
            (
                WeisError::NotInHand { meld, card },
                jass_result::MeldNotInHand,
            ),
            (
                WeisError::PartOfLongerSequence {
                    meld,
                    sequence: meld,
                },
                jass_result::PartOfLongerSequence,
            ),
            (
                WeisError::CardInTwoMelds {
                    card,
                    first: meld,
                    second: meld,
                },
                jass_result::CardInTwoMelds,
            ),
            (
                WeisError::DuplicateMeld { meld },
                jass_result::DuplicateMeld,
            ),
            (
                WeisError::BelowHighest {
                    meld,
                    value: 20,
                    highest: meld,
                    highest_value: 50,
                },
                jass_result::BelowHighest,
            ),
            (
                WeisError::NotBest { meld, best: meld },
                jass_result::NotBestMeld,
            ),
            (
                WeisError::MustAnnounce { best: meld },
                jass_result::MustAnnounce,
            ),
            (
                WeisError::AnnouncedNotDeclared { meld },
                jass_result::AnnouncedNotDeclared,
            ),
            (
                WeisError::NotUpwards { meld, last: meld },
                jass_result::NotUpwards,
            ),
            (
                WeisError::ReusesScoredCards {
                    meld,
                    earlier: meld,
                },
                jass_result::ReusesScoredCards,
            ),
        ];
        for (error, code) in weis {
            assert_eq!(Error::from(error).code(), code, "{error:?}");
            assert_eq!(
                Error::from(ActionError::Weis(error)).code(),
                code,
                "{error:?}"
            );
        }
    }

    #[test]
    fn action_and_game_errors_map_to_their_codes() {
        use jass_core::{Card, Contract, Seat};
        let card = Card::from_index(3);
        let actions = [
            (ActionError::GameOver, jass_result::GameOver),
            (
                ActionError::WrongPhase {
                    action: jass_core::Action::Shove,
                    expecting: jass_core::Expecting::Card,
                },
                jass_result::WrongPhase,
            ),
            (
                ActionError::ContractDisabled {
                    contract: Contract::Obenabe,
                },
                jass_result::ContractDisabled,
            ),
            (ActionError::CannotShove, jass_result::CannotShove),
            (ActionError::CannotPass, jass_result::CannotPass),
            (ActionError::CannotRob, jass_result::CannotRob),
            (ActionError::ClaimsOff, jass_result::ClaimsOff),
            (
                ActionError::CannotClaim { seat: Seat::S2 },
                jass_result::CannotClaim,
            ),
            (
                ActionError::Play(PlayError::TrickComplete),
                jass_result::TrickComplete,
            ),
            (
                ActionError::Play(PlayError::NotInHand { card }),
                jass_result::NotInHand,
            ),
        ];
        for (error, code) in actions {
            assert_eq!(Error::from(error).code(), code, "{error:?}");
        }
        let wrong_size = DealError::WrongHandSize {
            seat: Seat::S1,
            len: 8,
            expected: 9,
        };
        assert_eq!(Error::from(wrong_size).code(), jass_result::InvalidDeal);
        assert_eq!(
            Error::from(NewGameError::Deal(DealError::DuplicateCard { card })).code(),
            jass_result::DuplicateCard
        );
        let dealer = DealError::NotAtTable {
            seat: Seat::S2,
            players: 2,
        };
        assert_eq!(
            Error::from(NewGameError::Deal(dealer)).code(),
            jass_result::SeatOutOfRange
        );
        let bad_rules = RulesError::InvalidValue {
            option: "target",
            reason: "0".into(),
        };
        assert_eq!(
            Error::from(NewGameError::Rules(bad_rules)).code(),
            jass_result::InvalidRules
        );
        assert_eq!(
            Error::from(ReplayError::New(NewGameError::Deal(wrong_size))).code(),
            jass_result::InvalidDeal
        );
        assert_eq!(
            Error::from(ReplayError::WrongGame {
                game: jass_core::GameKind::Zweier
            })
            .code(),
            jass_result::GameNotAvailable
        );
    }

    #[test]
    fn null_checks_name_the_argument() {
        let pointer: *const u8 = std::ptr::null();
        let error = check_null(&pointer, "out_card").unwrap_err();
        assert_eq!(error.code(), jass_result::NullPointer);
        assert_eq!(error.to_string(), "argument out_card is NULL");
    }
}
