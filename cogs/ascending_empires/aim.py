"""Aiming a flick (AE-6): directions towards planets and ships, nudges, power, and flick text.

Pure functions of the view JSON. Angles and powers are kept in tenths, like the engine's
notation, so a panel's custom ids hold an aim exactly and a commit plays what was previewed.
"Towards" is only a helper: it fills in a direction and a power; the flick itself is the
numbers, with the game's random aim error added when it is played (AE-6.2). Towards a planet it
looks for a clear line (straight, else turned a little so that the ship still stops in the
orbit), and says which ship or planet is in the way when there is none.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from typing import Any

from bot.i18n import LocaleLike
from games.ascending_empires.data import POWER_MAX, POWER_MIN
from games.ascending_empires.notation import number_text, parse, tenths
from games.ascending_empires.physics import power_for_distance
from games.base import IllegalMove, quoted

STOP_MARGIN = 4.0  # mm short of touching the planet: the ship rests inside its orbit (AE-4.5)
ORBIT_MARGIN = 2.0  # mm inside the outer edge of the orbit where a turned aim may stop
CLEARANCE = 1.0  # mm a line must keep from any other disc to be clear
RAM_THROUGH = 40.0  # mm past an enemy ship's centre: still moving when it arrives
TURNS = 40  # degrees either side of the straight line tried when it is blocked
TARGETS = 25  # one select menu
POWER_TENTHS = (round(POWER_MIN * 10), round(POWER_MAX * 10))
TOWARDS_WORDS = ("towards", "toward", "to", "at")
TARGET = re.compile(r"^([hH][1-4]|[abgdABGD][1-6]|[rbygRBYG]([1-8]|b))$")

View = dict[str, Any]
Point = tuple[float, float]


@dataclass(frozen=True)
class Aim:
    """One aimed flick: the ship, the direction and the power, both in tenths."""

    ship: str
    angle: int
    power: int

    @property
    def move(self) -> str:
        return f"flick {self.ship} {number_text(self.angle)} {number_text(self.power)}"

    def turned(self, delta: int) -> Aim:
        return replace(self, angle=(self.angle + delta) % 3600)

    def pushed(self, delta: int) -> Aim:
        low, high = POWER_TENTHS
        return replace(self, power=min(max(self.power + delta, low), high))


def from_move(move: str) -> Aim:
    a = parse(move)
    if a[0] != "flick":
        raise IllegalMove("ae.err.not_a_flick", text=quoted(move))
    return Aim(a[1], a[2], a[3])


@dataclass(frozen=True)
class Target:
    id: str
    kind: str  # "planet" or "ship"
    distance: float


def _ship(view: View, sid: str) -> dict[str, Any] | None:
    return next((s for s in view["ships"] if s["id"] == sid), None)


def _radius(view: View, ship: dict[str, Any]) -> float:
    board = view["board"]
    return float(board["battleship_radius"] if ship.get("battleship") else board["ship_radius"])


def targets(view: View, sid: str) -> list[Target]:
    """Planets (except the one the ship orbits) and enemy ships, nearest first, at most 25."""
    me = _ship(view, sid)
    if me is None:
        return []
    x, y = float(me["x"]), float(me["y"])
    found = [Target(p["id"], "planet", math.hypot(p["x"] - x, p["y"] - y))
             for p in view["planets"] if p["id"] != me.get("orbit")]
    found += [Target(s["id"], "ship", math.hypot(s["x"] - x, s["y"] - y))
              for s in view["ships"] if s["seat"] != me["seat"]]
    return sorted(found, key=lambda g: (g.distance, g.id))[:TARGETS]


def _blocker(view: View, me: dict[str, Any], angle: float, travel: float,
             ignore: str) -> str | None:
    """The first ship or planet (not `ignore`) that a disc sliding `travel` mm from `me` at
    `angle` degrees would touch, or None when the line is clear."""
    x, y, r = float(me["x"]), float(me["y"]), _radius(view, me)
    ux, uy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    obstacles = [(s["id"], float(s["x"]), float(s["y"]), _radius(view, s))
                 for s in view["ships"] if s["id"] not in (me["id"], ignore)]
    planet_r = float(view["board"]["planet_radius"])
    obstacles += [(p["id"], float(p["x"]), float(p["y"]), planet_r)
                  for p in view["planets"] if p["id"] != ignore]
    first: tuple[float, str] | None = None
    for oid, ox, oy, orad in obstacles:
        along = min(max((ox - x) * ux + (oy - y) * uy, 0.0), travel)
        if math.hypot(x + along * ux - ox, y + along * uy - oy) < r + orad + CLEARANCE and (
                first is None or along < first[0]):
            first = (along, oid)
    return None if first is None else first[1]


def _stop_in_orbit(view: View, me: dict[str, Any], planet: dict[str, Any],
                   turn: float) -> tuple[float, float] | None:
    """(angle, travel) of a line turned `turn` degrees from the planet's centre that ends in
    its orbit without touching it; None when such a line misses the orbit."""
    x, y, r = float(me["x"]), float(me["y"]), _radius(view, me)
    px, py = float(planet["x"]), float(planet["y"])
    board = view["board"]
    distance = math.hypot(px - x, py - y)
    closest = distance * abs(math.sin(math.radians(turn)))
    ahead = distance * math.cos(math.radians(turn))
    near = float(board["planet_radius"]) + r + STOP_MARGIN
    far = float(board["orbit_radius"]) + r - ORBIT_MARGIN
    if ahead <= 0 or closest > far:
        return None
    travel = ahead if closest >= near else ahead - math.sqrt(near * near - closest * closest)
    angle = math.degrees(math.atan2(py - y, px - x)) + turn
    return angle % 360, max(travel, 0.0)


def _aim(sid: str, angle: float, travel: float) -> Aim:
    return Aim(sid, round(angle * 10) % 3600, round(power_for_distance(travel) * 10))


def towards(view: View, sid: str, target: str) -> Aim:
    """At a planet: the straightest clear line that stops the ship in its orbit. At an enemy
    ship: straight through it. Refused, naming what is in the way, when no line is clear."""
    me = _ship(view, sid)
    if me is None:
        raise IllegalMove("ae.err.not_on_board", ship=quoted(sid))
    planet = next((p for p in view["planets"] if p["id"] == target.upper()), None)
    other = _ship(view, target.lower())
    if planet is not None:
        lines = [_stop_in_orbit(view, me, planet, turn * sign)
                 for turn in range(TURNS + 1) for sign in ((1,) if turn == 0 else (1, -1))]
        for line in lines:
            if line is not None and _blocker(view, me, *line, ignore=planet["id"]) is None:
                return _aim(sid, *line)
        straight = lines[0]
        blocker = straight and _blocker(view, me, *straight, ignore=planet["id"])
        raise IllegalMove("ae.err.towards_blocked", ship=sid, target=planet["id"],
                          blocker=blocker or planet["id"])
    if other is None or other["id"] == sid:
        raise IllegalMove("ae.err.towards_unknown", text=quoted(target))
    tx, ty = float(other["x"]), float(other["y"])
    x, y = float(me["x"]), float(me["y"])
    angle = math.degrees(math.atan2(ty - y, tx - x)) % 360
    blocker = _blocker(view, me, angle, math.hypot(tx - x, ty - y), ignore=other["id"])
    if blocker is not None:
        raise IllegalMove("ae.err.towards_blocked", ship=sid, target=other["id"],
                          blocker=blocker)
    return _aim(sid, angle, math.hypot(tx - x, ty - y) + RAM_THROUGH)


def _power(token: str) -> int:
    low, high = POWER_TENTHS
    return min(max(tenths(token, "ae.what.power"), low), high)


def resolve(locale: LocaleLike, view: View, text: str) -> str:
    """Flick text with a target instead of a direction, e.g. `flick r1 towards A3 [power]` or
    `flick r1 A3`, as plain numbers; any other text comes back unchanged. (`locale` is the
    player's, kept for callers that pass it; refusals are catalog keys.)"""
    words = text.strip().split()
    if len(words) < 3 or words[0].lower() != "flick":
        return text
    rest = words[2:]
    if rest[0].lower() in TOWARDS_WORDS:
        rest = rest[1:]
    if not rest or not TARGET.match(rest[0]):
        return text
    if len(rest) > 2:
        raise IllegalMove("ae.err.towards_usage")
    aim = towards(view, words[1].lower(), rest[0])
    if len(rest) == 2:
        aim = replace(aim, power=_power(rest[1]))
    return aim.move


def aim_from(view: View, ship: str, direction: str, default_power: int) -> Aim:
    """`/ae aim`'s ship and direction: a planet or ship to aim at, or degrees (`90`, `127.5°`)
    with `default_power`; refused with a catalog key."""
    words = direction.strip().split()
    word = words[-1] if words else ""
    if TARGET.match(word):
        return towards(view, ship, word)
    angle = tenths(direction.strip().removesuffix("°"), "ae.what.angle") % 3600
    return Aim(ship, angle, min(max(default_power, POWER_TENTHS[0]), POWER_TENTHS[1]))
