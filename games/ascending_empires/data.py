"""Constants of Ascending Empires: piece counts (AE-1, AE-8.1) and the board data of `board.json`.

The geometry, the colour mix of the setup groups, the technology table and the answers to the
questions the rulebook leaves open (AE-8.7) are provisional; they live in `board.json` so that a
correction touches one file, and `/ae rules` lists them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

BOARD: dict[str, Any] = json.loads((Path(__file__).with_name("board.json")).read_text("utf-8"))

SEAT_COLOURS = ("red", "blue", "yellow", "green")
LETTERS = ("r", "b", "y", "g")
PLANET_COLOURS = ("orange", "grey", "purple", "brown")
QUADRANTS = ("alpha", "beta", "gamma", "delta")

# AE-1 / AE-8.1: pieces per player (and one battleship, one range ruler), VP tokens in all.
STARSHIPS = 8
TROOPS = 14
COLONIES = 4
CITIES = 4
STATIONS = 8
VP_TOKENS = 50
# AE-2.2: what starts in the supply / on the board; the rest waits in the box.
START_TROOPS = 6
START_SHIPS = 2
BUILDINGS = ("colonies", "cities", "stations")

SIZE: float = float(BOARD["size"])
PLANET_R: float = float(BOARD["radii"]["planet"])
ORBIT_R: float = float(BOARD["radii"]["orbit"])
SHIP_R: float = float(BOARD["radii"]["ship"])
BATTLESHIP_R: float = float(BOARD["radii"]["battleship"])
RANGE_SHORT: float = float(BOARD["range"]["short"])
RANGE_LONG: float = float(BOARD["range"]["long"])

HOLES: tuple[str, ...] = tuple(BOARD["holes"])
HOLE_XY: dict[str, tuple[float, float]] = {
    h: (float(v["x"]), float(v["y"])) for h, v in BOARD["holes"].items()
}
HOLE_QUADRANT: dict[str, str] = {h: v["quadrant"] for h, v in BOARD["holes"].items()}
HOME_HOLES = tuple(h for h in HOLES if h.startswith("H"))

HOMES_BY_SEATS: dict[int, list[str]] = {int(k): v for k, v in BOARD["homes_by_seats"].items()}
FACE_UP_ASTEROIDS: dict[int, list[str]] = {
    int(k): v for k, v in BOARD["face_up_asteroids"].items()
}
SETUP_GROUPS: dict[int, dict[str, list[str]]] = {
    int(k): v for k, v in BOARD["setup_groups"].items()
}
VP_POOL: dict[int, int] = {int(k): v for k, v in BOARD["vp_pool"].items()}
PHYSICS: dict[str, float] = BOARD["physics"]
POWER_MIN = float(PHYSICS["power_min"])
POWER_MAX = float(PHYSICS["power_max"])
AIM_ERROR: dict[str, dict[str, float]] = BOARD["aim_error"]
AIM_LEVELS = tuple(AIM_ERROR)

# Provisional technology table: TECH[colour][level - 1] is the effect of reaching that level.
TECH: dict[str, list[dict[str, int]]] = BOARD["technology"]
ALL_COLOURS_BONUS: list[dict[str, int]] = BOARD["all_colours_bonus"]
MAX_LEVEL = 4
# Which values of the tables above the rulebook gives (the rest is provisional, AE-8.7).
SETTLED_TECH: set[tuple[str, int]] = {(c, int(lv)) for c, lv in BOARD["settled"]["technology"]}
SETTLED_BONUS: set[int] = {int(lv) for lv in BOARD["settled"]["all_colours_bonus"]}
# AE-8.7: the engine's provisional answers to what the rulebook leaves open (read when used, so
# that a test or a correction can change them): the three-piece limit on homeworlds, whether a
# homeworld scores as an occupied planet, whether a Recruit may place troops on a blockaded planet.
UNSETTLED: dict[str, bool] = {k: bool(v) for k, v in BOARD["unsettled"].items()}

# Defence of the pieces on a planet (AE-4.3).
DEFENCE = {"troops": 1, "colonies": 1, "cities": 2, "stations": 0}
PIECES_PER_PLANET = 3


def ship_ids(seat: int) -> list[str]:
    """The nine ship ids of a seat: starships `r1`..`r8`, then the battleship `rb`."""
    letter = LETTERS[seat]
    return [f"{letter}{k}" for k in range(1, STARSHIPS + 1)] + [f"{letter}b"]


def ship_owner(ship: str) -> int:
    return LETTERS.index(ship[0])


def is_battleship(ship: str) -> bool:
    return ship[1] == "b"


def ship_radius(ship: str) -> float:
    return BATTLESHIP_R if is_battleship(ship) else SHIP_R
