"""Losing things: crew (GT-3.8.1), goods (GT-3.8.2), batteries (GT-2.12.5), credits (GT-1.6.2,
GT-5.7.6), and the ship itself (giving up, GT-3.10; a half of a IIA ship, GT-5.6.2.4).

Every choice a loss leaves to its owner is asked one item at a time (which cabin loses an
astronaut, which hold gives up a good, which battery is spent); a choice that cannot change
anything is made by the engine in square order.
"""

from __future__ import annotations

from typing import Any

from games.galaxy_trucker.data.rewards import LOAN_AMOUNT, WORKERS_COMP
from games.galaxy_trucker.flow import Task, ask, decision, emit, push, task, then
from games.galaxy_trucker.geometry import label
from games.galaxy_trucker.ship import goods_value, sort_goods
from games.galaxy_trucker.state import State
from games.galaxy_trucker.stats import kind
from games.galaxy_trucker.tiles import TILES


def parse_square(move: str) -> int:
    from games.galaxy_trucker.geometry import square

    col, row = move.split()[-1].split(",")
    return square(int(col), int(row))


# -- credits and loans ----------------------------------------------------------------------------

def pay(s: State, seat: int, amount: int) -> int:
    """Take `amount` credits from `seat`. Without Evil Machinations a player who cannot pay pays
    what they have (GT-1.6.2); with it they take loans of 10 to pay in full (GT-5.7.6)."""
    if amount <= 0:
        return 0
    if s.opts["evil_machinations"]:
        while s.credits[seat] < amount:
            s.credits[seat] += LOAN_AMOUNT
            s.loans[seat] += 1
            emit(s, "loan", seat=seat, forced=True)
        paid = amount
    else:
        paid = min(amount, s.credits[seat])
    s.credits[seat] -= paid
    emit(s, "paid", seat=seat, amount=paid, owed=amount)
    return paid


def sell_half_price(s: State, goods: str, merchant: bool) -> int:
    """Goods of a player who gave up: half their value, rounded as the option says (GT-4.4.2),
    plus the merchant's bonus, never halved (GT-5.5.5)."""
    value = goods_value(goods)
    half = (value + 1) // 2 if s.opts["gave_up_rounding"] == "up" else value // 2
    return half + (sum(1 for g in goods if g in "ry") if merchant else 0)


# -- giving up ------------------------------------------------------------------------------------

def give_up(s: State, seat: int, reason: str) -> None:
    """GT-3.10.3: the rocket leaves the board; the ship keeps its goods and losses for scoring."""
    if not s.flying[seat]:
        return
    s.flying[seat] = False
    s.gave_up[seat] = True
    s.pos[seat] = None
    s.hyper[seat] = [0, 0]
    s.retire[seat] = 0
    emit(s, "gave_up", seat=seat, reason=reason)
    if s.pending and s.pending.get("seat") == seat:
        s.pending = None


def drop_half(s: State, seat: int, half: int, reason: str) -> None:
    """GT-5.6.2.4: a half of a IIA ship leaves: its goods are sold at once at half price, its
    tiles go back to the box (not lost), its lost pile stays; the other half flies on."""
    ship = s.ships[seat]
    if half not in ship.halves:
        return
    if len(ship.halves) == 1:
        give_up(s, seat, reason)
        return
    goods = sort_goods("".join(g for q, g in ship.goods.items() if ship.half(q) == half))
    merchant = s.role[seat] == "merchant" and _role_half(s, seat) in (half, None)
    earned = sell_half_price(s, goods, merchant)
    s.credits[seat] += earned
    for q in ship.squares(half):
        if ship.alien.get(q) == "t":
            s.role[seat] = ""
        ship.remove(q)
    ship.halves.remove(half)
    s.hyper[seat][half] = 0
    emit(s, "half_dropped", seat=seat, half=half, reason=reason, goods=goods, credits=earned)


def _role_half(s: State, seat: int) -> int | None:
    ship = s.ships[seat]
    for q, a in ship.alien.items():
        if a == "t":
            return ship.half(q)
    return None


def check_crewed(s: State, seat: int) -> None:
    """GT-3.10.2a: a ship (or a IIA half, GT-5.6.2.4) with no awake astronaut gives up."""
    if not s.flying[seat]:
        return
    ship = s.ships[seat]
    for half in list(ship.halves):
        if ship.astronauts(half) == 0:
            drop_half(s, seat, half, "no_astronauts")
            if not s.flying[seat]:
                return


# -- crew -----------------------------------------------------------------------------------------

def crewed_cabins(s: State, seat: int, half: int | None = None) -> list[int]:
    ship = s.ships[seat]
    return sorted(q for q in ship.tiles if (ship.crew.get(q) or q in ship.alien)
                  and (half is None or ship.half(q) == half))


def remove_one(s: State, seat: int, q: int, cause: str) -> None:
    """One crew member leaves cabin `q`: its alien if there is one, else an astronaut."""
    ship = s.ships[seat]
    if q in ship.alien:
        alien = ship.alien.pop(q)
        if alien == "t":
            s.role[seat] = ""
        emit(s, "crew_lost", seat=seat, square=label(q), alien=alien, cause=cause)
    else:
        ship.crew[q] -= 1
        if not ship.crew[q]:
            del ship.crew[q]
        emit(s, "crew_lost", seat=seat, square=label(q), alien="", cause=cause)
    if s.rr("workers_compensation") and cause not in ("abandoned_ship", "junkyard"):
        s.workers[seat] += 1
    note_crew_lost(s, seat)


def note_crew_lost(s: State, seat: int) -> None:
    """Remember that `seat` lost crew since its last crew check: sleepers may then wake
    (GT-5.4.2), whatever took the crew (a card, a destroyed or fallen tile, a lost life
    support, Panic)."""
    lost = s.ctx.setdefault("crew_lost", [])
    if seat not in lost:
        lost.append(seat)


def crew_check(s: State, seat: int) -> None:
    """After a loss of tiles or crew: a ship (or IIA half) without an awake astronaut gives up
    at once (GT-3.10.2a); one that lost crew is then offered to wake sleepers (GT-5.4.2), as the
    next task, so a caller pushes nothing after this."""
    check_crewed(s, seat)
    if seat in s.ctx.get("crew_lost", []):
        push(s, ["crew_settled", seat])


def lose_crew(s: State, seat: int, n: int, cause: str, after: Task | None,
              half: int | None = None) -> None:
    """`seat` loses `n` crew members of its choice (of one half, if given): all of them when
    it has no more (GT-3.8.1)."""
    push(s, ["crew_loss", seat, n, cause, after, half])


@task("crew_loss")
def _crew_loss(s: State, seat: int, n: int, cause: str, after: Task | None,
               half: int | None = None) -> None:
    ship = s.ships[seat]
    cabins = crewed_cabins(s, seat, half)
    if not s.flying[seat] and cause != "abandoned_ship":  # out of the flight: nothing to lose
        then(s, after)
        return
    if n > 0 and cabins and n >= ship.crew_total(half):
        for q in cabins:
            while ship.crew.get(q) or q in ship.alien:
                remove_one(s, seat, q, cause)
        n = 0
    if n <= 0 or not cabins:
        push(s, ["crew_settled", seat], *([after] if after else []))
        return
    if len(cabins) == 1:
        remove_one(s, seat, cabins[0], cause)
        push(s, ["crew_loss", seat, n - 1, cause, after, half])
        return
    ask(s, seat, "lose", ["crew_loss_pick", seat, n, cause, after, half], half=half)


@task("crew_loss_pick")
def _crew_loss_pick(s: State, seat: int, n: int, cause: str, after: Task | None,
                    half: int | None, q: int) -> None:
    remove_one(s, seat, q, cause)
    push(s, ["crew_loss", seat, n - 1, cause, after, half])


@decision("lose")
class LoseDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        return [f"lose {label(q)}" for q in crewed_cabins(s, d["seat"], d.get("half"))]

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        then(s, d["then"], parse_square(move))


@task("crew_settled")
def _crew_settled(s: State, seat: int) -> None:
    """After a crew loss: no awake astronaut left, the ship gives up at once; else, if crew was
    lost, sleepers may wake one at a time (GT-5.4.2, GT-3.10.2a)."""
    check_crewed(s, seat)
    if s.flying[seat] and seat in s.ctx.get("crew_lost", []) and wake_targets(s, seat):
        ask(s, seat, "wake", ["crew_settled", seat])
        return
    _woken(s, seat)


def _woken(s: State, seat: int) -> None:
    """The wake offer for the last loss is over."""
    lost = s.ctx.get("crew_lost", [])
    if seat in lost:
        lost.remove(seat)


def wake_targets(s: State, seat: int) -> list[int]:
    """Cabins (not luxury) with room where a sleeper of the same half may wake: that half still
    has an awake astronaut and a hibernation cabin with sleepers (GT-5.4.2, GT-5.6.2.3)."""
    ship = s.ships[seat]
    halves = {ship.half(q) for q, n in ship.sleep.items() if n}
    out = []
    for q in sorted(ship.tiles):
        half = ship.half(q)
        if half not in halves or not ship.astronauts(half) or q in ship.alien:
            continue
        k = kind(ship, q, s.dead_col)
        if k in ("cabin", "start") and ship.crew.get(q, 0) < TILES[ship.tiles[q]].crew:
            out.append(q)
    return out


@decision("wake")
class WakeDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        return [*(f"wake {label(q)}" for q in wake_targets(s, d["seat"])), "done"]

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        seat = d["seat"]
        if move == "done":
            _woken(s, seat)
            check_crewed(s, seat)
            return
        ship = s.ships[seat]
        q = parse_square(move)
        source = max((h for h, n in ship.sleep.items() if n and ship.half(h) == ship.half(q)),
                     key=lambda h: (ship.sleep[h], -h))
        ship.sleep[source] -= 1
        if not ship.sleep[source]:
            del ship.sleep[source]
        ship.crew[q] = ship.crew.get(q, 0) + 1
        emit(s, "woke", seat=seat, square=label(q))
        push(s, d["then"])


# -- goods ----------------------------------------------------------------------------------------

def lose_goods(s: State, seat: int, n: int, after: Task | None) -> None:
    push(s, ["goods_loss", seat, n, after])


def top_holds(s: State, seat: int) -> list[int]:
    """Holds carrying the most valuable colour aboard (GT-3.8.2: those go first)."""
    ship = s.ships[seat]
    goods = ship.all_goods()
    if not goods:
        return []
    return sorted(q for q, g in ship.goods.items() if goods[0] in g)


def take_good(s: State, seat: int, q: int, colour: str, cause: str) -> None:
    ship = s.ships[seat]
    ship.goods[q] = ship.goods[q].replace(colour, "", 1)
    if not ship.goods[q]:
        del ship.goods[q]
    emit(s, "good_lost", seat=seat, square=label(q), good=colour, cause=cause)


@task("goods_loss")
def _goods_loss(s: State, seat: int, n: int, after: Task | None) -> None:
    ship = s.ships[seat]
    if n <= 0 or not s.flying[seat]:
        then(s, after)
        return
    holds = top_holds(s, seat)
    if holds:
        if len(holds) == 1:
            take_good(s, seat, holds[0], ship.all_goods()[0], "penalty")
            push(s, ["goods_loss", seat, n - 1, after])
        else:
            ask(s, seat, "drop", ["goods_loss_pick", seat, n, after])
        return
    if ship.batteries():  # a missing good costs a battery instead (GT-3.8.2)
        spend(s, seat, 1, None, ["goods_loss", seat, n - 1, after], waive=False)
        return
    then(s, after)


@task("goods_loss_pick")
def _goods_loss_pick(s: State, seat: int, n: int, after: Task | None, q: int) -> None:
    take_good(s, seat, q, s.ships[seat].all_goods()[0], "penalty")
    push(s, ["goods_loss", seat, n - 1, after])


@decision("drop")
class DropDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        return [f"drop {label(q)}" for q in top_holds(s, d["seat"])]

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        then(s, d["then"], parse_square(move))


# -- batteries ------------------------------------------------------------------------------------

def charged(s: State, seat: int, half: int | None) -> list[int]:
    ship = s.ships[seat]
    return sorted(q for q, n in ship.batt.items() if n and (half is None or ship.half(q) == half))


def spend(s: State, seat: int, count: int, half: int | None, after: Task | None,
          waive: bool = True) -> None:
    """Spend `count` batteries of `half` (None: any half). The techie waives the first battery of
    each card when the ship has one (GT-5.5.6)."""
    if waive and count > 0 and s.role[seat] == "techie" and not s.techie[seat] \
            and charged(s, seat, half) and _role_half(s, seat) in (half, None):
        s.techie[seat] = 1
        count -= 1
        emit(s, "techie", seat=seat)
    push(s, ["spend", seat, count, half, after])


@task("spend")
def _spend(s: State, seat: int, count: int, half: int | None, after: Task | None) -> None:
    tiles = charged(s, seat, half)
    if count <= 0 or not tiles or not s.flying[seat]:
        then(s, after)
        return
    if len(tiles) == 1:
        use_battery(s, seat, tiles[0])
        push(s, ["spend", seat, count - 1, half, after])
        return
    ask(s, seat, "battery", ["spend_pick", seat, count, half, after], half=half)


@task("spend_pick")
def _spend_pick(s: State, seat: int, count: int, half: int | None, after: Task | None,
                q: int) -> None:
    use_battery(s, seat, q)
    push(s, ["spend", seat, count - 1, half, after])


def use_battery(s: State, seat: int, q: int) -> None:
    s.ships[seat].batt[q] -= 1
    emit(s, "battery_used", seat=seat, square=label(q))


@decision("battery")
class BatteryDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        return [f"battery {label(q)}" for q in charged(s, d["seat"], d.get("half"))]

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        then(s, d["then"], parse_square(move))


def workers_fine(s: State, seat: int) -> int:
    return s.workers[seat] * WORKERS_COMP
