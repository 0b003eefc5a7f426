//! Seeded, realistic inputs for the benches, and slow reference
//! computations the benches check their fast results against.

#![allow(
    clippy::missing_panics_doc,
    reason = "bench support panics only on an engine bug, which is what the benches check"
)]

use std::hint::black_box;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput};
use jass_core::{
    BySeat, Card, CardSet, Contract, JassRng, PartialTrick, Players, PointTable, Rules, Seat,
    TrickPlace, legal_cards, trick_winner,
};

/// A position in the middle of a hand: the hand of the player to act, the
/// cards already in the trick, and the contract.
#[derive(Clone, Copy, Debug)]
pub struct Position {
    /// The hand of the player to act.
    pub hand: CardSet,
    /// The cards already in the trick, led card first.
    pub trick: PartialTrick,
    /// The contract.
    pub contract: Contract,
}

/// `count` positions taken from hands played with random legal cards under
/// `rules`, with contracts cycling through all six, from `seed`.
#[must_use]
pub fn positions(count: usize, seed: u64, rules: &Rules) -> Vec<Position> {
    let mut rng = JassRng::seed_from_u64(seed);
    let mut out = Vec::with_capacity(count);
    let mut hand_number = 0;
    while out.len() < count {
        let contract = Contract::ALL[hand_number % 6];
        hand_number += 1;
        let mut hands = rng.deal();
        let mut leader = Seat::S0;
        for _ in 0..9 {
            let mut trick = Vec::with_capacity(4);
            for i in 0..4 {
                let seat = leader.advance(i, Players::Four);
                let position = Position {
                    hand: hands[seat],
                    trick: PartialTrick::try_new(&trick).expect("an unfinished trick"),
                    contract,
                };
                if out.len() < count {
                    out.push(position);
                }
                let legal = legal_cards(hands[seat], &position.trick, contract, rules.play());
                let card = rng.pick(legal).expect("a legal card");
                hands[seat] = hands[seat].without(card);
                trick.push(card);
            }
            leader = leader.advance(
                trick_winner(&trick, contract).expect("a winner"),
                Players::Four,
            );
        }
    }
    out
}

/// Complete tricks (four cards each) with their contracts, from `seed`.
#[must_use]
pub fn complete_tricks(count: usize, seed: u64) -> Vec<([Card; 4], Contract)> {
    let mut rng = JassRng::seed_from_u64(seed);
    (0..count)
        .map(|i| {
            let deck = rng.shuffled_deck();
            ([deck[0], deck[1], deck[2], deck[3]], Contract::ALL[i % 6])
        })
        .collect()
}

/// The winner of a trick computed the slow way, from the contract's rank
/// order: a reference for the fast `trick_winner`.
#[must_use]
pub fn reference_winner(trick: &[Card], contract: Contract) -> usize {
    let led = trick[0].suit();
    let key = |card: Card| {
        let position = contract
            .order(card.suit())
            .iter()
            .position(|&r| r == card.rank())
            .expect("every rank is in the order");
        let class = if contract.trump() == Some(card.suit()) {
            2
        } else {
            usize::from(card.suit() == led)
        };
        (class, 9 - position)
    };
    (0..trick.len())
        .max_by_key(|&i| key(trick[i]))
        .expect("a non-empty trick")
}

/// Legal cards computed the slow way, card by card with `check_play`.
#[must_use]
pub fn reference_legal(position: &Position, rules: &Rules) -> CardSet {
    position
        .hand
        .iter()
        .filter(|&c| {
            jass_core::check_play(
                c,
                position.hand,
                &position.trick,
                position.contract,
                rules.play(),
            )
            .is_ok()
        })
        .collect()
}

/// Deals a hand from `rng` and plays it out with uniformly random legal
/// cards: 36 legal-card sets, 36 random choices, 9 trick winners and the
/// points. Returns the two teams' points, which must add up to 157.
pub fn play_random_hand(
    rng: &mut JassRng,
    contract: Contract,
    rules: &Rules,
    table: &PointTable,
) -> [u16; 2] {
    let mut hands = rng.deal();
    let play = rules.play();
    let mut leader = Seat::S0;
    let mut points = [0u16; 2];
    for trick_number in 0..9 {
        let mut trick = PartialTrick::EMPTY;
        for i in 0..4 {
            let seat = leader.advance(i, Players::Four);
            let legal = legal_cards(hands[seat], &trick, contract, play);
            let card = rng.pick(legal).expect("a legal card");
            hands[seat] = hands[seat].without(card);
            trick.push(card).expect("a card not in the trick");
        }
        // Four cards: a trick complete at this table.
        let cards = trick.cards();
        let winner = leader.advance(
            trick_winner(cards, contract).expect("a winner"),
            Players::Four,
        );
        points[winner.team().index()] += table.trick(cards, TrickPlace::last_if(trick_number == 8));
        leader = winner;
    }
    points
}

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

/// Opens the bench group `name` (throughput: one hand) and benches
/// `random_hand` in it: each iteration plays a hand with `play`, drawing
/// from a generator seeded with 17, then checks and scores it with `score`.
/// Returns the group for more benches.
pub fn bench_random_hands<'a, H, S>(
    c: &'a mut Criterion,
    name: &str,
    mut play: impl FnMut(&mut JassRng) -> H,
    score: impl Fn(H) -> S,
) -> BenchmarkGroup<'a, WallTime> {
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Elements(1));
    let mut rng = JassRng::seed_from_u64(17);
    group.bench_function("random_hand", |b| {
        b.iter(|| score(play(black_box(&mut rng))));
    });
    group
}

/// Benches copying a hand state (`clone_hand`) and cloning a game
/// (`clone_game`) in `group`, `hand_ok` and `game_ok` checking each copy;
/// then finishes the group and prints the sizes of both types. Each copy
/// is made in place and dropped there (the game's drop included), not
/// returned to criterion: returning it moved it once more, a second copy
/// of the whole state that the bench then measured as well.
pub fn bench_clones<H: Copy, G: Clone>(
    mut group: BenchmarkGroup<'_, WallTime>,
    hand: &H,
    game: &G,
    hand_ok: impl Fn(&H) -> bool,
    game_ok: impl Fn(&G) -> bool,
) {
    group.bench_function("clone_hand", |b| {
        b.iter(|| {
            let copy = *black_box(hand);
            black_box(&copy);
            assert!(hand_ok(&copy), "a copied hand must be intact");
        });
    });
    group.bench_function("clone_game", |b| {
        b.iter(|| {
            let copy = black_box(game).clone();
            black_box(&copy);
            assert!(game_ok(&copy), "a cloned game must be intact");
        });
    });
    group.finish();
    eprintln!(
        "size_of: {} {} bytes, {} {} bytes",
        type_name_only::<H>(),
        size_of::<H>(),
        type_name_only::<G>(),
        size_of::<G>()
    );
}

/// The name of `T` without its path.
fn type_name_only<T>() -> &'static str {
    let name = std::any::type_name::<T>();
    name.rsplit("::").next().unwrap_or(name)
}
