"""Small helpers shared by benches: percentiles, process memory, event-loop lag."""

from __future__ import annotations

import asyncio
import resource
import statistics
import time
from collections.abc import Sequence


def percentiles(values: Sequence[float], qs: Sequence[int] = (50, 95, 99)) -> list[float]:
    """The q-th percentiles (inclusive method, interpolated); NaN for fewer than two values."""
    if len(values) < 2:
        return [float(values[0]) if values else float("nan") for _ in qs]
    cuts = statistics.quantiles(values, n=100, method="inclusive")
    return [cuts[q - 1] for q in qs]


def _status_kib(field: str) -> int | None:
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def rss_kib() -> int:
    """Resident set size now (KiB); falls back to the peak where /proc is missing."""
    return _status_kib("VmRSS") or peak_rss_kib()


def peak_rss_kib() -> int:
    """Peak resident set size of this process (KiB): VmHWM, else getrusage's ru_maxrss."""
    return _status_kib("VmHWM") or resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


class LoopLag:
    """A ticker that sleeps `interval` seconds and records by how much each wake-up was late.

    A coroutine that blocks the event loop (CPU work not in a thread) shows up as overshoot."""

    def __init__(self, interval: float = 0.010) -> None:
        self.interval = interval
        self.samples: list[tuple[float, float]] = []  # (when, overshoot seconds)
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._tick())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)

    async def _tick(self) -> None:
        clock = time.perf_counter
        while True:
            before = clock()
            await asyncio.sleep(self.interval)
            after = clock()
            self.samples.append((after, max(0.0, after - before - self.interval)))

    def between(self, start: float, end: float) -> list[float]:
        return [lag for when, lag in self.samples if start <= when <= end]
