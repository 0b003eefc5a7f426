//! Hostile input at the Rust boundary: every public entry point given
//! nonsense answers with a specific error carrying its context, and the
//! value it was called on is unchanged afterwards.
//! Here: games given actions of another phase, cards not in hand, bad
//! claims, actions after the end, bad rules, dealers and decks, and games
//! under the largest rules validation allows.

mod common {
    pub(crate) mod hostile;
}

use std::cmp::Ordering;

use jass_core::bots::{Bot, RandomBot};
use jass_core::weis;
use jass_core::{
    Action, ActionError, AnyGame, BySeat, Card, CardSet, CardValues, Contract, DealError, EndMode,
    Expecting, FourNines, Game, GameKind, Hand, JassRng, Meld, NewGameError, PerContract,
    PlayError, Players, Rank, Rules, RulesError, SchieberGame, SchmausGame, Seat, SeatOutOfRange,
    Suit, Team, Trick, WeisError, WeisMode, WeisTable, ZweierGame,
};

use common::hostile::{
    ALL_KINDS, KINDS, card, finished, new_game, play_until, preset, random_step, refused,
};

// ------------------------------------------------------------ games

#[test]
fn every_game_refuses_actions_of_another_phase_unchanged() {
    for kind in KINDS {
        let mut game = new_game(kind, preset(kind), 5);
        let seat = game.to_act().unwrap();
        let hand = game.observation(seat).unwrap().hand;
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
            let hand = game.observation(seat).unwrap().hand;
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
            let observation = game.observation(game.to_act().unwrap()).unwrap();
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
            let hand = game.observation(seat).unwrap().hand;
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
            let card = game.observation(seat).unwrap().hand.first().unwrap();
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
        let observation = game.observation(seat).unwrap();
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
fn claims_by_seats_not_at_the_table_are_out_of_range() {
    for kind in ALL_KINDS {
        let rules = preset(kind).with_end_mode(EndMode::Claims);
        let mut game = new_game(kind, rules, 3);
        let players = Players::from_count(game.players()).unwrap();
        for &seat in &Seat::ALL[players.count()..] {
            let error = refused(&mut game, Action::Claim(seat));
            assert_eq!(
                error,
                ActionError::NotAtTable(players.seat(seat as u8).unwrap_err()),
                "{kind:?}"
            );
            assert_eq!(
                error.to_string(),
                format!(
                    "{seat} is not at a table of {players} (seats 0 to {})",
                    players.count() - 1
                )
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
                GameKind::Coiffeur => {
                    jass_core::CoiffeurGame::with_deck(Rules::coiffeur_8(), 1, twice, Seat::S0)
                        .map(Into::into)
                }
                GameKind::Differenzler | GameKind::Hindersi | GameKind::Mittlere => {
                    unreachable!("KINDS holds the team games")
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

/// The hands of `deck` cut into `count` seats of `size` cards each.
fn cut(deck: &[Card], count: usize, size: usize) -> BySeat<CardSet> {
    let mut hands = BySeat([CardSet::EMPTY; 6]);
    for (seat, hand) in hands.0.iter_mut().enumerate().take(count) {
        *hand = deck[seat * size..][..size].iter().copied().collect();
    }
    hands
}

/// A deal given as hands is the deal played, or refused: hands of another
/// size than the table deals (every seat short alike once passed, and the
/// game filled them up from the cards nobody held, moving cards between
/// seats), and a card outside the pack.
#[test]
fn a_deal_given_as_hands_is_played_as_given_or_refused() {
    let deck = JassRng::seed_from_u64(4).shuffled_deck();
    for (name, size) in [("schieber", 9), ("schieber_five", 7), ("schieber_six", 6)] {
        let rules = Rules::preset(name).unwrap();
        let pack: Vec<Card> = deck
            .iter()
            .copied()
            .filter(|&c| rules.pack().contains(c))
            .collect();
        let seats = rules.players.count();
        let deal = cut(&pack, seats, size);
        let game = SchieberGame::with_deal(rules, 1, deal, Seat::S0).unwrap();
        assert_eq!(*game.hand().hands(), deal, "{name}");
        for short in [size - 1, 1, 0] {
            assert_eq!(
                SchieberGame::with_deal(rules, 1, cut(&pack, seats, short), Seat::S0),
                Err(NewGameError::Deal(DealError::WrongHandSize {
                    seat: Seat::S0,
                    len: short,
                    expected: size
                })),
                "{name}, hands of {short}"
            );
        }
    }
    // At five, the removed card in a hand instead of a card of the pack.
    let five = Rules::schieber_five();
    let pack: Vec<Card> = deck
        .iter()
        .copied()
        .filter(|&c| five.pack().contains(c))
        .collect();
    let mut deal = cut(&pack, 5, 7);
    deal[Seat::S2] = deal[Seat::S2].without(pack[14]).with(five.removed_card);
    assert_eq!(
        SchieberGame::with_deal(five, 1, deal, Seat::S0),
        Err(NewGameError::Deal(DealError::NotInPack {
            card: five.removed_card
        }))
    );
    let short = cut(&deck, 4, 8);
    assert_eq!(
        jass_core::CoiffeurGame::with_deal(Rules::coiffeur_8(), 1, short, Seat::S0).map(|_| ()),
        Err(NewGameError::Deal(DealError::WrongHandSize {
            seat: Seat::S0,
            len: 8,
            expected: 9
        }))
    );
    let fans = cut(&deck, 2, 8);
    let second = cut(&deck[16..], 2, 8);
    assert_eq!(
        ZweierGame::with_deal(Rules::zweier(), 1, fans, second, Seat::S0).map(|_| ()),
        Err(NewGameError::Deal(DealError::WrongHandSize {
            seat: Seat::S0,
            len: 8,
            expected: 9
        }))
    );
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
            let action = bots[seat.index()].choose(&game.observation(seat).unwrap());
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
fn seats_not_at_the_table_are_refused_by_observation_and_claim_would_win() {
    // Every game at every table it is played at, as it is played: a seat
    // beyond the table is refused with the error a claim by it gets, and
    // the game is unchanged; the seats at the table answer.
    let mut tables = Vec::new();
    for kind in GameKind::ALL {
        if kind.players() == 2 {
            tables.push((kind, preset(kind)));
        }
        for players in [Players::Three, Players::Four, Players::Five, Players::Six] {
            if kind.players() > 2 && kind.seats(players) {
                tables.push((kind, preset(kind).with_players(players)));
            }
        }
    }
    for (kind, rules) in tables {
        let mut game = new_game(kind, rules, 8);
        let players = Players::from_count(game.players()).unwrap();
        for hands in 0..3 {
            let before = game.clone();
            for seat in Seat::ALL {
                let expected = players.seat(seat as u8).err();
                assert_eq!(game.observation(seat).err(), expected, "{kind:?} {seat}");
                assert_eq!(
                    game.claim_would_win(seat).err(),
                    expected,
                    "{kind:?} {seat}"
                );
                let Ok(observation) = game.observation(seat) else {
                    continue;
                };
                for other in Seat::ALL {
                    let expected = players.seat(other as u8).err();
                    assert_eq!(
                        observation.team_of(other).err(),
                        expected,
                        "{kind:?} {other}"
                    );
                }
            }
            for &seat in &Seat::ALL[players.count()..] {
                assert_eq!(
                    game.observation(seat).unwrap_err().to_string(),
                    format!(
                        "{seat} is not at a table of {players} (seats 0 to {})",
                        players.count() - 1
                    )
                );
            }
            assert_eq!(game, before, "{kind:?}");
            play_until(&mut game, 8, |game| game.hands_finished() > hands);
        }
    }
}

/// The hand of `game`, if it is one of the games played in hands of the
/// [`Hand`] trait, with the answers of its `team_of` for every seat.
fn hand_teams(game: &AnyGame) -> Option<(Players, [Result<Team, SeatOutOfRange>; 6])> {
    fn teams<H: Hand>(hand: &H) -> (Players, [Result<Team, SeatOutOfRange>; 6]) {
        (hand.players(), Seat::ALL.map(|seat| hand.team_of(seat)))
    }
    match game {
        AnyGame::Schieber(game) => Some(teams(game.hand())),
        AnyGame::Schmaus(game) => Some(teams(game.hand())),
        AnyGame::Zweier(game) => Some(teams(game.hand())),
        AnyGame::Coiffeur(game) => Some(teams(game.hand())),
        _ => None,
    }
}

#[test]
fn seats_not_at_the_table_are_refused_by_the_team_of_a_hand() {
    // Every game played in hands, at every table it is played at, before
    // and after the contract: a seat beyond the table is refused as the
    // observation refuses it, and the seats at the table answer as the
    // observation does.
    let mut tables: Vec<(GameKind, Rules)> = Vec::new();
    for kind in [GameKind::Schmaus, GameKind::Zweier, GameKind::Coiffeur] {
        tables.push((kind, preset(kind)));
    }
    for players in [Players::Four, Players::Five, Players::Six] {
        tables.push((GameKind::Schieber, Rules::schieber().with_players(players)));
    }
    let mut rng = JassRng::seed_from_u64(9);
    for (kind, rules) in tables {
        let mut game = new_game(kind, rules, 9);
        for hands in 0..2 {
            for moves in [0, 1, 6] {
                let (players, teams) = hand_teams(&game).unwrap();
                let observation = game.observation(Seat::S0).unwrap();
                for (seat, team) in Seat::ALL.into_iter().zip(teams) {
                    assert_eq!(team, observation.team_of(seat), "{kind:?} {players} {seat}");
                    assert_eq!(team.is_err(), !players.has_seat(seat), "{kind:?} {seat}");
                }
                for _ in 0..moves {
                    random_step(&mut game, &mut rng);
                }
            }
            play_until(&mut game, 9, |game| game.hands_finished() > hands);
        }
    }
    let schmaus = SchmausGame::new(Rules::schmaus(), 1).unwrap();
    assert_eq!(
        schmaus.hand().team_of(Seat::S2).unwrap_err().to_string(),
        "seat 2 is not at a table of 2 (seats 0 to 1)"
    );
    let four = SchieberGame::new(Rules::schieber(), 1).unwrap();
    assert_eq!(
        four.hand().team_of(Seat::S4).unwrap_err().to_string(),
        "seat 4 is not at a table of 4 (seats 0 to 3)"
    );
    let five = SchieberGame::new(Rules::schieber_five(), 1).unwrap();
    assert_eq!(
        five.hand().team_of(Seat::S5).unwrap_err().to_string(),
        "seat 5 is not at a table of 5 (seats 0 to 4)"
    );
}

#[test]
fn seats_not_at_a_schmaus_table_show_no_cards() {
    // Through a whole game: seats 0 and 1 answer, seats 2 to 5 are
    // refused, at the deal, after a trick, in phase 2 and at the end.
    let mut game = new_game(GameKind::Schmaus, preset(GameKind::Schmaus), 3);
    let mut rng = JassRng::seed_from_u64(3);
    let mut shown_any = false;
    loop {
        let AnyGame::Schmaus(schmaus) = &game else {
            unreachable!()
        };
        let hand = schmaus.hand();
        for seat in Seat::ALL {
            let shown = hand.shown_cards(seat);
            match seat {
                Seat::S0 | Seat::S1 => shown_any |= !shown.unwrap().is_empty(),
                _ => assert_eq!(
                    shown.unwrap_err().to_string(),
                    format!("{seat} is not at a table of 2 (seats 0 to 1)")
                ),
            }
        }
        if game.hands_finished() > 0 {
            break;
        }
        random_step(&mut game, &mut rng);
    }
    assert!(shown_any, "a card is shown in phase 2");
}

#[test]
fn a_trick_led_by_a_seat_not_at_its_table_is_refused() {
    for players in [
        Players::Two,
        Players::Three,
        Players::Four,
        Players::Five,
        Players::Six,
    ] {
        for seat in Seat::ALL {
            // Every seat at the table but the Chnächt of a table of five.
            let leads = players.has_seat(seat) && (players, seat) != (Players::Five, Seat::S4);
            let expected = players.leader(seat as u8);
            assert_eq!(expected.is_ok(), leads, "{players} {seat}");
            let trick = Trick::new(seat, players);
            assert_eq!(trick.map(|t| t.leader()), expected, "{players} {seat}");
            let cards = Trick::try_from_cards(seat, players, [card("HA")]);
            assert_eq!(
                cards.map(|t| t.leader()),
                expected.map_err(PlayError::NotAtTable),
                "{players} {seat}"
            );
        }
    }
    for (seat, players, message) in [
        (
            Seat::S4,
            Players::Four,
            "seat 4 is not at a table of 4 (seats 0 to 3)",
        ),
        (
            Seat::S5,
            Players::Four,
            "seat 5 is not at a table of 4 (seats 0 to 3)",
        ),
        (
            Seat::S5,
            Players::Five,
            "seat 5 is not at a table of 5 (seats 0 to 4)",
        ),
        (
            Seat::S2,
            Players::Two,
            "seat 2 is not at a table of 2 (seats 0 to 1)",
        ),
        (
            Seat::S4,
            Players::Five,
            "seat 4 is the Chnächt of a table of 5, who never leads",
        ),
    ] {
        assert_eq!(Trick::new(seat, players).unwrap_err().to_string(), message);
        assert_eq!(
            Trick::try_from_cards(seat, players, [])
                .unwrap_err()
                .to_string(),
            message
        );
    }
}

#[test]
fn schieber_weis_refuses_a_first_trick_led_off_the_table() {
    let hands = JassRng::seed_from_u64(1).deal();
    let rules = Rules::schieber();
    let nobody = BySeat([None; 6]);
    for seat in Seat::ALL {
        let expected = Players::Four.seat(seat as u8).err();
        let outcome = weis::schieber_weis(&hands, seat, Contract::Obenabe, &rules);
        assert_eq!(outcome.err(), expected, "{seat}");
        let winner = weis::resolve_schieber(nobody, seat, Contract::Obenabe, &rules);
        assert_eq!(winner.err(), expected, "{seat}");
    }
    assert_eq!(
        weis::schieber_weis(&hands, Seat::S5, Contract::Obenabe, &rules)
            .unwrap_err()
            .to_string(),
        "seat 5 is not at a table of 4 (seats 0 to 3)"
    );
}

#[test]
fn seated_melds_are_compared_only_at_the_table() {
    let order = weis::WeisOrder::new(Contract::Obenabe, &Rules::schieber());
    let hearts = Meld::sequence(Suit::Hearts, 3, Rank::Ten);
    let spades = Meld::sequence(Suit::Spades, 3, Rank::Ten);
    let compare = |a: Seat, b: Seat, first: Seat, players: Players| {
        order.compare_seated((a, hearts), (b, spades), first, players)
    };
    // Equal sequences: the seat that plays first from the leader wins.
    assert_eq!(
        compare(Seat::S1, Seat::S3, Seat::S2, Players::Four),
        Ok(Ordering::Less)
    );
    assert_eq!(
        compare(Seat::S1, Seat::S3, Seat::S0, Players::Four),
        Ok(Ordering::Greater)
    );
    // At six, seat 5 plays right after seat 4; at five the Chnächt plays last.
    assert_eq!(
        compare(Seat::S5, Seat::S0, Seat::S4, Players::Six),
        Ok(Ordering::Greater)
    );
    assert_eq!(
        compare(Seat::S4, Seat::S0, Seat::S1, Players::Five),
        Ok(Ordering::Less)
    );
    for (a, b, first, players, message) in [
        (
            Seat::S4,
            Seat::S0,
            Seat::S1,
            Players::Four,
            "seat 4 is not at a table of 4 (seats 0 to 3)",
        ),
        (
            Seat::S0,
            Seat::S5,
            Seat::S1,
            Players::Five,
            "seat 5 is not at a table of 5 (seats 0 to 4)",
        ),
        (
            Seat::S0,
            Seat::S1,
            Seat::S4,
            Players::Four,
            "seat 4 is not at a table of 4 (seats 0 to 3)",
        ),
        (
            Seat::S0,
            Seat::S1,
            Seat::S4,
            Players::Five,
            "seat 4 is the Chnächt of a table of 5, who never leads",
        ),
        (
            Seat::S2,
            Seat::S1,
            Seat::S0,
            Players::Two,
            "seat 2 is not at a table of 2 (seats 0 to 1)",
        ),
    ] {
        assert_eq!(
            compare(a, b, first, players).unwrap_err().to_string(),
            message
        );
    }
}

#[test]
fn schmaus_weis_refuses_seats_not_at_its_table_of_two() {
    let rules = Rules::schmaus();
    let clubs = Contract::Trump(Suit::Clubs);
    let fifty = Meld::sequence(Suit::Hearts, 4, Rank::Ace);
    let off_table = "seat 2 is not at a table of 2 (seats 0 to 1)";
    for seat in [Seat::S2, Seat::S3, Seat::S4, Seat::S5] {
        let refusal = Players::Two.seat(seat as u8).unwrap_err();
        assert_eq!(
            weis::SchmausWeis::new(clubs, &rules, seat, &[]).err(),
            Some(refusal)
        );
        let scored = [(Seat::S0, fifty), (seat, fifty)];
        assert_eq!(
            weis::SchmausWeis::new(clubs, &rules, Seat::S0, &scored).err(),
            Some(refusal)
        );
        let weis = weis::SchmausWeis::new(clubs, &rules, Seat::S0, &[]).unwrap();
        let hand: CardSet = "HA HK HQ HJ".parse().unwrap();
        assert_eq!(weis.validate(Seat::S0, fifty, hand, None), Ok(()));
        assert_eq!(
            weis.validate(seat, fifty, hand, None),
            Err(WeisError::NotAtTable(refusal))
        );
        assert_eq!(
            weis.resolve((seat, Some(fifty)), (Seat::S0, None)),
            Err(refusal)
        );
        assert_eq!(weis.resolve((Seat::S1, None), (seat, None)), Err(refusal));
    }
    let error = weis::SchmausWeis::new(clubs, &rules, Seat::S2, &[]).unwrap_err();
    assert_eq!(error.to_string(), off_table);
    let weis = weis::SchmausWeis::new(clubs, &rules, Seat::S1, &[]).unwrap();
    let hand: CardSet = "HA HK HQ HJ".parse().unwrap();
    assert_eq!(
        weis.validate(Seat::S2, fifty, hand, None)
            .unwrap_err()
            .to_string(),
        off_table
    );
}

#[test]
fn a_schmaus_deck_of_a_dealer_off_the_table_is_refused() {
    let deck = JassRng::seed_from_u64(1).shuffled_deck();
    let hand = |cards: &[Card]| cards.iter().copied().collect::<CardSet>();
    let dealt = BySeat::four([
        hand(&deck[..9]),
        hand(&deck[9..18]),
        CardSet::EMPTY,
        CardSet::EMPTY,
    ]);
    let talon: [Card; 17] = deck[19..].try_into().unwrap();
    for seat in Seat::ALL {
        let built = jass_core::SchmausHand::deck_from(dealt, seat, deck[18], talon);
        if seat.index() < 2 {
            assert!(built.is_ok(), "{seat}");
        } else {
            assert_eq!(
                built,
                Err(DealError::NotAtTable { seat, players: 2 }),
                "{seat}"
            );
            assert_eq!(
                built.unwrap_err().to_string(),
                format!("{seat} is not at a table of 2 (seats 0 to 1)")
            );
        }
    }
}
