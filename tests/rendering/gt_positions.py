"""Galaxy Trucker positions for the picture tests: seeded games played by the AI until a
condition holds (the engine is deterministic, so the positions are always the same)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from games.galaxy_trucker import GAME, State

# Han characters all in the bundled subset: the pictures never depend on a system font.
NAMES = ["alice", "Bartholomew the Great", "张小明", "dolores", "eve"]


def play(seats: int, seed: int, stop: Callable[[State], bool],
         options: dict[str, Any] | None = None, level: str = "builder") -> State:
    s = GAME.new(seats, seed, options or {})
    k = 0
    while not stop(s) and not GAME.is_over(s):
        waiting = GAME.awaiting(s)
        seat = waiting[k % len(waiting)]
        s = GAME.apply(s, seat, GAME.ai_move(s, seat, level, k))
        k += 1
    return s


@cache
def building(seats: int = 4, seed: int = 3, tiles: int = 9) -> State:
    """The middle of building: seat 0 has `tiles` tiles and (by then) one in hand."""
    return play(seats, seed, lambda s: s.phase == "build" and len(s.ships[0].tiles) >= tiles
                and bool(s.ships[0].hand))


@cache
def in_flight(seats: int = 4, seed: int = 3, card: str = "combat_zone_1a") -> State:
    """A card being resolved in round 1."""
    return play(seats, seed, lambda s: s.phase == "flight" and s.card == card)


@cache
def finished(seats: int = 3, seed: int = 5) -> State:
    return play(seats, seed, lambda s: False)
