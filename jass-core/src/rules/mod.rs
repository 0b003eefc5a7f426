//! House rules: one plain-data [`Rules`] value holding every ⚙ option of
//! RULES.md, with a preset per rule source.
//!
//! - `options`: the one declaration of every option (the struct, its
//!   defaults, the `with_*` methods and the serde mirror come from it);
//! - `values`: the small enums and tables the options take;
//! - `presets`: a constructor per rule source and [`Rules::preset`];
//! - `validation`: [`Rules::validate`];
//! - `data` (feature `serde`): rule sets as data, a preset and the options
//!   to change, in any serde format;
//! - `json` (feature `json`): JSON text and options by name;
//! - `names`: the option name a misspelt one meant.

#[cfg(feature = "serde")]
mod data;
#[cfg(feature = "json")]
mod json;
mod names;
mod options;
mod presets;
mod validation;
mod values;

#[cfg(feature = "serde")]
pub(crate) use data::deserialize_complete;
pub(crate) use names::DidYouMean;
pub use options::Rules;
pub use presets::PRESET_NAMES;
pub use values::{
    AnnouncePolicy, CardValues, ClaimCounts, DuplicateMelds, EndMode, FirstForehand, FourNines,
    Packs, PlayRules, RankSet, SequenceVsFour, StoeckTiming, SwsOrder, SwsStep, SwsWindow,
    UndenufeValues, Undertrump, WeisMode, WeisTable,
};
pub use values::{Predictions, TrumpChoice, ZeroPredictionBonus};

use crate::card::Rank;
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::seat::Players;

/// The phase of play whose rules apply to a card: the main phase, or a
/// Schmaus talon phase while face-down cards remain (RULES.md §6 phase 1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Phase {
    /// All of Schieber and Jass für zwei; Schmaus phase 2
    /// ([`Rules::play`]).
    #[default]
    Main,
    /// Schmaus phase 1, while the talon has face-down cards
    /// ([`Rules::talon_play`]).
    Talon,
}

impl Rules {
    /// The play rules of `phase`: [`Rules::play`] or [`Rules::talon_play`].
    ///
    /// # Examples
    ///
    /// ```
    /// use jass_core::{Phase, PlayRules, Rules};
    ///
    /// let rules = Rules::schmaus();
    /// assert_eq!(rules.play_in(Phase::Talon), PlayRules::FREE);
    /// assert_eq!(rules.play_in(Phase::Main), rules.play());
    /// ```
    #[must_use]
    pub const fn play_in(&self, phase: Phase) -> PlayRules {
        match phase {
            Phase::Main => self.play(),
            Phase::Talon => self.talon_play(),
        }
    }

    /// The play rules of the main phase of play (all of Schieber and Jass
    /// für zwei; Schmaus phase 2).
    #[must_use]
    pub const fn play(&self) -> PlayRules {
        PlayRules {
            follow_suit: true,
            trump_when_able_to_follow: self.trump_when_able_to_follow,
            must_trump_when_void: self.must_trump_when_void,
            undertrump: self.undertrump,
            puur_exempt: self.puur_exempt,
            must_overtrump_on_trump_lead: self.must_overtrump_on_trump_lead,
        }
    }

    /// The play rules while a talon has face-down cards (Schmaus phase 1).
    #[must_use]
    pub const fn talon_play(&self) -> PlayRules {
        if self.talon_phase_free_play {
            PlayRules::FREE
        } else {
            self.play()
        }
    }

    /// The multiplier of `contract`.
    #[must_use]
    pub fn multiplier(&self, contract: Contract) -> u16 {
        self.multipliers[contract]
    }

    /// The different cards of a Schieber pack under these rules (RULES.md
    /// §5.2): all 36; at a table of five all but ⚙ `removed_card`; at six
    /// with ⚙ `packs = two` the 24 cards from nine to ace, each held twice
    /// ([`Rules::copies`]).
    ///
    /// ```
    /// use jass_core::Rules;
    ///
    /// assert_eq!(Rules::schieber().pack().len(), 36);
    /// assert_eq!(Rules::schieber_five().pack().len(), 35);
    /// assert_eq!(Rules::schieber_six_double().pack().len(), 24);
    /// ```
    #[must_use]
    pub const fn pack(&self) -> CardSet {
        match (self.packs, self.players) {
            (Packs::Two, Players::Six) => DOUBLE_PACK,
            (_, Players::Five) => CardSet::ALL.without(self.removed_card),
            _ => CardSet::ALL,
        }
    }

    /// Whether these rules seat four players with one pack (⚙ `players`
    /// 4): the only table of the solver, the PIMC bot and the duplicate
    /// arena.
    pub(crate) const fn four_with_one_pack(&self) -> bool {
        matches!(self.players, Players::Four) && self.copies() == 1
    }

    /// How often each card of [`Rules::pack`] is in the pack: 2 with ⚙
    /// `packs = two` at a table of six (the only table that reads the
    /// option), else 1.
    ///
    /// ```
    /// use jass_core::Rules;
    ///
    /// assert_eq!(Rules::schieber_six().copies(), 1);
    /// assert_eq!(Rules::schieber_six_double().copies(), 2);
    /// ```
    #[must_use]
    pub const fn copies(&self) -> usize {
        match (self.packs, self.players) {
            (Packs::Two, Players::Six) => 2,
            _ => 1,
        }
    }

    /// The cards a Schieber hand deals each player, and so the number of
    /// tricks: 9 at four, 7 at five, 6 at six, 8 at six with the double
    /// pack.
    ///
    /// ```
    /// use jass_core::Rules;
    ///
    /// assert_eq!(Rules::schieber().cards_per_player(), 9);
    /// assert_eq!(Rules::schieber_five().cards_per_player(), 7);
    /// assert_eq!(Rules::schieber_six().cards_per_player(), 6);
    /// assert_eq!(Rules::schieber_six_double().cards_per_player(), 8);
    /// ```
    #[must_use]
    pub const fn cards_per_player(&self) -> usize {
        let players = match self.players {
            Players::Two => 4,
            players => players.count(),
        };
        self.pack().len() * self.copies() / players
    }

    /// Whether weis is played: ⚙ `weis_enabled`, and with the double pack
    /// only under ⚙ `duplicate_melds = distinct_cards` (RULES.md §5.2).
    #[must_use]
    pub const fn weis_played(&self) -> bool {
        self.weis_enabled && self.duplicate_melds_played()
    }

    /// Whether stöck is played: ⚙ `stoeck_enabled`, and with the double
    /// pack only under ⚙ `duplicate_melds = distinct_cards` (RULES.md
    /// §5.2).
    #[must_use]
    pub const fn stoeck_played(&self) -> bool {
        self.stoeck_enabled && self.duplicate_melds_played()
    }

    /// Whether melds are played at all as far as the pack goes.
    const fn duplicate_melds_played(&self) -> bool {
        self.copies() == 1 || matches!(self.duplicate_melds, DuplicateMelds::DistinctCards)
    }
}

/// The different cards of the double pack: nine to ace of each suit.
pub(crate) const DOUBLE_PACK: CardSet = CardSet::from_mask(
    CardSet::of_rank(Rank::Six)
        .union(CardSet::of_rank(Rank::Seven))
        .union(CardSet::of_rank(Rank::Eight))
        .complement()
        .mask(),
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn talon_play_is_free_only_while_the_option_says_so() {
        let rules = Rules::schmaus();
        assert_eq!(rules.talon_play(), PlayRules::FREE);
        let strict = rules.with_talon_phase_free_play(false);
        assert_eq!(strict.talon_play(), strict.play());
        assert_eq!(strict.play_in(Phase::Talon), strict.play());
        assert_eq!(rules.play_in(Phase::Talon), PlayRules::FREE);
    }
}
