"""The optional modules say which extra to install when it is missing."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest


@pytest.mark.parametrize(
    ("module", "hidden", "extra"),
    [
        ("jass_engine.env", "pettingzoo", "env"),
        ("jass_engine.env", "gymnasium", "env"),
        ("jass_engine.distributed", "ray", "ray"),
    ],
)
def test_a_missing_extra_names_the_pip_command(module: str, hidden: str, extra: str) -> None:
    code = f"""
        import sys
        sys.modules[{hidden!r}] = None  # as if it were not installed
        try:
            import {module}
        except ImportError as error:
            print(error)
        else:
            print("imported")
    """
    run = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert f'pip install "jass-engine[{extra}]"' in run.stdout, run.stdout
    assert hidden in run.stdout


def test_the_package_imports_without_the_extras() -> None:
    code = """
        import sys
        for name in ["pettingzoo", "gymnasium", "ray", "tqdm"]:
            sys.modules[name] = None
        import jass_engine as jass
        print(len(jass.simulate_games(2, progress=True)["seed"]))
    """
    run = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "2"
