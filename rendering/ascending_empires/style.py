"""Colours and cached sprites (planets, ships, piece icons) of the Ascending Empires pictures.

Player colours are the Okabe–Ito values of the Alien Frontiers pictures; planet colours are
chosen to stay apart from them and from each other under the common colour-vision deficiencies,
and every planet also carries its colour's letter, so colour is never the only cue.
Round shapes are drawn at 4× and reduced, so their edges are smooth.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

from PIL import Image, ImageDraw

from rendering import text as T
from rendering.alien_frontiers.style import (
    ACCENT,
    BG,
    HEADER,
    MUTED,
    PANEL,
    PANEL_EDGE,
    PLAYER,
    RGB,
    TEXT,
    TITLE,
)
from rendering.colour import darker, mix

__all__ = ["ACCENT", "BG", "HEADER", "MUTED", "PANEL", "PANEL_EDGE", "PLAYER", "RGB", "TEXT",
           "TITLE"]

SEAT_COLOURS = ("red", "blue", "yellow", "green")
LETTER = {"red": "R", "blue": "B", "yellow": "Y", "green": "G"}
TECH_COLOURS = ("orange", "grey", "purple", "brown")
PLANET: dict[str, RGB] = {
    "orange": (240, 146, 36),
    "grey": (168, 172, 184),
    "purple": (150, 104, 214),
    "brown": (134, 88, 54),
}
PLANET_INK: dict[str, RGB] = {"orange": (28, 20, 10), "grey": (22, 24, 32),
                              "purple": (255, 255, 255), "brown": (255, 255, 255)}
UNKNOWN: RGB = (62, 70, 96)
UNKNOWN_INK: RGB = (206, 212, 236)
ASTEROID: RGB = (118, 110, 100)
BOARD: RGB = (13, 17, 34)
QUADRANT_TINT: dict[str, RGB] = {"alpha": (18, 22, 44), "beta": (14, 24, 40),
                                 "gamma": (20, 20, 40), "delta": (16, 22, 36)}
ORBIT_FILL: RGB = (26, 33, 62)
ORBIT_EDGE: RGB = (88, 104, 156)
HAZARD: RGB = (255, 200, 40)
HIT: RGB = (255, 236, 120)
PREVIEW: RGB = (120, 230, 255)
DARK: RGB = (12, 14, 22)
WHITE: RGB = (255, 255, 255)
SUPER = 4
ID_PX = 32  # a planet's id: 32 × 400 / 1400 ≈ 9.1 px where Discord shows the picture on a phone
ID_LIFT = 6  # the id sits a little high, the mark's tag below it on the rim
TAG_R, TAG_PX = 9, 13  # the mark's tag


def ink(colour: str) -> RGB:
    """Text colour readable on a player colour."""
    return WHITE if colour == "blue" else (16, 18, 24)


def smooth(size: int, paint: Callable[[ImageDraw.ImageDraw, int], None]) -> Image.Image:
    """An RGBA sprite of `size` px painted at SUPER× by paint(draw, scale) and then reduced."""
    big = Image.new("RGBA", (size * SUPER, size * SUPER), (0, 0, 0, 0))
    paint(ImageDraw.Draw(big), SUPER)
    return big.resize((size, size), Image.Resampling.LANCZOS)


def asteroid_outline(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """A fixed lumpy outline, so an asteroid reads as a rock without its colour."""
    bumps = (1.0, 0.86, 0.97, 0.8, 0.95, 1.0, 0.84, 0.93, 0.99, 0.82, 0.92, 0.88)
    n = len(bumps)
    return [(cx + r * b * math.cos(2 * math.pi * k / n), cy + r * b * math.sin(2 * math.pi * k / n))
            for k, b in enumerate(bumps)]


def make_planet(kind: str, colour: str | None, home: str | None, hidden: bool, radius: int,
                pid: str, mark: str) -> Image.Image:
    """One planet disc with its id on top and its mark (colour letter, "?", player letter) below.

    kind: homeworld / planet / asteroid / unknown; hidden = known to this viewer but face down
    (dotted rim); mark is already translated.
    """
    size = 2 * radius + 8
    c = size / 2

    def paint(d: ImageDraw.ImageDraw, s: int) -> None:
        r = radius * s
        box = (c * s - r, c * s - r, c * s + r, c * s + r)
        if kind == "asteroid":
            d.polygon(asteroid_outline(c * s, c * s, r), fill=ASTEROID, outline=darker(ASTEROID))
            for fx, fy, fr in ((-0.35, 0.3, 0.18), (0.35, 0.38, 0.12), (0.42, -0.08, 0.1)):
                cx, cy, cr = c * s + fx * r, c * s + fy * r, fr * r
                d.ellipse((cx - cr, cy - cr, cx + cr, cy + cr), fill=darker(ASTEROID, 0.78))
        elif kind == "homeworld":
            col = PLAYER[home] if home else (140, 140, 150)
            d.ellipse(box, fill=mix(BOARD, col, 0.45), outline=col, width=round(4.5 * s))
            inner = r * 0.62
            d.ellipse((c * s - inner, c * s - inner, c * s + inner, c * s + inner),
                      outline=mix(BOARD, col, 0.75), width=round(1.5 * s))
        elif kind == "unknown" or colour is None:
            d.ellipse(box, fill=UNKNOWN, outline=mix(UNKNOWN, WHITE, 0.35), width=round(2 * s))
        else:
            fill = PLANET[colour]
            d.ellipse(box, fill=fill, outline=darker(fill, 0.5), width=round(2 * s))
            hl = r * 0.5
            d.ellipse((c * s - r * 0.62, c * s - r * 0.7, c * s - r * 0.62 + hl,
                       c * s - r * 0.7 + hl), fill=mix(fill, WHITE, 0.28))
        if hidden:  # face down but seen by this viewer: a dotted white rim
            for k in range(16):
                a = 2 * math.pi * k / 16
                x, y = c * s + (r + 2 * s) * math.cos(a), c * s + (r + 2 * s) * math.sin(a)
                d.ellipse((x - 1.6 * s, y - 1.6 * s, x + 1.6 * s, y + 1.6 * s), fill=WHITE)

    im = smooth(size, paint)
    d = ImageDraw.Draw(im)
    if kind == "homeworld":
        fg: RGB = WHITE
    elif kind == "asteroid":
        fg = WHITE
    elif kind == "unknown" or colour is None:
        fg = UNKNOWN_INK
    else:
        fg = PLANET_INK[colour]
    if not pid:  # the legend's symbol: the mark alone
        outlined(d, c, c - radius * 0.62, mark, max(14, round(radius * 1.05)), fg, outline=False)
        return im
    # The id fills the disc, legible where Discord shows the picture small; the mark (colour
    # letter, "?", the owner's letter) sits on a tag on the lower rim, so colour is never the
    # only cue.
    outlined(d, c, c - ID_PX * 0.6 - ID_LIFT, pid, ID_PX, fg,
             outline=fg == WHITE or kind == "unknown")
    if mark:
        tx, ty = c, c + radius - TAG_R + 2
        d.ellipse((tx - TAG_R, ty - TAG_R, tx + TAG_R, ty + TAG_R), fill=DARK,
                  outline=mix(DARK, WHITE, 0.6), width=1)
        T.draw(d, tx, ty - TAG_PX * 0.6, mark, TAG_PX, WHITE, align="center")
    return im


planet = lru_cache(maxsize=256)(make_planet)


def outlined(d: ImageDraw.ImageDraw, cx: float, top: float, s: str, size: int, fill: RGB,
             outline: bool = True) -> None:
    """Centred text with a thin dark outline when it sits on a busy background."""
    if outline:
        halo = DARK if fill != DARK else WHITE
        for ox, oy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            T.draw(d, cx + ox, top + oy, s, size, halo, align="center")
    T.draw(d, cx, top, s, size, fill, align="center")


def make_ship(colour: str, battleship: bool, radius: int) -> Image.Image:
    """A ship disc with its owner's letter; a battleship is bigger with a light inner ring."""
    size = 2 * radius + 6
    c = size / 2
    fill = PLAYER[colour]

    def paint(d: ImageDraw.ImageDraw, s: int) -> None:
        r = radius * s
        d.ellipse((c * s - r - 2 * s, c * s - r - 2 * s, c * s + r + 2 * s, c * s + r + 2 * s),
                  fill=(235, 238, 250))
        d.ellipse((c * s - r, c * s - r, c * s + r, c * s + r), fill=fill,
                  outline=darker(fill, 0.35), width=round(1.5 * s))
        if battleship:
            ri = r * 0.74
            d.ellipse((c * s - ri, c * s - ri, c * s + ri, c * s + ri),
                      outline=mix(fill, WHITE, 0.75) if colour != "yellow" else DARK,
                      width=round(2.2 * s))

    im = smooth(size, paint)
    fs = max(14, round(radius * (1.0 if battleship else 1.2)))
    T.draw(ImageDraw.Draw(im), c, c - fs * 0.6, LETTER[colour], fs, ink(colour), align="center")
    return im


ship = lru_cache(maxsize=64)(make_ship)


def paint_icon(d: ImageDraw.ImageDraw, kind: str, x: float, y: float, s: float, fill: RGB,
               edge: RGB) -> None:
    """One piece shape in an s×s box at (x, y): distinct silhouettes, not just colours."""
    w = max(1, round(s / 14))
    if kind == "troop":  # a cube seen from the corner
        top = [(x + s * 0.5, y + s * 0.06), (x + s * 0.94, y + s * 0.28),
               (x + s * 0.5, y + s * 0.5), (x + s * 0.06, y + s * 0.28)]
        d.polygon([(x + s * 0.06, y + s * 0.28), (x + s * 0.5, y + s * 0.5),
                   (x + s * 0.94, y + s * 0.28), (x + s * 0.94, y + s * 0.74),
                   (x + s * 0.5, y + s * 0.96), (x + s * 0.06, y + s * 0.74)],
                  fill=darker(fill, 0.72), outline=edge, width=w)
        d.polygon(top, fill=mix(fill, WHITE, 0.25), outline=edge, width=w)
        d.line([(x + s * 0.5, y + s * 0.5), (x + s * 0.5, y + s * 0.96)], fill=edge, width=w)
    elif kind == "colony":  # a flat disc
        d.ellipse((x + s * 0.04, y + s * 0.36, x + s * 0.96, y + s * 0.9),
                  fill=darker(fill, 0.72), outline=edge, width=w)
        d.ellipse((x + s * 0.04, y + s * 0.14, x + s * 0.96, y + s * 0.68), fill=fill,
                  outline=edge, width=w)
    elif kind == "city":  # a tall pillar with a roof
        d.rectangle((x + s * 0.24, y + s * 0.22, x + s * 0.76, y + s * 0.96), fill=fill,
                    outline=edge, width=w)
        d.polygon([(x + s * 0.16, y + s * 0.26), (x + s * 0.5, y + s * 0.02),
                   (x + s * 0.84, y + s * 0.26)], fill=mix(fill, WHITE, 0.25), outline=edge)
        d.rectangle((x + s * 0.42, y + s * 0.62, x + s * 0.58, y + s * 0.96), fill=edge)
    elif kind == "station":  # a diamond with a hole (a dish seen from above)
        d.polygon([(x + s * 0.5, y + s * 0.02), (x + s * 0.98, y + s * 0.5),
                   (x + s * 0.5, y + s * 0.98), (x + s * 0.02, y + s * 0.5)], fill=fill,
                  outline=edge, width=w)
        d.ellipse((x + s * 0.34, y + s * 0.34, x + s * 0.66, y + s * 0.66), fill=edge)
    elif kind in ("ship", "battleship"):
        inset = 0.14 if kind == "ship" else 0.0
        d.ellipse((x + s * inset, y + s * inset, x + s * (1 - inset), y + s * (1 - inset)),
                  fill=fill, outline=edge, width=w)
        if kind == "battleship":
            d.ellipse((x + s * 0.24, y + s * 0.24, x + s * 0.76, y + s * 0.76),
                      outline=mix(fill, WHITE, 0.7), width=max(1, round(s / 9)))
    elif kind == "token":  # a VP token: a gold hexagon
        d.polygon([(x + s * (0.5 + 0.48 * math.cos(math.pi / 3 * k + math.pi / 6)),
                    y + s * (0.5 + 0.48 * math.sin(math.pi / 3 * k + math.pi / 6)))
                   for k in range(6)], fill=ACCENT, outline=darker(ACCENT, 0.5), width=w)


def make_icon(kind: str, colour: str, size: int) -> Image.Image:
    """A piece icon in a player colour (or "neutral"/"gold"), smooth-edged."""
    fill = PLAYER.get(colour, (200, 204, 220))
    edge = darker(fill, 0.35)
    return smooth(size, lambda d, s: paint_icon(d, kind, s * 0.5, s * 0.5, (size - 1) * s, fill,
                                                edge))


icon = lru_cache(maxsize=256)(make_icon)
