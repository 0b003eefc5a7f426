"""Malformed, non-Unicode, huge and deeply nested text at the Python
boundary: every parser raises its own `ParseError` naming the text, any
text or JSON is a value or that error, and a million cards, hands or
nesting levels are refused without a crash."""

from __future__ import annotations

import functools
import itertools
import json
from typing import Any, Callable

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import jass_engine as jass
from _hostile import (
    Call,
    HUGE_TEXT,
    MILLION,
    SHARED_RULES,
    SHARED_SET,
    shared_values_stay_unchanged,  # noqa: F401 (an autouse fixture)
)
from jass_engine import _jass

# ------------------------------------------------------------ text parsers

# Each parser of text with the exception its bad text raises.
PARSERS: dict[str, tuple[Call, type[Exception]]] = {
    "Card": (lambda t: jass.Card(t), jass.ParseError),
    "Card.of.suit": (lambda t: jass.Card.of(t, "A"), jass.ParseError),
    "Card.of.rank": (lambda t: jass.Card.of("H", t), jass.ParseError),
    "Suit": (lambda t: jass.Suit(t), jass.ParseError),
    "Rank": (lambda t: jass.Rank(t), jass.ParseError),
    "CardSet": (lambda t: jass.CardSet(t), jass.ParseError),
    "CardSet.__contains__": (lambda t: t in SHARED_SET, jass.ParseError),
    "CardSet.__or__": (lambda t: SHARED_SET | t, jass.ParseError),
    "trick": (lambda t: jass.Trick(0, t), jass.ParseError),
    "Contract": (lambda t: jass.Contract(t), jass.ParseError),
    "Weis": (lambda t: jass.Weis(t), jass.ParseError),
    "Play": (lambda t: jass.Play(t), jass.ParseError),
    "Declare": (lambda t: jass.Declare(t), jass.ParseError),
    "Announce": (lambda t: jass.Announce(t), jass.ParseError),
    "Rules.preset": (lambda t: jass.Rules.preset(t), jass.RulesError),
    "rules argument": (lambda t: jass.card_points("HA", "hearts", t), jass.RulesError),
    "Rules.from_json": (lambda t: jass.Rules.from_json(t), jass.RulesError),
    "Rules option value": (lambda t: jass.Rules(undertrump=t), jass.RulesError),
    "Rules option name": (lambda t: jass.Rules(**{t: 1}), jass.RulesError),
    "Game.replay": (lambda t: jass.Game.replay(t), jass.ParseError),
    "SchmausGame.replay": (lambda t: jass.SchmausGame.replay(t), jass.ParseError),
    "jasskit_game_from_json": (lambda t: _jass.jasskit_game_from_json(t), jass.ParseError),
    "card style": (lambda t: format(jass.Card("HA"), t), ValueError),
    "policy": (lambda t: jass.simulate_hands(1, policy=t), ValueError),  # type: ignore[arg-type]
}
# Parsers for which empty or blank text is a value (no cards, an empty
# trick, the default card style).
EMPTY_IS_VALID = {"CardSet", "CardSet.__or__", "trick", "card style"}
BLANK_IS_VALID = {"CardSet", "CardSet.__or__", "trick"}

BAD_TEXT = {
    "NUL": "\x00",
    "NUL inside": "H\x00A",
    "NUL after": "HA\x00",
    "control": "\x1b[31mHA",
    "lone surrogate": "\ud800",
    "surrogate inside": "H\udfffA",
    "emoji": "\U0001f0b1",
    "right-to-left": "\u202eAH",
    "fullwidth": "\uff28\uff21",
    "replacement": "\ufffd",
    "10 MB": HUGE_TEXT,
}


@pytest.mark.parametrize("parser", PARSERS)
@pytest.mark.parametrize("text", BAD_TEXT.values(), ids=BAD_TEXT.keys())
def test_malformed_text_is_the_parser_s_own_error(parser: str, text: str) -> None:
    call, error = PARSERS[parser]
    with pytest.raises(error) as raised:
        call(text)
    message = str(raised.value)
    # A message quoting a huge argument is shortened.
    assert len(message) < 1100
    if "\ud800" in text:
        assert "U+D800 at position 0" in message
    if "\udfff" in text:
        assert "U+DFFF at position 1" in message


@pytest.mark.parametrize("parser", PARSERS)
@pytest.mark.parametrize("text", ["", " ", " \t\n\r "], ids=["empty", "space", "blank"])
def test_empty_text_is_an_error_unless_it_means_nothing(parser: str, text: str) -> None:
    call, error = PARSERS[parser]
    if parser in (EMPTY_IS_VALID if text == "" else BLANK_IS_VALID):
        call(text)
        return
    with pytest.raises(error):
        call(text)


def test_parse_errors_name_the_text() -> None:
    with pytest.raises(jass.ParseError, match='"H11" is not a card'):
        jass.Card("H11")
    with pytest.raises(jass.ParseError, match="empty card text"):
        jass.Card("  ")
    with pytest.raises(jass.ParseError, match=r'"H\\0A" is not a card'):
        jass.Card("H\x00A")
    with pytest.raises(jass.ParseError, match='"spam" is not a contract'):
        jass.Contract("spam")
    with pytest.raises(jass.ParseError, match='"HA HK" is not a weis'):
        jass.Weis("HA HK")
    with pytest.raises(jass.RulesError, match='unknown preset "spam"'):
        jass.Rules.preset("spam")
    with pytest.raises(ValueError, match='unknown policy "smart"'):
        jass.simulate_hands(1, policy="smart")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match='unknown card style "fancy"'):
        format(jass.Card("HA"), "fancy")
    with pytest.raises(jass.ParseError, match=r"cannot read a card: .* U\+D800 at position 2"):
        jass.Card("HA\ud800")


def test_a_huge_message_keeps_its_beginning_and_end() -> None:
    with pytest.raises(jass.ParseError) as raised:
        jass.Card(HUGE_TEXT)
    message = str(raised.value)
    assert message.startswith('"xxxx')
    assert "… (10000000 bytes)" in message
    assert len(message) < 200
    assert message.endswith('(try HA, H10, ♥A or "Schellen Ass")')


def test_an_attribute_name_that_is_not_unicode_names_no_option() -> None:
    with pytest.raises(AttributeError, match="no attribute"):
        getattr(jass.Rules(), "\ud800")
    with pytest.raises(AttributeError, match="no attribute"):
        getattr(jass.Rules(), "target\x00")


TOKENS = [
    "H", "D", "S", "C", "A", "K", "Q", "J", "10", "T", "6", "9", "♥", "♠", "♦", "♣",
    "hearts", "Schellen", "Ass", "Under", "of", "ace", "sequence", "four", "jacks", "from",
    "three", "obenabe", "undenufe", "trump", "schieber", "{", "}", "[", "]", '"', ":", ",",
    " ", "  ", "\t", "\n", "\x00", "\ud800", "\udfff", "-", "_", "1", "0", "e", "null",
]
texts = st.one_of(
    st.text(st.characters(exclude_categories=()), max_size=40),
    st.lists(st.sampled_from(TOKENS), max_size=12).map("".join),
    st.lists(st.sampled_from(TOKENS), max_size=6).map(" ".join),
)


@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow])
@given(texts)
def test_any_text_parses_or_raises_the_parser_s_own_error(text: str) -> None:
    for parser, (call, error) in PARSERS.items():
        if parser == "policy":
            continue
        try:
            call(text)
        except error:
            pass
        except (jass.IllegalMoveError, jass.RulesError) as e:
            # A record or game state that reads but does not replay.
            assert parser in {"Game.replay", "SchmausGame.replay", "jasskit_game_from_json"}, (parser, e)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow])
@given(json_values)
def test_any_json_is_a_rule_set_or_a_rules_error(value: Any) -> None:
    try:
        jass.Rules.from_json(json.dumps(value))
    except jass.RulesError:
        pass


@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(jass.Rules.option_names()), json_values)
def test_any_option_value_is_taken_or_a_rules_error(option: str, value: Any) -> None:
    rules = jass.Rules.preset("schieber_1000")
    before = rules.to_json()
    try:
        rules.replace(**{option: value})
    except jass.RulesError as e:
        assert option in str(e)
    assert rules.to_json() == before


# ------------------------------------------------------------ huge inputs


def test_a_million_cards_are_refused_at_the_first_repeat() -> None:
    with pytest.raises(jass.ParseError, match="card HA is listed twice"):
        jass.CardSet(["HA"] * MILLION)
    with pytest.raises(jass.ParseError, match="listed twice"):
        jass.CardSet(list(jass.CardSet.ALL) * (MILLION // 36))
    with pytest.raises(jass.ParseError, match="listed twice"):
        jass.CardSet(itertools.cycle(jass.CardSet.ALL))
    with pytest.raises(jass.ParseError, match='"ZZ" is not a card'):
        jass.CardSet(["ZZ"] * MILLION)
    with pytest.raises(jass.ParseError, match="listed twice"):
        jass.CardSet("HA " * MILLION)
    with pytest.raises(jass.ParseError, match="listed twice"):
        jass.legal_cards(["H6"] * MILLION, [], "hearts")
    with pytest.raises(jass.ParseError, match="listed twice"):
        jass.Weis(["HA"] * MILLION)
    with pytest.raises(jass.ParseError, match="listed twice"):
        jass.SchieberGame(deal=[["HA"] * MILLION] * 4)
    assert jass.CardSet(" " * 10_000_000) == jass.CardSet.EMPTY


def test_a_trick_of_a_million_cards_or_an_endless_one_is_refused() -> None:
    seven = ["S6", "S7", "S8", "S9", "S10", "SJ", "SQ"]
    with pytest.raises(jass.ParseError, match="at most 6 cards, got 1000007"):
        jass.trick_winner(seven + ["HA"] * MILLION, "hearts")
    with pytest.raises(jass.ParseError, match="at most 6 cards, got 1000007"):
        jass.trick_points(tuple(seven + ["HA"] * MILLION), "hearts")
    with pytest.raises(jass.ParseError, match="at most 6 cards"):
        jass.legal_cards("HA", " ".join(seven + ["HK"] * MILLION), "hearts")
    # An endless iterator is read only up to its seventh card.
    endless = itertools.chain(seven[:6], itertools.repeat("HA"))
    with pytest.raises(jass.ParseError, match="at most 6 cards, got 7 or more"):
        jass.legal_cards("HK", endless, "hearts")
    with pytest.raises(jass.ParseError, match="at most 6 cards, got 7 or more"):
        jass.Trick(0, (card for card in itertools.cycle(jass.CardSet(" ".join(seven)))))
    # Nor does a table of six, whose double pack may hold a card twice, read
    # an endless repetition of one card.
    with pytest.raises(jass.IllegalMoveError, match="HA is already in the trick"):
        jass.Trick(0, itertools.repeat("HA"), players=6)


def test_a_million_hands_or_cards_in_a_deal_are_refused() -> None:
    hands = list(jass.deal(1))
    with pytest.raises(jass.ParseError, match="is 4 hands, got 1000000"):
        jass.SchieberGame(deal=hands[:1] * MILLION)
    with pytest.raises(jass.ParseError, match="the deck has 1000000 cards, expected 36"):
        jass.SchmausGame(deck=["HA"] * MILLION)
    with pytest.raises(jass.ParseError, match="a deal at a table of 2 players is 2 hands, got 1000000"):
        jass.ZweierGame(first_fans=hands[:1] * MILLION, second_fans=hands[2:])


def test_a_numpy_array_that_is_no_card_mask_is_refused() -> None:
    with pytest.raises(jass.ParseError, match="36 entries .* got 1000000"):
        jass.CardSet.from_numpy(np.zeros(MILLION, dtype=bool))
    with pytest.raises(jass.ParseError, match="got 35"):
        jass.CardSet.from_numpy([0] * 35)
    with pytest.raises(jass.ParseError, match="entry 3 is 2, not 0 or 1"):
        jass.CardSet.from_numpy([0, 0, 0, 2] + [0] * 32)
    with pytest.raises(jass.ParseError, match="entry 0 is -1"):
        jass.CardSet.from_numpy(np.array([-1] + [0] * 35, dtype=np.int8))
    with pytest.raises(jass.ParseError, match="entry 0 is 18446744073709551615"):
        jass.CardSet.from_numpy(np.array([2**64 - 1] + [0] * 35, dtype=np.uint64))
    for bad in [np.zeros((6, 6), dtype=bool), np.zeros(36, dtype=float), np.array(True), [0.5] * 36, ["1"] * 36]:
        with pytest.raises(TypeError, match="one-dimensional array of 36"):
            jass.CardSet.from_numpy(bad)
    for bad in [None, object(), [[1], [1, 2]], [2**70] + [0] * 35]:
        with pytest.raises(TypeError, match="one-dimensional array of 36"):
            jass.CardSet.from_numpy(bad)  # type: ignore[arg-type]


def deeply(depth: int, inner: object, wrap: Callable[[object], object]) -> object:
    """`inner` wrapped `depth` times."""
    return functools.reduce(lambda acc, _: wrap(acc), range(depth), inner)


def self_containing_list() -> list[Any]:
    items: list[Any] = []
    items.append(items)
    return items


def self_containing_dict() -> dict[str, Any]:
    table: dict[str, Any] = {}
    table["hearts"] = table
    return table


def test_deeply_nested_json_is_refused_not_a_crash() -> None:
    for text in ["[" * 100_000, "[" * 100_000 + "]" * 100_000, '{"target":' * 100_000]:
        with pytest.raises(jass.RulesError, match="malformed rule set"):
            jass.Rules.from_json(text)
        with pytest.raises(jass.ParseError, match="invalid game record"):
            jass.Game.replay(text)
        with pytest.raises(jass.ParseError, match="malformed jass-kit game state"):
            _jass.jasskit_game_from_json(text)
    record = jass.SchieberGame().record()
    record["rules"] = deeply(100_000, {}, lambda inner: {"multipliers": inner})
    with pytest.raises(jass.ParseError, match="invalid game record"):
        jass.Game.replay(record)
    with pytest.raises(jass.ParseError, match="Circular reference"):
        jass.Game.replay(self_containing_dict())


def test_deeply_nested_or_self_containing_rule_values_are_refused_not_a_crash() -> None:
    for value in [
        deeply(100_000, [], lambda inner: [inner]),
        deeply(100_000, {}, lambda inner: {"hearts": inner}),
        self_containing_list(),
        self_containing_dict(),
    ]:
        for option in ["fours_allowed", "multipliers", "card_values", "target"]:
            with pytest.raises(jass.RulesError, match=f"rule option {option}: the value nests more than"):
                jass.Rules(**{option: value})
            with pytest.raises(jass.RulesError, match="nests more than"):
                SHARED_RULES.replace(**{option: value})


def test_huge_json_is_read_or_refused() -> None:
    assert jass.Rules.from_json('{"target": 1000' + " " * 10_000_000 + "}").target == 1000
    with pytest.raises(jass.RulesError, match=r'unknown rule option "x+"… \(10000000 bytes\)$'):
        jass.Rules.from_json(json.dumps({HUGE_TEXT: 1}))
    record = jass.SchieberGame().record()
    record["actions"] = ["shove"] * MILLION
    with pytest.raises(jass.IllegalMoveError, match="action 1 .shove. is illegal"):
        jass.Game.replay(json.dumps(record))
    record["actions"] = [{"play": HUGE_TEXT}]
    with pytest.raises(jass.ParseError, match=r"… \(10000000 bytes\) is not a card"):
        jass.Game.replay(record)
