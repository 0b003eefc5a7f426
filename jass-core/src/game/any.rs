//! `AnyGame`: one type for every game, for callers that cannot be generic
//! (the C and Python bindings, records of unknown games).

use alloc::vec::Vec;

use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::game::Game;
use crate::game::action::{Action, ActionError, ActionList, Expecting};
use crate::game::coiffeur::CoiffeurGame;
use crate::game::observation::{GameKind, Observation};
use crate::game::record::{GameRecord, ReplayError};
use crate::game::schieber::SchieberGame;
use crate::game::schmaus::SchmausGame;
use crate::game::scoreboard::{GameResult, Milestones, ScoreEntry};
use crate::game::slate::Slate;
use crate::game::solo::{DifferenzlerGame, HindersiGame, MittlereGame, ScoreSheet};
use crate::game::zweier::ZweierGame;
use crate::rules::Rules;
use crate::seat::{BySeat, ByTeam, Seat, SeatOutOfRange};
use crate::trick::Trick;

/// Any game, dispatching [`Game`] to the game it holds.
///
/// # Examples
///
/// ```
/// use jass_core::{AnyGame, Game, GameKind, Rules, SchieberGame};
///
/// let game = AnyGame::from(SchieberGame::new(Rules::schieber(), 3)?);
/// assert_eq!(game.kind(), GameKind::Schieber);
/// let again = AnyGame::replay(&game.record())?;
/// assert_eq!(again, game);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
#[allow(
    clippy::large_enum_variant,
    reason = "every game is a plain-data table of about 1 KB; boxing one would cost an allocation per clone"
)]
pub enum AnyGame {
    /// A Schieber game.
    Schieber(SchieberGame),
    /// A Schmaus game.
    Schmaus(SchmausGame),
    /// A game of Jass für zwei.
    Zweier(ZweierGame),
    /// A session of Coiffeur Schieber.
    Coiffeur(CoiffeurGame),
    /// A Differenzler game.
    Differenzler(DifferenzlerGame),
    /// A Hindersi game.
    Hindersi(HindersiGame),
    /// A Mittlere game.
    Mittlere(MittlereGame),
}

impl AnyGame {
    /// Replays a record of any game.
    ///
    /// # Errors
    ///
    /// [`ReplayError`] as the game's own `replay` reports it.
    pub fn replay(record: &GameRecord) -> Result<AnyGame, ReplayError> {
        match record.game {
            GameKind::Schieber => SchieberGame::replay(record).map(AnyGame::Schieber),
            GameKind::Zweier => ZweierGame::replay(record).map(AnyGame::Zweier),
            GameKind::Schmaus => SchmausGame::replay(record).map(AnyGame::Schmaus),
            GameKind::Coiffeur => CoiffeurGame::replay(record).map(AnyGame::Coiffeur),
            GameKind::Differenzler => DifferenzlerGame::replay(record).map(AnyGame::Differenzler),
            GameKind::Hindersi => HindersiGame::replay(record).map(AnyGame::Hindersi),
            GameKind::Mittlere => MittlereGame::replay(record).map(AnyGame::Mittlere),
        }
    }

    /// The score sheet of a game where each player plays on their own
    /// ([`SoloGame::score_sheet`](crate::game::SoloGame::score_sheet)); `None`
    /// for the team games, whose scores are on the [slate](Game::slate).
    #[must_use]
    pub fn score_sheet(&self) -> Option<ScoreSheet> {
        match self {
            AnyGame::Differenzler(game) => Some(game.score_sheet()),
            AnyGame::Hindersi(game) => Some(game.score_sheet()),
            AnyGame::Mittlere(game) => Some(game.score_sheet()),
            _ => None,
        }
    }

    /// Mittlere's zeros so far, each seat's
    /// ([`SoloGame::zero_totals`](crate::game::SoloGame::zero_totals));
    /// `None` for the other games, which write none.
    #[must_use]
    pub fn zero_totals(&self) -> Option<BySeat<i64>> {
        match self {
            AnyGame::Mittlere(game) => Some(game.zero_totals()),
            _ => None,
        }
    }

    fn inner(&self) -> &dyn Game {
        match self {
            AnyGame::Schieber(game) => game,
            AnyGame::Schmaus(game) => game,
            AnyGame::Zweier(game) => game,
            AnyGame::Coiffeur(game) => game,
            AnyGame::Differenzler(game) => game,
            AnyGame::Hindersi(game) => game,
            AnyGame::Mittlere(game) => game,
        }
    }

    fn inner_mut(&mut self) -> &mut dyn Game {
        match self {
            AnyGame::Schieber(game) => game,
            AnyGame::Schmaus(game) => game,
            AnyGame::Zweier(game) => game,
            AnyGame::Coiffeur(game) => game,
            AnyGame::Differenzler(game) => game,
            AnyGame::Hindersi(game) => game,
            AnyGame::Mittlere(game) => game,
        }
    }
}

impl From<SchieberGame> for AnyGame {
    fn from(game: SchieberGame) -> AnyGame {
        AnyGame::Schieber(game)
    }
}

impl From<SchmausGame> for AnyGame {
    fn from(game: SchmausGame) -> AnyGame {
        AnyGame::Schmaus(game)
    }
}

impl From<ZweierGame> for AnyGame {
    fn from(game: ZweierGame) -> AnyGame {
        AnyGame::Zweier(game)
    }
}

impl From<CoiffeurGame> for AnyGame {
    fn from(game: CoiffeurGame) -> AnyGame {
        AnyGame::Coiffeur(game)
    }
}

impl From<DifferenzlerGame> for AnyGame {
    fn from(game: DifferenzlerGame) -> AnyGame {
        AnyGame::Differenzler(game)
    }
}

impl From<HindersiGame> for AnyGame {
    fn from(game: HindersiGame) -> AnyGame {
        AnyGame::Hindersi(game)
    }
}

impl From<MittlereGame> for AnyGame {
    fn from(game: MittlereGame) -> AnyGame {
        AnyGame::Mittlere(game)
    }
}

impl Game for AnyGame {
    fn kind(&self) -> GameKind {
        self.inner().kind()
    }

    fn to_act(&self) -> Option<Seat> {
        self.inner().to_act()
    }

    fn expecting(&self) -> Expecting {
        self.inner().expecting()
    }

    fn legal_actions(&self) -> ActionList {
        self.inner().legal_actions()
    }

    fn legal_cards(&self) -> CardSet {
        self.inner().legal_cards()
    }

    fn apply(&mut self, action: Action) -> Result<(), ActionError> {
        self.inner_mut().apply(action)
    }

    fn observation(&self, seat: Seat) -> Result<Observation, SeatOutOfRange> {
        self.inner().observation(seat)
    }

    fn scores(&self) -> ByTeam<u32> {
        self.inner().scores()
    }

    fn result(&self) -> Option<GameResult> {
        self.inner().result()
    }

    fn seat_totals(&self) -> BySeat<i64> {
        self.inner().seat_totals()
    }

    fn places(&self) -> Option<BySeat<u8>> {
        self.inner().places()
    }

    fn slate(&self) -> Slate {
        self.inner().slate()
    }

    fn record(&self) -> GameRecord {
        self.inner().record()
    }

    fn rules(&self) -> &Rules {
        self.inner().rules()
    }

    fn hand_number(&self) -> u16 {
        self.inner().hand_number()
    }

    fn hands_finished(&self) -> usize {
        self.inner().hands_finished()
    }

    fn milestones(&self) -> Milestones {
        self.inner().milestones()
    }

    fn score_entries(&self) -> Vec<ScoreEntry> {
        self.inner().score_entries()
    }

    fn claim_would_win(&self, seat: Seat) -> Result<bool, SeatOutOfRange> {
        self.inner().claim_would_win(seat)
    }

    fn dealer(&self) -> Seat {
        self.inner().dealer()
    }

    fn forehand(&self) -> Seat {
        self.inner().forehand()
    }

    fn contract(&self) -> Option<Contract> {
        self.inner().contract()
    }

    fn declarer(&self) -> Option<Seat> {
        self.inner().declarer()
    }

    fn hands(&self) -> &BySeat<CardSet> {
        self.inner().hands()
    }

    fn trick(&self) -> &Trick {
        self.inner().trick()
    }

    fn tricks(&self) -> &[Trick] {
        self.inner().tricks()
    }

    fn card_points(&self) -> ByTeam<u16> {
        self.inner().card_points()
    }
}
