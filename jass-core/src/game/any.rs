//! `AnyGame`: one type for every game, for callers that cannot be generic
//! (the C and Python bindings, records of unknown games).

use crate::card_set::CardSet;
use crate::game::Game;
use crate::game::action::{Action, ActionError, ActionList, Expecting};
use crate::game::observation::{GameKind, Observation};
use crate::game::record::{GameRecord, ReplayError};
use crate::game::schieber::SchieberGame;
use crate::game::schmaus::SchmausGame;
use crate::game::scoreboard::GameResult;
use crate::game::slate::Slate;
use crate::game::zweier::ZweierGame;
use crate::seat::{ByTeam, Seat};

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
pub enum AnyGame {
    /// A Schieber game.
    Schieber(SchieberGame),
    /// A Schmaus game.
    Schmaus(SchmausGame),
    /// A game of Jass für zwei.
    Zweier(ZweierGame),
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
        }
    }

    fn inner(&self) -> &dyn Game {
        match self {
            AnyGame::Schieber(game) => game,
            AnyGame::Schmaus(game) => game,
            AnyGame::Zweier(game) => game,
        }
    }

    fn inner_mut(&mut self) -> &mut dyn Game {
        match self {
            AnyGame::Schieber(game) => game,
            AnyGame::Schmaus(game) => game,
            AnyGame::Zweier(game) => game,
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

    fn observation(&self, seat: Seat) -> Observation {
        self.inner().observation(seat)
    }

    fn scores(&self) -> ByTeam<u32> {
        self.inner().scores()
    }

    fn result(&self) -> Option<GameResult> {
        self.inner().result()
    }

    fn slate(&self) -> Slate {
        self.inner().slate()
    }

    fn record(&self) -> GameRecord {
        self.inner().record()
    }
}
