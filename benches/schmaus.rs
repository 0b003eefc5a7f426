//! Schmaus through the game API: a full random hand (deal with the talon,
//! 36 checked actions with drawing, robbing, automatic per-trick weis and
//! stöck, scoring), and cloning states.

use criterion::{Criterion, criterion_group, criterion_main};
use jass_benches::{bench_clones, bench_random_hands};
use jass_core::{Game, Hand, JassRng, Rules, SchmausGame, SchmausHand, Seat, Team};

/// Plays one hand choosing uniformly among the legal actions (robbing
/// included).
fn random_hand(rng: &mut JassRng, rules: Rules) -> SchmausHand {
    let dealer = Seat::ALL[rng.below(2) as usize];
    let mut hand = SchmausHand::new(rules, rng.shuffled_deck(), dealer).expect("a valid deck");
    while !hand.is_over() {
        let actions = hand.legal_actions();
        let action = actions.as_slice()[rng.below(actions.len() as u32) as usize];
        hand.apply(action).expect("a legal action is accepted");
    }
    hand
}

fn bench_schmaus(c: &mut Criterion) {
    let rules = Rules::schmaus();
    let group = bench_random_hands(
        c,
        "schmaus",
        |rng| random_hand(rng, rules),
        |hand| {
            let points = hand.card_points();
            assert_eq!(points[Team::T0] + points[Team::T1], 157, "157 in all");
            hand.score()
        },
    );

    let mut game = SchmausGame::new(rules, 9).expect("valid rules");
    let mut rng = JassRng::seed_from_u64(9);
    while game.hand_number() < 3 || game.hand().tricks().len() < 5 {
        let actions = game.legal_actions();
        let action = actions.as_slice()[rng.below(actions.len() as u32) as usize];
        game.apply(action).expect("legal");
    }
    bench_clones(
        group,
        game.hand(),
        &game,
        |hand| hand.tricks().len() == 5,
        |game| game.hand_number() == 3,
    );
}

criterion_group!(benches, bench_schmaus);
criterion_main!(benches);
