"""A placement before it is confirmed: the player's ship as it would be with the tile in hand
placed at one square (the engine's own result of the move, drawn from the seat's view after it),
under a banner saying it is only a preview, the square framed in a thick dashed orange line."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from rendering import text as T
from rendering.galaxy_trucker import style as S
from rendering.galaxy_trucker.ship import cells, ship_image

BANNER = 64
MARGIN, HEAD = 24, 64  # as ship_image lays out its grid


def square_box(ship: dict[str, Any], square: str) -> tuple[float, float, float]:
    """(x, y, cell) of a square of the ship picture (below the banner)."""
    c0, r0, nc, _nr = cells(ship)
    cell = 96 if nc <= 7 else 84
    size = max(9, round(cell * 0.3))
    c, r = (int(v) for v in square.split(","))
    return (MARGIN + size * 1.6 + (c - c0) * cell, MARGIN + HEAD + size * 1.4 + (r - r0) * cell,
            cell)


def render(after: dict[str, Any], seat: int, square: str, text: str, tr: S.Translate,
           names: list[str]) -> Image.Image:
    """`after`: the seat's view once the tile is placed; `text`: the banner's words."""
    ship_im = ship_image(after, seat, tr, names)
    im = Image.new("RGB", (ship_im.width, ship_im.height + BANNER), S.BG)
    im.paste(ship_im, (0, BANNER))
    d = ImageDraw.Draw(im)
    d.rectangle([0, 0, im.width, BANNER - 6], fill=S.FIRE)
    line, size = T.fit(text, im.width - 2 * MARGIN, 34, 26)
    T.draw(d, MARGIN, (BANNER - 6 - size * 1.2) / 2, line, size, S.DARK)
    x, y, cell = square_box(after["ships"][seat], square)
    y += BANNER
    for k in range(0, round(cell) + 6, 16):  # a thick dashed frame around the square
        for a, b in (((x - 3 + k, y - 3), (x + 7 + k, y - 3)),
                     ((x - 3 + k, y + cell + 3), (x + 7 + k, y + cell + 3)),
                     ((x - 3, y - 3 + k), (x - 3, y + 7 + k)),
                     ((x + cell + 3, y - 3 + k), (x + cell + 3, y + 7 + k))):
            d.line([a, (min(b[0], x + cell + 3), min(b[1], y + cell + 3))], fill=S.FIRE,
                   width=6)
    return im


def preview_png(after: dict[str, Any], seat: int, square: str, text: str, tr: S.Translate,
                names: list[str]) -> bytes:
    return S.encode(render(after, seat, square, text, tr, names))
