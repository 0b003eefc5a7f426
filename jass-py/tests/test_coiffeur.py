"""Coiffeur Schieber (RULES.md §9.4) through Python: sessions, the score
sheet, rule options and hostile actions (the digests of random sessions are
in test_tables.py)."""

from __future__ import annotations

import pickle

import jass_engine as jass
import pytest


def test_a_session_plays_every_row_and_writes_its_sheet() -> None:
    game = jass.CoiffeurGame("coiffeur_10", 3)
    assert game.kind == "coiffeur"
    observation = game.observation(game.to_act or 0)
    assert observation.coiffeur is not None
    assert [row["multiplier"] for row in observation.coiffeur["rows"]] == list(range(1, 11))
    assert jass.ChooseRow(8, jass.Contract.OBENABE) in game.legal_actions()
    bot = jass.RuleOfThumbBot(3)
    while (seat := game.to_act) is not None:
        game.apply(bot.choose(game.observation(seat)))
    result = game.result
    assert result is not None
    assert result["reason"] in ("rows_played", "rows_tied")
    sheet = game.sheet()
    assert [row["kind"] for row in sheet[-2:]] == ["slalom", "guschti"]
    for team in (0, 1):
        cells = [row[f"team_{team}"] for row in sheet]
        assert all(cell is not None for cell in cells)
        assert sum(cell["score"] for cell in cells if cell is not None) == game.scores[team]
    assert "total" in game.sheet_text()
    assert jass.Game.replay(game.record()) == game
    assert pickle.loads(pickle.dumps(jass.ChooseRow(3, "hearts"))) == jass.ChooseRow(3, "hearts")
    assert repr(jass.ChooseRow(3, "hearts")) == "ChooseRow(3, Contract.HEARTS)"


def test_hostile_actions_raise_and_change_nothing() -> None:
    game = jass.CoiffeurGame("coiffeur_10", 2)
    record = game.record()
    refused = [
        (jass.ChooseRow(10, "hearts"), "no row 10"),
        (jass.ChooseRow(3, "obenabe"), "cannot be played as obenabe"),
        (jass.ChooseRow(8, "clubs"), "cannot be played as clubs"),
        (jass.Declare("hearts"), r"expects declaration \(in Coiffeur Schieber, choose row or shove\)$"),
        (jass.Rob(), "not possible now"),
        (jass.Claim(0), "claims"),
    ]
    for action, message in refused:
        with pytest.raises(jass.IllegalMoveError, match=message):
            game.apply(action)
        assert game.record() == record
    for _ in range(4):
        game.apply(jass.Shove())
    with pytest.raises(jass.IllegalMoveError, match="may not be shoved"):
        game.apply(jass.Shove())
    game.apply(jass.ChooseRow(3, "hearts"))
    with pytest.raises(jass.IllegalMoveError, match="not possible now"):
        game.apply(jass.ChooseRow(2, "diamonds"))
    with pytest.raises(jass.ParseError):
        jass.ChooseRow(12, "hearts")
    with pytest.raises(jass.IllegalMoveError):
        jass.SchieberGame(None, 1).apply(jass.ChooseRow(0, "spades"))
    with pytest.raises(jass.RulesError):
        jass.CoiffeurGame(jass.Rules.preset("schieber_six"), 1)
    with pytest.raises(jass.ParseError, match="^a deal at a table of 4 players is 4 hands, got 3$"):
        jass.CoiffeurGame(None, 1, deal=["HA"] * 3)


def test_the_rows_and_the_match_are_rule_options() -> None:
    rules = jass.Rules.preset(
        "coiffeur_8",
        coiffeur_rows=[{"kind": "obenabe", "multiplier": 3}, {"kind": "guschti", "multiplier": 11}],
        coiffeur_match=300,
    )
    game = jass.CoiffeurGame(rules, 9)
    assert jass.ChooseRow(1, "undenufe") in game.legal_actions()
    bot = jass.RandomBot(9)
    while (seat := game.to_act) is not None:
        game.apply(bot.choose(game.observation(seat)))
    assert len(game.sheet()) == 2
    assert game.hands_finished == 4


def test_simulations_play_coiffeur_hands_and_sessions() -> None:
    hands = jass.simulate_hands(30, seed=5, rules="coiffeur_10", game="coiffeur")
    declarer_team = hands["declarer"] % 2
    for row in range(30):
        other = 1 - declarer_team[row]
        assert hands["points"][row][other] == 0
    games = jass.simulate_games(2, seed=5, rules="coiffeur_8", policy="rule_of_thumb", game="coiffeur")
    assert list(games["hands"]) == [16, 16]
    with pytest.raises(ValueError, match="coiffeur"):
        jass.simulate_games(1, game="skat")  # type: ignore[arg-type]
