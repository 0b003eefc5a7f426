//! Hostile input at the Rust boundary: every public entry point given
//! nonsense answers with a specific error carrying its context, and the
//! value it was called on is unchanged afterwards.
//! Here: game records with a bad deal, dealer, action, rule set or game,
//! and record JSON that is no record.

mod common {
    pub(crate) mod hostile;
}

use jass_core::{
    Action, ActionError, AnyGame, DealError, DifferenzlerGame, EndMode, Expecting, Game, GameKind,
    GameRecord, HindersiGame, JassRng, NewGameError, PlayError, Players, ReplayError, SchieberGame,
    SchmausGame, Seat, ZweierGame,
};
#[cfg(feature = "json")]
use jass_core::{Rules, RulesError};

use common::hostile::{ALL_KINDS as KINDS, finished, play_until, preset};

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
        GameKind::Coiffeur => jass_core::CoiffeurGame::with_deck(rules, seed, deck, Seat::S2)
            .unwrap()
            .into(),
        GameKind::Differenzler => DifferenzlerGame::with_deck(rules, seed, deck, Seat::S1)
            .unwrap()
            .into(),
        GameKind::Hindersi => HindersiGame::with_deck(rules, seed, deck, Seat::S1)
            .unwrap()
            .into(),
        GameKind::Mittlere => jass_core::MittlereGame::with_deck(rules, seed, deck, Seat::S1)
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
        // A claim in a game without claims (the games each on their own
        // know no claims at all: a claim is never the action due).
        let mut claim = record.clone();
        claim.actions.insert(2, Action::Claim(Seat::S0));
        let error = if kind.is_individual() {
            ActionError::WrongPhase {
                action: Action::Claim(Seat::S0),
                expecting: if kind == GameKind::Differenzler {
                    Expecting::Prediction
                } else {
                    Expecting::Card
                },
            }
        } else {
            ActionError::ClaimsOff
        };
        assert_eq!(
            AnyGame::replay(&claim),
            Err(ReplayError::Action {
                index: 2,
                action: Action::Claim(Seat::S0),
                error
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
                    error: ActionError::NotAtTable(Players::Two.seat(3).unwrap_err())
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
    malformed(edited(&|r| r["first_dealer"] = 6.into()), "6");
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
