//! Contracts (RULES.md §2, §3): the strength of a card in a trick.

use jass_core::{Card, Contract, trick_winner};

/// `Contract::strength` ranks the cards of a trick as `trick_winner` does:
/// the card that wins is the one strictly strongest, and a card neither of
/// the suit led nor trump has strength 0 (§3: the highest trump wins, else
/// the highest card of the suit led in the contract's order).
#[test]
fn the_strongest_card_of_a_trick_is_the_one_that_wins_it() {
    for contract in Contract::ALL {
        for led in 0..36 {
            let led = Card::from_index(led);
            for other in (0..36).map(Card::from_index).filter(|&c| c != led) {
                let strength = |card: Card| contract.strength(card, led.suit());
                let trick = [led, other];
                let winner = trick_winner(&trick, contract).unwrap();
                assert!(
                    strength(trick[winner]) > strength(trick[1 - winner]),
                    "{contract} {led} {other}"
                );
                if other.suit() != led.suit() && !contract.is_trump(other) {
                    assert_eq!(strength(other), 0, "{contract} {led} {other}");
                }
            }
        }
    }
}
