//! A position's value from the line of the move order's first cards.
//!
//! The bisection of [`Engine::exact`] tests the middle of the values
//! first, far from most values, and a position's first test close to its
//! value is its costliest; from a right first guess two tests prove the
//! value (docs/BENCHMARKS.md, "Fifteenth pass"). In a trump contract the
//! value's first guess therefore comes from the line of cards the move
//! order tries first: the line is played down to its first trick boundary
//! with [`LINE_FLOOR`] tricks left or fewer, that position is solved by
//! bisection, and then each trick boundary on the line, from the deepest
//! up to the position itself, is solved from the value of the next one
//! plus the points the line's cards between them give the declarers. Where
//! the line is the play of both teams' best cards, every guess is right;
//! where it is not, the table keeps what the deeper positions' tests
//! found, which the tests above them use. Without trump the line costs
//! more than it saves (their searches are an order of magnitude smaller),
//! so their values are bisected as before (docs/BENCHMARKS.md,
//! "Twenty-fifth pass").

use super::{Engine, NO_CARD, State, Table};

/// The line ends at its first trick boundary with this many tricks left
/// or fewer, which is solved by bisection.
const LINE_FLOOR: u8 = 3;

/// The positions of a line (at most the root and a trick boundary for
/// each of nine tricks).
const LINE_POSITIONS: usize = 10;

/// A position of the line that is solved.
#[derive(Clone, Copy)]
struct Node {
    state: State,
    /// The cards played from the root to it.
    depth: usize,
    /// The points the declarers gain from the root to it.
    gained: i32,
}

/// The line of the move order's first cards from a root (see the module's
/// documentation).
struct Line {
    /// The cards of the line, in the order they are played.
    cards: [u8; 36],
    /// How many cards the line has.
    len: usize,
    /// The root, then each trick boundary on the line.
    nodes: [Option<Node>; LINE_POSITIONS],
}

impl Engine<'_> {
    /// The exact value of `st` (the declarers' points from it on): in a
    /// trump contract with more than [`LINE_FLOOR`] tricks left, from the
    /// values of the trick boundaries on the line of the move order's first
    /// cards (see the module's documentation), else by bisection. Each test
    /// is shared with the helpers of a value searched on several threads
    /// (see [`Engine::node_test`]), so the line is written to their
    /// [`RootTests`](crate::solver::root_tests::RootTests) first.
    pub(in crate::solver) fn value(&mut self, table: &Table, st: &State) -> i32 {
        let line = self.line(st);
        if let Some(tests) = &self.root_tests {
            tests.set_line(&line.cards[..line.len]);
        }
        let mut guess = None;
        let mut below: Option<Node> = None;
        for node in line.nodes.iter().rev().flatten() {
            if let Some(next) = below {
                guess = guess.map(|value: i32| value + next.gained - node.gained);
            }
            let state = node.state;
            let value = self.exact(&state, guess, |e, beta| {
                e.node_test(table, &state, node.depth, beta)
            });
            guess = Some(value);
            below = Some(*node);
        }
        guess.unwrap_or(0)
    }

    /// The line of the move order's first cards from `st` (see the
    /// module's documentation): only `st` without trump or with at most
    /// [`LINE_FLOOR`] tricks left.
    fn line(&mut self, st: &State) -> Line {
        let root = Node {
            state: *st,
            depth: 0,
            gained: 0,
        };
        let mut line = Line {
            cards: [0; 36],
            len: 0,
            nodes: [None; LINE_POSITIONS],
        };
        line.nodes[0] = Some(root);
        if self.trump.is_none() {
            return line;
        }
        let (mut state, mut gained, mut nodes) = (*st, 0, 1);
        while state.tricks > LINE_FLOOR {
            let card = self.first_card(&state);
            line.cards[line.len] = card;
            line.len += 1;
            let (next, points) = self.apply(&state, card);
            state = next;
            gained += points;
            if state.len == 0 {
                line.nodes[nodes] = Some(Node {
                    state,
                    depth: line.len,
                    gained,
                });
                nodes += 1;
            }
        }
        line
    }

    /// The card the move order tries first at `st`, with no card from the
    /// table.
    fn first_card(&self, st: &State) -> u8 {
        let mut moves = [0u8; 9];
        let count = self.ordered_moves(st, st.out, NO_CARD, &mut moves);
        self.order_rest(st, NO_CARD, &mut moves[..count], false);
        moves[0]
    }

    /// The position `depth` cards down the line from the root `st`, whose
    /// cards are `card(0)`, `card(1)` …
    #[cfg_attr(
        not(feature = "std"),
        allow(
            dead_code,
            reason = "only the helpers of a search on several threads go down the line"
        )
    )]
    pub(in crate::solver) fn down_the_line(
        &self,
        st: &State,
        depth: usize,
        card: impl Fn(usize) -> u8,
    ) -> State {
        (0..depth).fold(*st, |state, i| self.apply(&state, card(i)).0)
    }
}

#[cfg(test)]
mod tests {
    use super::super::Table;
    use super::{LINE_FLOOR, Node};
    use crate::solver::position::Position;
    use crate::solver::search::{Engine, State};
    use crate::{ByTeam, Contract, JassRng, Players, Rules, Suit, Team, Trick};

    /// The engine and state of a fresh deal of `seed` in `contract`, seat
    /// 0's team declaring and leading.
    fn fresh(seed: u64, contract: Contract) -> (Engine<'static>, State) {
        let position = Position::try_new(
            JassRng::seed_from_u64(seed).deal(),
            Trick::led_by(crate::seat::Seat::S0, Players::Four),
            contract,
            Team::T0,
            ByTeam([0, 0]),
            &Rules::schieber(),
        )
        .unwrap();
        let engine = Engine::new(&position, &mut None, None);
        (engine, State::new(&position))
    }

    #[test]
    fn a_trump_line_reaches_the_floor_by_trick_boundaries() {
        let (mut engine, st) = fresh(5, Contract::Trump(Suit::Hearts));
        let line = engine.line(&st);
        // Nine tricks down to three: six tricks of four cards.
        assert_eq!(line.len, 24);
        let nodes: [Node; 7] = core::array::from_fn(|i| line.nodes[i].unwrap());
        assert!(line.nodes[7].is_none());
        for (i, node) in nodes.iter().enumerate() {
            assert_eq!(node.depth, 4 * i);
            assert_eq!(node.state.tricks, 9 - i as u8);
            assert_eq!(node.state.len, 0);
            let again = engine.down_the_line(&st, node.depth, |d| line.cards[d]);
            assert_eq!(again.hands, node.state.hands);
            assert_eq!(again.leader, node.state.leader);
        }
        assert_eq!(nodes[6].state.tricks, LINE_FLOOR);
        // What the declarers gained and what is still out never exceed
        // the points out at the root, the last trick's bonus not reached.
        for node in nodes {
            assert!(node.gained + i32::from(node.state.points_out) <= i32::from(st.points_out));
        }
        assert_eq!(nodes[0].gained, 0);
    }

    #[test]
    fn without_trump_the_line_is_the_root_alone() {
        let (mut engine, st) = fresh(5, Contract::Undenufe);
        let line = engine.line(&st);
        assert_eq!(line.len, 0);
        assert!(line.nodes[0].is_some() && line.nodes[1].is_none());
    }

    #[test]
    fn the_value_from_the_line_is_the_bisections() {
        for seed in 0..6 {
            for contract in [Contract::Trump(Suit::Spades), Contract::Obenabe] {
                let (mut engine, st) = fresh(seed, contract);
                // From the start of trick 4: six tricks left.
                let mut st = st;
                for _ in 0..12 {
                    let card = engine.first_card(&st);
                    st = engine.apply(&st, card).0;
                }
                let table = |tricks: u8| {
                    let mut table = Table::new(1 << 22);
                    table.next_generation(usize::from(tricks));
                    table
                };
                let (lined, plain) = (table(st.tricks), table(st.tricks));
                let value = engine.value(&lined, &st);
                let (mut alone, _) = fresh(seed, contract);
                let bisected = alone.exact(&st, None, |e, beta| e.search(&plain, &st, beta));
                assert_eq!(value, bisected, "seed {seed}, {contract}");
            }
        }
    }
}
