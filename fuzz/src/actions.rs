//! Target `actions`: random action sequences on every game type. Exactly
//! the legal actions succeed, a refused action changes nothing, and every
//! game reaches its end through legal actions, after which nothing applies
//! and the record replays to the same game.

use arbitrary::{Result, Unstructured};
use jass_core::{DealError, Game, GameKind, JassRng, NewGameError, Players};

use crate::draw;
use crate::play::{apply_checked, check_finished, check_replay, finish};

/// Runs the checks on one input.
pub fn run(data: &[u8]) {
    let _ = checks(&mut Unstructured::new(data));
}

fn checks(u: &mut Unstructured<'_>) -> Result<()> {
    let kind = draw::game_kind(u)?;
    let rules = draw::rules(u)?;
    let seed: u64 = u.arbitrary()?;
    let mut game = match draw::new_game(kind, rules, seed) {
        Ok(game) => game,
        // Differenzler also refuses card values worth more than its
        // highest prediction, Mittlere a hand worth 200 or more.
        Err(NewGameError::Rules(_)) => {
            // Coiffeur Schieber is played by four only; Differenzler and
            // Mittlere also refuse card values that make a hand worth too
            // much.
            let not_for_coiffeur = kind == GameKind::Coiffeur && rules.players != Players::Four;
            let values = matches!(kind, GameKind::Differenzler | GameKind::Mittlere);
            assert!(
                rules.validate().is_err() || not_for_coiffeur || values,
                "valid rules refused"
            );
            return Ok(());
        }
        // A table the game is not played at (⚙ players).
        Err(NewGameError::Deal(DealError::TableSize { .. })) => {
            assert!(
                kind.table(&rules).is_err(),
                "a table the game seats refused"
            );
            return Ok(());
        }
        Err(error) => panic!("a seeded game failed: {error}"),
    };
    assert!(rules.validate().is_ok(), "invalid rules accepted");
    // The input's actions: a legal one by index, or any action at all.
    while !u.is_empty() && !game.is_over() {
        if u.arbitrary()? {
            let legal = game.legal_actions();
            let action = *u.choose(legal.as_slice())?;
            assert!(apply_checked(&mut game, action));
        } else {
            apply_checked(&mut game, draw::action(u)?);
        }
    }
    check_replay(&game);
    finish(&mut game, &mut JassRng::seed_from_u64(seed));
    let probes = [draw::action(u)?, draw::action(u)?];
    check_finished(&mut game, &probes);
    Ok(())
}
