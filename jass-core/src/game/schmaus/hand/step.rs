//! Applying a Schmaus action: playing, drawing, robbing and the weis of
//! each trick (RULES.md §4.4, §6).

use crate::card::{Card, Rank, Suit};
use crate::game::action::{Action, ActionError, Expecting};
use crate::game::hand::Hand;
use crate::game::play::{HandEvent, HandEvents, WeisDecision};
use crate::legal::check_play;
use crate::points::TrickPlace;
use crate::rules::{AnnouncePolicy, WeisMode};
use crate::seat::{Players, Seat};
use crate::trick::Trick;
use crate::weis::{
    Meld, MeldSet, SchmausWeis, StoeckMoment, WeisError, all_melds, has_stoeck, shows_stoeck,
    stoeck_cards, stoeck_recorded_at,
};

use super::{FACE_DOWN, PHASE_ONE, SchmausHand, TRICKS, TURNED_UP, WEIS_TRICKS, announced};

impl SchmausHand {
    /// Applies an action and reports what happened, for the game's score.
    pub(super) fn step_hand(&mut self, action: Action) -> Result<HandEvents, ActionError> {
        let expecting = self.expecting();
        let wrong = ActionError::WrongPhase { action, expecting };
        let Some(seat) = self.to_act() else {
            return Err(ActionError::GameOver);
        };
        let mut events = HandEvents::new();
        match (expecting, action) {
            (Expecting::Weis | Expecting::Card, Action::Rob) => {
                if !self.can_rob() {
                    return Err(ActionError::CannotRob);
                }
                self.rob(seat, &mut events);
            }
            (Expecting::Weis, Action::Announce(meld)) => {
                self.weis()
                    .validate(seat, meld, self.hands[seat], self.answering())?;
                // Any meld as strong as the best one is "the best meld"
                // (§4.2 cannot tell them apart), as in Schieber.
                if self.rules.announce_policy == AnnouncePolicy::MandatoryBest
                    && let Some(best) = self.strongest(self.weis_options().0)
                    && self.weis().order().compare(meld, best).is_ne()
                {
                    return Err(WeisError::NotBest { meld, best }.into());
                }
                self.decide(WeisDecision::Announced(meld));
            }
            (Expecting::Weis, Action::Pass) => {
                if !self.weis_options().1 {
                    return Err(ActionError::CannotPass);
                }
                self.decide(WeisDecision::Passed);
            }
            (Expecting::Card, Action::Play(card)) => {
                let trick = self.trick.partial().ok_or(wrong)?;
                check_play(
                    card,
                    self.hands[seat],
                    &trick,
                    self.contract,
                    self.play_rules(),
                )?;
                events = self.play_card(card);
            }
            _ => return Err(wrong),
        }
        Ok(events)
    }

    /// Plays `card` for the player to act without checking it: the fast path
    /// for callers that took it from [`SchmausHand::legal_cards`].
    ///
    /// Playing a card that is not legal leaves the hand in a state the rules
    /// do not reach (it does not panic).
    pub(super) fn play_card(&mut self, card: Card) -> HandEvents {
        let mut events = HandEvents::new();
        let Some(seat) = self.to_act() else {
            return events;
        };
        if self.rules.weis_mode == WeisMode::Automatic
            && let Some(best) = self.strongest(self.weis_options().0)
        {
            self.decide(WeisDecision::Announced(best));
        }
        self.hands[seat] = self.hands[seat].without(card);
        if self.trick.push(card).is_err() {
            return events;
        }
        let pair = stoeck_cards(self.contract);
        if self.stoeck_holder() == Some(seat)
            && !self.stoeck_recorded
            && pair.contains(card)
            && pair.is_disjoint(self.hands[seat])
            && stoeck_recorded_at(&self.rules, StoeckMoment::SecondCardPlayed)
        {
            self.stoeck_recorded = true;
            events.push(HandEvent::Stoeck(seat));
        }
        if self.trick.is_complete() {
            self.finish_trick(&mut events);
        }
        events
    }

    fn finish_trick(&mut self, events: &mut HandEvents) {
        let index = self.completed;
        let last = usize::from(index) == TRICKS - 1;
        let winner = self
            .trick
            .winner(self.contract)
            .unwrap_or(self.trick.leader());
        if usize::from(index) < WEIS_TRICKS {
            // The weis is scored before the trick is turned.
            self.resolve_weis(usize::from(index), events);
        }
        let points = self
            .table
            .trick(self.trick.cards(), TrickPlace::last_if(last));
        self.points[winner.team()] += points;
        if index >= PHASE_ONE {
            self.phase_two_won[winner.team()] += 1;
        }
        self.tricks[usize::from(index)] = self.trick;
        self.completed += 1;
        self.trick = Trick::led_by(winner, Players::Two);
        let trick = HandEvent::Trick {
            index,
            winner,
            points,
        };
        if index == 0 {
            // The first trick opens the Stöck-Weis-Stich count, which takes
            // its weis and stöck in the order of the rules.
            events.insert(0, trick);
        } else {
            events.push(trick);
        }
        if index < PHASE_ONE {
            self.draw(winner, events);
        }
        if last && let Some((team, extra)) = self.match_extra() {
            events.push(HandEvent::Match { team, extra });
        }
    }

    /// The winner of a phase-1 trick draws first, then the other player;
    /// after the 9th trick the winner takes the last face-down card and the
    /// other the turned-up one.
    fn draw(&mut self, winner: Seat, events: &mut HandEvents) {
        let other = winner.advance(1, Players::Two);
        if self.drawn + 1 < FACE_DOWN {
            for seat in [winner, other] {
                let card = self.deck[TURNED_UP + 1 + usize::from(self.drawn)];
                self.drawn += 1;
                self.take(seat, card, events);
            }
        } else {
            self.drawn = FACE_DOWN;
            self.take(winner, self.deck[35], events);
            if let Some(card) = self.turned_up.take() {
                self.take(other, card, events);
            }
        }
    }

    fn take(&mut self, seat: Seat, card: Card, events: &mut HandEvents) {
        self.hands[seat] = self.hands[seat].with(card);
        if self.note_stoeck(seat) {
            events.push(HandEvent::StoeckHeld(seat));
        }
    }

    /// Notes stöck if `seat` now holds the pair; `true` if this happens
    /// after the first trick (before then, Stöck-Weis-Stich counts it).
    pub(super) fn note_stoeck(&mut self, seat: Seat) -> bool {
        if self.stoeck.is_none()
            && self.rules.stoeck_enabled
            && has_stoeck(self.hands[seat], self.contract)
        {
            self.stoeck = Some((seat, self.completed));
            return self.completed > 0;
        }
        false
    }

    pub(super) fn trump_six(&self) -> Card {
        Card::new(self.trump_suit(), Rank::Six)
    }

    fn trump_suit(&self) -> Suit {
        self.deck[TURNED_UP].suit()
    }

    /// Whether the player to act may rob now.
    pub(super) fn can_rob(&self) -> bool {
        let Some(seat) = self.to_act() else {
            return false;
        };
        let six = self.trump_six();
        self.completed < PHASE_ONE
            && self.robbed.is_none()
            && self.turned_up.is_some_and(|card| card != six)
            && self.hands[seat].contains(six)
            && self.decisions[usize::from(self.completed)][self.trick.len()] == WeisDecision::None
    }

    fn rob(&mut self, seat: Seat, events: &mut HandEvents) {
        let six = self.trump_six();
        let Some(card) = self.turned_up.replace(six) else {
            return;
        };
        self.robbed = Some((seat, self.count_actions() as u8));
        self.hands[seat] = self.hands[seat].without(six).with(card);
        if self.note_stoeck(seat) {
            events.push(HandEvent::StoeckHeld(seat));
        }
    }

    fn decide(&mut self, decision: WeisDecision) {
        if let Some(current) = self.decisions.get_mut(usize::from(self.completed)) {
            current[self.trick.len()] = decision;
        }
    }

    /// The weis rules of this hand, with the melds scored so far.
    fn weis(&self) -> SchmausWeis<'_> {
        SchmausWeis::of_hand(
            self.contract,
            &self.rules,
            self.forehand(),
            self.scored_weis(),
        )
    }

    /// The leader's announced meld, when the second player is to act.
    fn answering(&self) -> Option<Meld> {
        if self.trick.len() != 1 {
            return None;
        }
        announced(self.decisions.get(usize::from(self.completed))?[0])
    }

    fn strongest(&self, melds: MeldSet) -> Option<Meld> {
        self.weis().order().strongest(melds)
    }

    /// The melds the player to act may announce now, and whether they may
    /// pass; nothing outside tricks 1–10, once they decided, or without
    /// weis.
    pub(super) fn weis_options(&self) -> (MeldSet, bool) {
        let undecided = self
            .decisions
            .get(usize::from(self.completed))
            .is_some_and(|d| d[self.trick.len()] == WeisDecision::None);
        let Some(seat) = self.to_act().filter(|_| undecided) else {
            return (MeldSet::EMPTY, false);
        };
        let hand = self.hands[seat];
        let weis = self.weis();
        let answering = self.answering();
        let melds: MeldSet = all_melds(hand, self.contract, &self.rules)
            .iter()
            .filter(|&m| weis.validate(seat, m, hand, answering).is_ok())
            .collect();
        match self.rules.announce_policy {
            AnnouncePolicy::Optional => (melds, true),
            // The strongest melds, all of them if several are equally
            // strong by §4.2 (two equal sequences in side suits).
            AnnouncePolicy::MandatoryBest => match weis.order().strongest(melds) {
                Some(best) => (
                    melds
                        .iter()
                        .filter(|&m| weis.order().compare(m, best).is_eq())
                        .collect(),
                    false,
                ),
                None => (MeldSet::EMPTY, true),
            },
        }
    }

    pub(super) fn needs_weis_decision(&self) -> bool {
        self.rules.weis_mode == WeisMode::Announced
            && self.rules.weis_enabled
            && !self.weis_options().0.is_empty()
    }

    /// Scores the better announced meld of trick `index`, if any.
    fn resolve_weis(&mut self, index: usize, events: &mut HandEvents) {
        let leader = self.trick.leader();
        let [first, second] = self.decisions[index];
        let weis = self.weis();
        let Some((seat, meld)) = weis.resolve_at_table(
            (leader, announced(first)),
            (leader.advance(1, Players::Two), announced(second)),
        ) else {
            return;
        };
        let points = weis.order().points(meld);
        self.scored[usize::from(self.scored_len)] = (seat, meld);
        self.scored_len += 1;
        self.scored_tricks |= 1 << index;
        events.push(HandEvent::Weis {
            round: index as u8,
            team: Some(seat.team()),
            points,
        });
        if self.stoeck_holder() == Some(seat)
            && !self.stoeck_recorded
            && shows_stoeck(meld.cards(), self.contract)
            && stoeck_recorded_at(&self.rules, StoeckMoment::ShownInWeis)
        {
            self.stoeck_recorded = true;
            events.push(HandEvent::Stoeck(seat));
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use crate::card::{Card, Rank, Suit};
    use crate::card_set::CardSet;
    use crate::game::action::Action;
    use crate::game::hand::Hand;
    use crate::rules::{AnnouncePolicy, Rules, WeisMode};
    use crate::seat::{BySeat, Seat};
    use crate::weis::Meld;

    use super::SchmausHand;

    /// ⚙ `announce_policy = mandatory_best` (RULES.md §4.3, §6): of two
    /// melds equally strong by §4.2 (9-10-J of hearts and of clubs, spades
    /// trump) either is "the best meld"; both are offered and accepted.
    #[test]
    fn mandatory_best_offers_every_equally_strong_meld() {
        let cards = |text: &str| text.parse::<CardSet>().unwrap();
        let dealt = BySeat::four([
            cards("H9 H10 HJ HK HA SK C9 C10 CJ"),
            cards("D6 D7 D8 D9 D10 DJ DQ DK DA"),
            CardSet::EMPTY,
            CardSet::EMPTY,
        ]);
        let talon: Vec<Card> = "S6 S7 S8 S9 S10 SJ SQ H6 H7 H8 HQ C6 C7 C8 CQ CK CA"
            .split(' ')
            .map(|c| c.parse().unwrap())
            .collect();
        let deck = SchmausHand::deck_from(
            dealt,
            Seat::S1,
            "SA".parse().unwrap(),
            talon.try_into().unwrap(),
        )
        .unwrap();
        let rules = Rules::schmaus()
            .with_weis_mode(WeisMode::Announced)
            .with_announce_policy(AnnouncePolicy::MandatoryBest);
        let hand = SchmausHand::new(rules, deck, Seat::S1).unwrap();
        let hearts = Action::Announce(Meld::sequence(Suit::Hearts, 3, Rank::Jack));
        let clubs = Action::Announce(Meld::sequence(Suit::Clubs, 3, Rank::Jack));
        let actions = hand.legal_actions();
        assert!(actions.contains(&hearts) && actions.contains(&clubs));
        assert!(!actions.contains(&Action::Pass));
        for announce in [hearts, clubs] {
            let mut hand = hand;
            assert_eq!(hand.apply(announce), Ok(()));
        }
    }
}
