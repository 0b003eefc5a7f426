"""Mittlere (RULES.md §9.3) through Python: the class, trump founded by the
first card off the suit led, strokes and zeros, places, the score sheet,
hostile input, and the digest Rust and C pin."""

from __future__ import annotations

import os

import jass_engine as jass
import pytest

from _games import random_games_digest

# The digest of 20 games, as jass-core/tests/mittlere.rs and
# jass-ffi/tests/c/tables.expected pin it, and of 10,000 games (Rust's and
# C's `tables 10000` too).
PINNED = "b54111e68108eee0"
PINNED_10000 = "287518e9bc454ac1"


def digest(games: int) -> str:
    """The digest of `games` random games, each line giving each seat's
    strokes and then each seat's zeros."""

    def scores(game: jass.Game) -> list[int]:
        assert isinstance(game, jass.MittlereGame)
        return game.seat_totals + game.zero_totals

    return random_games_digest(games, lambda g: jass.MittlereGame(seed=g), scores)


def test_random_games_give_the_digest_rust_and_c_give() -> None:
    games = int(os.environ.get("JASS_TABLE_GAMES", "20"))
    value = digest(games)
    print(f"mittlere {games} {value}")
    if games == 20:
        assert value == PINNED
    if games == 10_000:
        assert value == PINNED_10000


def test_a_mittlere_game_founds_trump_plays_and_scores() -> None:
    game = jass.MittlereGame(seed=3)
    assert game.kind == "mittlere" and game.players == 3
    assert all(len(hand) == 12 for hand in game.hands)
    assert game.contract is None and game.observation(1).contract is None
    bots = [jass.RuleOfThumbBot(s) for s in range(3)]
    founded = None
    while game.hands_finished == 0:
        seat = game.to_act
        assert seat is not None
        trick = game.observation(seat).trick
        action = bots[seat].choose(game.observation(seat))
        assert isinstance(action, jass.Play)
        led = trick.cards[0].suit if len(trick.cards) > 0 else None
        if founded is None and led is not None and action.card.suit != led:
            founded = action.card.suit
        game.apply(action)
        if game.hands_finished == 0 and founded is not None:
            contract = game.contract
            assert contract is not None and contract.trump == founded
            assert game.observation((seat + 1) % 3).contract == contract
    while (seat := game.to_act) is not None:
        game.apply(bots[seat].choose(game.observation(seat)))
    assert game.hands_finished == 12
    sheet = game.score_sheet()
    assert sheet is not None and sheet["game"] == "mittlere" and len(sheet["rows"]) == 12
    for row in sheet["rows"]:
        assert sum(row["points"][:3]) == 157
        assert (sum(row["scores"][:3]), sum(row["zeros"][:3])) in ((2, 2), (0, 0))
    assert sheet["rows"][-1]["totals"][:3] == game.seat_totals
    assert sheet["rows"][-1]["zero_totals"][:3] == game.zero_totals
    places = game.places
    assert places is not None and 1 in places
    best = max(range(3), key=lambda s: (game.seat_totals[s], -game.zero_totals[s]))
    assert places[best] == 1
    result = game.result
    assert result is not None and result["reason"] == "hands_played"
    assert jass.MittlereGame.replay(game.record()) == game
    assert type(jass.Game.replay(game.record())) is jass.MittlereGame


def test_hostile_actions_are_refused_and_change_nothing() -> None:
    game = jass.MittlereGame(seed=5)
    record = game.record()
    for action in (
        jass.Predict(40),
        jass.Declare(jass.Contract.OBENABE),
        jass.ChooseRow(0, jass.Contract.HEARTS),
        jass.Shove(),
        jass.Pass(),
        jass.Rob(),
    ):
        with pytest.raises(jass.IllegalMoveError):
            game.apply(action)
        assert game.record() == record
    # A card not in the hand of the player to act.
    seat = game.to_act
    assert seat is not None
    other = next(iter(game.hands[(seat + 1) % 3]))
    with pytest.raises(jass.IllegalMoveError):
        game.apply(jass.Play(other))
    assert game.record() == record
    # A card that does not follow suit before trump exists founds nothing.
    game.apply(jass.Play(next(iter(game.legal_cards()))))
    seat = game.to_act
    assert seat is not None
    led = game.observation(seat).trick.cards[0].suit
    hand = game.hands[seat]
    off_suit = [c for c in hand if c.suit != led]
    if len(game.legal_cards()) < len(hand) and off_suit:
        record = game.record()
        with pytest.raises(jass.IllegalMoveError):
            game.apply(jass.Play(off_suit[0]))
        assert game.record() == record and game.contract is None


def test_mittlere_refuses_a_table_of_four() -> None:
    with pytest.raises(jass.JassError):
        jass.MittlereGame(jass.Rules.preset("mittlere", players=4))
    assert jass.Rules.preset("mittlere").players == 3
