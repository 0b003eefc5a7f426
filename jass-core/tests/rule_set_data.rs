//! Rule sets as data in game records: a record's rules name every option
//! with every table whole, or the preset they start from; a table of card
//! values replaces the standard values only whole; the number of players is
//! read as a count.

#![cfg(feature = "json")]

use jass_core::{
    CardValues, Game, GameRecord, NewGameError, ReplayError, Rules, RulesError, SchieberGame,
};
use serde_json::{Map, Value, json};

/// The JSON of a Schieber game's record with its rules changed by `edit`.
fn record_with(edit: impl FnOnce(&mut Map<String, Value>)) -> String {
    let game = SchieberGame::new(Rules::schieber(), 5).unwrap();
    let mut record: Value = serde_json::from_str(&game.record().to_json()).unwrap();
    edit(record["rules"].as_object_mut().unwrap());
    record.to_string()
}

/// The message of the error that refuses a record's rules as incomplete.
fn incomplete(record: &str) -> String {
    match GameRecord::from_json(record) {
        Err(ReplayError::New(NewGameError::Rules(RulesError::Malformed { message }))) => message,
        other => panic!("not refused as incomplete: {other:?}"),
    }
}

/// A record without a preset names every entry of a per-contract table
/// (`multipliers`, `contracts`): leaving out any one of the six is refused,
/// naming the table, rather than filled in from the defaults.
#[test]
fn a_record_missing_any_entry_of_a_table_is_refused_naming_it() {
    let whole = record_with(|_| {});
    assert_eq!(
        GameRecord::from_json(&whole).unwrap().rules,
        Rules::schieber()
    );
    for table in ["multipliers", "contracts"] {
        for key in [
            "diamonds", "hearts", "spades", "clubs", "obenabe", "undenufe",
        ] {
            let record = record_with(|rules| {
                rules[table].as_object_mut().unwrap().remove(key);
            });
            let message = incomplete(&record);
            assert!(
                message.ends_with(&format!("missing or partial: {table}")),
                "{table} without {key}: {message}"
            );
        }
    }
}

/// With the standard card values in force (`null`), a record's table of card
/// values given in part is incomplete; given whole it replaces them, in a
/// record as in a rule set read alone.
#[test]
fn card_values_replace_the_standard_ones_only_whole() {
    let part = record_with(|rules| {
        rules.insert("card_values".into(), json!({"last_trick": 10}));
    });
    let message = incomplete(&part);
    assert!(
        message.ends_with("missing or partial: card_values"),
        "{message}"
    );
    let belmite = serde_json::to_value(CardValues::BELMITE).unwrap();
    let whole = record_with(|rules| {
        rules.insert("card_values".into(), belmite.clone());
    });
    let record = GameRecord::from_json(&whole).unwrap();
    assert_eq!(record.rules.card_values, Some(CardValues::BELMITE));
    let rules = Rules::from_json(&json!({ "card_values": belmite }).to_string()).unwrap();
    assert_eq!(
        rules,
        Rules::schieber().with_card_values(Some(CardValues::BELMITE))
    );
}

/// ⚙ `players` is read as the number at the table (§5.2): five is the
/// Chnächt's table, two is refused naming the option.
#[test]
fn players_are_read_as_a_count() {
    assert_eq!(
        Rules::from_json(r#"{"players": 5}"#),
        Ok(Rules::schieber_five())
    );
    assert_eq!(
        Rules::from_json(r#"{"preset": "mittlere", "players": 4}"#)
            .unwrap()
            .players
            .count(),
        4
    );
    assert!(matches!(
        Rules::from_json(r#"{"players": 2}"#),
        Err(RulesError::InvalidValue {
            option: "players",
            ..
        })
    ));
}
