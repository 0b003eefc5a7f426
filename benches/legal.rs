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
        // An order-dependent checksum of the sets, two operations per set so
        // that the check costs little beside the call measured.
        let fold = |checksum: u64, mask: u64| checksum.rotate_left(7) ^ mask;
        let expected = positions
            .iter()
            .fold(0, |sum, p| fold(sum, reference_legal(p, &rules).mask()));
        let play = rules.play();
        group.throughput(Throughput::Elements(positions.len() as u64));
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut checksum = 0u64;
                for p in black_box(&positions) {
                    let legal = legal_cards(p.hand, &p.trick, p.contract, play);
                    checksum = fold(checksum, legal.mask());
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
