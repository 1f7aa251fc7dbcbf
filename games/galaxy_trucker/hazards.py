"""Meteors and cannon fire (GT-3.6): one roll per projectile for every ship it targets, the first
tile on that line is hit, and its owner may defend with a shield, a cannon, a boosted shield, or
not at all. Expansion tiles (boosted shields, armour plates) and Rough Roads (Meteoric Inversion,
Bad Luck, Piercing Projectiles, Bum Batteries) change what a hit does.

A projectile is two letters (see `data.cards_base`): `m` small meteor, `M` large meteor, `c`
light fire, `C` heavy fire; then `f`, `b`, `l`, `r` for the side it comes from.
"""

from __future__ import annotations

from typing import Any

from games import rng
from games.galaxy_trucker.damage import destroy, settle
from games.galaxy_trucker.flow import Task, ask, decision, emit, push, task, then
from games.galaxy_trucker.geometry import col_of, label, line_squares, row_of
from games.galaxy_trucker.losses import charged, spend
from games.galaxy_trucker.report import participants
from games.galaxy_trucker.state import State
from games.galaxy_trucker.stats import boosted_shields, kind, of_kind, shields_for
from games.galaxy_trucker.structure import side_at
from games.galaxy_trucker.tiles import CONNECTORS, SMOOTH, barrels

SIDE_OF = {"f": 0, "r": 1, "b": 2, "l": 3}  # ship-relative: front, right, rear, left
KIND_OF = {"m": "small", "M": "large", "c": "light", "C": "heavy"}


def parse_shots(codes: str) -> list[str]:
    return codes.split()


def in_hyperspace(s: State, seat: int, half: int) -> bool:
    return s.hyper[seat][half] > 0


def line_tiles(s: State, seat: int, code: str, line_label: int) -> list[int]:
    """Tiles on a line of this ship, in the order the projectile meets them, without the half of
    a IIA ship that is away in hyperspace."""
    ship = s.ships[seat]
    board_dir = (ship.front + SIDE_OF[code[1]]) % 4
    line = line_squares(ship.layout, board_dir, line_label)
    return [q for q in line if q in ship.tiles and not in_hyperspace(s, seat, ship.half(q))]


def effective_kind(s: State, code: str) -> str:
    """GT-5.8.5 #1 Meteoric Inversion: large meteors count as small and small ones as large."""
    k = KIND_OF[code[0]]
    if s.rr("meteoric_inversion") and k in ("small", "large"):
        return "large" if k == "small" else "small"
    return k


def volley(s: State, codes: str, targets: list[int], after: Task | None,
           skip_first: list[int] | None = None) -> None:
    """Fire the projectiles of `codes` one after the other at `targets` (GT-3.6.1); seats in
    `skip_first` are spared the first one (the five-player reductions, GT-5.3.3-4)."""
    push(s, ["volley", parse_shots(codes), list(targets), list(skip_first or []), after])


@task("volley")
def _volley(s: State, codes: list[str], targets: list[int], skip: list[int],
            after: Task | None) -> None:
    if not codes:
        then(s, after)
        return
    aimed = [p for p in targets if p not in skip]
    push(s, ["shot", codes[0], aimed], ["volley", codes[1:], targets, [], after])


@task("shot")
def _shot(s: State, code: str, targets: list[int]) -> None:
    seats = [p for p in participants(s) if p in targets]
    if not seats:
        return
    attempts = 1 + (3 if s.rr("bad_luck") else 0)  # GT-5.8.5 #10: roll again on a miss
    for _ in range(attempts):
        s.rng, dice = rng.roll(s.rng, 2)
        roll = sum(dice)
        s.reveal += 1
        emit(s, "roll", roller=seats[0], shot=code, kind=effective_kind(s, code),
             side=code[1], dice=dice, total=roll)
        if any(line_tiles(s, p, code, s.ships[p].layout.line(roll)) for p in seats):
            break
    push(s, *(["hit", p, code, s.ships[p].layout.line(roll)] for p in seats))


def aimed(s: State, seat: int, code: str, line_label: int) -> None:
    """A projectile at a line chosen without dice (Road Narrows, Getting Even)."""
    push(s, ["hit", seat, code, line_label])


@task("hit")
def _hit(s: State, seat: int, code: str, line_label: int) -> None:
    if not s.flying[seat]:
        return
    tiles = line_tiles(s, seat, code, line_label)
    if not tiles:
        emit(s, "missed", seat=seat, shot=code)
        return
    q = tiles[0]
    k = effective_kind(s, code)
    ship = s.ships[seat]
    board_dir = (ship.front + SIDE_OF[code[1]]) % 4
    struck = side_at(ship, q, board_dir)
    if k == "small" and struck not in CONNECTORS:
        emit(s, "bounced", seat=seat, square=label(q), shot=code)
        return
    if k != "small" and struck == SMOOTH and kind(ship, q, s.dead_col) == "armour":
        emit(s, "armour_held", seat=seat, square=label(q), cause=k)
        return
    choices = defences(s, seat, code, q)
    if k == "large" and "cannon" in choices:
        emit(s, "shot_down", seat=seat, square=label(q), shot=code)
        return
    if choices:
        ask(s, seat, "defend", ["impact", seat, code, q], shot=code, square=q)
        return
    push(s, ["impact", seat, code, q, "take hit"])


def cost(s: State, uses: int, boosted: bool = False) -> int:
    """Batteries one activation costs: 1 (2 with a booster), +1 with Bum Batteries (GT-5.8.5
    #2: a component used with its booster costs 3)."""
    base = 2 if boosted else 1
    return base + (1 if s.rr("bum_batteries") else 0) if uses else 0


def _battery_ok(s: State, seat: int, half: int, need: int) -> bool:
    free = 1 if s.role[seat] == "techie" and not s.techie[seat] else 0
    return sum(s.ships[seat].batt.get(q, 0) for q in charged(s, seat, half)) + free >= need


def aiming_cannons(s: State, seat: int, code: str, q: int) -> list[int]:
    """Cannons that can shoot a large meteor down (GT-3.6.5): pointing at it, in its column
    when it comes from the front, else in its line or a line next to it (either half of a IIA
    ship, GT-5.6.2.3 #7)."""
    ship = s.ships[seat]
    side = SIDE_OF[code[1]]
    board_dir = (ship.front + side) % 4
    along = col_of if board_dir in (0, 2) else row_of
    reach = 0 if side == 0 else 1
    out = []
    for c in of_kind(ship, {"cannon", "engcannon", "dcannon", "bicannon"}, s.dead_col):
        if board_dir in barrels(ship.tiles[c], ship.rot[c]) and abs(along(c) - along(q)) <= reach \
                and not in_hyperspace(s, seat, ship.half(c)):
            out.append(c)
    return out


def defences(s: State, seat: int, code: str, q: int) -> list[str]:
    """What the owner may do about the hit on `q`: `shield`, `shoot` (a double cannon),
    `cannon` (a single cannon: free, automatic). Empty: nothing helps."""
    ship = s.ships[seat]
    k = effective_kind(s, code)
    board_dir = (ship.front + SIDE_OF[code[1]]) % 4
    half = ship.half(q)
    out = []
    if k == "large":
        cannons = aiming_cannons(s, seat, code, q)
        if any(kind(ship, c, s.dead_col) in ("cannon", "engcannon") for c in cannons):
            return ["cannon"]
        if any(_battery_ok(s, seat, ship.half(c), cost(s, 1)) for c in cannons):
            out.append("shoot")
    if k in ("small", "light") and shields_for(ship, board_dir, half, s.dead_col) \
            and _battery_ok(s, seat, half, cost(s, 1)):
        out.append("shield")
    if k in ("large", "heavy") and boosted_shields(ship, board_dir, half, s.dead_col) \
            and _battery_ok(s, seat, half, cost(s, 1, boosted=True)):
        out.append("shield")
    return out


@decision("defend")
class DefendDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        return [*defences(s, d["seat"], d["shot"], d["square"]), "take hit"]

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        then(s, d["then"], move)


@task("impact")
def _impact(s: State, seat: int, code: str, q: int, choice: str) -> None:
    ship = s.ships[seat]
    k = effective_kind(s, code)
    if choice == "shield":
        boosted = k in ("large", "heavy")
        emit(s, "shielded", seat=seat, square=label(q), shot=code, boosted=boosted)
        spend(s, seat, cost(s, 1, boosted), ship.half(q), None)
        return
    if choice == "shoot":
        cannons = [c for c in aiming_cannons(s, seat, code, q)
                   if _battery_ok(s, seat, ship.half(c), cost(s, 1))]
        emit(s, "shot_down", seat=seat, square=label(q), shot=code, cannon=label(cannons[0]))
        spend(s, seat, cost(s, 1), ship.half(cannons[0]), None)
        return
    cause = "meteor" if k in ("small", "large") else "fire"
    destroy(s, seat, q, cause)
    if s.rr("piercing_projectiles"):  # GT-5.8.5 #8: on to the next tile of the line
        board_dir = (ship.front + SIDE_OF[code[1]]) % 4
        along = col_of(q) if board_dir in (0, 2) else row_of(q)
        line = [x for x in line_squares(ship.layout, board_dir, along) if x in ship.tiles]
        if line:
            destroy(s, seat, line[0], cause)
    settle(s, seat)
