//! Jass für zwei through the game API: a full random hand (declare, 36
//! plays, the weis of the 1st and 10th tricks, stöck, scoring), and a clone
//! of a game in the middle of a hand.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use jass_core::{Action, Game, Hand, JassRng, Rules, Team, ZweierGame};

/// Games at the start of their first hand, one per seed.
fn fresh_games(rules: Rules, count: u64) -> Vec<ZweierGame> {
    (0..count)
        .map(|seed| ZweierGame::new(rules, seed).expect("valid rules"))
        .collect()
}

/// Plays the first hand of `game` with random legal actions; returns its
/// card points before multipliers, which must total 157.
fn play_random_hand(mut game: ZweierGame, rng: &mut JassRng) -> u16 {
    while game.hand_number() == 0 {
        let legal = game.legal_cards();
        let action = if legal.is_empty() {
            let actions = game.legal_actions();
            actions.as_slice()[rng.below(actions.len() as u32) as usize]
        } else {
            Action::Play(rng.pick(legal).expect("a legal card"))
        };
        game.apply(action).expect("a legal action");
    }
    let points = game.past_hands()[0].hand.card_points();
    points[Team::T0] + points[Team::T1]
}

fn bench_zweier(c: &mut Criterion) {
    let mut group = c.benchmark_group("zweier");
    group.throughput(Throughput::Elements(1));
    for (name, rules) in [
        ("random_hand", Rules::zweier()),
        (
            "random_hand_announced",
            Rules::zweier().with_weis_mode(jass_core::WeisMode::Announced),
        ),
    ] {
        let games = fresh_games(rules, 64);
        let mut rng = JassRng::seed_from_u64(3);
        let mut next = 0;
        group.bench_function(name, |b| {
            b.iter(|| {
                next = (next + 1) % games.len();
                let total = play_random_hand(black_box(games[next].clone()), &mut rng);
                assert_eq!(total, 157, "a hand must total 157");
                total
            });
        });
    }
    let mut game = fresh_games(Rules::zweier(), 1).remove(0);
    let mut rng = JassRng::seed_from_u64(5);
    let contract = game.legal_actions().as_slice()[0];
    game.apply(contract).expect("a contract");
    for _ in 0..20 {
        let card = rng.pick(game.legal_cards()).expect("a legal card");
        game.apply(Action::Play(card)).expect("a legal card");
    }
    // The copy stays where it is made (not returned to criterion, which
    // would move it once more), as in `bench_clones`.
    let trick_len = game.hand().trick().len();
    group.bench_function("clone", |b| {
        b.iter(|| {
            let copy = black_box(&game).clone();
            black_box(&copy);
            assert_eq!(
                copy.hand().trick().len(),
                trick_len,
                "a cloned game must be intact"
            );
        });
    });
    group.finish();
}

criterion_group!(benches, bench_zweier);
criterion_main!(benches);
