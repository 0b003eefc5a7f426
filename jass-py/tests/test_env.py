"""jass_engine.env: the PettingZoo AEC environment for one Schieber hand."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

import jass_engine as jass
from jass_engine.env import (
    ACTIONS,
    DIFFERENZLER_ACTIONS,
    DifferenzlerEnv,
    SchieberEnv,
    action_index,
    action_of_index,
    differenzler_action_index,
    differenzler_action_of_index,
    differenzler_env,
    env,
)


def random_episode(game_env: SchieberEnv, seed: int) -> dict[str, float]:
    """Plays one hand with random legal actions; returns each agent's total
    reward."""
    game_env.reset(seed=seed)
    totals = {agent: 0.0 for agent in game_env.possible_agents}
    picker = np.random.default_rng(seed)
    for agent in game_env.agent_iter():
        observation, reward, terminated, truncated, _ = game_env.last()
        totals[agent] += reward
        if terminated or truncated:
            action = None
        else:
            action = int(picker.choice(np.flatnonzero(observation["action_mask"])))
        game_env.step(action)
    return totals


# PettingZoo's api_test advises flat Box observations and names the few of
# its own environments allowed dict observations; a dict with "observation"
# and "action_mask" is nevertheless its convention for masked actions. A
# terminated agent has no legal action, so its mask is all zeros.
ADVICE = [
    "ignore:Observation is not a NumPy array",
    "ignore:Observation space for each agent probably should be",
    "ignore:Action mask numpy array is all zeros",
]


@pytest.mark.filterwarnings(*ADVICE)
@pytest.mark.parametrize("rules", [None, "schieber_1000", jass.Rules(weis_mode="announced", end_mode="claims")])
def test_pettingzoos_api_test_passes(rules: Any) -> None:
    api_test(env(rules), num_cycles=200)


@pytest.mark.filterwarnings(*ADVICE)
def test_pettingzoos_seed_test_passes() -> None:
    seed_test(lambda: env(), num_cycles=50)


def test_spaces_and_observations() -> None:
    game_env = SchieberEnv(render_mode="ansi")
    game_env.reset(seed=3)
    agent = game_env.agent_selection
    assert game_env.action_space(agent).n == ACTIONS == 43
    observation = game_env.observe(agent)
    assert game_env.observation_space(agent).contains(observation)
    assert observation["hand"].sum() == 9
    assert observation["contract"].tolist() == [0, 0, 0, 0, 0, 0, 1]
    assert observation["declarer"].sum() == 0
    # Forehand may declare any contract or shove.
    assert np.flatnonzero(observation["action_mask"]).tolist() == list(range(36, 43))
    flat = observation["observation"]
    assert flat.shape == (335,) and flat.dtype == np.int8
    assert (flat[:36] == observation["hand"]).all()
    text = game_env.render()
    assert isinstance(text, str) and "player_0" in text
    game_env.step(36 + jass.Contract.HEARTS.index)
    seat = int(agent[-1])
    after = game_env.observe(agent)
    assert after["contract"][jass.Contract.HEARTS.index] == 1
    assert after["declarer"][0] == 1
    partner = game_env.observe(f"player_{(seat + 2) % 4}")
    assert partner["declarer"][2] == 1
    card = int(np.flatnonzero(after["action_mask"])[0])
    game_env.step(card)
    seen_by_next = game_env.observe(f"player_{(seat + 1) % 4}")
    assert seen_by_next["trick"][3, card] == 1  # played by the seat before it


def test_rewards_add_up_to_the_hand_score() -> None:
    for seed in range(20):
        game_env = SchieberEnv()
        totals = random_episode(game_env, seed)
        game = game_env.game
        assert game.hand_number == 1
        scores = game.scores
        for agent, total in totals.items():
            assert total == scores[int(agent[-1]) % 2]


def test_the_final_observation_shows_the_last_trick() -> None:
    game_env = SchieberEnv()
    random_episode(game_env, 7)
    game_env.reset(seed=7)
    for agent in game_env.agent_iter():
        observation, _, terminated, _, _ = game_env.last()
        if terminated:
            assert observation["hand"].sum() == 0
            assert observation["trick"].sum() == 4
            assert observation["history"].sum() == 32
            assert observation["action_mask"].sum() == 0
            game_env.step(None)
        else:
            game_env.step(int(np.flatnonzero(observation["action_mask"])[0]))


def test_illegal_actions_raise_and_change_nothing() -> None:
    game_env = SchieberEnv()
    game_env.reset(seed=1)
    record = game_env.game.record()
    with pytest.raises(jass.IllegalMoveError):
        game_env.step(0)  # a card before the contract is named
    with pytest.raises(ValueError, match="out of range"):
        game_env.step(43)
    with pytest.raises(ValueError, match="cannot be None"):
        game_env.step(None)
    # Not an integer: no rounding of 42.5 to a shove, no parsing of text.
    for wrong in [42.5, "42", b"42", True]:
        with pytest.raises(TypeError):
            game_env.step(wrong)  # type: ignore[arg-type]
    assert game_env.game.record() == record
    game_env.step(np.int64(42))  # a numpy integer is an index: shove
    assert game_env.game.record() != record


def test_seeds_repeat_episodes() -> None:
    first, second = SchieberEnv(), SchieberEnv()
    assert random_episode(first, 5) == random_episode(second, 5)
    assert first.game == second.game


def test_action_numbers() -> None:
    for index in range(ACTIONS):
        assert action_index(action_of_index(index)) == index
    assert action_of_index(36) == jass.Declare("diamonds")
    assert action_of_index(42) == jass.Shove()
    assert action_of_index(np.int64(9)) == jass.Play("HA")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        action_of_index(-1)
    with pytest.raises(ValueError, match="no number"):
        action_index(jass.Pass())


def test_bad_arguments() -> None:
    with pytest.raises(ValueError, match="render mode"):
        SchieberEnv(render_mode="rgb_array")
    with pytest.raises(jass.RulesError):
        SchieberEnv("no_such_preset")
    for rules in ("schieber_five", "schieber_six", "schieber_six_double", jass.Rules.preset("schieber", players=5)):
        with pytest.raises(ValueError, match="a table of four with one pack"):
            SchieberEnv(rules)
    assert SchieberEnv().render() is None


@pytest.mark.filterwarnings(*ADVICE)
@pytest.mark.parametrize("rules", [None, jass.Rules.preset("differenzler", players=3, predictions="hidden")])
def test_pettingzoos_api_test_passes_for_differenzler(rules: Any) -> None:
    api_test(differenzler_env(rules), num_cycles=200)


@pytest.mark.filterwarnings(*ADVICE)
def test_pettingzoos_seed_test_passes_for_differenzler() -> None:
    seed_test(lambda: differenzler_env(), num_cycles=50)


def test_a_differenzler_episode_predicts_plays_and_rewards_minus_the_score() -> None:
    game_env = DifferenzlerEnv(render_mode="ansi")
    game_env.reset(seed=5)
    agent = game_env.agent_selection
    assert agent == "player_0"
    assert game_env.action_space(agent).n == DIFFERENZLER_ACTIONS == 36 + 256
    observation = game_env.observe(agent)
    assert game_env.observation_space(agent).contains(observation)
    assert np.flatnonzero(observation["action_mask"]).tolist() == list(range(36, 36 + 158))
    assert observation["trump"].sum() == 1 and observation["hand"].sum() == 9
    assert (observation["predictions"] == -1).all()
    assert differenzler_action_of_index(36 + 40) == jass.Predict(40)
    assert differenzler_action_index(jass.Predict(40)) == 76
    with pytest.raises(ValueError):
        differenzler_action_of_index(DIFFERENZLER_ACTIONS)
    game_env.step(36 + 40)
    seen = game_env.observe("player_1")
    assert seen["predictions"][3] == 40  # player_0 is three seats after player_1
    text = game_env.render()
    assert isinstance(text, str) and "predicted" in text
    totals = {agent: 0.0 for agent in game_env.possible_agents}
    picker = np.random.default_rng(5)
    for agent in game_env.agent_iter():
        observation, reward, terminated, truncated, _ = game_env.last()
        totals[agent] += reward
        action = None if terminated or truncated else int(picker.choice(np.flatnonzero(observation["action_mask"])))
        game_env.step(action)
    scores = game_env.game.seat_totals
    assert [totals[f"player_{s}"] for s in range(4)] == [-score for score in scores]
