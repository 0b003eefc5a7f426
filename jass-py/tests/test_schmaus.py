"""SchmausGame: Schmaus (RULES.md §6) through the same Game API."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import jass_engine as jass
from _games import play_checking, stray_card


def deck(seed: int) -> list[jass.Card]:
    """36 different cards in a seeded order."""
    cards = list(jass.CardSet.ALL)
    random.Random(seed).shuffle(cards)
    return cards


def test_a_new_game_has_a_talon_and_a_drawn_dealer() -> None:
    game = jass.SchmausGame(seed=3)
    assert isinstance(game, jass.Game)
    assert (game.kind, game.players, game.hand_number) == ("schmaus", 2, 0)
    assert game.rules == jass.Rules.preset("schmaus")
    seen = game.observation(0)
    assert seen.game == "schmaus"
    assert seen.forehand != seen.dealer
    talon = seen.talon
    assert talon is not None
    assert talon["face_down"] > 0
    assert talon["turned_up"] is None or isinstance(talon["turned_up"], jass.Card)
    assert seen.contract is not None  # the turned-up card names trump
    assert len(seen.known) == 2 and seen.trick.players == 2
    assert "SchmausGame" in repr(game)
    # The dealer is drawn from the seed, or given.
    assert jass.SchmausGame(seed=3).observation(1).dealer == seen.dealer
    assert jass.SchmausGame(seed=3, dealer=0).observation(0).dealer == 0
    assert jass.SchmausGame(seed=3, dealer=1).observation(0).dealer == 1


def test_a_given_deck() -> None:
    cards = deck(1)
    game = jass.SchmausGame(seed=2, deck=cards, dealer=1)
    assert jass.SchmausGame.replay(game.record()) == game
    assert game.record()["deal"] == [str(c) for c in cards]
    other = jass.SchmausGame(seed=2, deck=[str(c) for c in cards], dealer=1)
    assert other == game
    drawn = jass.SchmausGame(seed=2, deck=cards)
    assert drawn.observation(0).dealer == jass.SchmausGame(seed=2).observation(0).dealer


def test_bad_schmaus_games_raise_typed_errors() -> None:
    cards = deck(1)
    with pytest.raises(jass.RulesError, match="target"):
        jass.SchmausGame(jass.Rules.preset("schmaus", target=0))
    # As SchieberGame and every other deck: a ParseError.
    for game in (jass.SchmausGame, jass.SchieberGame):
        with pytest.raises(jass.ParseError, match="^the deck has 35 cards, expected 36$"):
            game(deck=cards[:35])
    with pytest.raises(jass.ParseError, match="twice"):
        jass.SchmausGame(deck=cards[:35] + cards[:1])
    with pytest.raises(jass.ParseError):
        jass.SchmausGame(deck=["HX"] + cards[1:])
    with pytest.raises(jass.ParseError, match="seat"):
        jass.SchmausGame(dealer=2)


def test_robbing_the_turned_up_trump_when_legal() -> None:
    for seed in range(200):
        game = jass.SchmausGame(seed=seed)
        bot = jass.RandomBot(seed)
        for _ in range(60):
            if game.to_act is None:
                break
            if jass.Rob() in game.legal_actions():
                seat = game.to_act
                game.apply(jass.Rob())
                assert game.observation(seat).talon is not None
                return
            game.apply(bot.choose(game.observation(game.to_act)))
    pytest.fail("no seed offered a rob")


def test_records_replay_to_their_own_class_only() -> None:
    game = jass.SchmausGame(seed=5)
    bot = jass.RuleOfThumbBot(5)
    while game.to_act is not None:
        game.apply(bot.choose(game.observation(game.to_act)))
    assert game.is_over and max(game.scores) >= 1500
    record = game.record()
    again = jass.Game.replay(json.dumps(record))
    assert type(again) is jass.SchmausGame and again == game
    with pytest.raises(jass.ParseError, match="Schmaus"):
        jass.ZweierGame.replay(record)


def stray_action(probe: random.Random) -> jass.Action:
    """Any card, a rob or a shove."""
    return probe.choice([stray_card(probe), jass.Rob(), jass.Shove()])


@settings(max_examples=40)
@given(st.integers(0, 2**64 - 1), st.booleans())
def test_schmaus_hands_count_157_and_accept_only_legal_actions(seed: int, rule_of_thumb: bool) -> None:
    bot = jass.RuleOfThumbBot(seed) if rule_of_thumb else jass.RandomBot(seed)
    game = jass.SchmausGame(seed=seed)
    assert play_checking(game, bot, seed, stray_action) >= 1
