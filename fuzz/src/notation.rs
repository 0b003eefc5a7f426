//! Target `notation`: any text through every parser of cards, suits,
//! ranks, card sets, contracts and melds. Nothing may panic, and whatever
//! parses must print back, in every style, to text that parses to the same
//! value.

use jass_core::notation::parse_meld;
use jass_core::{Card, CardSet, CardStyle, Contract, Meld, Rank, Suit};

const STYLES: [CardStyle; 4] = [
    CardStyle::Short,
    CardStyle::Unicode,
    CardStyle::English,
    CardStyle::SwissGerman,
];

/// Runs the checks on one input.
pub fn run(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    check(&text);
    // Each line alone as well, so a corpus of short notations combines.
    for line in text.lines().take(16) {
        check(line);
    }
}

fn check(text: &str) {
    if let Ok(card) = text.parse::<Card>() {
        for style in STYLES {
            let shown = card.styled(style).to_string();
            assert_eq!(shown.parse::<Card>(), Ok(card), "{style:?} {shown:?}");
        }
    }
    if let Ok(suit) = text.parse::<Suit>() {
        for shown in [
            suit.letter().to_string(),
            suit.symbol().to_string(),
            suit.english().to_string(),
            suit.swiss_german().to_string(),
        ] {
            assert_eq!(shown.parse::<Suit>(), Ok(suit), "{shown:?}");
        }
    }
    if let Ok(rank) = text.parse::<Rank>() {
        for shown in [rank.code(), rank.english(), rank.swiss_german()] {
            assert_eq!(shown.parse::<Rank>(), Ok(rank), "{shown:?}");
        }
    }
    if let Ok(cards) = text.parse::<CardSet>() {
        assert_eq!(cards.to_string().parse::<CardSet>(), Ok(cards));
        assert_eq!(CardSet::try_from_cards(cards.iter()), Ok(cards));
    }
    if let Ok(contract) = text.parse::<Contract>() {
        assert_eq!(contract.to_string().parse::<Contract>(), Ok(contract));
        assert_eq!(Contract::from_index(contract.index() as u8), Ok(contract));
    }
    let contexts = [None]
        .into_iter()
        .chain(Contract::ALL.into_iter().map(Some));
    for contract in contexts {
        if let Ok(meld) = parse_meld(text, contract) {
            assert!(meld.is_well_formed(), "{text:?} parsed to {meld:?}");
            assert_eq!(Meld::from_cards(meld.cards()), Some(meld));
            let plain = meld.to_string();
            assert_eq!(plain.parse::<Meld>(), Ok(meld), "{plain:?}");
            if let Some(contract) = contract {
                let named = meld.named(contract).to_string();
                assert_eq!(parse_meld(&named, Some(contract)), Ok(meld), "{named:?}");
            }
        }
    }
}
