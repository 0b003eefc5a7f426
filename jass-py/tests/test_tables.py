"""Schieber at tables of five and six (RULES.md §5.2) through Python, and
the digests of random games and Coiffeur sessions (§9.4) that Rust and C
pin."""

from __future__ import annotations

import os
import re

import jass_engine as jass
import pytest
from _games import random_games_digest

# The digests of 20 games, as jass-core/tests/tables.rs, coiffeur.rs and
# jass-ffi/tests/c/tables.expected pin them; and of 10,000 Coiffeur
# sessions (JASS_TABLE_GAMES=10000).
PINNED = {
    "schieber_five": "25d4999df3c8cff4",
    "schieber_six": "7d8515989bebf726",
    "schieber_six_double": "108aa00fdf889bdc",
    "coiffeur_8": "b39429bbfcfc9260",
    "coiffeur_10": "9de69981db30234e",
}
PINNED_10000 = {"coiffeur_8": "05d4e2ce76253497", "coiffeur_10": "b1a2db8b523213ec"}


def digest(preset: str, games: int) -> str:
    """The digest of `games` random games under the preset, each line
    giving both sides' scores."""
    rules = jass.Rules.preset(preset)
    game = jass.CoiffeurGame if preset.startswith("coiffeur") else jass.SchieberGame
    return random_games_digest(games, lambda g: game(rules, g), lambda done: list(done.scores))


@pytest.mark.parametrize("preset", sorted(PINNED))
def test_random_games_give_the_digest_rust_and_c_give(preset: str) -> None:
    games = int(os.environ.get("JASS_TABLE_GAMES", "20"))
    value = digest(preset, games)
    print(f"{preset} {games} {value}")
    if games == 20:
        assert value == PINNED[preset]
    if games == 10_000 and preset in PINNED_10000:
        assert value == PINNED_10000[preset]


def test_tables_of_five_and_six_deal_their_hands() -> None:
    six = jass.SchieberGame(jass.Rules.preset("schieber_six"), 1)
    assert six.players == 6
    assert [len(hand) for hand in six.hands] == [6] * 6
    five = jass.SchieberGame(jass.Rules.preset("schieber_five"), 1)
    assert five.players == 5
    rules = jass.Rules.preset("schieber_five")
    assert rules.cards_per_player() == 7
    assert len(rules.pack()) == 35
    assert rules.removed_card == "D7"
    declarer = five.to_act
    five.apply(jass.Declare(jass.Contract.OBENABE))
    observation = five.observation(4)
    assert observation.players == 5
    assert observation.team_of(4) == declarer % 2
    with pytest.raises(jass.ParseError):
        observation.team_of(5)


@pytest.mark.parametrize(
    ("game", "preset", "players"),
    [
        ("SchieberGame", "schieber", 3),
        ("CoiffeurGame", "coiffeur", 3),
        ("DifferenzlerGame", "differenzler", 6),
        ("HindersiGame", "hindersi", 5),
        ("MittlereGame", "mittlere", 4),
    ],
)
def test_a_table_the_game_is_not_played_at_is_a_rules_error(game: str, preset: str, players: int) -> None:
    # Every game reports its table size as the rules' ⚙ players, whether it
    # checks the table among its rules (Coiffeur) or before the deal.
    rules = jass.Rules.preset(preset, players=players)
    with pytest.raises(jass.RulesError, match=rf"(not|table of) {players}\b"):
        getattr(jass, game)(rules)
    kind = game.removesuffix("Game").lower()
    with pytest.raises(jass.RulesError, match=rf"(not|table of) {players}\b"):
        jass.simulate_hands(1, rules=rules, game=kind)


def test_bad_tables_and_deals_are_refused() -> None:
    # One message for a table that does not exist and one no game of the
    # option is played at.
    for players in (0, 1, 2, 7):
        message = (
            "invalid value for rule option players: a table seats 3 (Differenzler, Hindersi, Mittlere), "
            f"4, 5 or 6 players, not {players} (Schmaus and Jass für zwei, the games for two, do not read "
            "this option)"
        )
        with pytest.raises(jass.RulesError, match=f"^{re.escape(message)}$"):
            jass.Rules.preset("schieber", players=players)
    with pytest.raises(jass.RulesError, match="table of 3"):
        jass.SchieberGame(jass.Rules.preset("schieber", players=3))
    rules = jass.Rules.preset("schieber_six")
    with pytest.raises(jass.ParseError, match="^a deal at a table of 6 players is 6 hands, got 4$"):
        jass.SchieberGame(rules, 1, deal=["HA"] * 4, dealer=5)
    hands = jass.SchieberGame(rules, 1).hands
    with pytest.raises(jass.ParseError, match="twice"):
        jass.SchieberGame(rules, 1, deal=[*hands[:5], hands[0]], dealer=5)
    five = jass.Rules.preset("schieber_five")
    five_hands = jass.SchieberGame(five, 1).hands
    # The Chnächt sits at the table but never deals (RULES.md §5.2).
    chnaecht = "^seat 4 is the Chnächt of a table of five, who never deals or leads$"
    with pytest.raises(jass.ParseError, match=chnaecht):
        jass.SchieberGame(five, 1, deal=five_hands, dealer=4)
    with pytest.raises(jass.ParseError, match=chnaecht):
        jass.SchieberGame(five, 1, deck=list(jass.CardSet.ALL), dealer=4)
    with pytest.raises(jass.ParseError, match=r"^seat 5 is not at a table of 5 \(seats 0 to 4\)$"):
        jass.SchieberGame(five, 1, deal=five_hands, dealer=5)
    with pytest.raises(jass.ParseError):
        jass.Claim(6)


def _double_deck(seed: int) -> list[jass.Card]:
    """The 48 cards of the double pack, shuffled by Python's generator."""
    import random

    cards = list(jass.Rules.preset("schieber_six_double").pack()) * 2
    random.Random(seed).shuffle(cards)
    return cards


def test_the_double_pack_deals_eight_cards_with_second_copies() -> None:
    rules = jass.Rules.preset("schieber_six_double")
    assert rules.packs == "two"
    assert rules.duplicate_melds == "none"
    assert rules.cards_per_player() == 8
    assert len(rules.pack()) == 24
    game = jass.SchieberGame(rules, 3)
    held = [len(once) + len(twice) for once, twice in zip(game.hands, game.hands_twice)]
    assert held == [8] * 6
    deck = _double_deck(1)
    given = jass.SchieberGame(rules, 1, deck=deck, dealer=5)
    assert sum(len(h) + len(t) for h, t in zip(given.hands, given.hands_twice)) == 48
    observation = given.observation(0)
    assert observation.hand_twice == given.hands_twice[0]
    assert len(observation.played_twice) == 0


def test_double_pack_games_play_out_and_pickle_with_identical_cards() -> None:
    import pickle

    rules = jass.Rules.preset("schieber_six_double")
    for seed in range(5):
        game = jass.SchieberGame(rules, seed)
        bots = [jass.RandomBot(seed * 8 + s) for s in range(6)]
        while (seat := game.to_act) is not None:
            observation = game.observation(seat)
            assert pickle.loads(pickle.dumps(observation)) == observation
            game.apply(bots[seat].choose(observation))
        assert game.result is not None


@pytest.mark.parametrize("preset", ["schieber_five", "schieber_six", "schieber_six_double"])
def test_tricks_of_five_and_six_cards_pickle_and_are_scored(preset: str) -> None:
    import copy
    import pickle

    rules = jass.Rules.preset(preset)
    tricks = twice = 0
    for seed in range(3):
        game = jass.SchieberGame(rules, seed)
        bots = [jass.RandomBot(seed * 8 + s) for s in range(game.players)]
        while (seat := game.to_act) is not None and game.hand_number == 0:
            game.apply(bots[seat].choose(game.observation(seat)))
            if game.contract is None or not game.tricks:
                continue
            contract, trick = game.contract, game.tricks[-1]
            assert len(trick) == trick.players == game.players
            assert pickle.loads(pickle.dumps(trick)) == trick
            assert copy.copy(trick) == trick == copy.deepcopy(trick)
            assert jass.Trick(trick.leader, trick.cards, trick.players) == trick
            winner = jass.trick_winner(trick, contract)
            assert trick.seats[winner] == trick.winner(contract)
            points = sum(jass.card_points(card, contract, rules) for card in trick)
            assert jass.trick_points(trick, contract, rules) == points
            if len(set(trick)) < len(trick):
                twice += 1
            else:
                assert jass.trick_winner(trick.cards, contract) == winner
                assert jass.trick_points(trick.cards, contract, rules) == points
            tricks += 1
    assert tricks > 0
    assert (twice > 0) == (preset == "schieber_six_double")


def test_bad_double_pack_decks_are_refused() -> None:
    rules = jass.Rules.preset("schieber_six_double")
    deck = _double_deck(2)
    with pytest.raises(jass.ParseError, match="48"):
        jass.SchieberGame(rules, 1, deck=deck[:47], dealer=5)
    with pytest.raises(jass.ParseError, match="more than 2 times"):
        jass.SchieberGame(rules, 1, deck=[deck[1], *deck[1:]], dealer=5)
    with pytest.raises(jass.ParseError, match="not in the pack"):
        jass.SchieberGame(rules, 1, deck=["H6", *deck[1:]], dealer=5)
    with pytest.raises(jass.ParseError):
        jass.SchieberGame(rules, 1, deck=deck, dealer=6)
    with pytest.raises(ValueError, match="not both"):
        jass.SchieberGame(rules, 1, deck=deck, deal=jass.SchieberGame(rules, 1).hands)
    # A seat may be dealt a card twice, which a hand cannot hold: the deal
    # is given as a deck.
    hands = [sorted(set(map(str, deck[8 * seat : 8 * seat + 8]))) for seat in range(6)]
    with pytest.raises(ValueError, match="give it as a deck with `deck=`$"):
        jass.SchieberGame(rules, 1, deal=hands, dealer=5)
    # Only a table of six reads `packs`: at four it changes no deal.
    four = jass.Rules.preset("schieber", packs="two")
    assert four.cards_per_player() == 9
    assert len(four.pack()) == 36
