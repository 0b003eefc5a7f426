"""The reference rules engine for Swiss Jass card games, from Rust.

Cards, card sets, contracts and house rules are small immutable values;
the functions take them directly (the fast path) or as text such as
``"HA H10"``, ``"hearts"`` or a preset name::

    import jass_engine as jass

    hand = jass.CardSet("C10 CQ H10 HK")
    legal = jass.legal_cards(hand, ["H6", "C6", "CK"], jass.Contract.CLUBS)
    assert legal == jass.CardSet("H10 HK")

Every error is a ``JassError``: ``ParseError`` for text that is not a card,
set or contract, ``IllegalMoveError`` for a card that may not be played, and
``RulesError`` for unknown or invalid rule options. Arguments of the wrong
Python type raise ``TypeError``.
"""

from ._jass import (
    Action,
    Announce,
    Card,
    CardSet,
    CardSetIterator,
    Claim,
    ComparisonStep,
    Contract,
    Declare,
    Game,
    IllegalMoveError,
    JassError,
    Observation,
    ParseError,
    Pass,
    Play,
    RandomBot,
    Rank,
    Rob,
    RuleOfThumbBot,
    Rules,
    RulesError,
    SchieberGame,
    Shove,
    Suit,
    Trick,
    Weis,
    __version__,
    all_melds,
    best_weis,
    card_points,
    check_play,
    compare_weis,
    deal,
    declarable_melds,
    explain_weis,
    is_legal,
    legal_cards,
    simulate_games,
    simulate_hands,
    stoeck,
    trick_points,
    trick_winner,
)

__all__ = [
    "Action",
    "Announce",
    "Card",
    "CardSet",
    "CardSetIterator",
    "Claim",
    "ComparisonStep",
    "Contract",
    "Declare",
    "Game",
    "IllegalMoveError",
    "JassError",
    "Observation",
    "ParseError",
    "Pass",
    "Play",
    "RandomBot",
    "Rank",
    "Rob",
    "RuleOfThumbBot",
    "Rules",
    "RulesError",
    "SchieberGame",
    "Shove",
    "Suit",
    "Trick",
    "Weis",
    "__version__",
    "all_melds",
    "best_weis",
    "card_points",
    "check_play",
    "compare_weis",
    "deal",
    "declarable_melds",
    "explain_weis",
    "is_legal",
    "legal_cards",
    "simulate_games",
    "simulate_hands",
    "stoeck",
    "trick_points",
    "trick_winner",
]
