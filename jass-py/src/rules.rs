//! `Rules`: a complete set of house rules, with every option of RULES.md
//! readable as an attribute and settable by keyword.

use jass_core::{PRESET_NAMES, Rules};
use pyo3::exceptions::PyAttributeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};
use serde_json::{Map, Value};

use crate::card_set::PyCardSet;
use crate::convert::{TextUse, rule_value_from_python, text_for, to_python, wrong_type};
use crate::error::Error;

/// A complete set of house rules: every option (⚙) of RULES.md.
///
/// `Rules(**overrides)` is the default rule set (the `"schieber"` preset)
/// with the given options changed; `Rules.preset(name, **overrides)` starts
/// from another preset. Options are named as in RULES.md and take Python
/// values: strings for choices (`undertrump="weak"`), ints, bools, `None`,
/// dicts for per-contract tables (`multipliers={"obenabe": 4}`; keys a dict
/// leaves out keep their value), and lists for rank sets
/// (`fours_allowed=["10", "J", "Q", "K", "A"]`). Every option is also an
/// attribute (`rules.target`).
///
/// Rules are immutable and hashable; `replace(**overrides)` makes a
/// changed copy.
///
/// Args:
///     **overrides: Options to change, by name.
///
/// Raises:
///     RulesError: If an option is unknown or a value is invalid.
#[pyclass(name = "Rules", module = "jass_engine._jass", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct PyRules(pub(crate) Rules);

/// Every option of `rules`, by name.
fn options(rules: &Rules) -> Map<String, Value> {
    match serde_json::to_value(rules) {
        Ok(Value::Object(map)) => map,
        // A struct of plain data always serializes to an object.
        _ => Map::new(),
    }
}

/// `rules` with `overrides` applied together (options that depend on each
/// other, such as `target` and `baerger`, may be given in any order); a
/// dict given for a table option changes only the keys it names.
fn with_overrides(mut rules: Rules, overrides: Option<&Bound<'_, PyDict>>) -> Result<Rules, Error> {
    let Some(overrides) = overrides else {
        return Ok(rules);
    };
    let mut changes = Vec::with_capacity(overrides.len());
    for (name, value) in overrides.iter() {
        let name = match name.cast::<PyString>() {
            Ok(name) => text_for(name, "a rule option name", TextUse::Rules)?.to_string(),
            Err(_) => return Err(wrong_type("a rule option name (str)", &name)),
        };
        let current = rules.option(&name)?;
        let mut value = rule_value_from_python(&name, &value)?;
        if let (Value::Object(changes), Ok(Value::Object(mut table))) =
            (&mut value, serde_json::from_str::<Value>(&current))
        {
            table.append(changes);
            value = Value::Object(table);
        }
        changes.push((name, value.to_string()));
    }
    rules.set_options(
        changes
            .iter()
            .map(|(name, value)| (name.as_str(), value.as_str())),
    )?;
    Ok(rules)
}

#[pymethods]
impl PyRules {
    #[new]
    #[pyo3(signature = (**overrides))]
    fn new(overrides: Option<&Bound<'_, PyDict>>) -> Result<PyRules, Error> {
        Ok(PyRules(with_overrides(Rules::schieber(), overrides)?))
    }

    /// The preset `name` (one of `Rules.presets()`), with `overrides` applied.
    ///
    /// Args:
    ///     name: The preset's name; case and `-` for `_` do not matter.
    ///     **overrides: Options to change, by name.
    ///
    /// Returns:
    ///     The rule set.
    ///
    /// Raises:
    ///     RulesError: If the preset or an option is unknown, or a value is invalid.
    #[staticmethod]
    #[pyo3(signature = (name, **overrides))]
    fn preset(
        name: &Bound<'_, PyString>,
        overrides: Option<&Bound<'_, PyDict>>,
    ) -> Result<PyRules, Error> {
        let rules = Rules::preset(&text_for(name, "a preset name", TextUse::Rules)?)?;
        Ok(PyRules(with_overrides(rules, overrides)?))
    }

    /// The names of the presets, one per rule source.
    ///
    /// Returns:
    ///     A new list: `["schieber", "schieber_3000", ...]`.
    #[staticmethod]
    fn presets() -> Vec<&'static str> {
        PRESET_NAMES.to_vec()
    }

    /// The cards of a Schieber pack under these rules: all 36, at a table
    /// of five (`players=5`) all but `removed_card`.
    ///
    /// Returns:
    ///     A new CardSet.
    fn pack(&self) -> PyCardSet {
        PyCardSet(self.0.pack())
    }

    /// The cards a Schieber hand deals each player, and so its number of
    /// tricks: 9 at four, 7 at five, 6 at six.
    fn cards_per_player(&self) -> usize {
        self.0.cards_per_player()
    }

    /// The names of all options, as RULES.md names them, sorted.
    ///
    /// Returns:
    ///     A new list of option names.
    #[staticmethod]
    fn option_names() -> Vec<String> {
        Rules::option_names()
    }

    /// A copy with `overrides` applied.
    ///
    /// Args:
    ///     **overrides: Options to change, by name.
    ///
    /// Returns:
    ///     The changed rule set.
    ///
    /// Raises:
    ///     RulesError: If an option is unknown or a value is invalid.
    #[pyo3(signature = (**overrides))]
    fn replace(&self, overrides: Option<&Bound<'_, PyDict>>) -> Result<PyRules, Error> {
        Ok(PyRules(with_overrides(self.0, overrides)?))
    }

    /// The rule set as JSON, every option named.
    ///
    /// Returns:
    ///     Pretty-printed JSON that `Rules.from_json` reads back.
    fn to_json(&self) -> String {
        self.0.to_json()
    }

    /// Reads a rule set from JSON: `"preset"` names the preset to start
    /// from (default `"schieber"`), the options given change it, and a
    /// table may be given in part (`{"preset": "schieber_1000",
    /// "multipliers": {"undenufe": 4}}`).
    ///
    /// Args:
    ///     json: A JSON object of options, and optionally `"preset"`.
    ///
    /// Returns:
    ///     The rule set.
    ///
    /// Raises:
    ///     RulesError: If the JSON is malformed, names an unknown option or
    ///         holds an invalid value.
    #[staticmethod]
    fn from_json(json: &Bound<'_, PyString>) -> Result<PyRules, Error> {
        Ok(PyRules(Rules::from_json(&text_for(
            json,
            "a rule set",
            TextUse::Rules,
        )?)?))
    }

    /// Every option as a Python value.
    ///
    /// Returns:
    ///     A new dict from option name to value.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_python(py, &options(&self.0))
    }

    /// Reads an option: `rules.target`, `rules.undertrump`.
    ///
    /// Raises:
    ///     AttributeError: If no option has that name.
    fn __getattr__<'py>(
        &self,
        py: Python<'py>,
        name: &Bound<'py, PyString>,
    ) -> PyResult<Bound<'py, PyAny>> {
        // A name that is not Unicode names no option.
        let name = name.to_string_lossy();
        match options(&self.0).get(&*name) {
            Some(value) => to_python(py, value),
            None => Err(PyAttributeError::new_err(format!(
                "'Rules' object has no attribute '{name}'"
            ))),
        }
    }

    fn __dir__(slf: &Bound<'_, Self>) -> PyResult<Vec<String>> {
        let mut names: Vec<String> = slf.get_type().dir()?.extract()?;
        names.extend(options(&slf.get().0).into_iter().map(|(name, _)| name));
        names.sort();
        names.dedup();
        Ok(names)
    }

    /// `Rules.preset("schieber_1000", target=2000)`: the closest preset and
    /// the options that differ from it; evaluates back to an equal rule set.
    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let mine = options(&self.0);
        let mut best: Option<(&str, Vec<(&String, &Value)>)> = None;
        for name in PRESET_NAMES {
            let Ok(preset) = Rules::preset(name) else {
                continue;
            };
            let theirs = options(&preset);
            let differing: Vec<_> = mine
                .iter()
                .filter(|(k, v)| theirs.get(*k) != Some(*v))
                .collect();
            if best.as_ref().is_none_or(|(_, d)| differing.len() < d.len()) {
                best = Some((name, differing));
            }
        }
        let (name, differing) = best.unwrap_or(("schieber", Vec::new()));
        let mut text = format!("Rules.preset(\"{name}\"");
        for (key, value) in differing {
            let value = to_python(py, value)?.repr()?;
            text.push_str(", ");
            text.push_str(key);
            text.push('=');
            text.push_str(&value.to_cow()?);
        }
        text.push(')');
        Ok(text)
    }

    /// Pickles as `Rules.from_json(json)`.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        let from_json = slf.get_type().getattr("from_json")?;
        Ok((from_json, (slf.get().0.to_json(),)))
    }
}
