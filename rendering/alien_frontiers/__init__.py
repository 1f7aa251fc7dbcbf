"""Pictures of an Alien Frontiers position, drawn from the engine's `view()` output only.

    board_png(view, tr, names)        the full board (1400×1000 palette PNG)
    panel_png(view, seat, tr, names)  the acting player's private preview (900×470)
    alt_text(view, tr, names)         the board in words, for screen readers
    essential_sizes(view, tr, names)  font size (px) of each item a player needs at a glance

`tr(key, **kwargs)` returns text in the reader's language (e.g. `lambda k, **kw: t(locale, k,
**kw)`); `names` are the players' display names by seat. Pure and deterministic: no Discord, no
file writes (only the bundled fonts are read).
"""

from __future__ import annotations

from typing import Any

from rendering.alien_frontiers import board as _board
from rendering.alien_frontiers import names
from rendering.alien_frontiers import panel as _panel
from rendering.alien_frontiers.alt import alt_text
from rendering.alien_frontiers.layout import PHONE_W, Translate, W

__all__ = ["PHONE_W", "WIDTH", "Translate", "alt_text", "board_png", "essential_sizes", "names",
           "panel_png"]

WIDTH = W


def board_png(view: dict[str, Any], tr: Translate, names: list[str]) -> bytes:
    """The full board as PNG bytes."""
    im = _board.render(view, tr, names)
    return _board.encode(im, key=_board.static_key(view, tr))


def panel_png(view: dict[str, Any], seat: int, tr: Translate, names: list[str]) -> bytes:
    """A small preview for one player: roll tray, resources, cards, facilities with free docks."""
    im = _panel.render(view, seat, tr, names)
    return _board.encode(im)


def essential_sizes(view: dict[str, Any], tr: Translate, names: list[str]) -> dict[str, int]:
    """The smallest font size the board uses for each essential item it draws: "turn",
    "to_play", "vp", "fuel", "ore", "colonies_left", "player_letter", "roll" (the dice just
    rolled), "control" (a territory's controller) and, once the game is over, "place".
    At PHONE_W px wide a size s reads as s × PHONE_W / WIDTH px."""
    sizes: dict[str, int] = {}
    _board.render(view, tr, names, sizes=sizes)
    return sizes
