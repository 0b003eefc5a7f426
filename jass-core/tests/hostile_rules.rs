//! Hostile input at the Rust boundary: pure functions given impossible
//! input (a trick of nine cards, a hand overlapping the trick, rules that
//! were never validated) return without panicking, and what they refuse
//! they name. Here: legal moves, tricks and seats, weis declarations and
//! the arithmetic of points and slates.

mod common {
    pub(crate) mod hostile;
}

use jass_core::{
    Action, Card, CardSet, CardValues, Contract, Hand, JassRng, Meld, MeldSet, PartialTrick,
    PerContract, PlayError, Players, Rank, Rules, SchieberHand, Seat, Suit, Team, Trick, WeisError,
    check_play,
    game::{Slate, SlateSide},
    hand_points, is_legal, legal_cards, trick_winner,
    weis::{Declaration, SchmausWeis, WeisOrder},
};

use common::hostile::{card, cards};

// ------------------------------------------------------------ legal moves

#[test]
fn check_play_names_the_impossible_input() {
    let play = Rules::schieber().play();
    let hearts = Contract::Trump(Suit::Hearts);
    // An empty hand holds no card.
    assert_eq!(
        check_play(
            card("HA"),
            CardSet::EMPTY,
            &PartialTrick::EMPTY,
            hearts,
            play
        ),
        Err(PlayError::NotInHand { card: card("HA") })
    );
    let led = PartialTrick::try_new(&[card("S6")]).unwrap();
    assert_eq!(
        legal_cards(CardSet::EMPTY, &led, hearts, play),
        CardSet::EMPTY
    );
    // A card both in the hand and already in the trick.
    let trick = PartialTrick::try_new(&[card("S6"), card("HA")]).unwrap();
    assert_eq!(
        check_play(card("HA"), cards("HA S7"), &trick, hearts, play),
        Err(PlayError::AlreadyInTrick { card: card("HA") })
    );
    assert_eq!(
        trick.check_hand(cards("HA S7")),
        Err(PlayError::AlreadyInTrick { card: card("HA") })
    );
    // A trick that already holds six cards (complete at every table), or
    // more, or a card twice.
    let six: Vec<Card> = cards("S6 S7 S8 S9 S10 SJ").iter().collect();
    assert_eq!(PartialTrick::try_new(&six), Err(PlayError::TrickComplete));
    let nine: Vec<Card> = cards("D6 D7 D8 D9 D10 DJ DQ DK DA").iter().collect();
    assert_eq!(
        PartialTrick::try_new(&nine),
        Err(PlayError::TooManyCards {
            len: 9,
            players: Players::Six
        })
    );
    assert_eq!(
        PartialTrick::try_new(&[card("S6"), card("S6")]),
        Err(PlayError::DuplicateCard { card: card("S6") })
    );
}

#[test]
fn legal_cards_stay_inside_the_hand_whatever_the_trick() {
    let rules = Rules::schieber();
    let mut rng = JassRng::seed_from_u64(8);
    for round in 0..2000 {
        let deck = rng.shuffled_deck();
        // Tricks of 0 to 12 cards that may repeat cards and overlap the hand.
        let len = rng.below(13) as usize;
        let trick: Vec<Card> = (0..len).map(|i| deck[(i * 5 + round) % 36]).collect();
        let hand: CardSet = deck[..rng.below(12) as usize].iter().copied().collect();
        let distinct = CardSet::try_from_cards(trick.iter().copied()).is_ok();
        let partial = PartialTrick::try_new(&trick);
        assert_eq!(partial.is_ok(), len <= 5 && distinct, "{trick:?}");
        for contract in Contract::ALL {
            if let Some(winner) = trick_winner(&trick, contract) {
                assert!(winner < trick.len());
            }
            let Ok(partial) = partial else {
                continue;
            };
            let trick = &partial;
            for play in [
                rules.play(),
                rules.talon_play(),
                Rules::schieber_1000().play(),
            ] {
                let legal = legal_cards(hand, trick, contract, play);
                assert!(legal.is_subset(hand));
                assert_eq!(legal.is_empty(), hand.is_empty());
                for card in hand {
                    assert_eq!(
                        is_legal(card, hand, trick, contract, play),
                        legal.contains(card)
                    );
                }
            }
        }
    }
}

#[test]
fn trick_winner_of_a_long_slice_is_the_last_best_card() {
    // Never a real trick, but the function is public (once an arithmetic
    // overflow on the ninth card).
    let nine: Vec<Card> = cards("D6 D7 D8 D9 D10 DJ DQ DK DA").iter().collect();
    assert_eq!(trick_winner(&nine, Contract::Obenabe), Some(8));
    assert_eq!(trick_winner(&nine, Contract::Undenufe), Some(0));
    assert_eq!(
        trick_winner(&nine, Contract::Trump(Suit::Diamonds)),
        Some(5)
    );
    let mut twice = nine.clone();
    twice.extend(&nine);
    // Of identical cards the later one wins (RULES.md §5.2).
    assert_eq!(trick_winner(&twice, Contract::Obenabe), Some(17));
    let many = vec![card("S6"); 1000];
    assert_eq!(
        trick_winner(&many, Contract::Trump(Suit::Spades)),
        Some(999)
    );
    assert_eq!(trick_winner(&[], Contract::Obenabe), None);
}

#[test]
fn a_trick_refuses_a_fifth_card_and_a_repeated_one_unchanged() {
    let mut trick = Trick::new(Seat::S2, Players::Four).unwrap();
    trick.push(card("HA")).unwrap();
    let before = trick;
    assert_eq!(
        trick.push(card("HA")),
        Err(PlayError::AlreadyInTrick { card: card("HA") })
    );
    assert_eq!(trick, before);
    for c in ["HK", "HQ", "HJ"] {
        trick.push(card(c)).unwrap();
    }
    let full = trick;
    assert_eq!(trick.push(card("H6")), Err(PlayError::TrickComplete));
    assert_eq!(trick, full);
    assert_eq!(trick.to_play(), None);
    let mut two = Trick::new(Seat::S1, Players::Two).unwrap();
    two.push(card("S6")).unwrap();
    two.push(card("S7")).unwrap();
    assert_eq!(two.push(card("S8")), Err(PlayError::TrickComplete));
}

#[test]
fn seats_advance_whatever_the_count() {
    assert_eq!(Seat::S3.advance(usize::MAX, Players::Four), Seat::S2);
    assert_eq!(Seat::S1.advance(usize::MAX, Players::Two), Seat::S0);
    // A table is a `Players` value: no count outside the supported tables
    // can reach `advance`.
    assert_eq!(Players::from_count(0), None);
    assert_eq!(Players::from_count(7), None);
    let trick = Trick::new(Seat::S3, Players::Four).unwrap();
    assert_eq!(trick.seat_of(usize::MAX), Seat::S2);
}

// ------------------------------------------------------------ weis

#[test]
fn declarations_refuse_repeated_and_overlapping_melds() {
    let rules = Rules::schieber();
    let obenabe = Contract::Obenabe;
    let hand = cards("HA HK HQ HJ H10 SJ DJ CJ S6");
    let jacks = Meld::Four(Rank::Jack);
    assert_eq!(
        Declaration::try_new([jacks, jacks], hand, obenabe, &rules),
        Err(WeisError::DuplicateMeld { meld: jacks })
    );
    let top = Meld::sequence(Suit::Hearts, 3, Rank::Ace);
    assert_eq!(
        Declaration::try_new([top], hand, obenabe, &rules),
        Err(WeisError::PartOfLongerSequence {
            meld: top,
            sequence: Meld::sequence(Suit::Hearts, 5, Rank::Ace)
        })
    );
    let small = Rules::schieber_1000();
    let low = Meld::sequence(Suit::Hearts, 3, Rank::Queen);
    assert_eq!(
        Declaration::try_new([top, low], hand, obenabe, &small),
        Err(WeisError::CardInTwoMelds {
            card: card("HQ"),
            first: top,
            second: low
        })
    );
    // A four and a sequence sharing the heart jack: fine in large weis,
    // not in small weis.
    let run = Meld::sequence(Suit::Hearts, 5, Rank::Ace);
    assert!(Declaration::try_new([run, jacks], hand, obenabe, &rules).is_ok());
    assert_eq!(
        Declaration::try_new([run, jacks], hand, obenabe, &small),
        Err(WeisError::CardInTwoMelds {
            card: card("HJ"),
            first: run,
            second: jacks
        })
    );
}

#[test]
fn schmaus_weis_refuses_a_meld_that_is_not_upwards() {
    let rules = Rules::schmaus();
    let spades = Contract::Trump(Suit::Spades);
    let fifty = Meld::sequence(Suit::Hearts, 4, Rank::Ace);
    let scored = [(Seat::S0, fifty)];
    let weis = SchmausWeis::new(spades, &rules, Seat::S1, &scored).unwrap();
    let twenty = Meld::sequence(Suit::Clubs, 3, Rank::Ace);
    assert_eq!(
        weis.validate(Seat::S1, twenty, cards("CA CK CQ"), None),
        Err(WeisError::NotUpwards {
            meld: twenty,
            last: fifty
        })
    );
}

// ------------------------------------------------------------ arithmetic

#[test]
fn unvalidated_rules_never_overflow_pure_functions() {
    // Rules are plain data: a caller may fill in anything and call the
    // scoring functions directly, without validation.
    let mut wild = Rules::schieber();
    wild.long_sequence_step = u16::MAX;
    wild.match_bonus = u16::MAX;
    wild.counter_match_factor = 0;
    wild.multipliers = PerContract::splat(u16::MAX);
    wild.card_values = Some(CardValues {
        trump: [u8::MAX; 9],
        side: [u8::MAX; 9],
        obenabe: [u8::MAX; 9],
        undenufe: [u8::MAX; 9],
        last_trick: u8::MAX,
    });
    let nine = Meld::sequence(Suit::Hearts, 9, Rank::Ace);
    assert_eq!(nine.value(&wild), u16::MAX);
    assert_eq!(nine.points(&wild), u16::MAX);
    assert_eq!(
        WeisOrder::new(Contract::Obenabe, &wild).points(nine),
        u16::MAX
    );
    assert_eq!(
        hand_points(u16::MAX, jass_core::TricksWon::All, &wild),
        u16::MAX
    );
    let every = Declaration::best(CardSet::ALL, Contract::Obenabe, &wild);
    assert_eq!(every.total(&wild), u16::MAX);
    let all_melds: Vec<Meld> = MeldSet::ALL.iter().collect();
    assert_eq!(all_melds.len(), 121);
    for contract in Contract::ALL {
        let order = WeisOrder::new(contract, &wild);
        assert!(order.key(nine) > 0);
    }
    // A hand played under such rules scores without panicking.
    let deal = JassRng::seed_from_u64(3).deal();
    let mut hand = SchieberHand::new(wild, deal, Seat::S3, Seat::S0).unwrap();
    hand.apply(Action::Declare(Contract::Obenabe)).unwrap();
    while let Some(card) = hand.legal_cards().first() {
        hand.apply(Action::Play(card)).unwrap();
        let _ = hand.score();
    }
    assert!(hand.is_over());
    let score = hand.score();
    assert!(score[Team::T0] > 0 || score[Team::T1] > 0);
}

#[test]
fn slates_made_up_by_hand_do_not_overflow() {
    let mut side = SlateSide {
        hundreds: u32::MAX,
        fifties: u32::MAX,
        twenties: u32::MAX,
        remainder: u32::MAX,
    };
    assert_eq!(side.total(), u32::MAX);
    side.write(u32::MAX);
    assert_eq!(side.hundreds, u32::MAX);
    let slate = Slate::default();
    assert_eq!(slate.totals().0, [0, 0]);
}
