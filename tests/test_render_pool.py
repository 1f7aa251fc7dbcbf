"""The render pool (issue 19): its workers are all started at the bot's start, so the first
pictures after a restart do not each wait for a new process."""

from __future__ import annotations

import os

from bot import render


async def test_warming_starts_every_worker_before_the_first_picture() -> None:
    await render.warm()
    pool = render.pool()
    assert len(pool._processes) == render.workers()  # type: ignore[attr-defined]
    assert await render.draw(os.getpid) != os.getpid()  # drawn in a worker, not here
