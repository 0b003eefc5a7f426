"""The `Bot` protocol: the engine's bots and one's own satisfy it."""

from __future__ import annotations

import jass_engine as jass

from typing_bots import FirstLegal, main


def test_engine_bots_and_own_bots_are_bots() -> None:
    for bot in [jass.RandomBot(), jass.RuleOfThumbBot(), FirstLegal()]:
        assert isinstance(bot, jass.Bot)
    assert not isinstance(object(), jass.Bot)
    assert "Bot" in jass.__all__


def test_a_list_of_bots_plays_a_game() -> None:
    outcome = main()
    assert outcome is not None and outcome["winner"] in (0, 1) and outcome["hands"] >= 1
