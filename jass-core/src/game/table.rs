//! A game of hands played to a target, shared by Schieber, Schmaus and
//! Jass für zwei: dealing from a seeded generator, the scoreboard, claims and
//! Stöck-Weis-Stich (RULES.md §5.1), the history of finished hands,
//! records, replay and observations.

use alloc::sync::Arc;
use alloc::vec::Vec;
use core::fmt::Debug;

use crate::card::Card;
use crate::card_set::CardSet;
use crate::error::ParseCardError;
use crate::game::Game;
use crate::game::action::{Action, ActionError, ActionList, Expecting};
use crate::game::deal::DealError;
use crate::game::end::{ClaimLog, SwsSteps, WindowClaim, claim_window, played_to_second_trick};
use crate::game::observation::{GameKind, Observation};
use crate::game::play::{HandEvent, HandEvents, HandView};
use crate::game::record::{GameRecord, NewGameError, ReplayError};
use crate::game::scoreboard::{
    GameResult, HandEntries, Milestones, ScoreEntry, ScoreKind, Scoreboard,
};
use crate::game::slate::Slate;
use crate::random::JassRng;
use crate::rules::{EndMode, Rules};
use crate::seat::{ByTeam, Seat};
use crate::trick::Trick;
use crate::weis::STOECK_POINTS;

/// One hand of a game played at a [`Table`].
pub(crate) trait TableHand: Copy + Eq + Debug {
    /// The game.
    const KIND: GameKind;
    /// The hand dealt from `deck` (36 cards in dealing order) by `dealer`;
    /// `first_hand` for the first hand of the game.
    fn from_deck(
        rules: &Rules,
        deck: &[Card; 36],
        dealer: Seat,
        first_hand: bool,
    ) -> Result<Self, DealError>;
    /// The dealer of the next hand; `first_hand` if this is the first.
    fn next_dealer(&self, rules: &Rules, first_hand: bool) -> Seat;
    /// The rules the hand is played under (the game's rules).
    fn rules(&self) -> &Rules;
    /// The seat holding the trump king and queen together now (whether or
    /// not stöck has been recorded).
    fn held_stoeck(&self) -> Option<Seat>;
    /// The seat whose stöck joins the Stöck-Weis-Stich count at the end of
    /// the first trick: stöck held before that trick ends (Schmaus: not a
    /// pair completed by the draw after it, which is credited by its own
    /// [`HandEvent::StoeckHeld`]).
    fn sws_stoeck(&self) -> Option<Seat> {
        self.held_stoeck()
    }
    fn step(&mut self, action: Action) -> Result<HandEvents, ActionError>;
    fn to_act(&self) -> Option<Seat>;
    fn expecting(&self) -> Expecting;
    fn legal_actions(&self) -> ActionList;
    fn legal_cards(&self) -> CardSet;
    fn is_over(&self) -> bool;
    fn multiplier(&self) -> u16;
    fn trick(&self) -> &Trick;
    fn tricks(&self) -> &[Trick];
    fn actions(&self) -> Vec<Action>;
    fn action_count(&self) -> usize;
    fn view(&self, seat: Seat) -> HandView;
}

/// `impl TableHand for $hand`, the game `$kind`, forwarding to the hand's
/// inherent methods of the same names and to `next_dealer_after`,
/// `stoeck_in_hand`, `count_actions` and `view_for`; `$deal(rules, deck,
/// dealer, first_hand)` deals a hand from a deck. `$extra` items override
/// provided methods ([`TableHand::sws_stoeck`]).
macro_rules! table_hand {
    ($hand:ty, $kind:expr, $deal:expr $(, $extra:item)*) => {
        impl $crate::game::table::TableHand for $hand {
            const KIND: $crate::game::GameKind = $kind;

            fn from_deck(
                rules: &$crate::rules::Rules,
                deck: &[$crate::card::Card; 36],
                dealer: $crate::seat::Seat,
                first_hand: bool,
            ) -> Result<Self, $crate::game::DealError> {
                $deal(rules, deck, dealer, first_hand)
            }

            fn next_dealer(
                &self,
                rules: &$crate::rules::Rules,
                first_hand: bool,
            ) -> $crate::seat::Seat {
                self.next_dealer_after(rules, first_hand)
            }

            fn held_stoeck(&self) -> Option<$crate::seat::Seat> {
                self.stoeck_in_hand()
            }

            fn rules(&self) -> &$crate::rules::Rules {
                <$hand>::rules(self)
            }

            fn step(
                &mut self,
                action: $crate::game::Action,
            ) -> Result<$crate::game::play::HandEvents, $crate::game::ActionError> {
                <$hand>::step(self, action)
            }

            fn to_act(&self) -> Option<$crate::seat::Seat> {
                <$hand>::to_act(self)
            }

            fn expecting(&self) -> $crate::game::Expecting {
                <$hand>::expecting(self)
            }

            fn legal_actions(&self) -> $crate::game::ActionList {
                <$hand>::legal_actions(self)
            }

            fn legal_cards(&self) -> $crate::card_set::CardSet {
                <$hand>::legal_cards(self)
            }

            fn is_over(&self) -> bool {
                <$hand>::is_over(self)
            }

            fn multiplier(&self) -> u16 {
                <$hand>::multiplier(self)
            }

            fn trick(&self) -> &$crate::trick::Trick {
                <$hand>::trick(self)
            }

            fn tricks(&self) -> &[$crate::trick::Trick] {
                <$hand>::tricks(self)
            }

            fn actions(&self) -> alloc::vec::Vec<$crate::game::Action> {
                <$hand>::actions(self)
            }

            fn action_count(&self) -> usize {
                self.count_actions()
            }

            fn view(&self, seat: $crate::seat::Seat) -> $crate::game::play::HandView {
                self.view_for(seat)
            }

            $($extra)*
        }
    };
}

/// What happened in a completed hand, for scoreboards and demos.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandSummary<H = crate::game::schieber::SchieberHand> {
    /// The hand as it stood when it ended (complete, or cut short by a
    /// claim).
    pub hand: H,
    /// What each side scored in it, multiplier applied.
    pub score: ByTeam<u32>,
}

/// What never changes during a game and the history of finished hands,
/// shared between clones (so that copying a game copies neither).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Past<H> {
    seed: u64,
    first_dealer: Seat,
    first_deck: Option<[Card; 36]>,
    actions: Vec<Action>,
    entries: Vec<ScoreEntry>,
    hands: Vec<HandSummary<H>>,
}

/// Hands dealt in turn until a side reaches ⚙ `target`, with claims,
/// Stöck-Weis-Stich and schneider (RULES.md §5.1). Cloning is cheap: the
/// current hand is plain data and the history of finished hands is shared.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Table<H> {
    hand: H,
    board: Scoreboard,
    entries: HandEntries,
    hand_start: ByTeam<u32>,
    sws: SwsSteps,
    stoeck_credited: bool,
    claims: ClaimLog,
    rng: JassRng,
    past: Arc<Past<H>>,
}

impl<H: TableHand> Table<H> {
    /// A game whose first hand is dealt from `deck`, or from `seed` like
    /// every later hand.
    pub(crate) fn build(
        rules: Rules,
        seed: u64,
        dealer: Seat,
        deck: Option<[Card; 36]>,
    ) -> Result<Table<H>, NewGameError> {
        rules.validate().map_err(NewGameError::Rules)?;
        if let Some(deck) = &deck
            && let Err(ParseCardError::DuplicateCard { card }) = CardSet::try_from_cards(*deck)
        {
            return Err(NewGameError::Deal(DealError::DuplicateCard { card }));
        }
        let mut rng = JassRng::seed_from_u64(seed);
        let first = deck.unwrap_or_else(|| rng.shuffled_deck());
        let hand = H::from_deck(&rules, &first, dealer, true).map_err(NewGameError::Deal)?;
        Ok(Table {
            hand,
            board: Scoreboard::new(&rules),
            entries: HandEntries::new(),
            hand_start: ByTeam([0; 2]),
            sws: SwsSteps::default(),
            stoeck_credited: false,
            claims: ClaimLog::default(),
            rng,
            past: Arc::new(Past {
                seed,
                first_dealer: dealer,
                first_deck: deck,
                actions: Vec::new(),
                entries: Vec::new(),
                hands: Vec::new(),
            }),
        })
    }

    /// Replays a record to the state it describes.
    pub(crate) fn replay(record: &GameRecord) -> Result<Table<H>, ReplayError> {
        if record.game != H::KIND {
            return Err(ReplayError::WrongGame { game: record.game });
        }
        let deck = match &record.deal {
            Some(deck) => Some(<[Card; 36]>::try_from(deck.as_slice()).map_err(|_| {
                ReplayError::New(NewGameError::Deal(DealError::WrongDeckSize {
                    len: deck.len(),
                    expected: 36,
                }))
            })?),
            None => None,
        };
        let mut game = Table::build(record.rules, record.seed, record.first_dealer, deck)
            .map_err(ReplayError::New)?;
        for (index, &action) in record.actions.iter().enumerate() {
            game.apply(action).map_err(|error| ReplayError::Action {
                index,
                action,
                error,
            })?;
        }
        Ok(game)
    }

    // ------------------------------------------------------------ queries

    pub(crate) fn rules(&self) -> &Rules {
        self.hand.rules()
    }

    pub(crate) const fn hand(&self) -> &H {
        &self.hand
    }

    pub(crate) const fn hand_number(&self) -> u16 {
        self.board.hand()
    }

    pub(crate) fn past_hands(&self) -> &[HandSummary<H>] {
        &self.past.hands
    }

    pub(crate) const fn milestones(&self) -> Milestones {
        self.board.milestones()
    }

    pub(crate) fn score_entries(&self) -> Vec<ScoreEntry> {
        let mut entries = self.past.entries.clone();
        entries.extend(self.entries.iter().copied());
        entries
    }

    pub(crate) fn claim_would_win(&self, seat: Seat) -> bool {
        let team = seat.team();
        let mut score = self.board.scores()[team];
        if !self.stoeck_credited
            && let Some(holder) = self.hand.held_stoeck()
            && holder.team() == team
        {
            score = score.saturating_add(self.stoeck_value());
        }
        score >= self.hand.rules().target
    }

    fn players() -> usize {
        H::KIND.players()
    }

    fn stoeck_value(&self) -> u32 {
        u32::from(STOECK_POINTS) * u32::from(self.hand.multiplier())
    }

    /// Held stöck not yet credited, for a claim that ends play.
    fn unwritten_stoeck(&self) -> ByTeam<u32> {
        let mut unwritten = ByTeam([0; 2]);
        if !self.stoeck_credited
            && let Some(holder) = self.hand.held_stoeck()
        {
            unwritten[holder.team()] = self.stoeck_value();
        }
        unwritten
    }

    // ------------------------------------------------------------ actions

    fn claim(&mut self, seat: Seat) -> Result<(), ActionError> {
        if self.hand.rules().end_mode != EndMode::Claims {
            return Err(ActionError::ClaimsOff);
        }
        if self.claims.sws_claimant.is_some() || seat.index() >= Self::players() {
            return Err(ActionError::CannotClaim { seat });
        }
        let position = self.hand_action_count();
        if let Some(first) = self.claims.awaiting_counter {
            if seat.team() == first.team() {
                return Err(ActionError::CannotClaim { seat });
            }
            self.claims.record(position, Action::Claim(seat));
            self.claims.awaiting_counter = None;
            self.claims.sws_claimant = Some(first);
            return Ok(());
        }
        self.claims.record(position, Action::Claim(seat));
        // In a two-player game the side is the claimant alone.
        let side = [seat, seat.partner()];
        let side = &side[..Self::players() / 2];
        let tricks_done = self.hand.tricks().len();
        let played = |s: Seat| played_to_second_trick(tricks_done, *self.hand.trick(), s);
        match claim_window(self.hand.rules().sws_window, tricks_done, side, played) {
            WindowClaim::Sws if tricks_done > 0 => {
                let steps = self.sws;
                self.board.decide_sws(self.hand_start, &steps, seat);
                self.finish_game_hand();
            }
            WindowClaim::Sws => self.claims.sws_claimant = Some(seat),
            WindowClaim::AwaitCounter => self.claims.awaiting_counter = Some(seat),
            WindowClaim::Outside => {
                let unwritten = self.unwritten_stoeck();
                self.board.judge_claim(
                    &mut self.entries,
                    seat,
                    unwritten,
                    self.hand.rules().claim_counts,
                );
                self.finish_game_hand();
            }
        }
        Ok(())
    }

    /// A lone claim in the first trick stands unanswered (⚙ `sws_window =
    /// first_trick_both_claim`): it is judged like any other.
    fn decline_counter_claim(&mut self, claimant: Seat) {
        let position = self.hand_action_count();
        self.claims.record(position, Action::Pass);
        self.claims.awaiting_counter = None;
        let unwritten = self.unwritten_stoeck();
        self.board.judge_claim(
            &mut self.entries,
            claimant,
            unwritten,
            self.hand.rules().claim_counts,
        );
        self.finish_game_hand();
    }

    fn hand_action_count(&self) -> u16 {
        (self.hand.action_count() + self.claims.len()) as u16
    }

    fn process(&mut self, events: &[HandEvent]) {
        let m = u32::from(self.hand.multiplier());
        // RULES.md §5.1: the match bonus comes with the last trick, as one
        // gain (a target reached by that trick must not leave it out).
        let match_extra = events.iter().find_map(|e| match *e {
            HandEvent::Match { team, extra } => Some((team, extra.saturating_mul(m))),
            _ => None,
        });
        for &event in events {
            match event {
                HandEvent::Trick {
                    index: 0,
                    winner,
                    points,
                } => {
                    let weis = events.iter().find_map(|e| match *e {
                        HandEvent::Weis {
                            round: 0,
                            team,
                            points,
                        } => team.map(|t| (t, u32::from(points).saturating_mul(m))),
                        _ => None,
                    });
                    let stoeck = self
                        .hand
                        .sws_stoeck()
                        .map(|holder| (holder.team(), self.stoeck_value()));
                    self.sws = SwsSteps::new(
                        self.hand.rules().sws_order,
                        stoeck,
                        weis,
                        Some((winner.team(), u32::from(points).saturating_mul(m))),
                    );
                    self.stoeck_credited = stoeck.is_some();
                    let claimant = self.claims.sws_claimant;
                    let judge =
                        self.hand.rules().end_mode == EndMode::Automatic || claimant.is_some();
                    self.board
                        .count_sws(&mut self.entries, &self.sws, judge, claimant);
                }
                HandEvent::Trick { winner, points, .. } => {
                    let extra = match_extra
                        .filter(|&(team, _)| team == winner.team())
                        .map_or(0, |(_, extra)| extra);
                    self.board.gain_pending(
                        winner.team(),
                        u32::from(points).saturating_mul(m).saturating_add(extra),
                    );
                }
                // The first trick's weis is part of the Stöck-Weis-Stich
                // count; a later one is written where it stands among the
                // events (Jass für zwei: after the 10th trick's points;
                // Schmaus: before its trick's points). The match bonus is
                // gained with the last trick above.
                HandEvent::Weis { round: 0, .. } | HandEvent::Match { .. } => {}
                HandEvent::Weis { team, points, .. } => {
                    if let Some(team) = team {
                        self.board.write(
                            &mut self.entries,
                            team,
                            ScoreKind::Weis,
                            u32::from(points).saturating_mul(m),
                        );
                    }
                }
                HandEvent::StoeckHeld(seat) => {
                    if !self.stoeck_credited {
                        self.stoeck_credited = true;
                        self.board.gain_pending(seat.team(), self.stoeck_value());
                    }
                }
                HandEvent::Stoeck(seat) => {
                    let value = self.stoeck_value();
                    if self.stoeck_credited {
                        self.board
                            .settle(&mut self.entries, seat.team(), ScoreKind::Stoeck, value);
                    } else {
                        self.stoeck_credited = true;
                        self.board
                            .write(&mut self.entries, seat.team(), ScoreKind::Stoeck, value);
                    }
                }
            }
        }
        if self.board.is_over() || self.hand.is_over() {
            self.finish_game_hand();
        }
    }

    /// Files the current hand away; deals the next one unless the game is
    /// over.
    fn finish_game_hand(&mut self) {
        self.board.end_hand(&mut self.entries);
        let after = self.board.written();
        let score = ByTeam::from_fn(|t| after[t] - self.hand_start[t]);
        let actions = self.hand_actions();
        let past = Arc::make_mut(&mut self.past);
        past.actions.extend(actions);
        past.entries.extend(self.entries.iter().copied());
        self.entries.clear();
        past.hands.push(HandSummary {
            hand: self.hand,
            score,
        });
        if self.board.is_over() {
            return;
        }
        let dealer = self
            .hand
            .next_dealer(self.hand.rules(), past.hands.len() == 1);
        let deck = self.rng.shuffled_deck();
        self.hand = H::from_deck(self.hand.rules(), &deck, dealer, false).unwrap_or(self.hand);
        self.hand_start = self.board.written();
        self.sws = SwsSteps::default();
        self.stoeck_credited = false;
        self.claims = ClaimLog::default();
    }

    /// The current hand's actions with the claims of this hand in place.
    fn hand_actions(&self) -> Vec<Action> {
        self.claims.merge(self.hand.actions())
    }
}

impl<H: TableHand> Game for Table<H> {
    fn kind(&self) -> GameKind {
        H::KIND
    }

    fn to_act(&self) -> Option<Seat> {
        if self.board.is_over() {
            None
        } else if let Some(claimant) = self.claims.awaiting_counter {
            Some(claimant.advance(1, Self::players()))
        } else {
            self.hand.to_act()
        }
    }

    fn expecting(&self) -> Expecting {
        if self.board.is_over() {
            Expecting::Nothing
        } else if self.claims.awaiting_counter.is_some() {
            Expecting::CounterClaim
        } else {
            self.hand.expecting()
        }
    }

    fn legal_actions(&self) -> ActionList {
        let mut actions = match self.expecting() {
            Expecting::Nothing => return ActionList::new(),
            Expecting::CounterClaim => {
                let mut actions = ActionList::new();
                actions.push(Action::Pass);
                actions
            }
            _ => self.hand.legal_actions(),
        };
        if self.hand.rules().end_mode == EndMode::Claims && self.claims.sws_claimant.is_none() {
            let counter = self.claims.awaiting_counter;
            for &seat in &Seat::ALL[..Self::players()] {
                if counter.is_none_or(|c| c.team() != seat.team()) {
                    actions.push(Action::Claim(seat));
                }
            }
        }
        actions
    }

    fn legal_cards(&self) -> CardSet {
        if self.board.is_over() || self.claims.awaiting_counter.is_some() {
            CardSet::EMPTY
        } else {
            self.hand.legal_cards()
        }
    }

    fn apply(&mut self, action: Action) -> Result<(), ActionError> {
        if self.board.is_over() {
            return Err(ActionError::GameOver);
        }
        if let Action::Claim(seat) = action {
            return self.claim(seat);
        }
        if let Some(claimant) = self.claims.awaiting_counter {
            return if action == Action::Pass {
                self.decline_counter_claim(claimant);
                Ok(())
            } else {
                Err(ActionError::WrongPhase {
                    action,
                    expecting: Expecting::CounterClaim,
                })
            };
        }
        let events = self.hand.step(action)?;
        if !events.is_empty() {
            self.process(&events);
        }
        Ok(())
    }

    fn observation(&self, seat: Seat) -> Observation {
        let view = self.hand.view(seat);
        let to_act = self.to_act();
        Observation {
            game: H::KIND,
            seat,
            hand_number: self.board.hand(),
            dealer: view.dealer,
            forehand: view.forehand,
            to_act,
            expecting: self.expecting(),
            hand: view.hand,
            contract: view.contract,
            declarer: view.declarer,
            shoved: view.shoved,
            trick: view.trick,
            tricks: view.tricks,
            played: view.played,
            known: view.known,
            announced: view.announced,
            scored_weis: view.scored_weis,
            stoeck: view.stoeck,
            card_points: view.card_points,
            scores: self.board.scores(),
            claim_wins: self.hand.rules().end_mode == EndMode::Claims && self.claim_would_win(seat),
            talon: view.talon,
            legal_actions: if to_act == Some(seat) {
                self.legal_actions()
            } else {
                ActionList::new()
            },
        }
    }

    fn scores(&self) -> ByTeam<u32> {
        self.board.scores()
    }

    fn result(&self) -> Option<GameResult> {
        self.board.result()
    }

    fn slate(&self) -> Slate {
        Slate::from_entries(&self.score_entries())
    }

    fn record(&self) -> GameRecord {
        let mut actions = self.past.actions.clone();
        if !self.board.is_over() {
            actions.extend(self.hand_actions());
        }
        GameRecord {
            game: H::KIND,
            rules: *self.hand.rules(),
            seed: self.past.seed,
            first_dealer: self.past.first_dealer,
            deal: self.past.first_deck.map(|d| d.to_vec()),
            actions,
        }
    }
}

/// The public face of a game played at a [`Table`]: `$game` wraps a
/// `Table<$hand>` and gets `new` (the first hand dealt by `$dealer`, a seat
/// computed from the game's `$seed`, as `$new_doc` says), `with_deck`, the
/// queries every such game shares, and the [`Game`] impl.
macro_rules! table_game {
    ($game:ident, $hand:ty, |$seed:ident| $dealer:expr, $new_doc:literal) => {
        impl $game {
            #[doc = concat!("A game under `rules` whose deals come from `seed`, ", $new_doc, ".")]
            ///
            /// # Errors
            ///
            /// [`NewGameError::Rules`](crate::NewGameError::Rules) if the
            /// rules do not [validate](crate::Rules::validate).
            pub fn new(
                rules: $crate::rules::Rules,
                $seed: u64,
            ) -> Result<$game, $crate::game::NewGameError> {
                $crate::game::table::Table::build(rules, $seed, $dealer, None).map($game)
            }

            #[doc = concat!("A game whose first hand `dealer` deals from `deck` (the 36 cards in dealing order, as [`", stringify!($hand), "`] describes); later hands come from `seed`.")]
            ///
            /// # Errors
            ///
            /// [`NewGameError`](crate::NewGameError) for invalid rules, a
            /// dealer not at the table or a deck holding a card twice.
            pub fn with_deck(
                rules: $crate::rules::Rules,
                seed: u64,
                deck: [$crate::card::Card; 36],
                dealer: $crate::seat::Seat,
            ) -> Result<$game, $crate::game::NewGameError> {
                $crate::game::table::Table::build(rules, seed, dealer, Some(deck)).map($game)
            }

            /// Replays a record to the state it describes.
            ///
            /// # Errors
            ///
            /// [`ReplayError`](crate::ReplayError) for a record of another
            /// game, invalid rules or deal, or the first action that is not
            /// legal (with its index and reason).
            pub fn replay(
                record: &$crate::game::GameRecord,
            ) -> Result<$game, $crate::game::ReplayError> {
                $crate::game::table::Table::replay(record).map($game)
            }

            /// The rules.
            #[must_use]
            pub fn rules(&self) -> &$crate::rules::Rules {
                self.0.rules()
            }

            /// The hand being played (or the last one, once the game is
            /// over).
            #[must_use]
            pub const fn hand(&self) -> &$hand {
                self.0.hand()
            }

            /// The number of the current hand (0 = the first). It stops at
            /// `u16::MAX` in a game that goes on longer (⚙ `end_mode =
            /// claims` with nobody claiming).
            #[must_use]
            pub const fn hand_number(&self) -> u16 {
                self.0.hand_number()
            }

            /// The finished hands, oldest first.
            #[must_use]
            pub fn past_hands(&self) -> &[$crate::game::HandSummary<$hand>] {
                self.0.past_hands()
            }

            /// Side prizes reached so far (⚙ `bergpreis`, ⚙ `baerger`).
            #[must_use]
            pub const fn milestones(&self) -> $crate::game::Milestones {
                self.0.milestones()
            }

            /// Every score written so far, oldest first (the slate's
            /// history).
            #[must_use]
            pub fn score_entries(&self) -> alloc::vec::Vec<$crate::game::ScoreEntry> {
                self.0.score_entries()
            }

            /// Whether a claim by `seat` now would win the game (the
            /// claimant's side counted as RULES.md §5.1 counts it). Inside
            /// the Stöck-Weis-Stich window the count is not known before the
            /// first trick ends; this answers for the points credited so
            /// far.
            #[must_use]
            pub fn claim_would_win(&self, seat: $crate::seat::Seat) -> bool {
                self.0.claim_would_win(seat)
            }
        }

        $crate::game::table::delegate_game! {
            $game;
            kind() -> $crate::game::GameKind;
            to_act() -> Option<$crate::seat::Seat>;
            expecting() -> $crate::game::Expecting;
            legal_actions() -> $crate::game::ActionList;
            legal_cards() -> $crate::card_set::CardSet;
            observation(seat: $crate::seat::Seat) -> $crate::game::Observation;
            scores() -> $crate::seat::ByTeam<u32>;
            result() -> Option<$crate::game::GameResult>;
            slate() -> $crate::game::Slate;
            record() -> $crate::game::GameRecord;
        }
    };
}

/// `impl Game for $game` forwarding every method to its table.
macro_rules! delegate_game {
    ($game:ident; $($name:ident($($arg:ident: $ty:ty),*) -> $ret:ty;)*) => {
        impl $crate::game::Game for $game {
            $(fn $name(&self, $($arg: $ty),*) -> $ret { self.0.$name($($arg),*) })*

            fn apply(
                &mut self,
                action: $crate::game::Action,
            ) -> Result<(), $crate::game::ActionError> {
                self.0.apply(action)
            }
        }
    };
}

pub(crate) use {delegate_game, table_game, table_hand};
