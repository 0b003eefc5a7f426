"""legal_cards, is_legal, check_play, trick_winner, points and deal."""

from __future__ import annotations

from typing import Literal

import pytest
from hypothesis import given
from hypothesis import strategies as st

import jass_engine as jass
from _strategies import card_sets, cards, contracts, positions, rules


def legal(hand: str, trick: str, contract: str, rules: jass.Rules | str | None = None) -> str:
    return str(jass.legal_cards(hand, trick, contract, rules))


# (hand, trick, contract, rules, expected legal cards), each from RULES.md.
CASES = [
    # §3: the leader may play anything.
    ("HA S6 C9", "", "clubs", None, "HA S6 C9"),
    # §3.1: follow suit in Obenabe / Undenufe, else anything.
    ("H6 HK S9", "HA", "obenabe", None, "H6 HK"),
    ("S9 C7", "HA", "undenufe", None, "S9 C7"),
    # §3.2: holding the suit led, follow or trump (not another side suit).
    ("H6 S9 C9", "HA", "clubs", None, "H6 C9"),
    # §3.2 [003]: trump_when_able_to_follow off, follow suit only.
    ("H6 S9 C9", "HA", "clubs", "schieber_1000", "H6"),
    # §3.2 strict undertrump: void, may not play a trump below the ♣K...
    ("C10 CQ S7", "H6 C6 CK", "clubs", None, "S7"),
    # ...unless the hand holds nothing but trumps.
    ("C10 CQ", "H6 C6 CK", "clubs", None, "C10 CQ"),
    # ...higher trumps are fine.
    ("CJ CQ S7", "H6 CK", "clubs", None, "S7 CJ"),
    # §3.2 weak undertrump: void in the suit led, anything.
    ("C10 CQ S7", "H6 C6 CK", "clubs", jass.Rules(undertrump="weak"), "S7 C10 CQ"),
    # §3.2 both: holding the suit led and only lower trumps, follow suit.
    ("C10 CQ H10 HK", "H6 C6 CK", "clubs", None, "H10 HK"),
    ("C10 CQ H10 HK", "H6 C6 CK", "clubs", jass.Rules(undertrump="weak"), "H10 HK"),
    # §3.3: trump led, follow with trump...
    ("C6 C7 HA", "CA", "clubs", None, "C6 C7"),
    # ...except when the only trump is the Puur.
    ("CJ HA S6", "CA", "clubs", None, "HA S6 CJ"),
    ("CJ HA S6", "CA", "clubs", jass.Rules(puur_exempt=False), "CJ"),
    # ...no trump: anything.
    ("HA S6", "C6", "clubs", None, "HA S6"),
    # §3.3 [003] Stichzwang: beat the highest trump if you can.
    ("C6 CK HA", "CQ", "clubs", "schieber_1000", "CK"),
    ("C6 C7 HA", "CQ", "clubs", "schieber_1000", "C6 C7"),
    # ...never forced to beat with the Puur: any trump then.
    ("C6 CJ HA", "C9", "clubs", "schieber_1000", "C6 CJ"),
]


@pytest.mark.parametrize(("hand", "trick", "contract", "rules", "expected"), CASES)
def test_legal_cards_follow_rules_section_3(
    hand: str, trick: str, contract: str, rules: jass.Rules | str | None, expected: str
) -> None:
    assert legal(hand, trick, contract, rules) == str(jass.CardSet(expected))


def test_legal_cards_takes_every_argument_form() -> None:
    hand = jass.CardSet("C10 CQ H10 HK")
    expected = jass.CardSet("H10 HK")
    trick = [jass.Card("H6"), jass.Card("C6"), jass.Card("CK")]
    forms = [
        (hand, trick, jass.Contract.CLUBS, None),
        (hand, trick, jass.Contract.CLUBS, jass.Rules()),
        ("C10 CQ H10 HK", "H6 C6 CK", "clubs", "schieber"),
        (["C10", "CQ", "H10", "HK"], ("H6", "C6", "CK"), jass.Suit.CLUBS, None),
        (hand, iter(["H6", "C6", "CK"]), "♣", None),
        (hand, ["six of hearts", "Rosen 6", "Rosen König"], "Rosen", None),
    ]
    for form in forms:
        assert jass.legal_cards(*form) == expected  # type: ignore[arg-type]
    assert jass.legal_cards(hand, jass.Card("H6"), "clubs") == jass.CardSet("H10 HK C10 CQ")
    assert jass.legal_cards(hand, [], "clubs") == hand
    assert jass.legal_cards(hand, "", "clubs", rules=None) == hand


def test_legal_cards_keeps_the_play_order_of_a_string_trick() -> None:
    # The led card is the first one written, not the lowest.
    assert legal("HA SA", "S6 H6", "obenabe") == "SA"
    assert legal("HA SA", "H6 S6", "obenabe") == "HA"


def test_a_card_set_is_no_trick() -> None:
    with pytest.raises(TypeError, match="CardSet has no order"):
        jass.legal_cards("HA", jass.CardSet("S6"), "hearts")  # type: ignore[arg-type]


def test_a_complete_trick_takes_no_card() -> None:
    # Cards are read as a trick at a table of up to six: six complete it.
    with pytest.raises(jass.IllegalMoveError, match="complete"):
        jass.legal_cards("HA", "S6 S7 S8 S9 S10 SJ", "hearts")
    # A `Trick` is complete at its own table.
    with pytest.raises(jass.IllegalMoveError, match="complete"):
        jass.legal_cards("HA", jass.Trick(0, "S6 S7 S8 S9"), "hearts")
    with pytest.raises(jass.IllegalMoveError, match="complete"):
        jass.legal_cards("HA", jass.Trick(0, "S6 S7 S8 S9 S10", players=5), "hearts")
    # Four or five cards are a trick still open at a table of five or six.
    assert jass.legal_cards("HA S6", "SA S7 S8 S9 S10", "obenabe") == jass.CardSet("S6")
    assert jass.legal_cards("HA S6", jass.Trick(0, "SA S7 S8 S9", players=6), "obenabe") == jass.CardSet("S6")


def test_a_trick_sharing_a_card_with_the_hand_is_an_illegal_move_naming_it() -> None:
    with pytest.raises(jass.IllegalMoveError, match="HA"):
        jass.legal_cards("HA HK", "S6 HA", "hearts")


@pytest.mark.parametrize(
    ("trick", "fragment"),
    [
        ("S6 S6", "S6 is listed twice"),
        (["S6", "♠6"], "S6 is listed twice"),
        ("S6 S7 S8 S9 S10 SJ SQ", "at most 6 cards, got 7"),
        (["S6", "S7", "S8", "S9", "S10", "SJ", "SQ", "SK"], "at most 6 cards, got 8"),
        (tuple(["S6", "S7", "S8", "S9", "S10", "SJ", "SQ"]), "got 7"),
        # An iterator is read only up to its seventh card: it may never end.
        (iter(["S6", "S7", "S8", "S9", "S10", "SJ", "SQ", "SK", "SA"]), "got 7 or more"),
        # Nor is a card repeated in one.
        (iter(["S6", "S7", "S6"]), "S6 is listed twice"),
        ("S6 X9", "X9"),
    ],
)
def test_bad_tricks_are_parse_errors(trick: object, fragment: str) -> None:
    with pytest.raises(jass.ParseError, match=fragment):
        jass.legal_cards("HA", trick, "hearts")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("args", "error"),
    [
        (("HA", [], "notrump"), jass.ParseError),
        (("HA X", [], "hearts"), jass.ParseError),
        (("HA", [], "hearts", "skat"), jass.RulesError),
        ((5, [], "hearts"), TypeError),
        (("HA", 5, "hearts"), TypeError),
        (("HA", [5], "hearts"), TypeError),
        (("HA", [], 5), TypeError),
        (("HA", [], "hearts", 5), TypeError),
    ],
)
def test_argument_errors_have_their_types(args: tuple[object, ...], error: type[Exception]) -> None:
    with pytest.raises(error):
        jass.legal_cards(*args)  # type: ignore[arg-type]
    card = "HA"
    with pytest.raises(error):
        jass.is_legal(card, *args)  # type: ignore[arg-type]
    with pytest.raises(error):
        jass.check_play(card, *args)  # type: ignore[arg-type]


def test_is_legal_and_check_play() -> None:
    hand = "H6 S9"
    assert jass.is_legal("H6", hand, ["HA"], "obenabe")
    assert not jass.is_legal("S9", hand, ["HA"], "obenabe")
    assert not jass.is_legal("C6", hand, ["HA"], "obenabe")  # not in the hand
    assert jass.check_play("H6", hand, ["HA"], "obenabe") is None
    with pytest.raises(jass.IllegalMoveError, match="S9 does not follow"):
        jass.check_play("S9", hand, ["HA"], "obenabe")
    with pytest.raises(jass.IllegalMoveError, match="C6 is not in the hand"):
        jass.check_play("C6", hand, ["HA"], "obenabe")
    with pytest.raises(jass.IllegalMoveError, match="undertrumps CK"):
        jass.check_play("C10", "C10 CQ S7", "H6 C6 CK", "clubs")
    with pytest.raises(jass.IllegalMoveError, match="complete"):
        jass.check_play("HA", "HA", "S6 S7 S8 S9 S10 SJ", "clubs")
    with pytest.raises(jass.IllegalMoveError, match="complete"):
        jass.check_play("HA", "HA", jass.Trick(1, "S6 S7 S8 S9"), "clubs")
    with pytest.raises(jass.IllegalMoveError, match="HA"):
        jass.check_play("HK", "HA HK", "S6 HA", "clubs")
    with pytest.raises(jass.IllegalMoveError, match="C6 does not beat CA"):
        jass.check_play("C6", "C6 C9 HA", "CQ CA", "clubs", "schieber_1000")
    with pytest.raises(jass.IllegalMoveError, match="HA is not a trump"):
        jass.check_play("HA", "C6 C9 HA", "CQ CA", "clubs")


def test_the_schmaus_talon_phase_has_its_own_play_rules() -> None:
    # RULES.md §6 phase 1: while the talon has face-down cards, play is free
    # under talon_phase_free_play (on in the schmaus preset).
    hand, trick = "H6 S9", ["HA"]
    assert jass.legal_cards(hand, trick, "obenabe", "schmaus") == jass.CardSet("H6")
    assert jass.legal_cards(hand, trick, "obenabe", "schmaus", phase="main") == jass.CardSet("H6")
    assert jass.legal_cards(hand, trick, "obenabe", "schmaus", phase="talon") == jass.CardSet(hand)
    assert jass.is_legal("S9", hand, trick, "obenabe", "schmaus", phase="talon")
    assert not jass.is_legal("S9", hand, trick, "obenabe", "schmaus", phase="main")
    assert jass.check_play("S9", hand, trick, "obenabe", "schmaus", phase="talon") is None
    with pytest.raises(jass.IllegalMoveError, match="S9 does not follow"):
        jass.check_play("S9", hand, trick, "obenabe", "schmaus")
    # Without free play the talon phase follows the main rules.
    strict = jass.Rules.preset("schmaus", talon_phase_free_play=False)
    assert jass.legal_cards(hand, trick, "obenabe", strict, phase="talon") == jass.CardSet("H6")


def test_a_phase_is_main_or_talon() -> None:
    with pytest.raises(ValueError, match='unknown phase "rob"'):
        jass.legal_cards("H6", "", "obenabe", phase="rob")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="phase"):
        jass.is_legal("H6", "H6", "", "obenabe", phase="Talon")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="phase"):
        jass.check_play("H6", "H6", "", "obenabe", phase=1)  # type: ignore[arg-type]


@given(positions(), rules(), cards(), st.sampled_from(["main", "talon"]))
def test_is_legal_and_check_play_agree_with_legal_cards_in_each_phase(
    position: tuple[jass.CardSet, list[jass.Card], jass.Contract],
    rules: jass.Rules,
    card: jass.Card,
    phase: Literal["main", "talon"],
) -> None:
    hand, trick, contract = position
    legal = jass.legal_cards(hand, trick, contract, rules, phase=phase)
    assert legal and legal <= hand
    assert jass.is_legal(card, hand, trick, contract, rules, phase=phase) == (card in legal)
    if card in trick:
        return
    if card in legal:
        jass.check_play(card, hand, trick, contract, rules, phase=phase)
    else:
        with pytest.raises(jass.IllegalMoveError, match=str(card)):
            jass.check_play(card, hand, trick, contract, rules, phase=phase)


@pytest.mark.parametrize(
    ("trick", "contract", "winner"),
    [
        ("HA H6 C6 HK", "clubs", 2),
        ("HA H6 C6 HK", "obenabe", 0),
        ("HA H6 C6 HK", "undenufe", 1),
        ("C9 CJ CA", "clubs", 1),
        ("SA", "hearts", 0),
        ("S6 HA", "spades", 0),
        ("H6 H9", "hearts", 1),
    ],
)
def test_trick_winner_follows_rules_section_3(trick: str, contract: str, winner: int) -> None:
    assert jass.trick_winner(trick, contract) == winner
    assert jass.trick_winner(trick.split(), jass.Contract(contract)) == winner


def test_trick_winner_errors() -> None:
    with pytest.raises(jass.JassError, match="empty trick"):
        jass.trick_winner([], "hearts")
    with pytest.raises(jass.ParseError, match="got 7"):
        jass.trick_winner("HA HK HQ HJ H10 H9 H8", "hearts")
    with pytest.raises(jass.ParseError):
        jass.trick_winner("HA", "nothing")
    with pytest.raises(TypeError):
        jass.trick_winner(jass.CardSet("HA"), "hearts")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("card", "contract", "rules", "points"),
    [
        ("HJ", "hearts", None, 20),
        ("H9", "hearts", None, 14),
        ("HA", "hearts", None, 11),
        ("SJ", "hearts", None, 2),
        ("S9", "hearts", None, 0),
        ("S8", "hearts", None, 0),
        ("S8", "obenabe", None, 8),
        ("S8", "undenufe", None, 8),
        ("S6", "undenufe", None, 11),
        ("SA", "undenufe", None, 0),
        ("S6", "undenufe", "schieber_3000", 0),
        ("SA", "undenufe", jass.Rules(undenufe_values="ace_eleven"), 11),
        ("SJ", "hearts", jass.Rules(card_values={"trump": [4] * 9, "side": [4] * 9, "obenabe": [4] * 9, "undenufe": [4] * 9, "last_trick": 13}), 4),
    ],
)
def test_card_points_follow_rules_section_2(card: str, contract: str, rules: jass.Rules | str | None, points: int) -> None:
    assert jass.card_points(card, contract, rules) == points


def test_card_points_errors() -> None:
    with pytest.raises(jass.ParseError):
        jass.card_points("XX", "hearts")
    with pytest.raises(jass.ParseError):
        jass.card_points("HA", "XX")
    with pytest.raises(jass.RulesError):
        jass.card_points("HA", "hearts", "skat")
    with pytest.raises(TypeError):
        jass.card_points(jass.CardSet("HA"), "hearts")  # type: ignore[arg-type]


@given(contracts(), st.sampled_from(["schieber", "schieber_3000", "schieber_uri"]))
def test_every_contract_totals_152_card_points_and_157_a_hand(contract: jass.Contract, preset: str) -> None:
    assert sum(jass.card_points(card, contract, preset) for card in jass.CardSet.ALL) == 152
    tricks = [list(jass.CardSet.ALL)[i : i + 4] for i in range(0, 36, 4)]
    total = sum(jass.trick_points(trick, contract, preset, last=i == 8) for i, trick in enumerate(tricks))
    assert total == 157


def test_trick_points() -> None:
    assert jass.trick_points("HJ H9 SA", "hearts") == 45
    assert jass.trick_points(["HJ"], "hearts", last=True) == 25
    assert jass.trick_points([], "hearts", last=True) == 5
    with pytest.raises(jass.ParseError):
        jass.trick_points("HJ HJ", "hearts")
    with pytest.raises(TypeError):
        jass.trick_points("HJ", "hearts", None, True)  # type: ignore[misc]


def test_deal_is_seeded_and_partitions_the_pack() -> None:
    hands = jass.deal(2026)
    assert hands == jass.deal(2026)
    assert hands != jass.deal(2027)
    assert [len(hand) for hand in hands] == [9, 9, 9, 9]
    union = jass.CardSet()
    for hand in hands:
        assert union.isdisjoint(hand)
        union = union | hand
    assert union == jass.CardSet.ALL
    assert len(jass.deal(2**64 - 1)) == 4
    with pytest.raises(OverflowError):
        jass.deal(-1)
    with pytest.raises(OverflowError):
        jass.deal(2**64)


@given(positions(), rules())
def test_legal_cards_are_a_non_empty_subset_of_the_hand(
    position: tuple[jass.CardSet, list[jass.Card], jass.Contract], rules: jass.Rules
) -> None:
    hand, trick, contract = position
    legal = jass.legal_cards(hand, trick, contract, rules)
    assert legal
    assert legal <= hand


@given(positions(), rules(), cards())
def test_is_legal_and_check_play_agree_with_legal_cards(
    position: tuple[jass.CardSet, list[jass.Card], jass.Contract], rules: jass.Rules, card: jass.Card
) -> None:
    hand, trick, contract = position
    legal = jass.legal_cards(hand, trick, contract, rules)
    assert jass.is_legal(card, hand, trick, contract, rules) == (card in legal)
    if card in trick:
        return
    if card in legal:
        jass.check_play(card, hand, trick, contract, rules)
    else:
        with pytest.raises(jass.IllegalMoveError, match=str(card)):
            jass.check_play(card, hand, trick, contract, rules)


@given(positions())
def test_the_winner_is_the_only_card_that_beats_all_others(
    position: tuple[jass.CardSet, list[jass.Card], jass.Contract],
) -> None:
    _, trick, contract = position
    if not trick:
        return
    winner = jass.trick_winner(trick, contract)
    assert 0 <= winner < len(trick)
    # Removing a losing card never changes the winning card.
    for i in range(1, len(trick)):
        if i != winner:
            rest = trick[:i] + trick[i + 1 :]
            assert rest[jass.trick_winner(rest, contract)] == trick[winner]


@given(card_sets())
def test_leading_any_card_is_legal(hand: jass.CardSet) -> None:
    assert jass.legal_cards(hand, [], "hearts") == hand
