//! Legal cards for realistic mid-hand positions (all six contracts).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use jass_benches::{positions, reference_legal};
use jass_core::{Rules, legal_cards};

fn bench_legal(c: &mut Criterion) {
    let mut group = c.benchmark_group("legal_cards");
    for (name, rules) in [
        ("schieber", Rules::schieber()),
        ("schieber_1000", Rules::schieber_1000()),
    ] {
        let positions = positions(4096, 7, &rules);
        let checksum_of = |mask: u64| u64::from(mask.count_ones()) * 64 + mask % 61;
        let expected: u64 = positions
            .iter()
            .map(|p| checksum_of(reference_legal(p, &rules).mask()))
            .sum();
        let play = rules.play();
        group.throughput(Throughput::Elements(positions.len() as u64));
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut checksum = 0u64;
                for p in black_box(&positions) {
                    let legal = legal_cards(p.hand, &p.trick, p.contract, play);
                    checksum += checksum_of(legal.mask());
                }
                assert_eq!(checksum, expected, "legal_cards disagrees with check_play");
                checksum
            });
        });
    }
    group.finish();
}

criterion_group!(benches, bench_legal);
criterion_main!(benches);
