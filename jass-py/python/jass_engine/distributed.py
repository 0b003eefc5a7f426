"""Batches spread over a Ray cluster.

Needs the ``ray`` extra: ``pip install "jass-engine[ray]"``; without it,
importing this module raises ``ImportError`` saying so.

A batch of ``count`` rows from ``seed`` is cut into chunks of consecutive
seeds; each chunk is one Ray task that runs the ordinary local function
(``jass_engine.simulate_hands`` or ``simulate_games``) on its worker, and
the chunks' columns are joined in seed order. Every row depends only on its
own seed, so the result is identical to the same call on one machine,
whatever the chunk size, the number of workers or the order in which the
tasks finish::

    import ray
    import jass_engine as jass
    from jass_engine import distributed

    ray.init()  # or ray.init(address="auto") to join a running cluster
    games = distributed.simulate_games(
        100_000, policy=("rule_of_thumb", "random"), chunk_size=5_000
    )
    local = jass.simulate_games(100_000, policy=("rule_of_thumb", "random"))
    assert all((games[k] == local[k]).all() for k in games)

A function of ``jass_engine`` that takes ``(count, *, seed=..., threads=...)``
and returns a dict of numpy arrays with one row per seed spreads the same
way: :func:`spread` does the work, and each public function here is one call
of it.
"""

from __future__ import annotations

import math
from typing import Any, Callable, Literal, Optional, Union

import numpy as np
import numpy.typing as npt

from ._extras import require

require("ray", "ray", __name__)

import ray  # noqa: E402

import jass_engine  # noqa: E402

from ._jass import Rules  # noqa: E402
from ._progress import reporter as _reporter  # noqa: E402

__all__ = ["DEFAULT_CHUNKS_PER_CPU", "arena", "simulate_games", "simulate_hands", "spread"]

Columns = dict[str, npt.NDArray[Any]]
_Policy = str
_PolicyArg = Union[_Policy, tuple[_Policy, _Policy], list[_Policy]]
_RulesArg = Union[Rules, str, None]
# A game name as `jass_engine.simulate_hands` takes it ("schieber", "coiffeur",
# "differenzler", "hindersi", "mittlere").
_GameArg = str

#: Chunks per CPU of the cluster when no chunk size is given: enough that a
#: slow worker does not hold the batch up for long.
DEFAULT_CHUNKS_PER_CPU = 4

_SEEDS = 2**64


def _run_chunk(function: str, count: int, seed: int, threads: int, options: dict[str, Any]) -> Columns:
    """One chunk, on a worker: the local function of that name (a name
    starting with ``_`` is one of this module's)."""
    target = globals()[function] if function.startswith("_") else getattr(jass_engine, function)
    result: Columns = target(count, seed=seed, threads=threads, **options)
    return result


_remote_chunk: Optional[Any] = None


def _remote() -> Any:
    """The Ray task of a chunk (made once, after Ray is imported)."""
    global _remote_chunk
    if _remote_chunk is None:
        _remote_chunk = ray.remote(_run_chunk)
    return _remote_chunk


def _chunk_size(count: int, chunk_size: Optional[int]) -> int:
    if chunk_size is not None:
        if chunk_size < 1:
            raise ValueError(f"chunk_size must be at least 1, got {chunk_size}")
        return chunk_size
    resources: dict[str, float] = ray.cluster_resources()  # type: ignore[no-untyped-call, unused-ignore]
    cpus = max(1, int(resources.get("CPU", 1)))
    return max(1, math.ceil(count / (cpus * DEFAULT_CHUNKS_PER_CPU)))


def spread(
    function: str,
    count: int,
    *,
    seed: int = 0,
    chunk_size: Optional[int] = None,
    cpus_per_task: int = 1,
    progress: Union[bool, Callable[[int, int], object], None] = None,
    **options: Any,
) -> Columns:
    """Runs ``jass_engine.<function>(n, seed=s, threads=cpus_per_task,
    **options)`` for consecutive chunks of the ``count`` seeds from ``seed``
    as Ray tasks, and joins their columns in seed order.

    Args:
        function: The name of a batch function of ``jass_engine``.
        count: The number of rows.
        seed: The seed of the first row (seeds wrap at 2**64).
        chunk_size: Rows per task; by default the batch is cut into
            ``DEFAULT_CHUNKS_PER_CPU`` tasks per CPU of the cluster.
        cpus_per_task: The CPUs each task asks Ray for, and the threads it
            runs on.
        progress: ``True`` for a progress bar (tqdm's when installed), or a
            callable taking ``(done, total)`` as chunks finish.
        options: The function's other keyword arguments (``rules``,
            ``policy`` …), sent to every task.

    Returns:
        The columns, identical to ``jass_engine.<function>(count,
        seed=seed, **options)``.

    Raises:
        ValueError: If ``count`` is negative, ``seed`` is outside
            0..2**64, or ``chunk_size`` or ``cpus_per_task`` is below 1.
        The function's own errors, raised by the first failing chunk.
    """
    if count < 0:
        raise ValueError(f"count must not be negative, got {count}")
    if not 0 <= seed < _SEEDS:
        raise ValueError(f"seed must be in 0..2**64, got {seed}")
    if cpus_per_task < 1:
        raise ValueError(f"cpus_per_task must be at least 1, got {cpus_per_task}")
    if not (function in _PRIVATE_BATCHES or hasattr(jass_engine, function)):
        raise ValueError(f"jass_engine has no function {function!r}")
    if count == 0:
        return _run_chunk(function, 0, seed, 1, options)
    if not ray.is_initialized():
        ray.init()
    size = _chunk_size(count, chunk_size)
    task = _remote().options(num_cpus=cpus_per_task)
    starts = range(0, count, size)
    pending = [
        task.remote(function, min(size, count - start), (seed + start) % _SEEDS, cpus_per_task, options)
        for start in starts
    ]
    reporter = _reporter(progress, count, "row") if progress is not None else None
    chunks: dict[int, Columns] = {}
    index_of = {ref: i for i, ref in enumerate(pending)}
    waiting = list(pending)
    done = 0
    try:
        while waiting:
            ready, waiting = ray.wait(waiting, num_returns=1)
            for ref in ready:
                columns: Columns = ray.get(ref)
                chunks[index_of[ref]] = columns
                done += len(columns["seed"])
            if reporter is not None:
                reporter.update(done)
    except BaseException:
        for ref in waiting:
            ray.cancel(ref)
        raise
    finally:
        if reporter is not None:
            reporter.close()
    ordered = [chunks[i] for i in range(len(pending))]
    return {name: np.concatenate([chunk[name] for chunk in ordered]) for name in ordered[0]}


def simulate_hands(
    count: int,
    *,
    seed: int = 0,
    rules: _RulesArg = None,
    policy: _PolicyArg = "random",
    game: _GameArg = "schieber",
    chunk_size: Optional[int] = None,
    cpus_per_task: int = 1,
    progress: Union[bool, Callable[[int, int], object], None] = None,
) -> Columns:
    """``jass_engine.simulate_hands`` spread over the Ray cluster: the same
    columns, row for row (see :func:`spread` for the other arguments)."""
    return spread(
        "simulate_hands",
        count,
        seed=seed,
        chunk_size=chunk_size,
        cpus_per_task=cpus_per_task,
        progress=progress,
        rules=rules,
        policy=policy,
        game=game,
    )


def simulate_games(
    count: int,
    *,
    seed: int = 0,
    rules: _RulesArg = None,
    policy: _PolicyArg = "random",
    game: _GameArg = "schieber",
    chunk_size: Optional[int] = None,
    cpus_per_task: int = 1,
    progress: Union[bool, Callable[[int, int], object], None] = None,
) -> Columns:
    """``jass_engine.simulate_games`` spread over the Ray cluster: the same
    columns, row for row (see :func:`spread` for the other arguments)."""
    return spread(
        "simulate_games",
        count,
        seed=seed,
        chunk_size=chunk_size,
        cpus_per_task=cpus_per_task,
        progress=progress,
        rules=rules,
        policy=policy,
        game=game,
    )


def _arena_columns(
    count: int,
    *,
    seed: int,
    threads: int,
    first: Literal["random", "rule_of_thumb", "pimc"],
    second: Literal["random", "rule_of_thumb", "pimc"],
    **options: Any,
) -> Columns:
    """``jass_engine.run_arena`` on ``count`` deals as columns of a batch
    (one row per deal)."""
    report = jass_engine.run_arena(first, second, count, seed=seed, threads=threads, **options)
    return {
        "seed": np.asarray(report["seeds"], dtype=np.uint64),
        "points": np.asarray(report["points"], dtype=np.uint32).reshape(-1, 2, 2),
        "decisions": np.asarray(report["decisions"], dtype=np.uint32).reshape(-1, 2),
        "nanos": np.asarray(report["nanos"], dtype=np.uint64).reshape(-1, 2),
    }


_PRIVATE_BATCHES = frozenset({"_arena_columns"})


def arena(
    first: Literal["random", "rule_of_thumb", "pimc"],
    second: Literal["random", "rule_of_thumb", "pimc"],
    deals: int,
    *,
    seed: int = 0,
    samples: int = 16,
    search_from_tricks: int = 6,
    time_budget: Optional[float] = None,
    rules: _RulesArg = None,
    chunk_size: Optional[int] = None,
    cpus_per_task: int = 1,
    progress: Union[bool, Callable[[int, int], object], None] = None,
) -> dict[str, Any]:
    """``jass_engine.run_arena`` spread over the Ray cluster: the deals are
    cut into chunks of consecutive seeds, and the summary is computed by
    ``jass_engine.arena_report`` from every deal, so it equals the one
    machine's (the times per decision aside, which are measured).
    See :func:`spread` for the other arguments."""
    columns = spread(
        "_arena_columns",
        deals,
        seed=seed,
        chunk_size=chunk_size,
        cpus_per_task=cpus_per_task,
        progress=progress,
        first=first,
        second=second,
        samples=samples,
        search_from_tricks=search_from_tricks,
        time_budget=time_budget,
        rules=rules,
    )
    return jass_engine.arena_report(
        columns["seed"].tolist(),
        columns["points"].tolist(),
        columns["decisions"].tolist(),
        columns["nanos"].tolist(),
    )
