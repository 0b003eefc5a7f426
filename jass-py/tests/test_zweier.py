"""ZweierGame: Jass für zwei (RULES.md §7) through the same Game API."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import jass_engine as jass
from _games import play_checking, stray_card
from jass_engine.interop import jasskit


def fans(seed: int) -> tuple[list[jass.CardSet], list[jass.CardSet]]:
    """Two rounds of fans from a seeded deal: seat 0 and seat 1 each."""
    hands = jass.deal(seed)
    return [hands[0], hands[1]], [hands[2], hands[3]]


def test_a_new_game_waits_for_the_non_dealer_to_name_trump() -> None:
    game = jass.ZweierGame(seed=3)
    assert isinstance(game, jass.Game)
    assert (game.kind, game.players, game.hand_number, game.to_act) == ("zweier", 2, 0, 0)
    assert game.rules == jass.Rules.preset("zweier")
    assert game.expecting == "declaration"
    assert jass.Declare("hearts") in game.legal_actions()
    seen = game.observation(0)
    assert (seen.game, seen.dealer, seen.forehand) == ("zweier", 1, 0)
    assert len(seen.known) == 2 and len(seen.announced) == 2
    assert len(seen.hand) == 9
    assert seen.trick.players == 2
    with pytest.raises(jass.ParseError, match=r"^seat 2 is not at a table of 2 \(seats 0 to 1\)$"):
        game.observation(2)
    assert "ZweierGame" in repr(game)


def test_given_fans_and_dealer() -> None:
    first, second = fans(4)
    game = jass.ZweierGame("zweier", 1, first_fans=first, second_fans=second, dealer=0)
    assert game.to_act == 1
    assert game.observation(0).hand == first[0]
    assert jass.ZweierGame.replay(game.record()) == game


def test_bad_zweier_games_raise_typed_errors() -> None:
    first, second = fans(4)
    with pytest.raises(jass.RulesError, match="target"):
        jass.ZweierGame(jass.Rules.preset("zweier", target=0))
    with pytest.raises(jass.ParseError, match="^a deal at a table of 2 players is 2 hands, got 4$"):
        jass.ZweierGame(first_fans=first + first, second_fans=second)
    with pytest.raises(ValueError, match="both first_fans and second_fans"):
        jass.ZweierGame(first_fans=first)
    with pytest.raises(ValueError, match="dealer"):
        jass.ZweierGame(dealer=0)
    with pytest.raises(jass.ParseError, match="seat"):
        jass.ZweierGame(first_fans=first, second_fans=second, dealer=2)
    with pytest.raises(jass.ParseError, match="dealt twice"):
        jass.ZweierGame(first_fans=first, second_fans=first)


def test_records_replay_to_their_own_class_only() -> None:
    game = jass.ZweierGame(seed=5)
    bot = jass.RuleOfThumbBot(5)
    while game.to_act is not None:
        game.apply(bot.choose(game.observation(game.to_act)))
    assert game.is_over and max(game.scores) >= 1000
    record = game.record()
    assert record["game"] == "zweier"
    again = jass.Game.replay(json.dumps(record))
    assert type(again) is jass.ZweierGame and again == game
    assert type(game.clone()) is jass.ZweierGame
    with pytest.raises(jass.ParseError, match="Zweier"):
        jass.SchieberGame.replay(record)
    with pytest.raises(jass.ParseError, match="Schieber"):
        jass.ZweierGame.replay(jass.SchieberGame().record())


def test_jasskit_states_are_schieber_only() -> None:
    with pytest.raises(ValueError, match="jass-kit plays Schieber"):
        jasskit.game_to_json(jass.ZweierGame())


@settings(max_examples=40)
@given(st.integers(0, 2**64 - 1), st.booleans())
def test_zweier_hands_count_157_and_accept_only_legal_actions(seed: int, rule_of_thumb: bool) -> None:
    bot = jass.RuleOfThumbBot(seed) if rule_of_thumb else jass.RandomBot(seed)
    game = jass.ZweierGame(seed=seed)
    assert play_checking(game, bot, seed, stray_card) >= 1
