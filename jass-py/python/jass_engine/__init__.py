"""The reference rules engine for Swiss Jass card games, from Rust.

Cards, card sets, contracts, weis and house rules are small immutable
values; the functions take them directly (the fast path) or as text such as
``"HA H10"``, ``"hearts"``, ``"four jacks"`` or a preset name::

    import jass_engine as jass

    hand = jass.CardSet("C10 CQ H10 HK")
    legal = jass.legal_cards(hand, ["H6", "C6", "CK"], jass.Contract.CLUBS)
    assert legal == jass.CardSet("H10 HK")

- Play: ``legal_cards``, ``is_legal``, ``check_play``, ``trick_winner``,
  ``card_points``, ``trick_points``, ``deal``, ``Trick``.
- Weis and stöck: ``Weis``, ``best_weis``, ``all_melds``,
  ``declarable_melds``, ``compare_weis``, ``explain_weis``, ``stoeck``.
- Games: ``SchieberGame``, ``SchmausGame``, ``ZweierGame`` and
  ``CoiffeurGame``, and the games where each plays on their own,
  ``DifferenzlerGame``, ``HindersiGame`` and ``MittlereGame``, each a
  ``Game``; actions
  ``Play``, ``Declare``, ``Shove``, ``Announce``, ``Pass``, ``Rob``,
  ``Claim``, ``ChooseRow``, ``Predict``; ``Observation``; bots ``RandomBot`` and ``RuleOfThumbBot``;
  records that replay; the ``Bot`` protocol, which both bots and any class
  with a ``choose(observation) -> Action`` method satisfy.
- Experiments: ``simulate_hands`` and ``simulate_games`` play many seeded
  hands or games of Schieber, Coiffeur, Differenzler, Hindersi or Mittlere
  (``game=``) in Rust on every core and return numpy arrays.
- Agents: ``solve`` and ``solve_many`` (an exact solver with every hand
  visible, of a game or a ``Position``; ``solve_value`` and
  ``solve_value_many`` for the value alone; a ``Solver`` kept from one
  search to the next has the same four as methods), ``PimcBot`` (Perfect-Information Monte Carlo) and
  ``run_arena`` (duplicate matches between bots, ``arena_report`` to join
  matches played in parts); ``sample_deals`` and ``count_deals`` (the
  deals of the hidden cards a seat's observation allows, drawn uniformly
  and counted), and ``Position.from_observation`` to solve such a deal.
- ``jass_engine.env``: a PettingZoo environment (the ``env`` extra);
  ``jass_engine.distributed``: batches spread over a Ray cluster (the
  ``ray`` extra);
  ``jass_engine.interop.jasskit``: jass-kit's numbers and game states.

Each of the engine's own errors is a ``JassError``: ``ParseError`` for text
that is not a card, set, weis, contract or record, ``IllegalMoveError`` for
a card or action that may not be played, and ``RulesError`` for unknown or
invalid rule options. Python's built-in exceptions are raised too, each
documented on the functions that raise it: ``TypeError`` for an argument
of the wrong Python type, ``ValueError`` for a value the function does not
take (``threads=0``, ``PimcBot(samples=0)``, a deal of the wrong shape),
``OverflowError`` for an integer its type cannot hold (a negative seed, or
one above 2**64 - 1), ``MemoryError`` for a batch too large to allocate,
``KeyboardInterrupt`` when Ctrl-C stops a batch or a search,
``RuntimeError`` for a ``Solver`` called from a second thread while it
searches, and ``AttributeError`` for a rule option that does not exist.
"""

from ._jass import (
    Action,
    Announce,
    Card,
    CardSet,
    CardSetIterator,
    ChooseRow,
    Claim,
    CoiffeurGame,
    ComparisonStep,
    Contract,
    Declare,
    DifferenzlerGame,
    Game,
    HindersiGame,
    IllegalMoveError,
    JassError,
    MittlereGame,
    Observation,
    ParseError,
    Pass,
    PimcBot,
    Play,
    Position,
    Predict,
    RandomBot,
    Rank,
    Rob,
    RuleOfThumbBot,
    Rules,
    RulesError,
    SchieberGame,
    SchmausGame,
    Shove,
    Solution,
    Solver,
    Suit,
    Trick,
    Weis,
    ZweierGame,
    __version__,
    all_melds,
    best_weis,
    card_points,
    check_play,
    compare_weis,
    count_deals,
    deal,
    declarable_melds,
    explain_weis,
    is_legal,
    arena_report,
    legal_cards,
    run_arena,
    sample_deals,
    simulate_games,
    simulate_hands,
    solve,
    solve_many,
    solve_value,
    solve_value_many,
    stoeck,
    trick_points,
    trick_winner,
)
from ._bot import Bot

__all__ = [
    "Action",
    "Announce",
    "Bot",
    "Card",
    "CardSet",
    "CardSetIterator",
    "ChooseRow",
    "Claim",
    "CoiffeurGame",
    "ComparisonStep",
    "Contract",
    "Declare",
    "DifferenzlerGame",
    "Game",
    "HindersiGame",
    "IllegalMoveError",
    "JassError",
    "MittlereGame",
    "Observation",
    "ParseError",
    "Pass",
    "PimcBot",
    "Play",
    "Position",
    "Predict",
    "RandomBot",
    "Rank",
    "Rob",
    "RuleOfThumbBot",
    "Rules",
    "RulesError",
    "SchieberGame",
    "SchmausGame",
    "Shove",
    "Solution",
    "Solver",
    "Suit",
    "Trick",
    "Weis",
    "ZweierGame",
    "__version__",
    "all_melds",
    "best_weis",
    "card_points",
    "check_play",
    "compare_weis",
    "count_deals",
    "deal",
    "declarable_melds",
    "explain_weis",
    "is_legal",
    "arena_report",
    "legal_cards",
    "run_arena",
    "sample_deals",
    "simulate_games",
    "simulate_hands",
    "solve",
    "solve_many",
    "solve_value",
    "solve_value_many",
    "stoeck",
    "trick_points",
    "trick_winner",
]
