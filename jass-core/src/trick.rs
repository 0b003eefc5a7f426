//! Tricks: the cards played in order, and who wins them (RULES.md §3).

use core::fmt;

use crate::card::{Card, Suit};
use crate::card_set::CardSet;
use crate::contract::{Contract, TRUMP_POWER};
use crate::error::PlayError;
use crate::seat::Seat;

/// The index (into `trick`, in play order) of the card that wins a partial
/// or complete trick, or `None` for an empty trick. (Of a longer slice, which
/// no trick is, the first of the best cards.)
///
/// The highest trump wins; without a trump, the highest card of the suit
/// led in the contract's order (RULES.md §3).
///
/// # Examples
///
/// ```
/// use jass_core::{trick_winner, Card, Contract, Suit};
///
/// let trick: Vec<Card> = ["HA", "H6", "C6", "HK"].iter().map(|c| c.parse()).collect::<Result<_, _>>()?;
/// assert_eq!(trick_winner(&trick, Contract::Trump(Suit::Clubs)), Some(2));
/// assert_eq!(trick_winner(&trick, Contract::Obenabe), Some(0));
/// assert_eq!(trick_winner(&trick, Contract::Undenufe), Some(1));
/// # Ok::<(), jass_core::ParseCardError>(())
/// ```
#[must_use]
#[inline]
pub fn trick_winner(trick: &[Card], contract: Contract) -> Option<usize> {
    let led = trick.first()?.suit() as u8;
    // One loop per kind of contract, so the per-card key is branch-light.
    Some(match contract {
        Contract::Trump(trump) => best_by(trick, |card| {
            let (suit, rank) = (card.index() / 9, card.index() % 9);
            if suit == trump as u8 {
                32 + TRUMP_POWER[rank as usize]
            } else {
                u8::from(suit == led) * (16 + rank)
            }
        }),
        Contract::Obenabe => best_by(trick, |card| {
            u8::from(card.index() / 9 == led) * (16 + card.index() % 9)
        }),
        Contract::Undenufe => best_by(trick, |card| {
            u8::from(card.index() / 9 == led) * (24 - card.index() % 9)
        }),
    })
}

/// The index of the first card with the highest key. Branch-free: each key
/// is packed with its reversed index and the maximum taken, so random
/// tricks cost no mispredictions. Slices longer than eight cards (never a
/// trick, but the function is public) take a plain loop.
#[inline]
fn best_by(trick: &[Card], key: impl Fn(Card) -> u8) -> usize {
    if trick.len() > 8 {
        return trick
            .iter()
            .enumerate()
            .rev()
            .max_by_key(|&(_, &card)| key(card))
            .map_or(0, |(i, _)| i);
    }
    let mut best = 0u16;
    for (i, &card) in trick.iter().enumerate() {
        best = best.max(u16::from(key(card)) << 3 | (7 - i as u16));
    }
    usize::from(7 - (best & 7))
}

/// A trick being played: up to one card per player, in play order, with the
/// seat that led it.
///
/// # Examples
///
/// ```
/// use jass_core::{Contract, Seat, Trick};
///
/// let mut trick = Trick::new(Seat::S3, 4);
/// for card in ["SA", "S10", "D6", "SK"] {
///     trick.push(card.parse()?)?;
/// }
/// assert!(trick.is_complete());
/// assert_eq!(trick.winner(Contract::Obenabe), Some(Seat::S3));
/// assert_eq!(trick.winner(Contract::Undenufe), Some(Seat::S0));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Trick {
    cards: [Card; 4],
    len: u8,
    players: u8,
    leader: Seat,
}

impl Trick {
    /// An empty trick led by `leader` at a table of `players` (2 or 4).
    ///
    /// # Panics
    ///
    /// Panics if `players` is not 2 or 4.
    #[must_use]
    pub const fn new(leader: Seat, players: usize) -> Trick {
        assert!(players == 2 || players == 4, "a trick has 2 or 4 players");
        Trick {
            cards: [Card::from_index(0); 4],
            len: 0,
            players: players as u8,
            leader,
        }
    }

    /// The cards played so far, in play order.
    #[must_use]
    pub fn cards(&self) -> &[Card] {
        &self.cards[..self.len as usize]
    }

    /// The cards played so far, as a set.
    #[must_use]
    pub fn card_set(&self) -> CardSet {
        self.cards().iter().copied().collect()
    }

    /// The seat that led.
    #[must_use]
    pub const fn leader(&self) -> Seat {
        self.leader
    }

    /// Number of players at the table.
    #[must_use]
    pub const fn players(&self) -> usize {
        self.players as usize
    }

    /// Number of cards played.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether no card has been played.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether every player has played.
    #[must_use]
    pub const fn is_complete(&self) -> bool {
        self.len == self.players
    }

    /// The suit of the led card.
    #[must_use]
    pub fn led_suit(&self) -> Option<Suit> {
        self.cards().first().map(|c| c.suit())
    }

    /// The seat to play next, or `None` if the trick is complete.
    #[must_use]
    pub const fn to_play(&self) -> Option<Seat> {
        if self.is_complete() {
            None
        } else {
            Some(self.seat_of(self.len as usize))
        }
    }

    /// The seat that played (or plays) the `index`-th card.
    #[must_use]
    pub const fn seat_of(&self, index: usize) -> Seat {
        self.leader.advance(index, self.players as usize)
    }

    /// Adds the next card. Legality is the caller's business
    /// ([`legal_cards`](crate::legal_cards)).
    ///
    /// # Errors
    ///
    /// [`PlayError::TrickComplete`] if every player has played, and
    /// [`PlayError::AlreadyInTrick`] if the card is already in the trick.
    pub fn push(&mut self, card: Card) -> Result<(), PlayError> {
        if self.is_complete() {
            return Err(PlayError::TrickComplete);
        }
        if self.cards().contains(&card) {
            return Err(PlayError::AlreadyInTrick { card });
        }
        self.cards[self.len as usize] = card;
        self.len += 1;
        Ok(())
    }

    /// The seat currently winning (or that won) the trick.
    #[must_use]
    pub fn winner(&self, contract: Contract) -> Option<Seat> {
        trick_winner(self.cards(), contract).map(|i| self.seat_of(i))
    }
}

impl fmt::Debug for Trick {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Trick")
            .field("leader", &self.leader)
            .field("players", &self.players)
            .field("cards", &self.cards())
            .finish_non_exhaustive()
    }
}

impl fmt::Display for Trick {
    /// Writes the cards in play order as short codes.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, card) in self.cards().iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{card}")?;
        }
        Ok(())
    }
}
