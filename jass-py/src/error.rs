//! The exception hierarchy and the one conversion from engine errors to
//! Python exceptions.

use jass_core::jasskit::JassKitError;
use jass_core::{
    Action, ActionError, NewGameError, ParseCardError, ParseContractError, PlayError, ReplayError,
    WeisError,
};
use pyo3::PyErr;
use pyo3::exceptions::{PyException, PyMemoryError, PyTypeError, PyValueError};

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
        /// The number of cards given.
        len: usize,
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
        count: u8,
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
        value: i64,
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
    /// A bot was given the observation of a seat that is not to act.
    NotToAct {
        /// The observing seat.
        seat: u8,
    },
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
        /// The bytes asked for.
        bytes: usize,
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

/// The exception of an error creating a game: invalid rules are a
/// `RulesError`, an invalid deal a `ParseError`.
fn new_game_error(error: &NewGameError) -> PyErr {
    match error {
        NewGameError::Rules(e) => RulesError::new_err(e.to_string()),
        e => ParseError::new_err(e.to_string()),
    }
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

impl From<PlayError> for Error {
    fn from(error: PlayError) -> Error {
        Error::Play(error)
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
        match error {
            Error::Card(e) => ParseError::new_err(e.to_string()),
            Error::Contract(e) => ParseError::new_err(e.to_string()),
            Error::Play(e) => IllegalMoveError::new_err(e.to_string()),
            Error::Rules(e) => RulesError::new_err(e.to_string()),
            Error::TrickTooLong { len } => {
                ParseError::new_err(format!("a trick holds at most 4 cards, got {len}"))
            }
            Error::EmptyTrick => JassError::new_err("an empty trick has no winner"),
            Error::IndexOutOfRange { what, index, count } => {
                ParseError::new_err(format!("{what} index {index} is out of range 0..{count}"))
            }
            Error::OptionValue { option, reason } => {
                RulesError::new_err(format!("invalid value for rule option {option}: {reason}"))
            }
            Error::MaskLength { len } => ParseError::new_err(format!(
                "a card mask array has 36 entries (one per card), got {len}"
            )),
            Error::MaskEntry { index, value } => {
                ParseError::new_err(format!("card mask entry {index} is {value}, not 0 or 1"))
            }
            Error::Type { expected, got } => {
                PyTypeError::new_err(format!("expected {expected}, got {got}"))
            }
            Error::Weis(e @ (WeisError::Malformed { .. } | WeisError::IndexOutOfRange { .. })) => {
                ParseError::new_err(e.to_string())
            }
            Error::Weis(e) => IllegalMoveError::new_err(e.to_string()),
            Error::NotAMeld { text } => ParseError::new_err(format!(
                "{text:?} is not a weis: write its cards (\"HQ HJ H10\") or its name \
                 (\"sequence of three from ♥Q\", \"four jacks\")"
            )),
            // The wrong-phase message names the action itself.
            Error::Action {
                error: error @ ActionError::WrongPhase { .. },
                ..
            } => IllegalMoveError::new_err(error.to_string()),
            Error::Action { action, error } => {
                IllegalMoveError::new_err(format!("cannot {action}: {error}"))
            }
            Error::NewGame(e) | Error::Replay(ReplayError::New(e)) => new_game_error(&e),
            Error::Replay(e @ ReplayError::Action { .. }) => {
                IllegalMoveError::new_err(e.to_string())
            }
            Error::Replay(e) => ParseError::new_err(e.to_string()),
            Error::Record { reason } => {
                ParseError::new_err(format!("invalid game record: {reason}"))
            }
            Error::NotToAct { seat } => JassError::new_err(format!(
                "seat {seat} is not to act: a bot chooses only for the seat to act"
            )),
            Error::Value { message } => PyValueError::new_err(message),
            Error::JassKit(e @ JassKitError::IllegalMove { .. }) => {
                IllegalMoveError::new_err(e.to_string())
            }
            Error::JassKit(e) => ParseError::new_err(e.to_string()),
            Error::Memory { bytes } => {
                PyMemoryError::new_err(format!("cannot allocate {bytes} bytes for the results"))
            }
            Error::Python(e) => e,
        }
    }
}
