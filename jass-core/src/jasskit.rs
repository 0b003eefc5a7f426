//! Interoperability with `jass-kit`, the numpy-based Python package used in
//! courses on game AI, so that its users can bring their logs.
//!
//! - Cards: [`Card::jasskit_index`](crate::Card::jasskit_index) /
//!   [`Card::from_jasskit_index`](crate::Card::from_jasskit_index); codes
//!   such as `"H10"` are the same in both engines.
//! - Contracts: jass-kit's trump numbers 0–5 (♦, ♥, ♠, ♣, Obenabe, Undenufe)
//!   are [`Contract::index`]; [`PUSH`] is its number for shoving.
//! - Players: jass-kit numbers players clockwise (North 0, East 1, South 2,
//!   West 3) while play goes counter-clockwise, so its player `p` is our seat
//!   `(4 − p) mod 4` ([`seat_of_player`]). Teams agree: players 0 and 2 are
//!   seats 0 and 2.
//! - Game states: the "V0.2" JSON of `GameState.to_json()` ([`hand_to_json`],
//!   [`hand_from_json`]).
//!
//! jass-kit plays Schieber without weis, stöck or match bonus; [`rules`]
//! gives the matching rule set. Its comments name the Swiss-German suits
//! differently from RULES.md §1; cards are mapped by their French suit, which
//! both engines share.
//!
//! Its legal-move function has a known defect: when two trumps are already in
//! a trick whose led suit is not trump, it allows trumps above the *lower* of
//! them (comparing by card index), that is, an illegal undertrump. A jass-kit
//! log containing such a card does not import: the error names the card and
//! the rule (RULES.md §3.2).

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use serde_json::{Map, Value, json};

use crate::card::Card;
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::game::{Action, ActionError, DealError, Expecting, Hand, SchieberHand};
use crate::rules::Rules;
use crate::seat::{BySeat, Players, Seat};

/// jass-kit's action number for shoving ("PUSH").
pub const PUSH: u8 = 10;

/// The version of the JSON game states this module reads and writes.
pub const FORMAT_VERSION: &str = "V0.2";

/// A jass-kit game state could not be converted.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum JassKitError {
    /// The JSON does not have the V0.2 layout.
    #[error("malformed jass-kit game state: {message}")]
    Malformed {
        /// What is wrong.
        message: String,
    },
    /// The state has another format version.
    #[error("unsupported jass-kit format version {version:?} (expected \"V0.2\")")]
    UnsupportedVersion {
        /// The version found.
        version: String,
    },
    /// A player number is not 0..4.
    #[error("jass-kit player {player} is out of range 0..4")]
    PlayerOutOfRange {
        /// The number found.
        player: i64,
    },
    /// A trump number is not 0..6.
    #[error("jass-kit trump {trump} is out of range 0..6")]
    TrumpOutOfRange {
        /// The number found.
        trump: i64,
    },
    /// The cards do not form a deal (a card twice, a hand of the wrong size).
    #[error("the state's cards are not a deal: {0}")]
    Deal(#[from] DealError),
    /// A recorded action is not legal under our rules, e.g. jass-kit's
    /// illegal undertrump.
    #[error("move {index} ({action}) is not legal: {error}")]
    IllegalMove {
        /// The index of the card in play order (0..36), or of the declaration.
        index: usize,
        /// The refused action.
        action: Action,
        /// Why.
        error: ActionError,
    },
    /// The state contradicts itself (e.g. a recorded winner or points that
    /// the rules do not give).
    #[error("inconsistent jass-kit game state: {reason}")]
    Inconsistent {
        /// What disagrees.
        reason: String,
    },
}

/// Our seat of jass-kit's player `player` (clockwise numbering).
///
/// # Errors
///
/// [`JassKitError::PlayerOutOfRange`] if `player` is not 0..4.
///
/// ```
/// use jass_core::{Seat, jasskit};
///
/// assert_eq!(jasskit::seat_of_player(0)?, Seat::S0);
/// assert_eq!(jasskit::seat_of_player(3)?, Seat::S1); // West plays after North
/// assert_eq!(jasskit::player_of_seat(Seat::S1), 3);
/// # Ok::<(), jass_core::jasskit::JassKitError>(())
/// ```
pub fn seat_of_player(player: i64) -> Result<Seat, JassKitError> {
    let index = u8::try_from(player)
        .ok()
        .filter(|&p| p < 4)
        .ok_or(JassKitError::PlayerOutOfRange { player })?;
    Ok(Seat::ALL[usize::from((4 - index) % 4)])
}

/// jass-kit's player number of our seat.
#[must_use]
pub const fn player_of_seat(seat: Seat) -> u8 {
    (4 - seat as u8) % 4
}

/// Our contract of jass-kit's trump number (0–5: ♦, ♥, ♠, ♣, Obenabe,
/// Undenufe).
///
/// # Errors
///
/// [`JassKitError::TrumpOutOfRange`] for any other number.
pub fn contract_of_trump(trump: i64) -> Result<Contract, JassKitError> {
    u8::try_from(trump)
        .ok()
        .and_then(|t| Contract::from_index(t).ok())
        .ok_or(JassKitError::TrumpOutOfRange { trump })
}

/// jass-kit's trump number of a contract.
#[must_use]
pub const fn trump_of_contract(contract: Contract) -> u8 {
    contract.index() as u8
}

/// The rules jass-kit plays: Schieber without weis, stöck or match bonus,
/// every contract ×1, the player right of the dealer as forehand.
#[must_use]
pub const fn rules() -> Rules {
    Rules::schieber()
        .with_weis_enabled(false)
        .with_stoeck_enabled(false)
        .with_match_bonus(0)
        .with_multipliers(crate::contract::PerContract::splat(1))
        .with_first_forehand(crate::rules::FirstForehand::RightOfDealer)
}

fn malformed(message: impl Into<String>) -> JassKitError {
    JassKitError::Malformed {
        message: message.into(),
    }
}

fn int(object: &Map<String, Value>, key: &str) -> Result<Option<i64>, JassKitError> {
    match object.get(key) {
        None => Ok(None),
        Some(value) => value
            .as_i64()
            .map(Some)
            .ok_or_else(|| malformed(format!("{key} is not an integer"))),
    }
}

fn cards(value: &Value, what: &str) -> Result<Vec<Card>, JassKitError> {
    let list = value
        .as_array()
        .ok_or_else(|| malformed(format!("{what} is not a list of cards")))?;
    list.iter()
        .map(|v| {
            let text = v
                .as_str()
                .ok_or_else(|| malformed(format!("{what} holds a non-string card")))?;
            text.parse::<Card>()
                .map_err(|e| malformed(format!("{what}: {e}")))
        })
        .collect()
}

/// One trick of the state: its first player and cards.
struct KitTrick {
    first: Seat,
    cards: Vec<Card>,
    win: Option<i64>,
    points: Option<i64>,
}

/// Reads a jass-kit V0.2 game state (the JSON of `GameState.to_json()`) as
/// a [`SchieberHand`] under `rules`, replaying its declaration and every card
/// so that our rules check each move.
///
/// Use [`rules`] for jass-kit's own scoring. Rules with
/// ⚙ `weis_mode = announced` cannot replay a jass-kit game (it has no weis
/// announcements).
///
/// # Errors
///
/// [`JassKitError`] for malformed JSON, another version, out-of-range
/// numbers, cards that are not a deal, an illegal move (such as jass-kit's
/// undertrump), or recorded winners and points our rules do not give.
///
/// # Examples
///
/// ```
/// use jass_core::{Contract, Hand, Seat, Suit, jasskit};
///
/// let json = r#"{"version": "V0.2", "trump": 1, "dealer": 1, "currentPlayer": 3,
///   "forehand": 1, "tricks": [{"cards": ["HA"], "first": 0}],
///   "player": [{"hand": ["HK","HQ","HJ","H10","H9","H8","H7","H6"]},
///              {"hand": ["DA","DK","DQ","DJ","D10","D9","D8","D7","D6"]},
///              {"hand": ["SA","SK","SQ","SJ","S10","S9","S8","S7","S6"]},
///              {"hand": ["CA","CK","CQ","CJ","C10","C9","C8","C7","C6"]}],
///   "jassTyp": "SCHIEBER"}"#;
/// let hand = jasskit::hand_from_json(json, jasskit::rules())?;
/// assert_eq!(hand.contract(), Some(Contract::Trump(Suit::Hearts)));
/// assert_eq!(hand.to_act(), Some(Seat::S1)); // jass-kit's player 3
/// let back: serde_json::Value = serde_json::from_str(&jasskit::hand_to_json(&hand)).unwrap();
/// let original: serde_json::Value = serde_json::from_str(json).unwrap();
/// assert_eq!(back, original);
/// # Ok::<(), jass_core::jasskit::JassKitError>(())
/// ```
pub fn hand_from_json(json: &str, rules: Rules) -> Result<SchieberHand, JassKitError> {
    let value: Value = serde_json::from_str(json).map_err(|e| malformed(e.to_string()))?;
    let object = value
        .as_object()
        .ok_or_else(|| malformed("a game state is a JSON object"))?;
    if let Some(version) = object.get("version") {
        let version = version.as_str().unwrap_or_default();
        if version != FORMAT_VERSION {
            return Err(JassKitError::UnsupportedVersion {
                version: version.into(),
            });
        }
    }
    let dealer = seat_of_player(int(object, "dealer")?.ok_or_else(|| malformed("no dealer"))?)?;
    let trump = int(object, "trump")?.unwrap_or(-1);
    let contract = if trump == -1 {
        None
    } else {
        Some(contract_of_trump(trump)?)
    };
    let forehand_declared =
        int(object, "forehand")?.unwrap_or(if contract.is_some() { 1 } else { -1 });
    let tricks = read_tricks(object)?;
    let players = object
        .get("player")
        .and_then(Value::as_array)
        .ok_or_else(|| malformed("player is not a list"))?;
    if players.len() != 4 {
        return Err(malformed("player must list four players"));
    }
    let mut deal = BySeat([CardSet::EMPTY; 4]);
    for (p, data) in (0..).zip(players) {
        let seat = seat_of_player(p)?;
        let hand = data
            .get("hand")
            .map_or(Ok(Vec::new()), |h| cards(h, "hand"))?;
        deal[seat] = CardSet::try_from_cards(hand).map_err(|e| malformed(e.to_string()))?;
    }
    for trick in &tricks {
        for (i, &card) in trick.cards.iter().enumerate() {
            let seat = trick.first.advance(i, Players::Four);
            if !deal[seat].insert(card) {
                return Err(JassKitError::Deal(DealError::DuplicateCard { card }));
            }
        }
    }
    let mut hand = SchieberHand::new(rules, deal, dealer, dealer.next())?;
    let apply = |hand: &mut SchieberHand, index: usize, action: Action| {
        if hand.expecting() == Expecting::Weis {
            return Err(JassKitError::Inconsistent {
                reason: "rules with weis_mode = announced cannot replay a jass-kit game".into(),
            });
        }
        hand.apply(action)
            .map_err(|error| JassKitError::IllegalMove {
                index,
                action,
                error,
            })
    };
    if let Some(contract) = contract {
        if forehand_declared == 0 {
            apply(&mut hand, 0, Action::Shove)?;
        }
        apply(&mut hand, 0, Action::Declare(contract))?;
    } else if forehand_declared == 0 {
        // Forehand has shoved; the partner has yet to name trump.
        apply(&mut hand, 0, Action::Shove)?;
    } else if tricks.iter().any(|t| !t.cards.is_empty()) {
        return Err(JassKitError::Inconsistent {
            reason: "cards were played before trump was declared".into(),
        });
    }
    let mut index = 0;
    for (number, trick) in tricks.iter().enumerate() {
        if !trick.cards.is_empty() && hand.trick().leader() != trick.first {
            return Err(JassKitError::Inconsistent {
                reason: format!("trick {number} should be led by {}", hand.trick().leader()),
            });
        }
        for &card in &trick.cards {
            apply(&mut hand, index, Action::Play(card))?;
            index += 1;
        }
        check_trick(&hand, number, trick)?;
    }
    if let (Some(player), Some(seat)) = (
        int(object, "currentPlayer")?.filter(|&p| p >= 0),
        hand.to_act(),
    ) && seat_of_player(player)? != seat
    {
        return Err(JassKitError::Inconsistent {
            reason: format!("currentPlayer {player} is not the player to act ({seat})"),
        });
    }
    Ok(hand)
}

fn read_tricks(object: &Map<String, Value>) -> Result<Vec<KitTrick>, JassKitError> {
    let list = object
        .get("tricks")
        .and_then(Value::as_array)
        .ok_or_else(|| malformed("tricks is not a list"))?;
    if list.len() > 9 {
        return Err(malformed("more than nine tricks"));
    }
    list.iter()
        .enumerate()
        .map(|(i, trick)| {
            let trick = trick
                .as_object()
                .ok_or_else(|| malformed(format!("trick {i} is not an object")))?;
            let first = seat_of_player(
                int(trick, "first")?
                    .ok_or_else(|| malformed(format!("trick {i} has no first player")))?,
            )?;
            let cards = trick
                .get("cards")
                .map_or(Ok(Vec::new()), |c| cards(c, "trick"))?;
            if cards.len() > 4 {
                return Err(malformed(format!("trick {i} has more than four cards")));
            }
            Ok(KitTrick {
                first,
                cards,
                win: int(trick, "win")?,
                points: int(trick, "points")?,
            })
        })
        .collect()
}

/// Checks a complete trick's recorded winner and points against ours.
fn check_trick(hand: &SchieberHand, number: usize, trick: &KitTrick) -> Result<(), JassKitError> {
    let Some(done) = hand.tricks().get(number) else {
        return Ok(());
    };
    let Some(contract) = hand.contract() else {
        return Ok(());
    };
    let winner = done.winner(contract).unwrap_or(done.leader());
    if let Some(win) = trick.win
        && seat_of_player(win)? != winner
    {
        return Err(JassKitError::Inconsistent {
            reason: format!("trick {number} is won by {winner}, not by jass-kit player {win}"),
        });
    }
    let points = i64::from(hand.point_table().trick(done.cards(), number == 8));
    if let Some(recorded) = trick.points
        && recorded != points
    {
        return Err(JassKitError::Inconsistent {
            reason: format!("trick {number} is worth {points} points, not {recorded}"),
        });
    }
    Ok(())
}

/// Writes a hand as a jass-kit V0.2 game state (the layout of
/// `GameState.to_json()`): trump, dealer, current player, whether forehand
/// declared, the tricks with their first player (and, once complete, winner
/// and points) and each player's hand, cards in jass-kit's order.
#[must_use]
pub fn hand_to_json(hand: &SchieberHand) -> String {
    let player = |seat: Seat| i64::from(player_of_seat(seat));
    let codes = |cards: &mut dyn Iterator<Item = Card>| -> Vec<String> {
        cards.map(|c| c.to_string()).collect()
    };
    let mut tricks = Vec::new();
    if let Some(contract) = hand.contract() {
        for (number, trick) in hand.tricks().iter().enumerate() {
            let winner = trick.winner(contract).unwrap_or(trick.leader());
            tricks.push(json!({
                "cards": codes(&mut trick.cards().iter().copied()),
                "points": hand.point_table().trick(trick.cards(), number == 8),
                "win": player(winner),
                "first": player(trick.leader()),
            }));
        }
        if !hand.is_over() {
            let current = hand.trick();
            let mut trick = Map::new();
            if !current.is_empty() {
                trick.insert(
                    "cards".into(),
                    json!(codes(&mut current.cards().iter().copied())),
                );
            }
            trick.insert("first".into(), json!(player(current.leader())));
            tricks.push(Value::Object(trick));
        }
    }
    // 1: forehand declared; 0: forehand shoved (whether or not the partner
    // has declared yet); -1: nothing yet.
    let forehand = match (hand.contract(), hand.shoved()) {
        (_, true) => 0,
        (Some(_), false) => 1,
        (None, false) => -1,
    };
    let players: Vec<Value> = (0..4)
        .map(|p| {
            let seat = Seat::ALL[(4 - p) % 4];
            let mut cards: Vec<Card> = hand.hands()[seat].iter().collect();
            cards.sort_by_key(|c| c.jasskit_index());
            json!({ "hand": codes(&mut cards.into_iter()) })
        })
        .collect();
    let state = json!({
        "version": FORMAT_VERSION,
        "trump": hand.contract().map_or(-1, |c| i64::from(trump_of_contract(c))),
        "dealer": player(hand.dealer()),
        "currentPlayer": hand.to_act().map_or(-1, player),
        "forehand": forehand,
        "tricks": tricks,
        "player": players,
        "jassTyp": "SCHIEBER",
    });
    state.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::JassRng;

    #[test]
    fn players_map_to_seats_in_play_order() {
        for seat in Seat::ALL {
            assert_eq!(seat_of_player(i64::from(player_of_seat(seat))), Ok(seat));
        }
        // jass-kit's next_player = [3, 0, 1, 2]: the player after p is p - 1.
        for p in 0..4 {
            let next = (p + 3) % 4;
            assert_eq!(
                seat_of_player(next).unwrap(),
                seat_of_player(p).unwrap().next()
            );
        }
        assert!(seat_of_player(4).is_err());
        assert!(contract_of_trump(6).is_err());
        assert_eq!(contract_of_trump(5), Ok(Contract::Undenufe));
    }

    #[test]
    fn random_hands_round_trip_at_every_move() {
        let mut rng = JassRng::seed_from_u64(4);
        for round in 0..20 {
            let deal = rng.deal();
            let mut hand = SchieberHand::new(
                rules(),
                deal,
                Seat::ALL[round % 4],
                Seat::ALL[round % 4].next(),
            )
            .unwrap();
            if round % 2 == 0 {
                hand.apply(Action::Shove).unwrap();
                // A shove waiting for the partner's declaration round-trips too.
                let json = hand_to_json(&hand);
                assert_eq!(hand_from_json(&json, rules()).unwrap(), hand, "{json}");
            }
            hand.apply(Action::Declare(Contract::ALL[round % 6]))
                .unwrap();
            loop {
                let json = hand_to_json(&hand);
                assert_eq!(hand_from_json(&json, rules()).unwrap(), hand, "{json}");
                if hand.is_over() {
                    break;
                }
                hand.apply(Action::Play(rng.pick(hand.legal_cards()).unwrap()))
                    .unwrap();
            }
        }
    }

    #[test]
    fn the_jasskit_undertrump_is_refused_with_its_rule() {
        // Clubs trump: ♦A led, trumped with ♣6 and over-trumped with ♣K;
        // the fourth player, void in diamonds, holds ♣10, ♣Q and hearts.
        // jass-kit allows ♣10 (above the ♣6); RULES.md §3.2 does not.
        let hand = SchieberHand::new(
            rules(),
            BySeat([
                "DA D6 D7 D8 D9 D10 DJ DQ DK".parse().unwrap(),
                "C6 S6 S7 S8 S9 S10 SJ SQ SK".parse().unwrap(),
                "CK SA CA C7 C8 C9 CJ H6 H7".parse().unwrap(),
                "C10 CQ H8 H9 H10 HJ HQ HK HA".parse().unwrap(),
            ]),
            Seat::S3,
            Seat::S0,
        )
        .unwrap();
        let mut state: Value = serde_json::from_str(&hand_to_json(&hand)).unwrap();
        state["trump"] = json!(3);
        state["forehand"] = json!(1);
        state["tricks"] = json!([{ "cards": ["DA", "C6", "CK", "C10"], "first": 0 }]);
        for p in 0..4_u8 {
            let seat = seat_of_player(i64::from(p)).unwrap();
            let played = ["DA", "C6", "CK", "C10"][seat.index()];
            let rest: Vec<String> = hand.hands()[seat]
                .iter()
                .filter(|c| c.to_string() != played)
                .map(|c| c.to_string())
                .collect();
            state["player"][usize::from(p)]["hand"] = json!(rest);
        }
        let error = hand_from_json(&state.to_string(), rules()).unwrap_err();
        assert!(
            matches!(
                error,
                JassKitError::IllegalMove {
                    index: 3,
                    error: ActionError::Play(crate::PlayError::Undertrump { .. }),
                    ..
                }
            ),
            "{error}"
        );
    }

    #[test]
    fn malformed_states_are_typed_errors() {
        assert!(matches!(
            hand_from_json("[]", rules()),
            Err(JassKitError::Malformed { .. })
        ));
        assert!(matches!(
            hand_from_json("{", rules()),
            Err(JassKitError::Malformed { .. })
        ));
        assert!(matches!(
            hand_from_json(
                r#"{"version": "V0.1", "dealer": 0, "tricks": [], "player": []}"#,
                rules()
            ),
            Err(JassKitError::UnsupportedVersion { .. })
        ));
        assert!(matches!(
            hand_from_json(r#"{"dealer": 7, "tricks": [], "player": []}"#, rules()),
            Err(JassKitError::PlayerOutOfRange { player: 7 })
        ));
        assert!(matches!(
            hand_from_json(
                r#"{"dealer": 0, "trump": 9, "tricks": [], "player": []}"#,
                rules()
            ),
            Err(JassKitError::TrumpOutOfRange { trump: 9 })
        ));
    }
}
