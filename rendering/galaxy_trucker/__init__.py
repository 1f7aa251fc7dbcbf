"""Pictures of a Galaxy Trucker position, drawn from the engine's `view()` output only.

    board_png(view, tr, names)        the public picture: every ship while building, the
                                      flight board (rockets, card, numbers) in flight
    ship_png(view, seat, tr, names)   one ship large (the tile in hand for its owner only)
    ships_png(view, tr, names)        every ship side by side with its numbers
    launch_png(view, tr, names)       every ship at launch (the end of a round's building)
    damage_png(view, seats, tr, names)  the ships a card hit, destroyed tiles crossed out
    results_png(view, tr, names)      the last round's scoring per player (and, once the game
                                      is over, the final ranking)
    alt_text / ship_alt / ships_alt / launch_alt / damage_alt / results_alt   the alt texts

`tr(key, **kwargs)` returns text in the reader's language; `names` are the players' display
names by seat. Pure and deterministic; hidden information cannot leak since the view of a seat
(or of a spectator) carries only what it may know.
"""

from __future__ import annotations

from typing import Any

from rendering.galaxy_trucker import board as _board
from rendering.galaxy_trucker import results as _results
from rendering.galaxy_trucker import style as _style
from rendering.galaxy_trucker.alt import alt_text, damage_alt, launch_alt, ship_alt, ships_alt
from rendering.galaxy_trucker.results import results_alt
from rendering.galaxy_trucker.ship import ship_png, ships_png
from rendering.galaxy_trucker.style import PHONE_W, Translate

__all__ = ["PHONE_W", "Translate", "alt_text", "board_png", "damage_alt", "damage_png",
           "launch_alt", "launch_png", "results_alt", "results_png", "ship_alt", "ship_png",
           "ships_alt", "ships_png"]


def board_png(view: dict[str, Any], tr: Translate, names: list[str]) -> bytes:
    """The public picture of the position, as PNG bytes."""
    return _style.encode(_board.render(view, tr, names))


def launch_png(view: dict[str, Any], tr: Translate, names: list[str]) -> bytes:
    """Every ship side by side with its numbers, under the round's launch title."""
    return _style.encode(_board.build_image(view, tr, names, _board.launch_title(tr, view)))


def damage_png(view: dict[str, Any], seats: list[int], tr: Translate, names: list[str]) -> bytes:
    """The ships of `seats` (those a card hit), the tiles it destroyed crossed out where they
    stood (the view's `card_events`)."""
    return _style.encode(_board.build_image(view, tr, names, _board.damage_title(tr, view),
                                            seats))


def results_png(view: dict[str, Any], tr: Translate, names: list[str]) -> bytes:
    """The last round's results (and the final ranking once the game is over), as PNG bytes."""
    return _style.encode(_results.render(view, tr, names))
