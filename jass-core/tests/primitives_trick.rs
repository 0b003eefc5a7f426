//! Tricks as plain data (RULES.md §3, §5.2): the cards of an unfinished
//! trick, the suit led and how a trick is written.

#[allow(dead_code, reason = "only the text helpers are used here")]
mod common;

use jass_core::{CardSet, PartialTrick, PlayError, Players, Seat, Suit, Trick};

use common::card_list;

/// The empty trick has no cards and no suit led; each card played adds one
/// to its length, and the first names the suit led.
#[test]
fn a_partial_trick_counts_its_cards_and_knows_the_suit_led() {
    let empty = PartialTrick::EMPTY;
    assert_eq!((empty.len(), empty.is_empty()), (0, true));
    assert_eq!(empty.led_suit(), None);
    assert_eq!(empty, PartialTrick::default());
    let mut trick = PartialTrick::EMPTY;
    for (i, card) in card_list("S7 HA S6").into_iter().enumerate() {
        trick.push(card).unwrap();
        assert_eq!((trick.len(), trick.is_empty()), (i + 1, false));
        assert_eq!(trick.led_suit(), Some(Suit::Spades));
    }
    assert_eq!(trick.card_set(), "S7 HA S6".parse::<CardSet>().unwrap());
}

/// A partial trick is the same made from a slice, from an iterator, or
/// from an unfinished trick; a complete trick is no partial trick.
#[test]
fn a_partial_trick_is_built_alike_from_a_slice_an_iterator_or_a_trick() {
    let played = card_list("DK D6 HJ");
    let trick = PartialTrick::try_new(&played).unwrap();
    assert_eq!(PartialTrick::try_from(&played[..]), Ok(trick));
    assert_eq!(
        PartialTrick::try_from_cards(played.iter().copied()),
        Ok(trick)
    );
    assert_eq!(
        PartialTrick::try_from(&played[..2]).unwrap().cards(),
        &played[..2]
    );
    let unfinished = Trick::try_from_cards(Seat::S1, Players::Four, played.clone()).unwrap();
    assert_eq!(PartialTrick::try_from(&unfinished), Ok(trick));
    assert_eq!(unfinished.partial(), Some(trick));
    let complete =
        Trick::try_from_cards(Seat::S1, Players::Four, card_list("DK D6 HJ D7")).unwrap();
    assert_eq!(
        PartialTrick::try_from(&complete),
        Err(PlayError::TrickComplete)
    );
    assert_eq!(complete.partial(), None);
    let repeated = card_list("DK D6 DK");
    let duplicate = Err(PlayError::DuplicateCard { card: repeated[0] });
    assert_eq!(PartialTrick::try_from(&repeated[..]), duplicate);
    assert_eq!(PartialTrick::try_from_cards(repeated), duplicate);
}

/// A trick of five cards at a table of six is unfinished: its partial
/// trick holds the five (§5.2).
#[test]
fn five_cards_at_a_table_of_six_are_still_a_partial_trick() {
    let five = card_list("SA S10 D6 SK C9");
    let trick = Trick::try_from_cards(Seat::S2, Players::Six, five.clone()).unwrap();
    assert!(!trick.is_complete());
    assert_eq!(trick.partial().unwrap().cards(), &five[..]);
    let six =
        Trick::try_from_cards(Seat::S2, Players::Six, card_list("SA S10 D6 SK C9 C6")).unwrap();
    assert_eq!(six.partial(), None);
}

/// Tricks print their cards in play order as short codes, separated by
/// single spaces; Debug lists them.
#[test]
fn tricks_print_their_cards_in_play_order() {
    let played = card_list("H10 HA C6");
    let partial = PartialTrick::try_new(&played).unwrap();
    assert_eq!(partial.to_string(), "H10 HA C6");
    assert_eq!(format!("{partial:?}"), "PartialTrick([H10, HA, C6])");
    assert_eq!(PartialTrick::EMPTY.to_string(), "");
    assert_eq!(
        PartialTrick::try_new(&played[..1]).unwrap().to_string(),
        "H10"
    );
    let trick = Trick::try_from_cards(Seat::S3, Players::Four, played).unwrap();
    assert_eq!(trick.to_string(), "H10 HA C6");
    assert_eq!(
        format!("{trick:?}"),
        "Trick { leader: S3, players: Four, cards: [H10, HA, C6], .. }"
    );
}

/// The suit led is the suit of a trick's first card, whatever follows; an
/// empty trick has none (§3).
#[test]
fn the_suit_led_is_the_suit_of_the_first_card() {
    let mut trick = Trick::new(Seat::S2, Players::Four).unwrap();
    assert_eq!(trick.led_suit(), None);
    for card in card_list("C8 SA S6 HQ") {
        trick.push(card).unwrap();
        assert_eq!(trick.led_suit(), Some(Suit::Clubs));
    }
}
