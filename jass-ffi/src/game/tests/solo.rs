//! Tests of Differenzler and Hindersi through the game handle: predictions
//! as actions, each seat's totals and places, the score sheet, and the
//! refusals of hostile predictions.

use super::*;

fn predict(points: u8) -> jass_action {
    jass_action {
        points,
        ..action(jass_action_kind::Predict)
    }
}

#[test]
fn differenzler_and_hindersi_play_through_the_handle() {
    for (kind, rules) in [
        (jass_game_kind::Differenzler, Rules::differenzler()),
        (
            jass_game_kind::Differenzler,
            Rules::differenzler().with_players(jass_core::Players::Three),
        ),
        (jass_game_kind::Hindersi, Rules::hindersi()),
    ] {
        let game = GameHandle::of_kind(kind, rules, 4);
        let players = rules.players.count();
        let mut totals = [7i64; 4];
        let mut places = [9u8; 4];
        // SAFETY: a live handle and buffers of their lengths.
        unsafe {
            assert_eq!(
                jass_game_places(game.0, places.as_mut_ptr(), 4),
                jass_result::GameNotOver
            );
        }
        play_out(&game, 4);
        let core = game.core();
        // SAFETY: a live handle, buffers of their lengths, a writable slot.
        unsafe {
            assert_eq!(
                jass_game_seat_totals(game.0, totals.as_mut_ptr(), 4),
                jass_result::Ok
            );
            assert_eq!(
                jass_game_places(game.0, places.as_mut_ptr(), 4),
                jass_result::Ok
            );
            assert_eq!(
                jass_game_seat_totals(game.0, totals.as_mut_ptr(), players - 1),
                jass_result::BufferTooSmall
            );
            let mut json = ptr::null_mut();
            assert_eq!(
                jass_game_score_sheet_json(game.0, &raw mut json),
                jass_result::Ok
            );
            let sheet = take(json);
            assert!(sheet.starts_with(&format!("{{\"players\":{players},\"rows\":[")));
        }
        assert_eq!(&totals[..players], &core.seat_totals().0[..players]);
        assert_eq!(&places[..players], &core.places().unwrap().0[..players]);
        assert!(places[..players].contains(&1));
    }
}

#[test]
fn hostile_predictions_are_refused_and_change_nothing() {
    let game = GameHandle::of_kind(jass_game_kind::Differenzler, Rules::differenzler(), 2);
    let before = game.record();
    let card = game.core().hands()[Seat::S0].first().unwrap();
    let cases = [
        (predict(158), jass_result::PredictionOutOfRange),
        (play(&card.to_string()), jass_result::WrongPhase),
        (declare(0), jass_result::WrongPhase),
        (action(jass_action_kind::Shove), jass_result::WrongPhase),
        (
            jass_action {
                points: 3,
                ..play(&card.to_string())
            },
            jass_result::InvalidArgument,
        ),
    ];
    for (refused, code) in cases {
        assert_eq!(game.apply(refused), code, "{refused:?}");
        assert_eq!(game.record(), before, "{refused:?} changed the game");
    }
    assert_eq!(game.legal().len(), 158);
    for _ in 0..4 {
        assert_eq!(game.apply(predict(40)), jass_result::Ok);
    }
    assert_eq!(game.apply(predict(40)), jass_result::WrongPhase);
    // A team game keeps no score sheet; a Schieber table of three is refused.
    let schieber = GameHandle::new(Rules::schieber(), 1);
    let mut json = ptr::null_mut();
    let rules = RulesHandle::new(Rules::schieber().with_players(jass_core::Players::Three));
    let mut other = ptr::null_mut();
    // SAFETY: live handles and writable slots.
    unsafe {
        assert_eq!(
            jass_game_score_sheet_json(schieber.0, &raw mut json),
            jass_result::InvalidArgument
        );
        assert_eq!(
            jass_game_new(rules.0, 0, 1, &raw mut other),
            jass_result::InvalidRules
        );
    }
}

#[test]
fn mittlere_plays_through_the_handle_with_its_strokes_and_zeros() {
    let game = GameHandle::of_kind(jass_game_kind::Mittlere, Rules::mittlere(), 6);
    play_out(&game, 3);
    let core = game.core();
    let mut strokes = [7i64; 3];
    let mut zeros = [7i64; 3];
    let schieber = GameHandle::new(Rules::schieber(), 1);
    // SAFETY: live handles and buffers of their lengths.
    unsafe {
        assert_eq!(
            jass_game_seat_totals(game.0, strokes.as_mut_ptr(), 3),
            jass_result::Ok
        );
        assert_eq!(
            jass_game_zero_totals(game.0, zeros.as_mut_ptr(), 3),
            jass_result::Ok
        );
        assert_eq!(
            jass_game_zero_totals(game.0, zeros.as_mut_ptr(), 2),
            jass_result::BufferTooSmall
        );
        assert_eq!(
            jass_game_zero_totals(schieber.0, zeros.as_mut_ptr(), 3),
            jass_result::InvalidArgument
        );
    }
    let AnyGame::Mittlere(mittlere) = core else {
        panic!("a Mittlere game")
    };
    assert_eq!(strokes, core.seat_totals().0[..3]);
    assert_eq!(zeros, mittlere.zero_totals().0[..3]);
    // Predictions belong to Differenzler.
    let fresh = GameHandle::of_kind(jass_game_kind::Mittlere, Rules::mittlere(), 6);
    let before = fresh.record();
    assert_eq!(fresh.apply(predict(40)), jass_result::WrongPhase);
    assert_eq!(fresh.record(), before);
}
