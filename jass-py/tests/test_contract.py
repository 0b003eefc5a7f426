"""Contract: notation, jass-kit trump numbers, rank orders, errors."""

from __future__ import annotations

import pickle
import re

import pytest

import jass_engine as jass


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("hearts", jass.Contract.HEARTS),
        ("H", jass.Contract.HEARTS),
        ("♥", jass.Contract.HEARTS),
        ("Schellen", jass.Contract.HEARTS),
        ("trump hearts", jass.Contract.HEARTS),
        ("Rosen", jass.Contract.CLUBS),
        ("♣", jass.Contract.CLUBS),
        ("Schilten", jass.Contract.DIAMONDS),
        ("spades", jass.Contract.SPADES),
        ("obenabe", jass.Contract.OBENABE),
        ("Obenabe", jass.Contract.OBENABE),
        ("top-down", jass.Contract.OBENABE),
        ("undenufe", jass.Contract.UNDENUFE),
        ("Untenrauf", jass.Contract.UNDENUFE),
        ("bottom-up", jass.Contract.UNDENUFE),
    ],
)
def test_every_notation_reads_the_contract(text: str, expected: jass.Contract) -> None:
    assert jass.Contract(text) == expected


def test_a_suit_or_contract_is_accepted() -> None:
    assert jass.Contract(jass.Suit.SPADES) == jass.Contract.SPADES
    assert jass.Contract(jass.Contract.OBENABE) == jass.Contract.OBENABE


def test_index_is_the_jasskit_trump_number() -> None:
    expected = ["diamonds", "hearts", "spades", "clubs", "obenabe", "undenufe"]
    assert [c.name for c in jass.Contract.all()] == expected
    assert [c.index for c in jass.Contract.all()] == list(range(6))
    assert [jass.Contract.from_index(i).name for i in range(6)] == expected


@pytest.mark.parametrize("index", [-1, 6, 300])
def test_from_index_out_of_range_is_a_parse_error_naming_it(index: int) -> None:
    with pytest.raises(jass.ParseError, match=f"contract index {index} is out of range 0 to 5"):
        jass.Contract.from_index(index)


def test_trump_suit() -> None:
    assert jass.Contract.HEARTS.trump == jass.Suit.HEARTS
    assert jass.Contract.OBENABE.trump is None
    assert jass.Contract.UNDENUFE.trump is None


def test_is_trump() -> None:
    assert jass.Contract.HEARTS.is_trump("HJ")
    assert not jass.Contract.HEARTS.is_trump(jass.Card("SJ"))
    assert not jass.Contract.OBENABE.is_trump("HJ")
    with pytest.raises(jass.ParseError):
        jass.Contract.HEARTS.is_trump("XX")


def test_orders_follow_rules_section_2() -> None:
    def codes(contract: jass.Contract, suit: str) -> list[str]:
        return [str(rank) for rank in contract.order(suit)]

    assert codes(jass.Contract.HEARTS, "H") == ["J", "9", "A", "K", "Q", "10", "8", "7", "6"]
    assert codes(jass.Contract.HEARTS, "S") == ["A", "K", "Q", "J", "10", "9", "8", "7", "6"]
    assert codes(jass.Contract.OBENABE, "S") == ["A", "K", "Q", "J", "10", "9", "8", "7", "6"]
    assert codes(jass.Contract.UNDENUFE, jass.Suit.CLUBS) == ["6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def test_str_repr_and_pickle() -> None:
    for contract in jass.Contract.all():
        assert jass.Contract(str(contract)) == contract
        assert eval(repr(contract), {"Contract": jass.Contract}) == contract
        assert pickle.loads(pickle.dumps(contract)) == contract
    assert repr(jass.Contract.OBENABE) == "Contract.OBENABE"
    assert str(jass.Contract.HEARTS) == "hearts"


def test_hashable_equal_and_frozen() -> None:
    assert len(set(jass.Contract.all() + [jass.Contract("H")])) == 6
    assert jass.Contract.HEARTS != jass.Contract.CLUBS
    assert jass.Contract.HEARTS != "hearts"
    with pytest.raises(AttributeError):
        jass.Contract.HEARTS.index = 3  # type: ignore[misc]


@pytest.mark.parametrize("text", ["notrump", "", "heart attack", "slalom"])
def test_text_that_is_no_contract_is_a_parse_error_naming_it(text: str) -> None:
    with pytest.raises(jass.ParseError, match=re.escape(f'"{text}" is not a contract')):
        jass.Contract(text)


@pytest.mark.parametrize("value", [1, None, [1]])
def test_other_types_are_type_errors(value: object) -> None:
    with pytest.raises(TypeError, match=type(value).__name__):
        jass.Contract(value)  # type: ignore[arg-type]
