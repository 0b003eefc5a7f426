//! Rule sets as data (feature `serde`): what JSON, TOML or any serde format
//! gives is a [`RuleSetData`], an optional preset to start from and the
//! options to change, tables possibly in part. [`Rules`]' `Deserialize`
//! starts from the [`Rules::schieber`] defaults; a game record's rules must
//! be complete ([`deserialize_complete`]).

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use serde::de::{Deserialize, DeserializeOwned, Deserializer, Error as _};

use super::Rules;
use super::options::RuleSetData;
use super::values::{
    AnnouncePolicy, CardValues, ClaimCounts, DuplicateMelds, EndMode, FirstForehand, FourNines,
    Packs, RankSet, SequenceVsFour, StoeckTiming, SwsOrder, SwsWindow, UndenufeValues, Undertrump,
    WeisMode, WeisTable,
};
use super::values::{Predictions, TrumpChoice, ZeroPredictionBonus};
use crate::card::Card;
use crate::contract::PerContract;
use crate::game::CoiffeurRows;
use crate::seat::Players;

/// How an option's value given as data changes its current value: most
/// values are replaced whole; a table (per contract, card values) given in
/// part changes only the entries it names.
pub(super) trait Overlay: Sized {
    /// The value as data.
    type Patch: DeserializeOwned;

    /// `self` with `patch` applied, or why it cannot be.
    fn overlay(self, patch: Self::Patch) -> Result<Self, String>;

    /// Whether `patch` gives the whole value (a record's rules must).
    fn is_whole(_patch: &Self::Patch) -> bool {
        true
    }
}

/// [`Overlay`] for types whose value is always given whole. An option of
/// a new type adds its type here (or implements [`Overlay`] if it is a
/// table).
macro_rules! replaced_whole {
    ($($ty:ty),* $(,)?) => {
        $(
            impl Overlay for $ty {
                type Patch = $ty;
                fn overlay(self, patch: $ty) -> Result<$ty, String> {
                    Ok(patch)
                }
            }
        )*
    };
}

replaced_whole!(
    bool,
    Card,
    u8,
    u16,
    u32,
    u64,
    Option<u8>,
    Option<u16>,
    Option<u32>,
    AnnouncePolicy,
    ClaimCounts,
    DuplicateMelds,
    EndMode,
    FirstForehand,
    Packs,
    FourNines,
    RankSet,
    SequenceVsFour,
    StoeckTiming,
    SwsOrder,
    SwsWindow,
    UndenufeValues,
    Undertrump,
    WeisMode,
    WeisTable,
    CoiffeurRows,
    Predictions,
    TrumpChoice,
    ZeroPredictionBonus,
);

impl Overlay for Players {
    /// The number of players; a table that does not exist is refused with
    /// the reason validation gives a table no game of the option is
    /// played at (two players), so that ⚙ `players` has one message.
    type Patch = u8;

    fn overlay(self, count: u8) -> Result<Players, String> {
        Players::from_count(usize::from(count))
            .ok_or_else(|| super::validation::players_reason(count))
    }
}

/// Reads a field that is present as `Some`, so that `null` stays an error
/// (or a value of the field's own type) rather than meaning "absent".
fn present<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    T::deserialize(deserializer).map(Some)
}

/// A [`PerContract`] table given in part: `{"obenabe": 4}`.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields, bound = "T: Deserialize<'de>")]
pub(super) struct PerContractPatch<T> {
    #[serde(default, deserialize_with = "present")]
    diamonds: Option<T>,
    #[serde(default, deserialize_with = "present")]
    hearts: Option<T>,
    #[serde(default, deserialize_with = "present")]
    spades: Option<T>,
    #[serde(default, deserialize_with = "present")]
    clubs: Option<T>,
    #[serde(default, deserialize_with = "present")]
    obenabe: Option<T>,
    #[serde(default, deserialize_with = "present")]
    undenufe: Option<T>,
}

impl<T: Copy + DeserializeOwned> Overlay for PerContract<T> {
    type Patch = PerContractPatch<T>;

    fn overlay(self, patch: PerContractPatch<T>) -> Result<PerContract<T>, String> {
        Ok(PerContract {
            diamonds: patch.diamonds.unwrap_or(self.diamonds),
            hearts: patch.hearts.unwrap_or(self.hearts),
            spades: patch.spades.unwrap_or(self.spades),
            clubs: patch.clubs.unwrap_or(self.clubs),
            obenabe: patch.obenabe.unwrap_or(self.obenabe),
            undenufe: patch.undenufe.unwrap_or(self.undenufe),
        })
    }

    fn is_whole(patch: &PerContractPatch<T>) -> bool {
        patch.diamonds.is_some()
            && patch.hearts.is_some()
            && patch.spades.is_some()
            && patch.clubs.is_some()
            && patch.obenabe.is_some()
            && patch.undenufe.is_some()
    }
}

/// [`CardValues`] given in part: `{"last_trick": 10}`.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct CardValuesPatch {
    #[serde(default, deserialize_with = "present")]
    trump: Option<[u8; 9]>,
    #[serde(default, deserialize_with = "present")]
    side: Option<[u8; 9]>,
    #[serde(default, deserialize_with = "present")]
    obenabe: Option<[u8; 9]>,
    #[serde(default, deserialize_with = "present")]
    undenufe: Option<[u8; 9]>,
    #[serde(default, deserialize_with = "present")]
    last_trick: Option<u8>,
}

impl CardValuesPatch {
    fn whole(&self) -> Option<CardValues> {
        Some(CardValues {
            trump: self.trump?,
            side: self.side?,
            obenabe: self.obenabe?,
            undenufe: self.undenufe?,
            last_trick: self.last_trick?,
        })
    }
}

impl Overlay for Option<CardValues> {
    /// `null` for the standard values, or a table.
    type Patch = Option<CardValuesPatch>;

    fn overlay(self, patch: Option<CardValuesPatch>) -> Result<Option<CardValues>, String> {
        let Some(patch) = patch else {
            return Ok(None);
        };
        match self {
            Some(base) => Ok(Some(CardValues {
                trump: patch.trump.unwrap_or(base.trump),
                side: patch.side.unwrap_or(base.side),
                obenabe: patch.obenabe.unwrap_or(base.obenabe),
                undenufe: patch.undenufe.unwrap_or(base.undenufe),
                last_trick: patch.last_trick.unwrap_or(base.last_trick),
            })),
            None => patch.whole().map(Some).ok_or_else(|| {
                "the standard values are in force, so a replacement table gives all of \
                 trump, side, obenabe, undenufe and last_trick"
                    .into()
            }),
        }
    }

    fn is_whole(patch: &Option<CardValuesPatch>) -> bool {
        patch.as_ref().is_none_or(|p| p.whole().is_some())
    }
}

impl<'de> Deserialize<'de> for Rules {
    /// Reads a rule set as data: `"preset"` names the preset to start from
    /// (default [`Rules::schieber`]), every other key an option to change
    /// (a table may be given in part); an unknown option is an error. The
    /// result is [validated](Rules::validate).
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Rules, D::Error> {
        let data = RuleSetData::deserialize(deserializer)?;
        let rules = data.apply(Rules::schieber()).map_err(D::Error::custom)?;
        rules.validate().map_err(D::Error::custom)?;
        Ok(rules)
    }
}

/// Reads the complete rule set of a game record: every option with every
/// table whole, or a `"preset"` that the options given change. Nothing is
/// filled in from defaults the record does not name. Validated.
pub(crate) fn deserialize_complete<'de, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<Rules, D::Error> {
    let data = RuleSetData::deserialize(deserializer)?;
    complete(data).map_err(D::Error::custom)
}

/// The rules of `data` if it is complete, as [`deserialize_complete`]
/// requires; validated.
pub(super) fn complete(data: RuleSetData) -> Result<Rules, crate::error::RulesError> {
    if !data.has_preset() {
        let missing: Vec<&str> = data.not_whole();
        if !missing.is_empty() {
            return Err(crate::error::RulesError::Malformed {
                message: format!(
                    "a record's rule set names every option or the preset it starts from; \
                     missing or partial: {}",
                    missing.join(", ")
                ),
            });
        }
    }
    let rules = data.apply(Rules::schieber())?;
    rules.validate()?;
    Ok(rules)
}
