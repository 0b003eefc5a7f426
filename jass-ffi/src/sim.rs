//! Batch simulation: many seeded hands or games of any game
//! `jass_core::sim` simulates, played on several threads, one row each in
//! the caller's array.

use std::mem::MaybeUninit;
use std::num::NonZeroUsize;

use jass_core::sim::{self, GameRow, HandRow, Policy, SimConfig, SimError};
use jass_core::{BySeat, ByTeam, Team};

use crate::error::{Error, jass_result};
use crate::game::game_kind;
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

/// What a batch plays, as `jass_simulate_hands` and `jass_simulate_games`
/// read it: the game, how each team's seats choose, and on how many
/// threads. The rules are a separate `jass_rules` handle.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_sim_config {
    /// The game (a `jass_game_kind`): `JASS_GAME_KIND_SCHIEBER`,
    /// `JASS_GAME_KIND_COIFFEUR`, `JASS_GAME_KIND_DIFFERENZLER` or
    /// `JASS_GAME_KIND_HINDERSI`.
    pub game: u8,
    /// One `jass_policy` per team, team 0 (seats 0 and 2; in the games each
    /// on their own the even seats) first. With the same policy twice the
    /// rows are those of that policy alone; with two, each team's bot draws
    /// from a generator of its own.
    pub policies: [u8; 2],
    /// The number of threads, 0 for one per core, at most 1024. The rows do
    /// not depend on it.
    pub threads: usize,
}

/// The result of one hand, as `jass_simulate_hands` writes it.
///
/// The team fields (`points` to `match_team`) are those of the games played
/// in teams (Schieber, Coiffeur Schieber): in the games each on their own
/// (Differenzler, Hindersi, Mittlere) they are 0, `false` or the `_NONE` value. The
/// seat fields (`seat_card_points`, `predictions`, `seat_scores`,
/// `seat_zeros`, seat 0 first, seats not at the table 0 or -1) are those of
/// the games each on their own, and 0 or -1 in the team games.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_hand_row {
    /// The hand's seed.
    pub seed: u64,
    /// Team games: what each team scores, card points times the
    /// multiplier, weis, stöck and the match bonus included.
    pub points: [u32; 2],
    /// Games each on their own: each seat's score for the hand
    /// (Differenzler: the difference, an exact prediction's bonus
    /// negative; Hindersi: the points charged).
    pub seat_scores: [i32; 6],
    /// Team games: card points each team took, before the multiplier (157
    /// together with the standard card values).
    pub card_points: [u16; 2],
    /// Team games: the contract's multiplier.
    pub multiplier: u16,
    /// Team games: the weis points scored, before the multiplier.
    pub weis_points: u16,
    /// Games each on their own: the card points each seat took (157
    /// together with the standard values).
    pub seat_card_points: [u16; 6],
    /// Differenzler: each seat's prediction; -1 in the other games and for
    /// seats not at the table.
    pub predictions: [i16; 6],
    /// Mittlere: each seat's zeros for the hand, which break ties of the
    /// strokes (0 in the other games).
    pub seat_zeros: [u16; 6],
    /// The contract played (a `jass_contract`): in Coiffeur Schieber the
    /// first trick's, in Differenzler and Hindersi the trump suit's, in
    /// Mittlere the trump founded or Obenabe when none was.
    pub contract: u8,
    /// Team games: the seat that named the contract, or `JASS_SEAT_NONE`.
    pub declarer: u8,
    /// Team games: whether forehand shoved.
    pub shoved: bool,
    /// Team games: the team that scored the weis, or `JASS_TEAM_NONE`.
    pub weis_team: u8,
    /// Team games: the team whose stöck was recorded, or `JASS_TEAM_NONE`.
    pub stoeck_team: u8,
    /// Team games: the team that took every trick (a match), or
    /// `JASS_TEAM_NONE`.
    pub match_team: u8,
}

/// The result of one game, as `jass_simulate_games` writes it.
///
/// As in `jass_hand_row`, the team fields (`matches`, `scores`, `winner`,
/// `schneider`, `bergpreis`, `baerger`) are 0, `false` or `JASS_TEAM_NONE`
/// in the games each on their own, and the seat fields (`seat_totals`,
/// `seat_zeros`, `places`, seat 0 first) are 0 in the team games.
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
    /// Team games: the number of hands in which each team took every trick.
    pub matches: [u64; 2],
    /// Games each on their own: each seat's final total (seats not at the
    /// table 0).
    pub seat_totals: [i64; 6],
    /// Team games: the final score of each team.
    pub scores: [u32; 2],
    /// Mittlere: each seat's zeros, which break ties of the strokes in
    /// `seat_totals` (0 in the other games).
    pub seat_zeros: [u16; 6],
    /// Games each on their own: each seat's place, 1 for first (seats not
    /// at the table 0).
    pub places: [u8; 6],
    /// Team games: the winning team, or `JASS_TEAM_NONE` (a tied Coiffeur
    /// session).
    pub winner: u8,
    /// Team games: whether the loser was schneider.
    pub schneider: bool,
    /// Team games: the first team to reach half the target (⚙
    /// `bergpreis`), or `JASS_TEAM_NONE`.
    pub bergpreis: u8,
    /// Team games: the first team to reach the Bärger score (⚙
    /// `baerger`), or `JASS_TEAM_NONE`.
    pub baerger: u8,
}

fn team(team: Option<Team>) -> u8 {
    team.map_or(JASS_TEAM_NONE, |t| t.index() as u8)
}

fn pair<T>(values: ByTeam<T>) -> [T; 2] {
    values.0
}

fn seats<T>(values: BySeat<T>) -> [T; 6] {
    values.0
}

impl From<HandRow> for jass_hand_row {
    fn from(row: HandRow) -> jass_hand_row {
        jass_hand_row {
            seed: row.seed,
            points: pair(row.points),
            seat_scores: seats(row.seat_scores),
            card_points: pair(row.card_points),
            multiplier: row.multiplier,
            weis_points: row.weis_points,
            seat_card_points: seats(row.seat_card_points),
            predictions: seats(row.predictions)
                .map(|p| p.and_then(|p| i16::try_from(p).ok()).unwrap_or(-1)),
            seat_zeros: seats(row.seat_zeros),
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
            hands: row.hands,
            matches: pair(row.matches),
            seat_totals: seats(row.seat_totals),
            scores: pair(row.scores),
            seat_zeros: seats(row.seat_zeros),
            places: seats(row.places),
            winner: team(row.winner),
            schneider: row.schneider,
            bergpreis: team(row.bergpreis),
            baerger: team(row.baerger),
        }
    }
}

impl From<SimError> for Error {
    fn from(error: SimError) -> Error {
        match error {
            SimError::Rules(e) => e.into(),
            SimError::NewGame(e) => e.into(),
            SimError::Action { error, .. } => error.into(),
            SimError::Pimc(e) => e.into(),
            e @ SimError::OutOfMemory { .. } => Error::new(jass_result::OutOfMemory, e.to_string()),
            e => Error::invalid(e.to_string()),
        }
    }
}

/// Rows the core fills per thread before they are copied to the caller.
const CHUNK_PER_THREAD: usize = 1 << 14;

/// The core configuration of `config` under `rules`, checked.
fn sim_config(rules: &jass_rules, config: jass_sim_config) -> Result<SimConfig, Error> {
    let game = game_kind(config.game)?;
    let policy = |policy: u8| {
        Policy::try_from(policy)
            .map_err(|policy| Error::invalid(format!("policy {policy} is out of range 0 to 1")))
    };
    let [first, second] = config.policies;
    let config = SimConfig::new(rules.rules)
        .with_game(game)
        .with_policies(ByTeam([policy(first)?, policy(second)?]))
        .with_threads(NonZeroUsize::new(config.threads));
    config.validate()?;
    Ok(config)
}

/// Checks the arguments shared by both exports and returns the
/// configuration and the caller's first `count` rows.
fn setup<'a, C>(
    rules: &jass_rules,
    config: jass_sim_config,
    count: usize,
    out_rows: OutSlice<'a, C>,
) -> Result<(SimConfig, &'a mut [MaybeUninit<C>]), Error> {
    let config = sim_config(rules, config)?;
    let rows_len = out_rows.len();
    if rows_len < count {
        return Err(crate::ptr::too_small(count, "row", rows_len));
    }
    if count > isize::MAX as usize / size_of::<C>() {
        return Err(Error::invalid(format!(
            "count {count} is impossibly large for an array of rows"
        )));
    }
    Ok((config, out_rows.prefix(count)?))
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

/// Plays `count` hands of `config->game` under `rules`, of seeds `seed`,
/// `seed + 1`, … (wrapping at 2^64), on `config->threads` threads, and
/// writes one `jass_hand_row` per hand to `out_rows[0..count]`.
///
/// Schieber and Coiffeur Schieber: hand `i` is dealt from seed `seed + i`
/// as `jass_deal` deals it, seat 3 deals and seat 0 is forehand (Schieber
/// at five or six players or with the double pack: the seed's shuffled
/// deck, or double deck, dealt as the table deals, forehand the seat at the
/// dealer's right; Coiffeur:
/// the first hand of a session, every row open; only the declaring team
/// scores and `contract` is the first trick's). Differenzler, Hindersi and
/// Mittlere:
/// hand `i` is the first hand of the game `jass_simulate_games` plays for
/// seed `seed + i`, with the rule option `hands` read as 1. The rows
/// depend only on the seeds, the game, the rules and the policies, not on
/// the number of threads: they are those of the Rust
/// `jass_core::sim::simulate_hands` and the Python `simulate_hands`.
///
/// Returns `JASS_RESULT_INVALID_ARGUMENT` for a game kind, policy or
/// thread count out of range or a game that cannot be simulated (Schmaus,
/// Jass für zwei), `JASS_RESULT_BUFFER_TOO_SMALL` if `rows_len` is less
/// than `count`, `JASS_RESULT_INVALID_RULES` for rules that cannot be
/// played or a table the game is not played at (⚙ `players`), and `JASS_RESULT_OUT_OF_MEMORY` if the library cannot
/// allocate its working rows; the rows are then unchanged. A game refusing
/// one of its own legal actions (a bug) returns that action's code and
/// leaves the rows unspecified.
///
/// # Safety
///
/// `rules` is a live handle not changed during the call; `config` points to
/// a readable `jass_sim_config`; `out_rows` points to `rows_len` writable
/// `jass_hand_row`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_simulate_hands(
    rules: *const jass_rules,
    config: *const jass_sim_config,
    seed: u64,
    count: usize,
    out_rows: *mut jass_hand_row,
    rows_len: usize,
) -> jass_result {
    ffi!(rules: obj, config: val, out_rows: buf(rows_len) => {
        let (config, rows) = setup(rules, config, count, out_rows)?;
        simulate(&config, seed, rows, sim::simulate_hands_into)
    })
}

/// Plays `count` games of `config->game` under `rules`, of seeds `seed`,
/// `seed + 1`, … (wrapping at 2^64), on `config->threads` threads, and
/// writes one `jass_game_row` per game to `out_rows[0..count]`.
///
/// Game `i` is the game `jass_game_new` makes for `config->game` and seed
/// `seed + i`, played to its end by the bots of `config->policies`, whose
/// generators are seeded from the game's seed. The rows are those of the
/// Rust `jass_core::sim::simulate_games` and the Python `simulate_games`,
/// whatever the number of threads. Errors as for `jass_simulate_hands`.
///
/// # Safety
///
/// As for `jass_simulate_hands`, with `out_rows` pointing to `rows_len`
/// writable `jass_game_row`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_simulate_games(
    rules: *const jass_rules,
    config: *const jass_sim_config,
    seed: u64,
    count: usize,
    out_rows: *mut jass_game_row,
    rows_len: usize,
) -> jass_result {
    ffi!(rules: obj, config: val, out_rows: buf(rows_len) => {
        let (config, rows) = setup(rules, config, count, out_rows)?;
        simulate(&config, seed, rows, sim::simulate_games_into)
    })
}

#[cfg(test)]
mod tests {
    use std::ptr;

    use super::*;
    use crate::rules::tests::Handle;
    use jass_core::GameKind;

    use crate::types::jass_game_kind;

    fn config(game: jass_game_kind, policies: [u8; 2], threads: usize) -> jass_sim_config {
        jass_sim_config {
            game: game as u8,
            policies,
            threads,
        }
    }

    fn schieber(policy: u8, threads: usize) -> jass_sim_config {
        config(jass_game_kind::Schieber, [policy; 2], threads)
    }

    fn hands(
        rules: &Handle,
        config: jass_sim_config,
        seed: u64,
        count: usize,
        rows_len: usize,
    ) -> Result<Vec<jass_hand_row>, jass_result> {
        let sentinel = jass_hand_row {
            seed: 0xDEAD,
            ..jass_hand_row::default()
        };
        let mut rows = vec![sentinel; rows_len];
        // SAFETY: a live handle, a readable config and `rows_len` writable
        // rows.
        let result = unsafe {
            jass_simulate_hands(
                rules.0,
                &raw const config,
                seed,
                count,
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

    fn games(
        rules: &Handle,
        config: jass_sim_config,
        seed: u64,
        count: usize,
    ) -> Result<Vec<jass_game_row>, jass_result> {
        let mut rows = vec![jass_game_row::default(); count];
        // SAFETY: a live handle, a readable config and `count` writable rows.
        let result = unsafe {
            jass_simulate_games(
                rules.0,
                &raw const config,
                seed,
                count,
                rows.as_mut_ptr(),
                count,
            )
        };
        if result == jass_result::Ok {
            Ok(rows)
        } else {
            assert!(rows.iter().all(|row| *row == jass_game_row::default()));
            Err(result)
        }
    }

    fn core_rows<R, C: From<R>>(rows: Vec<R>) -> Vec<C> {
        rows.into_iter().map(Into::into).collect()
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
            let expected: Vec<jass_hand_row> = core_rows(core);
            for threads in [0, 1, 3] {
                let rows = hands(
                    &rules,
                    schieber(policy as u8, threads),
                    u64::MAX - 2,
                    40,
                    41,
                )
                .unwrap();
                assert_eq!(rows[..40], expected[..], "{policy} on {threads} threads");
                assert_eq!(rows[40].seed, 0xDEAD, "only `count` rows are written");
            }
        }
    }

    #[test]
    fn every_game_gives_the_core_rows() {
        let cases = [
            (
                c"schieber",
                jass_core::Rules::schieber(),
                jass_game_kind::Schieber,
            ),
            (
                c"coiffeur_10",
                jass_core::Rules::coiffeur_10(),
                jass_game_kind::Coiffeur,
            ),
            (
                c"differenzler",
                jass_core::Rules::differenzler(),
                jass_game_kind::Differenzler,
            ),
            (
                c"hindersi",
                jass_core::Rules::hindersi(),
                jass_game_kind::Hindersi,
            ),
            (
                c"mittlere",
                jass_core::Rules::mittlere(),
                jass_game_kind::Mittlere,
            ),
        ];
        for (preset, core_rules, game) in cases {
            let rules = Handle::preset(preset);
            let core = SimConfig::new(core_rules)
                .with_game(GameKind::from(game))
                .with_policies(ByTeam([Policy::RuleOfThumb, Policy::Random]));
            let c = config(game, [1, 0], 2);
            let expected: Vec<jass_game_row> = core_rows(sim::simulate_games(&core, 5, 2).unwrap());
            assert_eq!(games(&rules, c, 5, 2).unwrap(), expected, "{game:?}");
            let expected: Vec<jass_hand_row> = core_rows(sim::simulate_hands(&core, 5, 9).unwrap());
            let rows = hands(&rules, c, 5, 9, 9).unwrap();
            assert_eq!(rows, expected, "{game:?}");
            let individual = GameKind::from(game).is_individual();
            for row in &rows {
                let seat_points: u16 = row.seat_card_points.iter().sum();
                assert_eq!(seat_points == 157, individual, "{game:?} {row:?}");
                assert_eq!(row.declarer == JASS_SEAT_NONE, individual, "{game:?}");
                assert!(row.contract < 6);
            }
        }
    }

    #[test]
    fn games_that_cannot_be_simulated_and_bad_configs_are_refused() {
        let rules = Handle::preset(c"schieber");
        for game in [jass_game_kind::Schmaus, jass_game_kind::Zweier] {
            assert_eq!(
                hands(&rules, config(game, [0, 0], 1), 0, 1, 1),
                Err(jass_result::InvalidArgument)
            );
        }
        let bad_kind = jass_sim_config {
            game: 99,
            ..schieber(0, 1)
        };
        assert_eq!(
            games(&rules, bad_kind, 0, 2),
            Err(jass_result::InvalidArgument)
        );
        assert_eq!(
            games(&rules, config(jass_game_kind::Schieber, [0, 2], 1), 0, 2),
            Err(jass_result::InvalidArgument)
        );
        let six = Handle::preset(c"schieber_six");
        assert_eq!(
            games(&six, config(jass_game_kind::Differenzler, [0, 0], 1), 0, 2),
            Err(jass_result::InvalidRules)
        );
    }

    #[test]
    fn each_team_plays_its_own_policy() {
        let rules = Handle::preset(c"schieber");
        let core = SimConfig::new(jass_core::Rules::schieber())
            .with_team_policy(Team::T1, Policy::RuleOfThumb);
        let expected: Vec<jass_game_row> = core_rows(sim::simulate_games(&core, 5, 4).unwrap());
        let by_team = |first: u8, second: u8| {
            games(
                &rules,
                config(jass_game_kind::Schieber, [first, second], 2),
                5,
                4,
            )
            .unwrap()
        };
        assert_eq!(by_team(0, 1), expected);
        let same = games(&rules, schieber(1, 2), 5, 4).unwrap();
        assert_eq!(same, by_team(1, 1));
        assert_ne!(by_team(1, 0), same);
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
        let rows = games(&rules, schieber(0, 1), 3, 2).unwrap();
        assert!(
            rows.iter()
                .all(|r| r.bergpreis == JASS_TEAM_NONE && r.winner < 2)
        );
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
            hands(&rules, schieber(2, 0), 0, 1, 1),
            Err(jass_result::InvalidArgument)
        );
        assert_eq!(
            hands(&rules, schieber(0, 1025), 0, 1, 1),
            Err(jass_result::InvalidArgument)
        );
        assert_eq!(
            hands(&rules, schieber(0, 0), 0, 3, 2),
            Err(jass_result::BufferTooSmall)
        );
        assert_eq!(hands(&rules, schieber(0, 0), 0, 0, 0), Ok(Vec::new()));
        let mut row = jass_hand_row::default();
        let config = schieber(0, 0);
        // SAFETY: the count is refused before the row is written.
        let huge = unsafe {
            jass_simulate_hands(
                rules.0,
                &raw const config,
                0,
                usize::MAX,
                &raw mut row,
                usize::MAX,
            )
        };
        assert_eq!(huge, jass_result::InvalidArgument);
        assert_eq!(row, jass_hand_row::default());
        // SAFETY: NULL arguments are checked before use.
        unsafe {
            assert_eq!(
                jass_simulate_hands(ptr::null(), &raw const config, 0, 1, &raw mut row, 1),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_simulate_hands(rules.0, ptr::null(), 0, 1, &raw mut row, 1),
                jass_result::NullPointer
            );
            assert_eq!(
                jass_simulate_games(rules.0, &raw const config, 0, 0, ptr::null_mut(), 0),
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
