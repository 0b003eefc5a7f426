//! Errors on their way to C, the per-thread last error message, and the
//! boundary that every exported function body runs inside.

use std::any::Any;
use std::cell::{Cell, RefCell};
use std::ffi::c_char;
use std::fmt;
use std::mem::MaybeUninit;
use std::panic::{AssertUnwindSafe, catch_unwind};

use jass_core::{
    ActionError, DealError, NewGameError, ParseCardError, ParseContractError, PlayError,
    ReplayError, RulesError, SeatOutOfRange, WeisError,
};

pub(crate) use crate::result::jass_result;

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

    /// The same error, its message prefixed with `what` (the argument or
    /// element it is about).
    pub(crate) fn about(self, what: &str) -> Error {
        Error {
            message: format!("{what}: {}", self.message),
            ..self
        }
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
            PlayError::NotAtTable(_) => jass_result::SeatOutOfRange,
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
            WeisError::NotAtTable(_) => jass_result::SeatOutOfRange,
            _ => jass_result::IllegalWeis,
        };
        Error::new(code, error.to_string())
    }
}

impl From<DealError> for Error {
    fn from(error: DealError) -> Error {
        if error == DealError::DoublePackAsHands {
            // As a deal of another game that hands cannot hold.
            return Error::invalid(format!("{error} with jass_game_new_with_deck"));
        }
        let code = match error {
            DealError::DuplicateCard { .. } | DealError::TooManyCopies { .. } => {
                jass_result::DuplicateCard
            }
            DealError::NotAtTable { .. } | DealError::MayNotDeal { .. } => {
                jass_result::SeatOutOfRange
            }
            // The rules' ⚙ `players`, as a game that checks its table
            // among its rules (Coiffeur Schieber) reports it.
            DealError::TableSize { .. } => jass_result::InvalidRules,
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
            ActionError::WrongPhase { .. } | ActionError::RowExpected { .. } => {
                jass_result::WrongPhase
            }
            ActionError::ContractDisabled { .. } => jass_result::ContractDisabled,
            ActionError::CannotShove => jass_result::CannotShove,
            ActionError::CannotPass => jass_result::CannotPass,
            ActionError::CannotRob => jass_result::CannotRob,
            ActionError::ClaimsOff | ActionError::NoTargetToClaim => jass_result::ClaimsOff,
            ActionError::CannotClaim { .. } => jass_result::CannotClaim,
            ActionError::NotAtTable(error) => return error.into(),
            ActionError::NoSuchRow { .. } => jass_result::NoSuchRow,
            ActionError::RowPlayed { .. } => jass_result::RowPlayed,
            ActionError::RowContract { .. } => jass_result::RowContract,
            ActionError::PredictionOutOfRange { .. } => jass_result::PredictionOutOfRange,
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

/// `message` with every control character escaped as Rust escapes it
/// (`\0`, `\n`, `\u{1b}`), as the card parser shows rejected text: a NUL
/// would cut the message C reads short of the length it is told, and other
/// control characters would garble a terminal or a log.
fn escape_controls(message: String) -> String {
    if !message.contains(char::is_control) {
        return message;
    }
    let mut escaped = String::with_capacity(message.len() + 8);
    for c in message.chars() {
        if c.is_control() {
            escaped.extend(c.escape_debug());
        } else {
            escaped.push(c);
        }
    }
    escaped
}

fn record_last_error(message: Option<String>, action_index: Option<usize>) {
    let message = message.map(escape_controls);
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
pub(crate) fn copy_last_error(buf: &mut [MaybeUninit<u8>]) -> usize {
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
                buf[..end].write_copy_of_slice(&last.as_bytes()[..end]);
                buf[end].write(0);
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

/// Wraps the body of every exported function, and is the one place where
/// the pointer arguments of an export become safe values.
///
/// - `ffi!(rules: obj, name: c_str, out_json: out => { ...; Ok(()) })` is
///   for fallible functions. Each pointer argument is listed with its kind
///   (see [`crate::ptr`]); the macro first checks every non-NULL kind for
///   NULL in the order listed ([`jass_result::NullPointer`] naming the
///   argument), then converts each argument with the function of
///   `crate::ptr` its kind names, shadowing the raw pointer, and runs the
///   body (a block evaluating to `Result<(), Error>`) under
///   `catch_unwind`: a panic becomes [`jass_result::Panic`], and the
///   thread's last error message is recorded. `ffi!(=> { ... })` takes no
///   pointer.
/// - `ffi!(fallback(value), rules: owned => { ... })` is for infallible
///   functions: the arguments are converted likewise (with the kinds that
///   accept NULL), and the body's value is returned, or `value` if it
///   panics.
macro_rules! ffi {
    (@non_null slice $arg:ident) => {
        $arg
    };
    (@non_null objs $arg:ident) => {
        $arg
    };
    (@non_null $kind:ident $arg:ident) => {
        $crate::ptr::non_null($arg, stringify!($arg))?
    };
    (fallback($fallback:expr) $(, $arg:ident: $kind:ident $(($len:ident))?)* $(,)? => $body:block) => {
        $crate::error::boundary_value($fallback, || {
            $(
                // SAFETY: the export's `# Safety` section makes the C caller
                // promise for this argument what `ptr::$kind` requires.
                let $arg = unsafe { $crate::ptr::$kind($arg $(, $len)?) };
            )*
            $body
        })
    };
    // A handle: the guard `ptr::obj` returns holds it until the export
    // returns; the body sees the reference (the guard stays alive, shadowed).
    (@bind obj $arg:ident) => {
        // SAFETY: `$arg` is not NULL (checked), and the export's `# Safety`
        // section makes the C caller promise what `ptr::obj` requires.
        let $arg = unsafe { $crate::ptr::obj($arg, stringify!($arg)) }?;
        let $arg = &*$arg;
    };
    (@bind obj_mut $arg:ident) => {
        // SAFETY: as for `obj`, with what `ptr::obj_mut` requires.
        let mut $arg = unsafe { $crate::ptr::obj_mut($arg, stringify!($arg)) }?;
        let $arg = &mut *$arg;
    };
    (@bind $kind:ident $arg:ident $(($len:ident))?) => {
        // SAFETY: `$arg` is not NULL unless its kind accepts NULL (checked
        // before), and the export's `# Safety` section makes the C caller
        // promise for it what `ptr::$kind` requires.
        let $arg = unsafe { $crate::ptr::$kind($arg, $($len,)? stringify!($arg)) }?;
    };
    ($($arg:ident: $kind:ident $(($len:ident))?),* $(,)? => $body:block) => {
        $crate::error::boundary(|| {
            $( let $arg = ffi!(@non_null $kind $arg); )*
            $( ffi!(@bind $kind $arg $(($len))?); )*
            $body
        })
    };
}

/// The static, NUL-terminated description of a result code.
///
/// `code` is a `jass_result` value; an unknown value gives
/// `"unknown result code"`. The string lives as long as the program and
/// must not be freed.
#[unsafe(no_mangle)]
pub extern "C" fn jass_result_message(code: u32) -> *const c_char {
    ffi!(fallback(c"unknown result code".as_ptr()) => {
        jass_result::from_code(code)
            .map_or(c"unknown result code", jass_result::message)
            .as_ptr()
    })
}

/// Copies the detailed message of the last failed call on this thread into
/// `buf`, and returns the message's full length in bytes (without the NUL).
///
/// Every function returning `jass_result` records a message when it fails
/// (`"card index 40 is out of range 0 to 35"`) and clears it when it succeeds,
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
    ffi!(fallback(0), buf: opt_text_buf(len) => {
        match buf {
            Some(buf) => copy_last_error(buf.into_bytes()),
            None => copy_last_error(&mut []),
        }
    })
}

/// The index, in the record's `actions`, of the action that made the last
/// failed call on this thread fail with
/// `JASS_RESULT_ILLEGAL_RECORD_ACTION` (`jass_game_replay_json`), or -1 if
/// the last call did not fail that way. Like `jass_last_error_message` it
/// changes nothing; the detailed message names the action and why it was
/// refused.
#[unsafe(no_mangle)]
pub extern "C" fn jass_last_error_action_index() -> i64 {
    ffi!(fallback(-1) => {
        last_action_index()
            .and_then(|index| i64::try_from(index).ok())
            .unwrap_or(-1)
    })
}

#[cfg(test)]
mod tests;
