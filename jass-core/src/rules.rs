//! House rules: one plain-data [`Rules`] value holding every ⚙ option of
//! RULES.md, with a preset per rule source.

use alloc::format;
use alloc::string::String;
use core::fmt;

use crate::card::Rank;
use crate::contract::{Contract, PerContract};
use crate::error::RulesError;
use crate::points::PointTable;

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

/// The order of the Stöck-Weis-Stich count: a permutation of the three
/// steps (RULES.md §5.1; default Stöck, Weis, Stich; \[002\] knows others).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "[SwsStep; 3]", into = "[SwsStep; 3]")
)]
pub struct SwsOrder([SwsStep; 3]);

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
                reason: format!("{steps:?} is not a permutation of stoeck, weis and stich"),
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
        let codes = <alloc::vec::Vec<String>>::deserialize(deserializer)?;
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
/// gathered from [`Rules`] by [`Rules::play`] and [`Rules::talon_play`].
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

/// A complete set of house rules: every ⚙ option of RULES.md.
///
/// Plain data: every field is public, documented with the RULES.md section
/// that defines it, and (with the `serde` feature) round-trips through JSON
/// and TOML under the field's name. Missing fields take the default (the
/// [`Rules::schieber`] preset, RULES.md's default rule set); unknown fields
/// are errors. Presets reproduce each rule source; `with_*` methods change
/// one option.
///
/// Types cannot say everything: [`Rules::validate`] checks the rest (bounds
/// that keep every score exact, options that contradict each other). Every
/// game constructor validates, and so does every way of deserializing a rule
/// set (`serde_json::from_str::<Rules>`, `toml::from_str::<Rules>`, a rule
/// set inside a [`GameRecord`](crate::GameRecord), [`Rules::from_json`]).
///
/// # Examples
///
/// ```
/// use jass_core::{Rules, Undertrump};
///
/// let rules = Rules::schieber().with_undertrump(Undertrump::Weak).with_target(1000);
/// assert_eq!(rules.target, 1000);
/// assert_eq!(Rules::preset("schieber_1000")?, Rules::schieber_1000());
/// assert!(Rules::preset("skat").is_err());
/// # Ok::<(), jass_core::RulesError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
#[allow(
    clippy::struct_excessive_bools,
    reason = "each flag is a yes/no option named in RULES.md"
)]
pub struct Rules {
    // --- §2 card points ---
    /// ⚙ Which card counts 11 in Undenufe (§2). Default `six_eleven`.
    pub undenufe_values: UndenufeValues,
    /// ⚙ Replacement value tables (§2); `None` keeps the standard values.
    /// In every contract the cards and the last trick must be worth at least
    /// one point together.
    pub card_values: Option<CardValues>,
    /// Bonus for winning every trick ("match", §2); 100. At most
    /// [`Rules::MAX_MATCH_BONUS`].
    pub match_bonus: u16,

    // --- §3 and §6 playing a trick ---
    /// ⚙ A player holding the suit led may trump instead of following (§3.2).
    /// Default `true`; `false` in \[003\] and in Schmaus phase 2.
    pub trump_when_able_to_follow: bool,
    /// ⚙ The undertrump rule (§3.2). Default `strict`.
    pub undertrump: Undertrump,
    /// ⚙ The Puur is never forced (§3.3, §6). Default `true`.
    pub puur_exempt: bool,
    /// ⚙ "Stichzwang": on a trump lead, beat the highest trump if you can
    /// (§3.3). Default `false`; `true` in \[003\].
    pub must_overtrump_on_trump_lead: bool,
    /// ⚙ A hand void in a side suit led must trump if it can (Schmaus
    /// phase 2, §6). Default `false`.
    pub must_trump_when_void: bool,
    /// ⚙ While the Schmaus talon still has face-down cards, any card may be
    /// played (§6 phase 1). Default `true`; only games with a talon read it.
    pub talon_phase_free_play: bool,

    // --- §4 weis and stöck ---
    /// ⚙ Weis is played (§4). Default `true`; `false` in \[004\].
    pub weis_enabled: bool,
    /// ⚙ Large or small weis (§4.1). Default `large`.
    pub weis_table: WeisTable,
    /// ⚙ Points per card of a large-weis sequence beyond five (§4.1): 50
    /// (150/200/250/300) or 20 (120/140/160/180). From 1 (a longer sequence
    /// always scores more) to [`Rules::MAX_LONG_SEQUENCE_STEP`].
    pub long_sequence_step: u16,
    /// ⚙ Value of four nines (§4.1). Default 150.
    pub four_nines: FourNines,
    /// ⚙ Ranks that may form a four (§4.1). Default all.
    pub fours_allowed: RankSet,
    /// ⚙ In Undenufe four sixes replace four aces (§4.1). Default `false`.
    pub undenufe_fours: bool,
    /// ⚙ A sequence against a four of equal value (§4.2). Default
    /// `sequence_wins`.
    pub sequence_vs_four: SequenceVsFour,
    /// ⚙ Small weis: trump king and queen may each count in a four and in a
    /// trump sequence (§4.1). Default `false`; `true` in \[003\].
    pub trump_kq_in_two_melds: bool,
    /// ⚙ Whether the best weis must be announced (§4.3). Default `optional`.
    pub announce_policy: AnnouncePolicy,
    /// Automatic weis or the announcement flow (§4.3, an engine mode).
    /// Default `automatic`.
    pub weis_mode: WeisMode,
    /// ⚙ Stöck counts (§4.4). Default `true`.
    pub stoeck_enabled: bool,
    /// ⚙ When stöck is recorded (§4.4). Default `on_second_card`.
    pub stoeck_timing: StoeckTiming,

    // --- §5 Schieber: declaring and scoring ---
    /// ⚙ Who is forehand in the first hand (§5). Default `seven_of_roses`.
    pub first_forehand: FirstForehand,
    /// ⚙ The partner may shove back once (§5). Default `false`.
    pub zurueckschieben: bool,
    /// ⚙ Which contracts may be declared (§5). Default all.
    pub contracts: PerContract<bool>,
    /// ⚙ Score multiplier per contract (§5), applied to everything scored in
    /// the hand. Default ♣/♠ ×1, ♥/♦ ×2, Obenabe/Undenufe ×3. Each from 1 to
    /// [`Rules::MAX_MULTIPLIER`].
    pub multipliers: PerContract<u16>,
    /// ⚙ A match against the declaring team scores this many times 257
    /// (before the multiplier; \[004\]'s "Hindersi"). Default 1; from 1 to
    /// [`Rules::MAX_COUNTER_MATCH_FACTOR`].
    pub counter_match_factor: u16,

    // --- §5.1, §6, §7 ending the game ---
    /// ⚙ Points to win the game (§5, §6, §7). Default 2500; from 1 to
    /// [`Rules::MAX_TARGET`].
    pub target: u32,
    /// ⚙ A loser below half the target when the winner reaches it loses
    /// double (§5.1). Default `true`.
    pub schneider: bool,
    /// ⚙ Record who first reaches half the target (§5.1, \[002\]). Default
    /// `false`.
    pub bergpreis: bool,
    /// ⚙ Record who first reaches this score ("Bärger", §5.1, \[004\]).
    /// Default `None`; when set, from 1 to below the target (a prize on the
    /// way to it: \[004\] plays 1200 of 2000).
    pub baerger: Option<u32>,
    /// ⚙ Whose unrecorded points count on a claim (§5.1). Default
    /// `both_sides`.
    pub claim_counts: ClaimCounts,
    /// ⚙ When a claim is judged by Stöck-Weis-Stich (§5.1). Default
    /// `claimant_before_second_trick`.
    pub sws_window: SwsWindow,
    /// ⚙ The order of the Stöck-Weis-Stich count (§5.1). Default stöck,
    /// weis, stich.
    pub sws_order: SwsOrder,
    /// How the game ends: automatic claims or explicit ones (§5.1). Default
    /// `automatic`.
    pub end_mode: EndMode,
}

/// The fields of [`Rules`] as serde reads them, before validation: the
/// `Deserialize` impl of [`Rules`] reads them through this mirror (serde's
/// remote derive, which builds a `Rules` and so fails to compile if a field
/// is missing or of another type) and then validates. A private mirror
/// rather than `remote = "Self"`, which would add a public, unvalidating
/// `Rules::deserialize` that shadows the trait's.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(remote = "Rules", default = "Rules::schieber", deny_unknown_fields)]
#[allow(
    dead_code,
    clippy::struct_excessive_bools,
    reason = "a mirror of Rules for serde's remote derive; never built"
)]
struct UncheckedRules {
    undenufe_values: UndenufeValues,
    card_values: Option<CardValues>,
    match_bonus: u16,
    trump_when_able_to_follow: bool,
    undertrump: Undertrump,
    puur_exempt: bool,
    must_overtrump_on_trump_lead: bool,
    must_trump_when_void: bool,
    talon_phase_free_play: bool,
    weis_enabled: bool,
    weis_table: WeisTable,
    long_sequence_step: u16,
    four_nines: FourNines,
    fours_allowed: RankSet,
    undenufe_fours: bool,
    sequence_vs_four: SequenceVsFour,
    trump_kq_in_two_melds: bool,
    announce_policy: AnnouncePolicy,
    weis_mode: WeisMode,
    stoeck_enabled: bool,
    stoeck_timing: StoeckTiming,
    first_forehand: FirstForehand,
    zurueckschieben: bool,
    contracts: PerContract<bool>,
    multipliers: PerContract<u16>,
    counter_match_factor: u16,
    target: u32,
    schneider: bool,
    bergpreis: bool,
    baerger: Option<u32>,
    claim_counts: ClaimCounts,
    sws_window: SwsWindow,
    sws_order: SwsOrder,
    end_mode: EndMode,
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Rules {
    /// Reads a rule set (missing options take the [`Rules::schieber`]
    /// defaults, unknown ones are errors) and [validates](Rules::validate)
    /// it.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Rules, D::Error> {
        let rules = UncheckedRules::deserialize(deserializer)?;
        rules.validate().map_err(serde::de::Error::custom)?;
        Ok(rules)
    }
}

/// Names accepted by [`Rules::preset`], in presentation order.
pub const PRESET_NAMES: [&str; 6] = [
    "schieber",
    "schieber_3000",
    "schieber_1000",
    "schieber_uri",
    "schmaus",
    "zweier",
];

const PRESET_LIST: &str = "schieber, schieber_3000, schieber_1000, schieber_uri, schmaus, zweier";

impl Default for Rules {
    /// RULES.md's default rule set: [`Rules::schieber`].
    fn default() -> Rules {
        Rules::schieber()
    }
}

impl Rules {
    /// Schieber as described by \[000\] and RULES.md's defaults: target 2500,
    /// schneider below 1250, multipliers ♣/♠ ×1, ♥/♦ ×2, Obenabe and
    /// Undenufe ×3, large weis, sixes count 11 in Undenufe, the seven of
    /// clubs/roses leads the first hand.
    #[must_use]
    pub const fn schieber() -> Rules {
        Rules {
            undenufe_values: UndenufeValues::SixEleven,
            card_values: None,
            match_bonus: 100,
            trump_when_able_to_follow: true,
            undertrump: Undertrump::Strict,
            puur_exempt: true,
            must_overtrump_on_trump_lead: false,
            must_trump_when_void: false,
            talon_phase_free_play: true,
            weis_enabled: true,
            weis_table: WeisTable::Large,
            long_sequence_step: 50,
            four_nines: FourNines::Points150,
            fours_allowed: RankSet::ALL,
            undenufe_fours: false,
            sequence_vs_four: SequenceVsFour::SequenceWins,
            trump_kq_in_two_melds: false,
            announce_policy: AnnouncePolicy::Optional,
            weis_mode: WeisMode::Automatic,
            stoeck_enabled: true,
            stoeck_timing: StoeckTiming::OnSecondCard,
            first_forehand: FirstForehand::SevenOfRoses,
            zurueckschieben: false,
            contracts: PerContract::splat(true),
            // ♦, ♥, ♠, ♣ trump; Obenabe; Undenufe.
            multipliers: PerContract::new([2, 2, 1, 1], 3, 3),
            counter_match_factor: 1,
            target: 2500,
            schneider: true,
            bergpreis: false,
            baerger: None,
            claim_counts: ClaimCounts::BothSides,
            sws_window: SwsWindow::ClaimantBeforeSecondTrick,
            sws_order: SwsOrder::STOECK_WEIS_STICH,
            end_mode: EndMode::Automatic,
        }
    }

    /// Schieber as described by \[002\]: acorns/roses ×1, shields/bells ×2,
    /// Obenabe ×3, Undenufe ×4, target 3000 with schneider below 1500 and a
    /// Bergpreis at 1500; aces count 11 in Undenufe; small weis with fours of
    /// 10, J, Q, K, A (four nines "most do not" allow); \[002\]'s list order
    /// for a sequence against a four; stöck may be scored up to the count;
    /// claims count only the claimant's points; Stöck-Weis-Stich when both
    /// sides claim in the first trick.
    ///
    /// \[002\]'s single-scoring variant is this preset with
    /// `multipliers = PerContract::splat(1)` and `target = 1000`.
    #[must_use]
    pub const fn schieber_3000() -> Rules {
        let mut rules = Rules::schieber();
        rules.multipliers = PerContract::new([2, 2, 1, 1], 3, 4);
        rules.target = 3000;
        rules.bergpreis = true;
        rules.undenufe_values = UndenufeValues::AceEleven;
        rules.weis_table = WeisTable::Small;
        rules.four_nines = FourNines::NotAllowed;
        rules.fours_allowed =
            RankSet::of(&[Rank::Ten, Rank::Jack, Rank::Queen, Rank::King, Rank::Ace]);
        rules.sequence_vs_four = SequenceVsFour::ListOrder;
        rules.stoeck_timing = StoeckTiming::UntilCount;
        rules.claim_counts = ClaimCounts::ClaimantOnly;
        rules.sws_window = SwsWindow::FirstTrickBothClaim;
        rules
    }

    /// Schieber as played to 1000 in \[003\]: every contract ×1, schneider
    /// below 500, the player right of the dealer is forehand; suit must be
    /// followed (trump only when void); "Stichzwang" on trump leads; small
    /// weis without fours of 6, 7 or 8, trump king and queen may count twice,
    /// the best weis must be announced; in Undenufe sixes count 11 and four
    /// sixes replace four aces; Stöck-Weis-Stich until the claimant's side
    /// plays to the second trick.
    #[must_use]
    pub const fn schieber_1000() -> Rules {
        let mut rules = Rules::schieber();
        rules.multipliers = PerContract::splat(1);
        rules.target = 1000;
        rules.first_forehand = FirstForehand::RightOfDealer;
        rules.trump_when_able_to_follow = false;
        rules.must_overtrump_on_trump_lead = true;
        rules.weis_table = WeisTable::Small;
        rules.fours_allowed = RankSet::of(&[
            Rank::Nine,
            Rank::Ten,
            Rank::Jack,
            Rank::Queen,
            Rank::King,
            Rank::Ace,
        ]);
        rules.trump_kq_in_two_melds = true;
        rules.announce_policy = AnnouncePolicy::MandatoryBest;
        rules.undenufe_fours = true;
        rules.sws_window = SwsWindow::SideBeforeSecondTrick;
        rules
    }

    /// Schieber as played in Uri (\[004\], "Schiäber"): bells, shields,
    /// Obenabe and Undenufe ×2, others ×1; target 2000; no weis; no
    /// schneider; a "Bärger" at 1200; a match against the declaring team
    /// counts double ("Hindersi"); aces count 11 in Undenufe; the player
    /// right of the dealer is forehand.
    #[must_use]
    pub const fn schieber_uri() -> Rules {
        let mut rules = Rules::schieber();
        rules.multipliers = PerContract::new([2, 2, 1, 1], 2, 2);
        rules.target = 2000;
        rules.weis_enabled = false;
        rules.schneider = false;
        rules.baerger = Some(1200);
        rules.counter_match_factor = 2;
        rules.undenufe_values = UndenufeValues::AceEleven;
        rules.first_forehand = FirstForehand::RightOfDealer;
        rules
    }

    /// Schmaus, the two-player game of \[001\]: free play while the talon
    /// lasts; then follow suit, else trump, the Puur never forced, no duty to
    /// beat; large weis; target 1500, no schneider; claims count only the
    /// claimant's points, Stöck-Weis-Stich before the first draw.
    #[must_use]
    pub const fn schmaus() -> Rules {
        let mut rules = Rules::schieber();
        rules.talon_phase_free_play = true;
        rules.trump_when_able_to_follow = false;
        rules.must_trump_when_void = true;
        rules.multipliers = PerContract::splat(1);
        rules.target = 1500;
        rules.schneider = false;
        rules.claim_counts = ClaimCounts::ClaimantOnly;
        rules.sws_window = SwsWindow::BeforeFirstDraw;
        rules
    }

    /// Jass für zwei (\[003\]): two players, two fans of nine cards each,
    /// trump named from the first fan (trump suits only, no shoving); play
    /// and weis as in [`Rules::schieber_1000`]; target 1000, schneider
    /// below 500.
    #[must_use]
    pub const fn zweier() -> Rules {
        let mut rules = Rules::schieber_1000();
        rules.contracts.obenabe = false;
        rules.contracts.undenufe = false;
        rules
    }

    /// The preset named `name` (one of [`PRESET_NAMES`]; `-` may stand for
    /// `_`, case is ignored).
    ///
    /// # Errors
    ///
    /// [`RulesError::UnknownPreset`] naming the rejected name.
    pub fn preset(name: &str) -> Result<Rules, RulesError> {
        let mut key = [0u8; 16];
        let bytes = name.trim().as_bytes();
        if bytes.len() <= key.len() {
            for (k, b) in key.iter_mut().zip(bytes) {
                *k = if *b == b'-' {
                    b'_'
                } else {
                    b.to_ascii_lowercase()
                };
            }
        }
        let rules = match &key[..bytes.len().min(key.len())] {
            b"schieber" => Rules::schieber(),
            b"schieber_3000" => Rules::schieber_3000(),
            b"schieber_1000" => Rules::schieber_1000(),
            b"schieber_uri" => Rules::schieber_uri(),
            b"schmaus" => Rules::schmaus(),
            b"zweier" | b"jass_fuer_zwei" => Rules::zweier(),
            _ => {
                return Err(RulesError::UnknownPreset {
                    name: name.into(),
                    known: PRESET_LIST,
                });
            }
        };
        Ok(rules)
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

    /// The highest ⚙ `target`: 2·10⁹. It lies above the most one side can
    /// score in a single hand under validated rules, so a game with this
    /// target is never decided within a hand (what simulations of single
    /// hands use), and a score below it plus one hand still fits a `u32`.
    pub const MAX_TARGET: u32 = 2_000_000_000;
    /// The highest ⚙ multiplier of a contract.
    pub const MAX_MULTIPLIER: u16 = 1000;
    /// The highest ⚙ `counter_match_factor`.
    pub const MAX_COUNTER_MATCH_FACTOR: u16 = 100;
    /// The highest match bonus.
    pub const MAX_MATCH_BONUS: u16 = 10_000;
    /// The highest ⚙ `long_sequence_step`.
    pub const MAX_LONG_SEQUENCE_STEP: u16 = 100;

    /// Checks what types alone cannot: every bound and every combination of
    /// options the rules make sense of.
    ///
    /// - `target` from 1 to [`Rules::MAX_TARGET`];
    /// - each of `multipliers` from 1 to [`Rules::MAX_MULTIPLIER`],
    ///   `counter_match_factor` from 1 to [`Rules::MAX_COUNTER_MATCH_FACTOR`],
    ///   `match_bonus` at most [`Rules::MAX_MATCH_BONUS`] and
    ///   `long_sequence_step` from 1 to [`Rules::MAX_LONG_SEQUENCE_STEP`]:
    ///   with these bounds a side's score for one hand, multiplier applied,
    ///   stays below 2³¹ even with the largest `card_values`, and a game's
    ///   score (below the target plus one hand) fits a `u32`, so all score
    ///   arithmetic is exact;
    /// - at least one contract enabled;
    /// - `baerger`, when set, from 1 to below `target` (RULES.md §5.1: a
    ///   prize on the way to the target; at or above it, it would only ever
    ///   go to the winner);
    /// - with `card_values`, every contract's cards and last trick worth at
    ///   least one point (else a hand scores nothing and a game without
    ///   weis or stöck never ends).
    ///
    /// # Errors
    ///
    /// [`RulesError::InvalidValue`] naming the first bad option and what is
    /// wrong with it.
    ///
    /// # Examples
    ///
    /// ```
    /// use jass_core::{Rules, RulesError};
    ///
    /// assert_eq!(Rules::schieber_uri().validate(), Ok(()));
    /// let error = Rules::schieber().with_target(1000).with_baerger(Some(1200)).validate();
    /// assert!(matches!(error, Err(RulesError::InvalidValue { option: "baerger", .. })));
    /// ```
    pub fn validate(&self) -> Result<(), RulesError> {
        let invalid = |option, reason: String| Err(RulesError::InvalidValue { option, reason });
        if self.target == 0 || self.target > Rules::MAX_TARGET {
            return invalid(
                "target",
                format!("{} is not between 1 and {}", self.target, Rules::MAX_TARGET),
            );
        }
        if let Some((contract, m)) = self
            .multipliers
            .iter()
            .find(|&(_, m)| m == 0 || m > Rules::MAX_MULTIPLIER)
        {
            return invalid(
                "multipliers",
                format!(
                    "the multiplier of {contract} is {m}; it must be between 1 and {}",
                    Rules::MAX_MULTIPLIER
                ),
            );
        }
        if self.contracts.iter().all(|(_, enabled)| !enabled) {
            return invalid("contracts", "at least one contract must be enabled".into());
        }
        if self.counter_match_factor == 0
            || self.counter_match_factor > Rules::MAX_COUNTER_MATCH_FACTOR
        {
            return invalid(
                "counter_match_factor",
                format!(
                    "{} is not between 1 and {}",
                    self.counter_match_factor,
                    Rules::MAX_COUNTER_MATCH_FACTOR
                ),
            );
        }
        if self.match_bonus > Rules::MAX_MATCH_BONUS {
            return invalid(
                "match_bonus",
                format!(
                    "{} is above the highest match bonus, {}",
                    self.match_bonus,
                    Rules::MAX_MATCH_BONUS
                ),
            );
        }
        if self.long_sequence_step == 0 || self.long_sequence_step > Rules::MAX_LONG_SEQUENCE_STEP {
            return invalid(
                "long_sequence_step",
                format!(
                    "{} is not between 1 and {} (a sequence of six must score more than one of five)",
                    self.long_sequence_step,
                    Rules::MAX_LONG_SEQUENCE_STEP
                ),
            );
        }
        match self.baerger {
            Some(0) => return invalid("baerger", "must be at least 1 when set".into()),
            Some(baerger) if baerger >= self.target => {
                return invalid(
                    "baerger",
                    format!(
                        "{baerger} is not below the target ({}): the Bärger is a prize on the way to the target",
                        self.target
                    ),
                );
            }
            _ => {}
        }
        if self.card_values.is_some()
            && let Some(contract) = Contract::ALL
                .into_iter()
                .find(|&c| PointTable::new(c, self).hand_total() == 0)
        {
            return invalid(
                "card_values",
                format!(
                    "in {contract} the cards and the last trick are worth 0 points together; a hand must be worth at least 1"
                ),
            );
        }
        Ok(())
    }
}

macro_rules! with_methods {
    ($($(#[$doc:meta])* $name:ident: $field:ident: $ty:ty;)*) => {
        impl Rules {
            $(
                $(#[$doc])*
                #[must_use]
                pub const fn $name(mut self, value: $ty) -> Rules {
                    self.$field = value;
                    self
                }
            )*
        }
    };
}

with_methods! {
    /// Sets ⚙ `undenufe_values`.
    with_undenufe_values: undenufe_values: UndenufeValues;
    /// Sets ⚙ `card_values`.
    with_card_values: card_values: Option<CardValues>;
    /// Sets the match bonus.
    with_match_bonus: match_bonus: u16;
    /// Sets ⚙ `trump_when_able_to_follow`.
    with_trump_when_able_to_follow: trump_when_able_to_follow: bool;
    /// Sets ⚙ `undertrump`.
    with_undertrump: undertrump: Undertrump;
    /// Sets ⚙ `puur_exempt`.
    with_puur_exempt: puur_exempt: bool;
    /// Sets ⚙ `must_overtrump_on_trump_lead`.
    with_must_overtrump_on_trump_lead: must_overtrump_on_trump_lead: bool;
    /// Sets ⚙ `must_trump_when_void`.
    with_must_trump_when_void: must_trump_when_void: bool;
    /// Sets ⚙ `talon_phase_free_play`.
    with_talon_phase_free_play: talon_phase_free_play: bool;
    /// Sets ⚙ `weis_enabled`.
    with_weis_enabled: weis_enabled: bool;
    /// Sets ⚙ `weis_table`.
    with_weis_table: weis_table: WeisTable;
    /// Sets ⚙ `long_sequence_step`.
    with_long_sequence_step: long_sequence_step: u16;
    /// Sets ⚙ `four_nines`.
    with_four_nines: four_nines: FourNines;
    /// Sets ⚙ `fours_allowed`.
    with_fours_allowed: fours_allowed: RankSet;
    /// Sets ⚙ `undenufe_fours`.
    with_undenufe_fours: undenufe_fours: bool;
    /// Sets ⚙ `sequence_vs_four`.
    with_sequence_vs_four: sequence_vs_four: SequenceVsFour;
    /// Sets ⚙ `trump_kq_in_two_melds`.
    with_trump_kq_in_two_melds: trump_kq_in_two_melds: bool;
    /// Sets ⚙ `announce_policy`.
    with_announce_policy: announce_policy: AnnouncePolicy;
    /// Sets the weis mode.
    with_weis_mode: weis_mode: WeisMode;
    /// Sets ⚙ `stoeck_enabled`.
    with_stoeck_enabled: stoeck_enabled: bool;
    /// Sets ⚙ `stoeck_timing`.
    with_stoeck_timing: stoeck_timing: StoeckTiming;
    /// Sets ⚙ `first_forehand`.
    with_first_forehand: first_forehand: FirstForehand;
    /// Sets ⚙ `zurueckschieben`.
    with_zurueckschieben: zurueckschieben: bool;
    /// Sets ⚙ `contracts` (which may be declared).
    with_contracts: contracts: PerContract<bool>;
    /// Sets ⚙ `multipliers`.
    with_multipliers: multipliers: PerContract<u16>;
    /// Sets ⚙ `counter_match_factor`.
    with_counter_match_factor: counter_match_factor: u16;
    /// Sets ⚙ `target`.
    with_target: target: u32;
    /// Sets ⚙ `schneider`.
    with_schneider: schneider: bool;
    /// Sets ⚙ `bergpreis`.
    with_bergpreis: bergpreis: bool;
    /// Sets ⚙ `baerger`.
    with_baerger: baerger: Option<u32>;
    /// Sets ⚙ `claim_counts`.
    with_claim_counts: claim_counts: ClaimCounts;
    /// Sets ⚙ `sws_window`.
    with_sws_window: sws_window: SwsWindow;
    /// Sets ⚙ `sws_order`.
    with_sws_order: sws_order: SwsOrder;
    /// Sets the end mode.
    with_end_mode: end_mode: EndMode;
}

#[cfg(feature = "json")]
mod json {
    use alloc::string::{String, ToString};
    use alloc::vec::Vec;

    use super::{Rules, UncheckedRules};
    use crate::error::RulesError;
    use crate::unique_keys::check_unique_keys;

    fn malformed(error: &serde_json::Error) -> RulesError {
        RulesError::Malformed {
            message: error.to_string(),
        }
    }

    impl Rules {
        /// Reads a rule set from JSON; missing options take the
        /// [`Rules::schieber`] defaults, unknown ones are errors, and the
        /// result is [validated](Rules::validate).
        ///
        /// # Errors
        ///
        /// [`RulesError::Malformed`] for bad JSON, unknown options or values
        /// of the wrong type; [`RulesError::InvalidValue`] from validation.
        ///
        /// # Examples
        ///
        /// ```
        /// use jass_core::{Rules, RulesError};
        ///
        /// let rules = Rules::from_json(r#"{"target": 1000, "undertrump": "weak"}"#)?;
        /// assert_eq!(rules.target, 1000);
        /// let error = Rules::from_json(r#"{"target": 0}"#);
        /// assert!(matches!(error, Err(RulesError::InvalidValue { option: "target", .. })));
        /// # Ok::<(), RulesError>(())
        /// ```
        pub fn from_json(json: &str) -> Result<Rules, RulesError> {
            // An option given twice would otherwise take its last value.
            check_unique_keys(json).map_err(|e| malformed(&e))?;
            let value: serde_json::Value = serde_json::from_str(json).map_err(|e| malformed(&e))?;
            Rules::from_json_value(value)
        }

        /// [`Rules::from_json`] for a parsed JSON value.
        pub(crate) fn from_json_value(value: serde_json::Value) -> Result<Rules, RulesError> {
            if !value.is_object() {
                return Err(RulesError::Malformed {
                    message: "a rule set is a JSON object of options".into(),
                });
            }
            let rules = UncheckedRules::deserialize(value).map_err(|e| malformed(&e))?;
            rules.validate()?;
            Ok(rules)
        }

        /// The rule set as pretty-printed JSON, every option named.
        #[must_use]
        pub fn to_json(&self) -> String {
            serde_json::to_string_pretty(self).unwrap_or_default()
        }

        /// The names of all options, in alphabetical order.
        #[must_use]
        pub fn option_names() -> Vec<String> {
            match serde_json::to_value(Rules::default()) {
                Ok(serde_json::Value::Object(map)) => map.keys().cloned().collect(),
                _ => Vec::new(),
            }
        }

        /// The value of option `name` as JSON text.
        ///
        /// # Errors
        ///
        /// [`RulesError::UnknownOption`] if no option has that name.
        pub fn option(&self, name: &str) -> Result<String, RulesError> {
            let value = serde_json::to_value(self).map_err(|e| malformed(&e))?;
            value
                .get(name)
                .map(serde_json::Value::to_string)
                .ok_or_else(|| RulesError::UnknownOption { name: name.into() })
        }

        /// Sets option `name` from JSON text (`"weak"`, `1000`, `true`,
        /// `{"obenabe": 3, ...}`), leaving `self` unchanged on error.
        ///
        /// The result must [validate](Rules::validate) on its own; to change
        /// options that depend on each other (`target` and `baerger`) in one
        /// step, use [`Rules::set_options`].
        ///
        /// # Errors
        ///
        /// [`RulesError::UnknownOption`] for an unknown name,
        /// [`RulesError::Malformed`] for bad JSON or a value of the wrong
        /// type, [`RulesError::InvalidValue`] if the result fails
        /// [validation](Rules::validate).
        pub fn set_option(&mut self, name: &str, value_json: &str) -> Result<(), RulesError> {
            self.set_options([(name, value_json)])
        }

        /// Sets several options from JSON text, as [`Rules::set_option`]
        /// does, and validates once at the end: the options may depend on
        /// each other. On error `self` is unchanged.
        ///
        /// # Errors
        ///
        /// As [`Rules::set_option`]; the first unknown or malformed option
        /// is named.
        ///
        /// # Examples
        ///
        /// ```
        /// use jass_core::Rules;
        ///
        /// let mut rules = Rules::schieber(); // target 2500
        /// // A Bärger of 3000 needs the higher target, set in the same step.
        /// let mut one_by_one = rules;
        /// assert!(one_by_one.set_option("baerger", "3000").is_err());
        /// rules.set_options([("baerger", "3000"), ("target", "4000")])?;
        /// assert_eq!((rules.baerger, rules.target), (Some(3000), 4000));
        /// # Ok::<(), jass_core::RulesError>(())
        /// ```
        pub fn set_options<'a, I>(&mut self, options: I) -> Result<(), RulesError>
        where
            I: IntoIterator<Item = (&'a str, &'a str)>,
        {
            let mut rules = *self;
            for (name, value_json) in options {
                rules = rules.with_option_unchecked(name, value_json)?;
            }
            rules.validate()?;
            *self = rules;
            Ok(())
        }

        /// Sets the options of a JSON object (`{"baerger": 3000, "target":
        /// 4000}`) together, as [`Rules::set_options`] does: validated once
        /// at the end, `self` unchanged on error.
        ///
        /// # Errors
        ///
        /// [`RulesError::Malformed`] if the text is not a JSON object or
        /// names an option twice; otherwise as [`Rules::set_options`].
        ///
        /// # Examples
        ///
        /// ```
        /// use jass_core::Rules;
        ///
        /// let mut rules = Rules::schieber();
        /// rules.set_options_json(r#"{"baerger": 3000, "target": 4000}"#)?;
        /// assert_eq!((rules.baerger, rules.target), (Some(3000), 4000));
        /// assert!(rules.set_options_json(r#"{"target": 0}"#).is_err());
        /// assert_eq!(rules.target, 4000);
        /// # Ok::<(), jass_core::RulesError>(())
        /// ```
        pub fn set_options_json(&mut self, options_json: &str) -> Result<(), RulesError> {
            check_unique_keys(options_json).map_err(|e| malformed(&e))?;
            let value: serde_json::Value =
                serde_json::from_str(options_json).map_err(|e| malformed(&e))?;
            let serde_json::Value::Object(options) = value else {
                return Err(RulesError::Malformed {
                    message: "options are a JSON object of option names and values".into(),
                });
            };
            let mut rules = *self;
            for (name, value) in options {
                rules = rules.with_option_value(&name, value)?;
            }
            rules.validate()?;
            *self = rules;
            Ok(())
        }

        /// The rule set with option `name` set from JSON text, checked for
        /// its type but not validated.
        fn with_option_unchecked(self, name: &str, value_json: &str) -> Result<Rules, RulesError> {
            check_unique_keys(value_json).map_err(|e| RulesError::Malformed {
                message: alloc::format!("option {name}: {e}"),
            })?;
            let value: serde_json::Value =
                serde_json::from_str(value_json).map_err(|e| malformed(&e))?;
            self.with_option_value(name, value)
        }

        /// The rule set with option `name` set to `value`, checked for its
        /// type but not validated.
        fn with_option_value(
            self,
            name: &str,
            value: serde_json::Value,
        ) -> Result<Rules, RulesError> {
            let mut all = serde_json::to_value(self).map_err(|e| malformed(&e))?;
            let slot = all
                .get_mut(name)
                .ok_or_else(|| RulesError::UnknownOption { name: name.into() })?;
            *slot = value;
            UncheckedRules::deserialize(all).map_err(|e| RulesError::Malformed {
                message: alloc::format!("option {name}: {e}"),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;

    #[test]
    fn every_preset_name_resolves_and_validates() {
        for name in PRESET_NAMES {
            let rules = Rules::preset(name).unwrap();
            assert_eq!(rules.validate(), Ok(()), "{name}");
        }
        assert_eq!(Rules::preset("Schieber-Uri"), Ok(Rules::schieber_uri()));
        assert_eq!(Rules::preset("jass_fuer_zwei"), Ok(Rules::zweier()));
        assert!(matches!(
            Rules::preset("a name much longer than any preset"),
            Err(RulesError::UnknownPreset { .. })
        ));
    }

    #[test]
    fn presets_differ_where_their_sources_do() {
        assert_eq!(Rules::schieber().target, 2500);
        assert_eq!(Rules::schieber_3000().multiplier(Contract::Undenufe), 4);
        assert!(!Rules::schieber_1000().trump_when_able_to_follow);
        assert!(!Rules::schieber_uri().weis_enabled);
        assert_eq!(Rules::schmaus().talon_play(), PlayRules::FREE);
        assert!(Rules::schmaus().play().must_trump_when_void);
        assert!(!Rules::zweier().contracts.obenabe);
    }

    #[test]
    fn talon_play_is_free_only_while_the_option_says_so() {
        let rules = Rules::schmaus();
        assert_eq!(rules.talon_play(), PlayRules::FREE);
        let strict = rules.with_talon_phase_free_play(false);
        assert_eq!(strict.talon_play(), strict.play());
    }

    #[test]
    fn validation_rejects_what_types_allow() {
        assert!(Rules::schieber().with_target(0).validate().is_err());
        let mut multipliers = PerContract::splat(1);
        multipliers.obenabe = 0;
        assert!(
            Rules::schieber()
                .with_multipliers(multipliers)
                .validate()
                .is_err()
        );
        assert!(
            Rules::schieber()
                .with_contracts(PerContract::splat(false))
                .validate()
                .is_err()
        );
        assert!(SwsOrder::new([SwsStep::Weis, SwsStep::Weis, SwsStep::Stich]).is_err());
    }

    /// The option a rule set is rejected for, and its message.
    fn rejected(rules: Rules) -> (&'static str, String) {
        match rules.validate() {
            Err(error @ RulesError::InvalidValue { option, .. }) => (option, error.to_string()),
            other => panic!("expected an invalid value, got {other:?}"),
        }
    }

    #[test]
    fn target_must_be_between_one_and_the_maximum() {
        let (option, message) = rejected(Rules::schieber().with_target(0));
        assert_eq!(option, "target");
        assert!(
            message.contains("0 is not between 1 and 2000000000"),
            "{message}"
        );
        let (option, _) = rejected(Rules::schieber().with_target(Rules::MAX_TARGET + 1));
        assert_eq!(option, "target");
        assert_eq!(
            Rules::schieber().with_target(Rules::MAX_TARGET).validate(),
            Ok(())
        );
        assert_eq!(Rules::schieber().with_target(1).validate(), Ok(()));
    }

    #[test]
    fn multipliers_must_be_between_one_and_the_maximum() {
        let mut multipliers = PerContract::splat(1);
        multipliers.obenabe = 0;
        let (option, message) = rejected(Rules::schieber().with_multipliers(multipliers));
        assert_eq!(option, "multipliers");
        assert!(message.contains("obenabe is 0"), "{message}");
        multipliers.obenabe = Rules::MAX_MULTIPLIER + 1;
        let (_, message) = rejected(Rules::schieber().with_multipliers(multipliers));
        assert!(message.contains("obenabe is 1001"), "{message}");
        multipliers.obenabe = Rules::MAX_MULTIPLIER;
        assert_eq!(
            Rules::schieber().with_multipliers(multipliers).validate(),
            Ok(())
        );
    }

    #[test]
    fn counter_match_factor_must_be_between_one_and_the_maximum() {
        for factor in [0, Rules::MAX_COUNTER_MATCH_FACTOR + 1] {
            let rules = Rules::schieber().with_counter_match_factor(factor);
            assert_eq!(rejected(rules).0, "counter_match_factor");
        }
        let rules = Rules::schieber().with_counter_match_factor(Rules::MAX_COUNTER_MATCH_FACTOR);
        assert_eq!(rules.validate(), Ok(()));
    }

    #[test]
    fn match_bonus_may_be_zero_but_not_above_the_maximum() {
        let rules = Rules::schieber().with_match_bonus(Rules::MAX_MATCH_BONUS + 1);
        let (option, message) = rejected(rules);
        assert_eq!(option, "match_bonus");
        assert!(message.contains("10001"), "{message}");
        for bonus in [0, Rules::MAX_MATCH_BONUS] {
            assert_eq!(Rules::schieber().with_match_bonus(bonus).validate(), Ok(()));
        }
    }

    #[test]
    fn long_sequence_step_zero_is_rejected_as_a_six_must_beat_a_five() {
        // RULES.md §4.1: long sequences score more; [002] knows steps of 50
        // and 20.
        let (option, message) = rejected(Rules::schieber().with_long_sequence_step(0));
        assert_eq!(option, "long_sequence_step");
        assert!(message.contains("six must score more"), "{message}");
        let too_big = Rules::schieber().with_long_sequence_step(Rules::MAX_LONG_SEQUENCE_STEP + 1);
        assert_eq!(rejected(too_big).0, "long_sequence_step");
        for step in [1, 20, 50, Rules::MAX_LONG_SEQUENCE_STEP] {
            let rules = Rules::schieber().with_long_sequence_step(step);
            assert_eq!(rules.validate(), Ok(()));
        }
    }

    #[test]
    fn baerger_must_lie_below_the_target() {
        // RULES.md §5.1 and [004]: a Bärger at 1200 on the way to 2000.
        assert_eq!(Rules::schieber_uri().validate(), Ok(()));
        for baerger in [2000, 2500] {
            let rules = Rules::schieber_uri().with_baerger(Some(baerger));
            let (option, message) = rejected(rules);
            assert_eq!(option, "baerger");
            assert!(
                message.contains(&format!("{baerger} is not below the target (2000)")),
                "{message}"
            );
        }
        let rules = Rules::schieber_uri().with_baerger(Some(1999));
        assert_eq!(rules.validate(), Ok(()));
        assert_eq!(
            rejected(Rules::schieber().with_baerger(Some(0))).0,
            "baerger"
        );
    }

    #[test]
    fn card_values_must_make_every_hand_worth_something() {
        // RULES.md §2: an override may change the 157, but a hand worth
        // nothing can never decide a game.
        let mut values = CardValues::BELMITE;
        values.obenabe = [0; 9];
        values.last_trick = 0;
        let (option, message) = rejected(Rules::schieber().with_card_values(Some(values)));
        assert_eq!(option, "card_values");
        assert!(message.contains("in obenabe"), "{message}");
        // Still rejected with obenabe disabled: Schmaus ignores `contracts`,
        // and no contract's table may be empty.
        let mut contracts = PerContract::splat(true);
        contracts.obenabe = false;
        let rules = Rules::schieber()
            .with_card_values(Some(values))
            .with_contracts(contracts);
        assert_eq!(rejected(rules).0, "card_values");
        // Only the last trick counting is odd but well defined.
        let last_only = CardValues {
            trump: [0; 9],
            side: [0; 9],
            obenabe: [0; 9],
            undenufe: [0; 9],
            last_trick: 1,
        };
        let rules = Rules::schieber().with_card_values(Some(last_only));
        assert_eq!(rules.validate(), Ok(()));
    }

    #[test]
    fn the_bounds_keep_every_game_score_within_u32() {
        // The largest gain of one side in one hand, multiplier applied: all
        // cards at 255 and the last trick 255, the largest match bonus and
        // counter-match factor, every meld of the pack (a side scores each
        // meld at most once per hand), stöck.
        let rules = Rules::schieber()
            .with_long_sequence_step(Rules::MAX_LONG_SEQUENCE_STEP)
            .with_four_nines(FourNines::Points150);
        let hand_total = u64::from(36 * 255 + 255_u16);
        let weis: u64 = (0..121)
            .filter_map(crate::weis::Meld::from_index)
            .map(|meld| u64::from(meld.points(&rules)))
            .sum();
        assert!(weis < u64::from(u16::MAX), "weis sums stay in u16");
        let hand = u64::from(Rules::MAX_MULTIPLIER)
            * (u64::from(Rules::MAX_COUNTER_MATCH_FACTOR)
                * (hand_total + u64::from(Rules::MAX_MATCH_BONUS))
                + weis
                + 20);
        assert!(hand < 1 << 31, "{hand}");
        assert!(
            hand < u64::from(Rules::MAX_TARGET),
            "one hand never reaches it"
        );
        assert!(u64::from(Rules::MAX_TARGET) + hand < u64::from(u32::MAX));
    }

    #[cfg(feature = "serde")]
    #[test]
    fn every_way_of_deserializing_rules_validates() {
        let error = serde_json::from_str::<Rules>(r#"{"target": 0}"#).unwrap_err();
        assert!(error.to_string().contains("rule option target"), "{error}");
        let error = toml::from_str::<Rules>("target = 1000\nbaerger = 1200\n").unwrap_err();
        assert!(error.to_string().contains("rule option baerger"), "{error}");
        let rules: Rules = toml::from_str("target = 3000\nbaerger = 1200\n").unwrap();
        assert_eq!(rules.baerger, Some(1200));
    }

    #[cfg(feature = "json")]
    #[test]
    fn options_that_depend_on_each_other_are_set_together() {
        let mut rules = Rules::schieber_uri(); // target 2000, Bärger 1200
        let before = rules;
        assert!(matches!(
            rules.set_option("target", "1000"),
            Err(RulesError::InvalidValue {
                option: "baerger",
                ..
            })
        ));
        assert_eq!(rules, before);
        rules
            .set_options([("target", "1000"), ("baerger", "600")])
            .unwrap();
        assert_eq!((rules.target, rules.baerger), (1000, Some(600)));
        // A type error names its option, and nothing changes.
        let before = rules;
        let error = rules
            .set_options([("target", "5000"), ("undertrump", "7")])
            .unwrap_err();
        assert!(error.to_string().contains("option undertrump"), "{error}");
        assert_eq!(rules, before);
        assert!(matches!(
            rules.set_options([("target", "5000"), ("targt", "7")]),
            Err(RulesError::UnknownOption { .. })
        ));
        assert_eq!(rules, before);
    }

    #[cfg(feature = "json")]
    #[test]
    fn an_option_given_twice_is_an_error_naming_it() {
        let twice = Rules::from_json(r#"{"target": 1000, "target": 2000}"#).unwrap_err();
        assert_eq!(
            twice.to_string(),
            "malformed rule set: key \"target\" is given twice at line 1 column 25"
        );
        let nested = r#"{"contracts": {"diamonds": true, "hearts": true, "spades": true,
            "clubs": true, "obenabe": false, "undenufe": true, "obenabe": true}}"#;
        assert!(
            Rules::from_json(nested).is_err(),
            "a key repeated inside an option"
        );
        let mut rules = Rules::schieber();
        let value = r#"{"diamonds": 2, "hearts": 2, "spades": 1, "clubs": 1, "obenabe": 3,
            "undenufe": 3, "obenabe": 4}"#;
        let error = rules.set_option("multipliers", value).unwrap_err();
        assert!(
            error.to_string().starts_with(
                "malformed rule set: option multipliers: key \"obenabe\" is given twice"
            ),
            "{error}"
        );
        assert_eq!(rules, Rules::schieber(), "a failed set changes nothing");
    }
}
