//! Trick winners and trick points for complete tricks of all contracts.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use jass_benches::{complete_tricks, reference_winner};
use jass_core::{Contract, PointTable, Rules, TrickPlace, trick_winner};

fn bench_trick(c: &mut Criterion) {
    let tricks = complete_tricks(4096, 11);
    let expected: usize = tricks.iter().map(|(t, c)| reference_winner(t, *c)).sum();
    let mut group = c.benchmark_group("trick");
    group.throughput(Throughput::Elements(tricks.len() as u64));
    group.bench_function("winner", |b| {
        b.iter(|| {
            let mut sum = 0;
            for (trick, contract) in black_box(&tricks) {
                sum += trick_winner(trick, *contract).unwrap_or(9);
            }
            assert_eq!(sum, expected, "trick_winner disagrees with the rank order");
            sum
        });
    });
    let rules = Rules::schieber();
    // An array, not a `Vec`: the contract's index is below six, so the
    // loop checks no bound.
    let tables: [PointTable; 6] = Contract::ALL.map(|c| PointTable::new(c, &rules));
    let expected_points: u32 = tricks
        .iter()
        .map(|(t, c)| {
            t.iter()
                .map(|&card| u32::from(tables[c.index()].card(card)))
                .sum::<u32>()
        })
        .sum();
    group.bench_function("winner_and_points", |b| {
        b.iter(|| {
            let mut points = 0u32;
            let mut winners = 0;
            for (trick, contract) in black_box(&tricks) {
                winners += trick_winner(trick, *contract).unwrap_or(9);
                points += u32::from(tables[contract.index()].trick(trick, TrickPlace::Earlier));
            }
            assert_eq!((winners, points), (expected, expected_points));
            points
        });
    });
    group.finish();
}

criterion_group!(benches, bench_trick);
criterion_main!(benches);
