"""Hostile input at the Python boundary.

Every public function, class and method of `jass_engine` is given wrong
types, objects of the other engine classes, out-of-range integers,
malformed, non-Unicode, huge and deeply nested text, malformed records,
illegal and wrong-phase actions and finished games. Each case expects one
specific exception (the package's own `ParseError`, `IllegalMoveError`,
`RulesError`, or `TypeError`, `ValueError`, `OverflowError`,
`MemoryError`), whose message names the problem, and checks that nothing
changed: no game, rule set or card set is altered by a call that fails.
"""

from __future__ import annotations

import copy
import functools
import itertools
import json
import random
import subprocess
import sys
from typing import Any, Callable, Iterator, Optional, Union

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import jass_engine as jass
from jass_engine import _jass

Call = Callable[[Any], object]
Bot = Union[jass.RandomBot, jass.RuleOfThumbBot]

# Ten megabytes of text that is no card, contract, weis, name or JSON.
HUGE_TEXT = "x" * 10_000_000
MILLION = 1_000_000
# Integers beyond what any parameter takes.
TOO_BIG = [2**64, 2**200]
TOO_SMALL_FOR_I64 = [-(2**63) - 1, -(2**200)]

OTHER_OBJECTS = {
    "Suit": jass.Suit.HEARTS,
    "Rank": jass.Rank.ACE,
    "Card": jass.Card("HA"),
    "CardSet": jass.CardSet("HA HK"),
    "Contract": jass.Contract.HEARTS,
    "Rules": jass.Rules(),
    "Weis": jass.Weis("four jacks"),
    "Trick": jass.Trick(0, "S6"),
    "Play": jass.Play("HA"),
    "Shove": jass.Shove(),
    "RandomBot": jass.RandomBot(),
    "ComparisonStep": jass.ComparisonStep.VALUE,
    "SchieberGame": jass.SchieberGame(),
    "Observation": jass.SchieberGame().observation(0),
}
PLAIN_WRONG = {
    "None": None,
    "int": 7,
    "float": 1.5,
    "nan": float("nan"),
    "bool": True,
    "bytes": b"HA",
    "bytearray": bytearray(b"HA"),
    "object": object(),
    "type": jass.Card,
    "function": len,
}


def others(*accepted: str) -> dict[str, object]:
    """The engine objects of every class but `accepted`."""
    return {name: obj for name, obj in OTHER_OBJECTS.items() if name not in accepted}


def cases(slots: dict[str, Call], values: dict[str, object]) -> list[Any]:
    """pytest parameters: every slot with every value."""
    return [
        pytest.param(call, value, id=f"{slot}-{name}") for slot, call in slots.items() for name, value in values.items()
    ]


# ------------------------------------------------------------- games & state


def game_of(kind: str, seed: int = 0, rules: Optional[jass.Rules] = None) -> jass.Game:
    """A new game of `kind` (`rules` None: the game's own preset)."""
    if kind == "schieber":
        return jass.SchieberGame(rules, seed)
    if kind == "schmaus":
        return jass.SchmausGame(rules, seed)
    return jass.ZweierGame(rules, seed)


def advanced(kind: str, steps: int = 7, seed: int = 3) -> jass.Game:
    """A game of `kind` a few bot actions in."""
    game = game_of(kind, seed)
    bot = jass.RandomBot(seed)
    for _ in range(steps):
        game.apply(bot.choose(game.observation(game.to_act)))
    return game


def finished(kind: str, seed: int = 5, bot: Optional[Bot] = None) -> jass.Game:
    """A game of `kind` played to its end by `bot` for every seat."""
    game = game_of(kind, seed)
    bot = bot or jass.RandomBot(seed)
    while game.to_act is not None:
        game.apply(bot.choose(game.observation(game.to_act)))
    return game


KINDS = ["schieber", "schmaus", "zweier"]


class Snapshot:
    """Everything observable of a game, to compare after a failed call."""

    def __init__(self, game: jass.Game) -> None:
        self.game = game
        self.clone = game.clone()
        self.record = json.dumps(game.record())
        self.observations = [game.observation(seat) for seat in range(game.players)]
        self.rules = game.rules
        self.legal = game.legal_actions()
        self.scores = game.scores

    def assert_unchanged(self) -> None:
        game = self.game
        assert game == self.clone
        assert json.dumps(game.record()) == self.record
        assert [game.observation(seat) for seat in range(game.players)] == self.observations
        assert game.rules == self.rules
        assert game.legal_actions() == self.legal
        assert game.scores == self.scores


# The values the module-level tests must find unchanged after a failure.
SHARED_SET = jass.CardSet("HA HK HQ")
SHARED_RULES = jass.Rules.preset("schieber_1000")


@pytest.fixture(autouse=True)
def shared_values_stay_unchanged() -> Iterator[None]:
    mask, rules_json = SHARED_SET.mask, SHARED_RULES.to_json()
    yield
    assert SHARED_SET.mask == mask
    assert SHARED_SET == jass.CardSet("HA HK HQ")
    assert SHARED_RULES.to_json() == rules_json
    assert SHARED_RULES == jass.Rules.preset("schieber_1000")


# ------------------------------------------------------- arguments by kind

CARD_SLOTS: dict[str, Call] = {
    "Card": lambda v: jass.Card(v),
    "Play": lambda v: jass.Play(v),
    "Contract.is_trump": lambda v: jass.Contract.HEARTS.is_trump(v),
    "card_points": lambda v: jass.card_points(v, "hearts"),
    "is_legal": lambda v: jass.is_legal(v, SHARED_SET, [], "hearts"),
    "check_play": lambda v: jass.check_play(v, SHARED_SET, [], "hearts"),
    "CardSet.__contains__": lambda v: v in SHARED_SET,
    "Trick.__contains__": lambda v: v in jass.Trick(0, "HA"),
    "SchmausGame.deck": lambda v: jass.SchmausGame(deck=[v] * 36),
}

CARDS_SLOTS: dict[str, Call] = {
    "CardSet": lambda v: jass.CardSet(v),
    "CardSet.union": lambda v: SHARED_SET.union(v),
    "CardSet.intersection": lambda v: SHARED_SET.intersection(v),
    "CardSet.difference": lambda v: SHARED_SET.difference(v),
    "CardSet.symmetric_difference": lambda v: SHARED_SET.symmetric_difference(v),
    "CardSet.issubset": lambda v: SHARED_SET.issubset(v),
    "CardSet.issuperset": lambda v: SHARED_SET.issuperset(v),
    "CardSet.isdisjoint": lambda v: SHARED_SET.isdisjoint(v),
    "CardSet.__or__": lambda v: SHARED_SET | v,
    "CardSet.__ror__": lambda v: v | SHARED_SET,
    "CardSet.__and__": lambda v: SHARED_SET & v,
    "CardSet.__xor__": lambda v: SHARED_SET ^ v,
    "CardSet.__sub__": lambda v: SHARED_SET - v,
    "CardSet.__rsub__": lambda v: v - SHARED_SET,
    "CardSet.__le__": lambda v: SHARED_SET <= v,
    "CardSet.__gt__": lambda v: SHARED_SET > v,
    "legal_cards": lambda v: jass.legal_cards(v, [], "hearts"),
    "is_legal": lambda v: jass.is_legal("HA", v, [], "hearts"),
    "check_play": lambda v: jass.check_play("HA", v, [], "hearts"),
    "best_weis": lambda v: jass.best_weis(v, "hearts"),
    "all_melds": lambda v: jass.all_melds(v, "hearts"),
    "declarable_melds": lambda v: jass.declarable_melds(v, "hearts"),
    "stoeck": lambda v: jass.stoeck(v, "hearts"),
    "SchieberGame.deal": lambda v: jass.SchieberGame(deal=[v, v, v, v]),
    "ZweierGame.first_fans": lambda v: jass.ZweierGame(first_fans=[v, v], second_fans=[v, v]),
    "ZweierGame.second_fans": lambda v: jass.ZweierGame(first_fans=list(jass.deal(1)[:2]), second_fans=[v, v]),
}

TRICK_SLOTS: dict[str, Call] = {
    "legal_cards": lambda v: jass.legal_cards(SHARED_SET, v, "hearts"),
    "is_legal": lambda v: jass.is_legal("HA", SHARED_SET, v, "hearts"),
    "check_play": lambda v: jass.check_play("HA", SHARED_SET, v, "hearts"),
    "trick_winner": lambda v: jass.trick_winner(v, "hearts"),
    "trick_points": lambda v: jass.trick_points(v, "hearts"),
    "Trick": lambda v: jass.Trick(0, v),
}

CONTRACT_SLOTS: dict[str, Call] = {
    "Contract": lambda v: jass.Contract(v),
    "Declare": lambda v: jass.Declare(v),
    "legal_cards": lambda v: jass.legal_cards(SHARED_SET, [], v),
    "is_legal": lambda v: jass.is_legal("HA", SHARED_SET, [], v),
    "check_play": lambda v: jass.check_play("HA", SHARED_SET, [], v),
    "trick_winner": lambda v: jass.trick_winner(["HA"], v),
    "card_points": lambda v: jass.card_points("HA", v),
    "trick_points": lambda v: jass.trick_points(["HA"], v),
    "Trick.winner": lambda v: jass.Trick(0, "HA").winner(v),
    "Weis.name": lambda v: jass.Weis("four jacks").name(v),
    "best_weis": lambda v: jass.best_weis(SHARED_SET, v),
    "all_melds": lambda v: jass.all_melds(SHARED_SET, v),
    "declarable_melds": lambda v: jass.declarable_melds(SHARED_SET, v),
    "compare_weis": lambda v: jass.compare_weis("four jacks", "four aces", v),
    "explain_weis": lambda v: jass.explain_weis("four jacks", "four aces", v),
    "stoeck": lambda v: jass.stoeck(SHARED_SET, v),
    "jasskit_trump_of_contract": lambda v: _jass.jasskit_trump_of_contract(v),
}

SUIT_SLOTS: dict[str, Call] = {
    "Suit": lambda v: jass.Suit(v),
    "Card.of": lambda v: jass.Card.of(v, "A"),
    "CardSet.of_suit": lambda v: jass.CardSet.of_suit(v),
    "Contract.order": lambda v: jass.Contract.HEARTS.order(v),
    "Weis.sequence": lambda v: jass.Weis.sequence(v, 3, "A"),
}

RANK_SLOTS: dict[str, Call] = {
    "Rank": lambda v: jass.Rank(v),
    "Card.of": lambda v: jass.Card.of("H", v),
    "CardSet.of_rank": lambda v: jass.CardSet.of_rank(v),
    "Weis.sequence": lambda v: jass.Weis.sequence("H", 3, v),
    "Weis.four": lambda v: jass.Weis.four(v),
}

JASSKIT_STATE = _jass.jasskit_game_to_json(advanced("schieber"))

RULES_SLOTS: dict[str, Call] = {
    "legal_cards": lambda v: jass.legal_cards(SHARED_SET, [], "hearts", v),
    "is_legal": lambda v: jass.is_legal("HA", SHARED_SET, [], "hearts", v),
    "check_play": lambda v: jass.check_play("HA", SHARED_SET, [], "hearts", v),
    "card_points": lambda v: jass.card_points("HA", "hearts", v),
    "trick_points": lambda v: jass.trick_points(["HA"], "hearts", v),
    "Weis.value": lambda v: jass.Weis("four jacks").value(v),
    "Weis.points": lambda v: jass.Weis("four jacks").points(v),
    "best_weis": lambda v: jass.best_weis(SHARED_SET, "hearts", v),
    "all_melds": lambda v: jass.all_melds(SHARED_SET, "hearts", v),
    "declarable_melds": lambda v: jass.declarable_melds(SHARED_SET, "hearts", v),
    "compare_weis": lambda v: jass.compare_weis("four jacks", "four aces", "hearts", v),
    "explain_weis": lambda v: jass.explain_weis("four jacks", "four aces", "hearts", v),
    "SchieberGame": lambda v: jass.SchieberGame(v),
    "SchmausGame": lambda v: jass.SchmausGame(v),
    "ZweierGame": lambda v: jass.ZweierGame(v),
    "simulate_hands": lambda v: jass.simulate_hands(1, rules=v),
    "simulate_games": lambda v: jass.simulate_games(1, rules=v),
    "jasskit_game_from_json": lambda v: _jass.jasskit_game_from_json(JASSKIT_STATE, v),
}

WEIS_SLOTS: dict[str, Call] = {
    "Weis": lambda v: jass.Weis(v),
    "Announce": lambda v: jass.Announce(v),
    "compare_weis.a": lambda v: jass.compare_weis(v, "four aces", "hearts"),
    "compare_weis.b": lambda v: jass.compare_weis("four aces", v, "hearts"),
    "explain_weis.a": lambda v: jass.explain_weis(v, "four aces", "hearts"),
}

# Wrong values per kind of argument; all must raise TypeError.
NOT_A_CARD = {**PLAIN_WRONG, "list": ["HA"], "set": {"HA"}, **others("Card")}
NOT_CARDS = {
    **{k: v for k, v in PLAIN_WRONG.items() if k != "None"},
    "memoryview": memoryview(b"HA"),
    "list of None": [None],
    "list of int": [1],
    "list with an int": ["HA", 1],
    "list of CardSet": [jass.CardSet("HA")],
    **others("Card", "CardSet", "Trick"),
}
NOT_A_TRICK = {
    **{k: v for k, v in PLAIN_WRONG.items() if k != "None"},
    "memoryview": memoryview(b"S6"),
    "list of None": [None],
    "tuple with an int": ("S6", 1),
    "a CardSet (no order)": jass.CardSet("S6"),
    **others("Card", "CardSet", "Trick"),
}
NOT_A_CONTRACT = {**PLAIN_WRONG, "list": ["hearts"], **others("Contract", "Suit")}
NOT_A_SUIT = {**PLAIN_WRONG, "list": ["H"], **others("Suit")}
NOT_A_RANK = {**PLAIN_WRONG, "list": ["A"], **others("Rank")}
NOT_RULES = {
    **{k: v for k, v in PLAIN_WRONG.items() if k != "None"},
    "dict": {"target": 1000},
    "list": ["schieber"],
    **others("Rules"),
}
NOT_A_WEIS = {
    **PLAIN_WRONG,
    "memoryview": memoryview(b"four jacks"),
    "list of None": [None],
    **others("Weis", "CardSet", "Card", "Trick"),
}


@pytest.mark.parametrize(
    ("call", "value"),
    cases(CARD_SLOTS, NOT_A_CARD)
    + cases(CARDS_SLOTS, NOT_CARDS)
    + cases(TRICK_SLOTS, NOT_A_TRICK)
    + cases(CONTRACT_SLOTS, NOT_A_CONTRACT)
    + cases(SUIT_SLOTS, NOT_A_SUIT)
    + cases(RANK_SLOTS, NOT_A_RANK)
    + cases(RULES_SLOTS, NOT_RULES)
    + cases(WEIS_SLOTS, NOT_A_WEIS),
)
def test_an_argument_of_a_wrong_type_is_a_type_error(call: Call, value: object) -> None:
    with pytest.raises(TypeError):
        call(value)


@pytest.mark.parametrize(
    ("call", "value"),
    cases({k: v for k, v in CARDS_SLOTS.items() if k != "CardSet"}, {"None": None})
    + cases({k: v for k, v in TRICK_SLOTS.items() if k != "Trick"}, {"None": None}),
)
def test_none_is_no_cards_except_where_it_means_empty(call: Call, value: object) -> None:
    with pytest.raises(TypeError):
        call(value)
    assert jass.CardSet(None) == jass.CardSet.EMPTY
    assert len(jass.Trick(0, None)) == 0


def test_type_errors_name_what_was_expected_and_what_was_given() -> None:
    with pytest.raises(TypeError, match=r"expected a card \(Card or str\), got NoneType"):
        jass.Card(None)
    with pytest.raises(TypeError, match=r"expected cards .* got bytes"):
        jass.CardSet(b"HA H10")
    with pytest.raises(TypeError, match=r"expected cards .* got bytearray"):
        jass.legal_cards(bytearray(b"HA"), [], "hearts")
    with pytest.raises(TypeError, match=r"expected a trick in play order .* got bytes"):
        jass.trick_winner(b"HA", "hearts")
    with pytest.raises(TypeError, match="CardSet has no order"):
        jass.trick_winner(jass.CardSet("HA"), "hearts")
    with pytest.raises(TypeError, match=r"expected a contract .* got Card"):
        jass.Contract(jass.Card("HA"))
    with pytest.raises(TypeError, match=r"expected rules .* got dict"):
        jass.card_points("HA", "hearts", {"target": 1000})
    with pytest.raises(TypeError, match=r"expected a weis .* got Rank"):
        jass.Weis(jass.Rank.JACK)
    with pytest.raises(TypeError, match=r"expected a policy .* got NoneType"):
        jass.simulate_hands(1, policy=None)  # type: ignore[arg-type]


def test_bool_is_not_a_bool_option_s_int_nor_an_int_option_s_bool() -> None:
    with pytest.raises(jass.RulesError, match="target"):
        jass.Rules(target=True)
    with pytest.raises(jass.RulesError, match="weis_enabled"):
        jass.Rules(weis_enabled=1)
    with pytest.raises(TypeError):
        jass.trick_points(["HA"], "hearts", last=1)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        jass.trick_points(["HA"], "hearts", last="yes")  # type: ignore[arg-type]


def test_ordering_against_another_type_is_a_type_error() -> None:
    for low, other in [
        (jass.Card("HA"), "HK"),
        (jass.Card("HA"), jass.Rank.ACE),
        (jass.Card("HA"), 3),
        (jass.Rank.ACE, "A"),
        (jass.Suit.HEARTS, jass.Rank.ACE),
        (jass.Suit.HEARTS, "H"),
    ]:
        with pytest.raises(TypeError, match="not supported"):
            _ = low < other  # type: ignore[operator]
        assert low != other


def test_actions_without_arguments_take_none() -> None:
    for action in [jass.Shove, jass.Pass, jass.Rob]:
        with pytest.raises(TypeError, match="takes 0 positional arguments"):
            action(1)  # type: ignore[call-arg]
        with pytest.raises(TypeError, match="unexpected keyword argument"):
            action(seat=1)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        jass.Claim()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        jass.Play("HA", "HK")  # type: ignore[call-arg]


# ------------------------------------------------------ integers in ranges

# Each index-like parameter: the call and the first index above its range.
INDEX_SLOTS: dict[str, tuple[Call, int]] = {
    "Card.from_index": (lambda v: jass.Card.from_index(v), 36),
    "Contract.from_index": (lambda v: jass.Contract.from_index(v), 6),
    "Weis.from_index": (lambda v: jass.Weis.from_index(v), 121),
    "Claim": (lambda v: jass.Claim(v), 4),
    "Trick.leader": (lambda v: jass.Trick(v), 4),
    "Trick.leader of two": (lambda v: jass.Trick(v, players=2), 2),
    "SchieberGame.observation": (lambda v: jass.SchieberGame().observation(v), 4),
    "SchmausGame.observation": (lambda v: jass.SchmausGame().observation(v), 2),
    "ZweierGame.observation": (lambda v: jass.ZweierGame().observation(v), 2),
    "SchieberGame.dealer": (
        lambda v: jass.SchieberGame(deal=list(jass.deal(1)), dealer=v),
        4,
    ),
    "SchmausGame.dealer": (lambda v: jass.SchmausGame(dealer=v), 2),
    "ZweierGame.dealer": (
        lambda v: jass.ZweierGame(
            first_fans=list(jass.deal(1)[:2]),
            second_fans=list(jass.deal(1)[2:]),
            dealer=v,
        ),
        2,
    ),
    "jasskit_seat_of_player": (lambda v: _jass.jasskit_seat_of_player(v), 4),
    "jasskit_player_of_seat": (lambda v: _jass.jasskit_player_of_seat(v), 4),
    "jasskit_contract_of_trump": (lambda v: _jass.jasskit_contract_of_trump(v), 6),
    "jasskit_game_to_json.hand_number": (
        lambda v: _jass.jasskit_game_to_json(jass.SchieberGame(), v),
        1,
    ),
}


@pytest.mark.parametrize("slot", INDEX_SLOTS)
def test_an_index_out_of_its_range_is_a_parse_error_naming_it(slot: str) -> None:
    call, end = INDEX_SLOTS[slot]
    call(end - 1)
    for bad in [-1, end, end + 1, 255, 256, 2**32, -(2**63), 2**63 - 1]:
        with pytest.raises(jass.ParseError, match=f"index {bad} is out of range|player {bad} is out|trump {bad} is out"):
            call(bad)


@pytest.mark.parametrize("slot", INDEX_SLOTS)
def test_an_index_beyond_64_bits_is_an_overflow_error(slot: str) -> None:
    call, _ = INDEX_SLOTS[slot]
    for bad in TOO_BIG + TOO_SMALL_FOR_I64:
        with pytest.raises(OverflowError):
            call(bad)


@pytest.mark.parametrize("slot", INDEX_SLOTS)
@pytest.mark.parametrize("bad", [1.0, "1", b"1", [1], jass.Card("HA")], ids=repr)
def test_an_index_of_another_type_is_a_type_error(slot: str, bad: object) -> None:
    call, _ = INDEX_SLOTS[slot]
    with pytest.raises(TypeError):
        call(bad)


def test_none_is_no_index_where_an_index_is_required() -> None:
    for slot in ["Card.from_index", "Contract.from_index", "Weis.from_index", "Claim", "Trick.leader"]:
        with pytest.raises(TypeError):
            INDEX_SLOTS[slot][0](None)
    with pytest.raises(TypeError):
        jass.SchieberGame().observation(None)  # type: ignore[arg-type]


# Each parameter taking a 64-bit seed or mask.
SEED_SLOTS: dict[str, Call] = {
    "deal": lambda v: jass.deal(v),
    "RandomBot": lambda v: jass.RandomBot(v),
    "RuleOfThumbBot": lambda v: jass.RuleOfThumbBot(v),
    "SchieberGame.seed": lambda v: jass.SchieberGame(seed=v),
    "SchmausGame.seed": lambda v: jass.SchmausGame(seed=v),
    "ZweierGame.seed": lambda v: jass.ZweierGame(seed=v),
    "simulate_hands.seed": lambda v: jass.simulate_hands(1, seed=v),
    "simulate_games.seed": lambda v: jass.simulate_games(1, seed=v, rules=jass.Rules(target=300)),
    "simulate_hands.count": lambda v: jass.simulate_hands(v),
    "simulate_games.count": lambda v: jass.simulate_games(v),
    "CardSet.from_mask": lambda v: jass.CardSet.from_mask(v),
}


@pytest.mark.parametrize("slot", SEED_SLOTS)
def test_a_seed_outside_64_bits_or_negative_is_an_overflow_error(slot: str) -> None:
    call = SEED_SLOTS[slot]
    for bad in [-1, -(2**63), *TOO_BIG, *TOO_SMALL_FOR_I64]:
        with pytest.raises(OverflowError):
            call(bad)
    for bad in [1.0, "1", None, b"1"]:
        with pytest.raises(TypeError):
            call(bad)


def test_every_64_bit_seed_is_a_seed() -> None:
    for seed in [0, 2**63, 2**64 - 1]:
        assert len(jass.deal(seed)) == 4
        jass.SchieberGame(seed=seed)
        jass.SchmausGame(seed=seed)
        jass.ZweierGame(seed=seed)
        jass.RandomBot(seed)
    # Seeds of a batch wrap around 2**64.
    assert jass.simulate_hands(3, seed=2**64 - 1)["seed"].tolist() == [2**64 - 1, 0, 1]


def test_a_card_mask_beyond_the_36_cards_is_a_parse_error_naming_it() -> None:
    for mask in [2**36, 2**64 - 1, 1 << 40]:
        with pytest.raises(jass.ParseError, match=f"{mask:#x}"):
            jass.CardSet.from_mask(mask)


def test_a_sequence_length_out_of_range_names_the_length() -> None:
    for length in [-1, -(2**63), 256, 259, 2**32]:
        with pytest.raises(jass.ParseError, match=f"3 to 9 cards, not {length}"):
            jass.Weis.sequence("H", length, "A")
    for length in [0, 1, 2, 10, 255]:
        with pytest.raises(jass.ParseError, match="not a meld"):
            jass.Weis.sequence("H", length, "A")
    with pytest.raises(jass.ParseError, match="not a meld"):
        jass.Weis.sequence("H", 4, "8")
    with pytest.raises(OverflowError):
        jass.Weis.sequence("H", 2**64, "A")


def test_a_trick_has_two_or_four_players() -> None:
    for players in [-1, 0, 1, 3, 5, 2**63 - 1]:
        with pytest.raises(ValueError, match=f"2 or 4 players, not {players}"):
            jass.Trick(0, players=players)
    with pytest.raises(OverflowError):
        jass.Trick(0, players=2**64)
    with pytest.raises(jass.IllegalMoveError, match="complete"):
        jass.Trick(0, "HA HK HQ", players=2)


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
    five = ["S6", "S7", "S8", "S9", "S10"]
    with pytest.raises(jass.ParseError, match="at most 4 cards, got 1000005"):
        jass.trick_winner(five + ["HA"] * MILLION, "hearts")
    with pytest.raises(jass.ParseError, match="at most 4 cards, got 1000005"):
        jass.trick_points(tuple(five + ["HA"] * MILLION), "hearts")
    with pytest.raises(jass.ParseError, match="at most 4 cards"):
        jass.legal_cards("HA", " ".join(five + ["HK"] * MILLION), "hearts")
    # An endless iterator is read only up to its fifth card.
    endless = itertools.chain(five[:4], itertools.repeat("HA"))
    with pytest.raises(jass.ParseError, match="at most 4 cards, got 5 or more"):
        jass.legal_cards("HK", endless, "hearts")
    with pytest.raises(jass.ParseError, match="at most 4 cards, got 5 or more"):
        jass.Trick(0, (card for card in itertools.cycle(jass.CardSet("S6 S7 S8 S9 S10"))))


def test_a_million_hands_or_cards_in_a_deal_are_refused() -> None:
    hands = list(jass.deal(1))
    with pytest.raises(ValueError, match="four hands, got 1000000"):
        jass.SchieberGame(deal=hands[:1] * MILLION)
    with pytest.raises(ValueError, match="36 cards, got 1000000"):
        jass.SchmausGame(deck=["HA"] * MILLION)
    with pytest.raises(ValueError, match="two hands .* got 1000000"):
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
    with pytest.raises(jass.RulesError, match="characters left out"):
        jass.Rules.from_json(json.dumps({HUGE_TEXT: 1}))
    record = jass.SchieberGame().record()
    record["actions"] = ["shove"] * MILLION
    with pytest.raises(jass.IllegalMoveError, match="action 1 .shove. is illegal"):
        jass.Game.replay(json.dumps(record))
    record["actions"] = [{"play": HUGE_TEXT}]
    with pytest.raises(jass.ParseError, match=r"… \(10000000 bytes\) is not a card"):
        jass.Game.replay(record)


# ------------------------------------------------------ records and rules


def record_of(kind: str) -> dict[str, Any]:
    """The record of a game of `kind` a few actions in."""
    return advanced(kind).record()


def mutated(record: dict[str, Any], change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    changed = copy.deepcopy(record)
    change(changed)
    return changed


def set_key(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    return lambda record: record.__setitem__(key, value)


def set_rule(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    return lambda record: record["rules"].__setitem__(key, value)


def append_action(action: Any) -> Callable[[dict[str, Any]], None]:
    return lambda record: record["actions"].append(action)


CODES = [str(card) for card in jass.CardSet.ALL]
# Record changes, the exception each raises and what its message says.
RECORD_CHANGES: dict[str, tuple[Callable[[dict[str, Any]], None], type[Exception], str]] = {
    "unknown game": (set_key("game", "poker"), jass.ParseError, "unknown variant `poker`"),
    "game missing": (lambda r: r.pop("game"), jass.ParseError, "missing field `game`"),
    "actions missing": (lambda r: r.pop("actions"), jass.ParseError, "missing field `actions`"),
    "unknown field": (set_key("cheat", True), jass.ParseError, "unknown field `cheat`"),
    "seed negative": (set_key("seed", -1), jass.ParseError, "-1"),
    "seed beyond 64 bits": (set_key("seed", 2**64), jass.ParseError, "expected u64"),
    "seed float": (set_key("seed", 1.5), jass.ParseError, "1.5"),
    "seed text": (set_key("seed", "1"), jass.ParseError, "expected u64"),
    "first dealer 4": (set_key("first_dealer", 4), jass.ParseError, "4 is out of range"),
    "first dealer -1": (set_key("first_dealer", -1), jass.ParseError, "-1"),
    "35 cards dealt": (set_key("deal", CODES[:35]), jass.ParseError, "35 cards"),
    "37 cards dealt": (set_key("deal", CODES + ["HA"]), jass.ParseError, "37 cards"),
    "a card dealt twice": (set_key("deal", CODES[:35] + ["D6"]), jass.ParseError, "card D6 is dealt twice"),
    "no card dealt": (set_key("deal", []), jass.ParseError, "0 cards"),
    "no card in the deal": (set_key("deal", CODES[:35] + ["ZZ"]), jass.ParseError, '"ZZ" is not a card'),
    "deal of hands": (set_key("deal", [CODES[:9]] * 4), jass.ParseError, "expected a string"),
    "rules not a table": (set_key("rules", "schieber"), jass.RulesError, "a rule set is a JSON object"),
    "rules null": (set_key("rules", None), jass.RulesError, "a rule set is a JSON object"),
    "unknown rule": (set_rule("cheat", 1), jass.RulesError, "unknown field `cheat`"),
    "target 0": (set_rule("target", 0), jass.RulesError, "target: 0 is not between 1 and"),
    "target negative": (set_rule("target", -5), jass.RulesError, "-5"),
    "no contract allowed": (
        set_rule("contracts", {c.name: False for c in jass.Contract.all()}),
        jass.RulesError,
        "at least one contract",
    ),
    "multiplier 0": (
        lambda r: r["rules"]["multipliers"].__setitem__("hearts", 0),
        jass.RulesError,
        "the multiplier of hearts is 0; it must be between 1 and",
    ),
    "stöck-weis-stich order repeats": (
        set_rule("sws_order", ["stoeck", "stoeck", "weis"]),
        jass.RulesError,
        "not a permutation",
    ),
    "unknown choice": (set_rule("undertrump", "sometimes"), jass.RulesError, "sometimes"),
    "unknown action": (append_action("dance"), jass.ParseError, "unknown variant `dance`"),
    "action of two kinds": (append_action({"play": "HA", "claim": 1}), jass.ParseError, "invalid game record"),
    "card that is none": (append_action({"play": "ZZ"}), jass.ParseError, '"ZZ" is not a card'),
    "contract that is none": (append_action({"declare": "spam"}), jass.ParseError, '"spam" is not a contract'),
    "claim of seat 9": (append_action({"claim": 9}), jass.ParseError, "9 is out of range"),
    "claim without claims": (append_action({"claim": 3}), jass.IllegalMoveError, "action 7 .claim .seat 3.. is illegal"),
    "a card played twice": (
        lambda r: r["actions"].append(next(a for a in reversed(r["actions"]) if isinstance(a, dict) and "play" in a)),
        jass.IllegalMoveError,
        "action 7 .play .* is illegal",
    ),
    "rob in play": (append_action("rob"), jass.IllegalMoveError, "action 7 .rob. is illegal"),
    "first action illegal": (set_key("actions", ["pass"] * 3), jass.IllegalMoveError, "action 0 .pass. is illegal"),
}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("change", RECORD_CHANGES)
def test_a_malformed_record_is_refused_with_a_message_naming_the_problem(kind: str, change: str) -> None:
    edit, error, message = RECORD_CHANGES[change]
    record = mutated(record_of(kind), edit)
    for replay in [jass.Game.replay, type(game_of(kind)).replay]:
        with pytest.raises(error, match=message):
            replay(record)
        with pytest.raises(error, match=message):
            replay(json.dumps(record))


@pytest.mark.parametrize("kind", KINDS)
def test_a_record_is_refused_by_another_game_s_class(kind: str) -> None:
    record = record_of(kind)
    for other in KINDS:
        cls = type(game_of(other))
        if other == kind:
            assert cls.replay(record) == jass.Game.replay(record)
        else:
            with pytest.raises(jass.ParseError, match=f"the record is of a {kind.capitalize()} game"):
                cls.replay(record)


@pytest.mark.parametrize("kind", KINDS)
def test_a_record_with_actions_after_the_end_is_refused(kind: str) -> None:
    game = finished(kind)
    record = game.record()
    count = len(record["actions"])
    for extra in ["shove", "pass", {"play": "HA"}, {"declare": "hearts"}]:
        with pytest.raises(jass.IllegalMoveError, match=f"action {count} .* is illegal: the game is over"):
            jass.Game.replay(mutated(record, append_action(extra)))
    assert jass.Game.replay(record) == game


@pytest.mark.parametrize("kind", KINDS)
def test_a_record_text_that_is_no_json_record_is_refused(kind: str) -> None:
    text = json.dumps(record_of(kind))
    assert jass.Game.replay(text + " \n\t") == jass.Game.replay(text)
    for bad, message in [
        (text + "x", "trailing characters"),
        (text[:-1] + ', "seed": 9}', "key \"seed\" is given twice"),
        (text[: len(text) // 2], "EOF while parsing"),
        (text.replace('"game"', "'game'", 1), "key must be a string"),
        ("[]", "a game record is a JSON object"),
        ("null", "a game record is a JSON object"),
        ("1e400", "number out of range"),
    ]:
        with pytest.raises(jass.ParseError, match=message):
            jass.Game.replay(bad)


@pytest.mark.parametrize("bad", [None, 1, 1.5, b"{}", [], ["schieber"], ("schieber",), jass.Rules(), jass.SchieberGame()], ids=repr)
def test_a_record_of_a_wrong_type_is_a_type_error(bad: object) -> None:
    with pytest.raises(TypeError, match="expected a game record"):
        jass.Game.replay(bad)  # type: ignore[arg-type]


def test_a_record_dict_that_is_no_json_is_refused() -> None:
    record: dict[str, Any] = jass.SchieberGame().record()
    for key, value, message in [
        ("seed", object(), "not JSON serializable"),
        ("actions", [b"shove"], "not JSON serializable"),
        ("seed", float("nan"), "invalid game record"),
    ]:
        with pytest.raises(jass.ParseError, match=message):
            jass.Game.replay(mutated(record, set_key(key, value)))
    with pytest.raises(jass.ParseError, match="invalid game record"):
        jass.Game.replay({1: 2})


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"target": 0}, "target: 0 is not between 1 and"),
        ({"target": -1}, "-1"),
        ({"target": 2**32}, "4294967296"),
        ({"target": 2**64}, "does not fit in 64 bits"),
        ({"target": 1.5}, "1.5"),
        ({"target": float("nan")}, "target"),
        ({"target": "1000"}, "1000"),
        ({"target": None}, "target"),
        ({"baerger": 0}, "baerger: must be at least 1"),
        ({"counter_match_factor": 0}, "counter_match_factor: 0 is not between 1 and"),
        ({"multipliers": {"hearts": 0}}, "the multiplier of hearts is 0; it must be between 1 and"),
        ({"multipliers": {"hearts": -2}}, "-2"),
        ({"multipliers": {"hearts": 2**40}}, "1099511627776"),
        ({"multipliers": {"spam": 2}}, "unknown field `spam`"),
        ({"multipliers": {1: 2}}, "a table key must be a name, not int"),
        ({"contracts": {c.name: False for c in jass.Contract.all()}}, "at least one contract"),
        ({"sws_order": ["stoeck", "stoeck", "weis"]}, "not a permutation"),
        ({"sws_order": ["stoeck", "weis"]}, "length 2"),
        ({"fours_allowed": ["Z"]}, '"Z" is not a rank'),
        ({"card_values": {"trump": [1] * 8}}, "length 8"),
        ({"card_values": {"trump": [256] * 9}}, "256"),
        ({"undertrump": "sometimes"}, "sometimes"),
        ({"undertrump": b"weak"}, "type bytes is not a rule value"),
        ({"undertrump": object()}, "type object is not a rule value"),
        ({"undertrump": "\ud800"}, "U\\+D800"),
        ({"weis_enabled": "yes"}, "yes"),
        ({"spam": 1}, 'unknown rule option "spam"'),
        ({"\ud800": 1}, "rule option name: .*U\\+D800"),
    ],
    ids=repr,
)
def test_invalid_or_contradictory_options_are_a_rules_error_naming_them(options: dict[str, Any], message: str) -> None:
    with pytest.raises(jass.RulesError, match=message):
        jass.Rules(**options)
    with pytest.raises(jass.RulesError, match=message):
        jass.Rules.preset("schmaus", **options)
    with pytest.raises(jass.RulesError, match=message):
        SHARED_RULES.replace(**options)
    try:
        text = json.dumps({**jass.Rules().to_dict(), **options})
    except TypeError:
        return  # bytes, object(): no JSON at all
    with pytest.raises(jass.RulesError):
        jass.Rules.from_json(text)


def test_rules_from_json_refuses_what_is_no_rule_set() -> None:
    for text, message in [
        ("[]", "a rule set is a JSON object"),
        ("null", "a rule set is a JSON object"),
        ('"schieber"', "a rule set is a JSON object"),
        ("{", "EOF while parsing"),
        ('{"target": NaN}', "expected value"),
        ('{"target": 1e400}', "number out of range"),
        ('{"target": 1000}x', "trailing characters"),
        ("target = 1000", "expected"),
    ]:
        with pytest.raises(jass.RulesError, match=message):
            jass.Rules.from_json(text)
    for bad in [None, b"{}", {"target": 1000}, 1]:
        with pytest.raises(TypeError):
            jass.Rules.from_json(bad)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        jass.Rules.preset(None)  # type: ignore[arg-type]


def test_an_unknown_rules_attribute_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no attribute 'spam'"):
        _ = jass.Rules().spam
    with pytest.raises(AttributeError):
        jass.Rules().target = 1  # type: ignore[misc]
    assert jass.Rules().target == 2500


# ------------------------------------------------------- games and actions

NOT_AN_ACTION = {
    **PLAIN_WRONG,
    "card text": "HA",
    "action text": "shove",
    "list": [jass.Play("HA")],
    **others("Card", "Play", "Shove"),
}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("value", NOT_AN_ACTION.values(), ids=NOT_AN_ACTION.keys())
def test_applying_what_is_no_action_is_a_type_error_and_changes_nothing(kind: str, value: object) -> None:
    game = advanced(kind)
    before = Snapshot(game)
    with pytest.raises(TypeError, match="expected an action"):
        game.apply(value)  # type: ignore[arg-type]
    before.assert_unchanged()


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("bot", [jass.RandomBot(1), jass.RuleOfThumbBot(1)], ids=["random", "rule_of_thumb"])
def test_a_bot_chooses_only_for_the_seat_to_act_of_an_observation(kind: str, bot: Bot) -> None:
    game = advanced(kind)
    before = Snapshot(game)
    waiting = [seat for seat in range(game.players) if seat != game.to_act]
    for seat in waiting:
        observation = game.observation(seat)
        with pytest.raises(jass.JassError, match=f"seat {seat} is not to act"):
            bot.choose(observation)
        assert observation == game.observation(seat)
    for bad in [None, game, game.record(), "observation", 0]:
        with pytest.raises(TypeError):
            bot.choose(bad)  # type: ignore[arg-type]
    before.assert_unchanged()


# Actions tried against every game: every card as `Play` and bare,
# every contract, the unit actions, claims of every seat, some weis.
UNIVERSE: list[Union[jass.Action, jass.Card]] = [
    *(jass.Play(card) for card in jass.CardSet.ALL),
    *jass.CardSet.ALL,
    *(jass.Declare(contract) for contract in jass.Contract.all()),
    jass.Shove(),
    jass.Pass(),
    jass.Rob(),
    *(jass.Claim(seat) for seat in range(4)),
    *(jass.Announce(jass.Weis.from_index(index)) for index in range(0, 121, 5)),
]


def as_action(action: Union[jass.Action, jass.Card]) -> jass.Action:
    return jass.Play(action) if isinstance(action, jass.Card) else action


@pytest.mark.parametrize("kind", KINDS)
def test_a_finished_game_refuses_every_action_and_stays_finished(kind: str) -> None:
    game = finished(kind)
    assert game.is_over and game.to_act is None and game.expecting == "nothing"
    assert game.legal_actions() == [] and game.legal_cards() == jass.CardSet.EMPTY
    result = game.result
    before = Snapshot(game)
    for action in UNIVERSE:
        with pytest.raises(jass.IllegalMoveError, match="the game is over"):
            game.apply(action)
    before.assert_unchanged()
    assert game.result == result
    for seat in range(game.players):
        with pytest.raises(jass.JassError, match="not to act"):
            jass.RandomBot().choose(game.observation(seat))
    assert jass.Game.replay(game.record()) == game


def test_wrong_phase_and_illegal_actions_name_themselves_and_change_nothing() -> None:
    schieber = jass.SchieberGame(seed=4)
    forehand = schieber.to_act
    hand = schieber.observation(forehand).hand
    foreign = next(iter(jass.CardSet.ALL - hand))
    expectations: list[tuple[jass.Game, Union[jass.Action, jass.Card], str]] = [
        (schieber, jass.Play(next(iter(hand))), "is not possible now: the game expects Declaration"),
        (schieber, next(iter(hand)), "is not possible now"),
        (schieber, jass.Pass(), "pass is not possible now"),
        (schieber, jass.Rob(), "rob is not possible now"),
        (schieber, jass.Announce("four jacks"), "is not possible now"),
        (schieber, jass.Claim(0), "claims are not played"),
    ]
    declared = jass.SchieberGame(seed=4)
    declared.apply(jass.Declare("hearts"))
    expectations += [
        (declared, jass.Declare("spades"), "not possible now"),
        (declared, jass.Shove(), "not possible now"),
        (declared, jass.Play(foreign), f"card {foreign} is not in the hand"),
    ]
    shoved = jass.SchieberGame(seed=4)
    shoved.apply(jass.Shove())
    expectations += [(shoved, jass.Shove(), "may not be shoved")]
    schmaus = jass.SchmausGame(seed=4)
    expectations += [
        (schmaus, jass.Declare("hearts"), "not possible now"),
        (schmaus, jass.Shove(), "not possible now"),
        (schmaus, jass.Claim(3), "claim"),
    ]
    zweier = jass.ZweierGame(seed=4)
    expectations += [
        (zweier, jass.Shove(), "shove"),
        (zweier, jass.Play("HA"), "not possible now"),
        (zweier, jass.Claim(2), "claim"),
    ]
    for game, action, message in expectations:
        assert as_action(action) not in game.legal_actions()
        before = Snapshot(game)
        with pytest.raises(jass.IllegalMoveError, match=message):
            game.apply(action)
        before.assert_unchanged()


# Games whose rules open every phase: announced weis, claims, talon.
GAME_SETUPS: dict[str, Callable[[int], jass.Game]] = {
    "schieber": lambda seed: jass.SchieberGame(seed=seed),
    "schieber announced, claims": lambda seed: jass.SchieberGame(
        jass.Rules(weis_mode="announced", end_mode="claims", target=1000), seed
    ),
    "schmaus": lambda seed: jass.SchmausGame(seed=seed),
    "schmaus claims": lambda seed: jass.SchmausGame(jass.Rules.preset("schmaus", end_mode="claims"), seed),
    "zweier": lambda seed: jass.ZweierGame(seed=seed),
    "zweier announced, claims": lambda seed: jass.ZweierGame(
        jass.Rules.preset("zweier", weis_mode="announced", end_mode="claims"), seed
    ),
}


def pick(legal: list[jass.Action], hand: jass.CardSet, probe: random.Random) -> Union[jass.Action, jass.Card]:
    """Mostly a legal action other than a claim (a claim may end the game
    at once), often any action at all, rarely a legal claim."""
    draw = probe.random()
    plays = [action for action in legal if not isinstance(action, jass.Claim)]
    claims = [action for action in legal if isinstance(action, jass.Claim)]
    if draw >= 0.99 and claims or not plays:
        return probe.choice(legal)
    if draw < 0.6:
        return probe.choice(plays)
    announcements = [jass.Announce(weis) for weis in jass.all_melds(hand, "hearts")]
    stray = probe.choice([*UNIVERSE, *announcements])
    return probe.choice(plays) if stray in claims else stray


@settings(max_examples=30, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(GAME_SETUPS)), st.integers(0, 2**64 - 1), st.integers(0, 2**32))
def test_only_legal_actions_succeed_and_a_refused_one_changes_nothing(setup: str, seed: int, choices: int) -> None:
    game = GAME_SETUPS[setup](seed)
    probe = random.Random(choices)
    for _ in range(600):
        if game.to_act is None:
            break
        legal = game.legal_actions()
        action = pick(legal, game.observation(game.to_act).hand, probe)
        if as_action(action) in legal:
            game.apply(action)
            continue
        before = Snapshot(game)
        with pytest.raises(jass.IllegalMoveError):
            game.apply(action)
        before.assert_unchanged()


@pytest.mark.parametrize("kind", KINDS)
def test_a_game_played_only_through_refusals_and_legal_actions_ends(kind: str) -> None:
    game = game_of(kind, 11)
    probe = random.Random(11)
    refused = 0
    while game.to_act is not None:
        stray = probe.choice(UNIVERSE)
        if as_action(stray) not in game.legal_actions():
            with pytest.raises(jass.IllegalMoveError):
                game.apply(stray)
            refused += 1
        game.apply(probe.choice(game.legal_actions()))
    assert game.is_over and game.result is not None and refused > 0


def test_jasskit_export_refuses_other_games_and_missing_hands() -> None:
    for game in [jass.SchmausGame(), jass.ZweierGame()]:
        with pytest.raises(ValueError, match="jass-kit plays Schieber"):
            _jass.jasskit_game_to_json(game)
    for bad in [None, "game", jass.SchieberGame().record(), jass.SchieberGame().observation(0)]:
        with pytest.raises(TypeError):
            _jass.jasskit_game_to_json(bad)  # type: ignore[arg-type]
    game = finished("schieber", bot=jass.RuleOfThumbBot(2))
    hands = game.hand_number + 1
    _jass.jasskit_game_to_json(game, hands - 1)
    with pytest.raises(jass.ParseError, match=f"hand index {hands} is out of range 0..{hands}"):
        _jass.jasskit_game_to_json(game, hands)


def test_a_jasskit_state_that_is_no_state_is_refused() -> None:
    state = json.loads(JASSKIT_STATE)
    for key, value, error in [
        ("version", "V9", jass.ParseError),
        ("dealer", 7, jass.ParseError),
        ("trump", 9, jass.ParseError),
    ]:
        with pytest.raises(error):
            _jass.jasskit_game_from_json(json.dumps({**state, key: value}))
    for bad in [None, b"{}", state]:
        with pytest.raises(TypeError):
            _jass.jasskit_game_from_json(bad)  # type: ignore[arg-type]


# ------------------------------------------------------------ simulations

SIMULATIONS = {"simulate_hands": jass.simulate_hands, "simulate_games": jass.simulate_games}


@pytest.mark.parametrize("name", SIMULATIONS)
def test_a_batch_refuses_bad_counts_threads_and_policies(name: str) -> None:
    simulate = SIMULATIONS[name]
    empty = simulate(0)
    assert empty and all(len(column) == 0 for column in empty.values())
    for count in [2**62, 2**63, 2**64 - 1]:
        with pytest.raises(MemoryError, match=f"{count} values"):
            simulate(count)
    for threads in [0, -1, 1025, -(2**63)]:
        with pytest.raises(ValueError, match=f"threads must be in 1..=1024, got {threads}"):
            simulate(1, threads=threads)
    for threads in TOO_BIG:
        with pytest.raises(OverflowError):
            simulate(1, threads=threads)
    for threads in [1.0, "2", b"2"]:
        with pytest.raises(TypeError):
            simulate(1, threads=threads)  # type: ignore[arg-type]
    for policy in ["", "smart", "RANDOM", "random ", "\ud800", HUGE_TEXT]:
        with pytest.raises(ValueError, match="policy"):
            simulate(1, policy=policy)  # type: ignore[arg-type]
    for policy in [None, 1, b"random", ["random"]]:
        with pytest.raises(TypeError, match="expected a policy"):
            simulate(1, policy=policy)  # type: ignore[arg-type]
    with pytest.raises(jass.RulesError, match="unknown preset"):
        simulate(1, rules="spam")
    with pytest.raises(TypeError):
        simulate(1, 2)  # type: ignore[misc]
    with pytest.raises(TypeError):
        simulate(1, spam=2)  # type: ignore[call-arg]


@pytest.mark.parametrize("name", SIMULATIONS)
def test_a_batch_does_not_depend_on_a_hostile_thread_count(name: str) -> None:
    simulate = SIMULATIONS[name]
    rules = jass.Rules(target=500)
    one = simulate(5, seed=9, rules=rules, threads=1)
    many = simulate(5, seed=9, rules=rules, threads=1024)
    assert one.keys() == many.keys()
    for key in one:
        assert np.array_equal(one[key], many[key])


# Run in a child process: the address space of the whole process is capped
# so that the system refuses most of 1,024 thread stacks.
THREADLESS = r"""
import resource, numpy as np, jass_engine as jass
expected = {
    "hands": jass.simulate_hands(4096, seed=5, threads=1),
    "games": jass.simulate_games(300, seed=5, threads=1, rules=jass.Rules(target=300)),
}
size = int(open("/proc/self/status").read().split("VmSize:")[1].split()[0]) * 1024
resource.setrlimit(resource.RLIMIT_AS, (size + 300 * 2**20, resource.getrlimit(resource.RLIMIT_AS)[1]))
got = {
    "hands": jass.simulate_hands(4096, seed=5, threads=1024),
    "games": jass.simulate_games(300, seed=5, threads=300, rules=jass.Rules(target=300)),
}
for kind in expected:
    for key in expected[kind]:
        assert np.array_equal(expected[kind][key], got[kind][key]), (kind, key)
print("same")
"""


@pytest.mark.skipif(sys.platform != "linux", reason="caps the address space through /proc and RLIMIT_AS")
def test_a_batch_the_system_refuses_threads_for_runs_on_fewer() -> None:
    child = subprocess.run([sys.executable, "-c", THREADLESS], capture_output=True, text=True, timeout=300, check=False)
    assert child.returncode == 0, child.stderr[-2000:]
    assert child.stdout.strip() == "same"


# ------------------------------------------- jass-core bugs found from Python
# Each was reachable from hostile rules or JSON through any binding, and is
# fixed in jass-core.

EVERY_CONTRACT = [contract.name for contract in jass.Contract.all()]


def test_a_rule_set_whose_scores_overflow_is_refused_or_saturates() -> None:
    try:
        rules = jass.Rules(multipliers={name: 65535 for name in EVERY_CONTRACT}, match_bonus=65535)
    except jass.RulesError:
        return
    # Hand 10 is a match of team 0 under the rule-of-thumb bot: 65,535 ×
    # (157 + 65,535 + 20 weis) points, which no 32-bit score holds.
    hands = jass.simulate_hands(1, seed=10, rules=rules, policy="rule_of_thumb")
    assert hands["match_team"][0] == 0
    assert int(hands["points"][0][0]) >= 65535 * 65535


def test_a_rule_set_under_which_nobody_can_score_is_refused() -> None:
    nothing = [0] * 9
    with pytest.raises(jass.RulesError):
        jass.Rules(
            card_values={"trump": nothing, "side": nothing, "obenabe": nothing, "undenufe": nothing, "last_trick": 0},
            match_bonus=0,
            weis_enabled=False,
            stoeck_enabled=False,
        )


def test_a_rule_set_naming_an_option_twice_is_refused() -> None:
    with pytest.raises(jass.RulesError, match='"target" is given twice'):
        jass.Rules.from_json('{"target": 1000, "target": 3000}')


def test_a_record_or_its_rules_as_a_json_array_is_refused() -> None:
    game = jass.SchieberGame(seed=2)
    game.apply(jass.Shove())
    record = game.record()
    positional = list(record.values())
    with_positional_rules = {**record, "rules": list(record["rules"].values())}
    for bad in [json.dumps(positional), with_positional_rules]:
        try:
            jass.Game.replay(bad)
        except (jass.ParseError, jass.RulesError):
            continue
        raise AssertionError(f"replayed a record with positional fields: {bad!r:.80}")
