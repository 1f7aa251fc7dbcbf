"""The end of a flight (GT-4.1 to GT-4.5, GT-5.3.6-7, GT-5.4.1, GT-5.5.3-5, GT-5.6) and of the
game (GT-4.6): every credit a round earns or costs, itemised per seat for the view."""

from __future__ import annotations

from typing import Any

from games.galaxy_trucker.data.insurance import LOSS_CAP
from games.galaxy_trucker.data.rewards import (
    ARRIVAL,
    BEST_LOOKING,
    IA_ORIENTATION_BONUS,
    LOAN_REPAY,
    LUXURY_BONUS,
    MADE_TO_ORDER_FINE,
    MANAGER_BONUS,
    MERCHANT_BONUS,
)
from games.galaxy_trucker.flow import emit
from games.galaxy_trucker.losses import pay, sell_half_price, workers_fine
from games.galaxy_trucker.penalties import five
from games.galaxy_trucker.ship import goods_value
from games.galaxy_trucker.state import State
from games.galaxy_trucker.stats import kind
from games.galaxy_trucker.structure import exposed
from games.ranking import places


def arrival_order(s: State, finishers: list[int]) -> list[int]:
    """The finishers, first to arrive first: whole IIA ships ahead of single halves
    (GT-5.6.2.6), then by position on the track."""
    return sorted(finishers, key=lambda p: (-len(s.ships[p].halves), -(s.pos[p] or 0)))


def arrival_rewards(s: State, finishers: list[int]) -> dict[int, int]:
    """GT-4.2 by final order; with five players the first two both get the first reward
    (GT-5.3.6)."""
    table = list(ARRIVAL[s.round])
    if five(s):
        table = [table[0], *table]
    return {p: table[i] for i, p in enumerate(arrival_order(s, finishers)) if i < len(table)}


def best_looking(s: State, finishers: list[int]) -> list[int]:
    """GT-4.3.1: fewest exposed connectors, ties all rewarded; five players reward the second
    fewest too unless the fewest is shared (GT-5.3.7); on IIA only whole ships compete, unless
    no ship arrived whole (GT-5.6.2.7)."""
    eligible = finishers
    if s.ships and s.ships[0].layout.split:
        whole = [p for p in finishers if len(s.ships[p].halves) == 2]
        eligible = whole or finishers
    if not eligible:
        return []
    counts = {p: exposed(s.ships[p]) for p in eligible}
    levels = sorted(set(counts.values()))
    best = [p for p in eligible if counts[p] == levels[0]]
    if five(s) and len(best) == 1 and len(levels) > 1:
        best += [p for p in eligible if counts[p] == levels[1]]
    return sorted(best)


def sale(s: State, seat: int) -> int:
    """GT-4.4: the goods aboard at full price, or at half price after giving up (GT-4.4.2); the
    merchant adds 1 per red or yellow good, never halved (GT-5.5.5)."""
    goods = s.ships[seat].all_goods()
    merchant = s.role[seat] == "merchant"
    if s.gave_up[seat]:
        return sell_half_price(s, goods, merchant)
    bonus = MERCHANT_BONUS * sum(1 for g in goods if g in "ry") if merchant else 0
    return goods_value(goods) + bonus


def lost_payment(s: State, seat: int) -> int:
    """GT-4.5: 1 per lost tile, capped by the class's insurance (GT-4.5.2); nothing with a
    lawyer aboard (GT-5.5.3)."""
    if s.role[seat] == "lawyer":
        return 0
    ship = s.ships[seat]
    cap = LOSS_CAP[ship.cls]
    owed = len(ship.lost)
    return owed if cap is None else min(owed, cap)


def extras(s: State, seat: int, finishers: list[int]) -> dict[str, int]:
    """Expansion extras for a ship that finished the flight."""
    ship = s.ships[seat]
    out: dict[str, int] = {}
    luxury = sum(ship.crew.get(q, 0) for q in ship.tiles if kind(ship, q) == "luxury")
    if luxury:
        out["luxury"] = luxury * LUXURY_BONUS[s.round]
    if s.role[seat] == "manager":
        out["manager"] = MANAGER_BONUS[len(ship.aliens())]
    if ship.cls == "IA" and all(s.ships[p].front != ship.front for p in finishers if p != seat):
        out["orientation"] = IA_ORIENTATION_BONUS
    return out


def score_round(s: State) -> None:
    finishers = [p for p in range(s.n) if s.flying[p]]
    arrival = arrival_rewards(s, finishers)
    place = {p: n for n, p in enumerate(arrival_order(s, finishers), 1)}
    pretty = best_looking(s, finishers)
    rows: list[dict[str, Any]] = []
    for seat in range(s.n):
        row: dict[str, int] = {"arrival": arrival.get(seat, 0),
                               "best_looking": BEST_LOOKING[s.round] if seat in pretty else 0,
                               "goods": sale(s, seat)}
        if seat in finishers:
            row.update(extras(s, seat, finishers))
        gained = sum(row.values())
        s.credits[seat] += gained
        lost = lost_payment(s, seat)
        fines = {"lost": lost, "workers": workers_fine(s, seat),
                 "made_to_order": MADE_TO_ORDER_FINE * _unbuilt(s, seat)}
        for value in fines.values():
            pay(s, seat, value)
        row.update({k: -v for k, v in fines.items() if v})
        row["total"] = gained - sum(fines.values())
        rows.append({"seat": seat, "finished": seat in finishers, **row,
                     **({"place": place[seat]} if seat in place else {})})
    s.results.append({"round": s.round, "rows": rows})
    emit(s, "round_scored", round=s.round, rows=rows)


def _unbuilt(s: State, seat: int) -> int:
    on_ship = set(s.ships[seat].tiles.values())
    return sum(1 for t in s.mto[seat] if t not in on_ship)


def end_game(s: State) -> None:
    """GT-4.6: loans are repaid where credits allow (GT-5.7.5); the game is over."""
    for seat in range(s.n):
        while s.loans[seat] and s.credits[seat] >= LOAN_REPAY:
            s.credits[seat] -= LOAN_REPAY
            s.loans[seat] -= 1
            emit(s, "repaid", seat=seat)
    s.phase = "over"
    emit(s, "game_over", credits=list(s.credits), loans=list(s.loans))


def ranking(s: State) -> list[list[int]]:
    """Most credits first, ties share a place (GT-4.6.1); an unpaid loan loses (GT-4.6.2)."""
    sound = [p for p in range(s.n) if not s.loans[p]]
    debtors = [p for p in range(s.n) if s.loans[p]]
    out = places(sound, lambda p: s.credits[p])
    if debtors:
        out += places(debtors, lambda p: s.credits[p])
    return out
