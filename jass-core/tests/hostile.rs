//! Hostile input at the Rust boundary: every
//! public entry point given nonsense answers with a specific error carrying
//! its context, and the value it was called on is unchanged afterwards.
//! Pure functions given impossible input (a trick of nine cards, a hand
//! overlapping the trick, rules that were never validated) return without
//! panicking.

use jass_core::bots::{Bot, RandomBot};
use jass_core::{
    Action, ActionError, AnyGame, Card, CardSet, CardValues, Contract, DealError, EndMode,
    Expecting, FourNines, Game, GameKind, GameRecord, Hand, JassRng, Meld, MeldSet, NewGameError,
    ParseCardError, ParseContractError, PartialTrick, PerContract, PlayError, Players, Rank,
    ReplayError, Rules, RulesError, SchieberGame, SchieberHand, SchmausGame, Seat, SeatOutOfRange,
    Suit, Team, Trick, WeisError, WeisMode, WeisTable, ZweierGame, check_play,
    game::{Slate, SlateSide},
    hand_points, is_legal, legal_cards,
    notation::parse_meld,
    trick_winner,
    weis::{Declaration, SchmausWeis, WeisOrder},
};

const KINDS: [GameKind; 3] = [GameKind::Schieber, GameKind::Schmaus, GameKind::Zweier];

fn card(text: &str) -> Card {
    text.parse().unwrap()
}

fn cards(text: &str) -> CardSet {
    text.parse().unwrap()
}

fn preset(kind: GameKind) -> Rules {
    match kind {
        GameKind::Schieber => Rules::schieber(),
        GameKind::Schmaus => Rules::schmaus(),
        GameKind::Zweier => Rules::zweier(),
    }
}

fn new_game(kind: GameKind, rules: Rules, seed: u64) -> AnyGame {
    match kind {
        GameKind::Schieber => SchieberGame::new(rules, seed).unwrap().into(),
        GameKind::Schmaus => SchmausGame::new(rules, seed).unwrap().into(),
        GameKind::Zweier => ZweierGame::new(rules, seed).unwrap().into(),
    }
}

/// Applies `action`, expects it refused, and checks the game (and its
/// record) did not change.
fn refused(game: &mut AnyGame, action: Action) -> ActionError {
    let before = game.clone();
    let record = game.record();
    let Err(error) = game.apply(action) else {
        panic!("{action} was accepted")
    };
    assert_eq!(*game, before, "{action} changed the game");
    assert_eq!(game.record(), record, "{action} changed the record");
    error
}

/// Plays `game` with random legal actions (never a claim) until `stop`
/// says so or the game ends.
fn play_until(game: &mut AnyGame, seed: u64, stop: impl Fn(&AnyGame) -> bool) {
    let mut rng = JassRng::seed_from_u64(seed);
    while game.to_act().is_some() && !stop(game) {
        let actions: Vec<Action> = game
            .legal_actions()
            .iter()
            .copied()
            .filter(|a| !matches!(a, Action::Claim(_)))
            .collect();
        let pick = rng.below(u32::try_from(actions.len()).unwrap()) as usize;
        game.apply(actions[pick]).unwrap();
    }
}

fn finished(kind: GameKind, seed: u64) -> AnyGame {
    let mut game = new_game(kind, preset(kind).with_target(300), seed);
    play_until(&mut game, seed, |_| false);
    assert!(game.is_over());
    game
}

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
    assert_eq!(Seat::try_from(4), Err(SeatOutOfRange { index: 4 }));
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
        "{\"targt\": 1}",
    ] {
        assert!(
            matches!(Rules::from_json(json), Err(RulesError::Malformed { .. })),
            "{json:?}"
        );
    }
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

// ------------------------------------------------------------ legal moves

#[test]
fn check_play_names_the_impossible_input() {
    let play = Rules::schieber().play();
    let hearts = Contract::Trump(Suit::Hearts);
    // An empty hand holds no card.
    assert_eq!(
        check_play(
            card("HA"),
            CardSet::EMPTY,
            &PartialTrick::EMPTY,
            hearts,
            play
        ),
        Err(PlayError::NotInHand { card: card("HA") })
    );
    let led = PartialTrick::try_new(&[card("S6")]).unwrap();
    assert_eq!(
        legal_cards(CardSet::EMPTY, &led, hearts, play),
        CardSet::EMPTY
    );
    // A card both in the hand and already in the trick.
    let trick = PartialTrick::try_new(&[card("S6"), card("HA")]).unwrap();
    assert_eq!(
        check_play(card("HA"), cards("HA S7"), &trick, hearts, play),
        Err(PlayError::AlreadyInTrick { card: card("HA") })
    );
    assert_eq!(
        trick.check_hand(cards("HA S7")),
        Err(PlayError::AlreadyInTrick { card: card("HA") })
    );
    // A trick that already holds four cards, or more, or a card twice.
    let four = [card("S6"), card("S7"), card("S8"), card("S9")];
    assert_eq!(PartialTrick::try_new(&four), Err(PlayError::TrickComplete));
    let nine: Vec<Card> = cards("D6 D7 D8 D9 D10 DJ DQ DK DA").iter().collect();
    assert_eq!(
        PartialTrick::try_new(&nine),
        Err(PlayError::TooManyCards {
            len: 9,
            players: Players::Four
        })
    );
    assert_eq!(
        PartialTrick::try_new(&[card("S6"), card("S6")]),
        Err(PlayError::DuplicateCard { card: card("S6") })
    );
}

#[test]
fn legal_cards_stay_inside_the_hand_whatever_the_trick() {
    let rules = Rules::schieber();
    let mut rng = JassRng::seed_from_u64(8);
    for round in 0..2000 {
        let deck = rng.shuffled_deck();
        // Tricks of 0 to 12 cards that may repeat cards and overlap the hand.
        let len = rng.below(13) as usize;
        let trick: Vec<Card> = (0..len).map(|i| deck[(i * 5 + round) % 36]).collect();
        let hand: CardSet = deck[..rng.below(12) as usize].iter().copied().collect();
        let distinct = CardSet::try_from_cards(trick.iter().copied()).is_ok();
        let partial = PartialTrick::try_new(&trick);
        assert_eq!(partial.is_ok(), len <= 3 && distinct, "{trick:?}");
        for contract in Contract::ALL {
            if let Some(winner) = trick_winner(&trick, contract) {
                assert!(winner < trick.len());
            }
            let Ok(partial) = partial else {
                continue;
            };
            let trick = &partial;
            for play in [
                rules.play(),
                rules.talon_play(),
                Rules::schieber_1000().play(),
            ] {
                let legal = legal_cards(hand, trick, contract, play);
                assert!(legal.is_subset(hand));
                assert_eq!(legal.is_empty(), hand.is_empty());
                for card in hand {
                    assert_eq!(
                        is_legal(card, hand, trick, contract, play),
                        legal.contains(card)
                    );
                }
            }
        }
    }
}

#[test]
fn trick_winner_of_a_long_slice_is_the_first_best_card() {
    // Never a real trick, but the function is public (once an arithmetic
    // overflow on the ninth card).
    let nine: Vec<Card> = cards("D6 D7 D8 D9 D10 DJ DQ DK DA").iter().collect();
    assert_eq!(trick_winner(&nine, Contract::Obenabe), Some(8));
    assert_eq!(trick_winner(&nine, Contract::Undenufe), Some(0));
    assert_eq!(
        trick_winner(&nine, Contract::Trump(Suit::Diamonds)),
        Some(5)
    );
    let mut twice = nine.clone();
    twice.extend(&nine);
    assert_eq!(trick_winner(&twice, Contract::Obenabe), Some(8));
    let many = vec![card("S6"); 1000];
    assert_eq!(trick_winner(&many, Contract::Trump(Suit::Spades)), Some(0));
    assert_eq!(trick_winner(&[], Contract::Obenabe), None);
}

#[test]
fn a_trick_refuses_a_fifth_card_and_a_repeated_one_unchanged() {
    let mut trick = Trick::new(Seat::S2, Players::Four);
    trick.push(card("HA")).unwrap();
    let before = trick;
    assert_eq!(
        trick.push(card("HA")),
        Err(PlayError::AlreadyInTrick { card: card("HA") })
    );
    assert_eq!(trick, before);
    for c in ["HK", "HQ", "HJ"] {
        trick.push(card(c)).unwrap();
    }
    let full = trick;
    assert_eq!(trick.push(card("H6")), Err(PlayError::TrickComplete));
    assert_eq!(trick, full);
    assert_eq!(trick.to_play(), None);
    let mut two = Trick::new(Seat::S1, Players::Two);
    two.push(card("S6")).unwrap();
    two.push(card("S7")).unwrap();
    assert_eq!(two.push(card("S8")), Err(PlayError::TrickComplete));
}

#[test]
fn seats_advance_whatever_the_count() {
    assert_eq!(Seat::S3.advance(usize::MAX, Players::Four), Seat::S2);
    assert_eq!(Seat::S1.advance(usize::MAX, Players::Two), Seat::S0);
    // A table is a `Players` value: no count outside the supported tables
    // can reach `advance`.
    assert_eq!(Players::from_count(0), None);
    assert_eq!(Players::from_count(7), None);
    let trick = Trick::new(Seat::S3, Players::Four);
    assert_eq!(trick.seat_of(usize::MAX), Seat::S2);
}

// ------------------------------------------------------------ games

#[test]
fn every_game_refuses_actions_of_another_phase_unchanged() {
    for kind in KINDS {
        let mut game = new_game(kind, preset(kind), 5);
        let seat = game.to_act().unwrap();
        let hand = game.observation(seat).hand;
        let some_card = hand.first().unwrap();
        let expecting = game.expecting();
        let four = Meld::Four(Rank::Jack);
        let refusals: &[(Action, ActionError)] = match kind {
            GameKind::Schmaus => &[
                (
                    Action::Declare(Contract::Obenabe),
                    ActionError::WrongPhase {
                        action: Action::Declare(Contract::Obenabe),
                        expecting,
                    },
                ),
                (
                    Action::Shove,
                    ActionError::WrongPhase {
                        action: Action::Shove,
                        expecting,
                    },
                ),
                (
                    Action::Announce(four),
                    ActionError::WrongPhase {
                        action: Action::Announce(four),
                        expecting,
                    },
                ),
                (Action::Claim(seat), ActionError::ClaimsOff),
            ],
            _ => &[
                (
                    Action::Play(some_card),
                    ActionError::WrongPhase {
                        action: Action::Play(some_card),
                        expecting: Expecting::Declaration,
                    },
                ),
                (
                    Action::Announce(four),
                    ActionError::WrongPhase {
                        action: Action::Announce(four),
                        expecting: Expecting::Declaration,
                    },
                ),
                (
                    Action::Pass,
                    ActionError::WrongPhase {
                        action: Action::Pass,
                        expecting: Expecting::Declaration,
                    },
                ),
                (
                    Action::Rob,
                    ActionError::WrongPhase {
                        action: Action::Rob,
                        expecting: Expecting::Declaration,
                    },
                ),
                (Action::Claim(seat), ActionError::ClaimsOff),
            ],
        };
        for &(action, expected) in refusals {
            assert_eq!(refused(&mut game, action), expected, "{kind:?}: {action}");
        }
    }
}

#[test]
fn declaring_refuses_disabled_contracts_and_extra_shoves() {
    // Jass für zwei: trump suits only, no shoving (RULES.md §7).
    let mut zweier = new_game(GameKind::Zweier, Rules::zweier(), 1);
    assert_eq!(
        refused(&mut zweier, Action::Declare(Contract::Obenabe)),
        ActionError::ContractDisabled {
            contract: Contract::Obenabe
        }
    );
    assert_eq!(
        refused(&mut zweier, Action::Shove),
        ActionError::CannotShove
    );
    // Schieber: one shove, none back without ⚙ zurueckschieben.
    let mut contracts = PerContract::splat(true);
    contracts.undenufe = false;
    let mut schieber = new_game(
        GameKind::Schieber,
        Rules::schieber().with_contracts(contracts),
        1,
    );
    schieber.apply(Action::Shove).unwrap();
    assert_eq!(
        refused(&mut schieber, Action::Shove),
        ActionError::CannotShove
    );
    assert_eq!(
        refused(&mut schieber, Action::Declare(Contract::Undenufe)),
        ActionError::ContractDisabled {
            contract: Contract::Undenufe
        }
    );
}

#[test]
fn cards_not_in_hand_and_cards_against_the_rules_are_refused() {
    for kind in KINDS {
        for seed in 0..20 {
            let mut game = new_game(kind, preset(kind), seed);
            if kind != GameKind::Schmaus {
                game.apply(Action::Declare(Contract::Obenabe))
                    .or_else(|_| game.apply(Action::Declare(Contract::Trump(Suit::Spades))))
                    .unwrap();
            }
            let seat = game.to_act().unwrap();
            let hand = game.observation(seat).hand;
            let missing = (!hand).first().unwrap();
            assert_eq!(
                refused(&mut game, Action::Play(missing)),
                ActionError::Play(PlayError::NotInHand { card: missing }),
                "{kind:?}"
            );
            // The second player of the trick, in Obenabe: a card of another
            // suit while holding the suit led.
            game.apply(Action::Play(game.legal_cards().first().unwrap()))
                .unwrap();
            let observation = game.observation(game.to_act().unwrap());
            let Some(led) = observation.trick.led_suit() else {
                continue;
            };
            let illegal = observation.hand - game.legal_cards();
            if let (Some(card), Some(Contract::Obenabe)) = (illegal.first(), observation.contract) {
                assert_eq!(
                    refused(&mut game, Action::Play(card)),
                    ActionError::Play(PlayError::MustFollowSuit { card, suit: led }),
                );
            }
        }
    }
}

#[test]
fn weis_actions_are_checked_in_the_announcement_flow() {
    for kind in KINDS {
        let rules = preset(kind).with_weis_mode(WeisMode::Announced);
        let mut checked = 0;
        for seed in 0..40 {
            let mut game = new_game(kind, rules, seed);
            if kind != GameKind::Schmaus {
                game.apply(Action::Declare(Contract::Trump(Suit::Hearts)))
                    .unwrap();
            }
            if game.expecting() != Expecting::Weis {
                continue;
            }
            let seat = game.to_act().unwrap();
            let hand = game.observation(seat).hand;
            let malformed = Meld::Sequence {
                suit: Suit::Clubs,
                len: 12,
                top: Rank::Ace,
            };
            assert_eq!(
                refused(&mut game, Action::Announce(malformed)),
                ActionError::Weis(WeisError::Malformed { meld: malformed })
            );
            let absent = (0..121)
                .filter_map(Meld::from_index)
                .find(|m| !m.is_in(hand) && m.is_sequence())
                .unwrap();
            let missing = (absent.cards() - hand).first().unwrap();
            assert_eq!(
                refused(&mut game, Action::Announce(absent)),
                ActionError::Weis(WeisError::NotInHand {
                    meld: absent,
                    card: missing
                })
            );
            // A card is due only after the decision.
            let card = game.observation(seat).hand.first().unwrap();
            assert_eq!(
                refused(&mut game, Action::Play(card)),
                ActionError::WrongPhase {
                    action: Action::Play(card),
                    expecting: Expecting::Weis
                }
            );
            checked += 1;
        }
        assert!(checked > 0, "{kind:?}: no hand to announce in");
    }
}

#[test]
fn schmaus_refuses_robbing_without_the_trump_six() {
    let mut checked = 0;
    for seed in 0..40 {
        let mut game = new_game(GameKind::Schmaus, Rules::schmaus(), seed);
        let seat = game.to_act().unwrap();
        let observation = game.observation(seat);
        let Some(Contract::Trump(trump)) = observation.contract else {
            panic!("Schmaus names trump at the deal");
        };
        if observation.hand.contains(Card::new(trump, Rank::Six)) {
            continue;
        }
        assert_eq!(refused(&mut game, Action::Rob), ActionError::CannotRob);
        checked += 1;
    }
    assert!(checked > 0);
}

#[test]
fn claims_name_seats_that_cannot_claim() {
    for kind in [GameKind::Schmaus, GameKind::Zweier] {
        let rules = preset(kind).with_end_mode(EndMode::Claims);
        let mut game = new_game(kind, rules, 3);
        for seat in [Seat::S2, Seat::S3] {
            assert_eq!(
                refused(&mut game, Action::Claim(seat)),
                ActionError::CannotClaim { seat },
                "{kind:?}"
            );
        }
    }
}

#[test]
fn a_finished_game_refuses_every_action_unchanged() {
    for kind in KINDS {
        let mut game = finished(kind, 11);
        assert_eq!(game.to_act(), None);
        assert_eq!(game.expecting(), Expecting::Nothing);
        assert!(game.legal_actions().is_empty());
        assert_eq!(game.legal_cards(), CardSet::EMPTY);
        for action in [
            Action::Play(card("HA")),
            Action::Declare(Contract::Obenabe),
            Action::Shove,
            Action::Pass,
            Action::Rob,
            Action::Announce(Meld::Four(Rank::Ace)),
            Action::Claim(Seat::S0),
            Action::Claim(Seat::S3),
        ] {
            assert_eq!(
                refused(&mut game, action),
                ActionError::GameOver,
                "{kind:?}"
            );
        }
    }
}

#[test]
fn new_games_refuse_bad_rules_dealers_and_decks() {
    let bad = Rules::schieber().with_target(100).with_baerger(Some(100));
    assert!(matches!(
        SchieberGame::new(bad, 1),
        Err(NewGameError::Rules(RulesError::InvalidValue {
            option: "baerger",
            ..
        }))
    ));
    assert!(matches!(
        SchmausGame::new(bad, 1),
        Err(NewGameError::Rules(_))
    ));
    let deck = JassRng::seed_from_u64(2).shuffled_deck();
    assert_eq!(
        ZweierGame::with_deck(Rules::zweier(), 1, deck, Seat::S2),
        Err(NewGameError::Deal(DealError::NotAtTable {
            seat: Seat::S2,
            players: 2
        }))
    );
    assert_eq!(
        SchmausGame::with_deck(Rules::schmaus(), 1, deck, Seat::S3),
        Err(NewGameError::Deal(DealError::NotAtTable {
            seat: Seat::S3,
            players: 2
        }))
    );
    // A card twice in two packets, and twice in one packet (which once
    // came out as a wrong hand size, found by the C hostile test).
    for (copy, of) in [(20, 3), (4, 3)] {
        let mut twice = deck;
        twice[copy] = twice[of];
        for kind in KINDS {
            let result: Result<AnyGame, NewGameError> = match kind {
                GameKind::Schieber => {
                    SchieberGame::with_deck(Rules::schieber(), 1, twice, Seat::S0).map(Into::into)
                }
                GameKind::Schmaus => {
                    SchmausGame::with_deck(Rules::schmaus(), 1, twice, Seat::S0).map(Into::into)
                }
                GameKind::Zweier => {
                    ZweierGame::with_deck(Rules::zweier(), 1, twice, Seat::S0).map(Into::into)
                }
            };
            assert_eq!(
                result,
                Err(NewGameError::Deal(DealError::DuplicateCard {
                    card: deck[of]
                })),
                "{kind:?}"
            );
        }
    }
}

// ------------------------------------------------------------ records

/// The record of a game of `kind` dealt from a given deck, after `actions`
/// random legal actions.
fn record_of(kind: GameKind, seed: u64, actions: usize) -> GameRecord {
    let deck = JassRng::seed_from_u64(seed).shuffled_deck();
    let rules = preset(kind);
    let mut game: AnyGame = match kind {
        GameKind::Schieber => SchieberGame::with_deck(rules, seed, deck, Seat::S2)
            .unwrap()
            .into(),
        GameKind::Schmaus => SchmausGame::with_deck(rules, seed, deck, Seat::S1)
            .unwrap()
            .into(),
        GameKind::Zweier => ZweierGame::with_deck(rules, seed, deck, Seat::S0)
            .unwrap()
            .into(),
    };
    play_until(&mut game, seed, |g| g.record().actions.len() >= actions);
    let record = game.record();
    assert_eq!(record.deal.as_deref(), Some(&deck[..]));
    assert_eq!(record.actions.len(), actions);
    record
}

#[test]
fn records_with_a_bad_deal_are_refused_naming_the_card_or_count() {
    for kind in KINDS {
        let record = record_of(kind, 4, 6);
        let deck = record.deal.clone().unwrap();
        let mut twice = record.clone();
        twice.deal.as_mut().unwrap()[35] = deck[0];
        assert_eq!(
            AnyGame::replay(&twice),
            Err(ReplayError::New(NewGameError::Deal(
                DealError::DuplicateCard { card: deck[0] }
            ))),
            "{kind:?}"
        );
        for len in [0, 35, 37, 72] {
            let mut sized = record.clone();
            let mut cards = deck.clone();
            cards.resize(len, deck[0]);
            sized.deal = Some(cards);
            assert_eq!(
                AnyGame::replay(&sized),
                Err(ReplayError::New(NewGameError::Deal(
                    DealError::WrongDeckSize { len, expected: 36 }
                ))),
                "{kind:?} {len}"
            );
        }
        let message = DealError::WrongDeckSize {
            len: 35,
            expected: 36,
        }
        .to_string();
        assert_eq!(message, "the deck has 35 cards, expected 36");
    }
}

#[test]
fn records_with_a_dealer_away_from_the_table_are_refused() {
    for kind in [GameKind::Schmaus, GameKind::Zweier] {
        let mut record = record_of(kind, 2, 4);
        record.first_dealer = Seat::S2;
        assert_eq!(
            AnyGame::replay(&record),
            Err(ReplayError::New(NewGameError::Deal(
                DealError::NotAtTable {
                    seat: Seat::S2,
                    players: 2
                }
            ))),
            "{kind:?}"
        );
    }
}

#[test]
fn records_with_illegal_actions_name_the_first_one() {
    for kind in KINDS {
        let record = record_of(kind, 9, 12);
        assert_eq!(AnyGame::replay(&record).map(|_| ()), Ok(()));
        // An action moved out of place: a card played twice.
        let (index, card) = record
            .actions
            .iter()
            .enumerate()
            .find_map(|(i, a)| a.card().map(|c| (i, c)))
            .unwrap();
        let mut again = record.clone();
        again.actions.insert(index + 1, Action::Play(card));
        assert_eq!(
            AnyGame::replay(&again),
            Err(ReplayError::Action {
                index: index + 1,
                action: Action::Play(card),
                error: ActionError::Play(PlayError::NotInHand { card })
            }),
            "{kind:?}"
        );
        // A claim in a game without claims.
        let mut claim = record.clone();
        claim.actions.insert(2, Action::Claim(Seat::S0));
        assert_eq!(
            AnyGame::replay(&claim),
            Err(ReplayError::Action {
                index: 2,
                action: Action::Claim(Seat::S0),
                error: ActionError::ClaimsOff
            })
        );
        // A seat that does not sit at the table claims.
        if kind.players() == 2 {
            let mut away = record.clone();
            away.rules.end_mode = EndMode::Claims;
            away.actions.insert(0, Action::Claim(Seat::S3));
            assert_eq!(
                AnyGame::replay(&away),
                Err(ReplayError::Action {
                    index: 0,
                    action: Action::Claim(Seat::S3),
                    error: ActionError::CannotClaim { seat: Seat::S3 }
                })
            );
        }
    }
}

#[test]
fn records_with_actions_after_the_end_are_refused() {
    for kind in KINDS {
        let game = finished(kind, 6);
        let mut record = game.record();
        assert_eq!(AnyGame::replay(&record), Ok(game.clone()));
        let end = record.actions.len();
        record.actions.push(Action::Pass);
        record.actions.push(Action::Shove);
        assert_eq!(
            AnyGame::replay(&record),
            Err(ReplayError::Action {
                index: end,
                action: Action::Pass,
                error: ActionError::GameOver
            }),
            "{kind:?}"
        );
    }
}

#[cfg(feature = "json")]
#[test]
fn records_with_invalid_rules_are_refused_naming_the_option() {
    for kind in KINDS {
        let mut record = record_of(kind, 1, 3);
        record.rules.long_sequence_step = 0;
        assert!(
            matches!(
                AnyGame::replay(&record),
                Err(ReplayError::New(NewGameError::Rules(
                    RulesError::InvalidValue {
                        option: "long_sequence_step",
                        ..
                    }
                )))
            ),
            "{kind:?}"
        );
        // The same record as JSON: reading it validates the rules.
        let json = serde_json::to_string(&record).unwrap();
        assert!(matches!(
            GameRecord::from_json(&json),
            Err(ReplayError::New(NewGameError::Rules(
                RulesError::InvalidValue {
                    option: "long_sequence_step",
                    ..
                }
            )))
        ));
        let error = serde_json::from_str::<GameRecord>(&json).unwrap_err();
        assert!(error.to_string().contains("long_sequence_step"), "{error}");
    }
}

#[cfg(feature = "json")]
#[test]
fn records_of_another_game_are_refused() {
    let record = record_of(GameKind::Schmaus, 1, 3);
    assert_eq!(
        SchieberGame::replay(&record),
        Err(ReplayError::WrongGame {
            game: GameKind::Schmaus
        })
    );
    assert!(matches!(
        ZweierGame::replay(&record),
        Err(ReplayError::WrongGame { .. })
    ));
    // A Schieber record read as a two-player game: its actions do not fit.
    let mut schieber = record_of(GameKind::Schieber, 1, 6);
    schieber.game = GameKind::Zweier;
    schieber.first_dealer = Seat::S0;
    schieber.rules = Rules::zweier();
    assert!(matches!(
        AnyGame::replay(&schieber),
        Err(ReplayError::Action { .. })
    ));
}

#[cfg(feature = "json")]
#[test]
fn record_json_names_what_is_wrong() {
    let record = record_of(GameKind::Schieber, 3, 8);
    let json = record.to_json();
    assert_eq!(GameRecord::from_json(&json), Ok(record.clone()));
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    let edited = |change: &dyn Fn(&mut serde_json::Value)| {
        let mut value = value.clone();
        change(&mut value);
        GameRecord::from_json(&value.to_string())
    };
    let malformed = |result: Result<GameRecord, ReplayError>, fragment: &str| match result {
        Err(ReplayError::Malformed { message }) => {
            assert!(
                message.contains(fragment),
                "{fragment:?} not in {message:?}"
            );
        }
        other => panic!("{fragment}: {other:?}"),
    };
    malformed(GameRecord::from_json("{\"game\": "), "EOF");
    malformed(GameRecord::from_json("[1, 2]"), "");
    malformed(edited(&|r| r["colour"] = 1.into()), "colour");
    malformed(edited(&|r| r["first_dealer"] = 4.into()), "4");
    malformed(edited(&|r| r["seed"] = (-1).into()), "-1");
    malformed(edited(&|r| r["game"] = "poker".into()), "poker");
    malformed(edited(&|r| r["deal"] = vec!["H11"; 36].into()), "H11");
    malformed(edited(&|r| r["actions"][2] = "dance".into()), "dance");
    malformed(
        edited(&|r| r["actions"][2] = serde_json::json!({"play": "SZ"})),
        "SZ",
    );
    malformed(
        edited(&|r| {
            r.as_object_mut().unwrap().remove("actions");
        }),
        "actions",
    );
    // Invalid rules are a rules error, not a malformed record.
    assert!(matches!(
        edited(&|r| r["rules"]["target"] = 0.into()),
        Err(ReplayError::New(NewGameError::Rules(
            RulesError::InvalidValue {
                option: "target",
                ..
            }
        )))
    ));
    assert!(matches!(
        edited(&|r| r["rules"] = "schieber".into()),
        Err(ReplayError::New(NewGameError::Rules(
            RulesError::Malformed { .. }
        )))
    ));
    // A well-formed deal that is not a deck is the replay's to refuse.
    let short = edited(&|r| r["deal"] = vec!["HA"; 3].into()).unwrap();
    assert_eq!(
        AnyGame::replay(&short),
        Err(ReplayError::New(NewGameError::Deal(
            DealError::WrongDeckSize {
                len: 3,
                expected: 36
            }
        )))
    );
    // A huge list of actions fails at the first one that does not fit.
    let flood = edited(&|r| r["actions"] = vec!["shove"; 100_000].into()).unwrap();
    assert!(matches!(
        AnyGame::replay(&flood),
        Err(ReplayError::Action { index: 1, .. })
    ));
}

// ------------------------------------------------------------ weis

#[test]
fn declarations_refuse_repeated_and_overlapping_melds() {
    let rules = Rules::schieber();
    let obenabe = Contract::Obenabe;
    let hand = cards("HA HK HQ HJ H10 SJ DJ CJ S6");
    let jacks = Meld::Four(Rank::Jack);
    assert_eq!(
        Declaration::try_new([jacks, jacks], hand, obenabe, &rules),
        Err(WeisError::DuplicateMeld { meld: jacks })
    );
    let top = Meld::sequence(Suit::Hearts, 3, Rank::Ace);
    assert_eq!(
        Declaration::try_new([top], hand, obenabe, &rules),
        Err(WeisError::PartOfLongerSequence {
            meld: top,
            sequence: Meld::sequence(Suit::Hearts, 5, Rank::Ace)
        })
    );
    let small = Rules::schieber_1000();
    let low = Meld::sequence(Suit::Hearts, 3, Rank::Queen);
    assert_eq!(
        Declaration::try_new([top, low], hand, obenabe, &small),
        Err(WeisError::CardInTwoMelds {
            card: card("HQ"),
            first: top,
            second: low
        })
    );
    // A four and a sequence sharing the heart jack: fine in large weis,
    // not in small weis.
    let run = Meld::sequence(Suit::Hearts, 5, Rank::Ace);
    assert!(Declaration::try_new([run, jacks], hand, obenabe, &rules).is_ok());
    assert_eq!(
        Declaration::try_new([run, jacks], hand, obenabe, &small),
        Err(WeisError::CardInTwoMelds {
            card: card("HJ"),
            first: run,
            second: jacks
        })
    );
}

#[test]
fn schmaus_weis_refuses_a_meld_that_is_not_upwards() {
    let rules = Rules::schmaus();
    let spades = Contract::Trump(Suit::Spades);
    let fifty = Meld::sequence(Suit::Hearts, 4, Rank::Ace);
    let scored = [(Seat::S0, fifty)];
    let weis = SchmausWeis::new(spades, &rules, Seat::S1, &scored);
    let twenty = Meld::sequence(Suit::Clubs, 3, Rank::Ace);
    assert_eq!(
        weis.validate(Seat::S1, twenty, cards("CA CK CQ"), None),
        Err(WeisError::NotUpwards {
            meld: twenty,
            last: fifty
        })
    );
}

// ------------------------------------------------------------ arithmetic

#[test]
fn unvalidated_rules_never_overflow_pure_functions() {
    // Rules are plain data: a caller may fill in anything and call the
    // scoring functions directly, without validation.
    let mut wild = Rules::schieber();
    wild.long_sequence_step = u16::MAX;
    wild.match_bonus = u16::MAX;
    wild.counter_match_factor = 0;
    wild.multipliers = PerContract::splat(u16::MAX);
    wild.card_values = Some(CardValues {
        trump: [u8::MAX; 9],
        side: [u8::MAX; 9],
        obenabe: [u8::MAX; 9],
        undenufe: [u8::MAX; 9],
        last_trick: u8::MAX,
    });
    let nine = Meld::sequence(Suit::Hearts, 9, Rank::Ace);
    assert_eq!(nine.value(&wild), u16::MAX);
    assert_eq!(nine.points(&wild), u16::MAX);
    assert_eq!(
        WeisOrder::new(Contract::Obenabe, &wild).points(nine),
        u16::MAX
    );
    assert_eq!(
        hand_points(u16::MAX, jass_core::TricksWon::All, &wild),
        u16::MAX
    );
    let every = Declaration::best(CardSet::ALL, Contract::Obenabe, &wild);
    assert_eq!(every.total(&wild), u16::MAX);
    let all_melds: Vec<Meld> = MeldSet::ALL.iter().collect();
    assert_eq!(all_melds.len(), 121);
    for contract in Contract::ALL {
        let order = WeisOrder::new(contract, &wild);
        assert!(order.key(nine) > 0);
    }
    // A hand played under such rules scores without panicking.
    let deal = JassRng::seed_from_u64(3).deal();
    let mut hand = SchieberHand::new(wild, deal, Seat::S3, Seat::S0).unwrap();
    hand.apply(Action::Declare(Contract::Obenabe)).unwrap();
    while let Some(card) = hand.legal_cards().first() {
        hand.apply(Action::Play(card)).unwrap();
        let _ = hand.score();
    }
    assert!(hand.is_over());
    let score = hand.score();
    assert!(score[Team::T0] > 0 || score[Team::T1] > 0);
}

#[test]
fn slates_made_up_by_hand_do_not_overflow() {
    let mut side = SlateSide {
        hundreds: u32::MAX,
        fifties: u32::MAX,
        twenties: u32::MAX,
        remainder: u32::MAX,
    };
    assert_eq!(side.total(), u32::MAX);
    side.write(u32::MAX);
    assert_eq!(side.hundreds, u32::MAX);
    let slate = Slate::default();
    assert_eq!(slate.totals().0, [0, 0]);
}

/// The largest rules validation allows: every bound at its maximum.
fn extreme(kind: GameKind) -> Rules {
    preset(kind)
        .with_target(Rules::MAX_TARGET)
        .with_multipliers(PerContract::splat(Rules::MAX_MULTIPLIER))
        .with_counter_match_factor(Rules::MAX_COUNTER_MATCH_FACTOR)
        .with_match_bonus(Rules::MAX_MATCH_BONUS)
        .with_long_sequence_step(Rules::MAX_LONG_SEQUENCE_STEP)
        .with_four_nines(FourNines::Points150)
        .with_weis_table(WeisTable::Large)
        .with_card_values(Some(CardValues {
            trump: [u8::MAX; 9],
            side: [u8::MAX; 9],
            obenabe: [u8::MAX; 9],
            undenufe: [u8::MAX; 9],
            last_trick: u8::MAX,
        }))
}

#[test]
fn games_under_the_largest_valid_rules_score_exactly_to_the_end() {
    for kind in KINDS {
        let rules = extreme(kind);
        assert_eq!(rules.validate(), Ok(()));
        let mut game = new_game(kind, rules, 21);
        let mut bots: Vec<RandomBot> = (0..kind.players() as u64)
            .map(|i| RandomBot::new(JassRng::seed_from_u64(i)))
            .collect();
        while let Some(seat) = game.to_act() {
            let action = bots[seat.index()].choose(&game.observation(seat));
            game.apply(action).unwrap();
        }
        let result = game.result().unwrap();
        assert!(
            result.scores[result.winner] >= Rules::MAX_TARGET,
            "{kind:?}"
        );
        // Exact, not saturated: the slate adds up to the scores.
        let scores = game.scores();
        assert!(scores[Team::T0] < u32::MAX && scores[Team::T1] < u32::MAX);
        assert_eq!(game.slate().totals(), scores, "{kind:?}");
    }
}

#[test]
fn a_game_nobody_claims_stops_counting_at_the_maximum() {
    // ⚙ end_mode = claims: nobody is forced to claim, so a game can go on
    // past any score; it saturates instead of overflowing.
    let rules = extreme(GameKind::Zweier).with_end_mode(EndMode::Claims);
    let mut game = new_game(GameKind::Zweier, rules, 2);
    let hands = |g: &AnyGame| match g {
        AnyGame::Zweier(z) => usize::from(z.hand_number()),
        _ => usize::MAX,
    };
    play_until(&mut game, 4, |g| {
        hands(g) >= 5000 || g.scores().0.contains(&u32::MAX)
    });
    assert!(!game.is_over());
    let scores = game.scores();
    assert!(
        scores.0.contains(&u32::MAX),
        "{scores:?} after {} hands",
        hands(&game)
    );
    // Claiming still works and the side at the maximum has reached the
    // target.
    let seat = if scores[Team::T0] == u32::MAX {
        Seat::S0
    } else {
        Seat::S1
    };
    game.apply(Action::Claim(seat)).unwrap();
    let result = game.result().unwrap();
    assert_eq!(result.winner, seat.team());
}

#[test]
fn observing_a_seat_away_from_a_two_player_table_shows_nothing() {
    for kind in [GameKind::Schmaus, GameKind::Zweier] {
        let mut game = new_game(kind, preset(kind), 8);
        for _ in 0..2 {
            for seat in [Seat::S2, Seat::S3] {
                let observation = game.observation(seat);
                assert_eq!(observation.hand, CardSet::EMPTY, "{kind:?}");
                assert!(observation.legal_actions.is_empty(), "{kind:?}");
                assert!(!observation.claim_wins);
            }
            play_until(&mut game, 8, |_| false);
        }
    }
}
