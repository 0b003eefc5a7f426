"""Bots, observations, tricks, suits, ranks, comparison steps and solutions
pickle (games, cards and rules do too)."""

from __future__ import annotations

import copy
import json
import pickle

import pytest

import jass_engine as jass


def played(game: jass.Game, bot: jass.Bot, actions: int) -> jass.Game:
    for _ in range(actions):
        seat = game.to_act
        assert seat is not None
        game.apply(bot.choose(game.observation(seat)))
    return game


@pytest.mark.parametrize("kind", [jass.RandomBot, jass.RuleOfThumbBot])
def test_a_pickled_bot_goes_on_with_the_same_choices(kind: type[jass.RandomBot] | type[jass.RuleOfThumbBot]) -> None:
    bot = kind(seed=11)
    game = played(jass.SchieberGame(seed=3), bot, 13)
    copies = [pickle.loads(pickle.dumps(bot, protocol)) for protocol in range(pickle.HIGHEST_PROTOCOL + 1)]
    assert all(type(copied) is kind for copied in copies)
    twin = copy.deepcopy(game)
    # From here on the bots choose alike, which a fresh bot of the same
    # seed (whose generator has not moved) would not.
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        action = bot.choose(game.observation(seat))
        assert [copied.choose(twin.observation(seat)) for copied in copies] == [action] * len(copies)
        game.apply(action)
        twin.apply(action)
    assert all(bot.__getstate__() == copied.__getstate__() for copied in copies)
    assert bot.__getstate__() != kind(seed=11).__getstate__()


def _one_of_each_class() -> list[object]:
    game = jass.SchieberGame(seed=3)
    seat = game.to_act
    assert seat is not None
    declared = jass.SchieberGame(seed=1)
    declared.apply(jass.Declare(jass.Contract.OBENABE))
    return [
        jass.Card("HA"), jass.CardSet("HA H6"), jass.Suit.HEARTS, jass.Rank.ACE,
        jass.ComparisonStep(3), jass.Contract.OBENABE, jass.Rules(match_bonus=50),
        jass.Trick(1, ["HA", "H6"]), jass.Weis(["H6", "H7", "H8"]),
        jass.Declare(jass.Contract.OBENABE), jass.Shove(), jass.Play("HA"), jass.Claim(0), jass.Pass(),
        jass.ChooseRow(3, "hearts"), jass.Announce(jass.Weis(["H6", "H7", "H8"])),
        jass.Predict(40), jass.Rob(),
        game, game.observation(seat), jass.CoiffeurGame(seed=1), jass.SchmausGame(seed=1),
        jass.ZweierGame(seed=1), jass.DifferenzlerGame(seed=1), jass.HindersiGame(seed=1),
        jass.MittlereGame(seed=1), jass.Position.from_game(declared),
        jass.RandomBot(1), jass.RuleOfThumbBot(2), jass.PimcBot(3), jass.Solver(memory=1 << 20, threads=1),
    ]


@pytest.mark.parametrize("protocol", range(pickle.HIGHEST_PROTOCOL + 1))
def test_every_engine_object_pickles_under_every_protocol(protocol: int) -> None:
    for value in _one_of_each_class():
        again = pickle.loads(pickle.dumps(value, protocol))
        assert type(again) is type(value)
        # The bots show their state only through `__getstate__`.
        if isinstance(value, (jass.RandomBot, jass.RuleOfThumbBot, jass.PimcBot)):
            assert again.__getstate__() == value.__getstate__()
        else:
            assert repr(again) == repr(value)


def test_a_bot_state_of_zeros_is_refused() -> None:
    bot = jass.RandomBot()
    with pytest.raises(ValueError, match="zeros"):
        bot.__setstate__((0, 0, 0, 0))
    with pytest.raises(TypeError):
        bot.__setstate__(None)  # type: ignore[arg-type]


def test_a_bot_state_of_bytes_is_refused() -> None:
    # Python iterates bytes as integers; a state is four integers.
    for bot in (jass.RandomBot(), jass.RuleOfThumbBot()):
        state = bot.__getstate__()
        for raw in (b"abcd", bytearray(b"abcd")):
            with pytest.raises(TypeError, match="generator state"):
                bot.__setstate__(raw)  # type: ignore[arg-type]
        assert bot.__getstate__() == state
    pimc = jass.PimcBot(samples=1)
    state = list(pimc.__getstate__())
    state[-1] = (b"abcd", state[-1][1])
    with pytest.raises(TypeError, match="generator state"):
        pimc.__setstate__(tuple(state))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("leader", "cards", "players"),
    [
        (2, [], 4),
        (1, ["HA", "H6", "C6"], 4),
        (0, ["S7"], 2),
        (2, ["S7", "SA", "S6"], 3),
        (1, ["HA", "H6", "C6", "D6", "S6"], 5),
        (5, ["HA", "H6", "C6", "D6", "S6", "SA"], 6),
        # The double pack: a card twice.
        (3, ["HA", "H6", "HA"], 6),
    ],
)
def test_tricks_pickle_and_copy(leader: int, cards: list[str], players: int) -> None:
    trick = jass.Trick(leader, cards, players)
    again = pickle.loads(pickle.dumps(trick))
    assert again == trick and again.players == trick.players and again.seats == trick.seats
    assert copy.copy(trick) == trick == copy.deepcopy(trick)
    kind, args = trick.__reduce__()
    assert kind(*args) == trick


GAMES = {
    "schieber": lambda: jass.SchieberGame(seed=5),
    "schieber_five": lambda: jass.SchieberGame("schieber_five", 5),
    "schieber_six": lambda: jass.SchieberGame("schieber_six", 5),
    "schieber_six_double": lambda: jass.SchieberGame("schieber_six_double", 5),
    "schmaus": lambda: jass.SchmausGame(seed=5),
    "zweier": lambda: jass.ZweierGame(seed=5),
    "coiffeur": lambda: jass.CoiffeurGame(seed=5),
    "differenzler": lambda: jass.DifferenzlerGame(seed=5),
    "hindersi": lambda: jass.HindersiGame(seed=5),
    "mittlere": lambda: jass.MittlereGame(seed=5),
}


@pytest.mark.parametrize("kind", list(GAMES))
def test_observations_pickle_at_every_step(kind: str) -> None:
    game = GAMES[kind]()
    bot = jass.RuleOfThumbBot(seed=2)
    seen = 0
    while (seat := game.to_act) is not None:
        for watcher in range(game.players):
            observation = game.observation(watcher)
            again = pickle.loads(pickle.dumps(observation))
            assert again == observation
            assert again.tricks == observation.tricks and again.legal_actions == observation.legal_actions
            seen += 1
        game.apply(bot.choose(game.observation(seat)))
    assert seen > 100


def test_a_broken_observation_pickle_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="not a pickled observation"):
        jass._jass._observation_from_json('{"game": "schieber"}')


@pytest.mark.parametrize("preset", ["schieber", "schieber_five", "schieber_six", "schieber_six_double"])
def test_a_tampered_observation_pickle_is_refused(preset: str) -> None:
    # A pickle holding an observation no game makes is refused, with what
    # is wrong: here a complete trick where a card is due, its last card
    # still in the hand. The observation pickled is unchanged.
    game = jass.SchieberGame(preset, 1)
    bot = jass.RandomBot(1)
    while len(game.trick) != game.players - 1:
        game.apply(bot.choose(game.observation(game.to_act)))
    observation = game.observation(game.to_act)
    before = repr(observation)
    state = json.loads(observation.__reduce__()[1][0])
    state["trick"]["cards"].append(state["hand"][0])
    with pytest.raises(ValueError, match="invalid observation: the trick being played is complete"):
        jass._jass._observation_from_json(json.dumps(state))
    assert repr(observation) == before and pickle.loads(pickle.dumps(observation)) == observation


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda s: s.update(players=3), "schieber is not played at a table of 3 players"),
        (lambda s: s.update(dealer=5), "the dealer is seat 5, who does not sit at a table of 4 players"),
        (lambda s: s["hand"].pop(), r"seat \d holds 8 cards after 0 completed tricks, expected 9"),
        (lambda s: s.update(to_act=(s["to_act"] + 1) % 4), r"seat \d has legal actions but is not to act"),
        (lambda s: s["legal_actions"].append({"play": "HA"}), "legal action play ♥A is not legal: a contract or a shove is due"),
    ],
)
def test_an_observation_pickle_no_game_makes_is_refused_naming_what_is_wrong(
    change: object, message: str
) -> None:
    game = jass.SchieberGame(seed=4)
    seat = game.to_act
    assert seat is not None
    state = json.loads(game.observation(seat).__reduce__()[1][0])
    change(state)  # type: ignore[operator]
    with pytest.raises(ValueError, match=f"invalid observation: {message}"):
        jass._jass._observation_from_json(json.dumps(state))


def test_a_card_both_held_and_played_in_a_pickle_is_refused() -> None:
    game = jass.SchieberGame(seed=2)
    bot = jass.RandomBot(2)
    while len(game.tricks) < 1 or game.to_act is None:
        game.apply(bot.choose(game.observation(game.to_act)))
    seat = game.to_act
    state = json.loads(game.observation(seat).__reduce__()[1][0])
    played = state["tricks"][0]["cards"][0]
    state["hand"][0] = played
    state["known"][seat] = state["hand"]
    with pytest.raises(ValueError, match="is both in the hand and in a completed trick"):
        jass._jass._observation_from_json(json.dumps(state))


ENUMS = [jass.Suit, jass.Rank, jass.ComparisonStep]


@pytest.mark.parametrize(
    ("kind", "name"),
    [(kind, name) for kind in ENUMS for name in dir(kind) if name.isupper()],
    ids=lambda part: part if isinstance(part, str) else part.__name__,
)
def test_suits_ranks_and_comparison_steps_pickle_and_copy(kind: type, name: str) -> None:
    value = getattr(kind, name)
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        again = pickle.loads(pickle.dumps(value, protocol))
        assert again == value and type(again) is kind and int(again) == int(value)
    assert copy.copy(value) == value == copy.deepcopy(value)


def test_a_comparison_step_is_built_from_its_number() -> None:
    assert [jass.ComparisonStep(number).number for number in range(1, 7)] == list(range(1, 7))
    assert jass.ComparisonStep(3) == jass.ComparisonStep.LENGTH
    for number in [0, 7, -1]:
        with pytest.raises(ValueError, match=f"numbered 1 to 6, not {number}"):
            jass.ComparisonStep(number)


def test_a_solution_pickles_and_copies() -> None:
    game = jass.SchieberGame(seed=3)
    game.apply(jass.Declare(jass.Contract.OBENABE))
    for _ in range(22):
        game.apply(jass.Play(next(iter(game.legal_cards()))))
    solution = jass.solve(game)
    parts = ["value", "declarers", "to_move", "card_values", "best_cards", "principal_variation"]
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        again = pickle.loads(pickle.dumps(solution, protocol))
        assert type(again) is jass.Solution and repr(again) == repr(solution)
        assert [getattr(again, part) for part in parts] == [getattr(solution, part) for part in parts]
    for copied in [copy.copy(solution), copy.deepcopy(solution)]:
        assert [getattr(copied, part) for part in parts] == [getattr(solution, part) for part in parts]
    for team in [2, -1, 2**40]:
        with pytest.raises(jass.ParseError, match=rf"^team {team} is out of range 0 to 1$"):
            jass._jass._solution_from_parts(0, team, 0, {}, [])
    with pytest.raises(jass.ParseError, match="seat 4 is not at a table of 4"):
        jass._jass._solution_from_parts(0, 0, 4, {}, [])
    with pytest.raises(TypeError):
        jass._jass._solution_from_parts(0, 0, 0, {"HA": "ten"}, [])  # type: ignore[dict-item]
