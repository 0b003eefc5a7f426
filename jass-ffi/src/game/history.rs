//! What a game has behind it: its rules, the finished hands, the side
//! prizes, every score written, the completed tricks of the current hand,
//! and whether a claim would win now.

use jass_core::{Game, Team, game::ScoreKind};

use crate::convert;
use crate::error::jass_result;
use crate::game::jass_game;
use crate::rules::jass_rules;
use crate::types::{JASS_TEAM_NONE, JASS_TRICK_MAX, jass_score_kind};

/// The side prizes a game has seen, as `jass_game_milestones` writes them.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_milestones {
    /// The first team to reach half the target (⚙ `bergpreis`), or
    /// `JASS_TEAM_NONE`.
    pub bergpreis: u8,
    /// The first team to reach the Bärger score (⚙ `baerger`), or
    /// `JASS_TEAM_NONE`.
    pub baerger: u8,
}

/// One score written on the slate, as `jass_game_score_entries` writes it.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_score_entry {
    /// The hand it was scored in (0 = the first hand of the game).
    pub hand: u16,
    /// The team that scored.
    pub team: u8,
    /// What it was for: a `jass_score_kind`.
    pub kind: u8,
    /// The points, multiplier applied.
    pub points: u32,
}

/// A completed trick, as `jass_game_tricks` writes it.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_trick {
    /// The seat that led it.
    pub leader: u8,
    /// Its cards in play order: `cards[0..len]`, the other entries 0 (six
    /// cards at a table of six).
    pub cards: [u8; JASS_TRICK_MAX],
    /// The number of cards: the number of players (4, 5 or 6).
    pub len: u8,
}

fn team_or_none(team: Option<Team>) -> u8 {
    team.map_or(JASS_TEAM_NONE, |team| team.index() as u8)
}

/// Writes a copy of the game's rules to `*out_rules`, a new handle the
/// caller frees with `jass_rules_free`.
///
/// # Safety
///
/// `game` is a live handle; `out_rules` points to a writable
/// `jass_rules *`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_rules(
    game: *const jass_game,
    out_rules: *mut *mut jass_rules,
) -> jass_result {
    ffi!(game: obj, out_rules: out => {
        out_rules.write(jass_rules::boxed(*game.game.rules()));
        Ok(())
    })
}

/// Writes the number of finished hands (scored and in the history) to
/// `*out_count`.
///
/// # Safety
///
/// `game` is a live handle; `out_count` points to a writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_hands_finished(
    game: *const jass_game,
    out_count: *mut usize,
) -> jass_result {
    ffi!(game: obj, out_count: out => {
        out_count.write(game.game.hands_finished());
        Ok(())
    })
}

/// Writes the side prizes reached so far (⚙ `bergpreis`, ⚙ `baerger`) to
/// `*out_milestones`.
///
/// # Safety
///
/// `game` is a live handle; `out_milestones` points to a writable
/// `jass_milestones`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_milestones(
    game: *const jass_game,
    out_milestones: *mut jass_milestones,
) -> jass_result {
    ffi!(game: obj, out_milestones: out => {
        let milestones = game.game.milestones();
        out_milestones.write(jass_milestones {
            bergpreis: team_or_none(milestones.bergpreis),
            baerger: team_or_none(milestones.baerger),
        });
        Ok(())
    })
}

/// Writes every score written so far, oldest first, into `out_entries`
/// (room for `len`) and their number to `*out_count`.
///
/// A hand writes at most 16 entries, so a buffer of
/// `16 * (jass_game_hands_finished + 1)` entries is always enough; a
/// shorter one that cannot hold the list gives
/// `JASS_RESULT_BUFFER_TOO_SMALL` and is left untouched.
///
/// # Safety
///
/// `game` is a live handle; `out_entries` points to `len` writable
/// `jass_score_entry`; `out_count` points to a writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_score_entries(
    game: *const jass_game,
    out_entries: *mut jass_score_entry,
    len: usize,
    out_count: *mut usize,
) -> jass_result {
    ffi!(game: obj, out_entries: buf(len), out_count: out => {
        let entries: Vec<jass_score_entry> = game
            .game
            .score_entries()
            .iter()
            .map(|entry| jass_score_entry {
                hand: entry.hand,
                team: entry.team.index() as u8,
                kind: jass_score_kind::from(entry.kind) as u8,
                points: entry.points,
            })
            .collect();
        out_entries.write_all(&entries)?;
        out_count.write(entries.len());
        Ok(())
    })
}

/// Writes whether a claim by `seat` now would win the game (the claimant's
/// side counted as RULES.md §5.1 counts it) to `*out_wins`.
///
/// Returns `JASS_RESULT_SEAT_OUT_OF_RANGE` for a seat not at the table.
///
/// # Safety
///
/// `game` is a live handle; `out_wins` points to a writable `bool`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_claim_would_win(
    game: *const jass_game,
    seat: u8,
    out_wins: *mut bool,
) -> jass_result {
    ffi!(game: obj, out_wins: out => {
        let seat = convert::seat_for_core(seat, game.game.players())?;
        out_wins.write(game.game.claim_would_win(seat)?);
        Ok(())
    })
}

/// Writes the completed tricks of the hand being played (of the last hand
/// once the game is over), in order, into `out_tricks` (room for `len`)
/// and their number to `*out_count`. A buffer of 18 tricks is always
/// enough; a shorter one that cannot hold them gives
/// `JASS_RESULT_BUFFER_TOO_SMALL` and is left untouched.
///
/// # Safety
///
/// `game` is a live handle; `out_tricks` points to `len` writable
/// `jass_trick`; `out_count` points to a writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_game_tricks(
    game: *const jass_game,
    out_tricks: *mut jass_trick,
    len: usize,
    out_count: *mut usize,
) -> jass_result {
    ffi!(game: obj, out_tricks: buf(len), out_count: out => {
        let tricks: Vec<jass_trick> = game
            .game
            .tricks()
            .iter()
            .map(|trick| {
                let mut cards = [0; JASS_TRICK_MAX];
                for (slot, card) in cards.iter_mut().zip(trick.cards()) {
                    *slot = card.index();
                }
                jass_trick {
                    leader: u8::from(trick.leader()),
                    cards,
                    len: trick.len() as u8,
                }
            })
            .collect();
        out_tricks.write_all(&tricks)?;
        out_count.write(tricks.len());
        Ok(())
    })
}

impl From<ScoreKind> for jass_score_kind {
    fn from(kind: ScoreKind) -> jass_score_kind {
        match kind {
            ScoreKind::Weis => jass_score_kind::Weis,
            ScoreKind::Stoeck => jass_score_kind::Stoeck,
            ScoreKind::Cards => jass_score_kind::Cards,
        }
    }
}
