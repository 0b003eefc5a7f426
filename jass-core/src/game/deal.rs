//! Dealing cards in threes, and checking a given deal.

use crate::card::Card;
use crate::card_set::CardSet;
use crate::seat::{BySeat, Players, Seat};
use crate::trick::Trick;

/// A deal could not be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DealError {
    /// A hand has the wrong number of cards.
    #[error("{seat} holds {}, expected {expected}", crate::error::count(*.len, "card"))]
    WrongHandSize {
        /// The seat.
        seat: Seat,
        /// The number of cards it holds.
        len: usize,
        /// The number it should hold.
        expected: usize,
    },
    /// A deal given as a list of hands, one per seat, holds another number
    /// of hands than the table has players: the bindings, which take such
    /// lists (Python's `deal=`, C's `jass_game_new_with_hands`), refuse it
    /// so; the core takes hands per seat ([`BySeat`]).
    #[error(
        "a deal at a table of {players} players is {}, got {len}",
        crate::error::count(*.players, "hand")
    )]
    WrongHandCount {
        /// The number of hands given.
        len: usize,
        /// The players at the table.
        players: usize,
    },
    /// A card is in two hands.
    #[error("card {card} is dealt twice")]
    DuplicateCard {
        /// The card.
        card: Card,
    },
    /// A card is dealt more often than the pack holds it (the double
    /// pack holds each card twice, RULES.md §5.2).
    #[error("card {card} is dealt more than {copies} times")]
    TooManyCopies {
        /// The card.
        card: Card,
        /// How often the pack holds it.
        copies: usize,
    },
    /// A deck does not hold the cards of the pack (a record's `deal`: 36
    /// cards, 48 with the double pack).
    #[error("the deck has {}, expected {expected}", crate::error::count(*.len, "card"))]
    WrongDeckSize {
        /// The number of cards it holds.
        len: usize,
        /// The number it should hold.
        expected: usize,
    },
    /// A card dealt is not in the pack of the rules (RULES.md §5.2: the
    /// removed card at a table of five; a six, seven or eight with the
    /// double pack).
    #[error("card {card} is not in the pack")]
    NotInPack {
        /// The card.
        card: Card,
    },
    /// The game is not played at a table of this many players (⚙
    /// `players`: Schieber at 4, 5 or 6; Coiffeur at 4; Differenzler and
    /// Hindersi at 3 or 4; Mittlere at 3).
    #[error("this game is not played at a table of {players} players")]
    TableSize {
        /// The number of players.
        players: usize,
    },
    /// The seat does not sit at a table of this many players (Jass für
    /// zwei: seats 0 and 1).
    #[error("{seat} is not at a table of {players} (seats 0 to {})", .players - 1)]
    NotAtTable {
        /// The seat.
        seat: Seat,
        /// The number of players.
        players: usize,
    },
    /// A deal of the double pack (⚙ `packs`, RULES.md §5.2) was given as
    /// hands, one set of cards per seat: a seat may be dealt a card twice,
    /// which a set cannot hold, so such a deal is given as a deck.
    #[error(
        "a deal of the double pack cannot be given as hands, which hold a card once (a seat \
         may be dealt it twice): give it as a deck"
    )]
    DoublePackAsHands,
    /// The seat sits at the table but may not deal or be forehand: at a
    /// table of five the Chnächt, seat 4, never deals or leads (RULES.md
    /// §5.2).
    #[error("{seat} is the Chnächt of a table of five, who never deals or leads")]
    MayNotDeal {
        /// The seat.
        seat: Seat,
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
    deal_in_rounds(deck, &Trick::led_by(first, players), per_player)
}

/// Deals `deck` to the seats in the play order of `order` (a trick led by
/// the first to receive cards), in rounds of three cards per player and a
/// last round of the remainder (RULES.md §5.2: 3+3+1 at five, 3+3 at six,
/// 3+3+2 with the double pack), `per_player` cards each. Cards beyond the
/// deal stay undealt; a deck too short deals what it holds.
pub(crate) fn deal_in_rounds(deck: &[Card], order: &Trick, per_player: usize) -> BySeat<CardSet> {
    let mut hands = BySeat([CardSet::EMPTY; Players::MAX]);
    hand_out(deck, order, per_player, |seat, card| {
        hands[seat] = hands[seat].with(card);
    });
    hands
}

/// Hands out `deck` as [`deal_in_rounds`] deals it: `give(seat, card)` for
/// each card dealt, in the order they are dealt.
fn hand_out(deck: &[Card], order: &Trick, per_player: usize, mut give: impl FnMut(Seat, Card)) {
    let mut cards = deck.iter().copied();
    let mut left = per_player;
    while left > 0 {
        let round = left.min(3);
        for p in 0..order.players().count() {
            let seat = order.seat_of(p);
            for card in cards.by_ref().take(round) {
                give(seat, card);
            }
        }
        left -= round;
    }
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

/// [`deal_in_rounds`] for the double pack (RULES.md §5.2): the different
/// cards each seat is dealt, and the cards it is dealt a second time.
pub(crate) fn deal_copies_in_rounds(
    deck: &[Card],
    order: &Trick,
    per_player: usize,
) -> (BySeat<CardSet>, BySeat<CardSet>) {
    let mut hands = BySeat([CardSet::EMPTY; Players::MAX]);
    let mut twice = BySeat([CardSet::EMPTY; Players::MAX]);
    hand_out(deck, order, per_player, |seat, card| {
        if !hands[seat].insert(card) {
            twice[seat] = twice[seat].with(card);
        }
    });
    (hands, twice)
}

/// Checks a deal of the double pack (RULES.md §5.2): `twice[s]` (the cards
/// seat `s` holds a second time) is part of `hands[s]`, the first
/// `players` seats hold `per_player` cards each counting both copies, the
/// other seats none, and no card is dealt more than twice.
pub(crate) fn check_copies_deal(
    hands: &BySeat<CardSet>,
    twice: &BySeat<CardSet>,
    players: Players,
    per_player: usize,
) -> Result<(), DealError> {
    let mut once = CardSet::EMPTY;
    let mut both = CardSet::EMPTY;
    for seat in Seat::ALL {
        let expected = if players.has_seat(seat) {
            per_player
        } else {
            0
        };
        // A second copy without the first is a card held twice.
        let held = hands[seat] | twice[seat];
        let len = held.len() + twice[seat].len();
        if len != expected {
            return Err(DealError::WrongHandSize {
                seat,
                len,
                expected,
            });
        }
        for copies in [held, twice[seat]] {
            if let Some(card) = (copies & both).first() {
                return Err(DealError::TooManyCopies { card, copies: 2 });
            }
            both |= copies & once;
            once |= copies;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;

    #[test]
    fn one_card_is_singular_in_the_messages() {
        let hand = DealError::WrongHandSize {
            seat: Seat::S3,
            len: 1,
            expected: 9,
        };
        assert_eq!(hand.to_string(), "seat 3 holds 1 card, expected 9");
        let deck = DealError::WrongDeckSize {
            len: 1,
            expected: 36,
        };
        assert_eq!(deck.to_string(), "the deck has 1 card, expected 36");
        let two = DealError::WrongHandSize {
            seat: Seat::S0,
            len: 2,
            expected: 9,
        };
        assert_eq!(two.to_string(), "seat 0 holds 2 cards, expected 9");
        let count = DealError::WrongHandCount { len: 3, players: 4 };
        assert_eq!(
            count.to_string(),
            "a deal at a table of 4 players is 4 hands, got 3"
        );
    }
}
