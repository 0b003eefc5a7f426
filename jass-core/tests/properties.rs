//! Properties of legal moves, tricks and points, checked with proptest.
//!
//! `reference_is_legal` is a deliberately naive second implementation of
//! RULES.md §3 and §6, written card by card from the rule text with rank
//! orders from `Contract::order`; the bit-twiddling `legal_cards` must agree
//! with it on every position.

use jass_core::{
    ByTeam, Card, CardSet, CardValues, Contract, JassRng, PartialTrick, PlayError, PlayRules,
    Players, PointTable, Rank, Rules, Seat, Suit, UndenufeValues, Undertrump, check_play, is_legal,
    legal_cards, trick_winner,
};
use proptest::prelude::*;

// ---------------------------------------------------------------- strategies

fn card() -> impl Strategy<Value = Card> {
    (0u8..36).prop_map(Card::from_index)
}

fn card_set() -> impl Strategy<Value = CardSet> {
    any::<u64>().prop_map(|mask| CardSet::from_mask(mask & CardSet::ALL.mask()))
}

fn contract() -> impl Strategy<Value = Contract> {
    (0u8..6).prop_map(|i| Contract::from_index(i).unwrap())
}

fn play_rules() -> impl Strategy<Value = PlayRules> {
    (any::<[bool; 5]>(), any::<bool>()).prop_map(|(flags, weak)| PlayRules {
        follow_suit: flags[0] || flags[1], // mostly with duties
        trump_when_able_to_follow: flags[1],
        must_trump_when_void: flags[2],
        undertrump: if weak {
            Undertrump::Weak
        } else {
            Undertrump::Strict
        },
        puur_exempt: flags[3],
        must_overtrump_on_trump_lead: flags[4],
    })
}

/// A non-empty hand and a trick of 0..=3 other cards.
fn position() -> impl Strategy<Value = (CardSet, PartialTrick)> {
    (any::<u64>(), 1usize..=9, 0usize..=3).prop_map(|(seed, hand_len, trick_len)| {
        let deck = JassRng::seed_from_u64(seed).shuffled_deck();
        let hand = deck[..hand_len].iter().copied().collect();
        let trick = PartialTrick::try_new(&deck[hand_len..hand_len + trick_len]).unwrap();
        (hand, trick)
    })
}

fn rules() -> impl Strategy<Value = Rules> {
    (any::<bool>(), any::<bool>(), 0u32..5000, 1u16..5).prop_map(|(ace, belmite, target, m)| {
        Rules::schieber()
            .with_undenufe_values(if ace {
                UndenufeValues::AceEleven
            } else {
                UndenufeValues::SixEleven
            })
            .with_card_values(belmite.then_some(CardValues::BELMITE))
            .with_target(target + 1)
            .with_counter_match_factor(m)
    })
}

// ------------------------------------------------------ reference behaviour

/// Position of `card` in its suit's trick-taking order (0 = strongest).
fn order_position(card: Card, contract: Contract) -> usize {
    let order = contract.order(card.suit());
    order.iter().position(|&r| r == card.rank()).unwrap()
}

/// Whether `a` beats `b` in a trick whose led suit is `led`.
fn beats(a: Card, b: Card, led: Suit, contract: Contract) -> bool {
    let trump = contract.trump();
    let a_trump = Some(a.suit()) == trump;
    let b_trump = Some(b.suit()) == trump;
    if a_trump != b_trump {
        return a_trump;
    }
    if a_trump || a.suit() == b.suit() {
        return order_position(a, contract) < order_position(b, contract);
    }
    a.suit() == led
}

fn reference_is_legal(
    card: Card,
    hand: CardSet,
    trick: &[Card],
    contract: Contract,
    play: PlayRules,
) -> bool {
    if !hand.contains(card) {
        return false;
    }
    let Some(first) = trick.first() else {
        return true;
    };
    if !play.follow_suit {
        return true;
    }
    let led = first.suit();
    let holds_led = hand.iter().any(|c| c.suit() == led);
    let Some(trump) = contract.trump() else {
        return !holds_led || card.suit() == led;
    };
    let trumps: Vec<Card> = hand.iter().filter(|c| c.suit() == trump).collect();
    let puur = Card::new(trump, Rank::Jack);
    let only_puur = play.puur_exempt && trumps == [puur];
    let is_trump = card.suit() == trump;
    let highest_trump = trick
        .iter()
        .copied()
        .filter(|c| c.suit() == trump)
        .min_by_key(|&c| order_position(c, contract));
    let beats_highest = |c: Card| {
        highest_trump.is_none_or(|h| order_position(c, contract) < order_position(h, contract))
    };

    if led == trump {
        if trumps.is_empty() || only_puur {
            return true;
        }
        if !is_trump {
            return false;
        }
        if !play.must_overtrump_on_trump_lead || trumps.len() == hand.len() {
            return true;
        }
        let forced: Vec<Card> = trumps
            .iter()
            .copied()
            .filter(|&c| beats_highest(c) && !(play.puur_exempt && c == puur))
            .collect();
        return forced.is_empty() || beats_highest(card);
    }
    if holds_led {
        return card.suit() == led
            || (is_trump && play.trump_when_able_to_follow && beats_highest(card));
    }
    if play.must_trump_when_void && !trumps.is_empty() && !only_puur {
        if !is_trump {
            return false;
        }
        return trumps.iter().all(|&c| !beats_highest(c)) || beats_highest(card);
    }
    match play.undertrump {
        Undertrump::Weak => true,
        Undertrump::Strict => !is_trump || trumps.len() == hand.len() || beats_highest(card),
    }
}

/// Plays one complete hand with uniformly random legal cards, seat 0
/// leading; returns each team's points (with the last trick) and tricks.
fn play_random_hand(
    hands: [CardSet; 4],
    contract: Contract,
    rules: &Rules,
    rng: &mut JassRng,
) -> (ByTeam<u16>, ByTeam<u8>) {
    let table = PointTable::new(contract, rules);
    let mut hands = hands;
    let mut leader = Seat::S0;
    let mut points = ByTeam([0u16; 2]);
    let mut tricks = ByTeam([0u8; 2]);
    for trick_number in 0..9 {
        let mut trick = Vec::with_capacity(4);
        for i in 0..4 {
            let seat = leader.advance(i, Players::Four);
            let hand = hands[seat.index()];
            let partial = PartialTrick::try_new(&trick).unwrap();
            let legal = legal_cards(hand, &partial, contract, rules.play());
            assert!(!legal.is_empty() && legal.is_subset(hand));
            let card = rng.pick(legal).unwrap();
            hands[seat.index()] = hand.without(card);
            trick.push(card);
        }
        let winner = leader.advance(trick_winner(&trick, contract).unwrap(), Players::Four);
        points[winner.team()] +=
            table.trick(&trick, jass_core::TrickPlace::last_if(trick_number == 8));
        tricks[winner.team()] += 1;
        leader = winner;
    }
    (points, tricks)
}

// ---------------------------------------------------------------- properties

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn legal_set_is_nonempty_and_inside_the_hand(
        (hand, trick) in position(), contract in contract(), play in play_rules()
    ) {
        let legal = legal_cards(hand, &trick, contract, play);
        prop_assert!(!legal.is_empty());
        prop_assert!(legal.is_subset(hand));
    }

    #[test]
    fn legal_cards_agree_with_the_reference_rules(
        (hand, trick) in position(), contract in contract(), play in play_rules()
    ) {
        let legal = legal_cards(hand, &trick, contract, play);
        let reference: CardSet = hand
            .iter()
            .filter(|&c| reference_is_legal(c, hand, trick.cards(), contract, play))
            .collect();
        prop_assert_eq!(legal, reference, "hand {} trick {:?} {} {:?}", hand, trick, contract, play);
    }

    #[test]
    fn is_legal_and_check_play_agree_with_legal_cards(
        (hand, trick) in position(), contract in contract(), play in play_rules(), probe in card()
    ) {
        let legal = legal_cards(hand, &trick, contract, play);
        prop_assert_eq!(is_legal(probe, hand, &trick, contract, play), legal.contains(probe));
        prop_assert_eq!(check_play(probe, hand, &trick, contract, play).is_ok(), legal.contains(probe));
    }

    #[test]
    fn pushing_cards_builds_the_trick_try_new_builds(
        seed in any::<u64>(), len in 0usize..=5, repeat in 0usize..5
    ) {
        let deck = JassRng::seed_from_u64(seed).shuffled_deck();
        let mut trick = PartialTrick::EMPTY;
        for &card in &deck[..len] {
            trick.push(card).unwrap();
        }
        prop_assert_eq!(trick, PartialTrick::try_new(&deck[..len]).unwrap());
        prop_assert_eq!(trick.card_set(), deck[..len].iter().copied().collect::<CardSet>());
        // A card already played, or a sixth card, is refused and changes nothing.
        let before = trick;
        if len > 0 {
            let card = deck[repeat % len];
            prop_assert_eq!(trick.push(card), Err(PlayError::DuplicateCard { card }));
            prop_assert_eq!(trick, before);
        }
        if len == PartialTrick::MAX {
            prop_assert_eq!(trick.push(deck[len]), Err(PlayError::TrickComplete));
            prop_assert_eq!(trick, before);
        } else {
            prop_assert!(trick.push(deck[len]).is_ok());
            prop_assert_eq!(trick, PartialTrick::try_new(&deck[..=len]).unwrap());
        }
    }

    #[test]
    fn the_winner_is_the_only_card_that_beats_all_others(
        seed in any::<u64>(), len in 1usize..=4, contract in contract()
    ) {
        let deck = JassRng::seed_from_u64(seed).shuffled_deck();
        let trick = &deck[..len];
        let led = trick[0].suit();
        let winner = trick_winner(trick, contract).unwrap();
        let beats_all = |i: usize| (0..len).all(|j| i == j || beats(trick[i], trick[j], led, contract));
        prop_assert!(beats_all(winner));
        prop_assert_eq!((0..len).filter(|&i| beats_all(i)).count(), 1);
    }

    #[test]
    fn every_random_hand_totals_157_or_its_computed_total(
        seed in any::<u64>(), contract in contract(), rules in rules()
    ) {
        let mut rng = JassRng::seed_from_u64(seed);
        let deal = rng.deal().0;
        let hands = [deal[0], deal[1], deal[2], deal[3]];
        let (points, tricks) = play_random_hand(hands, contract, &rules, &mut rng);
        let total = PointTable::new(contract, &rules).hand_total();
        prop_assert_eq!(points[jass_core::Team::T0] + points[jass_core::Team::T1], total);
        prop_assert_eq!(tricks.0[0] + tricks.0[1], 9);
        if rules.card_values.is_none() {
            prop_assert_eq!(total, 157);
        }
        let with_match: u16 = jass_core::Team::ALL
            .iter()
            .map(|&t| jass_core::hand_points(points[t], jass_core::TricksWon::all_if(tricks[t] == 9), &rules))
            .sum();
        let matched = tricks.0.contains(&9);
        prop_assert_eq!(with_match, total + if matched { rules.match_bonus } else { 0 });
    }

    #[test]
    fn a_hand_of_all_trumps_leading_makes_match_worth_257(seed in any::<u64>(), suit in 0u8..4) {
        // Seat 0 holds every trump and leads: it wins every trick.
        let trump = Suit::from_index(suit).unwrap();
        let contract = Contract::Trump(trump);
        let rest: Vec<Card> = JassRng::seed_from_u64(seed)
            .shuffled_deck()
            .into_iter()
            .filter(|c| c.suit() != trump)
            .collect();
        let others: Vec<CardSet> = rest.chunks(9).map(|c| c.iter().copied().collect()).collect();
        let hands = [CardSet::of_suit(trump), others[0], others[1], others[2]];
        let rules = Rules::schieber();
        let (points, tricks) =
            play_random_hand(hands, contract, &rules, &mut JassRng::seed_from_u64(seed));
        prop_assert_eq!(tricks.0, [9, 0]);
        prop_assert_eq!(jass_core::hand_points(points.0[0], jass_core::TricksWon::All, &rules), 257);
    }

    #[test]
    fn cards_round_trip_through_text_and_jasskit_indices(c in card()) {
        prop_assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
        prop_assert_eq!(Card::from_jasskit_index(c.jasskit_index()).unwrap(), c);
    }

    #[test]
    fn card_sets_round_trip_through_text_and_masks(set in card_set()) {
        prop_assert_eq!(set.to_string().parse::<CardSet>().unwrap(), set);
        prop_assert_eq!(CardSet::from_jasskit_mask(set.to_jasskit_mask()).unwrap(), set);
        prop_assert_eq!(set.iter().len(), set.len());
        prop_assert_eq!(set.iter().rev().collect::<CardSet>(), set);
    }
}

#[cfg(feature = "serde")]
mod serde_round_trips {
    use super::*;

    proptest! {
        #[test]
        fn rules_round_trip_through_json_and_toml(rules in rules()) {
            let json = serde_json::to_string(&rules).unwrap();
            prop_assert_eq!(serde_json::from_str::<Rules>(&json).unwrap(), rules);
            let toml_text = toml::to_string(&rules).unwrap();
            prop_assert_eq!(toml::from_str::<Rules>(&toml_text).unwrap(), rules);
        }

        #[test]
        fn card_sets_round_trip_through_json(set in card_set()) {
            let json = serde_json::to_string(&set).unwrap();
            prop_assert_eq!(serde_json::from_str::<CardSet>(&json).unwrap(), set);
        }
    }

    #[test]
    fn every_preset_round_trips_through_json_and_toml() {
        for name in jass_core::PRESET_NAMES {
            let rules = Rules::preset(name).unwrap();
            let json = serde_json::to_string(&rules).unwrap();
            assert_eq!(
                serde_json::from_str::<Rules>(&json).unwrap(),
                rules,
                "{name}"
            );
            let toml_text = toml::to_string(&rules).unwrap();
            assert_eq!(
                toml::from_str::<Rules>(&toml_text).unwrap(),
                rules,
                "{name}"
            );
        }
    }

    #[test]
    fn partial_rule_sets_default_and_unknown_options_are_errors() {
        let rules: Rules =
            serde_json::from_str(r#"{"undertrump": "weak", "target": 1000}"#).unwrap();
        assert_eq!(
            rules,
            Rules::schieber()
                .with_undertrump(Undertrump::Weak)
                .with_target(1000)
        );
        assert!(serde_json::from_str::<Rules>(r#"{"undertrumpf": "weak"}"#).is_err());
        assert!(serde_json::from_str::<Rules>(r#"{"undertrump": "sometimes"}"#).is_err());
        assert!(
            serde_json::from_str::<Rules>(r#"{"sws_order": ["weis", "weis", "stich"]}"#).is_err()
        );
        assert!(serde_json::from_str::<CardSet>(r#"["HA", "HA"]"#).is_err());
        let toml_rules: Rules = toml::from_str("undertrump = \"weak\"\n[multipliers]\ndiamonds = 1\nhearts = 1\nspades = 1\nclubs = 1\nobenabe = 1\nundenufe = 1\n").unwrap();
        assert_eq!(toml_rules.multipliers, jass_core::PerContract::splat(1));
    }
}

#[cfg(feature = "json")]
#[test]
fn options_are_readable_and_settable_by_name() {
    let mut rules = Rules::schieber();
    assert_eq!(rules.option("undertrump").unwrap(), "\"strict\"");
    rules.set_option("undertrump", "\"weak\"").unwrap();
    assert_eq!(rules.undertrump, Undertrump::Weak);
    rules.set_option("fours_allowed", r#"["10", "J"]"#).unwrap();
    assert!(rules.fours_allowed.contains(Rank::Jack));
    let before = rules;
    assert!(rules.set_option("target", "0").is_err());
    assert!(rules.set_option("target", "\"many\"").is_err());
    assert!(rules.set_option("no_such_option", "1").is_err());
    assert!(rules.set_option("target", "{not json").is_err());
    assert_eq!(rules, before, "a failed set leaves the rules unchanged");
    assert_eq!(Rules::option_names().len(), 45);
    rules.set_option("players", "6").unwrap();
    assert_eq!(rules.players, Players::Six);
    assert!(rules.set_option("players", "7").is_err());
    rules.set_option("players", "3").unwrap();
    assert_eq!(rules.players, Players::Three);
    rules.set_option("players", "6").unwrap();
    assert!(rules.set_option("players", "2").is_err());
    rules.set_option("removed_card", "\"SA\"").unwrap();
    assert_eq!(rules.removed_card, "SA".parse().unwrap());
    assert!(rules.set_option("removed_card", "\"S5\"").is_err());
    assert_eq!(Rules::from_json(&rules.to_json()).unwrap(), rules);
    assert!(
        Rules::from_json("[]").is_err(),
        "a rule set is an object, not a list"
    );
    assert!(Rules::from_json(r#"{"four_nines": "100"}"#).is_ok());
}
