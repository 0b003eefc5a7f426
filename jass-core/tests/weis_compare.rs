//! Comparing melds (RULES.md §4.2): rule cases in card notation, each
//! citing the section it checks.

mod common {
    pub(crate) mod weis;
}

use std::cmp::Ordering;

use jass_core::{
    Contract, FourNines, Rules, SequenceVsFour,
    weis::{Comparison, ComparisonStep, WeisOrder},
};

use common::weis::{CLUBS, HEARTS, LARGE, OBENABE, SMALL, SMALL_002, SPADES, UNDENUFE, meld};

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
