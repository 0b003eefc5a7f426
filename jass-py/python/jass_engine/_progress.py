"""Progress reports of long batches (`simulate_hands(progress=...)`).

The Rust side calls `reporter(progress, total, unit)` once, then `update`
with the number of rows done after each chunk and `close` at the end.
"""

from __future__ import annotations

import sys
import time
from typing import Any, Callable, Optional, Protocol, Union


class Reporter(Protocol):
    """What the batch calls as it goes."""

    def update(self, done: int) -> None: ...

    def close(self) -> None: ...


class _Callback:
    """Calls `callback(done, total)`."""

    def __init__(self, callback: Callable[[int, int], object], total: int) -> None:
        self._callback = callback
        self._total = total

    def update(self, done: int) -> None:
        self._callback(done, self._total)

    def close(self) -> None:
        pass


class _Tqdm:
    """A tqdm progress bar."""

    def __init__(self, bar: Any) -> None:
        self._bar = bar
        self._shown = 0

    def update(self, done: int) -> None:
        self._bar.update(done - self._shown)
        self._shown = done

    def close(self) -> None:
        self._bar.close()


class _Lines:
    """A line on stderr at most once a second, and one at the end."""

    def __init__(self, total: int, unit: str) -> None:
        self._total = total
        self._unit = unit
        self._done = 0
        self._last = time.monotonic()

    def _write(self) -> None:
        sys.stderr.write(f"{self._done}/{self._total} {self._unit}s\n")

    def update(self, done: int) -> None:
        self._done = done
        now = time.monotonic()
        if now - self._last >= 1.0:
            self._last = now
            self._write()

    def close(self) -> None:
        self._write()


def reporter(
    progress: Union[bool, Callable[[int, int], object], None], total: int, unit: str
) -> Optional[Reporter]:
    """The reporter of a `progress` argument: `True` for tqdm's bar (or
    lines on stderr without tqdm), a callable for `callable(done, total)`,
    `False` for none."""
    if progress is None or progress is False:
        return None
    if progress is True:
        try:
            from tqdm.auto import tqdm  # type: ignore[import-untyped, unused-ignore]
        except ImportError:
            return _Lines(total, unit)
        return _Tqdm(tqdm(total=total, unit=unit))
    if callable(progress):
        return _Callback(progress, total)
    raise TypeError(
        f"progress must be a bool or a callable taking (done, total), not {type(progress).__name__}"
    )
