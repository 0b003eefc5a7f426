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
//! ([`Table`](crate::game::Table)) and the hand events. Applying actions
//! is in `step`.

mod step;

use alloc::vec::Vec;

use crate::card::{Card, Rank};
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::game::action::{Action, ActionError, ActionList, Expecting};
use crate::game::deal::{DealError, deal_in_threes};
use crate::game::hand::Hand;
use crate::game::hand::sealed::HandCore;
use crate::game::observation::{GameKind, TalonView};
use crate::game::play::{HandEvents, HandView, WeisDecision, add_signed, push_weis_actions};
use crate::game::record::deck_for_hands;
use crate::game::schmaus::game::DealerDraw;
use crate::legal::legal_cards;
use crate::points::PointTable;
use crate::rules::{PlayRules, Rules, WeisMode};
use crate::seat::{BySeat, ByTeam, Players, Seat, SeatOutOfRange, Team};
use crate::trick::Trick;
use crate::weis::{Meld, STOECK_POINTS, WeisOrder};

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
///   their own ([`SchmausWeis`](crate::weis::SchmausWeis)). Only the winning announced meld scores,
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
/// use jass_core::{Action, JassRng, Rules, SchmausHand, Seat, Team, Hand};
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
        let rules = GameKind::Schmaus.rules_played(rules);
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
        let non_dealer = dealer.advance(1, Players::Two);
        let hands = deal_in_threes(&deck, non_dealer, Players::Two, 9);
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
            trick: Trick::led_by(non_dealer, Players::Two),
            tricks: [Trick::led_by(non_dealer, Players::Two); TRICKS],
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
    /// use jass_core::{BySeat, Card, CardSet, DealError, Rules, SchmausHand, Seat, Hand};
    ///
    /// let dealt = BySeat::four(["HA HK HQ HJ H10 H9 H8 H7 H6", "SA SK SQ SJ S10 S9 S8 S7 S6", "", ""]
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
    /// twice, [`DealError::NotAtTable`] for a dealer who is not seat 0 or
    /// 1.
    pub fn deck_from(
        dealt: BySeat<CardSet>,
        dealer: Seat,
        turned_up: Card,
        face_down: [Card; 17],
    ) -> Result<[Card; 36], DealError> {
        if !Players::Two.has_seat(dealer) {
            return Err(DealError::NotAtTable {
                seat: dealer,
                players: 2,
            });
        }
        let mut deck = deck_for_hands(
            &[dealt],
            dealer.advance(1, Players::Two),
            Players::Two,
            9,
            CardSet::ALL,
        )?;
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

    /// The deck in dealing order.
    #[must_use]
    pub const fn deck(&self) -> &[Card; 36] {
        &self.deck
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
        deal_in_threes(&self.deck, self.forehand(), Players::Two, 9)
    }

    /// Whether phase 2 has begun: the 9th trick is complete and the talon
    /// is empty.
    #[must_use]
    pub const fn is_phase_two(&self) -> bool {
        self.completed >= PHASE_ONE
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
        let mut decisions = BySeat([WeisDecision::None; Players::MAX]);
        if let Some(current) = self.decisions.get(self.completed as usize) {
            for (i, &decision) in current.iter().enumerate() {
                decisions[self.trick.seat_of(i)] = decision;
            }
        }
        decisions
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
    ///
    /// # Errors
    ///
    /// [`SeatOutOfRange`] if `seat` is not seat 0 or 1: "seat 2 is not at
    /// a table of 2 (seats 0 to 1)".
    ///
    /// ```
    /// use jass_core::{Rules, SchmausGame, Seat};
    ///
    /// let game = SchmausGame::new(Rules::schmaus(), 1)?;
    /// assert!(game.hand().shown_cards(Seat::S1)?.is_empty());
    /// assert_eq!(
    ///     game.hand().shown_cards(Seat::S2).unwrap_err().to_string(),
    ///     "seat 2 is not at a table of 2 (seats 0 to 1)"
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn shown_cards(&self, seat: Seat) -> Result<CardSet, SeatOutOfRange> {
        Players::Two.seat(u8::from(seat))?;
        Ok(self.shown_at_table(seat))
    }

    /// [`SchmausHand::shown_cards`] of seat 0 or 1.
    fn shown_at_table(&self, seat: Seat) -> CardSet {
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
}

impl Hand for SchmausHand {
    fn rules(&self) -> &Rules {
        &self.rules
    }

    fn dealer(&self) -> Seat {
        self.dealer
    }

    fn forehand(&self) -> Seat {
        self.dealer.advance(1, Players::Two)
    }

    /// Always the trump of the turned-up card.
    fn contract(&self) -> Option<Contract> {
        Some(self.contract)
    }

    /// Nobody: the turned-up card names trump.
    fn declarer(&self) -> Option<Seat> {
        None
    }

    fn hands(&self) -> &BySeat<CardSet> {
        &self.hands
    }

    fn players(&self) -> Players {
        Players::Two
    }

    fn trick(&self) -> &Trick {
        &self.trick
    }

    fn tricks(&self) -> &[Trick] {
        &self.tricks[..self.completed as usize]
    }

    fn card_points(&self) -> ByTeam<u16> {
        self.points
    }

    /// Tricks of both phases (the match counts phase 2's only,
    /// [`SchmausHand::phase_two_tricks_won`]).
    fn tricks_won(&self) -> ByTeam<u8> {
        let mut won = ByTeam([0; 2]);
        for trick in self.tricks() {
            let winner = trick.winner(self.contract).unwrap_or(trick.leader());
            won[winner.team()] += 1;
        }
        won
    }

    fn stoeck_holder(&self) -> Option<Seat> {
        self.stoeck.map(|(seat, _)| seat)
    }

    fn stoeck_recorded(&self) -> bool {
        self.stoeck_recorded
    }

    fn point_table(&self) -> &PointTable {
        &self.table
    }

    fn multiplier(&self) -> u16 {
        self.rules.multiplier(self.contract)
    }

    fn is_over(&self) -> bool {
        self.completed as usize == TRICKS
    }

    fn to_act(&self) -> Option<Seat> {
        if self.is_over() {
            None
        } else {
            self.trick.to_play()
        }
    }

    fn expecting(&self) -> Expecting {
        match self.to_act() {
            None => Expecting::Nothing,
            Some(_) if self.needs_weis_decision() => Expecting::Weis,
            Some(_) => Expecting::Card,
        }
    }

    #[inline]
    fn legal_cards(&self) -> CardSet {
        let Some(seat) = self.to_act().filter(|_| !self.needs_weis_decision()) else {
            return CardSet::EMPTY;
        };
        let rules = self.play_rules();
        let Some(trick) = self.trick.partial() else {
            return CardSet::EMPTY;
        };
        legal_cards(self.hands[seat], &trick, self.contract, rules)
    }

    fn legal_actions(&self) -> ActionList {
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

    #[inline]
    fn play_unchecked(&mut self, card: Card) -> bool {
        if self.expecting() != Expecting::Card {
            return false;
        }
        let _events = self.play_card(card);
        true
    }

    fn score(&self) -> ByTeam<u32> {
        let m = u32::from(self.multiplier());
        let mut score = ByTeam::from_fn(|t| u32::from(self.points[t]).saturating_mul(m));
        // Exact under validated rules; the hand takes any rules, so the sums
        // saturate rather than overflow.
        let mut add = |team: Team, points: u32| {
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
            score[team] = add_signed(score[team], extra, m);
        }
        score
    }

    fn match_extra(&self) -> Option<(Team, i32)> {
        if !self.is_over() {
            return None;
        }
        let (team, _) = self.phase_two_won.iter().find(|&(_, &won)| won == 9)?;
        Some((team, i32::from(self.rules.match_bonus)))
    }

    fn actions(&self) -> Vec<Action> {
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

    fn apply(&mut self, action: Action) -> Result<(), ActionError> {
        self.step_hand(action).map(|_| ())
    }
}

/// The meld of an announcement.
const fn announced(decision: WeisDecision) -> Option<Meld> {
    match decision {
        WeisDecision::Announced(meld) => Some(meld),
        _ => None,
    }
}

impl HandCore for SchmausHand {
    const KIND: GameKind = GameKind::Schmaus;

    /// The first dealer is drawn by [`DealerDraw::from_seed`].
    fn first_dealer(_rules: &Rules, seed: u64) -> Seat {
        DealerDraw::from_seed(seed).dealer
    }

    fn from_deck(
        rules: &Rules,
        deck: &[Card; 36],
        dealer: Seat,
        _first_hand: bool,
    ) -> Result<SchmausHand, DealError> {
        SchmausHand::new(*rules, *deck, dealer)
    }

    fn team_at_table(&self, seat: Seat) -> Team {
        seat.team()
    }

    /// The deal alternates: the non-dealer of this hand deals the next.
    fn next_dealer(&self, _rules: &Rules, _first_hand: bool) -> Seat {
        self.forehand()
    }

    /// The stöck holder, from the moment the pair is held.
    fn held_stoeck(&self) -> Option<Seat> {
        self.stoeck_holder()
    }

    /// Stöck held before the first draw: dealt, or completed by robbing in
    /// the first trick.
    fn sws_stoeck(&self) -> Option<Seat> {
        self.stoeck
            .filter(|&(_, tricks)| tricks == 0)
            .map(|(seat, _)| seat)
    }

    fn step(&mut self, action: Action) -> Result<HandEvents, ActionError> {
        self.step_hand(action)
    }

    fn action_count(&self) -> usize {
        self.count_actions()
    }

    /// Each player sees the other's cards shown to the table
    /// ([`SchmausHand::shown_cards`]), the values announced in the current
    /// trick, the melds scored and the talon.
    fn view(&self, seat: Seat) -> HandView {
        let mut known = BySeat([CardSet::EMPTY; Players::MAX]);
        known[seat] = self.hands[seat];
        let other = seat.advance(1, Players::Two);
        known[other] = self.shown_at_table(other);
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
            coiffeur: None,
        }
    }
}
