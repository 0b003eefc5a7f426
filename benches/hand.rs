//! A full random hand: deal, 36 legal-card sets and random choices, 9 trick
//! winners and the points.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use jass_benches::play_random_hand;
use jass_core::{Contract, JassRng, PointTable, Rules, Suit};

fn bench_hand(c: &mut Criterion) {
    let rules = Rules::schieber();
    let mut group = c.benchmark_group("random_hand");
    group.throughput(Throughput::Elements(1));
    for contract in [Contract::Trump(Suit::Hearts), Contract::Obenabe] {
        let table = PointTable::new(contract, &rules);
        let mut rng = JassRng::seed_from_u64(3);
        group.bench_function(contract.name(), |b| {
            b.iter(|| {
                let points = play_random_hand(black_box(&mut rng), contract, &rules, &table);
                assert_eq!(points[0] + points[1], 157, "a hand must total 157");
                points
            });
        });
    }
    group.finish();
}

criterion_group!(benches, bench_hand);
criterion_main!(benches);
