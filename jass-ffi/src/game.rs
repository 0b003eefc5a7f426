//! Complete games behind the opaque `jass_game` handle (over
//! `jass_core::AnyGame`), records as JSON; actions are in `action`.

mod action;
mod history;

use std::ffi::c_char;

use jass_core::{
    AnyGame, BySeat, Card, CardSet, CoiffeurGame, DealError, DifferenzlerGame, Game, GameKind,
    GameRecord, GameResult, HindersiGame, MittlereGame, Rules, SchieberGame, SchmausGame, Seat,
    Team, ZweierGame, game::EndReason,
};

use crate::convert;
use crate::error::{Error, jass_result};
use crate::ptr::Out;
use crate::rules::jass_rules;
use crate::types::{
    JASS_CONTRACT_NONE, JASS_SEAT_NONE, JASS_TRICK_MAX, jass_end_reason, jass_expecting,
    jass_game_kind, jass_sws_step,
};

pub use action::{jass_action, jass_action_format};
pub use history::{
    jass_game_claim_would_win, jass_game_hands_finished, jass_game_milestones, jass_game_rules,
    jass_game_score_entries, jass_game_tricks, jass_milestones, jass_score_entry, jass_trick,
};

/// A game in progress (Schieber, Schmaus, Jass für zwei or Coiffeur
/// Schieber): the seat to
/// act, its legal actions, scores, the slate, and a record that replays it.
///
/// An opaque handle: create it with `jass_game_new`,
/// `jass_game_new_with_hands`, `jass_game_new_with_deck`,
/// `jass_game_replay_json` or `jass_game_clone`, and destroy it with
/// `jass_game_free`. `jass_game_apply` changes it, so a game must not be
/// used by two threads at once while one of them applies actions (such a
/// clash returns `JASS_RESULT_MISUSE` to the call that comes second).
/// Cloning is cheap.
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_game {
    pub(crate) game: AnyGame,
}

impl crate::ptr::Handle for jass_game {
    const NAME: &'static str = "jass_game";
}

/// How a game ended, as `jass_game_result` writes it.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_game_outcome {
    /// The winning team (0 or 1; in a two-player game, the winning seat).
    pub winner: u8,
    /// The loser had less than half the target when the winner reached it
    /// (⚙ `schneider`): a double loss.
    pub schneider: bool,
    /// Why the game ended: a `jass_end_reason`.
    pub reason: u8,
    /// For `JASS_END_REASON_STOECK_WEIS_STICH`, the step of the count at
    /// which the winner reached the target (a `jass_sws_step`); otherwise
    /// 255.
    pub sws_step: u8,
    /// The seat that claimed, if a claim ended the game; otherwise
    /// `JASS_SEAT_NONE`.
    pub claimant: u8,
    /// Each team's score when the game was decided.
    pub scores: [u32; 2],
}

/// One side's half of the slate (Jasstafel, RULES.md §8): strokes for 100s,
/// 50s and 20s and the remainder below 20, which add up to the side's
/// written score.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_slate_side {
    /// Strokes on the top line, 100 each.
    pub hundreds: u32,
    /// Strokes on the diagonal, 50 each.
    pub fifties: u32,
    /// Strokes on the bottom line, 20 each.
    pub twenties: u32,
    /// The number written below 20.
    pub remainder: u32,
}

/// The public state of the hand being played (of the last hand once the
/// game is over), as `jass_game_hand_info` writes it.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_hand_info {
    /// The hand's number in the game, 0 for the first.
    pub number: u16,
    /// The dealer.
    pub dealer: u8,
    /// Forehand, who declares (or shoves) and leads first.
    pub forehand: u8,
    /// The contract (a `jass_contract`), or `JASS_CONTRACT_NONE` before it
    /// is named.
    pub contract: u8,
    /// The seat that named the contract, or `JASS_SEAT_NONE`.
    pub declarer: u8,
    /// Whether forehand shoved.
    pub shoved: bool,
    /// The seat that leads the trick being played.
    pub trick_leader: u8,
    /// The cards of the trick being played, in play order:
    /// `trick[0..trick_len]`, the other entries 0 (up to six cards at a
    /// table of six).
    pub trick: [u8; JASS_TRICK_MAX],
    /// The number of cards in `trick`.
    pub trick_len: u8,
    /// The number of tricks completed in this hand.
    pub tricks_done: u8,
    /// Card points each team has taken in this hand, before the multiplier.
    pub card_points: [u16; 2],
    /// The seat whose stöck has been recorded, or `JASS_SEAT_NONE`.
    pub stoeck: u8,
}

/// The number of players at a table of `kind` under `rules`
/// ([`GameKind::table`]).
fn table_players(kind: GameKind, rules: &Rules) -> Result<usize, Error> {
    Ok(kind.table(rules)?.count())
}

/// Hands a new game to the caller.
fn hand_over(game: AnyGame, out_game: Out<'_, *mut jass_game>) {
    out_game.write(crate::ptr::new_handle(jass_game { game }));
}

/// A game kind from its `jass_game_kind` value.
pub(crate) fn game_kind(kind: u8) -> Result<GameKind, Error> {
    jass_game_kind::try_from(kind)
        .map(GameKind::from)
        .map_err(|kind| {
            Error::invalid(format!(
                "game kind {kind} is out of range 0 to {}",
                jass_game_kind::ALL.len() - 1
            ))
        })
}

/// A new game of `kind` whose deals come from `seed`.
fn new_game(kind: GameKind, rules: Rules, seed: u64) -> Result<AnyGame, Error> {
    match kind {
        GameKind::Schieber => Ok(SchieberGame::new(rules, seed)?.into()),
        GameKind::Schmaus => Ok(SchmausGame::new(rules, seed)?.into()),
        GameKind::Zweier => Ok(ZweierGame::new(rules, seed)?.into()),
        GameKind::Coiffeur => Ok(CoiffeurGame::new(rules, seed)?.into()),
        GameKind::Differenzler => Ok(DifferenzlerGame::new(rules, seed)?.into()),
        GameKind::Hindersi => Ok(HindersiGame::new(rules, seed)?.into()),
        GameKind::Mittlere => Ok(MittlereGame::new(rules, seed)?.into()),
    }
}

/// A new game of `kind` whose first hand is `hands`, dealt by `dealer`.
fn new_game_with_hands(
    kind: GameKind,
    rules: Rules,
    seed: u64,
    hands: BySeat<CardSet>,
    dealer: Seat,
) -> Result<AnyGame, Error> {
    match kind {
        GameKind::Schieber => Ok(SchieberGame::with_deal(rules, seed, hands, dealer)?.into()),
        GameKind::Coiffeur => Ok(CoiffeurGame::with_deal(rules, seed, hands, dealer)?.into()),
        // A Schmaus deal has a talon, a Jass-für-zwei hand two fans: their
        // deals are given as decks.
        GameKind::Schmaus => Err(Error::invalid(
            "a Schmaus deal has a turned-up card and a talon: give it as a deck with jass_game_new_with_deck",
        )),
        GameKind::Zweier => Err(Error::invalid(
            "a Jass für zwei deal has two fans per player: give it as a deck with jass_game_new_with_deck",
        )),
        GameKind::Mittlere => Err(Error::invalid(
            "a Mittlere deal is dealt in threes to three players: give it as a deck with jass_game_new_with_deck",
        )),
        GameKind::Differenzler | GameKind::Hindersi => Err(Error::invalid(
            "a Differenzler or Hindersi deal has a bottom card that fixes trump: give it as a deck with jass_game_new_with_deck",
        )),
    }
}

/// Fails with `JASS_RESULT_INVALID_DEAL` unless a deck of `len` cards is
/// the whole pack.
fn check_deck_size(len: usize, expected: usize, what: &str) -> Result<(), Error> {
    if len == expected {
        Ok(())
    } else {
        Err(Error::new(
            jass_result::InvalidDeal,
            format!(
                "{what} has {}, but must have {expected}",
                convert::cards(len)
            ),
        ))
    }
}

/// The cards of a deck of a `kind` game under `rules`: 36, or 48 for
/// Schieber's double pack (RULES.md §5.2).
fn deck_len(kind: GameKind, rules: &Rules) -> usize {
    if kind == GameKind::Schieber {
        let len = rules.pack().len() * rules.copies();
        if rules.copies() > 1 { len } else { Card::COUNT }
    } else {
        Card::COUNT
    }
}

/// Checks that `deck` is the cards of the pack, each as often as the pack
/// holds it (once; twice with the double pack): `JASS_RESULT_INVALID_DEAL`
/// for another number of cards, `JASS_RESULT_DUPLICATE_CARD` naming a card
/// listed too often. jass-core refuses such decks too; checking here first
/// lets the message name the argument that held the deck.
fn check_deck(deck: &[Card], expected: usize, what: &str) -> Result<(), Error> {
    check_deck_size(deck.len(), expected, what)?;
    let copies = if expected > Card::COUNT { 2 } else { 1 };
    let mut seen = [0u8; Card::COUNT];
    for &card in deck {
        let count = &mut seen[usize::from(card.index())];
        *count += 1;
        if usize::from(*count) > copies {
            let often = if copies == 1 { "twice" } else { "three times" };
            return Err(Error::new(
                jass_result::DuplicateCard,
                format!("card {card} is listed {often} in {what}"),
            ));
        }
    }
    Ok(())
}

/// The C form of how a game ended.
fn outcome_of(result: GameResult) -> jass_game_outcome {
    let (reason, sws_step) = match result.reason {
        EndReason::Target => (jass_end_reason::Target, None),
        EndReason::ValidClaim => (jass_end_reason::ValidClaim, None),
        EndReason::InvalidClaim => (jass_end_reason::InvalidClaim, None),
        EndReason::StoeckWeisStich(step) => (
            jass_end_reason::StoeckWeisStich,
            Some(jass_sws_step::from(step)),
        ),
        EndReason::SwsNobodyReached => (jass_end_reason::SwsNobodyReached, None),
        EndReason::RowsPlayed => (jass_end_reason::RowsPlayed, None),
        EndReason::RowsTied => (jass_end_reason::RowsTied, None),
        EndReason::HandsPlayed => (jass_end_reason::HandsPlayed, None),
    };
    jass_game_outcome {
        winner: u8::from(result.winner),
        schneider: result.schneider,
        reason: reason as u8,
        sws_step: sws_step.map_or(u8::MAX, |step| step as u8),
        claimant: result.claimant.map_or(JASS_SEAT_NONE, u8::from),
        scores: result.scores.0,
    }
}

/// Creates a game of `kind` (a `jass_game_kind`) under `rules` whose deals
/// all come from `seed`, and writes its handle to `*out_game`. The same
/// rules and seed always give the same game. In Schieber seat 3 deals the
/// first hand, in Jass für zwei seat 1; in Schmaus the first dealer is
/// drawn (RULES.md §6), from `seed` too. Free the game with
/// `jass_game_free`.
///
/// Returns `JASS_RESULT_INVALID_ARGUMENT` for a kind out of range and
/// `JASS_RESULT_INVALID_RULES` for rules that do not validate or that seat
/// a table the game is not played at (⚙ `players`).
///
/// # Safety
///
/// `rules` is a live handle; `out_game` points to a writable `jass_game *`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_new(
    rules: *const jass_rules,
    kind: u8,
    seed: u64,
    out_game: *mut *mut jass_game,
) -> jass_result {
    ffi!(rules: obj, out_game: out => {
        let rules = rules.rules;
        let game = new_game(game_kind(kind)?, rules, seed)?;
        hand_over(game, out_game);
        Ok(())
    })
}

/// Creates a game of `kind` whose first hand is given: `hands` holds one
/// card set per player (`len` = 4 in Schieber), seat 0 first, dealt by
/// `dealer`; later hands come from `seed`. Writes its handle to
/// `*out_game`; free it with `jass_game_free`. A Schmaus deal (with its
/// talon), a Jass-für-zwei deal (two fans per player) and a deal of the
/// double pack (which may give a seat a card twice) are more than the
/// hands: give them as a deck with `jass_game_new_with_deck`; here they
/// return `JASS_RESULT_INVALID_ARGUMENT`.
///
/// Returns `JASS_RESULT_INVALID_DEAL` for a hand of the wrong size (nine
/// cards in Schieber, seven at five players and six at six), a card
/// outside the pack (at five, the removed card) or a `len` that is not the
/// number of players,
/// `JASS_RESULT_DUPLICATE_CARD` for a card in two hands,
/// `JASS_RESULT_SEAT_OUT_OF_RANGE` for a dealer not at the table, and the
/// codes of `jass_game_new`.
///
/// # Safety
///
/// `rules` is a live handle; `hands` points to `len` readable `uint64_t`;
/// `out_game` points to a writable `jass_game *`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_new_with_hands(
    rules: *const jass_rules,
    kind: u8,
    seed: u64,
    hands: *const u64,
    len: usize,
    dealer: u8,
    out_game: *mut *mut jass_game,
) -> jass_result {
    ffi!(rules: obj, hands: nonnull_slice(len), out_game: out => {
        let rules = rules.rules;
        let kind = game_kind(kind)?;
        let players = table_players(kind, &rules)?;
        let masks = hands.get()?;
        if len != players {
            return Err(DealError::WrongHandCount { len, players }.into());
        }
        let mut deal = BySeat([CardSet::EMPTY; 6]);
        for (seat, &mask) in Seat::ALL.into_iter().zip(masks) {
            deal[seat] = convert::card_set(mask)?;
        }
        let dealer = convert::seat_of(dealer, players)?;
        let game = new_game_with_hands(kind, rules, seed, deal, dealer)?;
        hand_over(game, out_game);
        Ok(())
    })
}

/// Creates a game of `kind` whose first hand is dealt from `deck`, the 36
/// cards in dealing order (`len` = 36; with the double pack of ⚙ `packs`,
/// RULES.md §5.2, the 48 cards, each card from nine to ace twice), by
/// `dealer`; later hands come from `seed`. In Schmaus the deck's cards 0–17 are dealt, card 18 is turned
/// up and names trump, and cards 19–35 are the talon in drawing order. This
/// is how a game record stores a given first deal (its `"deal"`). Writes the handle to `*out_game`; free it with
/// `jass_game_free`.
///
/// Returns `JASS_RESULT_INVALID_DEAL` if `len` is not 36 (48 with the
/// double pack) or the deck holds a card that is not in the pack,
/// `JASS_RESULT_CARD_OUT_OF_RANGE` and `JASS_RESULT_DUPLICATE_CARD` for a
/// deck that is not the cards of the pack, `JASS_RESULT_SEAT_OUT_OF_RANGE` for a
/// dealer not at the table, and the codes of `jass_game_new`.
///
/// # Safety
///
/// `rules` is a live handle; `deck` points to `len` readable bytes;
/// `out_game` points to a writable `jass_game *`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_new_with_deck(
    rules: *const jass_rules,
    kind: u8,
    seed: u64,
    deck: *const u8,
    len: usize,
    dealer: u8,
    out_game: *mut *mut jass_game,
) -> jass_result {
    ffi!(rules: obj, deck: nonnull_slice(len), out_game: out => {
        let rules = rules.rules;
        let kind = game_kind(kind)?;
        let indices = deck.get()?;
        check_deck_size(len, deck_len(kind, &rules), "the deck")?;
        let deck = indices
            .iter()
            .map(|&index| convert::card(index))
            .collect::<Result<Vec<_>, _>>()?;
        check_deck(&deck, deck_len(kind, &rules), "the deck")?;
        let record = GameRecord {
            game: kind,
            rules,
            seed,
            first_dealer: convert::seat_of(dealer, table_players(kind, &rules)?)?,
            deal: Some(deck),
            actions: Vec::new(),
        };
        let game = AnyGame::replay(&record)?;
        hand_over(game, out_game);
        Ok(())
    })
}

/// Copies a game with its whole history and writes the new handle to
/// `*out_game`; the copy is independent of the original. Cheap: finished
/// hands are shared. Free it with `jass_game_free`.
///
/// # Safety
///
/// `game` is a live handle; `out_game` points to a writable `jass_game *`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_clone(
    game: *const jass_game,
    out_game: *mut *mut jass_game,
) -> jass_result {
    ffi!(game: obj, out_game: out => {
        let copy = game.game.clone();
        hand_over(copy, out_game);
        Ok(())
    })
}

/// Destroys a game. NULL is accepted and does nothing.
///
/// # Safety
///
/// `game` is NULL or a handle from this library that has not been freed; it
/// must not be used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_free(game: *mut jass_game) {
    ffi!(fallback(()), game: owned => {
        drop(game);
    });
}

/// Writes whether two games are in the same state (same rules, deals and
/// actions) to `*out_equal`.
///
/// # Safety
///
/// `a` and `b` are live handles; `out_equal` points to a writable `bool`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_equal(
    a: *const jass_game,
    b: *const jass_game,
    out_equal: *mut bool,
) -> jass_result {
    ffi!(a: obj, b: obj, out_equal: out => {
        let equal = a.game == b.game;
        out_equal.write(equal);
        Ok(())
    })
}

/// Writes the game's kind (a `jass_game_kind`) to `*out_kind` and its
/// number of players (4 or 2) to `*out_players`.
///
/// # Safety
///
/// `game` is a live handle; `out_kind` and `out_players` point to writable
/// `uint8_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_get_kind(
    game: *const jass_game,
    out_kind: *mut u8,
    out_players: *mut u8,
) -> jass_result {
    ffi!(game: obj, out_kind: out, out_players: out => {
        let kind = game.game.kind();
        out_kind.write(jass_game_kind::from(kind) as u8);
        out_players.write(game.game.players() as u8);
        Ok(())
    })
}

/// Writes the seat to act to `*out_seat`, or `JASS_SEAT_NONE` once the game
/// is over. When claims are played (⚙ `end_mode = claims`) any seat may
/// also claim at any time.
///
/// # Safety
///
/// `game` is a live handle; `out_seat` points to a writable `uint8_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_to_act(
    game: *const jass_game,
    out_seat: *mut u8,
) -> jass_result {
    ffi!(game: obj, out_seat: out => {
        let seat = game.game.to_act();
        out_seat.write(seat.map_or(JASS_SEAT_NONE, u8::from));
        Ok(())
    })
}

/// Writes what the game waits for (a `jass_expecting`) to `*out_expecting`.
///
/// # Safety
///
/// `game` is a live handle; `out_expecting` points to a writable `uint8_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_expecting(
    game: *const jass_game,
    out_expecting: *mut u8,
) -> jass_result {
    ffi!(game: obj, out_expecting: out => {
        let expecting = jass_expecting::from(game.game.expecting());
        out_expecting.write(expecting as u8);
        Ok(())
    })
}

/// Writes whether the game is over to `*out_over`.
///
/// # Safety
///
/// `game` is a live handle; `out_over` points to a writable `bool`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_is_over(
    game: *const jass_game,
    out_over: *mut bool,
) -> jass_result {
    ffi!(game: obj, out_over: out => {
        let over = game.game.is_over();
        out_over.write(over);
        Ok(())
    })
}

/// Writes the number of legal actions (what `jass_game_legal_actions`
/// would write) to `*out_count`; 0 once the game is over.
///
/// # Safety
///
/// `game` is a live handle; `out_count` points to a writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_legal_action_count(
    game: *const jass_game,
    out_count: *mut usize,
) -> jass_result {
    ffi!(game: obj, out_count: out => {
        let count = game.game.legal_actions().len();
        out_count.write(count);
        Ok(())
    })
}

/// Writes the legal actions into `out_actions` (room for `len`) and their
/// number to `*out_count`: those of the seat to act, and, when claims are
/// played, every seat's claim. None once the game is over.
///
/// A buffer of `JASS_ACTION_MAX` actions is always enough; a shorter one
/// that cannot hold the list gives `JASS_RESULT_BUFFER_TOO_SMALL` and is
/// left untouched (`jass_game_legal_action_count` tells the number).
///
/// # Safety
///
/// `game` is a live handle; `out_actions` points to `len` writable
/// `jass_action`; `out_count` points to a writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_legal_actions(
    game: *const jass_game,
    out_actions: *mut jass_action,
    len: usize,
    out_count: *mut usize,
) -> jass_result {
    ffi!(game: obj, out_actions: buf(len), out_count: out => {
        let actions: Vec<jass_action> = game
            .game
            .legal_actions()
            .iter()
            .map(|&action| jass_action::from(action))
            .collect();
        out_actions.write_all(&actions)?;
        out_count.write(actions.len());
        Ok(())
    })
}

/// Writes the cards the seat to act may play, as a card set, to
/// `*out_set`; empty unless a card is due.
///
/// # Safety
///
/// `game` is a live handle; `out_set` points to a writable `uint64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_legal_cards(
    game: *const jass_game,
    out_set: *mut u64,
) -> jass_result {
    ffi!(game: obj, out_set: out => {
        let cards = game.game.legal_cards();
        out_set.write(cards.mask());
        Ok(())
    })
}

/// Applies `action`. On any error the game is unchanged.
///
/// An action the game refuses gives the code of the reason:
/// `JASS_RESULT_GAME_OVER`, `JASS_RESULT_WRONG_PHASE` (not what the game
/// expects now), a card the rules forbid with its 300..399 code
/// (`JASS_RESULT_NOT_IN_HAND`, `JASS_RESULT_MUST_FOLLOW_SUIT`...), a weis
/// announcement with its 400..499 code, and `JASS_RESULT_CONTRACT_DISABLED`,
/// `JASS_RESULT_CANNOT_SHOVE`, `JASS_RESULT_CANNOT_PASS`,
/// `JASS_RESULT_CANNOT_ROB`, `JASS_RESULT_CLAIMS_OFF` or
/// `JASS_RESULT_CANNOT_CLAIM`. A malformed `action` gives
/// `JASS_RESULT_INVALID_ARGUMENT` or the range code of its field; a claim
/// by a seat not at the table, `JASS_RESULT_SEAT_OUT_OF_RANGE`.
///
/// # Safety
///
/// `game` is a live handle used by no other thread during the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_apply(game: *mut jass_game, action: jass_action) -> jass_result {
    ffi!(game: obj_mut => {
        let action = action.to_action()?;
        game.game.apply(action)?;
        Ok(())
    })
}

/// Writes each team's game score (points credited so far, multipliers
/// applied) into `out_scores`, team 0 first; `len` is at least 2. In a
/// two-player game team `i` is seat `i`.
///
/// # Safety
///
/// `game` is a live handle; `out_scores` points to `len` writable
/// `uint32_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_scores(
    game: *const jass_game,
    out_scores: *mut u32,
    len: usize,
) -> jass_result {
    ffi!(game: obj, out_scores: buf(len) => {
        let scores = game.game.scores();
        out_scores.write_all(&scores.0)
    })
}

/// Writes each seat's game total into `out_totals`, seat 0 first (`len`
/// at least the number of players): in the team games the score of the
/// seat's side; in Differenzler the sum of the differences (an exact
/// prediction's bonus subtracted, so it may be negative); in Hindersi the
/// points charged; in Mittlere the strokes (the zeros are
/// `jass_game_zero_totals`).
///
/// # Safety
///
/// `game` is a live handle; `out_totals` points to `len` writable
/// `int64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_seat_totals(
    game: *const jass_game,
    out_totals: *mut i64,
    len: usize,
) -> jass_result {
    ffi!(game: obj, out_totals: buf(len) => {
        let players = game.game.players();
        out_totals.write_all(&game.game.seat_totals().0[..players])
    })
}

/// Writes each seat's zeros in Mittlere into `out_zeros`, seat 0 first
/// (`len` at least the number of players; RULES.md §9.3: fewer is
/// better, they break a tie in strokes).
///
/// Returns `JASS_RESULT_INVALID_ARGUMENT` for any other game, which
/// writes no zeros.
///
/// # Safety
///
/// `game` is a live handle; `out_zeros` points to `len` writable
/// `int64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_zero_totals(
    game: *const jass_game,
    out_zeros: *mut i64,
    len: usize,
) -> jass_result {
    ffi!(game: obj, out_zeros: buf(len) => {
        let zeros = game
            .game
            .zero_totals()
            .ok_or_else(|| Error::invalid("only Mittlere writes zeros"))?;
        out_zeros.write_all(&zeros.0[..game.game.players()])
    })
}

/// Writes each seat's place into `out_places`, seat 0 first (`len` at
/// least the number of players): 1 for first, equal totals sharing a
/// place; in the team games 1 for the winning side and 2 for the other
/// (a tied Coiffeur session: 1 for every seat); in Differenzler and Hindersi by the lowest total; in Mittlere by the
/// most strokes, fewer zeros breaking a tie.
///
/// Returns `JASS_RESULT_GAME_NOT_OVER` while the game goes on.
///
/// # Safety
///
/// `game` is a live handle; `out_places` points to `len` writable
/// `uint8_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_places(
    game: *const jass_game,
    out_places: *mut u8,
    len: usize,
) -> jass_result {
    ffi!(game: obj, out_places: buf(len) => {
        let places = game
            .game
            .places()
            .ok_or_else(|| Error::new(jass_result::GameNotOver, "the game is not over yet"))?;
        out_places.write_all(&places.0[..game.game.players()])
    })
}

/// Writes the score sheet of a Differenzler, Hindersi or Mittlere game as
/// compact JSON to `*out_json`: `{"players": 4, "rows": [{"hand": 0,
/// "dealer": 3, "contract": "hearts", "predictions": [...], "points":
/// [...], "scores": [...], "zeros": [...], "totals": [...],
/// "zero_totals": [...]}, ...], "game": "differenzler"}` (six
/// entries per seat list, seats not at the table 0 or null; Mittlere:
/// `scores` and `totals` are strokes, `contract` "obenabe" in a hand
/// without trump). Free the string with `jass_string_free`.
///
/// Returns `JASS_RESULT_INVALID_ARGUMENT` for a team game, whose scores
/// are on the slate (`jass_game_slate`).
///
/// # Safety
///
/// `game` is a live handle; `out_json` points to a writable `char *`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_score_sheet_json(
    game: *const jass_game,
    out_json: *mut *mut c_char,
) -> jass_result {
    ffi!(game: obj, out_json: out => {
        let sheet = game.game.score_sheet().ok_or_else(|| {
            Error::invalid("only Differenzler, Hindersi and Mittlere keep a score sheet; a team game has a slate")
        })?;
        let json = serde_json::to_string(&sheet)
            .map_err(|error| Error::invalid(format!("the score sheet is not JSON: {error}")))?;
        out_json.write(convert::owned_text(json)?);
        Ok(())
    })
}

/// Writes how the game ended to `*out_result`.
///
/// Returns `JASS_RESULT_GAME_NOT_OVER` while the game goes on.
///
/// # Safety
///
/// `game` is a live handle; `out_result` points to a writable
/// `jass_game_outcome`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_result(
    game: *const jass_game,
    out_result: *mut jass_game_outcome,
) -> jass_result {
    ffi!(game: obj, out_result: out => {
        let result = game
            .game
            .result()
            .ok_or_else(|| Error::new(jass_result::GameNotOver, "the game is not over yet"))?;
        let result = outcome_of(result);
        out_result.write(result);
        Ok(())
    })
}

/// Writes the slate, the written scores as strokes, into `out_sides`, team
/// 0 first; `len` is at least 2.
///
/// # Safety
///
/// `game` is a live handle; `out_sides` points to `len` writable
/// `jass_slate_side`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_slate(
    game: *const jass_game,
    out_sides: *mut jass_slate_side,
    len: usize,
) -> jass_result {
    ffi!(game: obj, out_sides: buf(len) => {
        let slate = game.game.slate();
        let sides = Team::ALL.map(|team| {
            let side = slate.sides[team];
            jass_slate_side {
                hundreds: side.hundreds,
                fifties: side.fifties,
                twenties: side.twenties,
                remainder: side.remainder,
            }
        });
        out_sides.write_all(&sides)
    })
}

/// Coiffeur Schieber: writes the score sheet of `team` (0 or 1): the score
/// written into each row of the table (multiplier applied; 0 for a row
/// the team has not played) into `out_scores[0..rows]`, where `rows` is the
/// table's number of rows (at most `JASS_COIFFEUR_ROWS_MAX`) and `len` at
/// least that, and the rows the team has played as a bit set (bit `i` for
/// row `i`) to `*out_played`. The table's rows are the rule option
/// `coiffeur_rows` (`jass_rules_get_option`).
///
/// Returns `JASS_RESULT_INVALID_ARGUMENT` for a game of another kind or a
/// team other than 0 and 1, `JASS_RESULT_BUFFER_TOO_SMALL` if `len` is
/// below the number of rows.
///
/// # Safety
///
/// `game` is a live handle; `out_scores` points to `len` writable
/// `uint32_t`; `out_played` points to a writable `uint16_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_coiffeur_sheet(
    game: *const jass_game,
    team: u8,
    out_scores: *mut u32,
    len: usize,
    out_played: *mut u16,
) -> jass_result {
    ffi!(game: obj, out_scores: buf(len), out_played: out => {
        let AnyGame::Coiffeur(game) = &game.game else {
            return Err(Error::invalid("the game is not Coiffeur Schieber"));
        };
        let team = match team {
            0 => Team::T0,
            1 => Team::T1,
            other => return Err(Error::invalid(format!("team {other} is neither 0 nor 1"))),
        };
        let sheet = game.sheet();
        let rows = sheet.rows.len();
        let scores: Vec<u32> = sheet.cells[team][..rows]
            .iter()
            .map(|cell| cell.map_or(0, |(_, score)| score))
            .collect();
        let played = sheet.cells[team][..rows]
            .iter()
            .enumerate()
            .filter(|(_, cell)| cell.is_some())
            .fold(0u16, |bits, (i, _)| bits | 1 << i);
        out_scores.write_all(&scores)?;
        out_played.write(played);
        Ok(())
    })
}

/// Writes what `seat` may know now, as JSON, to `*out_json`: the rules
/// (`"rules"`, complete, as in a game record), its hand, the public
/// history of the hand (contract, tricks, announced and scored weis, cards
/// known to be held), the scores, and its legal actions if it is to act.
/// Never another player's hidden cards. Free the string with
/// `jass_string_free`.
///
/// Returns `JASS_RESULT_SEAT_OUT_OF_RANGE` for a seat not at the table.
///
/// # Safety
///
/// `game` is a live handle; `out_json` points to a writable `char *`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_observation_json(
    game: *const jass_game,
    seat: u8,
    out_json: *mut *mut c_char,
) -> jass_result {
    ffi!(game: obj, out_json: out => {
        let game = &game.game;
        let seat = convert::seat_for_core(seat, game.players())?;
        let json = serde_json::to_string(&game.observation(seat)?)
            .map_err(|error| Error::invalid(format!("the observation is not JSON: {error}")))?;
        let json = convert::owned_text(json)?;
        out_json.write(json);
        Ok(())
    })
}

/// Writes the team `seat` plays for in the hand being played to
/// `*out_team` (0 or 1): teams alternate round the table, except that at a
/// table of five the Chnächt (seat 4) plays for the declarer's team once a
/// contract is named (RULES.md §5.2).
///
/// Returns `JASS_RESULT_SEAT_OUT_OF_RANGE` for a seat not at the table.
///
/// # Safety
///
/// `game` is a live handle; `out_team` points to a writable `uint8_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_team_of(
    game: *const jass_game,
    seat: u8,
    out_team: *mut u8,
) -> jass_result {
    ffi!(game: obj, out_team: out => {
        let game = &game.game;
        let seat = convert::seat_for_core(seat, game.players())?;
        // Seat 0 sits at every table; the observation checks `seat`.
        out_team.write(game.observation(Seat::S0)?.team_of(seat)?.index() as u8);
        Ok(())
    })
}

/// Writes the cards `seat` holds now, as a card set, to `*out_set`.
///
/// Returns `JASS_RESULT_SEAT_OUT_OF_RANGE` for a seat not at the table.
///
/// # Safety
///
/// `game` is a live handle; `out_set` points to a writable `uint64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_hand(
    game: *const jass_game,
    seat: u8,
    out_set: *mut u64,
) -> jass_result {
    ffi!(game: obj, out_set: out => {
        let game = &game.game;
        let seat = convert::seat_for_core(seat, game.players())?;
        let hand = game.observation(seat)?.hand;
        out_set.write(hand.mask());
        Ok(())
    })
}

/// Writes the cards `seat` holds a second time (the double pack of ⚙
/// `packs`, RULES.md §5.2; none with one pack), as a card set, to
/// `*out_set`. `jass_game_hand` gives the different cards, so the seat
/// holds as many cards as the two sets have together.
///
/// Returns `JASS_RESULT_SEAT_OUT_OF_RANGE` for a seat not at the table.
///
/// # Safety
///
/// `game` is a live handle; `out_set` points to a writable `uint64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_hand_twice(
    game: *const jass_game,
    seat: u8,
    out_set: *mut u64,
) -> jass_result {
    ffi!(game: obj, out_set: out => {
        let game = &game.game;
        let seat = convert::seat_for_core(seat, game.players())?;
        out_set.write(game.observation(seat)?.hand_twice.mask());
        Ok(())
    })
}

/// Writes the public state of the hand being played (the last hand once the
/// game is over) to `*out_info`: its number, dealer, forehand, contract and
/// declarer, the trick on the table, and the card points taken.
///
/// # Safety
///
/// `game` is a live handle; `out_info` points to a writable
/// `jass_hand_info`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_hand_info(
    game: *const jass_game,
    out_info: *mut jass_hand_info,
) -> jass_result {
    ffi!(game: obj, out_info: out => {
        let observation = game.game.observation(Seat::S0)?;
        let mut trick = [0; JASS_TRICK_MAX];
        for (slot, card) in trick.iter_mut().zip(observation.trick.cards()) {
            *slot = card.index();
        }
        let info = jass_hand_info {
            number: observation.hand_number,
            dealer: u8::from(observation.dealer),
            forehand: u8::from(observation.forehand),
            contract: observation
                .contract
                .map_or(JASS_CONTRACT_NONE, |contract| contract.index() as u8),
            declarer: observation.declarer.map_or(JASS_SEAT_NONE, u8::from),
            shoved: observation.shoved,
            trick_leader: u8::from(observation.trick.leader()),
            trick,
            trick_len: observation.trick.len() as u8,
            tricks_done: observation.tricks.len() as u8,
            card_points: observation.card_points.0,
            stoeck: observation.stoeck.map_or(JASS_SEAT_NONE, u8::from),
        };
        out_info.write(info);
        Ok(())
    })
}

/// Writes the game's record as compact JSON to `*out_json`: the game, the
/// rules, the seed, the first dealer, the first deal if it was given, and
/// every action (`{"game": "schieber", "rules": {...}, "seed": 42,
/// "first_dealer": 3, "deal": null, "actions": ["shove", {"declare":
/// "hearts"}, {"play": "H10"}, ...]}`). `jass_game_replay_json` rebuilds
/// the identical game from it. Free the string with `jass_string_free`.
///
/// # Safety
///
/// `game` is a live handle; `out_json` points to a writable `char *`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_record_json(
    game: *const jass_game,
    out_json: *mut *mut c_char,
) -> jass_result {
    ffi!(game: obj, out_json: out => {
        let record = game.game.record();
        let json = serde_json::to_string(&record)
            .map_err(|error| Error::invalid(format!("the record is not JSON: {error}")))?;
        let json = convert::owned_text(json)?;
        out_json.write(json);
        Ok(())
    })
}

/// Replays a game record (JSON as `jass_game_record_json` writes it) and
/// writes the handle of the game it describes to `*out_game`. Free it with
/// `jass_game_free`.
///
/// Returns `JASS_RESULT_MALFORMED_JSON` for text that is not JSON,
/// `JASS_RESULT_INVALID_RECORD` for JSON that is not a record (an unknown
/// or missing field, a value of the wrong type), the codes of
/// `jass_game_new_with_deck` for its game, rules and deal (a deal that is
/// not 36 cards gives `JASS_RESULT_INVALID_DEAL`, a card in it twice
/// `JASS_RESULT_DUPLICATE_CARD`), and
/// `JASS_RESULT_ILLEGAL_RECORD_ACTION` for an action that is illegal where
/// it stands: `jass_last_error_action_index` then gives its index, and the
/// last error message names it and why it is refused.
///
/// # Safety
///
/// `json` is a NUL-terminated string; `out_game` points to a writable
/// `jass_game *`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_replay_json(
    json: *const c_char,
    out_game: *mut *mut jass_game,
) -> jass_result {
    ffi!(json: json, out_game: out => {
        let record = GameRecord::from_json(json)?;
        if let Some(deck) = &record.deal {
            check_deck(deck, deck_len(record.game, &record.rules), "the record's deal")?;
        }
        let game = AnyGame::replay(&record)?;
        hand_over(game, out_game);
        Ok(())
    })
}

#[cfg(test)]
pub(crate) mod tests;
