"""Building, made asynchronous (GT-2.3 to GT-2.9 as adapted by GT-6.7 and GT-6.2).

Every unfinished player builds at once and answers privately. In the default *duplicate deal*
each player draws from their own copy of the round's pool, all shuffled in the same order, their
returns stay private, every action costs virtual seconds and the finishing order is the order of
the clocks. In the *shared warehouse* there is one pool, first come first served, face-up returns
are public and the finishing order is the order of the `finish` moves. Either way a round's
building may last (r + 1) timer runs of virtual time (GT-2.8.2).
"""

from __future__ import annotations

from games.base import IllegalMove, Msg
from games.galaxy_trucker.data.rewards import CLOCK_COST, budget
from games.galaxy_trucker.flow import emit, new_turn, push
from games.galaxy_trucker.geometry import label
from games.galaxy_trucker.ship import Ship
from games.galaxy_trucker.state import State
from games.galaxy_trucker.structure import (
    engine_ok,
    legal_placements,
    placement_error,
)
from games.galaxy_trucker.tiles import DIRECTIONS

RESERVE_SLOTS = 2  # GT-2.6.1


def shared(s: State) -> bool:
    return s.opts["building"] == "shared"


def slot(s: State, seat: int) -> int:
    """Index of the pool a seat draws from: its own copy, or the one shared warehouse."""
    return 0 if shared(s) else seat


def secret(s: State, seat: int) -> dict[str, int]:
    """How a building event naming a tile is marked. In the duplicate deal every player draws
    the same tiles in the same order, so another player's tiles tell you your own next draws:
    such an event reaches only its player (the shared warehouse's tiles are public)."""
    return {} if shared(s) else {"private": seat}


def building(s: State) -> list[int]:
    return [p for p in range(s.n) if s.finish[p] is None]


def strict(s: State) -> bool:
    return bool(s.opts["strict_building"])


def somersault(s: State) -> bool:
    return s.rr("somersault")


def mto_free(s: State, seat: int) -> list[int]:
    """Made to Order tiles of `seat` still waiting on its board (GT-5.8.5 #25)."""
    if not s.mto[seat]:
        return []
    ship = s.ships[seat]
    used = set(ship.tiles.values()) | set(ship.reserve) | set(ship.lost) | {ship.hand}
    used.update(s.faceup[slot(s, seat)])
    return [t for t in s.mto[seat] if t not in used]


def can_peek(ship: Ship) -> bool:
    """GT-2.7.1: piles may be seen once a tile besides the starting cabin is placed; a IIA ship
    needs a tile in each half (GT-5.6.2.1)."""
    if ship.layout.split:
        return all(ship.squares(h) for h in set(ship.layout.halves.values()))
    return len(ship.tiles) >= 2


def afford(s: State, seat: int, action: str) -> bool:
    return s.clock[seat] + CLOCK_COST[action] <= budget(s.round)


def takeable(s: State, seat: int) -> list[int]:
    """Tiles `seat` may take now besides a face-down draw: face-up ones, reserved ones, Made to
    Order ones."""
    ship = s.ships[seat]
    out = list(ship.reserve)
    if afford(s, seat, "take"):
        out += s.faceup[slot(s, seat)] + mto_free(s, seat)
    return sorted(set(out))


def moves(s: State, seat: int) -> list[str]:
    """Every legal building move of `seat`."""
    if s.finish[seat] is not None:
        return []
    ship = s.ships[seat]
    out: list[str] = []
    if ship.hand:
        for q, r in legal_placements(ship, ship.hand, strict(s), somersault(s)):
            out.append(f"place {label(q)} {r * 90}")
        if ship.hand_from != "start":
            if len(ship.reserve) < RESERVE_SLOTS:
                out.append("reserve")
            if ship.hand_from != "reserve":
                out.append("return")
    else:
        if s.ptr[slot(s, seat)] < len(s.seq) and afford(s, seat, "draw"):
            out.append("draw")
        out += [f"take {t}" for t in takeable(s, seat)]
        if can_peek(ship) and afford(s, seat, "peek"):
            out += [f"peek {n}" for n in (1, 2, 3) if n not in s.peeked[seat]]
        out.append("finish")
        if ship.last >= 0:
            out += [f"rotate {r * 90}" for r in _rotations_ok(s, ship)]
            out.append("lift")
        if ship.layout.name == "IA":
            out += [f"orient {DIRECTIONS[d]}" for d in range(4)
                    if d != ship.front and _orientation_ok(s, ship, d)]
    out.append("finish late")
    return out


def _rotations_ok(s: State, ship: Ship) -> list[int]:
    """Other rotations the last placed tile may be turned to (GT-2.3.3)."""
    q = ship.last
    tile = ship.tiles[q]
    trial = ship.clone()
    trial.remove(q)
    return [r for r in range(4) if r != ship.rot[q]
            and placement_error(trial, q, tile, r, strict(s), somersault(s)) is None]


def _orientation_ok(s: State, ship: Ship, front: int) -> bool:
    """GT-5.6.1.1: an IA ship may turn to any edge; strict building keeps its engines legal."""
    if not strict(s):
        return True
    trial = ship.clone()
    trial.front = front
    return all(engine_ok(trial, t, trial.rot[q], somersault(s)) for q, t in trial.tiles.items())


def _refuse_place(s: State, ship: Ship, q: int, r: int) -> None:
    problem = placement_error(ship, q, ship.hand, r, strict(s), somersault(s))
    if problem:
        raise IllegalMove(problem, rule=_RULE.get(problem, "GT-2.4"), square=label(q))


_RULE = {"gt.err.off_board": "GT-2.4.1", "gt.err.square_taken": "GT-2.4.1",
         "gt.err.not_attached": "GT-2.4.2", "gt.err.bad_join": "GT-2.5.1",
         "gt.err.engine_direction": "GT-2.5.2", "gt.err.blocked_exhaust": "GT-2.5.3",
         "gt.err.blocked_barrel": "GT-2.5.4"}


def check(s: State, seat: int, verb: str, args: tuple) -> None:
    """Refuse a building move that is not legal now, saying why (nothing is changed)."""
    ship = s.ships[seat]
    holding = verb in ("place", "reserve", "return")
    if verb == "finish":
        if args:
            return
        if ship.hand:
            raise IllegalMove("gt.err.hand_full", rule="GT-2.3")
        return
    if verb not in ("draw", "take", "place", "rotate", "lift", "return", "reserve", "peek",
                    "orient"):
        raise IllegalMove("gt.err.not_building", rule="GT-2.3")
    if holding and not ship.hand:
        raise IllegalMove("gt.err.hand_empty", rule="GT-2.3.2")
    if not holding and ship.hand:
        raise IllegalMove("gt.err.hand_full", rule="GT-2.3")
    if verb in ("draw", "take", "peek") and not afford(s, seat, "take" if verb == "take"
                                                       else verb) \
            and not (verb == "take" and args and args[0] in ship.reserve):
        raise IllegalMove("gt.err.out_of_time", rule="GT-2.8.2", clock=s.clock[seat],
                          budget=budget(s.round))
    if verb == "draw" and s.ptr[slot(s, seat)] >= len(s.seq):
        raise IllegalMove("gt.err.pool_empty", rule="GT-2.3.1")
    elif verb == "take" and (not args or args[0] not in takeable(s, seat)):
        raise IllegalMove("gt.err.tile_not_here", rule="GT-2.3.1", tile=args[0] if args else 0)
    elif verb == "place":
        _refuse_place(s, ship, args[0], args[1])
    elif verb in ("rotate", "lift") and ship.last < 0:
        raise IllegalMove("gt.err.nothing_to_correct", rule="GT-2.3.3")
    elif verb == "rotate" and args[0] not in _rotations_ok(s, ship):
        raise IllegalMove("gt.err.bad_rotation_here", rule="GT-2.3.3", square=label(ship.last))
    elif verb == "reserve" and (len(ship.reserve) >= RESERVE_SLOTS or ship.hand_from == "start"):
        raise IllegalMove("gt.err.reserve_full", rule="GT-2.6.1")
    elif verb == "return" and ship.hand_from in ("reserve", "start"):
        raise IllegalMove("gt.err.no_return_from_reserve", rule="GT-2.3.2")
    elif verb == "peek":
        if not can_peek(ship):
            raise IllegalMove("gt.err.peek_too_early", rule="GT-2.7.1")
        if not 1 <= args[0] <= 3:
            raise IllegalMove("gt.err.secret_pile", rule="GT-2.7.2")
        if args[0] in s.peeked[seat]:
            raise IllegalMove("gt.err.already_peeked", rule="GT-2.7.2", pile=args[0])
    elif verb == "orient" and (ship.layout.name != "IA" or args[0] == ship.front
                               or not _orientation_ok(s, ship, args[0])):
        raise IllegalMove("gt.err.cannot_orient", rule="GT-5.6.1.1",
                          direction=Msg(f"gt.dir.{DIRECTIONS[args[0]]}"))


def _charge(s: State, seat: int, action: str) -> None:
    s.clock[seat] += CLOCK_COST[action]


def apply(s: State, seat: int, verb: str, args: tuple) -> None:
    """Play a checked building move."""
    ship = s.ships[seat]
    pool = slot(s, seat)
    if verb == "draw":
        ship.hand, ship.hand_from, ship.last = s.seq[s.ptr[pool]], "pool", -1
        s.ptr[pool] += 1
        s.reveal += 1
        _charge(s, seat, "draw")
        emit(s, "drew", seat=seat)
        emit(s, "tile_in_hand", private=seat, seat=seat, tile=ship.hand)
    elif verb == "take":
        tile = args[0]
        ship.last = -1
        if tile in ship.reserve:
            ship.reserve.remove(tile)
            ship.hand, ship.hand_from = tile, "reserve"
        elif tile in s.faceup[pool]:
            s.faceup[pool].remove(tile)
            ship.hand, ship.hand_from = tile, "faceup"
            _charge(s, seat, "take")
        else:
            ship.hand, ship.hand_from = tile, "mto"
            _charge(s, seat, "take")
        emit(s, "took", seat=seat, tile=tile, source=ship.hand_from, **secret(s, seat))
    elif verb == "place":
        q, r = args
        tile = ship.hand
        ship.tiles[q], ship.rot[q], ship.hand, ship.last = tile, r, 0, q
        emit(s, "placed", seat=seat, tile=tile, square=label(q), rotation=r * 90,
             **secret(s, seat))
    elif verb == "rotate":
        ship.rot[ship.last] = args[0]
        emit(s, "rotated", seat=seat, square=label(ship.last), rotation=args[0] * 90)
    elif verb == "lift":
        q = ship.last
        ship.hand = ship.tiles[q]
        ship.remove(q)
        _charge(s, seat, "lift")
        emit(s, "lifted", seat=seat, square=label(q), tile=ship.hand, **secret(s, seat))
    elif verb == "return":
        tile, ship.hand = ship.hand, 0
        if ship.hand_from != "mto":
            s.faceup[pool].append(tile)
        _charge(s, seat, "return")
        emit(s, "returned", seat=seat, tile=tile, **secret(s, seat))
    elif verb == "reserve":
        ship.reserve.append(ship.hand)
        emit(s, "reserved", seat=seat, tile=ship.hand, **secret(s, seat))
        ship.hand = 0
        _charge(s, seat, "reserve")
    elif verb == "peek":
        s.peeked[seat] = [*s.peeked[seat], args[0]]
        s.reveal += 1
        _charge(s, seat, "peek")
        emit(s, "peeked", seat=seat, pile=args[0])
    elif verb == "orient":
        ship.front = args[0]
        emit(s, "oriented", seat=seat, direction=DIRECTIONS[args[0]])
    elif verb == "finish":
        finish(s, seat, late=bool(args))
    if not building(s):
        s.ships = [sh if p == seat else sh.clone() for p, sh in enumerate(s.ships)]
        s.phase = "flight"
        new_turn(s)
        push(s, ["after_build"])


def finish(s: State, seat: int, late: bool) -> None:
    """GT-2.9: take an order tile. A late finish (the deadline passed, GT-6.7) puts the held tile
    back (into the reserve if it came from there, GT-2.8.5) and counts as budget + 1."""
    ship = s.ships[seat]
    if ship.hand:
        if ship.hand_from == "reserve":
            ship.reserve.append(ship.hand)
        elif ship.hand_from == "start":
            ship.tiles[_free_square(ship)] = ship.hand
        elif ship.hand_from != "mto":
            s.faceup[slot(s, seat)].append(ship.hand)
        ship.hand = 0
    clock = budget(s.round) + 1 if late else min(s.clock[seat], budget(s.round))
    s.finish[seat] = [clock, s.finish_seq]
    s.finish_seq += 1
    ship.last = -1
    emit(s, "finished", seat=seat, clock=clock, late=late)


def _free_square(ship: Ship) -> int:
    """Where a IIA starting cabin still in hand at a late finish goes: the first free square."""
    q = next(q for q in ship.layout.order if q not in ship.tiles)
    ship.rot[q] = 0
    return q


def finishing_order(s: State) -> list[int]:
    """Seats by order tile: duplicate deal by virtual clock, then by who finished first; the
    shared warehouse by the order of the finish moves, late finishers last (GT-6.7, GT-6.2)."""
    late = budget(s.round) + 1
    finish = [f if f is not None else [late, s.finish_seq + p] for p, f in enumerate(s.finish)]
    if shared(s):
        return sorted(range(s.n), key=lambda p: (finish[p][0] == late, finish[p][1]))
    return sorted(range(s.n), key=lambda p: tuple(finish[p]))
