//! Target `rules`: any text as a rule set in JSON and TOML, and as an
//! option name and value (`name=value`). Only valid rule sets may be
//! accepted, every accepted one round-trips, and a refused `set_option`
//! leaves the rules unchanged.

use jass_core::{PRESET_NAMES, Rules};

/// Runs the checks on one input.
pub fn run(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let text = text.as_ref();

    if let Ok(rules) = Rules::from_json(text) {
        accepted(rules);
    }
    if let Ok(rules) = serde_json::from_str::<Rules>(text) {
        accepted(rules);
    }
    if let Ok(rules) = toml::from_str::<Rules>(text) {
        accepted(rules);
    }

    let (name, value) = text.split_once('=').unwrap_or((text, "null"));
    let known = Rules::option_names().iter().any(|known| known == name);
    for preset in PRESET_NAMES {
        let before = Rules::preset(preset).expect("every preset name resolves");
        assert_eq!(before.option(name).is_ok(), known, "option {name:?}");
        let mut rules = before;
        match rules.set_option(name, value) {
            Ok(()) => {
                assert!(known, "unknown option {name:?} was set");
                accepted(rules);
                // Setting the value read back gives the same rules.
                let read = rules.option(name).expect("a set option reads back");
                let mut again = before;
                again
                    .set_option(name, &read)
                    .expect("a value read back sets");
                assert_eq!(again, rules, "option {name:?} = {read}");
            }
            Err(_) => assert_eq!(rules, before, "a refused set_option changed the rules"),
        }
    }
}

/// A rule set the engine accepted: it validates and survives JSON and TOML.
fn accepted(rules: Rules) {
    assert_eq!(rules.validate(), Ok(()), "an invalid rule set was accepted");
    assert_eq!(Rules::from_json(&rules.to_json()), Ok(rules));
    let toml = toml::to_string(&rules).expect("every rule set writes as TOML");
    assert_eq!(toml::from_str::<Rules>(&toml), Ok(rules), "{toml}");
}
