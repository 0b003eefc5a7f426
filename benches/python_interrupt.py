"""How soon Ctrl-C stops a search from Python.

For each seeded deal in a trump contract (♥), `jass.solve` of the whole
hand starts on every core, and another thread sends this process SIGINT
`--delay` milliseconds later. The figure is the time from the signal to
the `KeyboardInterrupt`, in milliseconds: the median, the 90th percentile
and the largest, over the deals whose search was still running (a deal
solved before the signal is left out, and said so).

Run after `pip install ./jass-py`:

    python benches/python_interrupt.py [--deals 30] [--delay 150]
"""

from __future__ import annotations

import argparse
import os
import signal
import statistics
import threading
import time
from typing import Callable, Optional

import jass_engine as jass


def latency_ms(search: Callable[[], object], delay: float) -> Optional[float]:
    """Milliseconds from SIGINT to `KeyboardInterrupt`, or None if the
    search ended before the signal."""
    sent = [0.0]

    def interrupt() -> None:
        time.sleep(delay)
        sent[0] = time.perf_counter()
        os.kill(os.getpid(), signal.SIGINT)

    sender = threading.Thread(target=interrupt)
    sender.start()
    try:
        search()
    except KeyboardInterrupt:
        caught = time.perf_counter()
        sender.join()
        return 1000 * (caught - sent[0])
    # The search ended first: the signal lands while waiting here.
    try:
        sender.join()
        time.sleep(0.05)
    except KeyboardInterrupt:
        sender.join()
    return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=30)
    parser.add_argument("--delay", type=float, default=150, help="milliseconds")
    args = parser.parse_args()
    times = []
    for seed in range(30, 30 + args.deals):
        game = jass.SchieberGame(seed=seed)
        game.apply(jass.Declare("hearts"))
        found = latency_ms(lambda: jass.solve(game), args.delay / 1000)
        if found is not None:
            times.append(found)
    if not times:
        print("every search ended before its signal: raise --delay")
        return
    times.sort()
    ninetieth = times[min(len(times) - 1, int(len(times) * 0.9))]
    print(
        f"{len(times)} of {args.deals} searches stopped: median {statistics.median(times):.1f} ms, "
        f"90th percentile {ninetieth:.1f} ms, largest {times[-1]:.1f} ms"
    )


if __name__ == "__main__":
    main()
