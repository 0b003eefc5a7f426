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

use serde::{Deserialize, Serialize};

use crate::card::Card;
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::game::{Action, ActionError, DealError, Expecting, Hand, SchieberHand};
use crate::points::TrickPlace;
use crate::rules::Rules;
use crate::seat::{BySeat, Players, Seat, SeatOutOfRange};

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
    #[error("jass-kit player {player} is out of range 0 to 3")]
    PlayerOutOfRange {
        /// The number found.
        player: i64,
    },
    /// A trump number is not 0..6.
    #[error("jass-kit trump {trump} is out of range 0 to 5")]
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
    /// jass-kit plays Schieber at a table of four with one pack only; a
    /// table of five or six (RULES.md §5.2) has no jass-kit form.
    #[error("jass-kit cannot express a table of {players} players (only 4)")]
    UnsupportedTable {
        /// The players at the refused table.
        players: usize,
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
/// assert_eq!(jasskit::player_of_seat(Seat::S1)?, 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn seat_of_player(player: i64) -> Result<Seat, JassKitError> {
    let index = u8::try_from(player)
        .ok()
        .filter(|&p| p < 4)
        .ok_or(JassKitError::PlayerOutOfRange { player })?;
    Ok(Seat::ALL[usize::from((4 - index) % 4)])
}

/// jass-kit's player number of our seat.
///
/// # Errors
///
/// [`SeatOutOfRange`] if `seat` does not sit at jass-kit's table of four:
/// "seat 4 is not at a table of 4 (seats 0 to 3)".
pub fn player_of_seat(seat: Seat) -> Result<u8, SeatOutOfRange> {
    Players::Four.seat(u8::from(seat))?;
    Ok(player_at_table(seat))
}

/// [`player_of_seat`] for a seat of a table of four.
const fn player_at_table(seat: Seat) -> u8 {
    (4 - seat as u8 % 4) % 4
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

/// The V0.2 game state, field by field. serde refuses a field given twice;
/// fields jass-kit may add are ignored.
#[derive(Serialize, Deserialize)]
struct KitState {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    version: Option<String>,
    /// jass-kit's trump number; -1 (or missing) before trump is declared.
    #[serde(default)]
    trump: Option<i64>,
    dealer: i64,
    #[serde(rename = "currentPlayer", default)]
    current_player: Option<i64>,
    /// 1: forehand declared; 0: forehand shoved (whether or not the partner
    /// has declared yet); -1: nothing yet.
    #[serde(default)]
    forehand: Option<i64>,
    tricks: Vec<KitTrick>,
    player: Vec<KitPlayer>,
    #[serde(rename = "jassTyp", default, skip_serializing_if = "Option::is_none")]
    jass_typ: Option<String>,
}

/// One trick of the state: its first player and cards, and, once complete,
/// its winner and points.
#[derive(Serialize, Deserialize)]
struct KitTrick {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    cards: Vec<Card>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    points: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    win: Option<i64>,
    first: i64,
}

/// One player's cards in hand.
#[derive(Serialize, Deserialize)]
struct KitPlayer {
    #[serde(default)]
    hand: Vec<Card>,
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
/// [`JassKitError`] for malformed JSON (a key given twice included),
/// another version, out-of-range numbers, cards that are not a deal, an
/// illegal move (such as jass-kit's undertrump), or recorded winners and
/// points our rules do not give.
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
/// let back: serde_json::Value = serde_json::from_str(&jasskit::hand_to_json(&hand)?).unwrap();
/// let original: serde_json::Value = serde_json::from_str(json).unwrap();
/// assert_eq!(back, original);
/// # Ok::<(), jass_core::jasskit::JassKitError>(())
/// ```
///
/// [`JassKitError::UnsupportedTable`] if `rules` seat other than four
/// players.
pub fn hand_from_json(json: &str, rules: Rules) -> Result<SchieberHand, JassKitError> {
    if rules.players != Players::Four {
        return Err(JassKitError::UnsupportedTable {
            players: rules.players.count(),
        });
    }
    // An integer beyond 64 bits, which serde_json reports as a float, is
    // refused as an integer, as in a rule set or a record.
    crate::unique_keys::check_integers(json).map_err(|e| malformed(e.to_string()))?;
    let state: KitState = serde_json::from_str(json).map_err(|e| malformed(e.to_string()))?;
    if let Some(version) = state.version
        && version != FORMAT_VERSION
    {
        return Err(JassKitError::UnsupportedVersion { version });
    }
    let dealer = seat_of_player(state.dealer)?;
    let contract = match state.trump.unwrap_or(-1) {
        -1 => None,
        trump => Some(contract_of_trump(trump)?),
    };
    let forehand_declared = state
        .forehand
        .unwrap_or(if contract.is_some() { 1 } else { -1 });
    if state.tricks.len() > 9 {
        return Err(malformed("more than nine tricks"));
    }
    let mut firsts = Vec::with_capacity(state.tricks.len());
    for (i, trick) in state.tricks.iter().enumerate() {
        if trick.cards.len() > 4 {
            return Err(malformed(format!("trick {i} has more than four cards")));
        }
        firsts.push(seat_of_player(trick.first)?);
    }
    if state.player.len() != 4 {
        return Err(malformed("player must list four players"));
    }
    let mut deal = BySeat([CardSet::EMPTY; Players::MAX]);
    for (p, data) in (0..).zip(&state.player) {
        deal[seat_of_player(p)?] = CardSet::try_from_cards(data.hand.iter().copied())
            .map_err(|e| malformed(e.to_string()))?;
    }
    for (trick, &first) in state.tricks.iter().zip(&firsts) {
        for (i, &card) in trick.cards.iter().enumerate() {
            if !deal[first.advance(i, Players::Four)].insert(card) {
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
    } else if state.tricks.iter().any(|t| !t.cards.is_empty()) {
        return Err(JassKitError::Inconsistent {
            reason: "cards were played before trump was declared".into(),
        });
    }
    let mut index = 0;
    for (number, (trick, &first)) in state.tricks.iter().zip(&firsts).enumerate() {
        if !trick.cards.is_empty() && hand.trick().leader() != first {
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
    if let (Some(player), Some(seat)) = (state.current_player.filter(|&p| p >= 0), hand.to_act())
        && seat_of_player(player)? != seat
    {
        return Err(JassKitError::Inconsistent {
            reason: format!("currentPlayer {player} is not the player to act ({seat})"),
        });
    }
    Ok(hand)
}

/// The points of completed trick `number`, with the last-trick bonus on
/// the ninth.
fn trick_points(hand: &SchieberHand, number: usize, cards: &[Card]) -> i64 {
    i64::from(
        hand.point_table()
            .trick(cards, TrickPlace::last_if(number == 8)),
    )
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
    let points = trick_points(hand, number, done.cards());
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
///
/// jass-kit has no forehand of its own: its forehand is the player after
/// its dealer. So the dealer written is the seat before the hand's
/// forehand: the hand's dealer, except in a game's first hand under ⚙
/// `first_forehand = seven_of_roses`, whose forehand holds the seven of
/// roses. [`hand_from_json`] reads the state back to the same hand with
/// that dealer.
///
/// # Errors
///
/// [`JassKitError::UnsupportedTable`] for a hand at a table of five or six
/// (jass-kit knows only four players).
///
/// ```
/// use jass_core::{JassRng, Rules, Seat, SchieberHand, BySeat, CardSet};
/// use jass_core::jasskit::{JassKitError, hand_to_json};
///
/// let mut rng = JassRng::seed_from_u64(1);
/// let deck = rng.shuffled_deck();
/// let deal = BySeat::from_fn(|s| if s.index() < 6 { deck[s.index() * 6..s.index() * 6 + 6].iter().copied().collect() } else { CardSet::EMPTY });
/// let hand = SchieberHand::new(Rules::schieber_six(), deal, Seat::S5, Seat::S0)?;
/// assert_eq!(hand_to_json(&hand), Err(JassKitError::UnsupportedTable { players: 6 }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn hand_to_json(hand: &SchieberHand) -> Result<String, JassKitError> {
    if hand.players() != Players::Four {
        return Err(JassKitError::UnsupportedTable {
            players: hand.players().count(),
        });
    }
    let player = |seat: Seat| i64::from(player_at_table(seat));
    let mut tricks = Vec::new();
    if let Some(contract) = hand.contract() {
        for (number, trick) in hand.tricks().iter().enumerate() {
            let winner = trick.winner(contract).unwrap_or(trick.leader());
            tricks.push(KitTrick {
                cards: trick.cards().to_vec(),
                points: Some(trick_points(hand, number, trick.cards())),
                win: Some(player(winner)),
                first: player(trick.leader()),
            });
        }
        if !hand.is_over() {
            let current = hand.trick();
            tricks.push(KitTrick {
                cards: current.cards().to_vec(),
                points: None,
                win: None,
                first: player(current.leader()),
            });
        }
    }
    let forehand = match (hand.contract(), hand.shoved()) {
        (_, true) => 0,
        (Some(_), false) => 1,
        (None, false) => -1,
    };
    let player_hands = (0..4)
        .map(|p| {
            let mut cards: Vec<Card> = hand.hands()[Seat::ALL[(4 - p) % 4]].iter().collect();
            cards.sort_by_key(|c| c.jasskit_index());
            KitPlayer { hand: cards }
        })
        .collect();
    let state = KitState {
        version: Some(FORMAT_VERSION.into()),
        trump: Some(
            hand.contract()
                .map_or(-1, |c| i64::from(trump_of_contract(c))),
        ),
        // jass-kit's forehand follows its dealer.
        dealer: player(hand.forehand().advance(3, Players::Four)),
        current_player: Some(hand.to_act().map_or(-1, player)),
        forehand: Some(forehand),
        tricks,
        player: player_hands,
        jass_typ: Some("SCHIEBER".into()),
    };
    // Plain strings, numbers and lists: serializing them cannot fail.
    Ok(serde_json::to_string(&state).unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::*;
    use crate::random::JassRng;

    #[test]
    fn seats_not_at_jasskits_table_have_no_player() {
        for seat in [Seat::S4, Seat::S5] {
            assert_eq!(
                player_of_seat(seat).unwrap_err().to_string(),
                format!("seat {} is not at a table of 4 (seats 0 to 3)", seat as u8)
            );
        }
    }

    #[test]
    fn players_map_to_seats_in_play_order() {
        for &seat in Players::Four.seats() {
            assert_eq!(
                seat_of_player(i64::from(player_of_seat(seat).unwrap())),
                Ok(seat)
            );
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
                let json = hand_to_json(&hand).unwrap();
                assert_eq!(hand_from_json(&json, rules()).unwrap(), hand, "{json}");
            }
            hand.apply(Action::Declare(Contract::ALL[round % 6]))
                .unwrap();
            loop {
                let json = hand_to_json(&hand).unwrap();
                assert_eq!(hand_from_json(&json, rules()).unwrap(), hand, "{json}");
                if hand.is_over() {
                    break;
                }
                hand.apply(Action::Play(rng.pick(hand.legal_cards()).unwrap()))
                    .unwrap();
            }
        }
    }

    /// A forehand that is not the dealer's right (a game's first hand
    /// under `first_forehand = seven_of_roses`) was written with its own
    /// dealer, which jass-kit (and `hand_from_json`) read as another
    /// forehand: the state could not be read back.
    #[test]
    fn a_forehand_away_from_the_dealers_right_is_written_with_its_dealer() {
        let mut rng = JassRng::seed_from_u64(8);
        for round in 0..12 {
            let deal = rng.deal();
            let dealer = Seat::ALL[round % 4];
            let forehand = dealer.advance(2 + round % 3, Players::Four);
            let mut hand = SchieberHand::new(rules(), deal, dealer, forehand).unwrap();
            let mut expected =
                SchieberHand::new(rules(), deal, forehand.advance(3, Players::Four), forehand)
                    .unwrap();
            let mut actions = alloc::vec![Action::Declare(Contract::ALL[round % 6])];
            if round % 2 == 0 {
                actions.insert(0, Action::Shove);
            }
            for action in actions {
                hand.apply(action).unwrap();
                expected.apply(action).unwrap();
            }
            while !hand.is_over() {
                let json = hand_to_json(&hand).unwrap();
                assert_eq!(hand_from_json(&json, rules()).unwrap(), expected, "{json}");
                let card = rng.pick(hand.legal_cards()).unwrap();
                hand.apply(Action::Play(card)).unwrap();
                expected.apply(Action::Play(card)).unwrap();
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
            BySeat::four([
                "DA D6 D7 D8 D9 D10 DJ DQ DK".parse().unwrap(),
                "C6 S6 S7 S8 S9 S10 SJ SQ SK".parse().unwrap(),
                "CK SA CA C7 C8 C9 CJ H6 H7".parse().unwrap(),
                "C10 CQ H8 H9 H10 HJ HQ HK HA".parse().unwrap(),
            ]),
            Seat::S3,
            Seat::S0,
        )
        .unwrap();
        let mut state: Value = serde_json::from_str(&hand_to_json(&hand).unwrap()).unwrap();
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

    #[test]
    fn an_integer_beyond_64_bits_is_refused_as_an_integer() {
        let error = hand_from_json(
            r#"{"dealer": 18446744073709551616, "tricks": [], "player": []}"#,
            rules(),
        )
        .unwrap_err();
        assert!(
            matches!(&error, JassKitError::Malformed { message }
                if message.starts_with("integer 18446744073709551616 at line 1 column 12 is out of range")),
            "{error}"
        );
    }

    #[test]
    fn a_key_given_twice_is_refused() {
        let error = hand_from_json(
            r#"{"dealer": 0, "dealer": 1, "tricks": [], "player": []}"#,
            rules(),
        )
        .unwrap_err();
        assert!(
            matches!(&error, JassKitError::Malformed { message } if message.contains("duplicate field `dealer`")),
            "{error}"
        );
        let error = hand_from_json(
            r#"{"dealer": 0, "tricks": [{"first": 0, "first": 1}], "player": []}"#,
            rules(),
        )
        .unwrap_err();
        assert!(matches!(error, JassKitError::Malformed { .. }), "{error}");
    }
}
