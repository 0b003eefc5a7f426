//! One hand of Coiffeur Schieber: choosing a row (or shoving round the
//! table), nine tricks under the row's contract or schedule, and the
//! declaring team's score (RULES.md §9.4).

use alloc::vec::Vec;

use crate::card::Card;
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::error::RulesError;
use crate::game::action::{Action, ActionError, ActionList, Expecting};
use crate::game::coiffeur::{CoiffeurRows, CoiffeurView, ContractSchedule};
use crate::game::deal::{DealError, check_deal};
use crate::game::hand::Hand;
use crate::game::hand::sealed::HandCore;
use crate::game::observation::GameKind;
use crate::game::play::{HandEvent, HandEvents, HandView, Play, hand_from_play};
use crate::game::schieber::SchieberHand;
use crate::points::PointTable;
use crate::random::JassRng;
use crate::rules::Rules;
use crate::seat::{BySeat, ByTeam, Players, Seat, Team};
use crate::trick::Trick;
use crate::weis::{WeisOutcome, has_stoeck};

/// Shoves that bring the choice back to forehand, who must then choose.
const ROUND: u8 = 4;

/// One hand of Coiffeur Schieber, from the deal to the count.
///
/// Plain `Copy` data, like every hand. Actions: [`Action::ChooseRow`] or
/// [`Action::Shove`] (to the next player) while choosing, then
/// [`Action::Play`] (and the first trick's weis decisions under ⚙
/// `weis_enabled` with ⚙ `weis_mode = announced`). The hand knows which
/// rows each team played before it. [`Hand::card_points`] counts each trick
/// under its own contract (so the sum is 157 only for a fixed contract);
/// [`Hand::multiplier`] is the chosen row's (1 before a row is chosen).
///
/// # Examples
///
/// ```
/// use jass_core::{Action, CoiffeurHand, Contract, Hand, JassRng, Rules, Seat};
///
/// let deal = JassRng::seed_from_u64(1).deal();
/// let mut hand = CoiffeurHand::new(Rules::coiffeur_10(), deal, Seat::S3, Seat::S0)?;
/// hand.apply(Action::Shove)?; // to seat 1, the next player
/// hand.apply(Action::ChooseRow { row: 8, contract: Contract::Undenufe })?; // Slalom
/// assert_eq!(hand.declarer(), Some(Seat::S1));
/// assert_eq!(hand.contract(), Some(Contract::Undenufe));
/// let mut rng = JassRng::seed_from_u64(2);
/// while !hand.is_over() {
///     hand.apply(Action::Play(rng.pick(hand.legal_cards()).unwrap()))?;
/// }
/// let points = hand.card_points()[Seat::S1.team()];
/// assert_eq!(hand.score()[Seat::S1.team()], u32::from(points) * 9);
/// assert_eq!(hand.score()[Seat::S0.team()], 0); // only the declarers write
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CoiffeurHand {
    play: Play<9, 1>,
    dealer: Seat,
    forehand: Seat,
    shoves: u8,
    row: Option<u8>,
    /// The rows each team played before this hand (bit `i` for row `i`).
    played: ByTeam<u16>,
}

impl CoiffeurHand {
    /// Plays cards drawn from the legal cards by `rng` until something
    /// else is due: [`Hand::play_unchecked`] card by card, in one loop
    /// (the simulations' random hands).
    #[cfg(feature = "std")]
    pub(crate) fn play_random_cards(&mut self, rng: &mut JassRng) {
        self.play.play_random_cards(rng);
    }

    /// The first hand of a session: `deal` (nine cards per seat, the whole
    /// pack) dealt by `dealer`, `forehand` to choose and lead, no row
    /// played yet.
    ///
    /// # Errors
    ///
    /// [`DealError`] if the hands are not nine different cards each, or a
    /// seat is not one of the four.
    pub fn new(
        rules: Rules,
        deal: BySeat<CardSet>,
        dealer: Seat,
        forehand: Seat,
    ) -> Result<CoiffeurHand, DealError> {
        CoiffeurHand::with_rows_played(rules, deal, dealer, forehand, ByTeam([0; 2]))
    }

    /// A hand of a session in which each team has played the rows of
    /// `played` (bit `i` for row `i`; bits beyond the table are ignored).
    ///
    /// # Errors
    ///
    /// As [`CoiffeurHand::new`].
    pub fn with_rows_played(
        rules: Rules,
        deal: BySeat<CardSet>,
        dealer: Seat,
        forehand: Seat,
        played: ByTeam<u16>,
    ) -> Result<CoiffeurHand, DealError> {
        check_deal(&deal, Players::Four, 9)?;
        for seat in [dealer, forehand] {
            if !Players::Four.has_seat(seat) {
                return Err(DealError::NotAtTable { seat, players: 4 });
            }
        }
        Ok(CoiffeurHand::of_checked_deal(
            rules, deal, dealer, forehand, played,
        ))
    }

    /// The hand [`CoiffeurHand::with_rows_played`] builds, for a deal and
    /// seats known to pass its checks.
    pub(crate) fn of_checked_deal(
        rules: Rules,
        deal: BySeat<CardSet>,
        dealer: Seat,
        forehand: Seat,
        played: ByTeam<u16>,
    ) -> CoiffeurHand {
        let all = rules.coiffeur_rows.all();
        CoiffeurHand {
            play: Play::new(rules, deal, forehand, Players::Four, 9),
            dealer,
            forehand,
            shoves: 0,
            row: None,
            played: ByTeam::from_fn(|t| played[t] & all),
        }
    }

    // ------------------------------------------------------------ queries

    /// The cards each seat was dealt: its hand and the cards it has played.
    #[must_use]
    pub fn dealt(&self) -> BySeat<CardSet> {
        self.play.dealt()
    }

    /// Who scored which weis (⚙ `weis_enabled`); empty until the first
    /// trick is complete. Only the declaring team's is written.
    #[must_use]
    pub const fn weis(&self) -> &WeisOutcome {
        &self.play.weis()[0]
    }

    /// The row chosen for this hand, once chosen (0-based).
    #[must_use]
    pub const fn row(&self) -> Option<u8> {
        self.row
    }

    /// The contract of each trick, once a row is chosen.
    #[must_use]
    pub fn schedule(&self) -> Option<ContractSchedule> {
        self.row.map(|_| self.play.schedule())
    }

    /// The rows each team played before this hand (bit `i` for row `i`).
    #[must_use]
    pub const fn rows_played_before(&self) -> ByTeam<u16> {
        self.played
    }

    /// The rows each team has played, this hand's row counted once chosen.
    #[must_use]
    pub fn rows_played(&self) -> ByTeam<u16> {
        let mut played = self.played;
        if let (Some(row), Some(declarer)) = (self.row, self.play.declarer()) {
            played[declarer.team()] |= 1 << row;
        }
        played
    }

    /// How often the choice was shoved (0 to 4; after four it is back at
    /// forehand, who must choose).
    #[must_use]
    pub const fn shove_count(&self) -> u8 {
        self.shoves
    }

    /// The rows of the table.
    #[must_use]
    pub fn rows(&self) -> &CoiffeurRows {
        &self.play.rules().coiffeur_rows
    }

    /// The seat choosing now: forehand, then each next player in turn, and
    /// forehand again after four shoves.
    const fn chooser(&self) -> Seat {
        self.forehand.advance(self.shoves as usize, Players::Four)
    }

    /// The rows `team` has not played yet.
    fn open_rows(&self, team: Team) -> u16 {
        self.rows().all() & !self.played[team]
    }

    /// Whether the chooser may shove: the choice is not back at forehand,
    /// and a later chooser of this round has a row left (a team with no row
    /// left always shoves; RULES.md appendix).
    fn can_shove(&self) -> bool {
        self.play.contract().is_none()
            && (self.shoves + 1..=ROUND).any(|k| {
                let seat = self.forehand.advance(usize::from(k), Players::Four);
                self.open_rows(seat.team()) != 0
            })
    }

    /// The team that chose this hand's row.
    fn declaring_team(&self) -> Option<Team> {
        self.play.declarer().map(Seat::team)
    }

    /// Whether `team` writes what it scores in this hand: only the team
    /// that chose the row does (RULES.md §9.4), none before a row is
    /// chosen.
    pub(crate) fn writes(&self, team: Team) -> bool {
        Some(team) == self.declaring_team()
    }

    // ------------------------------------------------------------ actions

    fn choose(&mut self, row: u8, contract: Contract) -> Result<HandEvents, ActionError> {
        let chooser = self.chooser();
        let kind = self.rows().get(row).ok_or(ActionError::NoSuchRow { row })?;
        if self.open_rows(chooser.team()) & (1 << row) == 0 {
            return Err(ActionError::RowPlayed { row });
        }
        let schedule = kind
            .kind
            .schedule(contract)
            .ok_or(ActionError::RowContract { row, contract })?;
        let stoeck = match schedule {
            ContractSchedule::Fixed(contract) => Players::Four
                .seats()
                .iter()
                .copied()
                .find(|&s| has_stoeck(self.play.hands()[s], contract)),
            _ => None,
        };
        let rules = *self.play.rules();
        self.play.start(
            schedule,
            kind.multiplier,
            Some(rules.coiffeur_match),
            chooser,
            stoeck,
        );
        self.play.lead_first(chooser);
        self.row = Some(row);
        Ok(HandEvents::new())
    }

    /// Applies an action and reports what the declaring team scored.
    fn step_hand(&mut self, action: Action) -> Result<HandEvents, ActionError> {
        match (self.play.expecting(), action) {
            (Expecting::Declaration, Action::ChooseRow { row, contract }) => {
                self.choose(row, contract)
            }
            (Expecting::Declaration, Action::Shove) => {
                if !self.can_shove() {
                    return Err(ActionError::CannotShove);
                }
                self.shoves += 1;
                Ok(HandEvents::new())
            }
            (Expecting::Declaration, _) => Err(ActionError::RowExpected { action }),
            // A row while a card or weis is due is the play's wrong phase,
            // once the hand is over its end.
            _ => {
                let events = self.play.step(action)?;
                Ok(self.declarers_only(events))
            }
        }
    }

    /// The events with only what the declaring team writes (RULES.md §9.4):
    /// the other team's tricks count nothing, and its weis, stöck and
    /// match are not written.
    fn declarers_only(&self, events: HandEvents) -> HandEvents {
        if self.declaring_team().is_none() {
            return events;
        }
        let ours = |seat: Seat| self.writes(seat.team());
        events
            .into_iter()
            .filter_map(|event| match event {
                HandEvent::Trick {
                    index,
                    winner,
                    points,
                } => Some(HandEvent::Trick {
                    index,
                    winner,
                    points: if ours(winner) { points } else { 0 },
                }),
                HandEvent::Weis {
                    round,
                    team,
                    points,
                } => Some(HandEvent::Weis {
                    round,
                    team: team.filter(|&t| self.writes(t)),
                    points,
                }),
                HandEvent::Stoeck(seat) | HandEvent::StoeckHeld(seat) if !ours(seat) => None,
                HandEvent::Match { team, .. } if !self.writes(team) => None,
                other => Some(other),
            })
            .collect()
    }

    /// The hand dealt from `deck` as in Schieber at four.
    fn deal_from_deck(
        rules: &Rules,
        deck: &[Card; 36],
        dealer: Seat,
        first_hand: bool,
        played: ByTeam<u16>,
    ) -> Result<CoiffeurHand, DealError> {
        let (deal, _, forehand) = SchieberHand::deal_at_table(rules, deck, dealer, first_hand)?;
        CoiffeurHand::with_rows_played(*rules, deal, dealer, forehand, played)
    }
}

impl Hand for CoiffeurHand {
    hand_from_play!();

    /// The contract of the trick being played (Slalom and Guschti change it
    /// from trick to trick; [`CoiffeurHand::schedule`] gives them all).
    fn contract(&self) -> Option<Contract> {
        self.play.contract()
    }

    fn hands(&self) -> &BySeat<CardSet> {
        self.play.hands()
    }

    fn players(&self) -> Players {
        Players::Four
    }

    fn to_act(&self) -> Option<Seat> {
        self.play.seat_to_act(self.chooser())
    }

    fn legal_actions(&self) -> ActionList {
        if self.play.expecting() != Expecting::Declaration {
            return self.play.legal_actions(false);
        }
        let mut actions = ActionList::new();
        let open = self.open_rows(self.chooser().team());
        for (row, spec) in self.rows().as_slice().iter().enumerate() {
            if open & (1 << row) != 0 {
                actions.extend(
                    spec.kind
                        .contracts()
                        .iter()
                        .map(|&contract| Action::ChooseRow {
                            row: row as u8,
                            contract,
                        }),
                );
            }
        }
        if self.can_shove() {
            actions.push(Action::Shove);
        }
        actions
    }

    #[inline]
    fn play_unchecked(&mut self, card: Card) -> bool {
        self.play.play_card_unchecked(card)
    }

    /// The declaring team's score, multiplier applied; the other team
    /// writes nothing (RULES.md §9.4).
    fn score(&self) -> ByTeam<u32> {
        let score = self.play.score();
        ByTeam::from_fn(|t| if self.writes(t) { score[t] } else { 0 })
    }

    /// A match by the declaring team: ⚙ `coiffeur_match` in all (257 by
    /// default, whatever the tricks' points). A match by the other team is
    /// not written.
    fn match_extra(&self) -> Option<(Team, i32)> {
        self.play
            .match_extra()
            .filter(|&(team, _)| self.writes(team))
    }

    fn actions(&self) -> Vec<Action> {
        let mut actions = Vec::with_capacity(48);
        actions.extend((0..self.shoves).map(|_| Action::Shove));
        if let (Some(row), Some(_)) = (self.row, self.play.contract()) {
            actions.push(Action::ChooseRow {
                row,
                contract: self.play.schedule().first(),
            });
            self.play.push_play_actions(&mut actions);
        }
        actions
    }

    fn apply(&mut self, action: Action) -> Result<(), ActionError> {
        self.step_hand(action).map(|_| ())
    }
}

impl HandCore for CoiffeurHand {
    const KIND: GameKind = GameKind::Coiffeur;
    const TO_TARGET: bool = false;

    /// Four players only (⚙ `players` is Schieber's).
    fn check_rules(rules: &Rules) -> Result<(), RulesError> {
        if rules.players == Players::Four {
            Ok(())
        } else {
            Err(RulesError::InvalidValue {
                option: "players",
                reason: alloc::format!(
                    "Coiffeur Schieber is played by 4 players, not {}",
                    rules.players.count()
                ),
            })
        }
    }

    /// Seat 3 deals the first hand, as in Schieber.
    fn first_dealer(_rules: &Rules, _seed: u64) -> Seat {
        Seat::S3
    }

    fn from_deck(
        rules: &Rules,
        deck: &[Card; 36],
        dealer: Seat,
        first_hand: bool,
    ) -> Result<CoiffeurHand, DealError> {
        CoiffeurHand::deal_from_deck(rules, deck, dealer, first_hand, ByTeam([0; 2]))
    }

    fn team_at_table(&self, seat: Seat) -> Team {
        seat.team()
    }

    fn next_dealer(&self, rules: &Rules, first_hand: bool) -> Seat {
        SchieberHand::next_dealer_at_table(rules, self.dealer, self.forehand, first_hand)
    }

    fn deal_next(
        &self,
        rules: &Rules,
        rng: &mut JassRng,
        dealer: Seat,
    ) -> Result<CoiffeurHand, DealError> {
        CoiffeurHand::deal_from_deck(
            rules,
            &rng.shuffled_deck(),
            dealer,
            false,
            self.rows_played(),
        )
    }

    /// Both teams have played every row.
    fn session_complete(&self) -> bool {
        let all = self.rows().all();
        self.play.is_over() && self.rows_played().0.iter().all(|&p| p == all)
    }

    /// Stöck of the declaring team only: the other team writes nothing.
    fn held_stoeck(&self) -> Option<Seat> {
        self.play.stoeck_holder().filter(|s| self.writes(s.team()))
    }

    fn step(&mut self, action: Action) -> Result<HandEvents, ActionError> {
        self.step_hand(action)
    }

    fn action_count(&self) -> usize {
        usize::from(self.shoves) + self.play.action_count()
    }

    fn view(&self, seat: Seat) -> HandView {
        let mut view = self
            .play
            .view(seat, self.dealer, self.forehand, self.shoves > 0);
        view.coiffeur = Some(CoiffeurView {
            rows: *self.rows(),
            played: self.rows_played(),
            row: self.row,
            schedule: self.schedule(),
        });
        view
    }
}
