//! [`SoloHand`]: one hand of a game where each player plays on their own
//! (RULES.md §9.1, §9.2, §9.3): the deal with its trump (Mittlere: trump
//! founded in play), Differenzler's predictions, the tricks under the weak
//! undertrump rule and each seat's card points.

use alloc::vec::Vec;

use crate::card::{Card, Suit};
use crate::card_set::CardSet;
use crate::contract::{Contract, PerContract};
use crate::game::action::{Action, ActionError, ActionList, Expecting};
use crate::game::deal::{DealError, deal_in_threes};
use crate::game::mittlere::{Marks, hand_marks};
use crate::game::observation::GameKind;
use crate::game::play::{HandView, Play};
use crate::game::{differenzler, hindersi};
use crate::points::TrickPlace;
use crate::rules::{Predictions, Rules, TrumpChoice};
use crate::seat::{BySeat, ByTeam, Players, Seat};
use crate::trick::Trick;
use crate::weis::Declaration;

/// The most tricks of a hand: twelve at a table of three.
const MAX_TRICKS: usize = 12;

/// One hand of Differenzler, Hindersi or Mittlere, from the deal to the
/// count.
///
/// The whole pack is dealt in threes from the dealer's right (nine cards
/// each at four, twelve at three); trump is the suit of the bottom card,
/// the dealer's last, or drawn at random (⚙ `trump_choice`). In
/// Differenzler each seat first predicts its card points
/// ([`Action::Predict`]), from forehand round to the dealer; then forehand
/// leads and the tricks follow the rules' play (Differenzler and Hindersi
/// presets: follow suit or trump, weak undertrump, the Puur exemption).
///
/// Mittlere (RULES.md §9.3) deals twelve cards each at three and has no
/// trump at first: players must follow suit, and the trick goes to the
/// highest card of the suit led. The first card played off the suit led
/// founds trump in its suit for the rest of the hand; it is already a trump
/// in its own trick, and from then on the rules' play applies. Every trick
/// is counted with the final contract's values (Obenabe's if no trump
/// arose); the points taken before the end are counted with the values of
/// the moment.
///
/// Plain `Copy` data with no heap allocation.
///
/// # Examples
///
/// ```
/// use jass_core::{Action, Game, Rules, DifferenzlerGame};
///
/// let mut game = DifferenzlerGame::new(Rules::differenzler(), 7)?;
/// for _ in 0..4 {
///     game.apply(Action::Predict(40))?;
/// }
/// let hand = game.hand();
/// assert_eq!(hand.predictions().0[..4], [Some(40); 4]);
/// assert_eq!(hand.hand_total(), 157);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SoloHand {
    kind: GameKind,
    rules: Rules,
    play: Play<MAX_TRICKS, 1>,
    dealer: Seat,
    forehand: Seat,
    bottom: Option<Card>,
    predictions: BySeat<Option<u16>>,
    made: u8,
    weis: Option<(Seat, Declaration)>,
    /// Mittlere: the trick (0-based) in which trump was founded.
    founded: Option<u8>,
}

impl SoloHand {
    /// The highest Differenzler prediction a game accepts rules for: a hand
    /// worth more (⚙ `card_values`) is refused, so that the list of legal
    /// predictions stays short and each fits a byte (157 with the standard
    /// values).
    pub const MAX_PREDICTION: u16 = 255;

    /// The most a Mittlere hand may be worth (in a trump contract or
    /// Obenabe) for a game to accept its rules: with ⚙ `card_values` that
    /// make it worth 200 or more, two players could have 100, which the
    /// rules of RULES.md §9.3 do not provide for (157 with the standard
    /// values).
    pub const MAX_MITTLERE_TOTAL: u16 = 199;

    /// The hand of `kind` dealt from `deck` by `dealer`; `drawn` is the
    /// trump under ⚙ `trump_choice = random`.
    pub(crate) fn deal(
        kind: GameKind,
        rules: &Rules,
        deck: &[Card; 36],
        dealer: Seat,
        drawn: Suit,
    ) -> Result<SoloHand, DealError> {
        let players = kind.table(rules)?;
        if !players.has_seat(dealer) {
            return Err(DealError::NotAtTable {
                seat: dealer,
                players: players.count(),
            });
        }
        let per_player = 36 / players.count();
        let forehand = dealer.advance(1, players);
        let hands = deal_in_threes(deck, forehand, players, per_player);
        let bottom = deck[35];
        // Mittlere: no trump at first; the play follows suit under
        // Obenabe's rules until a card founds trump (RULES.md §9.3).
        let (contract, bottom) = match (kind, rules.trump_choice) {
            (GameKind::Mittlere, _) => (Contract::Obenabe, None),
            (_, TrumpChoice::BottomCard) => (Contract::Trump(bottom.suit()), Some(bottom)),
            (_, TrumpChoice::Random) => (Contract::Trump(drawn), None),
        };
        // The play knows nothing of weis, stöck or disabled contracts: the
        // trump is dealt, not declared, and Hindersi's weis is its own.
        let mut play_rules = rules
            .with_weis_enabled(false)
            .with_stoeck_enabled(false)
            .with_contracts(PerContract::splat(true));
        play_rules.match_bonus = 0;
        let mut play = Play::new(play_rules, hands, forehand, players, per_player);
        // Every contract is enabled in the play's rules: this cannot fail.
        play.declare(contract, dealer, None).ok();
        let weis = match kind {
            GameKind::Hindersi if rules.weis_enabled => {
                hindersi::best_weis(&hands, &Trick::led_by(forehand, players), contract, rules)
            }
            _ => None,
        };
        Ok(SoloHand {
            kind,
            rules: *rules,
            play,
            dealer,
            forehand,
            bottom,
            predictions: BySeat([None; Players::MAX]),
            made: 0,
            weis,
            founded: None,
        })
    }

    // ------------------------------------------------------------ queries

    /// Which game the hand belongs to.
    #[must_use]
    pub const fn kind(&self) -> GameKind {
        self.kind
    }

    /// The rules.
    #[must_use]
    pub const fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The players at the table (⚙ `players`: 3 or 4).
    #[must_use]
    pub const fn players(&self) -> Players {
        self.play.players()
    }

    /// The dealer.
    #[must_use]
    pub const fn dealer(&self) -> Seat {
        self.dealer
    }

    /// Forehand: predicts first and leads the first trick.
    #[must_use]
    pub const fn forehand(&self) -> Seat {
        self.forehand
    }

    /// The trump suit; in Mittlere `None` until a card founds it (and for
    /// the whole of a hand in which none does).
    #[must_use]
    pub fn trump(&self) -> Option<Suit> {
        self.counted_contract().trump()
    }

    /// The contract: trump in the suit dealt or drawn; in Mittlere the
    /// trump founded, `None` before.
    #[must_use]
    pub fn contract(&self) -> Option<Contract> {
        match (self.kind, self.founded) {
            (GameKind::Mittlere, None) => None,
            _ => Some(self.counted_contract()),
        }
    }

    /// The contract whose values count the cards: [`SoloHand::contract`],
    /// or Obenabe in a Mittlere hand without trump (every 8 worth 8,
    /// RULES.md §9.3).
    #[must_use]
    pub fn counted_contract(&self) -> Contract {
        self.play.contract().unwrap_or(Contract::Obenabe)
    }

    /// Mittlere: the trick (0-based) in which trump was founded, if it was.
    #[must_use]
    pub const fn trump_founded_in(&self) -> Option<usize> {
        match self.founded {
            Some(trick) => Some(trick as usize),
            None => None,
        }
    }

    /// The contract that decides who takes trick `index`: the hand's, but
    /// in Mittlere Obenabe's order (the highest card of the suit led) for
    /// the tricks before trump was founded.
    fn trick_contract(&self, index: usize) -> Contract {
        match (self.kind, self.founded) {
            (GameKind::Mittlere, Some(founded)) if index >= usize::from(founded) => {
                self.counted_contract()
            }
            (GameKind::Mittlere, _) => Contract::Obenabe,
            _ => self.counted_contract(),
        }
    }

    /// The bottom card, which fixed trump and was shown to every player
    /// (⚙ `trump_choice = bottom_card`; `None` when trump was drawn).
    #[must_use]
    pub const fn bottom_card(&self) -> Option<Card> {
        self.bottom
    }

    /// The cards each seat holds now.
    #[must_use]
    pub const fn hands(&self) -> &BySeat<CardSet> {
        self.play.hands()
    }

    /// The trick being played.
    #[must_use]
    pub const fn trick(&self) -> &Trick {
        self.play.trick()
    }

    /// The completed tricks, in order.
    #[must_use]
    pub fn tricks(&self) -> &[Trick] {
        self.play.tricks()
    }

    /// Differenzler: the predictions made so far (every seat's; an
    /// [`Observation`](crate::Observation) shows a player only those they
    /// may know).
    #[must_use]
    pub const fn predictions(&self) -> &BySeat<Option<u16>> {
        &self.predictions
    }

    /// The points of the whole hand, last trick included: what a prediction
    /// may be at most (157 with the standard card values).
    #[must_use]
    pub fn hand_total(&self) -> u16 {
        self.play.table().hand_total()
    }

    /// Hindersi with ⚙ `weis_enabled`: the seat holding the best weis and
    /// everything it declares (subtracted from its score), once the first
    /// trick is complete.
    #[must_use]
    pub fn weis(&self) -> Option<(Seat, Declaration)> {
        self.weis.filter(|_| self.play.completed() > 0)
    }

    /// Whether every trick has been played.
    #[must_use]
    pub const fn is_over(&self) -> bool {
        self.play.is_over()
    }

    /// The card points each seat has taken so far (the last trick's bonus
    /// included once over).
    #[must_use]
    pub fn points_taken(&self) -> BySeat<u16> {
        let table = self.play.table();
        let total = self.play.total();
        let mut points = BySeat([0; Players::MAX]);
        for (i, trick) in self.tricks().iter().enumerate() {
            let winner = trick
                .winner(self.trick_contract(i))
                .unwrap_or(trick.leader());
            points[winner] += table.trick(trick.cards(), TrickPlace::last_if(i + 1 == total));
        }
        points
    }

    /// The tricks each seat has taken so far.
    #[must_use]
    pub fn tricks_taken(&self) -> BySeat<u8> {
        let mut won = BySeat([0; Players::MAX]);
        for (i, trick) in self.tricks().iter().enumerate() {
            won[trick
                .winner(self.trick_contract(i))
                .unwrap_or(trick.leader())] += 1;
        }
        won
    }

    /// Each seat's score for the hand as it stands (final once the hand is
    /// over): Differenzler, the difference from the prediction, less ⚙
    /// `exact_bonus` for an exact one; Hindersi, the card points taken
    /// (157 for each other seat when one takes every trick), less the best
    /// weis; Mittlere, the strokes of [`SoloHand::marks`].
    #[must_use]
    pub fn scores(&self) -> BySeat<i32> {
        let taken = self.points_taken();
        let tricks = self.tricks_taken();
        let seats = self.players().seats();
        match self.kind {
            GameKind::Differenzler => {
                differenzler::hand_scores(&self.predictions, &taken, tricks, seats, &self.rules)
            }
            GameKind::Mittlere => BySeat::from_fn(|s| i32::from(self.marks()[s].strokes)),
            _ => hindersi::hand_scores(
                &taken,
                tricks,
                self.weis().map(|(seat, d)| (seat, d.total(&self.rules))),
                seats,
                self.play.total(),
                self.hand_total(),
            ),
        }
    }

    /// Mittlere: the strokes and zeros each seat writes for the hand
    /// (RULES.md §9.3), once it is over; nothing before, and nothing in
    /// the other games.
    #[must_use]
    pub fn marks(&self) -> BySeat<Marks> {
        if self.kind == GameKind::Mittlere && self.is_over() {
            hand_marks(
                &self.points_taken(),
                self.tricks_taken(),
                self.players().seats(),
                self.play.total(),
            )
        } else {
            BySeat([Marks::default(); Players::MAX])
        }
    }

    /// Mittlere: founds trump in the suit of `card` if it is the first
    /// card played off the suit led (and legal, so that it is played).
    fn found_trump(&mut self, card: Card, checked: bool) {
        let off_suit = self
            .trick()
            .led_suit()
            .is_some_and(|led| led != card.suit());
        if self.kind == GameKind::Mittlere
            && self.founded.is_none()
            && off_suit
            && self.play.expecting() == Expecting::Card
            && (checked || self.play.legal_cards().contains(card))
        {
            self.play.change_contract(Contract::Trump(card.suit()));
            self.founded = u8::try_from(self.play.completed()).ok();
        }
    }

    /// The seat to predict, while predictions are due.
    fn predicting(&self) -> Option<Seat> {
        (self.kind == GameKind::Differenzler && usize::from(self.made) < self.players().count())
            .then(|| {
                self.forehand
                    .advance(usize::from(self.made), self.players())
            })
    }

    /// The seat to act, or `None` when the hand is over.
    #[must_use]
    pub fn to_act(&self) -> Option<Seat> {
        self.predicting()
            .or_else(|| self.play.seat_to_act(self.dealer))
    }

    /// What the hand waits for.
    #[must_use]
    pub fn expecting(&self) -> Expecting {
        if self.predicting().is_some() {
            Expecting::Prediction
        } else {
            self.play.expecting()
        }
    }

    /// The cards the player to act may play (empty unless a card is due).
    #[must_use]
    pub fn legal_cards(&self) -> CardSet {
        if self.predicting().is_some() {
            CardSet::EMPTY
        } else {
            self.play.legal_cards()
        }
    }

    /// The legal actions of the player to act: every prediction from 0 to
    /// the hand's total, or the legal cards.
    #[must_use]
    pub fn legal_actions(&self) -> ActionList {
        if self.predicting().is_some() {
            (0..=self.hand_total()).map(Action::Predict).collect()
        } else {
            self.play.legal_actions(false)
        }
    }

    /// Plays `card` for the player to act without checking it again (the
    /// fast path for callers drawing from
    /// [`legal_cards`](SoloHand::legal_cards)); `false` and no change when
    /// no card is due.
    pub fn play_unchecked(&mut self, card: Card) -> bool {
        if self.predicting().is_some() {
            return false;
        }
        self.found_trump(card, true);
        self.play.play_card_unchecked(card)
    }

    /// Applies the action of the player to act. On error nothing changes.
    ///
    /// # Errors
    ///
    /// [`ActionError`]: the hand is over, the action is not the one due
    /// ([`ActionError::WrongPhase`]), a prediction above the hand's total
    /// ([`ActionError::PredictionOutOfRange`]) or an illegal card.
    pub fn apply(&mut self, action: Action) -> Result<(), ActionError> {
        match (self.predicting(), action) {
            (Some(seat), Action::Predict(points)) => {
                let max = self.hand_total();
                if points > max {
                    return Err(ActionError::PredictionOutOfRange { points, max });
                }
                self.predictions[seat] = Some(points);
                self.made += 1;
                Ok(())
            }
            (Some(_), _) | (None, Action::Predict(_)) if !self.is_over() => {
                Err(ActionError::WrongPhase {
                    action,
                    expecting: self.expecting(),
                })
            }
            _ => {
                if let Action::Play(card) = action {
                    self.found_trump(card, false);
                }
                self.play.step(action).map(|_| ())
            }
        }
    }

    /// The actions that led to this state: the predictions in turn, then
    /// the cards.
    #[must_use]
    pub fn actions(&self) -> Vec<Action> {
        let mut actions = Vec::with_capacity(self.action_count());
        for i in 0..usize::from(self.made) {
            let seat = self.forehand.advance(i, self.players());
            actions.extend(self.predictions[seat].map(Action::Predict));
        }
        for trick in self.tricks().iter().chain(core::iter::once(self.trick())) {
            actions.extend(trick.cards().iter().copied().map(Action::Play));
        }
        debug_assert_eq!(actions.len(), self.action_count(), "the capacity is exact");
        actions
    }

    /// The number of actions [`SoloHand::actions`] gives.
    pub(crate) fn action_count(&self) -> usize {
        usize::from(self.made) + self.tricks().len() * self.players().count() + self.trick().len()
    }

    /// The predictions `seat` may know: every one made under ⚙
    /// `predictions = open` or once the hand is over, else only its own.
    pub(crate) fn predictions_seen_by(&self, seat: Seat) -> BySeat<Option<u16>> {
        if self.rules.predictions == Predictions::Open || self.is_over() {
            self.predictions
        } else {
            BySeat::from_fn(|s| self.predictions[s].filter(|_| s == seat))
        }
    }

    /// What `seat` may see of the hand: the play's view, the bottom card
    /// known in the dealer's hand, Hindersi's weis once scored.
    pub(crate) fn view(&self, seat: Seat) -> HandView {
        let mut view = self.play.view(seat, self.dealer, self.forehand, false);
        view.declarer = None;
        view.contract = self.contract();
        view.card_points = ByTeam([0; 2]);
        if let Some(bottom) = self.bottom {
            view.known[self.dealer] |= CardSet::EMPTY.with(bottom) & self.hands()[self.dealer];
        }
        if let Some((holder, declaration)) = self.weis() {
            view.known[holder] |= declaration.cards() & self.hands()[holder];
            view.scored_weis
                .extend(declaration.melds().iter().map(|m| (holder, m)));
        }
        view
    }
}
