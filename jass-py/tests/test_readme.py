"""The README examples (the repository's "Using from Python" section and
the package's own README) run as written."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def python_blocks(text: str) -> list[str]:
    return re.findall(r"```python\n(.*?)```", text, re.S)


def run(blocks: list[str], source: Path) -> dict[str, object]:
    namespace: dict[str, object] = {}
    for block in blocks:
        exec(compile(block, str(source), "exec"), namespace)  # the README's own code
    return namespace


def test_the_python_section_of_the_repository_readme_runs() -> None:
    readme = ROOT / "README.md"
    text = readme.read_text(encoding="utf-8")
    start = text.index("## Using from Python")
    blocks = python_blocks(text[start : text.index("\n## ", start + 1)])
    assert len(blocks) >= 3
    namespace = run(blocks, readme)
    assert namespace["game"].is_over  # type: ignore[attr-defined]


def test_the_package_readme_runs() -> None:
    readme = ROOT / "jass-py" / "README.md"
    blocks = python_blocks(readme.read_text(encoding="utf-8"))
    assert blocks
    namespace = run(blocks, readme)
    assert namespace["game"].is_over  # type: ignore[attr-defined]
