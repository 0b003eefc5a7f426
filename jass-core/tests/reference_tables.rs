//! A deliberately naive, independent reference for whole Schieber hands at
//! tables of four, five and six, with one pack and with the double pack
//! (RULES.md §2–§5 and §5.2, and the appendix sections "Schieber (§5,
//! §5.1)", "Weis (§4)", "Tables of five and six (§5.2)" and "The double
//! pack (§5.2, "Doppelris")").
//!
//! It is written from RULES.md alone: it does not call the engine's rules
//! of play, points, weis or scoring. From the engine it reads only what
//! happened in each hand — the dealer, forehand, the shoves, the contract
//! and its declarer, each trick's cards in play order, the weis announced
//! in the first trick (⚙ `weis_mode = announced`), who claimed — and then
//! recomputes everything that follows from it: who sits where in each
//! trick, each trick's winner and who leads next, each seat's deal (and
//! the deal of a given deck), the card points and their total, the last
//! trick, the match, which side's weis scores and how much, stöck, the
//! multiplier and each side's score for the hand by kind, the game's
//! running totals, and how a game ends (the target reached event by
//! event, the Stöck-Weis-Stich count, claims valid or not) with its last
//! hand's slate. Random games under rule sets drawn at random (every
//! option this reference reads is varied), played by the crate's bots
//! with now and then a claim at random, are checked against it.
//!
//! It also checks what the engine offers while a game is played. Before
//! each card of the first trick under announced weis it computes from the
//! seat's hand and the values announced so far which melds the seat may
//! announce and whether it may decline (RULES.md §4.3: a meld of the hand
//! of at least the highest value announced, large or small weis, ⚙
//! `announce_policy`), and the engine's legal actions must be exactly
//! these. The claims offered must be those of every seat that may claim,
//! and under ⚙ `sws_window = first_trick_both_claim` a claim in the first
//! trick must ask the next seat of the other side whether its side claims
//! too (§5.1 and the appendix), which the random games answer with a
//! claim or a pass; a lone claim is then judged at once, both claims by
//! the Stöck-Weis-Stich count.
//!
//! `cargo test -p jass-core --test reference_tables` runs a short sample
//! (a thousand games); `JASS_REFERENCE_SEEDS=20000 cargo test --release
//! -p jass-core --test reference_tables -- --ignored --nocapture` runs a
//! long one (`JASS_REFERENCE_SEEDS` games of up to 8 hands, 2000 unless
//! set) and prints what it met.

use jass_core::bots::{Bot, RandomBot, RuleOfThumb};
use jass_core::game::{EndReason, ScoreKind, WeisDecision};
use jass_core::{
    Action, AnnouncePolicy, ByTeam, Card, CardSet, CardValues, ClaimCounts, Contract,
    DuplicateMelds, EndMode, Expecting, FirstForehand, Game, Hand, JassRng, Packs, PerContract,
    Players, Rank, Rules, SchieberGame, SchieberHand, Seat, Suit, SwsOrder, SwsStep, SwsWindow,
    Team, UndenufeValues, Undertrump, WeisMode, WeisTable,
};
use std::cmp::Ordering;

mod reference_cards;
mod reference_weis;
use reference_cards::{card_points, last_trick_bonus, legal, strength};
use reference_weis::{
    RefMeld, WeisChoice, candidate_melds, compare, declared_points, draw_meld_values, strongest,
    weis_choice,
};

// ---------------------------------------------------------------- tables

/// Whether the rules play a table of five (RULES.md §5.2, "Dr Chnächt").
fn is_five(rules: &Rules) -> bool {
    rules.players == Players::Five
}

/// Copies of each card in play: 2 with the double pack, which only a table
/// of six reads (appendix, "The double pack").
fn copies(rules: &Rules) -> usize {
    if rules.players == Players::Six && rules.packs == Packs::Two {
        2
    } else {
        1
    }
}

/// The different cards of the pack (RULES.md §1, §5.2): 36 cards; at five
/// without ⚙ `removed_card`; the double pack without sixes, sevens and
/// eights.
fn pack(rules: &Rules) -> Vec<Card> {
    let mut cards = Vec::new();
    for suit in Suit::ALL {
        for rank in Rank::ALL {
            let card = Card::new(suit, rank);
            if is_five(rules) && card == rules.removed_card {
                continue;
            }
            if copies(rules) == 2 && matches!(rank, Rank::Six | Rank::Seven | Rank::Eight) {
                continue;
            }
            cards.push(card);
        }
    }
    cards
}

/// Cards each player is dealt (RULES.md §5, §5.2): 9 at four, 7 at five,
/// 6 at six, 8 with the double pack.
fn cards_each(rules: &Rules) -> usize {
    match (rules.players, copies(rules)) {
        (Players::Five, _) => 7,
        (Players::Six, 2) => 8,
        (Players::Six, _) => 6,
        _ => 9,
    }
}

/// The seats that deal, are forehand and declare: all but the Chnächt
/// (seat 4) at five (appendix, "Tables of five and six").
fn dealing_seats(rules: &Rules) -> usize {
    if rules.players == Players::Six { 6 } else { 4 }
}

/// The seat `steps` places to the right of `seat` among the dealing seats.
fn right_of(seat: Seat, steps: usize, rules: &Rules) -> Seat {
    let n = dealing_seats(rules);
    Seat::from_index(((seat.index() + steps) % n) as u8).unwrap()
}

/// The side a seat plays for: teams alternate round the table (RULES.md
/// §5, §5.2 at six), and at five the Chnächt plays for the declarer's side
/// (§5.2).
fn side(seat: Seat, declarer: Seat, rules: &Rules) -> Team {
    let seat = if is_five(rules) && seat == Seat::S4 {
        declarer
    } else {
        seat
    };
    if seat.index() % 2 == 0 {
        Team::T0
    } else {
        Team::T1
    }
}

/// The seats in the order they play to a trick led by `leader`: round the
/// table to the right; at five the four round seats 0–3 and the Chnächt
/// always last (§5.2, [004]: "spielt immer als Letzter").
fn play_order(leader: Seat, rules: &Rules) -> Vec<Seat> {
    let mut order: Vec<Seat> = (0..dealing_seats(rules))
        .map(|i| right_of(leader, i, rules))
        .collect();
    if is_five(rules) {
        order.push(Seat::S4);
    }
    order
}

// ------------------------------------------------------- tricks (§2, §3)

/// The index of the card that wins a trick: the strongest, and of two
/// identical cards the later one (§5.2, the double pack; with one pack no
/// two cards that can win are equal).
fn winner_index(cards: &[Card], contract: Contract) -> usize {
    let led = cards[0].suit();
    let mut best = 0;
    for (i, &card) in cards.iter().enumerate() {
        if strength(card, led, contract) >= strength(cards[best], led, contract) {
            best = i;
        }
    }
    best
}

/// What the cards of a hand add up to with the last trick (RULES.md §2,
/// §5.2 and the appendix): 157 with the standard values at four, at six
/// and at five without the ♦7; at five without another card 157 less its
/// points; with the double pack 304 (trump), 240 (Obenabe), 152 or 240
/// (Undenufe, six-eleven or ace-eleven), each plus 5. With ⚙ `card_values`
/// it is computed from the pack.
fn hand_total(contract: Contract, rules: &Rules) -> u32 {
    let computed: u32 = pack(rules)
        .iter()
        .map(|&c| card_points(c, contract, rules))
        .sum::<u32>()
        * copies(rules) as u32
        + last_trick_bonus(rules);
    if rules.card_values.is_none() {
        let stated = match (copies(rules), contract, rules.undenufe_values) {
            (2, Contract::Trump(_), _) => 304 + 5,
            (2, Contract::Obenabe, _) | (2, Contract::Undenufe, UndenufeValues::AceEleven) => {
                240 + 5
            }
            (2, Contract::Undenufe, UndenufeValues::SixEleven) => 152 + 5,
            _ if is_five(rules) => 157 - card_points(rules.removed_card, contract, rules),
            _ => 157,
        };
        assert_eq!(computed, stated, "{contract}: the pack's points");
    }
    computed
}

// ------------------------------------------------------------ weis (§4)

/// Whether weis is played (RULES.md §4; with the double pack only under ⚙
/// `duplicate_melds = distinct_cards`, appendix).
fn weis_played(rules: &Rules) -> bool {
    rules.weis_enabled
        && (copies(rules) == 1 || rules.duplicate_melds == DuplicateMelds::DistinctCards)
}

/// Whether stöck is played (RULES.md §4.4; the double pack as weis).
fn stoeck_played(rules: &Rules) -> bool {
    rules.stoeck_enabled
        && (copies(rules) == 1 || rules.duplicate_melds == DuplicateMelds::DistinctCards)
}

// ------------------------------------------------------------- the hand

/// What the reference computes for one finished hand.
#[derive(Debug, Default, PartialEq, Eq)]
struct HandResult {
    /// Card points with the last trick and the match, × the multiplier.
    cards: [u32; 2],
    /// Weis × the multiplier.
    weis: [u32; 2],
    /// Stöck × the multiplier.
    stoeck: [u32; 2],
}

impl HandResult {
    fn total(&self) -> [u32; 2] {
        [0, 1].map(|t| self.cards[t] + self.weis[t] + self.stoeck[t])
    }
}

/// Who deals and who is forehand in each hand (RULES.md §5, §5.2, appendix
/// "Schieber" and "Tables of five and six"): a game's first dealer is seat
/// 3 (seat 5 at six) unless given; forehand is the dealer's right among the dealing
/// seats, except that under ⚙ `first_forehand = seven_of_roses` the holder
/// of ♣7 is forehand of the first hand (not the Chnächt, and with no ♣7 in
/// play the dealer's right); the next hand's dealer is this hand's
/// forehand (the holder of ♣7 deals the second hand; later the deal passes
/// to the right).
fn expected_seats(
    number: usize,
    previous_forehand: Option<Seat>,
    first_dealer: Option<Seat>,
    dealt: &[CardSet],
    rules: &Rules,
) -> (Seat, Seat) {
    let dealer = if let Some(forehand) = previous_forehand {
        forehand
    } else {
        assert_eq!(number, 0);
        first_dealer.unwrap_or_else(|| Seat::from_index(dealing_seats(rules) as u8 - 1).unwrap())
    };
    let mut forehand = right_of(dealer, 1, rules);
    if number == 0 && rules.first_forehand == FirstForehand::SevenOfRoses {
        let seven = Card::new(Suit::Clubs, Rank::Seven);
        if let Some(holder) = (0..dealing_seats(rules)).find(|&s| dealt[s].contains(seven)) {
            forehand = Seat::from_index(holder as u8).unwrap();
        }
    }
    (dealer, forehand)
}

/// The deal of `deck` (RULES.md §5, appendix "Tables of five and six" and
/// "The double pack"): the cards of the pack in deck order (at five the
/// removed card is skipped), in rounds of three from the dealer's right
/// round the dealing seats, the Chnächt last in each round at five; the
/// last round is of the cards left (3 at four, 1 at five, 2 with the
/// double pack). Each seat's cards, sorted.
fn deal_of(deck: &[Card], dealer: Seat, rules: &Rules) -> Vec<Vec<Card>> {
    let in_pack = pack(rules);
    let mut cards = deck.iter().copied().filter(|c| in_pack.contains(c));
    let mut order: Vec<Seat> = (1..=dealing_seats(rules))
        .map(|i| right_of(dealer, i, rules))
        .collect();
    if is_five(rules) {
        order.push(Seat::S4);
    }
    let mut hands = vec![Vec::new(); rules.players.count()];
    let mut left = cards_each(rules);
    while left > 0 {
        let round = left.min(3);
        for &seat in &order {
            hands[seat.index()].extend(cards.by_ref().take(round));
        }
        left -= round;
    }
    assert!(cards.next().is_none(), "every card is dealt");
    for hand in &mut hands {
        hand.sort_by_key(|c| c.index());
    }
    hands
}

/// Things the checked hands met, so that a run can tell that it tried the
/// rules that matter here.
#[derive(Debug, Default)]
struct Counts {
    /// Games played.
    games: u64,
    /// Hands checked whole.
    hands: u64,
    /// Hands checked at four, five, six with one pack, six with two.
    by_table: [u64; 4],
    /// First hands dealt from a deck given here.
    deals_from_decks: u64,
    /// Tricks won by the Chnächt (§5.2).
    chnaecht_tricks: u64,
    /// Hands whose best weis was the Chnächt's.
    chnaecht_weis: u64,
    /// Hands whose stöck was the Chnächt's.
    chnaecht_stoeck: u64,
    /// Tricks won by the later of two identical cards (the double pack).
    later_copy_wins: u64,
    /// Hands with a match.
    matches: u64,
    /// Matches against the declaring side (⚙ `counter_match_factor`).
    counter_matches: u64,
    /// Hands in which weis scored, with small weis, announced, with the
    /// double pack (⚙ `duplicate_melds = distinct_cards`).
    weis_scored: u64,
    small_weis_scored: u64,
    announced_weis_scored: u64,
    double_pack_weis: u64,
    /// Hands with stöck with the double pack, and with two pairs of it.
    double_pack_stoeck: u64,
    two_stoeck_pairs: u64,
    /// Hands at five whose removed card has points in the contract.
    removed_card_points: u64,
    /// Games that ended.
    games_ended: u64,
    /// Games ended by a claim: valid, invalid, decided by the
    /// Stöck-Weis-Stich count, nobody reaching the target in it.
    claim_ends: [u64; 4],
    /// Claims in the first trick under ⚙ `sws_window =
    /// first_trick_both_claim` answered by the other side, by table as
    /// `by_table`; of them, those claimed too and those declined; and
    /// lone claims judged before a contract was named.
    counter_asked: [u64; 4],
    /// Of those at five, the claims of seat 3 when the Chnächt is not on
    /// its side: the seat asked is seat 0.
    counter_past_chnaecht: u64,
    both_claimed: u64,
    lone_declined: u64,
    lone_before_contract: u64,
    /// Weis choices checked before a card of the first trick (⚙ `weis_mode
    /// = announced`): all; after an announcement; without a pass (⚙
    /// `announce_policy = mandatory_best`); of the Chnächt; with the double
    /// pack; with small weis offering pieces of one run, and a run of eight
    /// or nine.
    weis_choices: u64,
    weis_choices_after_announced: u64,
    mandatory_choices: u64,
    chnaecht_choices: u64,
    double_pack_choices: u64,
    small_piece_choices: u64,
    small_long_run_choices: u64,
}

/// Weis (§4.3, appendix): the single best meld (announced, under
/// announced weis) decides, ties to the earlier player in the first
/// trick; all players of that side score all their melds. The seat of the
/// best meld and each side's points, before the multiplier; `dealt` is
/// each seat's different cards.
fn weis_of(
    hand: &SchieberHand,
    dealt: &[CardSet],
    first_order: &[Seat],
    counts: &mut Counts,
) -> (Option<Seat>, [u32; 2]) {
    let rules = *hand.rules();
    let n = rules.players.count();
    let (contract, declarer) = (hand.contract().unwrap(), hand.declarer().unwrap());
    let mut weis = [0_u32; 2];
    let mut best_seat = None;
    if weis_played(&rules) {
        let announced: Vec<Option<RefMeld>> = (0..n)
            .map(|s| match hand.weis_decisions().0[s] {
                WeisDecision::Announced(meld) => {
                    let meld = RefMeld::from_engine(meld);
                    assert!(
                        meld.cards().is_subset(dealt[s]),
                        "seat {s} announced {meld:?}"
                    );
                    Some(meld)
                }
                _ => None,
            })
            .collect();
        if rules.weis_mode == WeisMode::Automatic {
            assert!(
                announced.iter().all(Option::is_none),
                "no announcements in automatic mode"
            );
        }
        let mut best: Option<(Seat, RefMeld)> = None;
        for &seat in first_order {
            let melds = candidate_melds(dealt[seat.index()], contract, &rules);
            let own_best = strongest(&melds, contract, &rules);
            let meld = if rules.weis_mode == WeisMode::Announced {
                // §4.3: an announcement is a meld of the hand (with large
                // weis a whole run) of at least the value announced so
                // far; under ⚙ `announce_policy = mandatory_best` a player
                // whose best meld reaches it announces that one.
                let highest = best.map_or(0, |(_, b)| b.value(&rules));
                let made = announced[seat.index()];
                if let Some(meld) = made {
                    assert!(melds.contains(&meld), "seat {seat} announced {meld:?}");
                    assert!(
                        meld.value(&rules) >= highest,
                        "seat {seat} announced below {highest}"
                    );
                }
                if rules.announce_policy == AnnouncePolicy::MandatoryBest {
                    match own_best.filter(|b| b.value(&rules) >= highest) {
                        Some(own) => assert!(
                            made.is_some_and(|m| compare(m, own, contract, &rules).is_eq()),
                            "seat {seat} had to announce {own:?}, announced {made:?}"
                        ),
                        None => assert_eq!(made, None, "seat {seat} could not announce"),
                    }
                }
                made
            } else {
                own_best
            };
            if let Some(meld) = meld
                && best.is_none_or(|(_, b)| compare(meld, b, contract, &rules) == Ordering::Greater)
            {
                best = Some((seat, meld));
            }
        }
        if let Some((winner, _)) = best {
            best_seat = Some(winner);
            counts.weis_scored += 1;
            counts.small_weis_scored += u64::from(rules.weis_table == WeisTable::Small);
            counts.announced_weis_scored += u64::from(rules.weis_mode == WeisMode::Announced);
            counts.double_pack_weis += u64::from(copies(&rules) == 2);
            counts.chnaecht_weis += u64::from(is_five(&rules) && winner == Seat::S4);
            let team = side(winner, declarer, &rules);
            for seat in 0..n {
                let seat = Seat::from_index(seat as u8).unwrap();
                if side(seat, declarer, &rules) == team {
                    // Only the winning announcer's declaration must
                    // contain what it announced; a partner's losing
                    // announcement holds back none of its melds (§4.3 and
                    // the appendix "Weis (§4)").
                    let keep = if rules.weis_mode == WeisMode::Announced && seat == winner {
                        announced[seat.index()]
                    } else {
                        None
                    };
                    weis[team.index()] +=
                        declared_points(dealt[seat.index()], keep, contract, &rules);
                }
            }
        }
    }
    (best_seat, weis)
}

/// Stöck (§4.4, §5.2): trump K and Q in one hand, 20 for its side; with
/// the double pack two holders: the earlier in the first trick. The
/// holder and each side's points, before the multiplier.
fn stoeck_of(
    hand: &SchieberHand,
    dealt: &[CardSet],
    first_order: &[Seat],
    counts: &mut Counts,
) -> (Option<Seat>, [u32; 2]) {
    let rules = *hand.rules();
    let (contract, declarer) = (hand.contract().unwrap(), hand.declarer().unwrap());
    let mut stoeck = [0_u32; 2];
    let mut holder = None;
    if let (Some(trump), true) = (contract.trump(), stoeck_played(&rules)) {
        let pair = [Rank::King, Rank::Queen].map(|r| Card::new(trump, r));
        let holders: Vec<Seat> = first_order
            .iter()
            .copied()
            .filter(|s| pair.iter().all(|&c| dealt[s.index()].contains(c)))
            .collect();
        holder = holders.first().copied();
        counts.two_stoeck_pairs += u64::from(holders.len() > 1);
        if let Some(holder) = holder {
            counts.double_pack_stoeck += u64::from(copies(&rules) == 2);
            counts.chnaecht_stoeck += u64::from(is_five(&rules) && holder == Seat::S4);
            stoeck[side(holder, declarer, &rules).index()] = 20;
        }
    }
    (holder, stoeck)
}

/// How a game ends in its last hand: the winner, why, the scores, and what
/// the hand writes on the slate of each side by kind (card points, weis,
/// stöck; multiplier applied).
#[derive(Debug)]
struct End {
    winner: Team,
    reason: EndReason,
    scores: [u32; 2],
    written: [[u32; 2]; 3],
}

impl End {
    /// The totals before the hand, nothing written yet.
    fn from(start: [u32; 2]) -> End {
        End {
            winner: Team::T0,
            reason: EndReason::Target,
            scores: start,
            written: [[0; 2]; 3],
        }
    }

    /// Adds a step of the count (a trick when `step` is `None`): `gain`
    /// per side times `m`, written as card points, weis or stöck; the side
    /// it takes to `target`, if any.
    fn add(&mut self, step: Option<SwsStep>, gain: [u32; 2], m: u32, target: u32) -> Option<Team> {
        let kind = match step {
            Some(SwsStep::Weis) => 1,
            Some(SwsStep::Stoeck) => 2,
            _ => 0,
        };
        let mut reached = None;
        for team in Team::ALL {
            let t = team.index();
            self.scores[t] += gain[t] * m;
            self.written[kind][t] += gain[t] * m;
            if gain[t] > 0 && self.scores[t] >= target {
                reached = Some(team);
            }
        }
        reached
    }

    /// The game decided for `winner`, for `reason`.
    fn decided(mut self, winner: Team, reason: EndReason) -> End {
        self.winner = winner;
        self.reason = reason;
        self
    }
}

/// The end of a game in its last hand under ⚙ `end_mode = automatic`
/// (RULES.md §5.1 and the appendix "Schieber"): from the sides' totals
/// before the hand, the points are added event by event, multiplier
/// applied — at the end of the first trick the Stöck-Weis-Stich count in ⚙
/// `sws_order` (stöck held from the deal, the scored weis, the first
/// trick's card points), then each later trick for its winner's side (the
/// last trick with its 5 and the match, as one gain) — and the first side
/// to reach the target wins, later steps not added. The winner, the scores
/// and why, if a side reaches the target in the tricks played.
fn expected_end(hand: &SchieberHand, start: [u32; 2]) -> Option<End> {
    let rules = *hand.rules();
    let (contract, declarer) = (hand.contract()?, hand.declarer()?);
    let m = u32::from(rules.multipliers[contract]);
    let dealt: Vec<CardSet> = (0..rules.players.count())
        .map(|s| hand.dealt().0[s])
        .collect();
    let first_order = play_order(hand.forehand(), &rules);
    let scratch = &mut Counts::default();
    let (_, weis) = weis_of(hand, &dealt, &first_order, scratch);
    let (_, stoeck) = stoeck_of(hand, &dealt, &first_order, scratch);
    let tricks = hand.tricks();
    let complete = tricks.len() == cards_each(&rules);
    let mut gains: Vec<(Option<SwsStep>, [u32; 2])> = Vec::new();
    let mut taken = [0_u32; 2];
    let mut won = [0_usize; 2];
    for (k, trick) in tricks.iter().enumerate() {
        let cards = trick.cards();
        let winner = play_order(trick.leader(), &rules)[winner_index(cards, contract)];
        let team = side(winner, declarer, &rules).index();
        let mut gain = [0; 2];
        gain[team] = cards
            .iter()
            .map(|&c| card_points(c, contract, &rules))
            .sum::<u32>();
        won[team] += 1;
        if complete && k + 1 == tricks.len() {
            gain[team] += last_trick_bonus(&rules);
            if won[team] == tricks.len() {
                let total = hand_total(contract, &rules) + u32::from(rules.match_bonus);
                let factor = if Team::ALL[team] == side(declarer, declarer, &rules) {
                    1
                } else {
                    u32::from(rules.counter_match_factor)
                };
                gain[team] = total * factor - taken[team];
            }
        }
        taken[team] += gain[team];
        if k == 0 {
            for step in rules.sws_order.steps() {
                let points = match step {
                    SwsStep::Stoeck => stoeck,
                    SwsStep::Weis => weis,
                    SwsStep::Stich => gain,
                };
                gains.push((Some(step), points));
            }
        } else {
            gains.push((None, gain));
        }
    }
    let mut end = End::from(start);
    for (step, gain) in gains {
        if let Some(team) = end.add(step, gain, m, rules.target) {
            end.winner = team;
            end.reason = step.map_or(EndReason::Target, EndReason::StoeckWeisStich);
            return Some(end);
        }
    }
    None
}

/// The deal of a finished hand, read back from the cards each seat played
/// (§5, §5.2): every card of the pack once per copy, each seat its number
/// of cards; and with a given first deck, the deal of `deal_of`. Each
/// seat's different cards.
fn check_deal(
    hand: &SchieberHand,
    first_deal: Option<(&[Card], Seat)>,
    counts: &mut Counts,
) -> Vec<CardSet> {
    let rules = *hand.rules();
    let n = rules.players.count();
    let per_player = cards_each(&rules);
    let tricks = hand.tricks();
    // The deal, read back from the cards each seat played (§5, §5.2).
    let mut played: Vec<Vec<Card>> = vec![Vec::new(); n];
    for trick in tricks {
        for (i, &card) in trick.cards().iter().enumerate() {
            played[trick.seat_of(i).index()].push(card);
        }
    }
    let dealt: Vec<CardSet> = played
        .iter()
        .map(|cards| cards.iter().copied().collect())
        .collect();
    let mut all: Vec<Card> = played.concat();
    all.sort_by_key(|c| c.index());
    let mut expected_pack: Vec<Card> = pack(&rules)
        .into_iter()
        .flat_map(|c| std::iter::repeat_n(c, copies(&rules)))
        .collect();
    expected_pack.sort_by_key(|c| c.index());
    assert_eq!(
        all, expected_pack,
        "every card of the pack is played once per copy"
    );
    for seat in 0..n {
        assert_eq!(
            played[seat].len(),
            per_player,
            "seat {seat} holds {per_player} cards"
        );
        assert_eq!(hand.dealt().0[seat], dealt[seat], "seat {seat}'s deal");
    }

    if let Some((deck, dealer)) = first_deal {
        let mut sorted = played.clone();
        for cards in &mut sorted {
            cards.sort_by_key(|c| c.index());
        }
        assert_eq!(
            sorted,
            deal_of(deck, dealer, &rules),
            "the deal of the given deck"
        );
        counts.deals_from_decks += 1;
    }
    dealt
}

/// Dealer, forehand and declaring (§5, §5.2) of a finished hand; returns
/// forehand.
fn check_declaring(
    hand: &SchieberHand,
    number: usize,
    previous_forehand: Option<Seat>,
    first_deal: Option<(&[Card], Seat)>,
    dealt: &[CardSet],
) -> Seat {
    let rules = *hand.rules();
    let contract = hand.contract().expect("a finished hand has a contract");
    let declarer = hand.declarer().expect("a finished hand has a declarer");
    let first_dealer = first_deal.map(|(_, dealer)| dealer);
    let (dealer, forehand) = expected_seats(number, previous_forehand, first_dealer, dealt, &rules);
    assert_eq!(hand.dealer(), dealer, "hand {number}: the dealer");
    assert_eq!(hand.forehand(), forehand, "hand {number}: forehand");

    // Declaring (§5, §5.2): forehand names or shoves to the partner; at
    // six the partner may shove on to the third partner; ⚙
    // `zurueckschieben` at four and five sends it back to forehand.
    let shoves = usize::from(hand.shove_count());
    let max_shoves = match rules.players {
        Players::Six => 2,
        _ if rules.zurueckschieben => 2,
        _ => 1,
    };
    assert!(shoves <= max_shoves, "{shoves} shoves");
    assert_eq!(hand.shoved(), shoves > 0);
    let expected_declarer = if rules.players == Players::Six {
        right_of(forehand, 2 * shoves, &rules)
    } else {
        right_of(forehand, 2 * (shoves % 2), &rules)
    };
    assert_eq!(
        declarer, expected_declarer,
        "the declarer after {shoves} shoves"
    );
    assert!(rules.contracts[contract], "{contract} may be declared");
    let m = u32::from(rules.multipliers[contract]);
    assert_eq!(
        u32::from(hand.multiplier()),
        m,
        "the multiplier of {contract}"
    );
    forehand
}

/// The tricks of a finished hand (§3, §5.2): the play order, the winner,
/// who leads next, the points; returns each side's card points with the
/// last trick, and its tricks.
fn check_tricks(
    hand: &SchieberHand,
    forehand: Seat,
    counts: &mut Counts,
) -> ([u32; 2], [usize; 2]) {
    let rules = *hand.rules();
    let n = rules.players.count();
    let contract = hand.contract().expect("a finished hand has a contract");
    let declarer = hand.declarer().expect("a finished hand has a declarer");
    let tricks = hand.tricks();
    let mut points = [0_u32; 2];
    let mut won = [0_usize; 2];
    let mut leader = forehand;
    for (k, trick) in tricks.iter().enumerate() {
        assert_eq!(trick.leader(), leader, "trick {k}'s leader");
        let order = play_order(leader, &rules);
        for (i, &seat) in order.iter().enumerate() {
            assert_eq!(trick.seat_of(i), seat, "trick {k}: who plays card {i}");
        }
        let cards = trick.cards();
        assert_eq!(cards.len(), n);
        let index = winner_index(cards, contract);
        let winner = order[index];
        if cards[..index].contains(&cards[index]) {
            counts.later_copy_wins += 1;
        }
        if is_five(&rules) && winner == Seat::S4 {
            counts.chnaecht_tricks += 1;
        }
        assert_eq!(
            trick.winner(contract),
            Some(winner),
            "trick {k}: {trick} under {contract}"
        );
        let team = side(winner, declarer, &rules);
        points[team.index()] += cards
            .iter()
            .map(|&c| card_points(c, contract, &rules))
            .sum::<u32>();
        if k + 1 == tricks.len() {
            points[team.index()] += last_trick_bonus(&rules);
        }
        won[team.index()] += 1;
        // The Chnächt never leads: after his trick the declarer leads.
        leader = if is_five(&rules) && winner == Seat::S4 {
            declarer
        } else {
            winner
        };
    }
    let total = hand_total(contract, &rules);
    assert_eq!(
        points[0] + points[1],
        total,
        "the hand's card points under {contract}"
    );
    assert_eq!(
        hand.card_points().0.map(u32::from),
        points,
        "card points under {contract}"
    );
    assert_eq!(hand.tricks_won().0.map(usize::from), won, "tricks won");

    (points, won)
}

/// The end of a game by the claims `claims` in its last hand, from the
/// sides' totals before it (RULES.md §5.1, appendix "Schieber" and
/// "Tables of five and six"; the claimant's side is its two or three
/// players, at five with the Chnächt once he is on it).
///
/// Inside ⚙ `sws_window` (`claimant_before_second_trick`: the claimant has
/// not played to the second trick; `side_before_second_trick`: nobody of
/// the claimant's side has; `first_trick_both_claim`: the claim came
/// before the first trick was complete and the other side claimed too)
/// the first trick is finished and the Stöck-Weis-Stich count in ⚙
/// `sws_order` decides: the first side to reach the target wins, later
/// steps not added; if neither does, the (first) claimant's side loses.
/// Outside it play ends at once: the weis scored (once the first trick is
/// complete, §4.3), stöck for whichever side held it, and the completed
/// tricks of both sides (⚙ `claim_counts = both_sides`) or of the
/// claimant's only are written, the cards of an unfinished trick for
/// nobody; the claim is valid if the claimant's side has reached the
/// target, else it loses. So is a lone claim in the first trick under
/// `first_trick_both_claim` once the other side declines ([002]: "a lone
/// claim is checked like any other"), even before the contract is named.
/// A side already at the target when the hand began has reached it first:
/// inside the window the claim is then decided before the count, which is
/// not added (appendix "Schieber": the first side to claim wins).
fn expected_claim(hand: &SchieberHand, start: [u32; 2], claims: Claims) -> End {
    let rules = *hand.rules();
    let claimant = claims.first.expect("a claim ended the game");
    // The claimant is never the Chnächt: its side is that of its seat.
    let team = side(claimant, claimant, &rules);
    let mut end = End::from(start);
    let (Some(contract), Some(declarer)) = (hand.contract(), hand.declarer()) else {
        // Only a lone claim made while declaring is judged before a
        // contract: nothing has been played, nothing is added.
        assert!(claims.declined, "a claim is judged under a contract");
        return if start[team.index()] >= rules.target {
            end.decided(team, EndReason::ValidClaim)
        } else {
            end.decided(team.other(), EndReason::InvalidClaim)
        };
    };
    let m = u32::from(rules.multipliers[contract]);
    let dealt: Vec<CardSet> = (0..rules.players.count())
        .map(|s| hand.dealt().0[s])
        .collect();
    let first_order = play_order(hand.forehand(), &rules);
    let scratch = &mut Counts::default();
    let (_, stoeck) = stoeck_of(hand, &dealt, &first_order, scratch);
    let tricks = hand.tricks();
    let points: Vec<(Team, u32)> = tricks
        .iter()
        .map(|trick| {
            let cards = trick.cards();
            let winner = play_order(trick.leader(), &rules)[winner_index(cards, contract)];
            let points = cards
                .iter()
                .map(|&c| card_points(c, contract, &rules))
                .sum();
            (side(winner, declarer, &rules), points)
        })
        .collect();
    // The weis scores once the first trick is complete (§4.3).
    let weis = if points.is_empty() {
        [0; 2]
    } else {
        weis_of(hand, &dealt, &first_order, scratch).1
    };
    let partial = hand.trick();
    let in_second: Vec<Seat> = (0..partial.len()).map(|i| partial.seat_of(i)).collect();
    let in_window = match rules.sws_window {
        SwsWindow::ClaimantBeforeSecondTrick => tricks.len() == 1 && !in_second.contains(&claimant),
        SwsWindow::SideBeforeSecondTrick => {
            tricks.len() == 1 && in_second.iter().all(|&s| side(s, declarer, &rules) != team)
        }
        SwsWindow::FirstTrickBothClaim => claims.counter.is_some(),
        SwsWindow::BeforeFirstDraw => unreachable!("Schmaus' window is not drawn"),
    };
    if rules.sws_window == SwsWindow::FirstTrickBothClaim {
        assert!(
            claims.counter.is_some() || claims.declined || !points.is_empty(),
            "a claim in the first trick waits for the other side's answer"
        );
    } else {
        assert!(
            !points.is_empty(),
            "a claim is judged once the first trick is complete"
        );
    }
    if in_window {
        assert_eq!(
            tricks.len(),
            1,
            "the window's count follows the first trick"
        );
        let mut stich = [0; 2];
        stich[points[0].0.index()] = points[0].1;
        return sws_count(end, team, [stoeck, weis, stich], m, &rules);
    }
    let never = u32::MAX;
    end.add(Some(SwsStep::Weis), weis, m, never);
    end.add(Some(SwsStep::Stoeck), stoeck, m, never);
    for &(winner, p) in &points {
        if rules.claim_counts == ClaimCounts::BothSides || winner == team {
            let mut gain = [0; 2];
            gain[winner.index()] = p;
            end.add(None, gain, m, never);
        }
    }
    if end.scores[team.index()] >= rules.target {
        end.decided(team, EndReason::ValidClaim)
    } else {
        end.decided(team.other(), EndReason::InvalidClaim)
    }
}

/// The Stöck-Weis-Stich count of a claim of `team`'s side (RULES.md §5.1
/// and the appendix "Schieber"): a side at the target before it has
/// reached it first (the claimant's side before the other); else stöck,
/// weis and the first trick (`gains`, in that order, before the
/// multiplier `m`) are added in ⚙ `sws_order`, the first side to reach
/// the target winning, later steps not added; if neither does, the
/// claimant's side loses.
fn sws_count(mut end: End, team: Team, gains: [[u32; 2]; 3], m: u32, rules: &Rules) -> End {
    for t in [team, team.other()] {
        if end.scores[t.index()] >= rules.target {
            let reason = if t == team {
                EndReason::ValidClaim
            } else {
                EndReason::InvalidClaim
            };
            return end.decided(t, reason);
        }
    }
    for step in rules.sws_order.steps() {
        let gain = match step {
            SwsStep::Stoeck => gains[0],
            SwsStep::Weis => gains[1],
            SwsStep::Stich => gains[2],
        };
        if let Some(t) = end.add(Some(step), gain, m, rules.target) {
            return end.decided(t, EndReason::StoeckWeisStich(step));
        }
    }
    end.decided(team.other(), EndReason::SwsNobodyReached)
}

/// Recomputes a finished hand from what was played and checks every step
/// the engine reports against it; returns the reference's score.
fn check_hand(
    hand: &SchieberHand,
    number: usize,
    previous_forehand: Option<Seat>,
    first_deal: Option<(&[Card], Seat)>,
    counts: &mut Counts,
) -> HandResult {
    let rules = *hand.rules();
    let contract = hand.contract().expect("a finished hand has a contract");
    let declarer = hand.declarer().expect("a finished hand has a declarer");
    let tricks = hand.tricks();
    assert_eq!(
        tricks.len(),
        cards_each(&rules),
        "a hand has as many tricks as cards each"
    );
    let dealt = check_deal(hand, first_deal, counts);
    let forehand = check_declaring(hand, number, previous_forehand, first_deal, &dealt);
    counts.by_table[table_index(&rules)] += 1;
    if is_five(&rules) && card_points(rules.removed_card, contract, &rules) > 0 {
        counts.removed_card_points += 1;
    }
    let m = u32::from(rules.multipliers[contract]);
    let declaring = side(declarer, declarer, &rules);
    let (points, won) = check_tricks(hand, forehand, counts);
    let total = hand_total(contract, &rules);

    // The match (§2, §5): one side took every trick: + ⚙ `match_bonus`;
    // against the declaring side (hand total + bonus) × ⚙
    // `counter_match_factor` (appendix "Schieber").
    let mut cards = points;
    for team in Team::ALL {
        if won[team.index()] == tricks.len() {
            let bonus = u32::from(rules.match_bonus);
            counts.matches += 1;
            cards[team.index()] = if team == declaring {
                total + bonus
            } else {
                counts.counter_matches += 1;
                (total + bonus) * u32::from(rules.counter_match_factor)
            };
        }
    }

    let first_order = play_order(forehand, &rules);
    let (best_seat, weis) = weis_of(hand, &dealt, &first_order, counts);
    assert_eq!(
        hand.weis().best.map(|(seat, _)| seat),
        best_seat,
        "the best weis under {contract} ({:?})",
        hand.weis()
    );
    assert_eq!(
        u32::from(hand.weis().points),
        weis[0] + weis[1],
        "weis points"
    );
    let (holder, stoeck) = stoeck_of(hand, &dealt, &first_order, counts);
    assert_eq!(
        hand.stoeck_holder(),
        holder,
        "the stöck holder under {contract}"
    );

    HandResult {
        cards: cards.map(|p| p * m),
        weis: weis.map(|p| p * m),
        stoeck: stoeck.map(|p| p * m),
    }
}

// ------------------------------------------------------------ the games

/// A rule set drawn from `rng`: a table of four, five or six (one pack or
/// the double pack) and every option this reference reads, varied.
fn draw_rules(rng: &mut JassRng) -> Rules {
    let pick = |rng: &mut JassRng, n: u32| rng.below(n);
    let mut rules = match pick(rng, 4) {
        0 => Rules::schieber(),
        1 => Rules::schieber_five(),
        2 => Rules::schieber_six(),
        _ => Rules::schieber_six_double(),
    };
    if rules.players == Players::Five && pick(rng, 2) == 0 {
        rules = rules.with_removed_card(Card::from_index(pick(rng, 36) as u8));
    }
    if pick(rng, 3) == 0 {
        rules = rules.with_duplicate_melds(DuplicateMelds::DistinctCards);
    }
    if pick(rng, 2) == 0 {
        rules = rules.with_multipliers(PerContract::new(
            [0; 4].map(|_| 1 + pick(rng, 5) as u16),
            1 + pick(rng, 5) as u16,
            1 + pick(rng, 5) as u16,
        ));
    }
    if pick(rng, 2) == 0 {
        rules = rules.with_undenufe_values(UndenufeValues::AceEleven);
    }
    match pick(rng, 6) {
        0 => rules = rules.with_card_values(Some(CardValues::BELMITE)),
        1 => {
            let mut table = || [0; 9].map(|_| pick(rng, 21) as u8);
            let values = CardValues {
                trump: table(),
                side: table(),
                obenabe: table(),
                undenufe: table(),
                last_trick: 1 + pick(rng, 20) as u8,
            };
            rules = rules.with_card_values(Some(values));
        }
        _ => {}
    }
    if pick(rng, 2) == 0 {
        rules = rules.with_match_bonus(pick(rng, 301) as u16);
    }
    if pick(rng, 2) == 0 {
        rules = rules.with_counter_match_factor(1 + pick(rng, 3) as u16);
    }
    draw_weis_options(rules, rng)
}

/// The options of weis and stöck (§4), drawn from `rng` on top of
/// `rules`, and then those of declaring, play and the end of the game.
fn draw_weis_options(mut rules: Rules, rng: &mut JassRng) -> Rules {
    let pick = |rng: &mut JassRng, n: u32| rng.below(n);
    if pick(rng, 5) == 0 {
        rules = rules.with_weis_enabled(false);
    }
    if pick(rng, 5) == 0 {
        rules = rules.with_stoeck_enabled(false);
    }
    if pick(rng, 3) == 0 {
        rules = rules.with_weis_table(WeisTable::Small);
    }
    rules = draw_meld_values(rules, rng);
    if pick(rng, 2) == 0 {
        rules = rules.with_undenufe_fours(true);
    }
    if pick(rng, 3) == 0 {
        rules = rules.with_weis_mode(WeisMode::Announced);
    }
    if pick(rng, 3) == 0 {
        rules = rules.with_announce_policy(AnnouncePolicy::MandatoryBest);
    }
    if pick(rng, 3) == 0 {
        rules = rules.with_trump_kq_in_two_melds(true);
    }
    draw_play_options(rules, rng)
}

/// The options of declaring (§5), of play (§3) and of the end of the game
/// (§5.1), drawn from `rng` on top of `rules`.
fn draw_play_options(mut rules: Rules, rng: &mut JassRng) -> Rules {
    let pick = |rng: &mut JassRng, n: u32| rng.below(n);
    if pick(rng, 2) == 0 {
        rules = rules.with_first_forehand(FirstForehand::RightOfDealer);
    }
    if pick(rng, 2) == 0 {
        rules = rules.with_zurueckschieben(true);
    }
    if pick(rng, 4) == 0 {
        let mut contracts = PerContract::splat(true);
        for contract in Contract::ALL {
            if pick(rng, 3) == 0 {
                contracts[contract] = false;
            }
        }
        contracts[Contract::ALL[pick(rng, 6) as usize]] = true;
        rules = rules.with_contracts(contracts);
    }
    // The rules of play change the games played, not how they count.
    rules = rules
        .with_trump_when_able_to_follow(pick(rng, 4) > 0)
        .with_undertrump([Undertrump::Strict, Undertrump::Weak][pick(rng, 2) as usize])
        .with_puur_exempt(pick(rng, 4) > 0)
        .with_must_overtrump_on_trump_lead(pick(rng, 4) == 0);
    if pick(rng, 4) == 0 {
        rules = rules
            .with_end_mode(EndMode::Claims)
            .with_claim_counts(
                [ClaimCounts::BothSides, ClaimCounts::ClaimantOnly][pick(rng, 2) as usize],
            )
            .with_sws_window(
                [
                    SwsWindow::ClaimantBeforeSecondTrick,
                    SwsWindow::SideBeforeSecondTrick,
                    SwsWindow::FirstTrickBothClaim,
                    SwsWindow::FirstTrickBothClaim,
                ][pick(rng, 4) as usize],
            );
    }
    // Mostly a target out of reach, so that every hand is played out;
    // sometimes a low one, so that games end.
    rules = rules.with_target(match pick(rng, 8) {
        0 => 1000,
        1 => 100 + pick(rng, 2000),
        _ => Rules::MAX_TARGET,
    });
    rules = rules.with_schneider(pick(rng, 2) == 0);
    let orders = [
        [SwsStep::Stoeck, SwsStep::Weis, SwsStep::Stich],
        [SwsStep::Stoeck, SwsStep::Stich, SwsStep::Weis],
        [SwsStep::Weis, SwsStep::Stich, SwsStep::Stoeck],
        [SwsStep::Stich, SwsStep::Weis, SwsStep::Stoeck],
    ];
    rules = rules.with_sws_order(SwsOrder::new(orders[pick(rng, 4) as usize]).unwrap());
    if rules.validate().is_err() {
        rules = rules.with_card_values(None);
    }
    rules.validate().expect("a valid rule set");
    rules
}

/// The entries a hand wrote, kind by kind, are the reference's (RULES.md
/// §5: card points with the last trick and the match, weis, stöck, each
/// times the multiplier).
fn check_written(game: &SchieberGame, number: usize, result: &HandResult, seed: u64) {
    let kinds = [ScoreKind::Cards, ScoreKind::Weis, ScoreKind::Stoeck];
    for (kind, expected) in kinds
        .into_iter()
        .zip([result.cards, result.weis, result.stoeck])
    {
        let written = ByTeam::from_fn(|team| {
            game.score_entries()
                .iter()
                .filter(|e| usize::from(e.hand) == number && e.kind == kind && e.team == team)
                .map(|e| e.points)
                .sum::<u32>()
        });
        assert_eq!(
            written.0, expected,
            "seed {seed}, hand {number}: {kind:?} written"
        );
    }
}

/// The cards of `rules`' deck, each as often as the pack holds it (the
/// removed card of a table of five included: a deck is 36 cards), shuffled.
fn shuffled_deck(rules: &Rules, rng: &mut JassRng) -> Vec<Card> {
    let mut deck: Vec<Card> = if copies(rules) == 2 {
        pack(rules).into_iter().flat_map(|c| [c, c]).collect()
    } else {
        (0..36).map(Card::from_index).collect()
    };
    for i in (1..deck.len()).rev() {
        deck.swap(i, rng.below(i as u32 + 1) as usize);
    }
    deck
}

/// The claims of a game as this reference follows them from the actions
/// taken (RULES.md §5.1; a claim ends the game in its hand).
#[derive(Clone, Copy, Debug, Default)]
struct Claims {
    /// The first claim.
    first: Option<Seat>,
    /// Whether the other side is being asked whether it claims too (⚙
    /// `sws_window = first_trick_both_claim`).
    asking: bool,
    /// The other side's claim, if it claimed too.
    counter: Option<Seat>,
    /// Whether the other side, asked, did not claim.
    declined: bool,
}

/// What this reference follows of the game being played from the actions
/// taken: the current hand's weis decisions in the first trick, and the
/// claims.
#[derive(Debug, Default)]
struct Seen {
    /// The number of the hand being played.
    hand: usize,
    /// The seats that have announced or declined in its first trick.
    decided: Vec<Seat>,
    /// The highest value announced so far in it (0 before any).
    highest: u32,
    claims: Claims,
}

impl Seen {
    /// Starts following a new hand once `game` has begun one.
    fn follow_hand(&mut self, game: &SchieberGame) {
        if game.past_hands().len() != self.hand {
            self.hand = game.past_hands().len();
            self.decided.clear();
            self.highest = 0;
        }
    }

    /// Notes `action` of the seat to act in `game`, before it is applied
    /// (and after [`check_offered`] has checked that the engine expects
    /// what this reference does).
    fn follow(&mut self, game: &SchieberGame, action: Action) {
        let rules = game.rules();
        let seat = game.to_act().expect("a seat acts");
        let claims = &mut self.claims;
        match action {
            Action::Claim(claimant) if claims.asking => {
                claims.asking = false;
                claims.counter = Some(claimant);
            }
            Action::Claim(claimant) => {
                claims.first = Some(claimant);
                // [002]: a claim "in the first trick of a hand" (before
                // it is complete) asks the other side.
                claims.asking = rules.sws_window == SwsWindow::FirstTrickBothClaim
                    && game.hand().tricks().is_empty();
            }
            Action::Pass if claims.asking => {
                claims.asking = false;
                claims.declined = true;
            }
            Action::Announce(meld) => {
                self.decided.push(seat);
                self.highest = self.highest.max(RefMeld::from_engine(meld).value(rules));
            }
            Action::Pass => self.decided.push(seat),
            _ => {}
        }
    }

    /// The seats that may claim now (RULES.md §5.1 and the appendix): under
    /// ⚙ `end_mode = claims` every seat but the Chnächt at five until a
    /// claim is made; while the other side is asked whether it claims too,
    /// the seats of that side; then nobody.
    fn claimers(&self, rules: &Rules) -> Vec<Seat> {
        if rules.end_mode != EndMode::Claims {
            return Vec::new();
        }
        let seats = (0..rules.players.count())
            .map(|s| Seat::from_index(s as u8).unwrap())
            .filter(|&s| !(is_five(rules) && s == Seat::S4));
        match self.claims.first {
            None => seats.collect(),
            Some(first) if self.claims.asking => {
                let team = side(first, first, rules);
                seats.filter(|&s| side(s, s, rules) != team).collect()
            }
            Some(_) => Vec::new(),
        }
    }
}

/// Which seat is asked whether its side claims too after `claimant`'s
/// claim in the first trick (⚙ `sws_window = first_trick_both_claim`,
/// appendix "Schieber" and "Tables of five and six"): the next seat to the
/// claimant's right, which is of the other side at every table — at five
/// the next of the four seats that deal, as the Chnächt never claims.
fn asked_seat(claimant: Seat, rules: &Rules) -> Seat {
    right_of(claimant, 1, rules)
}

/// The index of a table in [`Counts::by_table`].
fn table_index(rules: &Rules) -> usize {
    match (rules.players, copies(rules)) {
        (Players::Five, _) => 1,
        (Players::Six, 1) => 2,
        (Players::Six, _) => 3,
        _ => 0,
    }
}

/// The actions the engine offers the seat to act are exactly the
/// reference's: the claims of [`Seen::claimers`]; while the other side is
/// asked whether it claims too, the asked seat of [`asked_seat`] with a
/// claim of its side or a pass; before a card of the first trick, the
/// weis choice of [`weis_choice`] (under ⚙ `weis_mode = announced`, each
/// seat once; a seat with nothing to choose is not asked).
fn check_offered(game: &SchieberGame, so_far: &Seen, counts: &mut Counts, seed: u64) {
    let rules = *game.rules();
    let seat = game.to_act().expect("a seat acts");
    let offered = game.legal_actions();
    let mut claims: Vec<Seat> = offered
        .iter()
        .filter_map(|a| match *a {
            Action::Claim(s) => Some(s),
            _ => None,
        })
        .collect();
    claims.sort_by_key(|s| s.index());
    assert_eq!(
        claims,
        so_far.claimers(&rules),
        "seed {seed}: the claims offered ({:?})",
        so_far.claims
    );
    let others: Vec<Action> = offered
        .iter()
        .copied()
        .filter(|a| !matches!(a, Action::Claim(_)))
        .collect();
    if so_far.claims.asking {
        let first = so_far.claims.first.expect("a claim was made");
        assert_eq!(game.expecting(), Expecting::CounterClaim, "seed {seed}");
        assert_eq!(
            seat,
            asked_seat(first, &rules),
            "seed {seed}: the seat asked after the claim of {first}"
        );
        assert_eq!(others, [Action::Pass], "seed {seed}");
        counts.counter_asked[table_index(&rules)] += 1;
        // At five the seat after seat 3 in play order is the Chnächt; when
        // he is not on seat 3's side (or on no side yet), he is passed over.
        let chnaecht_side = game.hand().declarer().map(|d| side(Seat::S4, d, &rules));
        counts.counter_past_chnaecht += u64::from(
            is_five(&rules)
                && first == Seat::S3
                && chnaecht_side != Some(side(first, first, &rules)),
        );
        return;
    }
    check_weis_offered(game, so_far, &others, counts, seed);
    check_cards_offered(game, &others, seed);
}

/// When the seat to act plays a card, the cards offered are exactly those
/// RULES.md §3 allows it ([`legal`], under the play options drawn; with the
/// double pack on the different cards it holds, an identical trump beating
/// the one in the trick).
fn check_cards_offered(game: &SchieberGame, others: &[Action], seed: u64) {
    let hand = game.hand();
    let (Some(seat), Some(contract)) = (game.to_act(), hand.contract()) else {
        return;
    };
    if game.expecting() != Expecting::Card {
        return;
    }
    let offered: CardSet = others
        .iter()
        .filter_map(|a| match *a {
            Action::Play(card) => Some(card),
            _ => None,
        })
        .collect();
    let trick = hand.trick().cards();
    assert_eq!(
        offered,
        legal(hand.hands()[seat], trick, contract.trump(), game.rules()),
        "seed {seed}: §3: {seat} on {trick:?} under {contract}"
    );
}

/// Before a card of the first trick, the weis choice offered is the
/// reference's (see [`check_offered`]); `others` are the actions offered
/// but claims.
fn check_weis_offered(
    game: &SchieberGame,
    so_far: &Seen,
    others: &[Action],
    counts: &mut Counts,
    seed: u64,
) {
    let rules = *game.rules();
    let seat = game.to_act().expect("a seat acts");
    let hand = game.hand();
    let Some(contract) = hand.contract() else {
        return;
    };
    if !hand.tricks().is_empty() {
        return;
    }
    let choice = (weis_played(&rules)
        && rules.weis_mode == WeisMode::Announced
        && !so_far.decided.contains(&seat))
    .then(|| {
        weis_choice(
            hand.dealt().0[seat.index()],
            so_far.highest,
            contract,
            &rules,
        )
    })
    .flatten();
    let Some(choice) = choice else {
        assert_eq!(
            game.expecting(),
            Expecting::Card,
            "seed {seed}: seat {seat} has no weis to choose"
        );
        return;
    };
    assert_eq!(
        game.expecting(),
        Expecting::Weis,
        "seed {seed}: seat {seat} chooses from {choice:?}"
    );
    let offered_choice = WeisChoice::offered(others)
        .unwrap_or_else(|other| panic!("seed {seed}: {other} offered in a weis decision"));
    assert!(
        choice.same_as(&offered_choice),
        "seed {seed}: seat {seat} under {contract} (highest {}) may choose {choice:?}, offered \
         {offered_choice:?}",
        so_far.highest
    );
    counts.weis_choices += 1;
    counts.weis_choices_after_announced += u64::from(so_far.highest > 0);
    counts.mandatory_choices += u64::from(!choice.pass);
    counts.chnaecht_choices += u64::from(is_five(&rules) && seat == Seat::S4);
    counts.double_pack_choices += u64::from(copies(&rules) == 2);
    let longest = |melds: &[RefMeld]| {
        melds
            .iter()
            .map(|m| match m {
                RefMeld::Sequence { len, .. } => *len,
                RefMeld::Four(_) => 0,
            })
            .max()
    };
    if rules.weis_table == WeisTable::Small {
        counts.small_piece_choices += u64::from(choice.offers_pieces());
        counts.small_long_run_choices += u64::from(longest(&choice.melds) >= Some(8));
    }
}

/// The action of the seat to act: its bot's, but in a weis decision
/// every other time any of the choices offered (an announcement below the
/// best, a pass), when the other side is asked whether it claims too half
/// the time a claim of that side, and now and then a claim at random,
/// valid or not (§5.1) — more often in the first trick of a game under ⚙
/// `sws_window = first_trick_both_claim`.
fn choose(game: &SchieberGame, bot: &mut dyn Bot, rng: &mut JassRng) -> Action {
    let rules = game.rules();
    let seat = game.to_act().expect("a seat acts");
    let offered = game.legal_actions();
    let pick = |rng: &mut JassRng, actions: &[Action]| {
        (!actions.is_empty()).then(|| actions[rng.below(actions.len() as u32) as usize])
    };
    let claims: Vec<Action> = offered
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Claim(_)))
        .collect();
    let mut action = bot.choose(&game.observation(seat).unwrap());
    match game.expecting() {
        Expecting::Weis if rng.below(2) == 0 => {
            let choices: Vec<Action> = offered
                .iter()
                .copied()
                .filter(|a| !matches!(a, Action::Claim(_)))
                .collect();
            action = pick(rng, &choices).unwrap_or(action);
        }
        Expecting::CounterClaim if rng.below(2) == 0 => {
            action = pick(rng, &claims).unwrap_or(action);
        }
        _ => {}
    }
    let first_trick =
        rules.sws_window == SwsWindow::FirstTrickBothClaim && game.hand().tricks().is_empty();
    if rules.end_mode == EndMode::Claims && rng.below(if first_trick { 10 } else { 60 }) == 0 {
        action = pick(rng, &claims).unwrap_or(action);
    }
    action
}

/// Rearranges a shuffled deck of a table of four so that one seat is
/// dealt a run of eight or nine cards of a suit, which random deals almost
/// never give (the appendix "Weis (§4)" on such runs with small weis), and
/// now and then another seat the four of the rank the run of eight leaves
/// out (a four worth 100: with small weis the run competes as 100 too).
/// The deal goes in three rounds of three cards to each seat from the
/// dealer's right (§5): the `j`-th seat gets the cards at `12 r + 3 j +
/// t`.
fn give_long_run(deck: &mut [Card], rng: &mut JassRng) {
    let suit = Suit::ALL[rng.below(4) as usize];
    let len = 8 + rng.below(2) as usize;
    let low = rng.below(10 - len as u32) as usize;
    let j = rng.below(4) as usize;
    let mut given: Vec<(usize, Card)> = (0..len)
        .map(|i| (j, Card::new(suit, Rank::ALL[low + i])))
        .collect();
    if len == 8 && rng.below(2) == 0 {
        let other = (j + 1 + rng.below(3) as usize) % 4;
        let rank = Rank::ALL[if low == 0 { 8 } else { 0 }];
        given.extend(Suit::ALL.map(|s| (other, Card::new(s, rank))));
    }
    let mut next = [0; 4];
    for (seat, card) in given {
        let (r, t) = (next[seat] / 3, next[seat] % 3);
        next[seat] += 1;
        let at = deck.iter().position(|&c| c == card).unwrap();
        deck.swap(12 * r + 3 * seat + t, at);
    }
}

/// Plays the game of `seed` under rules drawn from it with bots (random
/// or rule-of-thumb per seat) for up to `max_hands` hands and checks each
/// finished hand and the running totals against the reference; half the
/// games start from a deck and dealer drawn here, so that the first deal
/// is checked too. A game that ends is checked against RULES.md §5.1.
fn check_game(seed: u64, max_hands: usize, counts: &mut Counts) {
    let mut rng = JassRng::seed_from_u64(seed ^ 0x5eed_7ab1e5);
    let rules = draw_rules(&mut rng);
    let first_deal = (rng.below(2) == 0).then(|| {
        let mut deck = shuffled_deck(&rules, &mut rng);
        let dealer = Seat::from_index(rng.below(dealing_seats(&rules) as u32) as u8).unwrap();
        if rules.players == Players::Four && rng.below(2) == 0 {
            give_long_run(&mut deck, &mut rng);
        }
        (deck, dealer)
    });
    let mut game = match &first_deal {
        Some((deck, dealer)) => SchieberGame::with_cards(rules, seed, deck, *dealer).unwrap(),
        None => SchieberGame::new(rules, seed).unwrap(),
    };
    let n = rules.players.count();
    let mut bots: Vec<Box<dyn Bot>> = (0..n as u64)
        .map(|i| -> Box<dyn Bot> {
            let bot_rng = JassRng::seed_from_u64(seed.wrapping_mul(8).wrapping_add(i));
            if rng.below(2) == 0 {
                Box::new(RandomBot::new(bot_rng))
            } else {
                Box::new(RuleOfThumb::new(bot_rng))
            }
        })
        .collect();
    let mut totals = [0_u32; 2];
    let mut forehand = None;
    let mut checked = 0;
    counts.games += 1;
    let mut so_far = Seen::default();
    while checked < max_hands && !game.is_over() {
        let seat = game.to_act().expect("a game not over waits for a seat");
        so_far.follow_hand(&game);
        check_offered(&game, &so_far, counts, seed);
        let action = choose(&game, bots[seat.index()].as_mut(), &mut rng);
        so_far.follow(&game, action);
        game.apply(action).unwrap();
        if game.past_hands().len() == checked {
            continue;
        }
        // A hand has just ended (or the game, in the middle of one).
        let summary = &game.past_hands()[checked];
        let number = checked;
        let complete = summary.hand.tricks().len() == cards_each(&rules);
        if !complete {
            assert!(game.is_over(), "only the end of the game cuts a hand short");
            break;
        }
        let deal = first_deal
            .as_ref()
            .filter(|_| number == 0)
            .map(|(deck, dealer)| (deck.as_slice(), *dealer));
        let result = check_hand(&summary.hand, number, forehand, deal, counts);
        forehand = Some(summary.hand.forehand());
        checked += 1;
        counts.hands += 1;
        if game.is_over() {
            // §5.1: the game may end before the hand's last points are
            // written; what is written is part of them.
            for ((score, before), hand) in
                game.scores().0.into_iter().zip(totals).zip(result.total())
            {
                assert!(score - before <= hand, "seed {seed}");
            }
            break;
        }
        check_written(&game, number, &result, seed);
        assert_eq!(
            summary.score.0,
            result.total(),
            "seed {seed}, hand {number}: the hand's score"
        );
        totals = [0, 1].map(|t| totals[t] + result.total()[t]);
        assert_eq!(
            game.scores().0,
            totals,
            "seed {seed}, after hand {number}: the running totals"
        );
    }
    if game.is_over() {
        counts.games_ended += 1;
        counts.both_claimed += u64::from(so_far.claims.counter.is_some());
        counts.lone_declined += u64::from(so_far.claims.declined);
        counts.lone_before_contract +=
            u64::from(so_far.claims.declined && game.hand().contract().is_none());
        if let Some(kind) = check_end(&game, totals, so_far.claims, seed) {
            counts.claim_ends[kind] += 1;
        }
    }
}

/// The slate of a game that has ended (RULES.md §5.1 and the appendix
/// "Schieber": what is not added to decide the game is not written
/// either; stöck is written as stöck): its scores are those `expected`,
/// and the entries of its last hand what it writes, kind by kind.
fn check_slate(game: &SchieberGame, expected: &End, seed: u64) {
    assert_eq!(game.scores().0, expected.scores, "seed {seed}: the scores");
    let last = game.past_hands().len() - 1;
    for (kind, written) in [ScoreKind::Cards, ScoreKind::Weis, ScoreKind::Stoeck]
        .into_iter()
        .zip(expected.written)
    {
        let entries = ByTeam::from_fn(|team| {
            game.score_entries()
                .iter()
                .filter(|e| usize::from(e.hand) == last && e.team == team && e.kind == kind)
                .map(|e| e.points)
                .sum::<u32>()
        });
        assert_eq!(entries.0, written, "seed {seed}: {kind:?} in the last hand");
    }
}

/// How a game ended (RULES.md §5.1): under ⚙ `end_mode = claims` the bots
/// claim only when the claim wins, and the Chnächt never claims; under
/// `automatic` as [`expected_end`] counts it from `totals`, the sides'
/// totals before the last hand, with schneider if the loser is below half
/// the target.
/// Returns which kind of claim ended it, as [`Counts::claim_ends`] counts
/// them, if a claim the reference judged did.
fn check_end(game: &SchieberGame, totals: [u32; 2], claims: Claims, seed: u64) -> Option<usize> {
    let rules = *game.rules();
    let result = game.result().expect("the game is over");
    let last = &game.past_hands().last().expect("a hand was played").hand;
    if rules.end_mode == EndMode::Claims {
        // At five the Chnächt never claims (appendix).
        let claimant = result.claimant.expect("a claim ended the game");
        assert!(!(is_five(&rules) && claimant == Seat::S4), "seed {seed}");
        assert_eq!(Some(claimant), claims.first, "seed {seed}: the claimant");
        let expected = expected_claim(last, totals, claims);
        assert_eq!(
            (result.winner, result.scores.0, result.reason),
            (expected.winner, expected.scores, expected.reason),
            "seed {seed}: the claim of seat {claimant}"
        );
        check_slate(game, &expected, seed);
        return Some(match expected.reason {
            EndReason::ValidClaim => 0,
            EndReason::InvalidClaim => 1,
            EndReason::StoeckWeisStich(_) => 2,
            _ => 3,
        });
    }
    // §5.1, automatic end: the first side to reach the target wins,
    // the other has not reached it; schneider if it is below half.
    // `totals` are those before the last hand: its points are not in.
    let expected = expected_end(last, totals)
        .unwrap_or_else(|| panic!("seed {seed}: the last hand reaches the target"));
    assert_eq!(
        (result.winner, result.scores.0, result.reason),
        (expected.winner, expected.scores, expected.reason),
        "seed {seed}: how the game ended"
    );
    check_slate(game, &expected, seed);
    let scores = game.scores().0;
    assert!(
        scores.iter().zip(totals).all(|(&s, t)| s >= t),
        "seed {seed}"
    );
    let (winner, loser) = (result.winner.index(), result.winner.other().index());
    assert_eq!(result.scores.0, scores, "seed {seed}");
    assert!(
        scores[winner] >= rules.target && scores[loser] < rules.target,
        "seed {seed}"
    );
    let below_half = 2 * u64::from(scores[loser]) < u64::from(rules.target);
    assert_eq!(
        result.schneider,
        rules.schneider && below_half,
        "seed {seed}: schneider"
    );
    None
}

/// The short run: enough games that every table is met, and the hands
/// that matter most here.
#[test]
fn random_hands_at_every_table_agree_with_the_reference() {
    let mut counts = Counts::default();
    for seed in 0..1000 {
        check_game(seed, 4, &mut counts);
    }
    println!("{counts:#?}");
    let Counts {
        by_table,
        chnaecht_tricks,
        chnaecht_weis,
        chnaecht_stoeck,
        later_copy_wins,
        counter_matches,
        double_pack_weis,
        double_pack_stoeck,
        two_stoeck_pairs,
        claim_ends,
        counter_asked,
        counter_past_chnaecht,
        both_claimed,
        lone_declined,
        lone_before_contract,
        weis_choices_after_announced,
        mandatory_choices,
        chnaecht_choices,
        double_pack_choices,
        small_piece_choices,
        small_long_run_choices,
        ..
    } = counts;
    assert!(by_table.iter().all(|&hands| hands >= 500), "{counts:?}");
    assert!(counter_asked.iter().all(|&n| n > 0), "{counts:?}");
    for (what, n) in [
        ("a trick of the Chnächt", chnaecht_tricks),
        ("weis of the Chnächt", chnaecht_weis),
        ("stöck of the Chnächt", chnaecht_stoeck),
        ("the later of two identical cards winning", later_copy_wins),
        ("a match against the declaring side", counter_matches),
        ("weis with the double pack", double_pack_weis),
        ("stöck with the double pack", double_pack_stoeck),
        ("two stöck pairs", two_stoeck_pairs),
        (
            "a counter-claim asked past the Chnächt",
            counter_past_chnaecht,
        ),
        ("both sides claiming in the first trick", both_claimed),
        ("a lone claim in the first trick", lone_declined),
        ("a lone claim before the contract", lone_before_contract),
        (
            "a weis choice after an announcement",
            weis_choices_after_announced,
        ),
        ("a mandatory weis choice", mandatory_choices),
        ("a weis choice of the Chnächt", chnaecht_choices),
        ("a weis choice with the double pack", double_pack_choices),
        ("a weis choice of pieces of a run", small_piece_choices),
        (
            "a weis choice with a run of eight or nine",
            small_long_run_choices,
        ),
    ] {
        assert!(n > 0, "no hand with {what}: {counts:?}");
    }
    assert!(claim_ends.iter().all(|&n| n > 0), "{counts:?}");
}

/// The long run (`JASS_REFERENCE_SEEDS=5000 cargo test --release -p
/// jass-core --test reference_tables -- --ignored --nocapture`;
/// `JASS_REFERENCE_SEEDS` games, 2000 unless set, of up to 8 hands each):
/// with a thousand games or more, every kind of hand counted is met.
#[test]
#[ignore = "a long run: thousands of hands"]
fn many_random_hands_at_every_table_agree_with_the_reference() {
    let seeds: u64 = std::env::var("JASS_REFERENCE_SEEDS")
        .map_or(2000, |seeds| seeds.parse().expect("a number of seeds"));
    let mut counts = Counts::default();
    for seed in 0..seeds {
        check_game(1_000_000 + seed, 8, &mut counts);
    }
    println!("{counts:#?}");
    if seeds >= 1000 {
        let Counts {
            chnaecht_stoeck,
            counter_matches,
            small_weis_scored,
            announced_weis_scored,
            double_pack_stoeck,
            two_stoeck_pairs,
            removed_card_points,
            counter_past_chnaecht,
            lone_before_contract,
            small_long_run_choices,
            ..
        } = counts;
        for (what, n) in [
            ("stöck of the Chnächt", chnaecht_stoeck),
            ("matches against the declaring side", counter_matches),
            ("small weis", small_weis_scored),
            ("announced weis", announced_weis_scored),
            ("stöck with the double pack", double_pack_stoeck),
            ("two stöck pairs", two_stoeck_pairs),
            ("a removed card with points", removed_card_points),
            (
                "a counter-claim asked past the Chnächt",
                counter_past_chnaecht,
            ),
            ("a lone claim before the contract", lone_before_contract),
            (
                "a weis choice with a run of eight or nine",
                small_long_run_choices,
            ),
        ] {
            assert!(n > 0, "no hand with {what}: {counts:?}");
        }
    }
}
