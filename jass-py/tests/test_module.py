"""The package as a whole: version, exports, docstrings, exceptions."""

from __future__ import annotations

import importlib.metadata
import inspect

import pytest

import jass_engine as jass
from jass_engine import _jass


def test_version_is_the_crate_version() -> None:
    assert jass.__version__ == importlib.metadata.version("jass-engine")
    assert jass.__version__.count(".") == 2


# Written in Python: the `Bot` protocol.
PYTHON_ONLY = {"Bot"}


def test_the_package_exports_the_extension_module() -> None:
    # The jass-kit helpers are exported by jass_engine.interop.jasskit.
    # `_observation_from_json` and `_solution_from_parts` read pickled
    # observations and solutions back.
    readers = {"_observation_from_json", "_solution_from_parts"}
    exported = [name for name in _jass.__all__ if not name.startswith("jasskit_") and name not in readers]
    assert sorted(jass.__all__) == sorted([*exported, *PYTHON_ONLY])
    for name in exported:
        assert getattr(jass, name) is getattr(_jass, name)
    assert jass.Bot.__module__ == "jass_engine._bot"


def test_classes_live_in_the_extension_module() -> None:
    for name in ["Card", "CardSet", "Contract", "Rules", "Suit", "Rank", "JassError", "ParseError", "Weis", "Play", "SchieberGame", "Observation"]:
        assert getattr(jass, name).__module__ == "jass_engine._jass"


def public_items() -> list[tuple[str, object]]:
    items: list[tuple[str, object]] = []
    for name in jass.__all__:
        obj = getattr(jass, name)
        if name.startswith("__"):
            continue
        items.append((name, obj))
        if inspect.isclass(obj) and not issubclass(obj, BaseException):
            for attr, member in list(vars(obj).items()):
                if not attr.startswith("_") and not isinstance(member, obj):
                    items.append((f"{name}.{attr}", member))
    return items


@pytest.mark.parametrize(("name", "obj"), public_items(), ids=[name for name, _ in public_items()])
def test_every_public_item_has_a_docstring(name: str, obj: object) -> None:
    doc = getattr(obj, "__doc__", None)
    assert doc and doc.strip(), name


FUNCTIONS = [name for name in jass.__all__ if name[0].islower() and not name.startswith("__")]


@pytest.mark.parametrize("name", FUNCTIONS)
def test_function_docstrings_have_args_returns_and_raises(name: str) -> None:
    doc = getattr(jass, name).__doc__
    assert "Args:" in doc
    assert "Returns:" in doc or name == "check_play"
    assert "Raises:" in doc


def test_exception_hierarchy() -> None:
    for error in (jass.ParseError, jass.IllegalMoveError, jass.RulesError):
        assert issubclass(error, jass.JassError)
        with pytest.raises(jass.JassError):
            raise error("x")
    assert issubclass(jass.JassError, Exception)
    assert not issubclass(jass.JassError, ValueError)
