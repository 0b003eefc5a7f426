"""The deals of the hidden cards a seat's observation allows: counted and drawn."""

from __future__ import annotations

import json
import random

import pytest

import jass_engine as jass


def _obenabe(seed: int = 3) -> jass.SchieberGame:
    game = jass.SchieberGame(seed=seed)
    game.apply(jass.Declare(jass.Contract.OBENABE))
    return game


def _played(observation: jass.Observation) -> jass.CardSet:
    """Every card played in the hand so far, the trick on the table too."""
    played = observation.played
    for trick in [*observation.tricks, observation.trick]:
        played |= trick.cards
    return played


def _voids(observation: jass.Observation) -> list[tuple[int, jass.Suit]]:
    """The (seat, suit) pairs in which a seat did not follow the suit led
    (in Obenabe, where no suit is trump)."""
    voids = []
    for trick in [*observation.tricks, observation.trick]:
        cards = trick.cards
        if not cards:
            continue
        led = cards[0].suit
        for seat, card in zip(trick.seats[1:], cards[1:]):
            if card.suit != led:
                voids.append((seat, led))
    return voids


def test_at_the_start_of_a_hand_every_deal_of_the_other_27_cards_counts() -> None:
    game = _obenabe()
    for seat in range(4):
        observation = game.observation(seat)
        # 27! / (9!)**3: the other three hands of nine cards.
        assert jass.count_deals(observation) == 227_873_431_500
        deals = jass.sample_deals(observation, 20, seed=seat)
        assert len(deals) == 20
        for hands in deals:
            assert len(hands) == 4
            assert all(isinstance(hand, jass.CardSet) for hand in hands)
            assert hands[seat] == observation.hand
            assert [len(hand) for hand in hands] == [9, 9, 9, 9]
            everything = jass.CardSet()
            for hand in hands:
                assert everything.isdisjoint(hand)
                everything |= hand
            assert everything == jass.CardSet.ALL


def test_the_same_seed_draws_the_same_deals_and_another_seed_others() -> None:
    observation = _obenabe().observation(0)
    first = jass.sample_deals(observation, 10, seed=5)
    assert jass.sample_deals(observation, 10, seed=5) == first
    assert jass.sample_deals(observation, 10, seed=6) != first
    assert jass.sample_deals(observation, 10) == jass.sample_deals(observation, 10, seed=0)
    # A smaller count draws the first deals of a larger.
    assert jass.sample_deals(observation, 4, seed=5) == first[:4]
    assert jass.sample_deals(observation, 0) == []
    assert jass.sample_deals(observation, 1, seed=2**64 - 1)[0][0] == observation.hand


def test_after_random_plays_no_deal_gives_a_seat_a_suit_it_showed_void_in() -> None:
    voids_seen = 0
    for seed in range(12):
        rng = random.Random(seed)
        game = _obenabe(seed)
        for _ in range(rng.randrange(8, 30)):
            game.apply(jass.Play(rng.choice(list(game.legal_cards()))))
        seat = game.to_act
        assert seat is not None
        observation = game.observation(seat)
        played = _played(observation)
        voids = _voids(observation)
        voids_seen += len(voids)
        count = jass.count_deals(observation)
        assert 1 <= count < 227_873_431_500
        for hands in jass.sample_deals(observation, 50, seed=seed):
            assert hands[seat] == observation.hand
            for other in range(4):
                assert hands[other].isdisjoint(played)
                # A seat that has played to the trick holds one card fewer.
                assert len(hands[other]) == len(observation.hand) - (
                    other in observation.trick.seats and seat not in observation.trick.seats
                )
            everything = jass.CardSet()
            for hand in hands:
                everything |= hand
            assert everything == jass.CardSet.ALL - played
            for void_seat, suit in voids:
                assert hands[void_seat].isdisjoint(jass.CardSet.of_suit(suit))
    # The random plays showed voids, so the check above checked something.
    assert voids_seen > 0


def test_in_the_last_trick_every_deal_is_drawn_the_true_one_among_them() -> None:
    for seed in range(4):
        game = _obenabe(seed)
        while len(game.observation(0).hand) > 1 or game.to_act != 0:
            game.apply(jass.Play(next(iter(game.legal_cards()))))
        observation = game.observation(0)
        # One card each for the seats yet to play: at most as many deals as
        # orders of those cards (fewer where a seat showed void).
        hidden = 3 - len(observation.trick)
        count = jass.count_deals(observation)
        assert 1 <= count <= [1, 1, 2, 6][hidden]
        drawn = {tuple(hands) for hands in jass.sample_deals(observation, 200, seed=seed)}
        assert len(drawn) == count
        assert tuple(game.observation(s).hand for s in range(4)) in drawn


def test_other_four_player_games_are_dealt_too() -> None:
    assert jass.count_deals(jass.CoiffeurGame(seed=1).observation(0)) == 227_873_431_500
    # In Differenzler the dealer's card turned up for trump is known: the
    # dealer gets eight of the other 26 cards, 26! / (8! (9!)**2) deals.
    differenzler = jass.DifferenzlerGame(seed=1).observation(2)
    assert len(differenzler.known[differenzler.dealer]) == 1
    assert jass.count_deals(differenzler) == 227_873_431_500 // 3
    for hands in jass.sample_deals(differenzler, 10):
        assert differenzler.known[differenzler.dealer] <= hands[differenzler.dealer]


def test_games_of_other_tables_and_bad_arguments_are_refused() -> None:
    zweier = jass.ZweierGame(seed=1).observation(0)
    with pytest.raises(ValueError, match="four hands of nine cards"):
        jass.count_deals(zweier)
    with pytest.raises(ValueError, match="four hands of nine cards"):
        jass.sample_deals(zweier, 1)
    with pytest.raises(ValueError, match="four hands of nine cards"):
        jass.count_deals(jass.SchmausGame(seed=1).observation(0))
    with pytest.raises(ValueError, match="four hands of nine cards"):
        jass.count_deals(jass.MittlereGame(seed=1).observation(0))
    observation = _obenabe().observation(0)
    with pytest.raises(ValueError, match="count must be at most 1000000"):
        jass.sample_deals(observation, 1_000_001)
    # Counts and seeds are unsigned, as everywhere in the package.
    with pytest.raises(OverflowError):
        jass.sample_deals(observation, -1)
    with pytest.raises(OverflowError):
        jass.sample_deals(observation, 1, seed=-1)
    with pytest.raises(OverflowError):
        jass.sample_deals(observation, 1, seed=2**64)
    # The rules are the observation's own.
    with pytest.raises(TypeError):
        jass.count_deals(observation, rules="schieber")  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        jass.sample_deals(observation, 1, rules="schieber")  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        jass.count_deals(_obenabe())  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        jass.sample_deals(observation, 1, 2)  # type: ignore[call-arg]


def test_an_observation_no_deal_agrees_with_is_refused_when_read() -> None:
    # The sampler refuses an observation no deal agrees with, but no such
    # observation reaches it from Python: a pickle holding one is refused
    # when read, naming what is wrong.
    observation = _obenabe().observation(0)
    read, (text,) = observation.__reduce__()
    state = json.loads(text)
    # The observer's hand already played; a seat the table does not have.
    for change, message in (
        ({"played": state["hand"][:1]}, "is in `played` but not in the tricks"),
        ({"seat": 4}, "the observer is seat 4, who does not sit at a table of 4 players"),
        ({"seat": 5}, "the observer is seat 5"),
    ):
        with pytest.raises(ValueError, match=f"invalid observation: .*{message}"):
            read(json.dumps({**state, **change}))
