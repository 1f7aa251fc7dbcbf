"""The actions that stay on planets: Recruit (with returns), Mine and Build (AE-3).

Each action has a `check_*` that raises IllegalMove with the reason a player reads, a `do_*`
that carries it out on a private copy, and a generator of its legal moves built on the check.
"""

from __future__ import annotations

from itertools import combinations_with_replacement

from games.ascending_empires.board import (
    blockaded,
    event,
    is_home,
    refresh_occupant,
    room,
)
from games.ascending_empires.data import HOLES
from games.ascending_empires.notation import Action, fmt
from games.ascending_empires.state import State
from games.ascending_empires.turn import end_turn
from games.ascending_empires.vp import gain
from games.base import IllegalMove

BUILD_COST = {"station": "stations", "colony": "colonies", "city": "cities"}


def _own(s: State, p: int) -> list[str]:
    """The homeworld and every planet seat `p` occupies."""
    return [h for h in HOLES if s.occupant[h] == p]


def recruit_count(s: State, p: int) -> int:
    """How many troops a Recruit places now: 2, or fewer when supply or room run short."""
    return min(2, s.supply[p]["troops"], sum(max(0, room(s, h)) for h in _own(s, p)))


def recruit_moves(s: State, p: int) -> list[Action]:
    own = _own(s, p)
    k = recruit_count(s, p)
    out: list[Action] = []
    for holes in combinations_with_replacement(own, k):
        if all(holes.count(h) <= room(s, h) for h in set(holes)):
            out.append(("recruit", holes))
    return out


def check_recruit(s: State, p: int, a: Action) -> None:
    holes = a[1]
    for h in holes:
        if s.occupant[h] != p:
            raise IllegalMove(f"You can recruit only onto your homeworld or a planet you occupy; "
                              f"{h} is not yours (AE-3).", rule="AE-3")
    for h in set(holes):
        if holes.count(h) > room(s, h):
            raise IllegalMove(f"{h} has no room for {holes.count(h)} more: at most 3 pieces "
                              "(troops and buildings) per planet (AE-3).", rule="AE-3")
    k = recruit_count(s, p)
    if len(holes) != k:
        why = (f"you have {s.supply[p]['troops']} troop(s) in your supply"
               if s.supply[p]["troops"] < 2 else "that is what your planets have room for")
        raise IllegalMove(f"A Recruit places {k} troop(s) here ({why}): name {k} planet(s), "
                          f"e.g. `recruit {' '.join([s.homes[p]] * k)}`.", rule="AE-3")


def do_recruit(s: State, p: int, a: Action) -> None:
    for h in a[1]:
        s.pieces[h]["troops"] += 1
        s.supply[p]["troops"] -= 1
    event(s, "recruit", planets=list(a[1]), move=fmt(a))
    end_turn(s)


def return_moves(s: State, p: int) -> list[Action]:
    return [("return", h) for h in _own(s, p) if s.pieces[h]["troops"] > 0]


def check_return(s: State, p: int, a: Action) -> None:
    h = a[1]
    if s.occupant[h] != p or s.pieces[h]["troops"] == 0:
        raise IllegalMove(f"You have no troop on {h} to return to your supply (AE-3).",
                          rule="AE-3")


def do_return(s: State, p: int, a: Action) -> None:
    """Part of a Recruit: one troop back to the supply; the Recruit goes on (phase `recruit`)."""
    h = a[1]
    s.pieces[h]["troops"] -= 1
    s.supply[p]["troops"] += 1
    refresh_occupant(s, h)
    s.phase = "recruit"
    event(s, "return", planet=h, move=fmt(a))


def _usable_planet(s: State, p: int, h: str, verb: str, rule: str) -> None:
    """Mine and Build need a planet of yours that is not a homeworld and not blockaded."""
    if is_home(s, h):
        raise IllegalMove(f"You cannot {verb} on a homeworld (AE-3.1).", rule="AE-3.1")
    if s.occupant[h] != p:
        raise IllegalMove(f"You do not occupy {h}: you can {verb} only on your planets.",
                          rule=rule)
    if blockaded(s, h):
        raise IllegalMove(f"{h} is blockaded by an enemy ship in its orbit: no {verb} there "
                          "(AE-4.4).", rule="AE-4.4")


def mine_moves(s: State, p: int) -> list[Action]:
    out: list[Action] = []
    for h in _own(s, p):
        if is_home(s, h) or blockaded(s, h):
            continue
        out.extend(("mine", h, k) for k in (2, 3) if s.pieces[h]["troops"] >= k)
    return out


def check_mine(s: State, p: int, a: Action) -> None:
    _, h, k = a
    _usable_planet(s, p, h, "mine", "AE-3")
    if s.pieces[h]["troops"] < k:
        raise IllegalMove(f"Mining {k} troops needs {k} of your troops on {h}; it has "
                          f"{s.pieces[h]['troops']} (AE-3).", rule="AE-3")


def do_mine(s: State, p: int, a: Action) -> None:
    """2 troops for 1 VP, 3 troops for 2 VP; the troops go back to the supply."""
    _, h, k = a
    s.pieces[h]["troops"] -= k
    s.supply[p]["troops"] += k
    refresh_occupant(s, h)
    event(s, "mine", planet=h, troops=k, vp=k - 1, move=fmt(a))
    gain(s, p, k - 1)
    end_turn(s)


def _double_station_elsewhere(s: State, p: int, h: str) -> str | None:
    return next((o for o in HOLES if o != h and s.occupant[o] == p
                 and s.pieces[o]["stations"] >= 2), None)


def check_build(s: State, p: int, a: Action) -> None:
    _, kind, h = a
    _usable_planet(s, p, h, "build", "AE-3")
    here = s.pieces[h]
    piece = BUILD_COST[kind]
    if s.supply[p][piece] == 0:
        raise IllegalMove(f"You have no {piece} left in your supply (AE-1).", rule="AE-1")
    if kind == "station":
        if s.tiles[h] == "asteroid":
            raise IllegalMove("Research stations cannot be built on asteroids (AE-3).",
                              rule="AE-3")
        if here["troops"] < 2:
            raise IllegalMove(f"A research station costs 2 of your troops on {h} (AE-3).",
                              rule="AE-3")
        if here["stations"] >= 2:
            raise IllegalMove(f"{h} already holds 2 research stations (AE-3).", rule="AE-3")
        other = _double_station_elsewhere(s, p, h)
        if here["stations"] == 1 and other:
            raise IllegalMove(f"Only one of your planets may hold 2 research stations, and {other}"
                              " already does (AE-3).", rule="AE-3")
    elif kind == "colony":
        if here["troops"] < 1:
            raise IllegalMove(f"A colony costs 1 of your troops on {h} (AE-3).", rule="AE-3")
    elif here["troops"] < 1 or here["colonies"] < 1:
        raise IllegalMove(f"A city costs 1 troop and 1 colony on {h} (AE-3).", rule="AE-3")


def build_moves(s: State, p: int) -> list[Action]:
    out: list[Action] = []
    for h in _own(s, p):
        if is_home(s, h) or blockaded(s, h):
            continue
        for kind in ("station", "colony", "city"):
            a = ("build", kind, h)
            try:
                check_build(s, p, a)
            except IllegalMove:
                continue
            out.append(a)
    return out


def do_build(s: State, p: int, a: Action) -> None:
    """Troops (and for a city, the colony) go back to the supply; the building goes on."""
    _, kind, h = a
    here = s.pieces[h]
    troops = 2 if kind == "station" else 1
    here["troops"] -= troops
    s.supply[p]["troops"] += troops
    if kind == "city":
        here["colonies"] -= 1
        s.supply[p]["colonies"] += 1
    piece = BUILD_COST[kind]
    here[piece] += 1
    s.supply[p][piece] -= 1
    event(s, "build", planet=h, piece=kind, move=fmt(a))
    end_turn(s)
