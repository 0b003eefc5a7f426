"""Prints the medians of the last `cargo bench -p jass-benches` run as a
Markdown table: per iteration and, where a bench declares a throughput, per
element (a legal-card call, a trick, a hand).

Usage: python3 benches/criterion_report.py [target/criterion]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def human(nanoseconds: float) -> str:
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if nanoseconds >= scale:
            return f"{nanoseconds / scale:.3g} {unit}"
    return f"{nanoseconds:.3g} ns"


def main() -> int:
    root = Path(sys.argv[1] if len(sys.argv) > 1 else "target/criterion")
    rows = []
    for estimates in sorted(root.glob("**/new/estimates.json")):
        bench = json.loads((estimates.parent / "benchmark.json").read_text())
        median = json.loads(estimates.read_text())["median"]["point_estimate"]
        elements = (bench.get("throughput") or {}).get("Elements")
        per_element = human(median / elements) if elements else ""
        rows.append((bench["full_id"], human(median), per_element))
    if not rows:
        print(f"no criterion results under {root}: run `cargo bench -p jass-benches` first")
        return 1
    print("| bench | median per iteration | per element |")
    print("|---|---|---|")
    for name, median, per_element in rows:
        print(f"| `{name}` | {median} | {per_element} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
