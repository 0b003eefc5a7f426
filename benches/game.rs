//! Schieber through the game API: a full random hand (deal, declaration,
//! 36 checked plays, automatic weis, stöck, scoring), and cloning states.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use jass_core::{
    Action, Contract, Game, JassRng, PointTable, Rules, SchieberGame, SchieberHand, Seat, Team,
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
    let mut group = c.benchmark_group("schieber");
    group.throughput(Throughput::Elements(1));
    let mut rng = JassRng::seed_from_u64(17);
    group.bench_function("random_hand", |b| {
        b.iter(|| {
            let (hand, points) = random_hand(black_box(&mut rng), rules);
            let contract = hand.contract().expect("declared");
            assert_eq!(points, PointTable::new(contract, &rules).hand_total());
            hand.score()
        });
    });

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
    group.bench_function("clone_hand", |b| {
        b.iter(|| {
            let copy = *black_box(&mid_hand);
            assert_eq!(copy.trick().len(), 1);
            copy
        });
    });

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
    group.bench_function("clone_game", |b| {
        b.iter(|| {
            let copy = black_box(&game).clone();
            assert_eq!(copy.hand_number(), 3);
            copy
        });
    });
    group.finish();

    eprintln!(
        "size_of: SchieberHand {} bytes, SchieberGame {} bytes",
        size_of::<SchieberHand>(),
        size_of::<SchieberGame>()
    );
}

criterion_group!(benches, bench_game);
criterion_main!(benches);
