//! The learned order of the cards played to a trick in the first tricks.
//!
//! In a trick begun with six tricks left or more (the tricks the full
//! search plays; the lighter search plays the last five), the full
//! search tries the table's card first and then the others by a linear score of each
//! card's features: what the card is (its points, a trump, how many cards
//! out beat it), what it does to the trick (beats the card winning so far,
//! keeps the trick for its team, the points it adds to a trick its team
//! takes), and where the static order of [`Engine::ordered_moves`] put it.
//! The weights were fitted to the search's own cutoffs: at positions
//! sampled from the value searches of 290 seeded full trump deals (none of
//! the bench's), every card was searched against the same bound, and a
//! conditional logit learned to put first the cards that cut off cheaply
//! (docs/BENCHMARKS.md, "Eighteenth pass"). The order changes which card
//! is tried first, never a value.

use super::{Engine, SUIT_OF, State, slot};

/// The features of a card, then three of its place in the static order.
const FEATURES: usize = 24;

/// The weight of each feature, in the order of [`Engine::card_features`].
const WEIGHTS: [f32; FEATURES + 3] = [
    -0.1861, // the card's points, in tens
    -1.1973, // a trump
    -0.4990, // no card out beats it in its suit
    -0.4044, // no opponent's card beats it in its suit
    0.1136,  // the cards out that beat it in its suit, in fours
    0.0008,  // the cards of its suit in the hand, in fours
    -0.1778, // the hand's lowest of its suit
    0.0124,  // the hand's highest of its suit
    0.9628,  // beats the card winning the trick so far
    -0.1883, // no opponent still to play can beat the trick's winner after it
    0.2921,  // follows suit
    -0.3400, // trumps a side suit
    0.0421,  // the partner, still to play, surely takes the trick
    1.0628,  // the team surely takes the trick
    0.2811,  // × its points, in tens
    -0.4673, // the team does not surely take it: × its points, in tens
    2.3413,  // the team surely takes it: × the trick's points so far, in twenties
    -0.3602, // beats the winner: × its points, in tens
    0.1337,  // trumps a side suit as the second card
    0.2068,  // a discard no card out beats in its suit
    -0.0622, // beats the winner: × its strength in the trick, in twenties
    0.1151,  // the hand's lowest of its suit, and the team does not surely take the trick
    -0.0718, // the hand's highest of its suit, and the team surely takes the trick
    0.0709,  // a trump that does not beat the winner
    0.0819,  // first in the static order
    -0.0834, // second in the static order
    -0.6164, // the place in the static order, as a share of the cards
];

impl Engine<'_> {
    /// Reorders `moves` (the distinct legal cards of a trick begun, in
    /// the static order, the table's card `tt_best` first if there is
    /// one) by the learned score, highest first; the table's card stays
    /// first.
    pub(super) fn learned_order(&self, st: &State, tt_best: u8, moves: &mut [u8]) {
        let start = usize::from(moves.first() == Some(&tt_best));
        let rest = &mut moves[start..];
        let n = rest.len();
        if n < 2 {
            return;
        }
        let trick = TrickView::new(self, st);
        let mut scored = [(0f32, 0u8); 9];
        for (place, (score, &card)) in scored.iter_mut().zip(rest.iter()).enumerate() {
            let features = self.card_features(st, &trick, card);
            let mut x: f32 = features.iter().zip(&WEIGHTS).map(|(f, w)| f * w).sum();
            x += WEIGHTS[FEATURES] * f32::from(u8::from(place == 0))
                + WEIGHTS[FEATURES + 1] * f32::from(u8::from(place == 1))
                + WEIGHTS[FEATURES + 2] * (small(place) / small(n));
            *score = (x, card);
        }
        // Highest first; equal scores keep the static order (a stable
        // insertion sort of at most nine cards).
        for i in 1..n {
            let mut j = i;
            while j > 0 && scored[j - 1].0 < scored[j].0 {
                scored.swap(j - 1, j);
                j -= 1;
            }
        }
        for (slot, &(_, card)) in rest.iter_mut().zip(&scored[..n]) {
            *slot = card;
        }
    }

    /// The features of `card` for the seat to play to the trick of `st`,
    /// in the order of [`WEIGHTS`].
    fn card_features(&self, st: &State, trick: &TrickView, card: u8) -> [f32; FEATURES] {
        let hand = trick.hand;
        let suit = SUIT_OF[slot(card)] as usize;
        let suit_cards = hand & 0x1FF << (9 * suit);
        let stronger = self.stronger[slot(card)];
        let points = f32::from(self.points[slot(card)]) / 10.0;
        let trump = Some(suit) == self.trump;
        let beaten_by = (trick.others & stronger).count_ones();
        let boss = beaten_by == 0;
        let lowest = suit_cards & stronger == suit_cards & !(1 << card);
        let highest = hand & stronger == 0;
        let strength = &self.strength[trick.led];
        let beats = strength[slot(card)] > strength[slot(st.win)];
        let winner = if beats { card } else { st.win };
        let holds = trick.later_opponents & self.beaters[trick.led][slot(winner)] == 0;
        let follows = suit == trick.led;
        let ruffs = !follows && trump;
        let partner_takes = !trick.partner_wins && trick.later_partner != 0 && {
            // The strongest card an opponent still to play could put on
            // the trick, and whether the partner holds a card above it.
            let mut top = winner;
            let mut over = trick.later_opponents & self.beaters[trick.led][slot(winner)];
            while over != 0 {
                let card = over.trailing_zeros() as u8;
                over &= over - 1;
                if strength[slot(card)] > strength[slot(top)] {
                    top = card;
                }
            }
            trick.later_partner & self.beaters[trick.led][slot(top)] != 0
        };
        let takes = holds && (beats || trick.partner_wins) || partner_takes;
        let flag = |b: bool| f32::from(u8::from(b));
        [
            points,
            flag(trump),
            flag(boss),
            flag(trick.opponents & stronger == 0),
            small(beaten_by) / 4.0,
            small(suit_cards.count_ones()) / 4.0,
            flag(lowest),
            flag(highest),
            flag(beats),
            flag(holds),
            flag(follows),
            flag(ruffs),
            flag(partner_takes),
            flag(takes),
            flag(takes) * points,
            flag(!takes) * points,
            flag(takes) * trick.points / 20.0,
            flag(beats) * points,
            flag(ruffs && st.len == 1),
            flag(boss && !follows && !trump),
            flag(beats) * f32::from(strength[slot(card)]) / 20.0,
            flag(lowest && !takes),
            flag(highest && takes),
            flag(trump && !beats),
        ]
    }
}

/// A count of cards (at most 36) as a float.
fn small(n: impl TryInto<u8>) -> f32 {
    f32::from(n.try_into().unwrap_or(u8::MAX))
}

/// What the features of every card played to one trick share.
struct TrickView {
    /// The cards of the seat to play.
    hand: u64,
    /// The suit led.
    led: usize,
    /// The cards out in the other hands.
    others: u64,
    /// The opponents' cards.
    opponents: u64,
    /// The cards of the opponents still to play to the trick.
    later_opponents: u64,
    /// The partner's cards, if it is still to play to the trick.
    later_partner: u64,
    /// Whether the partner's card wins the trick so far.
    partner_wins: bool,
    /// The points of the cards in the trick.
    points: f32,
}

impl TrickView {
    fn new(engine: &Engine<'_>, st: &State) -> TrickView {
        let seat = st.to_move();
        let declarer = engine.declarer[seat];
        let (mut later_opponents, mut later_partner) = (0, 0);
        for k in 1..4 - usize::from(st.len) {
            let later = (seat + k) & 3;
            if engine.declarer[later] == declarer {
                later_partner |= st.hands[later];
            } else {
                later_opponents |= st.hands[later];
            }
        }
        let points = st.trick[..usize::from(st.len)]
            .iter()
            .map(|&c| f32::from(engine.points[slot(c)]))
            .sum();
        TrickView {
            hand: st.hands[seat],
            led: st.led as usize & 3,
            others: st.out & !st.hands[seat],
            opponents: st.hands[(seat + 1) & 3] | st.hands[(seat + 3) & 3],
            later_opponents,
            later_partner,
            partner_wins: engine.declarer[st.win_seat as usize] == declarer,
            points,
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::super::{Engine, State};
    use crate::Suit;
    use crate::card::Card;
    use crate::contract::Contract;
    use crate::random::JassRng;
    use crate::rules::Rules;
    use crate::seat::{ByTeam, Players, Seat, Team};
    use crate::solver::Position;
    use crate::trick::Trick;

    /// The seeded hearts deal of `seed` (seat 0's team declaring, seat 0
    /// leading) after `cards` cards played at random.
    fn after(seed: u64, cards: usize) -> Position {
        let mut rng = JassRng::seed_from_u64(seed);
        let mut position = Position::try_new(
            rng.deal(),
            Trick::led_by(Seat::S0, Players::Four),
            Contract::Trump(Suit::Hearts),
            Team::T0,
            ByTeam([0, 0]),
            &Rules::schieber(),
        )
        .unwrap();
        for _ in 0..cards {
            position = position
                .after(rng.pick(position.legal_cards()).unwrap())
                .unwrap();
        }
        position
    }

    /// The static order of the seat to play and the learned order of the
    /// same cards, with the static order's first card as the table's.
    fn orders(position: &Position, table_card: bool) -> (Vec<u8>, Vec<u8>) {
        let engine = Engine::new(position, &mut None, None);
        let st = State::new(position);
        let mut moves = [0u8; 9];
        let count = engine.ordered_moves(&st, st.out, super::super::NO_CARD, &mut moves);
        let fixed = moves[..count].to_vec();
        let tt_best = if table_card {
            fixed[0]
        } else {
            super::super::NO_CARD
        };
        let mut learned = fixed.clone();
        engine.learned_order(&st, tt_best, &mut learned);
        (fixed, learned)
    }

    #[test]
    fn the_learned_order_reorders_the_same_cards_and_keeps_the_table_card_first() {
        let mut changed = 0;
        let mut tried = 0;
        for seed in 0..300 {
            let position = after(seed, 1 + seed as usize % 11);
            if position.trick().is_empty() || position.tricks_left() < 6 {
                continue;
            }
            for table_card in [false, true] {
                let (fixed, learned) = orders(&position, table_card);
                if table_card {
                    assert_eq!(learned[0], fixed[0], "seed {seed}");
                }
                let (mut a, mut b) = (fixed.clone(), learned.clone());
                a.sort_unstable();
                b.sort_unstable();
                assert_eq!(a, b, "seed {seed}: the same cards");
                tried += 1;
                changed += usize::from(learned != fixed);
            }
        }
        // The learned order is not the static one.
        assert!(tried > 200 && changed * 5 > tried, "{changed} of {tried}");
    }

    /// The features of each of `cards` for the second seat in hearts
    /// (seat 0's team declaring), after seat 0 led `led` from `hands`.
    fn features_after(led: &str, hands: [&str; 4], cards: &[&str]) -> Vec<[f32; super::FEATURES]> {
        let hands = hands.map(|h| h.parse::<crate::CardSet>().unwrap());
        let mut trick = Trick::led_by(Seat::S0, Players::Four);
        trick.push(led.parse().unwrap()).unwrap();
        let position = Position::try_new(
            crate::BySeat::four(hands),
            trick,
            Contract::Trump(Suit::Hearts),
            Team::T0,
            ByTeam([3, 3]),
            &Rules::schieber(),
        )
        .unwrap();
        let engine = Engine::new(&position, &mut None, None);
        let st = State::new(&position);
        let view = super::TrickView::new(&engine, &st);
        let card = |name: &str| name.parse::<Card>().unwrap().index();
        cards
            .iter()
            .map(|&name| engine.card_features(&st, &view, card(name)))
            .collect()
    }

    /// `contract`'s strength of `card` when clubs or diamonds are led, in
    /// twenties.
    fn strength(card: &str, led: Suit) -> f32 {
        f32::from(Contract::Trump(Suit::Hearts).strength(card.parse().unwrap(), led)) / 20.0
    }

    /// The card led, the four hands after it, the cards of the second
    /// seat and their features (see [`features_after`]).
    type FeatureCase<'a> = (
        &'a str,
        [&'a str; 4],
        &'a [&'a str],
        &'a [[f32; super::FEATURES]],
    );

    #[test]
    fn a_cards_features_are_what_it_is_and_does_to_the_trick() {
        #[rustfmt::skip]
        let cases: [FeatureCase<'_>; 3] = [
            // ♣K led by a declarer: the second seat follows above it with
            // the ace, under it with the six, or trumps with ♥6; the
            // declarer still to play has neither clubs nor trumps, and the
            // partner still to play holds the Puur.
            ("CK", ["D6 D7", "CA C6 H6", "S6 S7 S8", "HJ S9 S10"], &["CA", "C6", "H6"], &[
                [1.1, 0., 1., 1., 0., 0.5, 0., 1., 1., 1., 1., 0., 1., 1., 1.1, 0., 0.2, 1.1, 0., 0., strength("CA", Suit::Clubs), 0., 1., 0.],
                // The king in the trick is still out: it beats the six.
                [0., 0., 0., 1., 0.25, 0.5, 1., 0., 0., 1., 1., 0., 1., 1., 0., 0., 0.2, 0., 0., 0., 0., 0., 0., 0.],
                [0., 1., 0., 1., 0.25, 0.25, 1., 1., 1., 1., 0., 1., 1., 1., 0., 0., 0.2, 0., 1., 0., strength("H6", Suit::Clubs), 0., 1., 0.],
            ]),
            // ♦A led: the second seat, void in diamonds, trumps with ♥6 or
            // discards a spade; the declarer still to play overtrumps with
            // ♥9, and the partner has no trump.
            ("DA", ["C6 C7", "H6 SA S6", "D6 H9 S7", "D7 S8 S9"], &["H6", "SA", "S6"], &[
                [0., 1., 0., 0., 0.25, 0.25, 1., 1., 1., 0., 0., 1., 0., 0., 0., 0., 0., 0., 1., 0., strength("H6", Suit::Diamonds), 1., 0., 0.],
                [1.1, 0., 1., 1., 0., 0.5, 0., 1., 0., 0., 0., 0., 0., 0., 0., 1.1, 0., 0., 0., 1., 0., 0., 0., 0.],
                [0., 0., 0., 0., 0.75, 0.5, 1., 0., 0., 0., 0., 0., 0., 0., 0., 0., 0., 0., 0., 0., 0., 1., 0., 0.],
            ]),
            // ♣K led again, the second seat under it with ♣6: the partner's
            // ♥6 beats the king but not the ♥9 the declarer still to play
            // may put on the trick (nor its ♣A), so the partner does not
            // surely take it.
            ("CK", ["D8 D9", "C6 D6 D7", "CA H9 S6", "H6 S7 S8"], &["C6"], &[
                [0., 0., 0., 0., 0.5, 0.25, 1., 1., 0., 0., 1., 0., 0., 0., 0., 0., 0., 0., 0., 0., 0., 1., 0., 0.],
            ]),
        ];
        for (led, hands, cards, expected) in cases {
            assert_eq!(features_after(led, hands, cards), expected, "{led} led");
        }
    }

    /// The weights and features decide only how fast a search is, never
    /// a value: these orders pin them, so that a change to either is seen
    /// (and measured again, docs/BENCHMARKS.md).
    #[test]
    fn the_learned_orders_of_seeded_tricks_are_pinned() {
        use alloc::string::ToString;

        let cases: [(u64, &[&str]); 8] = [
            (0, &["HA", "HJ"]),
            (5, &["C7", "CQ", "C10", "H6", "HQ"]),
            (8, &["H9", "DK", "H6", "HQ", "D10"]),
            (17, &["S6", "C8", "C6", "S9", "D9", "SJ", "DQ", "D10"]),
            (20, &["H7", "H10", "DQ", "HJ"]),
            (21, &["S8", "C9", "SA", "SQ", "HQ", "H8", "HJ"]),
            (27, &["D7", "SQ", "C7", "SJ", "C10", "D10", "DK"]),
            (33, &["S10", "H6", "HQ", "H9", "HA"]),
        ];
        for (seed, expected) in cases {
            let position = after(seed, 1 + seed as usize % 11);
            let (_, learned) = orders(&position, false);
            let names: Vec<_> = learned
                .iter()
                .map(|&c| Card::from_index(c).to_string())
                .collect();
            assert_eq!(names, expected, "seed {seed}");
        }
    }

    #[test]
    fn a_second_seat_follows_under_an_ace_before_trumping_it() {
        // Seed 9 after the declarers lead ♣A: the second seat holds ♣9 ♣J
        // ♣K and the trumps ♥J ♥A. The static order trumps first with the
        // Buur (a card that beats the ace); the learned order first plays
        // ♣9 under it.
        let position = after(9, 1);
        let card = |name: &str| name.parse::<Card>().unwrap().index();
        assert_eq!(position.trick().cards(), ["CA".parse::<Card>().unwrap()]);
        let (fixed, learned) = orders(&position, false);
        assert_eq!((fixed[0], learned[0]), (card("HJ"), card("C9")));
    }
}
