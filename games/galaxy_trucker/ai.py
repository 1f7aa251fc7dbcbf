"""AI players: `random` and `builder` (the turn clock's stand-in is the middle level, `builder`).

`random` plays any legal move but builds like a hurried human (it mostly draws and places, and
finishes sooner or later), so that games end; it never gives up, borrows, or fiddles with the
last tile it placed. `builder` is in `ai_build` and `ai_flight`.
"""

from __future__ import annotations

import random

from games.galaxy_trucker import building
from games.galaxy_trucker.ai_build import build_move
from games.galaxy_trucker.ai_flight import INTRIGUE_PREFERENCE, flight_move
from games.galaxy_trucker.flow import options
from games.galaxy_trucker.setup import scheme_moves
from games.galaxy_trucker.state import State

FIDDLES = ("rotate", "lift", "orient", "peek", "finish late")


def random_build(s: State, seat: int, rnd: random.Random) -> str:
    legal = [m for m in building.moves(s, seat) if not m.startswith(FIDDLES)]
    places = [m for m in legal if m.startswith("place")]
    if s.ships[seat].hand:
        if places and rnd.random() < 0.85:
            return rnd.choice(places)
        return rnd.choice(legal)
    if "draw" in legal and rnd.random() < 0.9:
        return "draw"
    return rnd.choice(legal)


def choose_move(s: State, seat: int, level: str, seed: int) -> str:
    rnd = random.Random(seed)
    if s.phase == "scheme":
        moves = scheme_moves(s, seat)
        if level == "random":
            return rnd.choice(moves)
        return min(moves, key=lambda m: INTRIGUE_PREFERENCE.index(m.split()[1]))
    if s.phase == "build":
        return random_build(s, seat, rnd) if level == "random" else build_move(s, seat)
    if level == "random":
        return rnd.choice(options(s, seat))
    return flight_move(s, seat)
