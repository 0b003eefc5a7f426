//! Hostile input at the Rust boundary: every public entry point given
//! nonsense answers with a specific error carrying its context, and the
//! value it was called on is unchanged afterwards.
//! Here: the parsers of cards, card sets, contracts and melds, and the rule
//! presets, options and rule sets read from JSON and TOML.

mod common {
    pub(crate) mod hostile;
}

use jass_core::{
    Card, CardSet, Contract, Meld, ParseCardError, ParseContractError, Rank, Seat, SeatOutOfRange,
    SeatRange, Suit, WeisError, notation::parse_meld,
};
#[cfg(feature = "json")]
use jass_core::{Rules, RulesError};

use common::hostile::{card, cards};

// ------------------------------------------------------------ parsers

#[test]
fn card_parsers_name_the_rejected_text_or_index() {
    assert_eq!("".parse::<Card>(), Err(ParseCardError::Empty));
    assert_eq!("   ".parse::<Card>(), Err(ParseCardError::Empty));
    for text in [
        "H11",
        "XA",
        "HAA",
        "♥",
        "10",
        "Schellen Zehn Ass",
        "\u{0}",
        "H\u{301}A",
    ] {
        assert_eq!(
            text.parse::<Card>(),
            Err(ParseCardError::InvalidCard { text: text.into() }),
            "{text:?}"
        );
    }
    assert_eq!(
        "Q".parse::<Suit>(),
        Err(ParseCardError::InvalidSuit { text: "Q".into() })
    );
    assert_eq!(
        "eleven".parse::<Rank>(),
        Err(ParseCardError::InvalidRank {
            text: "eleven".into()
        })
    );
    for index in [36, 200, u8::MAX] {
        assert_eq!(
            Card::try_from_index(index),
            Err(ParseCardError::IndexOutOfRange { index })
        );
        assert_eq!(
            Card::from_jasskit_index(index),
            Err(ParseCardError::IndexOutOfRange { index })
        );
    }
    assert_eq!(
        Suit::try_from(4),
        Err(ParseCardError::SuitIndexOutOfRange { index: 4 })
    );
    assert_eq!(
        Rank::try_from(9),
        Err(ParseCardError::RankIndexOutOfRange { index: 9 })
    );
    assert_eq!(
        Seat::try_from(6),
        Err(SeatOutOfRange {
            index: 6,
            range: SeatRange::Seat
        })
    );
}

#[test]
fn huge_and_odd_card_text_is_refused_without_panic() {
    let huge = "HA ".repeat(100_000);
    assert_eq!(
        huge.parse::<CardSet>(),
        Err(ParseCardError::DuplicateCard { card: card("HA") })
    );
    let long = "x".repeat(1 << 20);
    assert!(matches!(
        long.parse::<Card>(),
        Err(ParseCardError::InvalidCard { .. })
    ));
    assert!(long.parse::<CardSet>().is_err());
    assert!(long.parse::<Contract>().is_err());
    assert!(long.parse::<Meld>().is_err());
    for text in ["🂡", "H\u{FEFF}A", "HA;HK", "H+A"] {
        assert!(text.parse::<CardSet>().is_err(), "{text:?}");
    }
}

#[test]
fn card_set_parsers_name_the_duplicate_or_bad_card() {
    assert_eq!(
        "HA HK HA".parse::<CardSet>(),
        Err(ParseCardError::DuplicateCard { card: card("HA") })
    );
    assert_eq!(
        "HA XX".parse::<CardSet>(),
        Err(ParseCardError::InvalidCard { text: "XX".into() })
    );
    for mask in [1 << 36, u64::MAX] {
        assert_eq!(
            CardSet::try_from_mask(mask),
            Err(ParseCardError::MaskOutOfRange { mask })
        );
        assert_eq!(
            CardSet::from_jasskit_mask(mask),
            Err(ParseCardError::MaskOutOfRange { mask })
        );
    }
    assert_eq!(
        CardSet::try_from_cards([card("S6"), card("S7"), card("S6")]),
        Err(ParseCardError::DuplicateCard { card: card("S6") })
    );
}

#[test]
fn contract_parsers_name_the_rejected_text_or_index() {
    assert_eq!(
        "trumpf".parse::<Contract>(),
        Err(ParseContractError::InvalidContract {
            text: "trumpf".into()
        })
    );
    for index in [6, u8::MAX] {
        assert_eq!(
            Contract::from_index(index),
            Err(ParseContractError::IndexOutOfRange { index })
        );
    }
}

#[test]
fn meld_parsers_refuse_what_is_no_meld() {
    for text in [
        "four elves",
        "HA HK",
        "HA HK HJ",
        "HA SA DA",
        "sequence of 10 from HA",
        "sequence of 2 from HA",
        "sequence of four from H7",
        "sequence of zero from H6",
    ] {
        assert_eq!(
            text.parse::<Meld>(),
            Err(ParseCardError::InvalidMeld { text: text.into() }),
            "{text:?}"
        );
    }
    // A length that would run past the ace when counted up from the six in
    // Undenufe (once an arithmetic overflow).
    for len in ["9", "10", "255"] {
        let text = format!("sequence of {len} from H8");
        assert_eq!(
            parse_meld(&text, Some(Contract::Undenufe)),
            Err(ParseCardError::InvalidMeld { text: text.clone() }),
        );
    }
    assert_eq!(
        Meld::try_from(121),
        Err(WeisError::IndexOutOfRange { index: 121 })
    );
    assert_eq!(Meld::from_index(u8::MAX), None);
    let short = Meld::Sequence {
        suit: Suit::Hearts,
        len: 2,
        top: Rank::Ace,
    };
    assert_eq!(
        Meld::try_sequence(Suit::Hearts, 2, Rank::Ace),
        Err(WeisError::Malformed { meld: short })
    );
    assert_eq!(short.index(), None);
    // Its cards are what the fields describe, clipped to the suit.
    assert_eq!(short.cards(), cards("HA HK"));
    let long = Meld::Sequence {
        suit: Suit::Hearts,
        len: u8::MAX,
        top: Rank::Ace,
    };
    assert_eq!(long.cards(), CardSet::of_suit(Suit::Hearts));
}

#[cfg(feature = "json")]
#[test]
fn rule_presets_and_options_are_refused_by_name() {
    assert!(matches!(
        Rules::preset("skat"),
        Err(RulesError::UnknownPreset { name, .. }) if name == "skat"
    ));
    assert!(matches!(
        Rules::preset(&"s".repeat(10_000)),
        Err(RulesError::UnknownPreset { .. })
    ));
    let rules = Rules::schieber();
    assert_eq!(
        rules.option("colour"),
        Err(RulesError::UnknownOption {
            name: "colour".into()
        })
    );
    let mut edited = rules;
    for (name, value) in [
        ("colour", "1"),
        ("", "1"),
        ("target", "{"),
        ("target", "\"many\""),
        ("target", "-1"),
        ("target", "4294967296"),
        ("target", "0"),
        ("target", "2000000001"),
        ("undertrump", "\"sometimes\""),
        ("multipliers", "{\"obenabe\": 0}"),
        ("multipliers", "{\"notrump\": 2}"),
        ("fours_allowed", "[\"11\"]"),
        ("fours_allowed", "[\"J\", \"J\"]"),
        ("sws_order", "[\"weis\", \"weis\", \"stich\"]"),
        ("baerger", "2500"),
        ("card_values", "{\"trump\": [1, 2]}"),
        ("long_sequence_step", "0"),
        ("match_bonus", "10001"),
        ("counter_match_factor", "101"),
    ] {
        let error = edited.set_option(name, value).unwrap_err();
        match (name, &error) {
            ("colour" | "", RulesError::UnknownOption { name: n }) => assert_eq!(n, name),
            (
                "target"
                | "multipliers"
                | "baerger"
                | "long_sequence_step"
                | "match_bonus"
                | "counter_match_factor",
                RulesError::InvalidValue { option, .. },
            ) if value != "{"
                && value != "\"many\""
                && value != "-1"
                && value != "4294967296"
                && !value.contains("notrump") =>
            {
                assert_eq!(*option, name);
            }
            (_, RulesError::Malformed { .. }) => {}
            _ => panic!("{name} = {value}: unexpected {error:?}"),
        }
        assert_eq!(edited, rules, "{name} = {value} changed the rules");
    }
}

#[cfg(feature = "json")]
#[test]
fn rule_sets_from_json_and_toml_are_validated() {
    for json in [
        "",
        "{",
        "[]",
        "null",
        "42",
        "\"schieber\"",
        "{\"preset\": 1}",
        "{\"preset\": \"schieber\", \"preset\": \"schmaus\"}",
    ] {
        assert!(
            matches!(Rules::from_json(json), Err(RulesError::Malformed { .. })),
            "{json:?}"
        );
    }
    assert!(matches!(
        Rules::from_json("{\"targt\": 1}"),
        Err(RulesError::UnknownOption { name }) if name == "targt"
    ));
    assert!(matches!(
        Rules::from_json("{\"preset\": \"skat\"}"),
        Err(RulesError::UnknownPreset { name, .. }) if name == "skat"
    ));
    let cases = [
        (r#"{"target": 0}"#, "target"),
        (r#"{"target": 1000, "baerger": 1000}"#, "baerger"),
        (r#"{"long_sequence_step": 0}"#, "long_sequence_step"),
        (
            r#"{"multipliers": {"diamonds": 1001, "hearts": 1, "spades": 1, "clubs": 1, "obenabe": 1, "undenufe": 1}}"#,
            "multipliers",
        ),
        (
            r#"{"contracts": {"diamonds": false, "hearts": false, "spades": false, "clubs": false, "obenabe": false, "undenufe": false}}"#,
            "contracts",
        ),
        (
            r#"{"card_values": {"trump": [0,0,0,0,0,0,0,0,0], "side": [0,0,0,0,0,0,0,0,0], "obenabe": [1,0,0,0,0,0,0,0,0], "undenufe": [1,0,0,0,0,0,0,0,0], "last_trick": 0}}"#,
            "card_values",
        ),
    ];
    for (json, name) in cases {
        match Rules::from_json(json) {
            Err(RulesError::InvalidValue { option, reason }) => {
                assert_eq!(option, name, "{json}: {reason}");
            }
            other => panic!("{json}: {other:?}"),
        }
        // Plain serde validates too, and says which option.
        let error = serde_json::from_str::<Rules>(json).unwrap_err();
        assert!(error.to_string().contains(name), "{json}: {error}");
        let value: serde_json::Value = serde_json::from_str(json).unwrap();
        let toml_text = toml::to_string(&value).unwrap();
        let error = toml::from_str::<Rules>(&toml_text).unwrap_err();
        assert!(error.to_string().contains(name), "{toml_text}: {error}");
    }
    // Deeply nested JSON hits the parser's recursion limit, not the stack.
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    assert!(matches!(
        Rules::from_json(&deep),
        Err(RulesError::Malformed { .. })
    ));
    let mut rules = Rules::schieber();
    assert!(rules.set_option("target", &deep).is_err());
    assert_eq!(rules, Rules::schieber());
}
