"""The flick (AE-6): a deterministic 2D simulation of sliding discs with pymunk.

Every flick builds a fresh `pymunk.Space` with the same bodies added in the same order and steps
it with a fixed time step, so the same inputs give the same outputs bit for bit. Planets are
static circles; ships are dynamic discs that bounce (elasticity) and slow down by sliding
friction (a constant deceleration, as a disc on a table does) until they stop. A ship whose
centre leaves the board is off the board (AE-3.2) and is taken out of the simulation at once.

The mover's first contact with an enemy ship is the ram of AE-3.2 (both are destroyed by the
engine afterwards); every other contact only bounces.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import pymunk

from games.ascending_empires.data import PHYSICS, PLANET_R, POWER_MAX, POWER_MIN, SIZE

_SHIP, _PLANET, _MOVER = 1, 2, 3
_DT = 1.0 / float(PHYSICS["steps_per_second"])
_MAX_STEPS = int(float(PHYSICS["max_seconds"]) * float(PHYSICS["steps_per_second"]))
_DECEL = float(PHYSICS["friction_decel"])
_STOP = float(PHYSICS["stop_speed"])
_MM_PER_POWER = float(PHYSICS["mm_per_power"])
_PATH_POINTS = int(PHYSICS["path_points"])


@dataclass(frozen=True)
class Disc:
    """A ship on the board as the simulation needs it."""

    id: str
    owner: int
    x: float
    y: float
    radius: float
    mass: float


@dataclass
class FlickResult:
    """What a flick did. Positions are rounded to 0.01 mm, paths to 0.1 mm."""

    path: list[list[float]]
    pushed: dict[str, list[list[float]]] = field(default_factory=dict)
    positions: dict[str, tuple[float, float]] = field(default_factory=dict)
    off_board: list[str] = field(default_factory=list)
    hit: str | None = None
    rammed: str | None = None


def initial_speed(power: float) -> float:
    """mm/s that make a free disc slide `power * mm_per_power` mm before it stops."""
    power = min(max(power, 0.0), POWER_MAX * 2)
    return math.sqrt(2.0 * _DECEL * _MM_PER_POWER * power)


def power_for_distance(distance: float) -> float:
    """The power (clamped to the scale) that slides a free disc `distance` mm."""
    return min(max(distance / _MM_PER_POWER, POWER_MIN), POWER_MAX)


def _sample(points: list[tuple[float, float]]) -> list[list[float]]:
    """At most `path_points` points, evenly spaced in time, always the first and the last."""
    if len(points) > _PATH_POINTS:
        last = len(points) - 1
        idx = sorted({round(k * last / (_PATH_POINTS - 1)) for k in range(_PATH_POINTS)})
        points = [points[i] for i in idx]
    return [[round(x, 1), round(y, 1)] for x, y in points]


def _on_board(x: float, y: float) -> bool:
    return 0.0 <= x <= SIZE and 0.0 <= y <= SIZE


def simulate(
    discs: Sequence[Disc],
    mover: str,
    angle: float,
    power: float,
    planets: Sequence[tuple[str, float, float]],
) -> FlickResult:
    """Flick `mover` at `angle` degrees (clockwise from +x) with `power` and let all stop.

    `discs` are every ship on the board (the mover among them), `planets` (id, x, y) every hole.
    Sliding friction is Chipmunk's top-down friction idiom: a pivot joint to the static body
    whose force is capped at mass x deceleration, so every disc slows at the same constant rate
    and is then held still; resting discs fall asleep and only waking ones are tracked.
    """
    space = pymunk.Space()
    space.sleep_time_threshold = 2 * _DT
    space.idle_speed_threshold = _STOP
    names: dict[pymunk.Shape, str] = {}
    for pid, x, y in planets:
        shape = pymunk.Circle(space.static_body, PLANET_R, offset=(x, y))
        shape.elasticity = float(PHYSICS["planet_elasticity"])
        shape.collision_type = _PLANET
        space.add(shape)
        names[shape] = pid
    bodies: dict[str, pymunk.Body] = {}
    owners: dict[str, int] = {}
    for d in sorted(discs, key=lambda d: d.id):
        body = pymunk.Body(d.mass, math.inf)
        body.position = (d.x, d.y)
        shape = pymunk.Circle(body, d.radius)
        shape.elasticity = float(PHYSICS["ship_elasticity"])
        shape.collision_type = _MOVER if d.id == mover else _SHIP
        friction = pymunk.PivotJoint(space.static_body, body, (0, 0), (0, 0))
        friction.max_bias = 0.0
        friction.max_force = d.mass * _DECEL
        space.add(body, shape, friction)
        names[shape] = d.id
        bodies[d.id] = body
        owners[d.id] = d.owner
    result = FlickResult(path=[])
    me = owners[mover]

    def begin(arbiter: pymunk.Arbiter, _space: pymunk.Space, _data: object) -> None:
        other = names[arbiter.shapes[1]]
        if result.hit is None:
            result.hit = other
        if result.rammed is None and other in owners and owners[other] != me:
            result.rammed = other

    space.on_collision(_MOVER, None, begin=begin)
    rad = math.radians(angle)
    speed = initial_speed(power)
    bodies[mover].velocity = (speed * math.cos(rad), speed * math.sin(rad))
    start = {d.id: (d.x, d.y) for d in discs}
    tracks: dict[str, list[tuple[float, float]]] = {sid: [start[sid]] for sid in bodies}
    for _ in range(_MAX_STEPS):
        space.step(_DT)
        asleep = True
        for sid, b in list(bodies.items()):
            if b.is_sleeping:
                continue
            asleep = False
            x, y = b.position
            tracks[sid].append((x, y))
            if not _on_board(x, y):
                space.remove(b, *b.shapes, *b.constraints)
                del bodies[sid]
                result.off_board.append(sid)
        if asleep:
            break
    for sid, points in tracks.items():
        moved = any(pt != points[0] for pt in points)
        if sid in bodies:
            x, y = bodies[sid].position
            result.positions[sid] = (round(x, 2), round(y, 2)) if moved else start[sid]
        if sid == mover:
            result.path = _sample(points)
        elif moved:
            result.pushed[sid] = _sample(points)
    result.off_board.sort()
    return result
