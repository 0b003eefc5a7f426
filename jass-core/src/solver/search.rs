//! The search: null-window alpha-beta over the cards, with a transposition
//! table at trick boundaries, move ordering (learned for the cards played
//! to a trick in the first tricks, see `learned`) and equivalent cards, a
//! lighter search of the same kind in the last tricks ([`Engine::endgame`]),
//! and the last two tricks searched from their lead without the table
//! ([`Engine::two_tricks`]).
//!
//! Every search answers one question, "can the declarers take at least
//! `beta` points from here?"; exact values come from a bisection over such
//! searches, whose bounds the table keeps, or from a first guess (see
//! `line`).

#![allow(
    clippy::cast_sign_loss,
    clippy::cast_possible_truncation,
    reason = "points are 0..=u16::MAX and card indices below 36 by construction"
)]

use alloc::sync::Arc;
use alloc::vec::Vec;

use core::sync::atomic::{
    AtomicBool, AtomicU8, AtomicU16, AtomicU64, AtomicUsize, Ordering, fence,
};

use crate::card::Card;
use crate::card::Rank;
use crate::card::SUIT_OF;
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::points::PointTable;
use crate::rules::{PlayRules, Undertrump};

use super::position::Position;
#[cfg(feature = "std")]
use super::root_tests::test_depth;
use super::root_tests::{RootTests, test_beta, test_name};

mod learned;
mod line;

/// No card (a table entry without a best move).
const NO_CARD: u8 = 0xFF;

/// The entries of a bucket of the table (one cache line).
const WAYS: usize = 3;

/// In a trick begun, a seat holding at most this many cards plays by
/// [`Engine::endgame`]: the search's move ordering (history, hints, the
/// scoring of every card) costs more than it saves there.
const ENDGAME_CARDS: u32 = 5;
const _: () = assert!(
    ENDGAME_CARDS <= 5,
    "Engine::order_few sorts at most five cards"
);

/// An entry of a bucket, read out of it (see [`Bucket`]).
#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    /// The key's first word.
    low: u64,
    /// The key's second word (at most 48 bits).
    high: u64,
    lower: u16,
    upper: u16,
    /// The place of the card to try first (see `Engine::place`).
    best: u8,
    generation: u8,
    /// The cards still out at the entry's position (the work it saves).
    cards: u8,
}

impl Entry {
    /// The entry's key (with the number of cards of each suit, which its
    /// canonical ranks tell).
    #[inline]
    fn key(&self) -> Key {
        Key(self.low, self.high, suit_counts(self.low))
    }

    /// Whether the entry is of `key` in the current `generation`.
    #[inline]
    fn is(&self, key: Key, generation: u8) -> bool {
        self.low == key.0 && self.high == key.1 && self.generation == generation
    }
}

/// A bucket of the transposition table: [`WAYS`] entries in one cache line
/// of 64 bytes, so that a probe reads one line. Each entry's key takes 112
/// bits: the second word of a [`Key`] has at most 48 (see [`Engine::key`]).
///
/// The threads of one search share the table (see
/// [`Solver::set_threads`](super::Solver::set_threads)), so every field is
/// an atomic, read and written with relaxed order (plain loads and stores
/// on common hardware), and `version` is a sequence lock: a writer makes
/// it odd while it writes, and a reader that sees it odd or changed by the
/// end of its read takes the bucket for empty. So no entry is ever read
/// half written.
#[derive(Debug, Default)]
#[repr(C, align(64))]
struct Bucket {
    /// The keys' first words.
    low: [AtomicU64; WAYS],
    /// The keys' second words (48 bits), the generation (from bit 48) and
    /// the cards (from bit 56): one load and one comparison tell whether
    /// an entry is of a key in the current generation (see
    /// [`Bucket::tag`]).
    high: [AtomicU64; WAYS],
    lower: [AtomicU16; WAYS],
    upper: [AtomicU16; WAYS],
    best: [AtomicU8; WAYS],
    /// The sequence lock: even while no thread writes.
    version: AtomicU8,
}

/// The bits of a bucket's `high` word that [`Bucket::tag`] compares: the
/// key's second word and the generation, without the cards.
const TAG: u64 = (1 << 56) - 1;

/// What the `high` word of a bucket's entry of `key` in `generation`
/// holds under [`TAG`].
#[inline]
fn tag(key: Key, generation: u8) -> u64 {
    key.1 | u64::from(generation) << 48
}

const _: () = assert!(size_of::<Bucket>() == 64, "a bucket is one cache line");

impl Bucket {
    /// The sequence lock's version before a read: even unless a thread is
    /// writing.
    #[inline]
    fn read_begin(&self) -> u8 {
        self.version.load(Ordering::Acquire)
    }

    /// Whether what was read since [`Bucket::read_begin`] returned `version`
    /// is whole: no thread was writing then or wrote since.
    #[inline]
    fn read_end(&self, version: u8) -> bool {
        fence(Ordering::Acquire);
        version & 1 == 0 && self.version.load(Ordering::Relaxed) == version
    }

    /// Entry `w`'s key's first word, and its second word with its
    /// generation (see [`TAG`] and [`tag`]), as they read without the lock.
    #[inline]
    fn tag(&self, w: usize) -> (u64, u64) {
        (
            self.low[w].load(Ordering::Relaxed),
            self.high[w].load(Ordering::Relaxed) & TAG,
        )
    }

    /// Entry `w`'s bounds and card to try first, as they read without the
    /// lock.
    #[inline]
    fn bounds(&self, w: usize) -> (u16, u16, u8) {
        (
            self.lower[w].load(Ordering::Relaxed),
            self.upper[w].load(Ordering::Relaxed),
            self.best[w].load(Ordering::Relaxed),
        )
    }

    /// Entry `w`, as it reads without the lock.
    #[inline]
    fn entry(&self, w: usize) -> Entry {
        let low = self.low[w].load(Ordering::Relaxed);
        let high = self.high[w].load(Ordering::Relaxed);
        let (lower, upper, best) = self.bounds(w);
        Entry {
            low,
            high: high & ((1 << 48) - 1),
            lower,
            upper,
            best,
            generation: (high >> 48) as u8,
            cards: (high >> 56) as u8,
        }
    }

    /// Writes `entry` into slot `w` (the lock held).
    #[inline]
    fn set(&self, w: usize, entry: &Entry) {
        self.low[w].store(entry.low, Ordering::Relaxed);
        self.high[w].store(
            entry.high | u64::from(entry.generation) << 48 | u64::from(entry.cards) << 56,
            Ordering::Relaxed,
        );
        self.lower[w].store(entry.lower, Ordering::Relaxed);
        self.upper[w].store(entry.upper, Ordering::Relaxed);
        self.best[w].store(entry.best, Ordering::Relaxed);
    }

    /// Keeps `entry`: in its own slot if the bucket has one of its key in
    /// the current generation, else in a free slot, else in the slot
    /// [`Bucket::evict`] frees. Skipped while another thread writes the
    /// bucket (the table is a cache: an entry may always be lost). Returns
    /// whether an entry of the current generation was pushed out.
    #[inline]
    fn keep(&self, entry: &Entry, key: Key) -> bool {
        let Some(version) = self.lock() else {
            return false;
        };
        let evicted = self.write(entry, key);
        self.unlock(version);
        evicted
    }

    /// Takes the bucket's sequence lock, and returns the version before;
    /// `None` while another thread holds it.
    #[inline]
    fn lock(&self) -> Option<u8> {
        let version = self.version.load(Ordering::Relaxed);
        if version & 1 == 1
            || self
                .version
                .compare_exchange(
                    version,
                    version.wrapping_add(1),
                    Ordering::Acquire,
                    Ordering::Relaxed,
                )
                .is_err()
        {
            return None;
        }
        fence(Ordering::Release);
        Some(version)
    }

    /// Releases the lock that [`Bucket::lock`] took at `version`.
    #[inline]
    fn unlock(&self, version: u8) {
        self.version
            .store(version.wrapping_add(2), Ordering::Release);
    }

    /// The writing of [`Bucket::keep`], the lock held; whether it pushed
    /// out an entry of the current generation.
    #[inline]
    fn write(&self, entry: &Entry, key: Key) -> bool {
        let mut entries: [Entry; WAYS] = core::array::from_fn(|w| self.entry(w));
        let generation = entry.generation;
        let mut evicted = false;
        let slot = if let Some(slot) = entries.iter().position(|e| e.is(key, generation)) {
            slot
        } else if let Some(slot) = entries.iter().position(|e| e.generation != generation) {
            slot
        } else {
            let slot = Bucket::evict(&mut entries);
            for (w, moved) in entries.iter().enumerate().take(WAYS - 1).skip(slot) {
                self.set(w, moved);
            }
            evicted = true;
            WAYS - 1
        };
        self.set(slot, entry);
        evicted
    }

    /// Takes out of the bucket the entries of `generation` whose keys
    /// belong in another bucket (`moves` of the key is its index), and
    /// returns them with their keys and those buckets; none while another
    /// thread writes the bucket (its entries then stay, lost to the probes
    /// that look for them elsewhere).
    fn take(
        &self,
        generation: u8,
        moves: impl Fn(Key) -> Option<usize>,
    ) -> [Option<(Entry, Key, usize)>; WAYS] {
        let mut taken = [None; WAYS];
        let Some(version) = self.lock() else {
            return taken;
        };
        for (w, slot) in taken.iter_mut().enumerate() {
            let mut entry = self.entry(w);
            let key = entry.key();
            if entry.generation == generation
                && let Some(to) = moves(key)
            {
                *slot = Some((entry, key, to));
                // Generation 0 is never the current one: the slot is free.
                entry.generation = 0;
                self.set(w, &entry);
            }
        }
        self.unlock(version);
        taken
    }

    /// Frees an entry of a full bucket: the newest entry (the last) is
    /// kept, and of the older ones the entry with fewer cards (less work
    /// saved; of equal cards, the wider bounds, then the older) goes. The
    /// entries after it move down one slot, so that they stay in the order
    /// they came in (the newest last) and a recent entry, which the search
    /// is likely to meet again soon, is not pushed out by an older one with
    /// more cards. Returns the first slot that changed; the last is free.
    #[inline]
    fn evict(entries: &mut [Entry; WAYS]) -> usize {
        let worth = |e: &Entry| (e.cards, core::cmp::Reverse(e.upper.saturating_sub(e.lower)));
        let mut slot = 0;
        for w in 1..WAYS - 1 {
            if worth(&entries[w]) < worth(&entries[slot]) {
                slot = w;
            }
        }
        entries.copy_within(slot + 1.., slot);
        slot
    }
}

/// The transposition table: buckets of [`WAYS`] entries, cleared lazily by
/// a generation number that each new position advances. The entries of
/// positions alike share a bucket, and each bounds the others' values (see
/// [`distance`]). The threads of one search share it (see [`Bucket`]).
///
/// Its memory is allocated as positions need it, up to the size it was
/// built with: a solver of small positions never touches the rest.
#[derive(Debug)]
pub(super) struct Table {
    /// The buckets allocated so far: as many as the largest position
    /// searched has used.
    buckets: Vec<Bucket>,
    /// The most buckets the table may allocate.
    max_buckets: usize,
    /// The most hints the table may allocate.
    max_hints: usize,
    /// The card that last cut off in a trick begun, by the hash of the
    /// trick's start and its cards so far: a tag (32 bits), the card's
    /// place (see `Engine::place`) and the generation.
    hints: Vec<AtomicU64>,
    /// The hints in use for the current position.
    hint_mask: usize,
    /// The buckets in use: a small search stays in a part of the table
    /// that the caches hold. Each position starts with at most
    /// [`START_BUCKETS`], and [`Table::grow`] doubles them, up to `cap`,
    /// while the search pushes out many entries.
    in_use: AtomicUsize,
    /// The most buckets the current position may use: more for more
    /// tricks left, up to every bucket of the table.
    cap: usize,
    /// The buckets a position starts with: [`START_BUCKETS`] (fewer in
    /// some tests, so that their tables grow).
    start: usize,
    generation: u8,
}

impl Clone for Table {
    /// A table of the same size, without entries (they are only a cache).
    fn clone(&self) -> Table {
        Table::new(self.bytes())
    }
}

impl Table {
    /// A table of at most `bytes` bytes (at least one bucket).
    pub(super) fn new(bytes: usize) -> Table {
        // A sixteenth of the memory for the hints (a power of two of them).
        let hints = (bytes / 16 / size_of::<u64>()).max(1);
        let hints = 1 << hints.ilog2();
        let rest = bytes.saturating_sub(hints * size_of::<u64>());
        let buckets = (rest / size_of::<Bucket>()).max(1);
        let mut table = Table {
            buckets: Vec::new(),
            max_buckets: buckets,
            max_hints: hints,
            hints: Vec::new(),
            hint_mask: 0,
            in_use: AtomicUsize::new(1),
            cap: 1,
            start: START_BUCKETS,
            generation: 1,
        };
        table.allocate();
        table
    }

    /// Makes each position start with at most `buckets` buckets (see
    /// [`Table::grow`]): small, a test's table grows many times.
    #[cfg(test)]
    pub(super) fn start_with(&mut self, buckets: usize) {
        self.start = buckets.max(1);
    }

    /// The table's size in bytes: the most it allocates.
    pub(super) fn bytes(&self) -> usize {
        self.max_buckets * size_of::<Bucket>() + self.max_hints * size_of::<u64>()
    }

    /// Allocates, empty, the buckets and hints in use that the table has
    /// not allocated yet.
    fn allocate(&mut self) {
        grow(&mut self.buckets, self.cap, Bucket::default);
        grow(&mut self.hints, self.hint_mask + 1, || AtomicU64::new(0));
    }

    /// Forgets every entry (in constant time, except once in 255 calls)
    /// and sizes the part in use for a position of `tricks` tricks left.
    pub(super) fn next_generation(&mut self, tricks: usize) {
        if self.generation == u8::MAX {
            for bucket in &mut self.buckets {
                *bucket = Bucket::default();
            }
            for hint in &mut self.hints {
                *hint.get_mut() = 0;
            }
            self.generation = 1;
        } else {
            self.generation += 1;
        }
        let wanted = 1usize << (10 + 2 * tricks.saturating_sub(3)).min(40);
        // Three quarters of `wanted` buckets of three entries: the memory
        // that `wanted` buckets of two 24-byte entries took.
        self.cap = (wanted / 4 * 3).clamp(1, self.max_buckets);
        *self.in_use.get_mut() = self.cap.min(self.start);
        self.hint_mask = (wanted >> 3).clamp(1, self.max_hints) - 1;
        self.allocate();
    }

    /// The place of the card that last cut off in the trick begun of hash
    /// `hint`.
    #[inline]
    fn hint(&self, hint: u64) -> u8 {
        let slot = self.hints[(hint >> 32) as usize & self.hint_mask].load(Ordering::Relaxed);
        if slot as u32 == hint as u32 && (slot >> 40) as u8 == self.generation {
            (slot >> 32) as u8
        } else {
            NO_CARD
        }
    }

    /// Keeps `card`, a place, as the card that cut off in the trick begun
    /// of hash `hint`.
    #[inline]
    fn set_hint(&self, hint: u64, card: u8) {
        let slot = (hint >> 32) as usize & self.hint_mask;
        self.hints[slot].store(
            u64::from(hint as u32) | u64::from(card) << 32 | u64::from(self.generation) << 40,
            Ordering::Relaxed,
        );
    }

    /// The index of the bucket of `key`: that of every position alike (see
    /// [`distance`]), by a hash of the key without its canonical ranks and
    /// of the number of cards of each suit.
    #[inline]
    fn bucket(&self, key: Key) -> usize {
        Table::scaled(Table::hash(key), self.in_use.load(Ordering::Relaxed))
    }

    /// The hash of `key` that [`Table::bucket`] scales.
    #[inline]
    fn hash(key: Key) -> u64 {
        let mixed = key.alike() ^ key.1.wrapping_mul(0xC2B2_AE3D_27D4_EB4F).rotate_left(29);
        mixed.wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    /// `hash` scaled to `buckets` buckets (multiply and shift): doubling
    /// the buckets sends the keys of bucket `b` to `2b` and `2b + 1`.
    #[inline]
    fn scaled(hash: u64, buckets: usize) -> usize {
        ((u128::from(hash) * buckets as u128) >> 64) as usize
    }

    /// The buckets in use.
    #[inline]
    pub(super) fn buckets_in_use(&self) -> usize {
        self.in_use.load(Ordering::Relaxed)
    }

    /// Doubles the buckets in use, up to the position's cap, and moves the
    /// entries of the current generation to their new buckets; whether it
    /// grew.
    ///
    /// Another thread may probe and store meanwhile: it finds an entry in
    /// its old bucket or its new one, or not at all, and an entry it finds
    /// is still of its key (each is moved whole, under the locks of both
    /// buckets in turn). So the table loses at most some entries, as a
    /// cache may.
    fn grow(&self) -> bool {
        let old = self.in_use.load(Ordering::Relaxed);
        let new = (2 * old).min(self.cap);
        if new <= old {
            return false;
        }
        self.in_use.store(new, Ordering::Relaxed);
        // From the last bucket down: an entry moves to a bucket after its
        // own, whose entries have already moved out (bucket `b`'s go to
        // `2b` and `2b + 1`, so none is pushed out; when the cap stops the
        // doubling, some may be).
        for from in (0..old).rev() {
            let moves =
                |key: Key| Some(Table::scaled(Table::hash(key), new)).filter(|&to| to != from);
            for (entry, key, to) in self.buckets[from]
                .take(self.generation, moves)
                .into_iter()
                .flatten()
            {
                self.buckets[to].keep(&entry, key);
            }
        }
        true
    }

    /// The bounds the table gives the position of `key` and the card to
    /// try first: those of its entry, narrowed by those of the entries of
    /// positions alike (see [`distance`]) whose ranks agree on `fixed`.
    #[allow(
        clippy::inline_always,
        reason = "inlined in the search, a probe saves a call and the spills of its registers"
    )]
    #[inline(always)]
    fn probe(&self, key: Key, fixed: u64, sets: &SetTables) -> (i32, i32, u8) {
        const NOTHING: (i32, i32, u8) = (0, u16::MAX as i32, NO_CARD);
        let bucket = &self.buckets[self.bucket(key)];
        let version = bucket.read_begin();
        let (mut lower, mut upper, mut best) = NOTHING;
        let mut nearest = i32::MAX;
        let want = tag(key, self.generation);
        // Each entry's key and generation are read, and its bounds and card
        // only if they match.
        for w in 0..WAYS {
            let (low, high) = bucket.tag(w);
            if high != want || (low ^ key.0) & !RANKS != 0 {
                continue;
            }
            let (entry_lower, entry_upper, entry_best) = bucket.bounds(w);
            if low == key.0 {
                best = entry_best;
                nearest = 0;
                lower = lower.max(i32::from(entry_lower));
                upper = upper.min(i32::from(entry_upper));
            } else if (low ^ key.0) & fixed == 0
                && let Some((plus, minus)) = distance(low, key.0, sets)
            {
                lower = lower.max(i32::from(entry_lower) - plus);
                upper = upper.min(i32::from(entry_upper) + minus);
                if plus + minus < nearest && entry_best != NO_CARD {
                    nearest = plus + minus;
                    best = entry_best;
                }
            }
        }
        if bucket.read_end(version) {
            (lower, upper, best)
        } else {
            NOTHING
        }
    }

    #[inline]
    fn store(&self, key: Key, lower: u16, upper: u16, best: u8, cards: u8) -> bool {
        debug_assert!(
            key.1 >> 48 == 0,
            "the key's second word has at most 48 bits"
        );
        let entry = Entry {
            low: key.0,
            high: key.1,
            lower,
            upper,
            best,
            generation: self.generation,
            cards,
        };
        self.buckets[self.bucket(key)].keep(&entry, key)
    }
}

/// Grows `items` to `len` items made by `new`, if it holds fewer: to
/// exactly `len` (a `Vec` growing by itself may double its capacity, past
/// the table's bound).
fn grow<T>(items: &mut Vec<T>, len: usize, new: impl FnMut() -> T) {
    if items.len() < len {
        items.reserve_exact(len - items.len());
        items.resize_with(len, new);
    }
}

/// The entries of a table indexed by card: 64, so that an index masked by
/// [`slot`] needs no bounds check.
const SLOTS: usize = 64;
const _: () = assert!(SUIT_OF.len() == SLOTS, "SUIT_OF is indexed by slot");

/// The index of `card` in a table of [`SLOTS`] entries.
#[inline]
const fn slot(card: u8) -> usize {
    card as usize & (SLOTS - 1)
}

/// The number of cards of each set of one suit's nine (a table: counting
/// bits is slow without `popcnt`, which the baseline target lacks).
static SET_SIZES: [u8; 512] = {
    let mut sizes = [0u8; 512];
    let mut set = 0;
    while set < 512 {
        sizes[set] = (set as u32).count_ones() as u8;
        set += 1;
    }
    sizes
};

/// The positions of `set` above the highest of `blockers` (all of `set`
/// if there is none).
#[inline]
fn above_highest(set: u16, blockers: u16) -> u16 {
    if blockers == 0 {
        set
    } else {
        set & !((2u16 << blockers.ilog2()) - 1)
    }
}

/// The table's `bounds` narrowed by a fail-soft search of the null window
/// below `beta` that returned `value`.
#[inline]
fn narrowed(bounds: (u16, u16), value: i32, beta: i32) -> (u16, u16) {
    let (lower, upper) = bounds;
    let bound = value.clamp(0, 0xFFFF) as u16;
    if value >= beta {
        (lower.max(bound), upper)
    } else {
        (lower, upper.min(bound))
    }
}

/// The canonical ranks in the first word of a [`Key`].
const RANKS: u64 = (1 << 36) - 1;

/// The most buckets a position starts with (4 MiB): a search that fills
/// them grows the table (see [`Table::grow`]). A small search so stays in
/// fewer cache lines and pages than the table's whole memory. Starting
/// with every bucket instead, the seeded full trump deals took 5–7% more
/// time on one thread and 2% more on two (geometric means of the deals'
/// ratios; docs/BENCHMARKS.md, twenty-first pass).
const START_BUCKETS: usize = 1 << 16;

/// The third part of a [`Key`] whose first word is `low`: the number of
/// cards of each suit (twice, five bits per suit), from the canonical
/// ranks.
#[inline]
fn suit_counts(low: u64) -> u32 {
    (0..4)
        .map(|s| (2 * ((low >> (9 * s)) & 0x1FF).count_ones()) << (5 * s))
        .sum()
}

/// How far apart the values of two positions alike can be, whose keys'
/// first words are `from` and `to` and agree but for the canonical ranks:
/// (the most by which the value at `to` can fall below that at `from`,
/// the most by which it can rise above), or `None` if a suit has not as
/// many cards in both. It reads the points of each suit's sets of
/// positions in `sets` ([`SetTables::lanes`] and
/// [`SetTables::position_points`]).
///
/// Positions that differ only in which cards of each suit are still held,
/// with as many of each suit held by the same seats in the same order,
/// play alike: each card of one stands for the card of the same place in
/// the other, every trick goes to the same seat, and only its points
/// differ.
///
/// Exact while no card is worth more than [`LANE_POINTS`].
#[inline]
fn distance(from: u64, to: u64, sets: &SetTables) -> Option<(i32, i32)> {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let (lanes, points) = (&sets.lanes, &sets.position_points);
    // The lanes' positive differences, and the difference of the points:
    // the negative differences add up to the positive ones less it, which
    // costs less than their own lanes.
    let (mut plus, mut gap) = (0u64, 0i32);
    // Only the suits whose ranks differ, found from the lowest bit that
    // differs (most pairs differ in one suit or two: a loop over the four
    // cost more in the suits passed over than in those compared).
    let mut differ = (from ^ to) & RANKS;
    while differ != 0 {
        let suit = SUIT_OF[slot(differ.trailing_zeros() as u8)] as usize;
        let shift = 9 * suit;
        differ &= !(0x1FF << shift);
        let row = &lanes[suit];
        let a = (from >> shift) as usize & 0x1FF;
        let b = (to >> shift) as usize & 0x1FF;
        if SET_SIZES[a] != SET_SIZES[b] {
            return None;
        }
        gap += i32::from(points[suit][a]) - i32::from(points[suit][b]);
        // Two different sets of as many positions have at most eight: a
        // lane of each, and each lane's difference without a borrow.
        let (a, b) = (row[a], row[b]);
        let down = (a | HIGH) - b;
        plus += down & !HIGH & (((down & HIGH) >> 7) * 0xFF);
    }
    // At most 80 in a lane: the sum of the lanes by pairs, then of all.
    let pairs = (plus & 0x00FF_00FF_00FF_00FF) + (plus >> 8 & 0x00FF_00FF_00FF_00FF);
    let plus = (pairs.wrapping_mul(0x0001_0001_0001_0001) >> 48) as i32;
    Some((plus, plus - gap))
}

/// The most points a card may be worth for [`distance`] to be exact: a
/// lane holds a card's points in a byte whose top bit catches a borrow, and
/// the differences of up to four suits add up in it. The standard values
/// (at most 20) and most house values are far below; beyond it (⚙
/// `card_values` of up to 255), positions alike do not share bounds.
pub(super) const LANE_POINTS: u8 = 63;

/// A key of the transposition table (see [`Engine::key`]), and the
/// number of cards of each suit (five bits per suit, not stored).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Key(u64, u64, u32);

impl Key {
    /// The key without its canonical ranks, with the number of cards of
    /// each suit: the same for every position alike (see [`distance`]).
    #[inline]
    fn alike(self) -> u64 {
        self.0 >> 36 ^ u64::from(self.2) << 28
    }
}

/// The search state: the hands, the unfinished trick with the card that
/// wins it so far, and whether the declarers have won every trick so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct State {
    pub(super) hands: [u64; 4],
    pub(super) trick: [u8; 4],
    pub(super) len: u8,
    pub(super) leader: u8,
    pub(super) matchable: bool,
    /// The card winning the trick so far (when a card has been played).
    win: u8,
    /// The seat that played it, 0..4.
    win_seat: u8,
    /// The suit led, 0..4 (when a card has been played).
    led: u8,
    /// Tricks left, the current one included: the cards of each seat still
    /// to play to it (counting bits is slow without `popcnt`).
    tricks: u8,
    /// The card points of `out`.
    points_out: u16,
    /// Every card still held, and the cards of the trick (they change only
    /// when a trick is completed).
    out: u64,
}

impl State {
    pub(super) fn new(position: &Position) -> State {
        let mut trick = [0u8; 4];
        let cards = position.trick.cards();
        for (slot, card) in trick.iter_mut().zip(cards) {
            *slot = card.index();
        }
        let leader = position.trick.leader().index() as u8;
        let (mut win, mut win_seat) = (trick[0], leader);
        if let Some(led) = cards.first().map(|c| c.suit()) {
            let strength = |c: Card| position.contract.strength(c, led);
            for (i, &card) in cards.iter().enumerate().skip(1) {
                if strength(card) > strength(Card::from_index(win)) {
                    win = card.index();
                    win_seat = (leader + i as u8) & 3;
                }
            }
        }
        let hands = super::SEATS.map(|s| position.hands[s].mask());
        let out = cards
            .iter()
            .fold(hands[0] | hands[1] | hands[2] | hands[3], |out, card| {
                out | 1 << card.index()
            });
        let points = PointTable::new(position.contract, &position.rules);
        State {
            hands,
            trick,
            len: cards.len() as u8,
            leader,
            matchable: position.tricks_won[position.declarers.other()] == 0,
            win,
            win_seat,
            led: trick[0] / 9,
            tricks: position.tricks_left() as u8,
            points_out: points.sum(CardSet::from_mask(out)),
            out,
        }
    }

    /// The seat to play, 0..4.
    #[inline]
    pub(super) fn to_move(self) -> usize {
        (self.leader + self.len) as usize & 3
    }

    /// Whether every hand is empty and no trick is being played.
    #[inline]
    pub(super) fn is_over(&self) -> bool {
        self.out == 0
    }
}

/// Tables of sets of one suit's cards under a contract and its card
/// points, kept from one position to the next.
#[derive(Clone, Debug)]
pub(super) struct SetTables {
    contract: Contract,
    points: [u8; 36],
    /// Trick-taking strength of each card by the suit led.
    strength: [[u8; SLOTS]; 4],
    /// The cards that beat each card in a trick of each suit led.
    beaters: [[u64; SLOTS]; 4],
    /// Each suit's cards, weakest first: the card at each position.
    ascending: [[u8; 9]; 4],
    /// For each suit and set of its ranks (nine bits by rank), the same
    /// cards as positions in `ascending`.
    positions: [[u16; 512]; 4],
    /// For each suit and set of positions, the lowest positions holding
    /// cards of the same points in the same order (see [`Engine::key`]).
    canonical: [[u16; 512]; 4],
    /// For each suit and set of positions, the points of its cards.
    position_points: [[u16; 512]; 4],
    /// For each suit and set of positions, the points of its cards, the
    /// weakest first, one per byte (the first eight).
    lanes: [[u64; 512]; 4],
}

impl SetTables {
    /// The tables of `contract` with `points`, each suit's ranks in
    /// `order` (strongest first). Each set's row is that of the set
    /// without its last member (highest rank or position) and that member:
    /// some thousands of steps, where building each row from its cards
    /// took about a million instructions, which every new solver paid; a
    /// suit like one before it takes that one's rows.
    fn new(contract: Contract, points: [u8; 36], order: &[[u8; 9]; 4]) -> SetTables {
        let mut ascending = *order;
        for row in &mut ascending {
            row.reverse();
        }
        let mut positions = [[0u16; 512]; 4];
        let mut canonical = [[0u16; 512]; 4];
        let mut position_points = [[0u16; 512]; 4];
        let mut lanes = [[0u64; 512]; 4];
        // A suit's rows depend only on its order of ranks and its points:
        // the side suits of a trump contract share them, and every suit
        // in Obenabe and Undenufe with the usual points.
        let shape = |suit: usize| {
            (
                ascending[suit].map(|card| card % 9),
                ascending[suit].map(|card| points[card as usize]),
            )
        };
        for suit in 0..4 {
            if let Some(like) = (0..suit).find(|&other| shape(other) == shape(suit)) {
                positions[suit] = positions[like];
                canonical[suit] = canonical[like];
                position_points[suit] = position_points[like];
                lanes[suit] = lanes[like];
                continue;
            }
            let worth = ascending[suit].map(|card| points[card as usize]);
            let mut place_of_rank = [0u16; 9];
            for (position, &card) in ascending[suit].iter().enumerate() {
                place_of_rank[card as usize % 9] = 1 << position;
            }
            // For each position and each position from which on to look,
            // the first position there worth as much (9 if none).
            let mut next_alike = [[9u8; 10]; 9];
            for (position, row) in next_alike.iter_mut().enumerate() {
                for from in (0..9).rev() {
                    row[from] = if worth[from] == worth[position] {
                        from as u8
                    } else {
                        row[from + 1]
                    };
                }
            }
            for set in 1..512usize {
                let last = set.ilog2() as usize;
                let rest = set & !(1 << last);
                positions[suit][set] = positions[suit][rest] | place_of_rank[last];
                position_points[suit][set] = position_points[suit][rest] + u16::from(worth[last]);
                let count = u32::from(SET_SIZES[rest]);
                lanes[suit][set] = lanes[suit][rest]
                    | u64::from(worth[last]) << (8 * count.min(7)) & lane_mask(count);
                // Each card, weakest first, takes the lowest free position
                // worth its points: the last one the first after those the
                // others took.
                let taken = canonical[suit][rest];
                let free = (u16::BITS - taken.leading_zeros()) as usize;
                canonical[suit][set] = taken | 1 << next_alike[last][free];
            }
        }
        let (strength, beaters) = strength_and_beaters(contract);
        SetTables {
            contract,
            points,
            strength,
            beaters,
            ascending,
            positions,
            canonical,
            position_points,
            lanes,
        }
    }
}

/// The large tables a search reads and never changes: the contract's
/// ([`SetTables`]) and those of the cards out at its start. The threads of
/// a search share them, and a solver keeps them from one search to the
/// next: building and copying their 56 KiB for each search took most of
/// the time of a search with a trick or two left.
#[derive(Clone, Debug)]
pub(super) struct SearchTables {
    sets: SetTables,
    /// For each suit and set of its cards still out (nine rank bits; the
    /// subsets of those out at the start), the cards (rank bits) whose next
    /// stronger card out is held by the same seat and worth the same
    /// points: the cards [`Engine::distinct`] drops.
    twins: [[u16; 512]; 4],
    /// For each suit and set of its cards still out (nine rank bits; the
    /// subsets of those out at the start), the holders in the suit's part
    /// of the table's key (see [`Engine::key`]): two bits each, the weakest
    /// card's highest (from bit 0), and their number of bits (from bit 27).
    suit_keys: [[u32; 512]; 4],
    /// For each suit and set of its cards still out, as
    /// [`SearchTables::suit_keys`], the rest of the suit's part of the key,
    /// already in its place: the canonical positions (from bit 9 × the
    /// suit) and the number of bits of the holders (from bit 36 + 5 × the
    /// suit), so that [`Engine::key`] takes them with one `or`.
    suit_ranks: [[u64; 512]; 4],
}

impl SearchTables {
    /// The tables of `position`, whose cards are worth `points`, made from
    /// `cache` (the tables of the last search, rebuilt only where the
    /// contract or the points differ) or new.
    fn prepare(
        cache: Option<Arc<SearchTables>>,
        position: &Position,
        points: [u8; 36],
        order: &[[u8; 9]; 4],
    ) -> Arc<SearchTables> {
        let contract = position.contract;
        let mut tables = cache.unwrap_or_else(|| {
            Arc::new(SearchTables {
                sets: SetTables::new(contract, points, order),
                twins: [[0; 512]; 4],
                suit_keys: [[0; 512]; 4],
                suit_ranks: [[0; 512]; 4],
            })
        });
        // Unique unless a clone of the solver shares them: then a copy.
        let own = Arc::make_mut(&mut tables);
        if own.sets.contract != contract || own.sets.points != points {
            own.sets = SetTables::new(contract, points, order);
        }
        own.fill(position, &points);
        tables
    }

    /// Fills [`SearchTables::twins`], [`SearchTables::suit_keys`] and
    /// [`SearchTables::suit_ranks`] for `position`: for each suit, every
    /// subset of the cards out at the start, each from the subset without
    /// its weakest card. The rows of other sets keep what they held: no
    /// search of this position reads them.
    fn fill(&mut self, position: &Position, points: &[u8; 36]) {
        // The seat holding each card out (each card stays with its holder
        // until played), 4 for the cards of the trick.
        let mut owner = [4u8; 36];
        let mut out = 0u64;
        for (seat, &s) in super::SEATS.iter().enumerate() {
            for card in position.hands[s] {
                owner[card.index() as usize] = seat as u8;
            }
            out |= position.hands[s].mask();
        }
        for card in position.trick.cards() {
            out |= 1 << card.index();
        }
        let SearchTables {
            sets,
            twins,
            suit_keys: keys,
            suit_ranks: ranks,
        } = self;
        for suit in 0..4 {
            let start = (out >> (9 * suit)) as usize & 0x1FF;
            (twins[suit][0], keys[suit][0], ranks[suit][0]) = (0, 0, 0);
            let weakest = |set: usize| {
                let position = sets.positions[suit][set].trailing_zeros() as usize;
                sets.ascending[suit][position] as usize
            };
            // The nonempty subsets of `start` in increasing order: the
            // subset without a card comes first.
            let mut set = start & start.wrapping_neg();
            while set != 0 {
                let low = weakest(set);
                let rest = set & !(1 << (low % 9));
                twins[suit][set] = twins[suit][rest];
                if rest != 0 {
                    let next = weakest(rest);
                    if owner[low] == owner[next] && points[low] == points[next] {
                        twins[suit][set] |= 1 << (low % 9);
                    }
                }
                // The weakest card's holder above those of the others (the
                // cards of the trick, never in a key, as seat 0).
                let (bits, holders) = (keys[suit][rest] >> 27, keys[suit][rest] & 0x3_FFFF);
                let holder = u32::from(owner[low] & 3);
                let canonical = sets.canonical[suit][sets.positions[suit][set] as usize];
                keys[suit][set] = holder << bits | holders | (bits + 2) << 27;
                ranks[suit][set] =
                    u64::from(canonical) << (9 * suit) | u64::from(bits + 2) << (36 + 5 * suit);
                set = (set | !start).wrapping_add(1) & start;
            }
        }
    }
}

/// The trick-taking strength of each card under `contract` by the suit led,
/// and the cards that beat each card by the suit led.
fn strength_and_beaters(contract: Contract) -> ([[u8; SLOTS]; 4], [[u64; SLOTS]; 4]) {
    let mut strength = [[0u8; SLOTS]; 4];
    for (led, row) in strength.iter_mut().enumerate() {
        let led = crate::card::Suit::ALL[led];
        for (i, s) in row.iter_mut().take(36).enumerate() {
            *s = contract.strength(Card::from_index(i as u8), led);
        }
    }
    let mut beaters = [[0u64; SLOTS]; 4];
    for (led, row) in beaters.iter_mut().enumerate() {
        // The cards of each strength, then of each strength or more.
        let mut above = [0u64; 257];
        for (card, &s) in strength[led].iter().take(36).enumerate() {
            above[usize::from(s)] |= 1 << card;
        }
        for s in (0..256).rev() {
            above[s] |= above[s + 1];
        }
        for (card, mask) in row.iter_mut().take(36).enumerate() {
            *mask = above[usize::from(strength[led][card]) + 1];
        }
    }
    (strength, beaters)
}

/// The lane of a set's card after `count` others in
/// [`SetTables::lanes`]: the first eight cards have one, the ninth none.
const fn lane_mask(count: u32) -> u64 {
    if count < 8 { u64::MAX } else { 0 }
}

/// Positions searched between two looks at a stop flag, less one (a mask):
/// some thousands, about a millisecond.
const POLL: u64 = (1 << 14) - 1;

/// Positions a helper searches between two looks at its stop flag, less
/// one (see [`Engine::helper`]): a few microseconds, so that the main
/// search does not wait for its helpers.
const HELPER_POLL: u64 = (1 << 8) - 1;

/// What does not change during a search: the contract's tables.
#[derive(Clone, Debug)]
pub(super) struct Engine<'s> {
    /// The trump suit's index, if any.
    trump: Option<usize>,
    play: PlayRules,
    points: [u8; SLOTS],
    /// The cards worth no points.
    pointless: u64,
    /// Trick-taking strength of each card by the suit led.
    strength: [[u8; SLOTS]; 4],
    /// Each suit's cards, strongest first.
    order: [[u8; 9]; 4],
    /// The cards of the same suit that beat each card when its suit is led.
    stronger: [u64; SLOTS],
    /// The positions (see [`SetTables::positions`]) below each card's in
    /// its suit, for [`Engine::place`].
    weaker: [u16; SLOTS],
    /// The cards that beat each card in a trick of each suit led.
    beaters: [[u64; SLOTS]; 4],
    /// The tables of sets of a suit's cards, of the contract and of the
    /// cards out at the start, shared with the other threads.
    tables: Arc<SearchTables>,
    /// [`SearchTables::twins`], read at every position.
    twins: [[u16; 512]; 4],
    /// The canonical ranks in which positions alike must agree: the Puur's
    /// (when a lone Puur is exempt from following trump); all of them when
    /// a card is worth more than [`LANE_POINTS`].
    fixed: u64,
    last_bonus: i32,
    match_bonus: i32,
    declarer: [bool; 4],
    /// How often each card of each seat caused a cutoff, weighted by the
    /// cards left (the history heuristic).
    history: [[u32; SLOTS]; 4],
    /// The hash of the key of the trick boundary last searched with each
    /// number of tricks left, without its canonical ranks (positions alike
    /// share it): the start of the trick being played with as many tricks
    /// left (see [`Engine::trick_hint`]).
    trick_starts: [u64; 10],
    /// A flag another thread sets to stop the search (see
    /// [`Solver::solve_until`](super::Solver::solve_until)).
    stop: Option<&'s AtomicBool>,
    /// The mask of [`Engine::nodes`] at which the search looks at `stop`
    /// (and at the other threads' tests): [`Engine::poll_mask`], and 0
    /// (every position) once the search is stopped.
    poll: u64,
    /// The root's cards shared with the other threads of a value's tests
    /// (see [`Engine::share_root`]).
    root_tests: Option<Arc<RootTests>>,
    /// The tricks left and cards in its trick of the position whose cards
    /// are shared (the root, or the position down the line being tested,
    /// see [`Engine::value`]), `u8::MAX` tricks when there is none (one
    /// comparison per position).
    shared_root: (u8, u8),
    /// The test being searched when the cards are shared (its name, see
    /// [`test_name`]).
    test: u32,
    /// The cutoff of another thread that stopped the search in its test,
    /// as the search read it (see [`Engine::test_ended`]).
    cut_seen: Option<(i32, u8)>,
    /// A helper's number (see [`Engine::helper`]), 0 for the main search.
    helper: usize,
    pub(super) nodes: u64,
    /// The entries of the current generation that the main search's stores
    /// pushed out of the table since it last grew (see [`Engine::store`]);
    /// 0 in a helper.
    evicted: usize,
}

impl<'s> Engine<'s> {
    /// The engine for `position`, stopped once `stop` is set (see
    /// [`Solver::solve_until`](super::Solver::solve_until)): it looks at
    /// the flag every [`POLL`] positions. `cache` holds the tables of the
    /// last search, if any, made over for this one (see
    /// [`SearchTables::prepare`]).
    pub(super) fn new(
        position: &Position,
        cache: &mut Option<Arc<SearchTables>>,
        stop: Option<&'s AtomicBool>,
    ) -> Engine<'s> {
        let (points, order) = Engine::points_and_order(position);
        let tables = SearchTables::prepare(cache.take(), position, points, &order);
        Engine::with_tables(position, tables, stop)
    }

    /// The points of each card of `position` and each suit's cards
    /// (strongest first).
    fn points_and_order(position: &Position) -> ([u8; 36], [[u8; 9]; 4]) {
        let contract = position.contract;
        let table = PointTable::new(contract, &position.rules);
        let mut points = [0u8; 36];
        for (i, p) in points.iter_mut().enumerate() {
            *p = table.card(Card::from_index(i as u8)) as u8;
        }
        let mut order = [[0u8; 9]; 4];
        for (suit, row) in order.iter_mut().enumerate() {
            let s = crate::card::Suit::ALL[suit];
            for (slot, rank) in row.iter_mut().zip(contract.order(s)) {
                *slot = Card::new(s, rank).index();
            }
        }
        (points, order)
    }

    /// The engine for `position` with its `tables` (those that
    /// [`SearchTables::prepare`] made for it), stopped once `stop` is set:
    /// a helper's, which shares the main search's tables.
    pub(super) fn with_tables(
        position: &Position,
        tables: Arc<SearchTables>,
        stop: Option<&'s AtomicBool>,
    ) -> Engine<'s> {
        let contract = position.contract;
        let sets = &tables.sets;
        debug_assert_eq!(
            (sets.contract, sets.points),
            (contract, Engine::points_and_order(position).0),
            "the tables of the position's contract and points"
        );
        // The points and each suit's order, from the tables made for them.
        let points = sets.points;
        let mut order = sets.ascending;
        for row in &mut order {
            row.reverse();
        }
        let last_bonus = i32::from(PointTable::new(contract, &position.rules).last_trick_bonus());
        let mut weaker = [0u16; SLOTS];
        for (card, below) in weaker.iter_mut().take(36).enumerate() {
            *below = sets.positions[card / 9][1 << (card % 9)] - 1;
        }
        let mut stronger = [0u64; SLOTS];
        for row in &order {
            let mut above = 0u64;
            for &card in row {
                stronger[card as usize] = above;
                above |= 1 << card;
            }
        }
        let pointless = (0..36)
            .filter(|&c| points[c] == 0)
            .fold(0, |m, c| m | 1u64 << c);
        let fixed = if points.iter().any(|&p| p > LANE_POINTS) {
            // Card values beyond the lanes of [`distance`] (⚙
            // `card_values`): positions alike bound each other no more,
            // each position reads only its own entry.
            RANKS
        } else {
            match contract.trump() {
                Some(trump) if position.rules.play().puur_exempt => 1 << (9 * trump as usize + 8),
                _ => 0,
            }
        };
        let mut engine = Engine {
            fixed,
            trump: contract.trump().map(|s| s as usize),
            pointless,
            stronger,
            weaker,
            beaters: sets.beaters,
            strength: sets.strength,
            play: position.rules.play(),
            points: {
                let mut wide = [0u8; SLOTS];
                wide[..36].copy_from_slice(&points);
                wide
            },
            order,
            last_bonus,
            match_bonus: i32::from(position.rules.match_bonus),
            declarer: super::SEATS.map(|s| s.team() == position.declarers),
            history: [[0; SLOTS]; 4],
            trick_starts: [0; 10],
            stop,
            poll: 0,
            root_tests: None,
            shared_root: (u8::MAX, 0),
            test: 0,
            cut_seen: None,
            helper: 0,
            nodes: 0,
            evicted: 0,
            twins: tables.twins,
            tables,
        };
        // A flag set before the search starts stops it at its first
        // position, however small the search.
        if !engine.stop_is_set() {
            engine.poll = engine.poll_mask();
        }
        engine
    }

    /// The tables of the search, for its helpers and the next search.
    pub(super) fn tables(&self) -> &Arc<SearchTables> {
        &self.tables
    }

    /// The mask of [`Engine::nodes`] at which a search not stopped looks
    /// at its flags: every [`HELPER_POLL`] positions for a helper and a
    /// shared root (another thread may end the test), every [`POLL`] with
    /// a stop flag, never without one.
    fn poll_mask(&self) -> u64 {
        if self.helper > 0 || self.root_tests.is_some() {
            HELPER_POLL
        } else if self.stop.is_some() {
            POLL
        } else {
            u64::MAX
        }
    }

    /// The engine as helper `number` (from 1) of a search on several
    /// threads that share a table: it looks at its stop flag every few
    /// hundred positions (the main search sets it when it is done), and at
    /// every position with more than two cards to try it tries them after
    /// the first in another order than the main search and every other
    /// helper, so that the threads work on different parts of the tree and
    /// each finds in the table what the others have searched.
    #[cfg(feature = "std")]
    pub(super) fn into_helper(mut self, number: usize) -> Engine<'s> {
        self.helper = number;
        self.poll = self.poll_mask();
        self
    }

    /// Shares the cards of the root `st` with the other threads of a
    /// value's null-window tests through `tests` (see [`RootTests`]): the
    /// search looks every few hundred positions at whether another thread
    /// has ended the test, to give up its card.
    #[cfg(feature = "std")]
    pub(super) fn share_root(&mut self, tests: Arc<RootTests>, st: &State) {
        self.root_tests = Some(tests);
        self.shared_root = (st.tricks, st.len);
        if self.poll != 0 {
            self.poll = self.poll_mask();
        }
    }

    /// Whether the stop flag is set; once it is, every later position
    /// answers at once (with a meaningless value) and so does the search.
    #[cold]
    fn stopped(&mut self) -> bool {
        let stopped = self.stop_is_set()
            || self.root_tests.as_ref().is_some_and(|tests| {
                // Once read, the cutoff is kept until the next test: a
                // helper still ending an older test may write its own over
                // it (see `Engine::test_ended`).
                if self.cut_seen.is_none() {
                    self.cut_seen = tests.cutoff(self.test);
                }
                self.cut_seen.is_some() || (self.helper > 0 && tests.current() != self.test)
            });
        if stopped {
            self.poll = 0;
        }
        stopped
    }

    /// Whether the stop flag is set now (a search stopped for good, not a
    /// test ended by another thread).
    fn stop_is_set(&self) -> bool {
        self.stop.is_some_and(|stop| stop.load(Ordering::Relaxed))
    }

    /// Whether a search was stopped by its flag: its values mean nothing.
    pub(super) const fn was_stopped(&self) -> bool {
        self.poll == 0
    }

    /// A bound on the declarers' points from here on, for the null window
    /// below `beta`: at least `beta` means a lower bound, less an upper one
    /// (fail-soft).
    #[allow(
        clippy::too_many_lines,
        reason = "one position of the search, in the order its steps are taken"
    )]
    pub(super) fn search(&mut self, table: &Table, st: &State, beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes & self.poll == 0 && self.stopped() {
            return 0;
        }
        if beta <= 0 {
            return 0;
        }
        let out = st.out;
        let bonus = self.match_left(st);
        let upper = i32::from(st.points_out) + self.last_bonus + bonus;
        if beta > upper {
            return upper;
        }
        let seat = st.to_move();
        let cards = u32::from(st.tricks);
        if cards == 1 || (st.len > 0 && cards <= ENDGAME_CARDS) {
            return self.endgame(table, st, beta);
        }
        if cards == 2 {
            return self.two_tricks(st, beta);
        }
        let mut key = Key::default();
        let tt_best;
        let mut bounds = (0u16, u16::MAX);
        let mut hint = 0;
        if st.len > 0 {
            hint = self.trick_hint(st);
            tt_best = self.card_at(table.hint(hint), out);
        } else {
            key = self.key(st, out);
            self.trick_starts[st.tricks as usize] =
                (key.alike() ^ key.1.rotate_left(23)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let (low, high, best) = table.probe(key, self.fixed, &self.tables.sets);
            if low >= beta {
                return low;
            }
            if high < beta {
                return high;
            }
            tt_best = self.card_at(best, out);
            bounds = (low as u16, high as u16);
            if let Some(value) = self.static_cutoff(table, st, key, best, beta, upper - bonus) {
                return value;
            }
        }
        let mut moves = [0u8; 9];
        let count = self.ordered_moves(st, out, tt_best, &mut moves);
        let shared = if (st.tricks, st.len) == self.shared_root {
            self.root_tests.clone()
        } else {
            None
        };
        // The cards after the first are ordered (see `Engine::order_rest`)
        // now or, when the table's card comes first, only once it has
        // failed to cut off (it cuts off most of the time).
        let lazy = count > 2 && moves[0] == tt_best && shared.is_none();
        if !lazy {
            self.order_rest(st, tt_best, &mut moves[..count], shared.is_some());
        }
        // At a trick's last card (in the full search: the first tricks, where
        // positions are few), a trick boundary that the table already
        // answers; the first card's is probed when it is searched.
        if st.len == 3
            && count > 1
            && let Some(value) = self.transposition_cutoff(table, st, &moves[1..count], beta)
        {
            return value;
        }
        let maximizing = self.declarer[seat];
        let mut best_value = if maximizing { i32::MIN } else { i32::MAX };
        let mut best = NO_CARD;
        if let Some(tests) = shared {
            (best_value, best) = self.shared_root(table, st, &moves[..count], beta, &tests);
        } else {
            for i in 0..count {
                if i == 1 && lazy {
                    self.order_rest(st, tt_best, &mut moves[..count], false);
                }
                let card = moves[i];
                let value = self.child(table, st, card, beta);
                if maximizing {
                    if value > best_value {
                        best_value = value;
                        best = card;
                    }
                    if value >= beta {
                        self.reward(seat, card, st.tricks);
                        break;
                    }
                } else {
                    if value < best_value {
                        best_value = value;
                        best = card;
                    }
                    if value < beta {
                        self.reward(seat, card, st.tricks);
                        break;
                    }
                }
            }
        }
        if self.poll == 0 {
            // Stopped: the values found mean nothing, so nothing is kept.
            return best_value;
        }
        if st.len == 0 {
            let (lower, upper) = narrowed(bounds, best_value, beta);
            // A card that failed to cut off is no better a guess than the
            // table's: keep the card that cut off last time.
            let cut = (best_value >= beta) == maximizing;
            let best = if best == NO_CARD || (!cut && tt_best != NO_CARD) {
                tt_best
            } else {
                best
            };
            let best = self.place(best, out);
            self.store(table, key, (lower, upper), best, st.tricks);
        } else if (best_value >= beta) == maximizing {
            table.set_hint(hint, self.place(best, out));
        }
        best_value
    }

    /// Stores the `bounds` of the trick boundary of `key` with `tricks`
    /// tricks left and its card to try first, `best` (a place); in the main
    /// search, counts the entry of the current generation it pushes out, if
    /// any, and once it has pushed out more than there are buckets in use,
    /// grows the table (see [`Table::grow`]).
    #[inline]
    fn store(&mut self, table: &Table, key: Key, bounds: (u16, u16), best: u8, tricks: u8) {
        if table.store(key, bounds.0, bounds.1, best, 4 * tricks) && self.helper == 0 {
            self.evicted += 1;
            if self.evicted > table.buckets_in_use() && table.grow() {
                self.evicted = 0;
            }
        }
    }

    /// The order of `moves` (in the static order, the table's card
    /// `tt_best` first if there is one) after the first card: in a trick
    /// begun, the learned order (the full search begins a trick's cards
    /// only with more than [`ENDGAME_CARDS`] tricks left, the first
    /// tricks); then, for a helper, the cards after the first in reverse
    /// order, rotated by the helper's number except at a `shared` root
    /// (where the helpers claim from the main search's last card, see
    /// [`Engine::shared_root`]).
    fn order_rest(&self, st: &State, tt_best: u8, moves: &mut [u8], shared: bool) {
        if st.len > 0 {
            self.learned_order(st, tt_best, moves);
        }
        if self.helper > 0 && moves.len() > 2 {
            let rest = &mut moves[1..];
            rest.reverse();
            if !shared {
                rest.rotate_left(self.helper % rest.len());
            }
        }
    }

    /// The root's `moves` in the null-window test below `beta`, shared out
    /// with the other threads through `tests` (see [`RootTests`]): the
    /// first card (the main search's: a helper leaves it for last, and
    /// tries the cards after it in reverse order), then those this thread
    /// claims, then the others' from their results or searched alongside
    /// them. Returns the fail-soft
    /// value and the card that gives it, that of a cutoff as soon as one
    /// is found here or by another thread before this one searches; (0,
    /// [`NO_CARD`]) once the search is stopped, or another thread has
    /// ended the test while this one searched (see [`Engine::node_test`]).
    fn shared_root(
        &mut self,
        table: &Table,
        st: &State,
        moves: &[u8],
        beta: i32,
        tests: &RootTests,
    ) -> (i32, u8) {
        let test = self.test;
        debug_assert_eq!(test_beta(test), beta, "the test of the root's search");
        let seat = st.to_move();
        let maximizing = self.declarer[seat];
        let mut best_value = if maximizing { i32::MIN } else { i32::MAX };
        let mut best = NO_CARD;
        let mut others = 0u64;
        for claiming in [true, false] {
            for (i, &card) in moves.iter().enumerate() {
                if !claiming && others >> card & 1 == 0 {
                    continue;
                }
                if let Some(cut) = tests.cutoff(test) {
                    return cut;
                }
                let value = match tests.result(test, card) {
                    Some(value) => value,
                    // The first card is the main search's to begin with.
                    None if claiming
                        && if i == 0 {
                            self.helper > 0
                        } else {
                            !tests.claim(test, card)
                        } =>
                    {
                        others |= 1 << card;
                        continue;
                    }
                    None => {
                        let value = self.child(table, st, card, beta);
                        if self.poll == 0 {
                            // Stopped, or another thread ended the test
                            // (see `Engine::node_test`).
                            return (0, NO_CARD);
                        }
                        tests.record(test, card, value);
                        value
                    }
                };
                if (maximizing && value > best_value) || (!maximizing && value < best_value) {
                    best_value = value;
                    best = card;
                }
                if (value >= beta) == maximizing {
                    self.reward(seat, card, st.tricks);
                    tests.set_cutoff(test, card, value);
                    return (value, card);
                }
            }
        }
        (best_value, best)
    }

    /// The main search's null-window test below `beta` of `st`, the
    /// position `depth` cards down the line from the root (see
    /// [`Engine::value`]), published to the helpers (see
    /// [`Engine::follow_tests`]).
    pub(super) fn node_test(&mut self, table: &Table, st: &State, depth: usize, beta: i32) -> i32 {
        if let Some(tests) = self.root_tests.clone() {
            // Named before the search starts: a cutoff of the last test
            // must not stop it at its first look.
            self.begin_test(test_name(depth, beta));
            self.shared_root = (st.tricks, st.len);
            tests.publish(self.test);
        }
        let value = self.search(table, st, beta);
        self.test_ended(value)
    }

    /// Names the test the search is on, with no cutoff of it read yet.
    fn begin_test(&mut self, test: u32) {
        self.test = test;
        self.cut_seen = None;
    }

    /// The result of the main search's test that returned `value`: the
    /// cutoff of another thread if that stopped it (the search then goes on
    /// with the next test), else `value`.
    ///
    /// The cutoff is the one the search read when it stopped, not the
    /// table of cutoffs again: with three threads or more, a helper that
    /// has not yet seen that the main search moved on may end its older
    /// test and write that test's cutoff over it.
    fn test_ended(&mut self, value: i32) -> i32 {
        if self.poll == 0
            && !self.stop_is_set()
            && let Some((cut, _)) = self.cut_seen.take()
        {
            self.poll = self.poll_mask();
            return cut;
        }
        value
    }

    /// A helper's part of a value's tests: each test the main search
    /// publishes in its [`RootTests`], of the root `st` or a position down
    /// its line, joined until the main search moves on, until the search
    /// is stopped.
    #[cfg(feature = "std")]
    pub(super) fn follow_tests(&mut self, table: &Table, st: &State) {
        let Some(tests) = self.root_tests.clone() else {
            return;
        };
        let mut last = 0;
        while !self.stop_is_set() {
            let test = tests.current();
            if test == 0 || test == last {
                std::thread::yield_now();
                continue;
            }
            last = test;
            self.begin_test(test);
            let node = self.down_the_line(st, test_depth(test), |depth| tests.line_card(depth));
            self.shared_root = (node.tricks, node.len);
            self.search(table, &node, test_beta(test));
            self.poll = self.poll_mask();
        }
    }

    /// The place of `card` among the cards of its suit in `out`: the suit
    /// (from bit 4) and how many of them are weaker, the same for the card
    /// that stands for it in a position alike (see [`distance`]); or
    /// [`NO_CARD`].
    #[inline]
    fn place(&self, card: u8, out: u64) -> u8 {
        if card == NO_CARD {
            return NO_CARD;
        }
        let suit = SUIT_OF[slot(card)] as usize;
        let held = self.tables.sets.positions[suit][(out >> (9 * suit)) as usize & 0x1FF];
        (suit as u8) << 4 | SET_SIZES[usize::from(held & self.weaker[slot(card)]) & 0x1FF]
    }

    /// The card of `out` at `place` (see [`Engine::place`]), or
    /// [`NO_CARD`].
    #[inline]
    fn card_at(&self, place: u8, out: u64) -> u8 {
        if place == NO_CARD {
            return NO_CARD;
        }
        let suit = usize::from(place >> 4) & 3;
        let mut held = self.tables.sets.positions[suit][(out >> (9 * suit)) as usize & 0x1FF];
        for _ in 0..place & 15 {
            held &= held.wrapping_sub(1);
        }
        // No card there: 16 trailing zeros.
        let position = held.trailing_zeros() as usize;
        self.tables.sets.ascending[suit]
            .get(position)
            .copied()
            .unwrap_or(NO_CARD)
    }

    /// The hash of a trick begun for the table's hints: that of its start
    /// (the trick boundary with as many tricks left) and the places of its
    /// cards so far (see [`Engine::place`]), the same in positions alike.
    #[inline]
    fn trick_hint(&self, st: &State) -> u64 {
        let mut hint = self.trick_starts[st.tricks as usize];
        for &card in &st.trick[..st.len as usize] {
            let place = self.place(card, st.out);
            hint = (hint ^ u64::from(place)).wrapping_mul(0xD6E8_FEB8_6659_FD93);
        }
        hint
    }

    /// A bound at a trick boundary of `key` that answers the null window
    /// below `beta` without a search: from [`Engine::sure_cutoff`], else
    /// from [`Engine::sweep`]:
    /// its exact value (kept in the table: it costs more than a probe) or
    /// its sure points.
    #[inline]
    fn static_cutoff(
        &mut self,
        table: &Table,
        st: &State,
        key: Key,
        best: u8,
        beta: i32,
        no_match: i32,
    ) -> Option<i32> {
        if let Some(value) = self.sure_cutoff(st, st.out, beta, no_match) {
            return Some(value);
        }
        match self.sweep(st) {
            Ok(value) => {
                self.store(table, key, (value as u16, value as u16), best, st.tricks);
                Some(value)
            }
            Err((_, 0, _)) => None,
            Err((true, _, sure)) => (sure >= beta).then_some(sure),
            Err((false, _, sure)) => (beta > no_match - sure).then_some(no_match - sure),
        }
    }

    /// A bound from the points each team surely takes (see
    /// [`Engine::sure_points`]) that answers the null window below `beta`,
    /// if there is one; `no_match` is the highest value without the match
    /// bonus.
    #[inline]
    fn sure_cutoff(&self, st: &State, out: u64, beta: i32, no_match: i32) -> Option<i32> {
        let (declarers_sure, defenders_sure) = match self.sure_points(st, out) {
            Ok(sure) => sure,
            Err(value) => return Some(value),
        };
        if declarers_sure >= beta {
            return Some(declarers_sure);
        }
        // The defenders win a trick: no match bonus.
        let upper = no_match - defenders_sure?;
        (beta > upper).then_some(upper)
    }

    /// The value when the leader's team takes every trick left by the plan
    /// of [`Engine::sweeps`]; else whether that team declares, the tricks
    /// the plan takes and the points the team surely takes by them (its
    /// cards in them and each opponent's cheapest cards, one per trick).
    #[inline]
    fn sweep(&self, st: &State) -> Result<i32, (bool, u8, i32)> {
        let leader = st.leader as usize;
        let opponents = st.hands[(leader + 1) & 3] | st.hands[(leader + 3) & 3];
        let (won, points) = self.sweeps(st, opponents);
        if won == st.tricks {
            return Ok(self.all_or_nothing(st, self.declarer[leader]));
        }
        let mut sure = points;
        if won > 0 {
            for seat in [(leader + 1) & 3, (leader + 3) & 3] {
                sure += self.cheapest(st.hands[seat], u32::from(won));
            }
        }
        Err((self.declarer[leader], won, sure))
    }

    /// The table's key of a state at a trick boundary, the same for
    /// positions that differ only in cards that play alike: for each suit,
    /// the cards still held in their order with their points and holders
    /// (the cards played in between left out), and the leader and whether
    /// a match is still possible. The canonical ranks take the first word's
    /// 36 low bits: the rest of the key, with the number of cards of each
    /// suit, is the same for positions alike (see [`distance`]).
    #[inline]
    fn key(&self, st: &State, out: u64) -> Key {
        // The canonical ranks (36 bits) and the shape above them.
        let mut ranks = 0u64;
        // Two bits per card still held: suits 0 and 1, then 2 and 3 (at
        // most 36 bits each).
        let mut holders = [0u64; 2];
        for suit in 0..4 {
            let set = (out >> (9 * suit)) as usize & 0x1FF;
            ranks |= self.tables.suit_ranks[suit][set];
            let part = self.tables.suit_keys[suit][set];
            let half = &mut holders[suit / 2];
            *half = *half << (part >> 27) | u64::from(part & 0x3_FFFF);
        }
        let low = ranks & RANKS
            | u64::from(st.leader) << 36
            | u64::from(st.matchable) << 38
            | holders[0] << 39;
        let key = Key(
            low,
            holders[0] >> 25 | holders[1] << 11,
            (ranks >> 36) as u32,
        );
        debug_assert_eq!(suit_counts(key.0), key.2, "the suit counts from the ranks");
        key
    }

    /// [`Engine::search`] where the seat to play holds at most
    /// [`ENDGAME_CARDS`] cards in a trick begun, or leads to the last
    /// trick: no table and no bounds until the next trick boundary (which
    /// goes back to [`Engine::search`]), the legal cards less equivalent
    /// ones ([`Engine::distinct`]) ordered by [`Engine::order_few`], and
    /// the last trick played out without a search.
    fn endgame(&mut self, table: &Table, st: &State, beta: i32) -> i32 {
        let seat = st.to_move();
        let hand = st.hands[seat];
        if hand & hand.wrapping_sub(1) == 0 {
            return self.last_trick(st);
        }
        let twins = self.twins(st.out);
        self.endgame_trick(table, st, beta, twins)
    }

    /// [`Engine::endgame`] where the seat to play holds two cards or more,
    /// with the cards that [`Engine::distinct`] drops while the cards out
    /// are those of `st` (`twins`, see [`Engine::twins`]): they change
    /// only when a trick is completed, so that the cards played to the
    /// same trick read them once.
    fn endgame_trick(&mut self, table: &Table, st: &State, beta: i32, twins: u64) -> i32 {
        let seat = st.to_move();
        let legal = self.legal(st) & !twins;
        let maximizing = self.declarer[seat];
        let mut best = if maximizing { i32::MIN } else { i32::MAX };
        let mut moves = [0u8; ENDGAME_CARDS as usize];
        let mut count = 0;
        let mut rest = legal;
        while rest != 0 && count < moves.len() {
            moves[count] = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            count += 1;
        }
        if count > 1 {
            self.order_few(st, &mut moves[..count]);
        }
        // A card that does not complete the trick changes only the fields
        // that `Engine::follow` writes: the state after it is written over
        // that of the card before rather than copied whole for each card.
        let mut after = *st;
        after.len += 1;
        for &card in &moves[..count] {
            let value = if st.len == 3 {
                // The trick's last card: the state is copied (the trick's
                // completion changes more fields) and written in place.
                let mut next = after;
                self.follow(&mut next, st, card);
                let gained = self.complete(&mut next);
                gained
                    + if next.tricks > 1 {
                        self.search(table, &next, beta - gained)
                    } else {
                        self.nodes += 1;
                        self.endgame(table, &next, beta - gained)
                    }
            } else {
                self.follow(&mut after, st, card);
                // The seats still to play to the trick hold as many cards
                // as the seat that just played: two or more.
                self.nodes += 1;
                self.endgame_trick(table, &after, beta, twins)
            };
            if maximizing {
                best = best.max(value);
                if value >= beta {
                    break;
                }
            } else {
                best = best.min(value);
                if value < beta {
                    break;
                }
            }
        }
        best
    }

    /// An enhanced transposition cutoff at a trick's last card: the table's
    /// bound of a trick boundary that one of `moves` leads to, if it
    /// answers the null window below `beta`.
    #[inline]
    fn transposition_cutoff(
        &self,
        table: &Table,
        st: &State,
        moves: &[u8],
        beta: i32,
    ) -> Option<i32> {
        let maximizing = self.declarer[st.to_move()];
        for &card in moves {
            let (next, gained) = self.apply(st, card);
            let (lower, upper, _) =
                table.probe(self.key(&next, next.out), self.fixed, &self.tables.sets);
            if maximizing && gained + lower >= beta {
                return Some(gained + lower);
            }
            if !maximizing && gained + upper < beta {
                return Some(gained + upper);
            }
        }
        None
    }

    /// Orders a few legal cards (at most [`ENDGAME_CARDS`], five), most
    /// promising first, for the seat to play in a trick begun: the cheaper
    /// winning card when the opponents win the trick so far, a card worth
    /// more when the partner wins it, else the cheaper one.
    #[inline]
    fn order_few(&self, st: &State, moves: &mut [u8]) {
        let strength = &self.strength[st.led as usize & 3];
        let seat = st.to_move();
        // The partner's card holds if the last seat (an opponent, when the
        // partner led) holds nothing that beats it.
        let partner_wins = self.declarer[st.win_seat as usize] == self.declarer[seat]
            && (st.len != 2
                || st.hands[(seat + 1) & 3] & self.beaters[st.led as usize & 3][slot(st.win)] == 0);
        let top = strength[slot(st.win)];
        let score = |card: u8| {
            let points = i32::from(self.points[slot(card)]);
            let own = i32::from(strength[slot(card)]);
            let beats = strength[slot(card)] > top;
            if partner_wins {
                4 * points - if beats { 40 } else { 0 }
            } else if beats {
                1000 - own + points
            } else {
                -4 * points - own
            }
        };
        // Each card's score with the card (the lower card first among equal
        // scores), sorted highest first by a sorting network of selects.
        let mut keys = [0u32; ENDGAME_CARDS as usize];
        for (key, &card) in keys.iter_mut().zip(moves.iter()) {
            *key = ((score(card) + 0x8000) as u32) << 8 | (255 - u32::from(card));
        }
        let swap = |keys: &mut [u32; ENDGAME_CARDS as usize], i: usize, j: usize| {
            let (a, b) = (keys[i], keys[j]);
            keys[i] = a.max(b);
            keys[j] = a.min(b);
        };
        match moves.len() {
            2 => swap(&mut keys, 0, 1),
            3 => {
                swap(&mut keys, 0, 1);
                swap(&mut keys, 1, 2);
                swap(&mut keys, 0, 1);
            }
            4 => {
                swap(&mut keys, 0, 1);
                swap(&mut keys, 2, 3);
                swap(&mut keys, 0, 2);
                swap(&mut keys, 1, 3);
                swap(&mut keys, 1, 2);
            }
            _ => {
                for (i, j) in [
                    (0, 1),
                    (3, 4),
                    (2, 4),
                    (2, 3),
                    (0, 3),
                    (0, 2),
                    (1, 4),
                    (1, 3),
                    (1, 2),
                ] {
                    swap(&mut keys, i, j);
                }
            }
        }
        for (card, &key) in moves.iter_mut().zip(keys.iter()) {
            *card = 255 - key as u8;
        }
    }

    /// Points each team surely takes, at a trick boundary, as
    /// (declarers, defenders), the defenders' `None` unless they surely
    /// win a trick; or `Err(value)` when the side on lead surely takes
    /// every trick left.
    ///
    /// In a trump contract the trumps from the highest down that one team
    /// holds are that team's (the highest trump out wins its trick, and so
    /// does the next if the highest is not in that trick, and so on). The
    /// leader also cashes, one trick after another, the cards of each suit
    /// that beat every other card of the suit still held, in a trump
    /// contract whose opponents hold no trump (without trump the plan of
    /// [`Engine::sweeps`] cashes them, and more, when these bounds fail);
    /// each such trick also takes a card from each opponent, worth at least
    /// its cheapest ones. The partner must not take the lead from it: under
    /// ⚙ `must_trump_when_void` a partner void in the suit would have to
    /// trump, so it must hold no trump (otherwise a partner trumps only if
    /// it holds nothing else, and then its team takes every trick left: a
    /// trump of its own falls on each, and the opponents hold none).
    #[inline]
    fn sure_points(&self, st: &State, out: u64) -> Result<(i32, Option<i32>), i32> {
        let leader = st.leader as usize;
        let hand = st.hands[leader];
        let opponents = st.hands[(leader + 1) & 3] | st.hands[(leader + 3) & 3];
        let leading_declares = self.declarer[leader];
        let positions = &self.tables.sets.positions;
        // The cards of a suit as positions (weakest in bit 0).
        let of = |cards: u64, suit: usize| positions[suit][(cards >> (9 * suit)) as usize & 0x1FF];
        // The trump run: its points and whether the leader's side owns it.
        let mut run = 0;
        let mut run_owner = None;
        // Under trump only: without trump the plan of `Engine::sweeps`
        // cashes these and more (it runs when these bounds do not answer).
        let mut cashable = false;
        if let Some(trump) = self.trump {
            let trumps = of(out, trump);
            let theirs = of(opponents, trump);
            if trumps != 0 {
                // The top trump's side owns the trumps above the other
                // side's highest.
                let ours = theirs >> trumps.ilog2() & 1 == 0;
                let blockers = if ours { theirs } else { trumps & !theirs };
                let owned = above_highest(trumps, blockers);
                run = i32::from(self.tables.sets.position_points[trump][owned as usize]);
                run_owner = Some(ours);
            }
            // A partner that must trump when void (⚙ `must_trump_when_void`)
            // may be forced to take a cashed trick and the lead with it.
            let partner = of(st.hands[(leader + 2) & 3], trump);
            cashable = theirs == 0 && (partner == 0 || !self.play.must_trump_when_void);
        }
        // The leader's cards of each side suit that beat every other card
        // of the suit still out, as positions by suit.
        let mut tricks = 0;
        let mut leading = 0;
        if cashable {
            let mut all_cashed = true;
            for suit in 0..4 {
                if Some(suit) == self.trump {
                    continue;
                }
                let own = of(hand, suit);
                let cash = above_highest(of(out, suit), of(out & !hand, suit));
                tricks += u32::from(SET_SIZES[cash as usize & 0x1FF]);
                leading += i32::from(self.tables.sets.position_points[suit][cash as usize]);
                all_cashed &= own == cash;
            }
            if all_cashed {
                // The leader takes every trick: with the tops of each suit
                // and then trumps that no opponent can beat or follow.
                return Err(self.all_or_nothing(st, leading_declares));
            }
        }
        if tricks > 0 {
            for seat in [(leader + 1) & 3, (leader + 3) & 3] {
                leading += self.cheapest(st.hands[seat], tricks);
            }
        }
        let mut other = 0;
        let mut other_wins = false;
        let mut leading_wins = tricks > 0;
        match run_owner {
            Some(true) => {
                leading += run;
                leading_wins = true;
            }
            Some(false) => {
                other = run;
                other_wins = true;
            }
            None => {}
        }
        Ok(if leading_declares {
            (leading, other_wins.then_some(other))
        } else {
            (other, leading_wins.then_some(leading))
        })
    }

    /// The value when one team takes every trick left: everything if it
    /// is the declarers (`declarers_sweep`), else nothing.
    #[inline]
    fn all_or_nothing(&self, st: &State, declarers_sweep: bool) -> i32 {
        if declarers_sweep {
            self.upper_bound(st)
        } else {
            0
        }
    }

    /// The tricks that the leader's team, at a trick boundary, takes one
    /// after another by a plan of its own, whatever the `opponents` (their
    /// cards) play, and the points of the team's cards in them. Each trick
    /// is led by a card that no opponent can beat (a trump while the
    /// opponents still hold one: they must follow it), the partner playing
    /// a card that does not beat it if it can; or, when the leader has
    /// none, by an entry to the partner, which wins with such a card: a
    /// card of a suit in which the partner holds one, or of a suit the
    /// partner lacks when it holds a winning trump.
    ///
    /// The plan is played out without the opponents' cards, but it holds
    /// against any: the team's winning card beats every card the opponents
    /// held at the start, and the partner's legal cards do not depend on
    /// the opponent before it (no opponent can beat a trump led by the
    /// team; on another lead the partner's trumps that beat the card
    /// winning so far are all its trumps, or, if an opponent trumped, the
    /// partner's winning trump still beats it, which is what the
    /// undertrump and overtrump rules ask).
    fn sweeps(&self, st: &State, opponents: u64) -> (u8, i32) {
        let trumps = self.trump.map_or(0, |t| 0x1FFu64 << (9 * t));
        let Some(winners) = self.team_winners(st, opponents, trumps) else {
            return (0, 0);
        };
        let mut won = 0;
        let mut points = 0;
        // The opponents' trumps: each follows every trump led while it holds
        // one (a lone Puur, which need not, beats every trump of the team,
        // which then has no winning trump to lead).
        let trumps_of = |seat: usize| {
            let set = (st.hands[seat] & trumps) >> (9 * self.trump.unwrap_or(0));
            SET_SIZES[set as usize & 0x1FF]
        };
        let mut undrawn = [
            trumps_of((st.leader as usize + 1) & 3),
            trumps_of((st.leader as usize + 3) & 3),
        ];
        // The partner's legal cards, read on a trick of the leader's card
        // and an opponent's (see above: the opponent's changes nothing).
        let mut trick = *st;
        trick.len = 2;
        let (mut leader, mut hand, mut partner) = (
            st.leader,
            st.hands[st.leader as usize],
            st.hands[(st.leader as usize + 2) & 3],
        );
        for _ in 0..st.tricks {
            let usable = if undrawn == [0, 0] {
                winners
            } else {
                winners & trumps
            };
            let Some((card, own)) = self.plan_lead(hand, partner, usable, trumps) else {
                return (won, points);
            };
            hand &= !(1 << card);
            let suit_led = SUIT_OF[slot(card)] as u8;
            trick.leader = leader;
            trick.led = suit_led;
            trick.win = card;
            trick.hands[(leader as usize + 2) & 3] = partner;
            let legal = self.legal(&trick);
            // The partner: after an entry a winner that beats it; else a
            // card that does not beat the lead, a loser first.
            let beats = self.beaters[usize::from(suit_led)][slot(card)];
            let keep = legal & !beats;
            let play = if !own {
                legal & usable & beats
            } else if keep & !winners != 0 {
                keep & !winners
            } else if keep != 0 {
                keep
            } else {
                legal
            };
            if play == 0 {
                return (won, points);
            }
            let play = play.trailing_zeros() as u8;
            won += 1;
            points += i32::from(self.points[slot(card)]) + i32::from(self.points[slot(play)]);
            partner &= !(1 << play);
            if trumps >> card & 1 == 1 {
                undrawn = undrawn.map(|n| n.saturating_sub(1));
            }
            if beats >> play & 1 == 1 {
                // The partner wins the trick and leads the next.
                (hand, partner) = (partner, hand);
                leader = (leader + 2) & 3;
            }
        }
        (won, points)
    }

    /// The cards of the leader's team that no opponent can beat in a trick
    /// of their own suit (the side suits' once the opponents' trumps are
    /// drawn), if there are any (under trump: at least one per trick left,
    /// for a plan that takes every trick; each trick of the plan of
    /// [`Engine::sweeps`] is won by one).
    #[inline]
    fn team_winners(&self, st: &State, opponents: u64, trumps: u64) -> Option<u64> {
        let cards = st.hands[st.leader as usize] | st.hands[(st.leader as usize + 2) & 3];
        let mut count = 0;
        for suit in 0..4 {
            let positions = &self.tables.sets.positions[suit];
            let ours = positions[(cards >> (9 * suit)) as usize & 0x1FF];
            let theirs = positions[(opponents >> (9 * suit)) as usize & 0x1FF];
            count += SET_SIZES[above_highest(ours, theirs) as usize & 0x1FF];
        }
        // Under trump a plan that cannot take every trick is not tried: its
        // bound saved fewer positions there than it cost.
        if count == 0 || (self.trump.is_some() && count < st.tricks) {
            return None;
        }
        let mut winners = 0u64;
        let mut rest = cards;
        while rest != 0 {
            let card = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            let suit = SUIT_OF[slot(card)] as usize;
            let against = if trumps >> card & 1 == 1 {
                opponents
            } else {
                opponents & !trumps
            };
            if against & self.beaters[suit][slot(card)] == 0 {
                winners |= 1 << card;
            }
        }
        Some(winners)
    }

    /// The lead of the plan of [`Engine::sweeps`] from `hand`, with the
    /// `partner`'s cards and the team's `usable` winners, and whether it is
    /// one of them (else an entry to the partner); `None` if there is none.
    #[inline]
    fn plan_lead(&self, hand: u64, partner: u64, usable: u64, trumps: u64) -> Option<(u8, bool)> {
        // A winner of the leader's own, side suits first, one the partner
        // need not beat (it keeps the lead where its winners are) if there
        // is one.
        let own = hand & usable;
        if own != 0 {
            let lead = if own & !trumps != 0 {
                own & !trumps
            } else {
                own
            };
            let mut rest = lead;
            while rest != 0 {
                let card = rest.trailing_zeros() as u8;
                rest &= rest - 1;
                let follows = partner & 0x1FF << (9 * SUIT_OF[slot(card)] as u32);
                if follows == 0 || follows & !self.stronger[slot(card)] != 0 {
                    return Some((card, true));
                }
            }
            return Some((lead.trailing_zeros() as u8, true));
        }
        // Entries: a suit of the partner's winners, or one it lacks when it
        // holds a winning trump (to ruff with).
        let ruffs = partner & usable & trumps != 0;
        let mut entries = 0;
        for suit in 0..4 {
            let cards = 0x1FFu64 << (9 * suit);
            if partner & usable & cards != 0 || (ruffs && partner & cards == 0) {
                entries |= hand & cards;
            }
        }
        (entries != 0).then(|| (entries.trailing_zeros() as u8, false))
    }

    /// The points of the `count` cheapest cards of `cards`.
    #[inline]
    fn cheapest(&self, cards: u64, count: u32) -> i32 {
        if (cards & self.pointless).count_ones() >= count {
            return 0;
        }
        let mut worth = [0u8; 9];
        let mut n = 0;
        let mut rest = cards;
        while rest != 0 && n < 9 {
            let card = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            worth[n] = self.points[card & 63];
            n += 1;
        }
        let worth = &mut worth[..n];
        worth.sort_unstable();
        worth
            .iter()
            .take(count as usize)
            .map(|&p| i32::from(p))
            .sum()
    }

    /// Credits a card that caused a cutoff, by the square of the cards out
    /// (four per trick left).
    #[inline]
    fn reward(&mut self, seat: usize, card: u8, tricks: u8) {
        let left = 4 * u32::from(tricks);
        let count = &mut self.history[seat][slot(card)];
        *count = count.saturating_add(left * left);
    }

    /// [`Engine::search`] after `card` is played now, counting the points
    /// the card's trick gives the declarers.
    #[inline]
    pub(super) fn child(&mut self, table: &Table, st: &State, card: u8, beta: i32) -> i32 {
        let (next, gained) = self.apply(st, card);
        if next.is_over() {
            gained
        } else {
            gained + self.search(table, &next, beta - gained)
        }
    }

    /// The state after `card` and the points the declarers gain by it
    /// (those of a trick it completes, with the bonuses of the last).
    #[allow(
        clippy::inline_always,
        reason = "inlined where it is called, its branch on the trick's end is predicted per caller"
    )]
    #[inline(always)]
    pub(super) fn apply(&self, st: &State, card: u8) -> (State, i32) {
        let mut next = *st;
        next.len += 1;
        self.follow(&mut next, st, card);
        if next.len < 4 {
            return (next, 0);
        }
        let gained = self.complete(&mut next);
        (next, gained)
    }

    /// Completes the trick of `next`, whose fourth card [`Engine::follow`]
    /// has written: the cards still out, the next leader, the points still
    /// out and whether a match is still possible. Returns the points the
    /// declarers gain by the trick (with the bonuses of the last).
    #[allow(
        clippy::inline_always,
        reason = "inlined where it is called, like Engine::apply"
    )]
    #[inline(always)]
    fn complete(&self, next: &mut State) -> i32 {
        let winner = next.win_seat as usize;
        next.out = next.hands[0] | next.hands[1] | next.hands[2] | next.hands[3];
        next.len = 0;
        next.tricks -= 1;
        next.leader = winner as u8;
        let points = next
            .trick
            .iter()
            .map(|&c| u16::from(self.points[slot(c)]))
            .sum::<u16>();
        next.points_out -= points;
        let ours = self.declarer[winner];
        next.matchable &= ours;
        let mut gained = i32::from(points);
        if next.out == 0 {
            gained += self.last_bonus + self.match_left(next);
        }
        if ours { gained } else { 0 }
    }

    /// Writes into `next`, a copy of `st` but for the fields written here
    /// and with one card more in the trick (`len`), the state after `card`
    /// is played at `st` as far as a card that does not complete the trick
    /// changes it: the hand, the trick, the suit led and the winning card.
    #[allow(
        clippy::inline_always,
        reason = "a few stores, inlined in the loops over the cards"
    )]
    #[inline(always)]
    fn follow(&self, next: &mut State, st: &State, card: u8) {
        let seat = st.to_move();
        next.hands[seat] = st.hands[seat] & !(1u64 << card);
        next.trick[st.len as usize & 3] = card;
        // Without branches (who wins is hard to predict): the card leads,
        // or beats the card winning so far.
        let led = if st.len == 0 {
            SUIT_OF[slot(card)] as u8
        } else {
            st.led
        };
        let strength = &self.strength[led as usize & 3];
        #[allow(
            clippy::needless_bitwise_bool,
            reason = "both sides are cheap: no branch"
        )]
        let beats = (st.len == 0) | (strength[slot(card)] > strength[slot(st.win)]);
        next.led = led;
        next.win = if beats { card } else { st.win };
        next.win_seat = if beats { seat as u8 } else { st.win_seat };
    }

    /// The value of the trick boundary `st` with two tricks left, against
    /// the null window below `beta` (fail-soft): every card of the first
    /// trick tried, in card order, and the last trick played out, without
    /// the table. Each seat holds two cards, so the first trick has at
    /// most sixteen lines; a probe of the table costs more than searching
    /// them (its bucket is seldom in the caches).
    fn two_tricks(&self, st: &State, beta: i32) -> i32 {
        let leader = st.leader as usize;
        // The seats from the leader on: their hands and whether each
        // declares (one bit each).
        let order = [leader, (leader + 1) & 3, (leader + 2) & 3, (leader + 3) & 3];
        let hands = order.map(|seat| st.hands[seat]);
        debug_assert!(
            hands.iter().all(|hand| hand.count_ones() == 2),
            "two tricks left: two cards in each hand"
        );
        let declares = order.iter().enumerate().fold(0u32, |bits, (i, &seat)| {
            bits | u32::from(self.declarer[seat]) << i
        });
        let maximizing = |i: usize| declares >> i & 1 != 0;
        // Each hand's two cards xor-ed: one of them xor this is the other.
        let pairs = hands.map(|hand| (hand.trailing_zeros() ^ hand.ilog2()) as u8);
        let total = i32::from(st.points_out) + self.last_bonus;
        let bonus = self.match_left(st);
        let points = |card: u8| i32::from(self.points[slot(card)]);
        // The declarers' points from the first trick's `cards`, which the
        // seat `first` wins with `trick` points in them.
        let value = |cards: [u8; 4], first: usize, trick: i32| {
            // The cards left, one per byte of a word (a byte array, written
            // and then read whole, would wait for its stores).
            let left = u32::from(pairs[0] ^ cards[0])
                | u32::from(pairs[1] ^ cards[1]) << 8
                | u32::from(pairs[2] ^ cards[2]) << 16
                | u32::from(pairs[3] ^ cards[3]) << 24;
            let card = |i: usize| (left >> (8 * i)) as u8;
            let last = self.winner([0, 1, 2, 3].map(card), first);
            let first_ours = maximizing(first);
            let mut value = if first_ours { trick } else { 0 };
            if maximizing(last) {
                value += total - trick + if first_ours { bonus } else { 0 };
            }
            value
        };
        let ends = |max: bool, value: i32| if max { value >= beta } else { value < beta };
        let start = |max: bool| if max { i32::MIN } else { i32::MAX };
        let keep = |max: bool, best: i32, value: i32| {
            if max {
                best.max(value)
            } else {
                best.min(value)
            }
        };
        let mut best = [start(maximizing(0)), 0, 0, 0];
        let mut rest0 = hands[0];
        while rest0 != 0 {
            let c0 = rest0.trailing_zeros() as u8;
            rest0 &= rest0 - 1;
            let led = SUIT_OF[slot(c0)] as usize;
            let strength = &self.strength[led];
            let beats = |card: u8, win: u8| strength[slot(card)] > strength[slot(win)];
            best[1] = start(maximizing(1));
            let mut rest1 = self.legal_after(hands[1], led, c0);
            while rest1 != 0 {
                let c1 = rest1.trailing_zeros() as u8;
                rest1 &= rest1 - 1;
                let (w1, s1) = if beats(c1, c0) { (c1, 1) } else { (c0, 0) };
                best[2] = start(maximizing(2));
                let mut rest2 = self.legal_after(hands[2], led, w1);
                while rest2 != 0 {
                    let c2 = rest2.trailing_zeros() as u8;
                    rest2 &= rest2 - 1;
                    let (w2, s2) = if beats(c2, w1) { (c2, 2) } else { (w1, s1) };
                    let so_far = points(c0) + points(c1) + points(c2);
                    best[3] = start(maximizing(3));
                    let mut rest3 = self.legal_after(hands[3], led, w2);
                    while rest3 != 0 {
                        let c3 = rest3.trailing_zeros() as u8;
                        rest3 &= rest3 - 1;
                        let first = if beats(c3, w2) { 3 } else { s2 };
                        let v = value([c0, c1, c2, c3], first, so_far + points(c3));
                        best[3] = keep(maximizing(3), best[3], v);
                        if ends(maximizing(3), v) {
                            break;
                        }
                    }
                    best[2] = keep(maximizing(2), best[2], best[3]);
                    if ends(maximizing(2), best[3]) {
                        break;
                    }
                }
                best[1] = keep(maximizing(1), best[1], best[2]);
                if ends(maximizing(1), best[2]) {
                    break;
                }
            }
            best[0] = keep(maximizing(0), best[0], best[1]);
            if ends(maximizing(0), best[1]) {
                break;
            }
        }
        best[0]
    }

    /// The declarers' points from the last trick: the cards played to it
    /// and the one card of each seat still to play.
    #[inline]
    fn last_trick(&self, st: &State) -> i32 {
        let mut trick = st.trick;
        for (i, slot) in trick.iter_mut().enumerate().skip(st.len as usize) {
            *slot = st.hands[(st.leader as usize + i) & 3].trailing_zeros() as u8;
        }
        let win = self.winner(trick, 0);
        if !self.declarer[(st.leader as usize + win) & 3] {
            return 0;
        }
        let points: i32 = trick.iter().map(|&c| i32::from(self.points[slot(c)])).sum();
        points + self.last_bonus + self.match_left(st)
    }

    /// Which of a trick's four `cards` wins it, `lead` being the index of
    /// the card led: the strongest in the led suit's order (no two cards
    /// that may win a trick are equally strong), found by pairs, so that
    /// the comparisons do not wait for one another.
    #[inline]
    fn winner(&self, cards: [u8; 4], lead: usize) -> usize {
        let strength = &self.strength[SUIT_OF[slot(cards[lead])] as usize];
        let s = cards.map(|card| strength[slot(card)]);
        let (low, low_strength) = if s[1] > s[0] { (1, s[1]) } else { (0, s[0]) };
        let (high, high_strength) = if s[3] > s[2] { (3, s[3]) } else { (2, s[2]) };
        if high_strength > low_strength {
            high
        } else {
            low
        }
    }

    /// The legal cards of the seat to play, as a mask: RULES.md §3 as
    /// `legal_cards` has it, on the search's state.
    #[inline]
    pub(super) fn legal(&self, st: &State) -> u64 {
        let hand = st.hands[st.to_move()];
        if st.len == 0 {
            return hand;
        }
        self.legal_after(hand, st.led as usize & 3, st.win)
    }

    /// The legal cards of `hand` in a trick begun, whose suit led is `led`
    /// and whose card winning so far is `win`.
    #[allow(
        clippy::inline_always,
        reason = "called for every card played to a trick, inlined where the set is read"
    )]
    #[inline(always)]
    fn legal_after(&self, hand: u64, led: usize, win: u8) -> u64 {
        if !self.play.follow_suit {
            return hand;
        }
        let follow = hand & 0x1FF << (9 * led);
        let Some(trump) = self.trump else {
            return if follow == 0 { hand } else { follow };
        };
        let trumps = hand & 0x1FF << (9 * trump);
        if trumps == 0 {
            return if follow == 0 { hand } else { follow };
        }
        let puur = 1u64 << (9 * trump + Rank::Jack.index());
        let only_puur = self.play.puur_exempt && trumps == puur;
        // The hand's trumps that beat every trump in the trick: those that
        // beat the winning card (every trump if it is not a trump).
        let higher = trumps & self.beaters[led][slot(win)];
        if led == trump {
            if only_puur {
                return hand;
            }
            if !self.play.must_overtrump_on_trump_lead || hand == trumps {
                return trumps;
            }
            let forced = if self.play.puur_exempt {
                higher & !puur
            } else {
                higher
            };
            return if forced == 0 { trumps } else { higher };
        }
        if follow != 0 {
            return if self.play.trump_when_able_to_follow {
                follow | higher
            } else {
                follow
            };
        }
        if self.play.must_trump_when_void && !only_puur {
            return if higher == 0 { trumps } else { higher };
        }
        match self.play.undertrump {
            Undertrump::Weak => hand,
            Undertrump::Strict if hand == trumps => hand,
            Undertrump::Strict => (hand & !trumps) | higher,
        }
    }

    /// Drops from `legal`, the legal cards of the seat to play, the cards
    /// equivalent to a stronger legal card of the same hand: adjacent in
    /// the suit's order once the cards played are left out, and worth the
    /// same points.
    ///
    /// It reads [`Engine::twins`]: the next stronger card out is legal if
    /// and only if the same seat holds it, since the seat to play has no
    /// card in the trick and its legal cards of a suit are none, all, or
    /// (trumps) those above some card.
    #[inline]
    pub(super) fn distinct(&self, legal: u64, out: u64) -> u64 {
        legal & !self.twins(out)
    }

    /// The cards that [`Engine::distinct`] drops from the legal cards
    /// while `out` is out (see [`Engine::twins`]).
    #[inline]
    fn twins(&self, out: u64) -> u64 {
        let mut twins = 0;
        for (suit, row) in self.twins.iter().enumerate() {
            twins |= u64::from(row[(out >> (9 * suit)) as usize & 0x1FF]) << (9 * suit);
        }
        twins
    }

    /// The stronger card that the dropped `card` is equivalent to.
    pub(super) fn representative(&self, card: u8, distinct: u64, out: u64) -> u8 {
        let mut representative = card;
        for &c in &self.order[card as usize / 9] {
            if c == card {
                break;
            }
            if distinct >> c & 1 == 1 && out >> c & 1 == 1 {
                representative = c;
            }
        }
        representative
    }

    /// The suits (a bit per suit) in which the partner of `seat` holds the
    /// card that no opponent can beat.
    #[inline]
    fn partner_bosses(&self, st: &State, seat: usize) -> u32 {
        let mut bosses = 0;
        let partner = st.hands[(seat + 2) & 3];
        let opponents = st.hands[(seat + 1) & 3] | st.hands[(seat + 3) & 3];
        for suit in 0..4 {
            let cards = partner >> (9 * suit) & 0x1FF;
            if cards != 0 {
                let top = self.order[suit]
                    .iter()
                    .find(|&&c| partner >> c & 1 == 1)
                    .copied()
                    .unwrap_or(NO_CARD);
                if top != NO_CARD && opponents & self.stronger[slot(top)] == 0 {
                    bosses |= 1 << suit;
                }
            }
        }
        bosses
    }

    /// The distinct legal cards in the order to try them; returns how many.
    fn ordered_moves(&self, st: &State, out: u64, tt_best: u8, moves: &mut [u8; 9]) -> usize {
        let legal = self.distinct(self.legal(st), out);
        if legal & legal.wrapping_sub(1) == 0 {
            // One card to play (or none): nothing to order.
            moves[0] = legal.trailing_zeros() as u8;
            return usize::from(legal != 0);
        }
        let seat = st.to_move();
        let mut scored = [(0i32, 0u8); 9];
        let mut count = 0;
        let mut rest = legal;
        let others = out & !st.hands[seat];
        // The winning card of the trick so far.
        let (winning, partner_wins) = if st.len > 0 {
            let winner = st.win_seat as usize;
            (st.win, self.declarer[winner] == self.declarer[seat])
        } else {
            (NO_CARD, false)
        };
        // The suits in which the partner holds the best card, at a lead.
        let partner_bosses = if st.len == 0 {
            self.partner_bosses(st, seat)
        } else {
            0
        };
        // The cards of the opponents still to play to this trick (not
        // looked at under trump, where it searched more positions).
        let mut later_opponents = 0;
        let later = if self.trump.is_some() {
            1
        } else {
            4 - st.len as usize
        };
        for k in 1..later {
            let later = (seat + k) & 3;
            if self.declarer[later] != self.declarer[seat] {
                later_opponents |= st.hands[later];
            }
        }
        let defender_trump_lead = st.len == 0 && !self.declarer[seat] && self.trump.is_some();
        while rest != 0 {
            let card = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            let points = i32::from(self.points[slot(card)]);
            let suit = SUIT_OF[slot(card)] as usize;
            let own = i32::from(self.strength[suit][slot(card)]);
            let score = if card == tt_best {
                10_000
            } else if st.len == 0 {
                // Lead a card no other hand can beat, else a cheap one.
                let boss = others & self.stronger[slot(card)] == 0;
                if boss {
                    1000 + points
                } else if partner_bosses >> suit & 1 == 1 {
                    // A low card to the partner's winner.
                    800 - 4 * points - own
                } else {
                    500 - 4 * points - own
                }
            } else {
                let led = st.led as usize & 3;
                let strength = &self.strength[led];
                let beats = strength[slot(card)] > strength[slot(winning)];
                if partner_wins {
                    if later_opponents & self.beaters[led][slot(winning)] == 0 {
                        // The partner's card holds: add points.
                        500 + 4 * points - if beats { 40 } else { 0 }
                    } else {
                        500 - 4 * points - own
                    }
                } else if beats {
                    if later_opponents & self.beaters[led][slot(card)] == 0 {
                        1000 - i32::from(strength[slot(card)]) + points
                    } else {
                        700 - i32::from(strength[slot(card)]) + points
                    }
                } else {
                    500 - 4 * points - own
                }
            };
            let history = self.history[seat][slot(card)];
            // A lead in a trump contract: trumps first; then a defender's
            // cards that no other hand can beat, and its other cards by the
            // history alone (then in card order).
            let score = if score < 1000 && defender_trump_lead {
                500
            } else {
                score
            };
            let score = if st.len == 0 && score < 10_000 && Some(suit) == self.trump {
                score + 2000
            } else {
                score
            };
            let score = score * 4096 + (history >> 4).min(4095).cast_signed();
            scored[count] = (score, card);
            count += 1;
        }
        scored[..count].sort_unstable_by_key(|&(score, _)| core::cmp::Reverse(score));
        for (slot, &(_, card)) in moves.iter_mut().zip(&scored[..count]) {
            *slot = card;
        }
        count
    }

    /// The highest value the position can have.
    pub(super) fn upper_bound(&self, st: &State) -> i32 {
        i32::from(st.points_out) + self.last_bonus + self.match_left(st)
    }

    /// The match bonus still to be won: the bonus while the declarers have
    /// won every trick so far, else 0.
    #[inline]
    fn match_left(&self, st: &State) -> i32 {
        if st.matchable { self.match_bonus } else { 0 }
    }

    /// The exact value of a fail-soft null-window search `test(beta)` of
    /// `st` (or of a card played at `st`), by bisection, or from `guess`
    /// (the value of the card solved before, which the next card's often
    /// equals or comes close to): a first test at the guess, then steps of
    /// 1, 2, 4 … points away from it while the tests fall on the same
    /// side, never past the midpoint, and a bisection of the rest once
    /// they do not. A right guess takes two tests, the fewest that prove a
    /// value; on forty seeded trump deals from the start of trick 3, the
    /// values of every card took 9% fewer positions than with a bisection
    /// after the guess.
    ///
    /// The value is at most the highest without the match bonus, or else
    /// the match itself (every point and the bonus): the bisection halves
    /// the values without the match, and tests the match only when they
    /// are all excluded. (Halving from zero to the match instead put the
    /// first test near the top of the values without the match, close to
    /// many a close contest's value, where tests cost the most.)
    pub(super) fn exact(
        &mut self,
        st: &State,
        guess: Option<i32>,
        mut test: impl FnMut(&mut Engine<'s>, i32) -> i32,
    ) -> i32 {
        let everything = self.upper_bound(st);
        let no_match = everything - self.match_left(st);
        let (mut lo, mut hi) = (0, everything);
        let mut next = guess.map_or(Next::Bisect, Next::Guess);
        while lo < hi {
            let top = hi.min(no_match);
            let middle = if lo < top {
                lo + (top - lo + 1) / 2
            } else {
                hi
            };
            let beta = match next {
                Next::Guess(g) => g.clamp(lo + 1, hi),
                Next::Up(step) => (lo + step).min(middle.max(lo + 1)),
                Next::Down(step) => (hi + 1 - step).max(middle),
                Next::Bisect => middle,
            };
            let g = test(self, beta);
            let up = g >= beta;
            if up {
                // Above the highest value without the match: the match.
                lo = if g > no_match { hi } else { g.min(hi) };
            } else {
                // Below the match (`beta` is at most the match): no match.
                hi = g.min(no_match).max(lo);
            }
            next = match (next, up) {
                (Next::Guess(_), true) => Next::Up(1),
                (Next::Guess(_), false) => Next::Down(1),
                (Next::Up(step), true) => Next::Up(2 * step),
                (Next::Down(step), false) => Next::Down(2 * step),
                // The tests fell on both sides: bisect the rest.
                _ => Next::Bisect,
            };
        }
        lo
    }

    /// Every card still out, for [`Engine::distinct`].
    pub(super) fn out(st: &State) -> u64 {
        st.out
    }

    /// Whether seat `seat` is a declarer.
    pub(super) fn is_declarer(&self, seat: usize) -> bool {
        self.declarer[seat]
    }
}

/// Where the next test of [`Engine::exact`] goes.
#[derive(Clone, Copy)]
enum Next {
    /// At the guess: the first test.
    Guess(i32),
    /// That many points above the lower bound: every test so far held.
    Up(i32),
    /// That many points below the upper bound plus one: every test so far
    /// failed.
    Down(i32),
    /// At the midpoint: the tests fell on both sides, or there was no
    /// guess.
    Bisect,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::JassRng;
    use crate::rules::Rules;
    use crate::seat::{ByTeam, Players, Seat, Team};
    use crate::solver::tests::position_of;
    use crate::trick::Trick;

    #[test]
    fn a_table_allocates_only_what_the_positions_searched_need() {
        let mut table = Table::new(32 << 20);
        assert_eq!(table.bytes(), 32 << 20);
        assert_eq!((table.buckets.len(), table.hints.len()), (1, 1));
        // Six tricks left: 3 MiB of buckets and 64 KiB of hints.
        table.next_generation(6);
        assert_eq!((table.buckets.len(), table.hints.len()), (49_152, 8_192));
        assert_eq!(table.buckets_in_use(), 49_152);
        // Eight tricks left: every bucket already, half the hints.
        table.next_generation(8);
        assert_eq!(
            (table.buckets.len(), table.hints.len()),
            (table.max_buckets, table.max_hints / 2)
        );
        // A full hand: all of it, of which it starts with 4 MiB.
        table.next_generation(9);
        assert_eq!(table.buckets_in_use(), START_BUCKETS);
        let all = (table.max_buckets, table.max_hints);
        assert_eq!((table.buckets.len(), table.hints.len()), all);
        assert_eq!(
            all.0 * size_of::<Bucket>() + all.1 * size_of::<u64>(),
            32 << 20
        );
        // Memory once allocated stays, for the next large position.
        table.next_generation(4);
        assert_eq!((table.buckets.len(), table.hints.len()), all);
        assert_eq!(table.bytes(), 32 << 20);
    }

    /// [`SetTables::new`]'s rows built from each set's cards.
    fn set_tables_card_by_card(
        contract: Contract,
        points: [u8; 36],
        order: &[[u8; 9]; 4],
    ) -> SetTables {
        let mut ascending = *order;
        for row in &mut ascending {
            row.reverse();
        }
        let (strength, beaters) = strength_and_beaters(contract);
        let mut tables = SetTables {
            contract,
            points,
            strength,
            beaters,
            ascending,
            positions: [[0; 512]; 4],
            canonical: [[0; 512]; 4],
            position_points: [[0; 512]; 4],
            lanes: [[0; 512]; 4],
        };
        for (suit, row) in ascending.iter().enumerate() {
            let worth = |position: usize| points[row[position] as usize];
            for set in 0..512usize {
                let members = || (0..9).filter(move |p| set >> p & 1 == 1);
                tables.positions[suit][set] = (0..9)
                    .filter(|&p| set >> (row[p] % 9) & 1 == 1)
                    .fold(0, |m, p| m | 1 << p);
                let mut lowest = 0;
                let mut canon = 0u16;
                for position in members() {
                    while worth(lowest) != worth(position) {
                        lowest += 1;
                    }
                    canon |= 1 << lowest;
                    lowest += 1;
                }
                tables.canonical[suit][set] = canon;
                tables.lanes[suit][set] = members()
                    .take(8)
                    .enumerate()
                    .map(|(lane, p)| u64::from(worth(p)) << (8 * lane))
                    .sum();
                tables.position_points[suit][set] = members().map(|p| u16::from(worth(p))).sum();
            }
        }
        tables
    }

    #[test]
    fn the_set_tables_are_those_built_card_by_card() {
        let mut rng = JassRng::seed_from_u64(5);
        for contract in Contract::ALL {
            let mut order = [[0u8; 9]; 4];
            for (suit, row) in order.iter_mut().enumerate() {
                let s = crate::card::Suit::ALL[suit];
                for (slot, rank) in row.iter_mut().zip(contract.order(s)) {
                    *slot = Card::new(s, rank).index();
                }
            }
            let standard = PointTable::new(contract, &Rules::schieber());
            let mut tables =
                [core::array::from_fn(|i| standard.card(Card::from_index(i as u8)) as u8); 4];
            // Points of every size, ties and zeros among them, and values
            // above the lanes' 63.
            for (round, points) in tables.iter_mut().enumerate().skip(1) {
                for p in points.iter_mut() {
                    *p = rng.below([4, 64, 256][round - 1]) as u8;
                }
            }
            for points in tables {
                let fast = SetTables::new(contract, points, &order);
                let slow = set_tables_card_by_card(contract, points, &order);
                assert_eq!(fast.ascending, slow.ascending);
                assert_eq!(fast.positions, slow.positions, "{contract:?} {points:?}");
                assert_eq!(fast.canonical, slow.canonical, "{contract:?} {points:?}");
                assert_eq!(
                    fast.position_points, slow.position_points,
                    "{contract:?} {points:?}"
                );
                assert_eq!(fast.lanes, slow.lanes, "{contract:?} {points:?}");
            }
        }
    }

    #[test]
    fn a_table_keeps_its_entries_as_it_grows() {
        let (engine, _) = obenabe();
        let mut table = Table::new(32 << 20);
        table.start_with(8);
        table.next_generation(9);
        assert_eq!(table.buckets_in_use(), 8);
        // Keys as the search makes them (the number of cards of each
        // suit agrees with the ranks), none alike another.
        let key = |k: u64| {
            let low = k.wrapping_mul(0x9E37_79B9_7F4A_7C15) & RANKS | k << 39;
            Key(low, k, suit_counts(low))
        };
        let probe = |table: &Table, k: u64| {
            let (lower, upper, _) = table.probe(key(k), engine.fixed, &engine.tables.sets);
            (lower, upper)
        };
        for k in 0..40 {
            let _ = table.store(key(k), k as u16, 100 + k as u16, NO_CARD, 9);
        }
        // Eight buckets of three hold at most 24 of the 40.
        let kept: Vec<u64> = (0..40)
            .filter(|&k| probe(&table, k) != (0, 65_535))
            .collect();
        assert!((8..=24).contains(&kept.len()), "{kept:?}");
        let mut sizes = Vec::new();
        while table.grow() {
            sizes.push(table.buckets_in_use());
            for &k in &kept {
                assert_eq!(probe(&table, k), (k as i32, 100 + k as i32), "key {k}");
            }
        }
        // Doubled up to the position's share of the table, and no further.
        assert_eq!(sizes.first(), Some(&16));
        assert_eq!(sizes.last(), Some(&table.cap));
        assert_eq!(table.cap, table.max_buckets);
        // The memory allocated is the table's bound, no more.
        assert_eq!(table.buckets.capacity(), table.max_buckets);
        assert_eq!(table.hints.capacity(), table.max_hints);
        // A new position starts small again, without the old entries.
        table.next_generation(9);
        assert_eq!(table.buckets_in_use(), 8);
        assert!(kept.iter().all(|&k| probe(&table, k) == (0, 65_535)));
    }

    /// A hint is read back for the trick begun of its hash in its
    /// generation only: another hash of its slot, the same tag in another
    /// slot and the next generation find none, and a later hint of the
    /// slot replaces it.
    #[test]
    fn a_hint_is_read_back_for_its_trick_in_its_generation_only() {
        let mut table = Table::new(1 << 20);
        table.next_generation(9);
        // Slot 5 (the high word, masked), tag 0x1234_5678 (the low word).
        let hash = 0x0000_0005_1234_5678;
        assert_eq!(table.hint(hash), NO_CARD);
        table.set_hint(hash, 7);
        assert_eq!(table.hint(hash), 7);
        assert_eq!(table.hint(hash ^ 1), NO_CARD);
        assert_eq!(table.hint(hash + (1 << 32)), NO_CARD);
        table.set_hint(hash ^ 1, 3);
        assert_eq!((table.hint(hash), table.hint(hash ^ 1)), (NO_CARD, 3));
        table.next_generation(9);
        assert_eq!(table.hint(hash ^ 1), NO_CARD);
    }

    /// A key stored again in the same generation replaces its entry: the
    /// later bounds stand, even when wider.
    #[test]
    fn a_key_stored_again_replaces_its_entry() {
        let mut table = Table::new(1 << 20);
        table.next_generation(9);
        let sets = &obenabe().0.tables.sets;
        let key = Key(0b11, 5, suit_counts(0b11));
        let _ = table.store(key, 50, 60, 1, 9);
        assert_eq!(table.probe(key, 0, sets), (50, 60, 1));
        let _ = table.store(key, 0, 100, 2, 9);
        assert_eq!(table.probe(key, 0, sets), (0, 100, 2));
    }

    /// Each position's generation is the next one, so that the entries of
    /// the last are forgotten without a write; after the 255th, every
    /// entry is cleared and the generations start again from 1, so that no
    /// entry of an old generation 1 comes back.
    #[test]
    fn generations_count_up_and_start_again_on_a_cleared_table() {
        let mut table = Table::new(1 << 20);
        let sets = &obenabe().0.tables.sets;
        let key = Key(0b11, 5, suit_counts(0b11));
        table.next_generation(3);
        assert_eq!(table.generation, 2);
        // An entry of generation 1, as a first position leaves it.
        table.generation = 1;
        let _ = table.store(key, 50, 60, 1, 9);
        assert_eq!(table.probe(key, 0, sets), (50, 60, 1));
        table.next_generation(3);
        assert_eq!(table.generation, 2);
        assert_eq!(table.probe(key, 0, sets), (0, 65_535, NO_CARD));
        while table.generation < u8::MAX {
            table.next_generation(3);
        }
        table.next_generation(3);
        assert_eq!(table.generation, 1);
        assert_eq!(table.probe(key, 0, sets), (0, 65_535, NO_CARD));
    }

    /// A full bucket keeps its newest entry (the last) and frees, of the
    /// older ones, the entry with fewer cards out (less work saved); of
    /// equal cards the one with the wider bounds, then the older. The
    /// entries after it move down one slot.
    #[test]
    fn a_full_bucket_frees_the_older_entry_that_saves_least() {
        let entry = |cards: u8, lower: u16, upper: u16| Entry {
            lower,
            upper,
            cards,
            ..Entry::default()
        };
        let evict = |mut entries: [Entry; WAYS]| {
            let slot = Bucket::evict(&mut entries);
            (slot, entries.map(|e| (e.cards, e.lower, e.upper)))
        };
        let (newest, kept) = (entry(4, 0, 9), (20, 0, 9));
        assert_eq!(
            evict([entry(20, 0, 9), entry(12, 0, 9), newest]),
            (1, [kept, (4, 0, 9), (4, 0, 9)])
        );
        assert_eq!(
            evict([entry(12, 0, 9), entry(20, 0, 9), newest]),
            (0, [kept, (4, 0, 9), (4, 0, 9)])
        );
        assert_eq!(evict([entry(12, 3, 5), entry(12, 0, 9), newest]).0, 1);
        assert_eq!(evict([entry(12, 0, 9), entry(12, 3, 5), newest]).0, 0);
        assert_eq!(evict([entry(12, 0, 9), entry(12, 0, 9), newest]).0, 0);
    }

    /// Positions alike (keys that differ only in their canonical ranks,
    /// with as many cards of each suit) share a bucket, so that their
    /// bounds narrow each other's (see [`distance`]); other keys spread over
    /// the buckets, whether they differ in the rest of the first word, in
    /// the number of cards of a suit or in the second word.
    #[test]
    fn keys_alike_share_a_bucket_and_others_spread_over_the_table() {
        let mut table = Table::new(32 << 20);
        table.next_generation(9);
        assert_eq!(table.buckets_in_use(), START_BUCKETS);
        let key = |low: u64, high: u64| Key(low, high, suit_counts(low));
        // One card of the first suit, at the first or the second place;
        // two of them; and the same in the second suit.
        let rest = 0x2A5 << 36;
        let alike = [0b01, 0b10].map(|ranks| table.bucket(key(rest | ranks, 77)));
        assert_eq!(alike[0], alike[1]);
        let counts = [0b11, 0b1 << 9].map(|ranks| table.bucket(key(rest | ranks, 77)));
        assert!(counts.iter().all(|&b| b != alike[0]), "{counts:?}");
        // 4,096 keys in 65,536 buckets: about 3,970 different ones if the
        // hash is uniform.
        let spread = |bucket: &dyn Fn(u64) -> usize| {
            let buckets: alloc::collections::BTreeSet<usize> = (0..4096).map(bucket).collect();
            buckets.len()
        };
        let in_rest = spread(&|k| table.bucket(key(1 | k << 36, 77)));
        let in_high = spread(&|k| table.bucket(key(1, k)));
        assert!(in_rest > 3_800 && in_high > 3_800, "{in_rest} {in_high}");
    }

    /// The cards of `set` (rank bits) of `suit`, strongest first, each with
    /// the seat holding it in `st`.
    fn held_strongest_first(
        engine: &Engine,
        st: &State,
        suit: usize,
        set: usize,
    ) -> Vec<(u8, usize)> {
        let holder = |card: u8| {
            (0..4)
                .find(|&seat| st.hands[seat] >> card & 1 == 1)
                .unwrap()
        };
        engine.tables.sets.ascending[suit]
            .iter()
            .rev()
            .filter(|&&card| set >> (card % 9) & 1 == 1)
            .map(|&card| (card, holder(card)))
            .collect()
    }

    /// A suit's part of the key names the holder of each card out, two
    /// bits a card from the strongest (at bit 0) to the weakest, and their
    /// number of bits (from bit 27), for every set of the suit's cards.
    #[test]
    fn a_suit_key_names_each_cards_holder_from_the_strongest() {
        let (engine, st) = obenabe();
        let tables = &engine.tables;
        for suit in 0..4 {
            for set in 0..512usize {
                let expected = held_strongest_first(&engine, &st, suit, set)
                    .iter()
                    .enumerate()
                    .fold(0, |key, (i, &(_, holder))| key | (holder as u32) << (2 * i));
                let key = tables.suit_keys[suit][set];
                assert_eq!(key >> 27, 2 * set.count_ones(), "suit {suit}, set {set:#b}");
                assert_eq!(key & 0x3_FFFF, expected, "suit {suit}, set {set:#b}");
            }
        }
    }

    /// In every set of a suit's cards, the cards that [`Engine::distinct`]
    /// drops are those whose next stronger card of the set has the same
    /// holder and is worth as much; and the cards worth nothing are
    /// Obenabe's sixes, sevens and nines.
    #[test]
    fn twins_are_the_cards_below_one_of_their_holder_worth_as_much() {
        let (engine, st) = obenabe();
        let tables = &engine.tables;
        for suit in 0..4 {
            for set in 0..512usize {
                let held = held_strongest_first(&engine, &st, suit, set);
                let expected = held.windows(2).fold(0, |twins, pair| {
                    let ((stronger, above), (card, holder)) = (pair[0], pair[1]);
                    let alike = holder == above
                        && engine.points[slot(card)] == engine.points[slot(stronger)];
                    twins | u16::from(alike) << (card % 9)
                });
                assert_eq!(
                    tables.twins[suit][set], expected,
                    "suit {suit}, set {set:#b}"
                );
            }
        }
        let nothing: CardSet = "H6 H7 H9 S6 S7 S9 D6 D7 D9 C6 C7 C9".parse().unwrap();
        assert_eq!(CardSet::from_mask(engine.pointless), nothing);
    }

    /// The same cards are worth the match bonus more while the declarers
    /// have taken every trick, and another leader plays them otherwise: a
    /// position's key tells both, so that the table never answers one
    /// position with the other.
    #[test]
    fn a_key_tells_the_leader_and_whether_the_match_is_still_open() {
        let hands = ["HJ H9 HA", "H6 S6 D6", "HK HQ SK", "H7 S8 D8"];
        let key = |leader, won| {
            let position = Position::try_new(
                crate::seat::BySeat::four(hands.map(|h| h.parse::<CardSet>().unwrap())),
                Trick::led_by(leader, Players::Four),
                Contract::Trump(crate::card::Suit::Hearts),
                Team::T0,
                ByTeam(won),
                &Rules::schieber(),
            )
            .unwrap();
            let engine = Engine::new(&position, &mut None, None);
            let st = State::new(&position);
            engine.key(&st, st.out)
        };
        let open = key(Seat::S0, [6, 0]);
        for other in [
            key(Seat::S0, [5, 1]),
            key(Seat::S1, [6, 0]),
            key(Seat::S3, [6, 0]),
        ] {
            assert_ne!(open, other);
            // Nor are they alike: no bound is carried from one to the other.
            assert_ne!(open.alike(), other.alike());
        }
    }

    #[test]
    fn a_key_tells_its_number_of_cards_of_each_suit() {
        let (engine, start) = obenabe();
        let mut rng = JassRng::seed_from_u64(4);
        for _ in 0..50 {
            let mut st = start;
            while !st.is_over() {
                if st.len == 0 {
                    let key = engine.key(&st, st.out);
                    assert_eq!(suit_counts(key.0), key.2);
                }
                let legal = engine.legal(&st);
                let card = rng.pick(CardSet::from_mask(legal)).unwrap();
                st = engine.apply(&st, card.index()).0;
            }
        }
    }

    #[cfg(feature = "std")]
    #[test]
    fn threads_sharing_a_bucket_never_read_an_entry_half_written() {
        // One bucket: every store and probe meets in the same cache line.
        let mut table = Table::new(72);
        table.next_generation(9);
        // Keys that are not alike (they differ outside the ranks), each
        // stored with bounds of its own: a half-written entry would pair
        // one key with another's bounds.
        let key = |k: u64| Key(k << 40, k, 0);
        let bound = |k: u64| 100 + k as u16;
        let (engine, _) = obenabe();
        let check = |k: u64| {
            let (lower, upper, best) = table.probe(key(k), 0, &engine.tables.sets);
            let found = (lower, upper, best) != (0, i32::from(u16::MAX), NO_CARD);
            if found {
                assert_eq!(
                    (lower, upper, best),
                    (i32::from(bound(k)), i32::from(bound(k)), k as u8)
                );
            }
            found
        };
        let writing = AtomicU64::new(2);
        let (table, writing) = (&table, &writing);
        std::thread::scope(|scope| {
            for writer in 0..2u64 {
                scope.spawn(move || {
                    for i in 0..200_000u64 {
                        let k = 1 + (i * 2 + writer) % 7;
                        let _ = table.store(key(k), bound(k), bound(k), k as u8, 9);
                    }
                    writing.fetch_sub(1, Ordering::Release);
                });
            }
            // The reader reads for as long as the writers write (however
            // the threads are scheduled).
            scope.spawn(move || {
                let mut i = 0u64;
                while writing.load(Ordering::Acquire) > 0 || i < 100_000 {
                    check(1 + i % 7);
                    i += 1;
                }
            });
        });
        // Written whole, the last entries are found.
        assert!((1..=7).filter(|&k| check(k)).count() > 0);
    }

    /// A main search sharing the root of a fresh Obenabe deal through its
    /// [`RootTests`], the root, its value (found by another engine alone)
    /// and an empty table.
    #[cfg(feature = "std")]
    fn sharing_main() -> (Engine<'static>, Arc<RootTests>, State, i32, Table) {
        let (mut alone, st) = obenabe();
        let table = |tricks: u8| {
            let mut table = Table::new(1 << 20);
            table.next_generation(usize::from(tricks));
            table
        };
        let used = table(st.tricks);
        let value = alone.exact(&st, None, |e, beta| e.search(&used, &st, beta));
        let (mut main, _) = obenabe();
        let tests = Arc::new(RootTests::default());
        main.share_root(Arc::clone(&tests), &st);
        (main, tests, st, value, table(st.tricks))
    }

    /// Alone at the root in a test that no card ends, the main search
    /// searches its first card without claiming it (a helper leaves that
    /// card for last) and claims each card after it, recording every
    /// card's value for the other threads.
    #[cfg(feature = "std")]
    #[test]
    fn the_main_search_keeps_its_first_root_card_and_claims_the_others() {
        let (mut main, tests, st, value, table) = sharing_main();
        // Seat 0 leads for the declarers: no card reaches above the value.
        assert!(main.declarer[st.to_move()]);
        assert!(main.node_test(&table, &st, 0, value + 1) <= value);
        let test = test_name(0, value + 1);
        let searched: Vec<u8> = (0..36)
            .filter(|&card| tests.result(test, card).is_some())
            .collect();
        assert!(searched.len() > 2, "{searched:?}");
        let unclaimed: Vec<u8> = searched
            .iter()
            .copied()
            .filter(|&card| tests.claim(test, card))
            .collect();
        assert_eq!(unclaimed.len(), 1, "{unclaimed:?} of {searched:?}");
    }

    /// A helper gives up its test once the main search has published
    /// another; the main search, which publishes them, never does.
    #[cfg(feature = "std")]
    #[test]
    fn a_helper_stops_when_the_main_search_moves_on() {
        let (first, next) = (test_name(0, 40), test_name(0, 41));
        let (main, tests, ..) = sharing_main();
        let mut helper = main.into_helper(1);
        tests.publish(first);
        helper.begin_test(first);
        assert!(!helper.stopped() && !helper.was_stopped());
        tests.publish(next);
        assert!(helper.stopped() && helper.was_stopped());
        let (mut main, tests, ..) = sharing_main();
        main.begin_test(first);
        tests.publish(next);
        assert!(!main.stopped() && !main.was_stopped());
    }

    /// A search looks at its flags every [`HELPER_POLL`] positions as a
    /// helper or with a shared root, every [`POLL`] with a stop flag only,
    /// and never without one.
    #[cfg(feature = "std")]
    #[test]
    fn a_search_looks_at_its_flags_as_often_as_its_threads_need() {
        let (alone, _) = obenabe();
        assert_eq!(alone.poll_mask(), u64::MAX);
        let (main, ..) = sharing_main();
        assert_eq!(main.poll_mask(), HELPER_POLL);
        assert_eq!(obenabe().0.into_helper(2).poll_mask(), HELPER_POLL);
        let stop = AtomicBool::new(false);
        let flagged = Engine::new(&obenabe_position(), &mut None, Some(&stop));
        assert_eq!(flagged.poll_mask(), POLL);
    }

    #[cfg(feature = "std")]
    #[test]
    fn a_cutoff_of_the_last_test_does_not_stop_the_next() {
        let (mut main, tests, st, value, table) = sharing_main();
        // The last test was ended by a cutoff, and the first position of
        // each test below looks at the flags.
        let last = test_name(0, value + 7);
        main.test = last;
        tests.set_cutoff(last, 0, 200);
        main.nodes = HELPER_POLL;
        assert!(main.node_test(&table, &st, 0, value) >= value);
        main.nodes = HELPER_POLL;
        assert!(main.node_test(&table, &st, 0, value + 1) <= value);
        assert!(!main.was_stopped());
    }

    #[cfg(feature = "std")]
    #[test]
    fn a_cutoff_found_by_another_thread_ends_the_test_with_its_value() {
        let (mut main, tests, st, value, table) = sharing_main();
        // Another thread has found that the root's first card takes 77 or
        // more before this one looks.
        tests.set_cutoff(test_name(0, 40), 0, 77);
        main.nodes = HELPER_POLL;
        assert_eq!(main.node_test(&table, &st, 0, 40), 77);
        // The search goes on: the next test is its own.
        assert!(!main.was_stopped());
        assert!(main.node_test(&table, &st, 0, value) >= value);
        assert!(main.node_test(&table, &st, 0, value + 1) <= value);
    }

    #[cfg(feature = "std")]
    #[test]
    fn a_cutoff_read_stays_the_result_when_an_older_test_writes_its_own() {
        let (mut main, tests, _, _, _) = sharing_main();
        let test = test_name(0, 40);
        main.test = test;
        tests.set_cutoff(test, 0, 77);
        // The main search looks, as at its next poll, and stops.
        assert!(main.stopped());
        // A helper still in the last test ends it with a cutoff of its own.
        tests.set_cutoff(test_name(0, 41), 3, 12);
        // The positions searched on the way back look again: still stopped.
        assert!(main.stopped());
        assert_eq!(main.test_ended(0), 77);
        assert!(!main.was_stopped(), "the search goes on with the next test");
        // A search that stopped without a cutoff keeps its value.
        main.poll = 0;
        assert_eq!(main.test_ended(55), 55);
    }

    /// When the leader's team cannot take every trick left, the points it
    /// surely takes by its plan are its cards in the plan's tricks and the
    /// cheapest cards of each opponent, one a trick won.
    #[test]
    fn a_sweep_short_of_every_trick_counts_the_opponents_cheapest_cards() {
        // Obenabe, seat 0 to lead: the heart ace wins, then the six loses.
        let hands = ["HA S6 C6", "H8 SA SK", "H6 S7 C7", "HK CA CQ"];
        let position = position_of(hands, &[], Contract::Obenabe, Team::T0, [3, 3]);
        let engine = Engine::new(&position, &mut None, None);
        // The ace (11) and the partner's heart six (0); seat 1's cheapest
        // card the king (4), seat 3's the queen (3).
        assert_eq!(engine.sweep(&State::new(&position)), Err((true, 1, 18)));
    }

    /// The static bounds checked against minimax at trick boundaries with
    /// three tricks left: a sweep's value or sure points, and the points
    /// each team surely takes, bound the value on the side they say.
    #[test]
    fn the_sweeps_and_the_sure_points_bound_the_value() {
        let mut rng = JassRng::seed_from_u64(23);
        let (mut checked, mut plans) = (0, 0);
        while checked < 1500 {
            let position = crate::solver::tests::random_position(&mut rng, 3);
            if position.tricks_left() < 3 || !position.trick().is_empty() {
                continue;
            }
            checked += 1;
            let value = i32::from(crate::solver::minimax(&position));
            let engine = Engine::new(&position, &mut None, None);
            let st = State::new(&position);
            let no_match = engine.upper_bound(&st) - engine.match_left(&st);
            match engine.sweep(&st) {
                Ok(exact) => {
                    assert_eq!(exact, value, "{position:?}");
                    plans += 1;
                }
                Err((_, 0, _)) => {}
                Err((true, _, sure)) => {
                    assert!(
                        value >= sure,
                        "declarers sure of {sure}, value {value}: {position:?}"
                    );
                    plans += 1;
                }
                Err((false, _, sure)) => {
                    assert!(
                        value <= no_match - sure,
                        "defenders sure of {sure}, value {value}: {position:?}"
                    );
                    plans += 1;
                }
            }
            match engine.sure_points(&st, st.out) {
                Err(exact) => assert_eq!(exact, value, "{position:?}"),
                Ok((declarers, defenders)) => {
                    assert!(value >= declarers, "{position:?}");
                    if let Some(defenders) = defenders {
                        assert!(value <= no_match - defenders, "{position:?}");
                    }
                }
            }
        }
        assert!(plans > 150, "plans: {plans}");
    }

    /// At a trick's last card, the table's bound of the trick boundary a
    /// card leads to ends the null-window test below `beta` when it
    /// answers it: a lower bound reaching `beta` for the declarers, an
    /// upper bound below it for the defenders; a bound only at `beta` does
    /// not tell a defender's value below it.
    #[test]
    fn a_bound_of_the_next_trick_ends_a_test_only_when_it_answers_it() {
        let hands = ["HA", "HK", "HQ", "S9 HJ"];
        for declarers in [Team::T1, Team::T0] {
            let trick = ["S6", "S7", "S8"];
            let position = position_of(hands, &trick, Contract::Obenabe, declarers, [4, 3]);
            let engine = Engine::new(&position, &mut None, None);
            let st = State::new(&position);
            let nine = "S9".parse::<Card>().unwrap().index();
            let (next, gained) = engine.apply(&st, nine);
            let mut table = Table::new(1 << 20);
            table.next_generation(2);
            let _ = table.store(engine.key(&next, next.out), 5, 20, NO_CARD, 2);
            let cutoff = |beta| engine.transposition_cutoff(&table, &st, &[nine], beta);
            if declarers == Team::T1 {
                // Seat 3 declares: at least 5 more.
                assert_eq!(cutoff(gained + 5), Some(gained + 5));
                assert_eq!(cutoff(gained + 6), None);
            } else {
                // Seat 3 defends: at most 20 more.
                assert_eq!(cutoff(gained + 21), Some(gained + 20));
                assert_eq!(cutoff(gained + 20), None);
            }
        }
    }

    /// Every null-window test of a position's search agrees with its
    /// value, whatever the bound `beta` (above the value without the match
    /// bonus too): it fails high exactly when the value reaches `beta`,
    /// and its fail-soft result bounds the value on that side.
    #[test]
    fn every_null_window_test_agrees_with_the_value() {
        // Seat 0, a defender, leads; the declarers took every trick so far
        // and take the rest, the match with them.
        let hands = ["H6 S6 D6", "HA SK DA", "H7 S7 D7", "HJ H9 SA"];
        let hearts = Contract::Trump(crate::card::Suit::Hearts);
        let matched = position_of(hands, &[], hearts, Team::T1, [0, 6]);
        // Seat 0, a defender, surely takes the first trick and no more.
        let hands = ["HA S6 C6", "H8 SA SK", "H6 S7 C7", "HK CA CQ"];
        let swept = position_of(hands, &[], Contract::Obenabe, Team::T1, [3, 3]);
        let mut rng = JassRng::seed_from_u64(21);
        let random = (0..40).map(|i| crate::solver::tests::random_position(&mut rng, 3 + i % 2));
        for position in [matched, swept].into_iter().chain(random) {
            let value = i32::from(crate::solver::minimax(&position));
            let mut engine = Engine::new(&position, &mut None, None);
            let st = State::new(&position);
            let mut table = Table::new(1 << 20);
            for beta in 1..=engine.upper_bound(&st) + 1 {
                // A table of the test's own: the last test's entries
                // would answer it.
                table.next_generation(usize::from(st.tricks));
                let found = engine.search(&table, &st, beta);
                assert_bound(found, beta, value, &position);
            }
        }
    }

    /// Checks `found`, a fail-soft search's result against the null
    /// window below `beta`, with the position's `value`: a lower bound of
    /// it when at least `beta`, else an upper bound.
    fn assert_bound(found: i32, beta: i32, value: i32, position: &Position) {
        if found >= beta {
            assert!(
                value >= found,
                "{found} ≥ β {beta}, value {value}: {position:?}"
            );
        } else {
            assert!(
                value <= found,
                "{found} < β {beta}, value {value}: {position:?}"
            );
        }
    }

    #[test]
    fn the_last_two_tricks_agree_with_minimax_at_every_bound() {
        let mut rng = JassRng::seed_from_u64(22);
        let mut checked = [0usize; 2];
        while checked[1] < 300 {
            let random = crate::solver::tests::random_position(&mut rng, 2);
            if random.tricks_left() != 2 || !random.trick().is_empty() {
                continue;
            }
            // Every other position with the declarers still owning every
            // trick, so that the match is open (random play seldom leaves
            // it so).
            let open = checked[1] % 2 == 0;
            let declarers = random.declarers();
            let won = if open {
                ByTeam::from_fn(|team| if team == declarers { 7 } else { 0 })
            } else {
                random.tricks_won()
            };
            let position = Position::try_new(
                *random.hands(),
                *random.trick(),
                random.contract(),
                declarers,
                won,
                random.rules(),
            )
            .unwrap();
            let value = i32::from(crate::solver::minimax(&position));
            let engine = Engine::new(&position, &mut None, None);
            let st = State::new(&position);
            checked[0] += usize::from(value > engine.upper_bound(&st) - engine.match_left(&st));
            for beta in 0..=engine.upper_bound(&st) + 1 {
                assert_bound(engine.two_tricks(&st, beta), beta, value, &position);
            }
            // The tests on either side of the value prove it.
            assert!(engine.two_tricks(&st, value) >= value, "{position:?}");
            assert!(engine.two_tricks(&st, value + 1) <= value, "{position:?}");
            checked[1] += 1;
        }
        assert!(checked[0] > 10, "matches won: {}", checked[0]);
    }

    /// A fresh Obenabe deal.
    fn obenabe_position() -> Position {
        Position::try_new(
            JassRng::seed_from_u64(3).deal(),
            Trick::led_by(Seat::S0, Players::Four),
            Contract::Obenabe,
            Team::T0,
            ByTeam([0, 0]),
            &Rules::schieber(),
        )
        .unwrap()
    }

    /// The engine of a fresh Obenabe deal.
    fn obenabe() -> (Engine<'static>, State) {
        let position = obenabe_position();
        (
            Engine::new(&position, &mut None, None),
            State::new(&position),
        )
    }

    /// A key's first word from each suit's set of positions (weakest in
    /// bit 0).
    fn ranks(suits: [u16; 4]) -> u64 {
        suits.iter().enumerate().fold(0, |ranks, (suit, &set)| {
            ranks | u64::from(set) << (9 * suit)
        })
    }

    #[test]
    fn the_distance_of_positions_alike_pairs_the_cards_by_place() {
        // Obenabe, weakest first: 6, 7, 8 (8 points), 9, 10 (10), J (2),
        // Q (3), K (4), A (11).
        let (engine, _) = obenabe();
        let sets = &engine.tables.sets;
        let (ace, king, queen) = (1 << 8, 1 << 7, 1 << 6);
        let (ten, eight, six, jack) = (1 << 4, 1 << 2, 1, 1 << 5);
        let from = ranks([ace | king, ten, six, 0]);
        let to = ranks([ace | queen, eight, jack, 0]);
        // Less: king for queen (1), ten for eight (2); more: six for jack (2).
        assert_eq!(distance(from, to, sets), Some((3, 2)));
        assert_eq!(distance(to, from, sets), Some((2, 3)));
        assert_eq!(distance(from, from, sets), Some((0, 0)));
        // Not as many cards of a suit: not alike.
        assert_eq!(
            distance(ranks([ace | king, 0, 0, 0]), ranks([ace, 0, 0, 0]), sets),
            None
        );
        // Eight cards for eight others, every lane in use: 7 for 6, 8 for
        // 7, 9 for 8, …, A for K.
        let all = 0x1FF;
        assert_eq!(
            distance(
                ranks([all & !1, 0, 0, 0]),
                ranks([all & !ace, 0, 0, 0]),
                sets
            ),
            Some((8 + 10 + 1 + 1 + 7, 8 + 8))
        );
    }

    /// A probe gives the bounds of its key's entry, narrowed by those of
    /// the entries alike, each widened by its distance (see [`distance`]);
    /// and the card of its key's entry, else that of the nearest entry
    /// alike (the least distance both ways together).
    #[test]
    fn a_probe_takes_the_card_of_the_nearest_entry_alike() {
        let (engine, _) = obenabe();
        let sets = &engine.tables.sets;
        let mut table = Table::new(1 << 20);
        let key = |ranks: u64| Key(ranks, 5, suit_counts(ranks));
        let (ace, king, queen, jack) = (1 << 8, 1 << 7, 1 << 6, 1 << 5);
        let (ten, eight, six) = (1 << 4, 1 << 2, 1);
        // King for queen: (0, 1); king, ten, six for queen, eight, jack:
        // (2, 3).
        let here = ranks([ace | king, ten, six, 0]);
        let near = ranks([ace | queen, ten, six, 0]);
        let far = ranks([ace | queen, eight, jack, 0]);
        let (near_plus, near_minus) = distance(near, here, sets).unwrap();
        let (far_plus, far_minus) = distance(far, here, sets).unwrap();
        // Nearer both ways together; but the far entry, when found after
        // the near one, is nearer by the difference of its distances, and
        // when found first is farther than the near one's difference.
        assert!(near_plus + near_minus < far_plus + far_minus);
        assert!(far_plus - far_minus < near_plus + near_minus);
        assert!(near_plus + near_minus >= far_plus - far_minus);
        let lower = (40 - far_plus).max(41 - near_plus);
        let upper = (60 + far_minus).min(59 + near_minus);
        for order in [
            [(near, 41, 59, 2), (far, 40, 60, 1)],
            [(far, 40, 60, 1), (near, 41, 59, 2)],
        ] {
            table.next_generation(9);
            for (ranks, low, high, card) in order {
                let _ = table.store(key(ranks), low, high, card, 9);
            }
            assert_eq!(table.probe(key(here), 0, sets), (lower, upper, 2));
        }
        let _ = table.store(key(here), 30, 70, 3, 9);
        let narrowed = (lower.max(30), upper.min(70));
        assert_eq!(table.probe(key(here), 0, sets), (narrowed.0, narrowed.1, 3));
    }

    #[test]
    fn a_card_is_found_again_at_its_place() {
        let (engine, st) = obenabe();
        let out = Engine::out(&st);
        for card in 0..36u8 {
            assert_eq!(engine.card_at(engine.place(card, out), out), card);
        }
        assert_eq!(engine.place(NO_CARD, out), NO_CARD);
        assert_eq!(engine.card_at(NO_CARD, out), NO_CARD);
        // The fourth card of a suit of which three are out: none.
        let three = out & !(0x3F << 9);
        assert_eq!(engine.card_at(1 << 4 | 3, three), NO_CARD);
    }

    #[test]
    fn the_exact_value_is_found_from_any_guess_in_few_tests() {
        // A stand-in for a search whose value is `value`: fail-soft, but
        // with bounds no better than the window.
        let (mut engine, state) = obenabe();
        let everything = engine.upper_bound(&state);
        let no_match = everything - engine.match_left(&state);
        let bisection = (everything as u32).ilog2() as usize + 2;
        let values = (0..=no_match).chain([everything]);
        for value in values {
            let guesses = (0..=everything).map(Some).chain([None]);
            for guess in guesses {
                let mut tests = 0;
                let found = engine.exact(&state, guess, |_, beta| {
                    tests += 1;
                    if value >= beta { beta } else { beta - 1 }
                });
                assert_eq!(found, value, "value {value} from the guess {guess:?}");
                // Stepping from a guess never costs more than twice a
                // bisection, and a right guess takes two tests.
                assert!(
                    tests <= 2 * bisection,
                    "{tests} tests: {value} from {guess:?}"
                );
                if guess == Some(value) && value > 0 && value < no_match {
                    assert_eq!(tests, 2, "{value} guessed right");
                }
            }
        }
    }
}
