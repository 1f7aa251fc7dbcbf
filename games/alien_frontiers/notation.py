"""Move notation: `parse` turns text into an action tuple, `fmt` gives the one canonical text.

Actions are tuples whose first item is the kind:
  ("dock", facility, values, territory|-1)          ("cycle",)   ("take", card)   ("trade",)
  ("launch", territory)   ("buy",)   ("end",)   ("return", fuel, ore)
  ("use", card, args)     ("discard", card, args)
  ("raid", ((seat, fuel, ore), ...))                ("raidcard", seat, card)
Territories, fields and seats are ints; facilities and cards are their keys. Plasma Cannon targets
are (owner, value) with owner 4 for the relic.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from games.alien_frontiers.data import (
    CARDS,
    COLOURS,
    FACILITIES,
    FACILITY_ALIASES,
    FIELDS,
    TERRITORIES,
    TERRITORY_NAMES,
)
from games.base import IllegalMove, Msg, quoted
from games.tokens import MOVE_LIMIT, done, integer, is_integer, need

Action = tuple[Any, ...]

VERBS = ("dock", "cycle", "take", "trade", "launch", "buy", "use", "discard", "raid", "end",
         "return")
OWNER_NAMES = (*COLOURS, "relic")
AMOUNT_MAX = 99  # more resources than the game has: the rules refuse it with a reason


def _table(keys: tuple[str, ...], extra: dict[str, str]) -> list[tuple[str, list[str]]]:
    rows: list[tuple[str, list[str]]] = []
    for k in keys:
        names = [k] + [a for a, v in extra.items() if v == k]
        rows.append((k, names))
    return rows


_FAC_TABLE = _table((*FACILITIES, "bay"), FACILITY_ALIASES)
_TERR_TABLE = _table(
    TERRITORIES,
    {n.lower().replace(" ", "_").replace("'", ""): k for k, n in TERRITORY_NAMES.items()},
)
_CARD_TABLE = _table(CARDS, {})
_FIELD_TABLE = _table(FIELDS, {f + "_field": f for f in FIELDS})
_OWNER_TABLE = _table(OWNER_NAMES, {})
_RES_TABLE = _table(("fuel", "ore"), {})
_VERB_TABLE = _table(VERBS, {})


def _match(token: str, table: list[tuple[str, list[str]]], what: str) -> str:
    hits: list[str] = []
    for key, names in table:
        if token == key:
            return key
        for name in names:
            if name == token or name.startswith(token) or any(
                part.startswith(token) for part in name.split("_")
            ):
                hits.append(key)
                break
    if len(hits) == 1:
        return hits[0]
    if not hits:
        raise IllegalMove("af.err.unknown_word", text=quoted(token), what=Msg(what),
                          options=[k for k, _ in table if k != "bay"])
    raise IllegalMove("af.err.ambiguous", text=quoted(token), what=Msg(what), options=hits)


def facility(token: str) -> str:
    return _match(token, _FAC_TABLE, "af.what.facility")


def territory(token: str) -> int:
    return TERRITORIES.index(_match(token, _TERR_TABLE, "af.what.territory"))


def card(token: str) -> str:
    return _match(token, _CARD_TABLE, "af.what.card")


def field(token: str) -> int:
    return FIELDS.index(_match(token, _FIELD_TABLE, "af.what.field"))


_INITIALS = {c[0]: i for i, c in enumerate(COLOURS)}


def owner(token: str) -> int:
    if token in _INITIALS:
        return _INITIALS[token]
    return OWNER_NAMES.index(_match(token, _OWNER_TABLE, "af.what.colour"))


def _seat(token: str) -> int:
    o = owner(token)
    if o == 4:
        raise IllegalMove("af.err.relic_not_a_player")
    return o


def _value(token: str) -> int:
    if len(token) == 1 and token in "123456":
        return int(token)
    raise IllegalMove("af.err.not_a_ship_value", text=quoted(token))


_SPLIT = re.compile(r"([0-9]+)")


def tokenize(text: str) -> list[str]:
    """The move's words, lower case, with digits split from letters (`red2` is `red 2`); refused
    when the text is too long to be a move."""
    if len(text) > MOVE_LIMIT:
        raise IllegalMove("game.move_too_long", limit=MOVE_LIMIT)
    out: list[str] = []
    for raw in text.lower().replace(",", " ").split():
        parts = [p for p in _SPLIT.split(raw) if p]
        out.extend(parts)
    return out


def _values(tokens: list[str], i: int) -> tuple[list[int], int]:
    vals: list[int] = []
    while i < len(tokens) and _SPLIT.fullmatch(tokens[i]):
        for ch in tokens[i]:
            vals.append(_value(ch))
        i += 1
    return vals, i


@lru_cache(maxsize=8192)
def parse(text: str) -> Action:
    """Parse move text (lenient) into an action; raises IllegalMove for malformed text."""
    tokens = tokenize(text)
    if not tokens:
        raise IllegalMove("af.err.empty", verbs=list(VERBS))
    try:
        verb = _match(tokens[0], _VERB_TABLE, "af.what.verb")
    except IllegalMove:
        raise IllegalMove("af.err.not_a_move", text=quoted(tokens[0]), verbs=list(VERBS)) from None
    i = 1
    if verb == "dock":
        vals, i = _values(tokens, i)
        if not vals:
            raise IllegalMove("af.err.dock_values")
        fac = facility(need(tokens, i, "af.what.the_facility"))
        i += 1
        t = -1
        if fac in ("constructor", "terraform"):
            t = territory(need(tokens, i, "af.what.colony_territory"))
            i += 1
        done(tokens, i)
        return ("dock", fac, tuple(sorted(vals)), t)
    if verb in ("cycle", "trade", "end"):
        done(tokens, i)
        return (verb,)
    if verb == "buy":
        if i < len(tokens) and "relic".startswith(tokens[i]):
            i += 1
        done(tokens, i)
        return ("buy",)
    if verb == "take":
        c = card(need(tokens, i, "af.what.card_take"))
        done(tokens, i + 1)
        return ("take", c)
    if verb == "launch":
        t = territory(need(tokens, i, "af.what.the_territory"))
        done(tokens, i + 1)
        return ("launch", t)
    if verb == "use":
        return _parse_use(tokens)
    if verb == "discard":
        return _parse_discard(tokens)
    if verb == "raid":
        return _parse_raid(tokens)
    return _parse_return(tokens)


def _amount(token: str) -> int:
    """A number of resources (ASCII digits, as `tokenize` splits them), refused when too many."""
    if not is_integer(token):  # too many digits to be read as a number at all
        raise IllegalMove("game.number_out_of_range", what=Msg("af.what.amount"), low=0,
                          high=AMOUNT_MAX, value=quoted(token))
    return integer(token, "af.what.amount", 0, AMOUNT_MAX)


def _amounts(tokens: list[str], i: int, seat_mode: bool) -> tuple[list[tuple[int, int, int]], int]:
    """Parse `[colour] n fuel n ore ...`; returns [(seat, fuel, ore)] in seat order."""
    acc: dict[int, list[int]] = {}
    cur = -1
    while i < len(tokens):
        tok = tokens[i]
        if _SPLIT.fullmatch(tok):
            n = _amount(tok)
            res = _match(need(tokens, i + 1, "af.what.resource_after_number"), _RES_TABLE,
                         "af.what.resource")
            if seat_mode and cur < 0:
                raise IllegalMove("af.err.raid_colour_first")
            row = acc.setdefault(cur, [0, 0])
            row[0 if res == "fuel" else 1] += n
            i += 2
        elif seat_mode:
            cur = _seat(tok)
            acc.setdefault(cur, [0, 0])
            i += 1
        else:
            raise IllegalMove("af.err.not_an_amount", text=quoted(tok))
    rows = [(p, f, o) for p, (f, o) in sorted(acc.items()) if f or o]
    return rows, i


def _parse_return(tokens: list[str]) -> Action:
    rows, _ = _amounts(tokens, 1, False)
    f = sum(r[1] for r in rows)
    o = sum(r[2] for r in rows)
    if f + o == 0:
        raise IllegalMove("af.err.return_what")
    return ("return", f, o)


def _parse_raid(tokens: list[str]) -> Action:
    if len(tokens) > 1 and tokens[1] in ("card", "c", "ca", "car"):
        seat = _seat(need(tokens, 2, "af.what.rob_colour"))
        c = card(need(tokens, 3, "af.what.card_steal"))
        done(tokens, 4)
        return ("raidcard", seat, c)
    rows, _ = _amounts(tokens, 1, True)
    if not rows:
        raise IllegalMove("af.err.raid_what")
    return ("raid", tuple(rows))


def _target(tokens: list[str], i: int) -> tuple[tuple[int, int], int]:
    o = owner(tokens[i])
    v = _value(need(tokens, i + 1, "af.what.ship_value"))
    return (o, v), i + 2


def _parse_use(tokens: list[str]) -> Action:
    c = card(need(tokens, 1, "af.what.card_use"))
    i = 2
    args: tuple[Any, ...]
    if c in ("booster_pod", "stasis_beam", "polarity_device"):
        v = _value(need(tokens, i, "af.what.ship_value"))
        done(tokens, i + 1)
        args = (v,)
    elif c == "gravity_manipulator":
        vals, i = _values(tokens, i)
        if len(vals) != 2:
            raise IllegalMove("af.err.gravity_values")
        done(tokens, i)
        args = (vals[0], vals[1])
    elif c == "temporal_warper":
        vals, i = _values(tokens, i)
        if not vals:
            raise IllegalMove("af.err.warper_values")
        done(tokens, i)
        args = tuple(sorted(vals))
    elif c == "data_crystal":
        t = territory(need(tokens, i, "af.what.the_territory"))
        done(tokens, i + 1)
        args = (t,)
    elif c == "orbital_teleporter":
        src = facility(need(tokens, i, "af.what.facility_from"))
        vals, i = _values(tokens, i + 1)
        if len(vals) != 1:
            raise IllegalMove("af.err.teleport_value")
        dst = facility(need(tokens, i, "af.what.facility_to"))
        others, i = _values(tokens, i + 1)
        t = -1
        if dst in ("constructor", "terraform"):
            t = territory(need(tokens, i, "af.what.colony_territory"))
            i += 1
        done(tokens, i)
        args = (src, vals[0], dst, tuple(sorted(others)), t)
    elif c == "plasma_cannon":
        fac = facility(need(tokens, i, "af.what.the_facility"))
        i += 1
        targets = []
        while i < len(tokens):
            tgt, i = _target(tokens, i)
            targets.append(tgt)
        if not targets:
            raise IllegalMove("af.err.cannon_targets")
        args = (fac, tuple(sorted(targets)))
    else:
        raise IllegalMove("af.err.no_fuel_power", rule="AF-9", card=Msg(f"af.card.{c}.name"))
    return ("use", c, args)


def _parse_discard(tokens: list[str]) -> Action:
    c = card(need(tokens, 1, "af.what.card_discard"))
    i = 2
    args: tuple[Any, ...]
    if c == "booster_pod":
        args = (field(need(tokens, i, "af.what.field_remove")),)
        i += 1
    elif c in ("data_crystal", "gravity_manipulator", "stasis_beam"):
        args = (territory(need(tokens, i, "af.what.field_territory")),)
        i += 1
    elif c == "orbital_teleporter":
        a = territory(need(tokens, i, "af.what.colony_from"))
        p = _seat(need(tokens, i + 1, "af.what.colony_colour"))
        b = territory(need(tokens, i + 2, "af.what.colony_to"))
        args = (a, p, b)
        i += 3
    elif c == "plasma_cannon":
        fac = facility(need(tokens, i, "af.what.the_facility"))
        tgt, i = _target(tokens, i + 1)
        args = (fac, tgt[0], tgt[1])
    elif c == "polarity_device":
        a = territory(need(tokens, i, "af.what.first_territory"))
        pa = _seat(need(tokens, i + 1, "af.what.first_colour"))
        b = territory(need(tokens, i + 2, "af.what.second_territory"))
        pb = _seat(need(tokens, i + 3, "af.what.second_colour"))
        i += 4
        args = (a, pa, b, pb) if a <= b else (b, pb, a, pa)
    elif c == "temporal_warper":
        args = (card(need(tokens, i, "af.what.card_from_discard")),)
        i += 1
    else:
        raise IllegalMove("af.err.no_discard_power", rule="AF-9", card=Msg(f"af.card.{c}.name"))
    done(tokens, i)
    return ("discard", c, args)


def _vals(vals: tuple[int, ...] | list[int]) -> str:
    return " ".join(str(v) for v in vals)


@lru_cache(maxsize=8192)
def fmt(a: Action) -> str:
    """The canonical text of an action."""
    kind = a[0]
    if kind == "dock":
        _, fac, vals, t = a
        text = f"dock {_vals(vals)} {fac}"
        return text if t < 0 else f"{text} {TERRITORIES[t]}"
    if kind in ("cycle", "trade", "end"):
        return kind
    if kind == "buy":
        return "buy relic"
    if kind == "take":
        return f"take {a[1]}"
    if kind == "launch":
        return f"launch {TERRITORIES[a[1]]}"
    if kind == "return":
        return "return " + resources_text(a[1], a[2])
    if kind == "raid":
        return "raid " + " ".join(f"{COLOURS[p]} {resources_text(f, o)}" for p, f, o in a[1])
    if kind == "raidcard":
        return f"raid card {COLOURS[a[1]]} {a[2]}"
    c, args = a[1], a[2]
    if kind == "use":
        if c == "data_crystal":
            return f"use {c} {TERRITORIES[args[0]]}"
        if c == "orbital_teleporter":
            src, v, dst, others, t = args
            text = f"use {c} {src} {v} {dst}"
            if others:
                text += " " + _vals(others)
            return text if t < 0 else f"{text} {TERRITORIES[t]}"
        if c == "plasma_cannon":
            return f"use {c} {args[0]} " + " ".join(f"{OWNER_NAMES[o]}{v}" for o, v in args[1])
        return f"use {c} {_vals(args)}"
    if c == "booster_pod":
        return f"discard {c} {FIELDS[args[0]]}"
    if c == "orbital_teleporter":
        return f"discard {c} {TERRITORIES[args[0]]} {COLOURS[args[1]]} {TERRITORIES[args[2]]}"
    if c == "plasma_cannon":
        return f"discard {c} {args[0]} {OWNER_NAMES[args[1]]}{args[2]}"
    if c == "polarity_device":
        a0, p0, a1, p1 = args
        return (f"discard {c} {TERRITORIES[a0]} {COLOURS[p0]} "
                f"{TERRITORIES[a1]} {COLOURS[p1]}")
    if c == "temporal_warper":
        return f"discard {c} {args[0]}"
    return f"discard {c} {TERRITORIES[args[0]]}"


def resources_text(f: int, o: int) -> str:
    """`2 fuel 1 ore` (parts that are zero left out), as raids and returns write it."""
    parts = []
    if f:
        parts.append(f"{f} fuel")
    if o:
        parts.append(f"{o} ore")
    return " ".join(parts)
