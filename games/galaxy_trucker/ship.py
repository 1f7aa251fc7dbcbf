"""One player's ship: the tiles on its board and what they hold, plus hand, reserve and losses.

Contents live in small dicts keyed by square so that a copy is cheap (every move copies the
state): awake astronauts per cabin, an alien letter (`p` purple, `b` brown, `t` teal) per cabin,
sleepers per hibernation cabin, battery cells, and goods as a string of letters per hold, most
valuable first. Code never relies on the dicts' insertion order (a decoded ship has another):
whatever a choice depends on is iterated in square order.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.galaxy_trucker.data.rewards import GOOD_VALUE
from games.galaxy_trucker.geometry import LAYOUT, Layout

GOOD_ORDER = "rygb"  # most valuable first (GT-1.5.1)


def sort_goods(goods: Iterable[str]) -> str:
    return "".join(sorted(goods, key=GOOD_ORDER.index))


def goods_value(goods: str) -> int:
    return sum(GOOD_VALUE[g] for g in goods)


class Ship:
    __slots__ = ("alien", "batt", "cls", "crew", "front", "goods", "halves", "hand", "hand_from",
                 "last", "lost", "reserve", "rot", "sleep", "tiles")

    cls: str
    tiles: dict[int, int]
    rot: dict[int, int]
    crew: dict[int, int]
    alien: dict[int, str]
    sleep: dict[int, int]
    batt: dict[int, int]
    goods: dict[int, str]
    lost: list[int]
    reserve: list[int]
    hand: int
    hand_from: str
    last: int
    front: int
    halves: list[int]

    @classmethod
    def empty(cls, ship_class: str) -> Ship:
        s = cls.__new__(cls)
        s.cls = ship_class
        s.tiles, s.rot, s.crew, s.alien, s.sleep, s.batt, s.goods = {}, {}, {}, {}, {}, {}, {}
        s.lost, s.reserve = [], []
        s.hand, s.hand_from, s.last, s.front = 0, "", -1, 0
        s.halves = sorted(set(LAYOUT[ship_class].halves.values()) or {0})
        return s

    @property
    def layout(self) -> Layout:
        return LAYOUT[self.cls]

    def clone(self) -> Ship:
        s = Ship.__new__(Ship)
        s.cls = self.cls
        s.tiles = self.tiles.copy()
        s.rot = self.rot.copy()
        s.crew = self.crew.copy()
        s.alien = self.alien.copy()
        s.sleep = self.sleep.copy()
        s.batt = self.batt.copy()
        s.goods = self.goods.copy()
        s.lost = self.lost[:]
        s.reserve = self.reserve[:]
        s.hand, s.hand_from, s.last, s.front = self.hand, self.hand_from, self.last, self.front
        s.halves = self.halves[:]
        return s

    def half(self, q: int) -> int:
        return self.layout.halves.get(q, 0)

    def squares(self, half: int | None = None) -> list[int]:
        if half is None or not self.layout.halves:
            return list(self.tiles)
        return [q for q in self.tiles if self.layout.halves[q] == half]

    def remove(self, q: int) -> None:
        """Take the tile off the board with everything it holds (the caller files the tile)."""
        del self.tiles[q]
        del self.rot[q]
        for store in (self.crew, self.alien, self.sleep, self.batt, self.goods):
            store.pop(q, None)
        if self.last == q:
            self.last = -1

    # -- totals used everywhere ---------------------------------------------------------------
    def astronauts(self, half: int | None = None) -> int:
        if half is None:
            return sum(self.crew.values())
        return sum(n for q, n in self.crew.items() if self.half(q) == half)

    def aliens(self, half: int | None = None) -> list[str]:
        return [a for q, a in self.alien.items() if half is None or self.half(q) == half]

    def crew_total(self, half: int | None = None) -> int:
        """GT-2.12.1: astronauts and aliens aboard; sleepers do not count (GT-5.4.2)."""
        return self.astronauts(half) + len(self.aliens(half))

    def batteries(self, half: int | None = None) -> int:
        if half is None:
            return sum(self.batt.values())
        return sum(n for q, n in self.batt.items() if self.half(q) == half)

    def all_goods(self) -> str:
        return sort_goods("".join(self.goods.values()))

    # -- JSON ---------------------------------------------------------------------------------
    def encode(self) -> dict[str, Any]:
        grid = [[q, self.tiles[q], self.rot[q], self.crew.get(q, 0), self.alien.get(q, ""),
                 self.sleep.get(q, 0), self.batt.get(q, 0), self.goods.get(q, "")]
                for q in sorted(self.tiles)]
        return {"class": self.cls, "front": self.front, "halves": list(self.halves),
                "grid": grid, "lost": list(self.lost), "reserve": list(self.reserve),
                "hand": self.hand, "hand_from": self.hand_from, "last": self.last}

    @classmethod
    def decode(cls, d: dict[str, Any]) -> Ship:
        s = cls.empty(str(d["class"]))
        s.front = int(d["front"])
        s.halves = [int(h) for h in d["halves"]]
        for q, tile, rot, crew, alien, sleep, batt, goods in d["grid"]:
            q = int(q)
            s.tiles[q] = int(tile)
            s.rot[q] = int(rot)
            if crew:
                s.crew[q] = int(crew)
            if alien:
                s.alien[q] = str(alien)
            if sleep:
                s.sleep[q] = int(sleep)
            if batt:
                s.batt[q] = int(batt)
            if goods:
                s.goods[q] = str(goods)
        s.lost = [int(t) for t in d["lost"]]
        s.reserve = [int(t) for t in d["reserve"]]
        s.hand, s.hand_from, s.last = int(d["hand"]), str(d["hand_from"]), int(d["last"])
        return s

