"""Interrupting a call in a fresh interpreter, shared by the tests of
long batches."""

from __future__ import annotations

import signal
import subprocess
import sys
import textwrap
import time


def interrupt(code: str, wait: float = 0.5) -> tuple[float, str]:
    """Runs `code` in a fresh interpreter, sends it SIGINT `wait` seconds
    after it says "start", and returns how long it took to exit and what it
    wrote to stderr. It must exit through KeyboardInterrupt.

    The child installs Python's Ctrl-C handler itself: a test runner
    started in the background (`nohup`, `&` without job control) passes
    SIGINT down as ignored, and Python then leaves it ignored."""
    script = (
        "import signal, sys\n"
        "signal.signal(signal.SIGINT, signal.default_int_handler)\n" + textwrap.dedent(code)
    )
    with subprocess.Popen(
        [sys.executable, "-c", script], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    ) as child:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "start"
        time.sleep(wait)
        sent = time.monotonic()
        child.send_signal(signal.SIGINT)
        try:
            _, err = child.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            child.kill()
            child.communicate()
            raise
        took = time.monotonic() - sent
    assert child.returncode != 0
    return took, err


def stops_on_ctrl_c(code: str, wait: float = 0.5, limit: float = 2.0) -> None:
    """Runs `code` as `interrupt` does and checks that Ctrl-C ended it
    through KeyboardInterrupt, without a panic, within `limit` seconds."""
    took, err = interrupt(code, wait)
    assert err.rstrip().endswith("KeyboardInterrupt"), err
    assert "Panic" not in err and "panicked" not in err, err
    assert took < limit, took
