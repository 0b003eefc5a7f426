//! What one player may know: the observation a bot or a UI works from.

use alloc::vec::Vec;

use crate::card::Card;
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::game::action::{ActionList, Expecting};
use crate::game::coiffeur::CoiffeurView;
use crate::game::deal::DealError;
use crate::rules::{DOUBLE_PACK, Rules};
use crate::seat::{BySeat, ByTeam, Players, Seat, SeatOutOfRange, Team};
use crate::trick::Trick;
use crate::weis::Meld;

mod check;
#[cfg(feature = "serde")]
mod read;

pub use check::ObservationError;
#[cfg(feature = "json")]
pub use read::ReadObservationError;

/// Which game an observation, record or state belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum GameKind {
    /// Schieber: four players in two teams (RULES.md §5).
    Schieber,
    /// Schmaus: two players with a talon (RULES.md §6).
    Schmaus,
    /// Jass für zwei: two players, two fans of nine each (RULES.md §7).
    Zweier,
    /// Coiffeur Schieber: four players in two teams, a table of rows
    /// (RULES.md §9.4).
    Coiffeur,
    /// Differenzler: three or four players each on their own, predicting
    /// their card points (RULES.md §9.1).
    Differenzler,
    /// Hindersi: three or four players each on their own, taking as few
    /// card points as possible (RULES.md §9.2).
    Hindersi,
    /// Mittlere: three players each on their own; the first player who
    /// cannot follow suit founds trump, and the middle score loses
    /// (RULES.md §9.3).
    Mittlere,
}

impl GameKind {
    /// Every game, in the order of the enum.
    pub const ALL: [GameKind; 7] = [
        GameKind::Schieber,
        GameKind::Schmaus,
        GameKind::Zweier,
        GameKind::Coiffeur,
        GameKind::Differenzler,
        GameKind::Hindersi,
        GameKind::Mittlere,
    ];

    /// The game's name as records, JSON and the bindings spell it.
    ///
    /// ```
    /// use jass_core::GameKind;
    ///
    /// assert_eq!(GameKind::Zweier.name(), "zweier");
    /// assert!(GameKind::ALL.iter().all(|kind| !kind.name().is_empty()));
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Schieber => "schieber",
            GameKind::Schmaus => "schmaus",
            GameKind::Zweier => "zweier",
            GameKind::Coiffeur => "coiffeur",
            GameKind::Differenzler => "differenzler",
            GameKind::Hindersi => "hindersi",
            GameKind::Mittlere => "mittlere",
        }
    }

    /// Number of players at the game's usual table (Schieber: four; its
    /// tables of five and six are ⚙ `players`).
    #[must_use]
    pub const fn players(self) -> usize {
        self.seating().count()
    }

    /// The players at the game's usual table (Schieber: four; a game's own
    /// table is [`Hand::players`](crate::Hand::players)).
    #[must_use]
    pub const fn seating(self) -> Players {
        match self {
            GameKind::Schieber
            | GameKind::Coiffeur
            | GameKind::Differenzler
            | GameKind::Hindersi => Players::Four,
            GameKind::Mittlere => Players::Three,
            GameKind::Schmaus | GameKind::Zweier => Players::Two,
        }
    }

    /// Whether each player plays on their own (Differenzler, Hindersi,
    /// Mittlere) rather than in sides.
    #[must_use]
    pub const fn is_individual(self) -> bool {
        matches!(
            self,
            GameKind::Differenzler | GameKind::Hindersi | GameKind::Mittlere
        )
    }

    /// Whether the game can be played at a table of `players`: Schieber
    /// at 4, 5 or 6, Coiffeur Schieber at 4, Differenzler and Hindersi at
    /// 3 or 4, Mittlere at 3, Schmaus and Jass für zwei at 2.
    ///
    /// ```
    /// use jass_core::{GameKind, Players};
    ///
    /// assert!(GameKind::Schieber.seats(Players::Six));
    /// assert!(GameKind::Schmaus.seats(Players::Two));
    /// assert!(!GameKind::Mittlere.seats(Players::Four));
    /// ```
    #[must_use]
    pub const fn seats(self, players: Players) -> bool {
        match self {
            GameKind::Schieber => {
                matches!(players, Players::Four | Players::Five | Players::Six)
            }
            GameKind::Coiffeur => matches!(players, Players::Four),
            GameKind::Mittlere => matches!(players, Players::Three),
            GameKind::Differenzler | GameKind::Hindersi => {
                matches!(players, Players::Three | Players::Four)
            }
            GameKind::Schmaus | GameKind::Zweier => matches!(players, Players::Two),
        }
    }

    /// The table the game is played at under `rules`: ⚙ `players`, except
    /// Schmaus and Jass für zwei, played by two whatever the option says.
    ///
    /// # Errors
    ///
    /// [`DealError::TableSize`] if the game is not played at the table of
    /// ⚙ `players` ([`GameKind::seats`]).
    ///
    /// ```
    /// use jass_core::{GameKind, Players, Rules};
    ///
    /// let six = Rules::schieber_six();
    /// assert_eq!(GameKind::Schieber.table(&six), Ok(Players::Six));
    /// assert_eq!(GameKind::Schmaus.table(&six), Ok(Players::Two));
    /// assert!(GameKind::Coiffeur.table(&six).is_err());
    /// ```
    pub const fn table(self, rules: &Rules) -> Result<Players, DealError> {
        let players = if self.played_by_two() {
            Players::Two
        } else {
            rules.players
        };
        if self.seats(players) {
            Ok(players)
        } else {
            Err(DealError::TableSize {
                players: players.count(),
            })
        }
    }

    /// The rules a game of this kind plays by under `rules`: `rules`
    /// themselves, except that Schmaus and Jass für zwei, played by two
    /// with one pack, do not read ⚙ `players` and ⚙ `packs` and keep
    /// them at their defaults (so a preset of six deals them no double
    /// pack and removes no card).
    ///
    /// ```
    /// use jass_core::{GameKind, Rules};
    ///
    /// let six = Rules::schieber_six_double();
    /// assert_eq!(GameKind::Schieber.rules_played(six), six);
    /// let played = GameKind::Zweier.rules_played(six);
    /// assert_eq!((played.players, played.packs), (Rules::default().players, Rules::default().packs));
    /// assert_eq!(played.copies(), 1);
    /// ```
    #[must_use]
    pub fn rules_played(self, rules: Rules) -> Rules {
        if self.played_by_two() {
            let defaults = Rules::default();
            Rules {
                players: defaults.players,
                packs: defaults.packs,
                ..rules
            }
        } else {
            rules
        }
    }

    /// Whether the game is played by two with one pack whatever the rules
    /// say (Schmaus and Jass für zwei).
    const fn played_by_two(self) -> bool {
        matches!(self.seating(), Players::Two)
    }
}

/// The talon of a Schmaus hand as a player sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TalonView {
    /// Face-down cards left.
    pub face_down: u8,
    /// The turned-up trump card, while it lies there.
    pub turned_up: Option<Card>,
}

/// Everything one seat may know at a moment of the game: its own hand and
/// the public history, never another player's hidden cards.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Observation {
    /// The game.
    pub game: GameKind,
    /// The observing seat.
    pub seat: Seat,
    /// The players at the table (Schieber: ⚙ `players`, RULES.md §5.2).
    pub players: Players,
    /// The rule set the game is played under, which every player knows:
    /// the card values, multipliers and every other house-rule option.
    pub rules: Rules,
    /// The hand number within the game (0 = the first hand).
    pub hand_number: u16,
    /// The dealer of the hand.
    pub dealer: Seat,
    /// Forehand (declares and leads first).
    pub forehand: Seat,
    /// The seat to act, if any.
    pub to_act: Option<Seat>,
    /// What the game waits for. Whether the seat to act is asked for weis
    /// (⚙ `weis_mode = announced`) depends on its hand, so only its own
    /// observation says [`Expecting::Weis`]; the others see
    /// [`Expecting::Card`].
    pub expecting: Expecting,
    /// The observer's cards (with the double pack, the different cards).
    pub hand: CardSet,
    /// The cards the observer holds a second time (the double pack,
    /// RULES.md §5.2; empty with one pack).
    pub hand_twice: CardSet,
    /// The contract, once named.
    pub contract: Option<Contract>,
    /// Who named it.
    pub declarer: Option<Seat>,
    /// Whether forehand shoved.
    pub shoved: bool,
    /// The trick being played.
    pub trick: Trick,
    /// The completed tricks of this hand, in order.
    pub tricks: Vec<Trick>,
    /// Every card played in this hand.
    pub played: CardSet,
    /// The cards played twice in this hand (the double pack; empty with
    /// one pack).
    pub played_twice: CardSet,
    /// Cards known to be in each seat's hand: the observer's whole hand;
    /// for others, the unplayed cards of their scored (specified) weis and
    /// any card shown to the table.
    pub known: BySeat<CardSet>,
    /// Weis values announced in the hand's latest announcing trick (⚙
    /// `weis_mode = announced`): each from its announcement on, and after
    /// that trick too (values said aloud stay known) until the next
    /// announcing trick begins, as Jass für zwei's tenth trick does.
    pub announced: BySeat<Option<u16>>,
    /// Melds scored in this hand, with their holders (specified, so public).
    pub scored_weis: Vec<(Seat, Meld)>,
    /// The seat whose stöck has been recorded, if any.
    pub stoeck: Option<Seat>,
    /// Card points each side has taken in this hand (before the
    /// multiplier); zero in the games each on their own (see
    /// `points_taken`).
    pub card_points: ByTeam<u16>,
    /// The game score (credited points, multipliers applied); zero in the
    /// games each on their own (see `totals`). Stöck is credited from the
    /// moment the pair is held (RULES.md §5.1), but until it is announced
    /// only its holder's observation counts it (with the double pack, where
    /// the holder cannot know that its pair is the one that scores, none),
    /// as [`Observation::totals`] does.
    pub scores: ByTeam<u32>,
    /// Games each on their own: the card points each seat has taken in
    /// this hand (the last trick's 5 included once over); zero otherwise.
    pub points_taken: BySeat<u16>,
    /// Each seat's game total ([`Game::seat_totals`](crate::Game::seat_totals)).
    pub totals: BySeat<i64>,
    /// Differenzler: the predictions of this hand the observer may know
    /// (⚙ `predictions`: every one made when open, only their own when
    /// hidden); `None` elsewhere.
    pub predictions: BySeat<Option<u16>>,
    /// Whether a claim by the observer now would win, as far as the
    /// observer can tell: claims are played and the observer's side has
    /// reached the target as the rules count it, with its own stöck but not
    /// a partner's not yet announced
    /// ([`Game::claim_would_win`](crate::Game::claim_would_win) knows every
    /// hand).
    pub claim_wins: bool,
    /// Schmaus: the talon.
    pub talon: Option<TalonView>,
    /// Coiffeur Schieber: the table's rows, the rows each team has played
    /// and the row of this hand.
    pub coiffeur: Option<CoiffeurView>,
    /// The observer's legal actions (empty unless it is their turn).
    pub legal_actions: ActionList,
}

impl Observation {
    /// The side `seat` plays for in the observed hand, as
    /// [`Hand::team_of`](crate::Hand::team_of) says: teams alternate round
    /// the table, and at five the Chnächt (seat 4) sides with the declarer.
    ///
    /// # Errors
    ///
    /// [`SeatOutOfRange`] if `seat` does not sit at the observed table:
    /// "seat 4 is not at a table of 4 (seats 0 to 3)".
    ///
    /// ```
    /// use jass_core::{Action, Contract, Game, Rules, SchieberGame, Seat};
    ///
    /// let mut five = SchieberGame::new(Rules::schieber_five(), 1)?;
    /// let declarer = five.to_act().unwrap();
    /// five.apply(Action::Declare(Contract::Obenabe))?;
    /// assert_eq!(five.observation(Seat::S1)?.team_of(Seat::S4)?, declarer.team());
    ///
    /// let four = SchieberGame::new(Rules::schieber(), 1)?.observation(Seat::S0)?;
    /// assert_eq!(
    ///     four.team_of(Seat::S4).unwrap_err().to_string(),
    ///     "seat 4 is not at a table of 4 (seats 0 to 3)"
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn team_of(&self, seat: Seat) -> Result<Team, SeatOutOfRange> {
        self.players.seat(u8::from(seat))?;
        Ok(self.team_at_table(seat))
    }

    /// The cards of the pack of which a copy may be in another hand: with
    /// one pack those neither held nor played, with the double pack (RULES.md
    /// §5.2) those whose two copies are not both held or played, for the
    /// later of two identical cards beats the earlier. With one pack at a
    /// table of five the card removed from the pack is among them: the
    /// observation does not name it.
    pub(crate) fn unseen(&self) -> CardSet {
        if self.double_pack() {
            DOUBLE_PACK - (self.hand_twice | self.played_twice | (self.hand & self.played))
        } else {
            !(self.hand | self.played)
        }
    }

    /// [`Observation::team_of`] for a seat known to sit at the table (the
    /// observer, a trick's winner).
    pub(crate) fn team_at_table(&self, seat: Seat) -> Team {
        match (self.players, seat, self.declarer) {
            (Players::Five, Seat::S4, Some(declarer)) => declarer.team(),
            _ => seat.team(),
        }
    }
}
