//! Complete games behind the opaque `jass_game` handle (over
//! `jass_core::AnyGame`), actions as a small plain struct, records as JSON.

use std::ffi::c_char;

use jass_core::{
    Action, AnyGame, BySeat, Card, CardSet, Game, GameKind, GameRecord, GameResult, Rules,
    SchieberGame, SchmausGame, Seat, Team, ZweierGame, game::EndReason,
};

use crate::convert;
use crate::error::{Error, jass_result};
use crate::rules::{borrow, jass_rules};
use crate::types::{
    JASS_CONTRACT_NONE, JASS_SEAT_NONE, jass_action_kind, jass_end_reason, jass_expecting,
    jass_game_kind, jass_sws_step,
};

/// A game in progress (Schieber, Schmaus or Jass für zwei): the seat to
/// act, its legal actions, scores, the slate, and a record that replays it.
///
/// An opaque handle: create it with `jass_game_new`,
/// `jass_game_new_with_hands`, `jass_game_new_with_deck`,
/// `jass_game_replay_json` or `jass_game_clone`, and destroy it with
/// `jass_game_free`. `jass_game_apply` changes it, so a game must not be
/// used by two threads at once while one of them applies actions. Cloning
/// is cheap.
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_game {
    pub(crate) game: AnyGame,
}

/// An action, as plain integers: `kind` is a `jass_action_kind`, and the
/// field it names holds the action's argument (a card, a contract, a meld
/// index or a seat). Every field the kind does not use is 0, so equal
/// actions are equal byte for byte.
///
/// `jass_game_legal_actions` and `jass_bot_choose` write actions; the
/// library checks every action it is given and refuses one with a field out
/// of range or an unused field that is not 0 (`JASS_RESULT_INVALID_ARGUMENT`
/// and the range codes of cards, contracts, melds and seats).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_action {
    /// What the action does: a `jass_action_kind`.
    pub kind: u8,
    /// The card played (`JASS_ACTION_KIND_PLAY`).
    pub card: u8,
    /// The contract named (`JASS_ACTION_KIND_DECLARE`), a `jass_contract`.
    pub contract: u8,
    /// The meld announced (`JASS_ACTION_KIND_ANNOUNCE`), an index in 0..121.
    pub meld: u8,
    /// The seat that claims (`JASS_ACTION_KIND_CLAIM`).
    pub seat: u8,
}

impl From<Action> for jass_action {
    fn from(action: Action) -> jass_action {
        let kind = |kind: jass_action_kind| jass_action {
            kind: kind as u8,
            ..jass_action::default()
        };
        match action {
            Action::Declare(contract) => jass_action {
                contract: contract.index() as u8,
                ..kind(jass_action_kind::Declare)
            },
            Action::Shove => kind(jass_action_kind::Shove),
            Action::Announce(meld) => jass_action {
                meld: convert::meld_index(meld),
                ..kind(jass_action_kind::Announce)
            },
            Action::Pass => kind(jass_action_kind::Pass),
            Action::Play(card) => jass_action {
                card: card.index(),
                ..kind(jass_action_kind::Play)
            },
            Action::Rob => kind(jass_action_kind::Rob),
            Action::Claim(seat) => jass_action {
                seat: u8::from(seat),
                ..kind(jass_action_kind::Claim)
            },
        }
    }
}

impl jass_action {
    /// The action this struct describes: each field converted with
    /// `TryFrom` and range-checked, every unused field 0.
    pub(crate) fn to_action(self) -> Result<Action, Error> {
        let action = self;
        let kind = jass_action_kind::try_from(action.kind).map_err(|kind| {
            Error::invalid(format!(
                "action kind {kind} is out of range 0..{}",
                jass_action_kind::ALL.len()
            ))
        })?;
        let fields = [
            ("card", action.card, jass_action_kind::Play),
            ("contract", action.contract, jass_action_kind::Declare),
            ("meld", action.meld, jass_action_kind::Announce),
            ("seat", action.seat, jass_action_kind::Claim),
        ];
        for (name, value, user) in fields {
            if value != 0 && kind != user {
                return Err(Error::invalid(format!(
                    "field {name} of a {kind:?} action is {value}, but must be 0"
                )));
            }
        }
        Ok(match kind {
            jass_action_kind::Declare => Action::Declare(convert::contract(action.contract)?),
            jass_action_kind::Shove => Action::Shove,
            jass_action_kind::Announce => Action::Announce(convert::meld(action.meld)?),
            jass_action_kind::Pass => Action::Pass,
            jass_action_kind::Play => Action::Play(convert::card(action.card)?),
            jass_action_kind::Rob => Action::Rob,
            jass_action_kind::Claim => Action::Claim(Seat::try_from(action.seat)?),
        })
    }
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
    /// `trick[0..trick_len]`, the other entries 0.
    pub trick: [u8; 4],
    /// The number of cards in `trick`.
    pub trick_len: u8,
    /// The number of tricks completed in this hand.
    pub tricks_done: u8,
    /// Card points each team has taken in this hand, before the multiplier.
    pub card_points: [u16; 2],
    /// The seat whose stöck has been recorded, or `JASS_SEAT_NONE`.
    pub stoeck: u8,
}

/// Borrows the game behind a handle.
///
/// # Safety
///
/// `game` is a non-NULL live handle not being changed for `'a`.
pub(crate) unsafe fn borrow_game<'a>(game: *const jass_game) -> &'a AnyGame {
    // SAFETY: guaranteed by the caller.
    unsafe { &(*game).game }
}

/// Borrows the game behind a handle for a change.
///
/// # Safety
///
/// `game` is a non-NULL live handle that nothing else uses for `'a`.
unsafe fn borrow_game_mut<'a>(game: *mut jass_game) -> &'a mut AnyGame {
    // SAFETY: guaranteed by the caller.
    unsafe { &mut (*game).game }
}

/// Hands a new game to the caller.
///
/// # Safety
///
/// `out_game` is non-NULL and writable.
unsafe fn hand_over(game: AnyGame, out_game: *mut *mut jass_game) {
    let handle = Box::into_raw(Box::new(jass_game { game }));
    // SAFETY: guaranteed by the caller.
    unsafe { convert::write(out_game, handle) };
}

/// A game kind from its `jass_game_kind` value.
fn game_kind(kind: u8) -> Result<GameKind, Error> {
    jass_game_kind::try_from(kind)
        .map(GameKind::from)
        .map_err(|kind| {
            Error::invalid(format!(
                "game kind {kind} is out of range 0..{}",
                jass_game_kind::ALL.len()
            ))
        })
}

/// A new game of `kind` whose deals come from `seed`.
fn new_game(kind: GameKind, rules: Rules, seed: u64) -> Result<AnyGame, Error> {
    match kind {
        GameKind::Schieber => Ok(SchieberGame::new(rules, seed)?.into()),
        GameKind::Schmaus => Ok(SchmausGame::new(rules, seed)?.into()),
        GameKind::Zweier => Ok(ZweierGame::new(rules, seed)?.into()),
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
        // A Schmaus deal has a talon, a Jass-für-zwei hand two fans: their
        // deals are given as decks.
        GameKind::Schmaus => Err(Error::invalid(
            "a Schmaus deal has a turned-up card and a talon: give it as a deck with jass_game_new_with_deck",
        )),
        GameKind::Zweier => Err(Error::invalid(
            "a Jass für zwei deal has two fans per player: give it as a deck with jass_game_new_with_deck",
        )),
    }
}

/// Fails with `JASS_RESULT_INVALID_DEAL` unless a deck of `len` cards is
/// the whole pack.
fn check_deck_size(len: usize, what: &str) -> Result<(), Error> {
    if len == Card::COUNT {
        Ok(())
    } else {
        Err(Error::new(
            jass_result::InvalidDeal,
            format!("{what} has {len} cards, but must have {}", Card::COUNT),
        ))
    }
}

/// Checks that `deck` is the 36 cards, each once: `JASS_RESULT_INVALID_DEAL`
/// for another number of cards, `JASS_RESULT_DUPLICATE_CARD` naming a card
/// listed twice. jass-core refuses such decks too; checking here first lets
/// the message name the argument that held the deck.
fn check_deck(deck: &[Card], what: &str) -> Result<(), Error> {
    check_deck_size(deck.len(), what)?;
    let mut seen = CardSet::EMPTY;
    for &card in deck {
        if seen.contains(card) {
            return Err(Error::new(
                jass_result::DuplicateCard,
                format!("card {card} is listed twice in {what}"),
            ));
        }
        seen = seen.with(card);
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
/// `JASS_RESULT_INVALID_RULES` for rules that do not validate.
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
    ffi!(nonnull(rules, out_game) {
        // SAFETY: `rules` is a live handle (caller).
        let rules = *unsafe { borrow(rules) };
        let game = new_game(game_kind(kind)?, rules, seed)?;
        // SAFETY: `out_game` is non-NULL and writable (caller).
        unsafe { hand_over(game, out_game) };
        Ok(())
    })
}

/// Creates a game of `kind` whose first hand is given: `hands` holds one
/// card set per player (`len` = 4 in Schieber), seat 0 first, dealt by
/// `dealer`; later hands come from `seed`. Writes its handle to
/// `*out_game`; free it with `jass_game_free`. A Schmaus deal (with its
/// talon) and a Jass-für-zwei deal (two fans per player) are more than
/// the hands: give them as a deck with `jass_game_new_with_deck`; here they
/// return `JASS_RESULT_INVALID_ARGUMENT`.
///
/// Returns `JASS_RESULT_INVALID_DEAL` for a hand of the wrong size (nine
/// cards in Schieber) or a `len` that is not the number of players,
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
    ffi!(nonnull(rules, hands, out_game) {
        // SAFETY: `rules` is a live handle (caller).
        let rules = *unsafe { borrow(rules) };
        let kind = game_kind(kind)?;
        let players = kind.players();
        // SAFETY: `hands` is non-NULL with `len` readable entries (caller).
        let masks = unsafe { convert::slice(hands, len, "hands") }?;
        if len != players {
            return Err(Error::new(
                jass_result::InvalidDeal,
                format!("{len} hands given, but a {kind:?} game has {players} players"),
            ));
        }
        let mut deal = BySeat([CardSet::EMPTY; 4]);
        for (seat, &mask) in Seat::ALL.into_iter().zip(masks) {
            deal[seat] = convert::card_set(mask)?;
        }
        let dealer = convert::seat_of(dealer, players)?;
        let game = new_game_with_hands(kind, rules, seed, deal, dealer)?;
        // SAFETY: `out_game` is non-NULL and writable (caller).
        unsafe { hand_over(game, out_game) };
        Ok(())
    })
}

/// Creates a game of `kind` whose first hand is dealt from `deck`, the 36
/// cards in dealing order (`len` = 36), by `dealer`; later hands come from
/// `seed`. In Schmaus the deck's cards 0–17 are dealt, card 18 is turned
/// up and names trump, and cards 19–35 are the talon in drawing order. This
/// is how a game record stores a given first deal (its `"deal"`). Writes the handle to `*out_game`; free it with
/// `jass_game_free`.
///
/// Returns `JASS_RESULT_INVALID_DEAL` if `len` is not 36,
/// `JASS_RESULT_CARD_OUT_OF_RANGE` and `JASS_RESULT_DUPLICATE_CARD` for a
/// deck that is not the 36 cards, `JASS_RESULT_SEAT_OUT_OF_RANGE` for a
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
    ffi!(nonnull(rules, deck, out_game) {
        // SAFETY: `rules` is a live handle (caller).
        let rules = *unsafe { borrow(rules) };
        let kind = game_kind(kind)?;
        // SAFETY: `deck` is non-NULL with `len` readable bytes (caller).
        let indices = unsafe { convert::slice(deck, len, "deck") }?;
        check_deck_size(len, "the deck")?;
        let deck = indices
            .iter()
            .map(|&index| convert::card(index))
            .collect::<Result<Vec<_>, _>>()?;
        check_deck(&deck, "the deck")?;
        let record = GameRecord {
            game: kind,
            rules,
            seed,
            first_dealer: convert::seat_of(dealer, kind.players())?,
            deal: Some(deck),
            actions: Vec::new(),
        };
        let game = AnyGame::replay(&record)?;
        // SAFETY: `out_game` is non-NULL and writable (caller).
        unsafe { hand_over(game, out_game) };
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
    ffi!(nonnull(game, out_game) {
        // SAFETY: `game` is a live handle (caller).
        let copy = unsafe { borrow_game(game) }.clone();
        // SAFETY: `out_game` is non-NULL and writable (caller).
        unsafe { hand_over(copy, out_game) };
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
    ffi!(fallback(()) {
        if !game.is_null() {
            // SAFETY: a live handle made by `Box::into_raw` (caller), freed
            // exactly once.
            drop(unsafe { Box::from_raw(game) });
        }
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
    ffi!(nonnull(a, b, out_equal) {
        // SAFETY: `a` and `b` are live handles (caller).
        let equal = unsafe { borrow_game(a) == borrow_game(b) };
        // SAFETY: `out_equal` is non-NULL and writable (caller).
        unsafe { convert::write(out_equal, equal) };
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
    ffi!(nonnull(game, out_kind, out_players) {
        // SAFETY: `game` is a live handle (caller).
        let kind = unsafe { borrow_game(game) }.kind();
        // SAFETY: the out-parameters are non-NULL and writable (caller).
        unsafe {
            convert::write(out_kind, jass_game_kind::from(kind) as u8);
            convert::write(out_players, kind.players() as u8);
        }
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
    ffi!(nonnull(game, out_seat) {
        // SAFETY: `game` is a live handle (caller).
        let seat = unsafe { borrow_game(game) }.to_act();
        // SAFETY: `out_seat` is non-NULL and writable (caller).
        unsafe { convert::write(out_seat, seat.map_or(JASS_SEAT_NONE, u8::from)) };
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
    ffi!(nonnull(game, out_expecting) {
        // SAFETY: `game` is a live handle (caller).
        let expecting = jass_expecting::from(unsafe { borrow_game(game) }.expecting());
        // SAFETY: `out_expecting` is non-NULL and writable (caller).
        unsafe { convert::write(out_expecting, expecting as u8) };
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
    ffi!(nonnull(game, out_over) {
        // SAFETY: `game` is a live handle (caller).
        let over = unsafe { borrow_game(game) }.is_over();
        // SAFETY: `out_over` is non-NULL and writable (caller).
        unsafe { convert::write(out_over, over) };
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
    ffi!(nonnull(game, out_count) {
        // SAFETY: `game` is a live handle (caller).
        let count = unsafe { borrow_game(game) }.legal_actions().len();
        // SAFETY: `out_count` is non-NULL and writable (caller).
        unsafe { convert::write(out_count, count) };
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
    ffi!(nonnull(game, out_actions, out_count) {
        // SAFETY: `game` is a live handle (caller).
        let actions: Vec<jass_action> = unsafe { borrow_game(game) }
            .legal_actions()
            .iter()
            .map(|&action| jass_action::from(action))
            .collect();
        // SAFETY: `out_actions` is non-NULL with room for `len` (caller).
        unsafe { convert::write_array(out_actions, len, &actions) }?;
        // SAFETY: `out_count` is non-NULL and writable (caller).
        unsafe { convert::write(out_count, actions.len()) };
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
    ffi!(nonnull(game, out_set) {
        // SAFETY: `game` is a live handle (caller).
        let cards = unsafe { borrow_game(game) }.legal_cards();
        // SAFETY: `out_set` is non-NULL and writable (caller).
        unsafe { convert::write(out_set, cards.mask()) };
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
    ffi!(nonnull(game) {
        let action = action.to_action()?;
        // SAFETY: `game` is a live handle used by no one else (caller).
        let game = unsafe { borrow_game_mut(game) };
        if let Action::Claim(seat) = action {
            // Only a seat at the table may claim; any other is out of range,
            // as it is for every other function that takes a seat.
            convert::seat_of(u8::from(seat), game.players())?;
        }
        game.apply(action)?;
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
    ffi!(nonnull(game, out_scores) {
        // SAFETY: `game` is a live handle (caller).
        let scores = unsafe { borrow_game(game) }.scores();
        // SAFETY: `out_scores` is non-NULL with room for `len` (caller).
        unsafe { convert::write_array(out_scores, len, &scores.0) }
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
    ffi!(nonnull(game, out_result) {
        // SAFETY: `game` is a live handle (caller).
        let result = unsafe { borrow_game(game) }
            .result()
            .ok_or_else(|| Error::new(jass_result::GameNotOver, "the game is not over yet"))?;
        let result = outcome_of(result);
        // SAFETY: `out_result` is non-NULL and writable (caller).
        unsafe { convert::write(out_result, result) };
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
    ffi!(nonnull(game, out_sides) {
        // SAFETY: `game` is a live handle (caller).
        let slate = unsafe { borrow_game(game) }.slate();
        let sides = Team::ALL.map(|team| {
            let side = slate.sides[team];
            jass_slate_side {
                hundreds: side.hundreds,
                fifties: side.fifties,
                twenties: side.twenties,
                remainder: side.remainder,
            }
        });
        // SAFETY: `out_sides` is non-NULL with room for `len` (caller).
        unsafe { convert::write_array(out_sides, len, &sides) }
    })
}

/// Writes what `seat` may know now, as JSON, to `*out_json`: its hand, the
/// public history of the hand (contract, tricks, announced and scored weis,
/// cards known to be held), the scores, and its legal actions if it is to
/// act. Never another player's hidden cards. Free the string with
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
    ffi!(nonnull(game, out_json) {
        // SAFETY: `game` is a live handle (caller).
        let game = unsafe { borrow_game(game) };
        let seat = convert::seat_of(seat, game.players())?;
        let json = serde_json::to_string(&game.observation(seat))
            .map_err(|error| Error::invalid(format!("the observation is not JSON: {error}")))?;
        let json = convert::owned_text(json)?;
        // SAFETY: `out_json` is non-NULL and writable (caller).
        unsafe { convert::write(out_json, json) };
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
    ffi!(nonnull(game, out_set) {
        // SAFETY: `game` is a live handle (caller).
        let game = unsafe { borrow_game(game) };
        let seat = convert::seat_of(seat, game.players())?;
        let hand = game.observation(seat).hand;
        // SAFETY: `out_set` is non-NULL and writable (caller).
        unsafe { convert::write(out_set, hand.mask()) };
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
    ffi!(nonnull(game, out_info) {
        // SAFETY: `game` is a live handle (caller).
        let observation = unsafe { borrow_game(game) }.observation(Seat::S0);
        let mut trick = [0; 4];
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
        // SAFETY: `out_info` is non-NULL and writable (caller).
        unsafe { convert::write(out_info, info) };
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
    ffi!(nonnull(game, out_json) {
        // SAFETY: `game` is a live handle (caller).
        let record = unsafe { borrow_game(game) }.record();
        let json = serde_json::to_string(&record)
            .map_err(|error| Error::invalid(format!("the record is not JSON: {error}")))?;
        let json = convert::owned_text(json)?;
        // SAFETY: `out_json` is non-NULL and writable (caller).
        unsafe { convert::write(out_json, json) };
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
    ffi!(nonnull(json, out_game) {
        // SAFETY: `json` is a non-NULL NUL-terminated string (caller).
        let json = unsafe { convert::json(json, "json") }?;
        let record = GameRecord::from_json(json)?;
        if let Some(deck) = &record.deal {
            check_deck(deck, "the record's deal")?;
        }
        let game = AnyGame::replay(&record)?;
        // SAFETY: `out_game` is non-NULL and writable (caller).
        unsafe { hand_over(game, out_game) };
        Ok(())
    })
}

/// Writes `action` in players' words into `buf` as a NUL-terminated UTF-8
/// string: `"play ♥10"`, `"declare trump ♠"`, `"shove"`, `"announce four
/// jacks"`, `"pass"`, `"rob"`, `"claim (seat 2)"`.
///
/// A buffer of `JASS_ACTION_TEXT_MAX` bytes is always enough; a shorter one
/// that cannot hold the text gives `JASS_RESULT_BUFFER_TOO_SMALL` and is
/// left untouched. A malformed action gives the codes of `jass_game_apply`.
///
/// # Safety
///
/// `buf` points to `len` writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_action_format(
    action: jass_action,
    buf: *mut c_char,
    len: usize,
) -> jass_result {
    ffi!(nonnull(buf) {
        let action = action.to_action()?;
        // SAFETY: `buf` is non-NULL with `len` writable bytes (caller).
        unsafe { convert::write_text(buf, len, &action.to_string()) }
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use std::ffi::{CStr, CString};
    use std::mem::MaybeUninit;
    use std::ptr;

    use jass_core::bots::{Bot, RuleOfThumb};
    use jass_core::{
        Contract, EndMode, GameResult, JassRng, Meld, Rank, Suit, SwsStep, game::SlateSide,
    };

    use super::*;
    use crate::jass_string_free;
    use crate::rules::jass_rules_free;
    use crate::types::{JASS_ACTION_MAX, JASS_ACTION_TEXT_MAX, JASS_MELD_COUNT};

    /// A rule set's handle, freed when the guard drops.
    pub(crate) struct RulesHandle(pub(crate) *mut jass_rules);

    impl RulesHandle {
        pub(crate) fn new(rules: Rules) -> RulesHandle {
            RulesHandle(jass_rules::boxed(rules))
        }
    }

    impl Drop for RulesHandle {
        fn drop(&mut self) {
            // SAFETY: a live handle, freed once.
            unsafe { jass_rules_free(self.0) };
        }
    }

    /// A game's handle, freed when the guard drops.
    pub(crate) struct GameHandle(pub(crate) *mut jass_game);

    impl GameHandle {
        pub(crate) fn new(rules: Rules, seed: u64) -> GameHandle {
            let rules = RulesHandle::new(rules);
            let mut game = ptr::null_mut();
            // SAFETY: a live handle and a writable slot.
            let result = unsafe { jass_game_new(rules.0, 0, seed, &raw mut game) };
            assert_eq!(result, jass_result::Ok);
            GameHandle(game)
        }

        pub(crate) fn core(&self) -> &AnyGame {
            // SAFETY: a live handle.
            unsafe { borrow_game(self.0) }
        }

        pub(crate) fn apply(&self, action: jass_action) -> jass_result {
            // SAFETY: a live handle used by this thread only.
            unsafe { jass_game_apply(self.0, action) }
        }

        pub(crate) fn legal(&self) -> Vec<jass_action> {
            let mut actions = [jass_action::default(); JASS_ACTION_MAX];
            let mut count = 0;
            // SAFETY: a live handle, a buffer of its length, a writable count.
            let result = unsafe {
                jass_game_legal_actions(self.0, actions.as_mut_ptr(), actions.len(), &raw mut count)
            };
            assert_eq!(result, jass_result::Ok);
            actions[..count].to_vec()
        }

        pub(crate) fn record(&self) -> String {
            let mut json = ptr::null_mut();
            // SAFETY: a live handle and a writable slot.
            let result = unsafe { jass_game_record_json(self.0, &raw mut json) };
            assert_eq!(result, jass_result::Ok);
            take(json)
        }

        fn clone_handle(&self) -> GameHandle {
            let mut copy = ptr::null_mut();
            // SAFETY: a live handle and a writable slot.
            let result = unsafe { jass_game_clone(self.0, &raw mut copy) };
            assert_eq!(result, jass_result::Ok);
            GameHandle(copy)
        }
    }

    impl Drop for GameHandle {
        fn drop(&mut self) {
            // SAFETY: a live handle, freed once.
            unsafe { jass_game_free(self.0) };
        }
    }

    /// Takes ownership of a string from the library.
    pub(crate) fn take(text: *mut c_char) -> String {
        // SAFETY: a live string from the library, freed right after copying.
        let copy = unsafe { CStr::from_ptr(text) }.to_str().unwrap().to_owned();
        // SAFETY: freed exactly once.
        unsafe { jass_string_free(text) };
        copy
    }

    fn replay(json: &str) -> Result<GameHandle, jass_result> {
        let json = CString::new(json).unwrap();
        let mut game = ptr::null_mut();
        // SAFETY: a NUL-terminated string and a writable slot.
        match unsafe { jass_game_replay_json(json.as_ptr(), &raw mut game) } {
            jass_result::Ok => Ok(GameHandle(game)),
            error => {
                assert!(game.is_null(), "no output on failure");
                Err(error)
            }
        }
    }

    /// The code a record is refused with.
    fn refused(json: &str) -> jass_result {
        match replay(json) {
            Ok(_) => panic!("the record {json} was accepted"),
            Err(code) => code,
        }
    }

    fn claims() -> Rules {
        let mut rules = Rules::schieber();
        rules.end_mode = EndMode::Claims;
        rules.target = 1000;
        rules
    }

    fn action(kind: jass_action_kind) -> jass_action {
        jass_action {
            kind: kind as u8,
            ..jass_action::default()
        }
    }

    fn play(card: &str) -> jass_action {
        jass_action {
            card: card.parse::<Card>().unwrap().index(),
            ..action(jass_action_kind::Play)
        }
    }

    fn declare(contract: u8) -> jass_action {
        jass_action {
            contract,
            ..action(jass_action_kind::Declare)
        }
    }

    #[test]
    fn a_seeded_game_is_the_core_game() {
        let game = GameHandle::new(Rules::schieber(), 42);
        let expected = AnyGame::from(SchieberGame::new(Rules::schieber(), 42).unwrap());
        assert_eq!(game.core(), &expected);
        let (mut kind, mut players) = (9, 9);
        // SAFETY: a live handle and writable locals; NULLs rejected first.
        unsafe {
            assert_eq!(
                jass_game_get_kind(game.0, &raw mut kind, &raw mut players),
                jass_result::Ok
            );
            assert_eq!((kind, players), (jass_game_kind::Schieber as u8, 4));
            assert_eq!(
                jass_game_get_kind(ptr::null(), &raw mut kind, &raw mut players),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_get_kind(game.0, ptr::null_mut(), &raw mut players),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_get_kind(game.0, &raw mut kind, ptr::null_mut()),
                jass_result::NullPointer
            );
        }
    }

    #[test]
    fn unknown_kinds_and_invalid_rules_are_refused() {
        let rules = RulesHandle::new(Rules::schieber());
        let mut bad = Rules::schieber();
        bad.target = 0;
        let bad = RulesHandle::new(bad);
        let hands = JassRng::seed_from_u64(1).deal().0.map(CardSet::mask);
        let deck = JassRng::seed_from_u64(1).shuffled_deck().map(Card::index);
        let mut game = ptr::null_mut();
        // SAFETY: live handles, buffers of their lengths and a writable slot.
        unsafe {
            for kind in [3, 255] {
                assert_eq!(
                    jass_game_new(rules.0, kind, 1, &raw mut game),
                    jass_result::InvalidArgument
                );
                assert_eq!(
                    jass_game_new_with_hands(rules.0, kind, 1, hands.as_ptr(), 4, 0, &raw mut game),
                    jass_result::InvalidArgument
                );
                assert_eq!(
                    jass_game_new_with_deck(rules.0, kind, 1, deck.as_ptr(), 36, 0, &raw mut game),
                    jass_result::InvalidArgument
                );
            }
            assert_eq!(
                jass_game_new(bad.0, 0, 1, &raw mut game),
                jass_result::InvalidRules
            );
            assert_eq!(
                jass_game_new_with_hands(bad.0, 0, 1, hands.as_ptr(), 4, 0, &raw mut game),
                jass_result::InvalidRules
            );
            assert_eq!(
                jass_game_new_with_deck(bad.0, 0, 1, deck.as_ptr(), 36, 0, &raw mut game),
                jass_result::InvalidRules
            );
            assert_eq!(
                jass_game_new(ptr::null(), 0, 1, &raw mut game),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_new(rules.0, 0, 1, ptr::null_mut()),
                jass_result::NullPointer
            );
        }
        assert!(game.is_null());
    }

    #[test]
    fn schmaus_games_come_from_a_seed_or_a_deck() {
        let rules = RulesHandle::new(Rules::schmaus());
        let kind = jass_game_kind::Schmaus as u8;
        let shuffled = JassRng::seed_from_u64(3).shuffled_deck();
        let deck = shuffled.map(Card::index);
        let hand = |cards: &[Card]| cards.iter().copied().collect::<CardSet>().mask();
        let hands = [hand(&shuffled[..9]), hand(&shuffled[9..18])];
        // The game `new` writes to its slot, or the code it refuses with.
        let create = |new: &dyn Fn(*mut *mut jass_game) -> jass_result| {
            let mut game = ptr::null_mut();
            match new(&raw mut game) {
                jass_result::Ok => Ok(GameHandle(game)),
                code => {
                    assert!(game.is_null(), "no output on failure");
                    Err(code)
                }
            }
        };
        // SAFETY: a live handle and a writable slot.
        let seeded = create(&|out| unsafe { jass_game_new(rules.0, kind, 4, out) }).unwrap();
        let expected = SchmausGame::new(Rules::schmaus(), 4).unwrap();
        assert_eq!(seeded.core(), &AnyGame::from(expected));
        let with_deck = |dealer: u8| {
            // SAFETY: a live handle, a deck of its length and a writable slot.
            create(&|out| unsafe {
                jass_game_new_with_deck(rules.0, kind, 4, deck.as_ptr(), 36, dealer, out)
            })
        };
        let given = with_deck(1).unwrap();
        let expected = SchmausGame::with_deck(Rules::schmaus(), 4, shuffled, Seat::S1).unwrap();
        assert_eq!(given.core(), &AnyGame::from(expected));
        assert_eq!(replay(&given.record()).unwrap().core(), given.core());
        assert_eq!(with_deck(2).err(), Some(jass_result::SeatOutOfRange));
        // A Schmaus deal has a talon: only a deck gives it.
        let refused = create(&|out| {
            // SAFETY: a live handle, hands of their length and a writable slot.
            unsafe { jass_game_new_with_hands(rules.0, kind, 4, hands.as_ptr(), 2, 1, out) }
        });
        assert_eq!(refused.err(), Some(jass_result::InvalidArgument));
    }

    #[test]
    fn given_hands_and_decks_start_the_game_they_describe() {
        let rules = RulesHandle::new(Rules::schieber());
        let deal = JassRng::seed_from_u64(7).deal();
        let hands = deal.0.map(CardSet::mask);
        let mut game = ptr::null_mut();
        // SAFETY: live handles, buffers of their lengths and a writable slot.
        let result =
            unsafe { jass_game_new_with_hands(rules.0, 0, 5, hands.as_ptr(), 4, 2, &raw mut game) };
        assert_eq!(result, jass_result::Ok);
        let game = GameHandle(game);
        let expected = SchieberGame::with_deal(Rules::schieber(), 5, deal, Seat::S2).unwrap();
        assert_eq!(game.core(), &AnyGame::from(expected));
        // The record stores the deal as a deck, which gives the same game.
        let record: serde_json::Value = serde_json::from_str(&game.record()).unwrap();
        let deck: Vec<u8> = record["deal"]
            .as_array()
            .unwrap()
            .iter()
            .map(|card| card.as_str().unwrap().parse::<Card>().unwrap().index())
            .collect();
        let mut again = ptr::null_mut();
        // SAFETY: as above.
        let result = unsafe {
            jass_game_new_with_deck(rules.0, 0, 5, deck.as_ptr(), deck.len(), 2, &raw mut again)
        };
        assert_eq!(result, jass_result::Ok);
        let again = GameHandle(again);
        assert_eq!(again.core(), game.core());
    }

    #[test]
    fn bad_hands_and_decks_are_refused() {
        let rules = RulesHandle::new(Rules::schieber());
        let hands = JassRng::seed_from_u64(7).deal().0.map(CardSet::mask);
        let with_hands = |hands: &[u64], dealer: u8| {
            let mut game = ptr::null_mut();
            // SAFETY: a live handle, hands of their length, a writable slot.
            let result = unsafe {
                jass_game_new_with_hands(
                    rules.0,
                    0,
                    1,
                    hands.as_ptr(),
                    hands.len(),
                    dealer,
                    &raw mut game,
                )
            };
            assert!(game.is_null());
            result
        };
        assert_eq!(with_hands(&hands[..3], 0), jass_result::InvalidDeal);
        assert_eq!(with_hands(&hands, 4), jass_result::SeatOutOfRange);
        let mut short = hands;
        short[1] &= short[1] - 1;
        assert_eq!(with_hands(&short, 0), jass_result::InvalidDeal);
        let mut shared = hands;
        shared[1] = (shared[1] & (shared[1] - 1)) | (shared[0] & shared[0].wrapping_neg());
        assert_eq!(with_hands(&shared, 0), jass_result::DuplicateCard);
        let mut wide = hands;
        wide[3] |= 1 << 40;
        assert_eq!(with_hands(&wide, 0), jass_result::CardSetOutOfRange);
        let deck = JassRng::seed_from_u64(7).shuffled_deck().map(Card::index);
        let with_deck = |deck: &[u8], dealer: u8| {
            let mut game = ptr::null_mut();
            // SAFETY: a live handle, a deck of its length, a writable slot.
            let result = unsafe {
                jass_game_new_with_deck(
                    rules.0,
                    0,
                    1,
                    deck.as_ptr(),
                    deck.len(),
                    dealer,
                    &raw mut game,
                )
            };
            assert!(game.is_null());
            result
        };
        assert_eq!(with_deck(&deck[..35], 0), jass_result::InvalidDeal);
        assert_eq!(with_deck(&deck, 4), jass_result::SeatOutOfRange);
        let mut twice = deck;
        twice[35] = twice[0];
        assert_eq!(with_deck(&twice, 0), jass_result::DuplicateCard);
        let mut wrong = deck;
        wrong[9] = 36;
        assert_eq!(with_deck(&wrong, 0), jass_result::CardOutOfRange);
        let mut game = ptr::null_mut();
        // SAFETY: NULLs are rejected before any access.
        unsafe {
            assert_eq!(
                jass_game_new_with_hands(ptr::null(), 0, 1, hands.as_ptr(), 4, 0, &raw mut game),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_new_with_hands(rules.0, 0, 1, ptr::null(), 4, 0, &raw mut game),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_new_with_hands(rules.0, 0, 1, hands.as_ptr(), 4, 0, ptr::null_mut()),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_new_with_deck(ptr::null(), 0, 1, deck.as_ptr(), 36, 0, &raw mut game),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_new_with_deck(rules.0, 0, 1, ptr::null(), 36, 0, &raw mut game),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_new_with_deck(rules.0, 0, 1, deck.as_ptr(), 36, 0, ptr::null_mut()),
                jass_result::NullPointer
            );
        }
        assert!(game.is_null());
    }

    /// Plays a game to its end choosing uniformly among the actions
    /// `jass_game_legal_actions` lists, checking each step against the core.
    fn play_out(game: &GameHandle, seed: u64) -> usize {
        let mut rng = JassRng::seed_from_u64(seed);
        let mut steps = 0;
        loop {
            let core = game.core().clone();
            let legal = game.legal();
            let mut count = 999;
            let (mut seat, mut expecting, mut cards, mut over) = (99, 99, 1 << 63, true);
            // SAFETY: a live handle and writable locals.
            unsafe {
                assert_eq!(
                    jass_game_legal_action_count(game.0, &raw mut count),
                    jass_result::Ok
                );
                assert_eq!(jass_game_to_act(game.0, &raw mut seat), jass_result::Ok);
                assert_eq!(
                    jass_game_expecting(game.0, &raw mut expecting),
                    jass_result::Ok
                );
                assert_eq!(
                    jass_game_legal_cards(game.0, &raw mut cards),
                    jass_result::Ok
                );
                assert_eq!(jass_game_is_over(game.0, &raw mut over), jass_result::Ok);
            }
            assert_eq!(count, legal.len());
            assert!(legal.len() <= JASS_ACTION_MAX);
            let actions: Vec<Action> = legal.iter().map(|a| a.to_action().unwrap()).collect();
            assert_eq!(actions.as_slice(), core.legal_actions().as_slice());
            assert_eq!(seat, core.to_act().map_or(JASS_SEAT_NONE, u8::from));
            assert_eq!(expecting, jass_expecting::from(core.expecting()) as u8);
            assert_eq!(cards, core.legal_cards().mask());
            assert_eq!(over, core.is_over());
            let played: CardSet = actions.iter().filter_map(|a| a.card()).collect();
            assert_eq!(played, core.legal_cards());
            if over {
                assert!(legal.is_empty());
                assert_eq!(seat, JASS_SEAT_NONE);
                assert_eq!(expecting, jass_expecting::Nothing as u8);
                return steps;
            }
            let choice = legal[rng.below(legal.len() as u32) as usize];
            assert_eq!(game.apply(choice), jass_result::Ok);
            steps += 1;
        }
    }

    #[test]
    fn legal_actions_are_the_core_actions_and_are_accepted() {
        for seed in 0..4 {
            let game = GameHandle::new(Rules::schieber(), seed);
            assert!(play_out(&game, seed) > 36);
            let mut announced = Rules::schieber();
            announced.weis_mode = jass_core::WeisMode::Announced;
            let game = GameHandle::new(announced, seed);
            play_out(&game, seed);
            let game = GameHandle::new(claims(), seed);
            play_out(&game, seed);
        }
    }

    #[test]
    fn queries_reject_null_pointers() {
        let game = GameHandle::new(Rules::schieber(), 1);
        let mut actions = [jass_action::default(); 4];
        let (mut count, mut byte, mut set, mut flag) = (0, 0, 0, false);
        // SAFETY: NULLs are rejected before any access.
        unsafe {
            assert_eq!(
                jass_game_legal_action_count(ptr::null(), &raw mut count),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_legal_action_count(game.0, ptr::null_mut()),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_to_act(ptr::null(), &raw mut byte),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_to_act(game.0, ptr::null_mut()),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_expecting(ptr::null(), &raw mut byte),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_expecting(game.0, ptr::null_mut()),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_legal_cards(ptr::null(), &raw mut set),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_legal_cards(game.0, ptr::null_mut()),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_is_over(ptr::null(), &raw mut flag),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_is_over(game.0, ptr::null_mut()),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_legal_actions(ptr::null(), actions.as_mut_ptr(), 4, &raw mut count),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_legal_actions(game.0, ptr::null_mut(), 4, &raw mut count),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_legal_actions(game.0, actions.as_mut_ptr(), 4, ptr::null_mut()),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_apply(ptr::null_mut(), action(jass_action_kind::Shove)),
                jass_result::NullPointer
            );
        }
    }

    #[test]
    fn a_short_action_buffer_is_refused_and_left_alone() {
        let game = GameHandle::new(Rules::schieber(), 1);
        // Forehand names one of six contracts or shoves.
        assert_eq!(game.legal().len(), 7);
        let mut actions = [jass_action {
            kind: 99,
            ..jass_action::default()
        }; 6];
        let mut count = 99;
        // SAFETY: a live handle, a buffer of its length and a writable count.
        let result = unsafe {
            jass_game_legal_actions(game.0, actions.as_mut_ptr(), actions.len(), &raw mut count)
        };
        assert_eq!(result, jass_result::BufferTooSmall);
        assert_eq!(count, 99);
        assert!(actions.iter().all(|a| a.kind == 99));
    }

    /// An action struct from its five fields.
    fn raw(kind: u8, card: u8, contract: u8, meld: u8, seat: u8) -> jass_action {
        jass_action {
            kind,
            card,
            contract,
            meld,
            seat,
        }
    }

    #[test]
    fn malformed_action_structs_are_refused_and_change_nothing() {
        let game = GameHandle::new(Rules::schieber(), 3);
        let before = game.record();
        let malformed = [
            (raw(7, 0, 0, 0, 0), jass_result::InvalidArgument),
            (raw(255, 0, 0, 0, 0), jass_result::InvalidArgument),
            // Every field the kind does not use is 0.
            (raw(0, 3, 1, 0, 0), jass_result::InvalidArgument),
            (raw(1, 0, 0, 0, 1), jass_result::InvalidArgument),
            (raw(4, 0, 0, 2, 0), jass_result::InvalidArgument),
            (raw(3, 0, 2, 0, 0), jass_result::InvalidArgument),
            (raw(6, 1, 0, 0, 1), jass_result::InvalidArgument),
            (raw(2, 0, 0, 5, 3), jass_result::InvalidArgument),
            // The used field is in range.
            (raw(0, 0, 6, 0, 0), jass_result::ContractOutOfRange),
            (raw(4, 36, 0, 0, 0), jass_result::CardOutOfRange),
            (raw(4, 255, 0, 0, 0), jass_result::CardOutOfRange),
            (
                raw(2, 0, 0, JASS_MELD_COUNT, 0),
                jass_result::MeldOutOfRange,
            ),
            (raw(6, 0, 0, 0, 4), jass_result::SeatOutOfRange),
        ];
        for (refused, code) in malformed {
            assert_eq!(game.apply(refused), code, "{refused:?}");
            assert_eq!(game.record(), before, "{refused:?} changed the game");
            let mut text = [0 as c_char; JASS_ACTION_TEXT_MAX];
            // SAFETY: text has JASS_ACTION_TEXT_MAX writable bytes.
            let result = unsafe { jass_action_format(refused, text.as_mut_ptr(), text.len()) };
            assert_eq!(result, code);
        }
    }

    #[test]
    fn refused_actions_name_their_reason_and_change_nothing() {
        let game = GameHandle::new(Rules::schieber(), 3);
        let before = game.record();
        let hand = game.core().observation(game.core().to_act().unwrap()).hand;
        let not_held = (!hand).first().unwrap();
        let cases = [
            (play("H6"), jass_result::WrongPhase),
            (action(jass_action_kind::Pass), jass_result::WrongPhase),
            (action(jass_action_kind::Rob), jass_result::WrongPhase),
            (raw(6, 0, 0, 0, 1), jass_result::ClaimsOff),
            (declare(6), jass_result::ContractOutOfRange),
            (raw(7, 0, 0, 0, 0), jass_result::InvalidArgument),
            (raw(4, 36, 0, 0, 0), jass_result::CardOutOfRange),
            (
                raw(2, 0, 0, JASS_MELD_COUNT, 0),
                jass_result::MeldOutOfRange,
            ),
            (raw(6, 0, 0, 0, 4), jass_result::SeatOutOfRange),
        ];
        for (refused, code) in cases {
            assert_eq!(game.apply(refused), code, "{refused:?}");
            assert_eq!(game.record(), before, "{refused:?} changed the game");
        }
        // Forehand shoves; the partner may not shove back by default.
        assert_eq!(game.apply(action(jass_action_kind::Shove)), jass_result::Ok);
        let shoved = game.record();
        assert_eq!(
            game.apply(action(jass_action_kind::Shove)),
            jass_result::CannotShove
        );
        let mut disabled = Rules::schieber();
        disabled.contracts[Contract::Undenufe] = false;
        let strict = GameHandle::new(disabled, 3);
        assert_eq!(strict.apply(declare(5)), jass_result::ContractDisabled);
        assert_eq!(game.apply(declare(2)), jass_result::Ok);
        // Automatic weis: the first card is due.
        assert_eq!(
            game.apply(play(&not_held.to_string())),
            jass_result::NotInHand
        );
        assert_eq!(game.apply(declare(2)), jass_result::WrongPhase);
        assert_ne!(game.record(), shoved);
        // A claim in the first trick waits for the Stöck-Weis-Stich count;
        // no second claim is taken meanwhile.
        let claimed = GameHandle::new(claims(), 3);
        let claim = jass_action {
            seat: 0,
            ..action(jass_action_kind::Claim)
        };
        assert_eq!(claimed.apply(claim), jass_result::Ok);
        let waiting = claimed.record();
        let counter = jass_action {
            seat: 1,
            ..action(jass_action_kind::Claim)
        };
        assert_eq!(claimed.apply(counter), jass_result::CannotClaim);
        assert_eq!(claimed.record(), waiting);
        // Once the game is over nothing is accepted.
        while !game.core().is_over() {
            assert_eq!(game.apply(game.legal()[0]), jass_result::Ok);
        }
        let finished = game.record();
        assert_eq!(game.apply(declare(0)), jass_result::GameOver);
        assert_eq!(game.apply(play("H6")), jass_result::GameOver);
        assert_eq!(game.record(), finished);
    }

    #[test]
    fn a_claim_by_a_seat_not_at_the_table_is_out_of_range() {
        let mut rules = Rules::zweier();
        rules.end_mode = EndMode::Claims;
        let rules = RulesHandle::new(rules);
        let mut game = ptr::null_mut();
        // SAFETY: a live handle and a writable slot.
        let created = unsafe { jass_game_new(rules.0, 2, 7, &raw mut game) };
        assert_eq!(created, jass_result::Ok);
        let game = GameHandle(game);
        let before = game.record();
        for seat in [2, 3] {
            let claim = jass_action {
                seat,
                ..action(jass_action_kind::Claim)
            };
            assert_eq!(game.apply(claim), jass_result::SeatOutOfRange);
            let mut buf = [0 as c_char; 64];
            // SAFETY: buf has 64 writable bytes.
            unsafe { crate::jass_last_error_message(buf.as_mut_ptr(), buf.len()) };
            // SAFETY: NUL-terminated by the function.
            let message = unsafe { CStr::from_ptr(buf.as_ptr()) }.to_str().unwrap();
            assert_eq!(message, format!("seat {seat} is not at a table of 2"));
            assert_eq!(game.record(), before, "a refused claim changes nothing");
        }
        // Seats 0 and 1 may claim.
        let claim = jass_action {
            seat: 1,
            ..action(jass_action_kind::Claim)
        };
        assert_eq!(game.apply(claim), jass_result::Ok);
    }

    #[test]
    fn weis_announcements_are_refused_with_their_weis_codes() {
        let mut rules = Rules::schieber_1000();
        rules.weis_mode = jass_core::WeisMode::Announced;
        let rules = RulesHandle::new(rules);
        // Seat 0, forehand, holds the hearts A-K-Q-J-10: under ⚙
        // announce_policy = mandatory_best it must announce the whole run.
        let hands = [
            "HA HK HQ HJ H10 S6 S7 C7 D6",
            "H6 H7 H8 H9 S8 S9 S10 SJ SQ",
            "SK SA C6 C8 C9 C10 CJ CQ CK",
            "CA D7 D8 D9 D10 DJ DQ DK DA",
        ]
        .map(|hand| hand.parse::<CardSet>().unwrap().mask());
        let mut game = ptr::null_mut();
        // SAFETY: a live handle, hands of their length and a writable slot.
        let result =
            unsafe { jass_game_new_with_hands(rules.0, 0, 1, hands.as_ptr(), 4, 3, &raw mut game) };
        assert_eq!(result, jass_result::Ok);
        let game = GameHandle(game);
        assert_eq!(game.apply(declare(4)), jass_result::Ok);
        assert_eq!(game.core().expecting(), jass_core::Expecting::Weis);
        let before = game.record();
        let announce = |meld: Meld| jass_action {
            meld: meld.index().unwrap(),
            ..action(jass_action_kind::Announce)
        };
        let cases = [
            (action(jass_action_kind::Pass), jass_result::CannotPass),
            (
                announce(Meld::sequence(Suit::Hearts, 3, Rank::Ace)),
                jass_result::NotBestMeld,
            ),
            (
                announce(Meld::sequence(Suit::Spades, 3, Rank::Ten)),
                jass_result::MeldNotInHand,
            ),
            (
                announce(Meld::Four(Rank::Eight)),
                jass_result::MeldNotAllowed,
            ),
            (play("HA"), jass_result::WrongPhase),
        ];
        for (refused, code) in cases {
            assert_eq!(game.apply(refused), code, "{refused:?}");
            assert_eq!(game.record(), before, "{refused:?} changed the game");
        }
        let run = announce(Meld::sequence(Suit::Hearts, 5, Rank::Ace));
        assert!(game.legal().contains(&run));
        assert_eq!(game.apply(run), jass_result::Ok);
    }

    #[test]
    fn random_action_structs_are_accepted_exactly_when_legal() {
        let game = GameHandle::new(claims(), 11);
        let mut rng = JassRng::seed_from_u64(11);
        let mut accepted = 0;
        while !game.core().is_over() {
            let legal = game.legal();
            let before = game.record();
            for _ in 0..40 {
                let bytes = rng.next_u64().to_le_bytes();
                // Small values hit the ranges more often than any byte.
                let field = |b: u8| if b & 1 == 0 { b >> 4 } else { b };
                let candidate = jass_action {
                    kind: field(bytes[0]) % 8,
                    card: field(bytes[1]),
                    contract: if bytes[2] < 128 {
                        0
                    } else {
                        field(bytes[2]) % 7
                    },
                    meld: if bytes[3] < 128 { 0 } else { field(bytes[3]) },
                    seat: if bytes[4] < 128 {
                        0
                    } else {
                        field(bytes[4]) % 5
                    },
                };
                let copy = game.clone_handle();
                let result = copy.apply(candidate);
                assert_eq!(
                    result == jass_result::Ok,
                    legal.contains(&candidate),
                    "{candidate:?}"
                );
                if result == jass_result::Ok {
                    accepted += 1;
                } else {
                    let mut equal = false;
                    // SAFETY: live handles and a writable local.
                    let got = unsafe { jass_game_equal(copy.0, game.0, &raw mut equal) };
                    assert_eq!(got, jass_result::Ok);
                    assert!(equal, "{candidate:?} was refused but changed the game");
                    assert_eq!(copy.record(), before);
                }
            }
            let choice = legal[rng.below(legal.len() as u32) as usize];
            if matches!(choice.to_action(), Ok(Action::Claim(_))) && rng.below(4) > 0 {
                continue;
            }
            assert_eq!(game.apply(choice), jass_result::Ok);
        }
        assert!(accepted > 0);
    }

    #[test]
    fn actions_convert_both_ways() {
        let actions = [
            Action::Declare(Contract::Undenufe),
            Action::Shove,
            Action::Announce(Meld::Four(Rank::Jack)),
            Action::Pass,
            Action::Play(Card::from_index(35)),
            Action::Rob,
            Action::Claim(Seat::S3),
        ];
        for (kind, core) in actions.into_iter().enumerate() {
            let c = jass_action::from(core);
            assert_eq!(c.kind as usize, kind);
            assert_eq!(c.to_action().unwrap(), core);
            let mut text = [0 as c_char; JASS_ACTION_TEXT_MAX];
            // SAFETY: text has JASS_ACTION_TEXT_MAX writable bytes.
            let result = unsafe { jass_action_format(c, text.as_mut_ptr(), text.len()) };
            assert_eq!(result, jass_result::Ok);
            // SAFETY: NUL-terminated by the function.
            let text = unsafe { CStr::from_ptr(text.as_ptr()) }.to_str().unwrap();
            assert_eq!(text, core.to_string());
        }
        let mut small = [0x78 as c_char; 4];
        // SAFETY: small has 4 writable bytes; NULL is rejected first.
        unsafe {
            assert_eq!(
                jass_action_format(declare(0), small.as_mut_ptr(), small.len()),
                jass_result::BufferTooSmall
            );
            assert_eq!(
                jass_action_format(
                    jass_action {
                        kind: 9,
                        ..jass_action::default()
                    },
                    small.as_mut_ptr(),
                    4
                ),
                jass_result::InvalidArgument
            );
            assert_eq!(
                jass_action_format(declare(0), ptr::null_mut(), 64),
                jass_result::NullPointer
            );
        }
        assert_eq!(small, [0x78 as c_char; 4]);
    }

    #[test]
    fn scores_result_and_slate_follow_the_core() {
        let game = GameHandle::new(Rules::schieber(), 8);
        let mut scores = [7u32; 2];
        let mut sides = [jass_slate_side::default(); 2];
        let mut outcome = MaybeUninit::<jass_game_outcome>::zeroed();
        // SAFETY: a live handle and buffers of their lengths.
        unsafe {
            assert_eq!(
                jass_game_scores(game.0, scores.as_mut_ptr(), 2),
                jass_result::Ok
            );
            assert_eq!(scores, [0, 0]);
            assert_eq!(
                jass_game_result(game.0, outcome.as_mut_ptr()),
                jass_result::GameNotOver
            );
        }
        let mut bot = RuleOfThumb::new(JassRng::seed_from_u64(8));
        while let Some(seat) = game.core().to_act() {
            let choice = bot.choose(&game.core().observation(seat));
            assert_eq!(game.apply(jass_action::from(choice)), jass_result::Ok);
        }
        let core = game.core();
        // SAFETY: a live handle and buffers of their lengths.
        unsafe {
            assert_eq!(
                jass_game_scores(game.0, scores.as_mut_ptr(), 2),
                jass_result::Ok
            );
            assert_eq!(
                jass_game_slate(game.0, sides.as_mut_ptr(), 2),
                jass_result::Ok
            );
            assert_eq!(
                jass_game_result(game.0, outcome.as_mut_ptr()),
                jass_result::Ok
            );
        }
        assert_eq!(scores, core.scores().0);
        // SAFETY: written on success.
        let outcome = unsafe { outcome.assume_init() };
        assert_eq!(outcome, outcome_of(core.result().unwrap()));
        assert_eq!(outcome.reason, jass_end_reason::Target as u8);
        assert_eq!(outcome.claimant, JASS_SEAT_NONE);
        assert!(outcome.scores[usize::from(outcome.winner)] >= 2500);
        let slate = core.slate();
        for team in Team::ALL {
            let side = sides[team.index()];
            let expected: SlateSide = slate.sides[team];
            assert_eq!(
                (side.hundreds, side.fifties, side.twenties, side.remainder),
                (
                    expected.hundreds,
                    expected.fifties,
                    expected.twenties,
                    expected.remainder
                )
            );
        }
        let mut one = [0u32; 1];
        let mut one_side = [jass_slate_side::default(); 1];
        // SAFETY: buffers of their lengths; NULLs rejected first.
        unsafe {
            assert_eq!(
                jass_game_scores(game.0, one.as_mut_ptr(), 1),
                jass_result::BufferTooSmall
            );
            assert_eq!(
                jass_game_slate(game.0, one_side.as_mut_ptr(), 1),
                jass_result::BufferTooSmall
            );
            assert_eq!(one, [0]);
            assert_eq!(
                jass_game_scores(ptr::null(), one.as_mut_ptr(), 2),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_scores(game.0, ptr::null_mut(), 2),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_slate(ptr::null(), sides.as_mut_ptr(), 2),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_slate(game.0, ptr::null_mut(), 2),
                jass_result::NullPointer
            );
            let mut outcome = MaybeUninit::<jass_game_outcome>::zeroed();
            assert_eq!(
                jass_game_result(ptr::null(), outcome.as_mut_ptr()),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_result(game.0, ptr::null_mut()),
                jass_result::NullPointer
            );
        }
    }

    #[test]
    fn every_end_reason_has_its_c_form() {
        let base = GameResult {
            winner: Team::T1,
            schneider: true,
            reason: EndReason::Target,
            claimant: None,
            scores: jass_core::ByTeam([600, 2510]),
        };
        let reasons = [
            (EndReason::Target, jass_end_reason::Target, u8::MAX),
            (EndReason::ValidClaim, jass_end_reason::ValidClaim, u8::MAX),
            (
                EndReason::InvalidClaim,
                jass_end_reason::InvalidClaim,
                u8::MAX,
            ),
            (
                EndReason::StoeckWeisStich(SwsStep::Weis),
                jass_end_reason::StoeckWeisStich,
                jass_sws_step::Weis as u8,
            ),
            (
                EndReason::SwsNobodyReached,
                jass_end_reason::SwsNobodyReached,
                u8::MAX,
            ),
        ];
        for (reason, code, step) in reasons {
            let outcome = outcome_of(GameResult {
                reason,
                claimant: Some(Seat::S2),
                ..base
            });
            assert_eq!(
                outcome,
                jass_game_outcome {
                    winner: 1,
                    schneider: true,
                    reason: code as u8,
                    sws_step: step,
                    claimant: 2,
                    scores: [600, 2510],
                }
            );
        }
        assert_eq!(outcome_of(base).claimant, JASS_SEAT_NONE);
    }

    #[test]
    fn a_claim_ends_the_game_with_its_claimant() {
        let game = GameHandle::new(claims(), 5);
        let mut bot = RuleOfThumb::new(JassRng::seed_from_u64(5));
        while let Some(seat) = game.core().to_act() {
            let choice = bot.choose(&game.core().observation(seat));
            assert_eq!(game.apply(jass_action::from(choice)), jass_result::Ok);
        }
        let mut outcome = MaybeUninit::<jass_game_outcome>::zeroed();
        // SAFETY: a live handle and a writable outcome.
        let result = unsafe { jass_game_result(game.0, outcome.as_mut_ptr()) };
        assert_eq!(result, jass_result::Ok);
        // SAFETY: written on success.
        let outcome = unsafe { outcome.assume_init() };
        assert_ne!(outcome.reason, jass_end_reason::Target as u8);
        assert!(outcome.claimant < 4);
    }

    #[test]
    fn observations_are_the_core_observations_as_json() {
        let game = GameHandle::new(Rules::schieber(), 4);
        for choice in [action(jass_action_kind::Shove), declare(1)] {
            assert_eq!(game.apply(choice), jass_result::Ok);
        }
        let first = game.legal()[0];
        assert_eq!(game.apply(first), jass_result::Ok);
        for seat in 0..4u8 {
            let mut json = ptr::null_mut();
            // SAFETY: a live handle and a writable slot.
            let result = unsafe { jass_game_observation_json(game.0, seat, &raw mut json) };
            assert_eq!(result, jass_result::Ok);
            let json = take(json);
            let core = game.core().observation(Seat::try_from(seat).unwrap());
            assert_eq!(json, serde_json::to_string(&core).unwrap());
            let value: serde_json::Value = serde_json::from_str(&json).unwrap();
            assert_eq!(value["seat"], u64::from(seat));
            assert_eq!(value["contract"], "hearts");
            assert_eq!(value["hand"].as_array().unwrap().len(), core.hand.len());
        }
        let mut json = ptr::null_mut();
        // SAFETY: a live handle and a writable slot; NULLs rejected first.
        unsafe {
            assert_eq!(
                jass_game_observation_json(game.0, 4, &raw mut json),
                jass_result::SeatOutOfRange
            );
            assert_eq!(
                jass_game_observation_json(ptr::null(), 0, &raw mut json),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_observation_json(game.0, 0, ptr::null_mut()),
                jass_result::NullPointer
            );
        }
        assert!(json.is_null());
    }

    #[test]
    fn hands_and_hand_info_follow_the_play() {
        let game = GameHandle::new(Rules::schieber(), 6);
        let info = |game: &GameHandle| {
            let mut info = MaybeUninit::<jass_hand_info>::zeroed();
            // SAFETY: a live handle and a writable info.
            let result = unsafe { jass_game_hand_info(game.0, info.as_mut_ptr()) };
            assert_eq!(result, jass_result::Ok);
            // SAFETY: written on success.
            unsafe { info.assume_init() }
        };
        let start = info(&game);
        assert_eq!((start.number, start.dealer, start.forehand), (0, 3, 0));
        assert_eq!(
            (start.contract, start.declarer, start.shoved),
            (JASS_CONTRACT_NONE, JASS_SEAT_NONE, false)
        );
        assert_eq!(
            (start.trick_len, start.tricks_done, start.trick_leader),
            (0, 0, 0)
        );
        let dealt: Vec<u64> = (0..4u8)
            .map(|seat| {
                let mut hand = 0;
                // SAFETY: a live handle and a writable local.
                let result = unsafe { jass_game_hand(game.0, seat, &raw mut hand) };
                assert_eq!(result, jass_result::Ok);
                hand
            })
            .collect();
        assert!(dealt.iter().all(|hand| hand.count_ones() == 9));
        assert_eq!(
            dealt.iter().fold(0, |all, hand| all | hand),
            CardSet::ALL.mask()
        );
        assert_eq!(game.apply(action(jass_action_kind::Shove)), jass_result::Ok);
        assert_eq!(game.apply(declare(4)), jass_result::Ok);
        let first = game.legal()[0];
        assert_eq!(game.apply(first), jass_result::Ok);
        let now = info(&game);
        assert_eq!((now.contract, now.declarer, now.shoved), (4, 2, true));
        assert_eq!(
            (now.trick_len, now.trick[0], now.trick[1]),
            (1, first.card, 0)
        );
        let mut hand = 0;
        // SAFETY: a live handle and a writable local; NULLs rejected first.
        unsafe {
            assert_eq!(jass_game_hand(game.0, 0, &raw mut hand), jass_result::Ok);
            assert_eq!(hand, dealt[0] & !(1 << first.card));
            hand = 5;
            assert_eq!(
                jass_game_hand(game.0, 4, &raw mut hand),
                jass_result::SeatOutOfRange
            );
            assert_eq!(hand, 5);
            assert_eq!(
                jass_game_hand(ptr::null(), 0, &raw mut hand),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_hand(game.0, 0, ptr::null_mut()),
                jass_result::NullPointer
            );
            let mut info = MaybeUninit::<jass_hand_info>::zeroed();
            assert_eq!(
                jass_game_hand_info(ptr::null(), info.as_mut_ptr()),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_hand_info(game.0, ptr::null_mut()),
                jass_result::NullPointer
            );
        }
        // Play the hand out: the points of a hand add up to 157.
        while info(&game).number == 0 {
            let choice = game.legal()[0];
            assert_eq!(game.apply(choice), jass_result::Ok);
            let now = info(&game);
            if now.number == 0 && now.tricks_done == 9 {
                assert_eq!(now.card_points[0] + now.card_points[1], 157);
            }
        }
        assert_eq!(info(&game).contract, JASS_CONTRACT_NONE);
    }

    #[test]
    fn records_replay_to_the_same_game() {
        for end_after in [0, 1, 37, 200, usize::MAX] {
            let game = GameHandle::new(claims(), 9);
            let mut bot = RuleOfThumb::new(JassRng::seed_from_u64(9));
            for _ in 0..end_after {
                let Some(seat) = game.core().to_act() else {
                    break;
                };
                let choice = bot.choose(&game.core().observation(seat));
                assert_eq!(game.apply(jass_action::from(choice)), jass_result::Ok);
            }
            let json = game.record();
            let again = replay(&json).unwrap();
            let mut equal = false;
            // SAFETY: live handles and a writable local.
            let result = unsafe { jass_game_equal(again.0, game.0, &raw mut equal) };
            assert_eq!(result, jass_result::Ok);
            assert!(equal);
            assert_eq!(again.record(), json);
        }
    }

    #[test]
    fn a_record_deal_must_be_the_36_cards_each_once() {
        let game = GameHandle::new(Rules::schieber(), 12);
        let record: serde_json::Value = serde_json::from_str(&game.record()).unwrap();
        let deck: Vec<String> = JassRng::seed_from_u64(1)
            .shuffled_deck()
            .iter()
            .map(ToString::to_string)
            .collect();
        let with_deal = |deal: &[String]| {
            let mut edited = record.clone();
            edited["deal"] = deal.to_vec().into();
            let code = refused(&edited.to_string());
            let mut buf = [0 as c_char; 128];
            // SAFETY: buf has 128 writable bytes.
            unsafe { crate::jass_last_error_message(buf.as_mut_ptr(), buf.len()) };
            // SAFETY: NUL-terminated by the function.
            let message = unsafe { CStr::from_ptr(buf.as_ptr()) }.to_str().unwrap();
            (code, message.to_owned())
        };
        // A card twice within one player's packet of three (which jass-core
        // alone would report as a hand of eight cards) and across packets.
        for (copy, to) in [(0, 1), (0, 35)] {
            let mut twice = deck.clone();
            twice[to] = twice[copy].clone();
            let refused = with_deal(&twice);
            assert_eq!(
                refused,
                (
                    jass_result::DuplicateCard,
                    format!("card {} is listed twice in the record's deal", deck[copy])
                )
            );
        }
        let mut long = deck.clone();
        long.push(deck[0].clone());
        assert_eq!(
            with_deal(&long),
            (
                jass_result::InvalidDeal,
                "the record's deal has 37 cards, but must have 36".to_owned()
            )
        );
        assert_eq!(with_deal(&deck[..35]).0, jass_result::InvalidDeal);
        assert!(
            replay(&{
                let mut edited = record.clone();
                edited["deal"] = deck.clone().into();
                edited.to_string()
            })
            .is_ok()
        );
    }

    #[test]
    fn bad_records_are_refused_with_their_reason() {
        let game = GameHandle::new(Rules::schieber(), 12);
        for _ in 0..20 {
            let choice = game.legal()[0];
            assert_eq!(game.apply(choice), jass_result::Ok);
        }
        let json = game.record();
        let mut record: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(refused("{\"game\": "), jass_result::MalformedJson);
        assert_eq!(refused(""), jass_result::MalformedJson);
        assert_eq!(refused("{}"), jass_result::InvalidRecord);
        assert_eq!(refused("[1, 2]"), jass_result::InvalidRecord);
        let edit = |change: &dyn Fn(&mut serde_json::Value)| {
            let mut edited = record.clone();
            change(&mut edited);
            refused(&edited.to_string())
        };
        assert_eq!(
            edit(&|r| r["colour"] = 1.into()),
            jass_result::InvalidRecord
        );
        assert_eq!(
            edit(&|r| r["first_dealer"] = 7.into()),
            jass_result::InvalidRecord
        );
        assert_eq!(
            edit(&|r| r["actions"][3] = "dance".into()),
            jass_result::InvalidRecord
        );
        // A Schieber record read as Schmaus: seat 3 does not sit at its
        // table, and with a dealer who does, the first action (a
        // declaration) is illegal there.
        assert_eq!(
            edit(&|r| r["game"] = "schmaus".into()),
            jass_result::SeatOutOfRange
        );
        assert_eq!(
            edit(&|r| {
                r["game"] = "schmaus".into();
                r["first_dealer"] = 1.into();
            }),
            jass_result::IllegalRecordAction
        );
        assert_eq!(
            edit(&|r| r["rules"]["target"] = 0.into()),
            jass_result::InvalidRules
        );
        let deck = JassRng::seed_from_u64(1).shuffled_deck();
        let mut twice: Vec<String> = deck.iter().map(ToString::to_string).collect();
        twice[35] = twice[0].clone();
        assert_eq!(
            edit(&|r| r["deal"] = twice.clone().into()),
            jass_result::DuplicateCard
        );
        assert_eq!(
            edit(&|r| r["deal"] = twice[..30].to_vec().into()),
            jass_result::InvalidDeal
        );
        // An action moved out of place is refused with its index.
        let actions = record["actions"].as_array_mut().unwrap();
        let moved = actions.remove(5);
        actions.push(moved);
        let index = actions.len() - 1;
        let _ = actions;
        assert_eq!(
            refused(&record.to_string()),
            jass_result::IllegalRecordAction
        );
        // SAFETY: no arguments.
        let failed = unsafe { crate::jass_last_error_action_index() };
        assert!(failed >= 5 && usize::try_from(failed).unwrap() <= index);
        assert_eq!(refused("\"\u{FFFD}\""), jass_result::InvalidRecord);
        let mut game = ptr::null_mut();
        // SAFETY: NUL-terminated strings and a writable slot; NULLs rejected first.
        unsafe {
            assert_eq!(
                jass_game_replay_json(c"{\"game\": \"\xFF\"}".as_ptr(), &raw mut game),
                jass_result::InvalidUtf8
            );
            assert_eq!(
                jass_game_replay_json(ptr::null(), &raw mut game),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_replay_json(c"{}".as_ptr(), ptr::null_mut()),
                jass_result::NullPointer
            );
        }
        assert!(game.is_null());
        let mut json = ptr::null_mut();
        // SAFETY: NULLs are rejected before any access.
        unsafe {
            assert_eq!(
                jass_game_record_json(ptr::null(), &raw mut json),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_record_json(game, ptr::null_mut()),
                jass_result::NullPointer
            );
        }
    }

    #[test]
    fn clones_are_independent() {
        let game = GameHandle::new(Rules::schieber(), 2);
        let copy = game.clone_handle();
        let mut equal = false;
        // SAFETY: live handles and a writable local.
        unsafe {
            assert_eq!(
                jass_game_equal(game.0, copy.0, &raw mut equal),
                jass_result::Ok
            );
        }
        assert!(equal);
        assert_eq!(copy.apply(action(jass_action_kind::Shove)), jass_result::Ok);
        // SAFETY: as above.
        unsafe {
            assert_eq!(
                jass_game_equal(game.0, copy.0, &raw mut equal),
                jass_result::Ok
            );
        }
        assert!(!equal);
        assert_eq!(game.core().expecting(), jass_core::Expecting::Declaration);
        let mut out = ptr::null_mut();
        // SAFETY: NULLs are rejected before any access.
        unsafe {
            assert_eq!(
                jass_game_clone(ptr::null(), &raw mut out),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_clone(game.0, ptr::null_mut()),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_equal(ptr::null(), game.0, &raw mut equal),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_equal(game.0, ptr::null(), &raw mut equal),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_game_equal(game.0, game.0, ptr::null_mut()),
                jass_result::NullPointer
            );
            jass_game_free(ptr::null_mut());
            jass_game_free(ptr::null_mut());
        }
        assert!(out.is_null());
    }
}
