//! Weis and stöck (RULES.md §4, §6, §7): rule cases in card notation, each
//! citing the section it checks, then properties checked with proptest.

use std::cmp::Ordering;

use jass_core::{
    AnnouncePolicy, BySeat, CardSet, Contract, FourNines, JassRng, Meld, MeldSet, Rank, RankSet,
    Rules, Seat, SequenceVsFour, Suit, Team, WeisError, WeisTable,
    weis::{
        Comparison, ComparisonStep, Declaration, SchmausWeis, WeisOrder, all_melds,
        declarable_melds, resolve_schieber, schieber_weis, stoeck_cards,
    },
};
use proptest::prelude::*;

// ------------------------------------------------------------------ helpers

fn cards(text: &str) -> CardSet {
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

/// Schieber with large weis (the default) and the given option changed.
const LARGE: Rules = Rules::schieber();
/// [002]'s small weis with its list order.
const SMALL_002: Rules = Rules::schieber_3000();
/// [003]'s small weis.
const SMALL_003: Rules = Rules::schieber_1000();
/// Small weis, otherwise the defaults.
const SMALL: Rules = Rules::schieber().with_weis_table(WeisTable::Small);

// ------------------------------------------------------ comparison (§4.2)

/// Two melds and how the first compares to the second.
struct CompareCase {
    section: &'static str,
    name: &'static str,
    rules: Rules,
    contract: Contract,
    a: &'static str,
    b: &'static str,
    expect: Comparison,
}

use Comparison::{FirstWins, SecondWins, Tie};
use ComparisonStep::{Length, RankOfFour, SequenceVsFour as SeqVsFour, TopCard, Trump, Value};

const COMPARE_CASES: &[CompareCase] = &[
    CompareCase {
        section: "§4.1",
        name: "sequences in trump use the natural order: the Puur is not above the ace",
        rules: LARGE,
        contract: HEARTS,
        a: "SA SK SQ",
        b: "HK HQ HJ",
        expect: FirstWins(TopCard),
    },
    CompareCase {
        section: "§4.1, §4.2 step 5",
        name: "undenufe: 6-7-8 beats 7-8-9",
        rules: LARGE,
        contract: UNDENUFE,
        a: "H6 H7 H8",
        b: "S7 S8 S9",
        expect: FirstWins(TopCard),
    },
    CompareCase {
        section: "§4.2 step 5",
        name: "obenabe: 7-8-9 beats 6-7-8",
        rules: LARGE,
        contract: OBENABE,
        a: "H6 H7 H8",
        b: "S7 S8 S9",
        expect: SecondWins(TopCard),
    },
    CompareCase {
        section: "§4.2 step 4",
        name: "undenufe: four sixes beat four eights",
        rules: LARGE,
        contract: UNDENUFE,
        a: "H6 D6 S6 C6",
        b: "H8 D8 S8 C8",
        expect: FirstWins(RankOfFour),
    },
    CompareCase {
        section: "§4.2 step 4",
        name: "trump: four aces beat four kings",
        rules: LARGE,
        contract: CLUBS,
        a: "HK DK SK CK",
        b: "HA DA SA CA",
        expect: SecondWins(RankOfFour),
    },
    CompareCase {
        section: "§4.2 step 2",
        name: "four jacks against a seven-sequence, both 200: the sequence wins by default",
        rules: LARGE,
        contract: OBENABE,
        a: "HJ DJ SJ CJ",
        b: "C6 C7 C8 C9 C10 CJ CQ",
        expect: SecondWins(SeqVsFour),
    },
    CompareCase {
        section: "§4.2 step 2 (⚙ sequence_vs_four)",
        name: "four jacks against a seven-sequence: four_wins",
        rules: LARGE.with_sequence_vs_four(SequenceVsFour::FourWins),
        contract: OBENABE,
        a: "HJ DJ SJ CJ",
        b: "C6 C7 C8 C9 C10 CJ CQ",
        expect: FirstWins(SeqVsFour),
    },
    CompareCase {
        section: "§4.2 step 2 (⚙ sequence_vs_four, [002])",
        name: "four jacks against a seven-sequence: list_order puts the sequence higher",
        rules: LARGE.with_sequence_vs_four(SequenceVsFour::ListOrder),
        contract: OBENABE,
        a: "HJ DJ SJ CJ",
        b: "C6 C7 C8 C9 C10 CJ CQ",
        expect: SecondWins(SeqVsFour),
    },
    CompareCase {
        section: "§4.2 step 2 (⚙ sequence_vs_four, [002])",
        name: "list_order: at 100 four queens beat a five-sequence",
        rules: LARGE.with_sequence_vs_four(SequenceVsFour::ListOrder),
        contract: OBENABE,
        a: "HQ DQ SQ CQ",
        b: "SA SK SQ SJ S10",
        expect: FirstWins(SeqVsFour),
    },
    CompareCase {
        section: "§4.2 step 2",
        name: "by default a five-sequence beats four queens",
        rules: LARGE,
        contract: OBENABE,
        a: "HQ DQ SQ CQ",
        b: "SA SK SQ SJ S10",
        expect: SecondWins(SeqVsFour),
    },
    CompareCase {
        section: "§4.2 step 2 (⚙ sequence_vs_four, [002])",
        name: "list_order: at 150 a six-sequence beats four nines",
        rules: LARGE.with_sequence_vs_four(SequenceVsFour::ListOrder),
        contract: OBENABE,
        a: "H9 D9 S9 C9",
        b: "D6 D7 D8 D9 D10 DJ",
        expect: SecondWins(SeqVsFour),
    },
    CompareCase {
        section: "§4.2 step 1",
        name: "four nines (150) beat a five-sequence (100)",
        rules: LARGE,
        contract: OBENABE,
        a: "H9 D9 S9 C9",
        b: "SA SK SQ SJ S10",
        expect: FirstWins(Value),
    },
    CompareCase {
        section: "§4.2 step 1 (⚙ four_nines)",
        name: "four nines at 100 lose to a five-sequence",
        rules: LARGE.with_four_nines(FourNines::Points100),
        contract: OBENABE,
        a: "H9 D9 S9 C9",
        b: "SA SK SQ SJ S10",
        expect: SecondWins(SeqVsFour),
    },
    CompareCase {
        section: "§4.2 step 1 (⚙ long_sequence_step)",
        name: "with steps of 20 a seven-sequence (140) loses to four nines (150)",
        rules: LARGE.with_long_sequence_step(20),
        contract: OBENABE,
        a: "H9 D9 S9 C9",
        b: "C6 C7 C8 C9 C10 CJ CQ",
        expect: FirstWins(Value),
    },
    CompareCase {
        section: "§4.2 step 3",
        name: "small weis: a six-sequence beats a five-sequence from the ace, both 100",
        rules: SMALL,
        contract: OBENABE,
        a: "C6 C7 C8 C9 C10 CJ",
        b: "HA HK HQ HJ H10",
        expect: FirstWins(Length),
    },
    CompareCase {
        section: "§4.2 step 1 (⚙ weis_table)",
        name: "large weis: a six-sequence (150) beats a five-sequence on value",
        rules: LARGE,
        contract: OBENABE,
        a: "C6 C7 C8 C9 C10 CJ",
        b: "HA HK HQ HJ H10",
        expect: FirstWins(Value),
    },
    CompareCase {
        section: "§4.2 step 3, [002]",
        name: "small weis: an eight-run still competes as one sequence longer than seven",
        rules: SMALL_002,
        contract: OBENABE,
        a: "C6 C7 C8 C9 C10 CJ CQ CK",
        b: "H7 H8 H9 H10 HJ HQ HK",
        expect: FirstWins(Length),
    },
    CompareCase {
        section: "§4.2 step 6",
        name: "identical sequences: the one in trump wins",
        rules: LARGE,
        contract: SPADES,
        a: "HK HQ HJ H10",
        b: "SK SQ SJ S10",
        expect: SecondWins(Trump),
    },
    CompareCase {
        section: "§4.2 step 7",
        name: "identical plain sequences tie (the seat decides)",
        rules: LARGE,
        contract: SPADES,
        a: "HK HQ HJ H10",
        b: "CK CQ CJ C10",
        expect: Tie,
    },
    CompareCase {
        section: "§4.2 step 7",
        name: "no trump: every pair of identical sequences ties",
        rules: LARGE,
        contract: UNDENUFE,
        a: "H6 H7 H8",
        b: "C6 C7 C8",
        expect: Tie,
    },
];

#[test]
fn meld_comparison_cases() {
    for case in COMPARE_CASES {
        let order = WeisOrder::new(case.contract, &case.rules);
        let (a, b) = (meld(case.a), meld(case.b));
        let context = format!("{} {}: {a} vs {b}", case.section, case.name);
        assert_eq!(order.explain(a, b), case.expect, "{context}");
        assert_eq!(order.compare(a, b), case.expect.ordering(), "{context}");
        let reversed = match case.expect {
            FirstWins(step) => SecondWins(step),
            SecondWins(step) => FirstWins(step),
            Tie => Tie,
        };
        assert_eq!(order.explain(b, a), reversed, "{context} (reversed)");
    }
}

#[test]
fn the_conversation_asks_only_what_applies() {
    // §4.3: "revealing only what is needed". Two fours: value, kind, rank.
    let order = WeisOrder::new(OBENABE, &LARGE);
    let asked: Vec<_> = order
        .conversation(meld("HK DK SK CK"), meld("HQ DQ SQ CQ"))
        .collect();
    assert_eq!(
        asked,
        [
            (Value, Ordering::Equal),
            (SeqVsFour, Ordering::Equal),
            (RankOfFour, Ordering::Greater),
        ]
    );
    // Different values are settled by the first question.
    let asked: Vec<_> = order
        .conversation(meld("HK DK SK CK"), meld("HQ HJ H10"))
        .collect();
    assert_eq!(asked, [(Value, Ordering::Greater)]);
    assert_eq!(TopCard.number(), 5);
    let step = Trump;
    assert_eq!(format!("{step:#}"), "step 6: is it in trump?");
}

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

// ------------------------------------------------- Schieber (§4.3)

fn deal(hands: [&str; 4]) -> BySeat<CardSet> {
    BySeat(hands.map(cards))
}

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
    let outcome = schieber_weis(&hands, Seat::S1, OBENABE, &LARGE);
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
    let no_aces = BySeat([
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
        let outcome = schieber_weis(&no_aces, leader, CLUBS, &LARGE);
        assert_eq!(
            outcome.best.map(|(seat, _)| seat),
            Some(winner),
            "leader {leader}"
        );
        let announced = BySeat([Some(meld("HK HQ HJ")), Some(meld("SK SQ SJ")), None, None]);
        assert_eq!(
            resolve_schieber(announced, leader, CLUBS, &LARGE),
            Some(winner)
        );
    }
    // In spades the spades sequence wins whoever leads (step 6 before 7).
    let announced = BySeat([Some(meld("HK HQ HJ")), Some(meld("SK SQ SJ")), None, None]);
    assert_eq!(
        resolve_schieber(announced, Seat::S0, SPADES, &LARGE),
        Some(Seat::S1)
    );
    assert_eq!(
        schieber_weis(&hands, Seat::S0, CLUBS, &LARGE).best,
        Some((Seat::S2, Meld::Four(Rank::Ace)))
    );
}

#[test]
fn only_announced_melds_compete() {
    // §4.3: a better meld that was not announced does not count.
    let announced = BySeat([
        None,
        Some(meld("HK HQ HJ")),
        None,
        Some(meld("SA SK SQ SJ")),
    ]);
    assert_eq!(
        resolve_schieber(announced, Seat::S0, CLUBS, &LARGE),
        Some(Seat::S3)
    );
    assert_eq!(
        resolve_schieber(BySeat([None; 4]), Seat::S0, CLUBS, &LARGE),
        None
    );
    assert_eq!(
        resolve_schieber(announced, Seat::S0, CLUBS, &Rules::schieber_uri()),
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
    SchmausWeis::new(HEARTS, &Rules::schmaus(), Seat::S0, scored).validate(seat, meld, hand, None)
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
    let weis = SchmausWeis::new(CLUBS, &rules, Seat::S1, &[]);
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
        weis.resolve((Seat::S0, Some(fifty)), (Seat::S1, Some(spades))),
        Some((Seat::S1, spades))
    );
    assert_eq!(
        weis.resolve((Seat::S1, Some(spades)), (Seat::S0, Some(fifty))),
        Some((Seat::S1, spades))
    );
    // A better meld rejects the leader's.
    assert_eq!(
        weis.resolve((Seat::S1, Some(twenty)), (Seat::S0, Some(fifty))),
        Some((Seat::S0, fifty))
    );
    assert_eq!(
        weis.resolve((Seat::S1, None), (Seat::S0, Some(twenty))),
        Some((Seat::S0, twenty))
    );
    assert_eq!(weis.resolve((Seat::S1, None), (Seat::S0, None)), None);
    assert_eq!(weis.last_scored(), None);
}

// ---------------------------------------------- Jass für zwei (§7)

// -------------------------------------------------------- Stöck (§4.4)

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

// =============================================================== properties

fn meld_strategy() -> impl Strategy<Value = Meld> {
    (0u8..121).prop_map(|index| Meld::from_index(index).unwrap())
}

fn contract() -> impl Strategy<Value = Contract> {
    (0u8..6).prop_map(|i| Contract::from_index(i).unwrap())
}

/// A deal of four hands of nine cards.
fn deal_strategy() -> impl Strategy<Value = BySeat<CardSet>> {
    any::<u64>().prop_map(|seed| JassRng::seed_from_u64(seed).deal())
}

/// A hand of nine cards, biased towards melds: drawn from a few suits and
/// ranks so that runs and fours are common.
fn hand() -> impl Strategy<Value = CardSet> {
    prop_oneof![
        deal_strategy().prop_map(|hands| hands[Seat::S0]),
        (any::<u64>(), 12usize..=36).prop_map(|(seed, pool)| {
            // Nine cards out of the `pool` cards of the lowest indices after
            // a suit-major reshuffle: few suits, many runs.
            let deck = JassRng::seed_from_u64(seed).shuffled_deck();
            let mut pool_cards: Vec<_> = deck
                .iter()
                .copied()
                .filter(|c| usize::from(c.index()) < pool)
                .collect();
            pool_cards.truncate(9);
            pool_cards.into_iter().collect()
        }),
        (any::<u64>(), 0u8..9, 0u8..9).prop_map(|(seed, a, b)| {
            // Two fours plus one card: the densest hands for fours.
            let cards = CardSet::of_rank(Rank::ALL[usize::from(a)])
                | CardSet::of_rank(Rank::ALL[usize::from(b)]);
            fill_to_nine(cards, seed)
        }),
        (any::<u64>(), 5usize..=8, 0usize..4, 3u8..=6, 0u8..3).prop_map(
            |(seed, rank, suit, len, below)| {
                // A four (often kings or queens) and a run through one of its
                // cards: where fours and sequences compete for cards.
                let rank = Rank::ALL[rank];
                let top = (rank as u8 + below).min(8);
                let run = Meld::sequence(
                    Suit::ALL[suit],
                    len.min(top + 1),
                    Rank::ALL[usize::from(top)],
                );
                fill_to_nine(CardSet::of_rank(rank) | run.cards(), seed)
            }
        ),
    ]
}

/// `cards` and then seeded random cards up to nine.
fn fill_to_nine(mut cards: CardSet, seed: u64) -> CardSet {
    for card in JassRng::seed_from_u64(seed).shuffled_deck() {
        if cards.len() >= 9 {
            break;
        }
        cards = cards.with(card);
    }
    cards
}

/// Any combination of the weis options.
fn rules() -> impl Strategy<Value = Rules> {
    (
        any::<bool>(),
        any::<bool>(),
        0u8..3,
        0u16..512,
        any::<bool>(),
        0u8..3,
        any::<bool>(),
    )
        .prop_map(|(small, step20, nines, fours, undenufe_fours, vs, kq)| {
            let mut allowed = RankSet::EMPTY;
            for rank in Rank::ALL {
                if fours >> rank as u16 & 1 == 1 || fours == 0 {
                    allowed = allowed.with(rank);
                }
            }
            Rules::schieber()
                .with_weis_table(if small {
                    WeisTable::Small
                } else {
                    WeisTable::Large
                })
                .with_long_sequence_step(if step20 { 20 } else { 50 })
                .with_four_nines(
                    [
                        FourNines::Points150,
                        FourNines::Points100,
                        FourNines::NotAllowed,
                    ][usize::from(nines)],
                )
                .with_fours_allowed(allowed)
                .with_undenufe_fours(undenufe_fours)
                .with_sequence_vs_four(
                    [
                        SequenceVsFour::SequenceWins,
                        SequenceVsFour::FourWins,
                        SequenceVsFour::ListOrder,
                    ][usize::from(vs)],
                )
                .with_trump_kq_in_two_melds(kq)
        })
}

fn seat() -> impl Strategy<Value = Seat> {
    (0u8..4).prop_map(|i| Seat::from_index(i).unwrap())
}

/// The step-7 ties: the same sequence in two plain suits.
fn is_plain_twin(a: Meld, b: Meld, contract: Contract) -> bool {
    match (a, b) {
        (
            Meld::Sequence {
                suit: sa,
                len: la,
                top: ta,
            },
            Meld::Sequence {
                suit: sb,
                len: lb,
                top: tb,
            },
        ) => {
            la == lb
                && ta == tb
                && sa != sb
                && contract.trump() != Some(sa)
                && contract.trump() != Some(sb)
        }
        _ => false,
    }
}

/// Every valid way to declare melds from `hand`, by brute force: each
/// subset of the declarable melds that `Declaration::try_new` accepts.
fn every_declaration(hand: CardSet, contract: Contract, rules: &Rules) -> Vec<Declaration> {
    fn search(
        rest: &[Meld],
        chosen: &mut Vec<Meld>,
        found: &mut Vec<Declaration>,
        hand: CardSet,
        contract: Contract,
        rules: &Rules,
    ) {
        let Some((&first, rest)) = rest.split_first() else {
            found
                .push(Declaration::try_new(chosen.iter().copied(), hand, contract, rules).unwrap());
            return;
        };
        search(rest, chosen, found, hand, contract, rules);
        chosen.push(first);
        if Declaration::try_new(chosen.iter().copied(), hand, contract, rules).is_ok() {
            search(rest, chosen, found, hand, contract, rules);
        }
        chosen.pop();
    }
    let candidates: Vec<Meld> = declarable_melds(hand, contract, rules)
        .into_iter()
        .collect();
    let mut found = Vec::new();
    let mut chosen = Vec::new();
    search(&candidates, &mut chosen, &mut found, hand, contract, rules);
    found
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn comparison_is_a_total_order_strict_but_for_plain_twins(
        a in meld_strategy(), b in meld_strategy(), c in meld_strategy(),
        contract in contract(), rules in rules(),
    ) {
        let order = WeisOrder::new(contract, &rules);
        let ab = order.compare(a, b);
        prop_assert_eq!(ab, order.compare(b, a).reverse());
        prop_assert_eq!(ab == Ordering::Equal, a == b || is_plain_twin(a, b, contract));
        prop_assert_eq!(order.explain(a, b).ordering(), ab);
        if ab.is_ge() && order.compare(b, c).is_ge() {
            prop_assert!(order.compare(a, c).is_ge());
        }
        if ab.is_gt() && order.compare(b, c).is_ge() {
            prop_assert!(order.compare(a, c).is_gt());
        }
        // Step 1 first: a higher value always wins.
        if order.value(a) > order.value(b) {
            prop_assert_eq!(ab, Ordering::Greater);
        }
    }

    #[test]
    fn seated_comparison_is_strict_for_distinct_seated_melds(
        a in meld_strategy(), b in meld_strategy(), sa in seat(), sb in seat(), first in seat(),
        contract in contract(), rules in rules(),
    ) {
        let order = WeisOrder::new(contract, &rules);
        let ordering = order.compare_seated((sa, a), (sb, b), first);
        prop_assert_eq!(ordering, order.compare_seated((sb, b), (sa, a), first).reverse());
        let plain = order.compare(a, b);
        let distance = |seat: Seat| (seat.index() + 4 - first.index()) % 4;
        if plain.is_ne() {
            prop_assert_eq!(ordering, plain);
        } else {
            prop_assert_eq!(ordering, distance(sb).cmp(&distance(sa)));
        }
        prop_assert_eq!(ordering.is_eq(), plain.is_eq() && sa == sb);
        // best_of takes its input in priority order.
        let (early, late) = if distance(sa) <= distance(sb) { ((sa, a), (sb, b)) } else { ((sb, b), (sa, a)) };
        let best = order.best_of([early, late]).unwrap();
        let expected = if order.compare_seated(early, late, first).is_ge() { early } else { late };
        prop_assert_eq!(best, expected);
    }

    #[test]
    fn detection_does_not_depend_on_card_order(hand in hand(), contract in contract(), rules in rules(), seed in any::<u64>()) {
        let mut listed: Vec<_> = hand.iter().collect();
        let mut rng = JassRng::seed_from_u64(seed);
        for i in (1..listed.len()).rev() {
            listed.swap(i, rng.below(i as u32 + 1) as usize);
        }
        let shuffled: CardSet = listed.into_iter().collect();
        prop_assert_eq!(all_melds(shuffled, contract, &rules), all_melds(hand, contract, &rules));
        prop_assert_eq!(Declaration::best(shuffled, contract, &rules), Declaration::best(hand, contract, &rules));
    }

    #[test]
    fn detection_follows_a_relabelling_of_the_suits(hand in hand(), rules in rules(), shift in 1usize..4) {
        // Obenabe treats the suits alike: renaming them renames the melds.
        let rename = |cards: CardSet| -> CardSet {
            cards.iter().map(|c| jass_core::Card::new(Suit::ALL[(c.suit().index() + shift) % 4], c.rank())).collect()
        };
        let renamed: MeldSet = all_melds(hand, Contract::Obenabe, &rules)
            .into_iter()
            .map(|m| Meld::from_cards(rename(m.cards())).unwrap())
            .collect();
        prop_assert_eq!(all_melds(rename(hand), Contract::Obenabe, &rules), renamed);
        let best = Declaration::best(hand, Contract::Obenabe, &rules);
        let best_renamed = Declaration::best(rename(hand), Contract::Obenabe, &rules);
        prop_assert_eq!(best.total(&rules), best_renamed.total(&rules));
    }

    #[test]
    fn every_meld_lies_in_the_hand_and_counts(hand in hand(), contract in contract(), rules in rules()) {
        let order = WeisOrder::new(contract, &rules);
        for meld in all_melds(hand, contract, &rules) {
            prop_assert!(meld.cards().is_subset(hand), "{meld}");
            prop_assert!(order.allows(meld), "{meld}");
        }
        let declarable = declarable_melds(hand, contract, &rules);
        prop_assert_eq!(declarable.mask() & !all_melds(hand, contract, &rules).mask(), 0);
        let best = Declaration::best(hand, contract, &rules);
        prop_assert!(best.cards().is_subset(hand));
        prop_assert_eq!(best.melds().mask() & !declarable.mask(), 0);
        prop_assert!(best.len() <= Declaration::MAX_MELDS);
        prop_assert_eq!(Declaration::try_new(best, hand, contract, &rules), Ok(best));
    }

    #[test]
    fn small_weis_never_uses_a_card_twice_but_the_trump_king_and_queen(
        hand in hand(), contract in contract(), rules in rules(),
    ) {
        let rules = rules.with_weis_table(WeisTable::Small);
        let shared = if rules.trump_kq_in_two_melds { stoeck_cards(contract) } else { CardSet::EMPTY };
        let declared: Vec<Meld> = Declaration::best(hand, contract, &rules).into_iter().collect();
        for (i, a) in declared.iter().enumerate() {
            for b in &declared[i + 1..] {
                let common = a.cards() & b.cards();
                prop_assert!(common.is_subset(shared), "{a} and {b} share {common}");
            }
        }
    }

    #[test]
    fn large_weis_scores_at_least_small_weis(hand in hand(), contract in contract(), rules in rules()) {
        let large = rules.with_weis_table(WeisTable::Large);
        let small = rules.with_weis_table(WeisTable::Small);
        prop_assert!(
            Declaration::best(hand, contract, &large).total(&large)
                >= Declaration::best(hand, contract, &small).total(&small)
        );
    }

    #[test]
    fn the_automatic_declaration_is_the_best_of_every_valid_one(
        hand in hand(), contract in contract(), rules in rules(),
    ) {
        // §4.1: the strongest best meld, then the most points.
        let order = WeisOrder::new(contract, &rules);
        let rate = |d: &Declaration| (d.best_meld(contract, &rules).map(|m| order.key(m)), d.total(&rules));
        let every = every_declaration(hand, contract, &rules);
        let best = every.iter().map(rate).max().unwrap();
        prop_assert_eq!(rate(&Declaration::best(hand, contract, &rules)), best);
        for declaration in &every {
            prop_assert!(declaration.len() <= Declaration::MAX_MELDS);
        }
    }

    #[test]
    fn the_schieber_winner_holds_the_best_meld_and_only_its_side_scores(
        hands in deal_strategy(), leader in seat(), contract in contract(), rules in rules(),
    ) {
        let order = WeisOrder::new(contract, &rules);
        let outcome = schieber_weis(&hands, leader, contract, &rules);
        let declared = BySeat::from_fn(|s| Declaration::best(hands[s], contract, &rules));
        let announced = BySeat::from_fn(|s| declared[s].best_meld(contract, &rules));
        prop_assert_eq!(outcome.best.map(|(s, _)| s), resolve_schieber(announced, leader, contract, &rules));
        match outcome.best {
            None => prop_assert_eq!(outcome.points, 0),
            Some((winner, best)) => {
                for seat in Seat::ALL {
                    if let Some(other) = announced[seat] {
                        prop_assert!(order.compare_seated((winner, best), (seat, other), leader).is_ge());
                    }
                    let expected = if seat.team() == winner.team() { declared[seat] } else { Declaration::EMPTY };
                    prop_assert_eq!(outcome.scored[seat], expected);
                }
                let points: u16 = Seat::ALL.iter().map(|&s| outcome.scored[s].total(&rules)).sum();
                prop_assert_eq!(outcome.points, points);
            }
        }
    }

    #[test]
    fn meld_names_and_indices_round_trip(meld in meld_strategy()) {
        prop_assert_eq!(Meld::from_index(meld.index().unwrap()), Some(meld));
        prop_assert_eq!(Meld::from_cards(meld.cards()), Some(meld));
        prop_assert!(!meld.to_string().is_empty());
    }
}

#[cfg(feature = "serde")]
#[test]
fn weis_values_round_trip_through_serde() {
    let hand = cards("HK HQ HJ H10 SK DK CK C6 S7");
    let declaration = Declaration::best(hand, CLUBS, &LARGE);
    let json = serde_json::to_string(&declaration).unwrap();
    assert_eq!(
        json,
        r#"[{"four":"K"},{"sequence":{"suit":"hearts","len":4,"top":"K"}}]"#
    );
    assert_eq!(
        serde_json::from_str::<Declaration>(&json).unwrap(),
        declaration
    );
    let bad = r#"[{"sequence":{"suit":"hearts","len":11,"top":"K"}}]"#;
    assert!(serde_json::from_str::<Declaration>(bad).is_err());
    let twice = r#"[{"four":"K"},{"four":"K"}]"#;
    assert!(serde_json::from_str::<MeldSet>(twice).is_err());
    let comparison = FirstWins(Trump);
    let json = serde_json::to_string(&comparison).unwrap();
    assert_eq!(
        serde_json::from_str::<Comparison>(&json).unwrap(),
        comparison
    );
    let outcome = schieber_weis(&deal(["HK HQ HJ", "", "", ""]), Seat::S0, CLUBS, &LARGE);
    let json = serde_json::to_string(&outcome).unwrap();
    assert_eq!(
        serde_json::from_str::<jass_core::weis::WeisOutcome>(&json).unwrap(),
        outcome
    );
}
