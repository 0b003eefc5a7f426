//! Schieber at six with the double pack, "Doppelris" (RULES.md §5.2;
//! sources *Swiss Jass* and *Regeln alter Schweizer Spiele: Schiäber*):
//! two packs without the sixes, sevens and eights, 8 cards each, and of two
//! identical cards the later one wins.

mod common;

use jass_core::{
    Action, BySeat, Card, CardSet, Contract, DealError, DuplicateMelds, EndMode, Expecting, Game,
    Hand, JassRng, NewGameError, Packs, Players, PointTable, ReplayError, Rules, SchieberGame,
    SchieberHand, Seat, Suit, Trick, UndenufeValues, WeisMode, game::ScoreKind, legal_cards,
    trick_winner,
};
use proptest::prelude::*;

use common::{bots, card, cards, check_finished_game, play_out, play_steps};

/// The double-pack preset, varied by the options a property test draws:
/// claims, announced weis, `duplicate_melds = distinct_cards`, ace-eleven
/// Undenufe.
fn double_rules([claims, announced, melds, ace_eleven]: [bool; 4]) -> Rules {
    let mut rules = Rules::schieber_six_double();
    if claims {
        rules = rules.with_end_mode(EndMode::Claims);
    }
    if announced {
        rules = rules.with_weis_mode(WeisMode::Announced);
    }
    if melds {
        rules = rules.with_duplicate_melds(DuplicateMelds::DistinctCards);
    }
    if ace_eleven {
        rules = rules.with_undenufe_values(UndenufeValues::AceEleven);
    }
    rules
}

/// A deal of the double pack from `seed`: the different cards and the
/// second copies of each seat, dealt eight at a time in deck order.
fn deal(seed: u64) -> (BySeat<CardSet>, BySeat<CardSet>) {
    let deck = JassRng::seed_from_u64(seed).shuffled_double_deck();
    let mut hands = BySeat([CardSet::EMPTY; 6]);
    let mut twice = BySeat([CardSet::EMPTY; 6]);
    for (i, &card) in deck.iter().enumerate() {
        let seat = Seat::try_from((i / 8) as u8).unwrap();
        if !hands[seat].insert(card) {
            twice[seat] = twice[seat].with(card);
        }
    }
    (hands, twice)
}

/// Checks that in every completed trick of the current hand no card is
/// followed by an identical one and still wins: the later copy wins.
fn check_later_copies_win(game: &SchieberGame) {
    let Some(contract) = game.contract() else {
        return;
    };
    for trick in game.tricks() {
        let cards = trick.cards();
        let winner = trick_winner(cards, contract).unwrap();
        assert!(
            !cards[winner + 1..].contains(&cards[winner]),
            "{trick} under {contract}: the earlier of two identical cards won"
        );
    }
}

/// A random trick of the double pack: `len` cards, each at most twice.
fn random_trick(rng: &mut JassRng, len: usize) -> Vec<Card> {
    let mut deck = rng.shuffled_double_deck().to_vec();
    deck.truncate(len);
    deck
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Random games end; at every step the legal cards are a non-empty
    /// subset of the hand, every hand played out sums to the pack's total
    /// (plus the match bonus), and the record replays to the same game.
    #[test]
    fn random_double_pack_games_end_and_keep_the_invariants(
        seed in any::<u64>(), rule_of_thumb in any::<bool>(), claims in any::<bool>(),
        announced in any::<bool>(), melds in any::<bool>(), ace_eleven in any::<bool>()
    ) {
        let rules = double_rules([claims, announced, melds, ace_eleven]);
        let mut game = SchieberGame::new(rules, seed).unwrap();
        play_out(&mut game, &mut bots(seed, 6, rule_of_thumb), &mut JassRng::seed_from_u64(seed), |game| {
            let hand = game.hand();
            let held = |s: Seat| hand.hands()[s].len() + hand.second_copies()[s].len();
            let in_hands: usize = Players::Six.seats().iter().map(|&s| held(s)).sum();
            let played = hand.tricks().len() * 6 + hand.trick().len();
            assert_eq!(in_hands + played, 48);
            assert!(hand.second_copies().0.iter().zip(hand.hands().0).all(|(t, h)| t.is_subset(h)));
            if let Some(seat) = game.to_act().filter(|_| game.expecting() == Expecting::Card) {
                let legal = hand.legal_cards();
                assert!(!legal.is_empty());
                assert!(legal.is_subset(hand.hands()[seat]));
                let observation = game.observation(seat).unwrap();
                assert_eq!(observation.hand_twice, hand.second_copies()[seat]);
            }
            check_later_copies_win(game);
            // A shown card its holder has played is no longer known to be
            // held: a second copy was never shown.
            let observation = game.observation(Seat::S0).unwrap();
            let mut played_by = BySeat([CardSet::EMPTY; 6]);
            for trick in observation.tricks.iter().chain([&observation.trick]) {
                for (i, &card) in trick.cards().iter().enumerate() {
                    let seat = trick.seat_of(i);
                    played_by[seat] = played_by[seat].with(card);
                }
            }
            for holder in Players::Six.seats().iter().copied().filter(|&s| s != Seat::S0) {
                let known = observation.known[holder];
                assert!(known.is_subset(hand.hands()[holder]), "{holder}");
                assert!((known & played_by[holder]).is_empty(), "{holder}: {known} {}", played_by[holder]);
            }
        });
        check_finished_game!(&game, SchieberGame, 8);
    }

    #[test]
    fn replay_reproduces_partial_double_pack_games(seed in any::<u64>(), steps in 0usize..200) {
        let rules = Rules::schieber_six_double();
        let mut game = SchieberGame::new(rules, seed).unwrap();
        play_steps(&mut game, &mut bots(seed, 6, true), steps);
        prop_assert_eq!(SchieberGame::replay(&game.record()).unwrap(), game);
    }

    /// The later of two identical cards wins: the card winning a trick so
    /// far (led or not, trump or not) is beaten by its copy played next, in
    /// every contract.
    #[test]
    fn the_later_of_two_identical_cards_wins(
        seed in any::<u64>(), len in 1usize..6, contract in 0u8..6
    ) {
        let contract = Contract::from_index(contract).unwrap();
        let trick = random_trick(&mut JassRng::seed_from_u64(seed), len);
        let winner = trick_winner(&trick, contract).unwrap();
        let copy = trick[winner];
        if trick.iter().filter(|&&c| c == copy).count() < 2 {
            let mut played = Trick::new(Seat::S0, Players::Six).unwrap();
            for &c in &trick {
                played.push_copy(c).unwrap();
            }
            played.push_copy(copy).unwrap();
            prop_assert_eq!(played.winner(contract), Some(Seat::try_from(len as u8).unwrap()));
            prop_assert_eq!(trick_winner(played.cards(), contract), Some(len));
        }
    }

    /// Every contract's double-pack total is the pack's card points twice
    /// plus the last trick, and what the hands of random games sum to.
    #[test]
    fn double_pack_totals_are_derived_from_the_pack(contract in 0u8..6, ace_eleven in any::<bool>()) {
        let contract = Contract::from_index(contract).unwrap();
        let rules = double_rules([false, false, false, ace_eleven]);
        let table = PointTable::new(contract, &rules);
        let pack: Vec<Card> = rules.pack().iter().chain(rules.pack().iter()).collect();
        let all = table.trick(&pack, jass_core::TrickPlace::Last);
        prop_assert_eq!(table.hand_total(), all);
        let expected = match (contract, ace_eleven) {
            (Contract::Trump(_), _) => 304,
            (Contract::Obenabe, _) | (Contract::Undenufe, true) => 240,
            (Contract::Undenufe, false) => 152,
        };
        prop_assert_eq!(table.hand_total(), expected + 5);
    }
}

#[test]
fn six_players_are_dealt_eight_cards_of_the_double_pack() {
    let game = SchieberGame::new(Rules::schieber_six_double(), 3).unwrap();
    let hand = game.hand();
    let mut once = CardSet::EMPTY;
    let mut both = CardSet::EMPTY;
    for &seat in Players::Six.seats() {
        assert_eq!(
            hand.hands()[seat].len() + hand.second_copies()[seat].len(),
            8
        );
        both |= hand.second_copies()[seat] | (hand.hands()[seat] & once);
        once |= hand.hands()[seat];
    }
    assert_eq!(once, Rules::schieber_six_double().pack());
    assert_eq!(both, once, "every card twice");
    assert!(
        (once
            & (CardSet::of_rank(jass_core::Rank::Six) | CardSet::of_rank(jass_core::Rank::Eight)))
        .is_empty()
    );
}

/// The cards each seat was dealt stay its deal while the hand is played
/// (RULES.md §5.2, the double pack: every card twice): a card a seat holds
/// twice is still among the cards it was dealt once it has played one copy
/// and holds the other.
#[test]
fn a_card_held_twice_stays_dealt_once_one_copy_is_played() {
    for seed in 0..4 {
        let game = SchieberGame::new(Rules::schieber_six_double(), seed).unwrap();
        let mut hand = *game.hand();
        let dealt = *hand.hands();
        let twice = hand.second_copies();
        assert_eq!(hand.dealt(), dealt);
        let mut one_copy_played = 0;
        while hand.to_act().is_some() {
            let action = hand.legal_actions().as_slice()[0];
            hand.apply(action).unwrap();
            assert_eq!(hand.dealt(), dealt, "seed {seed}, after {action}");
            // Held twice when dealt, one copy still held: one was played.
            one_copy_played += Players::Six
                .seats()
                .iter()
                .map(|&s| ((twice[s] - hand.second_copies()[s]) & hand.hands()[s]).len())
                .sum::<usize>();
        }
        assert!(one_copy_played > 0, "seed {seed}: no card held twice");
    }
}

/// Every observation lists the cards played twice so far in the hand
/// (RULES.md §5.2, the double pack: every card twice): those whose two
/// copies both lie in the tricks, and no card played only once.
#[test]
fn the_observation_lists_the_cards_played_twice() {
    let mut seen_twice = 0;
    for seed in 0..3 {
        let mut game = SchieberGame::new(Rules::schieber_six_double(), seed).unwrap();
        let mut bots = bots(seed, 6, false);
        // The first hand: a declaration and 48 cards, and a claim or two.
        for _ in 0..52 {
            let Some(seat) = game.to_act() else { break };
            let observation = game.observation(seat).unwrap();
            let mut once = CardSet::EMPTY;
            let mut twice = CardSet::EMPTY;
            for trick in observation.tricks.iter().chain([&observation.trick]) {
                for &card in trick.cards() {
                    if !once.insert(card) {
                        twice = twice.with(card);
                    }
                }
            }
            assert_eq!(observation.played, once, "seed {seed}");
            assert_eq!(observation.played_twice, twice, "seed {seed}");
            seen_twice += twice.len();
            let action = bots[seat.index()].choose(&observation);
            game.apply(action).unwrap();
        }
    }
    assert!(seen_twice > 0, "no card was played twice");
}

#[test]
fn an_identical_trump_beats_the_highest_so_it_is_no_undertrump() {
    // Hearts trump, spades led and trumped with the ♥A; the next player is
    // void in spades and holds the other ♥A and the ♥K: the ace beats the
    // earlier one (RULES.md §5.2), the king would undertrump (§3.2).
    let mut trick = Trick::new(Seat::S0, Players::Six).unwrap();
    for c in ["S10", "HA"] {
        trick.push_copy(card(c)).unwrap();
    }
    let hand = cards("HA HK D10");
    let contract = Contract::Trump(Suit::Hearts);
    let play = Rules::schieber_six_double().play();
    let legal = legal_cards(hand, &trick.partial().unwrap(), contract, play);
    assert_eq!(legal, cards("HA D10"));
    // Played, the second ace takes the trick so far.
    trick.push_copy(card("HA")).unwrap();
    assert_eq!(trick.winner(contract), Some(Seat::S2));
    // Stichzwang on a trump lead: the identical ace beats the led one.
    let stichzwang = Rules::schieber_six_double()
        .with_must_overtrump_on_trump_lead(true)
        .play();
    let mut led = Trick::new(Seat::S0, Players::Six).unwrap();
    led.push_copy(card("HA")).unwrap();
    let legal = legal_cards(
        cards("HA HK D10"),
        &led.partial().unwrap(),
        contract,
        stichzwang,
    );
    assert_eq!(legal, cards("HA"));
}

#[test]
fn two_puurs_as_the_only_trumps_count_as_the_puur_alone() {
    // RULES.md §5.2 with §3.3: the hand holds both jacks of trump and no
    // other trump; on a trump lead it may play any card.
    let (mut hands, mut twice) = deal(1);
    let rules =
        Rules::schieber_six_double().with_first_forehand(jass_core::FirstForehand::RightOfDealer);
    // Give seat 1 exactly both ♣J, no other club, by swapping with others.
    let puur = card("CJ");
    let clubs = CardSet::of_suit(Suit::Clubs);
    let mut pool: Vec<Card> = Vec::new();
    for &seat in Players::Six.seats() {
        for c in hands[seat].iter().chain(twice[seat].iter()) {
            pool.push(c);
        }
    }
    pool.sort_by_key(|&c| (c == puur, clubs.contains(c)));
    // Seat 1: both Puurs and six non-clubs; the others from the rest.
    let non_clubs: Vec<Card> = pool
        .iter()
        .copied()
        .filter(|&c| !clubs.contains(c))
        .collect();
    let mut seat1 = vec![puur, puur];
    seat1.extend(non_clubs.iter().take(6));
    let mut rest = pool.clone();
    for c in &seat1 {
        let i = rest.iter().position(|x| x == c).unwrap();
        rest.remove(i);
    }
    let order = [Seat::S0, Seat::S2, Seat::S3, Seat::S4, Seat::S5];
    hands = BySeat([CardSet::EMPTY; 6]);
    twice = BySeat([CardSet::EMPTY; 6]);
    let mut give = |seat: Seat, c: Card| {
        if !hands[seat].insert(c) {
            twice[seat] = twice[seat].with(c);
        }
    };
    for c in seat1 {
        give(Seat::S1, c);
    }
    // Seat 0 leads a club: deal it one first.
    let lead = rest
        .iter()
        .position(|&c| clubs.contains(c) && c != puur)
        .unwrap();
    let lead_card = rest.remove(lead);
    give(Seat::S0, lead_card);
    let mut i = 0;
    for &seat in &order {
        let need = if seat == Seat::S0 { 7 } else { 8 };
        let mut given = 0;
        while given < need {
            let c = rest[i];
            i += 1;
            // Never a third copy in one hand (a card is at most twice in all).
            give(seat, c);
            given += 1;
        }
    }
    let mut hand =
        SchieberHand::with_second_copies(rules, hands, twice, Seat::S5, Seat::S0).unwrap();
    hand.apply(Action::Declare(Contract::Trump(Suit::Clubs)))
        .unwrap();
    hand.apply(Action::Play(lead_card)).unwrap();
    assert_eq!(hand.to_act(), Some(Seat::S1));
    assert_eq!(hand.legal_cards(), hand.hands()[Seat::S1]);
    // With the exemption off, the Puurs must follow.
    let strict = SchieberHand::with_second_copies(
        rules.with_puur_exempt(false),
        hands,
        twice,
        Seat::S5,
        Seat::S0,
    );
    let mut strict = strict.unwrap();
    strict
        .apply(Action::Declare(Contract::Trump(Suit::Clubs)))
        .unwrap();
    strict.apply(Action::Play(lead_card)).unwrap();
    assert_eq!(strict.legal_cards(), CardSet::single(puur));
    // Playing one Puur keeps the other in the hand.
    strict.apply(Action::Play(puur)).unwrap();
    assert!(strict.hands()[Seat::S1].contains(puur));
    assert!(strict.second_copies()[Seat::S1].is_empty());
}

#[test]
fn weis_and_stoeck_are_off_unless_duplicate_melds_says_otherwise() {
    let count_melds = |rules: Rules| -> usize {
        (0..30)
            .map(|seed| {
                let mut game = SchieberGame::new(rules, seed).unwrap();
                play_steps(&mut game, &mut bots(seed, 6, true), 400);
                game.score_entries()
                    .iter()
                    .filter(|e| matches!(e.kind, ScoreKind::Weis | ScoreKind::Stoeck))
                    .count()
            })
            .sum()
    };
    let rules = Rules::schieber_six_double();
    assert_eq!(rules.duplicate_melds, DuplicateMelds::None);
    assert!(!rules.weis_played() && !rules.stoeck_played());
    assert_eq!(count_melds(rules), 0);
    let on = rules.with_duplicate_melds(DuplicateMelds::DistinctCards);
    assert!(on.weis_played() && on.stoeck_played());
    assert!(
        count_melds(on) > 0,
        "weis and stöck score with distinct_cards"
    );
    // With one pack the option changes nothing.
    assert!(Rules::schieber_six().weis_played());
}

#[test]
fn stoeck_held_by_two_players_goes_to_the_earlier_in_the_first_trick() {
    // Seats 2 and 4 both hold ♥K ♥Q; forehand is seat 3, so seat 4 plays
    // earlier in the first trick than seat 2.
    let rules = Rules::schieber_six_double()
        .with_duplicate_melds(DuplicateMelds::DistinctCards)
        .with_weis_enabled(false)
        .with_first_forehand(jass_core::FirstForehand::RightOfDealer);
    let texts = [
        "H9 H9 H10 H10 HJ HJ HA HA",
        "S9 S9 S10 S10 SJ SJ SA SA",
        "HK HQ SK SQ D9 D10 DJ DA",
        "SK SQ D9 D10 DJ DA DK DQ",
        "HK HQ C9 C9 C10 C10 CJ CJ",
        "CA CA CK CK CQ CQ DK DQ",
    ];
    let mut hands = BySeat([CardSet::EMPTY; 6]);
    let mut twice = BySeat([CardSet::EMPTY; 6]);
    for (i, text) in texts.iter().enumerate() {
        let seat = Seat::try_from(i as u8).unwrap();
        for c in text.split_whitespace().map(card) {
            if !hands[seat].insert(c) {
                twice[seat] = twice[seat].with(c);
            }
        }
    }
    let mut hand =
        SchieberHand::with_second_copies(rules, hands, twice, Seat::S2, Seat::S3).unwrap();
    hand.apply(Action::Declare(Contract::Trump(Suit::Hearts)))
        .unwrap();
    assert_eq!(hand.stoeck_holder(), Some(Seat::S4));
    let mut hand =
        SchieberHand::with_second_copies(rules, hands, twice, Seat::S1, Seat::S2).unwrap();
    hand.apply(Action::Declare(Contract::Trump(Suit::Hearts)))
        .unwrap();
    assert_eq!(hand.stoeck_holder(), Some(Seat::S2));
}

#[test]
fn bad_double_pack_hands_are_refused_with_a_typed_error() {
    let rules = Rules::schieber_six_double();
    let (hands, twice) = deal(2);
    assert!(SchieberHand::with_second_copies(rules, hands, twice, Seat::S5, Seat::S0).is_ok());
    // A hand of the wrong size.
    let mut short = hands;
    let dropped = (short[Seat::S0] - twice[Seat::S0]).first().unwrap();
    short[Seat::S0] = short[Seat::S0].without(dropped);
    assert_eq!(
        SchieberHand::with_second_copies(rules, short, twice, Seat::S5, Seat::S0),
        Err(DealError::WrongHandSize {
            seat: Seat::S0,
            len: 7,
            expected: 8
        })
    );
    // A third copy: seat 0 gets a card seat 1 holds twice.
    let (mut third, mut third_twice) = (hands, twice);
    let doubled = Players::Six
        .seats()
        .iter()
        .find_map(|&s| {
            twice[s]
                .first()
                .filter(|&c| !hands[Seat::S0].contains(c) && s != Seat::S0)
        })
        .unwrap();
    third[Seat::S0] = third[Seat::S0].without(dropped).with(doubled);
    third_twice[Seat::S0] = third_twice[Seat::S0].without(dropped);
    assert!(matches!(
        SchieberHand::with_second_copies(rules, third, third_twice, Seat::S5, Seat::S0),
        Err(DealError::TooManyCopies { copies: 2, .. })
    ));
    // A card not in the double pack.
    let mut six = hands;
    six[Seat::S0] = six[Seat::S0].without(dropped).with(card("H6"));
    assert_eq!(
        SchieberHand::with_second_copies(rules, six, twice, Seat::S5, Seat::S0),
        Err(DealError::NotInPack { card: card("H6") })
    );
    // Second copies with one pack.
    let one = Rules::schieber_six();
    let deal_one = SchieberGame::new(one, 1).unwrap().hand().dealt();
    let mut extra = BySeat([CardSet::EMPTY; 6]);
    extra[Seat::S0] = CardSet::single(deal_one[Seat::S0].first().unwrap());
    assert!(matches!(
        SchieberHand::with_second_copies(one, deal_one, extra, Seat::S5, Seat::S0),
        Err(DealError::DuplicateCard { .. })
    ));
}

#[test]
fn a_double_pack_deal_given_as_hands_is_refused_saying_to_give_a_deck() {
    // Hands hold each card once, and a seat may be dealt a card twice.
    let rules = Rules::schieber_six_double();
    let (hands, _) = deal(3);
    let error = SchieberGame::with_deal(rules, 3, hands, Seat::S5).unwrap_err();
    assert_eq!(error, NewGameError::Deal(DealError::DoublePackAsHands));
    assert!(error.to_string().ends_with("give it as a deck"), "{error}");
}

#[test]
fn bad_double_pack_decks_are_refused_with_a_typed_error() {
    let rules = Rules::schieber_six_double();
    // A deck of the wrong length, a third copy, a card out of the pack.
    let deck = JassRng::seed_from_u64(4).shuffled_double_deck();
    assert!(SchieberGame::with_cards(rules, 4, &deck, Seat::S5).is_ok());
    assert_eq!(
        SchieberGame::with_cards(rules, 4, &deck[..47], Seat::S5),
        Err(NewGameError::Deal(DealError::WrongDeckSize {
            len: 47,
            expected: 48
        }))
    );
    let mut tripled = deck;
    tripled[0] = deck[1];
    let third_of = tripled[0];
    let has_third = tripled.iter().filter(|&&c| c == third_of).count() == 3;
    assert!(has_third);
    assert!(matches!(
        SchieberGame::with_cards(rules, 4, &tripled, Seat::S5),
        Err(NewGameError::Deal(DealError::TooManyCopies {
            copies: 2,
            ..
        }))
    ));
    let mut with_six = deck;
    with_six[0] = card("S6");
    assert!(matches!(
        SchieberGame::with_cards(rules, 4, &with_six, Seat::S5),
        Err(NewGameError::Deal(DealError::NotInPack { .. }))
    ));
    // A 36-card deck for the double pack, and a 48-card one for one pack.
    let four = JassRng::seed_from_u64(4).shuffled_deck();
    assert_eq!(
        SchieberGame::with_deck(rules, 4, four, Seat::S5),
        Err(NewGameError::Deal(DealError::WrongDeckSize {
            len: 36,
            expected: 48
        }))
    );
    assert_eq!(
        SchieberGame::with_cards(Rules::schieber_six(), 4, &deck, Seat::S5),
        Err(NewGameError::Deal(DealError::WrongDeckSize {
            len: 48,
            expected: 36
        }))
    );
    let mut twice_in_one = JassRng::seed_from_u64(4).shuffled_deck();
    twice_in_one[0] = twice_in_one[1];
    assert!(matches!(
        SchieberGame::with_cards(Rules::schieber_six(), 4, &twice_in_one, Seat::S5),
        Err(NewGameError::Deal(DealError::DuplicateCard { .. }))
    ));
    // A record whose deal is too short.
    let mut record = SchieberGame::with_cards(rules, 4, &deck, Seat::S5)
        .unwrap()
        .record();
    record.deal = Some(deck[..40].to_vec());
    assert!(matches!(
        SchieberGame::replay(&record),
        Err(ReplayError::New(NewGameError::Deal(
            DealError::WrongDeckSize {
                len: 40,
                expected: 48
            }
        )))
    ));
    // Nothing was changed: a game refuses a card it does not hold.
    let mut game = SchieberGame::with_cards(rules, 4, &deck, Seat::S5).unwrap();
    game.apply(Action::Declare(Contract::Obenabe)).unwrap();
    let seat = game.to_act().unwrap();
    let missing = (rules.pack() - game.hands()[seat]).first().unwrap();
    let before = game.clone();
    assert!(game.apply(Action::Play(missing)).is_err());
    assert_eq!(game, before);
}

#[test]
fn only_a_table_of_six_reads_the_double_pack() {
    // ⚙ `packs` is read at six only, like ⚙ `removed_card` at five.
    for rules in [
        Rules::schieber().with_packs(Packs::Two),
        Rules::schieber_five().with_packs(Packs::Two),
    ] {
        assert_eq!(rules.validate(), Ok(()));
        assert_eq!(rules.copies(), 1);
        assert!(rules.weis_played());
        let one = rules.with_packs(Packs::One);
        assert_eq!(rules.cards_per_player(), one.cards_per_player());
        assert_eq!(
            SchieberGame::new(rules, 1).unwrap().hands(),
            SchieberGame::new(one, 1).unwrap().hands()
        );
    }
    assert_eq!(
        Rules::preset("schieber_six_double").unwrap(),
        Rules::schieber_six_double()
    );
}

/// jass-kit plays four players with one pack: a double-pack hand or rule
/// set has no jass-kit form and is refused with a typed error.
#[cfg(feature = "json")]
#[test]
fn jasskit_refuses_the_double_pack() {
    use jass_core::jasskit::{JassKitError, hand_from_json, hand_to_json};

    let game = SchieberGame::new(Rules::schieber_six_double(), 1).unwrap();
    assert_eq!(
        hand_to_json(game.hand()),
        Err(JassKitError::UnsupportedTable { players: 6 })
    );
    assert!(matches!(
        hand_from_json("{}", Rules::schieber_six_double()),
        Err(JassKitError::UnsupportedTable { players: 6 })
    ));
}
