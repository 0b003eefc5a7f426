"""The `Bot` protocol: anything that chooses an action from an observation."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from ._jass import Action, Observation

__all__ = ["Bot"]


@runtime_checkable
class Bot(Protocol):
    """A player: ``RandomBot``, ``RuleOfThumbBot``, or any class of your own
    with this method, so that a list of bots type-checks::

        class Leader:
            def choose(self, observation: jass.Observation) -> jass.Action:
                return observation.legal_actions[0]

        bots: list[jass.Bot] = [jass.RuleOfThumbBot(1), Leader(), ...]
    """

    def choose(self, observation: Observation) -> Action:
        """One of the observation's legal actions, for the seat to act."""
        ...
