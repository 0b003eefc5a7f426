//! One hand of Jass für zwei: trump named from the first fan, eighteen
//! tricks, weis in the 1st and the 10th trick, stöck within one fan, and the
//! hand's score (RULES.md §7).

use alloc::vec::Vec;

use crate::card::Card;
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::game::action::{Action, ActionError, ActionList, Expecting};
use crate::game::deal::{DealError, check_deal, deal_in_threes};
use crate::game::hand::Hand;
use crate::game::hand::sealed::HandCore;
use crate::game::observation::GameKind;
use crate::game::play::{HandEvent, HandEvents, HandView, Play, WeisDecision, hand_from_play};
use crate::points::PointTable;
use crate::rules::Rules;
use crate::seat::{BySeat, ByTeam, Players, Seat, Team};
use crate::trick::Trick;
use crate::weis::{WeisOutcome, has_stoeck};

/// One hand of Jass für zwei (RULES.md §7, \[003\]), from the deal to the
/// count.
///
/// Two players, seats 0 and 1 (each a side of its own: team `i` is seat
/// `i`). Each is dealt two fans of nine cards; the first is picked up at
/// once, the second stays face down until the first nine tricks are
/// played, then both players pick theirs up. Forehand (the non-dealer)
/// names trump from the first fan ([`Action::Declare`], contracts per ⚙
/// `contracts`; no shoving); it holds for all eighteen tricks, played under
/// \[003\]'s four-player rules ([`Rules::play`]).
///
/// Weis is announced twice, in the 1st trick (first fans) and in the 10th
/// (second fans); each time the player with the best meld scores it and
/// their other melds, a tie going to the trick's leader, who announces
/// first. Under ⚙ `weis_mode = announced` each player decides
/// ([`Action::Announce`] / [`Action::Pass`]) before their card in those
/// tricks. Stöck counts only with the trump king and queen in the same fan.
/// The last-trick 5 comes with the 18th trick, the match bonus for all 18.
///
/// The state is plain data with no heap allocation, cheap to copy for
/// search.
///
/// # Examples
///
/// ```
/// use jass_core::{Action, Contract, JassRng, Rules, Seat, Suit, ZweierHand, Hand};
///
/// let deck = JassRng::seed_from_u64(1).shuffled_deck();
/// let mut hand = ZweierHand::from_deck(Rules::zweier(), &deck, Seat::S1)?;
/// assert_eq!(hand.forehand(), Seat::S0);
/// assert_eq!(hand.hands()[Seat::S0].len(), 9); // the second fan lies face down
/// hand.apply(Action::Declare(Contract::Trump(Suit::Hearts)))?;
/// let mut rng = JassRng::seed_from_u64(2);
/// while !hand.is_over() {
///     let card = rng.pick(hand.legal_cards()).unwrap();
///     hand.apply(Action::Play(card))?;
/// }
/// assert_eq!(hand.tricks().len(), 18);
/// let points = hand.card_points();
/// assert_eq!(points.0[0] + points.0[1], 157);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ZweierHand {
    play: Play<18, 2>,
    second: BySeat<CardSet>,
    dealer: Seat,
    forehand: Seat,
}

impl ZweierHand {
    /// A hand dealt by `dealer` (seat 0 or 1): `first_fans` and
    /// `second_fans` hold nine cards per player (seats 0 and 1), all
    /// different. The other seat is forehand.
    ///
    /// # Errors
    ///
    /// [`DealError`] if the dealer is not seat 0 or 1, or the fans are not
    /// nine different cards per player.
    pub fn new(
        rules: Rules,
        first_fans: BySeat<CardSet>,
        second_fans: BySeat<CardSet>,
        dealer: Seat,
    ) -> Result<ZweierHand, DealError> {
        let rules = GameKind::Zweier.rules_played(rules);
        if dealer.index() >= 2 {
            return Err(DealError::NotAtTable {
                seat: dealer,
                players: 2,
            });
        }
        check_deal(&first_fans, Players::Two, 9)?;
        check_deal(&second_fans, Players::Two, 9)?;
        let first_cards = first_fans[Seat::S0] | first_fans[Seat::S1];
        let second_cards = second_fans[Seat::S0] | second_fans[Seat::S1];
        if let Some(card) = (first_cards & second_cards).first() {
            return Err(DealError::DuplicateCard { card });
        }
        let forehand = dealer.advance(1, Players::Two);
        Ok(ZweierHand {
            play: Play::new(rules, first_fans, forehand, Players::Two, 18),
            second: second_fans,
            dealer,
            forehand,
        })
    }

    /// The hand `dealer` (seat 0 or 1) deals from `deck`, the 36 cards in
    /// dealing order: throws of three cards go alternately to forehand (the
    /// non-dealer) and the dealer, forehand first. Cards 0–17 make the first
    /// fans (forehand gets cards 0–2, 6–8 and 12–14, the dealer 3–5, 9–11
    /// and 15–17), cards 18–35 the second fans in the same way.
    ///
    /// # Errors
    ///
    /// [`DealError`] if the dealer is not seat 0 or 1, or a card is in the
    /// deck twice.
    pub fn from_deck(
        rules: Rules,
        deck: &[Card; 36],
        dealer: Seat,
    ) -> Result<ZweierHand, DealError> {
        let forehand = dealer.advance(1, Players::Two);
        let first = deal_in_threes(&deck[..18], forehand, Players::Two, 9);
        let second = deal_in_threes(&deck[18..], forehand, Players::Two, 9);
        ZweierHand::new(rules, first, second, dealer)
    }

    // ------------------------------------------------------------ queries

    /// The first fans as dealt: the cards each player picks up at once
    /// (what is left of them, and what was played to the first nine tricks).
    #[must_use]
    pub fn first_fans(&self) -> BySeat<CardSet> {
        let played = self.play.played_in(0..9);
        if self.picked_up() {
            played
        } else {
            BySeat::from_fn(|s| self.play.hands()[s] | played[s])
        }
    }

    /// The second fans as dealt: face down until the first nine tricks are
    /// played.
    #[must_use]
    pub const fn second_fans(&self) -> BySeat<CardSet> {
        self.second
    }

    /// Whether the second fans have been picked up (the first nine tricks
    /// are played).
    #[must_use]
    pub const fn picked_up(&self) -> bool {
        self.play.completed() >= 9
    }

    /// The weis decisions of the 1st trick and of the 10th (⚙ `weis_mode =
    /// announced`).
    #[must_use]
    pub const fn weis_decisions(&self) -> &[BySeat<WeisDecision>; 2] {
        self.play.decisions()
    }

    /// Who scored which weis in the 1st trick and in the 10th; empty until
    /// that trick is complete.
    #[must_use]
    pub const fn weis(&self) -> &[WeisOutcome; 2] {
        self.play.weis()
    }

    // ------------------------------------------------------------ actions

    /// Applies an action and reports what happened, for the game's score.
    fn step_hand(&mut self, action: Action) -> Result<HandEvents, ActionError> {
        match (self.play.expecting(), action) {
            (Expecting::Declaration, Action::Declare(contract)) => {
                let stoeck = [Seat::S0, Seat::S1].into_iter().find(|&s| {
                    has_stoeck(self.play.hands()[s], contract)
                        || has_stoeck(self.second[s], contract)
                });
                self.play.declare(contract, self.forehand, stoeck)?;
                Ok(HandEvents::new())
            }
            // [003]: forehand may not shove.
            (Expecting::Declaration, Action::Shove) => Err(ActionError::CannotShove),
            _ => {
                let before = self.play.completed();
                let mut events = self.play.step(action)?;
                self.pick_up_after(before, &mut events);
                Ok(events)
            }
        }
    }

    /// After a card that completed the ninth trick (`before` tricks were
    /// complete before it): both players pick up their second fan. Every
    /// way of playing a card ends with it ([`ZweierHand::step_hand`],
    /// [`Hand::play_unchecked`]).
    fn pick_up_after(&mut self, before: usize, events: &mut HandEvents) {
        if before < 9 && self.play.completed() >= 9 {
            self.pick_up(events);
        }
    }

    /// The first nine tricks are played: both players pick up their second
    /// fan; stöck in it is held from now on.
    fn pick_up(&mut self, events: &mut HandEvents) {
        self.play.pick_up(&self.second);
        if let (Some(holder), Some(contract)) = (self.play.stoeck_holder(), self.play.contract())
            && has_stoeck(self.second[holder], contract)
        {
            events.push(HandEvent::StoeckHeld(holder));
        }
    }
}

impl Hand for ZweierHand {
    hand_from_play!();

    fn contract(&self) -> Option<Contract> {
        self.play.contract()
    }

    /// What is left of the first fan, and after the ninth trick of the
    /// second.
    fn hands(&self) -> &BySeat<CardSet> {
        self.play.hands()
    }

    fn players(&self) -> Players {
        Players::Two
    }

    /// Forehand names trump (\[003\]: no shoving).
    fn to_act(&self) -> Option<Seat> {
        self.play.seat_to_act(self.forehand)
    }

    fn legal_actions(&self) -> ActionList {
        self.play.legal_actions(false)
    }

    /// Plays `card` as [`Hand::apply`] does: the card that completes the
    /// ninth trick also picks up both second fans (RULES.md §7).
    #[inline]
    fn play_unchecked(&mut self, card: Card) -> bool {
        let before = self.play.completed();
        if !self.play.play_card_unchecked(card) {
            return false;
        }
        // The events are not wanted.
        self.pick_up_after(before, &mut HandEvents::new());
        true
    }

    fn score(&self) -> ByTeam<u32> {
        self.play.score()
    }

    fn match_extra(&self) -> Option<(Team, i32)> {
        self.play.match_extra()
    }

    fn actions(&self) -> Vec<Action> {
        self.play.actions(0)
    }

    fn apply(&mut self, action: Action) -> Result<(), ActionError> {
        self.step_hand(action).map(|_| ())
    }
}

impl HandCore for ZweierHand {
    const KIND: GameKind = GameKind::Zweier;

    /// Seat 1 deals the first hand (so seat 0, the non-dealer, is
    /// forehand: it names trump and leads).
    fn first_dealer(_rules: &Rules, _seed: u64) -> Seat {
        Seat::S1
    }

    /// Every hand of a game is dealt from a deck as
    /// [`ZweierHand::from_deck`] describes.
    fn from_deck(
        rules: &Rules,
        deck: &[Card; 36],
        dealer: Seat,
        _first_hand: bool,
    ) -> Result<ZweierHand, DealError> {
        ZweierHand::from_deck(*rules, deck, dealer)
    }

    fn team_at_table(&self, seat: Seat) -> Team {
        seat.team()
    }

    /// The deal alternates: forehand deals the next hand.
    fn next_dealer(&self, _rules: &Rules, _first_hand: bool) -> Seat {
        self.forehand
    }

    /// The stöck holder once the fan with the trump king and queen is in
    /// hand: the first fan from the deal, the second once picked up.
    fn held_stoeck(&self) -> Option<Seat> {
        let holder = self.play.stoeck_holder()?;
        let in_second = self
            .play
            .contract()
            .is_some_and(|c| has_stoeck(self.second[holder], c));
        (!in_second || self.picked_up()).then_some(holder)
    }

    fn step(&mut self, action: Action) -> Result<HandEvents, ActionError> {
        self.step_hand(action)
    }

    fn action_count(&self) -> usize {
        self.play.action_count()
    }

    fn view(&self, seat: Seat) -> HandView {
        self.play.view(seat, self.dealer, self.forehand, false)
    }
}
