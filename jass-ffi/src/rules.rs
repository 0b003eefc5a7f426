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
/// changes it with `jass_rules_set_option` at the same time.
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
        Box::into_raw(Box::new(jass_rules { rules }))
    }
}

/// Borrows the rules behind a handle.
///
/// # Safety
///
/// `rules` is a non-NULL handle from this library, not yet freed, and not
/// being changed for `'a`.
pub(crate) unsafe fn borrow<'a>(rules: *const jass_rules) -> &'a Rules {
    // SAFETY: guaranteed by the caller.
    unsafe { &(*rules).rules }
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
            "{what} index {index} is out of range 0..{}",
            names.len()
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
    ffi!(nonnull(name, out_rules) {
        // SAFETY: `name` is a non-NULL NUL-terminated string (caller).
        let name = unsafe { convert::text(name, "name") }?;
        let rules = Rules::preset(name)?;
        // SAFETY: `out_rules` is non-NULL and writable (caller).
        unsafe { convert::write(out_rules, jass_rules::boxed(rules)) };
        Ok(())
    })
}

/// Reads a rule set from JSON (as written by `jass_rules_to_json`) and
/// writes its handle to `*out_rules`. Options left out take the Schieber
/// defaults.
///
/// Returns `JASS_RESULT_MALFORMED_JSON` if the text is not JSON, and
/// `JASS_RESULT_INVALID_RULES` for an unknown option, a value of the wrong
/// type or a value the rules forbid (a target of 0). Free the handle with
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
    ffi!(nonnull(json, out_rules) {
        // SAFETY: `json` is a non-NULL NUL-terminated string (caller).
        let json = unsafe { convert::json(json, "json") }?;
        let rules = Rules::from_json(json)?;
        // SAFETY: `out_rules` is non-NULL and writable (caller).
        unsafe { convert::write(out_rules, jass_rules::boxed(rules)) };
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
    ffi!(nonnull(rules, out_json) {
        // SAFETY: `rules` is a live handle (caller).
        let rules = unsafe { borrow(rules) };
        let json = convert::owned_text(rules.to_json())?;
        // SAFETY: `out_json` is non-NULL and writable (caller).
        unsafe { convert::write(out_json, json) };
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
    ffi!(nonnull(rules, out_rules) {
        // SAFETY: `rules` is a live handle (caller).
        let rules = unsafe { borrow(rules) };
        // SAFETY: `out_rules` is non-NULL and writable (caller).
        unsafe { convert::write(out_rules, jass_rules::boxed(*rules)) };
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
    ffi!(fallback(()) {
        if !rules.is_null() {
            // SAFETY: a live handle made by `Box::into_raw` (caller), freed
            // exactly once.
            drop(unsafe { Box::from_raw(rules) });
        }
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
    ffi!(nonnull(a, b, out_equal) {
        // SAFETY: `a` and `b` are live handles (caller).
        let equal = unsafe { borrow(a) == borrow(b) };
        // SAFETY: `out_equal` is non-NULL and writable (caller).
        unsafe { convert::write(out_equal, equal) };
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
    ffi!(nonnull(rules, name, out_json) {
        // SAFETY: `rules` is a live handle (caller).
        let rules = unsafe { borrow(rules) };
        // SAFETY: `name` is a non-NULL NUL-terminated string (caller).
        let name = unsafe { convert::text(name, "name") }?;
        let json = convert::owned_text(rules.option(name)?)?;
        // SAFETY: `out_json` is non-NULL and writable (caller).
        unsafe { convert::write(out_json, json) };
        Ok(())
    })
}

/// Sets option `name` from JSON text (`"\"weak\""`, `"1000"`, `"true"`).
/// On any error the rule set is unchanged.
///
/// Returns `JASS_RESULT_UNKNOWN_OPTION` for an unknown name,
/// `JASS_RESULT_MALFORMED_JSON` if the value is not JSON, and
/// `JASS_RESULT_INVALID_RULES` for a value of the wrong type or one the
/// rules forbid.
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
    ffi!(nonnull(rules, name, value_json) {
        // SAFETY: `name` is a non-NULL NUL-terminated string (caller).
        let name = unsafe { convert::text(name, "name") }?;
        // SAFETY: `value_json` is a non-NULL NUL-terminated string (caller).
        let value = unsafe { convert::json(value_json, "value_json") }?;
        // SAFETY: `rules` is a live handle used by no one else (caller).
        let rules = unsafe { &mut (*rules).rules };
        rules.set_option(name, value)?;
        Ok(())
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
    ffi!(nonnull(rules, options_json) {
        // SAFETY: `options_json` is a non-NULL NUL-terminated string (caller).
        let options = unsafe { convert::json(options_json, "options_json") }?;
        // SAFETY: `rules` is a live handle used by no one else (caller).
        let rules = unsafe { &mut (*rules).rules };
        rules.set_options_json(options)?;
        Ok(())
    })
}

/// The number of rule options; their names are listed by
/// `jass_rules_option_name`.
///
/// # Safety
///
/// None: there are no arguments.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_rules_option_count() -> usize {
    ffi!(fallback(0) { option_names().len() })
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
    ffi!(nonnull(out_name) {
        let name = name_at(option_names(), index, "option")?;
        // SAFETY: `out_name` is non-NULL and writable (caller).
        unsafe { convert::write(out_name, name) };
        Ok(())
    })
}

/// The number of rule presets; their names are listed by
/// `jass_rules_preset_name`.
///
/// # Safety
///
/// None: there are no arguments.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_rules_preset_count() -> usize {
    ffi!(fallback(0) { preset_names().len() })
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
    ffi!(nonnull(out_name) {
        let name = name_at(preset_names(), index, "preset")?;
        // SAFETY: `out_name` is non-NULL and writable (caller).
        unsafe { convert::write(out_name, name) };
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
    ffi!(nonnull(rules, out_multiplier) {
        // SAFETY: `rules` is a live handle (caller).
        let rules = unsafe { borrow(rules) };
        let multiplier = rules.multiplier(convert::contract(contract)?);
        // SAFETY: `out_multiplier` is non-NULL and writable (caller).
        unsafe { convert::write(out_multiplier, multiplier) };
        Ok(())
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use std::ffi::CStr;
    use std::ptr;

    use super::*;
    use crate::{jass_result, jass_string_free};

    /// A preset's handle, freed when the guard drops.
    pub(crate) struct Handle(pub(crate) *mut jass_rules);

    impl Handle {
        pub(crate) fn preset(name: &CStr) -> Handle {
            let mut rules = ptr::null_mut();
            // SAFETY: a NUL-terminated name and a writable handle slot.
            let result = unsafe { jass_rules_from_preset(name.as_ptr(), &raw mut rules) };
            assert_eq!(result, jass_result::Ok);
            Handle(rules)
        }
    }

    impl Drop for Handle {
        fn drop(&mut self) {
            // SAFETY: a live handle, freed once.
            unsafe { jass_rules_free(self.0) };
        }
    }

    /// Takes ownership of a string from the library.
    fn take(text: *mut c_char) -> String {
        // SAFETY: a live string from the library, freed right after copying.
        let copy = unsafe { CStr::from_ptr(text) }.to_str().unwrap().to_owned();
        // SAFETY: freed exactly once.
        unsafe { jass_string_free(text) };
        copy
    }

    fn get(rules: &Handle, name: &CStr) -> Result<String, jass_result> {
        let mut json = ptr::null_mut();
        // SAFETY: a live handle, a NUL-terminated name, a writable slot.
        match unsafe { jass_rules_get_option(rules.0, name.as_ptr(), &raw mut json) } {
            jass_result::Ok => Ok(take(json)),
            error => {
                assert!(json.is_null(), "no output on failure");
                Err(error)
            }
        }
    }

    fn set(rules: &Handle, name: &CStr, value: &CStr) -> jass_result {
        // SAFETY: a live handle and NUL-terminated strings.
        unsafe { jass_rules_set_option(rules.0, name.as_ptr(), value.as_ptr()) }
    }

    #[test]
    fn every_preset_is_listed_and_loads() {
        // SAFETY: no arguments.
        let count = unsafe { jass_rules_preset_count() };
        assert_eq!(count, PRESET_NAMES.len());
        for (index, expected) in PRESET_NAMES.into_iter().enumerate() {
            let mut name = ptr::null();
            // SAFETY: a writable slot.
            let got = unsafe { jass_rules_preset_name(index, &raw mut name) };
            assert_eq!(got, jass_result::Ok);
            // SAFETY: a static NUL-terminated string.
            let name = unsafe { CStr::from_ptr(name) };
            assert_eq!(name.to_str(), Ok(expected));
            let rules = Handle::preset(name);
            // SAFETY: a live handle.
            let got = unsafe { borrow(rules.0) };
            assert_eq!(got, &Rules::preset(expected).unwrap());
        }
        let mut name = ptr::null();
        // SAFETY: a writable slot; NULL is rejected first.
        unsafe {
            assert_eq!(
                jass_rules_preset_name(count, &raw mut name),
                jass_result::InvalidArgument
            );
            assert!(name.is_null());
            assert_eq!(
                jass_rules_preset_name(0, ptr::null_mut()),
                jass_result::NullPointer
            );
        }
    }

    #[test]
    fn unknown_presets_and_bad_names_are_rejected() {
        let mut rules = ptr::null_mut();
        // SAFETY: NUL-terminated strings and a writable slot.
        unsafe {
            assert_eq!(
                jass_rules_from_preset(c"skat".as_ptr(), &raw mut rules),
                jass_result::UnknownPreset
            );
            assert_eq!(
                jass_rules_from_preset(c"\xFFschieber".as_ptr(), &raw mut rules),
                jass_result::InvalidUtf8
            );
            assert_eq!(
                jass_rules_from_preset(ptr::null(), &raw mut rules),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_rules_from_preset(c"schieber".as_ptr(), ptr::null_mut()),
                jass_result::NullPointer
            );
        }
        assert!(rules.is_null());
        // Presets accept case and dashes.
        let uri = Handle::preset(c"Schieber-Uri");
        // SAFETY: a live handle.
        assert_eq!(unsafe { borrow(uri.0) }, &Rules::schieber_uri());
    }

    #[test]
    fn json_round_trips_through_a_handle() {
        let original = Handle::preset(c"schieber_1000");
        let mut json = ptr::null_mut();
        // SAFETY: a live handle and a writable slot.
        let got = unsafe { jass_rules_to_json(original.0, &raw mut json) };
        assert_eq!(got, jass_result::Ok);
        let json = CString::new(take(json)).unwrap();
        let mut copy = ptr::null_mut();
        // SAFETY: a NUL-terminated string and a writable slot.
        let got = unsafe { jass_rules_from_json(json.as_ptr(), &raw mut copy) };
        assert_eq!(got, jass_result::Ok);
        let copy = Handle(copy);
        let mut equal = false;
        // SAFETY: live handles and a writable bool.
        let got = unsafe { jass_rules_equal(original.0, copy.0, &raw mut equal) };
        assert_eq!(got, jass_result::Ok);
        assert!(equal);
        let schieber = Handle::preset(c"schieber");
        // SAFETY: as above.
        let got = unsafe { jass_rules_equal(original.0, schieber.0, &raw mut equal) };
        assert_eq!(got, jass_result::Ok);
        assert!(!equal);
        let mut out = ptr::null_mut();
        // SAFETY: NULLs are rejected before any access.
        unsafe {
            assert_eq!(
                jass_rules_to_json(ptr::null(), &raw mut out),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_rules_to_json(original.0, ptr::null_mut()),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_rules_equal(ptr::null(), copy.0, &raw mut equal),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_rules_equal(copy.0, ptr::null(), &raw mut equal),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_rules_equal(copy.0, copy.0, ptr::null_mut()),
                jass_result::NullPointer
            );
        }
    }

    #[test]
    fn from_json_tells_malformed_json_from_invalid_rules() {
        let mut rules = ptr::null_mut();
        // SAFETY: NUL-terminated strings and a writable slot.
        unsafe {
            assert_eq!(
                jass_rules_from_json(c"{}".as_ptr(), &raw mut rules),
                jass_result::Ok
            );
            let defaults = Handle(rules);
            assert_eq!(borrow(defaults.0), &Rules::schieber());
            rules = ptr::null_mut();
            assert_eq!(
                jass_rules_from_json(c"{\"target\": 1000".as_ptr(), &raw mut rules),
                jass_result::MalformedJson
            );
            assert_eq!(
                jass_rules_from_json(c"".as_ptr(), &raw mut rules),
                jass_result::MalformedJson
            );
            assert_eq!(
                jass_rules_from_json(c"{\"target\": 0}".as_ptr(), &raw mut rules),
                jass_result::InvalidRules
            );
            assert_eq!(
                jass_rules_from_json(c"{\"colour\": 1}".as_ptr(), &raw mut rules),
                jass_result::InvalidRules
            );
            assert_eq!(
                jass_rules_from_json(c"{\"target\": \"x\"}".as_ptr(), &raw mut rules),
                jass_result::InvalidRules
            );
            assert_eq!(
                jass_rules_from_json(c"[1, 2]".as_ptr(), &raw mut rules),
                jass_result::InvalidRules
            );
            assert_eq!(
                jass_rules_from_json(c"{\"\xFF\": 1}".as_ptr(), &raw mut rules),
                jass_result::InvalidUtf8
            );
            assert_eq!(
                jass_rules_from_json(ptr::null(), &raw mut rules),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_rules_from_json(c"{}".as_ptr(), ptr::null_mut()),
                jass_result::NullPointer
            );
        }
        assert!(rules.is_null());
    }

    #[test]
    fn every_option_can_be_read_and_written_back() {
        let rules = Handle::preset(c"schieber_3000");
        let target = Handle::preset(c"schieber");
        // SAFETY: no arguments.
        let count = unsafe { jass_rules_option_count() };
        assert_eq!(count, Rules::option_names().len());
        for index in 0..count {
            let mut name = ptr::null();
            // SAFETY: a writable slot.
            let got = unsafe { jass_rules_option_name(index, &raw mut name) };
            assert_eq!(got, jass_result::Ok);
            // SAFETY: a static NUL-terminated string.
            let name = unsafe { CStr::from_ptr(name) };
            let value = CString::new(get(&rules, name).unwrap()).unwrap();
            assert_eq!(set(&target, name, &value), jass_result::Ok, "{name:?}");
        }
        // Copying every option of a preset reproduces it.
        // SAFETY: live handles.
        assert_eq!(unsafe { borrow(target.0) }, unsafe { borrow(rules.0) });
        let mut name = ptr::null();
        // SAFETY: a writable slot; NULL is rejected first.
        unsafe {
            assert_eq!(
                jass_rules_option_name(count, &raw mut name),
                jass_result::InvalidArgument
            );
            assert_eq!(
                jass_rules_option_name(0, ptr::null_mut()),
                jass_result::NullPointer
            );
        }
    }

    #[test]
    fn set_options_sets_dependent_options_together_or_not_at_all() {
        let rules = Handle::preset(c"schieber");
        let set_all = |json: &CStr| {
            // SAFETY: a live handle and a NUL-terminated string.
            unsafe { jass_rules_set_options(rules.0, json.as_ptr()) }
        };
        // One at a time, a Bärger above the target is refused.
        assert_eq!(set(&rules, c"baerger", c"3000"), jass_result::InvalidRules);
        assert_eq!(
            set_all(c"{\"baerger\": 3000, \"target\": 4000}"),
            jass_result::Ok
        );
        assert_eq!(get(&rules, c"baerger"), Ok("3000".into()));
        assert_eq!(get(&rules, c"target"), Ok("4000".into()));
        // SAFETY: a live handle.
        let before = *unsafe { borrow(rules.0) };
        assert_eq!(set_all(c"{\"target\": 2000}"), jass_result::InvalidRules);
        assert_eq!(set_all(c"{\"colour\": 1}"), jass_result::UnknownOption);
        assert_eq!(set_all(c"[1, 2]"), jass_result::InvalidRules);
        assert_eq!(
            set_all(c"{\"target\": 5000, \"target\": 6000}"),
            jass_result::InvalidRules
        );
        assert_eq!(set_all(c"{\"target\": "), jass_result::MalformedJson);
        // SAFETY: a live handle.
        assert_eq!(unsafe { borrow(rules.0) }, &before);
        // SAFETY: NULLs are rejected before any access.
        unsafe {
            assert_eq!(
                jass_rules_set_options(ptr::null_mut(), c"{}".as_ptr()),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_rules_set_options(rules.0, ptr::null()),
                jass_result::NullPointer
            );
        }
    }

    #[test]
    fn set_option_errors_leave_the_rules_unchanged() {
        let rules = Handle::preset(c"schieber");
        assert_eq!(set(&rules, c"undertrump", c"\"weak\""), jass_result::Ok);
        assert_eq!(get(&rules, c"undertrump"), Ok("\"weak\"".into()));
        assert_eq!(set(&rules, c"target", c"1000"), jass_result::Ok);
        assert_eq!(get(&rules, c"target"), Ok("1000".into()));
        // SAFETY: a live handle.
        let before = *unsafe { borrow(rules.0) };
        assert_eq!(set(&rules, c"colour", c"1"), jass_result::UnknownOption);
        assert_eq!(set(&rules, c"target", c"10 00"), jass_result::MalformedJson);
        assert_eq!(set(&rules, c"target", c"0"), jass_result::InvalidRules);
        assert_eq!(
            set(&rules, c"target", c"\"high\""),
            jass_result::InvalidRules
        );
        assert_eq!(
            set(&rules, c"undertrump", c"\"sometimes\""),
            jass_result::InvalidRules
        );
        assert_eq!(
            set(&rules, c"target", c"\"\xFF\""),
            jass_result::InvalidUtf8
        );
        // SAFETY: a live handle.
        assert_eq!(unsafe { borrow(rules.0) }, &before);
        assert_eq!(get(&rules, c"colour"), Err(jass_result::UnknownOption));
        assert_eq!(get(&rules, c"\xFF"), Err(jass_result::InvalidUtf8));
        let mut json = ptr::null_mut();
        // SAFETY: NULLs are rejected before any access.
        unsafe {
            assert_eq!(
                jass_rules_set_option(ptr::null_mut(), c"target".as_ptr(), c"1".as_ptr()),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_rules_set_option(rules.0, ptr::null(), c"1".as_ptr()),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_rules_set_option(rules.0, c"target".as_ptr(), ptr::null()),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_rules_get_option(ptr::null(), c"target".as_ptr(), &raw mut json),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_rules_get_option(rules.0, ptr::null(), &raw mut json),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_rules_get_option(rules.0, c"target".as_ptr(), ptr::null_mut()),
                jass_result::NullPointer
            );
        }
        assert!(json.is_null());
    }

    #[test]
    fn clones_are_independent() {
        let original = Handle::preset(c"schieber");
        let mut copy = ptr::null_mut();
        // SAFETY: a live handle and a writable slot.
        let got = unsafe { jass_rules_clone(original.0, &raw mut copy) };
        assert_eq!(got, jass_result::Ok);
        let copy = Handle(copy);
        assert_eq!(set(&copy, c"target", c"1000"), jass_result::Ok);
        assert_eq!(get(&original, c"target"), Ok("2500".into()));
        let mut out = ptr::null_mut();
        // SAFETY: NULLs are rejected before any access.
        unsafe {
            assert_eq!(
                jass_rules_clone(ptr::null(), &raw mut out),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_rules_clone(original.0, ptr::null_mut()),
                jass_result::NullPointer
            );
        }
    }

    #[test]
    fn freeing_null_does_nothing() {
        // SAFETY: NULL is accepted.
        unsafe {
            jass_rules_free(ptr::null_mut());
            jass_rules_free(ptr::null_mut());
        }
    }

    #[test]
    fn multipliers_follow_the_preset() {
        let rules = Handle::preset(c"schieber_3000");
        let mut multiplier = 0;
        // SAFETY: a live handle and a writable local; NULLs rejected first.
        unsafe {
            assert_eq!(
                jass_rules_multiplier(rules.0, 5, &raw mut multiplier),
                jass_result::Ok
            );
            assert_eq!(multiplier, 4);
            assert_eq!(
                jass_rules_multiplier(rules.0, 2, &raw mut multiplier),
                jass_result::Ok
            );
            assert_eq!(multiplier, 1);
            assert_eq!(
                jass_rules_multiplier(rules.0, 6, &raw mut multiplier),
                jass_result::ContractOutOfRange
            );
            assert_eq!(multiplier, 1);
            assert_eq!(
                jass_rules_multiplier(ptr::null(), 0, &raw mut multiplier),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_rules_multiplier(rules.0, 0, ptr::null_mut()),
                jass_result::NullPointer
            );
        }
    }
}
