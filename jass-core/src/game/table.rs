//! A game of hands played to a target, shared by Schieber, Schmaus and
//! Jass für zwei: dealing from a seeded generator, the scoreboard, claims and
//! Stöck-Weis-Stich (RULES.md §5.1), the history of finished hands,
//! records, replay and observations.

use alloc::sync::Arc;
use alloc::vec::Vec;
use core::fmt::Debug;

use crate::card::Card;
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::game::Game;
use crate::game::action::{Action, ActionError, ActionList, Expecting, check_seat};
use crate::game::end::{ClaimLog, SwsSteps, WindowClaim, claim_window, played_to_second_trick};
use crate::game::hand::Hand;
use crate::game::hand::sealed::HandCore;
use crate::game::observation::{GameKind, Observation};
use crate::game::play::HandEvent;
use crate::game::record::{
    GameRecord, GameStart, NewGameError, ReplayError, check_deck, replay_with,
};
use crate::game::scoreboard::{
    EndReason, GameResult, HandEntries, Milestones, ScoreEntry, ScoreKind, Scoreboard,
};
use crate::game::slate::Slate;
use crate::random::JassRng;
use crate::rules::{EndMode, Rules};
use crate::seat::{BySeat, ByTeam, Players, Seat, SeatOutOfRange, Team};
use crate::trick::Trick;
use crate::weis::STOECK_POINTS;

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
    start: GameStart,
    actions: Vec<Action>,
    entries: Vec<ScoreEntry>,
    hands: Vec<HandSummary<H>>,
}

/// A whole game: hands `H` dealt in turn until a side reaches ⚙ `target`,
/// with claims, Stöck-Weis-Stich and schneider (RULES.md §5.1).
///
/// Every game of the crate is a table of its hands:
/// [`SchieberGame`](crate::SchieberGame), [`SchmausGame`](crate::SchmausGame)
/// and [`ZweierGame`](crate::ZweierGame) are `Table<SchieberHand>`,
/// `Table<SchmausHand>` and `Table<ZweierHand>`; their own constructors
/// (`with_deal`, `with_dealer`) are listed with them. Deals are drawn from a
/// seeded [`JassRng`], so a seed (and the first dealer) determine every hand;
/// the first hand may also be given as a deck. Cloning is cheap: the current
/// hand is plain data and the history of finished hands is shared.
///
/// # Examples
///
/// ```
/// use jass_core::{Game, Hand, Rules, SchieberGame, Seat};
///
/// let game = SchieberGame::new(Rules::schieber(), 42)?;
/// assert_eq!(game.hand_number(), 0);
/// assert_eq!(game.hand().dealer(), Seat::S3);
/// assert_eq!(SchieberGame::replay(&game.record())?, game);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table<H> {
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

impl<H: Hand> Table<H> {
    /// A game under `rules` whose deals come from `seed`, the first hand
    /// dealt by the game's first dealer: seat 3 in Schieber (so seat 0 is
    /// forehand unless ⚙ `first_forehand` names the holder of the seven of
    /// roses), seat 1 in Jass für zwei (so seat 0, the non-dealer, names
    /// trump and leads), and in Schmaus the seat drawn by
    /// [`DealerDraw::from_seed`](crate::game::DealerDraw::from_seed).
    ///
    /// # Errors
    ///
    /// [`NewGameError::Rules`] if the rules do not
    /// [validate](Rules::validate).
    pub fn new(rules: Rules, seed: u64) -> Result<Table<H>, NewGameError> {
        Table::build(rules, seed, H::first_dealer(&rules, seed), None)
    }

    /// A game whose first hand `dealer` deals from `deck` (the 36 cards in
    /// dealing order, as the hand type `H` describes); later hands come
    /// from `seed`.
    ///
    /// # Errors
    ///
    /// [`NewGameError`] for invalid rules, a dealer not at the table or a
    /// deck holding a card twice.
    pub fn with_deck(
        rules: Rules,
        seed: u64,
        deck: [Card; 36],
        dealer: Seat,
    ) -> Result<Table<H>, NewGameError> {
        Table::build(rules, seed, dealer, Some(&deck))
    }

    /// [`Table::with_deck`] for a deck of any length the game's pack
    /// has: 36 cards, or 48 for Schieber's double pack (⚙ `packs =
    /// double`, RULES.md §5.2), each card as often as the pack holds it.
    ///
    /// ```
    /// use jass_core::{Game, JassRng, Rules, SchieberGame, Seat};
    ///
    /// let deck = JassRng::seed_from_u64(7).shuffled_double_deck();
    /// let game = SchieberGame::with_cards(Rules::schieber_six_double(), 7, &deck, Seat::S5)?;
    /// assert_eq!(SchieberGame::replay(&game.record())?, game);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As for [`Table::with_deck`], and [`DealError::WrongDeckSize`](crate::DealError::WrongDeckSize) for a
    /// deck of another length, [`DealError::TooManyCopies`](crate::DealError::TooManyCopies) for a card
    /// more often in it than in the pack.
    pub fn with_cards(
        rules: Rules,
        seed: u64,
        deck: &[Card],
        dealer: Seat,
    ) -> Result<Table<H>, NewGameError> {
        Table::build(rules, seed, dealer, Some(deck))
    }

    /// A game whose first hand is dealt from `deck`, or from `seed` like
    /// every later hand.
    pub(crate) fn build(
        rules: Rules,
        seed: u64,
        dealer: Seat,
        deck: Option<&[Card]>,
    ) -> Result<Table<H>, NewGameError> {
        let (start, mut rng) = GameStart::new(&rules, seed, dealer, deck)?;
        H::check_rules(&rules).map_err(NewGameError::Rules)?;
        H::KIND.table(&rules)?;
        let hand = match deck {
            Some(deck) => {
                // Schieber's double pack is 48 cards, each twice; every
                // other deck is the 36 cards.
                let copies = if H::KIND == GameKind::Schieber {
                    rules.copies()
                } else {
                    1
                };
                check_deck(deck, copies)?;
                H::from_cards(&rules, deck, dealer, true)
            }
            None => H::from_rng(&rules, &mut rng, dealer, true),
        }
        .map_err(NewGameError::Deal)?;
        Ok(Table {
            hand,
            board: if H::TO_TARGET {
                Scoreboard::new(&rules)
            } else {
                Scoreboard::session()
            },
            entries: HandEntries::new(),
            hand_start: ByTeam([0; 2]),
            sws: SwsSteps::default(),
            stoeck_credited: false,
            claims: ClaimLog::default(),
            rng,
            past: Arc::new(Past {
                start,
                actions: Vec::new(),
                entries: Vec::new(),
                hands: Vec::new(),
            }),
        })
    }

    /// Replays a record to the state it describes.
    ///
    /// # Errors
    ///
    /// [`ReplayError`] for a record of another game, invalid rules or
    /// deal, or the first action that is not legal (with its index and
    /// reason).
    pub fn replay(record: &GameRecord) -> Result<Table<H>, ReplayError> {
        replay_with(record, H::KIND, |deck| {
            Table::build(record.rules, record.seed, record.first_dealer, deck)
        })
    }

    // ------------------------------------------------------------ queries

    /// The hand being played (or the last one, once the game is over).
    #[must_use]
    pub const fn hand(&self) -> &H {
        &self.hand
    }

    /// The finished hands, oldest first.
    #[must_use]
    pub fn past_hands(&self) -> &[HandSummary<H>] {
        &self.past.hands
    }

    fn claim_wins(&self, seat: Seat) -> bool {
        let team = self.hand.team_at_table(seat);
        let mut score = self.board.scores()[team];
        if !self.stoeck_credited
            && let Some(holder) = self.hand.held_stoeck()
            && self.hand.team_at_table(holder) == team
        {
            score = score.saturating_add(self.stoeck_value());
        }
        score >= self.hand.rules().target
    }

    /// The scores as `seat` sees them: stöck counts from the moment the
    /// pair is held (RULES.md §5.1), but until it is announced (§4.4) only
    /// its holder knows of it, so it is left out for every other seat
    /// while the game goes on. With the double pack two seats may hold a
    /// pair, and the earlier in the first trick scores (§5.2): a holder
    /// cannot know that it is the one, so it is left out for every seat.
    fn scores_seen_by(&self, seat: Seat) -> ByTeam<u32> {
        let mut scores = self.board.scores();
        if !self.board.is_over() && !self.knows_own_stoeck(seat) {
            let hidden = self.board.pending_stoeck();
            for team in Team::ALL {
                scores[team] = scores[team].saturating_sub(hidden[team]);
            }
        }
        scores
    }

    /// Each seat's total of `scores`: its side's score (0 away from the
    /// table).
    fn totals_of(&self, scores: ByTeam<u32>) -> BySeat<i64> {
        BySeat::from_fn(|seat| {
            if self.players().has_seat(seat) {
                i64::from(scores[self.hand.team_at_table(seat)])
            } else {
                0
            }
        })
    }

    /// Whether `seat` holds the stöck that scores and knows it: with one
    /// pack, the only pair is its own.
    fn knows_own_stoeck(&self, seat: Seat) -> bool {
        self.hand.rules().copies() == 1 && self.hand.held_stoeck() == Some(seat)
    }

    /// [`Table::claim_wins`] as far as `seat` can tell: its side's score as
    /// it sees it, and its own stöck once held (a partner's is not known;
    /// with the double pack, nor its own before it is announced).
    fn claim_seen_to_win(&self, seat: Seat) -> bool {
        let team = self.hand.team_at_table(seat);
        let mut score = self.scores_seen_by(seat)[team];
        if !self.stoeck_credited && self.knows_own_stoeck(seat) {
            score = score.saturating_add(self.stoeck_value());
        }
        score >= self.hand.rules().target
    }

    fn players(&self) -> Players {
        self.hand.players()
    }

    /// Whether `seat` may claim: every seat at the table but the Chnächt
    /// at five, who plays for whichever side declares and keeps no score
    /// of his own (RULES.md appendix).
    fn may_claim(&self, seat: Seat) -> bool {
        self.players().has_seat(seat) && !(self.players() == Players::Five && seat == Seat::S4)
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
            unwritten[self.hand.team_at_table(holder)] = self.stoeck_value();
        }
        unwritten
    }

    // ------------------------------------------------------------ actions

    /// Whether claims are played: under ⚙ `end_mode = claims` in a game
    /// played to the target.
    fn claims_played(&self) -> bool {
        H::TO_TARGET && self.hand.rules().end_mode == EndMode::Claims
    }

    fn claim(&mut self, seat: Seat) -> Result<(), ActionError> {
        if !H::TO_TARGET {
            return Err(ActionError::NoTargetToClaim);
        }
        if !self.claims_played() {
            return Err(ActionError::ClaimsOff);
        }
        if self.claims.sws_claimant.is_some() || !self.may_claim(seat) {
            return Err(ActionError::CannotClaim { seat });
        }
        let position = self.hand_action_count();
        if let Some(first) = self.claims.awaiting_counter {
            if self.hand.team_at_table(seat) == self.hand.team_at_table(first) {
                return Err(ActionError::CannotClaim { seat });
            }
            self.claims.record(position, Action::Claim(seat));
            self.claims.awaiting_counter = None;
            self.claims.sws_claimant = Some(first);
            return Ok(());
        }
        self.claims.record(position, Action::Claim(seat));
        // The claimant first, then the rest of their side (in a two-player
        // game the claimant alone).
        let team = self.hand.team_at_table(seat);
        let mut side: smallvec::SmallVec<[Seat; 3]> = smallvec::smallvec![seat];
        if self.players() != Players::Two {
            side.extend(
                self.players()
                    .seats()
                    .iter()
                    .copied()
                    .filter(|&s| s != seat && self.hand.team_at_table(s) == team),
            );
        }
        let tricks_done = self.hand.tricks().len();
        let played = |s: Seat| played_to_second_trick(tricks_done, *self.hand.trick(), s);
        match claim_window(self.hand.rules().sws_window, tricks_done, &side, played) {
            WindowClaim::Sws if tricks_done > 0 => {
                let steps = self.sws;
                self.board
                    .decide_sws(&mut self.entries, self.hand_start, &steps, seat);
                self.finish_game_hand();
            }
            WindowClaim::Sws => self.claims.sws_claimant = Some(seat),
            WindowClaim::AwaitCounter => self.claims.awaiting_counter = Some(seat),
            WindowClaim::Outside => self.judge_claim(seat),
        }
        Ok(())
    }

    /// A lone claim in the first trick stands unanswered (⚙ `sws_window =
    /// first_trick_both_claim`): it is judged like any other.
    fn decline_counter_claim(&mut self, claimant: Seat) {
        let position = self.hand_action_count();
        self.claims.record(position, Action::Pass);
        self.claims.awaiting_counter = None;
        self.judge_claim(claimant);
    }

    /// Judges the claim of `claimant` as a claim outside the
    /// Stöck-Weis-Stich window ([`Scoreboard::judge_claim`]), held stöck
    /// not yet credited counting for its side, and ends the hand.
    fn judge_claim(&mut self, claimant: Seat) {
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
            HandEvent::Match { team, extra } => Some((team, i64::from(extra) * i64::from(m))),
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
                        .map(|holder| (self.hand.team_at_table(holder), self.stoeck_value()));
                    self.sws = SwsSteps::new(
                        self.hand.rules().sws_order,
                        stoeck,
                        weis,
                        Some((
                            self.hand.team_at_table(winner),
                            u32::from(points).saturating_mul(m),
                        )),
                    );
                    self.stoeck_credited = stoeck.is_some();
                    let claimant = self.claims.sws_claimant;
                    let judge =
                        self.hand.rules().end_mode == EndMode::Automatic || claimant.is_some();
                    self.board
                        .count_sws(&mut self.entries, &self.sws, judge, claimant);
                }
                HandEvent::Trick { winner, points, .. } => {
                    let winner = self.hand.team_at_table(winner);
                    let extra = match_extra
                        .filter(|&(team, _)| team == winner)
                        .map_or(0, |(_, extra)| extra);
                    // Coiffeur Schieber's fixed match total may take back
                    // some of the tricks' points (a negative extra).
                    let gain = i64::from(u32::from(points).saturating_mul(m)) + extra;
                    match u32::try_from(gain) {
                        Ok(gain) => self.board.gain_pending(winner, gain),
                        Err(_) if gain < 0 => self
                            .board
                            .lose_pending(winner, u32::try_from(-gain).unwrap_or(u32::MAX)),
                        Err(_) => self.board.gain_pending(winner, u32::MAX),
                    }
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
                        self.board.gain_pending_stoeck(
                            self.hand.team_at_table(seat),
                            self.stoeck_value(),
                        );
                    }
                }
                HandEvent::Stoeck(seat) => {
                    let value = self.stoeck_value();
                    let team = self.hand.team_at_table(seat);
                    if self.stoeck_credited {
                        self.board
                            .settle(&mut self.entries, team, ScoreKind::Stoeck, value);
                    } else {
                        self.stoeck_credited = true;
                        self.board
                            .write(&mut self.entries, team, ScoreKind::Stoeck, value);
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
        if self.hand.session_complete() {
            self.board.close_session();
        }
        if self.board.is_over() {
            return;
        }
        let dealer = self
            .hand
            .next_dealer(self.hand.rules(), past.hands.len() == 1);
        self.hand = self
            .hand
            .deal_next(self.hand.rules(), &mut self.rng, dealer)
            .unwrap_or(self.hand);
        self.hand_start = self.board.written();
        self.sws = SwsSteps::default();
        self.stoeck_credited = false;
        self.claims = ClaimLog::default();
    }

    /// Drops the history of finished hands but the last one: the actions,
    /// score entries and summaries that the record, the slate,
    /// [`Table::past_hands`] and [`Game::hands_finished`] are made of. Play
    /// goes on exactly as before. For the simulations, whose long games need
    /// none of it and must not grow without bound.
    #[cfg(feature = "std")]
    pub(crate) fn forget_past(&mut self) {
        let past = Arc::make_mut(&mut self.past);
        past.actions.clear();
        past.entries.clear();
        let dropped = past.hands.len().saturating_sub(1);
        past.hands.drain(..dropped);
    }

    /// The current hand's actions with the claims of this hand in place.
    fn hand_actions(&self) -> Vec<Action> {
        self.claims.merge(self.hand.actions())
    }
}

impl<H: Hand> Game for Table<H> {
    fn kind(&self) -> GameKind {
        H::KIND
    }

    fn to_act(&self) -> Option<Seat> {
        if self.board.is_over() {
            None
        } else if let Some(claimant) = self.claims.awaiting_counter {
            // The next seat of the other side to the claimant's right; at
            // five not the Chnächt, who never claims (RULES.md appendix).
            let players = self.players();
            (1..players.count())
                .map(|steps| claimant.advance(steps, players))
                .find(|&s| {
                    self.may_claim(s)
                        && self.hand.team_at_table(s) != self.hand.team_at_table(claimant)
                })
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
        if self.claims_played() && self.claims.sws_claimant.is_none() {
            let counter = self.claims.awaiting_counter;
            for &seat in self.players().seats() {
                if self.may_claim(seat)
                    && counter
                        .is_none_or(|c| self.hand.team_at_table(c) != self.hand.team_at_table(seat))
                {
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
        check_seat(action, self.players())?;
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
        let events = HandCore::step(&mut self.hand, action)?;
        if !events.is_empty() {
            self.process(&events);
        }
        Ok(())
    }

    fn observation(&self, seat: Seat) -> Result<Observation, SeatOutOfRange> {
        self.players().seat(u8::from(seat))?;
        let view = HandCore::view(&self.hand, seat);
        let (hand_twice, played_twice) = HandCore::second_copies(&self.hand, seat);
        let to_act = self.to_act();
        let scores = self.scores_seen_by(seat);
        Ok(Observation {
            game: H::KIND,
            seat,
            players: self.players(),
            rules: *self.rules(),
            hand_number: self.board.hand(),
            dealer: view.dealer,
            forehand: view.forehand,
            to_act,
            // Whether the seat to act is asked for weis depends on its hand
            // (a meld it may announce): to the others it is to play a card.
            expecting: match self.expecting() {
                Expecting::Weis if to_act != Some(seat) => Expecting::Card,
                expecting => expecting,
            },
            hand: view.hand,
            hand_twice,
            contract: view.contract,
            declarer: view.declarer,
            shoved: view.shoved,
            trick: view.trick,
            tricks: view.tricks,
            played: view.played,
            played_twice,
            known: view.known,
            announced: view.announced,
            scored_weis: view.scored_weis,
            stoeck: view.stoeck,
            card_points: view.card_points,
            scores,
            points_taken: BySeat::default(),
            totals: self.totals_of(scores),
            predictions: BySeat::default(),
            claim_wins: self.claims_played() && self.claim_seen_to_win(seat),
            talon: view.talon,
            coiffeur: view.coiffeur,
            legal_actions: if to_act == Some(seat) {
                self.legal_actions()
            } else {
                ActionList::new()
            },
        })
    }

    fn scores(&self) -> ByTeam<u32> {
        self.board.scores()
    }

    fn seat_totals(&self) -> BySeat<i64> {
        self.totals_of(self.board.scores())
    }

    fn places(&self) -> Option<BySeat<u8>> {
        let result = self.board.result()?;
        // A tied Coiffeur session is a draw: every seat shares the first
        // place. The other team games always have a winner.
        let tied = result.reason == EndReason::RowsTied;
        Some(BySeat::from_fn(|seat| {
            match (
                self.players().has_seat(seat),
                tied || self.hand.team_at_table(seat) == result.winner,
            ) {
                (false, _) => 0,
                (true, true) => 1,
                (true, false) => 2,
            }
        }))
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
        self.past.start.record(H::KIND, *self.hand.rules(), actions)
    }

    fn rules(&self) -> &Rules {
        self.hand.rules()
    }

    fn hand_number(&self) -> u16 {
        self.board.hand()
    }

    fn milestones(&self) -> Milestones {
        self.board.milestones()
    }

    fn score_entries(&self) -> Vec<ScoreEntry> {
        let mut entries = self.past.entries.clone();
        entries.extend(self.entries.iter().copied());
        entries
    }

    fn claim_would_win(&self, seat: Seat) -> Result<bool, SeatOutOfRange> {
        self.players().seat(u8::from(seat))?;
        Ok(self.claim_wins(seat))
    }

    fn dealer(&self) -> Seat {
        self.hand.dealer()
    }

    fn forehand(&self) -> Seat {
        self.hand.forehand()
    }

    fn contract(&self) -> Option<Contract> {
        self.hand.contract()
    }

    fn declarer(&self) -> Option<Seat> {
        self.hand.declarer()
    }

    fn hands(&self) -> &BySeat<CardSet> {
        self.hand.hands()
    }

    fn trick(&self) -> &Trick {
        self.hand.trick()
    }

    fn tricks(&self) -> &[Trick] {
        self.hand.tricks()
    }

    fn card_points(&self) -> ByTeam<u16> {
        self.hand.card_points()
    }

    fn hands_finished(&self) -> usize {
        self.past.hands.len()
    }
}
