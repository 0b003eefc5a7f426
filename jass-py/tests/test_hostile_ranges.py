"""Out-of-range integers at the Python boundary: indices above their range,
beyond 64 bits or of another type, seeds and card masks outside their
bits, sequence lengths and player counts that do not exist."""

from __future__ import annotations

import pytest

import jass_engine as jass
from _hostile import (
    Call,
    TOO_BIG,
    TOO_SMALL_FOR_I64,
    shared_values_stay_unchanged,  # noqa: F401 (an autouse fixture)
)
from jass_engine import _jass

# ------------------------------------------------------ integers in ranges

# Each index-like parameter but a seat: the call and the first index above
# its range.
INDEX_SLOTS: dict[str, tuple[Call, int]] = {
    "Card.from_index": (lambda v: jass.Card.from_index(v), 36),
    "Contract.from_index": (lambda v: jass.Contract.from_index(v), 6),
    "Weis.from_index": (lambda v: jass.Weis.from_index(v), 121),
    "jasskit_seat_of_player": (lambda v: _jass.jasskit_seat_of_player(v), 4),
    "jasskit_contract_of_trump": (lambda v: _jass.jasskit_contract_of_trump(v), 6),
    "jasskit_game_to_json.hand_number": (
        lambda v: _jass.jasskit_game_to_json(jass.SchieberGame(), v),
        1,
    ),
}

# Each parameter taking a seat: the call and the table it checks the seat
# against (None: a seat of any table, 0 to 5).
SEAT_SLOTS: dict[str, tuple[Call, int | None]] = {
    "Claim": (lambda v: jass.Claim(v), None),
    "Trick.leader": (lambda v: jass.Trick(v), 4),
    "Trick.leader of two": (lambda v: jass.Trick(v, players=2), 2),
    "Trick.leader of six": (lambda v: jass.Trick(v, players=6), 6),
    "SchieberGame.observation": (lambda v: jass.SchieberGame().observation(v), 4),
    "SchieberGame.claim_would_win": (lambda v: jass.SchieberGame().claim_would_win(v), 4),
    "SchieberGame of five.observation": (
        lambda v: jass.SchieberGame(jass.Rules.preset("schieber_five")).observation(v),
        5,
    ),
    "SchieberGame of six.claim_would_win": (
        lambda v: jass.SchieberGame(jass.Rules.preset("schieber_six")).claim_would_win(v),
        6,
    ),
    "CoiffeurGame.observation": (lambda v: jass.CoiffeurGame().observation(v), 4),
    "SchmausGame.observation": (lambda v: jass.SchmausGame().observation(v), 2),
    "ZweierGame.observation": (lambda v: jass.ZweierGame().observation(v), 2),
    "ZweierGame.claim_would_win": (lambda v: jass.ZweierGame().claim_would_win(v), 2),
    "DifferenzlerGame of three.observation": (
        lambda v: jass.DifferenzlerGame(jass.Rules.preset("differenzler", players=3)).observation(v),
        3,
    ),
    "MittlereGame.claim_would_win": (lambda v: jass.MittlereGame().claim_would_win(v), 3),
    "Observation.team_of": (lambda v: jass.SchieberGame().observation(0).team_of(v), 4),
    "Observation of five.team_of": (
        lambda v: jass.SchieberGame(jass.Rules.preset("schieber_five")).observation(1).team_of(v),
        5,
    ),
    "SchieberGame.dealer": (
        lambda v: jass.SchieberGame(deal=list(jass.deal(1)), dealer=v),
        4,
    ),
    "SchmausGame.dealer": (lambda v: jass.SchmausGame(dealer=v), 2),
    "ZweierGame.dealer": (
        lambda v: jass.ZweierGame(
            first_fans=list(jass.deal(1)[:2]),
            second_fans=list(jass.deal(1)[2:]),
            dealer=v,
        ),
        2,
    ),
    "jasskit_player_of_seat": (lambda v: _jass.jasskit_player_of_seat(v), 4),
    "Solution.to_move": (lambda v: _jass._solution_from_parts(0, 0, v, {}, []), 4),
}

# Every index-like parameter, seats included: the call and the first index
# above its range.
ALL_SLOTS: dict[str, tuple[Call, int]] = {
    **INDEX_SLOTS,
    **{slot: (call, 6 if table is None else table) for slot, (call, table) in SEAT_SLOTS.items()},
}


@pytest.mark.parametrize("slot", INDEX_SLOTS)
def test_an_index_out_of_its_range_is_a_parse_error_naming_it(slot: str) -> None:
    call, end = INDEX_SLOTS[slot]
    call(end - 1)
    for bad in [-1, end, end + 1, 255, 256, 2**32, -(2**63), 2**63 - 1]:
        with pytest.raises(jass.ParseError, match=f"index {bad} is out of range|player {bad} is out|trump {bad} is out"):
            call(bad)


@pytest.mark.parametrize("slot", SEAT_SLOTS)
def test_a_seat_out_of_range_is_a_parse_error_in_the_cores_words(slot: str) -> None:
    # As Rust's SeatOutOfRange and C's messages say it, for any integer.
    call, table = SEAT_SLOTS[slot]
    end = 6 if table is None else table
    call(end - 1)
    for bad in [-1, end, end + 1, 6, 255, 256, 2**32, -(2**63), 2**63 - 1]:
        if table is None:
            message = f"seat {bad} is out of range 0 to 5"
        else:
            message = f"seat {bad} is not at a table of {table} (seats 0 to {table - 1})"
        with pytest.raises(jass.ParseError) as refused:
            call(bad)
        assert str(refused.value) == message


def test_a_trick_at_five_is_led_by_a_seat_at_the_table_but_never_the_chnaecht() -> None:
    assert jass.Trick(3, "HA H6 H7 H8 H9", players=5).seats == [3, 0, 1, 2, 4]
    for bad in [5, 6, -1, 2**40]:
        with pytest.raises(jass.ParseError) as refused:
            jass.Trick(bad, "HA", players=5)
        assert str(refused.value) == f"seat {bad} is not at a table of 5 (seats 0 to 4)"
    for cards in ["", "HA"]:
        with pytest.raises(jass.ParseError) as refused:
            jass.Trick(4, cards, players=5)
        assert str(refused.value) == "seat 4 is the Chnächt of a table of 5, who never leads"


@pytest.mark.parametrize("slot", ALL_SLOTS)
def test_an_index_beyond_64_bits_is_an_overflow_error(slot: str) -> None:
    call, _ = ALL_SLOTS[slot]
    for bad in TOO_BIG + TOO_SMALL_FOR_I64:
        with pytest.raises(OverflowError):
            call(bad)


@pytest.mark.parametrize("slot", ALL_SLOTS)
@pytest.mark.parametrize("bad", [1.0, "1", b"1", [1], jass.Card("HA")], ids=repr)
def test_an_index_of_another_type_is_a_type_error(slot: str, bad: object) -> None:
    call, _ = ALL_SLOTS[slot]
    with pytest.raises(TypeError):
        call(bad)


def test_none_is_no_index_where_an_index_is_required() -> None:
    for slot in ["Card.from_index", "Contract.from_index", "Weis.from_index", "Claim", "Trick.leader"]:
        with pytest.raises(TypeError):
            ALL_SLOTS[slot][0](None)
    with pytest.raises(TypeError):
        jass.SchieberGame().observation(None)  # type: ignore[arg-type]


# Each parameter taking a 64-bit seed or mask.
SEED_SLOTS: dict[str, Call] = {
    "deal": lambda v: jass.deal(v),
    "RandomBot": lambda v: jass.RandomBot(v),
    "RuleOfThumbBot": lambda v: jass.RuleOfThumbBot(v),
    "SchieberGame.seed": lambda v: jass.SchieberGame(seed=v),
    "SchmausGame.seed": lambda v: jass.SchmausGame(seed=v),
    "ZweierGame.seed": lambda v: jass.ZweierGame(seed=v),
    "simulate_hands.seed": lambda v: jass.simulate_hands(1, seed=v),
    "simulate_games.seed": lambda v: jass.simulate_games(1, seed=v, rules=jass.Rules(target=300)),
    "simulate_hands.count": lambda v: jass.simulate_hands(v),
    "simulate_games.count": lambda v: jass.simulate_games(v),
    "CardSet.from_mask": lambda v: jass.CardSet.from_mask(v),
}


@pytest.mark.parametrize("slot", SEED_SLOTS)
def test_a_seed_outside_64_bits_or_negative_is_an_overflow_error(slot: str) -> None:
    call = SEED_SLOTS[slot]
    for bad in [-1, -(2**63), *TOO_BIG, *TOO_SMALL_FOR_I64]:
        with pytest.raises(OverflowError):
            call(bad)
    for bad in [1.0, "1", None, b"1"]:
        with pytest.raises(TypeError):
            call(bad)


def test_every_64_bit_seed_is_a_seed() -> None:
    for seed in [0, 2**63, 2**64 - 1]:
        assert len(jass.deal(seed)) == 4
        jass.SchieberGame(seed=seed)
        jass.SchmausGame(seed=seed)
        jass.ZweierGame(seed=seed)
        jass.RandomBot(seed)
    # Seeds of a batch wrap around 2**64.
    assert jass.simulate_hands(3, seed=2**64 - 1)["seed"].tolist() == [2**64 - 1, 0, 1]


def test_a_card_mask_beyond_the_36_cards_is_a_parse_error_naming_it() -> None:
    for mask in [2**36, 2**64 - 1, 1 << 40]:
        with pytest.raises(jass.ParseError, match=f"{mask:#x}"):
            jass.CardSet.from_mask(mask)


def test_a_sequence_length_out_of_range_names_the_length() -> None:
    for length in [-1, -(2**63), 256, 259, 2**32]:
        with pytest.raises(jass.ParseError, match=f"3 to 9 cards, not {length}"):
            jass.Weis.sequence("H", length, "A")
    for length in [0, 1, 2, 10, 255]:
        with pytest.raises(jass.ParseError, match="not a meld"):
            jass.Weis.sequence("H", length, "A")
    with pytest.raises(jass.ParseError, match="not a meld"):
        jass.Weis.sequence("H", 4, "8")
    with pytest.raises(OverflowError):
        jass.Weis.sequence("H", 2**64, "A")


def test_a_trick_has_two_to_six_players() -> None:
    for players in [-1, 0, 1, 7, 2**63 - 1]:
        with pytest.raises(ValueError, match=f"2, 3, 4, 5 or 6 players, not {players}"):
            jass.Trick(0, players=players)
    with pytest.raises(OverflowError):
        jass.Trick(0, players=2**64)
    with pytest.raises(jass.IllegalMoveError, match="complete"):
        jass.Trick(0, "HA HK HQ", players=2)
