//! Which cards a hand may play to a trick (RULES.md §3 and §6).

use crate::card::{Card, Rank, Suit};
use crate::card_set::CardSet;
use crate::contract::{Contract, TRUMP_POWER, TRUMPS_BEATING};
use crate::error::PlayError;
use crate::rules::{PlayRules, Undertrump};
use crate::trick::PartialTrick;

/// The cards of `hand` that may be played to the unfinished `trick` (its
/// cards in play order, the led card first) under `contract` and `play`.
///
/// Implements RULES.md §3 for four-player games and the phase rules of §6
/// (via [`Rules::play`](crate::Rules::play) and
/// [`Rules::talon_play`](crate::Rules::talon_play)). The result is never
/// empty for a non-empty hand, is a subset of the hand, and is computed with
/// a few bit operations and one table lookup; nothing allocates.
///
/// The trick and the hand are sets of one pack: with the double pack
/// (RULES.md §5.2), where a trick may hold a card twice and a hand the
/// other copy of a card in the trick, a game's own legal cards
/// ([`Hand::legal_cards`](crate::Hand::legal_cards)) answer.
///
/// # Examples
///
/// Clubs are trump, hearts are led and trumped twice (♣6, then ♣K). The
/// fourth player holds ♣10 and ♣Q, both below the ♣K, and hearts: they may
/// not undertrump, so only the hearts are legal (RULES.md §3.2):
///
/// ```
/// use jass_core::{legal_cards, Card, CardSet, Contract, PartialTrick, Rules, Suit};
///
/// let contract = Contract::Trump(Suit::Clubs);
/// let cards: Vec<Card> = ["H6", "C6", "CK"].iter().map(|c| c.parse()).collect::<Result<_, _>>()?;
/// let trick = PartialTrick::try_new(&cards)?;
/// let hand: CardSet = "C10 CQ H10 HK".parse()?;
/// let legal = legal_cards(hand, &trick, contract, Rules::schieber().play());
/// assert_eq!(legal, "H10 HK".parse()?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
#[inline]
pub fn legal_cards(
    hand: CardSet,
    trick: &PartialTrick,
    contract: Contract,
    play: PlayRules,
) -> CardSet {
    let Some(&led) = trick.cards().first() else {
        return hand;
    };
    // The trick keeps its cards as a set: its trumps are one row of it.
    let cards = trick.card_set();
    legal_after_lead(hand, led, |trump| cards.suit_ranks(trump), contract, play)
}

/// [`legal_cards`] of the cards of an unfinished trick, in play order: for
/// callers that hold them already (a game's own trick), without a copy.
/// Inlined into the game's loop of cards, where a call cost 4% of a
/// simulated hand's instructions (callgrind).
#[allow(
    clippy::inline_always,
    reason = "once per card in the game's loop; measured by callgrind"
)]
#[inline(always)]
pub(crate) fn legal_cards_in(
    hand: CardSet,
    trick: &[Card],
    contract: Contract,
    play: PlayRules,
) -> CardSet {
    let Some((&led, rest)) = trick.split_first() else {
        return hand;
    };
    // A loop over the cards after the lead (the lead itself is a trump only
    // when trump is led, which adds it).
    let trick_trumps = |trump: Suit| {
        let mut ranks = 0u16;
        for card in rest {
            if card.suit() == trump {
                ranks |= 1 << card.rank() as u16;
            }
        }
        ranks
    };
    legal_after_lead(hand, led, trick_trumps, contract, play)
}

/// The legal cards of `hand` once `led` is led, `trick_trumps(trump)`
/// giving the ranks of the trick's trumps (nine bits; the led card's may
/// be left out).
#[allow(
    clippy::inline_always,
    reason = "the body of both entries above, each once per card"
)]
#[inline(always)]
fn legal_after_lead(
    hand: CardSet,
    led: Card,
    trick_trumps: impl Fn(Suit) -> u16,
    contract: Contract,
    play: PlayRules,
) -> CardSet {
    if !play.follow_suit {
        return hand;
    }
    let led_suit = led.suit();
    let follow = hand & CardSet::of_suit(led_suit);
    let Contract::Trump(trump) = contract else {
        return if follow.is_empty() { hand } else { follow };
    };
    let trumps = hand & CardSet::of_suit(trump);
    let only_puur = play.puur_exempt && trumps == CardSet::single(Card::new(trump, Rank::Jack));
    if led_suit == trump {
        if trumps.is_empty() || only_puur {
            return hand;
        }
        return trump_led(hand, trumps, led, trick_trumps, play);
    }
    // A side suit is led. Trumps already in the trick come from trumping.
    let higher_trumps =
        trumps & CardSet::from_suit_ranks(trump, TRUMPS_BEATING[usize::from(trick_trumps(trump))]);
    if !follow.is_empty() {
        return if play.trump_when_able_to_follow {
            follow | higher_trumps
        } else {
            follow
        };
    }
    // Void in the suit led.
    if play.must_trump_when_void && !trumps.is_empty() && !only_puur {
        return if higher_trumps.is_empty() {
            trumps
        } else {
            higher_trumps
        };
    }
    match play.undertrump {
        Undertrump::Weak => hand,
        Undertrump::Strict if hand == trumps => hand,
        Undertrump::Strict => (hand - trumps) | higher_trumps,
    }
}

/// Trump is led (`led`) and the hand holds a trump that it must play (not
/// the Puur alone): follow with trump, and with "Stichzwang" beat the
/// highest trump of the trick if possible.
#[inline]
fn trump_led(
    hand: CardSet,
    trumps: CardSet,
    led: Card,
    trick_trumps: impl Fn(Suit) -> u16,
    play: PlayRules,
) -> CardSet {
    if !play.must_overtrump_on_trump_lead || hand == trumps {
        return trumps;
    }
    let trump = led.suit();
    let ranks = trick_trumps(trump) | 1 << led.rank() as u16;
    let beating = trumps & CardSet::from_suit_ranks(trump, TRUMPS_BEATING[usize::from(ranks)]);
    let puur = CardSet::single(Card::new(trump, Rank::Jack));
    let forced = if play.puur_exempt {
        beating - puur
    } else {
        beating
    };
    if forced.is_empty() { trumps } else { beating }
}

/// Whether `card` may be played; agrees with [`legal_cards`].
#[must_use]
#[inline]
pub fn is_legal(
    card: Card,
    hand: CardSet,
    trick: &PartialTrick,
    contract: Contract,
    play: PlayRules,
) -> bool {
    legal_cards(hand, trick, contract, play).contains(card)
}

/// Checks that `card` may be played, and says which rule forbids it if not.
///
/// Agrees with [`legal_cards`]: it returns `Ok` exactly for the cards in
/// that set.
///
/// # Errors
///
/// The [`PlayError`] naming the rule the card breaks:
/// [`PlayError::NotInHand`], [`PlayError::AlreadyInTrick`] for a card of
/// the hand that is already in the trick, or the rule of play.
///
/// # Examples
///
/// ```
/// use jass_core::{check_play, Card, CardSet, Contract, PartialTrick, PlayError, Rules, Suit};
///
/// let hand: CardSet = "H6 S9".parse()?;
/// let trick = PartialTrick::try_new(&["HA".parse()?])?;
/// let error = check_play("S9".parse()?, hand, &trick, Contract::Obenabe, Rules::schieber().play());
/// assert_eq!(error, Err(PlayError::MustFollowSuit { card: "S9".parse()?, suit: Suit::Hearts }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn check_play(
    card: Card,
    hand: CardSet,
    trick: &PartialTrick,
    contract: Contract,
    play: PlayRules,
) -> Result<(), PlayError> {
    if hand.contains(card) && trick.cards().contains(&card) {
        return Err(PlayError::AlreadyInTrick { card });
    }
    check_rules_of_play(card, hand, *trick, contract, play)
}

/// [`check_play`] for a double pack (RULES.md §5.2), where a card of the
/// hand may be the second copy of one already in the trick: every check
/// but [`PlayError::AlreadyInTrick`].
pub(crate) fn check_rules_of_play(
    card: Card,
    hand: CardSet,
    trick: PartialTrick,
    contract: Contract,
    play: PlayRules,
) -> Result<(), PlayError> {
    if !hand.contains(card) {
        return Err(PlayError::NotInHand { card });
    }
    if is_legal(card, hand, &trick, contract, play) {
        return Ok(());
    }
    let trick = trick.cards();
    // The card is illegal; find the rule that says so.
    let led = trick[0].suit();
    let trump = contract.trump();
    let highest_trump = trump.and_then(|t| {
        trick
            .iter()
            .copied()
            .filter(|c| c.suit() == t)
            .max_by_key(|c| TRUMP_POWER[c.rank().index()])
    });
    if Some(led) == trump {
        return Err(if card.suit() == led {
            PlayError::MustOvertrump {
                card,
                highest: highest_trump.unwrap_or(trick[0]),
            }
        } else {
            PlayError::MustPlayTrump { card }
        });
    }
    if let Some(highest) = highest_trump.filter(|_| Some(card.suit()) == trump) {
        return Err(PlayError::Undertrump { card, highest });
    }
    if hand.has_suit(led) {
        Err(PlayError::MustFollowSuit { card, suit: led })
    } else {
        Err(PlayError::MustPlayTrump { card })
    }
}
