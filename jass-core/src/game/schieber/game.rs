//! A whole Schieber game: hands dealt in turn until a side reaches the
//! target, with claims, Stöck-Weis-Stich and schneider (RULES.md §5).

use alloc::sync::Arc;
use alloc::vec::Vec;

use crate::card::Card;
use crate::card_set::CardSet;
use crate::game::Game;
use crate::game::action::{Action, ActionError, ActionList, Expecting};
use crate::game::deal::{DealError, deal_in_threes};
use crate::game::end::{ClaimLog, SwsSteps, WindowClaim, claim_window, played_to_second_trick};
use crate::game::observation::{GameKind, Observation};
use crate::game::record::{GameRecord, NewGameError, ReplayError, deck_for_hands};
use crate::game::schieber::hand::{HandEvent, SEVEN_OF_ROSES, SchieberHand, WeisDecision};
use crate::game::scoreboard::{
    GameResult, HandEntries, Milestones, ScoreEntry, ScoreKind, Scoreboard,
};
use crate::game::slate::Slate;
use crate::random::JassRng;
use crate::rules::{EndMode, FirstForehand, Rules};
use crate::seat::{BySeat, ByTeam, Seat};
use crate::weis::STOECK_POINTS;

/// What happened in a completed hand, for scoreboards and demos.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandSummary {
    /// The hand as it stood when it ended (complete, or cut short by a
    /// claim).
    pub hand: SchieberHand,
    /// What each side scored in it, multiplier applied.
    pub score: ByTeam<u32>,
}

/// The history of finished hands, shared between clones.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Past {
    actions: Vec<Action>,
    entries: Vec<ScoreEntry>,
    hands: Vec<HandSummary>,
}

/// A game of Schieber: four players, partners opposite, hands until one side
/// reaches ⚙ `target` (RULES.md §5, §5.1).
///
/// Deals are drawn from a seeded [`JassRng`], so a seed (and the first
/// dealer) determine every hand; the first hand may also be given. Cloning is
/// cheap: the current hand is plain data and the history of finished hands
/// is shared.
///
/// # Examples
///
/// ```
/// use jass_core::{Game, JassRng, Rules, SchieberGame, bots::{Bot, RuleOfThumb}};
///
/// let mut game = SchieberGame::new(Rules::schieber(), 42)?;
/// let mut bot = RuleOfThumb::new(JassRng::seed_from_u64(7));
/// while !game.is_over() {
///     let action = bot.choose(&game.observation(game.to_act().unwrap()));
///     game.apply(action)?;
/// }
/// let result = game.result().unwrap();
/// assert!(game.scores()[result.winner] >= 2500);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SchieberGame {
    rules: Rules,
    hand: SchieberHand,
    board: Scoreboard,
    entries: HandEntries,
    hand_start: ByTeam<u32>,
    sws: SwsSteps,
    stoeck_credited: bool,
    claims: ClaimLog,
    rng: JassRng,
    seed: u64,
    first_dealer: Seat,
    first_deck: Option<[Card; 36]>,
    past: Arc<Past>,
}

impl SchieberGame {
    /// A game under `rules` whose deals come from `seed`, seat 3 dealing the
    /// first hand (so seat 0 is forehand unless ⚙ `first_forehand` names the
    /// holder of the seven of roses).
    ///
    /// # Errors
    ///
    /// [`NewGameError::Rules`] if the rules do not
    /// [validate](Rules::validate).
    pub fn new(rules: Rules, seed: u64) -> Result<SchieberGame, NewGameError> {
        SchieberGame::build(rules, seed, Seat::S3, None)
    }

    /// A game whose first hand is `deal` (nine cards per seat) dealt by
    /// `dealer`; later hands come from `seed`.
    ///
    /// # Errors
    ///
    /// [`NewGameError`] for invalid rules or a deal that is not four hands
    /// of nine different cards.
    pub fn with_deal(
        rules: Rules,
        seed: u64,
        deal: BySeat<CardSet>,
        dealer: Seat,
    ) -> Result<SchieberGame, NewGameError> {
        let deck = deck_for_hands(&deal, dealer.next(), 4).map_err(NewGameError::Deal)?;
        SchieberGame::build(rules, seed, dealer, Some(deck))
    }

    fn build(
        rules: Rules,
        seed: u64,
        dealer: Seat,
        deck: Option<[Card; 36]>,
    ) -> Result<SchieberGame, NewGameError> {
        rules.validate().map_err(NewGameError::Rules)?;
        let mut rng = JassRng::seed_from_u64(seed);
        let hand = first_hand(&rules, &mut rng, dealer, deck).map_err(NewGameError::Deal)?;
        Ok(SchieberGame {
            rules,
            hand,
            board: Scoreboard::new(&rules),
            entries: HandEntries::new(),
            hand_start: ByTeam([0; 2]),
            sws: SwsSteps::default(),
            stoeck_credited: false,
            claims: ClaimLog::default(),
            rng,
            seed,
            first_dealer: dealer,
            first_deck: deck,
            past: Arc::default(),
        })
    }

    /// Replays a record to the state it describes.
    ///
    /// # Errors
    ///
    /// [`ReplayError`] for a record of another game, invalid rules or deal,
    /// or the first action that is not legal (with its index and reason).
    pub fn replay(record: &GameRecord) -> Result<SchieberGame, ReplayError> {
        if record.game != GameKind::Schieber {
            return Err(ReplayError::WrongGame { game: record.game });
        }
        let mut game = match &record.deal {
            Some(deck) => {
                let deck: [Card; 36] = deck.as_slice().try_into().map_err(|_| {
                    ReplayError::New(NewGameError::Deal(DealError::WrongHandSize {
                        seat: Seat::S0,
                        len: deck.len(),
                        expected: 36,
                    }))
                })?;
                let hands = deal_in_threes(&deck, record.first_dealer.next(), 4, 9);
                SchieberGame::with_deal(record.rules, record.seed, hands, record.first_dealer)
            }
            None => SchieberGame::build(record.rules, record.seed, record.first_dealer, None),
        }
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

    /// The rules.
    #[must_use]
    pub const fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The hand being played (or the last one, once the game is over).
    #[must_use]
    pub const fn hand(&self) -> &SchieberHand {
        &self.hand
    }

    /// The number of the current hand (0 = the first).
    #[must_use]
    pub const fn hand_number(&self) -> u16 {
        self.board.hand()
    }

    /// The finished hands, oldest first.
    #[must_use]
    pub fn past_hands(&self) -> &[HandSummary] {
        &self.past.hands
    }

    /// Side prizes reached so far (⚙ `bergpreis`, ⚙ `baerger`).
    #[must_use]
    pub const fn milestones(&self) -> Milestones {
        self.board.milestones()
    }

    /// Every score written so far, oldest first (the slate's history).
    #[must_use]
    pub fn score_entries(&self) -> Vec<ScoreEntry> {
        let mut entries = self.past.entries.clone();
        entries.extend(self.entries.iter().copied());
        entries
    }

    /// Whether a claim by `seat` now would win the game (the claimant's side
    /// counted as RULES.md §5.1 counts it). Inside the Stöck-Weis-Stich
    /// window the count is not known before the first trick ends; this
    /// answers for the points credited so far.
    #[must_use]
    pub fn claim_would_win(&self, seat: Seat) -> bool {
        let team = seat.team();
        let mut score = self.board.scores()[team];
        if !self.stoeck_credited
            && let Some(holder) = self.hand.stoeck_holder()
            && holder.team() == team
        {
            score += self.stoeck_value();
        }
        score >= self.rules.target
    }

    fn stoeck_value(&self) -> u32 {
        u32::from(STOECK_POINTS) * u32::from(self.hand.multiplier())
    }

    // ------------------------------------------------------------ actions

    fn claim(&mut self, seat: Seat) -> Result<(), ActionError> {
        if self.rules.end_mode != EndMode::Claims {
            return Err(ActionError::ClaimsOff);
        }
        if self.claims.sws_claimant.is_some() {
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
        let side = [seat, seat.partner()];
        let played =
            |s: Seat| played_to_second_trick(self.hand.tricks().len(), *self.hand.trick(), s);
        match claim_window(
            self.rules.sws_window,
            self.hand.tricks().len(),
            &side,
            played,
        ) {
            WindowClaim::Sws if self.hand.first_trick_done() => {
                let steps = self.sws;
                self.board.decide_sws(self.hand_start, &steps, seat);
                self.finish_game_hand();
            }
            WindowClaim::Sws => self.claims.sws_claimant = Some(seat),
            WindowClaim::AwaitCounter => self.claims.awaiting_counter = Some(seat),
            WindowClaim::Outside => {
                let mut unwritten = ByTeam([0; 2]);
                if !self.stoeck_credited
                    && let Some(holder) = self.hand.stoeck_holder()
                {
                    unwritten[holder.team()] += self.stoeck_value();
                }
                self.board
                    .judge_claim(&mut self.entries, seat, unwritten, self.rules.claim_counts);
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
        let mut unwritten = ByTeam([0; 2]);
        if !self.stoeck_credited
            && let Some(holder) = self.hand.stoeck_holder()
        {
            unwritten[holder.team()] += self.stoeck_value();
        }
        self.board.judge_claim(
            &mut self.entries,
            claimant,
            unwritten,
            self.rules.claim_counts,
        );
        self.finish_game_hand();
    }

    fn hand_action_count(&self) -> u16 {
        let hand = &self.hand;
        let mut count = u16::from(hand.shove_count()) + u16::from(hand.contract().is_some());
        count += hand
            .weis_decisions()
            .0
            .iter()
            .filter(|d| **d != WeisDecision::None)
            .count() as u16;
        count += (hand.tricks().len() * 4 + hand.trick().len()) as u16;
        count + self.claims.len() as u16
    }

    fn process(&mut self, events: &[HandEvent]) {
        let m = u32::from(self.hand.multiplier());
        for &event in events {
            match event {
                HandEvent::Trick {
                    index: 0,
                    winner,
                    points,
                } => {
                    let outcome = self.hand.weis();
                    let weis = outcome.team().map(|t| (t, u32::from(outcome.points) * m));
                    let stoeck = self
                        .hand
                        .stoeck_holder()
                        .map(|holder| (holder.team(), self.stoeck_value()));
                    self.sws = SwsSteps::new(
                        self.rules.sws_order,
                        stoeck,
                        weis,
                        Some((winner.team(), u32::from(points) * m)),
                    );
                    self.stoeck_credited = true;
                    let claimant = self.claims.sws_claimant;
                    let judge = self.rules.end_mode == EndMode::Automatic || claimant.is_some();
                    self.board
                        .count_sws(&mut self.entries, &self.sws, judge, claimant);
                }
                HandEvent::Trick { winner, points, .. } => {
                    self.board
                        .gain_pending(winner.team(), u32::from(points) * m);
                }
                HandEvent::Weis => {}
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
                HandEvent::Match { team, extra } => {
                    self.board.gain_pending(team, u32::from(extra) * m);
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
        past.entries.extend(self.entries.drain(..));
        past.hands.push(HandSummary {
            hand: self.hand,
            score,
        });
        if self.board.is_over() {
            return;
        }
        let dealer =
            if past.hands.len() == 1 && self.rules.first_forehand == FirstForehand::SevenOfRoses {
                self.hand.forehand()
            } else {
                self.hand.dealer().next()
            };
        let deck = self.rng.shuffled_deck();
        let deal = deal_in_threes(&deck, dealer.next(), 4, 9);
        self.hand = SchieberHand::new(self.rules, deal, dealer, dealer.next()).unwrap_or(self.hand);
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

fn first_hand(
    rules: &Rules,
    rng: &mut JassRng,
    dealer: Seat,
    deck: Option<[Card; 36]>,
) -> Result<SchieberHand, DealError> {
    let deck = deck.unwrap_or_else(|| rng.shuffled_deck());
    let deal = deal_in_threes(&deck, dealer.next(), 4, 9);
    let forehand = match rules.first_forehand {
        FirstForehand::SevenOfRoses => Seat::ALL
            .into_iter()
            .find(|&s| deal[s].contains(SEVEN_OF_ROSES))
            .unwrap_or(dealer.next()),
        FirstForehand::RightOfDealer => dealer.next(),
    };
    SchieberHand::new(*rules, deal, dealer, forehand)
}

impl Game for SchieberGame {
    fn kind(&self) -> GameKind {
        GameKind::Schieber
    }

    fn to_act(&self) -> Option<Seat> {
        if self.board.is_over() {
            None
        } else if let Some(claimant) = self.claims.awaiting_counter {
            Some(claimant.next())
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
        if self.rules.end_mode == EndMode::Claims && self.claims.sws_claimant.is_none() {
            let counter = self.claims.awaiting_counter;
            for seat in Seat::ALL {
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
        let hand = &self.hand;
        let mut known = BySeat([CardSet::EMPTY; 4]);
        let mut scored_weis = Vec::new();
        for (holder, declaration) in hand.weis().scored.iter() {
            known[holder] = declaration.cards() & hand.hands()[holder];
            scored_weis.extend(declaration.melds().iter().map(|m| (holder, m)));
        }
        known[seat] = hand.hands()[seat];
        let announcing = !hand.first_trick_done();
        let announced = BySeat::from_fn(|s| match hand.weis_decisions()[s] {
            WeisDecision::Announced(meld) if announcing || hand.weis().best.is_some() => hand
                .contract()
                .map(|c| crate::weis::WeisOrder::new(c, &self.rules).value(meld)),
            _ => None,
        });
        let played = hand
            .tricks()
            .iter()
            .fold(hand.trick().card_set(), |acc, t| acc | t.card_set());
        let to_act = self.to_act();
        Observation {
            game: GameKind::Schieber,
            seat,
            hand_number: self.board.hand(),
            dealer: hand.dealer(),
            forehand: hand.forehand(),
            to_act,
            expecting: self.expecting(),
            hand: hand.hands()[seat],
            contract: hand.contract(),
            declarer: hand.declarer(),
            shoved: hand.shoved(),
            trick: *hand.trick(),
            tricks: hand.tricks().to_vec(),
            played,
            known,
            announced,
            scored_weis,
            stoeck: hand.stoeck_holder().filter(|_| hand.stoeck_recorded()),
            card_points: hand.card_points(),
            scores: self.board.scores(),
            claim_wins: self.rules.end_mode == EndMode::Claims && self.claim_would_win(seat),
            talon: None,
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
            game: GameKind::Schieber,
            rules: self.rules,
            seed: self.seed,
            first_dealer: self.first_dealer,
            deal: self.first_deck.map(|d| d.to_vec()),
            actions,
        }
    }
}
