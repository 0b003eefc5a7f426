"""Speed of the Python bindings: one `legal_cards` call from Python, and
the batch throughput of `simulate_hands`.

Targets: a single `legal_cards` call takes at most 1 µs (median)
when its arguments are already engine objects (`CardSet`, a list of
`Card`s, `Contract`, `Rules`); `simulate_hands` plays at least 1,000,000
random hands per second on all cores of a 2-core machine. Positions for
`legal_cards` come from seeded deals played out with random legal cards,
so they cover leads, follows, trumping and voids.

Run after `pip install ./jass-py`:

    python benches/python_speed.py [--check]

Prints the median nanoseconds per call for each argument form, measured
two ways: each call timed on its own with `time.perf_counter_ns` (the
clock's own cost, measured and printed, is included), and batches of calls
timed together (the figure per call has the loop's cost included). Then
the median hands per second of `simulate_hands` (random play, the default
rules) with one thread and with one thread per core, each run timed from
the Python call to the returned numpy arrays, in wall-clock time and per
second of the process's CPU time. With `--check` the exit
status is 1 if the object-argument median of a single call exceeds 1 µs or
the all-cores batch median is below 1,000,000 hands per second.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from typing import Callable, List, Optional, Sequence, Tuple

import jass_engine as jass

Position = Tuple[jass.CardSet, List[jass.Card], jass.Contract, jass.Rules]
TARGET_NS = 1000.0
TARGET_HANDS_PER_SECOND = 1_000_000.0


def positions(deals: int) -> list[Position]:
    """Every decision point of `deals` hands played with random legal cards."""
    found: list[Position] = []
    contracts = jass.Contract.all()
    rules = jass.Rules()
    for seed in range(deals):
        picker = random.Random(seed)
        hands = list(jass.deal(seed))
        contract = contracts[seed % len(contracts)]
        leader = seed % 4
        for _ in range(9):
            trick: list[jass.Card] = []
            for offset in range(4):
                seat = (leader + offset) % 4
                found.append((hands[seat], list(trick), contract, rules))
                legal = list(jass.legal_cards(hands[seat], trick, contract, rules))
                card = picker.choice(legal)
                hands[seat] = hands[seat] - card
                trick.append(card)
            leader = (leader + jass.trick_winner(trick, contract)) % 4
    return found


def check(found: Sequence[Position]) -> None:
    """The fast path agrees with the text path, and every result is legal."""
    for hand, trick, contract, rules in found:
        legal = jass.legal_cards(hand, trick, contract, rules)
        assert legal and legal <= hand, (hand, trick, contract)
        as_text = jass.legal_cards(str(hand), " ".join(map(str, trick)), str(contract), "schieber")
        assert legal == as_text, (hand, trick, contract)


def single_calls(call: Callable[[Position], object], found: Sequence[Position], rounds: int) -> float:
    """Median of each call timed on its own."""
    clock = time.perf_counter_ns
    samples: list[int] = []
    for _ in range(rounds):
        for position in found:
            start = clock()
            call(position)
            samples.append(clock() - start)
    return statistics.median(samples)


def batches(call: Callable[[Position], object], found: Sequence[Position], rounds: int) -> float:
    """Median over rounds of the mean time per call in one pass over all positions."""
    clock = time.perf_counter_ns
    per_call: list[float] = []
    for _ in range(rounds):
        start = clock()
        for position in found:
            call(position)
        per_call.append((clock() - start) / len(found))
    return statistics.median(per_call)


def clock_cost(samples: int = 200_000) -> float:
    clock = time.perf_counter_ns
    costs = []
    for _ in range(samples):
        start = clock()
        costs.append(clock() - start)
    return statistics.median(costs)


def batch_throughput(hands: int, rounds: int, threads: Optional[int]) -> tuple[float, float]:
    """Medians over rounds of one `simulate_hands` call: hands per second of
    wall-clock time, and hands per second of CPU time (the process's, all
    threads), which other work on a busy machine does not dilute."""
    jass.simulate_hands(min(hands, 10_000), threads=threads)  # warm up the threads and caches
    rates: list[float] = []
    cpu_rates: list[float] = []
    for round_number in range(rounds):
        start, cpu_start = time.perf_counter(), time.process_time()
        result = jass.simulate_hands(hands, seed=round_number * hands, threads=threads)
        rates.append(hands / (time.perf_counter() - start))
        cpu_rates.append(hands / max(time.process_time() - cpu_start, 1e-9))
        assert result["card_points"].shape == (hands, 2)
    return statistics.median(rates), statistics.median(cpu_rates)


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300, help="seeded deals to take positions from")
    parser.add_argument("--rounds", type=int, default=30, help="passes over all positions")
    parser.add_argument("--batch-hands", type=int, default=1_000_000, help="hands per simulate_hands call")
    parser.add_argument("--batch-rounds", type=int, default=7, help="simulate_hands calls per thread count")
    parser.add_argument("--check", action="store_true", help="exit 1 if a median misses its target")
    args = parser.parse_args(argv)

    found = positions(args.deals)
    check(found)
    texts = [(str(h), " ".join(map(str, t)), str(c), "schieber") for h, t, c, _ in found]
    text_iter = iter(texts * (args.rounds + 1) * 2)
    legal_cards = jass.legal_cards

    forms: list[tuple[str, Callable[[Position], object]]] = [
        ("objects: CardSet, [Card], Contract, Rules", lambda p: legal_cards(p[0], p[1], p[2], p[3])),
        ("objects, rules=None (default rules)", lambda p: legal_cards(p[0], p[1], p[2])),
        ("text: 'HA H10', 'H6 C6', 'clubs', 'schieber'", lambda p: legal_cards(*next(text_iter))),
    ]
    print(f"jass_engine {jass.__version__}, Python {sys.version.split()[0]}")
    print(f"{len(found)} positions from {args.deals} seeded deals, {args.rounds} rounds")
    print(f"perf_counter_ns() itself: {clock_cost():.0f} ns (included in the single-call figures)")
    print(f"{'arguments':48} {'single call':>12} {'in a batch':>12}")
    medians = {}
    for name, call in forms:
        single = single_calls(call, found, args.rounds)
        batch = batches(call, found, args.rounds)
        medians[name] = single
        print(f"{name:48} {single:9.0f} ns {batch:9.0f} ns")
    objects = medians[forms[0][0]]
    verdict = "meets" if objects <= TARGET_NS else "MISSES"
    print(f"median legal_cards call with object arguments: {objects:.0f} ns ({verdict} the 1 µs target)")

    cores = os.cpu_count() or 1
    print(f"simulate_hands: {args.batch_hands:,} random hands per call, median of {args.batch_rounds} calls")
    print(f"{'threads':48} {'wall clock':>16} {'per CPU second':>16}")
    single, single_cpu = batch_throughput(args.batch_hands, args.batch_rounds, 1)
    print(f"{'1 thread':48} {single:10,.0f} hands/s {single_cpu:10,.0f} hands/s")
    every, every_cpu = batch_throughput(args.batch_hands, args.batch_rounds, None)
    print(f"{f'all cores ({cores} threads)':48} {every:10,.0f} hands/s {every_cpu:10,.0f} hands/s")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"load average during the run: {load:.2f} on {cores} cores (other work slows the wall-clock figures)")
    verdict = "meets" if every >= TARGET_HANDS_PER_SECOND else "MISSES"
    print(f"median batch throughput on all cores: {every:,.0f} hands/s ({verdict} the 1,000,000 hands/s target)")
    missed = objects > TARGET_NS or every < TARGET_HANDS_PER_SECOND
    return 1 if args.check and missed else 0


if __name__ == "__main__":
    sys.exit(main())
