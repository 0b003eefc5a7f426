//! Jass für zwei through the public API (RULES.md §7, with §3, §4 and
//! §5.1; source \[003\]).

mod common;

use jass_core::{
    Action, ActionError, AnyGame, BySeat, Card, CardSet, ClaimCounts, Contract, DealError, EndMode,
    Expecting, Game, GameKind, Hand, JassRng, Meld, NewGameError, PerContract, Players, PointTable,
    Rank, Rules, Seat, StoeckTiming, Suit, SwsWindow, Team, WeisMode, ZweierGame, ZweierHand,
    game::{EndReason, ScoreKind},
};
use proptest::prelude::*;

use common::{bots, card, cards, check_finished_game, play_out, play_steps};

const HEARTS: Contract = Contract::Trump(Suit::Hearts);

/// The other player.
fn other(seat: Seat) -> Seat {
    seat.advance(1, Players::Two)
}

/// Seat 0's and seat 1's first fans, then their second fans, from
/// `"s0 first / s1 first // s0 second / s1 second"`.
fn deal(text: &str) -> (BySeat<CardSet>, BySeat<CardSet>) {
    let fans = |pair: &str| {
        let (s0, s1) = pair.split_once('/').unwrap();
        BySeat::four([cards(s0), cards(s1), CardSet::EMPTY, CardSet::EMPTY])
    };
    let (first, second) = text.split_once("//").unwrap();
    (fans(first), fans(second))
}

/// No meld in the first fans; in the second, seat 0 holds ♥K-Q-J (20, and
/// stöck in hearts), seat 1 nothing.
fn deal_a() -> (BySeat<CardSet>, BySeat<CardSet>) {
    deal(
        "D6 D8 D10 DQ S6 S8 S10 SQ C6 / D7 D9 DJ DK S7 S9 SJ H8 H10 \
         // HK HQ HJ H6 C8 C10 CQ DA SA / SK C7 C9 CJ CK CA H7 H9 HA",
    )
}

/// As [`deal_a`], but seat 0's ♥Q and ♦6 trade fans: ♥Q lies in the first
/// fan, ♥K in the second — no meld anywhere, and no stöck.
fn deal_b() -> (BySeat<CardSet>, BySeat<CardSet>) {
    let (mut first, mut second) = deal_a();
    let (queen, six) = (card("HQ"), card("D6"));
    first[Seat::S0] = first[Seat::S0].without(six).with(queen);
    second[Seat::S0] = second[Seat::S0].without(queen).with(six);
    (first, second)
}

/// No meld in the first fans; in the second, seat 0 holds ♦8-7-6 and seat 1
/// ♠8-7-6: equal melds under a hearts contract.
fn deal_c() -> (BySeat<CardSet>, BySeat<CardSet>) {
    deal(
        "D9 DJ DK S9 SJ SK C6 C8 C10 / D10 DQ DA S10 SQ SA C7 C9 CJ \
         // D6 D7 D8 CQ CA H6 H8 H10 HQ / S6 S7 S8 CK H7 H9 HJ HK HA",
    )
}

/// Seat 0 holds every heart in the first fan and the queens, kings and
/// aces of the other suits in the second: in hearts it takes every trick.
fn deal_d() -> (BySeat<CardSet>, BySeat<CardSet>) {
    deal(
        "H6 H7 H8 H9 H10 HJ HQ HK HA / D6 D7 D8 D9 D10 DJ S6 S7 S8 \
         // DA DK DQ SA SK SQ CA CK CQ / S9 S10 SJ C6 C7 C8 C9 C10 CJ",
    )
}

/// A game whose first hand seat 1 deals as `deal` (seat 0 is forehand).
fn game_with(rules: Rules, deal: (BySeat<CardSet>, BySeat<CardSet>)) -> ZweierGame {
    ZweierGame::with_deal(rules, 1, deal.0, deal.1, Seat::S1).unwrap()
}

/// A game of `deal` in which forehand named hearts and `tricks` tricks have
/// been played with random cards (and the first legal weis decisions) drawn
/// from `seed`; the generator comes back to go on with.
fn hearts_after(
    rules: Rules,
    deal: (BySeat<CardSet>, BySeat<CardSet>),
    seed: u64,
    tricks: usize,
) -> (ZweierGame, JassRng) {
    let mut game = game_with(rules, deal);
    game.apply(Action::Declare(HEARTS)).unwrap();
    let mut rng = JassRng::seed_from_u64(seed);
    play_tricks(&mut game, &mut rng, tricks);
    (game, rng)
}

/// Plays one action of the first hand: a random legal card, or the first
/// legal weis decision.
fn step(game: &mut ZweierGame, rng: &mut JassRng) {
    let action = match game.expecting() {
        Expecting::Card => Action::Play(rng.pick(game.legal_cards()).unwrap()),
        _ => *game
            .legal_actions()
            .iter()
            .find(|a| !matches!(a, Action::Claim(_)))
            .unwrap(),
    };
    game.apply(action).unwrap();
}

/// Plays until `tricks` tricks of the first hand are complete.
fn play_tricks(game: &mut ZweierGame, rng: &mut JassRng, tricks: usize) {
    while game.hand_number() == 0 && game.hand().tricks().len() < tricks && !game.is_over() {
        step(game, rng);
    }
}

/// Plays the first hand to its end; returns its summary's hand.
fn finish_first_hand(game: &mut ZweierGame, rng: &mut JassRng) -> ZweierHand {
    while game.hand_number() == 0 && !game.is_over() {
        step(game, rng);
    }
    game.past_hands()[0].hand
}

fn entries_of_first_hand(game: &ZweierGame, kind: ScoreKind) -> Vec<(Team, u32)> {
    game.score_entries()
        .iter()
        .filter(|e| e.hand == 0 && e.kind == kind)
        .map(|e| (e.team, e.points))
        .collect()
}

/// What each player observes: their own cards in hand and nothing hidden —
/// not the opponent's hand beyond their scored weis, not the second fans
/// before they are picked up.
fn check_observations(game: &ZweierGame) {
    let hand = game.hand();
    for seat in [Seat::S0, Seat::S1] {
        let observation = game.observation(seat).unwrap();
        assert_eq!(observation.game, GameKind::Zweier);
        assert_eq!(observation.hand, hand.hands()[seat]);
        if !hand.picked_up() {
            assert!(observation.hand.is_subset(hand.first_fans()[seat]));
        }
        let opponent = other(seat);
        let shown = hand
            .weis()
            .iter()
            .fold(CardSet::EMPTY, |acc, w| acc | w.scored[opponent].cards());
        assert!(
            observation.known[opponent].is_subset(shown & hand.hands()[opponent]),
            "{observation:?}"
        );
        assert!(observation.known[Seat::S2].is_empty() && observation.known[Seat::S3].is_empty());
    }
}

/// The zweier preset with its variants: announced weis, claims under every
/// Stöck-Weis-Stich window, stöck until the count, every contract with
/// Schieber's multipliers.
fn zweier_rules() -> impl Strategy<Value = Rules> {
    (
        any::<bool>(),
        proptest::option::of(0usize..4),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(announced, claims, until_count, all_contracts)| {
            let mut rules = Rules::zweier();
            if announced {
                rules = rules.with_weis_mode(WeisMode::Announced);
            }
            if let Some(window) = claims {
                rules = rules.with_end_mode(EndMode::Claims).with_sws_window(
                    [
                        SwsWindow::SideBeforeSecondTrick,
                        SwsWindow::ClaimantBeforeSecondTrick,
                        SwsWindow::FirstTrickBothClaim,
                        SwsWindow::BeforeFirstDraw,
                    ][window],
                );
            }
            if until_count {
                rules = rules.with_stoeck_timing(StoeckTiming::UntilCount);
            }
            if all_contracts {
                rules = rules
                    .with_contracts(PerContract::splat(true))
                    .with_multipliers(Rules::schieber().multipliers);
            }
            rules
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_games_end_and_keep_the_invariants(
        seed in any::<u64>(), rule_of_thumb in any::<bool>(), rules in zweier_rules()
    ) {
        let mut game = ZweierGame::new(rules, seed).unwrap();
        play_out(
            &mut game,
            &mut bots(seed, 2, rule_of_thumb),
            &mut JassRng::seed_from_u64(seed),
            check_observations,
        );
        check_finished_game!(&game, ZweierGame, 18);
    }

    #[test]
    fn replay_of_a_partial_game_reproduces_it(
        seed in any::<u64>(), steps in 0usize..400, rules in zweier_rules()
    ) {
        let mut game = ZweierGame::new(rules, seed).unwrap();
        play_steps(&mut game, &mut bots(seed, 2, true), steps);
        prop_assert_eq!(ZweierGame::replay(&game.record()).unwrap(), game);
    }

    #[test]
    fn a_seed_a_deck_or_the_fans_reproduce_the_deal(seed in any::<u64>()) {
        let rules = Rules::zweier();
        let game = ZweierGame::new(rules, seed).unwrap();
        let deck = JassRng::seed_from_u64(seed).shuffled_deck();
        let from_deck = ZweierGame::with_deck(rules, seed, deck, Seat::S1).unwrap();
        prop_assert_eq!(from_deck.hand(), game.hand());
        let hand = game.hand();
        let from_fans = ZweierGame::with_deal(
            rules, seed, hand.first_fans(), hand.second_fans(), Seat::S1,
        ).unwrap();
        prop_assert_eq!(from_fans.hand(), game.hand());
        prop_assert_eq!(ZweierGame::replay(&from_fans.record()).unwrap(), from_fans);
    }

    #[test]
    fn the_last_trick_bonus_comes_with_the_eighteenth_trick(seed in any::<u64>()) {
        // RULES.md §7: "The last-trick 5 comes with the 18th trick."
        let mut game = ZweierGame::new(Rules::zweier(), seed).unwrap();
        game.apply(Action::Declare(HEARTS)).unwrap();
        let table = PointTable::new(HEARTS, game.rules());
        let mut rng = JassRng::seed_from_u64(seed);
        for tricks in 1..=17 {
            play_tricks(&mut game, &mut rng, tricks);
            let hand = game.hand();
            let taken = hand.tricks().iter().fold(CardSet::EMPTY, |acc, t| acc | t.card_set());
            let points = hand.card_points();
            prop_assert_eq!(points[Team::T0] + points[Team::T1], table.sum(taken));
        }
        let hand = finish_first_hand(&mut game, &mut rng);
        let points = hand.card_points();
        prop_assert_eq!(points[Team::T0] + points[Team::T1], 157);
        let last_winner = hand.tricks()[17].winner(HEARTS).unwrap();
        let without_last: u16 = table.sum(hand.tricks()[17].card_set());
        prop_assert!(points[last_winner.team()] >= without_last + 5);
    }
}

// ---------------------------------------------------------------- dealing

#[test]
fn a_deck_is_dealt_in_throws_of_three_first_fans_then_second_fans() {
    // [003]: "zweimal neun Karten in zwei Fächern zu drei Würfen mit je drei
    // Karten"; forehand (the non-dealer) gets the first throw.
    let deck: [Card; 36] = core::array::from_fn(|i| Card::from_index(i as u8));
    let game = ZweierGame::with_deck(Rules::zweier(), 0, deck, Seat::S1).unwrap();
    let hand = game.hand();
    let throws = |starts: [usize; 3]| -> CardSet {
        starts
            .iter()
            .flat_map(|&s| deck[s..s + 3].iter().copied())
            .collect()
    };
    assert_eq!(hand.dealer(), Seat::S1);
    assert_eq!(hand.forehand(), Seat::S0);
    assert_eq!(hand.first_fans()[Seat::S0], throws([0, 6, 12]));
    assert_eq!(hand.first_fans()[Seat::S1], throws([3, 9, 15]));
    assert_eq!(hand.second_fans()[Seat::S0], throws([18, 24, 30]));
    assert_eq!(hand.second_fans()[Seat::S1], throws([21, 27, 33]));
    assert_eq!(game.record().deal, Some(deck.to_vec()));
    // Seat 0 dealing: seat 1 gets the first throw.
    let game = ZweierGame::with_deck(Rules::zweier(), 0, deck, Seat::S0).unwrap();
    assert_eq!(game.hand().first_fans()[Seat::S1], throws([0, 6, 12]));
}

#[test]
fn a_bad_deal_is_refused_with_its_reason() {
    let deck: [Card; 36] = core::array::from_fn(|i| Card::from_index(i as u8));
    assert_eq!(
        ZweierGame::with_deck(Rules::zweier(), 0, deck, Seat::S2),
        Err(NewGameError::Deal(DealError::NotAtTable {
            seat: Seat::S2,
            players: 2
        }))
    );
    assert_eq!(
        DealError::NotAtTable {
            seat: Seat::S2,
            players: 2
        }
        .to_string(),
        "seat 2 is not at a table of 2 (seats 0 to 1)",
        "the words of every other seat not at a table"
    );
    let mut twice = deck;
    twice[35] = twice[0];
    assert!(matches!(
        ZweierGame::with_deck(Rules::zweier(), 0, twice, Seat::S1),
        Err(NewGameError::Deal(DealError::DuplicateCard { .. }))
    ));
    let (first, mut second) = deal_a();
    second[Seat::S1] = second[Seat::S1].without(card("HA")).with(card("D6"));
    assert_eq!(
        ZweierGame::with_deal(Rules::zweier(), 0, first, second, Seat::S1),
        Err(NewGameError::Deal(DealError::DuplicateCard {
            card: card("D6")
        }))
    );
    let (mut first, second) = deal_a();
    first[Seat::S2] = cards("HA");
    assert!(matches!(
        ZweierHand::new(Rules::zweier(), first, second, Seat::S1),
        Err(DealError::WrongHandSize {
            seat: Seat::S2,
            expected: 0,
            ..
        })
    ));
}

#[test]
fn the_deal_alternates_between_the_players() {
    // RULES.md §7 / [003]: forehand is the non-dealer; the deal alternates.
    // ⚙ first_forehand is a Schieber option: the non-dealer is forehand
    // whatever it says.
    let rules = Rules::zweier().with_first_forehand(jass_core::FirstForehand::SevenOfRoses);
    let mut game = ZweierGame::new(rules, 4).unwrap();
    let mut bots = bots(4, 2, true);
    while let Some(seat) = game.to_act() {
        game.apply(bots[seat.index()].choose(&game.observation(seat).unwrap()))
            .unwrap();
    }
    let hands = game.past_hands();
    assert!(hands.len() >= 3);
    for (i, summary) in hands.iter().enumerate() {
        let dealer = if i % 2 == 0 { Seat::S1 } else { Seat::S0 };
        assert_eq!(summary.hand.dealer(), dealer);
        assert_eq!(summary.hand.forehand(), other(dealer));
        assert_eq!(summary.hand.declarer(), Some(other(dealer)));
    }
}

// ------------------------------------------------------------ declaring

#[test]
fn forehand_names_trump_from_the_first_fan_and_may_not_shove() {
    // RULES.md §7: forehand names trump from the first fan, no shoving; the
    // trump holds for all 18 tricks. §5: ⚙ contracts may be disabled.
    let mut game = game_with(Rules::zweier(), deal_a());
    assert_eq!(game.to_act(), Some(Seat::S0));
    assert_eq!(game.expecting(), Expecting::Declaration);
    let declares: Vec<Action> = Suit::ALL
        .into_iter()
        .map(|s| Action::Declare(Contract::Trump(s)))
        .collect();
    assert_eq!(game.legal_actions().as_slice(), declares.as_slice());
    // Forehand sees its first fan only.
    assert_eq!(
        game.observation(Seat::S0).unwrap().hand,
        deal_a().0[Seat::S0]
    );
    let before = game.clone();
    assert_eq!(game.apply(Action::Shove), Err(ActionError::CannotShove));
    assert_eq!(
        game.apply(Action::Declare(Contract::Obenabe)),
        Err(ActionError::ContractDisabled {
            contract: Contract::Obenabe
        })
    );
    assert!(matches!(
        game.apply(Action::Play(card("D6"))),
        Err(ActionError::WrongPhase { .. })
    ));
    assert_eq!(game, before);
    game.apply(Action::Declare(HEARTS)).unwrap();
    // The trump holds for all 18 tricks.
    let hand = finish_first_hand(&mut game, &mut JassRng::seed_from_u64(1));
    assert_eq!(hand.contract(), Some(HEARTS));
    assert_eq!(hand.declarer(), Some(Seat::S0));
    assert_eq!(hand.tricks().len(), 18);
    // With ⚙ contracts allowing them, Obenabe and Undenufe may be named.
    let mut open = game_with(
        Rules::zweier().with_contracts(PerContract::splat(true)),
        deal_a(),
    );
    open.apply(Action::Declare(Contract::Undenufe)).unwrap();
    assert_eq!(open.hand().stoeck_holder(), None);
}

// ---------------------------------------------------------------- play

#[test]
fn play_follows_the_four_player_rules_of_003() {
    // RULES.md §3.2 under [003]: a player holding the suit led must follow
    // it and may not trump instead.
    let mut game = game_with(Rules::zweier(), deal_a());
    game.apply(Action::Declare(HEARTS)).unwrap();
    game.apply(Action::Play(card("D6"))).unwrap();
    assert_eq!(game.legal_cards(), cards("D7 D9 DJ DK"));
    let before = game.clone();
    assert!(matches!(
        game.apply(Action::Play(card("H8"))),
        Err(ActionError::Play(_))
    ));
    assert_eq!(game, before);
}

#[test]
fn the_second_fans_stay_face_down_until_nine_tricks_are_played() {
    // RULES.md §7: the second fan stays face down until the first nine
    // tricks are played; observations never show it before.
    let (first, second) = deal_a();
    let mut game = game_with(Rules::zweier(), deal_a());
    game.apply(Action::Declare(HEARTS)).unwrap();
    let mut rng = JassRng::seed_from_u64(3);
    for tricks in 0..9 {
        play_tricks(&mut game, &mut rng, tricks);
        assert!(!game.hand().picked_up());
        assert_eq!(game.hand().first_fans(), first);
        for seat in [Seat::S0, Seat::S1] {
            let observation = game.observation(seat).unwrap();
            assert!(observation.hand.is_subset(first[seat]));
            assert!(observation.hand.is_disjoint(second[seat]));
            assert!(observation.known[other(seat)].is_empty());
        }
    }
    play_tricks(&mut game, &mut rng, 9);
    assert!(game.hand().picked_up());
    assert_eq!(game.hand().first_fans(), first);
    assert_eq!(game.hand().second_fans(), second);
    for seat in [Seat::S0, Seat::S1] {
        assert_eq!(game.observation(seat).unwrap().hand, second[seat]);
        assert_eq!(game.hand().hands()[seat], second[seat]);
    }
}

// ---------------------------------------------------------------- weis

#[test]
fn the_tenth_trick_weis_scores_the_second_fans() {
    // RULES.md §7: weis is announced again in the 10th trick, from the
    // second fans.
    let (mut game, mut rng) = hearts_after(Rules::zweier(), deal_a(), 5, 9);
    assert_eq!(game.hand().weis()[0].best, None);
    assert!(entries_of_first_hand(&game, ScoreKind::Weis).is_empty());
    step(&mut game, &mut rng);
    assert!(entries_of_first_hand(&game, ScoreKind::Weis).is_empty());
    play_tricks(&mut game, &mut rng, 10);
    let run = Meld::sequence(Suit::Hearts, 3, Rank::King);
    assert_eq!(game.hand().weis()[1].best, Some((Seat::S0, run)));
    assert_eq!(game.hand().weis()[1].points, 20);
    assert_eq!(
        entries_of_first_hand(&game, ScoreKind::Weis),
        vec![(Team::T0, 20)]
    );
    let observation = game.observation(Seat::S1).unwrap();
    assert_eq!(observation.scored_weis, vec![(Seat::S0, run)]);
    assert_eq!(
        observation.known[Seat::S0],
        cards("HK HQ HJ") & game.hand().hands()[Seat::S0]
    );
}

#[test]
fn first_trick_weis_scores_the_first_fans_only() {
    // RULES.md §7: the first weis is announced from the first fans.
    // Deal D: seat 0's first fan is a run of nine hearts, seat 1's holds
    // ♦6-J and ♠6-8; nothing of the second fans counts in the first trick.
    let mut game = game_with(Rules::zweier(), deal_d());
    game.apply(Action::Declare(Contract::Trump(Suit::Clubs)))
        .unwrap();
    play_tricks(&mut game, &mut JassRng::seed_from_u64(2), 1);
    let weis = game.hand().weis()[0];
    assert_eq!(weis.best.map(|(seat, _)| seat), Some(Seat::S0));
    assert!(
        weis.scored[Seat::S0]
            .cards()
            .is_subset(deal_d().0[Seat::S0])
    );
    assert!(weis.scored[Seat::S1].is_empty());
}

#[test]
fn equal_melds_in_the_tenth_trick_go_to_its_leader() {
    // RULES.md §4.2 step 7 / §7: for equal melds the one announced first —
    // the 10th trick's leader — wins.
    let mut leaders = Vec::new();
    for seed in 0..24 {
        let (game, _) = hearts_after(Rules::zweier(), deal_c(), seed, 10);
        let hand = game.hand();
        let leader = hand.tricks()[9].leader();
        let expected = if leader == Seat::S0 {
            Meld::sequence(Suit::Diamonds, 3, Rank::Eight)
        } else {
            Meld::sequence(Suit::Spades, 3, Rank::Eight)
        };
        assert_eq!(hand.weis()[1].best, Some((leader, expected)));
        assert_eq!(
            entries_of_first_hand(&game, ScoreKind::Weis),
            vec![(leader.team(), 20)]
        );
        leaders.push(leader);
    }
    assert!(leaders.contains(&Seat::S0) && leaders.contains(&Seat::S1));
}

#[test]
fn weis_is_announced_before_the_card_in_the_first_and_tenth_tricks() {
    // ⚙ weis_mode = announced with [003]'s mandatory best announcement.
    let rules = Rules::zweier().with_weis_mode(WeisMode::Announced);
    let mut game = game_with(rules, deal_c());
    game.apply(Action::Declare(HEARTS)).unwrap();
    // No meld in the first fans: nobody is asked.
    assert_eq!(game.expecting(), Expecting::Card);
    let mut rng = JassRng::seed_from_u64(8);
    play_tricks(&mut game, &mut rng, 9);
    let leader = game.hand().trick().leader();
    let melds = |seat: Seat| {
        if seat == Seat::S0 {
            Meld::sequence(Suit::Diamonds, 3, Rank::Eight)
        } else {
            Meld::sequence(Suit::Spades, 3, Rank::Eight)
        }
    };
    assert_eq!(game.expecting(), Expecting::Weis);
    assert_eq!(game.to_act(), Some(leader));
    assert_eq!(
        game.legal_actions().as_slice(),
        &[Action::Announce(melds(leader))]
    );
    let before = game.clone();
    assert_eq!(game.apply(Action::Pass), Err(ActionError::CannotPass));
    assert_eq!(game, before);
    game.apply(Action::Announce(melds(leader))).unwrap();
    assert_eq!(
        game.observation(other(leader)).unwrap().announced[leader],
        Some(20)
    );
    step(&mut game, &mut rng);
    assert_eq!(game.expecting(), Expecting::Weis);
    game.apply(Action::Announce(melds(other(leader)))).unwrap();
    step(&mut game, &mut rng);
    assert_eq!(game.hand().tricks().len(), 10);
    assert_eq!(game.hand().weis()[1].best, Some((leader, melds(leader))));
    let decisions = game.hand().weis_decisions()[1];
    assert_eq!(
        decisions[other(leader)],
        jass_core::game::WeisDecision::Announced(melds(other(leader)))
    );
    assert_eq!(ZweierGame::replay(&game.record()).unwrap(), game);

    // Under ⚙ announce_policy = optional a player may pass: the other's
    // meld then scores.
    let rules = rules.with_announce_policy(jass_core::AnnouncePolicy::Optional);
    let (mut game, _) = hearts_after(rules, deal_c(), 8, 9);
    game.apply(Action::Pass).unwrap();
    step(&mut game, &mut JassRng::seed_from_u64(8));
    game.apply(Action::Announce(melds(other(leader)))).unwrap();
    step(&mut game, &mut JassRng::seed_from_u64(8));
    assert_eq!(
        game.hand().weis()[1].best,
        Some((other(leader), melds(other(leader))))
    );
}

#[test]
fn the_first_trick_s_announced_values_stay_seen_until_the_tenth_trick() {
    // RULES.md §4.3 and §7: the values announced in the first trick were
    // said aloud; every observation of the first nine tricks still shows
    // them, and the 10th trick starts a new announcement. deal_c with the
    // fans swapped: seat 0 holds ♦8-7-6 and seat 1 ♠8-7-6 in the first fans.
    let rules = Rules::zweier().with_weis_mode(WeisMode::Announced);
    let (first, second) = deal_c();
    let mut game = game_with(rules, (second, first));
    game.apply(Action::Declare(HEARTS)).unwrap();
    assert_eq!(game.expecting(), Expecting::Weis);
    let mut rng = JassRng::seed_from_u64(8);
    play_tricks(&mut game, &mut rng, 1);
    assert!(game.hand().weis()[0].best.is_some());
    for tricks in 1..9 {
        assert_eq!(game.hand().tricks().len(), tricks);
        for seat in [Seat::S0, Seat::S1] {
            let announced = game.observation(seat).unwrap().announced;
            assert_eq!(
                [announced[Seat::S0], announced[Seat::S1]],
                [Some(20), Some(20)],
                "after {tricks} tricks, seen by {seat}"
            );
        }
        play_tricks(&mut game, &mut rng, tricks + 1);
    }
    assert_eq!(game.hand().tricks().len(), 9);
    let announced = game.observation(Seat::S0).unwrap().announced;
    assert_eq!([announced[Seat::S0], announced[Seat::S1]], [None, None]);
}

// ---------------------------------------------------------------- stöck

#[test]
fn stoeck_in_the_second_fan_counts_from_the_pickup() {
    // RULES.md §4.4 / §7: the trump king and queen in one fan; credited
    // once the fan is picked up, recorded when the second card is played.
    let mut game = game_with(Rules::zweier(), deal_a());
    game.apply(Action::Declare(HEARTS)).unwrap();
    assert_eq!(game.hand().stoeck_holder(), Some(Seat::S0));
    let mut rng = JassRng::seed_from_u64(6);
    play_tricks(&mut game, &mut rng, 8);
    let points = game.hand().card_points();
    assert_eq!(game.scores()[Team::T0], u32::from(points[Team::T0]));
    play_tricks(&mut game, &mut rng, 9);
    let points = game.hand().card_points();
    assert_eq!(game.scores()[Team::T0], u32::from(points[Team::T0]) + 20);
    assert!(!game.hand().stoeck_recorded());
    let hand = finish_first_hand(&mut game, &mut rng);
    assert!(hand.stoeck_recorded());
    assert_eq!(
        entries_of_first_hand(&game, ScoreKind::Stoeck),
        vec![(Team::T0, 20)]
    );
}

#[test]
fn stoeck_split_across_the_fans_does_not_count() {
    // RULES.md §4.4 / §7: stöck only with the trump king and queen in the
    // same fan ([003]: "im gleichen Fächer zusammenstecken").
    let mut game = game_with(Rules::zweier(), deal_b());
    game.apply(Action::Declare(HEARTS)).unwrap();
    assert_eq!(game.hand().stoeck_holder(), None);
    let hand = finish_first_hand(&mut game, &mut JassRng::seed_from_u64(7));
    assert!(!hand.stoeck_recorded());
    assert!(entries_of_first_hand(&game, ScoreKind::Stoeck).is_empty());
    let score = game.past_hands()[0].score;
    assert_eq!(score[Team::T0] + score[Team::T1], 157);
}

#[test]
fn stoeck_shown_in_the_tenth_trick_weis_is_recorded_under_until_count() {
    // RULES.md §4.4, ⚙ stoeck_timing: on the second card played (default,
    // [003]) or also when shown in a weis (until_count, [002]).
    for (timing, seed) in [
        (StoeckTiming::UntilCount, 9),
        (StoeckTiming::OnSecondCard, 9),
    ] {
        let rules = Rules::zweier().with_stoeck_timing(timing);
        let (game, _) = hearts_after(rules, deal_a(), seed, 10);
        let hand = game.hand();
        let both_played = hand.hands()[Seat::S0].is_disjoint(cards("HK HQ"));
        assert_eq!(
            hand.stoeck_recorded(),
            timing == StoeckTiming::UntilCount || both_played
        );
    }
}

// ---------------------------------------------------------------- scoring

#[test]
fn a_match_needs_all_eighteen_tricks() {
    // RULES.md §7: match for one player taking all 18 tricks.
    let (mut game, mut rng) = hearts_after(Rules::zweier(), deal_d(), 4, 9);
    let hand = *game.hand();
    assert_eq!(hand.tricks_won()[Team::T0], 9);
    assert_eq!(hand.match_extra(), None);
    let taken = hand
        .tricks()
        .iter()
        .fold(CardSet::EMPTY, |acc, t| acc | t.card_set());
    assert_eq!(
        hand.card_points()[Team::T0],
        PointTable::new(HEARTS, game.rules()).sum(taken)
    );
    let hand = finish_first_hand(&mut game, &mut rng);
    assert_eq!(hand.tricks_won()[Team::T0], 18);
    assert_eq!(hand.card_points()[Team::T0], 157);
    assert_eq!(hand.match_extra(), Some((Team::T0, 100)));
    let cards_entry: u32 = game
        .score_entries()
        .iter()
        .filter(|e| e.hand == 0 && e.kind == ScoreKind::Cards)
        .map(|e| {
            assert_eq!(e.team, Team::T0);
            e.points
        })
        .sum();
    assert_eq!(cards_entry, 257);
}

#[test]
fn multipliers_apply_to_everything_scored_in_the_hand() {
    // RULES.md §5: ⚙ multipliers apply to cards, last trick, match, weis
    // and stöck (the zweier preset: all ×1, [003]).
    // Deal A: 157 card points, seat 0's 10th-trick weis (20) and stöck (20).
    let mut multipliers = PerContract::splat(1);
    multipliers[HEARTS] = 2;
    let rules = Rules::zweier().with_multipliers(multipliers);
    let mut game = game_with(rules, deal_a());
    game.apply(Action::Declare(HEARTS)).unwrap();
    let hand = finish_first_hand(&mut game, &mut JassRng::seed_from_u64(10));
    let extra = hand
        .match_extra()
        .map_or(0, |(_, e)| u32::try_from(e).unwrap());
    let score = game.past_hands()[0].score;
    assert_eq!(
        score[Team::T0] + score[Team::T1],
        2 * (157 + 20 + 20 + extra)
    );
    assert_eq!(hand.score(), score);
}

#[test]
fn the_preset_plays_to_1000_with_schneider_below_500() {
    // RULES.md §7 and §5.1: target 1000, schneider below 500, judged when
    // the winner reaches the target (automatic end).
    let rules = Rules::zweier();
    assert_eq!(rules.target, 1000);
    assert!(rules.schneider);
    for seed in 0..6 {
        let mut game = ZweierGame::new(rules, seed).unwrap();
        let mut bots = bots(seed, 2, seed % 2 == 0);
        while let Some(seat) = game.to_act() {
            game.apply(bots[seat.index()].choose(&game.observation(seat).unwrap()))
                .unwrap();
        }
        let result = game.result().unwrap();
        assert!(matches!(
            result.reason,
            EndReason::Target | EndReason::StoeckWeisStich(_)
        ));
        assert!(result.scores[result.winner] >= 1000);
        assert_eq!(
            result.schneider,
            result.scores[result.winner.other()] * 2 < 1000
        );
    }
}

// ---------------------------------------------------------------- claims

fn claims_rules() -> Rules {
    Rules::zweier().with_end_mode(EndMode::Claims)
}

#[test]
fn only_the_two_players_may_claim() {
    // RULES.md §5.1: any player may claim — at this table seats 0 and 1.
    let mut game = game_with(claims_rules(), deal_a());
    let claims: Vec<Action> = game
        .legal_actions()
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Claim(_)))
        .collect();
    assert_eq!(claims, [Action::Claim(Seat::S0), Action::Claim(Seat::S1)]);
    let before = game.clone();
    assert_eq!(
        game.apply(Action::Claim(Seat::S2)),
        Err(ActionError::NotAtTable(Players::Two.seat(2).unwrap_err()))
    );
    assert_eq!(game, before);
}

#[test]
fn a_claim_below_the_target_in_the_first_trick_loses() {
    // RULES.md §5.1: inside the Stöck-Weis-Stich window the first trick is
    // finished and counted; nobody reaches 1000, so the claimant loses.
    let mut game = game_with(claims_rules(), deal_a());
    game.apply(Action::Declare(HEARTS)).unwrap();
    game.apply(Action::Claim(Seat::S1)).unwrap();
    assert!(!game.is_over());
    play_tricks(&mut game, &mut JassRng::seed_from_u64(1), 1);
    let result = game.result().unwrap();
    assert_eq!(
        (result.winner, result.reason, result.claimant),
        (Team::T0, EndReason::SwsNobodyReached, Some(Seat::S1))
    );
}

#[test]
fn the_window_closes_when_the_claimant_plays_to_the_second_trick() {
    // ⚙ sws_window = side_before_second_trick ([003]): in a two-player game
    // the side is the claimant alone.
    let rules = claims_rules().with_target(20);
    let (mut game, mut rng) = hearts_after(rules, deal_a(), 2, 1);
    step(&mut game, &mut rng);
    let played = game.hand().trick().leader();
    let mut late = game.clone();
    late.apply(Action::Claim(played)).unwrap();
    assert!(matches!(
        late.result().unwrap().reason,
        EndReason::ValidClaim | EndReason::InvalidClaim
    ));
    let mut inside = game;
    inside.apply(Action::Claim(other(played))).unwrap();
    assert!(matches!(
        inside.result().unwrap().reason,
        EndReason::StoeckWeisStich(_) | EndReason::SwsNobodyReached
    ));
}

#[test]
fn there_is_no_second_stoeck_weis_stich_window_in_the_tenth_trick() {
    // A claim during the 10th trick ends play at once: the unfinished trick
    // and its weis count for nobody (RULES.md §5.1, §7).
    let rules = claims_rules().with_claim_counts(ClaimCounts::BothSides);
    let (mut game, mut rng) = hearts_after(rules, deal_a(), 3, 9);
    step(&mut game, &mut rng);
    let scores = game.scores();
    game.apply(Action::Claim(Seat::S0)).unwrap();
    let result = game.result().unwrap();
    assert_eq!(result.reason, EndReason::InvalidClaim);
    assert_eq!(result.scores, scores);
    assert!(entries_of_first_hand(&game, ScoreKind::Weis).is_empty());
}

#[test]
fn held_stoeck_of_the_picked_up_fan_counts_for_a_claim() {
    // RULES.md §4.4: for a claim, stöck counts for the player who holds the
    // pair, played or not — in Jass für zwei once its fan is picked up.
    let (first, second) = deal_a();
    for (tricks, counted) in [(8, 0), (9, 20)] {
        let (mut game, _) = hearts_after(claims_rules(), (first, second), 4, tricks);
        let points = game.hand().card_points();
        game.apply(Action::Claim(Seat::S0)).unwrap();
        let result = game.result().unwrap();
        assert_eq!(
            result.scores[Team::T0],
            u32::from(points[Team::T0]) + counted
        );
    }
}

// ------------------------------------------------------------- records

#[test]
fn any_game_dispatches_jass_fuer_zwei() {
    // Records replay through `AnyGame`; an illegal action fails at its
    // index.
    let mut game = ZweierGame::new(Rules::zweier(), 12).unwrap();
    game.apply(Action::Declare(HEARTS)).unwrap();
    let any = AnyGame::from(game.clone());
    assert_eq!(any.kind(), GameKind::Zweier);
    assert_eq!(any.players(), 2);
    assert_eq!(AnyGame::replay(&game.record()).unwrap(), any);
    let mut record = game.record();
    record.actions.push(Action::Shove);
    assert!(matches!(
        ZweierGame::replay(&record),
        Err(jass_core::ReplayError::Action { index: 1, .. })
    ));
    record.game = GameKind::Schieber;
    assert!(matches!(
        ZweierGame::replay(&record),
        Err(jass_core::ReplayError::WrongGame { .. })
    ));
}

#[cfg(feature = "json")]
#[test]
fn a_record_survives_json() {
    let (game, _) = hearts_after(Rules::zweier(), deal_c(), 1, 11);
    let json = serde_json::to_string(&game.record()).unwrap();
    let record: jass_core::GameRecord = serde_json::from_str(&json).unwrap();
    assert_eq!(record.game, GameKind::Zweier);
    assert_eq!(ZweierGame::replay(&record).unwrap(), game);
}
