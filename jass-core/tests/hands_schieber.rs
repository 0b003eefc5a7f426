//! One hand of Schieber ([`SchieberHand`]): the deal it accepts, the end
//! of the first trick and the shove every seat sees (RULES.md §4.3, §5,
//! §5.2).

use jass_core::{
    Action, BySeat, Card, CardSet, Contract, DealError, Game, Hand, JassRng, Rules, SchieberGame,
    SchieberHand, Seat, Suit,
};

fn card(text: &str) -> Card {
    text.parse().unwrap()
}

/// A deal of the double pack: seat `s` holds the four cards `4s..4s + 4`
/// of the pack, each twice.
fn doubled_deal(rules: Rules) -> (BySeat<CardSet>, BySeat<CardSet>) {
    let pack: Vec<Card> = rules.pack().iter().collect();
    assert_eq!(pack.len(), 24);
    let mut hands = BySeat([CardSet::EMPTY; 6]);
    for (i, &card) in pack.iter().enumerate() {
        let seat = Seat::try_from((i / 4) as u8).unwrap();
        assert!(hands[seat].insert(card));
    }
    (hands, hands)
}

#[test]
fn a_card_outside_the_double_pack_is_refused_even_when_two_seats_hold_it() {
    // §5.2: the double pack is the cards from nine to ace, each twice.
    let rules = Rules::schieber_six_double();
    let (mut hands, mut twice) = doubled_deal(rules);
    assert!(SchieberHand::with_second_copies(rules, hands, twice, Seat::S5, Seat::S0).is_ok());
    // Seats 0 and 1 each give up a second copy for the ♠6, which the pack
    // does not hold: one copy each, two in all.
    for seat in [Seat::S0, Seat::S1] {
        let dropped = twice[seat].first().unwrap();
        twice[seat] = twice[seat].without(dropped);
        assert!(hands[seat].insert(card("S6")));
    }
    assert_eq!(
        SchieberHand::with_second_copies(rules, hands, twice, Seat::S5, Seat::S0),
        Err(DealError::NotInPack { card: card("S6") })
    );
}

#[test]
fn the_first_trick_is_done_with_its_fourth_card_and_then_the_weis_is_known() {
    // §4.3: the weis is decided after the first trick.
    let deal = JassRng::seed_from_u64(3).deal();
    let mut hand = SchieberHand::new(Rules::schieber(), deal, Seat::S3, Seat::S0).unwrap();
    assert!(!hand.first_trick_done());
    hand.apply(Action::Declare(Contract::Trump(Suit::Hearts)))
        .unwrap();
    let mut rng = JassRng::seed_from_u64(3);
    for played in 1..=8 {
        hand.apply(Action::Play(rng.pick(hand.legal_cards()).unwrap()))
            .unwrap();
        assert_eq!(hand.first_trick_done(), played >= 4, "after {played} cards");
    }
}

#[test]
fn every_seat_observes_whether_forehand_shoved() {
    // §5: forehand names a contract or shoves, and the partner names it;
    // who named the contract is public, so is the shove.
    for shove in [false, true] {
        let mut game = SchieberGame::new(Rules::schieber(), 6).unwrap();
        if shove {
            game.apply(Action::Shove).unwrap();
        }
        game.apply(Action::Declare(Contract::Obenabe)).unwrap();
        for seat in Seat::ALL.into_iter().take(4) {
            let observation = game.observation(seat).unwrap();
            assert_eq!(observation.shoved, shove, "{seat} after shove = {shove}");
        }
    }
}
