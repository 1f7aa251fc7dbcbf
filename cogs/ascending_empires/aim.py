"""Aiming a flick (AE-6): directions towards planets and ships, nudges, power, and flick text.

Pure functions of the view JSON. Angles and powers are kept in tenths, like the engine's
notation, so a panel's custom ids hold an aim exactly and a commit plays what was previewed.
"Towards" is only a helper: it fills in a direction and a power; the flick itself is the
numbers, with the game's random aim error added when it is played (AE-6.2).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from typing import Any

from bot.i18n import LocaleLike, t
from games.ascending_empires.data import POWER_MAX, POWER_MIN
from games.ascending_empires.notation import number_text, parse, tenths
from games.ascending_empires.physics import power_for_distance
from games.base import GameError, IllegalMove

STOP_MARGIN = 4.0  # mm short of touching the planet: the ship rests inside its orbit (AE-4.5)
RAM_THROUGH = 40.0  # mm past an enemy ship's centre: still moving when it arrives
TARGETS = 25  # one select menu
POWER_TENTHS = (round(POWER_MIN * 10), round(POWER_MAX * 10))
TOWARDS_WORDS = ("towards", "toward", "to", "at")
TARGET = re.compile(r"^([hH][1-4]|[abgdABGD][1-6]|[rbygRBYG]([1-8]|b))$")


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
        raise IllegalMove(f"`{move}` is not a flick.")
    return Aim(a[1], a[2], a[3])


@dataclass(frozen=True)
class Target:
    id: str
    kind: str  # "planet" or "ship"
    distance: float


def _ship(view: dict[str, Any], sid: str) -> dict[str, Any] | None:
    return next((s for s in view["ships"] if s["id"] == sid), None)


def _radius(view: dict[str, Any], ship: dict[str, Any]) -> float:
    board = view["board"]
    return float(board["battleship_radius"] if ship.get("battleship") else board["ship_radius"])


def targets(view: dict[str, Any], sid: str) -> list[Target]:
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


def towards(view: dict[str, Any], sid: str, target: str) -> Aim:
    """Straight at a planet, just hard enough to stop in its orbit; or through an enemy ship."""
    me = _ship(view, sid)
    if me is None:
        raise IllegalMove(f"`{sid}` is not on the board.")
    x, y = float(me["x"]), float(me["y"])
    planet = next((p for p in view["planets"] if p["id"] == target.upper()), None)
    other = _ship(view, target.lower())
    if planet is not None:
        tx, ty = float(planet["x"]), float(planet["y"])
        travel = math.hypot(tx - x, ty - y) - float(view["board"]["planet_radius"]) \
            - _radius(view, me) - STOP_MARGIN
    elif other is not None and other["id"] != sid:
        tx, ty = float(other["x"]), float(other["y"])
        travel = math.hypot(tx - x, ty - y) + RAM_THROUGH
    else:
        raise IllegalMove(f"`{target}` is neither a planet nor a ship on the board.")
    angle = math.degrees(math.atan2(ty - y, tx - x)) % 360
    power = power_for_distance(max(travel, 0.0))
    return Aim(sid, round(angle * 10) % 3600, round(power * 10))


def resolve(locale: LocaleLike, view: dict[str, Any], text: str) -> str:
    """Flick text with a target instead of a direction, e.g. `flick r1 towards A3 [power]` or
    `flick r1 A3`, as plain numbers; any other text comes back unchanged."""
    words = text.strip().split()
    if len(words) < 3 or words[0].lower() != "flick":
        return text
    rest = words[2:]
    if rest[0].lower() in TOWARDS_WORDS:
        rest = rest[1:]
    if not rest or not TARGET.match(rest[0]):
        return text
    if len(rest) > 2:
        raise GameError(t(locale, "ae.ui.towards_usage"))
    aim = towards(view, words[1].lower(), rest[0])
    if len(rest) == 2:
        low, high = POWER_TENTHS
        aim = replace(aim, power=min(max(tenths(rest[1], "power"), low), high))
    return aim.move
