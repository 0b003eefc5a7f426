//! Reading an observation: its fields as JSON writes them, then
//! [`Observation::check`]; [`Observation::from_json`] and its error.

use alloc::vec::Vec;

use serde::{Deserialize, Deserializer};

use super::{GameKind, Observation, ObservationError, TalonView};
use crate::card::Card;
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::error::PlayError;
use crate::game::action::{Action, Expecting};
use crate::game::coiffeur::CoiffeurView;
use crate::rules::Rules;
use crate::seat::{BySeat, ByTeam, Players, Seat};
use crate::trick::Trick;
use crate::weis::Meld;

/// A trick as an observation's JSON writes it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TrickData {
    leader: Seat,
    cards: Vec<Card>,
}

impl TrickData {
    fn into_trick(self, players: Players) -> Result<Trick, PlayError> {
        if self.cards.len() > players.count() {
            return Err(PlayError::TooManyCards {
                len: self.cards.len(),
                players,
            });
        }
        let mut trick = Trick::led_by(self.leader, players);
        // A trick of the double pack may hold a card twice.
        for card in self.cards {
            trick.push_copy(card)?;
        }
        Ok(trick)
    }
}

/// An observation as its JSON writes it, not yet checked.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename = "Observation")]
struct ObservationData {
    game: GameKind,
    seat: Seat,
    players: Players,
    #[serde(deserialize_with = "crate::rules::deserialize_complete")]
    rules: Rules,
    hand_number: u16,
    dealer: Seat,
    forehand: Seat,
    to_act: Option<Seat>,
    expecting: Expecting,
    hand: CardSet,
    #[serde(default)]
    hand_twice: CardSet,
    contract: Option<Contract>,
    declarer: Option<Seat>,
    shoved: bool,
    trick: TrickData,
    tricks: Vec<TrickData>,
    played: CardSet,
    #[serde(default)]
    played_twice: CardSet,
    known: BySeat<CardSet>,
    announced: BySeat<Option<u16>>,
    scored_weis: Vec<(Seat, Meld)>,
    stoeck: Option<Seat>,
    card_points: ByTeam<u16>,
    scores: ByTeam<u32>,
    points_taken: BySeat<u16>,
    totals: BySeat<i64>,
    predictions: BySeat<Option<u16>>,
    claim_wins: bool,
    talon: Option<TalonView>,
    coiffeur: Option<CoiffeurView>,
    legal_actions: Vec<Action>,
}

impl ObservationData {
    /// The observation, unchecked; a trick of more cards than players
    /// (or a card three times) is an error.
    fn into_observation(self) -> Result<Observation, PlayError> {
        let players = self.players;
        Ok(Observation {
            game: self.game,
            seat: self.seat,
            players,
            rules: self.rules,
            hand_number: self.hand_number,
            dealer: self.dealer,
            forehand: self.forehand,
            to_act: self.to_act,
            expecting: self.expecting,
            hand: self.hand,
            hand_twice: self.hand_twice,
            contract: self.contract,
            declarer: self.declarer,
            shoved: self.shoved,
            trick: self.trick.into_trick(players)?,
            tricks: self
                .tricks
                .into_iter()
                .map(|t| t.into_trick(players))
                .collect::<Result<_, _>>()?,
            played: self.played,
            played_twice: self.played_twice,
            known: self.known,
            announced: self.announced,
            scored_weis: self.scored_weis,
            stoeck: self.stoeck,
            card_points: self.card_points,
            scores: self.scores,
            points_taken: self.points_taken,
            totals: self.totals,
            predictions: self.predictions,
            claim_wins: self.claim_wins,
            talon: self.talon,
            coiffeur: self.coiffeur,
            legal_actions: self.legal_actions.into_iter().collect(),
        })
    }
}

impl<'de> Deserialize<'de> for Observation {
    /// Reads an observation as serde writes it and
    /// [checks](Observation::check) it: one no game makes is an error
    /// whose message names what is wrong.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Observation, D::Error> {
        use serde::de::Error as _;

        let observation = ObservationData::deserialize(deserializer)?
            .into_observation()
            .map_err(D::Error::custom)?;
        observation
            .check()
            .map_err(|error| D::Error::custom(invalid(&error)))?;
        Ok(observation)
    }
}

/// The message of an observation that fails [`Observation::check`], as
/// serde reports it.
fn invalid(error: &ObservationError) -> alloc::string::String {
    alloc::format!("invalid observation: {error}")
}

/// An observation could not be read from JSON ([`Observation::from_json`]).
#[cfg(feature = "json")]
#[cfg_attr(docsrs, doc(cfg(feature = "json")))]
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ReadObservationError {
    /// Not JSON, or not the JSON of an observation (a missing or unknown
    /// field, a value of the wrong type, an unknown card or seat, a trick
    /// of more cards than players).
    #[error("not an observation: {message}")]
    Malformed {
        /// The parser's message.
        message: alloc::string::String,
    },
    /// The JSON of an observation that no game makes.
    #[error("invalid observation: {0}")]
    Invalid(#[from] ObservationError),
}

#[cfg(feature = "json")]
#[cfg_attr(docsrs, doc(cfg(feature = "json")))]
impl Observation {
    /// Reads an observation from JSON (as serde writes it) and
    /// [checks](Observation::check) it.
    ///
    /// # Errors
    ///
    /// [`ReadObservationError::Malformed`] for JSON that is not an
    /// observation, [`ReadObservationError::Invalid`] for one that no game
    /// makes.
    ///
    /// # Examples
    ///
    /// ```
    /// use jass_core::{Game, Observation, ReadObservationError, Rules, SchieberGame, Seat};
    ///
    /// let game = SchieberGame::new(Rules::schieber(), 7)?;
    /// let observation = game.observation(Seat::S2)?;
    /// let json = serde_json::to_string(&observation)?;
    /// assert_eq!(Observation::from_json(&json)?, observation);
    ///
    /// let six_players = json.replace("\"players\":4", "\"players\":6");
    /// assert!(matches!(Observation::from_json(&six_players), Err(ReadObservationError::Invalid(_))));
    /// assert!(matches!(Observation::from_json("[]"), Err(ReadObservationError::Malformed { .. })));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_json(json: &str) -> Result<Observation, ReadObservationError> {
        use alloc::string::ToString;

        let malformed = |error: &dyn core::fmt::Display| ReadObservationError::Malformed {
            message: error.to_string(),
        };
        // A field given twice would otherwise take its last value.
        crate::unique_keys::check_unique_keys(json).map_err(|e| malformed(&e))?;
        let data: ObservationData = serde_json::from_str(json).map_err(|e| malformed(&e))?;
        let observation = data.into_observation().map_err(|e| malformed(&e))?;
        observation.check()?;
        Ok(observation)
    }
}
