"""Shared by the hostile-input tests (`test_hostile_*.py`).

Hostile input at the Python boundary: every public function, class and
method of `jass_engine` is given wrong types, objects of the other engine
classes, out-of-range integers, malformed, non-Unicode, huge and deeply
nested text, malformed records, illegal and wrong-phase actions and
finished games. Each case expects one specific exception (the package's own
`ParseError`, `IllegalMoveError`, `RulesError`, or `TypeError`,
`ValueError`, `OverflowError`, `MemoryError`), whose message names the
problem, and checks that nothing changed: no game, rule set or card set is
altered by a call that fails. The test modules import the autouse fixture
`shared_values_stay_unchanged`, which checks the shared values after every
test.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Iterator, Optional, Union

import pytest

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


# A JassKit state of a Schieber game a few actions in.
JASSKIT_STATE = _jass.jasskit_game_to_json(advanced("schieber"))
