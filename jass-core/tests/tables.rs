//! Schieber at tables of five and six (RULES.md §5.2; sources *Swiss Jass*
//! and *Regeln alter Schweizer Spiele: Schiäber*, "Dr Chnächt").

mod common;

use jass_core::{
    Action, ActionError, BySeat, Card, CardSet, Contract, DealError, EndMode, Expecting, Game,
    Hand, JassRng, NewGameError, Players, PointTable, Rules, SchieberGame, SchieberHand, Seat,
    Suit, Team,
};
use proptest::prelude::*;

use common::{bots, check_finished_game, play_out, play_steps};

/// The one-pack tables with their rule sets.
fn table_rules() -> [Rules; 2] {
    [Rules::schieber_five(), Rules::schieber_six()]
}

/// A deal of `rules`' pack in deck order from `seed`: seat `i` gets the
/// `i`-th run of cards.
fn deal(rules: &Rules, seed: u64) -> BySeat<CardSet> {
    let pack = rules.pack();
    let deck: Vec<Card> = JassRng::seed_from_u64(seed)
        .shuffled_deck()
        .into_iter()
        .filter(|&c| pack.contains(c))
        .collect();
    let n = rules.cards_per_player();
    BySeat::from_fn(|seat| {
        if rules.players.has_seat(seat) {
            deck[seat.index() * n..seat.index() * n + n]
                .iter()
                .copied()
                .collect()
        } else {
            CardSet::EMPTY
        }
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_games_at_five_and_six_end_and_keep_the_invariants(
        seed in any::<u64>(), six in any::<bool>(), rule_of_thumb in any::<bool>(),
        claims in any::<bool>(), announced in any::<bool>()
    ) {
        let mut rules = table_rules()[usize::from(six)];
        if claims {
            rules = rules.with_end_mode(EndMode::Claims);
        }
        if announced {
            rules = rules.with_weis_mode(jass_core::WeisMode::Announced);
        }
        let mut game = SchieberGame::new(rules, seed).unwrap();
        let players = rules.players.count();
        play_out(&mut game, &mut bots(seed, players, rule_of_thumb), &mut JassRng::seed_from_u64(seed), |game| {
            let hand = game.hand();
            let legal = hand.legal_cards();
            if let Some(seat) = game.to_act().filter(|_| game.expecting() == Expecting::Card) {
                assert!(!legal.is_empty());
                assert!(legal.is_subset(hand.hands()[seat]));
            }
        });
        check_finished_game!(&game, SchieberGame, rules.cards_per_player() as u8);
    }

    #[test]
    fn replay_reproduces_partial_games_at_five_and_six(
        seed in any::<u64>(), six in any::<bool>(), steps in 0usize..150
    ) {
        let rules = table_rules()[usize::from(six)];
        let mut game = SchieberGame::new(rules, seed).unwrap();
        play_steps(&mut game, &mut bots(seed, rules.players.count(), true), steps);
        prop_assert_eq!(SchieberGame::replay(&game.record()).unwrap(), game);
    }
}

#[test]
fn six_players_are_dealt_six_cards_and_play_six_tricks() {
    let rules = Rules::schieber_six();
    let game = SchieberGame::new(rules, 3).unwrap();
    assert_eq!(game.hand().players(), Players::Six);
    assert_eq!(game.hand().dealer(), Seat::S5);
    for &seat in Players::Six.seats() {
        assert_eq!(game.hands()[seat].len(), 6, "{seat}");
    }
    let all = game.hands().0.iter().fold(CardSet::EMPTY, |a, &h| a | h);
    assert_eq!(all, CardSet::ALL);
    // Teams of three sit alternately.
    for &seat in Players::Six.seats() {
        assert_eq!(game.hand().team_of(seat), Ok(seat.team()));
    }
}

#[test]
fn five_players_play_without_the_removed_card_seven_each() {
    let rules = Rules::schieber_five().with_removed_card("HA".parse().unwrap());
    let game = SchieberGame::new(rules, 4).unwrap();
    let all = game.hands().0.iter().fold(CardSet::EMPTY, |a, &h| a | h);
    assert_eq!(all, CardSet::ALL.without("HA".parse().unwrap()));
    for &seat in Players::Five.seats() {
        assert_eq!(game.hands()[seat].len(), 7, "{seat}");
    }
    // The Chnächt neither deals nor is forehand.
    assert_ne!(game.dealer(), Seat::S4);
    assert_ne!(game.forehand(), Seat::S4);
}

#[test]
fn bad_deals_are_refused_with_a_typed_error() {
    let six = Rules::schieber_six();
    let mut short = deal(&six, 1);
    short[Seat::S5] = short[Seat::S5].without(short[Seat::S5].first().unwrap());
    assert!(matches!(
        SchieberHand::new(six, short, Seat::S5, Seat::S0),
        Err(DealError::WrongHandSize {
            seat: Seat::S5,
            len: 5,
            expected: 6
        })
    ));
    let five = Rules::schieber_five();
    let mut with_removed = deal(&five, 1);
    let swapped = with_removed[Seat::S0].first().unwrap();
    with_removed[Seat::S0] = with_removed[Seat::S0]
        .without(swapped)
        .with(five.removed_card);
    assert_eq!(
        SchieberHand::new(five, with_removed, Seat::S3, Seat::S0),
        Err(DealError::NotInPack {
            card: five.removed_card
        })
    );
    // The Chnächt sits at the table but never deals or leads.
    assert_eq!(
        SchieberHand::new(five, deal(&five, 1), Seat::S4, Seat::S0),
        Err(DealError::MayNotDeal { seat: Seat::S4 })
    );
    assert_eq!(
        SchieberHand::new(five, deal(&five, 1), Seat::S3, Seat::S4),
        Err(DealError::MayNotDeal { seat: Seat::S4 })
    );
    let refused = SchieberGame::with_deal(five, 1, deal(&five, 1), Seat::S4).unwrap_err();
    assert_eq!(
        refused,
        NewGameError::Deal(DealError::MayNotDeal { seat: Seat::S4 })
    );
    assert_eq!(
        refused.to_string(),
        "seat 4 is the Chnächt of a table of five, who never deals or leads"
    );
    assert_eq!(
        SchieberHand::new(five, deal(&five, 1), Seat::S5, Seat::S0),
        Err(DealError::NotAtTable {
            seat: Seat::S5,
            players: 5
        })
    );
    // A four-player deal does not fit a table of six.
    let four = JassRng::seed_from_u64(1).deal();
    assert!(matches!(
        SchieberGame::with_deal(six, 1, four, Seat::S5),
        Err(NewGameError::Deal(DealError::WrongHandSize { .. }))
    ));
    // A table of two is no Schieber table.
    assert!(SchieberGame::new(Rules::schieber().with_players(Players::Two), 1).is_err());
}

#[test]
fn with_deal_deals_the_given_hands_at_five_and_six() {
    for rules in table_rules() {
        let hands = deal(&rules, 9);
        let dealer = Seat::S3;
        let game = SchieberGame::with_deal(rules, 9, hands, dealer).unwrap();
        assert_eq!(*game.hands(), hands);
        assert_eq!(SchieberGame::replay(&game.record()).unwrap(), game);
    }
}

#[test]
fn shoving_passes_along_the_three_partners_at_six() {
    let rules = Rules::schieber_six();
    let mut game = SchieberGame::new(rules, 5).unwrap();
    let forehand = game.forehand();
    assert_eq!(game.to_act(), Some(forehand));
    game.apply(Action::Shove).unwrap();
    assert_eq!(game.to_act(), Some(forehand.advance(2, Players::Six)));
    game.apply(Action::Shove).unwrap();
    let third = forehand.advance(4, Players::Six);
    assert_eq!(game.to_act(), Some(third));
    assert!(!game.legal_actions().contains(&Action::Shove));
    assert_eq!(
        game.clone().apply(Action::Shove),
        Err(ActionError::CannotShove)
    );
    game.apply(Action::Declare(Contract::Obenabe)).unwrap();
    assert_eq!(game.declarer(), Some(third));
    // Forehand leads whoever declared.
    assert_eq!(game.to_act(), Some(forehand));
}

#[test]
fn the_chnaecht_plays_last_and_joins_the_declaring_side() {
    let rules = Rules::schieber_five().with_weis_enabled(false);
    for seed in 0..40 {
        let mut game = SchieberGame::new(rules, seed).unwrap();
        let shove = seed % 2 == 0;
        if shove {
            game.apply(Action::Shove).unwrap();
        }
        let declarer = game.to_act().unwrap();
        assert_ne!(declarer, Seat::S4);
        game.apply(Action::Declare(Contract::Trump(Suit::Hearts)))
            .unwrap();
        assert_eq!(game.hand().team_of(Seat::S4), Ok(declarer.team()));
        for seat in Seat::ALL.into_iter().take(5) {
            assert_eq!(
                game.observation(seat).unwrap().team_of(Seat::S4),
                Ok(declarer.team()),
                "the Chnächt's side as {seat:?} sees it"
            );
        }
        let mut rng = JassRng::seed_from_u64(seed);
        let mut last_declarer_points = 0;
        while game.hand_number() == 0 && !game.is_over() {
            let trick = *game.trick();
            assert_ne!(trick.leader(), Seat::S4, "the Chnächt never leads");
            if trick.len() == 4 {
                assert_eq!(game.to_act(), Some(Seat::S4), "the Chnächt plays last");
            } else {
                assert_ne!(game.to_act(), Some(Seat::S4));
            }
            let card = rng.pick(game.legal_cards()).unwrap();
            let before = game.tricks().len();
            let points = game.card_points();
            game.apply(Action::Play(card)).unwrap();
            if game.hand_number() == 0 && game.tricks().len() > before {
                let done = game.tricks()[before];
                let winner = done.winner(Contract::Trump(Suit::Hearts)).unwrap();
                let team = declarer.team();
                if winner == Seat::S4 {
                    assert!(game.card_points()[team] >= points[team]);
                    last_declarer_points = game.card_points()[team];
                    if game.tricks().len() < 7 {
                        assert_eq!(
                            game.trick().leader(),
                            declarer,
                            "the declarer leads after the Chnächt"
                        );
                    }
                }
            }
        }
        let _ = last_declarer_points;
    }
}

#[test]
fn the_chnaecht_may_not_claim() {
    let rules = Rules::schieber_five().with_end_mode(EndMode::Claims);
    let game = SchieberGame::new(rules, 1).unwrap();
    assert!(!game.legal_actions().contains(&Action::Claim(Seat::S4)));
    assert!(game.legal_actions().contains(&Action::Claim(Seat::S3)));
    assert_eq!(
        game.clone().apply(Action::Claim(Seat::S4)),
        Err(ActionError::CannotClaim { seat: Seat::S4 })
    );
    assert_eq!(
        game.clone().apply(Action::Claim(Seat::S5)),
        Err(ActionError::NotAtTable(Players::Five.seat(5).unwrap_err()))
    );
}

#[test]
fn stoeck_and_weis_of_the_chnaecht_count_for_the_declaring_side() {
    // Seat 4 holds ♥K ♥Q and ♠A-K-Q-J (50); declaring hearts gives its side
    // both, whichever side declared.
    let rules = Rules::schieber_five();
    let hands = BySeat([
        "H6 H7 H8 C6 C7 C8 S8".parse().unwrap(),
        "H9 H10 C9 C10 D8 D9 D10".parse().unwrap(),
        "HJ HA CJ CQ CK DJ DQ".parse().unwrap(),
        "S6 S7 D6 S9 S10 DK DA".parse().unwrap(),
        "HK HQ SA SK SQ SJ CA".parse().unwrap(),
        CardSet::EMPTY,
    ]);
    for (shove, declarer) in [(false, Seat::S0), (true, Seat::S2), (false, Seat::S1)] {
        let forehand = if declarer == Seat::S1 {
            Seat::S1
        } else {
            Seat::S0
        };
        let dealer = if forehand == Seat::S1 {
            Seat::S0
        } else {
            Seat::S3
        };
        let mut game = SchieberGame::with_deal(
            rules.with_first_forehand(jass_core::FirstForehand::RightOfDealer),
            1,
            hands,
            dealer,
        )
        .unwrap();
        if shove {
            game.apply(Action::Shove).unwrap();
        }
        assert_eq!(game.to_act(), Some(declarer));
        game.apply(Action::Declare(Contract::Trump(Suit::Hearts)))
            .unwrap();
        let team = declarer.team();
        assert_eq!(game.hand().stoeck_holder(), Some(Seat::S4));
        let mut rng = JassRng::seed_from_u64(2);
        while game.tricks().is_empty() {
            game.apply(Action::Play(rng.pick(game.legal_cards()).unwrap()))
                .unwrap();
        }
        let weis = game.hand().weis();
        assert_eq!(weis.best.map(|(s, _)| s), Some(Seat::S4));
        assert!(game.scores()[team] >= 2 * (50 + 20), "{:?}", game.scores());
        assert_eq!(game.scores()[team.other()] % 2, 0);
        // The hand's own score agrees (it once gave the Chnächt's weis to
        // team 0, seat 4's team at a table of four, whoever declared).
        let mut hand = SchieberHand::new(
            rules.with_first_forehand(jass_core::FirstForehand::RightOfDealer),
            hands,
            dealer,
            forehand,
        )
        .unwrap();
        if shove {
            hand.apply(Action::Shove).unwrap();
        }
        hand.apply(Action::Declare(Contract::Trump(Suit::Hearts)))
            .unwrap();
        while !hand.is_over() {
            hand.apply(Action::Play(rng.pick(hand.legal_cards()).unwrap()))
                .unwrap();
        }
        assert_eq!(hand.team_of(Seat::S4), Ok(team));
        let matched = hand.match_extra();
        let expected = Team::ALL.map(|t| {
            let mut points = u32::from(hand.card_points()[t]);
            if t == team {
                points += u32::from(hand.weis().points) + 20;
            }
            if let Some((winner, extra)) = matched.filter(|&(winner, _)| winner == t) {
                debug_assert_eq!(winner, t);
                points += u32::try_from(extra).unwrap();
            }
            points * u32::from(hand.multiplier())
        });
        assert_eq!(hand.score().0, expected, "{declarer}");
    }
}

#[test]
fn presets_name_their_tables() {
    assert_eq!(
        Rules::preset("schieber_five").unwrap(),
        Rules::schieber_five()
    );
    assert_eq!(
        Rules::preset("schieber_six").unwrap(),
        Rules::schieber_six()
    );
    assert_eq!(Rules::schieber_five().cards_per_player(), 7);
    assert_eq!(Rules::schieber_six().cards_per_player(), 6);
    for contract in Contract::ALL {
        assert_eq!(
            PointTable::new(contract, &Rules::schieber_six()).hand_total(),
            157
        );
        assert_eq!(
            PointTable::new(contract, &Rules::schieber_five()).hand_total(),
            157
        );
    }
    let _ = Team::T0;
}

#[test]
fn random_games_give_the_digest_the_c_and_python_tests_pin() {
    // `JASS_TABLE_GAMES=10000 cargo test --release --test tables -- --nocapture digest`
    // prints the digests of a longer run, to compare with
    // `tables 10000` (C) and `JASS_TABLE_GAMES=10000 pytest` (Python).
    let games = common::digest_games();
    for (name, rules) in [
        ("schieber_five", table_rules()[0]),
        ("schieber_six", table_rules()[1]),
        ("schieber_six_double", Rules::schieber_six_double()),
    ] {
        let digest = common::digest(games, |g| SchieberGame::new(rules, g).unwrap());
        println!("{name} {games} {digest:016x}");
        if games == 20 {
            let pinned = match name {
                "schieber_five" => PINNED_FIVE,
                "schieber_six" => PINNED_SIX,
                _ => PINNED_SIX_DOUBLE,
            };
            assert_eq!(format!("{digest:016x}"), pinned, "{name}");
        }
    }
}

/// The digests of 20 games, also in `jass-ffi/tests/c/tables.expected` and
/// `jass-py/tests/test_tables.py`. 10,000 games give, in all three
/// languages: `schieber_five` ded454031c9ef416, `schieber_six`
/// fa1e669e35c4151e, `schieber_six_double` 865b75ea66b1b92a.
const PINNED_FIVE: &str = "25d4999df3c8cff4";
const PINNED_SIX: &str = "7d8515989bebf726";
const PINNED_SIX_DOUBLE: &str = "108aa00fdf889bdc";

#[test]
fn the_chnaecht_is_not_asked_for_a_counter_claim() {
    // ⚙ `sws_window = first_trick_both_claim`: after a claim in the first
    // trick the next seat of the other side to the claimant's right is
    // asked; at five that is one of the four who claim, never the Chnächt
    // (seat 4), whatever side he plays for.
    let rules = Rules::schieber_five()
        .with_end_mode(EndMode::Claims)
        .with_sws_window(jass_core::SwsWindow::FirstTrickBothClaim)
        .with_first_forehand(jass_core::FirstForehand::RightOfDealer);
    // Before the contract the Chnächt has no side.
    let mut game = SchieberGame::new(rules, 1).unwrap();
    game.apply(Action::Claim(Seat::S3)).unwrap();
    assert_eq!(game.expecting(), Expecting::CounterClaim);
    assert_eq!(game.to_act(), Some(Seat::S0));
    // Seat 0 declares: the Chnächt plays for seats 0 and 2, the other side
    // of seat 3.
    let mut game = SchieberGame::new(rules, 1).unwrap();
    assert_eq!(game.to_act(), Some(Seat::S0));
    game.apply(Action::Declare(Contract::Obenabe)).unwrap();
    game.apply(Action::Claim(Seat::S3)).unwrap();
    assert_eq!(game.to_act(), Some(Seat::S0));
    assert_eq!(
        game.legal_actions().as_slice(),
        [
            Action::Pass,
            Action::Claim(Seat::S0),
            Action::Claim(Seat::S2)
        ]
    );
}
