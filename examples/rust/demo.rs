//! Deals one Schieber hand from a seed and plays it out trick by trick with
//! random legal cards, printing the hands, every trick and the points.
//!
//! Run with `cargo run --release -p jass-examples --bin demo [seed]`.

use jass_core::{
    Card, CardSet, CardStyle, Contract, JassRng, PointTable, Rules, Seat, Suit, Team, legal_cards,
    trick_winner,
};

fn show(cards: CardSet) -> String {
    let words: Vec<String> = cards
        .iter()
        .rev()
        .map(|c| c.styled(CardStyle::Unicode).to_string())
        .collect();
    words.join(" ")
}

fn main() {
    let seed = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(2026);
    let rules = Rules::schieber();
    let contract = Contract::Trump(Suit::Hearts);
    let table = PointTable::new(contract, &rules);
    let mut rng = JassRng::seed_from_u64(seed);
    let mut hands = rng.deal();

    println!(
        "Schieber hand, seed {seed}, contract {contract:#} (×{})",
        rules.multiplier(contract)
    );
    for (seat, hand) in hands.iter() {
        println!("  {seat} ({}): {}", seat.team(), show(*hand));
    }

    let mut leader = Seat::S0;
    let mut points = [0u16; 2];
    for number in 1..=9 {
        let mut trick: Vec<Card> = Vec::with_capacity(4);
        for i in 0..4 {
            let seat = leader.advance(i, 4);
            let legal = legal_cards(hands[seat], &trick, contract, rules.play());
            let card = rng.pick(legal).expect("a hand always has a legal card");
            hands[seat] = hands[seat].without(card);
            trick.push(card);
        }
        let winner = leader.advance(trick_winner(&trick, contract).expect("four cards"), 4);
        let last = number == 9;
        let won = table.trick(&trick, last);
        points[winner.team().index()] += won;
        let cards: Vec<String> = trick
            .iter()
            .map(|c| c.styled(CardStyle::Unicode).to_string())
            .collect();
        println!(
            "Trick {number}: {leader} leads {:<16} → {winner} wins {won:>3}{}",
            cards.join(" "),
            if last { " (with the last-trick 5)" } else { "" }
        );
        leader = winner;
    }
    for team in Team::ALL {
        println!("{team}: {} points", points[team.index()]);
    }
    println!("Total: {} (every hand is worth 157)", points[0] + points[1]);
}
