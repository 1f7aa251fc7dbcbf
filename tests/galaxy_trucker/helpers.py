"""Helpers for Galaxy Trucker tests: build ships square by square, drop a position straight
into a card, play moves, and the ALL-modules option set."""

from __future__ import annotations

from typing import Any

from games.galaxy_trucker import GAME
from games.galaxy_trucker.flow import run
from games.galaxy_trucker.geometry import square
from games.galaxy_trucker.launch import fill
from games.galaxy_trucker.ship import Ship
from games.galaxy_trucker.state import State

ALL_MODULES = {"evil_machinations": True, "rough_roads": "all", "bonus_cards": True}


def sq(text: str) -> int:
    col, row = text.split(",")
    return square(int(col), int(row))


def ship(cls: str, tiles: dict[str, tuple[int, int]], start: bool = True) -> Ship:
    """A ship of class `cls` with `tiles` = {"col,row": (tile id, rotation in degrees)}; the
    blue starting cabin on the start square unless `start` is False or the square is given."""
    s = Ship.empty(cls)
    if start and s.layout.start is not None:
        s.tiles[s.layout.start], s.rot[s.layout.start] = 31, 0
    for where, (tile, degrees) in tiles.items():
        q = sq(where)
        s.tiles[q], s.rot[q] = tile, degrees // 90
    return s


def new(n: int = 2, seed: int = 1, **options: Any) -> State:
    return GAME.new(n, seed, options)


def in_flight(ships: list[Ship], deck: list[str], positions: list[int] | None = None,
              seed: int = 1, loaded: bool = True, **options: Any) -> State:
    """A state in flight with these ships (filled as after loading unless `loaded` is False),
    rockets at `positions` (default 0, -2, -4…) and `deck` to come, run up to its first
    decision."""
    n = len(ships)
    s = GAME.new(n, seed, options)
    s.phase = "flight"
    s.ships = ships
    for seat in range(n):
        s.finish[seat] = [0, seat]
        if loaded:
            fill(s, seat)
    s.order = list(range(n))
    s.pos = list(positions) if positions is not None else [-2 * k for k in range(n)]
    s.flying = [True] * n
    s.piles, s.deck = [], list(deck)
    s.queue, s.pending = [["next_card"]], None
    run(s)
    return s


def play(s: State, seat: int, *moves: str) -> State:
    for move in moves:
        s = GAME.apply(s, seat, move)
    return s


def events(s: State, name: str) -> list[dict[str, Any]]:
    return [e for e in s.card_events if e["event"] == name]
