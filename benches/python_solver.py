"""Speed of the solver from Python: a call of the module's functions, which
build a new solver each time, against the same call on a `Solver` kept
from one call to the next.

Positions come from seeded deals in a trump contract (♥), played with
random legal cards to the start of a trick with 2, 4 or 6 tricks left.
For each, the script times `solve_value` and `solve` (one thread), and
the batch a Perfect-Information Monte Carlo bot of one's own solves for a
card (`solve_many` of 8 deals that agree with the seat's observation,
on every core), with the function and with a kept solver. Each call is
timed on its own with `time.perf_counter_ns`; the figures are the medians
over every position and round, in microseconds. Every kept solver's
result is checked against the function's.

Run after `pip install ./jass-py`:

    python benches/python_solver.py [--deals 200] [--rounds 5]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from functools import partial
from typing import Callable, Optional, Sequence

import jass_engine as jass

TRICKS_LEFT = (2, 4, 6)
SAMPLES = 8


def game_at(seed: int, tricks_left: int) -> jass.SchieberGame:
    """The game of `seed` in ♥, played with random legal cards up to the
    start of a trick with `tricks_left` tricks left."""
    game = jass.SchieberGame(seed=seed)
    picker = random.Random(seed)
    while game.to_act is not None and game.contract is None:
        seat = game.to_act
        actions = game.observation(seat).legal_actions
        declare = jass.Declare(jass.Contract.HEARTS)
        game.apply(declare if declare in actions else jass.Shove())
    while len(game.observation(0).hand) > tricks_left:
        game.apply(jass.Play(picker.choice(list(game.legal_cards()))))
    return game


def timed(call: Callable[[], object]) -> float:
    """The microseconds one call takes."""
    start = time.perf_counter_ns()
    call()
    return (time.perf_counter_ns() - start) / 1000.0


def median_micros(calls: Sequence[Callable[[], object]], rounds: int) -> float:
    """The median microseconds of each of `calls`, over `rounds` passes."""
    return statistics.median(timed(call) for _ in range(rounds) for call in calls)


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200, help="seeded deals per number of tricks left")
    parser.add_argument("--rounds", type=int, default=5, help="passes over all positions")
    args = parser.parse_args(argv)

    one = jass.Solver(threads=1)
    every_core = jass.Solver()
    print(f"{args.deals} ♥ positions per row, {args.rounds} rounds; median µs per call")
    print(f"{'tricks left':>11} | {'call':<24} | {'function':>9} | {'kept Solver':>11} | ratio")
    for tricks_left in TRICKS_LEFT:
        games = [game_at(seed, tricks_left) for seed in range(args.deals)]
        positions = [jass.Position.from_game(game) for game in games]
        batches = []
        for seed, game in enumerate(games):
            seat = game.to_act
            assert seat is not None
            observation = game.observation(seat)
            deals = jass.sample_deals(observation, SAMPLES, seed=seed)
            batches.append([jass.Position.from_observation(observation, hands) for hands in deals])
        for p in positions:
            assert one.solve_value(p) == jass.solve_value(p, threads=1)
            kept, new = one.solve(p), jass.solve(p, threads=1)
            assert (kept.value, kept.card_values) == (new.value, new.card_values)
        for batch in batches[:20]:
            assert every_core.solve_value_many(batch) == [s.value for s in jass.solve_many(batch)]
        rows: list[tuple[str, list[Callable[[], object]], list[Callable[[], object]]]] = [
            (
                "solve_value, 1 thread",
                [partial(jass.solve_value, p, threads=1) for p in positions],
                [partial(one.solve_value, p) for p in positions],
            ),
            (
                "solve, 1 thread",
                [partial(jass.solve, p, threads=1) for p in positions],
                [partial(one.solve, p) for p in positions],
            ),
            (
                f"solve_many of {SAMPLES} deals",
                [partial(jass.solve_many, b) for b in batches],
                [partial(every_core.solve_many, b) for b in batches],
            ),
        ]
        for name, functions, kept_calls in rows:
            function = median_micros(functions, args.rounds)
            kept_time = median_micros(kept_calls, args.rounds)
            print(
                f"{tricks_left:>11} | {name:<24} | {function:>9.1f} | {kept_time:>11.1f} |"
                f" {function / kept_time:.2f}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
