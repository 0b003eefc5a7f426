//! Stöck: the trump king and queen in one hand (RULES.md §4.4).

use crate::card::Card;
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::rules::{Rules, StoeckTiming};
use crate::weis::compare::trump_king_and_queen;

/// What stöck scores, before the multiplier (RULES.md §4.4).
pub(crate) const STOECK_POINTS: u16 = 20;

/// The two stöck cards of `contract`: the trump king and queen; empty in
/// Obenabe and Undenufe, which have no stöck.
#[must_use]
pub const fn stoeck_cards(contract: Contract) -> CardSet {
    trump_king_and_queen(contract)
}

/// Whether `hand` holds stöck: both the trump king and queen (RULES.md
/// §4.4). Never in Obenabe or Undenufe.
///
/// Pass the cards held together at one moment: the dealt hand in Schieber;
/// in Schmaus the hand after each draw or robbing (the pair must be in the
/// hand at the same time); in Jass für zwei one fan of nine cards. From
/// that moment stöck counts for claims and for Stöck-Weis-Stich, whether or
/// not its cards have been played; when it is recorded on the slate is
/// [`stoeck_recorded_at`]'s question.
///
/// # Examples
///
/// ```
/// use jass_core::{Contract, Suit, weis::has_stoeck};
///
/// let hand = "HK HQ C6".parse()?;
/// assert!(has_stoeck(hand, Contract::Trump(Suit::Hearts)));
/// assert!(!has_stoeck(hand, Contract::Trump(Suit::Clubs)));
/// assert!(!has_stoeck(hand, Contract::Obenabe));
/// # Ok::<(), jass_core::ParseCardError>(())
/// ```
#[must_use]
pub const fn has_stoeck(hand: CardSet, contract: Contract) -> bool {
    let pair = stoeck_cards(contract);
    !pair.is_empty() && pair.is_subset(hand)
}

/// What stöck scores under `rules` before the multiplier: 20, or 0 if ⚙
/// `stoeck_enabled` is off.
#[must_use]
pub const fn stoeck_points(rules: &Rules) -> u16 {
    if rules.stoeck_played() {
        STOECK_POINTS
    } else {
        0
    }
}

/// Whether playing `card` plays the second stöck card, the first being among
/// `played_before` (the cards the same player has already played this
/// hand): the moment ⚙ `stoeck_timing = on_second_card` records stöck.
/// The caller checks that the player held both cards together
/// ([`has_stoeck`]).
///
/// ```
/// use jass_core::{Contract, Suit, weis::completes_stoeck};
///
/// let trump = Contract::Trump(Suit::Spades);
/// assert!(!completes_stoeck("SK".parse()?, "C6".parse()?, trump));
/// assert!(completes_stoeck("SQ".parse()?, "C6 SK".parse()?, trump));
/// # Ok::<(), jass_core::ParseCardError>(())
/// ```
#[must_use]
pub const fn completes_stoeck(card: Card, played_before: CardSet, contract: Contract) -> bool {
    let pair = stoeck_cards(contract);
    pair.contains(card) && pair.without(card).is_subset(played_before)
}

/// When stöck may be recorded on the slate (RULES.md §4.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum StoeckMoment {
    /// The holder plays the second of the two cards ([`completes_stoeck`]).
    SecondCardPlayed,
    /// Both cards are shown as part of a scored weis.
    ShownInWeis,
    /// Any later time up to the count of the hand, or when a claim ends it.
    BeforeCount,
}

/// Whether stöck may be recorded at `moment` under `rules`: never if ⚙
/// `stoeck_enabled` is off; with ⚙ `stoeck_timing = on_second_card` only
/// when the second card is played (\[000\], \[001\], \[003\]); with
/// `until_count` also when shown in a weis or at any time up to the count
/// (\[002\]).
///
/// ```
/// use jass_core::{Rules, weis::{StoeckMoment, stoeck_recorded_at}};
///
/// assert!(stoeck_recorded_at(&Rules::schieber(), StoeckMoment::SecondCardPlayed));
/// assert!(!stoeck_recorded_at(&Rules::schieber(), StoeckMoment::ShownInWeis));
/// assert!(stoeck_recorded_at(&Rules::schieber_3000(), StoeckMoment::ShownInWeis));
/// ```
#[must_use]
pub const fn stoeck_recorded_at(rules: &Rules, moment: StoeckMoment) -> bool {
    rules.stoeck_played()
        && match rules.stoeck_timing {
            StoeckTiming::OnSecondCard => matches!(moment, StoeckMoment::SecondCardPlayed),
            StoeckTiming::UntilCount => true,
        }
}

/// Whether `shown` (the cards of a scored weis that are shown) exposes both
/// stöck cards of `contract`: a moment ⚙ `stoeck_timing = until_count`
/// allows stöck to be recorded (\[002\]).
#[must_use]
pub(crate) const fn shows_stoeck(shown: CardSet, contract: Contract) -> bool {
    has_stoeck(shown, contract)
}
