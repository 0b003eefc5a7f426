"""Schieber at tables of five and six (RULES.md §5.2) through Python."""

from __future__ import annotations

import os

import jass_engine as jass
import pytest

from _games import random_games_digest

# The digests of 20 games, as jass-core/tests/tables.rs and
# jass-ffi/tests/c/tables.expected pin them.
PINNED = {"schieber_five": "25d4999df3c8cff4", "schieber_six": "7d8515989bebf726"}


def digest(preset: str, games: int) -> str:
    """The digest of `games` random games under the preset, each line
    giving both sides' scores."""
    rules = jass.Rules.preset(preset)
    return random_games_digest(games, lambda g: jass.SchieberGame(rules, g), lambda game: list(game.scores))


@pytest.mark.parametrize("preset", sorted(PINNED))
def test_random_games_give_the_digest_rust_and_c_give(preset: str) -> None:
    games = int(os.environ.get("JASS_TABLE_GAMES", "20"))
    value = digest(preset, games)
    print(f"{preset} {games} {value}")
    if games == 20:
        assert value == PINNED[preset]


def test_tables_of_five_and_six_deal_their_hands() -> None:
    six = jass.SchieberGame(jass.Rules.preset("schieber_six"), 1)
    assert six.players == 6
    assert [len(hand) for hand in six.hands] == [6] * 6
    five = jass.SchieberGame(jass.Rules.preset("schieber_five"), 1)
    assert five.players == 5
    rules = jass.Rules.preset("schieber_five")
    assert rules.cards_per_player() == 7
    assert len(rules.pack()) == 35
    assert rules.removed_card == "D7"
    declarer = five.to_act
    five.apply(jass.Declare(jass.Contract.OBENABE))
    observation = five.observation(4)
    assert observation.players == 5
    assert observation.team_of(4) == declarer % 2
    with pytest.raises(jass.ParseError):
        observation.team_of(5)


def test_bad_tables_and_deals_are_refused() -> None:
    with pytest.raises(jass.RulesError):
        jass.Rules.preset("schieber", players=7)
    with pytest.raises(jass.ParseError, match="table of 3"):
        jass.SchieberGame(jass.Rules.preset("schieber", players=3))
    rules = jass.Rules.preset("schieber_six")
    with pytest.raises(ValueError):
        jass.SchieberGame(rules, 1, deal=["HA"] * 4, dealer=5)
    hands = jass.SchieberGame(rules, 1).hands
    with pytest.raises(jass.ParseError, match="twice"):
        jass.SchieberGame(rules, 1, deal=[*hands[:5], hands[0]], dealer=5)
    five = jass.Rules.preset("schieber_five")
    five_hands = jass.SchieberGame(five, 1).hands
    with pytest.raises(jass.ParseError, match="seat 4"):
        jass.SchieberGame(five, 1, deal=five_hands, dealer=4)
    with pytest.raises(jass.ParseError):
        jass.Claim(6)
