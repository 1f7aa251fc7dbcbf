"""Helpers for Galaxy Trucker tests: build ships square by square, drop a position straight
into a card, play moves, and the ALL-modules option set."""

from __future__ import annotations

from typing import Any

from games.galaxy_trucker import GAME
from games.galaxy_trucker.flow import TASKS, run
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
    rockets at `positions` (default 0, -2, -4…) and `deck` to come. The first card is turned
    and run up to its first decision; the flight stops once that card is over (the next card
    waits for `next_card`). With no deck nothing is turned: tests then act on the state."""
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
    if not deck:
        s.queue, s.pending, s.card = [], None, "open_space_1a"
        return s
    return next_card(s)


def fire(s: State, shots: str, targets: list[int]) -> State:
    """Fire `shots` (cards_base letters) at `targets` in a state from `in_flight(..., [])`."""
    from games.galaxy_trucker.hazards import volley

    volley(s, shots, targets, None)
    run(s)
    return s


def next_card(s: State) -> State:
    """Turn the next card and run it, stopping before the one after."""
    s.queue, s.pending = [], None
    TASKS["next_card"](s)
    if s.queue and s.queue[-1] == ["next_card"]:
        s.queue.pop()
    run(s)
    return s


def play(s: State, seat: int, *moves: str) -> State:
    for move in moves:
        s = GAME.apply(s, seat, move)
    return s


def events(s: State, name: str) -> list[dict[str, Any]]:
    return [e for e in s.card_events if e["event"] == name]


def fixed_dice(monkeypatch: Any, *rolls: tuple[int, ...]) -> None:
    """Make the next rolls of the game's dice these faces (one tuple per roll)."""
    from games import rng

    queue = list(rolls)

    def roll(state: int, count: int, sides: int = 6) -> tuple[int, list[int]]:
        faces = list(queue.pop(0))
        assert len(faces) == count, (faces, count)
        return state + 1, faces

    monkeypatch.setattr(rng, "roll", roll)


# Tiles placed on class I ships in the tests (rotation in degrees), all joined to the cabin:
ENGINE_E = (77, 0)  # engine - - X U at 8,7: exhaust south, universal west
DOUBLE_ENGINE_W = (86, 0)  # double engine - U X U at 6,7
CANNON_N = (99, 0)  # cannon B - U S at 7,6: barrel north, universal south
DOUBLE_CANNON_N = (128, 0)  # double cannon B - U D at 7,6
BATTERY_S = (4, 90)  # battery (2) - U - U at 7,8 turned: universal north
CABIN_E = (35, 0)  # cabin D S D S at 8,7: single west
SHIELD_S = (116, 180)  # shield - - S U at 7,8 turned: covers rear and left, S north
