"""Combat after a Move action (AE-4): ship attacks, planet attacks and their choices.

The acting player's ships must attack while they can, each ship once (AE-4.1). One attack is
one move: a target and a minimal group of unused ships able to take it (no ship in the group is
superfluous). When exactly one attack is possible the engine plays it; when several are, the
player chooses (ruling for AE-4.2), attack after attack, until none is left.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from games.ascending_empires.board import (
    attack_range,
    board_ships,
    defence,
    defended,
    edge_distance,
    event,
    is_home,
    orbit_map,
    piece_count,
    refresh_occupant,
    ships_of,
    strength,
)
from games.ascending_empires.data import HOLES, is_battleship, ship_owner
from games.ascending_empires.notation import Action, fmt, ship_key
from games.ascending_empires.state import PIECE_KINDS, State
from games.ascending_empires.vp import gain
from games.base import IllegalMove

if TYPE_CHECKING:
    from games.ascending_empires.view import Pieces


def minimal_groups(ships: list[str], need: int) -> list[tuple[str, ...]]:
    """Groups of `ships` with strength >= need where every member is needed."""
    out = []
    for size in range(1, len(ships) + 1):
        for group in combinations(ships, size):
            total = strength(group)
            if total >= need and all(total - strength((x,)) < need for x in group):
                out.append(tuple(sorted(group, key=ship_key)))
    return out


def targets(s: State, p: int) -> list[tuple[str, str, list[str], int]]:
    """(kind, target, unused ships able to reach it, strength needed) for every target."""
    unused = [sid for sid in ships_of(s, p) if sid not in s.used]
    if not unused:
        return []
    reach = attack_range(s, p)
    out: list[tuple[str, str, list[str], int]] = []
    for t in board_ships(s):
        if ship_owner(t) == p:
            continue
        near = [a for a in unused if edge_distance(s, a, t) <= reach]
        out.append(("attack", t, near, 3 if is_battleship(t) else 2))
    orbits = orbit_map(s)
    for h in HOLES:
        q = s.occupant[h]
        if q < 0 or q == p or is_home(s, h) or piece_count(s, h) == 0 or defended(s, h, orbits):
            continue
        mine = [a for a in orbits[h] if a in unused]
        out.append(("bombard", h, mine, defence(s, h) + 1))
    return out


def options(s: State, p: int) -> list[Action]:
    """Every attack seat `p` may make now (AE-4.2, AE-4.3)."""
    out: list[Action] = []
    for kind, target, able, need in targets(s, p):
        if strength(able) >= need:
            out.extend((kind, target, group) for group in minimal_groups(able, need))
    return out


def check(s: State, p: int, a: Action) -> None:
    """Raise IllegalMove with the reason unless `a` is one of `options`."""
    if s.phase != "combat":
        raise IllegalMove("ae.err.not_combat", rule="AE-4.1")
    if a in options(s, p):
        return
    kind, target, group = a
    for sid in group:
        if s.loc.get(sid) != "board" or ship_owner(sid) != p:
            raise IllegalMove("ae.err.not_your_ship", ship=sid, rule="AE-4.1")
        if sid in s.used:
            raise IllegalMove("ae.err.already_attacked", ship=sid, rule="AE-4.1")
    info = next(((able, need) for k, t, able, need in targets(s, p) if (k, t) == (kind, target)),
                None)
    if info is None:
        if kind == "attack":
            raise IllegalMove("ae.err.not_enemy_ship", ship=target, rule="AE-4.2")
        raise IllegalMove("ae.err.not_attackable_planet", planet=target, rule="AE-4.3")
    able, need = info
    outside = [sid for sid in group if sid not in able]
    if outside and kind == "attack":
        raise IllegalMove("ae.err.out_of_range", ships=outside, count=len(outside),
                          target=target, rule="AE-4.2")
    if outside:
        raise IllegalMove("ae.err.not_in_that_orbit", ships=outside, count=len(outside),
                          planet=target, rule="AE-4.5")
    raise IllegalMove("ae.err.attack_strength", target=target, need=need, ships=list(group),
                      have=strength(group), rule="AE-4.2" if kind == "attack" else "AE-4.3")


def resolve(s: State, p: int, a: Action) -> None:
    """Carry out one attack: the target is destroyed and its owner gets the pieces back."""
    kind, target, group = a
    s.used.extend(group)
    if kind == "attack":
        s.loc[target] = "supply"
        del s.pos[target]
        vp = 2 if is_battleship(target) else 1
        event(s, {"kind": "attack", "seat": s.seat, "target": target, "victim": ship_owner(target),
                  "attackers": list(group), "vp": vp, "move": fmt(a)})
        gain(s, p, vp)
        return
    q = s.occupant[target]
    here = s.pieces[target]
    lost: Pieces = {"troops": here["troops"], "colonies": here["colonies"],
                    "cities": here["cities"], "stations": here["stations"]}
    vp = sum(here.values())
    for k in PIECE_KINDS:
        s.supply[q][k] += here[k]
        here[k] = 0
    refresh_occupant(s, target)
    event(s, {"kind": "bombard", "seat": s.seat, "planet": target, "victim": q,
              "attackers": list(group), "pieces": lost, "vp": vp, "move": fmt(a)})
    gain(s, p, vp)


def play_forced(s: State) -> bool:
    """Play attacks while exactly one is possible; True when no attack is left."""
    while True:
        moves = options(s, s.seat)
        if not moves:
            return True
        if len(moves) > 1:
            return False
        resolve(s, s.seat, moves[0])
