"""The exact solver, the PIMC bot and the duplicate arena."""

from __future__ import annotations

import copy
import math
import pickle
import threading
import time

import pytest

import jass_engine as jass
from _interrupt import stops_on_ctrl_c


def _game_in_play(cards: int, seed: int = 3) -> jass.SchieberGame:
    game = jass.SchieberGame(seed=seed)
    game.apply(jass.Declare(jass.Contract.OBENABE))
    for _ in range(cards):
        game.apply(jass.Play(next(iter(game.legal_cards()))))
    return game


def test_solve_gives_every_legal_card_a_value_and_a_line_that_keeps_the_value() -> None:
    game = _game_in_play(24)
    solution = jass.solve(game)
    assert set(solution.card_values) == set(game.legal_cards())
    assert solution.value in solution.card_values.values()
    assert all(solution.card_values[card] == solution.value for card in solution.best_cards)
    assert len(solution.principal_variation) == 12
    # Along the line, the points taken plus the value of what is left stay
    # the position's value.
    declarers = solution.declarers
    before = game.card_points[declarers]
    for card in solution.principal_variation[:8]:
        game.apply(jass.Play(card))
    taken = game.card_points[declarers] - before
    assert taken + jass.solve(game).value == solution.value


def test_solve_gives_the_same_solution_on_any_number_of_threads() -> None:
    # Eight tricks left: enough for the helper threads to start.
    game = _game_in_play(4)
    one = jass.solve(game, threads=1)
    for threads in (None, 2, 3):
        many = jass.solve(game, threads=threads)
        assert many.value == one.value
        assert many.card_values == one.card_values
        assert many.principal_variation == one.principal_variation
    with pytest.raises(ValueError, match="threads"):
        jass.solve(game, threads=0)
    with pytest.raises(ValueError, match="threads"):
        jass.solve(game, threads=1025)


def test_solve_many_agrees_with_solve() -> None:
    games = [_game_in_play(20 + i) for i in range(4)]
    many = jass.solve_many(games, threads=2, memory=1 << 16)
    assert [s.value for s in many] == [jass.solve(g).value for g in games]
    assert [s.card_values for s in many] == [jass.solve(g).card_values for g in games]


def test_solve_many_keeps_the_order_of_games_of_very_different_sizes() -> None:
    # Threads take the next game as they finish one: a large game first
    # and small ones after still come back in order.
    games = [_game_in_play(8)] + [_game_in_play(24 + i % 8, seed=i) for i in range(12)]
    many = jass.solve_many(games, threads=2, memory=1 << 18)
    assert [s.value for s in many] == [jass.solve(g, memory=1 << 18).value for g in games]
    assert jass.solve_many([]) == []


def _interrupted(contract: str, cards: int, call: str, **timing: float) -> None:
    """Checks that Ctrl-C ends `call` as `stops_on_ctrl_c` does (its `wait`
    and `limit` in `timing`), in a fresh interpreter, run on the game of
    seed 3 in `contract` after its first `cards` legal cards."""
    stops_on_ctrl_c(
        f"""
        import jass_engine as jass
        game = jass.SchieberGame(seed=3)
        game.apply(jass.Declare(jass.Contract.{contract}))
        for _ in range({cards}):
            game.apply(jass.Play(next(iter(game.legal_cards()))))
        print("start", flush=True)
        {call}
        """,
        **timing,
    )


def test_ctrl_c_stops_solve_many() -> None:
    # 100,000 games: some seconds of searches, so the signal (half a second
    # after the call) finds them running. A million could spend that half
    # second and more, on a loaded machine, reading the games and setting
    # the batch up (a copy of the positions and a row for each), and that
    # setup does not look for Ctrl-C.
    _interrupted("OBENABE", 16, "jass.solve_many([game] * 100_000, threads=2, memory=1 << 16)")


@pytest.mark.parametrize(
    "call",
    [
        "jass.solve_many([game] * 1_000_000, threads=2, memory=1 << 16)",
        "jass.Solver(threads=2, memory=1 << 16).solve_value_many([game] * 1_000_000)",
    ],
)
def test_ctrl_c_stops_solve_many_while_it_reads_its_games(call: str) -> None:
    # A million games take a fifth of a second or more to read before any
    # search starts (timed here as far as the unknown thing at the end of
    # the list). A Ctrl-C sent as the call starts must end it well before
    # every game is read: within half that, or a quarter of a second on a
    # fast machine (the interpreter's exit alone takes some hundredths).
    games: list[object] = [_game_in_play(16)] * 999_999 + ["not a game"]
    start = time.monotonic()
    with pytest.raises(TypeError):
        jass.solve_many(games, threads=2, memory=1 << 16)  # type: ignore[arg-type]
    reading = time.monotonic() - start
    _interrupted("OBENABE", 16, call, wait=0.0, limit=max(reading / 2, 0.25))


def test_ctrl_c_stops_a_long_solve_within_a_fraction_of_a_second() -> None:
    # A whole hand in a trump contract, on one thread with a 64 KiB table:
    # about 9 s on the slower of our machines, 3 s or more on the faster,
    # so the signal (sent half a second after "start") always finds the
    # search running, and an uninterruptible search would take far longer
    # than the limit below. With the whole table and two threads the same
    # deal takes well under a second on the faster machine, and the search
    # could end before the signal came.
    _interrupted("HEARTS", 0, "jass.solve(game, memory=1 << 16, threads=1)")


def test_ctrl_c_stops_a_pimc_bot_with_samples_without_end() -> None:
    # Two tricks left and 2**32 - 1 samples: about an hour of sampling.
    _interrupted(
        "HEARTS",
        28,
        "jass.PimcBot(1, samples=2**32 - 1, search_from_tricks=9).choose(game.observation(game.to_act))",
    )


def test_a_pimc_bot_stopped_by_ctrl_c_is_as_it_was() -> None:
    # The flag Ctrl-C sets, set before the decision: the bot is unchanged.
    stops_on_ctrl_c(
        """
        import jass_engine as jass
        game = jass.SchieberGame(seed=3)
        game.apply(jass.Declare(jass.Contract.HEARTS))
        for _ in range(28):
            game.apply(jass.Play(next(iter(game.legal_cards()))))
        observation = game.observation(game.to_act)
        bot = jass.PimcBot(1, samples=2**32 - 1, search_from_tricks=9)
        state = bot.__getstate__()
        print("start", flush=True)
        try:
            bot.choose(observation)
        finally:
            assert bot.__getstate__() == state
        """
    )


def test_ctrl_c_stops_a_loop_of_small_solves() -> None:
    # With five tricks left a solve runs on the calling thread, with no
    # thread watching for Ctrl-C: the signal is raised as the call returns.
    _interrupted("HEARTS", 16, "while True: jass.solve(game, threads=1)")


def test_ctrl_c_stops_a_long_value_search_and_a_batch_of_values() -> None:
    # A whole trump hand with a 4 KiB table on one thread: several seconds
    # on any of our machines, so the signal finds the search running.
    _interrupted("HEARTS", 0, "jass.solve_value(game, memory=1 << 12, threads=1)")
    _interrupted("OBENABE", 16, "jass.solve_value_many([game] * 1_000_000, threads=2, memory=1 << 16)")


def test_the_value_alone_is_the_solutions_on_either_path_and_in_a_batch() -> None:
    # Eight tricks left goes beside a thread watching for Ctrl-C, four and
    # six on the calling thread.
    games = [_game_in_play(cards) for cards in (4, 12, 20)]
    positions = [jass.Position.from_game(game) for game in games]
    expected = [jass.solve(game).value for game in games]
    for threads in (None, 1, 2):
        assert [jass.solve_value(g, threads=threads) for g in games] == expected
        assert [jass.solve_value(p, threads=threads) for p in positions] == expected
        assert jass.solve_value_many([*games, *positions], threads=threads) == expected * 2
    assert jass.solve_value_many([]) == []
    with pytest.raises(jass.JassError, match="no contract"):
        jass.solve_value(jass.SchieberGame(seed=1))
    with pytest.raises(ValueError, match="Schieber only"):
        jass.solve_value_many([jass.ZweierGame(seed=1)])
    with pytest.raises(ValueError, match="memory"):
        jass.solve_value(games[2], memory=1 << 40)
    with pytest.raises(ValueError, match="threads"):
        jass.solve_value_many(games, threads=0)
    with pytest.raises(TypeError):
        jass.solve_value("not a game")  # type: ignore[arg-type]


def test_small_and_large_positions_give_the_solutions_of_the_core_on_either_path() -> None:
    # Seven tricks left goes beside a thread watching for Ctrl-C, six on the
    # calling thread: both give what the position's first card shows.
    for cards in (8, 12):
        game = _game_in_play(cards)
        solution = jass.solve(game, threads=1)
        for card, value in solution.card_values.items():
            after = game.clone()
            before = after.card_points[solution.declarers]
            after.apply(jass.Play(card))
            gained = after.card_points[solution.declarers] - before
            rest = jass.solve(after).value
            assert gained + rest == value, (cards, card)


def test_solve_refuses_a_game_before_its_contract() -> None:
    with pytest.raises(jass.JassError, match="no contract"):
        jass.solve(jass.SchieberGame(seed=1))


def test_solve_refuses_a_game_that_is_over_even_in_the_middle_of_a_hand() -> None:
    # Seed 6 played by rule-of-thumb bots ends in its tenth hand, with four
    # cards in each hand, when a team reaches the target.
    game = jass.SchieberGame(seed=6)
    bot = jass.RuleOfThumbBot(1)
    while game.to_act is not None:
        game.apply(bot.choose(game.observation(game.to_act)))
    assert len(game.observation(0).hand) == 4
    with pytest.raises(jass.JassError, match="game is over"):
        jass.solve(game)
    with pytest.raises(jass.JassError, match="game is over"):
        jass.Position.from_game(game)
    hands = [game.observation(seat).hand for seat in range(4)]
    with pytest.raises(jass.JassError, match="game is over"):
        jass.Position.from_observation(game.observation(0), hands)


def test_solve_refuses_other_games_and_bad_arguments() -> None:
    with pytest.raises(ValueError, match="Schieber only"):
        jass.solve(jass.ZweierGame(seed=1))
    with pytest.raises(ValueError, match="memory"):
        jass.solve(_game_in_play(30), memory=1 << 40)
    with pytest.raises(ValueError, match="threads"):
        jass.solve_many([_game_in_play(30)], threads=0)
    with pytest.raises(TypeError):
        jass.solve("not a game")  # type: ignore[arg-type]


def test_pimc_bot_plays_a_whole_game_legally_and_deterministically() -> None:
    def play(seed: int) -> list[jass.Action]:
        game = jass.SchieberGame(seed=7)
        bots: list[jass.Bot] = [jass.PimcBot(seed, samples=2, search_from_tricks=3), jass.RuleOfThumbBot(1)]
        actions = []
        while game.hand_number == 0 and not game.is_over:
            seat = game.to_act
            assert seat is not None
            action = bots[seat % 2].choose(game.observation(seat))
            game.apply(action)
            actions.append(action)
        return actions

    assert play(1) == play(1)


def test_pimc_bot_checks_its_arguments() -> None:
    with pytest.raises(ValueError, match="samples"):
        jass.PimcBot(samples=0)
    with pytest.raises(ValueError, match="search_from_tricks"):
        jass.PimcBot(search_from_tricks=10)
    with pytest.raises(ValueError, match="time_budget"):
        jass.PimcBot(time_budget=-1.0)
    # A huge budget is named as written, not in 301 digits.
    with pytest.raises(ValueError, match=r"below a million, got 1e300$"):
        jass.PimcBot(time_budget=1e300)
    with pytest.raises(ValueError, match="memory"):
        jass.PimcBot(memory=(1 << 30) + 1)
    for threads in (0, 1025):
        with pytest.raises(ValueError, match="threads"):
            jass.PimcBot(threads=threads)
    for table in ("schieber_five", "schieber_six", "schieber_six_double"):
        with pytest.raises(ValueError, match="table of four"):
            jass.PimcBot(rules=table)
    with pytest.raises(jass.RulesError):
        jass.PimcBot(rules="nonesuch")


def test_pimc_bot_pickles_and_copies_in_the_middle_of_a_hand_and_goes_on_alike() -> None:
    rules = jass.Rules(match_bonus=50)
    bot = jass.PimcBot(7, samples=3, search_from_tricks=4, rules=rules, memory=1 << 20, threads=None)
    game = _game_in_play(0)
    while len(game.observation(0).hand) > 4:
        seat = game.to_act
        assert seat is not None
        game.apply(bot.choose(game.observation(seat)))
    pickled = [pickle.loads(pickle.dumps(bot, protocol)) for protocol in range(pickle.HIGHEST_PROTOCOL + 1)]
    copies = [*pickled, copy.deepcopy(bot), copy.copy(bot)]
    assert all(c.__getstate__() == bot.__getstate__() for c in copies)
    assert bot.__getstate__()[0] == rules and bot.__getstate__()[6] == 0
    while game.to_act is not None and len(game.observation(0).hand) > 0:
        observation = game.observation(game.to_act)
        action = bot.choose(observation)
        assert all(c.choose(observation) == action for c in copies)
        game.apply(action)


def test_pimc_bot_refuses_a_state_it_could_not_have() -> None:
    state = jass.PimcBot(1).__getstate__()
    bot = jass.PimcBot(2)
    with pytest.raises(ValueError, match="never all zeros"):
        bot.__setstate__((*state[:7], [[0, 0, 0, 0], state[7][1]]))
    with pytest.raises(ValueError, match="search_from_tricks"):
        bot.__setstate__((state[0], state[1], 0, *state[3:]))
    with pytest.raises(ValueError, match="table of four"):
        bot.__setstate__(("schieber_six", *state[1:]))
    with pytest.raises(ValueError, match="memory"):
        bot.__setstate__((*state[:5], 1 << 40, *state[6:]))
    assert bot.__getstate__() == jass.PimcBot(2).__getstate__()


def test_pimc_bot_declares_by_its_samples_the_same_on_any_number_of_threads() -> None:
    # Obenabe and Undenufe only, whose full deals solve fast; seed 3: seat 0
    # declares first.
    contracts = {c: c in ("obenabe", "undenufe") for c in jass.Rules().contracts}
    rules = jass.Rules(contracts=contracts)
    game = jass.SchieberGame(seed=3, rules=rules)
    assert game.to_act == 0
    observation = game.observation(0)

    def declare(threads: int | None) -> jass.Action:
        bot = jass.PimcBot(
            5, declare_samples=1, memory=1 << 20, threads=threads, rules=rules, samples=3
        )
        return bot.choose(observation)

    one = declare(1)
    assert one in observation.legal_actions
    assert isinstance(one, (jass.Declare, jass.Shove))
    assert declare(2) == one
    assert declare(None) == one


def test_run_arena_reports_both_sides_with_intervals() -> None:
    report = jass.run_arena("rule_of_thumb", "random", 30, seed=1, threads=2)
    assert len(report["points"]) == 30
    assert report["means"][0] > report["means"][1]
    assert report["difference"] - report["difference_ci95"] > 0
    with pytest.raises(ValueError, match="unknown player"):
        jass.run_arena("nobody", "random", 1)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="tables of four, five and six"):
        jass.run_arena("rule_of_thumb", "random", 1, rules="mittlere")
    for table in ("schieber_five", "schieber_six", "schieber_six_double"):
        with pytest.raises(ValueError, match="table of four with one pack"):
            jass.run_arena("pimc", "random", 1, rules=table)
        played = jass.run_arena("rule_of_thumb", "random", 30, seed=1, rules=table)
        assert len(played["points"]) == 30
        assert played["difference"] - played["difference_ci95"] > 0


def test_an_arena_of_fewer_than_two_deals_claims_no_interval() -> None:
    one = jass.run_arena("rule_of_thumb", "random", 1, seed=1, threads=1)
    assert one["difference_ci95"] == math.inf
    assert all(ci == math.inf for ci in one["ci95"])
    assert not one["difference"] - one["difference_ci95"] > 0
    none = jass.arena_report([], [], [], [])
    assert math.isnan(none["difference"]) and math.isnan(none["difference_ci95"])
    assert all(math.isnan(m) for m in none["means"] + none["micros_per_decision"])
    two = jass.arena_report(
        one["seeds"] * 2, one["points"] * 2, one["decisions"] * 2, one["nanos"] * 2
    )
    assert two["difference_ci95"] == 0.0
    assert two["difference"] == one["difference"]


def test_arena_report_sums_the_largest_points_and_times_without_overflow() -> None:
    big = 2**32 - 1
    report = jass.arena_report([1, 2], [[[big, big], [big, big]]] * 2, [[1, 1]] * 2, [[1, 1]] * 2)
    assert report["means"] == [float(big), float(big)]
    most = 2**64 - 1
    report = jass.arena_report([1, 2], [[[1, 1], [1, 1]]] * 2, [[1, 1]] * 2, [[most, 1]] * 2)
    assert report["micros_per_decision"] == [float(most) / 1000, 0.001]


def test_deals_are_not_sampled_at_another_table() -> None:
    for table in ("schieber_five", "schieber_six", "schieber_six_double"):
        observation = jass.SchieberGame(table, 1).observation(0)
        assert observation.rules == jass.Rules.preset(table)
        with pytest.raises(ValueError, match="four hands of nine"):
            jass.sample_deals(observation, 1)
        with pytest.raises(ValueError, match="four hands of nine"):
            jass.count_deals(observation)


def _sampled_positions(game: jass.SchieberGame, count: int, seed: int) -> list[jass.Position]:
    seat = game.to_act
    assert seat is not None
    observation = game.observation(seat)
    deals = jass.sample_deals(observation, count, seed=seed)
    return [jass.Position.from_observation(observation, hands) for hands in deals]


def test_a_kept_solver_gives_what_the_functions_give_call_after_call() -> None:
    solver = jass.Solver(memory=1 << 16, threads=1)
    assert (solver.memory, solver.threads, solver.nodes) == (1 << 16, 1, 0)
    trump = jass.SchieberGame(seed=5)
    trump.apply(jass.Declare(jass.Contract.SPADES))
    for _ in range(20):
        trump.apply(jass.Play(next(iter(trump.legal_cards()))))
    # Obenabe and trump, games and sampled deals, small and large, one after
    # the other on the same solver.
    middle = _game_in_play(12)
    games: list[jass.SchieberGame | jass.Position] = [_game_in_play(24), _game_in_play(33), middle]
    games += [_game_in_play(28), trump]
    games += _sampled_positions(trump, 4, seed=9) + _sampled_positions(middle, 2, seed=1)
    nodes = 0
    for game in games:
        expected = jass.solve(game, memory=1 << 16)
        solution = solver.solve(game)
        assert (solution.value, solution.card_values, solution.principal_variation) == (
            expected.value,
            expected.card_values,
            expected.principal_variation,
        )
        assert solver.solve_value(game) == expected.value
        assert solver.nodes > nodes
        nodes = solver.nodes
    values = [s.value for s in jass.solve_many(games, memory=1 << 16)]
    for threads in (1, 2):
        batch = jass.Solver(memory=1 << 16, threads=threads)
        for _ in range(2):
            assert [s.value for s in batch.solve_many(games)] == values
            assert batch.solve_value_many(games) == values
        assert batch.solve_many([]) == []


def test_a_kept_solver_refuses_bad_input_and_stays_ready() -> None:
    with pytest.raises(ValueError, match="memory"):
        jass.Solver(memory=(1 << 30) + 1)
    for threads in (0, 1025):
        with pytest.raises(ValueError, match="threads"):
            jass.Solver(threads=threads)
    with pytest.raises(TypeError):
        jass.Solver(1 << 16)  # type: ignore[call-arg]
    solver = jass.Solver(memory=1 << 16, threads=2)
    assert solver.threads == 2 and jass.Solver().threads >= 1
    game = _game_in_play(24)
    expected = jass.solve(game).card_values
    with pytest.raises(jass.JassError, match="no contract"):
        solver.solve(jass.SchieberGame(seed=1))
    with pytest.raises(ValueError, match="Schieber only"):
        solver.solve_value(jass.ZweierGame(seed=1))
    with pytest.raises(TypeError):
        solver.solve_many([game, "not a game"])  # type: ignore[list-item]
    with pytest.raises(jass.JassError, match="no contract"):
        solver.solve_value_many([game, jass.SchieberGame(seed=1)])
    assert solver.nodes == 0
    assert solver.solve(game).card_values == expected


def test_a_kept_solver_pickles_and_copies_as_its_memory_and_threads() -> None:
    solver = jass.Solver(memory=1 << 20, threads=2)
    game = _game_in_play(28)
    value = solver.solve_value(game)
    pickled = [pickle.loads(pickle.dumps(solver, protocol)) for protocol in range(pickle.HIGHEST_PROTOCOL + 1)]
    for again in (*pickled, copy.deepcopy(solver), copy.copy(solver)):
        assert type(again) is jass.Solver
        assert (again.memory, again.threads, again.nodes) == (1 << 20, 2, 0)
        assert again.solve_value(game) == value
    assert repr(solver) == "Solver(memory=1048576, threads=2)"


def test_a_kept_solver_in_use_by_another_thread_refuses_a_second_call() -> None:
    # Seven tricks left with a 4 KiB table: tens of milliseconds each, the
    # GIL released while it runs.
    game = _game_in_play(8)
    solver = jass.Solver(memory=1 << 12, threads=1)
    done = threading.Event()

    def search() -> None:
        while not done.is_set():
            solver.solve_value(game)

    worker = threading.Thread(target=search)
    worker.start()
    try:
        deadline = time.monotonic() + 30
        refused = False
        while not refused and time.monotonic() < deadline:
            try:
                solver.solve_value(_game_in_play(32))
            except RuntimeError as error:
                assert "borrowed" in str(error)
                refused = True
            time.sleep(0.01)
        assert refused
    finally:
        done.set()
        worker.join()
    # Once the other thread is done, the solver is this thread's.
    assert solver.solve_value(_game_in_play(32)) == jass.solve_value(_game_in_play(32))


def test_ctrl_c_stops_a_kept_solvers_long_search_and_batch() -> None:
    _interrupted("HEARTS", 0, "jass.Solver(memory=1 << 12, threads=1).solve_value(game)")
    _interrupted("OBENABE", 16, "jass.Solver(memory=1 << 16, threads=2).solve_many([game] * 1_000_000)")
