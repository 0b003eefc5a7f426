"""Type-checked by `mypy --strict` (scripts/test-python.sh) and run by
test_bot_protocol.py: the engine's bots and a bot of one's own go in one
list of `jass.Bot`."""

from __future__ import annotations

import jass_engine as jass


class FirstLegal:
    """Plays the first legal action."""

    def choose(self, observation: jass.Observation) -> jass.Action:
        return observation.legal_actions[0]


def play(game: jass.Game, bots: list[jass.Bot]) -> jass.Game:
    """Plays `game` to its end, seat `i` choosing with `bots[i]`."""
    while (seat := game.to_act) is not None:
        game.apply(bots[seat].choose(game.observation(seat)))
    return game


def main() -> dict[str, int] | None:
    bots: list[jass.Bot] = [jass.RandomBot(1), FirstLegal(), jass.RuleOfThumbBot(2), FirstLegal()]
    game = play(jass.SchieberGame(seed=9), bots)
    result = game.result
    if result is None:
        return None
    return {"winner": result["winner"], "hands": game.hands_finished}


if __name__ == "__main__":
    print(main())
