//! Reading Python arguments into engine values.
//!
//! Every function accepts its engine objects (`Card`, `CardSet`,
//! `Contract`, `Rules`) directly, which is the fast path: one type check and
//! a copy. Strings and iterables are read as a convenience. Nothing here
//! allocates on the fast path.

use std::borrow::Cow;

use jass_core::{
    Card, CardSet, Contract, ParseCardError, PartialTrick, PlayError, Players, Rank, Rules, Seat,
    Suit, Trick,
};
use pyo3::prelude::*;
use pyo3::types::{
    PyBool, PyByteArray, PyBytes, PyDict, PyFloat, PyFrozenSet, PyInt, PyList, PyMemoryView, PySet,
    PyString, PyTuple, PyType,
};
use serde_json::{Map, Value};

use crate::card::{PyCard, PyRank, PySuit};
use crate::card_set::PyCardSet;
use crate::contract::PyContract;
use crate::error::Error;
use crate::observation::PyTrick;
use crate::rules::PyRules;

/// The Python type name of `obj`, for error messages.
pub(crate) fn type_name(obj: &Bound<'_, PyAny>) -> String {
    obj.get_type()
        .name()
        .map_or_else(|_| String::from("?"), |name| name.to_string())
}

/// A `TypeError` saying what was expected instead of `obj`.
pub(crate) fn wrong_type(expected: &'static str, obj: &Bound<'_, PyAny>) -> Error {
    Error::Type {
        expected,
        got: type_name(obj),
    }
}

/// Checks an index from Python against `0..count`, naming `what` if it is
/// out of range.
pub(crate) fn index_from(what: &'static str, index: i64, count: u8) -> Result<u8, Error> {
    match u8::try_from(index) {
        Ok(small) if small < count => Ok(small),
        _ => Err(Error::IndexOutOfRange {
            what,
            index,
            count: count.into(),
        }),
    }
}

/// Python text that is not Unicode: it holds a lone surrogate (such as
/// `"\ud800"`), which has no UTF-8 form, so no parser can read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct NotUnicode {
    /// The surrogate's position in the text, in code points.
    position: usize,
    /// The surrogate's code point, U+D800..=U+DFFF.
    code: u32,
}

impl std::fmt::Display for NotUnicode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the text is not valid Unicode: it holds the lone surrogate U+{:04X} at position {}",
            self.code, self.position
        )
    }
}

/// The UTF-8 form of Python text, or where it fails to be Unicode.
pub(crate) fn unicode<'a>(string: &'a Bound<'_, PyString>) -> Result<Cow<'a, str>, NotUnicode> {
    string.to_cow().map_err(|error| {
        // The UnicodeEncodeError says where the surrogate is.
        let py = string.py();
        let position = error
            .value(py)
            .getattr("start")
            .and_then(|start| start.extract::<usize>())
            .unwrap_or(0);
        let code = string
            .as_any()
            .get_item(position)
            .and_then(|ch| {
                py.import("builtins")?
                    .getattr("ord")?
                    .call1((ch,))?
                    .extract::<u32>()
            })
            .unwrap_or(0xD800);
        NotUnicode { position, code }
    })
}

/// Which exception a text that is not Unicode raises: the one a bad
/// value of the same argument raises.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TextUse {
    /// Cards, contracts, weis, records: `ParseError`.
    Parse,
    /// Preset names, rule options, rule sets: `RulesError`.
    Rules,
    /// Names of choices such as a policy or a card style: `ValueError`.
    Value,
}

/// The UTF-8 form of Python text read as `what` (used as `usage`), or the
/// error saying it is not Unicode.
pub(crate) fn text_for<'a>(
    string: &'a Bound<'_, PyString>,
    what: &'static str,
    usage: TextUse,
) -> Result<Cow<'a, str>, Error> {
    unicode(string).map_err(|error| Error::NotUnicode { what, error, usage })
}

/// Text to be read as cards, suits, ranks or contracts.
fn text<'a>(string: &'a Bound<'_, PyString>, what: &'static str) -> Result<Cow<'a, str>, Error> {
    text_for(string, what, TextUse::Parse)
}

/// Reads a card: a `Card`, or text in any notation.
pub(crate) fn card_from(obj: &Bound<'_, PyAny>) -> Result<Card, Error> {
    if let Ok(card) = obj.cast::<PyCard>() {
        return Ok(card.get().0);
    }
    if let Ok(string) = obj.cast::<PyString>() {
        return Ok(text(string, "a card")?.parse()?);
    }
    Err(wrong_type("a card (Card or str)", obj))
}

/// Whether `obj` is binary data (`bytes`, `bytearray`, `memoryview`): an
/// iterable of integers, never of cards, refused by its own type name.
fn is_binary(obj: &Bound<'_, PyAny>) -> bool {
    obj.is_instance_of::<PyBytes>()
        || obj.is_instance_of::<PyByteArray>()
        || obj.is_instance_of::<PyMemoryView>()
}

/// Reads a card set: a `CardSet`, a `Card`, a string of cards separated by
/// spaces or commas, or an iterable of cards. A card listed twice is an
/// error.
pub(crate) fn card_set_from(obj: &Bound<'_, PyAny>) -> Result<CardSet, Error> {
    if let Ok(set) = obj.cast::<PyCardSet>() {
        return Ok(set.get().0);
    }
    if let Ok(card) = obj.cast::<PyCard>() {
        return Ok(CardSet::single(card.get().0));
    }
    if let Ok(string) = obj.cast::<PyString>() {
        return Ok(text(string, "cards")?.parse()?);
    }
    let expected = "cards (a CardSet, a Card, a string such as \"HA H10\" or an iterable of cards)";
    if is_binary(obj) {
        return Err(wrong_type(expected, obj));
    }
    let Ok(items) = obj.try_iter() else {
        return Err(wrong_type(expected, obj));
    };
    let mut set = CardSet::EMPTY;
    for item in items {
        let card = card_from(&item?)?;
        if !set.insert(card) {
            return Err(ParseCardError::DuplicateCard { card }.into());
        }
    }
    Ok(set)
}

/// Reads a contract: a `Contract`, a `Suit` (that suit is trump), or text
/// (`"hearts"`, `"H"`, `"♥"`, `"Schellen"`, `"obenabe"`, `"undenufe"` …).
pub(crate) fn contract_from(obj: &Bound<'_, PyAny>) -> Result<Contract, Error> {
    if let Ok(contract) = obj.cast::<PyContract>() {
        return Ok(contract.get().0);
    }
    if let Ok(string) = obj.cast::<PyString>() {
        return Ok(text(string, "a contract")?.parse()?);
    }
    if let Ok(suit) = obj.cast::<PySuit>() {
        return Ok(Contract::Trump((*suit.get()).into()));
    }
    Err(wrong_type("a contract (Contract, Suit or str)", obj))
}

/// Reads a rule set: a `Rules`, or the name of a preset.
pub(crate) fn rules_from(obj: &Bound<'_, PyAny>) -> Result<Rules, Error> {
    if let Ok(rules) = obj.cast::<PyRules>() {
        return Ok(rules.get().0);
    }
    if let Ok(string) = obj.cast::<PyString>() {
        return Ok(Rules::preset(&text_for(
            string,
            "a preset name",
            TextUse::Rules,
        )?)?);
    }
    Err(wrong_type("rules (Rules, a preset name or None)", obj))
}

/// Any serde value as plain Python data (dicts, lists, strings, ints, bools,
/// `None`): serialized to JSON and read with Python's `json` module, so
/// `json.dumps` writes it back. Rule sets, their options, records and
/// results all come to Python this way; nothing here knows their fields.
pub(crate) fn to_python<'py, T: serde::Serialize>(
    py: Python<'py>,
    value: &T,
) -> PyResult<Bound<'py, PyAny>> {
    let json = serde_json::to_string(value)
        .map_err(|e| pyo3::exceptions::PyRuntimeError::new_err(e.to_string()))?;
    py.import("json")?.call_method1("loads", (json,))
}

/// How deeply a rule value may nest: a table of lists (`card_values`) is
/// two levels; anything deeper is no rule value, and reading it must not
/// recurse without bound (a self-containing list would overflow the stack).
const MAX_VALUE_DEPTH: usize = 8;

/// The JSON form of a Python value given for rule option `option`: `None`,
/// bools, ints, strings, `Rank`, `Suit` and `Contract` objects (as their
/// codes and names), dicts with name keys, and lists, tuples and sets of
/// these. What the option's type accepts is then up to its serde form in
/// the engine: nothing here knows any option.
pub(crate) fn rule_value_from_python(
    option: &str,
    value: &Bound<'_, PyAny>,
) -> Result<Value, Error> {
    value_to_json(option, value, 0)
}

/// [`rule_value_from_python`] of a value nested `depth` levels inside the option's
/// value.
fn value_to_json(option: &str, value: &Bound<'_, PyAny>, depth: usize) -> Result<Value, Error> {
    let invalid = |reason: String| Error::OptionValue {
        option: option.to_string(),
        reason,
    };
    if depth > MAX_VALUE_DEPTH {
        return Err(invalid(format!(
            "the value nests more than {MAX_VALUE_DEPTH} levels deep"
        )));
    }
    if value.is_none() {
        return Ok(Value::Null);
    }
    if let Ok(flag) = value.cast::<PyBool>() {
        return Ok(Value::Bool(flag.is_true()));
    }
    if let Ok(int) = value.cast::<PyInt>() {
        if let Ok(n) = int.extract::<i64>() {
            return Ok(Value::from(n));
        }
        if let Ok(n) = int.extract::<u64>() {
            return Ok(Value::from(n));
        }
        return Err(invalid(format!("{int} does not fit in 64 bits")));
    }
    if let Ok(float) = value.cast::<PyFloat>() {
        // Options hold integers; the engine rejects the float by name.
        return Ok(Value::from(float.value()));
    }
    if let Ok(string) = value.cast::<PyString>() {
        let string = unicode(string).map_err(|error| invalid(error.to_string()))?;
        return Ok(Value::String(string.into_owned()));
    }
    if let Ok(rank) = value.cast::<PyRank>() {
        return Ok(Value::String(Rank::from(*rank.get()).code().into()));
    }
    if let Ok(suit) = value.cast::<PySuit>() {
        return Ok(Value::String(Suit::from(*suit.get()).english().into()));
    }
    if let Ok(contract) = value.cast::<PyContract>() {
        return Ok(Value::String(contract.get().0.name().into()));
    }
    if let Ok(dict) = value.cast::<PyDict>() {
        let mut map = Map::new();
        for (key, item) in dict.iter() {
            let Value::String(name) = value_to_json(option, &key, depth + 1)? else {
                return Err(invalid(format!(
                    "a table key must be a name, not {}",
                    type_name(&key)
                )));
            };
            map.insert(name, value_to_json(option, &item, depth + 1)?);
        }
        return Ok(Value::Object(map));
    }
    let is_collection = value.is_instance_of::<PyList>()
        || value.is_instance_of::<PyTuple>()
        || value.is_instance_of::<PySet>()
        || value.is_instance_of::<PyFrozenSet>();
    if is_collection {
        let items = value
            .try_iter()?
            .map(|item| value_to_json(option, &item?, depth + 1))
            .collect::<Result<Vec<_>, Error>>()?;
        return Ok(Value::Array(items));
    }
    Err(invalid(format!(
        "a value of type {} is not a rule value",
        type_name(value)
    )))
}

/// A card argument.
pub(crate) struct CardArg(pub(crate) Card);

impl<'py> FromPyObject<'_, 'py> for CardArg {
    type Error = Error;

    fn extract(obj: Borrowed<'_, 'py, PyAny>) -> Result<Self, Self::Error> {
        card_from(&obj).map(CardArg)
    }
}

/// A card-set argument (see [`card_set_from`]).
pub(crate) struct CardSetArg(pub(crate) CardSet);

impl<'py> FromPyObject<'_, 'py> for CardSetArg {
    type Error = Error;

    fn extract(obj: Borrowed<'_, 'py, PyAny>) -> Result<Self, Self::Error> {
        card_set_from(&obj).map(CardSetArg)
    }
}

/// A contract argument (see [`contract_from`]).
pub(crate) struct ContractArg(pub(crate) Contract);

impl<'py> FromPyObject<'_, 'py> for ContractArg {
    type Error = Error;

    fn extract(obj: Borrowed<'_, 'py, PyAny>) -> Result<Self, Self::Error> {
        contract_from(&obj).map(ContractArg)
    }
}

/// An optional rule-set argument: `None` stands for the default rules
/// ([`Rules::schieber`], a constant).
pub(crate) struct RulesArg(pub(crate) Rules);

impl RulesArg {
    /// The rules given, or the default rules for `None`.
    pub(crate) fn or_default(rules: Option<RulesArg>) -> Rules {
        rules.map_or(DEFAULT_RULES, |r| r.0)
    }
}

/// The rules used when a function is given `rules=None`.
pub(crate) const DEFAULT_RULES: Rules = Rules::schieber();

impl<'py> FromPyObject<'_, 'py> for RulesArg {
    type Error = Error;

    fn extract(obj: Borrowed<'_, 'py, PyAny>) -> Result<Self, Self::Error> {
        rules_from(&obj).map(RulesArg)
    }
}

/// A suit argument: a `Suit` or a suit name.
pub(crate) struct SuitArg(pub(crate) Suit);

impl<'py> FromPyObject<'_, 'py> for SuitArg {
    type Error = Error;

    fn extract(obj: Borrowed<'_, 'py, PyAny>) -> Result<Self, Self::Error> {
        if let Ok(suit) = obj.cast::<PySuit>() {
            return Ok(SuitArg((*suit.get()).into()));
        }
        if let Ok(string) = obj.cast::<PyString>() {
            return Ok(SuitArg(text(&string, "a suit")?.parse()?));
        }
        Err(wrong_type("a suit (Suit or str)", &obj))
    }
}

/// What `__reduce__` returns for a value that pickles as its class called
/// with one argument it reads back: `Card("HA")`, `Suit("H")`,
/// `ComparisonStep(3)`. Pickle protocols 0 and 1 take it too.
pub(crate) fn reduce_new<'py, T, A>(slf: &Bound<'py, T>, arg: A) -> (Bound<'py, PyType>, (A,)) {
    (slf.as_any().get_type(), (arg,))
}

/// A rank argument: a `Rank` or a rank name.
pub(crate) struct RankArg(pub(crate) Rank);

impl<'py> FromPyObject<'_, 'py> for RankArg {
    type Error = Error;

    fn extract(obj: Borrowed<'_, 'py, PyAny>) -> Result<Self, Self::Error> {
        if let Ok(rank) = obj.cast::<PyRank>() {
            return Ok(RankArg((*rank.get()).into()));
        }
        if let Ok(string) = obj.cast::<PyString>() {
            return Ok(RankArg(text(&string, "a rank")?.parse()?));
        }
        Err(wrong_type("a rank (Rank or str)", &obj))
    }
}

/// The cards of a trick in play order, the led card first: cards read as
/// a trick at the largest table (at most six, none repeated, as the core's
/// [`Trick`] at a table of six checks them), or a `Trick` as it stands, at
/// its own table (a trick of the double pack may hold a card twice).
#[derive(Clone, Copy, Debug)]
pub(crate) struct TrickArg(Trick);

impl TrickArg {
    /// The cards in play order.
    pub(crate) fn cards(&self) -> &[Card] {
        self.0.cards()
    }

    /// The unfinished trick this is.
    pub(crate) fn partial(&self) -> Result<PartialTrick, Error> {
        Ok(PartialTrick::try_from(&self.0)?)
    }

    /// The unfinished trick a hand holding `hand` plays to.
    pub(crate) fn open(&self, hand: CardSet) -> Result<PartialTrick, Error> {
        let trick = self.partial()?;
        trick.check_hand(hand)?;
        Ok(trick)
    }
}

/// Adds `card`, the next card read, to `trick`: a repeated card is a
/// reading error (with `copies`, the double pack, a card may be there
/// twice, and a third copy is refused as the core refuses it), and a card
/// more than the largest table holds a trick too long.
fn push_read(trick: &mut Trick, card: Card, copies: bool) -> Result<(), Error> {
    let pushed = if copies {
        trick.push_copy(card)
    } else {
        trick.push(card)
    };
    pushed.map_err(|error| match error {
        PlayError::AlreadyInTrick { card } if !copies => {
            ParseCardError::DuplicateCard { card }.into()
        }
        PlayError::TrickComplete => Error::TrickTooLong {
            len: Players::MAX + 1,
            more: false,
        },
        error => error.into(),
    })
}

/// Reads the cards of a trick: a list or tuple of cards, a string of cards
/// in play order (`"HA H10"`), a single card, or any other iterable of
/// cards, as a trick led by seat 0 at a table of six (the largest: at most
/// six cards); a card may be listed twice only with `copies` (the double
/// pack). A `Trick` is taken as it stands. A `CardSet` is refused: it has
/// no play order, and the led card matters.
pub(crate) fn trick_cards_from(obj: &Bound<'_, PyAny>, copies: bool) -> Result<Trick, Error> {
    let mut trick = Trick::new(Seat::S0, Players::Six)?;
    let too_long = |len: usize| {
        move |e: Error| match e {
            Error::TrickTooLong { .. } => Error::TrickTooLong { len, more: false },
            e => e,
        }
    };
    if let Ok(list) = obj.cast::<PyList>() {
        for item in list.iter() {
            push_read(&mut trick, card_from(&item)?, copies).map_err(too_long(list.len()))?;
        }
    } else if let Ok(tuple) = obj.cast::<PyTuple>() {
        for item in tuple.iter() {
            push_read(&mut trick, card_from(&item)?, copies).map_err(too_long(tuple.len()))?;
        }
    } else if let Ok(string) = obj.cast::<PyString>() {
        let string = text(string, "a trick")?;
        let words = || {
            string
                .split(|c: char| c.is_whitespace() || c == ',')
                .filter(|word| !word.is_empty())
        };
        for word in words() {
            push_read(&mut trick, word.parse()?, copies).map_err(too_long(words().count()))?;
        }
    } else if let Ok(card) = obj.cast::<PyCard>() {
        push_read(&mut trick, card.get().0, copies)?;
    } else if let Ok(played) = obj.cast::<PyTrick>() {
        return Ok(played.get().0);
    } else if obj.cast::<PyCardSet>().is_ok() {
        return Err(wrong_type(
            "a trick in play order (a list of cards or a string; a CardSet has no order)",
            obj,
        ));
    } else {
        let expected =
            "a trick in play order (a list or tuple of cards, or a string such as \"HA H10\")";
        if is_binary(obj) {
            return Err(wrong_type(expected, obj));
        }
        let Ok(items) = obj.try_iter() else {
            return Err(wrong_type(expected, obj));
        };
        for item in items {
            match push_read(&mut trick, card_from(&item?)?, copies) {
                // Read no further: the iterable may never end.
                Err(Error::TrickTooLong { .. }) => {
                    return Err(match obj.len() {
                        Ok(len) => Error::TrickTooLong { len, more: false },
                        Err(_) => Error::TrickTooLong {
                            len: Players::MAX + 1,
                            more: true,
                        },
                    });
                }
                pushed => pushed?,
            }
        }
    }
    Ok(trick)
}

/// Reads a trick argument: the cards of [`trick_cards_from`], none
/// repeated, or a `Trick` as it stands.
pub(crate) fn trick_from(obj: &Bound<'_, PyAny>) -> Result<TrickArg, Error> {
    trick_cards_from(obj, false).map(TrickArg)
}

impl<'py> FromPyObject<'_, 'py> for TrickArg {
    type Error = Error;

    fn extract(obj: Borrowed<'_, 'py, PyAny>) -> Result<Self, Self::Error> {
        trick_from(&obj)
    }
}
