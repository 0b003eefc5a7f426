"""A Perfect-Information Monte Carlo bot of one's own, written in Python on
the engine's parts, played against the rule-of-thumb bot.

For each card it decides, the bot draws deals of the cards its seat cannot
see (``jass.sample_deals``: every deal that agrees with what the seat saw
is equally likely), makes each a position with every hand open
(``jass.Position.from_observation``), solves them all at once on every
core with a solver it keeps from card to card (``jass.Solver``, whose
``solve_many`` does not build its tables again for each call) and plays
the card with the best mean for its team. Before its last tricks, and to declare, it plays by the rule of
thumb. Each deal is played twice with the teams' seats swapped, so the
luck of the cards cancels; the engine's own ``PimcBot`` and
``run_arena`` do the same in Rust.

    pip install ./jass-py
    python examples/python/own_pimc.py [--deals 100] [--samples 8] [--search-from-tricks 5]
"""

from __future__ import annotations

import argparse
import statistics

import jass_engine as jass


class OwnPimc:
    """Samples, solves and averages: a bot with ``choose(observation)``."""

    def __init__(self, seed: int, samples: int, search_from_tricks: int) -> None:
        self.seed = seed
        self.samples = samples
        self.search_from_tricks = search_from_tricks
        self.fallback = jass.RuleOfThumbBot(seed)
        self.solver = jass.Solver()

    def choose(self, observation: jass.Observation) -> jass.Action:
        legal = [action for action in observation.legal_actions if isinstance(action, jass.Play)]
        if len(legal) < 2 or len(observation.hand) > self.search_from_tricks:
            return self.fallback.choose(observation)
        self.seed += 1
        deals = jass.sample_deals(observation, self.samples, seed=self.seed)
        positions = [jass.Position.from_observation(observation, hands) for hands in deals]
        solutions = self.solver.solve_many(positions)
        # The values are the declarers' points: the defenders want them low.
        sign = 1 if observation.team_of(observation.seat) == solutions[0].declarers else -1
        means = {
            action.card: sign * statistics.fmean(s.card_values[action.card] for s in solutions)
            for action in legal
        }
        best = max(means, key=lambda card: means[card])
        return jass.Play(best)


def first_hand(seed: int, ours: int, bot: OwnPimc, other: jass.RuleOfThumbBot) -> float:
    """The points of team `ours` (the bot's) minus the other team's in the
    first hand of `seed`."""
    game = jass.SchieberGame(seed=seed)
    while game.hands_finished == 0:
        seat = game.to_act
        assert seat is not None
        player: jass.Bot = bot if seat % 2 == ours else other
        game.apply(player.choose(game.observation(seat)))
    return game.scores[ours] - game.scores[1 - ours]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--samples", type=int, default=8)
    parser.add_argument("--search-from-tricks", type=int, default=5)
    args = parser.parse_args()

    bot = OwnPimc(seed=1, samples=args.samples, search_from_tricks=args.search_from_tricks)
    differences = []
    for seed in range(args.deals):
        # The same deal twice: the bot's team in seats 0 and 2, then 1 and 3.
        both = [first_hand(seed, team, bot, jass.RuleOfThumbBot(seed)) for team in (0, 1)]
        differences.append(statistics.fmean(both))
    mean = statistics.fmean(differences)
    spread = 1.96 * statistics.stdev(differences) / len(differences) ** 0.5 if len(differences) > 1 else 0.0
    print(
        f"own PIMC minus rule of thumb: {mean:+.1f} ± {spread:.1f} points per hand"
        f" over {args.deals} duplicate deals ({args.samples} samples from {args.search_from_tricks} tricks left)"
    )


if __name__ == "__main__":
    main()
