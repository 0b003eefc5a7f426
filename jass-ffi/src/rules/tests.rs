//! Tests of the C functions for rule sets, called through raw pointers as C
//! calls them.

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
    let count = jass_rules_preset_count();
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
        let got = unsafe { &crate::ptr::peek(rules.0).rules };
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
    let got = unsafe { crate::ptr::peek(uri.0) };
    assert_eq!(&got.rules, &Rules::schieber_uri());
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
        assert_eq!(&crate::ptr::peek(defaults.0).rules, &Rules::schieber());
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
            jass_result::UnknownOption
        );
        assert_eq!(
            jass_rules_from_json(c"{\"preset\": \"skat\"}".as_ptr(), &raw mut rules),
            jass_result::UnknownPreset
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
    let count = jass_rules_option_count();
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
    assert_eq!(unsafe { &crate::ptr::peek(target.0).rules }, unsafe {
        &crate::ptr::peek(rules.0).rules
    });
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
    let before = unsafe { crate::ptr::peek(rules.0).rules };
    assert_eq!(set_all(c"{\"target\": 2000}"), jass_result::InvalidRules);
    assert_eq!(set_all(c"{\"colour\": 1}"), jass_result::UnknownOption);
    assert_eq!(set_all(c"[1, 2]"), jass_result::InvalidRules);
    assert_eq!(
        set_all(c"{\"target\": 5000, \"target\": 6000}"),
        jass_result::InvalidRules
    );
    assert_eq!(set_all(c"{\"target\": "), jass_result::MalformedJson);
    // SAFETY: a live handle.
    assert_eq!(unsafe { &crate::ptr::peek(rules.0).rules }, &before);
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
    // A bare word for a choice, and one entry of a table.
    assert_eq!(set(&rules, c"undertrump", c"strict"), jass_result::Ok);
    assert_eq!(get(&rules, c"undertrump"), Ok("\"strict\"".into()));
    assert_eq!(set(&rules, c"undertrump", c"weak"), jass_result::Ok);
    assert_eq!(get(&rules, c"undertrump"), Ok("\"weak\"".into()));
    assert_eq!(
        set(&rules, c"multipliers", c"{\"obenabe\": 4}"),
        jass_result::Ok
    );
    assert_eq!(
        // SAFETY: a live handle.
        unsafe { crate::ptr::peek(rules.0).rules.multipliers.obenabe },
        4
    );
    assert_eq!(set(&rules, c"target", c"1000"), jass_result::Ok);
    assert_eq!(get(&rules, c"target"), Ok("1000".into()));
    // SAFETY: a live handle.
    let before = unsafe { crate::ptr::peek(rules.0).rules };
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
    assert_eq!(unsafe { &crate::ptr::peek(rules.0).rules }, &before);
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
fn the_pack_and_the_cards_per_player_follow_the_table() {
    let five = Handle::preset(c"schieber_five");
    let six = Handle::preset(c"schieber_six");
    let (mut pack, mut count) = (0, 0);
    // SAFETY: live handles and writable locals; NULLs rejected first.
    unsafe {
        assert_eq!(jass_rules_pack(five.0, &raw mut pack), jass_result::Ok);
        assert_eq!(pack.count_ones(), 35);
        assert_eq!(
            jass_rules_cards_per_player(five.0, &raw mut count),
            jass_result::Ok
        );
        assert_eq!(count, 7);
        assert_eq!(
            jass_rules_cards_per_player(six.0, &raw mut count),
            jass_result::Ok
        );
        assert_eq!(count, 6);
        assert_eq!(jass_rules_pack(six.0, &raw mut pack), jass_result::Ok);
        assert_eq!(pack.count_ones(), 36);
        assert_eq!(
            jass_rules_pack(ptr::null(), &raw mut pack),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_rules_cards_per_player(six.0, ptr::null_mut()),
            jass_result::NullPointer
        );
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
