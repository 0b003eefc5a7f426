//! The rows of a Coiffeur table and their multipliers: rule-set data
//! (⚙ `coiffeur_rows`, RULES.md §9.4).

use core::fmt;
use core::str::FromStr;

use crate::card::Suit;
use crate::contract::Contract;
use crate::error::RulesError;
use crate::game::coiffeur::ContractSchedule;

/// What a row of the Coiffeur table is played as (RULES.md §9.4).
///
/// Written as data by name: `"spades"` … `"obenabe"`, `"undenufe"`,
/// `"joker"`, `"slalom"`, `"guschti"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RowKind {
    /// One contract for the whole hand.
    Contract(Contract),
    /// Any trump suit, Obenabe or Undenufe, named when the row is chosen.
    Joker,
    /// Tricks alternate Obenabe and Undenufe; the chooser names the first.
    Slalom,
    /// Five tricks of Obenabe or Undenufe, then four of the other; the
    /// chooser names the first.
    Guschti,
}

impl RowKind {
    /// The contracts the chooser may name for this row: the row's own
    /// contract; any of the six for a joker; Obenabe or Undenufe (the first
    /// trick's) for Slalom and Guschti.
    #[must_use]
    pub fn contracts(self) -> &'static [Contract] {
        match self {
            RowKind::Contract(contract) => {
                let index = Contract::ALL
                    .iter()
                    .position(|&c| c == contract)
                    .unwrap_or(0);
                &Contract::ALL[index..=index]
            }
            RowKind::Joker => &Contract::ALL,
            RowKind::Slalom | RowKind::Guschti => &Contract::ALL[4..],
        }
    }

    /// The hand's schedule when the row is chosen as `contract`, if the row
    /// may be played so ([`RowKind::contracts`]).
    #[must_use]
    pub fn schedule(self, contract: Contract) -> Option<ContractSchedule> {
        if !self.contracts().contains(&contract) {
            return None;
        }
        Some(match self {
            RowKind::Contract(_) | RowKind::Joker => ContractSchedule::Fixed(contract),
            RowKind::Slalom => ContractSchedule::Slalom(contract),
            RowKind::Guschti => ContractSchedule::Guschti(contract),
        })
    }

    const fn name(self) -> &'static str {
        match self {
            RowKind::Contract(contract) => contract.name(),
            RowKind::Joker => "joker",
            RowKind::Slalom => "slalom",
            RowKind::Guschti => "guschti",
        }
    }
}

impl fmt::Display for RowKind {
    /// The name [`str::parse`] reads back: `hearts`, `joker`, `slalom`
    /// (padded to a width given in the format).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

impl FromStr for RowKind {
    type Err = RulesError;

    fn from_str(text: &str) -> Result<RowKind, RulesError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "joker" => Ok(RowKind::Joker),
            "slalom" => Ok(RowKind::Slalom),
            "guschti" | "gusti" => Ok(RowKind::Guschti),
            other => other
                .parse()
                .map(RowKind::Contract)
                .map_err(|_| RulesError::InvalidValue {
                    option: "coiffeur_rows",
                    reason: alloc::format!(
                        "unknown row {text:?}: expected a contract, joker, slalom or guschti"
                    ),
                }),
        }
    }
}

/// One row of the table: what it is played as and its multiplier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct CoiffeurRow {
    /// What the row is played as.
    pub kind: RowKind,
    /// Everything the declaring team scores in the row counts this many
    /// times (from 1 to [`Rules::MAX_MULTIPLIER`](crate::Rules::MAX_MULTIPLIER)).
    pub multiplier: u16,
}

impl CoiffeurRow {
    /// A row of `kind` counting `multiplier` times.
    #[must_use]
    pub const fn new(kind: RowKind, multiplier: u16) -> CoiffeurRow {
        CoiffeurRow { kind, multiplier }
    }
}

/// The rows of a Coiffeur table (⚙ `coiffeur_rows`, RULES.md §9.4): from 1
/// to [`CoiffeurRows::MAX`] rows, each team playing every row once. Stored
/// inline, so [`Rules`](crate::Rules) stays `Copy`. Written as data as a
/// list: `[{"kind": "spades", "multiplier": 1}, …]`.
///
/// # Examples
///
/// ```
/// use jass_core::{CoiffeurRow, CoiffeurRows, Contract, RowKind};
///
/// assert_eq!(CoiffeurRows::EIGHT.len(), 8);
/// assert_eq!(CoiffeurRows::TEN.get(8), Some(CoiffeurRow::new(RowKind::Slalom, 9)));
/// let short = CoiffeurRows::try_new(&[
///     CoiffeurRow::new(RowKind::Contract(Contract::Obenabe), 1),
///     CoiffeurRow::new(RowKind::Joker, 2),
/// ])?;
/// assert_eq!(short.len(), 2);
/// assert!(CoiffeurRows::try_new(&[]).is_err());
/// # Ok::<(), jass_core::RulesError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CoiffeurRows {
    rows: [CoiffeurRow; CoiffeurRows::MAX],
    len: u8,
}

/// An unused slot (kept equal so that derived equality holds).
const BLANK: CoiffeurRow = CoiffeurRow::new(RowKind::Joker, 1);

const fn trump(suit: Suit, multiplier: u16) -> CoiffeurRow {
    CoiffeurRow::new(RowKind::Contract(Contract::Trump(suit)), multiplier)
}

impl CoiffeurRows {
    /// The most rows a table may have.
    pub const MAX: usize = 12;

    /// The classic table of eight rows: ♠ ×1, ♣ ×2, ♦ ×3, ♥ ×4, Obenabe ×5,
    /// Undenufe ×6, two jokers ×7 and ×8 (RULES.md §9.4).
    pub const EIGHT: CoiffeurRows = CoiffeurRows::from_prefix(&[
        trump(Suit::Spades, 1),
        trump(Suit::Clubs, 2),
        trump(Suit::Diamonds, 3),
        trump(Suit::Hearts, 4),
        CoiffeurRow::new(RowKind::Contract(Contract::Obenabe), 5),
        CoiffeurRow::new(RowKind::Contract(Contract::Undenufe), 6),
        CoiffeurRow::new(RowKind::Joker, 7),
        CoiffeurRow::new(RowKind::Joker, 8),
    ]);

    /// The table of ten rows: [`CoiffeurRows::EIGHT`], Slalom ×9 and
    /// Guschti ×10 (RULES.md §9.4).
    pub const TEN: CoiffeurRows = CoiffeurRows::from_prefix(&[
        trump(Suit::Spades, 1),
        trump(Suit::Clubs, 2),
        trump(Suit::Diamonds, 3),
        trump(Suit::Hearts, 4),
        CoiffeurRow::new(RowKind::Contract(Contract::Obenabe), 5),
        CoiffeurRow::new(RowKind::Contract(Contract::Undenufe), 6),
        CoiffeurRow::new(RowKind::Joker, 7),
        CoiffeurRow::new(RowKind::Joker, 8),
        CoiffeurRow::new(RowKind::Slalom, 9),
        CoiffeurRow::new(RowKind::Guschti, 10),
    ]);

    /// `rows` (at most [`CoiffeurRows::MAX`]; a const helper for the presets).
    const fn from_prefix(rows: &[CoiffeurRow]) -> CoiffeurRows {
        let mut all = [BLANK; CoiffeurRows::MAX];
        let mut i = 0;
        while i < rows.len() && i < CoiffeurRows::MAX {
            all[i] = rows[i];
            i += 1;
        }
        CoiffeurRows {
            rows: all,
            len: i as u8,
        }
    }

    /// A table of `rows`.
    ///
    /// # Errors
    ///
    /// [`RulesError::InvalidValue`] for no rows or more than
    /// [`CoiffeurRows::MAX`] (multipliers are checked by
    /// [`Rules::validate`](crate::Rules::validate)).
    pub fn try_new(rows: &[CoiffeurRow]) -> Result<CoiffeurRows, RulesError> {
        if rows.is_empty() || rows.len() > CoiffeurRows::MAX {
            return Err(RulesError::InvalidValue {
                option: "coiffeur_rows",
                reason: alloc::format!(
                    "{} rows: a table has from 1 to {} rows",
                    rows.len(),
                    CoiffeurRows::MAX
                ),
            });
        }
        Ok(CoiffeurRows::from_prefix(rows))
    }

    /// The rows, in order.
    #[must_use]
    pub fn as_slice(&self) -> &[CoiffeurRow] {
        &self.rows[..usize::from(self.len)]
    }

    /// The number of rows.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the table has no rows (never, once built).
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Row `row` (0-based), if the table has it.
    #[must_use]
    pub fn get(&self, row: u8) -> Option<CoiffeurRow> {
        self.as_slice().get(usize::from(row)).copied()
    }

    /// Every row as a bit set (bit `i` for row `i`): what a team has played
    /// once it has played them all.
    #[must_use]
    pub const fn all(&self) -> u16 {
        ((1u32 << self.len) - 1) as u16
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for RowKind {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for RowKind {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<RowKind, D::Error> {
        let text = alloc::string::String::deserialize(deserializer)?;
        text.parse()
            .map_err(|e: RulesError| serde::de::Error::custom(e.into_reason()))
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for CoiffeurRows {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.as_slice())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for CoiffeurRows {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<CoiffeurRows, D::Error> {
        let rows = alloc::vec::Vec::<CoiffeurRow>::deserialize(deserializer)?;
        CoiffeurRows::try_new(&rows).map_err(|e| serde::de::Error::custom(e.into_reason()))
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;

    #[test]
    fn the_presets_follow_the_classic_table() {
        // RULES.md §9.4: ♠ ×1, ♣ ×2, ♦ ×3, ♥ ×4, Obenabe ×5, Undenufe ×6,
        // jokers ×7 and ×8; ten rows add Slalom ×9 and Guschti ×10.
        let multipliers: alloc::vec::Vec<u16> = CoiffeurRows::TEN
            .as_slice()
            .iter()
            .map(|r| r.multiplier)
            .collect();
        assert_eq!(multipliers, (1..=10).collect::<alloc::vec::Vec<u16>>());
        assert_eq!(
            CoiffeurRows::EIGHT.as_slice(),
            &CoiffeurRows::TEN.as_slice()[..8]
        );
        assert_eq!(CoiffeurRows::EIGHT.all(), 0xFF);
    }

    /// A table has from 1 to 12 rows (RULES.md §9.4, ⚙ `coiffeur_rows`),
    /// so a built table is never empty.
    #[test]
    fn a_built_table_is_never_empty() {
        assert!(!CoiffeurRows::EIGHT.is_empty());
        assert!(!CoiffeurRows::TEN.is_empty());
        let one = CoiffeurRows::try_new(&[CoiffeurRow::new(RowKind::Joker, 1)]).unwrap();
        assert_eq!(one.len(), 1);
        assert!(!one.is_empty());
    }

    #[test]
    fn a_row_may_be_named_only_as_what_it_is() {
        let hearts = RowKind::Contract(Contract::Trump(Suit::Hearts));
        assert_eq!(hearts.contracts(), &[Contract::Trump(Suit::Hearts)]);
        assert_eq!(hearts.schedule(Contract::Obenabe), None);
        assert_eq!(RowKind::Joker.contracts().len(), 6);
        assert_eq!(
            RowKind::Slalom.schedule(Contract::Undenufe),
            Some(ContractSchedule::Slalom(Contract::Undenufe))
        );
        assert_eq!(
            RowKind::Guschti.schedule(Contract::Trump(Suit::Clubs)),
            None
        );
        for kind in [hearts, RowKind::Joker, RowKind::Slalom, RowKind::Guschti] {
            assert_eq!(kind.to_string().parse::<RowKind>().unwrap(), kind);
        }
        assert!("skat".parse::<RowKind>().is_err());
    }
}
