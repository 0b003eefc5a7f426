"""Positions with every hand visible: from a game, from an observation and
a deal of the hidden cards, and from their parts; solved like games."""

from __future__ import annotations

import pickle
import random

import pytest

import jass_engine as jass


def _game_in_play(cards: int, seed: int = 3, contract: jass.Contract = jass.Contract.OBENABE) -> jass.SchieberGame:
    game = jass.SchieberGame(seed=seed)
    game.apply(jass.Declare(contract))
    picker = random.Random(seed)
    for _ in range(cards):
        game.apply(jass.Play(picker.choice(list(game.legal_cards()))))
    return game


def _real_hands(game: jass.SchieberGame) -> list[jass.CardSet]:
    return [game.observation(seat).hand for seat in range(4)]


def test_a_position_from_its_parts_is_the_games_and_solves_alike() -> None:
    game = _game_in_play(22, contract=jass.Contract.HEARTS)
    position = jass.Position.from_game(game)
    observation = game.observation(0)
    won = [0, 0]
    for trick in observation.tricks:
        winner = trick.winner(jass.Contract.HEARTS)
        assert winner is not None
        won[winner % 2] += 1
    parts = jass.Position(
        [str(hand) for hand in _real_hands(game)],
        observation.trick,
        "hearts",
        0,
        (won[0], won[1]),
        "schieber",
    )
    assert parts == position and hash(parts) == hash(position)
    hands = [str(hand) for hand in _real_hands(game)]
    for team in [2, -1]:
        with pytest.raises(jass.ParseError, match=rf"^team {team} is out of range 0 to 1$"):
            jass.Position(hands, observation.trick, "hearts", team, (won[0], won[1]), "schieber")
    assert position.to_move == game.to_act
    assert position.tricks_left == 4
    assert position.hands == _real_hands(game)
    assert position.trick == observation.trick
    assert position.contract == jass.Contract.HEARTS
    assert position.declarers == 0
    assert position.rules == jass.Rules()
    assert position.legal_cards() == game.legal_cards()
    by_game, by_position = jass.solve(game), jass.solve(position)
    assert by_position.value == by_game.value
    assert by_position.card_values == by_game.card_values
    assert by_position.principal_variation == by_game.principal_variation
    many = jass.solve_many([position, game], threads=2)
    assert [s.value for s in many] == [by_game.value] * 2
    assert pickle.loads(pickle.dumps(position)) == position
    assert "to_move=" in repr(position) and "Trick(" in repr(position)


def test_the_position_of_an_observation_with_the_real_hands_is_the_games() -> None:
    # Under other rules than the default too: the observation's are used.
    for seed, preset in enumerate(["schieber", "schieber_1000", "schieber_uri"]):
        game = jass.SchieberGame(preset, seed=seed)
        game.apply(jass.Declare(jass.Contract.all()[seed]))
        picker = random.Random(seed)
        while not game.hand_number:
            expected = jass.Position.from_game(game)
            assert expected.rules == jass.Rules.preset(preset)
            for seat in range(4):
                observation = game.observation(seat)
                assert jass.Position.from_observation(observation, _real_hands(game)) == expected
            game.apply(jass.Play(picker.choice(list(game.legal_cards()))))


def test_a_bot_of_ones_own_solves_the_deals_it_samples() -> None:
    game = _game_in_play(19, seed=8)
    seat = game.to_act
    assert seat is not None
    observation = game.observation(seat)
    deals = jass.sample_deals(observation, 12, seed=4)
    positions = [jass.Position.from_observation(observation, hands) for hands in deals]
    assert all(p.to_move == seat and p.hands[seat] == observation.hand for p in positions)
    assert all(p.legal_cards() == game.legal_cards() for p in positions)
    solutions = jass.solve_many(positions, threads=2)
    assert [s.value for s in solutions] == [jass.solve(p, threads=1).value for p in positions]
    ours = seat % 2 == solutions[0].declarers
    means = {
        card: sum(s.card_values[card] for s in solutions) / len(solutions) * (1 if ours else -1)
        for card in game.legal_cards()
    }
    best = max(means, key=lambda card: means[card])
    game.apply(jass.Play(best))


def test_after_follows_the_line_of_perfect_play_to_the_value() -> None:
    position = jass.Position.from_game(_game_in_play(21))
    solution = jass.solve(position)
    total = 0
    step: jass.Position | None = position
    for card in solution.principal_variation:
        assert step is not None
        total += step.trick_points(card) or 0
        step = step.after(card)
    assert step is None
    assert total == solution.value
    first = solution.principal_variation[0]
    assert position.trick_points(first) is None  # it does not end the trick
    illegal = next(card for card in jass.CardSet.ALL if card not in position.legal_cards())
    with pytest.raises(jass.IllegalMoveError):
        position.after(illegal)
    with pytest.raises(jass.ParseError):
        position.after("not a card")


def test_parts_that_do_not_fit_are_refused() -> None:
    trick = jass.Trick(0)
    hands = ["HA SA", "H6 S6", "H7 S7", "H8 S8"]
    assert jass.Position(hands, trick, "obenabe", 0, (7, 0)).tricks_left == 2
    with pytest.raises(jass.ParseError, match="held twice"):
        jass.Position(["HA SA", "H6 S6", "H7 S7", "H8 SA"], trick, "obenabe", 0, (7, 0))
    # As the docstring says: a card in a hand and the trick is not held twice.
    with pytest.raises(jass.ParseError, match="^card S8 is in a hand and in the trick$"):
        jass.Position(["HA SA", "H6 S6", "H7 S7", "H8 S8"], jass.Trick(3, "S8"), "obenabe", 0, (7, 0))
    with pytest.raises(jass.ParseError, match="^seat 3 holds 1 card, expected 2$"):
        jass.Position(["HA SA", "H6 S6", "H7 S7", "H8"], trick, "obenabe", 0, (7, 0))
    # Seven tricks won leave two: the seat named is the one that is wrong.
    with pytest.raises(jass.ParseError, match="^seat 0 holds 3 cards, expected 2$"):
        jass.Position(["HA H6 H7", "HK S6", "HQ S7", "HJ S8"], trick, "obenabe", 0, (4, 3))
    with pytest.raises(jass.ParseError, match="nine"):
        jass.Position(hands, trick, "obenabe", 0, (5, 0))
    with pytest.raises(jass.ParseError):
        jass.Position(hands, trick, "no contract", 0, (7, 0))
    with pytest.raises(ValueError, match="four hands"):
        jass.Position(hands[:3], trick, "obenabe", 0, (7, 0))
    with pytest.raises(ValueError, match="table of four with one pack"):
        jass.Position(hands, jass.Trick(0, players=2), "obenabe", 0, (7, 0))
    for table in ("schieber_five", "schieber_six", "schieber_six_double"):
        with pytest.raises(ValueError, match="^the solver plays Schieber at a table of four with one pack$"):
            jass.Position(hands, trick, "obenabe", 0, (7, 0), table)
    # A trick played out belongs to the tricks won.
    with pytest.raises(ValueError, match="complete"):
        jass.Position(["SA", "S6", "S7", "S8"], jass.Trick(0, ["HA", "H6", "H7", "H8"]), "obenabe", 0, (7, 0))
    with pytest.raises(ValueError, match="complete"):
        jass.Position(["SA", "S6", "S7", "S8"], jass.Trick(0, ["HA", "H6", "H7", "H8"]), "obenabe", 0, (6, 0))
    with pytest.raises(jass.ParseError, match="team"):
        jass.Position(hands, trick, "obenabe", 2, (7, 0))
    # Nothing left to play, as documented.
    with pytest.raises(jass.JassError, match="the hand is over"):
        jass.Position(["", "", "", ""], trick, "obenabe", 0, (5, 4))
    with pytest.raises(jass.RulesError):
        jass.Position(hands, trick, "obenabe", 0, (7, 0), "no such preset")
    with pytest.raises(TypeError):
        jass.Position(hands, [], "obenabe", 0, (7, 0))  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        jass.solve_many([jass.Position(hands, trick, "obenabe", 0, (7, 0)), "not a game"])  # type: ignore[list-item]


def test_an_illegal_card_has_no_position_after_it_and_no_trick_points() -> None:
    position = jass.Position(["HA SA", "H6 S6", "H7 S7", "H8 S8"], jass.Trick(0), "obenabe", 0, (7, 0))
    for card in ("HA", "H6", "H7"):
        after = position.after(card)
        assert after is not None
        position = after
    assert position.trick_points("H8") == 19
    # Seat 3 must follow with H8: S8 is in its hand, SA in another, CA in none.
    for card in ("S8", "SA", "CA"):
        with pytest.raises(jass.IllegalMoveError):
            position.trick_points(card)
        with pytest.raises(jass.IllegalMoveError):
            position.after(card)


def test_an_observation_gives_no_position_of_another_game_or_moment() -> None:
    declaring = jass.SchieberGame(seed=1)
    with pytest.raises(jass.JassError, match="no contract"):
        jass.Position.from_observation(declaring.observation(0), _real_hands(declaring))
    with pytest.raises(jass.JassError, match="no contract"):
        jass.Position.from_game(declaring)
    differenzler = jass.DifferenzlerGame(seed=1)
    with pytest.raises(ValueError, match="Schieber"):
        jass.Position.from_observation(differenzler.observation(0), _real_hands(declaring))
    with pytest.raises(ValueError, match="Schieber only"):
        jass.Position.from_game(jass.ZweierGame(seed=1))
    game = _game_in_play(5)
    observation = game.observation(0)
    hands = _real_hands(game)
    with pytest.raises(jass.ParseError, match="held twice"):
        jass.Position.from_observation(observation, [hands[0] | hands[1], *hands[1:]])
    played = observation.tricks[0].cards[0]
    with pytest.raises(jass.ParseError, match="played already"):
        jass.Position.from_observation(observation, [hands[0] | jass.CardSet([played]), *hands[1:]])
    with pytest.raises(ValueError, match="four hands"):
        jass.Position.from_observation(observation, hands[:2])


def test_an_observation_gives_no_position_of_a_deal_it_rules_out() -> None:
    game = jass.SchieberGame(seed=2)
    game.apply(jass.Declare(jass.Contract("spades")))
    observation = game.observation(0)
    hands = _real_hands(game)
    swapped = [hands[2], hands[1], hands[0], hands[3]]
    with pytest.raises(jass.ParseError, match="^seat 0 is not given the hand it observes$"):
        jass.Position.from_observation(observation, swapped)
    # From the table's view only what every seat has seen is checked.
    assert jass.Position.from_table_view(observation, swapped).hands == swapped
    # A seat that showed void in the suit led given a card of that suit.
    refused = 0
    for seed in range(40):
        game = _game_in_play(16, seed)
        to_act = game.to_act
        assert to_act is not None
        observation = game.observation(to_act)
        hands = [set(h) for h in _real_hands(game)]
        for trick in observation.tricks:
            led = trick.cards[0].suit
            for seat, card in zip(trick.seats, trick.cards):
                others = [s for s in range(4) if s not in (seat, to_act)]
                if card.suit == led or seat == to_act:
                    continue
                for other in others:
                    theirs = [c for c in hands[other] if c.suit == led and c not in observation.known[other]]
                    mine = [c for c in hands[seat] if c not in observation.known[seat]]
                    if not theirs or not mine:
                        continue
                    moved = [set(h) for h in hands]
                    moved[other].remove(theirs[0])
                    moved[other].add(mine[0])
                    moved[seat].remove(mine[0])
                    moved[seat].add(theirs[0])
                    for view in (jass.Position.from_observation, jass.Position.from_table_view):
                        with pytest.raises(jass.ParseError, match="shown void"):
                            view(observation, [jass.CardSet(list(h)) for h in moved])
                    refused += 1
    assert refused > 10
    # Every deal sampled for an observation is accepted.
    game = _game_in_play(13, 4)
    assert game.to_act is not None
    observation = game.observation(game.to_act)
    for deal in jass.sample_deals(observation, 50, seed=1):
        jass.Position.from_observation(observation, deal)
