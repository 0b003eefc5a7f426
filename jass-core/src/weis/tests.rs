//! Tests of the crate-internal weis and stöck helpers (RULES.md §4.3,
//! §4.4, §7): who may announce, decline and declare, Jass für zwei's weis,
//! and when stöck is recorded.

use crate::card::{Card, Rank, Suit};
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::rules::{AnnouncePolicy, Rules, StoeckTiming, WeisTable};
use crate::seat::Seat;
use crate::weis::{
    Declaration, Meld, MeldSet, StoeckMoment, WeisError, completes_stoeck, has_stoeck,
    resolve_zweier, shows_stoeck, stoeck_cards, stoeck_points, stoeck_recorded_at,
    validate_announcement, validate_decline, validate_winning_declaration, zweier_weis,
};

fn cards(text: &str) -> CardSet {
    text.parse().unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

fn card(text: &str) -> Card {
    text.parse().unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

/// The meld made of exactly these cards.
fn meld(text: &str) -> Meld {
    Meld::from_cards(cards(text)).unwrap_or_else(|| panic!("{text:?} is not a meld"))
}

fn melds(texts: &[&str]) -> MeldSet {
    texts.iter().map(|text| meld(text)).collect()
}

const HEARTS: Contract = Contract::Trump(Suit::Hearts);
const SPADES: Contract = Contract::Trump(Suit::Spades);
const CLUBS: Contract = Contract::Trump(Suit::Clubs);
const OBENABE: Contract = Contract::Obenabe;
const UNDENUFE: Contract = Contract::Undenufe;

/// Schieber with large weis (the default).
const LARGE: Rules = Rules::schieber();
/// Small weis, otherwise the defaults.
const SMALL: Rules = Rules::schieber().with_weis_table(WeisTable::Small);

#[test]
fn announcements_reach_the_highest_so_far_and_follow_the_policy() {
    // §4.3: "a value at least equal to the highest announced so far".
    let hand = cards("HA HK HQ SA DA CA C6 C7 D9");
    let run = meld("HA HK HQ");
    let aces = Meld::Four(Rank::Ace);
    let fifty = meld("S10 S9 S8 S7");
    assert_eq!(
        validate_announcement(run, hand, None, OBENABE, &LARGE),
        Ok(())
    );
    assert_eq!(
        validate_announcement(run, hand, Some(meld("C8 C7 C6")), OBENABE, &LARGE),
        Ok(())
    );
    assert_eq!(
        validate_announcement(run, hand, Some(fifty), OBENABE, &LARGE),
        Err(WeisError::BelowHighest {
            meld: run,
            value: 20,
            highest: fifty,
            highest_value: 50
        })
    );
    assert_eq!(
        validate_announcement(aces, hand, Some(fifty), OBENABE, &LARGE),
        Ok(())
    );
    // ⚙ announce_policy: optional ([000], [002]) lets a player announce less
    // than their best or nothing; mandatory_best ([003]) does not.
    let mandatory = LARGE.with_announce_policy(AnnouncePolicy::MandatoryBest);
    assert_eq!(
        validate_announcement(run, hand, None, OBENABE, &mandatory),
        Err(WeisError::NotBest {
            meld: run,
            best: aces
        })
    );
    assert_eq!(
        validate_announcement(aces, hand, None, OBENABE, &mandatory),
        Ok(())
    );
    assert_eq!(validate_decline(hand, None, OBENABE, &LARGE), Ok(()));
    assert_eq!(
        validate_decline(hand, None, OBENABE, &mandatory),
        Err(WeisError::MustAnnounce { best: aces })
    );
    let jacks = Meld::Four(Rank::Jack);
    assert_eq!(
        validate_decline(hand, Some(jacks), OBENABE, &mandatory),
        Ok(())
    );
    assert_eq!(
        validate_decline(cards("C6 D8"), None, OBENABE, &mandatory),
        Ok(())
    );
    // Large weis: the part of a run is not a meld of the hand.
    let part = meld("HK HQ HJ");
    let hand = cards("HA HK HQ HJ C6 C8 D6 D8 S6");
    assert!(matches!(
        validate_announcement(part, hand, None, OBENABE, &LARGE),
        Err(WeisError::PartOfLongerSequence { .. })
    ));
    assert_eq!(
        validate_announcement(part, hand, None, OBENABE, &SMALL),
        Ok(())
    );
}

#[test]
fn the_winner_declares_the_announced_meld() {
    let hand = cards("HA HK HQ SA DA CA C6 C7 D9");
    let aces = Meld::Four(Rank::Ace);
    let only_run = Declaration::try_new([meld("HA HK HQ")], hand, OBENABE, &LARGE).unwrap();
    assert_eq!(
        validate_winning_declaration(only_run, aces),
        Err(WeisError::AnnouncedNotDeclared { meld: aces })
    );
    let both = Declaration::best(hand, OBENABE, &LARGE);
    assert_eq!(validate_winning_declaration(both, aces), Ok(()));
}

#[test]
fn zweier_best_meld_scores_with_its_holders_other_melds() {
    let rules = Rules::zweier();
    // Trick 10: seat 0 leads; seat 1 holds the best meld and a second one.
    let leader = (Seat::S0, cards("D9 D10 DJ C6 C8 H6 H8 S6 S8"));
    let other = (Seat::S1, cards("H9 H10 HJ HQ CA SA DA HA S9"));
    let outcome = zweier_weis(leader, other, CLUBS, &rules);
    assert_eq!(outcome.best, Some((Seat::S1, Meld::Four(Rank::Ace))));
    assert_eq!(
        outcome.scored[Seat::S1].melds(),
        melds(&["HA SA DA CA", "HQ HJ H10 H9"])
    );
    assert!(outcome.scored[Seat::S0].is_empty());
    assert_eq!(outcome.points, 150);
    // Equal melds: the trick's leader wins.
    let leader = (Seat::S1, cards("D9 D10 DJ C6 C8 H6 H8 S6 SA"));
    let other = (Seat::S0, cards("H9 H10 HJ C7 C9 D6 D8 S7 SK"));
    let outcome = zweier_weis(leader, other, CLUBS, &rules);
    assert_eq!(outcome.best, Some((Seat::S1, meld("D9 D10 DJ"))));
    assert_eq!(outcome.points, 20);
    let swapped = zweier_weis(other, leader, CLUBS, &rules);
    assert_eq!(swapped.best, Some((Seat::S0, meld("H9 H10 HJ"))));
    assert_eq!(
        resolve_zweier(
            (Seat::S1, Some(meld("D9 D10 DJ"))),
            (Seat::S0, Some(meld("H9 H10 HJ"))),
            CLUBS,
            &rules
        ),
        Some(Seat::S1)
    );
    assert_eq!(
        resolve_zweier((Seat::S1, None), (Seat::S0, None), CLUBS, &rules),
        None
    );
}

#[test]
fn stoeck_is_the_trump_king_and_queen_in_one_hand() {
    let hand = cards("SK SQ H6");
    assert!(has_stoeck(hand, SPADES));
    assert!(!has_stoeck(hand, HEARTS));
    assert!(!has_stoeck(hand, OBENABE) && !has_stoeck(hand, UNDENUFE));
    assert!(stoeck_cards(UNDENUFE).is_empty());
    assert_eq!(stoeck_cards(SPADES), cards("SK SQ"));
    // ⚙ stoeck_enabled.
    assert_eq!(stoeck_points(&LARGE), 20);
    assert_eq!(stoeck_points(&LARGE.with_stoeck_enabled(false)), 0);
    assert!(!stoeck_recorded_at(
        &LARGE.with_stoeck_enabled(false),
        StoeckMoment::SecondCardPlayed
    ));
}

#[test]
fn stoeck_is_recorded_per_the_timing_option() {
    // ⚙ stoeck_timing: on_second_card ([000], [001], [003]) or until_count ([002]).
    assert!(completes_stoeck(
        "SQ".parse().unwrap(),
        cards("SK H6"),
        SPADES
    ));
    assert!(!completes_stoeck(
        "SQ".parse().unwrap(),
        cards("H6"),
        SPADES
    ));
    assert!(!completes_stoeck(
        "H6".parse().unwrap(),
        cards("SK SQ"),
        SPADES
    ));
    let second = LARGE.with_stoeck_timing(StoeckTiming::OnSecondCard);
    let until = LARGE.with_stoeck_timing(StoeckTiming::UntilCount);
    for moment in [StoeckMoment::ShownInWeis, StoeckMoment::BeforeCount] {
        assert!(!stoeck_recorded_at(&second, moment));
        assert!(stoeck_recorded_at(&until, moment));
    }
    assert!(stoeck_recorded_at(&second, StoeckMoment::SecondCardPlayed));
    // A trump sequence through K and Q shows stöck ([002]).
    let shown = Declaration::best(cards("SA SK SQ H6"), SPADES, &until).cards();
    assert!(shows_stoeck(shown, SPADES));
    assert!(!shows_stoeck(cards("SK SJ S10"), SPADES));
}

#[test]
fn weis_functions_refuse_impossible_melds_by_name() {
    let rules = Rules::schieber();
    let hearts = Contract::Trump(Suit::Hearts);
    let hand = cards("HA HK HQ HJ SJ DJ CJ S6 S7");
    let malformed = Meld::Sequence {
        suit: Suit::Spades,
        len: 3,
        top: Rank::Seven,
    };
    assert_eq!(
        validate_announcement(malformed, hand, None, hearts, &rules),
        Err(WeisError::Malformed { meld: malformed })
    );
    let run = Meld::sequence(Suit::Spades, 3, Rank::Eight);
    assert_eq!(
        validate_announcement(run, hand, None, hearts, &rules),
        Err(WeisError::NotInHand {
            meld: run,
            card: card("S8")
        })
    );
    let sixes = Meld::Four(Rank::Six);
    assert_eq!(
        validate_announcement(sixes, hand, None, hearts, &Rules::schieber_1000()),
        Err(WeisError::NotAllowed {
            meld: sixes,
            contract: hearts
        })
    );
    let no_weis = rules.with_weis_enabled(false);
    let jacks = Meld::Four(Rank::Jack);
    assert_eq!(
        validate_announcement(jacks, hand, None, hearts, &no_weis),
        Err(WeisError::WeisDisabled)
    );
    let part = Meld::sequence(Suit::Hearts, 3, Rank::Ace);
    assert_eq!(
        validate_announcement(part, hand, None, hearts, &rules),
        Err(WeisError::PartOfLongerSequence {
            meld: part,
            sequence: Meld::sequence(Suit::Hearts, 4, Rank::Ace)
        })
    );
    // The empty hand, a hand of every card: no panic, a plain answer.
    assert_eq!(
        validate_decline(CardSet::EMPTY, None, hearts, &rules),
        Ok(())
    );
    assert_eq!(
        validate_decline(CardSet::ALL, Some(jacks), hearts, &Rules::schieber_1000()),
        // Small weis: a run of nine is worth 100, four jacks 200.
        Err(WeisError::MustAnnounce {
            best: Meld::Four(Rank::Jack)
        })
    );
    let best = Declaration::best(CardSet::ALL, hearts, &rules);
    assert!(best.total(&rules) > 0);
}

#[test]
fn an_announcement_must_reach_the_highest_and_be_the_best_when_mandatory() {
    let hand = cards("HA HK HQ SA DA CA C6 C7 D9");
    let aces = Meld::Four(Rank::Ace);
    let run = Meld::sequence(Suit::Hearts, 3, Rank::Ace);
    assert_eq!(
        validate_announcement(run, hand, None, OBENABE, &LARGE),
        Ok(())
    );
    assert!(matches!(
        validate_announcement(
            run,
            hand,
            Some(Meld::sequence(Suit::Spades, 4, Rank::Ten)),
            OBENABE,
            &LARGE
        ),
        Err(WeisError::BelowHighest { .. })
    ));
    assert_eq!(
        validate_announcement(run, hand, None, OBENABE, &Rules::schieber_1000()),
        Err(WeisError::NotBest {
            meld: run,
            best: aces
        })
    );
}

#[test]
fn zweier_weis_goes_to_the_holder_of_the_best_meld() {
    let leader = (Seat::S1, cards("D9 D10 DJ C6 C7 H6 H7 S6 S7"));
    let other = (Seat::S0, cards("H9 H10 HJ HQ C8 CA SA DA S9"));
    let outcome = zweier_weis(leader, other, CLUBS, &Rules::zweier());
    assert_eq!(
        outcome.best,
        Some((Seat::S0, Meld::sequence(Suit::Hearts, 4, Rank::Queen)))
    );
    assert_eq!(outcome.points, 50);
}
