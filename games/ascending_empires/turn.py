"""Setup (AE-2), the end of a Move action (combat, AE-4), the scan and the end of a turn (AE-3.2,
AE-7.1)."""

from __future__ import annotations

from games import rng
from games.ascending_empires import combat
from games.ascending_empires.board import default_angle, event, orbit_map, ring_spot, ships_of
from games.ascending_empires.data import (
    BUILDINGS,
    CITIES,
    COLONIES,
    FACE_UP_ASTEROIDS,
    HOLE_QUADRANT,
    HOLES,
    HOMES_BY_SEATS,
    PLANET_COLOURS,
    QUADRANTS,
    SETUP_GROUPS,
    SHIP_R,
    START_SHIPS,
    START_TROOPS,
    STATIONS,
    TROOPS,
    VP_POOL,
    VP_TOKENS,
    ship_ids,
)
from games.ascending_empires.state import PIECE_KINDS, State

_BUILDING_COUNTS = {"colonies": COLONIES, "cities": CITIES, "stations": STATIONS}


def new_state(n: int, seed: int, aim: str) -> State:
    """AE-2: homeworlds (and spare homeworld holes as face-up asteroids) in fixed holes, every
    quadrant's group shuffled face down into its holes (no asteroid with 4 players, AE-8.2),
    6 troops in supply and 2 starships in orbit of each homeworld at the default launch spots,
    the VP pool and the rest of the 50 tokens in the box (AE-8.1), a random first player."""
    s = State.__new__(State)
    s.n = n
    s.aim = aim
    r = rng.seed_state(seed)
    r, first = rng.randint(r, 0, n - 1)
    s.homes = list(HOMES_BY_SEATS[n])
    s.tiles = {h: "home" for h in s.homes}
    s.tiles.update({h: "asteroid" for h in FACE_UP_ASTEROIDS[n]})
    for q in QUADRANTS:
        holes = [h for h in HOLES if HOLE_QUADRANT[h] == q and h not in s.tiles]
        r, group = rng.shuffled(r, SETUP_GROUPS[n][q])
        s.tiles.update(zip(holes, group, strict=True))
    s.tiles = {h: s.tiles[h] for h in HOLES}
    s.rng = r
    s.face_up = set(s.homes) | set(FACE_UP_ASTEROIDS[n])
    s.known = [set() for _ in range(n)]
    s.occupant = {h: -1 for h in HOLES}
    for p, h in enumerate(s.homes):
        s.occupant[h] = p
    s.pieces = {h: dict.fromkeys(PIECE_KINDS, 0) for h in HOLES}
    s.supply = [
        {"troops": START_TROOPS, "box_troops": TROOPS - START_TROOPS,
         **{k: _BUILDING_COUNTS[k] for k in BUILDINGS}}
        for _ in range(n)
    ]
    s.loc = {}
    s.pos = {}
    s.turn = 1
    s.round = 1
    s.seat = first
    s.first = first
    s.phase = "action"
    s.mp = 0
    s.pool = VP_POOL[n]
    s.vp_box = VP_TOKENS - VP_POOL[n]
    s.ender = -1
    for p in range(n):
        for k, sid in enumerate(ship_ids(p)):
            s.loc[sid] = "box"
            if k < START_SHIPS:
                angle = default_angle(s, s.homes[p], SHIP_R)
                assert angle is not None, "a homeworld orbit has room for the starting ships"
                s.loc[sid] = "board"
                s.pos[sid] = ring_spot(s.homes[p], angle)
    s.tech = [dict.fromkeys(PLANET_COLOURS, 0) for _ in range(n)]
    s.vp = [0] * n
    s.first_to_level = {c: [-1] * 4 for c in PLANET_COLOURS}
    s.pending = None
    s.used = []
    s.last_flick = None
    s.events = [{"kind": "setup", "seat": first, "first": first}]
    s.turn_moves = []
    s.previous_turn = None
    return s


def record_move(s: State, turn: int, seat: int) -> None:
    """Keep the move just made (its events and flick) with the moves of its turn (`turn`, played
    by `seat`); when that turn is over, it becomes `previous_turn` and a new record begins."""
    s.turn_moves = [*s.turn_moves, {"events": s.events[:], "flick": s.last_flick}]
    if (s.turn, s.seat) != (turn, seat) or s.phase == "over":
        s.previous_turn = {"turn": turn, "seat": seat, "moves": s.turn_moves}
        s.turn_moves = []


def finish_move(s: State) -> None:
    """After the last MP (or `done`): combat (AE-4), then the end of the turn unless the player
    has a choice of attacks to make."""
    s.mp = 0
    s.phase = "combat"
    s.used = []
    if combat.play_forced(s):
        end_turn(s)


def scan(s: State) -> None:
    """AE-3.2: the acting player looks at every face-down planet their ships orbit. Ruling for
    AE-8.4: the rulebook's scan is optional and secret; done automatically and privately it
    changes no outcome, so nobody is asked. Only they learn the colours."""
    p = s.seat
    orbits = orbit_map(s)
    mine = set(ships_of(s, p))
    seen = [
        h for h in HOLES
        if h not in s.face_up and h not in s.known[p] and mine.intersection(orbits[h])
    ]
    if seen:
        s.known[p].update(seen)
        event(s, {"kind": "scan", "seat": s.seat, "planets": seen,
                  "hidden": {"tiles": {h: s.tiles[h] for h in seen}}})


def end_turn(s: State) -> None:
    """Scan, then pass the turn clockwise; after the last round the game is over (AE-7.1)."""
    scan(s)
    s.mp = 0
    s.used = []
    s.pending = None
    nxt = (s.seat + 1) % s.n
    if s.ender >= 0 and nxt == s.ender:
        s.phase = "over"
        event(s, {"kind": "game_over", "seat": s.seat})
        return
    s.seat = nxt
    s.turn += 1
    if nxt == s.first:
        s.round += 1
    s.phase = "action"

