"""simulate_hands and simulate_games: many seeded hands and games in Rust."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import jass_engine as jass

HAND_COLUMNS = {
    "points": (np.uint32, 2),
    "card_points": (np.uint16, 2),
    "contract": (np.int8, 1),
    "declarer": (np.int8, 1),
    "shoved": (np.bool_, 1),
    "multiplier": (np.uint16, 1),
    "weis_points": (np.uint16, 1),
    "weis_team": (np.int8, 1),
    "stoeck_team": (np.int8, 1),
    "match_team": (np.int8, 1),
    "seed": (np.uint64, 1),
}


@pytest.mark.parametrize("policy", ["random", "rule_of_thumb"])
def test_hands_come_back_as_typed_columns(policy: str) -> None:
    hands = jass.simulate_hands(200, seed=7, policy=policy)
    assert sorted(hands) == sorted(HAND_COLUMNS)
    for name, (dtype, width) in HAND_COLUMNS.items():
        assert hands[name].dtype == dtype, name
        assert hands[name].shape == ((200, 2) if width == 2 else (200,)), name
    assert (hands["seed"] == np.arange(7, 207, dtype=np.uint64)).all()


@settings(max_examples=15)
@given(st.integers(0, 2**64 - 1), st.sampled_from(["random", "rule_of_thumb"]), st.sampled_from(["schieber", "schieber_uri"]))
def test_every_hand_counts_157_or_257_before_multipliers(seed: int, policy: str, preset: str) -> None:
    rules = jass.Rules.preset(preset)
    hands = jass.simulate_hands(300, seed=seed, policy=policy, rules=rules)
    assert (hands["card_points"].sum(axis=1) == 157).all()
    matched = hands["match_team"] >= 0
    bonus = np.where(matched, rules.match_bonus, 0)
    weis = hands["weis_points"].astype(np.int64)
    stoeck = np.where(hands["stoeck_team"] >= 0, 20, 0)
    counter = matched & (hands["match_team"] != hands["declarer"] % 2)
    factor = np.where(counter, rules.counter_match_factor, 1)
    total = hands["points"].sum(axis=1).astype(np.int64)
    # Both sides' hand score is the multiplier times 157 or 257 (a counter
    # match times its factor), weis and stöck.
    assert (total == hands["multiplier"] * ((157 + bonus) * factor + weis + stoeck)).all()
    rows = np.flatnonzero(matched)
    assert (hands["card_points"][rows, hands["match_team"][rows]] == 157).all()
    assert ((hands["weis_points"] > 0) == (hands["weis_team"] >= 0)).all()
    assert set(np.unique(hands["contract"])) <= set(range(6))
    assert set(np.unique(hands["declarer"])) <= {0, 2}
    assert (hands["shoved"] == (hands["declarer"] == 2)).all()


@pytest.mark.parametrize("preset", ["schieber_five", "schieber_six", "schieber_six_double"])
@pytest.mark.parametrize("policy", ["random", "rule_of_thumb"])
def test_hands_are_simulated_at_tables_of_five_and_six(preset: str, policy: str) -> None:
    # Each hand is dealt as its table deals (it was four hands of nine,
    # refused on every seed), and counts every card point of the pack.
    rules = jass.Rules.preset(preset)
    hands = jass.simulate_hands(60, seed=11, policy=policy, rules=rules, threads=2)
    one = jass.simulate_hands(60, seed=11, policy=policy, rules=rules, threads=1)
    for name in hands:
        assert (hands[name] == one[name]).all(), name
    copies = 2 if rules.packs == "two" else 1
    for contract, points in zip(hands["contract"], hands["card_points"].sum(axis=1)):
        played = jass.Contract.from_index(int(contract))
        total = copies * sum(jass.card_points(card, played, rules) for card in rules.pack()) + 5
        assert points == total
    assert len(set(hands["declarer"].tolist())) > 1


def test_hand_i_is_dealt_from_seed_plus_i_with_seat_0_forehand() -> None:
    seed = 2**64 - 2  # wraps around
    hands = jass.simulate_hands(4, seed=seed)
    assert hands["seed"].tolist() == [2**64 - 2, 2**64 - 1, 0, 1]
    rules = jass.Rules(first_forehand="right_of_dealer")
    game = jass.SchieberGame(rules, deal=jass.deal(int(hands["seed"][0])), dealer=3)
    assert game.to_act == 0


@pytest.mark.parametrize("policy", ["random", "rule_of_thumb"])
def test_results_do_not_depend_on_the_thread_count(policy: str) -> None:
    one = jass.simulate_hands(501, seed=3, policy=policy, threads=1)
    for threads in [2, 3, 7]:
        other = jass.simulate_hands(501, seed=3, policy=policy, threads=threads)
        for name in one:
            assert (one[name] == other[name]).all(), (threads, name)
    games = jass.simulate_games(9, seed=3, policy=policy, threads=1)
    again = jass.simulate_games(9, seed=3, policy=policy, threads=4)
    for name in games:
        assert (games[name] == again[name]).all(), name


def test_a_rule_set_changes_the_hands() -> None:
    single = jass.simulate_hands(300, rules=jass.Rules(multipliers={"diamonds": 1, "hearts": 1, "obenabe": 1, "undenufe": 1}))
    assert (single["multiplier"] == 1).all()
    no_weis = jass.simulate_hands(300, rules="schieber", policy="random")
    assert no_weis["weis_points"].any()
    assert not jass.simulate_hands(300, rules=jass.Rules(weis_enabled=False))["weis_points"].any()


def test_no_hands_is_empty_columns() -> None:
    hands = jass.simulate_hands(0)
    assert hands["points"].shape == (0, 2)
    assert hands["contract"].shape == (0,)
    assert jass.simulate_games(0)["scores"].shape == (0, 2)


def test_games_are_played_to_the_target() -> None:
    games = jass.simulate_games(40, seed=1, policy="rule_of_thumb")
    assert sorted(games) == ["baerger", "bergpreis", "hands", "matches", "schneider", "scores", "seed", "winner"]
    assert games["scores"].shape == (40, 2) and games["scores"].dtype == np.uint32
    winners = games["winner"]
    assert set(winners.tolist()) <= {0, 1}
    assert (games["scores"][np.arange(40), winners] >= 2500).all()
    assert (games["hands"] >= 5).all()
    assert games["matches"].shape == (40, 2)
    assert games["hands"].dtype == np.uint64 and games["matches"].dtype == np.uint64
    assert (games["bergpreis"] == -1).all() and (games["baerger"] == -1).all()  # not played
    random_games = jass.simulate_games(20, rules="schieber_1000")
    assert (random_games["scores"].max(axis=1) >= 1000).all()


def test_bad_arguments_raise_typed_errors() -> None:
    with pytest.raises(ValueError, match='unknown policy "clever"'):
        jass.simulate_hands(1, policy="clever")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="threads"):
        jass.simulate_hands(1, threads=0)
    with pytest.raises(ValueError, match="threads"):
        jass.simulate_games(1, threads=-3)
    with pytest.raises(jass.RulesError, match="target"):
        jass.simulate_games(1, rules=jass.Rules(target=0))
    with pytest.raises(jass.RulesError):
        jass.simulate_hands(1, rules="no_such_preset")
    with pytest.raises(OverflowError):
        jass.simulate_hands(-1)
    with pytest.raises(OverflowError):
        jass.simulate_hands(1, seed=2**64)
    with pytest.raises(TypeError):
        jass.simulate_hands("many")  # type: ignore[arg-type]


def test_results_beyond_memory_are_a_memory_error() -> None:
    with pytest.raises(MemoryError, match="cannot allocate"):
        jass.simulate_hands(2**60)


FIXTURES = Path(__file__).resolve().parents[2] / "jass-core" / "tests" / "fixtures"


def fixture_batches(name: str) -> dict[tuple[str, str], list[list[str]]]:
    """The rows of a fixture written by jass-core's `tests/sim.rs`, grouped
    by rule preset and policy, each row split into its fields."""
    lines = (FIXTURES / name).read_text().splitlines()
    batches: dict[tuple[str, str], list[list[str]]] = {}
    for line in lines[1:]:
        fields = line.split(",")
        batches.setdefault((fields[0], fields[1]), []).append(fields[2:])
    return batches


def as_fields(columns: dict[str, np.ndarray], names: list[str], row: int) -> list[str]:
    """Row `row` of the columns `names` written as the fixture writes it:
    integers, -1 for none, 0 or 1 for booleans, pairs as two fields."""
    fields: list[str] = []
    for name in names:
        value = columns[name][row]
        values = value.tolist() if value.ndim else [value.item()]
        fields.extend(str(int(v)) for v in values)
    return fields


HAND_FIELDS = ["seed", "points", "card_points", "contract", "declarer", "shoved", "multiplier",
               "weis_points", "weis_team", "stoeck_team", "match_team"]
GAME_FIELDS = ["seed", "scores", "winner", "schneider", "hands", "matches"]


@pytest.mark.parametrize("threads", [1, 3])
def test_hands_are_the_rows_rust_and_c_give_for_the_same_seeds(threads: int) -> None:
    batches = fixture_batches("sim_hands.csv")
    assert len(batches) == 4
    for (preset, policy), rows in batches.items():
        seed = int(rows[0][0])
        hands = jass.simulate_hands(len(rows), seed=seed, rules=preset, policy=policy, threads=threads)  # type: ignore[arg-type]
        got = [as_fields(hands, HAND_FIELDS, i) for i in range(len(rows))]
        assert got == rows, (preset, policy)


def test_games_are_the_rows_rust_and_c_give_for_the_same_seeds() -> None:
    batches = fixture_batches("sim_games.csv")
    assert len(batches) == 2
    for (preset, policy), rows in batches.items():
        games = jass.simulate_games(len(rows), seed=int(rows[0][0]), rules=preset, policy=policy)  # type: ignore[arg-type]
        got = [as_fields(games, GAME_FIELDS, i) for i in range(len(rows))]
        assert got == rows, (preset, policy)


SEAT_HAND_FIELDS = ["seed", "contract", "predictions", "seat_card_points", "seat_scores"]
SEAT_GAME_FIELDS = ["seed", "hands", "seat_totals", "places"]


@pytest.mark.parametrize("threads", [1, 2])
def test_seat_rows_are_the_rows_rust_and_c_give_for_the_same_seeds(threads: int) -> None:
    for name, function, fields in [("sim_seat_hands.csv", jass.simulate_hands, SEAT_HAND_FIELDS),
                                   ("sim_seat_games.csv", jass.simulate_games, SEAT_GAME_FIELDS)]:
        batches = fixture_batches(name)
        assert len(batches) == 4
        for (game, policy), rows in batches.items():
            # The game's usual rules are the preset of the same name.
            columns = function(len(rows), seed=int(rows[0][0]), game=game, policy=policy,  # type: ignore[arg-type]
                               threads=threads)
            got = [as_fields(columns, fields, i) for i in range(len(rows))]
            assert got == rows, (name, game, policy)


def test_every_game_goes_through_the_one_call_and_others_are_refused() -> None:
    for game in ["schieber", "coiffeur", "differenzler", "hindersi", "mittlere"]:
        hands = jass.simulate_hands(3, game=game)  # type: ignore[arg-type]
        games = jass.simulate_games(2, game=game)  # type: ignore[arg-type]
        assert hands["seed"].tolist() == [0, 1, 2] and games["seed"].tolist() == [0, 1]
        team = game in ("schieber", "coiffeur")
        assert ("points" in hands) == team and ("seat_scores" in hands) == (not team)
        assert ("winner" in games) == team and ("places" in games) == (not team)
    for bad in ["schmaus", "zweier"]:
        with pytest.raises(ValueError, match="cannot be simulated"):
            jass.simulate_games(1, game=bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match='unknown game "Schieber"'):
        jass.simulate_hands(1, game="Schieber")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        jass.simulate_hands(1, game=4)  # type: ignore[arg-type]
    with pytest.raises(jass.RulesError, match="not played at a table of 5 players"):
        jass.simulate_hands(1, game="coiffeur", rules=jass.Rules.preset("schieber_five"))
