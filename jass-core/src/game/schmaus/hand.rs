//! One hand of Schmaus: the deal with the talon, phase 1 with free play,
//! drawing and robbing, phase 2 with the play rules, per-trick weis and
//! stöck (RULES.md §4.4, §6, \[001\]).
//!
//! The hand is a state machine of its own rather than a
//! [`Play`](crate::game::play) like Schieber's and Jass für zwei's: the
//! talon, drawing and robbing, free play in phase 1, one meld per trick
//! under the upwards rule (scored before the trick is taken, against the
//! melds scored earlier), a stöck pair completed during play and a match
//! of phase 2 only share little with them, and storing ten rounds of
//! Schieber-style weis outcomes would more than double the size of a hand
//! that search copies millions of times. It shares the game around it
//! ([`table_hand!`](crate::game::table::table_hand)) and the hand events.

use alloc::vec::Vec;

use crate::card::{Card, Rank, Suit};
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::game::action::{Action, ActionError, ActionList, Expecting};
use crate::game::deal::{DealError, check_deal, deal_in_threes};
use crate::game::observation::GameKind;
use crate::game::observation::TalonView;
use crate::game::play::{HandEvent, HandEvents, HandView, WeisDecision, push_weis_actions};
use crate::game::record::deck_for_hands;
use crate::game::table::table_hand;
use crate::legal::{check_play, legal_cards};
use crate::points::{PointTable, TrickPlace};
use crate::rules::{AnnouncePolicy, PlayRules, Rules, WeisMode};
use crate::seat::{BySeat, ByTeam, Seat};
use crate::trick::Trick;
use crate::weis::{
    Meld, MeldSet, STOECK_POINTS, SchmausWeis, StoeckMoment, WeisError, WeisOrder, all_melds,
    has_stoeck, shows_stoeck, stoeck_cards, stoeck_recorded_at,
};

/// Tricks in a Schmaus hand: nine in phase 1, nine in phase 2.
const TRICKS: usize = 18;
/// Tricks played while face-down cards remain (phase 1).
const PHASE_ONE: u8 = 9;
/// Tricks with weis: every trick of phase 1 and the 10th.
const WEIS_TRICKS: usize = 10;
/// Index in the deck of the turned-up card; the face-down talon follows.
const TURNED_UP: usize = 18;
/// Face-down cards of the talon.
const FACE_DOWN: u8 = 17;

/// One hand of Schmaus (RULES.md §6), from the deal to the count.
///
/// The deck is dealt in threes, nine cards each, starting with the
/// non-dealer; its 19th card (index 18) is turned up and names trump; the
/// other 17 lie face down and are drawn in deck order. Actions:
///
/// - [`Action::Play`]: in phase 1 (the first nine tricks, while face-down
///   cards remain) any card ([`Rules::talon_play`]); in phase 2 the play
///   rules ([`Rules::play`]: follow suit; void in a side suit, trump if
///   you can; the Puur is never forced; no duty to beat). After each trick
///   of phase 1 the winner draws first, then the other player; after the 9th
///   the winner takes the last face-down card (shown to the other) and the
///   other the turned-up card.
/// - [`Action::Rob`]: the holder of the trump six swaps it for the
///   turned-up card, once, on their own turn in phase 1, before their weis
///   decision and card; nothing to rob if the turned-up card is the six.
/// - [`Action::Announce`] / [`Action::Pass`] (⚙ `weis_mode = announced`),
///   before one's card in tricks 1–10, whenever a meld may be announced:
///   the leader any meld the upwards rule allows; the other player, if the
///   leader announced, one of at least its value (to reject it), otherwise
///   their own ([`SchmausWeis`]). Only the winning announced meld scores,
///   before the trick is taken.
///
/// At the table an announcement fixes only its value, and further details
/// are stated as the comparison needs them (\[001\]). Here an announcement
/// names the whole meld at once; the other player's observation shows only
/// its value until it scores, then the meld itself.
///
/// Under ⚙ `weis_mode = automatic` there are no weis actions: a player
/// playing a card to tricks 1–10 first announces the strongest meld (by
/// RULES.md §4.2) of all those the rules allow them at that moment — the
/// same choice as the announced flow offers, on the hand held just before
/// the card is played — and passes if there is none. This greedy choice
/// is not always the most profitable one: \[001\] shows how announcing a
/// run of four as 20 first can score more over the hand.
///
/// Stöck (the trump king and queen in one hand at the same time, dealt,
/// drawn or robbed) is held from that moment and recorded per ⚙
/// `stoeck_timing`. The hand is plain data with no heap allocation.
///
/// # Examples
///
/// ```
/// use jass_core::{Action, JassRng, Rules, SchmausHand, Seat, Team};
///
/// let deck = JassRng::seed_from_u64(1).shuffled_deck();
/// let mut hand = SchmausHand::new(Rules::schmaus(), deck, Seat::S1)?;
/// assert_eq!(hand.forehand(), Seat::S0); // the non-dealer leads
/// assert_eq!(hand.talon().face_down, 17);
/// let mut rng = JassRng::seed_from_u64(2);
/// while !hand.is_over() {
///     let actions = hand.legal_actions();
///     let pick = rng.below(actions.len() as u32) as usize;
///     hand.apply(actions.as_slice()[pick])?;
/// }
/// let points = hand.card_points();
/// assert_eq!(points[Team::T0] + points[Team::T1], 157);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SchmausHand {
    rules: Rules,
    table: PointTable,
    contract: Contract,
    deck: [Card; 36],
    dealer: Seat,
    hands: BySeat<CardSet>,
    /// The card lying face up beside the talon (the trump six after a rob),
    /// until it is taken at the start of phase 2.
    turned_up: Option<Card>,
    /// Face-down cards drawn so far.
    drawn: u8,
    trick: Trick,
    tricks: [Trick; TRICKS],
    completed: u8,
    points: ByTeam<u16>,
    phase_two_won: ByTeam<u8>,
    /// Per trick with weis: the leader's decision, then the other's.
    decisions: [[WeisDecision; 2]; WEIS_TRICKS],
    /// The melds scored so far, oldest first, with their scorers.
    scored: [(Seat, Meld); WEIS_TRICKS],
    scored_len: u8,
    /// Bit `i` is set if a meld scored in trick `i`.
    scored_tricks: u16,
    /// The robber, and how many actions of the hand came before the rob.
    robbed: Option<(Seat, u8)>,
    /// The stöck holder, and how many tricks were complete when the pair
    /// was first held.
    stoeck: Option<(Seat, u8)>,
    stoeck_recorded: bool,
}

impl SchmausHand {
    /// A hand of `deck` (in dealing order, see [`SchmausHand`]) dealt by
    /// `dealer` (seat 0 or 1).
    ///
    /// # Errors
    ///
    /// [`DealError::DuplicateCard`] if a card is in the deck twice,
    /// [`DealError::NotAtTable`] for a dealer who is not seat 0 or 1.
    pub fn new(rules: Rules, deck: [Card; 36], dealer: Seat) -> Result<SchmausHand, DealError> {
        if dealer.index() >= 2 {
            return Err(DealError::NotAtTable {
                seat: dealer,
                players: 2,
            });
        }
        let mut seen = CardSet::EMPTY;
        for &card in &deck {
            if !seen.insert(card) {
                return Err(DealError::DuplicateCard { card });
            }
        }
        let non_dealer = dealer.advance(1, 2);
        let hands = deal_in_threes(&deck, non_dealer, 2, 9);
        let contract = Contract::Trump(deck[TURNED_UP].suit());
        let mut hand = SchmausHand {
            rules,
            table: PointTable::new(contract, &rules),
            contract,
            deck,
            dealer,
            hands,
            turned_up: Some(deck[TURNED_UP]),
            drawn: 0,
            trick: Trick::new(non_dealer, 2),
            tricks: [Trick::new(non_dealer, 2); TRICKS],
            completed: 0,
            points: ByTeam([0; 2]),
            phase_two_won: ByTeam([0; 2]),
            decisions: [[WeisDecision::None; 2]; WEIS_TRICKS],
            scored: [(Seat::S0, Meld::Four(Rank::Six)); WEIS_TRICKS],
            scored_len: 0,
            scored_tricks: 0,
            robbed: None,
            stoeck: None,
            stoeck_recorded: false,
        };
        for seat in [non_dealer, dealer] {
            hand.note_stoeck(seat);
        }
        Ok(hand)
    }

    /// The deck in dealing order for a hand where each seat is dealt
    /// `dealt` (nine cards each), `turned_up` names trump and `face_down`
    /// is the talon in drawing order: the argument [`SchmausHand::new`]
    /// takes. Within a seat's nine cards the order is irrelevant.
    ///
    /// ```
    /// use jass_core::{BySeat, Card, CardSet, DealError, Rules, SchmausHand, Seat};
    ///
    /// let dealt = BySeat(["HA HK HQ HJ H10 H9 H8 H7 H6", "SA SK SQ SJ S10 S9 S8 S7 S6", "", ""]
    ///     .map(|h| h.parse::<CardSet>().unwrap()));
    /// let talon: Vec<Card> = "D6 D7 D8 D9 D10 DJ DQ DK DA C6 C7 C8 C9 C10 CJ CQ CK"
    ///     .split(' ').map(|c| c.parse().unwrap()).collect();
    /// let deck = SchmausHand::deck_from(dealt, Seat::S1, "CA".parse()?, talon.try_into().unwrap())?;
    /// let hand = SchmausHand::new(Rules::schmaus(), deck, Seat::S1)?;
    /// assert_eq!(hand.hands()[Seat::S0], dealt[Seat::S0]);
    /// assert_eq!(hand.trump_card().to_string(), "CA");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`DealError`] if a hand does not hold nine cards or a card appears
    /// twice.
    pub fn deck_from(
        dealt: BySeat<CardSet>,
        dealer: Seat,
        turned_up: Card,
        face_down: [Card; 17],
    ) -> Result<[Card; 36], DealError> {
        check_deal(&dealt, 2, 9)?;
        let mut deck = deck_for_hands(&[dealt], dealer.advance(1, 2), 2)?;
        let mut seen = dealt[Seat::S0] | dealt[Seat::S1];
        for (slot, card) in deck[TURNED_UP..]
            .iter_mut()
            .zip(core::iter::once(turned_up).chain(face_down))
        {
            if !seen.insert(card) {
                return Err(DealError::DuplicateCard { card });
            }
            *slot = card;
        }
        Ok(deck)
    }

    // ------------------------------------------------------------ queries

    /// The rules.
    #[must_use]
    pub const fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The deck in dealing order.
    #[must_use]
    pub const fn deck(&self) -> &[Card; 36] {
        &self.deck
    }

    /// The dealer.
    #[must_use]
    pub const fn dealer(&self) -> Seat {
        self.dealer
    }

    /// Forehand: the non-dealer, who leads the first trick.
    #[must_use]
    pub const fn forehand(&self) -> Seat {
        self.dealer.advance(1, 2)
    }

    /// The contract: trump in the suit of the turned-up card.
    #[must_use]
    pub const fn contract(&self) -> Contract {
        self.contract
    }

    /// The card turned up at the deal, which named trump.
    #[must_use]
    pub const fn trump_card(&self) -> Card {
        self.deck[TURNED_UP]
    }

    /// The talon as everybody sees it: the face-down cards left and the
    /// card lying face up (the trump six after a rob).
    #[must_use]
    pub const fn talon(&self) -> TalonView {
        TalonView {
            face_down: FACE_DOWN - self.drawn,
            turned_up: self.turned_up,
        }
    }

    /// The cards each seat was dealt.
    #[must_use]
    pub fn dealt(&self) -> BySeat<CardSet> {
        deal_in_threes(&self.deck, self.forehand(), 2, 9)
    }

    /// The cards each seat holds now.
    #[must_use]
    pub const fn hands(&self) -> &BySeat<CardSet> {
        &self.hands
    }

    /// The trick being played.
    #[must_use]
    pub const fn trick(&self) -> &Trick {
        &self.trick
    }

    /// The completed tricks, in order.
    #[must_use]
    pub fn tricks(&self) -> &[Trick] {
        &self.tricks[..self.completed as usize]
    }

    /// Whether phase 2 has begun: the 9th trick is complete and the talon
    /// is empty.
    #[must_use]
    pub const fn is_phase_two(&self) -> bool {
        self.completed >= PHASE_ONE
    }

    /// Card points each player has taken so far (the 5 for the 18th trick
    /// included once the hand is over), before the multiplier.
    #[must_use]
    pub const fn card_points(&self) -> ByTeam<u16> {
        self.points
    }

    /// Tricks of phase 2 each player has taken (all nine make a match).
    #[must_use]
    pub const fn phase_two_tricks_won(&self) -> ByTeam<u8> {
        self.phase_two_won
    }

    /// The melds scored so far in this hand, oldest first, with their
    /// scorers (specified, so public).
    #[must_use]
    pub fn scored_weis(&self) -> &[(Seat, Meld)] {
        &self.scored[..self.scored_len as usize]
    }

    /// The meld that scored in trick `index` (0-based), with its scorer.
    #[must_use]
    pub fn weis_of_trick(&self, index: usize) -> Option<(Seat, Meld)> {
        if index >= WEIS_TRICKS || self.scored_tricks >> index & 1 == 0 {
            return None;
        }
        let before = (self.scored_tricks & ((1 << index) - 1)).count_ones() as usize;
        self.scored_weis().get(before).copied()
    }

    /// Each seat's weis decision in the current trick (tricks 1–10; all
    /// [`WeisDecision::None`] afterwards). Under ⚙ `weis_mode = automatic`
    /// a player's announcement is made as they play their card.
    #[must_use]
    pub fn weis_decisions(&self) -> BySeat<WeisDecision> {
        let mut decisions = BySeat([WeisDecision::None; 4]);
        if let Some(current) = self.decisions.get(self.completed as usize) {
            for (i, &decision) in current.iter().enumerate() {
                decisions[self.trick.seat_of(i)] = decision;
            }
        }
        decisions
    }

    /// The seat holding stöck (trump king and queen at the same time), from
    /// the moment the pair is complete, if stöck is played.
    #[must_use]
    pub fn stoeck_holder(&self) -> Option<Seat> {
        self.stoeck.map(|(seat, _)| seat)
    }

    /// Whether stöck has been recorded.
    #[must_use]
    pub const fn stoeck_recorded(&self) -> bool {
        self.stoeck_recorded
    }

    /// The seat that robbed the turned-up card, if anyone did.
    #[must_use]
    pub fn robbed(&self) -> Option<Seat> {
        self.robbed.map(|(seat, _)| seat)
    }

    /// The cards `seat` is publicly known to hold: the card it robbed, the
    /// card it took at the start of phase 2 (the last face-down card is
    /// shown; the turned-up card lay open), and the unplayed cards of its
    /// scored melds.
    #[must_use]
    pub fn shown_cards(&self, seat: Seat) -> CardSet {
        let mut shown = CardSet::EMPTY;
        if self.robbed() == Some(seat) {
            shown |= CardSet::single(self.trump_card());
        }
        if let Some(ninth) = self.tricks().get(usize::from(PHASE_ONE) - 1) {
            let winner = ninth.winner(self.contract).unwrap_or(ninth.leader());
            shown |= CardSet::single(if seat == winner {
                self.deck[35]
            } else if self.robbed.is_some() {
                self.trump_six()
            } else {
                self.trump_card()
            });
        }
        for &(holder, meld) in self.scored_weis() {
            if holder == seat {
                shown |= meld.cards();
            }
        }
        shown & self.hands[seat]
    }

    /// The point table of the contract.
    #[must_use]
    pub const fn point_table(&self) -> &PointTable {
        &self.table
    }

    /// The multiplier of the hand (⚙ `multipliers` of its trump suit).
    #[must_use]
    pub fn multiplier(&self) -> u16 {
        self.rules.multiplier(self.contract)
    }

    /// Whether all 18 tricks have been played.
    #[must_use]
    pub const fn is_over(&self) -> bool {
        self.completed as usize == TRICKS
    }

    /// The seat to act, or `None` when the hand is over.
    #[must_use]
    pub const fn to_act(&self) -> Option<Seat> {
        if self.is_over() {
            None
        } else {
            self.trick.to_play()
        }
    }

    /// What the hand waits for.
    #[must_use]
    pub fn expecting(&self) -> Expecting {
        match self.to_act() {
            None => Expecting::Nothing,
            Some(_) if self.needs_weis_decision() => Expecting::Weis,
            Some(_) => Expecting::Card,
        }
    }

    /// The play rules of the current trick: free in phase 1, the play rules
    /// in phase 2.
    #[must_use]
    pub const fn play_rules(&self) -> PlayRules {
        if self.is_phase_two() {
            self.rules.play()
        } else {
            self.rules.talon_play()
        }
    }

    /// The cards the player to act may play (empty unless a card is due).
    #[must_use]
    #[inline]
    pub fn legal_cards(&self) -> CardSet {
        let Some(seat) = self.to_act().filter(|_| !self.needs_weis_decision()) else {
            return CardSet::EMPTY;
        };
        let rules = self.play_rules();
        legal_cards(self.hands[seat], self.trick.cards(), self.contract, rules)
    }

    /// The legal actions of the player to act.
    #[must_use]
    pub fn legal_actions(&self) -> ActionList {
        let mut actions = ActionList::new();
        match self.expecting() {
            Expecting::Weis => {
                let (announce, pass) = self.weis_options();
                push_weis_actions(&mut actions, announce.iter(), pass);
            }
            Expecting::Card => actions.extend(self.legal_cards().iter().map(Action::Play)),
            _ => return actions,
        }
        if self.can_rob() {
            actions.push(Action::Rob);
        }
        actions
    }

    /// The score of the hand so far, multiplier applied: card points (with
    /// the 5 for the 18th trick and the match once over), scored weis and
    /// recorded stöck.
    #[must_use]
    pub fn score(&self) -> ByTeam<u32> {
        let m = u32::from(self.multiplier());
        let mut score = ByTeam::from_fn(|t| u32::from(self.points[t]).saturating_mul(m));
        // Exact under validated rules; the hand takes any rules, so the sums
        // saturate rather than overflow.
        let mut add = |team: crate::seat::Team, points: u32| {
            score[team] = score[team].saturating_add(points.saturating_mul(m));
        };
        let order = WeisOrder::new(self.contract, &self.rules);
        for &(seat, meld) in self.scored_weis() {
            add(seat.team(), u32::from(order.points(meld)));
        }
        if let (Some(holder), true) = (self.stoeck_holder(), self.stoeck_recorded) {
            add(holder.team(), u32::from(STOECK_POINTS));
        }
        if let Some((team, extra)) = self.match_extra() {
            add(team, extra);
        }
        score
    }

    /// The match, once the hand is over and one player took all nine
    /// tricks of phase 2: the player's side and the bonus (⚙ `match_bonus`)
    /// before the multiplier.
    #[must_use]
    pub fn match_extra(&self) -> Option<(crate::seat::Team, u32)> {
        if !self.is_over() {
            return None;
        }
        let (team, _) = self.phase_two_won.iter().find(|&(_, &won)| won == 9)?;
        Some((team, u32::from(self.rules.match_bonus)))
    }

    /// The actions that led to this state, in order.
    #[must_use]
    pub fn actions(&self) -> Vec<Action> {
        let mut actions = Vec::with_capacity(self.count_actions());
        let announced = self.rules.weis_mode == WeisMode::Announced;
        let all = self.tricks().iter().chain(core::iter::once(&self.trick));
        for (number, trick) in all.enumerate() {
            for (i, &card) in trick.cards().iter().enumerate() {
                if announced && let Some(decisions) = self.decisions.get(number) {
                    actions.extend(decisions[i].action());
                }
                actions.push(Action::Play(card));
            }
        }
        if announced
            && !self.is_over()
            && let Some(decisions) = self.decisions.get(self.completed as usize)
        {
            // A decision of the player to act, who has not played yet.
            actions.extend(decisions[self.trick.len()].action());
        }
        if let Some((_, at)) = self.robbed {
            actions.insert(usize::from(at), Action::Rob);
        }
        actions
    }

    /// How many actions the hand has taken.
    fn count_actions(&self) -> usize {
        let decisions = if self.rules.weis_mode == WeisMode::Announced {
            self.decisions
                .iter()
                .flatten()
                .filter(|d| **d != WeisDecision::None)
                .count()
        } else {
            0
        };
        usize::from(self.completed) * 2
            + self.trick.len()
            + decisions
            + usize::from(self.robbed.is_some())
    }

    // ------------------------------------------------------------ actions

    /// Applies the action of the player to act. On error nothing changes.
    ///
    /// # Errors
    ///
    /// [`ActionError`] saying why the action is not allowed now.
    pub fn apply(&mut self, action: Action) -> Result<(), ActionError> {
        self.step(action).map(|_| ())
    }

    /// Applies an action and reports what happened, for the game's score.
    pub(crate) fn step(&mut self, action: Action) -> Result<HandEvents, ActionError> {
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
                if self.rules.announce_policy == AnnouncePolicy::MandatoryBest
                    && let Some(best) = self.strongest(self.weis_options().0)
                    && best != meld
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
                check_play(
                    card,
                    self.hands[seat],
                    self.trick.cards(),
                    self.contract,
                    self.play_rules(),
                )?;
                events = self.play_unchecked(card);
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
    pub(crate) fn play_unchecked(&mut self, card: Card) -> HandEvents {
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
        self.trick = Trick::new(winner, 2);
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
        let other = winner.advance(1, 2);
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
    fn note_stoeck(&mut self, seat: Seat) -> bool {
        if self.stoeck.is_none()
            && self.rules.stoeck_enabled
            && has_stoeck(self.hands[seat], self.contract)
        {
            self.stoeck = Some((seat, self.completed));
            return self.completed > 0;
        }
        false
    }

    fn trump_six(&self) -> Card {
        Card::new(self.trump_suit(), Rank::Six)
    }

    fn trump_suit(&self) -> Suit {
        self.deck[TURNED_UP].suit()
    }

    /// Whether the player to act may rob now.
    fn can_rob(&self) -> bool {
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
        SchmausWeis::new(
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
    fn weis_options(&self) -> (MeldSet, bool) {
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
            AnnouncePolicy::MandatoryBest => match weis.order().strongest(melds) {
                Some(best) => (MeldSet::single(best), false),
                None => (MeldSet::EMPTY, true),
            },
        }
    }

    fn needs_weis_decision(&self) -> bool {
        self.rules.weis_mode == WeisMode::Announced
            && self.rules.weis_enabled
            && !self.weis_options().0.is_empty()
    }

    /// Scores the better announced meld of trick `index`, if any.
    fn resolve_weis(&mut self, index: usize, events: &mut HandEvents) {
        let leader = self.trick.leader();
        let [first, second] = self.decisions[index];
        let weis = self.weis();
        let Some((seat, meld)) = weis.resolve(
            (leader, announced(first)),
            (leader.advance(1, 2), announced(second)),
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

/// The meld of an announcement.
const fn announced(decision: WeisDecision) -> Option<Meld> {
    match decision {
        WeisDecision::Announced(meld) => Some(meld),
        _ => None,
    }
}

impl SchmausHand {
    /// The deal alternates: the non-dealer of this hand deals the next.
    const fn next_dealer_after(&self, _rules: &Rules, _first_hand: bool) -> Seat {
        self.forehand()
    }

    /// The stöck holder, from the moment the pair is held.
    fn stoeck_in_hand(&self) -> Option<Seat> {
        self.stoeck_holder()
    }

    /// Each player sees the other's cards shown to the table
    /// ([`SchmausHand::shown_cards`]), the values announced in the current
    /// trick, the melds scored and the talon.
    fn view_for(&self, seat: Seat) -> HandView {
        let mut known = BySeat([CardSet::EMPTY; 4]);
        known[seat] = self.hands[seat];
        let other = seat.advance(1, 2);
        known[other] = self.shown_cards(other);
        let order = WeisOrder::new(self.contract, &self.rules);
        let decisions = self.weis_decisions();
        HandView {
            dealer: self.dealer,
            forehand: self.forehand(),
            shoved: false,
            hand: self.hands[seat],
            contract: Some(self.contract),
            declarer: None,
            trick: self.trick,
            tricks: self.tricks().to_vec(),
            played: self
                .tricks()
                .iter()
                .fold(self.trick.card_set(), |acc, t| acc | t.card_set()),
            known,
            announced: BySeat::from_fn(|s| announced(decisions[s]).map(|m| order.value(m))),
            scored_weis: self.scored_weis().to_vec(),
            stoeck: self.stoeck_holder().filter(|_| self.stoeck_recorded),
            card_points: self.points,
            talon: Some(self.talon()),
        }
    }
}

table_hand!(
    SchmausHand,
    GameKind::Schmaus,
    |rules: &Rules, deck: &[Card; 36], dealer, _| SchmausHand::new(*rules, *deck, dealer),
    /// Stöck held before the first draw: dealt, or completed by robbing in
    /// the first trick.
    fn sws_stoeck(&self) -> Option<Seat> {
        self.stoeck
            .filter(|&(_, tricks)| tricks == 0)
            .map(|(seat, _)| seat)
    }
);
