//! Schieber games through the public API (RULES.md §4.3, §4.4, §5, §5.1).

mod common;

use jass_core::{
    Action, ActionError, BySeat, ByTeam, CardSet, ClaimCounts, Contract, EndMode, Expecting,
    FirstForehand, Game, GameKind, Hand, JassRng, Meld, PRESET_NAMES, Players, Rank, Rules,
    SchieberGame, SchieberHand, Seat, Suit, SwsOrder, SwsStep, SwsWindow, Team, WeisMode,
    game::{EndReason, ScoreKind},
};
use proptest::prelude::*;

use common::{bots, card, cards, check_finished_game, play_out, play_steps};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_games_under_every_preset_end_and_keep_the_invariants(
        seed in any::<u64>(), preset in 0usize..PRESET_NAMES.len(), rule_of_thumb in any::<bool>(),
        announced in any::<bool>(), claims in any::<bool>()
    ) {
        let mut rules = Rules::preset(PRESET_NAMES[preset]).unwrap();
        // The Mittlere preset seats three: not a Schieber table.
        prop_assume!(GameKind::Schieber.seats(rules.players));
        if announced {
            rules = rules.with_weis_mode(WeisMode::Announced);
        }
        if claims {
            rules = rules.with_end_mode(EndMode::Claims);
        }
        let mut game = SchieberGame::new(rules, seed).unwrap();
        let players = rules.players.count();
        play_out(&mut game, &mut bots(seed, players, rule_of_thumb), &mut JassRng::seed_from_u64(seed), |_| {});
        check_finished_game!(&game, SchieberGame, rules.cards_per_player() as u8);
    }

    #[test]
    fn replay_of_a_partial_game_reproduces_it(seed in any::<u64>(), steps in 0usize..200) {
        let mut game = SchieberGame::new(Rules::schieber().with_weis_mode(WeisMode::Announced), seed).unwrap();
        play_steps(&mut game, &mut bots(seed, 4, true), steps);
        prop_assert_eq!(SchieberGame::replay(&game.record()).unwrap(), game);
    }
}

#[test]
fn the_holder_of_the_seven_of_roses_leads_the_first_hand_and_deals_the_second() {
    let mut game = SchieberGame::new(Rules::schieber(), 5).unwrap();
    let holder = Seat::ALL
        .into_iter()
        .find(|&s| game.hand().dealt()[s].contains(card("C7")))
        .unwrap();
    assert_eq!(game.hand().forehand(), holder);
    let mut rng = JassRng::seed_from_u64(5);
    game.apply(Action::Declare(Contract::Obenabe)).unwrap();
    while game.hand_number() == 0 {
        let legal = game.legal_cards();
        game.apply(Action::Play(rng.pick(legal).unwrap())).unwrap();
    }
    assert_eq!(game.hand().dealer(), holder);
    assert_eq!(game.hand().forehand(), holder.next());
}

#[test]
fn right_of_dealer_is_forehand_when_the_rules_say_so() {
    let game = SchieberGame::new(Rules::schieber_1000(), 5).unwrap();
    assert_eq!(game.hand().dealer(), Seat::S3);
    assert_eq!(game.hand().forehand(), Seat::S0);
}

fn deal(hands: [&str; 4]) -> BySeat<CardSet> {
    BySeat::four(hands.map(cards))
}

/// Seat 0 holds four obers and seat 2 a sequence of three (♥9-8-7); no
/// other hand holds a meld.
fn four_obers_deal() -> BySeat<CardSet> {
    deal([
        "HQ DQ SQ CQ H6 D7 S10 CA C8",
        "D8 DK HA H10 S6 S9 SK C6 CJ",
        "H9 H8 H7 D6 SA CK S8 DJ C10",
        "D9 D10 DA HJ HK S7 SJ C7 C9",
    ])
}

/// As [`four_obers_deal`], but seat 3 holds four kings.
fn four_kings_deal() -> BySeat<CardSet> {
    deal([
        "HQ DQ SQ CQ H6 D7 S10 CA C8",
        "D8 D9 HA H10 S6 S9 S7 C6 CJ",
        "H9 H8 H7 D6 SA C9 S8 DJ C10",
        "DK D10 DA HJ HK SK SJ C7 CK",
    ])
}

#[test]
fn obenabe_triples_four_obers_and_a_sequence_of_three_to_360() {
    // [002]: "the contract is obenabe, a player announces four obers, and
    // her partner announces a sequence of three ... 3 times (100 plus 20) is
    // 360."
    let rules = Rules::schieber().with_first_forehand(FirstForehand::RightOfDealer);
    let mut game = SchieberGame::with_deal(rules, 1, four_obers_deal(), Seat::S3).unwrap();
    assert_eq!(game.hand().forehand(), Seat::S0);
    game.apply(Action::Declare(Contract::Obenabe)).unwrap();
    let mut rng = JassRng::seed_from_u64(1);
    for _ in 0..4 {
        game.apply(Action::Play(rng.pick(game.legal_cards()).unwrap()))
            .unwrap();
    }
    let weis: u32 = game
        .score_entries()
        .iter()
        .filter(|e| e.kind == ScoreKind::Weis)
        .map(|e| {
            assert_eq!(e.team, Team::T0);
            e.points
        })
        .sum();
    assert_eq!(weis, 360);
}

fn announced_rules() -> Rules {
    Rules::schieber()
        .with_weis_mode(WeisMode::Announced)
        .with_first_forehand(FirstForehand::RightOfDealer)
}

#[test]
fn the_announcement_flow_scores_the_best_announced_meld_and_its_partner() {
    let four_obers = Meld::Four(Rank::Queen);
    let four_kings = Meld::Four(Rank::King);
    // Seat 3's four kings would win, but seat 3 passes: only announced
    // melds compete, and seat 0's side scores its obers and seat 2's
    // sequence.
    let mut game =
        SchieberGame::with_deal(announced_rules(), 1, four_kings_deal(), Seat::S3).unwrap();
    game.apply(Action::Declare(Contract::Trump(Suit::Spades)))
        .unwrap();
    assert_eq!(game.expecting(), Expecting::Weis);
    game.apply(Action::Announce(four_obers)).unwrap();
    game.apply(Action::Play(card("H6"))).unwrap();
    // Seat 1 has no meld and seat 2's sequence (20) is below the 100
    // announced: neither has a decision to make.
    assert_eq!(game.expecting(), Expecting::Card);
    game.apply(Action::Play(card("H10"))).unwrap();
    assert_eq!(game.expecting(), Expecting::Card);
    game.apply(Action::Play(card("H9"))).unwrap();
    assert_eq!(game.expecting(), Expecting::Weis);
    assert!(game.legal_actions().contains(&Action::Announce(four_kings)));
    let passing = game.clone();
    game.apply(Action::Pass).unwrap();
    game.apply(Action::Play(card("HK"))).unwrap();
    assert_eq!(game.hand().weis().team(), Some(Team::T0));
    assert_eq!(game.hand().weis().points, 120);
    assert_eq!(SchieberGame::replay(&game.record()).unwrap(), game);

    // Had seat 3 announced its kings, they would have beaten the obers.
    let mut announcing = passing;
    announcing.apply(Action::Announce(four_kings)).unwrap();
    announcing.apply(Action::Play(card("HK"))).unwrap();
    assert_eq!(announcing.hand().weis().team(), Some(Team::T1));
    assert_eq!(announcing.hand().weis().points, 100);
    assert_eq!(announcing.hand().weis().best, Some((Seat::S3, four_kings)));
}

/// In small weis a winner who announced a piece of a run scores the melds
/// the piece leaves too (RULES.md §4.3: "that team scores all its
/// melds"); only melds of the automatic declaration that fit beside the
/// piece were counted, and the run beside it was lost.
#[test]
fn a_winner_who_announced_a_piece_of_a_run_scores_the_rest_of_it() {
    let rules = Rules::preset("schieber_3000")
        .unwrap()
        .with_weis_mode(WeisMode::Announced)
        .with_first_forehand(FirstForehand::RightOfDealer);
    let hands = deal([
        "H6 H7 H8 H9 H10 HJ HQ C7 D6",
        "S6 S8 S10 SQ SA C6 C9 CJ D7",
        "D8 D10 DQ DA HK S7 S9 SK C8",
        "D9 DJ DK HA SJ C10 CQ CK CA",
    ]);
    let piece = Meld::sequence(Suit::Hearts, 3, Rank::Eight);
    let mut game = SchieberGame::with_deal(rules, 1, hands, Seat::S3).unwrap();
    game.apply(Action::Declare(Contract::Trump(Suit::Spades)))
        .unwrap();
    assert!(game.legal_actions().contains(&Action::Announce(piece)));
    game.apply(Action::Announce(piece)).unwrap();
    let mut rng = JassRng::seed_from_u64(5);
    while game.tricks().is_empty() {
        let action = match game.expecting() {
            Expecting::Weis => Action::Pass,
            _ => Action::Play(rng.pick(game.legal_cards()).unwrap()),
        };
        game.apply(action).unwrap();
    }
    let weis = game.hand().weis();
    assert_eq!(weis.best, Some((Seat::S0, piece)));
    let rest = Meld::sequence(Suit::Hearts, 4, Rank::Queen);
    assert!(weis.scored[Seat::S0].melds().contains(rest), "{weis:?}");
    // 6-7-8 (20) and 9-10-J-Q (50).
    assert_eq!(weis.points, 70);
}

/// Whether the seat to act is asked for weis depends on its hand, so the
/// other seats see a card expected either way (they once saw `Weis`
/// exactly when it held a meld).
#[test]
fn only_the_seat_to_act_sees_that_it_is_asked_for_weis() {
    let no_meld = deal([
        "H6 D7 S10 CA C8 HQ DK S6 C10",
        "D8 DQ HA H10 S9 SK C6 CJ D6",
        "H9 H8 SQ CK S8 DJ CQ H7 DA",
        "D9 D10 HJ HK S7 SJ C7 C9 SA",
    ]);
    for hands in [four_obers_deal(), no_meld] {
        let mut game = SchieberGame::with_deal(announced_rules(), 1, hands, Seat::S3).unwrap();
        game.apply(Action::Declare(Contract::Trump(Suit::Spades)))
            .unwrap();
        assert_eq!(game.to_act(), Some(Seat::S0));
        assert_eq!(
            game.observation(Seat::S0).unwrap().expecting,
            game.expecting()
        );
        for seat in [Seat::S1, Seat::S2, Seat::S3] {
            assert_eq!(
                game.observation(seat).unwrap().expecting,
                Expecting::Card,
                "{seat}"
            );
        }
    }
    let mut game =
        SchieberGame::with_deal(announced_rules(), 1, four_obers_deal(), Seat::S3).unwrap();
    game.apply(Action::Declare(Contract::Trump(Suit::Spades)))
        .unwrap();
    assert_eq!(game.expecting(), Expecting::Weis);
}

#[test]
fn an_announcement_below_the_highest_so_far_is_refused() {
    let mut game =
        SchieberGame::with_deal(announced_rules(), 1, four_kings_deal(), Seat::S3).unwrap();
    game.apply(Action::Declare(Contract::Obenabe)).unwrap();
    game.apply(Action::Announce(Meld::Four(Rank::Queen)))
        .unwrap();
    game.apply(Action::Play(card("H6"))).unwrap();
    game.apply(Action::Play(card("H10"))).unwrap();
    let before = game.clone();
    let run = Meld::sequence(Suit::Hearts, 3, Rank::Nine);
    assert!(matches!(
        game.apply(Action::Announce(run)),
        Err(ActionError::WrongPhase { .. })
    ));
    assert_eq!(game, before);
}

/// A hand played out on its own (RULES.md §5: it ends with the ninth
/// trick) refuses every further action, a card of the pack, a contract, a
/// shove or a weis decision, as over.
#[test]
fn a_hand_played_out_refuses_every_action_as_over() {
    let mut hand =
        SchieberHand::new(Rules::schieber(), four_obers_deal(), Seat::S3, Seat::S0).unwrap();
    hand.apply(Action::Declare(Contract::Obenabe)).unwrap();
    let mut rng = JassRng::seed_from_u64(5);
    while !hand.is_over() {
        hand.apply(Action::Play(rng.pick(hand.legal_cards()).unwrap()))
            .unwrap();
    }
    assert_eq!(hand.tricks().len(), 9);
    for action in [
        Action::Play(card("HA")),
        Action::Declare(Contract::Undenufe),
        Action::Shove,
        Action::Pass,
        Action::Announce(Meld::Four(Rank::Queen)),
    ] {
        let before = hand;
        assert_eq!(hand.apply(action), Err(ActionError::GameOver), "{action}");
        assert_eq!(hand, before);
    }
}

#[test]
fn stoeck_is_recorded_on_the_second_card_and_counts_for_its_holder() {
    let rules = Rules::schieber().with_weis_enabled(false);
    let mut game = SchieberGame::with_deal(rules, 1, four_obers_deal(), Seat::S3).unwrap();
    // Spades trump: seat 3 holds ♠K, seat 0 ♠Q: no stöck. Diamonds: ♦Q is
    // seat 0's, ♦K seat 3's. Clubs neither. Take hearts: ♥K seat 2, ♥Q seat 0.
    game.apply(Action::Declare(Contract::Trump(Suit::Hearts)))
        .unwrap();
    assert_eq!(game.hand().stoeck_holder(), None);
    let mut hand = SchieberHand::new(
        Rules::schieber(),
        deal([
            "HK HQ H6 D6 S6 C6 D7 S7 C7",
            "HA DA SA CA H8 D8 S8 C8 H7",
            "HJ DJ SJ CJ H9 D9 S9 C9 H10",
            "DK SK CK DQ SQ CQ D10 S10 C10",
        ]),
        Seat::S3,
        Seat::S0,
    )
    .unwrap();
    hand.apply(Action::Declare(Contract::Trump(Suit::Hearts)))
        .unwrap();
    assert_eq!(hand.stoeck_holder(), Some(Seat::S0));
    let mut rng = JassRng::seed_from_u64(3);
    while !hand.is_over() {
        let legal = hand.legal_cards();
        hand.apply(Action::Play(rng.pick(legal).unwrap())).unwrap();
    }
    assert!(hand.stoeck_recorded());
    let score = hand.score();
    let points = hand.card_points();
    let weis_t1 = if hand.weis().team() == Some(Team::T1) {
        u32::from(hand.weis().points)
    } else {
        0
    };
    let weis_t0 = if hand.weis().team() == Some(Team::T0) {
        u32::from(hand.weis().points)
    } else {
        0
    };
    let matched = hand
        .match_extra()
        .map_or(0, |(_, e)| u32::try_from(e).unwrap());
    assert_eq!(
        score[Team::T0] + score[Team::T1],
        2 * (u32::from(points[Team::T0] + points[Team::T1]) + 20 + weis_t0 + weis_t1 + matched)
    );
}

/// Stöck counts from the moment the pair is held (RULES.md §5.1), but
/// until it is announced (§4.4) only its holder knows of it: another
/// seat's observation once showed it in the scores, and a claim as winning
/// on the partner's stöck.
#[test]
fn stoeck_not_yet_announced_is_its_holders_secret() {
    let rules = Rules::schieber()
        .with_weis_enabled(false)
        .with_first_forehand(FirstForehand::RightOfDealer);
    let with_stoeck = "HK HQ H9 D9 D10 DJ S9 S10 SJ";
    let other = "HA HJ H10 DQ DK DA SQ SK SA";
    let hands = |second: &str, third: &str| {
        deal([
            "H6 H7 H8 D6 D7 D8 S6 S7 S8",
            second,
            third,
            "C6 C7 C8 C9 C10 CJ CQ CK CA",
        ])
    };
    // Seat 1 holds the trump king and queen; after the first trick its
    // side is credited the stöck (×2 in hearts), which it has not shown.
    let mut game = SchieberGame::with_deal(rules, 1, hands(with_stoeck, other), Seat::S3).unwrap();
    game.apply(Action::Declare(Contract::Trump(Suit::Hearts)))
        .unwrap();
    for played in ["H6", "H9", "H10", "C6"] {
        game.apply(Action::Play(card(played))).unwrap();
    }
    let scores = game.scores();
    // ♥9 took the trick: 24 points, and 20 of stöck, ×2.
    assert_eq!(scores[Team::T1], 2 * (24 + 20));
    for seat in [Seat::S0, Seat::S2, Seat::S3] {
        let seen = game.observation(seat).unwrap();
        assert_eq!(seen.scores, ByTeam([scores[Team::T0], 48]), "{seat}");
        assert_eq!(seen.totals[Seat::S1], 48, "{seat}");
    }
    assert_eq!(game.observation(Seat::S1).unwrap().scores, scores);
    // Once announced (with the second card), everyone sees it.
    let mut rng = JassRng::seed_from_u64(1);
    while game.hand().stoeck_holder().is_none() || !game.hand().stoeck_recorded() {
        game.apply(Action::Play(rng.pick(game.legal_cards()).unwrap()))
            .unwrap();
    }
    assert_eq!(game.observation(Seat::S0).unwrap().scores, game.scores());

    // Claims to 40: seat 2's stöck wins a claim by its side, but its
    // partner cannot know it.
    let claims = rules.with_end_mode(EndMode::Claims).with_target(40);
    let mut game = SchieberGame::with_deal(claims, 1, hands(other, with_stoeck), Seat::S3).unwrap();
    game.apply(Action::Declare(Contract::Trump(Suit::Hearts)))
        .unwrap();
    assert!(game.claim_would_win(Seat::S0).unwrap());
    assert!(!game.observation(Seat::S0).unwrap().claim_wins);
    assert!(game.observation(Seat::S2).unwrap().claim_wins);
    // The other side, nothing credited and no stöck, would lose (§5.1).
    for seat in [Seat::S1, Seat::S3] {
        assert!(!game.claim_would_win(seat).unwrap(), "{seat}");
        assert!(!game.observation(seat).unwrap().claim_wins, "{seat}");
    }
}

#[test]
fn a_claim_by_a_side_below_the_target_loses() {
    let rules = Rules::schieber().with_end_mode(EndMode::Claims);
    let mut game = SchieberGame::new(rules, 9).unwrap();
    let before = game.clone();
    game.apply(Action::Claim(Seat::S1)).unwrap();
    // Inside the Stöck-Weis-Stich window: the first trick is finished first.
    assert!(!game.is_over());
    assert_eq!(game.expecting(), before.expecting());
    let mut rng = JassRng::seed_from_u64(9);
    while !game.is_over() {
        match game.expecting() {
            Expecting::Declaration => game.apply(Action::Declare(Contract::Obenabe)).unwrap(),
            _ => game
                .apply(Action::Play(rng.pick(game.legal_cards()).unwrap()))
                .unwrap(),
        }
    }
    let result = game.result().unwrap();
    assert_eq!(result.reason, EndReason::SwsNobodyReached);
    assert_eq!(result.winner, Team::T0);
    assert_eq!(result.claimant, Some(Seat::S1));
}

#[test]
fn a_late_claim_ends_play_at_once_and_counts_both_sides() {
    let rules = Rules::schieber()
        .with_end_mode(EndMode::Claims)
        .with_target(100);
    let mut game = SchieberGame::new(rules, 11).unwrap();
    game.apply(Action::Declare(Contract::Obenabe)).unwrap();
    let mut rng = JassRng::seed_from_u64(11);
    // Three tricks and a card of the fourth.
    for _ in 0..13 {
        game.apply(Action::Play(rng.pick(game.legal_cards()).unwrap()))
            .unwrap();
    }
    let scores = game.scores();
    let claimant = if scores[Team::T0] >= 100 {
        Seat::S0
    } else {
        Seat::S1
    };
    let valid = scores[claimant.team()] >= 100;
    game.apply(Action::Claim(claimant)).unwrap();
    let result = game.result().unwrap();
    assert_eq!(result.claimant, Some(claimant));
    assert_eq!(result.winner == claimant.team(), valid);
    // The unfinished fourth trick counts for nobody.
    assert_eq!(result.scores, scores);
    assert_eq!(
        game.apply(Action::Play(card("HA"))),
        Err(ActionError::GameOver)
    );
}

#[test]
fn claimant_only_counts_leave_the_other_sides_tricks_unwritten() {
    let rules = Rules::schieber()
        .with_end_mode(EndMode::Claims)
        .with_claim_counts(ClaimCounts::ClaimantOnly)
        .with_sws_window(SwsWindow::ClaimantBeforeSecondTrick);
    let mut game = SchieberGame::new(rules, 12).unwrap();
    game.apply(Action::Declare(Contract::Undenufe)).unwrap();
    let mut rng = JassRng::seed_from_u64(12);
    for _ in 0..12 {
        game.apply(Action::Play(rng.pick(game.legal_cards()).unwrap()))
            .unwrap();
    }
    let scores = game.scores();
    game.apply(Action::Claim(Seat::S0)).unwrap();
    let result = game.result().unwrap();
    assert_eq!(result.scores[Team::T0], scores[Team::T0]);
    assert_eq!(
        result.scores[Team::T1],
        game.score_entries()
            .iter()
            .filter(|e| e.team == Team::T1)
            .map(|e| e.points)
            .sum::<u32>()
    );
    assert_eq!(result.winner, Team::T1);
}

#[test]
fn schneider_is_judged_when_the_winner_reaches_the_target() {
    // A target so low that the first trick decides: the loser has nothing.
    let rules = Rules::schieber()
        .with_target(10)
        .with_weis_enabled(false)
        .with_stoeck_enabled(false);
    let mut game = SchieberGame::new(rules, 3).unwrap();
    let mut actions = vec![Action::Declare(Contract::Obenabe)];
    game.apply(actions[0]).unwrap();
    let mut rng = JassRng::seed_from_u64(3);
    while !game.is_over() {
        actions.push(Action::Play(rng.pick(game.legal_cards()).unwrap()));
        game.apply(actions[actions.len() - 1]).unwrap();
    }
    let result = game.result().unwrap();
    assert!(result.scores[result.winner] >= 10);
    assert!(result.schneider);
    assert!(result.scores[result.winner.other()] * 2 < 10);
    // The same game without ⚙ `schneider`: the same end, no schneider.
    let mut without = SchieberGame::new(rules.with_schneider(false), 3).unwrap();
    assert!(without.result().is_none());
    for action in actions {
        without.apply(action).unwrap();
    }
    let result_without = without.result().unwrap();
    assert_eq!(result_without.scores, result.scores);
    assert!(!result_without.schneider);
}

#[test]
fn refused_actions_name_their_reason_and_change_nothing() {
    let mut game = SchieberGame::new(
        Rules::zweier().with_contracts(Rules::schieber_1000().contracts),
        2,
    )
    .unwrap();
    let before = game.clone();
    assert!(matches!(
        game.apply(Action::Play(card("HA"))),
        Err(ActionError::WrongPhase { .. })
    ));
    assert_eq!(
        game.apply(Action::Claim(Seat::S0)),
        Err(ActionError::ClaimsOff)
    );
    game.apply(Action::Shove).unwrap();
    assert_eq!(game.apply(Action::Shove), Err(ActionError::CannotShove));
    let mut uri = SchieberGame::new(Rules::zweier(), 2).unwrap();
    assert_eq!(
        uri.apply(Action::Declare(Contract::Obenabe)),
        Err(ActionError::ContractDisabled {
            contract: Contract::Obenabe
        })
    );
    assert_ne!(game, before);
}

#[test]
fn zurueckschieben_lets_the_partner_shove_back_once() {
    let mut game = SchieberGame::new(Rules::schieber_1000().with_zurueckschieben(true), 4).unwrap();
    let forehand = game.hand().forehand();
    game.apply(Action::Shove).unwrap();
    assert_eq!(game.to_act(), Some(forehand.partner()));
    assert!(game.legal_actions().contains(&Action::Shove));
    game.apply(Action::Shove).unwrap();
    assert_eq!(game.to_act(), Some(forehand));
    assert!(!game.legal_actions().contains(&Action::Shove));
    assert_eq!(game.apply(Action::Shove), Err(ActionError::CannotShove));
    game.apply(Action::Declare(Contract::Trump(Suit::Clubs)))
        .unwrap();
    assert_eq!(game.hand().declarer(), Some(forehand));
    // Without the option the partner must name a contract.
    let mut strict = SchieberGame::new(Rules::schieber_1000(), 4).unwrap();
    strict.apply(Action::Shove).unwrap();
    assert!(!strict.legal_actions().contains(&Action::Shove));
    assert_eq!(strict.apply(Action::Shove), Err(ActionError::CannotShove));
}

/// Seat 1 holds every heart: with hearts trump its side takes every trick.
fn all_hearts_to_seat_1() -> BySeat<CardSet> {
    deal([
        "DA DK DQ DJ D10 D9 D8 D7 D6",
        "HA HK HQ HJ H10 H9 H8 H7 H6",
        "SA SK SQ SJ S10 S9 S8 S7 S6",
        "CA CK CQ CJ C10 C9 C8 C7 C6",
    ])
}

fn play_hand_randomly(game: &mut SchieberGame, seed: u64) {
    let mut rng = JassRng::seed_from_u64(seed);
    let number = game.hand_number();
    while game.hand_number() == number && !game.is_over() {
        game.apply(Action::Play(rng.pick(game.legal_cards()).unwrap()))
            .unwrap();
    }
}

#[test]
fn a_match_against_the_declaring_side_counts_the_counter_match_factor() {
    // [004]: "Beim «Hindersi», wenn das ansagende Team keinen Stich macht,
    // zählen die Matchpunkte doppelt."
    for (factor, expected) in [(2, 2 * 257 * 2 + 40), (1, 257 * 2 + 40)] {
        let rules = Rules::schieber_uri().with_counter_match_factor(factor);
        let mut game = SchieberGame::with_deal(rules, 1, all_hearts_to_seat_1(), Seat::S3).unwrap();
        assert_eq!(game.hand().forehand(), Seat::S0);
        game.apply(Action::Declare(Contract::Trump(Suit::Hearts)))
            .unwrap();
        play_hand_randomly(&mut game, 8);
        let summary = game.past_hands()[0];
        assert_eq!(summary.hand.tricks_won()[Team::T1], 9);
        // Hearts count double in Uri; stöck (♥K+♥Q) adds 20 × 2.
        assert_eq!(summary.score[Team::T1], expected, "factor {factor}");
        assert_eq!(summary.score[Team::T0], 0);
    }
}

/// Plays the first trick and one card of the second.
fn into_second_trick(game: &mut SchieberGame, seed: u64) {
    game.apply(Action::Declare(Contract::Obenabe)).unwrap();
    let mut rng = JassRng::seed_from_u64(seed);
    for _ in 0..5 {
        game.apply(Action::Play(rng.pick(game.legal_cards()).unwrap()))
            .unwrap();
    }
}

#[test]
fn the_sws_window_decides_whose_card_in_the_second_trick_closes_it() {
    for (window, inside) in [
        (SwsWindow::ClaimantBeforeSecondTrick, true),
        (SwsWindow::SideBeforeSecondTrick, false),
    ] {
        let rules = Rules::schieber()
            .with_end_mode(EndMode::Claims)
            .with_sws_window(window)
            .with_first_forehand(FirstForehand::RightOfDealer);
        let mut game = SchieberGame::new(rules, 21).unwrap();
        into_second_trick(&mut game, 21);
        // One card of the second trick is played, by the leader; the
        // claimant is the leader's partner, who has not played yet.
        let leader = game.hand().trick().leader();
        game.apply(Action::Claim(leader.partner())).unwrap();
        let reason = game.result().unwrap().reason;
        if inside {
            assert_eq!(reason, EndReason::SwsNobodyReached, "{window:?}");
        } else {
            assert_eq!(reason, EndReason::InvalidClaim, "{window:?}");
        }
    }
}

#[test]
fn first_trick_both_claim_asks_the_other_side_to_counter_claim() {
    let rules = Rules::schieber()
        .with_end_mode(EndMode::Claims)
        .with_sws_window(SwsWindow::FirstTrickBothClaim)
        .with_first_forehand(FirstForehand::RightOfDealer);
    // A lone claim is judged like any other once the other side passes.
    let mut lone = SchieberGame::new(rules, 22).unwrap();
    lone.apply(Action::Claim(Seat::S0)).unwrap();
    assert_eq!(lone.expecting(), Expecting::CounterClaim);
    assert_eq!(lone.to_act(), Some(Seat::S1));
    assert!(matches!(
        lone.apply(Action::Claim(Seat::S2)),
        Err(ActionError::CannotClaim { .. })
    ));
    lone.apply(Action::Pass).unwrap();
    assert_eq!(lone.result().unwrap().reason, EndReason::InvalidClaim);
    // Both sides claim: the first trick is finished and Stöck-Weis-Stich
    // decides (nobody is near the target: the first claimant loses).
    let mut both = SchieberGame::new(rules, 22).unwrap();
    both.apply(Action::Claim(Seat::S0)).unwrap();
    both.apply(Action::Claim(Seat::S3)).unwrap();
    assert!(!both.is_over());
    both.apply(Action::Declare(Contract::Obenabe)).unwrap();
    let mut rng = JassRng::seed_from_u64(22);
    while !both.is_over() {
        both.apply(Action::Play(rng.pick(both.legal_cards()).unwrap()))
            .unwrap();
    }
    let result = both.result().unwrap();
    assert_eq!(
        (result.reason, result.claimant, result.winner),
        (EndReason::SwsNobodyReached, Some(Seat::S0), Team::T1)
    );
    assert_eq!(SchieberGame::replay(&both.record()).unwrap(), both);
}

#[test]
fn multipliers_apply_to_cards_weis_and_stoeck() {
    let mut multipliers = Rules::schieber().multipliers;
    multipliers.hearts = 5;
    let rules = Rules::schieber_uri().with_multipliers(multipliers);
    let mut game = SchieberGame::with_deal(rules, 1, all_hearts_to_seat_1(), Seat::S3).unwrap();
    game.apply(Action::Declare(Contract::Trump(Suit::Hearts)))
        .unwrap();
    play_hand_randomly(&mut game, 3);
    // (157 + 100) × 2 (counter-match) × 5 + stöck 20 × 5.
    assert_eq!(game.past_hands()[0].score[Team::T1], 257 * 2 * 5 + 100);
}

#[test]
fn the_match_bonus_is_gained_with_the_last_trick_that_reaches_the_target() {
    // RULES.md §5.1 (automatic end): the last trick and the match bonus are
    // one gain; reaching the target with that trick must not drop the bonus.
    let rules = Rules::schieber()
        .with_weis_enabled(false)
        .with_stoeck_enabled(false)
        .with_target(2 * 157);
    let mut game = SchieberGame::with_deal(rules, 1, all_hearts_to_seat_1(), Seat::S3).unwrap();
    game.apply(Action::Declare(Contract::Trump(Suit::Hearts)))
        .unwrap();
    play_hand_randomly(&mut game, 4);
    // Hearts count double: (157 + 100) × 2.
    let result = game.result().unwrap();
    assert_eq!(
        (result.winner, result.reason),
        (Team::T1, EndReason::Target)
    );
    assert_eq!(result.scores, ByTeam([0, 514]));
    assert_eq!(game.scores(), ByTeam([0, 514]));
    assert_eq!(game.past_hands()[0].score, ByTeam([0, 514]));
}

/// A Schieber game under claims with `target` after its first hand (Obenabe,
/// random cards, nobody claiming), and the scores that hand left.
fn after_one_hand(target: u32) -> (SchieberGame, ByTeam<u32>) {
    let rules = Rules::schieber()
        .with_end_mode(EndMode::Claims)
        .with_weis_enabled(false)
        .with_target(target);
    let mut game = SchieberGame::new(rules, 5).unwrap();
    game.apply(Action::Declare(Contract::Obenabe)).unwrap();
    play_hand_randomly(&mut game, 5);
    assert_eq!(game.hand_number(), 1);
    let scores = game.scores();
    (game, scores)
}

/// Claims for `claimant` before the first card of the hand, then finishes
/// the first trick (which opens the Stöck-Weis-Stich count).
fn claim_in_first_trick(mut game: SchieberGame, claimant: Seat) -> SchieberGame {
    game.apply(Action::Claim(claimant)).unwrap();
    game.apply(Action::Declare(Contract::Obenabe)).unwrap();
    let mut rng = JassRng::seed_from_u64(6);
    while !game.is_over() {
        game.apply(Action::Play(rng.pick(game.legal_cards()).unwrap()))
            .unwrap();
    }
    assert_eq!(game.hand().tricks().len(), 1);
    game
}

#[test]
fn a_claimant_already_at_the_target_when_the_count_begins_wins() {
    // RULES.md §5.1: both sides passed the target at the end of a hand and
    // nobody claimed; the first to claim then wins, even inside the
    // Stöck-Weis-Stich window and whoever takes the first trick. A claimant
    // below the target loses to a side already over it.
    let (_, scores) = after_one_hand(10_000);
    let (low, high) = (scores.0[0].min(scores.0[1]), scores.0[0].max(scores.0[1]));
    assert!(0 < low && low < high, "{scores:?}");
    let high_team = if scores[Team::T0] == high {
        Team::T0
    } else {
        Team::T1
    };
    for (target, both_over) in [(low, true), (high, false)] {
        for &claimant in Players::Four.seats() {
            let (game, scores) = after_one_hand(target);
            let result = claim_in_first_trick(game, claimant).result().unwrap();
            let valid = both_over || claimant.team() == high_team;
            let reason = if valid {
                EndReason::ValidClaim
            } else {
                EndReason::InvalidClaim
            };
            assert_eq!(result.reason, reason, "target {target}, {claimant}");
            assert_eq!(
                result.winner,
                if valid { claimant.team() } else { high_team }
            );
            assert_eq!(result.claimant, Some(claimant));
            assert_eq!(result.scores, scores);
        }
    }
}

#[test]
fn play_unchecked_plays_exactly_what_apply_plays() {
    let mut rng = JassRng::seed_from_u64(31);
    for round in 0..50 {
        let deal = rng.deal();
        let mut checked = SchieberHand::new(Rules::schieber(), deal, Seat::S3, Seat::S0).unwrap();
        let mut fast = checked;
        assert!(
            !fast.play_unchecked(card("HA")),
            "no card is due before the declaration"
        );
        assert_eq!(fast, checked);
        let contract = Contract::ALL[round % 6];
        checked.apply(Action::Declare(contract)).unwrap();
        fast.apply(Action::Declare(contract)).unwrap();
        while !checked.is_over() {
            let card = rng.pick(checked.legal_cards()).unwrap();
            checked.apply(Action::Play(card)).unwrap();
            assert!(fast.play_unchecked(card));
            assert_eq!(fast, checked);
        }
        assert!(
            !fast.play_unchecked(card("HA")),
            "nothing is due once the hand is over"
        );
        assert_eq!(fast.score(), checked.score());
    }
}

#[test]
fn stoeck_weis_stich_decides_a_game_in_the_first_trick() {
    // RULES.md §5.1, [000]: after the first trick, stöck is counted first,
    // then weis, then the trick. Seat 0 (team A) holds four jacks (200);
    // seat 1 (team B) holds trump ♠K+♠Q (stöck). With a target of 150 team
    // A reaches it at the weis step, whoever takes the first trick.
    let hands = deal([
        "HJ DJ SJ CJ H6 D6 C6 H7 D7",
        "SK SQ HA DA CA H8 D8 C8 S6",
        "S7 S8 S9 S10 SA H9 D9 C9 C7",
        "HK HQ H10 DK DQ D10 CK CQ C10",
    ]);
    let rules = Rules::schieber()
        .with_target(150)
        .with_first_forehand(FirstForehand::RightOfDealer);
    let mut game = SchieberGame::with_deal(rules, 1, hands, Seat::S3).unwrap();
    game.apply(Action::Declare(Contract::Trump(Suit::Spades)))
        .unwrap();
    let mut rng = JassRng::seed_from_u64(1);
    for _ in 0..4 {
        game.apply(Action::Play(rng.pick(game.legal_cards()).unwrap()))
            .unwrap();
    }
    let result = game.result().expect("decided by the first trick");
    assert_eq!(result.reason, EndReason::StoeckWeisStich(SwsStep::Weis));
    assert_eq!(result.winner, Team::T0);
    // Team B has only its stöck (20); the first trick is not added.
    assert_eq!(result.scores[Team::T1], 20);
    assert!(result.schneider);
    // With the order Stöck-Stich-Weis the trick is counted before the weis.
    let order = SwsOrder::new([SwsStep::Stoeck, SwsStep::Stich, SwsStep::Weis]).unwrap();
    let mut other =
        SchieberGame::with_deal(rules.with_sws_order(order), 1, hands, Seat::S3).unwrap();
    other
        .apply(Action::Declare(Contract::Trump(Suit::Spades)))
        .unwrap();
    let mut rng = JassRng::seed_from_u64(1);
    for _ in 0..4 {
        other
            .apply(Action::Play(rng.pick(other.legal_cards()).unwrap()))
            .unwrap();
    }
    let trick_points = other.hand().card_points();
    let result = other.result().unwrap();
    assert_eq!(result.reason, EndReason::StoeckWeisStich(SwsStep::Weis));
    // Now team B's first-trick points (if it took the trick) were counted
    // before the weis decided.
    assert_eq!(
        result.scores[Team::T1],
        20 + u32::from(trick_points[Team::T1])
    );
    let weis = u32::from(other.hand().weis().points);
    assert_eq!(
        result.scores[Team::T0],
        weis + u32::from(trick_points[Team::T0])
    );
}
