"""The README's "Using from Python" examples run as written."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parents[2] / "README.md"


def python_section() -> str:
    text = README.read_text(encoding="utf-8")
    start = text.index("## Using from Python")
    return text[start : text.index("\n## ", start + 1)]


def test_the_python_examples_of_the_readme_run() -> None:
    blocks = re.findall(r"```python\n(.*?)```", python_section(), re.S)
    assert len(blocks) >= 3
    namespace: dict[str, object] = {}
    for block in blocks:
        exec(compile(block, str(README), "exec"), namespace)  # noqa: S102 - the README's own code
    assert namespace["game"].is_over  # type: ignore[attr-defined]
