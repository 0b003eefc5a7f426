//! A deliberately naive, independent reference for whole games of Jass für
//! zwei (RULES.md §7, with the rules of play and points of §2–§4 and the
//! end of a game of §5.1; the appendix sections "Jass für zwei (§7)",
//! "Weis (§4)" and "Schieber (§5, §5.1)" where they settle a point).
//!
//! It is written from RULES.md alone: it does not call the engine's rules
//! of play, points, weis or scoring. From the engine it reads only what
//! happened in each hand — the dealer, the two fans of each player, the
//! trump forehand named, each trick's cards with its seats and leader, the
//! weis decisions of the 1st and the 10th trick, who claimed and when —
//! and recomputes everything that follows: the deal of a given deck, the
//! legal cards at every turn, each trick's winner and who leads next, when
//! the second fans are taken up, the card points with the last trick's 5
//! at the 18th trick, the match (all 18 tricks), the weis of both rounds
//! (who scores and how much), stöck (trump K and Q in one fan), the
//! multiplier, each player's score for the hand by kind, the running
//! totals, and how the game ends (the target reached event by event, the
//! Stöck-Weis-Stich count of the first trick, claims valid or not,
//! schneider). Random games under rule sets drawn at random (every option
//! this reference reads is varied, see [`draw_rules`]), played by the
//! crate's bots with now and then a claim at random, are checked against
//! it.
//!
//! `cargo test -p jass-core --test reference_zweier` runs a short sample;
//! `JASS_REFERENCE_SEEDS=5000 cargo test --release -p jass-core --test
//! reference_zweier -- --ignored --nocapture` runs a long one
//! (`JASS_REFERENCE_SEEDS` games, 2000 unless set) and prints what it met.

use jass_core::bots::{Bot, RandomBot, RuleOfThumb};
use jass_core::game::{EndReason, ScoreKind, WeisDecision};
use jass_core::{
    Action, AnnouncePolicy, Card, CardSet, CardValues, ClaimCounts, Contract, EndMode, Expecting,
    Game, Hand, JassRng, PerContract, Rank, Rules, Seat, StoeckTiming, Suit, SwsOrder, SwsStep,
    SwsWindow, Team, Trick, UndenufeValues, Undertrump, WeisMode, WeisTable, ZweierGame,
    ZweierHand,
};
use std::cmp::Ordering;

mod reference_cards;
mod reference_weis;
use reference_cards::{card_points, draw_unread_table_options, last_trick_bonus, legal, strength};
use reference_weis::{
    RefMeld, candidate_melds, compare, declared_points, draw_meld_values, strongest,
};

// ---------------------------------------------------------------- seats

/// Seat `i` (0 or 1): each player is a side of its own, team `i` (§7).
fn seat(i: usize) -> Seat {
    Seat::from_index(i as u8).unwrap()
}

/// The other player.
fn other(i: usize) -> usize {
    1 - i
}

// ---------------------------------------------------------- §2 and §3

/// The index (0 = the card led) of the card that takes a trick of two
/// cards (RULES.md §3): the highest trump, else the highest of the suit led.
fn winner_index(cards: &[Card], contract: Contract) -> usize {
    let led = cards[0].suit();
    usize::from(strength(cards[1], led, contract) > strength(cards[0], led, contract))
}

/// The 36 cards and the last trick (RULES.md §2): 157 with the standard
/// values in every contract; with ⚙ `card_values` computed, never assumed.
fn hand_total(contract: Contract, rules: &Rules) -> u32 {
    let computed = (0..36)
        .map(|i| card_points(Card::from_index(i), contract, rules))
        .sum::<u32>()
        + last_trick_bonus(rules);
    if rules.card_values.is_none() {
        assert_eq!(computed, 157, "{contract}: a hand is worth 157");
    }
    computed
}

// ---------------------------------------------------------------- §4 weis

/// One weis round (RULES.md §7: the 1st trick from the first fans, the
/// 10th from the second fans): the players in the trick's order, `leader`
/// first; the best meld (under ⚙ `weis_mode = announced` the best
/// announced one) wins, a tie going to the leader, who announces first
/// (§4.2 step 7); its holder scores it with their other melds (the
/// appendix "Jass für zwei"). Under announced weis each announcement is
/// checked (§4.3: a meld of the fan, at least the value announced so far;
/// under ⚙ `announce_policy = mandatory_best` the best meld when it
/// reaches that value). The winner, its meld and its points before the
/// multiplier.
fn weis_round(
    rules: &Rules,
    contract: Contract,
    fans: [CardSet; 2],
    leader: usize,
    decisions: [WeisDecision; 2],
) -> Option<(usize, RefMeld, u32)> {
    if !rules.weis_enabled {
        assert!(
            decisions.iter().all(|d| *d == WeisDecision::None),
            "no weis decisions without weis"
        );
        return None;
    }
    let announced_mode = rules.weis_mode == WeisMode::Announced;
    let mut best: Option<(usize, RefMeld)> = None;
    for s in [leader, other(leader)] {
        let melds = candidate_melds(fans[s], contract, rules);
        let own_best = strongest(&melds, contract, rules);
        let made = match decisions[s] {
            WeisDecision::Announced(meld) => Some(RefMeld::from_engine(meld)),
            _ => None,
        };
        let meld = if announced_mode {
            let highest = best.map_or(0, |(_, b)| b.value(rules));
            if let Some(meld) = made {
                assert!(melds.contains(&meld), "seat {s} announced {meld:?}");
                assert!(meld.value(rules) >= highest, "seat {s} announced below");
            }
            if rules.announce_policy == AnnouncePolicy::MandatoryBest {
                match own_best.filter(|b| b.value(rules) >= highest) {
                    Some(own) => assert!(
                        made.is_some_and(|m| compare(m, own, contract, rules).is_eq()),
                        "seat {s} had to announce {own:?}, announced {made:?}"
                    ),
                    None => assert_eq!(made, None, "seat {s} could not announce"),
                }
            }
            made
        } else {
            assert_eq!(decisions[s], WeisDecision::None, "automatic weis");
            own_best
        };
        if let Some(meld) = meld
            && best.is_none_or(|(_, b)| compare(meld, b, contract, rules) == Ordering::Greater)
        {
            best = Some((s, meld));
        }
    }
    best.map(|(s, meld)| {
        let keep = announced_mode.then_some(meld);
        (s, meld, declared_points(fans[s], keep, contract, rules))
    })
}

/// Stöck (RULES.md §4.4, §7): the trump K and Q in one fan of one player
/// (⚙ `stoeck_enabled`; never in Obenabe or Undenufe). The holder and the
/// fan (0 = first, 1 = second).
fn stoeck_of(
    rules: &Rules,
    contract: Contract,
    fans: &[[CardSet; 2]; 2],
) -> Option<(usize, usize)> {
    let trump = contract.trump().filter(|_| rules.stoeck_enabled)?;
    let pair = CardSet::single(Card::new(trump, Rank::King)).with(Card::new(trump, Rank::Queen));
    (0..2)
        .flat_map(|fan| (0..2).map(move |s| (s, fan)))
        .find(|&(s, fan)| pair.is_subset(fans[s][fan]))
}

// ------------------------------------------------------------ one hand

/// One gain of points in the order a hand credits them (RULES.md §5.1,
/// automatic end, and the appendix "Jass für zwei"), multiplier applied.
#[derive(Clone, Copy, Debug)]
struct Event {
    /// The Stöck-Weis-Stich step of the first trick's count, if one.
    sws: Option<SwsStep>,
    /// What it is written as.
    kind: ScoreKind,
    /// Each player's gain.
    gain: [u32; 2],
    /// The tricks complete when it is credited.
    after_tricks: usize,
}

/// Things the checked games met, so that a run can tell it tried the rules
/// that matter here.
#[derive(Debug, Default)]
struct Counts {
    /// Games played, complete hands checked, cards checked (legal, from
    /// the right fan).
    games: u64,
    hands: u64,
    cards: u64,
    /// Games whose first hand was dealt from a deck given here.
    deals_from_decks: u64,
    /// Matches (all 18 tricks), and matches against the declaring player
    /// with a ⚙ `counter_match_factor` above 1.
    matches: u64,
    counter_matches: u64,
    /// Weis scored in the 1st trick, in the 10th; 10th-trick weis under
    /// automatic weis where the other player held an equal best meld (the
    /// leader's, §4.2 step 7); weis scored under announced weis.
    weis_first: u64,
    weis_tenth: u64,
    weis_tenth_to_leader_on_tie: u64,
    announced_weis: u64,
    /// Stöck in a first fan, in a second fan; the pair held by one player
    /// split between its fans (no stöck).
    stoeck_first_fan: u64,
    stoeck_second_fan: u64,
    stoeck_split: u64,
    /// Hands of Obenabe or Undenufe.
    no_trump_contracts: u64,
    /// Games that ended.
    games_ended: u64,
    /// Ends: by target (automatic), valid claim, invalid claim, decided by
    /// the Stöck-Weis-Stich count, nobody reaching the target in it.
    ends: [u64; 5],
    /// Automatic ends at a Stöck-Weis-Stich step, at the pickup (second-fan
    /// stöck), at the 10th trick's weis.
    special_ends: [u64; 3],
    /// Games won with schneider.
    schneider: u64,
    /// Automatic games that ended with a Bergpreis or Bärger recorded.
    prizes: u64,
    /// Claims judged by the Stöck-Weis-Stich count's window, and claims
    /// the other player joined (⚙ `sws_window = first_trick_both_claim`).
    claims_in_window: u64,
    both_claimed: u64,
}

/// A hand read back and recomputed: the fans (first, second) per player,
/// the contract and the events in order.
struct RefHand {
    fans: [[CardSet; 2]; 2],
    /// `None` if the game ended before trump was named.
    contract: Option<Contract>,
    /// The multiplier of the contract (1 before one is named).
    multiplier: u32,
    /// Stöck: the holder and the fan (0 = first) of the trump K and Q.
    stoeck: Option<(usize, usize)>,
    events: Vec<Event>,
    /// Tricks each player took.
    won: [usize; 2],
    /// Card points each took (the 18th trick's 5 included), before the
    /// multiplier and without the match.
    points: [u32; 2],
}

/// Recomputes a hand, complete or cut short by the end of the game, from
/// what was played (RULES.md §3, §7): each trick's leader (forehand first,
/// then the winner), who plays its cards, each card legal and from the
/// right fan (the first fans for tricks 1–9, the second from the 10th on),
/// the winner; then the events of the hand in the order they are
/// credited: at the end of the first trick the Stöck-Weis-Stich count in ⚙
/// `sws_order` (stöck of a first fan, held from the deal; the 1st trick's
/// weis; its card points), each later trick for its winner, the stöck of a
/// second fan when it is picked up after the 9th trick, the 10th trick's
/// weis after its points, and the 18th trick with its 5 and the match.
fn replay_hand(hand: &ZweierHand, counts: &mut Counts) -> RefHand {
    let rules = *hand.rules();
    let fans = read_fans(hand);
    let Some(contract) = hand.contract() else {
        // Ended by a claim before trump was named: nothing played.
        assert!(hand.tricks().is_empty() && hand.trick().is_empty());
        return RefHand {
            fans,
            contract: None,
            multiplier: 1,
            stoeck: None,
            events: Vec::new(),
            won: [0; 2],
            points: [0; 2],
        };
    };
    assert_eq!(
        hand.declarer(),
        Some(hand.forehand()),
        "forehand names trump"
    );
    assert!(rules.contracts[contract], "{contract} may be named");
    let m = u32::from(rules.multipliers[contract]);
    assert_eq!(u32::from(hand.multiplier()), m, "the multiplier");
    let forehand = hand.forehand().index();
    let stoeck = stoeck_of(&rules, contract, &fans);
    let stoeck_gain = |fan: usize| -> [u32; 2] {
        let mut gain = [0; 2];
        if let Some((s, f)) = stoeck
            && f == fan
        {
            gain[s] = 20 * m;
        }
        gain
    };
    let mut held = [fans[0][0], fans[1][0]];
    let mut leader = forehand;
    let mut events = Vec::new();
    let mut won = [0; 2];
    let mut points = [0; 2];
    for (k, trick) in hand.tricks().iter().enumerate() {
        if k == 9 {
            // §7: the second fans are taken up once nine tricks are played.
            assert!(held[0].is_empty() && held[1].is_empty());
            held = [fans[0][1], fans[1][1]];
        }
        let winner = replay_trick(&rules, contract, trick, k, leader, &mut held, counts);
        let mut gain: u32 = trick
            .cards()
            .iter()
            .map(|&c| card_points(c, contract, &rules))
            .sum();
        if k == 17 {
            gain += last_trick_bonus(&rules);
        }
        won[winner] += 1;
        points[winner] += gain;
        let mut credited = [0; 2];
        credited[winner] = gain * m;
        if k == 17 && won[winner] == 18 {
            let whole = match_points(&rules, contract, winner == forehand, counts);
            credited[winner] = (whole - (points[winner] - gain)) * m;
        }
        leader = winner;
        let event = |sws, kind, gain| Event {
            sws,
            kind,
            gain,
            after_tricks: k + 1,
        };
        if k == 0 {
            let weis = weis_gain(hand, contract, &fans, 0, forehand, m);
            for step in rules.sws_order.steps() {
                let (kind, gain) = match step {
                    SwsStep::Stoeck => (ScoreKind::Stoeck, stoeck_gain(0)),
                    SwsStep::Weis => (ScoreKind::Weis, weis),
                    SwsStep::Stich => (ScoreKind::Cards, credited),
                };
                events.push(event(Some(step), kind, gain));
            }
        } else {
            events.push(event(None, ScoreKind::Cards, credited));
        }
        if k == 8 {
            events.push(event(None, ScoreKind::Stoeck, stoeck_gain(1)));
        }
        if k == 9 {
            let weis = weis_gain(hand, contract, &fans, 1, trick.leader().index(), m);
            events.push(event(None, ScoreKind::Weis, weis));
        }
    }
    RefHand {
        fans,
        contract: Some(contract),
        multiplier: m,
        stoeck,
        events,
        won,
        points,
    }
}

/// The fans of a hand, (first, second) per player (RULES.md §7): nine
/// cards each, the four of them the whole pack; forehand is the
/// non-dealer.
fn read_fans(hand: &ZweierHand) -> [[CardSet; 2]; 2] {
    let fans = [0, 1].map(|s| [hand.first_fans().0[s], hand.second_fans().0[s]]);
    let all = fans
        .iter()
        .flatten()
        .fold(CardSet::EMPTY, |acc, &f| acc | f);
    assert_eq!(all, CardSet::ALL, "the fans hold the pack");
    for fan in fans.iter().flatten() {
        assert_eq!(fan.len(), 9, "a fan is nine cards");
    }
    assert_eq!(
        hand.forehand().index(),
        other(hand.dealer().index()),
        "forehand is the non-dealer"
    );
    fans
}

/// Trick `k` through the reference (RULES.md §3): led by `leader`, the
/// other player second, each card from the player's fan in `held` and
/// legal; it goes to the highest trump, else the highest of the suit led.
/// Returns the winner, who leads next.
fn replay_trick(
    rules: &Rules,
    contract: Contract,
    trick: &Trick,
    k: usize,
    leader: usize,
    held: &mut [CardSet; 2],
    counts: &mut Counts,
) -> usize {
    assert_eq!(trick.leader(), seat(leader), "trick {k}'s leader");
    let cards = trick.cards();
    assert_eq!(cards.len(), 2);
    for (i, &card) in cards.iter().enumerate() {
        let s = (leader + i) % 2;
        assert_eq!(trick.seat_of(i), seat(s));
        assert!(
            held[s].contains(card),
            "trick {k}: {card} not in seat {s}'s fan"
        );
        let led = (i == 1).then(|| cards[0]);
        assert!(
            legal(held[s], led.as_slice(), contract.trump(), rules).contains(card),
            "trick {k}: {card} is not legal under {contract}"
        );
        held[s] = held[s].without(card);
        counts.cards += 1;
    }
    let winner = (leader + winner_index(cards, contract)) % 2;
    assert_eq!(trick.winner(contract), Some(seat(winner)), "trick {k}");
    winner
}

/// What a match scores before the multiplier (RULES.md §2, §7: one player
/// took all 18 tricks): the hand's total + ⚙ `match_bonus`; against the
/// declaring player (forehand) times ⚙ `counter_match_factor` (§5,
/// appendix "Schieber").
fn match_points(rules: &Rules, contract: Contract, by_declarer: bool, counts: &mut Counts) -> u32 {
    counts.matches += 1;
    let factor = if by_declarer {
        1
    } else {
        counts.counter_matches += u64::from(rules.counter_match_factor > 1);
        u32::from(rules.counter_match_factor)
    };
    (hand_total(contract, rules) + u32::from(rules.match_bonus)) * factor
}

/// What weis round `round` (0: the 1st trick, first fans; 1: the 10th,
/// second fans) led by `leader` gives each player, multiplier applied.
fn weis_gain(
    hand: &ZweierHand,
    contract: Contract,
    fans: &[[CardSet; 2]; 2],
    round: usize,
    leader: usize,
    m: u32,
) -> [u32; 2] {
    let decisions = hand.weis_decisions()[round].0;
    let mut gain = [0; 2];
    if let Some((s, _, p)) = weis_round(
        hand.rules(),
        contract,
        [fans[0][round], fans[1][round]],
        leader,
        [decisions[0], decisions[1]],
    ) {
        gain[s] = p * m;
    }
    gain
}

/// Checks a complete hand against the reference (RULES.md §7): 18 tricks,
/// the card points and tricks of each player, both weis rounds (who scored
/// with which meld, how much), the stöck holder, and what the hand writes
/// by kind. Returns what each player scored, multiplier applied.
fn check_complete_hand(
    game: &ZweierGame,
    number: usize,
    hand: &ZweierHand,
    counts: &mut Counts,
) -> [u32; 2] {
    let rules = *hand.rules();
    assert_eq!(hand.tricks().len(), 18, "a hand is 18 tricks");
    let reference = replay_hand(hand, counts);
    let contract = reference.contract.expect("a complete hand has trump");
    let total = hand_total(contract, &rules);
    assert_eq!(reference.points[0] + reference.points[1], total);
    assert_eq!(
        hand.card_points().0.map(u32::from),
        reference.points,
        "card points under {contract}"
    );
    assert_eq!(
        hand.tricks_won().0.map(usize::from),
        reference.won,
        "tricks won"
    );
    if contract.trump().is_none() {
        counts.no_trump_contracts += 1;
    }
    check_weis_rounds(hand, &reference.fans, contract, counts);
    let stoeck = stoeck_of(&rules, contract, &reference.fans);
    assert_eq!(
        hand.stoeck_holder().map(Seat::index),
        stoeck.map(|(s, _)| s),
        "the stöck holder under {contract}"
    );
    match stoeck {
        Some((_, 0)) => counts.stoeck_first_fan += 1,
        Some(_) => counts.stoeck_second_fan += 1,
        None => {
            if let Some(t) = contract.trump().filter(|_| rules.stoeck_enabled) {
                let pair =
                    CardSet::single(Card::new(t, Rank::King)).with(Card::new(t, Rank::Queen));
                if (0..2).any(|s| pair.is_subset(reference.fans[s][0] | reference.fans[s][1])) {
                    counts.stoeck_split += 1;
                }
            }
        }
    }
    // What the hand writes, kind by kind (§5, §7: cards with the last
    // trick and the match, weis, stöck, each times the multiplier).
    let mut score = [0; 2];
    for kind in [ScoreKind::Cards, ScoreKind::Weis, ScoreKind::Stoeck] {
        let expected = [0, 1].map(|t| {
            reference
                .events
                .iter()
                .filter(|e| e.kind == kind)
                .map(|e| e.gain[t])
                .sum::<u32>()
        });
        let written = written_in_hand(game, number, kind);
        assert_eq!(written, expected, "hand {number}: {kind:?} written");
        score = [0, 1].map(|t| score[t] + expected[t]);
    }
    counts.hands += 1;
    score
}

/// Both weis rounds of a complete hand (RULES.md §7, §4): the winner and
/// its meld, its points, and nobody else scoring.
fn check_weis_rounds(
    hand: &ZweierHand,
    fans: &[[CardSet; 2]; 2],
    contract: Contract,
    counts: &mut Counts,
) {
    let rules = *hand.rules();
    let leaders = [hand.forehand().index(), hand.tricks()[9].leader().index()];
    for (r, &leader) in leaders.iter().enumerate() {
        let fans = [fans[0][r], fans[1][r]];
        let decisions = hand.weis_decisions()[r].0;
        let expected = weis_round(&rules, contract, fans, leader, [decisions[0], decisions[1]]);
        let outcome = hand.weis()[r];
        assert_eq!(
            outcome.best.map(|(s, _)| s.index()),
            expected.map(|(s, _, _)| s),
            "weis round {r} under {contract}: {outcome:?}"
        );
        if let (Some((_, meld)), Some((winner, own, p))) = (outcome.best, expected) {
            // Only the winner scores, melds of its fan of this round.
            assert!(outcome.scored.0[other(winner)].is_empty(), "weis round {r}");
            assert!(
                outcome.scored.0[winner].cards().is_subset(fans[winner]),
                "weis round {r}: {outcome:?}"
            );
            assert!(
                compare(RefMeld::from_engine(meld), own, contract, &rules).is_eq(),
                "weis round {r}: {meld:?} against {own:?}"
            );
            assert_eq!(u32::from(outcome.points), p, "weis round {r}'s points");
            counts.weis_first += u64::from(r == 0);
            counts.weis_tenth += u64::from(r == 1);
            counts.announced_weis += u64::from(rules.weis_mode == WeisMode::Announced);
            let melds = |s: usize| candidate_melds(fans[s], contract, &rules);
            if r == 1
                && rules.weis_mode == WeisMode::Automatic
                && strongest(&melds(other(leader)), contract, &rules)
                    .is_some_and(|b| compare(b, own, contract, &rules).is_eq())
            {
                counts.weis_tenth_to_leader_on_tie += 1;
            }
        } else {
            assert_eq!(outcome.points, 0, "weis round {r}: nobody scores");
        }
    }
}

// ------------------------------------------------------------ the end

/// How a game ends in its last hand: the winner, why, the scores, and what
/// the hand writes by kind (cards, weis, stöck; multiplier applied).
#[derive(Debug)]
struct End {
    winner: usize,
    reason: EndReason,
    scores: [u32; 2],
    written: [[u32; 2]; 3],
}

/// The slot of a kind in [`End::written`].
fn kind_slot(kind: ScoreKind) -> usize {
    match kind {
        ScoreKind::Cards => 0,
        ScoreKind::Weis => 1,
        ScoreKind::Stoeck => 2,
    }
}

impl End {
    /// The totals before the hand, nothing written yet.
    fn from(start: [u32; 2]) -> End {
        End {
            winner: 0,
            reason: EndReason::Target,
            scores: start,
            written: [[0; 2]; 3],
        }
    }

    /// Adds an event; the player it takes to `target`, if any.
    fn add(&mut self, kind: ScoreKind, gain: [u32; 2], target: u32) -> Option<usize> {
        let mut reached = None;
        for (t, &g) in gain.iter().enumerate() {
            self.scores[t] += g;
            self.written[kind_slot(kind)][t] += g;
            if g > 0 && self.scores[t] >= target {
                reached = Some(t);
            }
        }
        reached
    }

    /// The game decided for `winner`, for `reason`.
    fn decided(mut self, winner: usize, reason: EndReason) -> End {
        self.winner = winner;
        self.reason = reason;
        self
    }
}

/// The end of a game in its last hand under ⚙ `end_mode = automatic`
/// (RULES.md §5.1, appendix "Jass für zwei"): from the totals before the
/// hand the events are added in order and the first player to reach the
/// target wins, later events not added; a Stöck-Weis-Stich step that does
/// it is the reason. The end and the event that decided it.
fn expected_automatic_end(
    reference: &RefHand,
    start: [u32; 2],
    target: u32,
) -> Option<(End, Event)> {
    let mut end = End::from(start);
    for e in &reference.events {
        if let Some(t) = end.add(e.kind, e.gain, target) {
            let reason = e.sws.map_or(EndReason::Target, EndReason::StoeckWeisStich);
            return Some((end.decided(t, reason), *e));
        }
    }
    None
}

/// A claim as it was made: the claimant, the tricks complete and the seats
/// already in the trick being played, and whether the other player claimed
/// too when asked (⚙ `sws_window = first_trick_both_claim`).
#[derive(Clone, Debug)]
struct Claim {
    claimant: usize,
    tricks: usize,
    in_trick: Vec<usize>,
    both: bool,
}

/// Whether a claim is judged by the Stöck-Weis-Stich count (RULES.md §5.1
/// and the appendix "Jass für zwei": the window exists for the first trick
/// only). ⚙ `sws_window`: `claimant_before_second_trick` and
/// `side_before_second_trick` (the same at this table: the side is the
/// claimant alone): the claimant has not played to the second trick;
/// `first_trick_both_claim`: the claim is made in the first trick and the
/// other player claims too; `before_first_draw`: nobody has drawn from a
/// talon — Jass für zwei has none, and the window is the first trick's,
/// so it is read as a claim made before the first trick is complete.
fn in_window(rules: &Rules, claim: &Claim) -> bool {
    match rules.sws_window {
        SwsWindow::ClaimantBeforeSecondTrick | SwsWindow::SideBeforeSecondTrick => {
            claim.tricks == 0 || (claim.tricks == 1 && !claim.in_trick.contains(&claim.claimant))
        }
        SwsWindow::FirstTrickBothClaim => claim.tricks == 0 && claim.both,
        SwsWindow::BeforeFirstDraw => claim.tricks == 0,
    }
}

/// The end of a game by `claim` in its last hand, from the totals before
/// it (RULES.md §5.1, §7 and the appendix).
///
/// Inside the window the first trick is finished and the Stöck-Weis-Stich
/// count decides (stöck of a first fan, the 1st trick's weis, its card
/// points, in ⚙ `sws_order`): the first player to reach the target wins,
/// later steps not added; if neither does, the claimant loses. A player
/// already at the target when the hand began has reached it first (the
/// appendix "Schieber": the first to claim wins; the other player, if it
/// alone is there).
///
/// Outside it play ends at once: the weis scored (the 10th trick's only
/// once that trick is complete), stöck for whichever player held the pair
/// in one fan (a second fan's once picked up), and the completed tricks of
/// both players (⚙ `claim_counts = both_sides`) or of the claimant only
/// are written, the cards of an unfinished trick for nobody; the claim is
/// valid if the claimant has reached the target, else it loses.
fn expected_claim(reference: &RefHand, start: [u32; 2], claim: &Claim, rules: &Rules) -> End {
    let c = claim.claimant;
    let mut end = End::from(start);
    let never = u32::MAX;
    if in_window(rules, claim) {
        if start[c] >= rules.target {
            return end.decided(c, EndReason::ValidClaim);
        }
        if start[other(c)] >= rules.target {
            return end.decided(other(c), EndReason::InvalidClaim);
        }
        for e in reference.events.iter().filter(|e| e.sws.is_some()) {
            if let Some(t) = end.add(e.kind, e.gain, rules.target) {
                return end.decided(t, EndReason::StoeckWeisStich(e.sws.unwrap()));
            }
        }
        return end.decided(other(c), EndReason::SwsNobodyReached);
    }
    for e in &reference.events {
        if e.after_tricks > claim.tricks || e.kind == ScoreKind::Stoeck {
            continue;
        }
        let mut gain = e.gain;
        if e.kind == ScoreKind::Cards && rules.claim_counts == ClaimCounts::ClaimantOnly {
            gain[other(c)] = 0;
        }
        end.add(e.kind, gain, never);
    }
    // Stöck counts for whichever player holds the pair in one fan, played
    // or not (§4.4, §5.1): a first fan's from the deal, a second fan's once
    // it is picked up (the appendix "Jass für zwei").
    if let Some((holder, fan)) = reference.stoeck
        && (fan == 0 || claim.tricks >= 9)
    {
        let mut gain = [0; 2];
        gain[holder] = 20 * reference.multiplier;
        end.add(ScoreKind::Stoeck, gain, never);
    }
    if end.scores[c] >= rules.target {
        end.decided(c, EndReason::ValidClaim)
    } else {
        end.decided(other(c), EndReason::InvalidClaim)
    }
}

/// How a game ended (RULES.md §5.1, §7): by a claim as [`expected_claim`]
/// judges it, or under the automatic end as [`expected_automatic_end`]
/// counts it, with schneider if the loser is below half the target when
/// the winner reaches it; the scores and the last hand's entries by kind.
fn check_end(
    game: &ZweierGame,
    totals: [u32; 2],
    claim: Option<&Claim>,
    seed: u64,
    counts: &mut Counts,
) {
    let rules = *game.rules();
    let result = game.result().expect("the game is over");
    let last = game.past_hands().last().expect("a hand was played");
    let reference = replay_hand(&last.hand, &mut Counts::default());
    let expected = if let Some(claim) = claim {
        assert_eq!(rules.end_mode, EndMode::Claims);
        assert_eq!(result.claimant, Some(seat(claim.claimant)), "seed {seed}");
        let end = expected_claim(&reference, totals, claim, &rules);
        counts.claims_in_window += u64::from(in_window(&rules, claim));
        counts.both_claimed += u64::from(claim.both);
        // Schneider (§5.1): the loser below half the target when the winner
        // reaches it — judged with the scores that decide (at the claim, or
        // at the step of the count that decides). A winner that has not
        // reached the target (the claimant lost below it) reaches it at no
        // moment: no schneider.
        let reached = end.scores[end.winner] >= rules.target;
        let below_half = 2 * u64::from(end.scores[other(end.winner)]) < u64::from(rules.target);
        assert_eq!(
            result.schneider,
            rules.schneider && reached && below_half,
            "seed {seed}: schneider after {claim:?}, {end:?}"
        );
        counts.schneider += u64::from(result.schneider);
        end
    } else {
        assert_eq!(
            rules.end_mode,
            EndMode::Automatic,
            "seed {seed}: who claimed?"
        );
        let (end, event) = expected_automatic_end(&reference, totals, rules.target)
            .unwrap_or_else(|| panic!("seed {seed}: the last hand reaches the target"));
        let below_half = 2 * u64::from(end.scores[other(end.winner)]) < u64::from(rules.target);
        assert_eq!(
            result.schneider,
            rules.schneider && below_half,
            "seed {seed}: schneider"
        );
        counts.schneider += u64::from(result.schneider);
        if event.sws.is_some() {
            counts.special_ends[0] += 1;
        } else if event.kind == ScoreKind::Stoeck {
            counts.special_ends[1] += 1;
        } else if event.kind == ScoreKind::Weis {
            counts.special_ends[2] += 1;
        }
        end
    };
    assert_eq!(
        (result.winner.index(), result.scores.0, result.reason),
        (expected.winner, expected.scores, expected.reason),
        "seed {seed}: how the game ended ({claim:?}, totals before {totals:?}; events {:?}; \
         stöck {:?}, weis {:?}; {rules:?})",
        reference.events,
        (
            last.hand.stoeck_holder(),
            last.hand.contract(),
            reference.fans
        ),
        last.hand.weis()[1]
    );
    assert_eq!(game.scores().0, expected.scores, "seed {seed}: the scores");
    let number = game.past_hands().len() - 1;
    let written = [ScoreKind::Cards, ScoreKind::Weis, ScoreKind::Stoeck]
        .map(|kind| written_in_hand(game, number, kind));
    assert_eq!(
        written, expected.written,
        "seed {seed}: cards, weis and stöck written in the last hand ({claim:?}; \
         totals before {totals:?}; events {:?}; {rules:?})",
        reference.events
    );
    counts.ends[match expected.reason {
        EndReason::Target => 0,
        EndReason::ValidClaim => 1,
        EndReason::InvalidClaim => 2,
        EndReason::StoeckWeisStich(_) => 3,
        _ => 4,
    }] += 1;
    counts.games_ended += 1;
}

// ------------------------------------------------------------ milestones

/// The side prizes of §5.1 followed event by event through the game: ⚙
/// `bergpreis`, the first player to reach half the target ([002]); ⚙
/// `baerger`, the first to reach that score ([004]). Points count as they
/// are credited (the events of [`replay_hand`]).
#[derive(Debug, Default)]
struct Prizes {
    running: [u32; 2],
    bergpreis: Option<usize>,
    baerger: Option<usize>,
}

impl Prizes {
    /// Adds `events` in order; with `target`, stops after the event that
    /// takes a player to it (the automatic end: later events are not
    /// added).
    fn add(&mut self, rules: &Rules, events: &[Event], target: Option<u32>) {
        for e in events {
            for t in 0..2 {
                if e.gain[t] == 0 {
                    continue;
                }
                self.running[t] += e.gain[t];
                if rules.bergpreis
                    && self.bergpreis.is_none()
                    && 2 * u64::from(self.running[t]) >= u64::from(rules.target)
                {
                    self.bergpreis = Some(t);
                }
                if let Some(score) = rules.baerger
                    && self.baerger.is_none()
                    && self.running[t] >= score
                {
                    self.baerger = Some(t);
                }
            }
            if target.is_some_and(|target| self.running.iter().any(|&r| r >= target)) {
                return;
            }
        }
    }

    /// The engine's milestones are these.
    fn check(&self, game: &ZweierGame, seed: u64) {
        let milestones = game.milestones();
        assert_eq!(
            (
                milestones.bergpreis.map(Team::index),
                milestones.baerger.map(Team::index)
            ),
            (self.bergpreis, self.baerger),
            "seed {seed}: Bergpreis and Bärger, running {:?}",
            self.running
        );
    }
}

// ------------------------------------------------------------ the rules

/// A rule set drawn from `rng`: the `zweier` preset, then every option
/// this reference reads varied — contracts (Obenabe and Undenufe too) and
/// multipliers, card values (Undenufe values, Belmité, random tables),
/// match bonus and counter-match factor, weis (on or off, large or small,
/// long sequence step, four nines, fours allowed, Undenufe fours, sequence
/// against four, trump K and Q in two melds, announced or automatic,
/// mandatory or optional), stöck (on or off, its timing), the rules of
/// play (§3), the target, schneider, Bergpreis and Bärger, the end mode
/// with ⚙ `claim_counts`, ⚙ `sws_window` and ⚙ `sws_order`.
fn draw_rules(rng: &mut JassRng) -> Rules {
    let rules = draw_scoring(Rules::zweier(), rng);
    let rules = draw_weis(rules, rng);
    let mut rules = draw_play_and_end(rules, rng);
    if rules.validate().is_err() {
        rules = rules.with_card_values(None);
    }
    rules.validate().expect("a valid rule set");
    rules
}

/// Contracts, multipliers, card values, match bonus and counter-match
/// factor (§2, §5), drawn on top of `rules`.
fn draw_scoring(mut rules: Rules, rng: &mut JassRng) -> Rules {
    let mut pick = |n: u32| rng.below(n);
    if pick(3) == 0 {
        let mut contracts = PerContract::splat(true);
        for contract in Contract::ALL {
            contracts[contract] = pick(3) > 0;
        }
        contracts[Contract::ALL[pick(6) as usize]] = true;
        rules = rules.with_contracts(contracts);
    }
    if pick(2) == 0 {
        rules = rules.with_multipliers(PerContract::new(
            [0; 4].map(|_| 1 + pick(4) as u16),
            1 + pick(4) as u16,
            1 + pick(4) as u16,
        ));
    }
    if pick(2) == 0 {
        rules = rules.with_undenufe_values(UndenufeValues::AceEleven);
    }
    match pick(6) {
        0 => rules = rules.with_card_values(Some(CardValues::BELMITE)),
        1 => {
            let mut table = || [0; 9].map(|_| pick(21) as u8);
            let values = CardValues {
                trump: table(),
                side: table(),
                obenabe: table(),
                undenufe: table(),
                last_trick: 1 + pick(20) as u8,
            };
            rules = rules.with_card_values(Some(values));
        }
        _ => {}
    }
    if pick(2) == 0 {
        rules = rules.with_match_bonus(pick(301) as u16);
    }
    if pick(2) == 0 {
        rules = rules.with_counter_match_factor(1 + pick(3) as u16);
    }
    rules
}

/// The options of weis and stöck (§4), drawn on top of `rules`.
fn draw_weis(mut rules: Rules, rng: &mut JassRng) -> Rules {
    if rng.below(6) == 0 {
        rules = rules.with_weis_enabled(false);
    }
    if rng.below(6) == 0 {
        rules = rules.with_stoeck_enabled(false);
    }
    if rng.below(2) == 0 {
        rules = rules.with_stoeck_timing(StoeckTiming::UntilCount);
    }
    if rng.below(3) == 0 {
        rules = rules.with_weis_table(WeisTable::Large);
    }
    rules = draw_meld_values(rules, rng);
    rules = rules.with_undenufe_fours(rng.below(2) == 0);
    rules = rules.with_trump_kq_in_two_melds(rng.below(3) > 0);
    if rng.below(2) == 0 {
        rules = rules.with_weis_mode(WeisMode::Announced);
    }
    if rng.below(3) == 0 {
        rules = rules.with_announce_policy(AnnouncePolicy::Optional);
    }
    rules
}

/// The rules of play (§3) and of the end of a game (§5.1, §7), drawn on
/// top of `rules`.
fn draw_play_and_end(mut rules: Rules, rng: &mut JassRng) -> Rules {
    let mut pick = |n: u32| rng.below(n);
    rules = rules
        .with_trump_when_able_to_follow(pick(4) == 0)
        .with_undertrump([Undertrump::Strict, Undertrump::Weak][pick(2) as usize])
        .with_puur_exempt(pick(4) > 0)
        .with_must_overtrump_on_trump_lead(pick(4) > 0);
    // The end (§5.1, §7): mostly a target reached in a few hands.
    rules = rules.with_target(match pick(4) {
        0 => 1000,
        1 => 1 + pick(400),
        _ => 100 + pick(1400),
    });
    rules = rules.with_schneider(pick(3) > 0);
    rules = rules.with_bergpreis(pick(2) == 0);
    if pick(2) == 0 && rules.target > 1 {
        rules = rules.with_baerger(Some(1 + pick(rules.target - 1)));
    }
    if pick(2) == 0 {
        rules = rules
            .with_end_mode(EndMode::Claims)
            .with_claim_counts(
                [ClaimCounts::BothSides, ClaimCounts::ClaimantOnly][pick(2) as usize],
            )
            .with_sws_window(
                [
                    SwsWindow::ClaimantBeforeSecondTrick,
                    SwsWindow::SideBeforeSecondTrick,
                    SwsWindow::FirstTrickBothClaim,
                    SwsWindow::BeforeFirstDraw,
                ][pick(4) as usize],
            );
    }
    let orders = [
        [SwsStep::Stoeck, SwsStep::Weis, SwsStep::Stich],
        [SwsStep::Stoeck, SwsStep::Stich, SwsStep::Weis],
        [SwsStep::Weis, SwsStep::Stoeck, SwsStep::Stich],
        [SwsStep::Weis, SwsStep::Stich, SwsStep::Stoeck],
        [SwsStep::Stich, SwsStep::Stoeck, SwsStep::Weis],
        [SwsStep::Stich, SwsStep::Weis, SwsStep::Stoeck],
    ];
    rules.with_sws_order(SwsOrder::new(orders[pick(6) as usize]).unwrap())
}

// ------------------------------------------------------------ the games

/// The deal of `deck` by `dealer` (RULES.md §7 and the appendix "Jass für
/// zwei"): three throws of three to each player, forehand (the non-dealer)
/// first, make the first fans (cards 0–17); the second fans are dealt the
/// same way from cards 18–35. Each player's (first, second) fan.
fn deal_of(deck: &[Card; 36], dealer: usize) -> [[CardSet; 2]; 2] {
    let mut fans = [[CardSet::EMPTY; 2]; 2];
    for (i, &card) in deck.iter().enumerate() {
        let fan = i / 18;
        let throw = (i % 18) / 3;
        let s = if throw % 2 == 0 {
            other(dealer)
        } else {
            dealer
        };
        fans[s][fan] = fans[s][fan].with(card);
    }
    fans
}

/// A deck that deals one player every card of `trump` in its first fan
/// and the aces, kings and queens of the other suits in its second, so that
/// with that trump it takes all 18 tricks (RULES.md §7, the match): the
/// `taker` is forehand (a match of the declaring player) or the dealer (a
/// match against it). Dealt by `dealer` as [`deal_of`] reads a deck.
fn stacked_deck(trump: Suit, taker: usize, dealer: usize, rng: &mut JassRng) -> [Card; 36] {
    let mut strong: Vec<Card> = (0..9).map(|r| Card::new(trump, Rank::ALL[r])).collect();
    for suit in Suit::ALL.into_iter().filter(|&s| s != trump) {
        for rank in [Rank::Ace, Rank::King, Rank::Queen] {
            strong.push(Card::new(suit, rank));
        }
    }
    let mut rest: Vec<Card> = (0..36)
        .map(Card::from_index)
        .filter(|c| !strong.contains(c))
        .collect();
    for i in (1..rest.len()).rev() {
        rest.swap(i, rng.below(i as u32 + 1) as usize);
    }
    // Fans by player: (first, second).
    let mut fans = [[Vec::new(), Vec::new()], [Vec::new(), Vec::new()]];
    fans[taker][0] = strong[..9].to_vec();
    fans[taker][1] = strong[9..].to_vec();
    fans[other(taker)][0] = rest[..9].to_vec();
    fans[other(taker)][1] = rest[9..].to_vec();
    let mut deck = Vec::new();
    for fan in 0..2 {
        for throw in 0..6 {
            let by_player = if throw % 2 == 0 {
                &fans[other(dealer)]
            } else {
                &fans[dealer]
            };
            let k = throw / 2;
            deck.extend_from_slice(&by_player[fan][3 * k..3 * k + 3]);
        }
    }
    deck.try_into().unwrap()
}

/// Plays the game of `seed` under rules drawn from it with bots (random or
/// rule-of-thumb per seat, a claim now and then at random under ⚙
/// `end_mode = claims`) for up to `max_hands` hands, and checks each turn's
/// legal cards, each finished hand, the running totals, the deal passing
/// between the players and how the game ends against the reference.
fn check_game(seed: u64, max_hands: usize, counts: &mut Counts) {
    check_game_with(seed, max_hands, counts, |rules, _| rules);
}

/// [`check_game`] with the rules drawn changed by `adjust`.
fn check_game_with(
    seed: u64,
    max_hands: usize,
    counts: &mut Counts,
    adjust: fn(Rules, &mut JassRng) -> Rules,
) {
    let mut rng = JassRng::seed_from_u64(seed ^ 0x2e1e_5eed);
    // From an rng of their own, so that the rest of the sample is as before.
    let unread = &mut JassRng::seed_from_u64(seed ^ 0x007a_b1e5);
    let rules = draw_unread_table_options(draw_rules(&mut rng), unread);
    let rules = adjust(rules, &mut rng);
    rules.validate().expect("a valid rule set");
    let (mut game, first_deal, forced) = start_game(seed, rules, &mut rng, counts);
    // The first dealer is seat 1 unless given (RULES.md §7: the non-dealer,
    // seat 0, is forehand); then the deal alternates.
    let first_dealer = first_deal.map_or(1, |(_, dealer)| dealer);
    let mut bots: Vec<Box<dyn Bot>> = (0..2u64)
        .map(|i| -> Box<dyn Bot> {
            let bot_rng = JassRng::seed_from_u64(seed.wrapping_mul(4).wrapping_add(i));
            if rng.below(2) == 0 {
                Box::new(RandomBot::new(bot_rng))
            } else {
                Box::new(RuleOfThumb::new(bot_rng))
            }
        })
        .collect();
    let mut totals = [0_u32; 2];
    let mut checked = 0;
    let mut claim: Option<Claim> = None;
    let mut prizes = Prizes::default();
    counts.games += 1;
    while checked < max_hands && !game.is_over() {
        let number = usize::from(game.hand_number());
        let dealer = (first_dealer + number) % 2;
        assert_eq!(
            game.hand().dealer(),
            seat(dealer),
            "seed {seed}: the deal alternates"
        );
        if number == 0
            && let Some((deck, d)) = first_deal
        {
            check_deal_of(&game, &deck, d, seed);
        }
        let action = choose(&game, &mut bots, &mut rng, forced.filter(|_| number == 0));
        if game.expecting() == Expecting::Card {
            check_legal_cards(&game, seed);
        }
        note_claim(&game, action, &mut claim);
        game.apply(action).unwrap();
        if game.past_hands().len() == checked {
            continue;
        }
        // A hand has just ended (or the game, in the middle of one).
        let summary = &game.past_hands()[checked];
        if summary.hand.tricks().len() < 18 || game.is_over() {
            assert!(game.is_over(), "only the end of the game cuts a hand short");
            break;
        }
        let score = check_complete_hand(&game, checked, &summary.hand, counts);
        prizes.add(
            &rules,
            &replay_hand(&summary.hand, &mut Counts::default()).events,
            None,
        );
        prizes.check(&game, seed);
        assert_eq!(
            summary.score.0, score,
            "seed {seed}, hand {checked}: its score"
        );
        totals = [0, 1].map(|t| totals[t] + score[t]);
        assert_eq!(game.scores().0, totals, "seed {seed}: the running totals");
        checked += 1;
        claim = None;
    }
    if game.is_over() {
        check_end(&game, totals, claim.as_ref(), seed, counts);
        if rules.end_mode == EndMode::Automatic {
            let last = &game.past_hands().last().unwrap().hand;
            let events = replay_hand(last, &mut Counts::default()).events;
            prizes.add(&rules, &events, Some(rules.target));
            prizes.check(&game, seed);
            counts.prizes += u64::from(prizes.bergpreis.is_some() || prizes.baerger.is_some());
        }
    }
}

/// A deck and its dealer for the first hand.
type FirstDeal = Option<([Card; 36], usize)>;

/// The game of `seed` under `rules`: half the games start from a deck
/// dealt here, a third of those stacked for a match ([`stacked_deck`]), in
/// which forehand must name the stacked trump (returned).
fn start_game(
    seed: u64,
    rules: Rules,
    rng: &mut JassRng,
    counts: &mut Counts,
) -> (ZweierGame, FirstDeal, Option<Contract>) {
    let trumps: Vec<Suit> = Suit::ALL
        .into_iter()
        .filter(|&s| rules.contracts[Contract::Trump(s)])
        .collect();
    let mut forced = None;
    let first_deal = (rng.below(2) == 0).then(|| {
        let dealer = rng.below(2) as usize;
        if !trumps.is_empty() && rng.below(3) == 0 {
            let trump = trumps[rng.below(trumps.len() as u32) as usize];
            let taker = rng.below(2) as usize;
            forced = Some(Contract::Trump(trump));
            (stacked_deck(trump, taker, dealer, rng), dealer)
        } else {
            (rng.shuffled_deck(), dealer)
        }
    });
    counts.deals_from_decks += u64::from(first_deal.is_some());
    let game = match first_deal {
        Some((deck, dealer)) => ZweierGame::with_deck(rules, seed, deck, seat(dealer)),
        None => ZweierGame::new(rules, seed),
    }
    .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    (game, first_deal, forced)
}

/// The first hand's fans are the deal of its deck ([`deal_of`]).
fn check_deal_of(game: &ZweierGame, deck: &[Card; 36], dealer: usize, seed: u64) {
    let hand = game.hand();
    let fans = deal_of(deck, dealer);
    for (s, fans) in fans.iter().enumerate() {
        assert_eq!(hand.first_fans().0[s], fans[0], "seed {seed}: first fan");
        assert_eq!(hand.second_fans().0[s], fans[1], "seed {seed}: second fan");
    }
}

/// The next action: the bot's, but the `forced` trump when forehand names
/// one, and a claim now and then under ⚙ `end_mode = claims` (when asked
/// whether it claims too, ⚙ `sws_window = first_trick_both_claim`, half
/// the time).
fn choose(
    game: &ZweierGame,
    bots: &mut [Box<dyn Bot>],
    rng: &mut JassRng,
    forced: Option<Contract>,
) -> Action {
    let s = game.to_act().expect("a game not over waits for a player");
    let mut action = bots[s.index()].choose(&game.observation(s).unwrap());
    if game.expecting() == Expecting::Declaration
        && let Some(contract) = forced
    {
        action = Action::Declare(contract);
    }
    let odds = if game.expecting() == Expecting::CounterClaim {
        2
    } else {
        40
    };
    if game.rules().end_mode == EndMode::Claims && rng.below(odds) == 0 {
        let claims: Vec<Action> = game
            .legal_actions()
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::Claim(_)))
            .collect();
        if !claims.is_empty() {
            action = claims[rng.below(claims.len() as u32) as usize];
        }
    }
    action
}

/// The cards of the player to act are its fan of the moment (the first
/// before nine tricks are played, then the second, RULES.md §7) less what
/// it played from it, and the legal ones are the reference's (§3).
fn check_legal_cards(game: &ZweierGame, seed: u64) {
    let s = game.to_act().unwrap();
    let hand = game.hand();
    let completed = hand.tricks().len();
    let (fan, range) = if completed < 9 {
        (hand.first_fans().0[s.index()], 0..completed)
    } else {
        (hand.second_fans().0[s.index()], 9..completed)
    };
    let mut held = fan;
    for trick in &hand.tricks()[range] {
        for (i, &card) in trick.cards().iter().enumerate() {
            if trick.seat_of(i) == s {
                held = held.without(card);
            }
        }
    }
    let led = hand.trick().cards().first().copied();
    let contract = hand.contract().unwrap();
    assert_eq!(
        hand.hands().0[s.index()],
        held,
        "seed {seed}: seat {s}'s cards"
    );
    assert_eq!(
        game.legal_cards(),
        legal(held, led.as_slice(), contract.trump(), game.rules()),
        "seed {seed}: legal cards of seat {s} under {contract} on {led:?}"
    );
}

/// Notes a claim as it is made (the tricks complete and who is in the
/// trick being played), or that the other player claimed too when asked.
fn note_claim(game: &ZweierGame, action: Action, claim: &mut Option<Claim>) {
    let Action::Claim(claimant) = action else {
        return;
    };
    if game.expecting() == Expecting::CounterClaim {
        // The other player claims too (§5.1, [002]).
        if let Some(first) = claim.as_mut() {
            first.both = true;
        }
    } else if claim.is_none() {
        let hand = game.hand();
        let trick = hand.trick();
        *claim = Some(Claim {
            claimant: claimant.index(),
            tricks: hand.tricks().len(),
            in_trick: (0..trick.len()).map(|i| trick.seat_of(i).index()).collect(),
            both: false,
        });
    }
}

/// The short run: enough games that weis in both rounds, stöck in either
/// fan, matches and every kind of end are met.
#[test]
fn random_games_of_jass_fuer_zwei_agree_with_the_reference() {
    let mut counts = Counts::default();
    for seed in 0..400 {
        check_game(seed, 8, &mut counts);
    }
    println!("{counts:#?}");
    for (what, n) in [
        ("weis in the 1st trick", counts.weis_first),
        ("weis in the 10th trick", counts.weis_tenth),
        ("stöck in a first fan", counts.stoeck_first_fan),
        ("stöck in a second fan", counts.stoeck_second_fan),
        ("stöck split between the fans", counts.stoeck_split),
        ("a game that ended", counts.games_ended),
        ("a match", counts.matches),
        (
            "a match against the declaring player, factor above 1",
            counts.counter_matches,
        ),
        ("a first deal from a given deck", counts.deals_from_decks),
        ("a Bergpreis or Bärger", counts.prizes),
        ("schneider", counts.schneider),
        (
            "a claim in the Stöck-Weis-Stich window",
            counts.claims_in_window,
        ),
        ("a claim the other player joined", counts.both_claimed),
    ] {
        assert!(n > 0, "no hand with {what}: {counts:?}");
    }
}

/// Stöck shown in the 1st trick's weis (⚙ `stoeck_timing = until_count`)
/// under every order of the Stöck-Weis-Stich count and low targets, so
/// that the count often decides the game at a step before or after the
/// stöck (RULES.md §5.1: later steps are not added, also on the slate).
#[test]
fn stoeck_shown_in_the_first_weis_agrees_with_the_reference_in_every_count_order() {
    let mut counts = Counts::default();
    for seed in 0..300 {
        check_game_with(10_000 + seed, 4, &mut counts, |rules, rng| {
            rules
                .with_weis_enabled(true)
                .with_stoeck_enabled(true)
                .with_stoeck_timing(StoeckTiming::UntilCount)
                .with_end_mode(EndMode::Automatic)
                .with_target(1 + rng.below(150))
                .with_baerger(None)
        });
    }
    assert!(counts.special_ends[0] > 0, "{counts:?}");
}

/// The long run (`JASS_REFERENCE_SEEDS=5000 cargo test --release -p
/// jass-core --test reference_zweier -- --ignored --nocapture`;
/// `JASS_REFERENCE_SEEDS` games, 2000 unless set, of up to 12 hands, from
/// seed `JASS_REFERENCE_FIRST`, 1000000 unless set).
#[test]
#[ignore = "a long run: thousands of games"]
fn many_random_games_of_jass_fuer_zwei_agree_with_the_reference() {
    let seeds: u64 = std::env::var("JASS_REFERENCE_SEEDS")
        .map_or(2000, |seeds| seeds.parse().expect("a number of seeds"));
    let start = std::time::Instant::now();
    let first: u64 = std::env::var("JASS_REFERENCE_FIRST")
        .map_or(1_000_000, |first| first.parse().expect("a seed"));
    let mut counts = Counts::default();
    for seed in first..first + seeds {
        check_game(seed, 12, &mut counts);
    }
    println!("{counts:#?}\n{:.1?}", start.elapsed());
}

/// The points of `kind` the engine's slate holds for each player in hand
/// `number`.
fn written_in_hand(game: &ZweierGame, number: usize, kind: ScoreKind) -> [u32; 2] {
    [0, 1].map(|t| {
        game.score_entries()
            .iter()
            .filter(|e| usize::from(e.hand) == number && e.kind == kind && e.team.index() == t)
            .map(|e| e.points)
            .sum()
    })
}
