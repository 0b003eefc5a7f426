//! Result codes, the per-thread last error message, and the boundary that
//! every exported function body runs inside.

use std::any::Any;
use std::cell::RefCell;
use std::ffi::{CStr, c_char};
use std::fmt;
use std::panic::{AssertUnwindSafe, catch_unwind};

use jass_core::{ParseCardError, ParseContractError, PlayError, RulesError, SeatOutOfRange};

/// The status returned by every fallible function.
///
/// `JASS_RESULT_OK` (0) is success; every other value names one kind of
/// failure, and `jass_last_error_message` gives the details of the last one
/// on the calling thread. Values are grouped by area and never reused: 0..99
/// general, 100..199 cards, sets, contracts and seats, 200..299 rule sets,
/// 300..399 playing a card. A value that is retired stays listed here as a
/// comment. Weis (400..499) and games (500..599) are reserved for those
/// parts of the engine.
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
}

impl jass_result {
    /// Every code, in value order.
    pub(crate) const ALL: [jass_result; 27] = [
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
        }
    }
}

/// A failure on its way to the C caller: the code it returns and the
/// detailed message recorded for `jass_last_error_message`.
#[derive(Debug)]
pub(crate) struct Error {
    code: jass_result,
    message: String,
}

impl Error {
    pub(crate) fn new(code: jass_result, message: impl Into<String>) -> Error {
        Error {
            code,
            message: message.into(),
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

thread_local! {
    /// The detailed message of the last failed call on this thread; empty
    /// after a successful one.
    static LAST_ERROR: RefCell<String> = const { RefCell::new(String::new()) };
}

fn record_last_error(message: Option<String>) {
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
    let (code, message) = match catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(())) => (jass_result::Ok, None),
        Ok(Err(error)) => (error.code, Some(error.message)),
        Err(payload) => (jass_result::Panic, Some(panic_message(&*payload))),
    };
    record_last_error(message);
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
    fn null_checks_name_the_argument() {
        let pointer: *const u8 = std::ptr::null();
        let error = check_null(&pointer, "out_card").unwrap_err();
        assert_eq!(error.code(), jass_result::NullPointer);
        assert_eq!(error.to_string(), "argument out_card is NULL");
    }
}
