"""jass_engine.distributed on a local Ray instance: the same rows as one
machine, whatever the chunks."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
import ray

import jass_engine as jass
from jass_engine import distributed


@pytest.fixture(scope="module", autouse=True)
def local_ray() -> Iterator[None]:
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


def same(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return sorted(a) == sorted(b) and all(a[k].dtype == b[k].dtype and np.array_equal(a[k], b[k]) for k in a)


@pytest.mark.parametrize("chunk_size", [None, 1, 999, 5000, 10**6])
def test_hands_are_those_of_one_machine(chunk_size: int | None) -> None:
    seed = 2**64 - 1500  # the seeds wrap around
    local = jass.simulate_hands(5000, seed=seed, rules="schieber_uri", policy="rule_of_thumb")
    spread = distributed.simulate_hands(
        5000, seed=seed, rules="schieber_uri", policy="rule_of_thumb", chunk_size=chunk_size
    )
    assert same(local, spread)


def test_games_with_a_policy_per_team_are_those_of_one_machine() -> None:
    rules = jass.Rules(bergpreis=True)
    local = jass.simulate_games(120, seed=7, rules=rules, policy=("rule_of_thumb", "random"))
    seen: list[tuple[int, int]] = []
    spread = distributed.simulate_games(
        120,
        seed=7,
        rules=rules,
        policy=("rule_of_thumb", "random"),
        chunk_size=25,
        progress=lambda done, total: seen.append((done, total)),
    )
    assert same(local, spread)
    assert len(seen) == 5 and seen[-1] == (120, 120)


def test_every_game_is_that_of_one_machine() -> None:
    for game in ["coiffeur", "differenzler", "hindersi", "mittlere"]:
        local = jass.simulate_hands(40, seed=3, game=game)  # type: ignore[arg-type]
        assert same(distributed.simulate_hands(40, seed=3, game=game, chunk_size=15), local)
        local = jass.simulate_games(6, seed=3, game=game)  # type: ignore[arg-type]
        assert same(distributed.simulate_games(6, seed=3, game=game, chunk_size=4), local)


def test_an_empty_batch_has_the_columns() -> None:
    assert same(distributed.simulate_games(0), jass.simulate_games(0))


def test_errors_come_back_typed() -> None:
    with pytest.raises(jass.RulesError):
        distributed.simulate_games(10, rules="no_such_preset", chunk_size=5)
    with pytest.raises(ValueError, match="chunk_size"):
        distributed.simulate_hands(10, chunk_size=0)
    with pytest.raises(ValueError, match="seed"):
        distributed.simulate_hands(10, seed=2**64)
    with pytest.raises(ValueError, match="no function"):
        distributed.spread("no_such_function", 3)


@pytest.mark.parametrize("chunk_size", [None, 1, 7])
def test_the_arena_is_that_of_one_machine(chunk_size: int | None) -> None:
    seed = 2**64 - 10  # the seeds wrap around
    local = jass.run_arena("rule_of_thumb", "random", 20, seed=seed)
    spread = distributed.arena("rule_of_thumb", "random", 20, seed=seed, chunk_size=chunk_size)
    measured = {"micros_per_decision", "nanos"}
    assert sorted(spread) == sorted(local)
    assert {k: v for k, v in spread.items() if k not in measured} == {
        k: v for k, v in local.items() if k not in measured
    }
    assert spread["seeds"][0] == seed and spread["seeds"][-1] == 9


def test_an_arena_report_refuses_lists_of_different_lengths() -> None:
    with pytest.raises(ValueError, match="one entry per deal"):
        jass.arena_report([1, 2], [[[0, 0], [0, 0]]], [[0, 0]], [[0, 0]])
