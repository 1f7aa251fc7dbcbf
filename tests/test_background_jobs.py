"""Background work outside a game's listener jobs (`Tables.spawn`): tracked like them, so
shutdown's `drain` waits for it, jobs it starts included, and cancels what outlasts the wait."""

from __future__ import annotations

import asyncio
import math

from bot.tables import Tables


async def test_drain_waits_for_spawned_work_and_what_it_spawns() -> None:
    tables = Tables(store=None)  # type: ignore[arg-type]  # spawn and drain never touch it
    done: list[str] = []

    async def second() -> None:
        await asyncio.sleep(0)
        done.append("second")

    async def first() -> None:
        await asyncio.sleep(0)
        tables.spawn(second(), name="second")  # as a walkover's advance opens the next round
        done.append("first")

    tables.spawn(first(), name="first")
    await tables.drain(timeout=math.inf)  # no clock: it returns when both are done
    assert done == ["first", "second"]


async def test_drain_cancels_work_that_outlasts_it(caplog) -> None:
    tables = Tables(store=None)  # type: ignore[arg-type]
    cancelled = asyncio.Event()

    async def stuck() -> None:
        try:
            await asyncio.sleep(60)
        except asyncio.CancelledError:
            cancelled.set()
            raise

    tables.spawn(stuck(), name="stuck-job")
    await asyncio.sleep(0)
    await tables.drain(timeout=0.05)
    assert cancelled.is_set()
    assert "stuck-job still running at shutdown: cancelled" in caplog.text
