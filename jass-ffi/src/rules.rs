//! Rule sets behind the opaque `jass_rules` handle.

use std::ffi::{CString, c_char};
use std::sync::OnceLock;

use jass_core::{PRESET_NAMES, Rules};

use crate::convert;
use crate::error::{Error, jass_result};

/// A complete set of house rules: every ⚙ option of RULES.md.
///
/// An opaque handle: create it with `jass_rules_from_preset`,
/// `jass_rules_from_json` or `jass_rules_clone`, and destroy it with
/// `jass_rules_free`. Functions taking a `const jass_rules *` only read it,
/// so one rule set may be shared by several threads as long as none of them
/// changes it with `jass_rules_set_option` at the same time (such a clash
/// returns `JASS_RESULT_MISUSE` to the call that comes second).
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_rules {
    pub(crate) rules: Rules,
}

impl jass_rules {
    pub(crate) fn boxed(rules: Rules) -> *mut jass_rules {
        crate::ptr::new_handle(jass_rules { rules })
    }
}

impl crate::ptr::Handle for jass_rules {
    const NAME: &'static str = "jass_rules";
}

/// Static NUL-terminated copies of names that jass-core gives as `&str`.
fn c_names(
    cell: &'static OnceLock<Vec<CString>>,
    names: impl FnOnce() -> Vec<String>,
) -> &'static [CString] {
    cell.get_or_init(|| {
        names()
            .into_iter()
            .map(|name| CString::new(name).expect("rule and preset names hold no NUL"))
            .collect()
    })
}

fn preset_names() -> &'static [CString] {
    static NAMES: OnceLock<Vec<CString>> = OnceLock::new();
    c_names(&NAMES, || {
        PRESET_NAMES.iter().map(|&name| name.to_owned()).collect()
    })
}

fn option_names() -> &'static [CString] {
    static NAMES: OnceLock<Vec<CString>> = OnceLock::new();
    c_names(&NAMES, Rules::option_names)
}

fn name_at(names: &'static [CString], index: usize, what: &str) -> Result<*const c_char, Error> {
    names.get(index).map(|name| name.as_ptr()).ok_or_else(|| {
        Error::invalid(format!(
            "{what} index {index} is out of range 0 to {}",
            names.len() - 1
        ))
    })
}

/// Creates the rule set of a preset and writes its handle to `*out_rules`.
///
/// Preset names are listed by `jass_rules_preset_name`: `"schieber"`,
/// `"schieber_3000"`, `"schieber_1000"`, `"schieber_uri"`, `"schmaus"`,
/// `"zweier"`; case, surrounding spaces and `-` for `_` do not matter.
/// Returns `JASS_RESULT_UNKNOWN_PRESET` for any other name. Free the handle
/// with `jass_rules_free`.
///
/// # Safety
///
/// `name` is a NUL-terminated string; `out_rules` points to a writable
/// `jass_rules *`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_rules_from_preset(
    name: *const c_char,
    out_rules: *mut *mut jass_rules,
) -> jass_result {
    ffi!(name: c_str, out_rules: out => {
        let rules = Rules::preset(name)?;
        out_rules.write(jass_rules::boxed(rules));
        Ok(())
    })
}

/// Reads a rule set from JSON (as written by `jass_rules_to_json`) and
/// writes its handle to `*out_rules`. `"preset"` names the preset to start
/// from (default `"schieber"`); the options given change it, a table
/// possibly in part (`{"preset": "schieber_1000", "multipliers":
/// {"undenufe": 4}}`).
///
/// Returns `JASS_RESULT_MALFORMED_JSON` if the text is not JSON,
/// `JASS_RESULT_UNKNOWN_OPTION` for an unknown option (the message
/// suggests the name meant), `JASS_RESULT_UNKNOWN_PRESET` for an unknown
/// preset, and `JASS_RESULT_INVALID_RULES` for a value of the wrong type or
/// a value the rules forbid (a target of 0). Free the handle with
/// `jass_rules_free`.
///
/// # Safety
///
/// `json` is a NUL-terminated string; `out_rules` points to a writable
/// `jass_rules *`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_rules_from_json(
    json: *const c_char,
    out_rules: *mut *mut jass_rules,
) -> jass_result {
    ffi!(json: json, out_rules: out => {
        let rules = Rules::from_json(json)?;
        out_rules.write(jass_rules::boxed(rules));
        Ok(())
    })
}

/// Writes the rule set as pretty-printed JSON, every option named, to
/// `*out_json`. Free the string with `jass_string_free`.
///
/// # Safety
///
/// `rules` is a live handle; `out_json` points to a writable `char *`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_rules_to_json(
    rules: *const jass_rules,
    out_json: *mut *mut c_char,
) -> jass_result {
    ffi!(rules: obj, out_json: out => {
        let rules = &rules.rules;
        let json = convert::owned_text(rules.to_json())?;
        out_json.write(json);
        Ok(())
    })
}

/// Copies a rule set and writes the new handle to `*out_rules`; the copy is
/// independent of the original. Free it with `jass_rules_free`.
///
/// # Safety
///
/// `rules` is a live handle; `out_rules` points to a writable `jass_rules *`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_rules_clone(
    rules: *const jass_rules,
    out_rules: *mut *mut jass_rules,
) -> jass_result {
    ffi!(rules: obj, out_rules: out => {
        let rules = &rules.rules;
        out_rules.write(jass_rules::boxed(*rules));
        Ok(())
    })
}

/// Destroys a rule set. NULL is accepted and does nothing.
///
/// # Safety
///
/// `rules` is NULL or a handle from this library that has not been freed;
/// it must not be used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_rules_free(rules: *mut jass_rules) {
    ffi!(fallback(()), rules: owned => {
        drop(rules);
    });
}

/// Writes whether two rule sets have the same value for every option to
/// `*out_equal`.
///
/// # Safety
///
/// `a` and `b` are live handles; `out_equal` points to a writable `bool`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_rules_equal(
    a: *const jass_rules,
    b: *const jass_rules,
    out_equal: *mut bool,
) -> jass_result {
    ffi!(a: obj, b: obj, out_equal: out => {
        let equal = a.rules == b.rules;
        out_equal.write(equal);
        Ok(())
    })
}

/// Writes the value of option `name` as JSON text (`"\"strict\""`, `"2500"`,
/// `"true"`, `"{\"obenabe\": 3, ...}"`) to `*out_json`. Option names are
/// the ⚙ names of RULES.md, listed by `jass_rules_option_name`. Free the
/// string with `jass_string_free`.
///
/// Returns `JASS_RESULT_UNKNOWN_OPTION` if no option has that name.
///
/// # Safety
///
/// `rules` is a live handle; `name` is a NUL-terminated string; `out_json`
/// points to a writable `char *`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_rules_get_option(
    rules: *const jass_rules,
    name: *const c_char,
    out_json: *mut *mut c_char,
) -> jass_result {
    ffi!(rules: obj, name: c_str, out_json: out => {
        let rules = &rules.rules;
        let json = convert::owned_text(rules.option(name)?)?;
        out_json.write(json);
        Ok(())
    })
}

/// Sets option `name` from JSON text (`"\"weak\""`, `"1000"`, `"true"`,
/// `"{\"obenabe\": 4}"` for one entry of a table) or a bare word (`"weak"`).
/// On any error the rule set is unchanged.
///
/// Returns `JASS_RESULT_UNKNOWN_OPTION` for an unknown name,
/// `JASS_RESULT_MALFORMED_JSON` if the value is neither JSON nor a bare
/// word, and `JASS_RESULT_INVALID_RULES` for a value of the wrong type or
/// one the rules forbid.
///
/// # Safety
///
/// `rules` is a live handle that no other thread uses during the call;
/// `name` and `value_json` are NUL-terminated strings.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_rules_set_option(
    rules: *mut jass_rules,
    name: *const c_char,
    value_json: *const c_char,
) -> jass_result {
    ffi!(rules: obj_mut, name: c_str, value_json: c_str => {
        let result = rules.rules.set_option(name, value_json);
        // Text that is neither JSON nor a bare word (letters, digits, `_`
        // and `-`, which the core reads as a JSON string).
        let word = value_json.trim();
        let bare_word = !word.is_empty()
            && word.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
        if let Err(jass_core::RulesError::Malformed { .. }) = result
            && !bare_word
            && let Err(error) = serde_json::from_str::<serde_json::Value>(value_json)
        {
            return Err(Error::new(
                jass_result::MalformedJson,
                format!("argument value_json is not well-formed JSON: {error}"),
            ));
        }
        Ok(result?)
    })
}

/// Sets several options at once from a JSON object of option names and
/// values (`{"baerger": 3000, "target": 4000}`), validated together: use it
/// for options that depend on each other, which `jass_rules_set_option`
/// would refuse one at a time. On any error the rule set is unchanged.
///
/// Returns `JASS_RESULT_MALFORMED_JSON` if the text is not JSON,
/// `JASS_RESULT_UNKNOWN_OPTION` for an unknown name, and
/// `JASS_RESULT_INVALID_RULES` for text that is not an object, an option
/// named twice, a value of the wrong type or a combination the rules forbid.
///
/// # Safety
///
/// `rules` is a live handle that no other thread uses during the call;
/// `options_json` is a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_rules_set_options(
    rules: *mut jass_rules,
    options_json: *const c_char,
) -> jass_result {
    ffi!(rules: obj_mut, options_json: json => {
        rules.rules.set_options_json(options_json)?;
        Ok(())
    })
}

/// The number of rule options; their names are listed by
/// `jass_rules_option_name`.
#[unsafe(no_mangle)]
pub extern "C" fn jass_rules_option_count() -> usize {
    ffi!(fallback(0) => { option_names().len() })
}

/// Writes the name of option `index` (0 .. `jass_rules_option_count()`) to
/// `*out_name`. The string is static: it must not be freed.
///
/// # Safety
///
/// `out_name` points to a writable `const char *`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_rules_option_name(
    index: usize,
    out_name: *mut *const c_char,
) -> jass_result {
    ffi!(out_name: out => {
        let name = name_at(option_names(), index, "option")?;
        out_name.write(name);
        Ok(())
    })
}

/// The number of rule presets; their names are listed by
/// `jass_rules_preset_name`.
#[unsafe(no_mangle)]
pub extern "C" fn jass_rules_preset_count() -> usize {
    ffi!(fallback(0) => { preset_names().len() })
}

/// Writes the name of preset `index` (0 .. `jass_rules_preset_count()`) to
/// `*out_name`. The string is static: it must not be freed.
///
/// # Safety
///
/// `out_name` points to a writable `const char *`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_rules_preset_name(
    index: usize,
    out_name: *mut *const c_char,
) -> jass_result {
    ffi!(out_name: out => {
        let name = name_at(preset_names(), index, "preset")?;
        out_name.write(name);
        Ok(())
    })
}

/// Writes the score multiplier of `contract` (a `jass_contract`) under
/// `rules` (⚙ `multipliers`) to `*out_multiplier`.
///
/// # Safety
///
/// `rules` is a live handle; `out_multiplier` points to a writable
/// `uint16_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_rules_multiplier(
    rules: *const jass_rules,
    contract: u8,
    out_multiplier: *mut u16,
) -> jass_result {
    ffi!(rules: obj, out_multiplier: out => {
        let rules = &rules.rules;
        let multiplier = rules.multiplier(convert::contract(contract)?);
        out_multiplier.write(multiplier);
        Ok(())
    })
}

/// Writes the cards of a Schieber pack under `rules` to `*out_set`: all
/// 36, at a table of five (⚙ `players` 5) all but ⚙ `removed_card`, and
/// with the double pack (⚙ `packs` two at six) its 24 different cards,
/// nine to ace, each of which it holds twice (RULES.md §5.2).
///
/// # Safety
///
/// `rules` is a live handle; `out_set` points to a writable `uint64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_rules_pack(
    rules: *const jass_rules,
    out_set: *mut u64,
) -> jass_result {
    ffi!(rules: obj, out_set: out => {
        out_set.write(rules.rules.pack().mask());
        Ok(())
    })
}

/// Writes the cards a Schieber hand under `rules` deals each player, and
/// so its number of tricks, to `*out_count`: 9 at four, 7 at five, 6 at
/// six (RULES.md §5.2).
///
/// # Safety
///
/// `rules` is a live handle; `out_count` points to a writable `uint8_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_rules_cards_per_player(
    rules: *const jass_rules,
    out_count: *mut u8,
) -> jass_result {
    ffi!(rules: obj, out_count: out => {
        out_count.write(rules.rules.cards_per_player() as u8);
        Ok(())
    })
}

#[cfg(test)]
pub(crate) mod tests;
