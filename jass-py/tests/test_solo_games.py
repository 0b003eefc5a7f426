"""Differenzler (RULES.md §9.1) and Hindersi (§9.2) through Python: the
classes, predictions, each seat's totals and places, the score sheet,
hostile input, and the digests Rust and C pin."""

from __future__ import annotations

import os
from typing import Union

import jass_engine as jass
import pytest

from _games import random_games_digest

# The digests of 20 games, as jass-core/tests/solo_games.rs and
# jass-ffi/tests/c/tables.expected pin them, and of 10,000 games (Rust's
# and C's `tables 10000` too).
PINNED = {"differenzler": "391cbb45e3f456f5", "hindersi": "d96930910c149b3d"}
PINNED_10000 = {"differenzler": "ee80156f3d2529c1", "hindersi": "35ba80f216081e4d"}

_SoloGame = Union[jass.DifferenzlerGame, jass.HindersiGame]


def new_game(preset: str, seed: int, rules: jass.Rules | None = None) -> _SoloGame:
    if preset == "differenzler":
        return jass.DifferenzlerGame(rules, seed)
    return jass.HindersiGame(rules, seed)


def digest(preset: str, games: int) -> str:
    """The digest of `games` random games of the preset, each line giving
    each seat's total."""
    return random_games_digest(games, lambda g: new_game(preset, g), lambda game: game.seat_totals)


@pytest.mark.parametrize("preset", sorted(PINNED))
def test_random_games_give_the_digest_rust_and_c_give(preset: str) -> None:
    games = int(os.environ.get("JASS_TABLE_GAMES", "20"))
    value = digest(preset, games)
    print(f"{preset} {games} {value}")
    if games == 20:
        assert value == PINNED[preset]
    if games == 10_000:
        assert value == PINNED_10000[preset]


def test_a_differenzler_game_predicts_plays_and_scores() -> None:
    game = jass.DifferenzlerGame(seed=3)
    assert game.kind == "differenzler" and game.players == 4
    assert game.expecting == "prediction" and game.to_act == 0
    legal = game.legal_actions()
    assert len(legal) == 158 and legal[40] == jass.Predict(40)
    assert game.contract is not None
    for points in (30, 45, 0, 60):
        game.apply(jass.Predict(points))
    assert game.observation(1).predictions == [30, 45, 0, 60]
    assert game.expecting == "card"
    bots = [jass.RuleOfThumbBot(s) for s in range(4)]
    while (seat := game.to_act) is not None:
        game.apply(bots[seat].choose(game.observation(seat)))
    assert game.hands_finished == 12
    sheet = game.score_sheet()
    assert sheet is not None and len(sheet["rows"]) == 12
    assert sheet["rows"][0]["predictions"][:4] == [30, 45, 0, 60]
    assert sheet["rows"][-1]["totals"][:4] == game.seat_totals
    places = game.places
    assert places is not None and 1 in places
    result = game.result
    assert result is not None and result["reason"] == "hands_played"
    assert jass.DifferenzlerGame.replay(game.record()) == game


def test_hidden_predictions_show_only_ones_own() -> None:
    game = jass.DifferenzlerGame(jass.Rules.preset("differenzler", predictions="hidden", players=3), 1)
    assert game.players == 3 and len(game.hands[0]) == 12
    for points in (20, 50):
        game.apply(jass.Predict(points))
    assert game.observation(1).predictions == [None, 50, None]
    assert game.observation(0).predictions == [20, None, None]


def test_a_hindersi_game_charges_the_points_taken() -> None:
    game = jass.HindersiGame(seed=2)
    assert game.expecting == "card"
    bots = [jass.RuleOfThumbBot(s) for s in range(4)]
    while (seat := game.to_act) is not None:
        game.apply(bots[seat].choose(game.observation(seat)))
    sheet = game.score_sheet()
    assert sheet is not None and len(sheet["rows"]) == 4
    for row in sheet["rows"]:
        assert sum(row["points"]) == 157
    assert jass.SchieberGame().score_sheet() is None


@pytest.mark.parametrize(("preset", "players"), [("differenzler", 4), ("hindersi", 3), ("hindersi", 4)])
def test_places_are_a_list_of_ints(preset: str, players: int) -> None:
    game = new_game(preset, 2, jass.Rules.preset(preset, players=players))
    assert game.places is None
    bots = [jass.RuleOfThumbBot(s) for s in range(players)]
    while (seat := game.to_act) is not None:
        game.apply(bots[seat].choose(game.observation(seat)))
    places = game.places
    # A list as the stub says, not `bytes`.
    assert type(places) is list and len(places) == players
    assert all(type(place) is int for place in places) and min(places) == 1
    totals = game.seat_totals
    best = min(totals)
    assert [place == 1 for place in places] == [total == best for total in totals]


def test_hostile_predictions_raise_and_change_nothing() -> None:
    game = jass.DifferenzlerGame(seed=4)
    before = game.record()
    card = next(iter(game.hands[0]))
    for action in (jass.Predict(158), jass.Play(card), jass.Shove(), jass.Declare(jass.Contract.HEARTS)):
        with pytest.raises(jass.IllegalMoveError):
            game.apply(action)
        assert game.record() == before
    with pytest.raises(OverflowError):
        jass.Predict(-1)
    with pytest.raises(jass.IllegalMoveError):
        jass.HindersiGame(seed=4).apply(jass.Predict(0))
    with pytest.raises(jass.RulesError):
        jass.DifferenzlerGame(jass.Rules.preset("differenzler", players=5))
    with pytest.raises(jass.RulesError):
        jass.SchieberGame(jass.Rules.preset("schieber", players=3))
    with pytest.raises(jass.ParseError):
        jass.HindersiGame.replay(game.record())


def test_solo_batches_give_the_games_rows() -> None:
    games = jass.simulate_games(6, game="differenzler", seed=3, policy="rule_of_thumb", threads=2)
    assert sorted(games) == ["hands", "places", "seat_totals", "seat_zeros", "seed"]
    assert games["seat_totals"].shape == (6, 4) and games["places"].shape == (6, 4)
    assert (games["hands"] == 12).all() and games["seed"].tolist() == list(range(3, 9))
    assert games["seat_totals"].dtype.name == "int64"
    assert (games["places"].min(axis=1) == 1).all()
    # Row 0 is the game of seed 3 played by the rule-of-thumb bot.
    game = jass.DifferenzlerGame(seed=3)
    bot = jass.RuleOfThumbBot(seed=3 ^ 0x9E3779B97F4A7C15)
    while (seat := game.to_act) is not None:
        game.apply(bot.choose(game.observation(seat)))
    assert games["seat_totals"][0].tolist() == list(game.seat_totals)[:4]
    three = jass.simulate_hands(5, game="hindersi", rules=jass.Rules.preset("hindersi", players=3))
    assert sorted(three) == ["contract", "predictions", "seat_card_points", "seat_scores", "seat_zeros", "seed"]
    assert three["seat_zeros"].shape == (5, 3) and not three["seat_zeros"].any()
    assert three["seat_card_points"].shape == (5, 3)
    assert (three["seat_card_points"].sum(axis=1) == 157).all()
    assert (three["predictions"] == -1).all()
    assert ((three["contract"] >= 0) & (three["contract"] < 4)).all()
    hands = jass.simulate_hands(5, seed=3, game="differenzler")
    assert (hands["predictions"] >= 0).all()
    with pytest.raises(ValueError, match="unknown game"):
        jass.simulate_games(1, game="skat")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="cannot be simulated"):
        jass.simulate_hands(1, game="schmaus")  # type: ignore[arg-type]
    with pytest.raises(jass.RulesError):
        jass.simulate_games(1, game="differenzler", rules=jass.Rules.preset("differenzler", players=6))
