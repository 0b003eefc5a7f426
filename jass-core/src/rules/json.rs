//! Rule sets as JSON ([`Rules::from_json`], [`Rules::to_json`]) and
//! options read and set by name.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use serde::Deserialize as _;
use serde_json::Value;

use super::Rules;
use super::data::complete;
use super::options::{OPTION_NAMES, RuleSetData};
use crate::error::RulesError;
use crate::unique_keys::check_unique_keys;

fn malformed(error: &serde_json::Error) -> RulesError {
    RulesError::Malformed {
        message: error.to_string(),
    }
}

/// The typed error for a name that is neither an option nor `"preset"`.
fn check_option_name(name: &str) -> Result<(), RulesError> {
    if OPTION_NAMES.contains(&name) {
        Ok(())
    } else {
        Err(RulesError::UnknownOption { name: name.into() })
    }
}

/// A JSON object as rule set data, with typed errors for an unknown
/// option or preset.
fn data_from_value(value: Value) -> Result<RuleSetData, RulesError> {
    let Value::Object(options) = &value else {
        return Err(RulesError::Malformed {
            message: "a rule set is a JSON object of options".into(),
        });
    };
    for (name, value) in options {
        if name == "preset" {
            if let Value::String(preset) = value {
                Rules::preset(preset)?;
            }
        } else {
            check_option_name(name)?;
        }
    }
    RuleSetData::deserialize(value).map_err(|e| malformed(&e))
}

/// Whether `text` is a bare word (`weak`, `claimant_only`), which
/// [`Rules::set_option`] also reads as a JSON string.
fn is_bare_word(text: &str) -> bool {
    let text = text.trim();
    !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
}

#[cfg_attr(docsrs, doc(cfg(feature = "json")))]
impl Rules {
    /// Reads a rule set from JSON: `"preset"` names the preset to start
    /// from (default [`Rules::schieber`]), every other key an option to
    /// change; a table may be given in part (`"multipliers": {"obenabe":
    /// 4}` changes one multiplier). The result is
    /// [validated](Rules::validate).
    ///
    /// # Errors
    ///
    /// [`RulesError::UnknownOption`] for an unknown option (its message
    /// suggests the name meant), [`RulesError::UnknownPreset`] for an
    /// unknown preset, [`RulesError::Malformed`] for bad JSON or values of
    /// the wrong type, [`RulesError::InvalidValue`] from validation.
    ///
    /// # Examples
    ///
    /// ```
    /// use jass_core::{Contract, Rules, RulesError};
    ///
    /// let rules = Rules::from_json(r#"{"target": 1000, "undertrump": "weak"}"#)?;
    /// assert_eq!(rules.target, 1000);
    /// // [003]'s rules with Undenufe counting four times.
    /// let house = Rules::from_json(
    ///     r#"{"preset": "schieber_1000", "multipliers": {"undenufe": 4}}"#,
    /// )?;
    /// assert_eq!(house.multiplier(Contract::Undenufe), 4);
    /// assert_eq!(house.multiplier(Contract::Obenabe), 1);
    /// assert!(house.must_overtrump_on_trump_lead);
    ///
    /// let error = Rules::from_json(r#"{"target": 0}"#);
    /// assert!(matches!(error, Err(RulesError::InvalidValue { option: "target", .. })));
    /// let error = Rules::from_json(r#"{"targt": 1000}"#).unwrap_err();
    /// assert_eq!(error.to_string(), r#"unknown rule option "targt" (did you mean "target"?)"#);
    /// # Ok::<(), RulesError>(())
    /// ```
    pub fn from_json(json: &str) -> Result<Rules, RulesError> {
        Rules::from_json_value(Rules::parse_json(json)?)
    }

    /// JSON text as a value, refusing a key given twice (which would
    /// otherwise take its last value).
    fn parse_json(json: &str) -> Result<Value, RulesError> {
        check_unique_keys(json).map_err(|e| malformed(&e))?;
        serde_json::from_str(json).map_err(|e| malformed(&e))
    }

    /// [`Rules::from_json`] for a parsed JSON value.
    pub(crate) fn from_json_value(value: Value) -> Result<Rules, RulesError> {
        let rules = data_from_value(value)?.apply(Rules::schieber())?;
        rules.validate()?;
        Ok(rules)
    }

    /// The complete rule set of a game record, for a parsed JSON value:
    /// every option with every table whole, or a preset that the options
    /// given change; validated.
    pub(crate) fn from_json_value_complete(value: Value) -> Result<Rules, RulesError> {
        complete(data_from_value(value)?)
    }

    /// The rule set as pretty-printed JSON, every option named.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// The names of all options, in alphabetical order.
    #[must_use]
    pub fn option_names() -> Vec<String> {
        let mut names: Vec<String> = OPTION_NAMES.iter().map(|&name| name.into()).collect();
        names.sort_unstable();
        names
    }

    /// The value of option `name` as JSON text.
    ///
    /// # Errors
    ///
    /// [`RulesError::UnknownOption`] if no option has that name (its
    /// message suggests the name meant).
    pub fn option(&self, name: &str) -> Result<String, RulesError> {
        check_option_name(name)?;
        let value = serde_json::to_value(self).map_err(|e| malformed(&e))?;
        value
            .get(name)
            .map(Value::to_string)
            .ok_or_else(|| RulesError::UnknownOption { name: name.into() })
    }

    /// Sets option `name` from JSON text (`"weak"`, `1000`, `true`,
    /// `{"obenabe": 3}`) or a bare word (`weak`, read as the JSON string
    /// `"weak"`), leaving `self` unchanged on error. A table given in part
    /// changes only the entries it names.
    ///
    /// The result must [validate](Rules::validate) on its own; to change
    /// options that depend on each other (`target` and `baerger`) in one
    /// step, use [`Rules::set_options`].
    ///
    /// # Errors
    ///
    /// [`RulesError::UnknownOption`] for an unknown name (its message
    /// suggests the name meant), [`RulesError::Malformed`] for bad JSON or
    /// a value of the wrong type, [`RulesError::InvalidValue`] if the
    /// result fails [validation](Rules::validate).
    ///
    /// # Examples
    ///
    /// ```
    /// use jass_core::{Contract, Rules, Undertrump};
    ///
    /// let mut rules = Rules::schieber();
    /// rules.set_option("undertrump", "weak")?;
    /// rules.set_option("target", "1000")?;
    /// rules.set_option("multipliers", r#"{"obenabe": 4}"#)?;
    /// assert_eq!(rules.undertrump, Undertrump::Weak);
    /// assert_eq!(rules.multiplier(Contract::Obenabe), 4);
    /// assert_eq!(rules.multiplier(Contract::Undenufe), 3);
    /// # Ok::<(), jass_core::RulesError>(())
    /// ```
    pub fn set_option(&mut self, name: &str, value_json: &str) -> Result<(), RulesError> {
        self.set_options([(name, value_json)])
    }

    /// Sets several options from JSON text, as [`Rules::set_option`]
    /// does, and validates once at the end: the options may depend on
    /// each other. On error `self` is unchanged.
    ///
    /// # Errors
    ///
    /// As [`Rules::set_option`]; the first unknown or malformed option
    /// is named.
    ///
    /// # Examples
    ///
    /// ```
    /// use jass_core::Rules;
    ///
    /// let mut rules = Rules::schieber(); // target 2500
    /// // A Bärger of 3000 needs the higher target, set in the same step.
    /// let mut one_by_one = rules;
    /// assert!(one_by_one.set_option("baerger", "3000").is_err());
    /// rules.set_options([("baerger", "3000"), ("target", "4000")])?;
    /// assert_eq!((rules.baerger, rules.target), (Some(3000), 4000));
    /// # Ok::<(), jass_core::RulesError>(())
    /// ```
    pub fn set_options<'a, I>(&mut self, options: I) -> Result<(), RulesError>
    where
        I: IntoIterator<Item = (&'a str, &'a str)>,
    {
        let mut rules = *self;
        for (name, value_json) in options {
            rules = rules.with_option_text(name, value_json)?;
        }
        rules.validate()?;
        *self = rules;
        Ok(())
    }

    /// Applies a JSON object of rule set data (`{"baerger": 3000,
    /// "target": 4000}`) as [`Rules::from_json`] reads it, but to `self`:
    /// the options it names change (tables possibly in part), validated
    /// once at the end, `self` unchanged on error. A `"preset"` key starts
    /// from that preset instead of `self`.
    ///
    /// # Errors
    ///
    /// [`RulesError::Malformed`] if the text is not a JSON object or
    /// names an option twice; otherwise as [`Rules::from_json`].
    ///
    /// # Examples
    ///
    /// ```
    /// use jass_core::Rules;
    ///
    /// let mut rules = Rules::schieber();
    /// rules.set_options_json(r#"{"baerger": 3000, "target": 4000}"#)?;
    /// assert_eq!((rules.baerger, rules.target), (Some(3000), 4000));
    /// assert!(rules.set_options_json(r#"{"target": 0}"#).is_err());
    /// assert_eq!(rules.target, 4000);
    /// # Ok::<(), jass_core::RulesError>(())
    /// ```
    pub fn set_options_json(&mut self, options_json: &str) -> Result<(), RulesError> {
        let value = Rules::parse_json(options_json)?;
        if !value.is_object() {
            return Err(RulesError::Malformed {
                message: "options are a JSON object of option names and values".into(),
            });
        }
        let rules = data_from_value(value)?.apply(*self)?;
        rules.validate()?;
        *self = rules;
        Ok(())
    }

    /// The rule set with option `name` set from JSON text or a bare word,
    /// checked for its type but not validated.
    fn with_option_text(self, name: &str, text: &str) -> Result<Rules, RulesError> {
        check_option_name(name)?;
        let as_word = || self.with_option_value(name, Value::String(text.trim().into()));
        let parsed = check_unique_keys(text)
            .and_then(|()| serde_json::from_str::<Value>(text))
            .map_err(|e| RulesError::Malformed {
                message: alloc::format!("option {name}: {e}"),
            });
        match parsed {
            Ok(value) => self.with_option_value(name, value).or_else(|error| {
                if is_bare_word(text) {
                    as_word().map_err(|_| error)
                } else {
                    Err(error)
                }
            }),
            // A number JSON cannot read (an integer beyond 64 bits) keeps
            // its own error rather than being read as a word.
            Err(error) if is_bare_word(text) => as_word().map_err(|word| {
                if text.trim().starts_with(|c: char| c.is_ascii_digit()) {
                    error
                } else {
                    word
                }
            }),
            Err(error) => Err(error),
        }
    }

    /// The rule set with option `name` set to `value`, checked for its
    /// type but not validated.
    fn with_option_value(self, name: &str, value: Value) -> Result<Rules, RulesError> {
        check_option_name(name)?;
        let mut one = serde_json::Map::new();
        one.insert(name.into(), value);
        RuleSetData::deserialize(Value::Object(one))
            .map_err(|e| malformed(&e))?
            .apply(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_that_depend_on_each_other_are_set_together() {
        let mut rules = Rules::schieber_uri(); // target 2000, Bärger 1200
        let before = rules;
        assert!(matches!(
            rules.set_option("target", "1000"),
            Err(RulesError::InvalidValue {
                option: "baerger",
                ..
            })
        ));
        assert_eq!(rules, before);
        rules
            .set_options([("target", "1000"), ("baerger", "600")])
            .unwrap();
        assert_eq!((rules.target, rules.baerger), (1000, Some(600)));
        // A type error names its option, and nothing changes.
        let before = rules;
        let error = rules
            .set_options([("target", "5000"), ("undertrump", "7")])
            .unwrap_err();
        assert!(error.to_string().contains("option undertrump"), "{error}");
        assert_eq!(rules, before);
        assert!(matches!(
            rules.set_options([("target", "5000"), ("targt", "7")]),
            Err(RulesError::UnknownOption { .. })
        ));
        assert_eq!(rules, before);
    }

    #[test]
    fn a_table_of_players_no_game_of_the_option_seats_has_one_message() {
        let reason = |count| {
            alloc::format!(
                "invalid value for rule option players: a table seats 3 (Differenzler, \
                 Hindersi, Mittlere), 4, 5 or 6 players, not {count} (Schmaus and Jass für \
                 zwei, the games for two, do not read this option)"
            )
        };
        for count in [0, 1, 2, 7, 255] {
            let json = alloc::format!(r#"{{"players": {count}}}"#);
            let error = Rules::from_json(&json).unwrap_err();
            assert!(
                matches!(
                    error,
                    RulesError::InvalidValue {
                        option: "players",
                        ..
                    }
                ),
                "{error:?}"
            );
            assert_eq!(error.to_string(), reason(count));
            let mut rules = Rules::schieber();
            let error = rules.set_option("players", &count.to_string()).unwrap_err();
            assert_eq!(error.to_string(), reason(count));
            assert_eq!(rules, Rules::schieber());
        }
    }

    #[test]
    fn an_integer_beyond_64_bits_is_refused_as_an_integer_not_a_float() {
        let mut rules = Rules::schieber();
        for error in [
            rules
                .set_option("target", "99999999999999999999")
                .unwrap_err(),
            rules
                .set_options_json(r#"{"target": 99999999999999999999}"#)
                .unwrap_err(),
            Rules::from_json(r#"{"target": 99999999999999999999}"#).unwrap_err(),
        ] {
            let message = error.to_string();
            assert!(
                message.contains("integer 99999999999999999999 at line 1 column "),
                "{message}"
            );
            assert!(!message.contains("floating point"), "{message}");
        }
        assert_eq!(rules, Rules::schieber());
    }

    #[test]
    fn a_bad_value_inside_an_option_names_the_option_once_and_its_values_by_name() {
        for (json, message) in [
            (
                r#"{"sws_order": ["stoeck", "stoeck", "stich"]}"#,
                "malformed rule set: option sws_order: stoeck, stoeck, stich is not an order of \
                 stoeck, weis and stich, each once",
            ),
            (
                r#"{"coiffeur_rows": []}"#,
                "malformed rule set: option coiffeur_rows: 0 rows: a table has from 1 to 12 rows",
            ),
            (
                r#"{"coiffeur_rows": [{"kind": "skat", "multiplier": 1}]}"#,
                "malformed rule set: option coiffeur_rows: unknown row \"skat\": expected a \
                 contract, joker, slalom or guschti",
            ),
        ] {
            let error = Rules::from_json(json).unwrap_err().to_string();
            assert!(error.starts_with(message), "{error}");
            assert_eq!(
                error.matches("sws_order").count() + error.matches("coiffeur_rows").count(),
                1,
                "{error}"
            );
        }
    }

    #[test]
    fn an_option_given_twice_is_an_error_naming_it() {
        let twice = Rules::from_json(r#"{"target": 1000, "target": 2000}"#).unwrap_err();
        assert_eq!(
            twice.to_string(),
            "malformed rule set: key \"target\" is given twice at line 1 column 25"
        );
        let nested = r#"{"contracts": {"diamonds": true, "hearts": true, "spades": true,
            "clubs": true, "obenabe": false, "undenufe": true, "obenabe": true}}"#;
        assert!(
            Rules::from_json(nested).is_err(),
            "a key repeated inside an option"
        );
        let mut rules = Rules::schieber();
        let value = r#"{"diamonds": 2, "hearts": 2, "spades": 1, "clubs": 1, "obenabe": 3,
            "undenufe": 3, "obenabe": 4}"#;
        let error = rules.set_option("multipliers", value).unwrap_err();
        assert!(
            error.to_string().starts_with(
                "malformed rule set: option multipliers: key \"obenabe\" is given twice"
            ),
            "{error}"
        );
        assert_eq!(rules, Rules::schieber(), "a failed set changes nothing");
    }
}
