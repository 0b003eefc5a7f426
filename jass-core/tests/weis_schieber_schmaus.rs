//! Who scores weis in Schieber (RULES.md §4.3) and the upward
//! announcements of Schmaus (§6): rule cases in card notation, each citing
//! the section it checks.

mod common {
    pub(crate) mod weis;
}

use jass_core::{
    BySeat, CardSet, Meld, Rank, Rules, Seat, Team, WeisError,
    weis::{SchmausWeis, resolve_schieber, schieber_weis},
};

use common::weis::{CLUBS, HEARTS, LARGE, OBENABE, SPADES, cards, deal, meld, melds};

// ------------------------------------------------- Schieber (§4.3)

#[test]
fn partner_of_the_best_meld_scores_and_the_other_side_scores_nothing() {
    // §4.3 ([002]): "The opponents score nothing for weis, even though some
    // of theirs may be better than some of the weis scored by the other side."
    let hands = deal([
        "HA HK HQ HJ H10 C6 C8 D6 D8",  // seat 0: sequence of five, 100
        "SA SK SQ SJ S6 D9 H6 H7 C7",   // seat 1: sequence of four, 50
        "C9 C10 CJ H8 H9 S8 S9 D7 D10", // seat 2: sequence of three, 20
        "DA DK DQ DJ CA CK CQ S7 S10",  // seat 3: A-K-Q-J (50) and A-K-Q (20)
    ]);
    let outcome = schieber_weis(&hands, Seat::S1, OBENABE, &LARGE).unwrap();
    assert_eq!(outcome.best, Some((Seat::S0, meld("HA HK HQ HJ H10"))));
    assert_eq!(outcome.team(), Some(Team::T0));
    assert_eq!(outcome.scored[Seat::S2].melds(), melds(&["C9 C10 CJ"]));
    assert!(outcome.scored[Seat::S1].is_empty() && outcome.scored[Seat::S3].is_empty());
    // Seat 3's 50 beats seat 2's 20, yet only team 0 scores.
    assert_eq!(outcome.points, 100 + 20);
}

#[test]
fn identical_plain_sequences_go_to_the_earlier_seat_in_the_first_trick() {
    // §4.2 step 7 ([002]: "whose turn to play to the first trick is earlier").
    let hands = deal([
        "HK HQ HJ C6 C8 D6 D8 S6 S8",
        "SK SQ SJ H6 H8 D7 D9 C7 C9",
        "HA DA SA CA DQ D10 H9 S9 S7", // four aces, 100
        "",
    ]);
    let no_aces = BySeat::four([
        hands[Seat::S0],
        hands[Seat::S1],
        cards("D10 H9 S9 S7"),
        CardSet::EMPTY,
    ]);
    for (leader, winner) in [
        (Seat::S0, Seat::S0),
        (Seat::S1, Seat::S1),
        (Seat::S2, Seat::S0),
        (Seat::S3, Seat::S0),
    ] {
        let outcome = schieber_weis(&no_aces, leader, CLUBS, &LARGE).unwrap();
        assert_eq!(
            outcome.best.map(|(seat, _)| seat),
            Some(winner),
            "leader {leader}"
        );
        let announced = BySeat::four([Some(meld("HK HQ HJ")), Some(meld("SK SQ SJ")), None, None]);
        assert_eq!(
            resolve_schieber(announced, leader, CLUBS, &LARGE).unwrap(),
            Some(winner)
        );
    }
    // In spades the spades sequence wins whoever leads (step 6 before 7).
    let announced = BySeat::four([Some(meld("HK HQ HJ")), Some(meld("SK SQ SJ")), None, None]);
    assert_eq!(
        resolve_schieber(announced, Seat::S0, SPADES, &LARGE).unwrap(),
        Some(Seat::S1)
    );
    assert_eq!(
        schieber_weis(&hands, Seat::S0, CLUBS, &LARGE).unwrap().best,
        Some((Seat::S2, Meld::Four(Rank::Ace)))
    );
}

#[test]
fn only_announced_melds_compete() {
    // §4.3: a better meld that was not announced does not count.
    let announced = BySeat::four([
        None,
        Some(meld("HK HQ HJ")),
        None,
        Some(meld("SA SK SQ SJ")),
    ]);
    assert_eq!(
        resolve_schieber(announced, Seat::S0, CLUBS, &LARGE).unwrap(),
        Some(Seat::S3)
    );
    assert_eq!(
        resolve_schieber(BySeat([None; 6]), Seat::S0, CLUBS, &LARGE).unwrap(),
        None
    );
    assert_eq!(
        resolve_schieber(announced, Seat::S0, CLUBS, &Rules::schieber_uri()).unwrap(),
        None
    );
}

// ---------------------------------------------------- Schmaus (§6)

/// Checks `seat`'s Schmaus announcement of `meld` after `scored`, hearts
/// being trump and seat 0 the non-dealer.
fn schmaus_check(
    scored: &[(Seat, Meld)],
    seat: Seat,
    meld: Meld,
    hand: CardSet,
) -> Result<(), WeisError> {
    SchmausWeis::new(HEARTS, &Rules::schmaus(), Seat::S0, scored)
        .unwrap()
        .validate(seat, meld, hand, None)
}

#[test]
fn schmaus_announcements_go_upwards() {
    let hand = cards("S9 S8 S7 S6 HA HK HQ D6 C8");
    let (nine_down, eight_down) = (meld("S9 S8 S7"), meld("S8 S7 S6"));
    let four = meld("S9 S8 S7 S6");
    let diamonds = meld("D9 D8 D7");
    // §6, [001]: 8-7-6, then 9-8-7, then 9-8-7-6 score in turn.
    let scored = [(Seat::S0, eight_down), (Seat::S0, nine_down)];
    assert_eq!(schmaus_check(&scored, Seat::S0, four, hand), Ok(()));
    // Not 8-7-6 after 9-8-7.
    let not_upwards = |meld, last| Err(WeisError::NotUpwards { meld, last });
    assert_eq!(
        schmaus_check(&scored, Seat::S0, eight_down, hand),
        not_upwards(eight_down, nine_down)
    );
    // Any better meld goes upwards.
    assert_eq!(
        schmaus_check(&scored, Seat::S0, meld("HA HK HQ"), hand),
        Ok(())
    );
    // Against one's own last meld the seat tie-break does not count: the
    // non-dealer may not follow ♦9-8-7 with ♠9-8-7...
    let own = [(Seat::S0, diamonds)];
    assert_eq!(
        schmaus_check(&own, Seat::S0, nine_down, hand),
        not_upwards(nine_down, diamonds)
    );
    // ...against the other player's equal meld the non-dealer wins the tie,
    let by_dealer = [(Seat::S1, diamonds)];
    assert_eq!(schmaus_check(&by_dealer, Seat::S0, nine_down, hand), Ok(()));
    // ...and the dealer loses it.
    assert_eq!(
        schmaus_check(&own, Seat::S1, nine_down, hand),
        not_upwards(nine_down, diamonds)
    );
}

#[test]
fn schmaus_melds_reuse_cards_only_when_better() {
    let hand = cards("S9 S8 S7 S6 SK HK DK CK C8");
    let kings = Meld::Four(Rank::King);
    let four = meld("S9 S8 S7 S6");
    // A four never scores twice: the upwards rule forbids it...
    assert_eq!(
        schmaus_check(&[(Seat::S0, kings)], Seat::S0, kings, hand),
        Err(WeisError::NotUpwards {
            meld: kings,
            last: kings
        })
    );
    // ...and so does the reuse rule on its own, checked against every
    // earlier meld (these histories break the upwards rule on purpose).
    let scored = [(Seat::S0, kings), (Seat::S1, meld("DQ DJ D10 D9"))];
    assert_eq!(
        schmaus_check(&scored, Seat::S0, kings, hand),
        Err(WeisError::ReusesScoredCards {
            meld: kings,
            earlier: kings
        })
    );
    // A sequence sharing cards with a better scored sequence is refused.
    let scored = [(Seat::S0, four), (Seat::S1, meld("D8 D7 D6"))];
    let part = meld("S8 S7 S6");
    assert_eq!(
        schmaus_check(&scored, Seat::S0, part, hand),
        Err(WeisError::ReusesScoredCards {
            meld: part,
            earlier: four
        })
    );
    // A four may share a card with a scored sequence in large weis.
    assert_eq!(
        schmaus_check(&[(Seat::S0, meld("SK SQ SJ"))], Seat::S0, kings, hand),
        Ok(())
    );
}

#[test]
fn schmaus_answers_and_the_non_dealer() {
    let rules = Rules::schmaus();
    let weis = SchmausWeis::new(CLUBS, &rules, Seat::S1, &[]).unwrap();
    let hand = cards("S9 S8 S7 HA HK HQ HJ D6 C8");
    let fifty = meld("HA HK HQ HJ");
    let twenty = meld("S9 S8 S7");
    // §6: the answer must be worth at least the leader's meld.
    assert_eq!(
        weis.validate(Seat::S0, twenty, hand, Some(fifty)),
        Err(WeisError::BelowHighest {
            meld: twenty,
            value: 20,
            highest: fifty,
            highest_value: 50
        })
    );
    assert_eq!(
        weis.validate(Seat::S0, fifty, hand, Some(meld("DA DK DQ DJ"))),
        Ok(())
    );
    // Equal melds: the non-dealer (seat 1) wins, whoever leads.
    let spades = meld("SA SK SQ SJ");
    assert_eq!(
        weis.resolve((Seat::S0, Some(fifty)), (Seat::S1, Some(spades)))
            .unwrap(),
        Some((Seat::S1, spades))
    );
    assert_eq!(
        weis.resolve((Seat::S1, Some(spades)), (Seat::S0, Some(fifty)))
            .unwrap(),
        Some((Seat::S1, spades))
    );
    // A better meld rejects the leader's.
    assert_eq!(
        weis.resolve((Seat::S1, Some(twenty)), (Seat::S0, Some(fifty)))
            .unwrap(),
        Some((Seat::S0, fifty))
    );
    assert_eq!(
        weis.resolve((Seat::S1, None), (Seat::S0, Some(twenty)))
            .unwrap(),
        Some((Seat::S0, twenty))
    );
    assert_eq!(weis.resolve((Seat::S1, None), (Seat::S0, None)), Ok(None));
    assert_eq!(weis.last_scored(), None);
}

// ---------------------------------------------- Jass für zwei (§7)

// -------------------------------------------------------- Stöck (§4.4)
