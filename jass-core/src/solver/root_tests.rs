//! The cards of the root shared out among the threads of a value's
//! null-window tests (see [`RootTests`]).

use core::sync::atomic::{AtomicU8, AtomicU32, AtomicU64, Ordering};

/// The name of the null-window test below `beta` (1 to `u16::MAX`: card
/// values of up to 255 points take the bounds far above 257) of the
/// position `depth` cards down the line of a value's search (see
/// `Engine::value`): each position of the line is solved once per value,
/// and each bound tested once per position, so no two tests of a value
/// share a name, and none is 0.
pub(super) const fn test_name(depth: usize, beta: i32) -> u32 {
    debug_assert!(depth < 36 && beta > 0 && beta <= u16::MAX as i32);
    (depth as u32) << 16 | beta as u32
}

/// The bound of the test named `test` (see [`test_name`]).
pub(super) const fn test_beta(test: u32) -> i32 {
    (test & 0xFFFF).cast_signed()
}

/// The depth on the line of the position of the test named `test` (see
/// [`test_name`]).
#[cfg_attr(
    not(feature = "std"),
    allow(
        dead_code,
        reason = "only the helpers of a search on several threads read it"
    )
)]
pub(super) const fn test_depth(test: u32) -> usize {
    (test >> 16) as usize
}

/// What the threads of one [`Solver::value`](super::Solver::value) know
/// of the cards of the position being tested in each null-window test, a
/// test named by its position and bound (see [`test_name`]). The
/// positions are the root and those down the line of cards the main
/// search writes here before its first test (see `Engine::value`).
///
/// The main search publishes each test before it searches it, and the
/// helpers search that test with it (see `Engine::follow_tests`).
/// The main search searches the root's first card first; the others go
/// to the first thread to claim them, the main search claiming from the
/// second card on and the helpers from the last. A thread that finds a card ending the test (a
/// cutoff) says so here, and the others give up the card they are
/// searching; a thread that has searched its own cards takes the results
/// of the others' from here, or searches a card still being searched
/// alongside the thread that claimed it. So a test that every card must
/// fail (the costly ones, at and above the value) is shared out rather
/// than searched twice.
///
/// Only efficiency rests on this: a result is read for the test it was
/// found in, and every thread completes a test by itself when it reads
/// nothing.
#[derive(Debug)]
pub(super) struct RootTests {
    /// The test in which a thread last claimed each card.
    claims: [AtomicU32; 36],
    /// Each card's last result: its test in the high half, its fail-soft
    /// value in the low half; 0 for none.
    results: [AtomicU64; 36],
    /// The last cutoff: its test from bit 32, its card from bit 16 and its
    /// value in the low bits; 0 for none.
    cut: AtomicU64,
    /// The test the main search is on; 0 before the first.
    current: AtomicU32,
    /// The cards of the line, in the order they are played from the root.
    line: [AtomicU8; 36],
}

impl Default for RootTests {
    fn default() -> RootTests {
        RootTests {
            claims: core::array::from_fn(|_| AtomicU32::new(0)),
            results: core::array::from_fn(|_| AtomicU64::new(0)),
            cut: AtomicU64::new(0),
            current: AtomicU32::new(0),
            line: core::array::from_fn(|_| AtomicU8::new(0)),
        }
    }
}

impl RootTests {
    /// Publishes `test` as the one the main search is on.
    pub(super) fn publish(&self, test: u32) {
        // Release: the line written before is seen by a thread that reads
        // the test.
        self.current.store(test, Ordering::Release);
    }

    /// The test the main search is on (0 before the first).
    pub(super) fn current(&self) -> u32 {
        self.current.load(Ordering::Acquire)
    }

    /// Writes the line's `cards`, before the first test is published.
    pub(super) fn set_line(&self, cards: &[u8]) {
        for (slot, &card) in self.line.iter().zip(cards) {
            slot.store(card, Ordering::Relaxed);
        }
    }

    /// The line's card played at `depth` (see [`RootTests::set_line`]).
    #[cfg_attr(
        not(feature = "std"),
        allow(
            dead_code,
            reason = "only the helpers of a search on several threads read it"
        )
    )]
    pub(super) fn line_card(&self, depth: usize) -> u8 {
        self.line[depth].load(Ordering::Relaxed)
    }

    /// Claims `card` in `test`: whether no other thread had.
    pub(super) fn claim(&self, test: u32, card: u8) -> bool {
        self.claims[usize::from(card)].swap(test, Ordering::Relaxed) != test
    }

    /// The fail-soft value of `card` in `test`, if a thread has found it.
    pub(super) fn result(&self, test: u32, card: u8) -> Option<i32> {
        let found = self.results[usize::from(card)].load(Ordering::Relaxed);
        (found >> 32 == u64::from(test)).then_some(i32::from(found as u16))
    }

    /// Records the fail-soft value of `card` in `test`.
    pub(super) fn record(&self, test: u32, card: u8, value: i32) {
        let found = u64::from(test) << 32 | (value as u64 & 0xFFFF);
        self.results[usize::from(card)].store(found, Ordering::Relaxed);
    }

    /// The card that ended `test` and its value, if a thread has found one.
    pub(super) fn cutoff(&self, test: u32) -> Option<(i32, u8)> {
        let cut = self.cut.load(Ordering::Relaxed);
        (cut >> 32 == u64::from(test)).then_some((i32::from(cut as u16), (cut >> 16) as u8))
    }

    /// Records that `card`, of fail-soft value `value`, ends `test`.
    pub(super) fn set_cutoff(&self, test: u32, card: u8, value: i32) {
        let cut = u64::from(test) << 32 | u64::from(card) << 16 | (value as u64 & 0xFFFF);
        self.cut.store(cut, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::RootTests;

    #[test]
    fn a_card_is_claimed_once_per_test_and_its_result_read_only_in_it() {
        let tests = RootTests::default();
        assert!(tests.claim(104, 7));
        assert!(!tests.claim(104, 7));
        assert!(tests.claim(103, 7), "another test claims it again");
        assert_eq!(tests.result(104, 7), None);
        tests.record(104, 7, 103);
        assert_eq!(tests.result(104, 7), Some(103));
        assert_eq!(tests.result(105, 7), None);
        assert_eq!(tests.cutoff(104), None);
        tests.set_cutoff(104, 12, 257);
        assert_eq!(tests.cutoff(104), Some((257, 12)));
        assert_eq!(tests.cutoff(105), None);
        assert_eq!(tests.current(), 0);
        tests.publish(105);
        assert_eq!(tests.current(), 105);
    }

    #[test]
    fn a_test_name_gives_back_its_depth_and_bound() {
        for (depth, beta) in [
            (0, 1),
            (0, 257),
            (4, 79),
            (35, 511),
            (17, 100),
            (35, 65_535),
        ] {
            let name = super::test_name(depth, beta);
            assert_ne!(name, 0);
            assert_eq!(super::test_depth(name), depth);
            assert_eq!(super::test_beta(name), beta);
        }
        assert_ne!(super::test_name(4, 79), super::test_name(8, 79));
        assert_ne!(super::test_name(4, 79), super::test_name(4, 80));
        assert_ne!(super::test_name(0, 600), super::test_name(1, 88));
    }

    #[test]
    fn the_line_is_read_back_card_by_card() {
        let tests = RootTests::default();
        tests.set_line(&[7, 3, 35, 0]);
        let cards: [u8; 4] = core::array::from_fn(|depth| tests.line_card(depth));
        assert_eq!(cards, [7, 3, 35, 0]);
    }
}
