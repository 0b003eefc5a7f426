"""PettingZoo AEC environments for one hand of Schieber (``SchieberEnv``)
and one hand of Differenzler (``DifferenzlerEnv``, at the end of this
module's documentation).

Needs the ``env`` extra: ``pip install "jass-engine[env]"`` (PettingZoo and
Gymnasium); without it, importing this module raises ``ImportError`` saying
so. An episode is one hand: the four agents ``player_0`` …
``player_3`` are the seats (0 and 2 against 1 and 3), forehand declares or
shoves, and nine tricks follow. Weis is scored automatically and no claims
are played, whatever the rules say; other options (points, multipliers,
legal cards, weis tables …) are the rules given.

Actions (``Discrete(43)``): ``0..36`` play the card with that jass-kit index
(``Card.index``), ``36 + t`` declares the contract with jass-kit trump
number ``t`` (``Contract.index``), and ``42`` shoves. An action outside the
mask raises ``IllegalMoveError`` and changes nothing.

Observations are dicts of ``int8`` arrays, seen from the observing seat;
other seats are numbered relative to it (0 = itself, 1 = the next to play,
2 = its partner, 3 = the one before it):

- ``hand`` (36): the seat's cards, jass-kit order;
- ``trick`` (4, 36): the cards of the current trick by relative seat;
- ``history`` (4, 36): the cards of the completed tricks by relative seat;
- ``contract`` (7): one-hot jass-kit trump number, entry 6 while undeclared;
- ``declarer`` (4): one-hot relative seat of the declarer, zeros before;
- ``observation``: all of the above flattened (335 entries);
- ``action_mask`` (43): 1 for each legal action of the seat to act.

Rewards: after every action each agent receives the points its team gained
by it (multipliers, weis, stöck and match bonus included), so an episode's
rewards add up to the team's score of the hand.

Example::

    from jass_engine.env import SchieberEnv

    env = SchieberEnv()
    env.reset(seed=42)
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, info = env.last()
        if terminated or truncated:
            action = None
        else:
            action = env.action_space(agent).sample(observation["action_mask"])
        env.step(action)

``DifferenzlerEnv`` plays one hand of Differenzler (RULES.md §9.1): three
or four agents each on their own first predict their card points, then play
the hand with trump the suit of the dealer's bottom card. Actions
(``Discrete(292)``): ``0..36`` play a card, ``36 + p`` predicts ``p``
points (``p`` up to 255; with the standard values up to 157). Observations,
seen from the observing seat (others relative to it, 1 = the next to play):
``hand`` (36), ``trick`` and ``history`` (players, 36), ``trump`` (4,
one-hot suit index), ``predictions`` (players: the points predicted, as far
as the observer may know them, else -1), ``points_taken`` (players),
``observation`` (all of these flattened, ``int16``) and ``action_mask``.
The reward comes when the hand ends: minus the hand's score (the
difference from the prediction; an exact prediction's bonus as a positive
reward).
"""

from __future__ import annotations

import operator
import random
from typing import Any, Optional, Union

import numpy as np
import numpy.typing as npt

from ._extras import require

require("gymnasium", "env", __name__)
require("pettingzoo", "env", __name__)

from gymnasium import spaces  # noqa: E402
from pettingzoo import AECEnv  # type: ignore[import-untyped, unused-ignore]  # noqa: E402
from pettingzoo.utils import wrappers  # type: ignore[import-untyped, unused-ignore]  # noqa: E402

from ._jass import (
    Action,
    Card,
    Contract,
    Declare,
    DifferenzlerGame,
    Game,
    Observation,
    Play,
    Predict,
    Rules,
    SchieberGame,
    Shove,
)

__all__ = [
    "ACTIONS",
    "DIFFERENZLER_ACTIONS",
    "DifferenzlerEnv",
    "SchieberEnv",
    "action_index",
    "action_of_index",
    "differenzler_action_index",
    "differenzler_action_of_index",
    "differenzler_env",
    "env",
]

ACTIONS = 43
"""The number of actions: 36 cards, 6 contracts and the shove."""

_DECLARE = 36
_SHOVE = 42
_OBSERVATION = 36 + 4 * 36 + 4 * 36 + 7 + 4
_Array = npt.NDArray[np.int8]


def action_of_index(index: int) -> Action:
    """The action with number ``index`` (see the module's documentation).

    Raises:
        ValueError: If ``index`` is not in 0 to 42.
    """
    index = int(index)
    if 0 <= index < _DECLARE:
        return Play(Card.from_index(index))
    if _DECLARE <= index < _SHOVE:
        return Declare(Contract.from_index(index - _DECLARE))
    if index == _SHOVE:
        return Shove()
    raise ValueError(f"action {index} is out of range 0 to {ACTIONS - 1}")


def action_index(action: Action) -> int:
    """The number of a card play, declaration or shove.

    Raises:
        ValueError: For any other action.
    """
    if isinstance(action, Play):
        return action.card.index
    if isinstance(action, Declare):
        return _DECLARE + action.contract.index
    if isinstance(action, Shove):
        return _SHOVE
    raise ValueError(f"{action} has no number in this environment")


def _seat(agent: str) -> int:
    """The seat of agent ``player_<seat>``."""
    return int(agent.rsplit("_", 1)[1])


def _space(*shape: int) -> spaces.Box:
    return spaces.Box(low=0, high=1, shape=shape, dtype=np.int8)


class _HandEnv(AECEnv):  # type: ignore[misc, unused-ignore]
    """What the environments of one hand share: the spaces by agent, the
    agent to act, the start of an episode and the checks of a step."""

    _game: Game
    possible_agents: list[str]
    observation_spaces: dict[str, spaces.Space[Any]]
    action_spaces: dict[str, spaces.Space[Any]]

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The observation space of ``agent`` (the same object every time)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """The action space of ``agent`` (the same object every time)."""
        return self.action_spaces[agent]

    def _agent_to_act(self) -> str:
        seat = self._game.to_act
        return f"player_{seat if seat is not None else 0}"

    def _begin(self) -> None:
        """Every agent in play, no reward yet, the agent to act selected."""
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0 for a in self.agents}
        self._cumulative_rewards = {a: 0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self._agent_to_act()

    def _live_action(self, action: Optional[int]) -> Optional[int]:
        """The number of a live agent's action, or ``None`` once a terminated
        agent has left (PettingZoo's dead step).

        Raises:
            ValueError: If a live agent's action is ``None``.
            TypeError: If the action is not an integer.
        """
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return None
        if action is None:
            raise ValueError("a live agent's action cannot be None")
        if isinstance(action, bool):
            raise TypeError("an action is an integer index, not a bool")
        # operator.index takes int and numpy integers, and refuses 1.5, "1"
        # and b"1" with a TypeError (int() would round or parse them).
        return operator.index(action)

    def close(self) -> None:
        """Nothing to release."""


class SchieberEnv(_HandEnv):
    """One hand of Schieber as a PettingZoo AEC environment (see the
    module's documentation).

    Args:
        rules: A ``Rules`` or a preset name; the default rules if ``None``.
            Weis is scored automatically and no claims are played.
        render_mode: ``"ansi"`` (``render()`` returns the table as text),
            ``"human"`` (prints it) or ``None``.

    Raises:
        RulesError: If the rules are invalid or name an unknown preset.
        ValueError: If ``render_mode`` is unknown, or if the rules are not
            for a table of four with one pack (the environment has four
            agents and 36 cards).
    """

    _game: SchieberGame
    metadata = {"name": "jass_schieber_v0", "render_modes": ["human", "ansi"], "is_parallelizable": False}

    def __init__(self, rules: Union[Rules, str, None] = None, render_mode: Optional[str] = None) -> None:
        super().__init__()
        base = Rules.preset(rules) if isinstance(rules, str) else (rules or Rules())
        if base.players != 4 or base.packs != "one":
            raise ValueError("the environment plays Schieber at a table of four with one pack")
        # One hand per episode: no score may end the game inside it.
        self.rules = base.replace(weis_mode="automatic", end_mode="automatic", target=10**9)
        if render_mode not in (None, "human", "ansi"):
            raise ValueError(f"unknown render mode {render_mode!r} (known: 'human', 'ansi')")
        self.render_mode = render_mode
        self.possible_agents = [f"player_{seat}" for seat in range(4)]
        self.agents: list[str] = []
        observation: dict[str, spaces.Space[Any]] = {
            "hand": _space(36),
            "trick": _space(4, 36),
            "history": _space(4, 36),
            "contract": _space(7),
            "declarer": _space(4),
            "observation": _space(_OBSERVATION),
            "action_mask": _space(ACTIONS),
        }
        self.observation_spaces = {a: spaces.Dict(observation) for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(ACTIONS) for a in self.possible_agents}
        self._seeds = random.Random()
        self._game = SchieberGame(self.rules)
        self._final: dict[str, dict[str, _Array]] = {}

    @property
    def game(self) -> SchieberGame:
        """The game being played (its first hand is the episode)."""
        return self._game

    def reset(self, seed: Optional[int] = None, options: Optional[dict[str, Any]] = None) -> None:
        """Deals a new hand: from ``seed`` if given, else from the
        environment's own generator (itself seeded by the last seed)."""
        if seed is not None:
            self._seeds = random.Random(seed)
        self._game = SchieberGame(self.rules, self._seeds.getrandbits(64))
        self._final = {}
        self._begin()

    def step(self, action: Optional[int]) -> None:
        """Applies the selected agent's action (``None`` for a terminated
        agent, which then leaves).

        Raises:
            IllegalMoveError: If the action is not legal; nothing changes.
            ValueError: If the action is not a number from 0 to 42.
            TypeError: If the action is not an integer.
        """
        agent = self.agent_selection
        number = self._live_action(action)
        if number is None:
            return
        move = action_of_index(number)
        seat = _seat(agent)
        before = self._game.scores
        last_card = isinstance(move, Play) and len(self._game.observation(seat).played) == 35
        if last_card:
            assert isinstance(move, Play)
            final = {a: self._encode(self._game.observation(_seat(a)), _seat(a), (move.card, seat)) for a in self.agents}
        self._game.apply(move)
        after = self._game.scores
        self._cumulative_rewards[agent] = 0
        self.rewards = {a: after[_seat(a) % 2] - before[_seat(a) % 2] for a in self.agents}
        if last_card:
            self._final = final
            self.terminations = {a: True for a in self.agents}
        else:
            self.agent_selection = self._agent_to_act()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def observe(self, agent: str) -> dict[str, _Array]:
        """What ``agent`` sees now (once the hand is over: the final table)."""
        if agent in self._final:
            return self._final[agent]
        seat = _seat(agent)
        return self._encode(self._game.observation(seat), seat, None)

    def _encode(self, seen: Observation, seat: int, final: Optional[tuple[Card, int]]) -> dict[str, _Array]:
        hand = seen.hand.to_numpy().astype(np.int8)
        trick = np.zeros((4, 36), dtype=np.int8)
        for card, player in zip(seen.trick.cards, seen.trick.seats):
            trick[(player - seat) % 4, card.index] = 1
        history = np.zeros((4, 36), dtype=np.int8)
        for done in seen.tricks:
            for card, player in zip(done.cards, done.seats):
                history[(player - seat) % 4, card.index] = 1
        contract = np.zeros(7, dtype=np.int8)
        contract[seen.contract.index if seen.contract is not None else 6] = 1
        declarer = np.zeros(4, dtype=np.int8)
        if seen.declarer is not None:
            declarer[(seen.declarer - seat) % 4] = 1
        mask = np.zeros(ACTIONS, dtype=np.int8)
        if final is None:
            for action in seen.legal_actions:
                mask[action_index(action)] = 1
        else:
            card, player = final
            trick[(player - seat) % 4, card.index] = 1
            hand[card.index] = 0
        flat = np.concatenate([hand, trick.ravel(), history.ravel(), contract, declarer])
        return {
            "hand": hand,
            "trick": trick,
            "history": history,
            "contract": contract,
            "declarer": declarer,
            "observation": flat,
            "action_mask": mask,
        }

    def render(self) -> Optional[str]:
        """The table as text: contract, current trick and each seat's cards
        (returned for ``"ansi"``, printed for ``"human"``)."""
        if self.render_mode is None:
            return None
        seen = [self._game.observation(seat) for seat in range(4)]
        lines = [f"contract: {seen[0].contract or '-'}, trick: {seen[0].trick or '-'}, scores {self._game.scores}"]
        lines += [f"player_{s}: {o.hand}" for s, o in enumerate(seen)]
        text = "\n".join(lines)
        if self.render_mode == "human":
            print(text)
            return None
        return text



def env(rules: Union[Rules, str, None] = None, render_mode: Optional[str] = None) -> AECEnv:
    """``SchieberEnv`` in PettingZoo's order-enforcing wrapper (calls out of
    order raise errors), as PettingZoo's own environments are made."""
    return wrappers.OrderEnforcingWrapper(SchieberEnv(rules, render_mode))


DIFFERENZLER_ACTIONS = 36 + 256
"""The number of Differenzler actions: 36 cards and the predictions 0..255."""


def differenzler_action_of_index(index: int) -> Action:
    """The Differenzler action with number ``index``: a card below 36, else
    the prediction ``index - 36``.

    Raises:
        ValueError: If ``index`` is not in 0 to 291.
    """
    index = int(index)
    if 0 <= index < 36:
        return Play(Card.from_index(index))
    if 36 <= index < DIFFERENZLER_ACTIONS:
        return Predict(index - 36)
    raise ValueError(f"action {index} is out of range 0 to {DIFFERENZLER_ACTIONS - 1}")


def differenzler_action_index(action: Action) -> int:
    """The number of a card play or a prediction.

    Raises:
        ValueError: For any other action.
    """
    if isinstance(action, Play):
        return action.card.index
    if isinstance(action, Predict) and action.points < 256:
        return 36 + action.points
    raise ValueError(f"{action} has no number in this environment")


def _box(low: int, high: int, *shape: int) -> spaces.Box:
    return spaces.Box(low=low, high=high, shape=shape, dtype=np.int16)


class DifferenzlerEnv(_HandEnv):
    """One hand of Differenzler as a PettingZoo AEC environment (see the
    module's documentation).

    Args:
        rules: A ``Rules`` or a preset name; the ``"differenzler"`` preset if
            ``None`` (``Rules.preset("differenzler", players=3)`` for a
            table of three). The episode is one hand, whatever ``hands``
            says.
        render_mode: ``"ansi"`` (``render()`` returns the table as text),
            ``"human"`` (prints it) or ``None``.

    Raises:
        RulesError: If the rules are invalid, name an unknown preset or seat
            other than 3 or 4 players.
        ValueError: If ``render_mode`` is unknown.
    """

    _game: DifferenzlerGame
    metadata = {"name": "jass_differenzler_v0", "render_modes": ["human", "ansi"], "is_parallelizable": False}

    def __init__(self, rules: Union[Rules, str, None] = None, render_mode: Optional[str] = None) -> None:
        super().__init__()
        base = Rules.preset(rules if isinstance(rules, str) else "differenzler") if not isinstance(rules, Rules) else rules
        self.rules = base.replace(hands=1)
        if render_mode not in (None, "human", "ansi"):
            raise ValueError(f"unknown render mode {render_mode!r} (known: 'human', 'ansi')")
        self.render_mode = render_mode
        self._game = DifferenzlerGame(self.rules)
        self.players = self._game.players
        self.possible_agents = [f"player_{seat}" for seat in range(self.players)]
        self.agents: list[str] = []
        n = self.players
        size = 36 + 2 * n * 36 + 4 + 2 * n
        observation: dict[str, spaces.Space[Any]] = {
            "hand": _box(0, 1, 36),
            "trick": _box(0, 1, n, 36),
            "history": _box(0, 1, n, 36),
            "trump": _box(0, 1, 4),
            "predictions": _box(-1, 255, n),
            "points_taken": _box(0, 255, n),
            "observation": _box(-1, 255, size),
            "action_mask": _space(DIFFERENZLER_ACTIONS),
        }
        self.observation_spaces = {a: spaces.Dict(observation) for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(DIFFERENZLER_ACTIONS) for a in self.possible_agents}
        self._seeds = random.Random()

    @property
    def game(self) -> DifferenzlerGame:
        """The game being played (its one hand is the episode)."""
        return self._game

    def reset(self, seed: Optional[int] = None, options: Optional[dict[str, Any]] = None) -> None:
        """Deals a new hand: from ``seed`` if given, else from the
        environment's own generator (itself seeded by the last seed)."""
        if seed is not None:
            self._seeds = random.Random(seed)
        self._game = DifferenzlerGame(self.rules, self._seeds.getrandbits(64))
        self._begin()

    def step(self, action: Optional[int]) -> None:
        """Applies the selected agent's action (``None`` for a terminated
        agent, which then leaves).

        Raises:
            IllegalMoveError: If the action is not legal; nothing changes.
            ValueError: If the action is not a number from 0 to 291.
            TypeError: If the action is not an integer.
        """
        agent = self.agent_selection
        number = self._live_action(action)
        if number is None:
            return
        move = differenzler_action_of_index(number)
        self._game.apply(move)
        self._cumulative_rewards[agent] = 0
        if self._game.is_over:
            totals = self._game.seat_totals
            self.rewards = {a: -totals[_seat(a)] for a in self.agents}
            self.terminations = {a: True for a in self.agents}
        else:
            self.rewards = {a: 0 for a in self.agents}
            self.agent_selection = self._agent_to_act()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def observe(self, agent: str) -> dict[str, npt.NDArray[np.int16]]:
        """What ``agent`` sees now (once the hand is over: the final table)."""
        seat = _seat(agent)
        seen = self._game.observation(seat)
        n = self.players
        hand = seen.hand.to_numpy().astype(np.int16)
        trick = np.zeros((n, 36), dtype=np.int16)
        for card, player in zip(seen.trick.cards, seen.trick.seats):
            trick[(player - seat) % n, card.index] = 1
        history = np.zeros((n, 36), dtype=np.int16)
        for done in seen.tricks:
            for card, player in zip(done.cards, done.seats):
                history[(player - seat) % n, card.index] = 1
        trump = np.zeros(4, dtype=np.int16)
        if seen.contract is not None and seen.contract.trump is not None:
            trump[int(seen.contract.trump)] = 1
        predictions = np.full(n, -1, dtype=np.int16)
        taken = np.zeros(n, dtype=np.int16)
        for player in range(n):
            known = seen.predictions[player]
            if known is not None:
                predictions[(player - seat) % n] = known
            taken[(player - seat) % n] = seen.points_taken[player]
        mask = np.zeros(DIFFERENZLER_ACTIONS, dtype=np.int8)
        for legal in seen.legal_actions:
            mask[differenzler_action_index(legal)] = 1
        flat = np.concatenate([hand, trick.ravel(), history.ravel(), trump, predictions, taken])
        return {
            "hand": hand,
            "trick": trick,
            "history": history,
            "trump": trump,
            "predictions": predictions,
            "points_taken": taken,
            "observation": flat,
            "action_mask": mask,
        }

    def render(self) -> Optional[str]:
        """The table as text: trump, predictions, current trick and each
        seat's cards (returned for ``"ansi"``, printed for ``"human"``)."""
        if self.render_mode is None:
            return None
        seen = [self._game.observation(seat) for seat in range(self.players)]
        lines = [f"{seen[0].contract or '-'}, trick: {seen[0].trick or '-'}, totals {self._game.seat_totals}"]
        lines += [
            f"player_{s}: {o.hand} predicted {o.predictions[s]}, taken {o.points_taken[s]}" for s, o in enumerate(seen)
        ]
        text = "\n".join(lines)
        if self.render_mode == "human":
            print(text)
            return None
        return text



def differenzler_env(rules: Union[Rules, str, None] = None, render_mode: Optional[str] = None) -> AECEnv:
    """``DifferenzlerEnv`` in PettingZoo's order-enforcing wrapper."""
    return wrappers.OrderEnforcingWrapper(DifferenzlerEnv(rules, render_mode))

