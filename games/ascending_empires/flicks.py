"""A flick's outcome: simulated (AE-6.1), with the aim error (AE-6.2), recorded and pictured.

A played flick's canonical text records where every moved ship came to rest, what the mover hit
first and which enemy it rammed, with a seal. The state changes by the record alone, so a
replayed log rebuilds exactly the same states even after a change of physics library, version
or CPU: the flick is still simulated to compare, and a disagreement is logged as a warning while
the record stands. Logs written before records existed simply simulate.

The state keeps a flick's inputs and outcome, not the picture of its path: `picture` simulates
the path when a view is made (the last few simulations are kept, so that costs nothing in play)
and bends it to the recorded resting places should the physics have changed.

The seal is a keyed hash of the record and the position (the game's hidden RNG state, the turn,
the MP, the seat and every ship's place): the engine writes it when it first simulates a flick,
and a player, who never sees the RNG state, cannot write one, so a typed outcome is refused.
"""

from __future__ import annotations

import hashlib
import logging
from collections import OrderedDict
from collections.abc import Mapping
from typing import TYPE_CHECKING, cast

from games import rng
from games.ascending_empires.board import orbits_at
from games.ascending_empires.data import (
    AIM_ERROR,
    HOLE_XY,
    HOLES,
    PHYSICS,
    is_battleship,
    ship_owner,
    ship_radius,
)
from games.ascending_empires.notation import Action, Outcome, Rest, fmt, plain, ship_key
from games.ascending_empires.physics import Disc, FlickResult, simulate
from games.ascending_empires.state import State, copy_json
from games.base import IllegalMove

if TYPE_CHECKING:
    from games.ascending_empires.view import FlickRecord, FlickView

log = logging.getLogger(__name__)

Positions = Mapping[str, tuple[float, float]]
PLANETS = tuple((h, *HOLE_XY[h]) for h in HOLES)
CACHE_SIZE = 64  # `canonical`, `apply` and the views of a turn simulate each flick once
_cache: OrderedDict[tuple[object, ...], FlickResult] = OrderedDict()


def discs(pos: Positions) -> tuple[Disc, ...]:
    mass = {True: float(PHYSICS["battleship_mass"]), False: float(PHYSICS["ship_mass"])}
    return tuple(
        Disc(sid, ship_owner(sid), x, y, ship_radius(sid), mass[is_battleship(sid)])
        for sid, (x, y) in sorted(pos.items())
    )


def run_flick_at(pos: Positions, sid: str, angle: float, power: float) -> FlickResult:
    """The simulation of a flick with the ships at `pos` (the same inputs give the same
    result, so a few recent ones are kept). The result is shared: never change it."""
    key = (discs(pos), sid, angle, power)
    found = _cache.get(key)
    if found is not None:
        _cache.move_to_end(key)
        return found
    res = simulate(key[0], sid, angle, power, PLANETS)
    _cache[key] = res
    if len(_cache) > CACHE_SIZE:
        _cache.popitem(last=False)
    return res


def run_flick(s: State, sid: str, angle: float, power: float) -> FlickResult:
    return run_flick_at(s.pos, sid, angle, power)


def clear_cache() -> None:
    """Forget the recent simulations (tests that change the physics)."""
    _cache.clear()


def aim_error(state_rng: int, level: str) -> tuple[int, float, float]:
    """(new rng, angle error in degrees, relative power error): AE-6.2, triangular around 0."""
    size = AIM_ERROR[level]
    errors = []
    for _ in range(2):
        state_rng, a = rng.next_u64(state_rng)
        state_rng, b = rng.next_u64(state_rng)
        errors.append((a + b) / 2.0**64 - 1.0)
    return state_rng, errors[0] * size["angle"], errors[1] * size["power"]


def actual(s: State, a: Action) -> tuple[int, float, float]:
    """(the RNG after the flick, the angle and power actually played): the aimed ones plus the
    game's aim error (AE-6.2), drawn from the state's RNG without changing the state."""
    angle, power = a[2] / 10, a[3] / 10
    if not (AIM_ERROR[s.aim]["angle"] or AIM_ERROR[s.aim]["power"]):
        return s.rng, angle, power
    after, da, dp = aim_error(s.rng, s.aim)
    return after, round((angle + da) % 360, 2), round(power * (1 + dp), 2)


def summary(pos: Positions, res: FlickResult) -> Outcome:
    """What a simulated flick did to the ships at `pos`, as the notation records it (no seal).
    Resting places are kept in hundredths of a mm, exactly as the simulation rounds them."""
    rests = [Rest(sid, (round(x * 100), round(y * 100)))
             for sid, (x, y) in res.positions.items() if (x, y) != pos[sid]]
    rests += [Rest(sid, None) for sid in res.off_board]
    rests.sort(key=lambda r: ship_key(r.ship))
    return Outcome(tuple(rests), res.hit, res.rammed)


def seal(s: State, p: int, a: Action, outcome: Outcome) -> str:
    """The seal of a record (see the module's docstring)."""
    text = fmt((*a[:4], outcome.unsealed()))
    board = ";".join(f"{sid}:{x!r}:{y!r}" for sid, (x, y) in sorted(s.pos.items()))
    data = f"{s.rng}|{s.turn}|{s.mp}|{p}|{board}|{text}".encode()
    return hashlib.blake2b(data, digest_size=5).hexdigest()


def recorded(s: State, p: int, a: Action) -> Action:
    """The flick with its sealed record: the one the text carries when its seal is right (a
    refusal when it is not), else a new one from a simulation."""
    if len(a) == 5:
        if seal(s, p, a, a[4]) != a[4].seal:
            raise IllegalMove("ae.err.record_forged", rule="AE-6.1")
        return a
    _rng, angle, power = actual(s, a)
    out = summary(s.pos, run_flick(s, a[1], angle, power))
    return (*a, Outcome(out.rests, out.hit, out.ram, seal(s, p, a, out)))


def outcome(s: State, a: Action, angle: float, power: float) -> Outcome:
    """What the flick does: its record when it has one (with a warning should a fresh
    simulation disagree), else the simulation's result."""
    out = summary(s.pos, run_flick(s, a[1], angle, power))
    if len(a) == 4:
        return out
    record: Outcome = a[4].unsealed()
    if out != record:
        log.warning("%s: a fresh simulation disagrees with the recorded outcome; the "
                    "record stands (a different physics library, version or CPU?)", fmt(a))
    return record


def note(s: State, p: int, a: Action, aim: tuple[float, float], out: Outcome) -> FlickRecord:
    """What the state keeps of a flick (before it changes the ships): its inputs and outcome."""
    sid = a[1]
    destroyed = [sid, out.ram] if out.ram else []
    rests = {r.ship: r.at for r in out.rests}
    orbit = None
    end = rests.get(sid, (round(s.pos[sid][0] * 100), round(s.pos[sid][1] * 100)))
    if end is not None and sid not in destroyed:
        found = orbits_at(end[0] / 100, end[1] / 100, ship_radius(sid))
        orbit = found[0] if found else None
    return {
        "seat": p, "ship": sid, "angle": a[2] / 10, "power": a[3] / 10,
        "actual_angle": aim[0], "actual_power": aim[1],
        "before": {x: [px, py] for x, (px, py) in sorted(s.pos.items())},
        "rests": {x: None if at is None else [at[0] / 100, at[1] / 100]
                  for x, at in rests.items()},
        "hit": out.hit, "destroyed": destroyed,
        "off_board": [r.ship for r in out.rests if r.at is None],
        "orbit": orbit, "move": fmt(plain(a)),
    }


def _point(xy: tuple[float, float] | list[float]) -> list[float]:
    return [round(xy[0], 1), round(xy[1], 1)]


def picture(rec: FlickRecord) -> FlickView:
    """A kept flick as the view shows it: the simulated paths of the mover and the ships it
    pushed, bent to end where the record says when the physics now disagrees. (A state saved
    before flicks were recorded kept the picture itself: it is shown as it was.)"""
    if "before" not in rec:
        return cast("FlickView", copy_json(rec))
    pos = {sid: (xy[0], xy[1]) for sid, xy in rec["before"].items()}
    mover = rec["ship"]
    res = run_flick_at(pos, mover, rec["actual_angle"], rec["actual_power"])
    rests = rec["rests"]
    tracks = {sid: [pt[:] for pt in path] for sid, path in res.pushed.items()}
    tracks[mover] = [pt[:] for pt in res.path]
    if summary(pos, res).rests != tuple(
            Rest(sid, None if xy is None else (round(xy[0] * 100), round(xy[1] * 100)))
            for sid, xy in rests.items()):
        tracks = _bent(pos, mover, tracks, rests)
    path = tracks.pop(mover)
    return _shown(rec, path, tracks)


def _bent(pos: Positions, mover: str, tracks: dict[str, list[list[float]]],
          rests: dict[str, list[float] | None]) -> dict[str, list[list[float]]]:
    """The simulated tracks of the ships the record moved, each ending where it says."""
    out = {sid: track for sid, track in tracks.items() if sid in rests or sid == mover}
    for sid, xy in rests.items():
        if xy is None:
            continue
        track = out.setdefault(sid, [_point(pos[sid])])
        if len(track) > 1:
            track[-1] = _point(xy)
        else:
            track.append(_point(xy))
    return out


def _shown(rec: FlickRecord, path: list[list[float]],
           pushed: dict[str, list[list[float]]]) -> FlickView:
    return {
        "seat": rec["seat"], "ship": rec["ship"], "angle": rec["angle"], "power": rec["power"],
        "actual_angle": rec["actual_angle"], "actual_power": rec["actual_power"],
        "path": path, "pushed": pushed, "hit": rec["hit"], "destroyed": list(rec["destroyed"]),
        "off_board": list(rec["off_board"]), "orbit": rec["orbit"], "move": rec["move"],
    }


def preview(s: State, p: int, a: Action) -> FlickView:
    """AE-6.3: the flick as aimed, without the aim error, pictured like a played one."""
    angle, power = a[2] / 10, a[3] / 10
    res = run_flick(s, a[1], angle, power)
    rec = note(s, p, a, (angle, power), summary(s.pos, res))
    return _shown(rec, [pt[:] for pt in res.path],
                  {sid: [pt[:] for pt in path] for sid, path in res.pushed.items()})
