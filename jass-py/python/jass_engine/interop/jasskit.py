"""Interoperability with jass-kit, the numpy-based Jass package used in
courses on game AI: bring its logs and agents to this engine and back.

- Cards: jass-kit's card index 0..36 (``DA`` = 0, ``DK`` = 1 … ``C6`` = 35)
  is ``Card.index``; codes such as ``"H10"`` are the same in both.
- Trumps: jass-kit's numbers 0..6 (♦, ♥, ♠, ♣, Obenabe, Undenufe) are
  ``Contract.index``; ``PUSH`` (10) is its number for shoving.
- Players: jass-kit numbers players clockwise while play goes
  counter-clockwise, so its player ``p`` is our seat ``(4 - p) % 4``
  (``seat_of_player``). Teams agree: players 0 and 2 are seats 0 and 2.
- Game states: the "V0.2" JSON of jass-kit's ``GameState.to_json()``
  (``game_from_json``, ``game_to_json``). Every move is replayed under our
  rules; jass-kit's known illegal undertrump raises ``IllegalMoveError``
  naming the card.

jass-kit plays Schieber without weis, stöck or match bonus: ``rules()`` is
that rule set, and the default for ``game_from_json``.

Example::

    from jass_engine.interop import jasskit

    game = jasskit.game_from_json(open("state.json").read())
    mask = game.legal_cards().to_numpy()     # jass-kit card order
    seat = jasskit.seat_of_player(3)         # 1
"""

from __future__ import annotations

import json
from typing import Any, Union

from .. import _jass
from .._jass import Action, Card, CardSet, Contract, Declare, Game, Play, Rules, SchieberGame, Shove, Suit

__all__ = [
    "PUSH",
    "action_from_jasskit",
    "action_to_jasskit",
    "card_of_index",
    "contract_of_trump",
    "game_from_json",
    "game_to_dict",
    "game_to_json",
    "index_of_card",
    "mask_of_cards",
    "player_of_seat",
    "rules",
    "seat_of_player",
    "trump_of_contract",
]

PUSH = 10
"""jass-kit's action number for shoving."""

_CardLike = Union[Card, str]
_ContractLike = Union[Contract, Suit, str]
_RulesLike = Union[Rules, str, None]


def card_of_index(index: int) -> Card:
    """The card with jass-kit index ``index`` (``DA`` = 0 … ``C6`` = 35).

    Raises:
        ParseError: If ``index`` is not in 0..36.
    """
    return Card.from_index(index)


def index_of_card(card: _CardLike) -> int:
    """jass-kit's index of ``card`` (a ``Card`` or card text).

    Raises:
        ParseError: If the text is not a card.
    """
    return Card(card).index


def mask_of_cards(cards: CardSet | str) -> Any:
    """The cards as jass-kit's mask: a numpy array of 36 booleans.

    Raises:
        ParseError: If a card cannot be read.
    """
    return CardSet(cards).to_numpy()


def contract_of_trump(trump: int) -> Contract:
    """Our contract of jass-kit's trump number (0..6).

    Raises:
        ParseError: If ``trump`` is not in 0..6.
    """
    return _jass.jasskit_contract_of_trump(trump)


def trump_of_contract(contract: _ContractLike) -> int:
    """jass-kit's trump number (0..6) of a contract.

    Raises:
        ParseError: If the contract cannot be read.
    """
    return _jass.jasskit_trump_of_contract(contract)


def seat_of_player(player: int) -> int:
    """Our seat of jass-kit's player ``player``: ``(4 - player) % 4``.

    Raises:
        ParseError: If ``player`` is not in 0..4.
    """
    return _jass.jasskit_seat_of_player(player)


def player_of_seat(seat: int) -> int:
    """jass-kit's player number of our seat.

    Raises:
        ParseError: If ``seat`` does not sit at jass-kit's table of four
            (seats 0 to 3).
    """
    return _jass.jasskit_player_of_seat(seat)


def rules() -> Rules:
    """The rules jass-kit plays: Schieber without weis, stöck or match
    bonus, every contract ×1, forehand right of the dealer."""
    return _jass.jasskit_rules()


def game_from_json(state: str | dict[str, Any], rules: _RulesLike = None) -> SchieberGame:
    """A Schieber game whose first hand is a jass-kit V0.2 game state.

    Args:
        state: The JSON text of ``GameState.to_json()``, or its dict.
        rules: Our rules for the game; jass-kit's (``rules()``) if ``None``.

    Returns:
        The game at the state's position (scores count from 0).

    Raises:
        ParseError: If the state is malformed or inconsistent.
        IllegalMoveError: If a move is illegal under our rules.
        RulesError: If ``rules`` is invalid.
    """
    text = state if isinstance(state, str) else json.dumps(state)
    game = _jass.jasskit_game_from_json(text, rules)
    assert isinstance(game, SchieberGame)
    return game


def game_to_json(game: Game, hand_number: int | None = None) -> str:
    """One hand of a Schieber game as jass-kit V0.2 JSON text.

    Args:
        game: A ``SchieberGame``.
        hand_number: The hand (0 = the first); the current one (the last
            once the game is over) if ``None``.

    Raises:
        ParseError: If the game has no such hand.
        ValueError: If the game is not a Schieber game.
    """
    return _jass.jasskit_game_to_json(game, hand_number)


def game_to_dict(game: Game, hand_number: int | None = None) -> dict[str, Any]:
    """Like ``game_to_json``, as the dict jass-kit's ``GameState.from_json``
    takes."""
    state: dict[str, Any] = json.loads(game_to_json(game, hand_number))
    return state


def action_from_jasskit(game: Game, action: int) -> Action:
    """Our action for jass-kit's action number in ``game``'s position: a
    trump number (0..6) or ``PUSH`` while declaring, a card index when a card
    is due.

    Raises:
        ParseError: If the number is out of range for the position.
        ValueError: If the game expects neither a declaration nor a card.
    """
    if game.expecting == "declaration":
        return Shove() if action == PUSH else Declare(contract_of_trump(action))
    if game.expecting == "card":
        return Play(card_of_index(action))
    raise ValueError(f"jass-kit has no action for a game expecting {game.expecting}")


def action_to_jasskit(action: Action) -> int:
    """jass-kit's number of a declaration, shove or card.

    Raises:
        ValueError: If jass-kit has no such action (weis, claims, robbing).
    """
    if isinstance(action, Play):
        return action.card.index
    if isinstance(action, Declare):
        return trump_of_contract(action.contract)
    if isinstance(action, Shove):
        return PUSH
    raise ValueError(f"jass-kit has no action for {action}")
