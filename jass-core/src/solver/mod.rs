//! An exact solver for Schieber with every hand visible ("double dummy"),
//! and a bot that plays by it.
//!
//! Given a [`Position`] (any moment of the play of a four-player Schieber
//! hand, all cards known), a [`Solver`] finds the minimax value for the
//! declaring team: the card points of the remaining tricks (the unfinished
//! one included), the last-trick bonus and the match bonus (⚙
//! `match_bonus`) they take when both teams play perfectly, the declarers
//! maximising it and the defenders minimising it. Values are before the
//! contract's multiplier; weis and stöck do not depend on the play of the
//! cards once it has begun and are not part of them.
//!
//! The search asks null-window questions ("can the declarers take at least
//! `v` points?") with alpha-beta pruning, keeps bounds in a transposition
//! table at trick boundaries (keyed by the leader, whether a match is still
//! possible and, for each suit, the cards still held in their order with
//! their points and holders: positions that differ only in which of two
//! equal cards was played share an entry; positions alike, with as many
//! cards of each suit held by the same seats in the same order, share a
//! bucket, and an entry bounds the value of a position alike up to the
//! points in which their cards differ), cuts a search short with the
//! points a team surely takes (a run of top trumps; the top cards the
//! leader can cash one after another when no opponent can trump them; the
//! tricks of a plan of the leader's team, its unbeatable cards and entries
//! to the partner, which values the position outright when it takes every
//! trick left),
//! tries likely-best cards first (the table's card at a trick's start;
//! inside a trick, the card that last cut off there or in a position
//! alike, kept by a hash of the trick's start and its cards, then, in
//! the first tricks, the others in a learned order fitted to the search's
//! own cutoffs; at a lead under trump, trumps) and plays only one of a
//! hand's cards that are
//! adjacent in their suit, once the cards played are left out, and
//! worth the same points. Inside the tricks of the last five a lighter
//! search takes over: each legal card (one of equivalent cards) scored by
//! one comparison with the trick so far, no sure points, and the last trick
//! played out without a search. With two tricks left the search goes
//! through the sixteen lines of the first at most, without the table.
//!
//! [`PimcBot`] plays by it: it samples the hidden hands consistent with
//! what its seat has seen, solves each sample and plays the card with the
//! best mean value (Perfect-Information Monte Carlo).
//!
//! # Examples
//!
//! ```
//! use jass_core::{Action, Contract, Hand, JassRng, Rules, SchieberHand, Seat, Suit};
//! use jass_core::solver::{Position, Solver};
//!
//! let deal = JassRng::seed_from_u64(3).deal();
//! let mut hand = SchieberHand::new(Rules::schieber(), deal, Seat::S3, Seat::S0)?;
//! hand.apply(Action::Declare(Contract::Trump(Suit::Spades)))?;
//! // Five tricks played: four are left.
//! while hand.tricks().len() < 5 {
//!     let card = hand.legal_cards().first().unwrap();
//!     hand.apply(Action::Play(card))?;
//! }
//! let position = Position::from_hand(&hand)?;
//! let solution = Solver::new().solve(&position);
//! // The best card is worth the position's value, and playing out the
//! // principal variation takes exactly that many points.
//! let declarers_to_play = position.to_move().team() == position.declarers();
//! assert_eq!(solution.cards.best(declarers_to_play), Some(solution.value));
//! assert_eq!(solution.principal_variation.len(), 16);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![allow(
    clippy::cast_sign_loss,
    clippy::cast_possible_truncation,
    reason = "values are in 0..=u16::MAX and card indices below 36 by construction"
)]

#[cfg(feature = "std")]
mod batch;
mod deals;
mod pimc;
mod position;
mod root_tests;
mod search;
#[cfg(test)]
mod tests;

use alloc::sync::Arc;
use alloc::vec::Vec;
use core::sync::atomic::{AtomicBool, AtomicU16, AtomicU64, Ordering};

use crate::card::Card;
use crate::card_set::CardSet;
use crate::seat::{Seat, Team};

pub use deals::{DealSampler, SampleError};
pub use pimc::{PimcBot, PimcConfig, PimcConfigError};
pub use position::{Position, PositionError};
#[cfg(feature = "std")]
use root_tests::RootTests;
use search::{Engine, SearchTables, State, Table};

/// The four seats of the Schieber table the solver plays.
const SEATS: [Seat; 4] = [Seat::S0, Seat::S1, Seat::S2, Seat::S3];

/// The value of each legal card of the seat to play: the declaring team's
/// points from the position on if that card is played and both teams then
/// play perfectly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CardValues {
    legal: CardSet,
    values: [u16; 36],
}

impl CardValues {
    /// The legal cards (each has a value).
    #[must_use]
    pub const fn legal(&self) -> CardSet {
        self.legal
    }

    /// The value of `card`, if it is legal.
    #[must_use]
    pub const fn get(&self, card: Card) -> Option<u16> {
        if self.legal.contains(card) {
            Some(self.values[card.index() as usize])
        } else {
            None
        }
    }

    /// The legal cards with their values, in card order.
    pub fn iter(&self) -> impl Iterator<Item = (Card, u16)> + '_ {
        self.legal
            .iter()
            .map(|c| (c, self.values[c.index() as usize]))
    }

    /// The best value: the highest if `maximize` (the declarers are to
    /// play), else the lowest.
    #[must_use]
    pub fn best(&self, maximize: bool) -> Option<u16> {
        let values = self.iter().map(|(_, v)| v);
        if maximize { values.max() } else { values.min() }
    }
}

impl FromIterator<(Card, u16)> for CardValues {
    /// The values of the cards given, each of them legal (a card given
    /// twice keeps its last value): what [`CardValues::iter`] gave, read
    /// back (a solution the bindings pickle).
    ///
    /// ```
    /// use jass_core::{Action, Contract, Hand, JassRng, Rules, SchieberHand, Seat};
    /// use jass_core::solver::{CardValues, Position, Solver};
    ///
    /// let deal = JassRng::seed_from_u64(3).deal();
    /// let mut hand = SchieberHand::new(Rules::schieber(), deal, Seat::S3, Seat::S0)?;
    /// hand.apply(Action::Declare(Contract::Obenabe))?;
    /// while hand.tricks().len() < 6 {
    ///     let card = hand.legal_cards().first().unwrap();
    ///     hand.apply(Action::Play(card))?;
    /// }
    /// let cards = Solver::new().solve(&Position::from_hand(&hand)?).cards;
    /// assert_eq!(cards.iter().collect::<CardValues>(), cards);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn from_iter<I: IntoIterator<Item = (Card, u16)>>(values: I) -> CardValues {
        let mut cards = CardValues {
            legal: CardSet::EMPTY,
            values: [0; 36],
        };
        for (card, value) in values {
            cards.legal = cards.legal.with(card);
            cards.values[usize::from(card.index())] = value;
        }
        cards
    }
}

/// What [`Solver::solve`] finds.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Solution {
    /// The position's value: the declarers' points from here on.
    pub value: u16,
    /// The declaring team.
    pub declarers: Team,
    /// The seat to play.
    pub to_move: Seat,
    /// The value of every legal card of the seat to play.
    pub cards: CardValues,
    /// A principal variation: the cards of one perfect play to the end of
    /// the hand, in order, the card to play now first. Where several plays
    /// are perfect, which one it is may change with the table's memory
    /// ([`Solver::with_memory`]); the values never do.
    pub principal_variation: Vec<Card>,
}

impl Solution {
    /// The cards the seat to play may play without losing value.
    #[must_use]
    pub fn best_cards(&self) -> CardSet {
        self.cards
            .iter()
            .filter(|&(_, v)| v == self.value)
            .map(|(c, _)| c)
            .collect()
    }
}

/// A double-dummy solver: the search and its transposition table, reused
/// from one position to the next.
///
/// The table's memory is fixed when the solver is built
/// ([`Solver::with_memory`]); a new position forgets the previous one's
/// entries in constant time. A clone has the same memory and threads and
/// an empty table (its entries are only a cache).
///
/// # Examples
///
/// ```
/// use jass_core::{CardSet, Contract, Players, Rules, Seat, BySeat, ByTeam, Team, Trick};
/// use jass_core::solver::{Position, Solver};
///
/// // The last two tricks of an Obenabe hand: seat 0 leads.
/// let hands = BySeat::four(["HA H6", "HK S6", "HQ S7", "HJ S8"].map(|h| h.parse::<CardSet>().unwrap()));
/// let trick = Trick::new(Seat::S0, Players::Four)?;
/// let tricks_won = ByTeam([4, 3]);
/// let position = Position::try_new(hands, trick, Contract::Obenabe, Team::T0, tricks_won, &Rules::schieber())?;
/// let mut solver = Solver::with_memory(1 << 16);
/// // Seat 0 takes both tricks: ♥A K Q J (11 + 4 + 3 + 2) and then ♥6 with
/// // the spades and the last-trick bonus (8 for the ♠8, 5 for the last trick).
/// assert_eq!(solver.value(&position), 20 + 13);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct Solver {
    /// Shared with the helpers of a search while it runs (see
    /// [`Solver::set_threads`]), this solver's alone between searches.
    table: Arc<Table>,
    /// The tables of the last search, made over for the next (see
    /// [`SearchTables`]).
    tables: Option<Arc<SearchTables>>,
    nodes: u64,
    threads: usize,
    /// The solvers of the other threads of a batch
    /// ([`Solver::solve_many`]), kept from one batch to the next.
    #[cfg(feature = "std")]
    spare: Vec<Solver>,
}

impl Clone for Solver {
    /// A solver of the same memory and threads, with an empty table (its
    /// entries are only a cache).
    fn clone(&self) -> Solver {
        Solver {
            table: Arc::new(Table::new(self.table.bytes())),
            tables: self.tables.clone(),
            nodes: self.nodes,
            threads: self.threads,
            #[cfg(feature = "std")]
            spare: Vec::new(),
        }
    }
}

impl Default for Solver {
    fn default() -> Solver {
        Solver::new()
    }
}

/// Positions with fewer tricks left are searched on one thread whatever
/// [`Solver::threads`] says: they take about a millisecond or less, and a
/// thread costs tens of microseconds to start.
#[cfg(feature = "std")]
const PARALLEL_TRICKS: usize = 6;

impl Solver {
    /// The default memory of the transposition table: 32 MiB. A position
    /// with eight tricks left or more fills it; one with fewer allocates far
    /// less (see [`Solver::with_memory`]).
    pub const DEFAULT_MEMORY: usize = 32 << 20;

    /// The most memory that C's and Python's solvers and PIMC bots accept
    /// for a table: 1 GiB ([`Solver::with_memory`] itself takes any bound).
    pub const MAX_MEMORY: usize = 1 << 30;

    /// The most threads a solver searches on (see [`Solver::set_threads`]),
    /// and a batch of simulations runs on.
    pub const MAX_THREADS: usize = 1024;

    /// A solver with a table of [`Solver::DEFAULT_MEMORY`] bytes.
    #[must_use]
    pub fn new() -> Solver {
        Solver::with_memory(Solver::DEFAULT_MEMORY)
    }

    /// A solver whose table takes at most `bytes` bytes (at least one
    /// bucket of three entries, 64 bytes, and one move hint; a sixteenth of
    /// the memory keeps, for tricks begun under trump, the card that last
    /// cut off). A smaller table is slower, never wrong. The memory is
    /// allocated as the positions searched need it: about 3 MiB for six
    /// tricks left, four times as much for each trick more, so a solver of
    /// small positions is cheap to build whatever its bound. A search uses
    /// at most 4 MiB of it at first, and doubles what it uses (up to that
    /// share) each time its entries have pushed out as many others as it
    /// has buckets: a small search stays in fewer cache lines and pages.
    #[must_use]
    pub fn with_memory(bytes: usize) -> Solver {
        Solver {
            table: Arc::new(Table::new(bytes)),
            tables: None,
            nodes: 0,
            threads: 1,
            #[cfg(feature = "std")]
            spare: Vec::new(),
        }
    }

    /// The most memory the table takes, in bytes: its bound (see
    /// [`Solver::with_memory`]), of which the positions searched so far
    /// may have allocated only a part.
    #[must_use]
    pub fn memory(&self) -> usize {
        self.table.bytes()
    }

    /// The number of positions searched since the solver was built, on
    /// every thread.
    #[must_use]
    pub const fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The number of threads each search runs on (1 unless
    /// [`Solver::set_threads`] changed it).
    #[must_use]
    pub const fn threads(&self) -> usize {
        self.threads
    }

    /// Searches on `threads` threads from now on (`None`: one per core, as
    /// the system reports them, 1 if it cannot tell; at most
    /// [`Solver::MAX_THREADS`]): the main search and helpers that share its table, each
    /// trying the cards in another order, so that each finds in the table
    /// what the others searched ("lazy SMP"). For the value
    /// ([`Solver::value`]) the helpers join each null-window test of the
    /// main search and the threads share out the cards to play in it: each
    /// searches those no other thread has taken (the main search from the
    /// first card on, the helpers from the last), then the others'
    /// alongside them, and a card that decides the test ends it on every
    /// thread. For the value of every card ([`Solver::solve`],
    /// [`Solver::card_values`]) the threads share out the cards to play in
    /// the same way, each card solved whole. Positions with fewer than six
    /// tricks left are still searched on one thread.
    ///
    /// Values, card values and principal variations are the same on any
    /// number of threads; only [`Solver::nodes`] and the time differ.
    /// Helpers pay where there are cores for them: on two cores, a whole
    /// hand takes about two thirds of the time on two threads.
    ///
    /// ```
    /// use std::num::NonZeroUsize;
    ///
    /// use jass_core::solver::{Position, Solver};
    /// use jass_core::{Action, Contract, Hand, JassRng, Rules, SchieberHand, Seat};
    ///
    /// let mut hand =
    ///     SchieberHand::new(Rules::schieber(), JassRng::seed_from_u64(1).deal(), Seat::S3, Seat::S0)?;
    /// hand.apply(Action::Declare(Contract::Undenufe))?;
    /// let position = Position::from_hand(&hand)?;
    /// let mut solver = Solver::new();
    /// solver.set_threads(NonZeroUsize::new(2));
    /// assert_eq!(solver.threads(), 2);
    /// assert_eq!(solver.solve(&position), Solver::new().solve(&position));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "std")]
    pub fn set_threads(&mut self, threads: Option<core::num::NonZeroUsize>) {
        self.threads = threads
            .unwrap_or_else(crate::pool::cores)
            .get()
            .min(Solver::MAX_THREADS);
    }

    /// Runs `work` on `position` (given up once `stop` is set), with
    /// helpers on the other threads (see [`Solver::set_threads`]) that run
    /// `help` until `work` is done on this thread; and whether it was
    /// stopped (its result then means nothing).
    fn run<T>(
        &mut self,
        position: &Position,
        stop: Option<&AtomicBool>,
        work: impl FnOnce(&mut Engine<'_>, &Table, &State) -> T,
        help: impl Fn(&mut Engine<'_>, &Table, &State) + Send + Sync + 'static,
    ) -> (T, bool) {
        // The helpers of the last search have been joined: the table is
        // this solver's alone again (a new, empty one if it were not).
        Arc::make_mut(&mut self.table).next_generation(position.tricks_left());
        let mut engine = Engine::new(position, &mut self.tables, stop);
        let state = State::new(position);
        #[cfg(feature = "std")]
        let helpers = self.parallel(position).then(|| {
            Helpers::start(
                position,
                engine.tables(),
                &self.table,
                self.threads - 1,
                help,
            )
        });
        #[cfg(not(feature = "std"))]
        let _ = help;
        let result = work(&mut engine, &self.table, &state);
        #[cfg(feature = "std")]
        if let Some(helpers) = helpers {
            self.nodes += helpers.finish();
        }
        self.nodes += engine.nodes;
        let stopped = engine.was_stopped();
        // The helpers are joined: the tables are the solver's alone again.
        self.tables = Some(Arc::clone(engine.tables()));
        (result, stopped)
    }

    /// The position's value: the declarers' points from here on under
    /// perfect play of both teams. Faster than [`Solver::solve`], which
    /// also finds the value of every other card: from the start of a
    /// trick, by a median of 1.3 times four tricks in and 2.5 times for a
    /// whole hand in trump (docs/BENCHMARKS.md, thirtieth pass).
    pub fn value(&mut self, position: &Position) -> u16 {
        self.value_with(position, None).0
    }

    /// [`Solver::value`], given up once another thread sets `stop`: `None`
    /// then. The flag is looked at as [`Solver::solve_until`] looks at it.
    ///
    /// ```
    /// use std::sync::atomic::AtomicBool;
    ///
    /// use jass_core::solver::{Position, Solver};
    /// use jass_core::{Action, Contract, Hand, JassRng, Rules, SchieberHand, Seat};
    ///
    /// let mut hand =
    ///     SchieberHand::new(Rules::schieber(), JassRng::seed_from_u64(1).deal(), Seat::S3, Seat::S0)?;
    /// hand.apply(Action::Declare(Contract::Obenabe))?;
    /// let position = Position::from_hand(&hand)?;
    /// let mut solver = Solver::new();
    /// assert!(solver.value_until(&position, &AtomicBool::new(true)).is_none());
    /// let value = solver.value_until(&position, &AtomicBool::new(false));
    /// assert_eq!(value, Some(solver.solve(&position).value));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn value_until(&mut self, position: &Position, stop: &AtomicBool) -> Option<u16> {
        let (value, stopped) = self.value_with(position, Some(stop));
        (!stopped).then_some(value)
    }

    /// What [`Solver::value`] finds, given up once `stop` is set; and
    /// whether it was (the value then means nothing).
    fn value_with(&mut self, position: &Position, stop: Option<&AtomicBool>) -> (u16, bool) {
        let value_of =
            |engine: &mut Engine<'_>, table: &Table, state: &State| engine.value(table, state);
        #[cfg(feature = "std")]
        if self.parallel(position) {
            // The helpers join each test and share out the root's cards.
            let tests = Arc::new(RootTests::default());
            let shared = Arc::clone(&tests);
            let (value, stopped) = self.run(
                position,
                stop,
                |engine, table, state| {
                    engine.share_root(tests, state);
                    value_of(engine, table, state)
                },
                move |engine, table, state| {
                    engine.share_root(Arc::clone(&shared), state);
                    engine.follow_tests(table, state);
                },
            );
            return (value as u16, stopped);
        }
        // One thread: `run` starts no helper.
        let (value, stopped) = self.run(position, stop, value_of, |_, _, _| {});
        (value as u16, stopped)
    }

    /// Whether a search of `position` runs on more than one thread (see
    /// [`Solver::set_threads`]).
    #[cfg(feature = "std")]
    fn parallel(&self, position: &Position) -> bool {
        self.threads > 1 && position.tricks_left() >= PARALLEL_TRICKS
    }

    /// The value of every legal card of the seat to play.
    pub fn card_values(&mut self, position: &Position) -> CardValues {
        self.card_values_with(position, None).0
    }

    /// What [`Solver::card_values`] finds, given up once `stop` is set;
    /// and whether it was (the values then mean nothing).
    fn card_values_with(
        &mut self,
        position: &Position,
        stop: Option<&AtomicBool>,
    ) -> (CardValues, bool) {
        let root = Arc::new(RootCards::default());
        let shared = Arc::clone(&root);
        self.run(
            position,
            stop,
            |engine, table, state| card_values(engine, table, state, &root),
            move |engine, table, state| help_with_cards(engine, table, state, &shared),
        )
    }

    /// The value, the value of every legal card and a principal variation.
    pub fn solve(&mut self, position: &Position) -> Solution {
        self.solve_with(position, None).0
    }

    /// What [`Solver::solve`] finds, given up once `stop` is set; and
    /// whether it was (the solution then means nothing).
    fn solve_with(&mut self, position: &Position, stop: Option<&AtomicBool>) -> (Solution, bool) {
        let root = Arc::new(RootCards::default());
        let shared = Arc::clone(&root);
        self.run(
            position,
            stop,
            |engine, table, state| solution(engine, table, *state, position, &root),
            move |engine, table, state| help_with_cards(engine, table, state, &shared),
        )
    }

    /// [`Solver::solve`], given up once another thread sets `stop`: `None`
    /// then. The search looks at the flag when it starts (a flag already
    /// set stops it at once), then every few thousand positions (about
    /// every millisecond; a flag set later during a smaller search may
    /// find it finished). A stopped search leaves the solver ready
    /// for the next position; the flag is only read, so clear it before
    /// using it again.
    ///
    /// ```
    /// use std::sync::atomic::AtomicBool;
    ///
    /// use jass_core::solver::{Position, Solver};
    /// use jass_core::{Action, Contract, Hand, JassRng, Rules, SchieberHand, Seat};
    ///
    /// let mut hand =
    ///     SchieberHand::new(Rules::schieber(), JassRng::seed_from_u64(1).deal(), Seat::S3, Seat::S0)?;
    /// hand.apply(Action::Declare(Contract::Obenabe))?;
    /// let position = Position::from_hand(&hand)?;
    /// let mut solver = Solver::new();
    /// // A flag set before the search starts stops it at once.
    /// assert!(solver.solve_until(&position, &AtomicBool::new(true)).is_none());
    /// let solution = solver.solve_until(&position, &AtomicBool::new(false));
    /// assert_eq!(solution.map(|s| s.value), Some(solver.value(&position)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn solve_until(&mut self, position: &Position, stop: &AtomicBool) -> Option<Solution> {
        let (solution, stopped) = self.solve_with(position, Some(stop));
        (!stopped).then_some(solution)
    }
}

/// The helper threads of one search (see [`Solver::set_threads`]).
///
/// They are detached threads joined by [`Helpers::finish`], not scoped
/// ones: a scope records a handle of the calling thread in its
/// thread-local storage, which a C program's main thread never frees, and
/// leak checkers such as valgrind report it. So they own what they use:
/// the table through an [`Arc`], the position, and an engine of their own.
#[cfg(feature = "std")]
struct Helpers {
    /// Set when the main search is done (or has panicked): the helpers
    /// then stop within a few hundred positions.
    done: Arc<AtomicBool>,
    threads: Vec<std::thread::JoinHandle<u64>>,
}

#[cfg(feature = "std")]
impl Helpers {
    /// Starts `count` helpers, numbered from 1, each running `help` on
    /// `table` with an engine of its own for `position`, built on its
    /// thread with the main search's `tables`. A helper the system gives
    /// no thread for is left out: only the time changes.
    fn start(
        position: &Position,
        tables: &Arc<SearchTables>,
        table: &Arc<Table>,
        count: usize,
        help: impl Fn(&mut Engine<'_>, &Table, &State) + Send + Sync + 'static,
    ) -> Helpers {
        let done = Arc::new(AtomicBool::new(false));
        let help = Arc::new(help);
        let threads = (1..=count)
            .filter_map(|number| {
                let (position, tables) = (*position, Arc::clone(tables));
                let (table, done, help) = (Arc::clone(table), Arc::clone(&done), Arc::clone(&help));
                std::thread::Builder::new()
                    .spawn(move || {
                        let mut helper =
                            Engine::with_tables(&position, tables, Some(&done)).into_helper(number);
                        help(&mut helper, &table, &State::new(&position));
                        helper.nodes
                    })
                    .ok()
            })
            .collect();
        Helpers { done, threads }
    }

    /// Stops the helpers, joins them and returns the positions they
    /// searched; a helper's panic is resumed on this thread.
    fn finish(mut self) -> u64 {
        self.done.store(true, Ordering::Relaxed);
        let mut nodes = 0;
        for thread in core::mem::take(&mut self.threads) {
            nodes += thread
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        }
        nodes
    }
}

#[cfg(feature = "std")]
impl Drop for Helpers {
    /// Stops and joins helpers still running: the main search panicked.
    fn drop(&mut self) {
        self.done.store(true, Ordering::Relaxed);
        for thread in self.threads.drain(..) {
            let _ = thread.join();
        }
    }
}

/// The values of the first cards of one search, shared by its threads:
/// each card is solved by the first thread to claim it, and the threads
/// claim them from opposite ends.
#[derive(Debug)]
struct RootCards {
    /// The cards claimed (bit per card index).
    claimed: AtomicU64,
    /// Each card's value plus one once solved, else 0.
    solved: [AtomicU16; 36],
}

impl Default for RootCards {
    fn default() -> RootCards {
        RootCards {
            claimed: AtomicU64::new(0),
            solved: core::array::from_fn(|_| AtomicU16::new(0)),
        }
    }
}

impl RootCards {
    /// Claims `card`: whether no thread had.
    fn claim(&self, card: u8) -> bool {
        let bit = 1u64 << card;
        self.claimed.fetch_or(bit, Ordering::Relaxed) & bit == 0
    }

    /// The value of `card`, if a thread has solved it.
    fn get(&self, card: u8) -> Option<u16> {
        self.solved[usize::from(card)]
            .load(Ordering::Acquire)
            .checked_sub(1)
    }

    fn set(&self, card: u8, value: u16) {
        self.solved[usize::from(card)].store(value + 1, Ordering::Release);
    }
}

/// The cards of the seat to play at `state` that one search solves: its
/// legal cards less equivalent ones, in card order.
fn cards_to_solve(
    engine: &Engine<'_>,
    state: &State,
) -> impl DoubleEndedIterator<Item = u8> + Clone + use<> {
    let distinct = engine.distinct(engine.legal(state), Engine::out(state));
    (0..36u8).filter(move |&c| distinct >> c & 1 == 1)
}

/// Solves `card` at `state` into `root` (unless the search was stopped,
/// when its value means nothing), from `guess`, which becomes its value.
fn solve_card(
    engine: &mut Engine<'_>,
    table: &Table,
    state: &State,
    root: &RootCards,
    card: u8,
    guess: &mut Option<i32>,
) {
    let value = engine.exact(state, *guess, |e, beta| e.child(table, state, card, beta));
    *guess = Some(value);
    if !engine.was_stopped() {
        root.set(card, value as u16);
    }
}

/// The value of every legal card of the seat to play at `state`: the cards
/// no helper has claimed in `root`, in card order, then any a helper
/// claimed but has not finished (see [`help_with_cards`]).
fn card_values(
    engine: &mut Engine<'_>,
    table: &Table,
    state: &State,
    root: &RootCards,
) -> CardValues {
    let mut guess = None;
    let cards = cards_to_solve(engine, state);
    for card in cards.clone() {
        if root.claim(card) {
            solve_card(engine, table, state, root, card, &mut guess);
        }
    }
    let mut values = [0u16; 36];
    for card in cards {
        values[usize::from(card)] = root.get(card).unwrap_or_else(|| {
            solve_card(engine, table, state, root, card, &mut guess);
            root.get(card).unwrap_or(0)
        });
    }
    // An equivalent card has the value of the stronger card it follows.
    let legal = engine.legal(state);
    let out = Engine::out(state);
    let distinct = engine.distinct(legal, out);
    let mut rest = legal & !distinct;
    while rest != 0 {
        let card = rest.trailing_zeros() as u8;
        rest &= rest - 1;
        let twin = engine.representative(card, distinct, out);
        values[card as usize] = values[twin as usize];
    }
    CardValues {
        legal: CardSet::from_mask(legal),
        values,
    }
}

/// A helper's part of [`card_values`]: the cards no thread has claimed in
/// `root`, from the last, then the cards still being solved, alongside the
/// thread that claimed them, until the main search is done.
fn help_with_cards(engine: &mut Engine<'_>, table: &Table, state: &State, root: &RootCards) {
    let mut guess = None;
    let cards = cards_to_solve(engine, state);
    for card in cards.clone().rev() {
        if root.claim(card) {
            solve_card(engine, table, state, root, card, &mut guess);
        }
    }
    for card in cards.rev() {
        if root.get(card).is_none() && !engine.was_stopped() {
            solve_card(engine, table, state, root, card, &mut guess);
        }
    }
}

/// What [`Solver::solve`] finds at `state`, the state of `position`.
fn solution(
    engine: &mut Engine<'_>,
    table: &Table,
    state: State,
    position: &Position,
    root: &RootCards,
) -> Solution {
    let cards = card_values(engine, table, &state, root);
    let maximize = engine.is_declarer(state.to_move());
    let value = cards.best(maximize).unwrap_or(0);
    let principal_variation = principal_variation(engine, table, state, i32::from(value));
    Solution {
        value,
        declarers: position.declarers,
        to_move: position.to_move(),
        cards,
        principal_variation,
    }
}

/// One line of perfect play from a state of value `value`.
fn principal_variation(
    engine: &mut Engine<'_>,
    table: &Table,
    mut state: State,
    mut value: i32,
) -> Vec<Card> {
    let mut line = Vec::new();
    while !state.is_over() {
        let maximize = engine.is_declarer(state.to_move());
        let legal = engine.legal(&state);
        let mut rest = engine.distinct(legal, Engine::out(&state));
        let mut chosen = None;
        while rest != 0 {
            let card = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            // The card keeps the value if its child reaches `value`
            // (declarers) or does not exceed it (defenders).
            let keeps = if maximize {
                engine.child(table, &state, card, value) >= value
            } else {
                engine.child(table, &state, card, value + 1) <= value
            };
            if keeps {
                chosen = Some(card);
                break;
            }
        }
        let Some(card) = chosen else { break };
        let (next, gained) = engine.apply(&state, card);
        line.push(Card::from_index(card));
        value -= gained;
        state = next;
    }
    line
}

/// The position's value by plain minimax, without pruning, table or
/// equivalences: exponential, for checking [`Solver`] on small positions.
#[must_use]
pub fn minimax(position: &Position) -> u16 {
    let maximize = position.to_move().team() == position.declarers();
    let values = position.legal_cards().iter().map(|card| {
        let here = position.trick_points(card).unwrap_or(0);
        here + position.after(card).map_or(0, |next| minimax(&next))
    });
    let best = if maximize { values.max() } else { values.min() };
    best.unwrap_or(0)
}

/// Solves `position` with a new solver of [`Solver::DEFAULT_MEMORY`] bytes.
#[must_use]
pub fn solve(position: &Position) -> Solution {
    Solver::new().solve(position)
}
