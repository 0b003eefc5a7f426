//! The weis of the references of whole games (`reference_tables.rs`,
//! `reference_zweier.rs`, `reference_coiffeur.rs`, Hindersi's in
//! `reference_solo_games.rs`, and the melds and their comparison for
//! `reference_schmaus.rs`): melds as RULES.md §4.1 lists them, their
//! values and points, how two compare (§4.2), what a player may announce
//! in the first trick (§4.3) and what a player declares (§4.1, §4.3 and
//! the appendix "Weis (§4)"). Written from RULES.md, not from the engine's
//! weis code; `RefMeld::from_engine` only reads the engine's melds by
//! their fields.

use std::cmp::Ordering;

use jass_core::{
    Action, AnnouncePolicy, Card, CardSet, Contract, FourNines, JassRng, Meld, Rank, RankSet,
    Rules, SequenceVsFour, Suit, WeisTable,
};

/// A meld as this reference sees it: its cards, and whether it is a
/// sequence (suit, length, top card in natural order) or a four (rank).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RefMeld {
    /// `len` cards of `suit` up to the rank of index `top` (6 = 0, A = 8).
    Sequence { suit: Suit, len: usize, top: usize },
    /// The four cards of a rank.
    Four(Rank),
}

impl RefMeld {
    /// The engine's meld, read by its fields.
    pub(crate) fn from_engine(meld: Meld) -> RefMeld {
        match meld {
            Meld::Sequence { suit, len, top } => RefMeld::Sequence {
                suit,
                len: usize::from(len),
                top: top.index(),
            },
            Meld::Four(rank) => RefMeld::Four(rank),
        }
    }

    /// Its cards.
    pub(crate) fn cards(self) -> CardSet {
        match self {
            RefMeld::Sequence { suit, len, top } => (top + 1 - len..=top)
                .map(|r| Card::new(suit, Rank::ALL[r]))
                .collect(),
            RefMeld::Four(rank) => Suit::ALL.iter().map(|&s| Card::new(s, rank)).collect(),
        }
    }

    /// The value it is compared by (RULES.md §4.1): a sequence of 3, 4, 5
    /// is 20, 50, 100; longer, large weis adds ⚙ `long_sequence_step` per
    /// card, small weis stays at 100 (appendix: a run of eight or nine
    /// competes as 100); fours 100, nines ⚙ `four_nines`, jacks 200.
    pub(crate) fn value(self, rules: &Rules) -> u32 {
        match self {
            RefMeld::Sequence { len, .. } => match len {
                3 => 20,
                4 => 50,
                _ if rules.weis_table == WeisTable::Small => 100,
                _ => 100 + u32::from(rules.long_sequence_step) * (len as u32 - 5),
            },
            RefMeld::Four(Rank::Jack) => 200,
            RefMeld::Four(Rank::Nine) if rules.four_nines == FourNines::Points150 => 150,
            RefMeld::Four(_) => 100,
        }
    }

    /// The points it scores: its value, but a small-weis run of eight or
    /// nine scores 120 or 150 (appendix "Weis (§4)", five plus three or four).
    pub(crate) fn points(self, rules: &Rules) -> u32 {
        match self {
            RefMeld::Sequence { len: 8, .. } if rules.weis_table == WeisTable::Small => 120,
            RefMeld::Sequence { len: 9, .. } if rules.weis_table == WeisTable::Small => 150,
            _ => self.value(rules),
        }
    }
}

/// Whether four cards of `rank` count (RULES.md §4.1 and the appendix): ⚙
/// `fours_allowed`; four nines only unless ⚙ `four_nines = not_allowed`;
/// with ⚙ `undenufe_fours` in Undenufe four sixes always and four aces
/// never.
pub(crate) fn four_counts(rank: Rank, contract: Contract, rules: &Rules) -> bool {
    if rules.undenufe_fours && contract == Contract::Undenufe {
        match rank {
            Rank::Six => return true,
            Rank::Ace => return false,
            _ => {}
        }
    }
    rules.fours_allowed.contains(rank)
        && !(rank == Rank::Nine && rules.four_nines == FourNines::NotAllowed)
}

/// Every meld a hand of different cards holds (RULES.md §4.1): its fours
/// that count ([`four_counts`]), then, suit by suit, every run of three or
/// more cards in natural order, a part of a longer run included (by top
/// card, then length). Schmaus offers all of them whatever the weis table
/// (§6: [001] announces 8-7-6 out of 9-8-7-6).
pub(crate) fn every_meld(hand: CardSet, contract: Contract, rules: &Rules) -> Vec<RefMeld> {
    let mut melds = Vec::new();
    for rank in Rank::ALL {
        if CardSet::of_rank(rank).is_subset(hand) && four_counts(rank, contract, rules) {
            melds.push(RefMeld::Four(rank));
        }
    }
    for suit in Suit::ALL {
        for top in 2..9 {
            for len in 3..=top + 1 {
                let meld = RefMeld::Sequence { suit, len, top };
                if meld.cards().is_subset(hand) {
                    melds.push(meld);
                }
            }
        }
    }
    melds
}

/// Every meld a hand of different cards can declare (RULES.md §4.1): its
/// fours, and its runs of three or more in natural order; with large weis
/// only whole runs (a part of a longer run never counts), with small weis
/// every part too (the holder splits runs to keep cards for other melds).
pub(crate) fn candidate_melds(hand: CardSet, contract: Contract, rules: &Rules) -> Vec<RefMeld> {
    let mut melds = every_meld(hand, contract, rules);
    if rules.weis_table == WeisTable::Large {
        // A whole run: the hand holds neither the card below nor the card
        // above it.
        let held = |suit: Suit, r: usize| hand.contains(Card::new(suit, Rank::ALL[r]));
        melds.retain(|&m| match m {
            RefMeld::Sequence { suit, len, top } => {
                let below = top + 1 > len && held(suit, top - len);
                let above = top < 8 && held(suit, top + 1);
                !(below || above)
            }
            RefMeld::Four(_) => true,
        });
    }
    melds
}

/// RULES.md §4.2: how two melds compare (greater wins); `Equal` is left to
/// the seats (the earlier player in the first trick; in Jass für zwei the
/// trick's leader, who announces first).
pub(crate) fn compare(a: RefMeld, b: RefMeld, contract: Contract, rules: &Rules) -> Ordering {
    let undenufe = contract == Contract::Undenufe;
    let by_value = a.value(rules).cmp(&b.value(rules));
    if by_value != Ordering::Equal {
        return by_value;
    }
    match (a, b) {
        (RefMeld::Sequence { .. }, RefMeld::Four(_))
        | (RefMeld::Four(_), RefMeld::Sequence { .. }) => {
            let sequence_wins = match rules.sequence_vs_four {
                SequenceVsFour::SequenceWins => true,
                SequenceVsFour::FourWins => false,
                // Appendix: at 100 a four beats any sequence; at 150 and
                // 200 the sequence wins.
                SequenceVsFour::ListOrder => a.value(rules) != 100,
            };
            let a_wins = matches!(a, RefMeld::Sequence { .. }) == sequence_wins;
            if a_wins {
                Ordering::Greater
            } else {
                Ordering::Less
            }
        }
        (RefMeld::Four(x), RefMeld::Four(y)) => {
            let order = x.index().cmp(&y.index());
            if undenufe { order.reverse() } else { order }
        }
        (
            RefMeld::Sequence {
                suit: sa,
                len: la,
                top: ta,
            },
            RefMeld::Sequence {
                suit: sb,
                len: lb,
                top: tb,
            },
        ) => {
            if la != lb {
                return la.cmp(&lb);
            }
            let by_top = if undenufe {
                // 6 is the top card: the lower run wins.
                tb.cmp(&ta)
            } else {
                ta.cmp(&tb)
            };
            if by_top != Ordering::Equal {
                return by_top;
            }
            let trump = contract.trump();
            (Some(sa) == trump).cmp(&(Some(sb) == trump))
        }
    }
}

/// The strongest of `melds` (§4.2), if any.
pub(crate) fn strongest(melds: &[RefMeld], contract: Contract, rules: &Rules) -> Option<RefMeld> {
    let mut best: Option<RefMeld> = None;
    for &m in melds {
        if best.is_none_or(|b| compare(m, b, contract, rules) == Ordering::Greater) {
            best = Some(m);
        }
    }
    best
}

/// The points a player of the scoring side declares (§4.1, §4.3; in Jass
/// für zwei the winner of a weis round, §7: the best meld "and their other
/// melds"): with
/// large weis every whole run and every four; with small weis the melds of
/// the partition without shared cards whose best meld is strongest, then
/// whose total is highest (the automatic mode). The winning announcer's
/// partition contains the meld it `announced` (the appendix "Weis (§4)"),
/// and withholds no meld that may stand beside it: of those partitions,
/// the one with the highest total, then the strongest best meld.
pub(crate) fn declared_points(
    hand: CardSet,
    announced: Option<RefMeld>,
    contract: Contract,
    rules: &Rules,
) -> u32 {
    let melds = candidate_melds(hand, contract, rules);
    if rules.weis_table == WeisTable::Large {
        return melds.iter().map(|m| m.points(rules)).sum();
    }
    // Every set of melds without a shared card, by brute force; under ⚙
    // `trump_kq_in_two_melds` the trump K and Q may be both in a four and
    // in a trump sequence (§4.1).
    let shareable = match contract.trump() {
        Some(trump) if rules.trump_kq_in_two_melds => {
            CardSet::single(Card::new(trump, Rank::King)).with(Card::new(trump, Rank::Queen))
        }
        _ => CardSet::EMPTY,
    };
    let mut all = Vec::new();
    // Each step: the melds left, the cards used by fours and by sequences.
    let mut stack = vec![(0, CardSet::EMPTY, CardSet::EMPTY, Vec::new())];
    while let Some((next, in_fours, in_sequences, chosen)) = stack.pop() {
        let Some(&meld) = melds.get(next) else {
            all.push(chosen);
            continue;
        };
        stack.push((next + 1, in_fours, in_sequences, chosen.clone()));
        let cards = meld.cards();
        let (same, other) = match meld {
            RefMeld::Four(_) => (in_fours, in_sequences),
            RefMeld::Sequence { .. } => (in_sequences, in_fours),
        };
        if cards.is_disjoint(same) && (cards & other).is_subset(shareable) {
            let (fours, sequences) = match meld {
                RefMeld::Four(_) => (in_fours | cards, in_sequences),
                RefMeld::Sequence { .. } => (in_fours, in_sequences | cards),
            };
            let mut chosen = chosen;
            chosen.push(meld);
            stack.push((next + 1, fours, sequences, chosen));
        }
    }
    let mut best: Option<(Option<RefMeld>, u32)> = None;
    for partition in all {
        if announced.is_some_and(|a| !partition.contains(&a)) {
            continue;
        }
        let top = strongest(&partition, contract, rules);
        let total: u32 = partition.iter().map(|m| m.points(rules)).sum();
        let better = match best {
            None => true,
            Some((best_top, best_total)) => {
                let by_top = match (top, best_top) {
                    (Some(a), Some(b)) => compare(a, b, contract, rules),
                    (a, b) => a.is_some().cmp(&b.is_some()),
                };
                if announced.is_some() {
                    total > best_total || (total == best_total && by_top == Ordering::Greater)
                } else {
                    by_top == Ordering::Greater || (by_top == Ordering::Equal && total > best_total)
                }
            }
        };
        if better {
            best = Some((top, total));
        }
    }
    best.map_or(0, |(_, total)| total)
}

/// What a player may do before their card of the first trick under ⚙
/// `weis_mode = announced` (RULES.md §4.3, appendix "Weis (§4)"):
/// announce one of `melds`, or decline if `pass`.
#[allow(dead_code, reason = "Jass für zwei does not check the choices offered")]
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct WeisChoice {
    pub(crate) melds: Vec<RefMeld>,
    pub(crate) pass: bool,
}

#[allow(dead_code, reason = "Jass für zwei does not check the choices offered")]
impl WeisChoice {
    /// The choice the engine offers in `actions` (its announcements and a
    /// pass), or the first action that is neither.
    pub(crate) fn offered(actions: &[Action]) -> Result<WeisChoice, Action> {
        let mut melds = Vec::new();
        for &action in actions {
            match action {
                Action::Announce(meld) => melds.push(RefMeld::from_engine(meld)),
                Action::Pass => {}
                other => return Err(other),
            }
        }
        Ok(WeisChoice {
            melds,
            pass: actions.contains(&Action::Pass),
        })
    }

    /// Whether it offers two sequences of one suit (with small weis, pieces
    /// of one run).
    pub(crate) fn offers_pieces(&self) -> bool {
        let suits: Vec<Suit> = self
            .melds
            .iter()
            .filter_map(|m| match m {
                RefMeld::Sequence { suit, .. } => Some(*suit),
                RefMeld::Four(_) => None,
            })
            .collect();
        (1..suits.len()).any(|i| suits[..i].contains(&suits[i]))
    }

    /// Whether `other` offers the same melds (in any order) and the same
    /// pass.
    pub(crate) fn same_as(&self, other: &WeisChoice) -> bool {
        self.pass == other.pass
            && self.melds.len() == other.melds.len()
            && self.melds.iter().all(|m| other.melds.contains(m))
    }
}

/// The choice of a player holding `hand` when `highest` is the highest
/// value announced so far in the first trick (0 before any), or `None` if
/// there is nothing to choose (the player is not asked and plays a card).
///
/// RULES.md §4.3: an announcement is a meld of the hand (§4.1: with large
/// weis a whole run, with small weis any piece of a run too, and a run of
/// eight or nine whole, which competes as 100) whose value is at least
/// `highest`. ⚙ `announce_policy = optional` ([000], [002]): any of them,
/// or decline. `mandatory_best` ([003]): a player whose best meld (§4.2)
/// reaches `highest` must announce it (or a meld as strong, which §4.2
/// cannot tell from it) and may not decline; one whose best does not
/// reach it has nothing to announce.
#[allow(dead_code, reason = "Jass für zwei does not check the choices offered")]
pub(crate) fn weis_choice(
    hand: CardSet,
    highest: u32,
    contract: Contract,
    rules: &Rules,
) -> Option<WeisChoice> {
    let melds = candidate_melds(hand, contract, rules);
    let reaching: Vec<RefMeld> = melds
        .iter()
        .copied()
        .filter(|m| m.value(rules) >= highest)
        .collect();
    let choice = match rules.announce_policy {
        AnnouncePolicy::Optional => WeisChoice {
            melds: reaching,
            pass: true,
        },
        AnnouncePolicy::MandatoryBest => {
            let best = strongest(&melds, contract, rules);
            WeisChoice {
                melds: reaching
                    .into_iter()
                    .filter(|&m| best.is_some_and(|b| compare(m, b, contract, rules).is_eq()))
                    .collect(),
                pass: false,
            }
        }
    };
    (!choice.melds.is_empty()).then_some(choice)
}

/// What melds are worth and how two compare (RULES.md §4.1, §4.2), drawn
/// from `rng` on top of `rules`: ⚙ `long_sequence_step`, `four_nines`,
/// `fours_allowed` (half the time each rank with chance two in three) and
/// `sequence_vs_four`. The references draw the other weis options each
/// for its game.
pub(crate) fn draw_meld_values(rules: Rules, rng: &mut JassRng) -> Rules {
    let mut pick = |n: u32| rng.below(n);
    let mut rules = rules
        .with_long_sequence_step([50, 20, 1 + pick(100) as u16][pick(3) as usize])
        .with_four_nines(
            [
                FourNines::Points150,
                FourNines::Points100,
                FourNines::NotAllowed,
            ][pick(3) as usize],
        );
    if pick(2) == 0 {
        let ranks: Vec<Rank> = Rank::ALL.into_iter().filter(|_| pick(3) > 0).collect();
        rules = rules.with_fours_allowed(RankSet::of(&ranks));
    }
    rules.with_sequence_vs_four(
        [
            SequenceVsFour::SequenceWins,
            SequenceVsFour::FourWins,
            SequenceVsFour::ListOrder,
        ][pick(3) as usize],
    )
}
