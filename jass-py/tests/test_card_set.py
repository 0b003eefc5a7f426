"""CardSet: construction from every accepted form, set algebra, masks, numpy."""

from __future__ import annotations

import pickle

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import jass_engine as jass
from _strategies import CODES, card_sets, cards


def codes(cards: jass.CardSet) -> set[str]:
    return {str(card) for card in cards}


@pytest.mark.parametrize(
    "cards",
    [
        "HA H10 C6",
        "HA,H10,C6",
        " ♥A  ♥10 ♣6 ",
        ["HA", "H10", "C6"],
        ("HA", jass.Card("H10"), "C6"),
        {"HA", "H10", "C6"},
        (c for c in ["C6", "HA", "H10"]),
        jass.CardSet("HA H10 C6"),
    ],
)
def test_every_accepted_form_builds_the_same_set(cards: object) -> None:
    assert jass.CardSet(cards) == jass.CardSet(["C6", "H10", "HA"])  # type: ignore[arg-type]


def test_a_single_card_and_nothing() -> None:
    assert jass.CardSet(jass.Card("HA")) == jass.CardSet("HA")
    assert len(jass.CardSet()) == 0
    assert jass.CardSet() == jass.CardSet.EMPTY == jass.CardSet("")
    assert len(jass.CardSet.ALL) == 36
    assert not jass.CardSet.EMPTY
    assert jass.CardSet("HA")


@pytest.mark.parametrize("cards", ["HA HA", ["HA", "ace of hearts"], "HA H10 ♥A"])
def test_a_card_listed_twice_is_a_parse_error_naming_it(cards: object) -> None:
    with pytest.raises(jass.ParseError, match="HA"):
        jass.CardSet(cards)  # type: ignore[arg-type]


@pytest.mark.parametrize("cards", ["HA X5", ["HA", "X5"]])
def test_a_bad_card_is_a_parse_error_naming_it(cards: object) -> None:
    with pytest.raises(jass.ParseError, match="X5"):
        jass.CardSet(cards)  # type: ignore[arg-type]


@pytest.mark.parametrize("cards", [5, 1.5, [1, 2], ["HA", None]])
def test_other_types_are_type_errors(cards: object) -> None:
    with pytest.raises(TypeError):
        jass.CardSet(cards)  # type: ignore[arg-type]


def test_an_iterator_that_raises_passes_its_error_on() -> None:
    def broken():  # type: ignore[no-untyped-def]
        yield "HA"
        raise KeyError("boom")

    with pytest.raises(KeyError, match="boom"):
        jass.CardSet(broken())


def test_iteration_is_in_suit_then_natural_rank_order() -> None:
    hand = jass.CardSet("CA D6 H10 HJ")
    assert [str(c) for c in hand] == ["D6", "H10", "HJ", "CA"]
    iterator = iter(hand)
    assert iterator.__length_hint__() == 4
    assert iter(iterator) is iterator
    assert next(iterator) == jass.Card("D6")
    assert len(list(iterator)) == 3
    with pytest.raises(StopIteration):
        next(iterator)


def test_contains_takes_cards_and_text() -> None:
    hand = jass.CardSet("HA H10")
    assert jass.Card("HA") in hand
    assert "ace of hearts" in hand
    assert "HK" not in hand
    with pytest.raises(jass.ParseError, match="XX"):
        "XX" in hand  # noqa: B015
    with pytest.raises(TypeError, match="int"):
        5 in hand  # type: ignore[operator]  # noqa: B015


def test_operators_are_set_algebra() -> None:
    a = jass.CardSet("HA HK HQ")
    b = jass.CardSet("HQ SJ")
    assert a | b == jass.CardSet("HA HK HQ SJ")
    assert a & b == jass.CardSet("HQ")
    assert a - b == jass.CardSet("HA HK")
    assert a ^ b == jass.CardSet("HA HK SJ")
    assert len(~a) == 33
    assert ~a == jass.CardSet.ALL - a


def test_operators_take_cards_text_and_iterables_on_either_side() -> None:
    hand = jass.CardSet("HA HK")
    assert hand - jass.Card("HK") == jass.CardSet("HA")
    assert hand | "S6" == jass.CardSet("HA HK S6")
    assert hand & ["HA", "C6"] == jass.CardSet("HA")
    assert "HA S6" - hand == jass.CardSet("S6")
    assert ["HA"] | hand == hand
    assert "HA" ^ hand == jass.CardSet("HK")
    assert "HA HQ" & hand == jass.CardSet("HA")
    assert {"HA", "S6"} | hand == jass.CardSet("HA HK S6")


def test_operators_with_other_types_are_type_errors() -> None:
    hand = jass.CardSet("HA")
    for bad in [5, 1.5, None]:
        with pytest.raises(TypeError, match="unsupported operand"):
            hand | bad  # type: ignore[operator]
        with pytest.raises(TypeError, match="unsupported operand"):
            bad - hand  # type: ignore[operator]


def test_operators_with_bad_text_are_parse_errors() -> None:
    with pytest.raises(jass.ParseError, match="XX"):
        jass.CardSet("HA") | "XX"


def test_comparisons_are_subset_tests() -> None:
    small = jass.CardSet("HA")
    big = jass.CardSet("HA HK")
    assert small <= big and small < big and big >= small and big > small
    assert small <= small and not small < small
    assert not big <= small
    assert small <= "HA HK"
    with pytest.raises(TypeError):
        small < 5  # type: ignore[operator]  # noqa: B015


def test_equality_and_hash_only_between_card_sets() -> None:
    hand = jass.CardSet("HA HK")
    assert hand == jass.CardSet("HK HA")
    assert hand != jass.CardSet("HA")
    assert hand != "HA HK"
    assert hand != {jass.Card("HA"), jass.Card("HK")}
    assert not (hand == 5)
    assert len({hand, jass.CardSet("HK HA"), jass.CardSet.EMPTY}) == 2


def test_named_methods_take_any_cards() -> None:
    hand = jass.CardSet("HA HK")
    assert hand.union("S6") == jass.CardSet("HA HK S6")
    assert hand.intersection(["HA"]) == jass.CardSet("HA")
    assert hand.difference(jass.Card("HA")) == jass.CardSet("HK")
    assert hand.symmetric_difference("HA S6") == jass.CardSet("HK S6")
    assert hand.issubset(jass.CardSet.ALL)
    assert hand.issuperset("HA")
    assert hand.isdisjoint("S6 S7")
    assert not hand.isdisjoint("HA")
    with pytest.raises(TypeError):
        hand.union(5)  # type: ignore[arg-type]
    with pytest.raises(jass.ParseError):
        hand.issubset("HA HA")


def test_suit_and_rank_sets() -> None:
    assert jass.CardSet.of_suit(jass.Suit.CLUBS) == jass.CardSet("C6 C7 C8 C9 C10 CJ CQ CK CA")
    assert jass.CardSet.of_suit("hearts") == jass.CardSet.of_suit("H")
    assert jass.CardSet.of_rank("A") == jass.CardSet("DA HA SA CA")
    assert jass.CardSet.of_rank(jass.Rank.SIX) == jass.CardSet("D6 H6 S6 C6")
    with pytest.raises(jass.ParseError):
        jass.CardSet.of_suit("X")
    with pytest.raises(jass.ParseError):
        jass.CardSet.of_rank("X")


def test_str_and_repr() -> None:
    hand = jass.CardSet("HA D6 CK")
    assert str(hand) == "D6 HA CK"
    assert repr(hand) == 'CardSet("D6 HA CK")'
    assert eval(repr(hand), {"CardSet": jass.CardSet}) == hand
    assert repr(jass.CardSet()) == 'CardSet("")'


def test_card_sets_pickle_and_are_frozen() -> None:
    hand = jass.CardSet("HA D6")
    assert pickle.loads(pickle.dumps(hand)) == hand
    with pytest.raises(AttributeError):
        hand.mask = 0  # type: ignore[misc]


def test_mask_is_the_jasskit_mask() -> None:
    assert jass.CardSet("DA").mask == 1
    assert jass.CardSet("C6").mask == 1 << 35
    assert jass.CardSet("H10").mask == 1 << 13
    assert jass.CardSet.ALL.mask == (1 << 36) - 1
    assert jass.CardSet.from_mask(0b11) == jass.CardSet("DA DK")


def test_from_mask_rejects_bits_above_35() -> None:
    with pytest.raises(jass.ParseError, match="0x1000000000"):
        jass.CardSet.from_mask(1 << 36)
    with pytest.raises(OverflowError):
        jass.CardSet.from_mask(-1)


def test_to_numpy_is_a_bool_array_in_jasskit_order() -> None:
    array = jass.CardSet("DA H10 C6").to_numpy()
    assert array.dtype == np.bool_
    assert array.shape == (36,)
    assert list(np.flatnonzero(array)) == [0, 13, 35]


def test_from_numpy_reads_bool_and_0_1_integer_arrays() -> None:
    hand = jass.CardSet("DA H10 C6")
    assert jass.CardSet.from_numpy(hand.to_numpy()) == hand
    assert jass.CardSet.from_numpy(hand.to_numpy().astype(np.int32)) == hand
    assert jass.CardSet.from_numpy(hand.to_numpy().astype(np.uint8)) == hand
    assert jass.CardSet.from_numpy([i in (0, 13, 35) for i in range(36)]) == hand  # type: ignore[arg-type]


def test_from_numpy_errors() -> None:
    with pytest.raises(jass.ParseError, match="35"):
        jass.CardSet.from_numpy(np.zeros(35, dtype=bool))
    bad = np.zeros(36, dtype=np.int64)
    bad[4] = 2
    with pytest.raises(jass.ParseError, match="entry 4 is 2"):
        jass.CardSet.from_numpy(bad)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="float64"):
        jass.CardSet.from_numpy(np.zeros(36))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="2-dimensional"):
        jass.CardSet.from_numpy(np.zeros((6, 6), dtype=bool))


@given(card_sets(), card_sets())
def test_set_algebra_agrees_with_python_sets(a: jass.CardSet, b: jass.CardSet) -> None:
    sa, sb = codes(a), codes(b)
    assert codes(a | b) == sa | sb
    assert codes(a & b) == sa & sb
    assert codes(a - b) == sa - sb
    assert codes(a ^ b) == sa ^ sb
    assert codes(~a) == set(CODES) - sa
    assert (a <= b) == (sa <= sb)
    assert (a < b) == (sa < sb)
    assert (a >= b) == (sa >= sb)
    assert (a > b) == (sa > sb)
    assert (a == b) == (sa == sb)
    assert a.isdisjoint(b) == sa.isdisjoint(sb)
    assert len(a) == len(sa)


@given(card_sets(), cards())
def test_membership_agrees_with_iteration(hand: jass.CardSet, card: jass.Card) -> None:
    assert (card in hand) == (card in list(hand))


@given(card_sets())
def test_text_mask_and_numpy_round_trip(hand: jass.CardSet) -> None:
    assert jass.CardSet(str(hand)) == hand
    assert eval(repr(hand), {"CardSet": jass.CardSet}) == hand
    assert jass.CardSet.from_mask(hand.mask) == hand
    assert jass.CardSet.from_numpy(hand.to_numpy()) == hand
    assert sum(1 << card.index for card in hand) == hand.mask
    assert jass.CardSet(list(hand)) == hand


@given(st.lists(st.sampled_from(CODES), unique=True), st.sampled_from(["", "unicode", "english"]))
def test_lists_in_any_style_build_the_set(chosen: list[str], style: str) -> None:
    written = [format(jass.Card(code), style) for code in chosen]
    assert codes(jass.CardSet(written)) == set(chosen)
