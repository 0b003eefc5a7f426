//! Game records: the rules, the deal (or seed) and the actions, which replay
//! to the identical state.

use alloc::string::String;
use alloc::vec::Vec;

use crate::card::Card;
use crate::card_set::CardSet;
use crate::error::RulesError;
use crate::game::action::{Action, ActionError};
use crate::game::deal::{DealError, check_deal};
use crate::game::observation::GameKind;
use crate::rules::Rules;
use crate::seat::{BySeat, Players, Seat};
use crate::trick::Trick;

/// Everything needed to replay a game: which game, the rules, the seed of
/// the deals, the first dealer, optionally the first hand's deal, and every
/// action in order.
///
/// With the `serde` feature a record is plain JSON:
/// `{"game": "schieber", "rules": {...}, "seed": 42, "first_dealer": 3,
/// "deal": null, "actions": ["shove", {"declare": "hearts"}, {"play": "H10"}, ...]}`
/// (`GameRecord::from_json` and `GameRecord::to_json` with the `json`
/// feature). Its rules are complete: `GameRecord::to_json` names every
/// option, and a record read back must name every option too (each table
/// whole) or the preset its rules start from (`"rules": {"preset":
/// "schieber_1000", "target": 1500}`), so that a record means the same game
/// whatever the defaults of a later version. Reading one checks its shape
/// and validates its rules; the deal
/// and the actions are checked when it is replayed
/// ([`AnyGame::replay`](crate::AnyGame::replay)), which refuses a deck that
/// is not 36 different cards, a dealer who does not sit at the table, and
/// the first action that is illegal where it stands (with its index).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct GameRecord {
    /// The game.
    pub game: GameKind,
    /// The rules. A record holds its complete rule set: reading one
    /// requires every option (every table whole), or a `"preset"` that the
    /// options given change; nothing is filled in from defaults.
    #[cfg_attr(
        feature = "serde",
        serde(deserialize_with = "crate::rules::deserialize_complete")
    )]
    pub rules: Rules,
    /// The seed every deal not given is drawn from.
    pub seed: u64,
    /// The dealer of the first hand.
    pub first_dealer: Seat,
    /// The first hand's deck, in dealing order (36 cards), if it was given
    /// rather than drawn from the seed.
    #[cfg_attr(feature = "serde", serde(default))]
    pub deal: Option<Vec<Card>>,
    /// The actions, in order.
    pub actions: Vec<Action>,
}

/// A game could not be created.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum NewGameError {
    /// The rules are invalid.
    #[error("{0}")]
    Rules(#[from] RulesError),
    /// The deal is invalid.
    #[error("{0}")]
    Deal(#[from] DealError),
}

/// A record could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ReplayError {
    /// The record is of another game.
    #[error("the record is of a {game:?} game")]
    WrongGame {
        /// The record's game.
        game: GameKind,
    },
    /// The game could not be created from the record's rules and deal.
    #[error("{0}")]
    New(#[from] NewGameError),
    /// The record could not be read: not JSON, or not the JSON of a record
    /// (a missing or unknown field, a value of the wrong type, an unknown
    /// card or seat).
    #[error("invalid game record: {message}")]
    Malformed {
        /// The parser's message.
        message: String,
    },
    /// An action of the record is not legal where it stands.
    #[error("action {index} ({action}) is illegal: {error}")]
    Action {
        /// Its index in the record's actions.
        index: usize,
        /// The action.
        action: Action,
        /// Why it is refused.
        error: ActionError,
    },
}

#[cfg(feature = "json")]
#[cfg_attr(docsrs, doc(cfg(feature = "json")))]
impl GameRecord {
    /// Reads a record from JSON (as [`GameRecord::to_json`] writes it).
    ///
    /// Its rules must be complete (every option, or a preset and the
    /// options that differ from it) and are [validated](Rules::validate);
    /// the deal and the actions are checked when the record is replayed.
    ///
    /// # Errors
    ///
    /// [`ReplayError::New`] with [`NewGameError::Rules`] for invalid or
    /// incomplete rules (naming the option), [`ReplayError::Malformed`]
    /// for anything else that is not a record.
    ///
    /// # Examples
    ///
    /// ```
    /// use jass_core::{AnyGame, Game, GameRecord, NewGameError, ReplayError, Rules, SchieberGame};
    ///
    /// let game = SchieberGame::new(Rules::schieber(), 7)?;
    /// let json = game.record().to_json();
    /// let record = GameRecord::from_json(&json)?;
    /// assert_eq!(AnyGame::replay(&record)?, AnyGame::from(game));
    ///
    /// let bad = json.replace("\"target\":2500", "\"target\":0");
    /// assert!(matches!(
    ///     GameRecord::from_json(&bad),
    ///     Err(ReplayError::New(NewGameError::Rules(_)))
    /// ));
    /// assert!(matches!(GameRecord::from_json("[]"), Err(ReplayError::Malformed { .. })));
    /// // Fields by position, which serde would accept, are refused.
    /// let positional = format!("[\"schieber\", {}, 1, 0, null, []]", Rules::schieber().to_json());
    /// assert!(matches!(GameRecord::from_json(&positional), Err(ReplayError::Malformed { .. })));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_json(json: &str) -> Result<GameRecord, ReplayError> {
        use alloc::string::ToString;

        let malformed = |error: serde_json::Error| ReplayError::Malformed {
            message: error.to_string(),
        };
        // A field given twice would otherwise take its last value.
        crate::unique_keys::check_unique_keys(json).map_err(malformed)?;
        let value: serde_json::Value = serde_json::from_str(json).map_err(malformed)?;
        // Not serde's positional form of a struct: fields are named.
        if !value.is_object() {
            return Err(ReplayError::Malformed {
                message: "a game record is a JSON object of named fields".into(),
            });
        }
        // The rules first, so that invalid ones are reported as such, not
        // as a malformed record.
        if let Some(rules) = value.get("rules") {
            Rules::from_json_value_complete(rules.clone())
                .map_err(|error| ReplayError::New(NewGameError::Rules(error)))?;
        }
        serde_json::from_value(value).map_err(malformed)
    }

    /// The record as compact JSON.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// The deck that, dealt in threes (and a last round of the remainder) from
/// `first` to `players` players in the play order of a trick, gives
/// `rounds` in turn (Schieber: one round of nine cards each, seven at five
/// and six at six; Jass für zwei: the first fans, then the second fans);
/// the cards nobody holds follow in index order.
///
/// # Errors
///
/// [`DealError`] unless each round gives every seat at the table
/// `per_player` cards of `pack` and no card is dealt twice.
pub(crate) fn deck_for_hands(
    rounds: &[BySeat<CardSet>],
    first: Seat,
    players: Players,
    per_player: usize,
    pack: CardSet,
) -> Result<[Card; 36], DealError> {
    let mut deck = Vec::with_capacity(36);
    let mut dealt = CardSet::EMPTY;
    for hands in rounds {
        check_deal(hands, players, per_player)?;
        let all = hands.0.iter().fold(CardSet::EMPTY, |all, &hand| all | hand);
        if let Some(card) = (all - pack).first() {
            return Err(DealError::NotInPack { card });
        }
        let mut left = *hands;
        for &seat in players.seats() {
            if let Some(card) = (left[seat] & dealt).first() {
                return Err(DealError::DuplicateCard { card });
            }
            dealt |= left[seat];
        }
        // The rounds of `deal_in_rounds`: threes, then the remainder.
        let order = Trick::led_by(first, players);
        let mut to_deal = per_player;
        while to_deal > 0 {
            let round = to_deal.min(3);
            for p in 0..players.count() {
                let seat = order.seat_of(p);
                for _ in 0..round {
                    if let Some(card) = left[seat].first() {
                        left[seat] = left[seat].without(card);
                        deck.push(card);
                    }
                }
            }
            to_deal -= round;
        }
    }
    deck.extend((!dealt).iter());
    deck.try_into()
        .map_err(|d: Vec<Card>| DealError::WrongDeckSize {
            len: d.len(),
            expected: 36,
        })
}

#[cfg(all(test, feature = "json"))]
mod tests {
    use alloc::string::ToString;

    use super::*;
    use crate::game::{Game, SchieberGame};

    #[test]
    fn a_record_that_gives_a_field_twice_is_malformed() {
        let json = SchieberGame::new(Rules::schieber(), 3)
            .unwrap()
            .record()
            .to_json();
        assert!(GameRecord::from_json(&json).is_ok());
        for (from, to, key) in [
            ("\"seed\":3,", "\"seed\":3,\"seed\":4,", "seed"),
            (
                "\"target\":2500",
                "\"target\":2500,\"target\":1000",
                "target",
            ),
            (
                "\"obenabe\":true",
                "\"obenabe\":true,\"obenabe\":false",
                "obenabe",
            ),
        ] {
            let twice = json.replacen(from, to, 1);
            let error = GameRecord::from_json(&twice).unwrap_err();
            assert!(matches!(error, ReplayError::Malformed { .. }), "{error}");
            let message = error.to_string();
            assert!(
                message.starts_with(&alloc::format!(
                    "invalid game record: key \"{key}\" is given twice"
                )),
                "{message}"
            );
        }
    }
}

/// Replays `record` into the game `build` creates from the record's first
/// deck (if it gives one): the checks every game's `replay` makes (the
/// game, each action in turn, with its index); the deck is the game's to
/// check.
pub(crate) fn replay_with<G: crate::game::Game>(
    record: &GameRecord,
    kind: GameKind,
    build: impl FnOnce(Option<&[Card]>) -> Result<G, NewGameError>,
) -> Result<G, ReplayError> {
    if record.game != kind {
        return Err(ReplayError::WrongGame { game: record.game });
    }
    let mut game = build(record.deal.as_deref()).map_err(ReplayError::New)?;
    for (index, &action) in record.actions.iter().enumerate() {
        game.apply(action).map_err(|error| ReplayError::Action {
            index,
            action,
            error,
        })?;
    }
    Ok(game)
}

/// How a game began: the seed of its deals, the first dealer and the first
/// deck if it was given; what a record names besides the rules and the
/// actions. Shared by every game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct GameStart {
    seed: u64,
    first_dealer: Seat,
    first_deck: Option<Vec<Card>>,
}

impl GameStart {
    /// The start of a game under `rules` dealt by `dealer` from `deck` or
    /// from `seed`, the rules validated. Returns the start and the
    /// generator of the deals (of the later ones if `deck` is given); the
    /// deck is the game's to check ([`check_deck`]).
    pub(crate) fn new(
        rules: &Rules,
        seed: u64,
        dealer: Seat,
        deck: Option<&[Card]>,
    ) -> Result<(GameStart, crate::random::JassRng), NewGameError> {
        rules.validate().map_err(NewGameError::Rules)?;
        let start = GameStart {
            seed,
            first_dealer: dealer,
            first_deck: deck.map(<[Card]>::to_vec),
        };
        Ok((start, crate::random::JassRng::seed_from_u64(seed)))
    }

    /// The record of a game of `game` under `rules` that began here and
    /// took `actions`.
    pub(crate) fn record(&self, game: GameKind, rules: Rules, actions: Vec<Action>) -> GameRecord {
        GameRecord {
            game,
            rules,
            seed: self.seed,
            first_dealer: self.first_dealer,
            deal: self.first_deck.clone(),
            actions,
        }
    }
}

/// Checks that `deck` has the 36 cards (48 for `copies = 2`, the double
/// pack) and no card more than `copies` times; which cards are in the pack
/// is the hand's to check.
pub(crate) fn check_deck(deck: &[Card], copies: usize) -> Result<(), NewGameError> {
    let expected = if copies > 1 { 48 } else { 36 };
    if deck.len() != expected {
        return Err(NewGameError::Deal(DealError::WrongDeckSize {
            len: deck.len(),
            expected,
        }));
    }
    let mut once = CardSet::EMPTY;
    let mut twice = CardSet::EMPTY;
    for &card in deck {
        if once.insert(card) {
            continue;
        }
        if copies < 2 {
            return Err(NewGameError::Deal(DealError::DuplicateCard { card }));
        }
        if !twice.insert(card) {
            return Err(NewGameError::Deal(DealError::TooManyCopies {
                card,
                copies,
            }));
        }
    }
    Ok(())
}
