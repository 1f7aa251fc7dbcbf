"""`view()` (the JSON contract of /tmp/spec/ae.md) and `predict()` (the flick preview, AE-6.3).

The view hides every face-down planet from a seat that has not seen it (kind `unknown`, colour
null) and every hidden event field from the other seats; spectators see face-up planets only.
Besides the last move (`events`, `last_flick`), it tells every move of the turn in progress
(`turn_events`, `turn_flicks`) and of the turn just finished (`previous_turn`), ruling 19.
"""

from __future__ import annotations

from typing import Any

from games.ascending_empires import combat
from games.ascending_empires import movement as M
from games.ascending_empires import research as R
from games.ascending_empires.board import (
    blockaded,
    is_home,
    orbit_map,
    orbits_of,
    piece_count,
    ships_of,
    starships_of,
)
from games.ascending_empires.data import (
    BOARD,
    HOLE_QUADRANT,
    HOLE_XY,
    HOLES,
    LETTERS,
    PLANET_COLOURS,
    SEAT_COLOURS,
    is_battleship,
    ship_owner,
)
from games.ascending_empires.notation import fmt
from games.ascending_empires.rules import validate
from games.ascending_empires.scoring import breakdown, ranking, ranking_explained, score
from games.ascending_empires.state import PIECE_KINDS, State, copy_json
from games.base import IllegalMove

BOARD_VIEW = {
    "size": BOARD["size"], "planet_radius": BOARD["radii"]["planet"],
    "orbit_radius": BOARD["radii"]["orbit"], "ship_radius": BOARD["radii"]["ship"],
    "battleship_radius": BOARD["radii"]["battleship"], "range_short": BOARD["range"]["short"],
    "range_long": BOARD["range"]["long"], "quadrants": BOARD["quadrants"],
}


def _opt(x: int) -> int | None:
    return None if x < 0 else x


def _planets(s: State, seat: int | None) -> list[dict[str, Any]]:
    orbits = orbit_map(s)
    out = []
    for h in HOLES:
        tile = s.tiles[h]
        up = h in s.face_up
        known = up or (seat is not None and h in s.known[seat])
        if not known:
            kind = "unknown"
        else:
            kind = {"home": "homeworld", "asteroid": "asteroid"}.get(tile, "planet")
        occupied = s.occupant[h] >= 0 and not is_home(s, h) and piece_count(s, h) > 0
        x, y = HOLE_XY[h]
        out.append({
            "id": h, "x": x, "y": y, "quadrant": HOLE_QUADRANT[h], "kind": kind,
            "colour": tile if known and tile in PLANET_COLOURS else None,
            "face_up": up, "known": known,
            "home_of": s.homes.index(h) if tile == "home" else None,
            "occupant": _opt(s.occupant[h]),
            **{k: s.pieces[h][k] for k in PIECE_KINDS},
            "blockaded": blockaded(s, h, orbits),
            "defended": occupied and len({ship_owner(x) for x in orbits[h]}) >= 2,
        })
    return out


def _players(s: State) -> list[dict[str, Any]]:
    out = []
    for p in range(s.n):
        acting = p == s.seat and s.phase in ("move", "peek")
        out.append({
            "seat": p, "colour": SEAT_COLOURS[p], "letter": LETTERS[p].upper(),
            "vp_tokens": s.vp[p], "score": score(s, p), "score_parts": breakdown(s, p),
            "tech": dict(s.tech[p]),
            "supply": {
                "troops": s.supply[p]["troops"],
                "ships": len(starships_of(s, p, "supply")),
                "battleship": int(s.loc[LETTERS[p] + "b"] == "supply"),
                "colonies": s.supply[p]["colonies"], "cities": s.supply[p]["cities"],
                "stations": s.supply[p]["stations"],
            },
            "box": {"troops": s.supply[p]["box_troops"],
                    "ships": len(starships_of(s, p, "box"))},
            "mp_left": s.mp if acting else 0,
            "mp_total": M.total_mp(s, p),
        })
    return out


def _pending(s: State, seat: int | None) -> dict[str, Any] | None:
    if s.phase == "peek" and s.pending is not None:
        h = s.pending["planet"]
        mine = seat == s.seat
        tile = s.tiles[h]
        return {"kind": "land_peek", "planet": h, "ship": s.pending["ship"],
                "colour": tile if mine and tile in PLANET_COLOURS else None,
                "planet_kind": ("asteroid" if tile == "asteroid" else "planet") if mine
                else "unknown"}
    if s.phase == "combat":
        return {"kind": "combat", "options": [fmt(a) for a in combat.options(s, s.seat)]}
    if s.phase == "retire":
        return {"kind": "retire", "count": (s.pending or {}).get("count", 0),
                "options": [fmt(a) for a in R.retire_moves(s, s.seat)]}
    return None


def _events(events: list[dict[str, Any]], seat: int | None) -> list[dict[str, Any]]:
    out = []
    for e in events:
        shown = {k: v for k, v in e.items() if k != "hidden"}
        if "hidden" in e and seat == e["seat"]:
            shown.update(e["hidden"])
        out.append(shown)
    return out


def _turn(moves: list[dict[str, Any]], seat: int | None) -> dict[str, Any]:
    """A turn's moves as two aligned lists: each move's events (filtered like `events`) and its
    flick record (null for a move that was not a flick)."""
    return {"events": [_events(m["events"], seat) for m in moves],
            "flicks": [copy_json(m["flick"]) for m in moves]}


def _previous_turn(s: State, seat: int | None) -> dict[str, Any] | None:
    prev = s.previous_turn
    if prev is None:
        return None
    return {"turn": prev["turn"], "seat": prev["seat"], **_turn(prev["moves"], seat)}


def build_view(s: State, seat: int | None) -> dict[str, Any]:
    ships = []
    for sid in ships_of_all(s):
        x, y = s.pos[sid]
        orbit = orbits_of(s, sid)
        ships.append({"id": sid, "seat": ship_owner(sid), "x": x, "y": y,
                      "battleship": is_battleship(sid), "orbit": orbit[0] if orbit else None})
    over = s.phase == "over"
    return {
        "game": "ascending_empires", "seats": s.n, "viewer": seat, "turn": s.turn,
        "round": s.round, "to_act": None if over else s.seat, "over": over,
        "last_round": s.ender >= 0, "phase": s.phase, "aim_error": s.aim,
        "board": copy_json(BOARD_VIEW),
        "planets": _planets(s, seat),
        "ships": ships,
        "players": _players(s),
        "vp_pool": s.pool,
        "first_to_level": {c: [_opt(x) for x in s.first_to_level[c]] for c in PLANET_COLOURS},
        "last_flick": copy_json(s.last_flick),
        "pending": _pending(s, seat),
        "events": _events(s.events, seat),
        **{f"turn_{k}": v for k, v in _turn(s.turn_moves, seat).items()},
        "previous_turn": _previous_turn(s, seat),
        "ranking": ranking(s),
        "ranking_explained": [{"seats": g, "reason": r} for g, r in ranking_explained(s)],
    }


def ships_of_all(s: State) -> list[str]:
    return [sid for p in range(s.n) for sid in ships_of(s, p)]


def predict(s: State, seat: int, move: str) -> dict[str, Any]:
    """AE-6.3: what a flick would do, without the aim error and without changing the state.

    The same shape as `view()["last_flick"]`; raises IllegalMove as `apply` would."""
    a = validate(s, seat, move)
    if a[0] != "flick":
        raise IllegalMove("Only a flick can be previewed, e.g. `flick r2 127.5 60`.",
                          rule="AE-6.3")
    angle, power = a[2] / 10, a[3] / 10
    return M.flick_record(s, seat, a, (angle, power), M.run_flick(s, a[1], angle, power))
