"""Playing a game out while checking it, shared by the game tests."""

from __future__ import annotations

import random
from typing import Callable, Union

import pytest

import jass_engine as jass

Bot = Union[jass.RandomBot, jass.RuleOfThumbBot]


def play_checking(game: jass.Game, bot: Bot, seed: int, stray: Callable[[random.Random], jass.Action]) -> int:
    """Plays `game` to its end with `bot` for every seat. Now and then an
    action from `stray` that is not legal must be refused, leaving the game
    unchanged; before the last card of every hand, the hand's card points
    plus that last trick must add up to 157. Returns the hands checked."""
    probe = random.Random(seed)
    hands = 0
    while game.to_act is not None:
        seen = game.observation(game.to_act)
        action = bot.choose(seen)
        assert action in seen.legal_actions
        if probe.random() < 0.2:
            wrong = stray(probe)
            if wrong not in seen.legal_actions:
                before = game.clone()
                with pytest.raises(jass.IllegalMoveError):
                    game.apply(wrong)
                assert game == before
        if isinstance(action, jass.Play) and len(seen.played) == 35:
            trick = list(seen.trick) + [action.card]
            assert sum(seen.card_points) + jass.trick_points(trick, seen.contract, game.rules, last=True) == 157
            hands += 1
        game.apply(action)
    assert game.is_over
    return hands


def stray_card(probe: random.Random) -> jass.Action:
    """Any card."""
    return jass.Play(jass.Card.from_index(probe.randrange(36)))


def random_games_digest(
    games: int, new_game: Callable[[int], jass.Game], scores: Callable[[jass.Game], list[int]]
) -> str:
    """The digest Rust (jass-core/tests/common) and C (tables.c) compute too:
    FNV-1a (64 bits) over "<seed> <score> … <action>|...\\n" of random
    games with seeds 0..games made by `new_game`, seat s of game g a bot
    seeded 8g + s, the scores as `scores` lists them."""
    value = 0xCBF29CE484222325
    for g in range(games):
        game = new_game(g)
        bots = [jass.RandomBot(8 * g + s) for s in range(game.players)]
        actions = []
        while (seat := game.to_act) is not None:
            action = bots[seat].choose(game.observation(seat))
            game.apply(action)
            actions.append(str(action))
        line = f"{g} {' '.join(str(s) for s in scores(game))} {'|'.join(actions)}\n"
        for byte in line.encode():
            value ^= byte
            value = (value * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return f"{value:016x}"

