"""Parity of the three languages: every public capability of jass-core is
reachable from C and from Python, as listed in docs/CAPABILITIES.md.

The core's capabilities are read from its rustdoc (every public item, and
the methods of the types the table names with ``Type::*``); the table maps
each to the C header's functions and types and to ``jass_engine``'s names.
A capability the core gains without a row, a row for something the core no
longer has, a C name missing from ``include/jass.h`` and a Python name
missing from the module each fail.
"""

from __future__ import annotations

import fnmatch
import html
import importlib
import os
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any, Callable

import pytest

import jass_engine

ROOT = Path(__file__).resolve().parents[2]
TABLE = ROOT / "docs" / "CAPABILITIES.md"
HEADER = ROOT / "include" / "jass.h"


@dataclass(frozen=True)
class Row:
    """One row of the table: a core path (or pattern) and its C and Python names."""

    line: int
    rust: str
    c: tuple[str, ...]
    python: tuple[str, ...]
    c_reason: str
    python_reason: str


NAMES = re.compile(r"`([^`]+)`")


def _cell(text: str, line: int, column: str) -> tuple[tuple[str, ...], str]:
    """The names of a cell, or its reason when it starts with a dash."""
    text = text.strip()
    if text.startswith("—"):
        reason = text.lstrip("—").strip()
        assert reason.startswith("(") and reason.endswith(")") and len(reason) > 4, (
            f"{TABLE.name}:{line}: a {column} cell without a name needs a reason in parentheses"
        )
        return (), reason
    names = tuple(NAMES.findall(text))
    assert names, f"{TABLE.name}:{line}: the {column} cell names nothing: {text!r}"
    return names, ""


def read_table() -> list[Row]:
    rows = []
    for number, text in enumerate(TABLE.read_text(encoding="utf-8").splitlines(), 1):
        if not text.startswith("| `"):
            continue
        cells = [cell.strip() for cell in text.strip().strip("|").split("|")]
        assert len(cells) == 3, f"{TABLE.name}:{number}: a row has three cells"
        rust = NAMES.findall(cells[0])
        assert len(rust) == 1, f"{TABLE.name}:{number}: one core path per row"
        c, c_reason = _cell(cells[1], number, "C")
        python, python_reason = _cell(cells[2], number, "Python")
        rows.append(Row(number, rust[0], c, python, c_reason, python_reason))
    return rows


def _docs_dir() -> Path:
    """jass-core's rustdoc, built now (cargo does nothing when it is current)."""
    subprocess.run(
        ["cargo", "doc", "--locked", "-p", "jass-core", "--no-deps", "--all-features"],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    target = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
    return target / "doc" / "jass_core"


ITEM = re.compile(r'<li><a href="([^"]+)">([^<]+)</a></li>')
METHOD = re.compile(r'id="(?:ty)?method\.([a-z0-9_]+)"')


def core_items(docs: Path) -> dict[str, Path]:
    """Every public item of jass-core by its path, with its rustdoc page."""
    text = (docs / "all.html").read_text(encoding="utf-8")
    return {html.unescape(name): docs / href for href, name in ITEM.findall(text)}


def core_capabilities(rows: list[Row]) -> set[str]:
    """The public items, and ``Type::method`` for every type a row lists as ``Type::*``."""
    items = core_items(_docs_dir())
    capabilities = set(items)
    for row in rows:
        if row.rust.endswith("::*"):
            owner = row.rust[: -len("::*")]
            assert owner in items, f"{TABLE.name}:{row.line}: no public item {owner}"
            page = items[owner].read_text(encoding="utf-8")
            # The type's own methods (a trait's required and provided ones),
            # not those of the traits it implements.
            for end in ('id="trait-implementations"', 'id="implementors"'):
                page = page.split(end, 1)[0]
            capabilities.update(f"{owner}::{method}" for method in set(METHOD.findall(page)))
    return capabilities


@pytest.fixture(scope="module")
def rows() -> list[Row]:
    return read_table()


@pytest.fixture(scope="module")
def capabilities(rows: list[Row]) -> set[str]:
    return core_capabilities(rows)


def _covers(row: Row, capability: str) -> bool:
    if row.rust.endswith("::*"):
        return False
    return fnmatch.fnmatchcase(capability, row.rust)


def test_every_core_capability_has_a_row(rows: list[Row], capabilities: set[str]) -> None:
    missing = sorted(c for c in capabilities if not any(_covers(row, c) for row in rows))
    assert not missing, (
        f"public items of jass-core with no row in {TABLE.name} (say how C and Python reach "
        f"them, or why they need not): {missing}"
    )


def test_every_row_names_a_core_capability(rows: list[Row], capabilities: set[str]) -> None:
    stale = [
        f"line {row.line}: {row.rust}"
        for row in rows
        if not row.rust.endswith("::*") and not any(_covers(row, c) for c in capabilities)
    ]
    assert not stale, f"rows of {TABLE.name} for nothing jass-core has: {stale}"


def test_every_c_name_is_in_the_header(rows: list[Row]) -> None:
    header = HEADER.read_text(encoding="utf-8")
    words = set(re.findall(r"\b[A-Za-z_][A-Za-z0-9_]*\b", header))
    missing = [f"line {row.line}: {name}" for row in rows for name in row.c if name not in words]
    assert not missing, f"C names of {TABLE.name} missing from include/jass.h: {missing}"


def _resolve(path: str) -> Any:
    """``jass_engine``'s attribute (or submodule) at a dotted path."""
    value: Any = jass_engine
    for part in path.split("."):
        if isinstance(value, ModuleType) and not hasattr(value, part):
            value = importlib.import_module(f"{value.__name__}.{part}")
        else:
            value = getattr(value, part)
    return value


def test_every_python_name_exists(rows: list[Row]) -> None:
    missing = []
    for row in rows:
        for name in row.python:
            try:
                _resolve(name)
            except (AttributeError, ImportError):
                missing.append(f"line {row.line}: {name}")
    assert not missing, f"Python names of {TABLE.name} missing from jass_engine: {missing}"


def test_the_table_lists_each_capability_once(rows: list[Row]) -> None:
    seen: dict[str, int] = {}
    for row in rows:
        assert row.rust not in seen, f"{row.rust} has rows at lines {seen[row.rust]} and {row.line}"
        seen[row.rust] = row.line


def _replayed(
    change: Callable[[Any], object], kind: type[jass_engine.Game] = jass_engine.SchieberGame
) -> None:
    """Replays a short Schieber game's record after `change` edits it."""
    hands: list[Any] = jass_engine.deal(1)
    game = jass_engine.SchieberGame(seed=1, deal=hands, dealer=3)
    game.apply(jass_engine.Declare("hearts"))
    for _ in range(3):
        game.apply(game.legal_actions()[0])
    record = game.record()
    change(record)
    kind.replay(record)


def _announce_a_weis_not_held() -> None:
    hands: list[Any] = [
        "HJ DJ SJ CJ H6 H7 D6 D7 S6",
        "HA HK HQ H10 D8 D9 S7 S8 C6",
        "DA DK DQ D10 S9 S10 C7 C8 C9",
        "SA SK SQ CA CK CQ C10 H8 H9",
    ]
    rules = jass_engine.Rules(weis_mode="announced", first_forehand="right_of_dealer")
    game = jass_engine.SchieberGame(rules, deal=hands, dealer=3)
    game.apply(jass_engine.Declare("clubs"))
    game.apply(jass_engine.Announce("four aces"))


# A way for each core error to reach Python: its row must name the
# exception Python raises for it.
ERRORS: dict[str, list[Callable[[], object]]] = {
    "SeatOutOfRange": [
        lambda: jass_engine.Trick(4),
        lambda: jass_engine.SchieberGame(seed=1).observation(4),
        lambda: jass_engine.Claim(6),
    ],
    "game::DealError": [lambda: jass_engine.SchieberGame(deal=[jass_engine.deal(1)[0]] * 4)],
    "game::NewGameError": [
        lambda: jass_engine.SchieberGame(jass_engine.Rules.preset("schieber", players=3)),
        lambda: _replayed(lambda record: record["rules"].update(target=-5)),
    ],
    "game::ReplayError": [
        lambda: jass_engine.SchieberGame.replay("{"),
        lambda: _replayed(lambda record: None, jass_engine.ZweierGame),
        lambda: _replayed(lambda record: record["deal"].__setitem__(1, record["deal"][0])),
        lambda: _replayed(lambda record: record["rules"].update(target=-5)),
        lambda: _replayed(lambda record: record["actions"].append(record["actions"][-1])),
    ],
    "weis::WeisError": [lambda: jass_engine.Weis.from_index(500), _announce_a_weis_not_held],
}


@pytest.mark.parametrize("rust", sorted(ERRORS))
def test_an_error_row_names_the_exception_python_raises(rows: list[Row], rust: str) -> None:
    (row,) = [row for row in rows if row.rust == rust]
    for trigger in ERRORS[rust]:
        with pytest.raises(jass_engine.JassError) as raised:
            trigger()
        name = type(raised.value).__name__
        assert name in row.python, f"{TABLE.name}:{row.line}: {rust} raises {name}, the row says {row.python}"
