"""Plays one hand of Schieber with random legal cards and counts it.

Shows the core of the Python API: a seeded deal, legal cards under house
rules, trick winners, card points and the error a wrong card raises.

    pip install ./jass-py
    python examples/python/play_a_hand.py [seed]
"""

from __future__ import annotations

import random
import sys

import jass_engine as jass


def main(seed: int) -> None:
    rules = jass.Rules.preset("schieber", undertrump="strict")
    contract = jass.Contract.HEARTS
    hands = jass.deal(seed)
    picker = random.Random(seed)
    print(f"contract: {contract}, rules: {rules!r}")
    for seat, hand in enumerate(hands):
        print(f"seat {seat}: {hand}")

    points = [0, 0]  # seats 0 and 2 against seats 1 and 3
    leader = 0
    for number in range(1, 10):
        trick: list[jass.Card] = []
        for offset in range(4):
            seat = (leader + offset) % 4
            legal = jass.legal_cards(hands[seat], trick, contract, rules)
            card = picker.choice(list(legal))
            hands[seat] = hands[seat] - card
            trick.append(card)
        winner = (leader + jass.trick_winner(trick, contract)) % 4
        won = jass.trick_points(trick, contract, rules, last=number == 9)
        points[winner % 2] += won
        shown = " ".join(format(card, "unicode") for card in trick)
        print(f"trick {number}: {shown:16} seat {winner} wins {won:3} points")
        leader = winner
    print(f"points: team 0 {points[0]}, team 1 {points[1]} (total {sum(points)})")
    assert sum(points) == 157

    # A wrong card names the rule it breaks.
    try:
        jass.check_play("S9", "H6 S9", ["HA"], jass.Contract.OBENABE, rules)
    except jass.IllegalMoveError as error:
        print(f"illegal: {error}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
