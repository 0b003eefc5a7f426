//! The one declaration of every rule option: a table giving each field of
//! [`Rules`] its documentation, type, default and `with_*` setter. From it
//! come the struct, the rule set as data serde reads (a preset and the
//! options to change), the `with_*` methods, the list of names and the
//! defaults [`Rules::schieber`] returns.
//! Adding an option is one entry here; its name in JSON, TOML, Python and
//! C is the field's name.

#[cfg(feature = "serde")]
use super::data::Overlay;
use super::values::{
    AnnouncePolicy, CardValues, ClaimCounts, DuplicateMelds, EndMode, FirstForehand, FourNines,
    Packs, RankSet, SequenceVsFour, StoeckTiming, SwsOrder, SwsWindow, UndenufeValues, Undertrump,
    WeisMode, WeisTable,
};
use super::values::{Predictions, TrumpChoice, ZeroPredictionBonus};
use crate::card::{Card, Rank, Suit};
use crate::contract::PerContract;
#[cfg(feature = "serde")]
use crate::error::RulesError;
use crate::game::CoiffeurRows;
use crate::seat::Players;

/// Generates [`Rules`], [`DEFAULTS`], the `with_*` methods,
/// [`OPTION_NAMES`] and the rule set as data `RuleSetData` (with its serde
/// visitor) from one list of options, each written `/// docs` `pub name:
/// Type = default => with_name,`.
macro_rules! rule_options {
    (
        $(#[$meta:meta])*
        pub struct Rules {
            $(
                $(#[doc = $doc:literal])*
                pub $field:ident: $ty:ty = $default:expr => $with:ident,
            )*
        }
    ) => {
        $(#[$meta])*
        pub struct Rules {
            $(
                $(#[doc = $doc])*
                pub $field: $ty,
            )*
        }

        /// Every option at its default: RULES.md's default rule set, the
        /// [`Rules::schieber`] preset.
        pub(super) const DEFAULTS: Rules = Rules {
            $($field: $default,)*
        };

        impl Rules {
            $(
                #[doc = concat!("Sets [`Rules::", stringify!($field), "`].")]
                #[must_use]
                pub const fn $with(mut self, value: $ty) -> Rules {
                    self.$field = value;
                    self
                }
            )*
        }

        /// Each option's name and the name of its setter, in table order.
        #[cfg(test)]
        const NAMES_AND_SETTERS: &[(&str, &str)] = &[
            $((stringify!($field), stringify!($with)),)*
        ];

        /// Every option's name, in table order.
        pub(super) const OPTION_NAMES: &[&str] = &[$(stringify!($field),)*];

        /// A rule set as data, before it is applied: the preset to start
        /// from, if named, and each option given (a table possibly in
        /// part). Read from any serde format by a map visitor generated
        /// with it, so that every option is read and applied (a missing
        /// one is a compile error).
        #[cfg(feature = "serde")]
        #[derive(Default)]
        pub(super) struct RuleSetData {
            preset: Option<Rules>,
            $($field: Option<<$ty as Overlay>::Patch>,)*
        }

        #[cfg(feature = "serde")]
        impl RuleSetData {
            /// Whether a preset was named.
            pub(super) const fn has_preset(&self) -> bool {
                self.preset.is_some()
            }

            /// The options not given, or given as part of a table.
            pub(super) fn not_whole(&self) -> alloc::vec::Vec<&'static str> {
                let mut names = alloc::vec::Vec::new();
                $(
                    if !self.$field.as_ref().is_some_and(<$ty as Overlay>::is_whole) {
                        names.push(stringify!($field));
                    }
                )*
                names
            }

            /// The named preset, or else `base`, with every option given
            /// applied; not validated.
            pub(super) fn apply(self, base: Rules) -> Result<Rules, RulesError> {
                let mut rules = self.preset.unwrap_or(base);
                $(
                    if let Some(patch) = self.$field {
                        rules.$field = Overlay::overlay(rules.$field, patch).map_err(
                            |reason| RulesError::InvalidValue {
                                option: stringify!($field),
                                reason,
                            },
                        )?;
                    }
                )*
                Ok(rules)
            }
        }

        #[cfg(feature = "serde")]
        impl<'de> serde::Deserialize<'de> for RuleSetData {
            fn deserialize<D: serde::Deserializer<'de>>(
                deserializer: D,
            ) -> Result<RuleSetData, D::Error> {
                deserializer.deserialize_struct("Rules", OPTION_NAMES, RuleSetVisitor)
            }
        }

        /// Reads a [`RuleSetData`] from a map of option names.
        #[cfg(feature = "serde")]
        struct RuleSetVisitor;

        #[cfg(feature = "serde")]
        impl<'de> serde::de::Visitor<'de> for RuleSetVisitor {
            type Value = RuleSetData;

            fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str("a rule set: a map of option names (and \"preset\") to values")
            }

            /// Every option in table order, as formats without field names
            /// (bincode, postcard) write a rule set: complete.
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<RuleSetData, A::Error> {
                let mut rules = DEFAULTS;
                let mut index = 0;
                $(
                    index += 1;
                    rules.$field = seq.next_element()?.ok_or_else(|| {
                        serde::de::Error::invalid_length(index - 1, &self)
                    })?;
                )*
                Ok(RuleSetData {
                    preset: Some(rules),
                    ..RuleSetData::default()
                })
            }

            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<RuleSetData, A::Error> {
                use serde::de::Error as _;

                let mut data = RuleSetData::default();
                let mut preset_given = false;
                while let Some(key) = map.next_key::<alloc::string::String>()? {
                    match key.as_str() {
                        "preset" => {
                            if preset_given {
                                return Err(A::Error::duplicate_field("preset"));
                            }
                            preset_given = true;
                            let name: alloc::string::String = map.next_value()?;
                            data.preset = Some(Rules::preset(&name).map_err(A::Error::custom)?);
                        }
                        $(
                            stringify!($field) => {
                                if data.$field.is_some() {
                                    return Err(A::Error::duplicate_field(stringify!($field)));
                                }
                                data.$field = Some(map.next_value().map_err(|e| {
                                    A::Error::custom(alloc::format!(
                                        "option {}: {e}", stringify!($field)
                                    ))
                                })?);
                            }
                        )*
                        _ => {
                            return Err(A::Error::custom(RulesError::UnknownOption { name: key }));
                        }
                    }
                }
                Ok(data)
            }
        }
    };
}

rule_options! {
    /// A complete set of house rules: every ⚙ option of RULES.md.
    ///
    /// Plain data: every field is public, documented with the RULES.md section
    /// that defines it, and (with the `serde` feature) round-trips through JSON
    /// and TOML under the field's name. A rule set read as data may start from
    /// a preset (`"preset": "schieber_1000"`, default `"schieber"`, RULES.md's
    /// default rule set) and changes the options it names; a table may be
    /// given in part (`"multipliers": {"obenabe": 4}`); an unknown option is
    /// an error that suggests the name meant. A game record's rules must be
    /// complete (every option, or a preset). Presets reproduce each rule
    /// source; `with_*` methods change one option.
    ///
    /// Types cannot say everything: [`Rules::validate`] checks the rest (bounds
    /// that keep every score exact, options that contradict each other). Every
    /// game constructor validates, and so does every way of deserializing a rule
    /// set (`serde_json::from_str::<Rules>`, `toml::from_str::<Rules>`, a rule
    /// set inside a [`GameRecord`](crate::GameRecord), `Rules::from_json`
    /// with the `json` feature).
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
        pub undenufe_values: UndenufeValues = UndenufeValues::SixEleven => with_undenufe_values,
        /// ⚙ Replacement value tables (§2); `None` keeps the standard values.
        /// In every contract the cards and the last trick must be worth at least
        /// one point together.
        pub card_values: Option<CardValues> = None => with_card_values,
        /// Bonus for winning every trick ("match", §2); 100. At most
        /// [`Rules::MAX_MATCH_BONUS`].
        pub match_bonus: u16 = 100 => with_match_bonus,

        // --- §3 and §6 playing a trick ---
        /// ⚙ A player holding the suit led may trump instead of following (§3.2).
        /// Default `true`; `false` in \[003\] and in Schmaus phase 2.
        pub trump_when_able_to_follow: bool = true => with_trump_when_able_to_follow,
        /// ⚙ The undertrump rule (§3.2). Default `strict`.
        pub undertrump: Undertrump = Undertrump::Strict => with_undertrump,
        /// ⚙ The Puur is never forced (§3.3, §6). Default `true`.
        pub puur_exempt: bool = true => with_puur_exempt,
        /// ⚙ "Stichzwang": on a trump lead, beat the highest trump if you can
        /// (§3.3). Default `false`; `true` in \[003\].
        pub must_overtrump_on_trump_lead: bool = false => with_must_overtrump_on_trump_lead,
        /// ⚙ A hand void in a side suit led must trump if it can (Schmaus
        /// phase 2, §6). Default `false`.
        pub must_trump_when_void: bool = false => with_must_trump_when_void,
        /// ⚙ While the Schmaus talon still has face-down cards, any card may be
        /// played (§6 phase 1). Default `true`; only games with a talon read it.
        pub talon_phase_free_play: bool = true => with_talon_phase_free_play,

        // --- §4 weis and stöck ---
        /// ⚙ Weis is played (§4). Default `true`; `false` in \[004\].
        pub weis_enabled: bool = true => with_weis_enabled,
        /// ⚙ Large or small weis (§4.1). Default `large`.
        pub weis_table: WeisTable = WeisTable::Large => with_weis_table,
        /// ⚙ Points per card of a large-weis sequence beyond five (§4.1): 50
        /// (150/200/250/300) or 20 (120/140/160/180). From 1 (a longer sequence
        /// always scores more) to [`Rules::MAX_LONG_SEQUENCE_STEP`].
        pub long_sequence_step: u16 = 50 => with_long_sequence_step,
        /// ⚙ Value of four nines (§4.1). Default 150.
        pub four_nines: FourNines = FourNines::Points150 => with_four_nines,
        /// ⚙ Ranks that may form a four (§4.1). Default all.
        pub fours_allowed: RankSet = RankSet::ALL => with_fours_allowed,
        /// ⚙ In Undenufe four sixes replace four aces (§4.1). Default `false`.
        pub undenufe_fours: bool = false => with_undenufe_fours,
        /// ⚙ A sequence against a four of equal value (§4.2). Default
        /// `sequence_wins`.
        pub sequence_vs_four: SequenceVsFour = SequenceVsFour::SequenceWins => with_sequence_vs_four,
        /// ⚙ Small weis: trump king and queen may each count in a four and in a
        /// trump sequence (§4.1). Default `false`; `true` in \[003\].
        pub trump_kq_in_two_melds: bool = false => with_trump_kq_in_two_melds,
        /// ⚙ Whether the best weis must be announced (§4.3). Default `optional`.
        pub announce_policy: AnnouncePolicy = AnnouncePolicy::Optional => with_announce_policy,
        /// Automatic weis or the announcement flow (§4.3, an engine mode).
        /// Default `automatic`.
        pub weis_mode: WeisMode = WeisMode::Automatic => with_weis_mode,
        /// ⚙ Stöck counts (§4.4). Default `true`.
        pub stoeck_enabled: bool = true => with_stoeck_enabled,
        /// ⚙ When stöck is recorded (§4.4). Default `on_second_card`.
        pub stoeck_timing: StoeckTiming = StoeckTiming::OnSecondCard => with_stoeck_timing,

        // --- §5 Schieber: declaring and scoring ---
        /// ⚙ Who is forehand in the first hand (§5). Default `seven_of_roses`.
        pub first_forehand: FirstForehand = FirstForehand::SevenOfRoses => with_first_forehand,
        /// ⚙ The partner may shove back once (§5). Default `false`.
        pub zurueckschieben: bool = false => with_zurueckschieben,
        /// ⚙ Players at a Schieber table (§5.2): 4; 5, the fifth (seat 4)
        /// being the Chnächt; or 6 in two teams of three. Default 4. Only
        /// Schieber reads it (Schmaus and Jass für zwei are two-player games).
        pub players: Players = Players::Four => with_players,
        /// ⚙ The card taken out of the pack for the whole game at a table of
        /// five (§5.2, "Dr Chnächt"; the source names none). Default the ♦7,
        /// which counts 0 in every contract, so a hand still totals 157.
        pub removed_card: Card = Card::new(Suit::Diamonds, Rank::Seven) => with_removed_card,
        /// ⚙ How many packs (§5.2): `one`, or `two` (the double pack: two
        /// packs without the sixes, sevens and eights, 8 cards each; the
        /// later of two identical cards wins). Only a table of six reads it.
        /// Default `one`. (Named `packs`: [`Rules::pack`] gives the pack's
        /// cards.)
        pub packs: Packs = Packs::One => with_packs,
        /// ⚙ Weis and stöck with the double pack, where a card may be held
        /// twice (§5.2; the sources do not say): `none` (default) or
        /// `distinct_cards` (read from the different cards held).
        pub duplicate_melds: DuplicateMelds = DuplicateMelds::None => with_duplicate_melds,
        /// ⚙ Which contracts may be declared (§5). Default all.
        pub contracts: PerContract<bool> = PerContract::splat(true) => with_contracts,
        /// ⚙ Score multiplier per contract (§5), applied to everything scored in
        /// the hand. Default ♣/♠ ×1, ♥/♦ ×2, Obenabe/Undenufe ×3. Each from 1 to
        /// [`Rules::MAX_MULTIPLIER`].
        // ♦, ♥, ♠, ♣ trump; Obenabe; Undenufe.
        pub multipliers: PerContract<u16> = PerContract::new([2, 2, 1, 1], 3, 3) => with_multipliers,
        /// ⚙ A match against the declaring team scores this many times 257
        /// (before the multiplier; \[004\]'s "Hindersi"). Default 1; from 1 to
        /// [`Rules::MAX_COUNTER_MATCH_FACTOR`].
        pub counter_match_factor: u16 = 1 => with_counter_match_factor,

        // --- §5.1, §6, §7 ending the game ---
        /// ⚙ Points to win the game (§5, §6, §7). Default 2500; from 1 to
        /// [`Rules::MAX_TARGET`].
        pub target: u32 = 2500 => with_target,
        /// ⚙ A loser below half the target when the winner reaches it loses
        /// double (§5.1). Default `true`.
        pub schneider: bool = true => with_schneider,
        /// ⚙ Record who first reaches half the target (§5.1, \[002\]). Default
        /// `false`.
        pub bergpreis: bool = false => with_bergpreis,
        /// ⚙ Record who first reaches this score ("Bärger", §5.1, \[004\]).
        /// Default `None`; when set, from 1 to below the target (a prize on the
        /// way to it: \[004\] plays 1200 of 2000).
        pub baerger: Option<u32> = None => with_baerger,
        /// ⚙ Whose unrecorded points count on a claim (§5.1). Default
        /// `both_sides`.
        pub claim_counts: ClaimCounts = ClaimCounts::BothSides => with_claim_counts,
        /// ⚙ When a claim is judged by Stöck-Weis-Stich (§5.1). Default
        /// `claimant_before_second_trick`.
        pub sws_window: SwsWindow = SwsWindow::ClaimantBeforeSecondTrick => with_sws_window,
        /// ⚙ The order of the Stöck-Weis-Stich count (§5.1). Default stöck,
        /// weis, stich.
        pub sws_order: SwsOrder = SwsOrder::STOECK_WEIS_STICH => with_sws_order,
        /// How the game ends: automatic claims or explicit ones (§5.1). Default
        /// `automatic`.
        pub end_mode: EndMode = EndMode::Automatic => with_end_mode,

        // --- §9.4 Coiffeur Schieber ---
        /// ⚙ The rows of a Coiffeur table and their multipliers (§9.4): each
        /// team plays every row once. Default the classic eight rows
        /// ([`CoiffeurRows::EIGHT`]); each multiplier from 1 to
        /// [`Rules::MAX_MULTIPLIER`]. Only Coiffeur Schieber reads it.
        pub coiffeur_rows: CoiffeurRows = CoiffeurRows::EIGHT => with_coiffeur_rows,
        /// ⚙ What a match scores in Coiffeur Schieber before the row's
        /// multiplier (§9.4), whatever the tricks' points. Default 257; from 1
        /// to [`Rules::MAX_COIFFEUR_MATCH`].
        pub coiffeur_match: u16 = 257 => with_coiffeur_match,
        // --- §9.1, §9.2 the games each on their own (Differenzler, Hindersi) ---
        /// ⚙ How trump is chosen in Differenzler and Hindersi (§9.1, §9.2):
        /// the suit of the dealer's bottom card, or drawn at random. Default
        /// `bottom_card`.
        pub trump_choice: TrumpChoice = TrumpChoice::BottomCard => with_trump_choice,
        /// ⚙ Whether Differenzler predictions are open or hidden until the
        /// hand ends (§9.1). Default `open`.
        pub predictions: Predictions = Predictions::Open => with_predictions,
        /// ⚙ Points subtracted from a Differenzler total for an exact
        /// prediction (§9.1). Default 10; at most [`Rules::MAX_EXACT_BONUS`].
        pub exact_bonus: u16 = 10 => with_exact_bonus,
        /// ⚙ When an exact prediction of 0 earns the bonus (§9.1). Default
        /// `with_trick`.
        pub zero_prediction_bonus: ZeroPredictionBonus = ZeroPredictionBonus::WithTrick => with_zero_prediction_bonus,
        /// ⚙ Hands in a game of Differenzler, Hindersi or Mittlere (§9.1,
        /// §9.2, §9.3). Default 12 (Differenzler at four: three rounds of
        /// deals); the `hindersi` preset plays one round, the `mittlere`
        /// preset 12 (each of the three deals four times). From 1 to
        /// [`Rules::MAX_HANDS`].
        pub hands: u16 = 12 => with_hands,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_setter_is_named_after_its_option() {
        for (name, setter) in NAMES_AND_SETTERS {
            assert_eq!(setter.strip_prefix("with_"), Some(*name));
        }
    }

    #[cfg(feature = "json")]
    #[test]
    fn the_table_names_every_option_serde_writes() {
        let mut names: alloc::vec::Vec<_> =
            NAMES_AND_SETTERS.iter().map(|&(name, _)| name).collect();
        names.sort_unstable();
        assert_eq!(names, Rules::option_names());
        let serde_json::Value::Object(written) = serde_json::to_value(Rules::default()).unwrap()
        else {
            panic!("rules serialize to an object");
        };
        assert_eq!(written.keys().collect::<alloc::vec::Vec<_>>(), names);
    }

    #[cfg(feature = "json")]
    #[test]
    fn formats_without_field_names_read_every_option_in_table_order() {
        let rules = Rules::schieber_3000().with_target(4000);
        let serde_json::Value::Object(options) = serde_json::to_value(rules).unwrap() else {
            panic!("rules serialize to an object");
        };
        let in_order: alloc::vec::Vec<_> = OPTION_NAMES.iter().map(|&n| &options[n]).collect();
        let text = serde_json::to_string(&in_order).unwrap();
        assert_eq!(serde_json::from_str::<Rules>(&text).unwrap(), rules);
        let short = serde_json::to_string(&in_order[..3]).unwrap();
        assert!(serde_json::from_str::<Rules>(&short).is_err());
    }

    #[cfg(feature = "serde")]
    #[test]
    fn every_way_of_deserializing_rules_validates() {
        use alloc::string::ToString;

        let error = serde_json::from_str::<Rules>(r#"{"target": 0}"#).unwrap_err();
        assert!(error.to_string().contains("rule option target"), "{error}");
        let error = toml::from_str::<Rules>("target = 1000\nbaerger = 1200\n").unwrap_err();
        assert!(error.to_string().contains("rule option baerger"), "{error}");
        let rules: Rules = toml::from_str("target = 3000\nbaerger = 1200\n").unwrap();
        assert_eq!(rules.baerger, Some(1200));
    }
}
