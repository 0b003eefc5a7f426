"""Simulates 100,000 hands of Schieber in Rust and prints the average
points per contract, then 10,000 hands of Differenzler through the same
call (``game="differenzler"``) and how far the predictions were off.

Every hand is dealt from its own seed and played out by the engine on all
cores (``jass.simulate_hands``); the results come back as numpy arrays, one
row per hand.

    pip install ./jass-py
    python examples/python/simulate.py [--hands N] [--policy random|rule_of_thumb] [--preset NAME]
"""

from __future__ import annotations

import argparse
import time

import numpy as np

import jass_engine as jass


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--hands", type=int, default=100_000)
    parser.add_argument("--policy", choices=["random", "rule_of_thumb"], default="random")
    parser.add_argument("--preset", choices=jass.Rules.presets(), default="schieber")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    rules = jass.Rules.preset(args.preset)
    start = time.perf_counter()
    hands = jass.simulate_hands(args.hands, seed=args.seed, rules=rules, policy=args.policy)
    seconds = time.perf_counter() - start
    print(f"{args.hands:,} hands ({args.policy}, {args.preset}) in {seconds:.2f} s")
    print("per contract: hands, the declaring side's average points (multiplier included) and card")
    print("points, how often it made match, and how often a side scored weis")

    # Every hand's card points add up to 157 before multipliers (RULES.md §2).
    assert (hands["card_points"].sum(axis=1) == 157).all()

    rows = np.arange(args.hands)
    declaring = hands["declarer"] % 2
    points = hands["points"][rows, declaring].astype(np.int64)
    card_points = hands["card_points"][rows, declaring].astype(np.int64)
    print(f"{'contract':10} {'hands':>8} {'points':>10} {'card points':>12} {'matches':>8} {'weis':>6}")
    for contract in jass.Contract.all():
        chosen = hands["contract"] == contract.index
        count = int(chosen.sum())
        if count == 0:
            continue
        matches = float((hands["match_team"][chosen] == declaring[chosen]).mean())
        weis = float((hands["weis_team"][chosen] >= 0).mean())
        print(
            f"{contract.name:10} {count:8,} {points[chosen].mean():10.1f} {card_points[chosen].mean():12.1f}"
            f" {matches:8.2%} {weis:6.1%}"
        )
    everyone = hands["points"].sum(axis=1).mean()
    print(f"both sides together score {everyone:.1f} points per hand on average (multipliers included)")

    # The same call plays the games each on their own; their rows hold the
    # seat columns, one array column per seat.
    solo = jass.simulate_hands(args.hands // 10, seed=args.seed, policy=args.policy, game="differenzler")
    assert (solo["seat_card_points"].sum(axis=1) == 157).all()
    off = np.abs(solo["predictions"].astype(np.int32) - solo["seat_card_points"]).mean(axis=0)
    print(f"{args.hands // 10:,} Differenzler hands: predictions off by " + ", ".join(
        f"seat {seat} {value:.1f}" for seat, value in enumerate(off)) + " card points on average")


if __name__ == "__main__":
    main()
