//! Game records: the rules, the deal (or seed) and the actions, which replay
//! to the identical state.

use alloc::vec::Vec;

use crate::card::Card;
use crate::card_set::CardSet;
use crate::error::RulesError;
use crate::game::action::{Action, ActionError};
use crate::game::deal::{DealError, check_deal};
use crate::game::observation::GameKind;
use crate::rules::Rules;
use crate::seat::{BySeat, Seat};

/// Everything needed to replay a game: which game, the rules, the seed of
/// the deals, the first dealer, optionally the first hand's deal, and every
/// action in order.
///
/// With the `serde` feature a record is plain JSON:
/// `{"game": "schieber", "rules": {...}, "seed": 42, "first_dealer": 3,
/// "deal": null, "actions": ["shove", {"declare": "hearts"}, {"play": "H10"}, ...]}`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct GameRecord {
    /// The game.
    pub game: GameKind,
    /// The rules.
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

/// The deck that, dealt in threes from `first` to `players` players, gives
/// `rounds` in turn (Schieber: one round of nine cards each; Jass für zwei:
/// the first fans, then the second fans); the cards nobody holds follow in
/// index order.
pub(crate) fn deck_for_hands(
    rounds: &[BySeat<CardSet>],
    first: Seat,
    players: usize,
) -> Result<[Card; 36], DealError> {
    let mut deck = Vec::with_capacity(36);
    let mut dealt = CardSet::EMPTY;
    for hands in rounds {
        let per_player = hands[Seat::S0].len();
        check_deal(hands, players, per_player)?;
        let mut left = *hands;
        for &seat in &Seat::ALL[..players] {
            if let Some(card) = (left[seat] & dealt).first() {
                return Err(DealError::DuplicateCard { card });
            }
            dealt |= left[seat];
        }
        for _round in 0..per_player / 3 {
            for p in 0..players {
                let seat = first.advance(p, players);
                for _ in 0..3 {
                    if let Some(card) = left[seat].first() {
                        left[seat] = left[seat].without(card);
                        deck.push(card);
                    }
                }
            }
        }
    }
    deck.extend((!dealt).iter());
    deck.try_into()
        .map_err(|d: Vec<Card>| DealError::WrongHandSize {
            seat: first,
            len: d.len(),
            expected: 36,
        })
}
