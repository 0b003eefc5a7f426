"""Malformed records and rule sets at the Python boundary, and the
jass-core bugs found from Python: every bad record or option is refused
with a message naming the problem."""

from __future__ import annotations

import copy
import json
from typing import Any, Callable

import pytest

import jass_engine as jass
from _hostile import (
    KINDS,
    SHARED_RULES,
    advanced,
    finished,
    game_of,
    shared_values_stay_unchanged,  # noqa: F401 (an autouse fixture)
)

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
    "seed beyond 64 bits": (set_key("seed", 2**64), jass.ParseError, r"^invalid game record: integer 18446744073709551616 at line 1 column \d+ is out of range"),
    "seed float": (set_key("seed", 1.5), jass.ParseError, "1.5"),
    "seed text": (set_key("seed", "1"), jass.ParseError, "expected u64"),
    "first dealer 6": (set_key("first_dealer", 6), jass.ParseError, "6 is out of range"),
    "first dealer -1": (set_key("first_dealer", -1), jass.ParseError, "-1"),
    "35 cards dealt": (set_key("deal", CODES[:35]), jass.ParseError, "35 cards"),
    "37 cards dealt": (set_key("deal", CODES + ["HA"]), jass.ParseError, "37 cards"),
    "a card dealt twice": (set_key("deal", CODES[:35] + ["D6"]), jass.ParseError, "card D6 is dealt twice"),
    "no card dealt": (set_key("deal", []), jass.ParseError, "0 cards"),
    "no card in the deal": (set_key("deal", CODES[:35] + ["ZZ"]), jass.ParseError, '"ZZ" is not a card'),
    "deal of hands": (set_key("deal", [CODES[:9]] * 4), jass.ParseError, "expected a string"),
    "rules not a table": (set_key("rules", "schieber"), jass.RulesError, "a rule set is a JSON object"),
    "rules null": (set_key("rules", None), jass.RulesError, "a rule set is a JSON object"),
    "unknown rule": (set_rule("cheat", 1), jass.RulesError, 'unknown rule option "cheat"'),
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
        "stoeck, stoeck, weis is not an order of stoeck, weis and stich, each once",
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
    # A record holds its complete rule set: nothing is filled in from defaults.
    "rule option missing": (lambda r: r["rules"].pop("target"), jass.RulesError, "missing or partial: target"),
    "rule table in part": (
        lambda r: r["rules"]["multipliers"].pop("obenabe"),
        jass.RulesError,
        "missing or partial: multipliers",
    ),
}


@pytest.mark.parametrize("kind", KINDS)
def test_a_record_may_give_its_rules_as_a_preset_and_the_options_that_differ(kind: str) -> None:
    record = record_of(kind)
    game = jass.Game.replay(record)
    base = jass.Rules.preset(kind)
    differing = {k: v for k, v in game.rules.to_dict().items() if getattr(base, k) != v}
    assert len(differing) < len(jass.Rules.option_names())
    short = mutated(record, set_key("rules", {"preset": kind, **differing}))
    assert jass.Game.replay(short) == game
    assert jass.Game.replay(json.dumps(short)) == game


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
        ({"sws_order": ["stoeck", "stoeck", "weis"]}, "stoeck, stoeck, weis is not an order of stoeck, weis and stich, each once"),
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
