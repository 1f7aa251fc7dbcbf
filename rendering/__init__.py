"""Pure Pillow drawing: state views in, pictures out (one package per game).

`BOARDS` maps each game key to its `board_png(view, tr, names) -> bytes`, for code that draws any
game's board (the replay GIF, the demo)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rendering import alien_frontiers, ascending_empires

BoardRenderer = Callable[[dict[str, Any], Callable[..., str], list[str]], bytes]

BOARDS: dict[str, BoardRenderer] = {
    "alien_frontiers": alien_frontiers.board_png,
    "ascending_empires": ascending_empires.board_png,
}
