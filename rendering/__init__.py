"""Pure Pillow drawing: state views in, pictures out (one package per game).

`BOARDS` maps each game key to its `board_png(view, tr, names) -> bytes`, for code that draws any
game's board (the replay GIF, the demo). It is found, not listed: every package here that has a
`board_png` is the renderer of the game of the same key."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from typing import Any

BoardRenderer = Callable[[dict[str, Any], Callable[..., str], list[str]], bytes]


def _boards() -> dict[str, BoardRenderer]:
    found: dict[str, BoardRenderer] = {}
    for info in pkgutil.iter_modules(__path__):
        if info.ispkg:
            module = importlib.import_module(f"{__name__}.{info.name}")
            if hasattr(module, "board_png"):
                found[info.name] = module.board_png
    return found


BOARDS: dict[str, BoardRenderer] = _boards()
