//! A solver that C keeps from one search to the next: `jass_solver`.

use jass_core::solver::{Position, Solver};

use super::{
    DealView, FOUR, deal_position, jass_solution, position_of, positions_of, search_with,
    solve_many_into, solver,
};
use crate::error::{Error, jass_result};
use crate::game::jass_game;

/// A double-dummy solver kept from one search to the next: its
/// transposition table, the tables of its last contract and, for the
/// `_many` functions, the solvers of its other threads. The `jass_solve*`
/// functions build all of that for each call; a kept solver does not, so a
/// small position is solved in a fifth to a tenth of the time (with two
/// tricks left, 1 to 2.5 µs instead of 10 to 15 on the slowest of the
/// test machines; with four, in about half; from six tricks left the
/// search itself takes milliseconds and the two are level:
/// `benches/c_solver.c`). A bot that solves many sampled deals for each
/// card keeps one.
///
/// Make one with `jass_solver_new` and free it with `jass_solver_free`. A
/// solver's results never depend on what it solved before. A solver is
/// used by one call at a time: a call while another thread's call uses it
/// returns `JASS_RESULT_MISUSE`; give each thread its own.
#[derive(Debug)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_solver {
    solver: Solver,
}

impl crate::ptr::Handle for jass_solver {
    const NAME: &'static str = "jass_solver";
}

/// Makes a solver and writes its handle to `*out_solver`: `memory` is the
/// most memory of its transposition table, in bytes (0: 32 MiB; at most
/// 1 GiB), allocated as the positions need it, and `threads` the threads
/// each search runs on (0: one per core; at most 1024; 1 for one thread),
/// as for `jass_solve`. Free it with `jass_solver_free`.
///
/// Returns `JASS_RESULT_INVALID_ARGUMENT` for a memory above 1 GiB or more
/// than 1024 threads; nothing is written then.
///
/// # Safety
///
/// `out_solver` points to a writable `jass_solver *`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_solver_new(
    memory: usize,
    threads: usize,
    out_solver: *mut *mut jass_solver,
) -> jass_result {
    ffi!(out_solver: out => {
        let solver = solver(memory, threads)?;
        out_solver.write(crate::ptr::new_handle(jass_solver { solver }));
        Ok(())
    })
}

/// Destroys a solver. NULL is accepted and does nothing.
///
/// # Safety
///
/// `solver` is NULL or a handle from this library that has not been freed;
/// it must not be used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_solver_free(solver: *mut jass_solver) {
    ffi!(fallback(()), solver: owned => {
        drop(solver);
    });
}

/// Writes the number of positions the solver has searched since it was
/// made, on every thread, to `*out_nodes`.
///
/// # Safety
///
/// `solver` is a live handle; `out_nodes` points to a writable `uint64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_solver_nodes(
    solver: *const jass_solver,
    out_nodes: *mut u64,
) -> jass_result {
    ffi!(solver: obj, out_nodes: out => {
        out_nodes.write(solver.solver.nodes());
        Ok(())
    })
}

/// Solves the current hand of a Schieber game with every hand visible, as
/// `jass_solve_until` does, with the solver's memory and threads, and
/// writes the result to `*out_solution`. `hands` is NULL to solve the
/// game's own deal, or four `jass_card_set` (seats 0 to 3) to solve the
/// game's hand with those cards held, as `jass_solve_deal` does (a deal of
/// `jass_sample_deals`). `stop` is NULL or a flag as for
/// `jass_solve_until`; a stopped search leaves the solver ready for the
/// next.
///
/// Returns what `jass_solve_until` returns, what `jass_solve_deal` returns
/// for `hands` that do not fit the game's hand, and `JASS_RESULT_MISUSE`
/// for a solver another call is using; nothing is written then.
///
/// # Safety
///
/// `solver` is a live handle used by no other thread during the call;
/// `game` is a live handle not changed during the call; `hands` is NULL or
/// points to four `uint64_t`; `stop` as for `jass_solve_until`;
/// `out_solution` points to a writable `jass_solution`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_solver_solve(
    solver: *mut jass_solver,
    game: *const jass_game,
    hands: *const u64,
    stop: *const bool,
    out_solution: *mut jass_solution,
) -> jass_result {
    // SAFETY: the `# Safety` section makes the caller promise what
    // `ptr::opt_flag` requires.
    let stop = unsafe { crate::ptr::opt_flag(stop) };
    let count = if hands.is_null() { 0 } else { FOUR };
    ffi!(solver: obj_mut, game: obj, hands: slice(count), out_solution: out => {
        let position = position_held(game, hands.get()?)?;
        let solution = search_with(
            &mut solver.solver,
            &position,
            stop,
            Solver::solve,
            Solver::solve_until,
        )?;
        out_solution.write(jass_solution::from(&solution));
        Ok(())
    })
}

/// The value of the current hand of a Schieber game with every hand
/// visible, written to `*out_value`: what `jass_solver_solve` writes as
/// `jass_solution.value`, found faster, as `jass_solve_value` finds it.
/// `hands` and `stop` as for `jass_solver_solve`.
///
/// Returns what `jass_solver_solve` returns.
///
/// # Safety
///
/// As for `jass_solver_solve`; `out_value` points to a writable
/// `uint16_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_solver_solve_value(
    solver: *mut jass_solver,
    game: *const jass_game,
    hands: *const u64,
    stop: *const bool,
    out_value: *mut u16,
) -> jass_result {
    // SAFETY: the `# Safety` section makes the caller promise what
    // `ptr::opt_flag` requires.
    let stop = unsafe { crate::ptr::opt_flag(stop) };
    let count = if hands.is_null() { 0 } else { FOUR };
    ffi!(solver: obj_mut, game: obj, hands: slice(count), out_value: out => {
        let position = position_held(game, hands.get()?)?;
        let value = search_with(
            &mut solver.solver,
            &position,
            stop,
            Solver::value,
            Solver::value_until,
        )?;
        out_value.write(value);
        Ok(())
    })
}

/// Solves the current hands of `count` Schieber games at once, as
/// `jass_solve_many` does, with the solver's threads (each with a table of
/// the solver's memory, kept with the solver for its next call), and
/// writes their results to `out_solutions[0..count]` in order. `stop` as
/// for `jass_solve_until`. Nothing is written unless every game is solved.
///
/// Returns what `jass_solve_many` returns, and `JASS_RESULT_MISUSE` for a
/// solver another call is using.
///
/// # Safety
///
/// `solver` is a live handle used by no other thread during the call;
/// `games` points to `count` live handles (or is NULL with `count` 0),
/// none changed during the call; `out_solutions` points to `count`
/// writable `jass_solution`s; `stop` as for `jass_solve_until`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_solver_solve_many(
    solver: *mut jass_solver,
    games: *const *const jass_game,
    count: usize,
    stop: *const bool,
    out_solutions: *mut jass_solution,
) -> jass_result {
    // SAFETY: the `# Safety` section makes the caller promise what
    // `ptr::opt_flag` requires.
    let stop = unsafe { crate::ptr::opt_flag(stop) };
    ffi!(solver: obj_mut, games: objs(count), out_solutions: buf(count) => {
        let positions = positions_of(&games)?;
        solve_many_into(&mut solver.solver, &positions, stop, out_solutions)
    })
}

/// Solves `count` deals of the current hand of a Schieber game at once,
/// such as the deals `jass_sample_deals` draws for a seat, on the solver's
/// threads, and writes their results to `out_solutions[0..count]` in
/// order: deal `i` gives seat `s` the card set `hands[4 * i + s]` (the
/// layout `jass_sample_deals` writes), and its result is what
/// `jass_solver_solve` writes for the game with those hands. The deals are
/// solved as `jass_solver_solve_many` solves its games: a Perfect-
/// Information Monte Carlo bot of one's own solves a card's samples with
/// one call. `stop` as for `jass_solve_until`. Nothing is written unless
/// every deal is solved.
///
/// Returns what `jass_solver_solve` returns for the game (a game other
/// than Schieber of four, before its contract, after its hand), and for
/// the first deal that does not fit it (the message names it: `deal i`),
/// `JASS_RESULT_NULL_POINTER` for a NULL `hands` with a `count` that is
/// not 0, `JASS_RESULT_INVALID_ARGUMENT` for a `count` no array can hold,
/// and `JASS_RESULT_STOPPED`.
///
/// # Safety
///
/// `solver` is a live handle used by no other thread during the call;
/// `game` is a live handle not changed during the call; `hands` points to
/// `4 * count` `uint64_t` (or is NULL with `count` 0); `out_solutions`
/// points to `count` writable `jass_solution`s; `stop` as for
/// `jass_solve_until`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_solver_solve_deals(
    solver: *mut jass_solver,
    game: *const jass_game,
    hands: *const u64,
    count: usize,
    stop: *const bool,
    out_solutions: *mut jass_solution,
) -> jass_result {
    // SAFETY: the `# Safety` section makes the caller promise what
    // `ptr::opt_flag` requires.
    let stop = unsafe { crate::ptr::opt_flag(stop) };
    // (A count whose sets overflow is refused by the slice as too long.)
    let sets = count.saturating_mul(FOUR);
    ffi!(solver: obj_mut, game: obj, hands: slice(sets), out_solutions: buf(count) => {
        let view = DealView::of(game)?;
        let positions = hands
            .get()?
            .chunks_exact(FOUR)
            .enumerate()
            .map(|(i, deal)| view.position(deal).map_err(|e| e.about(&format!("deal {i}"))))
            .collect::<Result<Vec<_>, _>>()?;
        solve_many_into(&mut solver.solver, &positions, stop, out_solutions)
    })
}

/// The values of the current hands of `count` Schieber games at once,
/// written to `out_values[0..count]` in order: each what
/// `jass_solver_solve_value` writes for its game, searched as
/// `jass_solver_solve_many` searches them. Nothing is written unless every
/// game is solved.
///
/// Returns what `jass_solver_solve_many` returns.
///
/// # Safety
///
/// As for `jass_solver_solve_many`; `out_values` points to `count`
/// writable `uint16_t`s.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_solver_solve_value_many(
    solver: *mut jass_solver,
    games: *const *const jass_game,
    count: usize,
    stop: *const bool,
    out_values: *mut u16,
) -> jass_result {
    // SAFETY: the `# Safety` section makes the caller promise what
    // `ptr::opt_flag` requires.
    let stop = unsafe { crate::ptr::opt_flag(stop) };
    ffi!(solver: obj_mut, games: objs(count), out_values: buf(count) => {
        let positions = positions_of(&games)?;
        let values = search_with(
            &mut solver.solver,
            &positions[..],
            stop,
            Solver::value_many,
            Solver::value_many_until,
        )?;
        out_values.write_all(&values)
    })
}

/// The position of `game`'s current hand: with its own deal for no
/// `hands`, else with the four `hands` held.
fn position_held(game: &jass_game, hands: &[u64]) -> Result<Position, Error> {
    match hands {
        [] => position_of(game),
        hands => deal_position(game, hands),
    }
}

#[cfg(test)]
mod tests {
    use std::ptr;
    use std::sync::atomic::AtomicBool;

    use jass_core::{Action, AnyGame, Contract, Game, Hand, Rules, Seat, Suit};

    use super::*;
    use crate::game::jass_action;
    use crate::game::tests::GameHandle;
    use crate::solver::tests::{empty_solution, game_in_play, last_error, sample};
    use crate::solver::{jass_solve, jass_solve_deal, jass_solve_value};

    /// A solver's handle, freed when dropped.
    struct SolverHandle(*mut jass_solver);

    impl SolverHandle {
        fn new(memory: usize, threads: usize) -> SolverHandle {
            let mut solver = ptr::null_mut();
            // SAFETY: a writable out-parameter.
            let result = unsafe { jass_solver_new(memory, threads, &raw mut solver) };
            assert_eq!(result, jass_result::Ok);
            SolverHandle(solver)
        }

        /// `jass_solver_solve` of `game` (with `hands` if given), into a
        /// solution that holds `empty_solution()` before.
        fn solve(
            &self,
            game: &GameHandle,
            hands: Option<&[u64; 4]>,
            stop: Option<&AtomicBool>,
        ) -> (jass_result, jass_solution) {
            let mut out = empty_solution();
            let hands = hands.map_or(ptr::null(), |h| h.as_ptr());
            let stop = stop.map_or(ptr::null(), |s| s.as_ptr().cast_const());
            // SAFETY: live handles, four hands or NULL, a flag or NULL and
            // a writable solution.
            let result = unsafe { jass_solver_solve(self.0, game.0, hands, stop, &raw mut out) };
            (result, out)
        }

        /// `jass_solver_solve_value` as [`SolverHandle::solve`], into a
        /// value of 999.
        fn value(
            &self,
            game: &GameHandle,
            hands: Option<&[u64; 4]>,
            stop: Option<&AtomicBool>,
        ) -> (jass_result, u16) {
            let mut out = 999;
            let hands = hands.map_or(ptr::null(), |h| h.as_ptr());
            let stop = stop.map_or(ptr::null(), |s| s.as_ptr().cast_const());
            // SAFETY: as for `solve`.
            let result =
                unsafe { jass_solver_solve_value(self.0, game.0, hands, stop, &raw mut out) };
            (result, out)
        }

        fn nodes(&self) -> u64 {
            let mut nodes = 0;
            // SAFETY: a live handle and a writable count.
            let result = unsafe { jass_solver_nodes(self.0, &raw mut nodes) };
            assert_eq!(result, jass_result::Ok);
            nodes
        }
    }

    impl Drop for SolverHandle {
        fn drop(&mut self) {
            // SAFETY: a live handle, freed once.
            unsafe { jass_solver_free(self.0) };
        }
    }

    /// What `jass_solve` (a new solver) writes for `game`.
    fn solved_anew(game: &GameHandle) -> jass_solution {
        let mut out = empty_solution();
        // SAFETY: a live handle and a writable solution.
        let result = unsafe { jass_solve(game.0, 1 << 16, 1, &raw mut out) };
        assert_eq!(result, jass_result::Ok);
        out
    }

    /// A game of seed 5 in trump, `cards` cards played by the first legal
    /// card.
    fn trump_game(cards: usize) -> GameHandle {
        let game = GameHandle::new(Rules::schieber(), 5);
        let declare = Action::Declare(Contract::Trump(Suit::Spades));
        assert_eq!(game.apply(jass_action::from(declare)), jass_result::Ok);
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
    fn a_kept_solver_solves_each_game_as_a_new_one_does() {
        let solver = SolverHandle::new(1 << 16, 1);
        // Obenabe and trump, from the middle of a hand to its last trick,
        // one after the other on the same solver.
        let games: Vec<GameHandle> = [20, 33, 24, 28, 35]
            .into_iter()
            .map(game_in_play)
            .chain([22, 30, 16].map(trump_game))
            .collect();
        let mut nodes = solver.nodes();
        assert_eq!(nodes, 0);
        for game in &games {
            let expected = solved_anew(game);
            assert_eq!(solver.solve(game, None, None), (jass_result::Ok, expected));
            assert_eq!(
                solver.value(game, None, None),
                (jass_result::Ok, expected.value)
            );
            let mut value = 999;
            // SAFETY: a live handle and a writable value.
            let result = unsafe { jass_solve_value(game.0, 0, 1, ptr::null(), &raw mut value) };
            assert_eq!((result, value), (jass_result::Ok, expected.value));
            assert!(solver.nodes() > nodes);
            nodes = solver.nodes();
        }
    }

    #[test]
    fn a_kept_solver_solves_the_deals_a_seat_samples_as_jass_solve_deal() {
        let solver = SolverHandle::new(0, 2);
        let game = game_in_play(21);
        let seat = game.core().to_act().unwrap().index() as u8;
        let (result, deals, _) = sample(&game, seat, 5, 6, 24);
        assert_eq!(result, jass_result::Ok);
        for deal in deals.chunks_exact(4) {
            let hands: [u64; 4] = deal.try_into().unwrap();
            let mut expected = empty_solution();
            // SAFETY: a live handle, four hands, a writable solution.
            let result =
                unsafe { jass_solve_deal(game.0, hands.as_ptr(), 0, 1, &raw mut expected) };
            assert_eq!(result, jass_result::Ok);
            assert_eq!(
                solver.solve(&game, Some(&hands), None),
                (jass_result::Ok, expected)
            );
            assert_eq!(
                solver.value(&game, Some(&hands), None),
                (jass_result::Ok, expected.value)
            );
        }
    }

    /// `jass_solver_solve_deals` of `count` deals of `game` from `hands`,
    /// into `count` solutions that hold `empty_solution()` before.
    fn solve_deals(
        solver: &SolverHandle,
        game: &GameHandle,
        hands: &[u64],
        count: usize,
    ) -> (jass_result, Vec<jass_solution>) {
        let mut out = vec![empty_solution(); count];
        let hands = if hands.is_empty() {
            ptr::null()
        } else {
            hands.as_ptr()
        };
        // SAFETY: live handles, `4 * count` hands (or NULL), `count`
        // writable solutions.
        let result = unsafe {
            jass_solver_solve_deals(
                solver.0,
                game.0,
                hands,
                count,
                ptr::null(),
                out.as_mut_ptr(),
            )
        };
        (result, out)
    }

    #[test]
    fn a_kept_solver_solves_a_seats_sampled_deals_in_one_call() {
        for (threads, game) in [
            (1, game_in_play(22)),
            (2, trump_game(12)),
            (2, trump_game(28)),
        ] {
            let solver = SolverHandle::new(1 << 16, threads);
            let seat = game.core().to_act().unwrap().index() as u8;
            let (result, deals, _) = sample(&game, seat, 3, 7, 28);
            assert_eq!(result, jass_result::Ok);
            let expected: Vec<jass_solution> = deals
                .chunks_exact(4)
                .map(|deal| {
                    let hands: [u64; 4] = deal.try_into().unwrap();
                    let mut out = empty_solution();
                    // SAFETY: a live handle, four hands, a writable solution.
                    let result =
                        unsafe { jass_solve_deal(game.0, hands.as_ptr(), 0, 1, &raw mut out) };
                    assert_eq!(result, jass_result::Ok);
                    out
                })
                .collect();
            for _ in 0..2 {
                assert_eq!(
                    solve_deals(&solver, &game, &deals, 7),
                    (jass_result::Ok, expected.clone())
                );
            }
            assert_eq!(
                solve_deals(&solver, &game, &[], 0),
                (jass_result::Ok, Vec::new())
            );
        }
    }

    #[test]
    fn a_kept_solver_refuses_deals_that_do_not_fit_and_writes_nothing() {
        let solver = SolverHandle::new(1 << 16, 2);
        let game = game_in_play(22);
        let seat = game.core().to_act().unwrap().index() as u8;
        let (_, mut deals, _) = sample(&game, seat, 3, 3, 12);
        let good = deals.clone();
        // The third deal holds a card twice.
        deals[9] = deals[8];
        let (result, out) = solve_deals(&solver, &game, &deals, 3);
        assert_eq!(
            (result, out),
            (jass_result::DuplicateCard, vec![empty_solution(); 3])
        );
        assert!(last_error().starts_with("deal 2: "), "{}", last_error());
        // A NULL `hands` for deals, too many deals, a game before its
        // contract.
        let mut none = [empty_solution()];
        // SAFETY: NULL hands with a count of 1, a writable solution.
        let result = unsafe {
            jass_solver_solve_deals(
                solver.0,
                game.0,
                ptr::null(),
                1,
                ptr::null(),
                none.as_mut_ptr(),
            )
        };
        assert_eq!(
            (result, none),
            (jass_result::NullPointer, [empty_solution()])
        );
        // SAFETY: the count is refused before any hand or solution is read.
        let result = unsafe {
            jass_solver_solve_deals(
                solver.0,
                game.0,
                good.as_ptr(),
                usize::MAX / 2,
                ptr::null(),
                none.as_mut_ptr(),
            )
        };
        assert_eq!(result, jass_result::InvalidArgument);
        let before = GameHandle::new(Rules::schieber(), 3);
        assert_eq!(
            solve_deals(&solver, &before, &good, 3).0,
            jass_result::WrongPhase
        );
        // The solver goes on as a new one.
        let (result, out) = solve_deals(&solver, &game, &good, 3);
        assert_eq!(result, jass_result::Ok);
        assert_eq!(
            out[1],
            solver
                .solve(&game, Some(&good[4..8].try_into().unwrap()), None)
                .1
        );
    }

    #[test]
    fn a_kept_solver_solves_many_games_in_order_call_after_call() {
        let solver = SolverHandle::new(1 << 16, 2);
        for round in 0..3 {
            let games: Vec<GameHandle> = [20, 24, 28, 32, 12 + round]
                .into_iter()
                .map(game_in_play)
                .chain([24, 28].map(trump_game))
                .collect();
            let handles: Vec<*const jass_game> = games.iter().map(|g| g.0.cast_const()).collect();
            let expected: Vec<jass_solution> = games.iter().map(solved_anew).collect();
            let mut solutions = vec![empty_solution(); games.len()];
            let mut values = vec![999u16; games.len()];
            // SAFETY: live handles, writable outputs of the games' count.
            let (solutions_result, values_result) = unsafe {
                (
                    jass_solver_solve_many(
                        solver.0,
                        handles.as_ptr(),
                        handles.len(),
                        ptr::null(),
                        solutions.as_mut_ptr(),
                    ),
                    jass_solver_solve_value_many(
                        solver.0,
                        handles.as_ptr(),
                        handles.len(),
                        ptr::null(),
                        values.as_mut_ptr(),
                    ),
                )
            };
            assert_eq!(
                (solutions_result, values_result),
                (jass_result::Ok, jass_result::Ok)
            );
            assert_eq!(solutions, expected);
            let expected_values: Vec<u16> = expected.iter().map(|s| s.value).collect();
            assert_eq!(values, expected_values);
        }
    }

    #[test]
    fn a_kept_solver_refuses_bad_input_and_stays_ready() {
        let mut none = ptr::null_mut();
        for (memory, threads) in [((1 << 30) + 1, 1), (0, 1025)] {
            // SAFETY: a writable out-parameter.
            let result = unsafe { jass_solver_new(memory, threads, &raw mut none) };
            assert_eq!(result, jass_result::InvalidArgument);
            assert!(none.is_null());
        }
        let solver = SolverHandle::new(1 << 16, 1);
        let game = game_in_play(24);
        let expected = solved_anew(&game);
        // Before the contract, once the hand is played (the next waits for
        // its contract), bad hands, a flag already set: an error, nothing
        // written.
        let before = GameHandle::new(Rules::schieber(), 3);
        assert_eq!(
            solver.solve(&before, None, None),
            (jass_result::WrongPhase, empty_solution())
        );
        let over = game_in_play(36);
        assert_eq!(
            solver.value(&over, None, None),
            (jass_result::WrongPhase, 999)
        );
        let AnyGame::Schieber(core) = game.core() else {
            unreachable!()
        };
        let mut hands = [0, 1, 2, 3].map(|s| core.hand().hands()[Seat::ALL[s]].mask());
        let held = hands;
        hands[1] = hands[0];
        let (result, out) = solver.solve(&game, Some(&hands), None);
        assert_eq!(
            (result, out),
            (jass_result::DuplicateCard, empty_solution()),
            "{}",
            last_error()
        );
        hands = held;
        hands[0] |= 1 << 40;
        assert_eq!(
            solver.value(&game, Some(&hands), None).0,
            jass_result::CardSetOutOfRange
        );
        let stop = AtomicBool::new(true);
        assert_eq!(
            solver.solve(&game, None, Some(&stop)),
            (jass_result::Stopped, empty_solution())
        );
        assert_eq!(
            solver.value(&game, None, Some(&stop)),
            (jass_result::Stopped, 999)
        );
        let handles = [game.0.cast_const()];
        let mut solutions = [empty_solution()];
        // SAFETY: a live handle, a writable solution, a flag read atomically.
        let result = unsafe {
            jass_solver_solve_many(
                solver.0,
                handles.as_ptr(),
                1,
                stop.as_ptr(),
                solutions.as_mut_ptr(),
            )
        };
        assert_eq!(
            (result, solutions),
            (jass_result::Stopped, [empty_solution()])
        );
        // NULL for each pointer but `hands` and `stop`.
        let mut out = empty_solution();
        // SAFETY: NULL or live handles and writable outputs.
        let results = unsafe {
            [
                jass_solver_new(0, 1, ptr::null_mut()),
                jass_solver_solve(
                    ptr::null_mut(),
                    game.0,
                    ptr::null(),
                    ptr::null(),
                    &raw mut out,
                ),
                jass_solver_solve(
                    solver.0,
                    ptr::null(),
                    ptr::null(),
                    ptr::null(),
                    &raw mut out,
                ),
                jass_solver_solve(solver.0, game.0, ptr::null(), ptr::null(), ptr::null_mut()),
                jass_solver_nodes(ptr::null(), ptr::null_mut()),
                jass_solver_solve_value_many(
                    solver.0,
                    ptr::null(),
                    1,
                    ptr::null(),
                    ptr::null_mut(),
                ),
            ]
        };
        assert!(results.iter().all(|&r| r == jass_result::NullPointer));
        // SAFETY: NULL is accepted.
        unsafe { jass_solver_free(ptr::null_mut()) };
        // The solver is as ready as a new one.
        assert_eq!(solver.solve(&game, None, None), (jass_result::Ok, expected));
    }
}
