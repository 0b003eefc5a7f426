//! Dealing cards in threes, and checking a given deal.

use crate::card::Card;
use crate::card_set::CardSet;
use crate::seat::{BySeat, Players, Seat};

/// A deal could not be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DealError {
    /// A hand has the wrong number of cards.
    #[error("{seat} holds {len} cards, expected {expected}")]
    WrongHandSize {
        /// The seat.
        seat: Seat,
        /// The number of cards it holds.
        len: usize,
        /// The number it should hold.
        expected: usize,
    },
    /// A card is in two hands.
    #[error("card {card} is dealt twice")]
    DuplicateCard {
        /// The card.
        card: Card,
    },
    /// A deck does not hold the 36 cards (a record's `deal`).
    #[error("the deck has {len} cards, expected {expected}")]
    WrongDeckSize {
        /// The number of cards it holds.
        len: usize,
        /// The number it should hold.
        expected: usize,
    },
    /// The seat does not sit at a table of this many players (Jass für
    /// zwei: seats 0 and 1).
    #[error("{seat} does not sit at a table of {players} players")]
    NotAtTable {
        /// The seat.
        seat: Seat,
        /// The number of players.
        players: usize,
    },
}

/// Deals `deck` in rounds of three cards per player, starting with `first`,
/// to `players` players (2 or 4) with `per_player` cards each (a multiple of
/// three). Cards beyond the deal stay undealt.
pub(crate) fn deal_in_threes(
    deck: &[Card],
    first: Seat,
    players: Players,
    per_player: usize,
) -> BySeat<CardSet> {
    let mut hands = BySeat([CardSet::EMPTY; 4]);
    let mut next = 0;
    for _round in 0..per_player / 3 {
        for p in 0..players.count() {
            let seat = first.advance(p, players);
            for &card in &deck[next..next + 3] {
                hands[seat] = hands[seat].with(card);
            }
            next += 3;
        }
    }
    hands
}

/// Checks that the first `players` hands hold `per_player` cards each, the
/// other seats none, and that no card is in two hands.
pub(crate) fn check_deal(
    hands: &BySeat<CardSet>,
    players: Players,
    per_player: usize,
) -> Result<(), DealError> {
    let mut seen = CardSet::EMPTY;
    for seat in Seat::ALL {
        let hand = hands[seat];
        let expected = if players.has_seat(seat) {
            per_player
        } else {
            0
        };
        if hand.len() != expected {
            return Err(DealError::WrongHandSize {
                seat,
                len: hand.len(),
                expected,
            });
        }
        if let Some(card) = (hand & seen).first() {
            return Err(DealError::DuplicateCard { card });
        }
        seen |= hand;
    }
    Ok(())
}
