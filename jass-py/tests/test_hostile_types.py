"""Wrong types at the Python boundary: every parameter given values of
another type, engine objects of the other classes, `None` and `bool` where
they mean nothing, each refused with a `TypeError` naming what was expected
and what was given."""

from __future__ import annotations

import pytest

import jass_engine as jass
from _hostile import (
    Call,
    JASSKIT_STATE,
    PLAIN_WRONG,
    SHARED_SET,
    cases,
    others,
    shared_values_stay_unchanged,  # noqa: F401 (an autouse fixture)
)
from jass_engine import _jass

# ------------------------------------------------------- arguments by kind

HANDS = list(jass.deal(1))
POSITION = jass.Position(HANDS, jass.Trick(0), "hearts", 0)

CARD_SLOTS: dict[str, Call] = {
    "Card": lambda v: jass.Card(v),
    "Play": lambda v: jass.Play(v),
    "Contract.is_trump": lambda v: jass.Contract.HEARTS.is_trump(v),
    "card_points": lambda v: jass.card_points(v, "hearts"),
    "is_legal": lambda v: jass.is_legal(v, SHARED_SET, [], "hearts"),
    "check_play": lambda v: jass.check_play(v, SHARED_SET, [], "hearts"),
    "CardSet.__contains__": lambda v: v in SHARED_SET,
    "Trick.__contains__": lambda v: v in jass.Trick(0, "HA"),
    "SchmausGame.deck": lambda v: jass.SchmausGame(deck=[v] * 36),
    "Position.after": lambda v: POSITION.after(v),
    "Position.trick_points": lambda v: POSITION.trick_points(v),
}

CARDS_SLOTS: dict[str, Call] = {
    "CardSet": lambda v: jass.CardSet(v),
    "CardSet.union": lambda v: SHARED_SET.union(v),
    "CardSet.intersection": lambda v: SHARED_SET.intersection(v),
    "CardSet.difference": lambda v: SHARED_SET.difference(v),
    "CardSet.symmetric_difference": lambda v: SHARED_SET.symmetric_difference(v),
    "CardSet.issubset": lambda v: SHARED_SET.issubset(v),
    "CardSet.issuperset": lambda v: SHARED_SET.issuperset(v),
    "CardSet.isdisjoint": lambda v: SHARED_SET.isdisjoint(v),
    "CardSet.__or__": lambda v: SHARED_SET | v,
    "CardSet.__ror__": lambda v: v | SHARED_SET,
    "CardSet.__and__": lambda v: SHARED_SET & v,
    "CardSet.__xor__": lambda v: SHARED_SET ^ v,
    "CardSet.__sub__": lambda v: SHARED_SET - v,
    "CardSet.__rsub__": lambda v: v - SHARED_SET,
    "CardSet.__le__": lambda v: SHARED_SET <= v,
    "CardSet.__gt__": lambda v: SHARED_SET > v,
    "legal_cards": lambda v: jass.legal_cards(v, [], "hearts"),
    "is_legal": lambda v: jass.is_legal("HA", v, [], "hearts"),
    "check_play": lambda v: jass.check_play("HA", v, [], "hearts"),
    "best_weis": lambda v: jass.best_weis(v, "hearts"),
    "all_melds": lambda v: jass.all_melds(v, "hearts"),
    "declarable_melds": lambda v: jass.declarable_melds(v, "hearts"),
    "stoeck": lambda v: jass.stoeck(v, "hearts"),
    "SchieberGame.deal": lambda v: jass.SchieberGame(deal=[v, v, v, v]),
    "ZweierGame.first_fans": lambda v: jass.ZweierGame(first_fans=[v, v], second_fans=[v, v]),
    "ZweierGame.second_fans": lambda v: jass.ZweierGame(first_fans=list(jass.deal(1)[:2]), second_fans=[v, v]),
    "Position.hands": lambda v: jass.Position([v, *HANDS[1:]], jass.Trick(0), "hearts", 0),
    "Position.from_observation": lambda v: jass.Position.from_observation(
        jass.SchieberGame(seed=1).observation(0), [v, *HANDS[1:]]
    ),
}

TRICK_SLOTS: dict[str, Call] = {
    "legal_cards": lambda v: jass.legal_cards(SHARED_SET, v, "hearts"),
    "is_legal": lambda v: jass.is_legal("HA", SHARED_SET, v, "hearts"),
    "check_play": lambda v: jass.check_play("HA", SHARED_SET, v, "hearts"),
    "trick_winner": lambda v: jass.trick_winner(v, "hearts"),
    "trick_points": lambda v: jass.trick_points(v, "hearts"),
    "Trick": lambda v: jass.Trick(0, v),
}

CONTRACT_SLOTS: dict[str, Call] = {
    "Contract": lambda v: jass.Contract(v),
    "Declare": lambda v: jass.Declare(v),
    "legal_cards": lambda v: jass.legal_cards(SHARED_SET, [], v),
    "is_legal": lambda v: jass.is_legal("HA", SHARED_SET, [], v),
    "check_play": lambda v: jass.check_play("HA", SHARED_SET, [], v),
    "trick_winner": lambda v: jass.trick_winner(["HA"], v),
    "card_points": lambda v: jass.card_points("HA", v),
    "trick_points": lambda v: jass.trick_points(["HA"], v),
    "Trick.winner": lambda v: jass.Trick(0, "HA").winner(v),
    "Weis.name": lambda v: jass.Weis("four jacks").name(v),
    "best_weis": lambda v: jass.best_weis(SHARED_SET, v),
    "all_melds": lambda v: jass.all_melds(SHARED_SET, v),
    "declarable_melds": lambda v: jass.declarable_melds(SHARED_SET, v),
    "compare_weis": lambda v: jass.compare_weis("four jacks", "four aces", v),
    "explain_weis": lambda v: jass.explain_weis("four jacks", "four aces", v),
    "stoeck": lambda v: jass.stoeck(SHARED_SET, v),
    "jasskit_trump_of_contract": lambda v: _jass.jasskit_trump_of_contract(v),
    "Position": lambda v: jass.Position(HANDS, jass.Trick(0), v, 0),
}

SUIT_SLOTS: dict[str, Call] = {
    "Suit": lambda v: jass.Suit(v),
    "Card.of": lambda v: jass.Card.of(v, "A"),
    "CardSet.of_suit": lambda v: jass.CardSet.of_suit(v),
    "Contract.order": lambda v: jass.Contract.HEARTS.order(v),
    "Weis.sequence": lambda v: jass.Weis.sequence(v, 3, "A"),
}

RANK_SLOTS: dict[str, Call] = {
    "Rank": lambda v: jass.Rank(v),
    "Card.of": lambda v: jass.Card.of("H", v),
    "CardSet.of_rank": lambda v: jass.CardSet.of_rank(v),
    "Weis.sequence": lambda v: jass.Weis.sequence("H", 3, v),
    "Weis.four": lambda v: jass.Weis.four(v),
}


RULES_SLOTS: dict[str, Call] = {
    "legal_cards": lambda v: jass.legal_cards(SHARED_SET, [], "hearts", v),
    "is_legal": lambda v: jass.is_legal("HA", SHARED_SET, [], "hearts", v),
    "check_play": lambda v: jass.check_play("HA", SHARED_SET, [], "hearts", v),
    "card_points": lambda v: jass.card_points("HA", "hearts", v),
    "trick_points": lambda v: jass.trick_points(["HA"], "hearts", v),
    "Weis.value": lambda v: jass.Weis("four jacks").value(v),
    "Weis.points": lambda v: jass.Weis("four jacks").points(v),
    "best_weis": lambda v: jass.best_weis(SHARED_SET, "hearts", v),
    "all_melds": lambda v: jass.all_melds(SHARED_SET, "hearts", v),
    "declarable_melds": lambda v: jass.declarable_melds(SHARED_SET, "hearts", v),
    "compare_weis": lambda v: jass.compare_weis("four jacks", "four aces", "hearts", v),
    "explain_weis": lambda v: jass.explain_weis("four jacks", "four aces", "hearts", v),
    "SchieberGame": lambda v: jass.SchieberGame(v),
    "SchmausGame": lambda v: jass.SchmausGame(v),
    "ZweierGame": lambda v: jass.ZweierGame(v),
    "simulate_hands": lambda v: jass.simulate_hands(1, rules=v),
    "simulate_games": lambda v: jass.simulate_games(1, rules=v),
    "jasskit_game_from_json": lambda v: _jass.jasskit_game_from_json(JASSKIT_STATE, v),
    "Position": lambda v: jass.Position(HANDS, jass.Trick(0), "hearts", 0, (0, 0), v),
}

WEIS_SLOTS: dict[str, Call] = {
    "Weis": lambda v: jass.Weis(v),
    "Announce": lambda v: jass.Announce(v),
    "compare_weis.a": lambda v: jass.compare_weis(v, "four aces", "hearts"),
    "compare_weis.b": lambda v: jass.compare_weis("four aces", v, "hearts"),
    "explain_weis.a": lambda v: jass.explain_weis(v, "four aces", "hearts"),
}

# Wrong values per kind of argument; all must raise TypeError.
NOT_A_CARD = {**PLAIN_WRONG, "list": ["HA"], "set": {"HA"}, **others("Card")}
NOT_CARDS = {
    **{k: v for k, v in PLAIN_WRONG.items() if k != "None"},
    "memoryview": memoryview(b"HA"),
    "list of None": [None],
    "list of int": [1],
    "list with an int": ["HA", 1],
    "list of CardSet": [jass.CardSet("HA")],
    **others("Card", "CardSet", "Trick"),
}
NOT_A_TRICK = {
    **{k: v for k, v in PLAIN_WRONG.items() if k != "None"},
    "memoryview": memoryview(b"S6"),
    "list of None": [None],
    "tuple with an int": ("S6", 1),
    "a CardSet (no order)": jass.CardSet("S6"),
    **others("Card", "CardSet", "Trick"),
}
NOT_A_CONTRACT = {**PLAIN_WRONG, "list": ["hearts"], **others("Contract", "Suit")}
NOT_A_SUIT = {**PLAIN_WRONG, "list": ["H"], **others("Suit")}
NOT_A_RANK = {**PLAIN_WRONG, "list": ["A"], **others("Rank")}
NOT_RULES = {
    **{k: v for k, v in PLAIN_WRONG.items() if k != "None"},
    "dict": {"target": 1000},
    "list": ["schieber"],
    **others("Rules"),
}
NOT_A_WEIS = {
    **PLAIN_WRONG,
    "memoryview": memoryview(b"four jacks"),
    "list of None": [None],
    **others("Weis", "CardSet", "Card", "Trick"),
}


@pytest.mark.parametrize(
    ("call", "value"),
    cases(CARD_SLOTS, NOT_A_CARD)
    + cases(CARDS_SLOTS, NOT_CARDS)
    + cases(TRICK_SLOTS, NOT_A_TRICK)
    + cases(CONTRACT_SLOTS, NOT_A_CONTRACT)
    + cases(SUIT_SLOTS, NOT_A_SUIT)
    + cases(RANK_SLOTS, NOT_A_RANK)
    + cases(RULES_SLOTS, NOT_RULES)
    + cases(WEIS_SLOTS, NOT_A_WEIS),
)
def test_an_argument_of_a_wrong_type_is_a_type_error(call: Call, value: object) -> None:
    with pytest.raises(TypeError):
        call(value)


@pytest.mark.parametrize(
    ("call", "value"),
    cases({k: v for k, v in CARDS_SLOTS.items() if k != "CardSet"}, {"None": None})
    + cases({k: v for k, v in TRICK_SLOTS.items() if k != "Trick"}, {"None": None}),
)
def test_none_is_no_cards_except_where_it_means_empty(call: Call, value: object) -> None:
    with pytest.raises(TypeError):
        call(value)
    assert jass.CardSet(None) == jass.CardSet.EMPTY
    assert len(jass.Trick(0, None)) == 0


def test_type_errors_name_what_was_expected_and_what_was_given() -> None:
    with pytest.raises(TypeError, match=r"expected a card \(Card or str\), got NoneType"):
        jass.Card(None)
    with pytest.raises(TypeError, match=r"expected cards .* got bytes"):
        jass.CardSet(b"HA H10")
    with pytest.raises(TypeError, match=r"expected cards .* got bytearray"):
        jass.legal_cards(bytearray(b"HA"), [], "hearts")
    with pytest.raises(TypeError, match=r"expected a trick in play order .* got bytes"):
        jass.trick_winner(b"HA", "hearts")
    with pytest.raises(TypeError, match="CardSet has no order"):
        jass.trick_winner(jass.CardSet("HA"), "hearts")
    with pytest.raises(TypeError, match=r"expected a contract .* got Card"):
        jass.Contract(jass.Card("HA"))
    with pytest.raises(TypeError, match=r"expected rules .* got dict"):
        jass.card_points("HA", "hearts", {"target": 1000})
    with pytest.raises(TypeError, match=r"expected a weis .* got Rank"):
        jass.Weis(jass.Rank.JACK)
    with pytest.raises(TypeError, match=r"expected a policy .* got NoneType"):
        jass.simulate_hands(1, policy=None)  # type: ignore[arg-type]


def test_bool_is_not_a_bool_option_s_int_nor_an_int_option_s_bool() -> None:
    with pytest.raises(jass.RulesError, match="target"):
        jass.Rules(target=True)
    with pytest.raises(jass.RulesError, match="weis_enabled"):
        jass.Rules(weis_enabled=1)
    with pytest.raises(TypeError):
        jass.trick_points(["HA"], "hearts", last=1)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        jass.trick_points(["HA"], "hearts", last="yes")  # type: ignore[arg-type]


def test_ordering_against_another_type_is_a_type_error() -> None:
    for low, other in [
        (jass.Card("HA"), "HK"),
        (jass.Card("HA"), jass.Rank.ACE),
        (jass.Card("HA"), 3),
        (jass.Rank.ACE, "A"),
        (jass.Suit.HEARTS, jass.Rank.ACE),
        (jass.Suit.HEARTS, "H"),
    ]:
        with pytest.raises(TypeError, match="not supported"):
            _ = low < other  # type: ignore[operator]
        assert low != other


def test_actions_without_arguments_take_none() -> None:
    for action in [jass.Shove, jass.Pass, jass.Rob]:
        with pytest.raises(TypeError, match="takes 0 positional arguments"):
            action(1)  # type: ignore[call-arg]
        with pytest.raises(TypeError, match="unexpected keyword argument"):
            action(seat=1)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        jass.Claim()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        jass.Play("HA", "HK")  # type: ignore[call-arg]
