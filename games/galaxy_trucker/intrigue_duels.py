"""Evil Machinations (GT-5.7.7): the intrigue cards that attack, make players choose between
damage and days, or make them bid (GT-3.5.4). Attack lists the seed leaves to the card art are
provisional data (`data.cards_expansion`)."""

from __future__ import annotations

from typing import Any

from games.galaxy_trucker.cargo import gain
from games.galaxy_trucker.damage import fall_off, settle
from games.galaxy_trucker.data import INTRIGUE
from games.galaxy_trucker.flow import ask, decision, emit, push, task, then
from games.galaxy_trucker.geometry import col_of, row_of
from games.galaxy_trucker.hazards import aimed, volley
from games.galaxy_trucker.losses import pay
from games.galaxy_trucker.penalties import five, guarded, victims
from games.galaxy_trucker.report import participants, report_fire
from games.galaxy_trucker.state import State
from games.galaxy_trucker.stats import of_kind
from games.galaxy_trucker.track import move_many

ENGINES = frozenset({"engine", "dengine", "engcannon"})


def data(s: State) -> dict[str, Any]:
    return INTRIGUE[s.card]


# -- attacks --------------------------------------------------------------------------------------

@task("card:surrounded")
def _surrounded(s: State) -> None:
    """With exactly two ships left, the leader takes the first column of attacks, the other
    the second (nothing happens otherwise)."""
    seats = participants(s)
    if len(seats) != 2:
        return
    push(s, *(["attack_guard", seat, data(s)[column]]
              for seat, column in zip(seats, ("first", "second"), strict=True)))


@task("attack_guard")
def _attack_guard(s: State, seat: int, shots: str) -> None:
    guarded(s, seat, ["attack", seat, shots])


@task("attack")
def _attack(s: State, seat: int, shots: str) -> None:
    volley(s, shots, [seat], None)


@task("card:road_narrows")
def _road_narrows(s: State) -> None:
    """Two large meteors from the front, no dice: the leftmost and the rightmost line."""
    for seat in participants(s):
        ship = s.ships[seat]
        axis = [col_of(q) if ship.front in (0, 2) else row_of(q) for q in ship.tiles]
        left, right = (min(axis), max(axis)) if ship.front in (0, 1) else (max(axis), min(axis))
        aimed(s, seat, "Mf", right)
        aimed(s, seat, "Mf", left)


@task("card:ambush")
def _ambush(s: State) -> None:
    """The weakest firepower, counting forward cannons ½ and the others 1, is attacked."""
    s.ctx.update(values={}, ambush=True)
    push(s, *(["ambush_report", p] for p in participants(s)), ["ambush_judge"])


@task("ambush_report")
def _ambush_report(s: State, seat: int) -> None:
    report_fire(s, seat, ["ambush_value", seat])


@task("ambush_value")
def _ambush_value(s: State, seat: int, value: int) -> None:
    if value >= 0:
        s.ctx["values"][str(seat)] = value


@task("ambush_judge")
def _ambush_judge(s: State) -> None:
    s.ctx["ambush"] = False
    values = {int(p): v for p, v in s.ctx["values"].items() if s.flying[int(p)]}
    hit = victims(s, values)
    s.ctx["hit"] = []
    push(s, *(["ambush_guard", p] for p in hit), ["ambush_fire", hit[1] if len(hit) > 1 else -1])


@task("ambush_guard")
def _ambush_guard(s: State, seat: int) -> None:
    guarded(s, seat, ["mark_hit", seat])


@task("mark_hit")
def _mark_hit(s: State, seat: int) -> None:
    s.ctx["hit"].append(seat)


@task("ambush_fire")
def _ambush_fire(s: State, second: int) -> None:
    if s.ctx["hit"]:
        volley(s, data(s)["shots"], s.ctx["hit"], None,
               skip_first=[second] if five(s) and second >= 0 else [])


@task("card:asteroid_field_7")
def _asteroid_7(s: State) -> None:
    _cross_or_wait(s)


@task("card:asteroid_field_8")
def _asteroid_8(s: State) -> None:
    _cross_or_wait(s)


@task("card:crossfire")
def _crossfire(s: State) -> None:
    _cross_or_wait(s)


def _cross_or_wait(s: State) -> None:
    """From the leader each chooses: cross (all crossers take the attacks, one roll each) or
    wait (lose the card's days)."""
    s.ctx["crossers"] = []
    s.ctx["waiters"] = []
    push(s, *(["cross_choice", p] for p in participants(s)), ["cross_resolve"])


@task("cross_choice")
def _cross_choice(s: State, seat: int) -> None:
    if s.flying[seat]:
        ask(s, seat, "cross", ["cross_answer", seat])


@decision("cross")
class CrossDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        return ["cross", "wait"]

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        then(s, d["then"], move)


@task("cross_answer")
def _cross_answer(s: State, seat: int, move: str) -> None:
    s.ctx["crossers" if move == "cross" else "waiters"].append(seat)
    emit(s, "crossing" if move == "cross" else "waiting", seat=seat)


@task("cross_resolve")
def _cross_resolve(s: State) -> None:
    push(s, ["cross_wait_days"])
    if s.ctx["crossers"]:
        volley(s, data(s)["shots"], s.ctx["crossers"], None)


@task("cross_wait_days")
def _cross_wait_days(s: State) -> None:
    move_many(s, {p: -data(s)["days"] for p in s.ctx["waiters"] if s.flying[p]})


@task("card:getting_even")
def _getting_even(s: State) -> None:
    """From the last player forward, each names an amount and a column for the player right
    ahead, who pays it (to the bank) or takes heavy fire from the rear in that column."""
    order = participants(s)
    push(s, *(["even_demand", order[i], order[i - 1]] for i in range(len(order) - 1, 0, -1)))


@task("even_demand")
def _even_demand(s: State, namer: int, target: int) -> None:
    if s.flying[namer] and s.flying[target]:
        ask(s, namer, "demand", ["even_answer", target], target=target)


@decision("demand")
class DemandDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        cols = s.ships[d["target"]].layout.cols()
        return [f"demand {n} {c}" for n in range(1, data(s)["max_demand"] + 1) for c in cols]

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        _, amount, column = move.split()
        emit(s, "demand", seat=d["seat"], target=d["target"], amount=int(amount),
             column=int(column))
        then(s, d["then"], int(amount), int(column))


@task("even_answer")
def _even_answer(s: State, target: int, amount: int, column: int) -> None:
    ask(s, target, "pay_or_fire", ["even_settle", target, amount, column], amount=amount)


@decision("pay_or_fire")
class PayOrFireDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        return ["pay", "refuse"]

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        then(s, d["then"], move)


@task("even_settle")
def _even_settle(s: State, target: int, amount: int, column: int, move: str) -> None:
    if move == "pay":
        pay(s, target, amount)
    else:
        aimed(s, target, data(s)["shot"] + "b", column)


# -- bidding (GT-3.5.4) ---------------------------------------------------------------------------

@task("card:stranded_ship")
def _stranded_ship(s: State) -> None:
    _auction(s, "engines")


@task("card:junker_for_sale")
def _junker(s: State) -> None:
    _auction(s, "credits")


def _auction(s: State, currency: str) -> None:
    s.ctx["auction"] = {"order": participants(s), "out": [], "high": 0, "holder": -1,
                        "next": 0, "currency": currency}
    push(s, ["auction_step"])


def bid_cap(s: State, seat: int) -> int:
    if s.ctx["auction"]["currency"] == "engines":  # a double engine counts as one
        return len(of_kind(s.ships[seat], ENGINES, s.dead_col))
    return max(0, s.credits[seat])


@task("auction_step")
def _auction_step(s: State) -> None:
    a = s.ctx["auction"]
    live = [p for p in a["order"] if p not in a["out"] and s.flying[p]]
    if not live or (len(live) == 1 and a["holder"] == live[0]):
        push(s, ["auction_won"])
        return
    order = a["order"]
    for k in range(len(order)):
        seat = order[(a["next"] + k) % len(order)]
        if seat in live and seat != a["holder"]:
            a["next"] = (order.index(seat) + 1) % len(order)
            if bid_cap(s, seat) <= a["high"]:
                a["out"].append(seat)
                push(s, ["auction_step"])
            else:
                ask(s, seat, "bid", ["auction_bid", seat])
            return
    push(s, ["auction_won"])


@decision("bid")
class BidDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        high = s.ctx["auction"]["high"]
        return [*(f"bid {n}" for n in range(high + 1, bid_cap(s, d["seat"]) + 1)), "pass"]

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        then(s, d["then"], move)


@task("auction_bid")
def _auction_bid(s: State, seat: int, move: str) -> None:
    a = s.ctx["auction"]
    if move == "pass":
        a["out"].append(seat)
        emit(s, "bid", seat=seat, amount=0)
    else:
        a["high"], a["holder"] = int(move.split()[1]), seat
        emit(s, "bid", seat=seat, amount=a["high"])
    push(s, ["auction_step"])


@task("auction_won")
def _auction_won(s: State) -> None:
    """Stranded Ship: the winner gives up that many engines for 12 credits. Junker for Sale:
    the winner pays the bid and loads the goods."""
    a = s.ctx["auction"]
    seat = a["holder"]
    if seat < 0 or not s.flying[seat]:
        emit(s, "auction_unsold")
        return
    emit(s, "auction_won", seat=seat, amount=a["high"])
    if a["currency"] == "credits":
        pay(s, seat, a["high"])
        gain(s, seat, data(s)["goods"], None)
        return
    s.credits[seat] += data(s)["credits"]
    emit(s, "credits", seat=seat, amount=data(s)["credits"], why="stranded_ship")
    push(s, ["sell_engines", seat, a["high"]])


@task("sell_engines")
def _sell_engines(s: State, seat: int, count: int) -> None:
    engines = of_kind(s.ships[seat], ENGINES, s.dead_col)
    if count <= 0 or not engines:
        settle(s, seat)
        return
    if len(engines) <= count:
        fall_off(s, seat, engines, "sold")
        settle(s, seat)
        return
    ask(s, seat, "discard", ["engine_sold", seat, count], among="engines")


@task("engine_sold")
def _engine_sold(s: State, seat: int, count: int, q: int) -> None:
    fall_off(s, seat, [q], "sold")
    push(s, ["sell_engines", seat, count - 1])
