//! The double-dummy solver, the PIMC bot's configuration and the duplicate
//! arena of `jass_core::solver` and `jass_core::sim::arena`.

use std::num::NonZeroUsize;
use std::ops::Deref;
use std::sync::atomic::AtomicBool;

use jass_core::sim::arena::{self, ArenaConfig, Player};
use jass_core::solver::{
    DealSampler, PimcConfig, PimcConfigError, Position, PositionError, SampleError, Solution,
    Solver,
};
use jass_core::{
    AnyGame, BySeat, ByTeam, Card, CardSet, Contract, Game, Observation, Players, Seat, Team, Trick,
};

use crate::convert;
use crate::error::{Error, jass_result};
use crate::game::jass_game;
use crate::ptr::OutSlice;
use crate::rules::jass_rules;

mod handle;

pub use handle::{
    jass_solver, jass_solver_free, jass_solver_new, jass_solver_nodes, jass_solver_solve,
    jass_solver_solve_deals, jass_solver_solve_many, jass_solver_solve_value,
    jass_solver_solve_value_many,
};

/// What `jass_solve` and `jass_solve_position` write: the value of the
/// position for the declaring team, the value of every legal card and a
/// principal variation.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_solution {
    /// The declaring team's points from the position on under perfect play
    /// (card points, last-trick bonus and match bonus; before the
    /// multiplier; weis and stöck not included).
    pub value: u16,
    /// The declaring team (0 or 1).
    pub declarers: u8,
    /// The seat to play.
    pub to_move: u8,
    /// The legal cards of the seat to play (a `jass_card_set`).
    pub legal: u64,
    /// `card_values[c]` is the value after card `c` is played, for each
    /// legal card `c`; 0 for the others.
    pub card_values: [u16; 36],
    /// The number of cards in `principal_variation`.
    pub principal_variation_len: u8,
    /// One line of perfect play to the end of the hand, card indices in
    /// order. Where several lines are perfect, which one it is may change
    /// with the table's memory; the values never do.
    pub principal_variation: [u8; 36],
}

impl From<&Solution> for jass_solution {
    fn from(solution: &Solution) -> jass_solution {
        let mut card_values = [0u16; 36];
        for (card, value) in solution.cards.iter() {
            card_values[usize::from(card.index())] = value;
        }
        let mut principal_variation = [0u8; 36];
        for (slot, card) in principal_variation
            .iter_mut()
            .zip(&solution.principal_variation)
        {
            *slot = card.index();
        }
        jass_solution {
            value: solution.value,
            declarers: solution.declarers.index() as u8,
            to_move: solution.to_move.index() as u8,
            legal: solution.cards.legal().mask(),
            card_values,
            principal_variation_len: solution.principal_variation.len() as u8,
            principal_variation,
        }
    }
}

impl From<PositionError> for Error {
    fn from(error: PositionError) -> Error {
        let code = match &error {
            PositionError::NoContract => jass_result::WrongPhase,
            PositionError::HandOver | PositionError::GameOver => jass_result::GameOver,
            PositionError::DuplicateCard { .. }
            | PositionError::InHandAndTrick { .. }
            | PositionError::AlreadyPlayed { .. } => jass_result::DuplicateCard,
            PositionError::Rules(_) => jass_result::InvalidRules,
            _ => jass_result::InvalidArgument,
        };
        Error::new(code, error.to_string())
    }
}

/// A solver of `memory` bytes (0: the default; at most 1 GiB) searching
/// on `threads` threads (0: one per core; at most `Solver::MAX_THREADS`).
fn solver(memory: usize, threads: usize) -> Result<Solver, Error> {
    check_solver_limits(memory, threads)?;
    let mut solver = if memory == 0 {
        Solver::new()
    } else {
        Solver::with_memory(memory)
    };
    solver.set_threads(NonZeroUsize::new(threads));
    Ok(solver)
}

/// Refuses a solver's `memory` above 1 GiB and `threads` above
/// `Solver::MAX_THREADS`.
fn check_solver_limits(memory: usize, threads: usize) -> Result<(), Error> {
    if memory > Solver::MAX_MEMORY {
        return Err(Error::invalid(format!(
            "solver memory {memory} is above the limit of 1 GiB"
        )));
    }
    if threads > Solver::MAX_THREADS {
        return Err(Error::invalid(format!(
            "solver threads {threads} are above the limit of {}",
            Solver::MAX_THREADS
        )));
    }
    Ok(())
}

/// Solves the current hand of a Schieber game with every hand visible and
/// writes the result to `*out_solution`.
///
/// `memory` is the most memory of the transposition table, in bytes (0:
/// 32 MiB; at most 1 GiB), allocated as the position needs it: about
/// 3 MiB with six tricks left, four times as much for each trick more
/// (32 MiB are filled with eight tricks left). `threads` is the number of
/// threads the search runs on (0: one per core; at most 1024; 1 for one
/// thread): helpers share the table and change no result, only the time
/// (a hand with six tricks or more left).
/// A full hand takes a fraction of a second to seconds; from the middle of
/// a hand on, milliseconds.
///
/// Returns `JASS_RESULT_INVALID_ARGUMENT` for a game that is not Schieber,
/// a memory above 1 GiB or more than 1024 threads, `JASS_RESULT_WRONG_PHASE` before the contract
/// is named and `JASS_RESULT_GAME_OVER` once the hand or the game is over
/// (a game may end in the middle of a hand).
///
/// # Safety
///
/// `game` is a live handle not changed during the call; `out_solution`
/// points to a writable `jass_solution`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_solve(
    game: *const jass_game,
    memory: usize,
    threads: usize,
    out_solution: *mut jass_solution,
) -> jass_result {
    ffi!(game: obj, out_solution: out => {
        out_solution.write(solve_game(game, memory, threads, None)?);
        Ok(())
    })
}

/// `jass_solve`, given up once another thread sets `*stop` to `true`:
/// then it returns `JASS_RESULT_STOPPED` and writes nothing. The search
/// reads the flag when it starts (a flag already set stops it at once),
/// then every few thousand positions (about every millisecond; a flag set
/// later during a smaller search may find it finished).
/// `stop` may be NULL (the call is then `jass_solve`); the flag is only
/// read, so clear it before using it again.
///
/// Returns what `jass_solve` returns, and `JASS_RESULT_STOPPED`.
///
/// # Safety
///
/// As for `jass_solve`; `stop` is NULL or points to a `bool` that stays
/// valid during the call and that other threads only write atomically:
/// `__atomic_store_n(&flag, true, __ATOMIC_RELAXED)` in GCC and Clang, or
/// C11's `atomic_store` on an `atomic_bool` passed as `(const bool *)`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_solve_until(
    game: *const jass_game,
    memory: usize,
    threads: usize,
    stop: *const bool,
    out_solution: *mut jass_solution,
) -> jass_result {
    // SAFETY: the `# Safety` section makes the caller promise what
    // `ptr::opt_flag` requires.
    let stop = unsafe { crate::ptr::opt_flag(stop) };
    ffi!(game: obj, out_solution: out => {
        out_solution.write(solve_game(game, memory, threads, stop)?);
        Ok(())
    })
}

/// Solves the current hands of `count` Schieber games at once and writes
/// their results to `out_solutions[0..count]`, in order: each the
/// `jass_solve` of its game.
///
/// `threads` threads (0: one per core; at most 1024) each take the next
/// game as soon as they have solved one, so games of very different sizes
/// (a full hand, the middle of a hand) keep every thread busy; each game
/// is searched on one thread. A list of games with fewer than five
/// tricks left each starts a thread for every 16 of them. `memory` is the
/// most memory of each
/// thread's table, as for `jass_solve`. `stop` is NULL or a flag as for
/// `jass_solve_until`: once another thread sets it, every thread gives up
/// within about a millisecond and the call returns `JASS_RESULT_STOPPED`.
/// Nothing is written unless every game is solved.
///
/// Returns what `jass_solve` returns for the first game it refuses (the
/// message names it: `games[i]`), `JASS_RESULT_NULL_POINTER` for a NULL
/// `games` with a `count` that is not 0 or a NULL game, and
/// `JASS_RESULT_STOPPED`.
///
/// # Safety
///
/// `games` points to `count` live handles (or is NULL with `count` 0),
/// none changed during the call; `out_solutions` points to `count`
/// writable `jass_solution`s; `stop` as for `jass_solve_until`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_solve_many(
    games: *const *const jass_game,
    count: usize,
    memory: usize,
    threads: usize,
    stop: *const bool,
    out_solutions: *mut jass_solution,
) -> jass_result {
    // SAFETY: the `# Safety` section makes the caller promise what
    // `ptr::opt_flag` requires.
    let stop = unsafe { crate::ptr::opt_flag(stop) };
    ffi!(games: objs(count), out_solutions: buf(count) => {
        let positions = positions_of(&games)?;
        solve_many_into(&mut solver(memory, threads)?, &positions, stop, out_solutions)
    })
}

/// Solves `positions` with `solver` as `Solver::solve_many` does (stopped
/// through `stop` if one is given) and writes their solutions to `out`:
/// nothing unless every one is solved.
fn solve_many_into(
    solver: &mut Solver,
    positions: &[Position],
    stop: Option<&AtomicBool>,
    out: OutSlice<'_, jass_solution>,
) -> Result<(), Error> {
    let solutions = search_with(
        solver,
        positions,
        stop,
        Solver::solve_many,
        Solver::solve_many_until,
    )?;
    let solutions: Vec<jass_solution> = solutions.iter().map(jass_solution::from).collect();
    out.write_all(&solutions)
}

/// The value of the current hand of a Schieber game with every hand
/// visible, written to `*out_value`: what `jass_solve` writes as
/// `jass_solution.value`, without the value of every card, which from the
/// start of a trick takes longer (by a median of 1.3 times four tricks in,
/// 2.5 times for a whole hand in trump). `memory` and `threads` as
/// for `jass_solve`, `stop` as for `jass_solve_until` (NULL for none).
///
/// Returns what `jass_solve_until` returns.
///
/// # Safety
///
/// `game` is a live handle not changed during the call; `out_value`
/// points to a writable `uint16_t`; `stop` as for `jass_solve_until`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_solve_value(
    game: *const jass_game,
    memory: usize,
    threads: usize,
    stop: *const bool,
    out_value: *mut u16,
) -> jass_result {
    // SAFETY: the `# Safety` section makes the caller promise what
    // `ptr::opt_flag` requires.
    let stop = unsafe { crate::ptr::opt_flag(stop) };
    ffi!(game: obj, out_value: out => {
        let position = position_of(game)?;
        let value = search(
            &position,
            (memory, threads, stop),
            Solver::value,
            Solver::value_until,
        )?;
        out_value.write(value);
        Ok(())
    })
}

/// The values of the current hands of `count` Schieber games at once,
/// written to `out_values[0..count]` in order: each the `jass_solve_value`
/// of its game, searched as `jass_solve_many` searches them (`memory`,
/// `threads` and `stop` as there). Nothing is written unless every game
/// is solved.
///
/// Returns what `jass_solve_many` returns.
///
/// # Safety
///
/// `games` points to `count` live handles (or is NULL with `count` 0),
/// none changed during the call; `out_values` points to `count` writable
/// `uint16_t`s; `stop` as for `jass_solve_until`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_solve_value_many(
    games: *const *const jass_game,
    count: usize,
    memory: usize,
    threads: usize,
    stop: *const bool,
    out_values: *mut u16,
) -> jass_result {
    // SAFETY: the `# Safety` section makes the caller promise what
    // `ptr::opt_flag` requires.
    let stop = unsafe { crate::ptr::opt_flag(stop) };
    ffi!(games: objs(count), out_values: buf(count) => {
        let positions = positions_of(&games)?;
        let values = search(
            &positions[..],
            (memory, threads, stop),
            Solver::value_many,
            Solver::value_many_until,
        )?;
        out_values.write_all(&values)
    })
}

/// The positions of `games`, a refused game named by its index.
fn positions_of(games: &[impl Deref<Target = jass_game>]) -> Result<Vec<Position>, Error> {
    games
        .iter()
        .enumerate()
        .map(|(i, game)| position_of(game).map_err(|e| e.about(&format!("games[{i}]"))))
        .collect()
}

/// The error of a search stopped through its flag.
fn stopped() -> Error {
    Error::new(
        jass_result::Stopped,
        "the search was stopped through its flag",
    )
}

/// The position of `game`'s current hand: Schieber with its contract
/// named, the hand not over.
fn position_of(game: &jass_game) -> Result<Position, Error> {
    let AnyGame::Schieber(game) = &game.game else {
        return Err(Error::invalid("the solver plays Schieber only"));
    };
    Ok(Position::from_game(game)?)
}

/// What `jass_solve` and `jass_solve_until` write: the solution of
/// `game`'s current hand with a solver of `memory` bytes on `threads`
/// threads, stopped through `stop` if one is given.
fn solve_game(
    game: &jass_game,
    memory: usize,
    threads: usize,
    stop: Option<&AtomicBool>,
) -> Result<jass_solution, Error> {
    let position = position_of(game)?;
    let solution = search(
        &position,
        (memory, threads, stop),
        Solver::solve,
        Solver::solve_until,
    )?;
    Ok(jass_solution::from(&solution))
}

/// What `find` finds of `of` with a solver of `memory` bytes on `threads`
/// threads (see [`solver`]), or `until` when the caller gave a `stop`
/// flag (`JASS_RESULT_STOPPED` once the flag stops it): one way for every
/// export that searches.
fn search<P: ?Sized, T>(
    of: &P,
    (memory, threads, stop): (usize, usize, Option<&AtomicBool>),
    find: fn(&mut Solver, &P) -> T,
    until: fn(&mut Solver, &P, &AtomicBool) -> Option<T>,
) -> Result<T, Error> {
    let mut solver = solver(memory, threads)?;
    search_with(&mut solver, of, stop, find, until)
}

/// What `find` finds of `of` with `solver`, or `until` when the caller
/// gave a `stop` flag (`JASS_RESULT_STOPPED` once the flag stops it).
fn search_with<P: ?Sized, T>(
    solver: &mut Solver,
    of: &P,
    stop: Option<&AtomicBool>,
    find: fn(&mut Solver, &P) -> T,
    until: fn(&mut Solver, &P, &AtomicBool) -> Option<T>,
) -> Result<T, Error> {
    match stop {
        Some(stop) => until(solver, of, stop).ok_or_else(stopped),
        None => Ok(find(solver, of)),
    }
}

/// Solves a position given by its parts and writes the result to
/// `*out_solution`: `hands` (four `jass_card_set`, seats 0 to 3), the
/// unfinished trick's `leader` and its `trick_len` cards `trick` (NULL if
/// `trick_len` is 0), the `contract` (a `jass_contract`), the `declarers`
/// (team 0 or 1), `tricks_won` (two counts, team 0 then team 1) and
/// `rules`. `memory` and `threads` as for `jass_solve`.
///
/// Returns `JASS_RESULT_CARD_SET_OUT_OF_RANGE`, `JASS_RESULT_SEAT_OUT_OF_RANGE`,
/// `JASS_RESULT_CONTRACT_OUT_OF_RANGE`, `JASS_RESULT_CARD_OUT_OF_RANGE` or
/// `JASS_RESULT_INVALID_ARGUMENT` for values out of range, and
/// `JASS_RESULT_DUPLICATE_CARD` or `JASS_RESULT_INVALID_ARGUMENT` for a
/// position that is not consistent (hand sizes, trick count, a complete
/// trick of four cards, rules of a table of five or six or of the double
/// pack), and `JASS_RESULT_GAME_OVER` if every hand is empty and no trick
/// is begun (the hand is over, as `jass_solve` says of a game whose hand
/// is).
///
/// # Safety
///
/// `hands` points to four `uint64_t`; `trick` to `trick_len` bytes (or is
/// NULL with `trick_len` 0); `tricks_won` to two bytes; `rules` is a live
/// handle; `out_solution` points to a writable `jass_solution`.
#[unsafe(no_mangle)]
#[allow(
    clippy::too_many_arguments,
    reason = "a position's parts, as C passes them"
)]
pub unsafe extern "C" fn jass_solve_position(
    hands: *const u64,
    leader: u8,
    trick: *const u8,
    trick_len: usize,
    contract: u8,
    declarers: u8,
    tricks_won: *const u8,
    rules: *const jass_rules,
    memory: usize,
    threads: usize,
    out_solution: *mut jass_solution,
) -> jass_result {
    let (four, two) = (FOUR, TWO);
    ffi!(hands: nonnull_slice(four), trick: slice(trick_len), tricks_won: nonnull_slice(two),
         rules: obj, out_solution: out => {
        let sets = card_sets(hands.get()?)?;
        let leader = convert::seat_for_core(leader, Players::Four.count())?;
        let cards = trick
            .get()?
            .iter()
            .map(|&c| Card::try_from(c))
            .collect::<Result<Vec<_>, _>>()?;
        let trick = Trick::try_from_cards(leader, Players::Four, cards)?;
        let contract = Contract::try_from(contract)?;
        let declarers = Team::try_from(declarers)?;
        let won = tricks_won.get()?;
        let position = Position::try_new(
            sets,
            trick,
            contract,
            declarers,
            ByTeam([won[0], won[1]]),
            &rules.rules,
        )?;
        let solution = search(
            &position,
            (memory, threads, None),
            Solver::solve,
            Solver::solve_until,
        )?;
        out_solution.write(jass_solution::from(&solution));
        Ok(())
    })
}

/// Solves the current hand of `game` with the cards each seat holds
/// given by `hands` (four `jass_card_set`, seats 0 to 3), such as a deal
/// of `jass_sample_deals`, so that a bot of one's own can solve the deals
/// it samples; writes the result to `*out_solution`. The trick, the
/// contract, the declarers and the tricks won are the game's (what every
/// seat observes). `memory` and `threads` as for `jass_solve`; the game is
/// not changed.
///
/// Returns what `jass_solve` returns for the game (a game other than
/// Schieber of four, before its contract, after its hand or once the game
/// is over), and
/// `JASS_RESULT_CARD_SET_OUT_OF_RANGE`, `JASS_RESULT_DUPLICATE_CARD` or
/// `JASS_RESULT_INVALID_ARGUMENT` for `hands` that do not fit the game's
/// hand as every seat has seen it (a card held twice or already played in
/// it, a seat with the wrong number of cards, a seat not given a card of
/// a meld it scored or the stöck it announced, or given a card of a suit
/// it has shown void in); nothing is written then.
///
/// # Safety
///
/// `game` is a live handle not changed during the call; `hands` points to
/// four `uint64_t`; `out_solution` points to a writable `jass_solution`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_solve_deal(
    game: *const jass_game,
    hands: *const u64,
    memory: usize,
    threads: usize,
    out_solution: *mut jass_solution,
) -> jass_result {
    let four = FOUR;
    ffi!(game: obj, hands: nonnull_slice(four), out_solution: out => {
        let position = deal_position(game, hands.get()?)?;
        let solution = search(
            &position,
            (memory, threads, None),
            Solver::solve,
            Solver::solve_until,
        )?;
        out_solution.write(jass_solution::from(&solution));
        Ok(())
    })
}

/// The position of `game`'s current hand with the cards each seat holds
/// given by `hands` (four masks, seats 0 to 3): what `jass_solve_deal`
/// solves.
fn deal_position(game: &jass_game, hands: &[u64]) -> Result<Position, Error> {
    DealView::of(game)?.position(hands)
}

/// What every seat sees of a game's current hand, from which a deal's
/// position is made: the trick, the contract, the declarers, the tricks
/// won and the rules.
struct DealView {
    observation: Observation,
}

impl DealView {
    fn of(game: &jass_game) -> Result<DealView, Error> {
        Ok(DealView {
            observation: game.game.observation(Seat::S0)?,
        })
    }

    /// The position with the cards each seat holds given by `hands` (four
    /// masks, seats 0 to 3).
    fn position(&self, hands: &[u64]) -> Result<Position, Error> {
        let sets = card_sets(hands)?;
        Ok(Position::from_table_view(&self.observation, sets)?)
    }
}

/// Four card sets, seats 0 to 3, from their masks.
fn card_sets(masks: &[u64]) -> Result<BySeat<CardSet>, Error> {
    let mut sets = [CardSet::EMPTY; 4];
    for (set, &mask) in sets.iter_mut().zip(masks) {
        *set = CardSet::try_from_mask(mask)?;
    }
    Ok(BySeat::four(sets))
}

impl From<SampleError> for Error {
    fn from(error: SampleError) -> Error {
        let code = match error {
            SampleError::NoDeal => jass_result::InvalidDeal,
            _ => jass_result::InvalidArgument,
        };
        Error::new(code, error.to_string())
    }
}

/// Draws `count` deals of the hidden cards of `game`'s current hand, each
/// uniformly among the deals that agree with what `seat` observes (its own
/// hand, the cards played, the cards others are known to hold, the suits
/// they showed void in; the rules are the game's), and writes them to
/// `out_hands`, which has room for `hands_len` card sets (at least
/// `4 * count`): deal `i` gives seat `s` the card set
/// `out_hands[4 * i + s]`, and `seat` its own hand. Writes the number of
/// deals that agree with the observation to `*out_total` (227873431500 at
/// the start of a hand of four times nine cards). The deals are drawn from
/// a generator seeded with `seed`, so a seed always gives the same deals of
/// the same game; the game is not changed.
///
/// Returns `JASS_RESULT_SEAT_OUT_OF_RANGE` for a seat not at the table,
/// `JASS_RESULT_INVALID_ARGUMENT` for a game that is not four hands of
/// nine from one pack (Jass für zwei, Schmaus, Mittlere, the tables of
/// three, five and six, the double pack) or a `count` no array can hold,
/// `JASS_RESULT_BUFFER_TOO_SMALL` if `hands_len` is less than
/// `4 * count`, and `JASS_RESULT_INVALID_DEAL` if no deal agrees with the
/// observation (which no game produces); nothing is written then.
///
/// # Safety
///
/// `game` is a live handle not changed during the call; `out_hands` points
/// to `hands_len` writable `uint64_t`; `out_total` points to a writable
/// `uint64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_sample_deals(
    game: *const jass_game,
    seat: u8,
    seed: u64,
    count: usize,
    out_hands: *mut u64,
    hands_len: usize,
    out_total: *mut u64,
) -> jass_result {
    ffi!(game: obj, out_hands: buf(hands_len), out_total: out => {
        let game = &game.game;
        let seat = convert::seat_for_core(seat, game.players())?;
        let sampler = DealSampler::new(&game.observation(seat)?)?;
        let sets = count
            .checked_mul(FOUR)
            .filter(|&sets| sets <= isize::MAX as usize / size_of::<u64>())
            .ok_or_else(|| {
                Error::invalid(format!("count {count} is impossibly large for an array of deals"))
            })?;
        let out = out_hands.prefix(sets)?;
        for (deal, hands) in out.chunks_exact_mut(FOUR).zip(sampler.samples(seed)) {
            for (slot, seat) in deal.iter_mut().zip(Seat::ALL) {
                slot.write(hands[seat].mask());
            }
        }
        out_total.write(sampler.count());
        Ok(())
    })
}

const FOUR: usize = 4;
const TWO: usize = 2;

/// A player of a duplicate arena.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_arena_player {
    /// A `jass_bot_kind`: random, rule of thumb or PIMC.
    pub kind: u8,
    /// PIMC: deals sampled per card decision (0: the default, 16).
    pub samples: u32,
    /// PIMC: the tricks left from which it searches (0: the default, 6;
    /// at most 9).
    pub search_from_tricks: u8,
    /// PIMC: a time budget per decision in microseconds (0: none).
    pub time_budget_micros: u64,
}

/// What `jass_arena_run` writes: each side's mean points per hand, the
/// difference, their 95% confidence intervals and the time per decision.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_arena_summary {
    /// The number of deals, each played twice.
    pub deals: u64,
    /// Each side's mean points per hand.
    pub means: [f64; 2],
    /// Half the width of each mean's 95% confidence interval.
    pub ci95: [f64; 2],
    /// Side 0's points minus side 1's, per hand.
    pub difference: f64,
    /// Half the width of the difference's 95% confidence interval.
    pub difference_ci95: f64,
    /// Each side's mean time per decision, in microseconds.
    pub micros_per_decision: [f64; 2],
}

/// The core's player for a C description, on `rules`: a PIMC player
/// searches on one thread, since the arena plays its deals on every core.
pub(crate) fn player(player: &jass_arena_player, rules: &jass_rules) -> Result<Player, Error> {
    match player.kind {
        0 => Ok(Player::Random),
        1 => Ok(Player::RuleOfThumb),
        2 => Ok(Player::Pimc(pimc_config(
            rules,
            &jass_pimc_config {
                samples: player.samples,
                search_from_tricks: player.search_from_tricks,
                time_budget_micros: player.time_budget_micros,
                threads: 1,
                ..jass_pimc_config::default()
            },
        )?)),
        kind => Err(Error::invalid(format!(
            "bot kind {kind} is out of range 0 to 2"
        ))),
    }
}

/// How a PIMC bot plays (`jass_bot_new_pimc`); 0 in a field means its
/// default, so a zeroed struct gives the default bot on one thread per
/// core.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_pimc_config {
    /// Deals sampled per card decision (0: 16).
    pub samples: u32,
    /// Deals sampled per contract when declaring, each a full deal solved
    /// (0: the bot declares by rule of thumb).
    pub declare_samples: u32,
    /// A time budget per decision in microseconds, after at least one
    /// sample (0: none; with one, its play also depends on the machine's
    /// speed).
    pub time_budget_micros: u64,
    /// The most memory of the solver's table, in bytes (0: 4 MiB; at most
    /// 1 GiB), of each thread's table when the samples of a card are
    /// solved side by side.
    pub memory: usize,
    /// The threads the bot's solver runs on (0: one per core; at most
    /// 1024): the samples of a card side by side, a declaration's full
    /// deals each on all of them. The bot's choices are the same on any
    /// number of threads.
    pub threads: usize,
    /// The tricks left from which the bot searches (0: 6; at most 9);
    /// earlier it plays by rule of thumb.
    pub search_from_tricks: u8,
}

/// `value`, or `default` for C's 0.
fn or_default<T: Default + PartialEq>(value: T, default: T) -> T {
    if value == T::default() {
        default
    } else {
        value
    }
}

/// The core's PIMC configuration for C's numbers (0 meaning the default)
/// on `rules`.
pub(crate) fn pimc_config(
    rules: &jass_rules,
    config: &jass_pimc_config,
) -> Result<PimcConfig, Error> {
    check_solver_limits(config.memory, config.threads)?;
    let default = PimcConfig::default();
    let pimc = PimcConfig {
        rules: rules.rules,
        samples: or_default(config.samples, default.samples),
        search_from_tricks: or_default(config.search_from_tricks, default.search_from_tricks),
        declare_samples: config.declare_samples,
        time_budget_micros: config.time_budget_micros,
        memory: or_default(config.memory, default.memory),
        threads: config.threads,
    };
    pimc.validate()?;
    Ok(pimc)
}

impl From<PimcConfigError> for Error {
    fn from(error: PimcConfigError) -> Error {
        match error {
            PimcConfigError::Rules(e) => e.into(),
            e => Error::invalid(e.to_string()),
        }
    }
}

/// Plays `count` deals, of seeds `seed`, `seed + 1`, …, twice each with the
/// sides' seats swapped, between `players[0]` and `players[1]` on `threads`
/// threads (0: one per core, at most 1024), and writes the summary to
/// `*out_summary`. The points do not depend on the number of threads.
/// A summary of one deal has infinite intervals (`ci95`,
/// `difference_ci95`), and of none NaN means and intervals; a side that
/// made no decision has a NaN `micros_per_decision`.
///
/// Plays Schieber at a table of four, five or six (the double pack too),
/// a PIMC player only at a table of four with one pack.
///
/// Returns `JASS_RESULT_INVALID_ARGUMENT` for a player or thread count out
/// of range, rules of a table of three, or a PIMC player at a table of five
/// or six or with the double pack, and `JASS_RESULT_INVALID_RULES` for
/// invalid rules.
///
/// # Safety
///
/// `rules` is a live handle; `players` points to two `jass_arena_player`;
/// `out_summary` points to a writable `jass_arena_summary`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_arena_run(
    rules: *const jass_rules,
    players: *const jass_arena_player,
    seed: u64,
    count: usize,
    threads: usize,
    out_summary: *mut jass_arena_summary,
) -> jass_result {
    let two = TWO;
    ffi!(rules: obj, players: nonnull_slice(two), out_summary: out => {
        let players = players.get()?;
        let first = player(&players[0], rules)?;
        let second = player(&players[1], rules)?;
        let mut config = ArenaConfig::new(rules.rules, first, second);
        config.threads = NonZeroUsize::new(threads);
        let report = arena::run(&config, seed, count)?;
        out_summary.write(jass_arena_summary {
            deals: report.rows.len() as u64,
            means: report.sides.map(|s| s.mean),
            ci95: report.sides.map(|s| s.ci95),
            difference: report.difference.mean,
            difference_ci95: report.difference.ci95,
            micros_per_decision: report.micros_per_decision,
        });
        Ok(())
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use std::ptr;

    use jass_core::solver::{self, Position};
    use jass_core::{Action, Game, Hand, Rules};

    use super::*;
    use std::sync::atomic::{AtomicBool, Ordering};

    use crate::bot::{jass_bot_choose, jass_bot_free, jass_bot_new_pimc};
    use crate::game::jass_action;
    use crate::game::tests::{GameHandle, RulesHandle};

    pub(super) fn empty_solution() -> jass_solution {
        jass_solution {
            value: 999,
            declarers: 9,
            to_move: 9,
            legal: 0,
            card_values: [0; 36],
            principal_variation_len: 0,
            principal_variation: [0; 36],
        }
    }

    /// A Schieber game in its play phase, `cards` cards played.
    pub(super) fn game_in_play(cards: usize) -> GameHandle {
        let game = GameHandle::new(Rules::schieber(), 3);
        assert_eq!(
            game.apply(jass_action::from(Action::Declare(Contract::Obenabe))),
            jass_result::Ok
        );
        for _ in 0..cards {
            let AnyGame::Schieber(g) = game.core() else {
                unreachable!()
            };
            let card = g.legal_cards().first().expect("a legal card");
            assert_eq!(
                game.apply(jass_action::from(Action::Play(card))),
                jass_result::Ok
            );
        }
        game
    }

    #[test]
    fn jass_solve_agrees_with_the_core() {
        let game = game_in_play(20);
        let mut out = empty_solution();
        // SAFETY: live handles or NULL, and writable out-parameters.
        let result = unsafe { jass_solve(game.0, 1 << 16, 1, &raw mut out) };
        assert_eq!(result, jass_result::Ok);
        let AnyGame::Schieber(core) = game.core() else {
            unreachable!()
        };
        let position = Position::from_game(core).unwrap();
        let expected = solver::solve(&position);
        assert_eq!(out, jass_solution::from(&expected));
        assert_eq!(out.value, solver::minimax(&position));
    }

    #[test]
    fn jass_solve_refuses_a_game_before_its_contract_and_writes_nothing() {
        let game = GameHandle::new(Rules::schieber(), 3);
        let mut out = empty_solution();
        // SAFETY: live handles or NULL, and writable out-parameters.
        let result = unsafe { jass_solve(game.0, 0, 0, &raw mut out) };
        assert_eq!(result, jass_result::WrongPhase);
        assert_eq!(out, empty_solution());
        // SAFETY: live handles or NULL, and writable out-parameters.
        let result = unsafe { jass_solve(ptr::null(), 0, 0, &raw mut out) };
        assert_eq!(result, jass_result::NullPointer);
        // SAFETY: live handles or NULL, and writable out-parameters.
        let result = unsafe { jass_solve(game.0, 0, 0, ptr::null_mut()) };
        assert_eq!(result, jass_result::NullPointer);
    }

    #[test]
    fn jass_solve_until_stops_through_its_flag_and_writes_nothing() {
        let game = game_in_play(4);
        let mut out = empty_solution();
        let stop = AtomicBool::new(true);
        // SAFETY: a live handle, a flag only read atomically, a writable
        // out-parameter.
        let result = unsafe { jass_solve_until(game.0, 1 << 16, 2, stop.as_ptr(), &raw mut out) };
        assert_eq!(result, jass_result::Stopped);
        assert_eq!(out, empty_solution());
        let game = game_in_play(24);
        let mut solved = empty_solution();
        stop.store(false, Ordering::Relaxed);
        // SAFETY: as above.
        let result =
            unsafe { jass_solve_until(game.0, 1 << 16, 2, stop.as_ptr(), &raw mut solved) };
        assert_eq!(result, jass_result::Ok);
        let mut plain = empty_solution();
        // SAFETY: a NULL flag is never set.
        let result = unsafe { jass_solve_until(game.0, 1 << 16, 2, ptr::null(), &raw mut plain) };
        assert_eq!(result, jass_result::Ok);
        let mut expected = empty_solution();
        // SAFETY: a live handle and a writable out-parameter.
        let result = unsafe { jass_solve(game.0, 1 << 16, 1, &raw mut expected) };
        assert_eq!(result, jass_result::Ok);
        assert_eq!((solved, plain), (expected, expected));
    }

    #[test]
    fn jass_solve_many_writes_each_games_solution_in_order() {
        let games: Vec<GameHandle> = [20, 4, 28, 12, 24].map(game_in_play).into();
        let handles: Vec<*const jass_game> = games.iter().map(|g| g.0.cast_const()).collect();
        let expected: Vec<jass_solution> = games
            .iter()
            .map(|game| {
                let mut out = empty_solution();
                // SAFETY: a live handle and a writable out-parameter.
                let result = unsafe { jass_solve(game.0, 1 << 16, 1, &raw mut out) };
                assert_eq!(result, jass_result::Ok);
                out
            })
            .collect();
        for threads in [0, 1, 2, 3] {
            let mut out = vec![empty_solution(); games.len()];
            // SAFETY: live handles, writable solutions, no flag.
            let result = unsafe {
                jass_solve_many(
                    handles.as_ptr(),
                    handles.len(),
                    1 << 16,
                    threads,
                    ptr::null(),
                    out.as_mut_ptr(),
                )
            };
            assert_eq!(result, jass_result::Ok, "{threads} threads");
            assert_eq!(out, expected, "{threads} threads");
        }
        // No game: nothing to write, NULL arrays welcome.
        // SAFETY: no element is read or written.
        let result = unsafe { jass_solve_many(ptr::null(), 0, 0, 2, ptr::null(), ptr::null_mut()) };
        assert_eq!(result, jass_result::NullPointer);
        let mut none: [jass_solution; 0] = [];
        // SAFETY: as above.
        let result =
            unsafe { jass_solve_many(ptr::null(), 0, 0, 2, ptr::null(), none.as_mut_ptr()) };
        assert_eq!(result, jass_result::Ok);
    }

    #[test]
    fn jass_solve_many_refuses_a_bad_game_by_its_index_and_writes_nothing() {
        let ready = game_in_play(20);
        let early = GameHandle::new(Rules::schieber(), 3);
        let mut out = vec![empty_solution(); 3];
        let handles = [
            ready.0.cast_const(),
            early.0.cast_const(),
            ready.0.cast_const(),
        ];
        // SAFETY: live handles and writable solutions.
        let result =
            unsafe { jass_solve_many(handles.as_ptr(), 3, 0, 2, ptr::null(), out.as_mut_ptr()) };
        assert_eq!(result, jass_result::WrongPhase);
        assert!(last_error().starts_with("games[1]: "), "{}", last_error());
        assert_eq!(out, vec![empty_solution(); 3]);
        let handles = [ready.0.cast_const(), ptr::null()];
        // SAFETY: as above, one handle NULL.
        let result =
            unsafe { jass_solve_many(handles.as_ptr(), 2, 0, 2, ptr::null(), out.as_mut_ptr()) };
        assert_eq!(result, jass_result::NullPointer);
        assert!(last_error().contains("games[1]"));
        // SAFETY: a NULL array of two games.
        let result =
            unsafe { jass_solve_many(ptr::null(), 2, 0, 2, ptr::null(), out.as_mut_ptr()) };
        assert_eq!(result, jass_result::NullPointer);
        // SAFETY: live handles, writable solutions.
        let result =
            unsafe { jass_solve_many(handles.as_ptr(), 1, 0, 5000, ptr::null(), out.as_mut_ptr()) };
        assert_eq!(result, jass_result::InvalidArgument);
        assert_eq!(out, vec![empty_solution(); 3]);
    }

    #[test]
    fn jass_solve_many_stops_through_its_flag_and_writes_nothing() {
        let games: Vec<GameHandle> = (0..4).map(|_| game_in_play(0)).collect();
        let handles: Vec<*const jass_game> = games.iter().map(|g| g.0.cast_const()).collect();
        let mut out = vec![empty_solution(); 4];
        let stop = AtomicBool::new(true);
        // SAFETY: live handles, a flag only read atomically, writable
        // solutions.
        let result = unsafe {
            jass_solve_many(
                handles.as_ptr(),
                4,
                1 << 16,
                2,
                stop.as_ptr(),
                out.as_mut_ptr(),
            )
        };
        assert_eq!(result, jass_result::Stopped);
        assert_eq!(out, vec![empty_solution(); 4]);
    }

    #[test]
    fn jass_solve_position_checks_its_parts() {
        let rules = RulesHandle::new(Rules::schieber());
        let hands =
            ["HA SA", "H6 S6", "H7 S7", "H8 S8"].map(|h| h.parse::<CardSet>().unwrap().mask());
        let won = [7u8, 0];
        let mut out = empty_solution();
        // SAFETY: four hands, no trick, two counts, a live handle, a writable solution.
        let result = unsafe {
            jass_solve_position(
                hands.as_ptr(),
                0,
                ptr::null(),
                0,
                4,
                0,
                won.as_ptr(),
                rules.0,
                0,
                1,
                &raw mut out,
            )
        };
        assert_eq!(result, jass_result::Ok);
        assert_eq!(out.value, 11 + 11 + 8 + 8 + 5 + 100);
        assert_eq!(out.principal_variation_len, 8);
        let mut bad = hands;
        bad[3] = hands[0];
        let mut out = empty_solution();
        // SAFETY: as above.
        let result = unsafe {
            jass_solve_position(
                bad.as_ptr(),
                0,
                ptr::null(),
                0,
                4,
                0,
                won.as_ptr(),
                rules.0,
                0,
                1,
                &raw mut out,
            )
        };
        assert_eq!(result, jass_result::DuplicateCard);
        // SAFETY: as above.
        let result = unsafe {
            jass_solve_position(
                hands.as_ptr(),
                0,
                ptr::null(),
                0,
                6,
                0,
                won.as_ptr(),
                rules.0,
                0,
                1,
                &raw mut out,
            )
        };
        assert_eq!(result, jass_result::ContractOutOfRange);
        assert_eq!(out, empty_solution());
        // Seven tricks won leave two: seat 0, with three cards, is wrong.
        let mut three = hands;
        three[0] |= "CA".parse::<CardSet>().unwrap().mask();
        // SAFETY: as above.
        let result = unsafe {
            jass_solve_position(
                three.as_ptr(),
                0,
                ptr::null(),
                0,
                4,
                0,
                won.as_ptr(),
                rules.0,
                0,
                1,
                &raw mut out,
            )
        };
        assert_eq!(result, jass_result::InvalidArgument);
        assert_eq!(last_error(), "seat 0 holds 3 cards, expected 2");
        assert_eq!(out, empty_solution());
        // Nothing left to play: the hand is over.
        let none = [0u64; 4];
        let all_won = [5u8, 4];
        // SAFETY: as above.
        let result = unsafe {
            jass_solve_position(
                none.as_ptr(),
                0,
                ptr::null(),
                0,
                4,
                0,
                all_won.as_ptr(),
                rules.0,
                0,
                1,
                &raw mut out,
            )
        };
        assert_eq!(result, jass_result::GameOver);
        assert_eq!(out, empty_solution());
    }

    #[test]
    fn jass_solve_value_writes_the_solutions_value_alone() {
        let games: Vec<GameHandle> = [0, 4, 13, 22].map(game_in_play).into();
        let handles: Vec<*const jass_game> = games.iter().map(|g| g.0.cast_const()).collect();
        let mut expected = Vec::new();
        for game in &games {
            let mut solution = empty_solution();
            // SAFETY: a live handle, a writable solution.
            let result = unsafe { jass_solve(game.0, 1 << 20, 2, &raw mut solution) };
            assert_eq!(result, jass_result::Ok);
            expected.push(solution.value);
            let free = false;
            for stop in [ptr::null(), &raw const free] {
                let mut value = 999u16;
                // SAFETY: a live handle, NULL or a flag, a writable value.
                let result = unsafe { jass_solve_value(game.0, 1 << 20, 2, stop, &raw mut value) };
                assert_eq!((result, value), (jass_result::Ok, solution.value));
            }
        }
        for threads in [1, 2, 3] {
            let mut values = vec![999u16; 4];
            // SAFETY: live handles, no flag, four writable values.
            let result = unsafe {
                jass_solve_value_many(
                    handles.as_ptr(),
                    4,
                    1 << 20,
                    threads,
                    ptr::null(),
                    values.as_mut_ptr(),
                )
            };
            assert_eq!((result, &values), (jass_result::Ok, &expected));
        }
    }

    #[test]
    fn jass_solve_value_refuses_and_stops_and_writes_nothing() {
        let declaring = GameHandle::new(Rules::schieber(), 3);
        let ready = game_in_play(0);
        let stop = true;
        let mut value = 999u16;
        // SAFETY: live handles, a set flag, a writable value.
        let results = unsafe {
            [
                jass_solve_value(declaring.0, 0, 1, ptr::null(), &raw mut value),
                jass_solve_value(ready.0, 0, 1, &raw const stop, &raw mut value),
                jass_solve_value(ready.0, 0, 5000, ptr::null(), &raw mut value),
                jass_solve_value(ptr::null(), 0, 1, ptr::null(), &raw mut value),
                jass_solve_value(ready.0, 0, 1, ptr::null(), ptr::null_mut()),
            ]
        };
        assert_eq!(
            results,
            [
                jass_result::WrongPhase,
                jass_result::Stopped,
                jass_result::InvalidArgument,
                jass_result::NullPointer,
                jass_result::NullPointer
            ]
        );
        assert_eq!(value, 999);
        let handles = [ready.0.cast_const(), declaring.0.cast_const()];
        let mut values = [999u16; 2];
        // SAFETY: live handles, no flag or a set one, two writable values.
        let results = unsafe {
            [
                jass_solve_value_many(handles.as_ptr(), 2, 0, 2, ptr::null(), values.as_mut_ptr()),
                jass_solve_value_many(
                    handles.as_ptr(),
                    1,
                    0,
                    2,
                    &raw const stop,
                    values.as_mut_ptr(),
                ),
                jass_solve_value_many(ptr::null(), 2, 0, 2, ptr::null(), values.as_mut_ptr()),
                jass_solve_value_many(handles.as_ptr(), 1, 0, 2, ptr::null(), ptr::null_mut()),
            ]
        };
        assert_eq!(
            results,
            [
                jass_result::WrongPhase,
                jass_result::Stopped,
                jass_result::NullPointer,
                jass_result::NullPointer
            ]
        );
        assert_eq!(values, [999; 2]);
        // SAFETY: no games (NULL with a count of 0), room for none.
        let result = unsafe {
            jass_solve_value_many(ptr::null(), 0, 0, 1, ptr::null(), values.as_mut_ptr())
        };
        assert_eq!(result, jass_result::Ok);
        assert_eq!(values, [999; 2]);
    }

    /// `jass_solve_deal` of `game` with `hands` into a solution that holds
    /// `empty_solution()` before.
    fn solve_deal(game: &GameHandle, hands: &[u64; 4]) -> (jass_result, jass_solution) {
        let mut out = empty_solution();
        // SAFETY: a live handle, four hands, a writable solution.
        let result = unsafe { jass_solve_deal(game.0, hands.as_ptr(), 1 << 16, 1, &raw mut out) };
        (result, out)
    }

    #[test]
    fn jass_solve_deal_solves_the_deals_a_seat_samples() {
        let game = game_in_play(21);
        let core = game.core();
        let AnyGame::Schieber(schieber) = core else {
            unreachable!()
        };
        // The real hands give the game's own solution.
        let real = [0, 1, 2, 3].map(|s| schieber.hand().hands()[Seat::ALL[s]].mask());
        let mut expected = empty_solution();
        // SAFETY: a live handle, a writable solution.
        let result = unsafe { jass_solve(game.0, 1 << 16, 1, &raw mut expected) };
        assert_eq!(result, jass_result::Ok);
        assert_eq!(solve_deal(&game, &real), (jass_result::Ok, expected));
        // Each sampled deal is the position of the game with its hands.
        let seat = core.to_act().unwrap();
        let (result, deals, _) = sample(&game, seat.index() as u8, 5, 6, 24);
        assert_eq!(result, jass_result::Ok);
        let record = game.record();
        for deal in deals.chunks_exact(4) {
            let hands: [u64; 4] = deal.try_into().unwrap();
            let (result, out) = solve_deal(&game, &hands);
            assert_eq!(result, jass_result::Ok);
            let sets = BySeat::four(hands.map(|m| CardSet::try_from_mask(m).unwrap()));
            let position =
                Position::from_observation(&core.observation(seat).unwrap(), sets).unwrap();
            assert_eq!(out, jass_solution::from(&solver::solve(&position)));
            assert_eq!(out.to_move, seat.index() as u8);
        }
        assert_eq!(game.record(), record);
    }

    /// A seat that showed void in the suit led given a card of it, by a
    /// swap with a seat that holds one: every seat has seen the void.
    #[test]
    fn jass_solve_deal_refuses_a_card_of_a_suit_shown_void() {
        let mut voids = 0;
        for seed in 0..8 {
            let game = GameHandle::new(Rules::schieber(), seed);
            let declare = jass_action::from(Action::Declare(Contract::Obenabe));
            assert_eq!(game.apply(declare), jass_result::Ok);
            for _ in 0..20 {
                let AnyGame::Schieber(g) = game.core() else {
                    unreachable!()
                };
                let card = g.legal_cards().iter().next_back().expect("a legal card");
                assert_eq!(
                    game.apply(jass_action::from(Action::Play(card))),
                    jass_result::Ok
                );
            }
            let AnyGame::Schieber(schieber) = game.core() else {
                unreachable!()
            };
            let hands = *schieber.hand().hands();
            let real = [0, 1, 2, 3].map(|s| hands[Seat::ALL[s]].mask());
            let known = game.core().observation(Seat::S0).unwrap().known;
            for trick in schieber.hand().tricks() {
                let led = trick.cards()[0].suit();
                for (i, card) in trick.cards().iter().enumerate() {
                    let x = trick.seat_of(i);
                    if card.suit() == led {
                        continue;
                    }
                    for y in Seat::ALL[..4].iter().copied().filter(|&y| y != x) {
                        let theirs = (hands[y] - known[y]).iter().find(|c| c.suit() == led);
                        let mine = (hands[x] - known[x]).iter().next();
                        let (Some(theirs), Some(mine)) = (theirs, mine) else {
                            continue;
                        };
                        let mut moved = real;
                        moved[x.index()] = hands[x].without(mine).with(theirs).mask();
                        moved[y.index()] = hands[y].without(theirs).with(mine).mask();
                        assert_eq!(
                            solve_deal(&game, &moved),
                            (jass_result::InvalidArgument, empty_solution())
                        );
                        assert!(last_error().contains("shown void"), "{}", last_error());
                        voids += 1;
                    }
                }
            }
        }
        assert!(voids > 5, "{voids}");
    }

    #[test]
    fn jass_solve_deal_refuses_hands_that_do_not_fit_and_writes_nothing() {
        let game = game_in_play(21);
        let AnyGame::Schieber(schieber) = game.core() else {
            unreachable!()
        };
        let real = [0, 1, 2, 3].map(|s| schieber.hand().hands()[Seat::ALL[s]].mask());
        let mut twice = real;
        twice[0] |= real[1] & real[1].wrapping_neg();
        assert_eq!(
            solve_deal(&game, &twice),
            (jass_result::DuplicateCard, empty_solution())
        );
        let played = schieber.hand().tricks()[0].cards()[0].index();
        let mut replayed = real;
        replayed[3] |= 1 << played;
        assert_eq!(
            solve_deal(&game, &replayed),
            (jass_result::DuplicateCard, empty_solution())
        );
        assert!(last_error().contains("played already"), "{}", last_error());
        let mut short = real;
        short[0] &= short[0] - 1;
        assert_eq!(
            solve_deal(&game, &short),
            (jass_result::InvalidArgument, empty_solution())
        );
        let mut out_of_range = real;
        out_of_range[2] |= 1 << 40;
        assert_eq!(
            solve_deal(&game, &out_of_range),
            (jass_result::CardSetOutOfRange, empty_solution())
        );
        let declaring = GameHandle::new(Rules::schieber(), 3);
        assert_eq!(
            solve_deal(&declaring, &real),
            (jass_result::WrongPhase, empty_solution())
        );
        let mut out = empty_solution();
        // SAFETY: NULL pointers where the function checks them.
        let results = unsafe {
            [
                jass_solve_deal(ptr::null(), real.as_ptr(), 0, 1, &raw mut out),
                jass_solve_deal(game.0, ptr::null(), 0, 1, &raw mut out),
                jass_solve_deal(game.0, real.as_ptr(), 0, 1, ptr::null_mut()),
            ]
        };
        assert_eq!(results, [jass_result::NullPointer; 3]);
        assert_eq!(out, empty_solution());
    }

    #[test]
    fn jass_solve_gives_the_same_solution_on_any_number_of_threads() {
        // Eight tricks left: enough for the helpers to start.
        let game = game_in_play(4);
        let mut one = empty_solution();
        // SAFETY: a live handle and a writable out-parameter.
        let result = unsafe { jass_solve(game.0, 1 << 20, 1, &raw mut one) };
        assert_eq!(result, jass_result::Ok);
        for threads in [0, 2, 3] {
            let mut many = empty_solution();
            // SAFETY: as above.
            let result = unsafe { jass_solve(game.0, 1 << 20, threads, &raw mut many) };
            assert_eq!(result, jass_result::Ok);
            assert_eq!(many, one, "{threads} threads");
        }
        let mut out = empty_solution();
        // SAFETY: as above.
        let result = unsafe { jass_solve(game.0, 0, Solver::MAX_THREADS + 1, &raw mut out) };
        assert_eq!(result, jass_result::InvalidArgument);
        assert_eq!(out, empty_solution());
    }

    /// The thread's last error message.
    pub(super) fn last_error() -> String {
        let mut buf = [0 as std::ffi::c_char; 256];
        // SAFETY: buf has 256 writable bytes.
        unsafe { crate::jass_last_error_message(buf.as_mut_ptr(), buf.len()) };
        // SAFETY: NUL-terminated by the function.
        let message = unsafe { std::ffi::CStr::from_ptr(buf.as_ptr()) };
        message.to_str().unwrap().to_owned()
    }

    /// `jass_sample_deals` into a buffer of `len` sets filled with 7, and a
    /// total of 7: the result, the sets and the total.
    pub(super) fn sample(
        game: &GameHandle,
        seat: u8,
        seed: u64,
        count: usize,
        len: usize,
    ) -> (jass_result, Vec<u64>, u64) {
        let mut hands = vec![7u64; len];
        let mut total = 7u64;
        // SAFETY: a live handle, `len` writable sets, a writable total.
        let result = unsafe {
            jass_sample_deals(
                game.0,
                seat,
                seed,
                count,
                hands.as_mut_ptr(),
                len,
                &raw mut total,
            )
        };
        (result, hands, total)
    }

    #[test]
    fn jass_sample_deals_draws_the_deals_a_seat_observes() {
        let game = game_in_play(0);
        let core = game.core();
        let seat = core.to_act().unwrap();
        let (result, hands, total) = sample(&game, seat.index() as u8, 11, 5, 20);
        assert_eq!(result, jass_result::Ok);
        assert_eq!(total, 227_873_431_500);
        let own = core.observation(seat).unwrap().hand.mask();
        for deal in hands.chunks_exact(4) {
            assert_eq!(deal[seat.index()], own);
            assert!(deal.iter().all(|&hand| hand.count_ones() == 9));
            assert_eq!(
                deal.iter().fold(0, |all, &hand| all | hand),
                CardSet::ALL.mask()
            );
        }
        assert_ne!(
            hands[..4],
            hands[4..8],
            "two deals of 27 hidden cards differ"
        );
        // The core's sampler gives the same deals for the same seed.
        let sampler = DealSampler::new(&core.observation(seat).unwrap()).unwrap();
        for (deal, drawn) in hands.chunks_exact(4).zip(sampler.samples(11)) {
            assert_eq!(*deal, [0, 1, 2, 3].map(|s| drawn[Seat::ALL[s]].mask()));
        }
        // The same seed gives the same deals; a longer buffer is left alone
        // past the deals; the game is unchanged.
        let record = game.record();
        let (again, longer, _) = sample(&game, seat.index() as u8, 11, 5, 23);
        assert_eq!(again, jass_result::Ok);
        assert_eq!(longer[..20], hands[..]);
        assert_eq!(longer[20..], [7, 7, 7]);
        assert_eq!(game.record(), record);
        // Another seat gets its own hand; no deal asks for no room.
        let other = seat.next();
        let (result, hands, total) = sample(&game, other.index() as u8, 11, 1, 4);
        assert_eq!((result, total), (jass_result::Ok, 227_873_431_500));
        assert_eq!(
            hands[other.index()],
            core.observation(other).unwrap().hand.mask()
        );
        let (result, hands, total) = sample(&game, 0, 11, 0, 0);
        assert_eq!(
            (result, hands.len(), total),
            (jass_result::Ok, 0, 227_873_431_500)
        );
        // Later in the hand fewer deals agree with what the seat saw.
        let game = game_in_play(6);
        let (result, hands, total) = sample(&game, 0, 3, 2, 8);
        assert_eq!(result, jass_result::Ok);
        assert!(total < 227_873_431_500 && total > 1);
        assert!(hands.iter().all(|&hand| hand.count_ones() >= 7));
    }

    #[test]
    fn jass_sample_deals_refuses_bad_arguments_and_writes_nothing() {
        let game = game_in_play(0);
        let untouched = |(result, hands, total): (jass_result, Vec<u64>, u64)| {
            assert!(hands.iter().all(|&set| set == 7), "{result:?} wrote sets");
            assert_eq!(total, 7, "{result:?} wrote the total");
            result
        };
        assert_eq!(
            untouched(sample(&game, 4, 1, 1, 4)),
            jass_result::SeatOutOfRange
        );
        assert_eq!(
            untouched(sample(&game, 0, 1, 2, 7)),
            jass_result::BufferTooSmall
        );
        assert_eq!(
            untouched(sample(&game, 0, 1, usize::MAX / 2, 8)),
            jass_result::InvalidArgument
        );
        assert!(
            last_error().contains("impossibly large"),
            "{}",
            last_error()
        );
        let mut hands = [7u64; 4];
        let mut total = 7u64;
        // SAFETY: NULL pointers are checked before anything is read.
        let results = unsafe {
            [
                jass_sample_deals(ptr::null(), 0, 1, 1, hands.as_mut_ptr(), 4, &raw mut total),
                jass_sample_deals(game.0, 0, 1, 1, ptr::null_mut(), 4, &raw mut total),
                jass_sample_deals(game.0, 0, 1, 0, ptr::null_mut(), 0, &raw mut total),
                jass_sample_deals(game.0, 0, 1, 1, hands.as_mut_ptr(), 4, ptr::null_mut()),
            ]
        };
        assert_eq!(results, [jass_result::NullPointer; 4]);
        assert_eq!((hands, total), ([7; 4], 7));

        // Jass für zwei is not four hands of nine.
        let rules = RulesHandle::new(Rules::zweier());
        let mut zweier = ptr::null_mut();
        // SAFETY: a live handle and a writable slot.
        let created = unsafe { crate::jass_game_new(rules.0, 2, 7, &raw mut zweier) };
        assert_eq!(created, jass_result::Ok);
        let zweier = GameHandle(zweier);
        assert_eq!(
            untouched(sample(&zweier, 0, 1, 1, 4)),
            jass_result::InvalidArgument
        );
        assert_eq!(last_error(), SampleError::NotFourPlayers.to_string());
        assert_eq!(
            untouched(sample(&zweier, 2, 1, 1, 4)),
            jass_result::SeatOutOfRange
        );
    }

    #[test]
    fn a_pimc_bot_declares_by_its_samples_the_same_on_any_number_of_threads() {
        use jass_core::PerContract;

        // Obenabe and Undenufe only: full deals a test build solves fast.
        let rules = Rules::schieber().with_contracts(PerContract {
            obenabe: true,
            undenufe: true,
            ..PerContract::splat(false)
        });
        let rules_handle = RulesHandle::new(rules);
        // Seed 3: seat 0 declares first.
        let game = GameHandle::new(rules, 3);
        let choose = |threads: usize| {
            let config = jass_pimc_config {
                declare_samples: 1,
                memory: 1 << 20,
                threads,
                ..jass_pimc_config::default()
            };
            let mut bot = ptr::null_mut();
            // SAFETY: a live handle, a config, a writable out-parameter.
            let result =
                unsafe { jass_bot_new_pimc(rules_handle.0, &raw const config, 5, &raw mut bot) };
            assert_eq!(result, jass_result::Ok);
            let mut action = jass_action::default();
            // SAFETY: live handles and a writable out-parameter.
            let result = unsafe { jass_bot_choose(bot, game.0, &raw mut action) };
            assert_eq!(result, jass_result::Ok);
            // SAFETY: a live bot, freed once.
            unsafe { jass_bot_free(bot) };
            action
        };
        let one = choose(1);
        let AnyGame::Schieber(core) = game.core() else {
            unreachable!()
        };
        assert_eq!(core.to_act(), Some(Seat::S0));
        // What the core's bot of the same configuration declares.
        let config = PimcConfig {
            rules,
            declare_samples: 1,
            memory: 1 << 20,
            ..PimcConfig::default()
        };
        let mut bot = solver::PimcBot::new(config, jass_core::JassRng::seed_from_u64(5));
        let expected = jass_core::bots::Bot::choose(&mut bot, &core.observation(Seat::S0).unwrap());
        assert_eq!(one, jass_action::from(expected));
        assert_eq!(choose(2), one);
        assert_eq!(choose(0), one);
    }

    #[test]
    fn a_stop_flag_set_during_a_pimc_bots_choice_stops_it_and_leaves_the_bot_as_it_was() {
        use crate::bot::jass_bot_choose_until;

        let rules = RulesHandle::new(Rules::schieber());
        let game = game_in_play(0);
        let config = jass_pimc_config {
            samples: u32::MAX,
            search_from_tricks: 9,
            ..jass_pimc_config::default()
        };
        let new_bot = || {
            let mut bot = ptr::null_mut();
            // SAFETY: a live handle, a config, a writable out-parameter.
            let result = unsafe { jass_bot_new_pimc(rules.0, &raw const config, 5, &raw mut bot) };
            assert_eq!(result, jass_result::Ok);
            bot
        };
        let bot = new_bot();
        let stop = AtomicBool::new(false);
        let mut action = jass_action {
            kind: 99,
            ..jass_action::default()
        };
        let result = std::thread::scope(|scope| {
            scope.spawn(|| {
                std::thread::sleep(std::time::Duration::from_millis(20));
                stop.store(true, Ordering::Relaxed);
            });
            // SAFETY: live handles, a flag only written atomically, a
            // writable out-parameter.
            unsafe { jass_bot_choose_until(bot, game.0, stop.as_ptr(), &raw mut action) }
        });
        assert_eq!(result, jass_result::Stopped);
        assert_eq!(action.kind, 99, "no output when stopped");
        // SAFETY: a live bot, freed once.
        unsafe { jass_bot_free(bot) };
        // Without a flag, the call is `jass_bot_choose`.
        let few = jass_pimc_config {
            samples: 2,
            search_from_tricks: 3,
            ..config
        };
        let mut chosen = [jass_action::default(); 2];
        let mut bots = [ptr::null_mut(); 2];
        for bot in &mut bots {
            // SAFETY: a live handle, a config, a writable out-parameter.
            let result = unsafe { jass_bot_new_pimc(rules.0, &raw const few, 5, bot) };
            assert_eq!(result, jass_result::Ok);
        }
        // SAFETY: live handles, NULL for no flag, writable actions.
        let results = unsafe {
            [
                jass_bot_choose_until(bots[0], game.0, ptr::null(), &raw mut chosen[0]),
                jass_bot_choose(bots[1], game.0, &raw mut chosen[1]),
            ]
        };
        assert_eq!(results, [jass_result::Ok; 2]);
        assert_eq!(chosen[0], chosen[1]);
        for bot in bots {
            // SAFETY: a live bot, freed once.
            unsafe { jass_bot_free(bot) };
        }
    }

    #[test]
    fn a_pimc_bot_plays_a_hand_and_the_arena_reports_both_sides() {
        let rules = RulesHandle::new(Rules::schieber());
        let game = game_in_play(0);
        let mut bot = ptr::null_mut();
        let config = jass_pimc_config {
            samples: 2,
            search_from_tricks: 3,
            ..jass_pimc_config::default()
        };
        // SAFETY: live handles or NULL, and writable out-parameters.
        let result = unsafe { jass_bot_new_pimc(rules.0, &raw const config, 1, &raw mut bot) };
        assert_eq!(result, jass_result::Ok);
        let mut action = jass_action::default();
        // SAFETY: live handles or NULL, and writable out-parameters.
        let result = unsafe { jass_bot_choose(bot, game.0, &raw mut action) };
        assert_eq!(result, jass_result::Ok);
        assert_eq!(game.apply(action), jass_result::Ok);
        // SAFETY: a live bot, freed once.
        unsafe { jass_bot_free(bot) };
        for wrong in [
            jass_pimc_config {
                search_from_tricks: 10,
                ..config
            },
            jass_pimc_config {
                memory: Solver::MAX_MEMORY + 1,
                ..config
            },
            jass_pimc_config {
                threads: Solver::MAX_THREADS + 1,
                ..config
            },
        ] {
            // SAFETY: live handles or NULL, and writable out-parameters.
            let result = unsafe { jass_bot_new_pimc(rules.0, &raw const wrong, 1, &raw mut bot) };
            assert_eq!(result, jass_result::InvalidArgument, "{wrong:?}");
        }

        let players = [
            jass_arena_player {
                kind: 1,
                samples: 0,
                search_from_tricks: 0,
                time_budget_micros: 0,
            },
            jass_arena_player {
                kind: 0,
                samples: 0,
                search_from_tricks: 0,
                time_budget_micros: 0,
            },
        ];
        let mut summary = jass_arena_summary::default();
        // SAFETY: a live handle, two players, a writable summary.
        let result =
            unsafe { jass_arena_run(rules.0, players.as_ptr(), 5, 10, 1, &raw mut summary) };
        assert_eq!(result, jass_result::Ok);
        assert_eq!(summary.deals, 10);
        assert!(summary.means[0] > summary.means[1]);
        let bad = [
            players[0],
            jass_arena_player {
                kind: 7,
                ..players[1]
            },
        ];
        let mut untouched = jass_arena_summary::default();
        // SAFETY: as above.
        let result = unsafe { jass_arena_run(rules.0, bad.as_ptr(), 5, 10, 1, &raw mut untouched) };
        assert_eq!(result, jass_result::InvalidArgument);
        assert_eq!(untouched, jass_arena_summary::default());
        // A table of three is refused as a table the arena does not play,
        // not as a deal, and so is a PIMC player at a table of five.
        let pimc = [
            players[0],
            jass_arena_player {
                kind: 2,
                ..players[1]
            },
        ];
        for (rules, players) in [
            (Rules::mittlere(), &players),
            (Rules::schieber_five(), &pimc),
        ] {
            let rules = RulesHandle::new(rules);
            // SAFETY: as above.
            let result =
                unsafe { jass_arena_run(rules.0, players.as_ptr(), 5, 1, 1, &raw mut untouched) };
            assert_eq!(result, jass_result::InvalidArgument);
            assert_eq!(untouched, jass_arena_summary::default());
        }
        // The tables of five and six are played.
        for rules in [Rules::schieber_five(), Rules::schieber_six_double()] {
            let rules = RulesHandle::new(rules);
            let mut summary = jass_arena_summary::default();
            // SAFETY: as above.
            let result =
                unsafe { jass_arena_run(rules.0, players.as_ptr(), 5, 4, 1, &raw mut summary) };
            assert_eq!(result, jass_result::Ok);
            assert_eq!(summary.deals, 4);
        }
    }
}
