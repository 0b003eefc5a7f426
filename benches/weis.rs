//! Weis: the best declaration of all four hands of a deal plus the Schieber
//! resolution (target: at most 200 ns per deal), under large and small weis.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use jass_benches::seeded_deals;
use jass_core::{
    BySeat, Rules, Seat,
    weis::{Declaration, WeisOutcome, resolve_schieber, schieber_weis},
};

const DEALS: usize = 1024;

/// The outcome of each deal by a second route: each seat's declaration and
/// best meld, then `resolve_schieber` on those melds.
fn expected(
    deals: &[(BySeat<jass_core::CardSet>, jass_core::Contract, Seat)],
    rules: &Rules,
) -> Vec<WeisOutcome> {
    deals
        .iter()
        .map(|&(hands, contract, leader)| {
            let declared = BySeat::from_fn(|seat| Declaration::best(hands[seat], contract, rules));
            let announced = BySeat::from_fn(|seat| declared[seat].best_meld(contract, rules));
            let winner = resolve_schieber(announced, leader, contract, rules).unwrap();
            let scored = BySeat::from_fn(|seat| match winner {
                Some(w) if w.team() == seat.team() => declared[seat],
                _ => Declaration::EMPTY,
            });
            WeisOutcome {
                best: winner.and_then(|w| announced[w].map(|meld| (w, meld))),
                scored,
                points: scored.0.iter().map(|d| d.total(rules)).sum(),
            }
        })
        .collect()
}

fn schieber_deal(c: &mut Criterion) {
    let deals = seeded_deals(0x5EED_0003, DEALS);
    let mut group = c.benchmark_group("weis");
    group.throughput(Throughput::Elements(1));
    for (name, rules) in [
        ("large", Rules::schieber()),
        ("small", Rules::schieber_1000()),
    ] {
        let expected = expected(&deals, &rules);
        assert!(expected.iter().any(|o| o.points > 0), "some deal has weis");
        let mut i = 0;
        group.bench_function(format!("schieber_deal_{name}"), |b| {
            b.iter(|| {
                let (hands, contract, leader) = &deals[i % DEALS];
                let outcome =
                    schieber_weis(black_box(hands), *leader, *contract, black_box(&rules)).unwrap();
                assert_eq!(outcome, expected[i % DEALS]);
                i += 1;
                outcome.points
            });
        });
    }
    group.finish();
}

criterion_group!(benches, schieber_deal);
criterion_main!(benches);
