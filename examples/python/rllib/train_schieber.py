"""Trains a PPO policy with RLlib on the PettingZoo Schieber environment for
a few iterations: one policy shared by the four seats, with the
environment's action mask applied to its logits so that it only ever plays
legal actions.

Needs RLlib and PyTorch besides the ``env`` extra (large downloads, so the
test command only type-checks this file)::

    pip install "./jass-py[env]" "ray[rllib]" torch
    python examples/python/rllib/train_schieber.py [--iterations 3]
"""

from __future__ import annotations

import argparse
from typing import Any, Optional

import numpy as np
from gymnasium import spaces
from pettingzoo.utils import BaseWrapper  # type: ignore[import-untyped, unused-ignore]
from ray.rllib.algorithms.ppo import PPOConfig
from ray.rllib.core.rl_module.rl_module import RLModuleSpec
from ray.rllib.env.wrappers.pettingzoo_env import PettingZooEnv
from ray.rllib.examples.rl_modules.classes.action_masking_rlm import ActionMaskingTorchRLModule
from ray.tune.registry import register_env

from jass_engine.env import ACTIONS, SchieberEnv

#: The flat observation the environment gives (``observation`` entry).
OBSERVATION_SIZE = 335


class MaskedObservations(BaseWrapper):  # type: ignore[misc, unused-ignore]
    """The environment's observations as RLlib's action-masking module
    reads them: ``{"observations": floats, "action_mask": floats}``."""

    def __init__(self, env: SchieberEnv) -> None:
        super().__init__(env)
        self._space = spaces.Dict(
            {
                "observations": spaces.Box(0.0, 1.0, (OBSERVATION_SIZE,), np.float32),
                "action_mask": spaces.Box(0.0, 1.0, (ACTIONS,), np.float32),
            }
        )

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._space

    def observe(self, agent: str) -> Optional[dict[str, Any]]:
        seen = super().observe(agent)
        if seen is None:
            return None
        return {
            "observations": np.asarray(seen["observation"], dtype=np.float32),
            "action_mask": np.asarray(seen["action_mask"], dtype=np.float32),
        }


def make_env(config: dict[str, Any]) -> PettingZooEnv:
    env: PettingZooEnv = PettingZooEnv(  # type: ignore[no-untyped-call, unused-ignore]
        MaskedObservations(SchieberEnv(config.get("rules")))
    )
    return env


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--iterations", type=int, default=3)
    args = parser.parse_args()

    register_env("schieber", make_env)
    config = (
        PPOConfig()  # type: ignore[no-untyped-call, unused-ignore]
        # RLlib's environment check plays unmasked random actions, which the
        # environment refuses (IllegalMoveError).
        .environment("schieber", env_config={"rules": "schieber"}, disable_env_checking=True)
        .multi_agent(
            policies={"shared"},
            policy_mapping_fn=lambda agent_id, episode, **kwargs: "shared",
        )
        .rl_module(rl_module_spec=RLModuleSpec(module_class=ActionMaskingTorchRLModule))
        .env_runners(num_env_runners=0)
        .training(train_batch_size_per_learner=1000, minibatch_size=250, num_epochs=2)
    )
    algorithm = config.build_algo()
    try:
        for iteration in range(1, args.iterations + 1):
            result = algorithm.train()  # type: ignore[no-untyped-call, unused-ignore]
            runners = result.get("env_runners", {})
            print(
                f"iteration {iteration}: {runners.get('num_episodes', 0)} hands, "
                f"mean return {runners.get('episode_return_mean', float('nan')):.1f}"
            )
    finally:
        algorithm.stop()  # type: ignore[no-untyped-call, unused-ignore]


if __name__ == "__main__":
    main()
