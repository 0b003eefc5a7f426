//! The games where each player plays on their own: Differenzler (RULES.md
//! §9.1) and Hindersi (§9.2), at tables of three and four. Their rules
//! follow the published descriptions §9 names (Pagat's Swiss Jass pages,
//! the Swiss lottery's online Jass, the Swiss radio's Jass service,
//! Jasswiki) and *Swiss Jass* [002] for the weak undertrump rule.

#[allow(dead_code, reason = "the shared helpers also check team games")]
mod common;

use jass_core::bots::{Bot, RandomBot};
use jass_core::{
    Action, ActionError, AnyGame, Card, CardSet, CardValues, Contract, DealError, DifferenzlerGame,
    Expecting, Game, GameKind, HindersiGame, JassRng, MittlereGame, NewGameError, PartialTrick,
    Players, Predictions, ReplayError, Rules, RulesError, SchieberGame, Seat, SoloHand, Suit,
    TrumpChoice, Undertrump, game::EndReason, legal_cards,
};
use proptest::prelude::*;

use common::{bots, play_out_probing, play_steps, refusal};

fn new_game(kind: GameKind, rules: Rules, seed: u64) -> AnyGame {
    match kind {
        GameKind::Differenzler => DifferenzlerGame::new(rules, seed).unwrap().into(),
        _ => HindersiGame::new(rules, seed).unwrap().into(),
    }
}

fn preset(kind: GameKind, three: bool) -> Rules {
    let rules = match kind {
        GameKind::Differenzler => Rules::differenzler(),
        _ => Rules::hindersi(),
    };
    if three {
        rules.with_players(Players::Three)
    } else {
        rules
    }
}

fn kind_of(differenzler: bool) -> GameKind {
    if differenzler {
        GameKind::Differenzler
    } else {
        GameKind::Hindersi
    }
}

/// The first hand of the game of `seed` in Differenzler at four and at
/// three, Hindersi and Mittlere.
fn first_hands(seed: u64) -> [SoloHand; 4] {
    [
        *DifferenzlerGame::new(Rules::differenzler(), seed)
            .unwrap()
            .hand(),
        *DifferenzlerGame::new(Rules::differenzler().with_players(Players::Three), seed)
            .unwrap()
            .hand(),
        *HindersiGame::new(Rules::hindersi(), seed).unwrap().hand(),
        *MittlereGame::new(Rules::mittlere(), seed).unwrap().hand(),
    ]
}

/// A stray action: any card, any prediction, or an action of another game.
fn stray(probe: &mut JassRng) -> Action {
    match probe.below(6) {
        0 => Action::Predict(probe.below(200) as u16),
        1 => Action::Declare(Contract::Obenabe),
        2 => Action::Shove,
        3 => Action::Rob,
        4 => Action::Pass,
        _ => Action::Play(Card::from_index(probe.below(36) as u8)),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_games_end_and_every_hand_counts_157(
        seed in any::<u64>(), differenzler in any::<bool>(), three in any::<bool>(),
        rule_of_thumb in any::<bool>(), hidden in any::<bool>(), drawn in any::<bool>()
    ) {
        let kind = kind_of(differenzler);
        let mut rules = preset(kind, three);
        if hidden {
            rules = rules.with_predictions(Predictions::Hidden);
        }
        if drawn {
            rules = rules.with_trump_choice(TrumpChoice::Random);
        }
        let mut game = new_game(kind, rules, seed);
        let players = rules.players.count();
        let mut probe = JassRng::seed_from_u64(seed ^ 1);
        play_out_probing(&mut game, &mut bots(seed, players, rule_of_thumb), &mut probe, stray, |game| {
            let seat = game.to_act().unwrap();
            let legal = game.legal_cards();
            if game.expecting() == Expecting::Card {
                assert!(!legal.is_empty());
                assert!(legal.is_subset(game.hands()[seat]));
            } else {
                assert!(legal.is_empty());
            }
        });
        let summaries = match &game {
            AnyGame::Differenzler(g) => g.past_hands().to_vec(),
            AnyGame::Hindersi(g) => g.past_hands().to_vec(),
            _ => unreachable!(),
        };
        prop_assert_eq!(summaries.len(), usize::from(rules.hands));
        let mut totals = [0i64; 6];
        for summary in &summaries {
            let points = summary.hand.points_taken();
            prop_assert_eq!(points.0.iter().sum::<u16>(), 157);
            prop_assert_eq!(summary.hand.tricks().len(), 36 / players);
            for (total, score) in totals.iter_mut().zip(summary.scores.0).take(players) {
                *total += i64::from(score);
            }
        }
        prop_assert_eq!(game.seat_totals().0, totals);
        let result = game.result().unwrap();
        prop_assert_eq!(result.reason, EndReason::HandsPlayed);
        let places = game.places().unwrap();
        let best = totals[..players].iter().min().unwrap();
        for (place, total) in places.0.iter().zip(totals).take(players) {
            prop_assert_eq!(*place == 1, total == *best);
        }
        prop_assert_eq!(AnyGame::replay(&game.record()).unwrap(), game);
    }

    #[test]
    fn replay_reproduces_partial_games(
        seed in any::<u64>(), differenzler in any::<bool>(), three in any::<bool>(),
        steps in 0usize..200
    ) {
        let kind = kind_of(differenzler);
        let rules = preset(kind, three);
        let mut game = new_game(kind, rules, seed);
        play_steps(&mut game, &mut bots(seed, rules.players.count(), true), steps);
        prop_assert_eq!(AnyGame::replay(&game.record()).unwrap(), game);
    }
}

// ------------------------------------------------------------ §9.1 rule cases

#[test]
fn the_pack_is_dealt_nine_each_at_four_and_twelve_each_at_three() {
    // RULES.md §9.1: "Deal all cards (9 each at four, 12 each at three)".
    for (players, per) in [(Players::Four, 9), (Players::Three, 12)] {
        let game = DifferenzlerGame::new(Rules::differenzler().with_players(players), 3).unwrap();
        let all = game.hands().0.iter().fold(CardSet::EMPTY, |a, &h| a | h);
        assert_eq!(all, CardSet::ALL);
        for &seat in players.seats() {
            assert_eq!(game.hands()[seat].len(), per);
        }
        // The last seat deals; seat 0 is forehand and predicts first.
        assert_eq!(game.dealer(), *players.seats().last().unwrap());
        assert_eq!(game.to_act(), Some(Seat::S0));
        assert_eq!(game.expecting(), Expecting::Prediction);
    }
}

#[test]
fn trump_is_the_suit_of_the_bottom_card_which_every_player_knows() {
    // RULES.md §9.1 (Pagat, Jasswiki): the bottom card belongs to the
    // dealer and is shown to all; its suit is trump.
    let deck = JassRng::seed_from_u64(11).shuffled_deck();
    let game = DifferenzlerGame::with_deck(Rules::differenzler(), 11, deck, Seat::S3).unwrap();
    let bottom = deck[35];
    assert_eq!(game.hand().bottom_card(), Some(bottom));
    assert_eq!(game.contract(), Some(Contract::Trump(bottom.suit())));
    assert!(game.hands()[Seat::S3].contains(bottom));
    for seat in [Seat::S0, Seat::S1, Seat::S2] {
        assert!(game.observation(seat).unwrap().known[Seat::S3].contains(bottom));
    }
}

#[test]
fn trump_drawn_at_random_does_not_follow_the_bottom_card() {
    // ⚙ `trump_choice = random` (the online game): over twenty deals the
    // drawn suit differs from the bottom card's at least once.
    let rules = Rules::differenzler().with_trump_choice(TrumpChoice::Random);
    let differs = (0..20).any(|seed| {
        let deck = JassRng::seed_from_u64(seed + 1000).shuffled_deck();
        let game = DifferenzlerGame::with_deck(rules, seed, deck, Seat::S3).unwrap();
        assert_eq!(game.hand().bottom_card(), None);
        game.contract() != Some(Contract::Trump(deck[35].suit()))
    });
    assert!(differs);
}

#[test]
fn trump_drawn_at_random_takes_every_suit_from_hand_to_hand() {
    // ⚙ `trump_choice = random`: each hand's trump is drawn anew, the
    // first hand's and every later one's, so over a game's hands and a few
    // seeds every suit comes up.
    let rules = Rules::differenzler().with_trump_choice(TrumpChoice::Random);
    let mut first_hands = Vec::new();
    let mut later_hands = Vec::new();
    for seed in 0..8 {
        let mut game = DifferenzlerGame::new(rules, seed).unwrap();
        first_hands.push(game.hand().trump().unwrap());
        let mut bots = bots(seed, 4, false);
        while game.to_act().is_some() {
            let fresh = game.hand().tricks().is_empty() && game.trick().is_empty();
            if fresh && !game.past_hands().is_empty() {
                later_hands.push(game.hand().trump().unwrap());
            }
            play_steps(&mut game, &mut bots, 1);
        }
    }
    for drawn in [&first_hands, &later_hands] {
        for suit in Suit::ALL {
            assert!(drawn.contains(&suit), "{suit} never drawn in {drawn:?}");
        }
    }
}

#[test]
fn card_values_worth_more_than_a_prediction_may_be_are_refused() {
    // RULES.md §9.1: a prediction is at most 255 points, so ⚙
    // `card_values` under which a hand is worth more are refused, and a
    // hand worth exactly 255 is allowed.
    let values = |last_trick| CardValues {
        trump: [7; 9],
        side: [7; 9],
        obenabe: [7; 9],
        undenufe: [7; 9],
        last_trick,
    };
    let rules = |last_trick| Rules::differenzler().with_card_values(Some(values(last_trick)));
    // 36 cards of 7 and the last trick 3: 255.
    assert!(DifferenzlerGame::new(rules(3), 1).is_ok());
    assert!(matches!(
        DifferenzlerGame::new(rules(4), 1),
        Err(NewGameError::Rules(RulesError::InvalidValue {
            option: "card_values",
            ..
        }))
    ));
}

#[test]
fn the_game_interface_reports_hands_tricks_claims_and_the_winner() {
    // What C and Python read through the game interface (RULES.md §9.1,
    // §9.2): the hand's tricks so far, the number of the hand in play,
    // no claim ever wins (a seat not at the table is refused), and once
    // over the winner is the side of the seat in first place.
    for (kind, three) in [(GameKind::Differenzler, true), (GameKind::Hindersi, false)] {
        let rules = preset(kind, three);
        let mut game = new_game(kind, rules, 7);
        let players = game.players();
        let mut bots = bots(7, players, false);
        let seats: Vec<Seat> = (0..players)
            .map(|i| Seat::from_index(i as u8).unwrap())
            .collect();
        let absent = Seat::from_index(players as u8).unwrap();
        while let Some(to_act) = game.to_act() {
            let seen = game.observation(to_act).unwrap().tricks;
            assert_eq!(game.tricks(), &seen[..], "{kind:?}");
            assert_eq!(usize::from(game.hand_number()), game.hands_finished());
            for &seat in &seats {
                assert_eq!(game.claim_would_win(seat), Ok(false));
            }
            assert!(game.claim_would_win(absent).is_err(), "{kind:?}");
            play_steps(&mut game, &mut bots, 1);
        }
        assert!(game.tricks().len() == 9 || game.tricks().len() == 12);
        // Over: the hand in view is the last one played.
        assert_eq!(usize::from(game.hand_number()), game.hands_finished() - 1);
        let places = game.places().unwrap();
        let first = seats.iter().copied().find(|&s| places[s] == 1).unwrap();
        assert_eq!(game.result().unwrap().winner, first.team(), "{kind:?}");
    }
}

#[test]
fn predictions_go_from_forehand_to_the_dealer_open_or_hidden() {
    // RULES.md §9.1 ⚙ `predictions`: open, everyone sees every prediction
    // made; hidden, each knows only their own until the hand ends.
    for hidden in [false, true] {
        let rules = if hidden {
            Rules::differenzler().with_predictions(Predictions::Hidden)
        } else {
            Rules::differenzler()
        };
        let mut game = DifferenzlerGame::new(rules, 5).unwrap();
        for (seat, points) in [(Seat::S0, 30), (Seat::S1, 45), (Seat::S2, 0)] {
            assert_eq!(game.to_act(), Some(seat));
            game.apply(Action::Predict(points)).unwrap();
        }
        let seen = game.observation(Seat::S1).unwrap().predictions;
        if hidden {
            assert_eq!(seen.0[..4], [None, Some(45), None, None]);
        } else {
            assert_eq!(seen.0[..4], [Some(30), Some(45), Some(0), None]);
        }
        game.apply(Action::Predict(60)).unwrap();
        assert_eq!(game.expecting(), Expecting::Card);
        assert_eq!(game.to_act(), Some(Seat::S0));
        // Once the hand is over its predictions are on the score sheet.
        let mut bot = RandomBot::new(JassRng::seed_from_u64(1));
        while game.hands_finished() == 0 {
            let seat = game.to_act().unwrap();
            game.apply(bot.choose(&game.observation(seat).unwrap()))
                .unwrap();
        }
        let row = game.score_sheet().rows[0];
        assert_eq!(
            row.predictions.0[..4],
            [Some(30), Some(45), Some(0), Some(60)]
        );
    }
}

#[test]
fn the_weak_undertrump_rule_lets_only_a_player_void_in_the_suit_led_undertrump() {
    // RULES.md §3.2, §9.1; [002]: in the negative and mixed games one may
    // not undertrump unless holding no card of the suit led.
    let rules = Rules::differenzler();
    assert_eq!(rules.undertrump, Undertrump::Weak);
    let contract = Contract::Trump(Suit::Spades);
    let trick = PartialTrick::try_new(&["H6".parse().unwrap(), "S9".parse().unwrap()]).unwrap();
    // Void in hearts, holding a lower trump and a diamond: the weak rule
    // allows the undertrump, the strict one does not.
    let hand: CardSet = "S6 D7".parse().unwrap();
    let weak = legal_cards(hand, &trick, contract, rules.play());
    assert!(weak.contains("S6".parse().unwrap()));
    let strict = legal_cards(
        hand,
        &trick,
        contract,
        rules.with_undertrump(Undertrump::Strict).play(),
    );
    assert!(!strict.contains("S6".parse().unwrap()));
    // Holding the suit led: follow it (or overtrump), never undertrump.
    let hand: CardSet = "S6 H7".parse().unwrap();
    assert_eq!(
        legal_cards(hand, &trick, contract, rules.play()),
        "H7".parse().unwrap()
    );
}

#[test]
fn the_game_lasts_the_hands_the_option_gives() {
    // RULES.md §9.1, §9.2 ⚙ `hands`.
    for (kind, hands) in [(GameKind::Differenzler, 3), (GameKind::Hindersi, 2)] {
        let rules = preset(kind, false).with_hands(hands);
        let mut game = new_game(kind, rules, 9);
        let mut bots = bots(9, 4, false);
        play_steps(&mut game, &mut bots, 10_000);
        assert!(game.is_over());
        assert_eq!(game.hands_finished(), usize::from(hands));
    }
    assert_eq!(Rules::differenzler().hands, 12);
    assert_eq!(Rules::hindersi().hands, 4);
}

#[test]
fn an_exact_prediction_earns_the_bonus_the_option_sets() {
    // RULES.md §9.1 ⚙ `exact_bonus`: found by predicting each seat's real
    // points (replayed from a first run).
    let mut probe = DifferenzlerGame::new(Rules::differenzler().with_hands(1), 21).unwrap();
    let mut bot = RandomBot::new(JassRng::seed_from_u64(21));
    for _ in 0..4 {
        probe.apply(Action::Predict(0)).unwrap();
    }
    let cards: Vec<Action> = {
        while !probe.is_over() {
            let seat = probe.to_act().unwrap();
            probe
                .apply(bot.choose(&probe.observation(seat).unwrap()))
                .unwrap();
        }
        probe.record().actions[4..].to_vec()
    };
    let taken = probe.past_hands()[0].hand.points_taken();
    for bonus in [10, 25] {
        let rules = Rules::differenzler().with_hands(1).with_exact_bonus(bonus);
        let mut game = DifferenzlerGame::new(rules, 21).unwrap();
        let predictions = [taken.0[0], taken.0[1] + 3, taken.0[2], taken.0[3]];
        for points in predictions {
            game.apply(Action::Predict(points)).unwrap();
        }
        for &action in &cards {
            game.apply(action).unwrap();
        }
        let scores = game.past_hands()[0].scores;
        let exact = |seat: usize| {
            if taken.0[seat] > 0 || game.past_hands()[0].hand.tricks_taken().0[seat] > 0 {
                -i32::from(bonus)
            } else {
                0
            }
        };
        assert_eq!(scores.0[0], exact(0));
        assert_eq!(scores.0[1], 3);
        assert_eq!(game.seat_totals().0[1], 3);
        assert_eq!(scores.0[2], exact(2));
    }
}

// ------------------------------------------------------------ §9.2 rule cases

#[test]
fn hindersi_scores_the_points_taken_and_its_weis_is_subtracted() {
    // RULES.md §9.2: each player's card points; ⚙ small weis subtracted
    // (default: no weis).
    let mut with_weis = None;
    for seed in 0..40 {
        let rules = Rules::hindersi().with_hands(1).with_weis_enabled(true);
        let mut game = HindersiGame::new(rules, seed).unwrap();
        let mut plain = HindersiGame::new(Rules::hindersi().with_hands(1), seed).unwrap();
        let mut bot = RandomBot::new(JassRng::seed_from_u64(seed));
        while let Some(seat) = game.to_act() {
            let action = bot.choose(&game.observation(seat).unwrap());
            game.apply(action).unwrap();
            plain.apply(action).unwrap();
        }
        let hand = game.past_hands()[0].hand;
        let points = hand.points_taken();
        let plain_scores = plain.past_hands()[0].scores;
        if hand.tricks_taken().0.contains(&9) {
            continue;
        }
        for seat in 0..4 {
            assert_eq!(plain_scores.0[seat], i32::from(points.0[seat]));
        }
        if let Some((holder, declaration)) = hand.weis() {
            let weis = i32::from(declaration.total(&rules));
            assert!(weis > 0);
            let scores = game.past_hands()[0].scores;
            assert_eq!(scores[holder], i32::from(points[holder]) - weis);
            with_weis = Some(seed);
            break;
        }
    }
    assert!(with_weis.is_some(), "no deal with a weis among forty");
}

// ------------------------------------------------------------ hostile input

#[test]
fn hostile_actions_are_refused_with_typed_errors_and_change_nothing() {
    let mut game: AnyGame = DifferenzlerGame::new(Rules::differenzler(), 2)
        .unwrap()
        .into();
    // Out of range, the wrong phase, actions of other games.
    assert_eq!(
        refusal(&game, Action::Predict(158)),
        ActionError::PredictionOutOfRange {
            points: 158,
            max: 157
        }
    );
    let card = game.hands()[Seat::S0].first().unwrap();
    for action in [
        Action::Play(card),
        Action::Declare(Contract::Trump(Suit::Hearts)),
        Action::Shove,
        Action::Pass,
        Action::Rob,
        Action::Claim(Seat::S0),
    ] {
        assert!(matches!(
            refusal(&game, action),
            ActionError::WrongPhase {
                expecting: Expecting::Prediction,
                ..
            }
        ));
    }
    for _ in 0..4 {
        game.apply(Action::Predict(40)).unwrap();
    }
    // Predicting when a card is due, a card out of turn.
    assert!(matches!(
        refusal(&game, Action::Predict(40)),
        ActionError::WrongPhase {
            expecting: Expecting::Card,
            ..
        }
    ));
    let other = game.hands()[Seat::S1].first().unwrap();
    assert!(matches!(
        refusal(&game, Action::Play(other)),
        ActionError::Play(_)
    ));
    // Hindersi has no predictions at all.
    let hindersi: AnyGame = HindersiGame::new(Rules::hindersi(), 2).unwrap().into();
    assert!(matches!(
        refusal(&hindersi, Action::Predict(0)),
        ActionError::WrongPhase {
            expecting: Expecting::Card,
            ..
        }
    ));
    // A finished game refuses everything.
    let mut done = DifferenzlerGame::new(Rules::differenzler().with_hands(1), 2).unwrap();
    let mut bots = bots(2, 4, false);
    play_steps(&mut done, &mut bots, 1000);
    assert_eq!(refusal(&done, Action::Predict(0)), ActionError::GameOver);
}

#[test]
fn tables_the_games_are_not_played_at_are_refused() {
    for players in [Players::Five, Players::Six] {
        assert_eq!(
            DifferenzlerGame::new(Rules::differenzler().with_players(players), 1),
            Err(NewGameError::Deal(DealError::TableSize {
                players: players.count()
            }))
        );
        assert!(HindersiGame::new(Rules::hindersi().with_players(players), 1).is_err());
    }
    assert_eq!(
        SchieberGame::new(Rules::schieber().with_players(Players::Three), 1),
        Err(NewGameError::Deal(DealError::TableSize { players: 3 }))
    );
    // A record of one game does not replay as the other.
    let record = DifferenzlerGame::new(Rules::differenzler(), 1)
        .unwrap()
        .record();
    assert_eq!(
        HindersiGame::replay(&record),
        Err(ReplayError::WrongGame {
            game: GameKind::Differenzler
        })
    );
    let mut bad = record.clone();
    bad.actions = vec![Action::Predict(300)];
    assert!(matches!(
        DifferenzlerGame::replay(&bad),
        Err(ReplayError::Action { index: 0, .. })
    ));
}

// ------------------------------------------------------------ digests

/// The digest of `games` random games of `kind` under `rules`
/// ([`common::random_games_digest`]), the lines giving each seat's total.
fn digest(kind: GameKind, rules: Rules, games: u64) -> u64 {
    common::random_games_digest(
        games,
        |g| new_game(kind, rules, g),
        |game| {
            game.seat_totals().0[..game.players()]
                .iter()
                .map(ToString::to_string)
                .collect()
        },
    )
}

#[test]
fn random_games_give_the_digest_the_c_and_python_tests_pin() {
    // `JASS_TABLE_GAMES=10000 cargo test --release --test solo_games -- --nocapture digest`
    // prints the digests of a longer run, to compare with
    // `tables 10000` (C) and `JASS_TABLE_GAMES=10000 pytest` (Python).
    let games = common::table_games();
    for (name, kind, pinned) in [
        ("differenzler", GameKind::Differenzler, PINNED_DIFFERENZLER),
        ("hindersi", GameKind::Hindersi, PINNED_HINDERSI),
    ] {
        let rules = Rules::preset(name).unwrap();
        let digest = digest(kind, rules, games);
        println!("{name} {games} {digest:016x}");
        match games {
            20 => assert_eq!(format!("{digest:016x}"), pinned[0], "{name}"),
            10_000 => assert_eq!(format!("{digest:016x}"), pinned[1], "{name}"),
            _ => {}
        }
    }
}

/// The digests of 20 games (also in `jass-ffi/tests/c/tables.expected` and
/// `jass-py/tests/test_solo_games.py`) and of 10,000 games (what `tables
/// 10000` in C and `JASS_TABLE_GAMES=10000 pytest` in Python print too).
const PINNED_DIFFERENZLER: [&str; 2] = ["391cbb45e3f456f5", "ee80156f3d2529c1"];
const PINNED_HINDERSI: [&str; 2] = ["d96930910c149b3d", "35ba80f216081e4d"];

/// `SoloHand::play_unchecked` plays a legal card as `apply` does (in
/// Mittlere the card that founds trump as well, §9.3), and refuses with
/// `false`, changing nothing, while predictions are due (§9.1) and once
/// the hand is over.
#[test]
fn play_unchecked_plays_a_card_as_apply_does_and_nothing_when_no_card_is_due() {
    let mut founded = 0;
    for seed in 0..20 {
        for start in first_hands(seed) {
            let (hand, _) = common::check_play_unchecked(
                start,
                seed,
                SoloHand::legal_actions,
                SoloHand::apply,
                SoloHand::play_unchecked,
            );
            assert!(hand.is_over());
            founded += usize::from(hand.trump().is_some() && start.trump().is_none());
        }
    }
    assert!(founded > 0, "a Mittlere hand founds its trump by a card");
}

/// A `SoloHand` lists the actions that led to it after every action: the
/// predictions (§9.1), then the cards, those of a trick begun included, from
/// the first card of a game without predictions (Hindersi §9.2, Mittlere
/// §9.3). Once over it refuses a prediction as it refuses a card, as over,
/// and changes nothing.
#[test]
fn a_hand_lists_its_actions_after_each_one_and_refuses_any_once_over() {
    for seed in 0..6 {
        for mut hand in first_hands(seed) {
            let mut rng = JassRng::seed_from_u64(seed);
            let mut done = Vec::new();
            assert_eq!(hand.actions(), done);
            while !hand.is_over() {
                let legal = hand.legal_actions();
                let action = legal.as_slice()[rng.below(legal.len() as u32) as usize];
                hand.apply(action).unwrap();
                done.push(action);
                assert_eq!(hand.actions(), done);
            }
            let card = hand.tricks()[0].cards()[0];
            for action in [Action::Predict(0), Action::Play(card)] {
                let before = hand;
                assert_eq!(hand.apply(action), Err(ActionError::GameOver));
                assert_eq!(hand, before);
            }
        }
    }
}
