"""Pictures of a Battlestar Galactica position, drawn from the engine's `view()` output only.

    board_png(view, tr, names)        the public board (1000×900 palette PNG)
    hand_png(view, tr, names)         a seat's own hand, loyalty and Quorum cards (its view)
    panel_png(view, tr, names)        the seat's cards above the board (its private panel)
    alt_text(view, tr, names)         the board in words, for screen readers
    essential_sizes(view, tr, names)  font size (px) of each essential item the board draws

`tr(key, **kwargs)` returns text in the reader's language; `names` are the players' display
names by seat. Pure and deterministic: no Discord, no file writes. Channel posts pass the
spectator's view (seat None): what it does not hold cannot be drawn.
"""

from __future__ import annotations

from typing import Any

from PIL import Image

from rendering.battlestar_galactica import board as _board
from rendering.battlestar_galactica import hand as _hand
from rendering.battlestar_galactica.alt import alt_text
from rendering.battlestar_galactica.board import Translate
from rendering.battlestar_galactica.style import PHONE_W, W

__all__ = ["PHONE_W", "WIDTH", "Translate", "alt_text", "board_png", "essential_sizes",
           "hand_png", "panel_png"]

WIDTH = W


def board_png(view: dict[str, Any], tr: Translate, names: list[str]) -> bytes:
    """The public board as PNG bytes."""
    return _board.encode(_board.render(view, tr, names))


def hand_png(view: dict[str, Any], tr: Translate, names: list[str]) -> bytes:
    """The private picture of the viewing seat: its skill cards by colour and strength, its
    loyalty cards, and the Quorum hand for the President."""
    return _board.encode(_hand.render(view, tr, names))


def panel_png(view: dict[str, Any], tr: Translate, names: list[str]) -> bytes:
    """The seat's cards above the board: the picture of its private panel."""
    board = _board.render(view, tr, names)
    hand = _hand.render(view, tr, names)
    sheet = Image.new("RGB", (board.width, hand.height + board.height), board.getpixel((0, 0)))
    sheet.paste(hand, ((board.width - hand.width) // 2, 0))
    sheet.paste(board, (0, hand.height))
    return _board.encode(sheet)


def essential_sizes(view: dict[str, Any], tr: Translate, names: list[str]) -> dict[str, int]:
    """The smallest font size the board uses for each essential item it draws ("turn",
    "current", "waiting", "resources", "jump", "distance", "ships", "seat", "players").
    At PHONE_W px wide a size s reads as s × PHONE_W / WIDTH px."""
    sizes: dict[str, int] = {}
    _board.render(view, tr, names, sizes=sizes)
    return sizes
