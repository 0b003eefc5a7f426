"""Side by side with jass-kit, the established Python Jass engine.

Measures, on identical inputs, interleaved A/B with several repeats:

(a) legal-card calls on recorded mid-trick positions (ours: ``legal_cards``;
    theirs: ``RuleSchieber.get_valid_cards``);
(b) complete random hands per second (theirs: ``GameSim`` with random legal
    play; ours: the batch API and the per-move game API);
(c) trick winner + trick points on complete tricks.

and checks agreement on the same positions: every position where the two
engines' legal sets differ is printed with the rule that decides it. The
only known difference is jass-kit's undertrump defect (RULES.md §3.2, see
``docs/RULES.md``); any other disagreement makes the script exit with 1.

Prints the medians and our/their ratios and writes them as JSON.
Run it with ``bash benches/compare_jasskit.sh`` (it installs both packages
into the project's venv first).
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

import numpy as np

import jass_engine as je
from jass_engine.interop import jasskit as jasskit_interop
from jass.game.const import PUSH, next_player
from jass.game.game_sim import GameSim
from jass.game.rule_schieber import RuleSchieber

RULES = je.Rules.preset("schieber")


# ------------------------------------------------------------------ inputs


@dataclass(frozen=True)
class Position:
    """A position with at least one card in the trick, in both encodings."""

    hand: je.CardSet
    trick: list[je.Card]
    contract: je.Contract
    kit_hand: np.ndarray
    kit_trick: list[int]
    kit_trump: int


def kit_one_hot(cards: Sequence[int]) -> np.ndarray:
    array = np.zeros(36, dtype=np.int32)
    array[list(cards)] = 1
    return array


def record_positions(count: int, seed: int) -> list[Position]:
    """Mid-trick positions from hands played with random legal cards by
    jass-kit (half) and by our engine (half)."""
    rng = random.Random(seed)
    rule = RuleSchieber()
    positions: list[Position] = []
    contracts = [je.Contract.from_index(i) for i in range(6)]
    while len(positions) < count:
        trump = rng.randrange(6)
        contract = contracts[trump]
        ours_plays = len(positions) % 2 == 0
        deck = list(range(36))
        rng.shuffle(deck)
        hands = [set(deck[9 * p : 9 * p + 9]) for p in range(4)]
        player = rng.randrange(4)
        for _ in range(9):
            trick: list[int] = []
            for move in range(4):
                hand = hands[player]
                if move > 0:
                    positions.append(
                        Position(
                            hand=je.CardSet([je.Card.from_index(i) for i in hand]),
                            trick=[je.Card.from_index(i) for i in trick],
                            contract=contract,
                            kit_hand=kit_one_hot(sorted(hand)),
                            kit_trick=list(trick),
                            kit_trump=trump,
                        )
                    )
                if ours_plays:
                    legal = je.legal_cards(
                        je.CardSet([je.Card.from_index(i) for i in hand]),
                        [je.Card.from_index(i) for i in trick],
                        contract,
                        RULES,
                    )
                    choices = sorted(card.index for card in legal)
                else:
                    valid = rule.get_valid_cards(kit_one_hot(sorted(hand)), trick, move, trump)
                    choices = [int(i) for i in np.flatnonzero(valid)]
                card = rng.choice(choices)
                hand.discard(card)
                trick.append(card)
                player = next_player[player]
            winner = rule.calc_winner(np.array(trick), next_player[player], trump)
            player = winner
    return positions[:count]


def complete_tricks(positions: Sequence[Position], seed: int) -> list[tuple[list[int], int]]:
    """Complete tricks (jass-kit card indices) with their trumps."""
    rng = random.Random(seed)
    tricks = []
    for _ in range(len(positions)):
        deck = rng.sample(range(36), 4)
        tricks.append((deck, rng.randrange(6)))
    return tricks


# ------------------------------------------------------------------ timing


def per_call_ns(function: Callable[[], Any], calls: int) -> float:
    start = time.perf_counter_ns()
    function()
    return (time.perf_counter_ns() - start) / calls


def interleaved(
    runs: dict[str, tuple[Callable[[], Any], int]], repeats: int
) -> dict[str, float]:
    """Median nanoseconds per unit for each run, the runs interleaved in
    alternating order within every repeat."""
    samples: dict[str, list[float]] = {name: [] for name in runs}
    names = list(runs)
    for repeat in range(repeats):
        for name in names if repeat % 2 == 0 else reversed(names):
            function, units = runs[name]
            samples[name].append(per_call_ns(function, units))
    return {name: statistics.median(values) for name, values in samples.items()}


# -------------------------------------------------------------- agreement


def explain(position: Position, ours: set[int], theirs: set[int]) -> tuple[bool, str]:
    """Whether a disagreement is jass-kit's documented undertrump defect, and
    the rule that decides the position."""
    trump = position.kit_trump
    if trump < 4:
        led = position.kit_trick[0] // 9
        trumps_in_trick = [c for c in position.kit_trick if c // 9 == trump]
        extra = theirs - ours
        if (
            led != trump
            and len(trumps_in_trick) >= 2
            and ours <= theirs
            and extra
            and all(c // 9 == trump for c in extra)
        ):
            contract = position.contract
            highest = max(
                (je.Card.from_index(c) for c in trumps_in_trick),
                key=_trump_power,
            )
            below = all(_trump_power(je.Card.from_index(c)) < _trump_power(highest) for c in extra)
            if below:
                return True, (
                    "jass-kit defect: with two trumps in the trick it compares trumps by card "
                    f"index and allows undertrumping {highest} (RULES.md §3.2: no trump lower "
                    "than the highest in the trick unless the hand holds only trumps)"
                )
    return False, "UNEXPLAINED"


_POWER = {"6": 0, "7": 1, "8": 2, "10": 3, "Q": 4, "K": 5, "A": 6, "9": 7, "J": 8}


def _trump_power(card: je.Card) -> int:
    return _POWER[card.rank.code]


def check_agreement(positions: Sequence[Position]) -> tuple[int, int, list[str]]:
    rule = RuleSchieber()
    defects = 0
    unexplained: list[str] = []
    for position in positions:
        ours = {card.index for card in je.legal_cards(position.hand, position.trick, position.contract, RULES)}
        valid = rule.get_valid_cards(position.kit_hand, position.kit_trick, len(position.kit_trick), position.kit_trump)
        theirs = {int(i) for i in np.flatnonzero(valid)}
        if ours == theirs:
            continue
        known, reason = explain(position, ours, theirs)
        line = (
            f"  {position.contract} hand {position.hand} trick {' '.join(map(str, position.trick))}: "
            f"ours {' '.join(str(je.Card.from_index(c)) for c in sorted(ours))} / "
            f"jass-kit {' '.join(str(je.Card.from_index(c)) for c in sorted(theirs))} — {reason}"
        )
        if known:
            defects += 1
            if defects <= 5:
                print(line)
        else:
            unexplained.append(line)
    return len(positions), defects, unexplained


# -------------------------------------------------------------- benchmarks


def bench_legal(positions: Sequence[Position], repeats: int) -> dict[str, float]:
    rule = RuleSchieber()
    ours_inputs = [(p.hand, p.trick, p.contract) for p in positions]
    kit_inputs = [(p.kit_hand, p.kit_trick, len(p.kit_trick), p.kit_trump) for p in positions]
    legal = je.legal_cards
    valid = rule.get_valid_cards

    def ours() -> None:
        for hand, trick, contract in ours_inputs:
            legal(hand, trick, contract, RULES)

    def theirs() -> None:
        for hand, trick, move, trump in kit_inputs:
            valid(hand, trick, move, trump)

    return interleaved({"ours": (ours, len(positions)), "jass-kit": (theirs, len(positions))}, repeats)


def bench_tricks(tricks: Sequence[tuple[list[int], int]], repeats: int) -> dict[str, float]:
    rule = RuleSchieber()
    contracts = [je.Contract.from_index(i) for i in range(6)]
    ours_inputs = [([je.Card.from_index(c) for c in cards], contracts[trump]) for cards, trump in tricks]
    kit_inputs = [(np.array(cards, dtype=np.int32), trump) for cards, trump in tricks]
    winner, points = je.trick_winner, je.trick_points

    def ours() -> None:
        for cards, contract in ours_inputs:
            winner(cards, contract)
            points(cards, contract, RULES)

    def theirs() -> None:
        for cards, trump in kit_inputs:
            rule.calc_winner(cards, 0, trump)
            rule.calc_points(cards, False, trump)

    # Agreement on the winners and points.
    for (cards, trump), (our_cards, contract) in zip(tricks, ours_inputs):
        kit_winner_player = rule.calc_winner(np.array(cards), 0, trump)
        our_index = je.trick_winner(our_cards, contract)
        # jass-kit returns the player (first player 0, then 3, 2, 1).
        if (0 - our_index) % 4 != kit_winner_player:
            raise SystemExit(f"trick winner differs on {our_cards} {contract}")
        if je.trick_points(our_cards, contract, RULES) != rule.calc_points(np.array(cards), False, trump):
            raise SystemExit(f"trick points differ on {our_cards} {contract}")
    return interleaved({"ours": (ours, len(tricks)), "jass-kit": (theirs, len(tricks))}, repeats)


def kit_random_hand(rng: np.random.Generator, rule: RuleSchieber) -> int:
    sim = GameSim(rule=rule)
    deck = rng.permutation(36)
    hands = np.zeros((4, 36), dtype=np.int32)
    for player in range(4):
        hands[player, deck[9 * player : 9 * player + 9]] = 1
    sim.init_from_cards(hands=hands, dealer=int(rng.integers(4)))
    sim.action_trump(int(rng.integers(6)))
    while not sim.is_done():
        valid = rule.get_valid_cards_from_state(sim.state)
        sim.action_play_card(int(rng.choice(np.flatnonzero(valid))))
    return int(sim.state.points.sum())


def bench_games(hands: int, repeats: int) -> dict[str, float]:
    rule = RuleSchieber()
    rng = np.random.default_rng(1)

    def theirs() -> None:
        for _ in range(hands):
            assert kit_random_hand(rng, rule) == 157

    runs: dict[str, tuple[Callable[[], Any], int]] = {"jass-kit": (theirs, hands)}
    runs.update(our_game_runs(hands))
    return interleaved(runs, repeats)


def our_game_runs(hands: int) -> dict[str, tuple[Callable[[], Any], int]]:
    """Our random hands under jass-kit's rules (no weis, stöck or match
    bonus): the batch API on all cores and on one, and the per-move game
    API driven from Python like jass-kit's GameSim."""
    rules = jasskit_interop.rules()
    batch_hands = hands * 200

    def batch(threads: int | None) -> Callable[[], Any]:
        def run() -> None:
            result = je.simulate_hands(batch_hands, seed=7, rules=rules, threads=threads)
            assert int(np.asarray(result["card_points"]).sum()) == 157 * batch_hands

        return run

    rng = random.Random(5)

    def per_move() -> None:
        for seed in range(hands):
            game = je.SchieberGame(rules, seed)
            while game.hand_number == 0:
                cards = list(game.legal_cards())
                if cards:
                    game.apply(rng.choice(cards))
                else:
                    game.apply(rng.choice(game.legal_actions()))

    return {
        "ours (batch, all cores)": (batch(None), batch_hands),
        "ours (batch, 1 thread)": (batch(1), batch_hands),
        "ours (per-move Python API)": (per_move, hands),
    }


# ------------------------------------------------------------------- report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=8000)
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--json", type=Path, default=Path("target/compare_jasskit.json"))
    args = parser.parse_args()

    print(f"jass_engine {je.__version__} vs jass-kit; Python {platform.python_version()} on {platform.machine()}")
    positions = record_positions(args.positions, seed=2026)
    print(f"\nAgreement on {len(positions)} mid-trick positions:")
    checked, defects, unexplained = check_agreement(positions)
    print(f"  {checked - defects - len(unexplained)} agree; {defects} differ by jass-kit's documented undertrump defect")
    for line in unexplained:
        print(line)

    legal = bench_legal(positions, args.repeats)
    tricks = bench_tricks(complete_tricks(positions, seed=3), args.repeats)
    games = bench_games(args.hands, max(3, args.repeats // 2))

    rows = [
        ("legal cards (per call)", legal["ours"], legal["jass-kit"], "ns"),
        ("trick winner + points (per trick)", tricks["ours"], tricks["jass-kit"], "ns"),
    ]
    for name, value in games.items():
        if name != "jass-kit":
            rows.append((f"random hand, {name}", value, games["jass-kit"], "ns"))
    rows.sort(key=lambda row: 0 if row[0].startswith("legal") else 1)
    print(f"\n{'measure':<40} {'ours':>12} {'jass-kit':>12} {'speed-up':>10}")
    report = {"python": platform.python_version(), "machine": platform.machine(), "rows": []}
    for name, ours, theirs, unit in rows:
        print(f"{name:<40} {ours:>10.0f}{unit} {theirs:>10.0f}{unit} {theirs / ours:>9.1f}×")
        report["rows"].append({"measure": name, "ours_ns": ours, "jasskit_ns": theirs, "speedup": theirs / ours})
    report["agreement"] = {"positions": checked, "jasskit_defects": defects, "unexplained": len(unexplained)}
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(report, indent=2))
    print(f"\nwritten to {args.json}")
    return 1 if unexplained else 0


if __name__ == "__main__":
    sys.exit(main())
