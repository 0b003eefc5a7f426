//! The play of one hand, shared by Schieber and Jass für zwei: the
//! contract, the tricks under the legal-card rules, the weis rounds
//! (announced or automatic), stöck, the card points and the match
//! (RULES.md §3, §4, §5, §7).

use alloc::vec::Vec;
use core::ops::Range;

use smallvec::SmallVec;

use crate::card::Card;
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::game::action::{Action, ActionError, ActionList, Expecting};
use crate::game::coiffeur::{CoiffeurView, ContractSchedule};
use crate::game::observation::TalonView;
use crate::legal::{check_play, check_rules_of_play, legal_cards_in};
use crate::points::{PointTable, TrickPlace};
#[cfg(feature = "std")]
use crate::random::JassRng;
use crate::rules::{PlayRules, Rules, WeisMode};
use crate::seat::{BySeat, ByTeam, Players, Seat, Team};
use crate::trick::Trick;
use crate::weis::{
    Declaration, Meld, STOECK_POINTS, StoeckMoment, WeisOrder, WeisOutcome, declarable_melds,
    resolve_at_table, resolve_zweier, shows_stoeck, stoeck_cards, stoeck_recorded_at, table_weis,
    validate_announcement, validate_decline, zweier_weis,
};

/// A player's weis decision in an announcing trick (⚙ `weis_mode =
/// announced`): the first trick of Schieber, the 1st and the 10th trick of
/// Jass für zwei.
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
pub enum HandEvent {
    /// Trick `index` (0-based) was taken, worth `points` before the
    /// multiplier (with the last-trick bonus on the last one).
    Trick {
        index: u8,
        winner: Seat,
        points: u16,
    },
    /// The weis of announcing round `round` was resolved (round 0 in the
    /// first trick; Schmaus: the trick's index, 0–9): `team` scores `points`
    /// before the multiplier. Round 0 joins the Stöck-Weis-Stich count; a
    /// later one is written where it stands among the action's events
    /// (Jass für zwei: after the 10th trick's points; Schmaus: before the
    /// trick's points).
    Weis {
        round: u8,
        team: Option<Team>,
        points: u16,
    },
    /// Stöck was recorded for its holder.
    Stoeck(Seat),
    /// The holder now holds stöck, after the first trick: Jass für zwei,
    /// the fan with the trump king and queen was picked up; Schmaus, the
    /// pair was completed by a draw or by robbing. Stöck held before the
    /// first trick ends joins the Stöck-Weis-Stich count instead.
    StoeckHeld(Seat),
    /// The hand is over; `team` made match and scores `extra` more points
    /// (the match bonus, and the counter-match factor) before the multiplier;
    /// negative when a fixed match total (Coiffeur Schieber) is below the
    /// tricks' points.
    /// It comes in the same action as the last [`HandEvent::Trick`] and is
    /// gained with it.
    Match { team: Team, extra: i32 },
}

/// Events of one action; at most a trick, the weis, stöck and a match.
pub(crate) type HandEvents = SmallVec<[HandEvent; 4]>;

/// Where an action writes its events: the list a table records
/// ([`HandEvents`]), or nowhere (`()`) for a caller that does not want
/// them (a hand on its own, a simulation's random hand).
pub(crate) trait EventSink {
    /// Writes `event` after those already written.
    fn push(&mut self, event: HandEvent);
    /// Writes `event` before those already written (a trick goes before
    /// the stöck of its last card).
    fn push_front(&mut self, event: HandEvent);
}

impl EventSink for HandEvents {
    #[inline]
    fn push(&mut self, event: HandEvent) {
        SmallVec::push(self, event);
    }

    #[inline]
    fn push_front(&mut self, event: HandEvent) {
        self.insert(0, event);
    }
}

impl EventSink for () {
    #[inline]
    fn push(&mut self, _event: HandEvent) {}

    #[inline]
    fn push_front(&mut self, _event: HandEvent) {}
}

/// The hand-level part of an [`Observation`](crate::Observation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandView {
    pub(crate) dealer: Seat,
    pub(crate) forehand: Seat,
    pub(crate) shoved: bool,
    pub(crate) hand: CardSet,
    pub(crate) contract: Option<Contract>,
    pub(crate) declarer: Option<Seat>,
    pub(crate) trick: Trick,
    pub(crate) tricks: Vec<Trick>,
    pub(crate) played: CardSet,
    pub(crate) known: BySeat<CardSet>,
    pub(crate) announced: BySeat<Option<u16>>,
    pub(crate) scored_weis: Vec<(Seat, Meld)>,
    pub(crate) stoeck: Option<Seat>,
    pub(crate) card_points: ByTeam<u16>,
    pub(crate) talon: Option<TalonView>,
    pub(crate) coiffeur: Option<CoiffeurView>,
}

/// The play of a hand of at most `TRICKS` tricks with `ROUNDS` weis rounds,
/// one at the start of each `TRICKS / ROUNDS` tricks (Schieber: 9 and 1;
/// Jass für zwei: 18 and 2, in the 1st and the 10th trick). A Schieber hand
/// at a table of five or six plays fewer tricks (`total`: 7, 6 or 8,
/// RULES.md §5.2).
///
/// Plain `Copy` data without heap allocation. The owner deals, names the
/// declaring seat and the stöck holder, and adds cards to the hands
/// ([`Play::pick_up`]); everything from the contract on happens here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Play<const TRICKS: usize, const ROUNDS: usize> {
    rules: Rules,
    table: PointTable,
    hands: BySeat<CardSet>,
    /// The cards a seat holds twice (the double pack, RULES.md §5.2):
    /// `hands` holds the different cards, this the second copies, so the
    /// rules of play read one 36-card set as with one pack. One set for
    /// all seats: a seat holding both copies of a card is the only one
    /// holding it, so seat `s` holds twice `twice & hands[s]`.
    twice: CardSet,
    /// The contract of the trick being played (of every trick, unless the
    /// schedule changes it from trick to trick).
    contract: Option<Contract>,
    /// The contract of each trick, from the declaration on.
    schedule: ContractSchedule,
    /// The multiplier of everything scored (1 before the declaration).
    multiplier: u16,
    /// What a match scores in all before the multiplier, if fixed (Coiffeur
    /// Schieber, ⚙ `coiffeur_match`); else the points plus ⚙ `match_bonus`.
    match_total: Option<u16>,
    declarer: Option<Seat>,
    trick: Trick,
    tricks: [Trick; TRICKS],
    completed: u8,
    total: u8,
    points: ByTeam<u16>,
    won: ByTeam<u8>,
    decisions: [BySeat<WeisDecision>; ROUNDS],
    weis: [WeisOutcome; ROUNDS],
    stoeck: Option<Seat>,
    stoeck_recorded: bool,
    /// The cards the seat to play may play ([`Play::legal_cards`]), empty
    /// when no card is expected: derived from the fields above and
    /// recomputed by every method that changes them, so that a turn
    /// computes it once for the caller's choice and the check of the card.
    legal: CardSet,
    /// The rules of play ([`Rules::play`]), kept for the legal sets.
    card_rules: PlayRules,
    /// Whether cards may be played by [`Play::play_lean`]: a table of
    /// four, one pack and automatic weis, where no decision is ever due
    /// inside a trick (derived from `rules`).
    lean: bool,
}

impl<const TRICKS: usize, const ROUNDS: usize> Play<TRICKS, ROUNDS> {
    /// Tricks per weis round (and per fan in Jass für zwei).
    const PER_ROUND: usize = TRICKS / ROUNDS;

    /// The play of `players` players holding `hands`, `forehand` to lead,
    /// `total` tricks (at most `TRICKS`).
    pub(crate) fn new(
        rules: Rules,
        hands: BySeat<CardSet>,
        forehand: Seat,
        players: Players,
        total: usize,
    ) -> Self {
        let mut play = Play {
            rules,
            table: PointTable::new(Contract::Obenabe, &rules),
            hands,
            twice: CardSet::EMPTY,
            contract: None,
            schedule: ContractSchedule::Fixed(Contract::Obenabe),
            multiplier: 1,
            match_total: None,
            declarer: None,
            trick: Trick::led_by(forehand, players),
            tricks: [Trick::led_by(forehand, players); TRICKS],
            completed: 0,
            total: total.min(TRICKS) as u8,
            points: ByTeam([0; 2]),
            won: ByTeam([0; 2]),
            decisions: [BySeat([WeisDecision::None; Players::MAX]); ROUNDS],
            weis: [WeisOutcome::default(); ROUNDS],
            stoeck: None,
            stoeck_recorded: false,
            legal: CardSet::EMPTY,
            card_rules: rules.play(),
            lean: rules.copies() == 1
                && players == Players::Four
                && rules.weis_mode != WeisMode::Announced,
        };
        play.update_legal_set();
        play
    }

    /// Recomputes the cached legal set; every method that changes the
    /// hands, the trick, the contract or the weis decisions ends with it.
    #[allow(
        clippy::inline_always,
        reason = "called once per card on the hot path; measured by callgrind"
    )]
    #[inline(always)]
    fn update_legal_set(&mut self) {
        self.legal = CardSet::EMPTY;
        let Some(contract) = self.contract else {
            return;
        };
        if self.is_over() || self.needs_weis_decision() {
            return;
        }
        let Some(seat) = self.trick.to_play() else {
            return;
        };
        if self.trick.is_empty() {
            // A lead: every card of the hand (what `legal_cards` gives).
            self.legal = self.hands[seat];
        } else {
            // An unfinished trick (a seat is to play): the cards of a
            // partial trick.
            self.legal = legal_cards_in(
                self.hands[seat],
                self.trick.cards(),
                contract,
                self.card_rules,
            );
        }
    }

    /// Makes the seats holding the cards of `twice` hold them a second
    /// time (the double pack, RULES.md §5.2; each seat's second copies are
    /// part of its hand).
    pub(crate) fn set_twice(&mut self, twice: &BySeat<CardSet>) {
        self.twice = twice.0.iter().fold(CardSet::EMPTY, |all, &t| all | t);
        self.update_legal_set();
    }

    // ------------------------------------------------------------ queries

    pub(crate) const fn rules(&self) -> &Rules {
        &self.rules
    }

    pub(crate) const fn table(&self) -> &PointTable {
        &self.table
    }

    pub(crate) const fn hands(&self) -> &BySeat<CardSet> {
        &self.hands
    }

    /// The cards each seat holds a second time.
    pub(crate) fn twice(&self) -> BySeat<CardSet> {
        BySeat::from_fn(|s| self.twice & self.hands[s])
    }

    pub(crate) const fn contract(&self) -> Option<Contract> {
        self.contract
    }

    pub(crate) const fn declarer(&self) -> Option<Seat> {
        self.declarer
    }

    pub(crate) const fn trick(&self) -> &Trick {
        &self.trick
    }

    pub(crate) fn tricks(&self) -> &[Trick] {
        &self.tricks[..self.completed as usize]
    }

    pub(crate) const fn completed(&self) -> usize {
        self.completed as usize
    }

    pub(crate) const fn card_points(&self) -> ByTeam<u16> {
        self.points
    }

    pub(crate) const fn tricks_won(&self) -> ByTeam<u8> {
        self.won
    }

    pub(crate) const fn decisions(&self) -> &[BySeat<WeisDecision>; ROUNDS] {
        &self.decisions
    }

    pub(crate) const fn weis(&self) -> &[WeisOutcome; ROUNDS] {
        &self.weis
    }

    pub(crate) const fn stoeck_holder(&self) -> Option<Seat> {
        self.stoeck
    }

    pub(crate) const fn stoeck_recorded(&self) -> bool {
        self.stoeck_recorded
    }

    pub(crate) const fn multiplier(&self) -> u16 {
        self.multiplier
    }

    /// The contract of each trick (`Fixed` for every game but Coiffeur
    /// Schieber's Slalom and Guschti rows).
    pub(crate) const fn schedule(&self) -> ContractSchedule {
        self.schedule
    }

    pub(crate) const fn is_over(&self) -> bool {
        self.completed == self.total
    }

    /// The number of tricks of the hand.
    pub(crate) const fn total(&self) -> usize {
        self.total as usize
    }

    pub(crate) const fn players(&self) -> Players {
        self.trick.players()
    }

    /// The side `seat` plays for in this hand: teams alternate round the
    /// table, except that at five the Chnächt (seat 4) sides with the
    /// declarer (RULES.md §5.2; before a contract is named, with team 0).
    pub(crate) const fn team_of(&self, seat: Seat) -> Team {
        match (self.players(), seat, self.declarer) {
            (Players::Five, Seat::S4, Some(declarer)) => declarer.team(),
            _ => seat.team(),
        }
    }

    /// The weis round announced in trick `number` (0-based), if any.
    const fn round_at(number: usize) -> Option<usize> {
        if number.is_multiple_of(Self::PER_ROUND) && number / Self::PER_ROUND < ROUNDS {
            Some(number / Self::PER_ROUND)
        } else {
            None
        }
    }

    /// The weis round of the trick being played, if it is an announcing
    /// trick.
    const fn round(&self) -> Option<usize> {
        Self::round_at(self.completed as usize)
    }

    /// The seat to act, `declaring` naming the contract while none is named.
    pub(crate) fn seat_to_act(&self, declaring: Seat) -> Option<Seat> {
        if self.is_over() {
            None
        } else if self.contract.is_none() {
            Some(declaring)
        } else {
            self.trick.to_play()
        }
    }

    #[inline]
    pub(crate) fn expecting(&self) -> Expecting {
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

    /// The cards the seat to play may play; empty unless a card is
    /// expected.
    #[inline]
    pub(crate) const fn legal_cards(&self) -> CardSet {
        self.legal
    }

    /// The legal actions; while declaring, the enabled contracts and a
    /// shove if `can_shove`.
    pub(crate) fn legal_actions(&self, can_shove: bool) -> ActionList {
        let mut actions = ActionList::new();
        match self.expecting() {
            Expecting::Declaration => {
                for contract in Contract::ALL {
                    if self.rules.contracts[contract] {
                        actions.push(Action::Declare(contract));
                    }
                }
                if can_shove {
                    actions.push(Action::Shove);
                }
            }
            Expecting::Weis => {
                let (announce, pass) = self.weis_options();
                push_weis_actions(&mut actions, announce, pass);
            }
            Expecting::Card => actions.extend(self.legal_cards().iter().map(Action::Play)),
            Expecting::Prediction | Expecting::CounterClaim | Expecting::Nothing => {}
        }
        actions
    }

    /// The score so far, multiplier applied: card points (with the last
    /// trick and match once over), weis and recorded stöck. Exact under
    /// validated rules; the hand's own constructors take any rules, so the
    /// sums saturate rather than overflow.
    pub(crate) fn score(&self) -> ByTeam<u32> {
        let m = u32::from(self.multiplier());
        let mut score = ByTeam::from_fn(|t| u32::from(self.points[t]).saturating_mul(m));
        let mut add = |team: Team, points: u32| {
            score[team] = score[team].saturating_add(points.saturating_mul(m));
        };
        for weis in &self.weis {
            // At five the Chnächt's weis counts for the declaring side.
            if let Some((holder, _)) = weis.best {
                add(self.team_of(holder), u32::from(weis.points));
            }
        }
        if let (Some(holder), true) = (self.stoeck, self.stoeck_recorded) {
            add(self.team_of(holder), u32::from(STOECK_POINTS));
        }
        if let Some((team, extra)) = self.match_extra() {
            score[team] = add_signed(score[team], extra, m);
        }
        score
    }

    /// Once over, the side that took every trick and what its match adds
    /// to its card points before the multiplier (⚙ `match_bonus`, ⚙
    /// `counter_match_factor`). Under a fixed match total (Coiffeur
    /// Schieber, ⚙ `coiffeur_match`) the match scores that total whatever
    /// the tricks' points, so the correction is negative when the tricks
    /// are worth more.
    pub(crate) fn match_extra(&self) -> Option<(Team, i32)> {
        if !self.is_over() {
            return None;
        }
        let team = Team::ALL.into_iter().find(|&t| self.won[t] == self.total)?;
        let points = i64::from(self.points[team]);
        let extra = if let Some(total) = self.match_total {
            // ⚙ `counter_match_factor` is Schieber's and not read here.
            i64::from(total) - points
        } else {
            let against_declarer = self.declarer.is_some_and(|d| d.team() != team);
            let factor = if against_declarer {
                i64::from(self.rules.counter_match_factor)
            } else {
                1
            };
            // At most 100 × (9435 + 10000) under validated rules; a factor
            // of 0 in unvalidated rules gives no extra.
            ((points + i64::from(self.rules.match_bonus)) * factor - points).max(0)
        };
        Some((team, i32::try_from(extra).unwrap_or(i32::MAX)))
    }

    /// The actions from the declaration on (the contract, weis decisions
    /// and cards), in order.
    pub(crate) fn push_actions(&self, actions: &mut Vec<Action>) {
        if self.contract.is_some() {
            actions.push(Action::Declare(self.schedule.first()));
            self.push_play_actions(actions);
        }
    }

    /// The actions after the declaration (weis decisions and cards), in
    /// order.
    pub(crate) fn push_play_actions(&self, actions: &mut Vec<Action>) {
        for (number, trick) in self.all_tricks().enumerate() {
            let round = Self::round_at(number);
            for (i, &card) in trick.cards().iter().enumerate() {
                if let Some(round) = round {
                    actions.extend(self.decisions[round][trick.seat_of(i)].action());
                }
                actions.push(Action::Play(card));
            }
        }
        // A decision made by the player to act, who has not played yet.
        if let (Some(round), Some(seat)) = (self.round(), self.trick.to_play()) {
            actions.extend(self.decisions[round][seat].action());
        }
    }

    /// The actions that led to this state: `shoves` shoves, then the
    /// actions from the declaration on.
    pub(crate) fn actions(&self, shoves: u8) -> Vec<Action> {
        let mut actions = Vec::with_capacity(48);
        for _ in 0..shoves {
            actions.push(Action::Shove);
        }
        self.push_actions(&mut actions);
        actions
    }

    /// Plays `card` for the player to act without checking it, if a card
    /// is due: the fast path for callers that took it from
    /// [`Play::legal_cards`]. `false` and no change otherwise (a
    /// declaration or weis decision is pending, or the hand is over).
    #[inline]
    pub(crate) fn play_card_unchecked(&mut self, card: Card) -> bool {
        if self.expecting() != Expecting::Card {
            return false;
        }
        // The events are not wanted.
        self.play_card(card, &mut ());
        self.update_legal_set();
        true
    }

    /// Plays cards drawn uniformly from the legal set by `rng`
    /// ([`JassRng::pick`]), one after the other, until something else is
    /// due (a declaration, a weis decision, or nothing: the hand is over).
    /// The draws, their order and the state reached are those of
    /// [`Play::play_card_unchecked`] card by card (a test compares them);
    /// at a lean table (`Play::lean`) the loop skips what only a single card
    /// needs: the phase checks, the trick's checks and an event list per
    /// card. The simulations' random hands play through it.
    #[cfg(feature = "std")]
    pub(crate) fn play_random_cards(&mut self, rng: &mut JassRng) {
        if !self.lean {
            while let Some(card) = rng.pick(self.legal) {
                self.play_card_unchecked(card);
            }
            return;
        }
        // A card is due exactly when the legal set has one.
        while let (Some(card), Some(contract)) = (rng.pick(self.legal), self.contract) {
            self.play_lean(card, contract, &mut ());
        }
    }

    /// Plays `card` through [`Play::play_lean`] if it is legal and the
    /// table lean; `false` and no change otherwise (the card goes through
    /// the checks of [`Play::step`]). The legal set is not empty only
    /// while a card is due, and with one pack a card of the hand is never
    /// in the trick already.
    #[allow(
        clippy::inline_always,
        reason = "the first test of every card through the game API; measured by callgrind"
    )]
    #[inline(always)]
    pub(crate) fn try_play_lean(&mut self, card: Card, events: &mut impl EventSink) -> bool {
        if let Some(contract) = self.contract
            && self.legal.contains(card)
            && self.lean
        {
            self.play_lean(card, contract, events);
            return true;
        }
        false
    }

    /// Plays `card`, a legal card of the seat to play, where
    /// the table is lean (`Play::lean`), and recomputes the legal set: what
    /// [`Play::play_card`] and [`Play::update_legal_set`] do, without the
    /// checks a table of another size, the double pack or a weis decision
    /// need.
    #[allow(
        clippy::inline_always,
        reason = "once per card in the simulations' and the game API's loops; measured by callgrind"
    )]
    #[inline(always)]
    fn play_lean(&mut self, card: Card, contract: Contract, events: &mut impl EventSink) {
        let seat = self.trick.leader().advance(self.trick.len(), Players::Four);
        self.hands[seat] = self.hands[seat].without(card);
        self.trick.push_unchecked(card);
        self.record_stoeck(seat, card, contract, events);
        if self.trick.len() == Players::Four.count() {
            self.finish_trick(contract, events);
            self.update_legal_set();
        } else {
            let next = seat.advance(1, Players::Four);
            self.legal = legal_cards_in(
                self.hands[next],
                self.trick.cards(),
                contract,
                self.card_rules,
            );
        }
    }

    /// The completed tricks and the one being played.
    fn all_tricks(&self) -> impl Iterator<Item = &Trick> {
        self.tricks().iter().chain(core::iter::once(&self.trick))
    }

    /// The cards each seat played to tricks `numbers` (0-based; the trick
    /// being played is number [`Play::completed`]).
    pub(crate) fn played_in(&self, numbers: Range<usize>) -> BySeat<CardSet> {
        let mut played = BySeat([CardSet::EMPTY; Players::MAX]);
        for trick in self.all_tricks().take(numbers.end).skip(numbers.start) {
            for (i, &card) in trick.cards().iter().enumerate() {
                played[trick.seat_of(i)] = played[trick.seat_of(i)].with(card);
            }
        }
        played
    }

    /// The cards each seat was dealt (Jass für zwei: of the fans picked up):
    /// its hand and the cards it has played.
    pub(crate) fn dealt(&self) -> BySeat<CardSet> {
        let played = self.played_in(0..self.total());
        BySeat::from_fn(|s| self.hands[s] | played[s])
    }

    /// The number of actions [`Play::push_actions`] gives.
    pub(crate) fn action_count(&self) -> usize {
        let decisions = self
            .decisions
            .iter()
            .flat_map(|round| round.0)
            .filter(|d| *d != WeisDecision::None)
            .count();
        usize::from(self.contract.is_some())
            + decisions
            + self.completed as usize * self.players().count()
            + self.trick.len()
    }

    /// The second copies of the double pack (RULES.md §5.2) that `seat`
    /// may see: the cards it holds twice, and the cards played twice so
    /// far (both empty with one pack).
    pub(crate) fn second_copies(&self, seat: Seat) -> (CardSet, CardSet) {
        let mut played = CardSet::EMPTY;
        let mut twice = CardSet::EMPTY;
        if self.rules.copies() == 2 {
            for &card in self.all_tricks().flat_map(Trick::cards) {
                if !played.insert(card) {
                    twice = twice.with(card);
                }
            }
        }
        (self.twice & self.hands[seat], twice)
    }

    /// What `seat` may see of the play.
    pub(crate) fn view(&self, seat: Seat, dealer: Seat, forehand: Seat, shoved: bool) -> HandView {
        let mut known = BySeat([CardSet::EMPTY; Players::MAX]);
        let mut scored_weis = Vec::new();
        // A shown card is known until its holder plays it (with the double
        // pack, a copy not shown may still be in the hand: not known). The
        // cards played by each seat only once some meld has been shown.
        let mut played_by = None;
        for outcome in &self.weis {
            for (holder, declaration) in outcome.scored.iter() {
                if declaration.is_empty() {
                    continue;
                }
                let played =
                    played_by.get_or_insert_with(|| self.played_in(0..self.completed as usize + 1));
                known[holder] |= declaration.cards() - played[holder];
                scored_weis.extend(declaration.melds().iter().map(|m| (holder, m)));
            }
        }
        known[seat] = self.hands[seat];
        let round = (self.completed as usize / Self::PER_ROUND).min(ROUNDS - 1);
        let announcing = self.round() == Some(round);
        let announced = BySeat::from_fn(|s| match self.decisions[round][s] {
            WeisDecision::Announced(meld) if announcing || self.weis[round].best.is_some() => self
                .contract
                .map(|c| WeisOrder::new(c, &self.rules).value(meld)),
            _ => None,
        });
        let played = self
            .tricks()
            .iter()
            .fold(self.trick.card_set(), |acc, t| acc | t.card_set());
        HandView {
            dealer,
            forehand,
            shoved,
            hand: self.hands[seat],
            contract: self.contract,
            declarer: self.declarer,
            trick: self.trick,
            tricks: self.tricks().to_vec(),
            played,
            known,
            announced,
            scored_weis,
            stoeck: self.stoeck.filter(|_| self.stoeck_recorded),
            card_points: self.points,
            talon: None,
            coiffeur: None,
        }
    }

    // ------------------------------------------------------------ actions

    /// Names `contract` for `declarer`, `stoeck` holding the trump king and
    /// queen together (if stöck is played).
    ///
    /// # Errors
    ///
    /// [`ActionError::ContractDisabled`] if ⚙ `contracts` disables it.
    pub(crate) fn declare(
        &mut self,
        contract: Contract,
        declarer: Seat,
        stoeck: Option<Seat>,
    ) -> Result<(), ActionError> {
        if !self.rules.contracts[contract] {
            return Err(ActionError::ContractDisabled { contract });
        }
        let multiplier = self.rules.multiplier(contract);
        self.start(
            ContractSchedule::Fixed(contract),
            multiplier,
            None,
            declarer,
            stoeck,
        );
        Ok(())
    }

    /// Starts the play under `schedule` for `declarer`, everything scored
    /// counting `multiplier` times and a match `match_total` in all if
    /// fixed; `stoeck` holds the trump king and queen together (if stöck
    /// is played).
    pub(crate) fn start(
        &mut self,
        schedule: ContractSchedule,
        multiplier: u16,
        match_total: Option<u16>,
        declarer: Seat,
        stoeck: Option<Seat>,
    ) {
        let contract = schedule.first();
        self.contract = Some(contract);
        self.schedule = schedule;
        self.multiplier = multiplier;
        self.match_total = match_total;
        self.declarer = Some(declarer);
        self.table = PointTable::new(contract, &self.rules);
        self.stoeck = stoeck.filter(|_| self.rules.stoeck_played());
        self.update_legal_set();
    }

    /// Makes `seat` lead the first trick, before any card is played
    /// (Coiffeur Schieber: the chooser leads, RULES.md §9.4).
    /// Changes the contract from the next card on, for every later trick
    /// too (Mittlere: the first card off the suit led founds trump,
    /// RULES.md §9.3); the points of tricks already taken stay as counted.
    pub(crate) fn change_contract(&mut self, contract: Contract) {
        self.contract = Some(contract);
        self.schedule = ContractSchedule::Fixed(contract);
        self.table = PointTable::new(contract, &self.rules);
        self.update_legal_set();
    }

    pub(crate) fn lead_first(&mut self, seat: Seat) {
        if self.completed == 0 && self.trick.is_empty() {
            self.trick = Trick::led_by(seat, self.players());
            self.update_legal_set();
        }
    }

    /// Adds `cards` to the hands (Jass für zwei: the second fans).
    pub(crate) fn pick_up(&mut self, cards: &BySeat<CardSet>) {
        for &seat in self.players().seats() {
            self.hands[seat] |= cards[seat];
        }
        self.update_legal_set();
    }

    /// Applies a weis decision or a card; declaring is the owner's.
    pub(crate) fn step(&mut self, action: Action) -> Result<HandEvents, ActionError> {
        let mut events = HandEvents::new();
        self.step_into(action, &mut events)?;
        Ok(events)
    }

    /// [`Play::step`], writing the events to `events`.
    pub(crate) fn step_into(
        &mut self,
        action: Action,
        events: &mut impl EventSink,
    ) -> Result<(), ActionError> {
        if let Action::Play(card) = action
            && self.try_play_lean(card, events)
        {
            return Ok(());
        }
        let expecting = self.expecting();
        let wrong = || ActionError::WrongPhase { action, expecting };
        match (expecting, action) {
            (Expecting::Nothing, _) => Err(ActionError::GameOver),
            (Expecting::Weis, Action::Announce(meld)) => {
                let (seat, contract, round) = self.deciding().ok_or_else(wrong)?;
                validate_announcement(
                    meld,
                    self.hands[seat],
                    self.highest_announced(),
                    contract,
                    &self.rules,
                )?;
                self.decisions[round][seat] = WeisDecision::Announced(meld);
                self.update_legal_set();
                Ok(())
            }
            (Expecting::Weis, Action::Pass) => {
                let (seat, contract, round) = self.deciding().ok_or_else(wrong)?;
                validate_decline(
                    self.hands[seat],
                    self.highest_announced(),
                    contract,
                    &self.rules,
                )
                .map_err(|_| ActionError::CannotPass)?;
                self.decisions[round][seat] = WeisDecision::Passed;
                self.update_legal_set();
                Ok(())
            }
            (Expecting::Card, Action::Play(card)) => {
                let double = self.rules.copies() == 2;
                // The legal set decides; the checks that name the broken
                // rule run only for a card it refuses (they agree with it:
                // a card is accepted exactly when it is legal and, with one
                // pack, not already in the trick).
                let accepted =
                    self.legal.contains(card) && (double || !self.trick.cards().contains(&card));
                if !accepted {
                    let seat = self.trick.to_play().ok_or_else(wrong)?;
                    let contract = self.contract.ok_or_else(wrong)?;
                    let trick = self.trick.partial().ok_or_else(wrong)?;
                    let hand = self.hands[seat];
                    if double {
                        check_rules_of_play(card, hand, trick, contract, self.card_rules)?;
                    } else {
                        check_play(card, hand, &trick, contract, self.card_rules)?;
                    }
                }
                self.play_card(card, events);
                self.update_legal_set();
                Ok(())
            }
            _ => Err(wrong()),
        }
    }

    /// The seat deciding on weis, the contract and the round.
    fn deciding(&self) -> Option<(Seat, Contract, usize)> {
        Some((self.trick.to_play()?, self.contract?, self.round()?))
    }

    /// Plays `card` for the player to act without checking it, writing
    /// the events to `events` and leaving the legal set for the caller to
    /// recompute ([`Play::update_legal_set`]).
    ///
    /// Playing a card that is not legal leaves the hand in a state the rules
    /// do not reach (it does not panic).
    #[allow(
        clippy::inline_always,
        reason = "one layer less per card for both callers; measured by callgrind"
    )]
    #[inline(always)]
    fn play_card(&mut self, card: Card, events: &mut impl EventSink) {
        let (Some(seat), Some(contract)) = (self.trick.to_play(), self.contract) else {
            return;
        };
        let pushed = if self.rules.copies() == 2 {
            // The second copy goes first; the card stays in the hand.
            if self.twice.contains(card) {
                self.twice = self.twice.without(card);
            } else {
                self.hands[seat] = self.hands[seat].without(card);
            }
            self.trick.push_copy(card)
        } else {
            // The card is one of the seat's (a legal card, or the caller's
            // error under `play_card_unchecked`), so not yet in the trick.
            self.hands[seat] = self.hands[seat].without(card);
            self.trick.push_unchecked(card);
            Ok(())
        };
        if pushed.is_err() {
            return;
        }
        self.record_stoeck(seat, card, contract, events);
        if self.trick.is_complete() {
            self.finish_trick(contract, events);
        }
    }

    /// Records stöck when `seat`, its holder, has just played `card`, the
    /// second of its two cards (⚙ `stoeck_timing = on_second_card`).
    #[inline]
    fn record_stoeck(
        &mut self,
        seat: Seat,
        card: Card,
        contract: Contract,
        events: &mut impl EventSink,
    ) {
        if self.stoeck == Some(seat)
            && !self.stoeck_recorded
            && stoeck_cards(contract).contains(card)
            && stoeck_cards(contract).is_disjoint(self.hands[seat])
            && stoeck_recorded_at(&self.rules, StoeckMoment::SecondCardPlayed)
        {
            self.stoeck_recorded = true;
            events.push(HandEvent::Stoeck(seat));
        }
    }

    fn finish_trick(&mut self, contract: Contract, events: &mut impl EventSink) {
        let index = self.completed;
        let last = index + 1 == self.total;
        let winner = self.trick.winner(contract).unwrap_or(self.trick.leader());
        let points = self
            .table
            .trick(self.trick.cards(), TrickPlace::last_if(last));
        let team = self.team_of(winner);
        self.points[team] += points;
        self.won[team] += 1;
        self.tricks[index as usize] = self.trick;
        self.completed += 1;
        // RULES.md §5.2: the Chnächt never leads; when he wins a trick the
        // declarer leads the next one.
        let leader = match (self.players(), winner, self.declarer) {
            (Players::Five, Seat::S4, Some(declarer)) => declarer,
            _ => winner,
        };
        self.trick = Trick::led_by(leader, self.players());
        // Slalom and Guschti: the next trick may be of the other contract.
        if !last && !matches!(self.schedule, ContractSchedule::Fixed(_)) {
            let next = self.schedule.at(usize::from(self.completed));
            if next != contract {
                self.contract = Some(next);
                self.table = PointTable::new(next, &self.rules);
            }
        }
        // The trick goes first, the stöck of its last card after it.
        events.push_front(HandEvent::Trick {
            index,
            winner,
            points,
        });
        if let Some(round) = Self::round_at(usize::from(index)) {
            self.resolve_weis(round, contract, events);
        }
        if last && let Some((team, extra)) = self.match_extra() {
            events.push(HandEvent::Match { team, extra });
        }
    }

    /// Resolves the weis of the announcing trick just completed.
    fn resolve_weis(&mut self, round: usize, contract: Contract, events: &mut impl EventSink) {
        let number = self.completed as usize - 1;
        let leader = self.tricks[number].leader();
        // The hands as they were when the trick began.
        let played = self.played_in(number..number + 1);
        let held = BySeat::from_fn(|s| self.hands[s] | played[s]);
        let other = leader.advance(1, Players::Two);
        let first_trick = Trick::led_by(leader, self.players());
        let outcome = match (self.rules.weis_mode, self.players()) {
            (WeisMode::Automatic, Players::Two) => zweier_weis(
                (leader, held[leader]),
                (other, held[other]),
                contract,
                &self.rules,
            ),
            (WeisMode::Automatic, _) => table_weis(
                &held,
                &first_trick,
                |s| self.team_of(s),
                contract,
                &self.rules,
            ),
            (WeisMode::Announced, _) => {
                self.announced_outcome(round, &first_trick, &held, contract)
            }
        };
        self.weis[round] = outcome;
        let outcome_team = outcome.best.map(|(seat, _)| self.team_of(seat));
        events.push(HandEvent::Weis {
            round: round as u8,
            team: outcome_team,
            points: outcome.points,
        });
        if let (Some(holder), Some(team)) = (self.stoeck, outcome_team)
            && self.team_of(holder) == team
            && !self.stoeck_recorded
            && shows_stoeck(outcome.scored[holder].cards(), contract)
            && stoeck_recorded_at(&self.rules, StoeckMoment::ShownInWeis)
        {
            self.stoeck_recorded = true;
            events.push(HandEvent::Stoeck(holder));
        }
    }

    /// The weis of the announcement flow: the single best announced meld
    /// decides (a tie going to the earlier player in the trick); its side
    /// (Schieber: both partners) declares every meld, the winning
    /// announcer's including the announced one.
    fn announced_outcome(
        &self,
        round: usize,
        first_trick: &Trick,
        held: &BySeat<CardSet>,
        contract: Contract,
    ) -> WeisOutcome {
        let leader = first_trick.leader();
        let announced = BySeat::from_fn(|s| match self.decisions[round][s] {
            WeisDecision::Announced(meld) => Some(meld),
            _ => None,
        });
        let best_seat = if self.players() == Players::Two {
            let other = leader.advance(1, Players::Two);
            resolve_zweier(
                (leader, announced[leader]),
                (other, announced[other]),
                contract,
                &self.rules,
            )
        } else {
            resolve_at_table(announced, first_trick, contract, &self.rules)
        };
        let Some(best_seat) = best_seat else {
            return WeisOutcome::default();
        };
        // Two players: the announcer alone; else every seat of their side.
        let team = self.team_of(best_seat);
        let side = self.players().seats().iter().copied().filter(|&s| {
            s == best_seat || (self.players() != Players::Two && self.team_of(s) == team)
        });
        let order = WeisOrder::new(contract, &self.rules);
        let mut scored = BySeat::<Declaration>::default();
        let mut points = 0;
        for seat in side {
            let best = Declaration::best_with(held[seat], &order);
            // Only the winning meld is fixed: a partner's losing
            // announcement does not hold back its other melds.
            scored[seat] = match announced[seat].filter(|_| seat == best_seat) {
                Some(meld) if !best.contains(meld) => {
                    declaration_including(meld, held[seat], contract, &self.rules)
                }
                _ => best,
            };
            points += scored[seat].total(&self.rules);
        }
        WeisOutcome {
            best: announced[best_seat].map(|m| (best_seat, m)),
            scored,
            points,
        }
    }

    #[inline]
    fn needs_weis_decision(&self) -> bool {
        // Automatic weis (the default) needs no decision: one byte decides.
        if self.rules.weis_mode != WeisMode::Announced {
            return false;
        }
        self.needs_announced_weis_decision()
    }

    /// [`Play::needs_weis_decision`] under ⚙ `weis_mode = announced`.
    #[inline(never)]
    fn needs_announced_weis_decision(&self) -> bool {
        let Some(round) = self.round() else {
            return false;
        };
        if !self.rules.weis_played() {
            return false;
        }
        let Some(seat) = self.trick.to_play() else {
            return false;
        };
        self.decisions[round][seat] == WeisDecision::None && !self.weis_options().0.is_empty()
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

    /// The best meld announced so far in the announcing trick.
    fn highest_announced(&self) -> Option<Meld> {
        let contract = self.contract?;
        let round = self.round()?;
        let order = WeisOrder::new(contract, &self.rules);
        (0..self.trick.len())
            .filter_map(|i| match self.decisions[round][self.trick.seat_of(i)] {
                WeisDecision::Announced(meld) => Some(meld),
                _ => None,
            })
            .max_by(|&a, &b| order.compare(a, b))
    }
}

/// The [`Hand`](crate::Hand) methods that a hand holding its [`Play`] in
/// field `play`, and its `dealer` and `forehand` in fields of those names,
/// answers from them alike (Schieber, Jass für zwei, Coiffeur Schieber).
macro_rules! hand_from_play {
    () => {
        fn rules(&self) -> &Rules {
            self.play.rules()
        }

        fn dealer(&self) -> Seat {
            self.dealer
        }

        fn forehand(&self) -> Seat {
            self.forehand
        }

        fn declarer(&self) -> Option<Seat> {
            self.play.declarer()
        }

        fn trick(&self) -> &Trick {
            self.play.trick()
        }

        fn tricks(&self) -> &[Trick] {
            self.play.tricks()
        }

        fn tricks_won(&self) -> ByTeam<u8> {
            self.play.tricks_won()
        }

        fn stoeck_holder(&self) -> Option<Seat> {
            self.play.stoeck_holder()
        }

        fn stoeck_recorded(&self) -> bool {
            self.play.stoeck_recorded()
        }

        fn point_table(&self) -> &PointTable {
            self.play.table()
        }

        fn is_over(&self) -> bool {
            self.play.is_over()
        }

        fn expecting(&self) -> Expecting {
            self.play.expecting()
        }

        fn card_points(&self) -> ByTeam<u16> {
            self.play.card_points()
        }

        fn multiplier(&self) -> u16 {
            self.play.multiplier()
        }

        #[inline]
        fn legal_cards(&self) -> CardSet {
            self.play.legal_cards()
        }
    };
}
pub(crate) use hand_from_play;

/// Adds the actions of a player deciding on weis: announcing each of
/// `melds`, and passing if `pass`.
pub(crate) fn push_weis_actions(
    actions: &mut ActionList,
    melds: impl IntoIterator<Item = Meld>,
    pass: bool,
) {
    actions.extend(melds.into_iter().map(Action::Announce));
    if pass {
        actions.push(Action::Pass);
    }
}

/// The announcer's declaration when their best one does not contain the
/// announced meld (small weis, RULES.md §4.1: the holder chooses the
/// partition; the winner scores every meld the partition leaves, RULES.md
/// §4.3 and the appendix): of the declarations that contain the announced
/// meld, the one with the most points, so that no meld that may stand
/// beside it is held back (a piece of a run announced, the rest of the run
/// still scores); of equal points, the one whose best meld is strongest
/// (§4.2).
fn declaration_including(
    meld: Meld,
    hand: CardSet,
    contract: Contract,
    rules: &Rules,
) -> Declaration {
    let others: SmallVec<[Meld; 64]> = declarable_melds(hand, contract, rules)
        .iter()
        .filter(|&other| other != meld)
        .collect();
    let mut melds: SmallVec<[Meld; 8]> = SmallVec::new();
    melds.push(meld);
    let mut best = Declaration::try_new([meld], hand, contract, rules).unwrap_or_default();
    if !best.is_empty() {
        let order = WeisOrder::new(contract, rules);
        add_melds_beside(&others, &mut melds, &mut best, hand, &order, rules);
    }
    best
}

/// Tries each set of `others` beside `melds` (in small weis a set of melds
/// that may stand together stays so without any of them, so each valid set
/// is reached by adding one meld at a time), keeping in `best` the valid
/// declaration with the most points, then the strongest best meld.
fn add_melds_beside(
    others: &[Meld],
    melds: &mut SmallVec<[Meld; 8]>,
    best: &mut Declaration,
    hand: CardSet,
    order: &WeisOrder,
    rules: &Rules,
) {
    for (i, &other) in others.iter().enumerate() {
        melds.push(other);
        if let Ok(declaration) =
            Declaration::try_new(melds.iter().copied(), hand, order.contract(), rules)
        {
            let (new, old) = (declaration.total(rules), best.total(rules));
            let stronger = || match (
                order.strongest(declaration.melds()),
                order.strongest(best.melds()),
            ) {
                (Some(new), Some(old)) => order.compare(new, old) == core::cmp::Ordering::Greater,
                _ => false,
            };
            if new > old || (new == old && stronger()) {
                *best = declaration;
            }
            add_melds_beside(&others[i + 1..], melds, best, hand, order, rules);
        }
        melds.pop();
    }
}

/// `score` plus `extra` times `m`, the extra possibly negative (a match
/// correction); saturating at 0 and `u32::MAX`.
pub(crate) fn add_signed(score: u32, extra: i32, m: u32) -> u32 {
    let sum = i64::from(score) + i64::from(extra) * i64::from(m);
    u32::try_from(sum.max(0)).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use crate::card::{Card, Rank, Suit};
    use crate::card_set::CardSet;
    use crate::contract::Contract;
    use crate::game::action::Action;
    use crate::game::coiffeur::CoiffeurHand;
    use crate::game::hand::Hand;
    use crate::rules::{Rules, SequenceVsFour, WeisMode, WeisTable};
    use crate::seat::{BySeat, Seat, Team};
    use crate::weis::Meld;

    fn cards(text: &str) -> CardSet {
        text.parse().unwrap()
    }

    /// A Coiffeur hand dealt `deal` (seat 3 deals, seat 0 leads) under
    /// `rules` with `weis_mode = announced`: seat 0 chooses `row` for
    /// `contract` and announces `announced`, then the first trick is
    /// played with `trick`, every other seat passing its weis.
    fn first_trick_announced(
        rules: Rules,
        deal: [&str; 4],
        (row, contract): (u8, Contract),
        announced: Meld,
        trick: [&str; 4],
    ) -> CoiffeurHand {
        let deal = BySeat::four(deal.map(cards));
        let mut hand = CoiffeurHand::new(rules, deal, Seat::S3, Seat::S0).unwrap();
        hand.apply(Action::ChooseRow { row, contract }).unwrap();
        hand.apply(Action::Announce(announced)).unwrap();
        for card in trick {
            if hand.legal_actions().contains(&Action::Pass) {
                hand.apply(Action::Pass).unwrap();
            }
            hand.apply(Action::Play(card.parse::<Card>().unwrap()))
                .unwrap();
        }
        hand
    }

    /// RULES.md §4.3 and the appendix "Weis (§4)": the single best
    /// announced meld decides and its side then scores every meld; only
    /// the winning announcer's declaration must contain what it announced.
    /// Here (small weis, announced) seat 0 announces three of its four
    /// clubs in a row and loses to its partner's three diamonds: seat 0
    /// still scores its whole run of four (50), not the piece it announced.
    #[test]
    fn a_partner_s_losing_announcement_does_not_hold_back_its_melds() {
        let rules = Rules::coiffeur_8()
            .with_weis_enabled(true)
            .with_weis_table(WeisTable::Small)
            .with_weis_mode(WeisMode::Announced);
        let deal = BySeat::four([
            cards("D6 D9 HJ HK SQ C6 C7 C8 C9"),
            cards("D8 D10 H9 S9 SJ SK CJ CK CA"),
            cards("D7 DQ DK DA H6 H7 H10 HA S6"),
            cards("DJ H8 HQ S7 S8 S10 SA C10 CQ"),
        ]);
        let mut hand = CoiffeurHand::new(rules, deal, Seat::S3, Seat::S0).unwrap();
        let play = |hand: &mut CoiffeurHand, card: &str| {
            hand.apply(Action::Play(card.parse::<Card>().unwrap()))
                .unwrap();
        };
        hand.apply(Action::ChooseRow {
            row: 4,
            contract: Contract::Obenabe,
        })
        .unwrap();
        hand.apply(Action::Announce(Meld::sequence(Suit::Clubs, 3, Rank::Nine)))
            .unwrap();
        play(&mut hand, "C6");
        play(&mut hand, "CA");
        hand.apply(Action::Announce(Meld::sequence(
            Suit::Diamonds,
            3,
            Rank::Ace,
        )))
        .unwrap();
        play(&mut hand, "HA");
        play(&mut hand, "CQ");
        let weis = hand.weis();
        assert_eq!(weis.team(), Some(Team::T0));
        assert_eq!(
            weis.best,
            Some((Seat::S2, Meld::sequence(Suit::Diamonds, 3, Rank::Ace)))
        );
        assert!(
            weis.scored[Seat::S0].contains(Meld::sequence(Suit::Clubs, 4, Rank::Nine)),
            "{weis:?}"
        );
        assert_eq!(weis.points, 20 + 50);
    }

    /// The winning announcer's declaration contains the announced meld and
    /// every meld that may stand beside it (RULES.md §4.3 and the appendix
    /// "Weis (§4)"). Seat 0 holds all nine diamonds (trump, small weis, the
    /// trump king and queen allowed in two melds) and wins with the queen,
    /// king and ace announced: the six to the jack still score as a
    /// sequence of six (100), though the trump king and queen may count
    /// twice.
    #[test]
    fn the_rest_of_a_run_scores_beside_the_announced_piece() {
        let rules = Rules::coiffeur_8()
            .with_weis_enabled(true)
            .with_weis_table(WeisTable::Small)
            .with_trump_kq_in_two_melds(true)
            .with_weis_mode(WeisMode::Announced);
        let piece = Meld::sequence(Suit::Diamonds, 3, Rank::Ace);
        let hand = first_trick_announced(
            rules,
            [
                "D6 D7 D8 D9 D10 DJ DQ DK DA",
                "H6 H8 H9 H10 HA S6 S8 SK CA",
                "HQ HK S9 SJ SQ SA C6 CQ CK",
                "H7 HJ S7 S10 C7 C8 C9 C10 CJ",
            ],
            (2, Contract::Trump(Suit::Diamonds)),
            piece,
            ["DJ", "H9", "HQ", "HJ"],
        );
        let weis = hand.weis();
        assert_eq!(weis.best, Some((Seat::S0, piece)));
        assert!(weis.scored[Seat::S0].contains(piece), "{weis:?}");
        assert!(
            weis.scored[Seat::S0].contains(Meld::sequence(Suit::Diamonds, 6, Rank::Jack)),
            "{weis:?}"
        );
        assert_eq!(weis.points, 20 + 100);
    }

    /// When the announced meld is in the winner's automatic declaration,
    /// the winner declares that one (RULES.md §4.3 and the appendix "Weis
    /// (§4)"). Small weis with the trump king and queen allowed in two
    /// melds (§4.1) and a four beating any sequence at 100 (⚙
    /// `sequence_vs_four = list_order`, §4.2): seat 0 announces four kings
    /// and holds the clubs (trump) from the eight to the king, so the king
    /// counts in the four and in the whole run of six. Its declaration is
    /// the four and the run of six, not the four and the five below the
    /// king, which score as many points with the same best meld.
    #[test]
    fn an_announced_meld_of_the_automatic_declaration_keeps_the_whole_run() {
        let rules = Rules::coiffeur_8()
            .with_weis_enabled(true)
            .with_weis_table(WeisTable::Small)
            .with_trump_kq_in_two_melds(true)
            .with_sequence_vs_four(SequenceVsFour::ListOrder)
            .with_weis_mode(WeisMode::Announced);
        let four_kings = Meld::Four(Rank::King);
        let hand = first_trick_announced(
            rules,
            [
                "DK HK SK C8 C9 C10 CJ CQ CK",
                "D6 D8 D10 DQ H6 H8 H10 HQ S6",
                "D7 D9 DJ DA H7 H9 HJ HA S7",
                "S8 S9 S10 SJ SQ SA C6 C7 CA",
            ],
            (1, Contract::Trump(Suit::Clubs)),
            four_kings,
            ["C8", "D6", "D7", "C6"],
        );
        let weis = hand.weis();
        assert_eq!(weis.best, Some((Seat::S0, four_kings)));
        let run_of_six = Meld::sequence(Suit::Clubs, 6, Rank::King);
        assert_eq!(
            weis.scored[Seat::S0]
                .melds()
                .iter()
                .collect::<alloc::vec::Vec<_>>(),
            [four_kings, run_of_six],
            "{weis:?}"
        );
        assert_eq!(weis.points, 100 + 100);
    }
}
