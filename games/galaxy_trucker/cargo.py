"""Gaining goods (GT-3.8.3): a loading session where the player stows any of the new goods in
free slots (red ones only in special slots, GT-1.5.2), may take goods already aboard out to
rearrange or discard them, may feed one good to a reactor to recharge a joined battery
(GT-5.4.8), and ends with `done`; what is left over is discarded. A split IIA ship may use the
holds of both halves (GT-5.6.2.3 #4). Infected Goods (GT-5.8.5 #14) costs astronauts first.
"""

from __future__ import annotations

from typing import Any

from games.galaxy_trucker.flow import Task, ask, decision, emit, push, task, then
from games.galaxy_trucker.geometry import label
from games.galaxy_trucker.losses import lose_crew, parse_square
from games.galaxy_trucker.notation import GOOD_NAMES, GOODS
from games.galaxy_trucker.ship import sort_goods
from games.galaxy_trucker.state import State
from games.galaxy_trucker.stats import kind, reactor_batteries
from games.galaxy_trucker.tiles import HOLD_KINDS, TILES


def holds(s: State, seat: int) -> list[int]:
    ship = s.ships[seat]
    return [q for q in sorted(ship.tiles) if kind(ship, q, s.dead_col) in HOLD_KINDS]


def fits(s: State, seat: int, q: int, good: str) -> bool:
    """Whether one more `good` fits in the hold on `q` (red goods need a special slot)."""
    spec = TILES[s.ships[seat].tiles[q]]
    aboard = s.ships[seat].goods.get(q, "")
    if len(aboard) >= spec.capacity:
        return False
    reds = aboard.count("r") + (good == "r")
    return reds <= spec.red


def gain(s: State, seat: int, goods: str, after: Task | None, limit: int | None = None) -> None:
    """`seat` receives `goods`; it may keep at most `limit` of them (the second lander or
    explorer of a five-player game takes one good less, GT-5.3.1-2)."""
    push(s, ["gain", seat, sort_goods(goods), limit, after])


@task("gain")
def _gain(s: State, seat: int, goods: str, limit: int | None, after: Task | None) -> None:
    if not s.flying[seat] or not goods:
        then(s, after)
        return
    emit(s, "goods_offered", seat=seat, goods=goods)
    nxt: Task = ["load_session", seat, goods, limit, after]
    if s.rr("infected_goods"):  # only aliens load; every good beyond them costs an astronaut
        aliens = len(s.ships[seat].aliens())
        count = len(goods) if s.opts["infected_goods"] == "offered" else min(
            len(goods), limit if limit is not None else len(goods))
        if count > aliens:
            lose_crew(s, seat, count - aliens, "infected", nxt)
            return
    push(s, nxt)


@task("load_session")
def _load_session(s: State, seat: int, goods: str, limit: int | None,
                  after: Task | None) -> None:
    if not s.flying[seat]:
        then(s, after)
        return
    session = {"new": goods, "old": "", "loaded": 0, "limit": len(goods) if limit is None
               else limit, "unloads": len(s.ships[seat].all_goods()), "reactor": False}
    if not holds(s, seat) and not reactor_batteries(s.ships[seat], s.dead_col):
        emit(s, "goods_discarded", seat=seat, goods=goods)
        then(s, after)
        return
    ask(s, seat, "load", after, session=session)


def load_options(s: State, seat: int, session: dict[str, Any]) -> list[str]:
    out = []
    ship = s.ships[seat]
    pending = sort_goods(set(session["old"]) | (set(session["new"]) if session["loaded"]
                                                < session["limit"] else set()))
    for good in pending:
        for q in holds(s, seat):
            if fits(s, seat, q, good):
                out.append(f"load {GOOD_NAMES[good]} {label(q)}")
    if session["unloads"] > 0:
        for q in holds(s, seat):
            for good in sort_goods(set(ship.goods.get(q, ""))):
                out.append(f"unload {GOOD_NAMES[good]} {label(q)}")
    if not session["reactor"] and (session["new"] or session["old"]):
        for q in reactor_batteries(ship, s.dead_col):
            if ship.batt.get(q, 0) < TILES[ship.tiles[q]].batteries:
                for good in sort_goods(set(session["new"] + session["old"])):
                    out.append(f"recharge {label(q)} {GOOD_NAMES[good]}")
    out.append("done")
    return out


@decision("load")
class LoadDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        return load_options(s, d["seat"], d["session"])

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        seat, session = d["seat"], d["session"]
        ship = s.ships[seat]
        words = move.split()
        if words[0] == "done":
            left = sort_goods(session["new"] + session["old"])
            if left:
                emit(s, "goods_discarded", seat=seat, goods=left)
            then(s, d["then"])
            return
        if words[0] == "recharge":
            q, good = parse_square(" ".join(words[:2])), GOODS[words[2]]
            _take_pending(session, good)
            ship.batt[q] = TILES[ship.tiles[q]].batteries
            session["reactor"] = True
            emit(s, "recharged", seat=seat, square=label(q), good=good)
        else:
            good, q = GOODS[words[1]], parse_square(move)
            if words[0] == "load":
                if good in session["old"]:
                    session["old"] = session["old"].replace(good, "", 1)
                else:
                    session["new"] = session["new"].replace(good, "", 1)
                    session["loaded"] += 1
                ship.goods[q] = sort_goods(ship.goods.get(q, "") + good)
                emit(s, "loaded", seat=seat, square=label(q), good=good)
            else:
                ship.goods[q] = ship.goods[q].replace(good, "", 1)
                if not ship.goods[q]:
                    del ship.goods[q]
                session["old"] = sort_goods(session["old"] + good)
                session["unloads"] -= 1
                emit(s, "unloaded", seat=seat, square=label(q), good=good)
        ask(s, seat, "load", d["then"], session=session)


def _take_pending(session: dict[str, Any], good: str) -> None:
    if good in session["old"]:
        session["old"] = session["old"].replace(good, "", 1)
    else:
        session["new"] = session["new"].replace(good, "", 1)
