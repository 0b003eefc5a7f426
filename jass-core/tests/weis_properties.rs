//! Weis and stöck (RULES.md §4, §6, §7): properties checked with
//! proptest, and the serde round trip of the weis values.

mod common {
    pub(crate) mod weis;
}

use std::cmp::Ordering;

use jass_core::{
    BySeat, CardSet, Contract, FourNines, JassRng, Meld, MeldSet, Players, Rank, RankSet, Rules,
    Seat, SequenceVsFour, Suit, WeisTable,
    weis::{
        Declaration, WeisOrder, all_melds, declarable_melds, resolve_schieber, schieber_weis,
        stoeck_cards,
    },
};
use proptest::prelude::*;

#[cfg(feature = "serde")]
use common::weis::{CLUBS, LARGE, cards, deal};
#[cfg(feature = "serde")]
use jass_core::weis::{Comparison, ComparisonStep};

// =============================================================== properties

fn meld_strategy() -> impl Strategy<Value = Meld> {
    (0u8..121).prop_map(|index| Meld::from_index(index).unwrap())
}

fn contract() -> impl Strategy<Value = Contract> {
    (0u8..6).prop_map(|i| Contract::from_index(i).unwrap())
}

/// A deal of four hands of nine cards.
fn deal_strategy() -> impl Strategy<Value = BySeat<CardSet>> {
    any::<u64>().prop_map(|seed| JassRng::seed_from_u64(seed).deal())
}

/// A hand of nine cards, biased towards melds: drawn from a few suits and
/// ranks so that runs and fours are common.
fn hand() -> impl Strategy<Value = CardSet> {
    prop_oneof![
        deal_strategy().prop_map(|hands| hands[Seat::S0]),
        (any::<u64>(), 12usize..=36).prop_map(|(seed, pool)| {
            // Nine cards out of the `pool` cards of the lowest indices after
            // a suit-major reshuffle: few suits, many runs.
            let deck = JassRng::seed_from_u64(seed).shuffled_deck();
            let mut pool_cards: Vec<_> = deck
                .iter()
                .copied()
                .filter(|c| usize::from(c.index()) < pool)
                .collect();
            pool_cards.truncate(9);
            pool_cards.into_iter().collect()
        }),
        (any::<u64>(), 0u8..9, 0u8..9).prop_map(|(seed, a, b)| {
            // Two fours plus one card: the densest hands for fours.
            let cards = CardSet::of_rank(Rank::ALL[usize::from(a)])
                | CardSet::of_rank(Rank::ALL[usize::from(b)]);
            fill_to_nine(cards, seed)
        }),
        (any::<u64>(), 5usize..=8, 0usize..4, 3u8..=6, 0u8..3).prop_map(
            |(seed, rank, suit, len, below)| {
                // A four (often kings or queens) and a run through one of its
                // cards: where fours and sequences compete for cards.
                let rank = Rank::ALL[rank];
                let top = (rank as u8 + below).min(8);
                let run = Meld::sequence(
                    Suit::ALL[suit],
                    len.min(top + 1),
                    Rank::ALL[usize::from(top)],
                );
                fill_to_nine(CardSet::of_rank(rank) | run.cards(), seed)
            }
        ),
    ]
}

/// `cards` and then seeded random cards up to nine.
fn fill_to_nine(mut cards: CardSet, seed: u64) -> CardSet {
    for card in JassRng::seed_from_u64(seed).shuffled_deck() {
        if cards.len() >= 9 {
            break;
        }
        cards = cards.with(card);
    }
    cards
}

/// Any combination of the weis options.
fn rules() -> impl Strategy<Value = Rules> {
    (
        any::<bool>(),
        any::<bool>(),
        0u8..3,
        0u16..512,
        any::<bool>(),
        0u8..3,
        any::<bool>(),
    )
        .prop_map(|(small, step20, nines, fours, undenufe_fours, vs, kq)| {
            let mut allowed = RankSet::EMPTY;
            for rank in Rank::ALL {
                if fours >> rank as u16 & 1 == 1 || fours == 0 {
                    allowed = allowed.with(rank);
                }
            }
            Rules::schieber()
                .with_weis_table(if small {
                    WeisTable::Small
                } else {
                    WeisTable::Large
                })
                .with_long_sequence_step(if step20 { 20 } else { 50 })
                .with_four_nines(
                    [
                        FourNines::Points150,
                        FourNines::Points100,
                        FourNines::NotAllowed,
                    ][usize::from(nines)],
                )
                .with_fours_allowed(allowed)
                .with_undenufe_fours(undenufe_fours)
                .with_sequence_vs_four(
                    [
                        SequenceVsFour::SequenceWins,
                        SequenceVsFour::FourWins,
                        SequenceVsFour::ListOrder,
                    ][usize::from(vs)],
                )
                .with_trump_kq_in_two_melds(kq)
        })
}

fn seat() -> impl Strategy<Value = Seat> {
    (0u8..4).prop_map(|i| Seat::from_index(i).unwrap())
}

/// The step-7 ties: the same sequence in two plain suits.
fn is_plain_twin(a: Meld, b: Meld, contract: Contract) -> bool {
    match (a, b) {
        (
            Meld::Sequence {
                suit: sa,
                len: la,
                top: ta,
            },
            Meld::Sequence {
                suit: sb,
                len: lb,
                top: tb,
            },
        ) => {
            la == lb
                && ta == tb
                && sa != sb
                && contract.trump() != Some(sa)
                && contract.trump() != Some(sb)
        }
        _ => false,
    }
}

/// Every valid way to declare melds from `hand`, by brute force: each
/// subset of the declarable melds that `Declaration::try_new` accepts.
fn every_declaration(hand: CardSet, contract: Contract, rules: &Rules) -> Vec<Declaration> {
    fn search(
        rest: &[Meld],
        chosen: &mut Vec<Meld>,
        found: &mut Vec<Declaration>,
        hand: CardSet,
        contract: Contract,
        rules: &Rules,
    ) {
        let Some((&first, rest)) = rest.split_first() else {
            found
                .push(Declaration::try_new(chosen.iter().copied(), hand, contract, rules).unwrap());
            return;
        };
        search(rest, chosen, found, hand, contract, rules);
        chosen.push(first);
        if Declaration::try_new(chosen.iter().copied(), hand, contract, rules).is_ok() {
            search(rest, chosen, found, hand, contract, rules);
        }
        chosen.pop();
    }
    let candidates: Vec<Meld> = declarable_melds(hand, contract, rules)
        .into_iter()
        .collect();
    let mut found = Vec::new();
    let mut chosen = Vec::new();
    search(&candidates, &mut chosen, &mut found, hand, contract, rules);
    found
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn comparison_is_a_total_order_strict_but_for_plain_twins(
        a in meld_strategy(), b in meld_strategy(), c in meld_strategy(),
        contract in contract(), rules in rules(),
    ) {
        let order = WeisOrder::new(contract, &rules);
        let ab = order.compare(a, b);
        prop_assert_eq!(ab, order.compare(b, a).reverse());
        prop_assert_eq!(ab == Ordering::Equal, a == b || is_plain_twin(a, b, contract));
        prop_assert_eq!(order.explain(a, b).ordering(), ab);
        if ab.is_ge() && order.compare(b, c).is_ge() {
            prop_assert!(order.compare(a, c).is_ge());
        }
        if ab.is_gt() && order.compare(b, c).is_ge() {
            prop_assert!(order.compare(a, c).is_gt());
        }
        // Step 1 first: a higher value always wins.
        if order.value(a) > order.value(b) {
            prop_assert_eq!(ab, Ordering::Greater);
        }
    }

    #[test]
    fn seated_comparison_is_strict_for_distinct_seated_melds(
        a in meld_strategy(), b in meld_strategy(), sa in seat(), sb in seat(), first in seat(),
        contract in contract(), rules in rules(),
    ) {
        let order = WeisOrder::new(contract, &rules);
        let ordering = order.compare_seated((sa, a), (sb, b), first, Players::Four).unwrap();
        prop_assert_eq!(ordering, order.compare_seated((sb, b), (sa, a), first, Players::Four).unwrap().reverse());
        let plain = order.compare(a, b);
        let distance = |seat: Seat| (seat.index() + 4 - first.index()) % 4;
        if plain.is_ne() {
            prop_assert_eq!(ordering, plain);
        } else {
            prop_assert_eq!(ordering, distance(sb).cmp(&distance(sa)));
        }
        prop_assert_eq!(ordering.is_eq(), plain.is_eq() && sa == sb);
        // best_of takes its input in priority order.
        let (early, late) = if distance(sa) <= distance(sb) { ((sa, a), (sb, b)) } else { ((sb, b), (sa, a)) };
        let best = order.best_of([early, late]).unwrap();
        let expected = if order.compare_seated(early, late, first, Players::Four).unwrap().is_ge() { early } else { late };
        prop_assert_eq!(best, expected);
    }

    #[test]
    fn detection_does_not_depend_on_card_order(hand in hand(), contract in contract(), rules in rules(), seed in any::<u64>()) {
        let mut listed: Vec<_> = hand.iter().collect();
        let mut rng = JassRng::seed_from_u64(seed);
        for i in (1..listed.len()).rev() {
            listed.swap(i, rng.below(i as u32 + 1) as usize);
        }
        let shuffled: CardSet = listed.into_iter().collect();
        prop_assert_eq!(all_melds(shuffled, contract, &rules), all_melds(hand, contract, &rules));
        prop_assert_eq!(Declaration::best(shuffled, contract, &rules), Declaration::best(hand, contract, &rules));
    }

    #[test]
    fn detection_follows_a_relabelling_of_the_suits(hand in hand(), rules in rules(), shift in 1usize..4) {
        // Obenabe treats the suits alike: renaming them renames the melds.
        let rename = |cards: CardSet| -> CardSet {
            cards.iter().map(|c| jass_core::Card::new(Suit::ALL[(c.suit().index() + shift) % 4], c.rank())).collect()
        };
        let renamed: MeldSet = all_melds(hand, Contract::Obenabe, &rules)
            .into_iter()
            .map(|m| Meld::from_cards(rename(m.cards())).unwrap())
            .collect();
        prop_assert_eq!(all_melds(rename(hand), Contract::Obenabe, &rules), renamed);
        let best = Declaration::best(hand, Contract::Obenabe, &rules);
        let best_renamed = Declaration::best(rename(hand), Contract::Obenabe, &rules);
        prop_assert_eq!(best.total(&rules), best_renamed.total(&rules));
    }

    #[test]
    fn every_meld_lies_in_the_hand_and_counts(hand in hand(), contract in contract(), rules in rules()) {
        let order = WeisOrder::new(contract, &rules);
        for meld in all_melds(hand, contract, &rules) {
            prop_assert!(meld.cards().is_subset(hand), "{meld}");
            prop_assert!(order.allows(meld), "{meld}");
        }
        let declarable = declarable_melds(hand, contract, &rules);
        prop_assert_eq!(declarable.mask() & !all_melds(hand, contract, &rules).mask(), 0);
        let best = Declaration::best(hand, contract, &rules);
        prop_assert!(best.cards().is_subset(hand));
        prop_assert_eq!(best.melds().mask() & !declarable.mask(), 0);
        prop_assert!(best.len() <= Declaration::MAX_MELDS);
        prop_assert_eq!(Declaration::try_new(best, hand, contract, &rules), Ok(best));
    }

    #[test]
    fn small_weis_never_uses_a_card_twice_but_the_trump_king_and_queen(
        hand in hand(), contract in contract(), rules in rules(),
    ) {
        let rules = rules.with_weis_table(WeisTable::Small);
        let shared = if rules.trump_kq_in_two_melds { stoeck_cards(contract) } else { CardSet::EMPTY };
        let declared: Vec<Meld> = Declaration::best(hand, contract, &rules).into_iter().collect();
        for (i, a) in declared.iter().enumerate() {
            for b in &declared[i + 1..] {
                let common = a.cards() & b.cards();
                prop_assert!(common.is_subset(shared), "{a} and {b} share {common}");
            }
        }
    }

    #[test]
    fn large_weis_scores_at_least_small_weis(hand in hand(), contract in contract(), rules in rules()) {
        let large = rules.with_weis_table(WeisTable::Large);
        let small = rules.with_weis_table(WeisTable::Small);
        prop_assert!(
            Declaration::best(hand, contract, &large).total(&large)
                >= Declaration::best(hand, contract, &small).total(&small)
        );
    }

    #[test]
    fn the_automatic_declaration_is_the_best_of_every_valid_one(
        hand in hand(), contract in contract(), rules in rules(),
    ) {
        // §4.1: the strongest best meld, then the most points.
        let order = WeisOrder::new(contract, &rules);
        let rate = |d: &Declaration| (d.best_meld(contract, &rules).map(|m| order.key(m)), d.total(&rules));
        let every = every_declaration(hand, contract, &rules);
        let best = every.iter().map(rate).max().unwrap();
        prop_assert_eq!(rate(&Declaration::best(hand, contract, &rules)), best);
        for declaration in &every {
            prop_assert!(declaration.len() <= Declaration::MAX_MELDS);
        }
    }

    #[test]
    fn the_schieber_winner_holds_the_best_meld_and_only_its_side_scores(
        hands in deal_strategy(), leader in seat(), contract in contract(), rules in rules(),
    ) {
        let order = WeisOrder::new(contract, &rules);
        let outcome = schieber_weis(&hands, leader, contract, &rules).unwrap();
        let declared = BySeat::from_fn(|s| Declaration::best(hands[s], contract, &rules));
        let announced = BySeat::from_fn(|s| declared[s].best_meld(contract, &rules));
        prop_assert_eq!(outcome.best.map(|(s, _)| s), resolve_schieber(announced, leader, contract, &rules).unwrap());
        match outcome.best {
            None => prop_assert_eq!(outcome.points, 0),
            Some((winner, best)) => {
                for seat in Seat::ALL {
                    if let Some(other) = announced[seat] {
                        prop_assert!(order.compare_seated((winner, best), (seat, other), leader, Players::Four).unwrap().is_ge());
                    }
                    let expected = if seat.team() == winner.team() { declared[seat] } else { Declaration::EMPTY };
                    prop_assert_eq!(outcome.scored[seat], expected);
                }
                let points: u16 = Seat::ALL.iter().map(|&s| outcome.scored[s].total(&rules)).sum();
                prop_assert_eq!(outcome.points, points);
            }
        }
    }

    #[test]
    fn meld_names_and_indices_round_trip(meld in meld_strategy()) {
        prop_assert_eq!(Meld::from_index(meld.index().unwrap()), Some(meld));
        prop_assert_eq!(Meld::from_cards(meld.cards()), Some(meld));
        prop_assert!(!meld.to_string().is_empty());
    }
}

#[cfg(feature = "serde")]
#[test]
fn weis_values_round_trip_through_serde() {
    use Comparison::FirstWins;
    use ComparisonStep::Trump;

    let hand = cards("HK HQ HJ H10 SK DK CK C6 S7");
    let declaration = Declaration::best(hand, CLUBS, &LARGE);
    let json = serde_json::to_string(&declaration).unwrap();
    assert_eq!(
        json,
        r#"[{"four":"K"},{"sequence":{"suit":"hearts","len":4,"top":"K"}}]"#
    );
    assert_eq!(
        serde_json::from_str::<Declaration>(&json).unwrap(),
        declaration
    );
    let bad = r#"[{"sequence":{"suit":"hearts","len":11,"top":"K"}}]"#;
    assert!(serde_json::from_str::<Declaration>(bad).is_err());
    let twice = r#"[{"four":"K"},{"four":"K"}]"#;
    assert!(serde_json::from_str::<MeldSet>(twice).is_err());
    let comparison = FirstWins(Trump);
    let json = serde_json::to_string(&comparison).unwrap();
    assert_eq!(
        serde_json::from_str::<Comparison>(&json).unwrap(),
        comparison
    );
    let outcome = schieber_weis(&deal(["HK HQ HJ", "", "", ""]), Seat::S0, CLUBS, &LARGE).unwrap();
    let json = serde_json::to_string(&outcome).unwrap();
    assert_eq!(
        serde_json::from_str::<jass_core::weis::WeisOutcome>(&json).unwrap(),
        outcome
    );
}
