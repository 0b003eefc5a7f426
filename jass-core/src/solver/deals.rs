//! The deals of the hidden cards that a seat's observation allows, counted
//! and drawn uniformly.

use crate::card::{Card, Rank};
use crate::card_set::CardSet;
use crate::game::{GameKind, Observation};
use crate::random::JassRng;
use crate::seat::{BySeat, Players, Seat};

use super::{PositionError, SEATS};

/// Why no deal can be drawn for an observation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SampleError {
    /// Deals are drawn for four hands of nine cards from one pack, as in
    /// Schieber, Coiffeur, and Differenzler and Hindersi at four; not for
    /// Jass für zwei, Schmaus, Mittlere, tables of three, five or six or
    /// the double pack.
    #[error("deals are drawn for four hands of nine cards from one pack only")]
    NotFourPlayers,
    /// No deal of the hidden cards agrees with the observation (its hand
    /// sizes, known cards and the suits shown void contradict each other).
    #[error("no deal agrees with the observation")]
    NoDeal,
}

/// Groups of hidden cards that the same hidden seats may hold: at most one
/// per non-empty subset of the three.
const GROUPS: usize = 7;
/// The most cards a hand holds.
const HAND: usize = 9;
/// Not counted yet, in [`DealSampler`]'s table of counts.
const UNKNOWN: u64 = u64::MAX;

/// `BINOMIAL[n][k]`: the ways to choose `k` of `n` cards (up to the 27
/// hidden cards of three hands).
static BINOMIAL: [[u64; 28]; 28] = {
    let mut table = [[0u64; 28]; 28];
    let mut n = 0;
    while n < 28 {
        table[n][0] = 1;
        let mut k = 1;
        while k <= n {
            table[n][k] = table[n - 1][k - 1] + table[n - 1][k];
            k += 1;
        }
        n += 1;
    }
    table
};

/// Every deal of the hidden cards that agrees with what one seat has
/// observed, drawn with equal probability.
///
/// A deal agrees with the observation when each seat holds as many cards
/// as it has left, the observer its own hand, each other seat the cards
/// it is known to hold (the cards of a weis it scored, the stöck it
/// announced, as far as they are not played yet) and no card of a suit it
/// has shown to be void in: a seat that neither followed the suit led nor
/// trumped holds none of that suit (under ⚙ `puur_exempt` it may still
/// hold the Puur when trump was led). The rest of what the play reveals
/// (which cards a player chose, what a must-trump rule implies) is not
/// used: every deal in which the cards seen so far were legal is drawn.
///
/// The sampler counts the deals exactly (by the number of each group of
/// cards, alike in which seats may hold them, that each seat gets) and
/// draws one of them uniformly, with no rejection and no bias; the
/// [`PimcBot`](super::PimcBot) samples its deals with it.
///
/// # Examples
///
/// ```
/// use jass_core::solver::DealSampler;
/// use jass_core::{Action, Contract, Game, JassRng, Rules, SchieberGame};
///
/// let mut game = SchieberGame::new(Rules::schieber(), 5)?;
/// game.apply(Action::Declare(Contract::Obenabe))?;
/// let seat = game.to_act().unwrap();
/// let sampler = DealSampler::new(&game.observation(seat)?)?;
/// // The 27 cards of the other three hands, nine each: 27! / (9!)^3 deals.
/// assert_eq!(sampler.count(), 227_873_431_500);
/// let deal = sampler.sample(&mut JassRng::seed_from_u64(1));
/// assert_eq!(deal[seat], game.observation(seat)?.hand);
/// assert!(deal.0[..4].iter().all(|hand| hand.len() == 9));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct DealSampler {
    /// The cards each seat surely holds: the observer's hand, the known
    /// cards of the others.
    known: BySeat<CardSet>,
    /// The seats whose hidden cards are drawn, in seat order.
    hidden: [Seat; 3],
    /// The hidden cards each of them gets.
    room: [usize; 3],
    /// The hidden cards, in groups that the same hidden seats may hold
    /// (bit `j` of the mask: `hidden[j]`).
    groups: [(CardSet, u8); GROUPS],
    len: usize,
    /// `counts[g][a][b]`: the deals of the groups from `g` on when
    /// `hidden[0]` gets `a` and `hidden[1]` `b` of their cards (`hidden[2]`
    /// the rest, which `a` and `b` determine), for every state a deal of
    /// all groups passes through.
    counts: [[[u64; HAND + 1]; HAND + 1]; GROUPS + 1],
}

/// Whose view of a hand a deal is checked against (see
/// [`DealConstraints::of`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum View {
    /// The observer's: it holds its own hand.
    Observer,
    /// The table's: what every seat has seen (the cards played, the melds
    /// shown, the stöck announced), the observer's hand unknown.
    Table,
}

/// What an observation says of the deal of the cards still held: the
/// constraints [`DealSampler`] draws its deals under, and that
/// [`Position::from_observation`](super::Position::from_observation)
/// checks a deal against.
#[derive(Clone, Copy, Debug)]
pub(super) struct DealConstraints {
    /// The observing seat.
    pub(super) seat: Seat,
    /// The cards each seat surely holds: with [`View::Observer`] the
    /// observer's hand, and the cards of the others' melds and stöck not
    /// played yet.
    pub(super) known: BySeat<CardSet>,
    /// The cards each seat holds.
    pub(super) sizes: BySeat<usize>,
    /// The cards each seat may hold: not those of a suit it has shown void
    /// in.
    pub(super) allowed: BySeat<CardSet>,
    /// The cards not played yet.
    pub(super) out: CardSet,
}

impl DealConstraints {
    /// The constraints of `observation`, a seat's view of a hand (of its
    /// rules only whether suit must be followed and ⚙ `puur_exempt`
    /// matter), from the observer's or the table's `view`; `None` for a
    /// game other than four hands of nine from one pack, or rules of
    /// another table.
    pub(super) fn of(observation: &Observation, view: View) -> Option<DealConstraints> {
        let rules = &observation.rules;
        if observation.players != Players::Four
            || matches!(observation.game, GameKind::Zweier | GameKind::Schmaus)
            || !observation.hand_twice.is_empty()
            || !rules.four_with_one_pack()
        {
            return None;
        }
        let seat = observation.seat;
        let mut played = observation.played;
        let tricks = observation
            .tricks
            .iter()
            .chain(core::iter::once(&observation.trick));
        for trick in tricks.clone() {
            for &card in trick.cards() {
                played = played.with(card);
            }
        }
        let mut known = BySeat::four([CardSet::EMPTY; 4]);
        for s in SEATS {
            known[s] = observation.known[s] - played;
        }
        // The observer's own entry is its whole hand: the table knows of it
        // only what it has shown.
        known[seat] = observation
            .scored_weis
            .iter()
            .filter(|(holder, _)| *holder == seat)
            .fold(CardSet::EMPTY, |cards, (_, meld)| cards | meld.cards())
            - played;
        let trump = observation
            .contract
            .and_then(crate::contract::Contract::trump);
        if let (Some(holder), Some(trump)) = (observation.stoeck, trump) {
            let stoeck = CardSet::single(Card::new(trump, Rank::King))
                | CardSet::single(Card::new(trump, Rank::Queen));
            known[holder] |= stoeck - played;
        }
        if view == View::Observer {
            known[seat] = observation.hand;
        }
        let mut allowed = BySeat::four([CardSet::ALL; 4]);
        let tricks = tricks.filter(|_| rules.play().follow_suit);
        for trick in tricks {
            let Some(&led) = trick.cards().first() else {
                continue;
            };
            let suit = led.suit();
            for (i, &card) in trick.cards().iter().enumerate().skip(1) {
                if card.suit() == suit || trump == Some(card.suit()) {
                    continue;
                }
                // Neither followed nor trumped: void in the suit led (the
                // Puur may be kept back when trump is led).
                let mut void = CardSet::of_suit(suit);
                if trump == Some(suit) && rules.puur_exempt {
                    void = void.without(Card::new(suit, Rank::Jack));
                }
                allowed[trick.seat_of(i)] -= void;
            }
        }
        // Each seat holds the observer's number of cards, one fewer if it
        // has played to the trick and the observer has not.
        let has_played =
            |s: Seat| (0..observation.trick.len()).any(|i| observation.trick.seat_of(i) == s);
        let base = observation.hand.len() + usize::from(has_played(seat));
        let sizes = BySeat::from_fn(|s| base.saturating_sub(usize::from(has_played(s))));
        Some(DealConstraints {
            seat,
            known,
            sizes,
            allowed,
            out: CardSet::ALL - played,
        })
    }

    /// Checks that `hands` agree with what the observation shows of the
    /// cards each seat holds: the observer its own hand (from its own
    /// view), every seat the cards it is known to hold and no card of a
    /// suit it has shown void in. (The hand sizes, and the cards played or
    /// held twice, are the position's checks.)
    pub(super) fn check(&self, hands: &BySeat<CardSet>, view: View) -> Result<(), PositionError> {
        if view == View::Observer && hands[self.seat] != self.known[self.seat] {
            return Err(PositionError::NotObservedHand { seat: self.seat });
        }
        for seat in SEATS {
            if let Some(card) = (self.known[seat] - hands[seat]).iter().next() {
                return Err(PositionError::KnownCardMissing { seat, card });
            }
        }
        for seat in SEATS {
            if let Some(card) = (hands[seat] - self.allowed[seat]).iter().next() {
                return Err(PositionError::ShownVoid { seat, card });
            }
        }
        Ok(())
    }
}

impl DealSampler {
    /// The deals that agree with `observation`, a seat's view of a hand
    /// (of the rules it carries only whether suit must be followed and ⚙
    /// `puur_exempt` matter here).
    ///
    /// # Errors
    ///
    /// [`SampleError::NotFourPlayers`] for a table of three, five or six,
    /// the double pack, Jass für zwei and Schmaus, whether the observation
    /// or its rules are of it; [`SampleError::NoDeal`]
    /// when no deal agrees with the observation (one that no game
    /// produces).
    pub fn new(observation: &Observation) -> Result<DealSampler, SampleError> {
        let seen =
            DealConstraints::of(observation, View::Observer).ok_or(SampleError::NotFourPlayers)?;
        if !(seen.known[seen.seat] - seen.out).is_empty() {
            return Err(SampleError::NoDeal);
        }
        let trick = &observation.trick;
        let has_played = (0..trick.len()).any(|i| trick.seat_of(i) == seen.seat);
        if observation.hand.is_empty() && !has_played && !trick.cards().is_empty() {
            // A seat that played to the trick with no card to play.
            return Err(SampleError::NoDeal);
        }
        DealSampler::from_parts(seen.seat, seen.known, seen.sizes, seen.allowed, seen.out)
    }

    /// The deals in which the observer `seat` and the others hold their
    /// `known` cards, each seat `sizes` cards in all and only cards it is
    /// `allowed`, dealing the cards `out` (played ones excluded).
    pub(super) fn from_parts(
        seat: Seat,
        known: BySeat<CardSet>,
        sizes: BySeat<usize>,
        allowed: BySeat<CardSet>,
        out: CardSet,
    ) -> Result<DealSampler, SampleError> {
        if seat.index() >= SEATS.len() {
            // An observer who is not at a table of four.
            return Err(SampleError::NoDeal);
        }
        let mut hidden = [Seat::S0; 3];
        let mut room = [0usize; 3];
        let mut unknown = out;
        let mut j = 0;
        for s in SEATS {
            if !(known[s] - out).is_empty()
                || (unknown & known[s]) != known[s]
                || known[s].len() > sizes[s]
                || !(known[s] - allowed[s]).is_empty()
            {
                // A known card played, held twice or shown void; or too
                // many known cards.
                return Err(SampleError::NoDeal);
            }
            unknown -= known[s];
            if s != seat {
                hidden[j] = s;
                room[j] = sizes[s] - known[s].len();
                j += 1;
            }
        }
        if known[seat].len() != sizes[seat]
            || room.iter().sum::<usize>() != unknown.len()
            || room.iter().any(|&r| r > HAND)
        {
            return Err(SampleError::NoDeal);
        }
        let mut groups = [(CardSet::EMPTY, 0u8); GROUPS];
        for card in unknown {
            let mask = (0..3).fold(0u8, |mask, j| {
                mask | u8::from(allowed[hidden[j]].contains(card)) << j
            });
            if mask == 0 {
                return Err(SampleError::NoDeal);
            }
            groups[usize::from(mask) - 1].0 |= CardSet::single(card);
            groups[usize::from(mask) - 1].1 = mask;
        }
        // The non-empty groups first, in mask order.
        let mut len = 0;
        for g in 0..GROUPS {
            if !groups[g].0.is_empty() {
                groups.swap(len, g);
                len += 1;
            }
        }
        let mut sampler = DealSampler {
            known,
            hidden,
            room,
            groups,
            len,
            counts: [[[UNKNOWN; HAND + 1]; HAND + 1]; GROUPS + 1],
        };
        if sampler.fill(0, room) == 0 {
            return Err(SampleError::NoDeal);
        }
        Ok(sampler)
    }

    /// The number of deals that agree with the observation (at most
    /// 27! / (9!)³ = 227,873,431,500, the deals of three unknown hands).
    #[must_use]
    pub fn count(&self) -> u64 {
        self.counts[0][self.room[0]][self.room[1]]
    }

    /// One of the deals, each with the same probability: the four hands.
    #[must_use]
    pub fn sample(&self, rng: &mut JassRng) -> BySeat<CardSet> {
        let mut hands = self.known;
        let mut room = self.room;
        for (group, &(cards, _)) in self.groups[..self.len].iter().enumerate() {
            let mut draw = rng.below_u64(self.counts[group][room[0]][room[1]]);
            let mut split = [0; 3];
            self.splits(group, room, |parts, ways| {
                if draw < ways {
                    split = parts;
                    return true;
                }
                draw -= ways;
                false
            });
            let mut rest = cards;
            for (seat, count) in [(self.hidden[0], split[0]), (self.hidden[1], split[1])] {
                for _ in 0..count {
                    let Some(card) = rng.pick(rest) else { break };
                    rest = rest.without(card);
                    hands[seat] |= CardSet::single(card);
                }
            }
            hands[self.hidden[2]] |= rest;
            room = core::array::from_fn(|j| room[j] - split[j]);
        }
        hands
    }

    /// Deals drawn one after another from a generator seeded with `seed`
    /// (as [`DealSampler::sample`] draws them): the same seed always gives
    /// the same deals, and the first `n` of them whatever number is taken.
    /// The C and Python functions that draw deals for a seed take theirs
    /// from here.
    ///
    /// ```
    /// use jass_core::solver::DealSampler;
    /// use jass_core::{Game, JassRng, Rules, SchieberGame, Seat};
    ///
    /// let game = SchieberGame::new(Rules::schieber(), 5)?;
    /// let sampler = DealSampler::new(&game.observation(Seat::S1)?)?;
    /// let three: Vec<_> = sampler.samples(9).take(3).collect();
    /// assert_eq!(three[..2], sampler.samples(9).take(2).collect::<Vec<_>>()[..]);
    /// assert_eq!(three[0], sampler.sample(&mut JassRng::seed_from_u64(9)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn samples(&self, seed: u64) -> impl Iterator<Item = BySeat<CardSet>> + '_ {
        let mut rng = JassRng::seed_from_u64(seed);
        core::iter::repeat_with(move || self.sample(&mut rng))
    }

    /// Calls `each(split, ways)` for each split of group `group` among the
    /// hidden seats that fits their `room` and the seats that may hold its
    /// cards (see [`DealSampler::fitting`]), with the number of deals of
    /// all groups from `group` on that begin with it, until `each` returns
    /// `true`. Reads the counts of the next group.
    fn splits(
        &self,
        group: usize,
        room: [usize; 3],
        mut each: impl FnMut([usize; 3], u64) -> bool,
    ) {
        let size = self.groups[group].0.len();
        for split in Self::fitting(self.groups[group], room) {
            let rest = self.counts[group + 1][room[0] - split[0]][room[1] - split[1]];
            if rest == 0 {
                continue;
            }
            let ways = choose(size, split[0]) * choose(size - split[0], split[1]) * rest;
            if each(split, ways) {
                return;
            }
        }
    }

    /// The splits of a group of cards (with the `mask` of the hidden seats
    /// that may hold them) among the hidden seats, how many of its cards
    /// each gets, that only give cards to seats that may hold them and fit
    /// each seat's `room`.
    fn fitting((cards, mask): (CardSet, u8), room: [usize; 3]) -> impl Iterator<Item = [usize; 3]> {
        let size = cards.len();
        let most = move |seat: usize| {
            if mask >> seat & 1 == 1 {
                room[seat].min(size)
            } else {
                0
            }
        };
        (0..=most(0)).flat_map(move |first| {
            (0..=most(1).min(size - first))
                .map(move |second| [first, second, size - first - second])
                .filter(move |split| split[2] <= most(2))
        })
    }

    /// Counts the deals of the groups from `group` on when the hidden seats
    /// have `room` left (see [`DealSampler::counts`]), filling in the counts
    /// of every state they pass through.
    fn fill(&mut self, group: usize, room: [usize; 3]) -> u64 {
        let known = self.counts[group][room[0]][room[1]];
        if known != UNKNOWN {
            return known;
        }
        let count = if group == self.len {
            u64::from(room == [0; 3])
        } else {
            for split in Self::fitting(self.groups[group], room) {
                self.fill(group + 1, core::array::from_fn(|j| room[j] - split[j]));
            }
            let mut total = 0;
            self.splits(group, room, |_, ways| {
                total += ways;
                false
            });
            total
        };
        self.counts[group][room[0]][room[1]] = count;
        count
    }
}

/// The ways to choose `k` of `n` cards.
fn choose(n: usize, k: usize) -> u64 {
    BINOMIAL[n][k]
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::*;
    use crate::card::Suit;
    use crate::contract::Contract;
    use crate::game::{Action, Game, SchieberGame};
    use crate::rules::Rules;

    /// Every deal of `unknown` to the three seats other than `seat` with
    /// `sizes` cards in all (the `known` cards included) and only cards
    /// they are `allowed`, by brute force over each card's holder.
    fn every_deal(
        seat: Seat,
        known: BySeat<CardSet>,
        sizes: BySeat<usize>,
        allowed: BySeat<CardSet>,
        unknown: CardSet,
    ) -> Vec<BySeat<CardSet>> {
        let others: Vec<Seat> = SEATS.into_iter().filter(|&s| s != seat).collect();
        let cards: Vec<Card> = unknown.iter().collect();
        let mut deals = Vec::new();
        for code in 0..3usize.pow(cards.len() as u32) {
            let mut hands = known;
            let mut rest = code;
            for &card in &cards {
                hands[others[rest % 3]] |= CardSet::single(card);
                rest /= 3;
            }
            if SEATS
                .iter()
                .all(|&s| hands[s].len() == sizes[s] && (hands[s] - allowed[s]).is_empty())
            {
                deals.push(hands);
            }
        }
        deals
    }

    /// Draws `rounds` times the number of deals from `sampler` and checks
    /// that each of `deals` comes out as often as the others, within five
    /// standard deviations, and nothing else does.
    fn drawn_uniformly(sampler: &DealSampler, deals: &[BySeat<CardSet>], rounds: usize) {
        assert_eq!(sampler.count(), deals.len() as u64);
        let mut seen = alloc::vec![0usize; deals.len()];
        let mut rng = JassRng::seed_from_u64(8);
        for _ in 0..rounds * deals.len() {
            let deal = sampler.sample(&mut rng);
            let at = deals.iter().position(|d| *d == deal);
            seen[at.expect("a deal that agrees with the constraints")] += 1;
        }
        let count = |n: usize| f64::from(u32::try_from(n).unwrap());
        let p = 1.0 / count(deals.len());
        let sd = (count(rounds * deals.len()) * p * (1.0 - p)).sqrt();
        for (i, &times) in seen.iter().enumerate() {
            let off = (count(times) - count(rounds)).abs();
            assert!(
                off < 5.0 * sd,
                "deal {i} drawn {times} times, expected {rounds}"
            );
        }
    }

    fn set(cards: &str) -> CardSet {
        cards
            .split_whitespace()
            .map(|c| c.parse::<Card>().unwrap())
            .collect()
    }

    #[test]
    fn deals_with_void_suits_are_counted_and_drawn_uniformly() {
        // Seat 1 has shown no hearts, seat 3 no spades; seat 2 holds the
        // club ace for sure. Drawing card by card, each to a seat with
        // room, would favour some of these deals over others.
        let known = BySeat::four([set("D6 D7"), CardSet::EMPTY, set("CA"), CardSet::EMPTY]);
        let sizes = BySeat::four([2, 3, 3, 2]);
        let mut allowed = BySeat::four([CardSet::ALL; 4]);
        allowed[Seat::S1] -= CardSet::of_suit(Suit::Hearts);
        allowed[Seat::S3] -= CardSet::of_suit(Suit::Spades);
        let unknown = set("H6 H7 HA S6 SA C6 C7");
        let out = unknown | set("D6 D7 CA");
        let sampler = DealSampler::from_parts(Seat::S0, known, sizes, allowed, out).unwrap();
        let deals = every_deal(Seat::S0, known, sizes, allowed, unknown);
        assert!(
            deals.len() > 10 && deals.len() < 210,
            "{} deals",
            deals.len()
        );
        drawn_uniformly(&sampler, &deals, 2000);
    }

    #[test]
    fn the_deals_of_a_hand_in_play_are_those_its_tricks_allow() {
        // Six tricks of random play in Obenabe (no trumps: a seat that did
        // not follow is void), then every deal of the 9 cards left hidden.
        let mut rng = JassRng::seed_from_u64(3);
        let mut voids = 0;
        for seed in 0..12 {
            let mut game = SchieberGame::new(Rules::schieber(), seed).unwrap();
            game.apply(Action::Declare(Contract::Obenabe)).unwrap();
            for _ in 0..24 + seed % 3 {
                let card = rng.pick(game.legal_cards()).unwrap();
                game.apply(Action::Play(card)).unwrap();
            }
            let seat = game.to_act().unwrap();
            let observation = game.observation(seat).unwrap();
            let mut allowed = BySeat::four([CardSet::ALL; 4]);
            let mut played = CardSet::EMPTY;
            for trick in observation.tricks.iter().chain([&observation.trick]) {
                let led = trick.cards()[..].first().map(|c| c.suit());
                for (i, &card) in trick.cards().iter().enumerate() {
                    played |= CardSet::single(card);
                    if let Some(led) = led.filter(|&led| card.suit() != led) {
                        allowed[trick.seat_of(i)] -= CardSet::of_suit(led);
                        voids += 1;
                    }
                }
            }
            let sizes = BySeat::from_fn(|s| game.hands()[s].len());
            // The cards of the weis scored are known (no stöck in Obenabe).
            let mut known = BySeat::from_fn(|s| observation.known[s] - played);
            known[seat] = observation.hand;
            let unknown = CardSet::ALL - played - observation.hand;
            let deals = every_deal(seat, known, sizes, allowed, unknown);
            let sampler = DealSampler::new(&observation).unwrap();
            assert!(deals.contains(&BySeat::from_fn(|s| game.hands()[s])));
            drawn_uniformly(&sampler, &deals, 50);
        }
        assert!(voids >= 10, "only {voids} cards not following");
    }

    #[test]
    fn a_hand_about_to_start_has_every_deal_of_the_other_three_hands() {
        let game = SchieberGame::new(Rules::schieber(), 2).unwrap();
        for seat in SEATS {
            let sampler = DealSampler::new(&game.observation(seat).unwrap()).unwrap();
            assert_eq!(sampler.count(), 227_873_431_500);
            let deal = sampler.sample(&mut JassRng::seed_from_u64(1));
            assert_eq!(deal[seat], game.observation(seat).unwrap().hand);
            assert_eq!(
                deal.0.iter().fold(CardSet::EMPTY, |a, &h| a | h),
                CardSet::ALL
            );
        }
    }

    /// Each contradiction alone is refused, the others absent: a card known
    /// to two seats, a seat knowing more cards than it holds, a known card
    /// of a suit its holder showed void in, an observer whose hand is not
    /// its size, hands that do not hold the cards out or hold more; and the
    /// same parts
    /// without the contradiction are accepted.
    #[test]
    fn each_contradiction_alone_is_refused() {
        let out = set("D6 D7 D8 D9");
        let all = BySeat::four([CardSet::ALL; 4]);
        let ones = BySeat::four([1; 4]);
        let mut known = BySeat::four([CardSet::EMPTY; 4]);
        known[Seat::S0] = set("D6");
        let refused = |known, sizes, allowed, out| {
            DealSampler::from_parts(Seat::S0, known, sizes, allowed, out).map(|_| ())
        };
        assert_eq!(refused(known, ones, all, out), Ok(()));

        let mut twice = known;
        twice[Seat::S1] = set("D6");
        let sizes = BySeat::four([1, 1, 2, 1]);
        assert_eq!(refused(twice, sizes, all, out), Err(SampleError::NoDeal));

        let mut too_many = known;
        too_many[Seat::S1] = set("D7 D8");
        assert_eq!(refused(too_many, ones, all, out), Err(SampleError::NoDeal));

        let mut shown_void = known;
        shown_void[Seat::S1] = set("D7");
        let mut allowed = all;
        allowed[Seat::S1] -= CardSet::of_suit(Suit::Diamonds);
        assert_eq!(
            refused(shown_void, ones, allowed, out),
            Err(SampleError::NoDeal)
        );

        let observer_short = BySeat::four([2, 1, 1, 1]);
        assert_eq!(
            refused(known, observer_short, all, out),
            Err(SampleError::NoDeal)
        );

        let one_more = out | set("D10");
        assert_eq!(
            refused(known, ones, all, one_more),
            Err(SampleError::NoDeal)
        );
    }

    /// An observation of another table, another game or the double pack is
    /// refused as such under the rules of four, whichever of its fields
    /// says so.
    #[test]
    fn an_observation_of_another_table_is_refused_under_the_rules_of_four() {
        let game = SchieberGame::new(Rules::schieber(), 1).unwrap();
        let four = game.observation(Seat::S0).unwrap();
        assert!(DealSampler::new(&four).is_ok());
        let mut five = four.clone();
        five.players = Players::Five;
        let mut schmaus = four.clone();
        schmaus.game = GameKind::Schmaus;
        let mut zweier = four.clone();
        zweier.game = GameKind::Zweier;
        let mut double = four.clone();
        double.hand_twice = four.hand.first().map_or(CardSet::EMPTY, CardSet::single);
        for observation in [five, schmaus, zweier, double] {
            assert_eq!(
                DealSampler::new(&observation).unwrap_err(),
                SampleError::NotFourPlayers,
                "{observation:?}"
            );
        }
    }

    /// What the table knows of a seat's hand is the cards of its scored
    /// melds not yet played, the observer's own included (the table view);
    /// from its own view the observer knows its whole hand.
    #[test]
    fn the_table_knows_the_unplayed_cards_of_every_scored_meld() {
        let rules = Rules::schieber();
        let mut checked = 0;
        for seed in 0..40 {
            let mut game = SchieberGame::new(rules, seed).unwrap();
            game.apply(Action::Declare(Contract::Obenabe)).unwrap();
            for _ in 0..5 {
                let card = game.legal_cards().first().unwrap();
                game.apply(Action::Play(card)).unwrap();
            }
            let Some(&(holder, _)) = game.observation(Seat::S0).unwrap().scored_weis.first() else {
                continue;
            };
            let observation = game.observation(holder).unwrap();
            let played = observation.played;
            let melds = observation
                .scored_weis
                .iter()
                .filter(|(seat, _)| *seat == holder)
                .fold(CardSet::EMPTY, |cards, (_, meld)| cards | meld.cards());
            let table = DealConstraints::of(&observation, View::Table).unwrap();
            assert_eq!(table.known[holder], melds - played, "seed {seed}");
            assert!(!table.known[holder].is_empty(), "seed {seed}");
            let own = DealConstraints::of(&observation, View::Observer).unwrap();
            assert_eq!(own.known[holder], observation.hand, "seed {seed}");
            checked += 1;
        }
        assert!(checked >= 5, "{checked} deals with a scored meld");
    }

    #[test]
    fn contradictions_and_other_tables_are_refused() {
        let known = BySeat::four([set("D6"), set("D6"), CardSet::EMPTY, CardSet::EMPTY]);
        let ones = BySeat::four([1; 4]);
        let all = BySeat::four([CardSet::ALL; 4]);
        let out = set("D6 D7 D8 D9");
        // A card held twice; a card of a suit its holder showed void in;
        // a seat with room for no card it may hold.
        assert_eq!(
            DealSampler::from_parts(Seat::S0, known, ones, all, out).unwrap_err(),
            SampleError::NoDeal
        );
        let mut known = BySeat::four([CardSet::EMPTY; 4]);
        known[Seat::S0] = set("D6");
        let mut allowed = all;
        allowed[Seat::S2] -= CardSet::of_suit(Suit::Diamonds);
        assert_eq!(
            DealSampler::from_parts(Seat::S0, known, ones, allowed, out).unwrap_err(),
            SampleError::NoDeal
        );
        assert!(DealSampler::from_parts(Seat::S0, known, ones, all, out).is_ok());
        // An observer at seat 5 of a table of four.
        assert_eq!(
            DealSampler::from_parts(Seat::S5, known, ones, all, out).unwrap_err(),
            SampleError::NoDeal
        );
        // The rules of another table for an observation of four.
        let four = SchieberGame::new(Rules::schieber(), 1).unwrap();
        for rules in [
            Rules::schieber_five(),
            Rules::schieber_six(),
            Rules::schieber_six_double(),
        ] {
            let mut observation = four.observation(Seat::S0).unwrap();
            observation.rules = rules;
            assert_eq!(
                DealSampler::new(&observation).unwrap_err(),
                SampleError::NotFourPlayers
            );
        }
        let zweier = crate::ZweierGame::new(Rules::zweier(), 1).unwrap();
        assert_eq!(
            DealSampler::new(&zweier.observation(Seat::S0).unwrap()).unwrap_err(),
            SampleError::NotFourPlayers
        );
    }
}
