//! placeholder

use jass_core::{BySeat, CardSet, Contract, JassRng, Seat};

/// `count` seeded deals, each with a contract and a first-trick leader
/// drawn from the same generator: the same inputs on every run.
#[must_use]
pub fn seeded_deals(seed: u64, count: usize) -> Vec<(BySeat<CardSet>, Contract, Seat)> {
    let mut rng = JassRng::seed_from_u64(seed);
    (0..count)
        .map(|_| {
            let hands = rng.deal();
            let contract = Contract::ALL[rng.below(6) as usize];
            let leader = Seat::ALL[rng.below(4) as usize];
            (hands, contract, leader)
        })
        .collect()
}
