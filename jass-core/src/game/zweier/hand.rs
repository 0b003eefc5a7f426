//! One hand of Jass für zwei: trump named from the first fan, eighteen
//! tricks, weis in the 1st and the 10th trick, stöck within one fan, and the
//! hand's score (RULES.md §7).

use crate::card::Card;
use crate::card_set::CardSet;
use crate::game::action::{Action, ActionError, Expecting};
use crate::game::deal::{DealError, check_deal, deal_in_threes};
use crate::game::observation::GameKind;
use crate::game::play::{HandEvent, HandEvents, Play, WeisDecision, hand_api};
use crate::rules::Rules;
use crate::seat::{BySeat, Seat};
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
/// use jass_core::{Action, Contract, JassRng, Rules, Seat, Suit, ZweierHand};
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

// Every hand of a game is dealt from a deck as `from_deck` describes.
hand_api!(
    ZweierHand,
    GameKind::Zweier,
    |rules: &Rules, deck, dealer, _first_hand| ZweierHand::from_deck(*rules, deck, dealer)
);

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
        if dealer.index() >= 2 {
            return Err(DealError::NotAtTable {
                seat: dealer,
                players: 2,
            });
        }
        check_deal(&first_fans, 2, 9)?;
        check_deal(&second_fans, 2, 9)?;
        let first_cards = first_fans[Seat::S0] | first_fans[Seat::S1];
        let second_cards = second_fans[Seat::S0] | second_fans[Seat::S1];
        if let Some(card) = (first_cards & second_cards).first() {
            return Err(DealError::DuplicateCard { card });
        }
        let forehand = dealer.advance(1, 2);
        Ok(ZweierHand {
            play: Play::new(rules, first_fans, forehand, 2),
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
        let forehand = dealer.advance(1, 2);
        let first = deal_in_threes(&deck[..18], forehand, 2, 9);
        let second = deal_in_threes(&deck[18..], forehand, 2, 9);
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

    /// The cards each player holds now: what is left of the first fan, and
    /// after the ninth trick of the second.
    #[must_use]
    pub const fn hands(&self) -> &BySeat<CardSet> {
        self.play.hands()
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
    pub(crate) fn step(&mut self, action: Action) -> Result<HandEvents, ActionError> {
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
                let mut events = self.play.step(action)?;
                if matches!(events.first(), Some(HandEvent::Trick { index: 8, .. })) {
                    self.pick_up(&mut events);
                }
                Ok(events)
            }
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

    const fn declaring_seat(&self) -> Seat {
        self.forehand
    }

    #[allow(clippy::unused_self, reason = "the shared hand API asks every hand")]
    const fn can_shove(&self) -> bool {
        false
    }

    #[allow(clippy::unused_self, reason = "the shared hand API asks every hand")]
    const fn shoves_made(&self) -> u8 {
        0
    }

    /// The deal alternates: forehand deals the next hand.
    const fn next_dealer_after(&self, _rules: &Rules, _first_hand: bool) -> Seat {
        self.forehand
    }

    /// The stöck holder once the fan with the trump king and queen is in
    /// hand: the first fan from the deal, the second once picked up.
    fn stoeck_in_hand(&self) -> Option<Seat> {
        let holder = self.play.stoeck_holder()?;
        let in_second = self
            .play
            .contract()
            .is_some_and(|c| has_stoeck(self.second[holder], c));
        (!in_second || self.picked_up()).then_some(holder)
    }
}
