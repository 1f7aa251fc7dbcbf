"""Fonts and text runs: Latin text in DejaVu Sans, CJK text in the bundled Noto Sans CJK subset."""

from __future__ import annotations

import math
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from PIL import ImageDraw, ImageFont

FONT_DIR = Path(__file__).resolve().parent / "fonts"
LATIN_BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"
LATIN_BOOK = FONT_DIR / "DejaVuSans.ttf"
CJK = FONT_DIR / "NotoSansCJKsc-Bold-subset.otf"
# Player names may use Han characters the bundled subset lacks: use a system CJK font if one is
# installed (same machine, same picture), else the subset's empty box.
SYSTEM_CJK = (
    ("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", 2),
    ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 2),
    ("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", 0),
    ("/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc", 0),
)
LATIN, HAN, HAN_FALLBACK = 0, 1, 2

Colour = tuple[int, int, int] | tuple[int, int, int, int]


def is_cjk(ch: str) -> bool:
    """Characters drawn with the CJK font: CJK symbols, punctuation, ideographs, full width."""
    o = ord(ch)
    return 0x2E80 <= o <= 0x9FFF or 0xF900 <= o <= 0xFAFF or 0xFF00 <= o <= 0xFFEF


@lru_cache(maxsize=1)
def system_cjk() -> tuple[str, int] | None:
    for path, index in SYSTEM_CJK:
        if Path(path).is_file():
            return path, index
    return None


@cache
def font(size: int, bold: bool = True, kind: int = LATIN) -> ImageFont.FreeTypeFont:
    if kind == HAN_FALLBACK and (found := system_cjk()) is not None:
        return ImageFont.truetype(found[0], size, index=found[1],
                                  layout_engine=ImageFont.Layout.BASIC)
    path = LATIN_BOLD if kind == LATIN and bold else LATIN_BOOK if kind == LATIN else CJK
    return ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.BASIC)


@lru_cache(maxsize=1)
def _notdef() -> tuple[tuple[int, int], bytes]:
    m = font(24, True, HAN).getmask("\U000F0000")  # a private-use code point: never in the font
    return m.size, bytes(m)


@lru_cache(maxsize=8192)
def in_subset(ch: str) -> bool:
    """Whether the bundled CJK subset has a real glyph for ch (not its .notdef box)."""
    m = font(24, True, HAN).getmask(ch)
    return m.getbbox() is not None and (m.size, bytes(m)) != _notdef()


def kind_of(ch: str) -> int:
    if not is_cjk(ch):
        return LATIN
    return HAN if in_subset(ch) or system_cjk() is None else HAN_FALLBACK


@lru_cache(maxsize=4096)
def runs(text: str) -> tuple[tuple[str, int], ...]:
    """Split text into maximal runs of (chunk, font kind)."""
    out: list[tuple[str, int]] = []
    for ch in text:
        c = kind_of(ch)
        if out and out[-1][1] == c:
            out[-1] = (out[-1][0] + ch, c)
        else:
            out.append((ch, c))
    return tuple(out)


@lru_cache(maxsize=8192)
def width(text: str, size: int, bold: bool = True) -> int:
    return round(sum(font(size, bold, c).getlength(chunk) for chunk, c in runs(text)))


def draw(d: ImageDraw.ImageDraw, x: float, y: float, text: str, size: int, fill: Colour,
         bold: bool = True, align: str = "left") -> int:
    """Draw text whose box top is y (box height ≈ 1.2 × size); returns the width drawn.

    align: "left" (x is the left edge), "center" (x is the centre) or "right" (x the right edge).
    """
    w = width(text, size, bold)
    if align == "center":
        x -= w / 2
    elif align == "right":
        x -= w
    base = y + round(size * 0.98)
    ink = d._getink(fill)[0]
    for chunk, c in runs(text):
        # What `d.text((x, base), chunk, font=…, fill=fill, anchor="ls")` does, with the
        # glyphs' mask rendered once per run, size and sub-pixel start (Pillow's private
        # drawing call, pinned with Pillow; the goldens check the pixels stay the same).
        start = (math.modf(x)[0], math.modf(base)[0])
        mask, (dx, dy) = _mask(chunk, size, bold, c, start)
        d.draw.draw_bitmap((int(x) + dx, int(base) + dy), mask, ink)
        x += font(size, bold, c).getlength(chunk)
    return w


@lru_cache(maxsize=4096)
def _mask(chunk: str, size: int, bold: bool, kind: int,
          start: tuple[float, float]) -> tuple[Any, tuple[int, int]]:
    """A text run's anti-aliased mask and its offset from the anchor point: the numbers, labels
    and names a picture repeats are rendered by FreeType once, not on every picture."""
    return font(size, bold, kind).getmask2(chunk, "L", None, None, None, 0, "ls", 0, start,
                                           stroke_filled=True)


def ellipsize(text: str, size: int, max_w: int, bold: bool = True) -> str:
    if width(text, size, bold) <= max_w:
        return text
    while text and width(text + "…", size, bold) > max_w:
        text = text[:-1]
    return text.rstrip() + "…"


def fit(text: str, max_w: int, big: int, small: int, bold: bool = True) -> tuple[str, int]:
    """The largest size in [small, big] at which text fits one line (ellipsized at `small`)."""
    for size in range(big, small - 1, -1):
        if width(text, size, bold) <= max_w:
            return text, size
    return ellipsize(text, small, max_w, bold), small


def wrap(text: str, size: int, max_w: int, bold: bool = True) -> list[str]:
    """Greedy line breaking: at spaces for Latin text, between any two CJK characters."""
    tokens: list[str] = []
    cur = ""
    for ch in text:
        if is_cjk(ch):
            if cur:
                tokens.append(cur)
                cur = ""
            tokens.append(ch)
        elif ch == " ":
            tokens.append(cur + " ")
            cur = ""
        else:
            cur += ch
    if cur:
        tokens.append(cur)
    lines: list[str] = []
    line = ""
    for tok in tokens:
        if line and width((line + tok).rstrip(), size, bold) > max_w:
            lines.append(line.rstrip())
            line = tok.lstrip()
        else:
            line += tok
    if line.strip():
        lines.append(line.rstrip())
    return lines


def fit_lines(text: str, max_w: int, max_lines: int, big: int, small: int,
              bold: bool = True) -> tuple[list[str], int]:
    """One line if it fits at a size ≥ small+1, else wrapped into ≤ max_lines lines."""
    for size in range(big, small, -1):
        if width(text, size, bold) <= max_w:
            return [text], size
    for size in range(big, small - 1, -1):
        lines = wrap(text, size, max_w, bold)
        if len(lines) <= max_lines and all(width(ln, size, bold) <= max_w for ln in lines):
            return lines, size
    lines = wrap(text, small, max_w, bold)
    if len(lines) < max_lines:  # room to break a word too long for one line ("Comunica-ciones")
        lines = [part for ln in lines for part in hyphenated(ln, small, max_w, bold)]
    return [ellipsize(ln, small, max_w, bold) for ln in lines[:max_lines]], small


VOWELS = frozenset("aeiouáéíóúüAEIOUÁÉÍÓÚÜ")


def hyphenated(line: str, size: int, max_w: int, bold: bool = True) -> list[str]:
    """A one-word line too wide for `max_w` broken in two with a hyphen where a syllable starts
    (before a consonant between two vowels: "Comunica-ciones", "Communica-tions"), the first
    part as long as fits, at least 3 letters a side; else the line as it was."""
    if " " in line or width(line, size, bold) <= max_w or any(is_cjk(ch) for ch in line):
        return [line]
    for cut in range(len(line) - 3, 2, -1):
        if line[cut - 1] in VOWELS and line[cut].isalpha() and line[cut] not in VOWELS \
                and line[cut + 1] in VOWELS and width(line[:cut] + "-", size, bold) <= max_w:
            return [line[:cut] + "-", line[cut:]]
    return [line]


@lru_cache(maxsize=1024)
def sprite(text: str, size: int, fill: Colour, bold: bool = True) -> ImageDraw.Image.Image:
    """A text run drawn once on a transparent sprite (box top at y = 0, 4 px left margin)."""
    from PIL import Image

    im = Image.new("RGBA", (width(text, size, bold) + 8, round(size * 1.45)), (0, 0, 0, 0))
    draw(ImageDraw.Draw(im), 4, 0, text, size, fill, bold)
    return im


def paste(im: ImageDraw.Image.Image, x: float, y: float, text: str, size: int, fill: Colour,
          bold: bool = True, align: str = "left") -> int:
    """Like `draw` but composites a cached sprite (much cheaper for repeated texts)."""
    w = width(text, size, bold)
    if align == "center":
        x -= w / 2
    elif align == "right":
        x -= w
    sp = sprite(text, size, fill, bold)
    im.paste(sp, (round(x) - 4, round(y)), sp)
    return w
