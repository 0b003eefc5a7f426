//! Options with bounds are valid up to their bound and refused past it,
//! naming the option: the games each on their own (RULES.md §9.1, §9.2),
//! Coiffeur Schieber's rows and match (§9.4), and the order of
//! Stöck-Weis-Stich (§5.1).

use jass_core::{CoiffeurRow, CoiffeurRows, Rules, RulesError, SwsOrder, SwsStep};

/// The rule sets `with(value)` are valid for `lowest` and `highest` and
/// refused, naming `option`, one below `lowest` (unless it is 0) and one
/// above `highest`.
#[track_caller]
fn bounded(option: &str, lowest: u16, highest: u16, with: impl Fn(u16) -> Rules) {
    for value in [lowest, highest] {
        assert_eq!(with(value).validate(), Ok(()), "{option} = {value}");
    }
    for value in lowest.checked_sub(1).into_iter().chain([highest + 1]) {
        match with(value).validate() {
            Err(RulesError::InvalidValue { option: named, .. }) => assert_eq!(named, option),
            other => panic!("{option} = {value}: {other:?}"),
        }
    }
}

#[test]
fn the_solo_games_options_are_valid_up_to_their_bounds() {
    let differenzler = Rules::differenzler();
    bounded("exact_bonus", 0, Rules::MAX_EXACT_BONUS, |bonus| {
        differenzler.with_exact_bonus(bonus)
    });
    bounded("hands", 1, Rules::MAX_HANDS, |hands| {
        differenzler.with_hands(hands)
    });
}

#[test]
fn coiffeur_rows_and_match_are_valid_up_to_their_bounds() {
    let coiffeur = Rules::coiffeur_8();
    let first = coiffeur.coiffeur_rows.as_slice()[0];
    // A row's multiplier.
    bounded("coiffeur_rows", 1, Rules::MAX_MULTIPLIER, |multiplier| {
        let mut rows = coiffeur.coiffeur_rows.as_slice().to_vec();
        rows[0] = CoiffeurRow::new(first.kind, multiplier);
        coiffeur.with_coiffeur_rows(CoiffeurRows::try_new(&rows).unwrap())
    });
    bounded("coiffeur_match", 1, Rules::MAX_COIFFEUR_MATCH, |points| {
        coiffeur.with_coiffeur_match(points)
    });
}

#[test]
fn an_order_of_stoeck_weis_stich_names_each_step_once() {
    let steps = [SwsStep::Stich, SwsStep::Weis, SwsStep::Stoeck];
    assert_eq!(SwsOrder::try_from(steps), SwsOrder::new(steps));
    assert_eq!(SwsOrder::try_from(steps).unwrap().steps(), steps);
    assert!(SwsOrder::try_from([SwsStep::Weis, SwsStep::Weis, SwsStep::Stich]).is_err());
}
