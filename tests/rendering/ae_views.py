"""Hand-made Ascending Empires views that follow the view JSON of /tmp/spec/ae.md exactly.

They let the picture tests run without the engine and pin down awkward cases a random game rarely
reaches: a destroyed pair, a ship off the board, a blockade, a battleship, a scanned planet.
"""

from __future__ import annotations

import copy
from typing import Any

SIZE = 900
COLOURS = ("red", "blue", "yellow", "green")
LETTERS = ("R", "B", "Y", "G")
QUADRANTS = {"alpha": [0, 0, 450, 450], "beta": [450, 0, 900, 450],
             "gamma": [450, 450, 900, 900], "delta": [0, 450, 450, 900]}
PREFIX = {"alpha": "A", "beta": "B", "gamma": "G", "delta": "D"}
# alpha's holes; the other quadrants mirror them
ALPHA_HOLES = ((260, 90), (392, 205), (88, 282), (228, 250), (330, 372), (140, 385))
HOMES = (("H1", 110, 110, "alpha"), ("H2", 790, 110, "beta"), ("H3", 790, 790, "gamma"),
         ("H4", 110, 790, "delta"))
# Han characters all in the bundled subset: the pictures never depend on a system font.
NAMES = ["Alice", "Bartholomew the Great", "张小明", "Dolores"]


def mirror(x: float, y: float, quadrant: str) -> tuple[float, float]:
    mx = SIZE - x if quadrant in ("beta", "gamma") else x
    my = SIZE - y if quadrant in ("gamma", "delta") else y
    return mx, my


def planet(pid: str, x: float, y: float, quadrant: str, **kw: Any) -> dict[str, Any]:
    p = {"id": pid, "x": x, "y": y, "quadrant": quadrant, "kind": "unknown", "colour": None,
         "face_up": False, "known": False, "home_of": None, "occupant": None, "troops": 0,
         "colonies": 0, "cities": 0, "stations": 0, "blockaded": False, "defended": False}
    p.update(kw)
    return p


def player(seat: int, **kw: Any) -> dict[str, Any]:
    p = {"seat": seat, "colour": COLOURS[seat], "letter": LETTERS[seat], "vp_tokens": 0,
         "score": 1, "tech": {"orange": 0, "grey": 0, "purple": 0, "brown": 0},
         "supply": {"troops": 6, "ships": 0, "battleship": 0, "colonies": 4, "cities": 4,
                    "stations": 8},
         "box": {"troops": 8, "ships": 6}, "mp_left": 0}
    p.update(kw)
    return p


def opening(seats: int = 4) -> dict[str, Any]:
    """The first turn: homeworlds face up with two ships each, every other planet face down."""
    planets = []
    for h, x, y, q in HOMES:
        seat = int(h[1]) - 1
        home_of = seat if seat < seats else None
        planets.append(planet(h, x, y, q, kind="homeworld", face_up=True, known=True,
                              home_of=home_of, occupant=home_of))
    for q, letter in PREFIX.items():
        for k, (x, y) in enumerate(ALPHA_HOLES):
            mx, my = mirror(x, y, q)
            planets.append(planet(f"{letter}{k + 1}", mx, my, q))
    ships = []
    for seat in range(seats):
        _, hx, hy, _ = HOMES[seat]
        for k, (dx, dy) in enumerate(((48, 10), (-10, 48))):
            sx = hx + (dx if hx < 450 else -dx)
            sy = hy + (dy if hy < 450 else -dy)
            ships.append({"id": f"{LETTERS[seat].lower()}{k + 1}", "seat": seat, "x": sx,
                          "y": sy, "battleship": False, "orbit": HOMES[seat][0]})
    return {
        "game": "ascending_empires", "seats": seats, "turn": 1, "round": 1, "to_act": 0,
        "over": False, "last_round": False, "phase": "action",
        "board": {"size": SIZE, "planet_radius": 22, "orbit_radius": 46, "ship_radius": 11,
                  "battleship_radius": 15, "range_short": 45, "range_long": 90,
                  "quadrants": copy.deepcopy(QUADRANTS)},
        "planets": planets, "ships": ships,
        "players": [player(s, mp_left=2 if s == 0 else 0) for s in range(seats)],
        "vp_pool": {2: 32, 3: 36}.get(seats, 40),
        "first_to_level": {c: [None] * 4 for c in ("orange", "grey", "purple", "brown")},
        "last_flick": None, "pending": None, "events": [],
    }


def find(view: dict[str, Any], pid: str) -> dict[str, Any]:
    return next(p for p in view["planets"] if p["id"] == pid)


def reveal(view: dict[str, Any], pid: str, kind: str, colour: str | None, **kw: Any) -> None:
    find(view, pid).update(kind=kind, colour=colour, face_up=True, known=True, **kw)


def midgame() -> dict[str, Any]:
    """Four players in the middle of a game: pieces, a blockade, a battleship, a deadly flick."""
    v = opening(4)
    v.update(turn=23, round=6, to_act=2, vp_pool=27)
    reveal(v, "A1", "planet", "orange", occupant=0, troops=1, colonies=1, stations=1)
    reveal(v, "A4", "planet", "purple", occupant=0, troops=2, stations=1, blockaded=True)
    reveal(v, "A3", "asteroid", None, occupant=0, troops=1)
    reveal(v, "A5", "planet", "grey")
    reveal(v, "B2", "planet", "brown", occupant=1, cities=1, colonies=1, troops=1)
    reveal(v, "B4", "planet", "grey", occupant=1, stations=2, troops=1)
    reveal(v, "B6", "asteroid", None)
    reveal(v, "G1", "planet", "purple", occupant=2, troops=3)
    reveal(v, "G3", "planet", "orange", occupant=2, colonies=1, stations=1, defended=True)
    reveal(v, "D2", "planet", "brown", occupant=3, troops=1, colonies=2)
    reveal(v, "D5", "planet", "orange")
    find(v, "H1")["troops"] = 2
    find(v, "H3")["troops"] = 4
    v["ships"] = [
        {"id": "r1", "seat": 0, "x": 160, "y": 118, "battleship": False, "orbit": "H1"},
        {"id": "r2", "seat": 0, "x": 300, "y": 110, "battleship": False, "orbit": "A1"},
        {"id": "rb", "seat": 0, "x": 640, "y": 330, "battleship": True, "orbit": None},
        {"id": "b1", "seat": 1, "x": 745, "y": 150, "battleship": False, "orbit": "H2"},
        {"id": "b2", "seat": 1, "x": 250, "y": 298, "battleship": False, "orbit": "A4"},
        {"id": "b3", "seat": 1, "x": 520, "y": 640, "battleship": False, "orbit": None},
        {"id": "y1", "seat": 2, "x": 742, "y": 760, "battleship": False, "orbit": "H3"},
        {"id": "y2", "seat": 2, "x": 575, "y": 500, "battleship": False, "orbit": None},
        {"id": "y4", "seat": 2, "x": 600, "y": 690, "battleship": False, "orbit": "G4"},
        {"id": "g1", "seat": 3, "x": 150, "y": 760, "battleship": False, "orbit": "H4"},
        {"id": "g2", "seat": 3, "x": 330, "y": 575, "battleship": False, "orbit": "D5"},
    ]
    v["players"] = [
        player(0, vp_tokens=6, score=11, tech={"orange": 1, "grey": 0, "purple": 1, "brown": 0},
               supply={"troops": 3, "ships": 2, "battleship": 0, "colonies": 3, "cities": 4,
                       "stations": 6}, box={"troops": 4, "ships": 3}),
        player(1, vp_tokens=4, score=10, tech={"orange": 0, "grey": 2, "purple": 0, "brown": 1},
               supply={"troops": 5, "ships": 3, "battleship": 1, "colonies": 3, "cities": 3,
                       "stations": 6}, box={"troops": 2, "ships": 2}),
        player(2, vp_tokens=3, score=6, tech={"orange": 1, "grey": 0, "purple": 1, "brown": 0},
               supply={"troops": 2, "ships": 4, "battleship": 0, "colonies": 3, "cities": 4,
                       "stations": 7}, box={"troops": 6, "ships": 2}, mp_left=2),
        player(3, vp_tokens=0, score=3, tech={"orange": 0, "grey": 0, "purple": 0, "brown": 0},
               supply={"troops": 4, "ships": 5, "battleship": 0, "colonies": 2, "cities": 4,
                       "stations": 8}, box={"troops": 8, "ships": 4}),
    ]
    v["first_to_level"]["orange"][0] = 0
    v["first_to_level"]["grey"][:2] = [1, 1]
    # blue flicked b4 out of B5's orbit into yellow's y3: both destroyed; y2 was pushed
    v["last_flick"] = {
        "seat": 1, "ship": "b4", "angle": 118.0, "power": 0.7,
        "path": [[518 - k * 6, 372 + k * 11] for k in range(0, 12)],
        "pushed": {"y3": [[447, 513], [441, 524]]},
        "hit": "y3", "destroyed": ["b4", "y3"], "off_board": [],
    }
    return v


def last_round() -> dict[str, Any]:
    v = midgame()
    v.update(last_round=True, vp_pool=0, to_act=3)
    v["last_flick"] = {
        "seat": 2, "ship": "y4", "angle": 10.0, "power": 0.9,
        "path": [[620 + k * 24, 660 + k * 4] for k in range(0, 13)],
        "pushed": {}, "hit": None, "destroyed": [], "off_board": ["y4"],
    }
    v["ships"] = [s for s in v["ships"] if s["id"] != "y4"]
    return v


def game_over(seats: int = 3) -> dict[str, Any]:
    v = midgame()
    v.update(seats=seats, over=True, to_act=None, last_round=True, vp_pool=0, turn=61, round=15)
    v["players"] = v["players"][:seats]
    v["ships"] = [s for s in v["ships"] if s["seat"] < seats]
    for p in v["planets"]:
        if p["occupant"] is not None and p["occupant"] >= seats:
            p.update(occupant=None, troops=0, colonies=0, cities=0, stations=0)
        if p["home_of"] is not None and p["home_of"] >= seats:
            p.update(home_of=None, occupant=None)
    v["last_flick"] = {
        "seat": 0, "ship": "r2", "angle": 45.0, "power": 0.4,
        "path": [[300, 110], [320, 128], [334, 142]], "pushed": {}, "hit": "A2",
        "destroyed": [], "off_board": [],
    }
    return v


def seat_view_with_scan() -> dict[str, Any]:
    """Yellow's own view: it scanned face-down A6 (purple) and is peeking at G2 (grey)."""
    v = midgame()
    find(v, "A6").update(kind="planet", colour="purple", known=True)
    find(v, "G2").update(kind="planet", colour="grey", known=True)
    v["pending"] = {"kind": "land_peek", "planet": "G2", "colour": "grey"}
    return v


def preview_flick() -> dict[str, Any]:
    """Yellow aims y2 north-north-east into red's battleship rb, which is pushed away."""
    path = [[round(575 + 65 * t / 20, 1), round(500 - 170 * t / 20, 1)] for t in range(18)]
    path.append([path[-1][0] - 2, path[-1][1] + 3])
    return {
        "seat": 2, "ship": "y2", "angle": 291.0, "power": 0.6, "path": path,
        "pushed": {"rb": [[640, 330], [652, 300], [660, 281]]},
        "hit": "rb", "destroyed": [], "off_board": [],
    }


def engine_views(seats: int, seed: int, count: int = 30,
                 seat: int | None = None) -> list[dict[str, Any]]:
    """About `count` views spread over a seeded random game of the engine (the last one and a
    few right after a flick included), as seen by `seat` (None: a spectator)."""
    import random

    from games.ascending_empires import GAME

    s = GAME.new(seats, seed, {})
    rng = random.Random(seed)
    history = [s]
    while (to_act := GAME.to_act(s)) is not None and len(history) < 2500:
        s = GAME.apply(s, to_act, rng.choice(GAME.legal_moves(s, to_act)))
        history.append(s)
    views = [GAME.view(h, seat) for h in history]
    flicked = [v for v in views if v["last_flick"]]
    extra = flicked[:: max(1, len(flicked) // 4)][:4]
    step = max(1, len(views) // max(1, count - len(extra)))
    return views[::step][: count - len(extra) - 1] + extra + [views[-1]]
