//! Rule sets as JSON ([`Rules::from_json`], [`Rules::to_json`]) and
//! options read and set by name.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::Rules;
use super::options::UncheckedRules;
use crate::error::RulesError;
use crate::unique_keys::check_unique_keys;

fn malformed(error: &serde_json::Error) -> RulesError {
    RulesError::Malformed {
        message: error.to_string(),
    }
}

impl Rules {
    /// Reads a rule set from JSON; missing options take the
    /// [`Rules::schieber`] defaults, unknown ones are errors, and the
    /// result is [validated](Rules::validate).
    ///
    /// # Errors
    ///
    /// [`RulesError::Malformed`] for bad JSON, unknown options or values
    /// of the wrong type; [`RulesError::InvalidValue`] from validation.
    ///
    /// # Examples
    ///
    /// ```
    /// use jass_core::{Rules, RulesError};
    ///
    /// let rules = Rules::from_json(r#"{"target": 1000, "undertrump": "weak"}"#)?;
    /// assert_eq!(rules.target, 1000);
    /// let error = Rules::from_json(r#"{"target": 0}"#);
    /// assert!(matches!(error, Err(RulesError::InvalidValue { option: "target", .. })));
    /// # Ok::<(), RulesError>(())
    /// ```
    pub fn from_json(json: &str) -> Result<Rules, RulesError> {
        // An option given twice would otherwise take its last value.
        check_unique_keys(json).map_err(|e| malformed(&e))?;
        let value: serde_json::Value = serde_json::from_str(json).map_err(|e| malformed(&e))?;
        Rules::from_json_value(value)
    }

    /// [`Rules::from_json`] for a parsed JSON value.
    pub(crate) fn from_json_value(value: serde_json::Value) -> Result<Rules, RulesError> {
        if !value.is_object() {
            return Err(RulesError::Malformed {
                message: "a rule set is a JSON object of options".into(),
            });
        }
        let rules = UncheckedRules::deserialize(value).map_err(|e| malformed(&e))?;
        rules.validate()?;
        Ok(rules)
    }

    /// The rule set as pretty-printed JSON, every option named.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// The names of all options, in alphabetical order.
    #[must_use]
    pub fn option_names() -> Vec<String> {
        match serde_json::to_value(Rules::default()) {
            Ok(serde_json::Value::Object(map)) => map.keys().cloned().collect(),
            _ => Vec::new(),
        }
    }

    /// The value of option `name` as JSON text.
    ///
    /// # Errors
    ///
    /// [`RulesError::UnknownOption`] if no option has that name.
    pub fn option(&self, name: &str) -> Result<String, RulesError> {
        let value = serde_json::to_value(self).map_err(|e| malformed(&e))?;
        value
            .get(name)
            .map(serde_json::Value::to_string)
            .ok_or_else(|| RulesError::UnknownOption { name: name.into() })
    }

    /// Sets option `name` from JSON text (`"weak"`, `1000`, `true`,
    /// `{"obenabe": 3, ...}`), leaving `self` unchanged on error.
    ///
    /// The result must [validate](Rules::validate) on its own; to change
    /// options that depend on each other (`target` and `baerger`) in one
    /// step, use [`Rules::set_options`].
    ///
    /// # Errors
    ///
    /// [`RulesError::UnknownOption`] for an unknown name,
    /// [`RulesError::Malformed`] for bad JSON or a value of the wrong
    /// type, [`RulesError::InvalidValue`] if the result fails
    /// [validation](Rules::validate).
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
            rules = rules.with_option_unchecked(name, value_json)?;
        }
        rules.validate()?;
        *self = rules;
        Ok(())
    }

    /// Sets the options of a JSON object (`{"baerger": 3000, "target":
    /// 4000}`) together, as [`Rules::set_options`] does: validated once
    /// at the end, `self` unchanged on error.
    ///
    /// # Errors
    ///
    /// [`RulesError::Malformed`] if the text is not a JSON object or
    /// names an option twice; otherwise as [`Rules::set_options`].
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
        check_unique_keys(options_json).map_err(|e| malformed(&e))?;
        let value: serde_json::Value =
            serde_json::from_str(options_json).map_err(|e| malformed(&e))?;
        let serde_json::Value::Object(options) = value else {
            return Err(RulesError::Malformed {
                message: "options are a JSON object of option names and values".into(),
            });
        };
        let mut rules = *self;
        for (name, value) in options {
            rules = rules.with_option_value(&name, value)?;
        }
        rules.validate()?;
        *self = rules;
        Ok(())
    }

    /// The rule set with option `name` set from JSON text, checked for
    /// its type but not validated.
    fn with_option_unchecked(self, name: &str, value_json: &str) -> Result<Rules, RulesError> {
        check_unique_keys(value_json).map_err(|e| RulesError::Malformed {
            message: alloc::format!("option {name}: {e}"),
        })?;
        let value: serde_json::Value =
            serde_json::from_str(value_json).map_err(|e| malformed(&e))?;
        self.with_option_value(name, value)
    }

    /// The rule set with option `name` set to `value`, checked for its
    /// type but not validated.
    fn with_option_value(self, name: &str, value: serde_json::Value) -> Result<Rules, RulesError> {
        let mut all = serde_json::to_value(self).map_err(|e| malformed(&e))?;
        let slot = all
            .get_mut(name)
            .ok_or_else(|| RulesError::UnknownOption { name: name.into() })?;
        *slot = value;
        UncheckedRules::deserialize(all).map_err(|e| RulesError::Malformed {
            message: alloc::format!("option {name}: {e}"),
        })
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
