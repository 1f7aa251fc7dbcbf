"""Evil Machinations (GT-5.7): the intrigue cards that tax, fine, reward or shuffle the flight.

Intrigue cards that attack or make players bid are in `intrigue_duels`. Readings the reference
marks ambiguous are creation options (Trustbusters, Wide Open Space, Speed Trap).
"""

from __future__ import annotations

from typing import Any

from games.galaxy_trucker.damage import fall_off, settle
from games.galaxy_trucker.data import INTRIGUE
from games.galaxy_trucker.data.rewards import BEST_LOOKING
from games.galaxy_trucker.flow import ask, decision, emit, push, task, then
from games.galaxy_trucker.geometry import label
from games.galaxy_trucker.losses import lose_crew, parse_square, pay, remove_one
from games.galaxy_trucker.report import participants, report_engine
from games.galaxy_trucker.scoring import arrival_rewards, best_looking
from games.galaxy_trucker.state import State
from games.galaxy_trucker.stats import of_kind
from games.galaxy_trucker.structure import exposed_sides
from games.galaxy_trucker.tiles import NEEDS_POWER
from games.galaxy_trucker.track import close_gaps, move_many

CATEGORIES = {  # Trustbusters (GT-5.7.7 #2)
    "cannons": frozenset({"cannon", "dcannon", "bicannon", "engcannon"}),
    "engines": frozenset({"engine", "dengine", "engcannon"}),
    "cabins": frozenset({"start", "cabin", "luxury"}),
    "holds": frozenset({"cargo", "special", "mixed", "battcargo"}),
    "batteries": frozenset({"battery", "battcargo"}),
}


def data(s: State) -> dict[str, Any]:
    return INTRIGUE[s.card]


def reward(s: State, seats: list[int], amount: int, why: str) -> None:
    for seat in seats:
        s.credits[seat] += amount
        emit(s, "credits", seat=seat, amount=amount, why=why)


@task("card:trustbusters")
def _trustbusters(s: State) -> None:
    """2 credits per category of which a ship has more than 3 tiles (or only for its largest
    category, the other reading)."""
    for seat in participants(s):
        ship = s.ships[seat]
        counts = [len(of_kind(ship, kinds, s.dead_col)) for kinds in CATEGORIES.values()]
        over = [c for c in counts if c > data(s)["threshold"]]
        if s.opts["trustbusters"] == "largest":
            over = over[:1] if max(counts) > data(s)["threshold"] else []
        pay(s, seat, data(s)["fine"] * len(over))


@task("card:wide_open_space")
def _wide_open_space(s: State) -> None:
    """Open Space twice, or once with every engine power doubled (the other reading)."""
    if s.opts["wide_open_space"] == "twice":
        push(s, ["card:open_space", 2, 1])
    else:
        push(s, ["card:open_space", 1, 2])


@task("card:big_ship_bonus")
def _big_ship_bonus(s: State) -> None:
    seats = participants(s)
    if seats:
        most = max(len(s.ships[p].tiles) for p in seats)
        reward(s, [p for p in seats if len(s.ships[p].tiles) == most], BEST_LOOKING[s.round],
               "big_ship_bonus")


@task("card:speed_trap")
def _speed_trap(s: State) -> None:
    s.ctx["values"] = {}
    push(s, *(["speed_report", p] for p in participants(s)), ["speed_fine"])


@task("speed_report")
def _speed_report(s: State, seat: int) -> None:
    report_engine(s, seat, ["speed_value", seat])


@task("speed_value")
def _speed_value(s: State, seat: int, value: int) -> None:
    if value >= 0:
        s.ctx["values"][str(seat)] = value


@task("speed_fine")
def _speed_fine(s: State) -> None:
    """2 credits per point above the slowest (or 2 for being faster at all)."""
    values = {int(p): v for p, v in s.ctx["values"].items()}
    if not values:
        return
    slowest = min(values.values())
    for seat, value in values.items():
        over = value - slowest
        if s.opts["speed_trap"] == "per_player":
            over = 1 if over else 0
        pay(s, seat, data(s)["fine"] * over)


@task("card:quarantine")
def _quarantine(s: State) -> None:
    move_many(s, {p: -s.ships[p].astronauts() for p in participants(s)})


@task("card:immigration_officials")
def _immigration(s: State) -> None:
    for seat in participants(s):
        pay(s, seat, data(s)["per_alien"] * len(s.ships[seat].aliens()))


@task("card:eco_patrol")
def _eco_patrol(s: State) -> None:
    """1 credit per battery beyond the components that use them; the biggest fine also costs
    3 days."""
    fines = {}
    for seat in participants(s):
        ship = s.ships[seat]
        users = len(of_kind(ship, NEEDS_POWER, s.dead_col))
        fines[seat] = max(0, ship.batteries() - users) * data(s)["per_battery"]
        pay(s, seat, fines[seat])
    top = max(fines.values(), default=0)
    if top:
        move_many(s, {p: -data(s)["days"] for p, f in fines.items() if f == top})


@task("card:quality_control")
def _quality_control(s: State) -> None:
    reward(s, best_looking(s, participants(s)), BEST_LOOKING[s.round], "quality_control")


@task("card:checkpoint")
def _checkpoint(s: State) -> None:
    for seat, amount in arrival_rewards(s, participants(s)).items():
        reward(s, [seat], amount, "checkpoint")


@task("card:traffic_jam")
def _traffic_jam(s: State) -> None:
    close_gaps(s)


@task("card:customs_inspection")
def _customs(s: State) -> None:
    for seat in participants(s):
        pay(s, seat, data(s)["per_good"] * len(s.ships[seat].all_goods()))


@task("card:cosmic_rays")
def _cosmic_rays(s: State) -> None:
    """Batteries, goods and crew on tiles with an exposed connector are lost."""
    for seat in participants(s):
        ship = s.ships[seat]
        for q in sorted(ship.tiles):
            if not exposed_sides(ship, q):
                continue
            while ship.crew.get(q) or q in ship.alien:
                remove_one(s, seat, q, "cosmic_rays")
            goods = ship.goods.pop(q, "")
            if goods:
                emit(s, "goods_discarded", seat=seat, goods=goods)
            if ship.batt.get(q):
                ship.batt[q] = 0
        push(s, ["crew_settled", seat])


@task("card:system_test")
def _system_test(s: State) -> None:
    push(s, *(["test_ship", p] for p in participants(s)))


@task("test_ship")
def _test_ship(s: State, seat: int) -> None:
    """Every 2 powered components cost 1 battery; the ones left untested are discarded."""
    from games.galaxy_trucker.losses import spend

    ship = s.ships[seat]
    users = len(of_kind(ship, NEEDS_POWER, s.dead_col))
    per = data(s)["per_battery"]
    need = (users + per - 1) // per
    have = ship.batteries()
    untested = max(0, users - have * per)
    spend(s, seat, min(need, have), None, ["test_discard", seat, untested], waive=False)


@task("test_discard")
def _test_discard(s: State, seat: int, count: int) -> None:
    ship = s.ships[seat]
    targets = of_kind(ship, NEEDS_POWER, s.dead_col)
    if count <= 0 or not targets:
        settle(s, seat)
        return
    if len(targets) <= count:
        fall_off(s, seat, targets, "system_test")
        settle(s, seat)
        return
    ask(s, seat, "discard", ["test_discarded", seat, count], among="powered")


@task("test_discarded")
def _test_discarded(s: State, seat: int, count: int, q: int) -> None:
    fall_off(s, seat, [q], "system_test")
    push(s, ["test_discard", seat, count - 1])


def discard_targets(s: State, seat: int, among: str) -> list[int]:
    ship = s.ships[seat]
    if among == "powered":
        return of_kind(ship, NEEDS_POWER, s.dead_col)
    return of_kind(ship, {"engine", "dengine", "engcannon"}, s.dead_col)


@decision("discard")
class DiscardDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        return [f"discard {label(q)}" for q in discard_targets(s, d["seat"], d["among"])]

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        then(s, d["then"], parse_square(move))


@task("card:psychocannibals")
def _psychocannibals(s: State) -> None:
    push(s, *(["cannibal_report", p] for p in participants(s)))


@task("cannibal_report")
def _cannibal_report(s: State, seat: int) -> None:
    report_engine(s, seat, ["cannibal_feast", seat])


@task("cannibal_feast")
def _cannibal_feast(s: State, seat: int, value: int) -> None:
    """Engine power is the most crew the ship keeps; each half of a IIA ship separately."""
    if value < 0 or not s.flying[seat]:
        return
    ship = s.ships[seat]
    if len(ship.halves) == 1:
        lose_crew(s, seat, max(0, ship.crew_total() - value), "cannibals", None)
        return
    from games.galaxy_trucker.cards_events import engine_value_half

    powered = s.ctx.get("powered", {}).get(str(seat), {})
    for half in ship.halves:
        power = engine_value_half(s, seat, half, powered.get(str(half), 0))
        excess = max(0, ship.crew_total(half) - power)
        if excess:
            lose_crew(s, seat, excess, "cannibals", None, half)


@task("card:the_mob")
def _the_mob(s: State) -> None:
    push(s, *(["mob_visit", p] for p in participants(s)))


@task("mob_visit")
def _mob_visit(s: State, seat: int) -> None:
    if not s.flying[seat]:
        return
    if not of_kind(s.ships[seat], {"start"}):
        pay(s, seat, data(s)["fine"])
        return
    ask(s, seat, "mob", ["mob_answer", seat])


@decision("mob")
class MobDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        return ["pay", "refuse"]

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        then(s, d["then"], move)


@task("mob_answer")
def _mob_answer(s: State, seat: int, move: str) -> None:
    """Pay 7 (with loans if need be, GT-5.7.6) or lose the starting cabin."""
    if move == "pay":
        pay(s, seat, data(s)["fine"])
        return
    start = of_kind(s.ships[seat], {"start"})
    fall_off(s, seat, start, "mob")
    settle(s, seat)

