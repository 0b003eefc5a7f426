//! How cost grows: legal cards against the number of cards in the hand, and
//! a whole game of random play against its length (the target sets how many
//! hands a game lasts).

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use jass_benches::{Position, positions, reference_legal};
use jass_core::{Action, Contract, Game, JassRng, Rules, SchieberGame, legal_cards};

fn legal_by_hand_size(c: &mut Criterion) {
    let rules = Rules::schieber();
    let play = rules.play();
    let all = positions(40_000, 23, &rules);
    let mut group = c.benchmark_group("legal_cards_by_hand_size");
    for size in 1..=9 {
        let sized: Vec<Position> = all
            .iter()
            .copied()
            .filter(|p| p.hand.len() == size && !p.trick.is_empty())
            .take(1024)
            .collect();
        let expected: u32 = sized
            .iter()
            .map(|p| reference_legal(p, &rules).len() as u32)
            .sum();
        group.throughput(Throughput::Elements(sized.len() as u64));
        group.bench_with_input(BenchmarkId::from_parameter(size), &sized, |b, sized| {
            b.iter(|| {
                let mut total = 0;
                for p in black_box(sized) {
                    total += legal_cards(p.hand, &p.trick, p.contract, play).len() as u32;
                }
                assert_eq!(total, expected);
                total
            });
        });
    }
    group.finish();
}

/// Plays a whole game with random declarations and random legal cards;
/// returns the number of hands it took.
fn random_game(rules: Rules, seed: u64) -> u16 {
    let mut game = SchieberGame::new(rules, seed).expect("valid rules");
    let mut rng = JassRng::seed_from_u64(seed);
    while !game.is_over() {
        let action = match rng.pick(game.legal_cards()) {
            Some(card) => Action::Play(card),
            None => Action::Declare(Contract::ALL[rng.below(6) as usize]),
        };
        game.apply(action).expect("a legal action");
    }
    game.past_hands().len() as u16
}

fn game_by_length(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_game_by_target");
    group.sample_size(20);
    for target in [500, 1000, 2500, 5000] {
        let rules = Rules::schieber().with_target(target);
        let hands: u32 = (0..50).map(|s| u32::from(random_game(rules, s))).sum();
        eprintln!(
            "target {target}: {:.1} hands per game on average",
            f64::from(hands) / 50.0
        );
        let mut seed = 0;
        group.bench_with_input(BenchmarkId::from_parameter(target), &rules, |b, &rules| {
            b.iter(|| {
                seed += 1;
                let hands = random_game(rules, black_box(seed));
                assert!(hands >= 1);
                hands
            });
        });
    }
    group.finish();
}

criterion_group!(benches, legal_by_hand_size, game_by_length);
criterion_main!(benches);
