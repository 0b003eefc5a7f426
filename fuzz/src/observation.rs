//! Target `observation`: observations read back from JSON, as raw JSON
//! (inputs starting with `{`) and as mutations of the observations of real
//! games (every other input). A real game's observation passes its check
//! and reads back unchanged. A mutated one is refused with a typed error,
//! or is accepted: then it passes its check, writes and reads back to
//! itself, and every bot answers it with one of its legal actions.

use arbitrary::{Result, Unstructured};
use jass_core::bots::{Bot, RandomBot, RuleOfThumb};
use jass_core::solver::{PimcBot, PimcConfig};
use jass_core::{
    Action, Card, Expecting, Game, GameKind, JassRng, Observation, PRESET_NAMES,
    ReadObservationError, Rules, Seat,
};
use serde_json::{Value, json};

use crate::draw;

/// Most actions played before the observation is taken: enough to end a
/// game of a few hands, where the finished game is observed.
const MAX_STEPS: u16 = 1_500;

/// Runs the checks on one input.
pub fn run(data: &[u8]) {
    if data.first() == Some(&b'{') {
        if let Ok(text) = core::str::from_utf8(data) {
            check_read(text, &mut Unstructured::new(&[]));
        }
    } else {
        let _ = mutated(&mut Unstructured::new(data));
    }
}

/// A real game's observation, read back as written and then changed by a
/// few mutations.
fn mutated(u: &mut Unstructured<'_>) -> Result<()> {
    let Some(mut game) = draw::game(u)? else {
        return Ok(());
    };
    // The game is played at random up to the input's step, or to its end:
    // a claim when it wins, otherwise any other legal action (as the
    // random bot plays, without building an observation at every step).
    let steps = if u.ratio(1, 4)? {
        u.int_in_range(0..=MAX_STEPS)?
    } else {
        u.int_in_range(0..=120)?
    };
    let mut rng = JassRng::seed_from_u64(u.arbitrary()?);
    for _ in 0..steps {
        let Some(seat) = game.to_act() else { break };
        let legal = game.legal_actions();
        let claim = Action::Claim(seat);
        let action = if legal.contains(&claim) && game.claim_would_win(seat) == Ok(true) {
            claim
        } else {
            let others: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| !matches!(a, Action::Claim(_)))
                .collect();
            assert!(!others.is_empty(), "a game lists claims only");
            others[rng.below(others.len() as u32) as usize]
        };
        if let Err(error) = game.apply(action) {
            panic!("the legal action {action:?} was refused: {error}");
        }
    }
    let seat = Seat::ALL[u.choose_index(game.players())?];
    let observation = game
        .observation(seat)
        .expect("a seat at the table is observed");
    check_real(&observation);

    let mut value = serde_json::to_value(&observation).expect("an observation writes as JSON");
    for _ in 0..u.int_in_range(1..=4)? {
        mutate(u, &mut value)?;
    }
    let text = serde_json::to_string(&value).expect("a JSON value writes");
    check_read(&text, u);
    Ok(())
}

/// A real game's observation passes its check and reads back unchanged,
/// through [`Observation::from_json`] and through serde.
fn check_real(observation: &Observation) {
    let json = serde_json::to_string(observation).expect("an observation writes as JSON");
    if let Err(error) = observation.check() {
        panic!("a real game's observation fails its check: {error}\n{json}");
    }
    match Observation::from_json(&json) {
        Ok(read) => assert_eq!(&read, observation, "a real observation reads back changed"),
        Err(error) => panic!("a real game's observation is refused: {error}\n{json}"),
    }
    let read: Observation =
        serde_json::from_str(&json).expect("a real game's observation reads through serde");
    assert_eq!(
        &read, observation,
        "serde reads a real observation back changed"
    );
}

/// JSON read as an observation: refused by [`Observation::from_json`] and
/// by serde alike, or accepted by both as the same observation, which
/// then holds up (see [`check_accepted`]).
fn check_read(text: &str, u: &mut Unstructured<'_>) {
    let through_serde = serde_json::from_str::<Observation>(text);
    match Observation::from_json(text) {
        Ok(read) => {
            // `from_json` refuses a key given twice, which serde takes.
            if let Ok(other) = &through_serde {
                assert_eq!(other, &read, "serde and from_json read differently");
            } else {
                panic!("from_json accepts what serde refuses\n{text}");
            }
            check_accepted(&read, u);
        }
        Err(ReadObservationError::Invalid(error)) => {
            assert!(
                through_serde.is_err(),
                "serde accepts an observation whose check fails: {error}\n{text}"
            );
            assert!(
                error.to_string().len() > 1,
                "an observation error without a message"
            );
        }
        Err(ReadObservationError::Malformed { message }) => {
            assert!(
                !message.is_empty(),
                "a malformed observation without a message"
            );
        }
        Err(error) => panic!("an observation refused as {error}"),
    }
}

/// An accepted observation passes its check, writes and reads back to
/// itself, and every bot answers it with one of its legal actions, when
/// it lists any (the bots promise that much; given the observation of a
/// seat not to act they answer without panicking).
fn check_accepted(observation: &Observation, u: &mut Unstructured<'_>) {
    let json = serde_json::to_string(observation).expect("an observation writes as JSON");
    if let Err(error) = observation.check() {
        panic!("an accepted observation fails its check: {error}\n{json}");
    }
    match Observation::from_json(&json) {
        Ok(read) => assert_eq!(
            &read, observation,
            "an accepted observation reads back changed"
        ),
        Err(error) => panic!("an accepted observation is refused once rewritten: {error}\n{json}"),
    }
    let seed = u.arbitrary().unwrap_or(0);
    let pimc = pimc_config(observation, u);
    let choices = [
        (
            "RandomBot",
            RandomBot::new(JassRng::seed_from_u64(seed)).choose(observation),
        ),
        (
            "RuleOfThumb",
            RuleOfThumb::new(JassRng::seed_from_u64(seed)).choose(observation),
        ),
        (
            "PimcBot",
            PimcBot::new(pimc, JassRng::seed_from_u64(seed)).choose(observation),
        ),
    ];
    if observation.legal_actions.is_empty() {
        return;
    }
    for (bot, action) in choices {
        assert!(
            observation.legal_actions.contains(&action),
            "{bot} chose {action}, which is not among the legal actions {:?}\n{json}",
            observation.legal_actions.as_slice()
        );
    }
}

/// A PIMC bot small enough for the fuzzer: one or two samples, searching
/// only the last few tricks, within a millisecond or two, under the rules
/// of a Schieber preset the solver plays (any preset for a Schieber
/// observation, Schieber's own for the other games).
fn pimc_config(observation: &Observation, u: &mut Unstructured<'_>) -> PimcConfig {
    let preset = u.choose(&PRESET_NAMES).copied().unwrap_or("schieber");
    let rules = match observation.game {
        GameKind::Schieber => Rules::preset(preset).unwrap_or_else(|_| Rules::schieber()),
        _ => Rules::schieber(),
    };
    let config = PimcConfig {
        rules,
        samples: u.int_in_range(1..=2).unwrap_or(1),
        search_from_tricks: u.int_in_range(1..=3).unwrap_or(1),
        // Declaring solves full deals, each in every contract, which takes
        // seconds under the sanitizer: the bot declares by rule of thumb.
        declare_samples: 0,
        time_budget_micros: 2_000,
        memory: 1 << 16,
        threads: 1,
    };
    // The bindings take only a configuration that validates.
    if config.validate().is_ok() {
        config
    } else {
        PimcConfig {
            rules: Rules::schieber(),
            ..config
        }
    }
}

/// One mutation of an observation's JSON: a value of any field changed,
/// a list's items removed, duplicated, swapped or added, a card moved, or
/// the legal actions, phase, seats or table replaced.
fn mutate(u: &mut Unstructured<'_>, value: &mut Value) -> Result<()> {
    match u.int_in_range(0..=11)? {
        0..=3 => mutate_node(u, value),
        4 => {
            // Legal actions: drawn ones, a subset of the given, or both.
            let Some(list) = value.get_mut("legal_actions").and_then(Value::as_array_mut) else {
                return Ok(());
            };
            if u.arbitrary()? {
                list.retain(|_| u.arbitrary().unwrap_or(true));
            }
            for _ in 0..u.int_in_range(0..=3)? {
                let action = serde_json::to_value(draw::action(u)?).expect("an action writes");
                let at = u.int_in_range(0..=list.len())?;
                list.insert(at, action);
            }
            Ok(())
        }
        5 => {
            let expecting = *u.choose(&Expecting::ALL)?;
            value["expecting"] = serde_json::to_value(expecting).expect("a phase writes");
            Ok(())
        }
        6 => {
            let field =
                *u.choose(&["seat", "dealer", "forehand", "to_act", "declarer", "stoeck"])?;
            value[field] = if u.ratio(1, 4)? {
                Value::Null
            } else {
                json!(u.int_in_range(0..=6u8)?)
            };
            Ok(())
        }
        7 => {
            value["players"] = json!(u.int_in_range(1..=7u8)?);
            Ok(())
        }
        8 => {
            value["contract"] = if u.ratio(1, 4)? {
                Value::Null
            } else {
                serde_json::to_value(draw::contract(u)?).expect("a contract writes")
            };
            Ok(())
        }
        9 => move_card(u, value),
        10 => {
            let game = *u.choose(&GameKind::ALL)?;
            value["game"] = json!(game.name());
            Ok(())
        }
        _ => {
            // A scored weis of any holder.
            let weis = json!([u.int_in_range(0..=6u8)?, draw::meld(u)?]);
            if let Some(list) = value.get_mut("scored_weis").and_then(Value::as_array_mut) {
                list.push(weis);
            }
            Ok(())
        }
    }
}

/// Moves a card between the places it can be: the hand, the trick being
/// played, a completed trick, `played`, another seat's known cards, the
/// talon; or takes one from anywhere, or puts any card somewhere.
fn move_card(u: &mut Unstructured<'_>, value: &mut Value) -> Result<()> {
    let mut places = card_lists(value);
    if places.is_empty() {
        return Ok(());
    }
    let from = u.choose_index(places.len())?;
    let to = u.choose_index(places.len())?;
    let card = {
        let list = places[from].as_array_mut().expect("a list of cards");
        if list.is_empty() || u.ratio(1, 4)? {
            json!(draw::card(u)?)
        } else {
            let at = u.choose_index(list.len())?;
            if u.ratio(3, 4)? {
                list.remove(at)
            } else {
                list[at].clone()
            }
        }
    };
    let list = places[to].as_array_mut().expect("a list of cards");
    let at = u.int_in_range(0..=list.len())?;
    list.insert(at, card);
    Ok(())
}

/// Every list of cards in an observation's JSON.
fn card_lists(value: &mut Value) -> Vec<&mut Value> {
    let mut lists = Vec::new();
    let Some(object) = value.as_object_mut() else {
        return lists;
    };
    for (key, field) in object.iter_mut() {
        match key.as_str() {
            "hand" | "hand_twice" | "played" | "played_twice" => lists.push(field),
            "trick" => lists.extend(field.get_mut("cards")),
            "tricks" | "known" => {
                for item in field.as_array_mut().into_iter().flatten() {
                    if item.is_array() {
                        lists.push(item);
                    } else if let Some(cards) = item.get_mut("cards") {
                        lists.push(cards);
                    }
                }
            }
            _ => {}
        }
    }
    // A mutation may have made a list something else.
    lists.retain(|list| list.is_array());
    lists
}

/// Changes one node of the JSON tree, chosen among all of them: a number
/// to a small or extreme one, a string to a card or a name, a list
/// shortened, lengthened, reordered or emptied, a flag flipped, a missing
/// value given, a field removed or added.
fn mutate_node(u: &mut Unstructured<'_>, value: &mut Value) -> Result<()> {
    let count = count_nodes(value);
    let target = u.choose_index(count)?;
    let Some(node) = nth_node(value, target) else {
        return Ok(());
    };
    match node {
        Value::Number(_) => *node = number(u)?,
        // A card stays a card most of the time, so that the JSON still
        // parses and the checks are reached.
        Value::String(text) if text.parse::<Card>().is_ok() && u.ratio(3, 4)? => {
            *node = json!(draw::card(u)?);
        }
        Value::String(_) => *node = string(u)?,
        Value::Bool(flag) => *flag = !*flag,
        Value::Null => {
            *node = match u.int_in_range(0..=3)? {
                0 => number(u)?,
                1 => string(u)?,
                2 => json!({"face_down": u.int_in_range(0..=20u8)?, "turned_up": draw::card(u)?}),
                _ => json!([]),
            };
        }
        Value::Array(list) => {
            let len = list.len();
            match u.int_in_range(0..=5)? {
                0 if len > 0 => {
                    list.remove(u.choose_index(len)?);
                }
                1 if len > 0 => {
                    let at = u.choose_index(len)?;
                    list.insert(at, list[at].clone());
                }
                2 if len > 1 => {
                    let (i, j) = (u.choose_index(len)?, u.choose_index(len)?);
                    list.swap(i, j);
                }
                3 => list.truncate(u.int_in_range(0..=len)?),
                4 => list.push(if u.arbitrary()? {
                    string(u)?
                } else {
                    number(u)?
                }),
                _ => list.clear(),
            }
        }
        Value::Object(object) => {
            let keys: Vec<String> = object.keys().cloned().collect();
            if !keys.is_empty() && u.arbitrary()? {
                object.remove(&keys[u.choose_index(keys.len())?]);
            } else {
                object.insert("unknown".into(), Value::Null);
            }
        }
    }
    Ok(())
}

/// The nodes of a JSON tree, the root included.
fn count_nodes(value: &Value) -> usize {
    1 + match value {
        Value::Array(list) => list.iter().map(count_nodes).sum(),
        Value::Object(object) => object.values().map(count_nodes).sum(),
        _ => 0,
    }
}

/// The node at `index` in a depth-first walk from the root (index 0).
fn nth_node(value: &mut Value, index: usize) -> Option<&mut Value> {
    if index == 0 {
        return Some(value);
    }
    let mut index = index - 1;
    let children: Vec<&mut Value> = match value {
        Value::Array(list) => list.iter_mut().collect(),
        Value::Object(object) => object.values_mut().collect(),
        _ => return None,
    };
    for child in children {
        let size = count_nodes(child);
        if index < size {
            return nth_node(child, index);
        }
        index -= size;
    }
    None
}

/// A number near the ends of the engine's integer types, or a small one.
fn number(u: &mut Unstructured<'_>) -> Result<Value> {
    Ok(match u.int_in_range(0..=9)? {
        0 => json!(-1),
        1 => json!(u8::MAX),
        2 => json!(u16::MAX),
        3 => json!(u32::MAX),
        4 => json!(i64::MIN),
        5 => json!(u64::MAX),
        6 => json!(u.arbitrary::<i64>()?),
        7 => json!(1.5),
        _ => json!(u.int_in_range(0..=40u8)?),
    })
}

/// A card, a contract, a phase, a game's name, or any short text.
fn string(u: &mut Unstructured<'_>) -> Result<Value> {
    Ok(match u.int_in_range(0..=4)? {
        0 => serde_json::to_value(draw::contract(u)?).expect("a contract writes"),
        1 => serde_json::to_value(*u.choose(&Expecting::ALL)?).expect("a phase writes"),
        2 => json!(u.choose(&GameKind::ALL)?.name()),
        3 => json!(u.arbitrary::<String>()?),
        _ => json!(draw::card(u)?),
    })
}
