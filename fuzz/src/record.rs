//! Target `record`: game records, as raw JSON (inputs starting with `{`)
//! and as mutations of the records of real games (every other input). A
//! record either replays, and then re-records and replays to the same game,
//! or is refused: at the action it names, which must then be refused in
//! exactly that way after the actions before it, or before any action.

use arbitrary::{Result, Unstructured};
use jass_core::{AnyGame, Game, GameRecord, ReplayError};

use crate::draw;
use crate::play::check_replay;

/// Runs the checks on one input.
pub fn run(data: &[u8]) {
    if data.first() == Some(&b'{') {
        if let Ok(record) = serde_json::from_slice::<GameRecord>(data) {
            check(&record);
        }
    } else {
        let _ = mutated(&mut Unstructured::new(data));
    }
}

/// A real game's record, changed by a few mutations.
fn mutated(u: &mut Unstructured<'_>) -> Result<()> {
    let Some(mut game) = draw::game(u)? else {
        return Ok(());
    };
    for _ in 0..u.int_in_range(0..=400)? {
        let legal = game.legal_actions();
        if legal.is_empty() {
            break;
        }
        let action = *u.choose(legal.as_slice())?;
        game.apply(action).expect("a legal action applies");
    }
    let mut record = game.record();
    for _ in 0..u.int_in_range(1..=4)? {
        mutate(u, &mut record)?;
    }
    if u.arbitrary()? {
        let json = serde_json::to_string(&record).expect("a record writes as JSON");
        match serde_json::from_str::<GameRecord>(&json) {
            Ok(read) => assert_eq!(read, record, "record JSON round trip"),
            // Rules that do not validate are refused when read.
            Err(_) => assert!(record.rules.validate().is_err(), "{json}"),
        }
    }
    check(&record);
    Ok(())
}

fn mutate(u: &mut Unstructured<'_>, record: &mut GameRecord) -> Result<()> {
    let len = record.actions.len();
    let at = |u: &mut Unstructured<'_>| u.choose_index(len.max(1));
    match u.int_in_range(0..=12)? {
        0 if len > 0 => {
            let i = at(u)?;
            record.actions[i] = draw::action(u)?;
        }
        1 if len > 0 => {
            record.actions.remove(at(u)?);
        }
        2 => {
            let i = u.int_in_range(0..=len)?;
            record.actions.insert(i, draw::action(u)?);
        }
        3 if len > 1 => {
            let (i, j) = (at(u)?, at(u)?);
            record.actions.swap(i, j);
        }
        4 => record.actions.truncate(u.int_in_range(0..=len)?),
        5 if len > 0 => {
            let i = at(u)?;
            record.actions.insert(i, record.actions[i]);
        }
        6 => record.seed = u.arbitrary()?,
        7 => record.first_dealer = draw::seat(u)?,
        8 => {
            let cards = u.int_in_range(0..=40)?;
            record.deal = Some((0..cards).map(|_| draw::card(u)).collect::<Result<_>>()?);
        }
        9 => {
            let mut deck: Vec<_> = (0..36).map(jass_core::Card::from_index).collect();
            for i in (1..deck.len()).rev() {
                deck.swap(i, u.int_in_range(0..=i)?);
            }
            record.deal = Some(deck);
        }
        10 => record.game = draw::game_kind(u)?,
        11 => record.rules = draw::rules(u)?,
        _ => {
            for _ in 0..u.int_in_range(1..=8)? {
                record.actions.push(draw::action(u)?);
            }
        }
    }
    Ok(())
}

/// A record replays to a game that records and replays to itself, or is
/// refused truthfully.
fn check(record: &GameRecord) {
    match AnyGame::replay(record) {
        Ok(game) => {
            assert_eq!(record.rules.validate(), Ok(()), "invalid rules replayed");
            assert_eq!(game.record().actions, record.actions, "actions re-recorded");
            check_replay(&game);
        }
        Err(ReplayError::Action {
            index,
            action,
            error,
        }) => {
            assert_eq!(
                record.actions[index], action,
                "the refused action is the record's"
            );
            let mut prefix = record.clone();
            prefix.actions.truncate(index);
            let mut game =
                AnyGame::replay(&prefix).expect("the actions before the refused one replay");
            let before = game.clone();
            assert_eq!(
                game.apply(action),
                Err(error),
                "refused differently in play"
            );
            assert_eq!(game, before, "a refused action changed the game");
        }
        Err(ReplayError::New(_)) => {
            let mut empty = record.clone();
            empty.actions.clear();
            assert!(
                AnyGame::replay(&empty).is_err(),
                "refused as a new game, but it starts"
            );
        }
        Err(error) => panic!("AnyGame refused a record as {error}"),
    }
}
