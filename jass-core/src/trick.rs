//! Tricks: the cards played in order, and who wins them (RULES.md §3).

use core::fmt;

use crate::card::{Card, Suit};
use crate::card_set::CardSet;
use crate::contract::{Contract, TRUMP_POWER};
use crate::error::PlayError;
use crate::seat::{Players, Seat, SeatOutOfRange};

/// The index (into `trick`, in play order) of the card that wins a partial
/// or complete trick, or `None` for an empty trick.
///
/// The highest trump wins; without a trump, the highest card of the suit
/// led in the contract's order (RULES.md §3). Of two identical cards (the
/// double pack, RULES.md §5.2) the later one wins. That is the one tie rule
/// for every table: with one pack no two cards of a trick rank equal
/// except cards that cannot win (neither trump nor of the suit led), so
/// the rule changes nothing there and costs nothing.
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
    let keys = &WINNING_KEYS[contract.index()][trick.first()?.suit() as usize];
    let key =
        |i: usize, card: Card| u16::from(keys[usize::from(card.index()) & 63]) << 3 | i as u16;
    if let [a, b, c, d] = *trick {
        // A table of four, unrolled: two independent maxima, then one.
        let best = key(0, a).max(key(1, b)).max(key(2, c).max(key(3, d)));
        return Some(usize::from(best & 7));
    }
    if trick.len() > 8 {
        return Some(
            trick
                .iter()
                .enumerate()
                .max_by_key(|&(_, &card)| keys[usize::from(card.index()) & 63])
                .map_or(0, |(i, _)| i),
        );
    }
    // Branch-free: each key is packed with its index and the maximum
    // taken, so random tricks cost no mispredictions (the later of two
    // equal keys wins).
    let mut best = 0u16;
    for (i, &card) in trick.iter().enumerate() {
        best = best.max(key(i, card));
    }
    Some(usize::from(best & 7))
}

/// The strength of every card in a trick, per contract (by
/// [`Contract::index`]) and suit led: a trump is `32 +` its trump
/// power, a card of the suit led `16 +` its place in the contract's order
/// (lowest 0), any other card 0 (it cannot win). Rows are 64 wide so that
/// a card index masked with 63 needs no bounds check.
static WINNING_KEYS: [[[u8; 64]; 4]; 6] = winning_keys();

const fn winning_keys() -> [[[u8; 64]; 4]; 6] {
    let mut table = [[[0u8; 64]; 4]; 6];
    let mut contract = 0;
    while contract < 6 {
        let mut led = 0;
        while led < 4 {
            let mut card = 0;
            while card < 36 {
                let (suit, rank) = (card / 9, card % 9);
                table[contract][led][card] = if contract < 4 && suit == contract {
                    32 + TRUMP_POWER[rank]
                } else if suit != led {
                    0
                } else if contract == 5 {
                    // Undenufe: six high, ace low.
                    24 - rank as u8
                } else {
                    16 + rank as u8
                };
                card += 1;
            }
            led += 1;
        }
        contract += 1;
    }
    table
}

/// The cards of an unfinished trick, in play order, the led card first:
/// what a player sees before adding their own card. At most five cards
/// (a trick of six is complete at every table), none repeated.
///
/// [`legal_cards`](crate::legal_cards), [`is_legal`](crate::is_legal) and
/// [`check_play`](crate::check_play) take it, so that a trick they are
/// given is valid by construction. It is plain `Copy` data.
///
/// # Examples
///
/// ```
/// use jass_core::{Card, PartialTrick, PlayError};
///
/// let cards: Vec<Card> = ["HA", "H6"].iter().map(|c| c.parse()).collect::<Result<_, _>>()?;
/// let trick = PartialTrick::try_new(&cards)?;
/// assert_eq!(trick.cards(), &cards[..]);
///
/// let repeated = [cards[0], cards[0]];
/// assert_eq!(
///     PartialTrick::try_new(&repeated),
///     Err(PlayError::DuplicateCard { card: cards[0] })
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PartialTrick {
    cards: [Card; PartialTrick::MAX],
    len: u8,
    /// The same cards as a set, kept beside them: the legal cards read
    /// the trick's trumps from it without a loop over the cards.
    set: CardSet,
}

impl PartialTrick {
    /// The most cards an unfinished trick holds (one fewer than the
    /// largest table).
    pub const MAX: usize = Players::MAX - 1;

    /// The trick no card has been played to: the player leads.
    pub const EMPTY: PartialTrick = PartialTrick {
        cards: [Card::from_index(0); PartialTrick::MAX],
        len: 0,
        set: CardSet::EMPTY,
    };

    /// The unfinished trick of `cards`, in play order.
    ///
    /// # Errors
    ///
    /// [`PlayError::DuplicateCard`] if a card is listed twice,
    /// [`PlayError::TrickComplete`] for six cards and
    /// [`PlayError::TooManyCards`] for more.
    #[allow(
        clippy::inline_always,
        reason = "once per card where a loop builds the trick anew; left to the compiler, a random hand in Obenabe took 1.6 times as long"
    )]
    #[inline(always)]
    pub fn try_new(cards: &[Card]) -> Result<PartialTrick, PlayError> {
        if cards.len() > PartialTrick::MAX {
            return PartialTrick::try_from_cards(cards.iter().copied());
        }
        let mut trick = PartialTrick::EMPTY;
        for &card in cards {
            trick.push(card)?;
        }
        Ok(trick)
    }

    /// Adds `card`, played next, to the trick: what a player sees after it.
    /// A loop that plays a trick keeps one `PartialTrick` and pushes each
    /// card onto it, rather than building it again from the cards.
    ///
    /// # Errors
    ///
    /// [`PlayError::DuplicateCard`] if `card` is in the trick already,
    /// [`PlayError::TrickComplete`] if the trick holds five cards (with a
    /// sixth it is complete at every table). The trick is then unchanged.
    ///
    /// ```
    /// use jass_core::{Card, PartialTrick, PlayError};
    ///
    /// let mut trick = PartialTrick::EMPTY;
    /// let ace: Card = "HA".parse()?;
    /// trick.push(ace)?;
    /// trick.push("H6".parse()?)?;
    /// assert_eq!(trick, PartialTrick::try_new(&[ace, "H6".parse()?])?);
    /// assert_eq!(trick.push(ace), Err(PlayError::DuplicateCard { card: ace }));
    /// assert_eq!(trick.len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn push(&mut self, card: Card) -> Result<(), PlayError> {
        if self.set.contains(card) {
            return Err(PlayError::DuplicateCard { card });
        }
        let Some(slot) = self.cards.get_mut(usize::from(self.len)) else {
            return Err(PlayError::TrickComplete);
        };
        *slot = card;
        self.len += 1;
        self.set = self.set.with(card);
        Ok(())
    }

    /// [`PartialTrick::try_new`] for cards from an iterator (read to its
    /// end if it holds too many cards, to count them).
    ///
    /// # Errors
    ///
    /// As for [`PartialTrick::try_new`].
    pub fn try_from_cards(
        cards: impl IntoIterator<Item = Card>,
    ) -> Result<PartialTrick, PlayError> {
        let trick = Trick::try_from_cards(Seat::S0, Players::Six, cards)?;
        trick.partial().ok_or(PlayError::TrickComplete)
    }

    /// The cards, in play order.
    #[must_use]
    #[inline]
    pub fn cards(&self) -> &[Card] {
        &self.cards[..self.len as usize]
    }

    /// The cards, as a set.
    #[must_use]
    pub const fn card_set(&self) -> CardSet {
        self.set
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

    /// The suit of the led card.
    #[must_use]
    pub fn led_suit(&self) -> Option<Suit> {
        self.cards().first().map(|c| c.suit())
    }

    /// Checks that a player holding `hand` may play to this trick at all:
    /// no card is both in the hand and in the trick.
    ///
    /// # Errors
    ///
    /// [`PlayError::AlreadyInTrick`] naming the first such card.
    pub fn check_hand(&self, hand: CardSet) -> Result<(), PlayError> {
        match self.cards().iter().find(|&&card| hand.contains(card)) {
            Some(&card) => Err(PlayError::AlreadyInTrick { card }),
            None => Ok(()),
        }
    }
}

impl Default for PartialTrick {
    fn default() -> PartialTrick {
        PartialTrick::EMPTY
    }
}

impl TryFrom<&[Card]> for PartialTrick {
    type Error = PlayError;

    /// As [`PartialTrick::try_new`].
    fn try_from(cards: &[Card]) -> Result<PartialTrick, PlayError> {
        PartialTrick::try_new(cards)
    }
}

impl TryFrom<&Trick> for PartialTrick {
    type Error = PlayError;

    /// The cards of a trick still being played.
    fn try_from(trick: &Trick) -> Result<PartialTrick, PlayError> {
        trick.partial().ok_or(PlayError::TrickComplete)
    }
}

impl fmt::Debug for PartialTrick {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("PartialTrick").field(&self.cards()).finish()
    }
}

impl fmt::Display for PartialTrick {
    /// Writes the cards in play order as short codes.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_cards(f, self.cards())
    }
}

/// Writes `cards` as short codes separated by spaces.
fn write_cards(f: &mut fmt::Formatter<'_>, cards: &[Card]) -> fmt::Result {
    for (i, card) in cards.iter().enumerate() {
        if i > 0 {
            f.write_str(" ")?;
        }
        write!(f, "{card}")?;
    }
    Ok(())
}

/// A trick being played: up to one card per player, in play order, with the
/// seat that led it.
///
/// # Examples
///
/// ```
/// use jass_core::{Contract, Players, Seat, Trick};
///
/// let mut trick = Trick::new(Seat::S3, Players::Four)?;
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
    cards: [Card; Players::MAX],
    len: u8,
    players: Players,
    leader: Seat,
}

impl Trick {
    /// An empty trick led by `leader` at a table of `players`.
    ///
    /// # Errors
    ///
    /// [`SeatOutOfRange`] if `leader` does not lead at the table
    /// ([`Players::leader`]): "seat 4 is not at a table of 4 (seats 0 to
    /// 3)", or at a table of five the Chnächt, who plays last to every
    /// trick.
    ///
    /// ```
    /// use jass_core::{Players, Seat, Trick};
    ///
    /// assert_eq!(Trick::new(Seat::S3, Players::Four)?.leader(), Seat::S3);
    /// assert_eq!(
    ///     Trick::new(Seat::S4, Players::Four).unwrap_err().to_string(),
    ///     "seat 4 is not at a table of 4 (seats 0 to 3)"
    /// );
    /// assert_eq!(
    ///     Trick::new(Seat::S4, Players::Five).unwrap_err().to_string(),
    ///     "seat 4 is the Chnächt of a table of 5, who never leads"
    /// );
    /// # Ok::<(), jass_core::SeatOutOfRange>(())
    /// ```
    pub const fn new(leader: Seat, players: Players) -> Result<Trick, SeatOutOfRange> {
        match players.leader(leader as u8) {
            Ok(leader) => Ok(Trick::led_by(leader, players)),
            Err(error) => Err(error),
        }
    }

    /// [`Trick::new`] for a leader known to sit at the table (the engine's
    /// forehand, a trick's winner): no check on the hot paths of play and
    /// search.
    pub(crate) const fn led_by(leader: Seat, players: Players) -> Trick {
        Trick {
            cards: [Card::from_index(0); Players::MAX],
            len: 0,
            players,
            leader,
        }
    }

    /// The trick led by `leader` at a table of `players` holding `cards`,
    /// in play order (complete or not). An iterator holding too many cards
    /// is read to its end, to count them.
    ///
    /// ```
    /// use jass_core::{Card, Contract, Players, PlayError, Seat, Trick};
    ///
    /// let cards: Vec<Card> = ["SA", "S10"].iter().map(|c| c.parse()).collect::<Result<_, _>>()?;
    /// let trick = Trick::try_from_cards(Seat::S1, Players::Two, cards.iter().copied())?;
    /// assert!(trick.is_complete());
    /// assert_eq!(trick.winner(Contract::Undenufe), Some(Seat::S0));
    /// let three = [cards[0], cards[1], "S6".parse()?];
    /// assert_eq!(
    ///     Trick::try_from_cards(Seat::S1, Players::Two, three),
    ///     Err(PlayError::TooManyCards { len: 3, players: Players::Two })
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`PlayError::NotAtTable`] if `leader` does not lead at the table
    /// ([`Trick::new`]),
    /// [`PlayError::DuplicateCard`] if a card is listed twice among the
    /// first `players`, and [`PlayError::TooManyCards`] for more cards than
    /// players.
    pub fn try_from_cards(
        leader: Seat,
        players: Players,
        cards: impl IntoIterator<Item = Card>,
    ) -> Result<Trick, PlayError> {
        let mut trick = Trick::new(leader, players)?;
        let mut cards = cards.into_iter();
        while let Some(card) = cards.next() {
            if trick.is_complete() {
                return Err(PlayError::TooManyCards {
                    len: trick.len() + 1 + cards.count(),
                    players,
                });
            }
            if trick.cards().contains(&card) {
                return Err(PlayError::DuplicateCard { card });
            }
            trick.cards[trick.len as usize] = card;
            trick.len += 1;
        }
        Ok(trick)
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

    /// The players at the table.
    #[must_use]
    pub const fn players(&self) -> Players {
        self.players
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
        self.len as usize == self.players.count()
    }

    /// The cards played so far as a [`PartialTrick`], or `None` if the
    /// trick is complete.
    #[must_use]
    #[inline]
    pub fn partial(&self) -> Option<PartialTrick> {
        if self.is_complete() || self.len as usize > PartialTrick::MAX {
            return None;
        }
        let mut cards = [Card::from_index(0); PartialTrick::MAX];
        cards.copy_from_slice(&self.cards[..PartialTrick::MAX]);
        Some(PartialTrick {
            cards,
            len: self.len,
            set: self.cards().iter().copied().collect(),
        })
    }

    /// The suit of the led card.
    #[must_use]
    pub fn led_suit(&self) -> Option<Suit> {
        self.cards().first().map(|c| c.suit())
    }

    /// The seat to play next, or `None` if the trick is complete.
    #[must_use]
    #[inline]
    pub const fn to_play(&self) -> Option<Seat> {
        if self.is_complete() {
            None
        } else {
            Some(self.seat_of(self.len as usize))
        }
    }

    /// The seat that played (or plays) the `index`-th card.
    ///
    /// Play goes round the table from the leader, except at a table of
    /// five: the Chnächt (seat 4) plays last to every trick and never
    /// leads, the four others going round seats 0–3 (RULES.md §5.2).
    ///
    /// ```
    /// use jass_core::{Players, Seat, Trick};
    ///
    /// let trick = Trick::new(Seat::S2, Players::Five)?;
    /// let order: Vec<Seat> = (0..5).map(|i| trick.seat_of(i)).collect();
    /// assert_eq!(order, [Seat::S2, Seat::S3, Seat::S0, Seat::S1, Seat::S4]);
    /// # Ok::<(), jass_core::SeatOutOfRange>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn seat_of(&self, index: usize) -> Seat {
        match self.players {
            Players::Five if index >= 4 => Seat::S4,
            Players::Five => self.leader.advance(index, Players::Four),
            players => self.leader.advance(index, players),
        }
    }

    /// The position (0 = led) at which `seat` plays to this trick, or
    /// `None` for a seat not at the table.
    #[must_use]
    pub const fn position_of(&self, seat: Seat) -> Option<usize> {
        let n = self.players.count();
        if seat.index() >= n {
            return None;
        }
        Some(match self.players {
            Players::Five if seat.index() == 4 => 4,
            Players::Five => (seat.index() + 4 - self.leader.index() % 4) % 4,
            _ => (seat.index() + n - self.leader.index()) % n,
        })
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

    /// Adds the next card of an unfinished trick without the checks of
    /// [`Trick::push`]: for the game's own loops, which know the trick is
    /// unfinished and the card not in it (a card of a player's hand, one
    /// pack). A card pushed twice stays twice (no panic).
    #[inline]
    pub(crate) fn push_unchecked(&mut self, card: Card) {
        if let Some(slot) = self.cards.get_mut(self.len as usize) {
            *slot = card;
            self.len += 1;
        }
    }

    /// [`Trick::push`] with a double pack (RULES.md §5.2): a card may be
    /// in the trick twice, never three times.
    ///
    /// ```
    /// use jass_core::{Card, Contract, Players, Seat, Trick};
    ///
    /// let ace: Card = "HA".parse()?;
    /// let mut trick = Trick::new(Seat::S0, Players::Six)?;
    /// trick.push_copy(ace)?;
    /// trick.push_copy(ace)?;
    /// assert!(trick.push_copy(ace).is_err());
    /// // The later of two identical cards wins.
    /// assert_eq!(trick.winner(Contract::Obenabe), Some(Seat::S1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`PlayError::TrickComplete`] if every player has played, and
    /// [`PlayError::AlreadyInTrick`] if the card is in the trick twice.
    pub fn push_copy(&mut self, card: Card) -> Result<(), PlayError> {
        if self.is_complete() {
            return Err(PlayError::TrickComplete);
        }
        if self.cards().iter().filter(|&&c| c == card).count() >= 2 {
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
        write_cards(f, self.cards())
    }
}
