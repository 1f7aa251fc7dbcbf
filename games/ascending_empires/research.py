"""Research (AE-5): levels in order, stations needed, first-to-reach VP, all-colours bonuses, the
technology effects (provisional table in board.json) and the battleship's retired starships."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from games.ascending_empires.board import blockaded, event, starships_of
from games.ascending_empires.data import (
    ALL_COLOURS_BONUS,
    HOLES,
    LETTERS,
    MAX_LEVEL,
    PLANET_COLOURS,
    TECH,
)
from games.ascending_empires.notation import Action, fmt, ship_key
from games.ascending_empires.state import State
from games.ascending_empires.turn import end_turn
from games.ascending_empires.vp import gain
from games.base import IllegalMove, Msg

if TYPE_CHECKING:
    from games.ascending_empires.view import BoxItems

BATTLESHIP_RETIRES = 2


def stations_for(s: State, p: int, colour: str) -> int:
    """Seat `p`'s research stations on face-up planets of `colour` that are not blockaded."""
    return sum(
        s.pieces[h]["stations"] for h in HOLES
        if s.occupant[h] == p and s.tiles[h] == colour and h in s.face_up and not blockaded(s, h)
    )


def check_research(s: State, p: int, a: Action) -> None:
    colour = a[1]
    level = s.tech[p][colour] + 1
    if level > MAX_LEVEL:
        raise IllegalMove("ae.err.tech_max", colour=Msg(f"ae.colour.{colour}"), level=MAX_LEVEL,
                          rule="AE-5.1")
    have = stations_for(s, p, colour)
    if have < level:
        raise IllegalMove("ae.err.tech_stations", colour=Msg(f"ae.colour.{colour}"),
                          level=level, count=level, have=have, rule="AE-5.1")


def research_moves(s: State, p: int) -> list[Action]:
    out: list[Action] = []
    for colour in PLANET_COLOURS:
        level = s.tech[p][colour] + 1
        if level <= MAX_LEVEL and stations_for(s, p, colour) >= level:
            out.append(("research", colour))
    return out


def _from_box(s: State, p: int, troops: int, ships: int) -> BoxItems:
    """Move up to `troops` troops and `ships` starships from the box to the supply."""
    t = min(troops, s.supply[p]["box_troops"])
    s.supply[p]["box_troops"] -= t
    s.supply[p]["troops"] += t
    boxed = starships_of(s, p, "box")[:ships]
    for sid in boxed:
        s.loc[sid] = "supply"
    return {"troops": t, "ships": len(boxed)}


def do_research(s: State, p: int, a: Action) -> None:
    """Raise the level; score it if first (AE-5.2); apply its effect and any all-colours bonus
    (AE-5.3, AE-5.4). The battleship may leave a choice of starships to retire."""
    colour = a[1]
    s.tech[p][colour] += 1
    level = s.tech[p][colour]
    first = s.first_to_level[colour][level - 1] < 0
    if first:
        s.first_to_level[colour][level - 1] = p
    effect = TECH[colour][level - 1]
    got = _from_box(s, p, effect.get("troops", 0), effect.get("ships", 0))
    event(s, {"kind": "research", "seat": s.seat, "colour": colour, "level": level, "first": first,
              "vp": level if first else 0, "effect": dict(effect), "got": got, "move": fmt(a)})
    if first:
        gain(s, p, level)
    if all(s.tech[p][c] >= level for c in PLANET_COLOURS):
        bonus = ALL_COLOURS_BONUS[level - 1]
        got = _from_box(s, p, bonus.get("troops", 0), bonus.get("ships", 0))
        event(s, {"kind": "all_colours", "seat": s.seat, "level": level, "got": got})
    if effect.get("battleship"):
        s.loc[LETTERS[p] + "b"] = "supply"
        moves = retire_moves(s, p)
        if len(moves) > 1:
            s.phase = "retire"
            s.pending = {"kind": "retire", "count": len(moves[0][1])}
            return
        if moves and moves[0][1]:
            do_retire(s, p, moves[0])
            return
    end_turn(s)


def retire_moves(s: State, p: int) -> list[Action]:
    """The ways to return two starships (from the board or the supply) to the box (AE-5.4)."""
    board = starships_of(s, p, "board")
    spare = len(starships_of(s, p, "supply"))
    k = min(BATTLESHIP_RETIRES, len(board) + spare)
    out: list[Action] = []
    for j in range(min(k, len(board)), -1, -1):
        if k - j > spare:
            continue
        for group in combinations(board, j):
            out.append(("retire", (*sorted(group, key=ship_key), *["supply"] * (k - j))))
    return out


def check_retire(s: State, p: int, a: Action) -> None:
    moves = retire_moves(s, p)
    if a in moves:
        return
    k = len(moves[0][1]) if moves else 0
    picks = a[1]
    if len(picks) != k:
        raise IllegalMove("ae.err.retire_count", count=k,
                          example=fmt(moves[0]) if moves else "retire", rule="AE-5.4")
    for sid in picks:
        if sid != "supply" and sid not in starships_of(s, p, "board"):
            raise IllegalMove("ae.err.not_your_starship", ship=sid, rule="AE-5.4")
    raise IllegalMove("ae.err.retire_supply", rule="AE-5.4")


def do_retire(s: State, p: int, a: Action) -> None:
    spare = starships_of(s, p, "supply")
    for sid in a[1]:
        if sid == "supply":
            sid = spare.pop()
        else:
            del s.pos[sid]
        s.loc[sid] = "box"
    s.pending = None
    event(s, {"kind": "retire", "seat": s.seat, "ships": list(a[1]), "move": fmt(a)})
    end_turn(s)
