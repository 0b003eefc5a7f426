//! Batch simulation: many seeded Schieber hands or games played by
//! `jass_core::sim` on several threads, one row each in the caller's array.

use std::mem::MaybeUninit;
use std::num::NonZeroUsize;

use jass_core::sim::{
    self, GameRow, HandRow, Policy, SimConfig, SimError, SimGame, SoloGameRow, SoloHandRow,
};
use jass_core::{ByTeam, GameKind, Team};

use crate::error::{Error, jass_result};
use crate::ptr::OutSlice;
use crate::rules::jass_rules;
use crate::types::{JASS_CONTRACT_NONE, JASS_SEAT_NONE, JASS_TEAM_NONE};

/// How the seats of a simulation choose their actions (`uint8_t`).
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub enum jass_policy {
    /// Uniformly among the legal actions (declaring and shoving included),
    /// drawn from the seed's generator: the fast path.
    Random = 0,
    /// The rule-of-thumb bot (`JASS_BOT_KIND_RULE_OF_THUMB`) for every seat.
    RuleOfThumb = 1,
}

/// The result of one Schieber hand, as `jass_simulate_hands` writes it.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_hand_row {
    /// The hand's seed.
    pub seed: u64,
    /// What each team scores: card points times the multiplier, weis,
    /// stöck and the match bonus included.
    pub points: [u32; 2],
    /// Card points each team took, before the multiplier (157 together with
    /// the standard card values).
    pub card_points: [u16; 2],
    /// The contract's multiplier.
    pub multiplier: u16,
    /// The weis points scored, before the multiplier.
    pub weis_points: u16,
    /// The contract played (a `jass_contract`).
    pub contract: u8,
    /// The seat that named the contract.
    pub declarer: u8,
    /// Whether forehand shoved.
    pub shoved: bool,
    /// The team that scored the weis, or `JASS_TEAM_NONE`.
    pub weis_team: u8,
    /// The team whose stöck was recorded, or `JASS_TEAM_NONE`.
    pub stoeck_team: u8,
    /// The team that took every trick (a match), or `JASS_TEAM_NONE`.
    pub match_team: u8,
}

/// The result of one Schieber game, as `jass_simulate_games` writes it.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_game_row {
    /// The game's seed.
    pub seed: u64,
    /// The number of hands played, the last one included.
    pub hands: u64,
    /// The number of hands in which each team took every trick.
    pub matches: [u64; 2],
    /// The final score of each team.
    pub scores: [u32; 2],
    /// The winning team.
    pub winner: u8,
    /// Whether the loser was schneider.
    pub schneider: bool,
    /// The first team to reach half the target (⚙ `bergpreis`), or
    /// `JASS_TEAM_NONE`.
    pub bergpreis: u8,
    /// The first team to reach the Bärger score (⚙ `baerger`), or
    /// `JASS_TEAM_NONE`.
    pub baerger: u8,
}

fn team(team: Option<Team>) -> u8 {
    team.map_or(JASS_TEAM_NONE, |t| t.index() as u8)
}

fn pair<T>(values: ByTeam<T>) -> [T; 2] {
    values.0
}

impl From<HandRow> for jass_hand_row {
    fn from(row: HandRow) -> jass_hand_row {
        jass_hand_row {
            seed: row.seed,
            points: pair(row.points),
            card_points: pair(row.card_points),
            multiplier: row.multiplier,
            weis_points: row.weis_points,
            contract: row.contract.map_or(JASS_CONTRACT_NONE, |c| c.index() as u8),
            declarer: row.declarer.map_or(JASS_SEAT_NONE, |s| s.index() as u8),
            shoved: row.shoved,
            weis_team: team(row.weis_team),
            stoeck_team: team(row.stoeck_team),
            match_team: team(row.match_team),
        }
    }
}

impl From<GameRow> for jass_game_row {
    fn from(row: GameRow) -> jass_game_row {
        jass_game_row {
            seed: row.seed,
            scores: pair(row.scores),
            hands: row.hands,
            matches: pair(row.matches),
            winner: team(row.winner),
            schneider: row.schneider,
            bergpreis: team(row.bergpreis),
            baerger: team(row.baerger),
        }
    }
}

/// The result of one Differenzler or Hindersi game, as
/// `jass_simulate_solo_games` writes it.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_solo_game_row {
    /// The game's seed.
    pub seed: u64,
    /// Each seat's final total, seat 0 first (seats not at the table 0).
    pub totals: [i64; 6],
    /// The number of hands played.
    pub hands: u64,
    /// Each seat's place, 1 for first (seats not at the table 0).
    pub places: [u8; 6],
}

/// The result of one Differenzler or Hindersi hand, as
/// `jass_simulate_solo_hands` writes it.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_solo_hand_row {
    /// The hand's seed.
    pub seed: u64,
    /// Each seat's score for the hand (Differenzler: the difference, an
    /// exact prediction's bonus negative; Hindersi: the points charged).
    pub scores: [i32; 6],
    /// The card points each seat took (157 together with the standard
    /// values).
    pub points: [u16; 6],
    /// Differenzler: each seat's prediction; -1 in Hindersi and for seats
    /// not at the table.
    pub predictions: [i16; 6],
    /// The trump suit (a `jass_suit`).
    pub trump: u8,
}

impl From<SoloGameRow> for jass_solo_game_row {
    fn from(row: SoloGameRow) -> jass_solo_game_row {
        jass_solo_game_row {
            seed: row.seed,
            totals: row.totals.0,
            hands: row.hands,
            places: row.places.0,
        }
    }
}

impl From<SoloHandRow> for jass_solo_hand_row {
    fn from(row: SoloHandRow) -> jass_solo_hand_row {
        jass_solo_hand_row {
            seed: row.seed,
            scores: row.scores.0,
            points: row.points.0,
            predictions: row
                .predictions
                .0
                .map(|p| p.and_then(|p| i16::try_from(p).ok()).unwrap_or(-1)),
            trump: row.trump.map_or(0, |s| s.index() as u8),
        }
    }
}

impl From<SimError> for Error {
    fn from(error: SimError) -> Error {
        match error {
            SimError::Rules(e) => e.into(),
            SimError::NewGame(e) => e.into(),
            SimError::Action { error, .. } => error.into(),
            e @ SimError::OutOfMemory { .. } => Error::new(jass_result::OutOfMemory, e.to_string()),
            e => Error::invalid(e.to_string()),
        }
    }
}

/// Rows the core fills per thread before they are copied to the caller.
const CHUNK_PER_THREAD: usize = 1 << 14;

/// Checks the arguments shared by both exports and returns the
/// configuration and the caller's first `count` rows.
fn setup<'a, C>(
    rules: &jass_rules,
    policies: [u8; 2],
    count: usize,
    threads: usize,
    out_rows: OutSlice<'a, C>,
) -> Result<(SimConfig, &'a mut [MaybeUninit<C>]), Error> {
    let policy = |policy: u8| {
        Policy::try_from(policy)
            .map_err(|policy| Error::invalid(format!("policy {policy} is out of range 0..2")))
    };
    let policies = ByTeam([policy(policies[0])?, policy(policies[1])?]);
    let rows_len = out_rows.len();
    if rows_len < count {
        return Err(Error::new(
            jass_result::BufferTooSmall,
            format!("the result has {count} rows, but the buffer has room for {rows_len}"),
        ));
    }
    if count > isize::MAX as usize / size_of::<C>() {
        return Err(Error::invalid(format!(
            "count {count} is impossibly large for an array of rows"
        )));
    }
    let rows = out_rows.prefix(count)?;
    let config = SimConfig::new(rules.rules)
        .with_policies(policies)
        .with_threads(NonZeroUsize::new(threads));
    config.validate()?;
    Ok((config, rows))
}

/// Fills `out` chunk by chunk with `fill` (a core `simulate_*_into`) from
/// `seed` on, converting each row.
fn simulate<R: Copy + Default, C: From<R>>(
    config: &SimConfig,
    seed: u64,
    out: &mut [MaybeUninit<C>],
    fill: impl Fn(&SimConfig, u64, &mut [R]) -> Result<(), SimError>,
) -> Result<(), Error> {
    let chunk = out
        .len()
        .min(CHUNK_PER_THREAD.saturating_mul(config.thread_count()));
    let mut rows = Vec::new();
    rows.try_reserve_exact(chunk).map_err(|_| {
        Error::from(SimError::OutOfMemory {
            rows: chunk,
            size: size_of::<R>(),
        })
    })?;
    rows.resize(chunk, R::default());
    for (n, out) in out.chunks_mut(chunk.max(1)).enumerate() {
        let rows = &mut rows[..out.len()];
        fill(config, seed.wrapping_add((n * chunk) as u64), rows)?;
        for (slot, row) in out.iter_mut().zip(rows.iter()) {
            slot.write(C::from(*row));
        }
    }
    Ok(())
}

/// Plays `count` Schieber hands, of seeds `seed`, `seed + 1`, … (wrapping
/// at 2^64), on `threads` threads (0: one per core, at most 1024), and
/// writes one `jass_hand_row` per hand to `out_rows[0..count]`.
///
/// Hand `i` is dealt from seed `seed + i` as `jass_deal` deals it, seat 3
/// deals and seat 0 is forehand; `policy` (a `jass_policy`) chooses every
/// action. The rows depend only on the seeds and the rules, not on the
/// number of threads: they are those of the Rust
/// `jass_core::sim::simulate_hands` and the Python `simulate_hands`.
///
/// Returns `JASS_RESULT_INVALID_ARGUMENT` for a policy out of range or more
/// than 1024 threads, `JASS_RESULT_BUFFER_TOO_SMALL` if `rows_len` is less
/// than `count`, `JASS_RESULT_INVALID_RULES` for rules that cannot be
/// played, and `JASS_RESULT_OUT_OF_MEMORY` if the library cannot allocate
/// its working rows; the rows are then unchanged. A game refusing one of its own
/// legal actions (a bug) returns that action's code and leaves the rows
/// unspecified.
///
/// # Safety
///
/// `rules` is a live handle not changed during the call; `out_rows` points
/// to `rows_len` writable `jass_hand_row`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_simulate_hands(
    rules: *const jass_rules,
    policy: u8,
    seed: u64,
    count: usize,
    threads: usize,
    out_rows: *mut jass_hand_row,
    rows_len: usize,
) -> jass_result {
    ffi!(rules: obj, out_rows: buf(rows_len) => {
        let (config, rows) = setup(rules, [policy; 2], count, threads, out_rows)?;
        simulate(&config, seed, rows, sim::simulate_hands_into)
    })
}

/// Plays `count` Schieber games, of seeds `seed`, `seed + 1`, … (wrapping
/// at 2^64), on `threads` threads (0: one per core, at most 1024), and
/// writes one `jass_game_row` per game to `out_rows[0..count]`.
///
/// Game `i` is the game `jass_game_new` makes from seed `seed + i`, played
/// to its end by one bot of `policy` (a `jass_policy`) for every seat,
/// whose generator is seeded from the game's seed. The rows are those of
/// the Rust `jass_core::sim::simulate_games` and the Python
/// `simulate_games`, whatever the number of threads. Errors as for
/// `jass_simulate_hands`.
///
/// # Safety
///
/// `rules` is a live handle not changed during the call; `out_rows` points
/// to `rows_len` writable `jass_game_row`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_simulate_games(
    rules: *const jass_rules,
    policy: u8,
    seed: u64,
    count: usize,
    threads: usize,
    out_rows: *mut jass_game_row,
    rows_len: usize,
) -> jass_result {
    ffi!(rules: obj, out_rows: buf(rows_len) => {
        let (config, rows) = setup(rules, [policy; 2], count, threads, out_rows)?;
        simulate(&config, seed, rows, sim::simulate_games_into)
    })
}

/// Like `jass_simulate_games`, with a policy per team: `policy_team_0`
/// chooses for seats 0 and 2, `policy_team_1` for seats 1 and 3 (each a
/// `jass_policy`), so that two bots can be compared. With the same policy
/// for both teams the rows are those of `jass_simulate_games`; with two,
/// each team's bot has its own generator seeded from the game's seed. The
/// rows are those of the Rust `jass_core::sim::simulate_games` with
/// `SimConfig::with_policies` and the Python `simulate_games` with a pair of
/// policies. Errors as for `jass_simulate_hands`.
///
/// # Safety
///
/// As for `jass_simulate_games`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_simulate_games_by_team(
    rules: *const jass_rules,
    policy_team_0: u8,
    policy_team_1: u8,
    seed: u64,
    count: usize,
    threads: usize,
    out_rows: *mut jass_game_row,
    rows_len: usize,
) -> jass_result {
    ffi!(rules: obj, out_rows: buf(rows_len) => {
        let policies = [policy_team_0, policy_team_1];
        let (config, rows) = setup(rules, policies, count, threads, out_rows)?;
        simulate(&config, seed, rows, sim::simulate_games_into)
    })
}

/// As `jass_simulate_hands` with a policy per team, for Coiffeur
/// Schieber (RULES.md §9.4): hand `i` is the first hand of a session dealt
/// from seed `seed + i` (seat 3 deals, seat 0 is forehand, every row
/// open); only the declaring team scores, and `contract` is the first
/// trick's. The rows are those of the Rust `jass_core::sim::simulate_hands`
/// with `SimGame::Coiffeur` and the Python `simulate_hands(...,
/// game="coiffeur")`.
///
/// # Safety
///
/// As for `jass_simulate_hands`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_simulate_coiffeur_hands(
    rules: *const jass_rules,
    policy_team_0: u8,
    policy_team_1: u8,
    seed: u64,
    count: usize,
    threads: usize,
    out_rows: *mut jass_hand_row,
    rows_len: usize,
) -> jass_result {
    ffi!(rules: obj, out_rows: buf(rows_len) => {
        let policies = [policy_team_0, policy_team_1];
        let (config, rows) = setup(rules, policies, count, threads, out_rows)?;
        simulate(&config.with_game(SimGame::Coiffeur), seed, rows, sim::simulate_hands_into)
    })
}

/// As `jass_simulate_games_by_team`, for Coiffeur Schieber sessions
/// (RULES.md §9.4): game `i` is the session `jass_game_new` gives for
/// `JASS_GAME_KIND_COIFFEUR` and seed `seed + i`, played to its end. The
/// rows are those of the Rust `jass_core::sim::simulate_games` with
/// `SimGame::Coiffeur` and the Python `simulate_games(...,
/// game="coiffeur")`.
///
/// # Safety
///
/// As for `jass_simulate_games`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_simulate_coiffeur_games(
    rules: *const jass_rules,
    policy_team_0: u8,
    policy_team_1: u8,
    seed: u64,
    count: usize,
    threads: usize,
    out_rows: *mut jass_game_row,
    rows_len: usize,
) -> jass_result {
    ffi!(rules: obj, out_rows: buf(rows_len) => {
        let policies = [policy_team_0, policy_team_1];
        let (config, rows) = setup(rules, policies, count, threads, out_rows)?;
        simulate(&config.with_game(SimGame::Coiffeur), seed, rows, sim::simulate_games_into)
    })
}

/// The game of a `jass_game_kind` value, if it is Differenzler or
/// Hindersi.
fn solo_kind(kind: u8) -> Result<GameKind, Error> {
    match crate::types::jass_game_kind::try_from(kind).map(GameKind::from) {
        Ok(kind) if kind.is_individual() => Ok(kind),
        _ => Err(Error::invalid(format!(
            "game kind {kind} is not Differenzler (4) or Hindersi (5)"
        ))),
    }
}

/// Plays `count` games of `kind` (`JASS_GAME_KIND_DIFFERENZLER` or
/// `JASS_GAME_KIND_HINDERSI`), of seeds `seed`, `seed + 1`, … (wrapping),
/// on `threads` threads (0: one per core, at most 1024), and writes one
/// `jass_solo_game_row` per game to `out_rows[0..count]`. `policy` (a
/// `jass_policy`) chooses for every seat. The rows are those of the Rust
/// `jass_core::sim::simulate_solo_games` and the Python
/// `simulate_solo_games`, whatever the number of threads.
///
/// Returns `JASS_RESULT_INVALID_ARGUMENT` for another kind, a policy out of
/// range or more than 1024 threads, `JASS_RESULT_BUFFER_TOO_SMALL` if
/// `rows_len` is less than `count`, `JASS_RESULT_INVALID_RULES` and
/// `JASS_RESULT_INVALID_DEAL` for rules the game cannot be played under
/// (a table of other than 3 or 4), and `JASS_RESULT_OUT_OF_MEMORY`.
///
/// # Safety
///
/// `rules` is a live handle not changed during the call; `out_rows` points
/// to `rows_len` writable `jass_solo_game_row`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_simulate_solo_games(
    rules: *const jass_rules,
    kind: u8,
    policy: u8,
    seed: u64,
    count: usize,
    threads: usize,
    out_rows: *mut jass_solo_game_row,
    rows_len: usize,
) -> jass_result {
    ffi!(rules: obj, out_rows: buf(rows_len) => {
        let kind = solo_kind(kind)?;
        let (config, rows) = setup(rules, [policy; 2], count, threads, out_rows)?;
        simulate(&config, seed, rows, |c, s, r| sim::simulate_solo_games_into(c, kind, s, r))
    })
}

/// Plays `count` single hands of `kind` as `jass_simulate_solo_games`
/// plays games (hand `i` is the first hand of the game of seed `seed + i`)
/// and writes one `jass_solo_hand_row` per hand to `out_rows[0..count]`.
///
/// Returns the codes of `jass_simulate_solo_games`.
///
/// # Safety
///
/// `rules` is a live handle not changed during the call; `out_rows` points
/// to `rows_len` writable `jass_solo_hand_row`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_simulate_solo_hands(
    rules: *const jass_rules,
    kind: u8,
    policy: u8,
    seed: u64,
    count: usize,
    threads: usize,
    out_rows: *mut jass_solo_hand_row,
    rows_len: usize,
) -> jass_result {
    ffi!(rules: obj, out_rows: buf(rows_len) => {
        let kind = solo_kind(kind)?;
        let (config, rows) = setup(rules, [policy; 2], count, threads, out_rows)?;
        simulate(&config, seed, rows, |c, s, r| sim::simulate_solo_hands_into(c, kind, s, r))
    })
}

#[cfg(test)]
mod tests {
    use std::ptr;

    use super::*;
    use crate::rules::tests::Handle;

    fn hands(
        rules: &Handle,
        policy: u8,
        seed: u64,
        count: usize,
        threads: usize,
        rows_len: usize,
    ) -> Result<Vec<jass_hand_row>, jass_result> {
        let sentinel = jass_hand_row {
            seed: 0xDEAD,
            ..jass_hand_row::default()
        };
        let mut rows = vec![sentinel; rows_len];
        // SAFETY: a live handle and `rows_len` writable rows.
        let result = unsafe {
            jass_simulate_hands(
                rules.0,
                policy,
                seed,
                count,
                threads,
                rows.as_mut_ptr(),
                rows_len,
            )
        };
        if result == jass_result::Ok {
            Ok(rows)
        } else {
            assert!(rows.iter().all(|row| *row == sentinel), "{result:?}");
            Err(result)
        }
    }

    #[test]
    fn hand_rows_are_the_core_rows_on_any_thread_count() {
        let rules = Handle::preset(c"schieber_uri");
        for policy in Policy::ALL {
            let core = sim::simulate_hands(
                &SimConfig::new(jass_core::Rules::schieber_uri()).with_policy(policy),
                u64::MAX - 2,
                40,
            )
            .unwrap();
            let expected: Vec<jass_hand_row> = core.into_iter().map(Into::into).collect();
            for threads in [0, 1, 3] {
                let rows = hands(&rules, policy as u8, u64::MAX - 2, 40, threads, 41).unwrap();
                assert_eq!(rows[..40], expected[..], "{policy} on {threads} threads");
                assert_eq!(rows[40].seed, 0xDEAD, "only `count` rows are written");
            }
        }
    }

    #[test]
    fn game_rows_are_the_core_rows() {
        let rules = Handle::preset(c"schieber");
        let config = SimConfig::new(jass_core::Rules::schieber()).with_policy(Policy::RuleOfThumb);
        let expected: Vec<jass_game_row> = sim::simulate_games(&config, 9, 3)
            .unwrap()
            .into_iter()
            .map(Into::into)
            .collect();
        let mut rows = [jass_game_row::default(); 3];
        // SAFETY: a live handle and three writable rows.
        let result =
            unsafe { jass_simulate_games(rules.0, 1, 9, 3, 2, rows.as_mut_ptr(), rows.len()) };
        assert_eq!(result, jass_result::Ok);
        assert_eq!(rows[..], expected[..]);
        assert!(rows.iter().all(|r| r.winner < 2 && r.hands >= 5));
    }

    #[test]
    fn coiffeur_rows_are_the_core_rows() {
        let rules = Handle::preset(c"coiffeur_10");
        let config = SimConfig::new(jass_core::Rules::coiffeur_10())
            .with_game(SimGame::Coiffeur)
            .with_policies(ByTeam([Policy::RuleOfThumb, Policy::Random]));
        let expected: Vec<jass_game_row> = sim::simulate_games(&config, 5, 2)
            .unwrap()
            .into_iter()
            .map(Into::into)
            .collect();
        let mut rows = [jass_game_row::default(); 2];
        // SAFETY: a live handle and two writable rows.
        let result = unsafe {
            jass_simulate_coiffeur_games(rules.0, 1, 0, 5, 2, 2, rows.as_mut_ptr(), rows.len())
        };
        assert_eq!(result, jass_result::Ok);
        assert_eq!(rows[..], expected[..]);
        assert!(rows.iter().all(|r| r.hands == 20));
        let expected: Vec<jass_hand_row> = sim::simulate_hands(&config, 5, 30)
            .unwrap()
            .into_iter()
            .map(Into::into)
            .collect();
        let mut rows = [jass_hand_row::default(); 30];
        // SAFETY: a live handle and thirty writable rows.
        let result = unsafe {
            jass_simulate_coiffeur_hands(rules.0, 1, 0, 5, 30, 2, rows.as_mut_ptr(), rows.len())
        };
        assert_eq!(result, jass_result::Ok);
        assert_eq!(rows[..], expected[..]);
        // SAFETY: as above; one row short, and a policy out of range.
        unsafe {
            assert_eq!(
                jass_simulate_coiffeur_hands(rules.0, 1, 0, 5, 31, 2, rows.as_mut_ptr(), 30),
                jass_result::BufferTooSmall
            );
            assert_eq!(
                jass_simulate_coiffeur_games(rules.0, 2, 0, 5, 1, 2, rows.as_mut_ptr().cast(), 1),
                jass_result::InvalidArgument
            );
        }
    }

    #[test]
    fn solo_rows_are_the_core_rows_and_team_games_are_refused() {
        let rules = Handle::preset(c"differenzler");
        let config = SimConfig::new(jass_core::Rules::differenzler());
        let kind = GameKind::Differenzler;
        let games: Vec<jass_solo_game_row> = sim::simulate_solo_games(&config, kind, 4, 3)
            .unwrap()
            .into_iter()
            .map(Into::into)
            .collect();
        let hands: Vec<jass_solo_hand_row> = sim::simulate_solo_hands(&config, kind, 4, 3)
            .unwrap()
            .into_iter()
            .map(Into::into)
            .collect();
        let mut game_rows = [jass_solo_game_row::default(); 3];
        let mut hand_rows = [jass_solo_hand_row::default(); 3];
        // SAFETY: a live handle and three writable rows each.
        unsafe {
            assert_eq!(
                jass_simulate_solo_games(rules.0, 4, 0, 4, 3, 2, game_rows.as_mut_ptr(), 3),
                jass_result::Ok
            );
            assert_eq!(
                jass_simulate_solo_hands(rules.0, 4, 0, 4, 3, 2, hand_rows.as_mut_ptr(), 3),
                jass_result::Ok
            );
            assert_eq!(
                jass_simulate_solo_games(rules.0, 0, 0, 4, 3, 2, game_rows.as_mut_ptr(), 3),
                jass_result::InvalidArgument
            );
            assert_eq!(
                jass_simulate_solo_hands(rules.0, 9, 0, 4, 3, 2, hand_rows.as_mut_ptr(), 3),
                jass_result::InvalidArgument
            );
        }
        assert_eq!(game_rows[..], games[..]);
        assert_eq!(hand_rows[..], hands[..]);
        assert!(game_rows.iter().all(|r| r.hands == 12));
        assert!(
            hand_rows
                .iter()
                .all(|r| r.points.iter().sum::<u16>() == 157)
        );
    }

    #[test]
    fn each_team_plays_its_own_policy() {
        let rules = Handle::preset(c"schieber");
        let games = |first: u8, second: u8| {
            let mut rows = [jass_game_row::default(); 4];
            // SAFETY: a live handle and four writable rows.
            let result = unsafe {
                jass_simulate_games_by_team(rules.0, first, second, 5, 4, 2, rows.as_mut_ptr(), 4)
            };
            (result, rows)
        };
        let config = SimConfig::new(jass_core::Rules::schieber())
            .with_team_policy(Team::T1, Policy::RuleOfThumb);
        let expected: Vec<jass_game_row> = sim::simulate_games(&config, 5, 4)
            .unwrap()
            .into_iter()
            .map(Into::into)
            .collect();
        assert_eq!(
            games(0, 1),
            (jass_result::Ok, expected[..].try_into().unwrap())
        );
        let mut same = [jass_game_row::default(); 4];
        // SAFETY: a live handle and four writable rows.
        let result = unsafe { jass_simulate_games(rules.0, 1, 5, 4, 2, same.as_mut_ptr(), 4) };
        assert_eq!((result, same), games(1, 1));
        assert_ne!(games(1, 0).1, same);
        assert_eq!(games(0, 2).0, jass_result::InvalidArgument);
        assert_eq!(games(9, 0).1, [jass_game_row::default(); 4]);
    }

    #[test]
    fn game_rows_carry_the_milestones_and_long_counts() {
        let rules = Handle::preset(c"schieber");
        let core = jass_core::Rules::schieber()
            .with_bergpreis(true)
            .with_baerger(Some(2000));
        let row = jass_game_row::from(sim::play_game(&SimConfig::new(core), 3).unwrap());
        assert!(row.bergpreis < 2 && row.baerger < 2, "{row:?}");
        let row = jass_game_row::from(GameRow {
            hands: 70_000,
            matches: ByTeam([1 << 40, 3]),
            ..GameRow::default()
        });
        assert_eq!((row.hands, row.matches), (70_000, [1 << 40, 3]));
        assert_eq!(
            (row.bergpreis, row.baerger),
            (JASS_TEAM_NONE, JASS_TEAM_NONE)
        );
        let mut rows = [jass_game_row::default(); 2];
        // SAFETY: a live handle and two writable rows.
        let result = unsafe { jass_simulate_games(rules.0, 0, 3, 2, 1, rows.as_mut_ptr(), 2) };
        assert_eq!(result, jass_result::Ok);
        assert!(rows.iter().all(|r| r.bergpreis == JASS_TEAM_NONE));
    }

    #[test]
    fn out_of_memory_has_its_own_code() {
        let error = Error::from(SimError::OutOfMemory { rows: 3, size: 8 });
        assert_eq!(error.code(), jass_result::OutOfMemory);
    }

    #[test]
    fn bad_arguments_write_nothing() {
        let rules = Handle::preset(c"schieber");
        assert_eq!(
            hands(&rules, 2, 0, 1, 0, 1),
            Err(jass_result::InvalidArgument)
        );
        assert_eq!(
            hands(&rules, 0, 0, 1, 1025, 1),
            Err(jass_result::InvalidArgument)
        );
        assert_eq!(
            hands(&rules, 0, 0, 3, 0, 2),
            Err(jass_result::BufferTooSmall)
        );
        assert_eq!(hands(&rules, 0, 0, 0, 0, 0), Ok(Vec::new()));
        let mut row = jass_hand_row::default();
        // SAFETY: the count is refused before the row is written.
        let huge =
            unsafe { jass_simulate_hands(rules.0, 0, 0, usize::MAX, 0, &raw mut row, usize::MAX) };
        assert_eq!(huge, jass_result::InvalidArgument);
        assert_eq!(row, jass_hand_row::default());
        // SAFETY: NULL arguments are checked before use.
        unsafe {
            assert_eq!(
                jass_simulate_hands(ptr::null(), 0, 0, 1, 0, &raw mut row, 1),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_simulate_games(rules.0, 0, 0, 0, 0, ptr::null_mut(), 0),
                jass_result::NullPointer
            );
        }
    }

    #[test]
    fn c_policies_are_the_core_policies() {
        for (c, core) in [jass_policy::Random, jass_policy::RuleOfThumb]
            .into_iter()
            .zip(Policy::ALL)
        {
            assert_eq!(Policy::try_from(c as u8), Ok(core));
        }
    }
}
