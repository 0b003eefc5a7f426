//! One hand of Jass für zwei ([`ZweierHand`]): the fast path of play
//! (RULES.md §7).

use jass_core::{Action, Card, Contract, Hand, JassRng, Rules, Seat, ZweierHand};

fn card(text: &str) -> Card {
    text.parse().unwrap()
}

/// [`Hand::play_unchecked`] plays a legal card as [`Hand::apply`] does,
/// through both fans (§7: both players pick up their second fan once the
/// ninth trick is complete), and refuses with `false`, changing nothing,
/// when no card is due: before trump is named (§7: forehand names it from
/// the first fan) and once all eighteen tricks are played.
#[test]
fn play_unchecked_plays_both_fans_as_apply_does_and_nothing_when_no_card_is_due() {
    let mut rng = JassRng::seed_from_u64(47);
    for round in 0..12 {
        let deck = rng.shuffled_deck();
        let mut checked = ZweierHand::from_deck(Rules::zweier(), &deck, Seat::S1).unwrap();
        let mut fast = checked;
        assert!(
            !fast.play_unchecked(card("HA")),
            "no card is due before the declaration"
        );
        assert_eq!(fast, checked);
        let contract = Contract::ALL[round % 4];
        checked.apply(Action::Declare(contract)).unwrap();
        fast.apply(Action::Declare(contract)).unwrap();
        while !checked.is_over() {
            let card = rng.pick(checked.legal_cards()).unwrap();
            checked.apply(Action::Play(card)).unwrap();
            assert!(
                fast.play_unchecked(card),
                "{card} after {} tricks",
                fast.tricks().len()
            );
            assert_eq!(fast, checked);
        }
        assert_eq!(fast.tricks().len(), 18);
        assert!(fast.is_over());
        let over = fast;
        assert!(
            !fast.play_unchecked(card("HA")),
            "nothing is due once the hand is over"
        );
        assert_eq!(fast, over);
        assert_eq!(fast.score(), checked.score());
    }
}
