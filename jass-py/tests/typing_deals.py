"""Type-checked by `mypy --strict` (scripts/test-python.sh): the hands that
`jass.deal` returns, or any sequence of hands, go straight to the games'
`deal`, `first_fans` and `second_fans` (a `list[CardSet]` once failed the
stubs' `list[...]`, which is invariant)."""

from __future__ import annotations

import jass_engine as jass


def games(seed: int) -> list[jass.Game]:
    """A game of each kind that takes given hands, all from `jass.deal`."""
    hands = jass.deal(seed)
    return [
        jass.SchieberGame(deal=hands),
        jass.SchieberGame(deal=tuple(hands), dealer=1),
        jass.CoiffeurGame(deal=hands),
        jass.ZweierGame(first_fans=hands[:2], second_fans=hands[2:]),
    ]
