"""Colour arithmetic and palette sheets shared by every game's pictures."""

from __future__ import annotations

from PIL import Image

RGB = tuple[int, int, int]


def darker(c: RGB, f: float = 0.55) -> RGB:
    return (int(c[0] * f), int(c[1] * f), int(c[2] * f))


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """`a` moved a share `t` of the way towards `b`."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


def palette_of(base: Image.Image, swatch: Image.Image, colours: int) -> Image.Image:
    """A palette image for quantizing boards: the static board with a swatch of every colour the
    dynamic parts use below it, so one fixed palette serves every position (fast, no dithering)."""
    sheet = Image.new("RGB", (base.width, base.height + swatch.height))
    sheet.paste(base, (0, 0))
    sheet.paste(swatch, (0, base.height))
    return sheet.quantize(colors=colours, method=Image.Quantize.FASTOCTREE,
                          dither=Image.Dither.NONE)
