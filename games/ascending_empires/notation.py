"""Move notation: `parse` turns text into an action tuple, `fmt` gives the one canonical text.

Actions are tuples whose first item is the kind:
  ("recruit", (hole, ...))       ("return", hole)
  ("launch", hole, battleship: bool, angle_tenths | None)  (None: the default spot, AE-8.3)
  ("flick", ship, angle_tenths, power_tenths[, Outcome])   ("land", ship, hole)
  ("confirm",)   ("decline",)    ("done",)                 ("mine", hole, 2 | 3)
  ("build", "station" | "colony" | "city", hole)           ("research", colour)
  ("attack", ship, (ship, ...))  ("bombard", hole, (ship, ...))
  ("retire", (ship | "supply", ...))
Holes are upper case (`H1`, `A3`), ships lower case (`r2`, `rb`); angles and powers are kept in
tenths so that the canonical text and the action agree exactly.

A played flick's canonical text carries its outcome after `=` (where every moved ship came to
rest, or `off` the board, what the mover hit first and which enemy it rammed) and a seal, so a
replay rebuilds the flick from the record rather than from a physics engine that may have
changed (see docs/ascending-empires.md, "Flick records"). Numbers are read with
`games.tokens` only: ASCII digits, bounded, no exponents.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from functools import lru_cache
from typing import Any

from games.ascending_empires.data import (
    HOLES,
    LETTERS,
    PLANET_COLOURS,
    POWER_MAX,
    POWER_MIN,
    SIZE,
    STARSHIPS,
)
from games.base import IllegalMove, Msg, quoted
from games.tokens import decimal, done, need, split

Action = tuple[Any, ...]

VERBS = ("recruit", "return", "launch", "flick", "land", "done", "mine", "build", "research",
         "attack", "bombard", "retire", "confirm", "decline")
KINDS = [v for v in VERBS if v not in ("confirm", "decline")]
BUILD_KINDS = ("station", "colony", "city")
_ALIASES = {"end": "done", "stop": "done", "gray": "grey", "research_station": "station"}
_HOLE = re.compile(r"^(h[1-4]|[abgd][1-6])$")
_SHIP = re.compile(rf"^[{''.join(LETTERS)}]([1-{STARSHIPS}]|b)$")
_SEAL = re.compile(r"^#[0-9a-f]{10}$")
_HOLE_INDEX = {h: i for i, h in enumerate(HOLES)}
NUMBER_LIMIT = 10**6  # any angle or power typed beyond this is a slip, not a move
RECORD_LIMIT = 1200  # characters after `=`: a record of every ship on the board fits


@dataclass(frozen=True)
class Rest:
    """Where a moved ship came to rest (hundredths of a mm), or None when it left the board."""

    ship: str
    at: tuple[int, int] | None


@dataclass(frozen=True)
class Outcome:
    """A played flick's result as the notation records it (positions as the state keeps them)."""

    rests: tuple[Rest, ...]
    hit: str | None
    ram: str | None
    seal: str = ""

    def unsealed(self) -> Outcome:
        return Outcome(self.rests, self.hit, self.ram)


def ship_key(sid: str) -> tuple[int, int]:
    """Seat order, then starships by number, the battleship last."""
    return (LETTERS.index(sid[0]), 99 if sid[1] == "b" else int(sid[1:]))


def hole_key(hole: str) -> int:
    return _HOLE_INDEX[hole]


def _pick(token: str, names: tuple[str, ...], what: str) -> str:
    """A word from `names`, or an unambiguous start of one (`what`: a catalog key)."""
    token = _ALIASES.get(token, token)
    if token in names:
        return token
    hits = [n for n in names if n.startswith(token)]
    if len(hits) == 1:
        return hits[0]
    if hits:
        raise IllegalMove("ae.err.ambiguous", text=quoted(token), options=hits, what=Msg(what))
    raise IllegalMove("ae.err.unknown_word", text=quoted(token), options=list(names),
                      what=Msg(what))


def hole(token: str) -> str:
    if not _HOLE.match(token):
        raise IllegalMove("ae.err.not_a_hole", text=quoted(token))
    return token.upper()


def ship(token: str) -> str:
    if not _SHIP.match(token):
        raise IllegalMove("ae.err.not_a_ship", text=quoted(token))
    return token


def _scaled(token: str, what: str, scale: int, low: float, high: float) -> int:
    """A decimal number (checked by `games.tokens.decimal`) times `scale`, rounded half up."""
    decimal(token, what, low, high)
    return int((Decimal(token) * scale).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def tenths(token: str, what: str) -> int:
    """A decimal number rounded to one decimal, as an int of tenths (`what`: a catalog key)."""
    return _scaled(token, what, 10, -NUMBER_LIMIT, NUMBER_LIMIT)


def number_text(t: int, places: int = 1) -> str:
    """Tenths (or hundredths, `places=2`) as text: `90`, `127.5`, `412.35`."""
    unit = 10**places
    sign = "-" if t < 0 else ""
    whole, part = divmod(abs(t), unit)
    digits = f"{part:0{places}d}".rstrip("0")
    return f"{sign}{whole}.{digits}" if digits else f"{sign}{whole}"


def tokenize(text: str) -> list[str]:
    """The move's words (lower case, commas as spaces), refused when too long to be a move."""
    return split(text.replace(",", " "))


def _attackers(tokens: list[str], i: int) -> tuple[str, ...]:
    if i < len(tokens) and tokens[i] == "with":
        i += 1
    ships = tuple(sorted((ship(t) for t in tokens[i:]), key=ship_key))
    if not ships:
        raise IllegalMove("ae.err.no_attackers")
    if len(set(ships)) != len(ships):
        raise IllegalMove("ae.err.attacker_twice", rule="AE-4.1")
    return ships


def _launch(tokens: list[str]) -> Action:
    """`launch <hole> [battleship] [at <angle>]` (AE-8.3: where on the orbit ring)."""
    h = hole(need(tokens, 1, "ae.what.planet_launch"))
    i = 2
    big = i < len(tokens) and tokens[i][:1] == "b" and "battleship".startswith(tokens[i])
    i += big
    angle = None
    if i < len(tokens) and tokens[i] == "at":
        i += 1
        angle = tenths(need(tokens, i, "ae.what.launch_angle"), "ae.what.launch_angle") % 3600
        i += 1
    done(tokens, i)
    return ("launch", h, big, angle)


def _record(text: str) -> Outcome:
    """The outcome after a flick's `=`: `<ship> <x> <y>` or `<ship> off` per moved ship, then
    `hit <hole or ship>`, `ram <ship>` and the seal `#<10 hex digits>`. The engine writes it,
    so it is read as written: holes upper case and ships lower case (`B3` is a planet, `b3` a
    ship)."""
    if len(text) > RECORD_LIMIT:
        raise IllegalMove("game.move_too_long", limit=RECORD_LIMIT)
    tokens = text.split()
    rests: list[Rest] = []
    hit = ram = None
    i = 0
    while i < len(tokens) and _SHIP.match(tokens[i]):
        sid = tokens[i]
        where = need(tokens, i + 1, "ae.what.rest")
        if where == "off":
            rests.append(Rest(sid, None))
            i += 2
            continue
        x = _scaled(where, "ae.what.rest", 100, 0, SIZE)
        y = _scaled(need(tokens, i + 2, "ae.what.rest"), "ae.what.rest", 100, 0, SIZE)
        rests.append(Rest(sid, (x, y)))
        i += 3
    if i < len(tokens) and tokens[i] == "hit":
        target = need(tokens, i + 1, "ae.what.hit")
        if _SHIP.match(target):
            hit = target
        elif target.isupper():
            hit = hole(target.lower())
        else:
            raise IllegalMove("ae.err.record_malformed", text=quoted(target), rule="AE-6.1")
        i += 2
    if i < len(tokens) and tokens[i] == "ram":
        ram = ship(need(tokens, i + 1, "ae.what.hit"))
        i += 2
    seal = need(tokens, i, "ae.what.seal")
    if not _SEAL.match(seal):
        raise IllegalMove("ae.err.record_malformed", text=quoted(seal), rule="AE-6.1")
    done(tokens, i + 1)
    ships = [r.ship for r in rests]
    if len(set(ships)) != len(ships) or ships != sorted(ships, key=ship_key):
        raise IllegalMove("ae.err.record_malformed", text=quoted(text), rule="AE-6.1")
    return Outcome(tuple(rests), hit, ram, seal[1:])


def _flick(tokens: list[str], record: str | None) -> Action:
    sid = ship(need(tokens, 1, "ae.what.ship_flick"))
    angle = tenths(need(tokens, 2, "ae.what.angle"), "ae.what.angle") % 3600
    power = tenths(need(tokens, 3, "ae.what.power"), "ae.what.power")
    if not POWER_MIN * 10 <= power <= POWER_MAX * 10:
        raise IllegalMove("ae.err.power_range", low=f"{POWER_MIN:g}", high=f"{POWER_MAX:g}",
                          rule="AE-6.1")
    done(tokens, 4)
    if record is None:
        return ("flick", sid, angle, power)
    return ("flick", sid, angle, power, _record(record))


@lru_cache(maxsize=8192)
def parse(text: str) -> Action:
    """Parse move text (lenient about case, spaces and prefixes); raises IllegalMove."""
    head, sep, record = text.partition("=")
    tokens = tokenize(head)
    if not tokens:
        raise IllegalMove("ae.err.empty", verbs=KINDS)
    if not any(v.startswith(_ALIASES.get(tokens[0], tokens[0])) for v in VERBS):
        raise IllegalMove("ae.err.not_a_move", text=quoted(tokens[0]), verbs=KINDS)
    verb = _pick(tokens[0], VERBS, "ae.what.verb")
    if sep and verb != "flick":
        raise IllegalMove("game.move_extra", text=quoted(sep + record))
    if verb in ("confirm", "decline", "done"):
        done(tokens, 1)
        return (verb,)
    if verb == "recruit":
        holes = tuple(sorted((hole(t) for t in tokens[1:]), key=hole_key))
        if len(holes) > 2:
            raise IllegalMove("ae.err.recruit_too_many", rule="AE-3")
        return ("recruit", holes)
    if verb == "return":
        h = hole(need(tokens, 1, "ae.what.planet_return"))
        done(tokens, 2)
        return ("return", h)
    if verb == "launch":
        return _launch(tokens)
    if verb == "flick":
        return _flick(tokens, record if sep else None)
    if verb == "land":
        first = need(tokens, 1, "ae.what.land")
        if first in ("confirm", "yes", "decline", "no"):
            done(tokens, 2)
            return ("confirm",) if first in ("confirm", "yes") else ("decline",)
        sid = ship(first)
        h = hole(need(tokens, 2, "ae.what.planet_land"))
        done(tokens, 3)
        return ("land", sid, h)
    if verb == "mine":
        h = hole(need(tokens, 1, "ae.what.planet_mine"))
        count = need(tokens, 2, "ae.what.mine_count")
        if count not in ("2", "3"):
            raise IllegalMove("ae.err.mine_count", text=quoted(count), rule="AE-3")
        done(tokens, 3)
        return ("mine", h, int(count))
    if verb == "build":
        kind = _pick(need(tokens, 1, "ae.what.build_kind"), BUILD_KINDS, "ae.what.building")
        h = hole(need(tokens, 2, "ae.what.planet_build"))
        done(tokens, 3)
        return ("build", kind, h)
    if verb == "research":
        colour = _pick(need(tokens, 1, "ae.what.colour"), PLANET_COLOURS, "ae.what.colour")
        done(tokens, 2)
        return ("research", colour)
    if verb == "attack":
        target = ship(need(tokens, 1, "ae.what.enemy_ship"))
        return ("attack", target, _attackers(tokens, 2))
    if verb == "bombard":
        target = hole(need(tokens, 1, "ae.what.planet_bombard"))
        return ("bombard", target, _attackers(tokens, 2))
    picks = [t if t == "supply" else ship(t) for t in tokens[1:]]
    if not picks:
        raise IllegalMove("ae.err.retire_none", rule="AE-5.4")
    board = sorted((t for t in picks if t != "supply"), key=ship_key)
    if len(set(board)) != len(board):
        raise IllegalMove("ae.err.retire_twice", rule="AE-5.4")
    return ("retire", (*board, *["supply"] * picks.count("supply")))


def record_text(outcome: Outcome) -> str:
    """The part of a flick's text after `=` (without the seal when it is still empty)."""
    parts = [f"{r.ship} off" if r.at is None
             else f"{r.ship} {number_text(r.at[0], 2)} {number_text(r.at[1], 2)}"
             for r in outcome.rests]
    if outcome.hit:
        parts.append(f"hit {outcome.hit}")
    if outcome.ram:
        parts.append(f"ram {outcome.ram}")
    if outcome.seal:
        parts.append(f"#{outcome.seal}")
    return " ".join(parts)


def plain(a: Action) -> Action:
    """The action without a flick's record (what the player chose, not what happened)."""
    return a[:4] if a[0] == "flick" else a


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
        text = f"launch {a[1]} battleship" if a[2] else f"launch {a[1]}"
        return text if a[3] is None else f"{text} at {number_text(a[3])}"
    if kind == "flick":
        text = f"flick {a[1]} {number_text(a[2])} {number_text(a[3])}"
        return text if len(a) == 4 else f"{text} = {record_text(a[4])}"
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
