"""AI players: `random` and `builder` (the turn clock's stand-in is the middle level, `builder`).

`random` plays any legal move but builds like a hurried human (it mostly draws and places, and
finishes sooner or later), so that games end; it never gives up, borrows, or fiddles with the
last tile it placed. `builder` is in `ai_build` and `ai_flight`.
"""

from __future__ import annotations

import random

from games.base import GameError
from games.galaxy_trucker import building
from games.galaxy_trucker.ai_build import build_move
from games.galaxy_trucker.ai_flight import INTRIGUE_PREFERENCE, flight_move
from games.galaxy_trucker.flow import options
from games.galaxy_trucker.geometry import label
from games.galaxy_trucker.setup import scheme_moves
from games.galaxy_trucker.state import State
from games.galaxy_trucker.structure import candidate_squares, legal_placements, placement_ok

FIDDLES = ("rotate", "lift", "orient", "peek", "finish late")


def random_build(s: State, seat: int, rnd: random.Random) -> str:
    """Mostly draw and place (a random legal spot), sometimes anything else legal."""
    ship = s.ships[seat]
    roll = rnd.random()
    if ship.hand and roll < 0.85:
        strict, flip = bool(s.opts["strict_building"]), s.rr("somersault")
        squares = candidate_squares(ship)
        for _ in range(8 if squares else 0):  # blind tries first: still uniform over legal spots
            q, r = rnd.choice(squares), rnd.randrange(4)
            if placement_ok(ship, q, ship.hand, r, strict, flip):
                return f"place {label(q)} {r * 90}"
        spots = legal_placements(ship, ship.hand, strict, flip)
        if spots:
            q, r = rnd.choice(spots)
            return f"place {label(q)} {r * 90}"
    if not ship.hand and roll < 0.9 and s.ptr[building.slot(s, seat)] < len(s.seq) \
            and building.afford(s, seat, "draw"):
        return "draw"
    legal = [m for m in building.moves(s, seat) if not m.startswith(FIDDLES)]
    return rnd.choice(legal)


def choose_move(s: State, seat: int, level: str, seed: int) -> str:
    if s.phase == "over" or not (scheme_moves(s, seat) if s.phase == "scheme" else
                                 s.finish[seat] is None if s.phase == "build" else
                                 options(s, seat)):
        raise GameError("game.ai_no_move")
    rnd = random.Random(seed)
    if s.phase == "scheme":
        moves = scheme_moves(s, seat)
        if level == "random":
            return rnd.choice(moves)
        return min(moves, key=lambda m: INTRIGUE_PREFERENCE.index(m.split()[1]))
    if s.phase == "build":
        return random_build(s, seat, rnd) if level == "random" else build_move(s, seat, seed)
    if level == "random":
        return rnd.choice(options(s, seat))
    return flight_move(s, seat)
