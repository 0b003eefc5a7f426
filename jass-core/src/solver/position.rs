//! A Schieber position with every hand visible.

use crate::card::Card;
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::game::{Expecting, Game, GameKind, Hand, Observation, SchieberGame, SchieberHand};
use crate::rules::Rules;
use crate::seat::{BySeat, ByTeam, Players, Seat, Team};
use crate::trick::Trick;

use super::deals::{DealConstraints, View};

/// The number of tricks in a Schieber hand.
const TRICKS: usize = 9;

/// A moment of a four-player Schieber hand with every card known: what a
/// double-dummy solver takes.
///
/// It holds the cards of each seat, the unfinished trick, the contract,
/// the rules, the declaring team and how many tricks each team has won
/// (which decides whether the match bonus is still possible). Cards of
/// completed tricks are gone: their points are already counted.
///
/// # Examples
///
/// ```
/// use jass_core::{Action, Contract, Hand, JassRng, Rules, SchieberHand, Seat, Suit};
/// use jass_core::solver::Position;
///
/// let deal = JassRng::seed_from_u64(1).deal();
/// let mut hand = SchieberHand::new(Rules::schieber(), deal, Seat::S3, Seat::S0)?;
/// hand.apply(Action::Declare(Contract::Trump(Suit::Hearts)))?;
/// let position = Position::from_hand(&hand)?;
/// assert_eq!(position.to_move(), Seat::S0);
/// assert_eq!(position.tricks_left(), 9);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(super) hands: BySeat<CardSet>,
    pub(super) trick: Trick,
    pub(super) contract: Contract,
    pub(super) rules: Rules,
    pub(super) declarers: Team,
    pub(super) tricks_won: ByTeam<u8>,
}

/// A [`Position`] could not be built.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError {
    /// The hand is still being declared: no contract yet.
    #[error("no contract has been named yet")]
    NoContract,
    /// The hand is over: nothing is left to play.
    #[error("the hand is over")]
    HandOver,
    /// The game is over (a team reached the target, perhaps in the middle
    /// of a hand): nothing is left to play.
    #[error("the game is over")]
    GameOver,
    /// The solver plays Schieber at a table of four with one pack only:
    /// the trick is of another table, or the rules seat another (⚙
    /// `players`) or deal the double pack.
    #[error("the solver plays Schieber at a table of four with one pack")]
    NotFourPlayers,
    /// The trick holds four cards: a trick played out belongs to the
    /// tricks won (its winner leads the next one).
    #[error("the trick is complete: count it in the tricks won and start the next one")]
    CompleteTrick,
    /// An observation of another game than Schieber.
    #[error("the solver plays Schieber, not {}", game.name())]
    NotSchieber {
        /// The game observed.
        game: GameKind,
    },
    /// A card is in two hands.
    #[error("card {card} is held twice")]
    DuplicateCard {
        /// The card.
        card: Card,
    },
    /// A card is in a hand and in the trick.
    #[error("card {card} is in a hand and in the trick")]
    InHandAndTrick {
        /// The card.
        card: Card,
    },
    /// A hand holds a card already played in the hand observed (see
    /// [`Position::from_observation`]).
    #[error("card {card} has been played already")]
    AlreadyPlayed {
        /// The card.
        card: Card,
    },
    /// The observer is not given the hand it observes (see
    /// [`Position::from_observation`]).
    #[error("{seat} is not given the hand it observes")]
    NotObservedHand {
        /// The observing seat.
        seat: Seat,
    },
    /// A seat is not given a card the observation shows it holds: a card
    /// of a meld it has scored or of the stöck it has announced, not yet
    /// played (see [`Position::from_observation`]).
    #[error("{seat} is not given {card}, which it has shown")]
    KnownCardMissing {
        /// The seat.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A seat is given a card of a suit it has shown void in: it neither
    /// followed that suit nor trumped when it was led (see
    /// [`Position::from_observation`]).
    #[error("{seat} is given {card}, of a suit it has shown void in")]
    ShownVoid {
        /// The seat.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// The hands do not hold as many cards as one another: a seat holds
    /// another number of cards than the tricks won and the trick require
    /// (nine less the tricks won, one fewer once the seat has played to
    /// the trick).
    #[error("{seat} holds {}, expected {expected}", crate::error::count(*.len, "card"))]
    WrongHandSize {
        /// The first such seat.
        seat: Seat,
        /// The cards it holds.
        len: usize,
        /// The cards it should hold.
        expected: usize,
    },
    /// The tricks won and the tricks left do not add up to nine: the hands
    /// hold as many cards as one another, but as many as another number of
    /// tricks won requires.
    #[error(
        "{} won and {left} left do not make the hand's nine",
        crate::error::count(*.won, "trick")
    )]
    TrickCount {
        /// Tricks won by both teams.
        won: usize,
        /// Tricks left, the current one included.
        left: usize,
    },
    /// The rules do not validate.
    #[error("{0}")]
    Rules(#[from] crate::error::RulesError),
}

impl Position {
    /// A position: `hands` (the cards each seat still holds), `trick` (the
    /// unfinished trick, with its leader), `contract`, the `declarers`, the
    /// tricks each team has won so far, and the `rules`.
    ///
    /// The seats still to play to the trick hold one card more than those
    /// who have played to it, the trick holds at most three cards, and the
    /// tricks won plus the tricks left make nine. The rules are those of a
    /// table of four with one pack.
    ///
    /// # Errors
    ///
    /// [`PositionError`] naming what is inconsistent:
    /// [`PositionError::NotFourPlayers`] for a trick or rules of another
    /// table (or the double pack), [`PositionError::CompleteTrick`] for a
    /// trick of four cards.
    ///
    /// ```
    /// use jass_core::solver::{Position, PositionError};
    /// use jass_core::{ByTeam, Contract, JassRng, Players, Rules, Seat, Team, Trick};
    ///
    /// let deal = JassRng::seed_from_u64(1).deal();
    /// let trick = Trick::new(Seat::S0, Players::Four)?;
    /// let rules = Rules::schieber();
    /// let position =
    ///     Position::try_new(deal, trick, Contract::Obenabe, Team::T0, ByTeam([0, 0]), &rules)?;
    /// assert_eq!(position.tricks_left(), 9);
    /// let six = Rules::schieber_six();
    /// let refused = Position::try_new(deal, trick, Contract::Obenabe, Team::T0, ByTeam([0, 0]), &six);
    /// assert_eq!(refused, Err(PositionError::NotFourPlayers));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn try_new(
        hands: BySeat<CardSet>,
        trick: Trick,
        contract: Contract,
        declarers: Team,
        tricks_won: ByTeam<u8>,
        rules: &Rules,
    ) -> Result<Position, PositionError> {
        rules.validate()?;
        if trick.players() != Players::Four
            || !Players::Four.has_seat(trick.leader())
            || !rules.four_with_one_pack()
        {
            return Err(PositionError::NotFourPlayers);
        }
        if trick.is_complete() {
            return Err(PositionError::CompleteTrick);
        }
        let mut seen = CardSet::EMPTY;
        let held = super::SEATS.iter().flat_map(|&s| hands[s].iter());
        for card in trick.cards().iter().copied().chain(held) {
            if !seen.insert(card) {
                return Err(if trick.cards().contains(&card) {
                    PositionError::InHandAndTrick { card }
                } else {
                    PositionError::DuplicateCard { card }
                });
            }
        }
        let played = trick.len();
        if played == 0 && super::SEATS.iter().all(|&s| hands[s].is_empty()) {
            return Err(PositionError::HandOver);
        }
        // The cards each seat holds with `left` tricks to play, the current
        // one included: one fewer once it has played to the trick.
        let sizes =
            |left: usize| (0..4).map(move |i| (trick.seat_of(i), left - usize::from(i < played)));
        let won = usize::from(tricks_won[Team::T0]) + usize::from(tricks_won[Team::T1]);
        let to_move = hands[trick.seat_of(played)].len();
        let alike = to_move > 0 && sizes(to_move).all(|(seat, len)| hands[seat].len() == len);
        if alike && won + to_move != TRICKS {
            // The hands agree with one another, not with the tricks won.
            return Err(PositionError::TrickCount { won, left: to_move });
        }
        if !alike {
            // Some hand is wrong; the tricks won say which, unless they
            // leave no room for the trick begun.
            let left = TRICKS
                .checked_sub(won)
                .filter(|&left| left > 0 || played == 0);
            let Some(left) = left else {
                return Err(PositionError::TrickCount {
                    won,
                    left: to_move.max(usize::from(played > 0)),
                });
            };
            for (seat, expected) in sizes(left) {
                let len = hands[seat].len();
                if len != expected {
                    return Err(PositionError::WrongHandSize {
                        seat,
                        len,
                        expected,
                    });
                }
            }
        }
        Ok(Position {
            hands,
            trick,
            contract,
            rules: *rules,
            declarers,
            tricks_won,
        })
    }

    /// The position of a Schieber hand in its play phase.
    ///
    /// # Errors
    ///
    /// [`PositionError::NoContract`] while declaring,
    /// [`PositionError::HandOver`] once the hand is over.
    pub fn from_hand(hand: &SchieberHand) -> Result<Position, PositionError> {
        if hand.is_over() {
            return Err(PositionError::HandOver);
        }
        let (Some(contract), Some(declarer)) = (hand.contract(), hand.declarer()) else {
            return Err(PositionError::NoContract);
        };
        Position::try_new(
            *hand.hands(),
            *hand.trick(),
            contract,
            declarer.team(),
            hand.tricks_won(),
            hand.rules(),
        )
    }

    /// The position of the current hand of a Schieber game.
    ///
    /// # Errors
    ///
    /// [`PositionError::GameOver`] once the game is over, even in the
    /// middle of a hand (under ⚙ `end_mode` automatic a game ends as soon
    /// as a team reaches the target); else as for [`Position::from_hand`].
    pub fn from_game(game: &SchieberGame) -> Result<Position, PositionError> {
        if game.result().is_some() {
            return Err(PositionError::GameOver);
        }
        Position::from_hand(game.hand())
    }

    /// The position of the moment a seat observes, with `hands` the cards
    /// each seat holds: a deal of the hidden cards drawn for the
    /// observation (see [`DealSampler`](super::DealSampler)), so that a bot
    /// of one's own can solve the deals it samples. The trick, the
    /// contract, the declarers, the tricks won and the rules are the
    /// observation's.
    ///
    /// # Examples
    ///
    /// ```
    /// use jass_core::solver::{DealSampler, Position, Solver};
    /// use jass_core::{Action, Contract, Game, Hand, Rules, SchieberGame};
    ///
    /// let rules = Rules::schieber();
    /// let mut game = SchieberGame::new(rules, 4)?;
    /// game.apply(Action::Declare(Contract::Obenabe))?;
    /// while game.hand().tricks().len() < 5 {
    ///     let card = game.legal_cards().iter().next().unwrap();
    ///     game.apply(Action::Play(card))?;
    /// }
    /// let seat = game.to_act().unwrap();
    /// let observation = game.observation(seat)?;
    /// let deals = DealSampler::new(&observation)?;
    /// let mut solver = Solver::new();
    /// for hands in deals.samples(7).take(4) {
    ///     let position = Position::from_observation(&observation, hands)?;
    ///     assert_eq!(position.to_move(), seat);
    ///     assert_eq!(position.hands()[seat], observation.hand);
    ///     assert!(solver.value(&position) <= 157);
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`PositionError::NotSchieber`] for another game,
    /// [`PositionError::NotFourPlayers`] for a table of another size,
    /// [`PositionError::NoContract`] while declaring,
    /// [`PositionError::HandOver`] once the hand is over,
    /// [`PositionError::GameOver`] once the game is over (perhaps in the
    /// middle of a hand), [`PositionError::AlreadyPlayed`] for a card of `hands` the
    /// observation saw played, what [`Position::try_new`] says of
    /// `hands` that do not fit the observation's trick and tricks (a card
    /// held twice, a seat with the wrong number of cards), and for a deal
    /// the observation rules out (every deal that
    /// [`DealSampler`](super::DealSampler) may draw is accepted):
    /// [`PositionError::NotObservedHand`] if the observer does not hold its
    /// own hand, [`PositionError::KnownCardMissing`] if a seat does not
    /// hold a card of its scored melds or announced stöck not yet played,
    /// [`PositionError::ShownVoid`] if a seat holds a card of a suit it has
    /// shown void in.
    pub fn from_observation(
        observation: &Observation,
        hands: BySeat<CardSet>,
    ) -> Result<Position, PositionError> {
        Position::from_view(observation, hands, Some(View::Observer))
    }

    /// The position of the moment a seat observes, with `hands` checked
    /// against what every seat has seen only: as
    /// [`Position::from_observation`], but the observer need not hold its
    /// own hand (only the cards it has shown). For solving a deal drawn for
    /// another seat with the observation of any seat, as C's
    /// `jass_solve_deal` does.
    ///
    /// # Errors
    ///
    /// As [`Position::from_observation`], but never
    /// [`PositionError::NotObservedHand`].
    pub fn from_table_view(
        observation: &Observation,
        hands: BySeat<CardSet>,
    ) -> Result<Position, PositionError> {
        Position::from_view(observation, hands, Some(View::Table))
    }

    /// The position of a deal that [`DealSampler`](super::DealSampler)
    /// drew for `observation`: as
    /// [`Position::from_observation`], without checking the deal against
    /// the observation again (the sampler draws under the same
    /// constraints), for the PIMC bot's samples.
    pub(super) fn of_sampled(
        observation: &Observation,
        hands: BySeat<CardSet>,
    ) -> Result<Position, PositionError> {
        Position::from_view(observation, hands, None)
    }

    /// [`Position::from_observation`] with the deal checked from the
    /// observer's or the table's view, or not at all (a sampled deal).
    fn from_view(
        observation: &Observation,
        hands: BySeat<CardSet>,
        view: Option<View>,
    ) -> Result<Position, PositionError> {
        if observation.game != GameKind::Schieber {
            return Err(PositionError::NotSchieber {
                game: observation.game,
            });
        }
        let (Some(contract), Some(declarer)) = (observation.contract, observation.declarer) else {
            return Err(PositionError::NoContract);
        };
        if observation.tricks.len() >= TRICKS {
            return Err(PositionError::HandOver);
        }
        if observation.expecting == Expecting::Nothing {
            return Err(PositionError::GameOver);
        }
        let held = hands
            .iter()
            .fold(CardSet::EMPTY, |all, (_, &hand)| all | hand);
        if let Some(card) = (held & observation.played).iter().next() {
            return Err(PositionError::AlreadyPlayed { card });
        }
        let mut tricks_won = ByTeam([0u8; 2]);
        for trick in &observation.tricks {
            if let Some(winner) = trick.winner(contract) {
                tricks_won[winner.team()] += 1;
            }
        }
        let position = Position::try_new(
            hands,
            observation.trick,
            contract,
            declarer.team(),
            tricks_won,
            &observation.rules,
        )?;
        if let Some(view) = view {
            DealConstraints::of(observation, view)
                .ok_or(PositionError::NotFourPlayers)?
                .check(&hands, view)?;
        }
        Ok(position)
    }

    /// The cards each seat holds.
    #[must_use]
    pub const fn hands(&self) -> &BySeat<CardSet> {
        &self.hands
    }

    /// The unfinished trick (empty at a trick's start).
    #[must_use]
    pub const fn trick(&self) -> &Trick {
        &self.trick
    }

    /// The contract.
    #[must_use]
    pub const fn contract(&self) -> Contract {
        self.contract
    }

    /// The rules.
    #[must_use]
    pub const fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The declaring team, whose points the solver's values are.
    #[must_use]
    pub const fn declarers(&self) -> Team {
        self.declarers
    }

    /// Tricks each team has won before this position.
    #[must_use]
    pub const fn tricks_won(&self) -> ByTeam<u8> {
        self.tricks_won
    }

    /// The seat to play.
    #[must_use]
    pub fn to_move(&self) -> Seat {
        self.trick.seat_of(self.trick.len())
    }

    /// Tricks left to play, the unfinished one included.
    #[must_use]
    pub fn tricks_left(&self) -> usize {
        self.hands[self.to_move()].len()
    }

    /// The legal cards of the seat to play.
    #[must_use]
    pub fn legal_cards(&self) -> CardSet {
        let partial = self.trick.partial().unwrap_or_default();
        crate::legal::legal_cards(
            self.hands[self.to_move()],
            &partial,
            self.contract,
            self.rules.play(),
        )
    }

    /// The position after the seat to play plays `card`, or `None` if it is
    /// not legal or the hand would be over.
    #[must_use]
    pub fn after(&self, card: Card) -> Option<Position> {
        if !self.legal_cards().contains(card) {
            return None;
        }
        let mut next = *self;
        let seat = self.to_move();
        next.hands[seat] = next.hands[seat].without(card);
        next.trick.push(card).ok()?;
        if next.trick.is_complete() {
            let winner = next.trick.winner(self.contract)?;
            next.tricks_won[winner.team()] += 1;
            if next.hands[winner].is_empty() {
                return None;
            }
            next.trick = Trick::led_by(winner, Players::Four);
        }
        Some(next)
    }

    /// The points the declaring team takes from the current trick if it is
    /// completed by `card`, with the last-trick and match bonuses when it
    /// is the last trick; `None` if `card` is not legal (as for
    /// [`Position::after`]) or does not complete the trick.
    #[must_use]
    pub fn trick_points(&self, card: Card) -> Option<u16> {
        if !self.legal_cards().contains(card) {
            return None;
        }
        let mut trick = self.trick;
        trick.push(card).ok()?;
        if !trick.is_complete() {
            return None;
        }
        let table = crate::points::PointTable::new(self.contract, &self.rules);
        let winner = trick.winner(self.contract)?;
        if winner.team() != self.declarers {
            return Some(0);
        }
        let last = self.hands[self.to_move()].len() == 1;
        let mut points = table.sum(trick.card_set());
        if last {
            points += table.last_trick_bonus();
            if self.tricks_won[self.declarers.other()] == 0 {
                points = points.saturating_add(self.rules.match_bonus);
            }
        }
        Some(points)
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;

    #[test]
    fn one_card_and_one_trick_are_singular_in_the_messages() {
        let hand = PositionError::WrongHandSize {
            seat: Seat::S2,
            len: 1,
            expected: 3,
        };
        assert_eq!(hand.to_string(), "seat 2 holds 1 card, expected 3");
        let tricks = PositionError::TrickCount { won: 1, left: 1 };
        assert_eq!(
            tricks.to_string(),
            "1 trick won and 1 left do not make the hand's nine"
        );
    }
}
