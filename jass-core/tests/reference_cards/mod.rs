//! Cards in a trick, for the references of whole games
//! (`reference_tables.rs`, `reference_zweier.rs`, `reference_schmaus.rs`,
//! `reference_coiffeur.rs`, `reference_solo_games.rs`): a card's strength
//! in a trick and its points under a contract, as RULES.md §2 and §3 list
//! them, written from the rule text and not from the engine's tables.

use jass_core::{Card, Contract, Rank, Rules, Suit, UndenufeValues};

/// A card's strength in a trick (RULES.md §2, §3): trumps above everything
/// (J 9 A K Q 10 8 7 6), then the suit led (A high in Obenabe and in a side
/// suit, 6 high in Undenufe); any other card cannot win (0).
pub(crate) fn strength(card: Card, led: Suit, contract: Contract) -> u32 {
    const TRUMP_ORDER: [Rank; 9] = [
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Ten,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
        Rank::Nine,
        Rank::Jack,
    ];
    let natural = card.rank().index() as u32 + 1;
    match contract {
        Contract::Trump(trump) if card.suit() == trump => {
            20 + TRUMP_ORDER.iter().position(|&r| r == card.rank()).unwrap() as u32
        }
        _ if card.suit() != led => 0,
        Contract::Undenufe => 10 - natural,
        _ => natural,
    }
}

/// A card's points under the contract (RULES.md §2): trump J 20, 9 14;
/// A 11, K 4, Q 3, J 2, 10 10; in Obenabe and Undenufe every 8 counts 8;
/// ⚙ `undenufe_values` gives 11 to the six or the ace in Undenufe; ⚙
/// `card_values` replaces the tables.
pub(crate) fn card_points(card: Card, contract: Contract, rules: &Rules) -> u32 {
    let rank = card.rank();
    if let Some(values) = rules.card_values {
        let table = match contract {
            Contract::Trump(trump) if card.suit() == trump => values.trump,
            Contract::Trump(_) => values.side,
            Contract::Obenabe => values.obenabe,
            Contract::Undenufe => values.undenufe,
        };
        return u32::from(table[rank.index()]);
    }
    let trump = contract.trump() == Some(card.suit());
    match (rank, contract) {
        (Rank::Jack, _) if trump => 20,
        (Rank::Nine, _) if trump => 14,
        (Rank::Eight, Contract::Obenabe | Contract::Undenufe) => 8,
        (Rank::Six, Contract::Undenufe) if rules.undenufe_values == UndenufeValues::SixEleven => 11,
        (Rank::Ace, Contract::Undenufe) if rules.undenufe_values == UndenufeValues::SixEleven => 0,
        (Rank::Ace, _) => 11,
        (Rank::King, _) => 4,
        (Rank::Queen, _) => 3,
        (Rank::Jack, _) => 2,
        (Rank::Ten, _) => 10,
        _ => 0,
    }
}

/// The last trick's bonus (RULES.md §2): 5, or ⚙ `card_values`' own (in
/// Jass für zwei it comes with the 18th trick, §7).
pub(crate) fn last_trick_bonus(rules: &Rules) -> u32 {
    rules.card_values.map_or(5, |v| u32::from(v.last_trick))
}
