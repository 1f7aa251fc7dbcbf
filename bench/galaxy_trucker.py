"""Benchmark of the Galaxy Trucker engine: `python -m bench.galaxy_trucker [GAMES] [DUELS]`.

Plays GAMES random whole games (4 players, every module: Evil Machinations, Rough Roads every
round, bonus cards, New Technology) on one core and prints games per second, the median of
`legal_moves` and `apply`, the encoded state size, and the AI's decision times; then DUELS
two-player games of the builder AI against the random one (seats alternating) with the
builder's win rate and its 95 % Wilson interval.
"""

from __future__ import annotations

import json
import math
import statistics
import sys
import time

from bench._stats import percentiles
from games.galaxy_trucker import GAME

ALL_MODULES = {"evil_machinations": True, "rough_roads": "all", "bonus_cards": True}
GOALS = {"games_per_s": 20, "legal_median_us": 200, "state_kb": 64, "ship_ms": 30,
         "ships_ms": 60, "picture_kb": 150}


def play_random(k: int, positions: list) -> int:
    """One random 4-player game with every module; every 10th position is kept for the
    per-call measurements. Returns the number of moves."""
    s = GAME.new(4, 7000 + k, ALL_MODULES)
    turn = 0
    while not GAME.is_over(s):
        waiting = GAME.awaiting(s)
        seat = waiting[turn % len(waiting)]
        if turn % 10 == 0:
            positions.append((s, seat))
        s = GAME.apply(s, seat, GAME.ai_move(s, seat, "random", k * 100_000 + turn))
        turn += 1
    return turn


def speed(games: int) -> dict[str, float]:
    """Whole games timed on CPU time (one core, whatever else the machine runs), then
    `legal_moves`, `apply`, `encode` and the AIs timed call by call on kept positions."""
    positions: list = []
    start = time.process_time()
    moves = sum(play_random(k, positions) for k in range(games))
    total = time.process_time() - start
    clock = time.perf_counter
    legal, apply, ai_random, ai_builder, sizes = [], [], [], [], []
    for n, (s, seat) in enumerate(positions):
        t0 = clock()
        GAME.legal_moves(s, seat)
        t1 = clock()
        move = GAME.ai_move(s, seat, "random", n)
        t2 = clock()
        GAME.apply(s, seat, move)
        t3 = clock()
        GAME.ai_move(s, seat, "builder", n)
        t4 = clock()
        legal.append(t1 - t0)
        ai_random.append(t2 - t1)
        apply.append(t3 - t2)
        ai_builder.append(t4 - t3)
        sizes.append(len(json.dumps(GAME.encode(s), separators=(",", ":"))))
    return {
        "games_per_s": games / total, "moves_per_game": moves / games,
        "legal_median_us": statistics.median(legal) * 1e6,
        "apply_median_us": statistics.median(apply) * 1e6,
        "state_kb_median": statistics.median(sizes) / 1024, "state_kb_max": max(sizes) / 1024,
        "ai_random_median_us": statistics.median(ai_random) * 1e6,
        "ai_builder_median_us": percentiles(ai_builder, (50,))[0] * 1e6,
        "ai_builder_p95_us": percentiles(ai_builder, (95,))[0] * 1e6,
    }


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate (ties count half)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def duel(games: int) -> dict[str, float]:
    wins = 0.0
    builder_credits, random_credits = [], []
    for k in range(games):
        levels = ("builder", "random") if k % 2 == 0 else ("random", "builder")
        s = GAME.new(2, 9000 + k, {})
        turn = 0
        while not GAME.is_over(s):
            waiting = GAME.awaiting(s)
            seat = waiting[turn % len(waiting)]
            s = GAME.apply(s, seat, GAME.ai_move(s, seat, levels[seat], k * 100_000 + turn))
            turn += 1
        b, r = levels.index("builder"), levels.index("random")
        builder_credits.append(s.credits[b])
        random_credits.append(s.credits[r])
        places = GAME.ranking(s)
        wins += 1.0 if places[0] == [b] else 0.5 if len(places[0]) == 2 else 0.0
    low, high = wilson(wins, games)
    return {"rate": wins / games, "low": low, "high": high,
            "builder_credits": statistics.mean(builder_credits),
            "random_credits": statistics.mean(random_credits)}


def pictures(runs: int = 15) -> dict[str, float]:
    """Render + encode times (medians) and sizes of the ship picture, the all-ships picture and
    the board, on a 4-player position in flight; the naive baseline draws the same picture and
    saves it as a plain RGB PNG (no fixed palette), in the same run."""
    import io

    from bot.i18n import t
    from rendering.galaxy_trucker import board as gt_board
    from rendering.galaxy_trucker import board_png, ship_png, ships_png
    from rendering.galaxy_trucker.ship import ship_image, ships_image

    s = GAME.new(4, 3, {})
    k = 0
    while not (s.phase == "flight" and s.card == "combat_zone_1a") and not GAME.is_over(s):
        waiting = GAME.awaiting(s)
        seat = waiting[k % len(waiting)]
        s = GAME.apply(s, seat, GAME.ai_move(s, seat, "builder", k))
        k += 1
    view = GAME.view(s, 0)
    names = ["alice", "bob", "carol", "dave"]

    def tr(key: str, **kw: object) -> str:
        return t("en", key, **kw)

    def naive(im_fn) -> bytes:
        buf = io.BytesIO()
        im_fn().save(buf, "PNG")
        return buf.getvalue()

    cases = {
        "ship": lambda: ship_png(view, 0, tr, names),
        "ship_naive": lambda: naive(lambda: ship_image(view, 0, tr, names)),
        "ships": lambda: ships_png(view, tr, names),
        "ships_naive": lambda: naive(lambda: ships_image(view, tr, names)[0]),
        "board": lambda: board_png(view, tr, names),
        "board_naive": lambda: naive(lambda: gt_board.render(view, tr, names)),
    }
    out: dict[str, float] = {}
    for name, fn in cases.items():
        fn()  # warm the font caches
        times = []
        for _ in range(runs):
            t0 = time.perf_counter()
            data = fn()
            times.append(time.perf_counter() - t0)
        out[f"{name}_ms"] = statistics.median(times) * 1000
        out[f"{name}_kb"] = len(data) / 1024
    return out


def main(argv: list[str]) -> None:
    games = int(argv[1]) if len(argv) > 1 else 20
    duels = int(argv[2]) if len(argv) > 2 else 200
    r = speed(games)
    rows = [
        ("random 4-player games/s, all modules (one core, CPU time)",
         f"{r['games_per_s']:.1f}",
         f"≥ {GOALS['games_per_s']}"),
        ("moves per game", f"{r['moves_per_game']:.0f}", ""),
        ("legal_moves median (µs)", f"{r['legal_median_us']:.0f}",
         f"≤ {GOALS['legal_median_us']}"),
        ("apply median (µs)", f"{r['apply_median_us']:.0f}", ""),
        ("state size median / max (KB, JSON)",
         f"{r['state_kb_median']:.1f} / {r['state_kb_max']:.1f}", f"≤ {GOALS['state_kb']}"),
        ("AI random decision median (µs)", f"{r['ai_random_median_us']:.0f}", ""),
        ("AI builder decision median / p95 (µs)",
         f"{r['ai_builder_median_us']:.0f} / {r['ai_builder_p95_us']:.0f}", ""),
    ]
    p = pictures()
    for name, label, goal in (("ship", "ship picture", "ship_ms"),
                              ("ships", "all ships picture", "ships_ms"),
                              ("board", "board picture", "ships_ms")):
        rows.append((f"{label}: render + encode median (ms) / size (KB)",
                     f"{p[name + '_ms']:.1f} / {p[name + '_kb']:.0f}",
                     f"≤ {GOALS[goal]} ms, ≤ {GOALS['picture_kb']} KB"))
        rows.append(("  naive RGB PNG baseline (ms) / size (KB), time ratio",
                     f"{p[name + '_naive_ms']:.1f} / {p[name + '_naive_kb']:.0f}",
                     f"× {p[name + '_naive_ms'] / p[name + '_ms']:.2f} slower, "
                     f"× {p[name + '_naive_kb'] / p[name + '_kb']:.1f} bigger"))
    d = duel(duels)
    rows += [
        (f"builder vs random, {duels} two-player games: win rate",
         f"{d['rate'] * 100:.1f} %", f"95 % CI {d['low'] * 100:.1f}–{d['high'] * 100:.1f} %"),
        ("mean final credits, builder / random",
         f"{d['builder_credits']:.1f} / {d['random_credits']:.1f}", ""),
    ]
    width = max(len(name) for name, _, _ in rows)
    print(f"Galaxy Trucker engine — {games} random games, {duels} duels")
    for name, value, goal in rows:
        print(f"  {name:<{width}}  {value:>15}  {goal}")


if __name__ == "__main__":
    main(sys.argv)
