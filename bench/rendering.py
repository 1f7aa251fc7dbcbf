"""Benchmark of the Alien Frontiers board picture: `python -m bench.rendering [positions] [runs]`.

Positions come from seeded random playouts (2, 3 and 4 players). For each position the optimised
path (cached static layer and sprites, fixed-palette PNG) and a naive baseline (everything drawn
from scratch each time, default RGB PNG) are timed in the same run; medians are printed, then
the goals: optimised total ≤ GOAL_RATIO × naive, median size ≤ GOAL_KB, and the smallest
essential text (whose turn, VP, resources, roll, control) ≥ GOAL_PX at 400 px wide.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from typing import Any

import games.alien_frontiers  # noqa: F401  (registers the game)
from games.alien_frontiers import GAME
from rendering.alien_frontiers import PHONE_W, WIDTH, board, essential_sizes

NAMES = ["Alice", "Bartholomew", "Chen", "Dolores"]
GOAL_RATIO, GOAL_KB, GOAL_PX = 0.25, 100, 9.0


def playout_positions(count: int, seed: int = 1) -> list[dict[str, Any]]:
    """`count` public views sampled from seeded random games of 2, 3 and 4 players."""
    rng = random.Random(seed)
    views: list[dict[str, Any]] = []
    game = 0
    while len(views) < count:
        seats = 2 + game % 3
        s = GAME.new(seats, seed * 1000 + game, {"long": False})
        game += 1
        step = 0
        while (seat := GAME.to_act(s)) is not None and len(views) < count:
            s = GAME.apply(s, seat, rng.choice(GAME.legal_moves(s, seat)))
            step += 1
            if step % 37 == 0:
                views.append(GAME.view(s, None))
    return views


def tr(key: str, **kwargs: Any) -> str:
    from bot.i18n import t

    return t("en", key, **kwargs)


def measure(views: list[dict[str, Any]], runs: int, naive: bool) -> tuple[float, float, float]:
    render_ms: list[float] = []
    encode_ms: list[float] = []
    sizes: list[int] = []
    for _ in range(runs):
        for v in views:
            names = NAMES[: v["seats"]]
            t0 = time.perf_counter()
            im = board.render(v, tr, names, naive=naive)
            t1 = time.perf_counter()
            data = board.encode(im, naive=naive,
                                key=None if naive else board.static_key(v, tr))
            t2 = time.perf_counter()
            render_ms.append((t1 - t0) * 1000)
            encode_ms.append((t2 - t1) * 1000)
            sizes.append(len(data))
    return (statistics.median(render_ms), statistics.median(encode_ms),
            statistics.median(sizes))


def main(argv: list[str]) -> None:
    count = int(argv[0]) if argv else 30
    runs = int(argv[1]) if len(argv) > 1 else 3
    views = playout_positions(count)
    for v in views[:3]:  # warm the caches once, as a running bot would be
        board.encode(board.render(v, tr, NAMES[: v["seats"]]), key=board.static_key(v, tr))
    opt = measure(views, runs, naive=False)
    base = measure(views, runs, naive=True)
    print(f"{len(views)} positions × {runs} runs (medians)")
    print(f"{'path':<10} {'render (ms)':>12} {'encode (ms)':>12} {'total (ms)':>11} "
          f"{'size (KB)':>10}")
    for label, (r, e, b) in (("optimised", opt), ("naive", base)):
        print(f"{label:<10} {r:>12.1f} {e:>12.1f} {r + e:>11.1f} {b / 1024:>10.1f}")
    ratio_t = (opt[0] + opt[1]) / (base[0] + base[1])
    ratio_b = opt[2] / base[2]
    print(f"{'ratio':<10} {opt[0] / base[0]:>12.2f} {opt[1] / base[1]:>12.2f} {ratio_t:>11.2f} "
          f"{ratio_b:>10.2f}")
    smallest: dict[str, int] = {}
    for v in views:
        for kind, size in essential_sizes(v, tr, NAMES[: v["seats"]]).items():
            smallest[kind] = min(size, smallest.get(kind, size))
    px = min(smallest.values()) * PHONE_W / WIDTH
    print()
    print(f"goal: optimised total ≤ {GOAL_RATIO} × naive   {ratio_t:.2f}  "
          f"{'met' if ratio_t <= GOAL_RATIO else 'MISSED'}")
    print(f"goal: median size ≤ {GOAL_KB} KB          {opt[2] / 1024:.1f} KB  "
          f"{'met' if opt[2] / 1024 <= GOAL_KB else 'MISSED'}")
    print(f"goal: essential text ≥ {GOAL_PX:.0f} px at {PHONE_W} px wide  {px:.1f} px  "
          f"{'met' if px >= GOAL_PX else 'MISSED'}  ({', '.join(sorted(smallest))})")


if __name__ == "__main__":
    main(sys.argv[1:])
