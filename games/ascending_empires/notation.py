"""Move notation: `parse` turns text into an action tuple, `fmt` gives the one canonical text.

Actions are tuples whose first item is the kind:
  ("recruit", (hole, ...))       ("return", hole)          ("launch", hole, battleship: bool)
  ("flick", ship, angle_tenths, power_tenths)              ("land", ship, hole)
  ("confirm",)   ("decline",)    ("done",)                 ("mine", hole, 2 | 3)
  ("build", "station" | "colony" | "city", hole)           ("research", colour)
  ("attack", ship, (ship, ...))  ("bombard", hole, (ship, ...))
  ("retire", (ship | "supply", ...))
Holes are upper case (`H1`, `A3`), ships lower case (`r2`, `rb`); angles and powers are kept in
tenths so that the canonical text and the action agree exactly.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from functools import lru_cache
from typing import Any

from games.ascending_empires.data import (
    HOLES,
    LETTERS,
    PLANET_COLOURS,
    POWER_MAX,
    POWER_MIN,
    STARSHIPS,
)
from games.base import IllegalMove
from games.tokens import done, need

Action = tuple[Any, ...]

VERBS = ("recruit", "return", "launch", "flick", "land", "done", "mine", "build", "research",
         "attack", "bombard", "retire", "confirm", "decline")
KINDS = ", ".join(v for v in VERBS if v not in ("confirm", "decline"))
BUILD_KINDS = ("station", "colony", "city")
_ALIASES = {"end": "done", "stop": "done", "gray": "grey", "research_station": "station"}
_HOLE = re.compile(r"^(h[1-4]|[abgd][1-6])$")
_SHIP = re.compile(rf"^[{''.join(LETTERS)}]([1-{STARSHIPS}]|b)$")
_HOLE_INDEX = {h: i for i, h in enumerate(HOLES)}


def ship_key(sid: str) -> tuple[int, int]:
    """Seat order, then starships by number, the battleship last."""
    return (LETTERS.index(sid[0]), 99 if sid[1] == "b" else int(sid[1:]))


def hole_key(hole: str) -> int:
    return _HOLE_INDEX[hole]


def _pick(token: str, names: tuple[str, ...], what: str) -> str:
    token = _ALIASES.get(token, token)
    if token in names:
        return token
    hits = [n for n in names if n.startswith(token)]
    if len(hits) == 1:
        return hits[0]
    if hits:
        raise IllegalMove(f"`{token}` could be {' or '.join(hits)}: write more of the {what}.")
    raise IllegalMove(f"`{token}` is not a {what}. Choose one of: {', '.join(names)}.")


def hole(token: str) -> str:
    if not _HOLE.match(token):
        raise IllegalMove(f"`{token}` is not a planet hole. Holes are H1–H4 (homeworlds) and "
                          "A1–A6, B1–B6, G1–G6, D1–D6.")
    return token.upper()


def ship(token: str) -> str:
    if not _SHIP.match(token):
        raise IllegalMove(f"`{token}` is not a ship. Ships are named by colour letter and number, "
                          "e.g. `r2`, or `rb` for red's battleship.")
    return token


def tenths(token: str, what: str) -> int:
    """A decimal number rounded to one decimal, as an int of tenths."""
    try:
        value = Decimal(token)
    except InvalidOperation:
        raise IllegalMove(f"`{token}` is not a number ({what}).") from None
    if not value.is_finite() or abs(value) > 10**6:
        raise IllegalMove(f"`{token}` is not a usable number ({what}).")
    return int((value * 10).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def number_text(t: int) -> str:
    """Tenths as text: `90`, `127.5`."""
    sign = "-" if t < 0 else ""
    t = abs(t)
    return f"{sign}{t // 10}" if t % 10 == 0 else f"{sign}{t // 10}.{t % 10}"


def tokenize(text: str) -> list[str]:
    return text.strip().lower().replace(",", " ").split()


def _attackers(tokens: list[str], i: int) -> tuple[str, ...]:
    if i < len(tokens) and tokens[i] == "with":
        i += 1
    ships = tuple(sorted((ship(t) for t in tokens[i:]), key=ship_key))
    if not ships:
        raise IllegalMove("Name the attacking ships, e.g. `attack b3 with r1 r2`.")
    if len(set(ships)) != len(ships):
        raise IllegalMove("A ship attacks once: name each attacking ship once (AE-4.1).",
                          rule="AE-4.1")
    return ships


@lru_cache(maxsize=8192)
def parse(text: str) -> Action:
    """Parse move text (lenient about case, spaces and prefixes); raises IllegalMove."""
    tokens = tokenize(text)
    if not tokens:
        raise IllegalMove(f"Empty move. Moves start with one of: {KINDS}.")
    if not any(v.startswith(_ALIASES.get(tokens[0], tokens[0])) for v in VERBS):
        raise IllegalMove(f"`{tokens[0]}` is not a move. Moves start with one of: {KINDS}.")
    verb = _pick(tokens[0], VERBS, "move")
    if verb in ("confirm", "decline", "done"):
        done(tokens, 1)
        return (verb,)
    if verb == "recruit":
        holes = tuple(sorted((hole(t) for t in tokens[1:]), key=hole_key))
        if len(holes) > 2:
            raise IllegalMove("Recruiting places at most 2 troops (AE-3).", rule="AE-3")
        return ("recruit", holes)
    if verb == "return":
        h = hole(need(tokens, 1, "the planet to take a troop from"))
        done(tokens, 2)
        return ("return", h)
    if verb == "launch":
        h = hole(need(tokens, 1, "the planet to launch from"))
        big = len(tokens) > 2 and "battleship".startswith(tokens[2]) and tokens[2][:1] == "b"
        done(tokens, 3 if big else 2)
        return ("launch", h, big)
    if verb == "flick":
        sid = ship(need(tokens, 1, "the ship to flick"))
        angle = tenths(need(tokens, 2, "the angle in degrees"), "angle") % 3600
        power = tenths(need(tokens, 3, "the power"), "power")
        if not POWER_MIN * 10 <= power <= POWER_MAX * 10:
            raise IllegalMove(f"The power must be between {POWER_MIN:g} and {POWER_MAX:g} "
                              "(AE-6.1).", rule="AE-6.1")
        done(tokens, 4)
        return ("flick", sid, angle, power)
    if verb == "land":
        first = need(tokens, 1, "the ship and the planet, e.g. `land r2 A3`")
        if first in ("confirm", "yes", "decline", "no"):
            done(tokens, 2)
            return ("confirm",) if first in ("confirm", "yes") else ("decline",)
        sid = ship(first)
        h = hole(need(tokens, 2, "the planet to land on"))
        done(tokens, 3)
        return ("land", sid, h)
    if verb == "mine":
        h = hole(need(tokens, 1, "the planet to mine"))
        count = need(tokens, 2, "how many troops to mine (2 or 3)")
        if count not in ("2", "3"):
            raise IllegalMove("Mining removes 2 troops (1 VP) or 3 troops (2 VP) (AE-3).",
                              rule="AE-3")
        done(tokens, 3)
        return ("mine", h, int(count))
    if verb == "build":
        kind = _pick(need(tokens, 1, "what to build (station, colony or city)"), BUILD_KINDS,
                     "building")
        h = hole(need(tokens, 2, "the planet to build on"))
        done(tokens, 3)
        return ("build", kind, h)
    if verb == "research":
        colour = _pick(need(tokens, 1, "the colour to research"), PLANET_COLOURS, "colour")
        done(tokens, 2)
        return ("research", colour)
    if verb == "attack":
        target = ship(need(tokens, 1, "the enemy ship to attack"))
        return ("attack", target, _attackers(tokens, 2))
    if verb == "bombard":
        target = hole(need(tokens, 1, "the planet to bombard"))
        return ("bombard", target, _attackers(tokens, 2))
    picks = [t if t == "supply" else ship(t) for t in tokens[1:]]
    if not picks:
        raise IllegalMove("Name the starships to retire, e.g. `retire r3 supply`.")
    board = sorted((t for t in picks if t != "supply"), key=ship_key)
    if len(set(board)) != len(board):
        raise IllegalMove("Name each starship to retire once.")
    return ("retire", (*board, *["supply"] * picks.count("supply")))


@lru_cache(maxsize=8192)
def fmt(a: Action) -> str:
    """The canonical text of an action."""
    kind = a[0]
    if kind in ("confirm", "decline"):
        return f"land {kind}"
    if kind == "done":
        return "done"
    if kind == "recruit":
        return " ".join(("recruit", *a[1]))
    if kind == "return":
        return f"return {a[1]}"
    if kind == "launch":
        return f"launch {a[1]} battleship" if a[2] else f"launch {a[1]}"
    if kind == "flick":
        return f"flick {a[1]} {number_text(a[2])} {number_text(a[3])}"
    if kind == "land":
        return f"land {a[1]} {a[2]}"
    if kind == "mine":
        return f"mine {a[1]} {a[2]}"
    if kind == "build":
        return f"build {a[1]} {a[2]}"
    if kind == "research":
        return f"research {a[1]}"
    if kind in ("attack", "bombard"):
        return f"{kind} {a[1]} with {' '.join(a[2])}"
    return " ".join(("retire", *a[1]))
