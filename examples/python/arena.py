"""Plays a duplicate match between two bots and prints each side's mean
points per hand with a 95% confidence interval.

Every deal is played twice, the second time with the sides' seats swapped,
so the luck of the cards cancels (``jass.run_arena``, in Rust on all cores).
Then one hand is shown with ``jass.solve``: the value of every legal card
with all hands visible.

    pip install ./jass-py
    python examples/python/arena.py [--deals N] [--first pimc] [--second rule_of_thumb] [--samples 16]
    python examples/python/arena.py --rules schieber_six --first rule_of_thumb --second random
"""

from __future__ import annotations

import argparse
import time

import jass_engine as jass

PLAYERS = ["pimc", "rule_of_thumb", "random"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--first", choices=PLAYERS, default="pimc")
    parser.add_argument("--second", choices=PLAYERS, default="rule_of_thumb")
    parser.add_argument("--samples", type=int, default=16)
    parser.add_argument("--search-from-tricks", type=int, default=6)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--rules",
        default="schieber",
        help="a preset; the tables of five and six (schieber_five, schieber_six,"
        " schieber_six_double) are played without the PIMC bot",
    )
    args = parser.parse_args()

    start = time.perf_counter()
    report = jass.run_arena(
        args.first,
        args.second,
        args.deals,
        seed=args.seed,
        samples=args.samples,
        search_from_tricks=args.search_from_tricks,
        rules=args.rules,
    )
    elapsed = time.perf_counter() - start
    for side, name in enumerate([args.first, args.second]):
        print(
            f"{name:>13}: {report['means'][side]:7.2f} ± {report['ci95'][side]:5.2f} points per hand,"
            f" {report['micros_per_decision'][side]:9.1f} µs per decision"
        )
    print(
        f"difference: {report['difference']:+.2f} ± {report['difference_ci95']:.2f} points per hand"
        f" over {args.deals} duplicate deals ({elapsed:.1f} s)"
    )

    # One position solved with every hand visible: the last four tricks.
    game = jass.SchieberGame(seed=args.seed)
    game.apply(jass.Declare(jass.Contract.HEARTS))
    bot = jass.RuleOfThumbBot(1)
    while len(game.tricks) < 5:
        seat = game.to_act
        assert seat is not None
        game.apply(bot.choose(game.observation(seat)))
    solution = jass.solve(game)
    print(f"seat {solution.to_move} to play; the declarers can take {solution.value} more points")
    for card, value in sorted(solution.card_values.items(), key=lambda cv: -cv[1]):
        print(f"  {card}: {value}")
    print("perfect play:", " ".join(str(card) for card in solution.principal_variation))


if __name__ == "__main__":
    main()
