//! The presets, one per rule source, and [`Rules::preset`] to find one by
//! name.

use super::Rules;
use super::options::DEFAULTS;
use super::values::{
    AnnouncePolicy, ClaimCounts, FirstForehand, FourNines, Packs, RankSet, SequenceVsFour,
    StoeckTiming, SwsWindow, UndenufeValues, Undertrump, WeisTable,
};
use crate::card::Rank;
use crate::contract::PerContract;
use crate::error::RulesError;
use crate::game::CoiffeurRows;
use crate::seat::Players;

/// Generates [`PRESET_NAMES`], the list of names in error messages and
/// [`Rules::preset`] from one list of preset constructors, each written
/// `name` or `name | "alias"`: the constructor `Rules::name` answers to
/// `"name"`.
macro_rules! presets {
    ($first:ident $(| $first_alias:literal)* $(, $name:ident $(| $alias:literal)*)* $(,)?) => {
        /// Names accepted by [`Rules::preset`], in presentation order.
        pub const PRESET_NAMES: [&str; [stringify!($first) $(, stringify!($name))*].len()] =
            [stringify!($first) $(, stringify!($name))*];

        /// [`PRESET_NAMES`] as one text, for error messages.
        const PRESET_LIST: &str = concat!(stringify!($first) $(, ", ", stringify!($name))*);

        impl Rules {
            /// The preset named `name` (one of [`PRESET_NAMES`]; `-` may
            /// stand for `_`, case is ignored).
            ///
            /// # Errors
            ///
            /// [`RulesError::UnknownPreset`] naming the rejected name.
            pub fn preset(name: &str) -> Result<Rules, RulesError> {
                let mut key = [0u8; 24];
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
                let key = &key[..bytes.len().min(key.len())];
                if key == stringify!($first).as_bytes() $(|| key == $first_alias.as_bytes())* {
                    return Ok(Rules::$first());
                }
                $(
                    if key == stringify!($name).as_bytes() $(|| key == $alias.as_bytes())* {
                        return Ok(Rules::$name());
                    }
                )*
                Err(RulesError::UnknownPreset {
                    name: name.into(),
                    known: PRESET_LIST,
                })
            }
        }
    };
}

presets! {
    schieber,
    schieber_3000,
    schieber_1000,
    schieber_uri,
    schieber_five,
    schieber_six,
    schieber_six_double,
    schmaus,
    zweier | "jass_fuer_zwei",
    coiffeur_8 | "coiffeur",
    coiffeur_10,
    differenzler,
    hindersi,
    mittlere,
}

impl Rules {
    /// Coiffeur Schieber with the classic eight rows (RULES.md §9.4): ♠ ×1,
    /// ♣ ×2, ♦ ×3, ♥ ×4, Obenabe ×5, Undenufe ×6, two jokers ×7 and ×8; no
    /// weis, no stöck (RULES.md §9); a match scores 257; the player to the
    /// dealer's right is forehand from the first hand on. Card play as in
    /// [`Rules::schieber`].
    #[must_use]
    pub const fn coiffeur_8() -> Rules {
        let mut rules = Rules::schieber();
        rules.coiffeur_rows = CoiffeurRows::EIGHT;
        rules.coiffeur_match = 257;
        rules.weis_enabled = false;
        rules.stoeck_enabled = false;
        rules.first_forehand = FirstForehand::RightOfDealer;
        rules
    }

    /// Coiffeur Schieber with ten rows: [`Rules::coiffeur_8`] with Slalom
    /// ×9 and Guschti ×10 (RULES.md §9.4).
    #[must_use]
    pub const fn coiffeur_10() -> Rules {
        let mut rules = Rules::coiffeur_8();
        rules.coiffeur_rows = CoiffeurRows::TEN;
        rules
    }
}

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
    /// clubs/roses leads the first hand. Every option at the default its
    /// declaration gives.
    #[must_use]
    pub const fn schieber() -> Rules {
        DEFAULTS
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

    /// Schieber at a table of five with a Chnächt (\[004\], "Dr Chnächt",
    /// RULES.md §5.2): [`Rules::schieber`] with `players = 5`; the ♦7 is
    /// taken out of the pack ([`Rules::removed_card`]), 7 cards each.
    #[must_use]
    pub const fn schieber_five() -> Rules {
        let mut rules = Rules::schieber();
        rules.players = Players::Five;
        rules
    }

    /// Schieber at a table of six with one pack (\[002\], RULES.md §5.2):
    /// [`Rules::schieber`] with `players = 6`, two teams of three sitting
    /// alternately, 6 cards each; shoving passes along the three partners.
    #[must_use]
    pub const fn schieber_six() -> Rules {
        let mut rules = Rules::schieber();
        rules.players = Players::Six;
        rules
    }

    /// Schieber at a table of six with the double pack ("Doppelris",
    /// \[002\], \[004\], RULES.md §5.2): [`Rules::schieber_six`] with
    /// `packs = two`: two packs without the sixes, sevens and eights, 8
    /// cards each, and of two identical cards the later one wins. Weis and
    /// stöck are off (⚙ `duplicate_melds = none`).
    ///
    /// ```
    /// use jass_core::{Contract, PointTable, Rules};
    ///
    /// let rules = Rules::schieber_six_double();
    /// assert_eq!(rules.cards_per_player(), 8);
    /// assert_eq!(PointTable::new(Contract::Obenabe, &rules).hand_total(), 245);
    /// ```
    #[must_use]
    pub const fn schieber_six_double() -> Rules {
        let mut rules = Rules::schieber_six();
        rules.packs = Packs::Two;
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

    /// Differenzler (RULES.md §9.1): four players each on their own, trump
    /// the suit of the dealer's bottom card (trump suits only), open
    /// predictions, weak undertrump, no weis, stöck or match bonus, an
    /// exact prediction subtracts 10 (a prediction of 0 only with a trick
    /// taken), twelve hands; the lowest total wins. At three players set
    /// `players = 3`.
    #[must_use]
    pub const fn differenzler() -> Rules {
        let mut rules = Rules::schieber();
        rules.contracts.obenabe = false;
        rules.contracts.undenufe = false;
        rules.multipliers = PerContract::splat(1);
        rules.undertrump = Undertrump::Weak;
        rules.weis_enabled = false;
        rules.stoeck_enabled = false;
        rules.match_bonus = 0;
        rules.schneider = false;
        rules.first_forehand = FirstForehand::RightOfDealer;
        rules.hands = 12;
        rules
    }

    /// Hindersi (RULES.md §9.2): [`Rules::differenzler`]'s table without
    /// predictions: take as few card points as possible; weak undertrump,
    /// no weis (small weis when `weis_enabled`), one round of four hands;
    /// the lowest total wins.
    #[must_use]
    pub const fn hindersi() -> Rules {
        let mut rules = Rules::differenzler();
        rules.weis_table = WeisTable::Small;
        rules.hands = 4;
        rules
    }

    /// Mittlere (RULES.md §9.3): three players each on their own, twelve
    /// cards each; no trump until the first card played off the suit led
    /// founds it; then follow suit or trump, weak undertrump and the Puur
    /// exemption as in [`Rules::differenzler`]; no weis, stöck or match
    /// bonus; twelve hands (each player deals four times); the most
    /// strokes wins. ⚙ `contracts`, `multipliers` and `trump_choice` are
    /// not read.
    #[must_use]
    pub const fn mittlere() -> Rules {
        let mut rules = Rules::differenzler();
        rules.players = Players::Three;
        rules
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::contract::Contract;
    use crate::rules::PlayRules;

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
}
