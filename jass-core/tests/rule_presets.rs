//! The presets: each is the rule set it starts from with exactly the options
//! its source changes, and answers to its name in `Rules::preset`.

use jass_core::{
    CoiffeurRows, FirstForehand, Packs, PerContract, Players, Rules, Undertrump, WeisTable,
};

/// Coiffeur Schieber (§9.4): Schieber's card play, no weis or stöck, the
/// player right of the dealer forehand, eight rows and a match of 257; the
/// ten-row table adds Slalom and Guschti and changes nothing else.
#[test]
fn coiffeur_presets_are_schieber_without_weis_and_stoeck() {
    let eight = Rules::schieber()
        .with_coiffeur_rows(CoiffeurRows::EIGHT)
        .with_coiffeur_match(257)
        .with_weis_enabled(false)
        .with_stoeck_enabled(false)
        .with_first_forehand(FirstForehand::RightOfDealer);
    assert_eq!(Rules::coiffeur_8(), eight);
    assert_eq!(
        Rules::coiffeur_10(),
        eight.with_coiffeur_rows(CoiffeurRows::TEN)
    );
    assert_eq!(Rules::preset("coiffeur"), Ok(eight));
    assert_eq!(
        Rules::preset("coiffeur_10"),
        Ok(eight.with_coiffeur_rows(CoiffeurRows::TEN))
    );
}

/// Tables of five and six (§5.2): Schieber with the number of players, and
/// the double pack at six.
#[test]
fn tables_of_five_and_six_change_only_the_table() {
    let five = Rules::schieber().with_players(Players::Five);
    let six = Rules::schieber().with_players(Players::Six);
    assert_eq!(Rules::schieber_five(), five);
    assert_eq!(Rules::schieber_six(), six);
    assert_eq!(Rules::schieber_six_double(), six.with_packs(Packs::Two));
    assert_eq!(Rules::preset("Schieber-Five"), Ok(five));
    assert_eq!(Rules::preset("schieber_six"), Ok(six));
    assert_eq!(Rules::schieber_six_double().cards_per_player(), 8);
}

/// Differenzler (§9.1), Hindersi (§9.2) and Mittlere (§9.3): trump suits
/// only, every contract ×1, weak undertrump, no weis, stöck, match bonus or
/// schneider, the player right of the dealer forehand; Differenzler twelve
/// hands, Hindersi four with the small weis table, Mittlere at three.
#[test]
fn the_negative_games_share_differenzlers_table() {
    let mut differenzler = Rules::schieber()
        .with_multipliers(PerContract::splat(1))
        .with_undertrump(Undertrump::Weak)
        .with_weis_enabled(false)
        .with_stoeck_enabled(false)
        .with_match_bonus(0)
        .with_schneider(false)
        .with_first_forehand(FirstForehand::RightOfDealer)
        .with_hands(12);
    differenzler.contracts.obenabe = false;
    differenzler.contracts.undenufe = false;
    assert_eq!(Rules::differenzler(), differenzler);
    assert_eq!(
        Rules::hindersi(),
        differenzler.with_weis_table(WeisTable::Small).with_hands(4)
    );
    assert_eq!(Rules::mittlere(), differenzler.with_players(Players::Three));
    assert_eq!(Rules::preset("HINDERSI"), Ok(Rules::hindersi()));
    assert_eq!(Rules::preset("mittlere").unwrap().players, Players::Three);
}
