"""Optional dependencies: a missing one says which extra to install."""

from __future__ import annotations

import importlib


def require(module: str, extra: str, user: str) -> None:
    """Imports `module`, or raises ImportError naming the extra `user` (a
    module of this package) needs."""
    try:
        importlib.import_module(module)
    except ImportError as error:
        raise ImportError(
            f'{user} needs {module}, which is missing: pip install "jass-engine[{extra}]"'
        ) from error
