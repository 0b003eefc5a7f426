//! The double-dummy solver: full deals under a trump contract, Obenabe and
//! Undenufe, positions from the start of trick 4 and of trick 5, and small
//! ones from the start of trick 8, where what a search costs before its
//! first position counts: with the solver of the last search, and with a
//! new solver each time (as C's `jass_solve` and Python's `solve` build
//! one for each call). Each
//! iteration solves the next of a fixed list of seeded deals, so the median
//! is over deals; before measuring, the distribution over the list (median,
//! 90th percentile and maximum of single solves) is printed. The cases
//! named `…_2threads` search on two threads that share the table
//! ([`Solver::set_threads`]).

use std::hint::black_box;
use std::time::Instant;

use criterion::{Criterion, criterion_group, criterion_main};
use jass_core::solver::{Position, Solver, minimax};
use jass_core::{Action, Contract, Hand, JassRng, Rules, SchieberHand, Seat, Suit};

/// `count` positions: seeded deals under `contract`, seat 0 declaring and
/// leading, with the first `tricks` tricks played at random.
fn positions(contract: Contract, tricks: usize, count: u64) -> Vec<Position> {
    (0..count)
        .map(|seed| {
            let deal = JassRng::seed_from_u64(seed).deal();
            let mut hand = SchieberHand::new(Rules::schieber(), deal, Seat::S3, Seat::S0)
                .expect("a seeded deal");
            hand.apply(Action::Declare(contract)).expect("a contract");
            let mut rng = JassRng::seed_from_u64(seed ^ 0xABCD);
            while hand.tricks().len() < tricks {
                let card = rng.pick(hand.legal_cards()).expect("a legal card");
                hand.apply(Action::Play(card)).expect("a legal card");
            }
            Position::from_hand(&hand).expect("a position in play")
        })
        .collect()
}

/// A solver searching on `threads` threads.
fn solver(threads: usize) -> Solver {
    let mut solver = Solver::new();
    solver.set_threads(std::num::NonZeroUsize::new(threads));
    solver
}

/// Prints the median, 90th percentile and maximum of single solves.
fn distribution(name: &str, positions: &[Position], threads: usize) {
    let mut solver = solver(threads);
    let mut times: Vec<f64> = positions
        .iter()
        .map(|p| {
            let start = Instant::now();
            black_box(solver.value(p));
            start.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    times.sort_by(f64::total_cmp);
    // The time at a percentage of the positions, as the `solve` example
    // takes it (the upper one of two for the median of an even number).
    let at = |percent: usize| times[(times.len() * percent / 100).min(times.len() - 1)];
    println!(
        "{name}: {} positions, median {:.3} ms, p90 {:.3} ms, max {:.3} ms",
        times.len(),
        at(50),
        at(90),
        at(100)
    );
}

fn bench_case(c: &mut Criterion, name: &str, positions: &[Position], threads: usize) {
    distribution(name, positions, threads);
    let mut solver = solver(threads);
    let mut next = 0;
    c.bench_function(name, |b| {
        b.iter(|| {
            let position = &positions[next % positions.len()];
            next += 1;
            black_box(solver.value(black_box(position)))
        });
    });
}

fn bench_solver(c: &mut Criterion) {
    // A wrong fast path fails here: the solver must agree with minimax.
    for position in positions(Contract::Obenabe, 7, 20) {
        assert_eq!(Solver::new().value(&position), minimax(&position));
    }
    let mut group_config = |name: &str, contract, tricks, count, threads| {
        bench_case(c, name, &positions(contract, tricks, count), threads);
    };
    let hearts = Contract::Trump(Suit::Hearts);
    group_config("solver/trick5_trump", hearts, 4, 50, 1);
    group_config("solver/trick4_trump", hearts, 3, 50, 1);
    group_config("solver/trick4_trump_2threads", hearts, 3, 50, 2);
    group_config("solver/trick4_obenabe", Contract::Obenabe, 3, 50, 1);
    group_config("solver/trick4_undenufe", Contract::Undenufe, 3, 50, 1);
    group_config("solver/trick8_trump", hearts, 7, 50, 1);
    if std::env::var_os("JASS_BENCH_FULL_DEALS").is_some() {
        group_config("solver/full_trump", hearts, 0, 10, 1);
        group_config("solver/full_trump_2threads", hearts, 0, 10, 2);
        group_config("solver/full_obenabe", Contract::Obenabe, 0, 10, 1);
        group_config("solver/full_undenufe", Contract::Undenufe, 0, 10, 1);
    }
    let small = positions(hearts, 7, 50);
    let mut next = 0;
    c.bench_function("solver/trick8_trump_new_solver", |b| {
        b.iter(|| {
            let position = &small[next % small.len()];
            next += 1;
            black_box(Solver::new().value(black_box(position)))
        });
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench_solver
}
criterion_main!(benches);
