//! Mittlere (RULES.md §9.3): three players each on their own, trump
//! founded by the first card played off the suit led, strokes and zeros.
//! The rules follow the published descriptions §9 names (Pagat's Swiss
//! Jass pages, the Swiss radio's Jass service) and *Swiss Jass* [002] for
//! the weak undertrump rule.

#[allow(dead_code, reason = "the shared helpers also check team games")]
mod common;

use jass_core::bots::{Bot, RandomBot};
use jass_core::{
    Action, ActionError, AnyGame, Card, Contract, DealError, Expecting, Game, GameKind, JassRng,
    MittlereGame, NewGameError, PlayError, Players, Rank, ReplayError, Rules, Seat, Suit,
    TrumpChoice, game::EndReason,
};
use proptest::prelude::*;

use common::{bots, card, cards, play_out_probing, play_steps, refusal};

/// The deck that deals `hands` (twelve cards each, seats 0, 1, 2) in threes
/// from seat 0, the forehand of dealer seat 2.
fn deck_of(hands: [&str; 3]) -> [Card; 36] {
    let hands = hands.map(|h| cards(h).iter().collect::<Vec<_>>());
    let mut deck = Vec::new();
    for round in 0..4 {
        for hand in &hands {
            deck.extend_from_slice(&hand[round * 3..round * 3 + 3]);
        }
    }
    deck.try_into().unwrap()
}

fn game_of(hands: [&str; 3]) -> MittlereGame {
    MittlereGame::with_deck(Rules::mittlere(), 1, deck_of(hands), Seat::S2).unwrap()
}

fn play(game: &mut MittlereGame, played: &str) {
    for c in played.split_whitespace() {
        game.apply(Action::Play(card(c))).unwrap();
    }
}

/// A stray action: any card or an action of another game.
fn stray(probe: &mut JassRng) -> Action {
    match probe.below(7) {
        0 => Action::Predict(probe.below(200) as u16),
        1 => Action::Declare(Contract::Obenabe),
        2 => Action::ChooseRow {
            row: 0,
            contract: Contract::Trump(Suit::Hearts),
        },
        3 => Action::Shove,
        4 => Action::Rob,
        5 => Action::Pass,
        _ => Action::Play(Card::from_index(probe.below(36) as u8)),
    }
}

#[test]
fn the_preset_seats_three_and_plays_twelve_hands_of_twelve_cards() {
    // RULES.md §9.3: hands of 12; each player deals four times.
    let rules = Rules::mittlere();
    assert_eq!(rules.players, Players::Three);
    assert_eq!(rules.hands, 12);
    assert_eq!(Rules::preset("mittlere"), Ok(rules));
    let game = MittlereGame::new(rules, 3).unwrap();
    for seat in [Seat::S0, Seat::S1, Seat::S2] {
        assert_eq!(game.hands()[seat].len(), 12);
    }
    assert_eq!(game.kind(), GameKind::Mittlere);
    assert_eq!(game.contract(), None, "no trump at first");
    assert_eq!(
        MittlereGame::new(rules.with_players(Players::Four), 3),
        Err(NewGameError::Deal(DealError::TableSize { players: 4 }))
    );
}

#[test]
fn the_first_card_off_the_suit_led_founds_trump_and_a_higher_trump_beats_it() {
    // RULES.md §9.3: the card that founds trump is already a trump in its
    // own trick; a later higher trump in that trick beats it.
    let mut game = game_of([
        "HA HK HQ HJ H10 H9 H8 H7 H6 S6 S7 S8",
        "S9 S10 SJ SQ SK SA D6 D7 D8 D9 D10 DJ",
        "C6 C7 C8 C9 C10 CJ CQ CK CA DQ DK DA",
    ]);
    play(&mut game, "HA");
    // Seat 1 holds no heart: any card, and nothing is trump yet.
    assert_eq!(game.legal_cards(), game.hands()[Seat::S1]);
    assert_eq!(game.observation(Seat::S2).unwrap().contract, None);
    play(&mut game, "D6");
    assert_eq!(game.contract(), Some(Contract::Trump(Suit::Diamonds)));
    assert_eq!(
        game.observation(Seat::S0).unwrap().contract,
        Some(Contract::Trump(Suit::Diamonds)),
        "every observation knows the trump once founded"
    );
    assert_eq!(game.hand().trump_founded_in(), Some(0));
    play(&mut game, "DQ");
    let hand = game.hand();
    assert_eq!(hand.tricks()[0].winner(Contract::Obenabe), Some(Seat::S0));
    assert_eq!(
        hand.tricks_taken().0[..3],
        [0, 0, 1],
        "the queen of trump wins"
    );
    // ♥A 11 + ♦6 0 + ♦Q 3 in trump ♦.
    assert_eq!(hand.points_taken().0[..3], [0, 0, 14]);
}

#[test]
fn the_founding_card_wins_when_nobody_trumps_higher() {
    // RULES.md §9.3.
    let mut game = game_of([
        "HA HK HQ HJ H10 H9 H8 H7 H6 S6 S7 S8",
        "S9 S10 SJ SQ SK SA D6 D7 D8 D9 D10 DJ",
        "C6 C7 C8 C9 C10 CJ CQ CK CA DQ DK DA",
    ]);
    play(&mut game, "HA D6 C6");
    assert_eq!(game.hand().tricks_taken().0[..3], [0, 1, 0]);
    assert_eq!(game.to_act(), Some(Seat::S1), "the founder leads next");
}

#[test]
fn tricks_before_trump_keep_their_winner_and_count_with_the_trump_values() {
    // RULES.md §9.3: until trump exists the trick goes to the highest card
    // of the suit led; all the hand's cards count with the final contract.
    let mut game = game_of([
        "S6 S7 S8 HA HK HQ HJ H10 H9 H8 H7 H6",
        "SA SK SQ D6 D7 D8 D9 D10 DJ DQ DK DA",
        "SJ S10 S9 C6 C7 C8 C9 C10 CJ CQ CK CA",
    ]);
    play(&mut game, "S6 SA");
    // Seat 2 must follow suit: nothing is trump yet.
    assert_eq!(game.legal_cards(), cards("SJ S10 S9"));
    play(&mut game, "SJ");
    // The ace takes the trick in the plain order.
    assert_eq!(game.hand().tricks_taken().0[..3], [0, 1, 0]);
    assert_eq!(game.to_act(), Some(Seat::S1));
    play(&mut game, "D6");
    assert_eq!(game.contract(), None);
    play(&mut game, "S9");
    assert_eq!(game.contract(), Some(Contract::Trump(Suit::Spades)));
    assert_eq!(game.hand().trump_founded_in(), Some(1));
    // Seat 0, void in diamonds, may undertrump or discard (weak rule).
    assert_eq!(game.legal_cards(), game.hands()[Seat::S0]);
    play(&mut game, "H6");
    let hand = game.hand();
    // The first trick stays seat 1's (♠A over ♠J in the plain order) and
    // is worth ♠A 11 + ♠J 20 as trumps; seat 2's ♠9 took the second.
    assert_eq!(hand.tricks_taken().0[..3], [0, 1, 1]);
    assert_eq!(hand.points_taken().0[..3], [0, 31, 14]);
}

#[test]
fn after_trump_a_void_player_plays_any_card_and_a_trump_takes_the_trick() {
    // RULES.md §9.3 with §3.2: the usual trump rules once trump exists.
    let mut game = game_of([
        "S6 S7 S8 HA HK HQ HJ H10 H9 H8 H7 H6",
        "SA SK SQ D6 D7 D8 D9 D10 DJ DQ DK DA",
        "SJ S10 S9 C6 C7 C8 C9 C10 CJ CQ CK CA",
    ]);
    play(&mut game, "S6 SA SJ D6 S9 H6");
    // Seat 2 leads a club; seat 0 holds none (any card), seat 1 neither.
    play(&mut game, "C6");
    assert_eq!(game.legal_cards(), game.hands()[Seat::S0]);
    play(&mut game, "H7");
    // Seat 1 holds spades (trump) and diamonds: any card too.
    assert_eq!(game.legal_cards(), game.hands()[Seat::S1]);
    let error = refusal(&game, Action::Play(card("CA")));
    assert_eq!(
        error,
        ActionError::Play(PlayError::NotInHand { card: card("CA") })
    );
    play(&mut game, "SQ");
    // Seat 1 trumped: it takes the trick.
    assert_eq!(game.hand().tricks_taken().0[..3], [0, 2, 1]);
    // Seat 1 leads a diamond; seat 2, void in diamonds, may play any card.
    play(&mut game, "D7");
    assert_eq!(game.legal_cards(), game.hands()[Seat::S2]);
}

#[test]
fn a_hand_without_trump_counts_obenabe_values_with_every_eight_worth_eight() {
    // RULES.md §9.3: if no trump arises, Obenabe values (8 = 8). Three cards
    // of each suit per player: everyone can always follow suit.
    let hands = [
        "S6 S7 S8 H6 H7 H8 D6 D7 D8 C6 C7 C8",
        "S9 S10 SJ H9 H10 HJ D9 D10 DJ C9 C10 CJ",
        "SQ SK SA HQ HK HA DQ DK DA CQ CK CA",
    ];
    let mut game = game_of(hands);
    let mut bot = RandomBot::new(JassRng::seed_from_u64(3));
    while game.hands_finished() == 0 {
        assert_eq!(game.contract(), None);
        let seat = game.to_act().unwrap();
        game.apply(bot.choose(&game.observation(seat).unwrap()))
            .unwrap();
    }
    let summary = game.past_hands()[0];
    let hand = summary.hand;
    assert_eq!(hand.trump(), None);
    assert_eq!(hand.counted_contract(), Contract::Obenabe);
    // Seat 2 holds the highest three of every suit: it takes every trick,
    // worth 152 + 5 with the eights at 8 (a match: two strokes).
    assert_eq!(hand.tricks_taken().0[..3], [0, 0, 12]);
    assert_eq!(hand.points_taken().0[..3], [0, 0, 157]);
    assert_eq!(summary.scores.0[..3], [0, 0, 2]);
    assert_eq!(summary.zeros.0[..3], [1, 1, 0]);
    let row = game.score_sheet().rows[0];
    assert_eq!(row.contract, Contract::Obenabe);
    assert!(game.score_sheet().to_string().contains("157 = ||"));
}

#[test]
fn eights_count_eight_in_a_hand_without_trump_whoever_takes_them() {
    // RULES.md §9.3: no trump arises (three cards of every suit each), so
    // every trick goes to the highest card of the suit led and counts
    // Obenabe's values: A 11, K 4, Q 3, J 2, 10 10, 8 8, last trick 5.
    let hands = [
        "S8 S9 S10 H8 H9 H10 D8 D9 D10 C8 C9 C10",
        "S6 S7 SJ H6 H7 HJ D6 D7 DJ C6 C7 CJ",
        "SQ SK SA HQ HK HA DQ D6 DA CQ CK CA",
    ];
    let hands = [hands[0], hands[1], &hands[2].replace("D6", "DK")];
    let mut game = game_of(hands);
    let mut bot = RandomBot::new(JassRng::seed_from_u64(9));
    while game.hands_finished() == 0 {
        let seat = game.to_act().unwrap();
        game.apply(bot.choose(&game.observation(seat).unwrap()))
            .unwrap();
    }
    let hand = game.past_hands()[0].hand;
    let value = |c: Card| match c.rank() {
        Rank::Ace => 11,
        Rank::Ten => 10,
        Rank::Eight => 8,
        Rank::King => 4,
        Rank::Queen => 3,
        Rank::Jack => 2,
        _ => 0,
    };
    let mut expected = [0u16; 3];
    for (i, trick) in hand.tricks().iter().enumerate() {
        let led = trick.cards()[0].suit();
        let best = (0..3)
            .filter(|&p| trick.cards()[p].suit() == led)
            .max_by_key(|&p| trick.cards()[p].rank().index())
            .unwrap();
        let points: u16 = trick.cards().iter().map(|&c| value(c)).sum();
        expected[trick.seat_of(best).index()] += points + if i == 11 { 5 } else { 0 };
    }
    assert_eq!(hand.trump(), None);
    assert_eq!(hand.points_taken().0[..3], expected);
    assert_eq!(expected.iter().sum::<u16>(), 157);
}

#[test]
fn strokes_and_zeros_are_written_once_a_hand_ends_and_the_most_strokes_wins() {
    // RULES.md §9.3: each hand writes two strokes and two zeros, or nothing
    // (the readings of the appendix); most strokes wins, zeros break ties.
    let mut game = MittlereGame::new(Rules::mittlere(), 8).unwrap();
    let mut bots = bots(8, 3, true);
    while let Some(seat) = game.to_act() {
        let action = bots[seat.index()].choose(&game.observation(seat).unwrap());
        game.apply(action).unwrap();
    }
    assert_eq!(game.hands_finished(), 12);
    let mut strokes = [0i64; 3];
    let mut zeros = [0i64; 3];
    for summary in game.past_hands() {
        let written: (i32, u8) = (
            summary.scores.0[..3].iter().sum(),
            summary.zeros.0[..3].iter().sum(),
        );
        assert!(written == (2, 2) || written == (0, 0), "{written:?}");
        assert_eq!(summary.hand.points_taken().0[..3].iter().sum::<u16>(), 157);
        for i in 0..3 {
            strokes[i] += i64::from(summary.scores.0[i]);
            zeros[i] += i64::from(summary.zeros.0[i]);
        }
    }
    assert_eq!(game.seat_totals().0[..3], strokes);
    assert_eq!(game.zero_totals().0[..3], zeros);
    let places = game.places().unwrap();
    for a in 0..3 {
        for b in 0..3 {
            let better =
                strokes[a] > strokes[b] || (strokes[a] == strokes[b] && zeros[a] < zeros[b]);
            if better {
                assert!(places.0[a] < places.0[b]);
            }
            if strokes[a] == strokes[b] && zeros[a] == zeros[b] {
                assert_eq!(places.0[a], places.0[b]);
            }
        }
    }
    assert_eq!(game.result().unwrap().reason, EndReason::HandsPlayed);
    let sheet = game.score_sheet();
    assert_eq!(sheet.rows.len(), 12);
    assert_eq!(sheet.rows[11].totals, game.seat_totals());
    assert_eq!(sheet.rows[11].zero_totals, game.zero_totals());
    let text = sheet.to_string();
    assert!(text.contains("total"), "{text}");
}

#[test]
fn the_rule_of_thumb_bot_avoids_the_middle_better_than_chance() {
    // Against two random players a seat that plays at random comes first
    // in about a third of the games; the rule-of-thumb bot, ducking for
    // the lowest score and taking a trick late when it has none, in about
    // half (seeds fixed: the count is exact).
    let games = 60;
    let mut first = 0;
    for g in 0..games {
        let mut game = MittlereGame::new(Rules::mittlere(), g).unwrap();
        let mut bots: Vec<Box<dyn Bot>> = vec![
            Box::new(jass_core::bots::RuleOfThumb::new(JassRng::seed_from_u64(g))),
            Box::new(RandomBot::new(JassRng::seed_from_u64(g + 1000))),
            Box::new(RandomBot::new(JassRng::seed_from_u64(g + 2000))),
        ];
        while let Some(seat) = game.to_act() {
            let action = bots[seat.index()].choose(&game.observation(seat).unwrap());
            game.apply(action).unwrap();
        }
        first += u32::from(game.places().unwrap().0[0] == 1);
    }
    assert!(first * 5 >= games as u32 * 2, "first in {first} of {games}");
}

#[test]
fn actions_of_other_games_and_illegal_cards_are_refused_and_change_nothing() {
    let mut game = game_of([
        "S6 S7 S8 HA HK HQ HJ H10 H9 H8 H7 H6",
        "SA SK SQ D6 D7 D8 D9 D10 DJ DQ DK DA",
        "SJ S10 S9 C6 C7 C8 C9 C10 CJ CQ CK CA",
    ]);
    for action in [
        Action::Predict(40),
        Action::Declare(Contract::Trump(Suit::Hearts)),
        Action::ChooseRow {
            row: 2,
            contract: Contract::Obenabe,
        },
        Action::Shove,
        Action::Pass,
        Action::Rob,
    ] {
        assert!(
            matches!(
                refusal(&game, action),
                ActionError::WrongPhase {
                    expecting: Expecting::Card,
                    ..
                }
            ),
            "{action}"
        );
    }
    play(&mut game, "S6");
    // Seat 1 holds spades: a diamond would found trump, but it must follow.
    let error = refusal(&game, Action::Play(card("D6")));
    assert!(
        matches!(error, ActionError::Play(PlayError::MustFollowSuit { .. })),
        "{error:?}"
    );
    assert_eq!(game.contract(), None, "a refused card founds nothing");
    assert!(matches!(
        refusal(&game, Action::Play(card("SJ"))),
        ActionError::Play(PlayError::NotInHand { .. })
    ));
    // Once over, every action is refused.
    let mut bot = RandomBot::new(JassRng::seed_from_u64(1));
    while let Some(seat) = game.to_act() {
        game.apply(bot.choose(&game.observation(seat).unwrap()))
            .unwrap();
    }
    assert_eq!(
        refusal(&game, Action::Play(card("S6"))),
        ActionError::GameOver
    );
}

/// RULES.md §9.3 assumes that at most one player can have 100 (the hand
/// is worth 157): ⚙ `card_values` that make a hand of a trump or of
/// Obenabe worth 200 or more are refused with a rules error, a hand worth
/// 199 is played, and Undenufe's values, which Mittlere never counts, are
/// not read.
#[test]
fn card_values_under_which_two_players_could_have_100_are_refused() {
    let values = |trump: u8, obenabe: u8, undenufe: u8, last_trick: u8| jass_core::CardValues {
        trump: [trump; 9],
        side: [trump; 9],
        obenabe: [obenabe; 9],
        undenufe: [undenufe; 9],
        last_trick,
    };
    // 36 cards of 5 and the last trick's 19: 199.
    for (ok, values) in [
        (true, values(5, 5, 30, 19)),
        (false, values(30, 5, 5, 19)),
        (false, values(5, 30, 5, 19)),
        (false, values(5, 5, 5, 20)),
    ] {
        let rules = Rules::mittlere().with_card_values(Some(values));
        assert_eq!(rules.validate(), Ok(()));
        let made = MittlereGame::new(rules, 3);
        if ok {
            assert!(made.is_ok(), "{values:?}");
        } else {
            assert!(
                matches!(
                    made,
                    Err(NewGameError::Rules(jass_core::RulesError::InvalidValue {
                        option: "card_values",
                        ..
                    }))
                ),
                "{values:?}"
            );
            let deck = JassRng::seed_from_u64(1).shuffled_deck();
            assert!(MittlereGame::with_deck(rules, 3, deck, Seat::S2).is_err());
        }
    }
}

#[test]
fn records_replay_and_refuse_other_games() {
    let mut game = MittlereGame::new(Rules::mittlere(), 21).unwrap();
    let mut bot = RandomBot::new(JassRng::seed_from_u64(2));
    for _ in 0..50 {
        let seat = game.to_act().unwrap();
        game.apply(bot.choose(&game.observation(seat).unwrap()))
            .unwrap();
    }
    let record = game.record();
    assert_eq!(MittlereGame::replay(&record), Ok(game.clone()));
    assert_eq!(AnyGame::replay(&record), Ok(AnyGame::from(game)));
    let differenzler = jass_core::DifferenzlerGame::new(Rules::differenzler(), 1).unwrap();
    assert_eq!(
        MittlereGame::replay(&differenzler.record()),
        Err(ReplayError::WrongGame {
            game: GameKind::Differenzler
        })
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn random_games_keep_the_rules_of_mittlere(seed in any::<u64>(), rule_of_thumb in any::<bool>()) {
        // 157 per hand, legal cards a non-empty subset of the hand, trump
        // fixed by the first card off the suit led and never changed,
        // replay reproduces the game (RULES.md §9.3).
        let mut game = MittlereGame::new(Rules::mittlere(), seed).unwrap();
        let mut bots = bots(seed, 3, rule_of_thumb);
        let mut probe = JassRng::seed_from_u64(seed ^ 1);
        let mut founded: Option<Suit> = None;
        let mut hand_number = 0;
        while let Some(seat) = game.to_act() {
            if game.hand_number() != hand_number {
                hand_number = game.hand_number();
                founded = None;
            }
            let legal = game.legal_cards();
            prop_assert!(!legal.is_empty());
            prop_assert!(legal.is_subset(game.hands()[seat]));
            prop_assert_eq!(game.contract().and_then(Contract::trump), founded);
            if probe.below(4) == 0 {
                let action = stray(&mut probe);
                if !game.legal_actions().contains(&action) {
                    refusal(&game, action);
                }
            }
            let action = bots[seat.index()].choose(&game.observation(seat).unwrap());
            let off_suit = match (action, game.trick().led_suit()) {
                (Action::Play(card), Some(led)) => (card.suit() != led).then_some(card.suit()),
                _ => None,
            };
            let finishing = game.hand().tricks().len() == 11 && game.trick().len() == 2;
            game.apply(action).unwrap();
            if founded.is_none() && off_suit.is_some() {
                founded = off_suit;
            }
            if finishing {
                let last = game.past_hands().last().unwrap();
                prop_assert_eq!(last.hand.trump(), founded);
                prop_assert_eq!(last.hand.points_taken().0[..3].iter().sum::<u16>(), 157);
            } else {
                prop_assert_eq!(game.contract().and_then(Contract::trump), founded);
            }
        }
        prop_assert_eq!(game.hands_finished(), 12);
        prop_assert_eq!(MittlereGame::replay(&game.record()), Ok(game.clone()));
    }

    #[test]
    fn random_games_refuse_stray_actions_without_change(seed in any::<u64>()) {
        let mut game = AnyGame::from(MittlereGame::new(Rules::mittlere().with_hands(2), seed).unwrap());
        let mut probe = JassRng::seed_from_u64(seed);
        play_out_probing(&mut game, &mut bots(seed, 3, false), &mut probe, stray, |_| {});
        prop_assert_eq!(game.hands_finished(), 2);
    }
}

// ------------------------------------------------------------ digests

/// The digest of `games` random games of Mittlere
/// ([`common::random_games_digest`]), the lines giving each seat's
/// strokes and then each seat's zeros.
fn digest(games: u64) -> u64 {
    common::random_games_digest(
        games,
        |g| MittlereGame::new(Rules::mittlere(), g).unwrap().into(),
        |game| {
            let zeros = match game {
                AnyGame::Mittlere(game) => game.zero_totals(),
                _ => unreachable!("a Mittlere game"),
            };
            game.seat_totals().0[..3]
                .iter()
                .chain(&zeros.0[..3])
                .map(ToString::to_string)
                .collect()
        },
    )
}

#[test]
fn random_games_give_the_digest_the_c_and_python_tests_pin() {
    // `JASS_TABLE_GAMES=10000 cargo test --release --test mittlere -- --nocapture digest`
    // prints the digest of a longer run, to compare with `tables 10000`
    // (C) and `JASS_TABLE_GAMES=10000 pytest` (Python).
    let games = common::table_games();
    let digest = digest(games);
    println!("mittlere {games} {digest:016x}");
    match games {
        20 => assert_eq!(format!("{digest:016x}"), PINNED_MITTLERE[0]),
        10_000 => assert_eq!(format!("{digest:016x}"), PINNED_MITTLERE[1]),
        _ => {}
    }
}

/// The digests of 20 games (also in `jass-ffi/tests/c/tables.expected` and
/// `jass-py/tests/test_mittlere.py`) and of 10,000 games.
const PINNED_MITTLERE: [&str; 2] = ["b54111e68108eee0", "287518e9bc454ac1"];

#[test]
fn the_deals_do_not_depend_on_the_trump_choice() {
    // RULES.md §9.3: Mittlere's trump is founded in play, so no trump is
    // drawn under ⚙ `trump_choice = random` and a seed deals the same
    // hands, the first and the next, whatever the option says.
    let plain = Rules::mittlere();
    let random = plain.with_trump_choice(TrumpChoice::Random);
    for seed in 0..4 {
        let mut games = [plain, random].map(|rules| MittlereGame::new(rules, seed).unwrap());
        assert_eq!(games[0].hands(), games[1].hands(), "seed {seed}");
        for game in &mut games {
            let mut bots = bots(seed, 3, false);
            // Up to the last card of the hand, which deals the next.
            while game.hand().tricks().len() < 11 || game.trick().len() < 2 {
                play_steps(game, &mut bots, 1);
            }
            play_steps(game, &mut bots, 1);
            assert!(game.hand().tricks().is_empty(), "seed {seed}");
        }
        assert_eq!(
            games[0].hands(),
            games[1].hands(),
            "seed {seed}, second hand"
        );
    }
}
