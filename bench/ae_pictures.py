"""Timing and size of the Ascending Empires pictures, for bench/ascending_empires.py.

`bench_rows(views)` renders every view's board, two aim previews per view (the first after a new
board, which builds the cached board layer, then an aim change that reuses it) and its alt text,
and returns (name, median ms, median KB) rows. `playout_views(count)` samples public views from
seeded random games of the engine.
"""

from __future__ import annotations

import copy
import math
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from rendering.ascending_empires import alt_text, board_png, flick_preview_png

NAMES = ["Alice", "Bartholomew", "陈小明", "Dolores"]
Row = tuple[str, float, float]


def english(key: str, **kwargs: Any) -> str:
    from bot.i18n import t

    return t("en", key, **kwargs)


def playout_views(count: int = 30, seed: int = 1) -> list[dict[str, Any]]:
    """`count` spectator views spread over seeded random games of 2, 3 and 4 players."""
    import games.ascending_empires as ae

    game = ae.GAME
    rng = random.Random(seed)
    views: list[dict[str, Any]] = []
    k = 0
    while len(views) < count:
        seats = 2 + k % 3
        s = game.new(seats, seed * 1000 + k, {})
        k += 1
        step = 0
        while (seat := game.to_act(s)) is not None and len(views) < count and step < 400:
            s = game.apply(s, seat, rng.choice(game.legal_moves(s, seat)))
            step += 1
            if step % 9 == 0:
                views.append(game.view(s, None))
    return views


def aim_of(view: dict[str, Any], turn: float) -> dict[str, Any] | None:
    """A flick to preview: the view's last flick turned by `turn` degrees around its start."""
    flick = view.get("last_flick")
    if not flick or len(flick.get("path") or []) < 2:
        return None
    out = copy.deepcopy(flick)
    (x0, y0), rest = out["path"][0], out["path"][1:]
    a = math.radians(turn)
    out["path"] = [[x0, y0]] + [[x0 + (x - x0) * math.cos(a) - (y - y0) * math.sin(a),
                                 y0 + (x - x0) * math.sin(a) + (y - y0) * math.cos(a)]
                                for x, y in rest]
    return out


def timed(fn: Callable[[], Any]) -> tuple[float, Any]:
    t0 = time.perf_counter()
    out = fn()
    return (time.perf_counter() - t0) * 1000, out


def bench_rows(views: list[dict[str, Any]], runs: int = 3,
               tr: Callable[..., str] = english) -> list[Row]:
    """Median ms and KB of board_png, flick_preview_png (new board / aim change), alt_text."""
    for v in views[:3]:  # warm the per-language caches once, as a running bot would be
        board_png(v, tr, NAMES[: v["seats"]])
    board_ms: list[float] = []
    board_kb: list[float] = []
    first_ms: list[float] = []
    again_ms: list[float] = []
    preview_kb: list[float] = []
    alt_ms: list[float] = []
    for r in range(runs):
        for v in views:
            names = NAMES[: v["seats"]]
            ms, data = timed(lambda v=v, names=names: board_png(v, tr, names))
            board_ms.append(ms)
            board_kb.append(len(data) / 1024)
            alt_ms.append(timed(lambda v=v, names=names: alt_text(v, tr, names))[0])
            fresh = copy.deepcopy(v)  # a new board: the preview rebuilds its layer
            fresh["turn"] = int(v["turn"]) + 1000 * (r + 1)
            fresh["ships"] = [dict(s, x=float(s["x"]) + 0.001 * (r + 1)) for s in v["ships"]]
            for k, turn in enumerate((0.0, 7.0)):
                flick = aim_of(fresh, turn)
                if flick is None:
                    continue
                ms, data = timed(lambda fresh=fresh, flick=flick, names=names:
                                 flick_preview_png(fresh, flick, tr, names))
                (first_ms if k == 0 else again_ms).append(ms)
                preview_kb.append(len(data) / 1024)
    med = statistics.median
    rows = [("board_png", med(board_ms), med(board_kb))]
    if first_ms:
        rows.append(("flick_preview_png (new board)", med(first_ms), med(preview_kb)))
        rows.append(("flick_preview_png (aim change)", med(again_ms), med(preview_kb)))
    rows.append(("alt_text", med(alt_ms), 0.0))
    return rows
