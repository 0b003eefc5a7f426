//! The exception hierarchy and the one conversion from engine errors to
//! Python exceptions.

use jass_core::jasskit::JassKitError;
use jass_core::solver::{PimcConfigError, PositionError, SampleError};
use jass_core::{
    Action, ActionError, DealError, NewGameError, ParseCardError, ParseContractError, PlayError,
    ReplayError, SeatOutOfRange, SeatRange, WeisError,
};
use pyo3::PyErr;
use pyo3::exceptions::{PyException, PyMemoryError, PyTypeError, PyValueError};

use crate::convert::{NotUnicode, TextUse};

pyo3::create_exception!(
    jass_engine._jass,
    JassError,
    PyException,
    "Base class of every error the jass engine raises."
);
pyo3::create_exception!(
    jass_engine._jass,
    ParseError,
    JassError,
    "A card, card set, trick or contract could not be read."
);
pyo3::create_exception!(
    jass_engine._jass,
    IllegalMoveError,
    JassError,
    "A card or action may not be played, or a trick cannot take another card."
);
pyo3::create_exception!(
    jass_engine._jass,
    RulesError,
    JassError,
    "A rule set, preset or rule option is unknown or has an invalid value."
);

/// Everything that can go wrong in the bindings: an engine error, or an
/// argument the engine never sees because it has the wrong shape.
#[derive(Debug)]
pub(crate) enum Error {
    /// A card, suit, rank or card set could not be read.
    Card(ParseCardError),
    /// A contract could not be read.
    Contract(ParseContractError),
    /// A card may not be played.
    Play(PlayError),
    /// A rule set or option is invalid.
    Rules(jass_core::RulesError),
    /// A trick had more cards than any table has players.
    TrickTooLong {
        /// The number of cards given (read so far, if `more`).
        len: usize,
        /// Whether the cards were not all read: an iterable is read only
        /// up to its seventh card, so that an endless one cannot hang.
        more: bool,
    },
    /// A trick winner was asked of a trick with no card.
    EmptyTrick,
    /// An index from Python is outside its range.
    IndexOutOfRange {
        /// What the index numbers: "card", "contract".
        what: &'static str,
        /// The rejected index.
        index: i64,
        /// The number of valid indices.
        count: usize,
    },
    /// A value given for a rule option cannot be a rule value at all (a
    /// Python type no option takes, an integer beyond 64 bits).
    OptionValue {
        /// The option's name.
        option: String,
        /// What is wrong with the value.
        reason: String,
    },
    /// A card-mask array did not have one entry per card.
    MaskLength {
        /// The length given.
        len: usize,
    },
    /// A card-mask array held an integer other than 0 and 1.
    MaskEntry {
        /// The entry's position (the jass-kit card index).
        index: usize,
        /// The value found there.
        value: i128,
    },
    /// An argument has a Python type the function does not take.
    Type {
        /// What was expected, e.g. "a card (Card or str)".
        expected: &'static str,
        /// The Python type name of what was given.
        got: String,
    },
    /// A weis (meld) is malformed, or may not be declared or announced.
    Weis(WeisError),
    /// Text that names no meld.
    NotAMeld {
        /// The text given.
        text: String,
    },
    /// A seat is of no table, or not at this one: the core's
    /// `SeatOutOfRange`, whose number may be any Python integer here.
    Seat {
        /// The rejected number.
        index: i64,
        /// What the number counts, and so its range.
        range: SeatRange,
    },
    /// A game refused an action; the game is unchanged.
    Action {
        /// The refused action.
        action: Action,
        /// Why it was refused.
        error: ActionError,
    },
    /// A game could not be created (invalid rules or deal).
    NewGame(NewGameError),
    /// A game record could not be replayed.
    Replay(ReplayError),
    /// A game record is not valid JSON of a record.
    Record {
        /// What is wrong with it.
        reason: String,
    },
    /// A position could not be built (no contract yet, hand over, parts
    /// that do not fit together).
    Position(PositionError),
    /// No deal of the hidden cards could be drawn for an observation (a
    /// game other than four hands of nine cards, or an observation that
    /// no deal agrees with).
    Sample(SampleError),
    /// A bot was given the observation of a seat that is not to act.
    NotToAct {
        /// The observing seat.
        seat: u8,
    },
    /// A bot was given an observation of a finished game, where no seat
    /// acts.
    GameOver,
    /// An argument is of the right type but not one of the allowed values
    /// (a policy name, a thread count).
    Value {
        /// The message, naming the value and what is allowed.
        message: String,
    },
    /// A jass-kit game state could not be converted.
    JassKit(JassKitError),
    /// Memory for results could not be had.
    Memory {
        /// The number of values asked for.
        values: usize,
        /// The size of one value, in bytes.
        size: usize,
    },
    /// A sequence length that is not even a small number.
    SequenceLength {
        /// The length given.
        length: i64,
    },
    /// Text that no parser can read because it is not Unicode (it holds a
    /// lone surrogate).
    NotUnicode {
        /// What the text was to be read as: "card text", "a game record".
        what: &'static str,
        /// Where it fails to be Unicode.
        error: NotUnicode,
        /// What the text is for, which picks the exception.
        usage: TextUse,
    },
    /// A Python exception raised while reading an argument (for example by
    /// an iterator), passed on unchanged.
    Python(PyErr),
}

impl From<JassKitError> for Error {
    fn from(error: JassKitError) -> Error {
        Error::JassKit(error)
    }
}

impl From<WeisError> for Error {
    fn from(error: WeisError) -> Error {
        Error::Weis(error)
    }
}

impl From<SeatOutOfRange> for Error {
    fn from(error: SeatOutOfRange) -> Error {
        Error::Seat {
            index: error.index.into(),
            range: error.range,
        }
    }
}

impl From<NewGameError> for Error {
    fn from(error: NewGameError) -> Error {
        Error::NewGame(error)
    }
}

impl From<ReplayError> for Error {
    fn from(error: ReplayError) -> Error {
        Error::Replay(error)
    }
}

/// An exception class: what makes an exception of it from its message.
type Raise = fn(String) -> PyErr;

fn parse_error(message: String) -> PyErr {
    ParseError::new_err(message)
}

fn illegal_move_error(message: String) -> PyErr {
    IllegalMoveError::new_err(message)
}

fn rules_error(message: String) -> PyErr {
    RulesError::new_err(message)
}

fn jass_error(message: String) -> PyErr {
    JassError::new_err(message)
}

fn type_error(message: String) -> PyErr {
    PyTypeError::new_err(message)
}

fn value_error(message: String) -> PyErr {
    PyValueError::new_err(message)
}

fn memory_error(message: String) -> PyErr {
    PyMemoryError::new_err(message)
}

/// The exception of a refused action: the wrong-phase messages name the
/// action themselves; a claim by a seat not at the table is refused as every
/// other function refuses a seat out of range.
fn action_error(action: Action, error: ActionError) -> (Raise, String) {
    match error {
        ActionError::WrongPhase { .. } | ActionError::RowExpected { .. } => {
            (illegal_move_error, error.to_string())
        }
        ActionError::NotAtTable(_) => (parse_error, format!("cannot {action}: {error}")),
        _ => (illegal_move_error, format!("cannot {action}: {error}")),
    }
}

/// The exception of an error creating a game: invalid rules, among them a
/// table size (⚙ `players`) the game is not played at, are a `RulesError`,
/// an invalid deal a `ParseError`.
fn new_game_error(error: &NewGameError) -> (Raise, String) {
    match error {
        NewGameError::Rules(e) => (rules_error, e.to_string()),
        NewGameError::Deal(e @ DealError::TableSize { .. }) => (rules_error, e.to_string()),
        NewGameError::Deal(e @ DealError::DoublePackAsHands) => {
            (value_error, format!("{e} with `deck=`"))
        }
        e => (parse_error, e.to_string()),
    }
}

/// The longest exception message: a longer one (which quotes a huge
/// argument) keeps its beginning and end, and says how much it left out.
const MAX_MESSAGE: usize = 1000;

/// `message`, shortened to about [`MAX_MESSAGE`] bytes if it is longer.
fn clip(message: String) -> String {
    if message.len() <= MAX_MESSAGE {
        return message;
    }
    let floor = |mut i: usize| {
        while !message.is_char_boundary(i) {
            i -= 1;
        }
        i
    };
    let head = floor(MAX_MESSAGE * 2 / 3);
    let tail = floor(message.len() - MAX_MESSAGE / 4);
    let left_out = message[head..tail].chars().count();
    format!(
        "{}[… {left_out} characters left out …]{}",
        &message[..head],
        &message[tail..]
    )
}

impl From<PyErr> for Error {
    fn from(error: PyErr) -> Error {
        Error::Python(error)
    }
}

impl From<ParseCardError> for Error {
    fn from(error: ParseCardError) -> Error {
        Error::Card(error)
    }
}

impl From<ParseContractError> for Error {
    fn from(error: ParseContractError) -> Error {
        Error::Contract(error)
    }
}

/// A leader not at the trick's table is refused as any such seat is.
impl From<PlayError> for Error {
    fn from(error: PlayError) -> Error {
        match error {
            PlayError::NotAtTable(error) => error.into(),
            error => Error::Play(error),
        }
    }
}

impl From<PositionError> for Error {
    fn from(error: PositionError) -> Error {
        Error::Position(error)
    }
}

/// Invalid rules raise `RulesError`; the other checks of a PIMC bot's
/// arguments `ValueError`.
impl From<PimcConfigError> for Error {
    fn from(error: PimcConfigError) -> Error {
        match error {
            PimcConfigError::Rules(e) => Error::Rules(e),
            e => Error::Value {
                message: e.to_string(),
            },
        }
    }
}

impl From<jass_core::RulesError> for Error {
    fn from(error: jass_core::RulesError) -> Error {
        Error::Rules(error)
    }
}

impl From<Error> for PyErr {
    /// Maps every error to its exception: reading errors (cards, melds,
    /// deals, records) to `ParseError`, play, weis and game-action errors to
    /// `IllegalMoveError`, rule errors to `RulesError`, arguments of the
    /// wrong Python type to `TypeError` and of a wrong value to
    /// `ValueError`. The engine's message, which names the offending value,
    /// becomes the exception's.
    fn from(error: Error) -> PyErr {
        let (raise, message): (Raise, String) = match error {
            Error::Python(e) => return e,
            Error::Card(e) => (parse_error, e.to_string()),
            Error::Contract(e) => (parse_error, e.to_string()),
            Error::Play(e) => (illegal_move_error, e.to_string()),
            Error::Rules(e) => (rules_error, e.to_string()),
            Error::TrickTooLong { len, more } => {
                let more = if more { " or more" } else { "" };
                (
                    parse_error,
                    format!(
                        "a trick holds at most {} cards, got {len}{more}",
                        jass_core::Players::MAX
                    ),
                )
            }
            Error::SequenceLength { length } => (
                parse_error,
                format!("a sequence has 3 to 9 cards, not {length}"),
            ),
            Error::EmptyTrick => (jass_error, "an empty trick has no winner".into()),
            // Inclusive bounds: Rust's `0..4` reads as if 4 were allowed.
            Error::IndexOutOfRange { what, index, count } => (
                parse_error,
                match count.checked_sub(1) {
                    Some(last) => format!("{what} index {index} is out of range 0 to {last}"),
                    None => format!("{what} index {index} is out of range: there is none"),
                },
            ),
            Error::OptionValue { option, reason } => (
                rules_error,
                format!("invalid value for rule option {option}: {reason}"),
            ),
            Error::MaskLength { len } => (
                parse_error,
                format!("a card mask array has 36 entries (one per card), got {len}"),
            ),
            Error::MaskEntry { index, value } => (
                parse_error,
                format!("card mask entry {index} is {value}, not 0 or 1"),
            ),
            Error::Type { expected, got } => {
                (type_error, format!("expected {expected}, got {got}"))
            }
            Error::Weis(e @ (WeisError::Malformed { .. } | WeisError::IndexOutOfRange { .. })) => {
                (parse_error, e.to_string())
            }
            Error::Weis(e) => (illegal_move_error, e.to_string()),
            Error::NotAMeld { text } => (
                parse_error,
                format!(
                    "{text:?} is not a weis: write its cards (\"HQ HJ H10\") or its name \
                 (\"sequence of three from ♥Q\", \"four jacks\")"
                ),
            ),
            // As a claim by such a seat (`action_error`).
            Error::Seat { index, range } => (parse_error, range.refusal(index).to_string()),
            Error::Action { action, error } => action_error(action, error),
            Error::NewGame(e) | Error::Replay(ReplayError::New(e)) => new_game_error(&e),
            Error::Replay(e @ ReplayError::Action { .. }) => (illegal_move_error, e.to_string()),
            Error::Replay(e) => (parse_error, e.to_string()),
            Error::Record { reason } => (parse_error, format!("invalid game record: {reason}")),
            Error::NotToAct { seat } => (
                jass_error,
                format!("seat {seat} is not to act: a bot chooses only for the seat to act"),
            ),
            Error::GameOver => (jass_error, ActionError::GameOver.to_string()),
            Error::Value { message } => (value_error, message),
            // The position of a game is refused for its phase; the parts
            // of a position that do not fit are refused like a deal's.
            Error::Position(e @ PositionError::Rules(_)) => (rules_error, e.to_string()),
            Error::Position(
                e @ (PositionError::NoContract | PositionError::HandOver | PositionError::GameOver),
            ) => (jass_error, e.to_string()),
            Error::Position(
                e @ (PositionError::NotFourPlayers
                | PositionError::NotSchieber { .. }
                | PositionError::CompleteTrick),
            ) => (value_error, e.to_string()),
            Error::Position(e) => (parse_error, e.to_string()),
            // A game the sampler does not deal is refused like a game the
            // solver does not play; an observation no deal agrees with is
            // the engine's own error.
            Error::Sample(e @ SampleError::NotFourPlayers) => (value_error, e.to_string()),
            Error::Sample(e) => (jass_error, e.to_string()),
            Error::JassKit(e @ JassKitError::IllegalMove { .. }) => {
                (illegal_move_error, e.to_string())
            }
            // Another table, as another game, is refused by value.
            Error::JassKit(e @ JassKitError::UnsupportedTable { .. }) => {
                (value_error, e.to_string())
            }
            Error::JassKit(e) => (parse_error, e.to_string()),
            Error::Memory { values, size } => (
                memory_error,
                format!("cannot allocate memory for the results: {values} values of {size} bytes"),
            ),
            Error::NotUnicode { what, error, usage } => {
                let raise: Raise = match usage {
                    TextUse::Parse => parse_error,
                    TextUse::Rules => rules_error,
                    TextUse::Value => value_error,
                };
                (raise, format!("cannot read {what}: {error}"))
            }
        };
        raise(clip(message))
    }
}
