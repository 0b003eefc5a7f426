"""Weis (melds), their comparison and stöck (RULES.md §4)."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

import jass_engine as jass
from _strategies import contracts, rules

NAMESPACE = vars(jass)


def weis_strategy() -> st.SearchStrategy[jass.Weis]:
    """Any of the 121 weis."""
    return st.integers(0, 120).map(jass.Weis.from_index)


def dealt_hands() -> st.SearchStrategy[jass.CardSet]:
    """A hand of nine cards from a seeded deal."""
    return st.builds(lambda seed, seat: jass.deal(seed)[seat], st.integers(0, 2**64 - 1), st.integers(0, 3))


@pytest.mark.parametrize(
    "text",
    ["sequence of four from ♥Q", "Sequence of Four from HQ", "sequence of 4 from HQ", "HQ HJ H10 H9", "H9 H10 HJ HQ"],
)
def test_a_weis_reads_from_players_words_or_its_cards(text: str) -> None:
    assert jass.Weis(text) == jass.Weis.sequence("hearts", 4, "Q")


def test_a_weis_reads_from_a_card_set_a_list_or_a_weis() -> None:
    jacks = jass.Weis("four jacks")
    assert jass.Weis(jass.CardSet("HJ DJ SJ CJ")) == jacks
    assert jass.Weis(["HJ", jass.Card("DJ"), "SJ", "CJ"]) == jacks
    assert jass.Weis(jacks) == jacks
    assert jacks == jass.Weis.four(jass.Rank.JACK)


@pytest.mark.parametrize(
    "text", ["sequence of ten from HA", "sequence of three from H7", "four queenz", "HA HK", "HA SA CA", "sequence from HA", "sequence of three frm HA"]
)
def test_text_that_is_no_weis_is_a_parse_error_naming_it(text: str) -> None:
    with pytest.raises(jass.ParseError):
        jass.Weis(text)


def test_parse_error_names_the_text() -> None:
    with pytest.raises(jass.ParseError, match="HA HK"):
        jass.Weis("HA HK")


def test_cards_that_are_no_weis_are_a_parse_error() -> None:
    with pytest.raises(jass.ParseError, match="is not a weis"):
        jass.Weis(jass.CardSet("HA HK"))


@pytest.mark.parametrize("value", [5, 2.0, None])
def test_a_weis_of_another_type_is_a_type_error(value: object) -> None:
    with pytest.raises(TypeError, match="a weis"):
        jass.Weis(value)  # type: ignore[arg-type]


def test_malformed_sequences_are_parse_errors() -> None:
    for length, top in [(2, "A"), (10, "A"), (4, "8"), (-1, "A"), (300, "A")]:
        with pytest.raises(jass.ParseError):
            jass.Weis.sequence("H", length, top)


@pytest.mark.parametrize("index", [-1, 121, 2**70])
def test_from_index_out_of_range_is_a_parse_error(index: int) -> None:
    with pytest.raises((jass.ParseError, OverflowError)):
        jass.Weis.from_index(index)


def test_every_index_round_trips_and_every_weis_reads_back() -> None:
    for index in range(121):
        weis = jass.Weis.from_index(index)
        assert weis.index == index
        assert jass.Weis(str(weis)) == weis
        assert jass.Weis(weis.cards) == weis
        assert eval(repr(weis), NAMESPACE) == weis
        assert pickle.loads(pickle.dumps(weis)) == weis
        assert len(weis.cards) == weis.length


def test_properties_of_a_sequence_and_a_four() -> None:
    run = jass.Weis("sequence of five from ♠K")
    assert run.is_sequence
    assert (run.suit, run.top, run.bottom, run.rank, run.length) == (jass.Suit.SPADES, jass.Rank.KING, jass.Rank.NINE, None, 5)
    assert run.cards == jass.CardSet("SK SQ SJ S10 S9")
    nines = jass.Weis("four nines")
    assert not nines.is_sequence
    assert (nines.suit, nines.top, nines.bottom, nines.rank, nines.length) == (None, None, None, jass.Rank.NINE, 4)
    assert str(nines) == "four nines"
    assert repr(nines) == 'Weis("four nines")'
    assert hash(nines) == hash(jass.Weis("S9 H9 D9 C9"))


def test_values_and_points_follow_the_weis_table_of_section_4_1() -> None:
    assert jass.Weis("sequence of three from HA").value() == 20
    assert jass.Weis("sequence of four from HA").value() == 50
    assert jass.Weis("sequence of five from HA").value() == 100
    assert jass.Weis("sequence of six from HA").value() == 150
    assert jass.Weis("four jacks").value() == 200
    assert jass.Weis("four nines").value() == 150
    assert jass.Weis("four aces").value("schieber") == 100
    # Small weis: a run of eight competes as 100 and scores five plus three.
    eight = jass.Weis("sequence of eight from HA")
    assert eight.value("schieber_3000") == 100
    assert eight.points("schieber_3000") == 120
    assert eight.points(jass.Rules()) == eight.value() == 250


def test_undenufe_names_sequences_from_the_lowest_card() -> None:
    run = jass.Weis("H6 H7 H8")
    assert str(run) == "sequence of three from ♥8"
    assert run.name("undenufe") == "sequence of three from ♥6"
    assert run.name(jass.Contract.OBENABE) == "sequence of three from ♥8"


def test_best_weis_lists_the_automatic_declaration_strongest_first() -> None:
    hand = "HK HQ HJ H10 SK DK CK C6 S7"
    # Large weis: four kings and the whole run, the four first (100 > 50).
    assert jass.best_weis(hand, "clubs") == [jass.Weis("four kings"), jass.Weis("sequence of four from ♥K")]
    # Small weis: no card twice; four kings and Q-J-10 (RULES.md §4.1).
    assert jass.best_weis(hand, "clubs", "schieber_3000") == [jass.Weis("four kings"), jass.Weis("HQ HJ H10")]
    assert jass.best_weis("HA S6 C9", "clubs") == []
    assert jass.best_weis(hand, "clubs", jass.Rules(weis_enabled=False)) == []


def test_all_and_declarable_melds() -> None:
    hand = "HQ HJ H10 H9 C6 C7 S8 SA DA"
    assert jass.declarable_melds(hand, "obenabe") == [jass.Weis("sequence of four from HQ")]
    small = jass.declarable_melds(hand, "obenabe", "schieber_1000")
    assert sorted(map(str, small)) == sorted(
        ["sequence of four from ♥Q", "sequence of three from ♥Q", "sequence of three from ♥J"]
    )
    assert jass.all_melds(hand, "obenabe") == small


def test_compare_weis_follows_the_order_of_section_4_2() -> None:
    seven = "sequence of seven from ♥A"
    jacks = "four jacks"
    # Step 2: both are worth 200; by default the sequence wins.
    assert jass.compare_weis(seven, jacks, "obenabe") == 1
    assert jass.compare_weis(jacks, seven, "obenabe") == -1
    assert jass.compare_weis(seven, jacks, "obenabe", jass.Rules(sequence_vs_four="four_wins")) == -1
    assert jass.explain_weis(seven, jacks, "obenabe") == (1, jass.ComparisonStep.SEQUENCE_VS_FOUR)
    # Step 6: the same sequence, in trump and in a plain suit.
    hearts, spades = "HK HQ HJ", "SK SQ SJ"
    assert jass.explain_weis(hearts, spades, "spades") == (-1, jass.ComparisonStep.TRUMP)
    # Step 7 is the seat's: two plain suits tie.
    assert jass.explain_weis(hearts, spades, "clubs") == (0, None)
    # Step 5 reversed in Undenufe: the lower run wins.
    assert jass.compare_weis("H6 H7 H8", "HA HK HQ", "undenufe") == 1
    assert jass.explain_weis("four kings", "four queens", "obenabe")[1] == jass.ComparisonStep.RANK_OF_FOUR


def test_comparison_steps_name_their_number_and_question() -> None:
    step = jass.ComparisonStep.SEQUENCE_VS_FOUR
    assert (step.number, int(step), step.question) == (2, 2, "sequence or four?")
    assert str(step) == "step 2: sequence or four?"
    assert [int(s) for s in [jass.ComparisonStep.VALUE, jass.ComparisonStep.LENGTH, jass.ComparisonStep.RANK_OF_FOUR, jass.ComparisonStep.TOP_CARD, jass.ComparisonStep.TRUMP]] == [1, 3, 4, 5, 6]


def test_stoeck_is_the_trump_king_and_queen_of_section_4_4() -> None:
    assert jass.stoeck("HK HQ C6", "hearts")
    assert jass.stoeck("HK HQ C6", jass.Suit.HEARTS)
    assert not jass.stoeck("HK HQ C6", "clubs")
    assert not jass.stoeck("HK HQ C6", "obenabe")
    assert not jass.stoeck("HK C6", "hearts")


def test_weis_functions_raise_typed_errors() -> None:
    with pytest.raises(jass.ParseError):
        jass.best_weis("HA HX", "clubs")
    with pytest.raises(jass.ParseError):
        jass.compare_weis("four kings", "HA HK", "clubs")
    with pytest.raises(jass.ParseError):
        jass.all_melds("HA", "spam")
    with pytest.raises(jass.RulesError):
        jass.declarable_melds("HA", "clubs", "no_such_preset")
    with pytest.raises(TypeError):
        jass.stoeck(42, "clubs")  # type: ignore[arg-type]
    with pytest.raises(jass.ParseError):
        jass.Weis("four kings").name("spam")
    with pytest.raises(jass.RulesError):
        jass.Weis("four kings").value("no_such_preset")
    with pytest.raises(jass.RulesError):
        jass.Weis("four kings").points("no_such_preset")
    with pytest.raises(TypeError):
        jass.Weis.four(4)  # type: ignore[arg-type]
    with pytest.raises(jass.ParseError):
        jass.explain_weis("four kings", "four kings", "spam")


@given(dealt_hands(), contracts(), rules())
def test_declared_weis_are_declarable_held_and_strongest_first(
    hand: jass.CardSet, contract: jass.Contract, rules: jass.Rules
) -> None:
    best = jass.best_weis(hand, contract, rules)
    declarable = jass.declarable_melds(hand, contract, rules)
    every = jass.all_melds(hand, contract, rules)
    assert len(best) <= 3
    for weis in best:
        assert weis in declarable
        assert weis.cards <= hand
    assert set(declarable) <= set(every)
    for stronger, weaker in zip(best, best[1:]):
        assert jass.compare_weis(stronger, weaker, contract, rules) >= 0


@given(weis_strategy(), weis_strategy(), contracts(), rules())
def test_comparison_is_antisymmetric_and_explained(a: jass.Weis, b: jass.Weis, contract: jass.Contract, rules: jass.Rules) -> None:
    order = jass.compare_weis(a, b, contract, rules)
    assert jass.compare_weis(b, a, contract, rules) == -order
    explained, step = jass.explain_weis(a, b, contract, rules)
    assert explained == order
    assert (step is None) == (order == 0)
    if a == b:
        assert order == 0
