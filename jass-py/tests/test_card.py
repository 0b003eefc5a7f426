"""Card, Suit and Rank: notation, indices, ordering, errors."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

import jass_engine as jass
from _strategies import cards


@pytest.mark.parametrize(
    "text",
    ["HA", "ha", "AH", "♥A", "A♥", "♡A", "ace of hearts", "Hearts Ace", "Schellen Ass", "Herz Ass", "Schelle-Ass"],
)
def test_every_notation_reads_the_same_card(text: str) -> None:
    assert jass.Card(text) == jass.Card("HA")


@pytest.mark.parametrize("text", ["H10", "HT", "10H", "♥10", "ten of hearts", "Schellen Banner"])
def test_ten_is_10_t_or_banner(text: str) -> None:
    assert str(jass.Card(text)) == "H10"


def test_swiss_german_suits_map_as_in_rules_section_1() -> None:
    assert jass.Card("Schellen Under").suit == jass.Suit.HEARTS
    assert jass.Card("Schilten Ober").suit == jass.Suit.DIAMONDS
    assert jass.Card("Eicheln König").suit == jass.Suit.SPADES
    assert jass.Card("Rosen 7").suit == jass.Suit.CLUBS


def test_card_accepts_a_card() -> None:
    card = jass.Card("CJ")
    assert jass.Card(card) == card


def test_str_is_the_short_code_and_repr_evaluates_back() -> None:
    card = jass.Card("♠10")
    assert str(card) == "S10"
    assert repr(card) == 'Card("S10")'
    assert eval(repr(card), {"Card": jass.Card}) == card


@pytest.mark.parametrize(
    ("style", "text"),
    [("", "CJ"), ("short", "CJ"), ("unicode", "♣J"), ("english", "jack of clubs"), ("swiss_german", "Rosen Under")],
)
def test_format_writes_each_style(style: str, text: str) -> None:
    assert format(jass.Card("CJ"), style) == text
    assert jass.Card(text) == jass.Card("CJ")


def test_unknown_format_style_is_a_value_error_naming_it() -> None:
    with pytest.raises(ValueError, match="'fancy'|\"fancy\""):
        format(jass.Card("CJ"), "fancy")


def test_suit_and_rank() -> None:
    card = jass.Card("D9")
    assert card.suit == jass.Suit.DIAMONDS
    assert card.rank == jass.Rank.NINE


def test_index_is_the_jasskit_index() -> None:
    assert jass.Card("DA").index == 0
    assert jass.Card("DK").index == 1
    assert jass.Card("D6").index == 8
    assert jass.Card("HA").index == 9
    assert jass.Card("H10").index == 13
    assert jass.Card("C6").index == 35
    assert [jass.Card.from_index(i).index for i in range(36)] == list(range(36))


@pytest.mark.parametrize("index", [-1, 36, 255, 256, 2**70])
def test_from_index_out_of_range_is_a_parse_error_naming_it(index: int) -> None:
    with pytest.raises((jass.ParseError, OverflowError)) as info:
        jass.Card.from_index(index)
    if info.type is jass.ParseError:
        assert str(index) in str(info.value)


def test_of_builds_from_suit_and_rank_objects_or_names() -> None:
    assert jass.Card.of(jass.Suit.HEARTS, jass.Rank.ACE) == jass.Card("HA")
    assert jass.Card.of("spades", "Under") == jass.Card("SJ")
    with pytest.raises(jass.ParseError, match="X"):
        jass.Card.of("X", "A")
    with pytest.raises(jass.ParseError, match="Z"):
        jass.Card.of("H", "Z")
    with pytest.raises(TypeError, match="int"):
        jass.Card.of(1, "A")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="int"):
        jass.Card.of("H", 8)  # type: ignore[arg-type]


def test_cards_order_by_suit_then_natural_rank() -> None:
    assert jass.Card("D6") < jass.Card("DA") < jass.Card("H6") < jass.Card("C6")
    assert max(jass.Card(c) for c in ["H6", "HA", "HK"]) == jass.Card("HA")
    assert sorted(jass.CardSet.ALL) == list(jass.CardSet.ALL)


def test_cards_are_hashable_and_frozen() -> None:
    assert len({jass.Card("HA"), jass.Card("ace of hearts"), jass.Card("HK")}) == 2
    card = jass.Card("HA")
    with pytest.raises(AttributeError):
        card.suit = jass.Suit.CLUBS  # type: ignore[misc]


def test_cards_pickle() -> None:
    card = jass.Card("S8")
    assert pickle.loads(pickle.dumps(card)) == card


@pytest.mark.parametrize("text", ["", "   ", "X5", "H5", "H", "HAA", "ace of hearts and more", "H11"])
def test_text_that_is_no_card_is_a_parse_error(text: str) -> None:
    with pytest.raises(jass.ParseError):
        jass.Card(text)


def test_parse_error_names_the_text() -> None:
    with pytest.raises(jass.ParseError, match="X5"):
        jass.Card("X5")


@pytest.mark.parametrize("value", [5, None, 1.5, b"HA", ["HA"]])
def test_card_of_another_type_is_a_type_error(value: object) -> None:
    with pytest.raises(TypeError, match=type(value).__name__):
        jass.Card(value)  # type: ignore[arg-type]


def test_parse_error_is_a_jass_error() -> None:
    assert issubclass(jass.ParseError, jass.JassError)
    assert issubclass(jass.IllegalMoveError, jass.JassError)
    assert issubclass(jass.RulesError, jass.JassError)
    assert issubclass(jass.JassError, Exception)


@given(cards(), st.sampled_from(["", "unicode", "english", "swiss_german"]))
def test_every_card_reads_back_in_every_style(card: jass.Card, style: str) -> None:
    assert jass.Card(format(card, style)) == card


@given(cards())
def test_index_round_trips(card: jass.Card) -> None:
    assert jass.Card.from_index(card.index) == card
    assert jass.Card.of(card.suit, card.rank) == card


class TestSuit:
    def test_values_are_the_jasskit_suit_numbers(self) -> None:
        assert [int(s) for s in [jass.Suit.DIAMONDS, jass.Suit.HEARTS, jass.Suit.SPADES, jass.Suit.CLUBS]] == [0, 1, 2, 3]

    def test_names(self) -> None:
        hearts = jass.Suit.HEARTS
        assert (str(hearts), hearts.letter, hearts.symbol, hearts.english, hearts.swiss_german) == (
            "H",
            "H",
            "♥",
            "hearts",
            "Schellen",
        )
        assert repr(hearts) == "Suit.HEARTS"
        assert eval(repr(hearts), {"Suit": jass.Suit}) == hearts

    @pytest.mark.parametrize("text", ["H", "hearts", "♥", "Schellen", "Herz", "bells"])
    def test_reads_every_suit_notation(self, text: str) -> None:
        assert jass.Suit(text) == jass.Suit.HEARTS
        assert jass.Suit(jass.Suit.HEARTS) == jass.Suit.HEARTS

    def test_compares_and_hashes_like_its_int(self) -> None:
        assert jass.Suit.HEARTS == 1
        assert hash(jass.Suit.HEARTS) == hash(1)
        assert jass.Suit.DIAMONDS < jass.Suit.CLUBS

    def test_errors(self) -> None:
        with pytest.raises(jass.ParseError, match="Z"):
            jass.Suit("Z")
        with pytest.raises(TypeError, match="int"):
            jass.Suit(1)  # type: ignore[arg-type]


class TestRank:
    def test_values_are_natural_order(self) -> None:
        assert int(jass.Rank.SIX) == 0
        assert int(jass.Rank.TEN) == 4
        assert int(jass.Rank.ACE) == 8
        assert jass.Rank.SIX < jass.Rank.ACE

    def test_names(self) -> None:
        ten = jass.Rank.TEN
        assert (str(ten), ten.code, ten.english, ten.swiss_german) == ("10", "10", "ten", "Banner")
        assert repr(jass.Rank.JACK) == "Rank.JACK"
        assert hash(jass.Rank.JACK) == hash(5)

    @pytest.mark.parametrize("text", ["J", "jack", "Under", "Bube", "u"])
    def test_reads_every_rank_notation(self, text: str) -> None:
        assert jass.Rank(text) == jass.Rank.JACK

    def test_errors(self) -> None:
        with pytest.raises(jass.ParseError, match="11"):
            jass.Rank("11")
        with pytest.raises(TypeError, match="float"):
            jass.Rank(1.0)  # type: ignore[arg-type]
