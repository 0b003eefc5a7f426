//! One hand of Jass für zwei ([`ZweierHand`]): the fast path of play
//! (RULES.md §7).

#[allow(dead_code, reason = "only the fast path's check is used here")]
mod common;

use jass_core::{Hand, JassRng, Rules, Seat, ZweierHand};

/// [`Hand::play_unchecked`] plays a legal card as [`Hand::apply`] does,
/// through both fans (§7: both players pick up their second fan once the
/// ninth trick is complete), and refuses with `false`, changing nothing,
/// when no card is due: before trump is named (§7: forehand names it from
/// the first fan) and once all eighteen tricks are played.
#[test]
fn play_unchecked_plays_both_fans_as_apply_does_and_nothing_when_no_card_is_due() {
    let mut rng = JassRng::seed_from_u64(47);
    for seed in 0..12 {
        let deck = rng.shuffled_deck();
        let start = ZweierHand::from_deck(Rules::zweier(), &deck, Seat::S1).unwrap();
        let (hand, _) = common::check_play_unchecked(
            start,
            seed,
            ZweierHand::legal_actions,
            ZweierHand::apply,
            ZweierHand::play_unchecked,
        );
        assert!(hand.is_over());
        assert_eq!(hand.tricks().len(), 18);
    }
}
