//! Who scores weis at a table where the best single meld takes all:
//! Schieber (RULES.md §4.3) and Jass für zwei (§7).

use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::rules::{AnnouncePolicy, Rules};
use crate::seat::{BySeat, Players, Seat, SeatOutOfRange, Team};
use crate::trick::Trick;
use crate::weis::compare::WeisOrder;
use crate::weis::declaration::{Declaration, check_meld, containing_run};
use crate::weis::detect::declarable_melds;
use crate::weis::error::WeisError;
use crate::weis::meld::Meld;

/// Who scores weis, with what, and how much (before the multiplier).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct WeisOutcome {
    /// The best meld and its holder; `None` if nobody has one.
    pub best: Option<(Seat, Meld)>,
    /// What each seat scores: the declarations of the best meld's side,
    /// empty for everyone else.
    pub scored: BySeat<Declaration>,
    /// The points of all scored melds, before the multiplier.
    pub points: u16,
}

impl WeisOutcome {
    /// The team of the best meld's holder's seat ([`Seat::team`]; in a
    /// two-player game, team `i` is seat `i`): the side that scores, except
    /// at a table of five, where the Chnächt (seat 4) plays for the
    /// declaring side ([`Hand::team_of`](crate::game::Hand::team_of) of the
    /// holder gives the side at any table).
    #[must_use]
    pub fn team(&self) -> Option<Team> {
        self.best.map(|(seat, _)| seat.team())
    }
}

/// The seats in play order from `first`.
fn from(first: Seat) -> [Seat; 4] {
    [
        first,
        first.next(),
        first.next().next(),
        first.next().next().next(),
    ]
}

/// Schieber: the seat whose **announced** meld is the single best one
/// (RULES.md §4.3), by the whole order of §4.2: on a tie the seat that
/// plays earlier to the first trick, led by `first_trick_leader`. `None` if
/// nobody announced or weis is not played.
///
/// The melds are taken as announced: a game checks each as it is made
/// (⚙ `weis_mode = announced`).
///
/// # Examples
///
/// ```
/// use jass_core::{BySeat, Contract, Meld, Rank, Rules, Seat, Suit, weis::resolve_schieber};
///
/// let spades = Meld::sequence(Suit::Spades, 3, Rank::King);
/// let clubs = Meld::sequence(Suit::Clubs, 3, Rank::King);
/// let announced = BySeat::four([None, Some(spades), None, Some(clubs)]);
/// // Identical plain sequences: the earlier player in the first trick wins.
/// let contract = Contract::Trump(Suit::Hearts);
/// let rules = Rules::schieber();
/// assert_eq!(resolve_schieber(announced, Seat::S2, contract, &rules)?, Some(Seat::S3));
/// assert_eq!(resolve_schieber(announced, Seat::S0, contract, &rules)?, Some(Seat::S1));
/// // In clubs the clubs sequence wins whoever leads.
/// assert_eq!(resolve_schieber(announced, Seat::S0, Contract::Trump(Suit::Clubs), &rules)?, Some(Seat::S3));
/// // A table of four has no seat 4.
/// assert!(resolve_schieber(announced, Seat::S4, contract, &rules).is_err());
/// # Ok::<(), jass_core::SeatOutOfRange>(())
/// ```
///
/// # Errors
///
/// [`SeatOutOfRange`] if `first_trick_leader` does not sit at a table of
/// four: "seat 4 is not at a table of 4 (seats 0 to 3)".
pub fn resolve_schieber(
    announced: BySeat<Option<Meld>>,
    first_trick_leader: Seat,
    contract: Contract,
    rules: &Rules,
) -> Result<Option<Seat>, SeatOutOfRange> {
    let seats = from(Players::Four.seat(u8::from(first_trick_leader))?);
    Ok(WeisOrder::new(contract, rules).best_announced(seats.map(|seat| (seat, announced[seat]))))
}

/// Schieber and Jass für zwei: checks an announcement made while playing to
/// the first trick (RULES.md §4.3).
///
/// The meld must count under the rules, lie in `hand` and be one the hand
/// may declare ([`declarable_melds`]: in large weis a whole run, not a part
/// of it); its value must reach the value of `highest_so_far`, the best meld
/// announced before it in this trick; under ⚙ `announce_policy =
/// mandatory_best` it must be the hand's best meld.
///
/// # Errors
///
/// [`WeisError::WeisDisabled`], [`WeisError::Malformed`],
/// [`WeisError::NotAllowed`], [`WeisError::NotInHand`],
/// [`WeisError::PartOfLongerSequence`], [`WeisError::BelowHighest`] or
/// [`WeisError::NotBest`].
pub(crate) fn validate_announcement(
    meld: Meld,
    hand: CardSet,
    highest_so_far: Option<Meld>,
    contract: Contract,
    rules: &Rules,
) -> Result<(), WeisError> {
    let order = WeisOrder::new(contract, rules);
    check_meld(meld, hand, &order)?;
    let declarable = declarable_melds(hand, contract, rules);
    if !declarable.contains(meld) {
        let sequence = containing_run(meld, declarable).unwrap_or(meld);
        return Err(WeisError::PartOfLongerSequence { meld, sequence });
    }
    if let Some(highest) = highest_so_far {
        order.check_reaches(meld, highest)?;
    }
    if rules.announce_policy == AnnouncePolicy::MandatoryBest
        && let Some(best) = order.strongest(declarable)
        && order.compare(meld, best).is_ne()
    {
        return Err(WeisError::NotBest { meld, best });
    }
    Ok(())
}

/// Schieber and Jass für zwei: checks that a player may announce nothing
/// while playing to the first trick. Always allowed under ⚙
/// `announce_policy = optional`; under `mandatory_best` only if the hand has
/// no meld or its best meld is worth less than `highest_so_far`.
///
/// # Errors
///
/// [`WeisError::MustAnnounce`] naming the meld that must be announced.
pub(crate) fn validate_decline(
    hand: CardSet,
    highest_so_far: Option<Meld>,
    contract: Contract,
    rules: &Rules,
) -> Result<(), WeisError> {
    if rules.announce_policy == AnnouncePolicy::Optional {
        return Ok(());
    }
    let order = WeisOrder::new(contract, rules);
    match order.strongest(declarable_melds(hand, contract, rules)) {
        Some(best)
            if highest_so_far.is_none_or(|highest| order.value(best) >= order.value(highest)) =>
        {
            Err(WeisError::MustAnnounce { best })
        }
        _ => Ok(()),
    }
}

/// Checks the declaration of the player whose announced meld won: it must
/// score that meld (RULES.md §4.3: the announced meld is recorded, with the
/// side's other melds). Partners of the winner, who announced nothing that
/// won, may declare any valid [`Declaration`].
///
/// # Errors
///
/// [`WeisError::AnnouncedNotDeclared`] naming the announced meld.
pub fn validate_winning_declaration(
    declaration: Declaration,
    announced: Meld,
) -> Result<(), WeisError> {
    if declaration.contains(announced) {
        Ok(())
    } else {
        Err(WeisError::AnnouncedNotDeclared { meld: announced })
    }
}

/// Schieber in the automatic mode (RULES.md §4.3): every player declares
/// their best ([`Declaration::best`]); the holder of the single best meld
/// (ties: the earlier player in the first trick, led by
/// `first_trick_leader`) and their partner score all their melds, the other
/// side nothing. No points if weis is not played.
///
/// # Examples
///
/// ```
/// use jass_core::{BySeat, Contract, Meld, Rank, Rules, Seat, Suit, Team, weis::schieber_weis};
///
/// let hands = BySeat::four([
///     "HA HK HQ C6 C9 D6 D8 S6 S8".parse()?,   // ♥A-K-Q: 20
///     "SA SK SQ SJ S10 D10 DJ H6 H7".parse()?, // ♠A-K-Q-J-10: 100
///     "H8 H9 H10 D7 D9 S7 S9 C7 C8".parse()?,  // ♥10-9-8: 20
///     "CA CK CQ CJ C10 DA DK DQ HJ".parse()?,  // ♣A-K-Q-J-10: 100, ♦A-K-Q: 20
/// ]);
/// let outcome = schieber_weis(&hands, Seat::S0, Contract::Trump(Suit::Spades), &Rules::schieber())?;
/// // Identical sequences of five: the one in trump wins.
/// assert_eq!(outcome.best, Some((Seat::S1, Meld::sequence(Suit::Spades, 5, Rank::Ace))));
/// assert_eq!(outcome.team(), Some(Team::T1));
/// // Seats 1 and 3 score all their melds, seats 0 and 2 nothing.
/// assert_eq!(outcome.points, 100 + 100 + 20);
/// assert!(outcome.scored[Seat::S0].is_empty());
/// assert_eq!(outcome.scored[Seat::S3].len(), 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// [`SeatOutOfRange`] if `first_trick_leader` does not sit at a table of
/// four: "seat 4 is not at a table of 4 (seats 0 to 3)".
pub fn schieber_weis(
    hands: &BySeat<CardSet>,
    first_trick_leader: Seat,
    contract: Contract,
    rules: &Rules,
) -> Result<WeisOutcome, SeatOutOfRange> {
    let priority = from(Players::Four.seat(u8::from(first_trick_leader))?);
    let order = WeisOrder::new(contract, rules);
    let declarations = BySeat::from_fn(|seat| Declaration::best_with(hands[seat], &order));
    Ok(outcome(declarations, &priority, Seat::team, &order, rules))
}

/// The seats of a table in the order they play to `first_trick` (at five
/// the Chnächt last), which decides ties between equal melds.
fn play_order(first_trick: &Trick) -> impl Iterator<Item = Seat> + '_ {
    (0..first_trick.players().count()).map(|i| first_trick.seat_of(i))
}

/// [`schieber_weis`] at a table of any size: the priority is the play
/// order of `first_trick`, and `team_of` says who partners whom (at five the
/// Chnächt sides with the declarer).
pub(crate) fn table_weis(
    hands: &BySeat<CardSet>,
    first_trick: &Trick,
    team_of: impl Fn(Seat) -> Team,
    contract: Contract,
    rules: &Rules,
) -> WeisOutcome {
    let order = WeisOrder::new(contract, rules);
    let declarations = BySeat::from_fn(|seat| {
        if first_trick.players().has_seat(seat) {
            Declaration::best_with(hands[seat], &order)
        } else {
            Declaration::EMPTY
        }
    });
    let priority: smallvec::SmallVec<[Seat; 6]> = play_order(first_trick).collect();
    outcome(declarations, &priority, team_of, &order, rules)
}

/// [`resolve_schieber`] at a table of any size, ties going to the earlier
/// player in `first_trick`.
pub(crate) fn resolve_at_table(
    announced: BySeat<Option<Meld>>,
    first_trick: &Trick,
    contract: Contract,
    rules: &Rules,
) -> Option<Seat> {
    WeisOrder::new(contract, rules)
        .best_announced(play_order(first_trick).map(|seat| (seat, announced[seat])))
}

/// Jass für zwei (RULES.md §7): the weis of the 1st or the 10th trick in
/// the automatic mode. Both players declare their best from the nine cards
/// they hold; the holder of the best meld (on a tie the trick's leader,
/// given first) scores it and their other melds, the other player nothing.
#[must_use]
pub(crate) fn zweier_weis(
    leader: (Seat, CardSet),
    other: (Seat, CardSet),
    contract: Contract,
    rules: &Rules,
) -> WeisOutcome {
    let order = WeisOrder::new(contract, rules);
    let leader_declares = Declaration::best_with(leader.1, &order);
    let other_declares = Declaration::best_with(other.1, &order);
    let leader_best = order.strongest(leader_declares.melds());
    let other_best = order.strongest(other_declares.melds());
    let (seat, meld, declaration) = match (leader_best, other_best) {
        (None, None) => return WeisOutcome::default(),
        (Some(meld), None) => (leader.0, meld, leader_declares),
        (Some(l), Some(o)) if order.compare(l, o).is_ge() => (leader.0, l, leader_declares),
        (_, Some(meld)) => (other.0, meld, other_declares),
    };
    let mut scored = BySeat::<Declaration>::default();
    scored[seat] = declaration;
    WeisOutcome {
        best: Some((seat, meld)),
        scored,
        points: declaration.total(rules),
    }
}

/// Jass für zwei (RULES.md §7): the player whose announced meld is best, a
/// tie going to the trick's leader. `None` if neither announced or weis is
/// not played.
#[must_use]
pub(crate) fn resolve_zweier(
    leader: (Seat, Option<Meld>),
    other: (Seat, Option<Meld>),
    contract: Contract,
    rules: &Rules,
) -> Option<Seat> {
    WeisOrder::new(contract, rules).best_announced([leader, other])
}

/// The outcome when each seat declares `declarations`, compared in
/// `priority` order.
fn outcome(
    declarations: BySeat<Declaration>,
    priority: &[Seat],
    team_of: impl Fn(Seat) -> Team,
    order: &WeisOrder,
    rules: &Rules,
) -> WeisOutcome {
    let best = order.best_of(priority.iter().filter_map(|&seat| {
        order
            .strongest(declarations[seat].melds())
            .map(|meld| (seat, meld))
    }));
    let Some((winner, _)) = best else {
        return WeisOutcome::default();
    };
    let team = team_of(winner);
    let scored = BySeat::from_fn(|seat| {
        if priority.contains(&seat) && team_of(seat) == team {
            declarations[seat]
        } else {
            Declaration::EMPTY
        }
    });
    let points = scored.0.iter().fold(0u16, |sum, declaration| {
        sum.saturating_add(declaration.total(rules))
    });
    WeisOutcome {
        best,
        scored,
        points,
    }
}
