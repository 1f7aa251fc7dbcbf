"""Seeded Alien Frontiers positions for the rendering tests."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import games.alien_frontiers  # noqa: F401  (registers the game)
from bot.i18n import t
from games.alien_frontiers import GAME

# Han characters all in the bundled subset: the pictures never depend on a system font.
NAMES = ["Alice", "Bartholomew the Great", "张小明", "Dolores"]
END = 10_000  # moves: more than any game lasts, so `advanced(…, END)` is a finished game


def advanced(seats: int, seed: int, moves: int) -> dict[str, Any]:
    """The public view after `moves` random legal moves of a seeded game."""
    s = GAME.new(seats, seed, {"long": False})
    rng = random.Random(seed)
    for _ in range(moves):
        seat = GAME.to_act(s)
        if seat is None:
            break
        s = GAME.apply(s, seat, rng.choice(GAME.legal_moves(s, seat)))
    return GAME.view(s, None)


def sampled(seats: int, seed: int, count: int = 40) -> list[dict[str, Any]]:
    """About `count` views spread over one seeded random game (its last position included)."""
    s = GAME.new(seats, seed, {"long": False})
    rng = random.Random(seed)
    views = []
    history = []
    while (seat := GAME.to_act(s)) is not None:
        history.append(s)
        s = GAME.apply(s, seat, rng.choice(GAME.legal_moves(s, seat)))
    history.append(s)
    step = max(1, len(history) // count)
    for k in range(0, len(history), step):
        views.append(GAME.view(history[k], None))
    views.append(GAME.view(history[-1], None))
    return views


def translator(lang: str) -> Callable[..., str]:
    return lambda key, **kw: t(lang, key, **kw)
