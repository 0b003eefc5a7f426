"""Peak memory of a large batch from Python: 1,000,000 random Schieber
hands through `simulate_hands`.

The batch computes the hands in Rust, a chunk at a time, into two row
buffers of at most 65,536 rows per thread each (the core fills one while
the rows of the other are appended to the columns), then moves each
column into its own numpy array without a copy. So the peak should be
the two row buffers plus the returned arrays: about 60 bytes per hand
for 1,000,000 hands on two threads, less for larger batches, since the
buffers do not grow with the count. Nothing per hand is a Python
object.

Run after `pip install ./jass-py`:

    python benches/python_memory.py [--count N] [--policy P] [--threads T] [--check]

Prints the process's peak resident set (`resource.getrusage(...).ru_maxrss`)
before and after the batch, their difference (what the batch added at its
peak), the size of each returned array and their total, and both per hand.
The figure before the batch is taken after importing the package and
running a small batch, so that it holds the interpreter, numpy, the
extension module and the worker threads' stacks. With `--check` the exit
status is 1 if the batch added more than 100 bytes per hand at its peak
(about 1.7 times the expected figure), or if the returned arrays do not hold one
row per hand.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import sys
import time
from typing import Optional

import numpy as np

import jass_engine as jass

# What the batch may add at its peak, per hand, under --check.
LIMIT_BYTES_PER_HAND = 100.0


def peak_rss_bytes() -> int:
    """The peak resident set of this process so far, in bytes."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    # Linux reports KiB, macOS bytes.
    return peak if platform.system() == "Darwin" else peak * 1024


def mib(size: float) -> str:
    return f"{size / 2**20:8.1f} MiB"


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--count", type=int, default=1_000_000, help="hands in the batch (default 1,000,000)")
    parser.add_argument("--policy", default="random", choices=["random", "rule_of_thumb"])
    parser.add_argument("--threads", type=int, default=None, help="threads (default: one per core)")
    parser.add_argument("--check", action="store_true", help=f"fail above {LIMIT_BYTES_PER_HAND:.0f} bytes per hand")
    args = parser.parse_args(argv)
    count: int = args.count

    # Warm up: the module, numpy's array machinery and the worker threads.
    jass.simulate_hands(1_000, seed=1, policy=args.policy, threads=args.threads)
    before = peak_rss_bytes()
    start = time.perf_counter()
    results = jass.simulate_hands(count, seed=0, policy=args.policy, threads=args.threads)
    seconds = time.perf_counter() - start
    after = peak_rss_bytes()

    print(
        f"{count:,} hands ({args.policy}, {args.threads or os.cpu_count()} threads) in {seconds:.2f} s; "
        f"jass_engine {jass.__version__}, numpy {np.__version__}, Python {platform.python_version()}"
    )
    print("returned arrays:")
    total = 0
    for name, array in sorted(results.items()):
        total += array.nbytes
        print(f"  {name:<12} {str(array.dtype):<7} {str(array.shape):<14} {mib(array.nbytes)}")
    added = after - before
    print(f"  {'total':<36} {mib(total)}  ({total / max(count, 1):.1f} bytes per hand)")
    print(f"peak resident set before the batch {mib(before)}")
    print(f"peak resident set after the batch  {mib(after)}")
    print(f"added by the batch at its peak     {mib(added)}  ({added / max(count, 1):.1f} bytes per hand)")

    failed = False
    rows = {len(array) for array in results.values()}
    if rows != {count}:
        print(f"FAIL: the arrays hold {sorted(rows)} rows, not {count}", file=sys.stderr)
        failed = True
    if args.check and added > LIMIT_BYTES_PER_HAND * count:
        print(f"FAIL: the batch added more than {LIMIT_BYTES_PER_HAND:.0f} bytes per hand", file=sys.stderr)
        failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
