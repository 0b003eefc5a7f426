"""Illegal, wrong-phase and foreign actions at the Python boundary: games
and bots refuse them with a message naming the action and stay unchanged,
finished games refuse everything, and simulation batches refuse bad
counts, threads and policies."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from typing import Callable, Union

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import jass_engine as jass
from _hostile import (
    Bot,
    HUGE_TEXT,
    JASSKIT_STATE,
    KINDS,
    PLAIN_WRONG,
    Snapshot,
    TOO_BIG,
    advanced,
    finished,
    game_of,
    others,
    shared_values_stay_unchanged,  # noqa: F401 (an autouse fixture)
)
from jass_engine import _jass

# ------------------------------------------------------- games and actions

NOT_AN_ACTION = {
    **PLAIN_WRONG,
    "card text": "HA",
    "action text": "shove",
    "list": [jass.Play("HA")],
    **others("Card", "Play", "Shove"),
}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("value", NOT_AN_ACTION.values(), ids=NOT_AN_ACTION.keys())
def test_applying_what_is_no_action_is_a_type_error_and_changes_nothing(kind: str, value: object) -> None:
    game = advanced(kind)
    before = Snapshot(game)
    with pytest.raises(TypeError, match="expected an action"):
        game.apply(value)  # type: ignore[arg-type]
    before.assert_unchanged()


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("bot", [jass.RandomBot(1), jass.RuleOfThumbBot(1)], ids=["random", "rule_of_thumb"])
def test_a_bot_chooses_only_for_the_seat_to_act_of_an_observation(kind: str, bot: Bot) -> None:
    game = advanced(kind)
    before = Snapshot(game)
    waiting = [seat for seat in range(game.players) if seat != game.to_act]
    for seat in waiting:
        observation = game.observation(seat)
        with pytest.raises(jass.JassError, match=f"seat {seat} is not to act"):
            bot.choose(observation)
        assert observation == game.observation(seat)
    for bad in [None, game, game.record(), "observation", 0]:
        with pytest.raises(TypeError):
            bot.choose(bad)  # type: ignore[arg-type]
    before.assert_unchanged()


# Actions tried against every game: every card as `Play` and bare,
# every contract, the unit actions, claims of every seat, some weis.
UNIVERSE: list[Union[jass.Action, jass.Card]] = [
    *(jass.Play(card) for card in jass.CardSet.ALL),
    *jass.CardSet.ALL,
    *(jass.Declare(contract) for contract in jass.Contract.all()),
    jass.Shove(),
    jass.Pass(),
    jass.Rob(),
    *(jass.Claim(seat) for seat in range(4)),
    *(jass.Announce(jass.Weis.from_index(index)) for index in range(0, 121, 5)),
]


def as_action(action: Union[jass.Action, jass.Card]) -> jass.Action:
    return jass.Play(action) if isinstance(action, jass.Card) else action


@pytest.mark.parametrize("kind", KINDS)
def test_a_finished_game_refuses_every_action_and_stays_finished(kind: str) -> None:
    game = finished(kind)
    assert game.is_over and game.to_act is None and game.expecting == "nothing"
    assert game.legal_actions() == [] and game.legal_cards() == jass.CardSet.EMPTY
    result = game.result
    before = Snapshot(game)
    for action in UNIVERSE:
        with pytest.raises(jass.IllegalMoveError, match="the game is over"):
            game.apply(action)
    before.assert_unchanged()
    assert game.result == result
    # As C's jass_bot_choose says: the game is over (not that the seat is
    # not to act).
    for seat in range(game.players):
        for bot in [jass.RandomBot(), jass.RuleOfThumbBot(), jass.PimcBot(samples=1)]:
            with pytest.raises(jass.JassError, match="^the game is over$"):
                bot.choose(game.observation(seat))
    assert jass.Game.replay(game.record()) == game


def test_wrong_phase_and_illegal_actions_name_themselves_and_change_nothing() -> None:
    schieber = jass.SchieberGame(seed=4)
    forehand = schieber.to_act
    hand = schieber.observation(forehand).hand
    foreign = next(iter(jass.CardSet.ALL - hand))
    expectations: list[tuple[jass.Game, Union[jass.Action, jass.Card], str]] = [
        (schieber, jass.Play(next(iter(hand))), r"is not possible now: the game expects declaration \(declare a contract or shove\)$"),
        (schieber, next(iter(hand)), "is not possible now"),
        (schieber, jass.Pass(), "pass is not possible now"),
        (schieber, jass.Rob(), "rob is not possible now"),
        (schieber, jass.Announce("four jacks"), "is not possible now"),
        (schieber, jass.Claim(0), "claims are not played"),
    ]
    declared = jass.SchieberGame(seed=4)
    declared.apply(jass.Declare("hearts"))
    expectations += [
        (declared, jass.Declare("spades"), "not possible now"),
        (declared, jass.Shove(), "not possible now"),
        (declared, jass.Play(foreign), f"card {foreign} is not in the hand"),
    ]
    shoved = jass.SchieberGame(seed=4)
    shoved.apply(jass.Shove())
    expectations += [(shoved, jass.Shove(), "may not be shoved")]
    schmaus = jass.SchmausGame(seed=4)
    expectations += [
        (schmaus, jass.Declare("hearts"), "not possible now"),
        (schmaus, jass.Shove(), "not possible now"),
    ]
    zweier = jass.ZweierGame(seed=4)
    expectations += [
        (zweier, jass.Shove(), "shove"),
        (zweier, jass.Play("HA"), "not possible now"),
    ]
    for game, action, message in expectations:
        assert as_action(action) not in game.legal_actions()
        before = Snapshot(game)
        with pytest.raises(jass.IllegalMoveError, match=message):
            game.apply(action)
        before.assert_unchanged()


def test_a_claim_by_a_seat_not_at_the_table_is_refused_as_a_seat_out_of_range() -> None:
    # As observation(seat) and claim_would_win(seat) refuse it: ParseError,
    # in the core's words.
    games: list[tuple[jass.Game, int]] = [
        (jass.SchieberGame(jass.Rules.preset("schieber", end_mode="claims"), 4), 4),
        (jass.SchieberGame(jass.Rules.preset("schieber_five", end_mode="claims"), 4), 5),
        (jass.SchmausGame(jass.Rules.preset("schmaus", end_mode="claims"), 4), 2),
        (jass.ZweierGame(jass.Rules.preset("zweier", end_mode="claims"), 4), 3),
        (jass.DifferenzlerGame(jass.Rules.preset("differenzler", players=3), 4), 3),
    ]
    for game, seat in games:
        before = Snapshot(game)
        players = game.players
        message = f"^cannot claim \\(seat {seat}\\): seat {seat} is not at a table of {players} \\(seats 0 to {players - 1}\\)$"
        with pytest.raises(jass.ParseError, match=message):
            game.apply(jass.Claim(seat))
        refusal = f"^seat {seat} is not at a table of {players} \\(seats 0 to {players - 1}\\)$"
        with pytest.raises(jass.ParseError, match=refusal):
            game.claim_would_win(seat)
        with pytest.raises(jass.ParseError, match=refusal):
            game.observation(seat)
        with pytest.raises(jass.ParseError, match=refusal):
            game.observation(0).team_of(seat)
        before.assert_unchanged()


# Games whose rules open every phase: announced weis, claims, talon.
GAME_SETUPS: dict[str, Callable[[int], jass.Game]] = {
    "schieber": lambda seed: jass.SchieberGame(seed=seed),
    "schieber announced, claims": lambda seed: jass.SchieberGame(
        jass.Rules(weis_mode="announced", end_mode="claims", target=1000), seed
    ),
    "schmaus": lambda seed: jass.SchmausGame(seed=seed),
    "schmaus claims": lambda seed: jass.SchmausGame(jass.Rules.preset("schmaus", end_mode="claims"), seed),
    "zweier": lambda seed: jass.ZweierGame(seed=seed),
    "zweier announced, claims": lambda seed: jass.ZweierGame(
        jass.Rules.preset("zweier", weis_mode="announced", end_mode="claims"), seed
    ),
}


def pick(legal: list[jass.Action], hand: jass.CardSet, probe: random.Random) -> Union[jass.Action, jass.Card]:
    """Mostly a legal action other than a claim (a claim may end the game
    at once), often any action at all, rarely a legal claim."""
    draw = probe.random()
    plays = [action for action in legal if not isinstance(action, jass.Claim)]
    claims = [action for action in legal if isinstance(action, jass.Claim)]
    if draw >= 0.99 and claims or not plays:
        return probe.choice(legal)
    if draw < 0.6:
        return probe.choice(plays)
    announcements = [jass.Announce(weis) for weis in jass.all_melds(hand, "hearts")]
    stray = probe.choice([*UNIVERSE, *announcements])
    return probe.choice(plays) if stray in claims else stray


def refusal(game: jass.Game, action: Union[jass.Action, jass.Card]) -> type[jass.JassError]:
    """The exception a refused action raises: a claim by a seat not at the
    table is a seat out of range (ParseError), any other IllegalMoveError."""
    claim = as_action(action)
    if isinstance(claim, jass.Claim) and claim.seat >= game.players:
        return jass.ParseError
    return jass.IllegalMoveError


@settings(max_examples=30, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(GAME_SETUPS)), st.integers(0, 2**64 - 1), st.integers(0, 2**32))
def test_only_legal_actions_succeed_and_a_refused_one_changes_nothing(setup: str, seed: int, choices: int) -> None:
    game = GAME_SETUPS[setup](seed)
    probe = random.Random(choices)
    for _ in range(600):
        if game.to_act is None:
            break
        legal = game.legal_actions()
        action = pick(legal, game.observation(game.to_act).hand, probe)
        if as_action(action) in legal:
            game.apply(action)
            continue
        before = Snapshot(game)
        with pytest.raises(refusal(game, action)):
            game.apply(action)
        before.assert_unchanged()


@pytest.mark.parametrize("kind", KINDS)
def test_a_game_played_only_through_refusals_and_legal_actions_ends(kind: str) -> None:
    game = game_of(kind, 11)
    probe = random.Random(11)
    refused = 0
    while game.to_act is not None:
        stray = probe.choice(UNIVERSE)
        if as_action(stray) not in game.legal_actions():
            with pytest.raises(refusal(game, stray)):
                game.apply(stray)
            refused += 1
        game.apply(probe.choice(game.legal_actions()))
    assert game.is_over and game.result is not None and refused > 0


def test_a_deal_of_short_hands_or_of_cards_outside_the_pack_is_refused() -> None:
    # Hands all one size short were accepted and filled up from the cards
    # nobody held, moving cards between seats.
    deck = [str(card) for card in jass.CardSet.ALL]
    random.Random(3).shuffle(deck)
    for size, cards in ((8, "8 cards"), (1, "1 card"), (0, "0 cards")):
        hands = [deck[9 * seat : 9 * seat + size] for seat in range(4)]
        with pytest.raises(jass.ParseError, match=f"^seat 0 holds {cards}, expected 9$"):
            jass.SchieberGame(None, deal=hands, dealer=0)
        with pytest.raises(jass.ParseError, match=f"^seat 0 holds {cards}, expected 9$"):
            jass.CoiffeurGame("coiffeur_8", deal=hands, dealer=0)
    fans = [deck[9 * seat : 9 * seat + 8] for seat in range(2)]
    second = [deck[18 + 9 * seat : 18 + 9 * seat + 8] for seat in range(2)]
    with pytest.raises(jass.ParseError, match="seat 0 holds 8 cards, expected 9"):
        jass.ZweierGame(first_fans=fans, second_fans=second, dealer=0)
    five = jass.Rules.preset("schieber_five")
    pack = [card for card in deck if card != str(five.removed_card)]
    hands = [pack[7 * seat : 7 * seat + 7] for seat in range(5)]
    assert [sorted(map(str, hand)) for hand in jass.SchieberGame(five, deal=hands).hands] == [
        sorted(hand) for hand in hands
    ]
    hands[2][0] = str(five.removed_card)
    with pytest.raises(jass.ParseError, match=f"card {five.removed_card} is not in the pack"):
        jass.SchieberGame(five, deal=hands)


def test_jasskit_export_refuses_other_games_and_missing_hands() -> None:
    for game in [jass.SchmausGame(), jass.ZweierGame(), jass.CoiffeurGame(), jass.DifferenzlerGame()]:
        with pytest.raises(ValueError, match=f"^jass-kit plays Schieber, not {game.kind}$"):
            _jass.jasskit_game_to_json(game)
    # Another table is refused as another game is.
    for preset in ["schieber_five", "schieber_six", "schieber_six_double"]:
        with pytest.raises(ValueError, match="cannot express a table of"):
            _jass.jasskit_game_to_json(jass.SchieberGame(preset))
        with pytest.raises(ValueError, match="cannot express a table of"):
            _jass.jasskit_game_from_json(JASSKIT_STATE, preset)
    for bad in [None, "game", jass.SchieberGame().record(), jass.SchieberGame().observation(0)]:
        with pytest.raises(TypeError):
            _jass.jasskit_game_to_json(bad)  # type: ignore[arg-type]
    game = finished("schieber", bot=jass.RuleOfThumbBot(2))
    hands = game.hand_number + 1
    _jass.jasskit_game_to_json(game, hands - 1)
    with pytest.raises(jass.ParseError, match=f"hand index {hands} is out of range 0 to {hands - 1}"):
        _jass.jasskit_game_to_json(game, hands)


def test_a_jasskit_state_that_is_no_state_is_refused() -> None:
    state = json.loads(JASSKIT_STATE)
    for key, value, error in [
        ("version", "V9", jass.ParseError),
        ("dealer", 7, jass.ParseError),
        ("trump", 9, jass.ParseError),
    ]:
        with pytest.raises(error):
            _jass.jasskit_game_from_json(json.dumps({**state, key: value}))
    for bad in [None, b"{}", state]:
        with pytest.raises(TypeError):
            _jass.jasskit_game_from_json(bad)  # type: ignore[arg-type]


# ------------------------------------------------------------ simulations

SIMULATIONS = {"simulate_hands": jass.simulate_hands, "simulate_games": jass.simulate_games}


@pytest.mark.parametrize("name", SIMULATIONS)
def test_a_batch_refuses_bad_counts_threads_and_policies(name: str) -> None:
    simulate = SIMULATIONS[name]
    empty = simulate(0)
    assert empty and all(len(column) == 0 for column in empty.values())
    for count in [2**62, 2**63, 2**64 - 1]:
        with pytest.raises(MemoryError, match=f"{count} values"):
            simulate(count)
    for threads in [0, -1, 1025, -(2**63)]:
        with pytest.raises(ValueError, match=f"threads must be in 1 to 1024, got {threads}"):
            simulate(1, threads=threads)
    for threads in TOO_BIG:
        with pytest.raises(OverflowError):
            simulate(1, threads=threads)
    for threads in [1.0, "2", b"2"]:
        with pytest.raises(TypeError):
            simulate(1, threads=threads)  # type: ignore[arg-type]
    for policy in ["", "smart", "RANDOM", "random ", "\ud800", HUGE_TEXT]:
        with pytest.raises(ValueError, match="policy"):
            simulate(1, policy=policy)  # type: ignore[arg-type]
    for policy in [None, 1, b"random", ["random"]]:
        with pytest.raises(TypeError, match="expected a policy"):
            simulate(1, policy=policy)  # type: ignore[arg-type]
    with pytest.raises(jass.RulesError, match="unknown preset"):
        simulate(1, rules="spam")
    with pytest.raises(TypeError):
        simulate(1, 2)  # type: ignore[misc]
    with pytest.raises(TypeError):
        simulate(1, spam=2)  # type: ignore[call-arg]


@pytest.mark.parametrize("name", SIMULATIONS)
def test_a_batch_does_not_depend_on_a_hostile_thread_count(name: str) -> None:
    simulate = SIMULATIONS[name]
    rules = jass.Rules(target=500)
    one = simulate(5, seed=9, rules=rules, threads=1)
    many = simulate(5, seed=9, rules=rules, threads=1024)
    assert one.keys() == many.keys()
    for key in one:
        assert np.array_equal(one[key], many[key])


# Run in a child process: the address space of the whole process is capped
# so that the system refuses most of 1,024 thread stacks.
THREADLESS = r"""
import resource, numpy as np, jass_engine as jass
expected = {
    "hands": jass.simulate_hands(4096, seed=5, threads=1),
    "games": jass.simulate_games(300, seed=5, threads=1, rules=jass.Rules(target=300)),
}
size = int(open("/proc/self/status").read().split("VmSize:")[1].split()[0]) * 1024
resource.setrlimit(resource.RLIMIT_AS, (size + 300 * 2**20, resource.getrlimit(resource.RLIMIT_AS)[1]))
got = {
    "hands": jass.simulate_hands(4096, seed=5, threads=1024),
    "games": jass.simulate_games(300, seed=5, threads=300, rules=jass.Rules(target=300)),
}
for kind in expected:
    for key in expected[kind]:
        assert np.array_equal(expected[kind][key], got[kind][key]), (kind, key)
print("same")
"""


@pytest.mark.skipif(sys.platform != "linux", reason="caps the address space through /proc and RLIMIT_AS")
def test_a_batch_the_system_refuses_threads_for_runs_on_fewer() -> None:
    child = subprocess.run([sys.executable, "-c", THREADLESS], capture_output=True, text=True, timeout=300, check=False)
    assert child.returncode == 0, child.stderr[-2000:]
    assert child.stdout.strip() == "same"


def test_refusals_say_why_and_name_the_seats_inclusively() -> None:
    # A seat out of range names the last seat, not Rust's exclusive 0..4.
    game = jass.CoiffeurGame()
    with pytest.raises(jass.ParseError, match=r"^seat 4 is not at a table of 4 \(seats 0 to 3\)$"):
        game.observation(4)
    # Coiffeur Schieber has no claims whatever end_mode says.
    claims = jass.CoiffeurGame(jass.Rules.preset("coiffeur_8", end_mode="claims"))
    with pytest.raises(jass.IllegalMoveError, match="Coiffeur Schieber") as refused:
        claims.apply(jass.Claim(0))
    assert "automatic" not in str(refused.value)
