"""Benchmark of the Battlestar Galactica engine: `python -m bench.battlestar_galactica [runs]
[games] [crew_games]` from the repo root.

Prints, on one core (process time): random whole 5-player games per second with every Exodus
option on, the median of `legal_moves` and `apply`, the encoded state size, and the win rate of
the humans among `crew` AI players over many games (3–6 players), with a 95% Wilson interval.
Goals (issue 17): ≥ 5 games/s, `legal_moves` median ≤ 300 µs, state ≤ 128 KB, and a roughly
even game between the two sides. Then the pictures (issue 18): the public board's render and
encode time and size over views sampled from crew games, against a naive baseline in the same
run (the same picture saved as a plain RGB PNG at Pillow's defaults)."""

from __future__ import annotations

import json
import math
import random
import statistics
import sys
import time

from games.battlestar_galactica import GAME

ALL_OPTIONS = {"cylon_fleet": True, "personal_goals": True, "final_five": True,
               "objective": "ionian_nebula"}


def random_games(games: int, seed: int) -> dict[str, float]:
    rnd = random.Random(seed)
    lm: list[float] = []
    ap: list[float] = []
    sizes: list[int] = []
    clock = time.process_time
    perf = time.perf_counter
    start = clock()
    moves = 0
    for k in range(games):
        s = GAME.new(5, seed * 1000 + k, ALL_OPTIONS)
        while not GAME.is_over(s):
            seat = rnd.choice(GAME.awaiting(s))
            t0 = perf()
            legal = GAME.legal_moves(s, seat)
            t1 = perf()
            s = GAME.apply(s, seat, rnd.choice(legal))
            t2 = perf()
            lm.append(t1 - t0)
            ap.append(t2 - t1)
            moves += 1
            if moves % 25 == 0:
                sizes.append(len(json.dumps(GAME.encode(s))))
    total = clock() - start
    return {"games_per_s": games / total, "moves_per_game": moves / games,
            "lm_us": statistics.median(lm) * 1e6, "ap_us": statistics.median(ap) * 1e6,
            "size_kb": statistics.median(sizes) / 1024, "size_max_kb": max(sizes) / 1024}


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 0.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def crew_games(games: int) -> dict[str, object]:
    """Whole games between `crew` players; the winning side of each, by player count."""
    by_seats: dict[int, list[int]] = {n: [0, 0] for n in range(3, 7)}
    reasons: dict[str, int] = {}
    start = time.process_time()
    for k in range(games):
        seats = 3 + k % 4
        s = GAME.new(seats, 77_000 + k, {})
        number = 0
        while not GAME.is_over(s):
            seat = GAME.awaiting(s)[0]
            s = GAME.apply(s, seat, GAME.ai_move(s, seat, "crew", k * 100_003 + number))
            number += 1
        by_seats[seats][0 if s.winner == "humans" else 1] += 1
        reasons[s.end_reason or "?"] = reasons.get(s.end_reason or "?", 0) + 1
    humans = sum(v[0] for v in by_seats.values())
    return {"humans": humans, "games": games, "by_seats": by_seats, "reasons": reasons,
            "seconds": time.process_time() - start}


def picture_rows(count: int = 24) -> list[tuple[str, str]]:
    """Median render ms, encode ms and KB of the board, and of the naive baseline."""
    from bot.i18n import tr_for
    from rendering.battlestar_galactica import alt_text
    from rendering.battlestar_galactica import board as B

    views = []
    for k in range(3):
        s = GAME.new(4 + k, 90 + k, {"cylon_fleet": k == 1})
        n = 0
        while not GAME.is_over(s):
            seat = GAME.awaiting(s)[0]
            s = GAME.apply(s, seat, GAME.ai_move(s, seat, "crew", n))
            n += 1
            if n % 37 == 0:
                views.append(GAME.view(s, None))
    views = views[:: max(1, len(views) // count)]
    tr = tr_for("en")
    names = ["Alice", "Bob", "Carol", "Dave", "Eve", "Farid"]
    B.render(views[0], tr, names)  # warm the font caches, as a running bot would be
    render, enc, naive, size, naive_size, alt = [], [], [], [], [], []
    perf = time.perf_counter
    for v in views:
        t0 = perf()
        im = B.render(v, tr, names)
        t1 = perf()
        png = B.encode(im)
        t2 = perf()
        plain = B.encode_naive(im)
        t3 = perf()
        alt_text(v, tr, names)
        t4 = perf()
        render.append((t1 - t0) * 1000)
        enc.append((t2 - t1) * 1000)
        naive.append((t3 - t2) * 1000)
        alt.append((t4 - t3) * 1000)
        size.append(len(png) / 1024)
        naive_size.append(len(plain) / 1024)
    med = statistics.median
    return [
        (f"board render median (ms, {len(views)} views)", f"{med(render):.1f}"),
        ("board encode median (ms): palette PNG", f"{med(enc):.1f}"),
        ("  naive RGB PNG encode (ms)", f"{med(naive):.1f}"),
        ("board PNG median (KB): palette", f"{med(size):.1f}"),
        ("  naive RGB PNG (KB)", f"{med(naive_size):.1f}"),
        ("  size ratio palette / naive", f"{med(size) / med(naive_size):.2f}"),
        ("alt text median (ms)", f"{med(alt):.2f}"),
    ]


def main(argv: list[str]) -> None:
    runs = int(argv[1]) if len(argv) > 1 else 3
    games = int(argv[2]) if len(argv) > 2 else 20
    crew = int(argv[3]) if len(argv) > 3 else 200
    results = [random_games(games, seed) for seed in range(1, runs + 1)]

    def med(key: str) -> float:
        return statistics.median(r[key] for r in results)

    rows = [
        ("random 5-player games/s, all options (one core)", f"{med('games_per_s'):.1f}"),
        ("moves per game", f"{med('moves_per_game'):.0f}"),
        ("legal_moves median (µs)", f"{med('lm_us'):.1f}"),
        ("apply median (µs)", f"{med('ap_us'):.1f}"),
        ("encoded state, median (KB)", f"{med('size_kb'):.1f}"),
        ("encoded state, largest seen (KB)", f"{max(r['size_max_kb'] for r in results):.1f}"),
    ]
    width = max(len(r[0]) for r in rows)
    print(f"Battlestar Galactica engine — {runs} runs × {games} random games (medians)")
    for name, value in rows:
        print(f"  {name:<{width}}  {value:>8}")
    pictures = picture_rows()
    print("Pictures (public board, 1000×900, English)")
    for name, value in pictures:
        print(f"  {name:<{width}}  {value:>8}")
    if crew:
        c = crew_games(crew)
        low, high = wilson(c["humans"], c["games"])
        print(f"Crew AI against crew AI — {c['games']} games, 3–6 players, Exodus "
              f"({c['seconds']:.0f} s)")
        print(f"  humans win {c['humans']}/{c['games']} = {c['humans'] / c['games']:.1%} "
              f"(95% interval {low:.1%}–{high:.1%})")
        for seats, (h, cy) in c["by_seats"].items():
            print(f"  {seats} players: humans {h}, Cylons {cy}")
        print(f"  how games end: {c['reasons']}")


if __name__ == "__main__":
    main(sys.argv)
