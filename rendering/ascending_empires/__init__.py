"""Pictures of an Ascending Empires position, drawn from the engine's `view()` output only.

    board_png(view, tr, names)                the whole board and the status column (1400×1000)
    flick_preview_png(view, flick, tr, names) a crop around an aimed ship and its predicted path
    alt_text(view, tr, names)                 a short description for screen readers
    essential_sizes(view, tr, names)          font size (px) of each item a player needs at a glance

`tr(key, **kwargs)` returns text in the reader's language; `names` are the players' display
names by seat (missing names fall back to the seat's colour). `flick` has the shape of
view["last_flick"] (from the engine's `predict`). Pure and deterministic: no Discord, no file
writes (only the bundled fonts are read). Hidden information cannot leak: a face-down planet is
drawn from the view, which gives its colour only to a seat that has seen it.
"""

from __future__ import annotations

from typing import Any

from rendering.ascending_empires import alt as _alt
from rendering.ascending_empires import board as _board
from rendering.ascending_empires import preview as _preview
from rendering.ascending_empires.layout import PHONE_W, Translate, W

WIDTH = W
__all__ = ["PHONE_W", "WIDTH", "Translate", "alt_text", "board_png", "essential_sizes",
           "flick_preview_png"]


def board_png(view: dict[str, Any], tr: Translate, names: list[str]) -> bytes:
    """The full picture after a turn, as PNG bytes."""
    im = _board.render(view, tr, names)
    return _board.encode(im, _board.static_key(view, tr))


def flick_preview_png(view: dict[str, Any], flick: dict[str, Any], tr: Translate,
                      names: list[str]) -> bytes:
    """The predicted path of an aimed flick over the board near it, as PNG bytes."""
    im = _preview.render(view, flick, tr, names)
    return _board.encode(im, _board.static_key(view, tr))


def alt_text(view: dict[str, Any], tr: Translate, names: list[str]) -> str:
    """3–6 sentences for screen readers (≤ 1,000 characters)."""
    return _alt.alt_text(view, tr, names)


def essential_sizes(view: dict[str, Any], tr: Translate, names: list[str]) -> dict[str, int]:
    """The smallest font size the board uses for each essential item it draws: "to_play" (whose
    turn, or the winners), "vp" (each player's score) and "planet" (the planets' ids). At
    PHONE_W px wide a size s reads as s × PHONE_W / WIDTH px."""
    sizes: dict[str, int] = {}
    _board.render(view, tr, names, sizes=sizes)
    return sizes
