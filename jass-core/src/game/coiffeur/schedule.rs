//! The contract of each trick of a hand: one contract for the whole hand,
//! or Coiffeur Schieber's Slalom and Guschti (RULES.md §9.4).

use core::fmt;

use crate::contract::Contract;

/// Which contract each trick of a hand is played under (RULES.md §9.4).
///
/// Every game but Coiffeur Schieber plays one contract for the whole hand
/// ([`ContractSchedule::Fixed`]). Coiffeur's Slalom and Guschti rows change
/// between Obenabe and Undenufe from trick to trick; legal cards, the
/// trick's winner and its card points follow the trick's own contract.
///
/// # Examples
///
/// ```
/// use jass_core::{Contract, ContractSchedule};
///
/// let slalom = ContractSchedule::Slalom(Contract::Undenufe);
/// assert_eq!(slalom.at(0), Contract::Undenufe);
/// assert_eq!(slalom.at(1), Contract::Obenabe);
/// let guschti = ContractSchedule::Guschti(Contract::Obenabe);
/// assert_eq!(guschti.at(4), Contract::Obenabe);
/// assert_eq!(guschti.at(5), Contract::Undenufe);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ContractSchedule {
    /// Every trick under this contract.
    Fixed(Contract),
    /// Tricks alternate Obenabe and Undenufe, the first under this one.
    Slalom(Contract),
    /// Five tricks under this contract (Obenabe or Undenufe), then four
    /// under the other.
    Guschti(Contract),
}

/// Tricks Guschti plays under its first contract.
const GUSCHTI_FIRST: usize = 5;

impl ContractSchedule {
    /// The contract of the first trick.
    #[must_use]
    pub const fn first(self) -> Contract {
        match self {
            ContractSchedule::Fixed(c)
            | ContractSchedule::Slalom(c)
            | ContractSchedule::Guschti(c) => c,
        }
    }

    /// The contract of trick `trick` (0-based).
    #[must_use]
    pub const fn at(self, trick: usize) -> Contract {
        match self {
            ContractSchedule::Fixed(c) => c,
            ContractSchedule::Slalom(c) if trick.is_multiple_of(2) => c,
            ContractSchedule::Guschti(c) if trick < GUSCHTI_FIRST => c,
            ContractSchedule::Slalom(c) | ContractSchedule::Guschti(c) => other_direction(c),
        }
    }
}

impl fmt::Display for ContractSchedule {
    /// `Obenabe`, `trump ♥`, `Slalom from Undenufe`, `Guschti from Obenabe`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ContractSchedule::Fixed(c) => write!(f, "{c:#}"),
            ContractSchedule::Slalom(c) => write!(f, "Slalom from {c:#}"),
            ContractSchedule::Guschti(c) => write!(f, "Guschti from {c:#}"),
        }
    }
}

/// Obenabe for Undenufe and the other way round; a trump contract stays.
const fn other_direction(contract: Contract) -> Contract {
    match contract {
        Contract::Obenabe => Contract::Undenufe,
        Contract::Undenufe => Contract::Obenabe,
        trump @ Contract::Trump(_) => trump,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slalom_alternates_and_guschti_switches_after_five_tricks() {
        let slalom = ContractSchedule::Slalom(Contract::Obenabe);
        let guschti = ContractSchedule::Guschti(Contract::Undenufe);
        for trick in 0..9 {
            let even = if trick % 2 == 0 {
                Contract::Obenabe
            } else {
                Contract::Undenufe
            };
            assert_eq!(slalom.at(trick), even);
            let half = if trick < 5 {
                Contract::Undenufe
            } else {
                Contract::Obenabe
            };
            assert_eq!(guschti.at(trick), half);
            assert_eq!(
                ContractSchedule::Fixed(Contract::Obenabe).at(trick),
                Contract::Obenabe
            );
        }
    }

    /// A row's schedule is named as players name it (RULES.md §9.4): the
    /// contract, or Slalom or Guschti with the first trick's direction.
    #[test]
    fn schedules_are_named_in_players_words() {
        use alloc::string::ToString;

        use crate::card::Suit;

        assert_eq!(
            ContractSchedule::Fixed(Contract::Obenabe).to_string(),
            "Obenabe"
        );
        assert_eq!(
            ContractSchedule::Fixed(Contract::Trump(Suit::Hearts)).to_string(),
            "trump ♥"
        );
        assert_eq!(
            ContractSchedule::Slalom(Contract::Undenufe).to_string(),
            "Slalom from Undenufe"
        );
        assert_eq!(
            ContractSchedule::Guschti(Contract::Obenabe).to_string(),
            "Guschti from Obenabe"
        );
    }
}
