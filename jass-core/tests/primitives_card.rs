//! Suits, ranks and cards (RULES.md §1): a suit's index, how suits and
//! ranks are written, and how a card is hashed and converted to a `u8`.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use jass_core::{Card, Rank, Suit};

/// A suit's index is its place in `Suit::ALL` (♦ ♥ ♠ ♣, jass-kit's order);
/// it is written as its symbol, or with `{:#}` its English name (§1).
#[test]
fn a_suit_is_written_as_its_symbol_or_its_english_name() {
    let names = [
        ('♦', "diamonds"),
        ('♥', "hearts"),
        ('♠', "spades"),
        ('♣', "clubs"),
    ];
    for (i, (symbol, english)) in names.into_iter().enumerate() {
        let suit = Suit::ALL[i];
        assert_eq!(suit.index(), i);
        assert_eq!(suit.to_string(), symbol.to_string());
        assert_eq!(format!("{suit:#}"), english);
    }
}

/// A rank is written as its short code, or with `{:#}` its English name
/// (§1: 6 to 10, J, Q, K, A).
#[test]
fn a_rank_is_written_as_its_code_or_its_english_name() {
    let names = [
        ("6", "six"),
        ("7", "seven"),
        ("8", "eight"),
        ("9", "nine"),
        ("10", "ten"),
        ("J", "jack"),
        ("Q", "queen"),
        ("K", "king"),
        ("A", "ace"),
    ];
    for (rank, (code, english)) in Rank::ALL.into_iter().zip(names) {
        assert_eq!(rank.to_string(), code);
        assert_eq!(format!("{rank:#}"), english);
    }
}

/// A card hashes as its index, a `u8`.
#[test]
fn a_card_hashes_as_its_index() {
    let hash = |value: &dyn Fn(&mut DefaultHasher)| {
        let mut hasher = DefaultHasher::new();
        value(&mut hasher);
        hasher.finish()
    };
    for card in (0..36).map(Card::from_index) {
        assert_eq!(
            hash(&|h| card.hash(h)),
            hash(&|h| card.index().hash(h)),
            "{card}"
        );
    }
}

/// A card converts to its index, `suit * 9 + rank`, as a `u8`.
#[test]
fn a_card_converts_to_its_index() {
    for index in 0..36u8 {
        assert_eq!(u8::from(Card::from_index(index)), index);
    }
}
