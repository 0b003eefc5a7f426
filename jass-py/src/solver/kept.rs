//! A solver kept from one search to the next: `Solver`.

use jass_core::solver::Solver;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use super::{PySolution, positions_of, searched, searched_many, searcher};
use crate::error::Error;
use crate::position::position_of;

/// A double-dummy solver kept from one search to the next: its
/// transposition table, the tables of its last contract and, for the
/// `_many` methods, the solvers of its other threads. The functions
/// `solve`, `solve_value`, `solve_many` and `solve_value_many` build all
/// of that for each call; a kept solver does not, so a small position is
/// solved several times as fast: about five times with two tricks left,
/// 1.3 to 1.7 times with four and six (docs/BENCHMARKS.md, thirty-second
/// pass). A bot that solves many sampled deals for each card keeps one.
///
/// Its results never depend on what it solved before: each method gives
/// what the function of the same name gives. The GIL is released while it
/// searches, and Ctrl-C stops it as it stops the functions. A solver is
/// used by one thread at a time (another thread's call while it searches
/// raises RuntimeError); give each thread its own. It pickles as its
/// memory and threads, without its table.
///
/// Args:
///     memory: The most memory of the transposition table, in bytes
///         (default 32 MiB, at most 1 GiB), allocated as the positions need
///         it, as for `solve`.
///     threads: The threads each search runs on (default one per core), as
///         for `solve`; the `_many` methods solve the positions side by
///         side on them.
///
/// Raises:
///     ValueError: For too much memory or a thread count outside 1 to 1024.
#[pyclass(name = "Solver", module = "jass_engine._jass")]
#[derive(Debug)]
pub(crate) struct PySolver(Solver);

#[pymethods]
impl PySolver {
    #[new]
    #[pyo3(signature = (*, memory = None, threads = None))]
    fn new(memory: Option<u64>, threads: Option<i64>) -> Result<PySolver, Error> {
        Ok(PySolver(searcher(memory, threads)?))
    }

    /// The most memory of the transposition table, in bytes.
    #[getter]
    fn memory(&self) -> usize {
        self.0.memory()
    }

    /// The threads each search runs on.
    #[getter]
    fn threads(&self) -> usize {
        self.0.threads()
    }

    /// The positions searched since the solver was made, on every thread
    /// of its searches and batches.
    #[getter]
    fn nodes(&self) -> u64 {
        self.0.nodes()
    }

    /// Solves a position with every hand visible, as `solve` does.
    ///
    /// Args:
    ///     game: A `SchieberGame` whose contract is named, or a `Position`.
    ///
    /// Returns:
    ///     The `Solution`.
    ///
    /// Raises:
    ///     As `solve`.
    fn solve(&mut self, py: Python<'_>, game: &Bound<'_, PyAny>) -> Result<PySolution, Error> {
        let position = position_of(game)?;
        searched(
            py,
            &position,
            &mut self.0,
            Solver::solve,
            Solver::solve_until,
        )
        .map(PySolution)
    }

    /// The value of a position with every hand visible, as `solve_value`
    /// finds it.
    ///
    /// Args:
    ///     game: A `SchieberGame` whose contract is named, or a `Position`.
    ///
    /// Returns:
    ///     The declaring team's points from the position on.
    ///
    /// Raises:
    ///     As `solve`.
    fn solve_value(&mut self, py: Python<'_>, game: &Bound<'_, PyAny>) -> Result<u16, Error> {
        let position = position_of(game)?;
        searched(
            py,
            &position,
            &mut self.0,
            Solver::value,
            Solver::value_until,
        )
    }

    /// Solves many positions at once on the solver's threads, as
    /// `solve_many` does.
    ///
    /// Args:
    ///     games: `SchieberGame`s whose contracts are named, or
    ///         `Position`s.
    ///
    /// Returns:
    ///     One `Solution` per game, in order.
    ///
    /// Raises:
    ///     As `solve_many`.
    fn solve_many(
        &mut self,
        py: Python<'_>,
        games: Vec<Bound<'_, PyAny>>,
    ) -> Result<Vec<PySolution>, Error> {
        let positions = positions_of(py, &games)?;
        let solutions = searched_many(py, &positions, &mut self.0, Solver::solve_many_until)?;
        Ok(solutions.into_iter().map(PySolution).collect())
    }

    /// The values of many positions at once on the solver's threads, as
    /// `solve_value_many` finds them.
    ///
    /// Args:
    ///     games: `SchieberGame`s whose contracts are named, or
    ///         `Position`s.
    ///
    /// Returns:
    ///     One value per game, in order.
    ///
    /// Raises:
    ///     As `solve_many`.
    fn solve_value_many(
        &mut self,
        py: Python<'_>,
        games: Vec<Bound<'_, PyAny>>,
    ) -> Result<Vec<u16>, Error> {
        let positions = positions_of(py, &games)?;
        searched_many(py, &positions, &mut self.0, Solver::value_many_until)
    }

    /// Pickles as `functools.partial(Solver, memory=…, threads=…)` called
    /// without arguments: its keyword-only arguments in a form every
    /// pickle protocol takes.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, ())> {
        let py = slf.py();
        let arguments = PyDict::new(py);
        let solver = slf.borrow();
        arguments.set_item("memory", solver.0.memory())?;
        arguments.set_item("threads", solver.0.threads())?;
        let make = py
            .import("functools")?
            .getattr("partial")?
            .call((slf.get_type(),), Some(&arguments))?;
        Ok((make, ()))
    }

    fn __repr__(&self) -> String {
        format!(
            "Solver(memory={}, threads={})",
            self.0.memory(),
            self.0.threads()
        )
    }
}
