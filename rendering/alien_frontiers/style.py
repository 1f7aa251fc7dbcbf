"""Colours and the sprites (dice, tokens, icons) of the Alien Frontiers pictures.

The colour names (BG, PANEL, PLAYER, …) are shared with the other games' and the tournament
pictures, so the bot's pictures look like one family.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from rendering import text
from rendering.colour import RGB, darker, mix  # noqa: F401  (the games' styles use them)

BG: RGB = (10, 13, 27)
HEADER: RGB = (20, 25, 46)
PANEL: RGB = (25, 31, 55)
PANEL_EDGE: RGB = (62, 75, 116)
SLOT: RGB = (14, 18, 34)
SLOT_EDGE: RGB = (70, 82, 120)
TITLE: RGB = (196, 206, 234)
TEXT: RGB = (238, 240, 247)
MUTED: RGB = (158, 168, 196)
RULE: RGB = (176, 186, 214)  # the few words of a facility's rule, under its name
ACCENT: RGB = (255, 214, 102)
DARK: RGB = (16, 18, 24)
WHITE: RGB = (255, 255, 255)

# Okabe–Ito colour-blind-safe palette; every player colour also carries a letter.
PLAYER: dict[str, RGB] = {
    "red": (213, 94, 0),
    "blue": (0, 114, 178),
    "yellow": (240, 228, 66),
    "green": (0, 158, 115),
    "grey": (128, 130, 140),
    "relic": (232, 226, 250),
}
LETTER = {"red": "R", "blue": "B", "yellow": "Y", "green": "G"}
FIELD: dict[str, RGB] = {
    "isolation": (86, 180, 233),
    "positron": (230, 159, 0),
    "repulsor": (204, 121, 167),
}
FIELD_SYMBOL = {"isolation": "⊘", "positron": "+", "repulsor": "⇕"}
FUEL: RGB = (230, 159, 0)
ORE: RGB = (150, 156, 172)
PLACE: dict[int, RGB] = {1: (240, 196, 64), 2: (196, 202, 214), 3: (205, 140, 84)}

# Numerals and letters as a share of the sprite's size (the legibility test reads them).
NUMERAL = 0.72  # a die without its owner's letter
NUMERAL_TAGGED = 0.6  # a die with its owner's letter in a corner
CHIP_LETTER = 0.64


def numeral_px(size: int, tagged: bool) -> int:
    """Font size of the value on a die of `size` pixels."""
    return round(size * (NUMERAL_TAGGED if tagged else NUMERAL))


def chip_letter_px(size: int) -> int:
    """Font size of the colour letter on a round token of `size` pixels."""
    return max(13, round(size * CHIP_LETTER))


def ink(colour: str) -> RGB:
    """Text colour readable on a player colour."""
    return WHITE if colour == "blue" else DARK


def make_die(colour: str, value: int | None, size: int, letter: bool) -> Image.Image:
    """One die as an RGBA sprite: a big numeral, and the colour letter in a corner if asked.

    The relic ship always shows a small star, the grey blocking dice are hatched: neither needs
    colour to be told apart."""
    im = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    fill = PLAYER.get(colour, PLAYER["grey"])
    r = max(4, size // 6)
    d.rounded_rectangle((0, 0, size - 1, size - 1), r, fill=fill, outline=darker(fill, 0.45),
                        width=2)
    fg = ink(colour)
    if colour == "grey":  # blocking die: hatched so it reads as "closed" without colour
        hatch = Image.new("RGBA", (size, size), (0, 0, 0, 0))
        hd = ImageDraw.Draw(hatch)
        for k in range(-size, size, 9):
            hd.line((k, size - 3, k + size, -3), fill=(104, 106, 116), width=2)
        mask = Image.new("L", (size, size), 0)
        ImageDraw.Draw(mask).rounded_rectangle((2, 2, size - 3, size - 3), r - 1, fill=255)
        im.paste(hatch, (0, 0), Image.composite(hatch, Image.new("RGBA", (size, size)), mask))
        d.rounded_rectangle((0, 0, size - 1, size - 1), r, outline=(70, 72, 80), width=2)
    tag = letter and colour in ("red", "blue", "yellow", "green")
    if value is not None:
        ns = numeral_px(size, tag)
        cx = size / 2 - (size * 0.09 if tag else 0)
        cy = size / 2 - (size * 0.07 if tag else 0)
        d.text((cx, cy), str(value), font=text.font(ns, True), fill=fg, anchor="mm")
        if tag:
            lf = text.font(max(14, round(size * 0.32)), True)
            d.text((size - 4, size - 3), LETTER[colour], font=lf, fill=fg, anchor="rs")
    if colour == "relic":
        if value is None:
            d.text((size / 2, size / 2), "★", font=text.font(round(size * 0.6), True),
                   fill=(120, 70, 150), anchor="mm")
        else:
            d.text((size - 3, 2), "★", font=text.font(max(10, round(size * 0.24)), True),
                   fill=(120, 70, 150), anchor="rt")
    return im


die = lru_cache(maxsize=512)(make_die)


def make_chip(colour: str, size: int) -> Image.Image:
    """A round player token with the colour letter."""
    im = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    fill = PLAYER[colour]
    d.ellipse((0, 0, size - 1, size - 1), fill=fill, outline=darker(fill, 0.4),
              width=max(2, size // 16))
    d.text((size / 2, size / 2 + 1), LETTER[colour], font=text.font(chip_letter_px(size)),
           fill=ink(colour), anchor="mm")
    return im


chip = lru_cache(maxsize=64)(make_chip)


def make_icon(kind: str, size: int, colour: str = "") -> Image.Image:
    """Fuel (a drop), ore (a rock) and colony (a dome in the player's colour) icons."""
    im = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    s = size
    if kind == "fuel":
        d.ellipse((s * 0.15, s * 0.38, s * 0.85, s * 0.98), fill=FUEL)
        d.polygon([(s * 0.5, s * 0.02), (s * 0.18, s * 0.58), (s * 0.82, s * 0.58)], fill=FUEL)
        d.ellipse((s * 0.32, s * 0.6, s * 0.46, s * 0.74), fill=(255, 220, 140))
    elif kind == "ore":
        pts = [(s * 0.1, s * 0.6), (s * 0.3, s * 0.18), (s * 0.68, s * 0.1), (s * 0.94, s * 0.45),
               (s * 0.82, s * 0.9), (s * 0.3, s * 0.94)]
        d.polygon(pts, fill=ORE, outline=darker(ORE, 0.5))
        d.line([(s * 0.3, s * 0.18), (s * 0.5, s * 0.5), (s * 0.94, s * 0.45)],
               fill=darker(ORE, 0.7), width=2)
    else:  # a colony: a dome with a window on its base
        fill = PLAYER.get(colour, TEXT)
        d.rectangle((s * 0.04, s * 0.74, s * 0.96, s * 0.94), fill=darker(fill, 0.6))
        d.chord((s * 0.14, s * 0.22, s * 0.86, s * 1.26), 180, 360, fill=fill,
                outline=darker(fill, 0.45), width=2)
        d.rectangle((s * 0.42, s * 0.5, s * 0.58, s * 0.74), fill=darker(fill, 0.45))
        d.line((s * 0.5, s * 0.22, s * 0.5, s * 0.04), fill=fill, width=2)
    return im


icon = lru_cache(maxsize=32)(make_icon)


def make_field(kind: str, size: int) -> Image.Image:
    """A field generator token: a hexagon in the field's colour with its symbol."""
    im = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    s = size
    pts = [(s * 0.25, s * 0.04), (s * 0.75, s * 0.04), (s * 0.98, s * 0.5), (s * 0.75, s * 0.96),
           (s * 0.25, s * 0.96), (s * 0.02, s * 0.5)]
    d.polygon(pts, fill=FIELD[kind], outline=DARK, width=2)
    d.text((s / 2, s / 2), FIELD_SYMBOL[kind], font=text.font(round(s * 0.62), True), fill=DARK,
           anchor="mm")
    return im


field = lru_cache(maxsize=16)(make_field)


def make_place(n: int, size: int) -> Image.Image:
    """A final place as a medal: gold, silver, bronze, then plain, with the place number."""
    im = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    fill = PLACE.get(n, PANEL_EDGE)
    d.ellipse((0, 0, size - 1, size - 1), fill=fill, outline=darker(fill, 0.5), width=3)
    d.text((size / 2, size / 2 + 1), str(n), font=text.font(numeral_px(size, False), True),
           fill=DARK if n in PLACE else TEXT, anchor="mm")
    return im


place = lru_cache(maxsize=16)(make_place)
