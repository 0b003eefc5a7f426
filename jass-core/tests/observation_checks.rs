//! Observations read back are checked whole ([`Observation::check`]):
//! every observation a game makes passes, at every step of games of every
//! kind and table, and reads back from JSON unchanged; each kind of
//! tampering is refused with an error naming it.

mod every_game;

use every_game::{every_game, preset_game};
use jass_core::bots::{Bot, RandomBot};
use jass_core::game::ActionList;
use jass_core::{
    Action, AnyGame, Card, CardSet, CoiffeurGame, EndMode, Expecting, Game, GameKind, JassRng,
    Meld, Observation, ObservationError, Players, Predictions, Rules, SchieberGame, SchmausGame,
    Seat, SwsWindow, Trick, TrumpChoice, WeisMode,
};

/// Games under rules that reach the other phases: weis announced, claims
/// (with counter-claims), hidden predictions, a random trump.
fn variant_games(seed: u64) -> Vec<(&'static str, AnyGame)> {
    let announced = |name| {
        Rules::preset(name)
            .unwrap()
            .with_weis_mode(WeisMode::Announced)
    };
    let claims = |name| {
        announced(name)
            .with_end_mode(EndMode::Claims)
            .with_sws_window(SwsWindow::FirstTrickBothClaim)
    };
    let hidden = announced("differenzler")
        .with_predictions(Predictions::Hidden)
        .with_trump_choice(TrumpChoice::Random);
    [
        ("schieber claims", "schieber", claims("schieber")),
        (
            "schieber_five claims",
            "schieber_five",
            claims("schieber_five"),
        ),
        (
            "schieber_six_double announced",
            "schieber_six_double",
            announced("schieber_six_double"),
        ),
        ("schmaus claims", "schmaus", claims("schmaus")),
        ("zweier claims", "zweier", claims("zweier")),
        ("coiffeur claims", "coiffeur_8", claims("coiffeur")),
        ("differenzler hidden", "differenzler", hidden),
    ]
    .into_iter()
    .map(|(name, preset, rules)| (name, preset_game(preset, rules, seed)))
    .collect()
}

/// Every observation of every seat at every step of a random game of
/// each kind (and the observations of the finished game).
fn every_observation(seeds: u64, mut each: impl FnMut(&str, &Observation)) {
    for seed in 0..seeds {
        for (name, mut game) in every_game(seed).into_iter().chain(variant_games(seed)) {
            let mut bot = RandomBot::new(JassRng::seed_from_u64(seed));
            loop {
                for seat in Seat::ALL.into_iter().take(game.players()) {
                    each(name, &game.observation(seat).unwrap());
                }
                let Some(seat) = game.to_act() else { break };
                let action = bot.choose(&game.observation(seat).unwrap());
                game.apply(action).unwrap();
            }
        }
    }
}

#[test]
fn every_observation_a_game_makes_passes_the_check() {
    let mut seen = 0;
    let mut phases = Vec::new();
    let mut robs = 0;
    every_observation(2, |name, observation| {
        if let Err(error) = observation.check() {
            panic!("{name}: {error}\n{observation:?}");
        }
        seen += 1;
        if !phases.contains(&observation.expecting) {
            phases.push(observation.expecting);
        }
        robs += usize::from(observation.legal_actions.contains(&Action::Rob));
    });
    assert!(seen > 10_000, "{seen}");
    // Every phase was observed, and a rob was legal.
    assert_eq!(phases.len(), Expecting::ALL.len(), "{phases:?}");
    assert!(robs > 0);
}

#[cfg(feature = "json")]
#[test]
fn every_observation_a_game_makes_reads_back_from_json() {
    every_observation(1, |name, observation| {
        let json = serde_json::to_string(observation).unwrap();
        let again: Observation =
            serde_json::from_str(&json).unwrap_or_else(|error| panic!("{name}: {error}\n{json}"));
        assert_eq!(&again, observation, "{name}");
        assert_eq!(
            Observation::from_json(&json).as_ref(),
            Ok(observation),
            "{name}"
        );
    });
}

/// A game of `preset` played by a random bot until a card is due with at
/// least two tricks completed and one card in the trick; the game, the
/// seat to act and another seat.
fn mid_play(preset: &str) -> (AnyGame, Seat, Seat) {
    let rules = Rules::preset(preset).unwrap();
    let mut game: AnyGame = match preset {
        "schmaus" => SchmausGame::new(rules, 3).unwrap().into(),
        "coiffeur" => CoiffeurGame::new(rules, 3).unwrap().into(),
        _ => SchieberGame::new(rules, 3).unwrap().into(),
    };
    let mut bot = RandomBot::new(JassRng::seed_from_u64(1));
    loop {
        let seat = game.to_act().unwrap();
        let observation = game.observation(seat).unwrap();
        if observation.expecting == Expecting::Card
            && observation.tricks.len() >= 2
            && observation.trick.len() == 1
        {
            let other = Seat::ALL[(seat.index() + 1) % game.players()];
            return (game, seat, other);
        }
        game.apply(bot.choose(&observation)).unwrap();
    }
}

/// The observation of the seat to act in [`mid_play`].
fn acting(preset: &str) -> Observation {
    let (game, seat, _) = mid_play(preset);
    game.observation(seat).unwrap()
}

/// The observation of a seat not to act in [`mid_play`].
fn waiting(preset: &str) -> Observation {
    let (game, _, other) = mid_play(preset);
    game.observation(other).unwrap()
}

/// `observation` changed by `tamper` fails the check with an error
/// `expected` accepts; the tampered observation and the error.
#[track_caller]
fn refused_in_memory(
    observation: &Observation,
    tamper: impl FnOnce(&mut Observation),
    expected: impl Fn(&ObservationError) -> bool,
) -> (Observation, ObservationError) {
    assert_eq!(observation.check(), Ok(()));
    let mut odd = observation.clone();
    tamper(&mut odd);
    let error = odd.check().expect_err("the tampered observation passes");
    assert!(expected(&error), "{error:?}");
    (odd, error)
}

/// [`refused_in_memory`], and the tampered observation fails to read back
/// from JSON alike.
#[track_caller]
fn refused(
    observation: &Observation,
    tamper: impl FnOnce(&mut Observation),
    expected: impl Fn(&ObservationError) -> bool,
) -> ObservationError {
    let (odd, error) = refused_in_memory(observation, tamper, expected);
    #[cfg(not(feature = "json"))]
    let _ = odd;
    #[cfg(feature = "json")]
    {
        let json = serde_json::to_string(&odd).unwrap();
        match Observation::from_json(&json) {
            Err(jass_core::ReadObservationError::Invalid(again)) => assert_eq!(again, error),
            Err(other) => panic!("{other}"),
            Ok(_) => panic!("read back"),
        }
        let message = serde_json::from_str::<Observation>(&json)
            .unwrap_err()
            .to_string();
        assert!(
            message.starts_with(&format!("invalid observation: {error}")),
            "{message}"
        );
    }
    error
}

#[test]
fn a_table_the_game_is_not_played_at_is_refused() {
    let error = refused(
        &acting("coiffeur"),
        |o| o.players = Players::Six,
        |e| {
            matches!(
                e,
                ObservationError::Table {
                    game: GameKind::Coiffeur,
                    players: Players::Six
                }
            )
        },
    );
    assert_eq!(
        error.to_string(),
        "coiffeur is not played at a table of 6 players"
    );
    refused(
        &acting("schmaus"),
        |o| o.players = Players::Four,
        |e| matches!(e, ObservationError::Table { .. }),
    );
}

/// An observation carries the rules its game is played under: rules of
/// another table, or rules no game accepts, are refused.
#[test]
fn rules_of_another_table_or_invalid_rules_are_refused() {
    let error = refused(
        &acting("schieber_five"),
        |o| o.rules = Rules::schieber(),
        |e| {
            matches!(
                e,
                ObservationError::RulesTable {
                    game: GameKind::Schieber,
                    rules: Players::Four,
                    players: Players::Five,
                }
            )
        },
    );
    assert_eq!(
        error.to_string(),
        "the rules of schieber seat 4 players, but the observation is of a table of 5"
    );
    refused(
        &acting("differenzler"),
        |o| o.rules = Rules::mittlere(),
        |e| matches!(e, ObservationError::RulesTable { .. }),
    );
    // Schmaus is played by two with one pack whatever the options say.
    let six_double = Rules::schmaus()
        .with_players(Players::Six)
        .with_packs(jass_core::Packs::Two);
    let schmaus = SchmausGame::new(six_double, 1).unwrap();
    for seat in [Seat::S0, Seat::S1] {
        assert_eq!(schmaus.observation(seat).unwrap().check(), Ok(()));
    }
    let mut schmaus = acting("schmaus");
    schmaus.rules = six_double;
    assert_eq!(schmaus.check(), Ok(()));
    let (_, error) = refused_in_memory(
        &acting("schieber"),
        |o| o.rules.target = 0,
        |e| matches!(e, ObservationError::Rules(_)),
    );
    assert!(
        error
            .to_string()
            .starts_with("the observation's rule set is invalid: "),
        "{error}"
    );
}

#[test]
fn a_seat_not_at_the_table_is_refused() {
    let error = refused(
        &acting("schieber"),
        |o| o.dealer = Seat::S5,
        |e| {
            matches!(
                e,
                ObservationError::NotAtTable {
                    field: "dealer",
                    seat: Seat::S5,
                    ..
                }
            )
        },
    );
    assert_eq!(
        error.to_string(),
        "the dealer is seat 5, who does not sit at a table of 4 players"
    );
    refused(
        &acting("schieber"),
        |o| o.seat = Seat::S4,
        |e| {
            matches!(
                e,
                ObservationError::NotAtTable {
                    field: "observer",
                    ..
                }
            )
        },
    );
}

#[test]
fn a_value_for_a_seat_not_at_the_table_is_refused() {
    refused(
        &acting("schieber"),
        |o| o.totals[Seat::S4] = 100,
        |e| {
            matches!(
                e,
                ObservationError::ValueOffTable {
                    field: "totals",
                    seat: Seat::S4,
                    ..
                }
            )
        },
    );
}

#[test]
fn the_chnaecht_dealing_or_leading_is_refused() {
    refused(
        &acting("schieber_five"),
        |o| o.dealer = Seat::S4,
        |e| matches!(e, ObservationError::Chnaecht { field: "dealer" }),
    );
}

#[test]
fn a_trick_of_another_table_is_refused() {
    // (JSON writes no table size per trick: only an observation built in
    // memory can hold one.)
    refused_in_memory(
        &acting("schieber"),
        |o| o.trick = Trick::new(o.trick.leader(), Players::Five).unwrap(),
        |e| {
            matches!(
                e,
                ObservationError::TrickTable {
                    trick: Players::Five,
                    players: Players::Four
                }
            )
        },
    );
}

#[test]
fn an_incomplete_completed_trick_is_refused() {
    let error = refused(
        &acting("schieber"),
        |o| {
            let first = o.tricks[0];
            o.tricks[0] =
                Trick::try_from_cards(first.leader(), first.players(), first.cards()[..1].to_vec())
                    .unwrap();
        },
        |e| {
            matches!(
                e,
                ObservationError::IncompleteTrick {
                    number: 1,
                    len: 1,
                    ..
                }
            )
        },
    );
    assert_eq!(error.to_string(), "completed trick 1 holds 1 card, not 4");
}

#[test]
fn a_complete_trick_being_played_is_refused() {
    refused(
        &acting("schieber"),
        |o| {
            while !o.trick.is_complete() {
                let card = o.hand.first().unwrap();
                o.hand = o.hand.without(card);
                o.trick.push(card).unwrap();
            }
        },
        |e| matches!(e, ObservationError::TrickComplete),
    );
}

#[test]
fn more_tricks_than_a_hand_has_are_refused() {
    refused(
        &acting("schieber"),
        |o| {
            while o.tricks.len() < 10 {
                o.tricks.push(o.tricks[0]);
            }
        },
        |e| {
            matches!(
                e,
                ObservationError::TooManyTricks {
                    tricks: 11,
                    most: 9
                }
            )
        },
    );
}

#[test]
fn a_trick_led_by_another_seat_is_refused() {
    let observation = acting("schieber");
    let leader = observation.trick.leader();
    refused(
        &observation,
        |o| {
            let cards = o.trick.cards().to_vec();
            o.trick = Trick::try_from_cards(leader.next(), Players::Four, cards).unwrap();
        },
        |e| matches!(e, ObservationError::Leader { number: 3, expected, .. } if *expected == leader),
    );
    refused(
        &observation,
        |o| o.forehand = o.forehand.next(),
        |e| matches!(e, ObservationError::Leader { number: 1, .. }),
    );
}

#[test]
fn a_card_in_the_hand_and_played_is_refused() {
    let observation = waiting("schieber");
    let played = observation.tricks[0].cards()[0];
    let error = refused(
        &observation,
        |o| {
            // As many cards as before, one of them played already.
            let card = o.hand.first().unwrap();
            o.hand = o.hand.without(card).with(played);
            o.known[o.seat] = o.hand;
        },
        |e| matches!(e, ObservationError::CardTwice { card, first: "in the hand", second: "in a completed trick" } if *card == played),
    );
    assert!(error.to_string().starts_with("card "), "{error}");
    let in_trick = observation.trick.cards()[0];
    refused(
        &observation,
        |o| {
            let card = o.hand.first().unwrap();
            o.hand = o.hand.without(card).with(in_trick);
            o.known[o.seat] = o.hand;
        },
        |e| {
            matches!(
                e,
                ObservationError::CardTwice {
                    second: "in the trick being played",
                    ..
                }
            )
        },
    );
}

#[test]
fn a_card_more_often_than_the_double_pack_holds_it_is_refused() {
    let observation = acting("schieber_six_double");
    let held = observation.hand.first().unwrap();
    refused(
        &observation,
        |o| {
            // Held twice, and played once more to the trick.
            o.hand_twice = o.hand_twice.with(held);
            o.trick.push_copy(held).unwrap();
            o.played = o.played.with(held);
        },
        |e| matches!(e, ObservationError::TooManyCopies { card } if *card == held),
    );
    refused(
        &observation,
        |o| {
            let six: Card = "H6".parse().unwrap();
            o.hand = o.hand.without(held).with(six);
            o.known[o.seat] = o.hand;
        },
        |e| matches!(e, ObservationError::NotInPack { .. }),
    );
}

#[test]
fn a_card_twice_without_the_double_pack_is_refused() {
    let observation = acting("schieber");
    refused(
        &observation,
        |o| o.hand_twice = CardSet::EMPTY.with(o.hand.first().unwrap()),
        |e| {
            matches!(
                e,
                ObservationError::Twice {
                    field: "hand_twice",
                    ..
                }
            )
        },
    );
    let double = acting("schieber_six_double");
    let unheld = (CardSet::ALL - double.hand - double.played)
        .iter()
        .find(|c| c.rank() >= jass_core::Rank::Nine)
        .unwrap();
    refused(
        &double,
        |o| o.hand_twice = o.hand_twice.with(unheld),
        |e| {
            matches!(
                e,
                ObservationError::Twice {
                    field: "hand_twice",
                    ..
                }
            )
        },
    );
}

#[test]
fn played_cards_not_those_of_the_tricks_are_refused() {
    let observation = acting("schieber");
    let played = observation.tricks[1].cards()[2];
    refused(
        &observation,
        |o| o.played = o.played.without(played),
        |e| matches!(e, ObservationError::Played { field: "played", in_tricks: true, card } if *card == played),
    );
    let unplayed = (CardSet::ALL - observation.played - observation.hand)
        .first()
        .unwrap();
    let error = refused(
        &observation,
        |o| o.played = o.played.with(unplayed),
        |e| {
            matches!(
                e,
                ObservationError::Played {
                    in_tricks: false,
                    ..
                }
            )
        },
    );
    assert!(
        error
            .to_string()
            .ends_with("is in `played` but not in the tricks"),
        "{error}"
    );
}

#[test]
fn a_hand_of_the_wrong_size_is_refused() {
    for preset in [
        "schieber",
        "schieber_five",
        "schieber_six",
        "schmaus",
        "coiffeur",
    ] {
        let observation = waiting(preset);
        let error = refused(
            &observation,
            |o| {
                let card = o.hand.first().unwrap();
                o.hand = o.hand.without(card);
                o.known[o.seat] = o.hand;
            },
            |e| matches!(e, ObservationError::HandSize { .. }),
        );
        assert!(
            error.to_string().contains(" after 2 completed tricks"),
            "{error}"
        );
    }
    // One card short of one: singular.
    let error = ObservationError::HandSize {
        seat: Seat::S3,
        len: 1,
        tricks: 1,
        expected: 2,
    };
    assert_eq!(
        error.to_string(),
        "seat 3 holds 1 card after 1 completed trick, expected 2"
    );
}

#[test]
fn known_cards_that_do_not_fit_are_refused() {
    let observation = waiting("schieber");
    refused(
        &observation,
        |o| o.known[o.seat] = CardSet::EMPTY,
        |e| matches!(e, ObservationError::Known { .. }),
    );
    let other = observation.seat.next();
    refused(
        &observation,
        |o| o.known[other] = CardSet::EMPTY.with(o.hand.first().unwrap()),
        |e| matches!(e, ObservationError::Known { seat, reason: "which the observer holds", .. } if *seat == other),
    );
    // The error names the card that clashes, not another card of the hand.
    let last = observation.hand.iter().next_back().unwrap();
    refused(
        &observation,
        |o| o.known[other] = CardSet::EMPTY.with(last),
        |e| matches!(e, ObservationError::Known { seat, card, reason: "which the observer holds" } if *seat == other && *card == last),
    );
    // Another seat cannot be known to hold a card already played.
    let played = observation.played.iter().next_back().unwrap();
    refused(
        &observation,
        |o| o.known[other] = o.known[other].with(played),
        |e| matches!(e, ObservationError::Known { seat, card, reason: "which has been played" } if *seat == other && *card == played),
    );
}

/// The turned-up trump card of a Schmaus talon lies there: it is neither
/// in the observer's hand nor played (RULES.md §6).
#[test]
fn a_turned_up_card_also_held_or_played_is_refused() {
    let rules = Rules::preset("schmaus").unwrap();
    let start = SchmausGame::new(rules, 3)
        .unwrap()
        .observation(Seat::S0)
        .unwrap();
    assert!(start.talon.unwrap().turned_up.is_some());
    let message = "the talon's turned-up card is also held or played";
    let held = start.hand.first().unwrap();
    refused(
        &start,
        |o| o.talon.as_mut().unwrap().turned_up = Some(held),
        |e| matches!(e, ObservationError::Field { message: m } if *m == message),
    );
    let later = acting("schmaus");
    let played = later.played.first().unwrap();
    refused(
        &later,
        |o| o.talon.as_mut().unwrap().turned_up = Some(played),
        |e| matches!(e, ObservationError::Field { message: m } if *m == message),
    );
}

#[test]
fn a_talon_or_a_coiffeur_table_of_another_game_is_refused() {
    let schmaus = acting("schmaus");
    refused(
        &schmaus,
        |o| o.talon = None,
        |e| matches!(e, ObservationError::Field { .. }),
    );
    refused(
        &schmaus,
        |o| o.talon.as_mut().unwrap().face_down += 2,
        |e| matches!(e, ObservationError::Field { .. }),
    );
    let coiffeur = acting("coiffeur");
    refused(
        &acting("schieber"),
        |o| o.coiffeur = coiffeur.coiffeur,
        |e| matches!(e, ObservationError::Field { .. }),
    );
    // A Coiffeur observation without the table's rows.
    refused(
        &coiffeur,
        |o| o.coiffeur = None,
        |e| {
            matches!(e, ObservationError::Field { message }
                if message.contains("a Coiffeur observation has the table's rows"))
        },
    );
}

/// With the double pack (RULES.md §5.2) a hand is dealt eight cards: an
/// observer holding a card twice is checked against eight, whatever else
/// its observation says.
#[test]
fn a_hand_holding_a_card_twice_is_checked_against_the_double_pack() {
    let rules = Rules::preset("schieber_six_double").unwrap();
    let observation = (0..50)
        .flat_map(|seed| {
            let game = SchieberGame::new(rules, seed).unwrap();
            Seat::ALL
                .into_iter()
                .map(move |seat| game.observation(seat).unwrap())
        })
        .find(|o| !o.hand_twice.is_empty() && o.played_twice.is_empty())
        .expect("a seat dealt a card twice");
    let once = (observation.hand - observation.hand_twice).first().unwrap();
    refused(
        &observation,
        |o| {
            o.hand = o.hand.without(once);
            o.known[o.seat] = o.known[o.seat].without(once);
        },
        |e| {
            matches!(
                e,
                ObservationError::HandSize {
                    len: 7,
                    tricks: 0,
                    expected: 8,
                    ..
                }
            )
        },
    );
}

#[test]
fn a_seat_to_act_that_does_not_match_the_trick_is_refused() {
    let observation = waiting("schieber");
    let error = refused(
        &observation,
        |o| o.to_act = Some(o.trick.to_play().unwrap().next()),
        |e| {
            matches!(
                e,
                ObservationError::ToAct {
                    expecting: Expecting::Card,
                    ..
                }
            )
        },
    );
    assert!(
        error.to_string().contains("while the game expects card"),
        "{error}"
    );
    let error = refused(
        &observation,
        |o| o.to_act = None,
        |e| matches!(e, ObservationError::ToAct { to_act: None, .. }),
    );
    assert_eq!(
        error.to_string(),
        format!(
            "the seat to act is nobody, but {} is to act while the game expects card",
            observation.trick.to_play().unwrap()
        )
    );
    // Nothing expected: nobody is to act.
    refused(
        &observation,
        |o| o.expecting = Expecting::Nothing,
        |e| {
            matches!(
                e,
                ObservationError::ToAct {
                    expecting: Expecting::Nothing,
                    expected: None,
                    ..
                }
            )
        },
    );
    // Only the seat to act sees a weis decision expected of it: seen by
    // another seat, the seat to act would have to be the observer.
    let observer = observation.seat;
    refused(
        &observation,
        |o| o.expecting = Expecting::Weis,
        |e| {
            matches!(
                e,
                ObservationError::ToAct {
                    expecting: Expecting::Weis,
                    expected,
                    ..
                } if *expected == Some(observer)
            )
        },
    );
}

#[test]
fn a_phase_the_game_or_the_play_does_not_allow_is_refused() {
    refused(
        &acting("schieber"),
        |o| o.expecting = Expecting::Prediction,
        |e| {
            matches!(
                e,
                ObservationError::Expecting {
                    expecting: Expecting::Prediction,
                    reason: "only Differenzler asks for predictions",
                }
            )
        },
    );
    refused(
        &acting("schieber"),
        |o| o.expecting = Expecting::Declaration,
        |e| {
            matches!(
                e,
                ObservationError::Expecting {
                    reason: "cards have been played",
                    ..
                }
            )
        },
    );
    // One card of the first trick is enough.
    let mut game = SchieberGame::new(Rules::schieber(), 3).unwrap();
    game.apply(Action::Declare(jass_core::Contract::Obenabe))
        .unwrap();
    let card = game.legal_cards().first().unwrap();
    game.apply(Action::Play(card)).unwrap();
    let first_trick = game.observation(game.to_act().unwrap()).unwrap();
    assert!(first_trick.tricks.is_empty());
    refused(
        &first_trick,
        |o| o.expecting = Expecting::Declaration,
        |e| {
            matches!(
                e,
                ObservationError::Expecting {
                    reason: "cards have been played",
                    ..
                }
            )
        },
    );
}

#[test]
fn legal_actions_of_a_seat_not_to_act_or_none_are_refused() {
    let mut actions = ActionList::new();
    actions.push(Action::Pass);
    refused(
        &waiting("schieber"),
        |o| o.legal_actions = actions,
        |e| matches!(e, ObservationError::LegalActions { given: true, .. }),
    );
    refused(
        &acting("schieber"),
        |o| o.legal_actions = ActionList::new(),
        |e| matches!(e, ObservationError::LegalActions { given: false, .. }),
    );
}

#[test]
fn legal_actions_that_are_not_legal_are_refused() {
    let observation = acting("schieber");
    let unheld = (CardSet::ALL - observation.hand).first().unwrap();
    let cases: [(Action, &str); 4] = [
        (Action::Play(unheld), "the card is not in the hand"),
        (
            Action::Declare(jass_core::Contract::Obenabe),
            "a card is due",
        ),
        (
            Action::Claim(Seat::S5),
            "the claimant does not sit at the table",
        ),
        (
            observation.legal_actions.as_slice()[0],
            "it is listed twice",
        ),
    ];
    for (action, reason) in cases {
        let error = refused(
            &observation,
            |o| o.legal_actions.push(action),
            |e| matches!(e, ObservationError::IllegalAction { action: a, reason: r } if *a == action && *r == reason),
        );
        assert!(error.to_string().starts_with("legal action "), "{error}");
    }
    // A meld of cards the observer does not hold all of, in a weis
    // decision.
    let meld: Meld = ["H", "S", "D", "C"]
        .iter()
        .map(|suit| format!("{suit}A {suit}K {suit}Q").parse::<Meld>().unwrap())
        .find(|meld| !(meld.cards() - observation.hand).is_empty())
        .unwrap();
    refused(
        &observation,
        |o| {
            o.expecting = Expecting::Weis;
            o.legal_actions = ActionList::new();
            o.legal_actions.push(Action::Pass);
            o.legal_actions.push(Action::Announce(meld));
        },
        |e| {
            matches!(
                e,
                ObservationError::IllegalAction {
                    reason: "the meld's cards are not all in the hand",
                    ..
                }
            )
        },
    );
}

#[test]
fn legal_actions_no_game_lists_together_are_refused() {
    // A claim alone, where a card is due: a bot that does not claim has
    // nothing to choose.
    refused(
        &acting("schieber"),
        |o| o.legal_actions = [Action::Claim(o.seat)].into_iter().collect(),
        |e| {
            matches!(
                e,
                ObservationError::ActionsOfPhase {
                    reason: "claims only, and no action of the phase",
                    ..
                }
            )
        },
    );
    // Predictions with a gap: a bot's prediction may fall into it.
    let game = preset_game("differenzler", Rules::preset("differenzler").unwrap(), 1);
    let seat = game.to_act().unwrap();
    let predicting = game.observation(seat).unwrap();
    assert_eq!(predicting.expecting, Expecting::Prediction);
    let gaps: [fn(&Action) -> bool; 2] = [
        |a| *a != Action::Predict(0),
        |a| !matches!(a, Action::Predict(p) if p % 5 == 0 && *p > 0),
    ];
    for keep in gaps {
        let error = refused(
            &predicting,
            |o| o.legal_actions = o.legal_actions.iter().copied().filter(keep).collect(),
            |e| {
                matches!(
                    e,
                    ObservationError::ActionsOfPhase {
                        reason: "predictions that are not every one from 0 to the highest",
                        ..
                    }
                )
            },
        );
        assert!(
            error.to_string().starts_with("the legal actions of "),
            "{error}"
        );
    }
    // Fewer predictions, every one from 0 to the highest, are a game's
    // under other card values.
    let mut fewer = predicting.clone();
    fewer.legal_actions = (0..=40).map(Action::Predict).collect();
    assert_eq!(fewer.check(), Ok(()));
}

#[cfg(feature = "json")]
#[test]
fn json_that_is_no_observation_is_malformed() {
    use jass_core::ReadObservationError;

    let (game, seat, _) = mid_play("schieber");
    let json = serde_json::to_string(&game.observation(seat).unwrap()).unwrap();
    for bad in [
        "[]".to_string(),
        json.replace("\"game\":\"schieber\"", "\"game\":\"poker\""),
        json.replace("\"shoved\":false", "\"shoved\":false,\"shoved\":true"),
        json.replace("\"claim_wins\":false", "\"claim_wins\":false,\"extra\":1"),
    ] {
        assert!(
            matches!(
                Observation::from_json(&bad),
                Err(ReadObservationError::Malformed { .. })
            ),
            "{bad}"
        );
    }
    let _ = GameKind::ALL;
}

/// The long run (`cargo test --release -p jass-core --all-features --test
/// observation_checks -- --ignored`; `JASS_OBSERVATION_SEEDS` games per
/// preset and variant, 40 unless set): every preset under several variants
/// of its rules, played by a random bot on even seeds and the
/// rule-of-thumb bot on odd ones; every observation of every seat at every
/// step passes the check, and every seventh step's read back from JSON.
#[cfg(feature = "json")]
#[test]
#[ignore = "a long run: millions of observations"]
fn every_observation_of_every_preset_and_variant_passes_the_check() {
    use jass_core::PRESET_NAMES;
    use jass_core::bots::RuleOfThumb;

    let mut names: Vec<&str> = every_game::PRESETS.iter().map(|(name, _)| *name).collect();
    names.sort_unstable();
    let mut all = PRESET_NAMES.to_vec();
    all.sort_unstable();
    assert_eq!(names, all, "every preset is run");
    let seeds: u64 = std::env::var("JASS_OBSERVATION_SEEDS")
        .map_or(40, |seeds| seeds.parse().expect("a number of seeds"));
    let (mut games, mut seen) = (0_u64, 0_u64);
    for seed in 0..seeds {
        for (name, kind) in every_game::PRESETS {
            let base = Rules::preset(name).unwrap();
            let announced = base.with_weis_mode(WeisMode::Announced);
            let mut variants = vec![
                base,
                announced,
                announced
                    .with_end_mode(EndMode::Claims)
                    .with_sws_window(SwsWindow::FirstTrickBothClaim),
                base.with_end_mode(EndMode::Claims),
                base.with_zurueckschieben(true),
                base.with_predictions(Predictions::Hidden)
                    .with_trump_choice(TrumpChoice::Random),
            ];
            if matches!(kind, GameKind::Differenzler | GameKind::Hindersi) {
                variants.push(base.with_players(Players::Three));
            }
            for rules in variants {
                // A variant the game does not allow is refused: not run.
                let Ok(mut game) = every_game::new_game(kind, rules, seed) else {
                    continue;
                };
                games += 1;
                let mut random = RandomBot::new(JassRng::seed_from_u64(seed));
                let mut thumb = RuleOfThumb::new(JassRng::seed_from_u64(seed));
                for step in 0.. {
                    for seat in Seat::ALL.into_iter().take(game.players()) {
                        let observation = game.observation(seat).unwrap();
                        if let Err(error) = observation.check() {
                            panic!("{name}, seed {seed}: {error}\n{observation:?}");
                        }
                        if step % 7 == 0 {
                            let json = serde_json::to_string(&observation).unwrap();
                            let again = Observation::from_json(&json).unwrap_or_else(|error| {
                                panic!("{name}, seed {seed}: {error}\n{json}")
                            });
                            assert_eq!(again, observation, "{name}, seed {seed}");
                        }
                        seen += 1;
                    }
                    let Some(seat) = game.to_act() else { break };
                    let observation = game.observation(seat).unwrap();
                    let action = if seed % 2 == 0 {
                        random.choose(&observation)
                    } else {
                        thumb.choose(&observation)
                    };
                    game.apply(action).unwrap();
                }
            }
        }
    }
    eprintln!("{games} games, {seen} observations");
    assert!(games >= seeds * 70, "{games} games");
}
