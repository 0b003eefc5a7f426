"""What a game answers about itself beyond the seat to act: the current
hand's state, the finished hands, side prizes, written scores and claims,
each as the observation or the slate shows it."""

from __future__ import annotations

import pytest

import jass_engine as jass


def advance(game: jass.Game, actions: int, seed: int = 3) -> None:
    bot = jass.RuleOfThumbBot(seed=seed)
    for _ in range(actions):
        if game.to_act is None:
            return
        game.apply(bot.choose(game.observation(game.to_act)))


@pytest.mark.parametrize("kind", [jass.SchieberGame, jass.SchmausGame, jass.ZweierGame])
def test_the_current_hand_is_what_every_seat_sees(kind: type[jass.Game]) -> None:
    game = kind(seed=11)
    advance(game, 15)
    seen = game.observation(0)
    assert game.dealer == seen.dealer
    assert game.forehand == seen.forehand
    assert game.contract == seen.contract
    assert game.declarer == seen.declarer
    assert game.trick == seen.trick
    assert game.tricks == seen.tricks
    assert game.card_points == seen.card_points
    assert len(game.tricks) >= 1
    assert len(game.hands) == game.players
    for seat in range(game.players):
        assert game.hands[seat] == game.observation(seat).hand


def test_finished_hands_and_written_scores_add_up_to_the_scores() -> None:
    game = jass.SchieberGame(jass.Rules.preset("schieber", target=1000), seed=5)
    advance(game, 120)
    assert game.hands_finished >= 1
    assert game.hand_number == game.hands_finished
    entries = game.score_entries
    assert entries and {entry["kind"] for entry in entries} <= {"weis", "stoeck", "cards"}
    written = [0, 0]
    for entry in entries:
        assert entry["hand"] <= game.hand_number
        written[entry["team"]] += entry["points"]
    slate = game.slate()
    for team, side in enumerate(slate["sides"]):
        total = 100 * side["hundreds"] + 50 * side["fifties"] + 20 * side["twenties"] + side["remainder"]
        assert total == written[team]


def test_milestones_name_the_first_team_to_reach_them() -> None:
    rules = jass.Rules.preset("schieber", bergpreis=True)
    game = jass.SchieberGame(rules, seed=2)
    assert game.milestones == {"bergpreis": None, "baerger": None}
    advance(game, 5_000)
    assert game.is_over
    assert game.milestones["bergpreis"] in (0, 1)
    assert game.milestones["baerger"] is None


def test_a_claim_would_win_for_a_side_past_the_target() -> None:
    rules = jass.Rules.preset("schieber", end_mode="claims", target=300)
    game = jass.SchieberGame(rules, seed=6)
    assert not any(game.claim_would_win(seat) for seat in range(4))
    advance(game, 150)
    # Partners claim for the same side; a side far past the target wins.
    for seat in range(2):
        assert game.claim_would_win(seat) == game.claim_would_win(seat + 2)
        if game.scores[seat] >= 600:
            assert game.claim_would_win(seat)
    with pytest.raises(jass.ParseError):
        game.claim_would_win(4)
