//! Options with bounds are valid up to their bound and refused past it,
//! naming the option: the games each on their own (RULES.md §9.1, §9.2),
//! Coiffeur Schieber's rows and match (§9.4), and the order of
//! Stöck-Weis-Stich (§5.1).

use jass_core::{CoiffeurRow, CoiffeurRows, Rules, RulesError, SwsOrder, SwsStep};

/// `rules` is refused by `Rules::validate`, naming `option`.
#[track_caller]
fn refused(rules: Rules, option: &str) {
    match rules.validate() {
        Err(RulesError::InvalidValue { option: named, .. }) => assert_eq!(named, option),
        other => panic!("{option}: {other:?}"),
    }
}

#[test]
fn the_solo_games_options_are_valid_up_to_their_bounds() {
    let differenzler = Rules::differenzler();
    // ⚙ `exact_bonus`: 0 to the highest.
    for bonus in [0, Rules::MAX_EXACT_BONUS] {
        assert_eq!(differenzler.with_exact_bonus(bonus).validate(), Ok(()));
    }
    refused(
        differenzler.with_exact_bonus(Rules::MAX_EXACT_BONUS + 1),
        "exact_bonus",
    );
    // ⚙ `hands`: 1 to the most.
    for hands in [1, Rules::MAX_HANDS] {
        assert_eq!(differenzler.with_hands(hands).validate(), Ok(()));
    }
    for hands in [0, Rules::MAX_HANDS + 1] {
        refused(differenzler.with_hands(hands), "hands");
    }
}

#[test]
fn coiffeur_rows_and_match_are_valid_up_to_their_bounds() {
    let coiffeur = Rules::coiffeur_8();
    let first = coiffeur.coiffeur_rows.as_slice()[0];
    // A row's multiplier: 1 to the highest.
    let with_multiplier = |multiplier| {
        let mut rows = coiffeur.coiffeur_rows.as_slice().to_vec();
        rows[0] = CoiffeurRow::new(first.kind, multiplier);
        coiffeur.with_coiffeur_rows(CoiffeurRows::try_new(&rows).unwrap())
    };
    for multiplier in [1, Rules::MAX_MULTIPLIER] {
        assert_eq!(with_multiplier(multiplier).validate(), Ok(()));
    }
    for multiplier in [0, Rules::MAX_MULTIPLIER + 1] {
        refused(with_multiplier(multiplier), "coiffeur_rows");
    }
    // ⚙ `coiffeur_match`: 1 to the highest.
    for points in [1, Rules::MAX_COIFFEUR_MATCH] {
        assert_eq!(coiffeur.with_coiffeur_match(points).validate(), Ok(()));
    }
    for points in [0, Rules::MAX_COIFFEUR_MATCH + 1] {
        refused(coiffeur.with_coiffeur_match(points), "coiffeur_match");
    }
}

#[test]
fn an_order_of_stoeck_weis_stich_names_each_step_once() {
    let steps = [SwsStep::Stich, SwsStep::Weis, SwsStep::Stoeck];
    assert_eq!(SwsOrder::try_from(steps), SwsOrder::new(steps));
    assert_eq!(SwsOrder::try_from(steps).unwrap().steps(), steps);
    assert!(SwsOrder::try_from([SwsStep::Weis, SwsStep::Weis, SwsStep::Stich]).is_err());
}
