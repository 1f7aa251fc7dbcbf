"""Shared look of the tournament pictures: the house space theme, medals, pills, PNG encoding."""

from __future__ import annotations

import io
import random
from functools import lru_cache

from PIL import Image, ImageDraw

from rendering import text as T
from rendering.alien_frontiers import style as S

RGB = S.RGB
W = 640  # every picture: a phone shows it about 400 px wide, where its smallest text (18 px)
# is still 11 px tall
MARGIN = 16
HEADER_H = 96
ROW_A: RGB = S.PANEL
ROW_B: RGB = (30, 37, 64)  # alternate rows, so a long row is easy to follow across
DIM: RGB = (104, 110, 136)  # dropped players: still readable, clearly out of the running
# Gold, silver and bronze; the rank number is always printed on the medal too.
MEDALS: tuple[RGB, RGB, RGB] = (S.ACCENT, (204, 212, 228), (214, 142, 86))
MEDAL_INK: RGB = (24, 22, 30)
AI_BLUE: RGB = (86, 180, 233)  # Okabe–Ito sky blue
WIN_GREEN: RGB = S.PLAYER["green"]
AVATAR: tuple[RGB, ...] = (*(S.PLAYER[c] for c in ("red", "blue", "yellow", "green")),
                           (204, 121, 167), AI_BLUE, (230, 159, 0))  # the rest of Okabe–Ito
PALETTE_COLOURS = 96
COMPRESS_LEVEL = 6


@lru_cache(maxsize=32)
def background(width: int, height: int) -> Image.Image:
    """Dark sky with a seeded starfield in a header band (same size → same stars)."""
    im = Image.new("RGB", (width, height), S.BG)
    d = ImageDraw.Draw(im)
    d.rectangle((0, 0, width, HEADER_H), fill=S.HEADER)
    rng = random.Random(20240607)
    for _ in range(width // 12):
        x, y = rng.randrange(width), rng.randrange(HEADER_H - 6)
        b = rng.choice((50, 64, 80, 100))  # dim: never mistaken for a dot in the text
        if rng.random() < 0.15:
            d.ellipse((x - 1, y - 1, x + 1, y + 1), fill=(b, b, b + 20))
        else:
            d.point((x, y), fill=(b, b, b + 20))
    d.line((0, HEADER_H, width, HEADER_H), fill=S.PANEL_EDGE, width=2)
    return im


def canvas(width: int, height: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    im = background(width, height).copy()
    return im, ImageDraw.Draw(im)


def header(im: Image.Image, title: str, subtitle: str, right: str = "") -> None:
    """Title (shrunk to fit, then ellipsized), a muted subtitle and an optional right-hand tag,
    across the picture's width."""
    right_w = T.width(right, 18) + 24 if right else 0
    max_w = im.width - 2 * MARGIN - 8 - right_w
    line, size = T.fit(title, max_w, 30, 22)
    T.paste(im, MARGIN + 4, 12, line, size, S.TEXT)
    if subtitle:
        line, size = T.fit(subtitle, max_w, 20, 18, bold=False)
        T.paste(im, MARGIN + 4, 58, line, size, S.MUTED, bold=False)
    if right:
        T.paste(im, im.width - MARGIN - 4, 60, right, 18, S.TITLE, align="right")


def panel(d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], fill: RGB = S.PANEL) -> None:
    """A rounded panel; box is (x0, y0, x1, y1) inclusive."""
    d.rounded_rectangle(box, 12, fill=fill, outline=S.PANEL_EDGE, width=2)


def medal_disc(im: Image.Image, d: ImageDraw.ImageDraw, cx: int, cy: int, rank: int,
               which: int, r: int = 15) -> None:
    """A gold/silver/bronze disc carrying the rank number (colour is never the only cue)."""
    fill = MEDALS[which]
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=S.darker(fill, 0.5), width=2)
    label = str(rank)
    size = 18 if len(label) < 3 else 14
    T.paste(im, cx, cy - round(size * 0.62), label, size, MEDAL_INK, align="center")


def pill(im: Image.Image, d: ImageDraw.ImageDraw, x: int, y: int, label: str, fill: RGB,
         ink: RGB, size: int = 14) -> int:
    """A small rounded tag whose box top-left is (x, y); returns its width."""
    w = T.width(label, size) + 12
    h = round(size * 1.45)
    d.rounded_rectangle((x, y, x + w, y + h), h // 2, fill=fill)
    T.paste(im, x + 6, y + round(size * 0.12), label, size, ink)
    return w


def avatar_colour(name: str) -> RGB:
    """A stable Okabe–Ito colour for a name (no hash(): it is salted per process)."""
    return AVATAR[sum(name.encode("utf-8")) % len(AVATAR)]


def encode(im: Image.Image) -> bytes:
    """Palette PNG: the pictures are flat colours plus anti-aliased text, 96 colours suffice."""
    q = im.quantize(colors=PALETTE_COLOURS, method=Image.Quantize.FASTOCTREE,
                    dither=Image.Dither.NONE)
    buf = io.BytesIO()
    q.save(buf, "PNG", compress_level=COMPRESS_LEVEL)
    return buf.getvalue()
