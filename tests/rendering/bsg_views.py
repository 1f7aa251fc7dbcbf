"""Seeded Battlestar Galactica positions for the rendering tests (the crew AI plays every seat)."""

from __future__ import annotations

from typing import Any

import games.battlestar_galactica  # noqa: F401  (registers the game)
from games.battlestar_galactica import GAME

NAMES = ["Alice", "Bartholomew the Great", "李小明", "Dolores", "Eve", "Farid"]  # Han in the subset
END = 100_000


def played(seats: int, seed: int, moves: int, options: dict[str, Any] | None = None) -> Any:
    """The state after `moves` crew-AI moves of a seeded game (or its end)."""
    s = GAME.new(seats, seed, options or {})
    for k in range(moves):
        if GAME.is_over(s):
            break
        seat = GAME.awaiting(s)[0]
        s = GAME.apply(s, seat, GAME.ai_move(s, seat, "crew", seed * 7919 + k))
    return s


def sampled(seats: int, seed: int, count: int, options: dict[str, Any] | None = None
            ) -> list[dict[str, Any]]:
    """About `count` public views spread over one seeded game, its last position included."""
    s = GAME.new(seats, seed, options or {})
    history = [s]
    k = 0
    while not GAME.is_over(s):
        seat = GAME.awaiting(s)[0]
        s = GAME.apply(s, seat, GAME.ai_move(s, seat, "crew", seed * 7919 + k))
        history.append(s)
        k += 1
    step = max(1, len(history) // count)
    return [GAME.view(h, None) for h in history[::step]] + [GAME.view(history[-1], None)]
