"""Long batches: Ctrl-C, progress, one policy per team, long games, and the
side prizes in game rows."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from typing import Any

import numpy as np
import pytest

import jass_engine as jass
from _interrupt import interrupt, stops_on_ctrl_c

PLAIN = {"diamonds": 1, "hearts": 1, "spades": 1, "clubs": 1, "obenabe": 1, "undenufe": 1}


def plain_rules(target: int) -> jass.Rules:
    """Every hand counts 157 or 257: no weis, stöck or multipliers."""
    return jass.Rules(weis_enabled=False, stoeck_enabled=False, multipliers=PLAIN, target=target)


@pytest.mark.parametrize(
    "call",
    [
        'simulate_hands(10**9, policy="rule_of_thumb")',
        "simulate_hands(10**9)",
        'simulate_games(10**8, policy="rule_of_thumb", threads=2)',
        'simulate_games(10**8, policy=("random", "rule_of_thumb"), progress=lambda d, t: None)',
    ],
)
def test_ctrl_c_stops_a_large_batch_within_a_fraction_of_a_second(call: str) -> None:
    # A fresh process: numpy has not been imported before the batch starts.
    stops_on_ctrl_c(
        f"""
        import jass_engine as jass
        print("start", flush=True)
        jass.{call}
        """
    )


def test_ctrl_c_can_be_caught_and_the_next_batch_runs() -> None:
    took, err = interrupt(
        """
        import jass_engine as jass
        print("start", flush=True)
        try:
            jass.simulate_games(10**8)
        except KeyboardInterrupt:
            rows = jass.simulate_games(3, seed=1)
            sys.stderr.write(f"caught, then {len(rows['seed'])} games\\n")
        sys.exit(3)
        """
    )
    assert "caught, then 3 games" in err, err
    assert took < 2.0


def test_a_progress_callback_sees_every_row_done() -> None:
    seen: list[tuple[int, int]] = []
    hands = jass.simulate_hands(300_000, seed=2, progress=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (300_000, 300_000)
    assert len(seen) >= 2
    assert all(total == 300_000 for _, total in seen)
    assert [done for done, _ in seen] == sorted({done for done, _ in seen})
    plain = jass.simulate_hands(300_000, seed=2)
    assert all((hands[k] == plain[k]).all() for k in hands)
    games: list[int] = []
    jass.simulate_games(7, progress=lambda done, total: games.append(done))
    assert games[-1] == 7


def test_an_exception_in_the_callback_stops_the_batch() -> None:
    def fail(done: int, total: int) -> None:
        raise RuntimeError(f"stop at {done}")

    with pytest.raises(RuntimeError, match="stop at"):
        jass.simulate_hands(10**9, progress=fail)


def test_progress_true_draws_a_bar_on_stderr(capfd: pytest.CaptureFixture[str]) -> None:
    jass.simulate_games(20, progress=True)
    err = capfd.readouterr().err
    assert "20/20" in err, err


def test_progress_true_without_tqdm_prints_lines() -> None:
    code = """
        import sys
        sys.modules["tqdm"] = None  # as if it were not installed
        import jass_engine as jass
        jass.simulate_games(5, progress=True)
    """
    run = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert run.stderr.strip().splitlines()[-1] == "5/5 games"


def test_progress_must_be_a_bool_or_a_callable() -> None:
    with pytest.raises(TypeError, match="progress"):
        jass.simulate_hands(3, progress="yes")  # type: ignore[arg-type]
    assert jass.simulate_hands(3, progress=False)["seed"].tolist() == [0, 1, 2]


def test_one_policy_per_team() -> None:
    same = jass.simulate_games(30, seed=4, policy="rule_of_thumb")
    for pair in [("rule_of_thumb", "rule_of_thumb"), ["rule_of_thumb", "rule_of_thumb"]]:
        again = jass.simulate_games(30, seed=4, policy=pair)  # type: ignore[arg-type]
        assert all((same[k] == again[k]).all() for k in same)
    duel = jass.simulate_games(200, seed=4, policy=("rule_of_thumb", "random"))
    mirrored = jass.simulate_games(200, seed=4, policy=("random", "rule_of_thumb"))
    assert (duel["winner"] == 0).mean() > 0.75
    assert (mirrored["winner"] == 1).mean() > 0.75
    one_thread = jass.simulate_games(200, seed=4, policy=("rule_of_thumb", "random"), threads=1)
    assert all((duel[k] == one_thread[k]).all() for k in duel)
    hands = jass.simulate_hands(2000, policy=("rule_of_thumb", "random"))
    assert hands["points"][:, 0].sum() > hands["points"][:, 1].sum()


@pytest.mark.parametrize(
    ("policy", "error"),
    [
        (("random",), TypeError),
        (("random", "random", "random"), TypeError),
        (["random"], TypeError),
        (("random", "clever"), ValueError),
        (("random", 3), TypeError),
        (3, TypeError),
    ],
)
def test_bad_policy_pairs_are_typed_errors(policy: Any, error: type[Exception]) -> None:
    with pytest.raises(error):
        jass.simulate_games(1, policy=policy)


def test_a_game_past_65535_hands_is_counted_in_bounded_memory() -> None:
    # In a fresh process, so that the peak memory is this game's.
    code = """
        import resource
        import jass_engine as jass
        plain = {"diamonds": 1, "hearts": 1, "spades": 1, "clubs": 1, "obenabe": 1, "undenufe": 1}
        rules = jass.Rules(weis_enabled=False, stoeck_enabled=False, multipliers=plain, target=1000)
        jass.simulate_games(1, rules=rules)
        before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        games = jass.simulate_games(1, seed=1, rules=rules.replace(target=5_500_000))
        grown = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
        print(int(games["hands"][0]), int(games["scores"].max()), grown)
    """
    run = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    hands, best, grown_kib = map(int, run.stdout.split())
    # Every hand counts 157 or 257 points between the teams.
    assert hands > 65_535
    assert best >= 5_500_000
    # Keeping every hand would take tens of MiB.
    assert grown_kib < 8 * 1024, grown_kib


def test_long_games_count_every_hand() -> None:
    rules = plain_rules(200_000)
    games = jass.simulate_games(2, rules=rules)
    total = games["scores"].sum(axis=1).astype(np.int64)
    hands = games["hands"].astype(np.int64)
    matches = games["matches"].sum(axis=1).astype(np.int64)
    # 157 a hand, 100 more for a match; the last hand stops when the
    # target is reached.
    assert (total <= 157 * hands + 100 * matches).all()
    assert (total > 157 * (hands - 1) + 100 * (matches - 1)).all()
    assert (hands > 2000).all()


def test_game_rows_report_bergpreis_and_baerger() -> None:
    rules = jass.Rules(bergpreis=True, baerger=2000)
    games = jass.simulate_games(10, seed=3, rules=rules)
    assert games["bergpreis"].dtype == np.int8 and games["baerger"].dtype == np.int8
    team = {None: -1, 0: 0, 1: 1}
    for seed, berg, baerger, winner in zip(games["seed"], games["bergpreis"], games["baerger"], games["winner"]):
        # The same game played through here: one random bot, seeded from the
        # game's seed as the simulation seeds it, for every seat.
        game = jass.SchieberGame(rules, int(seed))
        bot = jass.RandomBot(int(seed) ^ 0x9E3779B97F4A7C15)
        while (seat := game.to_act) is not None:
            game.apply(bot.choose(game.observation(seat)))
        result = game.result
        assert result is not None and result["winner"] == winner
        milestones = game.milestones
        assert (berg, baerger) == (team[milestones["bergpreis"]], team[milestones["baerger"]])
        assert berg in (0, 1) and baerger in (0, 1)
