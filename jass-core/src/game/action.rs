//! Actions players take, the list of legal ones, and why an action is
//! refused.

use core::fmt;

use smallvec::SmallVec;

use crate::card::{Card, CardStyle};
use crate::contract::Contract;
use crate::error::PlayError;
use crate::seat::{Players, Seat, SeatOutOfRange};
use crate::weis::{Meld, WeisError};

/// Something a player does. The same action type serves every game; each
/// game accepts the actions its rules know.
///
/// Serialized (with the `serde` feature) in snake case: `{"play": "H10"}`,
/// `{"declare": "obenabe"}`, `"shove"`, `{"claim": 1}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Action {
    /// Name the contract (Schieber: forehand, or the partner after a shove;
    /// Jass für zwei: forehand names trump).
    Declare(Contract),
    /// Shove the choice of contract to the partner ("schieben"), or back
    /// under ⚙ `zurueckschieben`.
    Shove,
    /// Announce a weis meld. Other players learn its value; details are
    /// revealed as the comparison needs them, and fully once it scores.
    Announce(Meld),
    /// Decline: announce no weis now, or (when asked) do not counter-claim.
    Pass,
    /// Play a card to the trick.
    Play(Card),
    /// Schmaus: swap the trump six for the turned-up trump card.
    Rob,
    /// Claim victory for this seat's side ("sich bedanken"). Any seat may
    /// claim at any time when claims are played (⚙ `end_mode = claims`).
    Claim(Seat),
    /// Coiffeur Schieber: choose row `row` (0-based) of the table for the
    /// chooser's team, played as `contract`: the row's own contract; for a
    /// joker the contract named; for Slalom and Guschti the first trick's
    /// (Obenabe or Undenufe, RULES.md §9.4).
    ChooseRow {
        /// The row, 0-based.
        row: u8,
        /// The contract (of the first trick).
        contract: Contract,
    },
    /// Differenzler: predict the card points this player will take in the
    /// hand (0 to the hand's total, 157 with the standard values).
    Predict(u16),
}

impl Action {
    /// The card of a [`Action::Play`].
    #[must_use]
    pub const fn card(self) -> Option<Card> {
        match self {
            Action::Play(card) => Some(card),
            _ => None,
        }
    }
}

impl fmt::Display for Action {
    /// Writes the action in players' words: `play ♥10`, `declare trump ♠`,
    /// `shove`, `announce four jacks`, `pass`, `rob`, `claim (seat 2)`,
    /// `choose row 8 (Obenabe)`, `predict 48`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Declare(contract) => write!(f, "declare {contract:#}"),
            Action::Shove => f.write_str("shove"),
            Action::Announce(meld) => write!(f, "announce {meld}"),
            Action::Pass => f.write_str("pass"),
            Action::Play(card) => write!(f, "play {}", card.styled(CardStyle::Unicode)),
            Action::Rob => f.write_str("rob"),
            Action::Claim(seat) => write!(f, "claim ({seat})"),
            Action::ChooseRow { row, contract } => write!(f, "choose row {row} ({contract:#})"),
            Action::Predict(points) => write!(f, "predict {points}"),
        }
    }
}

/// The legal actions of the player to act. Stored inline (no allocation for
/// the usual at most 16 actions).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ActionList(SmallVec<[Action; 16]>);

impl ActionList {
    /// An empty list.
    #[must_use]
    pub fn new() -> ActionList {
        ActionList(SmallVec::new())
    }

    /// Appends an action.
    pub fn push(&mut self, action: Action) {
        self.0.push(action);
    }

    /// The actions as a slice.
    #[must_use]
    pub fn as_slice(&self) -> &[Action] {
        &self.0
    }

    /// Number of actions.
    #[must_use]
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there is no legal action (the game is over).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether `action` is in the list.
    #[must_use]
    pub fn contains(&self, action: &Action) -> bool {
        self.0.contains(action)
    }

    /// Iterates over the actions.
    pub fn iter(&self) -> core::slice::Iter<'_, Action> {
        self.0.iter()
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for ActionList {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter())
    }
}

impl<'a> IntoIterator for &'a ActionList {
    type Item = &'a Action;
    type IntoIter = core::slice::Iter<'a, Action>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl Extend<Action> for ActionList {
    fn extend<I: IntoIterator<Item = Action>>(&mut self, iter: I) {
        self.0.extend(iter);
    }
}

impl FromIterator<Action> for ActionList {
    fn from_iter<I: IntoIterator<Item = Action>>(iter: I) -> ActionList {
        ActionList(iter.into_iter().collect())
    }
}

/// What the game is waiting for: the kind of action the player to act must
/// take.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Expecting {
    /// A contract or a shove (Coiffeur Schieber: a row or a shove).
    Declaration,
    /// A weis announcement or a pass.
    Weis,
    /// A card (or, in Schmaus, a rob).
    Card,
    /// A counter-claim or a pass (⚙ `sws_window = first_trick_both_claim`).
    CounterClaim,
    /// Differenzler: a prediction of card points.
    Prediction,
    /// Nothing: the game is over.
    Nothing,
}

impl Expecting {
    /// Every kind of expectation, in declaration order.
    pub const ALL: [Expecting; 6] = [
        Expecting::Declaration,
        Expecting::Weis,
        Expecting::Card,
        Expecting::CounterClaim,
        Expecting::Prediction,
        Expecting::Nothing,
    ];

    /// The name of what the game expects, as data writes it (with the
    /// `serde` feature) and Python's `Game.expecting` reports it:
    /// `declaration`, `weis`, `card`, `counter_claim`, `prediction`,
    /// `nothing`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Expecting::Declaration => "declaration",
            Expecting::Weis => "weis",
            Expecting::Card => "card",
            Expecting::CounterClaim => "counter_claim",
            Expecting::Prediction => "prediction",
            Expecting::Nothing => "nothing",
        }
    }

    /// The actions that answer it, in the words of [`Action`]'s display.
    const fn answers(self) -> &'static str {
        match self {
            Expecting::Declaration => "declare a contract or shove",
            Expecting::Weis => "announce a weis or pass",
            Expecting::Card => "play a card",
            Expecting::CounterClaim => "claim or pass",
            Expecting::Prediction => "predict",
            Expecting::Nothing => "no action: the game is over",
        }
    }
}

impl fmt::Display for Expecting {
    /// The name and the actions that answer it: `declaration (declare a
    /// contract or shove)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.name(), self.answers())
    }
}

/// An action was refused. The game is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ActionError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The action is not one the game expects now.
    #[error("{action} is not possible now: the game expects {expecting}")]
    WrongPhase {
        /// The refused action.
        action: Action,
        /// What the game expects.
        expecting: Expecting,
    },
    /// Coiffeur Schieber: the action is not possible while the game
    /// expects its declaration, a row chosen or the choice shoved
    /// ([`Expecting::Declaration`], RULES.md §9.4).
    #[error(
        "{action} is not possible now: the game expects declaration (in Coiffeur Schieber, \
         choose row or shove)"
    )]
    RowExpected {
        /// The refused action.
        action: Action,
    },
    /// The card may not be played.
    #[error("{0}")]
    Play(#[from] PlayError),
    /// The weis announcement is not allowed.
    #[error("{0}")]
    Weis(#[from] WeisError),
    /// The contract is disabled by the rules (⚙ `contracts`).
    #[error("contract {contract} is not allowed by the rules")]
    ContractDisabled {
        /// The refused contract.
        contract: Contract,
    },
    /// The player may not shove (already shoved, or no shoving back).
    #[error("the contract may not be shoved now")]
    CannotShove,
    /// The player may not pass.
    #[error("passing is not allowed now")]
    CannotPass,
    /// The player may not rob (no trump six, nothing to rob, or too late).
    #[error("robbing is not possible now")]
    CannotRob,
    /// Claims are not played (⚙ `end_mode = automatic`).
    #[error("claims are not played under end_mode = automatic")]
    ClaimsOff,
    /// Claims are not played in a game without a target, whatever ⚙
    /// `end_mode` says (Coiffeur Schieber, RULES.md §9.4).
    #[error(
        "claims are not played in Coiffeur Schieber: a session has no target and ends when \
         every row is played"
    )]
    NoTargetToClaim,
    /// A prediction above the hand's total card points.
    #[error("a prediction of {points} is above the hand's {max} points")]
    PredictionOutOfRange {
        /// The refused prediction.
        points: u16,
        /// The hand's total.
        max: u16,
    },
    /// The seat may not claim now (the Chnächt never claims, RULES.md
    /// §5.2).
    #[error("{seat} may not claim now")]
    CannotClaim {
        /// The claiming seat.
        seat: Seat,
    },
    /// The action names a seat that does not sit at the table (a claim by
    /// seat 4 at a table of four).
    #[error("{0}")]
    NotAtTable(#[from] SeatOutOfRange),
    /// Coiffeur Schieber: the table has no such row.
    #[error("the table has no row {row}")]
    NoSuchRow {
        /// The refused row.
        row: u8,
    },
    /// Coiffeur Schieber: the chooser's team has played this row already,
    /// or has no row left and must shove.
    #[error("row {row} has been played by the chooser's team")]
    RowPlayed {
        /// The refused row.
        row: u8,
    },
    /// Coiffeur Schieber: the row cannot be played as this contract.
    #[error("row {row} cannot be played as {contract}")]
    RowContract {
        /// The row.
        row: u8,
        /// The refused contract.
        contract: Contract,
    },
}

/// Refuses an action that names a seat not at a table of `players` (a
/// claim): every game checks this once it knows it is not over, before
/// anything else.
pub(crate) const fn check_seat(action: Action, players: Players) -> Result<(), ActionError> {
    if let Action::Claim(seat) = action
        && let Err(error) = players.seat(seat as u8)
    {
        return Err(ActionError::NotAtTable(error));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;

    #[cfg(feature = "json")]
    #[test]
    fn the_names_of_expectations_are_those_data_writes() {
        for expecting in Expecting::ALL {
            let written = serde_json::to_string(&expecting).unwrap();
            assert_eq!(written, alloc::format!("\"{}\"", expecting.name()));
        }
    }

    #[test]
    fn a_wrong_phase_names_what_is_expected_in_lowercase_words() {
        let error = ActionError::WrongPhase {
            action: Action::Pass,
            expecting: Expecting::CounterClaim,
        };
        assert_eq!(
            error.to_string(),
            "pass is not possible now: the game expects counter_claim (claim or pass)"
        );
        for expecting in Expecting::ALL {
            let message = ActionError::WrongPhase {
                action: Action::Rob,
                expecting,
            }
            .to_string();
            assert!(
                message.contains(&alloc::format!("expects {} (", expecting.name())),
                "{message}"
            );
        }
    }
}
