//! Rule sets as data: a preset and the options that differ from it, tables
//! given in part, misspelt option names, bare words for choices, and the
//! complete rule set a game record must hold.

#![cfg(feature = "json")]

use jass_core::{
    AnyGame, CardValues, ClaimCounts, Contract, FourNines, Game, GameRecord, NewGameError,
    PerContract, ReplayError, Rules, RulesError, SchieberGame, Undertrump,
};

#[test]
fn a_rule_set_starts_from_the_preset_it_names() {
    let rules = Rules::from_json(r#"{"preset": "schieber_1000", "target": 1500}"#).unwrap();
    assert_eq!(rules, Rules::schieber_1000().with_target(1500));
    // Without a preset the options change the default rule set.
    let rules = Rules::from_json(r#"{"target": 1500}"#).unwrap();
    assert_eq!(rules, Rules::schieber().with_target(1500));
    // The same in TOML, and names as Rules::preset reads them.
    let rules: Rules = toml::from_str("preset = \"Schieber-Uri\"\ntarget = 3000\n").unwrap();
    assert_eq!(rules, Rules::schieber_uri().with_target(3000));
    // The options given are checked against the preset's: the Uri Bärger
    // of 1200 is refused with a target of 1000.
    assert!(matches!(
        Rules::from_json(r#"{"preset": "schieber_uri", "target": 1000}"#),
        Err(RulesError::InvalidValue {
            option: "baerger",
            ..
        })
    ));
}

#[test]
fn a_table_given_in_part_changes_only_the_entries_it_names() {
    let json = r#"{"preset": "schieber_3000", "multipliers": {"obenabe": 5},
        "contracts": {"undenufe": false}}"#;
    let rules = Rules::from_json(json).unwrap();
    let mut multipliers = Rules::schieber_3000().multipliers;
    multipliers.obenabe = 5;
    assert_eq!(rules.multipliers, multipliers);
    assert_eq!(rules.multiplier(Contract::Undenufe), 4);
    assert!(!rules.contracts.undenufe && rules.contracts.obenabe);
    let toml_rules: Rules =
        toml::from_str("preset = \"schieber_3000\"\n[multipliers]\nobenabe = 5\n").unwrap();
    assert_eq!(toml_rules.multipliers, multipliers);
    // By name as well.
    let mut edited = Rules::schieber();
    edited.set_option("multipliers", r#"{"clubs": 2}"#).unwrap();
    assert_eq!(edited.multipliers, PerContract::new([2, 2, 1, 2], 3, 3));
    // Card values in part change a table in force; with the standard
    // values in force a replacement table is given whole.
    let belmite = Rules::schieber().with_card_values(Some(CardValues::BELMITE));
    let mut edited = belmite;
    edited
        .set_option("card_values", r#"{"last_trick": 20}"#)
        .unwrap();
    assert_eq!(edited.card_values.unwrap().last_trick, 20);
    assert_eq!(edited.card_values.unwrap().trump, [4; 9]);
    let mut standard = Rules::schieber();
    let error = standard
        .set_option("card_values", r#"{"last_trick": 20}"#)
        .unwrap_err();
    assert!(error.to_string().contains("option card_values"), "{error}");
    assert_eq!(standard, Rules::schieber());
    // A null entry is no entry left out.
    assert!(Rules::from_json(r#"{"multipliers": {"obenabe": null}}"#).is_err());
}

#[test]
fn a_misspelt_option_name_suggests_the_name_meant() {
    let error = Rules::from_json(r#"{"targt": 1000}"#).unwrap_err();
    assert_eq!(
        error,
        RulesError::UnknownOption {
            name: "targt".into()
        }
    );
    assert_eq!(
        error.to_string(),
        r#"unknown rule option "targt" (did you mean "target"?)"#
    );
    let mut rules = Rules::schieber();
    let error = rules.set_option("undertrumps", "weak").unwrap_err();
    assert!(
        error
            .to_string()
            .ends_with("(did you mean \"undertrump\"?)"),
        "{error}"
    );
    let error = rules.option("Schneider").unwrap_err();
    assert!(
        error.to_string().ends_with("(did you mean \"schneider\"?)"),
        "{error}"
    );
    let error = toml::from_str::<Rules>("match-bonus = 50\n").unwrap_err();
    assert!(
        error
            .to_string()
            .contains("(did you mean \"match_bonus\"?)"),
        "{error}"
    );
    // Nothing close: no suggestion.
    let error = Rules::from_json(r#"{"colour": 1}"#).unwrap_err();
    assert_eq!(error.to_string(), r#"unknown rule option "colour""#);
}

#[test]
fn set_option_reads_a_choice_as_a_bare_word_or_as_json() {
    for text in ["weak", "\"weak\"", " weak "] {
        let mut rules = Rules::schieber();
        rules.set_option("undertrump", text).unwrap();
        assert_eq!(rules.undertrump, Undertrump::Weak, "{text:?}");
    }
    let mut rules = Rules::schieber();
    rules.set_option("claim_counts", "claimant_only").unwrap();
    assert_eq!(rules.claim_counts, ClaimCounts::ClaimantOnly);
    // "100" is a number in JSON; the option's value is the word "100".
    rules.set_option("four_nines", "100").unwrap();
    assert_eq!(rules.four_nines, FourNines::Points100);
    rules
        .set_options([("target", "1000"), ("undertrump", "strict")])
        .unwrap();
    assert_eq!((rules.target, rules.undertrump), (1000, Undertrump::Strict));
    // A word that is no value of the option is refused, naming it.
    let before = rules;
    let error = rules.set_option("undertrump", "sometimes").unwrap_err();
    assert!(
        matches!(&error, RulesError::Malformed { message } if message.contains("sometimes")),
        "{error}"
    );
    assert!(rules.set_option("target", "many").is_err());
    assert!(rules.set_option("undertrump", "we ak").is_err());
    assert_eq!(rules, before);
}

/// The rules of [`record_with_rules`]' game as compact JSON.
fn written_rules() -> String {
    serde_json::to_string(&Rules::schieber_1000()).unwrap()
}

/// A record's JSON with its rules replaced by `rules`.
fn record_with_rules(rules: &str) -> String {
    let game = SchieberGame::new(Rules::schieber_1000(), 5).unwrap();
    let json = game.record().to_json();
    assert_eq!(json.matches(&written_rules()).count(), 1, "{json}");
    json.replace(&written_rules(), rules)
}

#[test]
fn a_record_holds_its_complete_rule_set() {
    let game = SchieberGame::new(Rules::schieber_1000(), 5).unwrap();
    let json = game.record().to_json();
    assert_eq!(record_with_rules(&written_rules()), json);
    // Every option named: the record as written.
    let record = GameRecord::from_json(&json).unwrap();
    assert_eq!(record.rules, Rules::schieber_1000());
    // A preset and the options that differ from it.
    let preset = record_with_rules(r#"{"preset": "schieber_1000", "target": 1500}"#);
    let record = GameRecord::from_json(&preset).unwrap();
    assert_eq!(record.rules, Rules::schieber_1000().with_target(1500));
    assert!(AnyGame::replay(&record).is_ok());
    // Options left out without a preset would be filled in from defaults
    // the record does not name: refused, naming them.
    for partial in [
        r#"{"target": 1000}"#.to_string(),
        written_rules().replace("\"target\":1000,", ""),
        written_rules().replace("\"obenabe\":1,", ""),
    ] {
        let text = record_with_rules(&partial);
        let error = GameRecord::from_json(&text).unwrap_err();
        let ReplayError::New(NewGameError::Rules(RulesError::Malformed { message })) = &error
        else {
            panic!("{partial}: {error:?}");
        };
        assert!(message.contains("missing or partial: "), "{message}");
        // Plain serde refuses it too.
        assert!(
            serde_json::from_str::<GameRecord>(&text).is_err(),
            "{partial}"
        );
    }
    let error = GameRecord::from_json(&record_with_rules(r#"{"target": 1000}"#)).unwrap_err();
    assert!(error.to_string().contains("match_bonus"), "{error}");
    assert!(!error.to_string().contains("target,"), "{error}");
    // The rules of a whole record read by plain serde are complete too.
    let read: GameRecord = serde_json::from_str(&preset).unwrap();
    assert_eq!(read.rules, Rules::schieber_1000().with_target(1500));
}

#[test]
fn the_committed_seed_records_load_and_replay() {
    for json in [
        include_str!("../../fuzz/seeds/record/schieber.json"),
        include_str!("../../fuzz/seeds/record/schmaus.json"),
        include_str!("../../fuzz/seeds/record/zweier.json"),
    ] {
        let record = GameRecord::from_json(json).unwrap();
        let game = AnyGame::replay(&record).unwrap();
        assert_eq!(game.record(), record);
    }
}
