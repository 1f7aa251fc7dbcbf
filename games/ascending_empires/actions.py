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
from games.ascending_empires.data import HOLES, UNSETTLED
from games.ascending_empires.notation import Action, fmt
from games.ascending_empires.state import State
from games.ascending_empires.turn import end_turn
from games.ascending_empires.vp import gain
from games.base import IllegalMove, Msg

BUILD_COST = {"station": "stations", "colony": "colonies", "city": "cities"}


def _own(s: State, p: int) -> list[str]:
    """The homeworld and every planet seat `p` occupies."""
    return [h for h in HOLES if s.occupant[h] == p]


def _recruit_targets(s: State, p: int) -> list[str]:
    """Where a Recruit may place troops: the homeworld and planets seat `p` occupies (a
    blockaded one only when the provisional answer of AE-8.7 allows it)."""
    allowed = UNSETTLED["recruit_on_blockaded"]
    return [h for h in _own(s, p) if allowed or not blockaded(s, h)]


def recruit_count(s: State, p: int) -> int:
    """How many troops a Recruit places now: 2, or fewer when supply or room run short."""
    return min(2, s.supply[p]["troops"],
               sum(max(0, room(s, h)) for h in _recruit_targets(s, p)))


def recruit_moves(s: State, p: int) -> list[Action]:
    own = _recruit_targets(s, p)
    k = recruit_count(s, p)
    out: list[Action] = []
    for holes in combinations_with_replacement(own, k):
        if all(holes.count(h) <= room(s, h) for h in set(holes)):
            out.append(("recruit", holes))
    return out


def check_recruit(s: State, p: int, a: Action) -> None:
    holes = a[1]
    targets = _recruit_targets(s, p)
    for h in holes:
        if s.occupant[h] != p:
            raise IllegalMove("ae.err.recruit_not_yours", planet=h, rule="AE-3")
        if h not in targets:
            raise IllegalMove("ae.err.blockaded_recruit", planet=h, rule="AE-8.7")
    for h in set(holes):
        if holes.count(h) > room(s, h):
            raise IllegalMove("ae.err.no_room", planet=h, count=holes.count(h), rule="AE-3")
    k = recruit_count(s, p)
    if len(holes) != k:
        example = fmt(recruit_moves(s, p)[0])
        if s.supply[p]["troops"] < 2:
            raise IllegalMove("ae.err.recruit_count_supply", count=s.supply[p]["troops"],
                              example=example, rule="AE-3")
        raise IllegalMove("ae.err.recruit_count_room", count=k, example=example, rule="AE-3")


def do_recruit(s: State, p: int, a: Action) -> None:
    for h in a[1]:
        s.pieces[h]["troops"] += 1
        s.supply[p]["troops"] -= 1
    event(s, {"kind": "recruit", "seat": s.seat, "planets": list(a[1]), "move": fmt(a)})
    end_turn(s)


def return_moves(s: State, p: int) -> list[Action]:
    return [("return", h) for h in _own(s, p) if s.pieces[h]["troops"] > 0]


def check_return(s: State, p: int, a: Action) -> None:
    h = a[1]
    if s.occupant[h] != p or s.pieces[h]["troops"] == 0:
        raise IllegalMove("ae.err.return_no_troop", planet=h, rule="AE-3")


def do_return(s: State, p: int, a: Action) -> None:
    """Part of a Recruit: one troop back to the supply; the Recruit goes on (phase `recruit`)."""
    h = a[1]
    s.pieces[h]["troops"] -= 1
    s.supply[p]["troops"] += 1
    refresh_occupant(s, h)
    s.phase = "recruit"
    event(s, {"kind": "return", "seat": s.seat, "planet": h, "move": fmt(a)})


def _usable_planet(s: State, p: int, h: str, action: str) -> None:
    """Mine and Build need a planet of yours that is not a homeworld and not blockaded
    (`action`: `mine` or `build`, the catalog's name of the action)."""
    what = Msg(f"ae.action.{action}")
    if is_home(s, h):
        raise IllegalMove("ae.err.homeworld_action", action=what, rule="AE-3.1")
    if s.occupant[h] != p:
        raise IllegalMove("ae.err.not_occupied", planet=h, action=what, rule="AE-3")
    if blockaded(s, h):
        raise IllegalMove("ae.err.blockaded_action", planet=h, action=what, rule="AE-4.4")


def mine_moves(s: State, p: int) -> list[Action]:
    out: list[Action] = []
    for h in _own(s, p):
        if is_home(s, h) or blockaded(s, h):
            continue
        out.extend(("mine", h, k) for k in (2, 3) if s.pieces[h]["troops"] >= k)
    return out


def check_mine(s: State, p: int, a: Action) -> None:
    _, h, k = a
    _usable_planet(s, p, h, "mine")
    if s.pieces[h]["troops"] < k:
        raise IllegalMove("ae.err.mine_troops", count=k, planet=h, have=s.pieces[h]["troops"],
                          rule="AE-3")


def do_mine(s: State, p: int, a: Action) -> None:
    """2 troops for 1 VP, 3 troops for 2 VP; the troops go back to the supply."""
    _, h, k = a
    s.pieces[h]["troops"] -= k
    s.supply[p]["troops"] += k
    refresh_occupant(s, h)
    event(s, {"kind": "mine", "seat": s.seat, "planet": h, "troops": k, "vp": k - 1,
              "move": fmt(a)})
    gain(s, p, k - 1)
    end_turn(s)


def _double_station_elsewhere(s: State, p: int, h: str) -> str | None:
    return next((o for o in HOLES if o != h and s.occupant[o] == p
                 and s.pieces[o]["stations"] >= 2), None)


def check_build(s: State, p: int, a: Action) -> None:
    _usable_planet(s, p, a[2], "build")
    _check_cost(s, p, a)


def _check_cost(s: State, p: int, a: Action) -> None:
    """What a building needs on a planet the player may build on (AE-3, 4. Build)."""
    _, kind, h = a
    here = s.pieces[h]
    piece = BUILD_COST[kind]
    if s.supply[p][piece] == 0:
        raise IllegalMove("ae.err.none_in_supply", piece=Msg(f"ae.piece.{kind}"), rule="AE-1")
    if kind == "station":
        if s.tiles[h] == "asteroid":
            raise IllegalMove("ae.err.station_asteroid", rule="AE-3")
        if here["troops"] < 2:
            raise IllegalMove("ae.err.station_troops", planet=h, rule="AE-3")
        if here["stations"] >= 2:
            raise IllegalMove("ae.err.station_two", planet=h, rule="AE-3")
        other = _double_station_elsewhere(s, p, h)
        if here["stations"] == 1 and other:
            raise IllegalMove("ae.err.station_double", other=other, rule="AE-3")
    elif kind == "colony":
        if here["troops"] < 1:
            raise IllegalMove("ae.err.colony_troop", planet=h, rule="AE-3")
    elif here["troops"] < 1 or here["colonies"] < 1:
        raise IllegalMove("ae.err.city_cost", planet=h, rule="AE-3")


def build_moves(s: State, p: int) -> list[Action]:
    out: list[Action] = []
    for h in _own(s, p):
        if is_home(s, h) or blockaded(s, h):
            continue
        for kind in ("station", "colony", "city"):
            a = ("build", kind, h)
            try:
                _check_cost(s, p, a)
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
    event(s, {"kind": "build", "seat": s.seat, "planet": h, "piece": kind, "move": fmt(a)})
    end_turn(s)
