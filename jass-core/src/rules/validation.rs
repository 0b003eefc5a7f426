//! What types alone cannot check: the bounds that keep every score exact
//! and the options that contradict each other ([`Rules::validate`]).

use alloc::format;
use alloc::string::String;

use super::Rules;
use crate::contract::Contract;
use crate::error::RulesError;
use crate::points::PointTable;
use crate::seat::Players;

impl Rules {
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
    /// The highest ⚙ `coiffeur_match`.
    pub const MAX_COIFFEUR_MATCH: u16 = 10_000;
    /// The highest ⚙ `exact_bonus` of Differenzler.
    pub const MAX_EXACT_BONUS: u16 = 1000;
    /// The most ⚙ `hands` of a Differenzler, Hindersi or Mittlere game.
    pub const MAX_HANDS: u16 = 1000;

    /// Checks what types alone cannot: every bound and every combination of
    /// options the rules make sense of.
    ///
    /// - `target` from 1 to [`Rules::MAX_TARGET`];
    /// - each of `multipliers` from 1 to [`Rules::MAX_MULTIPLIER`],
    ///   `counter_match_factor` from 1 to [`Rules::MAX_COUNTER_MATCH_FACTOR`],
    ///   `match_bonus` at most [`Rules::MAX_MATCH_BONUS`] and
    ///   `long_sequence_step` from 1 to [`Rules::MAX_LONG_SEQUENCE_STEP`],
    ///   `exact_bonus` at most [`Rules::MAX_EXACT_BONUS`] and `hands` from 1
    ///   to [`Rules::MAX_HANDS`]:
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
        self.validate_solo_games()?;
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
        if matches!(self.players, Players::Two) {
            return invalid("players", players_reason(2));
        }
        self.validate_coiffeur()?;
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

    /// The bounds of the options of the games each on their own
    /// (RULES.md §9.1, §9.2): `exact_bonus` and `hands`.
    fn validate_solo_games(&self) -> Result<(), RulesError> {
        let invalid = |option, reason: String| Err(RulesError::InvalidValue { option, reason });
        if self.exact_bonus > Rules::MAX_EXACT_BONUS {
            return invalid(
                "exact_bonus",
                format!(
                    "{} is above the highest exact-prediction bonus, {}",
                    self.exact_bonus,
                    Rules::MAX_EXACT_BONUS
                ),
            );
        }
        if self.hands == 0 || self.hands > Rules::MAX_HANDS {
            return invalid(
                "hands",
                format!("{} is not between 1 and {}", self.hands, Rules::MAX_HANDS),
            );
        }
        Ok(())
    }
}

/// Why ⚙ `players` cannot be `count`: the one message for a table that
/// does not exist (7) and for one no game of the option is played at (2).
pub(super) fn players_reason(count: u8) -> String {
    format!(
        "a table seats 3 (Differenzler, Hindersi, Mittlere), 4, 5 or 6 players, not {count} \
         (Schmaus and Jass für zwei, the games for two, do not read this option)"
    )
}

impl Rules {
    /// ⚙ `coiffeur_rows` and ⚙ `coiffeur_match` (RULES.md §9.4).
    fn validate_coiffeur(&self) -> Result<(), RulesError> {
        let invalid = |option, reason: String| Err(RulesError::InvalidValue { option, reason });
        if let Some((row, r)) = self
            .coiffeur_rows
            .as_slice()
            .iter()
            .enumerate()
            .find(|(_, r)| r.multiplier == 0 || r.multiplier > Rules::MAX_MULTIPLIER)
        {
            return invalid(
                "coiffeur_rows",
                format!(
                    "row {row} multiplier {} is not between 1 and {}",
                    r.multiplier,
                    Rules::MAX_MULTIPLIER
                ),
            );
        }
        if self.coiffeur_match == 0 || self.coiffeur_match > Rules::MAX_COIFFEUR_MATCH {
            return invalid(
                "coiffeur_match",
                format!(
                    "{} is not between 1 and {}",
                    self.coiffeur_match,
                    Rules::MAX_COIFFEUR_MATCH
                ),
            );
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;
    use crate::contract::PerContract;
    use crate::rules::{CardValues, FourNines, SwsOrder, SwsStep};

    #[test]
    fn the_solo_games_options_are_bounded() {
        let (option, _) = rejected(Rules::differenzler().with_hands(0));
        assert_eq!(option, "hands");
        let (option, _) = rejected(Rules::differenzler().with_hands(Rules::MAX_HANDS + 1));
        assert_eq!(option, "hands");
        let too_big = Rules::differenzler().with_exact_bonus(Rules::MAX_EXACT_BONUS + 1);
        assert_eq!(rejected(too_big).0, "exact_bonus");
        assert_eq!(
            Rules::differenzler()
                .with_players(Players::Three)
                .validate(),
            Ok(())
        );
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
}
