//! Helpers shared by the weis tests: cards and melds in card notation, the
//! contracts and the rule sets the cases refer to.

#![allow(
    dead_code,
    reason = "each weis test file uses its own part of the helpers"
)]

use jass_core::{BySeat, CardSet, Contract, Meld, MeldSet, Rules, Suit, WeisTable};

pub(crate) fn cards(text: &str) -> CardSet {
    text.parse().unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

/// The meld made of exactly these cards.
pub(crate) fn meld(text: &str) -> Meld {
    Meld::from_cards(cards(text)).unwrap_or_else(|| panic!("{text:?} is not a meld"))
}

pub(crate) fn melds(texts: &[&str]) -> MeldSet {
    texts.iter().map(|text| meld(text)).collect()
}

/// Four hands in card notation, seat 0 first.
pub(crate) fn deal(hands: [&str; 4]) -> BySeat<CardSet> {
    BySeat::four(hands.map(cards))
}

pub(crate) const HEARTS: Contract = Contract::Trump(Suit::Hearts);
pub(crate) const SPADES: Contract = Contract::Trump(Suit::Spades);
pub(crate) const CLUBS: Contract = Contract::Trump(Suit::Clubs);
pub(crate) const OBENABE: Contract = Contract::Obenabe;
pub(crate) const UNDENUFE: Contract = Contract::Undenufe;

/// Schieber with large weis (the default) and the given option changed.
pub(crate) const LARGE: Rules = Rules::schieber();
/// [002]'s small weis with its list order.
pub(crate) const SMALL_002: Rules = Rules::schieber_3000();
/// [003]'s small weis.
pub(crate) const SMALL_003: Rules = Rules::schieber_1000();
/// Small weis, otherwise the defaults.
pub(crate) const SMALL: Rules = Rules::schieber().with_weis_table(WeisTable::Small);
