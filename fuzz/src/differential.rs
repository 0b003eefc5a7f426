//! Target `differential`: the fast functions against each other and
//! against slow references written here from RULES.md, independently of
//! the engine's code.
//!
//! - `is_legal` and `check_play` agree with `legal_cards`, which is a
//!   non-empty subset of the hand whenever a card may be played.
//! - `trick_winner` agrees with a card-by-card reference (§2, §3).
//! - The weis order (`WeisOrder`: which melds count, their values and
//!   points, the comparison, the best of seated melds) agrees with a
//!   step-by-step reference of §4.1 and §4.2.

use core::cmp::Ordering;

use arbitrary::{Result, Unstructured};
use jass_core::{
    Card, Contract, DuplicateMelds, FourNines, Meld, Packs, PartialTrick, PlayError, Players, Rank,
    Rules, Seat, SequenceVsFour, WeisTable, check_play, is_legal, legal_cards, trick_winner,
    weis::WeisOrder,
};

use crate::draw;

/// Runs the checks on one input.
pub fn run(data: &[u8]) {
    let u = &mut Unstructured::new(data);
    let _ = legal(u).and_then(|()| trick(u)).and_then(|()| weis(u));
}

fn legal(u: &mut Unstructured<'_>) -> Result<()> {
    let rules = draw::rules(u)?;
    let play = if u.arbitrary()? {
        rules.play()
    } else {
        rules.talon_play()
    };
    let contract = draw::contract(u)?;
    let hand = draw::card_set(u)?;
    // Usually a trick of cards outside the hand, sometimes any cards at all.
    let trick_len = u.int_in_range(0..=7)?;
    let mut trick = Vec::with_capacity(trick_len);
    let wild = u.ratio(1, 8)?;
    for _ in 0..trick_len {
        let card = draw::card(u)?;
        if wild || !(hand.contains(card) || trick.contains(&card)) {
            trick.push(card);
        }
    }
    let unique = trick.iter().collect::<std::collections::HashSet<_>>().len() == trick.len();
    let partial = match PartialTrick::try_new(&trick) {
        Ok(partial) => partial,
        Err(error) => {
            // Only an unfinished trick of different cards is one.
            match error {
                PlayError::DuplicateCard { card } => {
                    assert!(!unique && trick.contains(&card), "{error}");
                }
                PlayError::TrickComplete => assert!(trick.len() == 6 && unique, "{error}"),
                PlayError::TooManyCards { len, .. } => {
                    assert!(len == trick.len() && len > 6, "{error}");
                }
                error => panic!("unexpected {error} for the trick {trick:?}"),
            }
            return Ok(());
        }
    };
    assert!(unique && trick.len() < 6, "{trick:?} accepted");
    let legal = legal_cards(hand, &partial, contract, play);
    assert!(
        legal.is_subset(hand),
        "legal cards {legal} outside the hand {hand}"
    );
    let playable = trick.len() < 6 && !trick.iter().any(|&c| hand.contains(c));
    if playable && !hand.is_empty() {
        assert!(!legal.is_empty(), "no legal card from {hand} on {trick:?}");
    }
    for index in 0..36 {
        let card = Card::from_index(index);
        let allowed = legal.contains(card);
        assert_eq!(
            is_legal(card, hand, &partial, contract, play),
            allowed,
            "{card}"
        );
        let checked = check_play(card, hand, &partial, contract, play);
        match checked {
            Ok(()) => assert!(allowed, "check_play accepts {card}, legal_cards does not"),
            Err(PlayError::NotInHand { card: c }) => assert!(c == card && !hand.contains(card)),
            Err(PlayError::AlreadyInTrick { card: c }) => {
                assert!(c == card && trick.contains(&card));
            }
            Err(PlayError::TrickComplete) => assert!(trick.len() >= 6),
            Err(error) => assert!(!allowed, "check_play refuses legal {card}: {error}"),
        }
        if allowed && trick.len() < 6 && !trick.contains(&card) {
            assert_eq!(checked, Ok(()), "legal {card} refused");
        }
    }
    Ok(())
}

/// Trump order, weakest first (§2): 6 7 8 10 Q K A 9 J.
const TRUMP_ORDER: [Rank; 9] = [
    Rank::Six,
    Rank::Seven,
    Rank::Eight,
    Rank::Ten,
    Rank::Queen,
    Rank::King,
    Rank::Ace,
    Rank::Nine,
    Rank::Jack,
];

/// Whether `a`, played after `b`, takes the trick from it (§2, §3).
fn beats(a: Card, b: Card, led: jass_core::Suit, contract: Contract) -> bool {
    let natural = |card: Card| Rank::ALL.iter().position(|&r| r == card.rank());
    match contract.trump() {
        Some(trump) if a.suit() == trump || b.suit() == trump => {
            if a.suit() != trump {
                return false;
            }
            if b.suit() != trump {
                return true;
            }
            let power = |card: Card| TRUMP_ORDER.iter().position(|&r| r == card.rank());
            power(a) > power(b)
        }
        _ => {
            if a.suit() != led {
                return false;
            }
            if b.suit() != led {
                return true;
            }
            if contract == Contract::Undenufe {
                natural(a) < natural(b)
            } else {
                natural(a) > natural(b)
            }
        }
    }
}

fn trick(u: &mut Unstructured<'_>) -> Result<()> {
    let contract = draw::contract(u)?;
    let len = u.int_in_range(0..=12)?;
    let cards: Vec<Card> = (0..len).map(|_| draw::card(u)).collect::<Result<_>>()?;
    let expected = cards.first().map(|first| {
        let mut best = 0;
        for (i, &card) in cards.iter().enumerate().skip(1) {
            if beats(card, cards[best], first.suit(), contract) || card == cards[best] {
                best = i;
            }
        }
        best
    });
    // Of two identical cards the later one wins (RULES.md §5.2), in a
    // trick and in any slice of cards.
    assert_eq!(
        trick_winner(&cards, contract),
        expected,
        "{cards:?} in {contract}"
    );
    Ok(())
}

fn weis(u: &mut Unstructured<'_>) -> Result<()> {
    let rules = draw::rules(u)?;
    if rules.validate().is_err() {
        return Ok(());
    }
    let contract = draw::contract(u)?;
    let order = WeisOrder::new(contract, &rules);
    let melds: Vec<(Seat, Meld)> = (0..u.int_in_range(1..=6)?)
        .map(|_| Ok((draw::seat(u)?, draw::meld(u)?)))
        .collect::<Result<_>>()?;
    for &(_, meld) in &melds {
        let allowed = reference_allows(meld, contract, &rules);
        assert_eq!(order.allows(meld), allowed, "allows {meld:?}");
        if well_formed(meld) {
            assert_eq!(
                u32::from(order.value(meld)),
                reference_value(meld, &rules),
                "{meld:?}"
            );
            assert_eq!(
                u32::from(order.points(meld)),
                reference_points(meld, &rules),
                "{meld:?}"
            );
        }
    }
    let counted: Vec<(Seat, Meld)> = melds
        .iter()
        .copied()
        .filter(|&(_, meld)| reference_allows(meld, contract, &rules))
        .collect();
    for &(_, a) in &counted {
        for &(_, b) in &counted {
            assert_eq!(
                order.compare(a, b),
                reference_compare(a, b, contract, &rules),
                "{a:?} against {b:?} in {contract}"
            );
        }
    }
    // The best of seated melds: strongest, then the earliest of equals in
    // the order given (step 7 is the caller's seat order).
    let expected = counted.iter().copied().reduce(|best, next| {
        if reference_compare(next.1, best.1, contract, &rules) == Ordering::Greater {
            next
        } else {
            best
        }
    });
    assert_eq!(order.best_of(counted.iter().copied()), expected);
    Ok(())
}

/// The natural rank order (§4.1): six is 0, ace is 8.
fn natural(rank: Rank) -> u32 {
    (0u32..)
        .zip(Rank::ALL)
        .find(|&(_, r)| r == rank)
        .map(|(i, _)| i)
        .expect("a rank")
}

fn well_formed(meld: Meld) -> bool {
    match meld {
        Meld::Four(_) => true,
        Meld::Sequence { len, top, .. } => {
            (3..=9).contains(&len) && natural(top) + 1 >= u32::from(len)
        }
    }
}

/// §4.1: weis is played, a sequence is well formed, and a four is of a
/// rank that may form one (`fours_allowed`, `four_nines`, and in Undenufe
/// `undenufe_fours`: sixes instead of aces).
fn reference_allows(meld: Meld, contract: Contract, rules: &Rules) -> bool {
    // The double pack (a table of six with two packs) has weis only under
    // `duplicate_melds = distinct_cards` (RULES.md §5.2).
    let double = rules.packs == Packs::Two && rules.players == Players::Six;
    let duplicates_off = double && rules.duplicate_melds == DuplicateMelds::None;
    if !rules.weis_enabled || duplicates_off || !well_formed(meld) {
        return false;
    }
    let Meld::Four(rank) = meld else {
        return true;
    };
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

/// The table of §4.1.
fn reference_value(meld: Meld, rules: &Rules) -> u32 {
    match meld {
        Meld::Four(Rank::Jack) => 200,
        Meld::Four(Rank::Nine) => match rules.four_nines {
            FourNines::Points150 => 150,
            FourNines::Points100 => 100,
            FourNines::NotAllowed => 0,
        },
        Meld::Four(_) => 100,
        Meld::Sequence { len, .. } => match (len, rules.weis_table) {
            (3, _) => 20,
            (4, _) => 50,
            (_, WeisTable::Small) => 100,
            (len, WeisTable::Large) => {
                100 + (u32::from(len) - 5) * u32::from(rules.long_sequence_step)
            }
        },
    }
}

/// Points scored: the value, but small-weis runs of eight and nine count as
/// five plus three (120) and five plus four (150) (\[002\]).
fn reference_points(meld: Meld, rules: &Rules) -> u32 {
    match (meld, rules.weis_table) {
        (Meld::Sequence { len: 8, .. }, WeisTable::Small) => 120,
        (Meld::Sequence { len: 9, .. }, WeisTable::Small) => 150,
        _ => reference_value(meld, rules),
    }
}

/// §4.2 steps 1 to 6, one question at a time: `Greater` if `a` wins.
fn reference_compare(a: Meld, b: Meld, contract: Contract, rules: &Rules) -> Ordering {
    let undenufe = contract == Contract::Undenufe;
    // 1. Higher value wins.
    let (va, vb) = (reference_value(a, rules), reference_value(b, rules));
    if va != vb {
        return va.cmp(&vb);
    }
    match (a, b) {
        // 2. Equal value, a sequence against a four.
        (Meld::Sequence { .. }, Meld::Four(_)) | (Meld::Four(_), Meld::Sequence { .. }) => {
            let four_wins = match rules.sequence_vs_four {
                SequenceVsFour::SequenceWins => false,
                SequenceVsFour::FourWins => true,
                SequenceVsFour::ListOrder => va == 100,
            };
            let a_is_four = matches!(a, Meld::Four(_));
            if a_is_four == four_wins {
                Ordering::Greater
            } else {
                Ordering::Less
            }
        }
        // 4. Two fours: the higher rank (reversed in Undenufe).
        (Meld::Four(ra), Meld::Four(rb)) => {
            let (ka, kb) = (natural(ra), natural(rb));
            if undenufe { kb.cmp(&ka) } else { ka.cmp(&kb) }
        }
        (
            Meld::Sequence {
                suit: sa,
                len: la,
                top: ta,
            },
            Meld::Sequence {
                suit: sb,
                len: lb,
                top: tb,
            },
        ) => {
            // 3. The longer sequence.
            if la != lb {
                return la.cmp(&lb);
            }
            // 5. The higher top card; in Undenufe the top is the lowest card.
            let (ka, kb) = if undenufe {
                let bottom = |top: Rank, len: u8| natural(top) + 1 - u32::from(len);
                (8 - bottom(ta, la), 8 - bottom(tb, lb))
            } else {
                (natural(ta), natural(tb))
            };
            if ka != kb {
                return ka.cmp(&kb);
            }
            // 6. Identical sequences: the one in trump.
            let trump = contract.trump();
            match (trump == Some(sa), trump == Some(sb)) {
                (true, false) => Ordering::Greater,
                (false, true) => Ordering::Less,
                _ => Ordering::Equal,
            }
        }
    }
}
