//! Schmaus games through the public API (RULES.md §4.4, §5.1, §6, \[001\]).

mod common;

use jass_core::bots::Bot;
use jass_core::{
    Action, ActionError, AnnouncePolicy, AnyGame, BySeat, ByTeam, Card, CardSet, Contract,
    DealError, EndMode, Expecting, Game, GameKind, Hand, JassRng, Meld, NewGameError, Players,
    PointTable, Rank, Rules, SchmausGame, SchmausHand, Seat, StoeckTiming, Suit, SwsOrder, SwsStep,
    Team, WeisError, WeisMode,
    game::{DealerDraw, EndReason, ScoreKind, TalonView},
};
use proptest::prelude::*;

use common::{card, cards};

/// A stray action to probe the game with: a random card, meld, rob, pass
/// or claim.
fn stray_action(probe: &mut JassRng) -> Action {
    match probe.below(6) {
        0 => Action::Rob,
        1 => Action::Pass,
        2 => Action::Claim(Seat::ALL[probe.below(4) as usize]),
        3 => {
            let len = 3 + probe.below(3) as u8;
            let top = Rank::ALL[usize::from(len) - 1 + probe.below(10 - u32::from(len)) as usize];
            Action::Announce(Meld::sequence(Suit::ALL[probe.below(4) as usize], len, top))
        }
        4 => Action::Announce(Meld::Four(Rank::ALL[probe.below(9) as usize])),
        _ => Action::Play(Card::from_index(probe.below(36) as u8)),
    }
}

/// Plays a game to the end, probing it with stray actions and checking
/// the observations at every step.
fn play_out(game: &mut SchmausGame, bots: &mut [Box<dyn Bot>], probe: &mut JassRng) {
    common::play_out_probing(game, bots, probe, stray_action, check_observations);
}

/// Each seat sees its own hand and, of the other's, only cards shown to
/// the table; the talon is public.
fn check_observations(game: &SchmausGame) {
    let hand = game.hand();
    for seat in [Seat::S0, Seat::S1] {
        let observation = game.observation(seat).unwrap();
        let other = seat.advance(1, Players::Two);
        assert_eq!(observation.game, GameKind::Schmaus);
        assert_eq!(observation.hand, hand.hands()[seat]);
        assert_eq!(observation.known[seat], hand.hands()[seat]);
        assert!(observation.known[other].is_subset(hand.hands()[other]));
        assert_eq!(observation.talon, Some(hand.talon()));
        assert_eq!(observation.contract, hand.contract());
        assert_eq!(observation.forehand, hand.forehand());
    }
}

fn bots(seed: u64, rule_of_thumb: bool) -> Vec<Box<dyn Bot>> {
    common::bots(seed, 2, rule_of_thumb)
}

fn check_finished_game(game: &SchmausGame) {
    let rules = game.rules();
    let result = game.result().expect("the game is over");
    let first = game.past_hands()[0].hand.dealer();
    for (number, summary) in game.past_hands().iter().enumerate() {
        let hand = &summary.hand;
        // The deal alternates.
        let dealer = if number % 2 == 0 {
            first
        } else {
            first.advance(1, Players::Two)
        };
        assert_eq!(hand.dealer(), dealer);
        if hand.is_over() {
            // What the hand scored is what was written for it.
            assert_eq!(summary.score, hand.score());
            // The 5 for the last trick goes with the 18th.
            let last = hand.tricks()[17];
            let winner = last.winner(hand.contract().unwrap()).unwrap().team();
            let points = PointTable::new(hand.contract().unwrap(), rules)
                .trick(last.cards(), jass_core::TrickPlace::Last);
            assert!(hand.card_points()[winner] >= points);
        }
    }
    // Every complete hand totals 157 before the multiplier, 257 with a
    // match (all nine tricks of phase 2); the totals are the sum of the
    // scored events and the slate agrees; replaying the record gives the
    // identical game.
    let hands = game.past_hands().iter().map(|summary| {
        let hand = &summary.hand;
        (
            hand.is_over(),
            hand.contract(),
            hand.card_points(),
            hand.phase_two_tricks_won(),
            hand.match_extra(),
        )
    });
    let replayed = SchmausGame::replay(&game.record()).unwrap();
    common::check_scores(game, &game.score_entries(), rules);
    common::check_finished(game, hands, 9, rules, &replayed);
    assert!(!result.schneider, "Schmaus has no schneider");
    assert_eq!(
        AnyGame::replay(&game.record()).unwrap(),
        AnyGame::from(game.clone())
    );
}

/// The rule variants the properties run under.
fn variant(rules: Rules, pick: u8) -> Rules {
    match pick {
        0 => rules,
        1 => rules.with_weis_mode(WeisMode::Announced),
        2 => rules.with_end_mode(EndMode::Claims),
        3 => rules
            .with_weis_mode(WeisMode::Announced)
            .with_end_mode(EndMode::Claims),
        4 => rules
            .with_target(1000)
            .with_stoeck_timing(StoeckTiming::UntilCount),
        5 => rules
            .with_weis_mode(WeisMode::Announced)
            .with_announce_policy(AnnouncePolicy::MandatoryBest)
            .with_sws_order(
                SwsOrder::new([SwsStep::Stich, SwsStep::Weis, SwsStep::Stoeck]).unwrap(),
            ),
        6 => rules
            .with_weis_enabled(false)
            .with_stoeck_enabled(false)
            .with_talon_phase_free_play(false),
        _ => rules
            .with_end_mode(EndMode::Claims)
            .with_target(300)
            .with_multipliers(Rules::schieber().multipliers),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_games_end_and_keep_the_invariants(
        seed in any::<u64>(), pick in 0u8..8, rule_of_thumb in any::<bool>()
    ) {
        let rules = variant(Rules::schmaus(), pick);
        let mut game = SchmausGame::new(rules, seed).unwrap();
        play_out(&mut game, &mut bots(seed, rule_of_thumb), &mut JassRng::seed_from_u64(seed));
        check_finished_game(&game);
    }

    #[test]
    fn replay_of_a_partial_game_reproduces_it(
        seed in any::<u64>(), steps in 0usize..300, pick in 0u8..8
    ) {
        let mut game = SchmausGame::new(variant(Rules::schmaus(), pick), seed).unwrap();
        common::play_steps(&mut game, &mut bots(seed, seed % 2 == 0), steps);
        prop_assert_eq!(SchmausGame::replay(&game.record()).unwrap(), game);
    }
}

// ------------------------------------------------------------ rule cases

/// A deck in dealing order: seat 0 (the non-dealer, "A") and seat 1 (the
/// dealer, "B") are dealt `a` and `b`, `up` is turned up and `talon` lies
/// face down in drawing order.
fn deck(a: &str, b: &str, up: &str, talon: &str) -> [Card; 36] {
    let dealt = BySeat::four([cards(a), cards(b), CardSet::EMPTY, CardSet::EMPTY]);
    let talon: Vec<Card> = talon.split(' ').map(card).collect();
    SchmausHand::deck_from(dealt, Seat::S1, card(up), talon.try_into().unwrap()).unwrap()
}

/// Hearts are trump (♥6 turned up). A holds only winners in phase 1 and
/// draws every other trump and ♠A; B holds no trump before phase 2.
fn match_deck() -> [Card; 36] {
    deck(
        "DA DK DQ CA CK CQ SK SQ SJ",
        "S10 S9 S8 S7 S6 DJ D10 D9 D8",
        "H6",
        "HJ D7 H9 D6 HA CJ HK C10 HQ C9 H10 C8 H8 C7 H7 C6 SA",
    )
}

/// As [`match_deck`], but the Puur is turned up and A draws the trump six
/// first.
fn robbing_deck() -> [Card; 36] {
    deck(
        "DA DK DQ CA CK CQ SK SQ SJ",
        "S10 S9 S8 S7 S6 DJ D10 D9 D8",
        "HJ",
        "H6 D7 H9 D6 HA CJ HK C10 HQ C9 H10 C8 H8 C7 H7 C6 SA",
    )
}

/// The nine tricks of phase 1 in the two decks above: A leads and wins
/// each.
const PHASE_ONE: [(&str, &str); 9] = [
    ("DA", "S6"),
    ("DK", "S7"),
    ("DQ", "S8"),
    ("CA", "S9"),
    ("CK", "S10"),
    ("CQ", "D8"),
    ("SK", "D9"),
    ("SQ", "D10"),
    ("SJ", "DJ"),
];

/// How the game ended: the winner, why, and the scores then.
fn outcome(game: &SchmausGame) -> (Team, EndReason, ByTeam<u32>) {
    let result = game.result().expect("the game is over");
    (result.winner, result.reason, result.scores)
}

fn play(game: &mut SchmausGame, text: &str) {
    game.apply(Action::Play(card(text))).unwrap();
}

fn play_tricks(game: &mut SchmausGame, tricks: &[(&str, &str)]) {
    for (a, b) in tricks {
        play(game, a);
        play(game, b);
    }
}

const A: Seat = Seat::S0;
const B: Seat = Seat::S1;

#[test]
fn the_lower_card_deals_and_the_deal_alternates() {
    // RULES.md §6: first dealer by draw; the deal alternates; the
    // non-dealer leads.
    for seed in 0..20 {
        let draw = DealerDraw::from_seed(seed);
        let [zero, one] = draw.cards;
        assert_ne!(zero.rank(), one.rank());
        assert_eq!(draw.dealer, if zero.rank() < one.rank() { A } else { B });
        let mut game = SchmausGame::new(Rules::schmaus(), seed).unwrap();
        assert_eq!(game.hand().dealer(), draw.dealer);
        assert_eq!(game.to_act(), Some(draw.dealer.advance(1, Players::Two)));
        let mut rng = JassRng::seed_from_u64(seed);
        while game.hand_number() == 0 {
            let legal = game.legal_actions();
            let pick = rng.below(legal.len() as u32) as usize;
            game.apply(legal.as_slice()[pick]).unwrap();
        }
        assert_eq!(game.hand().dealer(), draw.dealer.advance(1, Players::Two));
        assert_eq!(game.to_act(), Some(draw.dealer));
    }
    // The winner of a game deals the next one.
    let game = SchmausGame::with_dealer(Rules::schmaus(), 5, B).unwrap();
    assert_eq!(game.hand().dealer(), B);
    assert_eq!(
        SchmausGame::with_dealer(Rules::schmaus(), 5, Seat::S2),
        Err(NewGameError::Deal(DealError::NotAtTable {
            seat: Seat::S2,
            players: 2
        }))
    );
}

#[test]
fn nine_each_in_threes_from_the_non_dealer_and_the_next_card_names_trump() {
    // RULES.md §6: deal 9 each in threes starting with the non-dealer; turn
    // up the next card; the talon is the other 17 and the turned-up card.
    let deck = JassRng::seed_from_u64(8).shuffled_deck();
    let hand = SchmausHand::new(Rules::schmaus(), deck, B).unwrap();
    let threes = |starts: [usize; 3]| -> CardSet {
        starts
            .iter()
            .flat_map(|&s| deck[s..s + 3].iter().copied())
            .collect()
    };
    assert_eq!(hand.hands()[A], threes([0, 6, 12]));
    assert_eq!(hand.hands()[B], threes([3, 9, 15]));
    assert_eq!(hand.trump_card(), deck[18]);
    assert_eq!(hand.contract(), Some(Contract::Trump(deck[18].suit())));
    assert_eq!(
        hand.talon(),
        TalonView {
            face_down: 17,
            turned_up: Some(deck[18])
        }
    );
    assert_eq!(hand.dealt(), *hand.hands());
    assert_eq!(
        SchmausHand::new(Rules::schmaus(), [deck[0]; 36], B),
        Err(DealError::DuplicateCard { card: deck[0] })
    );
}

#[test]
fn phase_one_allows_any_card_and_the_winner_draws_first() {
    // RULES.md §6 phase 1: no duty to follow; winner draws first, then the
    // loser; the winner leads.
    let mut game = SchmausGame::with_deck(Rules::schmaus(), 1, match_deck(), B).unwrap();
    play(&mut game, "DA");
    // B holds diamonds but may play anything.
    assert_eq!(game.legal_cards(), game.hand().hands()[B]);
    play(&mut game, "S6");
    let hand = game.hand();
    assert_eq!(hand.tricks()[0].winner(hand.contract().unwrap()), Some(A));
    assert!(hand.hands()[A].contains(card("HJ")));
    assert!(hand.hands()[B].contains(card("D7")));
    assert_eq!(hand.talon().face_down, 15);
    assert_eq!(game.to_act(), Some(A));
}

#[test]
fn phase_one_follows_the_rules_of_play_when_the_option_says_so() {
    // ⚙ `talon_phase_free_play` off: phase 1 follows phase 2's rules of
    // play, so B, holding diamonds, must follow the diamond led.
    let rules = Rules::schmaus().with_talon_phase_free_play(false);
    let mut game = SchmausGame::with_deck(rules, 1, match_deck(), B).unwrap();
    play(&mut game, "DA");
    let diamonds: CardSet = game.hand().hands()[B]
        .iter()
        .filter(|c| c.suit() == Suit::Diamonds)
        .collect();
    assert!(!diamonds.is_empty());
    assert_eq!(game.legal_cards(), diamonds);
    assert!(game.apply(Action::Play(card("S6"))).is_err());
}

#[test]
fn the_ninth_tricks_winner_takes_the_last_card_and_shows_it() {
    // RULES.md §6 phase 2: the 9th trick's winner takes the last face-down
    // card (shown), the other the turned-up card.
    let mut game = SchmausGame::with_deck(Rules::schmaus(), 1, match_deck(), B).unwrap();
    play_tricks(&mut game, &PHASE_ONE);
    let hand = game.hand();
    assert!(hand.is_phase_two());
    assert_eq!(
        hand.talon(),
        TalonView {
            face_down: 0,
            turned_up: None
        }
    );
    assert_eq!(hand.hands()[A], cards("HJ H9 HA HK HQ H10 H8 H7 SA"));
    assert_eq!(hand.hands()[B], cards("D7 D6 CJ C10 C9 C8 C7 C6 H6"));
    assert!(game.observation(B).unwrap().known[A].contains(card("SA")));
    assert!(game.observation(A).unwrap().known[B].contains(card("H6")));
}

#[test]
fn phase_two_forces_a_void_player_to_trump() {
    // RULES.md §6 phase 2: void in the side suit led, B must trump with its
    // only trump, the six.
    let mut game = SchmausGame::with_deck(Rules::schmaus(), 1, match_deck(), B).unwrap();
    play_tricks(&mut game, &PHASE_ONE);
    play(&mut game, "SA");
    assert_eq!(game.legal_cards(), cards("H6"));
    assert!(matches!(
        common::refusal(&game, Action::Play(card("C6"))),
        ActionError::Play(_)
    ));
    // On a trump lead the six must follow too.
    let mut trump_lead = SchmausGame::with_deck(Rules::schmaus(), 1, match_deck(), B).unwrap();
    play_tricks(&mut trump_lead, &PHASE_ONE);
    play(&mut trump_lead, "HA");
    assert_eq!(trump_lead.legal_cards(), cards("H6"));
}

#[test]
fn the_puur_is_never_forced_in_phase_two() {
    // RULES.md §6: trump led and the Puur is one's only trump, or void and
    // the Puur is one's only trump: any card.
    for lead in ["SA", "H9"] {
        let mut game = SchmausGame::with_deck(Rules::schmaus(), 1, robbing_deck(), B).unwrap();
        play_tricks(&mut game, &PHASE_ONE);
        assert!(game.hand().hands()[B].contains(card("HJ")));
        play(&mut game, lead);
        assert_eq!(game.legal_cards(), game.hand().hands()[B]);
    }
}

#[test]
fn the_holder_of_the_trump_six_robs_the_turned_up_card() {
    // RULES.md §6 robbing: on one's own turn, before the last face-down card
    // is drawn; the robbed card is public; the trump six goes to whoever
    // takes the turned-up card at the start of phase 2.
    let mut game = SchmausGame::with_deck(Rules::schmaus(), 1, robbing_deck(), B).unwrap();
    assert!(!game.legal_actions().contains(&Action::Rob));
    assert_eq!(game.apply(Action::Rob), Err(ActionError::CannotRob));
    play_tricks(&mut game, &PHASE_ONE[..1]);
    assert!(game.hand().hands()[A].contains(card("H6")));
    assert!(game.legal_actions().contains(&Action::Rob));
    let not_robbed = game.clone();
    game.apply(Action::Rob).unwrap();
    let hand = game.hand();
    assert_eq!(hand.robbed(), Some(A));
    assert_eq!(hand.talon().turned_up, Some(card("H6")));
    assert!(hand.hands()[A].contains(card("HJ")) && !hand.hands()[A].contains(card("H6")));
    assert!(game.observation(B).unwrap().known[A].contains(card("HJ")));
    assert_eq!(game.observation(B).unwrap().talon, Some(hand.talon()));
    assert_eq!(game.apply(Action::Rob), Err(ActionError::CannotRob));
    play_tricks(&mut game, &PHASE_ONE[1..]);
    assert!(game.hand().hands()[B].contains(card("H6")));
    assert!(game.observation(A).unwrap().known[B].contains(card("H6")));
    assert!(game.observation(B).unwrap().known[A].contains(card("HJ")));
    let record = game.record();
    assert!(record.actions.contains(&Action::Rob));
    assert_eq!(SchmausGame::replay(&record).unwrap(), game);

    // The last chance is the 9th trick; from the 10th trick on it is too
    // late.
    let mut late = not_robbed;
    play_tricks(&mut late, &PHASE_ONE[1..8]);
    assert!(late.legal_actions().contains(&Action::Rob));
    play_tricks(&mut late, &PHASE_ONE[8..]);
    assert!(late.hand().hands()[A].contains(card("H6")));
    assert_eq!(late.apply(Action::Rob), Err(ActionError::CannotRob));
}

#[test]
fn there_is_nothing_to_rob_when_the_six_is_turned_up() {
    let mut game = SchmausGame::with_deck(Rules::schmaus(), 1, match_deck(), B).unwrap();
    for (a, b) in PHASE_ONE {
        for text in [a, b] {
            assert!(!game.legal_actions().contains(&Action::Rob));
            play(&mut game, text);
        }
    }
}

#[test]
fn match_for_all_nine_tricks_of_phase_two_and_five_for_the_eighteenth() {
    // RULES.md §6 scoring: card points + 5 for the 18th trick = 157; a player
    // who wins all nine tricks of phase 2 scores the match bonus.
    let rules = Rules::schmaus().with_weis_enabled(false);
    let mut game = SchmausGame::with_deck(rules, 1, match_deck(), B).unwrap();
    play_tricks(&mut game, &PHASE_ONE);
    for lead in ["HJ", "H9", "HA", "HK", "HQ", "H10", "H8", "H7", "SA"] {
        play(&mut game, lead);
        let legal = game.legal_cards();
        game.apply(Action::Play(legal.first().unwrap())).unwrap();
    }
    let summary = game.past_hands()[0];
    let hand = summary.hand;
    assert!(hand.is_over());
    assert_eq!(hand.card_points(), ByTeam([157, 0]));
    let last = hand.tricks()[17];
    assert_eq!(
        hand.point_table()
            .trick(last.cards(), jass_core::TrickPlace::Last),
        hand.point_table()
            .trick(last.cards(), jass_core::TrickPlace::Earlier)
            + 5
    );
    assert_eq!(hand.phase_two_tricks_won(), ByTeam([9, 0]));
    assert_eq!(hand.match_extra(), Some((Team::T0, 100)));
    // A held stöck (♥K and ♥Q drawn) and recorded it in phase 2.
    assert_eq!(hand.stoeck_holder(), Some(A));
    assert_eq!(summary.score, ByTeam([257 + 20, 0]));
    let entries = game.score_entries();
    assert!(
        entries
            .iter()
            .any(|e| e.kind == ScoreKind::Stoeck && e.team == Team::T0 && e.points == 20)
    );
    assert_eq!(game.scores(), ByTeam([277, 0]));
}

/// Hearts are trump. A holds ♠9-8-7-6; B holds ♣10-9-8-7 and ♦8-7-6, and
/// the ♥Q, and draws the ♥K after the first trick.
fn weis_deck() -> [Card; 36] {
    deck(
        "S9 S8 S7 S6 DA DK D10 CA CK",
        "C10 C9 C8 C7 D8 D7 D6 SJ HQ",
        "H6",
        "D9 HK C6 SQ CJ H7 CQ H8 S10 H9 SK H10 SA HJ DJ HA DQ",
    )
}

fn seq(suit: Suit, len: u8, top: Rank) -> Meld {
    Meld::sequence(suit, len, top)
}

fn announced() -> Rules {
    Rules::schmaus().with_weis_mode(WeisMode::Announced)
}

/// Passes the weis decision of the player to act if they have one, then
/// plays their card.
fn b_passes_and_plays(game: &mut SchmausGame, text: &str) {
    if game.expecting() == Expecting::Weis {
        game.apply(Action::Pass).unwrap();
    }
    play(game, text);
}

#[test]
fn weis_goes_upwards_as_in_the_sources_example() {
    // [001] via RULES.md §6: 8-7-6, then 9-8-7, then 9-8-7-6 may all score;
    // 8-7-6 may not follow 9-8-7.
    let (eight, nine, four) = (
        seq(Suit::Spades, 3, Rank::Eight),
        seq(Suit::Spades, 3, Rank::Nine),
        seq(Suit::Spades, 4, Rank::Nine),
    );
    let mut game = SchmausGame::with_deck(announced(), 1, weis_deck(), B).unwrap();
    let start = game.clone();
    assert_eq!(game.expecting(), Expecting::Weis);
    for (meld, (a, b)) in
        [eight, nine, four]
            .into_iter()
            .zip([("DA", "D6"), ("DK", "D7"), ("CA", "C7")])
    {
        assert!(game.legal_actions().contains(&Action::Announce(meld)));
        game.apply(Action::Announce(meld)).unwrap();
        play(&mut game, a);
        b_passes_and_plays(&mut game, b);
    }
    let hand = game.hand();
    assert_eq!(hand.scored_weis(), [(A, eight), (A, nine), (A, four)]);
    assert_eq!(hand.weis_of_trick(1), Some((A, nine)));
    let weis: u32 = game
        .score_entries()
        .iter()
        .filter(|e| e.kind == ScoreKind::Weis && e.team == Team::T0)
        .map(|e| e.points)
        .sum();
    assert_eq!(weis, 90);

    // Announcing 9-8-7 first forbids 8-7-6 afterwards.
    let mut game = start;
    game.apply(Action::Announce(nine)).unwrap();
    play(&mut game, "DA");
    b_passes_and_plays(&mut game, "D6");
    assert!(!game.legal_actions().contains(&Action::Announce(eight)));
    assert_eq!(
        game.apply(Action::Announce(eight)),
        Err(ActionError::Weis(WeisError::NotUpwards {
            meld: eight,
            last: nine
        }))
    );
    assert!(game.legal_actions().contains(&Action::Announce(four)));
}

#[test]
fn a_better_answer_rejects_the_leaders_announcement() {
    // RULES.md §6: the other player may reject the leader's meld with a
    // better one; only the better meld scores; others hear only the value
    // until it scores.
    let run = seq(Suit::Clubs, 4, Rank::Ten);
    let mut game = SchmausGame::with_deck(announced(), 1, weis_deck(), B).unwrap();
    game.apply(Action::Announce(seq(Suit::Spades, 3, Rank::Eight)))
        .unwrap();
    play(&mut game, "DA");
    assert_eq!(game.expecting(), Expecting::Weis);
    game.apply(Action::Announce(run)).unwrap();
    let seen_by_a = game.observation(A).unwrap();
    assert_eq!(seen_by_a.announced[B], Some(50));
    assert_eq!(seen_by_a.announced[A], Some(20));
    assert!(seen_by_a.scored_weis.is_empty());
    assert!(!seen_by_a.known[B].contains(card("C10")));
    play(&mut game, "D6");
    assert_eq!(game.hand().scored_weis(), [(B, run)]);
    let seen_by_a = game.observation(A).unwrap();
    assert_eq!(seen_by_a.scored_weis, [(B, run)]);
    assert!(seen_by_a.known[B].contains(card("C10")));
    assert_eq!(seen_by_a.announced, BySeat([None; 6]));
    assert!(
        game.score_entries()
            .iter()
            .any(|e| e.kind == ScoreKind::Weis && e.team == Team::T1 && e.points == 50)
    );
}

#[test]
fn an_answer_must_reach_the_leaders_value_and_ties_go_to_the_non_dealer() {
    // RULES.md §6 and §4.2 step 7: an answer of lower value is refused; of
    // two equal melds the non-dealer's scores.
    let mut game = SchmausGame::with_deck(announced(), 1, weis_deck(), B).unwrap();
    game.apply(Action::Announce(seq(Suit::Spades, 4, Rank::Nine)))
        .unwrap();
    play(&mut game, "DA");
    assert!(matches!(
        common::refusal(&game, Action::Announce(seq(Suit::Diamonds, 3, Rank::Eight))),
        ActionError::Weis(WeisError::BelowHighest { .. })
    ));

    let eight = seq(Suit::Spades, 3, Rank::Eight);
    let mut tie = SchmausGame::with_deck(announced(), 1, weis_deck(), B).unwrap();
    tie.apply(Action::Announce(eight)).unwrap();
    play(&mut tie, "DA");
    tie.apply(Action::Announce(seq(Suit::Diamonds, 3, Rank::Eight)))
        .unwrap();
    play(&mut tie, "C7");
    assert_eq!(tie.hand().scored_weis(), [(A, eight)]);
}

#[test]
fn automatic_weis_announces_the_strongest_allowed_meld() {
    // The automatic mode: each player, as they play, announces the
    // strongest meld the rules allow them then. A's ♠9-8-7-6 (50) meets
    // B's ♣10-9-8-7 (50), which wins on the top card.
    let mut game = SchmausGame::with_deck(Rules::schmaus(), 1, weis_deck(), B).unwrap();
    play(&mut game, "DA");
    assert_eq!(game.observation(B).unwrap().announced[A], Some(50));
    play(&mut game, "D6");
    assert_eq!(
        game.hand().scored_weis(),
        [(B, seq(Suit::Clubs, 4, Rank::Ten))]
    );
}

#[test]
fn a_meld_scores_before_its_trick_is_turned() {
    // RULES.md §6: the announced meld scores before the trick is turned.
    // Clubs are trump; A completes ♦8-7-6 by the draw after the first
    // trick and announces it in the second, which B takes: both would reach
    // the target of 20, the weis first.
    let rules = Rules::schmaus().with_target(20);
    let deck = deck(
        "D6 D7 H6 H8 H10 S6 S8 S10 SQ",
        "DA HA HK C6 C8 C10 S7 S9 SJ",
        "CA",
        "SK D8 D9 D10 DJ DQ DK H7 H9 HJ HQ SA C7 C9 CJ CQ CK",
    );
    let mut game = SchmausGame::with_deck(rules, 1, deck, B).unwrap();
    play_tricks(&mut game, &[("H6", "HA")]);
    assert_eq!(game.scores(), ByTeam([0, 11]));
    play(&mut game, "DA");
    play(&mut game, "H8");
    let hand = game.hand();
    assert_eq!(
        hand.weis_of_trick(1),
        Some((A, seq(Suit::Diamonds, 3, Rank::Eight)))
    );
    assert_eq!(hand.tricks()[1].winner(hand.contract().unwrap()), Some(B));
    assert_eq!(
        outcome(&game),
        (Team::T0, EndReason::Target, ByTeam([20, 11]))
    );
}

#[test]
fn stoeck_completed_by_a_draw_is_credited_at_once() {
    // RULES.md §4.4 and §6: B holds the ♥Q and draws the ♥K after the first
    // trick: stöck counts from that moment and is recorded when the second
    // card is played.
    let rules = Rules::schmaus().with_weis_enabled(false);
    let mut game = SchmausGame::with_deck(rules, 1, weis_deck(), B).unwrap();
    assert_eq!(game.hand().stoeck_holder(), None);
    play(&mut game, "DA");
    play(&mut game, "D6");
    assert_eq!(game.hand().stoeck_holder(), Some(B));
    assert!(!game.hand().stoeck_recorded());
    assert_eq!(game.scores()[Team::T1], 20);
    assert!(game.score_entries().is_empty());
    play(&mut game, "DK");
    // B trumps with the queen, wins the trick and leads the king.
    play(&mut game, "HQ");
    play(&mut game, "HK");
    assert!(game.hand().stoeck_recorded());
    play(&mut game, "S6");
    assert!(
        game.score_entries()
            .iter()
            .any(|e| e.kind == ScoreKind::Stoeck && e.team == Team::T1 && e.points == 20)
    );
}

fn claims(target: u32) -> Rules {
    Rules::schmaus()
        .with_end_mode(EndMode::Claims)
        .with_target(target)
}

#[test]
fn a_claim_before_the_first_draw_is_judged_by_stoeck_weis_stich() {
    // RULES.md §5.1 and §6: before anyone has drawn, the first trick is
    // finished and stöck, weis and the trick are added in that order; the
    // first to reach the target wins, whoever claimed.
    for claimant in [A, B] {
        let mut game = SchmausGame::with_deck(claims(40), 1, weis_deck(), B).unwrap();
        play(&mut game, "DA");
        game.apply(Action::Claim(claimant)).unwrap();
        assert!(!game.is_over());
        assert!(!game.legal_actions().contains(&Action::Claim(A)));
        play(&mut game, "D6");
        let result = game.result().unwrap();
        // A's ♠9-8-7-6 meets B's ♣10-9-8-7: B's weis scores 50 and reaches
        // 40 before A's trick (11) is added.
        assert_eq!(result.winner, Team::T1);
        assert_eq!(result.reason, EndReason::StoeckWeisStich(SwsStep::Weis));
        assert_eq!(result.claimant, Some(claimant));
        assert_eq!(result.scores, ByTeam([0, 50]));
    }
    // Nobody reaches the target: the claimant loses.
    let mut game = SchmausGame::with_deck(claims(400), 1, weis_deck(), B).unwrap();
    game.apply(Action::Claim(B)).unwrap();
    play(&mut game, "DA");
    play(&mut game, "D6");
    let result = game.result().unwrap();
    assert_eq!(
        (result.winner, result.reason, result.claimant),
        (Team::T0, EndReason::SwsNobodyReached, Some(B))
    );
}

#[test]
fn a_claim_after_the_first_draw_counts_the_claimants_tricks_and_anyones_stoeck() {
    // RULES.md §6 and §5.1: afterwards the claimant's own tricks are
    // counted (a trick once taken), the other player's are not; stöck
    // counts for whoever holds it (§4.4).
    let rules = claims(60).with_weis_enabled(false);
    let mut game = SchmausGame::with_deck(rules, 1, weis_deck(), B).unwrap();
    play(&mut game, "DA");
    play(&mut game, "D6");
    // A took 11, B holds stöck (20).
    assert_eq!(game.scores(), ByTeam([11, 20]));
    let mut by_a = game.clone();
    by_a.apply(Action::Claim(A)).unwrap();
    assert_eq!(
        outcome(&by_a),
        (Team::T1, EndReason::InvalidClaim, ByTeam([11, 20]))
    );
    let mut by_b = game;
    by_b.apply(Action::Claim(B)).unwrap();
    assert_eq!(
        outcome(&by_b),
        (Team::T0, EndReason::InvalidClaim, ByTeam([0, 20]))
    );
}

#[test]
fn refused_actions_name_their_reason_and_change_nothing() {
    let game = SchmausGame::with_deck(Rules::schmaus(), 1, weis_deck(), B).unwrap();
    for (action, error) in [
        (Action::Claim(A), ActionError::ClaimsOff),
        (Action::Rob, ActionError::CannotRob),
        (
            Action::Shove,
            ActionError::WrongPhase {
                action: Action::Shove,
                expecting: Expecting::Card,
            },
        ),
    ] {
        assert_eq!(common::refusal(&game, action), error);
    }
    let claims = SchmausGame::with_deck(claims(100), 1, weis_deck(), B).unwrap();
    assert_eq!(
        common::refusal(&claims, Action::Claim(Seat::S2)),
        ActionError::NotAtTable(Players::Two.seat(2).unwrap_err())
    );
    assert!(matches!(
        common::refusal(&claims, Action::Play(card("HA"))),
        ActionError::Play(_)
    ));
}

#[cfg(feature = "serde")]
#[test]
fn a_record_survives_json_and_replays() {
    let mut game = SchmausGame::with_deck(announced(), 3, robbing_deck(), B).unwrap();
    b_passes_and_plays(&mut game, "DA");
    b_passes_and_plays(&mut game, "S6");
    game.apply(Action::Rob).unwrap();
    common::play_steps(&mut game, &mut common::bots(3, 2, true), 200);
    let json = serde_json::to_string(&game.record()).unwrap();
    for part in ["\"game\":\"schmaus\"", "\"rob\"", "\"pass\""] {
        assert!(json.contains(part), "{part} missing in {json}");
    }
    let record: jass_core::GameRecord = serde_json::from_str(&json).unwrap();
    assert_eq!(SchmausGame::replay(&record).unwrap(), game);
}
