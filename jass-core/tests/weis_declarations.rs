//! Declaring weis (RULES.md §4.1) and the weis options of the presets:
//! rule cases in card notation, each citing the section it checks.

mod common {
    pub(crate) mod weis;
}

use jass_core::{
    AnnouncePolicy, CardSet, Contract, FourNines, Meld, Rank, RankSet, Rules, SequenceVsFour, Suit,
    WeisError, WeisTable,
    weis::{Declaration, all_melds, declarable_melds},
};

use common::weis::{
    CLUBS, HEARTS, LARGE, OBENABE, SMALL, SMALL_002, SMALL_003, SPADES, UNDENUFE, cards, meld,
    melds,
};

// --------------------------------------------------- declarations (§4.1)

/// A hand, and the declaration its holder makes when declaring their best.
struct DeclareCase {
    section: &'static str,
    name: &'static str,
    rules: Rules,
    contract: Contract,
    hand: &'static str,
    /// The declared melds, each as its cards.
    melds: &'static [&'static str],
    total: u16,
}

const DECLARE_CASES: &[DeclareCase] = &[
    DeclareCase {
        section: "§4.1",
        name: "large weis: four kings and K-Q-J-10 both count, sharing the king",
        rules: LARGE,
        contract: CLUBS,
        hand: "HK HQ HJ H10 SK DK CK C6 S7",
        melds: &["HK SK DK CK", "HK HQ HJ H10"],
        total: 150,
    },
    DeclareCase {
        section: "§4.1, [002]",
        name: "small weis: four kings and Q-J-10 beat the sequence of four alone",
        rules: SMALL_002,
        contract: CLUBS,
        hand: "HK HQ HJ H10 SK DK CK C6 S7",
        melds: &["HK SK DK CK", "HQ HJ H10"],
        total: 120,
    },
    DeclareCase {
        section: "§4.1, [000]",
        name: "large weis: sub-sequences never count separately",
        rules: LARGE,
        contract: OBENABE,
        hand: "HQ HJ H10 H9 C6 C8 S6 S8 DA",
        melds: &["HQ HJ H10 H9"],
        total: 50,
    },
    DeclareCase {
        section: "§4.1, [002]",
        name: "small weis: a nine-card run scores 150, as five plus four",
        rules: SMALL_002,
        contract: OBENABE,
        hand: "H6 H7 H8 H9 H10 HJ HQ HK HA",
        melds: &["H6 H7 H8 H9 H10 HJ HQ HK HA"],
        total: 150,
    },
    DeclareCase {
        section: "§4.1, [002]",
        name: "small weis: an eight-card run scores 120, as five plus three",
        rules: SMALL_002,
        contract: OBENABE,
        hand: "H6 H7 H8 H9 H10 HJ HQ HK CA",
        melds: &["H6 H7 H8 H9 H10 HJ HQ HK"],
        total: 120,
    },
    DeclareCase {
        section: "§4.1 (⚙ weis_table)",
        name: "large weis: a nine-card run scores 300",
        rules: LARGE,
        contract: OBENABE,
        hand: "H6 H7 H8 H9 H10 HJ HQ HK HA",
        melds: &["H6 H7 H8 H9 H10 HJ HQ HK HA"],
        total: 300,
    },
    DeclareCase {
        section: "§4.1 (⚙ long_sequence_step, [002])",
        name: "large weis with steps of 20: a nine-card run scores 180",
        rules: LARGE.with_long_sequence_step(20),
        contract: OBENABE,
        hand: "H6 H7 H8 H9 H10 HJ HQ HK HA",
        melds: &["H6 H7 H8 H9 H10 HJ HQ HK HA"],
        total: 180,
    },
    DeclareCase {
        section: "§4.1 (⚙ weis_table)",
        name: "small weis: a seven-card run scores 100",
        rules: SMALL,
        contract: OBENABE,
        hand: "H6 H7 H8 H9 H10 HJ HQ CK CA",
        melds: &["H6 H7 H8 H9 H10 HJ HQ"],
        total: 100,
    },
    DeclareCase {
        section: "§4.1 (⚙ trump_kq_in_two_melds, [003])",
        name: "the trump king counts in four kings and in the trump K-Q-J",
        rules: SMALL_003,
        contract: HEARTS,
        hand: "HK HQ HJ SK DK CK C6 S7 D8",
        melds: &["HK SK DK CK", "HK HQ HJ"],
        total: 120,
    },
    DeclareCase {
        section: "§4.1 (⚙ trump_kq_in_two_melds)",
        name: "without the option the trump king counts once",
        rules: SMALL_003.with_trump_kq_in_two_melds(false),
        contract: HEARTS,
        hand: "HK HQ HJ SK DK CK C6 S7 D8",
        melds: &["HK SK DK CK"],
        total: 100,
    },
    DeclareCase {
        section: "§4.1 (⚙ trump_kq_in_two_melds)",
        name: "the option covers only the trump suit",
        rules: SMALL_003,
        contract: CLUBS,
        hand: "HK HQ HJ SK DK CK C6 S7 D8",
        melds: &["HK SK DK CK"],
        total: 100,
    },
    DeclareCase {
        section: "§4.1 (⚙ four_nines)",
        name: "four nines count 150 by default",
        rules: LARGE,
        contract: OBENABE,
        hand: "H9 D9 S9 C9 H6 S7 D8 CA CQ",
        melds: &["H9 D9 S9 C9"],
        total: 150,
    },
    DeclareCase {
        section: "§4.1 (⚙ four_nines)",
        name: "four nines count 100 if agreed",
        rules: LARGE.with_four_nines(FourNines::Points100),
        contract: OBENABE,
        hand: "H9 D9 S9 C9 H6 S7 D8 CA CQ",
        melds: &["H9 D9 S9 C9"],
        total: 100,
    },
    DeclareCase {
        section: "§4.1 (⚙ four_nines, [002])",
        name: "four nines are no meld where most do not allow them",
        rules: LARGE.with_four_nines(FourNines::NotAllowed),
        contract: OBENABE,
        hand: "H9 D9 S9 C9 H6 S7 D8 CA CQ",
        melds: &[],
        total: 0,
    },
    DeclareCase {
        section: "§4.1 (⚙ fours_allowed)",
        name: "every rank forms a four by default ([000])",
        rules: LARGE,
        contract: SPADES,
        hand: "H7 D7 S7 C7 H6 SA D8 CA CQ",
        melds: &["H7 D7 S7 C7"],
        total: 100,
    },
    DeclareCase {
        section: "§4.1 (⚙ fours_allowed, [003])",
        name: "four sevens bring no points in [003]",
        rules: SMALL_003,
        contract: SPADES,
        hand: "H7 D7 S7 C7 H6 SA D8 CA CQ",
        melds: &[],
        total: 0,
    },
    DeclareCase {
        section: "§4.1 (⚙ undenufe_fours, [003])",
        name: "in undenufe four sixes replace four aces",
        rules: SMALL_003,
        contract: UNDENUFE,
        hand: "H6 D6 S6 C6 HA DA SA CA C8",
        melds: &["H6 D6 S6 C6"],
        total: 100,
    },
    DeclareCase {
        section: "§4.1 (⚙ undenufe_fours)",
        name: "without the option four aces count in undenufe, four sixes too ([000])",
        rules: LARGE,
        contract: UNDENUFE,
        hand: "H6 D6 S6 C6 HA DA SA CA C8",
        melds: &["H6 D6 S6 C6", "HA DA SA CA"],
        total: 200,
    },
    DeclareCase {
        section: "§4.1 (⚙ undenufe_fours)",
        name: "four aces count outside undenufe",
        rules: SMALL_003,
        contract: OBENABE,
        hand: "H6 D6 S6 C6 HA DA SA CA C8",
        melds: &["HA DA SA CA"],
        total: 100,
    },
    DeclareCase {
        section: "§4 (⚙ weis_enabled, [004])",
        name: "in Uri nobody melds",
        rules: Rules::schieber_uri(),
        contract: OBENABE,
        hand: "H6 H7 H8 H9 H10 HJ HQ HK HA",
        melds: &[],
        total: 0,
    },
    DeclareCase {
        section: "§4.1",
        name: "small weis, sequence_wins: the six-sequence beats four aces, so it stays whole",
        rules: SMALL,
        contract: OBENABE,
        hand: "HA HK HQ HJ H10 H9 SA DA CA",
        melds: &["HA HK HQ HJ H10 H9"],
        total: 100,
    },
    DeclareCase {
        section: "§4.1, §4.2 step 2 ([002] list order)",
        name: "small weis, list_order: four aces are the stronger meld, and K-to-9 adds 100",
        rules: SMALL_002,
        contract: OBENABE,
        hand: "HA HK HQ HJ H10 H9 SA DA CA",
        melds: &["HA SA DA CA", "HK HQ HJ H10 H9"],
        total: 200,
    },
    DeclareCase {
        section: "§4.1",
        name: "large weis: two fours and the sequence they share cards with",
        rules: LARGE,
        contract: OBENABE,
        hand: "HA HK HQ SA DA CA SK DK CK",
        melds: &["HA SA DA CA", "HK SK DK CK", "HA HK HQ"],
        total: 220,
    },
];

#[test]
fn best_declaration_cases() {
    for case in DECLARE_CASES {
        let hand = cards(case.hand);
        let context = format!("{} {}", case.section, case.name);
        let declared = Declaration::best(hand, case.contract, &case.rules);
        assert_eq!(declared.melds(), melds(case.melds), "{context}");
        assert_eq!(declared.total(&case.rules), case.total, "{context}");
        // What the automatic mode declares, a player may declare too.
        let chosen = Declaration::try_new(declared, hand, case.contract, &case.rules);
        assert_eq!(chosen, Ok(declared), "{context}");
    }
}

#[test]
fn small_weis_holder_may_split_an_eight_run_five_plus_three() {
    // §4.1, [002]: "may be regarded as a sequence of five and a sequence of three".
    let hand = cards("H6 H7 H8 H9 H10 HJ HQ HK CA");
    let split = [meld("HK HQ HJ H10 H9"), meld("H8 H7 H6")];
    let declared = Declaration::try_new(split, hand, OBENABE, &SMALL_002).unwrap();
    assert_eq!(declared.total(&SMALL_002), 120);
    assert_eq!(declared.best_meld(OBENABE, &SMALL_002), Some(split[0]));
    let nine = cards("H6 H7 H8 H9 H10 HJ HQ HK HA");
    let split = [meld("HA HK HQ HJ H10"), meld("H9 H8 H7 H6")];
    let declared = Declaration::try_new(split, nine, OBENABE, &SMALL_002).unwrap();
    assert_eq!(declared.total(&SMALL_002), 150);
}

#[test]
fn player_declarations_are_checked() {
    let hand = cards("HK HQ HJ H10 SK DK CK C6 S7");
    let kings = meld("HK SK DK CK");
    let run = meld("HK HQ HJ H10");
    let part = meld("HQ HJ H10");
    // §4.1 small weis: no card in two melds.
    assert_eq!(
        Declaration::try_new([kings, run], hand, CLUBS, &SMALL_002),
        Err(WeisError::CardInTwoMelds {
            card: "HK".parse().unwrap(),
            first: kings,
            second: run
        })
    );
    // §4.1 large weis ([000]): a part of a run does not count on its own.
    assert_eq!(
        Declaration::try_new([part], hand, CLUBS, &LARGE),
        Err(WeisError::PartOfLongerSequence {
            meld: part,
            sequence: run
        })
    );
    // Optional melds may be left out.
    assert_eq!(
        Declaration::try_new([run], hand, CLUBS, &LARGE)
            .unwrap()
            .total(&LARGE),
        50
    );
    assert_eq!(
        Declaration::try_new([kings, kings], hand, CLUBS, &LARGE),
        Err(WeisError::DuplicateMeld { meld: kings })
    );
    let aces = Meld::Four(Rank::Ace);
    assert_eq!(
        Declaration::try_new([aces], hand, CLUBS, &LARGE),
        Err(WeisError::NotInHand {
            meld: aces,
            card: "DA".parse().unwrap()
        })
    );
    let sevens = Meld::Four(Rank::Seven);
    assert_eq!(
        Declaration::try_new([sevens], CardSet::of_rank(Rank::Seven), CLUBS, &SMALL_003),
        Err(WeisError::NotAllowed {
            meld: sevens,
            contract: CLUBS
        })
    );
    let bad = Meld::Sequence {
        suit: Suit::Hearts,
        len: 10,
        top: Rank::Ace,
    };
    assert_eq!(
        Declaration::try_new([bad], CardSet::ALL, CLUBS, &LARGE),
        Err(WeisError::Malformed { meld: bad })
    );
    assert_eq!(
        Declaration::try_new([run], hand, CLUBS, &Rules::schieber_uri()),
        Err(WeisError::WeisDisabled)
    );
    // Two sequences never share a card, whatever the table.
    let upper = meld("HK HQ HJ");
    let lower = meld("HQ HJ H10");
    assert!(matches!(
        Declaration::try_new([upper, lower], hand, CLUBS, &SMALL),
        Err(WeisError::CardInTwoMelds { .. })
    ));
    // The message names the meld and the card.
    let error = Declaration::try_new([kings, run], hand, CLUBS, &SMALL_002).unwrap_err();
    assert_eq!(
        error.to_string(),
        "card HK cannot count in both four kings and sequence of four from ♥K"
    );
}

#[test]
fn a_part_of_a_run_is_refused_naming_the_run_that_holds_it() {
    // §4.1 large weis ([000]): a sub-sequence never counts separately. The
    // error names the run the part lies in, not another run of the hand
    // (♦8-7-6 comes first in index order).
    let hand = cards("D8 D7 D6 HK HQ HJ H10 SA CA");
    let part = meld("HQ HJ H10");
    assert_eq!(
        Declaration::try_new([part], hand, CLUBS, &LARGE),
        Err(WeisError::PartOfLongerSequence {
            meld: part,
            sequence: meld("HK HQ HJ H10")
        })
    );
}

#[test]
fn a_declaration_counts_its_melds() {
    // §4.1 large weis: four kings and K-Q-J-10 are two melds.
    let hand = cards("HK HQ HJ H10 SK DK CK C6 S7");
    let both = Declaration::best(hand, CLUBS, &LARGE);
    assert_eq!(both.len(), 2);
    assert!(!both.is_empty());
    // Three sequences of three fill a hand: Declaration::MAX_MELDS.
    let three = Declaration::best(cards("H6 H7 H8 S6 S7 S8 D6 D7 D8"), CLUBS, &LARGE);
    assert_eq!(three.len(), Declaration::MAX_MELDS);
    assert_eq!(Declaration::EMPTY.len(), 0);
}

#[test]
fn a_declaration_is_written_in_players_words() {
    // §4.3: every scored meld is specified, a four by its rank, a sequence
    // by length, suit and top card.
    let hand = cards("HK HQ HJ H10 SK DK CK C6 S7");
    let both = Declaration::best(hand, CLUBS, &LARGE);
    assert_eq!(both.to_string(), "four kings, sequence of four from ♥K");
    assert_eq!(
        format!("{both:?}"),
        "Declaration({four kings, sequence of four from ♥K})"
    );
    assert_eq!(Declaration::EMPTY.to_string(), "");
}

#[test]
fn held_melds_include_parts_of_runs_and_only_allowed_fours() {
    let hand = cards("H6 H7 H8 H9 C7 D7 S7 SA DA");
    let every = all_melds(hand, SPADES, &LARGE);
    assert_eq!(
        every,
        melds(&["H6 H7 H8 H9", "H6 H7 H8", "H7 H8 H9", "H7 C7 D7 S7"])
    );
    assert_eq!(
        declarable_melds(hand, SPADES, &LARGE),
        melds(&["H6 H7 H8 H9", "H7 C7 D7 S7"])
    );
    assert_eq!(
        all_melds(hand, SPADES, &SMALL_003),
        melds(&["H6 H7 H8 H9", "H6 H7 H8", "H7 H8 H9"])
    );
}

// -------------------------------------------------------------- presets

#[test]
fn presets_set_the_weis_options_of_their_sources() {
    // [004]: no weis; [002]: small weis in list order; [003]: small weis,
    // fours without 6/7/8, trump K and Q twice, mandatory best.
    assert!(!Rules::schieber_uri().weis_enabled);
    assert_eq!(SMALL_002.weis_table, WeisTable::Small);
    assert_eq!(SMALL_002.sequence_vs_four, SequenceVsFour::ListOrder);
    assert_eq!(
        SMALL_003.fours_allowed,
        RankSet::of(&[
            Rank::Nine,
            Rank::Ten,
            Rank::Jack,
            Rank::Queen,
            Rank::King,
            Rank::Ace
        ])
    );
    assert!(Rules::schieber_1000().trump_kq_in_two_melds);
    assert_eq!(SMALL_003.announce_policy, AnnouncePolicy::MandatoryBest);
    assert_eq!(Rules::schmaus().weis_table, WeisTable::Large);
    assert_eq!(Rules::zweier().weis_table, WeisTable::Small);
}
