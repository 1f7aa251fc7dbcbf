"""Colours, sizes and small helpers of the Galaxy Trucker pictures.

Player colours are the Okabe–Ito colour-blind-safe set and every rocket and ship also carries
its colour's letter, so colour is never the only cue. Goods carry their letter too. Pictures are
flat colours on a fixed palette: encoding maps them onto it without searching for colours.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from functools import lru_cache

from PIL import Image

Translate = Callable[..., str]
RGB = tuple[int, int, int]

PHONE_W = 400
BG: RGB = (24, 28, 38)
PANEL: RGB = (38, 44, 58)
GRID: RGB = (58, 66, 84)
SQUARE: RGB = (70, 80, 102)
LINE: RGB = (120, 130, 150)
TEXT: RGB = (238, 240, 244)
DIM: RGB = (168, 176, 192)
STUB: RGB = (226, 214, 170)
EXPOSED: RGB = (255, 64, 160)  # exposed connectors: magenta, and drawn as a triangle tip
LOST: RGB = (230, 60, 60)
HIGHLIGHT: RGB = (255, 255, 255)

PLAYER: dict[str, RGB] = {
    "blue": (0, 114, 178), "green": (0, 158, 115), "yellow": (240, 228, 66),
    "red": (213, 94, 0), "orange": (230, 159, 0),
}
LETTER = {"blue": "B", "green": "G", "yellow": "Y", "red": "R", "orange": "O"}
GOOD: dict[str, RGB] = {"r": (213, 60, 40), "y": (240, 210, 40), "g": (40, 170, 90),
                        "b": (60, 130, 230)}
GOOD_LETTER = {"r": "R", "y": "Y", "g": "G", "b": "B"}
ALIEN: dict[str, RGB] = {"purple": (160, 90, 200), "brown": (150, 100, 60),
                         "teal": (40, 170, 170)}
ALIEN_LETTER = {"purple": "P", "brown": "B", "teal": "T"}

# tile body colours by kind
BODY: dict[str, RGB] = {
    "start": (205, 190, 150), "cabin": (190, 175, 140), "luxury": (215, 185, 120),
    "hibernation": (150, 160, 185),
    "engine": (120, 128, 140), "dengine": (120, 128, 140), "engine_boost": (120, 128, 140),
    "cannon": (150, 120, 120), "dcannon": (150, 120, 120), "bicannon": (150, 120, 120),
    "cannon_boost": (150, 120, 120), "engcannon": (135, 124, 130),
    "shield": (90, 150, 120), "shield_boost": (90, 150, 120),
    "battery": (95, 120, 160), "reactor": (95, 120, 160),
    "cargo": (150, 150, 160), "special": (170, 130, 130), "mixed": (160, 140, 145),
    "battcargo": (125, 135, 160),
    "life_purple": ALIEN["purple"], "life_brown": ALIEN["brown"], "life_teal": ALIEN["teal"],
    "struct": (110, 110, 110), "armour": (80, 84, 92),
}
FIRE: RGB = (255, 150, 40)
BARREL: RGB = (40, 40, 44)
SHIELD_ARC: RGB = (120, 240, 170)
BATTERY_ON: RGB = (120, 230, 255)
BATTERY_OFF: RGB = (60, 70, 90)
CREW: RGB = (250, 250, 250)
DARK: RGB = (20, 20, 24)

FIXED = [BG, PANEL, GRID, SQUARE, LINE, TEXT, DIM, STUB, EXPOSED, LOST, HIGHLIGHT, FIRE, BARREL,
         SHIELD_ARC, BATTERY_ON, BATTERY_OFF, CREW, DARK, *PLAYER.values(), *GOOD.values(),
         *ALIEN.values(), *BODY.values()]


def ink(fill: RGB) -> RGB:
    """Black or white, whichever reads on `fill`."""
    r, g, b = fill
    return DARK if 0.299 * r + 0.587 * g + 0.114 * b > 140 else TEXT


@lru_cache(maxsize=1)
def palette() -> Image.Image:
    """The fixed palette: every flat colour, and ramps from the backgrounds towards the text
    colours for anti-aliased letters."""
    colours: list[RGB] = []
    for c in FIXED:
        if c not in colours:
            colours.append(c)
    for bg in (BG, PANEL, SQUARE):
        for fg in (TEXT, DIM, DARK):
            for k in range(1, 6):
                r, g, b = (round(c0 + (c1 - c0) * k / 6) for c0, c1 in zip(bg, fg, strict=True))
                colours.append((r, g, b))
    for k in range(0, 256, 16):
        colours.append((k, k, k))
    colours = colours[:256]
    flat: list[int] = [v for c in colours for v in c]
    flat += [0] * (768 - len(flat))
    pal = Image.new("P", (1, 1))
    pal.putpalette(flat)
    return pal


def encode(im: Image.Image) -> bytes:
    """PNG bytes of an RGB picture mapped onto the fixed palette."""
    buf = io.BytesIO()
    im.quantize(palette=palette(), dither=Image.Dither.NONE).save(buf, "PNG", compress_level=3)
    return buf.getvalue()


def player_name(tr: Translate, seat: int, colour: str, names: list[str]) -> str:
    name = names[seat] if 0 <= seat < len(names) and names[seat] else ""
    return f"{LETTER[colour]} {name}" if name else tr(f"gt.colour.{colour}")
