//! One hand of Schmaus ([`SchmausHand`]): the deck it is dealt from, the
//! weis of each trick and the tricks each player takes (RULES.md §6,
//! \[001\]).

#[allow(dead_code, reason = "only the fast path's check is used here")]
mod common;

use jass_core::{
    Action, BySeat, Card, CardSet, DealError, Expecting, Game, Hand, JassRng, Meld, Rank, Rules,
    SchmausGame, SchmausHand, Seat, Suit, WeisMode,
};

use common::{card, cards};

fn talon(text: &str) -> [Card; 17] {
    let talon: Vec<Card> = text.split(' ').map(card).collect();
    talon.try_into().unwrap()
}

#[test]
fn a_talon_card_already_dealt_is_refused_as_a_duplicate() {
    // §6: nine cards each, the turned-up card and 17 face down make the
    // 36 cards of the pack, each once.
    let dealt = BySeat::four([
        cards("HA HK HQ HJ H10 H9 H8 H7 H6"),
        cards("SA SK SQ SJ S10 S9 S8 S7 S6"),
        CardSet::EMPTY,
        CardSet::EMPTY,
    ]);
    let face_down = "D6 D7 D8 D9 D10 DJ DQ DK DA C6 C7 C8 C9 C10 CJ CQ CK";
    assert!(SchmausHand::deck_from(dealt, Seat::S1, card("CA"), talon(face_down)).is_ok());
    // The turned-up card is in the non-dealer's hand, then in the dealer's.
    for up in ["HA", "S6"] {
        assert_eq!(
            SchmausHand::deck_from(dealt, Seat::S1, card(up), talon(face_down)),
            Err(DealError::DuplicateCard { card: card(up) })
        );
    }
    // A face-down card is in a hand.
    let with_dealt = "D6 D7 D8 D9 D10 DJ DQ DK DA C6 C7 C8 C9 C10 CJ CQ H7";
    assert_eq!(
        SchmausHand::deck_from(dealt, Seat::S1, card("CA"), talon(with_dealt)),
        Err(DealError::DuplicateCard { card: card("H7") })
    );
}

/// Seat 0 ("A", the non-dealer) holds ♠9-8-7-6 and leads three winners,
/// ♦A, ♦K and ♣A; hearts are trump.
fn weis_deck() -> [Card; 36] {
    let dealt = BySeat::four([
        cards("S9 S8 S7 S6 DA DK D10 CA CK"),
        cards("C10 C9 C8 C7 D8 D7 D6 SJ HQ"),
        CardSet::EMPTY,
        CardSet::EMPTY,
    ]);
    let face_down = talon("D9 HK C6 SQ CJ H7 CQ H8 S10 H9 SK H10 SA HJ DJ HA DQ");
    SchmausHand::deck_from(dealt, Seat::S1, card("H6"), face_down).unwrap()
}

/// Passes the weis decision of the player to act if they have one, then
/// plays `text`.
fn pass_and_play(game: &mut SchmausGame, text: &str) {
    if game.expecting() == Expecting::Weis {
        game.apply(Action::Pass).unwrap();
    }
    game.apply(Action::Play(card(text))).unwrap();
}

#[test]
fn weis_of_trick_names_the_meld_of_each_trick_and_none_for_a_trick_without() {
    // §6: weis per trick, upwards; here ♠8-7-6 scores in the first trick,
    // nothing in the second and ♠9-8-7 in the third.
    let (eight, nine) = (
        Meld::sequence(Suit::Spades, 3, Rank::Eight),
        Meld::sequence(Suit::Spades, 3, Rank::Nine),
    );
    let rules = Rules::schmaus().with_weis_mode(WeisMode::Announced);
    let mut game = SchmausGame::with_deck(rules, 1, weis_deck(), Seat::S1).unwrap();
    game.apply(Action::Announce(eight)).unwrap();
    pass_and_play(&mut game, "DA");
    pass_and_play(&mut game, "D6");
    pass_and_play(&mut game, "DK");
    pass_and_play(&mut game, "D7");
    game.apply(Action::Announce(nine)).unwrap();
    pass_and_play(&mut game, "CA");
    pass_and_play(&mut game, "C7");
    let hand = game.hand();
    assert_eq!(hand.tricks().len(), 3);
    assert_eq!(hand.scored_weis(), [(Seat::S0, eight), (Seat::S0, nine)]);
    assert_eq!(hand.weis_of_trick(0), Some((Seat::S0, eight)));
    assert_eq!(hand.weis_of_trick(1), None);
    assert_eq!(hand.weis_of_trick(2), Some((Seat::S0, nine)));
    for later in [3, 9, 10, 17, 40] {
        assert_eq!(hand.weis_of_trick(later), None, "trick {later}");
    }
}

#[test]
fn tricks_won_counts_the_tricks_each_player_took_in_both_phases() {
    // §6: nine tricks in phase 1 and nine in phase 2; a trick goes to the
    // highest trump, else the highest card of the suit led.
    for seed in 0..8 {
        let deck = JassRng::seed_from_u64(seed).shuffled_deck();
        let mut hand = SchmausHand::new(Rules::schmaus(), deck, Seat::S1).unwrap();
        let mut rng = JassRng::seed_from_u64(seed);
        while !hand.is_over() {
            let actions = hand.legal_actions();
            let pick = rng.below(actions.len() as u32) as usize;
            hand.apply(actions.as_slice()[pick]).unwrap();
        }
        let contract = hand.contract().unwrap();
        let mut counted = [0u8; 2];
        for trick in hand.tricks() {
            counted[trick.winner(contract).unwrap().index()] += 1;
        }
        let won = hand.tricks_won();
        assert_eq!(won.0, counted, "seed {seed}");
        assert_eq!(won.0[0] + won.0[1], 18);
        for seat in 0..2 {
            assert!(hand.phase_two_tricks_won().0[seat] <= won.0[seat]);
        }
    }
}

/// `Hand::play_unchecked` plays a legal card as `apply` does in both
/// phases (§6: the talon's cards picked up after each trick of phase 1),
/// with weis announced or automatic, and refuses with `false`, changing
/// nothing, while a rob or a weis decision is due and once the hand is
/// over.
#[test]
fn play_unchecked_plays_a_card_as_apply_does_in_both_phases() {
    for seed in 0..24 {
        let mode = [WeisMode::Automatic, WeisMode::Announced][seed as usize % 2];
        let deck = JassRng::seed_from_u64(seed).shuffled_deck();
        let rules = Rules::schmaus().with_weis_mode(mode);
        let start = SchmausHand::new(rules, deck, Seat::S1).unwrap();
        let (hand, _) = common::check_play_unchecked(
            start,
            seed,
            SchmausHand::legal_actions,
            SchmausHand::apply,
            SchmausHand::play_unchecked,
        );
        assert!(hand.is_over());
        assert_eq!(hand.tricks().len(), 18);
    }
}
