"""Reporting a ship value when a card compares them (GT-3.5.2, GT-2.12.5-6): the player decides
then which double engines or cannons to power (a battery each), which cannon to boost (GT-5.4.6),
whether to jump to hyperspace instead (GT-5.4.7, GT-5.10.1) or, with Defective Connectors, to
detach a tile rather than lose power (GT-5.8.5 #15). A report that no choice can change is made
by the engine (as BGA's port does).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from games.galaxy_trucker.damage import fall_off, settle
from games.galaxy_trucker.flow import Task, ask, decision, emit, push, task, then
from games.galaxy_trucker.geometry import label
from games.galaxy_trucker.losses import charged, parse_square
from games.galaxy_trucker.state import State
from games.galaxy_trucker.stats import (
    boostable_cannons,
    defective_joins,
    double_cannons,
    double_engines,
    engine_power,
    firepower,
    jump_engines,
    kind,
)

MANAGER = "manager"


def participates(s: State, seat: int) -> bool:
    """In flight and not wholly away in hyperspace."""
    ship = s.ships[seat]
    return s.flying[seat] and any(not s.hyper[seat][h] for h in ship.halves)


def participants(s: State) -> list[int]:
    return [p for p in s.active() if participates(s, p)]


def halves_here(s: State, seat: int) -> list[int]:
    return [h for h in s.ships[seat].halves if not s.hyper[seat][h]]


def use_cost(s: State) -> int:
    """Batteries per activation: 1, or 2 with Bum Batteries (GT-5.8.5 #2)."""
    return 2 if s.rr("bum_batteries") else 1


def boost_cost(s: State, ship: Any, q: int) -> int:
    """Batteries the cannon booster costs on `q` beyond powering the cannon itself. A double or
    bidirectional cannon is one use together with its booster: 2 in all, 3 with Bum Batteries
    (GT-5.4.6, GT-5.8.5 #2), so the booster adds 1 to the cannon's own cost; a single cannon
    needs no power, so the booster is the use (1, 2 with Bum Batteries)."""
    return 1 if kind(ship, q, s.dead_col) in ("dcannon", "bicannon") else use_cost(s)


def budget(s: State, seat: int, half: int) -> int:
    """Batteries `seat` can spend in `half`, counting the techie's free one (GT-5.5.6)."""
    have = sum(s.ships[seat].batt[q] for q in charged(s, seat, half))
    techie = s.role[seat] == "techie" and not s.techie[seat] and have > 0 \
        and _role_half(s, seat) in (half, None)
    return have + (1 if techie else 0)


def _role_half(s: State, seat: int) -> int | None:
    ship = s.ships[seat]
    return next((ship.half(q) for q, a in ship.alien.items() if a == "t"), None)


def manager_half(s: State, seat: int) -> int:
    """The half whose aliens a manager boosts (GT-5.5.4, GT-5.6.2.3 #9); -1 without one."""
    if s.role[seat] != MANAGER:
        return -1
    half = _role_half(s, seat)
    return -1 if half is None else half


def jump_options(s: State, seat: int) -> list[str]:
    ship = s.ships[seat]
    return [f"jump {label(q)}" for q in jump_engines(ship, s.dead_col)
            if not s.hyper[seat][ship.half(q)] and budget(s, seat, ship.half(q)) >= use_cost(s)]


def pay_batteries(s: State, seat: int, per_half: dict[int, int], after: Task | None) -> None:
    """Spend batteries half by half, then continue with `after`."""
    nxt = after
    for half in sorted(per_half, reverse=True):
        if per_half[half] > 0:
            nxt = ["spend_start", seat, per_half[half], half, nxt]
    then(s, nxt)


@task("spend_start")
def _spend_start(s: State, seat: int, count: int, half: int, after: Task | None) -> None:
    from games.galaxy_trucker.losses import spend

    spend(s, seat, count, half, after)


# -- hyperspace -----------------------------------------------------------------------------------

def jump(s: State, seat: int, q: int) -> None:
    """GT-5.4.7: burn the engine on `q` (1 battery): its half leaves for hyperspace."""
    ship = s.ships[seat]
    half = ship.half(q)
    s.hyper[seat][half] = 2 if s.opts["hyperspace"] == "current_and_next" else 1
    emit(s, "hyperspace", seat=seat, engine=label(q), half=half)
    pay_batteries(s, seat, {half: use_cost(s)}, ["jump_done", seat, q])


@task("jump_done")
def _jump_done(s: State, seat: int, q: int) -> None:
    fall_off(s, seat, [q], "hyperspace")
    settle(s, seat)


@task("offer_jump")
def _offer_jump(s: State, seat: int) -> None:
    """When a card is turned, a player with a working engine booster may jump at once."""
    if participates(s, seat) and jump_options(s, seat):
        ask(s, seat, "hyperspace", None)


@decision("hyperspace")
class HyperspaceDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        return [*jump_options(s, d["seat"]), "pass"]

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        if move != "pass":
            jump(s, d["seat"], parse_square(move))


# -- engine power ---------------------------------------------------------------------------------

def engine_choices(s: State, seat: int) -> list[str]:
    ship = s.ships[seat]
    halves = ship.halves
    ranges = []
    for half in halves:
        if s.hyper[seat][half]:
            ranges.append([0])
            continue
        doubles = len(double_engines(ship, half, s.dead_col))
        ranges.append(list(range(min(doubles, budget(s, seat, half) // use_cost(s)) + 1)))
    if len(halves) == 1:
        out = [f"power {k}" for k in ranges[0]]
    else:
        out = [f"power {a} {b}" for a in ranges[0] for b in ranges[1]]
    out += jump_options(s, seat)
    if s.rr("defective_connectors"):
        out += [f"detach {label(q)}" for q in sorted({q for j in defective_joins(ship) for q in j})]
    return out


def engine_value(s: State, seat: int, powered: list[int]) -> int:
    ship = s.ships[seat]
    penalty = len(defective_joins(ship)) if s.rr("defective_connectors") else 0
    return engine_power(ship, powered, s.dead_col, manager_half(s, seat), penalty)


def report_engine(s: State, seat: int, after: Task) -> None:
    """Ask `seat` for its engine power; `after` receives the value (or -1 after a jump)."""
    push(s, ["report_engine", seat, after])


@task("report_engine")
def _report_engine(s: State, seat: int, after: Task) -> None:
    if not participates(s, seat):
        then(s, after, -1)
        return
    choices = engine_choices(s, seat)
    if len(choices) == 1:
        resolve_engine(s, seat, choices[0], after)
        return
    ask(s, seat, "power", after)


def resolve_engine(s: State, seat: int, move: str, after: Task) -> None:
    words = move.split()
    if words[0] == "jump":
        jump(s, seat, parse_square(move))
        then(s, after, -1)
        return
    if words[0] == "detach":
        fall_off(s, seat, [parse_square(move)], "defective")
        settle(s, seat, ["report_engine", seat, after])
        return
    powered = [int(w) for w in words[1:]]
    value = engine_value(s, seat, powered)
    halves = s.ships[seat].halves
    s.ctx.setdefault("powered", {})[str(seat)] = {str(h): powered[i] for i, h in enumerate(halves)}
    emit(s, "engine_power", seat=seat, powered=sum(powered), value=value)
    pay_batteries(s, seat, {h: powered[i] * use_cost(s) for i, h in enumerate(halves)},
                  [*after, value])


@decision("power")
class PowerDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        return engine_choices(s, d["seat"])

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        resolve_engine(s, d["seat"], move, d["then"])


# -- firepower ------------------------------------------------------------------------------------

def fire_choices(s: State, seat: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """(powered, boosted) cannon sets the batteries allow, at most one boost per report."""
    ship = s.ships[seat]
    here = halves_here(s, seat)
    doubles = [q for q in double_cannons(ship, None, s.dead_col) if ship.half(q) in here]
    boostable = [q for q in boostable_cannons(ship, s.dead_col) if ship.half(q) in here]
    money = {h: budget(s, seat, h) for h in here}
    out: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    for k in range(len(doubles) + 1):
        for powered in combinations(doubles, k):
            for boost in [None, *boostable]:
                if boost is not None and kind(ship, boost, s.dead_col) in ("dcannon", "bicannon") \
                        and boost not in powered:
                    continue
                spent = {h: 0 for h in here}
                for q in powered:
                    spent[ship.half(q)] += use_cost(s)
                if boost is not None:
                    spent[ship.half(boost)] += boost_cost(s, ship, boost)
                if all(spent[h] <= money[h] for h in here):
                    out.append((powered, () if boost is None else (boost,)))
    return out


def fire_text(choice: tuple[tuple[int, ...], tuple[int, ...]]) -> str:
    powered, boosted = choice
    text = "fire " + (" ".join(label(q) for q in powered) or "none")
    if boosted:
        text += " boost " + " ".join(label(q) for q in boosted)
    return text


def fire_value(s: State, seat: int, powered: tuple[int, ...], boosted: tuple[int, ...]) -> int:
    return firepower(s.ships[seat], list(powered), list(boosted), s.dead_col,
                     manager_half(s, seat), s.opts["cannon_boost"] == "flat",
                     inverted=bool(s.ctx.get("ambush")))


def report_fire(s: State, seat: int, after: Task, threshold: int | None = None) -> None:
    """Ask `seat` for its firepower (half units); `after` receives it, or -1 after a jump.
    With a `threshold` (an enemy's strength, half units) a report whose outcome is settled
    whatever is powered is made at once without spending."""
    push(s, ["report_fire", seat, after, threshold])


@task("report_fire")
def _report_fire(s: State, seat: int, after: Task, threshold: int | None) -> None:
    if not participates(s, seat):
        then(s, after, -1)
        return
    choices = fire_choices(s, seat)
    jumps = jump_options(s, seat)
    if threshold is not None and not jumps:
        values = [fire_value(s, seat, *c) for c in choices]
        low, high = fire_value(s, seat, (), ()), max(values)
        if low > threshold or high < threshold or (high == threshold == low):
            resolve_fire(s, seat, "fire none", after)
            return
    if len(choices) == 1 and not jumps:
        resolve_fire(s, seat, fire_text(choices[0]), after)
        return
    ask(s, seat, "fire", after)


def resolve_fire(s: State, seat: int, move: str, after: Task) -> None:
    from games.galaxy_trucker.notation import parse

    if move.startswith("jump"):
        jump(s, seat, parse_square(move))
        then(s, after, -1)
        return
    powered, boosted = parse(move)[2][0]
    ship = s.ships[seat]
    value = fire_value(s, seat, powered, boosted)
    emit(s, "firepower", seat=seat, powered=[label(q) for q in powered],
         boosted=[label(q) for q in boosted], value=value)
    per_half: dict[int, int] = {}
    for q in powered:
        per_half[ship.half(q)] = per_half.get(ship.half(q), 0) + use_cost(s)
    for q in boosted:
        per_half[ship.half(q)] = per_half.get(ship.half(q), 0) + boost_cost(s, ship, q)
    nxt: Task = [*after, value]
    if boosted:  # GT-5.4.6: the boosted cannon leaves the ship after firing
        nxt = ["boost_spent", seat, list(boosted), nxt]
    pay_batteries(s, seat, per_half, nxt)


@task("boost_spent")
def _boost_spent(s: State, seat: int, boosted: list[int], after: Task) -> None:
    fall_off(s, seat, boosted, "boosted")
    settle(s, seat, after)


@decision("fire")
class FireDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        seat = d["seat"]
        return [*(fire_text(c) for c in fire_choices(s, seat)), *jump_options(s, seat)]

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        resolve_fire(s, d["seat"], move, d["then"])


def crew_value(s: State, seat: int) -> int:
    """Crew of the halves taking part (GT-2.12.1)."""
    ship = s.ships[seat]
    return sum(ship.crew_total(h) for h in halves_here(s, seat))
