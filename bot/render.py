"""Pictures on every core: a pool of worker processes that draw, so the event loop never waits on
Pillow (a thread would hold the GIL for most of a render).

The pool is made once per process, sized to the cores, and its workers started and warmed when
the bot starts (each imports the renderers before the first real picture). A picture job is a
module-level function and picklable arguments: views, names, a `Tr` for the words. Should the
pool break (a worker killed by the system), it is made again, and until then pictures are drawn
on a thread: slower, never missing.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import signal
import time
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

log = logging.getLogger(__name__)
T = TypeVar("T")

MAX_WORKERS = 16  # a worker holds its own Python and fonts (tens of MB): bounded on big hosts
_FALLBACK = ThreadPoolExecutor(max_workers=2, thread_name_prefix="render")
_pool: ProcessPoolExecutor | None = None


def workers() -> int:
    """One worker per core (at most MAX_WORKERS): drawing is CPU work."""
    return max(1, min(MAX_WORKERS, os.cpu_count() or 1))


def _warm_up() -> None:
    """Import every renderer and the table's picture jobs in the worker, so its first picture
    costs no imports. Ctrl+C reaches the whole process group: the worker leaves it to the bot,
    which stops cleanly and ends its workers (no traceback per worker on the terminal)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    import cogs.table.pictures  # noqa: F401
    import rendering  # noqa: F401  (importing it imports every game's renderer)


def pool() -> Executor:
    """The process pool, made (and warmed) on first use."""
    global _pool
    if _pool is None:
        # "spawn": the bot runs threads (the database's) before the first picture, and a fork
        # of a threaded process can inherit a lock held by a thread that does not exist there.
        _pool = ProcessPoolExecutor(max_workers=workers(),
                                    mp_context=multiprocessing.get_context("spawn"),
                                    initializer=_warm_up)
    return _pool


def _started() -> int:
    """A warm-up job: held a moment, so each of the jobs sent together gets its own worker."""
    time.sleep(0.05)
    return os.getpid()


async def warm() -> None:
    """Start every worker now, at the bot's start: a spawned pool otherwise starts them one by
    one as pictures come, and the first players after a restart wait for each start (about
    0.7 s: a new Python, the imports, the fonts)."""
    loop = asyncio.get_running_loop()
    try:
        await asyncio.gather(*(loop.run_in_executor(pool(), _started)
                               for _ in range(workers())))
    except BrokenProcessPool:
        log.error("the render pool could not start; pictures will be drawn on a thread")


async def draw(function: Callable[..., T], *args: Any) -> T:
    """`function(*args)` in the render pool (a thread if the pool is broken)."""
    global _pool
    loop = asyncio.get_running_loop()
    try:
        return await loop.run_in_executor(pool(), function, *args)
    except BrokenProcessPool:
        log.error("the render pool broke; drawing on a thread until it is made again")
        _pool = None
        return await loop.run_in_executor(_FALLBACK, function, *args)

