"""Rough Roads that are steps of their own (GT-5.8.5); the others are hooks where the rule they
change lives (hazards, losses, launch, flight, cards)."""

from __future__ import annotations

from typing import Any

from games.galaxy_trucker.flow import ask, decision, emit, task, then
from games.galaxy_trucker.losses import give_up, pay, take_good
from games.galaxy_trucker.state import State


def union_options(s: State, seat: int) -> list[str]:
    """`union K`: K goods (least valuable first) and the rest in credits, one per crew member;
    without loans the credits must be there (GT-1.6.2); or `refuse`, and give up at once (not
    `give up`, which any player may declare at any time for the next card boundary)."""
    ship = s.ships[seat]
    crew = ship.crew_total()
    goods = len(ship.all_goods())
    out = []
    for k in range(min(goods, crew) + 1):
        if s.opts["evil_machinations"] or crew - k <= s.credits[seat]:
            out.append(f"union {k}")
    return [*out, "refuse"]


@task("union")
def _union(s: State, seat: int) -> None:
    """Union Ship (#9): before the last card, pay the union per crew member or give up."""
    if s.flying[seat]:
        ask(s, seat, "union", ["union_paid", seat])


@decision("union")
class UnionDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        return union_options(s, d["seat"])

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        then(s, d["then"], move)


@task("union_paid")
def _union_paid(s: State, seat: int, move: str) -> None:
    if move == "refuse":
        give_up(s, seat, "union")
        return
    ship = s.ships[seat]
    k = int(move.split()[1])
    for _ in range(k):
        good = ship.all_goods()[-1]
        q = min(q for q, g in ship.goods.items() if good in g)
        take_good(s, seat, q, good, "union")
    pay(s, seat, ship.crew_total() - k)
    emit(s, "union_paid", seat=seat, goods=k)
