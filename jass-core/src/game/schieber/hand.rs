//! One hand of Schieber: declaring, nine tricks with the first-trick weis,
//! stöck, and the hand's score (RULES.md §4.3, §4.4, §5).

use alloc::vec::Vec;

use smallvec::SmallVec;

use crate::card::{Card, Rank, Suit};
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::game::action::{Action, ActionError, ActionList, Expecting};
use crate::game::deal::{DealError, check_deal};
use crate::legal::{check_play, legal_cards};
use crate::points::PointTable;
use crate::rules::{Rules, WeisMode};
use crate::seat::{BySeat, ByTeam, Seat, Team};
use crate::trick::Trick;
use crate::weis::{
    Declaration, Meld, STOECK_POINTS, StoeckMoment, WeisOrder, WeisOutcome, declarable_melds,
    has_stoeck, resolve_schieber, schieber_weis, shows_stoeck, stoeck_cards, stoeck_recorded_at,
    validate_announcement, validate_decline,
};

/// A player's weis decision in the first trick (⚙ `weis_mode = announced`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum WeisDecision {
    /// No decision (yet, or none was needed: nothing to announce).
    #[default]
    None,
    /// The player announced this meld.
    Announced(Meld),
    /// The player declined to announce.
    Passed,
}

impl WeisDecision {
    /// The action that made this decision, if one was made.
    #[must_use]
    pub const fn action(self) -> Option<Action> {
        match self {
            WeisDecision::None => None,
            WeisDecision::Announced(meld) => Some(Action::Announce(meld)),
            WeisDecision::Passed => Some(Action::Pass),
        }
    }
}

/// Something that happened when an action was applied, for whoever keeps
/// the score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum HandEvent {
    /// Trick `index` (0-based) was taken, worth `points` before the
    /// multiplier (with the last-trick bonus on the last one).
    Trick {
        index: u8,
        winner: Seat,
        points: u16,
    },
    /// The first-trick weis was resolved ([`SchieberHand::weis`]).
    Weis,
    /// Stöck was recorded for its holder.
    Stoeck(Seat),
    /// The hand is over; `team` made match and scores `extra` more points
    /// (the match bonus, and the counter-match factor) before the multiplier.
    Match { team: Team, extra: u16 },
}

/// Events of one action; at most a trick, the weis, stöck and a match.
pub(crate) type HandEvents = SmallVec<[HandEvent; 4]>;

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
/// use jass_core::{Action, Contract, JassRng, Rules, Seat, SchieberHand, Suit};
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
    rules: Rules,
    table: PointTable,
    hands: BySeat<CardSet>,
    dealer: Seat,
    forehand: Seat,
    shoves: u8,
    contract: Option<Contract>,
    declarer: Option<Seat>,
    trick: Trick,
    tricks: [Trick; 9],
    completed: u8,
    points: ByTeam<u16>,
    won: ByTeam<u8>,
    decisions: BySeat<WeisDecision>,
    weis: WeisOutcome,
    stoeck: Option<Seat>,
    stoeck_recorded: bool,
}

impl SchieberHand {
    /// A hand dealt `deal` (nine cards per seat) by `dealer`, with `forehand`
    /// to declare and lead.
    ///
    /// # Errors
    ///
    /// [`DealError`] if the hands do not hold nine different cards each.
    pub fn new(
        rules: Rules,
        deal: BySeat<CardSet>,
        dealer: Seat,
        forehand: Seat,
    ) -> Result<SchieberHand, DealError> {
        check_deal(&deal, 4, 9)?;
        Ok(SchieberHand {
            rules,
            table: PointTable::new(Contract::Obenabe, &rules),
            hands: deal,
            dealer,
            forehand,
            shoves: 0,
            contract: None,
            declarer: None,
            trick: Trick::new(forehand, 4),
            tricks: [Trick::new(forehand, 4); 9],
            completed: 0,
            points: ByTeam([0; 2]),
            won: ByTeam([0; 2]),
            decisions: BySeat([WeisDecision::None; 4]),
            weis: WeisOutcome::default(),
            stoeck: None,
            stoeck_recorded: false,
        })
    }

    // ------------------------------------------------------------ queries

    /// The rules.
    #[must_use]
    pub const fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The dealer.
    #[must_use]
    pub const fn dealer(&self) -> Seat {
        self.dealer
    }

    /// Forehand: declares (or shoves) and leads the first trick.
    #[must_use]
    pub const fn forehand(&self) -> Seat {
        self.forehand
    }

    /// The cards each seat was dealt: its hand and the cards it has played.
    #[must_use]
    pub fn dealt(&self) -> BySeat<CardSet> {
        let mut dealt = self.hands;
        for trick in self.tricks().iter().chain(core::iter::once(&self.trick)) {
            for (i, &card) in trick.cards().iter().enumerate() {
                dealt[trick.seat_of(i)] |= CardSet::single(card);
            }
        }
        dealt
    }

    /// The cards each seat holds now.
    #[must_use]
    pub const fn hands(&self) -> &BySeat<CardSet> {
        &self.hands
    }

    /// The contract, once named.
    #[must_use]
    pub const fn contract(&self) -> Option<Contract> {
        self.contract
    }

    /// The seat that named the contract (forehand, or the partner after a
    /// shove).
    #[must_use]
    pub const fn declarer(&self) -> Option<Seat> {
        self.declarer
    }

    /// Whether forehand shoved.
    #[must_use]
    pub const fn shoved(&self) -> bool {
        self.shoves > 0
    }

    /// How often the choice was shoved: 0, 1, or 2 when the partner shoved
    /// it back (⚙ `zurueckschieben`).
    #[must_use]
    pub const fn shove_count(&self) -> u8 {
        self.shoves
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

    /// Card points each side has taken so far (the last-trick bonus
    /// included once the hand is over), before the multiplier.
    #[must_use]
    pub const fn card_points(&self) -> ByTeam<u16> {
        self.points
    }

    /// Tricks each side has taken.
    #[must_use]
    pub const fn tricks_won(&self) -> ByTeam<u8> {
        self.won
    }

    /// The weis decisions made in the first trick (⚙ `weis_mode =
    /// announced`).
    #[must_use]
    pub const fn weis_decisions(&self) -> &BySeat<WeisDecision> {
        &self.decisions
    }

    /// Who scored which weis; empty until the first trick is complete.
    #[must_use]
    pub const fn weis(&self) -> &WeisOutcome {
        &self.weis
    }

    /// The seat holding stöck (trump king and queen), once the contract is
    /// named, if stöck is played.
    #[must_use]
    pub const fn stoeck_holder(&self) -> Option<Seat> {
        self.stoeck
    }

    /// Whether stöck has been recorded.
    #[must_use]
    pub const fn stoeck_recorded(&self) -> bool {
        self.stoeck_recorded
    }

    /// The point table of the contract (Obenabe's before one is named).
    #[must_use]
    pub const fn point_table(&self) -> &PointTable {
        &self.table
    }

    /// The multiplier of the hand (1 before a contract is named).
    #[must_use]
    pub fn multiplier(&self) -> u16 {
        self.contract.map_or(1, |c| self.rules.multiplier(c))
    }

    /// Whether all nine tricks have been played.
    #[must_use]
    pub const fn is_over(&self) -> bool {
        self.completed == 9
    }

    /// Whether the first trick is complete.
    #[must_use]
    pub const fn first_trick_done(&self) -> bool {
        self.completed > 0
    }

    /// The seat to act, or `None` when the hand is over.
    #[must_use]
    pub fn to_act(&self) -> Option<Seat> {
        if self.is_over() {
            None
        } else if self.contract.is_none() {
            Some(if self.shoves == 1 {
                self.forehand.partner()
            } else {
                self.forehand
            })
        } else {
            self.trick.to_play()
        }
    }

    /// What the hand waits for.
    #[must_use]
    pub fn expecting(&self) -> Expecting {
        if self.is_over() {
            Expecting::Nothing
        } else if self.contract.is_none() {
            Expecting::Declaration
        } else if self.needs_weis_decision() {
            Expecting::Weis
        } else {
            Expecting::Card
        }
    }

    /// The cards the player to act may play (empty unless a card is due).
    #[must_use]
    #[inline]
    pub fn legal_cards(&self) -> CardSet {
        match (self.contract, self.trick.to_play()) {
            (Some(contract), Some(seat)) if !self.is_over() && !self.needs_weis_decision() => {
                legal_cards(
                    self.hands[seat],
                    self.trick.cards(),
                    contract,
                    self.rules.play(),
                )
            }
            _ => CardSet::EMPTY,
        }
    }

    /// The legal actions of the player to act.
    #[must_use]
    pub fn legal_actions(&self) -> ActionList {
        let mut actions = ActionList::new();
        match self.expecting() {
            Expecting::Declaration => {
                for contract in Contract::ALL {
                    if self.rules.contracts[contract] {
                        actions.push(Action::Declare(contract));
                    }
                }
                if self.can_shove() {
                    actions.push(Action::Shove);
                }
            }
            Expecting::Weis => {
                let (announce, pass) = self.weis_options();
                actions.extend(announce.into_iter().map(Action::Announce));
                if pass {
                    actions.push(Action::Pass);
                }
            }
            Expecting::Card => actions.extend(self.legal_cards().iter().map(Action::Play)),
            Expecting::CounterClaim | Expecting::Nothing => {}
        }
        actions
    }

    /// The score of the hand so far, multiplier applied: card points (with
    /// the last trick and match once over), weis and recorded stöck.
    #[must_use]
    pub fn score(&self) -> ByTeam<u32> {
        let m = u32::from(self.multiplier());
        let mut score = ByTeam::from_fn(|t| u32::from(self.points[t]) * m);
        if let Some(team) = self.weis.team() {
            score[team] += u32::from(self.weis.points) * m;
        }
        if let (Some(holder), true) = (self.stoeck, self.stoeck_recorded) {
            score[holder.team()] += u32::from(STOECK_POINTS) * m;
        }
        if let Some((team, extra)) = self.match_extra() {
            score[team] += u32::from(extra) * m;
        }
        score
    }

    /// The match bonus, once the hand is over and one side took every trick:
    /// the side and its extra points before the multiplier (⚙
    /// `match_bonus`, ⚙ `counter_match_factor`).
    #[must_use]
    pub fn match_extra(&self) -> Option<(Team, u16)> {
        if !self.is_over() {
            return None;
        }
        let team = Team::ALL.into_iter().find(|&t| self.won[t] == 9)?;
        let base = self.points[team] + self.rules.match_bonus;
        let against_declarer = self.declarer.is_some_and(|d| d.team() != team);
        let factor = if against_declarer {
            self.rules.counter_match_factor
        } else {
            1
        };
        Some((team, base * factor - self.points[team]))
    }

    /// The actions that led to this state, in order.
    #[must_use]
    pub fn actions(&self) -> Vec<Action> {
        let mut actions = Vec::with_capacity(48);
        if self.shoves >= 1 {
            actions.push(Action::Shove);
        }
        if self.shoves >= 2 {
            actions.push(Action::Shove);
        }
        let Some(contract) = self.contract else {
            return actions;
        };
        actions.push(Action::Declare(contract));
        let all = self.tricks().iter().chain(core::iter::once(&self.trick));
        for (number, trick) in all.enumerate() {
            for (i, &card) in trick.cards().iter().enumerate() {
                if number == 0 {
                    actions.extend(self.decisions[trick.seat_of(i)].action());
                }
                actions.push(Action::Play(card));
            }
        }
        if self.completed == 0 {
            // A decision made by the player to act, who has not played yet.
            if let Some(seat) = self.trick.to_play() {
                actions.extend(self.decisions[seat].action());
            }
        }
        actions
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
        let wrong = || ActionError::WrongPhase { action, expecting };
        match (expecting, action) {
            (Expecting::Nothing, _) => Err(ActionError::GameOver),
            (Expecting::Declaration, Action::Declare(contract)) => {
                if !self.rules.contracts[contract] {
                    return Err(ActionError::ContractDisabled { contract });
                }
                self.declare(contract);
                Ok(HandEvents::new())
            }
            (Expecting::Declaration, Action::Shove) => {
                if !self.can_shove() {
                    return Err(ActionError::CannotShove);
                }
                self.shoves += 1;
                Ok(HandEvents::new())
            }
            (Expecting::Weis, Action::Announce(meld)) => {
                let seat = self.trick.to_play().ok_or_else(wrong)?;
                let contract = self.contract.ok_or_else(wrong)?;
                validate_announcement(
                    meld,
                    self.hands[seat],
                    self.highest_announced(),
                    contract,
                    &self.rules,
                )?;
                self.decisions[seat] = WeisDecision::Announced(meld);
                Ok(HandEvents::new())
            }
            (Expecting::Weis, Action::Pass) => {
                let seat = self.trick.to_play().ok_or_else(wrong)?;
                let contract = self.contract.ok_or_else(wrong)?;
                validate_decline(
                    self.hands[seat],
                    self.highest_announced(),
                    contract,
                    &self.rules,
                )
                .map_err(|_| ActionError::CannotPass)?;
                self.decisions[seat] = WeisDecision::Passed;
                Ok(HandEvents::new())
            }
            (Expecting::Card, Action::Play(card)) => {
                let seat = self.trick.to_play().ok_or_else(wrong)?;
                let contract = self.contract.ok_or_else(wrong)?;
                check_play(
                    card,
                    self.hands[seat],
                    self.trick.cards(),
                    contract,
                    self.rules.play(),
                )?;
                Ok(self.play_unchecked(card))
            }
            _ => Err(wrong()),
        }
    }

    /// Plays `card` for the player to act without checking it: the fast path
    /// for callers that took it from [`SchieberHand::legal_cards`].
    ///
    /// Playing a card that is not legal leaves the hand in a state the rules
    /// do not reach (it does not panic).
    pub(crate) fn play_unchecked(&mut self, card: Card) -> HandEvents {
        let mut events = HandEvents::new();
        let (Some(seat), Some(contract)) = (self.trick.to_play(), self.contract) else {
            return events;
        };
        self.hands[seat] = self.hands[seat].without(card);
        if self.trick.push(card).is_err() {
            return events;
        }
        if self.stoeck == Some(seat)
            && !self.stoeck_recorded
            && stoeck_cards(contract).contains(card)
            && stoeck_cards(contract).is_disjoint(self.hands[seat])
            && stoeck_recorded_at(&self.rules, StoeckMoment::SecondCardPlayed)
        {
            self.stoeck_recorded = true;
            events.push(HandEvent::Stoeck(seat));
        }
        if self.trick.is_complete() {
            self.finish_trick(contract, &mut events);
        }
        events
    }

    fn finish_trick(&mut self, contract: Contract, events: &mut HandEvents) {
        let index = self.completed;
        let last = index == 8;
        let winner = self.trick.winner(contract).unwrap_or(self.trick.leader());
        let points = self.table.trick(self.trick.cards(), last);
        self.points[winner.team()] += points;
        self.won[winner.team()] += 1;
        self.tricks[index as usize] = self.trick;
        self.completed += 1;
        self.trick = Trick::new(winner, 4);
        // The stöck event of the second card goes first, the trick after it.
        events.insert(
            0,
            HandEvent::Trick {
                index,
                winner,
                points,
            },
        );
        if index == 0 {
            self.resolve_weis(contract, events);
        }
        if last && let Some((team, extra)) = self.match_extra() {
            events.push(HandEvent::Match { team, extra });
        }
    }

    fn resolve_weis(&mut self, contract: Contract, events: &mut HandEvents) {
        self.weis = match self.rules.weis_mode {
            WeisMode::Automatic => {
                schieber_weis(&self.dealt(), self.forehand, contract, &self.rules)
            }
            WeisMode::Announced => self.announced_outcome(contract),
        };
        events.push(HandEvent::Weis);
        if let (Some(holder), Some(team)) = (self.stoeck, self.weis.team())
            && holder.team() == team
            && !self.stoeck_recorded
            && shows_stoeck(self.weis.scored[holder].cards(), contract)
            && stoeck_recorded_at(&self.rules, StoeckMoment::ShownInWeis)
        {
            self.stoeck_recorded = true;
            events.push(HandEvent::Stoeck(holder));
        }
    }

    /// The weis of the announcement flow: the single best announced meld
    /// decides; its side declares every meld, the announcer's including the
    /// announced one.
    fn announced_outcome(&self, contract: Contract) -> WeisOutcome {
        let announced = BySeat::from_fn(|s| match self.decisions[s] {
            WeisDecision::Announced(meld) => Some(meld),
            _ => None,
        });
        let Some(best_seat) = resolve_schieber(announced, self.forehand, contract, &self.rules)
        else {
            return WeisOutcome::default();
        };
        let team = best_seat.team();
        let order = WeisOrder::new(contract, &self.rules);
        let dealt = self.dealt();
        let mut scored = BySeat::<Declaration>::default();
        let mut points = 0;
        for seat in [best_seat, best_seat.partner()] {
            let best = Declaration::best_with(dealt[seat], &order);
            scored[seat] = match announced[seat] {
                Some(meld) if !best.contains(meld) => {
                    declaration_including(meld, best, dealt[seat], contract, &self.rules)
                }
                _ => best,
            };
            points += scored[seat].total(&self.rules);
        }
        debug_assert_eq!(best_seat.team(), team);
        WeisOutcome {
            best: announced[best_seat].map(|m| (best_seat, m)),
            scored,
            points,
        }
    }

    fn declare(&mut self, contract: Contract) {
        self.contract = Some(contract);
        self.declarer = Some(if self.shoves == 1 {
            self.forehand.partner()
        } else {
            self.forehand
        });
        self.table = PointTable::new(contract, &self.rules);
        if self.rules.stoeck_enabled {
            self.stoeck = Seat::ALL
                .into_iter()
                .find(|&s| has_stoeck(self.hands[s], contract));
        }
    }

    fn can_shove(&self) -> bool {
        self.contract.is_none()
            && (self.shoves == 0 || (self.shoves == 1 && self.rules.zurueckschieben))
    }

    fn needs_weis_decision(&self) -> bool {
        if self.completed != 0
            || self.rules.weis_mode != WeisMode::Announced
            || !self.rules.weis_enabled
        {
            return false;
        }
        let Some(seat) = self.trick.to_play() else {
            return false;
        };
        self.decisions[seat] == WeisDecision::None && !self.weis_options().0.is_empty()
    }

    /// The melds the player to act may announce, and whether they may pass.
    fn weis_options(&self) -> (SmallVec<[Meld; 8]>, bool) {
        let (Some(seat), Some(contract)) = (self.trick.to_play(), self.contract) else {
            return (SmallVec::new(), false);
        };
        let hand = self.hands[seat];
        let highest = self.highest_announced();
        let announce = declarable_melds(hand, contract, &self.rules)
            .iter()
            .filter(|&m| validate_announcement(m, hand, highest, contract, &self.rules).is_ok())
            .collect();
        let pass = validate_decline(hand, highest, contract, &self.rules).is_ok();
        (announce, pass)
    }

    /// The best meld announced so far in the first trick.
    fn highest_announced(&self) -> Option<Meld> {
        let contract = self.contract?;
        let order = WeisOrder::new(contract, &self.rules);
        self.trick
            .cards()
            .iter()
            .enumerate()
            .filter_map(|(i, _)| match self.decisions[self.trick.seat_of(i)] {
                WeisDecision::Announced(meld) => Some(meld),
                _ => None,
            })
            .max_by(|&a, &b| order.compare(a, b))
    }
}

/// The announcer's declaration when their best one does not contain the
/// announced meld (small weis, RULES.md §4.1: the holder chooses the
/// partition): the announced meld, plus every meld of the best declaration
/// that still fits beside it.
pub(crate) fn declaration_including(
    meld: Meld,
    best: Declaration,
    hand: CardSet,
    contract: Contract,
    rules: &Rules,
) -> Declaration {
    let mut melds: SmallVec<[Meld; 4]> = SmallVec::new();
    melds.push(meld);
    for other in best.melds() {
        melds.push(other);
        if Declaration::try_new(melds.iter().copied(), hand, contract, rules).is_err() {
            melds.pop();
        }
    }
    Declaration::try_new(melds.iter().copied(), hand, contract, rules).unwrap_or_default()
}

/// The seven of clubs (roses), whose holder is forehand in the first hand
/// under ⚙ `first_forehand = seven_of_roses`.
pub(crate) const SEVEN_OF_ROSES: Card = Card::new(Suit::Clubs, Rank::Seven);
