//! The value types of the rule options: small enums, [`CardValues`],
//! [`RankSet`], [`SwsOrder`], and the [`PlayRules`] gathered from a rule set.

use alloc::format;
use core::fmt;

use crate::card::Rank;
use crate::error::RulesError;

/// The undertrump rule of RULES.md §3.2, which applies once someone has
/// trumped a trick whose led suit is not trump.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Undertrump {
    /// No trump lower than the highest trump in the trick, unless the hand
    /// holds nothing but trumps (positive games such as Schieber; \[000\],
    /// \[002\], \[003\], \[004\]).
    #[default]
    Strict,
    /// No undertrump while the hand holds the suit led; a hand void in it may
    /// play any card (negative and mixed games; \[002\]).
    Weak,
}

/// Which card counts 11 in Undenufe (RULES.md §2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum UndenufeValues {
    /// Sixes count 11 and aces 0 (\[000\], \[003\], "most people" per \[002\]).
    #[default]
    SixEleven,
    /// Aces count 11 and sixes 0 (\[002\]'s preference, \[004\]'s base rule).
    AceEleven,
}

/// A replacement for the standard card values (RULES.md §2, ⚙ card-value
/// override), such as \[004\]'s one-off "Belmité" rule.
///
/// Each table gives the points of the ranks six to ace (index = [`Rank`]
/// index). With an override in force the 157-point total of a hand is
/// whatever these tables sum to: the engine computes it, never assumes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct CardValues {
    /// Values in the trump suit.
    pub trump: [u8; 9],
    /// Values in a side suit of a trump contract.
    pub side: [u8; 9],
    /// Values in Obenabe.
    pub obenabe: [u8; 9],
    /// Values in Undenufe.
    pub undenufe: [u8; 9],
    /// Points for the last trick of a complete hand.
    pub last_trick: u8,
}

impl CardValues {
    /// \[004\]'s "Belmité" rule: every card counts 4, the last trick 13.
    pub const BELMITE: CardValues = CardValues {
        trump: [4; 9],
        side: [4; 9],
        obenabe: [4; 9],
        undenufe: [4; 9],
        last_trick: 13,
    };
}

/// How weis is counted (RULES.md §4.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum WeisTable {
    /// Long sequences score more; a card may be in a four and a sequence
    /// (\[000\], \[001\]).
    #[default]
    Large,
    /// Sequences of five or more score 100; no card in two melds (\[002\],
    /// \[003\]).
    Small,
}

/// What four nines are worth (RULES.md §4.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum FourNines {
    /// 150 points (default). Written `"150"`.
    #[default]
    #[cfg_attr(feature = "serde", serde(rename = "150"))]
    Points150,
    /// 100 points, like other fours. Written `"100"`.
    #[cfg_attr(feature = "serde", serde(rename = "100"))]
    Points100,
    /// Four nines are no meld ("most do not" per \[002\]).
    NotAllowed,
}

/// How a sequence and a four of equal value compare (RULES.md §4.2 step 2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SequenceVsFour {
    /// The sequence wins (\[000\], \[001\], \[003\]).
    #[default]
    SequenceWins,
    /// The four wins.
    FourWins,
    /// \[002\]'s list as written: at 100 a four beats any sequence, at 150 a
    /// six-sequence beats four nines, at 200 a seven-sequence beats four
    /// jacks.
    ListOrder,
}

/// How weis is announced in the first trick of a Schieber hand (and in the
/// announcing tricks of Jass für zwei) (RULES.md §4.3). An engine mode.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum WeisMode {
    /// Everybody announces and declares their best; no weis actions.
    #[default]
    Automatic,
    /// The full flow: each player, as they play to the first trick, announces
    /// a meld (others hear its value) or passes; the single best announced
    /// meld's side then scores all its melds.
    Announced,
}

/// Whether a player must announce their best weis (RULES.md §4.3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum AnnouncePolicy {
    /// A player may decline, or announce less than their best (\[000\], \[002\]).
    #[default]
    Optional,
    /// The best meld must be announced (\[003\]).
    MandatoryBest,
}

/// When stöck is recorded (RULES.md §4.4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum StoeckTiming {
    /// When the second of trump king and queen is played (\[000\], \[001\],
    /// \[003\]).
    #[default]
    OnSecondCard,
    /// Also when shown in a weis, or any time up to the count (\[002\]).
    UntilCount,
}

/// Who is forehand in the first hand of a Schieber game (RULES.md §5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum FirstForehand {
    /// The holder of the seven of clubs/roses is forehand and deals the
    /// second hand (\[000\], \[002\]).
    #[default]
    SevenOfRoses,
    /// The player to the dealer's right (\[003\], \[004\]).
    RightOfDealer,
}

/// How many packs a Schieber table plays with (RULES.md §5.2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Packs {
    /// One pack of 36 cards (at a table of five without ⚙ `removed_card`).
    #[default]
    One,
    /// The double pack, "Doppelris", of six players (\[002\], \[004\]):
    /// two packs without the sixes, sevens and eights, 48 cards, each of
    /// the 24 others twice. Of two identical cards in a trick the later
    /// one wins.
    Two,
}

/// Weis and stöck when a player may hold a card twice (the double pack,
/// RULES.md §5.2; the sources do not say).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DuplicateMelds {
    /// No weis and no stöck with the double pack.
    #[default]
    None,
    /// Weis and stöck are read from the different cards a player holds: a
    /// card held twice counts once (it adds nothing to a four or a
    /// sequence), stöck is a trump king and a trump queen in one hand
    /// (held by two players, it is the one who plays earlier to the first
    /// trick who has it) and, under ⚙ `stoeck_timing = on_second_card`, is
    /// recorded when the holder plays the last trump king or queen they
    /// hold.
    DistinctCards,
}

/// Whose unrecorded points count when a claim ends play (RULES.md §5.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ClaimCounts {
    /// Both sides' stöck and unrecorded tricks (\[000\]).
    #[default]
    BothSides,
    /// Only the claimant's side (\[002\], \[001\]).
    ClaimantOnly,
}

/// When a claim is judged by Stöck-Weis-Stich (RULES.md §5.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SwsWindow {
    /// The claiming player has not yet played to the second trick (\[000\]).
    #[default]
    ClaimantBeforeSecondTrick,
    /// No card of the claimant's side is in the second trick yet (\[003\]).
    SideBeforeSecondTrick,
    /// The claim is made during the first trick and the other side claims
    /// too; a lone claim is checked like any other (\[002\]).
    FirstTrickBothClaim,
    /// Nobody has drawn from the talon in this hand yet (Schmaus, \[001\]).
    BeforeFirstDraw,
}

/// One step of the Stöck-Weis-Stich count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SwsStep {
    /// Stöck held by either side.
    Stoeck,
    /// The scored weis.
    Weis,
    /// The card points of the first trick (no last-trick bonus).
    Stich,
}

impl SwsStep {
    /// The step's name as the option writes it.
    const fn name(self) -> &'static str {
        match self {
            SwsStep::Stoeck => "stoeck",
            SwsStep::Weis => "weis",
            SwsStep::Stich => "stich",
        }
    }
}

/// The order of the Stöck-Weis-Stich count: a permutation of the three
/// steps (RULES.md §5.1; default Stöck, Weis, Stich; \[002\] knows others).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(into = "[SwsStep; 3]"))]
pub struct SwsOrder([SwsStep; 3]);

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for SwsOrder {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<SwsOrder, D::Error> {
        let steps = <[SwsStep; 3]>::deserialize(deserializer)?;
        SwsOrder::new(steps).map_err(|e| serde::de::Error::custom(e.into_reason()))
    }
}

impl SwsOrder {
    /// Stöck, then weis, then the trick: the usual rule.
    pub const STOECK_WEIS_STICH: SwsOrder =
        SwsOrder([SwsStep::Stoeck, SwsStep::Weis, SwsStep::Stich]);

    /// The order given, if it names each step once.
    ///
    /// # Errors
    ///
    /// [`RulesError::InvalidValue`] if a step is missing or repeated.
    pub fn new(steps: [SwsStep; 3]) -> Result<SwsOrder, RulesError> {
        let has = |s| steps.contains(&s);
        if has(SwsStep::Stoeck) && has(SwsStep::Weis) && has(SwsStep::Stich) {
            Ok(SwsOrder(steps))
        } else {
            Err(RulesError::InvalidValue {
                option: "sws_order",
                reason: format!(
                    "{}, {}, {} is not an order of stoeck, weis and stich, each once",
                    steps[0].name(),
                    steps[1].name(),
                    steps[2].name()
                ),
            })
        }
    }

    /// The steps in order.
    #[must_use]
    pub const fn steps(self) -> [SwsStep; 3] {
        self.0
    }
}

impl Default for SwsOrder {
    fn default() -> SwsOrder {
        SwsOrder::STOECK_WEIS_STICH
    }
}

impl TryFrom<[SwsStep; 3]> for SwsOrder {
    type Error = RulesError;
    fn try_from(steps: [SwsStep; 3]) -> Result<SwsOrder, RulesError> {
        SwsOrder::new(steps)
    }
}

impl From<SwsOrder> for [SwsStep; 3] {
    fn from(order: SwsOrder) -> [SwsStep; 3] {
        order.0
    }
}

/// How a game ends (RULES.md §5.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum EndMode {
    /// Each side claims at the first moment a claim would be valid (an
    /// engine mode, not a source rule): the first side to reach the target
    /// wins, judged event by event.
    #[default]
    Automatic,
    /// Players claim ("sich bedanken") as actions; a wrong claim loses.
    Claims,
}

/// A set of ranks, such as the ranks that may form a four.
///
/// Serialized as a list of rank codes (`["10", "J", "Q", "K", "A"]`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct RankSet(u16);

impl RankSet {
    /// No rank.
    pub const EMPTY: RankSet = RankSet(0);
    /// All nine ranks.
    pub const ALL: RankSet = RankSet(0x1FF);

    /// The set of the given ranks.
    #[must_use]
    pub const fn of(ranks: &[Rank]) -> RankSet {
        let mut bits = 0;
        let mut i = 0;
        while i < ranks.len() {
            bits |= 1 << ranks[i] as u16;
            i += 1;
        }
        RankSet(bits)
    }

    /// Whether `rank` is in the set.
    #[must_use]
    pub const fn contains(self, rank: Rank) -> bool {
        self.0 >> rank as u16 & 1 == 1
    }

    /// The set with `rank` added.
    #[must_use]
    pub const fn with(self, rank: Rank) -> RankSet {
        RankSet(self.0 | 1 << rank as u16)
    }

    /// The set with `rank` removed.
    #[must_use]
    pub const fn without(self, rank: Rank) -> RankSet {
        RankSet(self.0 & !(1 << rank as u16))
    }

    /// The ranks as nine bits, bit 0 = six.
    #[must_use]
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// The ranks in natural order.
    pub fn iter(self) -> impl Iterator<Item = Rank> {
        Rank::ALL.into_iter().filter(move |&r| self.contains(r))
    }
}

impl fmt::Debug for RankSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(Rank::code)).finish()
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for RankSet {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter().map(Rank::code))
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for RankSet {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let codes = <alloc::vec::Vec<alloc::string::String>>::deserialize(deserializer)?;
        let mut set = RankSet::EMPTY;
        for code in codes {
            let rank: Rank = code.parse().map_err(serde::de::Error::custom)?;
            if set.contains(rank) {
                return Err(serde::de::Error::custom(alloc::format!(
                    "rank {} is listed twice",
                    rank.code()
                )));
            }
            set = set.with(rank);
        }
        Ok(set)
    }
}

/// The legal-card rules of one phase of play (RULES.md §3 and §6),
/// gathered from [`Rules`](super::Rules) by [`Rules::play`](super::Rules::play)
/// and [`Rules::talon_play`](super::Rules::talon_play).
///
/// This is the small value the hot path [`legal_cards`](crate::legal_cards)
/// reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(
    clippy::struct_excessive_bools,
    reason = "each flag is a yes/no rule of RULES.md"
)]
pub struct PlayRules {
    /// Whether there is any duty to follow suit; `false` means any card may
    /// be played (Schmaus phase 1).
    pub follow_suit: bool,
    /// ⚙ `trump_when_able_to_follow`.
    pub trump_when_able_to_follow: bool,
    /// ⚙ `must_trump_when_void`.
    pub must_trump_when_void: bool,
    /// ⚙ `undertrump`.
    pub undertrump: Undertrump,
    /// ⚙ `puur_exempt`.
    pub puur_exempt: bool,
    /// ⚙ `must_overtrump_on_trump_lead`.
    pub must_overtrump_on_trump_lead: bool,
}

impl PlayRules {
    /// No duty at all: any card of the hand may be played.
    pub const FREE: PlayRules = PlayRules {
        follow_suit: false,
        trump_when_able_to_follow: true,
        must_trump_when_void: false,
        undertrump: Undertrump::Weak,
        puur_exempt: true,
        must_overtrump_on_trump_lead: false,
    };
}

// --- §9 the games each on their own ---

/// How the trump suit of a Differenzler or Hindersi hand is chosen
/// (RULES.md §9.1, §9.2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum TrumpChoice {
    /// The suit of the bottom card, the dealer's last card, shown to all
    /// until the first lead.
    #[default]
    BottomCard,
    /// A suit drawn at random, as the online game does.
    Random,
}

/// Who sees the Differenzler predictions before the hand ends (RULES.md
/// §9.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Predictions {
    /// Said aloud in turn: everyone sees every prediction made.
    #[default]
    Open,
    /// Each player knows only their own until the hand ends.
    Hidden,
}

/// When an exact prediction of 0 earns the Differenzler bonus (RULES.md
/// §9.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ZeroPredictionBonus {
    /// Never (Pagat).
    Never,
    /// Only if the player took at least one trick (worth 0 points).
    #[default]
    WithTrick,
    /// Always.
    Always,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A rank set (⚙ `fours_allowed`, RULES.md §4.1) holds a rank added
    /// twice, and loses it once removed.
    #[test]
    fn a_rank_added_twice_stays_in_the_set() {
        let nines = RankSet::EMPTY.with(Rank::Nine);
        assert!(nines.contains(Rank::Nine));
        assert_eq!(nines.with(Rank::Nine), nines);
        assert!(nines.with(Rank::Nine).contains(Rank::Nine));
        assert!(!nines.without(Rank::Nine).contains(Rank::Nine));
        assert_eq!(nines.with(Rank::Ace), RankSet::of(&[Rank::Ace, Rank::Nine]));
        assert_eq!(
            nines.with(Rank::Ace).without(Rank::Nine),
            RankSet::of(&[Rank::Ace])
        );
    }

    /// Debug lists a rank set's ranks by their codes, in natural order.
    #[test]
    fn a_rank_set_is_listed_by_its_codes() {
        let set = RankSet::of(&[Rank::Ace, Rank::Nine]);
        assert_eq!(format!("{set:?}"), r#"{"9", "A"}"#);
    }
}
