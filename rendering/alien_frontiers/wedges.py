"""Where things go on the planet: the eight territories as sectors of the disc and, inside each,
the controller's badge and the rows of its label (name, bonus in a few words, colonies).

Pure geometry on the picture's pixels (text widths come from `rendering.text`). Each label is
laid out once per text and language: the rows are stacked where the sector is wide enough for
them, so long Spanish names and short Chinese ones both sit inside their territory.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from rendering import text as T
from rendering.alien_frontiers.layout import PLANET_C, PLANET_R

ANGLE0 = -112.5  # centre angle of the first territory (Asimov Crater), degrees clockwise from east
SPAN = 45.0
EDGE, RIM = 6, 9  # px kept clear of a territory's borders and of the planet's rim
BADGE = 50  # the controller's badge: its letter is ESSENTIAL px
BADGE_RHO = 0.31
FIELD = 28  # a field generator token, pinned to the badge's outer side
ROW_GAP = 4
WRAP_WIDTHS = (160, 140, 124, 108, 96)  # widths the name and the bonus are wrapped to
COLONY_H, COLONY_W = 28, 100  # the colonies row: one token per player present, with the count


@dataclass(frozen=True)
class Row:
    """One row of a territory's label: its kind, text, font size and box (x0..x1, y..y+h)."""

    kind: str  # "name", "bonus" or "colonies"
    text: str
    size: int
    x0: int
    x1: int
    y: int
    h: int


def centre_angle(i: int) -> float:
    return ANGLE0 + SPAN * i


def polar(rho: float, deg: float) -> tuple[float, float]:
    a = math.radians(deg)
    return PLANET_C[0] + rho * math.cos(a), PLANET_C[1] + rho * math.sin(a)


def badge_centre(i: int) -> tuple[float, float]:
    return polar(PLANET_R * BADGE_RHO, centre_angle(i))


def field_centre(i: int) -> tuple[float, float]:
    """The field token overlaps the badge's spot on its outer side (a pin on the badge)."""
    return polar(PLANET_R * BADGE_RHO + BADGE * 0.5, centre_angle(i))


def keep_out(i: int) -> tuple[float, float, float]:
    """The circle around the badge and its pinned field token that labels stay out of."""
    bx, by = badge_centre(i)
    fx, fy = field_centre(i)
    cx, cy = (bx + fx) / 2, (by + fy) / 2
    return cx, cy, math.hypot(fx - bx, fy - by) / 2 + FIELD / 2 + EDGE + 4


def _row_interval(i: int, y: float) -> tuple[float, float] | None:
    """The x-interval of sector i on the horizontal line y (inside margins), or None."""
    dy = y - PLANET_C[1]
    r = PLANET_R - RIM
    if abs(dy) >= r:
        return None
    half = math.sqrt(r * r - dy * dy)
    lo, hi = -half, half
    a0 = math.radians(centre_angle(i) - SPAN / 2)
    a1 = math.radians(centre_angle(i) + SPAN / 2)
    # inside both borders, by EDGE: n·p ≥ EDGE for the inward normal n of each border
    for nx, ny in ((-math.sin(a0), math.cos(a0)), (math.sin(a1), -math.cos(a1))):
        bound = EDGE - ny * dy
        if abs(nx) < 1e-9:
            if bound > 0:
                return None
        elif nx > 0:
            lo = max(lo, bound / nx)
        else:
            hi = min(hi, bound / nx)
    if lo >= hi:
        return None
    return PLANET_C[0] + lo, PLANET_C[0] + hi


def band_span(i: int, y0: float, y1: float) -> tuple[float, float] | None:
    """The widest x-interval inside sector i for every line of the band y0..y1, clear of the
    badge. A sector is convex, so the band's interval is set by its two edge lines."""
    a, b = _row_interval(i, y0), _row_interval(i, y1)
    if a is None or b is None:
        return None
    lo, hi = max(a[0], b[0]), min(a[1], b[1])
    ox, oy, orad = keep_out(i)
    if oy - orad < y1 and oy + orad > y0:
        near = 0.0 if y0 <= oy <= y1 else min(abs(y0 - oy), abs(y1 - oy))
        hw = math.sqrt(max(0.0, orad * orad - near * near))
        left, right = (lo, min(hi, ox - hw)), (max(lo, ox + hw), hi)
        lo, hi = max(left, right, key=lambda s: s[1] - s[0])
    return (lo, hi) if hi > lo else None


def _text_rows(kind: str, lines: list[str], size: int, bold: bool) -> list[tuple[str, str, int,
                                                                              int, int]]:
    h = round(size * 1.2)
    return [(kind, ln, size, h, T.width(ln, size, bold)) for ln in lines]


def _place(i: int, rows: list[tuple[str, str, int, int, int]]) -> tuple[float, list[Row]]:
    """The best vertical position of a stack of rows in sector i: every row as wide as it needs
    if possible, then the most room to spare."""
    total = sum(r[3] for r in rows) + ROW_GAP * (len(rows) - 1)
    top = int(PLANET_C[1] - PLANET_R)
    best: tuple[float, float, list[Row]] = (-1.0, -1e9, [])
    for y in range(top, int(PLANET_C[1] + PLANET_R) - total, 2):
        placed, fit, spare, yy = [], 1.0, 1e9, y
        for kind, txt, size, h, want in rows:
            span = band_span(i, yy, yy + h)
            if span is None:
                break
            room = span[1] - span[0]
            fit = min(fit, room / max(1, want))
            spare = min(spare, room - want)
            placed.append(Row(kind, txt, size, round(span[0]), round(span[1]), yy, h))
            yy += h + ROW_GAP
        else:
            score = (min(fit, 1.0), spare)
            if score > best[:2]:
                best = (*score, placed)
    return best[0], best[2]


@lru_cache(maxsize=64)
def label_rows(i: int, name: str, bonus: str) -> tuple[Row, ...]:
    """The rows of territory i's label, placed inside its sector: the widest wrapping whose
    rows all fit, the colonies row on whichever side of the text leaves more room."""
    best: tuple[float, list[Row]] = (-1.0, [])
    for w in WRAP_WIDTHS:
        name_lines, ns = T.fit_lines(name, w, 2, 17, 13)
        bonus_lines, bs = T.fit_lines(bonus, w, 4, 13, 11, bold=False)
        text = (_text_rows("name", name_lines, ns, True)
                + _text_rows("bonus", bonus_lines, bs, False))
        colonies = [("colonies", "", 0, COLONY_H, COLONY_W)]
        for option in (_place(i, text + colonies), _place(i, colonies + text)):
            if option[0] > best[0]:
                best = option
        if best[0] >= 1.0:
            break
    return tuple(best[1])


def sector_box(i: int) -> tuple[int, int, int, int]:
    """Bounding box (x0, y0, x1, y1) of sector i, for its sprite."""
    pts = [PLANET_C] + [polar(PLANET_R + 2, centre_angle(i) + d)
                        for d in (-SPAN / 2, -SPAN / 4, 0, SPAN / 4, SPAN / 2)]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return (math.floor(min(xs)) - 2, math.floor(min(ys)) - 2, math.ceil(max(xs)) + 2,
            math.ceil(max(ys)) + 2)


