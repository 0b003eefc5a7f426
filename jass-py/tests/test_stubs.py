"""The hand-written stubs (_jass.pyi) match the extension module."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

import jass_engine as jass

STUB = Path(jass.__file__).with_name("_jass.pyi")
ALLOWLIST = Path(__file__).with_name("stubtest-allowlist.txt")


def test_stubtest_finds_no_difference(tmp_path: Path) -> None:
    env = {**os.environ, "MYPY_CACHE_DIR": str(tmp_path / "mypy-cache")}
    result = subprocess.run(
        [sys.executable, "-m", "mypy.stubtest", "jass_engine", "--allowlist", str(ALLOWLIST)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def rules_annotations() -> dict[str, str]:
    """The annotated attributes of `class Rules` in the stub."""
    tree = ast.parse(STUB.read_text(encoding="utf-8"))
    (rules,) = [node for node in tree.body if isinstance(node, ast.ClassDef) and node.name == "Rules"]
    return {
        node.target.id: ast.unparse(node.annotation)
        for node in rules.body
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
    }


def conforms(value: object, annotation: str) -> bool:
    """Whether `value` has the type the stub annotation names (the few
    annotations the Rules options use)."""
    annotation = annotation.replace(" ", "")
    if "|" in annotation:
        return any(conforms(value, part) for part in annotation.split("|"))
    if annotation == "None":
        return value is None
    if annotation == "Any":
        return True
    simple = {"bool": bool, "int": int, "str": str}
    if annotation in simple:
        return type(value) is simple[annotation]
    if annotation.startswith("list["):
        return isinstance(value, list) and all(conforms(item, annotation[5:-1]) for item in value)
    if annotation.startswith("dict["):
        key, item = annotation[5:-1].split(",", 1)
        return isinstance(value, dict) and all(conforms(k, key) and conforms(v, item) for k, v in value.items())
    raise AssertionError(f"the test does not know the annotation {annotation}")


def test_the_stub_declares_every_rule_option() -> None:
    # stubtest cannot see these: they are read through Rules.__getattr__.
    assert sorted(rules_annotations()) == jass.Rules.option_names()


@pytest.mark.parametrize("preset", jass.Rules.presets())
def test_rule_option_values_have_their_stub_types(preset: str) -> None:
    from test_rules import CHANGES

    annotations = rules_annotations()
    for rules in [jass.Rules.preset(preset), jass.Rules.preset(preset).replace(**{"card_values": CHANGES["card_values"], "baerger": 1})]:
        for name, value in rules.to_dict().items():
            assert conforms(value, annotations[name]), (name, value, annotations[name])


TYPED_USE = '''
import numpy as np
import jass_engine as jass
from jass_engine.interop import jasskit

game: jass.SchieberGame = jass.SchieberGame.replay(jass.SchieberGame().record())
twin: jass.SchieberGame = game.clone()
two: jass.ZweierGame = jass.ZweierGame().clone()
talon: jass.SchmausGame = jass.SchmausGame(seed=1)
seen: jass.Observation = game.observation(0)
action: jass.Action = jass.RuleOfThumbBot(1).choose(game.observation(game.to_act or 0))
melds: list[jass.Weis] = jass.best_weis(seen.hand, "hearts")
order: int = jass.compare_weis(jass.Weis("four jacks"), "HA HK HQ", jass.Contract.OBENABE)
hands: dict[str, np.ndarray] = jass.simulate_hands(10)
state: str = jasskit.game_to_json(game)
'''


def test_the_stubs_type_check_typical_use(tmp_path: Path) -> None:
    script = tmp_path / "typed_use.py"
    script.write_text(TYPED_USE, encoding="utf-8")
    env = {**os.environ, "MYPY_CACHE_DIR": str(tmp_path / "mypy-cache")}
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", str(script)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
