//! One hand of Schieber: declaring, nine tricks with the first-trick weis,
//! stöck, and the hand's score (RULES.md §4.3, §4.4, §5); at a table of
//! five or six (⚙ `players`, RULES.md §5.2) seven or six tricks, and eight
//! with the double pack.
//!
//! # The double pack
//!
//! With ⚙ `packs = two` (the "Doppelris" of RULES.md §5.2) a player may
//! hold a card twice. The engine keeps one representation from the deal
//! to the record: a seat's holding is two 36-bit [`CardSet`]s, the
//! different cards it holds ([`Hand::hands`]) and the cards it holds a
//! second time ([`SchieberHand::second_copies`], a subset of the first).
//! Two identical cards cannot be told apart, so a [`Card`] needs no copy
//! bit: a trick stores cards in play order (where two identical ones may
//! stand, the later winning), a deck is 48 [`Card`]s with each card from
//! nine to ace twice, and an observation adds the observer's second copies
//! and the cards played twice. The rules of play read only the set of
//! different cards, so [`legal_cards`](crate::legal_cards) stays the same
//! few bit operations, "the Puur is your only trump" holds for a hand with
//! both Puurs and no other trump, and the four-player paths are unchanged
//! but for one predictable branch where a card leaves the hand. A 48-card
//! deck type with a copy bit was the alternative; it would have given
//! every hand, trick and legal-card set a second card type and doubled
//! the bit sets for all tables.

use alloc::vec::Vec;

use crate::card::{Card, Rank, Suit};
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::game::action::{Action, ActionError, ActionList, Expecting};
use crate::game::deal::{
    DealError, check_copies_deal, check_deal, deal_copies_in_rounds, deal_in_rounds,
};
use crate::game::hand::Hand;
use crate::game::hand::sealed::HandCore;
use crate::game::observation::GameKind;
use crate::game::play::{EventSink, HandEvents, HandView, Play, WeisDecision, hand_from_play};
use crate::points::PointTable;
use crate::random::JassRng;
use crate::rules::{FirstForehand, Rules};
use crate::seat::Players;
use crate::seat::{BySeat, ByTeam, Seat, Team};
use crate::trick::Trick;
use crate::weis::{WeisOutcome, has_stoeck};

/// One hand of Schieber, from the deal to the count.
///
/// The state is plain data with no heap allocation, cheap to copy for
/// search. Actions: [`Action::Declare`] / [`Action::Shove`] while declaring,
/// then [`Action::Play`] (and in the first trick, under ⚙ `weis_mode =
/// announced`, [`Action::Announce`] / [`Action::Pass`] before a player's
/// card).
///
/// # Examples
///
/// ```
/// use jass_core::{Action, Contract, JassRng, Rules, Seat, SchieberHand, Suit, Hand};
///
/// let deal = JassRng::seed_from_u64(1).deal();
/// let mut hand = SchieberHand::new(Rules::schieber(), deal, Seat::S3, Seat::S0)?;
/// hand.apply(Action::Shove)?;
/// hand.apply(Action::Declare(Contract::Obenabe))?; // the partner names it
/// let mut rng = JassRng::seed_from_u64(2);
/// while !hand.is_over() {
///     let card = rng.pick(hand.legal_cards()).unwrap();
///     hand.apply(Action::Play(card))?;
/// }
/// let score = hand.score();
/// assert!(score.0[0] + score.0[1] >= 3 * 157); // Obenabe counts triple
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SchieberHand {
    play: Play<9, 1>,
    dealer: Seat,
    forehand: Seat,
    shoves: u8,
}

impl SchieberHand {
    /// Plays cards drawn from the legal cards by `rng` until something
    /// else is due: [`Hand::play_unchecked`] card by card, in one loop
    /// (the simulations' random hands).
    #[cfg(feature = "std")]
    pub(crate) fn play_random_cards(&mut self, rng: &mut JassRng) {
        self.play.play_random_cards(rng);
    }

    /// A hand dealt `deal` by `dealer`, with `forehand` to declare and
    /// lead: nine cards per seat at a table of four, seven at five (the
    /// pack without ⚙ `removed_card`), six at six (⚙ `players`, RULES.md
    /// §5.2).
    ///
    /// # Errors
    ///
    /// [`DealError`] if the hands do not hold that many different cards of
    /// the pack each, or if `dealer` or `forehand` does not sit at the
    /// table (at five the Chnächt, seat 4, neither deals nor leads).
    pub fn new(
        rules: Rules,
        deal: BySeat<CardSet>,
        dealer: Seat,
        forehand: Seat,
    ) -> Result<SchieberHand, DealError> {
        SchieberHand::with_second_copies(
            rules,
            deal,
            BySeat([CardSet::EMPTY; Players::MAX]),
            dealer,
            forehand,
        )
    }

    /// A hand of the double pack (⚙ `packs = two`, RULES.md §5.2) dealt
    /// `deal` (the different cards of each seat) and `twice` (the cards a
    /// seat is dealt a second time) by `dealer`, with `forehand` to
    /// declare and lead. With one pack `twice` must be empty, and this is
    /// [`SchieberHand::new`].
    ///
    /// # Examples
    ///
    /// ```
    /// use jass_core::{BySeat, CardSet, Rules, SchieberHand, Seat, Hand};
    ///
    /// // Seat 0 holds both ♥A, both ♥K and four more cards.
    /// let mut deal = BySeat([CardSet::EMPTY; 6]);
    /// let mut twice = BySeat([CardSet::EMPTY; 6]);
    /// let pack: Vec<_> = Rules::schieber_six_double().pack().iter().collect();
    /// let cards: Vec<_> = pack.iter().chain(&pack).copied().collect();
    /// for (i, &card) in cards.iter().enumerate() {
    ///     let seat = Seat::try_from((i % 24 / 4) as u8)?;
    ///     if !deal[seat].insert(card) {
    ///         twice[seat].insert(card);
    ///     }
    /// }
    /// let hand = SchieberHand::with_second_copies(
    ///     Rules::schieber_six_double(), deal, twice, Seat::S5, Seat::S0)?;
    /// assert_eq!(hand.hands()[Seat::S0].len() + hand.second_copies()[Seat::S0].len(), 8);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As for [`SchieberHand::new`], and [`DealError::TooManyCopies`] for a
    /// card dealt more often than the pack holds it.
    pub fn with_second_copies(
        rules: Rules,
        deal: BySeat<CardSet>,
        twice: BySeat<CardSet>,
        dealer: Seat,
        forehand: Seat,
    ) -> Result<SchieberHand, DealError> {
        let players = GameKind::Schieber.table(&rules)?;
        let deal = if rules.copies() == 2 {
            check_copies_deal(&deal, &twice, players, rules.cards_per_player())?;
            BySeat::from_fn(|s| deal[s] | twice[s])
        } else {
            check_deal(&deal, players, rules.cards_per_player())?;
            if let Some(card) = twice.0.iter().find_map(|t| t.first()) {
                return Err(DealError::DuplicateCard { card });
            }
            deal
        };
        if let Some(card) =
            (deal.0.iter().fold(CardSet::EMPTY, |all, &h| all | h) - rules.pack()).first()
        {
            return Err(DealError::NotInPack { card });
        }
        for seat in [dealer, forehand] {
            if !players.has_seat(seat) {
                return Err(DealError::NotAtTable {
                    seat,
                    players: players.count(),
                });
            }
            if !Self::may_deal(players, seat) {
                return Err(DealError::MayNotDeal { seat });
            }
        }
        Ok(SchieberHand::of_checked_deal(
            rules, deal, twice, dealer, forehand,
        ))
    }

    /// The hand [`SchieberHand::with_second_copies`] builds, for a deal
    /// and seats known to pass its checks.
    pub(crate) fn of_checked_deal(
        rules: Rules,
        deal: BySeat<CardSet>,
        twice: BySeat<CardSet>,
        dealer: Seat,
        forehand: Seat,
    ) -> SchieberHand {
        let mut hand = SchieberHand {
            play: Play::new(
                rules,
                deal,
                forehand,
                rules.players,
                rules.cards_per_player(),
            ),
            dealer,
            forehand,
            shoves: 0,
        };
        hand.play.set_twice(&twice);
        hand
    }

    // ------------------------------------------------------------ queries

    /// The cards each seat holds a second time (the double pack, RULES.md
    /// §5.2; empty with one pack). [`Hand::hands`] holds the different
    /// cards, so a seat holds `hands()[s].len() + second_copies()[s].len()`
    /// cards.
    #[must_use]
    pub fn second_copies(&self) -> BySeat<CardSet> {
        self.play.twice()
    }

    /// The different cards each seat was dealt: its hand and the cards it
    /// has played.
    #[must_use]
    pub fn dealt(&self) -> BySeat<CardSet> {
        self.play.dealt()
    }

    /// Whether forehand shoved.
    #[must_use]
    pub const fn shoved(&self) -> bool {
        self.shoves > 0
    }

    /// How often the choice was shoved: 0, 1, or 2 when the partner shoved
    /// it back (⚙ `zurueckschieben`) or, at a table of six, passed it on to
    /// the third partner.
    #[must_use]
    pub const fn shove_count(&self) -> u8 {
        self.shoves
    }

    /// The weis decisions made in the first trick (⚙ `weis_mode =
    /// announced`).
    #[must_use]
    pub const fn weis_decisions(&self) -> &BySeat<WeisDecision> {
        &self.play.decisions()[0]
    }

    /// Who scored which weis; empty until the first trick is complete.
    #[must_use]
    pub const fn weis(&self) -> &WeisOutcome {
        &self.play.weis()[0]
    }

    /// Whether the first trick is complete.
    #[must_use]
    pub const fn first_trick_done(&self) -> bool {
        self.play.completed() > 0
    }

    // ------------------------------------------------------------ actions

    /// Applies an action and reports what happened, for the game's score.
    fn step_hand(&mut self, action: Action) -> Result<HandEvents, ActionError> {
        let mut events = HandEvents::new();
        self.step_into(action, &mut events)?;
        Ok(events)
    }

    /// [`SchieberHand::step_hand`], writing the events to `events`.
    fn step_into(
        &mut self,
        action: Action,
        events: &mut impl EventSink,
    ) -> Result<(), ActionError> {
        match (self.play.expecting(), action) {
            (Expecting::Declaration, Action::Declare(contract)) => {
                // With the double pack two players may hold a trump king
                // and queen: the earlier in the first trick has stöck
                // (⚙ `duplicate_melds = distinct_cards`).
                let first_trick = Trick::led_by(self.forehand, self.play.players());
                let stoeck = (0..self.play.players().count())
                    .map(|i| first_trick.seat_of(i))
                    .find(|&s| has_stoeck(self.play.hands()[s], contract));
                self.play.declare(contract, self.declaring_seat(), stoeck)?;
                Ok(())
            }
            (Expecting::Declaration, Action::Shove) => {
                if !self.can_shove() {
                    return Err(ActionError::CannotShove);
                }
                self.shoves += 1;
                Ok(())
            }
            _ => self.play.step_into(action, events),
        }
    }

    /// The seat naming the contract: forehand, or the partner after a
    /// shove (back to forehand after a shove back); at a table of six the
    /// partner two seats to the right, then the third partner (RULES.md
    /// §5.2). At five the Chnächt is nobody's partner here: seats 0–3
    /// declare as at four.
    const fn declaring_seat(&self) -> Seat {
        match self.play.players() {
            Players::Six => self
                .forehand
                .advance(2 * self.shoves as usize, Players::Six),
            _ if self.shoves == 1 => self.forehand.advance(2, Players::Four),
            _ => self.forehand,
        }
    }

    /// Whether the player to declare may shove: forehand always; the
    /// partner under ⚙ `zurueckschieben`; at six the second partner (and
    /// never the third, who must name a contract; ⚙ `zurueckschieben` is
    /// not read there).
    fn can_shove(&self) -> bool {
        let more = match self.play.players() {
            Players::Six => self.shoves < 2,
            _ => self.shoves == 0 || (self.shoves == 1 && self.play.rules().zurueckschieben),
        };
        self.play.contract().is_none() && more
    }

    /// Whether `seat` may deal and be forehand at a table of `players`:
    /// every seat of the table but the Chnächt.
    const fn may_deal(players: Players, seat: Seat) -> bool {
        match players {
            Players::Five => seat.index() < 4,
            players => players.has_seat(seat),
        }
    }

    /// The seat to the dealer's right, skipping the Chnächt at five.
    pub(crate) const fn right_of(players: Players, seat: Seat) -> Seat {
        match players {
            Players::Five => seat.advance(1, Players::Four),
            players => seat.advance(1, players),
        }
    }

    /// The hand dealt from `deck` in threes from the dealer's right (the
    /// cards of the pack in deck order; at five the Chnächt is dealt last
    /// in each round and the last round is of one card, RULES.md appendix);
    /// in the first hand under ⚙ `first_forehand = seven_of_roses` the
    /// holder of the seven of roses is forehand (at five unless it is the
    /// Chnächt or the removed card: then the dealer's right).
    ///
    /// With the double pack `deck` is its 48 cards in dealing order, dealt
    /// in rounds of three, three and two (no seven of roses: forehand is
    /// the dealer's right).
    fn deal_from_deck(
        rules: &Rules,
        deck: &[Card],
        dealer: Seat,
        first_hand: bool,
    ) -> Result<SchieberHand, DealError> {
        let (deal, twice, forehand) = Self::deal_at_table(rules, deck, dealer, first_hand)?;
        SchieberHand::with_second_copies(*rules, deal, twice, dealer, forehand)
    }

    /// The deal from `deck` (the different cards and the second copies of
    /// the double pack) and the forehand of a Schieber table, as
    /// [`SchieberHand::deal_from_deck`] describes them (Coiffeur Schieber
    /// deals the same way).
    pub(crate) fn deal_at_table(
        rules: &Rules,
        deck: &[Card],
        dealer: Seat,
        first_hand: bool,
    ) -> Result<(BySeat<CardSet>, BySeat<CardSet>, Seat), DealError> {
        let players = rules.players;
        let pack = rules.pack();
        let right = Self::right_of(players, dealer);
        let order = Trick::led_by(right, players);
        let (deal, twice) = if rules.copies() == 2 {
            let expected = pack.len() * rules.copies();
            if deck.len() != expected {
                return Err(DealError::WrongDeckSize {
                    len: deck.len(),
                    expected,
                });
            }
            deal_copies_in_rounds(deck, &order, rules.cards_per_player())
        } else {
            let cards: smallvec::SmallVec<[Card; 36]> =
                deck.iter().copied().filter(|&c| pack.contains(c)).collect();
            let deal = deal_in_rounds(&cards, &order, rules.cards_per_player());
            (deal, BySeat([CardSet::EMPTY; Players::MAX]))
        };
        let forehand = if first_hand && rules.first_forehand == FirstForehand::SevenOfRoses {
            players
                .seats()
                .iter()
                .copied()
                .find(|&s| deal[s].contains(SEVEN_OF_ROSES) && Self::may_deal(players, s))
                .unwrap_or(right)
        } else {
            right
        };
        Ok((deal, twice, forehand))
    }

    /// The deal passes to the right (at five past the Chnächt, who never
    /// deals); under ⚙ `first_forehand = seven_of_roses` the first hand's
    /// forehand deals the second.
    fn next_dealer_after(&self, rules: &Rules, first_hand: bool) -> Seat {
        Self::next_dealer_at_table(rules, self.dealer, self.forehand, first_hand)
    }

    /// The dealer after a hand `dealer` dealt with `forehand`, as
    /// [`SchieberHand::next_dealer_after`] describes it.
    pub(crate) fn next_dealer_at_table(
        rules: &Rules,
        dealer: Seat,
        forehand: Seat,
        first_hand: bool,
    ) -> Seat {
        if first_hand && rules.first_forehand == FirstForehand::SevenOfRoses {
            forehand
        } else {
            Self::right_of(rules.players, dealer)
        }
    }
}

impl Hand for SchieberHand {
    hand_from_play!();

    fn contract(&self) -> Option<Contract> {
        self.play.contract()
    }

    fn hands(&self) -> &BySeat<CardSet> {
        self.play.hands()
    }

    fn players(&self) -> Players {
        self.play.players()
    }

    fn to_act(&self) -> Option<Seat> {
        self.play.seat_to_act(self.declaring_seat())
    }

    fn legal_actions(&self) -> ActionList {
        self.play.legal_actions(self.can_shove())
    }

    #[inline]
    fn play_unchecked(&mut self, card: Card) -> bool {
        self.play.play_card_unchecked(card)
    }

    fn score(&self) -> ByTeam<u32> {
        self.play.score()
    }

    fn match_extra(&self) -> Option<(Team, i32)> {
        self.play.match_extra()
    }

    fn actions(&self) -> Vec<Action> {
        self.play.actions(self.shoves)
    }

    fn apply(&mut self, action: Action) -> Result<(), ActionError> {
        // A hand on its own keeps no record of the events.
        if let Action::Play(card) = action
            && self.play.try_play_lean(card, &mut ())
        {
            return Ok(());
        }
        self.step_into(action, &mut ())
    }
}

impl HandCore for SchieberHand {
    const KIND: GameKind = GameKind::Schieber;

    /// Seat 3 deals the first hand (so seat 0 is forehand unless ⚙
    /// `first_forehand` names the holder of the seven of roses); at a
    /// table of six, seat 5.
    fn first_dealer(rules: &Rules, _seed: u64) -> Seat {
        match rules.players {
            Players::Six => Seat::S5,
            _ => Seat::S3,
        }
    }

    fn from_deck(
        rules: &Rules,
        deck: &[Card; 36],
        dealer: Seat,
        first_hand: bool,
    ) -> Result<SchieberHand, DealError> {
        SchieberHand::deal_from_deck(rules, deck, dealer, first_hand)
    }

    /// A deck of 36 cards, or of 48 with the double pack.
    fn from_cards(
        rules: &Rules,
        deck: &[Card],
        dealer: Seat,
        first_hand: bool,
    ) -> Result<SchieberHand, DealError> {
        if rules.copies() == 1 && deck.len() != 36 {
            return Err(DealError::WrongDeckSize {
                len: deck.len(),
                expected: 36,
            });
        }
        SchieberHand::deal_from_deck(rules, deck, dealer, first_hand)
    }

    fn from_rng(
        rules: &Rules,
        rng: &mut JassRng,
        dealer: Seat,
        first_hand: bool,
    ) -> Result<SchieberHand, DealError> {
        if rules.copies() == 2 {
            SchieberHand::deal_from_deck(rules, &rng.shuffled_double_deck(), dealer, first_hand)
        } else {
            SchieberHand::deal_from_deck(rules, &rng.shuffled_deck(), dealer, first_hand)
        }
    }

    fn second_copies(&self, seat: Seat) -> (CardSet, CardSet) {
        self.play.second_copies(seat)
    }

    fn team_at_table(&self, seat: Seat) -> Team {
        self.play.team_of(seat)
    }

    fn next_dealer(&self, rules: &Rules, first_hand: bool) -> Seat {
        self.next_dealer_after(rules, first_hand)
    }

    /// The trump king and queen are dealt together.
    fn held_stoeck(&self) -> Option<Seat> {
        self.play.stoeck_holder()
    }

    fn step(&mut self, action: Action) -> Result<HandEvents, ActionError> {
        self.step_hand(action)
    }

    fn action_count(&self) -> usize {
        usize::from(self.shoves) + self.play.action_count()
    }

    fn view(&self, seat: Seat) -> HandView {
        self.play
            .view(seat, self.dealer, self.forehand, self.shoves > 0)
    }
}

/// The seven of clubs (roses), whose holder is forehand in the first hand
/// under ⚙ `first_forehand = seven_of_roses`.
const SEVEN_OF_ROSES: Card = Card::new(Suit::Clubs, Rank::Seven);
