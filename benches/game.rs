//! Schieber through the game API: a full random hand (deal, declaration,
//! 36 checked plays, automatic weis, stöck, scoring), and cloning states.

use criterion::{Criterion, criterion_group, criterion_main};
use jass_benches::{bench_clones, bench_random_hands};
use jass_core::{
    Action, Contract, Game, Hand, JassRng, PointTable, Rules, SchieberGame, SchieberHand, Seat,
    Team,
};

/// Plays one hand with random legal cards and returns its card points.
fn random_hand(rng: &mut JassRng, rules: Rules) -> (SchieberHand, u16) {
    let deal = rng.deal();
    let mut hand = SchieberHand::new(rules, deal, Seat::S3, Seat::S0).expect("a valid deal");
    let contract = Contract::ALL[rng.below(6) as usize];
    hand.apply(Action::Declare(contract))
        .expect("every contract is allowed");
    while !hand.is_over() {
        let card = rng.pick(hand.legal_cards()).expect("a legal card");
        hand.apply(Action::Play(card))
            .expect("a legal card is accepted");
    }
    let points = hand.card_points();
    (hand, points[Team::T0] + points[Team::T1])
}

fn bench_game(c: &mut Criterion) {
    let rules = Rules::schieber();
    let group = bench_random_hands(
        c,
        "schieber",
        |rng| random_hand(rng, rules),
        |(hand, points)| {
            let contract = hand.contract().expect("declared");
            assert_eq!(points, PointTable::new(contract, &rules).hand_total());
            hand.score()
        },
    );

    let (mid_hand, _) = {
        let mut rng = JassRng::seed_from_u64(5);
        let mut hand =
            SchieberHand::new(rules, rng.deal(), Seat::S3, Seat::S0).expect("a valid deal");
        hand.apply(Action::Declare(Contract::Obenabe))
            .expect("allowed");
        for _ in 0..17 {
            hand.apply(Action::Play(rng.pick(hand.legal_cards()).expect("a card")))
                .expect("legal");
        }
        (hand, 0)
    };
    let mut game = SchieberGame::new(rules, 9).expect("valid rules");
    let mut rng = JassRng::seed_from_u64(9);
    while game.hand_number() < 3 {
        if let Some(card) = rng.pick(game.legal_cards()) {
            game.apply(Action::Play(card)).expect("legal");
        } else {
            game.apply(Action::Declare(Contract::Obenabe))
                .expect("allowed");
        }
    }
    bench_clones(
        group,
        &mid_hand,
        &game,
        |hand| hand.trick().len() == 1,
        |game| game.hand_number() == 3,
    );
}

criterion_group!(benches, bench_game);
criterion_main!(benches);
