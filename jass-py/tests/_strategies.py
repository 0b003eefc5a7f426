"""Hypothesis strategies shared by the tests: one per engine type."""

from __future__ import annotations

from hypothesis import strategies as st

import jass_engine as jass

CODES = [str(jass.Card.from_index(i)) for i in range(36)]


def cards() -> st.SearchStrategy[jass.Card]:
    """Any of the 36 cards."""
    return st.integers(0, 35).map(jass.Card.from_index)


def card_sets() -> st.SearchStrategy[jass.CardSet]:
    """Any set of cards, from a 36-bit jass-kit mask."""
    return st.integers(0, (1 << 36) - 1).map(jass.CardSet.from_mask)


def contracts() -> st.SearchStrategy[jass.Contract]:
    """Any of the six contracts."""
    return st.sampled_from(jass.Contract.all())


def rules() -> st.SearchStrategy[jass.Rules]:
    """Any preset, with the play options varied."""
    return st.builds(
        lambda name, undertrump, follow, puur, overtrump, void: jass.Rules.preset(
            name,
            undertrump=undertrump,
            trump_when_able_to_follow=follow,
            puur_exempt=puur,
            must_overtrump_on_trump_lead=overtrump,
            must_trump_when_void=void,
        ),
        st.sampled_from(jass.Rules.presets()),
        st.sampled_from(["strict", "weak"]),
        st.booleans(),
        st.booleans(),
        st.booleans(),
        st.booleans(),
    )


@st.composite
def positions(draw: st.DrawFn) -> tuple[jass.CardSet, list[jass.Card], jass.Contract]:
    """A hand and a trick in progress from a seeded deal: the trick's cards
    come from the other hands, so the position can arise in play (legal play
    is not required of the earlier cards)."""
    hands = jass.deal(draw(st.integers(0, 2**64 - 1)))
    seat = draw(st.integers(0, 3))
    played = draw(st.integers(0, 3))
    trick = []
    for offset in range(played, 0, -1):
        other = list(hands[(seat - offset) % 4])
        trick.append(draw(st.sampled_from(other)))
    hand_size = draw(st.integers(1, 9))
    hand = jass.CardSet(list(hands[seat])[:hand_size])
    return hand, trick, draw(contracts())
