//! [`Hand`]: the questions every hand answers, whatever the game.

use alloc::vec::Vec;
use core::fmt::Debug;

use crate::card::Card;
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::game::action::{Action, ActionError, ActionList, Expecting};
use crate::points::PointTable;
use crate::rules::Rules;
use crate::seat::{BySeat, ByTeam, Players, Seat, SeatOutOfRange, Team};
use crate::trick::Trick;

/// One hand of a game, from the deal to the count: the interface shared by
/// [`SchieberHand`](crate::SchieberHand), [`SchmausHand`](crate::SchmausHand)
/// and [`ZweierHand`](crate::ZweierHand).
///
/// A hand is plain `Copy` data with no heap allocation, cheap to copy for
/// search. [`Table`](crate::game::Table) plays hands in turn until a side
/// reaches the target; a hand alone can be played out with
/// [`apply`](Hand::apply) or, on the fast path, with
/// [`legal_cards`](Hand::legal_cards) and
/// [`play_unchecked`](Hand::play_unchecked).
///
/// The trait is sealed: only the hands of this crate implement it.
///
/// # Examples
///
/// ```
/// use jass_core::{Action, Contract, Hand, JassRng, Rules, SchieberHand, Seat};
///
/// fn play_out<H: Hand>(hand: &mut H, rng: &mut JassRng) {
///     while let Some(card) = rng.pick(hand.legal_cards()) {
///         assert!(hand.play_unchecked(card));
///     }
/// }
///
/// let deal = JassRng::seed_from_u64(1).deal();
/// let mut hand = SchieberHand::new(Rules::schieber(), deal, Seat::S3, Seat::S0)?;
/// hand.apply(Action::Declare(Contract::Obenabe))?;
/// play_out(&mut hand, &mut JassRng::seed_from_u64(2));
/// assert!(hand.is_over());
/// let points = hand.card_points();
/// assert_eq!(points.0[0] + points.0[1], 157);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Hand: Copy + Eq + Debug + sealed::HandCore {
    /// The rules the hand is played under.
    fn rules(&self) -> &Rules;

    /// The dealer.
    fn dealer(&self) -> Seat;

    /// Forehand: names the contract (where a player names it) and leads
    /// the first trick.
    fn forehand(&self) -> Seat;

    /// The contract, once named (Schmaus: the suit of the turned-up card,
    /// from the deal on).
    fn contract(&self) -> Option<Contract>;

    /// The seat that named the contract (`None` in Schmaus, where the deal
    /// decides it).
    fn declarer(&self) -> Option<Seat>;

    /// The cards each seat holds now; with Schieber's double pack the
    /// different cards, [`SchieberHand::second_copies`](crate::SchieberHand::second_copies)
    /// giving those held twice.
    fn hands(&self) -> &BySeat<CardSet>;

    /// The players at the table: two in Schmaus and Jass für zwei; in
    /// Schieber ⚙ `players` (4, 5 or 6, RULES.md §5.2).
    fn players(&self) -> Players;

    /// The side `seat` plays for in this hand: teams alternate round the
    /// table (two-player games: seat `i` is team `i`), except that at a
    /// table of five the Chnächt (seat 4) sides with the declarer once a
    /// contract is named (RULES.md §5.2).
    ///
    /// # Errors
    ///
    /// [`SeatOutOfRange`] if `seat` does not sit at the table: "seat 4 is
    /// not at a table of 4 (seats 0 to 3)".
    ///
    /// ```
    /// use jass_core::{Action, Contract, Hand, Rules, SchieberGame, SchmausGame, Seat, Game};
    ///
    /// let mut game = SchieberGame::new(Rules::schieber_five(), 1)?;
    /// let declarer = game.to_act().unwrap();
    /// game.apply(Action::Declare(Contract::Obenabe))?;
    /// assert_eq!(game.hand().team_of(Seat::S4)?, declarer.team());
    ///
    /// let schmaus = SchmausGame::new(Rules::schmaus(), 1)?;
    /// assert_eq!(
    ///     schmaus.hand().team_of(Seat::S2).unwrap_err().to_string(),
    ///     "seat 2 is not at a table of 2 (seats 0 to 1)"
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn team_of(&self, seat: Seat) -> Result<Team, SeatOutOfRange> {
        self.players().seat(u8::from(seat))?;
        Ok(self.team_at_table(seat))
    }

    /// The trick being played.
    fn trick(&self) -> &Trick;

    /// The completed tricks, in order.
    fn tricks(&self) -> &[Trick];

    /// Card points each side has taken so far (the last-trick bonus
    /// included once the hand is over), before the multiplier.
    fn card_points(&self) -> ByTeam<u16>;

    /// Tricks each side has taken.
    fn tricks_won(&self) -> ByTeam<u8>;

    /// The seat holding stöck (trump king and queen), once known, if stöck
    /// is played.
    fn stoeck_holder(&self) -> Option<Seat>;

    /// Whether stöck has been recorded.
    fn stoeck_recorded(&self) -> bool;

    /// The point table of the contract (Obenabe's before one is named).
    fn point_table(&self) -> &PointTable;

    /// The multiplier of the hand (1 before a contract is named).
    fn multiplier(&self) -> u16;

    /// Whether every trick has been played.
    fn is_over(&self) -> bool;

    /// The seat to act, or `None` when the hand is over.
    fn to_act(&self) -> Option<Seat>;

    /// What the hand waits for.
    fn expecting(&self) -> Expecting;

    /// The cards the player to act may play (empty unless a card is due).
    fn legal_cards(&self) -> CardSet;

    /// The legal actions of the player to act.
    fn legal_actions(&self) -> ActionList;

    /// Plays `card` for the player to act without checking it again: the
    /// fast path for simulations that draw the card from
    /// [`legal_cards`](Hand::legal_cards) ([`apply`](Hand::apply)
    /// validates, `play_unchecked` trusts the caller).
    ///
    /// Returns `false` and changes nothing when no card is due (a
    /// declaration or a weis decision is pending, or the hand is over). A
    /// card that is not legal is the caller's error: the hand does not
    /// panic, but may reach a state the rules never reach; use
    /// [`apply`](Hand::apply) to have every card checked.
    fn play_unchecked(&mut self, card: Card) -> bool;

    /// The score of the hand so far, multiplier applied: card points (with
    /// the last trick and match once over), weis and recorded stöck.
    fn score(&self) -> ByTeam<u32>;

    /// The match bonus, once the hand is over and one side took every
    /// trick (Schmaus: every trick of phase 2): the side and what the
    /// match adds to its card points before the multiplier (⚙
    /// `match_bonus`, ⚙ `counter_match_factor`). Coiffeur Schieber's match
    /// scores ⚙ `coiffeur_match` whatever the tricks' points, so its
    /// correction is negative when the tricks are worth more.
    fn match_extra(&self) -> Option<(Team, i32)>;

    /// The actions that led to this state, in order.
    fn actions(&self) -> Vec<Action>;

    /// Applies the action of the player to act. On error nothing changes.
    ///
    /// # Errors
    ///
    /// [`ActionError`] saying why the action is not allowed now.
    fn apply(&mut self, action: Action) -> Result<(), ActionError>;
}

/// What a [`Table`](crate::game::Table) needs of its hands besides
/// [`Hand`]; unnameable outside the crate, which seals [`Hand`].
pub(crate) mod sealed {
    use crate::card::Card;
    use crate::card_set::CardSet;
    use crate::error::RulesError;
    use crate::game::action::{Action, ActionError};
    use crate::game::deal::DealError;
    use crate::game::observation::GameKind;
    use crate::game::play::{HandEvents, HandView};
    use crate::random::JassRng;
    use crate::rules::Rules;
    use crate::seat::{Seat, Team};

    /// The crate-internal part of a hand.
    pub trait HandCore: Sized {
        /// The game.
        const KIND: GameKind;
        /// Whether the game is played to ⚙ `target` (with claims under ⚙
        /// `end_mode = claims`); otherwise it is a session that ends when
        /// [`HandCore::session_complete`] says so (Coiffeur Schieber).
        const TO_TARGET: bool = true;
        /// Whether the game can be played under `rules` (already
        /// validated): Coiffeur Schieber is played by four only.
        fn check_rules(_rules: &Rules) -> Result<(), RulesError> {
            Ok(())
        }
        /// The dealer of the first hand of a game under `rules` seeded
        /// with `seed`.
        fn first_dealer(rules: &Rules, seed: u64) -> Seat;
        /// The hand dealt from `deck` (36 cards in dealing order) by
        /// `dealer`; `first_hand` for the first hand of the game.
        fn from_deck(
            rules: &Rules,
            deck: &[Card; 36],
            dealer: Seat,
            first_hand: bool,
        ) -> Result<Self, DealError>;
        /// The hand dealt from `deck` (in dealing order) by `dealer`: by
        /// default [`HandCore::from_deck`] for a deck of 36 cards; a hand
        /// whose pack is not 36 cards (Schieber's double pack, 48) reads
        /// other lengths.
        fn from_cards(
            rules: &Rules,
            deck: &[Card],
            dealer: Seat,
            first_hand: bool,
        ) -> Result<Self, DealError> {
            match <&[Card; 36]>::try_from(deck) {
                Ok(deck) => Self::from_deck(rules, deck, dealer, first_hand),
                Err(_) => Err(DealError::WrongDeckSize {
                    len: deck.len(),
                    expected: 36,
                }),
            }
        }
        /// The hand dealt by `dealer` from a deck shuffled by `rng`: by
        /// default [`JassRng::shuffled_deck`]'s 36 cards.
        fn from_rng(
            rules: &Rules,
            rng: &mut JassRng,
            dealer: Seat,
            first_hand: bool,
        ) -> Result<Self, DealError> {
            Self::from_deck(rules, &rng.shuffled_deck(), dealer, first_hand)
        }
        /// The cards `seat` holds a second time and the cards played twice
        /// so far (the double pack); none by default.
        fn second_copies(&self, _seat: Seat) -> (CardSet, CardSet) {
            (CardSet::EMPTY, CardSet::EMPTY)
        }
        /// [`Hand::team_of`](super::Hand::team_of) for a seat known to
        /// sit at the table (a trick's winner, the player to act).
        fn team_at_table(&self, seat: Seat) -> Team;
        /// The dealer of the next hand; `first_hand` if this is the first.
        fn next_dealer(&self, rules: &Rules, first_hand: bool) -> Seat;
        /// The next hand, dealt from `deck` by `dealer` (Coiffeur Schieber
        /// carries the rows played from hand to hand).
        fn deal_next(
            &self,
            rules: &Rules,
            rng: &mut JassRng,
            dealer: Seat,
        ) -> Result<Self, DealError> {
            Self::from_rng(rules, rng, dealer, false)
        }
        /// Whether the session is complete once this hand is over (never
        /// in a game played to the target).
        fn session_complete(&self) -> bool {
            false
        }
        /// The seat holding the trump king and queen together now (whether
        /// or not stöck has been recorded).
        fn held_stoeck(&self) -> Option<Seat>;
        /// The seat whose stöck joins the Stöck-Weis-Stich count at the end
        /// of the first trick: stöck held before that trick ends (Schmaus:
        /// not a pair completed by the draw after it, which is credited by
        /// its own `HandEvent::StoeckHeld`).
        fn sws_stoeck(&self) -> Option<Seat> {
            self.held_stoeck()
        }
        /// Applies an action and reports what happened, for the game's
        /// score.
        fn step(&mut self, action: Action) -> Result<HandEvents, ActionError>;
        /// The number of actions `Hand::actions` gives.
        fn action_count(&self) -> usize;
        /// What `seat` may see of the hand.
        fn view(&self, seat: Seat) -> HandView;
    }
}
